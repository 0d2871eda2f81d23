"""The play phase of one deal: ``PlayState`` (docs/protocol.md "Play-phase state").

Seats are numbered in playing order (README "Seating and direction"): play passes from
seat ``s`` to ``(s + 1) % n``; the winner of a trick leads the next one (JK-P0, SL-P2).
Every legality question is answered by :mod:`.trick`, so a state only adds bookkeeping.
"""

from __future__ import annotations

from typing import Any

import operator
from collections.abc import Iterable, Sequence

from tarokk.errors import IllegalActionError, InvalidInputError

from .cards import card_id, card_list, flag
from .trick import Rules, _stages, _winner, illegal_reason

MIN_SEATS, MAX_SEATS = 2, 4
MAX_HAND = 16


class PlayState:
    """Trick play of one deal for 2..4 active seats.

    ``hands``: one card list per seat in playing order, equal sizes 1..16, disjoint.
    ``leader``: the seat that leads the first trick.  Flags as in ``legal_plays``:
    ``negative`` (SL-P6), ``colour_valat`` (SL-P3), ``emperor`` (SL-P4); ``keep`` is
    ``None`` or one ``card id or None`` per seat (SL-A3).

    All properties return fresh lists, so changing them never changes the state.
    """

    __slots__ = ("_hands", "_leader", "_trick", "_won", "_tricks_won", "_tricks",
                 "_negative", "_colour_valat", "_emperor", "_keep")

    def __init__(self, hands: Sequence[Iterable[int]], leader: int = 0, *,
                 negative: bool = False, colour_valat: bool = False,
                 emperor: bool = False, keep: Sequence[int | None] | None = None) -> None:
        if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
            raise InvalidInputError(f"hands must be a list of card lists, got {hands!r}")
        seats = [card_list(hand, f"hand of seat {i}") for i, hand in enumerate(hands)]
        if not MIN_SEATS <= len(seats) <= MAX_SEATS:
            raise InvalidInputError(f"need {MIN_SEATS}..{MAX_SEATS} hands, got {len(seats)}")
        size = len(seats[0])
        if any(len(hand) != size for hand in seats):
            raise InvalidInputError("all hands must have the same number of cards")
        if not 1 <= size <= MAX_HAND:
            raise InvalidInputError(f"hands must hold 1..{MAX_HAND} cards, got {size}")
        every = [c for hand in seats for c in hand]
        if len(set(every)) != len(every):
            raise InvalidInputError("the hands must be disjoint")
        n = len(seats)
        if leader is None:  # the default, as for the flags
            leader = 0
        if isinstance(leader, bool):
            raise InvalidInputError(f"leader must be a seat 0..{n - 1}, got {leader!r}")
        try:
            leader = operator.index(leader)
        except TypeError:
            raise InvalidInputError(f"leader must be a seat 0..{n - 1}, got {leader!r}") from None
        if not 0 <= leader < n:
            raise InvalidInputError(f"leader must be a seat 0..{n - 1}, got {leader}")
        if keep is None:
            keeps: list[int | None] = [None] * n
        else:
            if isinstance(keep, (str, bytes)) or not isinstance(keep, Iterable):
                raise InvalidInputError(f"keep must be None or a list per seat, got {keep!r}")
            keeps = [None if k is None else card_id(k, "keep") for k in keep]
            if len(keeps) != n:
                raise InvalidInputError(f"keep must have one entry per seat ({n}), got {len(keeps)}")

        self._hands: list[list[int]] = [sorted(hand) for hand in seats]
        self._leader: int = leader
        self._trick: list[int] = []
        self._won: list[list[int]] = [[] for _ in range(n)]
        self._tricks_won: list[int] = [0] * n
        self._tricks: list[tuple[int, list[int], int]] = []
        self._negative = flag(negative, "negative")
        self._colour_valat = flag(colour_valat, "colour_valat")
        self._emperor = flag(emperor, "emperor")
        self._keep: list[int | None] = keeps

    # --- properties -----------------------------------------------------------------

    @property
    def num_players(self) -> int:
        """Number of active seats (2..4)."""
        return len(self._hands)

    @property
    def is_over(self) -> bool:
        """True once every card has been played."""
        return not self._trick and not any(self._hands)

    @property
    def current_player(self) -> int | None:
        """The seat to play, or ``None`` when the deal is over."""
        if self.is_over:
            return None
        return (self._leader + len(self._trick)) % self.num_players

    @property
    def leader(self) -> int:
        """The seat that led the trick in progress (once the deal is over: the winner of
        the last trick, who would lead next)."""
        return self._leader

    @property
    def hands(self) -> list[list[int]]:
        """Each seat's remaining cards, sorted."""
        return [list(hand) for hand in self._hands]

    @property
    def trick(self) -> list[int]:
        """The cards of the trick in progress, in play order."""
        return list(self._trick)

    @property
    def won(self) -> list[list[int]]:
        """Per seat, the sorted cards won in tricks."""
        return [sorted(cards) for cards in self._won]

    @property
    def tricks_won(self) -> list[int]:
        """Per seat, the number of tricks won."""
        return list(self._tricks_won)

    @property
    def tricks(self) -> list[tuple[int, list[int], int]]:
        """The completed tricks: ``(leader, [cards in play order], winner)``."""
        return [(leader, list(cards), winner) for leader, cards, winner in self._tricks]

    # --- actions --------------------------------------------------------------------

    def _rules(self, seat: int) -> Rules:
        return Rules(self._negative, self._colour_valat, self._emperor, self._keep[seat])

    def legal_actions(self) -> list[int]:
        """``legal_plays`` for the current player with the state's flags and that seat's
        ``keep``; ``[]`` when the deal is over."""
        seat = self.current_player
        if seat is None:
            return []
        return sorted(_stages(self._hands[seat], self._trick, self._rules(seat))[-1])

    def apply(self, card: int) -> None:
        """Play ``card`` for the current player.  When the trick is full its winner takes
        the cards and leads next.

        Raises ``IllegalActionError`` (state unchanged) for a card that may not be played
        now, with the reason, and ``InvalidInputError`` for something that is no card id."""
        card = card_id(card)
        seat = self.current_player
        if seat is None:
            raise IllegalActionError("the deal is over")
        rules = self._rules(seat)
        reason = illegal_reason(self._hands[seat], self._trick, card,
                                negative=rules.negative, colour_valat=rules.colour_valat,
                                emperor=rules.emperor, keep=rules.keep)
        if reason is not None:
            raise IllegalActionError(reason)
        # Legal: from here on nothing can fail, so the state is never half-changed.
        self._hands[seat].remove(card)
        self._trick.append(card)
        if len(self._trick) == self.num_players:
            winner = (self._leader
                      + _winner(self._trick, self._colour_valat, self._emperor)) % self.num_players
            self._won[winner].extend(self._trick)
            self._tricks_won[winner] += 1
            self._tricks.append((self._leader, self._trick, winner))
            self._leader = winner
            self._trick = []

    # --- copying and comparing ------------------------------------------------------

    def copy(self) -> PlayState:
        """An independent copy."""
        other = PlayState.__new__(PlayState)
        other._hands = [list(hand) for hand in self._hands]
        other._leader = self._leader
        other._trick = list(self._trick)
        other._won = [list(cards) for cards in self._won]
        other._tricks_won = list(self._tricks_won)
        other._tricks = [(leader, list(cards), winner) for leader, cards, winner in self._tricks]
        other._negative = self._negative
        other._colour_valat = self._colour_valat
        other._emperor = self._emperor
        other._keep = list(self._keep)
        return other

    def _key(self) -> tuple[Any, ...]:
        return (self._hands, self._leader, self._trick, self.won, self._tricks_won,
                self._tricks, self._negative, self._colour_valat, self._emperor, self._keep)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayState):
            return NotImplemented
        return self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return (f"PlayState(hands={self._hands}, leader={self._leader}, trick={self._trick}, "
                f"won={self.won}, tricks_won={self._tricks_won}, negative={self._negative}, "
                f"colour_valat={self._colour_valat}, emperor={self._emperor}, keep={self._keep})")
