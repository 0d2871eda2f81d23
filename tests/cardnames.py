"""Card ids from ascii names for test data, written independently of both backends'
notation code so that tests do not depend on the parser they test (docs/protocol.md)."""

from __future__ import annotations

ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
         "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"]


def cid(name: str) -> int:
    """Protocol id of an ascii name: ``Sk``, ``I``..``XXI``, ``KH``, ``10S``, ``1H``..."""
    if name == "Sk":
        return 21
    if name in ROMAN:
        return ROMAN.index(name) - 1
    rank, suit = name[:-1], "HDCS".index(name[-1])
    if rank in ("J", "C", "Q", "K"):
        r = 4 + "JCQK".index(rank)
    elif suit < 2:
        r = 4 - int(rank)
    else:
        r = int(rank) - 7
    return 22 + 8 * suit + r


def ids(names: str) -> list[int]:
    return [cid(n) for n in names.split()]
