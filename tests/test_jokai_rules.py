"""Jókai-hármas (docs/jokai.md) against shared/rules/jokai.md, on both backends: one or
more tests per rule id (JK-…), every worked figure of the rules file as an exact test,
bad input, and a random playout of seeded deals with the protocol's invariants.

Every test runs on the native engine and on the reference: ``JokaiGame`` below is the
backend's constructor (``tarokk.engines.engine_factory``), set by the autouse fixture. The
scoring functions imported from the reference are its own helpers, tested as such, on the
reference alone (``REFERENCE_ONLY``)."""

from __future__ import annotations

import random

import pytest

from tarokk.engines import engine_factory
from tarokk.errors import IllegalActionError, InvalidInputError, NotationError
from tarokk.reference.cards import PACK_42
from tarokk.reference.jokai import JokaiGame, next_dealer
from tarokk.reference.jokai.scoring import (
    figures_made,
    game_amount,
    game_won,
    tarokk_count_value,
)
from protocol_rng import below_for

PAGAT, XXI, SKIZ = 0, 20, 21
KINGS = (29, 37, 45, 53)
PASS, NEXT_PAIR = 54, 63
ELSO, MASODIK, HARMADIK, SZOLO = 1, 2, 3, 4
KETTOS_LEVELS_ALL = (ELSO, MASODIK, HARMADIK)
TAROKK_COUNT, TULETROA, NEGY_KIRALY, PAGAT_ULTIMO, XXI_FOGAS, PAGAT_FOGAS, VOLAT = range(7)
GAME = 0


def bid(level: int) -> int:
    return 54 + level


def take(pair: int) -> int:
    return 60 + pair


def announce(figure: int) -> int:
    return 64 + figure


def kontra(item: int) -> int:
    return 72 + item


def rekontra(item: int) -> int:
    return 80 + item


VIEW_KEYS = {"seat", "num_players", "dealer", "forehand", "active", "phase", "current_player",
             "hand", "bids", "contract", "declarer", "skart_view", "skart_pair", "skart_seen",
             "discards", "announcements", "announced", "tarokk_count", "kontra", "trick",
             "trick_leader", "last_trick", "tricks_won"}
RESULT_KEYS = {"contract", "declarer", "partner", "annulled", "won", "card_points", "amounts",
               "items", "skart_index", "tricks_won"}
ITEM_KEYS = {"item", "side", "seat", "announced", "kontra", "amount", "amounts"}
SKART = [43, 44, 45, 49, 50, 51]  # top C♣ Q♣, middle K♣ 10♠, bottom J♠ C♠


#: Tests of the reference's own scoring helpers (their inputs are its internal facts): they
#: run once, on it; the native engine meets the same rules in the played and hand-entered
#: tests (test_jokai_hand_entered.py, test_paskievics_hand_entered.py, test_games.py).
REFERENCE_ONLY = pytest.mark.parametrize("backend_name", ["reference"])


@pytest.fixture(autouse=True)
def _engine(backend_name, monkeypatch):
    """Every test on both backends: ``JokaiGame`` is the backend's Jókai engine."""
    monkeypatch.setitem(globals(), "JokaiGame", engine_factory("jokai", backend_name))


# --- helpers ---------------------------------------------------------------------------


def deal(cards: dict[int, list[int]], skart=SKART, n: int = 3, dealer: int = 2) -> dict:
    """A hand-given deal: the listed seats get their cards, the other active seats the rest
    of the 42-card pack in ascending order."""
    active = [(dealer + k) % n for k in (1, 2, 3)]
    used = set(skart) | {c for hand in cards.values() for c in hand}
    rest = [c for c in PACK_42 if c not in used]
    hands: list[list[int]] = [[] for _ in range(n)]
    for seat in active:
        if seat in cards:
            hands[seat] = list(cards[seat])
        else:
            hands[seat], rest = rest[:12], rest[12:]
    assert not rest and all(len(hands[s]) == 12 for s in active)
    return {"hands": hands, "talon": list(skart), "dealer": dealer}


def make(cards: dict[int, list[int]], skart=SKART, n: int = 3, dealer: int = 2, **options) -> JokaiGame:
    return JokaiGame(n, **deal(cards, skart, n, dealer), **options)


def bid_for(game: JokaiGame, declarer: int, level: int) -> None:
    """The bidding in which ``declarer`` bids ``level`` and everybody else passes."""
    while game.phase == "bidding":
        game.apply(bid(level) if game.current_player == declarer else PASS)


def talk(game: JokaiGame, figures=(), kontras=((), ()), rekontras=()) -> None:
    """The declarer announces ``figures``; the first and second opponent kontra the items of
    ``kontras``; the declarer rekontras ``rekontras``."""
    assert game.phase == "announce"
    for figure in figures:
        game.apply(announce(figure))
    game.apply(PASS)
    for items in kontras:
        assert game.phase == "kontra"
        for item in items:
            game.apply(kontra(item))
        game.apply(PASS)
    if game.phase == "rekontra":
        for item in rekontras:
            game.apply(rekontra(item))
        game.apply(PASS)


def exchange(game: JokaiGame, view: int = 1, discards=None) -> None:
    """Turn to the ``view``-th pair, take it and discard (default: the two cards taken if
    allowed, else the lowest allowed)."""
    for _ in range(view - 1):
        game.apply(NEXT_PAIR)
    pair_action = next(a for a in game.legal_actions() if 60 <= a <= 62)
    before = set(game.hands[game.current_player])
    game.apply(pair_action)
    taken = sorted(set(game.hands[game.current_player]) - before)
    for _ in range(2):
        legal = game.legal_actions()
        if discards is not None:
            card = discards[0]
            discards = discards[1:]
        else:
            card = next((c for c in taken if c in legal), legal[0])
        taken = [c for c in taken if c != card]
        game.apply(card)


def lowest(game: JokaiGame) -> int:
    return game.legal_actions()[0]


def declarer_high(game: JokaiGame) -> int:
    """The declarer plays his highest legal trump (else his highest legal card), keeping the
    pagát for last; the opponents play their lowest legal card."""
    legal = game.legal_actions()
    if game.current_player != game.view(0)["declarer"]:
        return legal[0]
    others = [c for c in legal if c != PAGAT]
    trumps = [c for c in others if c < 22]
    return max(trumps or others or legal)


def play(game: JokaiGame, script=(), policy=lowest) -> dict:
    """Play the ``script`` cards first, then ``policy``, to the end; the result."""
    for card in script:
        game.apply(card)
    while not game.is_over:
        game.apply(policy(game))
    return game.result()


def items_of(result: dict) -> list[tuple]:
    return [(i["item"], i["side"], i["announced"], i["kontra"], i["amount"]) for i in result["items"]]


def item(result: dict, name: str, side: str = "declarer") -> dict:
    found = [i for i in result["items"] if i["item"] == name and i["side"] == side]
    assert len(found) == 1, (name, side, result["items"])
    return found[0]


def check_result(result: dict, n: int) -> None:
    """JK-P5, JK-C2 invariants of any result."""
    assert set(result) == RESULT_KEYS
    assert len(result["amounts"]) == n and sum(result["amounts"]) == 0
    total = [0] * n
    for entry in result["items"]:
        assert set(entry) == ITEM_KEYS
        assert sum(entry["amounts"]) == 0
        declarer = result["declarer"]
        assert entry["amounts"][declarer] == entry["amount"] * (n - 1)
        assert all(entry["amounts"][s] == -entry["amount"] for s in range(n) if s != declarer)
        assert entry["seat"] == (declarer if entry["side"] == "declarer" else None)
        total = [a + b for a, b in zip(total, entry["amounts"])]
    assert total == result["amounts"]
    if not result["annulled"]:
        assert sum(result["card_points"]) == 66


# Deal A: the declarer (seat 0, forehand) holds the pagát and XI..XXI, the skíz lies in the
# skart; he wins every trick, the pagát the last one.
BIG = {0: [PAGAT] + list(range(10, 21)), 1: [1, 2] + list(range(25, 30)) + list(range(33, 38)),
       2: [3, 4] + list(range(41, 46)) + list(range(49, 54))}
BIG_SKART = [SKIZ, 5, 6, 7, 8, 9]
# Deal B: the declarer (seat 0, forehand) holds no trump at all.
WEAK = {0: list(range(25, 30)) + list(range(33, 38)) + [41, 42], 1: list(range(0, 11)) + [52],
        2: list(range(11, 22)) + [53]}
# Deal S: the declarer (seat 0, forehand) holds XI..XXI and the skíz.
STRONG = {0: list(range(10, 22)), 1: list(range(0, 5)) + list(range(25, 30)) + [52, 53],
          2: list(range(5, 10)) + list(range(33, 38)) + [41, 42]}


def big_szolo(**options) -> JokaiGame:
    game = make(BIG, BIG_SKART, **options)
    bid_for(game, 0, SZOLO)
    return game


# --- JK-D: players and deal ------------------------------------------------------------


def test_jk_d2_d3_deal_from_seed_matches_the_protocol():
    """JK-D2, JK-D3: the 42 ids in ascending order, Fisher–Yates with below(i + 1); the skart
    is the first six cards, then packets of six from the forehand round the active seats."""
    for n, seed, dealer in ((3, 0, 0), (3, 12345, 2), (4, 7, 1), (4, 2**64 - 1, 3)):
        below = below_for(seed)
        deck = list(PACK_42)
        for i in range(41, 0, -1):
            j = below(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        active = [(dealer + k) % n for k in (1, 2, 3)]
        hands = [[] for _ in range(n)]
        for k in range(6):
            hands[active[k % 3]] += deck[6 + 6 * k:12 + 6 * k]
        game = JokaiGame(n, seed=seed, dealer=dealer)
        assert game.talon == deck[:6]
        assert game.hands == [sorted(h) for h in hands]


def test_jk_d3_check_vector_of_the_protocol():
    """docs/jokai.md "Check vectors"."""
    game = JokaiGame(seed=0)
    assert game.talon == [49, 8, 29, 52, 53, 51]
    assert game.hands == [[0, 5, 6, 7, 9, 13, 14, 15, 18, 27, 45, 50],
                          [1, 3, 4, 11, 16, 17, 28, 33, 34, 37, 43, 44],
                          [2, 10, 12, 19, 20, 21, 25, 26, 35, 36, 41, 42]]
    game = JokaiGame(4, seed=1, dealer=3)
    assert game.talon == [1, 13, 6, 17, 19, 0]
    assert game.hands[3] == [] and game.hands[0] == [2, 11, 12, 14, 15, 20, 27, 34, 37, 41, 45, 53]


def test_jk_d3_every_active_seat_gets_12_and_the_default_is_seed_0():
    game = JokaiGame()
    assert game.num_players == 3 and game.dealer == 0 and game.phase == "bidding"
    assert game.hands == JokaiGame(seed=0).hands
    assert sorted([c for h in game.hands for c in h] + game.talon) == PACK_42


def test_jk_d1_dealer_sits_out_with_four():
    """JK-D1: with four at the table the dealer gets no cards and is never current player;
    he pays or receives exactly what each opponent does."""
    for dealer in range(4):
        game = JokaiGame(4, seed=dealer + 10, dealer=dealer)
        assert game.hands[dealer] == []
        assert game.view(dealer)["hand"] == []
        assert game.view(0)["active"] == [(dealer + k) % 4 for k in (1, 2, 3)]
        rng = random.Random(dealer)
        while not game.is_over:
            assert game.current_player != dealer
            with pytest.raises(IllegalActionError, match=r"JK-D1"):
                game.apply(game.legal_actions()[0], seat=dealer)
            game.apply(rng.choice(game.legal_actions()))
        result = game.result()
        check_result(result, 4)
        if result["declarer"] is not None:
            others = [s for s in range(4) if s != result["declarer"]]
            assert len({result["amounts"][s] for s in others}) == 1
            assert result["amounts"][result["declarer"]] == -3 * result["amounts"][dealer]


def test_jk_d1_four_players_exact_payment():
    """JK-D1, JK-P4: the opponents' silent XXI fogás pays each opponent *and* the
    sitting-out dealer 1."""
    cards = {1: [SKIZ] + list(range(0, 11)), 2: list(range(11, 20)) + [42, 52, 53],
             3: [XXI] + list(range(25, 30)) + list(range(33, 38)) + [41], 0: []}
    game = JokaiGame(4, dealer=0, hands=[cards[s] for s in range(4)], talon=SKART)
    bid_for(game, 3, SZOLO)
    talk(game)
    result = play(game, script=[SKIZ])  # seat 1 leads the skíz, seat 3 must give the XXI
    entry = item(result, "XXI fogás", "defenders")
    assert entry["amount"] == -1 and entry["amounts"] == [1, 1, 1, -3]
    assert entry["announced"] is False and entry["seat"] is None
    check_result(result, 4)


@REFERENCE_ONLY
def test_jk_d4_next_dealer_is_the_forehand():
    """JK-D4 (a match rule): the deal passes to the forehand, a throw-in included [choice]."""
    assert next_dealer(0, 3) == 1 and next_dealer(2, 3) == 0 and next_dealer(3, 4) == 0
    assert next_dealer(1, 4, thrown_in=True) == 2
    assert next_dealer(1, 4, thrown_in=True, deal_passes_on_throw_in=False) == 1
    assert next_dealer(1, 4, thrown_in=False, deal_passes_on_throw_in=False) == 2
    with pytest.raises(InvalidInputError):
        next_dealer(3, 3)


def test_jk_d_hand_given_deal_validation():
    """Bad hand-given deals are InvalidInputError: a card of the 54-card pack only (the red
    2), wrong sizes, a card twice, cards for the sitting-out dealer."""
    good = deal(WEAK)
    JokaiGame(3, **good)  # fine
    red_two = 24  # 2 of hearts: 54-card pack only
    bad = deal(WEAK)
    bad["hands"][0] = [red_two] + bad["hands"][0][1:]
    with pytest.raises(InvalidInputError, match="42-card"):
        JokaiGame(3, **bad)
    bad = deal(WEAK)
    bad["talon"] = SKART[:5]
    with pytest.raises(InvalidInputError):
        JokaiGame(3, **bad)
    bad = deal(WEAK)
    bad["hands"][1] = bad["hands"][1][:11]
    with pytest.raises(InvalidInputError):
        JokaiGame(3, **bad)
    bad = deal(WEAK)
    bad["hands"][1] = bad["hands"][1][:11] + [bad["hands"][2][0]]
    with pytest.raises(InvalidInputError, match="twice"):
        JokaiGame(3, **bad)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, hands=good["hands"][:2], talon=SKART)
    with pytest.raises(InvalidInputError):  # the sitting-out dealer gets no cards
        hands = [list(range(25, 30)) + list(range(33, 38)) + [41, 42], [], [], []]
        JokaiGame(4, dealer=0, hands=hands, talon=SKART)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, hands=[[99] * 12] * 3, talon=SKART)


def test_constructor_arguments():
    good = deal(WEAK)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, seed=1, hands=good["hands"], talon=good["talon"])
    with pytest.raises(InvalidInputError):
        JokaiGame(3, hands=good["hands"])
    with pytest.raises(InvalidInputError):
        JokaiGame(5)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, dealer=3)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, seed=-1)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, seed=2**64)
    with pytest.raises(InvalidInputError):
        JokaiGame(3, seed="7")


def test_options_unknown_and_bad_values():
    """[choice] rules are options with the rules' defaults; anything else is refused."""
    with pytest.raises(InvalidInputError, match="unknown option"):
        JokaiGame(colour_valat=True)
    with pytest.raises(InvalidInputError):
        JokaiGame(strict_announcements=1)
    with pytest.raises(InvalidInputError, match="JK-B3"):
        JokaiGame(throw_in=False)
    JokaiGame(announce_after_exchange=False, strict_announcements=False,
              figures_count_skart=True, silent_tarokk_count=True, throw_in=True)


# --- JK-B: bidding ---------------------------------------------------------------------


def test_jk_b1_forehand_speaks_first_and_bids_must_be_higher():
    game = JokaiGame(seed=3, dealer=0)
    assert game.current_player == 1  # the forehand
    assert game.legal_actions() == [PASS, 55, 56, 57, 58]
    game.apply(bid(MASODIK))
    assert game.current_player == 2 and game.legal_actions() == [PASS, 57, 58]
    with pytest.raises(IllegalActionError, match=r"higher.*\(JK-B1\)"):
        game.apply(bid(MASODIK))
    with pytest.raises(IllegalActionError, match=r"JK-B1"):
        game.apply(bid(ELSO))
    assert game.current_player == 2 and game.history == [[1, 56]]


def test_jk_b1_b3_a_seat_that_passed_never_speaks_again():
    """JK-B1, JK-B3: seats that passed are skipped; the bidding ends when all but the last
    bidder passed."""
    game = JokaiGame(seed=4, dealer=0)
    for seat, action in ((1, bid(ELSO)), (2, PASS), (0, bid(MASODIK)), (1, bid(HARMADIK))):
        assert game.current_player == seat
        game.apply(action)
    assert game.current_player == 0  # seat 2 passed and is skipped
    game.apply(PASS)
    assert game.phase == "skart"
    view = game.view(2)
    assert view["declarer"] == 1 and view["contract"] == HARMADIK
    assert view["bids"] == [[1, 55], [2, 54], [0, 56], [1, 57], [0, 54]]


def test_jk_b2_levels_and_szolo_tops_everything():
    """JK-B2: four levels, szóló the highest: after it only pass is legal."""
    game = JokaiGame(seed=5, dealer=1)
    assert [game.action_name(a) for a in (55, 56, 57, 58)] == [
        "first double", "second double", "third double", "solo"]
    assert [game.action_name(a, "hu") for a in (55, 56, 57, 58)] == [
        "első kettős", "második kettős", "harmadik kettős", "szóló"]
    game.apply(bid(SZOLO))
    assert game.legal_actions() == [PASS]
    game.apply(PASS)
    assert game.legal_actions() == [PASS]
    game.apply(PASS)
    assert game.phase == "announce" and game.view(0)["contract"] == SZOLO


def test_jk_b3_all_pass_throw_in():
    """JK-B3: all three pass: thrown in, no payments [choice]."""
    for n in (3, 4):
        game = JokaiGame(n, seed=6)
        for _ in range(3):
            game.apply(PASS)
        assert game.is_over and game.phase == "over" and game.current_player is None
        assert game.legal_actions() == []
        result = game.result()
        assert result == {"contract": None, "declarer": None, "partner": None, "annulled": True,
                          "won": None, "card_points": None, "amounts": [0] * n, "items": [],
                          "skart_index": None, "tricks_won": [0] * n}
        with pytest.raises(IllegalActionError, match="JK-B3"):
            game.apply(PASS)


# --- JK-S: the skart -------------------------------------------------------------------


@pytest.mark.parametrize("level, order", [(ELSO, [0, 1, 2, 0, 1]), (MASODIK, [1, 2, 0, 1, 2]),
                                          (HARMADIK, [2, 0, 1, 2, 0])])
def test_jk_s1_view_order(level, order):
    """JK-S1: the pairs are viewed in the level's order; at view 5 the pair must be taken."""
    game = JokaiGame(seed=8, dealer=2)
    bid_for(game, 0, level)
    assert game.phase == "skart" and game.current_player == 0
    seen = []
    for view in range(1, 6):
        v = game.view(0)
        assert v["skart_view"] == view
        seen.append(v["skart_pair"])
        assert game.legal_actions() == sorted([take(v["skart_pair"])] + ([NEXT_PAIR] if view < 5 else []))
        if view < 5:
            game.apply(NEXT_PAIR)
    assert seen == order
    with pytest.raises(IllegalActionError, match=r"view 5.*\(JK-S1\)"):
        game.apply(NEXT_PAIR)  # refusing at view 5
    game.apply(take(order[4]))
    assert game.view(1)["skart_view"] == 5 and game.view(1)["skart_pair"] == order[4]


def test_jk_s1_taking_a_pair_not_in_view():
    game = JokaiGame(seed=9, dealer=2)
    bid_for(game, 0, ELSO)
    for pair in (1, 2):
        with pytest.raises(IllegalActionError, match=r"pair in view is the top pair \(JK-S1\)"):
            game.apply(take(pair))
    assert game.view(0)["skart_view"] == 1 and len(game.hands[0]) == 12


def test_jk_s2_take_and_discard():
    """JK-S2: the pair goes to the hand, two discards follow; 5-point cards may not be
    discarded; the four untaken cards are the opponents'."""
    game = make(STRONG)
    bid_for(game, 0, ELSO)
    game.apply(NEXT_PAIR)
    game.apply(take(1))  # middle pair: K♣ and 10♠
    assert game.phase == "discard" and sorted(game.hands[0]) == sorted(STRONG[0] + [45, 49])
    legal = game.legal_actions()
    assert 45 not in legal and SKIZ not in legal and XXI not in legal and 49 in legal
    with pytest.raises(IllegalActionError, match=r"5 points.*\(JK-S2\)"):
        game.apply(45)  # discarding a king
    with pytest.raises(IllegalActionError, match=r"5 points.*\(JK-S2\)"):
        game.apply(SKIZ)
    with pytest.raises(IllegalActionError, match=r"not in the declarer's hand \(JK-S2\)"):
        game.apply(25)
    assert game.action_name(49) == "discard 10S"
    assert game.action_name(49, "hu") == "leteszem a pikk tízest"
    game.apply(49)
    game.apply(10)
    assert game.phase == "announce" and len(game.hands[0]) == 12
    assert game.view(0)["discards"] == [10, 49] and game.view(1)["discards"] == []
    talk(game)
    result = play(game, policy=declarer_high)
    assert result["skart_index"] == 2
    # JK-C1: the discards (X, 10♠ = 2 points) count for the declarer, minus 1; the
    # opponents' skart (C♣ Q♣ J♠ C♠ = 12 points) for them, minus 3.
    assert result["card_points"][1] == 12 - 3 + 0  # the opponents win no trick
    assert result["card_points"] == [66 - 9, 9]


def test_jk_s3_seen_pairs_known_to_the_declarer_only():
    game = make(STRONG)
    bid_for(game, 0, MASODIK)  # middle, bottom, top, ...
    assert game.view(0)["skart_seen"] == [None, [45, 49], None]
    game.apply(NEXT_PAIR)
    assert game.view(0)["skart_seen"] == [None, [45, 49], [50, 51]]
    for seat in (1, 2):
        assert game.view(seat)["skart_seen"] == [None, None, None]
        assert game.view(seat)["skart_pair"] == 2 and game.view(seat)["skart_view"] == 2
    game.apply(take(2))
    assert game.view(0)["skart_seen"] == [None, [45, 49], [50, 51]]
    assert game.view(1)["skart_seen"] == [None, None, None]


def test_jk_s4_szolo_has_no_skart():
    """JK-S4: in szóló nobody looks at the skart; all six count for the opponents (−4)."""
    game = make(STRONG)
    bid_for(game, 0, SZOLO)
    assert game.phase == "announce"
    assert game.view(0)["skart_seen"] == [None, None, None] and game.view(0)["skart_view"] is None
    talk(game)
    result = play(game, policy=declarer_high)
    assert result["skart_index"] is None
    assert result["card_points"] == [66 - (18 - 4), 18 - 4]  # skart: 3+4+5+1+2+3 = 18


# --- JK-A: announcements and kontra ----------------------------------------------------


def test_jk_a1_announcements_after_the_exchange():
    """JK-A1: by default the declarer announces after the exchange, before the first lead;
    opponents announce nothing."""
    game = make(STRONG)
    bid_for(game, 0, ELSO)
    assert game.phase == "skart"
    exchange(game)
    assert game.phase == "announce" and game.current_player == 0
    game.apply(announce(TULETROA))
    game.apply(PASS)
    assert game.phase == "kontra" and game.current_player == 1
    with pytest.raises(IllegalActionError, match=r"JK-A1"):
        game.apply(announce(VOLAT))  # an opponent announcing
    assert game.view(2)["announced"] == [TULETROA]


def test_jk_a1_option_announce_before_the_exchange():
    """JK-A1 [choice] announce_after_exchange=False: announcements and kontras right after
    the bidding, then the skart."""
    game = make(STRONG, announce_after_exchange=False)
    bid_for(game, 0, HARMADIK)
    assert game.phase == "announce"
    talk(game, figures=[TULETROA], kontras=([GAME], ()), rekontras=[GAME])
    assert game.phase == "skart" and game.view(0)["skart_pair"] == 2  # bottom first
    exchange(game, view=3)
    assert game.phase == "play" and game.current_player == 0
    result = play(game, policy=declarer_high)
    check_result(result, 3)
    assert result["skart_index"] == 3
    assert item(result, "game")["amount"] == 2 * 4 + 5


def test_jk_a2_kontra_order_and_once_per_item():
    """JK-A2: each opponent once, in playing order from the declarer; each item can be
    kontra'd once, by either opponent; then the declarer's rekontras."""
    game = make(STRONG, dealer=0)  # forehand 1; seat 0 still gets STRONG[0]
    bid_for(game, 0, SZOLO)
    game.apply(announce(TULETROA))
    game.apply(announce(VOLAT))
    with pytest.raises(IllegalActionError, match=r"only the opponents say kontra \(JK-A2\)"):
        game.apply(kontra(GAME))  # a kontra from the declarer
    game.apply(PASS)
    assert game.phase == "kontra" and game.current_player == 1
    assert game.legal_actions() == [PASS, kontra(GAME), kontra(1 + TULETROA), kontra(1 + VOLAT)]
    with pytest.raises(IllegalActionError, match=r"not announced \(JK-A2\)"):
        game.apply(kontra(1 + XXI_FOGAS))
    game.apply(kontra(GAME))
    with pytest.raises(IllegalActionError, match=r"already kontra'd \(JK-A2\)"):
        game.apply(kontra(GAME))
    game.apply(PASS)
    assert game.current_player == 2
    with pytest.raises(IllegalActionError, match=r"already kontra'd \(JK-A2\)"):
        game.apply(kontra(GAME))  # a second kontra on one item
    game.apply(kontra(1 + VOLAT))  # what the first left alone
    with pytest.raises(IllegalActionError, match=r"JK-A2"):
        game.apply(kontra(GAME), seat=0)
    game.apply(PASS)
    assert game.phase == "rekontra" and game.current_player == 0
    assert game.legal_actions() == [PASS, rekontra(GAME), rekontra(1 + VOLAT)]
    with pytest.raises(IllegalActionError, match=r"nobody said kontra to tulétroá \(JK-A2\)"):
        game.apply(rekontra(1 + TULETROA))  # a rekontra of an item nobody kontra'd
    with pytest.raises(IllegalActionError, match=r"only the opponents say kontra \(JK-A2\)"):
        game.apply(kontra(1 + TULETROA))  # a kontra from the declarer
    game.apply(rekontra(GAME))
    with pytest.raises(IllegalActionError, match=r"already rekontra'd \(JK-A2\)"):
        game.apply(rekontra(GAME))
    game.apply(PASS)
    assert game.phase == "play"
    assert game.view(1)["kontra"] == [4, 1, 1, 1, 1, 1, 1, 2]
    assert game.view(2)["announcements"] == [[0, 65], [0, 70], [0, 54], [1, 72], [1, 54],
                                             [2, 79], [2, 54], [0, 80], [0, 54]]


def test_jk_a2_no_kontra_skips_the_rekontra():
    game = make(STRONG)
    bid_for(game, 0, SZOLO)
    talk(game)
    assert game.phase == "play" and game.current_player == 0


def test_jk_a3_consolation_not_multiplied():
    """JK-A3: kontra doubles, rekontra quadruples, but never the consolation units."""
    assert game_amount(ELSO, False, 2, 5) == -(32 * 2 + 5)
    assert game_amount(HARMADIK, False, 4, 1) == -(2 * 4 + 5)
    assert game_amount(SZOLO, True, 2, None) == 14 + 30
    game = make(WEAK, dealer=0)  # forehand 1; the declarer, seat 0, has no trump
    bid_for(game, 0, MASODIK)
    exchange(game, view=5)
    talk(game, kontras=((), [GAME]), rekontras=[GAME])
    result = play(game)
    assert not result["won"]
    assert item(result, "game")["amount"] == -(2 ** 5 * 4 + 5) == -133
    assert item(result, "game")["kontra"] == 4


def test_jk_a4_pagat_ultimo_forces_the_tarokk_count():
    """JK-A4: announcing pagát ultimó announces the tarokk count too; 9 or fewer is worth
    nothing, may be kontra'd (still 0) and cannot be announced on its own."""
    cards = {0: [PAGAT] + list(range(25, 30)) + list(range(33, 38)) + [41],
             1: list(range(1, 13)), 2: list(range(13, 22)) + [42, 52, 53]}
    game = make(cards, dealer=0)
    bid_for(game, 0, SZOLO)
    assert announce(TAROKK_COUNT) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match=r"9 or fewer.*\(JK-A4\)"):
        game.apply(announce(TAROKK_COUNT))
    game.apply(announce(PAGAT_ULTIMO))
    view = game.view(1)
    assert view["announced"] == [TAROKK_COUNT, PAGAT_ULTIMO] and view["tarokk_count"] == 1
    with pytest.raises(IllegalActionError, match=r"JK-A4"):
        game.apply(announce(TAROKK_COUNT))
    game.apply(PASS)
    game.apply(kontra(1 + TAROKK_COUNT))
    game.apply(kontra(1 + PAGAT_ULTIMO))
    game.apply(PASS)
    game.apply(PASS)
    game.apply(PASS)  # no rekontra
    # Trick 1: seat 1 leads I..., seat 2 trumps higher, the declarer must give the pagát.
    result = play(game)
    count = item(result, "tarokk count")
    assert (count["announced"], count["kontra"], count["amount"]) == (True, 2, 0)
    # JK-F4 / JK-A3: failed pagát ultimó kontra'd: 2·2 + 30; the captured pagát also pays
    # the opponents' silent pagát fogás.
    assert item(result, "pagát ultimó")["amount"] == -(2 * 2 + 30)
    assert item(result, "pagát fogás", "defenders")["amount"] == -1
    check_result(result, 3)


def test_jk_f4_failed_pagat_ultimo_pays_32_and_the_captured_pagat():
    """JK-F4 worked figure: failed pagát ultimó 2 + 30 = 32 to each opponent; its pagát
    captured, the opponents' silent pagát fogás is paid besides (1, JK-F6)."""
    cards = {0: [PAGAT] + list(range(25, 30)) + list(range(33, 38)) + [41],
             1: list(range(1, 13)), 2: list(range(13, 22)) + [42, 52, 53]}
    game = make(cards, dealer=0)
    bid_for(game, 0, SZOLO)
    talk(game, figures=[PAGAT_ULTIMO])
    result = play(game)
    assert item(result, "pagát ultimó")["amount"] == -32
    fogas = item(result, "pagát fogás", "defenders")
    assert (fogas["announced"], fogas["amount"]) == (False, -1)


@pytest.mark.parametrize("count, value", [(10, 1), (11, 2), (12, 3)])
def test_jk_f1_tarokk_count_values(count, value):
    """JK-F1: announced count 10 → 1, 11 → 2, 12 → 3; kontra doubles it."""
    suits = [25, 26, 27, 28, 33, 34][:12 - count]
    game = make({0: list(range(22 - count, 22)) + suits})
    bid_for(game, 0, SZOLO)
    assert announce(TAROKK_COUNT) in game.legal_actions()
    talk(game, figures=[TAROKK_COUNT], kontras=([1 + TAROKK_COUNT], ()))
    assert game.view(2)["tarokk_count"] == count
    result = play(game, policy=declarer_high)
    entry = item(result, "tarokk count")
    assert (entry["announced"], entry["kontra"], entry["amount"]) == (True, 2, 2 * value)
    assert tarokk_count_value(count) == value and tarokk_count_value(9) == 0


def test_jk_f1_silent_tarokk_count_option():
    """JK-F1 [choice]: by default an unannounced count earns nothing; with
    silent_tarokk_count it pays its value silently."""
    cards = {0: list(range(11, 22)) + [25]}
    for option, expected in ((False, []), (True, [("tarokk count", "declarer", False, 1, 2)])):
        game = make(cards, silent_tarokk_count=option)
        bid_for(game, 0, SZOLO)
        talk(game)
        result = play(game, policy=declarer_high)
        assert [i for i in items_of(result) if i[0] == "tarokk count"] == expected


def test_jk_a1_a4_a_figure_announced_twice_is_refused_by_the_rule_that_forbids_it():
    """JK-A1: a figure is announced once. A tarokk count announced on its own is refused
    again as already announced (JK-A1); only after pagát ultimó, which announced it, is the
    refusal the JK-A4 obligation."""
    game = make(STRONG)
    bid_for(game, 0, SZOLO)
    game.apply(announce(TAROKK_COUNT))
    assert announce(TAROKK_COUNT) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match=r"already announced \(JK-A1\)") as info:
        game.apply(announce(TAROKK_COUNT))
    assert "JK-A4" not in str(info.value)
    game.apply(announce(TULETROA))
    with pytest.raises(IllegalActionError, match=r"already announced \(JK-A1\)"):
        game.apply(announce(TULETROA))


def test_jk_a5_no_announcing_a_capture_of_ones_own_card():
    """JK-A5 [choice]: XXI fogás while holding the XXI, pagát fogás while holding the pagát,
    pagát ultimó without the pagát are rejected."""
    game = make(STRONG)  # the declarer holds the XXI, not the pagát
    bid_for(game, 0, SZOLO)
    legal = game.legal_actions()
    assert announce(XXI_FOGAS) not in legal and announce(PAGAT_ULTIMO) not in legal
    assert announce(PAGAT_FOGAS) in legal
    with pytest.raises(IllegalActionError, match=r"holds the XXI.*\(JK-A5\)"):
        game.apply(announce(XXI_FOGAS))
    with pytest.raises(IllegalActionError, match=r"needs the pagát.*\(JK-A5\)"):
        game.apply(announce(PAGAT_ULTIMO))
    game = big_szolo()  # holds the pagát
    with pytest.raises(IllegalActionError, match=r"holds the pagát.*\(JK-A5\)"):
        game.apply(announce(PAGAT_FOGAS))
    loose = make(STRONG, strict_announcements=False)
    bid_for(loose, 0, SZOLO)
    assert {announce(XXI_FOGAS), announce(PAGAT_ULTIMO)} <= set(loose.legal_actions())
    talk(loose, figures=[XXI_FOGAS, PAGAT_ULTIMO])
    result = play(loose, policy=declarer_high)
    assert item(result, "XXI fogás")["amount"] == -2  # cannot be made: he holds it
    assert item(result, "pagát ultimó")["amount"] == -32


# --- JK-P0, JK-P6: play ----------------------------------------------------------------


def test_jk_p0_forehand_leads_and_the_winner_leads_next():
    game = make(STRONG, dealer=0)  # forehand 1, declarer 0
    bid_for(game, 0, SZOLO)
    talk(game)
    assert game.current_player == 1 and game.view(0)["trick_leader"] == 1
    game.apply(0)  # seat 1 leads the pagát
    assert game.current_player == 2
    # JK-P0: trumps led: seat 2 must follow with a trump (no obligation to overtake).
    assert game.legal_actions() == [5, 6, 7, 8, 9]
    with pytest.raises(IllegalActionError, match=r"must follow trumps \(JK-P0\)"):
        game.apply(33)
    game.apply(5)
    game.apply(10)  # the declarer does not have to play high: X is enough
    assert game.current_player == 0 and game.view(1)["last_trick"] == [1, [0, 5, 10], 0]
    game.apply(21)
    assert game.current_player == 1


def test_jk_p0_must_trump_when_void():
    game = make(WEAK)  # declarer 0 leads hearts; seat 1 has no hearts
    bid_for(game, 0, SZOLO)
    talk(game)
    game.apply(25)
    assert game.legal_actions() == list(range(0, 11))
    with pytest.raises(IllegalActionError, match=r"must play a trump \(JK-P0\)"):
        game.apply(52)
    with pytest.raises(IllegalActionError, match=r"card not in (the )?hand.*\(JK-P0\)"):
        game.apply(30)


def test_jk_p6_view_shows_current_and_last_trick_only():
    game = JokaiGame(seed=11)
    bid_for(game, 1, SZOLO)
    talk(game)
    rng = random.Random(11)
    seen_tricks = []
    while not game.is_over:
        completed = sum(game.view(0)["tricks_won"])
        game.apply(rng.choice(game.legal_actions()))
        if sum(game.view(0)["tricks_won"]) > completed:
            seen_tricks.append(game.view(0)["last_trick"])
        for seat in range(3):
            view = game.view(seat)
            # no key but the documented ones (none holds earlier tricks), and the last
            # trick is the one just completed
            assert set(view) == VIEW_KEYS
            assert view["last_trick"] == (seen_tricks[-1] if seen_tricks else None)
            # the cards of earlier tricks are in none of the view's card lists (the skart
            # cards it saw are its own knowledge: JK-S1)
            shown = set(view["hand"]) | set(view["trick"]) | set(view["discards"])
            shown |= set(view["last_trick"][1]) if view["last_trick"] else set()
            for old in seen_tricks[:-1]:
                assert not shown & set(old[1])
    assert game.view(1)["last_trick"] == seen_tricks[-1] and game.view(1)["trick"] == []


# --- JK-C: counting --------------------------------------------------------------------


def test_jk_c1_c2_counting_and_66():
    """JK-C1, JK-C2: each trick costs 2, the skart 1 / 3 (kettős) or 4 (szóló); the two
    parties always hold 94 − 28 = 66."""
    game = make(STRONG)
    bid_for(game, 0, ELSO)
    exchange(game, view=1)  # takes C♣ Q♣ and discards them (7 points)
    talk(game)
    result = play(game, policy=declarer_high)
    # Opponents: K♣ 10♠ J♠ C♠ = 11 points, no trick: 11 − 3 = 8.
    assert result["card_points"] == [58, 8]
    assert result["tricks_won"] == [12, 0, 0]


@REFERENCE_ONLY
def test_jk_c3_34_wins_33_loses():
    """JK-C3: at least 34 points (more than the opponents) wins; 33–33 loses; an announced
    volát that fails loses too."""
    assert game_won(34, False, False) and not game_won(33, False, False)
    assert not game_won(60, True, False) and game_won(60, True, True)


# --- JK-F: figures ---------------------------------------------------------------------


def trick(leader, cards, players, winner):
    return (leader, list(cards), winner, list(players))


@REFERENCE_ONLY
def test_jk_f2_f3_tuletroa_and_kings_only_in_tricks():
    """JK-F2, JK-F3 and JK-F [choice]: only cards won in tricks count, unless
    figures_count_skart."""
    tricks = [trick(0, [SKIZ, XXI, PAGAT], [0, 1, 2], 0), trick(0, [29, 37, 53], [0, 1, 2], 0)]
    assert figures_made({0}, tricks, [], False) == {TULETROA, PAGAT_FOGAS, XXI_FOGAS}
    assert figures_made({0}, tricks, [45], False) == {TULETROA, PAGAT_FOGAS, XXI_FOGAS}
    assert NEGY_KIRALY in figures_made({0}, tricks, [45], True)
    assert figures_made({1, 2}, tricks, [45], True) == set()


@REFERENCE_ONLY
def test_jk_f4_pagat_ultimo_needs_the_pagat_to_win_trick_12():
    eleven = [trick(0, [1 + 3 * k, 2 + 3 * k, 3 + 3 * k], [0, 1, 2], 0) for k in range(6)]
    eleven += [trick(0, [25 + k, 33 + k, 41 + k], [0, 1, 2], 0) for k in range(5)]
    won_by_pagat = eleven + [trick(1, [49, PAGAT, 50], [1, 2, 0], 2)]
    assert PAGAT_ULTIMO in figures_made({1, 2}, won_by_pagat, [], False)
    assert PAGAT_ULTIMO not in figures_made({0}, won_by_pagat, [], False)
    not_winning = eleven + [trick(1, [49, PAGAT, 19], [1, 2, 0], 0)]
    assert PAGAT_ULTIMO not in figures_made({1, 2}, not_winning, [], False)
    assert PAGAT_FOGAS in figures_made({0}, not_winning, [], False)
    assert VOLAT in figures_made({0}, not_winning, [], False)


@REFERENCE_ONLY
def test_jk_f5_f6_captures_only_from_the_other_party():
    tricks = [trick(1, [XXI, PAGAT, 22 + 7], [1, 2, 0], 1)]
    assert figures_made({1, 2}, tricks, [], False) == set()  # their own cards
    assert figures_made({0}, tricks, [], False) == set()
    tricks = [trick(0, [XXI, SKIZ, PAGAT], [0, 1, 2], 1)]
    assert figures_made({1, 2}, tricks, [], False) == {XXI_FOGAS, TULETROA}


def test_jk_f5_announced_xxi_fogas_made_and_kontrad():
    """JK-F5, JK-P2: the declarer announced XXI fogás and captures it: 2·k."""
    cards = {0: [SKIZ] + list(range(1, 12)), 1: [XXI] + list(range(25, 30)) + list(range(33, 38)) + [41],
             2: [PAGAT] + list(range(12, 20)) + [42, 52, 53]}
    for kontras, rekontras, amount in ((((), ()), (), 2), (([1 + XXI_FOGAS], ()), (), 4),
                                       (((), [1 + XXI_FOGAS]), [1 + XXI_FOGAS], 8)):
        game = make(cards)
        bid_for(game, 0, SZOLO)
        talk(game, figures=[XXI_FOGAS], kontras=kontras, rekontras=rekontras)
        result = play(game, policy=declarer_high)
        assert item(result, "XXI fogás")["amount"] == amount
        assert item(result, "pagát fogás")["amount"] == 1  # silent (JK-P3)
        check_result(result, 3)


def test_jk_f6_announced_pagat_fogas_made():
    """JK-F6, JK-P2: the declarer announced pagát fogás and wins the trick in which an
    opponent gives the pagát: 2·k; here rekontra'd, 8."""
    game = make(STRONG)
    bid_for(game, 0, SZOLO)
    talk(game, figures=[PAGAT_FOGAS], kontras=((), [1 + PAGAT_FOGAS]), rekontras=[1 + PAGAT_FOGAS])
    result = play(game, policy=declarer_high)  # trick 1: skíz, pagát, VI
    assert result["tricks_won"] == [12, 0, 0]
    assert items_of(result) == [("game", "declarer", True, 1, 37),
                                ("tulétroá", "declarer", False, 1, 1),
                                ("pagát fogás", "declarer", True, 4, 8),
                                ("volát", "declarer", False, 1, 5)]


def test_jk_f7_announced_volat_failed_loses_the_game():
    """JK-F7, JK-C3: an announced volát that fails also loses the game, here with 50 points."""
    cards = {0: list(range(11, 22)) + [25], 1: list(range(0, 6)) + [26, 27, 28, 29, 33, 34],
             2: list(range(6, 11)) + [35, 36, 37, 41, 42, 52, 53]}
    results = []
    for figures in ([VOLAT], []):
        game = make(cards)
        bid_for(game, 0, SZOLO)
        talk(game, figures=figures)
        results.append(play(game, script=[25], policy=declarer_high))
    failed, plain = results
    assert failed["card_points"] == [50, 16] and failed["tricks_won"] == [11, 0, 1]
    assert failed["won"] is False and plain["won"] is True
    assert items_of(failed) == [("game", "declarer", True, 1, -67),
                                ("tulétroá", "declarer", False, 1, 1),
                                ("pagát fogás", "declarer", False, 1, 1),
                                ("volát", "declarer", True, 1, -10)]
    assert failed["amounts"] == [-150, 75, 75]
    assert items_of(plain)[0] == ("game", "declarer", True, 1, 37)


# --- JK-P: payments (the worked figures) ------------------------------------------------


def test_jk_p1_worked_szolo_kontra_rekontra_won_58():
    """JK-P1 worked: kontra'd and rekontra'd szóló, won: 28 + 30 = 58 from each opponent."""
    game = big_szolo()
    talk(game, figures=[PAGAT_ULTIMO], kontras=([GAME], ()), rekontras=[GAME])
    result = play(game, policy=declarer_high)
    game_item = item(result, "game")
    assert (game_item["kontra"], game_item["amount"]) == (4, 58)
    assert game_item["amounts"] == [116, -58, -58]
    assert result["amounts"] == [2 * (58 + 3 + 1 + 17 + 5), -(58 + 3 + 1 + 17 + 5),
                                 -(58 + 3 + 1 + 17 + 5)]


def test_jk_p1_worked_szolo_kontra_rekontra_lost_88():
    """JK-P1 worked: the same szóló lost: 28 + 60 = 88 to each opponent."""
    game = make(WEAK)
    bid_for(game, 0, SZOLO)
    talk(game, kontras=((), [GAME]), rekontras=[GAME])
    result = play(game)
    assert result["won"] is False and result["card_points"] == [0, 66]
    assert items_of(result) == [("game", "declarer", True, 4, -88),
                                ("tulétroá", "defenders", False, 1, -1),
                                ("volát", "defenders", False, 1, -5)]
    assert result["amounts"] == [-188, 94, 94]


def test_jk_p1_szolo_plain_37_and_67():
    """JK-P1: szóló won 7 + 30 = 37, lost 7 + 60 = 67."""
    assert game_amount(SZOLO, True, 1, None) == 37 and game_amount(SZOLO, False, 1, None) == -67
    game = make(WEAK)
    bid_for(game, 0, SZOLO)
    talk(game)
    assert item(play(game), "game")["amount"] == -67


@pytest.mark.parametrize("index, amount", [(1, 7), (2, 9), (3, 13), (4, 21), (5, 37)])
def test_jk_p1_kettos_lost_pays_2_to_the_i_plus_5(index, amount):
    """JK-P1: a lost kettős pays 2^i + 5 (the seed's example: i = 5, 32 + 5 = 37)."""
    for level in KETTOS_LEVELS_ALL:
        game = make(WEAK)
        bid_for(game, 0, level)
        exchange(game, view=index)
        talk(game)
        result = play(game)
        assert result["skart_index"] == index and result["won"] is False
        assert item(result, "game")["amount"] == -amount
        check_result(result, 3)



@pytest.mark.parametrize("index", [1, 2, 3, 4, 5])
def test_jk_p1_kettos_won_2k_plus_5(index):
    """JK-P1: a won kettős: 2·k + 5 (7, 9, 13), whatever the skart index."""
    for kontras, rekontras, amount in ((((), ()), (), 7), (([GAME], ()), (), 9),
                                       (([GAME], ()), [GAME], 13)):
        game = make(STRONG)
        bid_for(game, 0, ELSO)
        exchange(game, view=index)
        talk(game, kontras=kontras, rekontras=rekontras)
        result = play(game, policy=declarer_high)
        assert result["won"] is True and item(result, "game")["amount"] == amount


def test_jk_p2_p3_exact_breakdown_of_a_won_kettos():
    """JK-P2, JK-P3, JK-P5: game 7; the declarer's silent tulétroá 1, pagát fogás 1,
    volát 5 (négy király not: the K♣ stays in the skart)."""
    game = make(STRONG)
    bid_for(game, 0, ELSO)
    exchange(game, view=1)
    talk(game)
    result = play(game, policy=declarer_high)
    assert items_of(result) == [("game", "declarer", True, 1, 7),
                                ("tulétroá", "declarer", False, 1, 1),
                                ("pagát fogás", "declarer", False, 1, 1),
                                ("volát", "declarer", False, 1, 5)]
    assert result["amounts"] == [28, -14, -14] and result["declarer"] == 0
    check_result(result, 3)


def test_jk_p2_announced_figure_not_made_pays():
    """JK-P2: an announced figure that is not made is paid at its announced value."""
    game = make(WEAK)
    bid_for(game, 0, SZOLO)
    talk(game, figures=[TULETROA, NEGY_KIRALY], kontras=([1 + TULETROA], ()))
    result = play(game)
    assert item(result, "tulétroá")["amount"] == -4
    assert item(result, "négy király")["amount"] == -2
    # JK-P4: the opponents' own silent tulétroá is paid besides.
    assert item(result, "tulétroá", "defenders")["amount"] == -1


def test_jk_p4_opponents_silent_figures():
    """JK-P4: the declarer pays each opponent the silent value of the opponents' figures;
    JK-F [choice] figures_count_skart lets their skart K♣ complete négy király."""
    for option, kings in ((False, []), (True, [("négy király", "defenders", False, 1, -1)])):
        game = make(WEAK, figures_count_skart=option)
        bid_for(game, 0, SZOLO)
        talk(game)
        result = play(game)
        assert [i for i in items_of(result) if i[0] == "négy király"] == kings
        assert item(result, "volát", "defenders")["amount"] == -5


def test_jk_p5_big_szolo_all_items_add_up():
    """JK-P5: the items add up; an announced volát adds to the game."""
    game = big_szolo()
    talk(game, figures=[PAGAT_ULTIMO, VOLAT])
    result = play(game, policy=declarer_high)
    assert result["card_points"] == [60, 6] and result["won"] is True
    assert items_of(result) == [("game", "declarer", True, 1, 37),
                                ("tarokk count", "declarer", True, 1, 3),
                                ("négy király", "declarer", False, 1, 1),
                                ("pagát ultimó", "declarer", True, 1, 2 + 15),
                                ("volát", "declarer", True, 1, 10)]
    assert result["amounts"] == [136, -68, -68]
    check_result(result, 3)


def test_jk_a3_a_won_pagat_ultimo_kontrad_doubles_the_figure_not_the_consolation():
    """JK-A3 (JK-F4): a made pagát ultimó, kontra'd, pays 2·2 + 15: the consolation units
    are never multiplied by kontra."""
    game = big_szolo()
    talk(game, figures=[PAGAT_ULTIMO], kontras=((1 + PAGAT_ULTIMO,), ()))
    result = play(game, policy=declarer_high)
    ultimo = item(result, "pagát ultimó")
    assert (ultimo["side"], ultimo["kontra"], ultimo["amount"]) == ("declarer", 2, 2 * 2 + 15)
    check_result(result, 3)


def test_jk_p5_silent_volat_and_ultimo():
    game = big_szolo()
    talk(game)
    result = play(game, policy=declarer_high)
    assert items_of(result) == [("game", "declarer", True, 1, 37),
                                ("négy király", "declarer", False, 1, 1),
                                ("pagát ultimó", "declarer", False, 1, 2),
                                ("volát", "declarer", False, 1, 5)]


# --- interface -------------------------------------------------------------------------


def test_action_names_and_parse_round_trip():
    game = JokaiGame(seed=1)
    ids = [a for a in range(88) if a not in (59, 71)]
    for lang in ("en", "hu"):
        names = [game.action_name(a, lang) for a in ids]
        assert len(set(names)) == len(names)
        for action, name in zip(ids, names):
            assert game.parse_action(name) == action
            assert game.parse_action(name.upper()) == action
    assert game.action_name(76) == "kontra pagát ultimó"
    assert game.action_name(72, "hu") == "kontra a játékra"
    assert game.action_name(65, "hu") == "bemondom a tulétroát"
    assert game.action_name(61) == "take middle pair"
    assert game.action_name(62, "hu") == "felveszem az alsó párt"
    assert game.action_name(29) == "KH" and game.action_name(29, "hu") == "kőr király"
    assert game.parse_action("announce tuletroa") == 65
    assert game.parse_action("Tulétroá") == 65
    assert game.parse_action("KONTRA ON THE GAME") == 72
    assert game.parse_action("rekontra volat") == 87
    assert game.parse_action("  szolo ") == 58
    assert game.parse_action("passz") == 54
    assert game.parse_action("discard K♥") == 29
    assert game.parse_action("leteszem kor kiraly") == 29
    # JK-S2's discard as the table says it, the card as the object (the article optional)
    assert game.parse_action("leteszem a kőr királyt") == 29
    assert game.parse_action("Leteszem treff 7-est") == 38
    assert game.parse_action("leteszem az V-öst") == 4
    assert game.parse_action("skiz") == 21
    for bad in ("hello", "7", "", "kontra", "discard"):
        with pytest.raises(NotationError):
            game.parse_action(bad)
    with pytest.raises(InvalidInputError):
        game.parse_action(5)
    for bad_id in (59, 71, 88, -1):
        with pytest.raises(InvalidInputError):
            game.action_name(bad_id)
    with pytest.raises(InvalidInputError):
        game.action_name(54, "sl")


def test_apply_errors_leave_the_state_unchanged():
    game = JokaiGame(seed=2)
    game.apply(bid(ELSO))
    before = (game.phase, game.current_player, game.history, [game.view(s) for s in range(3)])
    for bad in (bid(ELSO), 63, 0):
        with pytest.raises(IllegalActionError, match=r"\(JK-"):
            game.apply(bad)
    for bad in (59, 200, -3):  # no action has such an id (59 is a gap): no rule to cite
        with pytest.raises(IllegalActionError, match="^no such action id: "):
            game.apply(bad)
    with pytest.raises(IllegalActionError, match="turn"):
        game.apply(PASS, seat=1)
    with pytest.raises(NotationError):  # text is read as a name: no action is called "54"
        game.apply("54")
    for bad in (54.0, None, True):
        with pytest.raises(InvalidInputError):
            game.apply(bad)
    with pytest.raises(InvalidInputError):
        game.apply(PASS, seat=3)
    assert before == (game.phase, game.current_player, game.history,
                      [game.view(s) for s in range(3)])
    with pytest.raises(IllegalActionError):
        game.result()
    game.apply(PASS, seat=game.current_player)


def test_copy_is_independent_and_view_checks_seat():
    game = JokaiGame(seed=3)
    game.apply(bid(ELSO))
    other = game.copy()
    other.apply(PASS)
    assert game.history == [[1, 55]] and other.history == [[1, 55], [2, 54]]
    assert game.current_player == 2
    with pytest.raises(InvalidInputError):
        game.view(3)
    assert set(game.view(0)) == VIEW_KEYS


# --- random playouts -------------------------------------------------------------------


def _check_views(game: JokaiGame, n: int) -> None:
    hands = game.hands
    declarer = game.view(0)["declarer"]
    for seat in range(n):
        view = game.view(seat)
        assert set(view) == VIEW_KEYS
        assert view["hand"] == hands[seat]
        others = {c for s in range(n) if s != seat for c in hands[s]}
        shown = set(view["trick"]) | set(view["discards"])
        shown |= {c for pair in view["skart_seen"] if pair for c in pair}
        if view["last_trick"]:
            shown |= set(view["last_trick"][1])
        assert not shown & others, (seat, view)
        if seat != declarer:
            assert view["skart_seen"] == [None, None, None] and view["discards"] == []


def test_random_playouts_2000_deals():
    """2 000 seeded deals, random legal actions (and random options), all finish; card
    points sum to 66, amounts to zero, every item's amounts to the result's; no view leaks
    another hand (JK-C2, JK-P5, JK-S3, JK-P6)."""
    rng = random.Random(2024)
    phases = {"bidding", "skart", "discard", "announce", "kontra", "rekontra", "play", "over"}
    thrown = 0
    for _ in range(2000):
        n = rng.choice((3, 4))
        options = {name: rng.random() < 0.5 for name in
                   ("announce_after_exchange", "strict_announcements", "figures_count_skart",
                    "silent_tarokk_count")}
        game = JokaiGame(n, seed=rng.randrange(2**64), dealer=rng.randrange(n), **options)
        steps = 0
        while not game.is_over:
            legal = game.legal_actions()
            assert legal and legal == sorted(legal) and game.phase in phases
            assert game.current_player in game.view(0)["active"]
            if game.phase == "bidding" and rng.random() < 0.5:
                action = PASS if rng.random() < 0.6 else rng.choice(legal)
            else:
                action = rng.choice(legal)
            if rng.random() < 0.02:
                wrong = rng.choice([a for a in range(-1, 90) if a not in legal])
                with pytest.raises(IllegalActionError):
                    game.apply(wrong)
            game.apply(action, seat=game.current_player)
            steps += 1
            _check_views(game, n)
        assert game.legal_actions() == [] and game.current_player is None
        result = game.result()
        check_result(result, n)
        if result["annulled"]:
            thrown += 1
        else:
            assert sum(result["tricks_won"]) == 12
    assert 0 < thrown < 2000
