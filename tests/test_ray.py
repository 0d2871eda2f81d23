"""Simulation sharded over Ray (`tarokk.distributed`, issue 11): the same rows as the local
run for every preset, shard size and worker count; a worker killed mid-run has its shard run
again, with nothing lost or counted twice; Ray missing, an unreachable or malformed address:
one clear error before any work. The Ray instance (2 CPUs, on the loopback address) is
started by the module's fixture; Ray is a test dependency (`make` installs it), so its
absence fails this module rather than skipping it."""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time

# Before Ray is imported: its nodes bind to the loopback address, not the machine's.
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"

import numpy as np
import pytest
import ray

import tarokk
from tarokk import ClusterError, InvalidInputError, cli, distributed
from tarokk.simulation import COLUMNS

from docblocks import run_page

# Under pytest-xdist (`make test`), the modules that start a Ray instance run on one worker.
pytestmark = pytest.mark.xdist_group("ray")

PRESETS = sorted(tarokk.VARIANTS)


@pytest.fixture(scope="module", autouse=True)
def ray_instance():
    assert not ray.is_initialized()
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.ERROR)
    address = ray.get_runtime_context().gcs_address
    assert address.startswith("127.0.0.1:"), address
    yield address
    ray.shutdown()


def same(a, b) -> None:
    assert a.n_deals == b.n_deals
    for name in COLUMNS:
        assert np.array_equal(getattr(a, name), getattr(b, name)), name


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def kill_first_attempt(marks, victim):
    """A stand-in for the shard task that kills its own worker on the first attempt at the
    shard starting at `victim` (a marker file remembers it), and counts every attempt."""
    real = distributed._run_shard

    def run_shard(task, start, count):
        with open(os.path.join(marks, f"{start}.attempts"), "a") as f:
            f.write("x")
        marker = os.path.join(marks, f"{start}.killed")
        if start == victim and not os.path.exists(marker):
            open(marker, "w").close()
            os.kill(os.getpid(), signal.SIGKILL)
        return real(task, start, count)

    return run_shard


def attempts(marks) -> dict[int, int]:
    out = {}
    for name in os.listdir(marks):
        if name.endswith(".attempts"):
            with open(os.path.join(marks, name)) as f:
                out[int(name.split(".")[0])] = len(f.read())
    return out


# -- the same rows as the local run ----------------------------------------------------------
@pytest.mark.parametrize("variant", PRESETS)
def test_sharded_equals_local_on_every_preset(variant):
    local = tarokk.simulate(variant, 1200, seed=7, policies="rule")
    # Two workers at a time (1 thread a task), one (2 threads a task), one shard.
    for threads, chunk in [(1, 97), (2, 500), (None, None)]:
        r = tarokk.simulate(variant, 1200, seed=7, policies="rule", cluster="auto",
                            threads=threads, chunk_size=chunk)
        same(r, local)
        assert not r.interrupted
        assert r.params["shards"] == (-(-1200 // chunk) if chunk else 1)
        assert r.summary["cluster"]["cluster_cpus"] == 2


@pytest.mark.parametrize("kw", [
    dict(variant="slovenian", policies=["rule", "random", "rule", "random"], start=12_345),
    dict(variant="slovenian", policies="random", contract="two", declarer=2, called="KS"),
    dict(variant="paskievics", policies="rule", contract="three", declarer=1),
    dict(variant="jokai", policies="rule-bid", dealer=2),
])
def test_sharded_equals_local_in_every_mode(kw):
    kw = dict(kw)
    variant = kw.pop("variant")
    local = tarokk.simulate(variant, 900, seed=3, **kw)
    same(tarokk.simulate(variant, 900, seed=3, cluster="auto", chunk_size=128, **kw), local)


def test_a_search_player_run_on_ray_equals_the_local_run():
    """The search player ("pimc") is a simulate policy on Ray too: shards of its deals
    (by default 64 a task) give the local rows."""
    kw = dict(seed=4, policies=["pimc:worlds=2,rollouts=2", "rule", "rule"])
    local = tarokk.simulate("jokai", 12, **kw)
    r = tarokk.simulate("jokai", 12, cluster="auto", chunk_size=5, **kw)
    same(r, local)
    assert r.params["shards"] == 3
    same(tarokk.simulate("jokai", 12, cluster="auto", **kw), local)


def test_no_deals():
    r = tarokk.simulate("jokai", 0, cluster="auto")
    assert r.n_deals == 0 and r.params["shards"] == 0
    assert set(r.arrays) == set(COLUMNS)


def test_the_simulation_docs_ray_example_runs(ray_instance, capsys):
    """docs/simulation.md's example on a cluster, with its size scaled (docblocks.SCALED): its
    params name the cluster it ran on and the rows equal the local run's."""
    namespace = run_page("simulation.md", ray=True)
    r = namespace["r"]
    assert r.params["cluster"] == ray_instance and r.params["shards"] >= 1
    same(r, tarokk.simulate("slovenian", 2000, seed=1, policies="rule"))


def _without_timing(summary):
    d = summary.as_dict()
    for key in ("elapsed_s", "deals_per_s", "threads", "cluster"):
        d.pop(key)
    return d


@pytest.mark.parametrize("variant,kw", [("slovenian", dict(policies="rule")), ("paskievics-5", {}),
                                        ("jokai", dict(policies="rule", contract="solo"))])
def test_a_summary_on_ray_is_summed_shard_by_shard(variant, kw):
    """simulate_summary(..., cluster=...): each shard sends back its sums, not its rows; the
    summary is the local run's (and simulate's), whatever the shards."""
    local = tarokk.simulate(variant, 1500, seed=9, **kw).summary
    for chunk in (None, 200):
        s = tarokk.simulate_summary(variant, 1500, seed=9, cluster="auto", chunk_size=chunk, **kw)
        assert _without_timing(s) == _without_timing(local)
        assert s.cluster["shards"] == (8 if chunk else 1) and not s.interrupted


def test_a_summary_through_a_killed_worker_counts_every_deal_once(tmp_path, monkeypatch):
    marks = str(tmp_path)
    monkeypatch.setattr(distributed, "_run_shard", kill_first_attempt(marks, 500))
    s = tarokk.simulate_summary("slovenian", 1000, seed=2, policies="rule", cluster="auto", chunk_size=250)
    assert attempts(marks)[500] == 2 and s.deals == 1000
    assert _without_timing(s) == _without_timing(tarokk.simulate("slovenian", 1000, seed=2, policies="rule").summary)


# -- a worker killed mid-run -----------------------------------------------------------------
def test_a_killed_worker_has_its_shard_run_again(tmp_path, monkeypatch):
    marks = str(tmp_path)
    victim = 3 * 250  # the fourth of eight shards
    monkeypatch.setattr(distributed, "_run_shard", kill_first_attempt(marks, victim))
    r = tarokk.simulate("slovenian", 2000, seed=21, policies="rule", cluster="auto",
                        chunk_size=250)
    assert os.path.exists(os.path.join(marks, f"{victim}.killed"))
    tries = attempts(marks)
    assert sorted(tries) == list(range(0, 2000, 250))
    assert tries[victim] == 2          # killed once, then run again
    assert r.params["shards"] == 8 and not r.interrupted
    same(r, tarokk.simulate("slovenian", 2000, seed=21, policies="rule"))


def test_every_index_once_through_a_killed_worker(tmp_path, monkeypatch):
    marks = str(tmp_path)
    monkeypatch.setattr(distributed, "_run_shard", kill_first_attempt(marks, 1010))
    seen = []
    run = distributed.run_shards(lambda s, c: {"index": np.arange(s, s + c)}, 1000, 95,
                                 shard_size=10, cluster="auto",
                                 progress=lambda done, total: seen.append((done, total)))
    assert np.array_equal(run.value["index"], np.arange(1000, 1095))
    assert run.count == 95 and run.shards == 10 and not run.interrupted
    assert attempts(marks)[1010] == 2
    assert [d for d, _ in seen] == sorted({d for d, _ in seen}) and seen[-1] == (95, 95)


def test_a_killed_worker_with_no_retries_left_is_a_cluster_error(tmp_path, monkeypatch):
    monkeypatch.setattr(distributed, "_run_shard", kill_first_attempt(str(tmp_path), 20))
    with pytest.raises(ClusterError, match=r"shard 20\.\.30 was lost after 0 retries: "):
        distributed.run_shards(lambda s, c: [s] * c, 0, 40, shard_size=10, cluster="auto",
                               max_retries=0)
    assert attempts(str(tmp_path))[20] == 1


def test_a_shard_that_errs_is_raised_as_itself_and_not_retried(tmp_path):
    marks = str(tmp_path)

    def task(start, count):
        with open(os.path.join(marks, f"{start}.attempts"), "a") as f:
            f.write("x")
        if start == 20:
            raise InvalidInputError("no deal 20 here")
        return [start] * count

    with pytest.raises(InvalidInputError, match="no deal 20 here"):
        distributed.run_shards(task, 0, 40, shard_size=10, cluster="auto", merge=distributed.concat)
    assert attempts(marks)[20] == 1


def test_a_shard_with_the_wrong_rows_is_refused():
    with pytest.raises(ClusterError, match=r"shard 5\.\.10 returned 4 rows, not 5"):
        distributed.run_shards(lambda s, c: list(range(c - (s == 5))), 0, 10, shard_size=5,
                               cluster="auto")


def test_interrupted_run_returns_the_shards_done_in_order():
    def stop(done, total):
        if done >= 300:
            raise KeyboardInterrupt

    r = tarokk.simulate("slovenian-3", 3000, seed=4, cluster="auto", chunk_size=100, progress=stop)
    # Shards finish in any order: the gap-free prefix kept can be shorter than what was done.
    assert r.interrupted and r.n_deals < 3000 and r.n_deals % 100 == 0
    local = tarokk.simulate("slovenian-3", r.n_deals, seed=4)
    same(r, local)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_an_interrupted_run_kills_the_workers_of_its_running_shards(tmp_path):
    """A shard still running at Ctrl-C has its worker killed, not sent a KeyboardInterrupt
    that the worker survives: the interrupt can land in the middle of an import (numpy's, say)
    and leave a reused worker unable to run the next shard."""
    marks = str(tmp_path)

    def task(start, count):
        # Written whole, then renamed: the caller may look the moment the name appears.
        with open(os.path.join(marks, f"{start}.tmp"), "w") as f:
            f.write(str(os.getpid()))
        os.replace(os.path.join(marks, f"{start}.tmp"), os.path.join(marks, f"{start}.pid"))
        if start == 0:  # returns once shard 1 is running on the other worker
            deadline = time.monotonic() + 60
            while not os.path.exists(os.path.join(marks, "1.pid")) and time.monotonic() < deadline:
                time.sleep(0.01)
        else:
            time.sleep(120)  # in Python: a KeyboardInterrupt would end it and keep the worker
        return [start] * count

    def stop(done, total):
        raise KeyboardInterrupt

    run = distributed.run_shards(task, 0, 3, shard_size=1, cluster="auto", progress=stop,
                                 merge=distributed.concat)
    assert run.interrupted and run.value == [0] and run.count == 1
    running = [int(open(os.path.join(marks, name)).read())
               for name in os.listdir(marks) if name.endswith(".pid") and name != "0.pid"]
    assert running, "shard 1 never started"
    deadline = time.monotonic() + 30
    while any(alive(pid) for pid in running) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(alive(pid) for pid in running)
    # The cluster goes on with fresh workers.
    assert distributed.run_shards(lambda s, c: [s] * c, 0, 4, shard_size=2,
                                  cluster="auto").value == [0, 0, 2, 2]


# -- clear errors before any work ------------------------------------------------------------
def no_progress(done, total):
    raise AssertionError("a deal was played")


def test_an_unreachable_address_is_one_error_before_any_work():
    port = free_port()
    for address in (f"127.0.0.1:{port}", f"ray://127.0.0.1:{port}"):
        with pytest.raises(ClusterError, match=f"cannot reach Ray at {address}: ") as err:
            tarokk.simulate("slovenian", 1000, cluster=address, progress=no_progress)
        assert "\n" not in str(err.value)


def test_another_cluster_while_connected_is_refused(ray_instance):
    with socket.socket() as server:  # something listens there, but this process is on Ray already
        server.bind(("127.0.0.1", 0))
        server.listen()
        address = f"127.0.0.1:{server.getsockname()[1]}"
        with pytest.raises(ClusterError, match=f"already connected to {ray_instance}, not {address}"):
            tarokk.simulate("jokai", 100, cluster=address, progress=no_progress)
    # The address it is connected to is that connection.
    assert tarokk.simulate("jokai", 100, cluster=ray_instance).n_deals == 100


@pytest.mark.parametrize("address", ["nowhere", "host:port", "127.0.0.1:99999", "", 6379])
def test_a_malformed_address_is_invalid_input(address):
    with pytest.raises(InvalidInputError):
        tarokk.simulate("slovenian", 10, cluster=address, progress=no_progress)


def test_bad_arguments_are_refused_before_connecting(monkeypatch):
    monkeypatch.setattr(distributed, "connect", lambda cluster: pytest.fail("connected"))
    with pytest.raises(InvalidInputError, match="n_deals"):
        tarokk.simulate("slovenian", -1, cluster="auto")
    with pytest.raises(InvalidInputError, match="unknown policy"):
        tarokk.simulate("slovenian", 10, policies="nobody", cluster="auto")
    with pytest.raises(InvalidInputError, match="shard_size"):
        distributed.run_shards(lambda s, c: [], 0, 10, shard_size=0)
    with pytest.raises(InvalidInputError, match="max_retries"):
        distributed.run_shards(lambda s, c: [], 0, 10, shard_size=5, max_retries=-1)


def test_a_task_that_cannot_be_pickled_is_invalid_input():
    sim = tarokk._core.Simulator("slovenian", 4)

    def task(start, count):
        return sim.run(start, count, 1)

    with pytest.raises(InvalidInputError, match="the shard task cannot be sent to the workers"):
        distributed.run_shards(task, 0, 10, shard_size=5, cluster="auto")


def test_more_cpus_a_shard_than_the_cluster_has():
    with pytest.raises(ClusterError, match="each shard needs 3 CPUs, the cluster at .* has 2"):
        tarokk.simulate("slovenian", 10, cluster="auto", threads=3, progress=no_progress)


def test_ray_not_installed(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` raises ImportError
    with pytest.raises(ClusterError, match=r"needs Ray: pip install 'tarokk\[ray\]'"):
        tarokk.simulate("slovenian", 1000, cluster="auto", progress=no_progress)
    assert cli.main(["simulate", "slovenian", "--deals", "10", "--ray", "auto"]) == 1
    assert capsys.readouterr().err == "tarokk: running on a Ray cluster needs Ray: pip install 'tarokk[ray]'\n"


# -- the command line ------------------------------------------------------------------------
def tarokk_cli(*argv, env=None):
    return subprocess.run([sys.executable, "-m", "tarokk.cli", *argv], capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL,
                          env={**os.environ, **(env or {})})


def test_cli_unreachable_address_is_one_line_and_exit_1():
    address = f"127.0.0.1:{free_port()}"
    p = tarokk_cli("simulate", "slovenian", "--deals", "100", "--ray", address)
    assert p.returncode == 1, p.stderr
    assert p.stderr == f"tarokk: cannot reach Ray at {address}: Connection refused\n"
    assert p.stdout == ""
    p = tarokk_cli("simulate", "slovenian", "--deals", "100", "--ray", "no-port")
    assert p.returncode == 2 and "not a Ray address: 'no-port'" in p.stderr
    assert "Traceback" not in p.stderr


class FakeServer:
    """A TCP server on the loopback address that is not Ray: ``answer(conn)`` serves each
    connection (in a thread of its own)."""

    def __init__(self, answer):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.address = f"127.0.0.1:{self.sock.getsockname()[1]}"
        threading.Thread(target=self._serve, args=(answer,), daemon=True).start()

    def _serve(self, answer):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return  # closed
            threading.Thread(target=self._one, args=(answer, conn), daemon=True).start()

    @staticmethod
    def _one(answer, conn):
        with conn:
            try:
                answer(conn)
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.sock.close()


def http1_not_found(conn):
    conn.recv(4096)
    conn.sendall(b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")


def silent(conn):
    time.sleep(distributed.CONNECT_TIMEOUT_S + 2)


def grpc_not_found(conn):
    """An HTTP/2 server (so gRPC's transport) that answers every request with status 404, as
    a proxy in front of something else might: SETTINGS, then a HEADERS frame holding
    ``:status: 404`` (HPACK's static entry 13) that ends each stream the client opens."""
    conn.sendall(bytes([0, 0, 0, 4, 0, 0, 0, 0, 0]))
    data = b""
    while chunk := conn.recv(65536):
        data += chunk
        if data.startswith(b"PRI * HTTP/2.0"):
            data = data[24:]
        while len(data) >= 9 and len(data) >= 9 + int.from_bytes(data[:3], "big"):
            size, kind, flags = int.from_bytes(data[:3], "big"), data[3], data[4]
            stream = int.from_bytes(data[5:9], "big") & 0x7FFFFFFF
            data = data[9 + size:]
            if kind == 4 and not flags & 1:  # SETTINGS: acknowledge
                conn.sendall(bytes([0, 0, 0, 4, 1, 0, 0, 0, 0]))
            elif kind == 1:  # HEADERS: a request; 404 and end the stream
                conn.sendall(bytes([0, 0, 1, 1, 5]) + stream.to_bytes(4, "big") + bytes([0x8D]))


@pytest.mark.parametrize("answer", [http1_not_found, silent])
def test_cli_address_where_ray_does_not_answer_is_one_line_before_any_work(answer):
    """Something listens at the address but it is not Ray (a web server, the wrong port):
    refused by the check before ``ray.init``, which would retry such an address for minutes."""
    with FakeServer(answer) as server:
        p = tarokk_cli("simulate", "slovenian", "--deals", "100", "--ray", server.address)
    assert p.returncode == 1, p.stderr
    assert p.stderr == (f"tarokk: cannot connect to Ray at {server.address}: no gRPC server answers there; "
                        "give the head node's GCS address (port 6379 unless set), or ray://HOST:PORT for "
                        "Ray Client (port 10001)\n")
    assert p.stdout == ""


def test_cli_a_grpc_server_that_is_not_ray_is_one_line():
    """An HTTP/2 server that is not Ray passes the check, and ``ray.init`` fails on it after
    its retries (shortened here by ``RAY_gcs_server_port_wait_time_s``): still one line,
    without the warning a second that Ray's core prints meanwhile."""
    with FakeServer(grpc_not_found) as server:
        p = tarokk_cli("simulate", "slovenian", "--deals", "100", "--ray", server.address,
                       env={"RAY_gcs_server_port_wait_time_s": "2"})
    assert p.returncode == 1, p.stderr
    assert p.stderr.startswith(f"tarokk: cannot connect to Ray ({server.address}): ") and p.stderr.count("\n") == 1, \
        p.stderr
    assert p.stdout == ""


@pytest.mark.parametrize("how", ["auto", "local"])
def test_cli_on_ray_prints_the_local_summary(ray_instance, how):
    # auto: the fixture's instance, found through RAY_ADDRESS; local: a second instance,
    # started by the command for itself.
    argv = ("simulate", "paskievics", "--deals", "3000", "--seed", "5", "--policy", "rule", "--json")
    p = tarokk_cli(*argv, "--ray", how, env={"RAY_ADDRESS": ray_instance} if how == "auto" else None)
    assert p.returncode == 0, p.stderr
    local = tarokk_cli(*argv)
    on_ray, here = json.loads(p.stdout), json.loads(local.stdout)
    assert here["cluster"] is None
    assert (on_ray["cluster"]["cluster"] == ray_instance) == (how == "auto")
    for key in ("elapsed_s", "deals_per_s", "threads", "cluster"):
        del on_ray[key], here[key]
    assert on_ray == here


# -- solve_many on Ray ------------------------------------------------------------------------
def solver_positions(variant: str, count: int) -> list:
    """Deals of `variant` bid and played by the rule players to 5 tricks left."""
    from tarokk.policies import rule_policy
    out = []
    for seed in range(200):
        g = tarokk.Game(variant, seed=seed)
        while not g.is_over and not (g.phase == "play" and len(g.hands[g.current_player]) <= 5):
            g.apply(rule_policy(g, None))
        if not g.is_over and g.phase == "play":
            out.append(g)
        if len(out) == count:
            return out
    raise AssertionError(f"too few {variant} positions")


@pytest.mark.parametrize("variant", ["slovenian", "jokai", "paskievics"])
def test_solve_many_on_ray_equals_local(variant):
    games = solver_positions(variant, 12)
    local = tarokk.solve_many(games, threads=1)
    for shard in (1, 5, 64):
        remote = tarokk.solve_many(games, cluster="auto", shard_size=shard)
        # Values and every card's value; the nodes searched depend on what the table kept
        # from the shard's earlier positions.
        assert [(s.value, s.moves) for s in remote] == [(s.value, s.moves) for s in local]


def test_solve_many_through_a_killed_worker(tmp_path, monkeypatch):
    marks = str(tmp_path)
    monkeypatch.setattr(distributed, "_run_shard", kill_first_attempt(marks, 4))
    games = solver_positions("paskievics", 10)
    remote = tarokk.solve_many(games, cluster="auto", shard_size=2)
    assert attempts(marks)[4] == 2 and sorted(attempts(marks)) == [0, 2, 4, 6, 8]
    assert [s.value for s in remote] == [s.value for s in tarokk.solve_many(games)]


def test_solve_many_interrupted_on_ray_raises_as_the_local_run(monkeypatch):
    """Ctrl-C during a Ray run of solve_many: KeyboardInterrupt, as locally. (The run kept
    the shards done so far, and solve_many returned them as if they were every position's:
    a shorter list, out of line with the games.)"""
    real = distributed.run_shards

    def interrupted_after_the_first_shard(task, start, count, **kw):
        run = real(task, start, min(count, kw["shard_size"]), **kw)
        run.interrupted = True  # as run_shards leaves a run Ctrl-C stopped
        return run

    monkeypatch.setattr(distributed, "run_shards", interrupted_after_the_first_shard)
    games = solver_positions("jokai", 6)
    with pytest.raises(KeyboardInterrupt):
        tarokk.solve_many(games, cluster="auto", shard_size=2)


def test_solve_many_checks_positions_before_work():
    not_in_play = tarokk.Game("jokai", seed=1)
    with pytest.raises(InvalidInputError, match="play phase"):
        tarokk.solve_many([not_in_play], cluster="auto")


class _FakeRay:
    """Just what `distributed._probe` asks of Ray, with the probe's answer given: a
    (tarokk, Python) pair, or the exception ``ray.get`` raises."""

    class exceptions:
        class RayError(Exception):
            pass

        class GetTimeoutError(RayError):
            pass

    def __init__(self, answer):
        self.answer = answer

    def remote(self, **options):
        assert options["num_cpus"] == 0

        def task(fn):
            class Task:
                @staticmethod
                def remote():
                    return fn

            return Task

        return task

    def get(self, ref, timeout):
        assert timeout == distributed.PROBE_TIMEOUT_S and callable(ref)
        if isinstance(self.answer, Exception):
            raise self.answer
        return self.answer


def test_the_probe_refuses_workers_that_cannot_run_this_tarokk():
    """Every node needs tarokk at the driver's version in the same Python: the probe's
    three refusals (no answer in time, a worker that cannot import tarokk, another version
    or Python), each one line naming the cluster, before any shard is submitted."""
    version = tarokk.__version__
    here = f"{sys.version_info[0]}.{sys.version_info[1]}"
    fake = _FakeRay
    distributed._probe(fake((version, here)), "10.0.0.1:6379")  # the same: no error
    cases = [
        (fake.exceptions.GetTimeoutError("late"),
         f"no Ray worker at 10.0.0.1:6379 answered within {distributed.PROBE_TIMEOUT_S:.0f} s"),
        (fake.exceptions.RayError("ModuleNotFoundError: No module named 'tarokk'\n  traceback lines"),
         "the Ray workers at 10.0.0.1:6379 cannot run tarokk (ModuleNotFoundError: No module named "
         f"'tarokk'): install tarokk {version} on every node"),
        (("0.0.1", here), f"the Ray workers at 10.0.0.1:6379 run tarokk 0.0.1 on Python {here}, "
                          f"this process tarokk {version} on Python {here}"),
        ((version, "3.9"), f"the Ray workers at 10.0.0.1:6379 run tarokk {version} on Python 3.9, "
                           f"this process tarokk {version} on Python {here}"),
    ]
    for answer, message in cases:
        with pytest.raises(ClusterError) as err:
            distributed._probe(fake(answer), "10.0.0.1:6379")
        assert str(err.value) == message
        assert err.value.__cause__ is None and "\n" not in str(err.value)
