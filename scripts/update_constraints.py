#!/usr/bin/env python3
"""Move the pins of ``constraints.txt`` to the newest releases.

    python3 scripts/update_constraints.py [--workdir /tmp/tarokk-pins]

Builds the Makefile's two test environments afresh and unpinned (``make CONSTRAINTS=``: the
main one with ``python3``, the Python 3.9 one where the Makefile finds a 3.9) in
``--workdir``, then writes their ``pip freeze`` into ``constraints.txt``: the main set
marked for Python 3.11 and up, the 3.9 set for below 3.10, a package pinned alike in both
written once. The header of the file is kept. It prints what moved; then run
``make clean && make test`` to see the suite pass on the new pins before committing them.
The package lists stay the Makefile's alone, so that the two cannot drift apart.
"""
from __future__ import annotations

import argparse
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CONSTRAINTS = ROOT / "constraints.txt"
NEWER, OLDER = 'python_version >= "3.11"', 'python_version < "3.10"'


def freeze(python: pathlib.Path) -> dict[str, str]:
    """``name -> version`` of every package installed in ``python``'s environment, but
    editable installs (this project itself)."""
    out = subprocess.run([str(python), "-m", "pip", "freeze", "--exclude-editable"], check=True,
                         capture_output=True, text=True).stdout
    return dict(line.split("==", 1) for line in out.splitlines() if "==" in line and not line.startswith("#"))


def pins(newer: dict[str, str], older: dict[str, str]) -> list[str]:
    """The constraint lines: a package at one version in both sets once, unmarked; else a line
    per set, marked for its interpreters."""
    lines = []
    for name in sorted(newer.keys() | older.keys(), key=str.lower):
        if name in newer and newer[name] == older.get(name):
            lines.append(f"{name}=={newer[name]}")
            continue
        if name in newer:
            lines.append(f"{name}=={newer[name]}; {NEWER}")
        if name in older:
            lines.append(f"{name}=={older[name]}; {OLDER}")
    return lines


def current() -> dict[str, str]:
    """The pins now in the file, ``"name [marker]" -> version``, to say what moved."""
    got = {}
    for line in CONSTRAINTS.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            req, _, marker = line.partition(";")
            name, version = req.split("==", 1)
            got[f"{name.strip()} {marker.strip()}".strip()] = version.strip()
    return got


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workdir", default="/tmp/tarokk-pins", type=pathlib.Path,
                    help="where the two fresh environments are built (emptied first)")
    args = ap.parse_args()
    work: pathlib.Path = args.workdir.resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    main_venv, old_venv = work / "venv", work / "venv-oldest"
    make = ["make", "-s", "-C", str(ROOT), "CONSTRAINTS=", f"VENV={main_venv}", f"OLDEST_VENV={old_venv}"]
    print(f"building {main_venv} from the newest releases …", flush=True)
    subprocess.run([*make, f"{main_venv}/bin/python"], check=True)
    newer = freeze(main_venv / "bin" / "python")
    older: dict[str, str] = {}
    oldest = subprocess.run([*make, "--eval=print-oldest: ; @echo $(PY_OLDEST)", "print-oldest"],
                            check=True, capture_output=True, text=True).stdout.strip()
    if oldest:
        print(f"building {old_venv} with {oldest} …", flush=True)
        subprocess.run([*make, f"{old_venv}/bin/pytest", f"{old_venv}/.pandas"], check=True)
        older = freeze(old_venv / "bin" / "python")
    else:
        # Without a 3.9 the old set is kept as it is: it cannot be checked here either.
        print("no Python 3.9 found: its pins are kept", flush=True)
        for key, version in current().items():
            name, _, marker = key.partition(" ")
            if marker in ("", OLDER):
                older[name] = version
    before = current()
    header = [line for line in CONSTRAINTS.read_text().splitlines() if line.startswith("#") or not line.strip()]
    while header and not header[-1].strip():
        header.pop()
    lines = pins(newer, older)
    CONSTRAINTS.write_text("\n".join([*header, *lines]) + "\n")
    after = current()
    moved = [f"  {k}: {before.get(k, '(new)')} -> {v}" for k, v in sorted(after.items()) if before.get(k) != v]
    gone = [f"  {k}: {v} (no longer installed)" for k, v in sorted(before.items()) if k not in after]
    print("\n".join(moved + gone) if moved or gone else "no pin moved")
    print("now: make clean && make test, and commit constraints.txt once it is green")
    return 0


if __name__ == "__main__":
    sys.exit(main())
