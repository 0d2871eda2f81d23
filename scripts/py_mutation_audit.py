#!/usr/bin/env python3
"""Which one-token mutants of the Python package do its tests let through? (`docs/testing.md`)

    python scripts/py_mutation_audit.py python/tarokk/scoresheet.py [...]
        --pytest tests/test_scoresheet.py [...] [--match REGEX] [--limit N]
        [--workdir DIR] [--results FILE] [--timeout S] [--survivors-of FILE] [--list]

Lists the one-token mutants of the given files (``ast`` finds the nodes, ``tokenize``
the exact token, so a mutant's source is the original with one token changed):

- comparisons: ``<`` ↔ ``<=`` and ``>`` ↔ ``>=`` (the boundary), ``==`` ↔ ``!=``,
  ``in`` ↔ ``not in``, ``is`` ↔ ``is not`` (the negation); ``<`` → ``>=`` and the like
  too (the negation of each ordering);
- arithmetic: ``+`` ↔ ``-``, ``*`` ↔ ``//`` (also in ``+=``, ``-=``, ``*=``, ``//=``);
- ``and`` ↔ ``or``; ``not x`` → ``x``;
- integer constants ``n`` → ``n + 1`` (so ``0`` → ``1``); ``True`` ↔ ``False``.

Left out, as noise: docstrings and other string constants; everything inside an f-string
and in a ``raise`` statement (an error's message: what is refused is decided by the test
before it); the bodies of ``__repr__`` and ``__str__`` (text for a reader, not a rule);
``if TYPE_CHECKING`` blocks, annotations and the type given to ``cast``; ``*`` and ``+``
with a string or list literal on either side (``[0] * n``, ``"o" * r``: the mutant is a
TypeError wherever the line runs).

Then, in ``--workdir`` (a clone whose ``.venv`` has the package installed editable; default
this repository), applies each mutant in turn to its file, runs
``.venv/bin/python -m pytest -x -q -p no:randomly -p no:cacheprovider FILES`` niced with a
timeout, and writes the original back (always: on an error, Ctrl-C, SIGTERM or SIGHUP
too). One JSON line per mutant goes to ``--results`` (default
``<workdir>/py_mutation_results.jsonl``); a mutant already there is skipped, so a stopped
run resumes: ``killed`` (with the first failing tests), ``survived``, ``timeout`` (counted
as killed) or ``error`` (the mutant does not import or no test could be collected). Each
survivor is either equivalent (no caller can tell) or a missing test; saying which is the
reader's work. ``--survivors-of`` runs again only an earlier run's survivors, with more
(slower) test files: a first pass with the module's own tests, a second with every test
file that touches it.

A mutant's id is ``file:line:col:kind`` with the token's text before and after, stable as
long as the file does not change (a changed file gets new ids: start a new results file).
"""
from __future__ import annotations

import argparse
import ast
import io
import json
import os
import pathlib
import re
import signal
import subprocess
import sys
import time
import tokenize
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

ROOT = pathlib.Path(__file__).resolve().parent.parent

COMPARE = {ast.Lt: ["<=", ">="], ast.LtE: ["<", ">"], ast.Gt: [">=", "<="], ast.GtE: [">", "<"],
           ast.Eq: ["!="], ast.NotEq: ["=="], ast.In: ["not in"], ast.NotIn: ["in"],
           ast.Is: ["is not"], ast.IsNot: ["is"]}
COMPARE_TEXT = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==",
                ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not"}
BINOP = {ast.Add: ("+", "-"), ast.Sub: ("-", "+"), ast.Mult: ("*", "//"), ast.FloorDiv: ("//", "*")}
SKIPPED_FUNCTIONS = {"__repr__", "__str__"}


@dataclass
class Mutant:
    file: str          # as given, relative to the work directory
    line: int
    col: int           # in characters
    kind: str
    before: str
    after: str
    function: str      # the enclosing function's qualified name, "<module>" outside any
    start: int         # character offsets of the replaced text in the source
    end: int

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line}:{self.col}:{self.kind}:{self.before!r}->{self.after!r}"


class _Source:
    """The source text with its tokens, and offsets between ast's and tokenize's columns."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.line_start = [0]
        for ln in self.lines:
            self.line_start.append(self.line_start[-1] + len(ln))
        self.tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
                       if t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT,
                                         tokenize.DEDENT, tokenize.NEWLINE)]

    def offset(self, line: int, col: int) -> int:
        return self.line_start[line - 1] + col

    def char_col(self, line: int, byte_col: int) -> int:
        """ast's col_offset counts UTF-8 bytes; tokenize and str slicing count characters."""
        return len(self.lines[line - 1].encode("utf-8")[:byte_col].decode("utf-8"))

    def node_span(self, node: ast.AST) -> Tuple[int, int]:
        start = self.offset(node.lineno, self.char_col(node.lineno, node.col_offset))  # type: ignore[attr-defined]
        end = self.offset(node.end_lineno, self.char_col(node.end_lineno, node.end_col_offset))  # type: ignore[attr-defined]
        return start, end

    def tokens_between(self, start: int, end: int) -> List[tokenize.TokenInfo]:
        return [t for t in self.tokens
                if start <= self.offset(*t.start) and self.offset(*t.end) <= end]


def _skipped_spans(tree: ast.AST, src: _Source) -> List[Tuple[int, int]]:
    spans = []
    for node in ast.walk(tree):
        skip = isinstance(node, (ast.JoinedStr, ast.Raise))
        skip |= isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in SKIPPED_FUNCTIONS
        skip |= (isinstance(node, ast.If) and isinstance(node.test, ast.Name)
                 and node.test.id == "TYPE_CHECKING")
        if skip:
            spans.append(src.node_span(node))
        # annotations: of arguments, returns and annotated assignments
        if isinstance(node, ast.arg) and node.annotation is not None:
            spans.append(src.node_span(node.annotation))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            spans.append(src.node_span(node.returns))
        if isinstance(node, ast.AnnAssign):
            spans.append(src.node_span(node.annotation))
        # the type that typing.cast is given: not run
        if (isinstance(node, ast.Call) and node.args
                and getattr(node.func, "id", getattr(node.func, "attr", None)) == "cast"):
            spans.append(src.node_span(node.args[0]))
    return spans


def _text_or_list(node: ast.BinOp) -> bool:
    """A string or list literal on either side: ``"o" * r``, ``[0] * n``, ``text + "."``,
    where ``//`` or ``-`` is a TypeError on the first run, not a question for the tests."""
    literal = (ast.List, ast.Tuple, ast.JoinedStr)
    return any(isinstance(side, literal) or (isinstance(side, ast.Constant) and isinstance(side.value, str))
               for side in (node.left, node.right))


def _functions(tree: ast.AST) -> Dict[int, str]:
    """id(node) -> the qualified name of the function it is in (classes joined with dots)."""
    owner: Dict[int, str] = {}

    def visit(node: ast.AST, name: str, in_function: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                qual = f"{name}.{child.name}" if name else child.name
                fn = qual if not isinstance(child, ast.ClassDef) else in_function
                owner[id(child)] = in_function
                visit(child, qual, fn)
            else:
                owner[id(child)] = in_function
                visit(child, name, in_function)
    visit(tree, "", "<module>")
    return owner


def list_mutants(path: pathlib.Path, name: str) -> List[Mutant]:
    """The mutants of the file at ``path`` (``name``: how the results call it), in source order."""
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text)
    src = _Source(text)
    skipped = _skipped_spans(tree, src)
    owner = _functions(tree)
    out: List[Mutant] = []

    def inside_skipped(a: int, b: int) -> bool:
        return any(s <= a and b <= e for s, e in skipped)

    def add(start: int, end: int, kind: str, after: str, node: ast.AST) -> None:
        if inside_skipped(start, end):
            return
        line = text.count("\n", 0, start) + 1
        col = start - src.line_start[line - 1]
        out.append(Mutant(name, line, col, kind, text[start:end], after, owner.get(id(node), "<module>"),
                          start, end))

    def operator(left: ast.AST, right: ast.AST, words: List[str]) -> Optional[Tuple[int, int]]:
        """The span of the operator (one or two tokens spelling ``words``) between two operands."""
        a, b = src.node_span(left)[1], src.node_span(right)[0]
        toks = [t for t in src.tokens_between(a, b) if t.string not in ("(", ")")]
        for i in range(len(toks) - len(words) + 1):
            if [t.string for t in toks[i:i + len(words)]] == words:
                return src.offset(*toks[i].start), src.offset(*toks[i + len(words) - 1].end)
        return None

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            for i, op in enumerate(node.ops):
                span = operator(operands[i], operands[i + 1], COMPARE_TEXT[type(op)].split())
                if span:
                    for after in COMPARE[type(op)]:
                        add(*span, "compare", after, node)
        elif isinstance(node, ast.BinOp) and type(node.op) in BINOP and not _text_or_list(node):
            sym, after = BINOP[type(node.op)]
            span = operator(node.left, node.right, [sym])
            if span:
                add(*span, "arith", after, node)
        elif isinstance(node, ast.AugAssign) and type(node.op) in BINOP:
            sym, after = BINOP[type(node.op)]
            span = operator(node.target, node.value, [sym + "="])
            if span:
                add(*span, "arith", after + "=", node)
        elif isinstance(node, ast.BoolOp):
            word = "and" if isinstance(node.op, ast.And) else "or"
            for left, right in zip(node.values, node.values[1:]):
                span = operator(left, right, [word])
                if span:
                    add(*span, "bool", "or" if word == "and" else "and", node)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            # `not` and the blanks after it, up to the next token (a parenthesis stays)
            start, stop = src.node_span(node)
            toks = src.tokens_between(start, stop)
            if len(toks) > 1 and toks[0].string == "not":
                add(start, src.offset(*toks[1].start), "not", "", node)
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            start, end = src.node_span(node)
            add(start, end, "int", str(node.value + 1), node)
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            start, end = src.node_span(node)
            add(start, end, "bool_const", str(not node.value), node)
    out.sort(key=lambda m: (m.start, m.kind, m.after))
    return out


def mutated(text: str, m: Mutant) -> str:
    return text[:m.start] + m.after + text[m.end:]


class Stop(Exception):
    pass


def _stop(signum: int, frame: object) -> None:
    raise Stop(signum)


def run_tests(workdir: pathlib.Path, pytests: List[str], timeout: float) -> Tuple[object, str]:
    """pytest on ``pytests`` niced in its own session (a timeout or Ctrl-C kills it all)."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    cmd = ["nice", "-n", "10", ".venv/bin/python", "-m", "pytest", "-x", "-q", "-p", "no:randomly",
           "-p", "no:cacheprovider", *pytests]
    p = subprocess.Popen(cmd, cwd=workdir, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True, start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        return "timeout", ""
    except BaseException:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        raise


def classify(rc: object, out: str) -> Tuple[str, List[str]]:
    if rc == "timeout":
        return "timeout", []
    if rc == 0:
        return "survived", []
    failed = [ln for ln in out.splitlines() if ln.startswith(("FAILED", "ERROR"))][:3]
    # 1: tests failed; 2: interrupted (a collection error: the mutant does not import); 5: none collected
    if rc == 1:
        return "killed", failed
    return "error", failed or out.strip().splitlines()[-3:]


def _drop_bytecode(path: pathlib.Path) -> None:
    for pyc in (path.parent / "__pycache__").glob(path.stem + ".*.pyc"):
        pyc.unlink()


def _restore(path: pathlib.Path, text: str) -> None:
    """Write the original back, the stopping signals held off until it is written."""
    held = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        path.write_text(text, encoding="utf-8")
        _drop_bytecode(path)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", help="Python files, as paths from the work directory")
    ap.add_argument("--pytest", nargs="+", action="extend", default=[], metavar="FILES",
                    help="the test files to run for each mutant (repeatable: the files add up)")
    ap.add_argument("--match", help="only mutants in functions whose qualified name matches this regex")
    ap.add_argument("--limit", type=int, help="at most this many mutants to run now (in source order)")
    ap.add_argument("--workdir", type=pathlib.Path, default=ROOT,
                    help="the clone to mutate, with the package installed from it in .venv (default: this one)")
    ap.add_argument("--results", type=pathlib.Path, help="default <workdir>/py_mutation_results.jsonl")
    ap.add_argument("--timeout", type=float, help="seconds a run may take (default: 5 × the original's, ≥ 60)")
    ap.add_argument("--survivors-of", type=pathlib.Path, metavar="RESULTS",
                    help="only the mutants that survived in this earlier results file (a second pass "
                         "with slower test files)")
    ap.add_argument("--list", action="store_true", help="print the mutants and stop")
    args = ap.parse_args()
    workdir = args.workdir.resolve()
    results = args.results or workdir / "py_mutation_results.jsonl"
    mutants = [m for f in args.files for m in list_mutants(workdir / f, f)]
    if args.match:
        mutants = [m for m in mutants if re.search(args.match, m.function)]
    if args.survivors_of:
        survivors = {r["id"] for r in map(json.loads, args.survivors_of.open(encoding="utf-8"))
                     if r["result"] == "survived"}
        mutants = [m for m in mutants if m.id in survivors]
    if args.list:
        for m in mutants:
            print(f"{m.id}  in {m.function}")
        print(f"{len(mutants)} mutants")
        return 0
    if not args.pytest:
        ap.error("--pytest names the test files to run")
    for f in args.files:
        if subprocess.run(["git", "diff", "--quiet", "--", f], cwd=workdir).returncode:
            ap.error(f"{f} has changes that are not committed (a mutant left behind?): "
                     "commit them or `git checkout` the file first")
    done = set()
    if results.exists():
        done = {json.loads(line)["id"] for line in results.open(encoding="utf-8") if line.strip()}
    todo = [m for m in mutants if m.id not in done][: args.limit]
    signal.signal(signal.SIGTERM, _stop)
    if signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:  # (nohup: keep running)
        signal.signal(signal.SIGHUP, _stop)
    start = time.monotonic()
    rc, out = run_tests(workdir, args.pytest, 3600)
    base = time.monotonic() - start
    if rc != 0:
        print(out[-3000:])
        print("the tests fail on the original files: nothing to audit", file=sys.stderr)
        return 1
    timeout = args.timeout or max(60.0, 5 * base)
    print(f"{len(mutants)} mutants, {len(todo)} to run; the tests take {base:.0f} s "
          f"(timeout {timeout:.0f} s)", flush=True)
    originals = {f: (workdir / f).read_text(encoding="utf-8") for f in args.files}
    try:
        for k, m in enumerate(todo, 1):
            path = workdir / m.file
            text = originals[m.file]
            t0 = time.monotonic()
            try:
                new = mutated(text, m)
                try:
                    compile(new, str(path), "exec")
                except SyntaxError:
                    verdict, tests = "error", ["SyntaxError"]
                else:
                    path.write_text(new, encoding="utf-8")
                    _drop_bytecode(path)
                    verdict, tests = classify(*run_tests(workdir, args.pytest, timeout))
            finally:
                _restore(path, text)
            rec = {"id": m.id, "file": m.file, "line": m.line, "function": m.function, "kind": m.kind,
                   "before": m.before, "after": m.after, "result": verdict, "tests": tests,
                   "seconds": round(time.monotonic() - t0, 1)}
            with results.open("a", encoding="utf-8") as fh:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            print(f"[{k}/{len(todo)}] {verdict:<8} {m.file}:{m.line} {m.function} "
                  f"{m.before!r}->{m.after!r} {' '.join(tests)[:120]}", flush=True)
    except (KeyboardInterrupt, Stop):
        print("stopped; the files are restored, and a run again resumes", file=sys.stderr)
        return 130
    counts: Dict[str, int] = {}
    for line in results.open(encoding="utf-8"):
        if line.strip():
            r = json.loads(line)["result"]
            counts[r] = counts.get(r, 0) + 1
    print(" ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
