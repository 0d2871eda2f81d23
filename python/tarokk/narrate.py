"""Narrate a whole deal in words: the deal, the auction, the talon, announcements, every
trick and the settlement. Used by ``make demo`` and ``tarokk deal``."""

from __future__ import annotations

import random
from typing import Callable, Optional, TextIO

from . import _core
from .cards import Style, styled_action_name
from .clitexts import seat as seat_name, spoken, text as words, title
from .game import Game

__all__ = ["narrate"]


def narrate(game: Game, policy: Optional[Callable[[Game, random.Random], int]] = None,
            rng: Optional[random.Random] = None, out: Optional[TextIO] = None,
            style: Style = "unicode", lang: str = "en") -> Game:
    """Play ``game`` to the end with ``policy`` (default: a sensible rule-based one),
    printing each event in ``lang`` (one of ``game.info.languages``): cards in ``style``,
    actions by their names in ``lang``, and the rest in the words of ``tarokk.clitexts``."""
    import sys
    out = out or sys.stdout
    rng = rng or random.Random(0)
    spoken(game.info, lang)
    policy = policy or game.info.policy(game.info.default_policy)
    def say(*parts: object) -> None:
        print(*parts, file=out)

    def names(cs: list[int]) -> str:
        return _core.format_cards(cs, style)
    n = game.num_players
    say(words(lang, "narrate.head", title=title(lang, game.info.name), n=n, dealer=game.dealer,
              forehand=(game.dealer + 1) % n,
              klop=words(lang, "narrate.compulsory_klop") if game.compulsory_klop else ""))
    def say_hands() -> None:
        for s, hand in enumerate(game.hands):
            what = names(hand) if hand else words(lang, "narrate.sits_out")
            say("  " + words(lang, "seat_did", seat=s, what=what))
    # With ráütés (PK-D3) nobody holds cards until the cut or the last packet chosen.
    playing = len(game.view(0).as_dict().get("active") or range(n))

    def all_dealt() -> bool:
        return sum(1 for h in game.hands if h) == playing
    hands_told = all_dealt()
    if hands_told:
        say_hands()
    else:
        say(words(lang, "narrate.hands_later"))
    say(words(lang, "narrate.talon", cards=names(game.talon)))
    if game.is_over:
        say(game.result().text(lang))
        return game
    phase = None
    tricks_told = 0
    while not game.is_over:
        if game.phase != phase:
            phase = game.phase
            if phase == "talon":
                say(words(lang, "narrate.talon_up", cards=names(game.talon)))
            if phase == "play":
                v = game.view(0)
                c = game.info.contract_name(v.contract, lang)
                who = words(lang, "narrate.everyone_alone") if v.declarer is None else seat_name(lang, v.declarer)
                say(words(lang, "narrate.play", contract=c, who=who))
        seat = game.current_player
        if game.info.narrate_before is not None and seat is not None:
            told = game.info.narrate_before(game, seat, style, lang)
            if told:
                say(told)
        action = game.apply(policy(game, rng))
        if phase != "play":
            # A discarded card in the narration's style, as the tricks show cards.
            named = action.name if lang == "en" else action.local
            say("  " + words(lang, "seat_did", seat=seat, what=styled_action_name(named, action.id, style)))
            if not hands_told and all_dealt():
                hands_told = True
                say(words(lang, "narrate.hands_dealt"))
                say_hands()
        else:
            shown = game.view(0).as_dict()
            tricks = shown.get("tricks")
            if tricks is None:  # only the last trick is in a view (Jókai, JK-P6)
                done = sum(shown["tricks_won"])
                tricks = [None] * (done - 1) + [shown["last_trick"]] if done else []
            order = shown.get("active") or list(range(n))  # a sitting-out seat plays no card
            while tricks_told < len(tricks):
                leader, cards, winner = tricks[tricks_told]
                start = order.index(leader)
                played = ", ".join(f"{order[(start + i) % len(order)]}:{_core.format_card(c, style)}"
                                   for i, c in enumerate(cards))
                say(words(lang, "trick", n=tricks_told + 1, played=played, winner=winner))
                tricks_told += 1
    say("")
    say(game.result().text(lang))
    return game
