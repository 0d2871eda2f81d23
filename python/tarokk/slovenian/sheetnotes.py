"""The notes of a Slovenian score sheet's rows (``SheetRow.notes``: what the match layer
did, SL-R…) in Slovenian, for ``tarokk play --deals`` told in ``sl``.

:class:`~tarokk.slovenian.match.SlovenianMatch` writes its notes in English; :func:`tell`
says one in ``sl`` by the table :data:`NOTES`, each English note a ``str.format`` template
whose ``{fields}`` (players' names, an amount) are told as they are. A note the table does
not know is told in English (``tests/test_slovenian_match.py`` checks that every note a
match writes is known).
"""

from __future__ import annotations

import functools
import re
from typing import Optional

from ..refusals import template_regex

#: The English note → its Slovenian (the command line's words: radelc, delivec, igra).
NOTES: dict[str, str] = {
    "{player} has a radl: {amount} doubled (SL-R2)": "{player} ima radelc: {amount} podvojeno (SL-R2)",
    "declarer {player} has a radl: the deal counts double (SL-R2)":
        "igralec {player} ima radelc: igra šteje dvojno (SL-R2)",
    "{player} won: one radl closed (SL-R2)": "{player}: igra dobljena, en radelc zaprt (SL-R2)",
    "a radl to everybody (SL-R1)": "radelc vsem (SL-R1)",
    "a radl to {players} (SL-R1)": "radelc: {players} (SL-R1)",
    "annulled, dealt again (SL-D3)": "razveljavljeno, deli se znova (SL-D3)",
    "last deal: the match is over (SL-R6)": "zadnja igra: tekme je konec (SL-R6)",
    "{players} at 0: the next deal is a compulsory klop round (SL-B6)":
        "{players} na 0: naslednja igra je obvezni klop (SL-B6)",
    "{players} at 0: no compulsory klop round with three players (SL-T2 [choice] off)":
        "{players} na 0: v igri treh ni obveznega klopa (SL-T2 izključeno)",
    "the next deal is a compulsory klop round (SL-B6)": "naslednja igra je obvezni klop (SL-B6)",
    "no compulsory klop round with three players (SL-T2 [choice] off)":
        "v igri treh ni obveznega klopa (SL-T2 izključeno)",
    "the škis lay in the talon: the škis round goes on (SL-R6)":
        "škis je bil v talonu: škisov krog se nadaljuje (SL-R6)",
    "{player} was dealt the škis and deals the last deal at his next turn (SL-R6)":
        "{player} ima škisa: zadnjo igro deli, ko je spet na vrsti za deljenje (SL-R6)",
    "misdeal {n} of {player}: -{penalty}, dealt again (SL-R4)":
        "{n}. napačno deljenje igralca {player}: -{penalty}, deli se znova (SL-R4)",
    "misplay by {player}: -{penalty} (SL-R5)": "napaka v igri, {player}: -{penalty} (SL-R5)",
}

_FIELDS = {"player": r".+?", "players": r".+?", "amount": r"[+-][0-9]+", "n": r"[0-9]+", "penalty": r"[0-9]+"}


@functools.lru_cache(maxsize=None)
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    return [(re.compile(template_regex(english, _FIELDS.__getitem__)[0]), english) for english in NOTES]


def tell(note: str, lang: str) -> Optional[str]:
    """``note`` in ``lang``: the note itself in English, its Slovenian in ``sl``; ``None``
    for a note the table does not know (the caller shows the English)."""
    if lang == "en":
        return note
    if lang != "sl":
        return None
    for pattern, english in _patterns():
        m = pattern.fullmatch(note)
        if m is not None:
            return NOTES[english].format(**m.groupdict())
    return None
