"""`tarokk score GAME --players …`: a match played with real cards, scored deal by deal onto
the match's sheet (from a card player's audit: `tarokk score` scored one deal and forgot it,
so no running totals, no radli, no škis round, and a declarer with a radl was shown the
undoubled amount). The amounts below are worked by hand from the rules files."""

from __future__ import annotations

import pytest

from tarokk import cli


def score(argv, capsys, monkeypatch, answers):
    """Run `tarokk score …` answering each prompt from ``answers``: (words in the prompt,
    the answers to give it in turn); a prompt none names gets Enter. The input ends at the
    first prompt whose words have no answer left (Ctrl-D)."""
    queues = [(words, list(given)) for words, given in answers]
    asked = []

    def fake_input(prompt=""):
        asked.append(prompt)
        for words, given in queues:
            if words in prompt:
                if not given:
                    raise EOFError
                return given.pop(0)
        return ""
    monkeypatch.setattr("builtins.input", fake_input)
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err, asked


def test_sl_r_a_slovenian_match_with_radli_compulsory_klop_and_the_final_charge(capsys, monkeypatch):
    """SL-R1 (a radl to everyone after klop), SL-R2 (a declarer with a radl scores double,
    his partner too, and closes it by winning), SL-D3 (an annulled deal, dealt again by the
    same dealer as a compulsory klop round, SL-B6, which refuses a two), SL-R3 (each radl
    still open at the end costs 100)."""
    answers = [
        # deal 1, Ana deals: seats 0 Bor, 1 Cene, 2 Dora, 3 Ana; deal 2 annulled; deal 3 (Bor
        # deals again: 0 Cene, 1 Dora, 2 Ana, 3 Bor) compulsory klop; deal 4, Cene deals:
        # 0 Dora, 1 Ana, 2 Bor, 3 Cene; then Ctrl-D at deal 5's first question.
        ("contract", ["two", "thrown in", "two", "klop", "three"]),
        ("declarer seat", ["1", "1"]),
        ("partner seat", ["3", "0"]),
        ("card points (0..70)", ["41", "41"]),
        ("card points per seat", ["20 15 20 15"]),
        ("tricks per seat", ["3 3 3 3"]),
    ]
    code, out, err, _ = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora"], capsys, monkeypatch, answers)
    assert code == 0, out + err
    assert "Ctrl-D at a deal's first question ends the match." in out
    assert "Ana deals; seats this deal and their players on the score sheet: 0 = Bor, 1 = Cene, 2 = Dora, 3 = Ana" in out
    assert "a compulsory klop round (SL-B6) plays klop, or solo without or higher, not 'two'" in out
    assert "declarer Ana has a radl: the deal counts double (SL-R2)" in out
    # two won with 41 (10 + 5) by Cene and Ana; klop −20, −15, −20, −15 by seat (Cene, Dora,
    # Ana, Bor); three won with 41 (10 + 5) by Ana and Dora, doubled: +30 each; then −100
    # for the open radli of Bor, Cene and Dora (Ana closed hers).
    final = [line for line in out.splitlines() if "final (SL-R3)" in line][-1]
    assert final.split()[-4:] == ["35", "-115", "-95", "-85"], out


def test_pk_d4_a_five_seat_match_in_hungarian_with_a_deal_thrown_in(capsys, monkeypatch):
    """PK-D4: the dealer sits out and neither pays nor receives; the deal passes round, also
    after a deal thrown in (PK-B3: all passed), which scores nothing."""
    answers = [
        ("játék (", ["kettő", "nincs játék", "három"]),
        ("felvevő játékos", ["1", "3"]),
        ("partner", ["2", "4"]),
        ("kártyapont", ["50", "60"]),
    ]
    code, out, err, asked = score(["score", "paskievics-5", "--players", "A,B,C,D,E", "--lang", "hu"],
                                  capsys, monkeypatch, answers)
    assert code == 0, out + err
    assert "A oszt;" in out and "B oszt;" in out and "C oszt;" in out and "bedobva: senki sem fizet" in out
    assert not any("osztó" in prompt for prompt in asked)  # the sheet says who deals
    # two: B and C +2, D and E −2 (A deals, sits out); three: D and E +1, A and B −1 (C out).
    totals = [line for line in out.splitlines() if line.strip().startswith("összesen")][-1]
    assert totals.split()[-5:] == ["-1", "1", "2", "-1", "-1"], out


def test_jk_d4_a_jokai_match_of_two_deals(capsys, monkeypatch):
    """JK-D4: the running totals of a three-handed match, the deal passing round."""
    answers = [
        ("level", ["solo", "solo"]),
        ("declarer seat", ["0", "1"]),
        ("card points", ["40", "40"]),
    ]
    code, out, err, _ = score(["score", "jokai", "--players", "Anna,Béla,Csaba", "--deals", "2"],
                              capsys, monkeypatch, answers)
    assert code == 0, out + err
    # A szóló won with 40: 7 × 1 + 30 = 37 from each opponent (JK-P1).
    totals = [line for line in out.splitlines() if line.strip().startswith("total")][-1]
    assert totals.split()[-3:] == ["37", "37", "-74"], out
    assert "Deal 2" in out and "Deal 3" not in out  # --deals 2: no third deal asked


def test_the_input_ended_inside_a_deal_scores_what_was_finished(capsys, monkeypatch):
    """Ctrl-D inside a deal: that deal is not scored, the sheet so far is shown, exit 1 (as
    for one deal whose input ended before the settlement)."""
    answers = [("contract", ["two", "three"]), ("declarer seat", ["1"]), ("partner seat", ["3"]),
               ("card points (0..70)", ["41"])]
    code, out, err, _ = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora"], capsys, monkeypatch,
                              answers)
    assert code == 1 and "deal 2 was not scored: the input ended before its last answer" in out, out + err
    assert [line for line in out.splitlines() if "final (SL-R3)" in line][-1].split()[-4:] == ["25", "0", "25", "0"]


@pytest.mark.parametrize("argv, message", [
    (["score", "slovenian", "--players", "Ana,Bor,Cene"], "is played by 4 players, not 3: for 3, 5, a preset"),
    (["score", "jokai", "--deals", "3"], "--deals scores a match: give its --players too"),
    (["score", "jokai", "--players", "A,A,B"], "--players:"),
    (["score", "jokai", "--players", "A,B,C", "--deals", "0"], "--deals must be at least 1"),
    (["score", "jokai", "--option", "nonsense=1"], "nonsense"),
])
def test_a_bad_match_is_refused_before_the_first_question(argv, message, capsys, monkeypatch):
    code, out, err, asked = score(argv, capsys, monkeypatch, [])
    assert code == 2 and message in err and asked == [] and "Traceback" not in err, err


@pytest.mark.parametrize("argv", [["score", "slovenian"], ["score", "slovenian", "--players", "A,B,C,D"]])
def test_sl_s2_an_option_reaches_the_score(argv, capsys, monkeypatch):
    """`--option silent_valat=false` (SL-S2: a silent valat scores 250 on top, [choice]) is
    the rule the facts are scored by, for one deal and in a match."""
    amounts = []
    for option in ([], ["--option", "silent_valat=false"]):
        answers = [("contract", ["two"]), ("declarer seat", ["1"]), ("partner seat", ["3"]),
                   ("card points (0..70)", ["66"]), ("valat: made by", ["declarer"])]
        code, out, err, _ = score(argv + option, capsys, monkeypatch, answers)
        assert code == 0 and "silent valat" not in err, out + err
        line = next(line for line in out.splitlines() if line.startswith("amounts:"))
        amounts.append(int(line.split("seat 1: ")[1].split(",")[0]))
    assert amounts[0] - amounts[1] == 250, amounts


@pytest.mark.parametrize("argv", [["score", "slovenian"], ["score", "slovenian", "--players", "A,B,C,D"]])
def test_at_a_terminal_the_settlement_is_confirmed_before_it_counts(argv, capsys, monkeypatch):
    """A wrong answer that fits the others (the declarer's seat) was scored at once, and
    only Ctrl-D and every answer typed again mended it (from a card player's audit): at a
    terminal the settlement is shown and confirmed; "n" asks every question again, each
    offering the answer given (Enter keeps it). Piped answers are taken as they are."""
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    answers = [("contract", ["two", ""]), ("declarer seat", ["1", "2"]),
               ("partner seat", ["3", ""]), ("card points (0..70)", ["41", ""]),
               ("is this right?", ["n", "maybe", "y"])]
    code, out, err, asked = score(argv, capsys, monkeypatch, answers)
    assert code == 0, out + err
    assert "Once more from the start, each answer offered again" in out
    assert "declarer seat [1]: " in asked and "declarer side's card points (0..70) [41]: " in asked
    assert "  y or n, not 'maybe'" in out  # a bad answer to the confirmation is explained
    first, second = [line for line in out.splitlines() if line.startswith("amounts:")][:2]
    assert first == "amounts: seat 0: +0, seat 1: +25, seat 2: +0, seat 3: +25"
    assert second == "amounts: seat 0: +0, seat 1: +0, seat 2: +25, seat 3: +25"
    if len(argv) > 2:  # the sheet has the confirmed deal only: seat 2 is D, seat 3 is A
        totals = [line for line in out.splitlines() if "final (SL-R3)" in line][-1]
        assert totals.split()[-4:] == ["25", "0", "0", "25"], out


def test_a_match_kept_in_a_sheet_file_goes_on_from_it(capsys, monkeypatch, tmp_path):
    """`--sheet FILE` keeps the match after every deal (the facts each deal was scored from),
    and a match left with Ctrl-D goes on from the file another time, its radli and compulsory
    klop round kept (SL-R1, SL-B6), its open radli not charged until it ends (SL-R3)."""
    import json
    sheet = str(tmp_path / "match.json")
    first = [("contract", ["two", "thrown in"]), ("declarer seat", ["1"]), ("partner seat", ["3"]),
             ("card points (0..70)", ["41"])]
    code, out, err, _ = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--sheet", sheet],
                              capsys, monkeypatch, first)
    assert code == 0 and "The match is over" not in out, out + err
    # Told so at the start: Ctrl-D leaves the match in the file (without one, it ends it).
    assert "Ctrl-D at a deal's first question leaves the match as the sheet file keeps it" in out
    assert "Ctrl-D at a deal's first question ends the match" not in out
    kept = json.loads(open(sheet, encoding="utf-8").read())
    assert kept["format"] == "tarokk-scored-match/1" and len(kept["deals"]) == 2 and kept["totals"] == [25, 0, 25, 0]
    # Deal 3 is the compulsory klop round after the annulled deal: it refuses a two.
    second = [("contract", ["two", "klop"]), ("card points per seat", ["20 15 20 15"]),
              ("tricks per seat", ["3 3 3 3"])]
    code, out, err, asked = score(["score", "slovenian", "--sheet", sheet], capsys, monkeypatch, second)
    assert code == 0, out + err
    assert "a compulsory klop round (SL-B6) plays klop, or solo without or higher, not 'two'" in out
    kept = json.loads(open(sheet, encoding="utf-8").read())
    assert len(kept["deals"]) == 3 and kept["totals"] == [5, -15, 5, -15] and kept["finished"] is False
    assert "Deal 4" in out and "Cene deals" in out
    # It holds no cards: tarokk solve says so (exit 1), not that it is no record.
    code, out, err, _ = score(["solve", sheet], capsys, monkeypatch, [])
    assert code == 1 and "is a sheet file of tarokk score" in err and "no cards to solve" in err, out + err


@pytest.mark.parametrize("change, says", [
    (lambda k: k["deals"][0]["kwargs"].update(card_points=50), "the sheet file's totals [25, 0, 25, 0] are not"),
    (lambda k: k["deals"][0]["kwargs"].update(card_points=99), "deal 1 of the sheet file: card_points"),
    (lambda k: k["deals"][0].update(score="eval"), "is scored by score_slovenian, not 'eval'"),
    (lambda k: k.update(format="tarokk-record/1"), "not a sheet file"),
    (lambda k: k["variant"].update(silent_valat="perhaps"), "silent_valat"),
    (lambda k: k["variant"].pop("silent_valat"),
     "the match record's variant is not every option of slovenian by name: lacks silent_valat"),
    (lambda k: k.update(players="A,B,C,D"), "the sheet file's players are not a list of names"),
    (lambda k: k.update(players=["A", "B", 3, "D"]), "the sheet file's players are not a list of names"),
    (lambda k: k.update(deals={"1": k["deals"][0]}), "the sheet file's deals are not a list of deals"),
    (lambda k: k.update(deals=[k["deals"][0], "two"]), "the sheet file's deals are not a list of deals"),
    (lambda k: k["deals"][0].pop("kwargs"), "deal 1 of the sheet file: a deal is its score function's args and kwargs"),
    (lambda k: k["deals"][0].update(args="two"), "deal 1 of the sheet file: a deal is its score function's args"),
])
def test_a_sheet_file_changed_by_hand_is_refused(change, says, capsys, monkeypatch, tmp_path):
    """A sheet file is scored again when read: a deal changed so that it scores otherwise,
    facts no deal has, or a file of another kind are refused (exit 1), nothing asked."""
    import json
    sheet = tmp_path / "match.json"
    answers = [("contract", ["two"]), ("declarer seat", ["1"]), ("partner seat", ["3"]),
               ("card points (0..70)", ["41"])]
    assert score(["score", "slovenian", "--players", "A,B,C,D", "--sheet", str(sheet)], capsys, monkeypatch,
                 answers)[0] == 0
    kept = json.loads(sheet.read_text(encoding="utf-8"))
    change(kept)
    sheet.write_text(json.dumps(kept), encoding="utf-8")
    code, out, err, asked = score(["score", "slovenian", "--sheet", str(sheet)], capsys, monkeypatch, [])
    assert code == 1 and says in err and asked == [] and "Traceback" not in err, err


def test_sl_r6_a_match_ends_after_the_skis_round_and_its_sheet_file_is_finished(capsys, monkeypatch, tmp_path):
    """SL-R6: after --deals 1 the škis round is called; whoever is asked to have been dealt
    the škis ("empty": it lay in the talon, the round goes on) deals the last deal at his
    next turn. Ana, dealt it in deal 3, deals deal 5, the last: no deal 6 is asked, and the
    sheet file is of a finished match, nothing asked when it is taken up again. By hand:
    klop −15, −20, −15, −20 (SL-L) and a radl each (SL-R1); Dora's and Ana's and Bor's twos
    (20 + 5) counted double and their radli closed (SL-R2); Dora's two with Ana +25 each;
    Cene's radl costs 100 at the end (SL-R3)."""
    import json
    sheet = tmp_path / "match.json"
    answers = [("contract", ["klop", "two", "two", "two", "two"]), ("card points per seat", ["20 15 20 15"]),
               ("tricks per seat", ["3 3 3 3"]), ("declarer seat", ["1", "1", "1", "2"]),
               ("partner seat", ["3", "3", "3", "3"]), ("card points (0..70)", ["41"] * 4),
               ("who was dealt the škis", ["", "1"])]
    code, out, err, asked = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--deals", "1",
                                   "--sheet", str(sheet)], capsys, monkeypatch, answers)
    assert code == 0, out + err
    assert sum("who was dealt the škis" in prompt for prompt in asked) == 2
    assert "Deal 5\nAna deals;" in out and "Deal 6" not in out
    final = [line for line in out.splitlines() if "final (SL-R3)" in line][-1]
    assert final.split()[-4:] == ["60", "80", "-65", "105"], out
    kept = json.loads(sheet.read_text(encoding="utf-8"))
    assert kept["finished"] is True and kept["totals"] == [60, 80, 35, 105]
    assert [d.get("skis_holder") for d in kept["deals"]] == [None, None, 0, None, None]  # Ana: player 0
    code, out, err, asked = score(["score", "slovenian", "--sheet", str(sheet)], capsys, monkeypatch, [("contract", [])])
    assert code == 0 and asked == [], out + err
    assert [line for line in out.splitlines() if "final (SL-R3)" in line][-1].split()[-4:] == ["60", "80", "-65", "105"]


def test_sl_r3_a_match_ended_after_its_deals_is_finished_in_its_sheet_file(capsys, monkeypatch, tmp_path):
    """Without a škis round (skis_round=false) a match ends after its --deals, its open radli
    charged (SL-R3): the sheet file keeps it finished, and taken up again it asks nothing.
    Klop −15, −20, −15, −20 (Ana, Bor, Cene, Dora) and four open radli: −115, −120, −115, −120."""
    import json
    sheet = tmp_path / "match.json"
    answers = [("contract", ["klop"]), ("card points per seat", ["20 15 20 15"]), ("tricks per seat", ["3 3 3 3"])]
    argv = ["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--deals", "1", "--option", "skis_round=false"]
    code, out, err, _ = score(argv + ["--sheet", str(sheet)], capsys, monkeypatch, answers)
    assert code == 0, out + err
    kept = json.loads(sheet.read_text(encoding="utf-8"))
    assert kept["finished"] is True and kept["totals"] == [-15, -20, -15, -20]
    code, out, err, asked = score(["score", "slovenian", "--sheet", str(sheet), "--option", "skis_round=false"],
                                  capsys, monkeypatch, [("contract", [])])
    assert code == 0 and asked == [], out + err
    final = [line for line in out.splitlines() if "final (SL-R3)" in line][-1]
    assert final.split()[-4:] == ["-115", "-120", "-115", "-120"], out


def test_sl_r3_validate_tells_a_finished_sheet_files_final_totals(capsys, monkeypatch, tmp_path):
    """`tarokk validate` of a sheet file of a Slovenian match that has ended gives its final
    totals, open radli charged (SL-R3), as it does for a match record (it gave the running
    totals only). Klop −15, −20, −15, −20 and four open radli of 100 each."""
    sheet = tmp_path / "match.json"
    answers = [("contract", ["klop"]), ("card points per seat", ["20 15 20 15"]), ("tricks per seat", ["3 3 3 3"])]
    argv = ["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--option", "skis_round=false"]
    assert score(argv + ["--deals", "1", "--sheet", str(sheet)], capsys, monkeypatch, answers)[0] == 0
    code, out, err, _ = score(["validate", str(sheet)], capsys, monkeypatch, [])
    assert code == 0 and out == (f"{sheet}: valid match record of Slovenian tarok, 1 deal, totals -15, -20, -15, -20; "
                                 "finished, final totals (SL-R3) -115, -120, -115, -120\n"), out + err
    # A match left open (Ctrl-D at deal 2) has no final totals yet.
    sheet = tmp_path / "open.json"
    assert score(argv + ["--sheet", str(sheet)], capsys, monkeypatch, answers)[0] == 0
    code, out, err, _ = score(["validate", str(sheet)], capsys, monkeypatch, [])
    assert code == 0 and out == f"{sheet}: valid match record of Slovenian tarok, 1 deal, totals -15, -20, -15, -20\n", out + err


def test_sl_s1_a_sheet_file_keeps_a_deals_facts_by_name(capsys, monkeypatch, tmp_path):
    """A deal's facts keyed by name (failed_ultimo={"king ultimo": "declarer"}) are read back
    by name: only a mapping by seat number (PK-A3's counts) comes back by number. SL-S1: the
    two won with 41 is 20 + 5 each, less the failed silent king ultimo's 10 (SL-A1): +15 for
    Cene (seat 1) and Ana (seat 3)."""
    import json
    sheet = tmp_path / "match.json"
    answers = [("contract", ["two"]), ("declarer seat", ["1"]), ("partner seat", ["3"]),
               ("card points (0..70)", ["41"]), ("called king played to the last trick", ["y"])]
    code, out, err, _ = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--sheet", str(sheet)],
                              capsys, monkeypatch, answers)
    assert code == 0, out + err
    kept = json.loads(sheet.read_text(encoding="utf-8"))
    assert kept["deals"][0]["kwargs"]["failed_ultimo"] == {"king ultimo": "declarer"}
    assert kept["totals"] == [15, 0, 15, 0]
    code, out, err, _ = score(["validate", str(sheet)], capsys, monkeypatch, [])
    assert code == 0 and out.endswith(": valid match record of Slovenian tarok, 1 deal, totals 15, 0, 15, 0\n"), out + err


def test_a_sheet_file_goes_on_only_as_the_match_it_keeps(capsys, monkeypatch, tmp_path):
    sheet = str(tmp_path / "match.json")
    answers = [("level", ["solo"]), ("declarer seat", ["0"]), ("card points", ["40"])]
    assert score(["score", "jokai", "--players", "A,B,C", "--sheet", sheet], capsys, monkeypatch, answers)[0] == 0
    for argv, says in [(["score", "slovenian", "--sheet", sheet], "keeps a match of jokai, not slovenian"),
                       (["score", "jokai", "--sheet", sheet, "--players", "X,Y,Z"], "keeps a match of A, B, C"),
                       (["score", "jokai", "--sheet", sheet, "--option", "silent_tarokk_count=true"],
                        "by its own rules"),
                       (["score", "jokai", "--sheet", str(tmp_path / "none.json")], "no sheet file yet")]:
        code, out, err, asked = score(argv, capsys, monkeypatch, [])
        assert code == 2 and says in err and asked == [], err


def test_sl_s1_a_lost_called_king_is_a_yes_or_no(capsys, monkeypatch):
    """SL-S1, SL-K1: the called king is the declarer side's, so an unannounced king ultimo
    lost in the last trick is asked as yes or no (a side was asked, and "defenders" was only
    refused after every other question); a yes charges the declarer side as the score
    function does with failed_ultimo={"king ultimo": "declarer"}."""
    import tarokk
    answers = [("contract", ["two"]), ("declarer seat", ["1"]), ("partner seat", ["3"]),
               ("card points (0..70)", ["41"]), ("called king played to the last trick", ["maybe", "y"])]
    code, out, err, asked = score(["score", "slovenian"], capsys, monkeypatch, answers)
    assert code == 0 and "  y or n, not 'maybe'" in out, out + err
    expected = tarokk.score_slovenian("two", 1, partner=3, card_points=41, failed_ultimo={"king ultimo": "declarer"})
    line = next(line for line in out.splitlines() if line.startswith("amounts:"))
    assert line == "amounts: " + ", ".join(f"seat {s}: {a:+d}" for s, a in enumerate(expected.amounts))
    assert expected.amounts[1] < 25  # the king ultimo's loss is in it


def test_validate_and_replay_read_a_sheet_file(capsys, monkeypatch, tmp_path):
    """`tarokk validate` and `tarokk replay` take a sheet file of `tarokk score --sheet` too:
    its deals scored again, the sheet shown; a changed one refused (exit 1)."""
    import json
    sheet = tmp_path / "match.json"
    answers = [("level", ["solo", "solo"]), ("declarer seat", ["0", "1"]), ("card points", ["40", "40"])]
    assert score(["score", "jokai", "--players", "Anna,Béla,Csaba", "--sheet", str(sheet)], capsys, monkeypatch,
                 answers)[0] == 0
    assert '"Béla"' in sheet.read_text(encoding="utf-8")  # a file to read and mend by hand: names as typed
    code, out, err, _ = score(["validate", str(sheet)], capsys, monkeypatch, [])
    assert code == 0 and out == f"{sheet}: valid match record of Jókai-hármas, 2 deals, totals 37, 37, -74\n", err
    code, out, err, _ = score(["replay", str(sheet), "--lang", "hu"], capsys, monkeypatch, [])
    assert code == 0 and "Anna" in out and out.splitlines()[-1].split()[-3:] == ["37", "37", "-74"], out
    kept = json.loads(sheet.read_text(encoding="utf-8"))
    kept["deals"][1]["args"][1] = 2  # Csaba, not Béla, played the second szóló
    sheet.write_text(json.dumps(kept), encoding="utf-8")
    code, out, err, _ = score(["validate", str(sheet)], capsys, monkeypatch, [])
    assert code == 1 and "the sheet file's totals [37, 37, -74] are not its deals'" in err and out == "", err


def test_pk_b3_a_deal_without_a_game_is_said_as_the_table_says_it():
    """PK-B3, JK-B3, SL-D3: "bedobva" or "nincs játék" (as the sheet and the settlement name
    it), "razveljavljeno", "thrown in", in any case and with or without accents."""
    from tarokk.scoreprompts import _thrown_in
    for said in ("bedobva", "Nincs játék", "nincs jatek", "razveljavljeno", "Thrown in", "vsi naprej"):
        assert _thrown_in(said), said
    for other in ("nincs", "játék", "három", "klop"):
        assert not _thrown_in(other), other


def test_a_prompt_takes_the_words_it_names(monkeypatch):
    """"(empty: nobody)" and "kontra a játékra (…)": the prompt's own words are answers ("senki",
    "nihče", "none" as nothing typed, also where an answer is offered; a kontra step said with
    its item, as at the table, is the step); from a club player's audit."""
    from tarokk import scoreprompts
    from tarokk.scoreprompts import _as_said
    assert [_as_said(t) for t in ("senki", "Nihče", "none", "nincs", "-x")] == ["", "", "", "", "-x"]
    assert [_as_said(t) for t in ("kontra a játékra", "Rekontra na igro", "szubkontra on the game",
                                  "kontra", "kontrazni")] == ["kontra", "rekontra", "szubkontra", "kontra", "kontrazni"]
    typed = iter(["senki"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(typed))
    assert scoreprompts.ask("ki (üres: senki)", scoreprompts.side("hu"), default="fel") is None
    typed = iter(["kontra a játékra"])
    from tarokk.paskievics.scoring import _kontra_level
    assert scoreprompts.ask("kontra a játékra", scoreprompts.checked(lambda t: _kontra_level("game", t))) == "kontra"


def test_a_seat_is_taken_by_its_players_name_in_a_match(capsys, monkeypatch):
    """JK-D4 and SL-D1 matches (from a club player's audit: the seat numbers move with the
    deal in Slovenian, an easy way to score the wrong player): a seat prompt takes the
    player's name, in any case and without accents, as well as the number."""
    answers = [("level", ["solo", "solo"]), ("declarer seat", ["anna", "BELA"]), ("card points", ["40", "40"])]
    code, out, err, _ = score(["score", "jokai", "--players", "Anna,Béla,Csaba", "--deals", "2"],
                              capsys, monkeypatch, answers)
    assert code == 0, out + err
    totals = [line for line in out.splitlines() if line.strip().startswith("total")][-1]
    assert totals.split()[-3:] == ["37", "37", "-74"], out  # as with seats 0 and 1
    # Slovenian: Ana deals, so seat 1 is Cene and seat 3 Ana (the first test's deal 1).
    answers = [("contract", ["two"]), ("declarer seat", ["Cene"]), ("partner seat", ["ana"]),
               ("card points (0..70)", ["41"])]
    code, out, err, _ = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--deals", "1",
                               "--option", "skis_round=false"], capsys, monkeypatch, answers)
    assert code == 0, out + err
    assert "two by seat 1 with seat 3: won" in out, out


@pytest.mark.parametrize("lang, named, or_none", [
    ("en", "a seat 0..3 or its player's name (Bor, Cene, Dora, Ana), not 'Zed'",
     "a seat 0..3, its player's name (Bor, Cene, Dora, Ana), or nothing, not 'Eve'"),
    ("sl", "številka igralca od 0 do 3 ali njegovo ime (Bor, Cene, Dora, Ana), ne »Zed«",
     "številka igralca od 0 do 3, njegovo ime (Bor, Cene, Dora, Ana) ali nič, ne »Eve«"),
])
def test_a_seat_is_answered_by_its_players_name_and_a_bad_answer_says_so(capsys, monkeypatch, lang, named, or_none):
    """In a match a seat prompt takes the seat's player's name (any case) as well as its
    number, and a bad answer is refused with both ways named (it said only "a whole number
    0..3"). SL-K1: Cene's two with Ana, the called king's holder, won with 41: 10 + 5 each."""
    words = {"en": ("contract", "declarer seat", "partner seat", "card points (0..70)", "two", "final (SL-R3)"),
             "sl": ("igra (npr", "kdo igra (številka", "soigralec, ki ima", "točke igralcev (0..70)", "dva", "končni izid (SL-R3)")}[lang]
    answers = [(words[0], [words[4]]), (words[1], ["Zed", "cene"]), (words[2], ["Eve", "ANA"]),
               (words[3], ["41"])]
    code, out, err, _ = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora", "--lang", lang],
                              capsys, monkeypatch, answers)
    assert code == 0, out + err
    assert f"\n  {named}\n" in out and f"\n  {or_none}\n" in out, out
    final = [line for line in out.splitlines() if words[5] in line][-1]
    assert final.split()[-4:] == ["25", "0", "25", "0"], out


def test_sl_b6_a_compulsory_klop_round_of_four_takes_solo_without(capsys, monkeypatch):
    """SL-B6: in a compulsory klop round (here after a deal annulled by SL-D3) the lowest
    bid allowed is solo without, so the contract question takes it as it takes klop, and
    refuses only the contracts below it (the first test above: a two)."""
    answers = [
        ("contract", ["thrown in", "solo without"]),
        ("declarer seat", ["1"]),
        ("card points (0..70)", ["40"]),
    ]
    code, out, err, asked = score(["score", "slovenian", "--players", "Ana,Bor,Cene,Dora"], capsys, monkeypatch,
                                  answers)
    assert code == 0, out + err
    assert "a compulsory klop round (SL-B6): klop, or solo without or higher\n" in out  # said at deal 2
    assert "plays klop, or solo without or higher, not" not in out  # nothing refused
    # SL-S3: a solo without won is +80 to its declarer, Cene (seat 1 of Ana's deal, dealt again).
    assert "amounts: seat 0: +0, seat 1: +80, seat 2: +0, seat 3: +0" in out
    assert "Cene solo without won (compulsory)" in out, out
    assert sum(p.startswith("contract") for p in asked) == 3  # the annulled deal, the solo, Ctrl-D
