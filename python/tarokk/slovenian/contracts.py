"""The Slovenian contracts as one table for the Python layer (SL-B1, SL-T2).

The Rust core and the reference each keep their own copy by design (they are compared
against each other); every other Python module reads this one.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["SlovenianContract", "SLOVENIAN_CONTRACTS", "THREE_PLAYER_CONTRACTS",
           "WITH_BONUSES", "contract_named"]


@dataclass(frozen=True)
class SlovenianContract:
    index: int
    name: str          #: English
    local: str         #: Slovenian
    value: int         #: SL-B1 (klop: none, 0)
    talon_set: int     #: cards per talon set taken (0: the talon is not taken)
    calls_king: bool   #: four players: a king is called (SL-K1)


SLOVENIAN_CONTRACTS: tuple[SlovenianContract, ...] = tuple(
    SlovenianContract(i, *row) for i, row in enumerate([
        ("klop", "klop", 0, 0, False),
        ("three", "tri", 10, 3, True),
        ("two", "dva", 20, 2, True),
        ("one", "ena", 30, 1, True),
        ("solo three", "solo tri", 40, 3, False),
        ("solo two", "solo dva", 50, 2, False),
        ("solo one", "solo ena", 60, 1, False),
        ("beggar", "berač", 70, 0, False),
        ("solo without", "solo brez", 80, 0, False),
        ("open beggar", "odprti berač", 90, 0, False),
        ("colour valat", "barvni valat", 125, 0, False),
        ("valat", "valat", 500, 0, False),
    ]))

#: SL-T2: the contracts of three-player Slovenian tarok.
THREE_PLAYER_CONTRACTS = frozenset({0, 1, 2, 3, 7})
#: Contracts that are made or not, without card points (beggar, open beggar: no trick,
#: SL-P6; colour valat, valat: every trick, SL-P3): their score needs ``won``.
MADE_OR_NOT = frozenset({7, 9, 10, 11})
#: Contracts scored with the difference and bonuses (SL-S1).
WITH_BONUSES = range(1, 7)


def contract_named(index: int) -> SlovenianContract:
    return SLOVENIAN_CONTRACTS[index]
