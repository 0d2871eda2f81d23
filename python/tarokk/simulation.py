"""Batch simulation: many deals in the Rust core, on all cores, results as NumPy arrays.

    >>> import tarokk
    >>> r = tarokk.simulate("slovenian", 100_000, seed=1, policies="rule")
    >>> r.amounts.shape, round(r.summary.declarer_win_rate, 2)
    ((100000, 4), 0.86)
    >>> r.summary.bonuses["trula"]                             # made by either side
    BonusCount(declarer=21166, defenders=3894)

Two modes:

* **full deals** (the default): deal, bidding, call, talon, discards, announcements, play,
  settlement, each action chosen by the seat's policy;
* **play-phase** (give ``contract``): the contract and declarer are fixed (the forehand by
  default) and nobody announces; the called king can be fixed (``called``), else the
  declarer's policy calls, takes a talon set and discards. Hands are random, a fixed deal
  (``hands`` and ``talon``), or one fixed hand with the rest sampled around it (``hand``,
  for ``seat``, the declarer by default) — "how does this hand do in this contract?".

Policies (one name, or one per seat): ``"random"`` (a uniformly random legal action) and
``"rule"`` (bids from honours and trump count, follow-suit heuristics).

Deal ``i`` depends only on ``(seed, i)``: ``tarokk.deal_seed(seed, i)`` is the seed from which
it is shuffled (``SlovenianGame(seed=deal_seed(seed, i), dealer=dealer)`` deals the same
cards in full-deal mode) and the random policy draws ``legal[rng.below(len(legal))]`` from
``Rng(deal_seed + 1)``. So results are identical for any number of threads or chunk size.

Long runs go in chunks: ``progress(done, total)`` is called after each one, and Ctrl-C (or
a ``KeyboardInterrupt`` raised by ``progress``) stops the run and returns the deals completed
so far with ``interrupted=True``. :func:`iter_simulate` yields the chunks instead.

On a Ray cluster (the extra ``tarokk[ray]``): ``cluster="auto"`` (the connection this
process has, or the cluster Ray finds), ``"local"`` (a Ray instance started on this
machine) or an address (``"HOST:PORT"``, ``"ray://HOST:PORT"``) runs the chunks as Ray
tasks (:mod:`tarokk.distributed`): ``chunk_size`` deals a task (default 262 144),
``threads`` threads a task (default 1, reserving as many CPUs), merged into the same arrays
in index order. The result equals the local run's, whatever the number of workers; a shard
whose worker dies is run again. Every argument, then the cluster, is checked before any
deal is played (:class:`~tarokk.errors.ClusterError` for Ray missing or unreachable).
"""

from __future__ import annotations

import inspect
import json
import os
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, NamedTuple, Optional, Sequence, Union

from . import _core
from ._checks import MAX_COUNT, MAX_THREADS, _numpy_array, card_ids, hand_lists, integer, is_text, whole_number
from ._numpy import require_numpy
from .errors import ClusterError, InvalidInputError, NotationError
from .progress import on_stderr, progress_callback
from .registry import find_game, find_variant
from .variants import Variant

if TYPE_CHECKING:  # numpy is imported when a simulation runs (the `numpy` extra)
    import numpy as np

__all__ = ["simulate", "simulate_summary", "iter_simulate", "summarize", "SimulationResult", "SimulationSummary", "BonusCount",
           "deal_seed", "COLUMNS", "CONTRACT_NAMES"]

#: The format of a result saved by :meth:`SimulationResult.save`.
SAVED_FORMAT = "tarokk-simulation/1"

#: The per-deal arrays: name → (dtype, columns per deal; ``"n"`` = one per seat).
COLUMNS: dict[str, tuple[str, Union[int, str]]] = {
    "contract": ("i1", 1),      # contract index (0 klop … 11 valat); -1 annulled (SL-D3)
    "declarer": ("i1", 1),      # declarer seat; -1 klop / annulled
    "partner": ("i1", 1),       # partner seat; -1 alone
    "called": ("i1", 1),        # called card id; -1 none
    "won": ("i1", 1),           # 1 made, 0 lost, -1 no declarer
    "steps": ("<u2", 1),        # actions taken in the deal
    "card_points": ("<i2", 2),  # [declarer side, defenders]; -1 for klop / annulled
    "seat_points": ("<i2", "n"),  # klop: card points per seat; else -1
    "amounts": ("<i4", "n"),    # the settlement per seat
    "tricks": ("u1", "n"),      # tricks won per seat
    # bonuses made, a bit each (bit b: GameInfo.bonus_names[b]): [declarer side, defenders]
    "bonuses": ("<u2", 2),
}

#: Slovenian contract names by index.
CONTRACT_NAMES = tuple(en for en, _ in find_game("slovenian").contract_names)

DEFAULT_CHUNK = 1 << 16
#: Deals per thread in a chunk when a seat is the search player (``"pimc"``).
SEARCH_CHUNK = 8
#: Deals per Ray task when a seat is the search player (tens of ms a deal for each
#: search seat).
SEARCH_SHARD = 64
#: Deals per Ray task (a task costs the cluster a few milliseconds, a deal about a microsecond).
DEFAULT_SHARD = 1 << 18


def deal_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` of a run seeded with ``seed``:
    ``splitmix64(seed ^ splitmix64(index))`` (``docs/simulation.md``, "Determinism").
    ``seed`` is ``0 .. 2**64-1``, ``index`` a deal index ``0 .. 2**63-1`` (as ``start``
    takes it); anything else is one :class:`~tarokk.errors.InvalidInputError` (an index of
    2**63 or more was a bare ``OverflowError``, a float a bare ``TypeError``)."""
    return int(_core.deal_seed(integer(seed, "seed", 0, (1 << 64) - 1), integer(index, "index", 0, MAX_COUNT)))


class BonusCount(NamedTuple):
    """In how many deals a bonus was made by the declarer's side, and by the defenders."""

    declarer: int
    defenders: int


@dataclass(frozen=True)
class SimulationSummary:
    """Aggregates over the completed deals of a run (:attr:`SimulationResult.summary`).
    ``summary["deals"]`` reads a field by name too; :meth:`as_dict` is the JSON form that
    ``tarokk simulate --json`` prints."""

    #: Deals completed.
    deals: int
    #: The run was stopped (Ctrl-C) before all requested deals were played.
    interrupted: bool
    #: Deals annulled or thrown in (contract −1).
    annulled: int
    #: Deals per contract name (``GameInfo.contract_names``), contracts that occurred only.
    contracts: dict[str, int]
    #: Share of the deals with a declarer that he made; None without such deals.
    declarer_win_rate: Optional[float]
    #: Mean card points of the declarer's side in the deals its points decide: not klop,
    #: not annulled, nor Slovenian beggar, open beggar, colour valat or valat (SL-S3: made
    #: or not; their card points stop at an early end, SL-B1).
    mean_declarer_points: Optional[float]
    #: Mean settlement per seat.
    mean_amounts: tuple[float, ...]
    #: Mean actions per deal.
    mean_steps: float
    #: Seconds the core spent playing.
    elapsed_s: float
    deals_per_s: Optional[float]
    threads: int
    #: Per bonus (``GameInfo.bonus_names``: Slovenian trula … valat, the Hungarian games'
    #: figures), in how many deals each side made it.
    bonuses: dict[str, BonusCount] = field(default_factory=dict)
    #: On Ray: the cluster's address (``cluster``), its CPUs (``cluster_cpus``) and the
    #: shards run (``shards``); None for a local run.
    cluster: Optional[dict[str, Any]] = None

    def __getitem__(self, key: str) -> Any:
        """A field by name (``summary["deals"]``)."""
        if key in self.__dataclass_fields__:
            return getattr(self, key)
        raise KeyError(key)

    def text(self) -> str:
        """The summary as ``tarokk simulate`` prints it: the time and threads, the
        contracts' counts and shares, the declarer's success rate and mean points, the mean
        settlement per seat and steps per deal, and each bonus made by each side."""
        from .clitexts import signed
        where = (f"on Ray at {self.cluster['cluster']} ({self.cluster['cluster_cpus']} CPUs, "
                 f"{self.cluster['shards']} shard(s) of {self.threads} thread(s))" if self.cluster
                 else f"on {self.threads} thread(s)")
        deals = max(1, self.deals)
        lines = [f"{self.elapsed_s:.2f} s, {self.deals_per_s or 0:,.0f} deals/s {where}", "",
                 f"{'contract':<16}{'deals':>10}{'share':>8}"]
        for name, count in sorted(self.contracts.items(), key=lambda kv: -kv[1]):
            lines.append(f"{name:<16}{count:>10,}{count / deals:>8.1%}")
        if self.annulled:
            lines.append(f"{'annulled':<16}{self.annulled:>10,}{self.annulled / deals:>8.1%}")
        rate, points = self.declarer_win_rate, self.mean_declarer_points
        lines += ["", f"declarer success rate: {'—' if rate is None else f'{rate:.1%}'}",
                  f"declarer side's mean card points: {'—' if points is None else f'{points:.2f}'}",
                  "average settlement per seat: "
                  + ", ".join(f"seat {i}: {signed(a)}" for i, a in enumerate(self.mean_amounts)),
                  f"actions per deal: {self.mean_steps:.1f}"]
        if self.bonuses:
            lines += ["", f"{'bonus made':<16}{'by declarer':>12}{'share':>8}{'by defenders':>14}{'share':>8}"]
            for name, made in self.bonuses.items():
                lines.append(f"{name:<16}{made.declarer:>12,}{made.declarer / deals:>8.1%}"
                             f"{made.defenders:>14,}{made.defenders / deals:>8.1%}")
        return "\n".join(lines)

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values: ``mean_amounts`` a list, each bonus
        ``{"declarer": n, "defenders": m}``."""
        d = {f: getattr(self, f) for f in self.__dataclass_fields__}
        d["mean_amounts"] = list(self.mean_amounts)
        d["bonuses"] = {name: c._asdict() for name, c in self.bonuses.items()}
        return d


@dataclass(eq=False)
class SimulationResult:
    """The deals of a run: one NumPy array per column of :data:`COLUMNS` (length
    ``n_deals``), plus the run's parameters and :attr:`summary`. Two results are equal
    (``==``) when they hold the same deals of the same run (variant, seed, start, requested,
    every array, interrupted or not), however each ran: its time, threads or cluster
    (``elapsed``, ``threads``, ``params``) do not count."""

    variant: str
    num_players: int
    seed: int
    start: int
    requested: int
    arrays: dict[str, np.ndarray]
    interrupted: bool = False
    elapsed: float = 0.0
    threads: int = 1
    params: dict[str, Any] = field(default_factory=dict)
    #: The registered game's name; by default the game of ``variant`` (a result rebuilt
    #: from saved arrays as ``SimulationResult("jokai", 3, ...)`` once named its contracts
    #: and bonuses by Slovenian's, the default game).
    game: str = None  # type: ignore[assignment]  # set in __post_init__
    #: The run's variant and arguments (for :meth:`game_of`), not part of its value.
    setup: Optional[tuple[Any, dict[str, Any]]] = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.game is None:
            self.game = find_variant(self.variant)[0].name

    @property
    def n_deals(self) -> int:
        """Deals completed (``requested`` unless interrupted)."""
        return len(self.arrays["contract"])

    def __len__(self) -> int:
        return self.n_deals

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SimulationResult):
            return NotImplemented
        same = ("variant", "num_players", "seed", "start", "requested", "interrupted", "game")
        return (all(getattr(self, k) == getattr(other, k) for k in same)
                and self.arrays.keys() == other.arrays.keys()
                and all(_numpy().array_equal(self.arrays[k], other.arrays[k]) for k in self.arrays))

    __hash__ = None  # type: ignore[assignment]  # equal by value, and mutable

    def __getattr__(self, name: str) -> np.ndarray:
        arrays: dict[str, np.ndarray] = self.__dict__.get("arrays", {})
        if name in arrays:
            return arrays[name]
        raise AttributeError(name)

    def deal_seed(self, i: int) -> int:
        """The seed of deal ``i`` of this result (``start + i`` of the run)."""
        return deal_seed(self.seed, self.start + i)

    def game_of(self, i: int, backend: str = "native") -> Any:
        """Deal ``i`` of this result as a finished :class:`tarokk.Game`: its cards, and
        every action the run's players took, replayed (on ``backend``), so that any row can
        be looked at (``history``, ``view``, ``result()``, a record). A Slovenian or Jókai
        run from a fixed contract is a ``Game`` too (its contract is bid by the declarer while
        the others pass, as the rules allow); a Paskievics one starts in the play without an
        auction, which a ``Game`` cannot: refused."""
        from .game import Game
        if self.setup is None:
            raise InvalidInputError("this result does not know the run it came from")
        index = whole_number(i)  # a NumPy index too (from np.argmax or np.where on the arrays)
        if index is None or not 0 <= index < self.n_deals:
            raise InvalidInputError(f"i is a deal of this result, 0..{self.n_deals - 1}, not {i!r}")
        variant, args = self.setup
        if args["contract"] is not None and self.game == "paskievics":
            raise InvalidInputError("a Paskievics run from a fixed contract starts in the play: its deals are "
                                    "no tarokk.Game (Simulator.trace gives their actions)")
        run = _prepare(variant, 1, threads=1, chunk_size=None, start=self.start + index, **args)
        info = find_game(self.game)
        flags = {k: args[k] for k in info.deal_flags if k in args}
        common = dict(dealer=args["dealer"], backend=backend, **flags, **args["options"])
        if args["contract"] is None and args["hands"] is None and args["hand"] is None:
            # A full deal is shuffled from its deal seed as a Game shuffles one (module
            # docstring), so the game keeps its seed (and a Paskievics deal with ráütés,
            # whose hands are empty before the cut, is dealt as it was).
            g = Game(variant, seed=self.deal_seed(index), **common)
        else:
            hands, talon = run.sim.deal(self.start + index)
            g = Game(variant, hands=hands, talon=talon, **common)
        for seat, action in run.sim.trace(self.start + index):
            g.apply(action, seat=seat)
        return g

    @property
    def bonus_names(self) -> tuple[str, ...]:
        """The bonuses of the ``bonuses`` column's bits, in bit order."""
        return find_game(self.game).bonus_names

    @property
    def contract_names(self) -> tuple[str, ...]:
        """This game's contract names (English) by index: ``r.contract_names[r.contract[i]]``
        where ``r.contract[i] >= 0`` (−1: annulled or thrown in). The module's
        ``CONTRACT_NAMES`` are Slovenian's only."""
        return tuple(en for en, _ in find_game(self.game).contract_names)

    @property
    def policies(self) -> Optional[tuple[str, ...]]:
        """The run's players, one name per seat of the per-seat columns (a run given one
        name has it at every seat); None for a result that does not know its run."""
        if self.setup is None:
            kept = self.params.get("policies")  # a result loaded from a file (:meth:`save`)
            return tuple(kept) if kept is not None else None
        names = tuple(str(p) for p in self.setup[1]["policies"])
        return names * self.num_players if len(names) == 1 else names

    def save(self, path: Union[str, os.PathLike[str]]) -> None:
        """The rows and the run's parameters in one compressed NumPy file (``.npz``), which
        :meth:`load` reads back as an equal result (``==``); ``numpy.load`` reads its
        arrays by column name too."""
        np = _numpy()
        meta = {"format": SAVED_FORMAT, "variant": self.variant, "game": self.game,
                "num_players": self.num_players, "seed": self.seed, "start": self.start,
                "requested": self.requested, "interrupted": self.interrupted, "elapsed": self.elapsed,
                "threads": self.threads, "policies": self.policies}
        try:
            with open(path, "wb") as f:  # the path as given (numpy would add ".npz" to a name without it)
                np.savez_compressed(f, __meta__=np.array(json.dumps(meta)), **self.arrays)
        except OSError as exc:
            raise InvalidInputError(f"cannot write {path}: {exc.strerror or exc}") from None

    @classmethod
    def load(cls, path: Union[str, os.PathLike[str]]) -> SimulationResult:
        """A result :meth:`save` wrote: its rows, summary and parameters (not
        :meth:`game_of`, which needs the run's full arguments). A file of another kind, or
        with a column missing, of the wrong type or length, is an :class:`InvalidInputError`."""
        np = _numpy()
        try:
            with np.load(path, allow_pickle=False) as z:
                if "__meta__" not in z.files:
                    raise InvalidInputError(f"{path} is not a saved simulation result (no __meta__)")
                meta = json.loads(str(z["__meta__"]))
                if not isinstance(meta, dict) or meta.get("format") != SAVED_FORMAT:
                    raise InvalidInputError(f"{path} is not a {SAVED_FORMAT} file")
                arrays = {name: z[name] for name in COLUMNS if name in z.files}
        except (OSError, ValueError) as exc:  # unreadable, not an npz, bad JSON
            raise InvalidInputError(f"cannot read {path} as a saved simulation result: {exc}") from None
        n, rows = meta.get("num_players"), None
        if isinstance(n, bool) or not isinstance(n, int):
            raise InvalidInputError(f"{path}: the saved parameters are incomplete: no num_players")
        for name, (dtype, width) in COLUMNS.items():
            arr = arrays.get(name)
            if arr is None or arr.dtype != np.dtype(dtype):
                raise InvalidInputError(f"{path}: column {name} is missing or not {np.dtype(dtype)}")
            shape = (len(arr),) if width == 1 else (len(arr), n if width == "n" else width)
            if arr.shape != shape or rows not in (None, len(arr)):
                raise InvalidInputError(f"{path}: column {name} has the shape {arr.shape}, not {shape}")
            rows = len(arr)
        try:
            result = cls(meta["variant"], n, meta["seed"], meta["start"], meta["requested"], arrays,
                         interrupted=bool(meta["interrupted"]), elapsed=float(meta["elapsed"]),
                         threads=int(meta["threads"]), game=meta["game"],
                         params={"policies": meta.get("policies")})
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidInputError(f"{path}: the saved parameters are incomplete: {exc}") from None
        return result

    def flat(self) -> dict[str, np.ndarray]:
        """The columns as one-dimensional arrays, for ``pandas.DataFrame(r.flat())``, a CSV
        or a Parquet file: ``contract_name`` (``""`` for −1), the scalar columns, then
        ``card_points_declarer`` and ``card_points_defenders``, ``<column>_<seat>`` for the
        per-seat columns (``amounts_0`` …) and one bool column per bonus and side
        (``bonus_trula_declarer``, ``bonus_trula_defenders``, …: :meth:`bonus_made`)."""
        numpy = _numpy()
        a = self.arrays
        names = numpy.array(list(self.contract_names) + [""], dtype=object)
        out: dict[str, np.ndarray] = {"contract_name": names[a["contract"]]}  # -1: the "" at the end
        for name, (_, width) in COLUMNS.items():
            arr = a[name]
            if width == 1:
                out[name] = arr
            elif name == "card_points":
                out["card_points_declarer"], out["card_points_defenders"] = arr[:, 0], arr[:, 1]
            elif width == "n":  # the bonuses' bits come below, a bool column each
                for seat in range(arr.shape[1]):
                    out[f"{name}_{seat}"] = arr[:, seat]
        for bonus in self.bonus_names:
            for side, who in ((0, "declarer"), (1, "defenders")):
                out[f"bonus_{bonus}_{who}"] = self.bonus_made(bonus, side)
        return out

    def to_pandas(self) -> Any:
        """The deals as a ``pandas.DataFrame`` (one row a deal, indexed by the deal's index in
        the run, ``start + i``): :meth:`flat`'s columns, ``contract_name`` categorical; the
        run's parameters in ``df.attrs`` (variant, game, seed, start, requested, interrupted,
        policies). Needs pandas."""
        try:
            import pandas as pd
        except ImportError:
            raise InvalidInputError("to_pandas needs pandas (pip install 'tarokk[pandas]'); flat() gives "
                                    "the same columns as NumPy arrays") from None
        cols = self.flat()
        cols["contract_name"] = pd.Categorical(cols["contract_name"], categories=list(self.contract_names) + [""])
        df = pd.DataFrame(cols, index=pd.RangeIndex(self.start, self.start + self.n_deals, name="deal"))
        df.attrs.update(variant=self.variant, game=self.game, seed=self.seed, start=self.start,
                        requested=self.requested, interrupted=self.interrupted, policies=self.policies)
        return df

    def bonus_made(self, name: str, side: int = 0) -> np.ndarray:
        """Per deal: was bonus ``name`` made by the declarer's side (``side=0``) or by the
        defenders (``side=1``)? A bool array."""
        names = self.bonus_names
        if name not in names:
            raise InvalidInputError(f"{self.game} has no bonus {name!r}; its bonuses: {', '.join(names)}")
        if side not in (0, 1):
            raise InvalidInputError(f"side is 0 (the declarer's) or 1 (the defenders), not {side!r}")
        made: np.ndarray = (self.arrays["bonuses"][:, side] >> names.index(name)) & 1 == 1
        return made

    @property
    def summary(self) -> SimulationSummary:
        """Aggregates over the completed deals (computed from the arrays)."""
        tally = _Tally.of(self)
        tally.add(self)
        return tally.summary(cluster=({k: self.params[k] for k in ("cluster", "cluster_cpus", "shards")}
                                      if "cluster" in self.params else None))

    def __repr__(self) -> str:
        flag = ", interrupted" if self.interrupted else ""
        return (f"SimulationResult({self.variant!r}, {self.n_deals}/{self.requested} deals, "
                f"seed={self.seed}{flag})")


@dataclass
class _Tally:
    """The sums a :class:`SimulationSummary` is made of, added chunk by chunk: the same
    summary for a run's rows at once or in chunks (integer sums, divided at the end)."""

    game: str
    contract_names: tuple[str, ...]
    bonus_names: tuple[str, ...]
    made_or_not: list[int]
    num_players: int
    deals: int = 0
    interrupted: bool = False
    annulled: int = 0
    counts: list[int] = field(default_factory=list)
    decided: int = 0     # deals with a declarer: won is 0 or 1
    won: int = 0
    played: int = 0      # deals decided by the declarer side's points
    points: int = 0
    amounts: list[int] = field(default_factory=list)
    steps: int = 0
    bonuses: dict[str, list[int]] = field(default_factory=dict)
    elapsed: float = 0.0
    threads: int = 1

    @classmethod
    def of(cls, r: SimulationResult) -> _Tally:
        """An empty tally for the runs of ``r``'s game and table."""
        names = r.contract_names
        return cls(r.game, names, r.bonus_names, sorted(find_game(r.game).made_or_not_contracts),
                   r.num_players, counts=[0] * len(names), amounts=[0] * r.num_players,
                   bonuses={b: [0, 0] for b in r.bonus_names})

    def add(self, r: SimulationResult) -> None:
        a, np = r.arrays, _numpy()
        contract = a["contract"]
        for i, c in enumerate(np.bincount(contract[contract >= 0], minlength=len(self.counts))):
            self.counts[i] += int(c)
        has_decl = a["won"] >= 0
        # Decided by the declarer side's points (klop and annulled deals have no card points
        # for a side; Slovenian beggar and above are made or not, SL-S3).
        played = (contract >= 0) & (a["card_points"][:, 0] >= 0) & ~np.isin(contract, self.made_or_not)
        self.deals += r.n_deals
        self.interrupted = self.interrupted or r.interrupted
        self.annulled += int((contract < 0).sum())
        self.decided += int(has_decl.sum())
        self.won += int(a["won"][has_decl].sum(dtype=np.int64))
        self.played += int(played.sum())
        self.points += int(a["card_points"][played, 0].sum(dtype=np.int64))
        for seat, total in enumerate(a["amounts"].sum(axis=0, dtype=np.int64)):
            self.amounts[seat] += int(total)
        self.steps += int(a["steps"].sum(dtype=np.int64))
        for name in self.bonus_names:
            for side in (0, 1):
                self.bonuses[name][side] += int(r.bonus_made(name, side).sum())
        self.elapsed += r.elapsed
        self.threads = r.threads

    def merged(self, other: _Tally) -> None:
        """Add another tally of the same game and table (a shard's)."""
        self.deals += other.deals
        self.interrupted = self.interrupted or other.interrupted
        for name in ("annulled", "decided", "won", "played", "points", "steps"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.counts = [a + b for a, b in zip(self.counts, other.counts)]
        self.amounts = [a + b for a, b in zip(self.amounts, other.amounts)]
        for name, (d, f) in other.bonuses.items():
            self.bonuses[name][0] += d
            self.bonuses[name][1] += f

    def summary(self, cluster: Optional[dict[str, Any]] = None) -> SimulationSummary:
        n = self.deals
        return SimulationSummary(
            deals=n,
            interrupted=self.interrupted,
            annulled=self.annulled,
            contracts={name: c for name, c in zip(self.contract_names, self.counts) if c},
            declarer_win_rate=self.won / self.decided if self.decided else None,
            mean_declarer_points=self.points / self.played if self.played else None,
            mean_amounts=tuple(t / n for t in self.amounts) if n else (0.0,) * self.num_players,
            mean_steps=self.steps / n if n else 0.0,
            elapsed_s=self.elapsed,
            deals_per_s=n / self.elapsed if self.elapsed > 0 else None,
            threads=self.threads,
            bonuses={name: BonusCount(d, f) for name, (d, f) in self.bonuses.items()},
            cluster=cluster,
        )


def summarize(chunks: Iterable[SimulationResult],
              progress: Union[Callable[[int, int], Any], None] = None) -> SimulationSummary:
    """The summary of a run given chunk by chunk (:func:`iter_simulate`), without keeping its
    rows: ``summarize(iter_simulate("slovenian", 10**9))`` needs the memory of one chunk, where
    ``simulate`` holds 43 bytes a deal. The same summary as ``simulate(...).summary``;
    ``progress(done, total)`` after each chunk (``total`` the deals asked for, if the chunks
    come from :func:`iter_simulate`). A run stopped by Ctrl-C is summed to where it stopped,
    ``interrupted``."""
    tally: Optional[_Tally] = None
    total = getattr(chunks, "requested", 0)
    try:
        for chunk in chunks:
            if not isinstance(chunk, SimulationResult):
                raise InvalidInputError(f"summarize takes the chunks of iter_simulate, not {type(chunk).__name__}")
            if tally is None:
                tally = _Tally.of(chunk)
            elif (chunk.game, chunk.num_players) != (tally.game, tally.num_players):
                raise InvalidInputError("summarize takes the chunks of one run: these are of two games or tables")
            tally.add(chunk)
            if chunk.interrupted:
                break
            if progress is not None:
                progress(tally.deals, max(total, tally.deals))
    except KeyboardInterrupt:  # between chunks, or from progress: summed to where it stopped
        if tally is None:
            raise
        tally.interrupted = True
    if tally is None:
        raise InvalidInputError("summarize needs at least one chunk (a run of 0 deals has no game to summarize)")
    return tally.summary()


def _numpy() -> Any:
    return require_numpy("tarokk.simulate")


def _memory_limit() -> Optional[int]:
    """The bytes of memory this process could ever hold: the machine's physical memory, or
    a container's (cgroup) limit below it; None where it cannot be told."""
    try:
        limit: Optional[int] = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):  # no sysconf (Windows) or no such name
        limit = None
    for path in ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"):
        try:
            with open(path) as f:
                text = f.read().strip()
        except OSError:
            continue
        if text.isdigit():
            limit = int(text) if limit is None else min(limit, int(text))
        break
    return limit


def _bytes_per_deal(n: int) -> int:
    """The bytes of one deal's row over every column, for ``n`` seats (43 with four)."""
    np = _numpy()
    return sum(np.dtype(dtype).itemsize * (n if width == "n" else width) for dtype, width in COLUMNS.values())


def _check_fits(n_deals: int, n: int) -> None:
    """Refuse, before any deal, a result larger than the memory the process could ever
    hold: the arrays are allocated lazily (the operating system promises pages it does not
    have), so a run of 10**9 deals on a machine of 16 GB started, and was killed by the
    kernel halfway, its deals lost."""
    need, limit = n_deals * _bytes_per_deal(n), _memory_limit()
    if limit is not None and need > limit:
        raise InvalidInputError(f"the arrays of {n_deals:,} deals take {need / 2**30:,.1f} GiB, more than this "
                                f"machine's {limit / 2**30:,.1f} GiB of memory: run them in parts (start=, or "
                                "tarokk.iter_simulate, which gives them chunk by chunk)")


def _empty(n_deals: int, n: int) -> dict[str, np.ndarray]:
    """Uninitialised arrays of every column for ``n_deals`` deals of ``n`` seats."""
    np = _numpy()
    try:
        return {name: np.empty((n_deals,) if width == 1 else (n_deals, n if width == "n" else width),
                               dtype=np.dtype(dtype))
                for name, (dtype, width) in COLUMNS.items()}
    except (MemoryError, ValueError):  # ValueError: beyond the sizes an array can have
        raise InvalidInputError(f"the arrays of {n_deals:,} deals do not fit in memory: run them in "
                                f"parts (tarokk.iter_simulate gives them chunk by chunk)") from None


def _arrays(cols: dict[str, bytes], n: int) -> dict[str, np.ndarray]:
    np = _numpy()
    out = {}
    for name, (dtype, width) in COLUMNS.items():
        k = n if width == "n" else width
        arr = np.frombuffer(cols[name], dtype=np.dtype(dtype))
        out[name] = arr.reshape(-1, k) if k != 1 or width == "n" else arr
    return out


@dataclass
class _Run:
    sim: Any
    game: str
    name: str
    n_deals: int
    start: int
    seed: int
    threads: int
    chunk: int
    #: The variant and the (checked) arguments that deal and play the run's deals: what
    #: :meth:`SimulationResult.game_of` builds a deal's simulator from again.
    setup: tuple[Any, dict[str, Any]]


def _prepare(variant: Union[str, Variant], n_deals: Any, *, seed: Any, policies: Any,
             threads: Any, chunk_size: Any, start: Any, dealer: Any, compulsory_klop: Any,
             contract: Any, declarer: Any, called: Any, hands: Any, talon: Any, hand: Any,
             seat: Any, options: dict[str, Any]) -> _Run:
    """Check every argument and build the native simulator (no deal is played)."""
    n_deals = integer(n_deals, "n_deals", 0, MAX_COUNT)
    start = integer(start, f"start (with {n_deals:,} deals: start + n_deals at most 2**63-1)", 0, MAX_COUNT - n_deals)
    seed = integer(seed, "seed", 0, (1 << 64) - 1)
    # None or 0: every core, as for solve and arena.
    threads = integer(threads, "threads (0 or None for all cores)", 0, MAX_THREADS) if threads is not None else 0
    threads = threads or _core.available_cores()  # heeds taskset and container quotas
    chunk = None if chunk_size is None else integer(chunk_size, "chunk_size", 1, MAX_COUNT)
    if isinstance(policies, str):
        policies = [policies]
    elif isinstance(policies, Sequence) or _numpy_array(policies, 1):  # a NumPy array of names too
        policies = list(policies)
    else:
        raise InvalidInputError(f"policies is a name or a list of names, got {policies!r}")
    for p in policies:
        if isinstance(p, str) and not is_text(p):  # bytes that were no UTF-8, kept as surrogates
            raise InvalidInputError(f"unknown policy {p!r}: not text")
    info, v = find_variant(variant, **options)
    for p in policies:
        if isinstance(p, str) and p in info.policies:  # a player written in Python, such as "sensible"
            raise InvalidInputError(f"unknown policy {p!r} for simulate: {p!r} is a player of tarokk.Game (play, deal, "
                                    "arena); simulate runs the core's players: 'random', 'rule', 'rule-bid' or 'pimc'")
    name = variant if isinstance(variant, str) else info.name
    seats = v.engine_players
    # Ints too big for the core are refused here; which seat is a seat, the engine says.
    dealer = integer(dealer, "dealer", -MAX_COUNT, MAX_COUNT)
    declarer = None if declarer is None else integer(declarer, "declarer", -MAX_COUNT, MAX_COUNT)
    seat = None if seat is None else integer(seat, "seat", -MAX_COUNT, MAX_COUNT)
    if compulsory_klop is None:  # a flag's None is its default (docs/protocol.md)
        compulsory_klop = False
    if not isinstance(compulsory_klop, bool):
        raise InvalidInputError(f"compulsory_klop must be True or False, not {compulsory_klop!r}")
    try:
        hand = None if hand is None else card_ids(hand, "hand")
        talon = None if talon is None else card_ids(talon, "talon")
        if hands is not None:
            hands = hand_lists(hands)
        sim = _core.Simulator(info.name, seats, seed=seed, policies=policies,
                              dealer=dealer, compulsory_klop=compulsory_klop,
                              contract=contract, declarer=declarer, called=called, hands=hands,
                              talon=talon, hand=hand, seat=seat, options=v.engine_options())
    except NotationError as exc:  # a card name in called, hand(s) or talon: a bad argument too
        raise InvalidInputError(str(exc)) from None
    if chunk is None:
        # A search player's deal takes tens of ms a search seat: chunks of eight deals a
        # thread, so that progress and Ctrl-C come about every second.
        chunk = SEARCH_CHUNK * threads if sim.searching else DEFAULT_CHUNK
    setup = (variant, dict(seed=seed, policies=policies, dealer=dealer, compulsory_klop=compulsory_klop,
                           contract=contract, declarer=declarer, called=called, hands=hands, talon=talon,
                           hand=hand, seat=seat, options=options))
    return _Run(sim, info.name, name, n_deals, start, seed, threads, chunk, setup)


class _RunChunks(Iterator[SimulationResult]):
    """The chunks of a run (:func:`iter_simulate`), knowing the deals asked for
    (``requested``, which :func:`summarize` tells its progress by)."""

    def __init__(self, run: _Run) -> None:
        self.requested = run.n_deals
        self._chunks = _chunks(run)

    def __next__(self) -> SimulationResult:
        return next(self._chunks)


def _chunks(run: _Run) -> Iterator[SimulationResult]:
    n = run.sim.num_players
    done = 0
    while done < run.n_deals:
        count = min(run.chunk, run.n_deals - done)
        t0 = time.perf_counter()
        cols, played, interrupted = run.sim.run(run.start + done, count, run.threads)
        elapsed = time.perf_counter() - t0
        yield SimulationResult(run.name, n, run.seed, run.start + done, count,
                               _arrays(cols, n), interrupted=interrupted, elapsed=elapsed,
                               threads=run.threads, game=run.game, setup=run.setup)
        done += played
        if interrupted:
            return


def iter_simulate(variant: Union[str, Variant] = "slovenian", n_deals: int = 10_000, *,
                  seed: int = 0, policies: Union[str, Sequence[str]] = "random",
                  threads: Optional[int] = None, chunk_size: Optional[int] = None,
                  start: int = 0, dealer: int = 0, compulsory_klop: bool = False,
                  contract: Union[int, str, None] = None, declarer: Optional[int] = None,
                  called: Union[int, str, None] = None,
                  hands: Optional[Sequence[Sequence[int]]] = None,
                  talon: Optional[Sequence[int]] = None, hand: Optional[Sequence[int]] = None,
                  seat: Optional[int] = None, **options: Any) -> Iterator[SimulationResult]:
    """The run of :func:`simulate` as chunks of at most ``chunk_size`` deals, in order
    (each a :class:`SimulationResult`). Every argument is checked here, before the first
    deal is played."""
    for name in ("progress", "cluster"):
        if name in options:  # simulate's, which would otherwise read as a misspelt variant option
            raise InvalidInputError(f"iter_simulate takes no {name}: it gives the run chunk by chunk "
                                    f"(count them for progress); simulate(..., {name}=...) has it")
    run = _prepare(variant, n_deals, seed=seed, policies=policies, threads=threads,
                   chunk_size=chunk_size, start=start, dealer=dealer,
                   compulsory_klop=compulsory_klop, contract=contract, declarer=declarer,
                   called=called, hands=hands, talon=talon, hand=hand, seat=seat,
                   options=options)
    return _RunChunks(run)


def simulate(variant: Union[str, Variant] = "slovenian", n_deals: int = 10_000, *,
             seed: int = 0, policies: Union[str, Sequence[str]] = "random",
             threads: Optional[int] = None, chunk_size: Optional[int] = None,
             progress: Union[Callable[[int, int], Any], bool, None] = None,
             start: int = 0, dealer: int = 0, compulsory_klop: bool = False,
             contract: Union[int, str, None] = None, declarer: Optional[int] = None,
             called: Union[int, str, None] = None,
             hands: Optional[Sequence[Union[str, Sequence[Union[int, str]]]]] = None,
             talon: Union[str, Sequence[Union[int, str]], None] = None,
             hand: Union[str, Sequence[Union[int, str]], None] = None,
             seat: Optional[int] = None, cluster: Optional[str] = None,
             **options: Any) -> SimulationResult:
    """Play ``n_deals`` deals of ``variant`` (a preset name such as ``"slovenian"``,
    ``"slovenian-3"``, or a :func:`tarokk.variant`; ``**options`` override its options) in
    the Rust core, with the GIL released, on ``threads`` threads (default: all cores).

    ``policies``: ``"random"``, ``"rule"``, ``"rule-bid"`` or the search player ``"pimc"``
    (``"pimc:worlds=8,rollouts=16,exact_tricks=4,seconds=0.5"``), or one per seat. A
    search player's deal takes tens of milliseconds a search seat (the README's median: 30–40
    ms; its decisions sample and solve worlds, from what its seat knows): such runs go
    eight deals a thread per chunk, and each decision
    draws its worlds from ``deal_seed(deal_seed(seed, i), step + 1)`` (``step``: the
    actions before it), so they do not depend on the threads either. ``contract`` (index or name)
    switches to the play-phase mode, with ``declarer`` (default: the forehand), ``called``
    (card id or name), and either random hands, ``hands`` + ``talon``, or ``hand`` for
    ``seat`` (default: the declarer) with the rest sampled. ``start`` is the index of the
    first deal (to continue a run). ``progress``: ``progress(done, total)`` after each chunk
    of ``chunk_size`` deals (``True``: a line on stderr). ``cluster`` (``"auto"``,
    ``"local"``, ``"HOST:PORT"``, ``"ray://HOST:PORT"``) runs the chunks as Ray tasks, with
    ``threads`` threads each (default 1), the same rows as here (module docstring).

    Returns a :class:`SimulationResult`; with Ctrl-C (or ``KeyboardInterrupt`` from
    ``progress``) the completed chunks, with ``interrupted=True``. Bad arguments raise
    :class:`~tarokk.errors.InvalidInputError` before any deal is played; a cluster that
    cannot be used raises :class:`~tarokk.errors.ClusterError`, also before any deal.
    """
    progress = progress_callback(progress, on_stderr("deals"))
    args: dict[str, Any] = dict(seed=seed, policies=policies, dealer=dealer, compulsory_klop=compulsory_klop,
                                contract=contract, declarer=declarer, called=called, hands=hands,
                                talon=talon, hand=hand, seat=seat, options=options)
    if cluster is not None and threads is None:
        threads = 1
    run = _prepare(variant, n_deals, threads=threads, chunk_size=chunk_size, start=start, **args)
    _check_fits(run.n_deals, run.sim.num_players)  # the driver holds the whole result, on Ray too
    if cluster is not None:
        return _simulate_on_cluster(run, _Shard(variant, run.threads, args), cluster,
                                    chunk_size is None, progress)
    n = run.sim.num_players
    # The whole result is allocated once and filled chunk by chunk (peak memory: the
    # arrays plus one chunk).
    arrays = _empty(run.n_deals, n)
    interrupted = False
    elapsed = 0.0
    done = 0
    try:
        for part in _chunks(run):
            for name, arr in part.arrays.items():
                arrays[name][done:done + part.n_deals] = arr
            elapsed += part.elapsed
            done += part.n_deals
            if part.interrupted:
                interrupted = True
                break
            if progress is not None:
                progress(done, run.n_deals)
    except KeyboardInterrupt:
        interrupted = True
    if done < run.n_deals:
        arrays = {name: arr[:done].copy() for name, arr in arrays.items()}
    return SimulationResult(run.name, n, run.seed, run.start, run.n_deals, arrays,
                            interrupted=interrupted, elapsed=elapsed, threads=run.threads,
                            game=run.game, setup=run.setup)


def simulate_summary(variant: Union[str, Variant] = "slovenian", n_deals: int = 10_000,
                     **kwargs: Any) -> SimulationSummary:
    """``simulate(...).summary`` without keeping the rows (:func:`simulate`'s arguments, the
    same summary): here chunk by chunk (:func:`summarize`), on a Ray ``cluster`` shard by
    shard, each shard sending back its sums instead of its rows. A run of 10**9 deals needs
    the memory of a chunk, not the 40 GiB of its rows. Ctrl-C sums what was done, as
    ``simulate`` keeps it (``interrupted``)."""
    # simulate's own signature reads the arguments, so that both take the same, with the
    # same defaults (the rest are the variant's options, checked as simulate checks them).
    given = inspect.signature(simulate).bind(variant, n_deals, **kwargs)
    given.apply_defaults()
    a = given.arguments
    progress = progress_callback(a["progress"], on_stderr("deals"))
    cluster, threads, chunk_size, start = a["cluster"], a["threads"], a["chunk_size"], a["start"]
    args: dict[str, Any] = {name: a[name] for name in ("seed", "policies", "dealer", "compulsory_klop", "contract",
                                                      "declarer", "called", "hands", "talon", "hand", "seat")}
    args["options"] = a["options"]
    if cluster is not None and threads is None:
        threads = 1  # per Ray task, as simulate
    run = _prepare(variant, n_deals, threads=threads, chunk_size=chunk_size, start=start, **args)
    empty = SimulationResult(run.name, run.sim.num_players, run.seed, run.start, 0,
                             _empty(0, run.sim.num_players), threads=run.threads, game=run.game)
    if cluster is None:
        return summarize(_RunChunks(run), progress) if run.n_deals else empty.summary
    from .distributed import run_shards
    shard = _TallyShard(variant, run.threads, args)

    def merge(parts: list[_Tally]) -> _Tally:
        total = _Tally.of(empty)
        for part in parts:
            total.merged(part)
        return total

    out = run_shards(shard, run.start, run.n_deals, cluster=cluster, merge=merge, size=lambda t: t.deals,
                     shard_size=(SEARCH_SHARD if run.sim.searching else DEFAULT_SHARD) if chunk_size is None
                     else run.chunk, progress=progress, num_cpus=run.threads)
    tally: _Tally = out.value
    tally.interrupted, tally.elapsed, tally.threads = out.interrupted, out.elapsed, run.threads
    return tally.summary(cluster={"cluster": out.cluster.address, "cluster_cpus": out.cluster.cpus,
                                  "shards": out.shards})


@dataclass(frozen=True)
class _Shard:
    """One Ray task of a run: builds the simulator from the (already checked) arguments on
    the worker and plays deals ``start .. start + count``."""

    variant: Any
    threads: int
    args: dict[str, Any]

    def __call__(self, start: int, count: int) -> dict[str, np.ndarray]:
        return self.played(start, count).arrays

    def played(self, start: int, count: int) -> SimulationResult:
        """Deals ``start .. start + count``, played on the worker."""
        run = _prepare(self.variant, count, threads=self.threads, chunk_size=None,
                       start=start, **self.args)
        t0 = time.perf_counter()
        cols, played, interrupted = run.sim.run(start, count, run.threads)
        if interrupted or played != count:
            raise ClusterError(f"deals {start}..{start + count} were interrupted on the worker "
                               f"after {played}")
        return SimulationResult(run.name, run.sim.num_players, run.seed, start, count,
                                _arrays(cols, run.sim.num_players), elapsed=time.perf_counter() - t0,
                                threads=run.threads, game=run.game)


@dataclass(frozen=True)
class _TallyShard(_Shard):
    """A Ray task of a run whose summary alone is wanted: its shard's sums, not its rows."""

    def __call__(self, start: int, count: int) -> _Tally:  # type: ignore[override]
        part = self.played(start, count)
        tally = _Tally.of(part)
        tally.add(part)
        return tally


def _simulate_on_cluster(run: _Run, shard: _Shard, cluster: str, default_shard: bool,
                         progress: Optional[Callable[[int, int], Any]]) -> SimulationResult:
    from .distributed import run_shards
    n = run.sim.num_players

    def merge(parts: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
        # Into arrays allocated once, each shard let go of once copied (peak memory: the
        # result plus the shards not yet copied).
        arrays = _empty(sum(len(p["contract"]) for p in parts), n)
        done = 0
        parts.reverse()
        while parts:
            part = parts.pop()
            k = len(part["contract"])
            for name, arr in part.items():
                arrays[name][done:done + k] = arr
            done += k
        return arrays

    out = run_shards(shard, run.start, run.n_deals, cluster=cluster, merge=merge,
                     shard_size=(SEARCH_SHARD if run.sim.searching else DEFAULT_SHARD) if default_shard else run.chunk,
                     progress=progress, num_cpus=run.threads)
    return SimulationResult(run.name, n, run.seed, run.start, run.n_deals, out.value,
                            interrupted=out.interrupted, elapsed=out.elapsed, threads=run.threads,
                            params={"cluster": out.cluster.address, "cluster_cpus": out.cluster.cpus,
                                    "shards": out.shards},
                            game=run.game, setup=run.setup)
