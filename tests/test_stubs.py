"""The type stubs of the native module list exactly what it exports, with the same
methods on each class, so that IDEs and type checkers see the real API."""

from __future__ import annotations

import ast
import pathlib

import tarokk._core as core

STUB = pathlib.Path(core.__file__).parent / "_core.pyi"


def stub_names() -> dict[str, set[str] | None]:
    tree = ast.parse(STUB.read_text(encoding="utf-8"))
    out: dict[str, set[str] | None] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            out[node.name] = None
        elif isinstance(node, ast.ClassDef):
            out[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out[node.target.id] = None
    return out


def test_stub_lists_every_export():
    names = stub_names()
    exported = {n for n in dir(core) if not n.startswith("_")} | {"__version__"}
    missing = sorted(n for n in exported if n not in names)
    assert not missing, f"missing from _core.pyi: {missing}"
    extra = sorted(n for n in names if n != "Style" and not hasattr(core, n))
    assert not extra, f"in _core.pyi but not in the module: {extra}"


def test_stub_classes_list_their_methods():
    for cls_name, methods in stub_names().items():
        if methods is None:
            continue
        cls = getattr(core, cls_name)
        public = {m for m in dir(cls) if not m.startswith("_")}
        missing = sorted(public - methods)
        assert not missing, f"{cls_name} methods missing from the stub: {missing}"
