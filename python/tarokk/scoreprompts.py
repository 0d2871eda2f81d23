"""``tarokk score``: the facts of a deal played with real cards, asked one prompt at a time
and scored by the game's score function (``score_slovenian``, ``score_jokai``,
``score_paskievics``).

Each answer is checked when it is typed, by the score function's own parsers (a contract
or level name, a seat of the table, card points in range, a kontra step, a side, figure
names), and a bad one is explained and asked again: nothing typed before is lost. What
only the whole deal can show (facts that contradict each other: a valat with card points
left to the other side) is the score function's error at the end, explained, and the
questions are asked again from the start (:func:`until_consistent`)."""

from __future__ import annotations

from typing import Any, Callable, Optional, TypeVar

from .errors import InvalidInputError

__all__ = ["score_slovenian_deal", "score_jokai_deal", "score_paskievics_deal", "until_consistent"]

T = TypeVar("T")

#: Answers meaning yes and no (English, Slovenian, Hungarian).
YES = ("y", "yes", "da", "i", "igen")
NO = ("n", "no", "ne", "nem")


def ask(prompt: str, parse: Callable[[str], T], default: str = "") -> T:
    """Ask until ``parse`` takes the answer (empty: ``default``); say why it did not."""
    while True:
        text = input(f"{prompt}{f' [{default}]' if default else ''}: ").strip() or default
        try:
            return parse(text)
        except InvalidInputError as exc:
            print(f"  {exc}")


def until_consistent(dialog: Callable[[], T]) -> T:
    """``dialog()`` until its answers fit together: the score function's objection to the
    whole deal is explained and every question asked again (Ctrl-D stops)."""
    while True:
        try:
            return dialog()
        except InvalidInputError as exc:
            print(f"  {exc}\n  These answers do not fit together: once more from the start (Ctrl-D stops).")


def whole(low: int, high: int) -> Callable[[str], int]:
    """A whole number in ``low..high``."""
    def parse(text: str) -> int:
        digits = text[1:] if text.startswith("-") else text
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 6 or not low <= int(text) <= high:
            raise InvalidInputError(f"a whole number {low}..{high}, not {text!r}")
        return int(text)
    return parse


def seat(n: int) -> Callable[[str], int]:
    return whole(0, n - 1)


def seat_except(n: int, taken: dict[int, str]) -> Callable[[str], int]:
    """A seat of ``n`` other than those of ``taken`` (seat → why it cannot be this one)."""
    one = seat(n)

    def parse(text: str) -> int:
        s = one(text)
        if s in taken:
            raise InvalidInputError(f"seat {s} {taken[s]}")
        return s
    return parse


def seat_or_none(n: int, taken: Optional[dict[int, str]] = None) -> Callable[[str], Optional[int]]:
    one, other = seat(n), seat_except(n, taken or {})

    def parse(text: str) -> Optional[int]:
        if not text:
            return None
        try:
            one(text)
        except InvalidInputError:
            raise InvalidInputError(f"a seat 0..{n - 1}, or nothing, not {text!r}") from None
        return other(text)  # a seat of the table, but perhaps not this one: then it says why
    return parse


def yes_no(text: str) -> bool:
    if text.lower() in YES:
        return True
    if text.lower() in NO:
        return False
    raise InvalidInputError(f"y or n, not {text!r}")


def side(text: str) -> Optional[str]:
    """A side (party), or nobody (nothing typed)."""
    return party(text) if text else None


def party(text: str) -> str:
    """``declarer`` or ``defenders``, or a beginning only one of them has (``decl``, ``def``)."""
    key = text.lower()
    found = [name for name in ("declarer", "defenders") if key and name.startswith(key)]
    if len(found) != 1:
        raise InvalidInputError(f"declarer or defenders (dec…, def…), not {text!r}")
    return found[0]


def checked(parse: Callable[[str], Any], *, needed: bool = False) -> Callable[[str], str]:
    """The text itself, once ``parse`` (one of the score module's parsers) takes it; nothing
    typed is taken as it is unless ``needed``."""
    def check(text: str) -> str:
        if text or needed:
            parse(text)
        return text
    return check


def numbers(count: int, low: int, high: int, total: Optional[tuple[int, int, str]] = None) -> Callable[[str], list[int]]:
    """``count`` whole numbers in ``low..high``; with ``total = (least, most, what)`` their
    sum in ``least..most`` too."""
    def parse(text: str) -> list[int]:
        parts = text.replace(",", " ").split()
        one = whole(low, high)
        values = [one(p) for p in parts]
        if len(values) != count:
            raise InvalidInputError(f"{count} whole numbers {low}..{high}, one per seat, not {len(values)}")
        if total is not None and not total[0] <= sum(values) <= total[1]:
            least, most, what = total
            exact = str(least) if least == most else f"{least}..{most}"
            raise InvalidInputError(f"{what} add up to {exact}, not {sum(values)}")
        return values
    return parse


def score_slovenian_deal(players_default: str = "4") -> Any:
    from .slovenian.scoring import BONUSES, _contract_index, _level, calls_king, score_slovenian
    from .slovenian.contracts import MADE_OR_NOT, THREE_PLAYER_CONTRACTS
    players = ask("players in the deal (3 or 4; five at the table: the four who play, SL-D1)", whole(3, 4), players_default)

    def played_here(text: str) -> int:
        c = _contract_index(text)
        if players == 3 and c not in THREE_PLAYER_CONTRACTS:
            raise InvalidInputError(f"three players play klop, three, two, one or beggar (SL-T2), not {text!r}")
        return c
    contract = ask("contract (e.g. two, solo three, beggar, klop)", checked(played_here, needed=True))
    index = _contract_index(contract)  # any of its names: "berač" is "beggar"
    if index == 0:  # klop
        # Each seat's points rounded to a whole number: 70 in all, give or take half a
        # point a seat (SL-C1 counts in thirds).
        example = " ".join(["20", "15", "20", "15"][:players])
        points = ask(f"card points per seat ({players} numbers, e.g. {example})",
                     numbers(players, 0, 70, (70 - players // 2, 70 + players // 2, "the card points of a deal")))
        tricks = 48 // players
        taken = ask(f"tricks per seat ({players} numbers, {tricks} in all)",
                    numbers(players, 0, tricks, (tricks, tricks, "the tricks of a deal")))
        return score_slovenian("klop", players=players, klop_points=points, klop_tricks=taken)
    declarer = ask("declarer seat", seat(players))
    kw: dict[str, Any] = {"players": players}
    if calls_king(index, players):  # SL-K1: only these have a partner
        kw["partner"] = ask("partner seat (the called king's holder; empty: alone)",
                            seat_or_none(players, {declarer: "is the declarer"}))
    if index in MADE_OR_NOT:
        kw["won"] = ask("did the declarer make it? (y/n)", yes_no)
    else:
        kw["card_points"] = ask("declarer side's card points (0..70)", whole(0, 70))
    kw["kontra"] = ask("kontra on the game (empty, kontra, rekontra, …)", checked(_level))
    announced, made = {}, {}
    for b in BONUSES:
        by = ask(f"{b}: announced by (declarer/defenders, empty: nobody)", side)
        if by:
            announced[b] = by
        by = ask(f"{b}: made by (declarer/defenders, empty: nobody)", side)
        if by:
            made[b] = by
    return score_slovenian(contract, declarer, announced=announced, made=made, **kw)


def figure_list(parse_figure: Callable[[str], int]) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        names = [f.strip() for f in text.split(",") if f.strip()]
        for name in names:
            parse_figure(name)
        return names
    return parse


def score_jokai_deal(players_default: str = "3") -> Any:
    from .jokai.scoring import FIGURES, _factor, _figure, _level, score_jokai
    players = ask("seats at the table (3, or 4 with the dealer sitting out)", whole(3, 4), players_default)
    level = ask("level (first double, second double, third double, solo)", checked(_level, needed=True))
    declarer = ask("declarer seat", seat(players))
    skart = None
    if _level(level) != 4:  # a kettős: the declarer looked at the skart (JK-S1)
        skart = ask("skart index (the view 1..5 at which a pair was taken)", whole(1, 5))
    points = ask("declarer's card points as counted (0..66)", whole(0, 66))
    kontra: dict[str, str] = {}
    game_k = ask("kontra on the game (empty, kontra, rekontra)", checked(_factor))
    if game_k:
        kontra["game"] = game_k
    announced = ask("figures announced, comma-separated (empty: none)", figure_list(_figure))
    # JK-A4: pagát ultimó brings the tarokk count (any number, a kontra on it too); on its
    # own the count is announced only from 10 tarokks.
    ultimo = any(_figure(f) == 3 for f in announced)
    count_named = any(_figure(f) == 0 for f in announced)
    count = None
    if ultimo:
        count = ask("tarokks counted by the declarer", whole(0, 12))
    elif count_named:
        count = ask("tarokks counted by the declarer (10..12: fewer are said only with pagát ultimó, JK-A4)",
                    whole(10, 12))
    items = announced + ([FIGURES[0]] if ultimo and not count_named else [])
    for f in items:
        k = ask(f"kontra on {f} (empty, kontra, rekontra)", checked(_factor))
        if k:
            kontra[f] = k
    made = {}
    for f in FIGURES[1:]:
        by = ask(f"{f}: made by (declarer/defenders, empty: nobody)", side)
        if by:
            made[f] = by
    return score_jokai(level, declarer, players=players, skart_index=skart, card_points=points, kontra=kontra,
                       announced=announced, tarokk_count=count, made=made)


def pairs(what: str, key: Callable[[str], Any], value: Callable[[str], Any]) -> Callable[[str], dict[str, Any]]:
    """``"tulétroá=0, volát=1"`` → ``{"tulétroá": value("0"), …}``, each name and value checked."""
    def parse(text: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for part in (p.strip() for p in text.split(",") if p.strip()):
            name, sep, v = part.rpartition("=")
            if not sep or not name.strip():
                raise InvalidInputError(f"{what}: write name=value, comma-separated, not {part!r}")
            key(name.strip())
            out[name.strip()] = value(v.strip())
        return out
    return parse


def score_paskievics_deal(players_default: str = "4") -> Any:
    from ._core import parse_card
    from .paskievics.scoring import _figure, _kontra_level, _level, score_paskievics
    players = ask("seats at the table (4, or 5 with the dealer sitting out)", whole(4, 5), players_default)
    dealer = ask("dealer seat", seat(players), "0")
    level = ask("level (three, two, one, solo)", checked(_level, needed=True))
    sits_out = {dealer: "is the dealer, who sits out with five at the table (PK-D4)"} if players == 5 else {}
    declarer = ask("declarer seat", seat_except(players, sits_out))
    partner = ask("partner seat (empty: alone)", seat_or_none(players, {**sits_out, declarer: "is the declarer"}))
    def tarokk_to_call(text: str) -> None:
        card = parse_card(text)
        if not 1 <= card <= 19:  # II … XX
            raise InvalidInputError(f"{text} cannot be called: only the tarokks II–XX (PK-H1)")
    called = ask("card called", checked(tarokk_to_call), "XX")
    points = ask("declarer party's card points (0..94)", whole(0, 94))
    kontra: dict[str, str] = {}
    game_k = ask("kontra on the game (empty, kontra, rekontra, …)", checked(lambda t: _kontra_level("game", t)))
    if game_k:
        kontra["game"] = game_k
    announced = ask("figures announced, as figure=seat (empty: none)",
                    pairs("announced", _figure, seat_except(players, sits_out)))
    made = ask("figures made, as figure=declarer/defenders (empty: none)",
               pairs("made", _figure, party))
    return score_paskievics(level, declarer, players=players, dealer=dealer, partner=partner, called=called,
                            card_points=points, kontra=kontra, announced=announced, made=made)
