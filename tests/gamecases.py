"""The registered games and presets as test cases, with random options and a random
player that reaches every phase: what the generic tests need, derived from the registry,
so that a game gets every generic test by registering."""

from __future__ import annotations

import dataclasses
import random
import typing
from typing import Any

from tarokk import count_slovenian_thirds
from tarokk.engines import engine_factory
from tarokk.errors import InvalidInputError
from tarokk.registry import VARIANTS, GameInfo

PASS_NAMES = ("pass", "passz", "naprej")


def presets() -> list[tuple[str, GameInfo, Any]]:
    """Every preset once (aliases of the same options dropped)."""
    seen: list[tuple[str, Any]] = []
    out = []
    for alias, (info, opts) in VARIANTS.items():
        if (info.name, opts) in seen:
            continue
        seen.append((info.name, opts))
        out.append((alias, info, opts))
    return out


PRESETS = presets()
PRESET_IDS = [alias for alias, _, _ in PRESETS]

#: Options that change how the cards reach the seats, beyond the presets' defaults: with
#: Paskievics' ráütés (PK-D3) nobody holds cards before the cut, and after a knock each
#: seat holds the packet it chose, not the hand dealt at its seat. The adapters, records
#: and worlds are tested on each of them besides the presets.
DEAL_VARIANTS: list[tuple[str, dict[str, Any]]] = [("paskievics", {"rautes": True}), ("paskievics-5", {"rautes": True})]


def case_id(alias: str, options: dict[str, Any]) -> str:
    return "+".join([alias, *options])


#: Every preset with its own options, then DEAL_VARIANTS: ``(alias, options)``.
CASES = [(alias, {}) for alias in PRESET_IDS] + DEAL_VARIANTS
CASE_IDS = [case_id(alias, o) for alias, o in CASES]


def random_options(rng: random.Random, opts: Any) -> Any:
    """``opts`` with each bool, int and Literal option drawn at random (the defaults more
    often); the seat count is the preset's. Values the game refuses are left alone."""
    hints = typing.get_type_hints(type(opts))
    for f in dataclasses.fields(opts):
        if f.name == "players":
            continue
        hint = hints[f.name]
        if hint is bool:
            value: Any = f.default if rng.random() < 0.7 else not f.default
        elif typing.get_origin(hint) is typing.Literal:
            value = rng.choice(typing.get_args(hint))
        elif hint is int:  # a figure's value (Paskievics PK-X2)
            value = f.default if rng.random() < 0.7 else rng.choice((0, 1, 2, 5, 13, 250))
        else:
            continue
        try:
            opts = dataclasses.replace(opts, **{f.name: value})
        except InvalidInputError:
            pass
    return opts


def random_flags(rng: random.Random, info: GameInfo) -> dict[str, Any]:
    return {flag: rng.random() < 0.15 for flag in info.deal_flags}


def new_engines(info: GameInfo, opts: Any, seed: int, dealer: int, flags: dict[str, Any]):
    """The same deal on both backends' raw engines."""
    kw = dict(seed=seed, dealer=dealer, **opts.deal_flags(**flags), **opts.engine_options())
    return [engine_factory(info.name, b)(opts.engine_players, **kw) for b in ("native", "reference")]


#: The all-tricks contracts and figures: chosen at random as often as any other action,
#: they would crowd out the rest (a Slovenian valat announced scores nothing else, SL-S2).
ALL_TRICKS = ("valat", "volát")


def choose(rng: random.Random, engine: Any, legal: list[int]) -> int:
    """A random legal action, biased so that every contract and announcement occurs: in
    the phases before the play, often a pass or the lowest other action (in the bidding
    mostly the lowest: random bids soon reach the top contracts, which score no bonuses),
    and an all-tricks action seldom. Measured on 1 000 Slovenian deals (4 players): three,
    two or one declared in 24% of them, valat in 3% (before this bias: 5% and 44%)."""
    if engine.phase != "play" and len(legal) > 1:
        names = {a: engine.action_name(a) for a in legal}
        passes = [a for a in legal if names[a] in PASS_NAMES]
        if passes and rng.random() < 0.45:
            return passes[0]
        lowest = 0.8 if engine.phase in ("bidding", "declare") else 0.35
        a = min(a for a in legal if a not in passes) if rng.random() < lowest else rng.choice(legal)
        if any(w in names[a] for w in ALL_TRICKS) and rng.random() < 0.8:
            rest = [b for b in legal if not any(w in names[b] for w in ALL_TRICKS)]
            if rest:
                return rng.choice(rest)
        return a
    return rng.choice(legal)


# What a seat may see besides the cards it has held and the cards played to tricks: the
# cards its game's rules show it, read from its view. The generic leak check
# (test_games.check_no_leak) refuses any other card in a view, so a game that shows a seat
# some talon or discarded cards must say here which, by rule. Written from the rules files.
TAROKS = set(range(22))


def _slovenian_shown(view: dict[str, Any], seat: int) -> set[int]:
    # SL-K2: the talon is turned face up; SL-L1: klop's talon cards are shown one per
    # trick; SL-P7: a hand laid open; SL-K1: the called king. SL-K3: the declarer's
    # discarded taroks are public, his other discards are not.
    shown = set(view["talon"]) | set(view["revealed"] or []) | set(_cards(view["called"]))
    return shown | (set(view["discards"]) & TAROKS)


def _jokai_shown(view: dict[str, Any], seat: int) -> set[int]:
    # JK-S3: the skart pairs the declarer looked at and did not take, to him alone.
    if view["declarer"] != seat:
        return set()
    return {c for pair in view["skart_seen"] if pair for c in pair}


def _paskievics_shown(view: dict[str, Any], seat: int) -> set[int]:
    # PK-B2/PK-H1: the invited and the called card are named, not their holders.
    # (``deviations`` pairs a seat with its card: the seat numbers go too, as the generic
    # check reads every int of a view as a card.)
    shown = set(_cards(view["called"])) | {x for pair in view["deviations"] for x in pair}
    discards = view["discards"]
    if view["num_players"] == 5 and seat == view["dealer"]:
        # PK-D4: the non-declarers' discards go to the sitting-out dealer.
        shown |= {c for t, d in enumerate(discards) if t != view["declarer"] for c in d}
    if view["skart_shown"]:
        # PK-S2: the discarded tarokks are turned face up after the first trick.
        shown |= {c for d in discards for c in d} & TAROKS
    return shown


def _cards(value: Any) -> list[int]:
    return [] if value is None else [value] if isinstance(value, int) else list(value)


#: Per registered game (``GameInfo.name``): the cards a seat's rules show it, from its view.
RIGHTLY_SHOWN = {"slovenian": _slovenian_shown, "jokai": _jokai_shown, "paskievics": _paskievics_shown}


def _slovenian_count(cards: set[int]) -> float:
    # SL-C1: counted in thirds of a point.
    return count_slovenian_thirds(sorted(cards)) / 3


#: Per registered game: the card points of a set of cards as the game counts them, for the
#: cards of a deal that ended before its last trick (the cards still in hands count for
#: nobody); None for a game whose deals are always played to the end (Jókai, Paskievics).
EARLY_END_COUNT = {"slovenian": _slovenian_count, "jokai": None, "paskievics": None}
