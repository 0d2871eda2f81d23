"""Typed result facts: what a game's settlement says beyond the fields every game has.

``Settlement.extra`` holds them as the protocol's plain dict (``docs/<game>.md``,
"Result"); ``Settlement.facts`` gives them as a frozen dataclass of the game's own class
(the registry's ``GameInfo.facts_class`` says which), with lists made tuples:

    >>> import random, tarokk
    >>> g = tarokk.Game("jokai", seed=3)
    >>> rule = tarokk.find_game("jokai").policy("rule")
    >>> while not g.is_over:
    ...     _ = g.apply(rule(g, random.Random(0)))
    >>> f = g.result().facts
    >>> isinstance(f, tarokk.JokaiFacts), len(f.tricks_won)
    (True, 3)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Optional

__all__ = ["Facts", "SlovenianFacts", "JokaiFacts", "PaskievicsFacts", "facts_from_dict"]


@dataclass(frozen=True)
class Facts:
    """A game without facts of its own."""


@dataclass(frozen=True)
class SlovenianFacts(Facts):
    #: The seats dealt no tarok (SL-D3: the deal is annulled), in seat order.
    no_tarok: tuple[int, ...] = ()


@dataclass(frozen=True)
class JokaiFacts(Facts):
    #: The skart index 1..5 of a kettős (JK-S), None in szóló and a throw-in.
    skart_index: Optional[int] = None
    #: Tricks won per table seat (all 0 for a throw-in).
    tricks_won: tuple[int, ...] = ()


@dataclass(frozen=True)
class PaskievicsFacts(Facts):
    #: The called card (its id), None when nothing was called.
    called: Optional[int] = None
    #: The game item replaced by dupla or volát (PK-X3).
    game_replaced: bool = False
    #: The called card lies among the discards and the official kontra was announced (PK-H5).
    official_kontra: bool = False


def facts_from_dict(cls: type[Facts], extra: dict[str, Any]) -> Facts:
    """The facts of class ``cls`` from a settlement's ``extra`` dict (lists become tuples;
    a key the class does not know is an error, so a new fact cannot go unnoticed)."""
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = set(extra) - names
    if unknown:
        raise KeyError(f"{cls.__name__} has no field for {', '.join(sorted(unknown))}")
    return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in extra.items()})
