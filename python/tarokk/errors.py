"""The one exception hierarchy of tarokk, shared by the native core and the reference.

Both backends raise these classes, so user code catches the same thing whichever engine
runs. Invalid actions and bad notation are also ``ValueError`` so that generic code that
validates input keeps working.
"""

from __future__ import annotations

__all__ = ["TarokkError", "NotationError", "IllegalActionError", "InvalidInputError", "ClusterError",
           "SearchLimitError"]


class TarokkError(Exception):
    """Base class of every error raised by tarokk."""


class NotationError(TarokkError, ValueError):
    """Card or action text that cannot be parsed (unknown or ambiguous)."""


class IllegalActionError(TarokkError, ValueError):
    """An action that is not legal in the current state; the state is unchanged.

    The native engine also says what kind of rule refused it (``kind``: ``"bidding"``,
    ``"trick rule"``, ``"not your turn"``, …) and which rule (``rule``: ``"SL-B3"``), when
    one rule did; otherwise both are None. The reference engine, played through
    ``tarokk.Game``, gives ``rule`` when its message cites one (``kind`` is None)."""

    kind: "str | None" = None
    rule: "str | None" = None


class InvalidInputError(TarokkError, ValueError):
    """Bad arguments: malformed hands, wrong sizes, unknown options and the like."""


class ClusterError(TarokkError):
    """A run on a Ray cluster that cannot go ahead: Ray is not installed, the address cannot
    be reached, the workers cannot run tarokk, or a shard failed more often than it may be
    retried. Raised before any work starts where it can be known then."""


class SearchLimitError(TarokkError):
    """A solver search that gave up at the ``node_limit`` it was given (``tarokk.solve``,
    ``makes``, ``solve_many``). ``nodes``: how many it searched; ``index``: for
    ``solve_many``, the position that gave up (else None). Nothing is left half-done: the
    solver's table is cleared, and the next search starts afresh."""

    nodes: int = 0
    index: "int | None" = None


def first_line(exc: BaseException) -> str:
    """An exception's message cut to its first line (its type's name if it has none): for
    the one-line errors that wrap another library's."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
