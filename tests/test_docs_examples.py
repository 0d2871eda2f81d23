"""Every docs page's Python examples run as written (sizes scaled where ``docblocks.SCALED``
says), on the public API only, and pass ``mypy --strict`` together; the README's own are in ``test_readme.py`` and the examples
on a Ray cluster in ``test_ray.py``."""

from __future__ import annotations

import subprocess
import sys

import pytest

from docblocks import blocks_of, pages, run_page, unmatched_scalings


def test_every_scaling_still_matches_its_example():
    assert unmatched_scalings() == []


def test_the_pages_with_examples_are_found():
    # The pages known to have examples; a new page's are found by the glob without a change here.
    assert {"records.md", "servers.md", "simulation.md", "arena.md", "solver.md",
            "rules/README.md"} <= set(pages())


@pytest.mark.parametrize("page", pages())
def test_each_page_uses_the_public_api_only(page):
    for block in blocks_of(page):
        assert "_core" not in block


@pytest.mark.parametrize("page", pages())
def test_each_pages_examples_run(page, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # an example may write a file
    run_page(page, ray=False)


@pytest.mark.parametrize("page", pages())
def test_each_pages_examples_type_check_strictly(page, tmp_path):
    path = tmp_path / "doc_examples.py"
    path.write_text("\n\n".join(blocks_of(page)), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
