"""Hungarian four-handed XX-calling (Paskievics) tarokk in the reference engine
(``docs/paskievics.md``), written from ``shared/rules/paskievics.md``."""

from .game import PaskievicsGame

__all__ = ["PaskievicsGame"]
