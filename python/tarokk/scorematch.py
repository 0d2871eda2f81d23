"""A match played with real cards, scored deal by deal at the prompts (``tarokk score
GAME --players A,B,C,…``): the match's score sheet (Slovenian radli, compulsory klop and
the škis round, SL-R; the Hungarian games' running totals, JK-D4, PK-X4) decides each
deal's dealer and seats, the deal's facts are asked as for one deal
(:mod:`tarokk.scoreprompts`), and the sheet is shown after each deal.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Optional

from . import scoreprompts
from .clitexts import text as words
from .errors import InvalidInputError

__all__ = ["score_match"]


def _thrown_in_result(info: Any, seats: int) -> dict[str, Any]:
    """What the sheet records for a deal that scores nothing (SL-D3, JK-B3, PK-B3, PK-S4)."""
    result: dict[str, Any] = {"annulled": True, "amounts": [0] * seats, "declarer": None, "won": False}
    if info.name == "slovenian":
        result.update(contract=0, partner=None, items=[])
    return result


def _seat_names(names: list[str], lang: str) -> str:
    return ", ".join(f"{seat} = {name}" for seat, name in enumerate(names))


def score_match(info: Any, opts: Any, players: list[str], lang: str, deals: Optional[int],
                say: Callable[[str], None] = print) -> bool:
    """Score the deals of a match of ``players`` until the input ends at a deal's first
    question (or, with ``deals``, after that many and, in Slovenian, the škis round). The
    sheet is said after each deal; a Slovenian match ends by charging the open radli (SL-R3).
    True if the match ended between deals, False if the input ended inside a deal (whose
    answers so far are not scored)."""
    from .cli import _match_goes_on, _say_notes, Out
    from .records import new_sheet
    sheet: Any = new_sheet(info.name, opts, players)  # a SlovenianMatch or a ScoreSheet
    slovenian = info.name == "slovenian"
    dialog = scoreprompts.DIALOGS[info.name]
    out = Out()
    say(words(lang, "score.match.start", players=", ".join(players)))

    def show(result: Any) -> None:
        say(words(lang, "score.match.thrown_in") if result == scoreprompts.THROWN_IN else result.text(lang))
    # At a terminal each deal's settlement is shown and confirmed before it goes on the sheet.
    confirm = scoreprompts.confirmed_at_a_terminal(lang, show)
    k = 0
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
            result = scoreprompts.until_consistent(ask_deal, lang, confirm)
            holder = None
            if slovenian and setup.skis_round and result != scoreprompts.THROWN_IN:
                # SL-R6: the deal of the škis round whose škis was dealt to a player is the last.
                at = scoreprompts.ask(words(lang, "score.match.skis_holder"),
                                      scoreprompts.seat_or_none(seats, None, lang))
                holder = None if at is None else setup.active_players[at]
        except EOFError:
            if scoreprompts.answered != before:
                say("")
                say(words(lang, "score.match.unscored", number=setup.number))
                _end(sheet, slovenian, out, lang, say)
                return False
            say("")
            _end(sheet, slovenian, out, lang, say)
            return True
        if confirm is None:
            show(result)
        if result == scoreprompts.THROWN_IN:
            result = _thrown_in_result(info, len(setup.active_players) if slovenian else seats)
        try:
            row = sheet.record(result, setup, skis_holder=holder) if slovenian else sheet.record(result, setup)
        except InvalidInputError as exc:  # every fact was checked by the dialogue: a bug if seen
            raise InvalidInputError(f"deal {setup.number} could not be recorded: {exc}") from None
        k += 1
        say("")
        say(sheet.text(lang))
        _say_notes(out, row, lang)
    return True


def _end(sheet: Any, slovenian: bool, out: Any, lang: str, say: Callable[[str], None]) -> None:
    """The match ends: a Slovenian sheet charges the open radli (SL-R3); the sheet is said."""
    if slovenian and not sheet.finished:
        sheet.finish()
        say(words(lang, "match.finished"))
    say(sheet.text(lang))
