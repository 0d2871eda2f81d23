"""Solver rows of `make bench`: the double-dummy solver on positions of real deals
(`tarokk_core::positions`: dealt from seeds, bid and played by the rule players until the
given number of tricks is left, contracts played for card points), one solver whose table
is kept between positions. Median and maximum time, nodes and table hit rate; a position
that needs more than the row's node limit is given up and counted (it counts as slower than
every solved one in the median).

The "2 threads" rows search each position with a helper thread sharing the table
(`tarokk.solve(threads=2)`: Lazy SMP, each thread leaving to a second pass the cards
the other is searching at a big node): the same values, sooner; their nodes are both
threads', their node limit the caller's thread's. This machine has 2 cores.

The "made?" rows ask the coarser question of `tarokk.makes`: does the declarer side make
its contract (SL-C2's 36 points, JK-C3's 34, PK-X1's 48) under perfect play, one
null-window search on the same positions. The issue's targets are for the exact value;
these rows have none.

With `make bench BASELINE=<rev>` the baseline build solves the one-thread value rows
(`BASELINE_ROWS`) too, in the same run: on a shared VM whose speed moves from day to day,
the "before" column tells what the machine did with the older code that day."""

from __future__ import annotations

import statistics

import tarokk._core as native

#: (row, game, tricks left, positions, node limit, target median in ms or None, question, threads)
ROWS = [
    ("Slovenian 4 players, 8 tricks left", "slovenian", 8, 100, 50_000_000, 5.0, "value", 1),
    ("Slovenian 4 players, full deal (12 tricks)", "slovenian", 12, 100, 20_000_000, 100.0, "value", 1),
    ("Jókai full deal (12 tricks, 3 players)", "jokai", 12, 100, 50_000_000, 20.0, "value", 1),
    ("Paskievics full deal (9 tricks, 4 players)", "paskievics", 9, 100, 50_000_000, 20.0, "value", 1),
    ("Slovenian 4 players, 8 tricks left, 2 threads", "slovenian", 8, 100, 50_000_000, 5.0, "value", 2),
    ("Slovenian full deal, 2 threads", "slovenian", 12, 100, 20_000_000, 100.0, "value", 2),
    ("Jókai full deal, 2 threads", "jokai", 12, 100, 50_000_000, 20.0, "value", 2),
    ("Paskievics full deal, 2 threads", "paskievics", 9, 100, 50_000_000, 20.0, "value", 2),
    ("made? Slovenian 4 players, 8 tricks left", "slovenian", 8, 100, 50_000_000, None, "makes", 1),
    ("made? Slovenian 4 players, full deal", "slovenian", 12, 100, 20_000_000, None, "makes", 1),
    ("made? Jókai full deal", "jokai", 12, 100, 50_000_000, None, "makes", 1),
    ("made? Paskievics full deal", "paskievics", 9, 100, 50_000_000, None, "makes", 1),
]

#: The rows a baseline build solves too: the exact value on one thread (the targets' rows).
BASELINE_ROWS = [r for r in ROWS if r[6] == "value" and r[7] == 1]


def solver_rows(scale: float = 1.0, rows: list[tuple] = ROWS) -> list[dict]:
    out = []
    for name, game, tricks, count, limit, target, question, threads in rows:
        n = max(10, int(count * scale))
        runs = native.solver_bench(game, tricks, n, 0, limit, question, threads)
        solved = [r for r in runs if r is not None]
        gave_up = len(runs) - len(solved)
        times = sorted(r[0] * 1e3 for r in solved) + [float("inf")] * gave_up
        median = statistics.median(times)
        out.append({
            "row": name, "positions": n, "node_limit": limit, "gave_up": gave_up,
            "median_ms": None if median == float("inf") else median,
            "max_ms": max((r[0] * 1e3 for r in solved), default=None),
            "median_nodes": statistics.median(sorted(r[1] for r in solved)) if solved else None,
            "hit_rate": (sum(r[3] for r in solved) / max(1, sum(r[2] for r in solved))) if solved else None,
            "target_ms": target,
        })
    return out


def _ms(x: float | None) -> str:
    return "—" if x is None else f"{x:.{1 if x >= 1 else 2}f} ms"


def _nodes(x: float | None) -> str:
    return "—" if x is None else f"{x / 1e3:.0f} k" if x >= 10_000 else f"{x:.0f}"


def solver_table(rows: list[dict], before: list[dict] | None = None, before_name: str = "") -> list[str]:
    """The rows as a markdown table; with `before` (a baseline build's rows), a column of
    its medians (and median nodes) beside the rows it solved."""
    extra = f" before ({before_name}): median (nodes) |" if before else ""
    lines = ["| position | positions | median | max | median nodes | table hit rate | given up (node limit) | target (median) | met |" + extra,
             "|---|---:|---:|---:|---:|---:|---:|---:|:---:|" + ("---:|" if before else "")]
    old = {r["row"]: r for r in before or []}
    for r in rows:
        med = _ms(r["median_ms"])
        mx = "—" if r["max_ms"] is None else f"{r['max_ms']:.0f} ms"
        nodes = _nodes(r["median_nodes"])
        hit = "—" if r["hit_rate"] is None else f"{r['hit_rate']:.0%}"
        if r["target_ms"] is None:
            goal, met = "—", "—"
        else:
            goal = f"≤ {r['target_ms']:.0f} ms"
            met = "yes" if r["median_ms"] is not None and r["median_ms"] <= r["target_ms"] else "no"
        line = (f"| {r['row']} | {r['positions']} | {med} | {mx} | {nodes} | {hit} | "
                f"{r['gave_up']} ({r['node_limit'] / 1e6:.0f} M) | {goal} | {met} |")
        if before:
            b = old.get(r["row"])
            line += f" {_ms(b['median_ms'])} ({_nodes(b['median_nodes'])}) |" if b else " |"
        lines.append(line)
    return lines


if __name__ == "__main__":
    import sys
    print("\n".join(solver_table(solver_rows(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0))))
