"""Ctrl-C while the ``tarokk`` command starts.

The console script (and ``python -m tarokk``) imports this package, about a quarter of a
second of work, before :func:`tarokk.cli.main` can catch an interrupt: Ctrl-C then ended in
a traceback. So when this process is that command, the package's first lines make an
interrupt end it quietly with the command's exit code for it (130), until ``main`` takes
Ctrl-C over (:func:`hand_over`). Imported as a library, nothing changes: an interrupt is a
``KeyboardInterrupt`` as always.

This module imports only the standard library's smallest modules: it runs before the rest.
"""

from __future__ import annotations

import os
import signal
import sys
from types import FrameType
from typing import Optional

#: The exit code of a command ended by Ctrl-C (128 + SIGINT), as ``main`` returns it.
EXIT_INTERRUPTED = 130


def started_as_command() -> bool:
    """This process runs the ``tarokk`` command: its console script (``tarokk``, on Windows
    ``tarokk.exe`` until the script renames it) or ``python -m tarokk`` (or ``tarokk.cli``;
    told by the interpreter's own arguments, which Python 3.10 and later keep)."""
    script = os.path.basename(sys.argv[0]) if sys.argv else ""
    if script in ("tarokk", "tarokk.exe"):
        return True
    orig = getattr(sys, "orig_argv", [])
    return "-m" in orig and orig[orig.index("-m") + 1:orig.index("-m") + 2] in (["tarokk"], ["tarokk.cli"])


def _quit(signum: int, frame: Optional[FrameType]) -> None:
    # SystemExit passes through the imports under way and ends the interpreter without a
    # traceback; nothing has been written yet, so there is nothing to finish.
    raise SystemExit(EXIT_INTERRUPTED)


def guard() -> None:
    """Make Ctrl-C end the starting command quietly (see the module's doc)."""
    if started_as_command() and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        try:
            signal.signal(signal.SIGINT, _quit)
        except ValueError:  # imported by another thread than the main one
            pass


def hand_over() -> None:
    """``main`` catches Ctrl-C from here on: interrupts are ``KeyboardInterrupt`` again."""
    if signal.getsignal(signal.SIGINT) is _quit:
        try:
            signal.signal(signal.SIGINT, signal.default_int_handler)
        except ValueError:  # main run by another thread: the guard's thread keeps it
            pass
