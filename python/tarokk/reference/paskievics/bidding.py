"""The auction (PK-B1…B7; docs/paskievics.md "bidding").

Bids go round from the forehand, skipping seats that passed; a pass is final.  A seat with
priority over the holder of the high bid may hold it (tartom); everybody else must bid
higher.  Jumps above the regular move are deviations that invite a card (PK-B5); PK-B6 adds
the obligations, each an option.
"""

from __future__ import annotations

from typing import Any

from ..cards import HONOURS, MOND, SKIZ
from .deal import Seating
from .names import BID, HOLD, ONE, PASS, SOLO, THREE, TWO

XX, XIX, XVIII = 19, 18, 17


class Auction:
    """The bidding state of one deal.  ``hands`` are the dealt hands (they do not change
    while bidding)."""

    def __init__(self, seating: Seating, hands: list[list[int]], options: dict[str, Any]) -> None:
        self.seating = seating
        self.hands = hands
        self.options = options
        self.record: list[list[int]] = []
        self.passed: set[int] = set()
        self.level: int | None = None  # the high bid
        self.holder: int | None = None  # the seat that bid or held it last
        self.opener: int | None = None
        self.opening: int | None = None
        self.opening_card: int | None = None  # the card the opening invited, if a jump
        self.turns = {s: 0 for s in seating.active}
        self.deviations: list[list[int]] = []  # [seat, invited card]
        self.yielder: int | None = None
        self.no_honour_bid = False  # PK-B2 exception used without an honour (PK-S5)
        self.current: int | None = seating.forehand
        self.over = False

    # --- facts about a seat ---------------------------------------------------------

    def _holds(self, seat: int, *cards: int) -> bool:
        return all(card in self.hands[seat] for card in cards)

    def has_honour(self, seat: int) -> bool:
        return any(card in HONOURS for card in self.hands[seat])

    def _big_honour(self, seat: int) -> bool:
        return SKIZ in self.hands[seat] or MOND in self.hands[seat]

    def _may_yield(self, seat: int) -> bool:
        """PK-B6 engedés: skíz or XXI together with the XX."""
        return self._big_honour(seat) and XX in self.hands[seat]

    def _has_priority(self, seat: int) -> bool:
        return (self.holder is not None
                and self.seating.prio(seat) < self.seating.prio(self.holder))

    def _fourth_exception(self) -> bool:
        """PK-B2: no bid yet and the three other active seats have passed."""
        return self.level is None and len(self.passed) == 3

    # --- deviations (PK-B5) -----------------------------------------------------------

    def regular_level(self, seat: int) -> int:
        """The regular move: three to open; hold (the high level) with priority; else one
        level up."""
        if self.level is None:
            return THREE
        if self._has_priority(seat):
            return self.level
        return self.level + 1

    def invited_card(self, seat: int, level: int) -> int | None:
        """The card a bid of ``level`` by ``seat`` invites, or None when it is no
        deviation."""
        if self.level is None and level == SOLO:
            return None  # an opening szóló is not a deviation
        skips = level - self.regular_level(seat)
        if skips < 1:
            return None
        if self.options["invit_card"] == "skips":
            return XIX if skips == 1 else XVIII
        if level == TWO:
            return XIX
        if level == ONE:
            opener = seat if self.level is None else self.opener
            return XVIII if seat == opener else XIX
        return XVIII  # szóló

    # --- legality ---------------------------------------------------------------------

    def _pass_forbidden(self, seat: int) -> str | None:
        """Why PK-B6 forbids ``seat`` to pass now, or None."""
        opts = self.options
        if (opts["obligatory_hold"] and seat == self.opener and self.opening == THREE
                and self.level == TWO and not self._may_yield(seat)):
            return ("the opener of three must hold a two or raise, unless he holds skíz or XXI "
                    "with the XX (PK-B6)")
        if (opts["opener_must_hold"] and seat == self.opener and self.opening in (TWO, ONE)
                and self.turns[seat] == 1 and self.opening_card is not None
                and not (self.has_honour(seat) and self._holds(seat, self.opening_card))):
            return ("an opener of two or one may pass only as an invitation: an honour and the "
                    "invited card (PK-B6)")
        if (opts["big_honour_holds_one"] and self.turns[seat] >= 1 and self._big_honour(seat)
                and XX not in self.hands[seat] and self.level == ONE
                and self._has_priority(seat)):
            return "a bidder holding skíz or XXI without the XX must hold a one (PK-B6)"
        return None

    def why_illegal(self, action: int) -> str | None:
        """Why ``action`` is not legal for the current player, or None if it is."""
        seat = self.current
        assert seat is not None
        if action == PASS:
            return self._pass_forbidden(seat)
        if action == HOLD:
            if self.level is None:
                return "there is no bid to hold (PK-B4)"
            if not self._has_priority(seat):
                return "only a player who spoke earlier in the first round may hold (PK-B4)"
            if not self.has_honour(seat):
                return "only a player holding an honour may bid (PK-B2)"
            return None
        if BID <= action < BID + 4:
            level = action - BID
            # The native engine's order of reasons (the same legal bids either way).
            if self.level is not None and level <= self.level:
                if level == self.level and self.why_illegal(HOLD) is None:  # "tartom" keeps it
                    return "a bid must be higher than the current one; to keep it, hold (PK-B4)"
                return "a bid must be higher than the current one (PK-B4)"
            if not self.has_honour(seat) and not self._fourth_exception():
                return "only a player holding an honour may bid, unless the three others passed (PK-B2)"
            card = self.invited_card(seat, level)
            if (card is not None and self.options["invit_requires_card"]
                    and not (self.has_honour(seat) and self._holds(seat, card))):
                numeral = "XIX" if card == XIX else "XVIII"
                return f"this jump invites the {numeral}: it needs an honour and the {numeral} in hand (PK-B6)"
            return None
        return "a player passes or bids (PK-B3)"

    def legal(self) -> list[int]:
        if self.over or self.current is None:
            return []
        candidates = [PASS, HOLD] + [BID + level for level in range(4)]
        return sorted(a for a in candidates if self.why_illegal(a) is None)

    # --- applying ---------------------------------------------------------------------

    def apply(self, action: int) -> None:
        """Apply a legal action of the current player."""
        seat = self.current
        assert seat is not None
        self.record.append([seat, action])
        if action == PASS:
            if (self.options["obligatory_hold"] and seat == self.opener
                    and self.opening == THREE and self.level == TWO):
                self.yielder = seat  # PK-B6: legal only as a yield (checked before)
            self.passed.add(seat)
        elif action == HOLD:
            self.holder = seat
        else:
            level = action - BID
            card = self.invited_card(seat, level)
            if card is not None:
                self.deviations.append([seat, card])
            if self.level is None:
                self.opener = seat
                self.opening = level
                self.opening_card = card
                if not self.has_honour(seat):
                    self.no_honour_bid = True
            self.level = level
            self.holder = seat
        self.turns[seat] += 1
        if (self.level is not None and len(self.passed) == 3) or len(self.passed) == 4:
            self.over = True
            self.current = None
            return
        nxt = self.seating.next(seat)
        while nxt in self.passed:
            nxt = self.seating.next(nxt)
        self.current = nxt

    @property
    def declarer(self) -> int | None:
        """The last bidder once the auction is over (None if all passed)."""
        if not self.over or self.level is None:
            return None
        return self.holder
