"""The Slovenian tarok match: the score sheet kept above single deals.

One deal is a :class:`tarokk.Game` (``setup.game()`` deals it, on either backend); this
module keeps what lies above it, from ``shared/rules/slovenian.md``:

- who deals and who plays: the dealer rotation, five players with the dealer sitting out
  (SL-D1), three players (SL-T), the same dealer again after an annulled deal (SL-D3);
- the compulsory klop round after a deal that brought a running total to 0 (SL-B6) and
  after an annulled deal;
- radli: given after klop, beggar and above and valats (SL-R1), doubling the score of a
  declarer who holds one (SL-R2), 100 each at the end (SL-R3);
- misdeals (SL-R4), misplays (SL-R5), and the škis round that ends the match (SL-R6).

Usage::

    m = SlovenianMatch(["Ana", "Bojan", "Cene", "Dora"])
    setup = m.next_deal()
    game = setup.game(seed=7)             # a tarokk.Game of this deal
    ...                                   # play the deal
    m.record(game.result(), setup)        # the row of the score sheet
    print(m)

Seats and players: the players are numbered 0..P-1 in playing order (the order of
``players``), and the engine's active seats are always numbered from the forehand:
``setup.active_players[s]`` is the player at engine seat ``s``; seat 0 is the player after
the dealer (the forehand), and the last seat has the lowest bidding priority, so it is the
engine's ``dealer`` (``setup.engine_dealer_seat == num_seats - 1``). With three or four
players that last seat is the dealer himself; with five it is the player before the dealer,
who sits out (the lowest priority among the four who play, SL-B3).

Decisions where the rules are silent are marked *Decision* in the docstrings below.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Mapping, NoReturn, Optional, Sequence, Tuple

if TYPE_CHECKING:  # typing.TypeGuard is new in 3.10; annotations are not evaluated at run time
    from typing import TypeGuard

from .contracts import SLOVENIAN_CONTRACTS, THREE_PLAYER_CONTRACTS, WITH_BONUSES
from .rules import SlovenianRules
from .._checks import player_names
from ..errors import InvalidInputError

__all__ = ["CONTRACTS", "DealSetup", "SheetRow", "SlovenianMatch", "misplay_penalty"]

#: (name, value) of the contracts by protocol index (docs/slovenian.md "Contracts", SL-B1).
#: Klop has no value of its own; 70 is its ±70 (SL-L2), used for misplay penalties only.
CONTRACTS: Tuple[Tuple[str, int], ...] = tuple(
    (c.name, 70 if c.index == 0 else c.value) for c in SLOVENIAN_CONTRACTS)
KLOP, BEGGAR, SOLO_WITHOUT = 0, 7, 8
CONTRACTS_3 = THREE_PLAYER_CONTRACTS
SKIS = 21                                  # card id of the škis
RADL_COST = 100                            # SL-R3
MISDEAL_BASE = 20                          # SL-R4
KONTRA_FACTORS = (1, 2, 4, 8, 16)


def _contracts_for(num_seats: int) -> frozenset[int]:
    return CONTRACTS_3 if num_seats == 3 else frozenset(range(len(CONTRACTS)))


def misplay_penalty(contract: int, num_players: int, bonuses_value: int = 0, kontra: int = 1,
                    radl: bool = False) -> int:
    """The full game value a misplaying player loses (SL-R5), as a positive number.

    ``(value + 35) * kontra + bonuses_value`` for the contracts scored with a difference
    (three … solo one: the full 35 difference), ``value * kontra`` for beggar and above, all
    doubled when ``radl`` (the offender's open radl, SL-R2). ``bonuses_value`` is the value of
    the bonuses at stake, already multiplied by their own kontras; only contracts with bonuses
    have any. ``num_players`` is 3, 4 or 5 (five play the four-player contracts).
    *Decision:* the game value of klop is 70 (its ±70, SL-L2), and klop is never kontra'd.
    """
    if not _int(num_players) or num_players not in (3, 4, 5):
        raise InvalidInputError(f"num_players must be 3, 4 or 5, not {num_players!r}")
    if not _int(contract) or contract not in _contracts_for(min(num_players, 4)):
        raise InvalidInputError(
            f"contract {contract!r} does not exist with {num_players} players (SL-B1, SL-T2)")
    if kontra not in KONTRA_FACTORS or (contract == KLOP and kontra != 1):
        raise InvalidInputError(f"kontra factor {kontra!r} is not possible for "
                                f"{CONTRACTS[contract][0]} (SL-A2, SL-A4)")
    if not _int(bonuses_value) or bonuses_value < 0:
        raise InvalidInputError(f"bonuses_value must be an int >= 0, not {bonuses_value!r}")
    if bonuses_value and contract not in WITH_BONUSES:
        raise InvalidInputError(f"{CONTRACTS[contract][0]} has no bonuses (SL-S3, SL-L)")
    value = CONTRACTS[contract][1] + (35 if contract in WITH_BONUSES else 0)
    total = value * kontra + bonuses_value
    return 2 * total if radl else total


@dataclass(frozen=True)
class DealSetup:
    """How the next deal is dealt: give it to the engine, then back to ``record``.

    ``number`` counts the deals of the match from 1 (an annulled deal is a deal; a misdeal
    is not, it is dealt again under the same number). ``active_players[s]`` is the player at
    engine seat ``s`` (seat 0 the forehand); ``engine_dealer_seat`` is the engine's ``dealer``
    argument. ``skis_round``: whoever is dealt the škis in this deal ends the match (SL-R6);
    ``last_deal``: the match ends after this deal. ``variant``: the match's options, which
    the deal is played by (None: the preset for its number of seats).
    """

    number: int
    dealer_player: int
    active_players: Tuple[int, ...]
    engine_dealer_seat: int
    compulsory_klop: bool
    skis_round: bool
    last_deal: bool
    variant: Optional[SlovenianRules] = field(default=None, repr=False)

    @property
    def num_seats(self) -> int:
        """The engine's ``num_players``: 3 or 4."""
        return len(self.active_players)

    @property
    def sitting_out(self) -> Optional[int]:
        """The player who sits this deal out (five players: the dealer, SL-D1), else None."""
        return None if self.dealer_player in self.active_players else self.dealer_player

    def seat_of(self, player: int) -> int:
        """The engine seat of ``player`` (InvalidInputError if he sits out)."""
        if not _int(player) or player not in self.active_players:
            raise InvalidInputError(f"player {player!r} does not play deal {self.number}")
        return self.active_players.index(player)

    def engine_kwargs(self) -> Dict[str, Any]:
        """The engine constructor's arguments for this deal (add ``seed`` or ``hands``):
        the seats, the dealer, the compulsory klop flag and the variant's engine options
        that are not the defaults."""
        defaults = SlovenianRules(players=3 if self.num_seats == 3 else 4).engine_options()
        chosen = self.variant.engine_options() if self.variant is not None else defaults
        return {"num_players": self.num_seats, "dealer": self.engine_dealer_seat,
                "compulsory_klop": self.compulsory_klop,
                **{k: v for k, v in chosen.items() if defaults[k] != v}}

    def game(self, seed: Optional[int] = None, *, hands: Optional[Sequence[Sequence[int]]] = None,
             talon: Optional[Sequence[int]] = None, backend: str = "native", **options: Any) -> Any:
        """This deal as a :class:`tarokk.Game` (from ``seed``, or ``hands`` and ``talon``),
        played by the match's ``variant``; ``options`` override some of its options (a deal
        played so is not the match's deal for :func:`tarokk.records.match_record`)."""
        from ..errors import InvalidInputError
        from ..game import Game
        if "compulsory_klop" in options:
            raise InvalidInputError("the match decides whether a deal is a compulsory klop (SL-B6): "
                                    "not an option of its deal")
        variant: Any = self.variant
        if variant is None:
            variant = "slovenian-3" if self.num_seats == 3 else "slovenian"
        return Game(variant, seed=seed, hands=hands, talon=talon, dealer=self.engine_dealer_seat,
                    compulsory_klop=self.compulsory_klop, backend=backend, **options)


@dataclass(frozen=True)
class SheetRow:
    """One line of the score sheet, indexed by player (not by seat).

    ``kind`` is ``"deal"``, ``"annulled"`` (SL-D3), ``"misdeal"`` (SL-R4) or ``"misplay"``
    (SL-R5). ``amounts`` is what each player scored on this line (radl doubling included),
    ``totals``, ``radli`` and ``stars`` the state after it. ``contract``, ``declarer``,
    ``partner`` (players), ``won`` describe a played deal; ``player`` is the offender of a
    misdeal or misplay. ``notes`` says in words what the match layer did (doubling, radli
    closed and given, compulsory klop next). ``result`` is the engine's result dict.
    """

    kind: str
    number: Optional[int]
    dealer: Optional[int]
    amounts: Tuple[int, ...]
    totals: Tuple[int, ...]
    radli: Tuple[int, ...]
    stars: Tuple[int, ...]
    contract: Optional[int] = None
    declarer: Optional[int] = None
    partner: Optional[int] = None
    won: Optional[bool] = None
    player: Optional[int] = None
    compulsory_klop: bool = False
    notes: Tuple[str, ...] = ()
    result: Optional[Mapping[str, Any]] = field(default=None, compare=False, repr=False)


def _match_variant(variant: Any, num_players: int) -> SlovenianRules:
    """The options of a match of ``num_players``: ``variant`` (an alias or options), or
    the preset for that many players."""
    if variant is None:
        return SlovenianRules(players=num_players)  # type: ignore[arg-type]
    from ..registry import find_variant
    rules = find_variant(variant)[1]
    if not isinstance(rules, SlovenianRules):
        raise InvalidInputError(f"a Slovenian match is played by Slovenian options, not {variant!r}")
    if rules.players != num_players:
        raise InvalidInputError(f"the variant is for {rules.players} players, the match has {num_players}")
    return rules


def _int(x: Any) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _deal_won(result: Mapping[str, Any]) -> Optional[bool]:
    """Did the declarer win the deal, for SL-R2's radl and the sheet? His contract's
    outcome (the result's ``won``), but where a valat was announced nothing else is scored
    (SL-S2): the deal is the valat's, won when it pays his side, whatever his points."""
    valat = [i for i in result["items"] if i.get("item") == "valat" and i.get("announced")]
    if valat and result["contract"] != KLOP:
        return bool(valat[0]["amount"] > 0)
    won: Optional[bool] = result["won"]
    return won


def _check_result(result: Any, setup: DealSetup) -> None:
    """Reject a result dict that does not fit docs/slovenian.md "Result" and this deal."""
    n = setup.num_seats
    if not isinstance(result, Mapping):
        raise InvalidInputError(f"result must be the dict of result(), not {type(result).__name__}")
    missing = [k for k in ("contract", "declarer", "partner", "annulled", "won", "amounts",
                           "items") if k not in result]
    if missing:
        raise InvalidInputError(f"result lacks the keys {missing}")
    amounts = result["amounts"]
    if not isinstance(amounts, Sequence) or not all(_int(a) for a in amounts):
        raise InvalidInputError(f"result amounts must be a list of ints, not {amounts!r}")
    if len(amounts) != n:
        raise InvalidInputError(f"the result is for {len(amounts)} seats, but deal "
                                f"{setup.number} of this match is played by {n}")
    if not isinstance(result["annulled"], bool):
        raise InvalidInputError(f"annulled must be True or False, not {result['annulled']!r}")
    if result["annulled"]:
        if any(amounts) or result["items"]:
            raise InvalidInputError("an annulled deal scores nothing (SL-D3)")
        return
    contract = result["contract"]
    if not _int(contract) or contract not in _contracts_for(n):
        raise InvalidInputError(f"contract {contract!r} does not exist with {n} seats")
    if setup.compulsory_klop and contract != KLOP and (n == 3 or contract < SOLO_WITHOUT):
        raise InvalidInputError(f"deal {setup.number} is a compulsory klop round (SL-B6): "
                                f"{CONTRACTS[contract][0]} cannot be played in it")
    side: Tuple[int, ...] = ()
    if contract != KLOP:
        declarer, partner = result["declarer"], result["partner"]
        if not _int(declarer) or not 0 <= declarer < n:
            raise InvalidInputError(f"declarer {declarer!r} is not a seat 0..{n - 1}")
        if partner is not None and (not _int(partner) or not 0 <= partner < n
                                    or partner == declarer):
            raise InvalidInputError(f"partner {partner!r} is not another seat 0..{n - 1}")
        if partner is not None and (n == 3 or not SLOVENIAN_CONTRACTS[contract].calls_king):
            raise InvalidInputError(f"{CONTRACTS[contract][0]} is played alone (SL-B1, SL-T1): "
                                    f"its result has no partner, not {partner!r}")
        if not isinstance(result["won"], bool):
            raise InvalidInputError(f"won must be True or False, not {result['won']!r}")
        side = (declarer,) if partner is None else (declarer, partner)
    expected = [0] * n
    items = result["items"]
    if isinstance(items, (str, bytes, Mapping)) or not isinstance(items, Sequence):
        raise InvalidInputError(f"result items must be a list of items, not {items!r}")
    for item in items:
        if not isinstance(item, Mapping) or not _int(item.get("amount")):
            raise InvalidInputError(f"malformed result item {item!r}")
        seat = item.get("seat")
        if seat is None and contract != KLOP:
            for s in side:
                expected[s] += item["amount"]
        elif _int(seat) and 0 <= seat < n:
            expected[seat] += item["amount"]
        else:
            raise InvalidInputError(f"result item {item!r} has no valid seat")
    if list(amounts) != expected:
        raise InvalidInputError(f"result amounts {list(amounts)} do not match its items "
                                f"(they add up to {expected})")
    if contract == KLOP:
        _check_klop(list(amounts), result.get("card_points"))


def _check_klop(klop: List[int], points: Any) -> None:
    """Refuse klop amounts no deal gives (SL-L2, SL-L3), and amounts that the result's own
    card points (when it has them) do not give. With a ±70 only those seats score: −70 for
    more than 35 of the 70 points (one seat at most), +70 for no trick (not every seat).
    Otherwise each seat scores minus its points, rounded to the nearest 5 at a table of
    four (three: not rounded), and the points add up to 70 (each seat's rounded from
    thirds, SL-C1, so within 1 of it)."""
    n = len(klop)

    def refuse(why: str) -> NoReturn:
        raise InvalidInputError(f"klop amounts {klop} cannot be: {why} (SL-L2, SL-L3)")

    if any(abs(a) == 70 for a in klop):
        if klop.count(-70) > 1:
            refuse("only one seat can take more than 35 of the 70 points")
        if klop.count(70) == n:
            refuse("some seat takes the tricks")
        if any(abs(a) != 70 and a != 0 for a in klop):
            refuse("when a seat scores -70 or +70, only those seats score")
    else:
        if any(a > 0 or a < -35 for a in klop):
            refuse("without a -70 or +70 each seat scores minus its points, at most 35")
        if n == 4 and any(a % 5 for a in klop):
            refuse("a table of four rounds each seat's points to the nearest 5")
        low, high = (-71, -69) if n == 3 else (-75, -65)
        if not low <= sum(klop) <= high:
            refuse(f"the seats' points add up to 70, so the amounts to {low}..{high}")
    if points is None:
        return
    if (not isinstance(points, Sequence) or len(points) != n or not all(_int(p) and 0 <= p <= 70 for p in points)
            or abs(sum(points) - 70) > 1):
        raise InvalidInputError(f"klop card points {points!r} cannot be: {n} seats' points, "
                                "adding up to 70 (SL-C1)")
    expected = [-70 if p > 35 else 70 if p == 0 else 0 for p in points]
    if not any(expected):
        expected = [-((p + 2) // 5 * 5) if n == 4 else -p for p in points]
    if klop != expected:
        refuse(f"the card points {list(points)} give {expected}")


class SlovenianMatch:
    """The score sheet of a Slovenian tarok match of 3, 4 or 5 players.

    ``variant``: the match's options (a :class:`SlovenianRules` or a preset alias, for as
    many players as ``players``; default the preset), which every deal is played by
    (``setup.game()``) and the sheet follows. Of its [choice] rules of
    ``shared/rules/slovenian.md``, the sheet's own are: ``radl_sitting_out`` (SL-R1): with
    five players, the one sitting out also gets the radli given after a deal;
    ``radl_for_valat_bonus`` (SL-R1): a valat bonus won or lost gives radli like a valat
    contract (*decision:* a valat bonus is a ``valat`` item of the result, announced or
    silent; with ``silent_valat=False``, SL-S2, a valat nobody announced scores no item and
    so gives no radl); ``skis_round`` (SL-R6): the match ends with a škis round
    (``call_skis_round``); with False it ends only by ``finish()``. Given as keywords, these
    three override the variant's (``self.variant`` has them as the sheet keeps them).
    With three players, ``three_player_compulsory_klop=False`` (SL-T2) means no deal is
    a compulsory klop round.

    Every method either does all it says or raises ``InvalidInputError`` changing nothing.
    """

    def __init__(self, players: Sequence[str], *, variant: Any = None,
                 radl_sitting_out: Optional[bool] = None,
                 radl_for_valat_bonus: Optional[bool] = None,
                 skis_round: Optional[bool] = None) -> None:
        names = player_names(players)
        if len(names) not in (3, 4, 5):
            raise InvalidInputError(f"Slovenian tarok is played by 3, 4 or 5 players "
                                    f"(SL-D1), not {len(names)}")
        self.players: Tuple[str, ...] = names
        self.num_players = len(names)
        #: the engine's number of seats: five players play four at a time (SL-D1)
        self.num_seats = min(self.num_players, 4)
        rules = _match_variant(variant, self.num_players)
        given = {"radl_sitting_out": radl_sitting_out, "radl_for_valat_bonus": radl_for_valat_bonus,
                 "skis_round": skis_round}
        overrides: Dict[str, Any] = {k: v for k, v in given.items() if v is not None}  # checked by the rules
        #: the match's options: every deal's and the sheet's
        self.variant: SlovenianRules = dataclasses.replace(rules, **overrides)
        self._rows: List[SheetRow] = []
        self._totals = [0] * self.num_players
        self._radli = [0] * self.num_players
        self._stars = [0] * self.num_players
        self._dealer = 0                 # the first dealer is player 0
        self._number = 1
        self._compulsory = False
        self._skis = "off"               # "off", "round" (deals of the škis round), "holder"
        self._skis_holder: Optional[int] = None
        self._skis_called_after: Optional[int] = None  # deals recorded when it was called
        self._finished = False

    # -- state ----------------------------------------------------------------------------
    @property
    def radl_sitting_out(self) -> bool:
        """SL-R1 [choice]: with five players, the one sitting out gets radli too."""
        return self.variant.radl_sitting_out

    @property
    def radl_for_valat_bonus(self) -> bool:
        """SL-R1 [choice]: a valat bonus won or lost gives radli."""
        return self.variant.radl_for_valat_bonus

    @property
    def skis_round(self) -> bool:
        """SL-R6 [choice]: the match ends with a škis round."""
        return self.variant.skis_round

    @property
    def sheet(self) -> Tuple[SheetRow, ...]:
        """The rows recorded so far, in order (deals, and an annulled deal's row)."""
        return tuple(self._rows)

    @property
    def totals(self) -> Tuple[int, ...]:
        """Running totals per player (open radli not deducted: see ``final_totals``)."""
        return tuple(self._totals)

    @property
    def radli(self) -> Tuple[int, ...]:
        """Open radli per player."""
        return tuple(self._radli)

    @property
    def stars(self) -> Tuple[int, ...]:
        """Misdeal stars per player (SL-R4)."""
        return tuple(self._stars)

    @property
    def finished(self) -> bool:
        """Whether the match is over: the škis round's last deal was played (SL-R6) or
        :meth:`finish` was called."""
        return self._finished

    @property
    def skis_round_called_after(self) -> Optional[int]:
        """How many deals (annulled ones too) were recorded when the škis round was called
        (SL-R6), or None while it is not: a match record keeps it."""
        return self._skis_called_after

    @property
    def skis_holder(self) -> Optional[int]:
        """The player who was dealt the škis in the škis round, once known (SL-R6)."""
        return self._skis_holder

    def final_totals(self) -> Tuple[int, ...]:
        """The totals with 100 off for each open radl (SL-R3): the result if it ended now."""
        return tuple(t - RADL_COST * r for t, r in zip(self._totals, self._radli))

    def finish(self) -> Tuple[int, ...]:
        """End the match now (it also ends by itself after the škis round's last deal) and
        return ``final_totals()``. Later calls just return them again."""
        self._finished = True
        return self.final_totals()

    def next_deal(self) -> DealSetup:
        """The deal to be dealt now (the same until it is recorded)."""
        self._check_open()
        return self._pending()

    def _pending(self) -> DealSetup:
        d, p, n = self._dealer, self.num_players, self.num_seats
        # seat 0 is the forehand, the player after the dealer; with five players the dealer
        # is not among the four seats (SL-D1), with three or four he is the last seat
        active = tuple((d + 1 + i) % p for i in range(n))
        # SL-T2 [choice]: three players may play no compulsory klop round at all
        compulsory = self.variant.deal_flags(self._compulsory)["compulsory_klop"]
        return DealSetup(
            number=self._number, dealer_player=d, active_players=active,
            engine_dealer_seat=n - 1, compulsory_klop=compulsory,
            skis_round=self._skis == "round",
            last_deal=self._skis == "holder" and d == self._skis_holder,
            variant=self.variant)

    def _check_open(self) -> None:
        if self._finished:
            raise InvalidInputError("the match is finished: nothing more can be recorded")

    def _check_setup(self, setup: Any) -> DealSetup:
        self._check_open()
        pending = self._pending()
        if setup != pending:
            raise InvalidInputError(f"{setup!r} is not the deal to be recorded now: {pending!r}")
        return pending

    def _player(self, player: Any) -> int:
        if not _int(player) or not 0 <= player < self.num_players:
            raise InvalidInputError(f"{player!r} is not a player 0..{self.num_players - 1}")
        return player

    # -- recording ------------------------------------------------------------------------
    def record(self, result: Mapping[str, Any], setup: DealSetup, *,
               skis_holder: Optional[int] = None) -> SheetRow:
        """Score a deal: ``result`` is the deal's ``result()`` (a :class:`tarokk.Settlement`
        or the engine's dict), ``setup`` its ``next_deal()``.

        In order: radl doubling (SL-R2), the radl closed by a winning declarer or klop
        winner, radli given to everyone (SL-R1), the SL-B6 trigger for the next deal. For a
        deal of the škis round pass ``skis_holder``, the player dealt the škis (None: it
        lay in the talon, the škis round goes on) (SL-R6). An annulled deal (SL-D3) scores
        nothing, is dealt again by the same dealer as a compulsory klop round, and its
        ``skis_holder`` is ignored (its cards are thrown in).

        A result that does not fit this deal, or that no deal gives, is refused with
        :class:`InvalidInputError` and the sheet is left as it was: for a klop, amounts
        SL-L2 and SL-L3 do not allow (the seats' points add up to 70) or, where the result
        has its ``card_points``, amounts that those points do not give.
        """
        setup = self._check_setup(setup)
        if hasattr(result, "to_dict"):  # a tarokk.Settlement
            game = getattr(result, "game", "slovenian")
            if game != "slovenian":
                raise InvalidInputError(f"a result of {game} on a Slovenian match's sheet")
            dealt_by = getattr(result, "dealer", None)
            if isinstance(dealt_by, int) and dealt_by != setup.engine_dealer_seat:
                # Engine seats are not players here (seat 0 is the forehand): a deal not made
                # by `setup.game()` would charge its amounts to the wrong players.
                raise InvalidInputError(
                    f"this result is of a deal dealt by seat {dealt_by}, but the match's deals are "
                    f"dealt by seat {setup.engine_dealer_seat} (the forehand is seat 0): play the "
                    f"deal that setup.game() makes")
            result = result.to_dict()
        _check_result(result, setup)
        self._check_holder(skis_holder, setup)
        result = copy.deepcopy(dict(result))     # the row keeps its own copy
        if result["annulled"]:
            row = self._close_deal("annulled", setup, [0] * self.num_players, [],
                                   ["annulled, dealt again (SL-D3)"], result=result)
            return row
        seat_amounts = list(result["amounts"])
        contract = result["contract"]
        to_player = setup.active_players
        amounts = [0] * self.num_players
        notes: List[str] = []
        closes: List[int] = []
        won = _deal_won(result)
        declarer = partner = None
        if contract == KLOP:
            for s, a in enumerate(seat_amounts):
                p = to_player[s]
                if self._radli[p] and a:
                    notes.append(f"{self.players[p]} has a radl: {a:+d} doubled (SL-R2)")
                    a *= 2
                    if a > 0:
                        closes.append(p)
                amounts[p] = a
        else:
            declarer = to_player[result["declarer"]]
            partner = None if result["partner"] is None else to_player[result["partner"]]
            personal = [0] * setup.num_seats   # the mond penalty: never doubled (SL-R2, SL-S5)
            for item in result["items"]:
                if item.get("seat") is not None:
                    personal[item["seat"]] += item["amount"]
            doubled = self._radli[declarer] > 0
            if doubled:
                notes.append(f"declarer {self.players[declarer]} has a radl: "
                             f"the deal counts double (SL-R2)")
            for s, a in enumerate(seat_amounts):
                p = to_player[s]
                amounts[p] = 2 * a - personal[s] if doubled and p in (declarer, partner) else a
            if doubled and won:
                closes.append(declarer)
        for p in closes:
            notes.append(f"{self.players[p]} won: one radl closed (SL-R2)")
        give = (contract == KLOP or contract >= BEGGAR
                or (self.radl_for_valat_bonus
                    and any(i.get("item") == "valat" for i in result["items"])))
        receivers = [p for p in range(self.num_players)
                     if p in to_player or self.radl_sitting_out] if give else []
        if give:
            notes.append("a radl to " + ("everybody" if len(receivers) == self.num_players
                                         else ", ".join(self.players[p] for p in receivers))
                         + " (SL-R1)")
        return self._close_deal("deal", setup, amounts, closes, notes, receivers=receivers,
                                skis_holder=skis_holder, result=result, contract=contract,
                                declarer=declarer, partner=partner, won=won)

    def _check_holder(self, skis_holder: Optional[int], setup: DealSetup) -> None:
        if skis_holder is None:
            return
        if not setup.skis_round:
            raise InvalidInputError(f"deal {setup.number} is not a deal of the škis round: "
                                    "give no skis_holder (SL-R6)")
        if not _int(skis_holder) or skis_holder not in setup.active_players:
            raise InvalidInputError(f"skis_holder {skis_holder!r} was dealt no cards in deal "
                                    f"{setup.number} (players {list(setup.active_players)})")

    def _close_deal(self, kind: str, setup: DealSetup, amounts: List[int], closes: List[int],
                    notes: List[str], *, receivers: Sequence[int] = (),
                    skis_holder: Optional[int] = None, **row: Any) -> SheetRow:
        """Apply a deal's line (all checks are done) and move on to the next deal."""
        before = self._totals
        self._totals = [t + a for t, a in zip(before, amounts)]
        for p in closes:
            self._radli[p] -= 1
        for p in receivers:
            self._radli[p] += 1
        annulled = kind == "annulled"
        zeroed = [p for p in range(self.num_players) if before[p] and not self._totals[p]]
        if setup.last_deal and not annulled:
            self._finished = True
            notes.append("last deal: the match is over (SL-R6)")
        elif zeroed:
            notes.append(", ".join(self.players[p] for p in zeroed) + " at 0: "
                         + self._compulsory_note())
        elif annulled:
            notes.append(self._compulsory_note())
        # A deal of the škis round that also sends a total to 0 does both: the compulsory
        # klop comes next, and the škis holder still deals the last deal at his next turn.
        if setup.skis_round and not annulled and not setup.last_deal:
            if skis_holder is None:
                notes.append("the škis lay in the talon: the škis round goes on (SL-R6)")
            else:
                self._skis, self._skis_holder = "holder", skis_holder
                notes.append(f"{self.players[skis_holder]} was dealt the škis and deals "
                             "the last deal at his next turn (SL-R6)")
        self._compulsory = annulled or bool(zeroed)
        self._number += 1
        if not annulled:
            self._dealer = (self._dealer + 1) % self.num_players
        line = SheetRow(kind=kind, number=setup.number, dealer=setup.dealer_player,
                        amounts=tuple(amounts), totals=tuple(self._totals),
                        radli=tuple(self._radli), stars=tuple(self._stars),
                        compulsory_klop=setup.compulsory_klop, notes=tuple(notes), **row)
        self._rows.append(line)
        return line

    def _compulsory_note(self) -> str:
        if self.variant.deal_flags(True)["compulsory_klop"]:
            return "the next deal is a compulsory klop round (SL-B6)"
        return "no compulsory klop round with three players (SL-T2 [choice] off)"

    def misdeal(self, player: Optional[int] = None) -> SheetRow:
        """The dealer misdealt (SL-R4): −20, −40, −80, … for his 1st, 2nd, 3rd … misdeal,
        a star each time. ``player`` defaults to (and must be) the dealer of the pending deal.

        *Decision:* the same dealer deals the same deal again (the misdealt cards are never
        played); a misdeal is not a deal, so it never triggers a compulsory klop (SL-B6).
        """
        self._check_open()
        dealer = self._dealer
        if player is not None and self._player(player) != dealer:
            raise InvalidInputError(f"only the dealer misdeals (SL-R4): deal {self._number} "
                                    f"is dealt by {self.players[dealer]}")
        penalty = MISDEAL_BASE * 2 ** self._stars[dealer]
        self._stars[dealer] += 1
        amounts = [0] * self.num_players
        amounts[dealer] = -penalty
        self._totals[dealer] -= penalty
        line = SheetRow(kind="misdeal", number=self._number, dealer=dealer, player=dealer,
                        amounts=tuple(amounts), totals=tuple(self._totals),
                        radli=tuple(self._radli), stars=tuple(self._stars),
                        notes=(f"misdeal {self._stars[dealer]} of {self.players[dealer]}: "
                               f"-{penalty}, dealt again (SL-R4)",))
        self._rows.append(line)
        return line

    def misplay(self, player: int, penalty: int, *, setup: Optional[DealSetup] = None,
                skis_holder: Optional[int] = None) -> SheetRow:
        """Record a misplay (SL-R5): ``player`` loses ``penalty`` (≥ 0, the full game value,
        see ``misplay_penalty``), nobody else scores.

        Without ``setup`` this is a line by hand that does not touch the deal sequence (the
        deal may still be recorded). With ``setup`` (the pending deal) the misplay *ends*
        that deal: it counts as played, the deal passes on, no radli are given or closed
        (*decision*), and as for any deal SL-B6 and the škis round apply.
        """
        player = self._player(player)
        if not _int(penalty) or penalty < 0:
            raise InvalidInputError(f"a misplay penalty is an int >= 0, not {penalty!r}")
        amounts = [0] * self.num_players
        amounts[player] = -penalty
        note = [f"misplay by {self.players[player]}: -{penalty} (SL-R5)"]
        if setup is not None:
            setup = self._check_setup(setup)
            if player not in setup.active_players:
                raise InvalidInputError(f"{self.players[player]} sits out deal {setup.number}")
            self._check_holder(skis_holder, setup)
            return self._close_deal("misplay", setup, amounts, [], note, player=player,
                                    skis_holder=skis_holder)
        self._check_open()
        if skis_holder is not None:
            raise InvalidInputError("skis_holder only goes with the setup of a deal")
        self._totals[player] -= penalty
        line = SheetRow(kind="misplay", number=None, dealer=None, player=player,
                        amounts=tuple(amounts), totals=tuple(self._totals),
                        radli=tuple(self._radli), stars=tuple(self._stars), notes=tuple(note))
        self._rows.append(line)
        return line

    def call_skis_round(self) -> None:
        """The players call the škis round (SL-R6): from the next deal on, whoever is dealt
        the škis deals the last deal of the match at his next turn to deal."""
        self._check_open()
        if not self.skis_round:
            raise InvalidInputError("this match has no škis round to call (skis_round=False, SL-R6)")
        if self._skis != "off":
            raise InvalidInputError("the škis round has already been called")
        self._skis = "round"
        self._skis_called_after = sum(r.kind in ("deal", "annulled") for r in self._rows)

    def play_deal(self, policy: Callable[[Any], Any], seed: Optional[int] = None, *,
                  backend: str = "native", **options: Any) -> SheetRow:
        """Deal the pending deal (``setup.game``, on ``backend``, the match's variant with
        ``options`` over it), play it with ``policy(game) -> action`` for every decision,
        and record it."""
        if not callable(policy):
            raise InvalidInputError(f"policy is a function of the game that returns an action, not {policy!r}")
        setup = self.next_deal()
        game = setup.game(seed, backend=backend, **options)
        holder = next((setup.active_players[s] for s, hand in enumerate(game.hands)
                       if SKIS in hand), None)
        while not game.is_over:
            game.apply(policy(game))
        return self.record(game.result(), setup,
                           skis_holder=holder if setup.skis_round else None)

    # -- display --------------------------------------------------------------------------
    def _describe(self, row: SheetRow, lang: str = "en") -> str:
        from ..clitexts import text as words

        def name(p: Optional[int]) -> str:
            return "?" if p is None else self.players[p]
        if row.kind == "annulled":
            return words(lang, "sheet.annulled")
        if row.kind in ("misdeal", "misplay"):
            return f"{words(lang, 'sheet.' + row.kind)} {name(row.player)}"
        if row.contract is None:
            text = "?"
        else:
            contract = SLOVENIAN_CONTRACTS[row.contract]
            text = contract.name if lang == "en" else contract.local
        if row.contract != KLOP:
            text = f"{name(row.declarer)} {text} {words(lang, 'result.won' if row.won else 'result.lost')}"
            if row.partner is not None:
                text += f" +{name(row.partner)}"
        return text + (words(lang, "sheet.compulsory") if row.compulsory_klop else "")

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str = "en") -> str:
        """The score sheet in ``lang`` (``"en"`` or ``"sl"``): a line per row with each
        player's amount and running total (the header says so), then the open radli (``o`` each), the misdeal
        stars and the final totals (SL-R3). ``str()`` is its English."""
        from ..clitexts import spoken, text as words
        from ..registry import find_game
        spoken(find_game("slovenian"), lang)
        described = [self._describe(row, lang) for row in self._rows]
        cells = [[(f"{a:+d} " if a else "") + str(t) for a, t in zip(row.amounts, row.totals)]
                 for row in self._rows]
        radli = ["o" * r if r <= 6 else f"{r} o" for r in self._radli]
        stars = ["*" * k if k <= 6 else f"{k} *" for k in self._stars]
        label = words(lang, "sheet.final" if self._finished else "sheet.if_now")
        final = [str(t) for t in self.final_totals()]
        legend = words(lang, "sheet.cells")
        # As narrow as what it holds (an 80-column terminal takes four players), never cut.
        w = max(len(c) for c in [*self.players, *radli, *stars, *final, *(c for r in cells for c in r)])
        tw = max(len(t) for t in [legend, label, words(lang, "sheet.radli"), words(lang, "sheet.stars"),
                                  *described])

        def line(num: str, dealer: str, text: str, cells: Sequence[str]) -> str:
            return (f"{num:>3}  {dealer[:8]:<9}{text:<{tw + 1}}"
                    + "  ".join(f"{c:>{w}}" for c in cells)).rstrip()

        lines = [line("#", words(lang, "sheet.dealer"), legend, self.players)]
        for row, text, row_cells in zip(self._rows, described, cells):
            lines.append(line(
                "" if row.number is None else str(row.number),
                "" if row.dealer is None else self.players[row.dealer], text, row_cells))
        lines.append(line("", "", words(lang, "sheet.radli"), radli))
        if any(self._stars):
            lines.append(line("", "", words(lang, "sheet.stars"), stars))
        lines.append(line("", "", label, final))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return (f"SlovenianMatch(players={list(self.players)!r}, deals={self._number - 1}, "
                f"totals={list(self._totals)}, radli={list(self._radli)}, "
                f"finished={self._finished})")
