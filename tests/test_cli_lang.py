"""`tarokk play` and `tarokk deal` in the game's own language (`--lang hu`, `--lang sl`):
every line they write is in it — the hand, the tricks, the prompts' complaints, the
settlement, a match's score sheet, the hints, the end of a game — and none of the English
frame is left; the words come from one table (``tarokk.clitexts``) that has every key in
every language. Only the engines' own refusals stay English. English, the default, is
unchanged (``test_cli.py``, ``test_scoresheet.py`` check its lines)."""

from __future__ import annotations

import io
import random
import re

import pytest

import tarokk
from tarokk import cli
from tarokk.clitexts import LANGS, TEXTS
from tarokk.game import Game
from tarokk.jokai.texts import NARRATION
from tarokk.narrate import narrate
from tarokk.registry import GAMES
from tarokk.tablenews import news
from test_cli import run

#: The English frame: none of it may be left in the other languages' output.
ENGLISH = ["Your hand", "trick so far", "trick ", "seat ", "Seat ", "— bidding —", "— play —", "face down",
           "Settlement", "amounts:", "card points", "declarer", "defenders", "announced", "silent",
           ": won", ": lost", " won", " lost", "Deal ", " deals", "you are", "you sit out", "Ctrl-D ends",
           "(seed ", "players;", "forehand", "Play:", "everyone alone", "thrown in", "no score",
           "discards shown", "shows the hand", "among the discards", "in the skart", "radli open",
           "if it ended now", "dealer", "total", "[hint", "hints:", "[forced]", "set 1:",
           "type a number", "choose a number", "not one of the choices", "be more precise",
           "record written", "bye", "interrupted"]

#: (preset, --lang, --seat, --seed) of one deal each, and lines each must show.
DEALS = {
    "jokai": ("hu", 1, 3, [
        "(keverés: --seed 3) Jókai-hármas: 1. játékosként ülsz az asztalnál. A Ctrl-D befejezi a játékot.",
        "— licit —", "A lapjaid (1. játékos):", "2. játékos: első kettős", "— skartolás —",
        "2. játékos: leteszem (lefordítva)", "— lejátszás —", "  az ütés eddig: káró király",
        "  1. ütés: 1:II, 2:IV, 0:V → 0. játékos", "Elszámolás", "első kettős, 2. játékos egyedül: nyert",
        "kártyapontok: felvevő 40, ellenpárt 26", "egyenleg: 0. játékos: -11, 1. játékos: -11, 2. játékos: +22"]),
    "jokai-4": ("hu", 0, 3, [
        "(keverés: --seed 3) Jókai-hármas: 0. játékosként ülsz az asztalnál, de osztóként ezt a partit "
        "kihagyod. A Ctrl-D befejezi a játékot."]),
    "paskievics": ("hu", 1, 2, [
        "(keverés: --seed 2) Paskievics (huszashívásos) tarokk: 1. játékosként ülsz az asztalnál. "
        "A Ctrl-D befejezi a játékot.",
        "2. játékos: skart (lefordítva)", "2. játékos: 1 tarokk a skartban (tarokk fekszik)",
        "3. játékos: nincs tarokk a skartban", "felfordított skart (2. játékos): II", "Elszámolás"]),
    "paskievics-5": ("hu", 0, 2, ["osztó: nincs tarokk a skartban (tiszta, mehet!)",
                                  "3. játékos: skart káró bubi"]),
    "slovenian": ("sl", 1, 8, [
        "(mešanje: --seed 8) Slovenski tarok: si igralec 1. Ctrl-D konča igro.",
        "— licitacija —", "Tvoje karte (igralec 1):", "igralec 0: dva", "— klicanje kralja —",
        "igralec 0: založi (z licem navzdol)", "  talon: XVII, križ 8, VII, XI, srce 3, XX", "— igra —",
        "Obračun", "dva, igralec 0 z igralcem 1: dobljeno", "točke: igralci 56, nasprotniki 14; razlika 20",
        "  igra           igralci    napovedano       +40", "  trula          igralci    tiho             +10",
        "izid: igralec 0: +60, igralec 1: +60, igralec 2: +0, igralec 3: +0"]),
    "slovenian-3": ("sl", 2, 4, ["Tvoje karte (igralec 2):", "Obračun"]),
}


def no_english(text):
    left = [phrase for phrase in ENGLISH if phrase in text]
    assert not left, (left, text)


def test_every_language_has_every_key():
    """A missing translation fails here, not in front of a player."""
    for lang in LANGS:
        assert set(TEXTS[lang]) == set(TEXTS["en"]), lang
        assert all(isinstance(v, str) and v.strip() for v in TEXTS[lang].values()), lang
    for info in GAMES.values():
        assert TEXTS["en"]["title." + info.name] == info.title  # the registry's title, as before
        for phase in info.questions["en"]:  # every phase in which anybody acts
            assert "phase." + phase in TEXTS["en"], (info.name, phase)
    assert set(NARRATION) == set(GAMES["jokai"].languages)


def test_every_settlement_item_has_a_name_in_each_language():
    """The item names the engines give (English) are in the table: a random deal of every
    preset, and the items that only some deals have."""
    seen = {"honour fee", "mond penalty", "kings", "king ultimo", "pagat ultimo", "four kings", "XXI catch",
            "tarokk count", "pagát fogás", "8 tarokks", "9 tarokks", "no honour", "dupla", "klop"}
    for info in GAMES.values():
        for preset in info.presets:
            for seed in range(25):
                g = Game(preset, seed=seed)
                g.play_random(random.Random(seed))
                seen |= {it.item for it in g.result().items}
    for lang in LANGS:
        assert {"item." + name for name in seen} <= set(TEXTS[lang]), lang


@pytest.mark.parametrize("preset", list(DEALS))
def test_a_deal_is_played_in_the_games_language(capsys, monkeypatch, preset):
    lang, seat, seed, lines = DEALS[preset]
    code, out, err = run(["play", preset, "--seat", str(seat), "--seed", str(seed), "--lang", lang], capsys,
                         ["1"] * 200, monkeypatch)
    assert code == 0 and err == "", err
    shown = out.splitlines()
    for line in lines:
        assert line in shown, (line, out)
    no_english(out)


@pytest.mark.parametrize("preset,lang,lines", [
    ("jokai", "hu", ["(keverés: --seed 5) Jókai-hármas, 2 parti: a pontozólapon te vagy P1; a helyed az "
                     "asztalnál partiról partira változik. A Ctrl-D befejezi a játékot.",
                     "1. parti (1. játékosként)", "2. parti (1. játékosként)"]),
    ("jokai-4", "hu", ["2. parti (kimaradsz)"]),
    ("paskievics", "hu", ["1. parti (1. játékosként)"]),
    ("slovenian", "sl", ["(mešanje: --seed 5) Slovenski tarok, število iger 2: na listi rezultatov si P1; "
                         "tvoj sedež za mizo se z vsako igro premakne. Ctrl-D konča igro.",
                         "1. igra (si igralec 0)", "2. igra (si igralec 3)"]),
    ("slovenian-5", "sl", ["2. igra (ne igraš)"]),
])
def test_a_match_and_its_score_sheet_in_the_games_language(capsys, monkeypatch, preset, lang, lines):
    code, out, err = run(["play", preset, "--seat", "1", "--seed", "5", "--deals", "2", "--lang", lang], capsys,
                         ["1"] * 3000, monkeypatch)
    assert code == 0 and err == "", err
    shown = out.splitlines()
    for line in lines:
        assert line in shown, (line, out)
    sheet = out[out.rindex("  #  "):]
    if lang == "hu":
        assert sheet.startswith("  #  osztó ") and sheet.splitlines()[-1].split()[0] == "összesen", sheet
        assert re.search(r"^  2  P1 +P\d (első kettős|második kettős|harmadik kettős|szóló|három|kettő|egy) "
                         r"(nyert|vesztett)|^  2  P1 +nincs játék", sheet, re.M), sheet
    else:
        assert sheet.startswith("  #  delivec ") and "odprti radelci" in sheet
        # After the two deals the škis round (SL-R6); its last deal ends the match (SL-R3).
        assert "Napovedan je škisov krog: kdor dobi škisa, deli zadnjo igro (SL-R6)" in shown
        assert "končni izid (SL-R3)" in sheet.splitlines()[-1]
    no_english(out)


@pytest.mark.parametrize("preset,lang,seed,lines", [
    ("jokai", "hu", 1, ["(keverés: --seed 1)", "Jókai-hármas, 3 játékos; osztó: 0. játékos, előkéz: 1. játékos",
                     "  talon (lefordítva): II, XIV, VII, XVIII, XX, pagát", "  1. játékos: első kettős",
                     "  1. játékos megnézi a felső párt (1. nézés): II, XIV",
                     "  1. játékos megnézi az alsó párt (3. nézés): XX, pagát",
                     "  1. játékos: leteszem kőr lovas", "Játék: első kettős, 1. játékos.",
                     "  1. ütés: 1:káró király, 2:káró ász, 0:káró lovas → 1. játékos"]),
    ("paskievics", "hu", 3, ["(keverés: --seed 3)", "Játék: három, 2. játékos."]),
    ("slovenian", "sl", 2, ["(mešanje: --seed 2)", "Slovenski tarok, igralcev: 4; delivec: igralec 0, začne: igralec 1",
                         "  talon (z licem navzdol): srce 1, pik 9, križ dama, pik kralj, križ 9, II",
                         "  igralec 1: kličem srce kralja",
                         "izid: igralec 0: +0, igralec 1: +75, igralec 2: +0, igralec 3: +75"]),
])
def test_a_narrated_deal_in_the_games_language(capsys, preset, lang, seed, lines):
    code, out, err = run(["deal", preset, "--seed", str(seed), "--lang", lang], capsys)
    assert code == 0 and err == ""
    shown = out.splitlines()
    for line in lines:
        assert line in shown, (line, out)
    assert re.search(r"^(Talon se odpre|A talont felfordítják): |^Játék: |^Igra: ", out, re.M)
    no_english(out)


def test_a_compulsory_klop_is_narrated_in_slovenian():
    told = io.StringIO()
    narrate(Game("slovenian", seed=1, compulsory_klop=True), out=told, style="sl", lang="sl")
    out = told.getvalue()
    assert out.splitlines()[0] == "Slovenski tarok, igralcev: 4; delivec: igralec 0, začne: igralec 1 — obvezni klop"
    no_english(out)


#: Per game: its language, a seat and seed that is asked at once, and the complaints.
BAD = {
    "jokai": ("hu", 1, 9, "kettős", ["  válassz egy számot 1 és 5 között", "  írd be a lista egyik számát vagy egy nevet",
                                     "  „qqq” nincs a lehetőségek között: írd be a számát vagy a nevét",
                                     "  „kettős” lehet első kettős vagy második kettős vagy harmadik kettős: "
                                     "add meg pontosabban",
                                     "  ez nem szöveg (UTF-8): írd be a lista egyik számát vagy egy nevet"]),
    "paskievics": ("hu", 1, 2, None, ["  válassz egy számot 1 és 4 között", "  írd be a lista egyik számát vagy egy nevet",
                                      "  „qqq” nincs a lehetőségek között: írd be a számát vagy a nevét",
                                      "  ez nem szöveg (UTF-8): írd be a lista egyik számát vagy egy nevet"]),
    "slovenian": ("sl", 1, 9, "solo", ["  izberi številko od 1 do 12", "  vpiši številko s seznama ali ime",
                                       "  »qqq« ni med možnostmi: vpiši številko ali ime možnosti",
                                       "  »solo« je lahko solo tri ali solo dva ali solo ena ali solo brez: "
                                       "povej natančneje",
                                       "  to ni besedilo (UTF-8): vpiši številko s seznama ali ime"]),
}


@pytest.mark.parametrize("preset", list(BAD))
def test_bad_input_at_a_prompt_is_told_in_the_games_language(capsys, monkeypatch, preset):
    """A word that is no choice, 0, 999, an empty line, bytes that are not text, and a part
    of several names, then a good answer: each complaint in the language, asked again.
    ("x" is the trump X, which the engine refuses in its own words.)"""
    lang, seat, seed, ambiguous, complaints = BAD[preset]
    answers = ["qqq", "0", "999", "", "\udcff", "x"] + ([ambiguous] if ambiguous else []) + ["1"] * 200
    prompts = []
    code, out, err = run(["play", preset, "--seat", str(seat), "--seed", str(seed), "--lang", lang], capsys,
                         answers, monkeypatch, prompts)
    assert code == 0 and err == ""
    shown = out.splitlines()
    for line in complaints:
        assert line in shown, (line, out)
    assert shown.count(complaints[0]) == 2  # 0 and 999
    # The engine refuses "x" (the trump X) in its own English words; nothing else is English.
    no_english("\n".join(line for line in shown if not line.startswith("  x is not ")))


@pytest.mark.parametrize("preset,lang,bye,interrupted", [("jokai", "hu", "viszlát", "megszakítva"),
                                                         ("paskievics", "hu", "viszlát", "megszakítva"),
                                                         ("slovenian", "sl", "nasvidenje", "prekinjeno")])
def test_ctrl_d_and_ctrl_c_say_goodbye_in_the_games_language(capsys, monkeypatch, preset, lang, bye, interrupted):
    code, out, err = run(["play", preset, "--seat", "1", "--seed", "9", "--lang", lang], capsys, [], monkeypatch)
    assert (code, err) == (0, f"\n{bye}\n")
    no_english(out)

    def interrupt(prompt=""):
        raise KeyboardInterrupt
    monkeypatch.setattr("builtins.input", interrupt)
    code, out, err = run(["play", preset, "--seat", "1", "--seed", "9", "--lang", lang], capsys)
    assert (code, err) == (130, f"\n{interrupted}\n")


@pytest.mark.parametrize("preset,seed,lang,hints,mark", [
    ("jokai", 3, "hu", "  tippek: a keresés átlagos eredménye neked (", r"\[tipp [+-]\d+,\d( \*)?\]"),
    ("slovenian", 4, "sl", "  namigi: povprečni izid iskanja zate (", r"\[namig [+-]\d+,\d( \*)?\]")])
def test_hints_in_the_games_language(capsys, monkeypatch, preset, seed, lang, hints, mark):
    code, out, err = run(["play", preset, "--seat", "1", "--seed", str(seed), "--hint", "--lang", lang], capsys,
                         ["1"] * 200, monkeypatch)
    assert code == 0 and hints in out and re.search(mark, out), out
    assert ("[kényszer]" if lang == "hu" else "[prisiljeno]") in out
    no_english(out)


def test_records_are_told_in_the_games_language(capsys, monkeypatch, tmp_path):
    """The record written, and a match left in its second deal: the whole deals are kept."""
    path = str(tmp_path / "deal.json")
    code, _, err = run(["play", "jokai", "--seed", "3", "--lang", "hu", "--record", path], capsys,
                       ["1"] * 100, monkeypatch)
    assert (code, err) == (0, f"a napló kiírva: {path}\n")
    code, _, err = run(["deal", "slovenian", "--seed", "3", "--lang", "sl", "--record", path], capsys)
    assert (code, err) == (0, f"zapis shranjen v {path}\n")
    told = []

    def until_deal_2(prompt=""):
        told.append(capsys.readouterr().out)
        if "2. igra" in "".join(told):
            raise EOFError
        return "1"
    monkeypatch.setattr("builtins.input", until_deal_2)
    code = cli.main(["play", "slovenian", "--seed", "3", "--deals", "3", "--lang", "sl", "--record", path])
    err = capsys.readouterr().err
    assert code == 0
    assert err == (f"zapis shranjen v {path} (celih iger: 1 od 3; nedokončane igre ni v njem)\n\nnasvidenje\n")
    code, _, err = run(["play", "paskievics", "--seed", "3", "--deals", "2", "--lang", "hu", "--record", path],
                       capsys, [], monkeypatch)  # Ctrl-D at the first prompt: no whole deal
    assert (code, err) == (0, f"nem készült napló ({path}): a mérkőzés naplójába csak teljes partik kerülnek, "
                              "és egy sem fejeződött be\n\nviszlát\n")


@pytest.mark.parametrize("argv", [["play", "jokai", "--lang", "sl"], ["deal", "jokai", "--lang", "sl"],
                                  ["play", "paskievics", "--lang", "sl"], ["play", "slovenian-3", "--lang", "hu"],
                                  ["deal", "slovenian", "--lang", "hu", "--seed", "1"]])
def test_a_language_the_game_does_not_speak_is_a_usage_error(capsys, argv):
    code, out, err = run(argv, capsys)
    info = tarokk.find_variant(argv[1])[0]
    assert (code, out) == (2, "")
    assert err == f"tarokk: {info.title} speaks {', '.join(info.languages)}, not {argv[3]!r}\n"


def test_english_is_the_default_and_the_library_shows_each_language():
    """The settlement, the score sheets and the table's words are the library's in each
    language (``str()`` is English, as before), and a language the game does not speak is
    refused."""
    g = Game("jokai", seed=3)
    g.play_random(random.Random(1))
    result = g.result()
    assert str(result) == result.text("en") and result.text("hu") != result.text("en")
    with pytest.raises(tarokk.InvalidInputError, match="speaks en, hu, not 'sl'"):
        result.text("sl")
    sheet = tarokk.ScoreSheet("jokai", ["A", "B", "C"])
    deal = sheet.next_deal()
    game = deal.game(seed=1)
    game.play_random(random.Random(1))
    sheet.record(game.result(), deal)
    assert str(sheet) == sheet.text("en") and "összesen" in sheet.text("hu")
    with pytest.raises(tarokk.InvalidInputError):
        sheet.text("sl")
    before = {"revealed": {}}
    after = {"revealed": {2: [45, 1, 30]}}
    assert news(before, after, 0, "sl", lang="sl") == ["igralec 2 pokaže karte: " + tarokk.format_cards([1, 30, 45], "sl")]
    assert news({"discards": []}, {"discards": [5], "declarer": 2}, 0, "sl", lang="sl") == ["igralec 2 je založil: VI"]
    assert news({"discards": []}, {"discards": [5], "declarer": None}, 0, "sl", lang="sl") == ["igralec je založil: VI"]


def test_english_output_is_the_same_with_lang_en(capsys, monkeypatch):
    runs = [run(["play", "jokai", "--seat", "1", "--seed", "3"] + extra, capsys, ["1"] * 100, monkeypatch)
            for extra in ([], ["--lang", "en"])]
    assert runs[0] == runs[1] and "Your hand (seat 1):" in runs[0][1]


def test_PK_S5_a_deal_thrown_in_and_paid_for_shows_what_is_paid():
    """PK-S5: the fourth who bid without an honour and got none throws the deal in and pays
    each other player 2. The settlement said "deal thrown in: no score" while the seats paid
    (found 2026-12-05); it now shows the item and the amounts, in every language."""
    import random

    import tarokk

    for seed in range(3000):
        g = tarokk.Game("paskievics", seed=seed)
        g.play_random(random.Random(seed))
        r = g.result()
        if r.annulled and any(r.amounts):
            break
    else:
        raise AssertionError("no paid throw-in in 3000 deals")
    payer = r.amounts.index(min(r.amounts))
    assert str(r).splitlines()[0] == "deal thrown in, and paid for:"
    assert f"seat {payer}: {r.amounts[payer]:+d}" in str(r) and "no score" not in str(r)
    assert r.text("hu").splitlines()[0] == "nincs játék, de fizetni kell:"
    assert f"{payer}. játékos: {r.amounts[payer]:+d}" in r.text("hu")
