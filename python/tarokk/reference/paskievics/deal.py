"""Seats and the deal (PK-D2, PK-D3, PK-D4; docs/paskievics.md "Seats, deal, randomness").

Table seats are ``0..n-1`` (n = 4 or 5); with five the dealer sits out.  The active seats
play in ascending seat order, cyclically, skipping the dealer.
"""

from __future__ import annotations

from collections.abc import Iterable

from tarokk.errors import InvalidInputError

from ..cards import PACK_42, card_list
from ..rng import Rng

TALON_SIZE = 6
HAND_SIZE = 9
NUM_ACTIVE = 4


class Seating:
    """Table seats, active seats and the orders derived from them."""

    __slots__ = ("n", "dealer", "active", "forehand")

    def __init__(self, n: int, dealer: int) -> None:
        self.n = n
        self.dealer = dealer
        self.active = [s for s in range(n) if not (n == 5 and s == dealer)]
        self.forehand = (dealer + 1) % n

    def next(self, seat: int) -> int:
        """The active seat after ``seat`` in turn order."""
        s = (seat + 1) % self.n
        while s not in self.active:
            s = (s + 1) % self.n
        return s

    def prev(self, seat: int) -> int:
        """The active seat before ``seat`` in turn order."""
        s = (seat - 1) % self.n
        while s not in self.active:
            s = (s - 1) % self.n
        return s

    def order_from(self, seat: int) -> list[int]:
        """The four active seats from ``seat`` in turn order."""
        order = [seat]
        while len(order) < NUM_ACTIVE:
            order.append(self.next(order[-1]))
        return order

    def prio(self, seat: int) -> int:
        """PK-B4: the index of ``seat`` among the active seats from the forehand."""
        return self.order_from(self.forehand).index(seat)

    @property
    def knocker(self) -> int:
        """PK-D3: the active seat before the dealer."""
        return (self.dealer - 1) % self.n

    def choosers(self) -> list[int]:
        """PK-D3: the knocker, then the other way round."""
        order = [self.knocker]
        while len(order) < NUM_ACTIVE:
            order.append(self.prev(order[-1]))
        return order


def shuffled_deck(seed: int) -> list[int]:
    """The 42 ids of PACK_42 in ascending order, shuffled by Fisher–Yates with ``Rng(seed)``."""
    deck = list(PACK_42)
    Rng(seed).shuffle(deck)
    return deck


def deal_cut(deck: list[int], seating: Seating) -> list[list[int]]:
    """PK-D2: five each from the forehand round, then four each."""
    hands: list[list[int]] = [[] for _ in range(seating.n)]
    for k, seat in enumerate(seating.order_from(seating.forehand)):
        hands[seat] = (deck[TALON_SIZE + 5 * k: TALON_SIZE + 5 * k + 5]
                       + deck[26 + 4 * k: 30 + 4 * k])
    return hands


def checked_deal(hands: object, talon: object,
                 seating: Seating) -> tuple[list[list[int]], list[int]]:
    """A deal given by hand: one list per table seat (the sitting-out dealer's empty), nine
    cards per active seat, six talon cards, every card of PACK_42 exactly once."""
    n = seating.n
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise InvalidInputError(f"hands must be a list of {n} card lists, got {hands!r}")
    hand_lists = [card_list(hand, f"hand of seat {seat}", distinct=False)
                  for seat, hand in enumerate(hands)]
    talon_cards = card_list(talon, "talon", distinct=False)
    if len(hand_lists) != n:
        raise InvalidInputError(f"hands must hold {n} hands (one per table seat), "
                                f"got {len(hand_lists)}")
    for seat, hand in enumerate(hand_lists):
        size = HAND_SIZE if seat in seating.active else 0
        if len(hand) != size:
            who = f"the hand of seat {seat}" if size else \
                f"the hand of the sitting-out dealer (seat {seat})"
            raise InvalidInputError(f"{who} must hold {size} cards, got {len(hand)}")
    if len(talon_cards) != TALON_SIZE:
        raise InvalidInputError(f"the talon must hold {TALON_SIZE} cards, got {len(talon_cards)}")
    pack = set(PACK_42)
    seen: set[int] = set()
    for card in [c for hand in hand_lists for c in hand] + talon_cards:
        if card not in pack:
            raise InvalidInputError(f"card {card} is not in the 42-card Hungarian pack")
        if card in seen:
            raise InvalidInputError(f"card {card} is dealt twice")
        seen.add(card)
    return hand_lists, talon_cards
