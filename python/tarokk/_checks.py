"""Argument checks shared by the batch and search entry points (simulate, arena, solve,
the search player): an integer in its range, or one clear InvalidInputError, before
anything reaches the native core (whose counters are 64-bit: a bigger Python int would
otherwise surface as a bare OverflowError from the binding)."""

from __future__ import annotations

import operator
import unicodedata
from typing import Any, Optional, Sequence

from .errors import InvalidInputError

__all__ = ["flag", "whole_number", "integer", "seat_number", "card_ids", "hand_lists", "mapping", "card_points",
           "player_names", "party", "PARTY_NAMES", "MAX_THREADS", "MAX_COUNT", "fold_words"]

#: The most threads a call may ask for (far beyond any machine's cores; more would only
#: fail to spawn).
MAX_THREADS = 1024
#: The most of anything counted in 63 bits (deal indices, node limits).
MAX_COUNT = (1 << 63) - 1


def is_bool(x: Any) -> bool:
    """Is ``x`` a Python bool or a NumPy bool? NumPy 1 names its scalar type ``bool_`` and
    NumPy 2 ``bool``; older NumPys give it ``__index__`` (deprecated; 2.0 still has it,
    2.4 not), so that without this check a NumPy ``True`` would pass as the whole number 1."""
    kind = type(x)
    if kind is int or kind is str:  # the common arguments, at once
        return False
    if isinstance(x, bool):
        return True
    return kind.__module__ == "numpy" and kind.__name__ in ("bool_", "bool")


def flag(value: Any, what: str) -> bool:
    """``value`` as a bool if it is one (Python's or NumPy's), else one InvalidInputError:
    a fact or an option read by its truthiness would take ``"no"`` for yes."""
    if not is_bool(value):
        raise InvalidInputError(f"{what} is True or False, not {value!r}")
    return bool(value)


def is_text(s: str) -> bool:
    """Is ``s`` text, rather than bytes that were no UTF-8, which Python keeps as lone
    surrogates (typed at a prompt, given as an argument)?"""
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def whole_number(x: Any) -> Optional[int]:
    """``x`` as an int if it is a whole number the native class takes as one: a Python int
    or a NumPy integer (by ``__index__``), not a bool of either kind; else None."""
    if is_bool(x):
        return None
    if isinstance(x, int):
        return x
    if hasattr(x, "__index__"):
        try:
            return operator.index(x)
        except TypeError:  # a NumPy array of several numbers has __index__ and refuses it
            return None
    return None


def seat_number(what: str, seat: Any) -> int:
    """``seat`` as an int if it is a seat number (a whole number ≥ 0, not a bool): the
    score functions' seats, each checked against the table by the core afterwards."""
    n = whole_number(seat)
    if n is None or n < 0:
        raise InvalidInputError(f"{what} must be a seat number, not {seat!r}")
    return n


def integer(value: Any, what: str, low: int, high: Optional[int] = None) -> int:
    """``value`` as an int (anything with ``__index__``, not a bool of either kind) in
    ``low..high``."""
    if is_bool(value):
        raise InvalidInputError(f"{what} must be an integer, got {value!r}")
    try:
        v = operator.index(value)
    except TypeError:
        raise InvalidInputError(f"{what} must be an integer, got {value!r}") from None
    if v < low or (high is not None and v > high):
        huge = high is None or 1 << 62 < high <= MAX_COUNT  # the 63-bit cap on counts: not worth naming
        if v < low and huge:
            span = f">= {low}"
        elif huge:
            span = f"at most {high}"
        else:  # 2**64-1 as the other messages of seeds write it
            span = f"in {low}..{'2**64-1' if high == (1 << 64) - 1 else high}"
        raise InvalidInputError(f"{what} must be {span}, got {v}")
    return v


def mapping(value: Any, what: str, example: str) -> Any:
    """A keyword argument that is a dict (``None``: empty), e.g. ``announced={"trula": "declarer"}``."""
    from collections.abc import Mapping
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidInputError(f"{what} is a dict such as {example}, not {value!r}")
    return value


#: A party by its name in the games' languages (the settlements' words), as the score
#: functions take it besides ``"declarer"`` and ``"defenders"``.
PARTY_NAMES = {
    "hu": (("felvevő", "declarer"), ("ellenpárt", "defenders"), ("ellenfelek", "defenders")),
    "sl": (("igralci", "declarer"), ("igralec", "declarer"), ("nasprotniki", "defenders")),
}
_PARTIES = {name: side for names in PARTY_NAMES.values() for name, side in names}


def party(value: Any) -> Any:
    """``"declarer"`` or ``"defenders"`` for a party named in Hungarian or Slovenian
    (``"felvevő"``, ``"nasprotniki"``, any case); any other value as it is, for the caller's
    own check to refuse."""
    if isinstance(value, str):
        return _PARTIES.get(value.strip().casefold(), value)
    return value


def card_points(value: Any, total: int) -> list[int]:
    """Card points as the score functions take them: one side's (an int; the other side
    has the rest of ``total``), or both as a pair of ints."""
    from collections.abc import Sequence

    def whole(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    if whole(value):
        if not 0 <= value <= total:  # the other side's would be below 0
            raise InvalidInputError(f"card_points is one side's points, 0..{total}, not {value}")
        return [value, total - value]
    if isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 2 and all(map(whole, value)):
        return list(value)
    raise InvalidInputError(f"card_points is a whole number of points (or a pair: both sides'), not {value!r}")


def card_ids(cards: Any, what: str = "cards") -> list[int]:
    """Cards given by id or name (a list of either, or one text of names) as card ids."""
    from collections.abc import Sequence

    from . import _core
    if isinstance(cards, str):
        return list(_core.parse_cards(cards))
    # A NumPy array of ids is a list of card ids too (docs/protocol.md: NumPy integers are ints).
    ids: list[int] = []
    for c in cards if _numpy_array(cards, 1) or isinstance(cards, Sequence) else [None]:
        card = _core.parse_card(c) if isinstance(c, str) else whole_number(c)
        if card is None:
            raise InvalidInputError(f"{what} must be a list of card ids or names, or one text of names, not {cards!r}")
        ids.append(card)
    return ids


def _numpy_array(x: Any, ndim: int) -> bool:
    """Is ``x`` a NumPy array of ``ndim`` dimensions (without importing NumPy)?"""
    return type(x).__module__ == "numpy" and getattr(x, "ndim", None) == ndim


def hand_lists(hands: Any) -> list[list[int]]:
    """Hands given by card ids or names (a list of lists, or a 2-D NumPy array of ids)."""
    if isinstance(hands, str) or not (_numpy_array(hands, 2) or isinstance(hands, Sequence)):
        raise InvalidInputError(f"hands is a list of hands (each a list of cards), not {hands!r}")
    return [card_ids(h, f"hand {i}") for i, h in enumerate(hands)]


def player_names(players: Any) -> tuple[str, ...]:
    """A score sheet's players: distinct names, each non-empty printable text. A name with a
    line break, a terminal's escape code or a lone surrogate is refused: the sheet prints
    the names (an audit forged a sheet row and cleared the screen from a match record)."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise InvalidInputError("players must be a sequence of names")
    names = tuple(players)
    for p in names:
        if not isinstance(p, str) or not p.strip():
            raise InvalidInputError(f"a player's name is non-empty text, not {p!r}")
        if not p.isprintable():
            raise InvalidInputError(f"a player's name is printable text, without control characters: {p!r}")
    if len(set(names)) != len(names):
        raise InvalidInputError(f"player names must differ: {list(names)}")
    return names


def fold_words(text: str) -> str:
    """Words as the score functions read them: lower case, no accents, ``_`` and ``-`` as
    spaces, single spaces (``"Pagát  Ultimó"``, ``"pagat-ultimo"`` → ``"pagat ultimo"``;
    ``"Odprti Berač"`` → ``"odprti berac"``), as typed on any keyboard."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(text.replace("_", " ").replace("-", " ").split())
