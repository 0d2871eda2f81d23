"""Jókai-hármas: action names in English and Hungarian, and ``parse_action``
(docs/jokai.md "Actions", "Names and parsing")."""

from __future__ import annotations

from tarokk.errors import NotationError

from ..cards import NUM_CARDS
from ..notation import (
    action_text_error,
    format_card,
    format_card_object_hu,
    normalize,
    parse_card,
    parse_card_object_hu,
)
from .actions import (
    ANNOUNCE,
    BID,
    GAME_ITEM,
    KONTRA,
    LEVELS,
    NEXT_PAIR,
    NUM_FIGURES,
    NUM_ITEMS,
    NUM_PAIRS,
    PASS,
    REKONTRA,
    TAKE_PAIR,
)

LANGS = ("en", "hu")

LEVEL_NAMES = {
    "en": ("first double", "second double", "third double", "solo"),
    "hu": ("első kettős", "második kettős", "harmadik kettős", "szóló"),
}
#: The result ``item`` strings, also the en names of the items.
ITEM_NAMES = ("game", "tarokk count", "tulétroá", "négy király", "pagát ultimó",
              "XXI fogás", "pagát fogás", "volát")
HU_ITEM_NAMES = ("játék", "tarokkszám", "tulétroá", "négy király", "pagát ultimó",
                 "XXI fogás", "pagát fogás", "volát")
#: Hungarian forms a kontra is said onto, after "kontra a" (the game first).
HU_ITEM_ONTO = ("játékra", "tarokkszámra", "tulétroára", "négy királyra", "pagát ultimóra",
                "XXI fogásra", "pagát fogásra", "volátra")
#: Hungarian object forms of the figures, after "bemondom a".
HU_FIGURE_OBJECTS = ("tarokkszámot", "tulétroát", "négy királyt", "pagát ultimót",
                     "XXI fogást", "pagát fogást", "volátot")
PAIR_NAMES = {"en": ("top", "middle", "bottom"), "hu": ("felső", "középső", "alsó")}
HU_TAKE = ("felveszem a felső párt", "felveszem a középső párt", "felveszem az alsó párt")
DISCARD_PREFIX = {"en": "discard", "hu": "leteszem"}

# Extra parse-only names of the figures (index f) and of the game item.
FIGURE_ALIASES = {
    0: ("tarock count",),
    2: ("four kings",),
    3: ("pagátultimó", "pagátultimót", "pagátultimóra"),
    4: ("XXI capture",),
    5: ("pagát capture",),
}
GAME_ALIASES = ("game", "the game", "játék", "játékra")


def figure_name(figure: int) -> str:
    """The en name of figure ``f`` (= the result item string)."""
    return ITEM_NAMES[1 + figure]


def action_name(action: int, lang: str, *, discard: bool) -> str:
    """The name of a valid action id in ``lang``; cards get the discard prefix when
    ``discard`` (phase ``"discard"``)."""
    if action < NUM_CARDS:
        if discard and lang == "hu":  # the card as the verb's object: "leteszem a kőr királyt"
            return f"{DISCARD_PREFIX[lang]} {format_card_object_hu(action)}"
        card = format_card(action, "ascii" if lang == "en" else "hu")
        return f"{DISCARD_PREFIX[lang]} {card}" if discard else card
    if action == PASS:
        return "pass" if lang == "en" else "passz"
    if action < TAKE_PAIR:
        return LEVEL_NAMES[lang][action - BID - 1]
    if action < NEXT_PAIR:
        pair = action - TAKE_PAIR
        return f"take {PAIR_NAMES['en'][pair]} pair" if lang == "en" else HU_TAKE[pair]
    if action == NEXT_PAIR:
        return "next pair" if lang == "en" else "következő pár"
    if action < KONTRA:
        figure = action - ANNOUNCE
        if lang == "en":
            return f"announce {figure_name(figure)}"
        return f"bemondom a {HU_FIGURE_OBJECTS[figure]}"
    word, item = ("kontra", action - KONTRA) if action < REKONTRA else ("rekontra",
                                                                           action - REKONTRA)
    return f"{word} {ITEM_NAMES[item]}" if lang == "en" else f"{word} a {HU_ITEM_ONTO[item]}"


def _build_table() -> dict[str, int]:
    """Normalised name -> action id for every non-card name and alias."""
    table: dict[str, int] = {}

    def add(name: str, action: int) -> None:
        key = normalize(name)
        if table.setdefault(key, action) != action:  # self-check of the tables above
            raise AssertionError(f"action name {name!r} would mean two actions")

    for name in ("pass", "passz", "passzolok"):
        add(name, PASS)
    for lang in LANGS:
        for level in LEVELS:
            add(LEVEL_NAMES[lang][level - 1], BID + level)
    for pair in range(NUM_PAIRS):
        add(action_name(TAKE_PAIR + pair, "en", discard=False), TAKE_PAIR + pair)
        add(HU_TAKE[pair], TAKE_PAIR + pair)
        add(f"{PAIR_NAMES['en'][pair]} pair", TAKE_PAIR + pair)
        add(f"{PAIR_NAMES['hu'][pair]} pár", TAKE_PAIR + pair)
    for name in ("next pair", "következő pár", "next", "tovább"):
        add(name, NEXT_PAIR)

    item_words: list[list[str]] = [[] for _ in range(NUM_ITEMS)]
    item_words[GAME_ITEM] = [*GAME_ALIASES, "a játékra"]
    for figure in range(NUM_FIGURES):
        words = [figure_name(figure), HU_ITEM_NAMES[1 + figure], HU_FIGURE_OBJECTS[figure],
                 *FIGURE_ALIASES.get(figure, ())]
        item_words[1 + figure] = words
        for word in words:
            for form in ("{}", "announce {}", "bemondom {}", "bemondom a {}"):
                add(form.format(word), ANNOUNCE + figure)
    for figure in range(NUM_FIGURES):  # kontras said onto the figure: "kontra a volátra"
        item_words[1 + figure] += [HU_ITEM_ONTO[1 + figure], "a " + HU_ITEM_ONTO[1 + figure]]
    for item in range(NUM_ITEMS):
        for word in item_words[item]:
            for base, kind in ((KONTRA, "kontra"), (REKONTRA, "rekontra")):
                add(f"{kind} {word}", base + item)
                add(f"{kind} on {word}", base + item)
    return table


#: Normalised action name -> id (cards excluded: they go through ``parse_card``).
NAMES: dict[str, int] = _build_table()
# Paskievics's word for a discard is read too ("skart X").
_PREFIXES = tuple(normalize(p) + " " for p in (*DISCARD_PREFIX.values(), "skart"))


def parse_action(text: str) -> int:
    """The action id named by ``text`` (docs/jokai.md "Names and parsing"): an en or hu
    action name or alias, or a card name in any style, optionally after ``discard`` /
    ``leteszem``.  ``NotationError`` otherwise."""
    key = normalize(text)
    if key in NAMES:
        return NAMES[key]
    # The folded text, as the other games read it: a mark whose folded form holds a space
    # ("discard¨KH" is "discard kh") splits words as it reads, and a bare number is quoted
    # as read ('７' as '7').
    card_text = key
    for prefix in _PREFIXES:
        if key.startswith(prefix):
            card_text = key[len(prefix):]
            break
    as_object = parse_card_object_hu(card_text)
    if as_object is not None:
        return as_object
    try:
        return parse_card(card_text)
    except NotationError as exc:
        raise action_text_error(text, exc) from None
