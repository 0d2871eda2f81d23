"""The margins of the arena runs of `benches/arena/run.sh`, as a Markdown table: for each game,
the PIMC seat's and the rule seats' mean per deal and the paired difference with its 95% CI
and p-value (from `<game>.json`, the summary `tarokk arena --json` printed)."""

from __future__ import annotations

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent


def rows(games: list[str]) -> list[str]:
    out = ["| game | deals × rotations | policies | first − second per deal | 95% CI | p-value | time |",
           "|---|---|---|---|---|---|---|"]
    for game in games:
        path = HERE / f"{game}.json"
        s = json.loads(path.read_text(encoding="utf-8"))
        d = s["difference"]
        means = ", ".join(f"{p['name']} {p['mean']:+.2f}" for p in s["policies"])
        out.append(f"| {s['variant']} | {s['deals']:,} × {s['seats']} | {means} | {d['mean']:+.2f} | "
                   f"[{d['ci_low']:+.2f}, {d['ci_high']:+.2f}] | {d['p_value']:.2g} | "
                   f"{s['elapsed_s'] / 60:.0f} min on {s['threads']} threads |")
    return out


if __name__ == "__main__":
    print("\n".join(rows(sys.argv[1:] or ["slovenian", "jokai", "paskievics"])))
