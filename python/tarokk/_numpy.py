"""NumPy, imported when a function that returns arrays first needs it (it is the `numpy`
extra, so importing tarokk must not need it)."""

from __future__ import annotations

from typing import Any


class MissingExtraError(ImportError):
    """A module of an extra (``tarokk[numpy]``, ``tarokk[pettingzoo]``, …) that is not
    installed: an ImportError whose message names the extra, which the command line
    prints as its one-line error."""


def require_numpy(what: str) -> Any:
    """The ``numpy`` module; if it is not installed (a broken install: it is a dependency),
    an ImportError naming ``what`` and what to install. Any other ImportError (numpy installed but broken) is raised as
    itself: the install hint would hide its cause."""
    try:
        import numpy
    except ModuleNotFoundError as exc:  # pragma: no cover - numpy is a dependency: a broken install
        if exc.name != "numpy":
            raise
        raise MissingExtraError(f"{what} returns NumPy arrays: pip install numpy", name="numpy") from None
    return numpy


def missing_extra(exc: ModuleNotFoundError, what: str, extra: str, modules: tuple[str, ...]) -> ImportError:
    """The error for ``exc``, raised by an import of an optional module of ``what``: a
    :class:`MissingExtraError` naming the extra to install when the missing module is one
    of ``modules`` (the extra's), else ``exc`` itself (a broken install says its cause)."""
    top = (exc.name or "").split(".")[0]
    if top not in modules:
        return exc
    return MissingExtraError(f"{what} needs {top}: pip install 'tarokk[{extra}]'", name=exc.name)
