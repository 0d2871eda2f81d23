"""What the Paskievics dialogue asks, in English and Hungarian, and the facts its questions
mention (the bid to beat, the cards left to discard, the talon share, the trick)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import _core
from ..cards import Style
from ..views import PaskievicsView, View

if TYPE_CHECKING:
    from ..game import Game

#: Level names by index (PK-B1): (English, Hungarian).
#: The figures (PK-A2) in the protocol's order, by the rules' names (Hungarian, as in English
#: text and the settlement's items); ``announced``, ``made`` and ``kontra`` name them so, or
#: in English (``"four kings"``, ``"XXI catch"``).
FIGURES = ("tulétroá", "négy király", "dupla", "pagát ultimó", "XXI fogás", "volát")
CONTRACT_NAMES = (("three", "három"), ("two", "kettő"), ("one", "egy"), ("solo", "szóló"))
#: The games by their names once bid (Tarokk-őr: "a Hármas játék", "Kettes", "Egyes", "Szóló"),
#: as the settlement, the sheet and the narration say them; the bids stay "három", "kettő", ….
GAME_NAMES = (("three", "hármas"), ("two", "kettes"), ("one", "egyes"), ("solo", "szóló"))

QUESTIONS = {
    "en": {
        "cut": "Seat {seat}, knock (ráütés) or cut?",
        "packets": "Seat {seat}, which packet do you take (free: {packets})?",
        "bidding": "Seat {seat}, your bid?{bid}",
        "discard": "Seat {seat}, {discard}{received}:",
        "announce": "Seat {seat}, {call}announce or kontra something, or pass to end your turn:",
        "play": "Seat {seat}, your card?{trick}",
        "reveal": "Seat {seat}, show your tarokk count?",
    },
    "hu": {
        "cut": "{seat}. játékos, ráütsz vagy emelsz?",
        "packets": "{seat}. játékos, melyik csomagot választod (szabad: {packets})?",
        "bidding": "{seat}. játékos, licitálsz?{bid}",
        "discard": "{seat}. játékos, {discard}{received}:",
        "announce": "{seat}. játékos, {call}mit mondasz be vagy kontrázol? Passz: vége a körödnek.",
        "play": "{seat}. játékos, melyik lapot teszed?{trick}",
        "reveal": "{seat}. játékos, bemondod a tarokkszámodat?",
    },
}

PASS, BID, HOLD = 54, 55, 59


def question_facts(game: Game, view: View, lang: str) -> dict[str, Any]:
    """The values the questions' ``{…}`` fields name."""
    assert isinstance(view, PaskievicsView), view  # the registry gives paskievics this view class
    hu = lang == "hu"
    style: Style = "hu" if hu else "unicode"
    bids = [a for _, a in view.auction if BID <= a < HOLD]
    bid = ""
    if bids:
        name = CONTRACT_NAMES[bids[-1] - BID][1 if hu else 0]
        bid = f" (a licit: {name})" if hu else f" (the bid: {name})"
    trick = ""
    if view.trick:
        trick = (" Az ütés eddig: " if hu else " Trick so far: ") + _core.format_cards(view.trick, style)
    left = 0
    received = ""
    if view.phase == "discard" and view.seat in view.active:
        left = len(view.received) - len(view.discards[view.seat])
        if view.received:
            received = (" (a talonból: " if hu else " (from the talon: ") + _core.format_cards(view.received, style) + ")"
    call = ""
    if view.phase == "announce" and view.declarer == view.seat and view.called is None:
        call = ("hívj segítségül egy tarokkot (segít a XX), aztán " if hu
                else "call your partner (call XX), then ")
    packets = ", ".join(str(i + 1) for i in view.packets)
    if left:
        discard = (f"skartolj {left} lapot, honőrt és királyt nem" if hu
                   else f"discard {left} {'card' if left == 1 else 'cards'}, no honours and no kings")
    else:  # a szóló declarer takes no talon card (PK-S1): nothing to discard, only PK-S4's word
        discard = ("nincs mit skartolnod (nem kaptál a talonból): passz, vagy ha jogod van rá, „nincs játék” (PK-S4)" if hu
                   else "nothing to discard (no talon cards taken): pass, or where you may, annul the deal (PK-S4)")
    return {"bid": bid, "trick": trick, "left": left, "discard": discard, "received": received, "call": call,
            "packets": packets}
