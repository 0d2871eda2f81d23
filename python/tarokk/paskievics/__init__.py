"""Hungarian four-handed XX-calling (Paskievics) tarokk beyond one deal's engine: its
options and the dialogue's texts."""

from .rules import PRESETS, PaskievicsRules

__all__ = ["PaskievicsRules", "PRESETS"]
