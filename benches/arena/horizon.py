"""Does the search player play better when it solves more tricks exactly?

For each game, two duplicate arenas on the same deals (the same seed): the search player
with its current horizon (``pimc``) against the rule player, and the search player with
``exact_tricks=K`` against the rule player. Both runs see every deal in every rotation, so
the per-deal margins (the search seat's mean amount minus the rule seats') are paired, and
their difference has far less variance than either margin: the question "is K better?"
needs far fewer deals than "does PIMC beat the rule player?".

    .venv/bin/python benches/arena/horizon.py --deals 500 --four 7 --three 9

prints one line per game and writes ``benches/arena/horizon.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import pathlib
import time

import tarokk
from tarokk.arena import arena

HERE = pathlib.Path(__file__).resolve().parent
PLAYERS = {"slovenian": 4, "jokai": 3, "paskievics": 4}


def mean_ci(x: list[float]) -> tuple[float, float, float, float]:
    """Mean, its 95% normal-approximation CI, and the two-sided p-value of "mean 0"."""
    n = len(x)
    m = sum(x) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in x) / (n - 1)) if n > 1 else 0.0
    se = sd / math.sqrt(n) if n else 0.0
    p = math.erfc(abs(m) / se / math.sqrt(2)) if se > 0 else (1.0 if m == 0 else 0.0)
    return m, m - 1.96 * se, m + 1.96 * se, p


def margins(game: str, policy: str, deals: int, seed: int, threads: int) -> tuple[list[float], float]:
    start = time.perf_counter()
    r = arena(game, [policy, "rule"], deals, seed=seed, threads=threads, progress=True)
    v = r.values
    return [float(a - b) for a, b in zip(v[:, 0], v[:, 1])], time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--four", type=int, default=7, help="exact_tricks to try with four players")
    ap.add_argument("--three", type=int, default=9, help="exact_tricks to try with three players")
    ap.add_argument("--baseline", default="pimc", help="the policy to compare with")
    ap.add_argument("games", nargs="*", default=list(PLAYERS))
    args = ap.parse_args()
    out = []
    for game in args.games:
        k = args.four if PLAYERS[game] >= 4 else args.three
        base, t_base = margins(game, args.baseline, args.deals, args.seed, args.threads)
        deep, t_deep = margins(game, f"pimc:exact_tricks={k}", args.deals, args.seed, args.threads)
        d = mean_ci([b - a for a, b in zip(base, deep)])
        row = {"game": game, "deals": args.deals, "seed": args.seed, "baseline": args.baseline,
               "exact_tricks": k, "baseline_margin": mean_ci(base)[:3], "deeper_margin": mean_ci(deep)[:3],
               "difference": d[:3], "p_value": d[3], "seconds": [round(t_base), round(t_deep)],
               "version": tarokk.__version__}
        out.append(row)
        print(f"{game}: exact_tricks={k} minus {args.baseline}: {d[0]:+.2f} per deal "
              f"[{d[1]:+.2f}, {d[2]:+.2f}], p = {d[3]:.2g}; margins over rule {mean_ci(base)[0]:+.2f} "
              f"and {mean_ci(deep)[0]:+.2f}; {t_base:.0f} s and {t_deep:.0f} s", flush=True)
    (HERE / "horizon.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
