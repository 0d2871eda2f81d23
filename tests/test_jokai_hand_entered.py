"""A Jókai deal played with real cards, entered by hand as its facts and scored by the same
core function that scores the engine's deals (``jokai::tally_deal``): the rules file's
worked figures, agreement with played deals, and clear errors for impossible facts."""

from __future__ import annotations

import doctest
import random

import pytest

from tarokk import Game, score_jokai
from tarokk.errors import InvalidInputError
from tarokk.jokai import scoring
from tarokk.jokai.scoring import FIGURES


def test_doctest():
    assert doctest.testmod(scoring).failed == 0


def test_jk_p1_worked_figures_58_and_88():
    """JK-P1: a kontra'd and rekontra'd szóló: won 28 + 30 = 58 from each opponent; lost
    28 + 60 = 88 to each; the sitting-out fourth pays and receives like an opponent."""
    won = score_jokai("szóló", 1, card_points=34, kontra={"game": "rekontra"})
    assert won.amounts == (-58, 116, -58)
    lost = score_jokai("solo", 1, card_points=33, kontra={"game": 4})
    assert lost.amounts == (88, -176, 88)
    four = score_jokai(4, 2, players=4, card_points=34, kontra={"game": "rekontra"})
    assert four.amounts == (-58, -58, 174, -58)


def test_jk_f_a_party_by_its_hungarian_name():
    """JK-F: who made a figure, by the settlement's Hungarian words too (felvevő, ellenpárt),
    as `tarokk score --lang hu` takes them."""
    for hu, en in (("felvevő", "declarer"), ("Ellenpárt", "defenders"), ("ellenfelek", "defenders")):
        assert score_jokai("solo", 0, card_points=40, made={"négy király": hu}) == \
            score_jokai("solo", 0, card_points=40, made={"négy király": en})


def test_jk_f1_a_silent_count_is_paid_only_with_its_option():
    """JK-F1 [choice] silent_tarokk_count: an unannounced count of 10, 11, 12 tarokks pays
    the declarer 1, 2, 3 from each opponent, 9 or fewer nothing; without the option
    (default) a silent count is refused as a fact, as the deal pays none."""
    base = score_jokai("solo", 0, card_points=40, silent_tarokk_count=True).amounts
    for count, value in ((9, 0), (10, 1), (11, 2), (12, 3)):
        amounts = score_jokai("solo", 0, card_points=40, silent_count=count, silent_tarokk_count=True).amounts
        assert tuple(a - b for a, b in zip(amounts, base)) == (2 * value, -value, -value), count
    with pytest.raises(InvalidInputError, match="silent_tarokk_count"):
        score_jokai("solo", 0, card_points=40, silent_count=11)


def test_jk_c_the_game_kontrad_by_its_hungarian_name():
    """The game's kontra keyed by its Hungarian name too (játék, with or without the
    accent), as score_paskievics takes it; a rekontra'd solo pays four times."""
    english = score_jokai("solo", 0, card_points=40, kontra={"game": "rekontra"})
    assert english.amounts == (116, -58, -58)
    for key in ("játék", "Jatek", "the game"):
        assert score_jokai("solo", 0, card_points=40, kontra={key: "rekontra"}) == english


def test_jk_p1_kettos_pays_by_the_skart_index_and_jk_a3_consolation_unmultiplied():
    """JK-P1: a lost kettős costs 2^i·k + 5 (i the skart index); the 5 is never doubled."""
    r = score_jokai("second double", 0, skart_index=3, card_points=20, kontra={"game": "kontra"})
    assert r.items[0].amount == -(2**3 * 2 + 5)
    r = score_jokai(1, 0, skart_index=5, card_points=50)
    assert r.items[0].amount == 2 * 1 + 5


def facts_of(g: Game) -> dict:
    """The facts a scorer would write down, read off a finished deal's result and the
    declarer's view."""
    r = g.result()
    d = r.declarer
    view = g.view(d).as_dict()
    announced = [FIGURES[f] for f in view["announced"]]
    made: dict[str, str] = {}
    for it in r.items:
        if it.item == "game" or it.item == "tarokk count":
            continue
        if it.side == "defenders":
            made[it.item] = "defenders"
        elif it.amount > 0:
            made[it.item] = "declarer"
    kontra = {("game" if i == 0 else FIGURES[i - 1]): k for i, k in enumerate(view["kontra"]) if k > 1}
    # A silent count (option silent_tarokk_count) pays by the count: 10 → 1, 11 → 2, 12 → 3.
    silent = [it.amount for it in r.items if it.item == "tarokk count" and not it.announced]
    return dict(level=r.contract, declarer=d, players=g.num_players, skart_index=r.extra["skart_index"],
                card_points=list(r.card_points), kontra=kontra, announced=announced,
                tarokk_count=view["tarokk_count"], made=made, tricks_won=r.extra["tricks_won"],
                silent_count=9 + silent[0] if silent else None)


@pytest.mark.parametrize("variant,strict,silent,after", [
    ("jokai", True, False, True), ("jokai-4", True, False, True), ("jokai", False, False, True),
    ("jokai", True, True, True), ("jokai", True, False, False)])
def test_hand_entered_scoring_agrees_with_played_deals(variant, strict, silent, after):
    """Facts read off 1 000 random played deals score exactly as the engine scored them;
    also with strict_announcements=False (JK-A5 [choice]), where a declarer may announce
    pagát ultimó without the pagát and the defenders make it (the facts were refused),
    with silent_tarokk_count (JK-F1 [choice]), a count nobody announced paid silently,
    and with announce_after_exchange=False (JK-A1 [choice]), where a declarer may announce
    a capture and then take that card from the skart."""
    rng = random.Random(7)
    checked = silent_counts = 0
    for seed in range(1000):
        g = Game(variant, seed=seed, strict_announcements=strict, silent_tarokk_count=silent,
                 announce_after_exchange=after)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[0] if g.phase == "bidding" and rng.random() < 0.3 else rng.choice(legal))
        if g.result().annulled:
            continue
        facts = facts_of(g)
        silent_counts += facts["silent_count"] is not None
        assert score_jokai(**facts, strict_announcements=strict, silent_tarokk_count=silent,
                           announce_after_exchange=after) == g.result(), \
            f"seed {seed}"
        checked += 1
    assert checked > 300
    assert (silent_counts > 0) == silent, silent_counts  # 3 with the option (random declarers seldom hold 10)


@pytest.mark.parametrize("kw,message", [
    (dict(level=5, declarer=0, card_points=40), "level"),
    (dict(level=1, declarer=0, card_points=40), "skart index"),
    (dict(level=4, declarer=0, skart_index=2, card_points=40), "szóló"),
    (dict(level=4, declarer=3, card_points=40), "declarer 3"),
    (dict(level=4, declarer=0, card_points=[40, 30]), "66"),
    (dict(level=4, declarer=0, card_points=40, kontra={"volát": "kontra"}), "only an announced figure"),
    (dict(level=4, declarer=0, card_points=40, kontra={"game": 3}), "kontra"),
    (dict(level=4, declarer=0, card_points=40, announced=["kings galore"]), "unknown figure"),
    (dict(level=4, declarer=0, card_points=40, announced=["pagát ultimó"]), "number of tarokks"),
    # JK-A4: a count of 9 or fewer is said only with pagát ultimó, never on its own
    (dict(level=4, declarer=0, card_points=40, announced=["tarokk count"], tarokk_count=9),
     r"9 or fewer.*\(JK-A4\)"),
    (dict(level=4, declarer=0, card_points=40, made={"volát": "nobody"}), "party"),
    (dict(level=4, declarer=0, players=5, card_points=40), "not 5"),
    # JK-A5 with JK-S2: the declarer who announced pagát ultimó held the pagát to the end
    (dict(level=4, declarer=0, card_points=40, announced=["pagát ultimó", "pagát fogás"], tarokk_count=8),
     r"not pagát fogás.*\(JK-A5\)"),
    (dict(level=4, declarer=0, card_points=40, announced=["pagát ultimó"], tarokk_count=8,
          made={"pagát fogás": "declarer"}), r"his party made no pagát fogás \(JK-A5, JK-F6\)"),
    (dict(level=4, declarer=0, card_points=40, announced=["pagát ultimó"], tarokk_count=0),
     r"his tarokk count is 1 at least \(JK-A5\)"),
    # JK-P0, JK-D1, JK-F7: tricks as a deal has them
    (dict(level=4, declarer=0, card_points=40, tricks_won=[5, 3, 3]), "12 in all"),
    (dict(level=4, declarer=0, card_points=40, tricks_won=[True, 5, 6]), "whole number of tricks per seat"),
    # JK-F1: the silent count is of a count not announced
    (dict(level=4, declarer=0, card_points=40, announced=["tarokk count"], tarokk_count=11, silent_count=11,
          silent_tarokk_count=True), "with the count announced, give tarokk_count only"),
    # JK-A5 with JK-A1: a declarer who announced a capture did not hold that card after the
    # exchange, so the defenders did not catch it and his pagát did not win the last trick
    (dict(level=4, declarer=0, card_points=40, announced=["XXI fogás"], made={"XXI fogás": "defenders"}),
     r"did not hold the XXI: the defenders did not catch it \(JK-A5, JK-F5\)"),
    (dict(level=4, declarer=0, card_points=40, announced=["pagát fogás"], made={"pagát fogás": "defenders"}),
     r"did not hold the pagát: the defenders did not catch it \(JK-A5, JK-F6\)"),
    (dict(level=4, declarer=0, card_points=40, announced=["pagát fogás"], made={"pagát ultimó": "declarer"}),
     r"his party made no pagát ultimó \(JK-A5, JK-F4\)"),
    # JK-F1 [choice]: a silent count is paid only with its option (default off)
    (dict(level=4, declarer=0, card_points=40, silent_count=11), r"only with the option silent_tarokk_count \(JK-F1\)"),
    (dict(level=4, declarer=1, players=4, card_points=40, tricks_won=[3, 3, 3, 3]), r"one seat won no trick"),
    (dict(level=4, declarer=1, players=4, dealer=0, card_points=40, tricks_won=[3, 3, 6, 0]),
     r"seat 0 dealt and sits out.*he won no trick"),
    (dict(level=4, declarer=0, card_points=60, made={"volát": "declarer"}, tricks_won=[6, 3, 3]),
     r"won 6 of the 12 tricks: that is no volát, not a volát by the declarer"),
    (dict(level=1, declarer=0, skart_index=1, card_points=5, made={"volát": "defenders"}, tricks_won=[12, 0, 0]),
     r"that is a volát by the declarer"),
    (dict(level=1, declarer=0, skart_index=1, card_points=5, tricks_won=[0, 6, 6]),
     r"that is a volát by the defenders, not no volát"),
    # JK-A4, JK-F1: a count of tarokks a hand can hold, said and not made
    (dict(level=4, declarer=0, card_points=40, announced=["tarokk count"], tarokk_count=13), "at most 12 tarokks"),
    (dict(level=4, declarer=0, card_points=40, silent_count=13, silent_tarokk_count=True), "at most 12 tarokks"),
    (dict(level=4, declarer=0, card_points=40, made={"tarokk count": "declarer"}),
     "the tarokk count is said, not made"),
    # found by the mutation audit of jokai/scoring.py (2026-12-07): facts of the wrong kind
    (dict(level=5, declarer=0, card_points=40), r"a level is 1\.\.4"),
    (dict(level=4, declarer=0, card_points=40, kontra={"game": 3}), "a kontra is 1, 2, 4"),
    (dict(level=4, declarer=0, card_points=40, kontra={"game": True}), "a kontra is 1, 2, 4"),
    (dict(level=4, declarer=1, players=4, dealer=True, card_points=40), r"dealer must be a seat 0\.\.3, not True"),
    (dict(level=4, declarer=0, card_points=40, tricks_won=5), "whole number of tricks per seat"),
    (dict(level=4, declarer=0, card_points=40, announced="volát"), "announced is a list of figures"),
    (dict(level=4, declarer=0, card_points=40, announced=5), "announced is a list of figures"),
])
def test_impossible_facts_are_refused(kw, message):
    with pytest.raises(InvalidInputError, match=message):
        score_jokai(**kw)


def test_jk_a4_a_low_count_with_pagat_ultimo_scores_nothing_and_may_be_kontrad():
    """JK-A4: with pagát ultimó a count of 9 is said (and may be kontra'd), worth 0; a
    count of 10 may be announced on its own."""
    r = score_jokai(4, 0, card_points=40, announced=["pagát ultimó"], tarokk_count=9,
                    kontra={"tarokk count": "kontra"}, made={"pagát ultimó": "declarer"})
    assert [(i.kontra, i.amount) for i in r.items if i.item == "tarokk count"] == [(2, 0)]
    alone = score_jokai(4, 0, card_points=40, announced=["tarokk count"], tarokk_count=10)
    assert [(i.item, i.announced, i.amount) for i in alone.items if i.item == "tarokk count"] == \
        [("tarokk count", True, 1)]  # JK-F1: 10 tarokks are worth 1


def test_jk_a5_a_count_of_none_with_pagat_ultimo_only_without_strict_announcements():
    """JK-A5 [choice]: strict (the default), a declarer who announced pagát ultimó holds the
    pagát, so his count is 1 at least (0 is refused, above); without it he may have
    announced it holding no tarokk: a count of 0, said and worth nothing (JK-A4)."""
    r = score_jokai(4, 0, card_points=40, announced=["pagát ultimó"], tarokk_count=0,
                    made={"pagát ultimó": "defenders"}, strict_announcements=False)
    assert [(i.item, i.amount) for i in r.items if i.item == "tarokk count"] == [("tarokk count", 0)]
    assert score_jokai(4, 0, card_points=40, announced=["pagát ultimó"], tarokk_count=1).declarer == 0


def test_figures_are_named_as_the_games_actions_name_them():
    """A figure by any name the game's own actions take (docs/jokai.md): Hungarian
    (tarokkszám, pagátultimó) and English aliases, accents optional; `tarokk score --lang
    hu` passes them on as typed."""
    canonical = score_jokai(4, 0, card_points=40, announced=["pagát ultimó", "tarokk count", "XXI fogás"],
                            tarokk_count=11, kontra={"tarokk count": "kontra"},
                            made={"XXI fogás": "declarer", "pagát fogás": "defenders"})
    named = score_jokai(4, 0, card_points=40, announced=["pagátultimó", "tarokkszám", "XXI capture"],
                        tarokk_count=11, kontra={"tarokkszam": "kontra"},
                        made={"XXI capture": "declarer", "pagát capture": "defenders"})
    assert named == canonical


def test_jk_d1_a_dealer_given_cannot_declare_at_four_and_the_sheet_checks_him():
    """JK-D1: at four seats the dealer sits out, so a hand-entered result naming him as the
    declarer is refused; a dealer given is kept in the settlement, and a score sheet then
    refuses the result for a deal of another dealer."""
    from tarokk import ScoreSheet
    with pytest.raises(InvalidInputError, match=r"seat 2 dealt and sits out this deal \(JK-D1\)"):
        score_jokai("solo", 2, players=4, dealer=2, card_points=40)
    with pytest.raises(InvalidInputError, match="dealer must be a seat 0..2, not 3"):
        score_jokai("solo", 0, dealer=3, card_points=40)
    r = score_jokai("solo", 1, players=4, dealer=0, card_points=40)
    unknown = score_jokai("solo", 1, players=4, card_points=40)
    assert r.dealer == 0 and unknown.dealer is None and r.amounts == unknown.amounts
    sheet = ScoreSheet("jokai-4", ["A", "B", "C", "D"])
    sheet.record(r, sheet.next_deal())  # deal 1 is dealt by player 0
    with pytest.raises(InvalidInputError, match="record each deal's own result"):
        sheet.record(r, sheet.next_deal())  # deal 2 is dealt by player 1


def test_jk_p1_the_settlement_shows_how_the_game_and_ultimo_amounts_are_made():
    """JK-P1, JK-A3: the settlement's game line and an announced pagát ultimó's line show
    their sum (2^i·k + 5 for a lost kettős, 7·k + 30 for a won szóló, 2·k + 15 for a made
    ultimó, the consolation never multiplied), so a score checked at a table can be
    followed; a line that is no such sum shows none."""
    lost = score_jokai("second double", 1, skart_index=2, card_points=30, kontra={"game": "rekontra"},
                       announced=["pagát ultimó"], tarokk_count=11, made={"pagát ultimó": "declarer"})
    lines = str(lost).splitlines()
    assert lines[2].endswith("-21  = 2^2·4 + 5") and lines[4].endswith("+17  = 2·1 + 15"), lines
    assert lines[3].endswith("+2")  # the tarokk count: its value, no sum
    won = score_jokai("solo", 1, card_points=40, kontra={"game": "kontra"})
    assert str(won).splitlines()[2].endswith("+44  = 7·2 + 30")


def test_jk_c1_a_volat_objection_quotes_the_points_the_scorer_gave():
    """After the declarer's volát the opponents hold only skart cards (JK-C1, JK-F7): the
    objection said the opponents' 36 where the scorer had typed the declarer's 30 (from a card
    player's audit); it now names the declarer's least and the number given, in each language."""
    from tarokk.scoreprompts import objection
    with pytest.raises(InvalidInputError) as exc:
        score_jokai("solo", 0, card_points=30, made={"volát": "declarer"})
    assert str(exc.value) == ("after the declarer's volát the opponents have only skart cards, at most 26 points: "
                              "the declarer has at least 40, not 30")
    assert objection("hu", exc.value) == ("a felvevő volátja után az ellenpártnak csak skartlapjai vannak, legfeljebb "
                                          "26 pont: a felvevőnek legalább 40 pontja van, nem 30")
    assert score_jokai("solo", 0, card_points=40, made={"volát": "declarer"}).won


def test_jk_a2_the_rekontra_as_said_at_the_table():
    """"re" is the rekontra (JK-A2), as Slovenian scoring takes it; case and accents aside."""
    by_name = score_jokai("solo", 0, card_points=40, kontra={"game": "rekontra"})
    assert score_jokai("solo", 0, card_points=40, kontra={"game": "Re"}) == by_name
    with pytest.raises(InvalidInputError, match="a kontra is 1, 2, 4"):
        score_jokai("solo", 0, card_points=40, kontra={"game": "rex"})


# -- found by the mutation audit of jokai/scoring.py (scripts/py_mutation_audit.py, 2026-12-07)
def test_jk_a2_a_kontra_by_its_factor_or_by_no_word():
    """JK-A2: a kontra given as its factor (1, 2, 4), or as no word at all (no kontra)."""
    plain = score_jokai("solo", 0, card_points=40)
    assert score_jokai("solo", 0, card_points=40, kontra={"game": 1}) == plain
    assert score_jokai("solo", 0, card_points=40, kontra={"game": ""}) == plain
    assert score_jokai("solo", 0, card_points=40, kontra={"game": 2}) == \
        score_jokai("solo", 0, card_points=40, kontra={"game": "kontra"})
    assert plain.amounts == (74, -37, -37)          # JK-P1: 7·1 + 30 from each opponent


def test_jk_f_the_figures_by_their_english_and_table_names():
    """JK-F: four kings, the tarock count, and the ultimó as said at the table (ulti,
    ultimo) are the figures négy király, tarokk count and pagát ultimó."""
    kings = score_jokai(4, 0, card_points=40, made={"négy király": "declarer"})
    assert score_jokai(4, 0, card_points=40, made={"four kings": "declarer"}) == kings
    count = score_jokai(4, 0, card_points=40, announced=["tarokk count"], tarokk_count=11)
    assert score_jokai(4, 0, card_points=40, announced=["tarock count"], tarokk_count=11) == count
    ulti = score_jokai(4, 0, card_points=40, announced=["pagát ultimó"], tarokk_count=11,
                       made={"pagát ultimó": "declarer"})
    for name in ("ulti", "ultimo"):
        assert score_jokai(4, 0, card_points=40, announced=[name], tarokk_count=11,
                           made={name: "declarer"}) == ulti, name


def test_jk_d1_the_sitting_out_dealer_won_no_trick():
    """JK-D1: at four seats the dealer's tricks are 0, which is no objection."""
    r = score_jokai(4, 1, players=4, dealer=0, card_points=40, tricks_won=[0, 6, 3, 3])
    assert r.dealer == 0 and r.amounts == score_jokai(4, 1, players=4, card_points=40).amounts
