"""Counting (README "Card points", PK-X1, JK-C1/C2, SL-C1; SL-C2/SL-C3 only as far as
they depend on the count).

Every test runs on both backends through the ``backend`` fixture.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.errors import InvalidInputError
from cardnames import cid, ids

FAST = settings(max_examples=100, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


# --- card points ----------------------------------------------------------------------


@pytest.mark.parametrize("name,value", [
    ("KH", 5), ("QD", 4), ("CC", 3), ("JS", 2), ("1H", 1), ("4D", 1), ("10S", 1), ("7C", 1),
    ("Sk", 5), ("XXI", 5), ("I", 5), ("II", 1), ("XX", 1), ("X", 1),
])
def test_card_points(backend, name, value):
    """README "Card points": king 5, queen 4, cavalier 3, jack 2, pip 1; skíz, XXI, I 5;
    other trumps 1."""
    assert backend.card_points(cid(name)) == value


def test_pk_x1_plain_count_42_pack_is_94(backend):
    """PK-X1: the Hungarian pack's plain count is 94 (and the 54-card pack's 106)."""
    assert backend.points(backend.PACK_42) == 94
    assert backend.points(backend.PACK_54) == 106
    assert backend.points([]) == 0
    assert backend.points(ids("KH QH Sk II")) == 15


@FAST
@given(st.permutations(list(range(22)) + [22 + 8 * s + r for s in range(4)
                                          for r in range(3, 8)]), st.integers(0, 42))
def test_pk_x1_two_parties_sum_to_94(backend, pack, cut):
    """PK-X1: the two parties' card points always total 94."""
    assert backend.points(pack[:cut]) + backend.points(pack[cut:]) == 94


def test_card_points_bad_id(backend):
    for bad in (-1, 54):
        with pytest.raises(InvalidInputError):
            backend.card_points(bad)
    with pytest.raises(InvalidInputError):
        backend.points([0, 54])


# --- Jókai -----------------------------------------------------------------------------


def test_jk_c1_formula(backend):
    """JK-C1: each trick costs 2; skart cards 2 -> 1, 4 -> 3, 6 -> 4."""
    pile = ids("KH QH Sk II")  # 15 points
    assert backend.count_jokai(pile, 0) == 15
    assert backend.count_jokai(pile, 1) == 13
    assert backend.count_jokai(pile, 1, 0) == 13
    assert backend.count_jokai(pile, 1, 2) == 12
    assert backend.count_jokai(pile, 1, 4) == 10
    assert backend.count_jokai(pile, 1, 6) == 9
    assert backend.count_jokai([], 0) == 0


@pytest.mark.parametrize("tricks", [13, 2**31, 2**32 - 1, -1])
def test_jk_c1_a_party_wins_at_most_the_deals_12_tricks(backend, tricks):
    """JK-P0: 12 tricks in a deal. More is refused, on both backends (the native count took
    2^31 tricks for 0 points: 2 * tricks overflowed)."""
    assert backend.count_jokai([], 12) == -24
    with pytest.raises(InvalidInputError):
        backend.count_jokai([], tricks)


@pytest.mark.parametrize("skart", [1, 3, 5, 8, -2])
def test_jk_c1_bad_skart_count(backend, skart):
    with pytest.raises(ValueError):
        backend.count_jokai([29], 1, skart)


def _play_out(backend, hands, rng):
    state = backend.PlayState(hands, 0)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", range(8))
def test_jk_c2_full_deal_totals_66(backend, seed):
    """JK-C1/C2: deal the 42-card pack (JK-D2/D3: six-card skart, 12 cards each), play 12
    tricks; with the skart's deductions the two parties always total 94 - 28 = 66, in a
    kettős (declarer takes a pair and discards two) and in a szóló."""
    rng = random.Random(seed)
    pack = list(backend.PACK_42)
    rng.shuffle(pack)
    skart, hands = pack[:6], [pack[6 + 12 * i:18 + 12 * i] for i in range(3)]
    declarer = seed % 3

    # Szóló (JK-S4): the six skart cards count for the opponents.
    state = _play_out(backend, [list(h) for h in hands], rng)
    own = state.won[declarer]
    theirs = [c for s in range(3) if s != declarer for c in state.won[s]] + skart
    opp_tricks = 12 - state.tricks_won[declarer]
    total = (backend.count_jokai(own, state.tricks_won[declarer], 0)
             + backend.count_jokai(theirs, opp_tricks, 6))
    assert total == 66

    # Kettős (JK-S2): the declarer takes a pair, discards two cards worth < 5.
    taken, untaken = skart[:2], skart[2:]
    hand = hands[declarer] + taken
    discards = [c for c in hand if backend.card_points(c) < 5][:2]
    kettos_hands = [list(h) for h in hands]
    kettos_hands[declarer] = [c for c in hand if c not in discards]
    state = _play_out(backend, kettos_hands, rng)
    own = state.won[declarer] + discards
    theirs = [c for s in range(3) if s != declarer for c in state.won[s]] + untaken
    opp_tricks = 12 - state.tricks_won[declarer]
    total = (backend.count_jokai(own, state.tricks_won[declarer], 2)
             + backend.count_jokai(theirs, opp_tricks, 4))
    assert total == 66


# --- Slovenian ---------------------------------------------------------------------------


def test_sl_c1_whole_pack_is_70(backend):
    """SL-C1: the 54-card pack is worth 70 (210 thirds)."""
    assert backend.count_slovenian_thirds(backend.PACK_54) == 210
    assert backend.count_slovenian(backend.PACK_54) == 70
    assert backend.count_slovenian_thirds([]) == 0
    assert backend.count_slovenian([]) == 0


def test_sl_c1_groups_of_three(backend):
    """SL-C1: a group of three is worth its sum - 2; exactly s - 2n/3 in thirds."""
    assert backend.count_slovenian_thirds(ids("KH 4H 3H")) == 15  # 7 - 2 = 5 points
    assert backend.count_slovenian(ids("KH 4H 3H")) == 5
    assert backend.count_slovenian_thirds(ids("II III IV")) == 3  # three 1s: 1 point
    assert backend.count_slovenian(ids("II III IV")) == 1


def test_sl_c1_rounding(backend):
    """SL-C1: round to the nearest point: +1/3 rounds down, +2/3 rounds up."""
    assert backend.count_slovenian_thirds(ids("KH")) == 13  # 4 1/3
    assert backend.count_slovenian(ids("KH")) == 4
    assert backend.count_slovenian_thirds(ids("KH QH")) == 23  # 7 2/3
    assert backend.count_slovenian(ids("KH QH")) == 8
    assert backend.count_slovenian_thirds(ids("II")) == 1  # 1/3
    assert backend.count_slovenian(ids("II")) == 0
    assert backend.count_slovenian_thirds(ids("II III")) == 2  # 2/3
    assert backend.count_slovenian(ids("II III")) == 1


@FAST
@given(st.permutations(list(range(54))), st.integers(0, 54), st.integers(0, 54))
def test_sl_c1_piles_sum_to_70(backend, pack, cut, second_cut):
    """SL-C1: piles that share out the 54 cards add to exactly 210 thirds, whether two
    sides or three seats hold them; two sides' totals, rounded, add to 70 (so SL-C2's
    "more than 35" holds for one side at most)."""
    low, high = sorted((cut, second_cut))
    a, b = pack[:low], pack[low:]
    ta, tb = backend.count_slovenian_thirds(a), backend.count_slovenian_thirds(b)
    assert ta + tb == 210
    assert ta == 3 * backend.points(a) - 2 * len(a)
    assert backend.count_slovenian(a) == (ta + 1) // 3
    assert backend.count_slovenian(a) + backend.count_slovenian(b) == 70
    three = [pack[:low], pack[low:high], pack[high:]]
    assert sum(backend.count_slovenian_thirds(p) for p in three) == 210
