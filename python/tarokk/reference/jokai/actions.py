"""Jókai-hármas: action ids, levels, figures and their values (docs/jokai.md "Levels",
"Figures and kontra items", "Actions"; shared/rules/jokai.md JK-B2, JK-S1, JK-F, JK-P1).

Data only; the state machine is in :mod:`.game`, the names in :mod:`.names`, the scoring in
:mod:`.scoring`.
"""

from __future__ import annotations

from ..cards import KING, MOND, NUM_CARDS, PAGAT, SKIZ, SUITS, suit_card

# --- action ids ----------------------------------------------------------------------

PASS = 54
BID = 54  # bid level L (1..4) is BID + L: 55..58
TAKE_PAIR = 60  # take pair p (0 top, 1 middle, 2 bottom): 60..62
NEXT_PAIR = 63
ANNOUNCE = 64  # announce figure f: 64..70
KONTRA = 72  # kontra on item i: 72..79
REKONTRA = 80  # rekontra on item i: 80..87
NUM_ACTIONS = 88  # ids 0..87 (59 and 71 are no action)

# --- levels (JK-B2) ------------------------------------------------------------------

ELSO_KETTOS, MASODIK_KETTOS, HARMADIK_KETTOS, SZOLO = 1, 2, 3, 4
LEVELS = (ELSO_KETTOS, MASODIK_KETTOS, HARMADIK_KETTOS, SZOLO)
KETTOS_LEVELS = (ELSO_KETTOS, MASODIK_KETTOS, HARMADIK_KETTOS)

# --- the skart (JK-D2, JK-S1) --------------------------------------------------------

TOP, MIDDLE, BOTTOM = 0, 1, 2
NUM_PAIRS = 3
MAX_VIEWS = 5
#: JK-S1: the pairs viewed, view 1..5, per kettős level.
VIEW_ORDER = {
    ELSO_KETTOS: (TOP, MIDDLE, BOTTOM, TOP, MIDDLE),
    MASODIK_KETTOS: (MIDDLE, BOTTOM, TOP, MIDDLE, BOTTOM),
    HARMADIK_KETTOS: (BOTTOM, TOP, MIDDLE, BOTTOM, TOP),
}

# --- figures and items (JK-F) --------------------------------------------------------

TAROKK_COUNT, TULETROA, NEGY_KIRALY, PAGAT_ULTIMO, XXI_FOGAS, PAGAT_FOGAS, VOLAT = range(7)
NUM_FIGURES = 7
GAME_ITEM = 0  # item i: 0 the game, 1 + f the figure f
NUM_ITEMS = 1 + NUM_FIGURES

#: JK-F: value of an announced figure by f (the tarokk count, 0 here, is worth its count,
#: JK-F1; pagát ultimó adds its consolations, JK-F4).
ANNOUNCED_VALUE = (0, 2, 2, 2, 2, 2, 10)
#: JK-F: value of a figure made silently (the tarokk count, 0 here, by its count and only
#: with the option silent_tarokk_count).
SILENT_VALUE = (0, 1, 1, 2, 1, 1, 5)
#: JK-F4: the unmultiplied consolations of an announced pagát ultimó.
ULTIMO_WON_CONSOLATION = 15
ULTIMO_LOST_CONSOLATION = 30
#: JK-F1: tarokk count -> value; 9 or fewer are worth 0 (JK-A4).
TAROKK_COUNT_VALUE = {10: 1, 11: 2, 12: 3}
MIN_TAROKK_COUNT = 10  # JK-A4: fewer cannot be announced on its own

# --- the game (JK-P1, JK-C3) ---------------------------------------------------------

KETTOS_BASE = 2  # won 2·k + 5, lost 2^i·k + 5
KETTOS_CONSOLATION = 5
SZOLO_BASE = 7  # won 7·k + 30, lost 7·k + 60
SZOLO_WON_CONSOLATION = 30
SZOLO_LOST_CONSOLATION = 60
WINNING_POINTS = 34  # JK-C3: at least 34 of 66

# --- cards ---------------------------------------------------------------------------

KING_CARDS = tuple(suit_card(suit, KING) for suit in SUITS)  # 29, 37, 45, 53
HONOURS = (SKIZ, MOND, PAGAT)
NUM_TRICKS = 12
HAND_SIZE = 12
SKART_SIZE = 6
PACKET_SIZE = 6
ACTIVE_SEATS = 3

# --- phases --------------------------------------------------------------------------

BIDDING, SKART, DISCARD, ANNOUNCE_PHASE, KONTRA_PHASE, REKONTRA_PHASE, PLAY, OVER = (
    "bidding", "skart", "discard", "announce", "kontra", "rekontra", "play", "over")
#: The rule each phase's errors cite.
PHASE_RULE = {
    BIDDING: "JK-B1", SKART: "JK-S1", DISCARD: "JK-S2", ANNOUNCE_PHASE: "JK-A1",
    KONTRA_PHASE: "JK-A2", REKONTRA_PHASE: "JK-A2", PLAY: "JK-P0", OVER: "JK-P0",
}


def is_action_id(action: int) -> bool:
    """True for every id of docs/jokai.md "Actions": 0..58, 60..70, 72..87."""
    return (0 <= action < NUM_CARDS or PASS <= action <= BID + SZOLO
            or TAKE_PAIR <= action <= NEXT_PAIR or ANNOUNCE <= action < ANNOUNCE + NUM_FIGURES
            or KONTRA <= action < REKONTRA + NUM_ITEMS)
