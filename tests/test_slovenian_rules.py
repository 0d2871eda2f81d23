"""Slovenian tarok, one deal: every rule of shared/rules/slovenian.md (ids SL-…) through the
engine protocol of docs/slovenian.md.

Every test runs on both backends (the ``slovenian`` fixture gives the ``SlovenianGame``
class of ``tarokk._core`` or of ``tarokk.reference``).  Exact situations are built with
hand-given deals (``hands=``, ``talon=``); the play is scripted: everybody plays the lowest
legal card, except cards a test asks a seat to lead first or to keep for the end.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokk.engines import engine_factory
from tarokk.errors import IllegalActionError, InvalidInputError, NotationError
from cardnames import cid, ids
from gamecases import choose
from protocol_rng import below_for


@pytest.fixture
def slovenian(backend_name):
    """The Slovenian engine's constructor on one backend (``tarokk.engines``)."""
    return engine_factory("slovenian", backend_name)


FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])

# --- cards, actions ----------------------------------------------------------------------


PAGAT, MOND, SKIS = 0, 20, 21
KH, KD, KC, KS = 29, 37, 45, 53
QH, QD, QC, QS = 28, 36, 44, 52
KINGS = [KH, KD, KC, KS]

PASS, BID, CALL_KING, CALL_QUEEN, TAKE, RAISE, ANNOUNCE, KONTRA = 54, 55, 67, 71, 75, 81, 90, 100
KLOP, THREE, TWO, ONE, SOLO_THREE, SOLO_TWO, SOLO_ONE = range(7)
BEGGAR, SOLO_WITHOUT, OPEN_BEGGAR, COLOUR_VALAT, VALAT = range(7, 12)
TRULA, KINGS_B, KING_ULTIMO, PAGAT_ULTIMO, VALAT_B = range(5)
GAME = 0  # kontra item 0; bonus b is item 1 + b

#: XI..XXI and škis: a hand that wins every trick it leads with taroks.
STRONG = list(range(10, 22))
#: The pagat and XII..XXI, škis.
STRONG_PAGAT = [0] + list(range(11, 22))


def bare(items):
    """Items without their per-seat ``amounts`` (which the invariant tests check)."""
    return [{k: v for k, v in it.items() if k != "amounts"} for it in items]


def points(cards) -> int:
    """README "Card points", written out independently of both backends."""
    return sum((5 if c in (0, 20, 21) else 1) if c < 22 else (1, 1, 1, 1, 2, 3, 4, 5)[(c - 22) % 8]
               for c in cards)


def rounded(cards) -> int:
    """SL-C1: a pile's exact value s - 2n/3 (in thirds), rounded to the nearest point."""
    thirds = 3 * points(cards) - 2 * len(cards)
    return (thirds + 1) // 3


# --- building deals ----------------------------------------------------------------------


def make_deal(n=4, fixed=None, talon=None):
    """A full deal: the ``fixed`` cards of some seats, the ``talon`` (default: the six
    highest remaining pips); the rest dealt round-robin, lowest ids first, to the seats with
    room (so every seat with room gets taroks)."""
    fixed = fixed or {}
    size = 12 if n == 4 else 16
    used = {c for cards in fixed.values() for c in cards} | set(talon or [])
    rest = [c for c in range(54) if c not in used]
    if talon is None:
        pips = [c for c in reversed(rest) if c >= 22 and (c - 22) % 8 < 4]
        others = [c for c in reversed(rest) if c not in pips]
        talon = (pips + others)[:6]
        rest = [c for c in rest if c not in talon]
    hands = [list(fixed.get(s, [])) for s in range(n)]
    seat = 0
    for c in rest:
        while len(hands[seat]) >= size:
            seat = (seat + 1) % n
        hands[seat].append(c)
        seat = (seat + 1) % n
    assert all(len(h) == size for h in hands), [len(h) for h in hands]
    return hands, list(talon)


def new_game(G, fixed=None, talon=None, n=4, dealer=0, **options):
    hands, talon = make_deal(n, fixed, talon)
    return G(n, dealer=dealer, hands=hands, talon=talon, **options)


def forehand_declares(g, contract):
    """Dealer 0, so the forehand is seat 1: four players: the others pass and the forehand
    declares; three players: the forehand bids ``contract``, the others pass."""
    if g.num_players == 3:
        g.apply(BID + contract)
    while g.phase == "bidding":
        g.apply(PASS)
    assert g.phase == "declare" and g.current_player == 1
    g.apply(BID + contract)


def exchange(g, take=0):
    """Take talon set ``take``; discard the taken cards where allowed (in talon order),
    else the lowest legal card."""
    g.apply(TAKE + take)
    declarer = g.current_player
    taken = [c for c in g.talon if c in g.hands[declarer]]
    while g.phase == "discard":
        legal = g.legal_actions()
        g.apply(next((c for c in taken if c in legal), legal[0]))


def announce(g, script=()):
    """Run the announcement round: ``script`` is a list of ``(seat, action)`` done in order
    when that seat is to act; every other turn passes."""
    todo = list(script)
    while g.phase == "announce":
        if todo and todo[0][0] == g.current_player:
            g.apply(todo.pop(0)[1])
        else:
            g.apply(PASS)
    assert not todo, todo


def play_out(g, first=None, last=None, stop=None):
    """Play: each seat plays its ``first`` cards as soon as legal, keeps its ``last`` cards
    while it has another legal card, and otherwise plays its lowest legal card.  ``stop``:
    a predicate on the game checked before each card."""
    first, last = first or {}, last or {}
    while not g.is_over:
        if stop is not None and stop(g):
            return
        seat, legal = g.current_player, g.legal_actions()
        choice = next((c for c in first.get(seat, []) if c in legal), None)
        if choice is None:
            choice = ([c for c in legal if c not in last.get(seat, [])] or legal)[0]
        g.apply(choice)


def contract_deal(G, fixed=None, talon=None, contract=SOLO_THREE, call=CALL_KING, take=0,
                  script=(), first=None, last=None, hands=None, **options):
    """The forehand (seat 1) plays ``contract``; returns the finished game."""
    if hands is not None:
        g = G(4, dealer=0, hands=hands, talon=talon, **options)
    else:
        g = new_game(G, fixed, talon, **options)
    forehand_declares(g, contract)
    if g.phase == "call":
        g.apply(call)
    if g.phase == "talon":
        exchange(g, take)
    if g.phase == "raise":
        g.apply(PASS)
    announce(g, script)
    play_out(g, first, last)
    return g


def snapshot(g):
    """Everything observable, to check that a rejected action changed nothing."""
    return ([g.view(s) for s in range(g.num_players)], g.legal_actions(), g.phase,
            g.current_player, g.history, g.hands, g.talon)


def assert_rejected(g, action, error=IllegalActionError):
    before = snapshot(g)
    with pytest.raises(error):
        g.apply(action)
    assert snapshot(g) == before


def items_named(result, name):
    return bare([it for it in result["items"] if it["item"] == name])


def only_item(result, name):
    found = items_named(result, name)
    assert len(found) == 1, result["items"]
    return found[0]


def tricks(g):
    return g.view(0)["tricks"]


def player_of(trick, card, n=4):
    leader, cards, _ = trick
    return (leader + cards.index(card)) % n


# Deals found once with seeded shuffles and written out, so that they do not depend on
# the generator.  Each test that uses one checks the situation it relies on.
# Solo three, the declarer keeps the pagat for the last trick and loses it there.
DEAL_PAGAT_LOST_BY_DECLARER = (
    [[3, 6, 14, 17, 18, 24, 26, 40, 42, 44, 46, 53], [0, 4, 10, 12, 15, 16, 21, 34, 35, 38, 45, 52],
     [7, 11, 19, 20, 22, 29, 31, 33, 37, 39, 49, 50], [1, 2, 5, 8, 9, 13, 28, 30, 32, 41, 43, 47]],
    [36, 25, 48, 51, 23, 27])
# Solo three, a defender keeps the pagat for the last trick and loses it; defenders make trula.
DEAL_PAGAT_LOST_BY_DEFENDER = (
    [[1, 6, 10, 11, 17, 19, 23, 32, 34, 41, 47, 49], [2, 4, 5, 9, 22, 24, 25, 26, 29, 31, 37, 43],
     [3, 12, 14, 21, 35, 36, 40, 45, 46, 50, 51, 52], [0, 7, 8, 13, 15, 20, 28, 30, 33, 44, 48, 53]],
    [42, 18, 27, 39, 38, 16])
# Three calling the king of hearts (seat 3): it falls in the last trick, won by a defender.
DEAL_KING_ULTIMO_LOST = (
    [[2, 4, 5, 13, 15, 19, 26, 32, 34, 36, 41, 50], [7, 11, 12, 14, 18, 21, 28, 35, 46, 47, 48, 53],
     [10, 17, 23, 24, 25, 27, 30, 33, 37, 42, 43, 52], [1, 3, 9, 20, 22, 29, 31, 38, 39, 40, 44, 49]],
    [6, 0, 45, 51, 8, 16])
# Beggar by the forehand, who takes no trick.
DEAL_BEGGAR_WON = (
    [[4, 5, 9, 13, 21, 22, 23, 38, 39, 46, 49, 53], [10, 17, 25, 26, 29, 34, 36, 37, 44, 45, 48, 51],
     [12, 14, 20, 24, 32, 33, 35, 40, 41, 42, 47, 50], [0, 1, 3, 8, 11, 15, 16, 18, 27, 30, 31, 52]],
    [19, 43, 7, 28, 6, 2])
# Seed 0 (dealer 0): beggar / open beggar by the forehand lose at trick 3; klop: no ±70.
DEAL_SEED0 = (
    [[0, 1, 10, 17, 18, 20, 24, 31, 37, 40, 43, 53], [8, 9, 11, 14, 22, 28, 29, 32, 36, 48, 49, 50],
     [4, 15, 16, 21, 23, 33, 35, 42, 44, 46, 47, 52], [2, 3, 6, 7, 13, 26, 27, 30, 39, 41, 45, 51]],
    [19, 12, 5, 38, 34, 25])
# Klop: seat 0 takes 43 points (-70), nobody is without a trick.
DEAL_KLOP_MINUS70 = (
    [[7, 8, 12, 15, 18, 20, 21, 22, 35, 44, 45, 51], [0, 4, 11, 17, 24, 25, 28, 30, 37, 40, 48, 50],
     [1, 2, 3, 5, 9, 13, 26, 32, 33, 38, 41, 43], [14, 27, 29, 31, 34, 36, 42, 46, 47, 49, 52, 53]],
    [16, 39, 6, 10, 23, 19])
# Klop: seat 0 takes no trick (+70), seat 1 takes 38 points (-70).
DEAL_KLOP_PLUS70 = (
    [[2, 3, 7, 9, 14, 24, 28, 33, 35, 37, 41, 49], [0, 5, 6, 8, 11, 15, 18, 19, 26, 27, 42, 43],
     [13, 17, 23, 30, 31, 32, 36, 39, 45, 46, 51, 52], [4, 10, 12, 16, 20, 21, 22, 29, 34, 38, 47, 50]],
    [25, 48, 44, 53, 40, 1])
# Klop: seat 1 takes exactly 35 points (not more than 35: no -70), every seat a trick.
DEAL_KLOP_35 = (
    [[5, 15, 16, 18, 22, 30, 32, 34, 35, 46, 47, 49], [1, 2, 4, 9, 11, 17, 26, 27, 31, 37, 40, 53],
     [3, 10, 19, 20, 21, 23, 36, 39, 41, 43, 44, 52], [0, 6, 7, 12, 13, 24, 28, 33, 42, 48, 50, 51]],
    [14, 38, 25, 29, 8, 45])
# Three players, three by the forehand: 38 points, difference 3.
DEAL3_DIFFERENCE_3 = (
    [[7, 13, 14, 18, 20, 24, 29, 30, 32, 36, 37, 41, 43, 45, 46, 50],
     [1, 3, 9, 10, 12, 15, 16, 21, 23, 26, 33, 34, 35, 39, 42, 53],
     [2, 4, 5, 8, 11, 19, 25, 27, 31, 38, 44, 47, 48, 49, 51, 52]],
    [22, 40, 17, 6, 28, 0])
# Three players, klop: 20, 27 and 24 points.
DEAL3_KLOP = (
    [[0, 1, 6, 10, 17, 18, 20, 24, 30, 31, 37, 39, 40, 41, 43, 53],
     [8, 9, 11, 14, 21, 22, 23, 28, 29, 32, 36, 47, 48, 49, 50, 52],
     [2, 3, 4, 7, 13, 15, 16, 26, 27, 33, 35, 42, 44, 45, 46, 51]],
    [19, 12, 5, 38, 34, 25])
#: Solo three by the forehand: his hand is seven top taroks and these five cards; the
#: declarer side ends with 36, 35 or 38 points (lowest-card play).
SOLO_36, SOLO_35, SOLO_38 = "4H 4D 3D QC 7S", "JH 4D 3D QC 7S", "4H 3H QD 7C 8C"


def seven_top_and(names):
    return {1: list(range(15, 22)) + ids(names)}


# =========================================================================================
# Players and deal
# =========================================================================================


def test_SL_D1_four_or_three_players(slovenian):
    """SL-D1: four or three active seats (five players: the match layer seats four);
    hands of 12 (16) cards and a talon of 6; other numbers are refused."""
    for n, size in ((4, 12), (3, 16)):
        g = slovenian(n, seed=3)
        assert g.num_players == n
        assert [len(h) for h in g.hands] == [size] * n
        assert len(g.talon) == 6
        assert sorted(c for h in g.hands for c in h) == sorted(set(range(54)) - set(g.talon))
    for bad in (2, 5, 0):
        with pytest.raises(InvalidInputError):
            slovenian(bad, seed=3)
    with pytest.raises(InvalidInputError):
        slovenian(4, seed=3, dealer=4)


@pytest.mark.parametrize("seed", [0, 1, 7, 123456789, 2**64 - 1])
@pytest.mark.parametrize("n,dealer", [(4, 0), (4, 2), (3, 0), (3, 2)])
def test_SL_D2_seeded_deal(slovenian, seed, n, dealer):
    """SL-D2: Fisher–Yates with the shared generator; the talon is deck[0:6], then packets
    of 6 (three players: 8) go round from the forehand."""
    below = below_for(seed)
    deck = list(range(54))
    for i in range(53, 0, -1):
        j = below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    packet = 6 if n == 4 else 8
    forehand = (dealer + 1) % n
    hands = [[] for _ in range(n)]
    for k in range(48 // packet):
        hands[(forehand + k) % n] += deck[6 + packet * k:6 + packet * (k + 1)]
    g = slovenian(n, seed=seed, dealer=dealer)
    assert g.talon == deck[:6]
    assert g.hands == [sorted(h) for h in hands]


def test_SL_D2_default_seed_is_zero(slovenian):
    """SL-D2 / protocol: with neither seed nor hands the deal is seed 0."""
    assert slovenian().hands == slovenian(seed=0).hands
    assert slovenian().talon == slovenian(seed=0).talon


@pytest.mark.parametrize("n", [4, 3])
def test_SL_D3_hand_without_tarok_annuls(slovenian, n):
    """SL-D3: a hand with no tarok ends the deal at once; the result is annulled and all
    amounts are 0."""
    suit_cards = list(range(22, 22 + (12 if n == 4 else 16)))
    g = new_game(slovenian, {2: suit_cards}, n=n)
    assert g.phase == "over" and g.is_over
    assert g.current_player is None and g.legal_actions() == []
    r = g.result()
    assert r["annulled"] is True
    assert r["amounts"] == [0] * n and bare(r["items"]) == []
    assert g.view(0)["phase"] == "over"
    assert_rejected(g, PASS)
    # The hand is shown at once (to every seat) and the result names its seat.
    shown = sorted(suit_cards)
    assert all(g.view(s)["revealed"] == {2: shown} for s in range(n))
    assert r["no_tarok"] == [2]
    # one tarok is enough
    g = new_game(slovenian, {2: suit_cards[:-1] + [5]}, n=n)
    assert g.phase == "bidding"


# =========================================================================================
# Card counting
# =========================================================================================


@pytest.mark.parametrize("counting", [None, "thirds", "leftover"])
def test_SL_C1_thirds_rounded_per_pile_and_SL_K2_untaken_sets(slovenian, counting):
    """SL-C1: piles are worth s - 2n/3, rounded only at the end, and the two sides add up to
    70.  SL-K2: in solo one the five untaken talon cards go to the defenders: KH QH CH JH 4H
    = 15 - 10/3 = 11 2/3 -> 12; the declarer wins every trick: 58 1/3 -> 58."""
    options = {} if counting is None else {"counting": counting}
    g = contract_deal(slovenian, {1: STRONG}, ids("7S KH QH CH JH 4H"), contract=SOLO_ONE,
                      **options)
    r = g.result()
    assert r["card_points"] == [58, 12]
    assert r["declarer_points"] == 58
    assert sum(r["card_points"]) == 70


def test_SL_C2_36_points_win_35_lose(slovenian):
    """SL-C2: the declarer side wins with more than 35 points (36 after rounding)."""
    g = contract_deal(slovenian, seven_top_and(SOLO_36))
    r = g.result()
    assert r["card_points"] == [36, 34] and r["won"] is True
    assert only_item(r, "game")["amount"] == 40
    g = contract_deal(slovenian, seven_top_and(SOLO_35))
    r = g.result()
    assert r["card_points"] == [35, 35] and r["won"] is False
    assert only_item(r, "game")["amount"] == -40


def test_SL_C3_difference_rounded_to_five(slovenian):
    """SL-C3: the difference is points - 35 rounded to 5: 36 -> 0, 38 -> 5, 58 -> 25,
    61 -> 25, 63 -> 30."""
    assert contract_deal(slovenian, seven_top_and(SOLO_36)).result()["difference"] == 0
    assert contract_deal(slovenian, seven_top_and(SOLO_35)).result()["difference"] == 0
    assert contract_deal(slovenian, seven_top_and(SOLO_38)).result()["difference"] == 5
    for other_set, points_, difference in (("KH QH JH", 61, 25), ("KH CH 4H", 63, 30)):
        g = contract_deal(slovenian, {1: STRONG}, ids("10S 9S 8S " + other_set))
        r = g.result()
        assert r["card_points"][0] == points_
        assert r["difference"] == difference


# =========================================================================================
# Bidding
# =========================================================================================


def test_SL_B1_contract_values(slovenian):
    """SL-B1: the values 10, 20, …, 90, 125, 500 (seen in the game item of a won contract
    whose difference is 35: the forehand wins every trick)."""
    expected = {THREE: 10, TWO: 20, ONE: 30, SOLO_THREE: 40, SOLO_TWO: 50, SOLO_ONE: 60,
                SOLO_WITHOUT: 80, VALAT: 500}
    talon = ids("10S 9S 8S 7S 10C 9C")
    for contract, value in expected.items():
        g = contract_deal(slovenian, {1: STRONG}, talon, contract=contract)
        r = g.result()
        assert r["won"] is True
        game = only_item(r, "game")
        if contract in (SOLO_WITHOUT, VALAT):
            assert game["amount"] == value and r["difference"] is None
        else:
            assert game["amount"] == value + abs(r["difference"])


def _beggar_played_out(slovenian, contract, **options):
    """The forehand's beggar (or open beggar) of the seed-0 deal, played out."""
    hands, talon = DEAL_SEED0
    g = slovenian(4, dealer=0, hands=hands, talon=talon, **options)
    forehand_declares(g, contract)
    announce(g)
    play_out(g)
    return g


@pytest.mark.parametrize("contract,value", [(BEGGAR, 70), (OPEN_BEGGAR, 90)])
def test_SL_B1_early_end(slovenian, contract, value):
    """SL-B1 (option end_early): a beggar or open beggar declarer who takes a trick loses
    at once; the remaining cards are not played and count for nobody.  With
    end_early=False the deal is played out. (The open beggar's case from a mutation audit
    of the reference engine, which only the differential test caught.)"""
    g = _beggar_played_out(slovenian, contract)
    assert len(tricks(g)) == 3 and tricks(g)[-1][2] == 1
    r = g.result()
    assert r["won"] is False and only_item(r, "game")["amount"] == -value
    assert sum(r["card_points"]) < 70
    assert sum(len(h) for h in g.hands) == 36
    g = _beggar_played_out(slovenian, contract, end_early=False)
    assert len(tricks(g)) == 12
    assert g.result()["won"] is False and sum(g.result()["card_points"]) == 70


def test_SL_B1_valat_ends_when_the_declarer_loses_a_trick(slovenian):
    """SL-B1: a valat declarer who loses a trick has lost: the deal ends."""
    g = contract_deal(slovenian, seven_top_and(SOLO_36), contract=VALAT)
    assert len(tricks(g)) < 12 and tricks(g)[-1][2] != 1
    assert all(t[2] == 1 for t in tricks(g)[:-1])
    assert only_item(g.result(), "game")["amount"] == -500


def test_SL_B2_forehand_holds_three(slovenian):
    """SL-B2: the forehand holds three unspoken; the seat after him speaks first, may not
    match three (lower priority), and passed seats never speak again."""
    g = new_game(slovenian)
    assert g.phase == "bidding" and g.current_player == 2
    assert g.legal_actions() == [PASS] + [BID + c for c in range(2, 12)]
    # Three, with nobody's bid yet but the forehand's unspoken three, is refused by this rule.
    with pytest.raises(IllegalActionError, match=r"three is not legal: the forehand holds three from the "
                                                 r"start: bid two or higher \(SL-B2\)"):
        g.apply(BID + 1)
    g.apply(PASS)
    assert g.current_player == 3
    g.apply(BID + TWO)
    with pytest.raises(IllegalActionError, match=r"a bid must be higher than the current one.*\(SL-B3\)"):
        g.apply(BID + 1)  # now the bid to beat is two
    assert g.current_player == 0
    g.apply(BID + ONE)
    assert g.current_player == 1
    assert BID + ONE in g.legal_actions() and BID + TWO not in g.legal_actions()
    g.apply(BID + ONE)  # the forehand matches
    assert g.current_player == 3  # seat 2 passed: skipped
    assert BID + ONE not in g.legal_actions() and BID + SOLO_THREE in g.legal_actions()
    g.apply(PASS)
    g.apply(PASS)
    assert g.phase == "declare" and g.current_player == 1
    assert g.view(2)["bids"] == [[2, PASS], [3, BID + TWO], [0, BID + ONE], [1, BID + ONE],
                                 [3, PASS], [0, PASS]]


def test_SL_B3_worked_example(slovenian):
    """SL-B3 worked example (dealer 0, forehand 1, the player left of the dealer is seat 3):
    seat 3 bids two; the dealer must bid at least one; the forehand may say two; if the
    dealer bid one, the forehand must bid at least one."""
    g = new_game(slovenian)
    g.apply(PASS)  # seat 2
    g.apply(BID + TWO)  # seat 3, left of the dealer
    assert g.current_player == 0
    assert g.legal_actions() == [PASS] + [BID + c for c in range(ONE, 12)]
    assert_rejected(g, BID + TWO)
    dealer_passes = g.copy()
    dealer_passes.apply(PASS)
    assert dealer_passes.current_player == 1
    assert BID + TWO in dealer_passes.legal_actions()
    assert BID + THREE not in dealer_passes.legal_actions()
    g.apply(BID + ONE)
    assert g.current_player == 1
    assert g.legal_actions() == [PASS] + [BID + c for c in range(ONE, 12)]
    assert_rejected(g, BID + TWO)


def test_SL_B4_klop_only_by_the_forehand_when_all_pass(slovenian):
    """SL-B4: if all others pass the forehand may play three, anything higher, or klop;
    klop is never a bid and not available once somebody bid."""
    g = new_game(slovenian)
    assert BID + KLOP not in g.legal_actions()
    assert_rejected(g, BID + KLOP)
    for _ in range(3):
        g.apply(PASS)
    assert g.phase == "declare" and g.current_player == 1
    assert g.legal_actions() == [BID + c for c in range(12)]
    g.apply(BID + KLOP)
    assert g.phase == "play" and g.view(0)["contract"] == KLOP
    assert g.view(0)["declarer"] is None
    # somebody bid: no klop in the declaration
    g = new_game(slovenian)
    g.apply(BID + TWO)
    g.apply(PASS)
    g.apply(PASS)
    g.apply(PASS)
    assert g.phase == "declare" and g.current_player == 2
    assert BID + KLOP not in g.legal_actions()
    assert_rejected(g, BID + KLOP)


def test_SL_B5_raise_after_winning(slovenian):
    """SL-B5: the highest bidder may raise his own contract to any higher one."""
    g = new_game(slovenian)
    g.apply(BID + TWO)
    for _ in range(3):
        g.apply(PASS)
    assert g.legal_actions() == [BID + c for c in range(TWO, 12)]
    assert_rejected(g, BID + THREE)
    g.apply(BID + SOLO_ONE)
    assert g.view(0)["contract"] == SOLO_ONE and g.view(0)["declarer"] == 2
    assert g.phase == "talon"
    assert g.view(3)["bids"][-1] == [2, BID + SOLO_ONE]


def test_SL_B6_compulsory_klop_minimum(slovenian):
    """SL-B6: in a compulsory klop round the lowest bid is solo without; if all pass the
    forehand plays solo without or higher, or klop."""
    g = new_game(slovenian, compulsory_klop=True)
    assert g.view(0)["compulsory_klop"] is True
    assert g.current_player == 2
    assert g.legal_actions() == [PASS] + [BID + c for c in range(SOLO_WITHOUT, 12)]
    for low in (THREE, TWO, SOLO_ONE, BEGGAR):
        assert_rejected(g, BID + low)
    for _ in range(3):
        g.apply(PASS)
    assert g.legal_actions() == [BID + KLOP] + [BID + c for c in range(SOLO_WITHOUT, 12)]
    assert_rejected(g, BID + THREE)
    g.apply(BID + KLOP)
    assert g.phase == "play"


# =========================================================================================
# King calling and talon
# =========================================================================================


def test_SL_K1_calling_a_queen_with_four_kings(slovenian):
    """SL-K1: holding all four kings the declarer may call a queen; its holder is the
    secret partner: only he knows it until he plays the queen."""
    g = new_game(slovenian, {1: KINGS + list(range(14, 22))})
    partner = next(s for s in range(4) if QH in g.hands[s])
    forehand_declares(g, THREE)
    assert g.phase == "call" and g.current_player == 1
    assert g.legal_actions() == list(range(CALL_KING, CALL_KING + 8))
    g.apply(CALL_QUEEN + 0)
    assert g.view(0)["called"] == QH
    assert g.view(partner)["partner"] == partner
    assert all(g.view(s)["partner"] is None for s in range(4) if s != partner)
    exchange(g)
    announce(g)
    play_out(g, first={partner: [QH]}, stop=lambda g: QH in g.view(0)["trick"] or any(
        QH in t[1] for t in g.view(0)["tricks"]))
    assert all(g.view(s)["partner"] == partner for s in range(4))
    play_out(g)
    assert g.result()["partner"] == partner


def test_SL_K1_queen_only_with_four_kings(slovenian):
    """SL-K1: without all four kings only kings may be called."""
    g = new_game(slovenian, {1: [KH, KD, KC] + list(range(13, 22))})
    forehand_declares(g, TWO)
    assert g.legal_actions() == [CALL_KING + s for s in range(4)]
    assert_rejected(g, CALL_QUEEN + 1)


def test_SL_K1_calling_own_king(slovenian):
    """SL-K1: the declarer may call a king he holds; he then plays alone (no partner, only
    he scores)."""
    g = new_game(slovenian, {1: [KH] + list(range(11, 22))})
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    assert all(g.view(s)["partner"] is None for s in range(4))
    exchange(g)
    announce(g)
    play_out(g)
    r = g.result()
    assert r["partner"] is None
    assert r["amounts"][1] != 0
    assert all(r["amounts"][s] == 0 for s in (0, 2, 3))


def test_SL_K1_called_king_in_the_talon(slovenian):
    """SL-K1: a called king lying in the talon leaves the declarer alone."""
    g = new_game(slovenian, {1: list(range(10, 22))}, ids("10S 9S 8S KH 7S 10C"))
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    exchange(g, take=0)
    announce(g)
    play_out(g)
    r = g.result()
    assert r["partner"] is None
    assert [a for s, a in enumerate(r["amounts"]) if s != 1] == [0, 0, 0]


@pytest.mark.parametrize("contract,size", [(THREE, 3), (TWO, 2), (ONE, 1), (SOLO_THREE, 3),
                                           (SOLO_TWO, 2), (SOLO_ONE, 1)])
def test_SL_K2_talon_sets_per_contract(slovenian, contract, size):
    """SL-K2: the talon is shown and split into sets of 3, 2 or 1; the declarer takes one
    (75 + i = cards talon[i*k:(i+1)*k])."""
    g = new_game(slovenian)
    forehand_declares(g, contract)
    if g.phase == "call":
        assert all(g.view(s)["talon"] == [] for s in range(4))
        g.apply(CALL_KING + 3)
    assert g.phase == "talon"
    assert g.legal_actions() == [TAKE + i for i in range(6 // size)]
    talon = g.talon
    assert all(g.view(s)["talon"] == talon for s in range(4))
    before = g.hands[1]
    g.apply(TAKE + 1)
    assert g.hands[1] == sorted(before + talon[size:2 * size])
    assert g.phase == "discard"
    assert all(g.view(s)["talon_taken"] == 1 for s in range(4))
    assert all(g.view(s)["talon"] == talon for s in range(4))


def test_SL_K3_discard_restrictions_and_public_taroks(slovenian):
    """SL-K3: the declarer discards as many cards as he took; never a king or a trula card;
    discarded taroks are public, other discards are seen by the declarer only."""
    g = new_game(slovenian, {1: [KH, SKIS, MOND, PAGAT, 11, 12, 13, 14] + ids("4D 3D 2D 1D")},
                 ids("7S 8S 9S 10S 7C 8C"))
    forehand_declares(g, SOLO_THREE)
    g.apply(TAKE + 0)
    legal = g.legal_actions()
    hand = g.hands[1]
    assert legal == sorted(c for c in hand if c not in KINGS + [SKIS, MOND, PAGAT])
    for card in (KH, SKIS, MOND, PAGAT):
        assert_rejected(g, card)
    assert_rejected(g, cid("10S"))  # not in his hand
    g.apply(11)  # XII, a tarok
    g.apply(cid("4D"))
    assert g.view(1)["discards"] == sorted([11, cid("4D")])
    assert g.view(2)["discards"] == [11] and g.view(0)["discards"] == [11]
    g.apply(cid("7S"))
    assert g.phase == "raise"
    assert g.view(3)["discards"] == [11]
    assert len(g.hands[1]) == 12


def king_in_talon_deal(slovenian, fixed, talon, **options):
    """SL-K4's deal: seat 1 declares one, calls the king of hearts lying in the talon (its
    first card), takes the set holding it, discards, and leads it at his first turn; played
    out. Returns the game and the seat that won the king's trick."""
    g = new_game(slovenian, fixed, talon, **options)
    forehand_declares(g, ONE)
    g.apply(CALL_KING + 0)
    g.apply(TAKE + 0)
    assert KH in g.hands[1]
    g.apply(g.legal_actions()[0])
    announce(g)
    play_out(g, first={1: [KH]})
    return g, next(t for t in tricks(g) if KH in t[1])[2]


def test_SL_K4_rest_of_talon_goes_with_the_called_kings_trick(slovenian):
    """SL-K4: the called king lies in the talon and the declarer takes its set: the rest of
    the talon goes to whoever wins the trick in which that king is played."""
    talon = ids("KH 7S 8S 9S 10S 10C")
    rest = talon[1:]
    for seat2_void, winner in ((False, 1), (True, 2)):
        fixed = {1: list(range(9, 20)) + [SKIS]}  # X..XX and škis (the mond is elsewhere)
        if seat2_void:  # seat 2: no hearts, so he trumps the king with the mond
            fixed[2] = [MOND] + ids("4D 3D 2D 1D JD CD QD KD 7C 8C 9C")
        g, won_by = king_in_talon_deal(slovenian, fixed, talon)
        assert won_by == winner
        r = g.result()
        declarer_cards = [c for t in tricks(g) if t[2] == 1 for c in t[1]] + g.view(1)["discards"]
        if winner == 1:
            declarer_cards += rest
        assert r["card_points"][0] == rounded(declarer_cards)
        assert sum(r["card_points"]) == 70


@pytest.mark.parametrize("option", [None, True, False])
def test_SL_K4_talon_rest_counts_for_the_kings_bonus(slovenian, option):
    """SL-K4 (clarified): the talon rest put into the called king's trick counts as won in
    that trick for the trula and kings bonuses too; option
    ``talon_rest_counts_for_bonuses`` (default on), off: card points and the mond only.
    Here the other three kings lie in the rest: they make the declarer's silent kings."""
    talon = ids("KH KD KC KS 10S 10C")
    opts = {} if option is None else {"talon_rest_counts_for_bonuses": option}
    g, winner = king_in_talon_deal(slovenian, {1: list(range(9, 20)) + [SKIS]}, talon, **opts)
    assert winner == 1
    r = g.result()
    kings = [{"item": "kings", "side": "declarer", "seat": None, "announced": False,
              "kontra": 1, "amount": 10}]
    assert items_named(r, "kings") == (kings if option in (None, True) else [])
    declarer_cards = [c for t in tricks(g) if t[2] == 1 for c in t[1]] + g.view(1)["discards"]
    assert r["card_points"][0] == rounded(declarer_cards + talon[1:])  # either way


@pytest.mark.parametrize("option", [True, False])
def test_SL_K4_talon_rest_and_the_trula_for_either_side(slovenian, option):
    """SL-K4 with SL-K5: the trula's cards in the talon rest count for the trula of the side
    that wins the called king's trick, option ``talon_rest_counts_for_bonuses`` on; off, they
    do not. The mond in the rest counts for SL-K5 either way: no penalty when the declarer
    wins it back, the penalty when a defender takes the trick."""
    def deal(fixed, talon):
        g, winner = king_in_talon_deal(slovenian, fixed, talon, talon_rest_counts_for_bonuses=option)
        r = g.result()
        return winner, {(it["item"], it["side"], it["amount"]) for it in r["items"] if it["item"] != "game"}
    # The declarer (holding the škis) wins the king's trick: the mond and pagat of the rest.
    winner, items = deal({1: list(range(9, 20)) + [SKIS]}, [KH, MOND, KD, KC, KS, PAGAT])
    assert winner == 1
    assert ("trula", "declarer", 10) in items if option else not any(i[0] == "trula" for i in items)
    assert not any(i[0] == "mond penalty" for i in items)
    # Seat 2, void in hearts, trumps the king with the VIII: the whole trula goes to the defenders.
    winner, items = deal({1: list(range(8, 20)), 2: [7] + ids("4D 3D 2D 1D JD CD QD KD 7C 8C 9C")},
                         [KH, SKIS, MOND, PAGAT] + ids("10S 10C"))
    assert winner == 2
    assert items == ({("trula", "defenders", -10)} if option else set()) | {("mond penalty", None, -21)}


def test_SL_K5_mond_left_in_the_talon(slovenian):
    """SL-K5, SL-S5: the mond lies in a talon set the declarer does not take: he pays the
    mond penalty, -21, never multiplied (here the game is kontra'd)."""
    fixed = {1: list(range(9, 20)) + [SKIS]}
    talon = ids("10S 9S 8S XXI 7S 10C")
    g = contract_deal(slovenian, fixed, talon)
    r = g.result()
    penalty = only_item(r, "mond penalty")
    assert penalty == {"item": "mond penalty", "side": None, "seat": 1, "announced": False,
                       "kontra": 1, "amount": -21}
    assert only_item(r, "game")["amount"] == 70
    assert r["amounts"][1] == sum(it["amount"] for it in r["items"])
    g = contract_deal(slovenian, fixed, talon, script=[(2, KONTRA + GAME)])
    r = g.result()
    assert only_item(r, "game")["kontra"] == 2 and only_item(r, "game")["amount"] == 140
    assert only_item(r, "mond penalty")["amount"] == -21
    # taking the set with the mond: no penalty
    g = contract_deal(slovenian, fixed, talon, take=1)
    assert items_named(g.result(), "mond penalty") == []


def test_SL_K5_mond_won_back_through_SL_K4(slovenian):
    """SL-K5 with SL-K4: the mond in the rest of the talon is won back when the declarer side
    wins the called king's trick; otherwise the declarer pays."""
    talon = ids("KH XXI 8S 9S 10S 10C")
    g, winner = king_in_talon_deal(slovenian, {1: list(range(9, 20)) + [SKIS]}, talon)
    assert winner == 1
    assert items_named(g.result(), "mond penalty") == []
    fixed = {1: list(range(8, 20)), 2: [SKIS] + ids("4D 3D 2D 1D JD CD QD KD 7C 8C 9C")}
    g, winner = king_in_talon_deal(slovenian, fixed, talon)
    assert winner == 2
    assert only_item(g.result(), "mond penalty")["seat"] == 1


def test_SL_K6_raise_to_colour_valat(slovenian):
    """SL-K6: after a solo exchange the declarer may raise to colour valat (125); then the
    SL-A4 round (kontra on the game only, from the seat after him) and he leads."""
    g = new_game(slovenian, {1: STRONG})
    forehand_declares(g, SOLO_TWO)
    exchange(g)
    assert g.phase == "raise" and g.current_player == 1
    assert g.legal_actions() == [PASS, RAISE]
    kept = g.copy()
    g.apply(RAISE)
    assert g.view(0)["contract"] == COLOUR_VALAT
    assert g.phase == "announce" and g.current_player == 2
    assert g.legal_actions() == [PASS, KONTRA + GAME]
    announce(g)
    assert g.phase == "play" and g.current_player == 1
    play_out(g)
    r = g.result()
    assert r["contract"] == COLOUR_VALAT and r["won"] is True
    assert bare(r["items"]) == [{"item": "game", "side": "declarer", "seat": None, "announced": True,
                           "kontra": 1, "amount": 125}]
    kept.apply(PASS)
    assert kept.view(0)["contract"] == SOLO_TWO and kept.phase == "announce"
    assert kept.current_player == 1


# =========================================================================================
# Announcements and kontra
# =========================================================================================


def test_SL_A1_announcement_round(slovenian):
    """SL-A1: the round starts with the declarer; it ends when all pass at once, or when
    every other player has passed in a row after the last announcement."""
    g = new_game(slovenian, {1: STRONG})
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)  # keep
    assert g.phase == "announce" and g.current_player == 1
    # no king ultimo in a solo; no kontra on his own game
    assert g.legal_actions() == [PASS, ANNOUNCE + TRULA, ANNOUNCE + KINGS_B,
                                 ANNOUNCE + PAGAT_ULTIMO, ANNOUNCE + VALAT_B]
    quiet = g.copy()
    for _ in range(3):
        quiet.apply(PASS)
    assert quiet.phase == "announce"
    quiet.apply(PASS)
    assert quiet.phase == "play"
    g.apply(PASS)
    g.apply(ANNOUNCE + TRULA)  # seat 2, a defender
    assert ANNOUNCE + TRULA not in g.legal_actions()
    g.apply(PASS)
    for seat in (3, 0):
        assert g.current_player == seat
        g.apply(PASS)
    assert g.phase == "announce" and g.current_player == 1
    g.apply(PASS)
    assert g.phase == "play"
    assert g.view(0)["announcements"] == [[1, PASS], [2, ANNOUNCE + TRULA], [2, PASS],
                                          [3, PASS], [0, PASS], [1, PASS]]


def test_SL_A1_king_ultimo_only_for_the_declarer_side_with_a_called_king(slovenian):
    """SL-A1: king ultimo exists only when a king was called, and only the declarer side
    announces it (option king_ultimo, default on); not in solos, not with a queen."""
    g = new_game(slovenian, {1: STRONG})
    partner = next(s for s in range(4) if KH in g.hands[s])
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    exchange(g)
    assert ANNOUNCE + KING_ULTIMO in g.legal_actions()  # declarer
    while g.current_player != partner:
        if g.current_player != 1:  # a defender
            assert ANNOUNCE + KING_ULTIMO not in g.legal_actions()
        g.apply(PASS)
    assert ANNOUNCE + KING_ULTIMO in g.legal_actions()
    g.apply(ANNOUNCE + KING_ULTIMO)
    assert all(g.view(s)["partner"] == partner for s in range(4))  # his side is public now
    # option off
    g = new_game(slovenian, {1: STRONG}, king_ultimo=False)
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    exchange(g)
    assert ANNOUNCE + KING_ULTIMO not in g.legal_actions()
    # solo: no king called
    g = new_game(slovenian, {1: STRONG})
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    assert ANNOUNCE + KING_ULTIMO not in g.legal_actions()
    assert_rejected(g, ANNOUNCE + KING_ULTIMO)
    # a queen called
    g = new_game(slovenian, {1: KINGS + list(range(14, 22))})
    forehand_declares(g, THREE)
    g.apply(CALL_QUEEN + 2)
    exchange(g)
    assert ANNOUNCE + KING_ULTIMO not in g.legal_actions()


def test_SL_A2_kontra_ladder_up_to_mordkontra(slovenian):
    """SL-A2: kontra (x2) by the opposing side, rekontra x4, subkontra x8, mordkontra x16,
    alternating sides; nothing beyond."""
    g = new_game(slovenian, {1: STRONG})
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    assert KONTRA + GAME not in g.legal_actions()  # the declarer's own item
    assert g.action_name(KONTRA + GAME) == "kontra game"
    assert g.action_name(KONTRA + GAME, "sl") == "kontra na igro"
    assert g.parse_action("kontra igra") == KONTRA + GAME  # as it was written before 2026-12-07
    g.apply(PASS)  # seat 1
    g.apply(KONTRA + GAME)  # seat 2
    assert g.action_name(KONTRA + GAME) == "rekontra game"
    assert KONTRA + GAME not in g.legal_actions()
    g.apply(PASS)
    assert KONTRA + GAME not in g.legal_actions()  # seat 3: defenders gave level 1 already
    g.apply(PASS)
    g.apply(PASS)  # seat 0
    g.apply(KONTRA + GAME)  # seat 1: rekontra
    g.apply(PASS)
    assert g.action_name(KONTRA + GAME) == "subkontra game"
    g.apply(KONTRA + GAME)  # seat 2: subkontra
    g.apply(PASS)
    g.apply(PASS)
    g.apply(PASS)
    assert g.action_name(KONTRA + GAME) == "mordkontra game"
    g.apply(KONTRA + GAME)  # seat 1: mordkontra
    assert KONTRA + GAME not in g.legal_actions()
    g.apply(PASS)
    for seat in (2, 3, 0):
        assert KONTRA + GAME not in g.legal_actions()
        g.apply(PASS)
    assert g.phase == "play"
    play_out(g)
    game = only_item(g.result(), "game")
    assert game["kontra"] == 16
    assert game["amount"] == (40 + 35) * 16


def _partner_deal(G, partner, **options):
    """Solo-strong declarer (seat 1) calls the king of hearts, held by ``partner``."""
    other = 2 if partner == 3 else 3
    hands, talon = make_deal(4, {1: STRONG, partner: [KH], other: [cid("4H")]})
    g = G(4, dealer=0, hands=hands, talon=talon, **options)
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    exchange(g)
    return g


def test_SL_A2_legal_actions_never_reveal_the_partner(slovenian):
    """SL-A2: a player may kontra only an item of a player he knows to be on the other side.
    Seat 2 announces pagat ultimo; whether seat 2 is the hidden partner or a defender, the
    declarer and seat 0 (a defender) have the same legal actions; only the partner knows."""
    legal = {}
    for partner in (2, 3):
        g = _partner_deal(slovenian, partner)
        assert g.view(1)["partner"] is None and g.view(partner)["partner"] == partner
        g.apply(PASS)  # declarer
        g.apply(ANNOUNCE + PAGAT_ULTIMO)  # seat 2
        g.apply(PASS)
        seat3 = g.legal_actions()
        g.apply(PASS)
        seat0 = g.legal_actions()
        assert KONTRA + GAME in seat0
        assert KONTRA + 1 + PAGAT_ULTIMO not in seat0
        assert_rejected(g, KONTRA + 1 + PAGAT_ULTIMO)
        g.apply(PASS)
        declarer = g.legal_actions()
        assert KONTRA + 1 + PAGAT_ULTIMO not in declarer
        legal[partner] = (seat0, declarer, seat3)
        assert [g.view(s)["partner"] for s in range(4)] == [partner if s == partner else None
                                                            for s in range(4)]
        assert g.view(0)["partner"] is None and g.view(1)["partner"] is None
    assert legal[2][:2] == legal[3][:2]
    # the partner knows seat 2 is a defender (when it is): he may kontra its bonus
    assert KONTRA + 1 + PAGAT_ULTIMO in legal[3][2]
    assert KONTRA + 1 + PAGAT_ULTIMO not in legal[2][2]


def test_SL_A2_kontra_on_own_side_refused(slovenian):
    """SL-A2: the partner may not kontra the game (his own side); a kontra of an item
    nobody announced is rejected with the state unchanged. Giving a kontra level makes a
    seat's side public. (The declarer and a defender's bonus: the tests below.)"""
    g = _partner_deal(slovenian, 3)
    g.apply(PASS)  # declarer
    g.apply(KONTRA + GAME)  # seat 2, a defender
    g.apply(PASS)
    assert g.current_player == 3
    assert_rejected(g, KONTRA + GAME + 1)  # nothing announced: no trula item
    g.apply(KONTRA + GAME)  # the partner gives rekontra on his own game
    assert all(g.view(s)["partner"] == 3 for s in range(4))
    g = _partner_deal(slovenian, 3)
    g.apply(PASS)
    g.apply(PASS)  # seat 2
    assert g.current_player == 3
    assert KONTRA + GAME not in g.legal_actions()
    assert_rejected(g, KONTRA + GAME)


def test_SL_A2_a_public_partner_shows_every_side(slovenian):
    """SL-A2: once the partner's side is public (he gave rekontra on the game), everybody
    knows the other two seats for defenders: there is one partner.  So the declarer may
    kontra the bonus of a defender who never showed his side himself; before the rekontra
    he may not."""
    g = _partner_deal(slovenian, 3)  # declarer 1, partner 3, defenders 0 and 2
    g.apply(PASS)  # declarer
    g.apply(ANNOUNCE + TRULA)  # seat 2, a defender
    g.apply(PASS)
    g.apply(PASS)  # seat 3
    g.apply(KONTRA + GAME)  # seat 0, a defender: public
    g.apply(PASS)
    assert g.current_player == 1 and KONTRA + 1 + TRULA not in g.legal_actions()
    assert_rejected(g, KONTRA + 1 + TRULA)
    g.apply(PASS)  # declarer
    g.apply(PASS)  # seat 2
    g.apply(KONTRA + GAME)  # seat 3 gives rekontra: the partner's side is public
    assert [g.view(s)["partner"] for s in range(4)] == [3, 3, 3, 3]
    g.apply(PASS)
    g.apply(PASS)  # seat 0
    assert g.current_player == 1 and KONTRA + 1 + TRULA in g.legal_actions()
    g.apply(KONTRA + 1 + TRULA)  # the next level (rekontra) is the defenders' again
    assert g.current_player == 1 and KONTRA + 1 + TRULA not in g.legal_actions()


def test_SL_A2_declarer_alone_knows_the_sides(slovenian):
    """SL-A2: a declarer without a partner (solo, or the called king in the talon) knows
    every side, so he may kontra a defender's bonus."""
    g = new_game(slovenian, {1: STRONG})
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    g.apply(PASS)
    g.apply(ANNOUNCE + TRULA)  # seat 2
    g.apply(PASS)
    g.apply(PASS)
    g.apply(PASS)
    assert g.current_player == 1 and KONTRA + 1 + TRULA in g.legal_actions()
    g = new_game(slovenian, {1: STRONG}, ids("10S 9S 8S KH 7S 10C"))
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    exchange(g)
    g.apply(PASS)
    g.apply(ANNOUNCE + TRULA)
    g.apply(PASS)
    g.apply(PASS)
    g.apply(PASS)
    assert g.current_player == 1 and KONTRA + 1 + TRULA in g.legal_actions()


def test_SL_A2_declarer_with_his_own_king_does_not_know_the_sides(slovenian):
    """SL-A2: "the declarer knows the sides only when he plays alone openly": having called
    a king he holds himself, he may not kontra a defender's bonus (his kontra would show
    that he is alone).  The defenders' sides become known once they give a kontra level."""
    g = new_game(slovenian, {1: [KH] + list(range(11, 22))})
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)
    exchange(g)
    g.apply(PASS)
    g.apply(ANNOUNCE + TRULA)  # seat 2
    g.apply(PASS)
    g.apply(KONTRA + GAME)  # seat 3
    g.apply(PASS)
    g.apply(PASS)
    assert g.current_player == 1
    assert KONTRA + 1 + TRULA not in g.legal_actions()
    assert_rejected(g, KONTRA + 1 + TRULA)
    assert KONTRA + GAME in g.legal_actions()  # rekontra against seat 3, now public


@pytest.mark.parametrize("backend", ["native", "reference"])
def test_SL_A3_binds_a_holder_only_once_he_knows_his_side(backend):
    """SL-A3 with SL-A2's knowledge: seat 2 announces pagat ultimo; the declarer (seat 1)
    holds the pagat and does not know whether seat 2 is his hidden partner. His legal
    cards must not tell him: the pagat is free in both deals (it was held back only where
    seat 2 is the partner, which showed him the partner). Once the partner plays the called
    king, every side is public and the declarer must keep the pagat."""
    import tarokk

    a = tarokk.Game("slovenian", seed=3, backend=backend)  # seat 0 holds the king of diamonds
    hands = [list(h) for h in a.initial_hands]
    kd, qs = int(tarokk.Card("KD")), int(tarokk.Card("QS"))
    hands[0][hands[0].index(kd)], hands[2][hands[2].index(qs)] = qs, kd
    b = tarokk.Game("slovenian", hands=hands, talon=a.initial_talon, backend=backend)  # seat 2 holds it
    for move in ["pass", "pass", "pass", "three", "call king of diamonds", "take set 2", "discard 8C",
                 "discard 1D", "discard 7S", "pass", "announce pagat ultimo", "pass", "pass", "pass", "pass"]:
        a.apply(move)
        b.apply(move)
    assert a.current_player == b.current_player == 1 and a.view(1) == b.view(1)
    assert [x.name for x in a.legal_actions()] == [x.name for x in b.legal_actions()]
    assert PAGAT in [int(x) for x in b.legal_actions()]
    # b played on: seat 2 plays the called king as soon as it may, the declarer never the pagat.
    shown = kept = False
    while not b.is_over:
        legal = [int(x) for x in b.legal_actions()]
        if b.current_player == 1 and shown and PAGAT in b.hands[1]:
            assert PAGAT not in legal or legal == [PAGAT]  # kept, unless nothing else may be played
            if legal != [PAGAT]:
                with pytest.raises(IllegalActionError, match="must keep the announced ultimo card"):
                    b.copy().apply(PAGAT)
                kept = True
                break
        choice = kd if kd in legal else next((c for c in legal if c != PAGAT), legal[0])
        shown = shown or choice == kd
        b.apply(choice)
    assert shown and kept


def test_SL_A3_announced_pagat_ultimo_is_kept(slovenian):
    """SL-A3: after announcing pagat ultimo the holder keeps the pagat for the last trick
    unless forced; without the announcement he may play it."""
    g = new_game(slovenian, {1: STRONG_PAGAT})
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    free = g.copy()
    announce(g, [(1, ANNOUNCE + PAGAT_ULTIMO)])
    announce(free)
    assert g.current_player == 1
    assert PAGAT not in g.legal_actions() and PAGAT in free.legal_actions()
    assert_rejected(g, PAGAT)
    play_out(g)
    assert PAGAT in tricks(g)[-1][1]
    r = g.result()
    assert only_item(r, "pagat ultimo") == {"item": "pagat ultimo", "side": "declarer",
                                            "seat": None, "announced": True, "kontra": 1,
                                            "amount": 50}


def test_SL_A3_announced_king_ultimo_is_kept_by_the_partner(slovenian):
    """SL-A3: after king ultimo is announced the partner holding the called king keeps it."""
    g = _partner_deal(slovenian, 3)
    announce(g, [(1, ANNOUNCE + KING_ULTIMO)])
    # stop when seat 3 has no tarok left: any card would do, except the king he keeps
    play_out(g, stop=lambda g: g.current_player == 3 and KH in g.hands[3]
             and len(g.hands[3]) > 1 and all(c >= 22 for c in g.hands[3]))
    assert not g.is_over
    assert g.legal_actions() == [c for c in g.hands[3] if c != KH]
    assert_rejected(g, KH)
    play_out(g)
    assert KH in tricks(g)[-1][1]
    assert only_item(g.result(), "king ultimo")["amount"] == 20


def test_SL_A3_two_ultimo_cards_in_one_hand(slovenian):
    """SL-A3 (docs Clarification 12): a declarer who announced pagat ultimo and king ultimo
    and holds both cards keeps both while he has anything else; then both are legal."""
    g = new_game(slovenian, {1: [PAGAT] + list(range(12, 22)) + [KH]})
    forehand_declares(g, THREE)
    g.apply(CALL_KING + 0)  # his own king
    exchange(g)
    announce(g, [(1, ANNOUNCE + PAGAT_ULTIMO), (1, ANNOUNCE + KING_ULTIMO)])
    assert g.current_player == 1
    legal = g.legal_actions()
    assert PAGAT not in legal and KH not in legal and legal
    play_out(g, stop=lambda g: g.current_player == 1 and sorted(g.hands[1]) == [PAGAT, KH])
    assert g.legal_actions() == [PAGAT, KH]


def test_SL_A4_beggar_kontra_round(slovenian):
    """SL-A4: beggar and above: one round from the seat after the declarer in which only
    kontra on the game exists; option beggar_kontra=False skips it; klop is never
    kontra'd."""
    hands, talon = DEAL_BEGGAR_WON
    g = slovenian(4, dealer=0, hands=hands, talon=talon)
    forehand_declares(g, BEGGAR)
    assert g.phase == "announce" and g.current_player == 2
    assert g.legal_actions() == [PASS, KONTRA + GAME]
    g.apply(KONTRA + GAME)
    g.apply(PASS)
    assert g.legal_actions() == [PASS]  # seat 3: the defenders gave kontra already
    g.apply(PASS)
    g.apply(PASS)
    assert g.current_player == 1 and g.legal_actions() == [PASS, KONTRA + GAME]
    g.apply(PASS)
    assert g.phase == "play" and g.current_player == 1
    play_out(g)
    r = g.result()
    assert r["won"] is True and bare(r["items"]) == [
        {"item": "game", "side": "declarer", "seat": None, "announced": True, "kontra": 2,
         "amount": 140}]
    g = slovenian(4, dealer=0, hands=hands, talon=talon, beggar_kontra=False)
    forehand_declares(g, BEGGAR)
    assert g.phase == "play"
    g = slovenian(4, dealer=0, hands=hands, talon=talon)
    for _ in range(3):
        g.apply(PASS)
    g.apply(BID + KLOP)
    assert g.phase == "play"
    with pytest.raises(InvalidInputError):
        slovenian(4, seed=1, klop_kontra=True)


# =========================================================================================
# Play
# =========================================================================================


def test_SL_P1_leaders(slovenian):
    """SL-P1: below beggar the forehand leads (whoever declares); beggar and above the
    declarer leads."""
    for contract, leader in ((TWO, 1), (SOLO_ONE, 1), (BEGGAR, 2), (SOLO_WITHOUT, 2),
                             (VALAT, 2)):
        g = new_game(slovenian)
        g.apply(BID + contract)  # seat 2
        for _ in range(3):
            g.apply(PASS)
        g.apply(BID + contract)
        if g.phase == "call":
            g.apply(CALL_KING + 3)
        if g.phase == "talon":
            exchange(g)
        if g.phase == "raise":
            g.apply(PASS)
        announce(g)
        assert g.phase == "play" and g.current_player == leader
        assert g.view(0)["trick_leader"] == leader
    g = new_game(slovenian)
    for _ in range(3):
        g.apply(PASS)
    g.apply(BID + KLOP)
    assert g.current_player == 1


def test_SL_P2_follow_suit(slovenian):
    """SL-P2: a player must follow the led suit, else play a tarok."""
    g = new_game(slovenian, {1: ids("4H") + list(range(11, 22)), 2: ids("3H JD") + [0]})
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    announce(g)
    g.apply(cid("4H"))
    assert g.legal_actions() == [c for c in g.hands[2] if 22 <= c < 30]
    assert_rejected(g, cid("JD"))
    assert_rejected(g, 0)


def test_SL_P3_colour_valat_taroks_cannot_win(slovenian):
    """SL-P3: in colour valat a player void in the led suit must still play a tarok, but it
    cannot win: the led suit's highest card does."""
    fixed = {1: list(range(11, 22)) + [KH], 2: list(range(0, 8)) + ids("JS CS QS KS")}
    g = new_game(slovenian, fixed)
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(RAISE)
    announce(g)
    g.apply(KH)
    assert g.legal_actions() == list(range(0, 8))
    assert_rejected(g, cid("JS"))
    play_out(g, stop=lambda g: len(tricks(g)) == 1)
    assert tricks(g)[0][0] == 1 and tricks(g)[0][2] == 1
    assert tricks(g)[0][1][1] < 22


def _emperors_trick(slovenian):
    """A solo three whose first trick is the pagat (seat 1), the mond (2) and the škis (3)."""
    fixed = {1: [PAGAT] + list(range(9, 20)),
             2: [MOND] + list(range(22, 33)),
             3: [SKIS] + list(range(33, 44))}
    g = new_game(slovenian, fixed, ids("QC KC 7S 8S 9S 10S"))
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    announce(g)
    g.apply(PAGAT)
    return g


def test_SL_P4_emperors_trick(slovenian):
    """SL-P4: škis, mond and pagat in one trick: the pagat wins."""
    g = _emperors_trick(slovenian)
    play_out(g, stop=lambda g: len(tricks(g)) == 1)
    leader, cards, winner = tricks(g)[0]
    assert cards[:3] == [PAGAT, MOND, SKIS]
    assert winner == 1


def test_SL_P4_SL_P5_the_mond_in_the_emperors_trick_is_captured_too(slovenian):
    """SL-P5 with SL-P4: škis and mond in one trick cost the mond's player -21 even when the
    pagat wins that trick (the emperor's trick): the mond was still caught."""
    g = _emperors_trick(slovenian)
    play_out(g)
    leader, cards, winner = tricks(g)[0]
    assert cards[:3] == [PAGAT, MOND, SKIS] and winner == 1
    r = g.result()
    assert only_item(r, "mond penalty") == {"item": "mond penalty", "side": None, "seat": 2,
                                            "announced": False, "kontra": 1, "amount": -21}


def test_SL_P5_captured_mond(slovenian):
    """SL-P5, SL-S5: škis and mond in one trick: the mond's player pays -21, whoever wins;
    only that player."""
    fixed = {1: [PAGAT] + list(range(10, 20)) + [SKIS], 2: [MOND] + list(range(22, 33))}
    g = new_game(slovenian, fixed)
    forehand_declares(g, SOLO_THREE)
    exchange(g)
    g.apply(PASS)
    announce(g)
    play_out(g, first={1: [SKIS]}, last={1: [PAGAT]})
    first = tricks(g)[0]
    assert first[1][:2] == [SKIS, MOND] and first[2] == 1
    r = g.result()
    assert only_item(r, "mond penalty") == {"item": "mond penalty", "side": None, "seat": 2,
                                            "announced": False, "kontra": 1, "amount": -21}
    assert r["amounts"][2] == -21 and r["amounts"][0] == 0 and r["amounts"][3] == 0


def test_SL_P5_not_in_beggar_and_above(slovenian):
    """SL-P5 applies only in the contracts with bonuses: not in solo without."""
    fixed = {1: [PAGAT] + list(range(10, 20)) + [SKIS], 2: [MOND] + list(range(22, 33))}
    g = new_game(slovenian, fixed)
    forehand_declares(g, SOLO_WITHOUT)
    announce(g)
    play_out(g, first={1: [SKIS]})
    assert tricks(g)[0][1][:2] == [SKIS, MOND]
    assert items_named(g.result(), "mond penalty") == []


def _klop(G, fixed, talon=None, **options):
    g = new_game(G, fixed, talon, **options)
    for _ in range(3):
        g.apply(PASS)
    g.apply(BID + KLOP)
    return g


def test_SL_P6_negative_must_overtake(slovenian):
    """SL-P6: in klop a player must play a card that wins the trick so far if he can."""
    g = _klop(slovenian, {1: ids("2H") + list(range(10, 21)),
                          2: ids("3H 1H") + [0, 4] + list(range(30, 38))})
    g.apply(cid("2H"))
    assert g.legal_actions() == [cid("1H")]
    assert_rejected(g, cid("3H"))


def test_SL_P6_pagat_restrictions(slovenian):
    """SL-P6 in a played klop: the pagat is held back while another tarok may be played,
    and played as the only tarok (the last card and the only winning card: the SL-P6
    properties of ``tests/test_trick_rules.py``)."""
    g = _klop(slovenian, {1: [1, 5] + list(range(10, 20)), 2: [PAGAT, 2] + list(range(22, 32))})
    g.apply(5)  # VI led; seat 2 cannot win with I or III
    assert g.legal_actions() == [2]
    assert_rejected(g, PAGAT)
    g = _klop(slovenian, {1: [1, 5] + list(range(10, 20)), 2: [PAGAT] + list(range(22, 33))})
    g.apply(5)
    assert g.legal_actions() == [PAGAT]  # the only tarok


def test_SL_P7_open_beggar_revealed_after_trick_one(slovenian):
    """SL-P7: after the first trick the open beggar's hand is shown to every seat."""
    hands, talon = DEAL_SEED0
    g = slovenian(4, dealer=0, hands=hands, talon=talon)
    forehand_declares(g, OPEN_BEGGAR)
    announce(g)
    assert g.current_player == 1
    for _ in range(4):
        assert all(g.view(s)["revealed"] == {} for s in range(4))
        g.apply(g.legal_actions()[0])
    assert tricks(g)[0][2] != 1 and not g.is_over
    for s in range(4):
        assert g.view(s)["revealed"] == {1: g.hands[1]}
    g.apply(g.legal_actions()[0])
    assert g.view(2)["revealed"] == {1: g.hands[1]}


# =========================================================================================
# Scoring
# =========================================================================================


def test_SL_S1_game_with_difference(slovenian):
    """SL-S1: the game scores ±(value + |difference|) (difference rounded to 5): solo three
    with 38 points: +(40 + 5); with 35: -(40 + 0); solo one 58 points: +(60 + 25)."""
    r = contract_deal(slovenian, seven_top_and(SOLO_38)).result()
    assert only_item(r, "game") == {"item": "game", "side": "declarer", "seat": None,
                                    "announced": True, "kontra": 1, "amount": 45}
    assert only_item(contract_deal(slovenian, seven_top_and(SOLO_35)).result(),
                     "game")["amount"] == -40
    g = contract_deal(slovenian, {1: STRONG}, ids("7S KH QH CH JH 4H"), contract=SOLO_ONE)
    assert only_item(g.result(), "game")["amount"] == 85


def test_SL_S1_silent_bonuses_made_by_the_declarer(slovenian):
    """SL-S1: unannounced bonuses made by the declarer side: trula +10, kings +10 (won in
    tricks), and (SL-S2) the silent valat +250."""
    r = contract_deal(slovenian, {1: STRONG}).result()
    assert [(it["item"], it["side"], it["announced"], it["kontra"], it["amount"])
            for it in r["items"]] == [
        ("game", "declarer", True, 1, 75), ("trula", "declarer", False, 1, 10),
        ("kings", "declarer", False, 1, 10), ("valat", "declarer", False, 1, 250)]
    assert r["amounts"] == [0, 345, 0, 0]


def test_SL_S1_silent_bonuses_made_by_the_defenders(slovenian):
    """SL-S1: bonuses made by the defenders without announcement: -silent value (here the
    defenders win all four kings)."""
    r = contract_deal(slovenian, seven_top_and(SOLO_36)).result()
    assert only_item(r, "kings") == {"item": "kings", "side": "defenders", "seat": None,
                                     "announced": False, "kontra": 1, "amount": -10}


def test_SL_S1_announced_by_the_declarer_made_and_failed(slovenian):
    """SL-S1: bonuses announced by the declarer side: made +value, failed -value, times
    their kontra factor."""
    r = contract_deal(slovenian, {1: STRONG}, script=[
        (1, ANNOUNCE + TRULA), (1, ANNOUNCE + KINGS_B), (2, KONTRA + 1 + TRULA)]).result()
    assert only_item(r, "trula") == {"item": "trula", "side": "declarer", "seat": None,
                                     "announced": True, "kontra": 2, "amount": 40}
    assert only_item(r, "kings")["amount"] == 20 and only_item(r, "kings")["announced"]
    # a king among the defenders' talon set: kings announced and failed
    r = contract_deal(slovenian, {1: STRONG}, ids("10S 9S 8S KH 7S 10C"),
                      script=[(1, ANNOUNCE + KINGS_B)]).result()
    assert only_item(r, "kings") == {"item": "kings", "side": "declarer", "seat": None,
                                     "announced": True, "kontra": 1, "amount": -20}
    assert only_item(r, "game")["amount"] == 70


def test_SL_S1_announced_by_the_defenders_made_and_failed(slovenian):
    """SL-S1: bonuses announced by the defenders: made -value, failed +value (times kontra)."""
    r = contract_deal(slovenian, {1: STRONG}, script=[
        (2, ANNOUNCE + TRULA), (1, KONTRA + 1 + TRULA)]).result()
    assert only_item(r, "trula") == {"item": "trula", "side": "defenders", "seat": None,
                                     "announced": True, "kontra": 2, "amount": 40}
    hands, talon = DEAL_PAGAT_LOST_BY_DEFENDER
    r = contract_deal(slovenian, hands=hands, talon=talon, script=[(2, ANNOUNCE + TRULA)],
                      last={0: [PAGAT], 2: [PAGAT], 3: [PAGAT]}).result()
    assert only_item(r, "trula") == {"item": "trula", "side": "defenders", "seat": None,
                                     "announced": True, "kontra": 1, "amount": -20}


def test_SL_S1_failed_silent_pagat_ultimo(slovenian):
    """SL-S1: an unannounced pagat played to the last trick that does not win it is a failed
    silent ultimo of its side: -25 for the declarer side, +25 for the defenders."""
    hands, talon = DEAL_PAGAT_LOST_BY_DECLARER
    g = contract_deal(slovenian, hands=hands, talon=talon, last={1: [PAGAT]})
    last = tricks(g)[-1]
    assert player_of(last, PAGAT) == 1 and last[2] != 1
    assert only_item(g.result(), "pagat ultimo") == {
        "item": "pagat ultimo", "side": "declarer", "seat": None, "announced": False,
        "kontra": 1, "amount": -25}
    hands, talon = DEAL_PAGAT_LOST_BY_DEFENDER
    g = contract_deal(slovenian, hands=hands, talon=talon, last={0: [PAGAT], 2: [PAGAT],
                                                                 3: [PAGAT]})
    last = tricks(g)[-1]
    assert player_of(last, PAGAT) != 1 and last[2] != player_of(last, PAGAT)
    r = g.result()
    assert only_item(r, "pagat ultimo") == {
        "item": "pagat ultimo", "side": "defenders", "seat": None, "announced": False,
        "kontra": 1, "amount": 25}
    assert only_item(r, "trula")["amount"] == -10 and only_item(r, "game")["amount"] == -60


def test_SL_S1_pagat_ultimo_made_silently(slovenian):
    """SL-S1: the pagat winning the last trick, unannounced: +25 for the declarer side."""
    g = contract_deal(slovenian, {1: STRONG_PAGAT}, last={1: [PAGAT]})
    assert tricks(g)[-1][1][0] == PAGAT and tricks(g)[-1][2] == 1
    assert only_item(g.result(), "pagat ultimo")["amount"] == 25


def test_SL_S1_king_ultimo(slovenian):
    """SL-S1: king ultimo: the called king in the last trick won by the declarer side:
    silent +10, announced +20; lost by the declarer side: silent -10 (a failed silent
    ultimo), announced -20."""
    g = _partner_deal(slovenian, 3)
    announce(g)
    play_out(g, last={3: [KH]})
    assert KH in tricks(g)[-1][1] and tricks(g)[-1][2] == 1
    r = g.result()
    assert only_item(r, "king ultimo") == {"item": "king ultimo", "side": "declarer",
                                           "seat": None, "announced": False, "kontra": 1,
                                           "amount": 10}
    assert r["amounts"][1] == r["amounts"][3] == 45 + 10 + 10 + 10 + 250
    hands, talon = DEAL_KING_ULTIMO_LOST
    keep = {s: [KH] for s in range(4)}
    g = contract_deal(slovenian, hands=hands, talon=talon, contract=THREE, last=keep)
    last = tricks(g)[-1]
    assert player_of(last, KH) == 3 and last[2] == 0  # a defender, seat 0, wins the last trick
    r = g.result()
    assert r["partner"] == 3
    assert only_item(r, "king ultimo") == {"item": "king ultimo", "side": "declarer",
                                           "seat": None, "announced": False, "kontra": 1,
                                           "amount": -10}
    g = contract_deal(slovenian, hands=hands, talon=talon, contract=THREE, last=keep,
                      script=[(1, ANNOUNCE + KING_ULTIMO)])
    assert only_item(g.result(), "king ultimo")["amount"] == -20


@pytest.mark.parametrize("won", [True, False])
def test_SL_A1_king_ultimo_off_scores_no_silent_king_ultimo(slovenian, won):
    """SL-A1 [choice] king_ultimo off: there is no king ultimo, so the called king won (or
    lost) in the last trick scores nothing; the rest of the deal scores as with the option
    on (the same cards played)."""
    def played(**options):
        if won:
            g = _partner_deal(slovenian, 3, **options)
            announce(g)
            play_out(g, last={3: [KH]})
            return g
        hands, talon = DEAL_KING_ULTIMO_LOST
        return contract_deal(slovenian, hands=hands, talon=talon, contract=THREE,
                             last={s: [KH] for s in range(4)}, **options)
    on, off = played(), played(king_ultimo=False)
    assert on.history == off.history and KH in tricks(off)[-1][1]
    assert only_item(on.result(), "king ultimo")["amount"] == (10 if won else -10)
    assert [i for i in on.result()["items"] if i["item"] != "king ultimo"] == off.result()["items"]
    assert off.result()["amounts"] != on.result()["amounts"]


def test_SL_S2_announced_valat_is_the_only_item(slovenian):
    """SL-S2: if valat is announced nothing else is scored (not even the mond penalty):
    made +500, failed -500, times kontra."""
    r = contract_deal(slovenian, {1: STRONG}, script=[(1, ANNOUNCE + VALAT_B)]).result()
    assert bare(r["items"]) == [{"item": "valat", "side": "declarer", "seat": None,
                           "announced": True, "kontra": 1, "amount": 500}]
    assert r["amounts"] == [0, 500, 0, 0]
    assert r["difference"] is None  # not scored
    r = contract_deal(slovenian, {1: list(range(9, 20)) + [SKIS]}, ids("10S 9S 8S XXI 7S 10C"),
                      script=[(1, ANNOUNCE + VALAT_B), (3, KONTRA + 1 + VALAT_B)]).result()
    assert bare(r["items"]) == [{"item": "valat", "side": "declarer", "seat": None,
                           "announced": True, "kontra": 2, "amount": 1000}]
    r = contract_deal(slovenian, seven_top_and(SOLO_36), script=[(1, ANNOUNCE + VALAT_B)]).result()
    assert [(it["item"], it["amount"]) for it in r["items"]] == [("valat", -500)]


def test_SL_S2_silent_valat_option(slovenian):
    """SL-S2: a silent valat scores 250 beside the rest; option silent_valat=False drops it."""
    r = contract_deal(slovenian, {1: STRONG}).result()
    assert only_item(r, "valat")["amount"] == 250 and len(r["items"]) == 4
    r = contract_deal(slovenian, {1: STRONG}, silent_valat=False).result()
    assert items_named(r, "valat") == [] and len(r["items"]) == 3


def test_SL_S3_beggar_and_above_only_the_game(slovenian):
    """SL-S3: beggar and above score ±value (times kontra) and nothing else."""
    hands, talon = DEAL_BEGGAR_WON
    g = slovenian(4, dealer=0, hands=hands, talon=talon)
    forehand_declares(g, BEGGAR)
    announce(g)
    play_out(g)
    r = g.result()
    assert all(t[2] != 1 for t in tricks(g)) and len(tricks(g)) == 12
    assert r["won"] is True and r["difference"] is None
    assert bare(r["items"]) == [{"item": "game", "side": "declarer", "seat": None, "announced": True,
                           "kontra": 1, "amount": 70}]
    hands, talon = DEAL_SEED0
    g = slovenian(4, dealer=0, hands=hands, talon=talon)
    forehand_declares(g, OPEN_BEGGAR)
    announce(g, [(2, KONTRA + GAME)])
    play_out(g)
    assert bare(g.result()["items"]) == [{"item": "game", "side": "declarer", "seat": None,
                                    "announced": True, "kontra": 2, "amount": -180}]
    r = contract_deal(slovenian, {1: STRONG}, contract=VALAT).result()
    assert [(it["item"], it["amount"]) for it in r["items"]] == [("game", 500)]
    r = contract_deal(slovenian, {1: STRONG}, contract=SOLO_WITHOUT).result()
    assert [(it["item"], it["amount"]) for it in r["items"]] == [("game", 80)]
    talon = make_deal(4, {1: STRONG})[1]
    assert r["card_points"] == [70 - rounded(talon), rounded(talon)]  # the talon: defenders'


def test_SL_S4_partner_scores_like_the_declarer(slovenian):
    """SL-S4: the partner scores exactly what the declarer scores; defenders nothing."""
    for partner in (2, 3):
        g = _partner_deal(slovenian, partner)
        announce(g)
        play_out(g)
        r = g.result()
        assert r["partner"] == partner
        assert r["amounts"][1] == r["amounts"][partner] != 0
        assert all(r["amounts"][s] == 0 for s in range(4) if s not in (1, partner))


def test_SL_S5_mond_penalty_only_the_payer(slovenian):
    """SL-S5: the mond penalty is -21 to that one player: the declarer's partner does not
    share it."""
    fixed = {1: list(range(9, 20)) + [SKIS], 3: [KH]}
    g = contract_deal(slovenian, fixed, ids("10S 9S 8S XXI 7S 10C"), contract=THREE)
    r = g.result()
    assert r["partner"] == 3
    assert only_item(r, "mond penalty")["seat"] == 1
    assert r["amounts"][1] == r["amounts"][3] - 21


# =========================================================================================
# Klop
# =========================================================================================


def _play_klop(G, deal, **options):
    hands, talon = deal
    g = G(4, dealer=0, hands=hands, talon=talon, **options)
    for _ in range(3):
        g.apply(PASS)
    g.apply(BID + KLOP)
    return g


def test_SL_L1_talon_cards_to_the_first_six_tricks(slovenian):
    """SL-L1: each of the first six tricks also gets one talon card, in order, shown face up
    when the trick starts; option klop_talon_face_up=False keeps them hidden."""
    g = _play_klop(slovenian, DEAL_SEED0)
    talon = g.talon
    assert all(g.view(s)["talon"] == talon[:1] for s in range(4))
    while not g.is_over:
        started = min(6, len(tricks(g)) + 1)
        assert g.view(3)["talon"] == talon[:started]
        g.apply(g.legal_actions()[0])
    assert g.view(0)["talon"] == talon
    piles = [[] for _ in range(4)]
    for number, (leader, cards, winner) in enumerate(tricks(g), 1):
        piles[winner] += cards + ([talon[number - 1]] if number <= 6 else [])
    r = g.result()
    assert r["card_points"] == [rounded(p) for p in piles]
    assert r["contract"] == KLOP and r["declarer"] is None and r["won"] is None
    hidden = _play_klop(slovenian, DEAL_SEED0, klop_talon_face_up=False)
    assert hidden.view(0)["talon"] == []
    play_out(hidden)
    assert hidden.view(0)["talon"] == [] and hidden.result() == r


def test_SL_L2_more_than_35_points_loses_70(slovenian):
    """SL-L2: a player with more than 35 points scores -70, and then only he scores."""
    g = _play_klop(slovenian, DEAL_KLOP_MINUS70)
    play_out(g)
    r = g.result()
    assert r["card_points"][0] == 43
    assert bare(r["items"]) == [{"item": "klop", "side": None, "seat": 0, "announced": False,
                           "kontra": 1, "amount": -70}]
    assert r["amounts"] == [-70, 0, 0, 0]


def test_SL_L2_exactly_35_points_is_not_more_than_35(slovenian):
    """SL-L2: "more than 35" loses 70; a player with exactly 35 scores -35 (SL-L3), as
    everybody else scores his own points rounded."""
    g = _play_klop(slovenian, DEAL_KLOP_35)
    play_out(g)
    r = g.result()
    assert r["card_points"] == [6, 35, 27, 2] and all(g.view(0)["won_counts"])
    assert r["amounts"] == [-5, -35, -25, 0]


def test_SL_L2_no_trick_wins_70(slovenian):
    """SL-L2: a player who took no trick scores +70; with any ±70 only those score."""
    g = _play_klop(slovenian, DEAL_KLOP_PLUS70)
    play_out(g)
    r = g.result()
    assert g.view(0)["won_counts"][0] == 0 and r["card_points"][1] == 38
    assert [(it["seat"], it["amount"]) for it in r["items"]] == [(0, 70), (1, -70)]
    assert r["amounts"] == [70, -70, 0, 0]


def test_SL_L3_minus_points_rounded_to_five(slovenian):
    """SL-L3: otherwise each player scores minus his points rounded to 5."""
    g = _play_klop(slovenian, DEAL_SEED0)
    play_out(g)
    r = g.result()
    assert r["card_points"] == [32, 11, 7, 20]
    assert [(it["item"], it["seat"], it["amount"]) for it in r["items"]] == [
        ("klop", 0, -30), ("klop", 1, -10), ("klop", 2, -5), ("klop", 3, -20)]
    assert r["amounts"] == [-30, -10, -5, -20]


# =========================================================================================
# Three players
# =========================================================================================


def test_SL_T1_three_players_no_king_called(slovenian):
    """SL-T1: with three players the declarer plays alone: no call, no king ultimo, no
    raise; the talon sets as SL-K2."""
    g = new_game(slovenian, n=3)
    forehand_declares(g, TWO)
    assert g.phase == "talon" and g.legal_actions() == [TAKE, TAKE + 1, TAKE + 2]
    exchange(g)
    assert g.phase == "announce" and g.current_player == 1
    assert ANNOUNCE + KING_ULTIMO not in g.legal_actions()
    assert_rejected(g, ANNOUNCE + KING_ULTIMO)
    announce(g)
    assert g.phase == "play" and g.current_player == 1
    play_out(g)
    r = g.result()
    assert r["partner"] is None
    for defender in (0, 2):  # only a mond penalty can reach a defender
        assert r["amounts"][defender] == sum(it["amount"] for it in r["items"]
                                             if it["seat"] == defender)


def test_SL_T2_three_player_bidding(slovenian):
    """SL-T2: contracts klop, three, two, one, beggar; no implicit three: the forehand
    speaks first and may bid anything; priority as SL-B3; all pass: klop."""
    g = new_game(slovenian, n=3)
    assert g.current_player == 1
    assert g.legal_actions() == [PASS, BID + THREE, BID + TWO, BID + ONE, BID + BEGGAR]
    assert_rejected(g, BID + SOLO_THREE)
    g.apply(BID + THREE)
    assert g.legal_actions() == [PASS, BID + TWO, BID + ONE, BID + BEGGAR]  # seat 2
    g.apply(BID + TWO)
    g.apply(PASS)  # seat 0
    assert g.current_player == 1 and BID + TWO in g.legal_actions()
    g.apply(BID + TWO)
    assert g.current_player == 2
    g.apply(PASS)
    assert g.phase == "declare" and g.current_player == 1
    assert g.legal_actions() == [BID + TWO, BID + ONE, BID + BEGGAR]
    g = new_game(slovenian, n=3)
    for _ in range(3):
        g.apply(PASS)
    assert g.phase == "play" and g.view(0)["contract"] == KLOP and g.current_player == 1


def test_SL_T2_compulsory_round_is_simply_klop(slovenian):
    """SL-T2: with three players a compulsory klop round is klop, with no bidding."""
    g = new_game(slovenian, n=3, compulsory_klop=True)
    assert g.phase == "play" and g.current_player == 1
    assert g.view(0)["contract"] == KLOP and g.view(0)["bids"] == []
    play_out(g)
    assert g.result()["contract"] == KLOP


def test_SL_T3_round_ends_after_both_others_pass(slovenian):
    """SL-T3: bidding and announcements end when both other players passed in a row after
    the last bid or announcement."""
    g = new_game(slovenian, n=3)
    g.apply(PASS)
    g.apply(BID + TWO)  # seat 2
    g.apply(PASS)  # seat 0
    assert g.phase == "declare" and g.current_player == 2
    g.apply(BID + TWO)
    exchange(g)
    assert g.phase == "announce" and g.current_player == 2
    g.apply(ANNOUNCE + TRULA)
    g.apply(PASS)
    g.apply(PASS)
    assert g.phase == "announce"
    g.apply(PASS)
    assert g.phase == "play"
    g = new_game(slovenian, n=3)
    forehand_declares(g, THREE)
    exchange(g)
    g.apply(PASS)
    g.apply(PASS)
    assert g.phase == "announce"
    g.apply(PASS)
    assert g.phase == "play"


def test_SL_T4_no_rounding_with_three_players(slovenian):
    """SL-T4: three players: the difference is not rounded (38 points: +3, game 10 + 3),
    nor are the klop points."""
    hands, talon = DEAL3_DIFFERENCE_3
    g = slovenian(3, dealer=0, hands=hands, talon=talon)
    forehand_declares(g, THREE)
    exchange(g)
    announce(g)
    play_out(g)
    r = g.result()
    assert r["card_points"] == [38, 32] and r["difference"] == 3
    assert only_item(r, "game")["amount"] == 13
    hands, talon = DEAL3_KLOP
    g = slovenian(3, dealer=0, hands=hands, talon=talon)
    for _ in range(3):
        g.apply(PASS)
    play_out(g)
    r = g.result()
    assert r["card_points"] == [20, 27, 24]
    assert r["amounts"] == [-20, -27, -24]


# =========================================================================================
# Radli and the score sheet: the match layer, not one deal
# =========================================================================================


def test_SL_R1_to_R6_are_not_applied_to_one_deal(slovenian):
    """SL-R1 (radli), SL-R2 (doubling and closing them), SL-R3 (100 per open radl), SL-R4
    (misdeals), SL-R5 (misplay penalties) and SL-R6 (the škis round) belong to the match
    layer, not to one deal: a deal's
    ``amounts`` are "before radli" (docs/slovenian.md "Result").  A won beggar, which earns
    everybody a radl (SL-R1), scores exactly +70; the engine takes no radl, misdeal or
    penalty input."""
    hands, talon = DEAL_BEGGAR_WON
    g = slovenian(4, dealer=0, hands=hands, talon=talon)
    forehand_declares(g, BEGGAR)
    announce(g)
    play_out(g)
    assert g.result()["amounts"] == [0, 70, 0, 0]
    for option in ("radli", "open_radli", "misdeals"):
        with pytest.raises(InvalidInputError):
            slovenian(4, seed=1, **{option: 1})


# =========================================================================================
# Bad input
# =========================================================================================


def test_bad_input_is_rejected_and_changes_nothing(slovenian):
    """Protocol: illegal actions raise IllegalActionError with the state unchanged: out of
    turn / wrong phase, an illegal card (SL-P2), a king discarded (SL-K3), a kontra on the
    own side (SL-A2), a bid below the compulsory minimum (SL-B6)."""
    g = new_game(slovenian)
    assert_rejected(g, g.hands[2][0])  # a card in the bidding
    assert_rejected(g, CALL_KING)
    assert_rejected(g, 999)
    c = new_game(slovenian, compulsory_klop=True)
    assert_rejected(c, BID + THREE)
    g = _partner_deal(slovenian, 3)
    g.apply(PASS)
    g.apply(PASS)
    assert_rejected(g, KONTRA + GAME)  # the partner
    announce(g)
    other_seat_card = g.hands[2][0]
    assert_rejected(g, other_seat_card)  # seat 1 is to play, not seat 2
    g = new_game(slovenian, {1: [KH] + list(range(11, 22))})
    forehand_declares(g, SOLO_ONE)
    g.apply(TAKE)
    assert_rejected(g, KH)


def test_bad_deals_are_refused(slovenian):
    """Protocol: a deal by hand must hold every card exactly once (53 cards, a duplicate,
    wrong hand sizes, a bad talon: InvalidInputError)."""
    hands, talon = make_deal()
    with pytest.raises(InvalidInputError):
        slovenian(4, hands=[hands[0][:-1]] + hands[1:], talon=talon)  # 53 cards
    with pytest.raises(InvalidInputError):
        slovenian(4, hands=hands, talon=talon[:-1])
    with pytest.raises(InvalidInputError):
        slovenian(4, hands=[hands[0][:-1] + [hands[1][0]]] + hands[1:], talon=talon)
    with pytest.raises(InvalidInputError):
        slovenian(4, hands=hands[:3], talon=talon)
    with pytest.raises(InvalidInputError):
        slovenian(4, hands=[h + [99] for h in hands], talon=talon)
    with pytest.raises(InvalidInputError):
        slovenian(4, seed=1, unknown_option=True)


def test_result_and_apply_at_the_wrong_time(slovenian):
    """Protocol: result() before the end and apply() after it are IllegalActionError."""
    g = new_game(slovenian)
    with pytest.raises(IllegalActionError):
        g.result()
    hands, talon = DEAL_SEED0
    g = _play_klop(slovenian, (hands, talon))
    play_out(g)
    assert g.legal_actions() == [] and g.current_player is None
    with pytest.raises(IllegalActionError):
        g.apply(PASS)


def test_action_names_and_parsing(slovenian):
    """Protocol "Actions": en and sl names; parse_action reads them back (diacritics folded)
    and raises NotationError for text naming no action."""
    g = new_game(slovenian)
    for action, en, sl in ((PASS, "pass", "naprej"), (BID + TWO, "two", "dva"),
                           (BID + BEGGAR, "beggar", "berač"),
                           (CALL_KING, "call king of hearts", "kličem srčnega kralja"),
                           (CALL_QUEEN + 3, "call queen of spades", "kličem pikovo damo"),
                           (TAKE + 1, "take set 2", "vzamem kup 2"),
                           (ANNOUNCE + TRULA, "announce trula", "napovem trulo"),
                           (KONTRA + 1 + PAGAT_ULTIMO, "kontra pagat ultimo",
                            "kontra na pagat ultimo"),
                           (KH, "KH", "srce kralj"), (SKIS, "Sk", "škis")):
        assert g.action_name(action) == en
        assert g.action_name(action, "sl") == sl
        assert g.parse_action(en) == action
        assert g.parse_action(sl) == action
    assert g.parse_action("KLICEM SRCE KRALJA") == CALL_KING
    assert g.parse_action("king of hearts") == KH
    with pytest.raises(NotationError):
        g.parse_action("bid seven")


def test_sl_k1_a_call_names_its_king_or_queen_by_card_name(slovenian):
    """SL-K1: "call KH" (or "kličem K♠", any card style) calls the king or queen named;
    "call" with any other card names no action."""
    g = new_game(slovenian)
    assert g.parse_action("call KH") == CALL_KING
    assert g.parse_action("Call K♠") == CALL_KING + 3
    assert g.parse_action("kličem QS") == CALL_QUEEN + 3
    assert g.parse_action("call king of hearts") == CALL_KING
    assert g.parse_action("dalje") == g.parse_action("naprej") == PASS
    # As the table says it, and as the names were written before 2026-12-07.
    assert g.parse_action("kličem pikovega kralja") == CALL_KING + 3
    assert g.parse_action("Kličem križevo damo") == CALL_QUEEN + 2
    assert g.parse_action("kličem srce kralja") == CALL_KING
    assert g.parse_action("klicem pik damo") == CALL_QUEEN + 3
    assert g.parse_action("kličem srčni kralj") == CALL_KING  # the card by its adjective
    for text in ("call XX", "call 7H", "call JH", "call nothing", "kličem", "kličem pik kralj damo"):
        with pytest.raises(NotationError, match="unknown action"):
            g.parse_action(text)
    forehand = new_game(slovenian, {1: STRONG})
    forehand_declares(forehand, SOLO_THREE)
    forehand.apply(TAKE)
    assert forehand.action_name(forehand.legal_actions()[0]).startswith("discard ")
    assert forehand.action_name(forehand.legal_actions()[0], "sl").startswith("založi ")


# =========================================================================================
# Properties of whole random deals
# =========================================================================================


def _check_views(g, partners_seen):
    """Views never hold another seat's cards (the open beggar's hand after trick 1 aside),
    unseen talon cards, or private discards; a partner shown is the real one."""
    hands = g.hands
    talon = g.talon
    for seat in range(g.num_players):
        v = g.view(seat)
        assert v["seat"] == seat and v["hand"] == hands[seat]
        others = {c for s, h in enumerate(hands) if s != seat for c in h}
        assert not set(v["trick"]) & others
        assert not {c for t in v["tricks"] for c in t[1]} & others
        assert not set(v["discards"]) & others
        if v["declarer"] != seat:
            assert all(c < 22 for c in v["discards"])
        if v["contract"] == KLOP:
            assert v["talon"] == talon[:len(v["talon"])]
        elif v["contract"] is None or v["talon_taken"] is None and v["phase"] != "talon":
            assert v["talon"] == []
        else:
            assert v["talon"] == talon
        for s, cards in v["revealed"].items():
            if v["contract"] is None:  # SL-D3: a hand without a tarok is shown at once
                assert v["phase"] == "over" and cards == hands[s] and all(c >= 22 for c in cards)
            else:  # SL-P7: the open beggar's hand
                assert v["contract"] == OPEN_BEGGAR and s == v["declarer"] and cards == hands[s]
        if v["partner"] is not None:
            partners_seen.add(v["partner"])


def _check_result(g):
    r = g.result()
    n = g.num_players
    if r["annulled"]:
        assert r["amounts"] == [0] * n and bare(r["items"]) == []
        return
    declarer_seats = [s for s in (r["declarer"], r["partner"]) if s is not None]
    amounts = [0] * n
    for it in r["items"]:
        for s in ([it["seat"]] if it["seat"] is not None else declarer_seats):
            amounts[s] += it["amount"]
        assert it["kontra"] in (1, 2, 4, 8, 16)
    assert r["amounts"] == amounts
    complete = len(tricks(g)) == (12 if n == 4 else 16)
    if r["contract"] == KLOP:
        assert 69 <= sum(r["card_points"]) <= 71
    elif complete:
        assert sum(r["card_points"]) == 70
        assert r["declarer_points"] == r["card_points"][0]
    valat_announced = any(it["item"] == "valat" and it["announced"] for it in r["items"])
    if r["contract"] in (1, 2, 3, 4, 5, 6) and not valat_announced:
        d = r["difference"]
        assert d is not None and (n == 3 or d % 5 == 0)
        assert abs(d - (r["card_points"][0] - 35)) <= (2 if n == 4 else 0)
        assert r["won"] == (r["card_points"][0] >= 36)
    else:
        assert r["difference"] is None


OPTIONS = st.fixed_dictionaries({}, optional={
    name: st.booleans() for name in ("end_early", "king_ultimo", "beggar_kontra",
                                     "silent_valat", "klop_talon_face_up")})


def _play_checked(slovenian, seed, n, dealer, compulsory, choices, options) -> bool:
    """One whole deal of random legal play (``gamecases.choose``: low bids, seldom valat),
    checked at every step; returns whether a partner played hidden (a called king held by
    another seat)."""
    rng = random.Random(choices)
    g = slovenian(n, seed=seed, dealer=dealer % n, compulsory_klop=compulsory, **options)
    steps = 0
    partners_seen = set()
    while not g.is_over:
        legal = g.legal_actions()
        assert legal == sorted(set(legal)) and legal
        for action in legal:
            g.copy().apply(action)
        for action in rng.sample(range(110), 6):
            if action not in legal:
                assert_rejected(g, action)
        _check_views(g, partners_seen)
        with pytest.raises(IllegalActionError):
            g.result()
        g.apply(choose(rng, g, legal))
        steps += 1
        assert steps < 200
    _check_views(g, partners_seen)
    _check_result(g)
    r = g.result()
    if not r["annulled"]:
        assert partners_seen <= {r["partner"]}
    return r["partner"] is not None and r["partner"] != r["declarer"]


@settings(FAST, max_examples=40)
@given(seed=st.integers(0, 2**64 - 1), n=st.sampled_from([4, 4, 3]), dealer=st.integers(0, 3),
       compulsory=st.sampled_from([False, False, False, True]), choices=st.integers(0, 10**9),
       options=OPTIONS)
def test_random_deals_keep_the_invariants(slovenian, seed, n, dealer, compulsory, choices,
                                          options):
    """Random legal play of whole deals (SL-B…SL-L, SL-T): every legal action is accepted
    (on copies), some others are rejected with nothing changed, views never leak, and the
    result adds up (SL-C1 70 points, SL-S4 amounts = items)."""
    _play_checked(slovenian, seed, n, dealer, compulsory, choices, options)


def test_random_deals_with_a_hidden_partner(slovenian):
    """The same checks on 40 seeded four-player deals, which meet the case the views must
    hide most (SL-K1, SL-A2: a called king held by another seat) many times."""
    hidden = sum(_play_checked(slovenian, seed, 4, seed, False, seed, {}) for seed in range(40))
    assert hidden >= 8, hidden
