"""The words around the games' own names in each language a game speaks
(``tarokk.clitexts``): every language has every key, and the settlement, the score sheets,
what the table says and a narrated deal are told in the game's language. English, the
default, is unchanged (``test_cli.py``, ``test_scoresheet.py`` check its lines)."""

from __future__ import annotations

import io
import random

import pytest

import tarokk
from tarokk.clitexts import LANGS, TEXTS
from tarokk.game import Game
from tarokk.jokai.texts import NARRATION
from tarokk.narrate import narrate
from tarokk.registry import GAMES
from tarokk.tablenews import news

#: The English frame: none of it may be left in the other languages' output.
ENGLISH = ["Your hand", "trick so far", "trick ", "seat ", "Seat ", "— bidding —", "— play —", "face down",
           "Settlement", "amounts:", "card points", "declarer", "defenders", "announced", "silent",
           ": won", ": lost", " won", " lost", "Deal ", " deals", "you are", "you sit out", "Ctrl-D ends",
           "(seed ", "players;", "forehand", "Play:", "everyone alone", "thrown in", "no score",
           "discards shown", "shows the hand", "among the discards", "in the skart", "radli open",
           "if it ended now", "dealer", "total", "[hint", "hints:", "[forced]", "set 1:",
           "type a number", "choose a number", "not one of the choices", "be more precise",
           "record written", "bye", "interrupted"]


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


def test_a_compulsory_klop_is_narrated_in_slovenian():
    told = io.StringIO()
    narrate(Game("slovenian", seed=1, compulsory_klop=True), out=told, style="sl", lang="sl")
    out = told.getvalue()
    assert out.splitlines()[0] == "Slovenski tarok, igralcev: 4; delivec: igralec 0, začne: igralec 1 — obvezni klop"
    no_english(out)


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
