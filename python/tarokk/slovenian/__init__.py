"""Slovenian tarok beyond one deal's engine: its options, contracts, dialogue texts, a
Python player, the match score sheet and scoring a deal entered by hand."""

from .contracts import SLOVENIAN_CONTRACTS, SlovenianContract
from .rules import PRESETS, SlovenianRules

__all__ = ["SLOVENIAN_CONTRACTS", "SlovenianContract", "SlovenianRules", "PRESETS"]
