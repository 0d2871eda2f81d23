"""Score a Paskievics deal entered by hand: a deal played with real cards at a real table,
given as what happened (level, parties, card points, announcements and kontras, figures
made, tarokk counts), checked for impossible combinations and scored by the same core
function that scores the engine's own deals (``paskievics::facts::score``).

The book's first worked example (PK-X5): A–B win a two-game, an announced tulétroá and an
announced pagát ultimó, 14 from each opponent.

    >>> r = score_paskievics("two", 0, partner=1, card_points=60,
    ...                      announced={"tulétroá": 0, "pagát ultimó": 1},
    ...                      made={"tulétroá": "declarer", "pagát ultimó": "declarer"})
    >>> r.amounts
    (14, 14, -14, -14)
    >>> [(i.item, i.amount) for i in r.items]
    [('game', 2), ('tulétroá', 2), ('pagát ultimó', 10)]
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterable, Literal, Mapping, Optional, Sequence, Union, cast

from .. import _core
from .._checks import card_points as card_points_arg, fold_words, mapping, party, seat_number
from ..errors import InvalidInputError, NotationError
from ..game import Settlement
from .rules import PaskievicsRules
from .texts import CONTRACT_NAMES, FIGURES

__all__ = ["score_paskievics", "FIGURES", "KONTRA_STEPS", "OUTCOMES"]

#: The kontra ladder (PK-A4): a step by name, or by its factor 2 … 32 (1: none).
KONTRA_STEPS = ("kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra")
#: How a deal ended: played, or thrown in (PK-B3, PK-S4, PK-S5).
OUTCOMES = ("played", "all passed", "no tarokk", "no honour")

Side = str  # "declarer" or "defenders"
Card = Union[int, str]

TULETROA, FOUR_KINGS, DUPLA, ULTIMO, XXI_CATCH, VOLAT = range(len(FIGURES))


_fold = fold_words


_FIGURE_KEYS = {_fold(name): i for i, name in enumerate(FIGURES)} | {
    "four kings": FOUR_KINGS, "kings": FOUR_KINGS, "ultimo": ULTIMO, "ulti": ULTIMO, "pagatultimo": ULTIMO,
    "xxi catch": XXI_CATCH, "xxi": XXI_CATCH,
}
#: The level names of the core's action names and the Hungarian level words.
_LEVEL_KEYS = {_fold(name): i for i, names in enumerate(CONTRACT_NAMES) for name in names} | {
    "harmas": 0, "kettes": 1, "egyes": 2, "szolo": 3,
}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _figure(name: Any) -> int:
    if not isinstance(name, str) or _fold(name) not in _FIGURE_KEYS:
        raise InvalidInputError(f"unknown figure {name!r}; the figures are {', '.join(FIGURES)}")
    return _FIGURE_KEYS[_fold(name)]


def _level(level: Union[int, str]) -> int:
    if isinstance(level, int) and not isinstance(level, bool) and 0 <= level < len(CONTRACT_NAMES):
        return level
    if isinstance(level, str) and _fold(level) in _LEVEL_KEYS:
        return _LEVEL_KEYS[_fold(level)]
    names = ", ".join(f"{i} {en} ({hu})" for i, (en, hu) in enumerate(CONTRACT_NAMES))
    raise InvalidInputError(f"a level is one of {names}, not {level!r}")


#: Each step by its name, and as it is said at the table too ("re", "szub", "mord").
_STEP_WORDS = {step: i + 1 for i, step in enumerate(KONTRA_STEPS)} | {"re": 2, "szub": 3, "sub": 3, "mord": 5}


def _kontra_level(item: str, value: Union[int, str]) -> int:
    """The ladder's step 0 … 5 from a step's name or its factor 1, 2, 4 … 32."""
    if isinstance(value, int) and not isinstance(value, bool) and value in (1, 2, 4, 8, 16, 32):
        return value.bit_length() - 1
    if isinstance(value, str) and _fold(value) in _STEP_WORDS:
        return _STEP_WORDS[_fold(value)]
    raise InvalidInputError(f"{item}: a kontra is one of {', '.join(KONTRA_STEPS)} or a factor "
                            f"1, 2, 4, 8, 16, 32, not {value!r}")


def _party(what: str, side: Any) -> Side:
    side = party(side)
    if side not in ("declarer", "defenders"):
        raise InvalidInputError(f"{what}: a party is 'declarer' or 'defenders', not {side!r}")
    return str(side)


def _card(what: str, card: Card) -> int:
    """A card by name (``"XX"``, ``"skíz"``) or id (0..53)."""
    if isinstance(card, str):
        try:
            return _core.parse_card(card)
        except NotationError as exc:
            raise InvalidInputError(f"{what}: {exc}") from None
    if _is_int(card) and 0 <= card < 54:
        return card
    raise InvalidInputError(f"{what}: a card is a name such as 'XX' or an id 0..53, not {card!r}")


def score_paskievics(level: Union[int, str], declarer: int, *, players: int = 4, dealer: Optional[int] = None,
                     partner: Optional[int] = None, called: Optional[Card] = "XX",
                     official_kontra: bool = False,
                     card_points: Union[int, Sequence[int], None] = None,
                     kontra: Optional[Mapping[str, Union[int, str]]] = None,
                     announced: Optional[Mapping[str, int]] = None,
                     made: Optional[Mapping[str, Side]] = None,
                     failed_ultimo: Optional[Side] = None,
                     counts: Optional[Mapping[int, int]] = None,
                     revealed: Optional[Mapping[int, int]] = None,
                     honours_from_talon: Optional[Mapping[int, Iterable[Card]]] = None,
                     outcome: str = "played", **options: Any) -> Settlement:
    """Score one Paskievics deal from its facts (PK-X1…X4, PK-A3, PK-D5, PK-S5).

    - ``level``: 0..3 or its name, English or Hungarian (``"three"``, ``"kettő"``,
      ``"szóló"``); ``declarer``: his table seat of ``players`` (4, or 5 with ``dealer``
      sitting out: with five at the table the dealer must be given, since his seat decides
      who plays and who is paid; with four it defaults to seat 0). A dealer given is kept
      in the settlement (``Settlement.dealer``), so a :class:`~tarokk.ScoreSheet` refuses
      the result for a deal of another dealer; ``partner``: the holder of the called card, ``None`` when the declarer
      plays alone (he held it, or it lay in the skart: then ``official_kontra=True``).
    - ``called``: the called tarokk II–XX, by name or id (PK-H1; the XX unless given).
    - ``card_points``: the declarer's party's points as counted (PK-X1, PK-S3), or both
      parties'.
    - ``kontra``: item (``"game"`` or a figure) → a step of :data:`KONTRA_STEPS` or its
      factor.
    - ``announced``: figure → the seat that announced it.
    - ``made``: figure → the party that made it, announced or silent (``"declarer"`` or
      ``"defenders"``, or in Hungarian ``"felvevő"``, ``"ellenpárt"``). Dupla follows from
      the card points, and a volát wins every honour and king (tulétroá and négy király):
      those are filled in unless given.
    - ``failed_ultimo``: the party whose pagát was played to the ninth trick and lost it
      (it costs 5 with the option ``failed_silent_ultimo``).
    - ``counts``: seat → 8 or 9, tarokk counts said in the announcements; ``revealed``:
      counts first shown after the last trick (PK-A3).
    - ``honours_from_talon``: seat → the honours it took from the talon (the PK-D5 honour
      fee, five seats).
    - ``outcome``: one of :data:`OUTCOMES`; a deal thrown in needs only the level and the
      declarer (neither for ``"all passed"``).
    - ``**options``: the [choice] rules of :class:`~tarokk.PaskievicsRules`.

    Impossible facts raise :class:`~tarokk.errors.InvalidInputError` saying why.
    """
    known = {f.name for f in dataclasses.fields(PaskievicsRules)} - {"players"}
    for name in options:
        if name not in known:
            raise InvalidInputError(f"unknown option {name!r}; the options are {', '.join(sorted(known))}")
    # PaskievicsRules checks the seat count (any int may come in) and the options.
    rules = PaskievicsRules(players=cast(Literal[4, 5], players), **options)
    if not isinstance(outcome, str) or _fold(outcome) not in OUTCOMES:
        raise InvalidInputError(f"an outcome is one of {', '.join(OUTCOMES)}, not {outcome!r}")
    outcome = _fold(outcome)
    played = outcome == "played"
    given_dealer: Optional[int]
    if dealer is None:
        if rules.players == 5:
            # PK-D4: the dealer sits out; a default seat would charge the wrong players.
            raise InvalidInputError("five at the table: give the dealer, who sits the deal out (PK-D4)")
        given_dealer = None
        dealer = 0
    else:
        given_dealer = dealer = seat_number("dealer", dealer)
    if outcome == "all passed":
        # Nobody bid: the level and the declarer are not facts of the deal.
        level, declarer = 0, (dealer + 1) % players
    lvl = _level(level)
    declarer = seat_number("declarer", declarer)
    partner = None if partner is None else seat_number("partner", partner)

    points: list[Any]
    if card_points is None:
        if played:
            raise InvalidInputError("a played deal needs its card points (PK-X1)")
        points = [0, 0]
    else:
        points = card_points_arg(card_points, 94)

    figures: list[dict[str, Any]] = [{"announced": None, "kontra": 0, "made": None, "failed": None}
                                     for _ in FIGURES]
    game_kontra = 0
    kontra = mapping(kontra, "kontra", '{"game": "kontra"}')
    announced = mapping(announced, "announced", '{"tulétroá": 0}')
    made = mapping(made, "made", '{"volát": "declarer"}')
    for item, value in kontra.items():
        if isinstance(item, str) and _fold(item) in ("game", "the game", "jatek"):
            game_kontra = _kontra_level("game", value)
        else:
            figures[_figure(item)]["kontra"] = _kontra_level(str(item), value)
    for name, seat in announced.items():
        figures[_figure(name)]["announced"] = seat_number(f"announcer of {name}", seat)
    given: set[int] = set()
    for name, side in made.items():
        f = _figure(name)
        figures[f]["made"] = _party(f"made {name}", side)
        given.add(f)
    if played:
        # What the other facts fix, unless given (then the core checks it).
        for q, side in enumerate(("declarer", "defenders")):
            if DUPLA not in given and _is_int(points[q]) and points[q] >= 71:
                figures[DUPLA]["made"] = side
            if figures[VOLAT]["made"] == side:
                for f in (TULETROA, FOUR_KINGS):
                    if f not in given:
                        figures[f]["made"] = side
    if failed_ultimo is not None:
        figures[ULTIMO]["failed"] = _party("failed_ultimo", failed_ultimo)

    seat_counts: list[Optional[tuple[Any, bool]]] = [None] * players
    for said, table in ((True, mapping(counts, "counts", "{1: 8}")), (False, mapping(revealed, "revealed", "{1: 8}"))):
        for seat, count in table.items():
            s = seat_number("a counting seat", seat)
            if s >= players:
                raise InvalidInputError(f"seat {s} is not a seat of {players}")
            if seat_counts[s] is not None:
                raise InvalidInputError(f"seat {s}: a count is said in the announcements or revealed "
                                        "after the last trick, once")
            if not _is_int(count):
                raise InvalidInputError(f"seat {s}: a tarokk count is 8 or 9, not {count!r}")
            seat_counts[s] = (count, said)
    honours: list[list[int]] = [[] for _ in range(players)]
    for seat, cards in mapping(honours_from_talon, "honours_from_talon", '{0: ["XXI"]}').items():
        s = seat_number("a seat taking honours", seat)
        if s >= players:
            raise InvalidInputError(f"seat {s} is not a seat of {players}")
        if isinstance(cards, (str, int)):
            cards = [cards]
        honours[s] = [_card(f"honours of seat {s}", c) for c in cards]

    facts = {"num_players": players, "dealer": dealer, "outcome": outcome, "level": lvl,
             "declarer": declarer, "partner": partner,
             "called": _card("called", called) if played and called is not None else None,
             "official_kontra": official_kontra, "card_points": points, "game_kontra": game_kontra,
             "figures": figures, "counts": seat_counts, "received_honours": honours,
             "options": rules.engine_options()}
    try:
        result = _core.score_paskievics(facts)
    except (TypeError, OverflowError) as exc:  # a value of the wrong kind
        raise InvalidInputError(f"facts of a Paskievics deal: {exc}") from None
    return Settlement.from_dict(result, "paskievics", dealer=given_dealer)
