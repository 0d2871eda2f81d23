"""The README's examples are true: each Python block runs as written, on the public API
only (no ``tarokk._core``), and the blocks together pass ``mypy --strict``."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

import pytest

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_the_readme_has_examples_on_the_public_api():
    assert len(BLOCKS) >= 2
    for block in BLOCKS:
        assert "_core" not in block


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_each_example_runs(index, capsys):
    exec(compile(BLOCKS[index], f"README block {index}", "exec"), {"__name__": "readme"})


def test_the_examples_type_check_strictly(tmp_path):
    path = tmp_path / "readme_examples.py"
    path.write_text("\n\n".join(BLOCKS), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(path)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
