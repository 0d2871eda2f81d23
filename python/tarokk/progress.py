"""Progress on standard error: the command line's bar, and what ``progress=True`` of
``simulate``, ``arena`` and ``solve_many`` draws (:func:`on_stderr`)."""

from __future__ import annotations

import os
import sys
import time
from typing import Any, Callable, Optional, TextIO, Union

from . import cliencoding
from .errors import InvalidInputError

__all__ = ["ProgressBar", "on_stderr", "progress_callback"]


def _terminal_columns(stream: Any) -> int:
    """The width in columns of the terminal ``stream`` is drawn on (COLUMNS first, as
    ``shutil.get_terminal_size``, which measures standard output instead: with it redirected
    a bar on standard error took 80 columns of a narrow terminal); 80 where it cannot be
    found out; at least 2."""
    try:
        columns = int(os.environ.get("COLUMNS", ""))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(stream.fileno()).columns
        except (AttributeError, OSError, ValueError):
            columns = 80
    return max(2, columns or 80)


class ProgressBar:
    """A progress bar on a terminal, a line every ``every`` when piped (each time the count
    reaches the next multiple of it, whatever the steps it comes in, and at the end);
    after two seconds, about how long is left. ``unit`` names what is counted."""

    def __init__(self, stream: TextIO, every: int = 1, unit: str = "deals", *, own_stream: bool = False):
        self.stream = stream
        #: The command line's own standard error: when it cannot be written, its descriptor
        #: is pointed at /dev/null (Python's flush at exit then finds no broken pipe). A
        #: library's bar (``progress=True``) only stops drawing: the descriptor is the
        #: program's.
        self.own_stream = own_stream
        self.tty = stream.isatty()
        #: When piped, a line every this many (and at the end).
        self.every = max(1, every)
        self.unit = unit
        #: When piped, the count at which the next line is written.
        self.next_line = 0
        #: When the first update came: the time left is told from the rate since.
        self.started: Optional[float] = None

    def update(self, done: int, total: int) -> None:
        try:
            self._draw(done, total)
        except OSError:  # the reader of standard error went away: the run goes on, unshown
            self._stop_drawing()

    def _stop_drawing(self) -> None:
        self.stream = cliencoding.silenced(self.stream) if self.own_stream else cliencoding.Discard()

    def _draw(self, done: int, total: int) -> None:
        now = time.monotonic()
        if self.started is None:
            self.started = now
        if not self.tty and done < min(total, self.next_line):
            return
        self.next_line = (done // self.every + 1) * self.every
        count = f"{done:,}/{total:,} {self.unit}"
        elapsed = now - self.started
        if 0 < done < total and elapsed >= 2:  # a long run says how long it has left
            count += f", about {_duration(elapsed * (total - done) / done)} left"
        if self.tty:
            # The line must fit the terminal: a longer one wraps, and each "\r" then starts
            # a new line instead of redrawing the bar. A narrow terminal gets a shorter bar,
            # or the count alone.
            room = _terminal_columns(self.stream) - 1
            width = min(30, room - len(count) - 3)
            filled = int(width * done / max(1, total)) if width >= 5 else 0
            line = f"[{'#' * filled}{'.' * (width - filled)}] {count}" if width >= 5 else count[:room]
            self.stream.write("\r" + line + "\033[K")  # cleared to the end: a line may get shorter
        else:
            width = 30
            filled = int(width * done / max(1, total))
            self.stream.write(f"[{'#' * filled}{'.' * (width - filled)}] {count}\n")
        self.stream.flush()

    def done(self) -> None:
        if self.tty:
            try:
                self.stream.write("\n")
                self.stream.flush()
            except OSError:
                self._stop_drawing()


def _duration(seconds: float) -> str:
    """A time to wait, as a person says it: ``40 s``, ``12 min``, ``3.5 h``."""
    if seconds < 90:
        return f"{seconds:.0f} s"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"


def on_stderr(unit: str) -> Callable[[int, int], None]:
    """A ``progress(done, total)`` that draws a :class:`ProgressBar` of ``unit`` on standard
    error (piped into a log: a line every tenth of the run), ended when ``done`` reaches
    ``total``: what ``progress=True`` means."""
    bar: Optional[ProgressBar] = None

    def update(done: int, total: int) -> None:
        nonlocal bar
        if bar is None:
            bar = ProgressBar(sys.stderr, every=max(1, total // 10), unit=unit)
        bar.update(done, total)
        if done >= total:
            bar.done()
            bar = None

    return update


def progress_callback(progress: Union[Callable[[int, int], Any], bool, None],
                      printer: Callable[[int, int], Any]) -> Optional[Callable[[int, int], Any]]:
    """A ``progress`` argument as the callable to call: ``True`` is ``printer``, ``False``
    and None none; anything else not callable is refused."""
    if progress is True:
        return printer
    if progress is False or progress is None:
        return None
    if not callable(progress):
        raise InvalidInputError(f"progress must be a callable(done, total) or a bool, got {progress!r}")
    return progress
