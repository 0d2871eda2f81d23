"""Variant configuration: every [choice] rule of the rules files as a named option.

Each game has one frozen dataclass of options with the rules file's defaults (Slovenian:
:class:`~tarokk.slovenian.SlovenianRules`). Presets are looked up by alias in the game
registry (``"slovenian"``, ``"slovenian-3"``, ``"slovenian-5"``)::

    >>> variant("slovenian-3").players
    3
    >>> variant("slovenian", end_early=False).end_early
    False
"""

from __future__ import annotations

from typing import Any, Union

from .jokai.rules import JokaiRules
from .paskievics.rules import PaskievicsRules
from .registry import VARIANTS, find_variant
from .slovenian.rules import SlovenianRules

__all__ = ["JokaiRules", "PaskievicsRules", "SlovenianRules", "Variant", "variant", "PRESETS"]

#: The options of any game.
Variant = Union[SlovenianRules, JokaiRules, PaskievicsRules]

#: Every preset by alias.
PRESETS: dict[str, Variant] = {alias: opts for alias, (_, opts) in VARIANTS.items()}


def variant(name: Union[str, Variant] = "slovenian", **options: Any) -> Variant:
    """A variant by preset alias (or an existing variant), with options overridden."""
    opts: Variant = find_variant(name, **options)[1]
    return opts
