"""`tarokk play` at a terminal: Jókai's tricks (JK-P6: anyone may look at the last completed
trick, nobody at earlier ones until play ends) are taken off the screen as the next one is
told, so neither the screen nor its scrollback keeps them, whatever the terminal's size; the
other games keep every trick. The terminal is a stand-in that does what a real one does with
the escape codes used (home, clear the screen, clear the scrollback) and echoes each typed
answer."""

from __future__ import annotations

import io
import random
import re

import pytest

import tarokk
from tarokk import cli


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


CLEAR = "\x1b[H\x1b[2J\x1b[3J"  # home, clear the screen, clear the scrollback


def screen(written: str) -> list[str]:
    """The lines a terminal keeps, screen and scrollback."""
    return written.rsplit(CLEAR, 1)[-1].split("\n")[:-1]


def played_at_a_terminal(variant: str, monkeypatch, answers=None) -> list[str]:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(cli, "_stdin_is_a_terminal", lambda: True)
    stream = Terminal()
    out = cli.Out(stream)
    given = list(answers or [])

    def typed(prompt: str) -> str:
        text = given.pop(0) if given else "1"
        stream.write(prompt + text + "\n")  # the terminal echoes the answer
        return text
    game = tarokk.Game(variant, seed=5)
    cli.play_deal(out, game, 1, "en", random.Random(5), typed)
    assert game.is_over
    return screen(stream.getvalue())


def test_jk_p6_only_the_last_trick_stays_on_a_jokai_terminal(monkeypatch):
    rows = played_at_a_terminal("jokai", monkeypatch, ["3", "1", "8", "8", "1", "1", "zzz", "99"])
    tricks = [r for r in rows if re.match(r"  trick \d+:", r)]
    assert len(tricks) == 1 and tricks[0].startswith("  trick 12:"), rows
    # Nothing before the play is erased: the bidding, the skart and the talk are all there.
    assert "— bidding —" in rows and "— play —" in rows and "Settlement" in rows
    assert rows.index("— play —") < rows.index(tricks[0]) < rows.index("Settlement")
    assert not any("is not" in r or "choose a number" in r for r in rows[rows.index("— play —"):])


def test_jk_p6_at_every_prompt_of_the_play_only_the_last_trick_is_on_the_screen(monkeypatch):
    """Checked at each of the human's cards: the screen then holds at most one trick, and
    everything written before the play is still there as it was."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(cli, "_stdin_is_a_terminal", lambda: True)
    stream = Terminal()
    seen: list[list[str]] = []
    before_play: list[str] = []

    def typed(prompt: str) -> str:
        rows = screen(stream.getvalue())
        if "— play —" in rows:
            talk = rows[:rows.index("— play —")]
            before_play.extend([] if before_play else talk)
            assert talk == before_play  # the talk before the play, as it was written
            seen.append([r for r in rows if re.match(r"  trick \d+:", r)])
        stream.write(prompt + "1\n")
        return "1"
    game = tarokk.Game("jokai", seed=11)
    cli.play_deal(cli.Out(stream), game, 0, "en", random.Random(11), typed)
    assert len(seen) >= 6 and all(len(t) <= 1 for t in seen) and any(len(t) == 1 for t in seen)
    assert "— bidding —" in before_play and any(r.startswith("> ") for r in before_play)


@pytest.mark.parametrize("variant, tricks", [("slovenian", 12), ("paskievics", 9)])
def test_the_other_games_keep_every_trick_on_the_screen(monkeypatch, variant, tricks):
    rows = played_at_a_terminal(variant, monkeypatch)
    told = [r for r in rows if re.match(r"  trick \d+:", r)]
    assert len(told) in (0, tricks)  # none in a deal annulled or thrown in


def test_piped_a_jokai_deal_keeps_every_trick(capsys):
    """Not at a terminal (a log, a pipe): nothing is erased, every trick is written."""
    game = tarokk.Game("jokai", seed=5)
    answers = iter(["3", "1", "8", "8"])  # bid, so that the deal is played
    cli.play_deal(cli.Out(), game, 1, "en", random.Random(5), lambda prompt: next(answers, "1"))
    out = capsys.readouterr().out
    assert "\x1b[" not in out and len(re.findall(r"^  trick \d+:", out, re.M)) == 12


def test_erasing_redraws_what_stays_whatever_the_terminal_size(monkeypatch):
    """The lines kept are written again after the clear: a line of any length, wrapped as the
    terminal wraps it now (a small or resized terminal loses nothing it should keep), and the
    answers typed as the terminal echoed them."""
    out = cli.Out(Terminal())
    out.say("x" * 300)
    out.say("two\nlines")
    out.typed("> kőr király")
    mark = out.mark()
    out.say("  trick 1: …")
    out.say("Your hand:")
    out.typed("> 1")
    out.erase_since(mark)
    assert screen(out.stream.getvalue()) == ["x" * 300, "two", "lines", "> kőr király"]
    out.erase_since(mark)  # nothing since the mark: nothing written
    assert out.stream.getvalue().count(CLEAR) == 1


def test_piped_nothing_is_kept_or_erased():
    out = cli.Out(io.StringIO())
    out.say("a")
    out.erase_since(0)
    assert out.lines == [] and out.stream.getvalue() == "a\n"


def test_sl_k2_the_talon_is_told_until_the_play_then_only_in_klop(capsys):
    """SL-K2: the talon is shown for the exchange; in the play its line (the cards taken among
    them) is no longer told, except in klop, whose first tricks take its cards (SL-L1)."""
    told_in_play = {}
    for seed in range(8):  # the odd seeds a compulsory klop round (SL-B6) of rule players: klop
        game = tarokk.Game("slovenian", seed=seed, compulsory_klop=seed % 2 == 1)
        cli.play_deal(cli.Out(), game, 0, "en", random.Random(seed), lambda prompt: "1", bots="rule")
        out = capsys.readouterr().out
        if "— play —" not in out:
            continue
        play = out.split("— play —", 1)[1]
        klop = game.result().contract == 0
        told_in_play[klop] = told_in_play.get(klop, False) or "  talon: " in play
        assert ("  talon: " in play) <= klop, (seed, play)
    assert told_in_play == {True: True, False: False}, told_in_play


def test_sl_b1_the_bidding_question_names_the_bid_standing():
    """SL-B1: as the Hungarian games' questions do, the Slovenian bid question says the bid
    standing, in the language asked (from a club player's audit)."""
    for seed in range(50):
        g = tarokk.Game("slovenian", seed=seed)
        g.apply(g.info.policy("rule")(g, random.Random(seed)))
        standing = [a for _, a in g.history if a.name != "pass"]
        if standing and g.phase == "bidding":
            assert tarokk.Dialogue(g, lang="sl").question().text.endswith(
                f"kaj licitiraš? (licitirano: {standing[-1].local})")
            assert tarokk.Dialogue(g).question().text.endswith(f"your bid? (the bid: {standing[-1].name})")
            break
    else:
        pytest.fail("no first bid in 50 deals")
    g = tarokk.Game("slovenian", seed=0)
    assert tarokk.Dialogue(g).question().text.endswith("your bid?")  # nothing bid yet
