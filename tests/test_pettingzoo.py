"""The PettingZoo environments (``tarokk.pettingzoo``): PettingZoo's ``api_test`` and
``seed_test`` on every registered preset, and episodes checked against the deal."""

from __future__ import annotations

import functools
import random
import subprocess
import sys
import warnings

import numpy as np
import pytest

pytest.importorskip("gymnasium")  # the Makefile installs both: these never skip in `make test`
pettingzoo_test = pytest.importorskip("pettingzoo.test")

from gamecases import DEAL_VARIANTS, case_id  # noqa: E402
from tarokk.pettingzoo import env  # noqa: E402
from tarokk.registry import VARIANTS  # noqa: E402

#: Every preset with its options, and the deal variants (Paskievics with ráütés, PK-D3).
PRESETS = [(p, {}) for p in VARIANTS] + DEAL_VARIANTS
IDS = [case_id(*c) for c in PRESETS]


@pytest.mark.parametrize("preset,options", PRESETS, ids=IDS)
@pytest.mark.filterwarnings("ignore:.*reset\\(\\) takes the option dealer")  # api_test's own option
def test_pettingzoo_api_test(preset, options):
    with warnings.catch_warnings():
        # Dict observations ({"observation", "action_mask"}, as PettingZoo's own card and
        # board games give) draw these two advisory warnings from api_test.
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        warnings.filterwarnings("ignore", "Observation space for each agent probably should be")
        pettingzoo_test.api_test(env(preset, **options), num_cycles=200)


@pytest.mark.parametrize("preset,options", PRESETS, ids=IDS)
def test_pettingzoo_seed_test(preset, options):
    pettingzoo_test.seed_test(functools.partial(env, preset, **options), num_cycles=30)


@pytest.mark.parametrize("preset,options", PRESETS, ids=IDS)
def test_episodes_follow_the_deal(preset, options):
    """Masks are the legal actions of the seat to act (and empty for the others),
    observations are the core's tensors, rewards are the settlement's amounts, once."""
    e = env(preset, **options)
    rng = random.Random(preset)
    for episode in range(15):
        e.reset(seed=episode)
        total = {a: 0.0 for a in e.possible_agents}
        while e.agents:
            agent = e.agent_selection
            obs, reward, terminated, truncated, _ = e.last()
            assert obs["observation"].dtype == np.float32 and obs["action_mask"].dtype == np.int8
            assert e.observation_space(agent).contains(obs)
            if terminated:
                total[agent] = reward
                e.step(None)
                continue
            seat = e.possible_agents.index(agent)
            assert seat == e.game.current_player
            legal = [int(a) for a in e.game.legal_actions()]
            assert list(np.flatnonzero(obs["action_mask"])) == legal
            assert reward == 0
            for other in e.agents:
                if other != agent:
                    assert not e.observe(other)["action_mask"].any()
            tensor = np.asarray(e.game.engine.observation_tensor(seat), np.float32)
            assert np.array_equal(obs["observation"], tensor)
            e.step(rng.choice(legal))
        amounts = e.game.result().amounts
        assert [total[a] for a in e.possible_agents] == [float(x) for x in amounts]


def test_annulled_deals_are_dealt_again():
    """SL-D3: a deal annulled as dealt has no turn to give; reset deals the next one."""
    from tarokk import Game

    annulled = next(s for s in range(10_000) if Game("slovenian", seed=s).is_over)

    class Seeds:  # the environment's generator, drawing the annulled deal first
        def __init__(self, seeds):
            self.seeds = list(seeds)

        def integers(self, _high):
            return self.seeds.pop(0)

    e = env("slovenian")
    e.reset()
    e._rng = Seeds([annulled, 7])
    e.reset()
    assert e.game.seed == 7 and not e.game.is_over and not any(e.terminations.values())


def test_options_and_flags_reach_the_deal():
    e = env("slovenian", compulsory_klop=True, end_early=False, dealer=2)
    e.reset(seed=3)
    assert e.game.compulsory_klop and e.game.dealer == 2 and e.game.variant.end_early is False
    assert env("jokai-4").possible_agents == ["player_0", "player_1", "player_2", "player_3"]


def test_importing_tarokk_needs_no_pettingzoo():
    code = "import sys, tarokk; assert not {'pettingzoo', 'gymnasium', 'tarokk.pettingzoo'} & set(sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_an_action_that_is_not_an_integer_is_refused_and_changes_nothing():
    """RL code hands actions over as Python or NumPy integers: both are taken. A float, a
    bool or text is refused with InvalidInputError and the deal is as before (``int(1.5)``
    used to play action 1); an integer that is not legal, with IllegalActionError."""
    from tarokk import IllegalActionError, InvalidInputError
    e = env("jokai")
    e.reset(seed=3)
    legal = [int(a) for a in e.game.legal_actions()]
    for bad, error in [(float(legal[0]) + 0.5, InvalidInputError), (float(legal[0]), InvalidInputError),
                       (True, InvalidInputError), ("1", InvalidInputError), (None, InvalidInputError),
                       (10**6, IllegalActionError), (-1, IllegalActionError)]:
        before = len(e.game.history)
        with pytest.raises(error):
            e.step(bad)
        assert len(e.game.history) == before
    e.step(np.int64(legal[0]))
    assert [int(a) for _, a in e.game.history] == [legal[0]]


def test_edges_of_the_api_say_what_is_wrong():
    """Before reset() (and after close()) step, last and observe say so (AttributeError on
    agent_selection before, an assert after); reset(options={"dealer": d}) deals that episode
    with dealer d (it was silently ignored), another option is ignored with a warning;
    render() without a render mode warns and returns None, as Gymnasium's convention is."""
    from tarokk.errors import InvalidInputError
    e = env("jokai")
    for call in (lambda: e.step(54), e.last, lambda: e.observe("player_0")):
        with pytest.raises(InvalidInputError, match=r"reset\(\) first"):
            call()
    e.reset(seed=1, options={"dealer": 2})
    assert e.game.dealer == 2 and e.agent_selection == "player_0"  # the forehand after dealer 2
    e.reset(seed=1)
    assert e.game.dealer == 0
    with pytest.warns(UserWarning, match="'players' ignored"):
        e.reset(seed=1, options={"players": 4})
    with pytest.raises(InvalidInputError, match="dealer 3 is not a seat of 3"):
        e.reset(options={"dealer": 3})
    assert e.game.dealer == 0
    with pytest.warns(UserWarning, match="render_mode"):
        assert e.render() is None
    text = env("jokai", render_mode="ansi")
    text.reset(seed=1)
    text.step(text.game.legal_actions()[0])
    assert "seat 1: pass" in text.render()
    e.close()
    with pytest.raises(InvalidInputError, match=r"reset\(\) first"):
        e.last()


def test_after_the_episode_step_and_last_say_it_is_over():
    """Once every agent has been told the end, ``step`` and ``last`` say the episode is over
    (PettingZoo's own code raised a bare ``KeyError('player_0')``), and ``reset`` goes on."""
    from tarokk.errors import InvalidInputError
    e = env("jokai")
    e.reset(seed=4)
    for agent in e.agent_iter():
        obs, _, terminated, truncated, _ = e.last()
        e.step(None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
    assert not e.agents
    for call in (lambda: e.step(None), e.last):
        with pytest.raises(InvalidInputError, match=r"the episode is over: call reset\(\)"):
            call()
    e.reset(seed=5)
    assert e.agents and e.last()[0]["action_mask"].any()


@pytest.mark.parametrize("preset", ["jokai-4", "paskievics-5"])
def test_a_random_dealer_lets_every_seat_act(preset):
    """With the dealer sitting out (JK-D1, PK-D4) the default dealer 0 never acts;
    ``dealer="random"`` draws each episode's dealer from the environment's generator, so
    every seat deals and sits out in some episodes and acts in others, reproducibly."""
    from tarokk.errors import InvalidInputError
    fixed, drawn = env(preset), env(preset, dealer="random")
    acted = {name: set() for name in ("fixed", "drawn")}
    dealers = []
    for name, e in (("fixed", fixed), ("drawn", drawn)):
        for episode in range(30):
            e.reset(seed=episode)
            if name == "drawn":
                dealers.append(e.game.dealer)
            for agent in e.agent_iter():
                obs, _, terminated, truncated, _ = e.last()
                if not (terminated or truncated):
                    acted[name].add(agent)
                    assert e.possible_agents.index(agent) != e.game.dealer
                e.step(None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0]))
    assert "player_0" not in acted["fixed"] and acted["drawn"] == set(drawn.possible_agents)
    assert set(dealers) == set(range(len(drawn.possible_agents)))
    again = env(preset, dealer="random")
    assert [again.reset(seed=episode) or again.game.dealer for episode in range(30)] == dealers
    with pytest.raises(InvalidInputError, match="dealer is a seat number or 'random'"):
        env(preset, dealer="rotate")


@pytest.mark.parametrize("preset", ["jokai", "jokai-4", "slovenian-3", "paskievics-5"])
def test_the_information_state_observation_is_openspiels(preset):
    """``observation="information_state"``: at every step each agent's observation is
    OpenSpiel's perfect-recall information state tensor of the same deal and history (the
    view's tensor, then the seat's card actions in order and every card played in order),
    so that a Jókai seat, whose view shows only the last trick (JK-P6), can count cards."""
    from tarokk.errors import InvalidInputError
    pyspiel = pytest.importorskip("pyspiel")
    tos = pytest.importorskip("tarokk.openspiel")
    e = env(preset, observation="information_state")
    game = pyspiel.load_game(tos.short_name(preset))
    assert e.observation_space(e.possible_agents[0])["observation"].shape == (game.information_state_tensor_size(),)
    rng = random.Random(preset)
    plays = 0
    for episode in range(2):
        e.reset(seed=episode)
        state = game.new_initial_state()
        for card in e.game.initial_talon + [c for hand in e.game.initial_hands for c in hand]:
            state.apply_action(card)
        for agent in e.agent_iter():
            obs, _, terminated, truncated, _ = e.last()
            for other in e.possible_agents:
                seat = e.possible_agents.index(other)
                mine = obs["observation"] if other == agent else e.observe(other)["observation"]
                assert np.array_equal(mine, np.asarray(state.information_state_tensor(seat), np.float32)), other
            assert e.observation_space(agent).contains(obs)
            if terminated or truncated:
                e.step(None)
                continue
            # The rule player's actions, some random: deals played to their end.
            rule = int(e.game.engine.rule_action())
            action = rule if rng.random() < 0.7 else int(rng.choice(np.flatnonzero(obs["action_mask"])))
            plays += e.game.phase == "play"
            e.step(action)
            state.apply_action(action)
    assert plays > 30
    with pytest.raises(InvalidInputError, match="observation is 'view' or 'information_state'"):
        env(preset, observation="infostate")


@pytest.mark.parametrize("preset", ["jokai", "paskievics"])
def test_pettingzoo_api_and_seed_tests_with_the_information_state(preset):
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        warnings.filterwarnings("ignore", "Observation space for each agent probably should be")
        warnings.filterwarnings("ignore", ".*reset\\(\\) takes the option dealer")
        pettingzoo_test.api_test(env(preset, observation="information_state"), num_cycles=100)
    pettingzoo_test.seed_test(functools.partial(env, preset, observation="information_state"), num_cycles=20)


@pytest.mark.parametrize("preset", ["slovenian", "slovenian-3", "jokai", "paskievics-5"])
def test_relative_rewards_and_the_global_state(preset):
    """``rewards="relative"``: each seat's amount less the others' mean, the same deals
    (a Slovenian defender, paid 0, loses what the declarer's side wins); ``state()`` is
    every seat's observation in seat order."""
    plain, relative = env(preset), env(preset, rewards="relative")
    checked = 0
    for seed in range(6):
        totals = []
        for e in (plain, relative):
            e.reset(seed=seed)
            n = len(e.possible_agents)
            assert e.state().shape == e.state_space.shape
            seats = [e.observe(a)["observation"] for a in e.possible_agents]
            assert (e.state() == np.concatenate(seats)).all()
            rng = random.Random(seed)
            got = dict.fromkeys(e.possible_agents, 0.0)
            for agent in e.agent_iter():
                obs, reward, term, trunc, _ = e.last()
                got[agent] += reward
                e.step(None if term or trunc else rng.choice(np.flatnonzero(obs["action_mask"])))
            totals.append([got[a] for a in e.possible_agents])
        amounts, rel = totals
        for s in range(n):
            assert rel[s] == pytest.approx(amounts[s] - (sum(amounts) - amounts[s]) / (n - 1))
        checked += any(amounts)
    assert checked
    from tarokk import InvalidInputError
    with pytest.raises(InvalidInputError, match="rewards is 'amounts' or 'relative'"):
        env(preset, rewards="mine")
