"""Every registered preset as an OpenSpiel game (``docs/observations.md``, "OpenSpiel").

    >>> import pyspiel, tarokk.openspiel
    >>> game = pyspiel.load_game("python_tarokk_jokai_4")
    >>> game.num_players(), game.num_distinct_actions()
    (4, 88)

Importing this module registers, as ``python_tarokk_<preset>`` (``-`` read as ``_``), each
preset of :data:`tarokk.VARIANTS` whose game has a native engine; a game registered later
joins with :func:`register_all`. It needs ``open-spiel`` (the extra ``tarokk[openspiel]``);
``import tarokk`` does not import it.

The model:

- **Chance: the deal, card by card.** A chance outcome is a card id (``max_chance_outcomes``
  54): first the talon in its order, then each table seat's hand in seat order (a seat that
  sits out gets none). Deals are uniform, as the game's own shuffle makes them, and every
  deal is a history of chance actions, so that a
  world drawn by :meth:`TarokkState.resample_from_infostate` is a state with a history
  like any other. (One outcome per seed of a fixed list would make the deals a fixed
  sample, and a resampled world would be a deal no seed gives.) Each remaining card is
  equally likely, but in Slovenian: a hand without a tarok annuls the deal, which is dealt
  again (SL-D3), so chance deals only hands that each hold a tarok, uniform among those
  deals (what dealing again gives), and a deal never ends before anyone acts. Taroks and
  other cards then have two probabilities, and a card that would leave a hand no tarok
  has none (it is not an outcome).
- **Players** are the table seats; actions are the game's ids (``num_distinct_actions`` is
  its action space, ``max_game_length`` its bound on the actions of a deal).
- **Observation**: the core's tensor of the seat (it holds everything the seat may know
  now, see ``docs/observations.md``), and as a string the seat's view (``key=value`` in the
  protocol's order). While the cards are dealt, the tensor holds only ``seat`` and the
  cards dealt to the seat so far, or none in a game where the seats see their cards only
  later (Paskievics with ``rautes``: after the cut, or a packet after a knock, PK-D3).
- **Information state** (perfect recall): the observation, then the seat's own card
  actions in order (``own_cards``) and every card played in order (``plays``), which a
  view does not keep (discards are a set; a Jókai view shows only the last trick, JK-P6).
- **Returns**: the settlement's ``amounts`` at the end (0 before); zero-sum exactly when
  the game is (Jókai, Paskievics), and within the game's ``amount_bound``.
- **Parameters**: ``dealer`` (a seat; ``-1``: drawn by a first chance node, uniformly
  among the table seats, so that with a dealer who sits out every player acts in some
  deals), the game's per-deal flags (Slovenian ``compulsory_klop``) and the options its
  engine takes (``end_early``, …), with the preset's values as defaults. A bad name, type
  or value is a ``pyspiel.SpielError`` (a value the game refuses is a
  :class:`ParameterError`, which is also tarokk's ``InvalidInputError``).
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from ._numpy import missing_extra

try:
    import numpy as np
    import pyspiel
except ModuleNotFoundError as _exc:  # the extra tarokk[openspiel] is not installed
    raise missing_extra(_exc, "tarokk.openspiel", "openspiel", ("numpy", "pyspiel")) from None

from . import _core
from ._recall import CardRecall, recall_rows
from .errors import IllegalActionError, InvalidInputError
from .game import Game, relative_amounts
from .registry import VARIANTS, GameInfo, find_variant

__all__ = ["PREFIX", "short_name", "register_all", "ParameterError", "TarokkGame", "TarokkState",
           "TarokkObserver"]


class ParameterError(InvalidInputError, pyspiel.SpielError):  # type: ignore[misc]
    """A game parameter's value that the game refuses: a ``pyspiel.SpielError``, as
    OpenSpiel reports a bad parameter name or type, and tarokk's ``InvalidInputError``."""

#: Every game's short name starts so (OpenSpiel's convention for games written in Python).
PREFIX = "python_tarokk_"


def short_name(preset: str) -> str:
    """The OpenSpiel name of a preset: ``"jokai-4"`` → ``"python_tarokk_jokai_4"``."""
    return PREFIX + preset.replace("-", "_")


def _parameters(preset: str) -> dict[str, Any]:
    """The game's parameters with the preset's values: the dealer, the per-deal flags and
    the engine's options (those that are fields of the options class)."""
    info, opts = VARIANTS[preset]
    fields = {f.name for f in dataclasses.fields(opts)}
    params: dict[str, Any] = {"dealer": 0, "rewards": "amounts"}
    params.update({flag: False for flag in info.deal_flags})
    params.update({k: v for k, v in opts.engine_options().items() if k in fields})
    return params


@dataclass(frozen=True)
class _Table:
    """One game's table, worked out once from the parameters: what states share."""

    preset: str
    info: GameInfo
    variant: Any
    dealer: int
    flags: tuple[tuple[str, Any], ...]
    players: int
    #: The seat each chance outcome goes to, in dealing order (-1: the talon).
    slots: tuple[int, ...]
    #: The cards dealt, in id order.
    pack: tuple[int, ...]
    #: Does each seat hold its cards as dealt from the start (and so see them while they are
    #: dealt)? Not in Paskievics with ráütés (PK-D3): nobody holds cards before the cut.
    sees_deal: bool
    layout: tuple[tuple[str, tuple[int, ...]], ...]
    tensor_len: int
    action_space: int
    max_game_length: int
    amount_bound: int
    #: The seats whose hands must each hold a tarok (Slovenian, SL-D3: a hand without one
    #: annuls the deal, which is dealt again); empty in the other games.
    need_tarok: tuple[int, ...] = ()
    #: ``rest[k][s]``: how many of the slots from the k-th on go to seat ``s``.
    rest: tuple[tuple[int, ...], ...] = ()
    #: The parameter ``rewards="relative"``: returns are each seat's amount less the other
    #: seats' mean (a Slovenian defender, always paid 0, then loses what the declarer wins).
    relative: bool = False
    #: The chance of a tarok at slot ``k`` by (k, taroks left, needy seats as a bit mask).
    _tarok_odds: dict[int, float] = field(default_factory=dict, compare=False, hash=False)

    def __deepcopy__(self, memo: dict[int, Any]) -> "_Table":
        return self  # shared and never changed: OpenSpiel's clones need no copy of it

    @property
    def recall_rows(self) -> tuple[int, int]:
        """The information state's rows of ``own_cards`` and ``plays``
        (:func:`tarokk._recall.recall_rows`)."""
        return recall_rows([self.slots.count(s) for s in range(self.players)], self.slots.count(-1))

    @classmethod
    def of(cls, preset: str, params: dict[str, Any]) -> "_Table":
        defaults = _parameters(preset)
        unknown = sorted(set(params) - set(defaults))
        if unknown:
            raise InvalidInputError(f"unknown parameter(s) of {short_name(preset)}: {', '.join(unknown)}")
        p = {**defaults, **params}
        info, base = VARIANTS[preset]
        if p["rewards"] not in ("amounts", "relative"):
            raise InvalidInputError(f"rewards is 'amounts' or 'relative', not {p['rewards']!r}")
        options = {k: p[k] for k in defaults if k not in ("dealer", "rewards") and k not in info.deal_flags}
        _, variant = find_variant(base, **options)
        flags = tuple((f, bool(p[f])) for f in info.deal_flags)
        kw: dict[str, Any] = dict(flags)
        probe = Game(variant, seed=0, dealer=int(p["dealer"]), **kw).engine
        hands, talon = probe.initial_hands, probe.initial_talon
        slots = [-1] * len(talon) + [s for s, h in enumerate(hands) for _ in h]
        need = tuple(s for s, h in enumerate(hands) if h) if info.name == "slovenian" else ()
        rest = tuple(tuple(slots[k:].count(s) for s in range(probe.num_players)) for k in range(len(slots) + 1))
        return cls(
            preset=preset, info=info, variant=variant, dealer=int(p["dealer"]), flags=flags,
            players=probe.num_players, slots=tuple(slots),
            pack=tuple(sorted(talon + [c for h in hands for c in h])),
            sees_deal=probe.hands == hands,
            layout=tuple((name, tuple(shape)) for name, shape in probe.observation_layout),
            tensor_len=probe.observation_len, action_space=probe.action_space,
            max_game_length=probe.max_game_length, amount_bound=probe.amount_bound,
            need_tarok=need, rest=rest, relative=p["rewards"] == "relative",
        )

    def _completions(self, k: int, taroks: int, needy: int) -> int:
        """In how many ways the slots from the k-th on can be chosen to hold the ``taroks``
        taroks left so that every seat of the ``needy`` mask gets one (inclusion and
        exclusion over the needy seats left without)."""
        slots = len(self.slots) - k
        seats = [s for s in range(self.players) if needy >> s & 1]
        total = 0
        for subset in range(1 << len(seats)):
            kept_out = sum(self.rest[k][s] for i, s in enumerate(seats) if subset >> i & 1)
            sign = -1 if bin(subset).count("1") % 2 else 1
            total += sign * math.comb(slots - kept_out, taroks)
        return total

    def tarok_odds(self, k: int, taroks: int, needy: int) -> float:
        """The chance that the k-th card dealt is a tarok, given ``taroks`` taroks among the
        cards left and the needy seats (those of :attr:`need_tarok` without one so far),
        dealing only hands that each hold a tarok (SL-D3)."""
        key = (k << 10) | (taroks << 5) | needy
        odds = self._tarok_odds.get(key)
        if odds is None:
            seat = self.slots[k]
            mine = 1 << seat if seat >= 0 else 0
            if_tarok = self._completions(k + 1, taroks - 1, needy & ~mine) if taroks else 0
            if_other = self._completions(k + 1, taroks, needy)
            odds = self._tarok_odds[key] = if_tarok / (if_tarok + if_other)
        return odds

    def deal(self, cards: list[int]) -> Game:
        """The deal of a complete list of chance outcomes."""
        talon = [c for c, s in zip(cards, self.slots) if s < 0]
        hands = [[c for c, s in zip(cards, self.slots) if s == seat] for seat in range(self.players)]
        kw: dict[str, Any] = dict(self.flags)
        return Game(self.variant, hands=hands, talon=talon, dealer=self.dealer, **kw)


def _game_type(preset: str, relative: bool = False) -> Any:
    """The preset's game type; with relative returns (which sum to 0 in every game) it is
    zero-sum whatever the preset's amounts are."""
    info, _ = VARIANTS[preset]
    players = VARIANTS[preset][1].engine_players
    return pyspiel.GameType(
        short_name=short_name(preset),
        long_name=f"Python tarokk: {info.title} ({preset})",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(pyspiel.GameType.Utility.ZERO_SUM if info.zero_sum or relative
                 else pyspiel.GameType.Utility.GENERAL_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players,
        min_num_players=players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(preset),
    )


class TarokkGame(pyspiel.Game):  # type: ignore[misc]
    """One preset (with its parameters) as an OpenSpiel game; OpenSpiel makes it through a
    subclass per preset (:func:`register_all`)."""

    #: The preset of the subclass that OpenSpiel calls with the parameters alone.
    preset: str = ""

    def __init__(self, params: Optional[dict[str, Any]] = None, preset: Optional[str] = None):
        preset = preset or self.preset
        given = dict(params or {})
        #: ``dealer=-1``: the dealer is the first chance outcome, and each dealer's deal
        #: has its own table (the seat that sits out gets no cards).
        self.dealer_drawn = given.get("dealer") == -1
        try:
            t = _Table.of(preset, {**given, "dealer": 0} if self.dealer_drawn else given)
            tables = tuple(_Table.of(preset, {**given, "dealer": d}) for d in range(t.players)) \
                if self.dealer_drawn else (t,)
        except InvalidInputError as exc:  # as OpenSpiel reports a bad name or type
            raise ParameterError(str(exc)) from None
        game_info = pyspiel.GameInfo(
            num_distinct_actions=t.action_space,
            max_chance_outcomes=54,
            num_players=t.players,
            # A relative return is at most the bound away from the others' mean, itself
            # within the bound. Relative returns sum to 0 in every game: the instance's type
            # says zero-sum even where the registered preset is general-sum.
            min_utility=-float(t.amount_bound) * (2 if t.relative else 1),
            max_utility=float(t.amount_bound) * (2 if t.relative else 1),
            utility_sum=0.0 if t.info.zero_sum or t.relative else None,
            max_game_length=t.max_game_length,
        )
        super().__init__(_game_type(preset, t.relative), game_info, {**_parameters(preset), **(params or {})})
        self.table = t
        #: The table of each dealer (one, the table's own, unless the dealer is drawn).
        self.tables = tables

    def new_initial_state(self) -> "TarokkState":
        return TarokkState(self, self.table, None if self.dealer_drawn else self.tables)

    def __reduce__(self) -> tuple[Any, ...]:
        # Made again from its parameters: pyspiel's own pickling makes the C++ object
        # without this class's __init__ (so without its table).
        return (type(self), (self.get_parameters(),))

    def max_chance_nodes_in_history(self) -> int:
        return len(self.table.slots) + self.dealer_drawn

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "TarokkObserver":
        return TarokkObserver(self.table, iig_obs_type, params)


def _ids(mask: int) -> list[int]:
    """The set bits of a legal-action mask, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _seed(sampler: Callable[[], float]) -> int:
    """A 64-bit seed from OpenSpiel's probability sampler (uniform floats in [0, 1))."""
    return sum(int(sampler() * 2**32) % 2**32 << (32 * i) for i in range(2))


class TarokkState(pyspiel.State):  # type: ignore[misc]
    """A state: the cards dealt so far, then the deal (a :class:`tarokk.Game`)."""

    def __init__(self, game: TarokkGame, table: _Table, tables: Optional[tuple[_Table, ...]] = None):
        super().__init__(game)
        self._table = table
        #: None until the dealer is drawn (the game's parameter ``dealer=-1``): then the
        #: first chance outcome is the dealer, and its table is the state's.
        self._tables = tables
        #: Chance outcomes so far, in dealing order.
        self._cards: list[int] = []
        #: The cards still to deal, in id order: the chance outcomes, kept up to date card
        #: by card (a deal is 40 to 54 chance nodes, each asked for its outcomes).
        self._left: tuple[int, ...] = table.pack
        #: The deal, once every card is dealt.
        self._deal: Optional[Game] = None
        #: SL-D3: the seats still without a tarok (a bit mask), and the taroks still to deal.
        self._needy = sum(1 << s for s in table.need_tarok)
        self._taroks = 22 if table.need_tarok else 0
        #: The card actions in order, which the core's tensor does not keep and a
        #: perfect-recall information state needs (TarokkObserver).
        self._recall = CardRecall(table.players)

    # -- the OpenSpiel state API ------------------------------------------------------
    def current_player(self) -> int:
        if self._deal is None:
            return int(pyspiel.PlayerId.CHANCE)
        cur = self._deal.current_player
        return int(pyspiel.PlayerId.TERMINAL) if cur is None else cur

    def _legal_actions(self, player: int) -> list[int]:
        assert self._deal is not None and player == self._deal.current_player
        return _ids(self._deal.engine.legal_mask())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self._deal is not None:
            raise pyspiel.SpielError("chance_outcomes(): not a chance node (the cards are dealt)")
        if self._tables is None:  # the dealer, drawn first
            n = self._table.players
            return [(d, 1.0 / n) for d in range(n)]
        left = self._left
        if not self._needy:
            return list(zip(left, [1.0 / len(left)] * len(left)))
        # SL-D3: only hands that each hold a tarok are dealt; the taroks are ids 0..21.
        taroks = self._taroks
        odds = self._table.tarok_odds(len(self._cards), taroks, self._needy)
        others = len(left) - taroks
        if 0 < odds < 1:
            return list(zip(left, [odds / taroks] * taroks + [(1 - odds) / others] * others))
        return list(zip(left[:taroks], [1.0 / taroks] * taroks)) if odds else list(zip(left[taroks:], [1.0 / others] * others))

    def _apply_action(self, action: int) -> None:
        if self._deal is not None:
            self._recall.apply(self._deal, action)
            return
        if self._tables is None:
            self._draw_dealer(action)
            return
        # A chance outcome is a card of the pack not dealt yet (chance_outcomes); another
        # would only fail when the last card is dealt, far from the mistake.
        try:
            i = self._left.index(action)
        except ValueError:
            raise IllegalActionError(f"chance outcome {action} is not a card still to deal "
                                     f"({'dealt already' if action in self._cards else 'not in the pack'})") from None
        k = len(self._cards)
        if self._needy:
            odds = self._table.tarok_odds(k, self._taroks, self._needy)
            if odds == (0 if action < 22 else 1):
                raise IllegalActionError(f"chance outcome {action} would leave a hand without a tarok, "
                                         "a deal that is dealt again (SL-D3): it is not an outcome")
        if self._table.need_tarok and action < 22:
            self._taroks -= 1
            seat = self._table.slots[k]
            if seat >= 0:
                self._needy &= ~(1 << seat)
        self._left = self._left[:i] + self._left[i + 1:]
        self._cards.append(action)
        if len(self._cards) == len(self._table.slots):
            self._deal = self._table.deal(self._cards)

    def _draw_dealer(self, dealer: int) -> None:
        """The first chance outcome of a game whose dealer is drawn: the dealer, and with
        him the table the cards are dealt by."""
        tables = self.get_game().tables
        if not 0 <= dealer < len(tables):
            raise IllegalActionError(f"chance outcome {dealer} is no dealer: the dealer is a seat 0..{len(tables) - 1}")
        table = tables[dealer]
        self._tables, self._table, self._left = tables, table, table.pack
        self._needy = sum(1 << s for s in table.need_tarok)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self._tables is None:
                return f"dealer {action}"
            return f"deal {_core.format_card(action, 'ascii')}"
        if self._deal is None:
            return f"action {action}"
        try:
            return str(self._deal.engine.action_name(action))
        except InvalidInputError:  # an id that names no action of the game
            return f"action {action}"

    def is_terminal(self) -> bool:
        return self._deal is not None and self._deal.is_over

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self._table.players
        assert self._deal is not None
        amounts = self._deal.engine.result()["amounts"]
        return relative_amounts(amounts) if self._table.relative else [float(a) for a in amounts]

    def __str__(self) -> str:
        if self._deal is None:
            dealer = "" if self._tables is None else f"dealer {self._table.dealer}, "
            return f"{dealer}dealt: " + " ".join(_core.format_card(c, "ascii") for c in self._cards)
        e = self._deal.engine
        hands = " | ".join(_core.format_cards(h, "ascii") for h in e.initial_hands)
        actions = " ".join(str(a) for _, a in e.history)
        return f"{self._table.preset}: hands {hands}; talon {_core.format_cards(e.initial_talon, 'ascii')}; actions {actions}"

    def drawn_dealer(self) -> Optional[int]:
        """The dealer the first chance outcome drew, once drawn, in a game that draws him
        (``dealer=-1``); None otherwise (the dealer is then the game's parameter)."""
        if self._tables is None or not self.get_game().dealer_drawn:
            return None
        return self._table.dealer

    # -- worlds ------------------------------------------------------------------------
    def dealt_to(self, seat: int) -> list[int]:
        """The cards dealt to ``seat`` so far (omniscient)."""
        return [c for c, s in zip(self._cards, self._table.slots) if s == seat]

    def seen_by(self, seat: int) -> list[int]:
        """The cards dealt so far that ``seat`` sees: those dealt to it, or none where the
        seats see their cards only later (:attr:`_Table.sees_deal`)."""
        return self.dealt_to(seat) if self._table.sees_deal else []

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> "TarokkState":
        """A state drawn from those ``player_id`` cannot tell from this one: its own cards
        and everything it saw are kept, the unseen cards are dealt again at random
        (honouring the voids and overtaking its plays showed) and the actions it did not
        see are drawn again (``tarokk_core::worlds``). Only the seat's information is
        used."""
        rng = random.Random(_seed(probability_sampler))
        state: TarokkState = self.get_game().new_initial_state()
        if self._tables is None:  # nothing drawn yet, the dealer not even
            return state
        if self.get_game().dealer_drawn:  # the dealer is public
            state.apply_action(self._table.dealer)
        if self._deal is None:
            # Still dealing: the seat knows the cards it has seen so far.
            mine = set(self.seen_by(player_id))
            others = [c for c in self._table.pack if c not in mine]
            while True:
                rng.shuffle(others)
                rest = iter(others)
                try:
                    for c in self._cards:
                        state.apply_action(c if c in mine else next(rest))
                    return state
                except IllegalActionError:  # SL-D3: a hand left without a tarok; draw again
                    state = self.get_game().new_initial_state()
                    if self.get_game().dealer_drawn:
                        state.apply_action(self._table.dealer)
        world = self._deal.engine.sample_world(player_id, rng.getrandbits(64))
        if world is None:
            raise pyspiel.SpielError(f"no world found for seat {player_id} (tarokk_core::worlds)")
        hands, talon = world.initial_hands, world.initial_talon
        for c in talon:
            state.apply_action(c)
        for seat in range(self._table.players):
            for c in hands[seat]:
                state.apply_action(c)
        for _, a in world.history:
            state.apply_action(a)
        return state


def _view_string(view: dict[str, Any]) -> str:
    return " ".join(f"{k}={v}" for k, v in view.items())


class TarokkObserver:
    """The observer of both the information state and the observation: the core's
    tensor, split into its named segments, and the seat's view as a string.

    ``iig_obs_type`` with ``private_info=SINGLE_PLAYER`` (or None): one seat's information.
    With ``private_info=NONE`` (and ``public_info=True``, any ``perfect_recall``): only what
    every seat sees alike, the same for every ``player`` — the view keys of the game's
    ``GameInfo.public_view_keys`` as the string, and the tensor segments of those names
    (the core's encoding of them is by table seat, not relative to the observer); while
    the cards are dealt, the number dealt so far and an all-zero tensor. With
    ``public_info=False`` (and ``SINGLE_PLAYER``): the rest, the seat's private part, so
    that the public and the private observer together hold the observation (OpenSpiel's
    factored observations, which ``generate_playthrough`` asks for); with
    ``perfect_recall`` the private part adds ``own_cards`` and the public part ``plays``."""

    def __init__(self, table: _Table, iig_obs_type: Any = None, params: Any = None):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        private = pyspiel.PrivateInfoType.SINGLE_PLAYER if iig_obs_type is None else iig_obs_type.private_info
        if private not in (pyspiel.PrivateInfoType.SINGLE_PLAYER, pyspiel.PrivateInfoType.NONE):
            raise ValueError("tarokk observes one seat (private_info=SINGLE_PLAYER) or the public "
                             "information only (private_info=NONE), not every seat's")
        #: Does the observer hold the public part, the seat's private part, or both?
        self.public_part = iig_obs_type is None or bool(iig_obs_type.public_info)
        self.private_part = private == pyspiel.PrivateInfoType.SINGLE_PLAYER
        if not (self.public_part or self.private_part):
            raise ValueError("an observer with public_info=False and private_info=NONE would observe nothing")
        #: The information state (``perfect_recall``) adds what the core's tensor, a view,
        #: does not keep in order: the seat's own card actions (``own_cards``, private) and
        #: every card played (``plays``, public).
        self.recall = iig_obs_type is not None and bool(iig_obs_type.perfect_recall)
        keys = set(table.info.public_view_keys)
        #: ``(start, end)`` in the core's tensor of each segment this observer holds.
        self._spans: list[tuple[int, int]] = []
        layout: list[tuple[str, tuple[int, ...]]] = []
        at = 0
        for name, shape in table.layout:
            size = int(np.prod(shape))
            if (self.public_part if name in keys else self.private_part):
                self._spans.append((at, at + size))
                layout.append((name, shape))
            at += size
        self._core_len = sum(e - s for s, e in self._spans)
        self._whole = self._core_len == table.tensor_len
        if self.recall:
            own_rows, play_rows = table.recall_rows
            if self.private_part:
                layout.append(("own_cards", (own_rows, 54)))
            if self.public_part:
                layout.append(("plays", (play_rows, 54)))
        self._keys = list(table.info.public_view_keys)
        self.tensor = np.zeros(sum(int(np.prod(shape)) for _, shape in layout), np.float32)
        self.dict: dict[str, np.ndarray] = {}
        at = 0
        for name, shape in layout:
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[at:at + size].reshape(shape)
            at += size

    def set_from(self, state: TarokkState, player: int) -> None:
        if state._deal is None:
            self.tensor.fill(0)
            if self.private_part:
                self.dict["seat"][player] = 1
                self.dict["hand"][state.seen_by(player)] = 1
            dealer = state.drawn_dealer()
            if dealer is not None and "dealer" in self.dict:  # the dealer, drawn, is public
                self.dict["dealer"][dealer] = 1
            return
        full = np.frombuffer(state._deal.engine.observation_bytes(player), dtype=np.float32)
        if self._whole:
            self.tensor[:self._core_len] = full
        else:
            at = 0
            for s, e in self._spans:
                self.tensor[at:at + e - s] = full[s:e]
                at += e - s
        if self.recall:
            self.tensor[self._core_len:] = 0
            if self.private_part:
                state._recall.fill_own_cards(self.dict["own_cards"], player)
            if self.public_part:
                state._recall.fill_plays(self.dict["plays"])

    def string_from(self, state: TarokkState, player: int) -> str:
        if state._deal is None:
            dealer = state.drawn_dealer()
            said = "" if dealer is None or not self.public_part else f"dealer={dealer} "
            if not self.private_part:
                return f"{said}dealing dealt={len(state._cards)}"
            if not self.public_part:
                return f"seat={player} hand={sorted(state.seen_by(player))}"
            return f"seat={player} {said}dealing hand={sorted(state.seen_by(player))}"
        view = state._deal.engine.view(player)
        if not self.private_part:
            view = {k: view[k] for k in self._keys}
        elif not self.public_part:
            view = {k: v for k, v in view.items() if k not in self._keys}
        if self.recall:
            if self.private_part:
                view["own_cards"] = state._recall.own_cards[player]
            if self.public_part:
                view["plays"] = state._recall.plays
        return _view_string(view)


#: The game class of each registered preset, by OpenSpiel name. OpenSpiel is given a class,
#: not a closure: a closure it holds until the interpreter has shut down cannot be freed
#: then (Python aborts at exit).
GAME_CLASSES: dict[str, type] = {}


def register_all() -> list[str]:
    """Register every preset not registered yet (those of games with a native engine);
    returns the OpenSpiel names of all of them."""
    native = {name for name, _ in _core.native_games()}
    known = set(pyspiel.registered_names())
    names = []
    for preset, (info, _) in VARIANTS.items():
        if info.name not in native:
            continue
        name = short_name(preset)
        names.append(name)
        if name not in known:
            cls = type(f"TarokkGame_{name[len(PREFIX):]}", (TarokkGame,), {"preset": preset})
            GAME_CLASSES[name] = cls
            # A module attribute, so that pickle finds the class by name (multiprocessing).
            globals()[cls.__name__] = cls
            pyspiel.register_game(_game_type(preset), cls)
    return names


#: The OpenSpiel names registered on import.
NAMES: list[str] = register_all()
