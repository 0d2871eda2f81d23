"""Jókai-hármas (three-handed Hungarian tarokk) beyond one deal's engine: its options
and dialogue texts."""

from .rules import PRESETS, JokaiRules

__all__ = ["JokaiRules", "PRESETS"]
