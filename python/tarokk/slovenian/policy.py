"""A sensible Slovenian player in Python, for examples, the demo and the CLI (bids from
honours and trump count, cautious announcements, follow-suit heuristics). The fast batch
policies live in the Rust core."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .._core import card_points, trick_winner
from ..errors import IllegalActionError
from ..views import SlovenianView
from .contracts import SLOVENIAN_CONTRACTS

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["sensible_policy"]

PASS = 54
BID = 55
_TRULA = {0, 20, 21}


def _strength(hand: list[int]) -> int:
    trumps = [c for c in hand if c < 22]
    honours = len(_TRULA & set(hand))
    kings = sum(1 for c in hand if c >= 22 and (c - 22) % 8 == 7)
    high = sum(1 for c in trumps if c >= 15)
    return len(trumps) + 2 * honours + kings + high


def sensible_policy(game: Game, rng: random.Random) -> int:
    """A plausible player: bids what the hand supports, rarely announces, and in play
    takes tricks cheaply or sheds low cards."""
    legal = [int(a) for a in game.legal_actions()]
    seat = game.current_player
    if seat is None:
        raise IllegalActionError("the deal is over: there is no action to choose")
    hand = game.hands[seat]
    phase = game.phase
    if phase == "bidding":
        bids = sorted(a for a in legal if BID <= a < BID + 12)
        s = _strength(hand)
        want = 3 if s >= 16 else 2 if s >= 13 else 1 if s >= 10 else 0
        ok = [a for a in bids if a - BID <= want and a - BID >= 1]
        return ok[0] if ok and rng.random() < 0.8 else PASS
    if phase == "declare":
        return min(legal, key=lambda a: (a == BID, a))  # the lowest contract, klop last
    if phase == "call":
        kings = [67 + s for s in range(4) if 22 + 8 * s + 7 not in hand]
        return rng.choice([a for a in legal if a in kings] or legal)
    if phase == "talon":
        view = game.view(seat)
        assert isinstance(view, SlovenianView) and view.contract is not None, view
        k = SLOVENIAN_CONTRACTS[view.contract].talon_set
        sets = [view.talon[i * k:(i + 1) * k] for i in range(6 // k)]
        best = max(range(len(sets)), key=lambda i: sum(card_points(c) for c in sets[i]))
        return 75 + best
    if phase == "discard":
        # Shed low suit cards first, then low taroks.
        return min(legal, key=lambda c: (c < 22, card_points(c), c))
    if phase == "raise":
        return PASS
    if phase == "announce":
        if 90 in legal and len(_TRULA & set(hand)) == 3 and rng.random() < 0.7:
            return 90
        return PASS
    # Play: take a trick worth 5 or more with the cheapest card that wins it, else shed
    # the cheapest card.
    trick = game.view(seat).trick
    if trick and sum(card_points(c) for c in trick) >= 5:
        winners = [c for c in legal if trick_winner(trick + [c], emperor=True) == len(trick)]
        if winners:
            return min(winners, key=lambda c: (card_points(c), c))
    return min(legal, key=lambda c: (card_points(c), c))
