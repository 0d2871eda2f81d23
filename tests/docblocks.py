"""The Python examples of the docs pages, as the tests run them: a page's blocks in order in
one namespace (a page may build on its earlier blocks), each run as written except where
``SCALED`` shrinks a size that would take minutes or gigabytes (the substitution must still
match, so a changed example is noticed). Blocks that run on a Ray cluster (``cluster=``) are
run by the Ray test modules, which start a local Ray instance."""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"

# page -> [(as written, as the tests run it)]: sizes only, never what the example does.
SCALED: dict[str, list[tuple[str, str]]] = {
    "arena.md": [('["pimc", "rule"], 2000,', '["pimc", "rule"], 12,')],
    "simulation.md": [("10**8, seed=1", "2000, seed=1")],
}


def pages() -> list[str]:
    """Every docs page with a Python example, relative to docs/ (logs have none)."""
    return sorted(str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md") if blocks_of(str(p.relative_to(DOCS))))


def blocks_of(page: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.S)


def scaled(page: str, block: str) -> str:
    for written, run in SCALED.get(page, []):
        if written in block:
            block = block.replace(written, run)
    return block


def unmatched_scalings() -> list[tuple[str, str]]:
    """Scalings whose text no longer occurs in their page: the example changed under them."""
    return [(page, written) for page, pairs in SCALED.items() for written, _ in pairs
            if not any(written in b for b in blocks_of(page))]


def on_ray(block: str) -> bool:
    return "cluster=" in block


def run_page(page: str, *, ray: bool) -> dict[str, object]:
    """Run the page's blocks in order in one namespace: those on Ray only when ``ray``."""
    namespace: dict[str, object] = {"__name__": "doc"}
    for index, block in enumerate(blocks_of(page)):
        if on_ray(block) and not ray:
            continue
        exec(compile(scaled(page, block), f"docs/{page} block {index}", "exec"), namespace)
    return namespace
