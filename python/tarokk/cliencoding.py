"""The command line on a terminal or pipe that cannot hold every character it prints.

The texts name cards with suit symbols (``K♥``) and Hungarian and Slovenian words
(``kőr``, ``škis``), and mark steps with dashes and arrows. Where the output's encoding
cannot hold one of them (a Windows console's code page, ``cp1252`` when the output goes
to a file there, ``PYTHONIOENCODING=ascii``), Python would raise ``UnicodeEncodeError`` at
the first such character and the command could not be used at all. Instead each such
character is written as the nearest plain text: the letter without its accent (``kor``),
the suit's letter as the ASCII card style has it (``KH``), ``-`` for a dash, ``->`` for an
arrow; ``?`` for anything else. Only the characters the encoding lacks are changed.
Typed bytes that standard input's encoding cannot decode reach the prompts, which say
that they were not text and ask again. And an output whose reader went away (``| head``)
or that cannot be written is silenced, so that Python's flush at exit raises nothing more.
"""

from __future__ import annotations

import codecs
import io
import os
import sys
import unicodedata
from typing import Any, TextIO

#: The error handler's name (``codecs.register_error``).
HANDLER = "tarokk-plain"

#: Characters the texts use that have no plain letter inside them (NFKD finds the others).
_STAND_INS = {
    "♠": "S", "♣": "C", "♥": "H", "♦": "D",
    "—": "-", "–": "-", "−": "-", "‑": "-",
    "→": "->", "←": "<-", "·": ".", "•": "*", "×": "x", "…": "...",
    "≤": "<=", "≥": ">=", "≠": "!=", "±": "+/-",
    "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "‘": "'", "’": "'",
    "⁻": "-", "¹": "1", "²": "2", "³": "3", "⁰": "0", "⁴": "4", "⁵": "5",
    "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "\u00a0": " ", "\u202f": " ",
}

#: Characters the command line prints that an encoding must hold for no stand-in to be
#: needed (a suit, a Hungarian ő, a Slovenian š, a dash, an arrow).
PROBE = "♥őš—→"


def stand_in(char: str) -> str:
    """The plain text written for ``char`` where the output cannot hold it."""
    if char in _STAND_INS:
        return _STAND_INS[char]
    plain = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    return plain if plain and plain.isascii() else "?"


def _replace(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    text = error.object[error.start:error.end]
    return "".join(stand_in(c) for c in text), error.end


codecs.register_error(HANDLER, _replace)


def holds_every_character(stream: Any) -> bool:
    """Can ``stream``'s encoding write every character the command line prints?"""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True  # not a text file with an encoding (a test's StringIO): nothing to fit
    try:
        PROBE.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def fit(stream: TextIO) -> None:
    """Let ``stream`` write what its encoding lacks as plain stand-ins (nothing for a stream
    that holds every character, or one that cannot be reconfigured)."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None and not holds_every_character(stream):
        reconfigure(errors=HANDLER)


class Discard(io.StringIO):
    """A text stream that takes every write and keeps nothing (and holds no descriptor)."""

    def write(self, text: str) -> int:
        return len(text)


def silenced(stream: Any) -> TextIO:
    """``stream``'s descriptor pointed at /dev/null (so that Python's flush at exit finds no
    broken pipe), and a stream that takes writes and shows nothing. For the command line's
    own streams only: a library must not repoint a descriptor the program owns."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return Discard()
    try:
        os.dup2(devnull, stream.fileno())
    except (AttributeError, OSError, ValueError):
        pass
    finally:
        os.close(devnull)  # the descriptor dup2 made stays; this one is not needed
    return Discard()


def fit_input(stream: TextIO) -> None:
    """Let ``stream`` read bytes its encoding cannot decode as lone surrogates, which the
    prompts refuse as "not text" and ask again, instead of ending the command with
    ``UnicodeDecodeError``. (Python reads standard input so only under the C locale; under
    ``en_US.UTF-8``, or with ``PYTHONIOENCODING`` set, a stray byte ended a game.)"""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="surrogateescape")


def fit_standard_streams() -> None:
    """:func:`fit` standard output and standard error and :func:`fit_input` standard input:
    the command line's first step."""
    fit(sys.stdout)
    fit(sys.stderr)
    fit_input(sys.stdin)
