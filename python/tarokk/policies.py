"""Python players usable with every registered game (``game.info.policy(name)``).

``random_policy`` picks uniformly among the legal actions; ``rule_policy`` asks the core's
rule-based player of the game (the simulator's ``"rule"`` policy); ``search_policy`` (the
name ``"pimc"``) is the search player: worlds consistent with the seat's view, each solved
double-dummy in the play and played out by the rule players before it
(``docs/solver.md``). All work on either backend: a reference-backed game is mirrored on a
native engine dealt the same cards and replayed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

from . import _core
from ._checks import MAX_COUNT, whole_number
from .errors import IllegalActionError, InvalidInputError

if TYPE_CHECKING:
    from .game import Game

__all__ = ["random_policy", "rule_policy", "SearchPolicy", "search_policy", "pimc_policy", "search_values", "native_engine"]


def random_policy(game: Game, rng: random.Random) -> Any:
    return rng.choice(game.legal_actions())


def rule_policy(game: Game, rng: Optional[random.Random] = None) -> Any:
    action = native_engine(game).rule_action()
    if action is None:
        raise IllegalActionError("the deal is over: there is no action to choose")
    return action


def _seed_of(rng: Any) -> int:
    """A decision's seed from the policy's ``rng`` (None: 0)."""
    if rng is None:
        return 0
    if not callable(getattr(rng, "getrandbits", None)):
        raise InvalidInputError(f"rng is a random.Random (or None), not {rng!r}")
    bits: int = rng.getrandbits(63)
    return bits


def native_engine(game: Game) -> Any:
    """The native engine of ``game``: its own, or a native twin's for a reference-backed
    game (the core's players and solver need the native state)."""
    if not (hasattr(game, "engine") and hasattr(game, "backend")):  # game.py imports this module
        raise InvalidInputError(f"a player decides for a tarokk.Game, not {type(game).__name__}")
    return game.engine if game.backend == "native" else _native_twin(game).engine


def _native_twin(game: Game) -> Game:
    from .game import Game as G
    deal: dict[str, Any] = ({"seed": game.seed} if game.seed is not None
                            else {"hands": game.initial_hands, "talon": game.initial_talon})
    twin = G(game.variant, dealer=game.dealer, **game.deal_flags, **deal)
    for _, a in game.history:
        twin.apply(int(a))
    return twin


#: The search player's defaults: worlds per card decision, play-outs per decision before
#: the play, and the tricks left from which a world is solved exactly (0: the game's
#: default, 6 with four players, 8 with three).
SEARCH_DEFAULTS = {"worlds": 12, "rollouts": 48, "exact_tricks": 0}


def _count(name: str, value: Any, low: int) -> int:
    n = whole_number(value)  # a NumPy integer too (docs/protocol.md), never a bool
    if n is None or not low <= n <= MAX_COUNT:
        raise InvalidInputError(f"{name} must be an int >= {low}, not {value!r}")
    return n


#: The most worlds or rollouts a decision may ask for (the core's ``MAX_DRAWS``).
MAX_DRAWS = 100_000


def _draws(name: str, value: Any) -> int:
    n = _count(name, value, 1)
    if n > MAX_DRAWS:
        raise InvalidInputError(f"{name} must be at most {MAX_DRAWS} per decision, not {n}")
    return n


#: The most tricks a deal has (the core's ``MAX_TRICKS``): ``exact_tricks`` beyond it is refused.
MAX_EXACT_TRICKS = 16


def _exact(value: Any) -> int:
    n = _count("exact_tricks", value, 0)
    if n > MAX_EXACT_TRICKS:
        raise InvalidInputError(f"exact_tricks must be at most {MAX_EXACT_TRICKS} (a whole deal; 0: the default), "
                                f"not {n}")
    return n


def _seconds(value: Any) -> Optional[float]:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
        raise InvalidInputError(f"seconds must be a number >= 0 or None, not {value!r}")
    return float(value)


@dataclass(frozen=True)
class SearchPolicy:
    """The search (PIMC) player with its parameters, checked when made
    (:func:`search_policy`): a ``policy(game, rng) -> action`` that pickles (to a process
    pool) and says what it is. Each decision draws its worlds from a seed taken from the
    ``rng`` it is given (``rng.getrandbits(63)``; None: seed 0), so a seeded ``rng`` makes
    the player reproducible; :meth:`values` gives the scores behind that decision."""

    worlds: int = 12
    rollouts: int = 48
    exact_tricks: int = 0
    seconds: Optional[float] = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "worlds", _draws("worlds", self.worlds))
        object.__setattr__(self, "rollouts", _draws("rollouts", self.rollouts))
        object.__setattr__(self, "exact_tricks", _exact(self.exact_tricks))
        object.__setattr__(self, "seconds", _seconds(self.seconds))

    @property
    def __name__(self) -> str:  # the arena and logs name a player so
        timed = "" if self.seconds is None else f", seconds={self.seconds:g}"
        return f"search_policy(worlds={self.worlds}, rollouts={self.rollouts}, exact_tricks={self.exact_tricks}{timed})"

    def __repr__(self) -> str:
        return self.__name__

    def _decide(self, game: Game, seed: int) -> Any:
        return _core.pimc_decide(native_engine(game), seed, self.worlds, self.rollouts, self.exact_tricks,
                                 self.seconds)

    def __call__(self, game: Game, rng: Any) -> Any:
        decided = self._decide(game, _seed_of(rng))
        if decided is None:
            raise IllegalActionError("the deal is over: there is no action to choose")
        return decided[0] if game.backend == "native" else game.action(int(decided[0]))

    def _decide_values(self, game: Game, seed: int) -> list[tuple[Any, float]]:
        decided = self._decide(game, seed)
        return [] if decided is None else list(decided[1])

    def values(self, game: Game, rng: Any) -> list[tuple[Any, float]]:
        """The mean score of each legal action behind the decision ``self(game, rng)``
        makes with an ``rng`` in the same state (it draws the same seed from it), as
        :func:`search_values` gives them; empty when there is nothing to choose."""
        return self._decide_values(game, _seed_of(rng))


def search_policy(worlds: int = 12, rollouts: int = 48, exact_tricks: int = 0,
                  seconds: Optional[float] = None) -> SearchPolicy:
    """The search (PIMC) player with these parameters, checked now (:class:`SearchPolicy`).
    Each decision draws its worlds from a seed taken from the ``rng`` it is given, so a
    seeded ``rng`` makes the player reproducible. ``seconds``: time per decision, drawing
    no further world once it has passed (``worlds`` and ``rollouts`` stay the most; the
    first world is always finished). With it, decisions depend on the machine's speed, not
    only on the seed."""
    return SearchPolicy(worlds, rollouts, exact_tricks, seconds)


#: The search player with its defaults (the policy name ``"pimc"``).
pimc_policy = search_policy()


def search_values(game: Game, seed: int = 0, worlds: int = 12, rollouts: int = 48,
                  exact_tricks: int = 0, seconds: Optional[float] = None) -> list[tuple[Any, float]]:
    """The search player's mean score of each legal action of the player to act, from
    that player's side (``tarokk play --hint``): in the play, card points as the solver
    counts them (Slovenian thirds); before it, the settlement amount (in Slovenian, which
    pays only the declarer's side, less the other seats' mean). Uses only what that
    player knows. Empty when there is nothing to choose (one legal action). ``seed`` is
    the decision's own seed; a policy given ``rng`` takes its seed from it
    (``rng.getrandbits(63)``): :meth:`SearchPolicy.values` gives the scores behind such a
    decision."""
    return SearchPolicy(worlds, rollouts, exact_tricks, seconds)._decide_values(game, seed)


def policy_by_name(name: str) -> Optional[Callable[[Game, Any], Any]]:
    """``"pimc"`` / ``"search"``, optionally with parameters (``"pimc:worlds=20"``,
    ``"pimc:worlds=1000,seconds=0.5"``)."""
    base, _, params = name.partition(":")
    if base not in ("pimc", "search"):
        return None
    # The core's parser, the one simulate uses too: the same names and messages.
    worlds, rollouts, exact_tricks, seconds = _core.search_params(params)
    return search_policy(worlds, rollouts, exact_tricks, seconds)
