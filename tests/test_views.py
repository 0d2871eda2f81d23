"""Typed views (``tarokk.views``): ``Game.view(seat)`` is the registered game's view class,
with exactly the protocol's keys (docs/<game>.md, "Views"), every value of its annotated
type, and ``as_dict()`` the engine's plain dict; on both backends, at every phase."""

from __future__ import annotations

import dataclasses
import pickle
import random
import typing
from typing import Any, Literal, Union

import pytest

from gamecases import PRESET_IDS
from tarokk import Game, JokaiView, PaskievicsView, SlovenianView, Trick, View


def conforms(value: Any, hint: Any) -> bool:
    """Is ``value`` of the type ``hint`` (the forms the view classes use)?"""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any:
        return True
    if origin is Union:
        return any(conforms(value, a) for a in args)
    if origin is Literal:
        return value in args
    if hint is type(None):
        return value is None
    if hint is Trick:
        return (isinstance(value, Trick) and conforms(value.leader, int)
                and conforms(value.cards, list[int]) and conforms(value.winner, int))
    if origin is list:
        return isinstance(value, list) and all(conforms(v, args[0]) for v in value)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return isinstance(value, tuple) and all(conforms(v, args[0]) for v in value)
    if origin is tuple:
        return (isinstance(value, tuple) and len(value) == len(args)
                and all(conforms(v, a) for v, a in zip(value, args)))
    if origin is dict:
        return isinstance(value, dict) and all(conforms(k, args[0]) and conforms(v, args[1])
                                               for k, v in value.items())
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


def test_the_checker_tells_wrong_values():
    """The checker itself: a list where a pair is due, a bool for an int, a stray value."""
    assert conforms([(1, 2)], list[tuple[int, int]]) and not conforms([[1, 2]], list[tuple[int, int]])
    assert not conforms(True, int) and conforms(None, typing.Optional[int])
    assert not conforms("x", list[typing.Optional[Literal["declarer", "defenders"]]])
    assert not conforms([1, [2], 3], Trick) and conforms(Trick(1, [2], 3), Trick)
    assert conforms((), tuple[int, ...]) and conforms((1, 2), tuple[int, ...])
    assert not conforms([1], tuple[int, ...]) and not conforms((1, None), tuple[int, ...])


CLASSES = {"slovenian": SlovenianView, "jokai": JokaiView, "paskievics": PaskievicsView}


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_views_are_typed_and_exact(alias, backend_name):
    """Every seat's view, after every action of random deals: the game's class, the
    protocol's keys exactly, every field of its annotated type, ``as_dict`` the engine's."""
    for seed in range(4):
        g = Game(alias, seed=seed, backend=backend_name)
        cls = g.info.view_class()
        assert cls is CLASSES[g.game] and issubclass(cls, View)
        hints = typing.get_type_hints(cls)
        rng = random.Random(seed)
        while True:
            for seat in range(g.num_players):
                v = g.view(seat)
                raw = g.engine.view(seat)
                assert type(v) is cls
                assert {f.name for f in dataclasses.fields(v)} == set(raw)
                assert v.as_dict() == raw
                for f in dataclasses.fields(v):
                    value = getattr(v, f.name)
                    assert conforms(value, hints[f.name]), (alias, g.phase, f.name, value)
                    assert v[f.name] == value
            if g.is_over:
                break
            g.apply(rng.choice(g.legal_actions()))


def test_view_access_by_name_and_pickling():
    g = Game("slovenian", seed=7)
    v = g.view(2)
    assert v["hand"] == v.hand == g.hands[2] and "talon" in v and "skart_seen" not in v
    with pytest.raises(KeyError):
        v["skart_seen"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        v.seat = 1  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(v)) == v
    assert repr(v) == "SlovenianView(seat=2, phase='bidding')"
    assert str(v).startswith("seat 2 · phase bidding · to act: 2\nhand: ")


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_a_view_is_a_read_only_mapping_of_its_fields(alias):
    """Code written for the protocol's dicts reads a typed view the same way: its keys
    are the fields in ``as_dict()``'s order, and only those (not the class's constants
    ``game`` and ``_convert``); items, values and ``get`` as a dict's."""
    v = Game(alias, seed=5).view(1)
    plain = v.as_dict()
    assert list(v) == list(v.keys()) == list(plain) and len(v) == len(plain)
    assert dict(v.items()) == {k: getattr(v, k) for k in plain}
    assert "game" not in v and "_convert" not in v and v.get("game") is None
    with pytest.raises(KeyError):
        v["game"]
    assert v.get("hand") == v.hand and v.get("no such field", 7) == 7
    assert v == Game(alias, seed=5).view(1) and v != Game(alias, seed=5).view(0)


def test_completed_tricks_are_trick_tuples():
    """A view's completed tricks are ``Trick(leader, cards, winner)``, the winner as the
    core's trick rule says (SL-P1: the highest trump, else the led suit's highest card)."""
    from tarokk import trick_winner
    g = Game("slovenian", seed=3)
    rng = random.Random(1)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    tricks = g.view(0).tricks
    assert tricks, "the deal had no trick"
    for t in tricks:
        assert isinstance(t, Trick)
        assert (t.leader + trick_winner(t.cards, emperor=True)) % g.num_players == t.winner


def view_cards(v: View) -> set[int]:
    """Every card a view holds, in any of its fields."""
    found: set[int] = set(v.hand) | set(v.trick)
    for name in ("talon", "discards", "received"):
        value = getattr(v, name, [])
        for x in value:
            found |= set(x) if isinstance(x, list) else {x}
    for t in list(getattr(v, "tricks", [])) + [getattr(v, "last_trick", None)]:
        if t is not None:
            found |= set(t.cards)
    for hand in getattr(v, "revealed", {}).values():
        found |= set(hand)
    return found


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_a_view_as_text_shows_what_the_view_holds_and_no_other_card(alias):
    """``str(view)`` at every state of rule-played deals, for every seat: the hand, the
    contract and its declarer, the called card and the partner as this seat knows him,
    the trick in play, and each game's lines (Slovenian talon, discards seen and shown
    hands; Jókai discards and last trick, JK-P6; Paskievics talon share); no card named in
    it that the view itself does not hold."""
    from tarokk import format_card, format_cards
    from tarokk.policies import rule_policy

    names = {format_card(c, "unicode"): c for c in range(54)}
    lines_seen: set[str] = set()
    for seed in range(3):
        g, rng = Game(alias, seed=seed), random.Random(seed)
        while True:
            for seat in range(g.num_players):
                v = g.view(seat)
                text = str(v).split("\n")
                assert text[0] == f"seat {seat} · phase {v.phase} · to act: {v.current_player}"
                assert text[1] == "hand: " + (format_cards(v.hand, "unicode") or "—")
                expected = []
                if v.contract is not None:
                    expected.append("contract: ")
                if getattr(v, "called", None) is not None:
                    partner = "unknown" if v.partner is None else f"seat {v.partner}"
                    expected.append(f"called: {format_card(v.called, 'en')}; partner: {partner}")
                if v.trick:
                    expected.append(f"trick (led by seat {v.trick_leader}): {format_cards(v.trick, 'unicode')}")
                if getattr(v, "talon", None):
                    expected.append("talon: " + format_cards(v.talon, "unicode"))
                if isinstance(v, SlovenianView):
                    if v.discards:
                        expected.append("discards seen: " + format_cards(v.discards, "unicode"))
                    expected += [f"seat {s} shows: {format_cards(h, 'unicode')}" for s, h in v.revealed.items()]
                if isinstance(v, JokaiView):
                    if v.discards:
                        expected.append("discards: " + format_cards(v.discards, "unicode"))
                    if v.last_trick is not None:
                        expected.append(f"last trick (won by seat {v.last_trick.winner}): "
                                        + format_cards(v.last_trick.cards, "unicode"))
                if isinstance(v, PaskievicsView) and v.received:
                    expected.append("from the talon: " + format_cards(v.received, "unicode"))
                for line in expected:
                    assert any(t.startswith(line) for t in text[2:]), (line, text)
                    lines_seen.add(line.split(" ")[0])
                named = {names[w] for line in text[1:] for w in line.split(" ") if w in names}
                assert named <= view_cards(v), (sorted(named - view_cards(v)), text)
            if g.is_over:
                break
            g.apply(rule_policy(g, rng))
    every_game = {"contract:", "trick"}
    game_lines = {"slovenian": {"talon:", "discards"}, "jokai": {"discards:", "last"},
                  "paskievics": {"called:", "from"}}[g.info.name]
    called = {"called:"} if alias in ("slovenian", "slovenian-5") else set()
    assert lines_seen == every_game | game_lines | called, lines_seen
