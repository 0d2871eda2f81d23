"""Bidding and announcing dialogues: what to ask whom, in words, and the answer as an action.

A front end (the CLI, an app, a chat bot) asks :meth:`Dialogue.question` and shows the
text and the choices; :meth:`Dialogue.answer` takes the player's words ("two", "pass",
"call king of hearts", "announce trula", "XXI") and applies them, raising an error that
says why when they are not legal now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from . import _core
from .cards import Style
from .contracts import SLOVENIAN_CONTRACTS
from .game import CONTRACT_NAMES, Action, Game

__all__ = ["Dialogue", "Question"]


@dataclass(frozen=True)
class Question:
    """Whom to ask (``seat``), what (``text``), and the legal answers (``choices``)."""

    seat: int
    phase: str
    text: str
    choices: tuple[Action, ...]
    lang: str = "en"

    def __str__(self) -> str:
        opts = " / ".join(c.local if self.lang == "sl" else c.name for c in self.choices)
        return f"{self.text} [{opts}]"


_TEXTS = {
    "en": {
        "bidding": "Seat {seat}, your bid?",
        "declare": "Seat {seat}, you won the bidding{bid}: which contract do you play?",
        "call": "Seat {seat}, which king do you call?",
        "talon": "Seat {seat}, the talon is {talon}: which set do you take?",
        "discard": "Seat {seat}, discard {left} card(s) (no kings, no trula):",
        "raise": "Seat {seat}, raise to colour valat?",
        "announce": "Seat {seat}, announce or kontra something, or pass to end your turn:",
        "play": "Seat {seat}, your card?{trick}",
    },
    "sl": {
        "bidding": "Igralec {seat}, licitacija?",
        "declare": "Igralec {seat}, zmagal si licitacijo{bid}: katero igro igraš?",
        "call": "Igralec {seat}, katerega kralja kličeš?",
        "talon": "Igralec {seat}, talon je {talon}: kateri kup vzameš?",
        "discard": "Igralec {seat}, založi {left} kart (ne kraljev, ne trule):",
        "raise": "Igralec {seat}, dvigneš na barvni valat?",
        "announce": "Igralec {seat}, napovedi ali kontra? Naprej konča tvoj krog:",
        "play": "Igralec {seat}, tvoja karta?{trick}",
    },
}


class Dialogue:
    """Talks a :class:`~tarokk.game.Game` through its decisions, in English or Slovenian."""

    def __init__(self, game: Game, lang: str = "en"):
        if lang not in _TEXTS:
            from .errors import InvalidInputError
            raise InvalidInputError(f"lang must be one of {sorted(_TEXTS)}, not {lang!r}")
        self.game = game
        self.lang = lang

    def question(self) -> Optional[Question]:
        """The next question, or ``None`` when the deal is over."""
        g = self.game
        if g.is_over:
            return None
        seat = g.current_player
        # Only an over deal has nobody to act, and that returned None above.
        assert seat is not None
        view = g.view(seat)
        style: Style = "sl" if self.lang == "sl" else "unicode"
        bid = ""
        if view.bids:
            last_bid = [a for _, a in view.bids if a != 54]
            if last_bid:
                name = CONTRACT_NAMES[last_bid[-1] - 55][1 if self.lang == "sl" else 0]
                bid = f" ({name})"
        trick = ""
        if view.trick:
            trick = (" Trick so far: " if self.lang == "en" else " Štih: ") + _core.format_cards(view.trick, style)
        left = 0
        if g.phase == "discard":
            taken = view.talon_taken is not None
            size = SLOVENIAN_CONTRACTS[view.contract].talon_set
            left = size - len([1 for s, a in g.history if a.name.startswith("discard")]) if taken else 0
        text = _TEXTS[self.lang][g.phase].format(
            seat=seat, bid=bid, trick=trick, left=left,
            talon=_core.format_cards(view.talon, style))
        return Question(seat, g.phase, text, tuple(g.legal_actions()), self.lang)

    def answer(self, text: Union[str, int, Action]) -> Action:
        """Apply the current player's answer; an illegal one raises and changes nothing."""
        return self.game.apply(text, seat=self.game.current_player)
