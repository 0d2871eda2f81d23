"""Hungarian four-handed XX-calling (Paskievics) tarokk: the reference engine for one deal
(shared/rules/paskievics.md, rule ids ``PK-…``; the engine protocol docs/paskievics.md).

A :class:`PaskievicsGame` goes through the phases

    [cut -> [packets]] -> bidding -> discard -> announce -> play -> [reveal] -> over

Every step is one integer action of the current player; ``legal_actions()`` lists them
and ``apply()`` performs one, or raises ``IllegalActionError`` and leaves the state
unchanged.  The auction is in :mod:`.bidding`, the knowledge of the sides in :mod:`.sides`,
the settlement in :mod:`.scoring`, the names in :mod:`.names`.
"""

from __future__ import annotations

from typing import Any, Optional

from tarokk.errors import IllegalActionError, InvalidInputError

from ..cards import HONOURS, MOND, NUM_TRUMPS, PAGAT, SKIZ, integer
from ..count import points
from ..notation import ROMAN, action_taken
from ..play import PlayState
from ..trick import illegal_reason
from .bidding import XX, Auction
from .deal import (
    HAND_SIZE,
    Seating,
    checked_deal,
    deal_cut,
    shuffled_deck,
)
from .names import (
    ANNOUNCE,
    ANNUL,
    CALL,
    COUNT8,
    COUNT9,
    CUT,
    GAME_ITEM,
    KNOCK,
    KONTRA,
    LANGS,
    MAX_LEVEL,
    NUM_FIGURES,
    NUM_ITEMS,
    PACKET,
    PASS,
    TULETROA,
    FOUR_KINGS,
    DUPLA,
    ULTIMO,
    XXI_CATCH,
    VOLAT,
    action_name as _action_name,
    is_action_id,
    parse_action as _parse_action,
    KONTRA_WORDS,
)
from ..notation import normalize
from .options import checked_options
from .scoring import DUPLA_POINTS, TOTAL_POINTS, Outcome, no_honour_item, score
from .sides import DECLARER_SIDE, DEFENDERS_SIDE, Sides

CUT_PHASE, PACKETS, BIDDING, DISCARD, ANNOUNCE_PHASE, PLAY, REVEAL, OVER = (
    "cut", "packets", "bidding", "discard", "announce", "play", "reveal", "over")

#: PK-S1: talon cards for the active seats from the declarer, per level.
SHARES = ((3, 1, 1, 1), (2, 2, 1, 1), (1, 2, 2, 1), (0, 2, 2, 2))
KINGS = (29, 37, 45, 53)
HONOUR_FEE = {SKIZ: 3, MOND: 2, PAGAT: 1}  # PK-D5
NUM_TRICKS = HAND_SIZE
EMPTY_TURNS_TO_END = 3  # PK-A1


def _trumps(cards: list[int]) -> list[int]:
    return [c for c in cards if c < NUM_TRUMPS]


def _copy_value(value: object) -> object:
    """A deep copy of the plain data a game holds."""
    if isinstance(value, list):
        return [_copy_value(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy_value(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    if isinstance(value, (Auction, Sides)):
        other = value.__class__.__new__(value.__class__)
        for name, item in value.__dict__.items():
            other.__dict__[name] = item if name in ("seating", "options") else _copy_value(item)
        return other
    if isinstance(value, PlayState):
        return value.copy()
    return value

# PK-A3: a tarokk count that may not be said (said already, or not the true count).
COUNT_REFUSAL = "a tarokk count is said once, and only the true count of 8 or 9 tarokks in hand (PK-A3)"


class PaskievicsGame:
    """One deal of Paskievics tarokk (docs/paskievics.md "Game object").

    ``PaskievicsGame(num_players=4, *, seed=None, dealer=0, hands=None, talon=None,
    **options)``: ``num_players`` table seats (4, or 5 with the dealer sitting out); the deal
    comes from ``seed`` (default 0) or is given as ``hands`` (one list per table seat) and
    ``talon``.  Options: see :mod:`.options`.
    """

    def __init__(self, num_players: int = 4, *, seed: int | None = None, dealer: int = 0,
                 hands: object = None, talon: object = None, **options: object) -> None:
        n = integer(num_players, "num_players")
        if n not in (4, 5):
            raise InvalidInputError(f"num_players must be 4 or 5, got {n}")
        dealer = 0 if dealer is None else integer(dealer, "dealer")  # None: the default seat 0
        if not 0 <= dealer < n:
            raise InvalidInputError(f"dealer must be a seat 0..{n - 1}, got {dealer}")
        self._options = checked_options(options, n)
        self._n = n
        self._seating = Seating(n, dealer)
        seating = self._seating
        if hands is None and talon is None:
            seed_value = 0 if seed is None else integer(seed, "seed")
            if not 0 <= seed_value < 1 << 64:
                raise InvalidInputError(f"seed must be in 0..2**64-1, got {seed_value}")
            deck = shuffled_deck(seed_value)
            cut_hands = deal_cut(deck, seating)
            dealt_talon = deck[:6]
        elif hands is None or talon is None:
            raise InvalidInputError("a deal given by hand needs both hands and talon")
        elif seed is not None:
            raise InvalidInputError("give either a seed or hands and talon, not both")
        else:
            cut_hands, dealt_talon = checked_deal(hands, talon, seating)
        # PK-D3: packet i is the cut deal's hand of the i-th active seat from the forehand
        # (docs/paskievics.md, "Ráütés"), from a seed or given by hand alike.
        packets = [list(cut_hands[s]) for s in seating.order_from(seating.forehand)]

        self._talon: list[int] = list(dealt_talon)
        self._cut_hands = [sorted(h) for h in cut_hands]
        self._packets = [sorted(p) for p in packets]
        self._hands: list[list[int]] = [[] for _ in range(n)]
        self._history: list[list[int]] = []
        self._phase = CUT_PHASE
        self._current: int | None = None
        # ráütés (PK-D3)
        self._rautes: list[list[int]] = []
        self._free_packets: list[int] = []
        self._choosers: list[int] = []
        # bidding
        self._auction: Auction | None = None
        self._dealt: list[list[int]] = []
        self._level: int | None = None
        self._declarer: int | None = None
        # talon and discards
        self._shares: list[list[int]] = [[] for _ in range(n)]
        self._discards: list[list[int]] = [[] for _ in range(n)]
        self._discard_order: list[int] = []
        self._discard_index = 0
        self._discarded_counts: list[int | None] = [None] * n
        self._dealer_tarokks: int | None = None
        # end states
        self._annulled = False
        self._penalty = False  # PK-S5 payment due
        # announcements
        self._announcements: list[list[int]] = []
        self._called: int | None = None
        self._sides: Sides | None = None
        self._official_announced = False
        self._figures: list[int | None] = [None] * NUM_FIGURES
        self._levels = [0] * NUM_ITEMS
        self._counts: list[int | None] = [None] * n  # said (announce or reveal)
        self._counts_revealed: list[bool] = [False] * n
        self._play_trumps: list[int] = [0] * n  # trumps in hand when announcing starts
        self._obliged: set[int] = set()
        self._turn_nonempty = False
        self._empty_turns = 0
        # play
        self._play: PlayState | None = None
        self._tricks: list[list[Any]] = []  # [leader, cards, winner] in table seats
        self._won_counts = [0] * n
        self._skart_shown = False
        # reveal
        self._reveal_order: list[int] = []

        if self._options["rautes"]:
            self._current = seating.knocker
        else:
            self._hands = [list(h) for h in self._cut_hands]
            self._start_bidding()

    # --- public properties -----------------------------------------------------------

    @property
    def num_players(self) -> int:
        """The number of table seats (4, or 5 with the dealer sitting out)."""
        return self._n

    @property
    def dealer(self) -> int:
        return self._seating.dealer

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def hands(self) -> list[list[int]]:
        """Every table seat's cards, sorted (the omniscient state)."""
        return [sorted(hand) for hand in self._hands]

    @property
    def initial_hands(self) -> list[list[int]]:
        """The deal of a cut from the start, as the native engine names it (docs/paskievics.md,
        "Ráütés"): :attr:`dealt_hands`."""
        return self.dealt_hands

    @property
    def dealt_hands(self) -> list[list[int]]:
        """The hands as dealt, as a deal given by hand takes them: the deal of a cut, also
        with ráütés before the cut and after a knock (PK-D3; omniscient)."""
        return [list(hand) for hand in self._cut_hands]

    @property
    def talon(self) -> list[int]:
        """The six talon cards in talon order (the omniscient state)."""
        return list(self._talon)

    @property
    def history(self) -> list[list[int]]:
        """Every applied action as ``[seat, action]``."""
        return [list(entry) for entry in self._history]

    def copy(self) -> PaskievicsGame:
        """An independent copy."""
        other = PaskievicsGame.__new__(PaskievicsGame)
        for name, value in self.__dict__.items():
            if name in ("_seating", "_options"):
                other.__dict__[name] = value  # never changed after construction
            else:
                other.__dict__[name] = _copy_value(value)
        if other._auction is not None:
            other._auction.hands = other._dealt
        return other

    def __repr__(self) -> str:
        return (f"<PaskievicsGame {self._n} seats, phase {self._phase}, level {self._level}, "
                f"current {self._current}>")

    # --- small helpers ----------------------------------------------------------------

    @property
    def _active(self) -> list[int]:
        return self._seating.active

    def _share_size(self, seat: int) -> int:
        assert self._level is not None and self._declarer is not None
        order = self._seating.order_from(self._declarer)
        return SHARES[self._level][order.index(seat)]

    def _annul_eligible(self, seat: int) -> bool:
        """PK-S4: before the first discard, no trump or the XXI as the only trump."""
        if self._discards[seat]:
            return False
        trumps = _trumps(self._hands[seat])
        return trumps == [] or trumps == [MOND]

    def _public_discarded_tarokk(self) -> bool:
        """PK-H4: a discarded tarokk is publicly known."""
        counts = [c for c in self._discarded_counts if c is not None]
        return any(c > 0 for c in counts) or bool(self._dealer_tarokks)

    def _announcer(self, item: int) -> int | None:
        if item == GAME_ITEM:
            return self._declarer
        return self._figures[item - 1]

    def _true_count(self, seat: int) -> int:
        return len(_trumps(self._hands[seat]))

    # --- legal actions ----------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """The legal action ids, sorted; ``[]`` when over."""
        if self._phase == OVER or self._current is None:
            return []
        if self._phase == BIDDING:
            assert self._auction is not None
            return self._auction.legal()
        if self._phase == PLAY:
            assert self._play is not None
            return self._play.legal_actions()
        return sorted(a for a in self._candidates() if self._why_illegal(a) is None)

    def _candidates(self) -> list[int]:
        seat = self._current
        assert seat is not None
        phase = self._phase
        if phase == CUT_PHASE:
            return [KNOCK, CUT]
        if phase == PACKETS:
            return [PACKET + i for i in range(4)]
        if phase == DISCARD:
            return [PASS, ANNUL] + list(self._hands[seat])
        if phase == ANNOUNCE_PHASE:
            return ([PASS, COUNT8, COUNT9] + [CALL + t for t in range(NUM_TRUMPS)]
                    + [ANNOUNCE + f for f in range(NUM_FIGURES)]
                    + [KONTRA + i for i in range(NUM_ITEMS)])
        if phase == REVEAL:
            return [PASS, COUNT8, COUNT9]
        return []

    def turn_refusal(self, seat: int | None) -> str | None:
        """Why ``seat`` (``None``: whoever is to act) may not act now, or ``None`` if it
        may: the deal is over, the dealer of five sits out (PK-D4), or it is another seat's
        turn.  ``tarokk.Game`` asks this before it applies an action."""
        if self._phase == OVER or self._current is None:
            return "the deal is over"
        if seat is not None and seat != self._current:
            if self._n == 5 and seat == self.dealer:
                return f"seat {seat} sits out this deal (PK-D4)"
            return f"it is seat {self._current}'s turn, not seat {seat}'s"
        return None

    def _why_illegal(self, action: int) -> str | None:
        """Why ``action`` is not legal for the current player now, or None if it is."""
        if self._phase == OVER or self._current is None:
            return "the deal is over"
        if not is_action_id(action):
            return f"no such action id: {action}"
        seat = self._current
        phase = self._phase
        if phase == BIDDING:
            assert self._auction is not None
            return self._auction.why_illegal(action)
        if phase == PLAY:
            assert self._play is not None
            if action >= 54:
                return "play a card (PK-P1)"
            reason = illegal_reason(self._hands[seat], self._play.trick, action)
            return None if reason is None else f"{reason} (PK-P1)"
        if phase == CUT_PHASE:
            if action in (KNOCK, CUT):
                return None
            return "knock (ráütés) or cut (PK-D3)"
        if phase == PACKETS:
            if PACKET <= action < PACKET + 4:
                if action - PACKET in self._free_packets:
                    return None
                return "that packet has been taken (PK-D3)"
            return "take a packet still on the table (PK-D3)"
        if phase == DISCARD:
            return self._why_illegal_discard(seat, action)
        if phase == ANNOUNCE_PHASE:
            return self._why_illegal_announce(seat, action)
        if phase == REVEAL:
            if action == PASS:
                return None
            if action in (COUNT8, COUNT9):
                if self._play_trumps[seat] == (8 if action == COUNT8 else 9):
                    return None
                return COUNT_REFUSAL
            return "show your tarokk count, or pass (PK-A3)"
        return f"not possible in the {phase} phase"

    def _why_illegal_discard(self, seat: int, action: int) -> str | None:
        left = self._share_size(seat) - len(self._discards[seat])
        if action == ANNUL:
            if self._discards[seat] or not self._annul_eligible(seat):
                return ("only a player without tarokks, or with the XXI alone, may annul, before "
                        "discarding (PK-S4)")
            return None
        if action == PASS and left == 0:
            return None
        if action < 54 and left > 0:
            if action not in self._hands[seat]:
                return "card not in hand (PK-S2)"
            if action in HONOURS or action in KINGS:
                return "honours and kings may not be discarded (PK-S2)"
            return None
        if left > 0:
            return f"discard {left} more {'card' if left == 1 else 'cards'} (no honours, no kings) (PK-S2)"
        return "with no talon cards, annul or play on (PK-S4)"

    def _why_illegal_announce(self, seat: int, action: int) -> str | None:
        assert self._declarer is not None
        if action in (COUNT8, COUNT9):
            if self._counts[seat] is not None or self._true_count(seat) != (8 if action == COUNT8 else 9):
                return COUNT_REFUSAL
            return None
        if CALL <= action < CALL + NUM_TRUMPS:
            return self._why_illegal_call(seat, action - CALL)
        if self._called is None:
            return "the declarer first calls his partner (only his tarokk count may come before) (PK-H1)"
        if action == PASS:
            if seat in self._obliged and self._figures[ULTIMO] is None:
                return ("having invited with the pagát as your only honour, you must announce "
                        "pagát ultimó (PK-B6)")
            return None
        if ANNOUNCE <= action < ANNOUNCE + NUM_FIGURES:
            if self._figures[action - ANNOUNCE] is not None:
                return "each figure is announced once, and it has been (PK-A2)"
            return None
        if KONTRA <= action < KONTRA + NUM_ITEMS:
            return self._why_illegal_kontra(seat, action - KONTRA)
        return "not an announcement (PK-A1)"

    def _legal_calls(self) -> list[int]:
        """PK-H1…H4: the trumps the declarer may call."""
        assert self._declarer is not None and self._auction is not None
        hand = self._hands[self._declarer]
        calls = {XX}
        if XX in hand:
            lower = [t for t in range(XX - 1, 0, -1) if t not in hand]
            if lower:
                calls.add(lower[0])
        for seat, card in self._auction.deviations:
            if seat != self._declarer:
                calls.add(card)
        if self._public_discarded_tarokk():
            calls.update(range(1, XX + 1))
        return sorted(calls)

    def _why_illegal_call(self, seat: int, trump: int) -> str | None:
        assert self._declarer is not None
        if self._called is not None or seat != self._declarer:
            return "only the declarer calls, once, at his first turn (PK-H1)"
        if trump in HONOURS:
            return "only the tarokks II–XX may be called, never an honour (PK-H1)"
        if trump in self._legal_calls():
            return None
        return ("the call is the XX, or, holding it, the highest tarokk below it that you lack; an "
                "invited card (PK-H3) and, once a discarded tarokk was announced, any tarokk (PK-H4) "
                "may be called too (PK-H2)")

    def _why_illegal_kontra(self, seat: int, item: int) -> str | None:
        assert self._sides is not None
        announcer = self._announcer(item)
        if announcer is None:
            if item == GAME_ITEM:
                return "the game is kontra'd after the call (PK-A4)"
            return "that figure has not been announced (PK-A4)"
        level = self._levels[item]
        if level >= MAX_LEVEL:
            return "mordkontra is the last step (PK-A4)"
        sides = self._sides
        # Knowledge first: the party test would tell the announcer's party.
        if not sides.knows(seat, announcer):
            return "you do not know the side of the item's announcer (PK-A4)"
        step = level + 1
        same = sides.side(seat) == sides.side(announcer)
        if (step % 2 == 1 and same) or (step % 2 == 0 and not same):
            return "the next step belongs to the other party (PK-A4)"
        return None

    # --- applying actions -------------------------------------------------------------

    def apply(self, action: int | str, seat: int | None = None) -> None:
        """Take ``action`` for the current player (``seat``, if given, must be him).  An
        action that is not legal raises ``IllegalActionError`` with the reason and changes
        nothing."""
        action = action_taken(self, action)
        if seat is not None:
            seat = integer(seat, "seat")
            if not 0 <= seat < self._n:
                raise InvalidInputError(f"seat {seat} is not a seat of {self._n}")
        if self._phase == OVER or self._current is None:
            raise IllegalActionError("the deal is over")
        if seat is not None and seat != self._current:
            raise IllegalActionError(f"it is seat {self._current}'s turn, not seat {seat}'s")
        reason = self._why_illegal(action)
        if reason is not None:
            if is_action_id(action):  # the native engine's words (docs/protocol.md, "Refusals")
                reason = f"{self.action_name(action)} is not legal: {reason}"
            raise IllegalActionError(reason)
        actor = self._current
        self._history.append([actor, action])
        phase = self._phase
        if phase == CUT_PHASE:
            self._cut(actor, action)
        elif phase == PACKETS:
            self._choose_packet(actor, action - PACKET)
        elif phase == BIDDING:
            self._bid(action)
        elif phase == DISCARD:
            self._discard(actor, action)
        elif phase == ANNOUNCE_PHASE:
            self._announce(actor, action)
        elif phase == PLAY:
            self._play_card(actor, action)
        else:
            self._reveal(actor, action)

    # cut and packets (PK-D3)

    def _cut(self, seat: int, action: int) -> None:
        self._rautes.append([seat, action])
        if action == CUT:
            self._hands = [list(h) for h in self._cut_hands]
            self._start_bidding()
            return
        self._phase = PACKETS
        self._free_packets = [0, 1, 2, 3]
        self._choosers = self._seating.choosers()
        self._current = self._choosers[0]

    def _choose_packet(self, seat: int, index: int) -> None:
        self._rautes.append([seat, PACKET + index])
        self._free_packets.remove(index)
        self._hands[seat] = list(self._packets[index])
        taken = 4 - len(self._free_packets)
        if taken == 3:
            last = self._choosers[3]
            self._hands[last] = list(self._packets[self._free_packets.pop()])
            self._start_bidding()
        else:
            self._current = self._choosers[taken]

    # bidding (PK-B1…B7)

    def _start_bidding(self) -> None:
        self._dealt = [list(h) for h in self._hands]
        self._auction = Auction(self._seating, self._dealt, self._options)
        self._phase = BIDDING
        self._current = self._auction.current

    def _bid(self, action: int) -> None:
        auction = self._auction
        assert auction is not None
        auction.apply(action)
        if not auction.over:
            self._current = auction.current
            return
        if auction.declarer is None:  # PK-B3: all four passed
            self._annulled = True
            self._finish()
            return
        self._level = auction.level
        self._declarer = auction.declarer
        self._share_talon()

    def _share_talon(self) -> None:
        """PK-S1: from the top of the talon, the declarer first, then in turn order; then
        PK-S5."""
        assert self._level is not None and self._declarer is not None
        assert self._auction is not None
        order = self._seating.order_from(self._declarer)
        position = 0
        for k, seat in enumerate(order):
            size = SHARES[self._level][k]
            share = self._talon[position:position + size]
            position += size
            self._shares[seat] = sorted(share)
            self._hands[seat] = sorted(self._hands[seat] + share)
        if self._auction.no_honour_bid and not any(c in HONOURS for c in self._shares[self._declarer]):
            self._annulled = True  # PK-S5
            self._penalty = bool(self._options["no_honour_penalty"])
            self._finish()
            return
        self._phase = DISCARD
        self._discard_order = order
        self._discard_index = 0
        self._next_discard_turn()

    # discards (PK-S2…S4)

    def _next_discard_turn(self) -> None:
        # Every seat has a turn: the szóló declarer, who takes no talon card, annuls or
        # plays on (PK-S4). A turn for him only when he may annul would tell the table so.
        if self._discard_index < len(self._discard_order):
            self._current = self._discard_order[self._discard_index]
            return
        self._start_announcing()

    def _end_discard_turn(self, seat: int) -> None:
        if seat == self._declarer or self._options["announce_all_discards"]:
            self._discarded_counts[seat] = len(_trumps(self._discards[seat]))
        self._discard_index += 1

    def _discard(self, seat: int, action: int) -> None:
        if action == ANNUL:
            self._annulled = True  # PK-S4
            self._finish()
            return
        if action != PASS:
            self._hands[seat].remove(action)
            self._discards[seat].append(action)
            if len(self._discards[seat]) < self._share_size(seat):
                return
        self._end_discard_turn(seat)
        self._next_discard_turn()

    # announcements (PK-H, PK-A)

    def _start_announcing(self) -> None:
        assert self._declarer is not None and self._auction is not None
        if self._n == 5:  # PK-D4: the dealer's count of the non-declarers' discards
            self._dealer_tarokks = sum(len(_trumps(self._discards[s])) for s in self._active
                                       if s != self._declarer)
        for seat in self._active:
            self._play_trumps[seat] = self._true_count(seat)
        if self._options["pagat_invit_ultimo"]:
            for seat, _card in self._auction.deviations:
                honours = [c for c in self._dealt[seat] if c in HONOURS]
                if seat != self._declarer and honours == [PAGAT]:
                    self._obliged.add(seat)
        self._phase = ANNOUNCE_PHASE
        self._current = self._declarer
        self._turn_nonempty = False
        self._empty_turns = 0

    def _announce(self, seat: int, action: int) -> None:
        if action == PASS:
            self._announcements.append([seat, action])
            if self._turn_nonempty:
                self._empty_turns = 0
            else:
                self._empty_turns += 1
            if self._empty_turns >= EMPTY_TURNS_TO_END:
                self._start_play()
                return
            self._current = self._seating.next(seat)
            self._turn_nonempty = False
            return
        self._turn_nonempty = True
        self._announcements.append([seat, action])
        if action in (COUNT8, COUNT9):
            self._counts[seat] = 8 if action == COUNT8 else 9
        elif CALL <= action < CALL + NUM_TRUMPS:
            self._call(action - CALL)
        elif ANNOUNCE <= action < ANNOUNCE + NUM_FIGURES:
            figure = action - ANNOUNCE
            self._figures[figure] = seat
            if figure == ULTIMO:
                self._add_count(seat)
        else:
            item = action - KONTRA
            self._levels[item] += 1
            announcer = self._announcer(item)
            assert self._sides is not None and announcer is not None
            self._sides.after_step(seat, announcer)
            if item == 1 + ULTIMO and self._levels[item] == 1:
                self._add_count(seat)

    def _add_count(self, seat: int) -> None:
        """PK-A3: the count is compulsory with pagát ultimó and its kontra."""
        count = self._true_count(seat)
        if count >= 8 and self._counts[seat] is None:
            self._counts[seat] = count
            self._announcements.append([seat, COUNT8 if count == 8 else COUNT9])

    def _call(self, card: int) -> None:
        """PK-H1…H5: find the called card; official check; the invitation inference."""
        assert self._declarer is not None and self._auction is not None
        self._called = card
        loc, in_skart = -1, False
        for seat in self._active:
            if card in self._hands[seat]:
                loc = seat
            elif card in self._discards[seat]:
                loc, in_skart = seat, True
        sides = Sides(self._declarer, loc, in_skart)
        self._sides = sides
        checked = self._n == 5 or self._options["official_kontra_known"] == "call"
        if checked and in_skart and loc != self._declarer:
            self._official_announced = True
            sides.all_public = True
        inviter = None
        if self._options["invit_requires_card"]:
            for seat, invited in self._auction.deviations:
                if seat != self._declarer and invited == card:
                    inviter = seat
        if card == XX and self._auction.yielder is not None:
            inviter = self._auction.yielder
        if inviter is not None:
            if self._discarded_counts[inviter] == 0 or checked:
                sides.all_public = True
            else:
                # The card is in his hand or in his skart: the other seats are defenders
                # (known now); his own side waits for the skart to be shown.
                sides.pending_inference = True
                sides.public |= set(self._active) - {inviter}

    # play (PK-P1)

    def _start_play(self) -> None:
        hands = [self._hands[s] for s in self._active]
        leader = self._active.index(self._seating.forehand)
        self._play = PlayState(hands, leader)
        self._phase = PLAY
        self._current = self._seating.forehand

    def _play_card(self, seat: int, card: int) -> None:
        play = self._play
        assert play is not None and self._sides is not None
        before = len(play.tricks)
        play.apply(card)
        self._hands[seat].remove(card)
        if card == self._called:
            self._sides.all_public = True  # the called card is played
        if len(play.tricks) > before:
            leader, cards, winner = play.tricks[-1]
            winner_seat = self._active[winner]
            self._tricks.append([self._active[leader], list(cards), winner_seat])
            self._won_counts[winner_seat] += 1
            if len(self._tricks) == 1:
                self._skart_shown = True
                self._sides.skart_shown()
        if play.is_over:
            self._start_reveal()
        else:
            current = play.current_player
            assert current is not None
            self._current = self._active[current]

    # reveal (PK-A3, a count said after the last trick)

    def _start_reveal(self) -> None:
        assert self._declarer is not None and self._sides is not None
        order = self._seating.order_from(self._declarer)
        self._reveal_order = [
            s for s in order
            if self._play_trumps[s] >= 8 and self._counts[s] is None
            and not (s == self._declarer and self._sides.partner is None)]
        self._phase = REVEAL
        self._next_reveal()

    def _next_reveal(self) -> None:
        if self._reveal_order:
            self._current = self._reveal_order[0]
        else:
            self._finish()

    def _reveal(self, seat: int, action: int) -> None:
        self._reveal_order.pop(0)
        if action != PASS:
            self._counts[seat] = self._play_trumps[seat]
            self._counts_revealed[seat] = True
        self._next_reveal()

    def _finish(self) -> None:
        self._phase = OVER
        self._current = None

    # --- views ------------------------------------------------------------------------

    def _sides_view(self, seat: int) -> list[str | None]:
        result: list[str | None] = [None] * self._n
        if self._declarer is None:
            return result
        result[self._declarer] = DECLARER_SIDE
        sides = self._sides
        if sides is None:
            return result
        for t in self._active:
            if sides.knows(seat, t):
                result[t] = sides.side(t)
        return result

    def _visible_discards(self, seat: int, owner: int) -> list[int]:
        cards = self._discards[owner]
        if owner == seat:
            return sorted(cards)
        sitting_out = self._n == 5 and seat == self._seating.dealer
        if sitting_out and owner != self._declarer:
            return sorted(cards)
        if self._skart_shown:
            return sorted(_trumps(cards))
        return []

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` knows (docs/paskievics.md "Views")."""
        seat = integer(seat, "seat")
        if not 0 <= seat < self._n:
            raise InvalidInputError(f"seat {seat} is not a seat of {self._n}")
        sides_view = self._sides_view(seat)
        partner = None
        if self._sides is not None and self._sides.partner is not None:
            if sides_view[self._sides.partner] is not None:
                partner = self._sides.partner
        official = False
        if self._sides is not None and self._sides.in_skart:
            official = (self._official_announced or self._skart_shown
                        or seat == self._sides.loc)
        auction = self._auction
        return {
            "seat": seat,
            "num_players": self._n,
            "dealer": self._seating.dealer,
            "forehand": self._seating.forehand,
            "active": list(self._active),
            "phase": self._phase,
            "current_player": self._current,
            "hand": sorted(self._hands[seat]),
            "rautes": [list(r) for r in self._rautes],
            "packets": list(sorted(self._free_packets)) if self._phase == PACKETS else [],
            "auction": [list(b) for b in auction.record] if auction else [],
            "deviations": [list(d) for d in auction.deviations] if auction else [],
            "yielded": auction.yielder if auction else None,
            "contract": self._level,
            "declarer": self._declarer,
            "received": list(self._shares[seat]),
            "discards": [self._visible_discards(seat, owner) for owner in range(self._n)],
            "discarded_tarokks": list(self._discarded_counts),
            "dealer_tarokks": self._dealer_tarokks,
            "called": self._called,
            "official_kontra": official,
            "sides": sides_view,
            "partner": partner,
            "announcements": [list(a) for a in self._announcements],
            "figures": list(self._figures),
            "kontra": list(self._levels),
            "tarokk_counts": list(self._counts),
            "trick": list(self._play.trick) if self._play and self._phase == PLAY else [],
            "trick_leader": (self._active[self._play.leader]
                             if self._play and self._phase == PLAY else None),
            "tricks": [[leader, list(cards), winner] for leader, cards, winner in self._tricks],
            "won_counts": list(self._won_counts),
            "skart_shown": self._skart_shown,
        }

    # --- names ------------------------------------------------------------------------

    def action_name(self, action: int, lang: Optional[str] = "en") -> str:
        """The name of ``action`` in ``lang`` (``"en"`` or ``"hu"``)."""
        action = integer(action, "action")
        if lang is None:  # as the native engine: None is the default
            lang = "en"
        if lang not in LANGS:
            raise InvalidInputError(f"lang must be 'en' or 'hu', got {lang!r}")
        if not is_action_id(action):
            raise InvalidInputError(f"no such action id: {action}")
        next_level = 1
        if KONTRA <= action < KONTRA + NUM_ITEMS:
            next_level = min(self._levels[action - KONTRA] + 1, MAX_LEVEL)
        return _action_name(action, lang, discard=self._phase == DISCARD,
                            next_level=next_level)

    def parse_action(self, text: str) -> int:
        """The action id named by ``text`` (en or hu names, any card style)."""
        return _parse_action(text)

    def text_refusal(self, text: str, action: int) -> str | None:
        """PK-A4: a kontra text names its item with any step's word, and the action is the
        step due; a word of another step is refused (``None``: the words are the step's
        own, or the action's own refusal says more: outside the announcements, before the
        declarer's call (PK-H1: nothing is kontra'd yet), or an item not announced yet). At
        mordkontra every step's word is refused, in the words typed."""
        item = action - KONTRA
        if (not 0 <= item < NUM_ITEMS or self._phase != ANNOUNCE_PHASE or self._called is None
                or self._announcer(item) is None):
            return None
        level = self._levels[item]
        words = normalize(text).split(" ")
        if words[0] not in KONTRA_WORDS:
            return None
        if level >= MAX_LEVEL:
            return f"{text.strip()} is not legal: mordkontra is the last step (PK-A4)"
        if words[0] == KONTRA_WORDS[level]:
            return None
        return f"{text.strip()} is not legal: the next step is {KONTRA_WORDS[level]} (PK-A4)"

    # --- result -----------------------------------------------------------------------

    def result(self) -> dict[str, Any]:
        """The settlement of the finished deal (docs/paskievics.md "Result")."""
        if self._phase != OVER:
            raise IllegalActionError("the deal is not over yet: no result")
        base: dict[str, Any] = {
            "contract": self._level,
            "declarer": self._declarer,
            "partner": None,
            "annulled": self._annulled,
            "won": None,
            "card_points": None,
            "amounts": [0] * self._n,
            "items": [],
            "called": None,
            "official_kontra": False,
            "game_replaced": False,
        }
        if self._annulled:
            if self._penalty:
                assert self._declarer is not None
                item = no_honour_item(self._n, self._active, self._declarer)
                base["items"] = [item]
                base["amounts"] = list(item["amounts"])
            return base
        outcome = self._outcome()
        base.update(score(outcome))
        base["partner"] = outcome.partner
        base["called"] = self._called
        base["official_kontra"] = outcome.official_kontra
        return base

    def _outcome(self) -> Outcome:
        """The facts of the played deal for :func:`.scoring.score`."""
        sides = self._sides
        assert sides is not None and self._declarer is not None and self._level is not None
        declarer, partner = self._declarer, sides.partner
        party = {s: sides.side(s) for s in self._active}
        won_cards = {DECLARER_SIDE: set(), DEFENDERS_SIDE: set()}  # type: dict[str, set[int]]
        tricks_won = {DECLARER_SIDE: 0, DEFENDERS_SIDE: 0}
        xxi_caught_by: str | None = None
        for leader, cards, winner in self._tricks:
            won_cards[party[winner]].update(cards)
            tricks_won[party[winner]] += 1
            players = self._seating.order_from(leader)
            played_by = {card: players[j] for j, card in enumerate(cards)}
            if SKIZ in played_by and MOND in played_by:
                if party[played_by[SKIZ]] != party[played_by[MOND]]:
                    xxi_caught_by = party[played_by[SKIZ]]
        # PK-S3: the declarer's discards are his party's; alone, all discards are his.
        pile = set(won_cards[DECLARER_SIDE]) | set(self._discards[declarer])
        if partner is None:
            for seat in self._active:
                pile |= set(self._discards[seat])
        declarer_points = points(sorted(pile))
        last_leader, last_cards, last_winner = self._tricks[-1]
        last_players = self._seating.order_from(last_leader)
        ultimo_by: str | None = None
        failed: dict[str, bool] = {DECLARER_SIDE: False, DEFENDERS_SIDE: False}
        if PAGAT in last_cards:
            pagat_player = last_players[last_cards.index(PAGAT)]
            if pagat_player == last_winner:
                ultimo_by = party[pagat_player]
            else:
                failed[party[pagat_player]] = True
        made: dict[str, list[bool]] = {}
        for side_name in (DECLARER_SIDE, DEFENDERS_SIDE):
            points_side = (declarer_points if side_name == DECLARER_SIDE
                           else TOTAL_POINTS - declarer_points)
            facts = [False] * NUM_FIGURES
            facts[TULETROA] = {SKIZ, MOND, PAGAT} <= won_cards[side_name]
            facts[FOUR_KINGS] = set(KINGS) <= won_cards[side_name]
            facts[DUPLA] = points_side >= DUPLA_POINTS
            facts[ULTIMO] = ultimo_by == side_name
            facts[XXI_CATCH] = xxi_caught_by == side_name
            facts[VOLAT] = tricks_won[side_name] == NUM_TRICKS
            made[side_name] = facts
        figures: list[tuple[int, int] | None] = []
        for f in range(NUM_FIGURES):
            announcer = self._figures[f]
            figures.append(None if announcer is None else (announcer, self._levels[1 + f]))
        counts = []
        for seat in self._seating.order_from(declarer):
            count = self._counts[seat]
            if count is not None:
                counts.append((seat, count, not self._counts_revealed[seat]))
        fees: list[tuple[int, int]] = []
        if self._n == 5 and self._options["dealer_honour_fee"]:
            for seat in self._seating.order_from(declarer):
                for honour in (SKIZ, MOND, PAGAT):
                    if honour in self._shares[seat]:
                        fees.append((seat, HONOUR_FEE[honour]))
        return Outcome(
            num_players=self._n, dealer=self._seating.dealer, active=list(self._active),
            declarer=declarer, partner=partner, level=self._level,
            declarer_points=declarer_points, made=made, failed_ultimo=failed,
            game_level=self._levels[GAME_ITEM], official_kontra=sides.in_skart,
            figures=figures, counts=counts, honour_fees=fees, options=self._options)


def _roman(trump: int) -> str:
    return ROMAN[trump + 1]


__all__ = ["PaskievicsGame"]
