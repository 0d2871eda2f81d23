"""Bidding and announcing dialogues: what to ask whom, in words, and the answer as an action.

A front end (the CLI, an app, a chat bot) asks :meth:`Dialogue.question` and shows the
text and the choices; :meth:`Dialogue.answer` takes the player's words ("two", "pass",
"call king of hearts", "announce trula", "XXI") and applies them, raising an error that
says why when they are not legal now; :meth:`Dialogue.reply` reads text as ``tarokk play``
does (a choice's number too) and refuses in the dialogue's language. The questions are the
game's own (the registry's ``questions``), in any of its languages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from ._checks import whole_number
from .errors import IllegalActionError, InvalidInputError
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
        return Question(seat, g.phase, self._question_text(seat), tuple(g.legal_actions()), self.lang)

    def _question_text(self, seat: int, with_trick: bool = True) -> str:
        """The question's words for ``seat`` to act; ``with_trick=False``: without the cards
        of the trick so far (``tarokk play`` tells them on a line of their own, with who
        played each)."""
        g = self.game
        facts = g.info.question_facts(g, g.view(seat), self.lang)
        if not with_trick:
            facts = dict(facts, trick="")
        return g.info.questions[self.lang][g.phase].format(seat=seat, **facts)

    def status(self, seat: int) -> str:
        """What ``seat`` is told now, in the dialogue's language: its question with the
        choices when it is to act (``str(question())``), else whose turn it is and the
        phase (``"seat 2 to act (bidding)"``), or that the deal is over. A server sends each
        seat its own status: nothing in another seat's tells what the seat to act holds."""
        from . import clitexts
        g = self.game
        whole = whole_number(seat)
        if whole is None or not 0 <= whole < g.num_players:
            raise InvalidInputError(f"seat {seat!r} is not a seat of {g.num_players}")
        q = self.question()
        if q is None:
            return clitexts.text(self.lang, "status.over")
        if q.seat == whole:
            return str(q)
        phase = clitexts.text(self.lang, "phase." + q.phase)
        return clitexts.text(self.lang, "status.turn", seat=q.seat, phase=phase)

    def answer(self, text: Union[str, int, Action], seat: Optional[int] = None) -> Action:
        """Apply the current player's answer: the action's name (either language), an
        :class:`Action` of the question's choices, or an action id (an int is an id, not a
        place in the list of choices: ``answer(q.choices[0])`` for the first). An illegal
        one raises and changes nothing. ``seat``: the seat the answer came from, checked
        when given, before the answer is read (a front end that serves several players
        passes it: another seat's turn is refused as :meth:`Game.apply` refuses it)."""
        self._check_seat(seat)
        return self.game.apply(text, seat=self.game.current_player if seat is None else seat)

    def _check_seat(self, seat: Optional[int]) -> None:
        """Refuse an answer from ``seat`` when it is not that seat's turn, in the engine's
        words (another seat's turn, a dealer who sits out, the deal over, no such seat),
        before its words are read: they are read against the legal choices of the seat to
        act, which another seat may not learn."""
        if seat is None:
            return
        g = self.game
        whole = whole_number(seat)
        if whole is not None and g.current_player is not None and whole == g.current_player:
            return
        g.copy().apply(0, seat=seat)  # refused: not this seat's turn (a copy, whatever happens)
        raise IllegalActionError(f"it is seat {g.current_player}'s turn, not seat {seat!r}'s")

    def reply(self, text: str, seat: Optional[int] = None) -> Action:
        """Apply what a player typed, read as ``tarokk play`` reads it: the number of a
        choice as :meth:`question` lists them, counted from 1 (``"2"`` is the second
        choice, where :meth:`answer` would take ``"2"`` for a card); any of a choice's names,
        in English or the dialogue's language, accents optional; a card in any style
        (``"KH"``, ``"kőr király"``: the choice that plays, discards or calls it); or the
        unique start of a name. Refused, in the dialogue's language and changing nothing:
        words that name no choice (``InvalidInputError``; a card the game's pack lacks,
        ``"7H"`` or a Hungarian game's ``"9S"``, is told with the pips its suit has there,
        ``GameInfo.pack``) and an action that is not legal
        now (``IllegalActionError``, with its ``kind`` and ``rule``). ``seat``: the seat
        the reply came from, checked first when given (as :meth:`answer`): another seat's
        words are never read against the choices of the seat to act."""
        from .cli import _retold, choose
        if not isinstance(text, str):
            raise InvalidInputError(f"a reply is the text a player typed, not {type(text).__name__}")
        try:
            self._check_seat(seat)
        except IllegalActionError as exc:
            raise _retold(exc, str(exc), self.lang, text) from None
        q = self.question()
        if q is None:  # over: the engine refuses any action, in its words and with its rule
            try:
                return self.answer(0)
            except IllegalActionError as exc:
                raise _retold(exc, str(exc), self.lang, text) from None
        return self.answer(choose(text, q.choices, self.game, self.lang), seat)
