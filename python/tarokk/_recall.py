"""What a perfect-recall information state adds to a seat's view, kept as a deal is played:
each seat's own card actions in order (discards, then plays) and every card played in
order. A view keeps the discards as a set, and a Jókai view only the last trick (JK-P6).
OpenSpiel's information state (:mod:`tarokk.openspiel`) and PettingZoo's
``observation="information_state"`` (:mod:`tarokk.pettingzoo`) are the view's tensor and
these two, one-hot rows of 54 (``docs/observations.md``, "Information state")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np


def recall_rows(dealt: Sequence[int], talon: int) -> tuple[int, int]:
    """The rows of ``own_cards`` and ``plays`` for hands of ``dealt`` cards by table seat
    and a talon of ``talon``: a seat's card actions are at most its hand as dealt and every
    talon card; the cards played at most all that were dealt to the seats."""
    return max(dealt) + talon, sum(dealt)


class CardRecall:
    """The card actions of one deal, in order, as it is played."""

    def __init__(self, seats: int) -> None:
        #: Each table seat's card actions (discards, then plays), in order.
        self.own_cards: list[list[int]] = [[] for _ in range(seats)]
        #: Every card played, in order.
        self.plays: list[int] = []

    def apply(self, game: Any, action: int) -> None:
        """Apply ``action`` (an id) to ``game`` (a :class:`tarokk.Game`) and note it if it
        was a card (an id below 54). A refused action is noted nowhere."""
        seat, playing = game.current_player, game.phase == "play"
        game.apply(action)
        if action < 54 and seat is not None:
            self.own_cards[seat].append(action)
            if playing:
                self.plays.append(action)

    def fill_own_cards(self, out: np.ndarray, seat: int) -> None:
        """Mark ``seat``'s card actions in ``out`` (rows × 54, zeros)."""
        cards = self.own_cards[seat]
        out[np.arange(len(cards)), cards] = 1

    def fill_plays(self, out: np.ndarray) -> None:
        """Mark the cards played in ``out`` (rows × 54, zeros)."""
        out[np.arange(len(self.plays)), self.plays] = 1
