"""``tarokk score``: the facts of a deal played with real cards, asked one prompt at a time
and scored by the game's score function (``score_slovenian``, ``score_jokai``,
``score_paskievics``).

Each answer is checked when it is typed, by the score function's own parsers (a contract
or level name, a seat of the table, card points in range, a kontra step, a side, figure
names), and a bad one is explained and asked again: nothing typed before is lost. What
only the whole deal can show (facts that contradict each other: a valat with card points
left to the other side) is the score function's error at the end, explained, and the
questions are asked again from the start (:func:`until_consistent`).

Every prompt, every explanation and the settlement are in ``lang``, one of the game's
languages (``tarokk score VARIANT --lang hu|sl``), from the table of words
(:mod:`tarokk.clitexts`, keys ``score.…``). The answers are the game's own terms in that
language (``szóló``, ``tarokkszám``, ``felvevő``; ``berač``, ``igralci``, ``da``) or the
English ones. In English a parser's refusal is the score module's own words, as it always
was."""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import re
import sys
from functools import partial
from typing import Any, Callable, Iterator, Optional, Sequence, TypeVar

from .cli import _fold
from ._checks import PARTY_NAMES, fold_words, is_text
from .clitexts import input_encoding, item_name, text as words, typed
from .errors import InvalidInputError, TarokkError
from .paskievics.scoring import KONTRA_STEPS as PK_KONTRA_STEPS
from .slovenian.scoring import KONTRA_LEVELS as SL_KONTRA_LEVELS

__all__ = ["score_slovenian_deal", "score_jokai_deal", "score_paskievics_deal", "until_consistent"]

T = TypeVar("T")

#: Answers meaning yes and no (English, Slovenian, Hungarian).
YES = ("y", "yes", "da", "i", "igen")
NO = ("n", "no", "ne", "nem")

#: The names of the two sides an answer may begin with: English in every language, and
#: the language's own (the settlement's words: felvevő, ellenpárt; igralci, nasprotniki).
SIDES = {"en": (("declarer", "declarer"), ("defenders", "defenders")), **PARTY_NAMES}


def _ultimo_card(lang: str, bonus: str) -> str:
    """The card of an ultimo bonus, named in ``lang``: the pagat, or the called king."""
    return words(lang, "score.sl.pagat" if bonus.startswith("pagat") else "score.sl.called_king")


def say(lang: str, key: str, **fields: Any) -> str:
    """The ``score.key`` words in ``lang``, their fields filled in."""
    return words(lang, "score." + key, **fields)


def refusal(lang: str, key: str, text: str, **fields: Any) -> InvalidInputError:
    """The refusal of ``text``, the ``score.key`` words in ``lang``. English quotes it as
    Python's repr does, as it always did; the other languages as typed. Bytes that were
    not UTF-8 are refused as such; a long answer is quoted cut short, as ``tarokk play`` does."""
    if not is_text(text):
        return InvalidInputError(say(lang, "not_text", encoding=input_encoding()))
    return InvalidInputError(say(lang, key, text=typed(text), **fields))


#: While :func:`until_consistent` runs a dialogue: the answers of this attempt, in order
#: (prompt, text), and those of the attempt before, by prompt, which the questions asked
#: again offer as their defaults (an objection to the whole deal is mostly about one or
#: two answers: the others are kept with Enter).
_attempt: Optional[list[tuple[str, str]]] = None
_before: dict[str, list[str]] = {}


#: Answers taken so far (a match scored deal by deal ends cleanly at a deal's first question).
answered = 0

#: What a deal's contract or level question takes, in a match, for a deal thrown in or
#: annulled that scores nothing (all passed, JK-B3, PK-B3; no tarok dealt, SL-D3; a PK-S4
#: annulment): the deal passes on as the sheet says.
THROWN_IN = "thrown in"
THROWN_IN_WORDS = ("thrown in", "throw in", "all passed", "all pass", "annulled", "no tarok", "no tarokk",
                   "bedobva", "nincs jatek", "mindenki passz", "mind passz", "nincs tarokk", "megsemmisitve",
                   "razveljavljeno", "razveljavljena", "brez taroka", "vsi naprej")


def _thrown_in(text: str) -> bool:
    return fold_words(text) in THROWN_IN_WORDS


#: The facts of the deal scored last: the score function's name and the arguments of its
#: last call (a dialogue's last call is the one whose result it returns), as a match's sheet
#: file keeps them (:mod:`tarokk.scorematch`); the rules are kept beside them.
last_facts: Optional[dict[str, Any]] = None


def _recorded(score: Callable[..., Any], name: str) -> Callable[..., Any]:
    """``score``, each call that scores keeping its arguments in :data:`last_facts`."""
    def call(*args: Any, **kw: Any) -> Any:
        global last_facts
        result = score(*args, **kw)
        last_facts = {"score": name, "args": list(args), "kwargs": kw}
        return result
    return call


def rules_applied(score: Callable[..., Any], rules: Any) -> Callable[..., Any]:
    """``score`` (a game's score function) with the options of ``rules`` (a variant's
    options, ``--option`` of ``tarokk score``) that it takes: those that change how the
    facts score (Slovenian ``silent_valat``, Jókai ``silent_tarokk_count``, every
    Paskievics figure value …); the others concern the play, not its facts."""
    if rules is None:
        return score
    params = inspect.signature(score).parameters
    takes_all = any(p.kind is p.VAR_KEYWORD for p in params.values())
    kw = {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)
          if f.name != "players" and (f.name in params or takes_all)}
    return partial(score, **kw)


#: Words for "nobody", "nothing", "none" that a prompt's "(empty: nobody)" invites: taken as
#: the empty answer, in every language of the prompts (folded).
NONE_WORDS = frozenset({"nobody", "none", "nothing", "no one", "senki", "semmi", "nincs", "egyik sem",
                        "nihce", "nic", "noben", "nobeden", "prazno", "brez"})
#: The steps of the kontra ladders (the score functions' own); said with the item after it,
#: as at the table ("kontra a játékra", "kontra na igro", "rekontra on the game"), the step
#: is the answer.
_STEP_WORDS = frozenset(PK_KONTRA_STEPS) | frozenset(SL_KONTRA_LEVELS) - {""}


def _as_said(text: str) -> str:
    """An answer as the parsers take it: a word for nobody or nothing is the empty answer, a
    kontra step said with its item is the step."""
    key = fold_words(text)
    if key in NONE_WORDS:
        return ""
    first, _, rest = key.partition(" ")
    return first if rest and first in _STEP_WORDS else text


def ask(prompt: str, parse: Callable[[str], T], default: str = "") -> T:
    """Ask until ``parse`` takes the answer (empty: ``default``, or the answer given to the
    same question before an objection); say why it did not."""
    earlier = _before.get(prompt)
    if earlier:
        default = earlier.pop(0)
    while True:
        typed = input(f"{prompt}{f' [{default}]' if default else ''}: ").strip()
        said = _as_said(typed)
        # "-" (or a word for nobody) leaves the answer empty, also where one is offered
        # (nothing typed keeps it).
        text = "" if typed == "-" or (typed and not said) else said or default
        try:
            value = parse(text)
        except InvalidInputError as exc:
            print(f"  {exc}")
            continue
        if _attempt is not None:
            _attempt.append((prompt, text))
        global answered
        answered += 1
        return value


#: The score functions' objections to facts that do not fit together (the core's words),
#: by the ``score.facts.…`` key that says them in each language; ``party`` and ``item``
#: are named in the language too. An objection not here is shown in the core's words.
OBJECTIONS = [(re.compile(pattern), key) for pattern, key in [
    (r"after a valat the other side has only talon cards, at most (?P<most>\d+) points, not (?P<points>\d+) "
     r"\(SL-C1\)", "sl_valat_points"),
    (r"(?P<item>.+): bonuses are scored only in three … solo one \(SL-S3\)", "sl_no_bonuses"),
    (r"after a valat by the defenders the declarer side has only its discards, at most (?P<most>\d+) points, "
     r"not (?P<points>\d+) \(SL-C1, SL-K3\)", "sl_valat_discards"),
    (r"after a valat by (?P<party>.+) the other side won no trick, so it did not make (?P<item>.+) \(SL-S1\)",
     "sl_valat_other_made"),
    (r"(?P<party>.+) made (?P<item>.+), whose cards alone count at least (?P<least>\d+) card points, "
     r"not (?P<points>\d+) \(SL-C1\)", "sl_bonus_points"),
    (r"king ultimo exists only when a king was called", "sl_king_ultimo_no_king"),
    (r"king ultimo belongs to the declarer side", "sl_king_ultimo_side"),
    (r"after the declarer's volát the opponents have only skart cards, at most (?P<most>\d+) points: "
     r"the declarer has at least (?P<least>\d+), not (?P<points>\d+)", "jk_volat_declarer"),
    (r"after the opponents' volát the declarer has only his discards, at most (?P<most>\d+) points, "
     r"not (?P<points>\d+)", "jk_volat_opponents"),
    (r"dupla is made exactly by a party with 71 card points or more \(PK-X2\): (?P<points>-?\d+) for "
     r"(?P<party>.+)", "pk_dupla"),
    (r"a volát wins every honour and every king: (?P<party>.+) also made tulétroá and négy király",
     "pk_volat_honours"),
    (r"the (?P<least>\d+) discarded cards that count for (?P<party>.+) \(PK-S3\) are worth a point each at least: "
     r"it has at least (?P=least) card points, not (?P<points>-?\d+)", "pk_discards_points"),
    (r"after a volát the other party has only discarded cards, at most (?P<most>\d+) points \(four queens "
     r"and two cavaliers\), not (?P<points>\d+)", "pk_volat_points"),
    (r"after a volát by (?P<party>.+) the other party won no trick: it made no pagát ultimó and no XXI fogás",
     "pk_volat_tricks"),
    (r"(?P<party>.+) made tulétroá, so the other party's skíz did not catch their XXI", "pk_tuletroa_xxi"),
    (r"(?P<party>.+) made tulétroá, winning the pagát: the other party's pagát ultimó is impossible",
     "pk_tuletroa_ultimo"),
    (r"(?P<party>.+) made tulétroá, winning the XXI: the other party did not catch it \(JK-F2, JK-F5\)",
     "jk_tuletroa_xxi"),
    (r"(?P<party>.+) made tulétroá, winning the pagát: the other party made no pagát ultimó and no pagát fogás "
     r"\(JK-F2\)", "jk_tuletroa_pagat"),
    (r"a pagát that won the last trick \(pagát ultimó\) was not caught \(pagát fogás\) \(JK-F4, JK-F6\)",
     "jk_ultimo_fogas"),
    (r"after a volát by (?P<party>.+) the other party won no trick, so it did not make (?P<item>.+) \(JK-F7\)",
     "jk_volat_tricks"),
    (r"the declarer announced pagát ultimó, so he held the pagát: the defenders made no pagát ultimó \(JK-A5\)",
     "jk_announced_ultimo"),
    (r"the declarer announced pagát ultimó, so he held the pagát: his tarokk count is 1 at least \(JK-A5\)",
     "jk_announced_ultimo_count"),
    (r"the declarer announced XXI fogás, so he did not hold the XXI: the defenders did not catch it "
     r"\(JK-A5, JK-F5\)", "jk_announced_xxi_fogas"),
    (r"the declarer announced pagát fogás, so he did not hold the pagát: the defenders did not catch it "
     r"\(JK-A5, JK-F6\)", "jk_announced_pagat_fogas"),
    (r"the declarer announced pagát fogás, so he did not hold the pagát: his party made no pagát ultimó "
     r"\(JK-A5, JK-F4\)", "jk_announced_fogas_no_ultimo"),
    (r"in a kettős the declarer has 1\.\.65 points \(his two discards count for him, the opponents' four skart "
     r"cards for them, JK-C1\), not (?P<points>-?\d+)", "jk_points_kettos"),
    (r"in a szóló the declarer has at most 64 points \(the six skart cards count for the opponents, JK-C1\), "
     r"not (?P<points>-?\d+)", "jk_points_szolo"),
    (r"the counts add up to (?P<n>\d+) tarokks: the pack has 22", "pk_counts_total"),
    (r"the side whose pagat won the last trick \(pagat ultimo\) holds it: the other side did not make trula "
     r"\(SL-S1\)", "sl_trula_ultimo"),
    (r"the called king won the last trick \(king ultimo made\), so the declarer's party won it: the other side "
     r"did not make kings \(SL-S1\)", "sl_kings_ultimo_won"),
    (r"the called king lost the last trick \(king ultimo failed\), so the defenders won it: the other side did "
     r"not make kings \(SL-S1\)", "sl_kings_ultimo_lost"),
    (r"the called king lost the last trick \(king ultimo failed\): the declarer's party did not win every trick, "
     r"so no valat \(SL-S1\)", "sl_valat_king_failed"),
    (r"the (?P<rest>\d+) talon cards the declarer did not take are the defenders', so his party has at most "
     r"(?P<most>\d+) points, not (?P<points>\d+) \(SL-K2, SL-C1\)", "sl_talon_rest"),
]]
#: The Paskievics core's names of the parties, by side.
PARTIES = {"the declarer's party": "declarer", "the defenders": "defenders"}


def objection(lang: str, exc: Exception) -> str:
    """The score function's objection ``exc`` in ``lang``."""
    said = str(exc)
    for pattern, key in OBJECTIONS:
        m = pattern.fullmatch(said)
        if m is None:
            continue
        fields = m.groupdict()
        if "party" in fields:
            if fields["party"] not in PARTIES:
                continue
            fields["party"] = say(lang, "facts.party." + PARTIES[fields["party"]])
        if "item" in fields:
            fields["item"] = item_name(lang, fields["item"])
        return say(lang, "facts." + key, **fields)
    return said


def until_consistent(dialog: Callable[[], T], lang: str = "en",
                     confirm: Optional[Callable[[T], bool]] = None) -> T:
    """``dialog()`` until its answers fit together: the score function's objection to the
    whole deal is explained and every question asked again, each offering the answer given
    before (Enter keeps it, "-" empties it; Ctrl-D stops). With ``confirm``, a result it
    does not confirm is asked again the same way (a wrong answer that fits the others)."""
    global _attempt
    _before.clear()
    try:
        while True:
            _attempt = []
            try:
                result = dialog()
                if confirm is None or confirm(result):
                    return result
                print(f"  {say(lang, 'again_asked')}")
            except InvalidInputError as exc:
                print(f"  {objection(lang, exc)}\n  {say(lang, 'again')}")
            _before.clear()
            for prompt, text in _attempt:
                _before.setdefault(prompt, []).append(text)
    finally:
        _attempt = None
        _before.clear()


def confirmed_at_a_terminal(lang: str, show: Callable[[Any], None]) -> Optional[Callable[[Any], bool]]:
    """At a terminal: a ``confirm`` for :func:`until_consistent` that shows the result (by
    ``show``) and asks whether it is right, so that a wrong answer that fits the others can
    be mended before it is scored; piped answers are taken as they are (None)."""
    if not sys.stdin.isatty():
        return None
    right = yes_no(lang)

    def confirm(result: Any) -> bool:
        show(result)
        while True:
            yes = {"hu": "i", "sl": "da"}.get(lang, "y")
            typed = input(f"{say(lang, 'confirm')} [{yes}]: ").strip()
            try:
                return right(typed or yes)
            except InvalidInputError as exc:
                print(f"  {exc}")
    return confirm


def refused(parse: Callable[[str], T], lang: str, key: str) -> Callable[[str], T]:
    """``parse``, one of the score module's parsers, its refusal said in ``lang`` by the
    ``score.key`` words (English: ``{error}``, the parser's own)."""
    def check(text: str) -> T:
        try:
            return parse(text)
        except TarokkError as exc:  # a card's name: NotationError
            raise refusal(lang, key, text, error=exc) from None
    return check


def whole(low: int, high: int, lang: str = "en") -> Callable[[str], int]:
    """A whole number in ``low..high``."""
    def parse(text: str) -> int:
        digits = text[1:] if text.startswith("-") else text
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 6 or not low <= int(text) <= high:
            raise refusal(lang, "whole", text, low=low, high=high)
        return int(text)
    return parse


def possible(parse: Callable[[str], T], check: Callable[[T], Any], lang: str = "en") -> Callable[[str], T]:
    """``parse``, then ``check`` of its value: the score function on the facts known so far
    (card points that the contract or level already rules out, SL-K2, JK-C1, PK-S3). Its
    objection is said in ``lang`` at this prompt, not after every other question."""
    def both(text: str) -> T:
        value = parse(text)
        try:
            check(value)
        except InvalidInputError as exc:
            raise InvalidInputError(objection(lang, exc)) from None
        return value
    return both


#: The players at the seats of the deal being scored, in a match (`tarokk score --players`):
#: a seat is asked by its number, and taken by its player's name too (:func:`players_at`).
_players: Optional[tuple[str, ...]] = None


@contextlib.contextmanager
def players_at(names: Sequence[str]) -> Iterator[None]:
    """While a match's deal is scored, its seats' players by seat: a seat prompt takes a
    player's name (in any case, accents optional) as well as the seat's number."""
    global _players
    before, _players = _players, tuple(names)
    try:
        yield
    finally:
        _players = before


def _named_players(n: int) -> Optional[tuple[str, ...]]:
    """The players of the ``n`` seats asked about, when a match names them."""
    return _players if _players is not None and len(_players) == n else None


def seat(n: int, lang: str = "en") -> Callable[[str], int]:
    number = whole(0, n - 1, lang)

    def parse(text: str) -> int:
        players = _named_players(n)
        if players is None:
            return number(text)
        if not text.strip().isdigit():  # a number is a seat
            named = [s for s, name in enumerate(players) if _fold(name) == _fold(text)]
            if len(named) == 1:
                return named[0]
        try:
            return number(text)
        except InvalidInputError:  # say that a name is taken too
            raise refusal(lang, "seat_named", text, last=n - 1, names=", ".join(players)) from None
    return parse


def seat_except(n: int, taken: dict[int, str], lang: str = "en") -> Callable[[str], int]:
    """A seat of ``n`` other than those of ``taken`` (seat → why it cannot be this one: the
    ``score.taken.…`` key, ``declarer`` or ``dealer``)."""
    one = seat(n, lang)

    def parse(text: str) -> int:
        s = one(text)
        if s in taken:
            raise InvalidInputError(say(lang, "taken." + taken[s], seat=s))
        return s
    return parse


def seat_or_none(n: int, taken: Optional[dict[int, str]] = None, lang: str = "en") -> Callable[[str], Optional[int]]:
    one, other = seat(n, lang), seat_except(n, taken or {}, lang)

    def parse(text: str) -> Optional[int]:
        if not text:
            return None
        try:
            one(text)
        except InvalidInputError:
            players = _named_players(n)
            if players is None:
                raise refusal(lang, "seat_or_none", text, last=n - 1) from None
            raise refusal(lang, "seat_or_none_named", text, last=n - 1, names=", ".join(players)) from None
        return other(text)  # a seat of the table, but perhaps not this one: then it says why
    return parse


def no_answer(lang: str) -> str:
    """The default "no" of a yes/no question, in ``lang`` (the prompt shows it)."""
    return "ne" if lang == "sl" else "n"


def yes_no(lang: str = "en") -> Callable[[str], bool]:
    def parse(text: str) -> bool:
        if text.lower() in YES:
            return True
        if text.lower() in NO:
            return False
        raise refusal(lang, "yes_no", text)
    return parse


def side(lang: str = "en") -> Callable[[str], Optional[str]]:
    """A side (party), or nobody (nothing typed)."""
    one = party(lang)
    return lambda text: one(text) if text else None


def party(lang: str = "en") -> Callable[[str], str]:
    """``declarer`` or ``defenders``, named in English or in ``lang`` (:data:`SIDES`), or a
    beginning only one side's names have (``decl``, ``def``; ``fel``, ``ell``; ``igr``,
    ``nas``)."""
    names = SIDES["en"] + (SIDES[lang] if lang != "en" else ())

    def parse(text: str) -> str:
        key = _fold(text)
        found = {who for name, who in names if key and _fold(name).startswith(key)}
        if len(found) != 1:
            raise refusal(lang, "party", text)
        return found.pop()
    return parse


def checked(parse: Callable[[str], Any], *, needed: bool = False) -> Callable[[str], str]:
    """The text itself, once ``parse`` (one of the score module's parsers) takes it; nothing
    typed is taken as it is unless ``needed``."""
    def check(text: str) -> str:
        if text or needed:
            parse(text)
        return text
    return check


def numbers(count: int, low: int, high: int, total: Optional[tuple[int, int, str]] = None,
            lang: str = "en") -> Callable[[str], list[int]]:
    """``count`` whole numbers in ``low..high``; with ``total = (least, most, what)`` their
    sum in ``least..most`` too (``what``: the ``score.sum.…`` key, ``points`` or
    ``tricks``)."""
    def parse(text: str) -> list[int]:
        parts = text.replace(",", " ").split()
        one = whole(low, high, lang)
        values = [one(p) for p in parts]
        if len(values) != count:
            raise InvalidInputError(say(lang, "count", count=count, low=low, high=high, given=len(values)))
        if total is not None and not total[0] <= sum(values) <= total[1]:
            least, most, what = total
            exact = str(least) if least == most else f"{least}..{most}"
            raise InvalidInputError(say(lang, "sum." + what, total=exact, given=sum(values)))
        return values
    return parse


def score_slovenian_deal(players_default: str = "4", lang: str = "en", *, seats: Optional[int] = None,
                         compulsory_klop: bool = False, thrown_in: bool = False, rules: Any = None) -> Any:
    """A Slovenian deal's facts asked and scored. In a match: ``seats`` the deal's players
    (not asked), ``compulsory_klop`` for a round of SL-B6, and ``thrown_in`` takes an
    annulled deal (SL-D3) at the contract question, returned as :data:`THROWN_IN`."""
    from .slovenian.scoring import BONUSES, _contract_index, _level, calls_king, score_slovenian
    from .slovenian.contracts import MADE_OR_NOT, THREE_PLAYER_CONTRACTS, WITH_BONUSES
    from .slovenian.match import SOLO_WITHOUT
    score_slovenian = _recorded(rules_applied(score_slovenian, rules), "score_slovenian")

    players = seats if seats is not None else ask(say(lang, "sl.players"), whole(3, 4, lang), players_default)
    contract_index = refused(_contract_index, lang, "bad.sl_contract")

    def played_here(text: str) -> int:
        if thrown_in and _thrown_in(text):
            return -1
        c = contract_index(text)
        if players == 3 and c not in THREE_PLAYER_CONTRACTS:
            raise refusal(lang, "sl.three_players", text)
        if compulsory_klop and c != 0 and (players == 3 or c < SOLO_WITHOUT):
            raise refusal(lang, "sl.compulsory", text)  # SL-B6: klop, or solo without and above
        return c
    # Three players have no solos (SL-T2): the example offers none.
    contract = ask(say(lang, "sl.contract" if players == 4 else "sl.contract_three"), checked(played_here, needed=True))
    if thrown_in and _thrown_in(contract):
        return THROWN_IN
    index = _contract_index(contract)  # any of its names: "berač" is "beggar"
    if index == 0:  # klop
        # Each seat's points rounded to a whole number: 70 in all, give or take a third of
        # a point a seat (SL-C1 counts in thirds), so 69..71 at a table of three or four.
        example = " ".join(["20", "15", "20", "15"][:players])
        points = ask(say(lang, "sl.klop_points", players=players, example=example),
                     numbers(players, 0, 70, (69, 71, "points"), lang))
        tricks = 48 // players
        per_seat = numbers(players, 0, tricks, (tricks, tricks, "tricks"), lang)

        def tricks_for_the_points(text: str) -> list[int]:
            taken = per_seat(text)
            for s, (t, p) in enumerate(zip(taken, points)):
                if t == 0 and p > 0:  # SL-L1: cards, talon cards too, go to trick winners
                    raise InvalidInputError(say(lang, "sl.klop_no_trick", seat=s, points=p))
                if t > 0 and p == 0:  # SL-C1: three or four cards are worth a point at least
                    raise InvalidInputError(say(lang, "sl.klop_trick_no_points", seat=s))
            return taken
        taken = ask(say(lang, "sl.klop_tricks", players=players, tricks=tricks), tricks_for_the_points)
        return score_slovenian("klop", players=players, klop_points=points, klop_tricks=taken)
    declarer = ask(say(lang, "declarer"), seat(players, lang))
    kw: dict[str, Any] = {"players": players}
    king_called = calls_king(index, players)
    if king_called:  # SL-K1: only these have a partner
        kw["partner"] = ask(say(lang, "sl.partner"), seat_or_none(players, {declarer: "declarer"}, lang))
        # SL-K1: holding all four kings, the declarer may call a queen (then no king ultimo).
        king_called = not ask(say(lang, "sl.queen"), yes_no(lang), no_answer(lang))
        kw["king_called"] = king_called
    if index in MADE_OR_NOT:
        kw["won"] = ask(say(lang, "sl.won"), yes_no(lang))
    else:
        # SL-K2: the talon cards the declarer did not take are the defenders'.
        kw["card_points"] = ask(say(lang, "sl.card_points"), possible(
            whole(0, 70, lang), lambda p: score_slovenian(contract, declarer, card_points=p, **kw), lang))
    ladder = checked(refused(_level, lang, "bad.sl_kontra"))
    kw["kontra"] = ask(say(lang, "kontra_ladder"), ladder)
    announced, made, bonus_kontra, failed = {}, {}, {}, {}
    # SL-A1, SL-S3: only three, two, one and the solos have bonuses; king ultimo needs a
    # called king (four players).
    asked = [b for b in BONUSES if index in WITH_BONUSES and (b != "king ultimo" or king_called)]
    for b in asked:
        by = ask(say(lang, "sl.announced", bonus=item_name(lang, b)), side(lang))
        if by:
            announced[b] = by
            # SL-A2: each announced bonus has a kontra ladder of its own.
            k = ask(say(lang, "sl.bonus_kontra", bonus=item_name(lang, b)), ladder)
            if k:
                bonus_kontra[b] = k
        by = ask(say(lang, "made", item=item_name(lang, b)), side(lang))
        if by:
            made[b] = by
        if b.endswith("ultimo") and b not in announced and b not in made:
            # SL-S1: an unannounced ultimo card played to the last trick and lost there.
            # SL-S1: a pagat fails unless it wins the last trick itself; the called king
            # fails when its side loses that trick.
            if b.startswith("pagat"):
                by = ask(say(lang, "sl.failed_pagat_ultimo", bonus=item_name(lang, b), card=_ultimo_card(lang, b)),
                         side(lang))
            else:  # the called king is the declarer side's (SL-K1): only whether it was lost
                lost = ask(say(lang, "sl.failed_king_ultimo", bonus=item_name(lang, b)), yes_no(lang), no_answer(lang))
                by = "declarer" if lost else None
            if by:
                failed[b] = by
    # SL-S5 (SL-K5, SL-P5): the player whose mond was captured pays 21, in three … solo one
    # (SL-S3: beggar and above score nothing else).
    mond = None
    if index in WITH_BONUSES:
        mond = ask(say(lang, "sl.mond_penalty", last=players - 1), seat_or_none(players, None, lang))
    return score_slovenian(contract, declarer, announced=announced, made=made, bonus_kontra=bonus_kontra,
                           failed_ultimo=failed, mond_penalty=mond, **kw)


def figure_list(parse_figure: Callable[[str], int], lang: str = "en") -> Callable[[str], list[str]]:
    """``"volát, tulétroá"`` → the names, each a figure, none named twice (it was asked
    about twice, the later answer kept)."""
    def parse(text: str) -> list[str]:
        names = [f.strip() for f in text.split(",") if f.strip()]
        seen: set[int] = set()
        for name in names:
            f = parse_figure(name)
            if f in seen:
                raise refusal(lang, "pairs.twice", name)
            seen.add(f)
        return names
    return parse


def score_jokai_deal(players_default: str = "3", lang: str = "en", *, seats: Optional[int] = None,
                     dealer: Optional[int] = None, thrown_in: bool = False, rules: Any = None) -> Any:
    """A Jókai deal's facts asked and scored. In a match: ``seats`` and ``dealer`` given
    (not asked), and ``thrown_in`` takes a deal all passed (JK-B3) at the level question,
    returned as :data:`THROWN_IN`."""
    from .jokai.scoring import FIGURES, _factor, _figure, _level, score_jokai
    score_jokai = _recorded(rules_applied(score_jokai, rules), "score_jokai")

    players = seats if seats is not None else ask(say(lang, "jk.players"), whole(3, 4, lang), players_default)
    if players == 3:
        dealer = None  # JK-D1: three at the table all play; the dealer is no fact of the score
    elif dealer is None:  # JK-D1: the dealer sits out, so he cannot be the declarer
        dealer = ask(say(lang, "jk.dealer"), seat(players, lang), "0")
    level_of = checked(refused(_level, lang, "bad.jk_level"), needed=True)
    level = ask(say(lang, "jk.level"), lambda t: t if thrown_in and _thrown_in(t) else level_of(t))
    if thrown_in and _thrown_in(level):
        return THROWN_IN
    declarer = ask(say(lang, "declarer"), seat_except(players, {} if dealer is None else {dealer: "jk_dealer"}, lang))
    skart = None
    if _level(level) != 4:  # a kettős: the declarer looked at the skart (JK-S1)
        skart = ask(say(lang, "jk.skart"), whole(1, 5, lang))
    # JK-C1: the skart's deductions bound the declarer's points (1..65 in a kettős, at most 64 in szóló).
    points = ask(say(lang, "jk.points"), possible(
        whole(0, 66, lang), lambda p: score_jokai(level, declarer, players=players, skart_index=skart,
                                                  card_points=p, dealer=dealer), lang))
    kontra: dict[str, str] = {}
    factor = checked(refused(_factor, lang, "bad.jk_kontra"))
    game_k = ask(say(lang, "jk.kontra"), factor)
    if game_k:
        kontra["game"] = game_k
    announced = ask(say(lang, "jk.announced"), figure_list(refused(_figure, lang, "bad.jk_figure"), lang))
    # JK-A4: pagát ultimó brings the tarokk count (any number, a kontra on it too); on its
    # own the count is announced only from 10 tarokks.
    ultimo = any(_figure(f) == 3 for f in announced)
    count_named = any(_figure(f) == 0 for f in announced)
    count = None
    if ultimo:
        # JK-A5 [choice]: strict, he holds the pagát, a tarokk; else he may hold none
        least = 1 if getattr(rules, "strict_announcements", True) else 0
        count = ask(say(lang, "jk.count"), whole(least, 12, lang))
    elif count_named:
        count = ask(say(lang, "jk.count_alone"), whole(10, 12, lang))
    items = announced + ([FIGURES[0]] if ultimo and not count_named else [])
    for f in items:
        # The figure by its name, not by the alias typed ("ulti").
        k = ask(say(lang, "jk.figure_kontra", item=item_name(lang, FIGURES[_figure(f)])), factor)
        if k:
            kontra[f] = k
    made = {}
    for f in FIGURES[1:]:
        by = ask(say(lang, "made", item=item_name(lang, f)), side(lang))
        if by:
            made[f] = by
    return score_jokai(level, declarer, players=players, skart_index=skart, card_points=points, kontra=kontra,
                       announced=announced, tarokk_count=count, made=made, dealer=dealer)


def pairs(what: str, key: Callable[[str], Any], value: Callable[[str], Any],
          lang: str = "en") -> Callable[[str], dict[str, Any]]:
    """``"tulétroá=0, volát=1"`` → ``{"tulétroá": value("0"), …}``, each name and value
    checked (``what``: the ``score.pairs.…`` key, ``announced`` or ``made``)."""
    def parse(text: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for part in (p.strip() for p in text.split(",") if p.strip()):
            name, sep, v = part.rpartition("=")
            if not sep or not name.strip():
                raise refusal(lang, "pairs." + what, part)
            key(name.strip())
            if any(key(other) == key(name.strip()) for other in out):
                raise refusal(lang, "pairs.twice", name.strip())
            out[name.strip()] = value(v.strip())
        return out
    return parse


def counts(players: int, sits_out: dict[int, str], lang: str = "en") -> Callable[[str], dict[int, int]]:
    """``"2=9, 0=8"`` → ``{2: 9, 0: 8}``: tarokk counts by seat (PK-A3), each seat once."""
    one = seat_except(players, sits_out, lang)

    def parse(text: str) -> dict[int, int]:
        out: dict[int, int] = {}
        for part in (p.strip() for p in text.split(",") if p.strip()):
            who, sep, n = part.partition("=")
            if not sep or n.strip() not in ("8", "9"):
                raise refusal(lang, "pairs.counts", part)
            s = one(who.strip())
            if s in out:
                raise refusal(lang, "pairs.twice", who.strip())
            out[s] = int(n)
        return out
    return parse


#: PK-S5's throw-in, and its names at the level prompt (folded: no accents, lower case).
NO_HONOUR = "no honour"
NO_HONOUR_WORDS = ("no honour", "no honor", "nincs honor", "brez trule")


def score_paskievics_deal(players_default: str = "4", lang: str = "en", *, seats: Optional[int] = None,
                          dealer: Optional[int] = None, thrown_in: bool = False, rules: Any = None) -> Any:
    """A Paskievics deal's facts asked and scored. In a match: ``seats`` and ``dealer``
    given (not asked), and ``thrown_in`` takes a deal all passed (PK-B3) or annulled (PK-S4)
    at the level question, returned as :data:`THROWN_IN`."""
    from ._core import format_card, parse_card
    from .paskievics.scoring import FIGURES as PK_FIGURES, _figure, _kontra_level, _level, score_paskievics
    score_paskievics = _recorded(rules_applied(score_paskievics, rules), "score_paskievics")

    players = seats if seats is not None else ask(say(lang, "pk.players"), whole(4, 5, lang), players_default)
    if dealer is None:
        dealer = ask(say(lang, "pk.dealer"), seat(players, lang), "0")
    level_of = checked(refused(_level, lang, "bad.pk_level"), needed=True)

    def level_or_throw_in(text: str) -> str:
        if thrown_in and _thrown_in(text):
            return THROWN_IN
        # PK-S5: the fourth bid without an honour and got none from the talon.
        return NO_HONOUR if _fold(text) in NO_HONOUR_WORDS else level_of(text)
    level = ask(say(lang, "pk.level"), level_or_throw_in)
    if level == THROWN_IN:
        return THROWN_IN
    if level == NO_HONOUR:
        # Thrown in: the fourth to speak (PK-B3: the dealer of four, the seat before the
        # sitting-out dealer of five) pays each other player 2, nothing else.
        fourth = (dealer + 4) % players
        return score_paskievics(0, fourth, players=players, dealer=dealer, outcome=NO_HONOUR)
    sits_out = {dealer: "dealer"} if players == 5 else {}
    declarer = ask(say(lang, "declarer"), seat_except(players, sits_out, lang))
    partner = ask(say(lang, "pk.partner"), seat_or_none(players, {**sits_out, declarer: "declarer"}, lang))
    card = refused(parse_card, lang, "bad.pk_card")

    def tarokk_to_call(text: str) -> str:
        # The XX as the game's name says it (PK-H1: "huszas", "XX-as"), and a tarokk by its
        # number too ("19": the XIX), as it is said at the table.
        if fold_words(text) in ("huszas", "huszast", "xx as", "xxas"):
            text = "XX"
        by_number = text.isascii() and text.isdigit() and 1 <= int(text) <= 22
        if by_number:
            text = format_card(int(text) - 1, "ascii")
        c = card(text)
        if not 1 <= c <= 19:  # II … XX
            # As typed; one typed as a number by its name in the language ("22": "skíz", not "Sk").
            shown = format_card(c, "hu") if by_number and lang == "hu" else text
            raise InvalidInputError(say(lang, "pk.not_callable", card=shown))
        return text
    called = ask(say(lang, "pk.called"), tarokk_to_call, "XX")
    # PK-S3: the discards that count for a party are worth a point each at least.
    points = ask(say(lang, "pk.points"), possible(
        whole(0, 94, lang), lambda p: score_paskievics(level, declarer, players=players, dealer=dealer,
                                                       partner=partner, called=called, card_points=p), lang))
    kontra: dict[str, str] = {}
    game_kontra = refused(lambda t: _kontra_level("game", t), lang, "bad.pk_kontra")
    game_k = ask(say(lang, "kontra_ladder"), checked(game_kontra))
    if game_k:
        kontra["game"] = game_k
    # PK-H5: a called card lying in the skart leaves the declarer alone, the game kontra'd.
    official = partner is None and ask(say(lang, "pk.official"), yes_no(lang), no_answer(lang))
    figure = refused(_figure, lang, "bad.pk_figure")
    announced = ask(say(lang, "pk.announced"), pairs("announced", figure, seat_except(players, sits_out, lang), lang))
    for f in announced:  # PK-A4: each announced figure has a kontra ladder of its own
        step = refused(partial(_kontra_level, f), lang, "bad.pk_kontra")
        k = ask(say(lang, "pk.figure_kontra", item=item_name(lang, PK_FIGURES[_figure(f)])), checked(step))
        if k:
            kontra[f] = k
    made = ask(say(lang, "pk.made"), pairs("made", figure, party(lang), lang))
    # PK-A3: the tarokk counts said in the announcements, and those first shown at the end.
    said = ask(say(lang, "pk.counts"), counts(players, sits_out, lang))
    # A count is said or shown once; a declarer alone shows none (only his partner would pay).
    not_shown = {**sits_out, **{s: "counted" for s in said}, **({declarer: "alone"} if partner is None else {})}
    shown = ask(say(lang, "pk.revealed"), counts(players, not_shown, lang))
    return score_paskievics(level, declarer, players=players, dealer=dealer, partner=partner, called=called,
                            official_kontra=official, card_points=points, kontra=kontra, announced=announced,
                            made=made, counts=said, revealed=shown)


#: Each game's dialogue, by the registry's name (a game registered without one cannot be
#: scored by hand: docs/adding-a-game.md).
DIALOGS: dict[str, Callable[..., Any]] = {
    "slovenian": score_slovenian_deal, "jokai": score_jokai_deal, "paskievics": score_paskievics_deal}
