"""The layers of the code (issue 7): foundation ← games ← bindings ← Python API, and no
module importing a module that imports it back, in the Rust core and in the Python
package. Read from the sources, so a new cycle fails here."""

from __future__ import annotations

import ast
import itertools
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORE = ROOT / "rust" / "tarokk-core" / "src"
PACKAGE = ROOT / "python" / "tarokk"


def rust_module(path: pathlib.Path) -> str:
    parts = list(path.relative_to(CORE).with_suffix("").parts)
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return "::".join(parts)


def rust_imports() -> dict[str, set[str]]:
    """Module → the modules of the crate it names (comments and test modules left out)."""
    sources = {rust_module(p): p.read_text(encoding="utf-8") for p in CORE.rglob("*.rs")}
    out: dict[str, set[str]] = {}
    for name, text in sources.items():
        code = "\n".join(line.split("//")[0] for line in text.split("#[cfg(test)]")[0].splitlines())
        parent = name.rsplit("::", 1)[0] if "::" in name else ""
        named = {m.group(1) for m in re.finditer(r"crate::([a-z_]+(?:::[a-z_]+)?)", code)}
        named |= {(parent + "::" if parent else "") + m.group(1) for m in re.finditer(r"super::([a-z_]+)", code)}
        deps = set()
        for d in named:
            while d and d not in sources:
                d = d.rsplit("::", 1)[0] if "::" in d else ""
            if d and d != name:
                deps.add(d)
        out[name] = deps
    return out


def python_imports() -> dict[str, set[str]]:
    """Module → the package's modules it imports at the top level (not inside functions
    or ``if TYPE_CHECKING:``)."""
    mods = {".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__"): p
            for p in PACKAGE.rglob("*.py")}
    out: dict[str, set[str]] = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        deps = set()
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                base = package.split(".")
                if node.level:
                    base = base[: len(base) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:
                    full = f"{target}.{alias.name}"
                    deps.add(full if full in mods else target)
            elif isinstance(node, ast.Import):
                deps |= {a.name for a in node.names}
        # The package itself (its __init__ re-exports the API) is not a layer.
        out[name] = {d for d in deps if d in mods and d != name and d != "tarokk"}
    return out


def mutual(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    return [(a, b) for a, b in itertools.combinations(sorted(graph), 2) if b in graph[a] and a in graph[b]]


def test_no_rust_module_imports_one_that_imports_it_back():
    assert mutual(rust_imports()) == []


def test_the_foundation_names_no_game_and_no_game_names_the_layers_above():
    graph = rust_imports()
    # Directories that are not games: the solver is foundation, sim and bots above the games.
    games = {m for m in graph if "::" not in m and (CORE / m / "mod.rs").exists() and m not in ("sim", "bots", "solver")}
    above = {"any", "sim", "bots", "positions"}
    for module, deps in graph.items():
        top = {d.split("::")[0] for d in deps}
        layer = module.split("::")[0]
        if layer in games:
            assert not top & above, f"{module} (a game) imports {sorted(top & above)}"
            assert not (top & games) - {layer}, f"{module} imports another game"
        elif layer not in above:
            assert not top & (games | above), f"{module} (foundation) imports {sorted(top & (games | above))}"


def test_no_python_module_imports_one_that_imports_it_back():
    assert mutual(python_imports()) == []


def test_the_core_crate_has_no_python():
    manifest = (ROOT / "rust" / "tarokk-core" / "Cargo.toml").read_text(encoding="utf-8")
    assert "pyo3" not in manifest
