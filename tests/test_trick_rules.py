"""Trick rules: legal_plays and trick_winner (README "Following suit", SL-P3, SL-P4,
SL-P6, SL-A3; docs/protocol.md "Trick rules").

Every test runs on both backends through the ``backend`` fixture.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.errors import InvalidInputError, TarokkError
from cardnames import cid, ids

FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def legal(backend, hand: str, trick: str, **flags) -> list[int]:
    keep = flags.pop("keep", None)
    if isinstance(keep, str):
        keep = cid(keep)
    return backend.legal_plays(ids(hand), ids(trick), keep=keep, **flags)


def sorted_ids(names: str) -> list[int]:
    return sorted(ids(names))


# --- following suit (README, all three games) --------------------------------------


def test_follow_on_lead_whole_hand(backend):
    """README: the leader may play any card."""
    assert legal(backend, "KH QD V I Sk", "") == sorted_ids("KH QD V I Sk")


def test_follow_must_follow_suit_led(backend):
    """README: a player must follow the suit led."""
    assert legal(backend, "KH 4H QD V", "JH") == sorted_ids("KH 4H")
    assert legal(backend, "KH 4H QD V", "JH", colour_valat=True) == sorted_ids("KH 4H")


def test_follow_must_trump_when_void(backend):
    """README: a player who cannot follow must play a trump if holding one."""
    assert legal(backend, "QD V X Sk", "KH") == sorted_ids("V X Sk")
    assert legal(backend, "QD I", "KH 4H") == sorted_ids("I")


def test_follow_free_discard_without_suit_or_trump(backend):
    """README: a player holding neither the led suit nor a trump may play any card."""
    assert legal(backend, "QD JS 7C", "KH") == sorted_ids("QD JS 7C")
    assert legal(backend, "QD JS 7C", "V") == sorted_ids("QD JS 7C")


def test_follow_trump_led_must_play_trump(backend):
    """README: when a trump is led, a player must play a trump if holding one (skíz too)."""
    assert legal(backend, "KH 3H III Sk", "X") == sorted_ids("III Sk")
    assert legal(backend, "KH Sk", "I") == sorted_ids("Sk")


def test_follow_no_obligation_to_overtake(backend):
    """README: no obligation to overtake outside SL-P6."""
    assert legal(backend, "II XX", "X") == sorted_ids("II XX")
    assert legal(backend, "4H 1H", "3H") == sorted_ids("4H 1H")


def test_winner_highest_trump(backend):
    """README: the highest trump in the trick wins."""
    assert backend.trick_winner(ids("KH II QH")) == 1
    assert backend.trick_winner(ids("KH II XX V")) == 2
    assert backend.trick_winner(ids("XXI Sk I")) == 1  # skíz is the highest trump
    assert backend.trick_winner(ids("V")) == 0


def test_winner_highest_of_led_suit(backend):
    """README: with no trump, the highest card of the led suit wins; other suits lose;
    red 1 is the highest red pip, black 10 the highest black pip."""
    assert backend.trick_winner(ids("QH KD KH")) == 2
    assert backend.trick_winner(ids("JH KD KS")) == 0
    assert backend.trick_winner(ids("4H 1H 2H")) == 1
    assert backend.trick_winner(ids("7S 10S 9S 8S")) == 1
    assert backend.trick_winner(ids("1D JD")) == 1  # jack beats every pip


# --- SL-P3 colour valat --------------------------------------------------------------


def test_sl_p3_colour_valat_offsuit_trump_cannot_win(backend):
    """SL-P3: taroks are a suit of their own; an off-suit tarok cannot win."""
    assert backend.trick_winner(ids("4H XXI KD"), colour_valat=True) == 0
    assert backend.trick_winner(ids("4H XXI 3H"), colour_valat=True) == 2
    assert backend.trick_winner(ids("4H XXI 3H")) == 1  # without the flag the trump wins


def test_sl_p3_colour_valat_trump_led_highest_trump(backend):
    """SL-P3: a led tarok wins with the highest tarok."""
    assert backend.trick_winner(ids("II KH V"), colour_valat=True) == 2
    assert backend.trick_winner(ids("II Sk V"), colour_valat=True) == 1


def test_sl_p3_colour_valat_still_must_play_tarok(backend):
    """SL-P3: a player who cannot follow must still play a tarok, though it cannot win."""
    assert legal(backend, "KD V", "4H", colour_valat=True) == sorted_ids("V")
    assert legal(backend, "KD JS", "4H", colour_valat=True) == sorted_ids("KD JS")


# --- SL-P4 emperor's trick -----------------------------------------------------------


def test_sl_p4_emperor_pagat_wins(backend):
    """SL-P4: škis, mond and pagat in one trick: the pagat wins."""
    for trick in ("Sk XXI I", "I Sk XXI", "XXI I Sk", "Sk XXI I V"):
        cards = ids(trick)
        assert backend.trick_winner(cards, emperor=True) == cards.index(0), trick
        assert backend.trick_winner(cards) == cards.index(21), trick


def test_sl_p4_emperor_needs_all_three(backend):
    assert backend.trick_winner(ids("Sk XXI II"), emperor=True) == 0
    assert backend.trick_winner(ids("V XXI I"), emperor=True) == 1


def test_sl_p4_emperor_suit_led(backend):
    """SL-P4 also when a suit was led (outside colour valat)."""
    assert backend.trick_winner(ids("KH Sk XXI I"), emperor=True) == 3


def test_sl_p4_emperor_in_colour_valat_only_when_trump_led(backend):
    """SL-P4: in colour valat the emperor's trick counts only when a tarok was led."""
    assert backend.trick_winner(ids("XXI I Sk"), colour_valat=True, emperor=True) == 1
    assert backend.trick_winner(ids("V Sk XXI I"), colour_valat=True, emperor=True) == 3
    assert backend.trick_winner(ids("KH Sk XXI I"), colour_valat=True, emperor=True) == 0
    assert backend.trick_winner(ids("XXI I Sk"), colour_valat=True) == 2


# --- SL-P6 negative contracts --------------------------------------------------------


def test_sl_p6_negative_must_overtake(backend):
    """SL-P6: a player must play a card that would win the trick so far if he can."""
    assert legal(backend, "4H 1H", "3H", negative=True) == sorted_ids("1H")
    assert legal(backend, "4H 2H KH", "3H QH", negative=True) == sorted_ids("KH")
    assert legal(backend, "II X V", "IV", negative=True) == sorted_ids("X V")


def test_sl_p6_negative_cannot_overtake_plays_any_candidate(backend):
    """SL-P6: "if he can": with no winning candidate every candidate stays legal."""
    assert legal(backend, "4H 3H", "2H", negative=True) == sorted_ids("4H 3H")
    assert legal(backend, "KH QH", "JH V", negative=True) == sorted_ids("KH QH")


def test_sl_p6_negative_follow_suit_before_overtaking(backend):
    """SL-P6 works on the README candidates: a trump that would win may not replace a
    losing card of the led suit."""
    assert legal(backend, "4H XX", "KH", negative=True) == sorted_ids("4H")


def test_sl_p6_negative_must_overtake_trump_in_trick(backend):
    """Void in the led suit and a trump already in the trick: a higher trump is forced."""
    assert legal(backend, "II X QD", "KH V", negative=True) == sorted_ids("X")


def test_sl_p6_negative_lead_any_card_but_pagat(backend):
    """SL-P6: on lead every card wins; the pagat still may not be led."""
    assert legal(backend, "I V KH", "", negative=True) == sorted_ids("V KH")


def test_sl_p6_pagat_not_when_other_trumps(backend):
    """SL-P6: the pagat may not be played while other trumps can be, winning or not."""
    assert legal(backend, "I II KH", "III", negative=True) == sorted_ids("II")
    assert legal(backend, "I II KH", "KD", negative=True) == sorted_ids("II")


def test_sl_p6_pagat_exception_last_card(backend):
    """SL-P6 exception 1: the pagat as the last card in hand."""
    assert legal(backend, "I", "V", negative=True) == sorted_ids("I")
    assert legal(backend, "I", "", negative=True) == sorted_ids("I")


def test_sl_p6_pagat_exception_only_tarok(backend):
    """SL-P6 exception 2: the pagat as the only tarok in hand."""
    assert legal(backend, "I KH QD", "V", negative=True) == sorted_ids("I")
    assert legal(backend, "I KH", "", negative=True) == sorted_ids("I KH")
    assert legal(backend, "I KH", "QD", negative=True) == sorted_ids("I")


def test_sl_p6_pagat_exception_only_winning_card(backend):
    """SL-P6 exception 3: the pagat is the only card that wins (emperor's trick)."""
    assert legal(backend, "I II", "Sk XXI", negative=True, emperor=True) == sorted_ids("I")
    # Without the emperor's trick nothing wins, and the pagat is held back.
    assert legal(backend, "I II", "Sk XXI", negative=True) == sorted_ids("II")


def test_sl_p6_not_negative_pagat_free(backend):
    assert legal(backend, "I II KH", "III") == sorted_ids("I II")


# --- SL-A3 keeping the ultimo card ---------------------------------------------------


def test_sl_a3_keep_announced_card(backend):
    """SL-A3: the announced ultimo card is held back while other candidates exist."""
    assert legal(backend, "I V KH", "", keep="I") == sorted_ids("V KH")
    assert legal(backend, "I V KH", "III", keep="I") == sorted_ids("V")
    assert legal(backend, "KH 4H V", "QH", keep="KH") == sorted_ids("4H")


def test_sl_a3_keep_forced(backend):
    """SL-A3: "unless forced": the kept card is legal when it is the only candidate."""
    assert legal(backend, "I KH", "III", keep="I") == sorted_ids("I")
    assert legal(backend, "KH V", "QH", keep="KH") == sorted_ids("KH")
    assert legal(backend, "I", "", keep="I") == sorted_ids("I")


def test_sl_a3_keep_not_in_hand_or_not_candidate(backend):
    assert legal(backend, "II V KH", "", keep="I") == sorted_ids("II V KH")
    assert legal(backend, "I V KH", "QH", keep="I") == sorted_ids("KH")


# --- argument errors -----------------------------------------------------------------


@pytest.mark.parametrize("hand,trick", [
    ([], []),  # empty hand
    ([29, 29], []),  # duplicate in hand
    ([29, 30], [30]),  # card in hand and trick
    ([29], [30, 30]),  # duplicate in trick
    ([29], [1, 2, 3, 4, 5]),  # trick of 5 cards
    ([54], []),  # no such card
    ([-1], []),
])
def test_legal_plays_bad_arguments(backend, hand, trick):
    with pytest.raises(InvalidInputError) as info:
        backend.legal_plays(hand, trick)
    assert isinstance(info.value, ValueError) and isinstance(info.value, TarokkError)


def test_trick_of_four_is_allowed(backend):
    assert backend.legal_plays([29], [1, 2, 3, 4]) == [29]


def test_trick_winner_bad_tricks(backend):
    """Empty trick, or more than one card per seat of the largest table (4)."""
    for trick in ([], [1, 2, 3, 4, 5], [1, 1], [54]):
        with pytest.raises(InvalidInputError):
            backend.trick_winner(trick)


# --- properties ------------------------------------------------------------------------


@st.composite
def hand_and_trick(draw):
    cards = draw(st.permutations(list(range(54))))
    trick_len = draw(st.integers(0, 3))
    hand_len = draw(st.integers(1, 16))
    return cards[trick_len:trick_len + hand_len], cards[:trick_len]


def readme_candidates(hand: list[int], trick: list[int]) -> set[int]:
    """README "Following suit", written out independently."""
    def suit(card: int) -> int:
        return 4 if card < 22 else (card - 22) // 8
    if not trick:
        return set(hand)
    led = suit(trick[0])
    return ({c for c in hand if suit(c) == led} or {c for c in hand if c < 22} or set(hand))


@FAST
@given(ht=hand_and_trick(), negative=st.booleans(), colour_valat=st.booleans(),
       emperor=st.booleans(), keep_index=st.integers(-1, 15))
def test_prop_legal_plays_invariants(backend, ht, negative, colour_valat, emperor,
                                     keep_index):
    """Legal plays are a non-empty sorted subset of the README candidates; the keep rule
    only removes the kept card, and only when something else is left (SL-A3)."""
    hand, trick = ht
    keep = hand[keep_index] if 0 <= keep_index < len(hand) else None
    flags = dict(negative=negative, colour_valat=colour_valat, emperor=emperor)
    plays = backend.legal_plays(hand, trick, keep=keep, **flags)
    assert plays and plays == sorted(set(plays))
    assert set(plays) <= readme_candidates(hand, trick)
    if not negative:
        without_keep = backend.legal_plays(hand, trick, **flags)
        assert set(without_keep) == readme_candidates(hand, trick)
        expected = set(without_keep)
        if keep in expected and len(expected) > 1:
            expected.discard(keep)
        assert set(plays) == expected


def check_sl_p6(backend, hand, trick, colour_valat, emperor) -> set[str]:
    """SL-P6: if some legal card would win the trick, the legal cards are exactly those
    that would; the pagat among them only as the last card in hand, the only tarok, or the
    only winning card (else it is held back). Returns the cases this draw met."""
    plays = backend.legal_plays(hand, trick, negative=True, colour_valat=colour_valat,
                                emperor=emperor)
    candidates = readme_candidates(hand, trick)
    winners = [c for c in candidates
               if backend.trick_winner(trick + [c], colour_valat=colour_valat,
                                       emperor=emperor) == len(trick)]
    pool = set(winners) or candidates
    trumps = [c for c in hand if c < 22]
    pagat_ok = len(hand) == 1 or trumps == [0] or winners == [0]
    assert set(plays) == (pool if pagat_ok else pool - {0}), (hand, trick, plays)
    cases = set()
    if winners and set(winners) != candidates:
        cases.add("losing cards left out")
    if 0 in pool and not pagat_ok:
        cases.add("pagat held back")
    if 0 in plays and len(hand) > 1:
        cases.add("pagat alone" if trumps == [0] else "pagat the only winner")
        if not trick and trumps == [0]:
            cases.add("pagat alone on lead")
    return cases


def sl_p6_draw(rng) -> tuple[list[int], list[int], bool]:
    """A hand, a trick and the emperor's-trick flag where SL-P6 has work to do: few cards,
    taroks often, the pagat in half the hands; in one draw of six, the skis and the XXI in
    the trick (SL-P4: the pagat alone would win it); in one of ten, the pagat the only
    tarok of a hand on lead (every card wins: the pagat too may be led)."""
    pack = list(range(1, 20)) + [c for c in range(22, 54) if rng.random() < 0.4]
    rng.shuffle(pack)
    if rng.random() < 1 / 6:
        trick = [20, 21] + pack[:rng.randrange(0, 2)]
        rng.shuffle(trick)
        return [0] + pack[2:2 + rng.randrange(0, 6)], trick, True
    if rng.random() < 1 / 10:
        suits = [c for c in pack if c >= 22]
        return [0] + suits[:rng.randrange(1, 6)], [], rng.random() < 0.5
    pool = ([0] if rng.random() < 0.5 else []) + [20, 21] + pack
    rng.shuffle(pool)
    trick_len = rng.randrange(0, 4)
    trick, hand = pool[:trick_len], pool[trick_len:trick_len + rng.randrange(1, 9)]
    if 0 in trick:  # the pagat in the hand rather than the trick, where the rule is
        trick.remove(0)
        hand = [0] + hand[:-1] if hand else [0]
    return hand, trick, rng.random() < 0.5


@FAST
@given(ht=hand_and_trick(), colour_valat=st.booleans(), emperor=st.booleans())
def test_prop_sl_p6_winning_cards_forced(backend, ht, colour_valat, emperor):
    """SL-P6 on any hand and trick (see ``check_sl_p6``)."""
    check_sl_p6(backend, *ht, colour_valat, emperor)


def test_sl_p6_holds_where_it_has_work_to_do(backend):
    """SL-P6 (see ``check_sl_p6``) on 3 000 seeded draws made to meet its cases, each of
    which they do many times: losing cards left out, the pagat held back, the pagat as
    the only tarok (on lead too), the pagat as the only winning card (the emperor's
    trick)."""
    import random
    rng = random.Random(6)
    met: dict[str, int] = {}
    for _ in range(3000):
        hand, trick, emperor = sl_p6_draw(rng)
        for case in check_sl_p6(backend, hand, trick, rng.random() < 0.2, emperor):
            met[case] = met.get(case, 0) + 1
    assert set(met) == {"losing cards left out", "pagat held back", "pagat alone",
                        "pagat alone on lead", "pagat the only winner"}, met
    assert min(met.values()) >= 20, met


@FAST
@given(cards=st.lists(st.integers(0, 53), unique=True, min_size=1, max_size=4))
def test_prop_trick_winner_plain_rule(backend, cards):
    """README: highest trump, else highest card of the led suit (ids rank within a suit)."""
    trumps = [c for c in cards if c < 22]
    led = (cards[0] - 22) // 8
    expected = max(trumps) if trumps else max(
        c for c in cards if c >= 22 and (c - 22) // 8 == led)
    assert backend.trick_winner(cards) == cards.index(expected)
    if not {0, 20, 21} <= set(cards):
        assert backend.trick_winner(cards, emperor=True) == cards.index(expected)
