"""The ``tarokk`` command as a user meets it: every subcommand, bad input at every prompt,
broken records, and the exit codes (0 ok, 1 invalid record, 2 bad usage, 130 interrupted)."""

from __future__ import annotations

import io
import os
import dataclasses
import json
import random
import re
import subprocess
import sys

import pytest

import tarokk
from tarokk import cli
from tarokk.game import Game
from tarokk.narrate import narrate
from tarokk.records import record, to_json


def run(argv, capsys, inputs=None, monkeypatch=None, prompts=None):
    """`tarokk argv`: its exit code, stdout and stderr; `inputs` answer its prompts in turn,
    and `prompts`, if a list, collects the prompts asked."""
    if inputs is not None:
        answers = iter(inputs)

        def fake_input(prompt=""):
            if prompts is not None:
                prompts.append(prompt)
            try:
                return next(answers)
            except StopIteration:
                raise EOFError from None
        monkeypatch.setattr("builtins.input", fake_input)
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse's usage errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_version_help_and_variants(capsys):
    assert run(["--version"], capsys)[0] == 0
    code, out, _ = run(["variants"], capsys)
    assert code == 0 and "Slovenian tarok (slovenian)" in out and "preset slovenian-5: players=5" in out
    assert "talon_rest_counts_for_bonuses = True" in out
    # A yes/no option whose other value is refused says so (SL-A4, JK-B3, PK-X4), or where
    # it may be set (PK-D5: only with five at the table).
    lines = out.splitlines()
    assert "    klop_kontra = False  (fixed: the rules give no other)" in lines
    assert "    throw_in = True  (fixed: the rules give no other)" in lines
    assert "    dealer_honour_fee = False  (True may be set only in paskievics-5)" in lines
    assert "    end_early = True" in lines
    # Each option says its rule and what it does, from its class's comment.
    from tarokk.variants import JokaiRules, PaskievicsRules, SlovenianRules
    said = " ".join(line.strip() for line in lines)
    for rules in (SlovenianRules, JokaiRules, PaskievicsRules):
        docs = cli._option_docs(rules)
        assert set(docs) == {f.name for f in dataclasses.fields(rules)}
        assert all(doc in said for doc in docs.values())
    assert lines[lines.index("    end_early = True") + 1].startswith("        SL-B1 [choice]: a deal whose outcome")


def test_an_unknown_argument_points_to_the_commands_help(capsys):
    with pytest.raises(SystemExit) as ended:
        cli.main(["play", "--bogus"])
    assert ended.value.code == 2
    assert capsys.readouterr().err == "tarokk: unrecognized arguments: --bogus (see 'tarokk play --help')\n"
    # Before the command: named too (it said only that a command was missing).
    for argv in (["--bogus"], ["--bogus", "deal", "slovenian"]):
        with pytest.raises(SystemExit) as ended:
            cli.main(argv)
        assert ended.value.code == 2
        assert capsys.readouterr().err == "tarokk: unrecognized arguments: --bogus (see 'tarokk --help')\n"
    assert run(["--vers"], capsys)[1].startswith("tarokk ")  # argparse's abbreviation still works


def test_deal_narrates_a_whole_deal(capsys):
    code, out, _ = run(["deal", "slovenian", "--seed", "3"], capsys)
    assert code == 0 and "trick 12" in out and "amounts:" in out


def test_deal_shows_the_hands_rautes_deals_after_the_cut(capsys):
    """PK-D3: with ráütés nobody holds cards before the cut; `deal` says so, then shows the
    hands right after the cut (before, every hand line stayed empty), all 36 cards; with
    five at the table the dealer's line says he sits out (PK-D4)."""
    import tarokk
    code, out, _ = run(["deal", "paskievics", "--option", "rautes=true", "--seed", "3"], capsys)
    lines = out.splitlines()
    assert code == 0 and "  the hands are dealt by the cut or the packets chosen (PK-D3)" in lines
    at = lines.index("The hands, as the cut or the packets dealt them:")
    assert lines[at - 1].endswith(": cut")
    hands = [line.split(": ", 1)[1].split() for line in lines[at + 1:at + 5]]
    g = tarokk.Game("paskievics", seed=3, rautes=True)
    g.apply("cut")
    assert hands == [[tarokk.Card(c).name("unicode") for c in h] for h in g.hands]
    code, out, _ = run(["deal", "paskievics-5", "--seed", "4"], capsys)
    assert "  seat 0: sits out (the dealer)" in out.splitlines()


def test_play_shows_a_seen_discard_as_the_tricks_show_cards(capsys, monkeypatch):
    """The sitting-out dealer sees the non-declarers' discards (PK-D4): in English with the
    suit symbols the tricks use (it printed the engine's ASCII, "discard JH")."""
    code, out, _ = run(["play", "paskievics-5", "--seed", "4", "--seat", "0"], capsys, ["1"] * 5, monkeypatch)
    lines = out.splitlines()
    assert code == 0 and "seat 3: discard J♥" in lines and "seat 3: discard JH" not in lines


def test_deal_names_cards_and_actions_in_the_language_asked(capsys):
    """`deal --lang` names the actions too, as `play` does, and like `play` refuses a
    language the game does not speak (the Slovenian dialogue has no Hungarian)."""
    code, out, _ = run(["deal", "slovenian", "--seed", "3", "--lang", "sl"], capsys)
    assert code == 0 and ": naprej" in out and ": pass" not in out and "srce" in out
    code, out, _ = run(["deal", "jokai", "--seed", "3", "--lang", "hu"], capsys)
    assert code == 0 and ": passz" in out and "kőr" in out
    # The contract played, named in the language too.
    code, out, _ = run(["deal", "paskievics", "--seed", "3", "--lang", "hu"], capsys)
    assert code == 0 and "Játék: hármas, 2. játékos." in out
    code, out, _ = run(["deal", "paskievics", "--seed", "3"], capsys)
    assert code == 0 and "Play: three, seat 2." in out
    # A discarded card is shown as the tricks show cards (before, "discard 1H" in ASCII).
    assert "seat 2: discard 1♥" in out and "discard 1H" not in out
    code, out, _ = run(["deal", "slovenian", "--seed", "3", "--lang", "sl"], capsys)
    assert "igralec 1: založi srce 3" in out
    code, out, err = run(["deal", "slovenian", "--lang", "hu"], capsys)
    assert code == 2 and out == "" and err == "tarokk: Slovenian tarok speaks en, sl, not 'hu'\n"
    with pytest.raises(tarokk.InvalidInputError, match="speaks"):
        narrate(Game("jokai", seed=1), out=io.StringIO(), lang="sl")


def test_play_a_whole_deal_with_numbers_and_names(capsys, monkeypatch):
    # Always the first choice, in words or by number: the deal reaches its settlement.
    answers = ["pass", "1"] + ["1"] * 60
    code, out, _ = run(["play", "slovenian", "--seat", "1", "--seed", "5"], capsys, answers, monkeypatch)
    assert code == 0 and "Settlement" in out and "amounts:" in out
    assert "trick 12" in out and "Your hand (seat 1):" in out


@pytest.mark.parametrize("preset,lang,said", [("slovenian", "sl", "Štih doslej"), ("jokai", "hu", "Az ütés eddig"),
                                             ("paskievics", "en", "Trick so far")])
def test_play_tells_the_trick_so_far_once(capsys, monkeypatch, preset, lang, said):
    """The trick so far is told once, with who played each card; the question under it does
    not name its cards again (a club player read them twice). A Dialogue's question, which
    has no such line above it, still names them."""
    code, out, _ = run(["play", preset, "--seat", "0", "--seed", "4", "--lang", lang], capsys, ["1"] * 200,
                       monkeypatch)
    assert code == 0
    lines = out.splitlines()
    told = [i for i, line in enumerate(lines) if re.match(r"^  (trick so far|az ütés eddig|štih doslej): ", line)]
    assert len(told) >= 3
    assert not any(said in line for line in lines)
    for i in told:
        assert re.match(r"^(Seat|Igralec|0\. játékos)", lines[i + 1]), lines[i:i + 2]
    from tarokk.policies import rule_policy
    game = tarokk.Game(preset, seed=4)
    while not (game.phase == "play" and game.view(game.current_player).trick):
        game.apply(rule_policy(game, None))
    assert said in str(tarokk.Dialogue(game, lang).question())


@pytest.mark.parametrize("preset,seat,seed", [("slovenian", 0, 5), ("jokai", 1, 3), ("paskievics", 2, 7)])
def test_play_shows_the_hand_in_the_order_the_choices_list_its_cards(capsys, monkeypatch, preset, seat, seed):
    """The hand above a card question lists each group lowest first, as the numbered
    choices do (a club player found the hand high to low over a menu low to high)."""
    code, out, _ = run(["play", preset, "--seat", str(seat), "--seed", str(seed)], capsys, ["1"] * 200, monkeypatch)
    assert code == 0
    lines = out.splitlines()
    asked = 0
    for i, line in enumerate(lines):
        if not line.startswith("Your hand"):
            continue
        hand = []
        j = i + 1
        while lines[j].startswith("  ") and not lines[j].lstrip().startswith(("talon", "trick")):
            hand += lines[j][11:].split(", " if ", " in lines[j] else " ")
            j += 1
        while not re.match(r"^ +1\. ", lines[j]):
            j += 1
        choices = []
        while j < len(lines) and (m := re.match(r"^ +\d+\. (.*)$", lines[j])):
            choices.append(m.group(1))
            j += 1
        cards = [c for c in choices if c in hand]
        if len(cards) >= 2:
            asked += 1
            assert cards == sorted(cards, key=hand.index), (lines[i:j])
            assert [tarokk.Card(c).id for c in hand[:2]] == sorted(tarokk.Card(c).id for c in hand[:2])
    assert asked >= 5

def test_play_explains_bad_input_and_asks_again(capsys, monkeypatch):
    answers = ["", "99", "fly me to the moon", "XXI", "1"] + ["1"] * 60
    code, out, _ = run(["play", "slovenian", "--seat", "2", "--seed", "7"], capsys, answers, monkeypatch)
    assert code == 0
    assert "type a number from the list, or a name" in out
    assert "choose a number from 1 to" in out
    assert "'fly me to the moon' is not one of the choices" in out
    assert "XXI is not legal" in out  # a card while bidding: the engine says why


def test_bad_input_messages_fit_the_choices():
    """A number out of range, also a negative one, gets the range (or, with one choice,
    that there is one); a long line is quoted cut short; an ambiguous part lists at most
    six names and says how many more match."""
    g = tarokk.Game("paskievics", seed=3)
    rng = random.Random(1)
    while len(g.legal_actions()) != 1 or g.phase == "play":
        g.apply(rng.choice(g.legal_actions()))
    one = list(g.legal_actions())
    for typed in ("-1", "0", "2"):
        with pytest.raises(tarokk.InvalidInputError, match="^the only choice is number 1$"):
            cli.choose(typed, one, g)
    assert cli.choose("", one, g) == one[0] == cli.choose("  ", one, g)  # Enter takes the only choice
    g = tarokk.Game("slovenian", seed=3)
    many = list(g.legal_actions())
    with pytest.raises(tarokk.InvalidInputError, match="^type a number from the list, or a name$"):
        cli.choose("", many, g)
    with pytest.raises(tarokk.InvalidInputError, match=f"^choose a number from 1 to {len(many)}$"):
        cli.choose("-3", many, g)
    with pytest.raises(tarokk.InvalidInputError) as long_line:
        cli.choose("q" * 5000, many, g)
    assert str(long_line.value) == f"'{'q' * 40}…' is not one of the choices: type its number or its name"
    with pytest.raises(tarokk.InvalidInputError) as ambiguous:
        cli.choose("solo", many, g)
    assert str(ambiguous.value) == "'solo' could be solo three or solo two or solo one or solo without: be more precise"
    from types import SimpleNamespace
    eight = [SimpleNamespace(name=f"announce {w}", local=f"announce {w}")
             for w in ("trula", "kings", "pagat", "mond", "valat", "skis", "king", "queen")]
    with pytest.raises(tarokk.InvalidInputError) as ambiguous:
        cli.choose("announce", eight, g)
    assert str(ambiguous.value) == ("'announce' could be announce trula or announce kings or announce pagat or "
                                    "announce mond or announce valat (3 more): be more precise")


def test_ctrl_d_ends_quietly_and_ctrl_c_with_130(capsys, monkeypatch):
    code, _, err = run(["play", "slovenian", "--seat", "2", "--seed", "7"], capsys, [], monkeypatch)
    assert code == 0 and "bye" in err

    def interrupt(prompt=""):
        raise KeyboardInterrupt
    monkeypatch.setattr("builtins.input", interrupt)
    code, _, err = run(["play", "slovenian", "--seat", "2", "--seed", "7"], capsys)
    assert code == 130 and "interrupted" in err


@pytest.mark.parametrize("argv", [["play", "slovenian", "--seat", "4"], ["play", "slovenian-3", "--seat", "3"],
                                  ["play", "slovenian", "--lang", "hu"], ["play", "no-such-game"],
                                  ["play", "slovenian", "--option", "end_early"]])
def test_bad_usage_exits_2(capsys, argv):
    """Every usage error is one line (argparse's own too), and nothing is printed before it."""
    code, out, err = run(argv, capsys)
    assert code == 2 and err.startswith("tarokk: ") and err.count("\n") == 1 and out == "", err


@pytest.mark.parametrize("argv", [["arena", "jokai", "--deals", "zero"], ["play", "jokai", "--seat", "x"],
                                  ["solve"], ["no-such-command"], ["play", "jokai", "--seed", "-1"],
                                  ["deal", "slovenian", "--dealer", "9"], ["deal", "slovenian", "--seed", str(2**64)],
                                  ["play", "slovenian-5", "--seat", "4"], ["solve", "x.json", "--threads", "5000"],
                                  ["simulate", "jokai", "--deals", "0"], ["simulate", "jokai", "--threads", "-1"]])
def test_argument_errors_are_one_line_exit_2(capsys, argv):
    code, out, err = run(argv, capsys)
    assert code == 2 and err.startswith("tarokk: ") and err.count("\n") == 1 and out == "", (out, err)


@pytest.mark.parametrize("variant", ["slovenian", "slovenian-3", "slovenian-5"])
def test_SL_R6_SL_R3_a_slovenian_match_ends_with_its_skis_round(capsys, monkeypatch, variant):
    """``--deals N``: after the N deals the players call the škis round, and the match ends
    with its last deal (SL-R6), the open radli charged (SL-R3); with
    ``--option skis_round=false`` it ends after the N deals, radli charged too. Until
    2026-12-05 the command line never ended a match: the option did nothing, and open
    radli were never charged (found by an audit)."""
    code, out, _ = run(["play", variant, "--deals", "2", "--seed", "8", "--bots", "random"], capsys,
                       ["1"] * 3000, monkeypatch)
    assert code == 0
    called = out.index("The škis round is called: whoever is dealt the škis deals the last deal (SL-R6)")
    assert out.index("Deal 2") < called < out.index("Deal 3")
    *lines, seed = out.splitlines()  # the seed is told last
    assert seed == "(seed 8)"
    sheet = [line for line in lines if not line.startswith("  · ")]  # the sheet's notes aside
    assert "final (SL-R3)" in sheet[-1] and "The match is over" not in out
    assert lines[-1] == "  · last deal: the match is over (SL-R6)"
    code, out, _ = run(["play", variant, "--deals", "2", "--seed", "8", "--bots", "random",
                        "--option", "skis_round=false"], capsys, ["1"] * 3000, monkeypatch)
    assert code == 0 and "škis round" not in out and "Deal 3" not in out
    assert "The match is over: each open radl costs 100 (SL-R3)" in out
    assert "final (SL-R3)" in out.splitlines()[-2] and out.splitlines()[-1] == "(seed 8)"


def test_a_match_of_several_deals_keeps_the_score_sheet(capsys, monkeypatch):
    code, out, _ = run(["play", "slovenian", "--seat", "0", "--deals", "2", "--seed", "11"], capsys,
                       ["1"] * 200, monkeypatch)
    assert code == 0 and "Deal 1" in out and "Deal 2" in out and "radli" in out
    # P0's seat moves with the dealer (SL-D1): the forehand is the player after the dealer.
    assert "you are P0 on the score sheet" in out
    assert out.index("(you are seat 3)") < out.index("Deal 2") < out.index("(you are seat 2)")
    # The deal is told in table seats and the sheet in players: each deal says which is which.
    assert out.index("seats this deal and their players on the score sheet: 0 = P1, 1 = P2, 2 = P3, 3 = P0") \
        < out.index("Deal 2") < out.index("seats this deal and their players on the score sheet: 0 = P2, 1 = P3, "
                                          "2 = P0, 3 = P1")


def test_simulate_prints_a_summary(capsys):
    code, out, err = run(["simulate", "slovenian", "--deals", "2000", "--seed", "1", "--policy", "rule"], capsys)
    assert code == 0 and "declarer success rate" in out and "2,000 deals" in out and "2,000/2,000" in err
    assert "bonus made" in out and "trula" in out and "pagat ultimo" in out
    code, out, _ = run(["simulate", "slovenian", "--deals", "500", "--json"], capsys)
    assert code == 0 and json.loads(out)["deals"] == 500
    assert set(json.loads(out)["bonuses"]["kings"]) == {"declarer", "defenders"}
    code, out, _ = run(["simulate", "paskievics", "--deals", "300", "--policy", "rule"], capsys)
    assert code == 0 and "négy király" in out and "volát" in out


@pytest.fixture
def record_file(tmp_path):
    g = Game("slovenian", seed=21)
    g.play_random(__import__("random").Random(4))
    path = tmp_path / "deal.json"
    path.write_text(to_json(record(g)), encoding="utf-8")
    return path


def test_replay_and_validate_a_good_record(capsys, record_file, tmp_path):
    code, out, _ = run(["replay", str(record_file)], capsys)
    assert code == 0 and "record OK" in out and "  0  seat" in out
    # Each step as recorded, a card in symbols as play, deal and solve show it (K♥, not KH):
    # a whole deal by the rule players, with its discards and suit cards.
    from tarokk.cards import card_action_verb
    path, g = _recorded(tmp_path, "slovenian", 1)
    code, out, _ = run(["replay", str(path)], capsys)
    cards = 0
    for step, (seat, action) in enumerate(g.history):
        verb = card_action_verb(action.name, int(action)) if int(action) < 54 else None
        shown = action.name if verb is None else verb + tarokk.format_card(int(action), "unicode")
        cards += verb is not None and not shown.isascii()
        assert f"{step:>3}  seat {seat}: {shown}\n" in out
    assert cards > 0
    code, out, _ = run(["validate", str(record_file)], capsys)
    assert code == 0 and "valid record of Slovenian tarok" in out


def _tamper(path, change):
    rec = json.loads(path.read_text(encoding="utf-8"))
    change(rec)
    path.write_text(json.dumps(rec), encoding="utf-8")


@pytest.mark.parametrize("change,message", [
    (lambda r: r["actions"][3].update(name="valat"), "step 3"),
    (lambda r: r["actions"][2].update(action=53), "step 2"),
    (lambda r: r["actions"][1].update(seat="two"), "step 1"),
    (lambda r: r.pop("deal"), "lacks 'deal'"),
    (lambda r: r.update(deal=[1, 2]), "'deal' is not a dict"),
    (lambda r: r["deal"].update(seed="x"), "seed"),
    (lambda r: r["variant"].update(colour="blue"), "variant is not every option of slovenian by name: unknown colour"),
    (lambda r: r["variant"].pop("end_early"), "variant is not every option of slovenian by name: lacks end_early"),
    (lambda r: r.update(actions=7), "'actions' is not a list"),
    (lambda r: r["result"]["amounts"].reverse(), "result differs"),
])
def test_tampered_records_give_one_line_and_exit_1(capsys, record_file, change, message):
    _tamper(record_file, change)
    code, out, err = run(["validate", str(record_file)], capsys)
    assert code == 1 and message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.fixture(params=["slovenian", "jokai", "paskievics"])
def match_file(request, tmp_path, capsys, monkeypatch):
    """``tarokk play VARIANT --deals 2 --record FILE``: the match's record."""
    path = tmp_path / "match.json"
    code, out, err = run(["play", request.param, "--deals", "2", "--seed", "4", "--record", str(path)], capsys,
                         ["1"] * 3000, monkeypatch)
    assert code == 0 and "record written to" in err and "Deal 2" in out
    return path


def test_play_writes_a_match_record_that_replays(capsys, match_file):
    rec = json.loads(match_file.read_text(encoding="utf-8"))
    n = len(rec["deals"])  # Slovenian: the two deals, then the škis round (SL-R6)
    assert rec["format"] == "tarokk-match/1" and (n > 2 if rec["game"] == "slovenian" else n == 2)
    assert rec.get("finished", False) is (rec["game"] == "slovenian")
    code, out, _ = run(["validate", str(match_file)], capsys)
    assert code == 0 and "valid match record" in out and f"{n} deals" in out
    assert "totals " + ", ".join(map(str, rec["totals"])) in out
    assert ("; finished, final totals (SL-R3) " in out) is (rec["game"] == "slovenian")
    code, out, _ = run(["replay", str(match_file)], capsys)
    assert code == 0 and f"match record OK: {n} deals" in out and "deal 1:" in out and "deal 0:" not in out
    # Slovenian seats move with the deal: each deal says who sat where (as play said it).
    first = "seats this deal and their players on the score sheet: " + ", ".join(
        f"{s} = {rec['players'][p]}" for s, p in enumerate(rec["seats"][0]))
    assert (first in out) is (rec["game"] == "slovenian"), out[:600]
    # In the game's own language: the actions, settlements and sheet as `play --lang` says them.
    lang = "sl" if rec["game"] == "slovenian" else "hu"
    code, told, _ = run(["replay", str(match_file), "--lang", lang], capsys)
    ok = {"sl": f"zapis tekme je v redu, število iger: {n}", "hu": f"a meccs naplója rendben: {n} parti"}[lang]
    assert code == 0 and ok in told and "seat " not in told and "amounts:" not in told, told
    other = "hu" if lang == "sl" else "sl"
    code, _, err = run(["replay", str(match_file), "--lang", other], capsys)
    assert code == 2 and f"not '{other}'" in err


@pytest.mark.parametrize("change,message", [
    (lambda r: r["totals"].__setitem__(0, r["totals"][0] + 5), "recorded totals"),
    (lambda r: r["deals"][1]["actions"][2].update(action=53), "deal 2: step 2"),
    (lambda r: r["deals"][0]["actions"][0].update(seat="x"), "deal 1: step 0"),
    (lambda r: r["deals"][0].pop("actions"), "deal 1: record lacks 'actions'"),
    (lambda r: r["sheet"].update(colour=1), "options"),
    (lambda r: r.update(players="P0"), "'players' is not a list"),
    (lambda r: r["seats"].pop(), "per deal"),
    (lambda r: r.update(deals=[1] * len(r["deals"])), "deal 1"),
])
def test_tampered_match_records_give_one_line_and_exit_1(capsys, match_file, change, message):
    _tamper(match_file, change)
    code, out, err = run(["validate", str(match_file)], capsys)
    assert code == 1 and message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def _play_match(variant, options, path, capsys, monkeypatch, *extra):
    argv = ["play", variant, "--deals", "2", "--seed", "4", "--record", str(path), *extra]
    for option in options:
        argv += ["--option", option]
    code, out, err = run(argv, capsys, ["1"] * 3000, monkeypatch)
    assert code == 0 and "record written to" in err and "Deal 2" in out
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("variant", ["slovenian", "slovenian-3", "slovenian-5"])
def test_a_slovenian_match_is_played_and_recorded_with_its_options(capsys, monkeypatch, tmp_path, variant):
    """``tarokk play slovenian --deals 2 --option end_early=false`` (SL-B1 [choice]): every
    deal is played by the option, the match record has it in the match's variant and each
    deal's, and validates. Taken back in the match's variant the record is refused; taken
    back everywhere, deal 0 does not replay: with the random bots of seed 4 its outcome is
    settled before the last trick, and only without end_early is it played on."""
    path = tmp_path / "match.json"
    rec = _play_match(variant, ["end_early=false"], path, capsys, monkeypatch, "--bots", "random")
    assert rec["variant"]["end_early"] is False
    assert [d["variant"]["end_early"] for d in rec["deals"]] == [False] * len(rec["deals"])
    assert all(len(d["deal"]["hands"]) == min(rec["variant"]["players"], 4) for d in rec["deals"])
    code, out, _ = run(["validate", str(path)], capsys)
    assert code == 0 and f"valid match record of Slovenian tarok, {len(rec['deals'])} deals" in out
    _tamper(path, lambda r: r["variant"].update(end_early=True))
    code, _, err = run(["validate", str(path)], capsys)
    assert code == 1 and "deal 1: not the sheet's deal: it is played with end_early=False" in err
    _tamper(path, lambda r: [d["variant"].update(end_early=True) for d in r["deals"]])
    code, _, err = run(["validate", str(path)], capsys)
    assert code == 1 and "deal 1: step" in err and "is not legal: the deal is over" in err


@pytest.mark.parametrize("variant,options,sheet", [
    ("slovenian-5", {"radl_sitting_out": False, "silent_valat": False}, {"radl_sitting_out": False}),
    ("slovenian", {"skis_round": False, "king_ultimo": False}, {"skis_round": False}),
    ("slovenian-3", {"three_player_compulsory_klop": False}, {}),
    ("jokai", {"deal_passes_on_throw_in": False, "silent_tarokk_count": True}, {"throw_in_passes_deal": False}),
    ("paskievics", {"double_at_47": True}, {}),
])
def test_a_match_of_any_game_keeps_the_options_given(capsys, monkeypatch, tmp_path, variant, options, sheet):
    """``--deals N --option k=v``: the match record's variant, every deal's and the sheet's
    own options (SL-R1, SL-R6, JK-D4) are the options given; replay and validate use them."""
    path = tmp_path / "match.json"
    given = [f"{k}={str(v).lower()}" for k, v in options.items()]
    rec = _play_match(variant, given, path, capsys, monkeypatch)
    assert {k: rec["variant"][k] for k in options} == options
    assert [d["variant"] for d in rec["deals"]] == [rec["variant"]] * len(rec["deals"])
    assert {k: rec["sheet"][k] for k in sheet} == sheet
    code, out, _ = run(["validate", str(path)], capsys)
    assert code == 0 and "valid match record" in out
    code, out, _ = run(["replay", str(path)], capsys)
    assert code == 0 and f"match record OK: {len(rec['deals'])} deals" in out


def test_missing_and_malformed_files_exit_1(capsys, tmp_path):
    code, _, err = run(["replay", str(tmp_path / "nope.json")], capsys)
    assert code == 1 and "cannot read" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, _, err = run(["validate", str(bad)], capsys)
    assert code == 1 and "not a JSON record" in err


def test_a_closed_pipe_ends_quietly():
    """``tarokk variants | head -1``: no BrokenPipeError traceback."""
    p = subprocess.Popen([sys.executable, "-m", "tarokk.cli", "deal", "slovenian", "--seed", "1"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.readline()
    p.stdout.close()
    _, err = p.communicate(timeout=60)
    assert p.returncode == 0 and b"Traceback" not in err


def test_deal_jokai_narrates_the_skart_views_and_the_settlement(capsys):
    """Issue 8: a Jókai deal told whole: the bids, each skart pair the declarer looks at
    (JK-S1), the discards, every trick and the itemised settlement."""
    code, out, _ = run(["deal", "jokai", "--seed", "1"], capsys)
    assert code == 0 and "looks at the" in out and "discard" in out
    assert "trick 12" in out and "game" in out and "amounts:" in out


def test_play_jokai_in_hungarian(capsys, monkeypatch):
    code, out, _ = run(["play", "jokai", "--seat", "1", "--lang", "hu", "--seed", "2"], capsys,
                       ["1"] * 80, monkeypatch)
    assert code == 0 and "tarokk " in out and "Elszámolás" in out


def test_score_a_jokai_deal_entered_at_the_prompts(capsys, monkeypatch):
    """JK-P1: a kontra'd and rekontra'd szóló won with 40: 58 from each opponent."""
    answers = ["3", "solo", "0", "40", "rekontra", "", "", "", "", "", "", ""]
    code, out, _ = run(["score", "jokai"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: +116, seat 1: -58, seat 2: -58" in out


def test_score_jokai_at_four_seats_asks_the_dealer_who_cannot_declare(capsys, monkeypatch):
    """JK-D1: with four at the table the dealer sits out, so `tarokk score jokai` asks who
    dealt and refuses him as the declarer (it asked no dealer and took any seat); the
    sitting-out dealer pays like an opponent (JK-P1: a won szóló of 40, 58 from each)."""
    answers = ["4", "2", "solo", "2", "0", "40", "rekontra"] + [""] * 7
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    assert code == 0 and "seat 2 is the dealer, who sits out with four at the table (JK-D1)" in out, out + err
    assert "amounts: seat 0: +174, seat 1: -58, seat 2: -58, seat 3: -58" in out


def test_an_interrupted_arena_or_simulation_prints_what_it_did_and_exits_130(capsys, monkeypatch):
    """Ctrl-C keeps the deals done so far: `tarokk arena` and `tarokk simulate` print them,
    marked interrupted, and exit 130 (they exited 0). An arena stopped before its first deal
    finished has no means (—); it printed a traceback."""
    arena_module = sys.modules["tarokk.arena"]  # the module: tarokk.arena is its function
    cli_module = cli

    real_arena = arena_module.arena

    def stop(game, rng):
        raise KeyboardInterrupt

    def arena_stopped_at_once(opts, policies, deals, **kw):
        return real_arena(opts, [stop, "rule"], deals, **{**kw, "threads": 1})

    monkeypatch.setattr(arena_module, "arena", arena_stopped_at_once)
    code, out, err = run(["arena", "jokai", "--deals", "3"], capsys)
    assert code == 130 and "interrupted after 0 of 3" in out and "Traceback" not in err, out + err
    assert "stop" in out and "—" in out
    code, out, _ = run(["arena", "jokai", "--deals", "3", "--json"], capsys)
    assert code == 130 and json.loads(out)["policies"][0]["mean"] is None
    monkeypatch.setattr(arena_module, "arena", real_arena)

    def interrupt_after_two(self, done, total):
        if done >= 2:
            raise KeyboardInterrupt

    monkeypatch.setattr(cli_module.ProgressBar, "update", interrupt_after_two)
    code, out, _ = run(["arena", "jokai", "--policy", "rule", "--policy", "random", "--deals", "50",
                        "--threads", "1"], capsys)
    assert code == 130 and "interrupted after" in out and "rule − random" in out
    code, out, _ = run(["simulate", "jokai", "--deals", "100000", "--threads", "1"], capsys)
    assert code == 130 and "interrupted" in out and "declarer success rate" in out


def test_score_takes_slovenian_contract_names_and_checks_totals_at_the_prompt(capsys, monkeypatch):
    """`tarokk score slovenian`: a contract by its Slovenian name is that contract ("berač":
    made or not, SL-S2; it was asked card points and ended in an error); a klop's tricks
    add up to 12 and its points to 69..71 (SL-L1, SL-C1), asked again until they do."""
    answers = ["4", "berač", "1", "y"] + [""] * 11
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert code == 0 and "beggar" in out and "amounts:" in out, out + err
    answers = ["4", "klop", "70 70 70 70", "20 15 20 15", "12 12 12 12", "1 2 3 6"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: -20, seat 1: -15, seat 2: -20, seat 3: -15" in out, out + err
    assert "silent" not in out and "announced" not in out  # SL-L1: in klop nothing is announced
    assert "the card points of a deal add up to 69..71, not 280" in out
    assert "the tricks of a deal add up to 12, not 48" in out
    # SL-L1: a seat that took no trick has no card points (it was paid +70 for no trick, SL-L2).
    answers = ["4", "klop", "20 20 15 15", "0 4 4 4", "3 3 3 3"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert "seat 0 took no trick, so it has no card points, not 20 (SL-L1)" in out, out + err
    assert code == 0 and "amounts: seat 0: -20, seat 1: -20, seat 2: -15, seat 3: -15" in out
    # Each seat's points are rounded from thirds (SL-C1): 69..71 in all, not 68; a seat
    # that took a trick has a point at least.
    answers = ["4", "klop", "30 20 10 8", "0 30 30 10", "3 3 3 3", "0 4 4 4"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert "the card points of a deal add up to 69..71, not 68" in out, out + err
    assert "seat 0 took a trick, worth a point at least, so its card points are not 0 (SL-C1)" in out
    assert code == 0 and "amounts: seat 0: +70" in out


def test_score_asks_again_from_the_start_when_the_answers_do_not_fit(capsys, monkeypatch):
    """Facts that only the whole deal shows to contradict each other (a valat made by the
    declarer side that left the defenders 40 points, SL-C1) are explained and every
    question asked again; a Paskievics call of a card that cannot be called (PK-H1) is
    refused at its prompt. Both ended the program with exit 2 after every question."""
    two = ["4", "two", "1", "3", "", "30", ""]  # …, partner 3, no queen called (SL-K1), …
    # trula and kings (announced, made); king and pagat ultimo (…, failed silent ultimo, SL-S1)
    bonuses_with_valat = ["", ""] * 2 + ["", "", ""] * 2 + ["", "declarer"] + [""]  # mond penalty (SL-S5)
    # Asked again, every answer is offered as it was: Enter keeps it, "-" empties the valat's.
    again = [""] * 18 + ["-", ""]
    asked: list[str] = []
    code, out, err = run(["score", "slovenian"], capsys, two + bonuses_with_valat + again, monkeypatch, asked)
    assert code == 0 and "at most 26 points, not 40" in out and "once more from the start" in out, out + err
    assert "amounts: seat 0: +0, seat 1: +0, seat 2: +0, seat 3: +0" not in out and "amounts:" in out
    assert "two by seat 1 with seat 3: lost" in out  # 30 points: the answers kept
    assert asked[len(two) + len(bonuses_with_valat) + 2] == "declarer seat [1]: "
    assert asked[len(two) + len(bonuses_with_valat) + 18] == "valat: made by (declarer/defenders, empty: nobody) [declarer]: "
    answers = ["4", "3", "two", "0", "1", "K♥", "XX", "60", "", "tulétroá=0, pagát ultimó=1", "", "",
               "tulétroá=declarer, pagát ultimó=declarer", "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "cannot be called: only the tarokks II–XX (PK-H1)" in out, out + err
    assert "amounts: seat 0: +14, seat 1: +14, seat 2: -14, seat 3: -14" in out


def test_a_yes_no_option_takes_its_words_and_1_or_0(capsys):
    """--option of a true/false option: true/false, on/off, yes/no and 1/0 (0 was taken as
    the number 0 and refused as "must be True or False"); another word is named with the
    words it takes. A number option still takes a number."""
    code, out, _ = run(["deal", "jokai", "--seed", "1", "--option", "announce_after_exchange=0"], capsys)
    default = run(["deal", "jokai", "--seed", "1", "--option", "announce_after_exchange=off"], capsys)
    assert code == 0 and (code, out) == default[:2]
    code, _, err = run(["deal", "slovenian", "--option", "end_early=maybe"], capsys)
    assert (code, err) == (2, "tarokk: --option end_early is true or false (on/off, yes/no, 1/0), not 'maybe'\n")
    assert cli.parse_options(["players=3", "end_early=1"], "slovenian") == {"players": 3, "end_early": True}


def test_an_option_given_twice_or_against_the_presets_name_is_refused(capsys):
    """`--option rautes=no --option rautes=yes` kept the last silently, and
    `slovenian-3 --option players=4` played four-handed: both are usage errors now. An
    option the preset's name does not fix, or fixed to the same value, is taken."""
    code, _, err = run(["deal", "paskievics", "--option", "rautes=no", "--option", "rautes=yes"], capsys)
    assert (code, err) == (2, "tarokk: --option rautes is given twice\n")
    code, _, err = run(["deal", "slovenian-3", "--option", "players=4"], capsys)
    assert (code, err) == (2, "tarokk: slovenian-3 fixes players=3; for players=4 start from 'slovenian'\n")
    assert run(["deal", "slovenian-3", "--seed", "1", "--option", "players=3"], capsys)[0] == 0
    assert run(["deal", "slovenian", "--seed", "1", "--option", "players=3"], capsys)[0] == 0
    with pytest.raises(tarokk.InvalidInputError, match="paskievics-5 fixes players=5"):
        tarokk.Game("paskievics-5", players=4)
    # Also where the preset's count is the game's default (a user test found these taken).
    for preset, players in (("slovenian-4", 3), ("jokai-3", 4), ("paskievics-4", 5)):
        with pytest.raises(tarokk.InvalidInputError, match=f"^{preset} fixes players="):
            tarokk.variant(preset, players=players)


def test_score_jokai_asks_for_a_kontra_on_the_count_pagat_ultimo_brings(capsys, monkeypatch):
    """JK-A4: announcing pagát ultimó announces the tarokk count too, and the count may be
    kontra'd: the prompts ask for its kontra though only pagát ultimó was typed (11
    tarokks, count value 2, kontra'd: 4).  Announced alone, a count of 9 is explained and
    asked again."""
    answers = ["3", "first double", "0", "1", "40", "", "pagát ultimó", "11", "", "kontra",
               "", "", "declarer", "", "", ""]
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    count_line = next(line for line in out.splitlines() if line.strip().startswith("tarokk count"))
    assert code == 0 and count_line.split()[-2:] == ["×2", "+4"], out + err
    answers = ["3", "solo", "0", "40", "", "tarokk count", "9", "10", "", "", "", "", "", "", ""]
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    assert code == 0 and "a whole number 10..12, not '9'" in out, out + err
    # Typed by an alias ("ulti"), the figure is asked about by its name.
    answers = ["3", "first double", "0", "1", "40", "", "ulti", "11", "", "kontra",
               "", "", "declarer", "", "", ""]
    prompts: list[str] = []
    run(["score", "jokai"], capsys, answers, monkeypatch, prompts)
    assert "kontra on pagát ultimó (empty, kontra, rekontra): " in prompts


def test_score_explains_a_bad_answer_and_asks_it_again(capsys, monkeypatch):
    """Each answer is checked as it is typed: a bad one is explained and asked again, and
    the answers before it are kept (JK-P1's deal, as above, with a wrong answer at most
    prompts)."""
    answers = ["three", "3", "banana", "solo", "9", "-1", "0", "999", "²", "40", "maybe", "rekontra", "foo",
               "", "", "", "", "", "", "x", ""]
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: +116, seat 1: -58, seat 2: -58" in out, out + err
    for why in ("a whole number 3..4, not 'three'", "not 'banana'", "a whole number 0..2, not '9'",
                "a whole number 0..66, not '999'", "not '²'", "not 'maybe'", "unknown figure 'foo'",
                "declarer or defenders (dec…, def…), not 'x'"):
        assert why in out, why
    assert "Traceback" not in err
    # Slovenian klop: one number per seat, asked again until there are four.
    code, out, _ = run(["score", "slovenian"], capsys, ["4", "klop", "20 15 abc 15", "20 15 20", "20 15 20 15",
                                                      "1 2 3 6"], monkeypatch)
    assert code == 0 and "not 'abc'" in out and "4 whole numbers 0..70, one per seat (3 given)" in out
    assert "amounts: seat 0: -20, seat 1: -15, seat 2: -20, seat 3: -15" in out
    # A pasted page is quoted cut short, as play quotes it; bytes that are not UTF-8 are said to be so.
    code, out, _ = run(["score", "jokai"], capsys, ["9" * 5000, "\udcff", "3"] + answers[1:], monkeypatch)
    assert code == 0 and f"a whole number 3..4, not '{'9' * 40}…'" in out and "9" * 41 not in out
    assert "that was not text (UTF-8)" in out


def test_a_record_written_by_play_and_deal_validates_and_a_tampered_one_does_not(capsys, monkeypatch, tmp_path):
    path = tmp_path / "deal.json"
    code, _, err = run(["deal", "paskievics", "--seed", "9", "--record", str(path)], capsys)
    assert code == 0 and "record written" in err
    assert run(["validate", str(path)], capsys)[0] == 0
    rec = json.loads(path.read_text(encoding="utf-8"))
    rec["actions"][5]["action"] = 0
    path.write_text(json.dumps(rec), encoding="utf-8")
    code, _, err = run(["validate", str(path)], capsys)
    assert code == 1 and "step 5" in err
    code, _, _ = run(["play", "jokai", "--seed", "2", "--record", str(path)], capsys, ["1"] * 80, monkeypatch)
    assert code == 0 and run(["validate", str(path)], capsys)[0] == 0


def test_score_a_paskievics_deal_entered_at_the_prompts(capsys, monkeypatch):
    """PK-X5 example 1 at the prompts: a two-game, an announced tulétroá and pagát ultimó: 14.
    Bad answers are explained and asked again: a card name that names no card at "card
    called" too (it ended the program with exit 1)."""
    answers = ["4", "3", "two", "0", "1", "XX", "60", "", "tulétroá=0, pagát ultimó=1", "", "",
               "tulétroá=declarer, pagát ultimó=declarer", "", ""]
    code, out, _ = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: +14, seat 1: +14, seat 2: -14, seat 3: -14" in out
    answers = ["4", "3", "two", "0", "abc", "1", "zz", "XX", "60", "", "tulétroá", "tulétroá=0, pagát ultimó=1", "", "",
               "tulétroá=nobody", "tulétroá=declarer, pagát ultimó=declarer", "", ""]
    code, out, _ = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: +14, seat 1: +14, seat 2: -14, seat 3: -14" in out
    assert "a seat 0..3, or nothing, not 'abc'" in out and "name=value" in out and "not 'nobody'" in out
    assert "\n  unknown card name: 'zz'\n" in out


def test_play_with_hints_against_search_players(capsys, monkeypatch):
    """`--hint`: every choice carries the search player's score, the best starred; the
    hinted choice taken every time reaches the settlement. (The answers are read off the
    menus as they come, so that a bidding the bots' sampled worlds steer elsewhere still
    reaches the play; the seed is one whose deal the bots do not throw in: since the hints
    draw their own random numbers, the bots play as they would without them.)"""
    shown = []

    def starred(prompt=""):
        shown.append(capsys.readouterr().out)
        menu = shown[-1].rsplit("\n\n", 1)[-1]
        best = re.findall(r"^\s*(\d+)\. .*\*\]$", menu, re.M)
        if len(shown) > 80:
            raise EOFError
        return best[-1] if best else "1"
    monkeypatch.setattr("builtins.input", starred)
    code = cli.main(["play", "jokai", "--seat", "0", "--seed", "1", "--hint", "--bots", "pimc:worlds=3,rollouts=4"])
    out = "".join(shown) + capsys.readouterr().out
    assert code == 0 and "Settlement" in out and "thrown in" not in out
    assert "[hint " in out and " *]" in out
    assert "card points, negated when you defend" in out and "your settlement after a play-out" in out
    # A forced choice (the last card at least) is marked so, not given a score of nothing.
    lines = out.splitlines()
    forced = [i for i, line in enumerate(lines) if line.endswith("[forced]")]
    assert forced and all(lines[i].lstrip().startswith("1. ") and not lines[i + 1].lstrip().startswith("2. ")
                          for i in forced)
    # ... and has no line explaining scores above it (there are none to explain).
    assert not any("hints: the search player" in lines[i - 1] for i in forced)


def test_play_refuses_an_unknown_bot(capsys):
    code, _, err = run(["play", "jokai", "--bots", "deep-blue"], capsys)
    assert code == 2 and "unknown policy 'deep-blue'" in err and "Traceback" not in err


# -- tarokk solve -------------------------------------------------------------------------
def _recorded(tmp_path, variant, seed):
    path = tmp_path / f"{variant}-{seed}.json"
    game = tarokk.Game(variant, seed=seed)
    rng = random.Random(seed)
    policy = game.info.policy("rule")
    while not game.is_over:
        game.apply(policy(game, rng))
    path.write_text(tarokk.records.to_json(tarokk.records.record(game)))
    return path, game


def test_solve_of_a_klop_position_has_no_verdict_and_each_seats_own_count(capsys, tmp_path):
    """SL-L1: klop has no contract to make, so `tarokk solve` says no verdict; the values
    are the seat to play's own card points, the fewer the better, as tarokk.solve gives
    them (found untold by a coverage run)."""
    path, game = _recorded(tmp_path, "slovenian", 18)  # the rule players all pass: klop
    assert game.info.contract_name(game.result().contract) == "klop"
    step = len(game.history) - 12  # three cards each in hand
    at = _at(game, step)
    seat = at.current_player
    code, out, err = run(["solve", str(path), "--step", str(step)], capsys)
    assert code == 0, err
    assert out.startswith(f"Slovenian tarok, {path}, after step {step}: klop, seat {seat} to play, 3 cards in hand\n")
    assert "under perfect play" not in out and f"seat {seat}'s card points" in out and "the fewer the better" in out
    sol = tarokk.solve(at)
    assert sol.goal == "klop" and not sol.maximizing
    for action, value in sol.moves:
        mark = "*" if value == sol.value else " "
        assert f"  {mark} {tarokk.format_card(int(action), 'unicode'):<8} " in out


def test_solve_shows_the_verdict_and_each_cards_value(capsys, tmp_path):
    """``tarokk solve FILE``: from the first card, whether the contract is made and (up to
    36 cards in the hands: a whole Paskievics deal) every legal card's value; from a later
    step too, as tarokk.solve and tarokk.makes give them. A full Slovenian deal (48 cards)
    gets its values only with --exact."""
    path, game = _recorded(tmp_path, "paskievics", 5)
    first = next(k for k in range(len(game.history) + 1) if _at(game, k).phase == "play")
    code, out, _ = run(["solve", str(path)], capsys)
    expect = tarokk.makes(_at(game, first))
    assert code == 0 and f"after step {first}:" in out
    assert f"the contract is {'made' if expect.made else 'lost'} (it needs at least 48 points" in out
    assert f"value: {tarokk.solve(_at(game, first)).points} points" in out  # 36 cards: values by default
    sl_path, _ = _recorded(tmp_path, "slovenian", 1)
    code, sl_out, _ = run(["solve", str(sl_path)], capsys)
    assert code == 0 and "with 48 cards in the hands this can take minutes; --exact solves it anyway" in sl_out
    assert "value:" not in sl_out
    late = first + 4 * 4  # four tricks later: 5 cards in hand
    code, out, _ = run(["solve", str(path), "--step", str(late)], capsys)
    sol = tarokk.solve(_at(game, late))
    assert code == 0 and f"value: {sol.points} points" in out
    better = "the more the better" if sol.maximizing else "the fewer the better"
    assert f"the best for seat {_at(game, late).current_player} by that count alone ({better}; bonuses and penalties not counted) starred:" in out
    for action, value in sol.moves:
        star = "*" if value == sol.value else " "
        card = tarokk.format_card(int(action), "unicode")  # as play and deal show cards: K♥, not KH
        assert f"  {star} {card:<8} {value}" in out
    code, out, _ = run(["solve", str(path), "--exact"], capsys)
    whole_deal = tarokk.solve(_at(game, first))
    assert code == 0 and f"value: {whole_deal.points} points" in out
    shown = [tarokk.format_card(int(a), "unicode") for a, _ in whole_deal.moves]
    assert any(not c.isascii() for c in shown) and all(f" {c} " in out for c in shown)  # suit cards as K♥
    code, default, _ = run(["solve", str(path)], capsys)
    assert default.split("\n", 2)[2] == out.split("\n", 2)[2], "the same values without --exact"
    code, one, _ = run(["solve", str(path), "--exact", "--threads", "1"], capsys)
    assert code == 0 and one.split("\n", 2)[2] == out.split("\n", 2)[2]  # all but the verdict's time


def _at(game, step):
    g = game.copy()
    while len(g.history) > step:
        g.undo()
    return g


def test_solve_refuses_bad_positions_and_files(capsys, tmp_path, monkeypatch):
    path, game = _recorded(tmp_path, "jokai", 3)
    n = len(game.history)
    first = next(k for k in range(n) if _at(game, k).phase == "play")  # the positions of the play are
    play = f"the positions of its play are --step {first}..{n - 1}"      # those after each card but the last
    for argv, message in [
        (["--step", str(n + 1)], f"the record has steps 0..{n}"),
        (["--step", "0"], f"after step 0 the deal is in its bidding phase; {play}"),
        (["--step", str(first - 1)], f"after step {first - 1} the deal is in its {_at(game, first - 1).phase} phase; {play}"),
        (["--step", str(n)], f"after step {n} the deal is over; {play}"),
        (["--deal", "0"], "--deal is for match records"),
        (["--threads", "-1"], "--threads must be 0 (all cores) .. 1024, not -1"),
        (["--threads", "100000"], "--threads must be 0 (all cores) .. 1024, not 100000"),
    ]:
        code, _, err = run(["solve", str(path), *argv], capsys)
        assert code == 2 and message in err and "Traceback" not in err, argv
    assert _at(game, first).phase == "play" and _at(game, n - 1).phase == "play"
    thrown, passed = _recorded(tmp_path, "jokai", 2)  # the three passed: no card was played (JK-B3)
    assert [action.name for _, action in passed.history] == ["pass"] * 3
    code, _, err = run(["solve", str(thrown)], capsys)
    assert code == 2 and "the deal ended before its first card (after step 3): it has no position to solve" in err
    # A record left before the play (an unfinished deal, a match's deal in progress) has none yet.
    bidding = tmp_path / "bidding.json"
    rec = json.loads(path.read_text())
    rec.update(actions=rec["actions"][:2], result=None)
    bidding.write_text(json.dumps(rec))
    match = tmp_path / "match.json"
    sheet = tarokk.records.new_sheet("jokai", tarokk.variant("jokai"), ["A", "B", "C"])
    match.write_text(tarokk.records.to_json(tarokk.records.match_record(sheet, [], tarokk.records.replay(rec))))
    code, out, _ = run(["validate", str(bidding)], capsys)  # "2 actions", and "1 action"
    assert code == 0 and out == f"{bidding}: valid record of Jókai-hármas, 2 actions, not finished\n"
    rec["actions"] = rec["actions"][:1]
    bidding.write_text(json.dumps(rec))
    code, out, _ = run(["validate", str(bidding)], capsys)
    assert code == 0 and out == f"{bidding}: valid record of Jókai-hármas, 1 action, not finished\n"
    rec["actions"] = json.loads(path.read_text())["actions"][:2]
    bidding.write_text(json.dumps(rec))
    for argv in (["solve", str(bidding)], ["solve", str(match), "--deal", "1"]):
        code, _, err = run(argv, capsys)
        assert code == 2 and err == ("tarokk: the record stops before the deal's first card (after step 2, in its "
                                     "bidding phase): it has no position to solve yet\n"), (argv, err)
    code, _, err = run(["solve", str(match)], capsys)
    assert code == 2 and "is a match of 1 deal (the last unfinished): give --deal 1..1" in err, err
    code, _, err = run(["solve", str(tmp_path / "missing.json")], capsys)
    assert code == 1 and "cannot read" in err
    broken = tmp_path / "broken.json"
    broken.write_text(path.read_text().replace('"actions"', '"acts"'))
    code, _, err = run(["solve", str(broken)], capsys)
    assert code == 1 and "Traceback" not in err and err.strip()
    match = tmp_path / "m.json"
    code, _, _ = run(["play", "jokai", "--deals", "2", "--bots", "rule", "--seed", "3", "--record", str(match)],
                     capsys, ["1"] * 400, monkeypatch)
    assert code == 0
    code, _, err = run(["solve", str(match)], capsys)
    assert code == 2 and "give --deal 1..2" in err
    code, _, err = run(["solve", str(match), "--deal", "0"], capsys)  # counted from 1, as the sheet counts
    assert code == 2 and "give --deal 1..2" in err
    code, out, _ = run(["solve", str(match), "--deal", "2"], capsys)
    assert code == 0 and "the contract is" in out


def test_solve_progress_line_on_a_terminal_only(monkeypatch):
    """`tarokk solve --exact` shows the nodes searched on a terminal, at most twice a second,
    and clears the line after; piped, it writes nothing."""
    import io
    from tarokk import cli

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    clock = iter([100.0, 100.2, 100.6, 100.7, 101.2, 200.0, 201.0])
    monkeypatch.setattr(cli.time, "monotonic", lambda: next(clock))
    monkeypatch.setenv("COLUMNS", "80")  # the lines are cut to a narrower terminal's width
    out = Terminal()
    p = cli.SearchProgress(out)          # started at 100.0
    for nodes in (65_536, 131_072, 196_608, 262_144):  # at 100.2, 100.6, 100.7, 101.2
        p.update(nodes)
    p.done()
    # Shown at 100.2, 100.7 and 101.2; at 100.6 too soon after the last.
    assert out.getvalue() == ("\rsearching: 0.1 M nodes, 0 s (Ctrl-C stops)"
                              "\rsearching: 0.2 M nodes, 1 s (Ctrl-C stops)"
                              "\rsearching: 0.3 M nodes, 1 s (Ctrl-C stops)"
                              "\r\033[K")
    piped = io.StringIO()
    q = cli.SearchProgress(piped)
    q.update(10**9)
    q.done()
    assert piped.getvalue() == ""


@pytest.mark.parametrize("columns", [10, 20, 28, 40, 80])
def test_progress_lines_fit_the_terminal(monkeypatch, columns):
    """On a terminal the progress bar and the search's line stay narrower than the terminal
    (a wrapped line is not redrawn by "\\r": each update would start a new line): a shorter
    bar, or the count alone; each redraw clears what a longer line left."""
    import io
    from tarokk import cli

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("COLUMNS", str(columns))
    out = Terminal()
    bar = cli.ProgressBar(out)
    for done in (0, 7, 40, 399, 400):
        bar.update(done, 400)
    clock = iter([100.0, 101.0])
    monkeypatch.setattr(cli.time, "monotonic", lambda: next(clock))
    cli.SearchProgress(out).update(123_456_789)
    lines = [line.replace("\033[K", "") for line in out.getvalue().split("\r")[1:]]
    assert len(lines) == 6 and all(0 < len(line) < columns for line in lines), lines
    assert all(line.endswith("\033[K") for line in out.getvalue().split("\r")[1:5])
    # The bar where five marks fit beside the count, else the count (cut to the width).
    assert lines[4] == ("400/400 deals"[:columns - 1] if columns < 22
                        else "[" + "#" * min(30, columns - 17) + "] 400/400 deals")


def test_the_progress_bar_tells_a_long_run_the_time_left(monkeypatch):
    """After two seconds the bar says about how long is left, from the rate so far (piped:
    each line); the last line, done, says nothing of it."""
    import io
    from tarokk import cli
    clock = iter([0.0, 1.0, 8.0, 100.0, 4000.0, 40000.0, 40001.0])
    monkeypatch.setattr(cli.time, "monotonic", lambda: next(clock))
    out = io.StringIO()
    bar = cli.ProgressBar(out)
    for done in (0, 10, 100, 500, 900, 990, 1000):
        bar.update(done, 1000)
    lines = out.getvalue().splitlines()
    assert [line.split("] ")[1] for line in lines] == [
        "0/1,000 deals", "10/1,000 deals",  # not yet two seconds
        "100/1,000 deals, about 72 s left",  # 8 s for 100: 72 s for 900 more
        "500/1,000 deals, about 2 min left", "900/1,000 deals, about 7 min left",
        "990/1,000 deals, about 7 min left", "1,000/1,000 deals"]


def test_a_piped_bar_writes_a_line_each_time_the_count_passes_a_step():
    """Piped, a line every ``every``: also when the counts come in steps that skip its
    multiples (an arena of per-deal updates, a batch solved in any order), and the last."""
    import io
    from tarokk.progress import ProgressBar
    out = io.StringIO()
    bar = ProgressBar(out, every=10, unit="positions")
    for done in (0, 3, 12, 13, 25, 31, 99, 100):
        bar.update(done, 100)
    assert [line.split("] ")[1] for line in out.getvalue().splitlines()] == [
        "0/100 positions", "12/100 positions", "25/100 positions", "31/100 positions", "99/100 positions",
        "100/100 positions"]


def test_play_names_the_seats_of_each_trick_round_the_seats_that_play(capsys, monkeypatch):
    """Jókai with four at the table: the dealer (seat 0) sits out (JK-D1), and a trick's
    cards are named by the three seats that play, in turn, never the dealer's."""
    code, out, _ = run(["play", "jokai-4", "--seat", "1", "--seed", "3"], capsys, ["1"] * 80, monkeypatch)
    import re
    tricks = [m.group(1) for m in re.finditer(r"^\s+trick \d+: (.*)$", out, re.M)]
    assert code == 0 and len(tricks) == 12
    for trick in tricks:
        seats = [int(part.strip().split(":")[0]) for part in trick.split("→")[0].split(",")]
        assert sorted(seats) == [1, 2, 3], trick
        assert seats == [seats[0], 1 + seats[0] % 3, 1 + (seats[0] + 1) % 3], trick  # round the table


def test_records_survive_a_reader_that_goes_away_and_a_game_left_early(tmp_path):
    """`tarokk deal … --record F | head -1` still writes F (the record comes before the
    narration); a game ended at a prompt (Ctrl-D) writes what was played, which replays
    as unfinished; a --record path that cannot be written is refused before any deal."""
    path = tmp_path / "deal.json"
    p = subprocess.run(f"{sys.executable} -m tarokk.cli deal slovenian --seed 3 --record {path} | head -1",
                       shell=True, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and p.stdout == "(seed 3)\n" and "Traceback" not in p.stderr
    assert tarokk.records.replay(tarokk.records.from_json(path.read_text())).is_over
    left = tmp_path / "left.json"
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "play", "jokai", "--seed", "3", "--record", str(left)],
                       input="1\n1\n", capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and "record written to" in p.stderr and "(unfinished)" in p.stderr
    game = tarokk.records.replay(tarokk.records.from_json(left.read_text()))
    assert not game.is_over and len(game.history) >= 2
    # A match left in its second deal: its whole deals and the deal as far as it went.
    match = tmp_path / "match.json"
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "play", "jokai", "--deals", "3", "--seed", "3",
                        "--record", str(match)], input="1\n" * 27, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and (f"(the 1 finished deal and deal 2, unfinished); tarokk play --resume {match} "
                                  "goes on with it") in p.stderr, p.stderr
    replayed = tarokk.records.replay_match(tarokk.records.from_json(match.read_text()))
    assert len(replayed.games) == 1 and len(replayed.unfinished.history) > 0
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "play", "jokai", "--record", str(tmp_path / "no" / "x.json")],
                       capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert p.returncode == 1 and p.stdout == "" and "cannot write" in p.stderr and "no such folder" in p.stderr
    if os.path.exists("/proc/version"):
        # A file there already that takes no writing (even by root): refused before any deal
        # is played, not after it (an audit lost a whole game's record so).
        p = subprocess.run([sys.executable, "-m", "tarokk.cli", "play", "jokai", "--record", "/proc/version"],
                           capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
        assert p.returncode == 1 and p.stdout == "" and p.stderr.startswith("tarokk: cannot write /proc/version: ")
    # Left in the first deal, a match's record has no whole deal, and the first as far as it went.
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "play", "jokai", "--deals", "2", "--seed", "3",
                        "--record", str(tmp_path / "first.json")], input="1\n", capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0 and "(deal 1, unfinished); tarokk play --resume" in p.stderr, p.stderr
    first = tarokk.records.replay_match(tarokk.records.from_json((tmp_path / "first.json").read_text()))
    assert first.games == [] and first.unfinished.history[0][0] == 1  # JK-B1: the forehand speaks first


@pytest.mark.parametrize("variant", ["jokai", "slovenian", "paskievics"])
def test_play_resume_goes_on_with_an_unfinished_deal_as_its_seat_saw_it(variant, tmp_path, capsys, monkeypatch):
    """`tarokk play --resume FILE`: a deal left unfinished (Ctrl-D) goes on from its record.
    The deal so far is told first as the seat saw it (another seat's discard that it did
    not see, face down: its public record's hidden actions, no more), then the game goes on,
    and FILE is written again with the whole deal, its first steps those of the record."""
    left = tmp_path / "left.json"
    code, _, err = run(["play", variant, "--seed", "3", "--record", str(left)], capsys, ["1"] * 3, monkeypatch)
    assert code == 0 and f"(unfinished); tarokk play --resume {left} goes on with it" in err
    rec = json.loads(left.read_text())
    steps = len(rec["actions"])
    assert steps > 3 and rec["result"] is None
    face_down = 0
    for seat in (0, 1):
        again = tmp_path / f"again{seat}.json"
        code, out, err = run(["play", "--resume", str(left), "--seat", str(seat), "--record", str(again)],
                             capsys, ["1"] * 300, monkeypatch)
        assert code == 0, err
        assert f"its {steps} steps so far first, as you saw them" in out
        told, goes_on = out.split("(the deal so far is told: the game goes on)")
        hidden = [e for e in tarokk.records.public_record(rec, seat)["actions"] if e["action"] is None]
        assert told.count("(face down)") == len(hidden), told
        face_down += len(hidden)
        done = json.loads(again.read_text())
        assert done["actions"][:steps] == rec["actions"] and done["result"] is not None
        assert tarokk.records.replay(done).is_over
    assert face_down > 0  # some discard was another seat's, not seen
    # Without --record the record resumed is written again, the deal now whole.
    code, _, err = run(["play", "--resume", str(left)], capsys, ["1"] * 300, monkeypatch)
    assert code == 0 and json.loads(left.read_text())["result"] is not None, err


@pytest.mark.parametrize("variant, seat", [("jokai", 0), ("slovenian-5", 4), ("paskievics", 2)])
def test_play_resume_goes_on_with_a_match_left_mid_deal(variant, seat, tmp_path, capsys, monkeypatch):
    """`tarokk play --resume MATCH`: a match left after its first deal goes on with the
    deal it was left in, as the seat saw it, then the deals still to come, dealt from the
    match's seeds, up to the --deals it was started with (then a Slovenian škis round,
    SL-R6); the file is written again, the finished deals and the deal's first steps as
    they were."""
    left = tmp_path / "match.json"
    argv = ["play", variant, "--deals", "3", "--seed", "5", "--seat", str(seat), "--record", str(left)]
    answers, rec = 1, {}
    while not rec.get("deals") or not rec.get("unfinished", {}).get("record", {}).get("actions"):
        # enough answers to leave it in a deal after the first, some steps in
        answers += 4
        run(argv, capsys, ["1"] * answers, monkeypatch)
        rec = json.loads(left.read_text())
    n = len(rec["deals"])
    assert rec["planned_deals"] == 3 and n < 3
    steps = len(rec["unfinished"]["record"]["actions"])
    # validate and replay tell the deal left after the finished ones.
    code, out, _ = run(["validate", str(left)], capsys)
    assert code == 0 and f"; deal {n + 1} unfinished, {steps} action{'s' * (steps > 1)}\n" in out, out
    code, out, _ = run(["replay", str(left)], capsys)
    assert code == 0 and f"\ndeal {n + 1}: {steps} action{'s' * (steps > 1)}, unfinished\n" in out, out
    code, out, err = run(["play", "--resume", str(left), "--seat", str(seat)], capsys, ["1"] * 2000, monkeypatch)
    assert code == 0 and err == f"record written to {left}\n", err
    assert f"the match of {left} goes on: {n} deal{'s' * (n > 1)} played so far, of 3" in out
    assert "(seed 5)" in out
    # Told as the player's seat saw it: another seat's discard unseen, face down (none where
    # he sits out but what every seat saw alike).
    told = out.split("(the deal so far is told: the game goes on)")[0]
    hidden = [e for e in tarokk.records.public_record(rec, seat)["unfinished"]["record"]["actions"]
              if e["action"] is None]
    assert told.count("(face down)") == len(hidden), told
    done = json.loads(left.read_text())
    assert done["deals"][:n] == rec["deals"] and "unfinished" not in done
    assert done["deals"][n]["actions"][:steps] == rec["unfinished"]["record"]["actions"]
    assert [d["deal"]["seed"] for d in done["deals"][:3]] == [5, 6, 7]
    replayed = tarokk.records.replay_match(done)
    if variant.startswith("slovenian"):  # SL-R6: the škis round's last deal ends the match
        assert len(done["deals"]) > 3 and replayed.sheet.finished
    else:
        assert len(done["deals"]) == 3
    code, out, err = run(["play", "--resume", str(left)], capsys, [], monkeypatch)
    assert (code, out) == (2, "") and "the match is over" in err


@pytest.mark.parametrize("planned", [None, 1])
def test_play_resume_plays_a_matchs_deal_in_progress_whatever_its_plan(planned, tmp_path, capsys, monkeypatch):
    """A match record written by the API (`match_record`) with a deal in progress and no
    `planned_deals`, or a plan it has already reached: --resume plays that deal to its end,
    and no more (the deal is never dropped from the record)."""
    sheet = tarokk.records.new_sheet("jokai", tarokk.variant("jokai"), ["A", "B", "C"])
    setup = sheet.next_deal()
    first = setup.game(seed=1)
    first.play_random(random.Random(1))
    tarokk.records.record_deal(sheet, setup, first)
    g = sheet.next_deal().game(seed=2)
    g.apply(g.legal_actions()[-1])
    left = tmp_path / "match.json"
    left.write_text(tarokk.records.to_json(tarokk.records.match_record(sheet, [first], g, planned)))
    code, out, err = run(["play", "--resume", str(left)], capsys, ["1"] * 200, monkeypatch)
    assert code == 0 and "goes on: 1 deal played so far, of 2" in out, out + err
    done = tarokk.records.replay_match(json.loads(left.read_text()))
    assert len(done.games) == 2 and done.unfinished is None and done.games[1].history[0] == g.history[0]


def test_a_match_left_as_a_deals_settlement_is_told_keeps_that_deal_whole(tmp_path, capsys, monkeypatch):
    """A match left while its first deal's settlement is told (the reader gone: a broken
    pipe) has that deal over: the record keeps it as a finished deal, with no deal in
    progress, and --resume goes on with the second."""
    said = []

    def say(self, *parts):
        said.append(parts)
        if parts == (cli.words("en", "settlement"),) and not any("Deal 2" in str(p) for ps in said for p in ps):
            raise BrokenPipeError
        print(*parts, file=self.stream)
    monkeypatch.setattr(cli.Out, "say", say)
    left = tmp_path / "match.json"
    code, _, err = run(["play", "jokai", "--deals", "2", "--seed", "3", "--record", str(left)], capsys, ["1"] * 200,
                       monkeypatch)
    assert code == 0 and err.startswith(f"record written to {left}\n"), err
    rec = json.loads(left.read_text())
    assert len(rec["deals"]) == 1 and "unfinished" not in rec and rec["planned_deals"] == 2
    assert tarokk.records.replay_match(rec).games[0].is_over
    monkeypatch.undo()
    code, out, err = run(["play", "--resume", str(left)], capsys, ["1"] * 200, monkeypatch)
    assert code == 0 and "goes on: 1 deal played so far, of 2" in out and "Deal 2" in out, out + err
    assert len(json.loads(left.read_text())["deals"]) == 2


def test_play_resume_of_a_match_refuses_a_tampered_deal_in_progress_and_a_seat_it_has_not(tmp_path, capsys,
                                                                                          monkeypatch):
    left = tmp_path / "match.json"
    run(["play", "jokai", "--deals", "2", "--seed", "3", "--record", str(left)], capsys, ["1"] * 3, monkeypatch)
    rec = json.loads(left.read_text())
    assert len(rec["unfinished"]["record"]["actions"]) >= 2
    rec["unfinished"]["record"]["actions"][1]["name"] = "solo"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec))
    kept = left.read_text()
    for argv, want, said in [
        (["play", "--resume", str(bad)], 1, "deal 1 (unfinished): step 1"),
        (["play", "--resume", str(left), "--seat", "3"], 2, "--seat 3 is not a player of the record's match: seats 0..2"),
        (["play", "--resume", str(left), "--deals", "4"], 2, "not --deals with it"),
    ]:
        code, out, err = run(argv, capsys, [], monkeypatch)
        assert (code, out) == (want, "") and said in err and err.count("\n") == 1, (argv, code, err)
    assert left.read_text() == kept


def test_play_resume_left_again_and_as_the_dealer_who_sits_out(tmp_path, capsys, monkeypatch):
    """A resumed deal left again (Ctrl-D) is written again as unfinished, with what was
    played since, and says how to go on; at a Jókai table of four the dealer who sits out
    (JK-D1) resumes watching, told so, and another seat is not told it."""
    left = tmp_path / "left.json"
    run(["play", "jokai-4", "--seat", "1", "--seed", "4", "--record", str(left)], capsys, ["2"], monkeypatch)
    steps = len(json.loads(left.read_text())["actions"])
    code, out, err = run(["play", "--resume", str(left), "--seat", "1"], capsys, ["1"], monkeypatch)
    assert code == 0 and f"(unfinished); tarokk play --resume {left} goes on with it" in err, err
    again = json.loads(left.read_text())
    assert again["result"] is None and len(again["actions"]) > steps
    assert "sitting this deal out" not in out
    code, out, err = run(["play", "--resume", str(left), "--seat", "0"], capsys, [], monkeypatch)
    assert code == 0 and "you are seat 0, the dealer, sitting this deal out" in out, out + err


def test_play_resume_refuses_what_it_cannot_go_on_with(tmp_path, capsys, monkeypatch):
    """--resume takes one unfinished deal's record, and the game, options and cards from
    it: a finished deal, a match's record, a sheet file of `tarokk score`, a tampered record,
    a seat the deal has not, or a variant, --option or --seed beside it are refused before
    anything is played (exit 2, a record's fault exit 1), and the file is left as it was."""
    left = tmp_path / "left.json"
    run(["play", "paskievics", "--seed", "3", "--record", str(left)], capsys, ["1"] * 3, monkeypatch)
    whole = tmp_path / "whole.json"
    assert run(["deal", "jokai", "--seed", "1", "--record", str(whole)], capsys)[0] == 0
    match = tmp_path / "match.json"
    run(["play", "jokai", "--deals", "2", "--seed", "3", "--record", str(match)], capsys, ["1"] * 60, monkeypatch)
    tampered = tmp_path / "tampered.json"
    bad = json.loads(left.read_text())
    bad["actions"][1]["action"] = 53 - bad["actions"][1]["action"]
    tampered.write_text(json.dumps(bad))
    kept = left.read_text()
    sheet = tmp_path / "sheet.json"  # what `tarokk score --sheet` keeps begins so
    sheet.write_text('{"format": "tarokk-scored-match/1", "game": "jokai"}')
    cases = [
        (["play", "--resume", str(sheet)], 2, f"is a sheet file of tarokk score: 'tarokk score <game> --sheet {sheet}'"),
        (["play", "--resume", str(whole)], 2, "the deal is over (tarokk replay"),
        (["play", "--resume", str(match)], 2, f"{match}: the match is over (tarokk replay {match} shows it)"),
        (["play", "--resume", str(tampered)], 1, "step 1"),
        (["play", "--resume", str(tmp_path / "none.json")], 1, "cannot read"),
        (["play", "--resume", str(left), "--seat", "4"], 2, "--seat 4 is not a seat of the record's deal: seats 0..3"),
        (["play", "jokai", "--resume", str(left)], 2, "not a variant with it"),
        (["play", "--resume", str(left), "--option", "end_early=false"], 2, "not --option with it"),
        (["play", "--resume", str(left), "--seed", "4"], 2, "not --seed with it"),
        (["play", "--resume", str(left), "--lang", "sl"], 2, "speaks en, hu, not 'sl'"),
    ]
    for argv, want, said in cases:
        code, out, err = run(argv, capsys, [], monkeypatch)
        assert (code, out) == (want, "") and said in err and err.count("\n") == 1, (argv, code, err)
    assert left.read_text() == kept


def test_output_that_cannot_be_written_is_one_line(tmp_path):
    """A full disk (/dev/full) is one line and exit 1, not an OSError traceback."""
    for argv in (["deal", "slovenian", "--seed", "3"], ["variants"]):
        with open("/dev/full", "w") as full:
            p = subprocess.run([sys.executable, "-m", "tarokk.cli", *argv], stdout=full, stderr=subprocess.PIPE,
                               text=True, timeout=120)
        assert p.returncode == 1 and p.stderr == "tarokk: cannot write the output: No space left on device\n", p.stderr
    # A record that cannot be written, found after the deal: exit 1 too (it was 2), and an
    # empty --record is bad usage (it was ignored).
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "deal", "jokai", "--seed", "1", "--record", "/dev/full"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 1 and p.stderr.strip() == "tarokk: cannot write /dev/full: No space left on device"
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "deal", "jokai", "--record", ""],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and "--record needs a file name" in p.stderr


def test_a_match_from_the_last_seed_wraps_round(capsys, monkeypatch, tmp_path):
    """--seed takes 0..2**64-1; a match's later deals wrap round to 0 (the second deal
    ended the match with 'seed must be in 0..2**64-1')."""
    path = tmp_path / "m.json"
    code, _, err = run(["play", "jokai", "--seed", str(2**64 - 1), "--deals", "2", "--record", str(path)],
                       capsys, ["1"] * 200, monkeypatch)
    assert code == 0 and "record written" in err, err
    assert run(["validate", str(path)], capsys)[0] == 0


def test_no_color_set_to_something_turns_colour_off(monkeypatch):
    """The NO_COLOR convention: set to a non-empty value, no colour; empty, as if unset."""
    import io

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    for value, colour in (("1", False), ("", True), (None, True)):
        if value is None:
            monkeypatch.delenv("NO_COLOR", raising=False)
        else:
            monkeypatch.setenv("NO_COLOR", value)
        assert cli.Out(Terminal()).color is colour, value


def test_score_asks_for_the_presets_table_by_default(capsys, monkeypatch):
    """`tarokk score slovenian-3`: the players' default is the preset's 3 (an empty answer),
    and a contract three players do not play is asked again at once (SL-T2)."""
    answers = ["", "solo three", "three", "0", "40", ""] + [""] * 12
    asked: list[str] = []
    code, out, _ = run(["score", "slovenian-3"], capsys, answers, monkeypatch, asked)
    amounts = out.split("amounts:")[1]
    assert code == 0 and "seat 2:" in amounts and "seat 3" not in amounts, out
    assert "three players play klop, three, two, one or beggar (SL-T2), not 'solo three'" in out
    assert not any("partner" in p for p in asked)  # SL-K1: three players call no king
    assert asked[asked.index("declarer seat: ") + 1] == "declarer side's card points (0..70): "


def test_score_asks_for_a_partner_only_where_there_can_be_one(capsys, monkeypatch):
    """SL-K1: only three, two and one with four players call a king, so only they ask for the
    partner, and the partner is another seat than the declarer: refused at the prompt and
    asked again, nothing typed before lost (before, the score function refused it at the
    end and every answer was lost)."""
    answers = ["4", "three", "1", "1", "2", "", "40", ""] + [""] * 15
    asked: list[str] = []
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and "seat 1 is the declarer" in out, out + err
    assert [p for p in asked if "partner" in p] == ["partner seat (the called king's holder; empty: alone): "] * 2
    assert "three by seat 1 with seat 2: won" in out
    assert "amounts: seat 0: +0, seat 1: +15, seat 2: +15, seat 3: +0" in out  # 10 + difference 5
    answers = ["4", "solo three", "1", "40", ""] + [""] * 15
    asked = []
    code, out, _ = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and not any("partner" in p for p in asked)  # a solo calls no king
    assert "amounts: seat 0: +0, seat 1: +45, seat 2: +0, seat 3: +0" in out  # 40 + difference 5


def test_sl_s1_the_failed_ultimo_questions_ask_what_the_rule_says(capsys, monkeypatch):
    """SL-S1: an unannounced pagat fails when it does not win the last trick itself (a
    higher tarok of its own side may take it), the called king when its side loses that
    trick; the questions ask that, and a pagat overtaken by its own side is charged (a
    user audit answered "did the side lose that trick?" truthfully with no, and the −25
    was lost)."""
    answers = ["4", "three", "1", "2", "", "40", ""] + [""] * 9 + ["declarer"] + [""] * 4
    asked: list[str] = []
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0, out + err
    pagat = [p for p in asked if p.startswith("pagat ultimo not announced")]
    king = [p for p in asked if p.startswith("king ultimo not announced")]
    assert pagat == ["pagat ultimo not announced: did a side play the pagat to the last trick without the pagat "
                     "winning it (even if its own side took the trick)? which (SL-S1; declarer/defenders, empty: no): "]
    # The called king is the declarer side's (SL-K1): whether it was lost, not by whom.
    assert king == ["king ultimo not announced: was the called king played to the last trick, and did the "
                    "declarer's side lose that trick? (SL-S1; y/n) [n]: "]
    assert "pagat ultimo" in out and "-25" in out, out


def test_score_refuses_the_dealer_who_sits_out_at_the_prompt(capsys, monkeypatch):
    """PK-D4: with five at the table the dealer sits out, so he is neither declarer, partner
    nor announcer; the declarer is not his own partner. Each refused at once, asked again."""
    answers = ["5", "0", "two", "0", "1", "0", "²", "1", "2", "XX", "60", "", "tulétroá=0", "tulétroá=3", "", "",
               "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0, out + err
    assert "a seat 0..4, or nothing, not '²'" in out  # a digit, but not a number
    assert out.count("seat 0 is the dealer, who sits out with five at the table (PK-D4)") == 3
    assert "seat 1 is the declarer" in out and "two by seat 1 with seat 2" in out
    assert "Traceback" not in err


def test_simulate_plays_the_play_phase_mode_as_tarokk_simulate_does(capsys):
    """--contract, --declarer and --called: the same deals as tarokk.simulate's play-phase
    mode (PK-H1: a fixed call); bad values are one line each, before any deal."""
    from tarokk import simulate
    args = ["simulate", "paskievics", "--deals", "300", "--seed", "4", "--policy", "rule", "--json"]
    code, out, _ = run(args + ["--contract", "two", "--declarer", "2", "--called", "XIX"], capsys)
    summary = json.loads(out)
    assert code == 0 and summary["contracts"] == {"two": 300}
    same = simulate("paskievics", 300, seed=4, policies="rule", contract="two", declarer=2, called="XIX")
    assert summary["mean_amounts"] == pytest.approx(list(same.summary.mean_amounts))
    code, out, _ = run(args + ["--contract", "1", "--declarer", "2", "--called", "XIX"], capsys)
    assert code == 0 and json.loads(out)["mean_amounts"] == summary["mean_amounts"]
    for bad, message in [(["--contract", "nonsense"], 'unknown Paskievics level "nonsense"'),
                         (["--declarer", "1"], "--declarer and --called belong to the play-phase mode: give --contract too"),
                         (["--contract", "two", "--called", "XXI"], "XXI cannot be called"),
                         (["--contract", "two", "--declarer", "9"], "declarer 9 is not a seat of 4")]:
        code, out, err = run(args + bad, capsys)
        assert code != 0 and out == "" and message in err and len(err.strip().splitlines()) == 1, (bad, err)


def test_simulate_dealer_follows_the_advice_of_SL_B2s_refusal(capsys):
    """SL-B2: only the forehand plays three. The refusal of another declarer names the dealer
    that makes him the forehand, and --dealer gives it: the same deals as tarokk.simulate's."""
    from tarokk import simulate
    args = ["simulate", "slovenian", "--deals", "200", "--seed", "2", "--policy", "rule", "--json",
            "--contract", "three", "--declarer", "2"]
    code, out, err = run(args, capsys)
    assert code == 2 and "choose dealer 1 for declarer 2" in err
    code, out, _ = run(args + ["--dealer", "1"], capsys)
    same = simulate("slovenian", 200, seed=2, policies="rule", contract="three", declarer=2, dealer=1)
    assert code == 0 and json.loads(out)["mean_amounts"] == pytest.approx(list(same.summary.mean_amounts))
    code, out, err = run(args + ["--dealer", "4"], capsys)
    assert code == 2 and out == "" and "dealer 4 is not a seat of 4" in err


def test_simulate_threads_0_is_every_core_as_in_arena(capsys):
    code, out, _ = run(["simulate", "jokai", "--deals", "50", "--threads", "0", "--json"], capsys)
    assert code == 0 and json.loads(out)["deals"] == 50


_DISCARD_LINE = re.compile(r"^seat (\d): discard (.+)$", re.M)


@pytest.mark.parametrize("preset,seat", [("jokai", 0), ("jokai-4", 0), ("slovenian", 0), ("slovenian", 2),
                                         ("paskievics", 1), ("paskievics-5", 0),
                                         ("paskievics-5", 2)])
def test_play_tells_other_seats_discards_only_as_far_as_the_seat_sees_them(capsys, monkeypatch, preset, seat):
    """JK-S2 (the declarer's discards are his alone), SL-K3 (only discarded taroks are
    shown), PK-S2 (discards face down; the tarokk count is said aloud; the tarokks are
    turned up after the first trick) and PK-D4 (the sitting-out dealer gets the others'
    discards): `tarokk play` told every bot's discard by name."""
    face_down = 0
    for seed in range(1, 9):
        code, out, _ = run(["play", preset, "--seat", str(seat), "--seed", str(seed)], capsys,
                           ["1"] * 120, monkeypatch)
        assert code == 0, out
        for s, what in _DISCARD_LINE.findall(out):
            if int(s) == seat:
                continue
            if what == "(face down)":
                face_down += 1
                continue
            # A discard told by name is one the seat may see: a Slovenian tarok, or (at a
            # five-handed Paskievics table) a non-declarer's discard that the dealer gets.
            assert preset == "slovenian" and what.split()[0] in _TAROKS or preset == "paskievics-5" and seat == 0, \
                (preset, seed, s, what)
        if preset.startswith("paskievics"):
            # Each other seat that discarded says how many tarokks it discarded.
            told = {int(s) for s, _ in re.findall(r"^seat (\d): (no tarokk|\d+ tarokks?) in the skart", out, re.M)}
            discarded = {int(s) for s, _ in _DISCARD_LINE.findall(out)} - {seat}
            assert told == discarded, out
    assert face_down > 0


_TAROKS = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
           "XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "Sk"}


def test_play_tells_the_discarded_tarokks_turned_up_after_the_first_trick(capsys, monkeypatch):
    """PK-S2: seat 2 discarded the II face down and said "1 tarokk"; after the first trick
    it is shown."""
    code, out, _ = run(["play", "paskievics", "--seat", "1", "--seed", "2"], capsys, ["1"] * 120, monkeypatch)
    assert code == 0
    lines = out.splitlines()
    said = lines.index("seat 2: 1 tarokk in the skart (tarokk fekszik)")
    shown = lines.index("seat 2's discards shown: II")
    first_trick = next(i for i, line in enumerate(lines) if "trick 1:" in line)
    assert said < first_trick < shown
    assert not any(line.startswith("seat 2: discard II") for line in lines)


def test_an_illegal_card_is_named_as_typed(capsys, monkeypatch):
    """PK-P1 at the prompt: the card typed with its suit symbol is told back as typed, with
    the rule that refuses it (the engine's message names cards in ASCII)."""
    answers = ["1", "1", "1", "K♦", "1"] + ["1"] * 60
    code, out, _ = run(["play", "paskievics", "--seat", "0", "--seed", "5"], capsys, answers, monkeypatch)
    assert code == 0
    assert "  K♦ is not legal: must follow clubs (PK-P1)" in out
    assert "KD is not legal" not in out


def test_a_card_refused_as_a_discard_is_named_as_typed(capsys, monkeypatch):
    """JK-S2 at the prompt: a king typed with its suit symbol as a discard is refused with
    the card told back as typed and the rule (the engine's message says "discard KC")."""
    answers = ["3", "1", "K♣", "12", "12"] + ["1"] * 60
    code, out, _ = run(["play", "jokai", "--seat", "0", "--seed", "7"], capsys, answers, monkeypatch)
    assert code == 0
    assert "  discard K♣ is not legal: a card worth 5 points (king, skíz, XXI, pagát) may not be discarded (JK-S2)" in out
    assert "discard KC" not in out


@pytest.mark.parametrize("command", [["play", "jokai"], ["simulate", "jokai"], ["arena", "jokai", "--policy", "rule"]])
def test_a_deal_count_below_one_is_named(capsys, command):
    """--deals 0 or -5: one line naming the value, exit 2, before any deal."""
    for n in ("0", "-5"):
        code, out, err = run(command + ["--deals", n], capsys)
        assert (code, out, err) == (2, "", f"tarokk: --deals must be at least 1, not {n}\n")
    huge = str(10**23)  # named as --deals, not as the API's n_deals
    assert run(command + ["--deals", huge], capsys) == (2, "", f"tarokk: --deals must be at most {2**63 - 1}, not {huge}\n")


#: Answers a careless or confused player might type at any prompt of `play` or `score`.
CARELESS = ["", "0", "1", "2", "3", "4", "5", "9", "-1", "70", "66", "94", "40", "60", "three", "two", "solo",
            "solo three", "beggar", "klop", "valat", "first double", "third double", "pass", "hold", "call XX",
            "discard KH", "kontra", "rekontra", "mordkontra", "declarer", "defenders", "dec", "y", "n", "XX", "XIX",
            "KH", "tulétroá", "volát", "tulétroá=0", "volát=declarer", "pagát ultimó=1, tulétroá=declarer",
            "trula", "20 15 20 15", "1 2 3 6", "x", "²", "1e3", "=", ",", "1.5", "🂡", "a" * 300, "undo", "?"]
PRESETS = ["jokai", "jokai-4", "slovenian", "slovenian-3", "slovenian-5", "paskievics", "paskievics-5"]


@pytest.mark.parametrize("command", ["score", "play"])
def test_any_answers_at_the_prompts_end_in_a_result_or_a_clean_error(capsys, monkeypatch, command):
    """Seeded random answers, sense and nonsense, at every prompt of `tarokk score` and
    `tarokk play` for every preset: each run ends in a result, a one-line error (exit 1 or 2),
    or the end of input, and never in a traceback. (Fuzzing found a partner typed as '²'
    crashing `score`.)"""
    outcomes = set()
    for k in range(140 if command == "score" else 21):
        rng = random.Random(k)
        preset = PRESETS[k % len(PRESETS)]
        argv = [command, preset] + (["--seed", str(k), "--seat", str(k % 3)] if command == "play" else [])
        answers = [rng.choice(CARELESS) if rng.random() < 0.6 else str(rng.randrange(1, 6)) for _ in range(500)]
        code, out, err = run(argv, capsys, answers, monkeypatch)
        assert code in (cli.EXIT_OK, cli.EXIT_INVALID, cli.EXIT_USAGE) and "Traceback" not in err, (argv, k, err[-500:])
        outcomes.add(code == cli.EXIT_OK and ("amounts:" if command == "score" else "Settlement") in out)
    # Some answers to `score` contradict each other (one-line errors, asked anew next time);
    # `play` asks again until an answer is legal, so every deal reaches its settlement.
    assert outcomes == ({True, False} if command == "score" else {True})


@pytest.mark.parametrize("facts,bonuses", [
    (["4", "beggar", "1", "y"], []), (["4", "valat", "1", "y"], []),
    (["3", "two", "1", "40"], ["trula", "kings", "pagat ultimo", "valat"]),
    (["4", "solo two", "1", "40"], ["trula", "kings", "pagat ultimo", "valat"]),
    (["4", "two", "1", "", "", "40"], ["trula", "kings", "king ultimo", "pagat ultimo", "valat"]),
])
def test_score_asks_about_the_bonuses_a_contract_has(capsys, monkeypatch, facts, bonuses):
    """SL-A1, SL-S3: only three, two, one and the solos have bonuses, and king ultimo needs a
    called king (four players, SL-T1). Before 2026-12-05 every contract was asked about all
    five, and a beggar's answers were refused only at the end."""
    asked: list[str] = []
    code, out, err = run(["score", "slovenian"], capsys, facts + [""] * 20, monkeypatch, asked)
    assert code == 0 and "amounts:" in out, out + err
    announced = [p.split(":")[0] for p in asked if "announced by" in p]
    assert announced == bonuses, asked
    # SL-S5 with SL-S3: the mond penalty is asked where bonuses are (beggar and above: not).
    assert any("mond penalty" in p for p in asked) == bool(bonuses), asked


def test_python_dash_m_tarokk_is_the_command(capsys):
    """``python -m tarokk`` runs the same command as the console script: its output, its
    complaint about a bad argument and its exit status."""
    ok = subprocess.run([sys.executable, "-m", "tarokk", "deal", "jokai", "--seed", "2"],
                        capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and ok.stdout == run(["deal", "jokai", "--seed", "2"], capsys)[1]
    bad = subprocess.run([sys.executable, "-m", "tarokk", "simulate", "jokai", "--deals", "0"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stderr.strip() == "tarokk: --deals must be at least 1, not 0"
    assert "Traceback" not in bad.stderr


def test_score_slovenian_takes_bonus_kontras_the_mond_penalty_a_failed_ultimo_and_a_queen(capsys, monkeypatch):
    """SL-A2: an announced bonus has its own kontra ladder (an announced valat kontra'd is
    ±1000, SL-S2); SL-S5: the mond penalty, −21 to the seat that paid it; SL-S1: an
    unannounced pagat lost in the last trick; SL-K1: a called queen has no king ultimo.
    `tarokk score` asked none of these (a kontra'd valat scored 500, the −21 was lost)."""
    # tri, declarer 0 with 2, no queen; 66 points; valat announced by the declarer side,
    # kontra'd, made; a mond penalty paid by seat 3, which an announced valat leaves out too
    # (SL-S2: not even the mond penalty).
    answers = ["4", "tri", "0", "2", "", "66", ""] + ["", ""] * 2 + ["", "", ""] * 2 + ["declarer", "kontra", "declarer", "3"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert code == 0, out + err
    assert "valat          declarer   announced  ×2 +1000" in out
    assert "amounts: seat 0: +1000, seat 1: +0, seat 2: +1000, seat 3: +0" in out
    # two, declarer 1 alone, a queen called: no king ultimo question; the defenders' pagat
    # lost the last trick unannounced (+25 for the declarer side, SL-S1); seat 3 paid the
    # mond penalty (SL-S5, a defender: scores nothing else, SL-S4).
    asked: list[str] = []
    answers = ["4", "two", "1", "", "y", "40", ""] + ["", ""] * 2 + ["", "", "defenders"] + ["", "", "3"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and not any(p.startswith("king ultimo") for p in asked), asked
    assert "pagat ultimo   defenders  silent          +25" in out
    assert "amounts: seat 0: +0, seat 1: +50, seat 2: +0, seat 3: -21" in out  # 20 + 5 + 25


def test_score_paskievics_takes_figure_kontras_counts_and_the_official_kontra(capsys, monkeypatch):
    """PK-A4/PK-X2: each announced figure has its own kontra (a kontra'd pagát ultimó made
    pays 10 × 2); PK-A3: a tarokk count, 2 from each other player for 9; PK-H5: the called
    card in the skart, the declarer alone and the game kontra'd by rule; a figure named
    twice is refused, not the first one dropped without a word."""
    answers = ["4", "0", "two", "0", "1", "XX", "60", "", "pagát ultimó=1, pagát ultimó=0", "pagát ultimó=1",
               "kontra", "pagát ultimó=declarer", "2=9", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0, out + err
    assert "'pagát ultimó' is named twice" in out
    # game 2, pagát ultimó 10 × 2: 22 each; seat 2's count of 9: 2 from each other seat
    assert "amounts: seat 0: +20, seat 1: +20, seat 2: -16, seat 3: -24" in out
    # one, declarer 3 alone: the called XX lay in the skart (hivatalból kontra), 50 points:
    # the game 3 × 2 from each of the three (PK-X4).
    answers = ["4", "0", "one", "3", "", "XX", "50", "", "y", "", "", "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: -6, seat 1: -6, seat 2: -6, seat 3: +18" in out, out + err


def test_score_complaints_name_only_what_the_prompt_takes(capsys, monkeypatch):
    """A prompt's answer is text: its complaint names the words it takes, not the numbers
    a Python caller of the score functions may give (it said 'a level is 1..4 …, not '1'')."""
    code, out, _ = run(["score", "jokai"], capsys, ["3", "1", "solo", "0", "40", "2"], monkeypatch)
    assert "a level is first double, second double, third double or solo, not '1'" in out
    assert "nothing, or kontra or rekontra, not '2'" in out
    code, out, _ = run(["score", "paskievics"], capsys, ["4", "0", "1", "two", "0", "1", "XX", "60", "8"], monkeypatch)
    assert "a level is three, two, one or solo (három, kettő, egy, szóló), not '1'" in out
    assert "nothing, or kontra, rekontra, szubkontra, hirskontra or mordkontra, not '8'" in out
    code, out, _ = run(["score", "slovenian"], capsys, ["4", "5", "two", "1", "", "", "40", "2"], monkeypatch)
    assert "no such contract: '5' (klop, three, two" in out
    assert "nothing, or kontra, rekontra, subkontra or mordkontra, not '2'" in out
    assert not any(n in out for n in ("1..4", "factor", "0…4", "[")), out


def test_score_takes_the_short_words_said_at_the_table():
    """SL-A2's ladder as said at the table ("re", "sub", "mord"), and "ulti" for pagát
    ultimó in both Hungarian games (JK-F4, PK-A2)."""
    from tarokk.jokai.scoring import _figure as jokai_figure
    from tarokk.paskievics.scoring import _figure as paskievics_figure
    from tarokk.slovenian.scoring import _level
    assert [_level(w) for w in ("re", "Sub", "mord")] == [_level(w) for w in ("rekontra", "subkontra", "mordkontra")]
    assert jokai_figure("ulti") == jokai_figure("ultimó") == jokai_figure("pagát ultimó")
    assert paskievics_figure("ulti") == paskievics_figure("pagát ultimó")


def test_score_paskievics_takes_the_called_tarokk_by_its_number(capsys, monkeypatch):
    """PK-H1: the called tarokk as said at the table, "19" for the XIX (it was refused as
    an ambiguous card name); a number that is an honour is still refused."""
    answers = ["4", "0", "two", "0", "1", "1", "19", "60", "", "", "", "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "ambiguous" not in out, out + err
    assert "I cannot be called: only the tarokks II–XX (PK-H1)" in out
    assert "amounts: seat 0: +2, seat 1: +2, seat 2: -2, seat 3: -2" in out


def test_score_paskievics_takes_a_deal_thrown_in_without_an_honour(capsys, monkeypatch):
    """PK-S5: the fourth to speak bid without an honour and got none from the talon: he
    throws the deal in and pays each other player 2. Typed at the level prompt; the
    fourth follows from the dealer (PK-B3), the sitting-out dealer of five pays nothing."""
    code, out, err = run(["score", "paskievics"], capsys, ["4", "2", "no honour"], monkeypatch)
    assert code == 0 and "amounts: seat 0: +2, seat 1: +2, seat 2: -6, seat 3: +2" in out, out + err
    code, out, err = run(["score", "paskievics"], capsys, ["5", "2", "No Honour"], monkeypatch)
    assert code == 0 and "amounts: seat 0: +2, seat 1: -6, seat 2: +0, seat 3: +2, seat 4: +2" in out, out + err
    assert "silent" not in out


def test_score_refuses_counts_that_cannot_be_at_their_prompt_in_the_language(capsys, monkeypatch):
    """PK-A3 at `tarokk score paskievics`: a count said in the announcements is not shown
    again after the last trick, and a declarer alone shows none (only his partner would pay
    it): refused at the prompt, in Hungarian (they came in English, as objections to the
    whole deal); counts of more than 22 tarokks are objected to in Hungarian too. A Jókai
    figure named twice is refused (it was asked about twice, the later answer kept), and
    "-" empties an answer where none is offered too."""
    head = ["4", "0", "kettő", "1"]
    answers = head + ["2", "XX", "50", "", "", "", "1=8", "1=9", ""]
    code, out, err = run(["score", "paskievics", "--lang", "hu"], capsys, answers, monkeypatch)
    assert code == 0 and "1. játékos már a bemondásokban bemondta a tarokkszámát" in out, out + err
    answers = head + ["", "XX", "50", "", "n", "", "", "", "1=9", ""]
    code, out, err = run(["score", "paskievics", "--lang", "hu"], capsys, answers, monkeypatch)
    assert code == 0 and "1. játékos egyedül játszó felvevő: a játék végén nem mondhat be" in out, out + err
    answers = head + ["2", "XX", "50", "", "", "", "0=9,1=9,2=9", ""] + [""] * 12 + ["-", ""]
    code, out, err = run(["score", "paskievics", "--lang", "hu"], capsys, answers, monkeypatch)
    assert "a tarokkszámok összesen 27 tarokkot adnak, de csak 22 tarokk van (PK-A3)" in out, out + err
    assert code == 1 and "the counts add up" not in out  # the answers ran out: nothing scored
    answers = ["3", "solo", "0", "40", "", "volát, volát", "volát", "-"] + [""] * 8
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    assert code == 0 and "'volát' is named twice" in out and "not '-'" not in out, out + err


def test_the_last_skart_view_asks_only_to_take_the_pair(capsys, monkeypatch):
    """JK-S1: at the fifth view the pair must be taken; the question said "Take it or turn
    to the next?" though no next was offered."""
    answers = ["first double", "2", "2", "2", "2"] + ["1"] * 80
    code, out, err = run(["play", "jokai-4", "--seed", "11", "--seat", "1", "--deals", "1"], capsys, answers, monkeypatch)
    fifth = next(line for line in out.splitlines() if "view 5 of the skart" in line)
    assert code == 0 and fifth.endswith("You must take it (the last view).") and "next" not in fifth, out + err
    assert "view 4 of the skart" in out and "Take it or turn to the next?" in out


@pytest.mark.parametrize("encoding", ["ascii", "cp1252", "latin-1"])
@pytest.mark.parametrize("game, lang, plain", [
    ("slovenian", "sl", "zacne"),  # začne (leads): none of the three has č
    ("jokai", "hu", "kor"),  # kőr (hearts): none has ő
    ("paskievics", "en", "-> seat"),  # an arrow to the trick's winner
])
def test_an_output_without_every_character_gets_plain_stand_ins(encoding, game, lang, plain):
    """A terminal or pipe whose encoding lacks the suit symbols, ő or š (a Windows console's
    code page, cp1252 for a file there): the command still runs, writing the nearest plain
    text for what the encoding lacks, and nothing else changes (JSON stays exact)."""
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "deal", game, "--seed", "2", "--lang", lang],
                       capture_output=True, timeout=120, env=env, stdin=subprocess.DEVNULL)
    assert p.returncode == 0 and p.stderr == b"", p.stderr
    text = p.stdout.decode(encoding)  # written in that encoding, whole
    utf8 = subprocess.run([sys.executable, "-m", "tarokk.cli", "deal", game, "--seed", "2", "--lang", lang],
                          capture_output=True, timeout=120, env=dict(os.environ, PYTHONIOENCODING="utf-8"),
                          stdin=subprocess.DEVNULL).stdout.decode("utf-8")
    assert text == "".join(c if c.encode(encoding, "ignore") else cli.cliencoding.stand_in(c) for c in utf8)
    assert text != utf8 and plain in text
    helped = subprocess.run([sys.executable, "-m", "tarokk.cli", "--help"], capture_output=True, timeout=120, env=env)
    jokai = "Jókai-hármas".encode(encoding, cli.cliencoding.HANDLER).decode(encoding)  # as the help names it
    assert helped.returncode == 0 and jokai in helped.stdout.decode(encoding)
    # Simulate's JSON names the Hungarian bonuses (tulétroá, pagát ultimó): escaped, exact.
    args = [sys.executable, "-m", "tarokk.cli", "simulate", game, "--deals", "30", "--json"]
    summaries = [json.loads(subprocess.run(args, capture_output=True, timeout=120,
                                           env=dict(os.environ, PYTHONIOENCODING=e)).stdout.decode(e))
                 for e in (encoding, "utf-8")]
    for summary in summaries:
        del summary["elapsed_s"], summary["deals_per_s"]  # times of the run
    assert summaries[0] == summaries[1]
    assert game == "slovenian" or "tulétroá" in summaries[0]["bonuses"]


def test_plain_stand_ins():
    """The stand-ins: the suit's letter of the ASCII card style, the letter without its
    accent, a dash and an arrow as ASCII, and ? for a character with no plain form."""
    stand_in = cli.cliencoding.stand_in
    assert "".join(map(stand_in, "K♥ 4♦ kőr škis — 3→0 ⁻")) == "KH 4D kor skis - 3->0 -"
    assert stand_in("中") == "?" and stand_in("\udcff") == "?"
    assert all(stand_in(c).isascii() for c in cli.cliencoding.PROBE)


@pytest.mark.parametrize("encoding", ["utf-8:strict", "ascii"])
def test_typed_bytes_that_are_no_text_are_asked_again(encoding):
    """A byte standard input cannot decode (a stray byte under en_US.UTF-8, where Python
    reads strictly; a UTF-8 letter on an ASCII terminal) is refused at the prompt, which
    asks again, as at every prompt: no traceback."""
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "play", "slovenian", "--seat", "0", "--seed", "3"],
                       input=b"\xff\xfe\nbera\xc4\x8d\n", capture_output=True, timeout=120, env=env)
    assert p.returncode == 0 and b"Traceback" not in p.stderr, p.stderr
    assert p.stdout.count(b"that was not text") == 2 - (encoding != "ascii")  # berač is text in UTF-8
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "score", "jokai"],
                       input=b"\xff\n", capture_output=True, timeout=120, env=env)
    # Asked again, then the input ends: nothing scored (exit code 1).
    assert p.returncode == 1 and b"Traceback" not in p.stderr and b"that was not text" in p.stdout, p


@pytest.mark.parametrize("deals", [1, 3])
@pytest.mark.parametrize("key", [EOFError, KeyboardInterrupt])
def test_the_seed_is_told_only_when_the_game_is_over_or_left(capsys, monkeypatch, key, deals):
    """The seed deals every card (``tarokk deal --seed S`` shows every hand and the talon;
    a match's deal k is S + k): `tarokk play` tells it once the deal or the match is over,
    or left at a prompt, never while the cards are hidden (an audit of hidden information
    found it on the first line). Left with Ctrl-D or Ctrl-C, the prompt's line is ended
    first, then the seed, then the farewell, without a blank line."""
    answers = iter(["2"])  # a bid, then Ctrl-D or Ctrl-C at the next prompt

    def fake_input(prompt=""):
        print(prompt, end="")
        try:
            return next(answers)
        except StopIteration:
            raise key from None

    monkeypatch.setattr("builtins.input", fake_input)
    code = cli.main(["play", "jokai", "--seed", "77", "--deals", str(deals)])
    out, err = capsys.readouterr()
    assert code == (0 if key is EOFError else 130)
    # the prompt ("> ", "your bid? ") ended by a newline, then the seed
    assert "77" not in out[:-len("(seed 77)\n")] and out.endswith(" \n(seed 77)\n"), out[-200:]
    assert err == ("bye\n" if key is EOFError else "interrupted\n"), err
    code, out, _ = run(["play", "jokai", "--seed", "77", "--deals", str(deals), "--bots", "random"], capsys,
                       ["1"] * 3000, monkeypatch)
    assert code == 0 and out.endswith("\n(seed 77)\n") and "77" not in out[:-len("(seed 77)\n")]


def test_deal_policy_names_every_seats_player(capsys, tmp_path):
    """`tarokk deal --policy rule` is the deal the rule players play in Python (the default
    is the game's own: Slovenian "sensible", which bids otherwise); an unknown name is bad
    usage, told the names known."""
    from tarokk.policies import rule_policy
    from tarokk.records import from_json
    path = tmp_path / "d.json"
    code, _, _ = run(["deal", "slovenian", "--seed", "3", "--policy", "rule", "--record", str(path)], capsys)
    g = Game("slovenian", seed=3)
    while not g.is_over:
        g.apply(rule_policy(g, None))
    assert code == 0 and [e["action"] for e in from_json(path.read_text())["actions"]] == [int(a) for _, a in g.history]
    code, _, _ = run(["deal", "slovenian", "--seed", "3", "--record", str(path)], capsys)
    assert code == 0 and [e["action"] for e in from_json(path.read_text())["actions"]] != [int(a) for _, a in g.history]
    code, out, err = run(["deal", "slovenian", "--policy", "nope"], capsys)
    assert code == 2 and out == "" and "unknown policy 'nope' for slovenian; known: random, rule, pimc, sensible" in err


def test_rough_edges_a_cli_audit_found(capsys, monkeypatch, tmp_path):
    """--record replaces an earlier record but no other file (an audit lost a text file to
    `play --record` and Ctrl-D); a slovenian-5 deal's dealer is one of the four who play
    (SL-D1), and the message says so; simulate tells that a Python player such as
    "sensible" is for tarokk.Game; play's and deal's help name the default variant."""
    precious = tmp_path / "precious.txt"
    precious.write_text("precious\n")
    code, out, err = run(["deal", "jokai", "--seed", "1", "--record", str(precious)], capsys)
    assert (code, out) == (1, "") and "exists and is not a tarokk record: not overwritten" in err, err
    assert precious.read_text() == "precious\n"
    rec = tmp_path / "r.json"
    for seed in ("1", "2"):  # an earlier record is replaced
        code, _, err = run(["deal", "jokai", "--seed", seed, "--record", str(rec)], capsys)
        assert code == 0 and "record written to" in err
    assert tarokk.records.from_json(rec.read_text())["deal"]["seed"] == 2
    code, out, err = run(["deal", "slovenian-5", "--dealer", "4", "--seed", "2"], capsys)
    assert code == 2 and "dealt to the 4 who play it (the fifth sits out, SL-D1): --dealer is a seat 0..3, not 4" in err
    code, out, err = run(["simulate", "slovenian", "--deals", "5", "--policy", "sensible"], capsys)
    assert code == 2 and "'sensible' is a player of tarokk.Game" in err and "'rule-bid'" in err, err
    for command in ("play", "deal"):
        code, out, _ = run([command, "--help"], capsys)
        assert code == 0 and "default slovenian" in " ".join(out.split())


def test_pk_s1_a_szolo_declarer_is_not_asked_to_discard_0_cards(capsys, monkeypatch):
    """PK-S1: a szóló declarer takes no talon card, so he discards none: the question says
    so (it read "discard 0 cards"), and Enter takes its only choice."""
    code, out, _ = run(["play", "paskievics", "--seed", "23", "--seat", "1"], capsys, ["3", ""], monkeypatch)
    assert code == 0
    assert "Seat 1, nothing to discard (no talon cards taken): pass, or where you may, annul the deal (PK-S4):" in out
    assert "discard 0" not in out and "seat 2: discard (face down)" in out  # the Enter was taken


def test_score_takes_slovenian_contract_names_as_typed_without_accents(capsys, monkeypatch):
    """A Slovenian contract typed on a keyboard without č, with a hyphen or two spaces, or
    the American "color", is that contract (SL-B1): "berac", "odprti berac", "solo  three"
    and "color valat" were "no such contract" while the Hungarian games' names were taken
    without accents (from a card player's audit)."""
    for typed, index in [("berac", 7), ("Odprti Berac", 9), ("solo  three", 4), ("solo-three", 4),
                         ("color valat", 10), ("SOLO BREZ", 8)]:
        assert tarokk.slovenian.scoring._contract_index(typed) == index, typed
    answers = ["4", "odprti berac", "1", "da", ""]
    code, out, err = run(["score", "slovenian", "--lang", "sl"], capsys, answers, monkeypatch)
    assert code == 0 and "izid: igralec 0: +0, igralec 1: +90" in out, out + err
    with pytest.raises(tarokk.InvalidInputError, match="unknown Slovenian contract: 'berak'"):
        tarokk.score_slovenian("berak", 1, won=True)


def test_score_refuses_card_points_the_contract_rules_out_at_their_prompt(capsys, monkeypatch):
    """Card points that the contract alone rules out (SL-K2: the talon cards the declarer did
    not take are the defenders'; JK-C1: a kettős declarer has 1..65; PK-S3: the others'
    discards count for the defenders) are refused at the card points prompt, in the score
    function's words, and asked again: they were taken, and refused only after every other
    question, which were then all asked again (from a card player's audit)."""
    asked: list[str] = []
    answers = ["4", "three", "0", "2", "", "70", "68"] + [""] * 15
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and "amounts: seat 0: +45, seat 1: +0, seat 2: +45, seat 3: +0" in out, out + err
    assert ("  the 3 talon cards the declarer did not take are the defenders', so his party has at most 69 "
            "points, not 70 (SL-K2, SL-C1)\n") in out
    assert "once more from the start" not in out
    assert asked[5] == asked[6] == "declarer side's card points (0..70): "
    answers = ["3", "első kettős", "0", "3", "66", "40"] + [""] * 8
    code, out, err = run(["score", "jokai", "--lang", "hu"], capsys, answers, monkeypatch)
    assert code == 0 and "kettősben a felvevőnek 1..65 pontja lehet" in out and "Ezek a válaszok" not in out, out + err
    answers = ["4", "0", "two", "0", "1", "XX", "94", "60", "", "", "", "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "the 4 discarded cards that count for the defenders (PK-S3)" in out, out + err
    assert "amounts: seat 0: +2, seat 1: +2, seat 2: -2, seat 3: -2" in out and "once more" not in out


def test_score_paskievics_names_an_honour_called_by_number_in_hungarian(capsys, monkeypatch):
    """PK-H1: "22" at the called card is the skíz, which cannot be called; in Hungarian it
    is told as "skíz" (it was "Sk", the notation's ASCII); a card typed by name is told as
    typed."""
    answers = ["4", "2", "három", "0", "1", "22", "1", "K♥", "XX"]
    code, out, err = run(["score", "paskievics", "--lang", "hu"], capsys, answers, monkeypatch)
    assert code == 1 and "  skíz nem hívható: csak a II–XX tarokkok hívhatók (PK-H1)\n" in out, out + err
    assert "  pagát nem hívható" in out and "  K♥ nem hívható" in out and "Sk nem" not in out


def test_score_paskievics_takes_the_xx_by_its_table_name(capsys, monkeypatch):
    """PK-H1: the called XX as the game is named after it, "huszas" ("huszast", "XX-as")."""
    for called in ["huszast", "XX-as", "Huszas"]:
        answers = ["4", "0", "two", "0", "1", called, "60", "", "", "", "", ""]
        code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
        assert code == 0 and "amounts: seat 0: +2, seat 1: +2, seat 2: -2, seat 3: -2" in out, called + out + err
        assert "cannot be called" not in out and "not a card" not in out


def test_a_piped_simulate_bar_writes_a_line_every_tenth(capsys, monkeypatch):
    """`tarokk simulate` piped into a log: a line every tenth of the run and at the end, as
    progress=True and `tarokk arena` write it (docs/simulation.md), not one every chunk
    (1,526 lines for 10**8 deals)."""
    import tarokk.simulation as simulation
    monkeypatch.setattr(simulation, "DEFAULT_CHUNK", 1000)  # 40 chunks
    code, out, err = run(["simulate", "jokai", "--deals", "40000", "--policy", "random"], capsys)
    lines = [line for line in err.splitlines() if "deals" in line]
    assert code == 0 and 10 <= len(lines) <= 11, lines
    assert lines[-1].endswith("40,000/40,000 deals")


def test_simulate_start_continues_a_run(capsys):
    """`--start K`: the run's deals from index K on, so a run can be continued from the
    command line (from a data scientist's audit): two halves count what the whole does."""
    import json
    def counts(*extra):
        code, out, err = run(["simulate", "jokai", "--deals", "1000", "--seed", "4", "--policy", "rule",
                              "--json", *extra], capsys)
        assert code == 0, err
        return json.loads(out)["contracts"]
    whole = run(["simulate", "jokai", "--deals", "2000", "--seed", "4", "--policy", "rule", "--json"], capsys)
    halves = [counts(), counts("--start", "1000")]
    together = {k: halves[0].get(k, 0) + halves[1].get(k, 0) for k in set(halves[0]) | set(halves[1])}
    assert together == json.loads(whole[1])["contracts"] and halves[0] != halves[1]
    code, out, err = run(["simulate", "jokai", "--deals", "10", "--start", "-1"], capsys)
    assert code == 2 and "start" in err and "Traceback" not in err


def test_pk_h1_the_called_tarokk_named_as_the_table_names_it():
    """PK-H1 ("Segít a XX-as tarokk"): at the call, "XX-as" (and the other numerals with their
    Hungarian suffix) names the call of that tarokk, as "XX" does; in the play, a tarokk too."""
    for seed in range(40):
        g = tarokk.Game("paskievics", seed=seed)
        rng = random.Random(seed)
        while not g.is_over and not any(a.name.startswith("call ") for a in g.legal_actions()):
            g.apply(g.info.policy("rule")(g, rng))
        calls = [a for a in g.legal_actions() if a.name.startswith("call ")]
        if any(a.name == "call XX" for a in calls):
            chosen = cli.choose("XX-as", list(g.legal_actions()), g, "hu")
            assert chosen.name == "call XX" and chosen == cli.choose("XX", list(g.legal_actions()), g, "hu")
            break
    else:
        pytest.fail("no deal reached the call of the XX")


def test_score_of_one_deal_refuses_an_empty_or_thrown_in_contract_or_level_at_its_prompt(capsys, monkeypatch):
    """`tarokk score` of one deal: a deal thrown in is no deal to score (a match takes it:
    SL-D3, JK-B3, PK-B3), so "thrown in" or "all passed" at the contract or level question
    is no contract, and nothing typed there is refused at that prompt too (the dialogue goes
    on only with a contract or level to score). Each is asked again; the deal is then scored
    as without them (JK-A4's deal above: a count of 11 kontra'd, ×2 +4)."""
    asked: list[str] = []
    answers = ["4", "", "thrown in", "solo without", "1", "40", ""]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and "amounts: seat 0: +0, seat 1: +80, seat 2: +0, seat 3: +0" in out, out + err
    assert "\n  no such contract: '' (klop, three" in out and "\n  no such contract: 'thrown in' (klop" in out
    assert [p.split(" (")[0] for p in asked[1:4]] == ["contract"] * 3, asked
    answers = ["3", "", "all passed", "first double", "0", "1", "40", "", "pagát ultimó", "11", "", "kontra",
               "", "", "declarer", "", "", ""]
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    count_line = next(line for line in out.splitlines() if line.strip().startswith("tarokk count"))
    assert code == 0 and count_line.split()[-2:] == ["×2", "+4"], out + err
    for typed in ("''", "'all passed'"):
        assert f"\n  a level is first double, second double, third double or solo, not {typed}\n" in out
    answers = ["4", "3", "", "thrown in", "two", "0", "1", "XX", "60", "", "tulétroá=0, pagát ultimó=1", "", "",
               "tulétroá=declarer, pagát ultimó=declarer", "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: +14, seat 1: +14, seat 2: -14, seat 3: -14" in out, out + err
    for typed in ("''", "'thrown in'"):
        assert f"\n  a level is three, two, one or solo (három, kettő, egy, szóló), not {typed}\n" in out


def test_score_slovenian_takes_the_card_points_and_tricks_the_rules_allow_and_no_more(capsys, monkeypatch):
    """SL-C1: the declarer side has 0..70 card points: 71 is refused at its prompt, and 0 is
    taken (a solo without lost with none, SL-S3: −80). A klop seat with no trick has no card
    point, not even 1 (SL-L1), and one trick is worth a point at least (SL-C1). A number
    typed with two minus signs is refused like any other answer that is not a number, not
    a crash. The mond penalty's prompt names the table's seats (SL-S5)."""
    asked: list[str] = []
    answers = ["--4", "4", "solo without", "1", "71", "0", ""]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and "amounts: seat 0: +0, seat 1: -80, seat 2: +0, seat 3: +0" in out, out + err
    assert "\n  a whole number 3..4, not '--4'\n" in out and "\n  a whole number 0..70, not '71'\n" in out
    assert "Traceback" not in err
    answers = ["4", "klop", "1 23 23 23", "0 4 4 4", "1 3 4 4"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert code == 0 and "seat 0 took no trick, so it has no card points, not 1 (SL-L1)" in out, out + err
    answers = ["4", "klop", "0 24 23 23", "1 3 4 4", "0 4 4 4"]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch)
    assert code == 0 and "seat 0 took a trick, worth a point at least, so its card points are not 0 (SL-C1)" in out
    assert "amounts: seat 0: +70" in out, out + err  # SL-L2: no trick
    # SL-S5: the seat that paid the mond penalty, one of the four (0..3).
    asked = []
    answers = ["4", "two", "1", "", "y", "40", ""] + ["", ""] * 2 + ["", "", ""] + ["", "", ""]
    code, out, err = run(["score", "slovenian"], capsys, answers, monkeypatch, asked)
    assert code == 0 and asked[-1] == "seat that paid the mond penalty (SL-S5; 0..3, empty: nobody): ", asked


def test_score_jokai_refuses_a_skart_index_or_tarokk_count_that_cannot_be(capsys, monkeypatch):
    """JK-S1: the skart index is the view 1..5 at which the pair was taken (6 is refused);
    a hand of 12 cards (JK-P0) holds at most 12 tarokks (13 is refused at its prompt, not
    after every other question), and a declarer who announced pagát ultimó holds the pagát
    (JK-A5), so his count is one at least (0 was taken). JK-A4's deal above then scores as
    before."""
    answers = ["3", "first double", "0", "6", "1", "40", "", "pagát ultimó", "13", "0", "11", "", "kontra",
               "", "", "declarer", "", "", ""]
    code, out, err = run(["score", "jokai"], capsys, answers, monkeypatch)
    count_line = next(line for line in out.splitlines() if line.strip().startswith("tarokk count"))
    assert code == 0 and count_line.split()[-2:] == ["×2", "+4"], out + err
    assert "\n  a whole number 1..5, not '6'\n" in out
    assert "\n  a whole number 1..12, not '13'\n" in out and "\n  a whole number 1..12, not '0'\n" in out
    assert "once more from the start" not in out
    # JK-A5 [choice]: without strict announcements he may hold no tarokk, and say so.
    answers = ["3", "szóló", "0", "40", "", "pagát ultimó", "0"] + [""] * 10
    code, out, err = run(["score", "jokai", "--option", "strict_announcements=false"], capsys, answers, monkeypatch)
    count_line = next(line for line in out.splitlines() if line.strip().startswith("tarokk count"))
    assert code == 0 and count_line.split()[-2:] == ["announced", "+0"] and "not '0'" not in out, out + err


def test_pk_h1_pk_a3_score_paskievics_takes_what_the_rules_allow_and_no_more(capsys, monkeypatch):
    """At the Paskievics prompts: a table of 4 or 5 (6 is refused); PK-H1: the II may be
    called (typed "2"), the XXI (an honour) may not, and "23" names no card; PK-X1: 95 card
    points are refused, 0 taken (a szóló's declarer takes no talon card, so none of the
    discards is his party's, PK-S3); a figure needs its name before "=" (PK-A4); PK-A3: a
    count is 8 or 9, not 7. The szóló lost to a silent volát: 3 × 4 = 12 from each of the
    declarer's party, the game and the silent figures not paid (PK-X2, PK-X3)."""
    answers = ["6", "4", "3", "solo", "0", "1", "21", "23", "2", "95", "0", "", "=0", "",
               "volát=defenders, tulétroá=defenders, négy király=defenders, dupla=defenders", "2=7", "", ""]
    code, out, err = run(["score", "paskievics"], capsys, answers, monkeypatch)
    assert code == 0 and "amounts: seat 0: -12, seat 1: -12, seat 2: +12, seat 3: +12" in out, out + err
    for why in ("a whole number 4..5, not '6'", "XXI cannot be called: only the tarokks II–XX (PK-H1)",
                "ambiguous card name: '23' (write a roman numeral I..XXI for a trump or add a suit, e.g. 7S)",
                "a whole number 0..94, not '95'", "announced: write name=value, comma-separated, not '=0'",
                "write seat=8 or seat=9, comma-separated, not '2=7'"):
        assert f"\n  {why}\n" in out, why
    assert out.count("cannot be called") == 1


def test_an_option_that_is_not_yes_no_takes_words_numbers_and_text(capsys):
    """--option of an option that is not true or false by default: true/on/yes and
    false/off/no are True and False, a number is a number (1 and 0 too: they stand for yes
    and no only at a yes/no option), anything else is the text typed; a key alone or "=v"
    alone is no pair. (Mutants of `parse_options` that test_cli let through.)"""
    got = cli.parse_options(["players=1", "counting=yes", "x=0", "y=off", "z=-3", "w=Half"], "slovenian")
    assert got == {"players": 1, "counting": True, "x": 0, "y": False, "z": -3, "w": "Half"}
    assert [type(value) for value in got.values()] == [int, bool, int, bool, int, str]
    for value, shown in (("1", "1"), ("0", "0"), ("yes", "True"), ("no", "False")):
        code, _, err = run(["deal", "slovenian", "--option", f"players={value}"], capsys)
        assert (code, err) == (2, f"tarokk: Slovenian tarok is for 3, 4 or 5 players, not {shown}\n")
    for pair in ("end_early", "=yes"):
        code, _, err = run(["deal", "slovenian", "--option", pair], capsys)
        assert (code, err) == (2, f"tarokk: --option takes key=value, not {pair!r}\n")


def test_play_takes_each_seat_there_is_and_no_more(capsys, monkeypatch):
    """--seat is 0..seats-1: the last seat is taken, the next refused. One deal of
    slovenian-5 has the four seats of the players dealt in (SL-D1); a match of it has a
    player at each of the five (mutants of `_play` that test_cli let through)."""
    code, _, err = run(["play", "jokai", "--seat", "3"], capsys)
    assert (code, err) == (2, "tarokk: --seat 3 is not a seat: Jókai-hármas here has seats 0..2\n")
    code, _, err = run(["play", "jokai", "--seat", "2", "--seed", "1"], capsys, [], monkeypatch)
    assert code == 0 and err.endswith("bye\n"), err  # left at the first prompt
    code, _, err = run(["play", "slovenian-5", "--seat", "4"], capsys)
    assert (code, err) == (2, "tarokk: --seat 4 is not a seat: Slovenian tarok here has seats 0..3 in one deal "
                              "(a match of --deals N has a player per seat)\n")
    code, _, err = run(["play", "slovenian-5", "--seat", "4", "--deals", "2", "--seed", "1"], capsys, [], monkeypatch)
    assert code == 0 and err.endswith("bye\n"), err
    code, _, err = run(["play", "slovenian-5", "--seat", "5", "--deals", "2"], capsys)
    assert (code, err) == (2, "tarokk: --seat 5 is not a seat: Slovenian tarok here has seats 0..4\n")


def test_deal_takes_every_dealer_of_the_deal_and_names_one_past_them(capsys):
    """--dealer: slovenian-5's deal is dealt by one of the four who play it (SL-D1), seat 0
    included; at a table of four a dealer past its seats is refused by the deal itself
    (mutants of `_deal` that test_cli let through)."""
    code, out, _ = run(["deal", "slovenian-5", "--dealer", "0", "--seed", "2"], capsys)
    assert code == 0 and "dealer seat 0, forehand seat 1" in out
    code, _, err = run(["deal", "slovenian", "--dealer", "4", "--seed", "2"], capsys)
    assert (code, err) == (2, "tarokk: dealer 4 is not a seat of 4\n")


def test_a_seed_past_2_to_the_64_is_refused_where_a_match_would_wrap_it_too(capsys, monkeypatch):
    """--seed is 0..2**64-1: 2**64 is refused before anything is dealt, by `deal`, by
    `simulate` and by a match's `play`, whose later seeds wrap round (it would have played
    seed 0's cards and told seed 2**64). (Mutants of `_check_seed` that test_cli let through.)"""
    for argv in (["deal", "slovenian"], ["play", "jokai", "--deals", "2"], ["simulate", "jokai", "--deals", "5"]):
        code, out, err = run([*argv, "--seed", str(2**64)], capsys, [], monkeypatch)
        assert (code, out, err) == (2, "", f"tarokk: --seed is a whole number 0..2**64-1, not {2**64}\n")


def test_simulate_out_replaces_a_saved_run_and_no_other_file(capsys, tmp_path):
    """`simulate --out` replaces a run it saved before, but no file of another kind: a text
    file, nor a zip file without a saved run's `__meta__` (mutants of `_holds_a_saved_run`
    that test_cli let through)."""
    import zipfile
    from tarokk.simulation import SimulationResult
    path = tmp_path / "run.npz"
    for seed in ("1", "2"):
        code, _, err = run(["simulate", "jokai", "--deals", "5", "--seed", seed, "--out", str(path)], capsys)
        assert code == 0, err
    assert SimulationResult.load(path).seed == 2
    text, other = tmp_path / "notes.txt", tmp_path / "other.zip"
    text.write_text("dear\n")
    with zipfile.ZipFile(other, "w") as z:
        z.writestr("rows.npy", b"not a run")
    for dear in (text, other):
        kept = dear.read_bytes()
        code, out, err = run(["simulate", "jokai", "--deals", "5", "--out", str(dear)], capsys)
        assert (code, out) == (1, "")
        assert err == (f"tarokk: {dear} exists and is not a saved run: not overwritten "
                       "(give another name, or remove it first)\n")
        assert dear.read_bytes() == kept


def test_record_replaces_an_empty_file_and_refuses_a_folder_that_takes_no_file(capsys, monkeypatch, tmp_path):
    """--record: an empty file there is replaced (nothing in it can be lost), a file of one
    byte that is no record is not; a folder that takes no new file is refused before the
    deal, as a user who is not root meets it (root may write anywhere, so `os.access`
    answers here as for such a user). (Mutants of `_check_writable` that test_cli let through.)"""
    empty, one = tmp_path / "empty.json", tmp_path / "one.json"
    empty.write_text("")
    one.write_text("x")
    code, _, err = run(["deal", "jokai", "--seed", "1", "--record", str(empty)], capsys)
    assert code == 0 and err == f"record written to {empty}\n", err
    assert tarokk.records.from_json(empty.read_text())["deal"]["seed"] == 1
    code, out, err = run(["deal", "jokai", "--seed", "1", "--record", str(one)], capsys)
    assert (code, out) == (1, "") and one.read_text() == "x"
    assert err == (f"tarokk: {one} exists and is not a tarokk record: not overwritten "
                   "(give another name, or remove it first)\n")
    locked = tmp_path / "locked"
    locked.mkdir()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: (
        False if os.path.realpath(path) == os.path.realpath(locked) and mode & os.W_OK else real_access(path, mode, **kw)))
    path = locked / "deal.json"
    code, out, err = run(["deal", "jokai", "--seed", "1", "--record", str(path)], capsys)
    assert (code, out, err) == (1, "", f"tarokk: cannot write {path}: no such folder, or not writable\n")
    assert not path.exists()


def test_deals_takes_the_largest_count_the_core_counts(capsys, monkeypatch):
    """--deals is 1..2**63-1 (the core counts deals in 63 bits): the largest is taken (a
    match left at its first prompt here), one more is refused (a mutant of `_check_deals`
    that test_cli let through)."""
    most = (1 << 63) - 1
    code, out, err = run(["play", "jokai", "--deals", str(most), "--seed", "1"], capsys, [], monkeypatch)
    assert code == 0 and out.startswith(f"Jókai-hármas, {most} deals: ") and err.endswith("bye\n"), err
    code, out, err = run(["play", "jokai", "--deals", str(most + 1)], capsys)
    assert (code, out, err) == (2, "", f"tarokk: --deals must be at most {most}, not {most + 1}\n")


def test_threads_takes_1024_and_no_more(capsys):
    """--threads is 0 (every core) .. 1024: the last is taken, one more refused (a mutant of
    `_check_threads` that test_cli let through)."""
    code, out, err = run(["simulate", "jokai", "--deals", "2", "--seed", "1", "--threads", "1024", "--json"], capsys)
    assert code == 0 and json.loads(out)["deals"] == 2, err
    code, out, err = run(["simulate", "jokai", "--deals", "2", "--threads", "1025"], capsys)
    assert (code, out, err) == (2, "", "tarokk: --threads must be 0 (all cores) .. 1024, not 1025\n")


def test_a_record_of_64_mib_is_read_and_one_byte_more_is_refused(capsys, tmp_path):
    """Records are read up to 64 MiB (`MAX_RECORD_BYTES`): a record padded with blanks to
    exactly that is valid, one byte more is "over 64 MiB" and nothing of it is parsed
    (mutants of `_load_record_text` that test_cli let through)."""
    path = tmp_path / "big.json"
    data = to_json(record(Game("jokai", seed=1))).encode("utf-8")
    path.write_bytes(data + b" " * (cli.MAX_RECORD_BYTES - len(data)))
    assert path.stat().st_size == 64 << 20
    code, out, err = run(["validate", str(path)], capsys)
    assert (code, out) == (0, f"{path}: valid record of Jókai-hármas, 0 actions, not finished\n"), err
    with open(path, "ab") as f:
        f.write(b" ")
    code, out, err = run(["validate", str(path)], capsys)
    assert (code, out, err) == (1, "", f"tarokk: {path} is not a record: over 64 MiB\n")


def test_solve_takes_each_deal_of_a_match_by_its_number(capsys, monkeypatch, tmp_path):
    """`solve MATCH --deal K`: deal K counted from 1 as the sheet counts, the first deal
    too, each from its first card (mutants of `_solve` that test_cli let through: deal 1
    refused, or another deal solved)."""
    match = tmp_path / "m.json"
    code, _, _ = run(["play", "jokai", "--deals", "2", "--bots", "rule", "--seed", "3", "--record", str(match)],
                     capsys, ["1"] * 400, monkeypatch)
    assert code == 0
    games = tarokk.records.replay_match(tarokk.records.from_json(match.read_text())).games
    heads = []
    for game in games:
        first = next(k for k in range(len(game.history) + 1) if _at(game, k).phase == "play")
        at = _at(game, first)
        seat = at.current_player
        name = at.info.contract_name(at.engine.view(seat).get("contract"))
        heads.append(f"Jókai-hármas, {match}, after step {first}: {name}, seat {seat} to play, 12 cards in hand")
    assert heads[0] != heads[1]
    for k, head in enumerate(heads, 1):
        code, out, err = run(["solve", str(match), "--deal", str(k)], capsys)
        assert code == 0 and out.splitlines()[0] == head, err


def test_a_record_or_sheet_file_that_begins_with_a_byte_order_mark_is_still_one(capsys, monkeypatch, tmp_path):
    """An editor may save a file with a UTF-8 byte order mark first (the sheet files are
    meant to be read and mended by hand), and the records are read past it: `validate` and
    `replay` of such a sheet file of `tarokk score` said it was "not a tarokk-record/1 or
    tarokk-match/1 record", `solve` did not name it a sheet file, and `--record` would not
    replace such a record ("not a tarokk record"), which `validate` found valid. Found by the
    mutant of `_holds_a_record`'s 256 bytes read (2026-12-08)."""
    from test_score_match import score
    sheet = tmp_path / "match.json"
    answers = [("level", ["solo", "solo"]), ("declarer seat", ["0", "1"]), ("card points", ["40", "40"])]
    assert score(["score", "jokai", "--players", "Anna,Béla,Csaba", "--sheet", str(sheet)], capsys, monkeypatch,
                 answers)[0] == 0
    _, plain_sheet, _ = run(["replay", str(sheet)], capsys)
    sheet.write_bytes(b"\xef\xbb\xbf" + sheet.read_bytes())
    code, out, err = run(["validate", str(sheet)], capsys)
    assert (code, out) == (0, f"{sheet}: valid match record of Jókai-hármas, 2 deals, totals 37, 37, -74\n"), err
    code, out, err = run(["replay", str(sheet)], capsys)
    assert (code, out) == (0, plain_sheet), err
    code, out, err = run(["solve", str(sheet)], capsys)
    assert (code, out) == (1, "") and err.startswith(f"tarokk: {sheet} is a sheet file of tarokk score: "), err
    path = tmp_path / "deal.json"
    path.write_bytes(b"\xef\xbb\xbf" + to_json(record(Game("jokai", seed=1))).encode("utf-8"))
    assert run(["validate", str(path)], capsys)[0] == 0
    code, _, err = run(["deal", "jokai", "--seed", "2", "--record", str(path)], capsys)
    assert (code, err) == (0, f"record written to {path}\n")
    assert tarokk.records.from_json(path.read_text())["deal"]["seed"] == 2
