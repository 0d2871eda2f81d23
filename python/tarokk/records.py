"""Game records: write a deal or a match as JSON, read it back, replay and validate it
(``docs/records.md``).

A record holds the game, its options, the dealer, the deal (seed, or hands and talon),
every action with its seat and name, and the result. Private parts are marked: the deal
itself, and the actions only their own seat sees (the game's ``private_action``: discards
that are not shown). :func:`public_record` keeps what one seat saw.

A match record (:func:`match_record`, ``tarokk-match/1``) holds a score sheet's deals in
order, each a deal record, with the players' seats in each and the sheet's totals, and
the deal in progress if the match was left in one; :func:`replay_match` replays every deal
into a new sheet and checks the totals.
"""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, Optional, Sequence, Union

from .errors import IllegalActionError, InvalidInputError, NotationError, first_line
from .game import Game, Settlement
from .registry import find_game

if TYPE_CHECKING:
    from .scoresheet import ScoreSheet
    from .slovenian.match import SlovenianMatch

__all__ = ["FORMAT", "MATCH_FORMAT", "record", "match_record", "to_json", "from_json", "replay",
           "replay_match", "MatchReplay", "new_sheet", "record_deal", "public_record", "seal", "check_seal",
           "check_deal"]

FORMAT = "tarokk-record/1"
MATCH_FORMAT = "tarokk-match/1"


def _as_json(value: Any) -> str:
    """A value as JSON text: ``true`` and ``1``, ``1`` and ``1.0`` differ, as in the file."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _result_differs(recorded: dict[str, Any], replayed: Settlement) -> InvalidInputError:
    """The fault of a record whose result is not the replayed settlement, naming the first
    field that differs, with both values ("… in amounts (recorded [5, -2, 0, 4], replayed
    [-2, -2, 0, 4])")."""
    found = _first_difference(recorded, replayed.to_dict(), "")
    if found is None:
        return InvalidInputError("the recorded result differs from the replayed one")
    path, a, b = found
    if isinstance(a, list) and isinstance(b, list) and len(a) != len(b):
        return InvalidInputError(f"the recorded result differs from the replayed one in {path} "
                                 f"(recorded {len(a)} entries, replayed {len(b)})")
    shown = ["no such field" if v is _ABSENT else _as_json(v) for v in (a, b)]
    if max(map(len, shown)) > 80:
        return InvalidInputError(f"the recorded result differs from the replayed one in {path}")
    return InvalidInputError(f"the recorded result differs from the replayed one in {path} "
                             f"(recorded {shown[0]}, replayed {shown[1]})")


#: A field one of two compared objects lacks (told as such, not as ``null``).
_ABSENT = object()


#: Names an engine wrote in records before renaming them, per game: (as written then, as
#: written now). Read as the names they became, so that an older record still replays; a
#: record is never rewritten (its seal covers the names as written). 2026-12-07: the
#: Paskievics figures in English text took the rules' Hungarian terms, as Jókai's have.
RENAMED: dict[str, tuple[tuple[str, str], ...]] = {
    "paskievics": (("four kings", "négy király"), ("XXI catch", "XXI fogás")),
}


def _renamed(game: str, name: Any) -> Any:
    """An action's or item's name as recorded, with the game's old words as written now."""
    if isinstance(name, str):
        for old, new in RENAMED.get(game, ()):
            name = name.replace(old, new)
    return name


def _with_renamed_items(game: str, result: Any) -> Any:
    """A recorded result with its items' old names as written now (anything else as it is)."""
    if not RENAMED.get(game) or not isinstance(result, dict) or not isinstance(result.get("items"), list):
        return result
    items = [dict(it, item=_renamed(game, it["item"])) if isinstance(it, dict) and "item" in it else it
             for it in result["items"]]
    return dict(result, items=items)


def _first_difference(a: Any, b: Any, path: str) -> Optional[tuple[str, Any, Any]]:
    """The first place where two JSON values differ, as a path into them ("items[2].amount")
    and the two values there; None if they are equal. Values short enough to show are
    shown whole ("amounts"); longer objects and lists of one length are looked into, so
    that the message shows the value that differs."""
    if a is _ABSENT or b is _ABSENT:
        return path, a, b
    if _as_json(a) == _as_json(b):
        return None
    short = max(len(_as_json(a)), len(_as_json(b))) <= 80
    if path and short:
        return path, a, b
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(b) + [k for k in a if k not in b]:
            found = _first_difference(a.get(key, _ABSENT), b.get(key, _ABSENT), f"{path}.{key}" if path else str(key))
            if found is not None:
                return found
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            found = _first_difference(x, y, f"{path}[{i}]")
            if found is not None:
                return found
    return path, a, b


def record(game: Game) -> dict[str, Any]:
    """The record of a deal so far (the result is included once it is over)."""
    if not isinstance(game, Game):
        raise InvalidInputError(f"a record is made of a tarokk.Game, not {type(game).__name__}")
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
    """A record as JSON text (a dict of the JSON kinds only, as :func:`record` makes)."""
    try:
        return json.dumps(rec, ensure_ascii=False, indent=indent)
    except (TypeError, ValueError) as e:  # a value JSON has no kind for (a set), or a cycle
        raise InvalidInputError(f"not a record that JSON can hold: {e}") from None


def from_json(text: str) -> dict[str, Any]:
    """A deal record or a match record from its JSON (its format and keys checked)."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise InvalidInputError(f"a record's JSON is text, not {type(text).__name__}")
    try:
        rec: dict[str, Any] = json.loads(text)
    except RecursionError:
        raise InvalidInputError("not a JSON record: its lists or objects are nested too deep") from None
    except json.JSONDecodeError as exc:
        raise InvalidInputError(f"not a JSON record: {first_line(exc)}") from None
    except ValueError:  # Python's limit on the digits of an int it reads (4300 by default)
        raise InvalidInputError("not a JSON record: it holds a number too long to read "
                                "(thousands of digits; no record has one)") from None
    if isinstance(rec, dict) and rec.get("format") == MATCH_FORMAT:
        _check_match(rec)
    else:
        _check(rec)
    return rec



def _variant(info: Any, options: Any, match: bool) -> Any:
    """The options object of a record's ``variant`` (of a match's record if ``match``):
    every option of the game, by name."""
    if not isinstance(options, dict):
        if match:
            raise InvalidInputError("the match record's 'variant' is not a dict of options")
        raise InvalidInputError("the record's 'variant' is not a dict of options")
    names = {f.name for f in dataclasses.fields(info.options)}
    missing, unknown = sorted(names - set(options)), sorted(set(options) - names)
    if missing or unknown:
        which = "; ".join(p for p in (missing and f"lacks {', '.join(missing)}",
                                      unknown and f"unknown {', '.join(unknown)}") if p)
        if match:
            raise InvalidInputError(f"the match record's variant is not every option of {info.name} by name: {which}")
        raise InvalidInputError(f"the record's variant is not every option of {info.name} by name: {which}")
    return info.options(**options)


#: The key of a sealed record's seal (:func:`seal`).
SEAL = "seal"


def _seal_of(rec: dict[str, Any], key: Union[bytes, str]) -> str:
    """HMAC-SHA256 (hex) under ``key`` of ``rec`` without its seal, as canonical JSON
    (keys sorted, no spaces, UTF-8): the same record gives the same seal wherever its JSON
    was written."""
    import hashlib
    import hmac
    if isinstance(key, str):
        key = key.encode("utf-8")
    if not isinstance(key, (bytes, bytearray)) or not key:
        raise InvalidInputError("a seal's key is non-empty bytes or text")
    body = {k: v for k, v in rec.items() if k != SEAL}
    try:
        text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(f"a record to seal is JSON: {exc}") from None
    return hmac.new(bytes(key), text.encode("utf-8"), hashlib.sha256).hexdigest()


def seal(rec: dict[str, Any], key: Union[bytes, str]) -> dict[str, Any]:
    """``rec`` (a deal's or a match's record) with a ``"seal"``: an HMAC-SHA256 of the rest
    under ``key``, which only a holder of the key can make. A record is checked, not sealed
    (``docs/records.md``): an edit the replay cannot tell from a real deal (another legal
    card, a record cut short) replays; a server that stores records where others can
    change them seals them, and :func:`check_seal` finds any change. The seal is kept by
    :func:`to_json`/:func:`from_json` and ignored by :func:`replay`."""
    if not isinstance(rec, dict) or rec.get("format") not in (FORMAT, MATCH_FORMAT):
        raise InvalidInputError(f"seal takes a {FORMAT} or {MATCH_FORMAT} record")
    return {**{k: v for k, v in rec.items() if k != SEAL}, SEAL: _seal_of(rec, key)}


def check_seal(rec: dict[str, Any], key: Union[bytes, str]) -> dict[str, Any]:
    """The record ``rec`` without its seal, if the seal is the one :func:`seal` made of it
    with ``key``; :class:`InvalidInputError` if it has none, or if it or the record was
    changed (or sealed with another key)."""
    import hmac
    if not isinstance(rec, dict):
        raise InvalidInputError("check_seal takes a record (a dict)")
    given = rec.get(SEAL)
    if not isinstance(given, str):
        raise InvalidInputError("the record has no seal")
    if not hmac.compare_digest(given, _seal_of(rec, key)):
        raise InvalidInputError("the record's seal does not match: the record was changed, or sealed with another key")
    return {k: v for k, v in rec.items() if k != SEAL}


def _check(rec: Any) -> None:
    if isinstance(rec, dict) and isinstance(rec.get("format"), str) and rec["format"] not in (FORMAT, MATCH_FORMAT):
        # Another version's record, say, told by what it says it is.
        raise InvalidInputError(f"not a {FORMAT} or {MATCH_FORMAT} record: its format is {_as_json(rec['format'])}")
    if not isinstance(rec, dict) or rec.get("format") != FORMAT:
        raise InvalidInputError(f"not a {FORMAT} or {MATCH_FORMAT} record")
    for key in ("game", "variant", "dealer", "deal", "actions"):
        if key not in rec:
            raise InvalidInputError(f"record lacks {key!r}")
    # The game by the name the writer writes: a preset's name ("slovenian-3") or other
    # letters would say another table than the record's.
    name = find_game(rec["game"]).name
    if rec["game"] != name:
        raise InvalidInputError(f"the record's game is named {name!r}, not {rec['game']!r}")


_MATCH_KEYS = {"game": str, "variant": dict, "players": list, "sheet": dict, "seats": list,
               "deals": list, "running": list, "totals": list}


def _check_match(rec: Any) -> None:
    if not isinstance(rec, dict) or rec.get("format") != MATCH_FORMAT:
        raise InvalidInputError(f"not a {MATCH_FORMAT} record")
    for key, kind in _MATCH_KEYS.items():
        if key not in rec:
            raise InvalidInputError(f"match record lacks {key!r}")
        if not isinstance(rec[key], kind):
            raise InvalidInputError(f"the match record's {key!r} is not a {kind.__name__}")
    name = find_game(rec["game"]).name
    if rec["game"] != name:
        raise InvalidInputError(f"the match record's game is named {name!r}, not {rec['game']!r}")
    if not len(rec["seats"]) == len(rec["running"]) == len(rec["deals"]):
        raise InvalidInputError("the match record has a 'seats' and a 'running' entry per deal")
    for i, seats in enumerate(rec["seats"]):
        if not isinstance(seats, list):
            raise InvalidInputError(f"the match record's 'seats' of deal {i + 1} is not a list of players")
    unfinished = rec.get("unfinished")
    if "unfinished" in rec and not (isinstance(unfinished, dict) and isinstance(unfinished.get("seats"), list)
                                    and isinstance(unfinished.get("record"), dict)):
        raise InvalidInputError("the match record's 'unfinished' is not an object of 'seats' (a list of players) "
                                "and 'record' (the deal in progress)")
    planned = rec.get("planned_deals")
    if "planned_deals" in rec and (not isinstance(planned, int) or isinstance(planned, bool) or planned < 1):
        raise InvalidInputError(f"the match record's 'planned_deals' is not a number of deals 1, 2, …: {_as_json(planned)}")


def replay(rec: dict[str, Any], backend: str = "native") -> Game:
    """Replay a record action by action; any illegal action or a result that differs from
    the recorded one raises :class:`InvalidInputError` naming the step."""
    try:
        return _replay(rec, backend)
    except (TypeError, AttributeError, KeyError, NotationError) as exc:  # a value of the wrong kind
        raise InvalidInputError(f"malformed record: {type(exc).__name__}: {exc}") from None


def _dealt(rec: dict[str, Any], backend: str) -> Game:
    """The record's deal before any action, its cards checked against its seed."""
    _check(rec)
    if not isinstance(rec["deal"], dict):
        raise InvalidInputError("the record's 'deal' is not a dict")
    info = find_game(rec["game"])
    v = _variant(info, rec["variant"], match=False)
    flags = {k: rec[k] for k in info.deal_flags if k in rec}
    for key, flag in flags.items():
        if not isinstance(flag, bool):
            raise InvalidInputError(f"the record's {key!r} is true or false, not {_as_json(flag)}")
    deal = rec["deal"]
    if "private" in deal and deal["private"] is not True:
        raise InvalidInputError(f"the record's deal is private (\"private\": true, docs/records.md), "
                                f"not {_as_json(deal['private'])}")
    if "seed" in deal and (isinstance(deal["seed"], bool) or not isinstance(deal["seed"], int)):
        raise InvalidInputError(f"the record's seed is a whole number, not {_as_json(deal['seed'])}")
    for key in ("hands", "talon"):
        cards = deal.get(key)
        flat = [c for h in cards for c in (h if isinstance(h, list) else [h])] if isinstance(cards, list) else [cards]
        if key in deal and any(isinstance(c, bool) or not isinstance(c, int) for c in flat):
            if key == "hands":
                raise InvalidInputError("the record's hands are lists of card ids (integers)")
            raise InvalidInputError("the record's talon are card ids (integers)")
    if ("hands" in deal) != ("talon" in deal):
        raise InvalidInputError("the record's deal has its hands and its talon together, or neither "
                                f"(it lacks {'talon' if 'hands' in deal else 'hands'!r})")
    if "seed" in deal:
        g = Game(v, seed=deal["seed"], dealer=rec["dealer"], backend=backend, **flags)
        if "hands" in deal and (g.initial_hands != deal["hands"] or g.initial_talon != deal["talon"]):
            _refuse_the_seeds_other_deal(v, deal, rec["dealer"], g.num_players, backend, flags)
    elif "hands" in deal and "talon" in deal:
        g = Game(v, hands=deal["hands"], talon=deal["talon"], dealer=rec["dealer"],
                 backend=backend, **flags)
    else:
        raise InvalidInputError("a public record cannot be replayed: it has no deal")
    return g


def _replay(rec: dict[str, Any], backend: str) -> Game:
    g = _dealt(rec, backend)
    if not isinstance(rec["actions"], list):
        raise InvalidInputError("the record's 'actions' is not a list")
    for step, entry in enumerate(rec["actions"]):
        if not isinstance(entry, dict) or not all(k in entry for k in ("seat", "action")):
            raise InvalidInputError(f"step {step}: an action is a dict with 'seat' and 'action'")
        seat, action = entry["seat"], entry["action"]
        if "name" not in entry:
            raise InvalidInputError(f"step {step}: the action has no 'name'")
        if action is None:
            raise InvalidInputError(f"step {step}: the action is hidden (a public record cannot be replayed)")
        if isinstance(seat, bool) or not isinstance(seat, int) or isinstance(action, bool) or not isinstance(action, int):
            raise InvalidInputError(f"step {step}: seat and action are integers, got {_as_json(seat)} and "
                                    f"{_as_json(action)}")
        try:
            applied = g.apply(action, seat=seat)
        except IllegalActionError as exc:
            why = str(exc)
            named, sep, reason = why.partition(" is not legal: ")
            if sep and named == _renamed(g.info.name, entry.get("name")):  # said once: "step 25 (III) is not legal: card not in hand"
                why = reason
            elif sep:  # the id names another action than the record does: say so first
                raise InvalidInputError(f"step {step}: action {action} is {named!r} here, not "
                                        f"{entry.get('name')!r} as the record says, and is not legal: "
                                        f"{reason}") from None
            raise InvalidInputError(f"step {step} ({entry.get('name')}) is not legal: {why}") from None
        except InvalidInputError as exc:  # a seat that is no seat of the table
            raise InvalidInputError(f"step {step}: {exc}") from None
        if _renamed(g.info.name, entry["name"]) != applied.name:
            raise InvalidInputError(f"step {step}: action {action} is {applied.name!r} here, "
                                    f"not {entry['name']!r} as the record says")
        # Which actions are private is the game's rule: the flag says what a public record hides.
        private = g.info.private_action(applied.name, int(applied.id))
        marked = entry.get("private", False)
        if marked is not private:
            name = repr(applied.name)
            if not isinstance(marked, bool):
                kind = "private" if private else "public"
                raise InvalidInputError(f"step {step}: {name} is {kind} (docs/records.md), "
                                        f"the record marks it \"private\": {_as_json(marked)}")
            if private:
                raise InvalidInputError(f"step {step}: {name} is private (docs/records.md), "
                                        "the record marks it public")
            raise InvalidInputError(f"step {step}: {name} is public (docs/records.md), the record marks it private")
    if "result" not in rec:
        raise InvalidInputError("record lacks 'result' (null until the deal is over)")
    result = _with_renamed_items(g.info.name, rec["result"])
    if g.is_over and result is None:
        raise InvalidInputError("the deal is over but the record has no result")
    if result is not None:
        if not g.is_over:
            raise InvalidInputError("the record has a result but its actions do not finish the deal")
        try:
            Settlement.from_dict(result, g.info.name)
        except InvalidInputError:
            pass  # a fact that is not the game's: the comparison below names it
        except (TypeError, KeyError, ValueError, AttributeError):
            raise InvalidInputError(f"the record's result is not a settlement (docs/{g.info.name}.md, "
                                    f"\"Result\")") from None
        replayed = g.result()
        # Compared as the file holds it: `"won": 1` is not `"won": true` (the settlement
        # read from it is only checked to be one, above).
        if _as_json(result) != _as_json(replayed.to_dict()):
            raise _result_differs(result, replayed)
    return g


def public_record(rec: dict[str, Any], seat: Optional[int] = None) -> dict[str, Any]:
    """The record without private parts; with ``seat``, what that seat saw: its own hand
    as it received it, its own private actions (the declarer's discards) and the others'
    it saw (the sitting-out dealer's, PK-D4), and in ``deal["seen"]`` the cards its view
    holds beyond those (``GameInfo.seen_view_keys``: the talon turned up, skart pairs
    viewed, its talon share). Without ``seat``, ``seen`` keeps what every seat saw alike.
    The record must replay (:func:`replay`): what a seat saw is the engine's answer. For a
    match record ``seat`` is a player (an index of ``players``): each deal is made public
    for the seat the player had in it (none when he sat out)."""
    if isinstance(rec, dict) and rec.get("format") == MATCH_FORMAT:
        _check_match(rec)
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < len(rec["players"])):
            raise InvalidInputError(f"seat {seat!r} is not a player of the match (0..{len(rec['players']) - 1})")
        match: dict[str, Any] = json.loads(json.dumps(rec))
        match["deals"] = [public_record(deal, seats.index(seat) if seat in seats else None)
                          for deal, seats in zip(rec["deals"], rec["seats"])]
        if "unfinished" in rec:  # the deal in progress, as far as the player saw it
            seats = rec["unfinished"]["seats"]
            match["unfinished"]["record"] = public_record(rec["unfinished"]["record"],
                                                          seats.index(seat) if seat in seats else None)
        return match
    _check(rec)
    if not isinstance(rec["deal"], dict) or not isinstance(rec["actions"], list) \
            or not all(isinstance(e, dict) for e in rec["actions"]):
        raise InvalidInputError("malformed record: 'deal' is an object and 'actions' a list of objects")
    game = replay(rec)  # a public record has no deal: "a public record cannot be replayed"
    # The seats of the deal as dealt (a record of its seed alone has no hands written).
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                             or not 0 <= seat < len(game.initial_hands)):
        raise InvalidInputError(f"seat {seat!r} is not a seat of the record's deal")
    info = game.info
    out: dict[str, Any] = json.loads(json.dumps(rec))
    seen_discards: set[int] = set()
    if seat is None:
        view = game.view(0)
        out["deal"] = {"seen": {k: view[k] for k in info.seen_view_keys if k in info.public_view_keys}}
    else:
        view = game.view(seat)
        out["deal"] = {"hand": _received(rec, seat), "seat": seat,
                       "seen": {k: view[k] for k in info.seen_view_keys}}
        seen_discards = set(_cards_in(view["discards"]))
    hide_discards = _before_discards_shown(game)
    for k, entry in enumerate(out["actions"]):
        hidden = entry.get("private") or hide_discards and str(entry.get("name", "")).startswith("discard ")
        if hidden and entry.get("seat") != seat and entry.get("action") not in seen_discards:
            # Every hidden action alike: a `private` flag left on some would tell which
            # hidden discards are the tarokks (PK-S2), found by an audit of hidden information.
            out["actions"][k] = {"seat": entry.get("seat"), "action": None, "name": "discard (hidden)"}
    _discards_in_no_order(out["actions"], seat)
    return out


def _discards_in_no_order(actions: list[dict[str, Any]], seat: Optional[int]) -> None:
    """Another seat's discards, some shown and some hidden (a Slovenian tarok discarded,
    SL-K3; Paskievics tarokks turned up after the first trick, PK-S2), in slots of their
    own: the shown ones first, by card, then the hidden ones. Where they stood would tell
    in which order that seat discarded, which a table of cards put down together never
    shows (twin deals that differ only in that order had other public records; an
    application developer's audit)."""
    slots: dict[Any, list[int]] = {}
    for k, entry in enumerate(actions):
        if entry.get("seat") != seat and str(entry.get("name", "")).startswith("discard "):
            slots.setdefault(entry.get("seat"), []).append(k)
    for indices in slots.values():
        entries = [actions[k] for k in indices]
        shown = sorted((e for e in entries if e.get("action") is not None), key=lambda e: e["action"])
        hidden = [e for e in entries if e.get("action") is None]
        for k, e in zip(indices, shown + hidden):
            actions[k] = e


def _cards_in(value: Any) -> list[int]:
    """The card ids in a view's value: a list of cards, or one list per seat."""
    return [c for v in value for c in (_cards_in(v) if isinstance(v, list) else [v])]


def _before_discards_shown(game: Game) -> bool:
    """Does the record's deal (``game``, replayed to the record's end) stop before its game
    shows the discards that are not private (PK-S2: after the first trick)? Then those are
    hidden in a public record too. The game says so itself (``skart_shown``): counting the
    cards of the record against its hands showed them after the first card of a record
    that gives its deal by seed alone, which has no hands to count."""
    if not game.info.discards_shown_after_first_trick:
        return False
    return not game.engine.view(0).get("skart_shown")


def _received(rec: dict[str, Any], seat: int) -> list[int]:
    """The cards ``seat`` received in the deal of ``rec``: its hand once it first holds
    cards. That is its hand as dealt, except in Paskievics with ráütés (PK-D3): nothing
    before the cut, and after a knock the packet it chose, which is another seat's hand as
    dealt (``initial_hands``)."""
    try:
        g = _dealt(rec, "native")
        if not g.initial_hands[seat]:
            return []  # a dealer sitting out
        for entry in rec["actions"]:
            if g.hands[seat]:
                break
            g.apply(entry["action"], seat=entry["seat"])
    except (IllegalActionError, TypeError, KeyError) as exc:
        raise InvalidInputError(f"malformed record: {type(exc).__name__}: {exc}") from None
    hand: list[int] = g.hands[seat]
    return hand


# -- matches ------------------------------------------------------------------------------
Sheet = Union["SlovenianMatch", "ScoreSheet"]


class MatchReplay(NamedTuple):
    """A replayed match: the score sheet with every finished deal recorded, the deals, and
    the sheet's next deal as far as it was played if the record has one (``unfinished``,
    not on the sheet: ``sheet.next_deal()`` is its setup)."""

    sheet: Sheet
    games: list[Game]
    unfinished: Optional[Game] = None


def _sheet_options(sheet: Sheet) -> dict[str, Any]:
    """What a new sheet needs besides the game, the variant and the players."""
    from .slovenian.match import SlovenianMatch
    if isinstance(sheet, SlovenianMatch):
        return {"radl_sitting_out": sheet.radl_sitting_out,
                "radl_for_valat_bonus": sheet.radl_for_valat_bonus, "skis_round": sheet.skis_round}
    first = sheet.sheet[0].dealer if sheet.sheet else sheet.next_deal().dealer
    return {"throw_in_passes_deal": sheet.throw_in_passes_deal, "first_dealer": first}


def new_sheet(game: str, variant: Any, players: Sequence[str], **options: Any) -> Sheet:
    """An empty score sheet of ``game`` whose deals are played by ``variant`` (None: the
    preset for as many players): Slovenian a :class:`SlovenianMatch`, the Hungarian games a
    :class:`ScoreSheet`. ``options`` are the sheet's own (:func:`_sheet_options`)."""
    if find_game(game).name == "slovenian":
        from .slovenian.match import SlovenianMatch
        return SlovenianMatch(players, variant=variant, **options)
    from .scoresheet import ScoreSheet
    return ScoreSheet(game, players, variant=variant, **options)


def _seating(setup: Any) -> list[Optional[int]]:
    """The player at each table seat of a deal of the sheet."""
    players = getattr(setup, "active_players", None)  # Slovenian: seat 0 is the forehand
    return list(players) if players is not None else list(range(setup.num_players))


def _skis_holder(setup: Any, game: Game) -> Optional[int]:
    """SL-R6: in a deal of the škis round, the player dealt the škis (None: in the talon)."""
    if not getattr(setup, "skis_round", False):
        return None
    seat = next((s for s, h in enumerate(game.initial_hands) if 21 in h), None)
    return None if seat is None else int(setup.active_players[seat])


def check_deal(setup: Any, game: Game) -> None:
    """Refuse ``game`` if it is not the sheet's deal ``setup`` (its ``next_deal()``):
    another dealer, other rules, other seats, another compulsory-klop flag, in the words
    :func:`record_deal` refuses it with at the end; finished or not. A server that resumes
    a match mid-deal (the sheet from its record, the deal from another) checks here that
    the two belong together, before any card is played on."""
    if not isinstance(game, Game):
        raise InvalidInputError(f"check_deal takes a tarokk.Game, not {type(game).__name__}")
    why = _deal_is_setup(record(game), setup)
    if why is not None:
        raise InvalidInputError(f"not the sheet's deal: {why}")


def record_deal(sheet: Sheet, setup: Any, game: Game) -> Any:
    """Score the finished ``game``, the sheet's deal ``setup`` (its ``next_deal()``), on
    ``sheet`` (Slovenian: with the škis round's holder, SL-R6); returns the sheet's row.
    A game that is not that deal (another dealer, other rules, other seats) is refused
    before the sheet changes: :func:`match_record` could never write the row."""
    from .slovenian.match import SlovenianMatch
    if not isinstance(game, Game):
        raise InvalidInputError(f"record_deal scores a tarokk.Game, not {type(game).__name__}")
    check_deal(setup, game)
    if isinstance(sheet, SlovenianMatch):
        return sheet.record(game.result().to_dict(), setup, skis_holder=_skis_holder(setup, game))
    return sheet.record(game.result(), setup)


def _rules_differ(rec: dict[str, Any], setup: Any) -> Optional[str]:
    """Why the deal record ``rec`` is not played by the rules of the sheet's deal ``setup``
    (its variant's options a deal's engine takes), or None. The sheet's own options
    (Slovenian radli and škis round, Jókai JK-D4) and the number of players are the
    match's business: a deal's record need not have them."""
    want = setup.variant
    if want is None:
        return None
    info = find_game(rec["game"])
    if info.name != want.game:
        return f"it is a deal of {info.title}"
    if not isinstance(rec["variant"], dict):
        return "its 'variant' is not a dict of options"
    try:
        have = info.options(**{"players": want.players, **rec["variant"]})
    except (TypeError, InvalidInputError) as exc:
        return f"its variant options are not {info.name}'s: {exc}"
    ours, theirs = want.engine_options(), have.engine_options()
    diff = [k for k in ours if theirs[k] != ours[k]]
    if diff:
        return (f"it is played with {', '.join(f'{k}={theirs[k]!r}' for k in diff)}, "
                f"the match's rules have {', '.join(f'{k}={ours[k]!r}' for k in diff)}")
    # The sheet's own options it need not state; those it states are the match's.
    stated = [k for k in rec["variant"] if k not in ours and getattr(have, k, None) != getattr(want, k, None)]
    if stated:
        return (f"it says {', '.join(f'{k}={getattr(have, k)!r}' for k in stated)}, "
                f"the match's rules have {', '.join(f'{k}={getattr(want, k)!r}' for k in stated)}")
    return None


def _deal_is_setup(rec: dict[str, Any], setup: Any) -> Optional[str]:
    """Why the deal record ``rec`` is not the deal the sheet deals next, or None."""
    dealer = getattr(setup, "engine_dealer_seat", getattr(setup, "dealer", None))
    if rec["dealer"] != dealer:
        return f"its dealer is seat {_as_json(rec['dealer'])}, the sheet deals from seat {dealer}"
    why = _rules_differ(rec, setup)
    if why is not None:
        return why
    if bool(rec.get("compulsory_klop", False)) != bool(getattr(setup, "compulsory_klop", False)):
        return "its compulsory klop flag is not the sheet's (SL-B6)"
    hands = rec["deal"].get("hands") if isinstance(rec["deal"], dict) else None
    seats = len(hands) if isinstance(hands, list) else None
    want = setup.num_seats if hasattr(setup, "num_seats") else setup.num_players
    if seats is not None and seats != want:
        return f"it is dealt to {seats} seats, the sheet's deal to {want}"
    return None


def _ending(sheet: Sheet) -> dict[str, Any]:
    """How a Slovenian match ends (SL-R6, SL-R3): after how many deals the škis round was
    called (None: not yet), and whether it is over; nothing for the Hungarian sheets."""
    from .slovenian.match import SlovenianMatch
    if not isinstance(sheet, SlovenianMatch):
        return {}
    return {"skis_round_called_after": sheet.skis_round_called_after, "finished": sheet.finished}


def _read_ending(rec: dict[str, Any], info: Any) -> tuple[Optional[int], bool]:
    """The recorded ending (:func:`_ending`) of a match record, checked. A Slovenian record
    must say both (``null`` and ``false`` for a match still going): without them a finished
    match would read as one still going, its open radli (SL-R3) uncharged."""
    called, finished = rec.get("skis_round_called_after"), rec.get("finished", False)
    if info.name != "slovenian":
        if "skis_round_called_after" in rec or "finished" in rec:
            raise InvalidInputError(f"a {info.name} match record has no škis round and no 'finished'")
        return None, False
    for key in ("skis_round_called_after", "finished"):
        if key not in rec:
            raise InvalidInputError(f"the Slovenian match record lacks {key!r} (null or false for a match still going)")
    if called is not None and (not isinstance(called, int) or isinstance(called, bool)
                               or not 0 <= called <= len(rec["deals"])):
        raise InvalidInputError(f"the match record's 'skis_round_called_after' is not a number of "
                                f"deals 0..{len(rec['deals'])}: {_as_json(called)}")
    if not isinstance(finished, bool):
        raise InvalidInputError(f"the match record's 'finished' is not true or false: {_as_json(finished)}")
    return called, finished


def _replay_ending(sheet: Sheet, called: Optional[int], deals_done: int) -> None:
    """Call the škis round on ``sheet`` if the record says it was called after
    ``deals_done`` deals (SL-R6)."""
    from .slovenian.match import SlovenianMatch
    if called == deals_done and isinstance(sheet, SlovenianMatch):
        sheet.call_skis_round()


def match_record(sheet: Sheet, games: Sequence[Game], unfinished: Optional[Game] = None,
                 planned_deals: Optional[int] = None) -> dict[str, Any]:
    """The record of a match: ``sheet`` (a :class:`SlovenianMatch` or a
    :class:`ScoreSheet`) with ``games``, the deals it recorded, in order; ``unfinished``,
    the sheet's next deal as far as it is played (a match left mid-deal, to go on with
    later); ``planned_deals``, how many deals the match was to have (Slovenian: before its
    škis round), for whoever goes on with it. Raises :class:`InvalidInputError` if the
    sheet has rows that are not deals (a penalty, a misdeal), the games are not its deals,
    or ``unfinished`` is over or not the sheet's next deal."""
    from .scoresheet import ScoreSheet
    from .slovenian.match import SlovenianMatch
    if not isinstance(sheet, (SlovenianMatch, ScoreSheet)):
        raise InvalidInputError(f"a match record is made of a SlovenianMatch or a ScoreSheet, not {type(sheet).__name__}")
    if isinstance(games, (str, bytes)) or not isinstance(games, Sequence):
        raise InvalidInputError(f"games are the sheet's deals as a list of tarokk.Game, not {type(games).__name__}")
    deal_rows = [r for r in sheet.sheet if r.kind in ("deal", "thrown in", "annulled")]
    if len(deal_rows) != len(sheet.sheet):
        raise InvalidInputError("a match record holds played deals only: the sheet has other rows")
    if len(games) != len(deal_rows):
        raise InvalidInputError(f"the sheet has {len(deal_rows)} deals, {len(games)} games were given")
    info = find_game(sheet.variant.game)
    # Replaying into a new sheet checks that the games are the sheet's deals.
    replayed = new_sheet(info.name, sheet.variant, sheet.players, **_sheet_options(sheet))
    ending = _ending(sheet)
    called = ending.get("skis_round_called_after")
    seats, running = [], []
    for k, g in enumerate(games):
        _replay_ending(replayed, called, k)
        setup = replayed.next_deal()
        why = _deal_is_setup(record(g), setup)
        if why is not None or not g.is_over:
            raise InvalidInputError(f"deal {k + 1}: not the sheet's deal: {why or 'it is not over'}")
        seats.append(_seating(setup))
        record_deal(replayed, setup, g)
        running.append(list(replayed.totals))
    _replay_ending(replayed, called, len(games))
    if replayed.totals != sheet.totals:
        raise InvalidInputError(f"the games give the totals {list(replayed.totals)}, the sheet has {list(sheet.totals)}")
    extra: dict[str, Any] = {}
    if unfinished is not None:
        if ending.get("finished"):
            raise InvalidInputError("the unfinished deal: the match is finished, it deals no more")
        extra["unfinished"] = {"seats": _next_seating(replayed, unfinished), "record": record(unfinished)}
    if planned_deals is not None:
        if isinstance(planned_deals, bool) or not isinstance(planned_deals, int) or planned_deals < 1:
            raise InvalidInputError(f"planned_deals is a number of deals 1, 2, …, not {planned_deals!r}")
        extra["planned_deals"] = planned_deals
    return {
        "format": MATCH_FORMAT,
        "game": info.name,
        "variant": dataclasses.asdict(sheet.variant),
        "players": list(sheet.players),
        "sheet": _sheet_options(sheet),
        "seats": seats,
        "deals": [record(g) for g in games],
        "running": running,
        "totals": list(sheet.totals),
        **ending,
        **extra,
    }


def _next_seating(sheet: Sheet, game: Game) -> list[Optional[int]]:
    """The seats of ``game``, checked to be the deal ``sheet`` deals next and not over."""
    if not isinstance(game, Game):
        raise InvalidInputError(f"the unfinished deal is a tarokk.Game, not {type(game).__name__}")
    setup = sheet.next_deal()
    why = _deal_is_setup(record(game), setup)
    if why is None and game.is_over:
        why = "it is over (a finished deal is one of the games)"
    if why is not None:
        raise InvalidInputError(f"the unfinished deal: not the sheet's next deal in progress: {why}")
    return _seating(setup)


def replay_match(rec: dict[str, Any], backend: str = "native") -> MatchReplay:
    """Replay a match record: each deal as :func:`replay` does, checked to be the deal the
    sheet deals next (dealer, seats, flags), recorded into a new sheet; then the recorded
    totals must be the sheet's. Anything wrong raises :class:`InvalidInputError` naming the
    deal (from 0) and, inside it, the step."""
    try:
        return _replay_match(rec, backend)
    except (TypeError, AttributeError, KeyError, IndexError, ValueError) as exc:
        if isinstance(exc, InvalidInputError):
            raise
        raise InvalidInputError(f"malformed match record: {type(exc).__name__}: {exc}") from None


def _replay_match(rec: dict[str, Any], backend: str) -> MatchReplay:
    _check_match(rec)
    info = find_game(rec["game"])
    variant = _variant(info, rec["variant"], match=True)
    known = (("radl_sitting_out", "radl_for_valat_bonus", "skis_round") if info.name == "slovenian"
             else ("throw_in_passes_deal", "first_dealer"))  # what _sheet_options writes
    unknown = sorted(set(rec["sheet"]) - set(known))
    if unknown:
        raise InvalidInputError(f"the match record's sheet has options a {info.name} sheet does not: "
                                f"{', '.join(map(str, unknown))} (it has {', '.join(known)})")
    try:
        sheet = new_sheet(info.name, variant, rec["players"], **rec["sheet"])
    except TypeError as exc:
        raise InvalidInputError(f"the match record's options are not {info.name}'s: {exc}") from None
    # The sheet's options (Slovenian radli and škis round, Jókai JK-D4) are in its variant
    # too: both say the same.
    differ = [k for k, v in rec["variant"].items() if _as_json(getattr(sheet.variant, k)) != _as_json(v)]
    if differ:
        raise InvalidInputError(f"the match record's variant and its sheet disagree on {', '.join(differ)}")
    # The sheet's options as the sheet took them: `null` for a yes-or-no is not its default.
    taken = _sheet_options(sheet)
    differ = [k for k, v in rec["sheet"].items() if k not in taken or _as_json(taken[k]) != _as_json(v)]
    if differ:
        raise InvalidInputError(f"the match record's sheet options {', '.join(differ)} are not as a sheet "
                                f"takes them ({_as_json(taken)})")
    called, finished = _read_ending(rec, info)
    games = []
    for k, (deal, seats, running) in enumerate(zip(rec["deals"], rec["seats"], rec["running"])):
        try:
            _replay_ending(sheet, called, k)
            setup, g = _replay_next_deal(sheet, deal, seats, info, backend)
            if not g.is_over:
                raise InvalidInputError("the deal is not finished")
            record_deal(sheet, setup, g)
            if _as_json(list(sheet.totals)) != _as_json(running):
                raise InvalidInputError(f"the totals after it are {_as_json(list(sheet.totals))}, "
                                        f"not {_as_json(running)} as recorded")
        except InvalidInputError as exc:
            raise InvalidInputError(f"deal {k + 1}: {exc}") from None
        games.append(g)
    _replay_ending(sheet, called, len(games))
    if _as_json(list(sheet.totals)) != _as_json(rec["totals"]):
        raise InvalidInputError(f"the recorded totals {_as_json(rec['totals'])} differ from the replayed "
                                f"{_as_json(list(sheet.totals))}")
    from .slovenian.match import SlovenianMatch
    if isinstance(sheet, SlovenianMatch):
        if finished and not sheet.finished:
            sheet.finish()  # ended by hand (SL-R3)
        if sheet.finished != finished:
            raise InvalidInputError("the match ended with its škis round's last deal (SL-R6), but "
                                    "the record says it is not finished")
    unfinished = None
    if "unfinished" in rec:
        unfinished = _replay_unfinished(sheet, rec, info, backend)
    return MatchReplay(sheet, games, unfinished)


def _replay_unfinished(sheet: Sheet, rec: dict[str, Any], info: Any, backend: str) -> Game:
    """The match record's deal in progress, replayed and checked to be the sheet's next deal."""
    k = len(rec["deals"]) + 1
    try:
        deal, seats = rec["unfinished"]["record"], rec["unfinished"]["seats"]
        if getattr(sheet, "finished", False):
            raise InvalidInputError("the match is finished: it deals no more")
        _, g = _replay_next_deal(sheet, deal, seats, info, backend)
        if g.is_over:
            raise InvalidInputError("the deal is over: a finished deal is one of 'deals'")
    except InvalidInputError as exc:
        raise InvalidInputError(f"deal {k} (unfinished): {exc}") from None
    return g


def _replay_next_deal(sheet: Sheet, deal: Any, seats: Any, info: Any, backend: str) -> tuple[Any, Game]:
    """A match record's deal, checked to be the deal ``sheet`` deals next (the game, the
    dealer, the rules, the players' seats) and replayed: its setup and its game."""
    _check(deal)
    if find_game(deal["game"]).name != info.name:
        raise InvalidInputError(f"a deal of {deal['game']!r} in a match of {info.name}")
    setup = sheet.next_deal()
    why = _deal_is_setup(deal, setup)
    if why is not None:
        raise InvalidInputError(f"not the sheet's deal: {why}")
    if _as_json(seats) != _as_json(_seating(setup)):
        raise InvalidInputError(f"the players sit {_as_json(_seating(setup))}, not {_as_json(seats)} as recorded")
    return setup, replay(deal, backend)


def _refuse_the_seeds_other_deal(v: Any, deal: dict[str, Any], dealer: int, seats: int, backend: str,
                                 flags: dict[str, Any]) -> NoReturn:
    """Refuse a seeded record whose cards are not that seed's deal with the recorded
    dealer, saying so; if they are its deal with another dealer, the dealer is what changed."""
    seed = deal["seed"]
    for other in range(seats):
        if other != dealer:
            g = Game(v, seed=seed, dealer=other, backend=backend, **flags)
            if g.initial_hands == deal["hands"] and g.initial_talon == deal["talon"]:
                raise InvalidInputError(f"the recorded cards are not the deal of seed {seed} with dealer {dealer}: "
                                        f"they are its deal with dealer {other}")
    raise InvalidInputError(f"the recorded cards are not the deal of seed {seed} with dealer {dealer}")
