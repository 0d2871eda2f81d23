"""Runs over many deal indices, sharded as Ray tasks on a cluster (the extra ``tarokk[ray]``).

A run over the deal indices ``start .. start + count`` is cut into shards of ``shard_size``
consecutive indices. Each shard is one Ray task that calls ``task(shard_start, shard_count)``
on a worker and returns one row per deal: by default a dict of NumPy arrays of equal length
(or anything with ``len``). The driver collects the shards as they finish, checks that each
came back once with exactly ``shard_count`` rows, and merges them in index order with
``merge`` (default :func:`concat`); the merged value is checked to have ``count`` rows.
Since deal ``i`` of tarokk's batch runs depends only on ``(seed, i)``, the merged result is
the local run's, whatever the number of workers or the shard size.

    >>> from tarokk.distributed import run_shards
    >>> run = run_shards(task, 0, 10**9, cluster="auto", shard_size=1 << 18)  # doctest: +SKIP
    >>> run.value, run.count, run.interrupted                                  # doctest: +SKIP

``cluster`` names the Ray instance:

* ``"auto"``: the connection this process already has (``ray.init`` was called), else the
  running cluster Ray finds by itself (``RAY_ADDRESS``, or the one ``ray start`` last
  started on this machine);
* ``"local"``: start a Ray instance on this machine, with all its cores;
* ``"HOST:PORT"`` (a cluster's GCS address, as ``ray start --head`` prints it) or
  ``"ray://HOST:PORT"`` (Ray Client).

The connection stays open after the run (``ray.shutdown()`` closes it), and a later run with
the same ``cluster`` uses it again.

Checked before any shard is submitted (:func:`connect`), each failure one
:class:`~tarokk.errors.ClusterError` with a one-line message: Ray imports; the address
accepts a TCP connection (an address nothing listens at is refused at once, where Ray
itself would retry for minutes) and answers as Ray's gRPC servers do (an HTTP/2 SETTINGS
frame: a web server or the dashboard's port is refused too, not retried); ``ray.init``
succeeds (its core's warning a second while it retries is held back, so a failure is the
one line); the cluster has CPUs; and a probe
task imports the same tarokk version on a worker. Every node needs tarokk, at the driver's
version, in the Python the workers run. A malformed address is an
:class:`~tarokk.errors.InvalidInputError`.

Failures: a worker or node that dies takes its running shard with it, and Ray runs that
shard again (up to ``max_retries`` times). A shard is a pure function of its indices, and a
killed attempt returned nothing, so the retry's rows are the only ones of that shard:
nothing is lost or counted twice. An exception raised by ``task`` is not retried (it would
be raised again) and reaches the caller as itself. Ctrl-C (or a ``KeyboardInterrupt`` from
``progress``) cancels the shards still out (a running shard's worker is killed, so none is
left half-interrupted) and returns the shards finished without a gap from ``start``, with
``interrupted=True``.

Plugging a batch function in (``tarokk.simulate(..., cluster=...)`` does this): check the
arguments locally first, then pass a picklable shard function (a module-level function or
a frozen dataclass with ``__call__``; it travels by cloudpickle) that rebuilds its native
objects from plain arguments on the worker and returns that shard's rows, and a ``merge``
that joins the rows of the shards in index order (it is given an empty list when a run is
interrupted before its first shard, and may empty the list as it goes, so that the driver
holds each row once rather than twice)::

    run = run_shards(Shard(args), start, n, cluster=cluster, shard_size=1 << 18,
                     merge=merge_rows, progress=progress, num_cpus=threads_per_shard)
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
import logging
import os
import re
import socket
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any, Callable, Generic, Iterator, Mapping, Optional, Sequence, TypeVar

from .errors import ClusterError, InvalidInputError, first_line

__all__ = ["run_shards", "ShardRun", "connect", "ClusterInfo", "shards", "concat", "rows",
           "DEFAULT_MAX_RETRIES"]

T = TypeVar("T")
M = TypeVar("M")

#: How often Ray runs a shard again after its worker or node died.
DEFAULT_MAX_RETRIES = 3
#: Seconds for nothing listening at an address to show (the TCP check before ``ray.init``).
CONNECT_TIMEOUT_S = 5.0
#: Seconds for the probe task: a worker to start and import tarokk.
PROBE_TIMEOUT_S = 120.0

_ADDRESS = re.compile(r"^(?:ray://)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):([0-9]{1,5})$")
_USAGE = "'auto', 'local', HOST:PORT or ray://HOST:PORT"

#: The ``cluster`` of the ``ray.init`` this module made, and the GCS address it reached.
_connected: Optional[tuple[str, str]] = None


@dataclass(frozen=True)
class ClusterInfo:
    """The Ray instance a run goes to."""

    #: As given (``"auto"``, ``"local"``, an address).
    cluster: str
    #: The GCS address connected to (the ``cluster`` itself under Ray Client).
    address: str
    #: CPUs in the cluster.
    cpus: int


@dataclass
class ShardRun(Generic[M]):
    """What :func:`run_shards` returns."""

    #: ``merge`` of the shards' rows, in index order.
    value: M
    #: Deals in ``value``: the requested count unless interrupted.
    count: int
    interrupted: bool
    #: Shards merged.
    shards: int
    #: Wall-clock seconds from the first submission to the merge.
    elapsed: float
    cluster: ClusterInfo


def _ray() -> Any:
    # Imported by name, so that tarokk imports (and type-checks) without Ray.
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise ClusterError("running on a Ray cluster needs Ray: pip install 'tarokk[ray]'") from None



def _host_port(address: str, cluster: str) -> tuple[str, int]:
    m = _ADDRESS.match(address)
    if m is None:
        raise InvalidInputError(f"not a Ray address: {cluster!r} (expected {_USAGE})")
    host, port = m.group(1).strip("[]"), int(m.group(2))
    if not 0 < port < 65536:
        raise InvalidInputError(f"not a Ray address: {cluster!r} (port {port} is not in 1..65535)")
    return host, port


def _check_reachable(address: str, cluster: str) -> None:
    host, port = _host_port(address, cluster)
    try:
        with socket.create_connection((host, port), timeout=CONNECT_TIMEOUT_S):
            pass
    except OSError as exc:
        reason = exc.strerror or first_line(exc)
        raise ClusterError(f"cannot reach Ray at {address}: {reason}") from None


#: The client's HTTP/2 connection preface and an empty SETTINGS frame (RFC 9113, 3.4).
_HTTP2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])


def _check_answers_as_ray(address: str, cluster: str) -> None:
    """Ray's addresses (a cluster's GCS, a Ray Client server) speak gRPC, that is HTTP/2,
    whose server's first frame is SETTINGS. Something else listening there (a web server,
    Redis, the dashboard's port) would leave ``ray.init`` retrying for minutes, so it is
    refused at once. Not checked under TLS (``RAY_USE_TLS``), which this plain preface
    does not speak."""
    if os.environ.get("RAY_USE_TLS", "").strip().lower() in ("1", "true", "yes"):
        return
    host, port = _host_port(address, cluster)
    head = b""
    try:
        with socket.create_connection((host, port), timeout=CONNECT_TIMEOUT_S) as sock:
            sock.sendall(_HTTP2_PREFACE)
            deadline = time.monotonic() + CONNECT_TIMEOUT_S
            while len(head) < 9 and time.monotonic() < deadline:
                chunk = sock.recv(9 - len(head))
                if not chunk:
                    break
                head += chunk
    except OSError:
        pass  # a timeout or a reset: it did not answer as Ray does either
    if len(head) < 9 or head[3] != 4:  # the frame header's type byte: 4 is SETTINGS
        where = address if cluster == address else f"{address} ({cluster})"
        raise ClusterError(f"cannot connect to Ray at {where}: no gRPC server answers there; give the "
                           f"head node's GCS address (port 6379 unless set), or ray://HOST:PORT for "
                           f"Ray Client (port 10001)")


@contextlib.contextmanager
def _stderr_held_back() -> Iterator[None]:
    """Hold back what is written to this process's stderr (file descriptor 2) meanwhile,
    and write it out afterwards unless the block raised. Ray's core, below Python's logging,
    prints a warning a second while it retries an address that does not answer as a GCS
    does; a failed connection is then one line (the ClusterError) instead of twenty."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield  # no descriptor 2 to hold back
        return
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        ok = False
        try:
            yield
            ok = True
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            if ok:
                held.seek(0)
                text = held.read()
                if text:
                    os.write(2, text)


def _gcs_address(ray: Any, fallback: str) -> str:
    try:
        return str(ray.get_runtime_context().gcs_address)
    except Exception:  # Ray Client has no GCS address of its own
        return fallback


def _worker_info() -> tuple[str, str]:
    """Run on a worker by the probe: its tarokk and Python versions."""
    from ._core import __version__
    return __version__, f"{sys.version_info[0]}.{sys.version_info[1]}"


def _probe(ray: Any, where: str) -> None:
    from ._core import __version__
    here = f"{sys.version_info[0]}.{sys.version_info[1]}"
    probe = ray.remote(num_cpus=0, max_retries=DEFAULT_MAX_RETRIES)(_worker_info)
    try:
        version, python = ray.get(probe.remote(), timeout=PROBE_TIMEOUT_S)
    except ray.exceptions.GetTimeoutError:
        raise ClusterError(f"no Ray worker at {where} answered within {PROBE_TIMEOUT_S:.0f} s") from None
    except ray.exceptions.RayError as exc:
        raise ClusterError(f"the Ray workers at {where} cannot run tarokk ({first_line(exc)}): "
                           f"install tarokk {__version__} on every node") from None
    if (version, python) != (__version__, here):
        raise ClusterError(f"the Ray workers at {where} run tarokk {version} on Python {python}, "
                           f"this process tarokk {__version__} on Python {here}")


def connect(cluster: str = "auto") -> ClusterInfo:
    """Connect to the Ray instance ``cluster`` (see the module docstring) and check that it
    can run tarokk's shards. Raises :class:`~tarokk.errors.ClusterError` (Ray missing,
    unreachable, no CPUs, workers without tarokk) or
    :class:`~tarokk.errors.InvalidInputError` (not an address); no work is submitted."""
    global _connected
    if not isinstance(cluster, str) or not cluster.strip():
        raise InvalidInputError(f"cluster must be {_USAGE}, got {cluster!r}")
    key = cluster.strip()
    if key not in ("auto", "local"):
        _check_reachable(key, cluster)
    ray = _ray()
    env_address = os.environ.get("RAY_ADDRESS", "").strip()
    if key == "auto" and env_address not in ("", "auto", "local") and not ray.is_initialized():
        _check_reachable(env_address, "RAY_ADDRESS")
    if ray.is_initialized():
        current = _gcs_address(ray, key)
        if key != "auto" and (key, current) != _connected and key.removeprefix("ray://") != current:
            raise ClusterError(f"Ray is already connected to {current}, not {key}: pass "
                               f"cluster='auto' to use that connection, or call ray.shutdown() first")
    else:
        if key not in ("auto", "local"):
            _check_answers_as_ray(key, key)
        elif key == "auto" and env_address not in ("", "auto", "local"):
            _check_answers_as_ray(env_address, "RAY_ADDRESS")
        try:
            if key == "local":
                ray.init(include_dashboard=False, logging_level=logging.ERROR)
            else:
                # Not for "local": the instance it starts would inherit the held-back stderr.
                with _stderr_held_back():
                    ray.init(address=key, logging_level=logging.ERROR)
        except Exception as exc:
            why = first_line(exc)
            if "Could not find any running Ray instance" in why:
                # Ray's own advice names its command line's --address flag, which ours is not.
                why = ("no running Ray instance was found on this machine: start one "
                       "(ray start --head) or give its address, HOST:PORT")
            raise ClusterError(f"cannot connect to Ray ({key}): {why}") from None
        current = _gcs_address(ray, key)
        _connected = (key, current)
    cpus = int(ray.cluster_resources().get("CPU", 0))
    if cpus < 1:
        raise ClusterError(f"the Ray cluster at {current} has no CPUs")
    _probe(ray, current)
    return ClusterInfo(key, current, cpus)


def shards(start: int, count: int, shard_size: int) -> list[tuple[int, int]]:
    """The ``(shard_start, shard_count)`` of a run, in index order: consecutive, disjoint,
    covering ``start .. start + count``."""
    return [(s, min(shard_size, start + count - s)) for s in range(start, start + count, shard_size)]


def rows(value: Any) -> int:
    """Deals in a shard's (or a merged) value: the common length of a mapping's arrays, else
    ``len(value)``."""
    if isinstance(value, Mapping):
        lengths = {len(v) for v in value.values()}
        if len(lengths) > 1:
            raise ClusterError(f"the columns of a shard have different lengths: {sorted(lengths)}")
        return lengths.pop() if lengths else 0
    return len(value)


def concat(parts: Sequence[Any]) -> Any:
    """The default ``merge``: dicts of arrays (the same keys in each) become one dict of
    concatenated arrays, arrays one array, other sequences one list; ``[]`` gives ``{}``."""
    if not parts:
        return {}
    first = parts[0]
    if isinstance(first, Mapping):
        import numpy as np
        return {key: np.concatenate([p[key] for p in parts]) for key in first}
    if hasattr(first, "__array__"):
        import numpy as np
        return np.concatenate(parts)
    return [row for p in parts for row in p]


def _run_shard(task: Callable[[int, int], T], start: int, count: int) -> tuple[int, int, T]:
    """The Ray task: one shard, returned with its indices (checked by the driver)."""
    return start, count, task(start, count)


def _positive(value: Any, what: str, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise InvalidInputError(f"{what} must be an integer >= {minimum}, got {value!r}")
    return value


def run_shards(task: Callable[[int, int], T], start: int, count: int, *, shard_size: int,
               cluster: str = "auto", merge: Callable[[list[T]], Any] = concat,
               size: Callable[[Any], int] = rows,
               progress: Optional[Callable[[int, int], Any]] = None, num_cpus: float = 1,
               max_retries: int = DEFAULT_MAX_RETRIES,
               max_in_flight: Optional[int] = None) -> ShardRun[Any]:
    """Run ``task(shard_start, shard_count)`` for the shards of ``start .. start + count``
    as Ray tasks on ``cluster`` and merge their rows in index order.

    ``num_cpus``: CPUs each task reserves (as many threads as the task runs).
    ``max_retries``: reruns of a shard whose worker died. ``max_in_flight``: shards
    submitted and not yet collected (default: two per task slot of the cluster).
    ``progress(done, count)`` after each shard (``done``: deals in the shards collected).
    ``size(value)``: the rows of a shard's value (default :func:`rows`); each shard must
    have ``shard_count`` of them, and ``merge``'s value ``count`` (fewer when interrupted).

    Arguments and the cluster are checked before any shard is submitted (see the module
    docstring); a shard that comes back with the wrong indices or rows, or twice, raises
    :class:`~tarokk.errors.ClusterError`.
    """
    start = _positive(start, "start", 0)
    count = _positive(count, "count", 0)
    shard_size = _positive(shard_size, "shard_size", 1)
    max_retries = _positive(max_retries, "max_retries", 0)
    if max_in_flight is not None:
        max_in_flight = _positive(max_in_flight, "max_in_flight", 1)
    if isinstance(num_cpus, bool) or not isinstance(num_cpus, (int, float)) or not num_cpus > 0:
        raise InvalidInputError(f"num_cpus must be a number > 0, got {num_cpus!r}")
    if not callable(task) or not callable(merge) or not callable(size):
        raise InvalidInputError("task, merge and size must be callables")
    if progress is not None and not callable(progress):
        raise InvalidInputError(f"progress must be a callable(done, total), got {progress!r}")
    plan = shards(start, count, shard_size)
    info = connect(cluster)
    if num_cpus > info.cpus:
        raise ClusterError(f"each shard needs {num_cpus} CPUs, the cluster at {info.address} "
                           f"has {info.cpus}")
    ray = _ray()
    window = max_in_flight or max(2, 2 * int(info.cpus // num_cpus))
    remote = ray.remote(num_cpus=num_cpus, max_retries=max_retries,
                        retry_exceptions=False)(_run_shard)
    t0 = time.perf_counter()
    try:
        task_ref = ray.put(task)
    except Exception as exc:  # not picklable: a native object, a lock, an open file, ...
        raise InvalidInputError(f"the shard task cannot be sent to the workers: {first_line(exc)}") from None
    todo = iter(plan)
    pending: dict[Any, tuple[int, int]] = {}
    results: dict[int, T] = {}
    done = 0
    interrupted = False

    def submit(n: int) -> None:
        for s, c in itertools.islice(todo, n):
            pending[remote.remote(task_ref, s, c)] = (s, c)

    try:
        submit(window)
        while pending:
            [ref], _ = ray.wait(list(pending), num_returns=1)
            s, c = pending.pop(ref)
            got_start, got_count, value = _collect(ray, ref, s, c, max_retries)
            if (got_start, got_count) != (s, c) or s in results:
                raise ClusterError(f"shard {s}..{s + c} came back as {got_start}..{got_start + got_count}"
                                   + (" a second time" if s in results else ""))
            n = size(value)
            if n != c:
                raise ClusterError(f"shard {s}..{s + c} returned {n} rows, not {c}")
            results[s] = value
            done += c
            submit(1)
            if progress is not None:
                progress(done, count)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        # force=True: a running shard's worker is killed, not sent a KeyboardInterrupt.
        # The interrupt can land anywhere in the task, an `import numpy` among them, and a
        # worker that survives it is reused with that half-imported module: the next shard
        # it runs fails on `import numpy` (seen in CI), or hangs.
        for ref in pending:
            try:
                ray.cancel(ref, force=True)
            except Exception:  # already finished or gone: nothing to cancel
                pass
    # The shards finished without a gap from `start` (all of them unless interrupted). The
    # list is merge's alone (it may empty it as it copies, to hold each row once).
    parts = [results.pop(s) for s, _ in itertools.takewhile(lambda sc: sc[0] in results, plan)]
    results.clear()
    merged_count = sum(c for _, c in plan[:len(parts)])
    shards_merged = len(parts)
    value = merge(parts)
    n = size(value)
    if n != merged_count:
        raise ClusterError(f"the merged result has {n} rows, not {merged_count}")
    return ShardRun(value, merged_count, interrupted or merged_count < count, shards_merged,
                    time.perf_counter() - t0, info)


def _collect(ray: Any, ref: Any, start: int, count: int, max_retries: int) -> Any:
    """A finished shard's ``(start, count, value)``; the task's own exception as itself."""
    try:
        return ray.get(ref)
    except ray.exceptions.RayTaskError as exc:
        cause = getattr(exc, "cause", None)
        if isinstance(cause, Exception) and not isinstance(cause, ray.exceptions.RayError):
            raise cause from None
        raise ClusterError(f"shard {start}..{start + count} failed: {first_line(exc)}") from None
    except ray.exceptions.RayError as exc:
        raise ClusterError(f"shard {start}..{start + count} was lost after {max_retries} "
                           f"retries: {first_line(exc)}") from None
