"""A match played with real cards, scored deal by deal at the prompts (``tarokk score
GAME --players A,B,C,…``): the match's score sheet (Slovenian radli, compulsory klop and
the škis round, SL-R; the Hungarian games' running totals, JK-D4, PK-X4) decides each
deal's dealer and seats, the deal's facts are asked as for one deal
(:mod:`tarokk.scoreprompts`), and the sheet is shown after each deal.

With a sheet file (``--sheet FILE``) the match is kept after every deal, as the facts each
deal was scored from (``tarokk-scored-match/1``): a match left (Ctrl-D, a closed
terminal) goes on from the file, which is scored again when read, so a file changed by
hand is refused unless its deals still give its totals.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from typing import Any, Callable, Optional

from . import scoreprompts
from .clitexts import text as words
from .errors import InvalidInputError

__all__ = ["score_match", "read_sheet_file", "SHEET_FORMAT"]

#: The format of a sheet file.
SHEET_FORMAT = "tarokk-scored-match/1"


def _thrown_in_result(info: Any, seats: int) -> dict[str, Any]:
    """What the sheet records for a deal that scores nothing (SL-D3, JK-B3, PK-B3, PK-S4)."""
    result: dict[str, Any] = {"annulled": True, "amounts": [0] * seats, "declarer": None, "won": False}
    if info.name == "slovenian":
        result.update(contract=0, partner=None, items=[])
    return result


def _seat_names(names: list[str], lang: str) -> str:
    return ", ".join(f"{seat} = {name}" for seat, name in enumerate(names))


def _score_function(info: Any, name: str) -> Callable[..., Any]:
    """The game's score function a sheet file names (no other)."""
    import tarokk
    if name != f"score_{info.name}":
        raise InvalidInputError(f"a deal of {info.name} is scored by score_{info.name}, not {name!r}")
    fn: Callable[..., Any] = getattr(tarokk, name)
    return fn


def _int_keys(value: Any) -> Any:
    """JSON's keys are text: a mapping by seat (PK-A3's counts) comes back by number."""
    if isinstance(value, dict) and value and all(isinstance(k, str) and k.isdigit() for k in value):
        return {int(k): v for k, v in value.items()}
    return value


@dataclasses.dataclass
class _Kept:
    """What a sheet file keeps: the match's game, rules and players, and each deal's facts."""

    info: Any
    opts: Any
    players: list[str]
    deals: list[dict[str, Any]] = dataclasses.field(default_factory=list)

    def as_json(self, sheet: Any) -> str:
        from .records import _ending
        return json.dumps({"format": SHEET_FORMAT, "game": self.info.name,
                           "variant": dataclasses.asdict(self.opts), "players": self.players,
                           "deals": self.deals, **_ending(sheet), "totals": list(sheet.totals)},
                          ensure_ascii=False, indent=1)


def read_sheet_file(text: str) -> tuple[Any, Any, list[str], list[dict[str, Any]], dict[str, Any]]:
    """A sheet file's game, rules, players and deals (checked as to form; the deals are
    checked by scoring them again, :func:`_replayed`)."""
    from .registry import find_game
    from .records import _read_ending, _variant
    try:
        rec = json.loads(text)
    except ValueError as exc:
        raise InvalidInputError(f"not a sheet file (JSON): {exc}") from None
    if not isinstance(rec, dict) or rec.get("format") != SHEET_FORMAT:
        raise InvalidInputError(f"not a sheet file: its format is not {SHEET_FORMAT}")
    game = rec.get("game")
    if not isinstance(game, str):
        raise InvalidInputError("the sheet file names no game")
    info = find_game(game)
    opts = _variant(info, rec.get("variant"), match=True)
    players, deals = rec.get("players"), rec.get("deals")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise InvalidInputError("the sheet file's players are not a list of names")
    if not isinstance(deals, list) or not all(isinstance(d, dict) for d in deals):
        raise InvalidInputError("the sheet file's deals are not a list of deals")
    called, finished = _read_ending(rec, info)
    return info, opts, players, deals, {"called": called, "finished": finished, "totals": rec.get("totals")}


def _replayed(kept: _Kept, ending: dict[str, Any]) -> Any:
    """The sheet of a file's deals, each scored again from its facts; refused where a deal's
    facts do not score, or the totals are not the file's."""
    from .records import _replay_ending, new_sheet
    sheet: Any = new_sheet(kept.info.name, kept.opts, kept.players)
    for k, deal in enumerate(kept.deals):
        _replay_ending(sheet, ending["called"], k)
        setup: Any = sheet.next_deal()
        try:
            if deal.get("thrown_in") is True:
                seats = len(setup.active_players) if kept.info.name == "slovenian" else setup.num_players
                result: Any = _thrown_in_result(kept.info, seats)
            else:
                args, kwargs = deal.get("args"), deal.get("kwargs")
                if not isinstance(args, list) or not isinstance(kwargs, dict):
                    raise InvalidInputError("a deal is its score function's args and kwargs, or thrown_in")
                score = scoreprompts.rules_applied(_score_function(kept.info, str(deal.get("score"))), kept.opts)
                result = score(*args, **{k: _int_keys(v) for k, v in kwargs.items()})
            holder = deal.get("skis_holder")
            if kept.info.name == "slovenian":
                sheet.record(result, setup, skis_holder=holder)
            else:
                sheet.record(result, setup)
        except (InvalidInputError, TypeError) as exc:
            raise InvalidInputError(f"deal {k + 1} of the sheet file: {exc}") from None
    _replay_ending(sheet, ending["called"], len(kept.deals))
    if ending["finished"] and not sheet.finished:
        sheet.finish()
    if ending["totals"] != list(sheet.totals):
        raise InvalidInputError(f"the sheet file's totals {ending['totals']} are not its deals' "
                                f"{list(sheet.totals)}: it was changed")
    return sheet


def score_match(info: Any, opts: Any, players: list[str], lang: str, deals: Optional[int],
                say: Callable[[str], None] = print, *, save: Optional[Callable[[str], None]] = None,
                kept_text: Optional[str] = None) -> bool:
    """Score the deals of a match of ``players`` until the input ends at a deal's first
    question (or, with ``deals``, after that many and, in Slovenian, the škis round). The
    sheet is said after each deal; a Slovenian match ends by charging the open radli (SL-R3).
    ``save(text)`` keeps the sheet file after each deal; ``kept_text``, a sheet file read
    back, is the match to go on with (its game, rules and players are the ones given).
    True if the match ended between deals, False if the input ended inside a deal (whose
    answers so far are not scored)."""
    from .cli import _match_goes_on, _say_notes, Out
    from .records import new_sheet
    kept = _Kept(info, opts, players)
    sheet: Any
    if kept_text is not None:
        _, _, _, kept.deals, ending = read_sheet_file(kept_text)
        sheet = _replayed(kept, ending)
    else:
        sheet = new_sheet(info.name, opts, players)  # a SlovenianMatch or a ScoreSheet
    slovenian = info.name == "slovenian"
    dialog = scoreprompts.DIALOGS[info.name]
    out = Out()
    # With a sheet file, Ctrl-D leaves the match there to go on with (only --deals ends it).
    ctrl_d = words(lang, "score.match.ctrl_d_kept" if save is not None else "score.match.ctrl_d")
    say(words(lang, "score.match.start", players=", ".join(players), ctrl_d=ctrl_d))
    if kept.deals:
        say(sheet.text(lang))
    if slovenian and sheet.finished:
        return True

    def show(result: Any) -> None:
        say(words(lang, "score.match.thrown_in") if result == scoreprompts.THROWN_IN else result.text(lang))
    # At a terminal each deal's settlement is shown and confirmed before it goes on the sheet.
    confirm = scoreprompts.confirmed_at_a_terminal(lang, show)
    k = len(kept.deals)
    while deals is None or k < deals or _match_goes_on(sheet, out, lang):
        setup: Any = sheet.next_deal()
        say(out.bold(words(lang, "deal_head", number=setup.number)))
        if slovenian:
            seat_players = [players[p] for p in setup.active_players]
            seats, dealer = len(seat_players), None
            say(words(lang, "score.match.dealer", name=players[setup.dealer_player]) + "; "
                + words(lang, "deal_head.players", pairs=_seat_names(seat_players, lang)))
            if setup.compulsory_klop:
                say(words(lang, "score.match.compulsory"))
            ask_deal = functools.partial(dialog, lang=lang, seats=seats, compulsory_klop=setup.compulsory_klop,
                                         thrown_in=True, rules=opts)
        else:
            seats, dealer = setup.num_players, setup.dealer
            say(words(lang, "score.match.dealer", name=players[dealer]) + "; "
                + words(lang, "deal_head.players", pairs=_seat_names(players, lang)))
            ask_deal = functools.partial(dialog, lang=lang, seats=seats, dealer=dealer, thrown_in=True, rules=opts)
        before = scoreprompts.answered
        try:
            # A seat is asked by number, and a player's name is taken too (the numbers move
            # with the deal in Slovenian).
            with scoreprompts.players_at(seat_players if slovenian else players):
                result = scoreprompts.until_consistent(ask_deal, lang, confirm)
            facts = {"thrown_in": True} if result == scoreprompts.THROWN_IN else dict(scoreprompts.last_facts or {})
            holder = None
            if slovenian and setup.skis_round and result != scoreprompts.THROWN_IN:
                # SL-R6: the deal of the škis round whose škis was dealt to a player is the last.
                with scoreprompts.players_at(seat_players):
                    at = scoreprompts.ask(words(lang, "score.match.skis_holder"),
                                          scoreprompts.seat_or_none(seats, None, lang))
                holder = None if at is None else setup.active_players[at]
        except EOFError:
            if scoreprompts.answered != before:
                say("")
                say(words(lang, "score.match.unscored", number=setup.number))
                _end(sheet, slovenian, out, lang, say, kept, save)
                return False
            say("")
            _end(sheet, slovenian, out, lang, say, kept, save)
            return True
        if confirm is None:
            show(result)
        if result == scoreprompts.THROWN_IN:
            result = _thrown_in_result(info, len(setup.active_players) if slovenian else seats)
        row = sheet.record(result, setup, skis_holder=holder) if slovenian else sheet.record(result, setup)
        kept.deals.append({**facts, **({"skis_holder": holder} if holder is not None else {})})
        if save is not None:
            save(kept.as_json(sheet))
        k += 1
        say("")
        say(sheet.text(lang))
        _say_notes(out, row, lang)
    if save is not None:
        save(kept.as_json(sheet))
    return True


def _end(sheet: Any, slovenian: bool, out: Any, lang: str, say: Callable[[str], None], kept: _Kept,
         save: Optional[Callable[[str], None]]) -> None:
    """The input ended: the sheet is said. Without a sheet file a Slovenian match ends here,
    charging the open radli (SL-R3); with one it is kept open, to go on another time."""
    if slovenian and not sheet.finished and save is None:
        sheet.finish()
        say(words(lang, "match.finished"))
    say(sheet.text(lang))
    if save is not None:
        save(kept.as_json(sheet))
