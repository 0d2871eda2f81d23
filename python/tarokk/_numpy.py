"""NumPy, imported when a function that returns arrays first needs it (it is the `numpy`
extra, so importing tarokk must not need it)."""

from __future__ import annotations

from typing import Any


def require_numpy(what: str) -> Any:
    """The ``numpy`` module; if it is not installed, an ImportError naming ``what`` and the
    extra to install. Any other ImportError (numpy installed but broken) is raised as
    itself: the install hint would hide its cause."""
    try:
        import numpy
    except ModuleNotFoundError as exc:  # pragma: no cover - numpy comes with the `numpy` extra
        if exc.name != "numpy":
            raise
        raise ImportError(f"{what} returns NumPy arrays: pip install 'tarokk[numpy]'") from None
    return numpy
