"""The examples in the public modules' docstrings run as written (``>>>`` lines): a
docstring that shows a call shows what the call gives. Modules whose examples need an
optional framework (OpenSpiel, PettingZoo, Ray) are left to their own tests."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import tarokk

SKIPPED = ("openspiel", "pettingzoo", "distributed", "cli", "__main__", "demo")
MODULES = sorted(m.name for m in pkgutil.walk_packages(tarokk.__path__, "tarokk.")
                 if ".reference" not in m.name and not m.name.endswith(SKIPPED))


@pytest.mark.parametrize("name", MODULES)
def test_the_module_examples_run_as_written(name):
    result = doctest.testmod(importlib.import_module(name), report=True)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} failed"


def test_the_modules_with_examples_are_among_them():
    assert {"tarokk.simulation", "tarokk.scoresheet", "tarokk.game", "tarokk.solver"} <= set(MODULES)
