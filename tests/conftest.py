"""The one backend fixture: every test that runs on both engines asks for ``backend_name``
("native" or "reference"), or ``backend`` for the module with the foundation functions
(``tarokk._core`` or ``tarokk.reference``)."""

import importlib

import pytest

BACKENDS = ["native", "reference"]


@pytest.fixture(params=BACKENDS)
def backend_name(request):
    return request.param


@pytest.fixture
def backend(backend_name):
    return importlib.import_module("tarokk._core" if backend_name == "native" else "tarokk.reference")
