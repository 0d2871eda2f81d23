"""Slovenian tarok: action ids, contract data and action names (docs/slovenian.md
"Contracts", "Actions").

This module holds data only (and the two functions that turn actions into words and back);
the state machine is in :mod:`.slovenian`, the scoring in :mod:`.slovenian_scoring`.
"""

from __future__ import annotations

from tarokk.errors import NotationError

from ..cards import KING, NUM_CARDS, QUEEN, is_trump, rank_of, suit_of
from ..notation import action_text_error, format_card, normalize, parse_card

# --- contracts (SL-B1, SL-T2) -----------------------------------------------------------

KLOP, THREE, TWO, ONE, SOLO_THREE, SOLO_TWO, SOLO_ONE = range(7)
BEGGAR, SOLO_WITHOUT, OPEN_BEGGAR, COLOUR_VALAT, VALAT = range(7, 12)

CONTRACT_VALUES = (0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 125, 500)
CONTRACT_NAMES = {
    "en": ("klop", "three", "two", "one", "solo three", "solo two", "solo one", "beggar",
           "solo without", "open beggar", "colour valat", "valat"),
    "sl": ("klop", "tri", "dva", "ena", "solo tri", "solo dva", "solo ena", "berač",
           "solo brez", "odprti berač", "barvni valat", "valat"),
}
#: The contracts of each variant (SL-B1 four players; SL-T2 three players).
CONTRACTS = {4: tuple(range(12)), 3: (KLOP, THREE, TWO, ONE, BEGGAR)}
#: SL-K2: the size of the talon sets of the contracts that take talon cards.
TALON_SET_SIZE = {THREE: 3, TWO: 2, ONE: 1, SOLO_THREE: 3, SOLO_TWO: 2, SOLO_ONE: 1}
#: SL-P6: the negative contracts.
NEGATIVE_CONTRACTS = (KLOP, BEGGAR, OPEN_BEGGAR)
#: SL-A1, SL-S1: the contracts with bonuses, difference and announcements.
BONUS_CONTRACTS = (THREE, TWO, ONE, SOLO_THREE, SOLO_TWO, SOLO_ONE)
#: SL-K1: the contracts with a called king (four players).
CALLING_CONTRACTS = (THREE, TWO, ONE)

# --- action ids ------------------------------------------------------------------------

PASS = 54
BID = 55  # 55 + contract
CALL_KING = 67  # 67 + suit
CALL_QUEEN = 71  # 71 + suit
TAKE_SET = 75  # 75 + set index
RAISE_COLOUR_VALAT = 81
ANNOUNCE = 90  # 90 + bonus
KONTRA = 100  # 100 + item

# --- bonuses and items (SL-A1, SL-A2) ----------------------------------------------------

TRULA, KINGS, KING_ULTIMO, PAGAT_ULTIMO, VALAT_BONUS = range(5)
NUM_BONUSES = 5
BONUS_VALUES = (20, 20, 20, 50, 500)  # announced
SILENT_VALUES = (10, 10, 10, 25, 250)  # made (or failed, ultimo) without announcement
BONUS_NAMES = {
    "en": ("trula", "kings", "king ultimo", "pagat ultimo", "valat"),
    "sl": ("trula", "kralji", "kralj ultimo", "pagat ultimo", "valat"),
}
#: Slovenian object forms used after "napovem" (docs/slovenian.md example: "napovem trulo").
BONUS_NAMES_SL_ACCUSATIVE = ("trulo", "kralje", "kralj ultimo", "pagat ultimo", "valat")
GAME_ITEM = 0  # item i: 0 the game, 1 + b the bonus b
NUM_ITEMS = 1 + NUM_BONUSES
GAME_NAMES = {"en": "game", "sl": "igra"}
MAX_KONTRA = 4
KONTRA_WORDS = ("", "kontra", "rekontra", "subkontra", "mordkontra")

SUIT_NAMES = {
    "en": ("hearts", "diamonds", "clubs", "spades"),
    "sl": ("srce", "kara", "križ", "pik"),
}
#: A called king's and queen's suit as the table says it: "kličem pikovega kralja", "kličem
#: srčno damo" (kara does not decline).
KING_OF_SL = ("srčnega", "kara", "križevega", "pikovega")
QUEEN_OF_SL = ("srčno", "kara", "križevo", "pikovo")
LANGS = ("en", "sl")


def item_name(item: int, lang: str = "en") -> str:
    """The name of kontra item ``item`` (0 the game, 1 + b bonus b)."""
    return GAME_NAMES[lang] if item == GAME_ITEM else BONUS_NAMES[lang][item - 1]


def is_action_id(action: int) -> bool:
    """True for every id the protocol defines (0..81, 90..94, 100..105)."""
    return (0 <= action <= RAISE_COLOUR_VALAT or ANNOUNCE <= action < ANNOUNCE + NUM_BONUSES
            or KONTRA <= action < KONTRA + NUM_ITEMS)


def action_name(action: int, lang: str, *, discard: bool, next_level: int) -> str:
    """The name of ``action`` in ``lang`` ("en" or "sl").

    ``discard``: a card is named as a discard (phase ``discard``); ``next_level``: the kontra
    level that a kontra action would give now (1..4), which names it."""
    if 0 <= action < NUM_CARDS:
        if lang == "en":
            name = format_card(action, "ascii")
            return f"discard {name}" if discard else name
        name = format_card(action, "sl")
        return f"založi {name}" if discard else name
    if action == PASS:
        return "pass" if lang == "en" else "naprej"
    if BID <= action < CALL_KING:
        return CONTRACT_NAMES[lang][action - BID]
    if CALL_KING <= action < CALL_QUEEN:
        suit = SUIT_NAMES[lang][action - CALL_KING]
        return f"call king of {suit}" if lang == "en" else f"kličem {KING_OF_SL[action - CALL_KING]} kralja"
    if CALL_QUEEN <= action < TAKE_SET:
        suit = SUIT_NAMES[lang][action - CALL_QUEEN]
        return f"call queen of {suit}" if lang == "en" else f"kličem {QUEEN_OF_SL[action - CALL_QUEEN]} damo"
    if TAKE_SET <= action < RAISE_COLOUR_VALAT:
        number = action - TAKE_SET + 1
        return f"take set {number}" if lang == "en" else f"vzamem kup {number}"
    if action == RAISE_COLOUR_VALAT:
        return CONTRACT_NAMES[lang][COLOUR_VALAT]
    if ANNOUNCE <= action < ANNOUNCE + NUM_BONUSES:
        bonus = action - ANNOUNCE
        if lang == "en":
            return f"announce {BONUS_NAMES['en'][bonus]}"
        return f"napovem {BONUS_NAMES_SL_ACCUSATIVE[bonus]}"
    item = action - KONTRA
    if lang == "sl":  # said onto the item: "kontra na igro", "rekontra na trulo"
        obj = "igro" if item == GAME_ITEM else BONUS_NAMES_SL_ACCUSATIVE[item - 1]
        return f"{KONTRA_WORDS[next_level]} na {obj}"
    return f"{KONTRA_WORDS[next_level]} {item_name(item, lang)}"


def _build_table() -> dict[str, int]:
    """Normalised name -> action id for every fixed (state-independent) name."""
    table: dict[str, int] = {}

    def add(name: str, action: int) -> None:
        table[normalize(name)] = action

    for lang in LANGS:
        for contract, name in enumerate(CONTRACT_NAMES[lang]):
            if contract != COLOUR_VALAT:  # shared with action 81: see parse_action
                add(name, BID + contract)
        for suit in range(4):
            add(action_name(CALL_KING + suit, lang, discard=False, next_level=1),
                CALL_KING + suit)
            add(action_name(CALL_QUEEN + suit, lang, discard=False, next_level=1),
                CALL_QUEEN + suit)
            # Written with the suit's noun before 2026-12-07, still read: "kličem srce kralja".
            add(f"kličem {SUIT_NAMES['sl'][suit]} kralja", CALL_KING + suit)
            add(f"kličem {SUIT_NAMES['sl'][suit]} damo", CALL_QUEEN + suit)
        for index in range(6):
            add(action_name(TAKE_SET + index, lang, discard=False, next_level=1),
                TAKE_SET + index)
        for bonus in range(NUM_BONUSES):
            add(action_name(ANNOUNCE + bonus, lang, discard=False, next_level=1),
                ANNOUNCE + bonus)
        for item in range(NUM_ITEMS):
            for level in range(1, MAX_KONTRA + 1):
                add(f"{KONTRA_WORDS[level]} {item_name(item, lang)}", KONTRA + item)
                if lang == "en":  # "kontra on the game", "rekontra on trula"
                    add(f"{KONTRA_WORDS[level]} on {item_name(item, lang)}", KONTRA + item)
                    if item == GAME_ITEM:
                        add(f"{KONTRA_WORDS[level]} on the game", KONTRA + item)
                else:  # "kontra na igro", "rekontra na trulo"
                    obj = "igro" if item == GAME_ITEM else BONUS_NAMES_SL_ACCUSATIVE[item - 1]
                    add(f"{KONTRA_WORDS[level]} na {obj}", KONTRA + item)
    add("pass", PASS)
    add("naprej", PASS)
    add("dalje", PASS)  # as "naprej" is said too
    for bonus in range(NUM_BONUSES):  # the nominative after "napovem" too
        add(f"napovem {BONUS_NAMES['sl'][bonus]}", ANNOUNCE + bonus)
    for bonus in range(NUM_BONUSES):  # a bonus named alone, but "valat": the contract's name
        for name in (BONUS_NAMES["en"][bonus], BONUS_NAMES["sl"][bonus], BONUS_NAMES_SL_ACCUSATIVE[bonus]):
            if normalize(name) not in table:
                add(name, ANNOUNCE + bonus)
    return table


ACTION_TABLE: dict[str, int] = _build_table()
COLOUR_VALAT_WORDS = (normalize(CONTRACT_NAMES["en"][COLOUR_VALAT]),
                      normalize(CONTRACT_NAMES["sl"][COLOUR_VALAT]))
DISCARD_WORDS = ("discard ", "zalozi ")  # normalised
CALL_WORDS = ("call ", "klicem ")  # normalised


def parse_action(text: str, *, raise_phase: bool) -> int:
    """The action named by ``text`` (en or sl name, any card style; case-insensitive,
    diacritics folded).  ``colour valat`` / ``barvni valat`` names both contract 10 (bid)
    and action 81 (raise): it means 81 when ``raise_phase`` is true, else 65.
    Raises ``NotationError`` when the text names no action."""
    key = normalize(text)
    if key in ACTION_TABLE:
        return ACTION_TABLE[key]
    if key in COLOUR_VALAT_WORDS:
        return RAISE_COLOUR_VALAT if raise_phase else BID + COLOUR_VALAT
    for word in CALL_WORDS:  # "call KH", "kličem DS": the called card by its name (SL-K1)
        if key.startswith(word):
            try:
                card = parse_card(key[len(word):])
            except NotationError:
                break
            if not is_trump(card) and rank_of(card) in (KING, QUEEN):
                base = CALL_KING if rank_of(card) == KING else CALL_QUEEN
                return base + suit_of(card)
            break
    discarded: NotationError | None = None  # a discard of no card: its card's error
    for word in DISCARD_WORDS:
        if key.startswith(word):
            try:
                return parse_card(key[len(word):])
            except NotationError as exc:
                discarded = exc
                break
    try:  # the folded text, as after a prefix: a bare number is quoted as read ('７' as '7')
        return parse_card(key)
    except NotationError as exc:
        raise action_text_error(text, discarded or exc) from None
