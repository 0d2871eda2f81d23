"""The play phase: PlayState (docs/protocol.md "Play-phase state"; README "Seating and
direction", "Following suit"; JK-P0, SL-P2..P6, SL-A3, SL-C1, PK-X1).

Every test runs on both backends through the ``backend`` fixture.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.errors import IllegalActionError, InvalidInputError, TarokkError
from cardnames import cid, ids

FAST = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])

PACK_42 = list(range(22)) + [22 + 8 * s + r for s in range(4) for r in range(3, 8)]
PACK_54 = list(range(54))


def points_of(cards) -> int:
    """README "Card points", written out independently of both backends."""
    total = 0
    for c in cards:
        if c < 22:
            total += 5 if c in (0, 20, 21) else 1
        else:
            total += (1, 1, 1, 1, 2, 3, 4, 5)[(c - 22) % 8]
    return total


def snapshot(state) -> dict:
    """Every observable of a state, as plain data."""
    return dict(
        num_players=state.num_players, current_player=state.current_player,
        leader=state.leader, hands=state.hands, trick=state.trick, won=state.won,
        tricks_won=state.tricks_won,
        tricks=[(leader, list(cards), winner) for leader, cards, winner in state.tricks],
        is_over=state.is_over, legal=state.legal_actions())


def check_consistent(backend, state, flags) -> None:
    """tricks / won / tricks_won / leader agree with each other and with trick_winner."""
    n = state.num_players
    tricks = state.tricks
    assert sum(state.tricks_won) == len(tricks)
    won = [[] for _ in range(n)]
    for i, (leader, cards, winner) in enumerate(tricks):
        assert len(cards) == n
        index = backend.trick_winner(list(cards), colour_valat=flags.get("colour_valat", False),
                                     emperor=flags.get("emperor", False))
        assert winner == (leader + index) % n
        if i + 1 < len(tricks):
            assert tricks[i + 1][0] == winner  # the winner leads the next trick
        won[winner] += cards
    assert state.won == [sorted(w) for w in won]
    assert [len([t for t in tricks if t[2] == s]) for s in range(n)] == state.tricks_won
    if tricks and not state.is_over:
        assert state.leader == tricks[-1][2]
    if not state.is_over:
        assert state.current_player == (state.leader + len(state.trick)) % n


# --- construction -----------------------------------------------------------------------


def test_initial_state(backend):
    hands = [ids("KH I V"), ids("QH 4D Sk"), ids("JH XXI 7S")]
    state = backend.PlayState(hands, 1)
    assert state.num_players == 3
    assert state.leader == 1 and state.current_player == 1
    assert state.hands == [sorted(h) for h in hands]
    assert state.trick == [] and state.tricks == [] and not state.is_over
    assert state.won == [[], [], []] and state.tricks_won == [0, 0, 0]
    assert state.legal_actions() == sorted(ids("QH 4D Sk"))


@pytest.mark.parametrize("hands,leader,keep", [
    ([[1]], 0, None),  # one seat
    ([[1], [2], [3], [4], [5]], 0, None),  # five seats
    ([[1, 2], [3]], 0, None),  # unequal sizes
    ([[], []], 0, None),  # empty hands
    ([list(range(17)), list(range(17, 34))], 0, None),  # 17 cards each
    ([[1, 2], [2, 3]], 0, None),  # not disjoint
    ([[1, 1], [2, 3]], 0, None),  # duplicate in a hand
    ([[1], [54]], 0, None),  # no such card
    ([[1], [2]], 2, None),  # leader out of range
    ([[1], [2]], -1, None),
    ([[1], [2]], 0, [None]),  # keep: one entry per seat
    ([[1], [2]], 0, [None, None, None]),
])
def test_bad_construction(backend, hands, leader, keep):
    with pytest.raises(InvalidInputError):
        backend.PlayState(hands, leader, keep=keep)


def test_sixteen_cards_three_seats(backend):
    state = backend.PlayState([PACK_54[i * 16:(i + 1) * 16] for i in range(3)], 2)
    assert state.current_player == 2 and len(state.hands[0]) == 16


# --- playing tricks -----------------------------------------------------------------


def test_trick_taken_by_winner_who_leads_next(backend):
    """README "Seating": play passes s -> s+1; the trick's winner takes it and leads."""
    hands = [ids("KH V"), ids("QH 4D"), ids("JH XXI")]
    state = backend.PlayState(hands, 1)
    state.apply(cid("QH"))  # seat 1 leads
    assert state.current_player == 2 and state.trick == [cid("QH")] and state.leader == 1
    state.apply(cid("JH"))
    assert state.current_player == 0
    state.apply(cid("KH"))  # seat 0 wins with the king
    assert state.trick == [] and state.leader == 0 and state.current_player == 0
    assert state.tricks == [(1, ids("QH JH KH"), 0)]
    assert state.won == [sorted(ids("QH JH KH")), [], []]
    assert state.tricks_won == [1, 0, 0]
    state.apply(cid("V"))
    state.apply(cid("4D"))
    state.apply(cid("XXI"))
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.tricks_won == [1, 0, 1]
    assert [tuple(t[1]) for t in state.tricks] == [tuple(ids("QH JH KH")),
                                                    tuple(ids("V 4D XXI"))]
    assert state.tricks[1][0] == 0 and state.tricks[1][2] == 2
    assert state.leader == 2  # the last winner


def test_sl_p4_emperor_in_play_state(backend):
    """SL-P4 with the state's emperor flag: the pagat takes the trick."""
    hands = [ids("Sk KH"), ids("XXI QH"), ids("I JH")]
    state = backend.PlayState(hands, 0, emperor=True)
    for card in ids("Sk XXI I"):
        state.apply(card)
    assert state.tricks[0][2] == 2 and state.current_player == 2
    plain = backend.PlayState(hands, 0)
    for card in ids("Sk XXI I"):
        plain.apply(card)
    assert plain.tricks[0][2] == 0


# --- illegal actions ------------------------------------------------------------------


def assert_illegal(backend, state, card: int, reason: str) -> None:
    before = state.copy()
    seen = snapshot(state)
    with pytest.raises(IllegalActionError, match=reason) as info:
        state.apply(card)
    assert isinstance(info.value, ValueError) and isinstance(info.value, TarokkError)
    assert state == before
    assert snapshot(state) == seen


def test_illegal_must_follow(backend):
    """README: must follow the suit led."""
    state = backend.PlayState([ids("KH V"), ids("QH 4D")], 0)
    state.apply(cid("KH"))
    assert_illegal(backend, state, cid("4D"), "must follow hearts")


def test_illegal_must_trump(backend):
    """README: void in the led suit and holding a trump: must play a trump."""
    state = backend.PlayState([ids("KH V"), ids("II 4D")], 0)
    state.apply(cid("KH"))
    assert_illegal(backend, state, cid("4D"), "must play a trump")


def test_illegal_trump_led_must_follow_trumps(backend):
    """README: when a trump is led, a player holding one must play a trump (the trumps
    count as one suit: "must follow trumps")."""
    state = backend.PlayState([ids("X KH"), ids("II 4D")], 0)
    state.apply(cid("X"))
    assert_illegal(backend, state, cid("4D"), "must follow trumps")


def test_illegal_card_not_in_hand(backend):
    state = backend.PlayState([ids("KH V"), ids("QH 4D")], 0)
    assert_illegal(backend, state, cid("QH"), "card not in hand")  # another seat's card
    assert_illegal(backend, state, cid("KS"), "card not in hand")


def test_illegal_sl_p6_must_overtake(backend):
    state = backend.PlayState([ids("3H V"), ids("4H 1H")], 0, negative=True)
    state.apply(cid("3H"))
    assert_illegal(backend, state, cid("4H"), "must overtake")
    state.apply(cid("1H"))


def test_illegal_sl_p6_pagat(backend):
    state = backend.PlayState([ids("I V"), ids("KH QH")], 0, negative=True)
    assert_illegal(backend, state, cid("I"), "the pagat may not be played now")
    state.apply(cid("V"))


def test_illegal_sl_a3_keep(backend):
    state = backend.PlayState([ids("I V"), ids("KH QH")], 0, keep=[cid("I"), None])
    assert state.legal_actions() == [cid("V")]
    assert_illegal(backend, state, cid("I"), "must keep the announced ultimo card")
    state.apply(cid("V"))
    state.apply(cid("KH"))
    assert state.legal_actions() == [cid("I")]  # forced at the last trick
    state.apply(cid("I"))


def test_illegal_after_the_deal_is_over(backend):
    state = backend.PlayState([ids("KH"), ids("QH")], 0)
    state.apply(cid("KH"))
    state.apply(cid("QH"))
    assert state.is_over
    assert_illegal(backend, state, cid("KH"), "the deal is over")


# --- copies and equality ----------------------------------------------------------


def test_copy_is_independent(backend):
    state = backend.PlayState([ids("KH V"), ids("QH 4D")], 0)
    copy = state.copy()
    assert copy == state and copy is not state
    copy.apply(cid("KH"))
    assert copy != state
    assert state.trick == [] and state.hands[0] == sorted(ids("KH V"))
    state.apply(cid("KH"))
    assert copy == state


def test_equal_states_and_flags(backend):
    hands = [ids("KH V"), ids("QH 4D")]
    assert backend.PlayState(hands, 0) == backend.PlayState(hands, 0)
    assert backend.PlayState(hands, 0) != backend.PlayState(hands, 1)


def test_returned_lists_are_copies(backend):
    state = backend.PlayState([ids("KH V"), ids("QH 4D")], 0)
    state.hands[0].clear()
    state.won[0].append(5)
    assert state.hands[0] == sorted(ids("KH V")) and state.won == [[], []]


# --- full random play-outs --------------------------------------------------------


def random_deal(rng: random.Random, pack: list[int], seats: int, size: int) -> list[list[int]]:
    cards = list(pack)
    rng.shuffle(cards)
    return [cards[i * size:(i + 1) * size] for i in range(seats)]


FLAG_SETS = [dict(), dict(negative=True), dict(colour_valat=True), dict(emperor=True),
             dict(negative=True, emperor=True), dict(colour_valat=True, emperor=True)]


@pytest.mark.parametrize("seed", range(12))
def test_random_play_outs_via_legal_actions(backend, seed):
    """Whole deals played with legal_actions: always legal, consistent bookkeeping,
    every card ends in exactly one won pile."""
    rng = random.Random(seed)
    pack = PACK_54 if seed % 2 else PACK_42
    seats = 2 + seed % 3
    size = min(16, len(pack) // seats)
    hands = random_deal(rng, pack, seats, size)
    flags = FLAG_SETS[seed % len(FLAG_SETS)]
    state = backend.PlayState(hands, seed % seats, **flags)
    for _ in range(seats * size):
        legal = state.legal_actions()
        assert legal and set(legal) <= set(state.hands[state.current_player])
        state.apply(rng.choice(legal))
        check_consistent(backend, state, flags)
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert len(state.tricks) == size
    assert sorted(c for w in state.won for c in w) == sorted(c for h in hands for c in h)
    assert state.hands == [[] for _ in range(seats)]


def test_sl_c1_full_54_deal_three_seats(backend):
    """SL-D2/SL-C1: three seats of 16 and the six-card talon: the won piles plus talon
    come to 210 thirds = 70 points; two complementary sides round to 70."""
    rng = random.Random(3)
    for _ in range(5):
        cards = list(PACK_54)
        rng.shuffle(cards)
        talon, hands = cards[:6], [cards[6 + 16 * i:22 + 16 * i] for i in range(3)]
        state = backend.PlayState(hands, 0)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        piles = [state.won[0] + talon, state.won[1], state.won[2]]
        assert sum(backend.count_slovenian_thirds(p) for p in piles) == 210
        declarer, defenders = piles[0], piles[1] + piles[2]
        assert backend.count_slovenian(declarer) + backend.count_slovenian(defenders) == 70


# --- properties ----------------------------------------------------------------------


@st.composite
def deals(draw):
    pack = draw(st.sampled_from([PACK_42, PACK_54]))
    seats = draw(st.integers(2, 4))
    size = draw(st.integers(1, min(16, len(pack) // seats)))
    cards = draw(st.permutations(pack))
    hands = [cards[i * size:(i + 1) * size] for i in range(seats)]
    flags = dict(negative=draw(st.booleans()), colour_valat=draw(st.booleans()),
                 emperor=draw(st.booleans()))
    keep = [draw(st.one_of(st.none(), st.sampled_from(h))) for h in hands]
    if draw(st.booleans()):
        keep = None
    return hands, draw(st.integers(0, seats - 1)), flags, keep


@FAST
@given(deal=deals(), seed=st.integers(0, 2**32 - 1))
def test_prop_apply_accepts_exactly_the_legal_actions(backend, deal, seed):
    """For random deals (both packs, 2..4 seats, random flags and keep): at every step
    each legal action is accepted by apply and every other card in hand is rejected with
    IllegalActionError, leaving the state unchanged; points are conserved (PK-X1)."""
    hands, leader, flags, keep = deal
    rng = random.Random(seed)
    state = backend.PlayState(hands, leader, keep=keep, **flags)
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        expected = backend.legal_plays(state.hands[seat], state.trick,
                                       keep=None if keep is None else keep[seat], **flags)
        assert legal == expected
        for card in state.hands[seat]:
            trial = state.copy()
            if card in legal:
                trial.apply(card)
                assert trial != state
            else:
                with pytest.raises(IllegalActionError):
                    trial.apply(card)
                assert trial == state
        state.apply(rng.choice(legal))
        check_consistent(backend, state, flags)
    assert sum(points_of(w) for w in state.won) == sum(points_of(h) for h in hands)
    assert sum(backend.points(w) for w in state.won) == sum(backend.points(h) for h in hands)
    assert sum(state.tricks_won) == len(hands[0])


def test_native_reprs_read_as_python():
    """The native classes' reprs write Python's values (``None``, quoted names), not Rust's
    (``Some(1)``), an audit found."""
    from tarokk import Game, _core
    g = Game("slovenian-3", seed=1)
    assert repr(g.engine) == f"Game('slovenian', num_players=3, phase='bidding', current_player={g.current_player})"
    g.play_random()
    assert repr(g.engine) == "Game('slovenian', num_players=3, phase='over', current_player=None)"
    state = _core.PlayState([[0, 1], [2, 3]], 0)
    assert repr(state) == 'PlayState(current_player=0, trick=[], hands=["I II", "III IV"])'
