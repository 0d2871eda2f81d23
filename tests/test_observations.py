"""The observation tensors through the bindings: the layouts of docs/observations.md are
what the core writes, the list and the bytes agree, and sampled worlds are deals of the
same game that the seat cannot tell apart."""

from __future__ import annotations

import pathlib
import random
import re
import struct

import pytest

from tarokk import _core
from tarokk.errors import InvalidInputError

DOC = pathlib.Path(__file__).resolve().parent.parent / "docs" / "observations.md"
TABLES = [("slovenian", "### Slovenian tarok"), ("jokai", "### Jókai-hármas")]


def documented(heading: str) -> list[tuple[str, str, str]]:
    """The rows ``(segment, shape with 3 seats, shape with 4)`` of a game's table."""
    text = DOC.read_text(encoding="utf-8").split(heading, 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
    return [m.groups() for m in re.finditer(r"^\| `(\w+)` \| ([\d ×]+) \| ([\d ×]+) \|", text, re.M)]


def shape_text(shape: tuple[int, ...]) -> str:
    return " × ".join(map(str, shape))


@pytest.mark.parametrize("game,heading", TABLES)
def test_the_documented_layout_is_the_written_one(game, heading):
    three = _core.Game(game, 3).observation_layout
    four = _core.Game(game, 4).observation_layout
    rows = [(n3, shape_text(s3), shape_text(s4)) for (n3, s3), (_, s4) in zip(three, four)]
    assert documented(heading) == rows
    sizes = DOC.read_text(encoding="utf-8").split("| length |", 1)[1]
    for n in (3, 4):
        assert f"| {n} | {_core.Game(game, n).observation_len} |" in sizes


@pytest.mark.parametrize("game,n", [("slovenian", 3), ("slovenian", 4), ("jokai", 3), ("jokai", 4)])
def test_list_and_bytes_agree(game, n):
    rng = random.Random(n)
    g = _core.Game(game, n, seed=11)
    while not g.is_over:
        for s in range(n):
            t = g.observation_tensor(s)
            b = g.observation_bytes(s)
            assert len(t) == g.observation_len and list(struct.unpack(f"={len(t)}f", b)) == t
        g.apply(rng.choice(g.legal_actions()))


def test_worlds_through_the_bindings():
    g = _core.Game("jokai", 4, seed=3, dealer=1)
    rng = random.Random(2)
    while len(g.history) < 30:
        legal = g.legal_actions()
        bids = [a for a in legal if a.name != "pass"] if g.phase == "bidding" else legal
        g.apply(rng.choice(bids or legal))  # bid: a thrown-in deal has no play to hide
    for seat in range(4):
        w = g.sample_world(seat, 5)
        assert w is not None and w.game == "jokai" and w.num_players == 4 and w.dealer == 1
        assert w.view(seat) == g.view(seat) and w.observation_tensor(seat) == g.observation_tensor(seat)
        assert w.initial_hands[seat] == g.initial_hands[seat]
        assert [a.id for _, a in w.named_history] == [a for _, a in w.history]
    assert g.sample_world(0, 5).history == g.sample_world(0, 5).history  # a seed, a world
    with pytest.raises(InvalidInputError):
        g.sample_world(4, 0)
    with pytest.raises(InvalidInputError):
        g.sample_world(0, -1)
