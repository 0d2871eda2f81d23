"""Game records: write a deal as JSON, read it back, replay and validate it
(``docs/records.md``).

A record holds the game, its options, the dealer, the deal (seed, or hands and talon),
every action with its seat and name, and the result. Private parts are marked: the deal
itself, and the actions only their own seat sees (the game's ``private_action``: discards
that are not shown). :func:`public_record` keeps what one seat saw.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Optional

from .errors import IllegalActionError, InvalidInputError
from .game import Game, Settlement
from .registry import find_game

__all__ = ["FORMAT", "record", "to_json", "from_json", "replay", "public_record"]

FORMAT = "tarokk-record/1"


def record(game: Game) -> dict[str, Any]:
    """The record of a deal so far (the result is included once it is over)."""
    deal: dict[str, Any] = {"hands": game.initial_hands, "talon": game.initial_talon, "private": True}
    if game.seed is not None:
        deal["seed"] = game.seed
    actions = []
    private = game.info.private_action
    for seat, action in game.history:
        entry = {"seat": seat, "action": int(action.id), "name": action.name}
        if private(action.name, int(action.id)):
            entry["private"] = True
        actions.append(entry)
    opts = dataclasses.asdict(game.variant)
    return {
        "format": FORMAT,
        "game": game.game,
        "variant": opts,
        "dealer": game.dealer,
        **game.deal_flags,
        "deal": deal,
        "actions": actions,
        "result": game.result().to_dict() if game.is_over else None,
    }


def to_json(rec: dict[str, Any], indent: Optional[int] = 1) -> str:
    return json.dumps(rec, ensure_ascii=False, indent=indent)


def from_json(text: str) -> dict[str, Any]:
    try:
        rec: dict[str, Any] = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"not a JSON record: {exc}") from None
    _check(rec)
    return rec


def _check(rec: Any) -> None:
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        raise InvalidInputError(f"not a {FORMAT} record")
    for key in ("game", "variant", "dealer", "deal", "actions"):
        if key not in rec:
            raise InvalidInputError(f"record lacks {key!r}")


def replay(rec: dict[str, Any], backend: str = "native") -> Game:
    """Replay a record action by action; any illegal action or a result that differs from
    the recorded one raises :class:`InvalidInputError` naming the step."""
    try:
        return _replay(rec, backend)
    except (TypeError, AttributeError, KeyError) as exc:  # a value of the wrong kind
        raise InvalidInputError(f"malformed record: {type(exc).__name__}: {exc}") from None


def _replay(rec: dict[str, Any], backend: str) -> Game:
    _check(rec)
    if not isinstance(rec["deal"], dict):
        raise InvalidInputError("the record's 'deal' is not a dict")
    info = find_game(rec["game"])
    if not isinstance(rec["variant"], dict):
        raise InvalidInputError("the record's 'variant' is not a dict of options")
    try:
        v = info.options(**rec["variant"])
    except TypeError as exc:
        raise InvalidInputError(f"the record's variant options are not {info.name}'s: {exc}") from None
    flags = {k: rec[k] for k in info.deal_flags if k in rec}
    deal = rec["deal"]
    if "seed" in deal:
        g = Game(v, seed=deal["seed"], dealer=rec["dealer"], backend=backend, **flags)
        if "hands" in deal and (g.hands != deal["hands"] or g.talon != deal["talon"]):
            raise InvalidInputError("the recorded cards differ from the deal of the recorded seed")
    elif "hands" in deal and "talon" in deal:
        g = Game(v, hands=deal["hands"], talon=deal["talon"], dealer=rec["dealer"],
                 backend=backend, **flags)
    else:
        raise InvalidInputError("a public record cannot be replayed: it has no deal")
    if not isinstance(rec["actions"], list):
        raise InvalidInputError("the record's 'actions' is not a list")
    for step, entry in enumerate(rec["actions"]):
        if not isinstance(entry, dict) or not all(k in entry for k in ("seat", "action")):
            raise InvalidInputError(f"step {step}: an action is a dict with 'seat' and 'action'")
        seat, action = entry["seat"], entry["action"]
        if action is None:
            raise InvalidInputError(f"step {step}: the action is hidden (a public record cannot be replayed)")
        if isinstance(seat, bool) or not isinstance(seat, int) or isinstance(action, bool) or not isinstance(action, int):
            raise InvalidInputError(f"step {step}: seat and action are integers, got {seat!r} and {action!r}")
        try:
            applied = g.apply(action, seat=seat)
        except IllegalActionError as exc:
            raise InvalidInputError(f"step {step} ({entry.get('name')}) is not legal: {exc}") from None
        if "name" in entry and entry["name"] != applied.name:
            raise InvalidInputError(f"step {step}: action {action} is {applied.name!r} here, "
                                    f"not {entry['name']!r} as the record says")
    if rec.get("result") is not None:
        if not g.is_over:
            raise InvalidInputError("the record has a result but its actions do not finish the deal")
        if g.result() != Settlement.from_dict(rec["result"], info.name):
            raise InvalidInputError("the recorded result differs from the replayed one")
    return g


def public_record(rec: dict[str, Any], seat: Optional[int] = None) -> dict[str, Any]:
    """The record without private parts; with ``seat``, what that seat saw: its own hand
    as dealt and its own private actions (the declarer's discards) are kept."""
    out: dict[str, Any] = json.loads(json.dumps(rec))
    deal = out["deal"]
    kept: dict[str, Any] = {}
    if seat is not None and "hands" in deal:
        kept = {"hand": deal["hands"][seat], "seat": seat}
    out["deal"] = kept
    for entry in out["actions"]:
        if entry.get("private") and entry.get("seat") != seat:
            entry["action"] = None
            entry["name"] = "discard (hidden)"
    return out
