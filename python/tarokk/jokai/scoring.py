"""Score a Jókai deal entered by hand: a deal played with real cards at a real table, given
as what happened (level, skart index, card points, announcements and kontras, figures
made), scored by the same core function that scores the engine's own deals
(``jokai::tally_deal``).

    >>> r = score_jokai("solo", 0, card_points=40, kontra={"game": "rekontra"})
    >>> r.amounts, [(i.item, i.amount) for i in r.items]
    ((116, -58, -58), [('game', 58)])
"""

from __future__ import annotations

import collections.abc
from typing import Iterable, Mapping, Optional, Sequence, Union

from .. import _core
from .._checks import card_points as card_points_arg, flag, fold_words, mapping, party, seat_number
from ..errors import InvalidInputError
from ..game import Settlement
from .texts import CONTRACT_NAMES, FIGURES

__all__ = ["score_jokai", "FIGURES", "KONTRA_FACTORS"]

#: Kontra words (JK-A2) and their factors.
KONTRA_FACTORS = {"": 1, "kontra": 2, "rekontra": 4}

Side = str  # "declarer" or "defenders"


_fold = fold_words


#: Each figure by its name (FIGURES), accents optional, and by the other names the game's
#: own actions take (docs/jokai.md): English, and Hungarian (tarokkszám, pagátultimó).
_FIGURE_KEYS = {_fold(name): i for i, name in enumerate(FIGURES)} | {
    "four kings": 2, "tarock count": 0, "xxi capture": 4, "pagat capture": 5, "tarokkszam": 0, "pagatultimo": 3,
    # as said at the table
    "ulti": 3, "ultimo": 3}


def _figure(name: str) -> int:
    if not isinstance(name, str) or _fold(name) not in _FIGURE_KEYS:
        raise InvalidInputError(f"unknown figure {name!r}; the figures are {', '.join(FIGURES)}")
    return _FIGURE_KEYS[_fold(name)]


def _level(level: Union[int, str]) -> int:
    if isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= 4:
        return level
    if isinstance(level, str):
        key = _fold(level)
        for i, names in enumerate(CONTRACT_NAMES, 1):
            if key in (_fold(names[0]), _fold(names[1])):
                return i
    raise InvalidInputError(f"a level is 1..4 or one of {[n[0] for n in CONTRACT_NAMES]}, not {level!r}")


#: The rekontra as it is said at the table too: "re".
_FACTOR_WORDS = {**KONTRA_FACTORS, "re": 4}


def _factor(value: Union[int, str]) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value in (1, 2, 4):
        return value
    if isinstance(value, str) and _fold(value) in _FACTOR_WORDS:
        return _FACTOR_WORDS[_fold(value)]
    raise InvalidInputError(f"a kontra is 1, 2, 4 or one of {list(KONTRA_FACTORS)[1:]}, not {value!r}")


def score_jokai(level: Union[int, str], declarer: int, *, players: int = 3,
                skart_index: Optional[int] = None, card_points: Union[int, Sequence[int]],
                kontra: Optional[Mapping[str, Union[int, str]]] = None,
                announced: Iterable[str] = (), tarokk_count: Optional[int] = None,
                silent_count: Optional[int] = None, made: Optional[Mapping[str, Side]] = None,
                tricks_won: Optional[Sequence[int]] = None, dealer: Optional[int] = None,
                strict_announcements: bool = True, silent_tarokk_count: bool = False,
                announce_after_exchange: bool = True) -> Settlement:
    """Score one Jókai deal from its facts (JK-C, JK-F, JK-P1…P5).

    - ``level``: 1..4 or its name (``"first double"``, ``"szóló"``); ``declarer``: his seat
      of ``players`` table seats (4: the dealer sits out and pays like an opponent).
    - ``skart_index``: in a kettős, the view (1..5) at which the declarer took a pair.
    - ``card_points``: the declarer's points as counted (JK-C1, JK-C2), or both parties'.
    - ``kontra``: item (``"game"``, ``"játék"`` or a figure) → ``"kontra"``/``"rekontra"`` or 2/4.
    - ``announced``: the figures the declarer announced (pagát ultimó brings the tarokk
      count, JK-A4); ``tarokk_count``: the tarokks he counted, when announced;
      ``silent_count``: his tarokks at the start, when the count was not announced, only
      with ``silent_tarokk_count`` (JK-F1 [choice], default off: a silent count is not
      paid).
    - ``made``: figure → the party that made it (silent or announced): ``"declarer"`` or
      ``"defenders"``, or in Hungarian ``"felvevő"``, ``"ellenpárt"``.
    - ``tricks_won``: per seat (12 in all, none for a dealer who sits out, a volát
      exactly when one party won all), only shown in the result.
    - ``strict_announcements``: the option of JK-A5 the deal was played by; with False the
      declarer may have announced pagát ultimó without the pagát, so the defenders may
      have made it. ``announce_after_exchange``: the option of JK-A1; with it (the
      default) and strict announcements, a declarer who announced a capture did not hold
      that card after the exchange, so the defenders did not catch it (nor did his pagát
      win the last trick); with False he may have taken it from the skart afterwards.
    - ``dealer``: who dealt, if known. At four seats he sits out (JK-D1), so he cannot be
      the declarer; the settlement keeps it (``Settlement.dealer``), and a score sheet then
      refuses it for a deal of another dealer.
    """
    declarer = seat_number("declarer", declarer)
    if dealer is not None:
        # A seat count the core refuses is refused there, in its words.
        seats = players if isinstance(players, int) and players in (3, 4) else 4
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < seats:
            raise InvalidInputError(f"dealer must be a seat 0..{seats - 1}, not {dealer!r}")
        if players == 4 and declarer == dealer:
            raise InvalidInputError(f"seat {dealer} dealt and sits out this deal (JK-D1): "
                                    "the dealer cannot be the declarer")
        if (players == 4 and isinstance(tricks_won, Sequence) and len(tricks_won) == 4
                and tricks_won[dealer] != 0):
            raise InvalidInputError(f"seat {dealer} dealt and sits out this deal (JK-D1): "
                                    "he won no trick")
    if tricks_won is not None and (isinstance(tricks_won, (str, bytes)) or not isinstance(tricks_won, Sequence)
                                   or any(isinstance(t, bool) or not isinstance(t, int) for t in tricks_won)):
        raise InvalidInputError(f"tricks_won is a whole number of tricks per seat, not {tricks_won!r}")
    if isinstance(announced, (str, bytes)) or not isinstance(announced, collections.abc.Iterable):
        raise InvalidInputError(f"announced is a list of figures such as ['volát'], not {announced!r}")
    figures = {_figure(f) for f in announced}
    if 3 in figures:  # JK-A4: pagát ultimó obliges the tarokk count
        figures.add(0)
    silent_tarokk_count = flag(silent_tarokk_count, "silent_tarokk_count")
    announce_after_exchange = flag(announce_after_exchange, "announce_after_exchange")
    if silent_count is not None and not silent_tarokk_count:
        raise InvalidInputError("a silent tarokk count is paid only with the option silent_tarokk_count (JK-F1): "
                                "give silent_tarokk_count=True with silent_count")
    if silent_count is not None and 0 in figures:
        raise InvalidInputError("silent_count is the tarokks of a count nobody announced (JK-F1, option "
                                "silent_tarokk_count): with the count announced, give tarokk_count only")
    kontra = mapping(kontra, "kontra", '{"game": "rekontra"}')
    made = mapping(made, "made", '{"volát": "declarer"}')
    factors = [1] * (1 + len(FIGURES))
    for item, value in kontra.items():
        i = 0 if isinstance(item, str) and _fold(item) in ("game", "the game", "jatek") else 1 + _figure(item)
        factors[i] = _factor(value)
    made_by: list[Optional[str]] = [None] * len(FIGURES)
    for name, side in made.items():
        side = party(side)
        if side not in ("declarer", "defenders"):
            raise InvalidInputError(f"a party is 'declarer' or 'defenders', not {side!r}")
        made_by[_figure(name)] = side
    points = card_points_arg(card_points, 66)
    facts = {"num_players": players, "declarer": declarer, "level": _level(level),
             "skart_index": skart_index, "card_points": points, "kontra": factors,
             "announced": sorted(figures), "tarokk_count": tarokk_count, "silent_count": silent_count,
             "made": made_by, "tricks_won": None if tricks_won is None else list(tricks_won),
             "strict_announcements": strict_announcements, "announce_after_exchange": announce_after_exchange}
    try:
        return Settlement.from_dict(_core.score_jokai(facts), "jokai", dealer=dealer)
    except (TypeError, OverflowError) as exc:  # a value of the wrong kind
        raise InvalidInputError(f"facts of a Jókai deal: {exc}") from None
