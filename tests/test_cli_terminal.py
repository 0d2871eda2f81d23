"""`tarokk play` at a terminal: Jókai's tricks (JK-P6: anyone may look at the last completed
trick, nobody at earlier ones until play ends) are erased from the screen as the next one is
told, so neither the screen nor its scrollback keeps them; the other games keep every trick.
The terminal is a stand-in that does what a real one does with the two escape codes used
(cursor up to a row's start, clear to the end of the screen) and echoes each typed answer."""

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


def screen(written: str) -> list[str]:
    """The rows a terminal (wide enough for every line) keeps, scrollback included."""
    rows: list[str] = []
    for part in re.split(r"(\x1b\[\d+F\x1b\[J)", written):
        erase = re.fullmatch(r"\x1b\[(\d+)F\x1b\[J", part)
        if erase:
            del rows[len(rows) - int(erase.group(1)):]
        else:
            rows.extend(part.split("\n")[:-1] if part.endswith("\n") else part.split("\n"))
    return rows


def played_at_a_terminal(variant: str, monkeypatch, answers=None) -> list[str]:
    monkeypatch.setenv("COLUMNS", "500")
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
    """Checked at each of the human's cards: the screen then holds at most one trick."""
    monkeypatch.setenv("COLUMNS", "500")
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(cli, "_stdin_is_a_terminal", lambda: True)
    stream = Terminal()
    seen: list[list[str]] = []

    def typed(prompt: str) -> str:
        rows = screen(stream.getvalue())
        if "— play —" in rows:
            seen.append([r for r in rows if re.match(r"  trick \d+:", r)])
        stream.write(prompt + "1\n")
        return "1"
    game = tarokk.Game("jokai", seed=11)
    cli.play_deal(cli.Out(stream), game, 0, "en", random.Random(11), typed)
    assert len(seen) >= 6 and all(len(t) <= 1 for t in seen) and any(len(t) == 1 for t in seen)


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


def test_the_rows_of_a_long_line_are_counted_as_the_terminal_wraps_it(monkeypatch):
    monkeypatch.setenv("COLUMNS", "10")
    out = cli.Out(Terminal())
    out.say("x" * 25)          # three rows of 10 columns
    out.say("K♥ Q♥")           # one row: the suit symbols take a column each
    out.typed("> " + "é" * 9)  # an accented answer of 11 columns: two rows
    assert out.rows == 6
    out.erase_since(3)
    assert out.rows == 3 and out.stream.getvalue().endswith("\x1b[3F\x1b[J")
