"""The games, in one registry: what each game is called, its presets and options, its
engines (native and reference), its action space and languages, what its dialogue asks,
and its players. Everything above one deal (``Game``, records, dialogues, the CLI,
``simulate``) looks a game up here and never names one (as python-chess's ``VARIANTS`` and
``find_variant``).

    >>> find_game("slovenian").languages
    ('en', 'sl')
    >>> find_variant("slovenian-3")[1].players
    3
"""

from __future__ import annotations

import dataclasses
import difflib
import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional

from .cards import PACK_42, PACK_54
from .errors import InvalidInputError
from .jokai import rules as jokai_rules
from .jokai import texts as jokai_texts
from .paskievics import rules as paskievics_rules
from .paskievics import texts as paskievics_texts
from .slovenian import contracts as slovenian_contracts
from .slovenian import rules as slovenian_rules
from .slovenian import texts as slovenian_texts

if TYPE_CHECKING:
    from .facts import Facts
    from .game import Game
    from .views import View

__all__ = ["GameInfo", "GAMES", "VARIANTS", "find_game", "find_variant", "register"]

#: A Python player: ``policy(game, rng) -> action``.
Policy = Callable[..., Any]


def _load(path: str) -> Any:
    """``"package.module:name"`` → the object (loaded on first use, so that the registry
    does not import every game's engine)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


# ``GameInfo.private_action`` functions, at module level so that a GameInfo pickles (the
# OpenSpiel games serialize states that hold one).
def no_private_action(name: str, a: int) -> bool:
    """No action is private."""
    return False


def private_discard(name: str, a: int) -> bool:
    """Every discard is private."""
    return name.startswith("discard ")


def private_non_tarokk_discard(name: str, a: int) -> bool:
    """A discard is private unless it is a tarokk (card ids 22 and up are not)."""
    return name.startswith("discard ") and a >= 22


@dataclass(frozen=True)
class GameInfo:
    """One game as the rest of the library sees it."""

    #: The name engines, records and ``simulate`` use: ``"slovenian"``.
    name: str
    #: For people: ``"Slovenian tarok"``.
    title: str
    #: The options class: a frozen dataclass of the game's [choice] rules.
    options: type
    #: Presets by alias → options.
    presets: Mapping[str, Any]
    #: The reference engine class, as ``"module:Class"``.
    reference: str
    #: Action ids are ``0 .. action_space - 1``.
    action_space: int
    #: Languages of action names and dialogues (English first).
    languages: tuple[str, ...]
    #: Contract names by index: ``(English, local)``.
    contract_names: tuple[tuple[str, str], ...]
    #: The dialogue's questions: language → phase → text with ``{seat}`` and the fields of
    #: ``question_facts``.
    questions: Mapping[str, Mapping[str, str]]
    #: ``question_facts(game, view, lang)``: the values the questions mention.
    question_facts: Callable[[Game, View, str], Mapping[str, Any]]
    #: Python players by name, as ``"module:function"`` (``policy(game, rng) -> action``).
    policies: Mapping[str, str] = field(default_factory=dict)
    #: The player ``narrate`` and the CLI's bots use.
    default_policy: str = "random"
    #: Per-deal engine flags (not options of the variant): ``compulsory_klop``.
    deal_flags: tuple[str, ...] = ()
    #: Batch policies of the native simulator.
    sim_policies: tuple[str, ...] = ("random", "rule")
    #: ``narrate_before(game, seat, style, lang)``: what a narrator tells before ``seat``
    #: acts, in ``lang`` (Jókai: the skart pair in view), or None.
    narrate_before: Callable[[Game, int, Any, str], str | None] | None = None
    #: ``private_action(name, id)``: is this action seen only by the seat that takes it
    #: (a discard that is not shown)? Records mark such actions private.
    private_action: Callable[[str, int], bool] = field(default=no_private_action)
    #: Are the discards that are not private shown only once the first trick is done
    #: (PK-S2: face down until then)? A public record that stops before hides them too.
    discards_shown_after_first_trick: bool = False
    #: Do a deal's amounts always sum to zero (players pay each other)?
    zero_sum: bool = False
    #: Card points of all cards as the game counts them (Slovenian 70, Jókai 66,
    #: Paskievics 94), and how far rounding piles may take the sum from it.
    card_points_total: int = 0
    card_points_slack: int = 0
    #: The card ids the game is played with (``tarokk.PACK_54`` or ``PACK_42``): a front
    #: end tells a player who names a card the pack lacks ("9S" in a Hungarian game) so.
    pack: tuple[int, ...] = ()
    #: Contracts made or not whatever the card points (Slovenian beggar and above, SL-S3):
    #: their card points decide nothing, and an early end (SL-B1) stops them short.
    made_or_not_contracts: frozenset[int] = frozenset()
    #: The view keys that every seat sees alike, none of them private (its own cards, its
    #: talon share, discards, sides or a partner it may know): the public observation of
    #: ``tarokk.openspiel`` (its string and the tensor segments of these names).
    public_view_keys: tuple[str, ...] = ()
    #: The view keys holding cards a seat may have seen that neither its hand as dealt nor
    #: the actions show (the talon turned up, skart pairs viewed, a talon share): a public
    #: record keeps them as the seat's view shows them at the record's end.
    seen_view_keys: tuple[str, ...] = ()
    #: The typed view class (``tarokk.views``), as ``"module:Class"``.
    view: str = "tarokk.views:View"
    #: The typed class of the settlement's own facts (``tarokk.facts``), as ``"module:Class"``.
    facts: str = "tarokk.facts:Facts"
    #: The bonuses (Hungarian: figures) a deal can make, in the order of the simulator's
    #: ``bonuses`` column bits (``docs/simulation.md``).
    bonus_names: tuple[str, ...] = ()

    def reference_class(self) -> type:
        """The game's reference engine class (``tarokk.reference``)."""
        cls: type = _load(self.reference)
        return cls

    def view_class(self) -> type[View]:
        """The game's typed view class (``tarokk.views``)."""
        cls: type[View] = _load(self.view)
        return cls

    def facts_class(self) -> type[Facts]:
        """The game's typed result facts class (``tarokk.facts``)."""
        cls: type[Facts] = _load(self.facts)
        return cls

    def policy(self, name: str) -> Policy:
        """The player named ``name`` as a ``policy(game, rng) -> action``: ``"random"``,
        ``"rule"``, ``"pimc"`` (with options, ``"pimc:worlds=8"``), or one of the game's own
        (``policies``); another name is ``InvalidInputError`` listing the known ones."""
        if not isinstance(name, str):
            raise InvalidInputError(f"a policy name is text (random, rule, pimc, …), not {name!r}")
        if name == "random":
            return _random_policy
        if name == "rule":
            fn_rule: Policy = _load("tarokk.policies:rule_policy")
            return fn_rule
        by_name: Any = _load("tarokk.policies:policy_by_name")
        search: Optional[Policy] = by_name(name)
        if search is not None:
            return search
        if name not in self.policies:
            known = ", ".join(["random", "rule", "pimc", *self.policies])
            raise InvalidInputError(f"unknown policy {name!r} for {self.name}; known: {known}")
        fn: Policy = _load(self.policies[name])
        return fn

    def contract_name(self, index: int | None, lang: str = "en") -> str | None:
        """Contract ``index``'s name in English or (any other ``lang``) the game's own
        language; None for None."""
        if index is None:
            return None
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.contract_names):
            raise InvalidInputError(f"{index!r} is not a contract of {self.title} (0..{len(self.contract_names) - 1})")
        en, local = self.contract_names[index]
        return en if lang == "en" else local


def _random_policy(game: Game, rng: Any) -> Any:
    return rng.choice(game.legal_actions())


GAMES: dict[str, GameInfo] = {}
#: Every preset alias → (game, options).
VARIANTS: dict[str, tuple[GameInfo, Any]] = {}


def register(info: GameInfo) -> GameInfo:
    """Add a game (its presets become variant aliases)."""
    GAMES[info.name] = info
    for alias, opts in info.presets.items():
        VARIANTS[alias] = (info, opts)
    return info


register(GameInfo(
    name="slovenian",
    title="Slovenian tarok",
    options=slovenian_rules.SlovenianRules,
    presets=slovenian_rules.PRESETS,
    reference="tarokk.reference.slovenian:SlovenianGame",
    action_space=106,
    languages=("en", "sl"),
    contract_names=slovenian_texts.CONTRACT_NAMES,
    questions=slovenian_texts.QUESTIONS,
    question_facts=slovenian_texts.question_facts,
    policies={"sensible": "tarokk.slovenian.policy:sensible_policy"},
    default_policy="sensible",
    deal_flags=("compulsory_klop",),
    # SL-K3: discarded taroks are shown, other discards only the declarer sees.
    private_action=private_non_tarokk_discard,
    zero_sum=False,
    card_points_total=70,
    card_points_slack=1,  # klop rounds each seat's pile of thirds (docs/slovenian.md)
    pack=PACK_54,
    made_or_not_contracts=slovenian_contracts.MADE_OR_NOT,
    view="tarokk.views:SlovenianView",
    facts="tarokk.facts:SlovenianFacts",
    public_view_keys=("num_players", "dealer", "compulsory_klop", "phase", "current_player", "bids",
                      "contract", "declarer", "called", "talon", "talon_taken", "announcements",
                      "trick", "trick_leader", "tricks", "revealed", "won_counts"),
    seen_view_keys=("talon",),  # SL-K2: turned face up; SL-L1: klop turns it card by card
    bonus_names=slovenian_texts.BONUSES,
))


register(GameInfo(
    name="jokai",
    title="Jókai-hármas",
    options=jokai_rules.JokaiRules,
    presets=jokai_rules.PRESETS,
    reference="tarokk.reference.jokai:JokaiGame",
    action_space=88,
    languages=("en", "hu"),
    contract_names=jokai_texts.CONTRACT_NAMES_BY_INDEX,
    questions=jokai_texts.QUESTIONS,
    question_facts=jokai_texts.question_facts,
    zero_sum=True,
    card_points_total=66,
    card_points_slack=0,
    pack=PACK_42,
    default_policy="rule",
    narrate_before=jokai_texts.narrate_before,
    # JK-S2: the declarer's two discards are seen by him only.
    private_action=private_discard,
    view="tarokk.views:JokaiView",
    facts="tarokk.facts:JokaiFacts",
    public_view_keys=("num_players", "dealer", "phase", "current_player", "bids", "contract",
                      "declarer", "skart_view", "skart_pair", "announcements", "announced",
                      "tarokk_count", "kontra", "trick", "trick_leader", "last_trick", "tricks_won"),
    seen_view_keys=("skart_seen",),  # JK-S3: the pairs the declarer viewed, his alone
    bonus_names=jokai_texts.FIGURES[1:],  # the tarokk count is said, not made (JK-F1)
))


register(GameInfo(
    name="paskievics",
    title="Paskievics (XX-calling) tarokk",
    options=paskievics_rules.PaskievicsRules,
    presets={
        "paskievics": paskievics_rules.PaskievicsRules(),
        "paskievics-4": paskievics_rules.PaskievicsRules(),
        "paskievics-5": paskievics_rules.PaskievicsRules(players=5),
    },
    reference="tarokk.reference.paskievics:PaskievicsGame",
    action_space=104,
    languages=("en", "hu"),
    contract_names=paskievics_texts.GAME_NAMES,
    questions=paskievics_texts.QUESTIONS,
    question_facts=paskievics_texts.question_facts,
    zero_sum=True,
    card_points_total=94,
    card_points_slack=0,
    pack=PACK_42,
    default_policy="rule",
    # PK-S2, PK-S3: discarded tarokks are announced, and shown after the first trick; other
    # discards are not.
    private_action=private_non_tarokk_discard,
    discards_shown_after_first_trick=True,
    view="tarokk.views:PaskievicsView",
    facts="tarokk.facts:PaskievicsFacts",
    public_view_keys=("num_players", "dealer", "phase", "current_player", "rautes", "packets",
                      "auction", "deviations", "yielded", "contract", "declarer",
                      "discarded_tarokks", "dealer_tarokks", "called", "announcements", "figures", "kontra",
                      "tarokk_counts", "trick", "trick_leader", "tricks", "won_counts",
                      "skart_shown"),
    seen_view_keys=("received",),  # PK-S1: each player's talon share, his alone
    bonus_names=paskievics_texts.FIGURES,
))


def _key(name: str) -> str:
    """A variant's name as looked up: case, accents (``jókai``) and ``_``/``-`` alike."""
    import unicodedata
    folded = unicodedata.normalize("NFKD", name.strip().casefold())
    return "".join(c for c in folded if not unicodedata.combining(c)).replace("_", "-")


def find_game(name: str) -> GameInfo:
    """A game by name, or by any of its preset aliases."""
    if not isinstance(name, str):
        raise InvalidInputError(f"a game is named by a string, not {name!r}")
    key = _key(name)
    if key in GAMES:
        return GAMES[key]
    if key in VARIANTS:
        return VARIANTS[key][0]
    raise InvalidInputError(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}")


def find_variant(name: Any, **options: Any) -> tuple[GameInfo, Any]:
    """A preset by alias (or an options object), with options overridden."""
    if isinstance(name, str):
        key = _key(name)
        if key not in VARIANTS:
            raise InvalidInputError(f"unknown variant {name!r}; known: {', '.join(sorted(VARIANTS))}")
        info, base = VARIANTS[key]
    else:
        matches = [g for g in GAMES.values() if isinstance(name, g.options)]
        if not matches:
            raise InvalidInputError(f"not a variant: {name!r}")
        info, base = matches[0], name
    if not options:  # options objects are frozen: the preset itself will do
        return info, base
    names = [f.name for f in dataclasses.fields(base)]
    unknown = sorted(set(options) - set(names), key=str)
    if unknown:
        # A misspelt name is the usual case: say the nearest, and every name there is.
        near = [m for u in unknown for m in difflib.get_close_matches(str(u), names, n=1)]
        hint = f" (did you mean {', '.join(near)}?)" if near else ""
        raise InvalidInputError(f"unknown option(s) for {info.name}: {', '.join(map(str, unknown))}{hint}; "
                                f"known: {', '.join(names)}")
    if isinstance(name, str):
        # What a preset's name says (slovenian-3: three players) is not overridden silently.
        # A preset named for its table (slovenian-4, jokai-3) fixes the player count too,
        # also where that count is the game's default.
        default = info.options()
        for key, value in options.items():
            fixed = getattr(base, key)
            names_it = key == "players" and _key(name) != info.name
            if (names_it or fixed != getattr(default, key)) and value != fixed:
                raise InvalidInputError(f"{name} fixes {key}={fixed!r}; for {key}={value!r} start from "
                                        f"{info.name!r}")
    return info, dataclasses.replace(base, **options)
