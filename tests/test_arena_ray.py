"""The arena sharded over Ray (`tarokk.arena(..., cluster=...)`, issue 11): the same arrays as
the local run whatever the shard size, a worker killed mid-run with its shard run again and
nothing lost or counted twice, and an unreachable address refused before any deal. The Ray
instance (2 CPUs, loopback) is started by the module's fixture, as in tests/test_ray.py."""

from __future__ import annotations

import logging
import os

os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"

import numpy as np
import pytest
import ray

import tarokk
from tarokk import ClusterError, cli, distributed
from test_ray import attempts, free_port, kill_first_attempt

# Under pytest-xdist (`make test`), the modules that start a Ray instance run on one worker.
pytestmark = pytest.mark.xdist_group("ray")

CHEAP_PIMC = "pimc:worlds=2,rollouts=2,exact_tricks=3"


@pytest.fixture(scope="module", autouse=True)
def ray_instance():
    assert not ray.is_initialized()
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.ERROR)
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()


def same(a, b) -> None:
    assert a.deals == b.deals
    for name in ("amounts", "outcome", "declarer", "won"):
        assert np.array_equal(getattr(a, name), getattr(b, name)), name


@pytest.mark.parametrize("variant, policies, deals, shard, threads", [
    ("jokai-4", ["random", "rule"], 45, 7, 0),
    ("paskievics-5", ["rule", "random"], 30, 30, 2),
    ("slovenian", [CHEAP_PIMC, "rule"], 4, 1, 1),
])
def test_sharded_equals_local(variant, policies, deals, shard, threads):
    local = tarokk.arena(variant, policies, deals, seed=13, threads=1)
    seen = []
    r = tarokk.arena(variant, policies, deals, seed=13, cluster="auto", shard_size=shard,
                     threads=threads, progress=lambda done, total: seen.append((done, total)))
    same(r, local)
    assert not r.interrupted and r.cluster.shards == -(-deals // shard) and r.cluster.cpus == 2
    assert r.threads == max(1, threads) and seen[-1] == (deals, deals)
    s, t = r.summary.as_dict(), local.summary.as_dict()
    for d in (s, t):
        del d["elapsed_s"], d["threads"], d["cluster"]
    assert s == t


def test_a_killed_worker_has_its_shard_run_again(tmp_path, monkeypatch):
    marks = str(tmp_path)
    victim = 15  # the fourth of six shards
    monkeypatch.setattr(distributed, "_run_shard", kill_first_attempt(marks, victim))
    r = tarokk.arena("jokai", ["random", "rule"], 30, seed=21, cluster="auto", shard_size=5)
    assert os.path.exists(os.path.join(marks, f"{victim}.killed"))
    tries = attempts(marks)
    assert sorted(tries) == list(range(0, 30, 5))
    assert tries[victim] == 2 and all(n == 1 for s, n in tries.items() if s != victim)
    assert r.cluster.shards == 6 and not r.interrupted
    same(r, tarokk.arena("jokai", ["random", "rule"], 30, seed=21, threads=1))


def test_interrupted_run_returns_the_shards_done_in_order():
    def stop(done, total):
        if done >= 10:
            raise KeyboardInterrupt

    r = tarokk.arena("paskievics", ["random", "rule"], 200, seed=4, cluster="auto", shard_size=5,
                     progress=stop)
    # Shards finish in any order: the run keeps the ones done without a gap from deal 0,
    # which can be fewer than the 10 deals done when it stopped.
    assert r.interrupted and r.deals < 200 and r.deals % 5 == 0
    if r.deals:
        same(r, tarokk.arena("paskievics", ["random", "rule"], r.deals, seed=4, threads=1))


def never(done, total):
    raise AssertionError("a deal was played")


def test_an_unreachable_address_is_one_error_before_any_work(monkeypatch, capsys):
    address = f"127.0.0.1:{free_port()}"
    with pytest.raises(ClusterError, match=f"cannot reach Ray at {address}: "):
        tarokk.arena("jokai", ["pimc", "rule"], 100, cluster=address, progress=never)
    assert cli.main(["arena", "jokai", "--deals", "100", "--ray", address]) == 1
    assert capsys.readouterr().err == f"tarokk: cannot reach Ray at {address}: Connection refused\n"


def test_bad_policies_are_refused_before_connecting(monkeypatch):
    monkeypatch.setattr(distributed, "connect", lambda cluster: pytest.fail("connected"))
    with pytest.raises(tarokk.InvalidInputError, match="worlds must be an int >= 1, not 0"):
        tarokk.arena("jokai", ["pimc:worlds=0", "rule"], 10, cluster="auto")
    with pytest.raises(tarokk.InvalidInputError, match="unknown policy 'x'"):
        tarokk.arena("jokai", "x", 10, cluster="auto")
