"""`make demo`: deal random hands and play a few legal random tricks, by card name."""

from __future__ import annotations

import random

from . import _core
from .cards import PACK_42, PACK_54, Card


def _play(title: str, pack: tuple[Card, ...], seats: int, per_hand: int, style: str,
          rng: random.Random, count) -> None:
    deck = list(pack)
    rng.shuffle(deck)
    hands = [sorted(deck[i * per_hand:(i + 1) * per_hand]) for i in range(seats)]
    print(f"== {title}: {seats} hands of {per_hand} ==")
    for seat, hand in enumerate(hands):
        print(f"  seat {seat}: {_core.format_cards(hand, style)}")
    state = _core.PlayState(hands, 0, emperor=pack is PACK_54)
    for _ in range(3):
        leader = state.current_player
        while True:
            legal = state.legal_actions()
            state.apply(rng.choice(legal))
            if not state.trick:
                break
        lead, cards, winner = state.tricks[-1]
        names = ", ".join(f"seat {(leader + i) % seats} {_core.format_card(c, style)}"
                          for i, c in enumerate(cards))
        print(f"  trick {len(state.tricks)}: {names} -> won by seat {winner}")
    for seat, won in enumerate(state.won):
        if won:
            print(f"  seat {seat} won {_core.format_cards(won, style)}: {count(won, seat, state)}")
    print()


def main(seed: int | None = None) -> None:
    rng = random.Random(seed)
    _play("Slovenian tarok (54 cards)", PACK_54, 4, 12, "sl", rng,
          lambda won, s, st: f"{_core.count_slovenian_thirds(won)}/3 points in thirds "
                             f"(= {_core.count_slovenian(won)} rounded)")
    _play("Hungarian tarokk (42 cards)", PACK_42, 4, 9, "hu", rng,
          lambda won, s, st: f"{_core.points(won)} card points")
    _play("Jókai-hármas (42 cards, 3 hands)", PACK_42, 3, 12, "hu", rng,
          lambda won, s, st: f"{_core.count_jokai(won, st.tricks_won[s])} after −2 a trick")


if __name__ == "__main__":
    main()
