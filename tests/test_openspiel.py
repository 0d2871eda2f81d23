"""The OpenSpiel games (``tarokk.openspiel``): OpenSpiel's own consistency checks on every
registered preset, random playouts checking masks, clones, serialization, tensors and
returns, and worlds drawn from a seat's information state (as OpenSpiel's
``ResampleInfostateTest`` does, which C++ cannot call on a Python game)."""

from __future__ import annotations

import random
import re
import subprocess
import sys

import numpy as np
import pytest

from gamecases import DEAL_VARIANTS, PRESETS, case_id, random_flags, random_options

pyspiel = pytest.importorskip("pyspiel")  # the Makefile installs it: this never skips in `make test`
tos = pytest.importorskip("tarokk.openspiel")

from tarokk.errors import IllegalActionError  # noqa: E402
from tarokk.registry import VARIANTS  # noqa: E402

NAMES = tos.NAMES
#: Every registered game with its registered parameters, the deal variants (Paskievics
#: with ráütés, PK-D3) by their parameters, and the dealer drawn by chance (``dealer=-1``)
#: at each table where the dealer sits out, and at one where he does not.
GAMES = [(name, {}) for name in NAMES] + [(tos.short_name(alias), o) for alias, o in DEAL_VARIANTS] + [
    (name, {"dealer": -1}) for name in ("python_tarokk_jokai_4", "python_tarokk_paskievics_5", "python_tarokk_slovenian")]
GAME_IDS = [case_id(name, o) for name, o in GAMES]


def test_every_preset_is_registered():
    assert sorted(NAMES) == sorted(tos.short_name(p) for p in VARIANTS)
    assert set(NAMES) <= set(pyspiel.registered_names())
    assert tos.register_all() == NAMES  # again: nothing twice


@pytest.mark.parametrize("name,params", GAMES, ids=GAME_IDS)
def test_openspiel_random_sim_test(name, params):
    game = pyspiel.load_game(name, params)
    pyspiel.random_sim_test(game, num_sims=4, serialize=True, verbose=False)


@pytest.mark.parametrize("preset", [p for p, _, _ in PRESETS])
def test_random_sim_test_with_other_parameters(preset):
    rng = random.Random(preset)
    info, opts = VARIANTS[preset]
    for _ in range(3):
        o = random_options(rng, opts)
        params = {k: v for k, v in o.engine_options().items() if k in tos._parameters(preset)}
        params.update(random_flags(rng, info))
        params["dealer"] = rng.randrange(opts.engine_players)
        game = pyspiel.load_game(tos.short_name(preset), params)
        pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_game_facts():
    for name in NAMES:
        game = pyspiel.load_game(name)
        t = game.table
        assert game.num_distinct_actions() == t.info.action_space
        assert game.max_game_length() == t.max_game_length
        assert game.max_chance_outcomes() == 54
        assert game.observation_tensor_size() == t.tensor_len
        # the information state adds own_cards and plays (perfect recall)
        assert game.information_state_tensor_size() == t.tensor_len + 54 * sum(t.recall_rows)
        assert game.get_type().utility == (
            pyspiel.GameType.Utility.ZERO_SUM if t.info.zero_sum else pyspiel.GameType.Utility.GENERAL_SUM)
        first = game.new_initial_state()
        assert first.is_chance_node()
        probs = [p for _, p in first.chance_outcomes()]
        if not t.need_tarok:
            assert probs == [1 / len(t.pack)] * len(t.pack)
        else:  # SL-D3: a talon tarok leaves the hands fewer, so it is a little less likely
            assert probs == [probs[0]] * 22 + [probs[-1]] * (len(t.pack) - 22)
            assert probs[0] < 1 / len(t.pack) < probs[-1] and abs(sum(probs) - 1) < 1e-12
    assert pyspiel.load_game("python_tarokk_jokai_4").num_players() == 4
    sizes = {"slovenian_3": (4882, 16 + 6, 48), "slovenian": (6369, 12 + 6, 48), "jokai": (1621, 12 + 6, 36),
             "jokai_4": (1663, 12 + 6, 36), "paskievics": (6866, 9 + 6, 36), "paskievics_5": (7172, 9 + 6, 36)}
    for short, (observation, own, plays) in sizes.items():
        game = pyspiel.load_game("python_tarokk_" + short)
        assert game.observation_tensor_size() == observation
        assert game.information_state_tensor_size() == observation + 54 * (own + plays)
    assert pyspiel.load_game("python_tarokk_paskievics_5").num_players() == 5
    with pytest.raises(pyspiel.SpielError):
        pyspiel.load_game("python_tarokk_jokai", {"no_such_option": True})


def _check_decision(game, state, rng):
    player = state.current_player()
    legal = state.legal_actions()
    mask = state.legal_actions_mask()
    assert len(mask) == game.num_distinct_actions()
    assert [a for a, m in enumerate(mask) if m] == legal
    assert all(state.legal_actions(p) == [] for p in range(game.num_players()) if p != player)
    # Every seat's tensors at one decision in four (at random), the mover's at every one:
    # all seats at every decision made the Paskievics playouts 40 s each.
    seats = range(game.num_players()) if rng.random() < 0.25 else [player]
    for p in seats:
        t = np.asarray(state.information_state_tensor(p))
        assert t.shape == (game.information_state_tensor_size(),)
        assert ((t >= 0) & (t <= 1)).all()
        # the information state is the observation, then own_cards and plays
        assert state.observation_tensor(p) == state.information_state_tensor(p)[:game.observation_tensor_size()]
        assert state.information_state_string(p)
    clone = state.clone()
    assert str(clone) == str(state) and clone.history() == state.history()
    if rng.random() < 0.05:
        _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
        assert str(back) == str(state) and back.history() == state.history()
    return legal


@pytest.mark.parametrize("name,params", GAMES, ids=GAME_IDS)
def test_random_playouts(name, params):
    """A few hundred random playouts in all (50 a preset)."""
    game = pyspiel.load_game(name, params)
    rng = random.Random(name)
    bound = game.table.amount_bound
    for _ in range(50):
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
                state.apply_action(rng.choice(outcomes)[0])
                continue
            state.apply_action(rng.choice(_check_decision(game, state, rng)))
            decisions += 1
        assert decisions <= game.max_game_length()
        returns = state.returns()
        assert all(abs(r) <= bound for r in returns)
        if game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM:
            assert sum(returns) == 0
        assert returns == [float(a) for a in state._deal.result().amounts]


@pytest.mark.parametrize("name,params", GAMES, ids=GAME_IDS)
def test_resample_from_infostate(name, params):
    """Worlds keep the seat's information state (string and tensor) and whose turn it is,
    and are states like any other: their histories replay, and they play on to the end."""
    game = pyspiel.load_game(name, params)
    sampler = pyspiel.UniformProbabilitySampler(sum(map(ord, name)), 0.0, 1.0)  # seeded: the same run each time
    rng = random.Random(name)
    asked = differ = 0
    for _ in range(4):
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node() or rng.random() < 0.05:
                for p in range(game.num_players()):
                    other = state.resample_from_infostate(p, sampler)
                    assert other.information_state_string(p) == state.information_state_string(p)
                    assert other.information_state_tensor(p) == state.information_state_tensor(p)
                    assert other.current_player() == state.current_player()
                    assert len(other.history()) == len(state.history())
                    asked += 1
                    differ += other.history() != state.history()
            state.apply_action(rng.choice(state.legal_actions()))
        other = state.resample_from_infostate(0, sampler)
        assert other.is_terminal() and other.information_state_string(0) == state.information_state_string(0)
    assert differ > asked * 0.9  # the unseen cards really are dealt again
    replay = game.new_initial_state()
    for a in other.history():
        replay.apply_action(a)
    assert str(replay) == str(other)


def _public_observers(game):
    return [game.make_py_observer(pyspiel.IIGObservationType(
        public_info=True, perfect_recall=recall, private_info=pyspiel.PrivateInfoType.NONE)) for recall in (False, True)]


def _public(observer, state, player):
    observer.set_from(state, player)
    return observer.string_from(state, player), observer.tensor.copy()


@pytest.mark.parametrize("name,params", GAMES, ids=GAME_IDS)
def test_public_observers_hold_only_public_information(name, params):
    """The public observer (``private_info=NONE``): the same string and tensor for every
    player, no hand, talon share, discards or known sides in it; and a world another seat
    cannot tell apart (its hidden cards dealt again, its unseen discards drawn again) gives
    the same public observation."""
    game = pyspiel.load_game(name, params)
    info = game.table.info
    private = {"seat", "hand", "received", "discards", "skart_seen", "partner", "sides", "official_kontra",
               "own_cards"}
    sampler = pyspiel.UniformProbabilitySampler(sum(map(ord, name)) + 1, 0.0, 1.0)
    rng = random.Random(name)
    for observer in _public_observers(game):
        segments = {n for n, _ in game.table.layout} | ({"plays"} if observer.recall else set())
        assert set(observer.dict) == (set(info.public_view_keys) | {"plays"}) & segments
        assert not set(observer.dict) & private
        assert observer.tensor.size < game.information_state_tensor_size()
    observer = _public_observers(game)[1]  # with perfect recall: the cards played too
    compared = differ = 0
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node() or rng.random() < 0.05:
                string, tensor = _public(observer, state, 0)
                for p in range(game.num_players()):
                    s, t = _public(observer, state, p)
                    assert s == string and (t == tensor).all(), (name, p)
                    world = state.resample_from_infostate(p, sampler)
                    s, t = _public(observer, world, p)
                    assert s == string and (t == tensor).all(), (name, p, state.history(), world.history())
                    compared += 1
                    differ += world.history() != state.history()
                if state._deal is not None:  # the public string is the view's public keys
                    view = state._deal.engine.view(0)
                    public = " ".join(f"{k}={view[k]}" for k in info.public_view_keys)
                    assert string == f"{public} plays={state._recall.plays}"
            state.apply_action(rng.choice(state.legal_actions()))
    assert differ > compared * 0.9  # the worlds really differ in what is hidden


def _playing(game, seed, stop, rule=True):
    """A deal of ``game`` (random cards; the rule player's actions, or random ones) up to
    the first state ``stop`` accepts (None if none)."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
            continue
        if stop(state):
            return state
        state.apply_action(int(state._deal.engine.rule_action()) if rule else rng.choice(state.legal_actions()))
    return None


@pytest.mark.parametrize("name", ["python_tarokk_slovenian", "python_tarokk_jokai", "python_tarokk_paskievics"])
def test_the_information_state_remembers_the_order_of_a_seats_own_discards(name):
    """Perfect recall (OpenSpiel's information state): a seat that discarded x then y is
    in another information state than after y then x, here and after every later action
    (the core's tensor, the observation, keeps the discards as a set: both the same).
    Until 2026-12-05 the information state was the observation and forgot the order."""
    game = pyspiel.load_game(name)
    checked = 0
    for seed in range(300):
        def two_discards(st):
            if st._deal.engine.phase != "discard":
                return False
            cards = [a for a in st.legal_actions() if a < 54]
            return len(cards) >= 2 and cards[1] in st.child(cards[0]).legal_actions() \
                and st.child(cards[0]).current_player() == st.current_player()
        state = _playing(game, seed, two_discards)
        if state is None:
            continue
        p = state.current_player()
        x, y = [a for a in state.legal_actions() if a < 54][:2]
        a, b = state.child(x).child(y), state.child(y).child(x)
        assert a.observation_tensor(p) == b.observation_tensor(p)  # the view: a set of discards
        rng = random.Random(seed)
        for _ in range(40):
            if a.is_terminal():
                break
            assert a.information_state_string(p) != b.information_state_string(p)
            assert a.information_state_tensor(p) != b.information_state_tensor(p)
            action = rng.choice(a.legal_actions())
            if action not in b.legal_actions():
                break
            a.apply_action(action)
            b.apply_action(action)
        checked += 1
        if checked == 5:
            break
    assert checked == 5


@pytest.mark.parametrize("name,params", GAMES, ids=GAME_IDS)
def test_the_information_state_reads_back_as_the_history(name, params):
    """The information state's tensor is the observation's, then ``own_cards`` (the seat's
    own card actions in order: its discards, then its plays) and ``plays`` (every card
    played, in order), one-hot rows of 54 as docs/observations.md says, read back against
    the history at every step of random and rule-played deals."""
    game = pyspiel.load_game(name, params)
    own_rows, play_rows = game.table.recall_rows
    n = game.num_players()
    rng = random.Random(name)
    for deal in range(3):
        state = game.new_initial_state()
        own: list[list[int]] = [[] for _ in range(n)]
        played: list[int] = []
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.legal_actions()))
                continue
            for p in range(n):
                info = np.array(state.information_state_tensor(p), dtype=np.float32)
                obs = np.array(state.observation_tensor(p), dtype=np.float32)
                assert (info[:obs.size] == obs).all()
                rows = info[obs.size:].reshape(own_rows + play_rows, 54)
                assert ((rows == 0) | (rows == 1)).all() and (rows.sum(axis=1) <= 1).all()
                read = [int(np.argmax(r)) for r in rows if r.any()]
                assert rows[:own_rows].sum(axis=1).tolist() == [1] * len(own[p]) + [0] * (own_rows - len(own[p]))
                assert read[:len(own[p])] == own[p], (p, read, own[p])
                assert rows[own_rows:].sum(axis=1).tolist() == [1] * len(played) + [0] * (play_rows - len(played))
                assert read[len(own[p]):] == played
            seat, phase = state.current_player(), state._deal.engine.phase
            action = int(state._deal.engine.rule_action()) if deal == 0 else rng.choice(state.legal_actions())
            state.apply_action(action)
            if action < 54:  # a card: discarded or played (a Slovenian talon set is no card)
                own[seat].append(action)
                if phase == "play":
                    played.append(action)


def test_the_jokai_information_state_remembers_every_trick():
    """JK-P6 lets a seat's view (the observation) show only the last completed trick, but a
    seat remembers what it saw: its information state holds every card played, in order.
    Two histories of one deal that differ only in earlier tricks (the same last trick)
    give seat 2 the same observation and different information states."""
    game = pyspiel.load_game("python_tarokk_jokai")
    deal = [3, 13, 6, 50, 33, 12, 37, 34, 41, 16, 4, 0, 43, 42, 45, 25, 49, 51, 36, 35, 10, 28, 53, 8, 1, 9,
            29, 21, 7, 5, 17, 20, 52, 11, 27, 2, 18, 19, 15, 26, 14, 44]
    states = []
    for tail in ([54, 54, 57, 62, 12, 33, 54, 72, 54, 54, 54, 21, 2, 0, 35, 18, 37, 44, 43, 7, 53, 52, 51],
                 [54, 54, 57, 62, 49, 41, 54, 72, 54, 54, 54, 9, 18, 16, 44, 42, 7, 21, 2, 0, 53, 52, 51]):
        state = game.new_initial_state()
        for action in deal + tail:
            state.apply_action(action)
        states.append(state)
    a, b = states
    assert a.observation_tensor(2) == b.observation_tensor(2)
    assert a.information_state_string(2) != b.information_state_string(2)
    assert a.information_state_tensor(2) != b.information_state_tensor(2)
    played = [x.action for x in a.full_history()[len(deal):] if x.action < 54][2:]  # after the discards
    assert a.information_state_string(2).endswith(f"plays={played}")


def test_the_public_observer_shows_the_sitting_out_dealers_tarokk_count():
    """PK-D4: with five at the table the sitting-out dealer says how many tarokks the
    non-declarers discarded, to everybody: the public observer holds it (until 2026-12-05
    it did not, and two public states differing in it looked the same when the other
    counts are not announced)."""
    game = pyspiel.load_game("python_tarokk_paskievics_5", {"announce_all_discards": False})
    observer = _public_observers(game)[0]
    seen = set()
    for seed in range(200):
        state = _playing(game, seed, lambda st: st._deal.engine.view(0)["dealer_tarokks"] is not None, rule=False)
        if state is None:
            continue
        count = state._deal.engine.view(0)["dealer_tarokks"]
        string, tensor = _public(observer, state, 1)
        assert f"dealer_tarokks={count}" in string
        assert observer.dict["dealer_tarokks"][count] == 1
        seen.add(count)
        if len(seen) >= 2:
            break
    assert len(seen) >= 2


def test_observers_refuse_what_they_cannot_observe():
    game = pyspiel.load_game("python_tarokk_jokai")
    with pytest.raises(ValueError, match="every seat"):
        game.make_py_observer(pyspiel.IIGObservationType(
            public_info=True, perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
    with pytest.raises(ValueError, match="observe nothing"):
        game.make_py_observer(pyspiel.IIGObservationType(
            public_info=False, perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))


def _observer(game, public, private, recall):
    return game.make_py_observer(pyspiel.IIGObservationType(
        public_info=public, perfect_recall=recall,
        private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER if private else pyspiel.PrivateInfoType.NONE))


@pytest.mark.parametrize("name,params", GAMES, ids=GAME_IDS)
def test_the_private_observer_is_the_rest_of_the_public_one(name, params):
    """OpenSpiel's factored observations: the private-only observer (``public_info=False``)
    holds the segments and view keys the public one leaves out, so that the two together
    are the seat's observation (and with ``perfect_recall``, its information state:
    ``own_cards`` private, ``plays`` public), while dealing and at every step."""
    game = pyspiel.load_game(name, params)
    rng = random.Random(name)
    for recall in (False, True):
        whole = _observer(game, True, True, recall)
        public = _observer(game, True, False, recall)
        private = _observer(game, False, True, recall)
        assert not set(public.dict) & set(private.dict)
        assert list(whole.dict) == [n for n in whole.dict if n in public.dict or n in private.dict]
        assert public.tensor.size + private.tensor.size == whole.tensor.size == (
            game.information_state_tensor_size() if recall else game.observation_tensor_size())
        assert "hand" in private.dict and "own_cards" not in public.dict
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node() or rng.random() < 0.1:
                for p in range(game.num_players()):
                    for observer in (whole, public, private):
                        observer.set_from(state, p)
                    for segment, values in whole.dict.items():
                        part = public if segment in public.dict else private
                        assert (part.dict[segment] == values).all(), (segment, p)
                    if state._deal is not None:  # the keys of the view string split between them
                        keys = [_string_keys(o.string_from(state, p)) for o in (whole, public, private)]
                        assert keys[0] == [k for k in keys[0] if k in keys[1] or k in keys[2]]
                        assert not set(keys[1]) & set(keys[2]) and len(keys[0]) == len(keys[1]) + len(keys[2])
                        assert set(keys[1]) == set(game.table.info.public_view_keys) | ({"plays"} if recall else set())
                    else:
                        assert private.string_from(state, p) == f"seat={p} hand={sorted(state.seen_by(p))}"
            state.apply_action(rng.choice(state.legal_actions()))


def _string_keys(text):
    """The view keys of an observation string, in order (``key=value`` fields)."""
    return re.findall(r"(?:^| )(\w+)=", text)


@pytest.mark.parametrize("name", ["python_tarokk_slovenian_3", "python_tarokk_jokai_4", "python_tarokk_paskievics_5"])
def test_openspiel_generate_playthrough_runs(name):
    """OpenSpiel's playthrough generator, its conformance and regression tool, asks an
    imperfect-information game for the private-only observation besides the public one."""
    from open_spiel.python.algorithms import generate_playthrough

    text = generate_playthrough.playthrough(name, action_sequence=None, alsologtostdout=False)
    assert "PrivateObservationString(0)" in text and "PublicObservationString()" in text


def test_openspiel_make_observation_gives_the_public_observer():
    from open_spiel.python.observation import make_observation
    game = pyspiel.load_game("python_tarokk_slovenian")
    obs = make_observation(game, pyspiel.IIGObservationType(
        public_info=True, perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE))
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    obs.set_from(state, 1)
    assert "hand" not in obs.dict and obs.string_from(state, 1).startswith("num_players=4 dealer=0")


@pytest.mark.parametrize("name,params", [
    (name, {}) for name in ["python_tarokk_slovenian", "python_tarokk_slovenian_3", "python_tarokk_jokai_4",
                            "python_tarokk_paskievics", "python_tarokk_paskievics_5"]] + GAMES[len(NAMES):],
    ids=lambda v: v if isinstance(v, str) else "+".join(v) or "-")
def test_worlds_come_from_the_information_state_alone(name, params):
    """From a world the seat cannot tell from the state, the same sampler draws the same
    world: nothing hidden from the seat goes into it."""
    game = pyspiel.load_game(name, params)
    rng = random.Random(name)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if rng.random() < 0.15:
                p = rng.randrange(game.num_players())
                other = state.resample_from_infostate(p, random.Random(1).random)
                k = rng.random()
                a = state.resample_from_infostate(p, random.Random(k).random)
                b = other.resample_from_infostate(p, random.Random(k).random)
                assert a.history() == b.history()
            state.apply_action(rng.choice(state.legal_actions()))


def test_worlds_never_move_what_the_seat_saw():
    """In a world drawn for a seat, its own hand and every card it saw played stay."""
    game = pyspiel.load_game("python_tarokk_slovenian")
    sampler = pyspiel.UniformProbabilitySampler(5, 0.0, 1.0)
    rng = random.Random(5)
    for _ in range(20):
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
        for _ in range(rng.randrange(80)):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        seat = rng.randrange(4)
        other = state.resample_from_infostate(seat, sampler)
        mine, theirs = state._deal, other._deal
        assert theirs.initial_hands[seat] == mine.initial_hands[seat]
        plays = lambda g: [(s, a) for (s, a), ph in zip(g.history, _phases(g)) if ph == "play"]  # noqa: E731
        assert plays(theirs) == plays(mine)


@pytest.mark.parametrize("name", ["python_tarokk_paskievics", "python_tarokk_paskievics_5"])
def test_with_rautes_nothing_private_shows_while_dealing(name):
    """PK-D3: with ráütés nobody holds cards before the cut, so while the cards are dealt
    a seat's information state holds none of them (without ráütés it holds those dealt to
    it), and a world drawn then deals them again. After a knock the seat holds the packet
    it chose, and its worlds keep that packet in its hand."""
    for rautes in (False, True):
        game = pyspiel.load_game(name, {"rautes": rautes})
        players = game.num_players()
        state = game.new_initial_state()
        rng = random.Random(name)
        saw = [False] * players
        forehand = 1  # dealer 0
        while state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
            for p in range(players if state.is_chance_node() else 0):
                obs = game.make_py_observer()
                obs.set_from(state, p)
                mine = state.dealt_to(p)
                shown = "hand=" + str(sorted(mine) if not rautes else [])
                assert obs.string_from(state, p).endswith(shown)
                assert obs.dict["hand"].sum() == (0 if rautes else len(mine))
                saw[p] |= bool(obs.dict["hand"].sum())
            if len(state.history()) == 20:
                # Drawn while dealing: the seat's cards so far are kept only if it saw them.
                worlds = [state.resample_from_infostate(forehand, random.Random(k).random) for k in range(5)]
                assert all(len(w.history()) == len(state.history()) for w in worlds)
                kept = all(w.dealt_to(forehand) == state.dealt_to(forehand) for w in worlds)
                assert state.dealt_to(forehand) and kept != rautes
        assert any(saw) != rautes
        if rautes:
            assert "hand=[]" in state.information_state_string(forehand)  # phase cut: nothing held
            state.apply_action(61)  # knock
            while state._deal.phase == "packets":
                state.apply_action(rng.choice(state.legal_actions()))
            for p in range(players):
                held = state._deal.hands[p]
                for k in range(3):
                    w = state.resample_from_infostate(p, random.Random(k).random)
                    assert w._deal.hands[p] == held
                    assert w.information_state_string(p) == state.information_state_string(p)


def _phases(g):
    """The phase of each history entry, by replaying the deal."""
    replay = g.__class__(g.variant, hands=g.initial_hands, talon=g.initial_talon, dealer=g.dealer, **g.deal_flags)
    out = []
    for _, a in g.history:
        out.append(replay.phase)
        replay.apply(a)
    return out


def test_an_openspiel_algorithm_runs_on_worlds():
    """OpenSpiel's Python IS-MCTS (which draws its worlds with resample_from_infostate)
    plays a Jókai deal."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_tarokk_jokai")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=15, random_state=np.random.RandomState(2))
    rng = random.Random(3)
    state = game.new_initial_state()
    for _ in range(6):
        while state.is_chance_node():
            state.apply_action(rng.choice(state.legal_actions()))
        if state.is_terminal():
            break
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_importing_tarokk_needs_no_openspiel():
    code = "import sys, tarokk; assert 'pyspiel' not in sys.modules and 'tarokk.openspiel' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("name", ["python_tarokk_jokai_4", "python_tarokk_paskievics_5"])
def test_a_dealer_drawn_by_chance_lets_every_player_act(name):
    """``dealer=-1``: the first chance outcome is the dealer, uniform among the table seats
    (JK-D1, PK-D4: with four or five at the table he sits out), and public from then on;
    the deal is that dealer's. With the default dealer 0, player 0 never acts; drawn, every
    player acts in some deals."""
    game = pyspiel.load_game(name, {"dealer": -1})
    n = game.num_players()
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(d, 1 / n) for d in range(n)]
    with pytest.raises(IllegalActionError, match="no dealer"):
        state.apply_action(n)
    twins = []
    for dealer in (1, 2):
        twin = game.new_initial_state()
        twin.apply_action(dealer)
        assert twin.action_to_string(pyspiel.PlayerId.CHANCE, 5) == "deal VI"
        twin.apply_action(5)
        twins.append(twin)
    for p in range(n):  # the same cards seen, another dealer: another information state
        assert twins[0].information_state_string(p) != twins[1].information_state_string(p)
        assert twins[0].information_state_tensor(p) != twins[1].information_state_tensor(p)
    assert game.new_initial_state().action_to_string(pyspiel.PlayerId.CHANCE, 3) == "dealer 3"
    rng = random.Random(name)
    acted, dealers = set(), set()
    for _ in range(40):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            assert state._deal.dealer == state.history()[0]
            acted.add(state.current_player())
            state.apply_action(int(state._deal.engine.rule_action()))
        dealers.add(state.history()[0])
    assert acted == dealers == set(range(n))


@pytest.mark.parametrize("name", ["python_tarokk_jokai", "python_tarokk_slovenian", "python_tarokk_paskievics"])
def test_a_chance_outcome_must_be_a_card_still_to_deal(name):
    """Dealing a card twice, or one outside the game's pack (4♥ in the 42-card pack), is
    refused at once, and the history is unchanged."""
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    first = state.chance_outcomes()[0][0]
    state.apply_action(first)
    outside = [c for c in range(54) if c not in {a for a, _ in game.new_initial_state().chance_outcomes()}]
    for bad in [first] + outside[:1]:
        with pytest.raises(IllegalActionError):
            state.apply_action(bad)
    assert state.history() == [first]


def _deal_by(state, pick):
    """Deal every card, each the outcome ``pick`` chooses from the chance outcomes."""
    while state.is_chance_node():
        state.apply_action(pick(state.chance_outcomes()))
    return state


def test_sl_d3_chance_deals_every_hand_a_tarok():
    """SL-D3: a hand without a tarok annuls the deal and it is dealt again, so the OpenSpiel
    game deals only hands that each hold one. Dealt the highest card every time (non-taroks
    first), the first hand gets its one tarok at its last card; before, that deal ended at
    the last chance node with nobody to act (OpenSpiel's rl_environment then gave a first
    time step with current player TERMINAL)."""
    game = pyspiel.load_game("python_tarokk_slovenian")
    state = _deal_by(game.new_initial_state(), lambda outcomes: outcomes[-1][0])
    assert not state.is_terminal() and state.current_player() >= 0
    hands = state._deal.initial_hands
    assert all(any(c < 22 for c in h) for h in hands) and sum(c < 22 for c in hands[0]) == 1
    # A non-tarok to a hand's last card while it has none is no outcome, and refused.
    state = game.new_initial_state()
    for c in range(53, 36, -1):  # the talon and eleven non-taroks to seat 0
        state.apply_action(c)
    assert [c for c, _ in state.chance_outcomes()] == list(range(22))
    with pytest.raises(IllegalActionError, match=r"without a tarok.*SL-D3"):
        state.apply_action(36)
    assert len(state.history()) == 17
    # The games without that rule deal every card alike.
    jokai = pyspiel.load_game("python_tarokk_jokai").new_initial_state()
    assert len({p for _, p in jokai.chance_outcomes()}) == 1


def test_sl_d3_tarok_odds_agree_with_counting_the_deals():
    """The chance of a tarok at each of the last 18 cards dealt, against counting every way
    the cards left can fall (which slots get the taroks) with every hand holding one."""
    import itertools
    game = pyspiel.load_game("python_tarokk_slovenian")
    rng = random.Random(3)
    for pick in (lambda o: o[-1][0], lambda o: rng.choice(o)[0]):
        state = game.new_initial_state()
        t = state._table
        while state.is_chance_node():
            k = len(state._cards)
            if k >= 36:
                taroks = sum(c < 22 for c in state._left)
                slots = range(k, len(t.slots))
                needy = [s for s in t.need_tarok if not any(c < 22 for c in state.dealt_to(s))]
                ways = [0, 0]
                for chosen in itertools.combinations(slots, taroks):
                    if all(any(t.slots[j] == s for j in chosen) for s in needy):
                        ways[k in chosen] += 1
                probs = dict(state.chance_outcomes())
                p_tarok = sum(p for c, p in probs.items() if c < 22)
                assert abs(p_tarok - ways[1] / sum(ways)) < 1e-12, k
            state.apply_action(pick(state.chance_outcomes()))


def test_games_pickle_and_bad_parameters_are_spiel_errors():
    """A game pickles (multiprocessing sends it so; its per-preset class was not found by
    name); chance_outcomes() after the deal is an OpenSpiel error, not ZeroDivisionError; a
    parameter value the game refuses is a SpielError as a bad name is, and tarokk's
    InvalidInputError too."""
    import pickle

    from tarokk.errors import InvalidInputError
    for name in NAMES:
        game = pyspiel.load_game(name, {"dealer": 1})
        again = pickle.loads(pickle.dumps(game))
        assert str(again) == str(game) and again.new_initial_state().chance_outcomes()
        state = _deal_by(game.new_initial_state(), lambda outcomes: outcomes[0][0])
        with pytest.raises(pyspiel.SpielError, match="not a chance node"):
            state.chance_outcomes()
    for params in ({"dealer": 3}, {"counting": "bogus"}):
        name = "python_tarokk_jokai" if "dealer" in params else "python_tarokk_slovenian"
        with pytest.raises(pyspiel.SpielError) as e:
            pyspiel.load_game(name, params)
        assert isinstance(e.value, InvalidInputError)


@pytest.mark.parametrize("preset", ["slovenian", "slovenian-3", "jokai", "paskievics"])
def test_relative_returns(preset):
    """The parameter ``rewards="relative"``: each seat's amount less the others' mean (a
    Slovenian defender, paid 0, loses what the declarer's side wins); they sum to 0, so the
    game's type is zero-sum for every preset, and lie within the game's utilities;
    OpenSpiel's own checks pass."""
    game = pyspiel.load_game(tos.short_name(preset), {"rewards": "relative"})
    plain = pyspiel.load_game(tos.short_name(preset))
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert game.get_type().short_name == plain.get_type().short_name
    assert game.utility_sum() == 0.0
    rng = random.Random(1)
    paid = 0
    for _ in range(6):
        state = game.new_initial_state()
        history = []
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                a = rng.choices(outcomes, probs)[0]
            else:
                a = rng.choice(state.legal_actions())
            state.apply_action(a)
            history.append(a)
        twin = plain.new_initial_state()
        for a in history:
            twin.apply_action(a)
        amounts, rel = twin.returns(), state.returns()
        n = len(amounts)
        assert rel == pytest.approx([a - (sum(amounts) - a) / (n - 1) for a in amounts])
        assert sum(rel) == pytest.approx(0) and all(game.min_utility() <= r <= game.max_utility() for r in rel)
        paid += any(amounts)
    assert paid
    with pytest.raises(pyspiel.SpielError, match="rewards is 'amounts' or 'relative'"):
        pyspiel.load_game(tos.short_name(preset), {"rewards": "mine"})
