"""The Slovenian match layer: the score sheet above single deals (tarokk.match).

Rules: shared/rules/slovenian.md SL-D1 (five players, the dealer sits out), SL-D3 (annulled
deal), SL-B6 (compulsory klop round), SL-R1..R6 (radli, misdeals, misplays, the škis
round), SL-T (three players). Result dicts are built by hand in the format of
docs/slovenian.md "Result"; one test plays real deals with whichever engine exists.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnames import cid
from tarokk import variant
from tarokk.errors import InvalidInputError
from tarokk.slovenian.match import DealSetup, SlovenianMatch, misplay_penalty

NAMES = ["Ana", "Bojan", "Cene", "Dora", "Eva"]


# -- result dicts (docs/slovenian.md "Result") ----------------------------------------------
def item(name, amount, *, seat=None, side="declarer", announced=False, kontra=1):
    return {"item": name, "side": side, "seat": seat, "announced": announced,
            "kontra": kontra, "amount": amount}


def deal(contract, declarer, won, game, *, partner=None, n=4, mond=None, bonuses=()):
    """A played contract 1..11: the game item (+ bonus items, seat None) and optionally a
    mond penalty paid by seat ``mond``; amounts summed exactly as the protocol says."""
    items = [item("game", game, announced=True)]
    items += [item(b, a) for b, a in bonuses]
    if mond is not None:
        items.append(item("mond penalty", -21, seat=mond, side=None))
    side_sum = sum(i["amount"] for i in items if i["seat"] is None)
    amounts = [side_sum if s in (declarer, partner) else 0 for s in range(n)]
    if mond is not None:
        amounts[mond] -= 21
    return {"contract": contract, "declarer": declarer, "partner": partner,
            "annulled": False, "won": won, "card_points": [40, 30], "declarer_points": 40,
            "difference": 5, "amounts": amounts, "items": items}


def klop(amounts, card_points=None):
    """A klop result: one ``klop`` item per seat (with a ±70 only the ±70 seats)."""
    listed = [s for s, a in enumerate(amounts) if a] if any(abs(a) == 70 for a in amounts) else range(len(amounts))
    return {"contract": 0, "declarer": None, "partner": None, "annulled": False,
            "won": None, "card_points": card_points, "declarer_points": None,
            "difference": None, "amounts": list(amounts),
            "items": [item("klop", amounts[s], seat=s, side=None) for s in listed]}


def annulled(n=4):
    return {"contract": None, "declarer": None, "partner": None, "annulled": True,
            "won": None, "card_points": None, "declarer_points": None, "difference": None,
            "amounts": [0] * n, "items": []}


def one_loser_klop(n=4):
    """A klop in which only seat 0 scores: more than 35 points, -70 (SL-L2; a loser keeps
    his radli, SL-R2); it gives radli (SL-R1). (No klop scores nothing: the seats' points
    add up to 70.)"""
    return klop([-70] + [0] * (n - 1))


def rec(m, result, **kw):
    return m.record(result, m.next_deal(), **kw)


def state(m):
    return (m.sheet, m.totals, m.radli, m.stars, m.finished, m.next_deal() if not m.finished
            else None, str(m))


def give_radli(m, times=1):
    """Play ``times`` klops, each -70 to seat 0 alone: everybody gets a radl each (SL-R1)."""
    for _ in range(times):
        rec(m, one_loser_klop(m.num_seats))


# -- players, seats, dealer -------------------------------------------------------------------
@pytest.mark.parametrize("players", [[], ["a"], ["a", "b"], NAMES + ["Franc"], "abcd"])
def test_SL_D1_SL_T_wrong_number_of_players_rejected(players):
    with pytest.raises(InvalidInputError):
        SlovenianMatch(players)


def test_player_names_must_differ():
    with pytest.raises(InvalidInputError, match="differ"):
        SlovenianMatch(["a", "b", "a", "c"])


def test_SL_D1_four_players_dealer_rotation_and_seats():
    """Player 0 deals first, then the forehand; seat 0 is the forehand and the engine's
    dealer seat is the dealer himself."""
    m = SlovenianMatch(NAMES[:4])
    for number, dealer in enumerate([0, 1, 2, 3, 0, 1], start=1):
        s = m.next_deal()
        assert (s.number, s.dealer_player, s.num_seats) == (number, dealer, 4)
        assert s.active_players == tuple((dealer + 1 + i) % 4 for i in range(4))
        assert s.active_players[s.engine_dealer_seat] == dealer
        assert s.active_players[(s.engine_dealer_seat + 1) % 4] == (dealer + 1) % 4
        assert s.sitting_out is None
        assert s.engine_kwargs() == {"num_players": 4, "dealer": 3, "compulsory_klop": False}
        m.record(deal(1, 0, True, 10), s)


def test_SL_D1_five_players_dealer_sits_out():
    """Five players: the dealer sits out, the four others play in order from his successor
    (the forehand, seat 0); the engine's dealer seat is the last active player; amounts are
    mapped from seats to players, the fifth scores nothing."""
    m = SlovenianMatch(NAMES)
    s = m.next_deal()
    assert s.dealer_player == 0 and s.sitting_out == 0 and 0 not in s.active_players
    assert s.active_players == (1, 2, 3, 4) and s.engine_dealer_seat == 3
    assert s.seat_of(2) == 1
    with pytest.raises(InvalidInputError):
        s.seat_of(0)
    row = m.record(deal(2, 1, True, 40, partner=3), s)       # seat 1 = Cene, seat 3 = Eva
    assert row.declarer == 2 and row.partner == 4
    assert row.amounts == (0, 0, 40, 0, 40)
    s = m.next_deal()
    assert s.dealer_player == 1 and s.active_players == (2, 3, 4, 0)
    row = m.record(deal(7, 3, False, -70), s)                # seat 3 = Ana
    assert row.declarer == 0 and row.amounts == (-70, 0, 0, 0, 0)
    dealers = []
    for _ in range(5):
        s = m.next_deal()
        dealers.append(s.dealer_player)
        m.record(deal(1, 0, True, 10), s)
    assert dealers == [2, 3, 4, 0, 1]


def test_SL_T_three_players():
    """Three players: three seats, only klop, three, two, one and beggar exist (SL-T2), and a
    compulsory klop round is simply klop."""
    m = SlovenianMatch(NAMES[:3])
    s = m.next_deal()
    assert s.num_seats == 3 and s.active_players == (1, 2, 0) and s.engine_dealer_seat == 2
    with pytest.raises(InvalidInputError, match="does not exist"):
        m.record(deal(4, 0, True, 45, n=3), s)
    with pytest.raises(InvalidInputError, match="played by 3"):
        m.record(deal(1, 0, True, 15, n=4), s)
    row = m.record(deal(1, 0, True, 15, n=3), s)
    assert row.amounts == (0, 15, 0)
    rec(m, annulled(3))
    s = m.next_deal()
    assert s.compulsory_klop
    with pytest.raises(InvalidInputError, match="compulsory"):
        m.record(deal(7, 0, True, 70, n=3), s)
    with pytest.raises(InvalidInputError, match="the match decides whether a deal is a compulsory klop"):
        s.game(seed=1, compulsory_klop=False)
    m.record(klop([-10, -25, -35]), s)


def test_SL_T2_option_off_three_players_play_no_compulsory_klop_round():
    """SL-T2 [choice] ``three_player_compulsory_klop=False``: after an annulled deal the
    same dealer deals again, but not as a compulsory klop round; any contract may be bid."""
    m = SlovenianMatch(NAMES[:3], variant=variant("slovenian-3", three_player_compulsory_klop=False))
    row = rec(m, annulled(3))
    assert not any("compulsory klop round (SL-B6)" in n for n in row.notes)
    s = m.next_deal()
    assert s.dealer_player == 0 and not s.compulsory_klop
    assert s.game(seed=1).compulsory_klop is False
    m.record(deal(7, 0, True, 70, n=3), s)          # beggar: no compulsory klop


# -- the match's variant ----------------------------------------------------------------------
@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_every_deal_of_a_match_is_played_by_the_matchs_variant(num_players):
    """``SlovenianMatch(players, variant=…)``: each ``setup.game()`` is a deal of the
    match's options (five players: four-handed deals of the five-player variant, SL-D1),
    and the engine arguments have the options that are not the defaults."""
    alias = {3: "slovenian-3", 4: "slovenian", 5: "slovenian-5"}[num_players]
    rules = variant(alias, end_early=False, silent_valat=False)
    m = SlovenianMatch(NAMES[:num_players], variant=rules)
    assert m.variant == rules
    for seed in range(3):
        s = m.next_deal()
        assert s.variant == rules
        kw = s.engine_kwargs()
        assert kw["end_early"] is False and kw["silent_valat"] is False and "counting" not in kw
        g = s.game(seed=seed)
        assert g.variant == rules and g.num_players == min(num_players, 4)
        assert s.game(seed=seed, counting="leftover").variant.counting == "leftover"
        m.record(g.play_random(random.Random(seed)).result(), s)
    default = SlovenianMatch(NAMES[:num_players])
    assert default.variant == variant(alias) and default.next_deal().game(seed=1).variant == variant(alias)


def test_the_sheets_own_options_come_from_the_variant_unless_given():
    """SL-R1, SL-R6 [choice]: radli and the škis round follow the variant; the keywords
    override it, and the match's variant then says what the sheet does."""
    rules = variant("slovenian-5", radl_sitting_out=False, skis_round=False)
    m = SlovenianMatch(NAMES, variant=rules)
    assert (m.radl_sitting_out, m.radl_for_valat_bonus, m.skis_round) == (False, True, False)
    with pytest.raises(InvalidInputError, match="skis_round=False"):
        m.call_skis_round()
    row = rec(m, one_loser_klop())
    assert m.radli == (0, 1, 1, 1, 1) and row.amounts == (0, -70, 0, 0, 0)  # the dealer sat out
    m = SlovenianMatch(NAMES, variant=rules, radl_sitting_out=True)
    assert m.radl_sitting_out and m.variant == variant("slovenian-5", skis_round=False)
    rec(m, one_loser_klop())
    assert m.radli == (1, 1, 1, 1, 1)


@pytest.mark.parametrize("kw,message", [
    ({"variant": "slovenian"}, "for 4 players, the match has 5"),
    ({"variant": "jokai"}, "Slovenian options"),
    ({"variant": "no-such-preset"}, "unknown variant"),
])
def test_a_variant_that_is_not_the_matchs_is_refused(kw, message):
    with pytest.raises(InvalidInputError, match=message):
        SlovenianMatch(NAMES, **kw)


def test_recording_a_result_of_a_different_seat_count_is_rejected():
    m = SlovenianMatch(NAMES)                      # five players: four seats
    with pytest.raises(InvalidInputError, match="5 seats|played by 4"):
        m.record(klop([0] * 5), m.next_deal())
    with pytest.raises(InvalidInputError, match="played by 4"):
        m.record(klop([0] * 3), m.next_deal())


# -- annulled deal and compulsory klop --------------------------------------------------------
def test_SL_D1_a_result_of_a_deal_with_another_dealer_seat_is_refused():
    """SL-D1: a match's deals are made by ``setup.game()``, whose engine seats are not the
    players (seat 0 is the forehand, the dealer the last seat). The result of a deal made
    with another dealer seat would charge the wrong players: refused, the sheet unchanged;
    the deal's own result is then recorded."""
    import tarokk
    m = SlovenianMatch(["A", "B", "C", "D"])
    setup = m.next_deal()
    wrong = tarokk.Game("slovenian", seed=1).play_random(random.Random(1))  # dealer seat 0
    before = state(m)
    with pytest.raises(InvalidInputError, match="dealt by seat 0, but the match's deals are dealt by seat 3"):
        m.record(wrong.result(), setup)
    assert state(m) == before
    right = setup.game(seed=1).play_random(random.Random(1))
    m.record(right.result(), setup)
    assert len(m.sheet) == 1


def test_SL_D3_annulled_deal_same_dealer_and_compulsory_klop():
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(1, 0, True, 10))
    before = m.totals
    s = m.next_deal()
    row = m.record(annulled(), s)
    assert row.kind == "annulled" and row.amounts == (0, 0, 0, 0) and m.totals == before
    assert m.radli == (0, 0, 0, 0)                  # an annulled deal gives no radli
    again = m.next_deal()
    assert again.dealer_player == s.dealer_player == 1
    assert again.number == s.number + 1 and again.compulsory_klop
    with pytest.raises(InvalidInputError, match="compulsory"):
        m.record(deal(3, 0, True, 30), again)       # one is below solo without
    m.record(deal(8, 2, True, 80), again)           # solo without is allowed (SL-B6)
    after = m.next_deal()
    assert after.dealer_player == 2 and not after.compulsory_klop


def test_SL_D3_annulled_result_with_scores_rejected():
    m = SlovenianMatch(NAMES[:4])
    bad = annulled()
    bad["amounts"] = [10, 0, 0, 0]
    with pytest.raises(InvalidInputError, match="annulled"):
        rec(m, bad)


def test_SL_B6_total_reaching_zero_makes_next_deal_compulsory_klop():
    m = SlovenianMatch(NAMES[:4], radl_for_valat_bonus=False)
    s = m.next_deal()
    m.record(deal(1, s.seat_of(1), True, 15), s)    # Bojan 0 -> 15: no trigger
    assert not m.next_deal().compulsory_klop
    s = m.next_deal()
    m.record(deal(1, s.seat_of(2), False, 0), s)    # Cene 0 -> 0: no trigger
    assert not m.next_deal().compulsory_klop
    s = m.next_deal()
    row = m.record(deal(1, s.seat_of(1), False, -15), s)   # Bojan 15 -> 0
    assert m.totals == (0, 0, 0, 0)
    assert any("SL-B6" in n for n in row.notes)
    s = m.next_deal()
    assert s.compulsory_klop
    rec(m, klop([-5, -20, -10, -35]))               # the compulsory klop itself
    assert not m.next_deal().compulsory_klop        # only the next deal is compulsory


def test_SL_B6_radl_doubling_can_reach_zero():
    """The trigger looks at the totals after radl doubling (Ana: −40, then +20 ×2)."""
    m = SlovenianMatch(NAMES[:4])
    give_radli(m)
    s = m.next_deal()
    m.record(deal(2, s.seat_of(0), False, -20), s)  # Ana −40 with a radl
    assert m.totals[0] == -40 and not m.next_deal().compulsory_klop
    s = m.next_deal()
    m.record(deal(1, s.seat_of(0), True, 20), s)    # Ana +40
    assert m.totals[0] == 0 and m.next_deal().compulsory_klop


# -- radli -------------------------------------------------------------------------------------
@pytest.mark.parametrize("contract,gives", [
    (1, False), (3, False), (6, False), (7, True), (8, True), (9, True), (10, True),
    (11, True)])
def test_SL_R1_radli_after_beggar_and_above(contract, gives):
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(contract, 0, True, 100))
    assert m.radli == ((1, 1, 1, 1) if gives else (0, 0, 0, 0))


def test_SL_R1_radli_after_klop():
    m = SlovenianMatch(NAMES[:4])
    rec(m, klop([-70, 0, 0, 0]))
    assert m.radli == (1, 1, 1, 1)


@pytest.mark.parametrize("option", [True, False])
def test_SL_R1_valat_bonus_gives_radli_when_chosen(option):
    """A valat bonus won or lost gives radli only with radl_for_valat_bonus ([choice])."""
    m = SlovenianMatch(NAMES[:4], radl_for_valat_bonus=option)
    rec(m, deal(3, 0, True, 500, bonuses=[("valat", 250)]))      # silent valat made
    rec(m, deal(1, 0, False, -500, partner=2))                    # no valat: nothing more
    expected = (1, 1, 1, 1) if option else (0, 0, 0, 0)
    assert m.radli == expected


@pytest.mark.parametrize("option", [True, False])
def test_SL_R1_sitting_out_fifth_gets_radl_when_chosen(option):
    m = SlovenianMatch(NAMES, radl_sitting_out=option)
    rec(m, deal(7, 0, False, -70))                  # Ana deals and sits out
    assert m.radli == ((1 if option else 0), 1, 1, 1, 1)


def test_SL_R1_SL_T2_options_of_another_table_size_are_refused():
    """radl_sitting_out (SL-R1) is about the fifth player sitting out, three_player_
    compulsory_klop (SL-T2) about three players: set to False at another table, each is
    refused with its name rather than accepted with no effect; the sheet is not made."""
    for players in (3, 4):
        with pytest.raises(InvalidInputError, match="^radl_sitting_out applies only with five"):
            SlovenianMatch(NAMES[:players], radl_sitting_out=False)
    for alias in ("slovenian", "slovenian-5"):
        with pytest.raises(InvalidInputError, match="^three_player_compulsory_klop applies only"):
            variant(alias, three_player_compulsory_klop=False)
    assert not SlovenianMatch(NAMES, radl_sitting_out=False).radl_sitting_out
    assert not variant("slovenian-3", three_player_compulsory_klop=False).three_player_compulsory_klop


def test_SL_R1_radli_given_after_scoring_never_double_their_deal():
    m = SlovenianMatch(NAMES[:4])
    row = rec(m, deal(7, 0, True, 70))              # beggar, nobody had a radl yet
    assert row.amounts == (0, 70, 0, 0) and m.radli == (1, 1, 1, 1)
    row = rec(m, klop([-70, 0, 0, 0]))              # now everybody has one: doubled
    assert row.amounts[2] == -140                   # seat 0 of dealer 1 is Cene


def test_SL_R2_declarer_radl_doubles_partner_too_but_not_mond_penalty():
    m = SlovenianMatch(NAMES[:4])
    give_radli(m)                                   # now dealer 1: seats (2, 3, 0, 1)
    # declarer seat 0 = Cene (radl), partner seat 2 = Ana pays the mond penalty (SL-P5)
    row = rec(m, deal(2, 0, True, 40, partner=2, mond=2))
    assert row.amounts == (2 * 40 - 21, 0, 80, 0)
    assert m.radli == (1, 1, 0, 1)                  # Cene won: one radl closed
    assert any("double" in n for n in row.notes)


def test_SL_R2_defender_mond_penalty_is_not_doubled():
    m = SlovenianMatch(NAMES[:4])
    give_radli(m)
    row = rec(m, deal(4, 0, True, 50, mond=1))      # Cene declarer, Dora pays the mond
    assert row.amounts == (0, 0, 100, -21)


def test_SL_R2_declarer_own_mond_penalty_not_doubled():
    """SL-K5: the declarer pays the mond penalty himself; only the game part is doubled."""
    m = SlovenianMatch(NAMES[:4])
    give_radli(m)
    row = rec(m, deal(5, 0, False, -55, mond=0))
    assert row.amounts == (0, 0, -110 - 21, 0)
    assert m.radli == (1, 1, 1, 1)                  # lost: the radl stays open


def test_SL_R2_only_the_declarers_radl_counts():
    """The partner's own radl does not double the deal; the declarer's radl doubles the
    partner too, and only the declarer closes one."""
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(7, 0, True, 70))                    # radli to all (1, 1, 1, 1)
    rec(m, deal(1, 2, True, 20, partner=0))         # dealer 1: declarer Ana, partner Cene
    assert m.radli == (0, 1, 1, 1)
    # dealer 2, seats (3, 0, 1, 2): declarer seat 1 = Ana (no radl), partner seat 2 = Bojan
    # (a radl): not doubled
    row = rec(m, deal(1, 1, True, 20, partner=2))
    assert row.amounts == (20, 20, 0, 0)
    assert m.radli == (0, 1, 1, 1)


def test_SL_R2_winning_declarer_closes_only_one_radl():
    m = SlovenianMatch(NAMES[:4])
    give_radli(m, 2)
    assert m.radli == (2, 2, 2, 2)
    row = rec(m, deal(1, 0, True, 15))              # dealer 2: seat 0 = Dora
    assert row.amounts[3] == 30 and m.radli == (2, 2, 2, 1)


@pytest.mark.parametrize("points,made,closes", [(60, None, False), (60, "declarer", True), (20, None, False)])
def test_SL_R2_SL_S2_an_announced_valat_decides_whether_the_declarer_won(points, made, closes):
    """SL-S2: with valat announced nothing else is scored, so SL-R2's winner is the
    valat's: a declarer with 60 points whose valat failed pays and keeps his radli."""
    import tarokk
    m = SlovenianMatch(NAMES[:4])
    give_radli(m, 1)
    setup = m.next_deal()
    declarer = setup.active_players[0]
    before = m.radli[declarer]
    r = tarokk.score_slovenian("two", declarer=0, partner=2, card_points=points, announced={"valat": "declarer"},
                               made={"valat": made} if made else {})
    row = m.record(r, setup)
    assert r.won == (points >= 36)  # the result's own won stays SL-C2's (docs/slovenian.md)
    # A radl closed if he won, and a radl to everybody for the valat (SL-R1).
    assert row.won is closes and m.radli[declarer] == before - closes + 1
    assert ("won: one radl closed (SL-R2)" in " ".join(row.notes)) is closes


@pytest.mark.parametrize("amounts,points", [
    ([70, 70, 70, 70], None), ([-70, -70, 0, 0], None), ([10, -20, -30, -30], None),
    ([-80, 0, 0, 0], None),
    ([-70, -5, 0, 0], None),            # with a -70 only the ±70 seats score
    ([0, 0, 0, 0], None),               # the points add up to 70: somebody scores
    ([-40, -10, -10, -10], None),       # more than 35 points is -70
    ([-20, -20, -15, -12], None),       # four at the table: rounded to the nearest 5
    ([-20, -20, -20, -20], None),       # 80 points
    ([-10, -20, -30], None),            # three at the table: 60 points
    ([-20, -20, -15, -15], [20, 20, 20, 10]),   # not what these points give
    ([-20, -20, -15, -15], [20, 20, 15, 5]),    # points adding up to 60
    ([-70, 0, 0, 0], [30, 20, 10, 10]),         # nobody over 35
    ([1, -35, -35], None),              # without a ±70 nobody scores more than 0
    ([-36, -34, 0], None),              # 36 points is more than 35: -70
    ([-30, -30, -12], None),            # three at the table: 72 points
    ([0, -70, 0, 70], [-5, 40, 35, 0]),         # a seat's points are 0..70
    ([-70, 70, 70, 70], [71, 0, 0, 0]),         # 71 of the 70 points
    ([-70, 0, 0, 70], [40, 20, 5, 0]),          # points adding up to 65 ...
    ([-70, 0, 0, 70], [40, 20, 8, 0]),          # ... and to 68 (within 1 of 70 only)
])
def test_SL_L2_SL_L3_a_klop_that_cannot_be_is_refused(amounts, points):
    m = SlovenianMatch(NAMES[:len(amounts)])
    with pytest.raises(InvalidInputError, match=r"klop (amounts|card points) .* cannot be"):
        rec(m, klop(amounts, card_points=points))
    assert m.sheet == ()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_SL_L2_SL_L3_played_klops_are_recorded(players):
    """Klops the engine plays and scores pass the sheet's check, rounding and all (the
    points of each seat are rounded from thirds, so they add up to 69..71)."""
    m = SlovenianMatch(NAMES[:players])
    recorded = 0
    for seed in range(40):
        setup = m.next_deal()
        g = setup.game(seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            passes = [a for a in legal if a.name in ("pass", "klop")]
            g.apply(passes[0] if passes else rng.choice(legal))
        result = g.result().to_dict()
        m.record(result, setup)
        recorded += result["contract"] == 0
    assert recorded == 40


def test_a_result_of_another_game_or_a_malformed_one_is_refused():
    import tarokk
    m = SlovenianMatch(NAMES[:4])
    jokai = tarokk.Game("jokai", seed=1)
    while not jokai.is_over:
        jokai.apply(jokai.legal_actions()[0])
    with pytest.raises(InvalidInputError, match="a result of jokai on a Slovenian match's sheet"):
        m.record(jokai.result(), m.next_deal())
    with pytest.raises(InvalidInputError, match="annulled must be True or False"):
        m.record({"contract": None, "declarer": None, "partner": None, "annulled": None, "won": None,
                  "amounts": [0, 0, 0, 0], "items": []}, m.next_deal())
    assert m.sheet == ()


def test_a_long_description_on_the_sheet_is_not_cut():
    """The sheet's description column widens for a row that says more (a match audit saw
    "(compulsory klop)" cut to "(compulsor")."""
    m = SlovenianMatch(["Bartholomew", "Bojan", "Cene", "Dora"])
    rec(m, annulled())                    # SL-D3: the next deal is a compulsory klop round
    setup = m.next_deal()
    assert setup.compulsory_klop
    declarer = setup.active_players.index(0)
    m.record(deal(8, declarer, True, 80), setup)   # solo without (SL-B6 allows it)
    line = next(ln for ln in m.text().splitlines() if "solo without" in ln)
    assert "Bartholomew solo without won (compulsory)" in line


def test_SL_R2_radli_in_klop():
    """Klop: every player with an open radl scores double; a +70 winner with a radl gets
    +140 and closes one; a −70 loser keeps his."""
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(7, 0, True, 70))                    # everybody one radl
    rec(m, deal(1, 0, True, 10))                    # dealer 1: Cene wins with a radl: closes
    assert m.radli == (1, 1, 0, 1)
    # dealer 2, seats (3, 0, 1, 2): Dora +70 (radl), Ana −70 (radl), Bojan, Cene 0
    row = rec(m, klop([70, -70, 0, 0]))
    assert row.amounts == (-140, 0, 0, 140)
    assert m.radli == (2, 2, 1, 1)                  # Dora closed one, then all got one
    # dealer 3, seats (0, 1, 2, 3): nobody ±70; Cene (1 radl) −15 doubled
    row = rec(m, klop([-10, -20, -15, -25]))
    assert row.amounts == (-20, -40, -30, -50)


def test_SL_R3_open_radli_cost_100_at_the_end():
    m = SlovenianMatch(NAMES[:4])
    give_radli(m, 2)
    rec(m, deal(1, 0, True, 35))                    # Dora closes one
    # the klops: Bojan -70, then Cene -70 doubled by his radl
    assert m.final_totals() == (-200, -70 - 200, -140 - 200, 70 - 100)
    assert not m.finished
    assert m.finish() == (-200, -270, -340, -30)
    assert m.finished and m.finish() == (-200, -270, -340, -30)
    assert "final (SL-R3)" in str(m)
    for action in (lambda: m.next_deal(), lambda: m.misdeal(), lambda: m.misplay(0, 10),
                   lambda: m.call_skis_round()):
        with pytest.raises(InvalidInputError, match="finished"):
            action()


# -- misdeal, misplay -------------------------------------------------------------------------
def test_SL_R4_misdeal_penalty_doubles_and_stars():
    m = SlovenianMatch(NAMES[:4])
    rec(m, annulled())                              # pending: dealer 0 again, compulsory
    pending = m.next_deal()
    for k, penalty in enumerate([20, 40, 80, 160], start=1):
        row = m.misdeal()
        assert row.amounts == (-penalty, 0, 0, 0) and row.kind == "misdeal"
        assert m.stars == (k, 0, 0, 0)
        assert m.next_deal() == pending             # the same dealer deals the same deal
    assert m.totals == (-300, 0, 0, 0)
    assert not any(r.kind == "deal" for r in m.sheet)
    with pytest.raises(InvalidInputError, match="dealer"):
        m.misdeal(2)
    m.misdeal(0)
    assert m.totals[0] == -620 and "*****" in str(m)
    m.record(one_loser_klop(), pending)                      # Bojan -70
    assert m.next_deal().dealer_player == 1
    m.misdeal()                                     # Bojan's first misdeal: −20
    assert m.totals[1] == -70 - 20 and m.stars == (5, 1, 0, 0)


def told(note):
    """``note`` is known to the table that tells a sheet's notes in Slovenian, and told so."""
    from tarokk.slovenian.sheetnotes import tell
    slovene = tell(note, "sl")
    return slovene is not None and slovene != note


def test_misdeal_and_misplay_notes_are_told_in_slovenian():
    m = SlovenianMatch(NAMES[:4])
    rows = [m.misdeal(), m.misplay(1, 40), m.misplay(2, 30, setup=m.next_deal())]
    assert all(told(n) for r in rows for n in r.notes), [r.notes for r in rows]
    from tarokk.slovenian.sheetnotes import tell
    assert tell(rows[0].notes[0], "sl") == "1. napačno deljenje igralca Ana: -20, deli se znova (SL-R4)"
    assert tell("something else", "sl") is None and tell("something else", "en") == "something else"


def test_SL_R5_misplay_penalty_helper():
    assert misplay_penalty(3, 4) == 30 + 35                       # one: value + full 35
    assert misplay_penalty(3, 4, kontra=2) == 130
    assert misplay_penalty(3, 4, bonuses_value=20, kontra=2) == 150
    assert misplay_penalty(3, 4, bonuses_value=20, kontra=2, radl=True) == 300
    assert misplay_penalty(7, 4) == 70                            # beggar: no difference
    assert misplay_penalty(11, 5, kontra=4) == 2000
    assert misplay_penalty(1, 3) == 45
    assert misplay_penalty(0, 4) == 70
    for bad in [dict(contract=4, num_players=3), dict(contract=12, num_players=4),
                dict(contract=1, num_players=6), dict(contract=1, num_players=4, kontra=3),
                dict(contract=0, num_players=4, kontra=2),
                dict(contract=7, num_players=4, bonuses_value=10),
                dict(contract=1, num_players=4, bonuses_value=-10)]:
        with pytest.raises(InvalidInputError):
            misplay_penalty(**bad)


def test_SL_R5_misplay_by_hand_and_ending_a_deal():
    m = SlovenianMatch(NAMES[:4])
    pending = m.next_deal()
    row = m.misplay(2, misplay_penalty(2, 4))                     # a line by hand
    assert row.amounts == (0, 0, -55, 0) and m.totals == (0, 0, -55, 0)
    assert m.next_deal() == pending                              # the deal sequence is untouched
    with pytest.raises(InvalidInputError):
        m.misplay(2, -5)
    with pytest.raises(InvalidInputError):
        m.misplay(7, 5)
    row = m.misplay(1, 65, setup=pending)                        # the misplay ends deal 1
    assert row.number == 1 and row.amounts == (0, -65, 0, 0) and m.radli == (0, 0, 0, 0)
    assert m.next_deal().dealer_player == 1 and m.next_deal().number == 2
    with pytest.raises(InvalidInputError, match="not the deal"):
        m.misplay(1, 65, setup=pending)                          # stale setup


def test_SL_R5_misplay_of_sitting_out_player_cannot_end_deal():
    m = SlovenianMatch(NAMES)
    with pytest.raises(InvalidInputError, match="sits out"):
        m.misplay(0, 30, setup=m.next_deal())


# -- škis round ------------------------------------------------------------------------------
def test_SL_R6_skis_round_ends_with_the_holders_next_deal():
    """The škis round goes on while the škis lies in the talon; its holder then deals the
    last deal at his next turn (seed: "Tämän pelaajan seuraava jakovuoro on pelin viimeinen
    jako"), and the match ends after it."""
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(1, 0, True, 10))
    assert not m.next_deal().skis_round
    m.call_skis_round()
    with pytest.raises(InvalidInputError):
        m.call_skis_round()
    s = m.next_deal()
    assert s.skis_round and s.dealer_player == 1 and not s.last_deal
    m.record(deal(1, 0, True, 10), s, skis_holder=None)          # škis in the talon
    s = m.next_deal()
    assert s.skis_round and s.dealer_player == 2
    m.record(deal(1, 0, True, 10), s, skis_holder=1)             # Bojan was dealt the škis
    assert m.skis_holder == 1
    seen = []
    while not m.finished:
        s = m.next_deal()
        assert not s.skis_round
        seen.append((s.dealer_player, s.last_deal))
        with pytest.raises(InvalidInputError, match="škis"):
            m.record(deal(1, 0, True, 10), s, skis_holder=0)
        m.record(deal(1, 0, True, 10), s)
    assert seen == [(3, False), (0, False), (1, True)]
    assert m.sheet[-1].number == 6
    with pytest.raises(InvalidInputError):
        m.next_deal()


def test_SL_R6_SL_B6_skis_holder_recorded_when_the_deal_also_sends_a_total_to_0():
    """A škis-round deal that brings a running total back to 0 is followed by a compulsory
    klop (SL-B6), and the player dealt the škis still deals the last deal (SL-R6)."""
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(1, 0, True, 10))                                 # dealer 0; Bojan (seat 0) +10
    m.call_skis_round()
    s = m.next_deal()
    assert s.skis_round and s.dealer_player == 1
    row = m.record(deal(1, 3, False, -10), s, skis_holder=3)     # Bojan (seat 3) back to 0;
    assert m.totals[1] == 0 and m.skis_holder == 3               # Dora was dealt the škis
    assert any("at 0" in n for n in row.notes) and any("škis" in n for n in row.notes)
    s = m.next_deal()
    assert s.compulsory_klop and not s.skis_round and not s.last_deal and s.dealer_player == 2
    m.record(one_loser_klop(), s)
    s = m.next_deal()
    assert s.last_deal and s.dealer_player == 3
    m.record(one_loser_klop(), s)
    assert m.finished


def test_SL_R6_annulled_last_deal_is_dealt_again():
    m = SlovenianMatch(NAMES[:4])
    m.call_skis_round()
    rec(m, deal(1, 0, True, 10), skis_holder=2)                  # dealer 0; Cene has the škis
    rec(m, deal(1, 0, True, 10))                                 # dealer 1
    s = m.next_deal()
    assert s.last_deal and s.dealer_player == 2
    m.record(annulled(), s)
    assert not m.finished
    s = m.next_deal()
    assert s.last_deal and s.compulsory_klop and s.dealer_player == 2
    m.record(one_loser_klop(), s)
    assert m.finished


def test_SL_R6_SL_D1_skis_holder_must_have_been_dealt_cards():
    m = SlovenianMatch(NAMES)
    m.call_skis_round()
    s = m.next_deal()
    for bad in (0, 9, True):                                     # 0 deals and sits out
        with pytest.raises(InvalidInputError, match="skis_holder"):
            m.record(deal(1, 0, True, 10), s, skis_holder=bad)
    m.record(deal(1, 0, True, 10), s, skis_holder=4)
    assert m.next_deal().dealer_player == 1


def test_SL_R6_option_off_has_no_skis_round():
    m = SlovenianMatch(NAMES[:4], skis_round=False)
    with pytest.raises(InvalidInputError, match="skis_round=False"):
        m.call_skis_round()
    rec(m, deal(1, 0, True, 10))
    m.finish()
    assert m.finished


# -- bad input, no half-changed state ----------------------------------------------------------
def test_bad_input_changes_nothing():
    m = SlovenianMatch(NAMES[:4])
    give_radli(m)
    rec(m, deal(2, 0, True, 40, partner=1))
    before = state(m)
    s = m.next_deal()
    wrong_items = deal(1, 0, True, 10)
    wrong_items["amounts"][0] = 11
    stale = DealSetup(1, 0, (1, 2, 3, 0), 3, False, False, False)
    no_keys = {"contract": 1, "amounts": [0] * 4}
    bad_declarer = deal(1, 0, True, 10)
    bad_declarer["declarer"] = 4
    bad_partner = deal(1, 0, True, 10, partner=1)
    bad_partner["partner"] = 0
    bad_won = deal(1, 0, True, 10)
    bad_won["won"] = None
    for result, setup, kw in [
            (wrong_items, s, {}), (deal(1, 0, True, 10), stale, {}), (no_keys, s, {}),
            (bad_declarer, s, {}), (bad_partner, s, {}), (bad_won, s, {}),
            ([1, 2], s, {}), (deal(1, 0, True, 10), s, {"skis_holder": 1}),
            (klop([0, 0, 0]), s, {})]:
        with pytest.raises(InvalidInputError):
            m.record(result, setup, **kw)
        assert state(m) == before
    for call in (lambda: m.misplay(1, 1.5), lambda: m.misplay(-1, 10), lambda: m.misdeal(3)):
        with pytest.raises(InvalidInputError):
            call()
        assert state(m) == before


def test_score_sheet_text_shows_names_rows_and_radli():
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(7, 0, False, -70))
    rec(m, deal(2, 1, True, 45, partner=3))
    text = str(m)
    for word in NAMES[:4] + ["beggar", "lost", "won", "radli open", "-70", "+90"]:
        assert word in text, word
    assert "SlovenianMatch" in repr(m)


def test_score_sheet_text_labels_its_cells_and_fits_80_columns_with_four_players():
    """Each cell is the deal's amount and the running total: the header says so. The
    columns are as wide as what they hold, so 20 deals of four rule players fit an
    80-column terminal, aligned, in English and Slovenian."""
    import tarokk
    m = SlovenianMatch(["Ana", "Bor", "Cene", "Dora"])
    for seed in range(20):
        setup = m.next_deal()
        g = setup.game(seed=seed)
        rule, rng = g.info.policy("rule"), random.Random(seed)
        while not g.is_over:
            g.apply(rule(g, rng))
        m.record(g.result(), setup)
    for lang, legend in (("en", "deal's amount, total"), ("sl", "znesek igre, skupaj")):
        lines = m.text(lang).splitlines()
        assert legend in lines[0] and max(map(len, lines)) <= 80, m.text(lang)
        radli = "radli open" if lang == "en" else "odprti radelci"  # a player without one: blank
        assert all(len(line) == len(lines[0]) for line in lines if radli not in line), m.text(lang)
    assert tarokk.SlovenianMatch is SlovenianMatch


# -- properties --------------------------------------------------------------------------------
RESULTS = st.one_of(
    # a klop by its four seats' card points: three cuts of the pack's 70 points
    st.tuples(st.just("klop"), st.lists(st.integers(0, 70), min_size=3, max_size=3)),
    st.tuples(st.just("deal"), st.integers(1, 11), st.integers(0, 3), st.booleans(),
              st.sampled_from([None, 0, 1, 2, 3]), st.sampled_from([None, 0, 1, 2, 3])),
    st.tuples(st.just("annulled")),
)


def build(spec):
    if spec[0] == "klop":
        cuts = [0] + sorted(spec[1]) + [70]
        points = [b - a for a, b in zip(cuts, cuts[1:])]
        # SL-L2: more than 35 points -70, no trick (no points) +70, and then only those
        # score; else SL-L3: minus the points rounded to the nearest 5.
        amounts = [-70 if p > 35 else 70 if p == 0 else 0 for p in points]
        if not any(amounts):
            amounts = [-5 * round(p / 5) for p in points]
        return klop(amounts, card_points=points)
    if spec[0] == "annulled":
        return annulled()
    _, contract, declarer, won, partner, mond = spec
    partner = partner if contract <= 3 and partner != declarer else None
    value = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 125, 500][contract]
    return deal(contract, declarer, won, value if won else -value, partner=partner,
                mond=mond if contract <= 6 else None)


def expected_amounts(result, setup, radli):
    """SL-R2 written out per seat: what each player of ``setup`` scores for ``result``."""
    out = {}
    items = result["items"]
    if result["annulled"]:
        return {p: 0 for p in setup.active_players}
    if result["contract"] == 0:
        return {setup.active_players[s]: a * (2 if radli[setup.active_players[s]] else 1)
                for s, a in enumerate(result["amounts"])}
    declarer, partner = result["declarer"], result["partner"]
    doubled = radli[setup.active_players[declarer]] > 0
    for s, a in enumerate(result["amounts"]):
        personal = sum(i["amount"] for i in items if i["seat"] == s)
        side = s in (declarer, partner)
        out[setup.active_players[s]] = 2 * (a - personal) + personal if doubled and side else a
    return out


@settings(max_examples=150, deadline=None)
@given(st.lists(RESULTS, max_size=25))
def test_SL_R1_SL_R2_SL_B6_SL_D3_sheet_invariants(specs):
    """Totals are the column sums of the rows; each row scores as SL-R2 says; radli never go
    negative and change only as SL-R1/R2 say; the compulsory flag follows SL-B6 and SL-D3;
    the dealer passes on except after an annulled deal."""
    m = SlovenianMatch(NAMES[:4])
    for spec in specs:
        s = m.next_deal()
        result = build(spec)
        radli_before, totals_before = m.radli, m.totals
        if s.compulsory_klop and not result["annulled"] and 0 < result["contract"] < 8:
            with pytest.raises(InvalidInputError, match="compulsory"):
                m.record(result, s)
            continue
        row = m.record(result, s)
        assert all(told(n) for n in row.notes), row.notes
        assert dict(enumerate(row.amounts)) == expected_amounts(result, s, radli_before)
        assert m.totals == tuple(sum(r.amounts[p] for r in m.sheet) for p in range(4))
        assert all(r >= 0 for r in m.radli)
        gives = not result["annulled"] and (result["contract"] == 0 or result["contract"] >= 7
                                            or any(i["item"] == "valat"
                                                   for i in result["items"]))
        closed = [radli_before[p] + int(gives) - m.radli[p] for p in range(4)]
        assert all(c == 0 or (c == 1 and radli_before[p] > 0) for p, c in enumerate(closed))
        if not result["annulled"] and result["contract"] != 0:
            d = s.active_players[result["declarer"]]
            assert closed == [int(p == d and radli_before[d] > 0 and result["won"])
                              for p in range(4)]
        zeroed = any(a and not b for a, b in zip(totals_before, m.totals))
        nxt = m.next_deal()
        assert nxt.compulsory_klop == (result["annulled"] or zeroed)
        assert nxt.dealer_player == (s.dealer_player if result["annulled"]
                                     else (s.dealer_player + 1) % 4)


# -- real deals --------------------------------------------------------------------------------
@pytest.mark.parametrize("num_players", [3, 4, 5])
def test_SL_R1_SL_R2_SL_R6_SL_D1_match_of_random_real_deals(backend_name, num_players):
    """A short match of random deals with a real engine, ended by a škis round: every row
    maps the engine's amounts onto players, doubled only where a radl says so."""
    rng = random.Random(num_players)
    m = SlovenianMatch(NAMES[:num_players])
    seed = 1000 * num_players
    while not m.finished and seed < 1000 * num_players + 200:
        if seed == 1000 * num_players + 6:
            m.call_skis_round()
        setup = m.next_deal()
        radli = m.radli
        row = m.play_deal(lambda g: rng.choice(g.legal_actions()), seed=seed, backend=backend_name)
        seed += 1
        assert all(told(n) for n in row.notes), row.notes
        result = row.result
        assert row.number == setup.number
        expected = expected_amounts(result, setup, radli)
        assert {p: row.amounts[p] for p in setup.active_players} == expected
        if setup.sitting_out is not None:
            assert row.amounts[setup.sitting_out] == 0
        assert m.totals == tuple(sum(r.amounts[p] for r in m.sheet)
                                 for p in range(num_players))
    assert m.finished, "the škis round should end the match"
    assert m.final_totals() == tuple(t - 100 * r for t, r in zip(m.totals, m.radli))


@pytest.mark.parametrize("make,message", [
    # SL-B1, SL-T1: solo and beggar and above, and every three-player contract, are played alone.
    (lambda: deal(4, 0, True, 60, partner=2), "solo three is played alone"),
    (lambda: deal(7, 1, True, 70, partner=3), "beggar is played alone"),
    (lambda: dict(deal(1, 0, True, 20), items=5), "items must be a list"),
    (lambda: dict(deal(1, 0, True, 20), items=None), "items must be a list"),
    (lambda: dict(deal(1, 0, True, 20), items={"game": 20}), "items must be a list"),
    (lambda: dict(deal(1, 0, True, 20), amounts=[20.0, 0, 0, 0]), "amounts must be a list of ints"),
    (lambda: deal(1, 0, True, 20, partner=4), "partner 4 is not another seat"),
    (lambda: deal(1, 0, True, 20, partner=0), "partner 0 is not another seat"),
    (lambda: dict(deal(1, 0, True, 20), items=[item("game", 20.0, announced=True)]), "malformed result item"),
    (lambda: dict(deal(1, 0, True, 20), items=["game"]), "malformed result item"),
    (lambda: dict(deal(1, 0, True, 20), items=[item("game", 20, announced=True),
                                                item("mond penalty", 0, seat=4, side=None)]),
     "has no valid seat"),
])
def test_a_result_that_cannot_be_is_refused_and_changes_nothing(make, message):
    """Found by an audit (2026-12-05): a partner in a contract played alone was scored with
    the declarer (and doubled by his radl), and items that are no list raised TypeError."""
    m = SlovenianMatch(NAMES[:4])
    before = state(m)
    with pytest.raises(InvalidInputError, match=message):
        rec(m, make())
    assert state(m) == before


def test_SL_T1_a_three_player_result_has_no_partner():
    m = SlovenianMatch(NAMES[:3])
    with pytest.raises(InvalidInputError, match="played alone"):
        rec(m, deal(1, 0, True, 20, partner=1, n=3))


@pytest.mark.parametrize("call", [
    lambda: misplay_penalty(True, 4),
    lambda: misplay_penalty(1, True),
    lambda: misplay_penalty(1, 4, bonuses_value=True),
    lambda: SlovenianMatch(NAMES[:4]).next_deal().seat_of(True),
])
def test_a_bool_is_no_number_to_the_match_layer(call):
    with pytest.raises(InvalidInputError):
        call()


# -- found by the mutation audit of match.py (scripts/py_mutation_audit.py, 2026-12-07) -----
def test_SL_R5_SL_A2_misplay_penalty_at_subkontra_and_mordkontra():
    """The kontra ladder's ×8 and ×16 (SL-A2, SL-A4) are factors of a misplay's game value."""
    assert misplay_penalty(3, 4, kontra=8) == (30 + 35) * 8
    assert misplay_penalty(3, 4, kontra=16) == (30 + 35) * 16
    assert misplay_penalty(8, 4, kontra=16) == 80 * 16


def test_SL_C1_SL_T4_three_player_klop_points_add_up_to_69_to_71():
    """Each seat's points are rounded from thirds (SL-C1) and not to 5 (SL-T4), so a
    three-player klop's amounts add up to -69 .. -71, both ends included."""
    for amounts in ([-30, -30, -9], [-35, -35, -1]):
        m = SlovenianMatch(NAMES[:3])               # dealer Ana: seats (Bojan, Cene, Ana)
        assert rec(m, klop(amounts)).amounts == (amounts[2], amounts[0], amounts[1])


def test_SL_L3_klop_card_points_for_another_number_of_seats_are_refused():
    m = SlovenianMatch(NAMES[:4])
    with pytest.raises(InvalidInputError, match=r"klop card points \[40, 30\] cannot be: 4 seats"):
        rec(m, klop([-70, 0, 0, 0], card_points=[40, 30]))
    assert m.sheet == ()


def test_deal_setups_and_sheet_rows_are_frozen_values():
    m = SlovenianMatch(NAMES[:4])
    setup = m.next_deal()
    row = m.record(deal(1, 0, True, 10), setup)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setup.number = 7                            # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.amounts = (0, 0, 0, 0)                  # type: ignore[misc]


@pytest.mark.parametrize("seats,cards", [((1, 2, 0), 16), ((1, 2, 3, 0), 12)])
def test_SL_D2_a_deal_setup_made_by_hand_is_dealt_by_the_preset_for_its_seats(seats, cards):
    """Without a variant a DealSetup plays the preset of its number of seats: three seats
    get 16 cards each, four get 12 (SL-D2)."""
    setup = DealSetup(number=1, dealer_player=0, active_players=seats,
                      engine_dealer_seat=len(seats) - 1, compulsory_klop=False,
                      skis_round=False, last_deal=False)
    game = setup.game(seed=3)
    assert [len(h) for h in game.hands] == [cards] * len(seats)


def test_misdeal_and_misplay_rows_are_no_compulsory_klop_rows():
    m = SlovenianMatch(NAMES[:4])
    assert m.misdeal().compulsory_klop is False
    assert m.misplay(1, 10).compulsory_klop is False


def test_a_player_is_a_number_0_to_players_minus_1():
    m = SlovenianMatch(NAMES[:4])
    for player in (4, -1):
        with pytest.raises(InvalidInputError, match="is not a player 0..3"):
            m.misplay(player, 10)
    assert m.sheet == ()


def test_SL_R5_a_misplay_penalty_may_be_0():
    """``misplay``'s penalty is an int >= 0 (its docstring): 0 is a line of zeros."""
    m = SlovenianMatch(NAMES[:4])
    assert m.misplay(1, 0).amounts == (0, 0, 0, 0)
    with pytest.raises(InvalidInputError, match="int >= 0"):
        m.misplay(1, -1)


def test_SL_R1_the_note_names_who_gets_a_radl():
    """Everybody, or with five players and radl_sitting_out off, the four who played."""
    m = SlovenianMatch(NAMES[:4])
    assert "a radl to everybody (SL-R1)" in rec(m, one_loser_klop()).notes
    m = SlovenianMatch(NAMES, radl_sitting_out=False)      # Ana deals and sits out
    assert "a radl to Bojan, Cene, Dora, Eva (SL-R1)" in rec(m, one_loser_klop()).notes


def test_SL_R6_a_deal_outside_the_skis_round_notes_nothing():
    """A plain deal (no radl, no 0, no škis round) has no notes; an annulled deal of the
    škis round says nothing of the škis (its cards are thrown in, SL-D3)."""
    m = SlovenianMatch(NAMES[:4])
    assert rec(m, deal(1, 0, True, 10)).notes == ()
    m.call_skis_round()
    assert rec(m, annulled()).notes == ("annulled, dealt again (SL-D3)",
                                        "the next deal is a compulsory klop round (SL-B6)")


def test_SL_R6_skis_round_called_after_counts_the_deals_not_the_misdeals():
    m = SlovenianMatch(NAMES[:4])
    rec(m, deal(1, 0, True, 10))
    m.misdeal()
    rec(m, annulled())
    m.call_skis_round()
    assert m.skis_round_called_after == 2


def test_SL_R6_play_deal_finds_who_was_dealt_the_skis(backend_name):
    """In the škis round ``play_deal`` gives ``record`` the player dealt the škis: none
    while it lies in the talon (seed 11, the round goes on), then its holder."""
    def first(g):
        return g.legal_actions()[0]
    m = SlovenianMatch(NAMES[:4])
    m.call_skis_round()
    assert cid("Sk") in m.next_deal().game(seed=11, backend=backend_name).talon
    m.play_deal(first, seed=11, backend=backend_name)
    assert m.skis_holder is None and m.next_deal().skis_round
    setup = m.next_deal()
    hands = setup.game(seed=0, backend=backend_name).hands
    holder = next(setup.active_players[s] for s, hand in enumerate(hands) if cid("Sk") in hand)
    m.play_deal(first, seed=0, backend=backend_name)
    assert m.skis_holder == holder and not m.next_deal().skis_round


def test_score_sheet_text_shows_six_marks_then_a_number():
    """Up to six open radli are six ``o``, seven ``7 o``; misdeal stars alike."""
    m = SlovenianMatch(NAMES[:4])
    give_radli(m, 6)
    for _ in range(6):
        m.misdeal()                                 # Cene deals deal 7
    lines = m.text().splitlines()
    assert lines[-3].split()[-4:] == ["oooooo"] * 4
    assert lines[-2].split() == ["misdeal", "stars", "******"]
    m.misdeal()
    rec(m, one_loser_klop())
    lines = m.text().splitlines()
    assert lines[-3].split()[-8:] == ["7", "o"] * 4
    assert lines[-2].split() == ["misdeal", "stars", "7", "*"]


def test_score_sheet_text_gives_a_deals_number_and_dealer_and_none_to_a_line_by_hand():
    m = SlovenianMatch(NAMES[:4])
    rec(m, one_loser_klop())
    m.misplay(1, 10)                                # a line by hand: no deal, no dealer
    lines = m.text().splitlines()
    assert lines[1].split()[:3] == ["1", "Ana", "klop"]
    assert lines[2].startswith(" " * 14 + "misplay Bojan ")
