"""Typed views: what one seat may know, as frozen dataclasses.

:class:`View` holds the fields every game's view has; each game's view class adds its own
(:class:`SlovenianView`, :class:`JokaiView`, :class:`PaskievicsView`; the registry's
``GameInfo.view_class`` says which is whose). The fields and their meaning are the
protocol's (``docs/<game>.md``, "Views"), with two kinds of value typed more tightly than
the protocol's JSON-like lists: a ``[seat, action]`` (or ``[seat, card]``) pair is a
``tuple[int, int]``, and a completed trick is a :class:`Trick` (``leader, cards, winner``).
``view.as_dict()`` gives the protocol's plain dict back, and a view reads as a read-only
mapping of its fields by name too (``view["hand"]``, ``"talon" in view``, ``list(view)``,
``view.items()``, ``view.get("partner")``), for code written for the protocol's dicts.

    >>> import tarokk
    >>> v = tarokk.Game("slovenian", seed=7).view(2)
    >>> v.seat, v.phase, v.current_player
    (2, 'bidding', 2)
    >>> isinstance(v, tarokk.SlovenianView), v.talon
    (True, [])
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, NamedTuple, Optional

from . import _core

__all__ = ["View", "SlovenianView", "JokaiView", "PaskievicsView", "Trick", "Pair", "view_from_dict"]

#: ``(seat, action)`` of a bid, an announcement…; ``(seat, card)`` of a Paskievics deviation.
Pair = tuple[int, int]


class Trick(NamedTuple):
    """A completed trick: who led it, its cards in play order, who won it."""

    leader: int
    cards: list[int]
    winner: int


def _pairs(value: Any) -> list[Pair]:
    return [(int(s), int(a)) for s, a in value]


def _trick(value: Any) -> Trick:
    leader, cards, winner = value
    return Trick(int(leader), list(cards), int(winner))


def _tricks(value: Any) -> list[Trick]:
    return [_trick(t) for t in value]


def _optional_trick(value: Any) -> Optional[Trick]:
    return None if value is None else _trick(value)


def _revealed(value: Any) -> dict[int, list[int]]:
    return {int(s): list(h) for s, h in value.items()}


def _plain(value: Any) -> Any:
    """The protocol's JSON-like form of a field: tuples (pairs, tricks) as lists."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True, repr=False)
class View(Mapping[str, Any]):
    """What one seat may know: the fields every game's view has. ``Game.view(seat)``
    returns the game's own subclass, with the game's fields besides these. Also a
    read-only mapping of the fields by name, in the order of ``as_dict()``."""

    #: The seat this view is for (a table seat).
    seat: int
    #: Seats at the table (a sitting-out dealer included).
    num_players: int
    dealer: int
    #: The first seat to speak and to lead.
    forehand: int
    #: The phase's name (``docs/<game>.md``, "Phases").
    phase: str
    #: Whose turn it is; None when the deal is over.
    current_player: Optional[int]
    #: This seat's cards, sorted (``[]`` for a dealer who sits out).
    hand: list[int]
    #: The contract's index (``GameInfo.contract_names``) once known, else None.
    contract: Optional[int]
    #: The declarer's seat once known, else None.
    declarer: Optional[int]
    #: ``(seat, action)`` of every announcement-phase action in order (passes included).
    announcements: list[Pair]
    #: The cards of the trick in progress, in play order.
    trick: list[int]
    #: Who led the trick in progress (None outside the play).
    trick_leader: Optional[int]

    #: The registered game whose view this is.
    game: ClassVar[str] = ""
    #: How a field's protocol value becomes its typed value (fields not named: as given).
    _convert: ClassVar[dict[str, Any]] = {"announcements": _pairs}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> View:
        """The typed view of a protocol view dict (an engine's ``view(seat)``)."""
        conv = cls._convert
        return cls(**{k: conv[k](v) if k in conv else v for k, v in data.items()})

    def as_dict(self) -> dict[str, Any]:
        """The protocol's plain dict (``docs/<game>.md``, "Views"), which ``json.dumps``
        takes. JSON keys are text: a Slovenian ``revealed`` (seat → hand) comes back from
        ``json.loads`` with ``"1"`` for 1, which :meth:`from_dict` of the game's view class
        (``Game.view``'s) reads as seats again."""
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @property
    def trick_plays(self) -> list[tuple[int, int]]:
        """The trick in progress as ``(seat, card)`` in play order: the leader, then round
        the seats that play (a Hungarian game's ``active`` seats, without the dealer who sits
        out), which a table shows beside each card."""
        if not self.trick or self.trick_leader is None:
            return []
        active = getattr(self, "active", None)
        order = list(active) if active else list(range(self.num_players))
        first = order.index(self.trick_leader)
        return [(order[(first + i) % len(order)], card) for i, card in enumerate(self.trick)]

    def __getitem__(self, key: str) -> Any:
        """A field by name (``view["hand"]``), typed as the attribute."""
        if key in self:
            return getattr(self, key)
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        """Has this game's view the field ``key``? (Its class constants are no fields.)"""
        return key in _field_names(type(self))

    def __iter__(self) -> Iterator[str]:
        """The fields' names, in the order of ``as_dict()``."""
        return iter(_field_names(type(self)))

    def __len__(self) -> int:
        return len(_field_names(type(self)))

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seat={self.seat}, phase={self.phase!r})"

    def _lines(self) -> list[str]:
        """The game's own lines of ``str(view)`` (after the hand and the contract)."""
        return []

    def __str__(self) -> str:
        from .registry import find_game
        out = [f"seat {self.seat} · phase {self.phase} · to act: {self.current_player}",
               f"hand: {_names(self.hand)}"]
        if self.contract is not None:
            c = find_game(self.game).contract_name(self.contract)
            out.append(f"contract: {c}" + (f" by seat {self.declarer}" if self.declarer is not None else ""))
        out.extend(self._lines())
        if self.trick:
            out.append(f"trick (led by seat {self.trick_leader}): {_names(self.trick)}")
        return "\n".join(out)


@functools.cache
def _field_names(cls: type) -> dict[str, None]:
    """A view class's field names in order (``dataclasses.fields`` leaves out the
    ``ClassVar`` constants, which ``__dataclass_fields__`` holds too)."""
    return dict.fromkeys(f.name for f in dataclasses.fields(cls))


def _names(cards: list[int]) -> str:
    return _core.format_cards(cards, "unicode") or "—"


def _called_line(called: Optional[int], partner: Optional[int]) -> list[str]:
    if called is None:
        return []
    return [f"called: {_core.format_card(called, 'en')}; partner: "
            + ("unknown" if partner is None else f"seat {partner}")]


@dataclass(frozen=True, repr=False)
class SlovenianView(View):
    """A Slovenian tarok view (``docs/slovenian.md``, "Views")."""

    #: SL-B4: this deal is a compulsory klop.
    compulsory_klop: bool
    #: ``(seat, action)`` of the bidding and the declare action.
    bids: list[Pair]
    #: The called king (or queen), once called.
    called: Optional[int]
    #: The partner's seat, only once this seat knows it.
    partner: Optional[int]
    #: The talon cards this seat has seen, in talon order.
    talon: list[int]
    #: The index of the talon set the declarer took.
    talon_taken: Optional[int]
    #: The declarer's discards this seat may see (all for him, the taroks for the others).
    discards: list[int]
    #: Completed tricks.
    tricks: list[Trick]
    #: Hands shown to everybody: seat → sorted hand (SL-D3, SL-P7).
    revealed: dict[int, list[int]]
    #: Tricks won per seat.
    won_counts: list[int]

    game: ClassVar[str] = "slovenian"
    _convert: ClassVar[dict[str, Any]] = {**View._convert, "bids": _pairs, "tricks": _tricks,
                                          "revealed": _revealed}

    def _lines(self) -> list[str]:
        out = _called_line(self.called, self.partner)
        if self.talon:
            out.append(f"talon: {_names(self.talon)}")
        if self.discards:
            out.append(f"discards seen: {_names(self.discards)}")
        out.extend(f"seat {seat} shows: {_names(hand)}" for seat, hand in self.revealed.items())
        return out


@dataclass(frozen=True, repr=False)
class JokaiView(View):
    """A Jókai-hármas view (``docs/jokai.md``, "Views"). JK-P6: only the last completed
    trick is in it."""

    #: The three active seats in playing order from the forehand.
    active: list[int]
    #: ``(seat, action)`` of every bidding action.
    bids: list[Pair]
    #: Phase skart: the view number 1..5; after the take: the skart index; else None.
    skart_view: Optional[int]
    #: Phase skart: the pair in view (0..2); after the take: the pair taken; else None.
    skart_pair: Optional[int]
    #: Top, middle, bottom pair: its two cards if this seat (the declarer) saw it (JK-S3).
    skart_seen: list[Optional[list[int]]]
    #: The declarer's discards, for the declarer only.
    discards: list[int]
    #: The announced figures, sorted (the implied tarokk count included).
    announced: list[int]
    #: The announced tarokk count.
    tarokk_count: Optional[int]
    #: Kontra factor (1, 2, 4) by item: the game, then each figure.
    kontra: list[int]
    #: The last completed trick (JK-P6), or None.
    last_trick: Optional[Trick]
    #: Tricks won per table seat.
    tricks_won: list[int]

    game: ClassVar[str] = "jokai"
    _convert: ClassVar[dict[str, Any]] = {**View._convert, "bids": _pairs, "last_trick": _optional_trick}

    def _lines(self) -> list[str]:
        out = [f"discards: {_names(self.discards)}"] if self.discards else []
        if self.last_trick is not None:
            out.append(f"last trick (won by seat {self.last_trick.winner}): {_names(self.last_trick.cards)}")
        return out


@dataclass(frozen=True, repr=False)
class PaskievicsView(View):
    """A Paskievics view (``docs/paskievics.md``, "Views")."""

    #: The active seats in playing order.
    active: list[int]
    #: ``(seat, action)`` of the ráütés: the knock or cut, and the packet choices.
    rautes: list[Pair]
    #: The free packets during phase ``packets``, else ``[]``.
    packets: list[int]
    #: ``(seat, action)`` of the bidding.
    auction: list[Pair]
    #: ``(seat, invited card)`` of every deviation from an invitation.
    deviations: list[Pair]
    #: The seat that yielded (PK-B4), or None.
    yielded: Optional[int]
    #: This seat's talon share, sorted.
    received: list[int]
    #: Per table seat: the cards of its discards this seat may see.
    discards: list[list[int]]
    #: Per table seat: the announced number of discarded tarokks, or None.
    discarded_tarokks: list[Optional[int]]
    #: The tarokks among the non-declarers' discards, told to a sitting-out dealer.
    dealer_tarokks: Optional[int]
    #: The called card, once called.
    called: Optional[int]
    #: The called card lies in the discards and that is known (PK-H5).
    official_kontra: bool
    #: Per table seat: its side if this seat knows it.
    sides: list[Optional[Literal["declarer", "defenders"]]]
    #: The partner's seat if there is one and this seat knows it.
    partner: Optional[int]
    #: Per figure: the seat that announced it, or None.
    figures: list[Optional[int]]
    #: Kontra level 0..5 by item: the game, then each figure.
    kontra: list[int]
    #: Per table seat: the tarokk count (8 or 9) it said or revealed, or None.
    tarokk_counts: list[Optional[int]]
    #: Completed tricks.
    tricks: list[Trick]
    #: Tricks won per table seat.
    won_counts: list[int]
    #: Every discarded tarokk has been shown (after the first trick).
    skart_shown: bool

    game: ClassVar[str] = "paskievics"
    _convert: ClassVar[dict[str, Any]] = {**View._convert, "rautes": _pairs, "auction": _pairs,
                                          "deviations": _pairs, "tricks": _tricks}

    def _lines(self) -> list[str]:
        out = _called_line(self.called, self.partner)
        if self.received:
            out.append(f"from the talon: {_names(self.received)}")
        return out


#: The view class of each game, looked up in the registry once.
_BY_GAME: dict[str, type[View]] = {}


def view_from_dict(data: dict[str, Any], game: str) -> View:
    """The typed view of game ``game`` (its ``GameInfo.view_class``) from a protocol view
    dict."""
    cls = _BY_GAME.get(game)
    if cls is None:
        from .registry import find_game
        cls = _BY_GAME[game] = find_game(game).view_class()
    return cls.from_dict(data)
