"""Jókai-hármas: seating, the deal from a seed, a deal given by hand, and the dealer of the
next deal (docs/jokai.md "Seats, deal, randomness"; JK-D1..JK-D4)."""

from __future__ import annotations

from collections.abc import Iterable

from tarokk.errors import InvalidInputError

from ..cards import PACK_42, card_list, integer
from ..notation import format_card
from ..rng import Rng
from .actions import ACTIVE_SEATS, HAND_SIZE, PACKET_SIZE, SKART_SIZE

TABLE_SIZES = (3, 4)
_PACK_42 = frozenset(PACK_42)


def active_seats(num_players: int, dealer: int) -> list[int]:
    """JK-D1: the three seats that get cards, in playing order from the forehand
    ``(dealer + 1) % N``; with four at the table the dealer sits out."""
    return [(dealer + k) % num_players for k in range(1, ACTIVE_SEATS + 1)]


def deal_from_seed(seed: int, num_players: int, dealer: int) -> tuple[list[list[int]], list[int]]:
    """JK-D2, JK-D3 with the shared generator: shuffle the 42 ids of the Hungarian pack in
    ascending order (Fisher–Yates), the skart is ``deck[0:6]``, then packets of six go to the
    active seats in playing order from the forehand until each has 12."""
    deck = list(PACK_42)
    Rng(seed).shuffle(deck)
    order = active_seats(num_players, dealer)
    hands: list[list[int]] = [[] for _ in range(num_players)]
    for k in range(ACTIVE_SEATS * HAND_SIZE // PACKET_SIZE):
        start = SKART_SIZE + PACKET_SIZE * k
        hands[order[k % ACTIVE_SEATS]].extend(deck[start:start + PACKET_SIZE])
    return [sorted(hand) for hand in hands], deck[:SKART_SIZE]


def checked_deal(hands: object, talon: object, num_players: int,
                 dealer: int) -> tuple[list[list[int]], list[int]]:
    """A deal given by hand: ``num_players`` hands (12 cards for an active seat, ``[]`` for
    the sitting-out dealer) and a skart of 6, every card of the 42-card pack exactly once;
    else ``InvalidInputError`` naming the problem."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise InvalidInputError(f"hands must be a list of {num_players} card lists, got {hands!r}")
    hand_lists = [card_list(hand, f"hand of seat {seat}", distinct=False)
                  for seat, hand in enumerate(hands)]
    skart = card_list(talon, "talon", distinct=False)
    if len(hand_lists) != num_players:
        raise InvalidInputError(f"hands must hold {num_players} hands, got {len(hand_lists)}")
    for card in [c for hand in hand_lists for c in hand] + skart:
        if card not in _PACK_42:
            raise InvalidInputError(f"card {card} ({format_card(card)}) is not in the "
                                    f"42-card Hungarian pack")
    active = active_seats(num_players, dealer)
    for seat, hand in enumerate(hand_lists):
        size = HAND_SIZE if seat in active else 0
        if len(hand) != size:
            who = f"the hand of seat {seat}" + ("" if seat in active else
                                                " (the dealer, who sits out, JK-D1)")
            raise InvalidInputError(f"{who} must hold {size} cards, got {len(hand)}")
    if len(skart) != SKART_SIZE:
        raise InvalidInputError(f"the talon must hold {SKART_SIZE} cards, got {len(skart)}")
    seen: set[int] = set()
    for card in [c for hand in hand_lists for c in hand] + skart:
        if card in seen:
            raise InvalidInputError(f"card {card} ({format_card(card)}) is dealt twice")
        seen.add(card)
    return [sorted(hand) for hand in hand_lists], skart


def next_dealer(dealer: int, num_players: int, thrown_in: bool = False, *,
                deal_passes_on_throw_in: bool = True) -> int:
    """JK-D4 (a match rule): the deal passes to the forehand after every deal; after a
    throw-in only with ``deal_passes_on_throw_in`` (default True, the rules' [choice])."""
    n = integer(num_players, "num_players")
    if n not in TABLE_SIZES:
        raise InvalidInputError(f"num_players must be 3 or 4, got {n}")
    dealer = integer(dealer, "dealer")
    if not 0 <= dealer < n:
        raise InvalidInputError(f"dealer must be a seat 0..{n - 1}, got {dealer}")
    if thrown_in and not deal_passes_on_throw_in:
        return dealer
    return (dealer + 1) % n
