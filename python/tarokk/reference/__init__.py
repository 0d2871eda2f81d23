"""``tarokk.reference``: the pure-Python reference engine.

Written from ``shared/rules`` and ``docs/protocol.md`` only, independently of the Rust core
(``tarokk._core``); both backends expose exactly these names and behave identically.
"""

from .cards import PACK_42, PACK_54
from .count import card_points, count_jokai, count_slovenian, count_slovenian_thirds, points
from .notation import format_card, format_cards, parse_card, parse_cards
from .play import PlayState
from .rng import Rng
from .slovenian import SlovenianGame
from .trick import legal_plays, trick_winner

__all__ = [
    "parse_card",
    "parse_cards",
    "format_card",
    "format_cards",
    "card_points",
    "points",
    "legal_plays",
    "trick_winner",
    "count_jokai",
    "count_slovenian_thirds",
    "count_slovenian",
    "PlayState",
    "PACK_54",
    "PACK_42",
    "Rng",
    "SlovenianGame",
]
