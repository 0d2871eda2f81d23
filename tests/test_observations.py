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
from tarokk.registry import VARIANTS

DOC = pathlib.Path(__file__).resolve().parent.parent / "docs" / "observations.md"
#: Each game's table of the doc, and its two table sizes (the columns).
TABLES = [("slovenian", "### Slovenian tarok", (3, 4)), ("jokai", "### Jókai-hármas", (3, 4)),
          ("paskievics", "### Paskievics", (4, 5))]
#: Every table of every registered preset whose game has a native engine.
NATIVE = sorted({(info.name, opts.engine_players) for info, opts in VARIANTS.values()}
                & {(g, n) for g, _ in _core.native_games() for n in range(2, 7)})


def documented(heading: str) -> list[tuple[str, str, str]]:
    """The rows ``(segment, shape with fewer seats, shape with more)`` of a game's table."""
    text = DOC.read_text(encoding="utf-8").split(heading, 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
    return [m.groups() for m in re.finditer(r"^\| `(\w+)` \| ([\d ×]+) \| ([\d ×]+) \|", text, re.M)]


def shape_text(shape: tuple[int, ...]) -> str:
    return " × ".join(map(str, shape))


def test_every_native_game_has_a_table():
    assert {g for g, _ in _core.native_games()} == {g for g, _, _ in TABLES}
    assert {(g, n) for g, n in NATIVE} <= {(g, n) for g, _, ns in TABLES for n in ns}


@pytest.mark.parametrize("game,heading,seats", TABLES)
def test_the_documented_layout_is_the_written_one(game, heading, seats):
    few = _core.Game(game, seats[0]).observation_layout
    more = _core.Game(game, seats[1]).observation_layout
    rows = [(n1, shape_text(s1), shape_text(s2)) for (n1, s1), (_, s2) in zip(few, more)]
    assert documented(heading) == rows
    sizes = DOC.read_text(encoding="utf-8").split("| length |", 1)[1]
    for n in seats:
        assert f"| {n} | {_core.Game(game, n).observation_len} |" in sizes


@pytest.mark.parametrize("game,n", NATIVE)
def test_list_and_bytes_agree(game, n):
    rng = random.Random(n)
    g = _core.Game(game, n, seed=11)
    while not g.is_over:
        for s in range(n):
            t = g.observation_tensor(s)
            b = g.observation_bytes(s)
            assert len(t) == g.observation_len and list(struct.unpack(f"={len(t)}f", b)) == t
        g.apply(rng.choice(g.legal_actions()))


@pytest.mark.parametrize("game,n,options", [("jokai", 4, {}), ("paskievics", 4, {}), ("paskievics", 5, {}),
                                             ("paskievics", 4, {"rautes": True}), ("paskievics", 5, {"rautes": True})])
def test_worlds_through_the_bindings(game, n, options):
    """Worlds keep the seat's view (its hand in it), tensor and own cards as dealt. With
    ráütés (PK-D3), after a knock, the seat's cards are the packet it chose, not the hand
    dealt at its seat: the view holds them."""
    g = _core.Game(game, n, seed=3, dealer=1, **options)
    if options:
        g.apply("knock")
    rng = random.Random(2)
    while len(g.history) < 30:
        legal = g.legal_actions()
        bids = [a for a in legal if a.name != "pass"] if g.phase == "bidding" else legal
        g.apply(rng.choice(bids or legal))  # bid: a thrown-in deal has no play to hide
    for seat in range(n):
        w = g.sample_world(seat, 5)
        assert w is not None and w.game == game and w.num_players == n and w.dealer == 1
        assert w.view(seat) == g.view(seat) and w.observation_tensor(seat) == g.observation_tensor(seat)
        if not options:
            assert w.initial_hands[seat] == g.initial_hands[seat]
        assert [a.id for _, a in w.named_history] == [a for _, a in w.history]
    assert g.sample_world(0, 5).history == g.sample_world(0, 5).history  # a seed, a world
    with pytest.raises(InvalidInputError):
        g.sample_world(n, 0)
    with pytest.raises(InvalidInputError):
        g.sample_world(0, -1)


@pytest.mark.parametrize("preset", sorted(VARIANTS))
def test_tarokk_game_gives_the_tensors_on_both_backends(preset):
    """``tarokk.Game`` gives the tensor, its bytes, layout and the legal mask itself (a
    reference-backed game by its native twin): the same at every step on both backends."""
    import tarokk
    rng = random.Random(3)
    native = tarokk.Game(preset, seed=9)
    reference = tarokk.Game(preset, seed=9, backend="reference")
    assert native.observation_layout == reference.observation_layout
    assert native.observation_len == sum(_product(s) for _, s in native.observation_layout)
    steps = 0
    while not native.is_over and steps < 40:
        for seat in range(native.num_players):
            t = native.observation_tensor(seat)
            assert len(t) == native.observation_len and t == reference.observation_tensor(seat)
            assert list(struct.unpack(f"{len(t)}f", native.observation_bytes(seat))) == t
        mask = native.legal_mask()
        assert mask == reference.legal_mask() == sum(1 << a.id for a in native.legal_actions())
        a = rng.choice(native.legal_actions())
        native.apply(a.id)
        reference.apply(a.id)
        steps += 1


def _product(shape):
    n = 1
    for k in shape:
        n *= k
    return n
