"""The Hungarian games' score sheet (tarokk.ScoreSheet): running totals that sum to zero,
the deal passing to the forehand after every deal, a throw-in included (JK-D4), the
sitting-out dealer paying and receiving (JK-D1), and penalties entered by hand."""

from __future__ import annotations

import dataclasses
import random
import re

import pytest

import tarokk
from tarokk import ScoreSheet, score_jokai, variant
from tarokk.errors import InvalidInputError


def play(deal, seed):
    g = deal.game(seed=seed)
    g.play_random(random.Random(seed))
    return g


@pytest.mark.parametrize("players", [["Anna", "Béla", "Csaba"], ["Anna", "Béla", "Csaba", "Dóra"]])
def test_jk_d4_deal_passes_on_and_totals_add_up(players):
    """JK-D4: the deal passes to the forehand after every deal, a throw-in included;
    JK-D1: with four, the dealer sits out and his amount is on the sheet."""
    m = ScoreSheet("jokai", players)
    n = len(players)
    dealers, thrown = [], 0
    for seed in range(40):
        deal = m.next_deal()
        dealers.append(deal.dealer)
        g = play(deal, seed)
        row = m.record(g.result(), deal)
        thrown += row.kind == "thrown in"
        assert row.amounts == g.result().amounts
        if n == 4 and row.kind == "deal":
            assert row.amounts[deal.dealer] == g.result().amounts[deal.dealer]
    assert dealers == [k % n for k in range(40)]
    assert thrown > 0  # random bidding throws deals in now and then
    assert sum(m.totals) == 0
    assert m.totals == tuple(sum(r.amounts[p] for r in m.sheet) for p in range(n))
    text = str(m)
    assert "total" in text and players[0] in text
    # As wide as what it holds: five players fit 80 columns, every row's words whole.
    lines = text.splitlines()
    assert max(map(len, lines)) <= 80 and len({len(line) for line in lines}) == 1, text
    assert all(m._row_text(r, "en") in line for r, line in zip(m.sheet, lines[1:]))


@pytest.mark.parametrize("kw", [{"throw_in_passes_deal": False},
                                {"variant": variant("jokai", deal_passes_on_throw_in=False)}])
def test_jk_d4_option_off_a_throw_in_is_dealt_again_by_the_same_dealer(kw):
    """JK-D4 [choice] off, as the sheet's keyword or the variant's option (``tarokk play
    jokai --deals N --option deal_passes_on_throw_in=false``): the sheet and its variant
    agree."""
    m = ScoreSheet("jokai", ["A", "B", "C"], **kw)
    assert m.throw_in_passes_deal is False and m.variant.deal_passes_on_throw_in is False
    seen = []
    for seed in range(40):
        deal = m.next_deal()
        if seed % 3 == 1:  # everyone passes: thrown in (JK-B3)
            g = deal.game(seed=seed)
            while g.phase == "bidding":
                g.apply("pass")
        else:
            g = play(deal, seed)
        row = m.record(g.result(), deal)
        seen.append((deal.dealer, row.kind))
    for (d1, kind), (d2, _) in zip(seen, seen[1:]):
        assert d2 == (d1 if kind == "thrown in" else (d1 + 1) % 3)
    kinds = [kind for _, kind in seen]
    assert kinds.count("thrown in") >= 13 and kinds.count("deal") >= 20, kinds


def test_a_hand_scored_deal_and_a_penalty_go_on_the_sheet():
    m = ScoreSheet("jokai", ["A", "B", "C", "D"])
    deal = m.next_deal()
    assert deal.dealer == 0
    m.record(score_jokai("solo", 1, players=4, card_points=34, kontra={"game": "rekontra"}), deal)
    assert m.totals == (-58, 174, -58, -58)
    m.penalty(2, 5, "renonsz")
    assert m.totals == (-53, 179, -73, -53) and m.next_deal().dealer == 1


def _first(sheet_class, game, n):
    """The first deal of a new sheet of ``n`` players (a fresh sheet: its deal 1)."""
    return sheet_class(game, ["A", "B", "C", "D"][:n]).next_deal()


@pytest.mark.parametrize("call,message", [
    (lambda: ScoreSheet("jokai", ["A", "B"]), "3 or 4 players"),
    (lambda: ScoreSheet("jokai", ["A", "A", "B"]), "names must differ"),
    (lambda: ScoreSheet("slovenian", ["A", "B", "C", "D"]), "own score sheet"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C", "D"], variant="paskievics"), "Jókai-hármas options"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).penalty(3, 5, "x"), "offender"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).penalty(0, 0, "x"), "positive"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).penalty(0, 5, None), "reason is some words"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).penalty(True, 5, "x"), "offender"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).penalty(0, True, "x"), "positive"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).penalty(0, 2.5, "x"), "positive"),
    (lambda: ScoreSheet("paskievics", ["A", "B", "C", "D"]).renonsz(0, True), "whole units"),
    (lambda: ScoreSheet("paskievics", ["A", "B", "C", "D"]).renonsz(0, 2.5), "whole units"),
    (lambda: ScoreSheet("paskievics", ["A", "B", "C", "D"]).renonsz(0, 0), "positive number of units"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).record(
        {"annulled": False}, _first(ScoreSheet, "jokai", 3)), "result must be a deal's result"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).record(
        {"amounts": [0, 0, 0]}, _first(ScoreSheet, "jokai", 3)), "result must be a deal's result"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).record(
        {"annulled": False, "amounts": [2, -1, -1], "contract": 1, "declarer": 3, "won": True},
        _first(ScoreSheet, "jokai", 3)), "declarer is a seat 0..2, not 3"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).record(
        {"annulled": False, "amounts": [True, False, -1]}, _first(ScoreSheet, "jokai", 3)), "3 integer amounts"),
    (lambda: ScoreSheet("jokai", ["A", "B", "C"]).record(
        {"annulled": "x", "amounts": [0, 0, 0]}, _first(ScoreSheet, "jokai", 3)), "annulled is True or False"),
    # JK-D1: the dealer of a table of four sits out; a result he declared is another deal's.
    (lambda: ScoreSheet("jokai", ["A", "B", "C", "D"]).record(
        {"annulled": False, "amounts": [3, -1, -1, -1], "declarer": 0, "contract": 4, "won": True},
        _first(ScoreSheet, "jokai", 4)), "sits it out"),
])
def test_bad_input_is_refused(call, message):
    with pytest.raises(InvalidInputError, match=message):
        call()


def test_a_deal_is_recorded_once_and_only_its_own_result():
    m = ScoreSheet("jokai", ["A", "B", "C"])
    deal = m.next_deal()
    g = play(deal, 3)
    m.record(g.result(), deal)
    totals = m.totals
    with pytest.raises(InvalidInputError, match="once"):
        m.record(g.result(), deal)
    # The same result again for the next deal: its dealer (JK-D4: the deal passes on) tells.
    with pytest.raises(InvalidInputError, match=f"dealt by {m.players[deal.dealer]}, but deal 2 is dealt by "
                                                f"{m.players[m.next_deal().dealer]}"):
        m.record(g.result(), m.next_deal())
    # A dict says no dealer: only the checks of the amounts apply to it.
    assert g.result().dealer == deal.dealer and "dealer" not in g.result().to_dict()
    with pytest.raises(InvalidInputError, match="3 integer amounts"):
        m.record({"annulled": False, "amounts": [1, -1]}, m.next_deal())
    with pytest.raises(InvalidInputError, match="sum to zero"):
        m.record({"annulled": False, "amounts": [1, 1, 1], "declarer": 1, "won": True}, m.next_deal())
    # A hand-entered dict: a declarer of this table, a won that is a bool.
    for declarer, won, message in [(5, True, "declarer is a seat 0..2, not 5"), (-1, True, "not -1"),
                                   (None, True, "not None"), (1, "maybe", "won is True or False")]:
        with pytest.raises(InvalidInputError, match=message):
            m.record({"annulled": False, "amounts": [2, -1, -1], "contract": 1, "declarer": declarer,
                      "won": won}, m.next_deal())
    for bad, message in [({"annulled": False, "amounts": 5}, "result must be"),
                         ({"annulled": False, "amounts": [1, -1, 0], "contract": 99, "declarer": 0, "won": True},
                          "not a contract"),
                         ({"annulled": False, "amounts": [1, -1, 0], "contract": "x", "declarer": 0, "won": True},
                          "not a contract")]:
        with pytest.raises(InvalidInputError, match=message):
            m.record(bad, m.next_deal())
    # Another game's deal on a Jókai sheet (a four-handed one: the Paskievics seats fit).
    four = ScoreSheet("jokai", ["A", "B", "C", "D"])
    other = tarokk.Game("paskievics", seed=1)
    other.play_random(random.Random(1))
    with pytest.raises(InvalidInputError, match="a result of paskievics on a score sheet of jokai"):
        four.record(other.result(), four.next_deal())
    assert m.totals == totals and len(m.sheet) == 1 and four.sheet == ()  # nothing half-recorded
    with pytest.raises(InvalidInputError, match=r"a renonsz \(PK-X6\) is a Paskievics penalty"):
        m.renonsz(0, 5)
    with pytest.raises(InvalidInputError, match="announced"):
        ScoreSheet("paskievics", ["A", "B", "C", "D"]).renonsz(0, 5, None)  # type: ignore[arg-type]


def test_pk_x6_renonsz_pays_every_other_player_the_game_and_the_announced_figures():
    """PK-X6: a renonsz, entered by hand: the offender pays each other player the game and
    all announced figures, whatever happened. Four at the table, three receive; five, the
    three others who play (the dealer sits out, PK-D4), and the dealer too only where he
    pays and receives with the players (PK-D5's cries and laughs)."""
    four = ScoreSheet("paskievics", ["A", "B", "C", "D"])
    assert four.renonsz(1, 2, [2]).amounts == (4, -12, 4, 4)
    m = ScoreSheet("paskievics", ["A", "B", "C", "D", "E"])
    assert m.next_deal().dealer == 0
    row = m.renonsz(3, 2, [2, 10])
    assert row.amounts == (0, 14, 14, -42, 14) and row.kind == "penalty"
    assert sum(m.totals) == 0 and m.next_deal().number == 1
    laughs = ScoreSheet("paskievics", ["A", "B", "C", "D", "E"],
                        variant=tarokk.variant("paskievics-5", dealer_cries_laughs=True))
    assert laughs.renonsz(3, 2, [2, 10]).amounts == (14, 14, 14, -56, 14)
    with pytest.raises(InvalidInputError):
        m.renonsz(0, -1)


def test_pk_d4_the_sitting_out_dealer_pays_his_errors_and_the_skart_errors_to_all_four():
    """PK-D4: with five at the table, the dealer who sits the deal out pays every player
    (all four who play) the game and all announced figures for his error in counting or
    announcing the skart's tarokks, and for a wrong discard, which is his alone to pay:
    entered as his renonsz. Cries and laughs (PK-D5) change nothing: he pays the four."""
    for rules in (tarokk.variant("paskievics-5"), tarokk.variant("paskievics-5", dealer_cries_laughs=True)):
        m = ScoreSheet("paskievics", ["A", "B", "C", "D", "E"], variant=rules)
        assert m.next_deal().dealer == 0
        row = m.renonsz(0, 2, [2, 10])
        assert row.amounts == (-56, 14, 14, 14, 14) and row.kind == "penalty"
        assert "PK-D4" in row.text and sum(m.totals) == 0
        assert m.next_deal().dealer == 0    # a penalty is no deal: he deals again
    # With four at the table the dealer plays: his renonsz is an ordinary one (PK-X6).
    four = ScoreSheet("paskievics", ["A", "B", "C", "D"])
    assert four.renonsz(0, 2, [2]).amounts == (-12, 4, 4, 4)


def test_a_paskievics_match_of_played_deals():
    m = ScoreSheet("paskievics", ["A", "B", "C", "D"])
    for seed in range(12):
        deal = m.next_deal()
        m.record(play(deal, seed).result(), deal)
    assert sum(m.totals) == 0 and len(m.sheet) == 12 and m.next_deal().dealer == 0


def test_pk_d4_a_hand_scored_five_seat_deal_is_the_sheets_only_with_its_own_dealer():
    """PK-D4: with five at the table the dealer sits out, so his seat decides who pays. A
    deal scored by hand (`score_paskievics`) left the dealer at seat 0 unless given, and the
    sheet took that result for a deal of another dealer: the sitting-out dealer was paid and
    a player who played got nothing (from a card player's audit). Now five seats need the
    dealer, the settlement keeps it, and the sheet refuses a result that pays the dealer who
    sits out (a dict says no dealer)."""
    m = ScoreSheet("paskievics", ["A", "B", "C", "D", "E"])
    m.record(tarokk.score_paskievics("two", 1, players=5, dealer=0, partner=2, card_points=50), m.next_deal())
    deal = m.next_deal()
    assert deal.dealer == 1
    with pytest.raises(InvalidInputError, match=r"five at the table: give the dealer, who sits the deal out \(PK-D4\)"):
        tarokk.score_paskievics("two", 2, players=5, partner=3, card_points=30)
    wrong = tarokk.score_paskievics("two", 2, players=5, dealer=0, partner=3, card_points=30)
    assert wrong.amounts == (0, 2, -2, -2, 2) and wrong.dealer == 0
    with pytest.raises(InvalidInputError, match="dealt by A, but deal 2 is dealt by B"):
        m.record(wrong, deal)
    with pytest.raises(InvalidInputError, match=r"B, who sits it out and neither pays nor receives \(PK-D4\): "
                                                r"this result gives him \+2"):
        m.record(wrong.to_dict(), deal)
    assert m.totals == (0, 2, 2, -2, -2) and m.next_deal() == deal  # refused: nothing changed
    row = m.record(tarokk.score_paskievics("two", 2, players=5, dealer=1, partner=3, card_points=30), deal)
    assert row.amounts == (2, 0, -2, -2, 2) and sum(m.totals) == 0
    # Four at the table: the dealer plays, and the default seat 0 is no fact of the deal.
    four = ScoreSheet("paskievics", ["A", "B", "C", "D"])
    four.record(tarokk.score_paskievics("two", 1, partner=2, card_points=50), four.next_deal())
    assert four.record(tarokk.score_paskievics("two", 1, partner=2, card_points=50),
                       four.next_deal()).amounts == (-2, 2, 2, -2)


# -- found by the mutation audit of scoresheet.py (scripts/py_mutation_audit.py, 2026-12-07) --
def test_sheet_deals_and_rows_are_frozen_values():
    m = ScoreSheet("jokai", ["A", "B", "C"])
    deal = m.next_deal()
    row = m.record(score_jokai("solo", 1, card_points=34), deal)
    with pytest.raises(dataclasses.FrozenInstanceError):
        deal.dealer = 2                             # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.amounts = (0, 0, 0)                     # type: ignore[misc]


def test_jk_d4_the_first_dealer_is_any_player_of_the_table():
    m = ScoreSheet("jokai", ["A", "B", "C"], first_dealer=2)
    assert m.next_deal().dealer == 2
    m.record(score_jokai("solo", 1, card_points=34), m.next_deal())
    assert m.next_deal().dealer == 0
    for bad in (3, -1, True):
        with pytest.raises(InvalidInputError, match=r"first_dealer must be a player 0\.\.2"):
            ScoreSheet("jokai", ["A", "B", "C"], first_dealer=bad)


def test_pk_b3_a_paskievics_sheet_may_deal_a_thrown_in_deal_again():
    """PK-B3: all four pass, the deal is thrown in. Paskievics has no JK-D4 option, so the
    sheet's throw_in_passes_deal=False is the sheet's alone: the same dealer deals again and
    the variant stays the preset."""
    m = ScoreSheet("paskievics", ["A", "B", "C", "D"], throw_in_passes_deal=False)
    assert m.throw_in_passes_deal is False and m.variant == tarokk.variant("paskievics")
    deal = m.next_deal()
    g = deal.game(seed=5)
    while not g.is_over:
        g.apply("pass")
    assert m.record(g.result(), deal).kind == "thrown in"
    assert (m.next_deal().dealer, m.next_deal().number) == (0, 2)


def test_jk_d1_a_result_dealt_by_a_seat_the_table_has_not_names_the_seat():
    """A four-seat Jókai deal dealt by seat 3 (JK-D1) on a sheet of three players."""
    m = ScoreSheet("jokai", ["A", "B", "C"])
    with pytest.raises(InvalidInputError, match="dealt by seat 3, but deal 1 is dealt by A"):
        m.record(score_jokai("solo", 1, players=4, dealer=3, card_points=34), m.next_deal())
    assert m.sheet == ()


def test_pk_x6_a_penalty_or_renonsz_of_one_unit():
    """The three-game is worth 1 (PK-X6's renonsz pays it to each other player); a penalty
    of 1 each is the smallest; a game value of 0 with an announced figure pays the figure
    (values are "whole units, 0 or more")."""
    assert ScoreSheet("jokai", ["A", "B", "C"]).penalty(0, 1, "x").amounts == (-2, 1, 1)
    four = ScoreSheet("paskievics", ["A", "B", "C", "D"])
    assert four.renonsz(1, 1).amounts == (1, -3, 1, 1)
    assert four.renonsz(2, 0, [2]).amounts == (2, 2, -6, 2)


def test_jk_a2_a_rows_text_says_won_or_lost_in_the_sheets_language():
    """A deal's row says who played what and whether he won; ``text(lang)`` says it and a
    throw-in anew in that language (a penalty's reason as entered)."""
    m = ScoreSheet("jokai", ["A", "B", "C"])
    assert m.record(score_jokai("solo", 1, card_points=34, kontra={"game": "rekontra"}),
                    m.next_deal()).text == "B solo won"
    assert m.record(score_jokai("solo", 2, card_points=30), m.next_deal()).text == "C solo lost"
    deal = m.next_deal()
    g = deal.game(seed=5)
    while g.phase == "bidding":
        g.apply("pass")
    m.record(g.result(), deal)
    m.penalty(2, 5, "renonsz")
    described = [re.split(r"\s{2,}", line.strip())[2] for line in m.text("hu").splitlines()[1:5]]
    assert described == ["B szóló nyert", "C szóló vesztett", "nincs játék", "C: renonsz"]
