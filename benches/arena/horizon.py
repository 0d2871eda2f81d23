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
import pathlib
import time
from typing import Optional

import numpy as np

import tarokk
# The arena's own statistics, so that these numbers are computed as `tarokk arena`'s are.
from tarokk.arena import _mean_ci, _z_test, arena

HERE = pathlib.Path(__file__).resolve().parent
PLAYERS = {"slovenian": 4, "jokai": 3, "paskievics": 4}


def margins(game: str, policy: str, deals: int, seed: int, threads: int) -> tuple[np.ndarray, float]:
    """Per deal, the search seat's mean amount minus the rule seats'; and the seconds taken."""
    start = time.perf_counter()
    v = arena(game, [policy, "rule"], deals, seed=seed, threads=threads, progress=True).values
    return v[:, 0] - v[:, 1], time.perf_counter() - start


def ci(x: np.ndarray) -> list[Optional[float]]:
    """Mean and its 95% CI, as ``horizon.json`` lists them."""
    mean, _, low, high = _mean_ci(x)
    return [mean, low, high]


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
        diff = deep - base
        mean, std, low, high = _mean_ci(diff)
        p_value = _z_test(mean, std, len(diff))[1]
        row = {"game": game, "deals": args.deals, "seed": args.seed, "baseline": args.baseline,
               "exact_tricks": k, "baseline_margin": ci(base), "deeper_margin": ci(deep),
               "difference": [mean, low, high], "p_value": p_value,
               "seconds": [round(t_base), round(t_deep)], "version": tarokk.__version__}
        out.append(row)
        print(f"{game}: exact_tricks={k} minus {args.baseline}: {mean:+.2f} per deal "
              f"[{low:+.2f}, {high:+.2f}], p = {p_value:.2g}; margins over rule {float(base.mean()):+.2f} "
              f"and {float(deep.mean()):+.2f}; {t_base:.0f} s and {t_deep:.0f} s", flush=True)
    (HERE / "horizon.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
