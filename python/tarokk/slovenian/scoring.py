"""Score a deal entered by hand: a Slovenian deal played with real cards at a real table,
given as what happened (contract, announcements and kontras, card points, bonuses made),
scored by the same core function that scores the engine's own deals.

    >>> r = score_slovenian("two", declarer=1, partner=3, card_points=41,
    ...                     announced={"trula": "declarer"}, made={"trula": "declarer"})
    >>> r.amounts
    (0, 45, 0, 45)
    >>> [(i.item, i.amount) for i in r.items]
    [('game', 25), ('trula', 20)]
"""

from __future__ import annotations

import dataclasses
from typing import Mapping, Optional, Sequence, Union

from .. import _core
from .._checks import card_points as card_points_arg, flag, fold_words, mapping, party, seat_number
from .contracts import MADE_OR_NOT, SLOVENIAN_CONTRACTS
from ..errors import InvalidInputError
from ..game import Settlement
from .texts import BONUSES

__all__ = ["score_slovenian", "BONUSES", "KONTRA_LEVELS"]

#: Kontra level names (SL-A2); a level may also be given as 0…4.
KONTRA_LEVELS = ("", "kontra", "rekontra", "subkontra", "mordkontra")
#: Each step of the ladder by its name, and as it is said at the table (SL-A2): "re",
#: "sub", "mord".
_LEVEL_NAMES = {name: i for i, name in enumerate(KONTRA_LEVELS)} | {"re": 2, "sub": 3, "mord": 4}

Side = str  # "declarer" or "defenders"


_fold = fold_words


#: Other spellings a table uses for a contract (folded): the American "color".
_CONTRACT_ALIASES = {"color valat": 10}


def _contract_index(contract: Union[int, str]) -> int:
    if isinstance(contract, int) and not isinstance(contract, bool):
        if 0 <= contract < len(SLOVENIAN_CONTRACTS):
            return contract
    elif isinstance(contract, str):
        key = _fold(contract)
        for c in SLOVENIAN_CONTRACTS:
            if key in (_fold(c.name), _fold(c.local)):
                return c.index
        if key in _CONTRACT_ALIASES:
            return _CONTRACT_ALIASES[key]
    raise InvalidInputError(f"unknown Slovenian contract: {contract!r}")


def _level(value: Union[int, str, None]) -> int:
    if value is None or value == "":
        return 0
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 4:
        return value
    if isinstance(value, str) and value.strip().lower() in _LEVEL_NAMES:
        return _LEVEL_NAMES[value.strip().lower()]
    raise InvalidInputError(f"a kontra level is 0…4 or one of {KONTRA_LEVELS[1:]}, not {value!r}")


def _check_bonus_names(what: str, names: Mapping[str, object]) -> None:
    unknown = sorted(set(names) - set(BONUSES))
    if unknown:
        known = ["game", *BONUSES] if what == "kontra" else list(BONUSES)  # kontra by item
        raise InvalidInputError(f"{what}: unknown bonus(es) {unknown}; known: {known}")


def calls_king(contract: int, players: int) -> bool:
    """Does the declarer of this contract (an index) call a king, and so may have a
    partner? Three, two and one with four players (SL-K1: the contract table's
    ``calls_king``)."""
    return players == 4 and SLOVENIAN_CONTRACTS[contract].calls_king


def score_slovenian(contract: Union[int, str], declarer: Optional[int] = None, *,
                    players: int = 4, partner: Optional[int] = None,
                    king_called: Optional[bool] = None,
                    card_points: Union[int, Sequence[int], None] = None,
                    won: Optional[bool] = None,
                    kontra: Union[int, str, Mapping[str, Union[int, str]], None] = 0,
                    announced: Optional[Mapping[str, Side]] = None,
                    bonus_kontra: Optional[Mapping[str, Union[int, str]]] = None,
                    made: Optional[Mapping[str, Side]] = None,
                    failed_ultimo: Optional[Mapping[str, Side]] = None,
                    mond_penalty: Optional[int] = None,
                    klop_points: Optional[Sequence[int]] = None,
                    klop_tricks: Optional[Sequence[int]] = None,
                    silent_valat: bool = True, king_ultimo: bool = True) -> Settlement:
    """Score one Slovenian deal from its facts (SL-S1…S5, SL-L, SL-C2/C3).

    - ``contract``: name (``"two"``, ``"solo brez"``) or index; ``declarer``: his seat;
      ``partner``: the called king's holder (three/two/one with four players), if any;
      ``king_called``: a king (not a queen) was called (default: True in three/two/one with
      four players).
    - ``card_points``: the declarer side's card points after rounding (0…70; the defenders
      have the rest), or both sides' as a pair (after an early end they need not add to 70);
      not needed for beggar/open beggar and colour valat/valat, whose result then has none.
      ``won``: for those, whether the declarer made it (no trick taken; every trick); for a
      point contract it may be given too, and must agree with the card points (SL-C2).
    - ``kontra``: the game's kontra level, or as the Hungarian score functions take it,
      item (``"game"`` or a bonus) → level, for the game and the bonuses at once;
      ``announced``: bonus → announcing side; ``bonus_kontra``: bonus → level (with a
      ``kontra`` level for the game); ``made``: bonus → side that made it (silently or not);
      ``failed_ultimo``: ``"pagat ultimo"``/``"king ultimo"`` → side whose card was played to
      the last trick without winning it; ``mond_penalty``: the seat that pays it. A side is
      ``"declarer"`` or ``"defenders"``, or in Slovenian ``"igralci"``, ``"nasprotniki"``.
    - Klop: ``klop_points`` (each seat's rounded card points) and ``klop_tricks``.
    """
    c = _contract_index(contract)
    n = players
    if won is not None:
        won = flag(won, "won")
    if n not in (3, 4):
        raise InvalidInputError(f"a Slovenian deal has 3 or 4 active players, not {n!r}")
    if c == 0:
        if klop_points is None or klop_tricks is None:
            raise InvalidInputError("klop needs klop_points and klop_tricks for every seat")
        if declarer is not None or partner is not None:
            raise InvalidInputError("klop has no declarer and no partner: everyone plays alone (SL-L1)")
        if card_points is not None or won is not None:
            raise InvalidInputError("klop is scored by klop_points and klop_tricks, not card_points or won (SL-L2, SL-L3)")
        for what, given in (("klop_points", klop_points), ("klop_tricks", klop_tricks)):
            if isinstance(given, (str, bytes)) or not isinstance(given, Sequence):
                raise InvalidInputError(f"{what} is a whole number per seat, not {given!r}")
        return Settlement.from_dict(_core.score_slovenian({
            "num_players": n, "contract": 0,
            "points": list(klop_points), "tricks": list(klop_tricks)}))
    if declarer is None:
        raise InvalidInputError("a contract other than klop needs its declarer")
    spec = SLOVENIAN_CONTRACTS[c]
    if klop_points is not None or klop_tricks is not None:
        raise InvalidInputError(f"klop_points and klop_tricks are the facts of klop, not of {spec.name}")
    declarer = seat_number("declarer", declarer)
    partner = None if partner is None else seat_number("partner", partner)
    mond_penalty = None if mond_penalty is None else seat_number("the seat that paid the mond penalty", mond_penalty)
    points_given = card_points is not None
    if card_points is None:
        if c in range(1, 7) or c == 8:
            raise InvalidInputError(f"{spec.name} needs the declarer side's card_points")
        card_points = 0
    if c in MADE_OR_NOT and won is None:
        raise InvalidInputError(f"{spec.name} needs won=True/False")
    if isinstance(kontra, Mapping):
        if bonus_kontra is not None:
            raise InvalidInputError("kontra given by item holds the bonuses' levels too: give bonus_kontra "
                                    "only beside a kontra level for the game")
        levels = dict(mapping(kontra, "kontra", '{"game": "kontra", "trula": "kontra"}'))
        game_level = levels.pop("game", 0)
        bonus_kontra, bonus_kontra_what = levels, "kontra"
    else:
        game_level, bonus_kontra_what = kontra, "bonus_kontra"
    # A party by its Slovenian name too ("igralci", "nasprotniki").
    announced = {k: party(v) for k, v in mapping(announced, "announced", '{"trula": "declarer"}').items()}
    bonus_kontra = dict(mapping(bonus_kontra, "bonus_kontra", '{"trula": "kontra"}'))
    made = {k: party(v) for k, v in mapping(made, "made", '{"kings": "defenders"}').items()}
    failed_ultimo = {k: party(v) for k, v in mapping(failed_ultimo, "failed_ultimo",
                                                   '{"pagat ultimo": "declarer"}').items()}
    for what, names in (("announced", announced), (bonus_kontra_what, bonus_kontra),
                        ("made", made), ("failed_ultimo", failed_ultimo)):
        _check_bonus_names(what, names)
    for name in failed_ultimo:
        if name not in ("pagat ultimo", "king ultimo"):
            raise InvalidInputError(f"only an ultimo can fail silently, not {name!r}")
        if name in made:
            raise InvalidInputError(f"{name} cannot be both made and failed")
    calls = calls_king(c, n)
    bonuses = []
    for name in BONUSES:
        outcome = None
        if name in made:
            outcome = (made[name], True)
        elif name in failed_ultimo:
            outcome = (failed_ultimo[name], False)
        bonuses.append({"announced_by": announced.get(name), "kontra": _level(bonus_kontra.get(name)),
                        "outcome": outcome})
    facts = {
        "num_players": n, "contract": c, "declarer": declarer, "partner": partner,
        "king_called": calls if king_called is None else king_called,
        "card_points": card_points_arg(card_points, 70),
        "tricks_condition": bool(won), "game_kontra": _level(game_level), "bonuses": bonuses,
        "mond_payer": mond_penalty, "silent_valat": silent_valat, "king_ultimo": king_ultimo,
    }
    result = Settlement.from_dict(_core.score_slovenian(facts))
    if won is not None and c not in MADE_OR_NOT and bool(won) != result.won:
        # A point contract is won by its card points (SL-C2), which say otherwise.
        raise InvalidInputError(f"{result.card_points[0] if result.card_points else card_points} card points "
                                f"{'win' if result.won else 'lose'} {spec.name} (36 or more win, SL-C2), "
                                f"so it was not won={won!r}")
    if not points_given:
        # Made or not (SL-S3): no card points were given, and the core's 0 against 70 would
        # be read as the deal's points (declarer_points is card_points[0]: none either).
        result = dataclasses.replace(result, card_points=None, declarer_points=None)
    return result
