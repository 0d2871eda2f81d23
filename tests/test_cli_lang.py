"""`tarokk play`, `tarokk deal` and `tarokk score` in the game's own language (`--lang hu`,
`--lang sl`): every line they write is in it — the hand, the tricks, the prompts' complaints,
the settlement, a match's score sheet, the hints, the end of a game; `score`'s prompts, the
answers it takes and its objections to answers that do not fit — and none of the English
frame is left; the words come from one table (``tarokk.clitexts``) that has every key in
every language. The engines' own refusals of an illegal action are told in the language too
(``tarokk.refusals``, ``test_cli_refusals.py``). English, the default, is unchanged
(``test_cli.py``, ``test_scoresheet.py`` check its lines)."""

from __future__ import annotations

import io
import random
import re
from functools import partial

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
        "Jókai-hármas: 1. játékosként ülsz az asztalnál. A Ctrl-D befejezi a játékot.",
        "— licit —", "A lapjaid (1. játékos):", "2. játékos: első kettős", "— skartolás —",
        "2. játékos: leteszem (lefordítva)", "— lejátszás —", "  az ütés eddig: 0:káró király",
        "  1. ütés: 1:II, 2:IV, 0:V → 0. játékos", "Elszámolás", "első kettős, 2. játékos egyedül: nyert",
        "kártyapontok: felvevő párt 40, ellenpárt 26", "egyenleg: 0. játékos: -11, 1. játékos: -11, 2. játékos: +22"]),
    "jokai-4": ("hu", 0, 3, [
        "Jókai-hármas: 0. játékosként ülsz az asztalnál, de osztóként ezt a partit "
        "kihagyod. A Ctrl-D befejezi a játékot."]),
    "paskievics": ("hu", 1, 2, [
        "Paskievics (huszashívásos) tarokk: 1. játékosként ülsz az asztalnál. "
        "A Ctrl-D befejezi a játékot.",
        "2. játékos: skart (lefordítva)", "2. játékos: 1 tarokk a skartban (tarokk fekszik)",
        "3. játékos: nincs tarokk a skartban", "felfordított skart (2. játékos): II", "Elszámolás"]),
    "paskievics-5": ("hu", 0, 2, ["osztó: nincs tarokk a skartban (tiszta, mehet!)",
                                  "3. játékos: skart káró bubi"]),
    "slovenian": ("sl", 1, 8, [
        "Slovenski tarok: si igralec 1. Ctrl-D konča igro.",
        "— licitacija —", "Tvoje karte (igralec 1):", "igralec 0: dva", "— klicanje kralja —",
        "igralec 0: založi (z licem navzdol)", "  talon: XVII, križ 8, VII, XI, srce 3, XX", "— igra —",
        "Obračun", "dva, igralec 0 z igralcem 1: dobljeno", "točke: igralci 56, nasprotniki 14; razlika 20",
        "  igra           igralci                    +40  = 20 + 20", "  trula          igralci    tiho            +10",
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
    seen = {"honour fee", "mond penalty", "kings", "king ultimo", "pagat ultimo", "négy király", "XXI fogás",
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
    # The seed deals every card: told only at the end, in the game's language.
    assert shown[-1] == TEXTS[lang]["seed"].format(seed=seed) and str(seed) not in shown[0]
    no_english(out)


@pytest.mark.parametrize("preset,lang,lines", [
    ("jokai", "hu", ["Jókai-hármas, 2 parti: 1. játékosként ülsz az asztalnál, a "
                     "pontozólapon te vagy P1; az osztás körbejár. A Ctrl-D befejezi a játékot.",
                     "1. parti (1. játékosként)", "osztó: 0. játékos, előkéz: 1. játékos",
                     "2. parti (1. játékosként)", "osztó: 1. játékos, előkéz: 2. játékos"]),
    ("jokai-4", "hu", ["2. parti (kimaradsz)"]),
    ("paskievics", "hu", ["1. parti (1. játékosként)"]),
    ("slovenian", "sl", ["Slovenski tarok (število iger: 2, nato še krog škisa, SL-R6): na listi rezultatov si P1; "
                         "tvoj sedež za mizo se z vsako igro premakne. Ctrl-D konča igro.",
                         "1. igra (si igralec 0)", "2. igra (si igralec 3)",
                         # what the sheet did with a deal, in the game's language
                         "  · radelc vsem (SL-R1)", "  · P2: igra dobljena, en radelc zaprt (SL-R2)"]),
    ("slovenian-5", "sl", ["2. igra (ne igraš)"]),
])
def test_a_match_and_its_score_sheet_in_the_games_language(capsys, monkeypatch, preset, lang, lines):
    code, out, err = run(["play", preset, "--seat", "1", "--seed", "5", "--deals", "2", "--lang", lang], capsys,
                         ["1"] * 3000, monkeypatch)
    assert code == 0 and err == "", err
    shown = out.splitlines()
    for line in lines:
        assert line in shown, (line, out)
    *told, seed = out.splitlines()
    assert seed == TEXTS[lang]["seed"].format(seed=5)  # told last: it deals every deal's cards
    sheet = "\n".join(line for line in "\n".join(told)[out.rindex("  #  "):].splitlines()
                      if not line.startswith("  · "))  # the sheet, without its notes
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
                     "  1. játékos: leteszem a kőr lovast", "Játék: első kettős, 1. játékos.",
                     "  1. ütés: 1:káró király, 2:káró ász, 0:káró lovas → 1. játékos"]),
    ("paskievics", "hu", 3, ["(keverés: --seed 3)", "Játék: hármas, 2. játékos."]),
    ("slovenian", "sl", 2, ["(mešanje: --seed 2)", "Slovenski tarok, igralcev: 4; delivec: igralec 0, začne: igralec 1",
                         "  talon (z licem navzdol): srce 1, pik 9, križ dama, pik kralj, križ 9, II",
                         "  igralec 1: kličem srčnega kralja",
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
                                     "  ez nem szöveg (UTF-8): írd be a lista egyik számát vagy egy nevet",
                                     "  „x” nem szabályos: ebben a szakaszban (licit) ez nem lehetséges (JK-B1)"]),
    "paskievics": ("hu", 1, 2, None, ["  válassz egy számot 1 és 4 között", "  írd be a lista egyik számát vagy egy nevet",
                                      "  „qqq” nincs a lehetőségek között: írd be a számát vagy a nevét",
                                      "  ez nem szöveg (UTF-8): írd be a lista egyik számát vagy egy nevet",
                                      "  „x” nem szabályos: most passzolni vagy licitálni lehet (PK-B3)"]),
    "slovenian": ("sl", 1, 9, "solo", ["  izberi številko od 1 do 12", "  vpiši številko s seznama ali ime",
                                       "  »qqq« ni med možnostmi: vpiši številko ali ime možnosti",
                                       "  »solo« je lahko solo tri ali solo dva ali solo ena ali solo brez: "
                                       "povej natančneje",
                                       "  to ni besedilo (UTF-8): vpiši številko s seznama ali ime",
                                       "  »x« ni dovoljeno: v fazi »izbira igre« to ni mogoče (SL-B5)"]),
}


@pytest.mark.parametrize("preset", list(BAD))
def test_bad_input_at_a_prompt_is_told_in_the_games_language(capsys, monkeypatch, preset):
    """A word that is no choice, 0, 999, an empty line, bytes that are not text, "x" (the
    trump X, which the engine refuses before the play: JK-B1, PK-B3, SL-B5) and a part of
    several names, then a good answer: each complaint in the language, asked again."""
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
    no_english(out)
    assert "not legal" not in out


@pytest.mark.parametrize("preset,lang,bye,interrupted", [("jokai", "hu", "viszlát", "megszakítva"),
                                                         ("paskievics", "hu", "viszlát", "megszakítva"),
                                                         ("slovenian", "sl", "na svidenje", "prekinjeno")])
def test_ctrl_d_and_ctrl_c_say_goodbye_in_the_games_language(capsys, monkeypatch, preset, lang, bye, interrupted):
    # The prompt's line is ended on standard output, where the seed follows (told only now).
    seed = "\n" + TEXTS[lang]["seed"].format(seed=9) + "\n"
    code, out, err = run(["play", preset, "--seat", "1", "--seed", "9", "--lang", lang], capsys, [], monkeypatch)
    assert (code, err) == (0, f"{bye}\n") and out.endswith(seed)
    no_english(out)

    def interrupt(prompt=""):
        raise KeyboardInterrupt
    monkeypatch.setattr("builtins.input", interrupt)
    code, out, err = run(["play", preset, "--seat", "1", "--seed", "9", "--lang", lang], capsys)
    assert (code, err) == (130, f"{interrupted}\n") and out.endswith(seed)


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
    """The record written, and a match left in its second deal or its first: the whole
    deals and the deal left are kept, and --resume goes on with them."""
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
    assert err == (f"zapis shranjen v {path} (končanih iger: 1, in igra 2, nedokončana); tarokk play --resume "
                   f"{path} jo nadaljuje\nna svidenje\n")
    code, _, err = run(["play", "paskievics", "--seed", "3", "--deals", "2", "--lang", "hu", "--record", path],
                       capsys, [], monkeypatch)  # Ctrl-D at the first prompt: no whole deal
    assert (code, err) == (0, f"a napló kiírva: {path} (a(z) 1. parti, befejezetlenül); "
                              f"a tarokk play --resume {path} folytatja\nviszlát\n")
    code, out, err = run(["play", "--resume", path, "--lang", "hu"], capsys, [], monkeypatch)
    assert code == 0 and f"a(z) {path} meccse folytatódik: eddig 0 parti, a tervezett 2 közül" in out, out


@pytest.mark.parametrize("argv", [["play", "jokai", "--lang", "sl"], ["deal", "jokai", "--lang", "sl"],
                                  ["play", "paskievics", "--lang", "sl"], ["play", "slovenian-3", "--lang", "hu"],
                                  ["deal", "slovenian", "--lang", "hu", "--seed", "1"],
                                  ["score", "jokai", "--lang", "sl"], ["score", "paskievics-5", "--lang", "sl"],
                                  ["score", "slovenian", "--lang", "hu"]])
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


# -- tarokk score --lang -----------------------------------------------------------------
def typed(argv, capsys, monkeypatch, answers):
    """`tarokk argv` as a terminal shows it, each answer typed after its prompt: the exit
    code, that screen, what the program wrote itself (prompts and lines, without the
    answers) and its stderr."""
    screen, said, left = [], [], iter(answers)

    def fake_input(prompt=""):
        out = capsys.readouterr().out + prompt
        screen.append(out)
        said.append(out)
        answer = next(left, None)
        if answer is None:
            raise EOFError
        screen.append(answer + "\n")
        return answer
    monkeypatch.setattr("builtins.input", fake_input)
    code = cli.main(argv)
    out, err = capsys.readouterr()
    return code, "".join(screen) + out, "".join(said) + out, err


#: The English frame of `tarokk score`, besides that of `play`: none of it may be left in
#: another language's prompts and lines.
SCORE_ENGLISH = ENGLISH + ["whole number", "not '", "made by", "announced by", "empty", "nobody", "kontra on",
                           "players", "contract", "level", "These answers", "once more", "figures", "comma",
                           "add up to", "one per seat", "or nothing", "y or n", "cannot be called", "card called",
                           " is the ", "unknown", "write name=value"]

#: (preset, --lang, the answers, parts of the screen): a deal entered with a bad answer at
#: many prompts, each told in the language and asked again, the game's own words taken
#: (hármas, pagátultimó, felvevő, fel…; berač, da, igr…), then the settlement.
SCORED = [
    ("jokai", "hu",
     ["három", "3", "banán", "szóló", "9", "0", "999", "40", "talán", "rekontra", "foo", "pagátultimó", "11", "",
      "kontra", "", "nem tudom", "felvevő", "felvevő", "", "", ""],
     ["játékosok az asztalnál (3, vagy 4, ha az osztó kimarad) [3]: három\n"
      "  egész szám 3 és 4 között, nem „három”\n"
      "játékosok az asztalnál (3, vagy 4, ha az osztó kimarad) [3]: 3\n",
      "játék (első kettős, második kettős, harmadik kettős, szóló): banán\n"
      "  a játék első kettős, második kettős, harmadik kettős vagy szóló, nem „banán”\n"
      "játék (első kettős, második kettős, harmadik kettős, szóló): szóló\n",
      "a felvevő játékos száma: 9\n  egész szám 0 és 2 között, nem „9”\na felvevő játékos száma: 0\n",
      "a felvevő pontjai a levonások után (0..66): 999\n  egész szám 0 és 66 között, nem „999”\n",
      "kontra a játékra (üres: nincs; kontra, rekontra): talán\n  semmi, vagy kontra vagy rekontra, nem „talán”\n"
      "kontra a játékra (üres: nincs; kontra, rekontra): rekontra\n",
      "bemondások, vesszővel elválasztva (üres: nincs): foo\n  nincs ilyen figura: „foo”; a figurák: tarokkszám, "
      "tulétroá, négy király, pagát ultimó, XXI fogás, pagát fogás, volát\n"
      "bemondások, vesszővel elválasztva (üres: nincs): pagátultimó\n",
      # JK-A4: pagát ultimó brings the tarokk count, which may be kontra'd.
      "hány tarokkot mondott be a felvevő: 11\npagát ultimó: kontra (üres: nincs; kontra, rekontra): \n"
      "tarokkszám: kontra (üres: nincs; kontra, rekontra): kontra\n",
      "négy király: ki teljesítette (felvevő/ellenpárt, üres: senki): nem tudom\n"
      "  felvevő vagy ellenpárt (fel…, ell…), nem „nem tudom”\n"
      "négy király: ki teljesítette (felvevő/ellenpárt, üres: senki): felvevő\n",
      # JK-P1: a rekontra'd szóló won with 40, 58 from each; the count of 11 kontra'd (4), a
      # silent négy király (1), pagát ultimó made (2 + 15).
      "szóló, 0. játékos egyedül: nyert\nkártyapontok: felvevő párt 40, ellenpárt 26\n"
      "  játék          0. játékos            ×4   +58  = 7·4 + 30\n  tarokkszám     0. játékos bemondva   ×2    +4\n"
      "  négy király    0. játékos csendben         +1\n  pagát ultimó   0. játékos bemondva        +17  = 2·1 + 15\n"
      "egyenleg: 0. játékos: +160, 1. játékos: -80, 2. játékos: -80\n"]),
    ("paskievics", "hu",
     ["4", "", "hármas", "kettő", "0", "abc", "0", "1", "zz", "K♥", "", "60", "foo", "", "tulétroá",
      "tulétroá=0, pagátultimó=1", "", "", "tulétroá=senki", "tulétroá=fel, pagát ultimó=felvevő", "", ""],
     ["az osztó játékos száma [0]: \njáték (három, kettő, egy, szóló; nincs honőr: a negyedik bedobta, PK-S5): "
      "hármas\n"
      "a felvevő játékos száma: kettő\n  egész szám 0 és 3 között, nem „kettő”\na felvevő játékos száma: 0\n",
      "a partner játékos száma (üres: egyedül játszik): abc\n  játékos száma 0 és 3 között, vagy semmi, nem „abc”\n"
      "a partner játékos száma (üres: egyedül játszik): 0\n  0. játékos a felvevő\n"
      "a partner játékos száma (üres: egyedül játszik): 1\n",
      "a hívott tarokk [XX]: zz\n  „zz” nem ismert lap: a II–XX tarokkok egyikét lehet hívni (PK-H1)\n"
      "a hívott tarokk [XX]: K♥\n  K♥ nem hívható: csak a II–XX tarokkok hívhatók (PK-H1)\na hívott tarokk [XX]: \n",
      "kontra a játékra (üres: nincs; kontra, rekontra, …): foo\n  semmi, vagy kontra, rekontra, szubkontra, "
      "hirskontra vagy mordkontra, nem „foo”\n",
      "bemondások figura=játékos alakban, pl. tulétroá=0 (üres: nincs): tulétroá\n"
      "  bemondások: figura=játékos alakban, vesszővel elválasztva, nem „tulétroá”\n",
      "teljesített figurák figura=felvevő/ellenpárt alakban, pl. volát=felvevő (üres: nincs): tulétroá=senki\n"
      "  felvevő vagy ellenpárt (fel…, ell…), nem „senki”\n",
      # PK-X2: a three-game (1), an announced tulétroá (2) and pagát ultimó (10): 13.
      "hármas, 0. és 1. játékos: nyert\nkártyapontok: felvevő párt 60, ellenpárt 34\n",
      "egyenleg: 0. játékos: +13, 1. játékos: +13, 2. játékos: -13, 3. játékos: -13\n"]),
    ("slovenian", "sl",
     # A contract typed without its accent is taken ("berac", as on an English keyboard): "berak" is none.
     ["5", "4", "berak", "berac", "x", "1", "morda", "da", "pol", "kontra"] + [""] * 10,
     ["število igralcev v igri (3 ali 4; pri petih za mizo štirje, ki igrajo, SL-D1) [4]: 5\n"
      "  celo število od 3 do 4, ne »5«\n",
      "igra (npr. dva, solo tri, berač, klop): berak\n  ni take igre: »berak« (klop, tri, dva, ena, solo tri, "
      "solo dva, solo ena, berač, solo brez, odprti berač, barvni valat, valat)\n"
      "igra (npr. dva, solo tri, berač, klop): berac\n",
      "kdo igra (številka igralca): x\n  celo število od 0 do 3, ne »x«\nkdo igra (številka igralca): 1\n",
      "je igralec igro dobil? (da/ne): morda\n  da ali ne, ne »morda«\nje igralec igro dobil? (da/ne): da\n",
      "kontra na igro (prazno: brez; kontra, rekontra, …): pol\n  nič, ali kontra, rekontra, subkontra "
      "ali mordkontra, ne »pol«\n",
      # SL-S3, SL-A4: a kontra'd beggar won, 70 × 2; no bonus is asked about (SL-A1).
      # No card points line: a beggar is made or not (SL-S3), and none were given.
      "berač, igralec 1 sam: dobljeno\n"
      "  igra           igralci               ×2  +140\n"
      "izid: igralec 0: +0, igralec 1: +140, igralec 2: +0, igralec 3: +0\n"]),
    ("slovenian", "sl",
     # …, no queen called (SL-K1), …, trula announced (no kontra on it, SL-A2) and made; the
     # ultimos not announced (nor lost in the last trick, SL-S1); no mond penalty (SL-S5).
     ["4", "dva", "1", "1", "2", "", "41", "", "igr", "", "igralci"] + [""] * 9 + ["nihče", ""],
     ["soigralec, ki ima klicanega kralja (številka igralca; prazno: igra sam): 1\n  igralec 1 je tisti, ki igra\n"
      "soigralec, ki ima klicanega kralja (številka igralca; prazno: igra sam): 2\n",
      # The prompt's own word for nobody is the empty answer.
      "valat: kdo je naredil (igralci/nasprotniki, prazno: nihče): nihče\nkdo je plačal kazen za monda",
      "dva, igralec 1 z igralcem 2: dobljeno\ntočke: igralci 41, nasprotniki 29; razlika 5\n"
      "  igra           igralci                     +25  = 20 + 5\n  trula          igralci    napovedano       +20\n"
      "izid: igralec 0: +0, igralec 1: +45, igralec 2: +45, igralec 3: +0\n"]),
    ("slovenian-3", "sl",
     ["", "solo tri", "klop", "20 15 abc", "20 15 20 15", "20 15 20", "20 15 35", "6 6 6", "6 6 4"],
     ["igra (npr. dva, ena, berač, klop): solo tri\n"
      "  trije igrajo le klop, tri, dva, ena ali berač (SL-T2), ne »solo tri«\n",
      "točke vsakega igralca (3 števila, npr. 20 15 20): 20 15 abc\n  celo število od 0 do 70, ne »abc«\n",
      "  3 cela števila od 0 do 70, eno za vsakega igralca (podanih: 4)\n", "  točke ene igre so skupaj 69..71, ne 55\n",
      "štihi vsakega igralca (3 števila, skupaj 16): 6 6 6\n  štihov ene igre je skupaj 16, ne 18\n",
      "klop: vsak zase\n", "izid: igralec 0: -20, igralec 1: -15, igralec 2: -35\n"]),
]


@pytest.mark.parametrize("preset,lang,answers,told", SCORED, ids=[f"{p}-{len(a)}" for p, _, a, _ in SCORED])
def test_score_asks_explains_and_settles_in_the_games_language(capsys, monkeypatch, preset, lang, answers, told):
    """`tarokk score --lang`: every prompt, every complaint about a bad answer (and the
    prompt asked again, nothing typed before lost) and the settlement in the game's
    language, which takes its own words for contracts, figures, sides and yes."""
    code, screen, said, err = typed(["score", preset, "--lang", lang], capsys, monkeypatch, answers)
    assert (code, err) == (0, ""), screen + err
    for part in told:
        assert part in screen, (part, screen)
    left = [phrase for phrase in SCORE_ENGLISH if phrase in said]
    assert not left, (left, said)


#: Per game: answers that do not fit together (the score function objects at the end),
#: and what the objection says in the game's language.
UNFIT = {
    # JK-C1: after the opponents' volát in a szóló the declarer has no card points.
    "jokai": ("hu", ["3", "szóló", "0", "30", "", ""] + [""] * 5 + ["ell"],
              "  az ellenpárt volátja után a felvevőnek csak a saját skartja marad, legfeljebb 0 pont, nem 30\n"
              "  Ezek a válaszok nem illenek össze: kezdjük elölről, a korábbi válaszokkal (Enter: marad, -: üres; a Ctrl-D "
              "kilép).\n"
              "játékosok az asztalnál (3, vagy 4, ha az osztó kimarad) [3]: "),
    # PK-X2: a dupla needs 71 card points.
    "paskievics": ("hu", ["4", "0", "kettő", "0", "1", "XX", "60", "", "", "dupla=felvevő", "", ""],
                   "  duplát pontosan az a párt csinál, amelynek legalább 71 kártyapontja van (PK-X2); "
                   "a felvevő párt pontjai: 60\n"
                   "  Ezek a válaszok nem illenek össze: kezdjük elölről, a korábbi válaszokkal (Enter: marad, -: üres; a Ctrl-D "
              "kilép).\n"
                   "játékosok az asztalnál (4, vagy 5, ha az osztó kimarad) [4]: "),
    # SL-A1: king ultimo is the declarer side's.
    "slovenian": ("sl", ["4", "tri", "0", "1", "", "40", "", "", "", "", "", "nas"] + [""] * 8,
                  "  kralj ultimo pripada igralcem\n"
                  "  Ti odgovori se ne skladajo: še enkrat od začetka, s prejšnjimi odgovori (Enter: ostane, -: prazno; Ctrl-D "
                  "konča).\n"
                  "število igralcev v igri (3 ali 4; pri petih za mizo štirje, ki igrajo, SL-D1) [4]: "),
}


@pytest.mark.parametrize("preset", list(UNFIT))
def test_score_objects_to_answers_that_do_not_fit_in_the_games_language(capsys, monkeypatch, preset):
    """The score function's objection to the whole deal, that every question is asked
    again, and Ctrl-D at the first of them (a goodbye saying nothing was scored, exit code
    1, no traceback): in the language."""
    lang, answers, told = UNFIT[preset]
    code, screen, said, err = typed(["score", preset, "--lang", lang], capsys, monkeypatch, answers)
    unscored = ("\nviszlát: a bevitel az utolsó válasz előtt véget ért, így nincs elszámolás\n" if lang == "hu"
                else "\nna svidenje: vnos se je končal pred zadnjim odgovorom, zato ni obračuna\n")
    assert (code, err) == (1, unscored), screen + err
    assert screen.endswith(told), screen
    left = [phrase for phrase in SCORE_ENGLISH if phrase in said]
    assert not left, (left, said)


def objections():
    """Facts the score functions refuse, one for each objection `tarokk score` can meet."""
    from tarokk import score_jokai, score_paskievics, score_slovenian
    yield partial(score_slovenian, "two", 1, partner=2, card_points=40, made={"valat": "declarer"})
    yield partial(score_slovenian, "beggar", 1, won=True, announced={"kings": "declarer"})
    yield partial(score_slovenian, "solo three", 1, card_points=40, made={"king ultimo": "declarer"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=40, made={"king ultimo": "defenders"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=40,
                  made={"trula": "defenders", "pagat ultimo": "declarer"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=8, made={"valat": "defenders"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=68, made={"valat": "declarer", "kings": "defenders"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=12, made={"trula": "declarer"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=40, made={"kings": "defenders", "king ultimo": "declarer"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=40, made={"kings": "declarer"},
                  failed_ultimo={"king ultimo": "declarer"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=68, made={"valat": "declarer"},
                  failed_ultimo={"king ultimo": "declarer"})
    yield partial(score_slovenian, "two", 1, partner=2, card_points=70)
    yield partial(score_jokai, "solo", 0, card_points=30, made={"volát": "declarer"})
    yield partial(score_jokai, "solo", 0, card_points=60, made={"volát": "declarer", "XXI fogás": "defenders"})
    yield partial(score_jokai, "first double", 0, skart_index=1, card_points=40, made={"volát": "defenders"})
    yield partial(score_jokai, "first double", 0, skart_index=1, card_points=66)  # JK-C1
    yield partial(score_jokai, "solo", 0, card_points=66)
    for made in [{"tulétroá": "declarer", "XXI fogás": "defenders"}, {"tulétroá": "defenders", "pagát fogás": "declarer"},
                 {"pagát ultimó": "declarer", "pagát fogás": "defenders"}]:
        yield partial(score_jokai, "solo", 0, card_points=40, made=made)
    yield partial(score_jokai, "solo", 0, card_points=40, announced=["pagát ultimó"], tarokk_count=10,
                  made={"pagát ultimó": "defenders"})
    yield partial(score_jokai, "solo", 0, card_points=40, announced=["pagát ultimó"], tarokk_count=0)
    for capture, made in [("XXI fogás", {"XXI fogás": "defenders"}), ("pagát fogás", {"pagát fogás": "defenders"}),
                          ("pagát fogás", {"pagát ultimó": "declarer"})]:
        yield partial(score_jokai, "solo", 0, card_points=40, announced=[capture], made=made)
    for points, made in [(60, {"dupla": "declarer"}), (34, {"dupla": "defenders"}),
                         (80, {"volát": "declarer", "tulétroá": "defenders"}), (60, {"volát": "declarer"}),
                         (90, {"volát": "declarer", "XXI catch": "defenders"}),
                         (60, {"tulétroá": "declarer", "XXI catch": "defenders"}),
                         (60, {"tulétroá": "defenders", "pagát ultimó": "declarer"})]:
        yield partial(score_paskievics, "two", 0, partner=1, card_points=points, made=made)
    yield partial(score_paskievics, "two", 0, partner=1, card_points=60, counts={0: 9, 1: 9, 2: 9})
    yield partial(score_paskievics, "two", 0, partner=1, card_points=92)  # PK-S3: 4 others' discards


def test_every_objection_of_the_score_functions_is_told_in_each_language():
    """The objections are the core's English sentences, recognised by `OBJECTIONS`: each
    one is met here, its English is the core's to the letter, and the other languages tell
    it in their own words. (A core sentence that changed would fail here, not be shown in
    English to a Hungarian player.)"""
    from tarokk.scoreprompts import OBJECTIONS, objection
    met = set()
    for facts in objections():
        with pytest.raises(tarokk.InvalidInputError) as refused:
            facts()
        said = str(refused.value)
        keys = [key for pattern, key in OBJECTIONS if pattern.fullmatch(said)]
        assert len(keys) == 1, said
        met.add(keys[0])
        assert objection("en", refused.value) == said
        for lang in ("hu", "sl"):
            told = objection(lang, refused.value)
            assert told != said and told == told.strip(), (lang, told)
            left = [phrase for phrase in SCORE_ENGLISH if phrase in told]
            assert not left, (lang, left, told)
    assert met == {key for _, key in OBJECTIONS}


@pytest.mark.parametrize("preset,answers", [
    ("jokai", ["3", "solo", "0", "40", "rekontra", "", "", "", "", "", "", ""]),
    ("paskievics", ["4", "3", "two", "0", "zz", "1", "XX", "60", "", "tulétroá=0", "", "tulétroá=declarer", "", ""]),
    ("slovenian", ["4", "three", "1", "1", "2", "", "40", "", "", "declarer"] + [""] * 11),
])
def test_score_in_english_is_the_same_with_lang_en(capsys, monkeypatch, preset, answers):
    runs = [typed(["score", preset] + extra, capsys, monkeypatch, answers) for extra in ([], ["--lang", "en"])]
    assert runs[0] == runs[1] and "amounts: seat 0: " in runs[0][1], runs[0][1]


@pytest.mark.parametrize("preset,lang,answers,amounts", [
    ("jokai", "hu", ["3", "solo", "0", "40", "rekontra", "", "", "declarer", "", "", "", ""],
     "egyenleg: 0. játékos: +118, 1. játékos: -59, 2. játékos: -59"),
    ("paskievics", "hu", ["4", "0", "two", "0", "1", "XX", "20", "kontra", "", "volát=defenders", "", ""],
     "egyenleg: 0. játékos: -10, 1. játékos: -10, 2. játékos: +10, 3. játékos: +10"),
    ("slovenian", "sl", ["4", "beggar", "1", "y", ""] + [""] * 10,
     "izid: igralec 0: +0, igralec 1: +70, igralec 2: +0, igralec 3: +0"),
])
def test_score_takes_the_english_words_in_every_language(capsys, monkeypatch, preset, lang, answers, amounts):
    code, screen, _, err = typed(["score", preset, "--lang", lang], capsys, monkeypatch, answers)
    assert (code, err) == (0, "") and amounts in screen.splitlines(), screen


@pytest.mark.parametrize("lang", ["hu", "sl"])
def test_any_answers_to_score_in_a_language_end_in_a_result_or_a_clean_error(capsys, monkeypatch, lang):
    """Sense and nonsense (the game's words too, and bytes that are not UTF-8) at every
    prompt of `tarokk score --lang`: a settlement or the end of input, never a traceback."""
    from test_cli import CARELESS
    words = CARELESS + ["igen", "nem", "felvevő", "ellenpárt", "fel", "ell", "szóló", "hármas", "tarokkszám",
                        "pagátultimó", "da", "ne", "igralci", "nasprotniki", "igr", "berač", "solo tri", "\udcff",
                        "tulétroá=\udcff", "\udcff=0"]
    presets = [p for p in ("jokai", "jokai-4", "paskievics", "paskievics-5", "slovenian", "slovenian-3")
               if lang in tarokk.find_variant(p)[0].languages]
    settled = 0
    for k in range(30):
        rng = random.Random(k)
        answers = [rng.choice(words) if rng.random() < 0.6 else str(rng.randrange(1, 6)) for _ in range(400)]
        code, screen, _, err = typed(["score", presets[k % len(presets)], "--lang", lang], capsys, monkeypatch,
                                     answers)
        scored = ("egyenleg: " if lang == "hu" else "izid: ") in screen
        assert code == (0 if scored else 1) and "Traceback" not in err, (k, err[-500:])  # 1: nothing scored
        settled += scored
    assert settled


@pytest.mark.parametrize("backend", ["native", "reference"])
def test_SL_D3_an_annulled_deal_says_which_seat_was_dealt_no_tarok(backend):
    """SL-D3: the settlement of a deal annulled because a seat was dealt no tarok names
    that seat, in every language (a coverage run found the line untold by any test); a
    deal all passed is "thrown in"."""
    r = Game("slovenian", seed=tarokk.deal_seed(409, 0), backend=backend).result()
    assert r.extra == {"no_tarok": [3]}
    assert r.text("en") == "deal annulled (seat 3 dealt no tarok, SL-D3): no score"
    assert r.text("sl") == "igra razveljavljena (brez taroka: igralec 3, SL-D3): brez točk"
    g = Game("jokai", seed=3, backend=backend)
    while not g.is_over:
        g.apply("pass")
    assert g.result().text("en") == "deal thrown in: no score"
