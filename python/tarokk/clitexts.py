"""The words around the game's own names and questions, in each language a game speaks:
what ``tarokk play`` and ``tarokk deal`` write themselves (the hand, the tricks, the
prompts' complaints, the end of a game), what ``tarokk score`` asks and answers
(:mod:`tarokk.scoreprompts`), the settlement (:meth:`tarokk.Settlement.text`),
the score sheets (``ScoreSheet.text``, ``SlovenianMatch.text``), what the table says
(:func:`tarokk.tablenews.news`) and a narrated deal (:func:`tarokk.narrate.narrate`).

One table, ``TEXTS[lang][key]``: a ``str.format`` template for English (``en``), Hungarian
(``hu``, Jókai-hármas and Paskievics) and Slovenian (``sl``, Slovenian tarok). Every language
has every key (``tests/test_cli_lang.py`` checks it); the English is exactly what these
always wrote. The game terms are the rules' (``shared/rules``): Hungarian *ütés*, *skart*,
*felvevő*, *ellenpárt*, *bemondva*/*csendben*, *parti*, *osztó*; Slovenian *štih*,
*založiti*, *igralec*, *nasprotniki*, *radelci*, *delivec*.

A ``score.bad.…`` text is what a bad answer to ``tarokk score`` is told when one of the
score module's parsers refuses it: in English ``{error}``, the parser's own words; the
other languages say it themselves. ``score.facts.…`` tells the score functions' objections
to answers that do not fit together, the core's English sentences (``OBJECTIONS`` in
:mod:`tarokk.scoreprompts` recognises them).

The engines' own refusals (an :class:`~tarokk.IllegalActionError`'s text, such as ``"x is
not legal: not possible in the bidding phase (JK-B1)"``) have a table of their own,
:mod:`tarokk.refusals`, by the engines' English reasons.

What stays English in every language: a refusal whose reason ``tarokk.refusals`` does not
know (none that random deals of any preset lead to), an objection of a score function that
``OBJECTIONS`` does not know (none that ``tarokk score``'s answers can lead to), the usage
errors found before a game starts, and
``--help``. The names of cards, actions, contracts and the questions are the games' own
(``cards``, each game's ``texts``).
"""

from __future__ import annotations

import sys
import unicodedata
from typing import Any, Optional

from .errors import InvalidInputError

__all__ = ["LANGS", "TEXTS", "text", "check_lang", "spoken", "seat", "title", "item_name", "side_name", "signed",
           "decimal"]

LANGS = ("en", "hu", "sl")

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        # a session of `tarokk play`; the seed deals every card, so it is told only once the
        # deal (or the match) is over or left
        "seed": "(seed {seed})",
        "start": "{title}: you are seat {seat}{out}. Ctrl-D ends the game.",
        "start.sits_out": ", the dealer, sitting this deal out",
        "match_start": "{title}, {deals} deals{then}: you are P{seat} on the score sheet; "
                       "your seat at the table moves with the deal. Ctrl-D ends the game.",
        "match_start.fixed": "{title}, {deals} deals: you are seat {seat} at the table and P{seat} "
                             "on the score sheet; the deal passes round. Ctrl-D ends the game.",
        "table": "dealer seat {dealer}, forehand seat {forehand}",
        "table.dealer_out": "forehand seat {forehand}; the dealer sits this deal out",
        "deal_head": "\nDeal {number}",
        "deal_head.sit_out": " (you sit out)",
        "match.skis_round": "\nThe škis round is called: whoever is dealt the škis deals the last deal (SL-R6)",
        "match.finished": "\nThe match is over: each open radl costs 100 (SL-R3)",
        "match.then_skis_round": ", then the škis round (SL-R6)",
        "deal_head.seat": " (you are seat {seat})",
        "deal_head.players": "seats this deal and their players on the score sheet: {pairs}",
        "bye": "bye",
        "score.unfinished": "bye: the input ended before the last answer, so nothing was scored",
        "interrupted": "interrupted",
        "record_written": "record written to {path}{note}",
        "record.unfinished": " (unfinished)",
        "record.resume": "; tarokk play --resume {path} goes on with it",
        "resume.head": "the deal of {path} goes on: its {n} steps so far first, as you saw them",
        "resume.goes_on": "(the deal so far is told: the game goes on)",
        "record.match_unfinished": " (the {n} finished deal{s} and deal {k}, unfinished)",
        "record.match_unfinished.first": " (deal {k}, unfinished)",
        "resume.match_head": "the match of {path} goes on: {n} deal{s} played so far, of {planned}",
        "replay.unfinished": "deal {k}: {n} action{s}, unfinished",
        "validate.unfinished_deal": "; deal {k} unfinished, {n} action{s}",
        # a deal as a seat sees it
        "phase": "— {phase} —",
        "seat": "seat {seat}",
        "seat_did": "seat {seat}: {what}",
        # what a seat not to act is told (Dialogue.status)
        "status.turn": "seat {seat} to act ({phase})",
        "status.over": "the deal is over",
        "face_down": "{verb} (face down)",
        "your_hand": "Your hand (seat {seat}):",
        "talon": "  talon: {cards}",
        "talon_set": "set {n}: {cards}",
        "trick_so_far": "  trick so far: {cards}",
        "trick": "  trick {n}: {played} → seat {winner}",
        "trick.last_only": "(JK-P6: only the last completed trick stays on the screen)",
        "hints": "  hints: the search player's mean score for you {why}",
        "hints.play": "(the declarer side's card points, negated when you defend: higher is better)",
        "hints.play_tricks": "(the declarer side's tricks, from your side: higher is better)",
        "hints.play_klop": "(the card points you take, negated: higher is better)",
        "hints.settlement": "(your settlement after a play-out)",
        "hints.settlement_relative": "(your score after a play-out less the others' mean: only the declarer's side is paid)",
        "hint": "[hint {value}{best}]",
        "hint.forced": "[forced]",
        "decimal_point": ".",
        # a choice not understood at a prompt
        "choose.empty": "type a number from the list, or a name",
        "choose.not_text": "that was not text ({encoding}): type a number from the list, or a name",
        "choose.range": "choose a number from 1 to {n}",
        "choose.only": "the only choice is number 1",
        "choose.more": " ({n} more)",
        "choose.ambiguous": "{text!r} could be {names}: be more precise",
        "choose.or": " or ",
        "choose.unknown": "{text!r} is not one of the choices: type its number or its name",
        "choose.no_card": "there is no {text!r} in this game's pack: its {suit} pips are {cards}",
        "choose.no_card_one": "there is no {text!r} in this game's pack: its only {suit} pip is {cards}",
        "choose.no_tarok": "there is no {text!r} in this game's pack: its taroks are I to XXI and {top}",
        # a narrated deal (`tarokk deal`)
        "narrate.head": "{title}, {n} players; dealer seat {dealer}, forehand seat {forehand}{klop}",
        "narrate.compulsory_klop": " — compulsory klop round",
        "narrate.talon": "  talon (face down): {cards}",
        "narrate.sits_out": "sits out (the dealer)",
        "narrate.hands_later": "  the hands are dealt by the cut or the packets chosen (PK-D3)",
        "narrate.hands_dealt": "The hands, as the cut or the packets dealt them:",
        "narrate.talon_up": "The talon is turned up: {cards}",
        "narrate.play": "Play: {contract}, {who}.",
        "narrate.everyone_alone": "everyone alone",
        # what the table says (tablenews)
        "news.tarokks.0": "no tarokk",
        "news.tarokks.1": "1 tarokk",
        "news.tarokks.n": "{k} tarokks",
        "news.in_skart": "seat {seat}: {tarokks} in the skart{said}",
        "news.tarokk_lies": " ({said})",
        "news.dealer": "dealer: {tarokks} among the discards ({said})",
        "news.official_kontra": "official kontra (hivatalból kontra): the called tarokk lies among the discards",
        "news.tarokk_count": "seat {seat} counts {n} tarokks",
        "news.discards_shown": "{whose} discards shown: {cards}",
        "news.whose.declarer": "the declarer's",
        "news.whose.seat": "seat {seat}'s",
        "news.shows_hand": "seat {seat} shows the hand: {cards}",
        # the settlement
        "settlement": "Settlement",
        "result.no_tarok": "deal annulled (seat {seats} dealt no tarok, SL-D3): no score",
        "result.thrown_in": "deal thrown in: no score",
        "result.thrown_in_paid": "deal thrown in, and paid for:",
        "result.every_alone": "{contract}: every player alone",
        "result.outcome": "{contract} by {who}: {result}",
        "result.alone": "seat {seat} alone",
        "result.with": "seat {seat} with seat {partner}",
        "result.won": "won",
        "result.lost": "lost",
        "result.card_points": "card points: declarer side {declarer}, defenders {defenders}{difference}",
        "result.difference": "; difference {difference}",
        "result.side.declarer": "declarer",
        "result.side.defenders": "defenders",
        "result.announced": "announced",
        "result.silent": "silent",
        "result.amounts": "amounts: {amounts}",
        "result.pk_replaced": "  (the game is not paid: the {figure} replaces it, PK-X3)",
        "result.amount": "{seat}: {amount:+d}",
        # the settlement's items, by the engines' (English) names
        "item.game": "game",
        "item.klop": "klop",
        "item.trula": "trula",
        "item.kings": "kings",
        "item.king ultimo": "king ultimo",
        "item.pagat ultimo": "pagat ultimo",
        "item.valat": "valat",
        "item.mond penalty": "mond penalty",
        "item.tarokk count": "tarokk count",
        "item.tulétroá": "tulétroá",
        "item.négy király": "négy király",
        "item.pagát ultimó": "pagát ultimó",
        "item.XXI fogás": "XXI fogás",
        "item.pagát fogás": "pagát fogás",
        "item.volát": "volát",
        "item.dupla": "dupla",
        "item.8 tarokks": "8 tarokks",
        "item.9 tarokks": "9 tarokks",
        "item.honour fee": "honour fee",
        "item.no honour": "no honour",
        # the score sheets
        "sheet.dealer": "dealer",
        "replay.deal": "deal {k}: {n} action{s}",
        "replay.ok": "record OK: {n} action{s}",
        "replay.match_ok": "match record OK: {n} deal{s}",
        "validate.deal": "{file}: valid record of {title}, {n} action{s}, {state}",
        "validate.finished": "finished",
        "validate.unfinished": "not finished",
        "validate.match": "{file}: valid match record of {title}, {n} deal{s}, totals {totals}{final}",
        "validate.final": "; finished, final totals (SL-R3) {totals}",
        "sheet.total": "total",
        "sheet.thrown_in": "thrown in",
        "sheet.annulled": "annulled (SL-D3)",
        "sheet.misdeal": "misdeal",
        "sheet.misplay": "misplay",
        "sheet.compulsory": " (compulsory)",
        "sheet.cells": "deal's amount, total",
        "sheet.radli": "radli open",
        "sheet.stars": "misdeal stars",
        "sheet.final": "final (SL-R3)",
        "sheet.if_now": "if it ended now (SL-R3)",
        # the games' titles (the registry's, in English)
        "title.slovenian": "Slovenian tarok",
        "title.jokai": "Jókai-hármas",
        "title.paskievics": "Paskievics (XX-calling) tarokk",
        # the phases of a deal, as `— bidding —` heads them
        "phase.cut": "cut",
        "phase.packets": "packets",
        "phase.bidding": "bidding",
        "phase.declare": "declare",
        "phase.call": "call",
        "phase.talon": "talon",
        "phase.skart": "skart",
        "phase.discard": "discard",
        "phase.raise": "raise",
        "phase.announce": "announce",
        "phase.kontra": "kontra",
        "phase.rekontra": "rekontra",
        "phase.play": "play",
        "phase.reveal": "reveal",
        # `tarokk score`: the prompts (an answer follows ": "), what a bad answer is told
        # ({text}: the answer; {error}: a score module parser's own words, which English
        # shows as they are), and the score functions' objections to answers that do not
        # fit together, by the core's English words (tarokk.scoreprompts.OBJECTIONS)
        "score.seats": "Number the players 0, 1, 2 … round the table in the order of play (the way the cards are dealt), starting anywhere: the questions and the amounts use these seat numbers.",
        "score.declarer": "declarer seat",
        "score.made": "{item}: made by (declarer/defenders, empty: nobody)",
        "score.kontra_ladder": "kontra on the game (empty, kontra, rekontra, …)",
        "score.sl.players": "players in the deal (3 or 4; five at the table: the four who play, SL-D1)",
        "score.sl.contract": "contract (e.g. two, solo three, beggar, klop)",
        "score.sl.contract_three": "contract (e.g. two, one, beggar, klop)",
        "score.sl.klop_points": "card points per seat ({players} numbers, e.g. {example})",
        "score.sl.klop_tricks": "tricks per seat ({players} numbers, {tricks} in all)",
        "score.sl.partner": "partner seat (the called king's holder; empty: alone)",
        "score.sl.won": "did the declarer make it? (y/n)",
        "score.sl.card_points": "declarer side's card points (0..70)",
        "score.sl.announced": "{bonus}: announced by (declarer/defenders, empty: nobody)",
        "score.jk.players": "seats at the table (3, or 4 with the dealer sitting out)",
        "score.jk.level": "level (first double, second double, third double, solo)",
        "score.jk.skart": "skart index (the view 1..5 at which a pair was taken)",
        "score.jk.points": "declarer's card points as counted (0..66)",
        "score.jk.kontra": "kontra on the game (empty, kontra, rekontra)",
        "score.jk.announced": "figures announced, comma-separated (empty: none)",
        "score.jk.count": "tarokks counted by the declarer",
        "score.jk.count_alone": "tarokks counted by the declarer (10..12: fewer are said only with pagát ultimó, "
                                "JK-A4)",
        "score.jk.figure_kontra": "kontra on {item} (empty, kontra, rekontra)",
        "score.pk.players": "seats at the table (4, or 5 with the dealer sitting out)",
        "score.pk.dealer": "dealer seat",
        "score.jk.dealer": "dealer seat (he sits out, JK-D1)",
        "score.pk.level": "level (three, two, one, solo; no honour: thrown in by the fourth, PK-S5)",
        "score.pk.partner": "partner seat (empty: alone)",
        "score.pk.called": "card called",
        "score.pk.points": "declarer party's card points (0..94)",
        "score.pk.announced": "figures announced, as figure=seat (empty: none)",
        "score.pk.made": "figures made, as figure=declarer/defenders (empty: none)",
        "score.sl.queen": "did the declarer call a queen, holding all four kings (SL-K1)? (y/n)",
        "score.sl.bonus_kontra": "kontra on {bonus} (empty, kontra, rekontra, …)",
        "score.sl.failed_ultimo": "{bonus} not announced: did a side play {card} to the last trick and lose "
                                  "that trick? which (SL-S1; declarer/defenders, empty: no)",
        # the called king is always the declarer side's (SL-K1): a yes or no
        "score.sl.failed_king_ultimo": "{bonus} not announced: was the called king played to the last trick, and "
                                       "did the declarer's side lose that trick? (SL-S1; y/n)",
        "score.sl.failed_pagat_ultimo": "{bonus} not announced: did a side play the pagat to the last trick "
                                        "without the pagat winning it (even if its own side took the trick)? "
                                        "which (SL-S1; declarer/defenders, empty: no)",
        "score.sl.called_king": "the called king",
        "score.sl.pagat": "the pagat",
        "score.sl.mond_penalty": "seat that paid the mond penalty (SL-S5; 0..{last}, empty: nobody)",
        "score.pk.official": "did the called card lie in the skart, the game kontra'd by rule (PK-H5)? (y/n)",
        "score.pk.figure_kontra": "kontra on {item} (empty, kontra, rekontra, …)",
        "score.pk.counts": "tarokk counts said in the announcements, as seat=8 or seat=9 (PK-A3; empty: none)",
        "score.pk.revealed": "tarokk counts first shown after the last trick, as seat=8 or seat=9 (empty: none)",
        "score.pairs.twice": "{text!r} is named twice",
        "score.pairs.counts": "write seat=8 or seat=9, comma-separated, not {text!r}",
        "score.sl.klop_no_trick": "seat {seat} took no trick, so it has no card points, not {points} (SL-L1)",
        "score.sl.klop_trick_no_points": "seat {seat} took a trick, worth a point at least, so its card points are not 0 (SL-C1)",
        "score.whole": "a whole number {low}..{high}, not {text!r}",
        "score.count": "{count} whole numbers {low}..{high}, one per seat ({given} given)",
        "score.not_text": "that was not text ({encoding})",
        "score.sum.points": "the card points of a deal add up to {total}, not {given}",
        "score.sum.tricks": "the tricks of a deal add up to {total}, not {given}",
        "score.seat_or_none": "a seat 0..{last}, or nothing, not {text!r}",
        "score.seat_named": "a seat 0..{last} or its player's name ({names}), not {text!r}",
        "score.seat_or_none_named": "a seat 0..{last}, its player's name ({names}), or nothing, not {text!r}",
        "score.taken.declarer": "seat {seat} is the declarer",
        "score.taken.dealer": "seat {seat} is the dealer, who sits out with five at the table (PK-D4)",
        "score.taken.jk_dealer": "seat {seat} is the dealer, who sits out with four at the table (JK-D1)",
        "score.taken.counted": "seat {seat} said its count in the announcements: a count is said or shown once (PK-A3)",
        "score.taken.alone": "seat {seat}, the declarer alone, shows no count after the last trick: only his partner "
                             "would pay it (PK-A3)",
        "score.yes_no": "y or n, not {text!r}",
        "score.party": "declarer or defenders (dec…, def…), not {text!r}",
        "score.pairs.announced": "announced: write name=value, comma-separated, not {text!r}",
        "score.pairs.made": "made: write name=value, comma-separated, not {text!r}",
        "score.sl.three_players": "three players play klop, three, two, one or beggar (SL-T2), not {text!r}",
        "score.sl.compulsory": "a compulsory klop round (SL-B6) plays klop, or solo without or higher, not {text!r}",
        # a match scored deal by deal (tarokk score --players)
        "score.match.start": "A match of {players}, scored deal by deal: each deal's seats are told first. "
                             "A deal that scores nothing (all passed, annulled): answer \"thrown in\" to its "
                             "contract. {ctrl_d}",
        "score.match.ctrl_d": "Ctrl-D at a deal's first question ends the match.",
        "score.match.ctrl_d_kept": "Ctrl-D at a deal's first question leaves the match as the sheet file keeps it, "
                                   "to go on with later (a Slovenian match's radli are not charged); it ends after its "
                                   "--deals N.",
        "score.match.dealer": "{name} deals",
        "score.match.compulsory": "a compulsory klop round (SL-B6): klop, or solo without or higher",
        "score.match.thrown_in": "thrown in: nobody pays",
        "score.match.skis_holder": "who was dealt the škis (SL-R6)? (seat this deal; empty: it lay in the talon)",
        "score.match.unscored": "deal {number} was not scored: the input ended before its last answer",
        # Said here, not in the score functions' words: those offer the numbers a Python
        # caller may give (a level 1..4, a factor 2), which a prompt's text is not.
        "score.bad.sl_contract": "no such contract: {text!r} (klop, three, two, one, solo three, solo two, "
                                 "solo one, beggar, solo without, open beggar, colour valat, valat)",
        "score.bad.sl_kontra": "nothing, or kontra, rekontra, subkontra or mordkontra, not {text!r}",
        "score.bad.jk_level": "a level is first double, second double, third double or solo, not {text!r}",
        "score.bad.jk_kontra": "nothing, or kontra or rekontra, not {text!r}",
        "score.bad.jk_figure": "{error}",
        "score.bad.pk_level": "a level is three, two, one or solo (három, kettő, egy, szóló), not {text!r}",
        "score.bad.pk_kontra": "nothing, or kontra, rekontra, szubkontra, hirskontra or mordkontra, "
                               "not {text!r}",
        "score.bad.pk_figure": "{error}",
        "score.bad.pk_card": "{error}",
        "score.pk.not_callable": "{card} cannot be called: only the tarokks II–XX (PK-H1)",
        "score.again": "These answers do not fit together: once more from the start, each answer offered again "
                       "(Enter keeps it, - leaves it empty; Ctrl-D stops).",
        # at a terminal, before a deal is scored (a wrong answer that fits is mended here)
        "score.confirm": "is this right? (y/n; n: every question again, each answer offered)",
        "score.again_asked": "Once more from the start, each answer offered again (Enter keeps it, - leaves it "
                             "empty; Ctrl-D stops).",
        "score.facts.party.declarer": "the declarer's party",
        "score.facts.party.defenders": "the defenders",
        "score.facts.sl_valat_points": "after a valat the other side has only talon cards, at most {most} points, "
                                       "not {points} (SL-C1)",
        "score.facts.sl_trula_ultimo": "the side whose pagat won the last trick (pagat ultimo) holds it: the other "
                                       "side did not make trula (SL-S1)",
        "score.facts.sl_no_bonuses": "{item}: bonuses are scored only in three … solo one (SL-S3)",
        "score.facts.sl_valat_discards": "after a valat by the defenders the declarer side has only its discards, "
                                         "at most {most} points, not {points} (SL-C1, SL-K3)",
        "score.facts.sl_valat_other_made": "after a valat by {party} the other side won no trick, so it did not "
                                           "make {item} (SL-S1)",
        "score.facts.sl_bonus_points": "{party} made {item}, whose cards alone count at least {least} card points, "
                                       "not {points} (SL-C1)",
        "score.facts.sl_king_ultimo_no_king": "king ultimo exists only when a king was called",
        "score.facts.sl_king_ultimo_side": "king ultimo belongs to the declarer side",
        "score.facts.sl_kings_ultimo_won": "the called king won the last trick (king ultimo made), so the "
                                           "declarer's party won it: the other side did not make kings (SL-S1)",
        "score.facts.sl_kings_ultimo_lost": "the called king lost the last trick (king ultimo failed), so the "
                                            "defenders won it: the other side did not make kings (SL-S1)",
        "score.facts.sl_valat_king_failed": "the called king lost the last trick (king ultimo failed): the "
                                            "declarer's party did not win every trick, so no valat (SL-S1)",
        "score.facts.sl_talon_rest": "the {rest} talon cards the declarer did not take are the defenders', so his "
                                     "party has at most {most} points, not {points} (SL-K2, SL-C1)",
        "score.facts.jk_volat_declarer": "after the declarer's volát the opponents have only skart cards, "
                                         "at most {most} points: the declarer has at least {least}, not {points}",
        "score.facts.jk_volat_opponents": "after the opponents' volát the declarer has only his discards, "
                                          "at most {most} points, not {points}",
        "score.facts.pk_dupla": "dupla is made exactly by a party with 71 card points or more (PK-X2): "
                                "{points} for {party}",
        "score.facts.pk_volat_honours": "a volát wins every honour and every king: {party} also made tulétroá "
                                        "and négy király",
        "score.facts.pk_discards_points": "the {least} discarded cards that count for {party} (PK-S3) are worth a "
                                          "point each at least: it has at least {least} card points, not {points}",
        "score.facts.pk_volat_points": "after a volát the other party has only discarded cards, at most {most} "
                                       "points (four queens and two cavaliers), not {points}",
        "score.facts.pk_volat_tricks": "after a volát by {party} the other party won no trick: it made no pagát "
                                       "ultimó and no XXI fogás",
        "score.facts.pk_counts_total": "the counts add up to {n} tarokks: the pack has 22",
        "score.facts.pk_tuletroa_xxi": "{party} made tulétroá, so the other party's skíz did not catch their XXI",
        "score.facts.pk_tuletroa_ultimo": "{party} made tulétroá, winning the pagát: the other party's pagát "
                                          "ultimó is impossible",
        "score.facts.jk_points_kettos": "in a kettős the declarer has 1..65 points (his two discards count for him, "
                                        "the opponents' four skart cards for them, JK-C1), not {points}",
        "score.facts.jk_points_szolo": "in a szóló the declarer has at most 64 points (the six skart cards count "
                                       "for the opponents, JK-C1), not {points}",
        "score.facts.jk_tuletroa_xxi": "{party} made tulétroá, winning the XXI: the other party did not catch it "
                                       "(JK-F2, JK-F5)",
        "score.facts.jk_tuletroa_pagat": "{party} made tulétroá, winning the pagát: the other party made no pagát "
                                         "ultimó and no pagát fogás (JK-F2)",
        "score.facts.jk_ultimo_fogas": "a pagát that won the last trick (pagát ultimó) was not caught (pagát "
                                       "fogás) (JK-F4, JK-F6)",
        "score.facts.jk_announced_ultimo": "the declarer announced pagát ultimó, so he held the pagát: the "
                                           "defenders made no pagát ultimó (JK-A5)",
        "score.facts.jk_announced_ultimo_count": "the declarer announced pagát ultimó, so he held the pagát: "
                                                 "his tarokk count is 1 at least (JK-A5)",
        "score.facts.jk_announced_xxi_fogas": "the declarer announced XXI fogás, so he did not hold the XXI: the "
                                              "defenders did not catch it (JK-A5, JK-F5)",
        "score.facts.jk_announced_pagat_fogas": "the declarer announced pagát fogás, so he did not hold the pagát: "
                                                "the defenders did not catch it (JK-A5, JK-F6)",
        "score.facts.jk_announced_fogas_no_ultimo": "the declarer announced pagát fogás, so he did not hold the "
                                                    "pagát: his party made no pagát ultimó (JK-A5, JK-F4)",
        "score.facts.jk_volat_tricks": "after a volát by {party} the other party won no trick, so it did not make "
                                       "{item} (JK-F7)",
    },
    "hu": {
        "seed": "(keverés: --seed {seed})",
        "start": "{title}: {seat}. játékosként ülsz az asztalnál{out}. A Ctrl-D befejezi a játékot.",
        "start.sits_out": ", de osztóként ezt a partit kihagyod",
        "match_start": "{title}, {deals} parti{then}: a pontozólapon te vagy P{seat}; "
                       "a helyed az asztalnál partiról partira változik. A Ctrl-D befejezi a játékot.",
        "match_start.fixed": "{title}, {deals} parti: {seat}. játékosként ülsz az asztalnál, a "
                             "pontozólapon te vagy P{seat}; az osztás körbejár. A Ctrl-D befejezi a játékot.",
        "table": "osztó: {dealer}. játékos, előkéz: {forehand}. játékos",
        "table.dealer_out": "előkéz: {forehand}. játékos; az osztó ezt a partit kihagyja",
        "deal_head": "\n{number}. parti",
        "deal_head.sit_out": " (kimaradsz)",
        "match.skis_round": "\nŠkis-kör: aki a škist kapja, az osztja az utolsó partit (SL-R6)",
        "match.finished": "\nA meccsnek vége: minden nyitott radl 100-ba kerül (SL-R3)",
        "match.then_skis_round": ", utána a skíz köre (SL-R6)",
        "deal_head.seat": " ({seat}. játékosként)",
        "deal_head.players": "a parti ülésrendje és a pontozólap játékosai: {pairs}",
        "bye": "viszlát",
        "score.unfinished": "viszlát: a bevitel az utolsó válasz előtt véget ért, így nincs elszámolás",
        "interrupted": "megszakítva",
        "record_written": "a napló kiírva: {path}{note}",
        "record.unfinished": " (befejezetlen)",
        "record.resume": "; a tarokk play --resume {path} folytatja",
        "resume.head": "a(z) {path} partija folytatódik: előbb az eddigi {n} lépése, ahogy te láttad",
        "resume.goes_on": "(ennyi történt eddig: a játék folytatódik)",
        "record.match_unfinished": " ({n} befejezett parti és a(z) {k}. parti, befejezetlenül)",
        "record.match_unfinished.first": " (a(z) {k}. parti, befejezetlenül)",
        "resume.match_head": "a(z) {path} meccse folytatódik: eddig {n} parti, a tervezett {planned} közül",
        "replay.unfinished": "{k}. parti: {n} lépés, befejezetlen",
        "validate.unfinished_deal": "; a(z) {k}. parti befejezetlen, {n} lépés",
        "phase": "— {phase} —",
        "seat": "{seat}. játékos",
        "seat_did": "{seat}. játékos: {what}",
        "status.turn": "{seat}. játékos következik ({phase})",
        "status.over": "a partinak vége",
        "face_down": "{verb} (lefordítva)",
        "your_hand": "A lapjaid ({seat}. játékos):",
        "talon": "  talon: {cards}",
        "talon_set": "{n}. csomag: {cards}",
        "trick_so_far": "  az ütés eddig: {cards}",
        "trick": "  {n}. ütés: {played} → {winner}. játékos",
        "trick.last_only": "(JK-P6: csak az utolsó ütés marad a képernyőn)",
        "hints": "  tippek: a keresés átlagos eredménye neked {why}",
        "hints.play": "(a felvevő párt kártyapontjai, ha az ellenpártban vagy, ellentett előjellel: a nagyobb a jobb)",
        "hints.play_tricks": "(a felvevő párt ütései, a te oldaladról: a nagyobb a jobb)",
        "hints.play_klop": "(az általad elvitt kártyapontok, ellentett előjellel: a nagyobb a jobb)",
        "hints.settlement": "(az elszámolásod a parti végén)",
        "hints.settlement_relative": "(a pontjaid a parti végén, levonva a többiek átlagát: csak a felvevő párt kap pontot)",
        "hint": "[tipp {value}{best}]",
        "hint.forced": "[kényszer]",
        "decimal_point": ",",
        "choose.empty": "írd be a lista egyik számát vagy egy nevet",
        "choose.not_text": "ez nem szöveg ({encoding}): írd be a lista egyik számát vagy egy nevet",
        "choose.range": "válassz egy számot 1 és {n} között",
        "choose.only": "csak egy lehetőség van: az 1-es",
        "choose.more": " (és még {n})",
        "choose.ambiguous": "„{text}” lehet {names}: add meg pontosabban",
        "choose.or": " vagy ",
        "choose.unknown": "„{text}” nincs a lehetőségek között: írd be a számát vagy a nevét",
        "choose.no_card": "„{text}” nincs a játék lapjai között; a {suit} kis lapjai: {cards}",
        "choose.no_card_one": "„{text}” nincs a játék lapjai között; a {suit} egyetlen kis lapja: {cards}",
        "choose.no_tarok": "„{text}” nincs a játék lapjai között; a tarokkok: I–XXI és a {top}",
        "narrate.head": "{title}, {n} játékos; osztó: {dealer}. játékos, előkéz: {forehand}. játékos{klop}",
        "narrate.compulsory_klop": " — kötelező klop",
        "narrate.talon": "  talon (lefordítva): {cards}",
        "narrate.sits_out": "kimarad (az osztó)",
        "narrate.hands_later": "  a lapokat emelés után osztják ki, ráütéskor pedig csomagokat választanak (PK-D3)",
        "narrate.hands_dealt": "A játékosok lapjai az emelés vagy a csomagválasztás után:",
        "narrate.talon_up": "A talont felfordítják: {cards}",
        "narrate.play": "Játék: {contract}, {who}.",
        "narrate.everyone_alone": "mindenki egyedül",
        "news.tarokks.0": "nincs tarokk",
        "news.tarokks.1": "1 tarokk",
        "news.tarokks.n": "{k} tarokk",
        "news.in_skart": "{seat}. játékos: {tarokks} a skartban{said}",
        "news.tarokk_lies": " ({said})",
        "news.dealer": "osztó: {tarokks} a skartban ({said})",
        "news.official_kontra": "hivatalból kontra: a hívott tarokk a skartban fekszik",
        "news.tarokk_count": "{seat}. játékos tarokkszáma: {n} tarokk",
        "news.discards_shown": "felfordított skart ({whose}): {cards}",
        "news.whose.declarer": "felvevő",
        "news.whose.seat": "{seat}. játékos",
        "news.shows_hand": "{seat}. játékos megmutatja a lapjait: {cards}",
        "settlement": "Elszámolás",
        "result.no_tarok": "a parti érvénytelen (tarokk nélkül: {seats}. játékos, SL-D3): nincs pontozás",
        "result.thrown_in": "nincs játék: senki sem fizet",
        "result.thrown_in_paid": "nincs játék, de fizetni kell:",
        "result.every_alone": "{contract}: mindenki egyedül",
        "result.outcome": "{contract}, {who}: {result}",
        "result.alone": "{seat}. játékos egyedül",
        "result.with": "{seat}. és {partner}. játékos",
        "result.won": "nyert",
        "result.lost": "vesztett",
        "result.card_points": "kártyapontok: felvevő párt {declarer}, ellenpárt {defenders}{difference}",
        "result.difference": "; különbség {difference}",
        "result.side.declarer": "felvevő",
        "result.side.defenders": "ellenpárt",
        "result.announced": "bemondva",
        "result.silent": "csendben",
        "result.amounts": "egyenleg: {amounts}",
        "result.pk_replaced": "  (a játékot nem fizetik: a {figure} helyettesíti, PK-X3)",
        "result.amount": "{seat}: {amount:+d}",
        "item.game": "játék",
        "item.klop": "klop",
        "item.trula": "trula",
        "item.kings": "királyok",
        "item.king ultimo": "király ultimó",
        "item.pagat ultimo": "pagát ultimó",
        "item.valat": "volát",
        "item.mond penalty": "mond büntetés",
        "item.tarokk count": "tarokkszám",
        "item.tulétroá": "tulétroá",
        "item.négy király": "négy király",
        "item.pagát ultimó": "pagát ultimó",
        "item.XXI fogás": "XXI fogás",
        "item.pagát fogás": "pagát fogás",
        "item.volát": "volát",
        "item.dupla": "dupla",
        "item.8 tarokks": "8 tarokk",
        "item.9 tarokks": "9 tarokk",
        "item.honour fee": "honőrdíj",
        "item.no honour": "nincs honőr",
        "sheet.dealer": "osztó",
        "replay.deal": "{k}. parti: {n} lépés",
        "replay.ok": "a napló rendben: {n} lépés",
        "replay.match_ok": "a meccs naplója rendben: {n} parti",
        "validate.deal": "{file}: érvényes napló ({title}), {n} lépés, {state}",
        "validate.finished": "befejezve",
        "validate.unfinished": "nincs befejezve",
        "validate.match": "{file}: érvényes meccsnapló ({title}), {n} parti, összesítés {totals}{final}",
        "validate.final": "; befejezve, végső összesítés (SL-R3) {totals}",
        "sheet.total": "összesen",
        "sheet.thrown_in": "nincs játék",
        "sheet.annulled": "érvénytelen (SL-D3)",
        "sheet.misdeal": "hibás osztás",
        "sheet.misplay": "hibás játék",
        "sheet.compulsory": " (kötelező)",
        "sheet.cells": "parti, összesen",
        "sheet.radli": "nyitott radli",
        "sheet.stars": "hibás osztások",
        "sheet.final": "végeredmény (SL-R3)",
        "sheet.if_now": "ha most érne véget (SL-R3)",
        "title.slovenian": "szlovén tarokk",
        "title.jokai": "Jókai-hármas",
        "title.paskievics": "Paskievics (huszashívásos) tarokk",
        "phase.cut": "emelés",
        "phase.packets": "csomagok",
        "phase.bidding": "licit",
        "phase.declare": "játék választása",
        "phase.call": "hívás",
        "phase.talon": "talon",
        "phase.skart": "skart",
        "phase.discard": "skartolás",
        "phase.raise": "színvolát",
        "phase.announce": "bemondások",
        "phase.kontra": "kontra",
        "phase.rekontra": "rekontra",
        "phase.play": "lejátszás",
        "phase.reveal": "tarokkszám",
        "score.seats": "Számozd meg a játékosokat körben 0, 1, 2 … sorban, a játék irányában (amerre az osztás halad), bárkitől kezdve: a kérdések és az egyenleg ezeket a számokat használják.",
        "score.declarer": "a felvevő játékos száma",
        "score.made": "{item}: ki teljesítette (felvevő/ellenpárt, üres: senki)",
        "score.kontra_ladder": "kontra a játékra (üres: nincs; kontra, rekontra, …)",
        "score.sl.players": "játékosok száma a partiban (3 vagy 4; öt játékosnál a négy, aki játszik, SL-D1)",
        "score.sl.contract": "játék (pl. dva, solo tri, berač, klop)",
        "score.sl.contract_three": "játék (pl. dva, ena, berač, klop)",
        "score.sl.klop_points": "kártyapontok játékosonként ({players} szám, pl. {example})",
        "score.sl.klop_tricks": "ütések játékosonként ({players} szám, összesen {tricks})",
        "score.sl.partner": "a partner játékos száma (akinél a hívott király van; üres: egyedül)",
        "score.sl.won": "teljesítette a felvevő? (i/n)",
        "score.sl.card_points": "a felvevő oldal kártyapontjai (0..70)",
        "score.sl.announced": "{bonus}: ki mondta be (felvevő/ellenpárt, üres: senki)",
        "score.jk.players": "játékosok az asztalnál (3, vagy 4, ha az osztó kimarad)",
        "score.jk.level": "játék (első kettős, második kettős, harmadik kettős, szóló)",
        "score.jk.skart": "skartolási index (hányadik nézésnél cserélt a felvevő, 1..5)",
        "score.jk.points": "a felvevő pontjai a levonások után (0..66)",
        "score.jk.kontra": "kontra a játékra (üres: nincs; kontra, rekontra)",
        "score.jk.announced": "bemondások, vesszővel elválasztva (üres: nincs)",
        "score.jk.count": "hány tarokkot mondott be a felvevő",
        "score.jk.count_alone": "hány tarokkot mondott be a felvevő (10..12: kevesebbet csak pagát ultimó mellett "
                                "mondanak be, JK-A4)",
        "score.jk.figure_kontra": "{item}: kontra (üres: nincs; kontra, rekontra)",
        "score.pk.players": "játékosok az asztalnál (4, vagy 5, ha az osztó kimarad)",
        "score.pk.dealer": "az osztó játékos száma",
        "score.jk.dealer": "az osztó játékos száma (kimarad, JK-D1)",
        "score.pk.level": "játék (három, kettő, egy, szóló; nincs honőr: a negyedik bedobta, PK-S5)",
        "score.pk.partner": "a partner játékos száma (üres: egyedül játszik)",
        "score.pk.called": "a hívott tarokk",
        "score.pk.points": "a felvevő párt kártyapontjai (0..94)",
        "score.pk.announced": "bemondások figura=játékos alakban, pl. tulétroá=0 (üres: nincs)",
        "score.pk.made": "teljesített figurák figura=felvevő/ellenpárt alakban, pl. volát=felvevő (üres: nincs)",
        "score.sl.queen": "dámát hívott a felvevő, mert nála volt mind a négy király (SL-K1)? (i/n)",
        "score.sl.bonus_kontra": "kontra erre: {bonus} (üres: nincs; kontra, rekontra, …)",
        "score.sl.failed_ultimo": "{bonus} nem volt bemondva: az utolsó ütésbe tette valamelyik fél ezt: {card}, "
                                  "és elvesztette az ütést? melyik (SL-S1; felvevő/ellenpárt, üres: nem)",
        "score.sl.failed_king_ultimo": "{bonus} nem volt bemondva: a hívott király az utolsó ütésbe került, és a "
                                       "felvevő párt elvesztette az ütést? (SL-S1; i/n)",
        "score.sl.failed_pagat_ultimo": "{bonus} nem volt bemondva: az utolsó ütésbe tette valamelyik fél a "
                                        "pagátot, és nem a pagát vitte az ütést (akkor sem, ha a társa nagyobb "
                                        "tarokkal vitte)? melyik (SL-S1; felvevő/ellenpárt, üres: nem)",
        "score.sl.called_king": "a hívott király",
        "score.sl.pagat": "a pagát",
        "score.sl.mond_penalty": "ki fizette a mond büntetését (SL-S5; 0..{last}, üres: senki)",
        "score.pk.official": "a skartban feküdt a hívott tarokk, vagyis hivatalból kontra van a játékon (PK-H5)? (i/n)",
        "score.pk.figure_kontra": "{item}: kontra (üres: nincs; kontra, rekontra, …)",
        "score.pk.counts": "a bemondásokban mondott tarokkszámok játékos=8 vagy játékos=9 alakban (PK-A3; "
                           "üres: nincs)",
        "score.pk.revealed": "a játék végén (az utolsó ütés után) bemondott tarokkszámok játékos=8 vagy "
                             "játékos=9 alakban (üres: nincs)",
        "score.pairs.twice": "„{text}” kétszer szerepel",
        "score.pairs.counts": "játékos=8 vagy játékos=9 alakban, vesszővel elválasztva, nem „{text}”",
        "score.sl.klop_no_trick": "{seat}. játékos nem ütött, így kártyapontja sincs, nem {points} (SL-L1)",
        "score.sl.klop_trick_no_points": "{seat}. játékos ütött, egy ütés pedig legalább egy pontot ér: kártyapontja nem 0 (SL-C1)",
        "score.whole": "egész szám {low} és {high} között, nem „{text}”",
        "score.count": "{count} egész szám {low} és {high} között, játékosonként egy (megadva: {given})",
        "score.not_text": "ez nem szöveg ({encoding})",
        "score.sum.points": "egy parti kártyapontjainak összege {total}, nem {given}",
        "score.sum.tricks": "egy parti ütéseinek száma {total}, nem {given}",
        "score.seat_or_none": "játékos száma 0 és {last} között, vagy semmi, nem „{text}”",
        "score.seat_named": "játékos száma 0 és {last} között vagy a neve ({names}), nem „{text}”",
        "score.seat_or_none_named": "játékos száma 0 és {last} között, a neve ({names}), vagy semmi, nem „{text}”",
        "score.taken.declarer": "{seat}. játékos a felvevő",
        "score.taken.dealer": "{seat}. játékos az osztó, aki öt játékosnál kimarad (PK-D4)",
        "score.taken.jk_dealer": "{seat}. játékos az osztó, aki négy játékosnál kimarad (JK-D1)",
        "score.taken.counted": "{seat}. játékos már a bemondásokban bemondta a tarokkszámát: a tarokkszámot "
                               "csak egyszer lehet bemondani (PK-A3)",
        "score.taken.alone": "{seat}. játékos egyedül játszó felvevő: a játék végén nem mondhat be tarokkszámot, "
                             "mert azt csak a partnere fizetné (PK-A3)",
        "score.yes_no": "igen vagy nem (i/n), nem „{text}”",
        "score.party": "felvevő vagy ellenpárt (fel…, ell…), nem „{text}”",
        "score.pairs.announced": "bemondások: figura=játékos alakban, vesszővel elválasztva, nem „{text}”",
        "score.pairs.made": "teljesített figurák: figura=felvevő/ellenpárt alakban, vesszővel elválasztva, "
                            "nem „{text}”",
        "score.sl.three_players": "hárman klop, tri, dva, ena vagy berač játszható (SL-T2), nem „{text}”",
        "score.sl.compulsory": "kötelező klop körben (SL-B6) klop, vagy solo brez vagy magasabb játszható, nem „{text}”",
        "score.match.start": "Meccs: {players}, partinként elszámolva: minden parti előtt kiírjuk, ki melyik "
                             "helyen ül. Ha egy partiban nincs játék (mindenki passzolt, vagy bedobták), a játék "
                             "kérdésére ezt válaszold: „bedobva” vagy „nincs játék”. {ctrl_d}",
        "score.match.ctrl_d": "Egy parti első kérdésénél Ctrl-D: vége a meccsnek.",
        "score.match.ctrl_d_kept": "Egy parti első kérdésénél Ctrl-D: a meccs úgy marad, ahogy az eredménylap-fájl "
                                   "őrzi, később folytatható; a --deals N-ben megadott parti után ér véget.",
        "score.match.dealer": "{name} oszt",
        "score.match.compulsory": "kötelező klop kör (SL-B6): klop, vagy solo brez vagy magasabb",
        "score.match.thrown_in": "bedobva: senki sem fizet",
        "score.match.skis_holder": "kinek osztották a skízt (SL-R6)? (a helye ebben a partiban; üres: a talonban volt)",
        "score.match.unscored": "{number}. parti: nincs elszámolva, mert a bevitel az utolsó válasz előtt véget ért",
        "score.bad.sl_contract": "nincs ilyen játék: „{text}” (klop, tri, dva, ena, solo tri, solo dva, solo ena, "
                                 "berač, solo brez, odprti berač, barvni valat, valat)",
        "score.bad.sl_kontra": "semmi, vagy kontra, rekontra, subkontra vagy mordkontra, nem „{text}”",
        "score.bad.jk_level": "a játék első kettős, második kettős, harmadik kettős vagy szóló, nem „{text}”",
        "score.bad.jk_kontra": "semmi, vagy kontra vagy rekontra, nem „{text}”",
        "score.bad.jk_figure": "nincs ilyen figura: „{text}”; a figurák: tarokkszám, tulétroá, négy király, "
                               "pagát ultimó, XXI fogás, pagát fogás, volát",
        "score.bad.pk_level": "a játék három, kettő, egy vagy szóló, nem „{text}”",
        "score.bad.pk_kontra": "semmi, vagy kontra, rekontra, szubkontra, hirskontra vagy mordkontra, "
                               "nem „{text}”",
        "score.bad.pk_figure": "nincs ilyen figura: „{text}”; a figurák: tulétroá, négy király, dupla, "
                               "pagát ultimó, XXI fogás, volát",
        "score.bad.pk_card": "„{text}” nem ismert lap: a II–XX tarokkok egyikét lehet hívni (PK-H1)",
        "score.pk.not_callable": "{card} nem hívható: csak a II–XX tarokkok hívhatók (PK-H1)",
        "score.again": "Ezek a válaszok nem illenek össze: kezdjük elölről, a korábbi válaszokkal (Enter: marad, "
                       "-: üres; a Ctrl-D kilép).",
        "score.confirm": "így helyes? (i/n; n: minden kérdés újra, a korábbi válaszokkal)",
        "score.again_asked": "Kezdjük elölről, a korábbi válaszokkal (Enter: marad, -: üres; a Ctrl-D kilép).",
        "score.facts.party.declarer": "a felvevő párt",
        "score.facts.party.defenders": "az ellenpárt",
        "score.facts.sl_valat_points": "volát után a másik oldalnak csak a talon lapjai jutnak, legfeljebb {most} "
                                       "pont, nem {points} (SL-C1)",
        "score.facts.sl_trula_ultimo": "az utolsó ütést elvivő pagát (pagát ultimó) annál az oldalnál van: a "
                                       "másik oldal nem csinálhatott trulát (SL-S1)",
        "score.facts.sl_no_bonuses": "{item}: bónusz csak a tri … solo ena játékokban számít (SL-S3)",
        "score.facts.sl_valat_discards": "az ellenpárt volátja után a felvevő oldalnak csak a skartja jut, "
                                         "legfeljebb {most} pont, nem {points} (SL-C1, SL-K3)",
        "score.facts.sl_valat_other_made": "{party} volátja után a másik oldal egy ütést sem vitt, így ezt sem "
                                           "csinálhatta: {item} (SL-S1)",
        "score.facts.sl_bonus_points": "{party} megcsinálta: {item}; már ezek a lapok is legalább {least} "
                                       "kártyapontot érnek, nem {points} (SL-C1)",
        "score.facts.sl_king_ultimo_no_king": "király ultimó csak királyhívásnál van",
        "score.facts.sl_king_ultimo_side": "a király ultimó a felvevő oldalé",
        "score.facts.sl_kings_ultimo_won": "a hívott király vitte az utolsó ütést (király ultimó), így a felvevő "
                                           "oldalé: a másik oldal nem csinálhatta meg a négy királyt (SL-S1)",
        "score.facts.sl_kings_ultimo_lost": "a hívott király elvesztette az utolsó ütést (elbukott király ultimó), "
                                            "így az ellenpárté: a másik oldal nem csinálhatta meg a négy királyt "
                                            "(SL-S1)",
        "score.facts.sl_valat_king_failed": "a hívott király elvesztette az utolsó ütést (elbukott király ultimó): "
                                            "a felvevő oldal nem vitt el minden ütést, így volát sincs (SL-S1)",
        "score.facts.sl_talon_rest": "a talon {rest} lapja, amelyet a felvevő nem vett fel, az ellenpárté, így a "
                                     "felvevő oldalnak legfeljebb {most} pontja lehet, nem {points} (SL-K2, SL-C1)",
        "score.facts.jk_volat_declarer": "a felvevő volátja után az ellenpártnak csak skartlapjai vannak, "
                                         "legfeljebb {most} pont: a felvevőnek legalább {least} pontja van, "
                                         "nem {points}",
        "score.facts.jk_volat_opponents": "az ellenpárt volátja után a felvevőnek csak a saját skartja marad, "
                                          "legfeljebb {most} pont, nem {points}",
        "score.facts.pk_dupla": "duplát pontosan az a párt csinál, amelynek legalább 71 kártyapontja van (PK-X2); "
                                "{party} pontjai: {points}",
        "score.facts.pk_volat_honours": "a volát minden honőrt és minden királyt elvisz: {party} tulétroát és "
                                        "négy királyt is csinált",
        "score.facts.pk_discards_points": "{party} javára számító {least} skartolt lap (PK-S3) legalább egy-egy "
                                          "pontot ér: legalább {least} kártyapontja van, nem {points}",
        "score.facts.pk_volat_points": "volát után a másik pártnak csak skartolt lapjai vannak, legfeljebb {most} "
                                       "pont (négy dáma és két lovas), nem {points}",
        "score.facts.pk_volat_tricks": "{party} volátja után a másik párt egy ütést sem vitt: sem pagát ultimót, "
                                       "sem XXI fogást nem csinált",
        "score.facts.pk_counts_total": "a tarokkszámok összesen {n} tarokkot adnak, de csak 22 tarokk van (PK-A3)",
        "score.facts.pk_tuletroa_xxi": "{party} tulétroát csinált, így a másik párt XXI fogása lehetetlen",
        "score.facts.pk_tuletroa_ultimo": "{party} tulétroát csinált, vagyis elvitte a pagátot: a másik párt "
                                          "pagát ultimója lehetetlen",
        "score.facts.jk_points_kettos": "kettősben a felvevőnek 1..65 pontja lehet (a két letett lapja neki számít, "
                                        "az ellenpárt négy skartlapja nekik, JK-C1), nem {points}",
        "score.facts.jk_points_szolo": "szólóban a felvevőnek legfeljebb 64 pontja lehet (a hat skartlap az ellenpártnak "
                                       "számít, JK-C1), nem {points}",
        "score.facts.jk_tuletroa_xxi": "{party} tulétroát csinált, vagyis elvitte a XXI-est: a másik párt nem "
                                       "foghatta meg (JK-F2, JK-F5)",
        "score.facts.jk_tuletroa_pagat": "{party} tulétroát csinált, vagyis elvitte a pagátot: a másik pártnak nem "
                                         "lehet pagát ultimója és pagát fogása (JK-F2)",
        "score.facts.jk_ultimo_fogas": "az utolsó ütést elvivő pagátot (pagát ultimó) nem foghatták meg (pagát "
                                       "fogás) (JK-F4, JK-F6)",
        "score.facts.jk_announced_ultimo": "a felvevő bemondta a pagát ultimót, tehát nála volt a pagát: az "
                                           "ellenpártnak nem lehet pagát ultimója (JK-A5)",
        "score.facts.jk_announced_ultimo_count": "a felvevő bemondta a pagát ultimót, tehát nála volt a pagát: "
                                                 "legalább 1 tarokkja van (JK-A5)",
        "score.facts.jk_announced_xxi_fogas": "a felvevő bemondta a XXI fogást, tehát nem volt nála a XXI: az "
                                              "ellenpárt nem foghatta meg (JK-A5, JK-F5)",
        "score.facts.jk_announced_pagat_fogas": "a felvevő bemondta a pagát fogást, tehát nem volt nála a pagát: "
                                                "az ellenpárt nem foghatta meg (JK-A5, JK-F6)",
        "score.facts.jk_announced_fogas_no_ultimo": "a felvevő bemondta a pagát fogást, tehát nem volt nála a "
                                                    "pagát: a pártjának nem lehet pagát ultimója (JK-A5, JK-F4)",
        "score.facts.jk_volat_tricks": "{party} volátja után a másik párt egy ütést sem vitt, így ezt sem "
                                       "csinálhatta: {item} (JK-F7)",
    },
    "sl": {
        "seed": "(mešanje: --seed {seed})",
        "start": "{title}: si igralec {seat}{out}. Ctrl-D konča igro.",
        "start.sits_out": ", a kot delivec v tej igri ne igraš",
        "match_start": "{title} (število iger: {deals}{then}): na listi rezultatov si P{seat}; "
                       "tvoj sedež za mizo se z vsako igro premakne. Ctrl-D konča igro.",
        "match_start.fixed": "{title} (število iger: {deals}): si igralec {seat} za mizo in P{seat} "
                             "na listi rezultatov; deljenje gre naokrog. Ctrl-D konča igro.",
        "table": "delivec: igralec {dealer}, začne: igralec {forehand}",
        "table.dealer_out": "začne: igralec {forehand}; delivec v tej igri ne igra",
        "deal_head": "\n{number}. igra",
        "deal_head.sit_out": " (ne igraš)",
        "match.skis_round": "\nNapovedan je škisov krog: kdor dobi škisa, deli zadnjo igro (SL-R6)",
        "match.finished": "\nTekme je konec: vsak odprt radelc stane 100 (SL-R3)",
        "match.then_skis_round": ", nato še krog škisa, SL-R6",
        "deal_head.seat": " (si igralec {seat})",
        "deal_head.players": "igralci v tej igri in njihova mesta na listi rezultatov: {pairs}",
        "bye": "na svidenje",
        "score.unfinished": "na svidenje: vnos se je končal pred zadnjim odgovorom, zato ni obračuna",
        "interrupted": "prekinjeno",
        "record_written": "zapis shranjen v {path}{note}",
        "record.unfinished": " (nedokončano)",
        "record.resume": "; tarokk play --resume {path} jo nadaljuje",
        "resume.head": "igra iz {path} se nadaljuje: najprej njenih {n} dosedanjih potez, kot si jih videl",
        "resume.goes_on": "(to je bilo doslej: igra se nadaljuje)",
        "record.match_unfinished": " (končanih iger: {n}, in igra {k}, nedokončana)",
        "record.match_unfinished.first": " (igra {k}, nedokončana)",
        "resume.match_head": "tekma iz {path} se nadaljuje: doslej odigranih iger {n} od {planned}",
        "replay.unfinished": "igra {k}: število potez {n}, nedokončana",
        "validate.unfinished_deal": "; igra {k} je nedokončana, število potez: {n}",
        "phase": "— {phase} —",
        "seat": "igralec {seat}",
        "seat_did": "igralec {seat}: {what}",
        "status.turn": "na vrsti je igralec {seat} ({phase})",
        "status.over": "igre je konec",
        "face_down": "{verb} (z licem navzdol)",
        "your_hand": "Tvoje karte (igralec {seat}):",
        "talon": "  talon: {cards}",
        "talon_set": "kup {n}: {cards}",
        "trick_so_far": "  štih doslej: {cards}",
        "trick": "  {n}. štih: {played} → igralec {winner}",
        "trick.last_only": "(JK-P6: na zaslonu ostane le zadnji štih)",
        "hints": "  namigi: povprečni izid iskanja zate {why}",
        "hints.play": "(točke igralcev; če si med nasprotniki, z obrnjenim predznakom: več je bolje)",
        "hints.play_tricks": "(štihi igralčeve strani, s tvoje strani: več je bolje)",
        "hints.play_klop": "(točke, ki jih pobereš, z obrnjenim predznakom: več je bolje)",
        "hints.settlement": "(tvoj obračun ob koncu igre)",
        "hints.settlement_relative": "(tvoje točke ob koncu igre, manj povprečje drugih: točke dobi le igralčeva stran)",
        "hint": "[namig {value}{best}]",
        "hint.forced": "[prisiljeno]",
        "decimal_point": ",",
        "choose.empty": "vpiši številko s seznama ali ime",
        "choose.not_text": "to ni besedilo ({encoding}): vpiši številko s seznama ali ime",
        "choose.range": "izberi številko od 1 do {n}",
        "choose.only": "izbira je samo ena: številka 1",
        "choose.more": " (in še {n})",
        "choose.ambiguous": "»{text}« je lahko {names}: povej natančneje",
        "choose.or": " ali ",
        "choose.unknown": "»{text}« ni med možnostmi: vpiši številko ali ime možnosti",
        "choose.no_card": "»{text}« ni med kartami te igre; platelci barve {suit}: {cards}",
        "choose.no_card_one": "»{text}« ni med kartami te igre; edini platelc barve {suit}: {cards}",
        "choose.no_tarok": "»{text}« ni med kartami te igre; taroki so I–XXI in {top}",
        "narrate.head": "{title}, igralcev: {n}; delivec: igralec {dealer}, začne: igralec {forehand}{klop}",
        "narrate.compulsory_klop": " — obvezni klop",
        "narrate.talon": "  talon (z licem navzdol): {cards}",
        "narrate.sits_out": "ne igra (delivec)",
        "narrate.hands_later": "  karte dobijo igralci šele z dviganjem ali izbranimi kupčki (PK-D3)",
        "narrate.hands_dealt": "Karte igralcev po dviganju ali izbiri kupčkov:",
        "narrate.talon_up": "Talon se odpre: {cards}",
        "narrate.play": "Igra: {contract}, {who}.",
        "narrate.everyone_alone": "vsak zase",
        "news.tarokks.0": "noben tarok",
        "news.tarokks.1": "1 tarok",
        "news.tarokks.n": "tarokov: {k}",
        "news.in_skart": "igralec {seat}: {tarokks} med založenimi{said}",
        "news.tarokk_lies": " ({said})",
        "news.dealer": "delivec: {tarokks} med založenimi ({said})",
        "news.official_kontra": "uradna kontra (hivatalból kontra): klicani tarok je med založenimi",
        "news.tarokk_count": "igralec {seat} ima tarokov: {n}",
        "news.discards_shown": "{whose} je založil: {cards}",
        "news.whose.declarer": "igralec",
        "news.whose.seat": "igralec {seat}",
        "news.shows_hand": "igralec {seat} pokaže karte: {cards}",
        "settlement": "Obračun",
        "result.no_tarok": "igra razveljavljena (brez taroka: igralec {seats}, SL-D3): brez točk",
        "result.thrown_in": "igra razveljavljena: brez točk",
        "result.thrown_in_paid": "igra razveljavljena, a se plača:",
        "result.every_alone": "{contract}: vsak zase",
        "result.outcome": "{contract}, {who}: {result}",
        "result.alone": "igralec {seat} sam",
        "result.with": "igralec {seat} z igralcem {partner}",
        "result.won": "dobljeno",
        "result.lost": "izgubljeno",
        "result.card_points": "točke: igralci {declarer}, nasprotniki {defenders}{difference}",
        "result.difference": "; razlika {difference}",
        "result.side.declarer": "igralci",
        "result.side.defenders": "nasprotniki",
        "result.announced": "napovedano",
        "result.silent": "tiho",
        "result.amounts": "izid: {amounts}",
        "result.pk_replaced": "  (igra se ne plača: nadomesti jo {figure}, PK-X3)",
        "result.amount": "{seat}: {amount:+d}",
        "item.game": "igra",
        "item.klop": "klop",
        "item.trula": "trula",
        "item.kings": "kralji",
        "item.king ultimo": "kralj ultimo",
        "item.pagat ultimo": "pagat ultimo",
        "item.valat": "valat",
        "item.mond penalty": "kazen za monda",
        "item.tarokk count": "število tarokov",
        "item.tulétroá": "trula",
        "item.négy király": "kralji",
        "item.pagát ultimó": "pagat ultimo",
        "item.XXI fogás": "ujeti mond",
        "item.pagát fogás": "ujeti pagat",
        "item.volát": "valat",
        "item.dupla": "dupla",
        "item.8 tarokks": "8 tarokov",
        "item.9 tarokks": "9 tarokov",
        "item.honour fee": "plačilo za trulo",
        "item.no honour": "brez trule",
        "sheet.dealer": "delivec",
        "replay.deal": "igra {k}: število potez {n}",
        "replay.ok": "zapis je v redu, število potez: {n}",
        "replay.match_ok": "zapis tekme je v redu, število iger: {n}",
        "validate.deal": "{file}: veljaven zapis ({title}), število potez: {n}, igra je {state}",
        "validate.finished": "končana",
        "validate.unfinished": "nedokončana",
        "validate.match": "{file}: veljaven zapis tekme ({title}), število iger: {n}, seštevki {totals}{final}",
        "validate.final": "; končana, končni seštevki (SL-R3) {totals}",
        "sheet.total": "skupaj",
        "sheet.thrown_in": "razveljavljeno",
        "sheet.annulled": "razveljavljeno (SL-D3)",
        "sheet.misdeal": "napačno deljenje",
        "sheet.misplay": "renons",
        "sheet.compulsory": " (obvezni)",
        "sheet.cells": "znesek igre, skupaj",
        "sheet.radli": "odprti radelci",
        "sheet.stars": "zvezdice za napačno deljenje",
        "sheet.final": "končni izid (SL-R3)",
        "sheet.if_now": "če bi zdaj končali (SL-R3)",
        "title.slovenian": "Slovenski tarok",
        "title.jokai": "Jókai-hármas",
        "title.paskievics": "Paskievics tarok",
        "phase.cut": "dviganje",
        "phase.packets": "kupčki",
        "phase.bidding": "licitacija",
        "phase.declare": "izbira igre",
        "phase.call": "klicanje kralja",
        "phase.talon": "talon",
        "phase.skart": "skart",
        "phase.discard": "zalaganje",
        "phase.raise": "barvni valat",
        "phase.announce": "napovedi",
        "phase.kontra": "kontra",
        "phase.rekontra": "rekontra",
        "phase.play": "igra",
        "phase.reveal": "štetje tarokov",
        "score.seats": "Oštevilči igralce okoli mize 0, 1, 2 … v smeri igre (kot gre deljenje), od kogarkoli naprej: vprašanja in izid uporabljajo te številke.",
        "score.declarer": "kdo igra (številka igralca)",
        "score.made": "{item}: kdo je naredil (igralci/nasprotniki, prazno: nihče)",
        "score.kontra_ladder": "kontra na igro (prazno: brez; kontra, rekontra, …)",
        "score.sl.players": "število igralcev v igri (3 ali 4; pri petih za mizo štirje, ki igrajo, SL-D1)",
        "score.sl.contract": "igra (npr. dva, solo tri, berač, klop)",
        "score.sl.contract_three": "igra (npr. dva, ena, berač, klop)",
        "score.sl.klop_points": "točke vsakega igralca ({players} števila, npr. {example})",
        "score.sl.klop_tricks": "štihi vsakega igralca ({players} števila, skupaj {tricks})",
        "score.sl.partner": "soigralec, ki ima klicanega kralja (številka igralca; prazno: igra sam)",
        "score.sl.won": "je igralec igro dobil? (da/ne)",
        "score.sl.card_points": "točke igralcev (0..70)",
        "score.sl.announced": "{bonus}: kdo je napovedal (igralci/nasprotniki, prazno: nihče)",
        "score.jk.players": "igralcev za mizo (3 ali 4, če delivec ne igra)",
        "score.jk.level": "igra (első kettős, második kettős, harmadik kettős, szóló)",
        "score.jk.skart": "indeks skarta (pri katerem ogledu 1..5 je vzel par)",
        "score.jk.points": "igralčeve točke po štetju (0..66)",
        "score.jk.kontra": "kontra na igro (prazno: brez; kontra, rekontra)",
        "score.jk.announced": "napovedi, ločene z vejico (prazno: nič)",
        "score.jk.count": "število tarokov, ki jih je igralec napovedal",
        "score.jk.count_alone": "število tarokov, ki jih je igralec napovedal (10..12: manj le s pagát ultimó, "
                                "JK-A4)",
        "score.jk.figure_kontra": "kontra na {item} (prazno: brez; kontra, rekontra)",
        "score.pk.players": "igralcev za mizo (4 ali 5, če delivec ne igra)",
        "score.pk.dealer": "delivec (številka igralca)",
        "score.jk.dealer": "delivec (številka igralca; ne igra, JK-D1)",
        "score.pk.level": "igra (három, kettő, egy, szóló; brez trule: četrti jo je vrgel, PK-S5)",
        "score.pk.partner": "soigralec (številka igralca; prazno: igra sam)",
        "score.pk.called": "klicana karta",
        "score.pk.points": "točke igralcev (0..94)",
        "score.pk.announced": "napovedi kot napoved=igralec, npr. tulétroá=0 (prazno: nič)",
        "score.pk.made": "narejeno kot napoved=igralci/nasprotniki (prazno: nič)",
        "score.sl.queen": "je igralec klical damo, ker je imel vse štiri kralje (SL-K1)? (da/ne)",
        "score.sl.bonus_kontra": "{bonus}: kontra (prazno: brez; kontra, rekontra, …)",
        "score.sl.failed_ultimo": "{bonus} ni bil napovedan: je kdo v zadnji štih dal {card} in ga izgubil? "
                                  "kdo (SL-S1; igralci/nasprotniki, prazno: ne)",
        "score.sl.failed_king_ultimo": "{bonus} ni bil napovedan: je bil klicani kralj v zadnjem štihu in so "
                                       "igralci ta štih izgubili? (SL-S1; da/ne)",
        "score.sl.failed_pagat_ultimo": "{bonus} ni bil napovedan: je kdo v zadnji štih dal pagata, ki štiha ni "
                                        "pobral sam (tudi če ga je z višjim tarokom pobral soigralec)? kdo (SL-S1; "
                                        "igralci/nasprotniki, prazno: ne)",
        "score.sl.called_king": "klicanega kralja",
        "score.sl.pagat": "pagata",
        "score.sl.mond_penalty": "kdo je plačal kazen za monda (SL-S5; 0..{last}, prazno: nihče)",
        "score.pk.official": "je klicana karta ležala v talonu, zato je na igri kontra po pravilu (PK-H5)? (da/ne)",
        "score.pk.figure_kontra": "kontra na {item} (prazno: brez; kontra, rekontra, …)",
        "score.pk.counts": "število tarokov, napovedano med napovedmi, kot igralec=8 ali igralec=9 (PK-A3; "
                           "prazno: nič)",
        "score.pk.revealed": "število tarokov, prvič pokazano po zadnjem štihu, kot igralec=8 ali igralec=9 "
                             "(prazno: nič)",
        "score.pairs.twice": "»{text}« je navedeno dvakrat",
        "score.pairs.counts": "piši igralec=8 ali igralec=9, ločeno z vejico, ne »{text}«",
        "score.sl.klop_no_trick": "igralec {seat} ni pobral nobenega štiha, zato nima točk, ne {points} (SL-L1)",
        "score.sl.klop_trick_no_points": "igralec {seat} je pobral štih, ki je vreden vsaj eno točko: njegove točke niso 0 (SL-C1)",
        "score.whole": "celo število od {low} do {high}, ne »{text}«",
        "score.count": "{count} cela števila od {low} do {high}, eno za vsakega igralca (podanih: {given})",
        "score.not_text": "to ni besedilo ({encoding})",
        "score.sum.points": "točke ene igre so skupaj {total}, ne {given}",
        "score.sum.tricks": "štihov ene igre je skupaj {total}, ne {given}",
        "score.seat_or_none": "številka igralca od 0 do {last} ali nič, ne »{text}«",
        "score.seat_named": "številka igralca od 0 do {last} ali njegovo ime ({names}), ne »{text}«",
        "score.seat_or_none_named": "številka igralca od 0 do {last}, njegovo ime ({names}) ali nič, ne »{text}«",
        "score.taken.declarer": "igralec {seat} je tisti, ki igra",
        "score.taken.dealer": "igralec {seat} je delivec, ki pri petih za mizo ne igra (PK-D4)",
        "score.taken.jk_dealer": "igralec {seat} je delivec, ki pri štirih za mizo ne igra (JK-D1)",
        "score.taken.counted": "igralec {seat} je število tarokov povedal med napovedmi: število se pove ali "
                               "pokaže enkrat (PK-A3)",
        "score.taken.alone": "igralec {seat} igra sam, zato po zadnjem štihu ne pokaže števila tarokov: plačal bi ga "
                             "le njegov soigralec (PK-A3)",
        "score.yes_no": "da ali ne, ne »{text}«",
        "score.party": "igralci ali nasprotniki (igr…, nas…), ne »{text}«",
        "score.pairs.announced": "napovedi: piši napoved=igralec, ločeno z vejico, ne »{text}«",
        "score.pairs.made": "narejeno: piši napoved=igralci/nasprotniki, ločeno z vejico, ne »{text}«",
        "score.sl.three_players": "trije igrajo le klop, tri, dva, ena ali berač (SL-T2), ne »{text}«",
        "score.sl.compulsory": "v obveznem klopu (SL-B6) se igra klop ali solo brez ali več, ne »{text}«",
        "score.match.start": "Tekma: {players}, obračunana igro za igro: pred vsako igro izpišemo, kdo sedi na "
                             "katerem mestu. Igra, ki ne šteje nič (vsi naprej, razveljavljena): na vprašanje o "
                             "igri odgovori »razveljavljeno«. {ctrl_d}",
        "score.match.ctrl_d": "Ctrl-D pri prvem vprašanju igre konča tekmo.",
        "score.match.ctrl_d_kept": "Ctrl-D pri prvem vprašanju igre pusti tekmo tako, kot jo hrani datoteka lista, "
                                   "da jo nadaljuješ pozneje (radelci se ne zaračunajo); konča se po igrah, ki jih "
                                   "določa --deals N.",
        "score.match.dealer": "deli {name}",
        "score.match.compulsory": "obvezni klop (SL-B6): klop ali solo brez ali več",
        "score.match.thrown_in": "razveljavljeno: nihče ne plača",
        "score.match.skis_holder": "kdo je dobil škisa (SL-R6)? (mesto v tej igri; prazno: bil je v talonu)",
        "score.match.unscored": "igra {number} ni obračunana: vnos se je končal pred zadnjim odgovorom",
        "score.bad.sl_contract": "ni take igre: »{text}« (klop, tri, dva, ena, solo tri, solo dva, solo ena, "
                                 "berač, solo brez, odprti berač, barvni valat, valat)",
        "score.bad.sl_kontra": "nič, ali kontra, rekontra, subkontra ali mordkontra, ne »{text}«",
        "score.bad.jk_level": "igra je első kettős, második kettős, harmadik kettős ali szóló, ne »{text}«",
        "score.bad.jk_kontra": "nič, ali kontra ali rekontra, ne »{text}«",
        "score.bad.jk_figure": "ni take napovedi: »{text}«; napovedi so tarokkszám, tulétroá, négy király, "
                               "pagát ultimó, XXI fogás, pagát fogás, volát",
        "score.bad.pk_level": "igra je három, kettő, egy ali szóló, ne »{text}«",
        "score.bad.pk_kontra": "nič, ali kontra, rekontra, szubkontra, hirskontra ali mordkontra, "
                               "ne »{text}«",
        "score.bad.pk_figure": "ni take napovedi: »{text}«; napovedi so tulétroá, négy király, dupla, "
                               "pagát ultimó, XXI fogás, volát",
        "score.bad.pk_card": "»{text}« ni karta: klicati je mogoče taroke od II do XX (PK-H1)",
        "score.pk.not_callable": "{card} ni mogoče klicati: le taroke od II do XX (PK-H1)",
        "score.again": "Ti odgovori se ne skladajo: še enkrat od začetka, s prejšnjimi odgovori (Enter: ostane, "
                       "-: prazno; Ctrl-D konča).",
        "score.confirm": "je tako prav? (da/ne; ne: vsa vprašanja znova, s prejšnjimi odgovori)",
        "score.again_asked": "Še enkrat od začetka, s prejšnjimi odgovori (Enter: ostane, -: prazno; Ctrl-D konča).",
        "score.facts.party.declarer": "igralci",
        "score.facts.party.defenders": "nasprotniki",
        "score.facts.sl_valat_points": "po valatu ima druga stran le karte iz talona, največ {most} točk, "
                                       "ne {points} (SL-C1)",
        "score.facts.sl_trula_ultimo": "pagat, ki je dobil zadnji štih (pagat ultimo), je pri tisti strani: "
                                       "druga stran ni mogla narediti trule (SL-S1)",
        "score.facts.sl_no_bonuses": "{item}: napovedi štejejo le v igrah od tri do solo ena (SL-S3)",
        "score.facts.sl_valat_discards": "po valatu nasprotnikov imajo igralci le svoje založene karte, zato so "
                                         "njihove točke lahko največ {most}, ne {points} (SL-C1, SL-K3)",
        "score.facts.sl_valat_other_made": "po valatu, ki so ga naredili {party}, druga stran ni dobila nobenega "
                                           "štiha, zato ni mogla narediti tega: {item} (SL-S1)",
        "score.facts.sl_bonus_points": "{party} so naredili: {item}; že zaradi teh kart so njihove točke "
                                       "vsaj {least}, ne {points} (SL-C1)",
        "score.facts.sl_king_ultimo_no_king": "kralj ultimo je mogoč le, če je bil klican kralj",
        "score.facts.sl_king_ultimo_side": "kralj ultimo pripada igralcem",
        "score.facts.sl_kings_ultimo_won": "klicani kralj je dobil zadnji štih (kralj ultimo), zato je pri "
                                           "igralcih: druga stran ni mogla narediti kraljev (SL-S1)",
        "score.facts.sl_kings_ultimo_lost": "klicani kralj je izgubil zadnji štih (padel kralj ultimo), zato je pri "
                                            "nasprotnikih: druga stran ni mogla narediti kraljev (SL-S1)",
        "score.facts.sl_valat_king_failed": "klicani kralj je izgubil zadnji štih (padel kralj ultimo): igralci niso "
                                            "dobili vseh štihov, zato ni valata (SL-S1)",
        "score.facts.sl_talon_rest": "preostale karte iz talona ({rest}), ki jih igralec ni vzel, imajo nasprotniki, "
                                     "zato imajo igralci največ {most} točk, ne {points} (SL-K2, SL-C1)",
        "score.facts.jk_volat_declarer": "po igralčevem volátu imajo nasprotniki le karte iz skarta, največ {most} "
                                         "točk: igralec ima vsaj {least} točk, ne {points}",
        "score.facts.jk_volat_opponents": "po volátu nasprotnikov ima igralec le svoje založene karte, največ "
                                          "{most} točk, ne {points}",
        "score.facts.pk_dupla": "duplo naredi natanko stran, ki ima 71 točk ali več (PK-X2); {party} imajo "
                                "{points}",
        "score.facts.pk_volat_honours": "volát dobi vse honőrje in vse kralje: {party} so naredili tudi tulétroá "
                                        "in négy király",
        "score.facts.pk_discards_points": "{least} založenih kart, ki štejejo za to stran ({party}, PK-S3), je "
                                          "vredna vsaj točko vsaka: ima vsaj {least} točk, ne {points}",
        "score.facts.pk_volat_points": "po volátu ima druga stran le založene karte, največ {most} točk (štiri "
                                       "dame in dva kavala), ne {points}",
        "score.facts.pk_volat_tricks": "po volátu, ki so ga naredili {party}, druga stran ni dobila nobenega "
                                       "štiha: ni naredila ne pagát ultimó ne XXI fogás",
        "score.facts.pk_counts_total": "števila tarokov dajo skupaj {n} tarokov, vseh pa je le 22 (PK-A3)",
        "score.facts.pk_tuletroa_xxi": "{party} so naredili tulétroá, zato XXI fogás druge strani ni mogoč",
        "score.facts.pk_tuletroa_ultimo": "{party} so naredili tulétroá in dobili pagát: pagát ultimó druge strani "
                                          "ni mogoč",
        "score.facts.jk_points_kettos": "v kettős ima igralec 1..65 točk (njegovi dve založeni karti štejeta njemu, "
                                        "štiri karte skarta nasprotnikom, JK-C1), ne {points}",
        "score.facts.jk_points_szolo": "v szóló ima igralec največ 64 točk (šest kart skarta šteje nasprotnikom, "
                                       "JK-C1), ne {points}",
        "score.facts.jk_tuletroa_xxi": "{party} so naredili tulétroá in dobili XXI: druga stran ga ni ujela "
                                       "(JK-F2, JK-F5)",
        "score.facts.jk_tuletroa_pagat": "{party} so naredili tulétroá in dobili pagát: druga stran ni naredila ne "
                                         "pagát ultimó ne pagát fogás (JK-F2)",
        "score.facts.jk_ultimo_fogas": "pagát, ki je dobil zadnji štih (pagát ultimó), ni bil ujet (pagát fogás) "
                                       "(JK-F4, JK-F6)",
        "score.facts.jk_announced_ultimo": "igralec je napovedal pagát ultimó, torej je imel pagáta: nasprotniki "
                                           "niso naredili pagát ultimó (JK-A5)",
        "score.facts.jk_announced_ultimo_count": "igralec je napovedal pagát ultimó, torej je imel pagáta: "
                                                 "ima vsaj 1 tarok (JK-A5)",
        "score.facts.jk_announced_xxi_fogas": "igralec je napovedal XXI fogás, torej ni imel XXI: nasprotniki ga "
                                              "niso ujeli (JK-A5, JK-F5)",
        "score.facts.jk_announced_pagat_fogas": "igralec je napovedal pagát fogás, torej ni imel pagáta: "
                                                "nasprotniki ga niso ujeli (JK-A5, JK-F6)",
        "score.facts.jk_announced_fogas_no_ultimo": "igralec je napovedal pagát fogás, torej ni imel pagáta: "
                                                    "njegova stran ni naredila pagát ultimó (JK-A5, JK-F4)",
        "score.facts.jk_volat_tricks": "po volátu, ki so ga naredili {party}, druga stran ni dobila nobenega "
                                       "štiha, zato ni mogla narediti tega: {item} (JK-F7)",
    },
}


def typed(answer: str) -> str:
    """What a user typed, as a refusal quotes it: a long answer cut short at 40 characters,
    and control characters (an arrow key's escape sequence, a NUL), which the terminal
    would act on, shown by their pictures (␛, ␀; U+FFFD for the C1 controls). Printable
    stand-ins, so that English's repr quoting does not escape them twice."""
    cut = answer if len(answer) <= 40 else answer[:40] + "…"
    return "".join(_control_picture(c) if unicodedata.category(c) == "Cc" else c for c in cut)


def _control_picture(c: str) -> str:
    code = ord(c)
    if code < 0x20:
        return chr(0x2400 + code)
    return "\u2421" if code == 0x7F else "\ufffd"


def input_encoding() -> str:
    """The encoding typed answers are read in, as the "not text" refusal names it."""
    return (getattr(sys.stdin, "encoding", None) or "utf-8").upper()


def check_lang(lang: Any) -> str:
    """``lang`` if it is one of :data:`LANGS`, else ``InvalidInputError``."""
    if not isinstance(lang, str) or lang not in TEXTS:
        raise InvalidInputError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    return lang


def spoken(info: Any, lang: Any) -> str:
    """``lang`` if the game (a ``GameInfo``) speaks it, else ``InvalidInputError`` naming
    the languages it speaks."""
    if not isinstance(lang, str) or lang not in info.languages:
        raise InvalidInputError(f"{info.title} speaks {', '.join(info.languages)}, not {lang!r}")
    return lang


def text(lang: str, key: str, **fields: Any) -> str:
    """The ``key`` text in ``lang``, its ``{…}`` fields filled in."""
    return TEXTS[check_lang(lang)][key].format(**fields)


def seat(lang: str, number: Any) -> str:
    """A seat as the language names it: ``seat 2``, ``2. játékos``, ``igralec 2``."""
    return text(lang, "seat", seat=number)


def title(lang: str, game: str) -> str:
    """A game's title in ``lang`` (``game``: the registry's name, ``"slovenian"``)."""
    return text(lang, "title." + game)


def item_name(lang: str, item: str) -> str:
    """A settlement item (the engines name it in English) in ``lang``; one this table
    does not know is shown as the engine named it."""
    words = TEXTS[check_lang(lang)]
    return words.get("item." + item, item)


def side_name(lang: str, side: str) -> str:
    """A settlement item's side (``declarer``, ``defenders``) in ``lang``."""
    return TEXTS[check_lang(lang)].get("result.side." + side, side)


def signed(x: Optional[float], digits: int = 2) -> str:
    """``x`` with its sign, to ``digits`` places (a mean that rounds to zero is +0.00, not
    -0.00); "—" for no value. The summaries' means (``tarokk simulate``, ``tarokk arena``)."""
    return "—" if x is None else f"{round(x, digits) + 0.0:+.{digits}f}"


def decimal(lang: str, value: float, digits: int = 1) -> str:
    """A signed number with the language's decimal point: ``+1.5``, ``+1,5``."""
    return f"{value:+.{digits}f}".replace(".", text(lang, "decimal_point"))
