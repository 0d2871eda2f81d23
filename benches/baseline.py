#!/usr/bin/env python3
"""Build an earlier commit's package for `make bench BASELINE=<rev>`, so that one run of
the bench measures the code before and after a change on the same machine.

    python benches/baseline.py REV     # prints the directory to put on PYTHONPATH

The commit is checked out in a git worktree under .bench-baseline/, built with maturin into
a wheel, and the wheel unpacked next to it; a second call for the same commit reuses it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(rev: str) -> Path:
    sha = subprocess.run(["git", "rev-parse", "--short", rev], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.strip()
    base = ROOT / ".bench-baseline" / sha
    pkg = base / "pkg"
    if (pkg / "tarokk").is_dir():
        return pkg
    tree = base / "tree"
    if not tree.exists():
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), sha], cwd=ROOT, check=True,
                       capture_output=True)
    wheels = base / "wheel"
    maturin = Path(sys.executable).parent / "maturin"
    env = {**os.environ, "CARGO_TARGET_DIR": str(base / "target")}
    if not (tree / ".cargo" / "config.toml").exists():
        # The tree lies inside this checkout, and cargo reads every .cargo/config.toml above
        # the directory it runs in: a commit from before the checkout's config (POPCNT on
        # x86-64) is built as it was, without the checkout's flags.
        env["RUSTFLAGS"] = ""
    subprocess.run([str(maturin), "build", "--release", "-q", "-o", str(wheels)], cwd=tree, check=True,
                   env=env)
    wheel = next(wheels.glob("tarokk-*.whl"))
    with zipfile.ZipFile(wheel) as z:
        z.extractall(pkg)
    return pkg


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: baseline.py REV")
    print(build(sys.argv[1]))
