"""Settlement of a played deal (PK-X1…X5, PK-A3, PK-D5; docs/paskievics.md "Result").

:class:`Outcome` holds the facts of a finished deal; :func:`score` turns them into the
itemised result.  Party items have ``amount`` from the declarer's party's view, per player;
seat items (tarokk counts, honour fees, the PK-S5 penalty) from that seat's view, per payer.
"""

from __future__ import annotations

from typing import Any

from dataclasses import dataclass, field

from .names import (
    DUPLA,
    FIGURE_EN,
    LEVEL_VALUE,
    NUM_FIGURES,
    ULTIMO,
    VOLAT,
)
from .sides import DECLARER_SIDE, DEFENDERS_SIDE

TOTAL_POINTS = 94
WIN_POINTS = 48  # PK-X1: 47-47 is the opponents' game
DUPLA_POINTS = 71
PARTIES = (DECLARER_SIDE, DEFENDERS_SIDE)
COUNT_VALUE = {8: 1, 9: 2}


@dataclass
class Outcome:
    """The facts the settlement needs.

    ``made[party][f]``: the party made figure f; ``failed_ultimo[party]``: a member's pagát
    lost the ninth trick; ``figures[f]``: ``(announcer, kontra level)`` or None;
    ``counts``: ``(seat, 8 or 9, said in the announce phase)`` in order from the declarer;
    ``honour_fees``: ``(payer, fee)``."""

    num_players: int
    dealer: int
    active: list[int]
    declarer: int
    partner: int | None
    level: int
    declarer_points: int
    made: dict[str, list[bool]]
    failed_ultimo: dict[str, bool]
    game_level: int
    official_kontra: bool
    figures: list[tuple[int, int] | None]
    counts: list[tuple[int, int, bool]] = field(default_factory=list)
    honour_fees: list[tuple[int, int]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)

    def side_of(self, seat: int) -> str:
        return DECLARER_SIDE if seat in (self.declarer, self.partner) else DEFENDERS_SIDE


def _item(name: str, side: str | None, seat: int | None, announced: bool, kontra: int,
          amount: int, amounts: list[int]) -> dict[str, Any]:
    return {"item": name, "side": side, "seat": seat, "announced": announced,
            "kontra": kontra, "amount": amount, "amounts": amounts}


def party_amounts(o: Outcome, amount: int) -> list[int]:
    """PK-X4 (and PK-D5 cries and laughs): a party item of ``amount`` per player, from the
    declarer's party's view, spread over the table seats."""
    amounts = [0] * o.num_players
    defenders = [s for s in o.active if o.side_of(s) == DEFENDERS_SIDE]
    for seat in defenders:
        amounts[seat] -= amount
    if o.partner is None:
        amounts[o.declarer] += amount * len(defenders)
    else:
        amounts[o.declarer] += amount
        amounts[o.partner] += amount
    if o.num_players == 5 and o.options.get("dealer_cries_laughs"):
        amounts[o.dealer] -= amount
        amounts[o.declarer] += amount
    return amounts


def _view(party: str, own_amount: int) -> int:
    """A party's own amount as seen from the declarer's party."""
    return own_amount if party == DECLARER_SIDE else -own_amount


def figure_values(o: Outcome) -> tuple[list[int], list[int]]:
    """PK-X2: (announced, silent) value of each figure."""
    value = LEVEL_VALUE[o.level]
    opts = o.options
    announced = [2, 2, opts["dupla_announced"] * value, 10, opts["xxi_catch_announced"],
                 opts["volat_announced"] * value]
    silent = [1, 1, 2 * value, 5, 21, opts["volat_silent"] * value]
    return announced, silent


def score(o: Outcome) -> dict[str, Any]:
    """The result fields ``won``, ``card_points``, ``amounts``, ``items``,
    ``game_replaced`` of a played deal."""
    opts = o.options
    value = LEVEL_VALUE[o.level]
    items: list[dict[str, Any]] = []

    # 1. the game (PK-X1, PK-X2, PK-X3, PK-H5, PK-D5)
    won = o.declarer_points >= WIN_POINTS
    factor = 2 ** o.game_level
    if o.official_kontra:
        factor = max(factor, 2)
    amount = value * factor if won else -value * factor
    if opts["double_at_47"] and 2 * o.declarer_points == TOTAL_POINTS:  # 47-47
        amount = -2 * value * factor
    winner = DECLARER_SIDE if won else DEFENDERS_SIDE
    replaced = (opts["replace_game"] and factor == 1
                and (o.made[winner][DUPLA] or o.made[winner][VOLAT]))
    if replaced:
        amount = 0
    items.append(_item("game", DECLARER_SIDE, o.declarer, True, factor, amount,
                       party_amounts(o, amount)))

    # 2. the figures, announced then silent (PK-X2, PK-X3)
    announced_values, silent_values = figure_values(o)
    for f in range(NUM_FIGURES):
        name = FIGURE_EN[f]
        owner: str | None = None
        if o.figures[f] is not None:
            announcer, level = o.figures[f]  # type: ignore[misc]
            owner = o.side_of(announcer)
            kontra = 2 ** level
            own = announced_values[f] * kontra
            if not o.made[owner][f]:
                own = -own
            amount = _view(owner, own)
            items.append(_item(name, owner, announcer, True, kontra, amount,
                               party_amounts(o, amount)))
        for party in PARTIES:
            if party == owner:
                continue
            if o.made[party][f]:
                if opts["volat_voids_silent"] and o.made[party][VOLAT] and f != VOLAT:
                    continue
                amount = _view(party, silent_values[f])
            elif f == ULTIMO and opts["failed_silent_ultimo"] and o.failed_ultimo[party]:
                amount = _view(party, -silent_values[f])
            else:
                continue
            items.append(_item(name, party, None, False, 1, amount, party_amounts(o, amount)))

    # 3. tarokk counts (PK-A3), per seat
    for seat, count, said in o.counts:
        v = COUNT_VALUE[count]
        party = o.side_of(seat)
        if said and opts["count_payers"] == "all":
            payers = [s for s in o.active if s != seat]
        elif said:
            payers = [s for s in o.active if o.side_of(s) != party]
        else:
            payers = [s for s in o.active if s != seat and o.side_of(s) == party]
        amounts = [0] * o.num_players
        for payer in payers:
            amounts[payer] -= v
        amounts[seat] += v * len(payers)
        items.append(_item(f"{count} tarokks", party, seat, said, 1, v, amounts))

    # 4. honour fees to the sitting-out dealer (PK-D5)
    for seat, fee in o.honour_fees:
        amounts = [0] * o.num_players
        amounts[seat] -= fee
        amounts[o.dealer] += fee
        items.append(_item("honour fee", None, seat, False, 1, -fee, amounts))

    totals = [sum(item["amounts"][s] for item in items) for s in range(o.num_players)]
    return {
        "won": won,
        "card_points": [o.declarer_points, TOTAL_POINTS - o.declarer_points],
        "amounts": totals,
        "items": items,
        "game_replaced": bool(replaced),
    }


def no_honour_item(num_players: int, active: list[int], declarer: int) -> dict[str, Any]:
    """PK-S5: the fourth who bid without an honour and got none pays each other player 2."""
    amounts = [0] * num_players
    for seat in active:
        if seat != declarer:
            amounts[seat] += 2
            amounts[declarer] -= 2
    return _item("no honour", DECLARER_SIDE, declarer, False, 1, -2, amounts)
