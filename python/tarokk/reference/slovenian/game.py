"""Slovenian tarok: the reference engine for one deal (shared/rules/slovenian.md, rule ids
``SL-…``; the engine protocol docs/slovenian.md).

A :class:`SlovenianGame` is a state machine that goes through the phases

    bidding -> declare -> [call] -> [talon -> discard -> [raise]] -> [announce] -> play -> over

(klop skips from declare, or from bidding with three players, straight to play).  Every
step is one integer action of the current player; ``legal_actions()`` lists them and
``apply()`` performs one, or raises ``IllegalActionError`` and leaves the state unchanged.
Trick legality and winners come from :mod:`.trick`, counting from :mod:`.count`, the
scoring from :mod:`.slovenian_scoring`, the names from :mod:`.slovenian_names`.
"""

from __future__ import annotations

from typing import Any, Optional

from collections.abc import Iterable

from tarokk.errors import IllegalActionError, InvalidInputError

from ..cards import MOND, NUM_CARDS, NUM_TRUMPS, PAGAT, SKIZ, card_list, integer
from ..rng import Rng
from .names import (
    ANNOUNCE,
    BEGGAR,
    BID,
    BONUS_CONTRACTS,
    CALL_KING,
    CALL_QUEEN,
    CALLING_CONTRACTS,
    COLOUR_VALAT,
    CONTRACTS,
    GAME_ITEM,
    KING_ULTIMO,
    KLOP,
    KONTRA,
    KONTRA_WORDS,
    LANGS,
    MAX_KONTRA,
    NEGATIVE_CONTRACTS,
    NUM_BONUSES,
    NUM_ITEMS,
    OPEN_BEGGAR,
    PAGAT_ULTIMO,
    PASS,
    RAISE_COLOUR_VALAT,
    SOLO_ONE,
    SOLO_THREE,
    SOLO_WITHOUT,
    TAKE_SET,
    TALON_SET_SIZE,
    THREE,
    VALAT,
    action_name as _action_name,
    is_action_id,
    parse_action as _parse_action,
)
from .scoring import KING_CARDS, TRULA_CARDS, DealOutcome, annulled_result, score
from ..notation import action_taken, normalize
from ..trick import illegal_reason, legal_plays, trick_winner

QUEEN_CARDS = (28, 36, 44, 52)
TALON_SIZE = 6
HAND_SIZE = {4: 12, 3: 16}
KLOP_TALON_TRICKS = 6  # SL-L1: tricks 1..6 each get one talon card

BIDDING, DECLARE, CALL, TALON, DISCARD, RAISE, ANNOUNCE_PHASE, PLAY, OVER = (
    "bidding", "declare", "call", "talon", "discard", "raise", "announce", "play", "over")
# The rule that says what is done in each phase: cited when an action of another phase is
# refused.
PHASE_RULES = {BIDDING: "SL-B2", DECLARE: "SL-B5", CALL: "SL-K1", TALON: "SL-K2", DISCARD: "SL-K3",
               RAISE: "SL-K6", ANNOUNCE_PHASE: "SL-A1", PLAY: "SL-P2", OVER: "SL-P1"}

OPTION_DEFAULTS = {
    "end_early": True,  # SL-B1
    "king_ultimo": True,  # SL-A1
    "beggar_kontra": True,  # SL-A4
    "klop_kontra": False,  # SL-A4 (True is not supported)
    "silent_valat": True,  # SL-S2
    "klop_talon_face_up": True,  # SL-L1
    "counting": "thirds",  # SL-C1
    "talon_rest_counts_for_bonuses": True,  # SL-K4
}
COUNTING_METHODS = ("thirds", "leftover")  # the same totals (SL-C1)


# --- argument checking ------------------------------------------------------------------




def _options(given: dict[str, Any]) -> dict[str, Any]:
    """The options with their defaults (docs/slovenian.md "Options")."""
    options = dict(OPTION_DEFAULTS)
    for name, value in given.items():
        if name not in OPTION_DEFAULTS:
            raise InvalidInputError(f"unknown option {name!r}; expected one of "
                                    f"{', '.join(OPTION_DEFAULTS)}")
        if name == "counting":
            if value not in COUNTING_METHODS:
                raise InvalidInputError(f"counting must be 'thirds' or 'leftover', got {value!r}")
        elif not isinstance(value, bool):
            raise InvalidInputError(f"option {name} must be True or False, got {value!r}")
        options[name] = value
    if options["klop_kontra"]:
        raise InvalidInputError("klop_kontra=True is not supported (klop is never kontra'd)")
    return options


def deal_from_seed(seed: int, num_players: int, forehand: int) -> tuple[list[list[int]], list[int]]:
    """SL-D2 with the shared generator: shuffle ids 0..53 (Fisher–Yates), the talon is
    ``deck[0:6]``, then packets of 6 (four players) or 8 (three) go round from the forehand."""
    deck = list(range(NUM_CARDS))
    Rng(seed).shuffle(deck)
    packet = 6 if num_players == 4 else 8
    hands: list[list[int]] = [[] for _ in range(num_players)]
    for k in range((NUM_CARDS - TALON_SIZE) // packet):
        start = TALON_SIZE + packet * k
        hands[(forehand + k) % num_players].extend(deck[start:start + packet])
    return hands, deck[:TALON_SIZE]


def _checked_deal(hands: object, talon: object, n: int) -> tuple[list[list[int]], list[int]]:
    """A deal given by hand: ``n`` hands of 12 (16) cards and a talon of 6, every card of
    the pack exactly once; else ``InvalidInputError`` naming the problem."""
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise InvalidInputError(f"hands must be a list of {n} card lists, got {hands!r}")
    hand_lists = [card_list(hand, f"hand of seat {seat}", distinct=False)
                  for seat, hand in enumerate(hands)]
    talon_cards = card_list(talon, "talon", distinct=False)
    if len(hand_lists) != n:
        raise InvalidInputError(f"hands must hold {n} hands, got {len(hand_lists)}")
    for seat, hand in enumerate(hand_lists):
        if len(hand) != HAND_SIZE[n]:
            raise InvalidInputError(f"the hand of seat {seat} must hold {HAND_SIZE[n]} cards, "
                                    f"got {len(hand)}")
    if len(talon_cards) != TALON_SIZE:
        raise InvalidInputError(f"the talon must hold {TALON_SIZE} cards, got {len(talon_cards)}")
    seen: set[int] = set()
    for card in [c for hand in hand_lists for c in hand] + talon_cards:
        if card in seen:
            raise InvalidInputError(f"card {card} is dealt twice")
        seen.add(card)
    return hand_lists, talon_cards


def _copy_value(value: object) -> object:
    """A deep copy of the plain data a game holds (lists, dicts, sets of immutables)."""
    if isinstance(value, list):
        return [_copy_value(v) for v in value]
    if isinstance(value, dict):
        return {k: _copy_value(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    return value


# --- the game ---------------------------------------------------------------------------


class SlovenianGame:
    """One deal of Slovenian tarok for 4 or 3 active seats (docs/slovenian.md "Game object").

    ``SlovenianGame(num_players=4, *, seed=None, dealer=0, hands=None, talon=None,
    compulsory_klop=False, **options)``: the deal comes from ``seed`` (default 0) or is
    given as ``hands`` and ``talon``.  ``compulsory_klop`` makes it a compulsory klop round
    (SL-B6).  Options: ``end_early``, ``king_ultimo``, ``beggar_kontra``, ``klop_kontra``
    (only False), ``silent_valat``, ``klop_talon_face_up``, ``counting``.
    """

    def __init__(self, num_players: int = 4, *, seed: int | None = None, dealer: int = 0,
                 hands: object = None, talon: object = None, compulsory_klop: bool = False,
                 **options: object) -> None:
        n = integer(num_players, "num_players")
        if n not in (3, 4):
            raise InvalidInputError(f"num_players must be 3 or 4, got {n}")
        dealer = 0 if dealer is None else integer(dealer, "dealer")  # None: the default seat 0
        if not 0 <= dealer < n:
            raise InvalidInputError(f"dealer must be a seat 0..{n - 1}, got {dealer}")
        if not isinstance(compulsory_klop, bool):
            raise InvalidInputError(f"compulsory_klop must be True or False, got {compulsory_klop!r}")
        self._options = _options(options)
        self._n = n
        self._dealer = dealer
        self._forehand = (dealer + 1) % n
        self._compulsory = compulsory_klop
        if hands is None and talon is None:
            seed_value = 0 if seed is None else integer(seed, "seed")
            if not 0 <= seed_value < 1 << 64:
                raise InvalidInputError(f"seed must be in 0..2**64-1, got {seed_value}")
            dealt_hands, dealt_talon = deal_from_seed(seed_value, n, self._forehand)
        elif hands is None or talon is None:
            raise InvalidInputError("a deal given by hand needs both hands and talon")
        elif seed is not None:
            raise InvalidInputError("give either a seed or hands and talon, not both")
        else:
            dealt_hands, dealt_talon = _checked_deal(hands, talon, n)

        self._hands: list[list[int]] = [sorted(hand) for hand in dealt_hands]
        self._talon: list[int] = list(dealt_talon)
        self._history: list[list[int]] = []
        self._phase = BIDDING
        self._current: int | None = None
        self._annulled = False
        # bidding (SL-B2..B6, SL-T2)
        self._passed: set[int] = set()
        self._holder: int | None = None
        self._holder_contract = 0
        self._any_bid = False
        self._bids: list[list[int]] = []
        # the contract
        self._contract: int | None = None
        self._declarer: int | None = None
        self._called: int | None = None
        self._partner: int | None = None
        self._public: set[int] = set()  # seats whose side everybody knows (SL-A2)
        # talon and discards (SL-K2..K4)
        self._talon_shown = False
        self._talon_taken: int | None = None
        self._taken_cards: list[int] = []
        self._defender_talon: list[int] = []
        self._aside: list[int] = []  # SL-K4: the talon rest waiting for the called card
        self._discards: list[int] = []
        self._discards_left = 0
        # announcements (SL-A1..A4)
        self._announcements: list[list[int]] = []
        self._announced: dict[int, int] = {}  # bonus -> seat
        self._levels = [0] * NUM_ITEMS
        self._givers: list[int | None] = [None] * NUM_ITEMS
        self._turn_acted = False
        self._turns = 0
        self._quiet_turns = 0
        self._anything_done = False
        # play (SL-P1..P7, SL-L1)
        self._keeps: list[tuple[int, ...]] = [() for _ in range(n)]
        self._leader: int | None = None
        self._trick: list[int] = []
        self._tricks: list[list[Any]] = []  # [leader, cards, winner]
        self._trick_cards: list[list[int]] = [[] for _ in range(n)]
        self._piles: list[list[int]] = [[] for _ in range(n)]
        self._won_counts = [0] * n
        self._mond_payer: int | None = None

        if any(all(card >= NUM_TRUMPS for card in hand) for hand in self._hands):
            # SL-D3: a hand without a tarok annuls the deal at once.
            self._annulled = True
            self._phase = OVER
        elif n == 3 and compulsory_klop:
            # SL-T2: with three players a compulsory klop round is simply klop.
            self._contract = KLOP
            self._start_play()
        elif n == 4:
            # SL-B2: the forehand holds "three" unspoken (SL-B6: a placeholder in a
            # compulsory round); the seat after him speaks first.
            self._holder = self._forehand
            self._holder_contract = KLOP if compulsory_klop else 1
            self._current = (self._forehand + 1) % n
        else:
            # SL-T2: nobody holds anything; the forehand speaks first.
            self._current = self._forehand

    # --- public properties -----------------------------------------------------------

    @property
    def num_players(self) -> int:
        """The number of active seats (3 or 4)."""
        return self._n

    @property
    def dealer(self) -> int:
        """The dealer's seat (the forehand is the next seat)."""
        return self._dealer

    @property
    def phase(self) -> str:
        """``bidding``, ``declare``, ``call``, ``talon``, ``discard``, ``raise``,
        ``announce``, ``play`` or ``over``."""
        return self._phase

    @property
    def current_player(self) -> int | None:
        """The seat to act, ``None`` when the deal is over."""
        return self._current

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def hands(self) -> list[list[int]]:
        """Every seat's cards, sorted (the omniscient state)."""
        return [list(hand) for hand in self._hands]

    @property
    def talon(self) -> list[int]:
        """The six talon cards in talon order (the omniscient state)."""
        return list(self._talon)

    @property
    def history(self) -> list[list[int]]:
        """Every action so far as ``[seat, action]``."""
        return [list(entry) for entry in self._history]

    def copy(self) -> SlovenianGame:
        """An independent copy."""
        other = SlovenianGame.__new__(SlovenianGame)
        for name, value in self.__dict__.items():
            other.__dict__[name] = _copy_value(value)
        return other

    def __repr__(self) -> str:
        return (f"<SlovenianGame {self._n} players, phase {self._phase}, "
                f"contract {self._contract}, current {self._current}>")

    # --- small helpers ----------------------------------------------------------------

    def _seat_to_act(self) -> int:
        """The current player; ``IllegalActionError`` when the deal is over (nobody acts)."""
        if self._current is None:
            raise IllegalActionError("the deal is over")
        return self._current

    def _declarer_seat(self) -> int:
        """The declarer, in the phases and contracts that have one."""
        # _declare() sets him before every phase that asks: call, talon, discard, raise,
        # and the announcements and play of any contract but klop.
        assert self._declarer is not None, "no declarer in klop or before the declaration"
        return self._declarer

    def _declared_contract(self) -> int:
        """The contract, once the bidding is over."""
        # _bid(), _declare() or a three-player compulsory klop (__init__) set it before
        # the deal leaves the bidding; an annulled deal never asks.
        assert self._contract is not None, "no contract before the end of the bidding"
        return self._contract

    def _prio(self, seat: int) -> int:
        """SL-B3: the forehand has priority 0 (highest), the dealer the lowest."""
        return (seat - self._forehand) % self._n

    def _next_seat(self, seat: int) -> int:
        return (seat + 1) % self._n

    def _declarer_side(self, seat: int) -> bool:
        return seat == self._declarer or seat == self._partner

    def _min_bid(self) -> int:
        """SL-B6: in a compulsory klop round the lowest bid is solo without."""
        return SOLO_WITHOUT if self._compulsory else 1

    def _talon_set_size(self) -> int:
        return TALON_SET_SIZE[self._declared_contract()]

    def _king_ultimo_exists(self) -> bool:
        """SL-A1, SL-T1: king ultimo needs a called king (not a queen), four players and
        the option ``king_ultimo``."""
        return (self._options["king_ultimo"] and self._n == 4
                and self._called is not None and self._called in KING_CARDS)

    def _knows_side(self, seat: int, target: int) -> bool:
        """SL-A2: whether ``seat`` knows the side of ``target``: everybody knows the
        declarer's; the partner knows every side; otherwise only public sides count.

        A declarer who plays alone *openly* (solo, three players, the called card turned up
        in the talon) knows every side because then every side is public.  A declarer who
        called his own king does not: SL-A2 says he "knows the sides only when he plays
        alone openly" (docs/slovenian.md, Clarifications)."""
        return (target == self._declarer
                or seat == target  # his own (SL-A3 asks it of the announcer himself)
                or seat == self._partner  # the partner knows every side
                or target in self._public)

    # --- legal actions ----------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """The sorted action ids the current player may take (``[]`` when over)."""
        phase = self._phase
        if phase == OVER:
            return []
        if phase == PLAY:
            return self._legal_plays()
        if phase == BIDDING:
            return [PASS] + [BID + c for c in CONTRACTS[self._n] if self._may_bid(c)]
        if phase == DECLARE:
            return self._legal_declarations()
        if phase == CALL:
            return self._legal_calls()
        if phase == TALON:
            return [TAKE_SET + i for i in range(TALON_SIZE // self._talon_set_size())]
        if phase == DISCARD:
            return [c for c in self._hands[self._declarer_seat()] if self._may_discard(c)]
        if phase == RAISE:
            return [PASS, RAISE_COLOUR_VALAT]
        return self._legal_announcements()

    def _may_bid(self, contract: int) -> bool:
        """SL-B2, SL-B3, SL-B6, SL-T2: a bid must be a real contract (not klop), at least the
        minimum, and higher than the holder's, or equal if the bidder has priority."""
        if contract < 1 or contract < self._min_bid():
            return False
        if self._holder is None:
            return True
        if contract > self._holder_contract:
            return True
        return (contract == self._holder_contract
                and self._prio(self._seat_to_act()) < self._prio(self._holder))

    def _legal_declarations(self) -> list[int]:
        """SL-B4, SL-B5, SL-B6: any contract at least the bid; klop only when nobody bid."""
        lowest = max(1, self._min_bid(), self._holder_contract)
        actions = [BID + c for c in CONTRACTS[self._n] if c >= lowest]
        if not self._any_bid:
            actions.insert(0, BID + KLOP)
        return actions

    def _legal_calls(self) -> list[int]:
        """SL-K1: any king; all four queens too when the declarer holds all four kings."""
        actions = [CALL_KING + suit for suit in range(4)]
        if all(king in self._hands[self._declarer_seat()] for king in KING_CARDS):
            actions += [CALL_QUEEN + suit for suit in range(4)]
        return actions

    @staticmethod
    def _may_discard(card: int) -> bool:
        """SL-K3: kings and trula may not be discarded."""
        return card not in KING_CARDS and card not in TRULA_CARDS

    def _legal_announcements(self) -> list[int]:
        """SL-A1, SL-A2, SL-A4: pass, unannounced bonuses (contracts 1–6), and the next
        kontra level of every item this seat may kontra."""
        seat = self._seat_to_act()
        actions = [PASS]
        if self._contract in BONUS_CONTRACTS:
            for bonus in range(NUM_BONUSES):
                if self._may_announce(seat, bonus):
                    actions.append(ANNOUNCE + bonus)
        for item in range(NUM_ITEMS):
            if self._may_kontra(seat, item):
                actions.append(KONTRA + item)
        return actions

    def _may_announce(self, seat: int, bonus: int) -> bool:
        if bonus in self._announced or self._contract not in BONUS_CONTRACTS:
            return False
        if bonus == KING_ULTIMO:  # only the declarer side, and only with a called king
            return self._king_ultimo_exists() and self._declarer_side(seat)
        return True

    def _item_owner(self, item: int) -> int | None:
        """The announcer of an item: the declarer for the game, the announcing seat for a
        bonus, ``None`` for a bonus nobody announced."""
        if item == GAME_ITEM:
            return self._declarer
        return self._announced.get(item - 1)

    def _may_kontra(self, seat: int, item: int) -> bool:
        """SL-A2, SL-A4: the next level of ``item`` (at most mordkontra) is given by the side
        opposing the item for odd levels and by the item's side for even levels, and only by
        a seat that knows the target (the announcer, or the giver of the last level) to be
        on the other side."""
        if self._contract not in BONUS_CONTRACTS and item != GAME_ITEM:
            return False
        owner = self._item_owner(item)
        level = self._levels[item]
        if owner is None or level >= MAX_KONTRA:
            return False
        owner_side = self._declarer_side(owner)
        giver_side = owner_side if (level + 1) % 2 == 0 else not owner_side
        if self._declarer_side(seat) != giver_side:
            return False
        target = owner if level == 0 else self._givers[item]
        # _announce() records the giver of every level it adds, so level > 0 has one.
        assert target is not None
        return self._knows_side(seat, target)

    def _legal_plays(self) -> list[int]:
        """SL-P2..P6 via the shared trick rules (emperor on; negative in klop, beggar, open
        beggar; colour valat rules in colour valat), then SL-A3: announced ultimo cards are
        held back unless nothing else may be played."""
        seat = self._seat_to_act()
        contract = self._contract
        candidates = legal_plays(self._hands[seat], self._trick,
                                 negative=contract in NEGATIVE_CONTRACTS,
                                 colour_valat=contract == COLOUR_VALAT, emperor=True)
        keep = self._keeps[seat]
        if keep:
            others = [c for c in candidates if c not in keep]
            if others:
                return others
        return candidates

    # --- why an action is illegal ----------------------------------------------------

    def _why_illegal(self, action: int) -> str:
        """The message of the ``IllegalActionError``: ``"<name> is not legal: <why>
        (<rule>)"``, in the words the native engine uses too (``docs/protocol.md``,
        "Refusals"); ``tarokk.Game`` reads the rule id off its end."""
        phase = self._phase
        if phase == OVER:
            return "the deal is over"
        if not is_action_id(action):
            return f"no such action id: {action}"
        name = self.action_name(action)
        seat = self._seat_to_act()  # not over (returned above), so a seat is to act

        def refused(why: str, rule: str) -> str:
            return f"{name} is not legal: {why} ({rule})"

        contract = self._contract
        if phase == PLAY and action < NUM_CARDS:
            reason = illegal_reason(self._hands[seat], self._trick, action,
                                    negative=contract in NEGATIVE_CONTRACTS,
                                    colour_valat=contract == COLOUR_VALAT, emperor=True)
            if reason is None:  # legal by the trick rules: only the ultimo card is kept
                return refused("must keep the announced ultimo card", "SL-A3")
            if reason in ("must overtake", "the pagat may not be played now"):
                return refused(reason, "SL-P6")
            in_hand = action in self._hands[seat]
            return refused(reason, "SL-P3" if contract == COLOUR_VALAT and in_hand else "SL-P2")
        if phase in (BIDDING, DECLARE) and BID <= action < CALL_KING:
            bid = action - BID
            if bid not in CONTRACTS[self._n]:
                return refused("no such contract in this variant", "SL-T2")
            if bid == KLOP:
                return refused("klop is chosen only by the forehand when all others pass", "SL-B4")
            if bid < self._min_bid():
                return refused("in a compulsory klop round the lowest bid is solo without", "SL-B6")
            if phase == DECLARE:
                return refused("the declarer may raise his contract, not lower it", "SL-B5")
            if (bid == THREE and self._n == 4 and self._holder == self._forehand
                    and self._holder_contract == THREE and seat != self._forehand):
                # Nobody has bid yet: the bid to beat is the forehand's unspoken three.
                return refused("the forehand holds three from the start: bid two or higher", "SL-B2")
            return refused("a bid must be higher than the current one, or equal to a bid of a "
                           "player with lower priority", "SL-B3")
        if phase == CALL and CALL_QUEEN <= action < TAKE_SET:
            return refused("a queen may be called only by a declarer who holds all four kings", "SL-K1")
        if phase == CALL and action < NUM_CARDS:
            return refused("the declarer calls a king now, by its call", "SL-K1")
        if phase == TALON and TAKE_SET <= action < TAKE_SET + TALON_SIZE:
            sets = TALON_SIZE // self._talon_set_size()
            return refused(f"in this contract the talon is split into {sets} sets", "SL-K2")
        if phase == DISCARD and action < NUM_CARDS:
            if action not in self._hands[seat]:
                return refused("card not in hand", "SL-K3")
            return refused("kings and trula may not be discarded", "SL-K3")
        if phase == ANNOUNCE_PHASE and ANNOUNCE <= action < KONTRA:
            if contract not in BONUS_CONTRACTS:
                return refused("no bonuses are announced in this contract", "SL-A1")
            if action - ANNOUNCE in self._announced:
                return refused("each bonus is announced once, and it has been", "SL-A1")
            if not (self._options["king_ultimo"] and self._n == 4):
                return refused("king ultimo is not played in this variant", "SL-A1")
            return refused("only the declarer side announces king ultimo, and only when a king "
                           "was called", "SL-A1")
        if phase == ANNOUNCE_PHASE and action >= KONTRA:
            item = action - KONTRA
            rule = "SL-A2" if contract in BONUS_CONTRACTS else "SL-A4"  # beggar and above: SL-A4
            if self._item_owner(item) is None:
                return refused("that bonus has not been announced", rule)
            if self._levels[item] >= MAX_KONTRA:
                return refused("mordkontra is the last level", rule)
            return refused("kontra is given only against the other side, and only when that side "
                           "is known", rule)
        return refused(f"not possible in the {phase} phase", PHASE_RULES[phase])

    # --- applying actions -------------------------------------------------------------

    def apply(self, action: int | str) -> None:
        """Take ``action`` for the current player.  An action that is not legal raises
        ``IllegalActionError`` with the reason and changes nothing."""
        action = action_taken(self, action)
        if self._phase == OVER or action not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(action))
        seat = self._seat_to_act()
        self._history.append([seat, action])
        phase = self._phase
        if phase == PLAY:
            self._play(seat, action)
        elif phase == BIDDING:
            self._bid(seat, action)
        elif phase == DECLARE:
            self._declare(seat, action - BID)
        elif phase == CALL:
            self._call(action)
        elif phase == TALON:
            self._take_set(action - TAKE_SET)
        elif phase == DISCARD:
            self._discard(action)
        elif phase == RAISE:
            self._raise(action)
        else:
            self._announce(seat, action)

    def _bid(self, seat: int, action: int) -> None:
        """SL-B2, SL-T2, SL-T3: bids go round, skipping seats that passed; bidding ends when
        all but the holder have passed (three players: klop when all pass)."""
        self._bids.append([seat, action])
        if action == PASS:
            self._passed.add(seat)
        else:
            self._holder, self._holder_contract = seat, action - BID
            self._any_bid = True
        if self._holder is None and len(self._passed) == self._n:
            self._contract = KLOP  # SL-T2: all three passed
            self._start_play()
            return
        if self._holder is not None and len(self._passed) == self._n - 1:
            self._phase = DECLARE
            self._current = self._holder
            return
        nxt = self._next_seat(seat)
        while nxt in self._passed:
            nxt = self._next_seat(nxt)
        self._current = nxt

    def _declare(self, seat: int, contract: int) -> None:
        """SL-B4, SL-B5: the winner names the contract he plays."""
        self._bids.append([seat, BID + contract])
        self._contract = contract
        if contract == KLOP:
            self._start_play()
            return
        self._declarer = seat
        self._public.add(seat)
        if self._n == 4 and contract in CALLING_CONTRACTS:
            self._phase = CALL
            return
        # Alone (solos, three players, beggar and above): every side is public.
        self._public.update(range(self._n))
        if contract in TALON_SET_SIZE:
            self._show_talon()
        else:
            # No talon for the declarer: it counts for the defenders (SL-B1 solo without).
            self._defender_talon = list(self._talon)
            self._after_exchange()

    def _call(self, action: int) -> None:
        """SL-K1: the holder of the called card is the secret partner; none when the
        declarer holds it himself or it lies in the talon (that becomes public, SL-A2)."""
        if action < CALL_QUEEN:
            card = KING_CARDS[action - CALL_KING]
        else:
            card = QUEEN_CARDS[action - CALL_QUEEN]
        self._called = card
        for seat, hand in enumerate(self._hands):
            if card in hand and seat != self._declarer:
                self._partner = seat
        if card in self._talon:
            self._public.update(range(self._n))
        self._show_talon()

    def _show_talon(self) -> None:
        """SL-K2: the talon is turned face up."""
        self._talon_shown = True
        self._phase = TALON

    def _take_set(self, index: int) -> None:
        """SL-K2, SL-K4: the declarer takes one set; the others go to the defenders, or are
        set aside when the taken set holds the called card."""
        size = self._talon_set_size()
        taken = self._talon[index * size:(index + 1) * size]
        rest = [c for c in self._talon if c not in taken]
        self._talon_taken = index
        self._taken_cards = taken
        hand = self._hands[self._declarer_seat()]
        hand.extend(taken)
        hand.sort()
        if self._called is not None and self._called in taken:
            self._aside = rest
        else:
            self._defender_talon = rest
        self._discards_left = size
        self._phase = DISCARD

    def _discard(self, card: int) -> None:
        """SL-K3: discard as many cards as taken, to the declarer's own pile."""
        self._hands[self._declarer_seat()].remove(card)
        self._discards.append(card)
        self._discards_left -= 1
        if self._discards_left:
            return
        if self._n == 4 and SOLO_THREE <= self._declared_contract() <= SOLO_ONE:
            self._phase = RAISE  # SL-K6
        else:
            self._after_exchange()

    def _raise(self, action: int) -> None:
        """SL-K6: after a solo exchange the declarer may play colour valat instead."""
        if action == RAISE_COLOUR_VALAT:
            self._contract = COLOUR_VALAT
        self._after_exchange()

    def _after_exchange(self) -> None:
        """The announcement round: from the declarer in contracts 1–6 (SL-A1); from the seat
        after him for beggar and above, if option ``beggar_kontra`` (SL-A4); else play."""
        if self._contract in BONUS_CONTRACTS:
            self._current = self._declarer
        elif self._options["beggar_kontra"]:
            self._current = self._next_seat(self._declarer_seat())
        else:
            self._start_play()
            return
        self._phase = ANNOUNCE_PHASE

    def _announce(self, seat: int, action: int) -> None:
        """SL-A1, SL-A2, SL-T3: a turn is any number of announcements and kontras ended by a
        pass; the round ends after n-1 quiet turns in a row following a turn that did
        something, or when the first n turns were all quiet."""
        self._announcements.append([seat, action])
        if action == PASS:
            self._turns += 1
            if self._turn_acted:
                self._anything_done = True
                self._quiet_turns = 0
            else:
                self._quiet_turns += 1
            self._turn_acted = False
            n = self._n
            if ((self._anything_done and self._quiet_turns == n - 1)
                    or (not self._anything_done and self._turns == n)):
                self._start_play()
            else:
                self._current = self._next_seat(seat)
            return
        self._turn_acted = True
        if action < KONTRA:
            bonus = action - ANNOUNCE
            self._announced[bonus] = seat
            if bonus == KING_ULTIMO:
                self._show_side(seat)  # only the declarer side announces it
        else:
            item = action - KONTRA
            self._levels[item] += 1
            self._givers[item] = seat
            self._show_side(seat)  # only one side can give each level

    def _show_side(self, seat: int) -> None:
        """SL-A2: ``seat``'s side becomes public.  The partner's shows every side: there is
        one partner, so everybody then knows the other seats for defenders."""
        if seat == self._partner:
            self._public.update(range(self._n))
        else:
            self._public.add(seat)

    def _keep_cards(self) -> list[tuple[int, ...]]:
        """SL-A3: the seat of the announcing side holding an announced ultimo card keeps it,
        once it knows that it is on that side (SL-A2: ``_knows_side``).  A holder who cannot
        know it is not bound: his legal cards must not show him a hidden partner.  Playing
        the called card shows every side, and then he is bound (``_play``)."""
        keeps: list[list[int]] = [[] for _ in range(self._n)]
        ultimo_cards = {PAGAT_ULTIMO: PAGAT, KING_ULTIMO: self._called}
        for bonus, card in ultimo_cards.items():
            if bonus not in self._announced or card is None:
                continue
            announcer = self._announced[bonus]
            announcer_side = self._declarer_side(announcer)
            for seat, hand in enumerate(self._hands):
                if (card in hand and self._declarer_side(seat) == announcer_side
                        and self._knows_side(seat, announcer)):
                    keeps[seat].append(card)
        return [tuple(keep) for keep in keeps]

    def _start_play(self) -> None:
        """SL-P1: the forehand leads in contracts below beggar, the declarer in beggar and
        above.  SL-A3: who keeps an announced ultimo card (``_keep_cards``)."""
        self._keeps = self._keep_cards()
        if self._contract is not None and self._contract >= BEGGAR:
            self._leader = self._declarer
        else:
            self._leader = self._forehand
        self._phase = PLAY
        self._current = self._leader

    def _play(self, seat: int, card: int) -> None:
        """Play a card; at the end of a trick its winner takes it (and SL-L1 klop talon
        card, SL-K4 talon rest), SL-P5 is checked, and the deal may end (SL-B1)."""
        self._hands[seat].remove(card)
        self._trick.append(card)
        if card == self._called:
            # SL-A2: playing the called card shows every side: its holder is the partner,
            # or the declarer, who is then alone.  Every holder now knows his side, and
            # SL-A3 binds those it did not bind yet.
            self._public.update(range(self._n))
            self._keeps = self._keep_cards()
        if len(self._trick) < self._n:
            self._current = self._next_seat(seat)
            return
        cards, leader, n = self._trick, self._leader, self._n
        assert leader is not None  # _start_play() chose the leader before the first card
        contract = self._contract
        winner = (leader + trick_winner(cards, colour_valat=contract == COLOUR_VALAT,
                                        emperor=True)) % n
        self._tricks.append([leader, cards, winner])
        self._trick = []
        self._trick_cards[winner].extend(cards)
        pile = self._piles[winner]
        pile.extend(cards)
        self._won_counts[winner] += 1
        number = len(self._tricks)
        if contract == KLOP and number <= KLOP_TALON_TRICKS:
            pile.append(self._talon[number - 1])  # SL-L1
        if self._aside and self._called in cards:
            # SL-K4: the rest is put into this trick and counts as won in it: for card
            # points and the mond, and (option) for the trula and kings bonuses.
            pile.extend(self._aside)
            if self._options["talon_rest_counts_for_bonuses"]:
                self._trick_cards[winner].extend(self._aside)
            self._aside = []
        if contract in BONUS_CONTRACTS and SKIZ in cards and MOND in cards:
            self._mond_payer = (leader + cards.index(MOND)) % n  # SL-P5
        self._leader = winner
        if not self._hands[winner]:
            self._finish()
        elif self._options["end_early"] and self._settled_early(winner):
            self._finish()
        else:
            self._current = winner

    def _settled_early(self, winner: int) -> bool:
        """SL-B1: a beggar declarer who took a trick, or a (colour) valat declarer who lost
        one, has lost: the deal may end."""
        if self._contract in (BEGGAR, OPEN_BEGGAR):
            return winner == self._declarer
        if self._contract in (COLOUR_VALAT, VALAT):
            return winner != self._declarer
        return False

    def _finish(self) -> None:
        self._phase = OVER
        self._current = None

    # --- views --------------------------------------------------------------------------

    def _no_tarok_seats(self) -> list[int]:
        """SL-D3: the seats dealt no tarok (only in an annulled deal)."""
        if not self._annulled:
            return []
        return [s for s in range(self._n) if not any(c < NUM_TRUMPS for c in self._hands[s])]

    def _visible_talon(self) -> list[int]:
        """The talon cards every seat has seen: all six once shown (SL-K2); in klop those
        turned so far (SL-L1, unless ``klop_talon_face_up`` is off)."""
        if self._contract == KLOP and self._phase in (PLAY, OVER):
            if not self._options["klop_talon_face_up"]:
                return []
            started = len(self._tricks) + (1 if self._phase == PLAY else 0)
            return self._talon[:min(KLOP_TALON_TRICKS, started)]
        return list(self._talon) if self._talon_shown else []

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` knows (docs/slovenian.md "Views"): never another seat's hand,
        unseen talon cards, private discards, or a partner not yet known."""
        seat = integer(seat, "seat")
        if not 0 <= seat < self._n:
            raise InvalidInputError(f"seat {seat} is not a seat of {self._n}")
        partner = self._partner
        if partner is not None and not (seat == partner or partner in self._public):
            partner = None
        if seat == self._declarer:
            discards = sorted(self._discards)
        else:
            discards = sorted(c for c in self._discards if c < NUM_TRUMPS)  # SL-K3
        # SL-D3: a hand without a tarok is shown at once.
        revealed = {s: list(self._hands[s]) for s in self._no_tarok_seats()}
        if self._contract == OPEN_BEGGAR and self._tricks:  # SL-P7
            declarer = self._declarer_seat()
            revealed = {declarer: list(self._hands[declarer])}
        return {
            "seat": seat,
            "num_players": self._n,
            "dealer": self._dealer,
            "forehand": self._forehand,
            "compulsory_klop": self._compulsory,
            "phase": self._phase,
            "current_player": self._current,
            "hand": list(self._hands[seat]),
            "bids": [list(b) for b in self._bids],
            "contract": self._contract,
            "declarer": self._declarer,
            "called": self._called,
            "partner": partner,
            "talon": self._visible_talon(),
            "talon_taken": self._talon_taken,
            "discards": discards,
            "announcements": [list(a) for a in self._announcements],
            "trick": list(self._trick),
            "trick_leader": self._leader if self._phase == PLAY else None,
            "tricks": [[leader, list(cards), winner] for leader, cards, winner in self._tricks],
            "revealed": revealed,
            "won_counts": list(self._won_counts),
        }

    # --- names ------------------------------------------------------------------------

    def action_name(self, action: int, lang: Optional[str] = "en") -> str:
        """The name of ``action`` in ``lang`` (``"en"`` or ``"sl"``): a card in ascii (en) or
        Slovenian style, ``discard …`` / ``založi …`` in the discard phase; a kontra is named
        by the level it would give now."""
        action = integer(action, "action")
        if lang is None:  # as the native engine: None is the default
            lang = "en"
        if lang not in LANGS:
            raise InvalidInputError(f"lang must be 'en' or 'sl', got {lang!r}")
        if not is_action_id(action):
            raise InvalidInputError(f"no such action id: {action}")
        next_level = 1
        if action >= KONTRA:
            next_level = min(self._levels[action - KONTRA] + 1, MAX_KONTRA)
        return _action_name(action, lang, discard=self._phase == DISCARD, next_level=next_level)

    def parse_action(self, text: str) -> int:
        """The action id named by ``text`` (en or sl names, any card style; ``NotationError``
        for text that names no action)."""
        if not isinstance(text, str):
            raise InvalidInputError(f"action text must be a string, got {text!r}")
        return _parse_action(text, raise_phase=self._phase == RAISE)

    def text_refusal(self, text: str, action: int) -> str | None:
        """SL-A2 (SL-A4 in beggar and above): a kontra text names its item with any level's
        word, and the action is the level due; a word of another level is refused
        (``None``: the words are the level's own, or the action's own refusal says more:
        outside the announcements, or a bonus not announced). At mordkontra every level's
        word is refused, in the words typed."""
        item = action - KONTRA
        if not 0 <= item < NUM_ITEMS or self._phase != ANNOUNCE_PHASE or self._item_owner(item) is None:
            return None
        word = normalize(text).split(" ")[0]
        if word not in KONTRA_WORDS[1:]:
            return None
        rule = "SL-A2" if self._contract in BONUS_CONTRACTS else "SL-A4"
        due = self._levels[item] + 1
        if due > MAX_KONTRA:
            return f"{text.strip()} is not legal: mordkontra is the last level ({rule})"
        if word == KONTRA_WORDS[due]:
            return None
        return f"{text.strip()} is not legal: the next step is {KONTRA_WORDS[due]} ({rule})"

    # --- result ---------------------------------------------------------------------------

    def result(self) -> dict[str, Any]:
        """The score of the finished deal (docs/slovenian.md "Result")."""
        if self._phase != OVER:
            raise IllegalActionError("the deal is not over yet: no result")
        if self._annulled:
            return annulled_result(self._n, self._no_tarok_seats())
        return score(self._deal_outcome())

    def _deal_outcome(self) -> DealOutcome:
        """The facts of the finished (not annulled) deal that :func:`score` settles."""
        declarer_extra = list(self._discards)
        defender_extra = list(self._defender_talon) + list(self._aside)  # SL-K4: never won
        mond_payer = self._mond_payer
        if (self._contract in BONUS_CONTRACTS and MOND in self._talon
                and MOND not in self._taken_cards):
            # SL-K5: the mond stayed in the talon; unless the declarer side won it back
            # through SL-K4, the declarer pays.
            back = any(MOND in self._piles[s] for s in range(self._n) if self._declarer_side(s))
            if not back:
                mond_payer = self._declarer
        outcome = DealOutcome(
            num_players=self._n, contract=self._declared_contract(), declarer=self._declarer,
            partner=self._partner, called=self._called,
            king_ultimo=self._contract in BONUS_CONTRACTS and self._king_ultimo_exists(),
            silent_valat=self._options["silent_valat"],
            piles=[list(p) for p in self._piles],
            trick_cards=[list(c) for c in self._trick_cards],
            declarer_extra=declarer_extra, defender_extra=defender_extra,
            tricks=[(leader, list(cards), winner) for leader, cards, winner in self._tricks],
            num_tricks=HAND_SIZE[self._n], won_counts=list(self._won_counts),
            announced=dict(self._announced), levels=list(self._levels),
            mond_payer=mond_payer)
        return outcome


__all__ = ["SlovenianGame", "deal_from_seed"]
