#!/usr/bin/env python3
"""Which mutants of the Rust core does `cargo test` let through? (`docs/testing.md`)

    python scripts/mutation_audit.py rust/tarokk-core/src/slovenian/game.rs [...]
        [--workdir /tmp/mutation] [--match REGEX] [--limit N] [--pytest tests/x.py ...]
        [--cargo-test '--lib worlds' --cargo-test '--test observations' ...]
        [--fast-ext]

Lists the mutants of the given files with cargo-mutants (`cargo install cargo-mutants`),
then, in a clone of this repository's HEAD under ``--workdir`` (never in this work tree),
applies each mutant's diff in turn, runs `cargo test -p tarokk-core` (or, with
``--cargo-test``, only the tests each names, for an audit of one module in less time), and, when the Rust
tests pass and ``--pytest`` names test files, rebuilds the extension and runs those. One
line per mutant goes to ``<workdir>/results.jsonl`` (a mutant already there is skipped, so
a stopped run resumes): ``rust_killed`` with the failing tests, ``py_killed``,
``survived``, ``unviable`` (does not build) or ``timeout`` (the tests did not end: counted
as killed). Each survivor is either equivalent (no caller can tell) or a missing test;
saying which is the reader's work.

Why not `cargo mutants` itself: it copies the whole tree per mutant and knows nothing of
the Python tests, which hold rules written once for both backends.
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import re
import shlex
import signal
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
# A debug test build that recompiles only the mutated crate quickly.
ENV = dict(os.environ, CARGO_INCREMENTAL="1")
# The list cargo test prints after its failures' output: "failures:", then one name a line.
FAILED_LIST = re.compile(r"^failures:\n((?:    \S+\n)+)", re.M)


def run(cmd: list[str], cwd: pathlib.Path, timeout: float, env: dict | None = None) -> tuple[object, str]:
    """Run ``cmd`` niced in its own session (a timeout kills the test binary too)."""
    p = subprocess.Popen(["nice", "-n", "10", *cmd], cwd=cwd, env={**ENV, **(env or {})}, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return "timeout", ""


def list_mutants(files: list[str], match: str | None) -> list[dict]:
    cmd = ["cargo", "mutants", "--list", "--json", "--diff", "-p", "tarokk-core"]
    for f in files:
        cmd += ["--file", f]
    if match:
        cmd += ["--re", match]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def clone(workdir: pathlib.Path) -> pathlib.Path:
    repo = workdir / "repo"
    if not repo.exists():
        subprocess.run(["git", "clone", "-q", str(ROOT), str(repo)], check=True)
    else:
        subprocess.run(["git", "checkout", "-q", "--", "."], cwd=repo, check=True)
        subprocess.run(["git", "pull", "-q", str(ROOT), "HEAD"], cwd=repo, check=True)
    return repo


def apply(repo: pathlib.Path, m: dict) -> bool:
    f = m["file"]
    # cargo-mutants heads its diff with the file and the mutation's name: make it a git patch.
    lines = m["diff"].split("\n")
    diff = "\n".join([f"--- a/{f}", f"+++ b/{f}", *lines[2:]])
    p = subprocess.run(["git", "apply", "-"], cwd=repo, input=diff, text=True, capture_output=True)
    return p.returncode == 0


def targets(cargo_tests: list[list[str]]) -> list[str]:
    """The test targets the selections name (`--lib`, `--test NAME`), to build only those;
    every target when a selection names none."""
    named: list[tuple[str, ...]] = []
    for sel in cargo_tests:
        picked = [("--lib",) if a == "--lib" else ("--test", sel[i + 1])
                  for i, a in enumerate(sel) if a == "--lib" or (a == "--test" and i + 1 < len(sel))]
        if not picked:
            return []
        named += [t for t in picked if t not in named]
    return [arg for t in named for arg in t]


def one(repo: pathlib.Path, m: dict, pytests: list[str], cargo_tests: list[list[str]], fast_ext: bool = False) -> dict:
    rec = {"name": m["name"], "file": m["file"]}
    if not apply(repo, m):
        return {**rec, "result": "apply_failed"}
    try:
        rc, out = run(["cargo", "test", "-q", "-p", "tarokk-core", "--no-run", *targets(cargo_tests)], repo, 1800)
        if rc != 0:
            return {**rec, "result": "unviable"}
        for selection in cargo_tests:
            rc, out = run(["cargo", "test", "-q", "-p", "tarokk-core", *selection], repo, 600)
            if rc == "timeout":
                return {**rec, "result": "timeout"}
            if rc != 0:
                failed = [name.strip() for block in FAILED_LIST.findall(out) for name in block.split()][:5]
                return {**rec, "result": "rust_killed", "tests": failed}
        if not pytests:
            return {**rec, "result": "survived"}
        # --fast-ext: the release build of the extension without LTO, with opt-level 1 and
        # incremental, so that it rebuilds in seconds (the tests' results do not depend on it).
        fast = {"CARGO_PROFILE_RELEASE_LTO": "false", "CARGO_PROFILE_RELEASE_CODEGEN_UNITS": "16",
                "CARGO_PROFILE_RELEASE_OPT_LEVEL": "1", "CARGO_PROFILE_RELEASE_INCREMENTAL": "true"}
        rc, out = run(["make", "-s", ".venv/.built"], repo, 1800, fast if fast_ext else None)
        if rc != 0:
            return {**rec, "result": "py_build_failed"}
        rc, out = run([".venv/bin/python", "-m", "pytest", "-q", "-x", "-p", "no:randomly", "-p",
                       "no:cacheprovider", *pytests], repo, 1800)
        if rc != 0:
            failed = [line for line in out.splitlines() if line.startswith(("FAILED", "ERROR"))][:2]
            return {**rec, "result": "py_killed" if rc != "timeout" else "timeout", "tests": failed}
        return {**rec, "result": "survived"}
    finally:
        subprocess.run(["git", "checkout", "-q", "--", "rust"], cwd=repo, check=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", help="Rust source files, as paths from the repository's root")
    ap.add_argument("--workdir", default="/tmp/mutation", type=pathlib.Path)
    ap.add_argument("--match", help="only mutants whose name matches this regex")
    ap.add_argument("--limit", type=int, help="at most this many mutants (in listing order)")
    ap.add_argument("--pytest", nargs="+", action="extend", default=[],
                    help="test files to run when the Rust tests pass (repeatable: the files add up)")
    ap.add_argument("--cargo-test", action="append", default=[], metavar="ARGS",
                    help="run only `cargo test -p tarokk-core ARGS` (repeatable, run in turn; default: every test)")
    ap.add_argument("--fast-ext", action="store_true",
                    help="build the extension for --pytest without LTO, at opt-level 1, incrementally (much sooner)")
    args = ap.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)
    mutants = list_mutants(args.files, args.match)[: args.limit]
    results = args.workdir / "results.jsonl"
    done = {json.loads(line)["name"] for line in results.open()} if results.exists() else set()
    repo = clone(args.workdir)
    todo = [m for m in mutants if m["name"] not in done]
    print(f"{len(mutants)} mutants, {len(todo)} to run, in {repo}", flush=True)
    for k, m in enumerate(todo, 1):
        start = time.monotonic()
        rec = one(repo, m, args.pytest, [shlex.split(a) for a in args.cargo_test] or [[]], args.fast_ext)
        rec["seconds"] = round(time.monotonic() - start)
        with results.open("a") as fh:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        print(f"[{k}/{len(todo)}] {rec['result']:<13} {m['name']} {' '.join(rec.get('tests', []))[:160]}", flush=True)
    counts: dict[str, int] = {}
    for line in results.open():
        r = json.loads(line)["result"]
        counts[r] = counts.get(r, 0) + 1
    print(" ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
