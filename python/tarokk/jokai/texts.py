"""What the Jókai dialogue asks, in English and Hungarian, and the facts its questions
mention (the bid to beat, the skart pair in view, the discards left, the trick)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import _core
from ..cards import Style
from ..views import JokaiView, View

if TYPE_CHECKING:
    from ..game import Game

#: The four levels (JK-B2), by level − 1: (English, Hungarian).
#: The figures (JK-F) in the protocol's order; ``made`` and ``announced`` name them so.
FIGURES = ("tarokk count", "tulétroá", "négy király", "pagát ultimó", "XXI fogás", "pagát fogás", "volát")

CONTRACT_NAMES: tuple[tuple[str, str], ...] = (
    ("first double", "első kettős"),
    ("second double", "második kettős"),
    ("third double", "harmadik kettős"),
    ("solo", "szóló"),
)

#: Contract names by the protocol's contract index (levels 1..4; index 0 is never a
#: contract: a throw-in has contract None).
CONTRACT_NAMES_BY_INDEX: tuple[tuple[str, str], ...] = (("no contract", "nincs játék"),) + CONTRACT_NAMES

QUESTIONS = {
    "en": {
        "bidding": "Seat {seat}, your bid?{bid}",
        "skart": "Seat {seat}, view {view} of the skart, the {pair} pair: {cards}. {then}",
        "discard": "Seat {seat}, discard {left} {noun} (no kings, no skíz, XXI or pagát):",
        "announce": "Seat {seat}, announce a figure, or pass:",
        "kontra": "Seat {seat}, kontra the game or an announced figure, or pass:",
        "rekontra": "Seat {seat}, rekontra a kontra'd item, or pass:",
        "play": "Seat {seat}, your card?{trick}",
    },
    "hu": {
        "bidding": "{seat}. játékos, licitálsz?{bid}",
        "skart": "{seat}. játékos, a skart {view}. nézése, {pair} pár: {cards}. {then}",
        "discard": "{seat}. játékos, tegyél le {left} lapot (királyt, skízt, XXI-est, pagátot nem):",
        "announce": "{seat}. játékos, mit mondasz be? Passz: semmit.",
        "kontra": "{seat}. játékos, kontrázod a játékot vagy valamelyik bemondást? Passz: egyiket sem.",
        "rekontra": "{seat}. játékos, rekontrázod a megkontrázott játékot vagy bemondást? Passz: egyiket sem.",
        "play": "{seat}. játékos, melyik lapot teszed?{trick}",
    },
}

PASS = 54
_PAIRS = {"en": ("top", "middle", "bottom"), "hu": ("a felső", "a középső", "az alsó")}


def question_facts(game: Game, view: View, lang: str) -> dict[str, Any]:
    """The values the questions' ``{…}`` fields name."""
    assert isinstance(view, JokaiView), view  # the registry gives jokai this view class
    hu = lang == "hu"
    style: Style = "hu" if hu else "unicode"
    bid = ""
    bids = [a for _, a in view.bids if a != PASS]
    if bids:
        name = CONTRACT_NAMES[bids[-1] - PASS - 1][1 if hu else 0]
        bid = f" (eddig: {name})" if hu else f" (to beat: {name})"
    pair = cards = ""
    if view.skart_pair is not None:
        pair = _PAIRS["hu" if hu else "en"][view.skart_pair]
        seen = view.skart_seen[view.skart_pair]
        cards = _core.format_cards(seen, style) if seen else ""
    trick = ""
    if view.trick:
        trick = (" Az ütés eddig: " if hu else " Trick so far: ") + _core.format_cards(view.trick, style)
    left = 2 - len(view.discards) if game.phase == "discard" else 0
    # JK-S1: at the last view the pair in view must be taken; no next to turn to.
    last = game.phase == "skart" and len(game.legal_actions()) == 1
    then = (("Ezt a párt kell felvenned (utolsó nézés)." if last else "Felveszed, vagy nézed a következőt?") if hu
            else ("You must take it (the last view)." if last else "Take it or turn to the next?"))
    return {"bid": bid, "view": view.skart_view or 0, "pair": pair, "cards": cards, "left": left, "noun": "card" if left == 1 else "cards", "trick": trick,
            "then": then}


#: What a narrator tells of the skart pair in view (JK-S1), by language.
NARRATION = {
    "en": "  seat {seat} looks at the {pair} pair (view {view}): {cards}",
    "hu": "  {seat}. játékos megnézi {pair} párt ({view}. nézés): {cards}",
}


def narrate_before(game: Game, seat: int, style: Any, lang: str = "en") -> str | None:
    """JK-S1: a narrator (who sees every card) tells the skart pair the declarer looks at."""
    if game.phase != "skart":
        return None
    v = game.view(seat).as_dict()
    pair = v["skart_pair"]
    cards = v["skart_seen"][pair]
    return NARRATION[lang].format(seat=seat, pair=_PAIRS[lang][pair], view=v["skart_view"],
                                  cards=_core.format_cards(cards, style))
