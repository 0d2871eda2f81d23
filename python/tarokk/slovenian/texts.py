"""What the Slovenian dialogue asks, in English and Slovenian, and the facts its
questions mention (the bid to beat, the cards left to discard, the talon, the trick)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import _core
from ..cards import Style
from .contracts import SLOVENIAN_CONTRACTS
from ..views import SlovenianView, View

if TYPE_CHECKING:
    from ..game import Game

#: Contract names by index: (English, Slovenian).
CONTRACT_NAMES = tuple((c.name, c.local) for c in SLOVENIAN_CONTRACTS)
#: Bonus names in the order of the protocol (SL-A1).
BONUSES = ("trula", "kings", "king ultimo", "pagat ultimo", "valat")

QUESTIONS = {
    "en": {
        "bidding": "Seat {seat}, your bid?{standing}",
        "declare": "Seat {seat}, you won the bidding{bid}: which contract do you play?",
        "call": "Seat {seat}, which king do you call?",
        "talon": "Seat {seat}, the talon is {talon}: which set do you take?",
        "discard": "Seat {seat}, discard {left} {noun} (no kings, no trula):",
        "raise": "Seat {seat}, raise to colour valat?",
        "announce": "Seat {seat}, announce or kontra something, or pass to end your turn:",
        "play": "Seat {seat}, your card?{trick}",
    },
    "sl": {
        "bidding": "Igralec {seat}, kaj licitiraš?{standing}",
        "declare": "Igralec {seat}, dobil si licitacijo{bid}: katero igro igraš?",
        "call": "Igralec {seat}, katerega kralja kličeš?",
        "talon": "Igralec {seat}, talon je {talon}: kateri kup vzameš?",
        "discard": "Igralec {seat}, založi {left} {cards} (brez kraljev in trule):",
        "raise": "Igralec {seat}, dvigneš na barvni valat?",
        "announce": "Igralec {seat}, kaj napoveš ali kontriraš? Z »naprej« končaš svojo potezo:",
        "play": "Igralec {seat}, tvoja karta?{trick}",
    },
}

PASS, BID = 54, 55


def question_facts(game: Game, view: View, lang: str) -> dict[str, Any]:
    """The values the questions' ``{…}`` fields name."""
    assert isinstance(view, SlovenianView), view  # the registry gives slovenian this view class
    style: Style = "sl" if lang == "sl" else "unicode"
    bid = ""
    bids = [a for _, a in view.bids if a != PASS]
    standing = ""
    if bids:
        name = CONTRACT_NAMES[bids[-1] - BID][1 if lang == 'sl' else 0]
        bid = f" ({name})"
        standing = f" (licitirano: {name})" if lang == "sl" else f" (the bid: {name})"
    trick = ""
    if view.trick:
        trick = (" Štih doslej: " if lang == "sl" else " Trick so far: ") + _core.format_cards(view.trick, style)
    left = 0
    if game.phase == "discard" and view.talon_taken is not None and view.contract is not None:
        size = SLOVENIAN_CONTRACTS[view.contract].talon_set
        left = size - sum(1 for _, a in game.history if a.name.startswith("discard"))
    return {"bid": bid, "standing": standing, "trick": trick, "left": left, "noun": "card" if left == 1 else "cards", "cards": _cards_sl(left),
            "talon": _core.format_cards(view.talon, style)}


def _cards_sl(n: int) -> str:
    """The Slovenian noun after the number ``n``: 1 karto, 2 karti, 3 karte, 5 kart."""
    return {1: "karto", 2: "karti", 3: "karte", 4: "karte"}.get(n % 100, "kart")
