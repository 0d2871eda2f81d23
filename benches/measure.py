"""The measurements `compare.py` makes on this build and, in a fresh interpreter, on a
baseline build (`--baseline`): the same code for both, so that before and after are
measured alike. Run as a script it measures the build that `tarokk` imports and prints JSON:

    PYTHONPATH=<baseline> python benches/measure.py '[{workloads}, cores, seconds, solver_scale]'

(`solver_scale`: the solver's one-thread value rows, `solver.BASELINE_ROWS`, with that
share of their positions; `null`: none.)
"""

from __future__ import annotations

import json
import random
import sys
import time

import numpy as np

import tarokk
import tarokk._core as native


def batch_rate(sim, threads, seconds):
    sim.run(0, 2000, threads)  # warm up
    n = 20_000
    while True:
        t0 = time.perf_counter()
        _, done, _ = sim.run(0, n, threads)
        dt = time.perf_counter() - t0
        if dt >= seconds or n >= 20_000_000:
            return done / dt
        n = int(n * min(10.0, max(2.0, 1.2 * seconds / max(dt, 1e-3))))


def batch(workloads, cores, seconds):
    out = {}
    for name, kw in workloads.items():
        kw = dict(kw)
        try:
            sim = native.Simulator(kw.pop("game", "slovenian"), kw.pop("players"), seed=1, **kw)
        except Exception as exc:  # a policy the baseline does not have
            out[name] = {"error": str(exc)}
            continue
        row = {f"{t}t": batch_rate(sim, t, seconds) for t in sorted({1, cores})}
        cols, done, _ = sim.run(0, 20_000, cores)
        steps = np.frombuffer(cols["steps"], dtype="<u2")
        tricks = np.frombuffer(cols["tricks"], dtype="u1").reshape(done, -1)
        contract = np.frombuffer(cols["contract"], dtype="i1")
        row["steps_per_deal"] = float(steps.mean())
        row["cards_per_deal"] = float(tricks.sum(axis=1).mean() * tricks.shape[1])
        row["valat_bids"] = float(np.isin(contract, [10, 11]).mean())  # Slovenian contract ids
        row["no_contract"] = float((contract == -1).mean())  # annulled or thrown in
        out[name] = row
    return out


def python_loop(make, seconds, seed=0, ids=None):
    """Random deals stepped from Python; ``ids`` turns each chosen Action into what the
    loop hands to ``apply`` (an int id, a NumPy integer as RL code has them)."""
    rng = random.Random(seed)
    steps = deals = 0
    t0 = time.perf_counter()
    while True:
        g = make(deals)
        while not g.is_over:
            a = rng.choice(g.legal_actions())
            g.apply(a if ids is None else ids(a))
            steps += 1
        deals += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return {"deals_per_s": deals / dt, "steps_per_s": steps / dt}


def per_call(f, seconds):
    n, t0 = 0, time.perf_counter()
    while True:
        for _ in range(1000):
            f()
        n += 1000
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return dt / n


def native_class():
    if hasattr(native, "Game"):
        return lambda i: native.Game("slovenian", 4, seed=i)
    return lambda i: native.SlovenianGame(4, seed=i)


def stepping(seconds):
    make = native_class()
    g, pub = make(7), tarokk.Game("slovenian", seed=7)
    return {
        "native_class": python_loop(make, seconds),
        "tarokk_game": python_loop(lambda i: tarokk.Game("slovenian", seed=i), seconds),
        "tarokk_game_int_ids": python_loop(lambda i: tarokk.Game("slovenian", seed=i), seconds, ids=int),
        "tarokk_game_numpy_ids": python_loop(lambda i: tarokk.Game("slovenian", seed=i), seconds,
                                             ids=lambda a: np.int64(int(a))),
        "native_legal_actions_s": per_call(g.legal_actions, seconds / 4),
        "game_legal_actions_s": per_call(pub.legal_actions, seconds / 4),
    }


if __name__ == "__main__":
    workloads, cores, seconds, *rest = json.loads(sys.argv[1])
    out = {"batch": batch(workloads, cores, seconds), "stepping": stepping(seconds * 2)}
    if rest and rest[0] is not None:
        from solver import BASELINE_ROWS, solver_rows  # benches/solver.py, beside this file
        out["solver"] = solver_rows(rest[0], BASELINE_ROWS)
    print(json.dumps(out))
