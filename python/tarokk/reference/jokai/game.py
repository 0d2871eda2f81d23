"""Jókai-hármas: the reference engine for one deal (shared/rules/jokai.md, rule ids ``JK-…``;
the engine protocol docs/jokai.md).

A :class:`JokaiGame` goes through the phases

    bidding -> [skart -> discard] -> announce -> kontra -> [rekontra] -> play -> over

(with option ``announce_after_exchange`` False the skart comes after the talk; szóló has no
skart; a throw-in ends in the bidding).  Every step is one integer action of the current
player; ``legal_actions()`` lists them and ``apply()`` performs one, or raises
``IllegalActionError`` and leaves the state unchanged.
"""

from __future__ import annotations

from typing import Any, Optional

import copy

from tarokk.errors import IllegalActionError, InvalidInputError

from ..cards import MOND, NUM_CARDS, NUM_TRUMPS, PAGAT, CARD_POINTS, integer
from ..trick import illegal_reason, legal_plays, trick_winner
from .actions import (
    ACTIVE_SEATS,
    ANNOUNCE,
    ANNOUNCE_PHASE,
    BID,
    BIDDING,
    DISCARD,
    GAME_ITEM,
    KETTOS_LEVELS,
    KONTRA,
    KONTRA_PHASE,
    MAX_VIEWS,
    MIN_TAROKK_COUNT,
    NEXT_PAIR,
    NUM_FIGURES,
    NUM_ITEMS,
    NUM_PAIRS,
    NUM_TRICKS,
    OVER,
    PAGAT_FOGAS,
    PAGAT_ULTIMO,
    PASS,
    PHASE_RULE,
    PLAY,
    REKONTRA,
    REKONTRA_PHASE,
    SKART,
    SZOLO,
    TAKE_PAIR,
    TAROKK_COUNT,
    VIEW_ORDER,
    XXI_FOGAS,
    is_action_id,
)
from .deal import TABLE_SIZES, active_seats, checked_deal, deal_from_seed
from .names import ITEM_NAMES, LANGS, LEVEL_NAMES, PAIR_NAMES, action_name, figure_name, parse_action
from .options import checked_options
from .scoring import Outcome, score, thrown_in_result

SEED_LIMIT = 1 << 64


class JokaiGame:
    """One deal of Jókai-hármas (docs/jokai.md "Game object").

    ``JokaiGame(num_players=3, *, seed=None, dealer=0, hands=None, talon=None, **options)``:
    ``num_players`` table seats (3, or 4 with the dealer sitting out, JK-D1); the deal comes
    from ``seed`` (default 0) or is given as ``hands`` and ``talon`` (the six skart cards in
    order).  Options: ``announce_after_exchange``, ``strict_announcements``,
    ``figures_count_skart``, ``silent_tarokk_count``, ``throw_in`` (only True).
    """

    def __init__(self, num_players: int = 3, *, seed: int | None = None, dealer: int = 0,
                 hands: object = None, talon: object = None, **options: object) -> None:
        n = integer(num_players, "num_players")
        if n not in TABLE_SIZES:
            raise InvalidInputError(f"num_players must be 3 or 4, got {n}")
        dealer = 0 if dealer is None else integer(dealer, "dealer")  # None: the default seat 0
        if not 0 <= dealer < n:
            raise InvalidInputError(f"dealer must be a seat 0..{n - 1}, got {dealer}")
        self._options = checked_options(options)
        if hands is None and talon is None:
            seed_value = 0 if seed is None else integer(seed, "seed")
            if not 0 <= seed_value < SEED_LIMIT:
                raise InvalidInputError(f"seed must be in 0..2**64-1, got {seed_value}")
            dealt, skart = deal_from_seed(seed_value, n, dealer)
        elif seed is not None:
            raise InvalidInputError("give either a seed or hands and talon, not both")
        elif hands is None or talon is None:
            raise InvalidInputError("a deal given by hand needs both hands and talon")
        else:
            dealt, skart = checked_deal(hands, talon, n, dealer)

        self._n = n
        self._dealer = dealer
        self._active = active_seats(n, dealer)
        self._forehand = self._active[0]
        self._hands: list[list[int]] = dealt
        self._skart: list[int] = skart
        self._history: list[list[int]] = []
        self._phase = BIDDING
        self._current: int | None = self._forehand
        # bidding (JK-B1..B3)
        self._bids: list[list[int]] = []
        self._passed: set[int] = set()
        self._holder: int | None = None
        self._high = 0  # the highest level bid so far
        self._level: int | None = None
        self._declarer: int | None = None
        self._thrown_in = False
        # skart (JK-S1..S4)
        self._view_number: int | None = None
        self._pair: int | None = None
        self._skart_index: int | None = None
        self._discards: list[int] = []
        self._defender_skart: list[int] = []
        # announcements and kontras (JK-A1..A5)
        self._talked = False
        self._announcements: list[list[int]] = []
        self._announced: set[int] = set()
        self._tarokk_count: int | None = None
        self._kontra = [1] * NUM_ITEMS
        self._kontra_turn = 0  # 0: the first opponent, 1: the second
        # play (JK-P0, JK-P6)
        self._count_at_play = 0
        self._leader: int | None = None
        self._trick: list[int] = []
        self._trick_players: list[int] = []
        self._tricks: list[tuple[int, list[int], int, list[int]]] = []
        self._tricks_won = [0] * n

    # --- public members ----------------------------------------------------------------

    @property
    def num_players(self) -> int:
        """The number of table seats (3, or 4 with the dealer sitting out)."""
        return self._n

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def phase(self) -> str:
        """``bidding``, ``skart``, ``discard``, ``announce``, ``kontra``, ``rekontra``,
        ``play`` or ``over``."""
        return self._phase

    @property
    def current_player(self) -> int | None:
        """The table seat to act, ``None`` when the deal is over."""
        return self._current

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def hands(self) -> list[list[int]]:
        """Every table seat's cards, sorted (omniscient; ``[]`` for a sitting-out dealer)."""
        return [list(hand) for hand in self._hands]

    @property
    def talon(self) -> list[int]:
        """The six skart cards in skart order (omniscient)."""
        return list(self._skart)

    @property
    def history(self) -> list[list[int]]:
        """Every action so far as ``[seat, action]``."""
        return [list(entry) for entry in self._history]

    def copy(self) -> JokaiGame:
        """An independent copy."""
        return copy.deepcopy(self)

    def __repr__(self) -> str:
        return (f"<JokaiGame {self._n} seats, phase {self._phase}, level {self._level}, "
                f"current {self._current}>")

    # --- helpers ---------------------------------------------------------------------

    def _next(self, seat: int) -> int:
        """The next active seat in playing order (JK-D1: the sitting-out dealer is skipped)."""
        index = self._active.index(seat)
        return self._active[(index + 1) % ACTIVE_SEATS]

    def _declarer_seat(self) -> int:
        assert self._declarer is not None, "no declarer before the end of the bidding"
        return self._declarer

    def _bid_level(self) -> int:
        assert self._level is not None, "no level before the end of the bidding"
        return self._level

    def _opponents(self) -> list[int]:
        """JK-A2: the two opponents in playing order from the declarer."""
        first = self._next(self._declarer_seat())
        return [first, self._next(first)]

    def _is_kettos(self) -> bool:
        return self._bid_level() in KETTOS_LEVELS

    def _pair_in_view(self) -> int:
        assert self._view_number is not None
        return VIEW_ORDER[self._bid_level()][self._view_number - 1]

    def _pair_cards(self, pair: int) -> list[int]:
        return self._skart[2 * pair:2 * pair + 2]

    def _declarer_trumps(self) -> int:
        return sum(1 for c in self._hands[self._declarer_seat()] if c < NUM_TRUMPS)

    def _item_exists(self, item: int) -> bool:
        return item == GAME_ITEM or (item - 1) in self._announced

    def _item_name(self, item: int) -> str:
        return "the game" if item == GAME_ITEM else ITEM_NAMES[item]

    # --- legal actions ---------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """The sorted action ids the current player may take (``[]`` when over)."""
        phase = self._phase
        if phase == OVER:
            return []
        if phase == BIDDING:
            return [PASS] + [BID + level for level in range(self._high + 1, SZOLO + 1)]
        if phase == SKART:
            actions = [TAKE_PAIR + self._pair_in_view()]
            assert self._view_number is not None
            if self._view_number < MAX_VIEWS:
                actions.append(NEXT_PAIR)
            return actions
        if phase == DISCARD:
            return [c for c in self._hands[self._declarer_seat()] if CARD_POINTS[c] < 5]
        if phase == ANNOUNCE_PHASE:
            return [PASS] + [ANNOUNCE + f for f in range(NUM_FIGURES)
                             if self._announce_problem(f) is None]
        if phase == KONTRA_PHASE:
            return [PASS] + [KONTRA + i for i in range(NUM_ITEMS)
                             if self._item_exists(i) and self._kontra[i] == 1]
        if phase == REKONTRA_PHASE:
            return [PASS] + [REKONTRA + i for i in range(NUM_ITEMS) if self._kontra[i] == 2]
        assert self._current is not None
        return legal_plays(self._hands[self._current], self._trick)

    def _announce_problem(self, figure: int) -> str | None:
        """Why the declarer may not announce ``figure`` now, or ``None`` (JK-A1, JK-A4,
        JK-A5)."""
        name = figure_name(figure)
        if figure in self._announced:
            if figure == TAROKK_COUNT and PAGAT_ULTIMO in self._announced:
                return f"{name} was announced with pagát ultimó, which obliges it (JK-A4)"
            return f"{name} was already announced (JK-A1)"
        hand = self._hands[self._declarer_seat()]
        if figure == TAROKK_COUNT and self._declarer_trumps() < MIN_TAROKK_COUNT:
            return "a count of 9 or fewer tarokks cannot be announced on its own (JK-A4)"
        if self._options["strict_announcements"]:
            if figure == PAGAT_ULTIMO and PAGAT not in hand:
                return "pagát ultimó needs the pagát in the declarer's hand (JK-A5)"
            if figure == XXI_FOGAS and MOND in hand:
                return "the declarer holds the XXI and may not announce capturing it (JK-A5)"
            if figure == PAGAT_FOGAS and PAGAT in hand:
                return "the declarer holds the pagát and may not announce capturing it (JK-A5)"
        return None

    # --- why an action is illegal ----------------------------------------------------

    def _over_refusal(self) -> str:
        """Any action once the deal is over: JK-B3 after a throw-in, else JK-P0."""
        return f"the deal is over ({'JK-B3' if self._thrown_in else 'JK-P0'})"

    def turn_refusal(self, seat: int | None) -> str | None:
        """Why ``seat`` (``None``: whoever is to act) may not act now, citing the rule, or
        ``None`` if it may: the deal is over, the seat sits out (JK-D1), or it is another
        seat's turn.  ``tarokk.Game`` asks this before it applies an action."""
        if self._phase == OVER:
            return self._over_refusal()
        if seat is not None and seat != self._current:
            if seat not in self._active:
                return f"seat {seat} sits out this deal (JK-D1)"
            return f"it is seat {self._current}'s turn, not seat {seat}'s ({PHASE_RULE[self._phase]})"
        return None

    def _why_illegal(self, action: int) -> str:
        """The message of the ``IllegalActionError`` for an action that is not legal:
        ``"<name> is not legal: <why> (<rule>)"``, in the words the native engine uses too
        (``docs/protocol.md``, "Refusals")."""
        phase = self._phase
        rule = PHASE_RULE[phase]
        if phase == OVER:
            return self._over_refusal()
        if not is_action_id(action):
            return f"no such action id: {action}"
        name = action_name(action, "en", discard=phase == DISCARD)
        seat = self._current
        assert seat is not None
        if action < NUM_CARDS:
            if phase == PLAY:
                reason = illegal_reason(self._hands[seat], self._trick, action)
                return f"{name} is not legal: {reason} (JK-P0)"
            if phase == DISCARD:
                if action not in self._hands[seat]:
                    return f"{name} is not legal: card not in the declarer's hand (JK-S2)"
                return (f"{name} is not legal: a card worth 5 points (king, skíz, XXI, pagát) may not be "
                        f"discarded (JK-S2)")
        elif BID < action < TAKE_PAIR and phase == BIDDING:
            return (f"{name} is not legal: a bid must be higher than "
                    f"{LEVEL_NAMES['en'][self._high - 1]} (JK-B1)")
        elif TAKE_PAIR <= action < NEXT_PAIR and phase == SKART:
            return f"{name} is not legal: the pair in view is the {PAIR_NAMES['en'][self._pair_in_view()]} pair (JK-S1)"
        elif action == NEXT_PAIR and phase == SKART:
            return f"{name} is not legal: at view 5 the declarer must take the pair in view (JK-S1)"
        elif ANNOUNCE <= action < KONTRA:
            if phase == ANNOUNCE_PHASE:
                problem = self._announce_problem(action - ANNOUNCE)
                assert problem is not None
                return f"{name} is not legal: {problem}"
            if phase in (KONTRA_PHASE, REKONTRA_PHASE):
                return f"{name} is not legal: only the declarer announces, before the kontras (JK-A1)"
        elif KONTRA <= action < REKONTRA:
            item = action - KONTRA
            if phase in (ANNOUNCE_PHASE, REKONTRA_PHASE):
                return f"{name} is not legal: only the opponents say kontra (JK-A2)"
            if phase == KONTRA_PHASE:
                if not self._item_exists(item):
                    return f"{name} is not legal: {ITEM_NAMES[item]} was not announced (JK-A2)"
                return f"{name} is not legal: {self._item_name(item)} was already kontra'd (JK-A2)"
        elif action >= REKONTRA:
            item = action - REKONTRA
            if phase == REKONTRA_PHASE:
                if self._kontra[item] == 4:
                    return f"{name} is not legal: {self._item_name(item)} was already rekontra'd (JK-A2)"
                return f"{name} is not legal: nobody said kontra to {self._item_name(item)} (JK-A2)"
            if phase in (ANNOUNCE_PHASE, KONTRA_PHASE):
                return f"{name} is not legal: only the declarer says rekontra, after the kontras (JK-A2)"
        return f"{name} is not legal: not possible in the {phase} phase ({rule})"

    # --- applying actions ------------------------------------------------------------

    def apply(self, action: int | str, seat: int | None = None) -> None:
        """Take ``action`` for the current player (``seat``, if given, must be him).  An
        action that is not legal raises ``IllegalActionError`` with the reason and changes
        nothing."""
        # An action is its id, or any of its names (as the native engine takes it).
        action = self.parse_action(action) if isinstance(action, str) else integer(action, "action")
        if seat is not None:
            seat = integer(seat, "seat")
            if not 0 <= seat < self._n:
                raise InvalidInputError(f"seat {seat} is not a seat of {self._n}")
        turn = self.turn_refusal(seat)
        if turn is not None:
            raise IllegalActionError(turn)
        actor = self._current
        assert actor is not None
        if action not in self.legal_actions():
            raise IllegalActionError(self._why_illegal(action))
        self._history.append([actor, action])
        phase = self._phase
        if phase == BIDDING:
            self._bid(actor, action)
        elif phase == SKART:
            self._skart_step(action)
        elif phase == DISCARD:
            self._discard(action)
        elif phase == ANNOUNCE_PHASE:
            self._announce(actor, action)
        elif phase == KONTRA_PHASE:
            self._kontra_step(actor, action)
        elif phase == REKONTRA_PHASE:
            self._rekontra_step(actor, action)
        else:
            self._play(actor, action)

    def _bid(self, seat: int, action: int) -> None:
        """JK-B1, JK-B3: bid higher or pass; a seat that passed is out; the bidding ends when
        all but the holder passed (all three passed: a throw-in)."""
        self._bids.append([seat, action])
        if action == PASS:
            self._passed.add(seat)
        else:
            self._holder, self._high = seat, action - BID
        if self._holder is None and len(self._passed) == ACTIVE_SEATS:
            self._thrown_in = True
            self._finish()
            return
        if self._holder is not None and len(self._passed) == ACTIVE_SEATS - 1:
            self._declarer, self._level = self._holder, self._high
            if self._is_kettos() and self._options["announce_after_exchange"]:
                self._start_skart()
            else:
                self._start_announce()
            return
        nxt = self._next(seat)
        while nxt in self._passed:
            nxt = self._next(nxt)
        self._current = nxt

    def _start_skart(self) -> None:
        """JK-S1: the declarer views the pairs in the level's order, from view 1."""
        self._phase = SKART
        self._current = self._declarer
        self._view_number = 1
        self._pair = self._pair_in_view()

    def _skart_step(self, action: int) -> None:
        """JK-S1, JK-S2: turn to the next pair, or take the pair in view (the view number is
        the skart index); the other four cards are the opponents'."""
        assert self._view_number is not None
        if action == NEXT_PAIR:
            self._view_number += 1
            self._pair = self._pair_in_view()
            return
        pair = action - TAKE_PAIR
        self._skart_index = self._view_number
        hand = self._hands[self._declarer_seat()]
        hand.extend(self._pair_cards(pair))
        hand.sort()
        self._defender_skart = [c for p in range(NUM_PAIRS) if p != pair
                                for c in self._pair_cards(p)]
        self._phase = DISCARD

    def _discard(self, card: int) -> None:
        """JK-S2: two discards, to the declarer's own skart pile."""
        self._hands[self._declarer_seat()].remove(card)
        self._discards.append(card)
        if len(self._discards) < 2:
            return
        if self._talked:
            self._start_play()
        else:
            self._start_announce()

    def _start_announce(self) -> None:
        """JK-A1: the declarer announces; JK-S4: in szóló the skart is the opponents'."""
        if self._bid_level() == SZOLO:
            self._defender_skart = list(self._skart)
        self._phase = ANNOUNCE_PHASE
        self._current = self._declarer

    def _announce(self, seat: int, action: int) -> None:
        """JK-A1, JK-A4: announcements one by one, then pass; pagát ultimó also announces
        the tarokk count."""
        self._announcements.append([seat, action])
        if action == PASS:
            self._phase = KONTRA_PHASE
            self._kontra_turn = 0
            self._current = self._opponents()[0]
            return
        figure = action - ANNOUNCE
        self._announced.add(figure)
        if figure in (TAROKK_COUNT, PAGAT_ULTIMO) and self._tarokk_count is None:
            self._announced.add(TAROKK_COUNT)
            self._tarokk_count = self._declarer_trumps()

    def _kontra_step(self, seat: int, action: int) -> None:
        """JK-A2: each opponent once, any number of kontras then pass; then the declarer's
        rekontras if anything was kontra'd."""
        self._announcements.append([seat, action])
        if action != PASS:
            self._kontra[action - KONTRA] = 2
            return
        if self._kontra_turn == 0:
            self._kontra_turn = 1
            self._current = self._opponents()[1]
        elif any(k == 2 for k in self._kontra):
            self._phase = REKONTRA_PHASE
            self._current = self._declarer
        else:
            self._end_talk()

    def _rekontra_step(self, seat: int, action: int) -> None:
        """JK-A2: the declarer may rekontra any kontra'd item; nothing more is said."""
        self._announcements.append([seat, action])
        if action != PASS:
            self._kontra[action - REKONTRA] = 4
            return
        self._end_talk()

    def _end_talk(self) -> None:
        self._talked = True
        if self._is_kettos() and self._skart_index is None:
            self._start_skart()  # option announce_after_exchange off
        else:
            self._start_play()

    def _start_play(self) -> None:
        """JK-P0: the forehand leads the first trick."""
        self._count_at_play = self._declarer_trumps()
        self._phase = PLAY
        self._leader = self._forehand
        self._current = self._forehand

    def _play(self, seat: int, card: int) -> None:
        """JK-P0: the winner of a trick takes it and leads the next; 12 tricks."""
        self._hands[seat].remove(card)
        self._trick.append(card)
        self._trick_players.append(seat)
        if len(self._trick) < ACTIVE_SEATS:
            self._current = self._next(seat)
            return
        assert self._leader is not None
        winner = self._trick_players[trick_winner(self._trick)]
        self._tricks.append((self._leader, self._trick, winner, self._trick_players))
        self._tricks_won[winner] += 1
        self._trick, self._trick_players = [], []
        self._leader = winner
        if len(self._tricks) == NUM_TRICKS:
            self._finish()
        else:
            self._current = winner

    def _finish(self) -> None:
        self._phase = OVER
        self._current = None

    # --- views -----------------------------------------------------------------------

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` (any table seat) knows (docs/jokai.md "Views"): never another
        seat's hand, skart cards it has not seen, the discards of another seat, or a
        completed trick before the last one (JK-P6)."""
        seat = integer(seat, "seat")
        if not 0 <= seat < self._n:
            raise InvalidInputError(f"seat {seat} is not a seat of {self._n}")
        is_declarer = seat == self._declarer
        seen: list[list[int] | None] = [None] * NUM_PAIRS
        if is_declarer and self._view_number is not None:
            for pair in VIEW_ORDER[self._bid_level()][:self._view_number]:
                seen[pair] = self._pair_cards(pair)
        last = None
        if self._tricks:
            leader, cards, winner, _players = self._tricks[-1]
            last = [leader, list(cards), winner]
        return {
            "seat": seat,
            "num_players": self._n,
            "dealer": self._dealer,
            "forehand": self._forehand,
            "active": list(self._active),
            "phase": self._phase,
            "current_player": self._current,
            "hand": list(self._hands[seat]),
            "bids": [list(b) for b in self._bids],
            "contract": self._level,
            "declarer": self._declarer,
            "skart_view": self._view_number,
            "skart_pair": self._pair,
            "skart_seen": seen,
            "discards": sorted(self._discards) if is_declarer else [],
            "announcements": [list(a) for a in self._announcements],
            "announced": sorted(self._announced),
            "tarokk_count": self._tarokk_count,
            "kontra": list(self._kontra),
            "trick": list(self._trick),
            "trick_leader": self._leader if self._phase == PLAY else None,
            "last_trick": last,
            "tricks_won": list(self._tricks_won),
        }

    # --- names -----------------------------------------------------------------------

    def action_name(self, action: int, lang: Optional[str] = "en") -> str:
        """The name of ``action`` in ``lang`` (``"en"`` or ``"hu"``); cards get ``discard`` /
        ``leteszem`` in phase discard."""
        action = integer(action, "action")
        if lang is None:  # as the native engine: None is the default
            lang = "en"
        if lang not in LANGS:
            raise InvalidInputError(f"lang must be 'en' or 'hu', got {lang!r}")
        if not is_action_id(action):
            raise InvalidInputError(f"no such action id: {action}")
        return action_name(action, lang, discard=self._phase == DISCARD)

    def parse_action(self, text: str) -> int:
        """The action id named by ``text`` (en or hu names, any card style; ``NotationError``
        for text that names no action)."""
        if not isinstance(text, str):
            raise InvalidInputError(f"action text must be a string, got {text!r}")
        return parse_action(text)

    # --- result ----------------------------------------------------------------------

    def result(self) -> dict[str, Any]:
        """The settlement of the finished deal (docs/jokai.md "Result")."""
        if self._phase != OVER:
            raise IllegalActionError("the deal is not over yet: no result")
        if self._thrown_in:
            return thrown_in_result(self._n)
        outcome = Outcome(
            num_players=self._n, level=self._bid_level(), declarer=self._declarer_seat(),
            opponents=self._opponents(), skart_index=self._skart_index,
            tricks=[(leader, list(cards), winner, list(players))
                    for leader, cards, winner, players in self._tricks],
            declarer_skart=list(self._discards), defender_skart=list(self._defender_skart),
            announced=set(self._announced), tarokk_count=self._tarokk_count,
            count_at_play=self._count_at_play, kontra=list(self._kontra),
            figures_count_skart=self._options["figures_count_skart"],
            silent_tarokk_count=self._options["silent_tarokk_count"])
        return score(outcome)
