"""The ``tarokk`` command.

    tarokk deal [VARIANT] [--seed N] [--lang en|sl]     narrate a whole deal
    tarokk play [VARIANT] [--seat S] [--seed N]         play one seat against bots
    tarokk replay FILE                                  check a JSON record and show its result
    tarokk variants                                     list presets and their options
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from typing import Optional, Sequence

from .errors import TarokkError


def _deal(args: argparse.Namespace) -> int:
    from .game import Game
    from .narrate import narrate
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    print(f"(seed {seed})")
    narrate(Game(args.variant, seed=seed, dealer=args.dealer), rng=random.Random(seed))
    return 0


def _play(args: argparse.Namespace) -> int:
    from .dialogue import Dialogue
    from .game import Game
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    game = Game(args.variant, seed=seed)
    if not 0 <= args.seat < game.num_players:
        print(f"tarokk: --seat {args.seat} is not a seat of {game.num_players}", file=sys.stderr)
        return 2
    bot = game.info.policy(game.info.default_policy)
    rng = random.Random(seed)
    dialogue = Dialogue(game, args.lang)
    print(f"(seed {seed}) You are seat {args.seat}.")
    while (q := dialogue.question()) is not None:
        if q.seat != args.seat:
            action = game.apply(bot(game, rng))
            print(f"seat {q.seat}: {action.name if args.lang == 'en' else action.local}")
            continue
        print(game.view(args.seat))
        print(q)
        try:
            text = input("> ")
        except EOFError:
            return 1
        try:
            dialogue.answer(text)
        except TarokkError as exc:
            print(f"  {exc}")
    print(game.result())
    return 0


def _replay(args: argparse.Namespace) -> int:
    from .records import from_json, replay
    with open(args.file, encoding="utf-8") as f:
        game = replay(from_json(f.read()))
    print(f"record OK: {len(game.history)} actions")
    if game.is_over:
        print(game.result())
    return 0


def _variants(args: argparse.Namespace) -> int:
    from .registry import VARIANTS
    for name, (info, v) in VARIANTS.items():
        opts = ", ".join(f"{f.name}={getattr(v, f.name)!r}" for f in dataclasses.fields(v))
        print(f"{name} ({info.title}): {opts}")
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="tarokk", description="tarokk rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("deal", help="narrate a whole deal")
    p.add_argument("variant", nargs="?", default="slovenian")
    p.add_argument("--seed", type=int)
    p.add_argument("--dealer", type=int, default=0)
    p.set_defaults(run=_deal)
    p = sub.add_parser("play", help="play one seat against bots")
    p.add_argument("variant", nargs="?", default="slovenian")
    p.add_argument("--seat", type=int, default=0)
    p.add_argument("--seed", type=int)
    p.add_argument("--lang", choices=["en", "sl", "hu"], default="en")
    p.set_defaults(run=_play)
    p = sub.add_parser("replay", help="replay and check a JSON record")
    p.add_argument("file")
    p.set_defaults(run=_replay)
    p = sub.add_parser("variants", help="list presets")
    p.set_defaults(run=_variants)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except TarokkError as exc:
        print(f"tarokk: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
