#!/usr/bin/env python3
"""`make bench`: throughput of the native batch simulator, Python-driven stepping (the
native class and the public `tarokk.Game`), the pure-Python reference and, when installed,
OpenSpiel's `tarok`, measured in one run on one machine. Prints a Markdown table and
writes `benches/latest.json` (and `latest.md`). With `--baseline DIR` (`make bench
BASELINE=<rev>` builds DIR from a commit) the same workloads also run on that build, first,
in the same run, for a before/after comparison.

    .venv/bin/python benches/compare.py            # ~3 minutes
    .venv/bin/python benches/compare.py --quick    # shorter measurements

Every batch workload is described by what one of its deals is (`WORKLOADS`), and reported
in deals, actions and cards played per second: a deal that ends at its first trick is a
deal too, so deals/s alone says little.
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import json
import os
import platform
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

PASS, BID = 54, 55
TARGETS = {
    "play_phase_1t": 1_000_000,
    "full_random_1t": 300_000,
    "python_vs_openspiel": 2.0,
    "game_vs_native_class": 0.5,
    "native_vs_reference": 200.0,
    "state_bytes": 256,
}

#: name → (what one deal is, Simulator arguments).
WORKLOADS: dict[str, tuple[str, dict]] = {
    "slovenian-4 full random": (
        "every action of a 4-player deal uniformly random among the legal ones; most deals "
        "are high bids (random bidding reaches valat often) that end at the declarer's first "
        "lost trick", dict(players=4, policies="random")),
    "slovenian-4 full rule-bid": (
        "rule-based bidding, call, talon, discards and announcements (contracts players "
        "would bid), then every card random", dict(players=4, policies="rule-bid")),
    "slovenian-4 full rule-based": (
        "every decision by the rule-based player, cards included",
        dict(players=4, policies="rule")),
    "slovenian-4 play-phase random": (
        "contract three by the forehand, nobody announces; the call, talon set, discards "
        "and every card random: 12 tricks", dict(players=4, policies="random", contract="three")),
    "slovenian-3 full random": (
        "3 players, every action random", dict(players=3, policies="random")),
    "slovenian-3 play-phase random": (
        "3 players, contract three by the forehand, then random: 16 tricks",
        dict(players=3, policies="random", contract="three")),
    "jokai-3 full random": (
        "Jókai, every action random (bids, skart views, discards, announcements, kontras, "
        "cards); a deal where all pass is thrown in", dict(game="jokai", players=3, policies="random")),
    "jokai-3 full rule-based": (
        "Jókai, every decision by the rule-based player",
        dict(game="jokai", players=3, policies="rule")),
    "jokai-3 play-phase random": (
        "Jókai, first double by the forehand, nobody announces; the skart views, discards and "
        "every card random: 12 tricks", dict(game="jokai", players=3, policies="random",
                                                    contract="first double")),
    "paskievics-4 full random": (
        "Paskievics, every action random (bids, holds, discards, the call, announcements, "
        "kontras, cards, reveals); a deal where all pass or a hand is thrown in ends early",
        dict(game="paskievics", players=4, policies="random")),
    "paskievics-4 full rule-based": (
        "Paskievics, every decision by the rule-based player, cards included",
        dict(game="paskievics", players=4, policies="rule")),
    "paskievics-4 play-phase random": (
        "Paskievics, three by the forehand, set without bidding and never thrown in, nobody "
        "announces; the discards, the call and every card random: 9 tricks",
        dict(game="paskievics", players=4, policies="random", contract="three")),
}

sys.path.insert(0, str(HERE))
from measure import batch, python_loop, stepping  # noqa: E402

import tarokk  # noqa: E402
import tarokk._core as native  # noqa: E402
from tarokk.engines import engine_factory  # noqa: E402


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def reference_play_phase(seconds: float, seed: int = 0) -> dict:
    """The reference engine on the play-phase workload (the simulator's forced choices:
    everybody passes, the forehand plays three, nobody announces; the rest random)."""
    make = engine_factory("slovenian", "reference")
    rng = random.Random(seed)
    steps = deals = 0
    t0 = time.perf_counter()
    while True:
        g = make(4, seed=deals, dealer=0)
        while not g.is_over:
            phase = g.phase
            if phase in ("bidding", "raise", "announce"):
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
            return {"deals_per_s": deals / dt, "steps_per_s": steps / dt}


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
                a = _chance(rng, s)
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
    return {"available": True, "version": md.version("open-spiel"),
            "python_deals_per_s": py_deals, "python_steps_per_s": py_steps,
            "python_steps_per_deal": steps / deals, "cpp_bots_deals_per_s": k / dt}


def _chance(rng, state):
    """A chance outcome drawn by its probability (Slovenian's deal is not uniform, SL-D3)."""
    outcomes, probabilities = zip(*state.chance_outcomes())
    return rng.choices(outcomes, probabilities)[0]


def interfaces(seconds: float) -> dict:
    """The RL interfaces driven by a random Python loop, Slovenian with 4 players: our
    OpenSpiel game (the deal is one chance node per card, as OpenSpiel deals) and our
    PettingZoo AEC environment (observe, mask, step). Decision steps and deals per second."""
    out: dict = {}
    try:
        import pyspiel
        importlib.import_module("tarokk.openspiel")  # registers the games
    except ImportError:
        out["openspiel"] = None
    else:
        game = pyspiel.load_game("python_tarokk_slovenian")
        rng = random.Random(0)
        decisions = chance = deals = 0
        t0 = time.perf_counter()
        while True:
            s = game.new_initial_state()
            while not s.is_terminal():
                if s.is_chance_node():
                    s.apply_action(_chance(rng, s))
                    chance += 1
                else:
                    s.apply_action(rng.choice(s.legal_actions()))
                    decisions += 1
            deals += 1
            dt = time.perf_counter() - t0
            if dt >= seconds:
                break
        out["openspiel"] = {"deals_per_s": deals / dt, "steps_per_s": decisions / dt,
                            "chance_per_deal": chance / deals}
    try:
        import numpy as np
        import tarokk.pettingzoo as tp
    except ImportError:
        out["pettingzoo"] = None
    else:
        env = tp.env("slovenian")
        npr = np.random.default_rng(0)
        steps = deals = 0
        t0 = time.perf_counter()
        while True:
            env.reset(seed=deals)
            for agent in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                env.step(int(npr.choice(np.flatnonzero(obs["action_mask"]))))
                steps += 1
            deals += 1
            dt = time.perf_counter() - t0
            if dt >= seconds:
                break
        out["pettingzoo"] = {"deals_per_s": deals / dt, "steps_per_s": steps / dt}
    return out


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
    out = subprocess.run([sys.executable, "-c", PEAK_CODE], capture_output=True, text=True, check=True)
    d = json.loads(out.stdout)
    d["peak_mb"] = d["peak_kb"] / 1024
    d["batch_mb"] = (d["peak_kb"] - d["base_kb"]) / 1024
    return d


def baseline(path: str, cores: int, seconds: float, solver_scale: float) -> dict:
    """The common workloads and the solver's one-thread value rows on the build in
    ``path`` (a fresh interpreter)."""
    args = json.dumps([{k: v[1] for k, v in WORKLOADS.items()}, cores, seconds, solver_scale])
    env = {**os.environ, "PYTHONPATH": path}
    out = subprocess.run([sys.executable, str(HERE / "measure.py"), args], env=env,
                         capture_output=True, text=True, check=True)
    d = json.loads(out.stdout)
    d["path"] = path
    return d


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="short measurements (~0.3 s each)")
    ap.add_argument("--seconds", type=float, default=None, help="seconds per measurement")
    ap.add_argument("--baseline", default=None, help="a directory with an earlier build's tarokk package")
    ap.add_argument("--baseline-name", default=None, help="what the baseline is (e.g. its commit)")
    ap.add_argument("--json", default=str(HERE / "latest.json"), help="where to write the JSON")
    args = ap.parse_args()
    sec = args.seconds or (0.3 if args.quick else 1.5)
    cores = os.cpu_count() or 1
    command = "make bench" if not (args.quick or args.seconds) else " ".join(["python", *sys.argv])
    say = lambda *a: print(*a, file=sys.stderr, flush=True)  # noqa: E731

    res: dict = {
        "command": command + (f" (baseline {args.baseline_name or args.baseline})" if args.baseline else ""),
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "machine": {"cpu": cpu_model(), "cores": cores, "os": platform.platform(),
                    "python": platform.python_version(), "tarokk": tarokk.__version__},
        "seconds_per_measurement": sec,
        "load_average_before": os.getloadavg()[0],
        "workloads": {k: v[0] for k, v in WORKLOADS.items()},
    }
    if args.baseline:
        say(f"baseline build: {args.baseline}")
        res["baseline"] = baseline(args.baseline, cores, sec, 0.2 if args.quick else 1.0)
        res["baseline"]["name"] = args.baseline_name or args.baseline

    say("native batch")
    res["native_batch"] = batch({k: v[1] for k, v in WORKLOADS.items()}, cores, sec)
    say("python-driven stepping: native class and tarokk.Game")
    res["stepping"] = stepping(sec * 2)
    say("reference")
    ref = engine_factory("slovenian", "reference")
    res["reference"] = {"full_random": python_loop(lambda i: ref(4, seed=i), sec * 2),
                        "play_phase": reference_play_phase(sec * 2)}
    say("openspiel")
    res["openspiel"] = openspiel(sec * 2)
    say("RL interfaces: OpenSpiel game and PettingZoo environment")
    res["interfaces"] = interfaces(sec * 2)
    say("solver")
    from solver import solver_rows  # benches/solver.py
    res["solver"] = solver_rows(0.2 if args.quick else 1.0)
    say("state sizes and peak memory of a 10^6-deal batch")
    res["state_bytes"] = dict(native.state_sizes())
    res["batch_1e6"] = peak_memory()
    res["load_average_after"] = os.getloadavg()[0]

    b, st, osp = res["native_batch"], res["stepping"], res["openspiel"]
    full1 = b["slovenian-4 full random"]["1t"]
    play1 = b["slovenian-4 play-phase random"]["1t"]
    game_steps = st["tarokk_game"]["steps_per_s"]
    res["ratios"] = {
        "play_phase_1t_vs_target": play1 / TARGETS["play_phase_1t"],
        "full_random_1t_vs_target": full1 / TARGETS["full_random_1t"],
        "game_vs_native_class": game_steps / st["native_class"]["steps_per_s"],
        "game_steps_vs_openspiel": game_steps / osp["python_steps_per_s"] if osp.get("available") else None,
        "native_full_vs_reference": full1 / res["reference"]["full_random"]["deals_per_s"],
        "native_play_phase_vs_reference": play1 / res["reference"]["play_phase"]["deals_per_s"],
        "native_batch_vs_openspiel_cpp_bots": full1 / osp["cpp_bots_deals_per_s"] if osp.get("available") else None,
    }
    res["targets"] = TARGETS
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


def ratio(x: float | None) -> str:
    return "—" if x is None else f"{x:.2f}×"


def table(res: dict) -> str:
    m = res["machine"]
    cores = m["cores"]
    base = res.get("baseline")
    lines = [
        f"Measured {res['date']} with `{res['command']}` on {m['cpu']} ({cores} cores), "
        f"Python {m['python']}; 1-minute load average {res['load_average_before']:.1f} before, "
        f"{res['load_average_after']:.1f} after (other jobs share the machine when it is above 0).",
        "",
        "Native batch (`tarokk.simulate`; deals/s on 1 and all threads; actions/s and cards/s on 1 thread):",
        "",
        f"| workload | deals/s, 1 thread | {cores} threads | actions/deal | cards/deal | actions/s | cards/s |"
        + (" before: deals/s, 1 thread |" if base else ""),
        "|---|---:|---:|---:|---:|---:|---:|" + ("---:|" if base else ""),
    ]
    for name, row in res["native_batch"].items():
        one = row["1t"]
        cells = (f"| {name} | {fmt(one)} | {fmt(row.get(f'{cores}t'))} | {row['steps_per_deal']:.1f} | "
                 f"{row['cards_per_deal']:.1f} | {fmt(one * row['steps_per_deal'])} | "
                 f"{fmt(one * row['cards_per_deal'])} |")
        if base:
            before = base["batch"].get(name, {})
            cells += f" {fmt(before.get('1t')) if '1t' in before else 'n/a (new)'} |"
        lines.append(cells)
    lines += ["", "What one deal of each workload is:", ""]
    for name, what in res["workloads"].items():
        row = res["native_batch"][name]
        said = []
        if name.startswith("slovenian") and "full" in name:
            said.append(f"{100 * row['valat_bids']:.0f}% of deals were colour valat or valat")
        if row.get("no_contract"):  # as dealt (SL-D3), all passed, a hand thrown in
            share = 100 * row["no_contract"]
            said.append(f"{share:{'.2g' if share < 10 else '.0f'}}% were annulled or thrown in")
        note = f" (here {', '.join(said)})" if said else ""
        lines.append(f"- **{name}**: {what}{note}.")
    st, ref, o = res["stepping"], res["reference"], res["openspiel"]
    lines += [
        "",
        "| Python-driven, full random deals, one thread | deals/s | steps/s | legal_actions() |"
        + (" before: steps/s |" if base else ""),
        "|---|---:|---:|---:|" + ("---:|" if base else ""),
    ]
    rows = [("native class `tarokk._core.Game`", st["native_class"], st["native_legal_actions_s"], "native_class", "native_legal_actions_s"),
            ("public API `tarokk.Game`", st["tarokk_game"], st["game_legal_actions_s"], "tarokk_game", "game_legal_actions_s")]
    # The ids RL code hands to apply: ints, NumPy integers (the loop makes them from the
    # chosen Action, as a policy's argmax would give them).
    rows += [(label, st[key], None, key, None) for label, key in (
        ("public API `tarokk.Game`, int ids", "tarokk_game_int_ids"),
        ("public API `tarokk.Game`, NumPy int64 ids (made in the loop)", "tarokk_game_numpy_ids")) if key in st]
    for label, r, per, key, _ in rows:
        per_cell = "—" if per is None else f"{per * 1e6:.2f} µs"
        cells = f"| {label} | {fmt(r['deals_per_s'])} | {fmt(r['steps_per_s'])} | {per_cell} |"
        if base:
            before = base["stepping"].get(key)
            cells += f" {fmt(before['steps_per_s']) if before else '—'} |"
        lines.append(cells)
    extra = " |" if base else ""
    lines += [
        f"| reference (pure Python), full random | {fmt(ref['full_random']['deals_per_s'])} | {fmt(ref['full_random']['steps_per_s'])} | — |{extra}",
        f"| reference, play-phase | {fmt(ref['play_phase']['deals_per_s'])} | {fmt(ref['play_phase']['steps_per_s'])} | — |{extra}",
    ]
    if o.get("available"):
        lines += [
            f"| OpenSpiel {o['version']} `tarok`, Python loop, random | {fmt(o['python_deals_per_s'])} | {fmt(o['python_steps_per_s'])} | — |{extra}",
            f"| OpenSpiel `tarok`, C++ random bots (`evaluate_bots`) | {fmt(o['cpp_bots_deals_per_s'])} | — | — |{extra}",
        ]
    else:
        lines.append(f"| OpenSpiel | {o['note']} | | |{extra}")
    rl = res.get("interfaces", {})
    if rl:
        lines += [
            "",
            "| RL interfaces, Slovenian 4 players, random Python loop | deals/s | decision steps/s | note |",
            "|---|---:|---:|---|",
        ]
        osp_ours, pz = rl.get("openspiel"), rl.get("pettingzoo")
        lines.append(
            f"| our OpenSpiel game `python_tarokk_slovenian` | {fmt(osp_ours['deals_per_s'])} | "
            f"{fmt(osp_ours['steps_per_s'])} | and {osp_ours['chance_per_deal']:.0f} chance steps a deal (a card each) |"
            if osp_ours else "| our OpenSpiel game | — | — | open-spiel not installed |")
        lines.append(
            f"| our PettingZoo AEC env `tarokk.pettingzoo.env()` | {fmt(pz['deals_per_s'])} | "
            f"{fmt(pz['steps_per_s'])} | observe (tensor and mask), step |"
            if pz else "| our PettingZoo env | — | — | pettingzoo not installed |")
    r, bm, s, t = res["ratios"], res["batch_1e6"], res["state_bytes"], res["targets"]
    b = res["native_batch"]
    lines += [
        "",
        "| target | measured | ratio |",
        "|---|---:|---:|",
        f"| play-phase ≥ {fmt(t['play_phase_1t'])} deals/s on one core | {fmt(b['slovenian-4 play-phase random']['1t'])} | {ratio(r['play_phase_1t_vs_target'])} |",
        f"| Jókai play-phase ≥ {fmt(t['play_phase_1t'])} deals/s on one core | {fmt(b['jokai-3 play-phase random']['1t'])} | {ratio(b['jokai-3 play-phase random']['1t'] / t['play_phase_1t'])} |",
        f"| Paskievics play-phase ≥ {fmt(t['play_phase_1t'])} deals/s on one core | {fmt(b['paskievics-4 play-phase random']['1t'])} | {ratio(b['paskievics-4 play-phase random']['1t'] / t['play_phase_1t'])} |",
        f"| full random ≥ {fmt(t['full_random_1t'])} deals/s per core | {fmt(b['slovenian-4 full random']['1t'])} | {ratio(r['full_random_1t_vs_target'])} |",
        f"| `tarokk.Game` stepping ≥ 50% of the native class | {fmt(st['tarokk_game']['steps_per_s'])} steps/s | {ratio(r['game_vs_native_class'])} |",
        f"| `tarokk.Game` stepping ≥ 2× OpenSpiel's Python loop | {fmt(st['tarokk_game']['steps_per_s'])} steps/s | {ratio(r['game_steps_vs_openspiel'])} |",
        f"| native ≥ 200× reference (full random) | {fmt(ref['full_random']['deals_per_s'])} ref. deals/s | {ratio(r['native_full_vs_reference'])} |",
        f"| native ≥ 200× reference (play-phase) | {fmt(ref['play_phase']['deals_per_s'])} ref. deals/s | {ratio(r['native_play_phase_vs_reference'])} |",
        f"| state ≤ {t['state_bytes']} bytes | `Game` {s['slovenian.Game']} B, `PlayState` {s['PlayState']} B | — |",
        f"| 10⁶-deal batch (all threads) | peak RSS {bm['peak_mb']:.0f} MB (+{bm['batch_mb']:.0f} MB over the interpreter; arrays {bm['arrays_bytes'] / 2**20:.0f} MB), {bm['seconds']:.2f} s | — |",
    ]
    if r["native_batch_vs_openspiel_cpp_bots"] is not None:
        lines.append(f"| native batch (1 thread) vs OpenSpiel C++ bots | | {ratio(r['native_batch_vs_openspiel_cpp_bots'])} |")
    if "solver" in res:
        from solver import solver_table  # benches/solver.py
        lines += ["", "Double-dummy solver (`tarokk.solve`'s value; positions of real deals played by the "
                  "rule players, `benches/solver.py`):", ""] + solver_table(
                      res["solver"], base.get("solver") if base else None, base["name"] if base else "")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
