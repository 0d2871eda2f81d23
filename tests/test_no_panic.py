"""No Rust panic ever reaches Python: random, malformed arguments to every native entry
point raise a clear ``TarokkError`` (or Python's own ``TypeError``/``OverflowError`` for a
value of the wrong type), never pyo3's ``PanicException``."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tarokk._core as core
from tarokk.errors import TarokkError

ALLOWED = (TarokkError, TypeError, OverflowError)
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

ints = st.integers(-(2**70), 2**70) | st.integers(-3, 110)
card_lists = st.lists(st.integers(-2, 60), max_size=20)
texts = st.text(max_size=30) | st.sampled_from(["KH", "XXI", "kőr király", "7", "", "pass", "two", "kontra game"])


def call(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except ALLOWED:
        pass
    except BaseException as exc:  # pragma: no cover - the failure we look for
        pytest.fail(f"{type(exc).__name__} from {getattr(f, '__name__', f)}{args}: {exc}")


@FUZZ
@given(text=texts, card=ints, style=st.sampled_from(["ascii", "unicode", "hu", "sl", "en", "xx"]),
       hand=card_lists, trick=card_lists, keep=st.none() | ints,
       flags=st.fixed_dictionaries({"negative": st.booleans(), "colour_valat": st.booleans(),
                                    "emperor": st.booleans()}),
       tricks=ints, skart=ints)
def test_foundation_functions_never_panic(text, card, style, hand, trick, keep, flags, tricks, skart):
    call(core.parse_card, text)
    call(core.parse_cards, text)
    call(core.format_card, card, style)
    call(core.format_cards, hand, style)
    call(core.card_points, card)
    call(core.points, hand)
    call(core.count_jokai, hand, tricks, skart)
    call(core.count_slovenian, hand)
    call(core.legal_plays, hand, trick, keep=keep, **flags)
    call(core.trick_winner, trick, colour_valat=flags["colour_valat"], emperor=flags["emperor"])


@FUZZ
@given(hands=st.lists(card_lists, max_size=5), leader=ints, keep=st.none() | st.lists(st.none() | ints, max_size=5),
       actions=st.lists(ints, max_size=10))
def test_play_state_never_panics(hands, leader, keep, actions):
    try:
        state = core.PlayState(hands, leader, keep=keep)
    except ALLOWED:
        return
    for a in actions:
        call(state.apply, a)


@FUZZ
@given(n=ints, seed=st.none() | st.integers(0, 2**64 - 1), dealer=ints,
       hands=st.none() | st.lists(card_lists, max_size=5), talon=st.none() | card_lists,
       actions=st.lists(ints | texts, max_size=30), seat=ints, text=texts)
def test_slovenian_game_never_panics(n, seed, dealer, hands, talon, actions, seat, text):
    try:
        g = core.SlovenianGame(n, seed=seed, dealer=dealer, hands=hands, talon=talon)
    except ALLOWED:
        g = core.SlovenianGame(4, seed=seed or 0)
    for a in actions:
        call(g.apply, a)
        if isinstance(a, int):
            call(g.action_name, a)
        call(g.view, seat)
        if g.legal_actions():
            g.apply(g.legal_actions()[-1])
    call(g.parse_action, text)
    call(g.result)


@FUZZ
@given(facts=st.dictionaries(st.sampled_from(
    ["num_players", "contract", "declarer", "partner", "king_called", "card_points", "points", "tricks",
     "tricks_condition", "game_kontra", "bonuses", "mond_payer", "silent_valat", "king_ultimo"]),
    ints | st.booleans() | st.none() | card_lists, max_size=14))
def test_hand_entered_scoring_never_panics(facts):
    call(core.score_slovenian, facts)


small = st.integers(-3, 80)
bonus = st.fixed_dictionaries({
    "announced_by": st.none() | st.sampled_from(["declarer", "defenders", "nobody"]),
    "kontra": small, "outcome": st.none() | st.tuples(st.sampled_from(["declarer", "defenders", "x"]), st.booleans())})


@FUZZ
@given(facts=st.fixed_dictionaries({
    "num_players": small, "contract": small, "declarer": small, "partner": st.none() | small,
    "king_called": st.booleans(), "card_points": st.tuples(small, small), "points": st.lists(small, max_size=5),
    "tricks": st.lists(small, max_size=5), "tricks_condition": st.booleans(), "game_kontra": small,
    "bonuses": st.lists(bonus, min_size=4, max_size=6), "mond_payer": st.none() | small,
    "silent_valat": st.booleans(), "king_ultimo": st.booleans()}))
def test_complete_but_wrong_facts_never_panic(facts):
    call(core.score_slovenian, facts)
