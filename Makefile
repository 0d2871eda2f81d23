# The two commands of the README: `make demo` and `make test`. Each sets up everything it
# needs from scratch: a virtualenv in .venv, the extension built in release mode.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.built
# Every test environment installs the versions pinned in constraints.txt (why: there);
# `make test CONSTRAINTS=` in a fresh clone installs the newest releases instead.
CONSTRAINTS ?= $(CURDIR)/constraints.txt
PIP_INSTALL = -m pip install -q $(if $(CONSTRAINTS),-c $(CONSTRAINTS))

.PHONY: demo test test-rust test-python test-oldest-python lint bench soak coverage clean

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) $(PIP_INSTALL) "maturin>=1.5,<2" "pytest>=7" "pytest-xdist>=3" "hypothesis>=6" "numpy>=1.22" \
		"mypy>=1.10" "pyflakes>=3" "open-spiel>=1.5" "pettingzoo>=1.24" "gymnasium" "ray>=2.9" "pandas>=1.5"
	touch $(ADAPTERS) $(RAY) $(XDIST) $(PANDAS)

# A .venv made before mypy and pyflakes were part of the lint gets them here (order-only:
# the venv must exist, its age does not matter).
$(VENV)/bin/mypy: | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "mypy>=1.10"

$(VENV)/bin/pyflakes: | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "pyflakes>=3"

# The frameworks of the adapters (tarokk.openspiel, tarokk.pettingzoo), which their tests
# run against: installed with the .venv, and here into a .venv made before.
ADAPTERS := $(VENV)/.adapters
$(ADAPTERS): | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "open-spiel>=1.5" "pettingzoo>=1.24" "gymnasium"
	touch $(ADAPTERS)

# Ray (the extra tarokk[ray]), which tests/test_ray.py runs the sharded simulation on:
# installed with the .venv, and here into a .venv made before.
RAY := $(VENV)/.ray
$(RAY): | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "ray>=2.9"
	touch $(RAY)

# pytest-xdist, which runs the Python tests on every core (on CI's two cores the suite took
# 8.5 minutes instead of 14): installed with the .venv, and here into a .venv made before.
XDIST := $(VENV)/.xdist
$(XDIST): | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "pytest-xdist>=3"
	touch $(XDIST)

# pandas (the extra tarokk[pandas]), which SimulationResult.to_pandas is tested with:
# installed with the .venv, and here into a .venv made before.
PANDAS := $(VENV)/.pandas
$(PANDAS): | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "pandas>=1.5"
	touch $(PANDAS)

# Rebuild the extension whenever a Rust or Python source changed.
$(STAMP): $(VENV)/bin/python Cargo.toml pyproject.toml .cargo/config.toml $(shell find rust python -name '*.rs' -o -name '*.toml' -o -name '*.py' -o -name '*.pyi' 2>/dev/null)
	$(VENV)/bin/maturin develop --release -q
	touch $(STAMP)

demo: $(STAMP)
	$(PY) -m tarokk.demo

test: $(STAMP) test-rust lint test-python test-oldest-python

test-rust:
	cargo test --workspace --quiet

lint: $(VENV)/bin/mypy $(VENV)/bin/pyflakes $(ADAPTERS)
	cargo clippy --workspace --all-targets --quiet -- -D warnings
	RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --quiet
	$(VENV)/bin/mypy --strict python/tarokk
	$(VENV)/bin/mypy --strict tests/typing
	$(PY) -m mypy.stubtest tarokk._core --allowlist tests/stubtest_allowlist.txt
	$(VENV)/bin/pyflakes python/tarokk tests benches

# One worker per core, at most 8 (`make test PYTEST_WORKERS=1` for one); the two modules
# that start a Ray instance share one worker (`xdist_group`), so that only one instance
# runs at a time.
PYTEST_WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ "$$n" -gt 8 ] && n=8; echo $$n)
# A worker that dies ends the run naming the test it ran (xdist restarting it instead, with
# --dist loadgroup, once left the run waiting for ever after its last test).
test-python: $(STAMP) $(ADAPTERS) $(RAY) $(XDIST) $(PANDAS)
	$(PY) -m pytest tests -n $(PYTEST_WORKERS) --dist loadgroup --max-worker-restart=0

# The oldest Python pyproject.toml names (requires-python >= 3.9), with the same extension
# (abi3): the API's, records', CLI's, arena's and simulation's tests run on it too, where
# such an interpreter is found (pyenv's, or a system python3.9); elsewhere this says it
# did not run. (3.9 has no add_note, other codec messages, other argparse words: a test
# run there found what 3.11 could not.)
PY_OLDEST ?= $(firstword $(wildcard $(HOME)/.pyenv/versions/3.9*/bin/python3.9 /usr/bin/python3.9 /usr/local/bin/python3.9))
OLDEST_VENV := .venv-oldest
OLDEST_TESTS := tests/test_api.py tests/test_views.py tests/test_records.py tests/test_errors.py \
	tests/test_cli.py tests/test_cli_environment.py tests/test_arena.py tests/test_simulate.py \
	tests/test_scoresheet.py tests/test_slovenian_match.py

$(OLDEST_VENV)/bin/pytest:
	$(PY_OLDEST) -m venv $(OLDEST_VENV)
	$(OLDEST_VENV)/bin/python $(PIP_INSTALL) "pytest>=7" "pytest-xdist>=3" "hypothesis>=6" "numpy>=1.22" \
		"pandas>=1.5"
	touch $(OLDEST_VENV)/.pandas

# pandas, here into a 3.9 venv made before it was tested.
$(OLDEST_VENV)/.pandas: | $(OLDEST_VENV)/bin/pytest
	$(OLDEST_VENV)/bin/python $(PIP_INSTALL) "pandas>=1.5"
	touch $(OLDEST_VENV)/.pandas

test-oldest-python: $(STAMP)
ifeq ($(PY_OLDEST),)
	@echo "test-oldest-python: no Python 3.9 on this machine, not run"
else
	$(MAKE) -s $(OLDEST_VENV)/bin/pytest $(OLDEST_VENV)/.pandas
	PYTHONPATH=$(CURDIR)/python $(OLDEST_VENV)/bin/python -m pytest -q -p no:cacheprovider \
		-n $(PYTEST_WORKERS) $(OLDEST_TESTS)
endif

# OpenSpiel is measured beside us when it installs (an optional dependency of the bench).
# BASELINE=<rev>: build that commit too and measure it first, in the same run.
bench: $(STAMP)
	-$(PY) $(PIP_INSTALL) "open-spiel>=1.5"
	$(PY) benches/compare.py $(if $(BASELINE),--baseline "$$($(PY) benches/baseline.py $(BASELINE))" --baseline-name $(BASELINE))

soak: $(STAMP) $(ADAPTERS) $(RAY)
	$(PY) -m pytest tests -m soak -p no:cacheprovider -x

# Line and branch coverage of the Python package (the reference engine too) over the Python
# tests, with the lines no test reaches listed (docs/testing.md). Not part of `make test`:
# coverage slows the suite several times over.
COVERAGE := $(VENV)/.coverage-tools
$(COVERAGE): | $(VENV)/bin/python
	$(PY) $(PIP_INSTALL) "coverage>=7" "pytest-cov>=4"
	touch $(COVERAGE)

coverage: $(STAMP) $(ADAPTERS) $(RAY) $(XDIST) $(PANDAS) $(COVERAGE)
	$(PY) -m pytest tests -q -n $(PYTEST_WORKERS) --dist loadgroup --cov=tarokk --cov-branch \
		--cov-report=term-missing:skip-covered

clean:
	rm -rf $(VENV) $(OLDEST_VENV) target .bench-baseline
