"""Bidding and announcing dialogues: what to ask whom, in words, and the answer as an action.

A front end (the CLI, an app, a chat bot) asks :meth:`Dialogue.question` and shows the
text and the choices; :meth:`Dialogue.answer` takes the player's words ("two", "pass",
"call king of hearts", "announce trula", "XXI") and applies them, raising an error that
says why when they are not legal now. The questions are the game's own (the registry's
``questions``), in any of its languages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from .errors import InvalidInputError
from .game import Action, Game

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
        opts = " / ".join(c.name if self.lang == "en" else c.local for c in self.choices)
        return f"{self.text} [{opts}]"


class Dialogue:
    """Talks a :class:`~tarokk.game.Game` through its decisions, in English or the game's
    own language."""

    def __init__(self, game: Game, lang: str = "en"):
        if not isinstance(game, Game):
            raise InvalidInputError(f"a Dialogue asks the questions of a tarokk.Game, not {game!r}")
        if not isinstance(lang, str) or lang not in game.info.questions:
            raise InvalidInputError(f"lang must be one of {sorted(game.info.questions)}, not {lang!r}")
        self.game = game
        self.lang = lang

    def question(self) -> Optional[Question]:
        """The next question, or ``None`` when the deal is over."""
        g = self.game
        seat = g.current_player
        if seat is None:
            return None
        view = g.view(seat)
        facts = g.info.question_facts(g, view, self.lang)
        text = g.info.questions[self.lang][g.phase].format(seat=seat, **facts)
        return Question(seat, g.phase, text, tuple(g.legal_actions()), self.lang)

    def answer(self, text: Union[str, int, Action]) -> Action:
        """Apply the current player's answer: the action's name (either language), an
        :class:`Action` of the question's choices, or an action id (an int is an id, not a
        place in the list of choices: ``answer(q.choices[0])`` for the first). An illegal
        one raises and changes nothing."""
        return self.game.apply(text, seat=self.game.current_player)
