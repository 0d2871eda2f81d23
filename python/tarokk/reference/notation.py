"""Card names: ``format_card``/``format_cards`` and ``parse_card``/``parse_cards``.

The names are fixed by docs/protocol.md ("Names (format)", "Names (parse)"); the cards
themselves by README "The cards".  Parsing works on a table built once from the same data:
every name that ``format_card`` produces in any style plus every alias, normalised
(case-folded, diacritics removed, whitespace collapsed).  A lookup in that table is the
whole parser; the rest of this module only produces helpful error messages.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any, Optional

from tarokk.errors import IllegalActionError, InvalidInputError, NotationError

from .cards import (
    CAVALIER,
    JACK,
    KING,
    MOND,
    NUM_CARDS,
    NUM_TRUMPS,
    PAGAT,
    QUEEN,
    SKIZ,
    SUITS,
    card_id,
    card_list,
    pip_number,
    rank_of,
    suit_card,
    suit_of,
)

STYLES = ("ascii", "unicode", "hu", "sl", "en")

#: Roman numerals of the numbered trumps; ``ROMAN[n]`` is the numeral of trump n (1..21).
ROMAN = (
    "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X",
    "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip

# --- per-style names: index by suit 0..3 / by face rank (JACK..KING) ---------------

SUIT_LETTER = ("H", "D", "C", "S")
SUIT_SYMBOL = ("\u2665", "\u2666", "\u2663", "\u2660")  # ♥ ♦ ♣ ♠
#: The outline suit symbols, read as the suits too (some keyboards and fonts give these).
SUIT_SYMBOL_OUTLINE = ("\u2661", "\u2662", "\u2667", "\u2664")  # ♡ ♢ ♧ ♤
FACE_LETTER = {JACK: "J", CAVALIER: "C", QUEEN: "Q", KING: "K"}

SUIT_WORD = {
    "hu": ("kőr", "káró", "treff", "pikk"),
    "sl": ("srce", "kara", "križ", "pik"),
    "en": ("hearts", "diamonds", "clubs", "spades"),
}
FACE_WORD = {
    "hu": {JACK: "bubi", CAVALIER: "lovas", QUEEN: "dáma", KING: "király"},
    "sl": {JACK: "fant", CAVALIER: "kaval", QUEEN: "dama", KING: "kralj"},
    "en": {JACK: "jack", CAVALIER: "cavalier", QUEEN: "queen", KING: "king"},
}
#: Trump names that differ from the roman numeral, per style (ids 0, 20, 21).
TRUMP_WORD = {
    "ascii": {SKIZ: "Sk"},
    "unicode": {SKIZ: "Sk"},
    "hu": {PAGAT: "pagát", SKIZ: "skíz"},
    "sl": {PAGAT: "pagat", MOND: "mond", SKIZ: "škis"},
    "en": {PAGAT: "Pagat", SKIZ: "Fool"},
}
HU_RED_ACE = "ász"  # hu name of the red 1
HU_BLACK_TEN = "tízes"  # hu name of the black 10

# --- parse aliases (protocol "Names (parse)") --------------------------------------

TRUMP_ALIASES = {
    PAGAT: ("pagat", "pagát", "palčka"),
    MOND: ("mond",),
    SKIZ: ("skíz", "skiz", "škis", "skis", "sk", "fool", "excuse"),
}
SUIT_ALIASES = {  # hu/sl/en words, in addition to SUIT_WORD
    0: ("heart", "srca", "srčni", "srčna"),  # sl adjectives too: "srčni kralj", "pikova dama"
    1: ("diamond",),
    2: ("club", "kriz", "križev", "križeva"),
    3: ("spade", "pikk", "pik", "pikov", "pikova"),
}
FACE_ALIASES = {CAVALIER: ("knight", "lovag")}  # word forms
ASCII_FACE_ALIASES = {CAVALIER: ("N",)}  # ascii/unicode forms (NH = cavalier of hearts)
RED_ACE_WORDS = ("ász", "ace")  # the red 1
BLACK_TEN_WORDS = ("tízes",)  # the black 10


def normalize(text: str) -> str:
    """Fold ``text`` for lookup: case-folded, diacritics (and other combining marks, e.g.
    emoji variation selectors) removed, surrounding whitespace dropped and inner runs of
    whitespace turned into one space (protocol "Names (parse)")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")
    return " ".join(stripped.split())


# --- format ---------------------------------------------------------------------------


def _check_style(style: object) -> str:
    if style not in STYLES:
        raise InvalidInputError(f"unknown style {style!r}; expected one of {', '.join(STYLES)}")
    return style


def _pip_text(suit: int, rank: int, style: str) -> str:
    number = pip_number(suit, rank)
    if style == "hu" and number == 1:
        return HU_RED_ACE
    if style == "hu" and number == 10:
        return HU_BLACK_TEN
    return str(number)


def _format(card: int, style: str) -> str:
    if card < NUM_TRUMPS:
        if card in TRUMP_WORD[style]:
            return TRUMP_WORD[style][card]
        return ROMAN[card + 1]
    suit, rank = suit_of(card), rank_of(card)
    if style in ("ascii", "unicode"):
        rank_text = FACE_LETTER[rank] if rank >= JACK else str(pip_number(suit, rank))
        return rank_text + (SUIT_LETTER if style == "ascii" else SUIT_SYMBOL)[suit]
    rank_text = FACE_WORD[style][rank] if rank >= JACK else _pip_text(suit, rank, style)
    suit_text = SUIT_WORD[style][suit]
    return f"{rank_text} of {suit_text}" if style == "en" else f"{suit_text} {rank_text}"


def format_card(card: int, style: Optional[str] = "ascii") -> str:
    """The name of ``card`` in ``style`` (``"ascii"``, ``"unicode"``, ``"hu"``, ``"sl"``,
    ``"en"``; None: the default, ascii), e.g. ``KH``, ``K♥``, ``kőr király``, ``srce
    kralj``, ``king of hearts``."""
    return _format(card_id(card), _check_style("ascii" if style is None else style))


#: The "-s" noun of each number as Hungarian players name a card by it (hetes, nyolcas,
#: ötös), in the accusative: the ending after "N-" (1 and 22 are pagát and skíz).
HU_NUMBER_OBJECT_ENDING = {
    2: "est", 3: "ast", 4: "est", 5: "öst", 6: "ost", 7: "est", 8: "ast", 9: "est",
    10: "est", 11: "est", 12: "est", 13: "ast", 14: "est", 15: "öst", 16: "ost",
    17: "est", 18: "ast", 19: "est", 20: "ast", 21: "est",
}  # fmt: skip
HU_FACE_OBJECT = {JACK: "bubit", CAVALIER: "lovast", QUEEN: "dámát", KING: "királyt"}


def format_card_object_hu(card: int) -> str:
    """``card`` as the object of a Hungarian sentence, with its article: ``a kőr
    királyt``, ``a treff 7-est``, ``az V-öst``, ``a skízt`` (a Jókai discard says
    ``leteszem a kőr királyt``)."""
    card = card_id(card)
    if card == PAGAT:
        return "a pagátot"
    if card == SKIZ:
        return "a skízt"
    if card < NUM_TRUMPS:
        number = card + 1
        article = "az" if number == 5 else "a"  # "öt" starts with a vowel
        return f"{article} {ROMAN[number]}-{HU_NUMBER_OBJECT_ENDING[number]}"
    suit, rank = suit_of(card), rank_of(card)
    if rank >= JACK:
        word = HU_FACE_OBJECT[rank]
    else:
        number = pip_number(suit, rank)
        if number == 1:
            word = "ászt"
        elif number == 10:
            word = "tízest"
        else:
            word = f"{number}-{HU_NUMBER_OBJECT_ENDING[number]}"
    return f"a {SUIT_WORD['hu'][suit]} {word}"


def parse_card_object_hu(text: str) -> Optional[int]:
    """The card named by ``text`` as ``format_card_object_hu`` names it (normalised as every
    name is compared; the article optional, ``a`` and ``az`` alike); None if it names none."""
    key = normalize(text)
    for article in ("az ", "a "):
        if key.startswith(article):
            key = key[len(article):]
            break
    return _HU_OBJECTS.get(key)


def format_cards(cards: Iterable[int], style: Optional[str] = "ascii") -> str:
    """The names of ``cards`` in the order given, joined with ``", "`` (hu/sl/en) or
    ``" "`` (ascii/unicode), so that ``parse_cards`` reads them back. ``style`` as for
    :func:`format_card`."""
    style = _check_style("ascii" if style is None else style)
    separator = " " if style in ("ascii", "unicode") else ", "
    return separator.join(_format(c, style) for c in card_list(cards, distinct=False))


# --- the name table -------------------------------------------------------------------


def _build_names() -> dict[str, int]:
    names: dict[str, int] = {}

    def add(name: str, card: int) -> None:
        key = normalize(name)
        if names.setdefault(key, card) != card:  # a self-check of the tables above
            raise AssertionError(f"card name {name!r} would mean two cards")

    for card in range(NUM_CARDS):
        for style in STYLES:
            add(_format(card, style), card)
    for t in range(1, 22):  # roman numerals I..XXI and T1..T21 (T22 = skíz)
        add(ROMAN[t], t - 1)
        for suffix in ("as", "es", "os"):  # as Hungarian players say them: "XX-as", "V-ös"
            add(f"{ROMAN[t]}-{suffix}", t - 1)
    for t in range(1, 23):
        add(f"T{t}", t - 1)
    for card, aliases in TRUMP_ALIASES.items():
        for alias in aliases:
            add(alias, card)

    for suit in SUITS:
        suit_words = [*(SUIT_WORD[s][suit] for s in SUIT_WORD), *SUIT_ALIASES[suit]]
        suit_marks = (SUIT_LETTER[suit], SUIT_SYMBOL[suit], SUIT_SYMBOL_OUTLINE[suit])
        for rank in range(KING + 1):
            card = suit_card(suit, rank)
            if rank >= JACK:
                rank_words = [*(FACE_WORD[s][rank] for s in FACE_WORD),
                              *FACE_ALIASES.get(rank, ())]
                rank_marks = [FACE_LETTER[rank], *ASCII_FACE_ALIASES.get(rank, ())]
            else:
                number = pip_number(suit, rank)
                rank_words = [str(number)]
                if number == 1:
                    rank_words += RED_ACE_WORDS
                if number == 10:
                    rank_words += BLACK_TEN_WORDS
                rank_marks = [str(number)]
            for mark in rank_marks:  # ascii / unicode: rank first, no space
                for suit_mark in suit_marks:
                    add(mark + suit_mark, card)
            for word in rank_words:  # hu / sl / en word forms, either order
                for suit_word in suit_words:
                    add(f"{suit_word} {word}", card)
                    add(f"{word} {suit_word}", card)
                    add(f"{word} of {suit_word}", card)
    return names


#: Normalised name -> card id, for every accepted name.
NAMES: dict[str, int] = _build_names()


def _build_hu_objects() -> dict[str, int]:
    objects: dict[str, int] = {}
    for card in range(NUM_CARDS):
        objects[normalize(format_card_object_hu(card).split(" ", 1)[1])] = card  # without its article
    return objects


_HU_OBJECTS = _build_hu_objects()

# Words that name a suit or a pip, for diagnosing a pip that does not exist (e.g. "5H").
_SUIT_BY_WORD = {normalize(w): s for s in SUITS
                 for w in (*(SUIT_WORD[x][s] for x in SUIT_WORD), *SUIT_ALIASES[s])}
_SUIT_BY_MARK = {normalize(m): s for s in SUITS
                 for m in (SUIT_LETTER[s], SUIT_SYMBOL[s], SUIT_SYMBOL_OUTLINE[s])}
# A pip's number as the hint reads it: one or two ASCII digits, no leading zero.
_PIP_NUMBER = re.compile(r"[1-9][0-9]?")


def _missing_pip_hint(key: str) -> str | None:
    """If ``key`` names a pip that its suit does not have (``5H``, ``1S``, ``pikk ász``),
    say why; else ``None`` (protocol "Names (parse)": the hint's forms and words)."""
    suit: int | None = None
    number: str | None = None
    if len(key) >= 2 and key[-1] in _SUIT_BY_MARK and _PIP_NUMBER.fullmatch(key[:-1]):
        number, suit = key[:-1], _SUIT_BY_MARK[key[-1]]
    else:
        words = [w for w in key.split(" ") if w != "of"]
        if len(words) == 2:
            for rank_word, suit_word in (words, words[::-1]):
                if suit_word in _SUIT_BY_WORD and (
                    _PIP_NUMBER.fullmatch(rank_word) or rank_word in ("asz", "ace", "tizes")
                ):
                    number, suit = rank_word, _SUIT_BY_WORD[suit_word]
                    break
    if suit is None or number is None:
        return None
    pips = [pip_number(suit, r) for r in range(4)]
    listed = ", ".join(str(p) for p in pips)
    name = SUIT_WORD["en"][suit]
    if number in ("asz", "ace"):
        return f"the ace (ász) is the red 1; {name} pips are {listed}" if 1 not in pips else None
    if number == "tizes":
        return f"the tízes is the black 10; {name} pips are {listed}" if 10 not in pips else None
    if int(number) in pips:
        return None  # the pip exists: the text failed for another reason ("spades of 7")
    return f"{name} has no pip {int(number)}; its pips are {listed}"


def parse_card(text: str) -> int:
    """The card id named by ``text`` (any ``format_card`` style or alias; protocol
    "Names (parse)").  Raises ``NotationError`` quoting ``text`` for unknown, ambiguous
    (a bare number) or empty text."""
    if not isinstance(text, str):
        raise InvalidInputError(f"card name must be a string, got {text!r}")
    key = normalize(text)
    if key in NAMES:
        return NAMES[key]
    raise _notation_error(text, key)


def action_text_error(text: str, card_error: NotationError) -> NotationError:
    """The error of an action's ``text`` that named no action, and no card
    (``card_error``): a bare number stays the card name it is ambiguous as (``7``: VII or
    a pip); anything else is an unknown action (protocol: the same words as the native
    engine)."""
    if str(card_error).startswith("ambiguous card name"):
        return card_error
    return NotationError(f"unknown action: {quoted(text)}")


def _notation_error(text: str, key: str) -> NotationError:
    """The error for ``text`` (normalised: ``key``), which is not a card name."""
    if not key:
        return NotationError("empty card name")  # the native engine's words
    if key.isascii() and key.isdecimal():
        # Protocol: a bare number is ambiguous (trump or pip?).  Every bare number is
        # treated so, also those that are no pip anywhere (5, 6, 11..) or no card at all;
        # in ASCII digits once folded, as the native engine reads it (not "٧", an
        # Arabic-Indic digit that NFKD keeps).
        number = int(key)
        trump = ROMAN[number] if 1 <= number <= 21 else "a roman numeral I..XXI"
        if number in (1, 2, 3, 4):
            hint = f"write {trump} for a trump or add a suit, e.g. {number}H"
        elif number in (7, 8, 9, 10):
            hint = f"write {trump} for a trump or add a suit, e.g. {number}S"
        else:
            hint = f"write {trump} for a trump or add a suit, e.g. 7S"
        return NotationError(f"ambiguous card name: {quoted(text)} ({hint})")
    pip_hint = _missing_pip_hint(key)
    return NotationError(f"unknown card name: {quoted(text)}" + (f" ({pip_hint})" if pip_hint else ""))


# The longest card name has three words ("cavalier of diamonds").
_MAX_WORDS = 3


def parse_cards(text: str) -> list[int]:
    """The cards named in ``text``, in the order written (protocol "Names (parse)").

    With a comma anywhere, the items are the comma-separated parts, each one card name.
    Without commas, the whitespace-separated tokens are read left to right; a token that
    is not a card by itself is joined with the next token(s) (``kőr király káró ász`` is
    two cards).  A card named twice is a ``NotationError`` naming it; ``""`` gives ``[]``.
    """
    if not isinstance(text, str):
        raise InvalidInputError(f"card list must be a string, got {text!r}")
    if not text.strip():
        return []
    if "," in text:
        items = [item.strip() for item in text.split(",")]
        cards = [parse_card(item) for item in items]
    else:
        items, cards = _split_words(text.split())
    seen: set[int] = set()
    for item, card in zip(items, cards):
        if card in seen:
            raise NotationError(f"card listed twice: {_format(card, 'ascii')}")  # the native engine's words
        seen.add(card)
    return cards


def _is_card(text: str) -> bool:
    return normalize(text) in NAMES


def _split_words(tokens: list[str]) -> tuple[list[str], list[int]]:
    """Group whitespace-separated tokens into card names (see ``parse_cards``).

    A group starts at a token and takes following tokens while it is not yet a card; it
    never swallows a token that is a card by itself (no multi-word name contains one), and
    never grows beyond three words.  When no group works, the error quotes the longest
    group tried (e.g. ``'kőr hetes'``)."""
    items: list[str] = []
    cards: list[int] = []
    i = 0
    while i < len(tokens):
        group = tokens[i]
        length = 1
        while not _is_card(group):
            nxt = i + length
            if length == _MAX_WORDS or nxt == len(tokens) or _is_card(tokens[nxt]):
                raise _notation_error(group, normalize(group))
            group = f"{group} {tokens[nxt]}"
            length += 1
        items.append(group)
        cards.append(NAMES[normalize(group)])
        i += length
    return items, cards


def quoted(text: str) -> str:
    """Text quoted in a message as the native engine quotes it: between single quotes, as
    given (not escaped, as ``repr`` would: a tab stays a tab), cut to its first 40
    characters (a pasted line can be thousands long)."""
    return "'" + (text if len(text) <= 40 else text[:40] + "…") + "'"


def action_taken(game: Any, action: Any) -> int:
    """The id of an action given to ``game.apply``: its id, or any of its names (as the
    native engine takes it). A kontra word other than the step due is refused as the
    native engine refuses it (``game.text_refusal``: it names the item, not this step)."""
    from .cards import integer
    if isinstance(action, str):
        a: int = game.parse_action(action)
        why = game.text_refusal(action, a)
        if why is not None:
            raise IllegalActionError(why)
        return a
    return integer(action, "action")
