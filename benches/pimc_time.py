"""Time the search player (`tarokk.policies.search_policy()`, default settings) spends on
its decisions: seat 0 of 20 deals per game is the search player, the other seats rule
players, one core. Prints, per game, the median and maximum of a deal's total decision
time for that seat, and its slowest single decision. `docs/solver.md` quotes the output
("The search player (PIMC)").

    python benches/pimc_time.py [DEALS]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

import tarokk
from tarokk.policies import rule_policy, search_policy


def deal_times(game: str, seed: int) -> tuple[float, float]:
    """(total, slowest) seconds of seat 0's decisions in one deal."""
    g = tarokk.Game(game, seed=seed)
    pimc = search_policy()
    rng = random.Random(seed)
    total = slowest = 0.0
    while not g.is_over:
        if g.current_player == 0:
            start = time.perf_counter()
            action = pimc(g, rng)
            took = time.perf_counter() - start
            total += took
            slowest = max(slowest, took)
        else:
            action = rule_policy(g, None)
        g.apply(action)
    return total, slowest


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(f"search player, seat 0 of {deals} deals, other seats rule players, one core")
    for game in ("slovenian", "jokai", "paskievics"):
        runs = [deal_times(game, seed) for seed in range(deals)]
        totals = [t for t, _ in runs]
        print(
            f"{game:<11} per deal: median {statistics.median(totals):.3f} s, max {max(totals):.3f} s;"
            f" slowest decision {max(s for _, s in runs):.3f} s"
        )


if __name__ == "__main__":
    main()
