"""The ``tarokk`` command: play against bots, narrate or simulate deals, check records.

    tarokk play [VARIANT] [--seat N] [--lang en|hu|sl] [--deals N] [--option k=v] [--seed S] [--hint] [--bots P]
    tarokk solve FILE [--step N] [--deal K] [--exact]  a recorded position under perfect play
    tarokk deal [VARIANT] [--seed S] [--lang …]          narrate a whole deal
    tarokk simulate VARIANT --deals N [--seed S] [--policy P …] [--threads T] [--json]
                    [--contract C [--declarer SEAT] [--called CARD]]
                    [--ray auto|local|HOST:PORT|ray://HOST:PORT]   on a Ray cluster
    tarokk arena VARIANT --policy P [--policy P …] --deals N [--seed S] [--threads T]
                 [--json] [--ray ADDRESS]       duplicate deals between policies
    tarokk replay FILE                                   step through a JSON record
    tarokk validate FILE                                 check a record, name the first bad step
    tarokk score VARIANT [--lang …]                      score a deal played with real cards
    tarokk variants                                      games, presets and their options

Exit codes: 0 ok, 1 an invalid record or input file, 2 bad usage, 130 interrupted.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import inspect
import io
import json
import os
import random
import re
import shlex
import signal
import sys
import textwrap
import time
import unicodedata
from typing import Any, Callable, Iterator, NoReturn, Optional, Sequence, TextIO

from . import _command_start, cliencoding
from .cards import SUITS
from .progress import ProgressBar, _terminal_columns
from ._checks import is_text
from ._numpy import MissingExtraError
from .clitexts import LANGS, decimal, input_encoding, signed as _signed, spoken, text as words, title as title_in, typed
from .errors import IllegalActionError, InvalidInputError, NotationError, TarokkError

EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2
EXIT_INTERRUPTED = _command_start.EXIT_INTERRUPTED  # 128 + SIGINT

EXAMPLES = """examples:
  tarokk play slovenian --seat 0              play seat 0 of a Slovenian deal against bots
  tarokk play slovenian-3 --lang sl --deals 4 a short match in Slovenian
  tarokk play jokai --hint --bots pimc        against search players, with hints
  tarokk deal slovenian --seed 3              narrate a whole deal
  tarokk simulate slovenian --deals 100000 --policy rule
  tarokk simulate paskievics --deals 1000 --contract two --called XX   the play-phase mode
  tarokk simulate slovenian --deals 100000000 --ray auto   on a Ray cluster
  tarokk arena jokai --policy pimc --policy rule --deals 2000 --threads 2
  tarokk replay deal.json                     step through a record
  tarokk validate deal.json                   check a record
  tarokk solve deal.json --step 30            perfect play from a recorded position
  tarokk score paskievics --lang hu           score a deal played with real cards
  tarokk score slovenian --players Ana,Bor,Cene,Dora   a real match, deal by deal, on its sheet
  tarokk variants                             every preset and option
"""


class UsageError(Exception):
    """Bad usage found after parsing (exit 2)."""


class OutputError(Exception):
    """Output that cannot be written, such as a record (exit 1)."""


class Hangup(Exception):
    """SIGTERM or SIGHUP (the terminal closed) during a game: what was played is saved, as
    after Ctrl-C, and the command ends with the signal's exit code (128 + its number)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


@contextlib.contextmanager
def _hangups_raise() -> Iterator[None]:
    """While a game is played, SIGTERM and SIGHUP raise :class:`Hangup` (by default they end
    the process at once, and the record of the deal so far was lost). A signal that lands
    just before a prompt's read blocks (after CPython's last check for signals) is handled
    when the read returns, or at a second signal: a known limit of Python's signal handling.
    A closed terminal ends the read itself (EOF), so the record is kept either way."""
    def hang_up(signum: int, frame: Any) -> None:
        raise Hangup(signum)

    wanted = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name)]
    try:
        before = {sig: signal.signal(sig, hang_up) for sig in wanted}
    except ValueError:  # not the main thread: leave the signals as they are
        yield
        return
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


# -- output -------------------------------------------------------------------------------
class Out:
    """Printing with a little colour on a terminal and none when piped; on a terminal it
    keeps what it has written (and the answers typed, as the terminal echoed them), so that
    what came after a mark can be taken off the screen and its scrollback (JK-P6: earlier
    tricks are not shown again, :class:`TrickTeller`)."""

    def __init__(self, stream: Optional[TextIO] = None):
        self.stream = stream or sys.stdout
        self.tty = self.stream.isatty() and os.environ.get("TERM") != "dumb"
        # NO_COLOR set and not empty, or a terminal that takes no escape codes: no colour.
        self.color = self.tty and not os.environ.get("NO_COLOR")
        self.lines: list[str] = []  # what the terminal shows (at a terminal), for erase_since

    def _wrap(self, code: str, text: str) -> str:
        return f"\033[{code}m{text}\033[0m" if self.color else text

    def bold(self, text: str) -> str:
        return self._wrap("1", text)

    def dim(self, text: str) -> str:
        return self._wrap("2", text)

    def red(self, text: str) -> str:
        return self._wrap("31", text)

    def say(self, *parts: Any) -> None:
        print(*parts, file=self.stream, flush=True)
        if self.tty:
            self.lines.extend(" ".join(map(str, parts)).split("\n"))

    def typed(self, text: str) -> None:
        """A line the terminal echoed (a prompt and the answer typed after it)."""
        if self.tty:
            self.lines.append(text)

    def mark(self) -> int:
        return len(self.lines)

    def erase_since(self, mark: int) -> None:
        """Take what was written since ``mark`` (a value of ``mark()``) off the terminal: the
        screen and its scrollback are cleared and the rest written again (the terminal wraps
        it anew, whatever its size now), so those lines are not there to scroll back to."""
        if self.tty and len(self.lines) > mark:
            del self.lines[mark:]
            self.stream.write("\033[H\033[2J\033[3J" + "".join(line + "\n" for line in self.lines))
            self.stream.flush()


def _stdin_is_a_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (AttributeError, ValueError):  # closed or replaced by something without isatty
        return False


def card_style(lang: str) -> Any:
    """One card style per session: symbols in English, the language's names otherwise."""
    return {"en": "unicode", "hu": "hu", "sl": "sl"}.get(lang, "unicode")


def card_text(out: Out, card: int, style: Any) -> str:
    from . import _core
    name = _core.format_card(card, style)
    red = 22 <= card < 38  # hearts and diamonds
    return out.red(name) if red and style == "unicode" else name


def cards_text(out: Out, cards: Sequence[int], style: Any) -> str:
    """Cards side by side: by a space where each name is one word (``K♥ Q♥``), by commas
    where names have several (``kőr király, kőr dáma``), as the prompts list them."""
    names = [card_text(out, c, style) for c in cards]
    from . import _core
    several = any(" " in _core.format_card(c, style) for c in cards)
    return (", " if several else " ").join(names)


#: Group labels of a hand by language: trumps, then the suits in id order.
GROUPS = {"en": ("trumps", "hearts", "diamonds", "clubs", "spades"),
          "sl": ("taroki", "srce", "kara", "križ", "pik"),
          "hu": ("tarokk", "kőr", "káró", "treff", "pikk")}


def hand_lines(out: Out, hand: Sequence[int], style: Any, lang: str = "en") -> list[str]:
    """A hand grouped by suit, trumps first, each group lowest first: in the order the
    question's choices list the cards, so that a card is found at the same place in both."""
    labels = GROUPS.get(lang, GROUPS["en"])
    groups: list[tuple[str, list[int]]] = [(labels[0], sorted(c for c in hand if c < 22))]
    for i, suit in enumerate(labels[1:]):
        cards = sorted(c for c in hand if 22 + 8 * i <= c < 30 + 8 * i)
        groups.append((suit, cards))
    return [f"  {name:<8} " + cards_text(out, cards, style) for name, cards in groups if cards]


# -- reading a choice --------------------------------------------------------------------
def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


def _local_name(action: Any, typed: str, card: Optional[int]) -> str:
    """An action's name in the game's language with its card as the player typed it
    (``K♦``, ``skart K♣``); an action with no card, by its local name."""
    if card is not None and int(action) == card:
        from .cards import card_action_verb
        verb = card_action_verb(action.local, card)
        if verb is not None:
            return verb + typed
    return str(action.local)


def _retold(exc: IllegalActionError, english: str, lang: str, name: str) -> IllegalActionError:
    """The engine's refusal ``exc`` as the player is told it: ``english`` (its words, the
    action named as typed), or in ``lang`` by :mod:`tarokk.refusals` with the action named
    ``name`` (English when the table does not know the why); its kind and rule kept."""
    msg = english
    if lang != "en":
        from . import refusals
        msg = refusals.tell(str(exc), lang, name) or english
    err = IllegalActionError(msg)
    err.kind, err.rule = exc.kind, exc.rule
    return err


#: The card reader's hint after a pip its suit lacks ("hearts has no pip 7; its pips are …").
_NO_SUCH_PIP = re.compile(r"\((hearts|diamonds|clubs|spades) has no pip ")


#: Text written like a roman numeral that named no card ("xxii", "iiii"), folded.
_ROMAN_LOOKING = re.compile(r"[ivxlc]*[ivx][ivxlc]*")


def _no_such_card(text: str, suit: int, game: Any, lang: str) -> str:
    """``text`` names no card of the game's pack: the pips of its suit that the pack has,
    named in ``lang`` (the Hungarian pack keeps one a suit: "kőr ász", "treff tízes")."""
    from . import _core
    pips = sorted(c for c in game.info.pack if 22 + 8 * suit <= c < 26 + 8 * suit)  # lowest first, as hands show
    names = ", ".join(_core.format_card(c, card_style(lang)) for c in pips)
    which = "choose.no_card_one" if len(pips) == 1 else "choose.no_card"
    return words(lang, which, text=text, suit=GROUPS.get(lang, GROUPS["en"])[suit + 1], cards=names)


def choose(text: str, choices: Sequence[Any], game: Any, lang: str = "en") -> Any:
    """The legal choice meant by ``text``: its number in the list, any of its names, a
    card's name in any style (``KH``, ``king of hearts``, ``kőr király`` — also for a call
    of that card), or a unique part of a name from the start of one of its words (``set
    3``; inside a word only from three letters: ``re`` is rekontra's, never naprej's).
    An empty answer takes the only choice, where there is one. Raises ``InvalidInputError``
    saying in ``lang`` what was not understood, and for an action that is not legal now
    the engine's ``IllegalActionError``, told in ``lang`` too (:mod:`tarokk.refusals`;
    English when its table does not know the engine's reason)."""
    t = text.strip()
    if not t and len(choices) == 1:  # Enter takes the only choice (a forced skart view, a lone pass)
        return choices[0]
    if not t:
        raise InvalidInputError(words(lang, "choose.empty"))
    if not is_text(t):
        raise InvalidInputError(words(lang, "choose.not_text", encoding=input_encoding()))
    number = t[1:] if t.startswith("-") else t
    if number.isascii() and number.isdigit():  # isdigit alone takes "²", which int() refuses
        k = int(t) if len(t) <= 6 else 0
        if 1 <= k <= len(choices):
            return choices[k - 1]
        raise InvalidInputError(words(lang, "choose.only") if len(choices) == 1
                                else words(lang, "choose.range", n=len(choices)))
    text = typed(t)  # as the messages quote it
    key = _fold(t)
    names = [(c, [_fold(c.name), _fold(c.local)]) for c in choices]
    exact = [c for c, ns in names if key in ns]
    if len(exact) == 1:
        return exact[0]
    # A card named in any style: the choice that plays, discards or calls it ("KC" at a
    # king call is "call king of clubs").
    from . import _core
    try:
        card = _core.parse_card(t)
    except TarokkError as exc:
        card = None
        lacking = _NO_SUCH_PIP.search(str(exc))  # "7H": the red suits' pips are 1 to 4
        if lacking:
            raise InvalidInputError(_no_such_card(text, SUITS.index(lacking[1]), game, lang)) from None
    if card is not None:
        card_names = {_fold(_core.format_card(card, s)) for s in ("ascii", "en", "hu", "sl")}
        by_card = [c for c, ns in names if any(n == cn or n.endswith(" " + cn) for n in ns for cn in card_names)]
        if len(by_card) == 1:
            return by_card[0]
        if card >= 22 and card not in game.info.pack:  # "9S" in a game of the 42-card pack
            raise InvalidInputError(_no_such_card(text, (card - 22) // 8, game, lang))
    try:
        a = game.action(t)
    except IllegalActionError as exc:
        # Words the engine refuses as they are: a kontra step other than the one due
        # ("rekontra igra" when the game's next step is kontra, SL-A2, PK-A4).
        raise _retold(exc, str(exc), lang, t) from None
    except TarokkError:
        a = None
    if a is not None:
        if a in choices:
            return a
        try:
            game.copy().apply(a)  # not legal now: the engine says why
        except IllegalActionError as exc:
            # The engine names the action with its card in ASCII ("KD is not legal: …",
            # "discard KC: …"); the player is told the card as typed ("K♦ is not legal: …",
            # "discard K♣: …").
            msg = str(exc)
            if msg.startswith((a.name + " ", a.name + ":")):
                told = t if card is None else a.name.replace(_core.format_card(card, "ascii"), t)
                msg = told + msg[len(a.name):]
            # In the game's language: the action's own name there, its card as typed
            # ("„K♦” nem szabályos: …", "»založi K♣« ni dovoljeno: …").
            raise _retold(exc, msg, lang, _local_name(a, t, card)) from None
    part = [c for c, ns in names if any((" " + n).find(" " + key) >= 0 for n in ns)]
    if not part and len(key) >= 3:
        part = [c for c, ns in names if any(key in n for n in ns)]
    if len(part) == 1:
        return part[0]
    if len(part) > 1:
        shown = part if len(part) <= 6 else part[:5]  # a long list is cut, saying by how many
        named = words(lang, "choose.or").join(str(c.name if lang == "en" else c.local) for c in shown)
        if len(shown) < len(part):
            named += words(lang, "choose.more", n=len(part) - len(shown))
        raise InvalidInputError(words(lang, "choose.ambiguous", text=text, names=named))
    if _ROMAN_LOOKING.fullmatch(key):  # "XXII", "IIII": a trump past the pack's top
        from . import _core
        top = _core.format_card(21, card_style(lang))  # the 22nd tarok: Sk, skíz, škis
        raise InvalidInputError(words(lang, "choose.no_tarok", text=text, top=top))
    raise InvalidInputError(words(lang, "choose.unknown", text=text))


# -- playing -----------------------------------------------------------------------------
#: The words of a yes/no option at the command line.
TRUE_WORDS, FALSE_WORDS = ("true", "on", "yes", "1"), ("false", "off", "no", "0")


def parse_options(pairs: Sequence[str], variant: Optional[str] = None) -> dict[str, Any]:
    """``--option k=v`` values: true/false, integers, or text. With the ``variant``, an
    option that is true or false by default takes only the words for those, 1 and 0 too
    (``end_early=0``), and says so for any other."""
    flags: set[str] = set()
    if variant is not None:
        from .registry import find_variant
        try:
            _, defaults = find_variant(variant)
            flags = {f.name for f in dataclasses.fields(defaults) if isinstance(getattr(defaults, f.name), bool)}
        except InvalidInputError:
            pass  # an unknown variant: find_variant says so where the options are used
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option takes key=value, not {pair!r}")
        key, low = key.strip(), value.strip().lower()
        if key in out:
            raise UsageError(f"--option {key} is given twice")
        if key in flags:
            if low not in TRUE_WORDS + FALSE_WORDS:
                raise UsageError(f"--option {key} is true or false (on/off, yes/no, 1/0), not {value!r}")
            out[key] = low in TRUE_WORDS
            continue
        out[key] = (True if low in TRUE_WORDS[:3] else False if low in FALSE_WORDS[:3]
                    else int(low) if low.lstrip("-").isdigit() else value)
    return out


class TrickTeller:
    """Tells each completed trick once, from what the watching seat's view shows (every
    game's view has the tricks won per seat and at least the last completed trick).

    With ``last_only`` (Jókai at a terminal, JK-P6: only the last completed trick may be
    looked at), each trick told takes what was written since the play began (the trick
    before it and the prompts since) off the screen and its scrollback, so they keep the
    last trick only; call :meth:`play_begins` when the play does."""

    def __init__(self, out: Out, style: Any, lang: str = "en", last_only: bool = False):
        self.out, self.style, self.lang = out, style, lang
        self.told = 0
        self.last_only = last_only and out.tty
        self.mark: Optional[int] = None

    def play_begins(self) -> None:
        if self.last_only:
            self.out.say(self.out.dim(words(self.lang, "trick.last_only")))
            self.mark = self.out.mark()

    def tell(self, game: Any, seat: int) -> None:
        v = game.view(seat).as_dict()
        done = sum(v.get("won_counts") or v.get("tricks_won") or [])
        if done <= self.told:
            return
        last = v["tricks"][-1] if v.get("tricks") else v.get("last_trick")
        self.told = done
        if not last:
            return
        leader, cards, winner = last
        played = played_by(self.out, cards, leader, v, game.num_players, self.style)
        if self.mark is not None:
            self.out.erase_since(self.mark)
        self.out.say(words(self.lang, "trick", n=done, played=played, winner=winner))


def played_by(out: Out, cards: Sequence[int], leader: int, view: dict[str, Any], seats: int, style: Any) -> str:
    """A trick's cards, each with the seat that played it ("1:K♣, 2:J♣"), round the seats
    that play from its leader (a dealer sitting out, jokai-4 and paskievics-5, is skipped)."""
    active = list(view.get("active") or range(seats))
    first = active.index(leader)
    return ", ".join(f"{active[(first + i) % len(active)]}:{card_text(out, c, style)}" for i, c in enumerate(cards))


def choice_text(out: Out, action: Any, named: str, style: Any) -> str:
    """A choice as the session writes cards: a card (to play or discard) in its style."""
    if action.id < 54:
        from .cards import card_action_verb
        # "discard KH", "založi srce kralj": the verb, then the card in the session's style
        verb = card_action_verb(named, action.id)
        if verb is not None:
            return verb + card_text(out, action.id, style)
    return named


def play_objective(game: Any) -> str:
    """What the search player's scores of a card count in the play of ``game`` (the
    solver's objective for the contract, :func:`tarokk.solver.objective`): ``"thirds"``
    (Slovenian card points, SL-C1), ``"tricks"`` (Slovenian beggar and valat), ``"klop"``
    (the seat's own card points, in thirds) or ``"points"`` (the Hungarian games)."""
    from .solver import objective
    goal, unit = objective(game)
    return "klop" if goal == "klop" else unit


def hint_marks(game: Any, choices: Sequence[Any], rng: random.Random, lang: str = "en") -> list[str]:
    """The search player's mean score of each choice, for the player to act (``--hint``):
    in the play the declarer side's card points from this player's side (+ good; the
    tricks in a Slovenian beggar or valat, the seat's own card points in klop:
    :func:`play_objective`), before it the settlement amount (Slovenian: less the others'
    mean); the best one starred. Only what this player knows is used."""
    from .policies import search_values
    if len(choices) == 1:
        return [words(lang, "hint.forced")]  # nothing to choose: the search player scores nothing
    values = dict((int(a), v) for a, v in search_values(game, seed=rng.getrandbits(63)))
    # SL-C1 thirds of a card point to points; tricks (Slovenian beggar and valat) as they are
    scale = 3.0 if game.phase == "play" and play_objective(game) in ("thirds", "klop") else 1.0
    best = max(values.values()) if values else None
    return [words(lang, "hint", value=decimal(lang, values[int(c)] / scale),
                  best=" *" if values[int(c)] == best else "")
            if int(c) in values else "" for c in choices]


def play_deal(out: Out, game: Any, human: Optional[int], lang: str, rng: random.Random,
              ask: Callable[[str], str], hint: bool = False, bots: Optional[str] = None,
              watcher: Optional[int] = None, script: Sequence[int] = ()) -> None:
    """Play one deal: ``human`` answers at his turns (numbered choices), bots the rest
    (the game's default player, or the policy named ``bots``); ``hint`` shows the search
    player's score of each choice. The deal is told as the table seat ``watcher`` (default
    ``human``; a dealer who sits out watches too) sees it: a discard it does not see is
    told face down, and what the table says or shows besides the actions (a tarokk count,
    discards turned up, a hand shown) is told from its view (`tarokk.tablenews`). With
    neither, only what is public. ``script``: the ids of the deal's first actions, taken
    and told as the bots' are (``--resume``: the deal so far, as that seat saw it)."""
    from .cards import styled_action_name
    from .dialogue import Dialogue
    from .tablenews import discard_is_seen, news
    style = card_style(lang)
    bot = game.info.policy(bots or game.info.default_policy)
    # The hints draw their seeds from a copy of ``rng``: the bots' own draws, and so their
    # play, are the same with --hint and without (a --seed plays the same deal again).
    hint_rng = random.Random()
    hint_rng.setstate(rng.getstate())
    dialogue = Dialogue(game, lang if lang in game.info.questions else "en")
    # JK-P6 at a terminal where the answers are typed (and echoed, so kept with the rest).
    teller = TrickTeller(out, style, lang, last_only=game.info.name == "jokai" and _stdin_is_a_terminal())
    watcher = human if watcher is None else watcher
    table = game.engine.view(0)  # who deals and who leads are public to every seat
    if game.variant.players > game.num_players:
        # Slovenian with five: the dealer sits out and is no seat of the deal (its "dealer"
        # seat is only the one before the forehand).
        out.say(out.dim(words(lang, "table.dealer_out", forehand=table["forehand"])))
    else:
        out.say(out.dim(words(lang, "table", dealer=table["dealer"], forehand=table["forehand"])))
    def name(a: Any) -> str:
        return str(a.name if lang == "en" else a.local)

    def seen(seat: int, a: Any, after: Optional[dict[str, Any]]) -> bool:
        """Did the watcher see which action ``seat`` took (not just a card face down)?"""
        if seat == watcher or not str(a.name).startswith("discard "):
            return True
        if after is None:
            return not game.info.private_action(a.name, int(a.id))
        return discard_is_seen(after, int(a.id))

    def face_down(a: Any) -> str:
        verb = name(a).split(" ", 1)[0]  # "discard", "skart", "založi"
        return words(lang, "face_down", verb=verb)

    phase = None
    scripted = iter(script)
    while (q := dialogue.question()) is not None:
        if game.phase != phase:
            phase = game.phase
            out.say(out.dim(words(lang, "phase", phase=words(lang, "phase." + phase))))
            if phase == "play":
                teller.play_begins()
        before = game.view(watcher).as_dict() if watcher is not None else None
        step = next(scripted, None)
        if step is None and script:  # the script's ids are all taken: said once
            script = ()
            out.say(out.dim(words(lang, "resume.goes_on")))
        if q.seat != human or step is not None:
            action = game.apply(bot(game, rng) if step is None else step)
            after = game.view(watcher).as_dict() if watcher is not None else None
            if phase == "play":
                teller.tell(game, watcher if watcher is not None else 0)
            shown = seen(q.seat, action, after)
            if phase != "play":
                what = styled_action_name(name(action), int(action.id), style) if shown else face_down(action)
                out.say(words(lang, "seat_did", seat=q.seat, what=what))
            if watcher is not None and before is not None and after is not None:
                for line in news(before, after, watcher, style, int(action.id) if shown else None, lang):
                    out.say(line)
            continue
        view = game.view(human)
        if view.hand:  # none before ráütés' cut or packets (PK-D3)
            out.say(out.bold(words(lang, "your_hand", seat=human)))
            for line in hand_lines(out, view.hand, style, lang):
                out.say(line)
        talon: list[int] = view["talon"] if "talon" in view else []
        # In the play the talon is told only in klop, whose tricks take its cards (SL-L1);
        # after an exchange it is past (the declarer's taken cards are in his hand).
        if talon and (game.phase != "play" or view.get("contract") == 0 and game.info.name == "slovenian"):
            from . import _core
            sets = [c for c in q.choices if c.name.startswith("take set ")]
            if sets and len(talon) % len(sets) == 0:  # the talon shown in its sets
                k = len(talon) // len(sets)
                out.say(words(lang, "talon", cards=" | ".join(
                    words(lang, "talon_set", n=i + 1, cards=_core.format_cards(talon[i * k:(i + 1) * k], style))
                    for i in range(len(sets)))))
            else:
                out.say(words(lang, "talon", cards=_core.format_cards(talon, style)))
        question = q.text
        if view.trick:  # who played which card; the question then leaves out its cards alone
            table_view = view.as_dict()
            out.say(words(lang, "trick_so_far", cards=played_by(out, view.trick, table_view["trick_leader"],
                                                                 table_view, game.num_players, style)))
            question = dialogue._question_text(q.seat, with_trick=False)
        out.say(question)
        marks = hint_marks(game, q.choices, hint_rng, lang) if hint else [""] * len(q.choices)
        if hint and len(q.choices) > 1:  # a forced choice is marked as such, with no score to explain
            unit = play_objective(game) if game.phase == "play" else None
            why = words(lang, "hints.play_tricks" if unit == "tricks" else "hints.play_klop" if unit == "klop" else
                        "hints.play" if game.phase == "play" else
                        "hints.settlement_relative" if game.info.name == "slovenian" else "hints.settlement")
            out.say(out.dim(words(lang, "hints", why=why)))
        for i, c in enumerate(q.choices, 1):
            mark = f"  {out.dim(marks[i - 1])}" if marks[i - 1] else ""
            out.say(f"  {i:>2}. {choice_text(out, c, name(c), style)}{mark}")
        while True:
            text = ask("> ")
            out.typed("> " + text)
            try:
                action = game.apply(choose(text, q.choices, game, lang), seat=human)
                break
            except TarokkError as exc:
                out.say(f"  {exc}")
        if phase == "play":
            teller.tell(game, human)
        else:  # said at the table as the others' are: the scrollback holds everything said
            out.say(words(lang, "seat_did", seat=human,
                          what=styled_action_name(name(action), int(action.id), style)))
        if before is not None:
            for line in news(before, game.view(human).as_dict(), human, style, lang=lang):
                out.say(line)
    out.say("")
    out.say(out.bold(words(lang, "settlement")))
    out.say(game.result().text(lang))


def _new_match(info: Any, opts: Any) -> Any:
    """The score sheet of a match of ``opts`` (its deals and the sheet follow them)."""
    from .records import new_sheet
    players = [f"P{i}" for i in range(opts.players)]
    return new_sheet(info.name, opts, players)


def _play(args: argparse.Namespace) -> int:
    from .game import Game
    from .registry import find_variant
    if args.resume is not None:
        return _resume(args)
    variant = "slovenian" if args.variant is None else args.variant
    options = parse_options(args.option, variant)
    try:
        info, opts = find_variant(variant, **options)
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None
    _check_lang(info, args.lang)
    _check_deals(args.deals)
    # One deal has the engine's seats (five Slovenian players play four-handed deals); a
    # match has a player per seat of the table.
    seats = opts.engine_players if args.deals == 1 else opts.players
    if not 0 <= args.seat < seats:
        raise UsageError(f"--seat {args.seat} is not a seat: {info.title} here has seats 0..{seats - 1}"
                         + (" in one deal (a match of --deals N has a player per seat)" if seats < opts.players else ""))
    _check_bots(info, args.bots)
    _check_seed(args.seed)
    _check_writable(args.record)
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    out = Out()
    rng = random.Random(seed)

    def ask(prompt: str) -> str:
        return input(prompt)

    lang = args.lang
    title, seed_note = title_in(lang, info.name), words(lang, "seed", seed=seed)
    # The seed deals every card (the hidden hands and talon with them): it is told once the
    # deal or the match is over, or left, for `--seed` to deal the same cards again.
    if args.deals == 1:
        game = Game(opts, seed=seed)
        sits_out = args.seat not in (game.engine.view(args.seat).get("active") or range(seats))
        out.say(words(lang, "start", title=title, seat=args.seat,
                      out=words(lang, "start.sits_out") if sits_out else ""))
        try:
            with _hangups_raise():
                play_deal(out, game, args.seat, lang, rng, ask, args.hint, args.bots)
        except (EOFError, KeyboardInterrupt, Hangup, BrokenPipeError) as exc:
            _end_the_line(out, exc)
            _save(game, args.record, unfinished=True, lang=lang)  # what was played is kept
            _say_quietly(out, seed_note)
            raise
        out.say(seed_note)
        _save(game, args.record, lang=lang)
        return EXIT_OK
    # Slovenian seats move with the deal (engine seats count from the forehand); in the
    # Hungarian games the players keep their seats and the deal passes round.
    moves = "match_start" if info.name == "slovenian" else "match_start.fixed"
    then = words(lang, "match.then_skis_round") if getattr(opts, "skis_round", False) else ""
    out.say(words(lang, moves, title=title, deals=args.deals, seat=args.seat, then=then))
    match = _new_match(info, opts)
    return _play_match(args, out, lang, match, [], args.deals, lambda k: (seed + k) % (1 << 64), rng, seed_note)


def _play_match(args: argparse.Namespace, out: Out, lang: str, match: Any, games: list[Any], planned: int,
                seed_of: Callable[[int], int], rng: random.Random, seed_note: str,
                unfinished: Optional[tuple[Any, list[int]]] = None) -> int:
    """Play the match's deals from the next one on: ``planned`` in all (then a Slovenian
    match's škis round), each dealt from ``seed_of(k)`` (k from 0 for the match's first),
    ``unfinished`` (the dealt game and the ids already played: ``--resume``) the first.
    Left mid-deal, the record keeps the deal as far as it went, to go on with."""
    from .records import record_deal
    k = len(games)
    # The deal in progress is played first, whatever the plan says (a record may plan fewer).
    while unfinished is not None or k < planned or _match_goes_on(match, out, lang):
        setup = match.next_deal()
        game, script = unfinished if unfinished is not None else (setup.game(seed=seed_of(k)), [])
        unfinished = None
        human, watcher = args.seat, None
        if hasattr(setup, "active_players"):  # Slovenian: engine seats count from the forehand
            human = setup.seat_of(args.seat) if args.seat in setup.active_players else None
        elif args.seat not in (game.engine.view(args.seat).get("active") or range(match.variant.players)):
            # The Hungarian games' dealer sits out at a table of one more (JK-D1, PK-D4), and
            # watches from his seat (PK-D4: the other players' discards come to him).
            human, watcher = None, args.seat
        out.say(out.bold(words(lang, "deal_head", number=setup.number))
                + (words(lang, "deal_head.sit_out") if human is None else words(lang, "deal_head.seat", seat=human)))
        if hasattr(setup, "active_players"):
            # The deal is told in table seats, the sheet in players: say which is which.
            pairs = ", ".join(f"{s} = P{p}" for s, p in enumerate(setup.active_players))
            out.say(out.dim(words(lang, "deal_head.players", pairs=pairs)))
        try:
            with _hangups_raise():
                play_deal(out, game, human, lang, rng, input, args.hint, args.bots, watcher, script=script)
        except (EOFError, KeyboardInterrupt, Hangup, BrokenPipeError) as exc:
            _end_the_line(out, exc)
            if game.is_over:  # left as its settlement was told: a whole deal
                record_deal(match, setup, game)
                games.append(game)
            path = args.record
            note = words(lang, "record.match_unfinished" if games else "record.match_unfinished.first",
                         n=len(games), s=_plural(len(games)),
                         k=setup.number) + words(lang, "record.resume", path=shlex.quote(path or ""))
            _save_match(match, games, path, note if not game.is_over else "", lang,
                        None if game.is_over else game, planned)
            _say_quietly(out, seed_note)
            raise
        row = record_deal(match, setup, game)
        games.append(game)
        k += 1
        out.say("")
        out.say(match.text(lang))
        _say_notes(out, row, lang)
    out.say(seed_note)
    _save_match(match, games, args.record, lang=lang, planned=planned)
    return EXIT_OK


def _check_bots(info: Any, bots: Optional[str]) -> None:
    """Refuse a --bots policy the game has not, before any deal is played."""
    if bots is not None:
        try:
            info.policy(bots)
        except InvalidInputError as exc:
            raise UsageError(str(exc)) from None


def _resume(args: argparse.Namespace) -> int:
    """``tarokk play --resume FILE``: the unfinished deal of a record (one that Ctrl-D or a
    closed terminal left) goes on. The record gives the game, its options and the deal; the
    deal so far is told first as ``--seat`` saw it (what that seat may know, no more), then
    the bots play on, and the record is written again (to ``--record``, else to FILE)."""
    from .records import MATCH_FORMAT, _dealt, replay
    given = [flag for flag, value in (("a variant", args.variant is not None), ("--option", args.option),
                                      ("--seed", args.seed is not None), ("--deals", args.deals != 1)) if value]
    if given:
        raise UsageError(f"--resume takes the game, its options and the deal from the record: "
                         f"not {' or '.join(given)} with it")
    if _holds_a_record(args.resume, "scored-match"):
        raise UsageError(f"{args.resume} is a sheet file of tarokk score: 'tarokk score <game> --sheet "
                         f"{args.resume}' goes on with its match")
    rec = _load_record(args.resume)
    if rec["format"] == MATCH_FORMAT:
        return _resume_match(args, rec)
    game = replay(rec)  # every fault of the record is told here, before anything is played
    if game.is_over:
        raise UsageError(f"{args.resume}: the deal is over (tarokk replay {args.resume} shows it)")
    info = game.info
    _check_lang(info, args.lang)
    if not 0 <= args.seat < game.num_players:
        raise UsageError(f"--seat {args.seat} is not a seat of the record's deal: seats 0..{game.num_players - 1}")
    _check_bots(info, args.bots)
    path = args.record if args.record is not None else args.resume
    _check_writable(path)
    script = [int(a) for _, a in game.history]
    dealt = _dealt(rec, "native")  # the deal as dealt, its actions told from the start
    out, lang = Out(), args.lang
    # The bots' draws follow from the record: the same record goes on the same way.
    rng = random.Random(f"{rec['deal'].get('seed')} {len(script)}")
    sits_out = args.seat not in (dealt.engine.view(args.seat).get("active") or range(dealt.num_players))
    out.say(words(lang, "start", title=title_in(lang, info.name), seat=args.seat,
                  out=words(lang, "start.sits_out") if sits_out else ""))
    out.say(out.dim(words(lang, "resume.head", path=args.resume, n=len(script))))
    try:
        with _hangups_raise():
            play_deal(out, dealt, args.seat, lang, rng, input, args.hint, args.bots, script=script)
    except (EOFError, KeyboardInterrupt, Hangup, BrokenPipeError) as exc:
        _end_the_line(out, exc)
        _save(dealt, path, unfinished=True, lang=lang)
        raise
    _save(dealt, path, lang=lang)
    return EXIT_OK


def _resume_match(args: argparse.Namespace, rec: dict[str, Any]) -> int:
    """``tarokk play --resume MATCH``: a match left mid-way goes on. Its sheet is replayed
    from the record and told; the deal left unfinished (if any) goes on as ``_resume``'s
    does, then the deals still to come, up to the record's ``planned_deals`` (a record
    without it: the deals it has, the unfinished one too), then a Slovenian škis round."""
    from .records import _dealt, replay_match
    from .registry import find_game
    replayed = replay_match(rec)  # every fault of the record is told here, before anything is played
    match, games = replayed.sheet, list(replayed.games)
    info = find_game(rec["game"])
    # The plan counts the deals the record has, the one in progress too (an API's record may plan fewer).
    planned = max(rec.get("planned_deals", 0), len(games) + (replayed.unfinished is not None))
    if getattr(match, "finished", False) or (replayed.unfinished is None and len(games) >= planned
                                              and not hasattr(match, "skis_round")):
        raise UsageError(f"{args.resume}: the match is over (tarokk replay {args.resume} shows it)")
    _check_lang(info, args.lang)
    if not 0 <= args.seat < len(match.players):
        raise UsageError(f"--seat {args.seat} is not a player of the record's match: seats 0..{len(match.players) - 1}")
    _check_bots(info, args.bots)
    if args.record is None:
        args.record = args.resume
    _check_writable(args.record)
    # The seeds go on from the record's (the match's k-th deal is dealt from its first seed + k).
    seeds = [(k, d["deal"].get("seed")) for k, d in enumerate(
        rec["deals"] + ([rec["unfinished"]["record"]] if "unfinished" in rec else [])) if isinstance(d.get("deal"), dict)]
    known = [(k, seed) for k, seed in seeds if isinstance(seed, int)]
    first = (known[-1][1] - known[-1][0]) % (1 << 64) if known else random.randrange(2**32)
    out, lang = Out(), args.lang
    script: list[int] = []
    unfinished = None
    if replayed.unfinished is not None:
        script = [int(a) for _, a in replayed.unfinished.history]
        unfinished = (_dealt(rec["unfinished"]["record"], "native"), script)
    rng = random.Random(f"{first} {len(games)} {len(script)}")  # the same record goes on the same way
    out.say(words(lang, "match_start" if info.name == "slovenian" else "match_start.fixed",
                  title=title_in(lang, info.name), deals=planned, seat=args.seat,
                  then=words(lang, "match.then_skis_round") if getattr(match, "skis_round", False) else ""))
    out.say(out.dim(words(lang, "resume.match_head", path=args.resume, n=len(games), s=_plural(len(games)),
                          planned=planned)))
    if games:
        out.say(match.text(lang))
    return _play_match(args, out, lang, match, games, planned, lambda k: (first + k) % (1 << 64), rng,
                       words(lang, "seed", seed=first), unfinished)


def _say_quietly(out: Any, line: str) -> None:
    """Say ``line`` on the way out of an interrupted game; a closed output says nothing."""
    try:
        out.say(line)
    except (BrokenPipeError, OSError):
        pass


def _end_the_line(out: Any, exc: BaseException) -> None:
    """A game left at a prompt (Ctrl-D, Ctrl-C): end the prompt's line before what is said
    on the way out (the record written, the seed), and tell `main` that it is ended."""
    if isinstance(exc, (EOFError, KeyboardInterrupt)):
        _say_quietly(out, "")
        exc.line_ended = True  # type: ignore[union-attr]


def _say_notes(out: Any, row: Any, lang: str) -> None:
    """What the match layer did with the deal (a Slovenian sheet's notes: a radl doubling
    it, a radl closed or given, the škis round), which the sheet's amounts follow."""
    from .slovenian.sheetnotes import tell
    for note in getattr(row, "notes", ()):
        out.say(out.dim("  · " + (tell(note, lang) or note)))


def _match_goes_on(match: Any, out: Any, lang: str) -> bool:
    """After the deals asked for: a Slovenian match goes on with its škis round, whose last
    deal ends it (SL-R6); without one (``skis_round=false``) it ends now. Either way the
    open radli are charged at its end (SL-R3). The Hungarian sheets just stop."""
    from .slovenian.match import SlovenianMatch
    if not isinstance(match, SlovenianMatch) or match.finished:
        return False
    if not match.skis_round:
        match.finish()
        out.say(words(lang, "match.finished"))
        out.say(match.text(lang))
        return False
    if match.skis_round_called_after is None:
        match.call_skis_round()
        out.say(out.bold(words(lang, "match.skis_round")))
    return True


def _check_lang(info: Any, lang: str) -> None:
    """A game is played and told only in the languages it speaks (`play`, `deal` and `score`
    alike)."""
    try:
        spoken(info, lang)
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None


def _deal(args: argparse.Namespace) -> int:
    from .game import Game
    from .narrate import narrate
    from .registry import find_variant
    try:
        info, opts = find_variant(args.variant, **parse_options(args.option, args.variant))
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None
    _check_lang(info, args.lang)
    _check_seed(args.seed)
    _check_writable(args.record)
    seed = args.seed if args.seed is not None else random.randrange(2**32)
    seats = opts.engine_players
    if opts.players != seats and not 0 <= args.dealer < seats:
        # SL-D1: of five at the table, the four who play are the deal's seats.
        raise UsageError(f"a deal of {args.variant} is dealt to the {seats} who play it (the fifth sits out, "
                         f"SL-D1): --dealer is a seat 0..{seats - 1}, not {args.dealer}")
    try:
        game = Game(opts, seed=seed, dealer=args.dealer)
        policy = info.policy(args.policy or info.default_policy)
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None
    # Told into a buffer, and the record written first: a reader that goes away early
    # (`| head`) does not cost the record.
    told = io.StringIO()
    narrate(game, policy, rng=random.Random(seed), out=told, style=card_style(args.lang), lang=args.lang)
    _save(game, args.record, lang=args.lang)
    sys.stdout.write(words(args.lang, "seed", seed=seed) + "\n" + told.getvalue())
    return EXIT_OK


def _check_seed(seed: Optional[int]) -> None:
    if seed is not None and not 0 <= seed < 1 << 64:
        raise UsageError(f"--seed is a whole number 0..2**64-1, not {seed}")


def _holds_a_record(path: str, kinds: str = "record|match|scored-match") -> bool:
    """Does the file at ``path`` begin as a tarokk record (``to_json`` writes the format
    first), of one of ``kinds`` (``tarokk-<kind>/``)? A UTF-8 byte order mark before it (an
    editor's) is read past, as the records are read."""
    try:
        with open(path, "rb") as f:
            head = f.read(256)
    except OSError:
        return False
    return re.match(rb'(?:\xef\xbb\xbf)?\s*\{\s*"format"\s*:\s*"tarokk-(' + kinds.encode() + rb')/', head) is not None


def _holds_a_saved_run(path: str) -> bool:
    """Is the file at ``path`` a simulation result saved by ``tarokk simulate --out``?"""
    import zipfile
    try:
        with zipfile.ZipFile(path) as z:
            return "__meta__.npy" in z.namelist()
    except (OSError, zipfile.BadZipFile):
        return False


def _check_writable(path: Optional[str], flag: str = "--record",
                    ours: Callable[[str], bool] = _holds_a_record) -> None:
    """Refuse a --record (or ``flag``) path that cannot be written before any deal is played;
    a file there already is replaced only if ``ours`` says it is this command's kind."""
    if path is None:
        return
    if not path:
        raise UsageError(f"{flag} needs a file name")
    if path.endswith(("/", os.sep)):
        raise OutputError(f"cannot write {path}: a file name, not a folder, is needed")
    if os.path.isdir(path):
        raise OutputError(f"cannot write {path}: it is a directory")
    if os.path.exists(path):
        # A file (or device) that is there already must take writing (read-only, immutable,
        # /proc): opened for appending, which changes nothing in it, and closed at once.
        try:
            with open(path, "a", encoding="utf-8"):
                pass
        except OSError as exc:
            raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
        if os.path.isfile(path) and os.path.getsize(path) > 0 and not ours(path):
            # Replacing an earlier record is what --record is for; any other file may be dear.
            raise OutputError(f"{path} exists and is not a {'tarokk record' if ours is _holds_a_record else 'saved run'}: "
                              "not overwritten "
                              "(give another name, or remove it first)")
        return
    try:
        real = os.path.realpath(path)  # a dangling symlink's target: the file to be made
    except OSError:  # the current folder was removed under the command
        raise OutputError(f"cannot write {path}: the current folder no longer exists") from None
    folder = os.path.dirname(real)
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise OutputError(f"cannot write {path}: no such folder, or not writable")


def _save(game: Any, path: Optional[str], unfinished: bool = False, lang: str = "en") -> None:
    """Write the deal's record (docs/records.md) to ``path``, if given."""
    if not path:
        return
    from .records import record, to_json
    # An unfinished deal's record says how to go on with it (a match record holds whole deals).
    note = words(lang, "record.unfinished") + words(lang, "record.resume", path=shlex.quote(path)) if unfinished else ""
    _write(path, to_json(record(game)), note, lang)


def _save_match(sheet: Any, games: list[Any], path: Optional[str], note: str = "", lang: str = "en",
                unfinished: Optional[Any] = None, planned: Optional[int] = None) -> None:
    """Write the match's record (``tarokk-match/1``, docs/records.md) to ``path``, if given:
    its whole deals, the deal left ``unfinished`` and the ``planned`` number of deals
    (what ``--resume`` goes on with)."""
    if not path:
        return
    from .records import match_record, to_json
    _write(path, to_json(match_record(sheet, games, unfinished, planned)), note, lang)


def _write(path: str, text: str, note: str = "", lang: str = "en") -> None:
    try:
        _write_whole(path, text + "\n")
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    try:
        print(words(lang, "record_written", path=path, note=note), file=sys.stderr)
    except OSError:  # the terminal is gone (SIGHUP) or its reader: the record is written
        pass


def _write_whole(path: str, text: str) -> None:
    """Write ``text`` to the file ``path`` whole or not at all: into a new file beside it,
    which then takes its name (``os.replace``), so that a full disk, a file-size limit or
    an interruption never leaves half a record, nor destroys the record that was there. A
    symlink keeps pointing at the file, which gets the old file's permissions. A path that
    is no regular file (``/dev/stdout``, a pipe) is written to as it is."""
    def as_it_is() -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    if os.path.exists(path) and not os.path.isfile(path):  # a device or a pipe
        as_it_is()
        return
    real = os.path.realpath(path)
    folder, name = os.path.split(real)
    data = text.encode("utf-8")
    fd = None
    for attempt in range(100):
        temporary = os.path.join(folder, f".{name}.{os.getpid()}.{attempt}.tmp")
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)  # the umask applies
            break
        except FileExistsError:
            continue
        except PermissionError:  # a writable file in a folder that takes no new file
            break
    if fd is None:
        as_it_is()
        return
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if os.path.exists(real):
            os.chmod(temporary, os.stat(real).st_mode & 0o7777)
        os.replace(temporary, real)
    except BaseException:  # an error or an interruption: the temporary file goes, the old file stays
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _with_bar(args: argparse.Namespace, every: int, run: Callable[[Any], Any]) -> Any:
    """``run(progress)`` with a progress bar on stderr (``simulate --json``: none; piped: a line
    every ``every`` deals)."""
    bar = ProgressBar(sys.stderr, every=every, own_stream=True) if not args.json or args.command == "arena" else None
    if getattr(args, "ray", None) and sys.stderr.isatty():
        # Connecting can take a while (Ray retries an address for up to 20 s): say what it waits on.
        print(f"connecting to Ray ({args.ray})…", file=sys.stderr, flush=True)
    value = run(bar.update if bar else None)
    if bar:
        bar.done()
    return value


def _simulate(args: argparse.Namespace) -> int:
    from .registry import find_variant
    from .simulation import simulate, simulate_summary
    try:
        info, opts = find_variant(args.variant, **parse_options(args.option, args.variant))
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None
    _check_deals(args.deals)
    _check_threads(args.threads)
    _check_seed(args.seed)
    policies = args.policy or ["random"]
    threads = None if args.threads == 0 else args.threads  # 0: every core, as arena and solve take it
    # The play-phase mode: a contract index or name, as tarokk.simulate takes it.
    contract = int(args.contract) if args.contract and args.contract.isdigit() else args.contract
    if contract is None and (args.declarer is not None or args.called is not None):
        raise UsageError("--declarer and --called belong to the play-phase mode: give --contract too")
    # Piped into a log: a line every tenth of the run, as progress=True and arena write it
    # (a line every chunk was 1,526 lines for 10**8 deals).
    kw = dict(seed=args.seed, policies=policies if len(policies) > 1 else policies[0], threads=threads,
              contract=contract, declarer=args.declarer, called=args.called, dealer=args.dealer, start=args.start)
    if args.compulsory_klop:
        kw["compulsory_klop"] = True
    if args.out is not None:
        _check_writable(args.out, "--out", _holds_a_saved_run)
        # The rows are kept and written; the summary is theirs.
        r = _with_bar(args, max(1, args.deals // 10), lambda progress: simulate(
            opts, args.deals, progress=progress, cluster=args.ray, **kw))
        try:
            r.save(args.out)
        except InvalidInputError as exc:
            raise OutputError(str(exc)) from None
        s = r.summary
    else:
        # Only the summary is printed: the rows are summed chunk by chunk (on Ray shard by
        # shard), never kept (a run of 10**9 deals needs the memory of a chunk, not 40 GiB).
        s = _with_bar(args, max(1, args.deals // 10), lambda progress: simulate_summary(
            opts, args.deals, progress=progress, cluster=args.ray, **kw))
    # Ctrl-C keeps the deals done so far: they are printed, and the exit code says that the
    # run was cut short.
    done = EXIT_INTERRUPTED if s.interrupted else EXIT_OK
    if args.json:
        print(_json_text(s.as_dict()))
        return done
    print(f"{s.deals:,} deal{_plural(s.deals)} of {info.title} ({args.variant}), seed {args.seed}, "
          + (f"deals {args.start:,}.., " if args.start else "")
          + f"policies {', '.join(policies)}" + (" — interrupted" if s.interrupted else ""))
    print(s.text())
    return done



def _check_deals(deals: int) -> None:
    from ._checks import MAX_COUNT
    if deals < 1:
        raise UsageError(f"--deals must be at least 1, not {deals}")
    if deals > MAX_COUNT:  # the core counts deals in 63 bits
        raise UsageError(f"--deals must be at most {MAX_COUNT}, not {deals}")


def _check_threads(threads: Optional[int]) -> None:
    from ._checks import MAX_THREADS
    if threads is not None and not 0 <= threads <= MAX_THREADS:
        raise UsageError(f"--threads must be 0 (all cores) .. {MAX_THREADS}, not {threads}")


def _arena(args: argparse.Namespace) -> int:
    from .arena import arena
    from .registry import find_variant
    try:
        info, opts = find_variant(args.variant, **parse_options(args.option, args.variant))
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None
    _check_deals(args.deals)
    _check_threads(args.threads)
    _check_seed(args.seed)
    policies = args.policy or ["pimc", "rule"]
    # The bar goes to stderr with --json too: a long run shows how far it is.
    s = _with_bar(args, max(1, args.deals // 10), lambda progress: arena(
        opts, policies if len(policies) > 1 else policies[0], args.deals, seed=args.seed,
        threads=args.threads or 0, progress=progress, cluster=args.ray).summary)
    done = EXIT_INTERRUPTED if s.interrupted else EXIT_OK  # as simulate
    if args.json:
        print(_json_text(s.as_dict()))
        return done
    print(f"{s.deals:,} duplicate deals of {info.title} ({args.variant}), seed {s.seed}, "
          f"{s.seats} rotations each" + (f" — interrupted after {s.deals:,} of {s.requested:,}"
                                           if s.interrupted else ""))
    print("seats in rotation 0: " + ", ".join(s.seating))
    where = (f"on Ray at {s.cluster.address} ({s.cluster.cpus} CPUs, {s.cluster.shards} shard(s) "
             f"of {s.threads} thread(s))" if s.cluster else f"on {s.threads} thread(s)")
    print(f"{s.elapsed_s:.1f} s {where}")
    print()
    width = max(8, *(len(p.name) + 2 for p in s.policies))
    print(f"{'policy':<{width}}{'seats':>6}{'mean per deal':>15}{'95% CI':>22}")
    for p in s.policies:
        ci = "—" if p.ci_low is None else f"[{_signed(p.ci_low)}, {_signed(p.ci_high)}]"
        print(f"{p.name:<{width}}{p.seats:>6}{_signed(p.mean):>15}{ci:>22}")
    d = s.difference
    if d is not None:
        print()
        ci = "—" if d.ci_low is None else f"[{_signed(d.ci_low)}, {_signed(d.ci_high)}]"
        pv = "—" if d.p_value is None else f"{d.p_value:.3g}"
        verdict = "significant at 5%" if d.significant else "not significant at 5%"
        print(f"{d.first} − {d.second}: {_signed(d.mean)} per deal, 95% CI {ci}, p = {pv} ({verdict})")
    print()
    cw = max(16, *(len(c.contract) + 2 for c in s.contracts)) if s.contracts else 16
    # Each policy's mean column as wide as its whole name (a spec such as
    # 'pimc:worlds=4,rollouts=8' must stay readable).
    mw = [max(18, len(p.name) + 7) for p in s.policies]
    head = "".join(f"{p.name + ' mean':>{w}}{'decl/made':>11}" for p, w in zip(s.policies, mw))
    print(f"{'contract':<{cw}}{'plays':>8}{'share':>8}{head}")
    plays = max(1, s.deals * s.seats)
    for c in s.contracts:
        cols = "".join(f"{_signed(m):>{w}}{f'{dc}/{mc}':>11}"
                       for m, dc, mc, w in zip(c.means, c.declared, c.made, mw))
        print(f"{c.contract:<{cw}}{c.plays:>8,}{c.plays / plays:>8.1%}{cols}")
    return done


class SearchProgress:
    """The nodes a long solve has searched, on one line of a terminal (nothing when piped),
    at most twice a second."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.tty = stream.isatty()
        self.shown = 0.0
        self.started = time.monotonic()

    def update(self, nodes: int) -> None:
        now = time.monotonic()
        if not self.tty or now - self.shown < 0.5:
            return
        self.shown = now
        line = f"searching: {nodes / 1e6:,.1f} M nodes, {now - self.started:.0f} s (Ctrl-C stops)"
        self.stream.write("\r" + line[:_terminal_columns(self.stream) - 1])  # a wrapped line would not redraw
        self.stream.flush()

    def done(self) -> None:
        if self.tty and self.shown:
            self.stream.write("\r\033[K")  # clear the line
            self.stream.flush()


#: The largest record file read (a match of thousands of deals is a few MiB).
MAX_RECORD_BYTES = 64 << 20


def _load_record(path: str) -> dict[str, Any]:
    from .records import from_json
    return from_json(_load_record_text(path))


def _load_record_text(path: str) -> str:
    """A record file's text, bounded and checked to be UTF-8."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_RECORD_BYTES + 1)  # bounded: /dev/zero is a file too
    except OSError as exc:
        raise InvalidInputError(f"cannot read {path}: {exc.strerror}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise InvalidInputError(f"{path} is not a record: over {MAX_RECORD_BYTES >> 20} MiB")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidInputError(f"{path} is not a record: not UTF-8 text (byte {exc.start})") from None
    return text


def _scored_match(path: str, lang: str) -> Optional[tuple[Any, Any]]:
    """A sheet file of ``tarokk score --sheet`` (a match scored by hand), read and scored
    again: its game and sheet; None for any other file (a record)."""
    from .scorematch import _Kept, _replayed, read_sheet_file
    if not _holds_a_record(path, "scored-match"):
        return None
    rec = _load_record_text(path)
    info, opts, players, deals, ending = read_sheet_file(rec)
    _check_lang(info, lang)
    return info, _replayed(_Kept(info, opts, players, deals), ending)


def _check_record_lang(rec: dict[str, Any], lang: str) -> None:
    """``replay`` and ``validate`` speak only a language the record's game speaks: checked
    before the record is replayed, so that its faults too are told in one of them (a record
    whose game is unknown is told so by the replay)."""
    from .registry import find_game
    game = rec.get("game")
    try:
        info = find_game(game if isinstance(game, str) else "")
    except InvalidInputError:
        return
    _check_lang(info, lang)


def _replay(args: argparse.Namespace) -> int:
    from .cards import styled_action_name
    from .clitexts import seat as seat_name
    from .records import MATCH_FORMAT, replay, replay_match
    lang = args.lang

    def shown_action(action: Any) -> str:
        # Cards in symbols (as play, deal and solve show them), or the language's names.
        if lang == "en":
            return styled_action_name(action.name, int(action.id), "unicode")
        return str(action.local)

    def told(game: Any) -> None:
        for step, (seat, action) in enumerate(game.history):
            print(f"{step:>3}  {seat_name(lang, seat)}: {shown_action(action)}")

    scored = _scored_match(args.file, lang)
    if scored is not None:  # a match scored by hand: its sheet, scored again
        print(scored[1].text(lang))
        return EXIT_OK
    rec = _load_record(args.file)
    _check_record_lang(rec, lang)
    if rec["format"] == MATCH_FORMAT:
        match = replay_match(rec)
        for k, game in enumerate(match.games):
            print(words(lang, "replay.deal", k=k + 1, n=len(game.history), s=_plural(len(game.history))))
            seats = rec["seats"][k]
            if seats != list(range(len(seats))):  # Slovenian seats move with the deal: say who sat where
                print(words(lang, "deal_head.players", pairs=", ".join(
                    f"{s} = {rec['players'][p]}" for s, p in enumerate(seats) if p is not None)))
            told(game)
            print(game.result().text(lang))
        if match.unfinished is not None:  # the deal the match was left in
            n = len(match.unfinished.history)
            print(words(lang, "replay.unfinished", k=len(match.games) + 1, n=n, s=_plural(n)))
            seats = rec["unfinished"]["seats"]
            if seats != list(range(len(seats))):
                print(words(lang, "deal_head.players", pairs=", ".join(
                    f"{s} = {rec['players'][p]}" for s, p in enumerate(seats) if p is not None)))
            told(match.unfinished)
        print(words(lang, "replay.match_ok", n=len(match.games), s=_plural(len(match.games))))
        print(match.sheet.text(lang))
        return EXIT_OK
    game = replay(rec)
    told(game)
    print(words(lang, "replay.ok", n=len(game.history), s=_plural(len(game.history))))
    if game.is_over:
        print(game.result().text(lang))
    return EXIT_OK


#: Card values are solved by default up to this many cards in the hands: a whole Jókai or
#: Paskievics deal (36) takes well under a second (docs/solver.md), a Slovenian position
#: with more than 9 tricks left can take minutes; `--exact` solves any position.
SOLVE_CARDS = 36


def _solve(args: argparse.Namespace) -> int:
    """A recorded position under perfect play with every hand known (``docs/solver.md``):
    whether the contract is made, and each legal card's value."""
    from .records import MATCH_FORMAT, replay, replay_match
    from ._core import format_card
    from .solver import makes, solve, whole
    _check_threads(args.threads)
    if _holds_a_record(args.file, "scored-match"):
        raise InvalidInputError(f"{args.file} is a sheet file of tarokk score: it keeps the facts each deal was "
                                "scored from, no cards to solve (a record of tarokk play --record has them)")
    rec = _load_record(args.file)
    if rec["format"] == MATCH_FORMAT:
        replayed = replay_match(rec)
        games = replayed.games + ([replayed.unfinished] if replayed.unfinished is not None else [])
        if args.deal is None or not 1 <= args.deal <= len(games):
            last = " (the last unfinished)" if replayed.unfinished is not None else ""
            raise UsageError(f"{args.file} is a match of {len(games)} deal{_plural(len(games))}{last}: "
                             f"give --deal 1..{len(games)}")
        game = games[args.deal - 1]
    elif args.deal is not None:
        raise UsageError(f"{args.file} is one deal: --deal is for match records")
    else:
        game = replay(rec)
    history = [action for _, action in game.history]
    ended, last_phase = game.is_over, game.phase
    if args.step is not None and not 0 <= args.step <= len(history):
        raise UsageError(f"--step {args.step}: the record has steps 0..{len(history)}")
    while game.history:
        game.undo()
    for step, action in enumerate(history):
        if (step == args.step) or (args.step is None and game.phase == "play"):
            break
        game.apply(action)
    step = len(game.history)
    if game.is_over or game.phase != "play":
        where = "is over" if game.is_over else f"is in its {game.phase} phase"
        steps = _play_steps(game, history)
        if steps is None and not ended:  # an unfinished record, left before the play
            raise UsageError(f"the record stops before the deal's first card (after step {len(history)}, in its "
                             f"{last_phase} phase): it has no position to solve yet")
        if steps is None:
            raise UsageError(f"the deal ended before its first card (after step {len(history)}): "
                             "it has no position to solve")
        raise UsageError(f"after step {step} the deal {where}; the positions of its play are --step {steps}")
    seat = game.current_player
    left = len(game.hands[seat])
    name = game.info.contract_name(game.engine.view(seat).get("contract"))
    print(f"{game.info.title}, {args.file}, after step {step}: {name}, seat {seat} to play, "
          f"{left} card{_plural(left)} in hand")
    # Klop has no contract to make: every seat for itself (its values are per seat).
    verdict = None if name == "klop" else makes(game, threads=args.threads)
    if verdict is not None:
        print(f"under perfect play the contract is {'made' if verdict.made else 'lost'} "
              f"(it needs {'at most' if verdict.at_most else 'at least'} {_counted(*whole(verdict.target, verdict.unit))}; "
              f"{verdict.seconds * 1e3:.0f} ms)")
    in_hands = sum(len(h) for h in game.hands)
    if in_hands > SOLVE_CARDS and not args.exact:
        print(f"card values: with {in_hands} cards in the hands this can take minutes; "
              f"--exact solves it anyway, or --step a later position")
        return EXIT_OK
    searching = SearchProgress(sys.stderr)
    try:
        sol = solve(game, progress=searching.update, threads=args.threads)
    finally:
        searching.done()
    whose = {"points": "the declarer side's card points", "tricks": "the declarer side's tricks",
             "beggar": "the declarer's tricks", "klop": f"seat {seat}'s card points"}[sol.goal]
    # Which way is best for the seat to play: a defender wants the declarer side's count low.
    better = "the more the better" if sol.maximizing else "the fewer the better"
    # The objective is the count alone (docs/solver.md): bonuses and the mond penalty are not in it.
    print(f"value: {_counted(sol.points, whole(sol.value, sol.unit)[1])}, {whose}; each card, "
          f"the best for seat {seat} by that count alone ({better}; bonuses and penalties not counted) starred:")
    for action, value in sorted(sol.moves, key=lambda m: -m[1] if sol.maximizing else m[1]):
        card = format_card(int(action), "unicode")  # as `play` and `deal` show cards
        print(f"  {'*' if value == sol.value else ' '} {card:<8} {whole(value, sol.unit)[0]}")
    return EXIT_OK


def _play_steps(game: Any, history: list[Any]) -> Optional[str]:
    """Which ``--step`` values are positions of the play (``first..last``; None: the deal has
    no play), said for a step that is not one (``game`` is the record replayed up to that
    step; it is left at the last card's position)."""
    for action in history[len(game.history):]:
        game.apply(action)
    while game.history and game.phase != "play":
        game.undo()
    last = len(game.history)
    if game.phase != "play":
        return None
    while game.history and game.phase == "play":
        game.undo()
    first = len(game.history) + (game.phase != "play")
    return f"{first}..{last}"


def _counted(n: int, unit: str) -> str:
    """``n`` of ``unit`` ("points", "tricks"), one of them in the singular: "1 trick"."""
    return f"{n} {unit[:-1] if abs(n) == 1 else unit}"


def _validate(args: argparse.Namespace) -> int:
    from .records import MATCH_FORMAT, replay, replay_match
    from .registry import find_game
    lang = args.lang
    scored = _scored_match(args.file, lang)
    from .slovenian.match import SlovenianMatch

    def final_of(sheet: Any) -> str:
        """A Slovenian match that has ended: its final totals, open radli charged (SL-R3)."""
        if isinstance(sheet, SlovenianMatch) and sheet.finished:
            return words(lang, "validate.final", totals=", ".join(map(str, sheet.final_totals())))
        return ""
    if scored is not None:  # a match scored by hand: its deals scored again from their facts
        info, sheet = scored
        n = len(sheet.sheet)
        print(words(lang, "validate.match", file=args.file, title=title_in(lang, info.name), n=n, s=_plural(n),
                    totals=", ".join(map(str, sheet.totals)), final=final_of(sheet)))
        return EXIT_OK
    rec = _load_record(args.file)
    _check_record_lang(rec, lang)
    if rec["format"] == MATCH_FORMAT:
        match = replay_match(rec)
        info = find_game(rec["game"])
        title = title_in(lang, info.name)
        final = final_of(match.sheet)
        if match.unfinished is not None:
            n = len(match.unfinished.history)
            final += words(lang, "validate.unfinished_deal", k=len(match.games) + 1, n=n, s=_plural(n))
        print(words(lang, "validate.match", file=args.file, title=title, n=len(match.games), s=_plural(len(match.games)),
                    totals=", ".join(map(str, match.sheet.totals)), final=final))
        return EXIT_OK
    game = replay(rec)
    state = words(lang, "validate.finished" if game.is_over else "validate.unfinished")
    print(words(lang, "validate.deal", file=args.file, title=title_in(lang, game.info.name),
                n=len(game.history), s=_plural(len(game.history)), state=state))
    return EXIT_OK


def _score(args: argparse.Namespace) -> int:
    from . import scoreprompts
    from .registry import find_variant
    try:
        info, opts = find_variant(args.variant, **parse_options(args.option, args.variant))
    except InvalidInputError as exc:
        raise UsageError(str(exc)) from None
    _check_lang(info, args.lang)
    players = str(opts.engine_players)  # the preset's table: slovenian-3 asks for 3 by default
    dialog = scoreprompts.DIALOGS.get(info.name)
    if dialog is None:  # a game registered without its prompts (docs/adding-a-game.md)
        raise UsageError(f"{info.title} cannot be scored by hand at the prompts")
    if args.deals is not None and args.players is None and args.sheet is None:
        raise UsageError("--deals scores a match: give its --players too")
    if args.players is not None or args.sheet is not None:
        return _score_match(args, info, opts)
    print(words(args.lang, "score.seats"))
    # At a terminal the settlement is shown and confirmed before it counts.
    confirm = scoreprompts.confirmed_at_a_terminal(args.lang, lambda r: print(r.text(args.lang)))
    try:
        result = scoreprompts.until_consistent(lambda: dialog(players, args.lang, rules=opts), args.lang, confirm)
    except EOFError as exc:
        # Nothing was scored: a script that pipes the answers must see that it failed.
        exc.unfinished_score = True  # type: ignore[attr-defined]
        raise
    if confirm is None:
        print(result.text(args.lang))
    return EXIT_OK


def _score_match(args: argparse.Namespace, info: Any, opts: Any) -> int:
    """``tarokk score GAME --players A,B,…``: a match scored deal by deal onto its sheet."""
    from ._checks import player_names
    from .scorematch import read_sheet_file, score_match
    kept_text = None
    if args.sheet is not None and os.path.isfile(args.sheet):
        # Go on with the match kept there: its players and rules, which those given must be.
        try:
            with open(args.sheet, encoding="utf-8-sig") as f:
                kept_text = f.read(MAX_RECORD_BYTES + 1)
            kept_info, kept_opts, kept_players, _, _ = read_sheet_file(kept_text)
        except (OSError, UnicodeDecodeError, InvalidInputError) as exc:
            print(f"tarokk: {args.sheet}: {getattr(exc, 'strerror', None) or exc}", file=sys.stderr)
            return EXIT_INVALID
        if kept_info.name != info.name:
            raise UsageError(f"{args.sheet} keeps a match of {kept_info.name}, not {info.name}")
        if args.option and kept_opts != opts:
            raise UsageError(f"{args.sheet} keeps a match by its own rules: give no --option to go on with it")
        if args.players is not None and [n.strip() for n in args.players.split(",")] != kept_players:
            raise UsageError(f"{args.sheet} keeps a match of {', '.join(kept_players)}: give no other --players")
        args.players, opts = ",".join(kept_players), kept_opts
    elif args.players is None:
        raise UsageError(f"{args.sheet} is no sheet file yet: start the match with --players")
    _check_writable(args.sheet, "--sheet")
    try:
        names = list(player_names([n.strip() for n in args.players.split(",")]))
    except InvalidInputError as exc:
        raise UsageError(f"--players: {exc}") from None
    if len(names) != opts.players:
        others = sorted({o.players for o in info.presets.values()} - {opts.players})
        raise UsageError(f"{info.title} ({args.variant}) is played by {opts.players} players, not {len(names)}"
                         + (f": for {', '.join(map(str, others))}, a preset of that many (tarokk variants)"
                            if others else ""))
    if args.deals is not None:
        _check_deals(args.deals)

    def save(text: str) -> None:
        try:
            _write_whole(args.sheet, text + "\n")
        except OSError as exc:
            raise OutputError(f"cannot write {args.sheet}: {exc.strerror or exc}") from None
    try:
        ended_between_deals = score_match(info, opts, names, args.lang, args.deals,
                                          save=save if args.sheet else None, kept_text=kept_text)
    except InvalidInputError as exc:  # the kept match's deals do not score as kept
        if kept_text is None:
            raise
        print(f"tarokk: {args.sheet}: {exc}", file=sys.stderr)
        return EXIT_INVALID
    return EXIT_OK if ended_between_deals else EXIT_INVALID


def _variants(args: argparse.Namespace) -> int:
    from .registry import GAMES
    for info in GAMES.values():
        print(f"{info.title} ({info.name}): languages {', '.join(info.languages)}")
        base = next(iter(info.presets.values()))
        docs = _option_docs(type(base))
        for f in dataclasses.fields(base):
            print(f"    {f.name} = {f.default!r}{_other_value_note(info, f)}")
            for line in textwrap.wrap(docs.get(f.name, ""), 74, break_on_hyphens=False):
                print(f"        {line}")
        for alias, opts in info.presets.items():
            diff = [f"{f.name}={getattr(opts, f.name)!r}" for f in dataclasses.fields(opts)
                    if getattr(opts, f.name) != f.default]
            print(f"  preset {alias}" + (f": {', '.join(diff)}" if diff else ""))
    return EXIT_OK


def _option_docs(options: type) -> dict[str, str]:
    """Each option's ``#:`` comment in its class (its rule id and what it does), by name;
    none if the source cannot be read."""
    try:
        lines = inspect.getsource(options).splitlines()
    except (OSError, TypeError):
        return {}
    docs: dict[str, str] = {}
    said: list[str] = []
    for line in lines:
        text = line.strip()
        if text.startswith("#:"):
            said.append(text[2:].strip())
            continue
        name = re.match(r"(\w+)\s*:", text)
        if name and said:
            docs[name.group(1)] = " ".join(said)
        said = []
    return docs


def _other_value_note(info: Any, f: dataclasses.Field) -> str:  # type: ignore[type-arg]
    """For a yes/no option whose other value some presets refuse: where it may be set."""
    if not isinstance(f.default, bool):
        return ""
    takes = []
    for alias, opts in info.presets.items():
        try:
            dataclasses.replace(opts, **{f.name: not f.default})
            takes.append(alias)
        except InvalidInputError:
            pass
    if len(takes) == len(info.presets):
        return ""
    return ("  (fixed: the rules give no other)" if not takes
            else f"  ({not f.default} may be set only in {', '.join(takes)})")


def _plural(n: int) -> str:
    """The English plural ending for ``n`` things."""
    return "" if n == 1 else "s"


#: The longest error line: a message quoting what was given (a 100 000-character argument,
#: a number of thousands of digits in a record) is cut there.
LONGEST_ERROR = 1000


def _cut(message: str) -> str:
    return message if len(message) <= LONGEST_ERROR else message[:LONGEST_ERROR] + "…"


class _Parser(argparse.ArgumentParser):
    """Usage errors in one line, as every other error (the command's ``--help`` has the
    usage)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"tarokk: {_cut(message)} (see '{self.prog} --help')\n")

    def _print_message(self, message: str, file: Optional[Any] = None) -> None:
        # argparse drops a write error (the help to a full disk exited 0, unwritten): said
        # in one line as for any other output, exit 1.
        if message:
            try:
                (file or sys.stderr).write(message)
                (file or sys.stderr).flush()
            except BrokenPipeError:  # `tarokk --help | head`: the reader went away
                cliencoding.silenced(file or sys.stderr)
            except OSError as exc:
                cliencoding.silenced(file or sys.stderr)
                print(f"tarokk: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
                raise SystemExit(EXIT_INVALID) from None


#: Help texts several commands share.
PRESET_HELP = "a game or preset (tarokk variants lists them)"
OPTION_HELP = "a variant option, e.g. end_early=false (tarokk variants lists them); repeat for more"
PIMC_HELP = "worlds=12, rollouts=48, exact_tricks=0 by default; pimc:worlds=8,rollouts=16 sets them"
RECORD_HELP = "a deal's or a match's record (tarokk play --record), or a sheet file of tarokk score --sheet"


def build_parser() -> argparse.ArgumentParser:
    from . import __version__
    parser = _Parser(
        prog="tarokk", description="tarokk: Jókai-hármas, Slovenian tarok and Paskievics tarokk",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"tarokk {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def add(name: str, help: str, run: Callable[[argparse.Namespace], int], example: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help, description=help, epilog=f"example:\n  {example}",
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        p.set_defaults(run=run, parser=p)
        return p

    p = add("play", "play a game against bots", _play, "tarokk play slovenian --seat 0 --lang sl")
    p.add_argument("variant", nargs="?", help="a preset (tarokk variants; default slovenian)")
    p.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    p.add_argument("--lang", default="en", choices=list(LANGS),
                   help="language of the game as told: names, questions, the hand, tricks and settlement")
    p.add_argument("--deals", type=int, default=1,
                   help="several deals make a match with its score sheet (Slovenian: then its "
                        "škis round, whose last deal ends it, SL-R6)")
    p.add_argument("--seed", type=int, help="the first deal's seed (default: random)")
    p.add_argument("--option", action="append", default=[], metavar="K=V", help=OPTION_HELP)
    p.add_argument("--hint", action="store_true",
                   help="show the search player's score of each choice (worlds from what you know)")
    p.add_argument("--bots", metavar="POLICY",
                   help="the other seats' player: the game's own by default (Slovenian sensible, the "
                        "Hungarian games rule), or rule, random, pimc, pimc:worlds=N,...")
    p.add_argument("--record", metavar="FILE",
                   help="write the deal's record (JSON) to FILE; with --deals N, the match's record")
    p.add_argument("--resume", metavar="FILE",
                   help="go on with the unfinished deal of a record, or a match's record left mid-way "
                        "(the game, options and cards are the record's; what was played is told as --seat "
                        "saw it; a match then plays its deals still to come; the record is written "
                        "again, to FILE unless --record is given)")
    p = add("deal", "narrate a whole deal played by bots", _deal, "tarokk deal slovenian --seed 3")
    p.add_argument("variant", nargs="?", default="slovenian", help="a preset (tarokk variants; default slovenian)")
    p.add_argument("--seed", type=int, help="the deal's seed (default: random, told first)")
    p.add_argument("--dealer", type=int, default=0, metavar="SEAT", help="the dealer's seat (default 0)")
    p.add_argument("--policy", metavar="POLICY",
                   help="every seat's player: the game's own by default (Slovenian sensible, the "
                        "Hungarian games rule), or rule, random, pimc, pimc:worlds=N,...")
    p.add_argument("--lang", default="en", choices=list(LANGS),
                   help="language of the narration: cards, actions, tricks and settlement")
    p.add_argument("--option", action="append", default=[], metavar="K=V", help=OPTION_HELP)
    p.add_argument("--record", metavar="FILE", help="write the deal's record (JSON) to FILE")
    p = add("simulate", "simulate many deals in the core", _simulate,
            "tarokk simulate slovenian --deals 100000 --policy rule --threads 2")
    p.add_argument("variant", help=PRESET_HELP)
    p.add_argument("--deals", type=int, default=10_000, help="deals to play (default 10000)")
    p.add_argument("--seed", type=int, default=0, help="the run's seed: deal i is dealt from it and i (default 0)")
    p.add_argument("--start", type=int, default=0, metavar="K",
                   help="the run's deals from index K on (a run of the same seed continued: "
                        "--start 10000 after --deals 10000 plays the next ones)")
    p.add_argument("--policy", action="append",
                   help="random (the default: uniform over the legal actions, so mostly high "
                        "contracts), rule, rule-bid, or pimc (the search player, tens of ms a deal; "
                        f"{PIMC_HELP}); repeat for one per seat")
    p.add_argument("--threads", type=int, default=None,
                   help="threads (default: all cores; with --ray: per Ray task, default 1)")
    p.add_argument("--ray", metavar="ADDRESS",
                   help="run on Ray: auto (the running cluster), local (start one here), "
                        "HOST:PORT or ray://HOST:PORT; needs tarokk[ray]")
    p.add_argument("--contract", metavar="NAME",
                   help="the play-phase mode: every deal played in this contract (a name or "
                        "index; a wrong one is told the names), nobody bidding or announcing")
    p.add_argument("--dealer", type=int, default=0, metavar="SEAT",
                   help="the dealer's seat of every deal (default 0; the forehand is the next seat)")
    p.add_argument("--declarer", type=int, metavar="SEAT",
                   help="with --contract: the declarer's seat (default: the forehand)")
    p.add_argument("--called", metavar="CARD",
                   help="with --contract: the called card for every deal (Slovenian king, "
                        "Paskievics tarokk; default: the declarer's player calls)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--compulsory-klop", action="store_true",
                   help="Slovenian: every deal a compulsory klop round (SL-B6), as in a match after an annulled deal")
    p.add_argument("--out", metavar="FILE",
                   help="also keep every deal's row: a NumPy file (.npz) that tarokk.SimulationResult.load "
                        "reads (43 bytes a deal with four seats, held in memory until written)")
    p.add_argument("--option", action="append", default=[], metavar="K=V", help=OPTION_HELP)
    p = add("arena", "duplicate deals between policies: who wins, with the luck of the cards cancelled",
            _arena, "tarokk arena jokai --policy pimc --policy rule --deals 2000 --threads 2")
    p.add_argument("variant", help=PRESET_HELP)
    p.add_argument("--policy", action="append", metavar="P",
                   help=f"random, rule, pimc ({PIMC_HELP}), or the game's own; "
                        "once per seat, or fewer: the last fills the seats left "
                        "(default: --policy pimc --policy rule, one pimc seat)")
    p.add_argument("--deals", type=int, default=1000,
                   help="duplicate deals, each played once per rotation (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="the run's seed (default 0: the same deals every run)")
    p.add_argument("--threads", type=int, default=None,
                   help="threads (default: all cores; with --ray: per Ray task, default 1)")
    p.add_argument("--ray", metavar="ADDRESS",
                   help="run on Ray: auto, local, HOST:PORT or ray://HOST:PORT; needs tarokk[ray]")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--option", action="append", default=[], metavar="K=V", help=OPTION_HELP)
    p = add("replay", "list every step of a JSON record and its settlement", _replay,
            "tarokk replay deal.json --lang hu")
    p.add_argument("file", help=RECORD_HELP)
    p.add_argument("--lang", default="en", choices=list(LANGS),
                   help="language of the actions, the settlement and the sheet (one the game speaks)")
    p = add("validate", "check a JSON record", _validate, "tarokk validate deal.json --lang hu")
    p.add_argument("file", help=RECORD_HELP)
    p.add_argument("--lang", default="en", choices=list(LANGS),
                   help="language of the verdict and of the record's faults (one the game speaks)")
    p = add("solve", "a recorded position under perfect play (every hand known)", _solve,
            "tarokk solve deal.json --step 30")
    p.add_argument("file", help="a deal's or a match's record (tarokk play --record)")
    p.add_argument("--step", type=int, help="the position after this many actions (default: the first card)")
    p.add_argument("--deal", type=int, help="which deal of a match record (1, 2, …, as the sheet numbers them)")
    p.add_argument("--exact", action="store_true",
                   help=f"solve the card values even with more than {SOLVE_CARDS} cards in the hands")
    p.add_argument("--threads", type=int, default=0,
                   help="threads for the search of one big position (default 0: all cores)")
    p = add("score", "score a deal played with real cards, entered at the prompts; with --players, "
                     "a match deal by deal on its score sheet", _score,
            "tarokk score paskievics --lang hu\n  tarokk score slovenian --players Ana,Bor,Cene,Dora")
    p.add_argument("variant", help=PRESET_HELP)
    p.add_argument("--lang", default="en", choices=list(LANGS),
                   help="language of the prompts, their complaints, the answers taken and the settlement")
    p.add_argument("--players", metavar="NAMES",
                   help="a match: the players' names in the order of play, comma-separated (the first "
                        "deals first); each deal is scored onto the match's sheet (radli, running totals)")
    p.add_argument("--deals", type=int,
                   help="with --players: the deals of the match (Slovenian: then its škis round, SL-R6); "
                        "default: until Ctrl-D at a deal's first question")
    p.add_argument("--option", action="append", default=[], metavar="K=V",
                   help="a variant option (a [choice] rule: tarokk variants), for the scores and the sheet")
    p.add_argument("--sheet", metavar="FILE",
                   help="keep the match in FILE after every deal, and go on with the match kept there "
                        "(its players and rules) if FILE exists")
    add("variants", "list the games, presets and options", _variants, "tarokk variants")
    return parser


def _lang(args: argparse.Namespace) -> str:
    """The language the command speaks (``--lang`` of play, deal and score; English otherwise)."""
    lang = getattr(args, "lang", "en")
    return lang if lang in LANGS else "en"


def _fault(exc: InvalidInputError, lang: str) -> str:
    """A record's fault as ``replay`` and ``validate`` tell it: in ``lang`` where
    :mod:`tarokk.recordfaults` knows it, else in English."""
    from .recordfaults import tell
    return tell(str(exc), lang) or str(exc)


def _line_editing() -> None:
    """At a terminal, the prompts (``input``) get line editing and history: the arrow keys
    move in the answer instead of landing in it as escape codes. Piped input is read as it
    is; where Python has no readline (Windows), nothing changes."""
    if sys.stdin.isatty() and sys.stdout.isatty():
        try:
            importlib.import_module("readline")  # importing it is what hooks input()
        except ImportError:
            pass


def _json_text(value: Any) -> str:
    """``value`` as JSON for standard output: names as they are where the output holds
    every character, else escaped (``\\u0151``), so that the JSON stays exact where the
    text would get plain stand-ins (:mod:`tarokk.cliencoding`)."""
    return json.dumps(value, indent=1, ensure_ascii=not cliencoding.holds_every_character(sys.stdout))


def _closed_streams() -> Optional[int]:
    """Standard streams a shell closed (``<&-``, ``>&-``, ``2>&-``; Python makes them None):
    no input reads as the end of input ("bye", as from /dev/null); no error output runs
    without progress and messages (the exit code still tells); no output is refused, since
    every command's answer goes there. The exit code for that, else None."""
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    if sys.stdout is None:
        print("tarokk: cannot write the output: standard output is closed", file=sys.stderr)
        return EXIT_INVALID
    return None


def _after_prompt(exc: BaseException) -> str:
    """What ends a prompt's line before the last word of a game left there: a newline,
    unless the game has ended it already (`_end_the_line`)."""
    return "" if getattr(exc, "line_ended", False) else "\n"


def main(argv: Optional[Sequence[str]] = None) -> int:
    closed = _closed_streams()
    if closed is not None:
        return closed
    cliencoding.fit_standard_streams()  # before the help, which names the games too
    parser = build_parser()
    given = list(sys.argv[1:] if argv is None else argv)
    first = given[0] if given else ""
    if first.startswith("-") and first != "-h" and not (len(first) > 2 and any(
            option.startswith(first) for option in ("--help", "--version"))):  # argparse takes --vers
        # Before the command only --help and --version: say so, not that a command is missing.
        parser.error(f"unrecognized arguments: {first}")
    args, extra = parser.parse_known_args(argv)
    if extra:  # told with the command's own help, not the top level's
        args.parser.error(f"unrecognized arguments: {' '.join(extra)}")
    _line_editing()
    _command_start.hand_over()  # Ctrl-C is caught below from here on
    try:
        return int(args.run(args))
    except UsageError as exc:
        print(f"tarokk: {_cut(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    except OutputError as exc:
        print(f"tarokk: {_cut(str(exc))}", file=sys.stderr)
        return EXIT_INVALID
    except KeyboardInterrupt as exc:
        print(_after_prompt(exc) + words(_lang(args), "interrupted"), file=sys.stderr)
        return EXIT_INTERRUPTED
    except Hangup as exc:  # the game's record is saved; the exit code is the signal's
        return 128 + exc.signum
    except EOFError as exc:
        if getattr(exc, "unfinished_score", False):
            print(_after_prompt(exc) + words(_lang(args), "score.unfinished"), file=sys.stderr)
            return EXIT_INVALID
        print(_after_prompt(exc) + words(_lang(args), "bye"), file=sys.stderr)
        return EXIT_OK
    except BrokenPipeError:
        # `tarokk … | head`: the reader went away; end quietly. (If it was standard error's
        # reader, what standard output holds is still written.)
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except OSError:
                pass
            cliencoding.silenced(stream)
        return EXIT_OK
    except MissingExtraError as exc:  # `simulate` or `arena` without NumPy: the extra to install
        print(f"tarokk: {_cut(str(exc))}", file=sys.stderr)
        return EXIT_INVALID
    except OSError as exc:  # the output cannot be written (a full disk): one line, and no
        # second error when Python flushes stdout at exit
        cliencoding.silenced(sys.stdout)
        print(f"tarokk: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_INVALID
    except UnicodeEncodeError as exc:  # text the output cannot hold (a lone surrogate)
        print(f"tarokk: cannot write the output: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except UnicodeError as exc:  # input its encoding's decoder refuses whole (UTF-16 without a BOM)
        print(f"tarokk: cannot read the input as {sys.stdin.encoding}: {exc}", file=sys.stderr)
        return EXIT_INVALID
    except InvalidInputError as exc:
        if args.command in ("replay", "validate", "solve") or getattr(args, "resume", None) is not None:
            # a record's fault (play --resume's too): told in the language asked for
            print(f"tarokk: {_cut(_fault(exc, _lang(args)))}", file=sys.stderr)
            return EXIT_INVALID
        print(f"tarokk: {_cut(str(exc))}", file=sys.stderr)
        return EXIT_USAGE
    except NotationError as exc:  # a card an argument names (`--called ZZ`): bad usage, as `--called XX`
        print(f"tarokk: {_cut(str(exc))}", file=sys.stderr)
        return EXIT_INVALID if args.command in ("replay", "validate", "solve") else EXIT_USAGE
    except TarokkError as exc:
        print(f"tarokk: {_cut(str(exc))}", file=sys.stderr)
        return EXIT_INVALID


if __name__ == "__main__":
    raise SystemExit(main())
