"""Counting card points (README "Card points", PK-X1, JK-C1/C2, SL-C1).

``points`` is the plain Hungarian sum (PK-X1: the 42-card pack is worth 94).  Jókai
deducts 2 per won trick plus a fixed amount for skart cards (JK-C1, JK-C2: the two
parties always hold 66 together).  Slovenian counts in groups of three worth their sum
minus 2, i.e. exactly ``s - 2n/3``, kept in thirds and rounded only at the end (SL-C1).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Optional

from tarokk.errors import InvalidInputError

from .cards import CARD_POINTS, card_id, card_list, integer

#: JK-C1: deduction for the skart cards counted with a pile: a kettős declarer's two
#: discards cost 1, the opponents' four untaken cards 3, the six cards of a szóló 4.
JOKAI_SKART_DEDUCTION = {0: 0, 2: 1, 4: 3, 6: 4}


def card_points(card: int) -> int:
    """Points of one card: king 5, queen 4, cavalier 3, jack 2, pip 1; skíz, XXI, I 5;
    other trumps 1 (README "Card points")."""
    return CARD_POINTS[card_id(card)]


def points(cards: Iterable[int]) -> int:
    """Plain sum of card points (PK-X1; the 42-card pack sums to 94, the 54-card to 106).

    Raises ``InvalidInputError`` for a bad id or a card listed twice."""
    return sum(CARD_POINTS[c] for c in card_list(cards))


def _count(value: object, what: str) -> int:
    return integer(value, what, minimum=0)


def count_jokai(cards: Iterable[int], tricks: int, skart_cards: Optional[int] = 0) -> int:
    """A Jókai party's points (JK-C1, JK-C2): ``points(cards) - 2*tricks - d`` with
    ``d = {0: 0, 2: 1, 4: 3, 6: 4}[skart_cards]``.  ``cards`` includes the skart cards.

    Raises ``InvalidInputError`` for ``tricks`` outside 0..12 (a deal has 12 tricks, JK-P0)
    or another ``skart_cards``."""
    tricks = _count(tricks, "tricks")
    if tricks > 12:
        raise InvalidInputError(f"tricks must be 0..12 (a Jókai deal has 12 tricks, JK-P0), not {tricks}")
    skart_cards = _count(0 if skart_cards is None else skart_cards, "skart_cards")  # None: the default
    if skart_cards not in JOKAI_SKART_DEDUCTION:
        raise InvalidInputError(f"skart_cards must be 0, 2, 4 or 6, got {skart_cards}")
    return points(cards) - 2 * tricks - JOKAI_SKART_DEDUCTION[skart_cards]


def count_slovenian_thirds(cards: Iterable[int]) -> int:
    """The exact Slovenian value of a pile in thirds of a point (SL-C1):
    ``3*points(cards) - 2*len(cards)``.  The whole pack gives 210 (= 70 points)."""
    pile = card_list(cards)
    return 3 * points(pile) - 2 * len(pile)


def count_slovenian(cards: Iterable[int]) -> int:
    """The Slovenian value of a pile rounded to the nearest point (SL-C1):
    ``floor((thirds + 1) / 3)``; x and a third rounds down, x and two thirds up, so two
    complementary piles of the 54-card pack always add up to 70."""
    return (count_slovenian_thirds(cards) + 1) // 3
