"""The engines behind :class:`tarokk.Game`: the native ``_core.Game`` of any registered game,
or its reference class wrapped to the same interface (named actions, history, undo).

Both give: ``legal_actions()`` as :class:`Action` objects, ``apply(action, seat=None)``
returning the named action, ``undo()``, ``named_history``, ``copy()``, ``view(seat)``,
``result()`` and the protocol's properties. A state that refused an action is unchanged.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Callable, Optional

from . import _core
from ._checks import is_bool, whole_number
from .errors import IllegalActionError, InvalidInputError
from .registry import find_game

__all__ = ["Action", "engine_factory", "ReferenceEngine"]

Action = _core.Action

BACKENDS = ("native", "reference")

#: A rule id cited at the end of an error message: "… (PK-B2)".
_CITED_RULE = re.compile(r"\(([A-Z]{2}-[A-Z]+[0-9]*)\)\s*$")  # any game's prefix


def engine_factory(game: str, backend: str = "native") -> Callable[..., Any]:
    """The constructor of ``game``'s raw engine: ``factory(num_players, *, seed=…, dealer=…,
    hands=…, talon=…, **options)`` (the protocol of ``docs/<game>.md``)."""
    info = find_game(game)
    if backend == "native":
        return functools.partial(_core.Game, info.name)
    if backend == "reference":
        return info.reference_class()
    raise InvalidInputError(f"unknown backend {backend!r}: use 'native' or 'reference'")


def new_engine(game: str, backend: str, num_players: int, **kw: Any) -> Any:
    """An engine for :class:`tarokk.Game`: the native class, or the reference wrapped."""
    if backend == "native":
        return _core.Game(game, num_players, **kw)
    info = find_game(game)
    return ReferenceEngine(engine_factory(game, backend)(num_players, **kw), info.languages, info.action_space)



def _citing(exc: IllegalActionError) -> IllegalActionError:
    """``exc`` with the rule its message cites ("… (SL-B3)") as ``rule`` too, as the native
    engine gives it (the reference says it only in the message)."""
    cited = _CITED_RULE.search(str(exc))
    if exc.rule is None and cited:
        exc.rule = cited.group(1)
    return exc


class ReferenceEngine:
    """A reference engine with the native class's conveniences: named actions, the named
    history and undo (by snapshots that are never changed afterwards, so copies of a game
    never share a state they could change)."""

    def __init__(self, engine: Any, languages: tuple[str, ...], action_space: int):
        self._engine = engine
        self._local = languages[1] if len(languages) > 1 else languages[0]
        self._action_space = action_space
        self._before: list[Any] = []
        self._named: list[tuple[int, Any]] = []

    def __getattr__(self, name: str) -> Any:
        # num_players, phase, current_player, is_over, dealer, hands, talon, history, …
        return getattr(self._engine, name)

    def _name(self, a: int) -> Any:
        e = self._engine
        return _core.Action(a, e.action_name(a, "en"), e.action_name(a, self._local))

    def legal_actions(self, seat: Optional[int] = None) -> list[Any]:
        if seat is not None and self._seat(seat) != self._engine.current_player:
            return []
        return [self._name(a) for a in self._engine.legal_actions()]

    def _seat(self, seat: Any) -> int:
        """A ``seat=`` argument, checked as the native class checks it."""
        n = self._engine.num_players
        if is_bool(seat):
            raise InvalidInputError("a seat is an int")
        whole = whole_number(seat)
        if whole is None:
            kind = type(seat).__name__
            raise InvalidInputError(f"seat must be an integer, not {kind}")
        if not 0 <= whole < n:
            raise InvalidInputError(f"seat {whole} is not a seat of {n}")
        return whole

    def _id(self, action: Any) -> int:
        if isinstance(action, _core.Action):
            return int(action.id)
        if isinstance(action, str):
            a = int(self._engine.parse_action(action))
            # A kontra step's word other than the step due names the item, not this step.
            refusal = getattr(self._engine, "text_refusal", None)
            why = refusal(action, a) if refusal is not None else None
            if why is not None:
                raise _citing(IllegalActionError(why))
            return a
        whole = whole_number(action)
        if whole is not None:
            # As the native class: an id outside the action space is refused before whose
            # turn it is (an id inside it that names nothing, by the engine, after it).
            if not 0 <= whole < self._action_space:
                raise IllegalActionError(f"no such action id: {whole}")
            return whole
        kind = "a bool" if is_bool(action) else type(action).__name__  # the native class's words
        raise InvalidInputError(f"an action is an Action, an int id or its name as text, not {kind}")

    def action(self, action: Any) -> Any:
        a = self._id(action)
        try:
            named = self._name(a)
        except InvalidInputError:  # as the native engine says it
            raise IllegalActionError(f"no such action id: {a}") from None
        self._check_given(action, a, named)
        return named

    @staticmethod
    def _check_given(action: Any, a: int, named: Any) -> None:
        if isinstance(action, _core.Action) and named is not None and action.name != named.name:
            # As the native engine: an Action means what it was named, not just its id.
            raise IllegalActionError(
                f"{action!r} is not this game's action {a} here ({named.name!r}): "
                "an Action from another game or an earlier state")

    def apply(self, action: Any, seat: Optional[int] = None) -> Any:
        a = self._id(action)
        if seat is not None:
            seat = self._seat(seat)
        who = self._engine.current_player
        if who is None or (seat is not None and seat != who):
            # A game that cites rules for these (Jókai: JK-P0, JK-D1, …) says why itself,
            # in the native engine's words.
            refusal = getattr(self._engine, "turn_refusal", None)
            reason = refusal(seat) if refusal is not None else (
                "the deal is over" if who is None else f"it is seat {who}'s turn, not seat {seat}'s")
            raise _citing(IllegalActionError(reason))
        try:  # named before it is applied: a kontra is named by the level it gives
            named = self._name(a)
        except InvalidInputError:  # no such action: the engine refuses it below
            named = None
        self._check_given(action, a, named)
        before = self._engine.copy()
        try:
            self._engine.apply(a)
        except IllegalActionError as exc:
            raise _citing(exc)
        self._before.append(before)
        self._named.append((who, named))
        return named

    def undo(self) -> Any:
        if not self._before:
            raise InvalidInputError("nothing to undo")
        self._engine = self._before.pop().copy()
        return self._named.pop()[1]

    @property
    def named_history(self) -> list[tuple[int, Any]]:
        return list(self._named)

    @property
    def initial_hands(self) -> list[list[int]]:
        first = self._before[0] if self._before else self._engine
        # A game whose hands are dealt before anybody holds them (Paskievics' ráütés, PK-D3)
        # says so; in the others the first state's hands are the hands as dealt.
        hands: list[list[int]] = getattr(first, "dealt_hands", first.hands)
        return hands

    @property
    def initial_talon(self) -> list[int]:
        talon: list[int] = (self._before[0] if self._before else self._engine).talon
        return talon

    def copy(self) -> "ReferenceEngine":
        c = ReferenceEngine.__new__(ReferenceEngine)
        c._engine = self._engine.copy()
        c._local = self._local
        c._action_space = self._action_space
        c._before = list(self._before)  # snapshots are never changed: sharing them is safe
        c._named = list(self._named)
        return c
