"""Slovenian tarok: scoring one deal (SL-C1..C3, SL-S1..S5, SL-L1..L3, SL-T4, SL-K5, SL-P5;
docs/slovenian.md "Result").

:func:`score` turns a finished deal, described by a :class:`DealOutcome`, into the result
dict of the protocol.  Nothing here knows about phases or actions.
"""

from __future__ import annotations

from typing import Any

from dataclasses import dataclass

from tarokk.errors import InvalidInputError

from ..cards import MOND, PAGAT, SKIZ
from ..count import count_slovenian
from .names import (
    BONUS_CONTRACTS,
    BONUS_NAMES,
    BONUS_VALUES,
    CONTRACT_VALUES,
    KING_ULTIMO,
    KINGS,
    KLOP,
    NUM_BONUSES,
    PAGAT_ULTIMO,
    SILENT_VALUES,
    TRULA,
    VALAT_BONUS,
    BEGGAR,
    OPEN_BEGGAR,
    COLOUR_VALAT,
    VALAT,
)

KING_CARDS = (29, 37, 45, 53)
TRULA_CARDS = (SKIZ, MOND, PAGAT)
DECLARER, DEFENDERS = "declarer", "defenders"
MOND_PENALTY = -21  # SL-S5, never multiplied
KLOP_LIMIT = 35  # SL-L2: more than 35 points loses 70
WIN_POINTS = 36  # SL-C2


@dataclass
class DealOutcome:
    """Everything the scoring needs about a finished (not annulled) deal.

    ``piles``: per seat, every card that seat took (tricks, klop talon cards, SL-K4 talon
    rest); ``trick_cards``: per seat, only the cards won in tricks (bonuses count those
    only, SL-S1); ``declarer_extra``: the declarer's discards (SL-K3); ``defender_extra``:
    the talon cards that went to the defenders (SL-K2, solo without, SL-K4 rest that nobody
    won); ``tricks``: ``(leader, cards, winner)`` in order; ``num_tricks``: tricks in a
    complete deal (12 or 16); ``announced``: bonus -> announcing seat; ``levels``: kontra
    level per item; ``mond_payer``: the seat that pays the mond penalty (SL-K5, SL-P5) or
    ``None``; ``king_ultimo``: whether king ultimo exists in this deal (a king called, four
    players, option on)."""

    num_players: int
    contract: int
    declarer: int | None
    partner: int | None
    called: int | None
    king_ultimo: bool
    silent_valat: bool
    piles: list[list[int]]
    trick_cards: list[list[int]]
    declarer_extra: list[int]
    defender_extra: list[int]
    tricks: list[tuple[int, list[int], int]]
    num_tricks: int
    won_counts: list[int]
    announced: dict[int, int]
    levels: list[int]
    mond_payer: int | None


def round_to_five(value: int) -> int:
    """``value`` rounded to the nearest multiple of 5 (SL-C3, SL-L3); whole numbers never
    fall half-way."""
    sign = -1 if value < 0 else 1
    return sign * ((abs(value) + 2) // 5 * 5)


def _item(name: str, side: str | None, seat: int | None, announced: bool, kontra: int,
          amount: int) -> dict[str, Any]:
    return {"item": name, "side": side, "seat": seat, "announced": announced,
            "kontra": kontra, "amount": amount}


def _amounts(items: list[dict[str, Any]], n: int, declarer_seats: tuple[int, ...]) -> list[int]:
    """SL-S4: per seat, the items of that seat; the declarer and his partner also get every
    item without a seat. Each item is given its own per-seat ``amounts`` on the way."""
    amounts = [0] * n
    for item in items:
        seats = declarer_seats if item["seat"] is None else (item["seat"],)
        item["amounts"] = [item["amount"] if seat in seats else 0 for seat in range(n)]
        for seat in seats:
            amounts[seat] += item["amount"]
    return amounts


def annulled_result(n: int, no_tarok: list[int]) -> dict[str, Any]:
    """SL-D3: an annulled deal scores nothing; ``no_tarok`` names the seats dealt no tarok."""
    return {"contract": None, "declarer": None, "partner": None, "annulled": True,
            "won": None, "card_points": None, "declarer_points": None, "difference": None,
            "no_tarok": list(no_tarok), "amounts": [0] * n, "items": []}


def score(deal: DealOutcome) -> dict[str, Any]:
    """The protocol's result dict of a finished deal."""
    if deal.contract == KLOP:
        return _score_klop(deal)
    return _score_contract(deal)


# --- klop -------------------------------------------------------------------------------


def _score_klop(deal: DealOutcome) -> dict[str, Any]:
    """SL-L2, SL-L3, SL-T4: more than 35 points -> -70, no trick -> +70; if anybody scores
    ±70 only those score; otherwise minus the points, rounded to 5 with four players."""
    n = deal.num_players
    points = [count_slovenian(pile) for pile in deal.piles]
    extremes = {}
    for seat in range(n):
        if points[seat] > KLOP_LIMIT:
            extremes[seat] = -70
        elif deal.won_counts[seat] == 0:
            extremes[seat] = 70
    if extremes:
        items = [_item("klop", None, seat, False, 1, amount)
                 for seat, amount in sorted(extremes.items())]
    else:
        items = [_item("klop", None, seat, False, 1,
                       -(round_to_five(points[seat]) if n == 4 else points[seat]))
                 for seat in range(n)]
    return {"contract": KLOP, "declarer": None, "partner": None, "annulled": False,
            "won": None, "card_points": points, "declarer_points": None, "difference": None,
            "no_tarok": [], "amounts": _amounts(items, n, ()), "items": items}


# --- contracts --------------------------------------------------------------------------


class _Sides:
    """Which side each seat is on, and the trick cards of each side."""

    def __init__(self, deal: DealOutcome) -> None:
        self.declarer_seats = tuple(s for s in (deal.declarer, deal.partner) if s is not None)
        self.deal = deal

    def of(self, seat: int) -> str:
        return DECLARER if seat in self.declarer_seats else DEFENDERS

    def trick_cards(self, side: str) -> set[int]:
        return {card for seat in range(self.deal.num_players) if self.of(seat) == side
                for card in self.deal.trick_cards[seat]}

    def sign(self, side: str) -> int:
        """Bonuses are written from the declarer side's point of view (SL-S1)."""
        return 1 if side == DECLARER else -1


def _card_points(deal: DealOutcome, sides: _Sides) -> list[int]:
    """SL-C1: ``[declarer side, defenders]``, each pile rounded from its exact thirds."""
    declarer_pile = list(deal.declarer_extra)
    defender_pile = list(deal.defender_extra)
    for seat, pile in enumerate(deal.piles):
        (declarer_pile if sides.of(seat) == DECLARER else defender_pile).extend(pile)
    return [count_slovenian(declarer_pile), count_slovenian(defender_pile)]


def _last_trick_play(deal: DealOutcome, card: int | None) -> tuple[int, bool, int] | None:
    """If ``card`` was played to the last trick of a complete deal:
    ``(seat that played it, whether it won the trick, the trick's winner)``."""
    if card is None or len(deal.tricks) != deal.num_tricks:
        return None
    leader, cards, winner = deal.tricks[-1]
    if card not in cards:
        return None
    index = cards.index(card)
    seat = (leader + index) % deal.num_players
    return seat, seat == winner, winner


def _bonus_made_by(deal: DealOutcome, sides: _Sides, bonus: int) -> tuple[str, bool] | None:
    """Who made (or failed) ``bonus`` in play: ``(side, made)`` or ``None`` when nobody made
    it and no ultimo card was played to the last trick (SL-A1 "made when", SL-S1)."""
    if bonus in (TRULA, KINGS):
        needed = set(TRULA_CARDS if bonus == TRULA else KING_CARDS)
        for side in (DECLARER, DEFENDERS):
            if needed <= sides.trick_cards(side):
                return side, True
        return None
    if bonus == VALAT_BONUS:
        if len(deal.tricks) != deal.num_tricks:
            return None
        winners = {sides.of(winner) for _, _, winner in deal.tricks}
        return (winners.pop(), True) if len(winners) == 1 else None
    if bonus == PAGAT_ULTIMO:
        play = _last_trick_play(deal, PAGAT)
        if play is None:
            return None
        seat, won_it, _ = play
        return sides.of(seat), won_it  # the pagat itself must win the last trick
    # KING_ULTIMO: the called king played to the last trick, which its side wins.
    play = _last_trick_play(deal, deal.called)
    if play is None:
        return None
    seat, _, winner = play
    return sides.of(seat), sides.of(winner) == sides.of(seat)


def _bonus_items(deal: DealOutcome, sides: _Sides) -> list[dict[str, Any]]:
    """SL-S1 bonuses, in the order trula, kings, king ultimo, pagat ultimo, valat:
    announced ones (made or failed, times their kontra), silently made ones, and failed
    silent ultimos.  Valat is scored silently only with ``silent_valat`` (SL-S2)."""
    items = []
    for bonus in range(NUM_BONUSES):
        if bonus == KING_ULTIMO and not deal.king_ultimo:
            continue
        name = BONUS_NAMES["en"][bonus]
        outcome = _bonus_made_by(deal, sides, bonus)
        if bonus in deal.announced:
            side = sides.of(deal.announced[bonus])
            made = outcome is not None and outcome == (side, True)
            factor = 2 ** deal.levels[1 + bonus]
            amount = sides.sign(side) * BONUS_VALUES[bonus] * factor * (1 if made else -1)
            items.append(_item(name, side, None, True, factor, amount))
        elif outcome is not None:
            if bonus == VALAT_BONUS and not deal.silent_valat:
                continue
            side, made = outcome
            amount = sides.sign(side) * SILENT_VALUES[bonus] * (1 if made else -1)
            items.append(_item(name, side, None, False, 1, amount))
    return items


def _score_contract(deal: DealOutcome) -> dict[str, Any]:
    """Every contract but klop: SL-S1..S5 (1–6), SL-S3 (7–11)."""
    n = deal.num_players
    sides = _Sides(deal)
    card_points = _card_points(deal, sides)
    contract, declarer = deal.contract, deal.declarer
    if declarer is None:  # only klop (scored by _score_klop) has no declarer
        raise InvalidInputError(f"contract {contract} is scored with a declarer, got none")
    value = CONTRACT_VALUES[contract]
    game_factor = 2 ** deal.levels[0]
    difference = None
    if contract in (BEGGAR, OPEN_BEGGAR):  # he takes no trick
        won = deal.won_counts[declarer] == 0
    elif contract in (COLOUR_VALAT, VALAT):  # he takes every trick
        won = deal.won_counts[declarer] == deal.num_tricks
    else:  # SL-C2: 36 points or more
        won = card_points[0] >= WIN_POINTS
    if contract in BONUS_CONTRACTS:
        difference = card_points[0] - 35  # SL-C3, SL-T4
        if n == 4:
            difference = round_to_five(difference)
    sign = 1 if won else -1

    if contract not in BONUS_CONTRACTS:  # SL-S3
        items = [_item("game", DECLARER, None, True, game_factor, sign * value * game_factor)]
    elif VALAT_BONUS in deal.announced:  # SL-S2: only the valat counts
        difference = None  # not scored
        side = sides.of(deal.announced[VALAT_BONUS])
        made = _bonus_made_by(deal, sides, VALAT_BONUS) == (side, True)
        factor = 2 ** deal.levels[1 + VALAT_BONUS]
        amount = sides.sign(side) * BONUS_VALUES[VALAT_BONUS] * factor * (1 if made else -1)
        items = [_item("valat", side, None, True, factor, amount)]
    else:  # SL-S1, SL-S5
        assert difference is not None
        items = [_item("game", DECLARER, None, True, game_factor,
                       sign * (value + abs(difference)) * game_factor)]
        items += _bonus_items(deal, sides)
        if deal.mond_payer is not None:
            items.append(_item("mond penalty", None, deal.mond_payer, False, 1, MOND_PENALTY))
    return {"contract": contract, "declarer": declarer, "partner": deal.partner,
            "annulled": False, "won": won, "card_points": card_points,
            "declarer_points": card_points[0], "difference": difference, "no_tarok": [],
            "amounts": _amounts(items, n, sides.declarer_seats), "items": items}
