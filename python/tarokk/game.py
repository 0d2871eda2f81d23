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
import functools
import operator
import random
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, Iterator, Literal, Optional, Sequence, TypeVar, Union, overload

from . import _core
from ._checks import card_ids, hand_lists, whole_number
from .engines import BACKENDS, Action, new_engine
from .errors import InvalidInputError
from .facts import Facts, facts_from_dict
from .registry import GameInfo, find_game, find_variant
from .views import JokaiView, PaskievicsView, SlovenianView, Trick, View, view_from_dict

if TYPE_CHECKING:
    # A default (PEP 696) for type checkers only: a bare ``Game`` is ``Game[View]``. The
    # runtime TypeVar below has none (typing has it from Python 3.13, and tarokk needs no
    # typing_extensions at run time).
    from typing_extensions import TypeVar as _TypeVarWithDefault
    from .variants import JokaiRules, PaskievicsRules, SlovenianRules
    ViewT = _TypeVarWithDefault("ViewT", bound=View, covariant=True, default=View)
else:
    ViewT = TypeVar("ViewT", bound=View, covariant=True)

#: The presets' names by game (``tarokk.variants.PRESETS``), for the type of
#: :meth:`Game.view`: ``Game("jokai").view(0)`` is a :class:`JokaiView` to a type checker.
SlovenianPreset = Literal["slovenian", "slovenian-4", "slovenian-3", "slovenian-5",
                          "slovenian_4", "slovenian_3", "slovenian_5"]
JokaiPreset = Literal["jokai", "jokai-3", "jokai-4", "jokai_3", "jokai_4"]
PaskievicsPreset = Literal["paskievics", "paskievics-4", "paskievics-5", "paskievics_4", "paskievics_5"]

__all__ = ["Action", "Game", "Item", "Settlement", "View", "SlovenianView", "JokaiView",
           "PaskievicsView", "Trick", "CONTRACT_NAMES"]

#: Slovenian contract names by index (``docs/slovenian.md``), English and Slovenian.
CONTRACT_NAMES = find_game("slovenian").contract_names

#: Result keys every game has; the rest are the game's own (``Settlement.extra``).
_COMMON = ("contract", "declarer", "partner", "annulled", "won", "card_points",
           "declarer_points", "difference", "amounts", "items")


@dataclass(frozen=True)
class Item:
    """One line of a settlement: what was scored, for which side, how much, and what it
    gives each seat (``amounts``; the items' amounts add up to the settlement's)."""

    item: str
    side: Optional[str]
    seat: Optional[int]
    announced: bool
    kontra: int
    amount: int
    amounts: tuple[int, ...] = ()


@dataclass(frozen=True)
class Settlement:
    """The result of a finished deal (``docs/<game>.md``, "Result")."""

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
    #: The game's own result facts (Slovenian ``no_tarok``: the seats dealt no tarok).
    extra: dict[str, Any] = field(default_factory=dict, compare=True)
    game: str = "slovenian"
    #: The dealer of the deal it settles, for a settlement a game gave (``Game.result()``);
    #: None for one of facts entered by hand or read from a dict. Not part of ``to_dict``
    #: (a result's record stays as it was) nor of equality: a score sheet uses it to refuse
    #: another deal's result.
    dealer: Optional[int] = field(default=None, compare=False)

    @classmethod
    def from_dict(cls, d: dict[str, Any], game: Optional[str] = None, dealer: Optional[int] = None) -> "Settlement":
        """The settlement of a result dict (``to_dict()``, a record's ``result``). The dict
        does not name its game: ``game`` does (a game's or a preset's name), or, when None,
        the game whose own facts the dict holds (Slovenian ``no_tarok``, Jókai
        ``skart_index``…; a dict with none of them is Slovenian's, as before). A key that
        is neither common to every game nor a fact of that game is refused
        (:class:`InvalidInputError`): a Paskievics result read as a Slovenian one named its
        contract three "klop"."""
        extra = {k: v for k, v in d.items() if k not in _COMMON}
        game = _result_game(extra, game)
        items = tuple(Item(**{**i, "amounts": tuple(i.get("amounts", ()))}) for i in d["items"])
        return cls(
            contract=d["contract"], declarer=d["declarer"], partner=d["partner"],
            annulled=d["annulled"], won=d["won"],
            card_points=None if d["card_points"] is None else tuple(d["card_points"]),
            declarer_points=d.get("declarer_points"), difference=d.get("difference"),
            amounts=tuple(d["amounts"]), items=items,
            extra=extra, game=game, dealer=dealer,
        )

    def to_dict(self) -> dict[str, Any]:
        """The result as the protocol's plain dict (``docs/<game>.md``, "Result"), as a
        record stores it."""
        d: dict[str, Any] = {k: getattr(self, k) for k in _COMMON}
        d["card_points"] = None if self.card_points is None else list(self.card_points)
        d["amounts"] = list(self.amounts)
        d["items"] = [{**dataclasses.asdict(i), "amounts": list(i.amounts)} for i in self.items]
        d.update(self.extra)
        return d

    def __getitem__(self, key: str) -> Any:
        """A key of the result's protocol dict (``result()["amounts"]``, as ``to_dict()``
        and ``docs/<game>.md``, "Result", give it: lists, not tuples)."""
        d = self.to_dict()
        if key in d:
            return d[key]
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        """Has this game's result the key ``key``?"""
        return key in _COMMON or key in self.extra

    @property
    def contract_name(self) -> Optional[str]:
        """The contract's English name (``GameInfo.contract_names``), None for none."""
        return find_game(self.game).contract_name(self.contract)

    @property
    def facts(self) -> Facts:
        """``extra`` typed: the game's own result facts as its :mod:`tarokk.facts` class."""
        return facts_from_dict(find_game(self.game).facts_class(), self.extra)

    def __str__(self) -> str:
        return self.text()

    def _jokai_sum(self, it: Any) -> str:
        """``"  = 2^2·4 + 5"`` after a Jókai game or announced pagát ultimó line: how its
        amount is made up (JK-P1, JK-A3), shown only where that sum is the amount."""
        if not it.announced or it.amount == 0 or self.contract is None:
            return ""
        terms = _jokai_terms(self.contract, self.extra.get("skart_index"), it.amount > 0, it.item, it.kontra)
        return f"  = {terms[0]}" if terms is not None and terms[1] == abs(it.amount) else ""

    def _slovenian_sum(self, it: Any) -> str:
        """``"  = (20 + 5)·2"`` after a Slovenian game line of three … solo one: the
        contract's value and the difference, times the kontra (SL-B1, SL-S1), shown only
        where that sum is the amount."""
        c, d = self.contract, self.difference
        if it.item != "game" or c is None or not 1 <= c <= 6 or d is None or it.amount == 0:
            return ""
        value = 10 * c  # SL-B1: three 10, two 20, one 30, solo three 40 … solo one 60
        terms = f"{value} + {abs(d)}" if it.kontra == 1 else f"({value} + {abs(d)})·{it.kontra}"
        return f"  = {terms}" if (value + abs(d)) * it.kontra == abs(it.amount) else ""

    def text(self, lang: str = "en") -> str:
        """The settlement as lines to read, in ``lang`` (one of the game's languages, as
        ``tarokk play --lang`` shows it): the contract and who played it, the card points, an
        item a line (a Jókai or Slovenian game line, and an announced Jókai pagát ultimó, with
        the sum it is made of; a Paskievics game of 0 replaced by a dupla or volát said so),
        each seat's amount. ``str()`` is its English."""
        from .clitexts import item_name, seat, side_name, spoken, text as words
        info = find_game(self.game)
        spoken(info, lang)
        if self.annulled and not any(self.amounts):
            shown = self.extra.get("no_tarok") or []
            if shown:
                return words(lang, "result.no_tarok", seats=", ".join(map(str, shown)))
            return words(lang, "result.thrown_in")
        lines = []
        contract = info.contract_name(self.contract, lang)
        if self.annulled:  # thrown in, and paid for (Paskievics PK-S5)
            lines.append(words(lang, "result.thrown_in_paid"))
        elif self.declarer is None:
            lines.append(words(lang, "result.every_alone", contract=contract))
        else:
            who = (words(lang, "result.alone", seat=self.declarer) if self.partner is None
                   else words(lang, "result.with", seat=self.declarer, partner=self.partner))
            lines.append(words(lang, "result.outcome", contract=contract, who=who,
                               result=words(lang, "result.won" if self.won else "result.lost")))
            # A contract made or not whatever the card points (beggar, valat: SL-S3) shows
            # none: they decide nothing, and an early end (SL-B1) left them partial.
            made_or_not = self.contract in find_game(self.game).made_or_not_contracts
            if self.card_points is not None and len(self.card_points) == 2 and not made_or_not:
                difference = ("" if self.difference is None
                              else words(lang, "result.difference", difference=self.difference))
                lines.append(words(lang, "result.card_points", declarer=self.card_points[0],
                                   defenders=self.card_points[1], difference=difference))
        # Each item: its name, whose it is, announced or silent (not in klop, where nothing is
        # announced: everyone plays alone, nor for a deal thrown in and paid, nor for the game,
        # which is bid, nor for a penalty or a fee, which nobody announces or makes); then its
        # kontra and amount.
        unannounced = self.declarer is None or self.annulled
        named = [(item_name(lang, it.item),
                  seat(lang, it.seat) if it.seat is not None else side_name(lang, it.side) if it.side else "",
                  "" if unannounced or it.item in _NEITHER_ANNOUNCED_NOR_SILENT
                  else words(lang, "result.announced" if it.announced else "result.silent"))
                 for it in self.items]
        # The columns as wide as the English ones, or as their longest word in ``lang``.
        wide = [max([w, *(len(row[i]) for row in named)]) for i, w in enumerate((14, 10, 9))]
        for (item, whose, how), it in zip(named, self.items):
            k = f" ×{it.kontra}" if it.kontra > 1 else ""
            sum_up = (self._jokai_sum(it) if self.game == "jokai"
                      else self._slovenian_sum(it) if self.game == "slovenian" else "")
            lines.append(f"  {item:<{wide[0]}} {whose:<{wide[1]}} {how:<{wide[2]}}{k:>4} {it.amount:+5d}{sum_up}")
        # PK-X3: a game of 0 beside a paid dupla or volát was replaced by it; say so.
        if self.game == "paskievics" and any(it.item == "game" and it.amount == 0 for it in self.items):
            instead = next((it.item for it in self.items if it.item in ("dupla", "volát") and it.amount), None)
            if instead is not None:
                lines.append(words(lang, "result.pk_replaced", figure=item_name(lang, instead)))
        lines.append(words(lang, "result.amounts", amounts=", ".join(
            words(lang, "result.amount", seat=seat(lang, s), amount=a) for s, a in enumerate(self.amounts))))
        return "\n".join(lines)


def _result_game(extra: dict[str, Any], game: Optional[str]) -> str:
    """The registered game of a result dict whose own facts are ``extra``: ``game`` checked
    against them, or (None) the one game they fit (none: Slovenian, the old default)."""
    from .registry import GAMES

    def fits(info: GameInfo) -> bool:
        return set(extra) <= {f.name for f in dataclasses.fields(info.facts_class())}

    if game is not None:
        info = find_game(game)
        if not fits(info):
            unknown = sorted(set(extra) - {f.name for f in dataclasses.fields(info.facts_class())})
            raise InvalidInputError(f"not a result of {info.name}: it has {', '.join(map(str, unknown))}, "
                                    f"which a {info.name} result has not")
        return info.name
    if not extra:
        return "slovenian"
    games = [info.name for info in GAMES.values() if fits(info)]
    if len(games) != 1:
        raise InvalidInputError(f"a result whose facts are {', '.join(sorted(map(str, extra)))} is no one game's: "
                                f"name its game (Settlement.from_dict(d, game))")
    return games[0]


def _jokai_terms(level: int, skart_index: Any, won: bool, item: str, k: int) -> Optional[tuple[str, int]]:
    """The JK-P1/JK-A3 sum of a Jókai game or announced pagát ultimó item, as text and as
    its value per opponent: the game of a kettős 2·k + 5 won, 2^i·k + 5 lost (i the skart
    index); of a szóló 7·k + 30 or 7·k + 60; pagát ultimó 2·k + 15 or 2·k + 30 (the
    consolation never multiplied)."""
    if item == "game" and level == 4:
        return f"7·{k} + {30 if won else 60}", 7 * k + (30 if won else 60)
    if item == "game" and isinstance(skart_index, int):
        base = 2 if won else 2 ** skart_index
        return (f"2·{k} + 5" if won else f"2^{skart_index}·{k} + 5"), base * k + 5
    if item == "pagát ultimó":
        return f"2·{k} + {15 if won else 30}", 2 * k + (15 if won else 30)
    return None


#: Settlement items that are no bonus or figure: the game itself (bid, never announced
#: nor made silently), a penalty (Slovenian SL-S5), a fee (Paskievics PK-D5) and a
#: throw-in's payment (PK-S5).
_NEITHER_ANNOUNCED_NOR_SILENT = frozenset({"game", "mond penalty", "honour fee", "no honour"})


#: Preset alias → what a native deal of it needs when nothing but a seed and a dealer is
#: given, once the first such deal has passed every check (``Game.__init__``'s fast path).
_PLAIN_NATIVE: dict[str, tuple[Any, ...]] = {}


def relative_amounts(amounts: Sequence[int]) -> list[float]:
    """Each seat's amount less the other seats' mean: what a seat gains over the table.
    For Slovenian, which pays only the declarer's side, a defender's loss (his own amount
    is always 0); in the zero-sum games the amount times n/(n−1). The learning adapters'
    ``rewards="relative"``; the search player weighs Slovenian choices so too."""
    total, others = sum(amounts), len(amounts) - 1
    return [a - (total - a) / others for a in amounts]


def _fresh_seed() -> int:
    """A seed for a deal nobody gave one for: from the system's randomness, not from
    :mod:`random`'s state, which a user's ``random.seed`` would make repeat."""
    return _system_random.getrandbits(53)


_system_random = random.SystemRandom()


class Game(Generic[ViewT]):
    """One deal of a tarokk game, from shuffle (or hand-given cards) to settlement.

    ``variant`` is a preset alias (``"slovenian"``, ``"slovenian-3"``, …) or an options
    object; ``**options`` override the variant's options, and the game's per-deal flags
    (Slovenian ``compulsory_klop``) are given the same way. The deal is shuffled from
    ``seed`` (an int ≥ 0), or given by ``hands`` and ``talon``. With neither, a new
    deal every time: a fresh seed is drawn (below 2**53, so that JSON readers in any
    language keep it exact) and kept in :attr:`seed`, so the deal can be dealt again
    and its record replays.

    Attributes besides the properties: ``seed`` (the deal's seed, None for cards given by
    hand), ``dealer`` (the dealer's seat; the forehand is the next), ``variant`` (the
    options object the deal is played by), ``info`` (the game's :class:`GameInfo`) and
    ``backend`` (``"native"`` or ``"reference"``).

    To a type checker a game is ``Game[SlovenianView]``, ``Game[JokaiView]`` or
    ``Game[PaskievicsView]`` when its variant is a preset's name or a game's options object
    (so :meth:`view` has the game's own fields), else ``Game[View]``.
    """

    @overload
    def __init__(self: Game[SlovenianView], variant: Union[SlovenianPreset, SlovenianRules] = "slovenian", *,
                 seed: Optional[int] = None, dealer: int = 0,
                 hands: Optional[Sequence[Sequence[Union[int, str]]]] = None,
                 talon: Optional[Sequence[Union[int, str]]] = None,
                 backend: str = "native", **options: Any) -> None: ...

    @overload
    def __init__(self: Game[JokaiView], variant: Union[JokaiPreset, JokaiRules], *,
                 seed: Optional[int] = None, dealer: int = 0,
                 hands: Optional[Sequence[Sequence[Union[int, str]]]] = None,
                 talon: Optional[Sequence[Union[int, str]]] = None,
                 backend: str = "native", **options: Any) -> None: ...

    @overload
    def __init__(self: Game[PaskievicsView], variant: Union[PaskievicsPreset, PaskievicsRules], *,
                 seed: Optional[int] = None, dealer: int = 0,
                 hands: Optional[Sequence[Sequence[Union[int, str]]]] = None,
                 talon: Optional[Sequence[Union[int, str]]] = None,
                 backend: str = "native", **options: Any) -> None: ...

    @overload
    def __init__(self: Game[View], variant: Any = "slovenian", *,
                 seed: Optional[int] = None, dealer: int = 0,
                 hands: Optional[Sequence[Sequence[Union[int, str]]]] = None,
                 talon: Optional[Sequence[Union[int, str]]] = None,
                 backend: str = "native", **options: Any) -> None: ...

    def __init__(self, variant: Any = "slovenian", *, seed: Optional[int] = None,
                 dealer: int = 0, hands: Optional[Sequence[Sequence[Union[int, str]]]] = None,
                 talon: Optional[Sequence[Union[int, str]]] = None,
                 backend: str = "native", **options: Any):
        # The loops' case first (a preset dealt from a seed, nothing else given): one dict
        # lookup and the native deal, the checks below already passed for that recipe.
        if (not options and hands is None and talon is None and backend == "native"
                and type(seed) is int and seed >= 0 and type(dealer) is int):
            plain = _PLAIN_NATIVE.get(variant) if isinstance(variant, str) else None
            if plain is not None:
                info, self.variant, self._deal_flags, players = plain
                self.info: GameInfo = info
                self.seed: Optional[int] = seed
                self.backend, self.dealer = backend, dealer
                self._bind(_core.Game(info.name, players, seed=seed, dealer=dealer))
                return
        if not isinstance(backend, str):
            raise InvalidInputError(f"backend must be 'native' or 'reference', not {backend!r}")
        try:  # the recipes are cached by the options: a value that cannot be a key is no option
            if options:
                hash((variant, tuple(options.values())))
                recipe = None
            else:  # the common case, one lookup: loops deal a new game every few steps
                recipe = _recipe(variant, backend, ())
        except TypeError:
            bad = next((v for v in (variant, *options.values()) if not _hashable(v)), None)
            raise InvalidInputError(f"an option is True/False, a number or a name, not {bad!r}") from None
        if recipe is None:
            info = _game_of(variant)
            flags = {k: options.pop(k) for k in list(options) if k in info.deal_flags}
            for k, v in flags.items():
                # Checked before the cache of recipes, whose keys take 1 for True.
                if v is not None and not isinstance(v, bool):
                    raise InvalidInputError(f"{k} must be True or False, not {v!r}")
            # A flag's None is its default (docs/protocol.md): as if not given.
            flags = {k: v for k, v in flags.items() if v is not None}
            recipe = _recipe(find_variant(variant, **options)[1], backend, tuple(sorted(flags.items())))
        info, self.variant, self._deal_flags, template, players = recipe
        self.info = info
        self.backend = backend
        # A NumPy integer too (seeds and seats from arrays), never a bool.
        if seed is not None:
            whole = whole_number(seed)
            if whole is None or whole < 0:
                raise InvalidInputError(f"seed must be a non-negative int, not {seed!r}")
            seed = whole
        seat = whole_number(dealer)
        if seat is None:
            raise InvalidInputError(f"dealer must be a seat number, not {dealer!r}")
        dealer = seat
        kw = dict(template, dealer=dealer)
        if hands is not None or talon is not None:
            if hands is None or talon is None:
                raise InvalidInputError("hands and talon are given together")
            if seed is not None:
                raise InvalidInputError("a deal is given by seed, or by hands and talon, not both")
            kw["hands"] = hand_lists(hands)
            kw["talon"] = card_ids(talon, "talon")
        else:
            kw["seed"] = _fresh_seed() if seed is None else seed
        self.seed = kw.get("seed")
        self.dealer = dealer
        if backend == "native":  # new_engine's first case, without its call
            self._bind(_core.Game(info.name, players, **kw))
            if not options and not template and isinstance(variant, str):
                _PLAIN_NATIVE[variant] = (info, self.variant, self._deal_flags, players)
        else:
            self._bind(new_engine(info.name, backend, players, **kw))

    def _bind(self, engine: Any) -> None:
        """Use ``engine``. Its ``legal_actions`` and ``apply`` are this game's own (they do
        exactly what the methods below say): a Python loop then calls the engine directly,
        and ``tarokk.Game`` steps nearly as fast as the native class."""
        self._engine = engine
        self.legal_actions = engine.legal_actions  # type: ignore[method-assign]
        self.apply = engine.apply  # type: ignore[method-assign]

    # -- state ------------------------------------------------------------------------
    @property
    def engine(self) -> Any:
        """The backend's game object (the protocol of ``docs/<game>.md``)."""
        return self._engine

    @property
    def game(self) -> str:
        """The game's registered name: ``"slovenian"``, ``"jokai"`` or ``"paskievics"``."""
        return self.info.name

    @property
    def deal_flags(self) -> dict[str, Any]:
        """The per-deal flags this deal was dealt with (Slovenian ``compulsory_klop``), as a
        new dict each time (JSON-able; changing it changes nothing: the deal is dealt)."""
        return dict(self._deal_flags)

    @property
    def compulsory_klop(self) -> bool:
        """Is this Slovenian deal a compulsory klop round (SL-B6; a deal flag, False in the
        other games)?"""
        return bool(self._deal_flags.get("compulsory_klop", False))

    @property
    def num_players(self) -> int:
        """Seats at the table, a dealer who sits out included (Jókai or Paskievics with one
        more; a Slovenian deal has only the seats that play)."""
        return int(self._engine.num_players)

    # The engine's own state, read by a C-level getter (no Python frame per read: loops
    # ask these at every step); typed as the read-only properties they are.
    if TYPE_CHECKING:
        @property
        def phase(self) -> str:
            """The phase's name."""

        @property
        def current_player(self) -> Optional[int]:
            """Whose turn it is (None when over)."""

        @property
        def is_over(self) -> bool:
            """Is the deal over?"""
    else:
        phase = property(operator.attrgetter("_engine.phase"), doc="The phase's name.")
        current_player = property(operator.attrgetter("_engine.current_player"), doc="Whose turn it is (None when over).")
        is_over = property(operator.attrgetter("_engine.is_over"), doc="Is the deal over?")

    @property
    def hands(self) -> list[list[int]]:
        """Every hand (omniscient: for simulators and tests, not for players)."""
        h: list[list[int]] = self._engine.hands
        return h

    @property
    def talon(self) -> list[int]:
        """The talon's cards still on the table (omniscient, as :attr:`hands`)."""
        t: list[int] = self._engine.talon
        return t

    @property
    def initial_hands(self) -> list[list[int]]:
        """The hands as dealt."""
        h: list[list[int]] = self._engine.initial_hands
        return h

    @property
    def initial_talon(self) -> list[int]:
        """The talon as dealt."""
        t: list[int] = self._engine.initial_talon
        return t

    @property
    def history(self) -> list[tuple[int, Action]]:
        """Every action so far as ``(seat, action)``, named as it was when taken.

        Omniscient, as :attr:`hands`: it holds the private actions too (a discard that
        only its seat sees names its card, ``discard KH``). What one seat saw of it is
        ``records.public_record(records.record(game), seat)["actions"]``."""
        return [(int(s), a) for s, a in self._engine.named_history]

    # -- actions ----------------------------------------------------------------------
    def legal_actions(self, seat: Optional[int] = None) -> list[Action]:
        """The current player's legal actions (``[]`` when over).

        With ``seat``, that seat's: ``[]`` unless it is the seat to act. A server that
        sends each seat ``legal_actions(seat)`` never shows one seat the actions (the
        cards) of another; a seat that is not a seat of the table is an
        :class:`InvalidInputError`."""
        actions: list[Action] = self._engine.legal_actions(seat)
        return actions

    def action(self, action: Union[Action, int, str]) -> Action:
        """Resolve an action given as an :class:`Action`, an id or text (not applied): it
        is named as in the current state. An :class:`Action` whose id means something else
        here is refused, as :meth:`apply` refuses it."""
        a: Action = self._engine.action(action)
        return a

    def apply(self, action: Union[Action, int, str], seat: Optional[int] = None) -> Action:
        """Apply an action; illegal → :class:`IllegalActionError` saying why, state unchanged.

        ``action``: an :class:`Action`, an id, or text (a name in English or the game's
        language, a card in any style). An :class:`Action` is taken for what it was named:
        one whose id means something else here (from another game, or a kontra step or
        discard of an earlier state) is refused; an int id is taken as it is. ``seat``: the
        seat that acts, checked when given (another seat's turn is refused, "it is seat 1's
        turn, not seat 2's"): a front end passes the seat the action came from."""
        a: Action = self._engine.apply(action, seat)
        return a

    def undo(self) -> Action:
        """Take back the last action (any seat's: the game knows every hand); the views are
        as before it. A player who saw something cannot unsee it (a Jókai skart pair looked
        at, a card played): a front end that lets a player undo gives him that knowledge,
        which the views no longer show. Search and tests use it freely."""
        a: Action = self._engine.undo()
        return a

    def copy(self) -> Game[ViewT]:
        """An independent copy: actions and undos on one never change the other."""
        g: Game[ViewT] = object.__new__(Game)
        g.__dict__.update(self.__dict__)
        g._bind(self._engine.copy())
        return g

    # ``copy.copy``/``deepcopy`` (OpenSpiel clones states so) copy the engine directly;
    # without these they would go through pickling, which replays the whole deal.
    def __copy__(self) -> Game[ViewT]:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Game[ViewT]:
        return self.copy()

    # -- information --------------------------------------------------------------------
    def view(self, seat: int) -> ViewT:
        """What ``seat`` may know: the game's typed view (``tarokk.views``; a
        :class:`SlovenianView`, :class:`JokaiView` or :class:`PaskievicsView`). A type
        checker knows which from the variant the game was made with (a preset's name or a
        game's options object); for a game typed ``Game[View]`` (a variant given by a name
        in a variable, say), narrow it (``assert isinstance(v, tarokk.JokaiView)``) or read
        the game's own fields by name (``v["last_trick"]``)."""
        view: ViewT = view_from_dict(self._engine.view(seat), self.info.name)  # type: ignore[assignment]
        return view

    def result(self) -> Settlement:
        """The settlement of the finished deal (``IllegalActionError`` before the end):
        per-seat ``amounts``, the itemised ``items``, the card points and the game's own
        facts; ``result()[key]`` reads it as the dict of ``docs/<game>.md``, "Result"."""
        return Settlement.from_dict(self._engine.result(), self.info.name, dealer=self.dealer)

    # -- for learning code (docs/observations.md) ---------------------------------------
    def _tensors(self) -> Any:
        """The engine that writes tensors: the native one, or a reference-backed game's
        native twin (the same deal and actions; the reference engine writes none)."""
        if self.backend == "native":
            return self._engine
        from .policies import native_engine
        return native_engine(self)

    def observation_tensor(self, seat: int) -> list[float]:
        """``seat``'s observation tensor: what that seat may know, as floats in ``0..1``,
        laid out as :attr:`observation_layout` says (fixed per game and table size;
        ``docs/observations.md``)."""
        tensor: list[float] = self._tensors().observation_tensor(seat)
        return tensor

    def observation_bytes(self, seat: int) -> bytes:
        """:meth:`observation_tensor` as native float32 bytes, for ``numpy.frombuffer``
        (much faster than the list)."""
        raw: bytes = self._tensors().observation_bytes(seat)
        return raw

    @property
    def observation_layout(self) -> list[tuple[str, tuple[int, ...]]]:
        """The tensor's segments in order: ``(name, shape)``."""
        layout: list[tuple[str, tuple[int, ...]]] = self._tensors().observation_layout
        return layout

    @property
    def observation_len(self) -> int:
        """The tensor's length (the product of the shapes, summed)."""
        n: int = self._tensors().observation_len
        return n

    def legal_mask(self, seat: Optional[int] = None) -> int:
        """The legal action ids as one int, bit ``a`` set for a legal id ``a``: a mask for
        learning code (``legal_actions`` with the names). With ``seat``, 0 unless it is
        that seat's turn."""
        if seat is not None:
            return sum(1 << int(a) for a in self.legal_actions(seat))
        if self.backend == "native":
            mask: int = self._engine.legal_mask()
            return mask
        return sum(1 << int(a) for a in self.legal_actions())

    def play_random(self, rng: Optional[random.Random] = None) -> Game[ViewT]:
        """Finish the deal with random legal actions, each applied as :meth:`apply` does
        (so history, undo and records see every one)."""
        rng = rng or random.Random()
        if not callable(getattr(rng, "choice", None)):
            raise InvalidInputError(f"rng is a random.Random (or None), not {rng!r}")
        while not self.is_over:
            self.apply(rng.choice(self.legal_actions()))
        return self

    def __iter__(self) -> Iterator[tuple[int, Action]]:
        return iter(self.history)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the deal and its actions (for multiprocessing): the copy is dealt and
        replayed, so it is the same deal in the same state on the same backend."""
        deal: dict[str, Any] = {"seed": self.seed} if self.seed is not None else {
            "hands": self.initial_hands, "talon": self.initial_talon}
        actions = [int(a) for _, a in self.history]
        return (_restore, (self.variant, self.backend, self.dealer, dict(self._deal_flags), deal, actions))

    def __repr__(self) -> str:
        return f"Game({self.info.name!r}, phase={self.phase!r}, current_player={self.current_player})"


def _restore(variant: Any, backend: str, dealer: int, flags: dict[str, Any],
             deal: dict[str, Any], actions: list[int]) -> Game:
    g = Game(variant, backend=backend, dealer=dealer, **flags, **deal)
    for a in actions:
        g.apply(a)
    return g


@functools.lru_cache(maxsize=256)
def _game_of(variant: Any) -> GameInfo:
    return find_variant(variant)[0]


@functools.lru_cache(maxsize=1024)
def _recipe(variant: Any, backend: str, flags: tuple[tuple[str, Any], ...]) -> tuple[Any, ...]:
    """What a deal of ``variant`` (an alias or a frozen options object) needs, worked out
    once: the game, the options, the per-deal flags, the engine's keyword arguments and its
    number of seats. Callers copy the dict they change."""
    if backend not in BACKENDS:
        raise InvalidInputError(f"unknown backend {backend!r}: use 'native' or 'reference'")
    info, opts = find_variant(variant)
    deal_flags: dict[str, Any] = opts.deal_flags(**dict(flags))
    # Only what differs from the defaults goes to the engine (both engines' defaults are
    # the rules files' defaults, as the options classes' are; a test holds them equal):
    # reading options is most of the cost of dealing a new game.
    defaults = type(opts)(players=opts.players)
    base = {**defaults.deal_flags(), **defaults.engine_options()}
    given = {**deal_flags, **opts.engine_options()}
    template = {k: v for k, v in given.items() if k not in base or base[k] != v}
    # Read-only: every game of this recipe shares it (Game.deal_flags gives a copy; a flag
    # changed in the shared dict was every later deal's, whose record then said another deal
    # than its engine dealt).
    return info, opts, MappingProxyType(deal_flags), template, opts.engine_players


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


