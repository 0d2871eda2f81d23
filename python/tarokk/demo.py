"""`make demo`: the foundation at work, then a whole deal of each game narrated (Slovenian
tarok, Jókai-hármas with its skart views, Paskievics with its call), played by the rule
players, and a Jókai score sheet of a few deals."""

from __future__ import annotations

import random
import sys

from . import PlayState, count_jokai, format_cards, points  # the public names, as a user writes them
from .cards import PACK_42, Card
from .game import Game
from .narrate import narrate
from .scoresheet import ScoreSheet


def main(seed: int = 2026) -> None:
    rng = random.Random(seed)
    print("== Cards by name ==")
    for text in ("XXI", "mond", "skíz", "pagát", "kőr király", "K♥", "pikk tízes"):
        c = Card(text)
        print(f"  {text!r:14} -> id {int(c):2}  {c.name('en'):16} {c.name('hu'):14} "
              f"{c.name('sl'):12} {c.points} point{'' if c.points == 1 else 's'}")
    deck = list(PACK_42)
    rng.shuffle(deck)
    hands = [sorted(deck[i * 12:(i + 1) * 12]) for i in range(3)]
    print("\n== A Hungarian (42-card) hand, three tricks played at random ==")
    state = PlayState(hands, 0)
    for s, h in enumerate(hands):
        print(f"  seat {s}: {format_cards(h, 'hu')}")
    for _ in range(3):
        while True:
            state.apply(rng.choice(state.legal_actions()))
            if not state.trick:
                break
        leader, cards, winner = state.tricks[-1]
        print(f"  trick: {format_cards(cards, 'hu')} -> seat {winner}")
    for s, won in enumerate(state.won):
        if won:
            print(f"  seat {s}: {points(won)} card points, "
                  f"Jókai count {count_jokai(won, state.tricks_won[s])}")
    print("\n== A whole Slovenian deal ==")
    narrate(Game("slovenian", seed=seed), rng=rng)
    print("\n== A whole Jókai-hármas deal (three-handed Hungarian tarokk) ==")
    narrate(Game("jokai", seed=seed + 1), rng=rng, style="hu")
    print("\n== A whole Paskievics deal (Hungarian XX-calling tarokk) ==")
    narrate(Game("paskievics", seed=seed), rng=rng, style="hu")
    print("\n== A Jókai score sheet: four deals by the rule players, the deal passing on ==")
    sheet = ScoreSheet("jokai", ["Anna", "Béla", "Csaba"])
    rule = Game("jokai").info.policy("rule")
    for k in range(4):
        deal = sheet.next_deal()
        g = deal.game(seed=seed + 10 + k)
        while not g.is_over:
            g.apply(rule(g, rng))
        sheet.record(g.result(), deal)
    print(sheet)


if __name__ == "__main__":
    from .cliencoding import fit_standard_streams, silenced
    fit_standard_streams()  # as the command line: plain stand-ins where the output lacks a character
    try:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
    except BrokenPipeError:  # `python -m tarokk.demo | head`: the reader went away; end quietly
        silenced(sys.stdout)
