"""Python players usable with every registered game (``game.info.policy(name)``).

``random_policy`` picks uniformly among the legal actions; ``rule_policy`` asks the core's
rule-based player of the game (the simulator's ``"rule"`` policy), on either backend: a
reference-backed game is mirrored on a native engine dealt the same cards and replayed.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .errors import IllegalActionError

if TYPE_CHECKING:
    from .game import Game

__all__ = ["random_policy", "rule_policy"]


def random_policy(game: Game, rng: random.Random) -> Any:
    return rng.choice(game.legal_actions())


def rule_policy(game: Game, rng: random.Random) -> Any:
    engine = game.engine if game.backend == "native" else _native_twin(game).engine
    action = engine.rule_action()
    if action is None:
        raise IllegalActionError("the deal is over: there is no action to choose")
    return action


def _native_twin(game: Game) -> Game:
    from .game import Game as G
    deal: dict[str, Any] = ({"seed": game.seed} if game.seed is not None
                            else {"hands": game.initial_hands, "talon": game.initial_talon})
    twin = G(game.variant, dealer=game.dealer, **game.deal_flags, **deal)
    for _, a in game.history:
        twin.apply(int(a))
    return twin
