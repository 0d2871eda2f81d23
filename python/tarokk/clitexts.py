"""The words around the game's own names and questions, in each language a game speaks:
what ``tarokk play`` and ``tarokk deal`` write themselves (the hand, the tricks, the
prompts' complaints, the end of a game), the settlement (:meth:`tarokk.Settlement.text`),
the score sheets (``ScoreSheet.text``, ``SlovenianMatch.text``), what the table says
(:func:`tarokk.tablenews.news`) and a narrated deal (:func:`tarokk.narrate.narrate`).

One table, ``TEXTS[lang][key]``: a ``str.format`` template for English (``en``), Hungarian
(``hu``, Jókai-hármas and Paskievics) and Slovenian (``sl``, Slovenian tarok). Every language
has every key (``tests/test_cli_lang.py`` checks it); the English is exactly what these
always wrote. The game terms are the rules' (``shared/rules``): Hungarian *ütés*, *skart*,
*felvevő*, *ellenpárt*, *bemondva*/*csendes*, *parti*, *osztó*; Slovenian *štih*,
*založiti*, *igralec*, *nasprotniki*, *radelci*, *delivec*.

What stays English in every language: the engines' own refusals (an
:class:`~tarokk.IllegalActionError`'s text, such as ``"XXI is not legal: …"`` or ``"x is
not possible in phase bidding (JK-B1)"``), the usage errors found before a game starts, and
``--help``. The names of cards, actions, contracts and the questions are the games' own
(``cards``, each game's ``texts``).
"""

from __future__ import annotations

from typing import Any

from .errors import InvalidInputError

__all__ = ["LANGS", "TEXTS", "text", "check_lang", "spoken", "seat", "title", "item_name", "side_name",
           "decimal"]

LANGS = ("en", "hu", "sl")

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        # a session of `tarokk play`
        "seed": "(seed {seed})",
        "start": "{seed} {title}: you are seat {seat}{out}. Ctrl-D ends the game.",
        "start.sits_out": ", the dealer, sitting this deal out",
        "match_start": "{seed} {title}, {deals} deals: you are P{seat} on the score sheet; "
                       "your seat at the table moves with the deal. Ctrl-D ends the game.",
        "deal_head": "\nDeal {number}",
        "deal_head.sit_out": " (you sit out)",
        "match.skis_round": "\nThe škis round is called: whoever is dealt the škis deals the last deal (SL-R6)",
        "match.finished": "\nThe match is over: each open radl costs 100 (SL-R3)",
        "deal_head.seat": " (you are seat {seat})",
        "bye": "bye",
        "interrupted": "interrupted",
        "record_written": "record written to {path}{note}",
        "record.unfinished": " (unfinished)",
        "record.whole_deals": " (the {n} whole deal{s} of {deals}; the unfinished deal is not in it)",
        "record.none": "no record written to {path}: a match record holds whole deals, and none was finished",
        # a deal as a seat sees it
        "phase": "— {phase} —",
        "seat": "seat {seat}",
        "seat_did": "seat {seat}: {what}",
        "face_down": "{verb} (face down)",
        "your_hand": "Your hand (seat {seat}):",
        "talon": "  talon: {cards}",
        "talon_set": "set {n}: {cards}",
        "trick_so_far": "  trick so far: {cards}",
        "trick": "  trick {n}: {played} → seat {winner}",
        "hints": "  hints: the search player's mean score for you {why}",
        "hints.play": "(the declarer side's card points, negated when you defend: higher is better)",
        "hints.settlement": "(your settlement after a play-out)",
        "hint": "[hint {value}{best}]",
        "hint.forced": "[forced]",
        "decimal_point": ".",
        # a choice not understood at a prompt
        "choose.empty": "type a number from the list, or a name",
        "choose.not_text": "that was not text (UTF-8): type a number from the list, or a name",
        "choose.range": "choose a number from 1 to {n}",
        "choose.ambiguous": "{text!r} could be {names}: be more precise",
        "choose.or": " or ",
        "choose.unknown": "{text!r} is not one of the choices: type its number or its name",
        # a narrated deal (`tarokk deal`)
        "narrate.head": "{title}, {n} players; dealer seat {dealer}, forehand seat {forehand}{klop}",
        "narrate.compulsory_klop": " — compulsory klop round",
        "narrate.talon": "  talon (face down): {cards}",
        "narrate.talon_up": "The talon is turned up: {cards}",
        "narrate.play": "Play: {contract}, {who}.",
        "narrate.everyone_alone": "everyone alone",
        # what the table says (tablenews)
        "news.tarokks.0": "no tarokk",
        "news.tarokks.1": "1 tarokk",
        "news.tarokks.n": "{k} tarokks",
        "news.in_skart": "seat {seat}: {tarokks} in the skart{said}",
        "news.tarokk_lies": " (tarokk fekszik)",
        "news.dealer": "dealer: {tarokks} among the discards ({said})",
        "news.official_kontra": "official kontra (hivatalból kontra): the called tarokk lies among the discards",
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
        "item.four kings": "four kings",
        "item.pagát ultimó": "pagát ultimó",
        "item.XXI fogás": "XXI fogás",
        "item.XXI catch": "XXI catch",
        "item.pagát fogás": "pagát fogás",
        "item.volát": "volát",
        "item.dupla": "dupla",
        "item.8 tarokks": "8 tarokks",
        "item.9 tarokks": "9 tarokks",
        "item.honour fee": "honour fee",
        "item.no honour": "no honour",
        # the score sheets
        "sheet.dealer": "dealer",
        "sheet.total": "total",
        "sheet.thrown_in": "thrown in",
        "sheet.annulled": "annulled (SL-D3)",
        "sheet.misdeal": "misdeal",
        "sheet.misplay": "misplay",
        "sheet.compulsory": " (compulsory)",
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
    },
    "hu": {
        "seed": "(keverés: --seed {seed})",
        "start": "{seed} {title}: {seat}. játékosként ülsz az asztalnál{out}. A Ctrl-D befejezi a játékot.",
        "start.sits_out": ", de osztóként ezt a partit kihagyod",
        "match_start": "{seed} {title}, {deals} parti: a pontozólapon te vagy P{seat}; "
                       "a helyed az asztalnál partiról partira változik. A Ctrl-D befejezi a játékot.",
        "deal_head": "\n{number}. parti",
        "deal_head.sit_out": " (kimaradsz)",
        "match.skis_round": "\nŠkis-kör: aki a škist kapja, az osztja az utolsó partit (SL-R6)",
        "match.finished": "\nA mérkőzésnek vége: minden nyitott radl 100-ba kerül (SL-R3)",
        "deal_head.seat": " ({seat}. játékosként)",
        "bye": "viszlát",
        "interrupted": "megszakítva",
        "record_written": "a napló kiírva: {path}{note}",
        "record.unfinished": " (befejezetlen)",
        "record.whole_deals": " ({deals} partiból {n} teljes; a befejezetlen parti nincs benne)",
        "record.none": "nem készült napló ({path}): a mérkőzés naplójába csak teljes partik kerülnek, "
                       "és egy sem fejeződött be",
        "phase": "— {phase} —",
        "seat": "{seat}. játékos",
        "seat_did": "{seat}. játékos: {what}",
        "face_down": "{verb} (lefordítva)",
        "your_hand": "A lapjaid ({seat}. játékos):",
        "talon": "  talon: {cards}",
        "talon_set": "{n}. csomag: {cards}",
        "trick_so_far": "  az ütés eddig: {cards}",
        "trick": "  {n}. ütés: {played} → {winner}. játékos",
        "hints": "  tippek: a keresés átlagos eredménye neked {why}",
        "hints.play": "(a felvevő kártyapontjai, védekezéskor ellentett előjellel: a nagyobb a jobb)",
        "hints.settlement": "(az elszámolásod a parti végén)",
        "hint": "[tipp {value}{best}]",
        "hint.forced": "[kényszer]",
        "decimal_point": ",",
        "choose.empty": "írd be a lista egyik számát vagy egy nevet",
        "choose.not_text": "ez nem szöveg (UTF-8): írd be a lista egyik számát vagy egy nevet",
        "choose.range": "válassz egy számot 1 és {n} között",
        "choose.ambiguous": "„{text}” lehet {names}: add meg pontosabban",
        "choose.or": " vagy ",
        "choose.unknown": "„{text}” nincs a lehetőségek között: írd be a számát vagy a nevét",
        "narrate.head": "{title}, {n} játékos; osztó: {dealer}. játékos, előkéz: {forehand}. játékos{klop}",
        "narrate.compulsory_klop": " — kötelező klop",
        "narrate.talon": "  talon (lefordítva): {cards}",
        "narrate.talon_up": "A talont felfordítják: {cards}",
        "narrate.play": "Játék: {contract}, {who}.",
        "narrate.everyone_alone": "mindenki egyedül",
        "news.tarokks.0": "nincs tarokk",
        "news.tarokks.1": "1 tarokk",
        "news.tarokks.n": "{k} tarokk",
        "news.in_skart": "{seat}. játékos: {tarokks} a skartban{said}",
        "news.tarokk_lies": " (tarokk fekszik)",
        "news.dealer": "osztó: {tarokks} a skartban ({said})",
        "news.official_kontra": "hivatalból kontra: a hívott tarokk a skartban fekszik",
        "news.discards_shown": "felfordított skart ({whose}): {cards}",
        "news.whose.declarer": "felvevő",
        "news.whose.seat": "{seat}. játékos",
        "news.shows_hand": "{seat}. játékos megmutatja a lapjait: {cards}",
        "settlement": "Elszámolás",
        "result.no_tarok": "a parti érvénytelen (tarokk nélkül: {seats}. játékos, SL-D3): nincs pontozás",
        "result.thrown_in": "nincs játék: nincs pontozás",
        "result.thrown_in_paid": "nincs játék, de fizetni kell:",
        "result.every_alone": "{contract}: mindenki egyedül",
        "result.outcome": "{contract}, {who}: {result}",
        "result.alone": "{seat}. játékos egyedül",
        "result.with": "{seat}. és {partner}. játékos",
        "result.won": "nyert",
        "result.lost": "vesztett",
        "result.card_points": "kártyapontok: felvevő {declarer}, ellenpárt {defenders}{difference}",
        "result.difference": "; különbség {difference}",
        "result.side.declarer": "felvevő",
        "result.side.defenders": "ellenpárt",
        "result.announced": "bemondva",
        "result.silent": "csendes",
        "result.amounts": "egyenleg: {amounts}",
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
        "item.four kings": "négy király",
        "item.pagát ultimó": "pagát ultimó",
        "item.XXI fogás": "XXI fogás",
        "item.XXI catch": "XXI fogás",
        "item.pagát fogás": "pagát fogás",
        "item.volát": "volát",
        "item.dupla": "dupla",
        "item.8 tarokks": "8 tarokk",
        "item.9 tarokks": "9 tarokk",
        "item.honour fee": "honőrdíj",
        "item.no honour": "nincs honőr",
        "sheet.dealer": "osztó",
        "sheet.total": "összesen",
        "sheet.thrown_in": "nincs játék",
        "sheet.annulled": "érvénytelen (SL-D3)",
        "sheet.misdeal": "hibás osztás",
        "sheet.misplay": "hibás játék",
        "sheet.compulsory": " (kötelező)",
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
    },
    "sl": {
        "seed": "(mešanje: --seed {seed})",
        "start": "{seed} {title}: si igralec {seat}{out}. Ctrl-D konča igro.",
        "start.sits_out": ", a kot delivec v tej igri ne igraš",
        "match_start": "{seed} {title}, število iger {deals}: na listi rezultatov si P{seat}; "
                       "tvoj sedež za mizo se z vsako igro premakne. Ctrl-D konča igro.",
        "deal_head": "\n{number}. igra",
        "deal_head.sit_out": " (ne igraš)",
        "match.skis_round": "\nNapovedan je škisov krog: kdor dobi škisa, deli zadnjo igro (SL-R6)",
        "match.finished": "\nTekme je konec: vsak odprt radl stane 100 (SL-R3)",
        "deal_head.seat": " (si igralec {seat})",
        "bye": "nasvidenje",
        "interrupted": "prekinjeno",
        "record_written": "zapis shranjen v {path}{note}",
        "record.unfinished": " (nedokončano)",
        "record.whole_deals": " (celih iger: {n} od {deals}; nedokončane igre ni v njem)",
        "record.none": "zapis v {path} ni shranjen: zapis tekme hrani le cele igre, končana ni bila nobena",
        "phase": "— {phase} —",
        "seat": "igralec {seat}",
        "seat_did": "igralec {seat}: {what}",
        "face_down": "{verb} (z licem navzdol)",
        "your_hand": "Tvoje karte (igralec {seat}):",
        "talon": "  talon: {cards}",
        "talon_set": "kup {n}: {cards}",
        "trick_so_far": "  štih doslej: {cards}",
        "trick": "  {n}. štih: {played} → igralec {winner}",
        "hints": "  namigi: povprečni izid iskanja zate {why}",
        "hints.play": "(točke igralcev, v obrambi z nasprotnim predznakom: več je bolje)",
        "hints.settlement": "(tvoj obračun ob koncu igre)",
        "hint": "[namig {value}{best}]",
        "hint.forced": "[prisiljeno]",
        "decimal_point": ",",
        "choose.empty": "vpiši številko s seznama ali ime",
        "choose.not_text": "to ni besedilo (UTF-8): vpiši številko s seznama ali ime",
        "choose.range": "izberi številko od 1 do {n}",
        "choose.ambiguous": "»{text}« je lahko {names}: povej natančneje",
        "choose.or": " ali ",
        "choose.unknown": "»{text}« ni med možnostmi: vpiši številko ali ime možnosti",
        "narrate.head": "{title}, igralcev: {n}; delivec: igralec {dealer}, začne: igralec {forehand}{klop}",
        "narrate.compulsory_klop": " — obvezni klop",
        "narrate.talon": "  talon (z licem navzdol): {cards}",
        "narrate.talon_up": "Talon se odpre: {cards}",
        "narrate.play": "Igra: {contract}, {who}.",
        "narrate.everyone_alone": "vsak zase",
        "news.tarokks.0": "noben tarok",
        "news.tarokks.1": "1 tarok",
        "news.tarokks.n": "tarokov: {k}",
        "news.in_skart": "igralec {seat}: {tarokks} med založenimi{said}",
        "news.tarokk_lies": " (tarokk fekszik)",
        "news.dealer": "delivec: {tarokks} med založenimi ({said})",
        "news.official_kontra": "uradna kontra (hivatalból kontra): klicani tarok je med založenimi",
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
        "item.four kings": "kralji",
        "item.pagát ultimó": "pagat ultimo",
        "item.XXI fogás": "ujeti mond",
        "item.XXI catch": "ujeti mond",
        "item.pagát fogás": "ujeti pagat",
        "item.volát": "valat",
        "item.dupla": "dupla",
        "item.8 tarokks": "8 tarokov",
        "item.9 tarokks": "9 tarokov",
        "item.honour fee": "plačilo za trulo",
        "item.no honour": "brez trule",
        "sheet.dealer": "delivec",
        "sheet.total": "skupaj",
        "sheet.thrown_in": "razveljavljeno",
        "sheet.annulled": "razveljavljeno (SL-D3)",
        "sheet.misdeal": "napačno deljenje",
        "sheet.misplay": "napaka v igri",
        "sheet.compulsory": " (obvezni)",
        "sheet.radli": "odprti radelci",
        "sheet.stars": "zvezdice za deljenje",
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
    },
}


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


def decimal(lang: str, value: float, digits: int = 1) -> str:
    """A signed number with the language's decimal point: ``+1.5``, ``+1,5``."""
    return f"{value:+.{digits}f}".replace(".", text(lang, "decimal_point"))
