"""Action ids and their names (docs/paskievics.md "Actions").

Ids 0..53 are cards (discard or play); the other actions have ids 54..103.  ``action_name``
gives the English or Hungarian name, ``parse_action`` reads any of them back (and the
aliases of the protocol), card names in any style through :mod:`..notation`.
"""

from __future__ import annotations

import re

from tarokk.errors import InvalidInputError, NotationError

from ..cards import NUM_CARDS, NUM_TRUMPS
from ..notation import action_text_error, format_card, normalize, parse_card, parse_card_object_hu, quoted

# --- ids --------------------------------------------------------------------------------

PASS = 54
BID = 55  # 55 + level
HOLD = 59
ANNUL = 60
KNOCK = 61
CUT = 62
PACKET = 63  # 63 + packet index 0..3
COUNT8 = 67
COUNT9 = 68
CALL = 69  # 69 + trump id 0..21
ANNOUNCE = 91  # 91 + figure 0..5
KONTRA = 97  # 97 + item 0..6
NUM_ACTIONS = 104

THREE, TWO, ONE, SOLO = 0, 1, 2, 3
LEVELS = (THREE, TWO, ONE, SOLO)
LEVEL_VALUE = (1, 2, 3, 4)  # PK-B1
LEVEL_EN = ("three", "two", "one", "solo")
LEVEL_HU = ("három", "kettő", "egy", "szóló")

TULETROA, FOUR_KINGS, DUPLA, ULTIMO, XXI_CATCH, VOLAT = range(6)
NUM_FIGURES = 6
GAME_ITEM = 0
NUM_ITEMS = 1 + NUM_FIGURES
#: In English text the figures keep the rules' Hungarian terms (as Jókai's do).
FIGURE_EN = ("tulétroá", "négy király", "dupla", "pagát ultimó", "XXI fogás", "volát")
#: English names read as the figure, never written (the English text's names before 2026-12-07).
FIGURE_GLOSS = {1: "four kings", 4: "XXI catch"}
FIGURE_HU = ("tulétroá", "négy király", "dupla", "pagát ultimó", "XXI fogás", "volát")
FIGURE_HU_SUB = ("tulétroára", "négy királyra", "duplára", "pagát ultimóra", "XXI fogásra",
                 "volátra")
ITEM_EN = ("the game",) + FIGURE_EN
ITEM_HU = ("játék",) + FIGURE_HU
ITEM_HU_SUB = ("játékra",) + FIGURE_HU_SUB
KONTRA_WORDS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")
MAX_LEVEL = 5

LANGS = ("en", "hu")


def is_action_id(action: int) -> bool:
    return 0 <= action < NUM_ACTIONS


# --- names ----------------------------------------------------------------------------------


def action_name(action: int, lang: str, *, discard: bool, next_level: int) -> str:
    """The name of ``action`` in ``lang``; ``discard``: the game is in phase discard;
    ``next_level``: the kontra step (1..5) a kontra action would give now."""
    hu = lang == "hu"
    if action < NUM_CARDS:
        name = format_card(action, "hu" if hu else "ascii")
        if discard:
            return ("skart " if hu else "discard ") + name
        return name
    if action == PASS:
        return "passz" if hu else "pass"
    if BID <= action < BID + 4:
        return (LEVEL_HU if hu else LEVEL_EN)[action - BID]
    if action == HOLD:
        return "tartom" if hu else "hold"
    if action == ANNUL:
        return "nincs játék" if hu else "annul"
    if action == KNOCK:
        return "ráütök" if hu else "knock"
    if action == CUT:
        return "emelek" if hu else "cut"
    if PACKET <= action < PACKET + 4:
        return f"{'csomag' if hu else 'packet'} {action - PACKET + 1}"
    if action in (COUNT8, COUNT9):
        count = 8 if action == COUNT8 else 9
        return f"{count} tarokk" if hu else f"{count} tarokks"
    if CALL <= action < CALL + NUM_TRUMPS:
        card = action - CALL
        if hu:
            # "az" before a vowel as read: V is "öt" ("segít az V", as "az ötös").
            return ("segít az " if card == 4 else "segít a ") + format_card(card, "hu")
        return "call " + format_card(card, "ascii")
    if ANNOUNCE <= action < ANNOUNCE + NUM_FIGURES:
        figure = action - ANNOUNCE
        return FIGURE_HU[figure] if hu else "announce " + FIGURE_EN[figure]
    item = action - KONTRA
    word = KONTRA_WORDS[min(max(next_level, 1), MAX_LEVEL) - 1]
    if hu:
        return f"{word} a {ITEM_HU_SUB[item]}"
    return f"{word} on {ITEM_EN[item]}"


# --- parsing ---------------------------------------------------------------------------------


def _glosses(figure: int) -> tuple[str, ...]:
    return (FIGURE_GLOSS[figure],) if figure in FIGURE_GLOSS else ()


def _build_table() -> dict[str, int]:
    table: dict[str, int] = {}

    def add(text: str, action: int) -> None:
        key = normalize(text)
        if table.setdefault(key, action) != action:  # self-check of the tables
            raise AssertionError(f"action name {text!r} would mean two actions")

    for text in ("pass", "passz", "pasz", "passzolok", "mehet"):
        add(text, PASS)
    for level in LEVELS:
        add(LEVEL_EN[level], BID + level)
        add(LEVEL_HU[level], BID + level)
    for text, level in (("harmas", THREE), ("kettes", TWO), ("egyes", ONE), ("szolo", SOLO),
                        ("solo", SOLO)):
        add(text, BID + level)
    add("hold", HOLD)
    add("tartom", HOLD)
    add("annul", ANNUL)
    add("nincs játék", ANNUL)
    for text in ("knock", "ráütök", "ráütés"):
        add(text, KNOCK)
    for text in ("cut", "emelek", "emelés"):
        add(text, CUT)
    for index in range(4):
        add(f"packet {index + 1}", PACKET + index)
        add(f"csomag {index + 1}", PACKET + index)
    for text in ("8 tarokks", "8 tarokk", "nyolc tarokk", "eight tarokks"):
        add(text, COUNT8)
    for text in ("9 tarokks", "9 tarokk", "kilenc tarokk", "nine tarokks"):
        add(text, COUNT9)
    for figure in range(NUM_FIGURES):
        for name in (FIGURE_EN[figure], FIGURE_HU[figure], *_glosses(figure)):
            add(name, ANNOUNCE + figure)
            add("announce " + name, ANNOUNCE + figure)
    for item in range(NUM_ITEMS):
        en_items = ["the game", "game"] if item == GAME_ITEM else [ITEM_EN[item], *_glosses(item - 1)]
        for word in KONTRA_WORDS:
            for name in en_items:
                add(f"{word} on {name}", KONTRA + item)
                add(f"{word} {name}", KONTRA + item)
            add(f"{word} a {ITEM_HU_SUB[item]}", KONTRA + item)
            add(f"{word} {ITEM_HU[item]}", KONTRA + item)
    return table


NAMES: dict[str, int] = _build_table()

_CALL_PREFIXES = ("call ", "segit az ", "segit a ", "segit ")
# "leteszem" as Jókai says it; "(a skartba) fektetem" as the book lays cards into the skart.
_CARD_PREFIXES = ("discard ", "skart ", "leteszem ", "fektetem ", "skartba fektetem ", "a skartba fektetem ")
_ROMAN_SUFFIX = re.compile(r"^([ivxl]+)-[a-z]+$")


def _parse_called(rest: str, text: str) -> int:
    """The trump named after ``call``/``segít a``: an optional `` tarokk`` at the end, a
    roman numeral with a ``-as``-like suffix (``XX-as``)."""
    if rest.endswith(" tarokk"):
        rest = rest[: -len(" tarokk")]
    match = _ROMAN_SUFFIX.match(rest)
    if match:
        rest = match.group(1)
    try:
        card = parse_card(rest)
    except NotationError:
        raise NotationError(f"unknown action: {quoted(text)}") from None  # as the native engine says it
    if card >= NUM_TRUMPS:
        raise NotationError(f"unknown action: {quoted(text)}")
    return CALL + card


def parse_action(text: str) -> int:
    """The action id named by ``text`` (docs/paskievics.md "parse_action")."""
    if not isinstance(text, str):
        raise InvalidInputError(f"action text must be a string, got {text!r}")
    key = normalize(text)
    if key in NAMES:
        return NAMES[key]
    for prefix in _CALL_PREFIXES:
        if key.startswith(prefix):
            return _parse_called(key[len(prefix):], text)
    for prefix in _CARD_PREFIXES:
        if key.startswith(prefix):
            rest = key[len(prefix):]
            as_object = parse_card_object_hu(rest)  # Jókai's "leteszem a kőr királyt"
            if as_object is not None:
                return as_object
            try:
                return parse_card(rest)
            except NotationError as exc:
                raise action_text_error(text, exc) from None
    try:
        return parse_card(key)
    except NotationError as exc:
        raise action_text_error(text, exc) from None
