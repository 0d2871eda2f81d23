"""Duplicate matches between players: which policy wins more, with the luck of the cards
taken out.

    >>> import tarokk
    >>> r = tarokk.arena("jokai", ["pimc", "rule"], 2000, seed=1, threads=2)   # doctest: +SKIP
    >>> d = r.summary.difference                                              # doctest: +SKIP
    >>> d.mean, (d.ci_low, d.ci_high), d.p_value                              # doctest: +SKIP

**Duplicate deals.** Deal ``i`` is shuffled from ``tarokk.deal_seed(seed, i)`` with a fixed
``dealer`` (default 0) and played ``n`` times, once per rotation ``r = 0 .. n - 1``, where
``n`` is the number of table seats of one deal (``Game(variant).num_players``: 4 for
``slovenian`` and ``paskievics``, 3 for ``jokai``, 4 for ``jokai-4``, 5 for ``paskievics-5``;
``slovenian-5`` is played by the four of a deal who play). Every rotation is dealt the same
cards by the same dealer; rotation ``r`` moves the policy of seat ``s`` of rotation 0 to seat
``(s + r) % n``. So each policy holds every seat equally often with the same cards, and what
the cards give a seat cancels out. The seat of a dealer who sits out (``jokai-4``,
``paskievics-5``) is a seat like the others: its policy is never asked, and its amount (the
Jókai dealer pays and receives as an opponent, the Paskievics one gets 0) is counted.

**Policies** (``policies``), each a name (``game.info.policy(name)``: ``"random"``,
``"rule"``, ``"pimc"`` or ``"pimc:worlds=8,rollouts=32,exact_tricks=4"``, the game's own
such as Slovenian ``"sensible"``) or a callable ``policy(game, rng) -> action``:

* one policy: every seat plays it (``"rule"``);
* a list of ``n``: one per seat of rotation 0 (``["pimc", "rule", "random", "rule"]``);
* a shorter list: one seat each, the **last one filling the seats left**:
  ``["pimc", "rule"]`` is one seat of ``pimc`` and every other seat ``rule``.

Equal names are one policy (so is one callable given twice); a callable is named by its
``__name__``. Every name is resolved and checked before any deal is played. A callable gets
a copy of the deal, every hand in it (as a simulator's state has them): a fair player reads
only ``game.view(game.current_player)`` and ``game.legal_actions()``. Changing the copy
changes nothing; the action it returns is applied for the seat to play, or refused.

**Results.** Per deal and per policy, its *value*: the mean settlement amount over the
seats it held in all the deal's rotations (:attr:`ArenaResult.values`). The summary has each
policy's mean value per deal with a 95% confidence interval (normal approximation over the
per-deal values), the paired difference *first policy − second policy* per deal with its CI
and a two-sided p-value, and per contract (the game's contract names, plus ``"thrown in"``
when everyone passed and ``"annulled"``) the plays, each policy's mean amount in them, its
share of the policy's mean per deal, and how often it declared and made the contract.

**Reproducible.** The seat of rotation ``r`` of deal ``i`` gets ``random.Random(s)`` with
``s = deal_seed(deal_seed(seed, i), r * n + seat + 1)`` (the PIMC player draws its worlds
from it). Each rotation is a pure function of ``(seed, i, r)``, so the arrays are identical
whatever ``threads``, ``shard_size`` or number of Ray workers.

**Threads**: ``threads`` worker threads play rotations at once (``0``: all cores). The PIMC
player's search releases the GIL, so PIMC matches use the cores; the Python game loop and
the random player do not. ``progress(done, total)`` is called as deals complete; Ctrl-C (or
a ``KeyboardInterrupt`` from ``progress``) stops the run and returns the deals completed
without a gap from the first, with ``interrupted=True``.

**On Ray** (``cluster``: ``"auto"``, ``"local"``, ``"HOST:PORT"``, ``"ray://HOST:PORT"``;
:mod:`tarokk.distributed`): shards of ``shard_size`` consecutive deals are Ray tasks, each
with ``threads`` threads (default 1, as many CPUs reserved), merged in deal order into the
same arrays as the local run. A shard whose worker dies is run again.
"""

from __future__ import annotations

import math
import random
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Sequence, Union

from . import _core
from ._checks import MAX_COUNT, MAX_THREADS, integer as _int
from ._numpy import require_numpy
from .errors import ClusterError, InvalidInputError
from .progress import on_stderr, progress_callback
from .registry import GameInfo, find_variant

if TYPE_CHECKING:
    import numpy as np

__all__ = ["arena", "ArenaResult", "ArenaSummary", "PolicyStats", "Difference", "ContractStats",
           "ArenaCluster", "Z95", "THROWN_IN", "ANNULLED", "DEFAULT_SHARD"]

#: The two-sided 95% quantile of the normal distribution.
Z95 = 1.959963984540054
#: Contract keys of the deals without a contract played.
THROWN_IN, ANNULLED = "thrown in", "annulled"
#: ``outcome`` codes of those deals (otherwise the contract index).
_THROWN_IN, _ANNULLED = -1, -2
#: Deals per Ray task (a PIMC deal of four rotations takes a couple of seconds).
DEFAULT_SHARD = 16

PolicySpec = Union[str, Callable[..., Any]]


# -- the result ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PolicyStats:
    """One policy's mean value per deal (the mean amount over the seats it held)."""

    name: str
    #: Seats it holds in each rotation.
    seats: int
    #: None when no deal was played (an arena stopped before its first deal finished).
    mean: Optional[float]
    #: Standard deviation of the per-deal values (None with fewer than 2 deals).
    std: Optional[float]
    #: The 95% confidence interval of ``mean`` (None with fewer than 2 deals).
    ci_low: Optional[float]
    ci_high: Optional[float]


@dataclass(frozen=True)
class Difference:
    """The paired difference ``first − second`` of two policies' values, per deal."""

    first: str
    second: str
    #: None when no deal was played.
    mean: Optional[float]
    std: Optional[float]
    ci_low: Optional[float]
    ci_high: Optional[float]
    #: ``mean`` over its standard error, and the two-sided p-value of "no difference"
    #: (normal approximation); None with fewer than 2 deals.
    z: Optional[float]
    p_value: Optional[float]
    #: The 95% CI excludes 0 (``p_value < 0.05``).
    significant: bool


@dataclass(frozen=True)
class ContractStats:
    """The plays (deal rotations) that ended in one contract."""

    contract: str
    plays: int
    #: Per policy (in :attr:`ArenaSummary.policies` order): its mean amount over the seats
    #: it held in these plays.
    means: tuple[float, ...]
    #: Per policy: these plays' part of its mean per deal (the parts add up to it).
    shares: tuple[float, ...]
    #: Per policy: plays in which it was the declarer, and those it made.
    declared: tuple[int, ...]
    made: tuple[int, ...]


@dataclass(frozen=True)
class ArenaCluster:
    """Where a run on Ray went."""

    address: str
    cpus: int
    shards: int


@dataclass(frozen=True)
class ArenaSummary:
    """Everything :func:`arena` reports, computed from the per-deal arrays
    (:attr:`ArenaResult.summary`); :meth:`as_dict` is ``tarokk arena --json``."""

    variant: str
    game: str
    seed: int
    dealer: int
    #: Table seats, and so rotations per deal.
    seats: int
    #: The policy of each seat in rotation 0.
    seating: tuple[str, ...]
    deals: int
    requested: int
    interrupted: bool
    policies: tuple[PolicyStats, ...]
    #: First policy − second policy; None with a single policy.
    difference: Optional[Difference]
    #: Most played first.
    contracts: tuple[ContractStats, ...]
    elapsed_s: float
    threads: int
    cluster: Optional[ArenaCluster]

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values."""
        return asdict(self)


@dataclass(frozen=True, eq=False)
class ArenaResult:
    """The deals of an arena run, one row per deal (``deals`` rows, fewer if interrupted).
    Two results are equal (``==``) when they hold the same deals of the same run (variant,
    seed, dealer, the policies and their seats, every array, interrupted or not), however
    each ran: ``elapsed``, ``threads`` and ``cluster`` do not count."""

    variant: str
    game: str
    seed: int
    dealer: int
    requested: int
    #: Distinct policies, in order of first appearance in the seating.
    names: tuple[str, ...]
    #: ``assignment[s]``: the index (into ``names``) of seat ``s``'s policy in rotation 0.
    assignment: tuple[int, ...]
    #: ``(deals, rotations, seats)`` int32: each rotation's settlement per table seat.
    amounts: np.ndarray
    #: ``(deals, rotations)`` int8: the contract index, −1 thrown in, −2 annulled.
    outcome: np.ndarray
    #: ``(deals, rotations)`` int8: the declarer's seat, −1 none.
    declarer: np.ndarray
    #: ``(deals, rotations)`` int8: 1 made, 0 lost, −1 no declarer (or annulled).
    won: np.ndarray
    interrupted: bool = False
    elapsed: float = 0.0
    threads: int = 1
    cluster: Optional[ArenaCluster] = None

    @property
    def deals(self) -> int:
        """How many duplicate deals were played (each once per rotation)."""
        return int(self.amounts.shape[0])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ArenaResult):
            return NotImplemented
        same = ("variant", "game", "seed", "dealer", "requested", "names", "assignment", "interrupted")
        arrays = ("amounts", "outcome", "declarer", "won")
        return (all(getattr(self, k) == getattr(other, k) for k in same)
                and all(_numpy().array_equal(getattr(self, k), getattr(other, k)) for k in arrays))

    __hash__ = None  # type: ignore[assignment]  # equal by value

    @property
    def seats(self) -> int:
        """Seats at the table (rotations per deal)."""
        return len(self.assignment)

    def __len__(self) -> int:
        return self.deals

    def seating(self, rotation: int) -> tuple[int, ...]:
        """The policy index of each seat in ``rotation`` (0 .. seats − 1)."""
        n = self.seats
        rotation = _int(rotation, "rotation", 0, n - 1)
        return tuple(self.assignment[(s - rotation) % n] for s in range(n))

    def holds(self) -> np.ndarray:
        """``(rotations, seats, policies)`` bool: which policy held which seat."""
        n, k = self.seats, len(self.names)
        mask: np.ndarray = _numpy().zeros((n, n, k), dtype=bool)
        for r in range(n):
            for s, p in enumerate(self.seating(r)):
                mask[r, s, p] = True
        return mask

    @property
    def values(self) -> np.ndarray:
        """``(deals, policies)`` float64: per deal, each policy's mean amount over the seats
        it held in all rotations."""
        mask = self.holds().astype("f8")
        # The plays of a deal by size, not -1: an arena stopped before its first deal has none.
        plays = self.amounts.astype("f8").reshape(self.deals, self.seats * self.seats)
        sums = plays @ mask.reshape(-1, len(self.names))
        out: np.ndarray = sums / mask.reshape(-1, len(self.names)).sum(axis=0)
        return out

    def contract_key(self, code: int) -> str:
        """The breakdown's name of an ``outcome`` code."""
        if code == _THROWN_IN:
            return THROWN_IN
        if code == _ANNULLED:
            return ANNULLED
        return str(find_variant(self.variant)[0].contract_name(code))

    @property
    def summary(self) -> ArenaSummary:
        """Per policy the mean result per deal with its 95% interval, the difference of the
        first two with its significance, and the per-contract breakdown (``docs/arena.md``)."""
        np = _numpy()
        values = self.values
        stats = tuple(PolicyStats(name, self.assignment.count(p), *_mean_ci(values[:, p]))
                      for p, name in enumerate(self.names))
        difference = None
        if len(self.names) >= 2:
            mean, std, low, high = _mean_ci(values[:, 0] - values[:, 1])
            z, p_value = _z_test(mean, std, self.deals)
            difference = Difference(self.names[0], self.names[1], mean, std, low, high, z, p_value,
                                    p_value is not None and p_value < 0.05)
        mask = self.holds()                       # (R, n, P)
        per_deal = mask.sum(axis=(0, 1))          # seat-plays of each policy in one deal
        amounts = self.amounts.astype("f8")
        # The policy index of each play's declarer, -1 without one.
        seating = np.array([self.seating(r) for r in range(self.seats)], dtype="i8")  # (R, n)
        rot = np.broadcast_to(np.arange(self.seats), self.declarer.shape)
        has = self.declarer >= 0
        declaring = np.where(has, seating[rot, np.where(has, self.declarer, 0)], -1)
        contracts = []
        codes, counts = np.unique(self.outcome, return_counts=True)
        for code, plays in sorted(zip(codes.tolist(), counts.tolist()), key=lambda cc: (-cc[1], cc[0])):
            where = self.outcome == code          # (D, R)
            means, shares, declared, made = [], [], [], []
            for p in range(len(self.names)):
                held = where[:, :, None] & mask[None, :, :, p]  # (D, R, n)
                total = float(amounts[held].sum())
                means.append(total / int(held.sum()))
                shares.append(total / (self.deals * int(per_deal[p])))
                by = where & (declaring == p)
                declared.append(int(by.sum()))
                made.append(int((by & (self.won == 1)).sum()))
            contracts.append(ContractStats(self.contract_key(int(code)), int(plays), tuple(means),
                                           tuple(shares), tuple(declared), tuple(made)))
        return ArenaSummary(
            variant=self.variant, game=self.game, seed=self.seed, dealer=self.dealer,
            seats=self.seats, seating=tuple(self.names[p] for p in self.assignment),
            deals=self.deals, requested=self.requested, interrupted=self.interrupted,
            policies=stats, difference=difference, contracts=tuple(contracts),
            elapsed_s=self.elapsed, threads=self.threads, cluster=self.cluster)

    def __repr__(self) -> str:
        flag = ", interrupted" if self.interrupted else ""
        return (f"ArenaResult({self.variant!r}, {' / '.join(self.names)}, "
                f"{self.deals}/{self.requested} deals, seed={self.seed}{flag})")


def _mean_ci(x: np.ndarray) -> tuple[Optional[float], Optional[float], Optional[float], Optional[float]]:
    """Mean, standard deviation and the 95% normal-approximation CI of the mean (None where
    there are too few values: no mean of none, no spread of one)."""
    n = len(x)
    if n == 0:
        return None, None, None, None
    mean = float(x.mean())
    if n < 2:
        return mean, None, None, None
    std = float(x.std(ddof=1))
    half = Z95 * std / math.sqrt(n)
    return mean, std, mean - half, mean + half


def _z_test(mean: Optional[float], std: Optional[float], n: int) -> tuple[Optional[float], Optional[float]]:
    """z and the two-sided p-value of ``mean`` against 0."""
    if mean is None or std is None:
        return None, None
    if std == 0.0:
        return (0.0, 1.0) if mean == 0.0 else (math.copysign(math.inf, mean), 0.0)
    z = mean / (std / math.sqrt(n))
    return z, math.erfc(abs(z) / math.sqrt(2.0))


def _numpy() -> Any:
    return require_numpy("tarokk.arena")


# -- checking the arguments -----------------------------------------------------------------
def _label(policy: PolicySpec) -> str:
    if isinstance(policy, str):
        return policy.strip()
    return str(getattr(policy, "__name__", None) or type(policy).__name__)


@dataclass(frozen=True)
class _Plan:
    """A checked run: what every rotation of every deal needs."""

    variant: Any
    name: str
    info: GameInfo
    options: Any
    #: The per-deal flags, as ``(name, value)`` pairs.
    flags: tuple[tuple[str, Any], ...]
    seats: int
    seed: int
    dealer: int
    names: tuple[str, ...]
    assignment: tuple[int, ...]
    #: The distinct policies' callables, by index of ``names``.
    callables: tuple[Callable[..., Any], ...]
    #: By index of ``names``: given as a callable (not by name)? Those get a copy of the deal.
    given: tuple[bool, ...] = ()


def _plan(variant: Any, policies: Any, seed: Any, dealer: Any, options: Mapping[str, Any]) -> _Plan:
    info = find_variant(variant)[0]
    # The game's per-deal flags (Slovenian compulsory_klop) go to each Game, the rest are
    # the variant's options.
    flags = {k: v for k, v in options.items() if k in info.deal_flags}
    info, opts = find_variant(variant, **{k: v for k, v in options.items() if k not in flags})
    name = variant if isinstance(variant, str) else info.name
    from .game import Game
    seats = Game(opts, seed=0, **flags).num_players
    seed = _int(seed, "seed", 0, (1 << 64) - 1)
    dealer = _int(dealer, "dealer", 0, seats - 1)
    if isinstance(policies, str) or callable(policies):
        specs: list[PolicySpec] = [policies]
    elif isinstance(policies, Sequence) and policies:
        specs = list(policies)
    else:
        raise InvalidInputError(f"policies is a policy name or callable, or a non-empty list of them, "
                                f"got {policies!r}")
    if len(specs) > seats:
        raise InvalidInputError(f"{len(specs)} policies for the {seats} seats of {name}")
    for s in specs:
        if not (isinstance(s, str) or callable(s)):
            raise InvalidInputError(f"a policy is a name or a callable(game, rng), not {s!r}")
    specs += [specs[-1]] * (seats - len(specs))
    names: list[str] = []
    keys: list[Any] = []
    callables: list[Callable[..., Any]] = []
    assignment = []
    for s in specs:
        key = s.strip() if isinstance(s, str) else s
        if key not in keys:
            fn = info.policy(key) if isinstance(key, str) else key  # an unknown name raises here
            label = _label(s)
            while label in names:
                label += "'"
            keys.append(key)
            names.append(label)
            callables.append(fn)
        assignment.append(keys.index(key))
    return _Plan(variant, name, info, opts, tuple(sorted(flags.items())), seats, seed, dealer,
                 tuple(names), tuple(assignment), tuple(callables),
                 tuple(not isinstance(k, str) for k in keys))


# -- playing ----------------------------------------------------------------------------------
def _add_note(exc: BaseException, note: str) -> None:
    """``exc.add_note(note)``; before Python 3.11 (no ``add_note``, and a traceback shows
    no notes) the note is kept in ``__notes__`` all the same, for the caller to read."""
    if hasattr(exc, "add_note"):
        exc.add_note(note)
    else:
        exc.__notes__ = [*getattr(exc, "__notes__", ()), note]


def _play(plan: _Plan, deal: int, rotation: int) -> tuple[tuple[int, ...], int, int, int]:
    """One rotation of one deal: amounts per seat, outcome, declarer, won."""
    from .game import Game
    n = plan.seats
    deal_s = _core.deal_seed(plan.seed, deal)
    game = Game(plan.options, seed=deal_s, dealer=plan.dealer, **dict(plan.flags))
    index = [plan.assignment[(s - rotation) % n] for s in range(n)]
    policy = [plan.callables[i] for i in index]
    # A callable given by the caller gets a copy: what it does to it changes nothing here.
    copies = [plan.given[i] for i in index]
    rngs = [random.Random(_core.deal_seed(deal_s, rotation * n + s + 1)) for s in range(n)]
    while not game.is_over:
        seat = int(game.current_player)  # type: ignore[arg-type]  # not over: someone acts
        try:
            action = policy[seat](game.copy() if copies[seat] else game, rngs[seat])
            game.apply(action, seat=seat)
        except Exception as exc:
            # Where a policy failed or chose wrong, for whoever debugs it: the exception as
            # it was, with a note a traceback shows (the deal can be set up again from it).
            _add_note(exc, f"in the arena: policy {plan.names[index[seat]]!r} at seat {seat}, deal {deal} "
                           f"(seed {deal_s}, dealer {plan.dealer}), rotation {rotation}, step "
                           f"{len(game.history)} ({game.phase})")
            raise
    res = game.result()
    if res.annulled:
        outcome = _THROWN_IN if res.contract is None and not res.extra.get("no_tarok") else _ANNULLED
    else:
        outcome = -1 if res.contract is None else int(res.contract)
    declarer = -1 if res.declarer is None else int(res.declarer)
    won = -1 if res.won is None or res.annulled else int(bool(res.won))
    return tuple(int(a) for a in res.amounts), outcome, declarer, won


def _empty(plan: _Plan, count: int) -> dict[str, np.ndarray]:
    np = _numpy()
    n = plan.seats
    try:
        return {"amounts": np.zeros((count, n, n), dtype="<i4"),
                "outcome": np.zeros((count, n), dtype="i1"),
                "declarer": np.zeros((count, n), dtype="i1"),
                "won": np.zeros((count, n), dtype="i1")}
    except (MemoryError, ValueError):  # ValueError: beyond the sizes an array can have
        raise InvalidInputError(f"the arrays of {count:,} duplicate deals do not fit in memory: "
                                f"play fewer at a time") from None


def _store(arrays: dict[str, np.ndarray], k: int, r: int, row: tuple[tuple[int, ...], int, int, int]) -> None:
    amounts, outcome, declarer, won = row
    arrays["amounts"][k, r] = amounts
    arrays["outcome"][k, r] = outcome
    arrays["declarer"][k, r] = declarer
    arrays["won"][k, r] = won


def _run(plan: _Plan, start: int, count: int, threads: int,
         progress: Optional[Callable[[int, int], Any]]) -> tuple[dict[str, np.ndarray], int, bool]:
    """Deals ``start .. start + count``: the arrays of the deals completed without a gap from
    ``start``, how many, and whether the run was interrupted."""
    n = plan.seats
    arrays = _empty(plan, count)
    complete = [False] * count
    left = [n] * count
    done = 0
    interrupted = False
    try:
        if threads <= 1:
            for k in range(count):
                for r in range(n):
                    _store(arrays, k, r, _play(plan, start + k, r))
                complete[k] = True
                done += 1
                if progress is not None:
                    progress(done, count)
        else:
            jobs = ((k, r) for k in range(count) for r in range(n))
            with ThreadPoolExecutor(max_workers=threads, thread_name_prefix="tarokk-arena") as pool:
                pending: dict[Future[Any], tuple[int, int]] = {}

                def submit(m: int) -> None:
                    for _ in range(m):
                        job = next(jobs, None)
                        if job is None:
                            return
                        pending[pool.submit(_play, plan, start + job[0], job[1])] = job

                submit(2 * threads)
                try:
                    while pending:
                        finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                        for fut in finished:
                            k, r = pending.pop(fut)
                            _store(arrays, k, r, fut.result())
                            left[k] -= 1
                            if left[k] == 0:
                                complete[k] = True
                                done += 1
                                if progress is not None:
                                    progress(done, count)
                        submit(len(finished))
                finally:
                    for fut in pending:
                        fut.cancel()
    except KeyboardInterrupt:
        interrupted = True
    played = next((k for k, c in enumerate(complete) if not c), count)
    if played < count:
        arrays = {key: arr[:played].copy() for key, arr in arrays.items()}
    return arrays, played, interrupted


@dataclass(frozen=True)
class _Shard:
    """One Ray task: rebuilds the plan from the (already checked) arguments on the worker and
    plays deals ``start .. start + count``."""

    variant: Any
    policies: Any
    seed: int
    dealer: int
    threads: int
    options: Mapping[str, Any]

    def __call__(self, start: int, count: int) -> dict[str, np.ndarray]:
        plan = _plan(self.variant, self.policies, self.seed, self.dealer, self.options)
        arrays, played, interrupted = _run(plan, start, count, self.threads, None)
        if interrupted or played != count:
            raise ClusterError(f"deals {start}..{start + count} were interrupted on the worker after {played}")
        return arrays


def _columns(arrays: Mapping[str, np.ndarray]) -> dict[str, Any]:
    """The per-deal arrays as :class:`ArenaResult`'s keyword arguments."""
    return {key: arrays[key] for key in ("amounts", "outcome", "declarer", "won")}


def arena(variant: Any, policies: Union[PolicySpec, Sequence[PolicySpec]], deals: int, *,
          seed: int = 0, threads: int = 0,
          progress: Union[Callable[[int, int], Any], bool, None] = None,
          cluster: Optional[str] = None, shard_size: Optional[int] = None, dealer: int = 0,
          **options: Any) -> ArenaResult:
    """Play ``deals`` duplicate deals of ``variant`` (a preset or a ``tarokk.variant``;
    ``**options`` override its options) between ``policies`` (module docstring: one for
    every seat, one per seat, or a shorter list whose last policy fills the rest) and
    return the per-deal arrays with their :attr:`~ArenaResult.summary`.

    ``seed``: ``0 .. 2**64-1``; deal ``i`` is dealt from ``deal_seed(seed, i)`` by
    ``dealer``. ``threads``: worker threads (``0``: all cores; on Ray: per task, ``0`` is
    1). ``progress``: ``progress(done, total)`` as deals (shards on Ray) complete, ``True``
    a line on stderr. ``cluster``: run on Ray in shards of ``shard_size`` deals (default
    16), the same arrays.

    Every argument (policy names and their parameters included), then the cluster, is
    checked before any deal is played: :class:`~tarokk.errors.InvalidInputError`, or
    :class:`~tarokk.errors.ClusterError` for a cluster that cannot be used.
    """
    progress = progress_callback(progress, on_stderr("deals"))
    deals = _int(deals, "deals", 1, MAX_COUNT)
    threads = _int(threads, "threads", 0, MAX_THREADS)
    shard = DEFAULT_SHARD if shard_size is None else _int(shard_size, "shard_size", 1)
    plan = _plan(variant, policies, seed, dealer, options)
    if cluster is not None:
        from .distributed import run_shards
        per_task = max(1, threads)
        out = run_shards(_Shard(variant, policies, plan.seed, plan.dealer, per_task, dict(options)),
                         0, deals, cluster=cluster, shard_size=shard, progress=progress,
                         num_cpus=per_task)
        arrays = out.value if out.count else _empty(plan, 0)
        return ArenaResult(plan.name, plan.info.name, plan.seed, plan.dealer, deals, plan.names,
                           plan.assignment, interrupted=out.interrupted, elapsed=out.elapsed,
                           threads=per_task,
                           cluster=ArenaCluster(out.cluster.address, out.cluster.cpus, out.shards),
                           **_columns(arrays))
    threads = threads or _core.available_cores()  # heeds taskset and container quotas
    t0 = time.perf_counter()
    arrays, _, interrupted = _run(plan, 0, deals, threads, progress)
    return ArenaResult(plan.name, plan.info.name, plan.seed, plan.dealer, deals, plan.names,
                       plan.assignment, interrupted=interrupted, elapsed=time.perf_counter() - t0,
                       threads=threads, **_columns(arrays))
