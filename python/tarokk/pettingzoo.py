"""Every registered preset as a PettingZoo AEC environment (``docs/observations.md``,
"PettingZoo").

    >>> from tarokk.pettingzoo import env
    >>> e = env("jokai")
    >>> e.reset(seed=1)
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> obs["observation"].shape, obs["action_mask"].shape
    ((1621,), (88,))

One episode is one deal, dealt by the game's own shuffle from a seed drawn from the
environment's generator (``reset(seed=…)`` seeds it). The agents ``player_0`` … are the table
seats (a seat that sits out a Jókai deal has no turn, and is told the end like the others).
Each observation is a dict: ``"observation"``, the seat's tensor from the core (float32 in
``[0, 1]``), and ``"action_mask"`` (int8 over the game's action space, all 0 but on the
seat's turn). Rewards come once, at the end: the settlement's ``amounts`` (Slovenian amounts
are the deal's score before radli). Slovenian pays only the declarer's side, so a defender's
amount is always 0: ``env(..., rewards="relative")`` gives each seat its amount less the
others' mean instead (in the zero-sum Hungarian games that is the amount times n/(n−1)).
``env(..., observation="information_state")`` gives instead the seat's perfect-recall
information state, the same tensor as OpenSpiel's ``information_state_tensor``: the view's
tensor, then the seat's own card actions in order and every card played in order (the view
keeps discards as a set, and a Jókai view only the last trick, JK-P6).
``state()`` is every seat's view tensor in seat order, for a centralised critic. A Slovenian deal annulled as dealt (SL-D3: a hand
without a tarok, which the match re-deals) is dealt again from the next seed, since nobody
acts in it. ``env(..., dealer="random")`` draws each episode's dealer from the generator
(with a dealer who sits out, ``jokai-4`` and ``paskievics-5``, every seat then acts in some
episodes; the default dealer 0 never does). ``reset(options={"dealer": d})`` deals that episode with dealer ``d``; other
options are ignored with a warning. Before the first ``reset()`` (and after ``close()``), ``step``, ``last``
and ``observe`` say so, and ``step`` and ``last`` once the episode is over. ``env()`` is the environment itself; PettingZoo's wrappers
(``OrderEnforcingWrapper``, ``TerminateIllegalWrapper``, …) work on it.

It needs ``pettingzoo`` and ``gymnasium`` (the extra ``tarokk[pettingzoo]``); ``import
tarokk`` does not import it.
"""

from __future__ import annotations

import operator
from typing import Any, Optional, Union

from ._numpy import missing_extra

try:
    import gymnasium
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ModuleNotFoundError as _exc:  # the extra tarokk[pettingzoo] is not installed
    raise missing_extra(_exc, "tarokk.pettingzoo", "pettingzoo", ("gymnasium", "numpy", "pettingzoo")) from None

from ._checks import whole_number
from ._recall import CardRecall, recall_rows
from .errors import InvalidInputError
from .game import Game, relative_amounts
from .registry import find_variant

__all__ = ["env", "TarokkEnv"]


def env(variant: Any = "slovenian", *, render_mode: Optional[str] = None, **options: Any) -> "TarokkEnv":
    """An environment of ``variant`` (a preset alias or options object); ``options``
    override the preset's options, and take the per-deal flags, ``dealer`` (a seat, or
    ``"random"``: drawn for each episode), ``rewards``
    (``"amounts"``, the default, or ``"relative"``) and ``observation`` (``"view"``, the
    default, or ``"information_state"``): see the module's docs."""
    return TarokkEnv(variant, render_mode=render_mode, **options)


def _action_id(action: Any) -> int:
    """The action as an integer: Python and NumPy integers are taken; a float, a bool or
    anything else is refused (``int(1.5)`` would quietly play action 1)."""
    if isinstance(action, (bool, np.bool_)):
        raise InvalidInputError(f"an action is an integer, not {action!r}")
    try:
        return operator.index(action)
    except TypeError:
        raise InvalidInputError(f"an action is an integer, not {action!r}") from None


class TarokkEnv(AECEnv):  # type: ignore[misc]
    """One deal per episode, turn by turn (PettingZoo's AEC API)."""

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"], "name": "tarokk_v0", "is_parallelizable": False}

    def __init__(self, variant: Any = "slovenian", *, render_mode: Optional[str] = None,
                 dealer: Union[int, str] = 0,
                 rewards: str = "amounts", observation: str = "view", **options: Any):
        super().__init__()
        if rewards not in ("amounts", "relative"):
            raise InvalidInputError(f"rewards is 'amounts' or 'relative', not {rewards!r}")
        if observation not in ("view", "information_state"):
            raise InvalidInputError(f"observation is 'view' or 'information_state', not {observation!r}")
        self._relative = rewards == "relative"
        self._recall = observation == "information_state"
        info, _ = find_variant(variant)
        self._flags = {k: options.pop(k) for k in list(options) if k in info.deal_flags}
        self._variant = find_variant(variant, **options)[1]
        #: The dealer of every episode, or None: drawn for each (``dealer="random"``).
        if isinstance(dealer, str) and dealer != "random":
            raise InvalidInputError(f"dealer is a seat number or 'random', not {dealer!r}")
        self._dealer: Any = None if dealer == "random" else dealer
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        probe = self._deal(0).engine
        self.metadata = {**self.metadata, "name": f"tarokk_{info.name}_v0"}
        self.possible_agents = [f"player_{s}" for s in range(probe.num_players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        self._actions = probe.action_space
        self._view_len = probe.observation_len
        #: The information state's rows of ``own_cards`` and ``plays`` (as OpenSpiel's).
        self._own_rows, self._play_rows = recall_rows([len(h) for h in probe.initial_hands],
                                                      len(probe.initial_talon))
        size = self._view_len + (self._own_rows + self._play_rows) * 54 if self._recall else self._view_len
        self._obs_len = size
        #: The episode's card actions in order, for the information state.
        self._cards = CardRecall(len(self.possible_agents))
        obs = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (self._actions,), np.int8),
        })
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.state_space = spaces.Box(0.0, 1.0, (len(self.possible_agents) * probe.observation_len,), np.float32)
        self.action_spaces = {a: spaces.Discrete(self._actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self.game: Optional[Game] = None

    def _deal(self, seed: int, dealer: Optional[int] = None) -> Game:
        if dealer is None:  # the environment's dealer (checked by the first deal, seed 0)
            dealer = 0 if self._dealer is None else self._dealer
        return Game(self._variant, seed=seed, dealer=dealer, **self._flags)

    def _game(self) -> Game:
        """The deal of the episode; a clear error before ``reset()`` or after ``close()``
        (not an assert, which ``python -O`` leaves out)."""
        if self.game is None:
            raise InvalidInputError("no episode: call reset() first")
        return self.game

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None) -> None:
        dealer = None
        if options:
            unknown = sorted(set(options) - {"dealer"})
            if unknown:
                # Warned, not refused: PettingZoo's api_test resets with an option of its own.
                gymnasium.logger.warn(f"reset() takes the option dealer; {', '.join(map(repr, unknown))} "
                                      "ignored (the game's options and flags are given to env())")
            dealer = options.get("dealer")
            if dealer is not None:  # a bad dealer is refused before anything changes
                Game(self._variant, seed=0, dealer=dealer, **self._flags)
        if seed is not None:
            number = whole_number(seed)
            if number is None or number < 0:
                raise InvalidInputError(f"seed must be a whole number ≥ 0 (or None), not {seed!r}")
            self._rng = np.random.default_rng(number)
        if dealer is None and self._dealer is None:
            dealer = int(self._rng.integers(len(self.possible_agents)))
        game = self._deal(int(self._rng.integers(2**63)), dealer)
        while game.is_over:  # SL-D3, annulled as dealt: nobody acts in it
            game = self._deal(int(self._rng.integers(2**63)), dealer)
        self.game = game
        self._cards = CardRecall(len(self.possible_agents))
        assert game.current_player is not None
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[game.current_player]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        e = self._game().engine
        seat = self._seat.get(agent) if isinstance(agent, str) else None
        if seat is None:
            raise InvalidInputError(f"no agent {agent!r}: the agents are {', '.join(self.possible_agents)}")
        if e.current_player == seat:
            # The mask's bits at once (a Python loop over the ids was a sixth of a step).
            bits = np.frombuffer(e.legal_mask().to_bytes((self._actions + 7) // 8, "little"), np.uint8)
            mask = np.unpackbits(bits, bitorder="little")[:self._actions].astype(np.int8)
        else:
            mask = np.zeros(self._actions, np.int8)
        view = np.frombuffer(e.observation_bytes(seat), dtype=np.float32)
        if not self._recall:
            return {"observation": view.copy(), "action_mask": mask}
        tensor = np.zeros(self._obs_len, np.float32)
        tensor[:self._view_len] = view
        end = self._view_len + self._own_rows * 54
        self._cards.fill_own_cards(tensor[self._view_len:end].reshape(self._own_rows, 54), seat)
        self._cards.fill_plays(tensor[end:].reshape(self._play_rows, 54))
        return {"observation": tensor, "action_mask": mask}

    def state(self) -> np.ndarray:
        """A global state for a centralised critic: every seat's observation in seat order
        (float32, :attr:`state_space`). It holds every hand and all that is public, but no
        card that no seat has seen (an untaken talon)."""
        e = self._game().engine
        return np.concatenate([np.frombuffer(e.observation_bytes(s), dtype=np.float32)
                               for s in range(len(self.possible_agents))])

    def _episode(self) -> Game:
        """The deal of the episode, while it has agents: a clear error after its end (as
        before ``reset()``), not PettingZoo's bare ``KeyError``."""
        game = self._game()
        if not self.agents:
            raise InvalidInputError("the episode is over: call reset() for the next")
        return game

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        self._episode()
        return super().last(observe)  # type: ignore[no-any-return]

    def step(self, action: Any) -> None:
        game = self._episode()
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._cards.apply(game, _action_id(action))
        if game.is_over:
            amounts = game.engine.result()["amounts"]
            paid = relative_amounts(amounts) if self._relative else [float(a) for a in amounts]
            for a in self.agents:
                self.rewards[a] = paid[self._seat[a]]
                self.terminations[a] = True
            # Every seat, the one that acted last first, is told the end in turn.
            self.agent_selection = agent
        else:
            cur = game.current_player
            assert cur is not None
            self.agent_selection = self.possible_agents[cur]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """The deal's phase and its last four actions, for a person watching the
        environment: as the environment knows them, so a private action (a discard) is
        named. It is no seat's view: an agent learns from its observation alone."""
        if self.render_mode is None:
            # Gymnasium's convention: no render mode, nothing rendered.
            gymnasium.logger.warn("render() without a render_mode: give env(render_mode='ansi' or 'human')")
            return None
        if self.game is None:
            return None
        text = f"{self.game!r}\n" + "\n".join(f"  seat {s}: {a.name}" for s, a in self.game.history[-4:])
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None
