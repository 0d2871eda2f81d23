"""Readable cards on top of the integer card ids that both backends use.

A :class:`Card` *is* an ``int`` (its id in the 54-card space, see ``docs/protocol.md``),
so it can be passed anywhere an id is expected and compared with the ids the engines
return, while printing as a name.
"""

from __future__ import annotations

from typing import Iterable, Literal, Optional, Union

from . import _core
from ._checks import whole_number
from .errors import InvalidInputError

Style = Literal["ascii", "unicode", "hu", "sl", "en"]

SUITS = ("hearts", "diamonds", "clubs", "spades")

__all__ = ["Card", "Style", "SUITS", "card", "cards", "card_action_verb", "styled_action_name", "PACK_42", "PACK_54"]


class Card(int):
    """One card. ``Card("kőr király") == Card("KH") == Card(29)``."""

    __slots__ = ()

    def __new__(cls, value: Union[int, str]) -> "Card":
        if isinstance(value, str):
            return super().__new__(cls, _core.parse_card(value))
        card_id = whole_number(value)  # an int or a NumPy integer, not a bool
        if card_id is not None:
            _core.format_card(card_id)  # raises InvalidInputError for a bad id
            return super().__new__(cls, card_id)
        # A value of the wrong kind is bad input like a bad name (docs/protocol.md): not a TypeError.
        raise InvalidInputError(f"Card() takes a card id or a name, not {value!r}")

    @property
    def id(self) -> int:
        """The card's id, 0..53 (``docs/protocol.md``, "Card ids")."""
        return int(self)

    @property
    def is_trump(self) -> bool:
        """Is it a tarok (ids 0..21: the pagát/I to XXI, and the skíz)?"""
        return self < 22

    @property
    def suit(self) -> str | None:
        """``"hearts"`` … ``"spades"``, or ``None`` for trumps."""
        return None if self < 22 else SUITS[(self - 22) // 8]

    @property
    def points(self) -> int:
        """Its card points (:func:`tarokk.card_points`)."""
        return _core.card_points(self)

    def name(self, style: Style = "ascii") -> str:
        """Its name in ``style`` (:func:`tarokk.format_card`: ``"ascii"``, ``"unicode"``,
        ``"en"``, ``"hu"``, ``"sl"``)."""
        return _core.format_card(self, style)

    def __str__(self) -> str:
        return _core.format_card(self, "unicode")

    def __repr__(self) -> str:
        return f"Card({_core.format_card(self, 'ascii')!r})"


def card_action_verb(named: str, card_id: int) -> Optional[str]:
    """What a card action's name says before its card: ``"discard "`` for ``"discard KH"``,
    ``"založi "`` for ``"založi srce kralj"``, ``""`` for a card named alone; ``None`` when the
    name ends in no form of the card (a Jókai discard in Hungarian names its card as the
    verb's object, ``"leteszem a kőr királyt"``: shown as it is). So a front end can show
    the card in its own style."""
    for form in sorted({_core.format_card(card_id, s) for s in ("ascii", "unicode", "hu", "sl", "en")}, key=len,
                       reverse=True):
        if named == form:
            return ""
        if named.endswith(" " + form):
            return named[: -len(form)]
    return None


def styled_action_name(named: str, action_id: int, style: Style) -> str:
    """An action's name with its card, if it has one, in ``style``: ``"discard K♥"`` for
    ``"discard KH"`` in ``"unicode"``; any other name as it is."""
    verb = card_action_verb(named, action_id) if action_id < 54 else None
    return named if verb is None else verb + _core.format_card(action_id, style)


def card(value: Union[int, str]) -> Card:
    """A :class:`Card` from an id or any name (``"XXI"``, ``"mond"``, ``"K♥"``)."""
    return Card(value)


def cards(value: Union[str, Iterable[Union[int, str]]]) -> list[Card]:
    """Cards from a text list (``"KH, QH, XXI"``) or an iterable of ids or names."""
    if isinstance(value, str):
        return [Card(c) for c in _core.parse_cards(value)]
    if not isinstance(value, Iterable):
        raise InvalidInputError(f"cards are a text list or a list of ids or names, not {value!r}")
    return [Card(v) for v in value]


PACK_54: tuple[Card, ...] = tuple(Card(c) for c in _core.PACK_54)
PACK_42: tuple[Card, ...] = tuple(Card(c) for c in _core.PACK_42)
