"""Differential tests: the native core against the pure-Python engine, on seeded random
input (docs/protocol.md: both backends behave identically).

Covers notation, legal_plays / trick_winner for both packs and every combination of the
flags (README "Following suit", SL-P3, SL-P4, SL-P6, SL-A3), the counts (PK-X1, JK-C1/C2,
SL-C1) and whole random play-outs of PlayState.  Both modules are imported directly, so
these tests fail until the native backend is built.
"""

from __future__ import annotations

import importlib
import itertools
import random

import pytest

from tarokk import Card
from tarokk.errors import IllegalActionError, TarokkError

PACK_54 = list(range(54))
PACK_42 = list(range(22)) + [22 + 8 * s + r for s in range(4) for r in range(3, 8)]
HONOURS = [0, 20, 21]
STYLES = ["ascii", "unicode", "hu", "sl", "en"]
FLAG_COMBOS = [dict(negative=n, colour_valat=c, emperor=e)
               for n, c, e in itertools.product((False, True), repeat=3)]


@pytest.fixture(scope="module")
def engines():
    """(native, python engine); fails when the native backend is not built."""
    try:
        native = importlib.import_module("tarokk._core")
    except ImportError as exc:
        pytest.fail(f"backend tarokk._core not importable: {exc}")
    return native, importlib.import_module("tarokk.reference")


def outcome(func, *args, **kwargs):
    """The result of a call, or the TarokkError class it raised (for comparing)."""
    try:
        return ("ok", func(*args, **kwargs))
    except TarokkError as exc:
        return ("error", type(exc).__name__)


def shuffled_pack(rng: random.Random, pack: list[int]) -> list[int]:
    """A shuffled pack; often with some honours moved to the front, so that tricks and
    hands meet the pagat and the emperor's trick (SL-P4, SL-P6) more often."""
    cards = list(pack)
    rng.shuffle(cards)
    if rng.random() < 0.5:
        front = rng.sample(HONOURS, rng.randint(1, 3))
        cards = front + [c for c in cards if c not in front]
        head = cards[:5]
        rng.shuffle(head)
        cards[:5] = head
    return cards


# --- notation ---------------------------------------------------------------------------


def test_diff_notation(engines):
    native, python = engines
    for style in STYLES:
        for card in range(54):
            name = python.format_card(card, style)
            assert native.format_card(card, style) == name
            assert native.parse_card(name) == python.parse_card(name) == card
    rng = random.Random(1)
    for _ in range(300):
        cards = rng.sample(PACK_54, rng.randint(0, 18))
        style = rng.choice(STYLES)
        text = python.format_cards(cards, style)
        assert native.format_cards(cards, style) == text
        assert native.parse_cards(text) == python.parse_cards(text) == cards
    for text in ("7", "21", "5H", "1S", "kőr hetes", "", "KH KH", "pikk ász"):
        assert outcome(native.parse_card, text) == outcome(python.parse_card, text)
        assert outcome(native.parse_cards, text) == outcome(python.parse_cards, text)
    # A refused name in a list is quoted as written, without the spaces around it.
    for text in ("XXI, foo", "XXI,  foo ", " foo ,XXI", "XXI, , I"):
        said = []
        for engine in (native, python):
            with pytest.raises(TarokkError) as exc:
                engine.parse_cards(text)
            said.append(str(exc.value))
        assert said[0] == said[1] and "' foo'" not in said[0] and "'foo '" not in said[0], said


# --- legal plays and trick winners --------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_diff_legal_plays_and_winner(engines, seed):
    """1500 random situations per seed × 8 flag combinations × 3 keep choices."""
    native, python = engines
    rng = random.Random(1000 + seed)
    for case in range(1500):
        pack = PACK_54 if case % 2 else PACK_42
        cards = shuffled_pack(rng, pack)
        trick_len = rng.randint(0, 4)
        hand_len = rng.randint(1, 16)
        trick, hand = cards[:trick_len], cards[trick_len:trick_len + hand_len]
        rng.shuffle(hand)
        outside = cards[trick_len + hand_len:]
        keeps = [None, rng.choice(hand),
                 0 if 0 in hand else rng.choice(outside) if outside else None]
        for flags in FLAG_COMBOS:
            for keep in keeps:
                expected = python.legal_plays(hand, trick, keep=keep, **flags)
                got = native.legal_plays(hand, trick, keep=keep, **flags)
                assert got == expected, (hand, trick, flags, keep)
            if trick_len < 4:
                for card in hand:
                    full = trick + [card]
                    w_native = native.trick_winner(full, colour_valat=flags["colour_valat"],
                                                   emperor=flags["emperor"])
                    w_python = python.trick_winner(full, colour_valat=flags["colour_valat"],
                                                   emperor=flags["emperor"])
                    assert w_native == w_python, (full, flags)


def test_diff_bad_arguments(engines):
    native, python = engines
    for hand, trick in (([], []), ([29, 29], []), ([29, 30], [30]), ([29], [1, 2, 3, 4, 5]),
                        ([54], []), ([29], [30, 30])):
        assert (outcome(native.legal_plays, hand, trick)
                == outcome(python.legal_plays, hand, trick) == ("error", "InvalidInputError"))
    assert outcome(native.trick_winner, []) == outcome(python.trick_winner, [])
    for skart in (1, 3, 5, 8):
        assert outcome(native.count_jokai, [29], 1, skart)[0] == "error"
        assert outcome(python.count_jokai, [29], 1, skart)[0] == "error"


# --- counts -------------------------------------------------------------------------------


def test_diff_counts(engines):
    native, python = engines
    for card in range(54):
        assert native.card_points(card) == python.card_points(card)
    assert list(native.PACK_54) == list(python.PACK_54)
    assert list(native.PACK_42) == list(python.PACK_42)
    rng = random.Random(2)
    for case in range(2000):
        pack = PACK_54 if case % 2 else PACK_42
        pile = rng.sample(pack, rng.randint(0, len(pack)))
        assert native.points(pile) == python.points(pile)
        assert native.count_slovenian_thirds(pile) == python.count_slovenian_thirds(pile)
        assert native.count_slovenian(pile) == python.count_slovenian(pile)
        tricks, skart = rng.randint(0, 12), rng.choice((0, 2, 4, 6))
        assert (native.count_jokai(pile, tricks, skart)
                == python.count_jokai(pile, tricks, skart))


# --- whole play-outs ----------------------------------------------------------------------


def snapshot(state) -> tuple:
    return (state.num_players, state.current_player, state.leader, state.hands,
            state.trick, state.won, state.tricks_won,
            [(leader, list(cards), winner) for leader, cards, winner in state.tricks],
            state.is_over, state.legal_actions())


@pytest.mark.parametrize("seed", range(4))
def test_diff_play_outs(engines, seed):
    """500 random deals per seed: legal_actions at every step, illegal cards rejected by
    both with the same reason, and the same final won piles and tricks."""
    native, python = engines
    rng = random.Random(2000 + seed)
    for case in range(500):
        pack = PACK_54 if case % 2 else PACK_42
        seats = rng.randint(2, 4)
        size = rng.randint(1, min(16, len(pack) // seats))
        cards = shuffled_pack(rng, pack)
        hands = [cards[i * size:(i + 1) * size] for i in range(seats)]
        rng.shuffle(hands)
        flags = FLAG_COMBOS[case % len(FLAG_COMBOS)]
        keep = None
        if rng.random() < 0.5:
            keep = [rng.choice([None, 0 if 0 in h else None, max(h), rng.choice(h)])
                    for h in hands]
        leader = rng.randrange(seats)
        states = [native.PlayState(hands, leader, keep=keep, **flags),
                  python.PlayState(hands, leader, keep=keep, **flags)]
        assert snapshot(states[0]) == snapshot(states[1])
        while not states[1].is_over:
            legal = states[1].legal_actions()
            seat = states[1].current_player
            illegal = [c for c in states[1].hands[seat] if c not in legal]
            if illegal and rng.random() < 0.3:
                card = rng.choice(illegal)
                messages = []
                for state in states:
                    with pytest.raises(IllegalActionError) as info:
                        state.apply(card)
                    messages.append(str(info.value))
                # The native message names the card first; the reason is the same words.
                assert messages[0] == f"{Card(card).name()} is not legal: {messages[1]}", (messages, card)
            card = rng.choice(legal)
            for state in states:
                state.apply(card)
            assert snapshot(states[0]) == snapshot(states[1]), (hands, flags, keep)
        over = [outcome(s.apply, cards[0]) for s in states]
        assert over[0] == over[1] == ("error", "IllegalActionError")


# --- arguments of every kind ------------------------------------------------------------

#: Values a caller might pass where a card, a list of cards, a count or a style belongs.
ODD = [0, 1, 20, 21, 53, 54, -1, 255, 2**31, 2**70, 12, 13, 1.5, 3.0, True, False, None, "KH", "XXI",
       "kőr király", "k♥", "", "xx", [], [1, 2], (3,), [True], [1.5], [2**70], "KH KS"]
FUNCTIONS = ["format_card", "format_cards", "parse_card", "parse_cards", "points", "card_points", "count_jokai",
             "count_slovenian", "count_slovenian_thirds", "legal_plays", "trick_winner"]


def any_outcome(func, *args, **kwargs):
    """The result, or the class of whatever the call raised (a TypeError as much as a
    TarokkError: both backends must raise the same)."""
    try:
        return ("ok", func(*args, **kwargs))
    except Exception as exc:  # noqa: BLE001 - any class, compared between the backends
        return ("error", type(exc).__name__)


def test_arguments_of_every_kind_give_the_same_outcome_on_both_backends(engines):
    """Seeded random calls of the foundation functions with values of every kind (bools,
    floats, None, huge ints, text, nested lists): the same result or the same exception
    class from both. Found by fuzzing: the native functions took True for card 1 and raised
    TypeError where the reference raised InvalidInputError; None is the default style and
    skart count on both; more than 12 Jókai tricks is refused on both (JK-P0)."""
    native, reference = engines
    rng = random.Random(2026)
    import numpy as np
    odd = ODD + [np.int64(3)]
    for _ in range(4000):
        name = rng.choice(FUNCTIONS)
        args = [rng.choice(odd) if rng.random() < 0.5
                else [rng.choice(odd) if rng.random() < 0.2 else rng.randrange(54) for _ in range(rng.randrange(6))]
                for _ in range(rng.randrange(4))]
        if name.startswith("format") and args and rng.random() < 0.7:
            args = args[:1] + [rng.choice(STYLES + ["x", None, 3])]
        got = [any_outcome(getattr(m, name), *args) for m in (native, reference)]
        assert got[0] == got[1], (name, args, got)


def test_play_states_take_arguments_of_every_kind_alike(engines):
    """PlayState, legal_plays and trick_winner with seats, cards, flags and keep lists of
    every kind (bools, floats, None, text, huge ints): the same outcome from both backends,
    and the same states after. (The native class took True for card 1 and for seat 1,
    raised TypeError where the reference raised InvalidInputError, and refused a flag of
    0 that the reference took; a flag is now True or False, None the default, on both.)"""
    native, reference = engines
    import numpy as np
    rng = random.Random(11)
    odd = [0, 1, 2, 3, -1, 4, 2**70, 1.5, True, False, None, "x", [], [1], np.int64(1), "KH"]
    flags = [True, False, 1, 0, None, "x"]
    for _ in range(1500):
        pack = shuffled_pack(rng, PACK_54)
        n, k = rng.choice([1, 2, 3, 4, 5]), rng.choice([1, 3, 12, 16, 17])
        hands = [pack[i * k:(i + 1) * k] for i in range(n)]
        if rng.random() < 0.3 and hands[0]:
            hands[0][0] = rng.choice(odd + [hands[-1][-1] if hands[-1] else 0])
        leader = rng.choice(odd) if rng.random() < 0.3 else rng.randrange(n)
        kw = {f: rng.choice(flags) for f in ("negative", "colour_valat", "emperor") if rng.random() < 0.3}
        if rng.random() < 0.3:
            kw["keep"] = rng.choice([None, [None] * n, [hands[0][0]] + [None] * (n - 1), [99], "x", [True]])
        made = [any_outcome(m.PlayState, hands, leader, **kw) for m in (native, reference)]
        kinds = [o[0] if o[0] == "ok" else o for o in made]  # two states are not equal objects
        assert kinds[0] == kinds[1], (hands, leader, kw, made)
        if made[0][0] == "ok":
            states = [made[0][1], made[1][1]]
            for _step in range(40):
                if states[0].is_over:
                    break
                card = rng.choice(odd) if rng.random() < 0.2 else rng.choice(states[0].legal_actions())
                got = [any_outcome(s.apply, card) for s in states]
                assert got[0] == got[1], (card, got)
            assert states[0].legal_actions() == states[1].legal_actions()
            assert states[0].tricks == [tuple(t) for t in states[1].tricks]
        trick = pack[:rng.randrange(0, 6)]
        fl = {f: rng.choice(flags) for f in ("colour_valat", "emperor") if rng.random() < 0.5}
        assert any_outcome(native.trick_winner, trick, **fl) == any_outcome(reference.trick_winner, trick, **fl)
        fl2 = dict(fl, **({"negative": rng.choice(flags)} if rng.random() < 0.5 else {}))
        hand, trick = pack[10:18], pack[:rng.randrange(0, 4)]
        assert any_outcome(native.legal_plays, hand, trick, **fl2) == any_outcome(reference.legal_plays, hand, trick, **fl2)
