"""The double-dummy solver: the exact value of a play-phase position with every hand known.

    >>> import tarokk
    >>> g = tarokk.Game("paskievics", seed=7)
    >>> while g.phase != "play":
    ...     _ = g.apply(tarokk.policies.rule_policy(g, None))
    >>> s = tarokk.solve(g)          # doctest: +SKIP
    >>> s.value, s.unit, s.best       # doctest: +SKIP
    (51, 'points', Action(20, 'XXI'))

The objective is the contract's (``docs/solver.md``): the declarer side's card points as
the game counts them (Slovenian in thirds of a point, :attr:`Solution.points` rounds them;
Jókai less 2 per trick and the skart deduction; Paskievics plain), its tricks for valat /
volát (``goal="tricks"``), the declarer's tricks for beggar (``goal="beggar"``), or one
seat's points for klop (``goal="klop", seat=s``: that seat plays to take few, all others to
give it many). The search runs in the Rust core with the GIL released;
:func:`solve_many` spreads positions over threads, or over a Ray cluster.

A full deal can take long (a 12-trick Slovenian deal often minutes): Ctrl-C stops any
search (``KeyboardInterrupt``), ``node_limit=`` makes it give up with
:class:`~tarokk.SearchLimitError` after that many nodes, and ``progress=`` is told the nodes
searched so far as it goes. Either way the solver is left as new.

The solver sees every hand: it is for analysis, and for players that sample worlds first
(:func:`tarokk.policies.search_policy`); a seat's legal actions and view never use it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence, Union

from . import _core
from ._checks import MAX_COUNT, MAX_THREADS, integer, whole_number
from .errors import InvalidInputError, SearchLimitError
from .progress import on_stderr, progress_callback

if TYPE_CHECKING:
    from .game import Action, Game

__all__ = ["Solution", "Verdict", "solve", "makes", "solve_many", "minimax", "objective", "clear_table", "release", "whole", "GOALS"]

#: The objectives by name (``goal=``); None is the contract's own.
GOALS = ("points", "tricks", "beggar", "klop")


@dataclass(frozen=True)
class Solution:
    """A solved position."""

    #: The value under perfect play by both sides, in :attr:`unit`.
    value: int
    #: ``"thirds"`` (Slovenian card points × 3, exact), ``"points"`` or ``"tricks"``.
    unit: str
    #: The objective: ``"points"``, ``"tricks"``, ``"beggar"`` or ``"klop"``.
    goal: str
    #: The value in whole points (thirds rounded as SL-C1 rounds a pile), else ``value``.
    points: int
    #: Every legal card with the value of the position after it, in the same unit.
    moves: tuple[tuple["Action", int], ...]
    #: Does the player to move want the value large (None when the play is over)?
    maximizing: Optional[bool]
    #: Search statistics: nodes searched, table probes and hits, seconds. Each thread's
    #: solver keeps its table from one solve to the next of the same objective, so a
    #: position solved again (or one it saw) takes fewer nodes: for counts to compare,
    #: :func:`clear_table` before each solve.
    nodes: int
    probes: int
    hits: int
    seconds: float

    @property
    def best(self) -> Optional["Action"]:
        """A best card for the player to move (the lowest of equal ones)."""
        if not self.moves:
            return None
        pick = max if self.maximizing else min
        return pick(self.moves, key=lambda m: m[1])[0]

    @property
    def hit_rate(self) -> float:
        """The share of the table's probes that found an entry (0 with no probes)."""
        return self.hits / self.probes if self.probes else 0.0

    def __repr__(self) -> str:
        return (f"Solution(value={self.value} {self.unit}, goal={self.goal!r}, "
                f"moves={len(self.moves)}, nodes={self.nodes})")


@dataclass(frozen=True)
class Verdict:
    """Whether the counted side makes the contract under perfect play (:func:`makes`)."""

    made: bool
    #: The value that makes it, in :attr:`unit`: at least ``target`` (card points: SL-C2's
    #: 36 points are 107 thirds, JK-C3's 34, PK-X1's 48; valat and volát: every trick),
    #: or at most ``target`` when :attr:`at_most` (beggar: no trick).
    target: int
    at_most: bool
    unit: str
    goal: str
    nodes: int
    probes: int
    hits: int
    seconds: float

    def __bool__(self) -> bool:
        return self.made


def _engine(game: "Game") -> Any:
    """The native engine of a game (a reference-backed one is mirrored natively)."""
    from .game import Game
    from .policies import native_engine
    if not isinstance(game, Game):
        raise InvalidInputError(f"a position to solve is a tarokk.Game, not {type(game).__name__}")
    return native_engine(game)


def _solution(d: dict[str, Any]) -> Solution:
    return Solution(value=d["value"], unit=d["unit"], goal=d["goal"], points=d["points"],
                    moves=tuple((a, v) for a, v in d["moves"]), maximizing=d["maximizing"],
                    nodes=d["nodes"], probes=d["probes"], hits=d["hits"], seconds=d["seconds"])


def _check_threads(threads: Any) -> int:
    n = whole_number(threads)
    if n is None or not 0 <= n <= MAX_THREADS:
        raise InvalidInputError(f"threads must be an int in 0..{MAX_THREADS} (0: every core), not {threads!r}")
    return n


def _check_limit(node_limit: Any) -> Optional[int]:
    if node_limit is None:
        return None
    n = whole_number(node_limit)
    if n is None or not 0 < n <= MAX_COUNT:
        raise InvalidInputError(f"node_limit must be a positive int (at most 2**63-1) or None, not {node_limit!r}")
    return n


def _check_progress(progress: Optional[Callable[[int], object]]) -> None:
    if progress is not None and not callable(progress):
        raise InvalidInputError(f"progress must be a function of the nodes searched, or None, not {progress!r}")


def _check_goal(goal: Optional[str], seat: Any = None) -> Optional[int]:
    """Checks ``goal``; ``seat`` as an int (or None)."""
    if goal is not None and not isinstance(goal, str):
        raise InvalidInputError(f"goal must be one of {', '.join(GOALS)} or None, not {goal!r}")
    if seat is None:
        return None
    n = whole_number(seat)
    if n is None:
        raise InvalidInputError(f"seat must be an int, not {seat!r}")
    if not 0 <= n < 8:  # the binding checks it against the game's seats
        raise InvalidInputError(f"seat {n} is not a seat")
    return n


def objective(game: "Game", goal: Optional[str] = None, seat: Optional[int] = None) -> tuple[str, str]:
    """The objective :func:`solve` would search ``game`` for, without searching: its goal
    and unit, as :attr:`Solution.goal` and :attr:`Solution.unit` would say (``goal=None``:
    the contract's own, ``docs/solver.md``, "Objectives"), or the error :func:`solve`
    would raise. ``("points", "thirds")`` for a Slovenian point contract, ``("tricks",
    "tricks")`` for a valat, ``("klop", "thirds")`` in klop, ``("points", "points")`` in the
    Hungarian games."""
    seat = _check_goal(goal, seat)
    goal_name, unit = _core.solver_check(_engine(game), goal, seat)
    return goal_name, unit


def clear_table() -> None:
    """Forget what this thread's solver stored: the next :func:`solve` or :func:`makes` on
    this thread starts from an empty table, as the first does (its ``nodes`` and ``seconds``
    then do not depend on what was solved before). :func:`solve_many` always starts its
    threads' solvers empty."""
    _core.solver_clear_table()


def release() -> None:
    """Free the memory this thread's searches keep for the next one: the solver's table
    (4 to 64 MiB, as the biggest position it solved needed) and the search players' (16
    MiB each: the one the search policy decides with, and the one ``simulate``/``arena``
    seats named ``"pimc"`` made on the thread that started the run, which plays deals
    too). A server answering hints from a pool
    of threads calls it in a thread done with searching; the next search on the thread
    makes them again (and starts as a first one does)."""
    _core.solver_release()


def whole(value: int, unit: str) -> tuple[int, str]:
    """A value of :class:`Solution` or :class:`Verdict` in whole units: thirds rounded to
    points as SL-C1 rounds a pile (:attr:`Solution.points`), points and tricks as they are."""
    return ((value + 1) // 3, "points") if unit == "thirds" else (value, unit)


def solve(game: "Game", goal: Optional[str] = None, seat: Optional[int] = None, *,
          node_limit: Optional[int] = None, progress: Optional[Callable[[int], object]] = None,
          threads: int = 1) -> Solution:
    """Solve the play of ``game`` from where it stands: its value under perfect play and
    the value of every legal card. A deal played to its end (or ended early, SL-B1) has
    its final value and no card to choose; before the play (also a deal thrown in), or for
    an objective the game does not have, :class:`InvalidInputError`. ``node_limit``: give up with
    :class:`~tarokk.SearchLimitError` after that many nodes (None: search to the end; Ctrl-C
    stops it either way). ``progress``: called with the nodes searched so far every 65 536
    nodes (a search that ends sooner never calls it); an exception it raises stops the
    search and is raised as itself. ``threads``: search one big position (6 or more cards
    in hand) with that many threads sharing the table (0: every core); the answers are
    the same, sooner (``nodes`` then counts every thread's; ``node_limit`` and ``progress`` the
    caller's thread's). For many positions, :func:`solve_many` uses the cores better."""
    seat, node_limit = _check_goal(goal, seat), _check_limit(node_limit)
    _check_progress(progress)
    threads = _check_threads(threads)
    return _solution(_core.solve(_engine(game), goal, seat, node_limit, progress, threads))


def makes(game: "Game", goal: Optional[str] = None, seat: Optional[int] = None, *,
          target: Optional[int] = None, node_limit: Optional[int] = None,
          progress: Optional[Callable[[int], object]] = None, threads: int = 1) -> Verdict:
    """Does the counted side make the contract from where the play stands, under perfect
    play? One null-window search, far cheaper than :func:`solve`'s exact value (the
    solver rows of ``make bench``). ``target``: ask instead whether the value (in the
    objective's unit) reaches it. Klop has no contract to make: give ``target``.
    ``node_limit``, ``progress`` and ``threads``: as for :func:`solve`."""
    seat, node_limit = _check_goal(goal, seat), _check_limit(node_limit)
    _check_progress(progress)
    threads = _check_threads(threads)
    if target is not None:
        t = whole_number(target)
        if t is None or not -(1 << 31) <= t < 1 << 31:
            raise InvalidInputError(f"target must be an int (32 bits), not {target!r}")
        target = t
    d = _core.makes(_engine(game), goal, seat, target, node_limit, progress, threads)
    return Verdict(made=d["made"], target=d["target"], at_most=d["at_most"], unit=d["unit"],
                   goal=d["goal"], nodes=d["nodes"], probes=d["probes"], hits=d["hits"],
                   seconds=d["seconds"])


def solve_many(games: Sequence["Game"], goal: Optional[str] = None, *, threads: int = 0,
               cluster: Optional[str] = None, shard_size: int = 64,
               node_limit: Optional[int] = None,
               progress: Union[Callable[[int, int], Any], bool, None] = None) -> list[Solution]:
    """Solve many positions: on ``threads`` threads of this machine (0: all cores; each
    takes the next position not yet taken, so a batch sorted by cost keeps them all busy),
    or on a Ray cluster (``cluster="auto"``, ``"local"`` or an address; see
    :mod:`tarokk.distributed`), in shards of ``shard_size`` positions. The results are in
    the order of ``games`` and the same either way. Every position is checked before any
    work starts. ``node_limit`` (per position): a position that needs more stops the run
    with :class:`~tarokk.SearchLimitError`, whose ``index`` names it (with several threads
    and several such positions, the first to give up); Ctrl-C stops it too.
    ``progress(done, total)`` as positions are solved (on Ray, as shards come back; an
    exception it raises stops the run); ``True``: a bar on standard error."""
    from .game import Game
    if isinstance(games, Game):
        raise InvalidInputError("solve_many takes a list of games; for one game, tarokk.solve(game)")
    if isinstance(games, (str, bytes)) or not isinstance(games, Iterable):
        raise InvalidInputError(f"solve_many takes a list of games, not {type(games).__name__}")
    try:
        games = list(games)
    except TypeError:  # iterable by its type, not as it is (a NumPy array of no dimension)
        raise InvalidInputError(f"solve_many takes a list of games, not {games!r}") from None
    _check_goal(goal)
    node_limit, threads = _check_limit(node_limit), _check_threads(threads)
    shard_size = integer(shard_size, "shard_size", 1)
    engines = [_named(i, _engine, g) for i, g in enumerate(games)]
    report = progress_callback(progress, on_stderr("positions"))
    if cluster is None:
        try:  # the core checks every position before it searches any
            solved = _core.solve_many(engines, goal, threads, node_limit, report)
        except InvalidInputError:
            _check_each(engines, goal)  # the same check again, only to name the position refused
            raise
        return [_solution(d) for d in solved]
    _check_each(engines, goal)  # here: a bad position fails now, not on a worker
    from . import distributed
    from .records import record
    records = [record(g) for g in games]
    run = distributed.run_shards(_SolveShard(tuple(records), goal, threads or 1, node_limit), 0, len(records),
                                 shard_size=shard_size, cluster=cluster, merge=_merge_lists,
                                 size=len, num_cpus=threads or 1, progress=report)
    if run.interrupted:  # as the local run: a list of some positions' solutions would not line up
        raise KeyboardInterrupt
    return list(run.value)


def _named(i: int, check: Callable[..., Any], *args: Any) -> Any:
    """``check(*args)``, its refusal naming position ``i`` of a batch."""
    try:
        return check(*args)
    except InvalidInputError as exc:
        raise InvalidInputError(f"position {i}: {exc}") from None


def _check_each(engines: Sequence[Any], goal: Optional[str]) -> None:
    """Every position can be solved with ``goal``; the first that cannot is named."""
    for i, e in enumerate(engines):
        _named(i, _core.solver_check, e, goal)


def _merge_lists(parts: list[list[Solution]]) -> list[Solution]:
    return [s for p in parts for s in p]


@dataclass(frozen=True)
class _SolveShard:
    """A shard of :func:`solve_many` on Ray: the positions as records, replayed on the
    worker (records pickle and travel; native games are rebuilt there)."""

    records: tuple[dict[str, Any], ...]
    goal: Optional[str]
    threads: int
    node_limit: Optional[int] = None

    def __call__(self, start: int, count: int) -> list[Solution]:
        from .records import replay
        engines = [replay(r).engine for r in self.records[start:start + count]]
        try:
            return [_solution(d) for d in _core.solve_many(engines, self.goal, self.threads, self.node_limit)]
        except SearchLimitError as e:  # name the position in the whole run, not the shard
            index = start + (e.index or 0)
            err = SearchLimitError(f"the search gave up on position {index} after {e.nodes} nodes "
                                   f"(node_limit={self.node_limit})")
            err.nodes, err.index = e.nodes, index
            raise err from None


def minimax(game: "Game", goal: Optional[str] = None, seat: Optional[int] = None) -> int:
    """The value by plain minimax, without pruning or a table (endings of at most six
    tricks): the slow, obviously right answer the solver is tested against."""
    seat = _check_goal(goal, seat)
    v: int = _core.minimax(_engine(game), goal, seat)
    return v
