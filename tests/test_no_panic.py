"""No Rust panic ever reaches Python: random, malformed arguments to every native entry
point raise a clear ``TarokkError`` (or Python's own ``TypeError``/``OverflowError`` for a
value of the wrong type), never pyo3's ``PanicException``."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tarokk._core as core
from tarokk.errors import InvalidInputError, TarokkError
from tarokk.registry import GAMES

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


#: Seat counts: the corners (every table size, one more) as well as any int.
seat_counts = st.sampled_from([0, 1, 2, 3, 4, 5, 6]) | ints


@st.composite
def deals(draw):
    """A seat count and, often, exactly that many hands (the corner where a fixed-size
    array could overflow), with card ids beyond the pack (bits above 53)."""
    n = draw(seat_counts)
    k = n if 0 <= n <= 6 and draw(st.booleans()) else draw(st.integers(0, 6))
    hands = draw(st.none() | st.lists(card_lists, min_size=k, max_size=k))
    talon = draw(st.none() | card_lists)
    return n, hands, talon


@FUZZ
@given(game=st.sampled_from(sorted(GAMES)), deal=deals(), seed=st.none() | st.integers(0, 2**64 - 1),
       dealer=ints, actions=st.lists(ints | texts, max_size=30), seat=ints, text=texts)
def test_native_game_never_panics(game, deal, seed, dealer, actions, seat, text):
    n, hands, talon = deal
    try:
        g = core.Game(game, n, seed=seed, dealer=dealer, hands=hands, talon=talon)
    except ALLOWED:
        g = core.Game(game, seed=seed or 0)
    for a in actions:
        call(g.apply, a)
        if isinstance(a, int):
            call(g.action_name, a)
        call(g.view, seat)
        if g.legal_actions():
            g.apply(g.legal_actions()[-1])
    call(g.parse_action, text)
    call(g.result)


def test_five_hands_for_five_seats_is_an_error_not_a_panic():
    """Issue 7: ``(5, hands=<five hands>)`` once indexed past a four-seat array."""
    hands = [list(range(i * 10, i * 10 + 10)) for i in range(5)]
    with pytest.raises(InvalidInputError):
        core.Game("slovenian", 5, hands=hands, talon=[50, 51, 52, 53])


def test_hand_entered_scoring_for_five_seats_is_an_error_not_a_panic():
    """Issue 7: ``num_players`` 5 once copied five values into four-seat arrays."""
    facts = {"num_players": 5, "contract": 0, "points": [10] * 5, "tricks": [2] * 5}
    with pytest.raises(InvalidInputError):
        core.score_slovenian(facts)


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
