#!/usr/bin/env bash
# The Python suite on every CPython from 3.9 up that this machine has (pyenv's, or
# python3.X on the PATH), against the one abi3 wheel that `pip install .` would build:
# pyproject.toml promises Python 3.9+, and `make test` runs only one version.
#
#   scripts/test_python_versions.sh            every version found
#   scripts/test_python_versions.sh 3.9 3.13   these only
#
# Each version gets a virtualenv in /tmp/tarokk-py<version> with the wheel, the test
# extras, NumPy, mypy and the adapters' frameworks (OpenSpiel, PettingZoo) where pip has
# them for that version. Ray is not installed: its two test modules are left out (they run
# in `make test`). Exits non-zero if any version's suite fails.
set -euo pipefail
cd "$(dirname "$0")/.."

wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then
    wanted=(3.9 3.10 3.11 3.12 3.13 3.14)
fi

find_python() {  # the interpreter of version $1, or nothing
    local v=$1 p
    for p in "$HOME"/.pyenv/versions/"$v".*/bin/python "$(command -v "python$v" 2>/dev/null || true)"; do
        if [ -n "$p" ] && [ -x "$p" ]; then
            echo "$p"
            return
        fi
    done
}

make -s .venv/bin/python
wheels=$(mktemp -d)
.venv/bin/maturin build --release -q -o "$wheels"
wheel=$(ls "$wheels"/*.whl)

failed=()
tested=0
for v in "${wanted[@]}"; do
    if [ "${v%%.*}" -lt 3 ] || { [ "${v%%.*}" -eq 3 ] && [ "${v#*.}" -lt 9 ]; }; then
        echo "== Python $v: below the 3.9 that pyproject.toml asks for, skipped"
        continue
    fi
    py=$(find_python "$v")
    if [ -z "$py" ]; then
        echo "== Python $v: not on this machine, skipped"
        continue
    fi
    tested=$((tested + 1))
    venv=/tmp/tarokk-py$v
    echo "== Python $v ($py), virtualenv $venv"
    [ -x "$venv/bin/python" ] || "$py" -m venv "$venv"
    "$venv/bin/pip" install -q --upgrade pip
    "$venv/bin/pip" install -q --force-reinstall --no-deps "$wheel"
    "$venv/bin/pip" install -q "pytest>=7" "hypothesis>=6" "numpy>=1.22" "mypy>=1.10"
    "$venv/bin/pip" install -q "open-spiel>=1.5" "pettingzoo>=1.24" gymnasium \
        || echo "   (no OpenSpiel or PettingZoo for $v: their tests are skipped or fail)"
    if ! "$venv/bin/python" -m pytest tests -p no:cacheprovider -q -o addopts="-m 'not soak'" \
        --ignore=tests/test_ray.py --ignore=tests/test_arena_ray.py; then
        failed+=("$v")
    fi
done
rm -rf "$wheels"
if [ ${#failed[@]} -gt 0 ]; then
    echo "failed on Python ${failed[*]}"
    exit 1
fi
if [ "$tested" -eq 0 ]; then
    echo "none of these Pythons is on this machine: nothing tested"
    exit 2
fi
echo "passed on all $tested versions found"
