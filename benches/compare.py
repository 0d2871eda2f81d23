#!/usr/bin/env python3
"""`make bench`: throughput of the native batch simulator, Python-driven stepping, the
pure-Python reference and (when installed) OpenSpiel's `tarok`, measured in one run on one
machine; prints a Markdown table and writes `benches/latest.json` (and `latest.md`).

    .venv/bin/python benches/compare.py            # ~2 minutes
    .venv/bin/python benches/compare.py --quick    # shorter measurements

Workloads (Slovenian tarok, 4 players unless said):
  * full random deal: deal, bidding, call, talon, discards, announcements and play, every
    action uniformly random among the legal ones (`policies="random"`);
  * play-phase deal: contract three by the forehand, nobody announces, talon/discards and
    every card random (`contract="three"`);
  * Python-driven: `legal_actions()` + `random.choice` + `apply()` from Python on full
    random deals; the same loop for the reference engine and for OpenSpiel's `tarok`
    (`pip install open-spiel`, optional), whose C++ random bots are also timed through
    `pyspiel.evaluate_bots`.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

import tarokk
import tarokk._core as native
import tarokk.reference as reference

HERE = Path(__file__).resolve().parent

PASS, BID = 54, 55
TARGETS = {
    "play_phase_1t": 1_000_000,
    "full_random_1t": 300_000,
    "python_vs_openspiel": 2.0,
    "native_vs_reference": 200.0,
    "state_bytes": 256,
}


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def batch_rate(sim, threads: int, seconds: float) -> float:
    """Deals/s of `sim.run` (GIL released) over about `seconds`."""
    sim.run(0, 2000, threads)  # warm up
    n = 20_000
    while True:
        t0 = time.perf_counter()
        _, done, _ = sim.run(0, n, threads)
        dt = time.perf_counter() - t0
        if dt >= seconds or n >= 20_000_000:
            return done / dt
        n = int(n * min(10.0, max(2.0, 1.2 * seconds / max(dt, 1e-3))))


def python_loop(make, seconds: float, seed: int = 0) -> tuple[float, float]:
    """(deals/s, steps/s) of a Python loop over full random deals."""
    rng = random.Random(seed)
    steps = deals = 0
    t0 = time.perf_counter()
    while True:
        g = make(deals)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            steps += 1
        deals += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return deals / dt, steps / dt


def reference_play_phase(seconds: float, seed: int = 0) -> tuple[float, float]:
    """The reference engine on the play-phase workload (the simulator's forced choices:
    everybody passes, the forehand plays three, nobody announces; the rest random)."""
    rng = random.Random(seed)
    steps = deals = 0
    t0 = time.perf_counter()
    while True:
        g = reference.SlovenianGame(4, seed=deals, dealer=0)
        while not g.is_over:
            phase = g.phase
            if phase == "bidding" or phase in ("raise", "announce"):
                a = PASS
            elif phase == "declare":
                a = BID + 1
            else:
                a = rng.choice(g.legal_actions())
            g.apply(a)
            steps += 1
        deals += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return deals / dt, steps / dt


def openspiel(seconds: float) -> dict:
    try:
        import pyspiel
    except ImportError:
        return {"available": False, "note": "OpenSpiel not installed (pip install open-spiel): skipped"}
    import importlib.metadata as md

    game = pyspiel.load_game("tarok", {"players": 4})
    rng = random.Random(0)
    steps = deals = 0
    t0 = time.perf_counter()
    while True:
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                a = rng.choice(s.chance_outcomes())[0]
            else:
                a = rng.choice(s.legal_actions())
            s.apply_action(a)
            steps += 1
        deals += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            break
    py_deals, py_steps = deals / dt, steps / dt
    bots = [pyspiel.make_uniform_random_bot(p, 1000 + p) for p in range(4)]
    k = 0
    t0 = time.perf_counter()
    while True:
        pyspiel.evaluate_bots(game.new_initial_state(), bots, k)
        k += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            break
    return {
        "available": True,
        "version": md.version("open-spiel"),
        "python_deals_per_s": py_deals,
        "python_steps_per_s": py_steps,
        "python_steps_per_deal": steps / deals,
        "cpp_bots_deals_per_s": k / dt,
    }


PEAK_CODE = r"""
import json, time
import numpy, tarokk

def hwm_kb():
    # VmHWM: this process's peak resident set (ru_maxrss would carry the parent's over exec).
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

base = hwm_kb()
t = time.perf_counter()
r = tarokk.simulate("slovenian", 1_000_000, seed=1)
dt = time.perf_counter() - t
peak = hwm_kb()
nbytes = sum(a.nbytes for a in r.arrays.values())
print(json.dumps({"base_kb": base, "peak_kb": peak, "arrays_bytes": nbytes, "seconds": dt,
                  "deals": r.n_deals}))
"""


def peak_memory() -> dict:
    out = subprocess.run([sys.executable, "-c", PEAK_CODE],
                         capture_output=True, text=True, check=True)
    d = json.loads(out.stdout)
    d["peak_mb"] = d["peak_kb"] / 1024
    d["batch_mb"] = (d["peak_kb"] - d["base_kb"]) / 1024
    return d


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="short measurements (~0.3 s each)")
    ap.add_argument("--seconds", type=float, default=None, help="seconds per measurement")
    ap.add_argument("--json", default=str(HERE / "latest.json"), help="where to write the JSON")
    args = ap.parse_args()
    sec = args.seconds or (0.3 if args.quick else 1.5)
    cores = os.cpu_count() or 1
    command = "make bench" if not (args.quick or args.seconds) else " ".join(["python", *sys.argv])

    res: dict = {
        "command": command,
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "machine": {"cpu": cpu_model(), "cores": cores, "os": platform.platform(),
                    "python": platform.python_version(), "tarokk": tarokk.__version__},
        "seconds_per_measurement": sec,
        "load_average_before": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
    }
    say = lambda *a: print(*a, file=sys.stderr, flush=True)  # noqa: E731

    # 1. Native batch.
    batch = {}
    workloads = [
        ("slovenian-4 full random", dict(players=4, policies="random")),
        ("slovenian-4 full rule-based", dict(players=4, policies="rule")),
        ("slovenian-4 play-phase random", dict(players=4, policies="random", contract="three")),
        ("slovenian-3 full random", dict(players=3, policies="random")),
        ("slovenian-3 play-phase random", dict(players=3, policies="random", contract="three")),
    ]
    for name, kw in workloads:
        kw = dict(kw)
        sim = native.Simulator("slovenian", kw.pop("players"), seed=1, **kw)
        row = {}
        for t in sorted({1, cores}):
            say(f"native batch: {name}, {t} thread(s)")
            row[f"{t}t"] = batch_rate(sim, t, sec)
        cols, _, _ = sim.run(0, 20_000, cores)
        row["steps_per_deal"] = float(np.frombuffer(cols["steps"], dtype="<u2").mean())
        batch[name] = row
    res["native_batch_deals_per_s"] = batch

    # 2./3. Python-driven stepping and the reference.
    say("python-driven: native SlovenianGame")
    nd, ns = python_loop(lambda i: native.SlovenianGame(4, seed=i), sec * 2)
    say("python-driven: reference SlovenianGame")
    rd, rs = python_loop(lambda i: reference.SlovenianGame(4, seed=i), sec * 2)
    say("reference: play-phase workload")
    rpd, rps = reference_play_phase(sec * 2)
    res["python_driven"] = {
        "native_deals_per_s": nd, "native_steps_per_s": ns,
        "reference_deals_per_s": rd, "reference_steps_per_s": rs,
        "reference_play_phase_deals_per_s": rpd, "reference_play_phase_steps_per_s": rps,
    }

    # 4. OpenSpiel.
    say("openspiel")
    res["openspiel"] = openspiel(sec * 2)

    # 5. Sizes and memory.
    say("state sizes and peak memory of a 10^6-deal batch")
    res["state_bytes"] = dict(native.state_sizes())
    res["batch_1e6"] = peak_memory()

    # Ratios against the targets.
    full1 = batch["slovenian-4 full random"]["1t"]
    play1 = batch["slovenian-4 play-phase random"]["1t"]
    osp = res["openspiel"]
    ratios = {
        "play_phase_1t_vs_target": play1 / TARGETS["play_phase_1t"],
        "full_random_1t_vs_target": full1 / TARGETS["full_random_1t"],
        "native_full_vs_reference": full1 / rd,
        "native_play_phase_vs_reference": play1 / rpd,
        "python_steps_vs_openspiel": (ns / osp["python_steps_per_s"]) if osp.get("available") else None,
        "native_batch_vs_openspiel_cpp_bots": (full1 / osp["cpp_bots_deals_per_s"]) if osp.get("available") else None,
        "game_bytes": res["state_bytes"]["slovenian.Game"],
    }
    res["ratios"] = ratios
    res["targets"] = TARGETS

    res["load_average_after"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    md = table(res)
    print(md)
    Path(args.json).write_text(json.dumps(res, indent=2) + "\n")
    Path(args.json).with_suffix(".md").write_text(md + "\n")
    say(f"wrote {args.json}")


def fmt(x: float | None, unit: str = "") -> str:
    if x is None:
        return "—"
    if x >= 1e6:
        return f"{x / 1e6:.2f} M{unit}"
    if x >= 1e3:
        return f"{x / 1e3:.1f} k{unit}"
    return f"{x:.1f}{unit}"


def table(res: dict) -> str:
    m = res["machine"]
    cores = m["cores"]
    lines = [
        f"Measured {res['date']} with `{res['command']}` on {m['cpu']} ({cores} cores), "
        f"Python {m['python']}; 1-minute load average {res['load_average_before']:.1f} before, "
        f"{res['load_average_after']:.1f} after (other jobs share the machine when it is above 0).",
        "",
        f"| workload | 1 thread | {cores} threads | actions/deal |",
        "|---|---:|---:|---:|",
    ]
    for name, row in res["native_batch_deals_per_s"].items():
        lines.append(f"| native batch, {name} | {fmt(row['1t'])} deals/s | "
                     f"{fmt(row.get(f'{cores}t'))} deals/s | {row['steps_per_deal']:.1f} |")
    p = res["python_driven"]
    o = res["openspiel"]
    lines += [
        "",
        "| Python-driven (one thread) | deals/s | steps/s |",
        "|---|---:|---:|",
        f"| tarokk native `SlovenianGame`, full random | {fmt(p['native_deals_per_s'])} | {fmt(p['native_steps_per_s'])} |",
        f"| tarokk reference (pure Python), full random | {fmt(p['reference_deals_per_s'])} | {fmt(p['reference_steps_per_s'])} |",
        f"| tarokk reference, play-phase | {fmt(p['reference_play_phase_deals_per_s'])} | {fmt(p['reference_play_phase_steps_per_s'])} |",
    ]
    if o.get("available"):
        lines += [
            f"| OpenSpiel {o['version']} `tarok`, Python loop, random | {fmt(o['python_deals_per_s'])} | {fmt(o['python_steps_per_s'])} |",
            f"| OpenSpiel `tarok`, C++ random bots (`evaluate_bots`) | {fmt(o['cpp_bots_deals_per_s'])} | — |",
        ]
    else:
        lines.append(f"| OpenSpiel | {o['note']} | |")
    r = res["ratios"]
    b = res["batch_1e6"]
    s = res["state_bytes"]
    t = res["targets"]

    def ratio(x: float | None) -> str:
        return "—" if x is None else f"{x:.2f}×"

    lines += [
        "",
        "| target (issue 4) | measured | ratio |",
        "|---|---:|---:|",
        f"| play-phase ≥ {fmt(t['play_phase_1t'])} deals/s on one core | {fmt(res['native_batch_deals_per_s']['slovenian-4 play-phase random']['1t'])} | {ratio(r['play_phase_1t_vs_target'])} |",
        f"| full random ≥ {fmt(t['full_random_1t'])} deals/s per core | {fmt(res['native_batch_deals_per_s']['slovenian-4 full random']['1t'])} | {ratio(r['full_random_1t_vs_target'])} |",
        f"| Python-driven steps/s ≥ 2× OpenSpiel's | {fmt(p['native_steps_per_s'])} | {ratio(r['python_steps_vs_openspiel'])} |",
        f"| native ≥ 200× reference (full random) | {fmt(p['reference_deals_per_s'])} ref. deals/s | {ratio(r['native_full_vs_reference'])} |",
        f"| native ≥ 200× reference (play-phase) | {fmt(p['reference_play_phase_deals_per_s'])} ref. deals/s | {ratio(r['native_play_phase_vs_reference'])} |",
        f"| state ≤ {t['state_bytes']} bytes | `Game` {s['slovenian.Game']} B, `PlayState` {s['PlayState']} B | — |",
        f"| 10⁶-deal batch (all threads) | peak RSS {b['peak_mb']:.0f} MB (+{b['batch_mb']:.0f} MB over the interpreter; arrays {b['arrays_bytes'] / 2**20:.0f} MB), {b['seconds']:.2f} s | — |",
    ]
    if r["native_batch_vs_openspiel_cpp_bots"] is not None:
        lines.append(f"| native batch (1 thread) vs OpenSpiel C++ bots | | {ratio(r['native_batch_vs_openspiel_cpp_bots'])} |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
