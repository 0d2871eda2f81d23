"""Jókai-hármas: counting, figures and the settlement of a finished deal (docs/jokai.md
"Result"; shared/rules/jokai.md JK-C1..C3, JK-F, JK-P1..P5)."""

from __future__ import annotations

from typing import Any

from dataclasses import dataclass

from ..count import count_jokai
from .actions import (
    ANNOUNCED_VALUE,
    HONOURS,
    KETTOS_BASE,
    KETTOS_CONSOLATION,
    KING_CARDS,
    NUM_FIGURES,
    NUM_TRICKS,
    NEGY_KIRALY,
    PAGAT_FOGAS,
    PAGAT_ULTIMO,
    SILENT_VALUE,
    SZOLO,
    SZOLO_BASE,
    SZOLO_LOST_CONSOLATION,
    SZOLO_WON_CONSOLATION,
    TAROKK_COUNT,
    TAROKK_COUNT_VALUE,
    TULETROA,
    ULTIMO_LOST_CONSOLATION,
    ULTIMO_WON_CONSOLATION,
    VOLAT,
    WINNING_POINTS,
    XXI_FOGAS,
)
from ..cards import MOND, PAGAT
from .names import ITEM_NAMES

#: A completed trick: ``(leader, [cards in play order], winner, [player of each card])``.
Trick = tuple[int, list[int], int, list[int]]


@dataclass
class Outcome:
    """The facts of a finished (not thrown-in) deal that the settlement needs."""

    num_players: int  # table seats
    level: int
    declarer: int
    opponents: list[int]  # the two other active seats
    skart_index: int | None  # 1..5 in a kettős
    tricks: list[Trick]
    declarer_skart: list[int]  # the two discards (kettős)
    defender_skart: list[int]  # the untaken skart cards
    announced: set[int]  # figures
    tarokk_count: int | None  # the announced count
    count_at_play: int  # trumps in the declarer's hand when play started
    kontra: list[int]  # factor per item
    figures_count_skart: bool = False  # option (JK-F)
    silent_tarokk_count: bool = False  # option (JK-F1)


def tarokk_count_value(count: int) -> int:
    """JK-F1, JK-A4: 10 tarokks 1, 11 tarokks 2, 12 tarokks 3, 9 or fewer 0."""
    return TAROKK_COUNT_VALUE.get(count, 0)


def game_won(declarer_points: int, volat_announced: bool, volat_made: bool) -> bool:
    """JK-C3: at least 34 points (33–33 loses); an announced volát that fails loses too."""
    return declarer_points >= WINNING_POINTS and not (volat_announced and not volat_made)


def game_amount(level: int, won: bool, kontra: int, skart_index: int | None) -> int:
    """JK-P1, JK-A3: the game item per opponent, from the declarer's side; consolations
    are never multiplied."""
    if level == SZOLO:
        if won:
            return SZOLO_BASE * kontra + SZOLO_WON_CONSOLATION
        return -(SZOLO_BASE * kontra + SZOLO_LOST_CONSOLATION)
    if won:
        return KETTOS_BASE * kontra + KETTOS_CONSOLATION
    assert skart_index is not None  # a kettős always has one
    return -(int(2 ** skart_index) * kontra + KETTOS_CONSOLATION)


def announced_amount(figure: int, made: bool, kontra: int, count: int | None = None) -> int:
    """JK-P2: an announced figure, made ``+value·k`` or not made ``−value·k``; pagát ultimó
    ``+(2k + 15)`` / ``−(2k + 30)``; the tarokk count is always made and worth its count."""
    if figure == TAROKK_COUNT:
        assert count is not None
        return tarokk_count_value(count) * kontra
    value = ANNOUNCED_VALUE[figure]
    if figure == PAGAT_ULTIMO:
        if made:
            return value * kontra + ULTIMO_WON_CONSOLATION
        return -(value * kontra + ULTIMO_LOST_CONSOLATION)
    return value * kontra if made else -value * kontra


def figures_made(party: set[int], tricks: list[Trick], skart_cards: list[int],
                 count_skart: bool) -> set[int]:
    """JK-F2..F7: the figures the party (a set of seats) made.  Only cards won in tricks
    count, plus the party's skart pile with ``count_skart``."""
    cards: set[int] = set()
    for _leader, trick_cards, winner, _players in tricks:
        if winner in party:
            cards.update(trick_cards)
    if count_skart:
        cards.update(skart_cards)
    made: set[int] = set()
    if all(c in cards for c in HONOURS):
        made.add(TULETROA)
    if all(c in cards for c in KING_CARDS):
        made.add(NEGY_KIRALY)
    if len(tricks) == NUM_TRICKS:
        _leader, last_cards, last_winner, last_players = tricks[-1]
        winning_card = last_cards[last_players.index(last_winner)]
        if last_winner in party and winning_card == PAGAT:
            made.add(PAGAT_ULTIMO)
    for _leader, trick_cards, winner, players in tricks:
        if winner not in party:
            continue
        for card, figure in ((MOND, XXI_FOGAS), (PAGAT, PAGAT_FOGAS)):
            if card in trick_cards and players[trick_cards.index(card)] not in party:
                made.add(figure)
    if len(tricks) == NUM_TRICKS and all(winner in party for _l, _c, winner, _p in tricks):
        made.add(VOLAT)
    return made


def _item(name: str, side: str, seat: int | None, announced: bool, kontra: int,
          amount: int, declarer: int, num_players: int) -> dict[str, Any]:
    """One breakdown entry; its ``amounts`` give the declarer ``amount`` from each other
    table seat (the sitting-out dealer included, JK-D1)."""
    amounts = [-amount] * num_players
    amounts[declarer] = amount * (num_players - 1)
    return {"item": name, "side": side, "seat": seat, "announced": announced,
            "kontra": kontra, "amount": amount, "amounts": amounts}


def card_points(outcome: Outcome) -> list[int]:
    """JK-C1, JK-C2: ``[declarer, opponents]``; they always add up to 66."""
    declarer = outcome.declarer
    pile: list[int] = list(outcome.declarer_skart)
    other: list[int] = list(outcome.defender_skart)
    tricks = [0, 0]
    for _leader, cards, winner, _players in outcome.tricks:
        side = 0 if winner == declarer else 1
        (pile if side == 0 else other).extend(cards)
        tricks[side] += 1
    return [count_jokai(pile, tricks[0], len(outcome.declarer_skart)),
            count_jokai(other, tricks[1], len(outcome.defender_skart))]


def score(outcome: Outcome) -> dict[str, Any]:
    """The result dict of a finished deal (docs/jokai.md "Result")."""
    n, declarer = outcome.num_players, outcome.declarer
    opponents = set(outcome.opponents)
    points = card_points(outcome)
    ours = figures_made({declarer}, outcome.tricks, outcome.declarer_skart,
                        outcome.figures_count_skart)
    theirs = figures_made(opponents, outcome.tricks, outcome.defender_skart,
                          outcome.figures_count_skart)
    won = game_won(points[0], VOLAT in outcome.announced, VOLAT in ours)

    def item(figure_or_game: int, side: str, announced: bool, kontra: int, amount: int) -> dict[str, Any]:
        return _item(ITEM_NAMES[figure_or_game], side, declarer if side == "declarer" else None,
                     announced, kontra, amount, declarer, n)

    items = [item(0, "declarer", True, outcome.kontra[0],
                  game_amount(outcome.level, won, outcome.kontra[0], outcome.skart_index))]
    for figure in range(NUM_FIGURES):
        k = outcome.kontra[1 + figure]
        if figure in outcome.announced:
            amount = announced_amount(figure, figure in ours, k, outcome.tarokk_count)
            items.append(item(1 + figure, "declarer", True, k, amount))
        elif figure == TAROKK_COUNT:
            value = tarokk_count_value(outcome.count_at_play)
            if outcome.silent_tarokk_count and value:
                items.append(item(1 + figure, "declarer", False, 1, value))
        elif figure in ours:
            items.append(item(1 + figure, "declarer", False, 1, SILENT_VALUE[figure]))
        if figure != TAROKK_COUNT and figure in theirs:
            items.append(item(1 + figure, "defenders", False, 1, -SILENT_VALUE[figure]))

    amounts = [sum(entry["amounts"][s] for entry in items) for s in range(n)]
    tricks_won = [0] * n
    for _leader, _cards, winner, _players in outcome.tricks:
        tricks_won[winner] += 1
    return {
        "contract": outcome.level,
        "declarer": declarer,
        "partner": None,
        "annulled": False,
        "won": won,
        "card_points": points,
        "amounts": amounts,
        "items": items,
        "skart_index": outcome.skart_index,
        "tricks_won": tricks_won,
    }


def thrown_in_result(num_players: int) -> dict[str, Any]:
    """JK-B3: all three passed; no payments."""
    return {
        "contract": None, "declarer": None, "partner": None, "annulled": True, "won": None,
        "card_points": None, "amounts": [0] * num_players, "items": [], "skart_index": None,
        "tricks_won": [0] * num_players,
    }
