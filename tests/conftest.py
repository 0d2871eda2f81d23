import importlib
import pytest
BACKENDS = ["native", "reference"]
@pytest.fixture(params=BACKENDS)
def backend(request):
    name = "tarokk._core" if request.param == "native" else "tarokk.reference"
    try:
        return importlib.import_module(name)
    except ImportError as exc:  # native not built
        pytest.fail(f"backend {name} not importable: {exc}")
