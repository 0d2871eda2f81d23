"""Narrate a whole deal in words: the deal, the auction, the talon, announcements, every
trick and the settlement. Used by ``make demo`` and ``tarokk deal``."""

from __future__ import annotations

import random
from typing import Callable, Optional, TextIO

from . import _core
from .cards import Style
from .game import Game

__all__ = ["narrate"]


def narrate(game: Game, policy: Optional[Callable[[Game, random.Random], int]] = None,
            rng: Optional[random.Random] = None, out: Optional[TextIO] = None,
            style: Style = "unicode") -> Game:
    """Play ``game`` to the end with ``policy`` (default: a sensible rule-based one),
    printing each event."""
    import sys
    out = out or sys.stdout
    rng = rng or random.Random(0)
    policy = policy or game.info.policy(game.info.default_policy)
    say = lambda *a: print(*a, file=out)  # noqa: E731
    names = lambda cs: _core.format_cards(cs, style)  # noqa: E731
    n = game.num_players
    say(f"{game.info.title}, {n} players; dealer seat {game.dealer}, "
        f"forehand seat {(game.dealer + 1) % n}" + (" — compulsory klop round" if game.compulsory_klop else ""))
    for s, hand in enumerate(game.hands):
        say(f"  seat {s}: {names(hand)}")
    say(f"  talon (face down): {names(game.talon)}")
    if game.is_over:
        say(str(game.result()))
        return game
    phase = None
    tricks_told = 0
    while not game.is_over:
        if game.phase != phase:
            phase = game.phase
            if phase == "talon":
                say(f"The talon is turned up: {names(game.talon)}")
            if phase == "play":
                v = game.view(0)
                c = game.info.contract_name(v.contract)
                who = "everyone alone" if v.declarer is None else f"seat {v.declarer}"
                say(f"Play: {c}, {who}.")
        seat = game.current_player
        action = game.apply(policy(game, rng))
        if phase != "play":
            say(f"  seat {seat}: {action.name}")
        else:
            v = game.view(0)
            while tricks_told < len(v.tricks):
                leader, cards, winner = v.tricks[tricks_told]
                # The seats in playing order (a sitting-out dealer plays no card).
                order = list(getattr(v, "active", range(n)))
                first = order.index(leader)
                played = ", ".join(f"{order[(first + i) % len(order)]}:{_core.format_card(c, style)}"
                                   for i, c in enumerate(cards))
                say(f"  trick {tricks_told + 1}: {played} → seat {winner}")
                tricks_told += 1
    say("")
    say(str(game.result()))
    return game
