"""Jókai-hármas (three-handed Hungarian tarokk): the pure-Python reference engine.

Written from ``shared/rules/jokai.md`` (rule ids ``JK-…``) and the engine protocol
``docs/jokai.md``.  Modules: :mod:`.actions` (ids and data), :mod:`.deal` (seats and the
deal), :mod:`.options`, :mod:`.names` (action names, parsing), :mod:`.scoring` (counting,
figures, settlement) and :mod:`.game` (the state machine).
"""

from .deal import deal_from_seed, next_dealer
from .game import JokaiGame

__all__ = ["JokaiGame", "deal_from_seed", "next_dealer"]
