"""Slovenian tarok in the reference engine (``docs/slovenian.md``), written from
``shared/rules/slovenian.md``."""

from .game import SlovenianGame

__all__ = ["SlovenianGame"]
