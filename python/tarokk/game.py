"""The high-level API of one deal: :class:`Game`, with readable actions, views and results.

One API for every game (``shared/game-api.md``); the engine behind it is the Rust core
(``backend="native"``, the default) or the pure-Python reference (``backend="reference"``).

    >>> g = Game("slovenian", seed=7)
    >>> g.phase, g.current_player
    ('bidding', 2)
    >>> [a.name for a in g.legal_actions()][:3]
    ['pass', 'two', 'one']
    >>> g.apply("two")            # or an Action, or its integer id
    Action(57, 'two')
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Iterator, Optional, Sequence, Union

from . import _core
from .contracts import SLOVENIAN_CONTRACTS
from .errors import IllegalActionError, InvalidInputError
from .variants import SlovenianRules, Variant, variant as make_variant

__all__ = ["Action", "Game", "Item", "Settlement", "View", "CONTRACT_NAMES"]

#: Slovenian contract names by index (``docs/slovenian.md``), English and Slovenian.
CONTRACT_NAMES = tuple((c.name, c.local) for c in SLOVENIAN_CONTRACTS)


@dataclass(frozen=True)
class Action:
    """An action with its names: ``id`` is what the engines take, ``name`` is English,
    ``local`` is in the game's own language."""

    id: int
    name: str
    local: str

    def __int__(self) -> int:
        return self.id

    def __index__(self) -> int:
        return self.id

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"Action({self.id}, {self.name!r})"


@dataclass(frozen=True)
class Item:
    """One line of a settlement: what was scored, for which side, and how much."""

    item: str
    side: Optional[str]
    seat: Optional[int]
    announced: bool
    kontra: int
    amount: int


@dataclass(frozen=True)
class Settlement:
    """The result of a finished deal (``docs/slovenian.md``, "Result")."""

    contract: Optional[int]
    declarer: Optional[int]
    partner: Optional[int]
    annulled: bool
    won: Optional[bool]
    card_points: Optional[tuple[int, ...]]
    declarer_points: Optional[int]
    difference: Optional[int]
    amounts: tuple[int, ...]
    items: tuple[Item, ...]

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Settlement":
        return cls(
            contract=d["contract"], declarer=d["declarer"], partner=d["partner"],
            annulled=d["annulled"], won=d["won"],
            card_points=None if d["card_points"] is None else tuple(d["card_points"]),
            declarer_points=d["declarer_points"], difference=d["difference"],
            amounts=tuple(d["amounts"]), items=tuple(Item(**i) for i in d["items"]),
        )

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["card_points"] = None if self.card_points is None else list(self.card_points)
        d["amounts"] = list(self.amounts)
        d["items"] = [dataclasses.asdict(i) for i in self.items]
        return d

    @property
    def contract_name(self) -> Optional[str]:
        return None if self.contract is None else CONTRACT_NAMES[self.contract][0]

    def __str__(self) -> str:
        if self.annulled:
            return "deal annulled (a hand without a tarok, SL-D3): no score"
        lines = []
        if self.contract == 0:
            lines.append("klop: every player alone")
        else:
            who = f"seat {self.declarer}" + (f" with seat {self.partner}" if self.partner is not None else " alone")
            lines.append(f"{self.contract_name} by {who}: {'won' if self.won else 'lost'}")
            # A result with declarer points always has card points (docs/slovenian.md
            # "Result"); the second test only narrows the Optional.
            if self.declarer_points is not None and self.card_points is not None:
                lines.append(f"card points: declarer side {self.card_points[0]}, "
                             f"defenders {self.card_points[1]}"
                             + (f"; difference {self.difference}" if self.difference is not None else ""))
        for it in self.items:
            whose = f"seat {it.seat}" if it.seat is not None else (it.side or "")
            how = "announced" if it.announced else "silent"
            k = f" ×{it.kontra}" if it.kontra > 1 else ""
            lines.append(f"  {it.item:<14} {whose:<10} {how:<9}{k:>4} {it.amount:+5d}")
        lines.append("amounts: " + ", ".join(f"seat {s}: {a:+d}" for s, a in enumerate(self.amounts)))
        return "\n".join(lines)


class View:
    """What one seat may know. Attribute access to the protocol's keys
    (``view.hand``, ``view.talon``, ``view.partner``…); ``str(view)`` reads aloud."""

    def __init__(self, data: dict[str, Any]):
        self._data = data

    def __getattr__(self, key: str) -> Any:
        try:
            return self._data[key]
        except KeyError:
            raise AttributeError(key) from None

    def as_dict(self) -> dict[str, Any]:
        return dict(self._data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, View) and self._data == other._data

    def __repr__(self) -> str:
        return f"View(seat={self.seat}, phase={self.phase!r})"

    def __str__(self) -> str:
        d = self._data
        names = lambda cs: _core.format_cards(cs, "unicode") or "—"  # noqa: E731
        out = [f"seat {d['seat']} · phase {d['phase']} · to act: {d['current_player']}",
               f"hand: {names(d['hand'])}"]
        if d["contract"] is not None:
            c = CONTRACT_NAMES[d["contract"]][0]
            out.append(f"contract: {c}" + (f" by seat {d['declarer']}" if d["declarer"] is not None else ""))
        if d["called"] is not None:
            out.append(f"called: {_core.format_card(d['called'], 'en')}; partner: "
                       + ("unknown" if d["partner"] is None else f"seat {d['partner']}"))
        if d["talon"]:
            out.append(f"talon: {names(d['talon'])}")
        if d["discards"]:
            out.append(f"discards seen: {names(d['discards'])}")
        for seat, hand in d["revealed"].items():
            out.append(f"seat {seat} shows: {names(hand)}")
        if d["trick"]:
            out.append(f"trick (led by seat {d['trick_leader']}): {names(d['trick'])}")
        return "\n".join(out)


def _engine_class(game: str, backend: str):
    if backend not in ("native", "reference"):
        raise InvalidInputError(f"unknown backend {backend!r}: use 'native' or 'reference'")
    if game != "slovenian":
        raise InvalidInputError(f"no engine for game {game!r} yet")
    if backend == "native":
        return _core.SlovenianGame
    from . import reference
    return reference.SlovenianGame


class Game:
    """One deal of a tarokk game, from shuffle (or hand-given cards) to settlement."""

    def __init__(self, variant: Union[str, Variant] = "slovenian", *, seed: Optional[int] = None,
                 dealer: int = 0, hands: Optional[Sequence[Sequence[Union[int, str]]]] = None,
                 talon: Optional[Sequence[Union[int, str]]] = None, compulsory_klop: bool = False,
                 backend: str = "native", **options: Any):
        self.variant: Variant = make_variant(variant, **options)
        self.backend = backend
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or seed < 0):
            raise InvalidInputError(f"seed must be a non-negative int, not {seed!r}")
        rules = self.variant
        n = rules.active_players
        if isinstance(rules, SlovenianRules) and n == 3 and not rules.three_player_compulsory_klop:
            compulsory_klop = False  # SL-T2 [choice]: bid normally instead
        cls = _engine_class(rules.game, backend)
        kw: dict[str, Any] = dict(dealer=dealer, compulsory_klop=compulsory_klop, **rules.engine_options())
        if hands is not None or talon is not None:
            if hands is None or talon is None:
                raise InvalidInputError("hands and talon are given together")
            kw["hands"] = [_card_ids(h) for h in hands]
            kw["talon"] = _card_ids(talon)
        else:
            kw["seed"] = 0 if seed is None else seed
        self.seed = kw.get("seed")
        self.dealer = dealer
        self.compulsory_klop = compulsory_klop
        self._engine = cls(n, **kw)
        self._initial = self._engine.copy()
        self._history: list[tuple[int, Action]] = []
        self._undo: list[Any] = []

    # -- state ------------------------------------------------------------------------
    @property
    def engine(self):
        """The backend's game object (protocol of ``docs/slovenian.md``)."""
        return self._engine

    @property
    def num_players(self) -> int:
        return self._engine.num_players

    @property
    def phase(self) -> str:
        return self._engine.phase

    @property
    def current_player(self) -> Optional[int]:
        return self._engine.current_player

    @property
    def is_over(self) -> bool:
        return self._engine.is_over

    @property
    def hands(self) -> list[list[int]]:
        """Every hand (omniscient: for simulators and tests, not for players)."""
        return self._engine.hands

    @property
    def talon(self) -> list[int]:
        return self._engine.talon

    @property
    def initial_hands(self) -> list[list[int]]:
        return self._initial.hands

    @property
    def history(self) -> list[tuple[int, Action]]:
        """Every action so far as ``(seat, action)``, named as it was when taken."""
        return list(self._history)

    # -- actions ----------------------------------------------------------------------
    def _named(self, a: int) -> Action:
        return Action(a, self._engine.action_name(a, "en"), self._engine.action_name(a, "sl"))

    def legal_actions(self) -> list[Action]:
        return [self._named(a) for a in self._engine.legal_actions()]

    def action(self, action: Union[Action, int, str]) -> Action:
        """Resolve an action given as an :class:`Action`, an id or text (not applied)."""
        if isinstance(action, Action):
            return self._named(action.id)
        if isinstance(action, str):
            return self._named(self._engine.parse_action(action))
        if isinstance(action, int) and not isinstance(action, bool):
            return self._named(action)
        raise InvalidInputError(f"an action is an Action, an int or text, not {type(action).__name__}")

    def apply(self, action: Union[Action, int, str], seat: Optional[int] = None) -> Action:
        """Apply an action; illegal → :class:`IllegalActionError` saying why, state unchanged."""
        if isinstance(action, int) and not isinstance(action, bool):
            if not 0 <= action < 106:
                raise IllegalActionError(f"no such action id: {action}")
            named = self._named(action)
        else:
            named = self.action(action)
        who = self.current_player
        if who is None:  # what both engines would raise; checked here so `who` is a seat
            raise IllegalActionError("the deal is over")
        if seat is not None and seat != who:
            raise IllegalActionError(f"it is seat {who}'s turn, not seat {seat}'s")
        before = self._engine.copy()
        self._engine.apply(named.id)
        self._undo.append(before)
        self._history.append((who, named))
        return named

    def undo(self) -> Action:
        """Take back the last action."""
        if not self._undo:
            raise InvalidInputError("nothing to undo")
        self._engine = self._undo.pop()
        return self._history.pop()[1]

    def copy(self) -> "Game":
        g = object.__new__(Game)
        g.__dict__.update(self.__dict__)
        g._engine = self._engine.copy()
        g._history = list(self._history)
        g._undo = list(self._undo)
        return g

    # -- information --------------------------------------------------------------------
    def view(self, seat: int) -> View:
        return View(self._engine.view(seat))

    def result(self) -> Settlement:
        return Settlement.from_dict(self._engine.result())

    def play_random(self, rng=None) -> "Game":
        """Finish the deal with random legal actions (a convenience for examples)."""
        import random
        rng = rng or random.Random()
        while not self.is_over:
            self._engine.apply(rng.choice(self._engine.legal_actions()))
        return self

    def __iter__(self) -> Iterator[tuple[int, Action]]:
        return iter(self._history)

    def __repr__(self) -> str:
        return f"Game({self.variant.game!r}, phase={self.phase!r}, current_player={self.current_player})"


def _card_ids(cards: Union[str, Sequence[Union[int, str]]]) -> list[int]:
    if isinstance(cards, str):
        return list(_core.parse_cards(cards))
    return [c if isinstance(c, int) else _core.parse_card(c) for c in cards]
