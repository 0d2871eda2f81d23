"""tarokk: rules engine for three Central European tarokk games.

Jókai-hármas (three-handed Hungarian tarokk), Slovenian tarok and Hungarian XX-calling
(Paskievics) tarokk, with a fast Rust core (:mod:`tarokk._core`) and an independent
pure-Python reference engine (:mod:`tarokk.reference`) for differential testing.

Start with :class:`Game` (one deal of any registered game: legal actions, apply, views,
result), :func:`variant` (presets and [choice] options), :data:`GAMES` / :func:`find_game`
(the registry), :class:`SlovenianMatch` (the score sheet), :class:`Dialogue`
(what to ask whom, in words), :mod:`tarokk.records` (JSON records). The foundation every
game shares is here too: cards and their names, legal plays and trick winners, the three
ways of counting, and a play-phase state.
"""

from __future__ import annotations

from . import _command_start

_command_start.guard()  # before the imports below, which Ctrl-C may interrupt

from . import _core
from ._core import (
    PlayState,
    card_points,
    count_jokai,
    count_slovenian,
    count_slovenian_thirds,
    format_card,
    format_cards,
    legal_plays,
    parse_card,
    parse_cards,
    points,
    trick_winner,
)
from .cards import PACK_42, PACK_54, SUITS, Card, card, cards
from .errors import (ClusterError, IllegalActionError, InvalidInputError, NotationError, SearchLimitError,
                     TarokkError)
from .registry import GAMES, VARIANTS, GameInfo, find_game, find_variant
from .game import Action, Game, Item, Settlement
from .views import JokaiView, PaskievicsView, SlovenianView, Trick, View
from .facts import Facts, JokaiFacts, PaskievicsFacts, SlovenianFacts
from .variants import JokaiRules, PaskievicsRules, SlovenianRules, variant
from .dialogue import Dialogue, Question
from .slovenian.match import SlovenianMatch
from .records import record, replay
from .slovenian.scoring import score_slovenian
from .jokai.scoring import score_jokai
from .paskievics.scoring import score_paskievics
from .scoresheet import ScoreSheet
from .simulation import (BonusCount, SimulationResult, SimulationSummary, deal_seed, iter_simulate, simulate,
                         simulate_summary, summarize)
from .solver import Solution, Verdict, makes, minimax, solve, solve_many
from .arena import ArenaResult, ArenaSummary, arena
from . import policies

__version__: str = _core.__version__

__all__ = [
    "arena",
    "ArenaResult",
    "ArenaSummary",
    "Solution",
    "Verdict",
    "makes",
    "solve",
    "solve_many",
    "minimax",
    "policies",
    "Card",
    "card",
    "cards",
    "SUITS",
    "PACK_42",
    "PACK_54",
    "PlayState",
    "card_points",
    "points",
    "count_jokai",
    "count_slovenian",
    "count_slovenian_thirds",
    "format_card",
    "format_cards",
    "legal_plays",
    "parse_card",
    "parse_cards",
    "trick_winner",
    "Action",
    "Game",
    "Item",
    "Settlement",
    "View",
    "Facts",
    "SlovenianFacts",
    "JokaiFacts",
    "PaskievicsFacts",
    "SlovenianView",
    "JokaiView",
    "PaskievicsView",
    "Trick",
    "GAMES",
    "VARIANTS",
    "GameInfo",
    "find_game",
    "find_variant",
    "SlovenianRules",
    "JokaiRules",
    "PaskievicsRules",
    "variant",
    "Dialogue",
    "Question",
    "SlovenianMatch",
    "record",
    "score_slovenian",
    "score_jokai",
    "score_paskievics",
    "ScoreSheet",
    "replay",
    "simulate",
    "iter_simulate",
    "simulate_summary",
    "summarize",
    "SimulationResult",
    "SimulationSummary",
    "BonusCount",
    "deal_seed",
    "TarokkError",
    "NotationError",
    "IllegalActionError",
    "InvalidInputError",
    "ClusterError",
    "SearchLimitError",
    "__version__",
]

#: Modules reached as attributes of the package without an import of their own, loaded on
#: first use (the game-language texts are not needed by most programs): ``tarokk.refusals``.
_LAZY_MODULES = ("refusals",)


def __getattr__(name: str) -> object:
    if name in _LAZY_MODULES:
        import importlib
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'tarokk' has no attribute {name!r}")
