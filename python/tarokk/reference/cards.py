"""Card ids, suits, ranks, points and the two packs (README "The cards", docs/protocol.md).

One 54-card id space serves every game:

* ``0..=21`` are the trumps: id ``t`` is the trump numbered ``t + 1``; id 0 is the pagát
  (I), id 20 the XXI (Slovenian *mond*) and id 21 the skíz / škis, the highest trump.
* ``22 + 8*suit + r`` are the suit cards, suits in the order hearts, diamonds, clubs,
  spades and rank index ``r`` from low to high: 0..3 pips, 4 jack, 5 cavalier, 6 queen,
  7 king.  Red pips r=0..3 are 4, 3, 2, 1 (1 ranks highest); black pips are 7, 8, 9, 10.

Within a suit (and among the trumps) a higher id is a higher card, so "the highest card"
of a suit is simply the one with the largest id.

This module also holds the validation helpers that turn user arguments into ids, so every
function of the reference rejects bad input the same way (``InvalidInputError``).
"""

from __future__ import annotations

import operator
from collections.abc import Iterable

from tarokk.errors import InvalidInputError

# --- trumps -------------------------------------------------------------------------

NUM_TRUMPS = 22
PAGAT = 0  # trump I
MOND = 20  # trump XXI
SKIZ = 21  # the fool, highest trump
HONOURS = (SKIZ, MOND, PAGAT)  # README: the honours / trula

# --- suits and ranks ----------------------------------------------------------------

HEARTS, DIAMONDS, CLUBS, SPADES = 0, 1, 2, 3
SUITS = (HEARTS, DIAMONDS, CLUBS, SPADES)
RED_SUITS = (HEARTS, DIAMONDS)
#: Pseudo-suit returned by :func:`suit_of` for trumps: for following suit the trumps count
#: as one suit (README "Following suit").
TRUMP = 4
SUIT_NAMES_EN = ("hearts", "diamonds", "clubs", "spades")

JACK, CAVALIER, QUEEN, KING = 4, 5, 6, 7
NUM_RANKS = 8
FIRST_SUIT_CARD = NUM_TRUMPS
NUM_CARDS = NUM_TRUMPS + 4 * NUM_RANKS  # 54

#: The number printed on pip ranks 0..3: red suits 4, 3, 2, 1; black suits 7, 8, 9, 10.
RED_PIPS = (4, 3, 2, 1)
BLACK_PIPS = (7, 8, 9, 10)

#: Points per rank index 0..7 (README "Card points"): pips 1, jack 2, cavalier 3,
#: queen 4, king 5.
RANK_POINTS = (1, 1, 1, 1, 2, 3, 4, 5)


def suit_card(suit: int, rank: int) -> int:
    """Id of the suit card of ``suit`` (0..3) with rank index ``rank`` (0..7)."""
    return FIRST_SUIT_CARD + NUM_RANKS * suit + rank


def is_trump(card: int) -> bool:
    """True for the 22 trumps (ids 0..21)."""
    return card < NUM_TRUMPS


def suit_of(card: int) -> int:
    """The suit 0..3 of a suit card, or :data:`TRUMP` for a trump."""
    if card < NUM_TRUMPS:
        return TRUMP
    return (card - FIRST_SUIT_CARD) // NUM_RANKS


def rank_of(card: int) -> int:
    """Rank index 0..7 of a suit card (0..3 pips, 4 jack .. 7 king)."""
    if card < NUM_TRUMPS:
        raise ValueError("trumps have no rank index")  # internal misuse only
    return (card - FIRST_SUIT_CARD) % NUM_RANKS


def pip_number(suit: int, rank: int) -> int:
    """The number printed on a pip (rank 0..3) of ``suit``."""
    return (RED_PIPS if suit in RED_SUITS else BLACK_PIPS)[rank]


def _points(card: int) -> int:
    if is_trump(card):
        return 5 if card in HONOURS else 1
    return RANK_POINTS[rank_of(card)]


#: Card points by id (README "Card points", SL-C1, PK-X1): king 5, queen 4, cavalier 3,
#: jack 2, pip 1; skíz, XXI and I 5; every other trump 1.
CARD_POINTS: tuple[int, ...] = tuple(_points(c) for c in range(NUM_CARDS))


# --- the packs ----------------------------------------------------------------------

#: The full 54-card tarot pack (Slovenian tarok), sorted by id.
PACK_54: list[int] = list(range(NUM_CARDS))
#: The Hungarian 42-card pack (Jókai, Paskievics): all trumps and, of each suit, the suit
#: cards with rank index >= 3 (the red ász = red 1, the black tízes = black 10).
PACK_42: list[int] = [c for c in PACK_54 if is_trump(c) or rank_of(c) >= 3]

assert len(PACK_42) == 42 and sum(CARD_POINTS[c] for c in PACK_42) == 94
assert sum(CARD_POINTS) == 106


# --- argument validation (shared by every module) ----------------------------------


def integer(value: object, what: str, *, minimum: int | None = None) -> int:
    """Return ``value`` as an int (any integer-like object except ``bool``), or raise
    ``InvalidInputError`` naming ``what``; with ``minimum``, smaller values are refused."""
    kind = "an integer" if minimum is None else f"an integer >= {minimum}"
    if isinstance(value, bool):
        raise InvalidInputError(f"{what} must be {kind}, got {value!r}")
    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise InvalidInputError(f"{what} must be {kind}, got {value!r}") from None
    if minimum is not None and number < minimum:
        raise InvalidInputError(f"{what} must be {kind}, got {number}")
    return number


def flag(value: object, what: str) -> bool:
    """A rule flag: ``True`` or ``False`` (``None``: the default, ``False``). Anything else
    is an ``InvalidInputError``: ``1`` or ``"no"`` would be taken for a yes or a no."""
    if value is None:
        return False
    if not isinstance(value, bool):
        raise InvalidInputError(f"{what} must be True or False, got {value!r}")
    return value


def card_id(value: object, what: str = "card") -> int:
    """Return ``value`` as a card id 0..53, or raise ``InvalidInputError``.

    Any integer-like object is accepted (``operator.index``), except ``bool``."""
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise InvalidInputError(f"{what} must be a card id 0..53, got {value!r}")
    card = integer(value, what)
    if not 0 <= card < NUM_CARDS:
        raise InvalidInputError(f"{what} must be a card id 0..53, got {card}")
    return card


def card_list(value: object, what: str = "cards", *, distinct: bool = True) -> list[int]:
    """Return ``value`` (an iterable of card ids) as a list of ids, in the given order.

    Raises ``InvalidInputError`` for a non-iterable, a string, a bad id, or (when
    ``distinct``) a card listed twice."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise InvalidInputError(f"{what} must be a list of card ids, got {value!r}")
    cards = [card_id(item, f"{what} entry") for item in value]
    if distinct and len(set(cards)) != len(cards):
        seen: set[int] = set()
        for card in cards:
            if card in seen:
                raise InvalidInputError(f"{what}: card {card} listed twice")
            seen.add(card)
    return cards
