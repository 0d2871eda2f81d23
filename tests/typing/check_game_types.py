"""What a type checker knows of a game's views (checked by ``make lint``: ``mypy --strict``
on this file fails where a type below is not the one asserted). Not a pytest module: its
name does not start with ``test_``; ``tests/test_api.py`` runs it for the runtime half."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import assert_type
else:  # typing has it from Python 3.11; at run time it only returns its value
    def assert_type(value, _type):
        return value

import tarokk
from tarokk import Game, JokaiView, PaskievicsView, SlovenianView, View


def views_by_preset() -> None:
    assert_type(Game().view(0), SlovenianView)
    assert_type(Game("slovenian-3", seed=1).view(0), SlovenianView)
    assert_type(Game("jokai", seed=1).view(0), JokaiView)
    assert_type(Game("paskievics_5", seed=1).view(0), PaskievicsView)
    # A game's own fields, without narrowing.
    assert_type(Game("jokai", seed=1).view(0).last_trick, "tarokk.Trick | None")
    assert_type(Game("slovenian", seed=1).view(0).partner, "int | None")


def views_by_options() -> None:
    assert_type(Game(tarokk.variants.JokaiRules(players=4), seed=1).view(0), JokaiView)
    assert_type(Game(tarokk.variants.PaskievicsRules(), seed=1).view(0), PaskievicsView)


def views_of_any_variant(name: str, options: Any) -> None:
    # A name only known at run time: the base view, to narrow.
    assert_type(Game(name, seed=1).view(0), View)
    g = Game(name, seed=1)
    v = g.view(0)
    assert isinstance(v, JokaiView)
    assert_type(v.active, "list[int]")


def copies_keep_the_type() -> None:
    g = Game("jokai", seed=1)
    assert_type(g.copy(), "Game[JokaiView]")
    assert_type(g.play_random(), "Game[JokaiView]")


def a_bare_game_is_a_game_of_views(g: Game) -> View:
    assert_type(g, "Game[View]")
    return g.view(0)


def a_game_of_one_game_is_a_game(g: Game[JokaiView]) -> Game:
    return g


if __name__ == "__main__":
    views_by_preset()
    views_by_options()
    views_of_any_variant("jokai", None)
    copies_keep_the_type()
    a_bare_game_is_a_game_of_views(Game("paskievics", seed=2))
    a_game_of_one_game_is_a_game(Game("jokai", seed=3))
