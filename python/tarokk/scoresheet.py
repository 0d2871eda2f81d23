"""The match score sheet of the Hungarian games (Jókai-hármas, Paskievics): running totals
over many deals, the deal passing round the table, a dealer who sits out when one more
player sits at the table than a deal needs, and penalties entered by hand.

In these games a deal's settlement already covers every seat at the table, the sitting-out
dealer included (he pays or receives as the rules say), and its amounts sum to zero; so the
sheet adds them up as they come. Players are numbered in playing order; the engine's seat
``s`` is player ``s``, and only the dealer changes from deal to deal.

    >>> import random
    >>> m = ScoreSheet("jokai", ["Anna", "Béla", "Csaba"])
    >>> deal = m.next_deal()
    >>> game = deal.game(seed=1)                               # a tarokk.Game of this deal
    >>> _ = game.play_random(random.Random(1))                 # play it
    >>> m.record(game.result(), deal).text
    'Anna third double lost'
    >>> sum(m.totals)                                          # the deal's amounts sum to zero
    0
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from ._checks import player_names
from .errors import InvalidInputError

__all__ = ["ScoreSheet", "SheetDeal", "SheetRow"]


@dataclass(frozen=True)
class SheetDeal:
    """The next deal of a match: its number (from 1), the dealer, the table."""

    number: int
    dealer: int
    num_players: int
    game_name: str
    variant: Any

    def game(self, seed: Optional[int] = None, *, hands: Optional[Sequence[Sequence[int]]] = None,
             talon: Optional[Sequence[int]] = None, backend: str = "native") -> Any:
        """This deal as a :class:`tarokk.Game`."""
        from .game import Game
        return Game(self.variant, seed=seed, hands=hands, talon=talon, dealer=self.dealer,
                    backend=backend)


@dataclass(frozen=True)
class SheetRow:
    """One line of the sheet: what happened and what each player got."""

    number: int
    dealer: int
    kind: str                      #: "deal", "thrown in", "penalty"
    text: str
    amounts: tuple[int, ...]
    result: Optional[dict[str, Any]] = field(default=None, compare=False)


class ScoreSheet:
    """The score sheet of a Hungarian game's match (``game``: a registered game's name).

    ``variant``: the options every deal is played by (default: the game's preset for as
    many players). ``throw_in_passes_deal``: whether a deal thrown in (nobody bid, or
    annulled) passes to the next dealer like any other or is dealt again by the same dealer;
    by default the variant's Jókai JK-D4 [choice] ``deal_passes_on_throw_in`` (on;
    Paskievics has no such option: on). Given, it overrides the variant's
    (``self.variant`` has it as the sheet keeps it)."""

    def __init__(self, game: str, players: Sequence[str], *, throw_in_passes_deal: Optional[bool] = None,
                 variant: Any = None, first_dealer: int = 0):
        from .registry import find_game, find_variant
        info = find_game(game)
        if not info.zero_sum:
            raise InvalidInputError(f"{info.title} keeps its own score sheet (not a zero-sum game)")
        names = list(player_names(players))
        self.game = info.name
        self.players = tuple(names)
        presets = [(alias, opts) for alias, opts in info.presets.items() if opts.players == len(names)]
        if variant is None:
            if not presets:
                sizes = sorted({opts.players for opts in info.presets.values()})
                raise InvalidInputError(f"{info.title} is played by {' or '.join(map(str, sizes))} players, "
                                        f"not {len(names)}")
            variant = presets[0][1]
        found, self.variant = find_variant(variant)
        if found.name != info.name:
            raise InvalidInputError(f"a {info.title} sheet is played by {info.title} options, not {found.title}'s")
        if self.variant.players != len(names):
            raise InvalidInputError(f"the variant is for {self.variant.players} players, not {len(names)}")
        if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < len(names):
            raise InvalidInputError(f"first_dealer must be a player 0..{len(names) - 1}")
        if throw_in_passes_deal is not None and not isinstance(throw_in_passes_deal, bool):
            raise InvalidInputError(f"throw_in_passes_deal must be True, False or None, not {throw_in_passes_deal!r}")
        passes = getattr(self.variant, "deal_passes_on_throw_in", None)  # Jókai JK-D4
        if throw_in_passes_deal is None:
            throw_in_passes_deal = True if passes is None else passes
        elif passes is not None and passes != bool(throw_in_passes_deal):
            self.variant = dataclasses.replace(self.variant, deal_passes_on_throw_in=bool(throw_in_passes_deal))
        self.throw_in_passes_deal = bool(throw_in_passes_deal)
        self._dealer = first_dealer
        self._number = 1
        self._rows: list[SheetRow] = []

    # -- state ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        """Players on the sheet (a dealer who sits out included)."""
        return len(self.players)

    @property
    def sheet(self) -> tuple[SheetRow, ...]:
        """The rows recorded so far, in order."""
        return tuple(self._rows)

    @property
    def totals(self) -> tuple[int, ...]:
        """Running totals per player (they sum to zero)."""
        return tuple(sum(r.amounts[p] for r in self._rows) for p in range(self.num_players))

    def next_deal(self) -> SheetDeal:
        """The deal to play next: give it to :meth:`record` with its result."""
        return SheetDeal(self._number, self._dealer, self.num_players, self.game, self.variant)

    # -- entering deals ---------------------------------------------------------------
    def record(self, result: Any, deal: SheetDeal) -> SheetRow:
        """Score a played deal: ``result`` is its ``result()`` (a Settlement or the
        engine's dict), ``deal`` its :meth:`next_deal`. A game's Settlement knows its
        dealer: one of a deal with another dealer (the last deal's again, say) is refused."""
        self._check_deal(deal)
        game = getattr(result, "game", None)
        if isinstance(game, str) and game != self.game:
            raise InvalidInputError(f"a result of {game} on a score sheet of {self.game}")
        dealt_by = getattr(result, "dealer", None)
        if isinstance(dealt_by, int) and dealt_by != deal.dealer:
            # A game's result knows its dealer: the same result twice, or one of another
            # deal, shows here (a dict does not say, nor hand-entered facts without a dealer).
            who = self.players[dealt_by] if 0 <= dealt_by < self.num_players else f"seat {dealt_by}"
            raise InvalidInputError(f"this result is of a deal dealt by {who}, but deal {deal.number} "
                                    f"is dealt by {self.players[deal.dealer]}: record each deal's own result")
        if hasattr(result, "to_dict"):
            result = result.to_dict()
        if not isinstance(result, Mapping) or "amounts" not in result or "annulled" not in result \
                or not isinstance(result["amounts"], (list, tuple)):
            raise InvalidInputError("result must be a deal's result()")
        amounts = list(result["amounts"])
        if len(amounts) != self.num_players or not all(isinstance(a, int) and not isinstance(a, bool)
                                                       for a in amounts):
            raise InvalidInputError(f"a result of this table has {self.num_players} integer amounts")
        if not isinstance(result["annulled"], bool):
            raise InvalidInputError(f"a result's annulled is True or False, not {result['annulled']!r}")
        declarer = result.get("declarer")
        if not result["annulled"]:
            # A result entered as a dict: a declarer of this table and a won that is a bool.
            if isinstance(declarer, bool) or not isinstance(declarer, int) or not 0 <= declarer < self.num_players:
                raise InvalidInputError(f"a played deal's declarer is a seat 0..{self.num_players - 1}, "
                                        f"not {declarer!r}")
            if not isinstance(result.get("won"), bool):
                raise InvalidInputError(f"a played deal's won is True or False, not {result.get('won')!r}")
        if not result["annulled"] and declarer == deal.dealer and self.variant.active_players < self.num_players:
            # The dealer sits out (Jókai JK-D1, Paskievics PK-D4) and cannot declare.
            raise InvalidInputError(f"deal {deal.number} is dealt by {self.players[deal.dealer]}, who "
                                    "sits it out: this result is of another deal")
        if sum(amounts) != 0:
            raise InvalidInputError("the amounts of a deal of this game sum to zero")
        out = deal.dealer if self.variant.active_players < self.num_players else None
        if (out is not None and amounts[out] != 0 and self.game == "paskievics"
                and not getattr(self.variant, "dealer_cries_laughs", False)
                and not getattr(self.variant, "dealer_honour_fee", False)):
            # PK-D4, PK-D5: the sitting-out dealer neither pays nor receives; a result that
            # pays him is one scored with another seat out (a hand-entered deal's dealer
            # left at its default, say), and would charge the wrong players.
            raise InvalidInputError(f"deal {deal.number} is dealt by {self.players[out]}, who sits it out and "
                                    f"neither pays nor receives (PK-D4): this result gives him {amounts[out]:+d}, "
                                    "so it is of a deal with another dealer")
        thrown = bool(result["annulled"])
        text = "thrown in" if thrown else self._describe(result)
        row = SheetRow(deal.number, deal.dealer, "thrown in" if thrown else "deal", text,
                       tuple(amounts), dict(result))
        self._rows.append(row)
        self._number += 1
        if not thrown or self.throw_in_passes_deal:
            self._dealer = (self._dealer + 1) % self.num_players
        return row

    def penalty(self, offender: int, each: int, reason: str) -> SheetRow:
        """A penalty entered by hand: ``offender`` pays ``each`` to every other player
        (Paskievics renonsz, PK-X6). It is not a deal: the dealer does not change."""
        self._check_offender(offender)
        if isinstance(each, bool) or not isinstance(each, int) or each <= 0:
            raise InvalidInputError("a penalty is a positive number of units paid to each other player")
        if not isinstance(reason, str) or not reason.strip():
            raise InvalidInputError(f"a penalty's reason is some words, not {reason!r}")
        return self._penalty(offender, each, reason, [p for p in range(self.num_players) if p != offender])

    def _check_offender(self, offender: Any) -> None:
        if isinstance(offender, bool) or not isinstance(offender, int) or not 0 <= offender < self.num_players:
            raise InvalidInputError(f"offender must be a player 0..{self.num_players - 1}")

    def _penalty(self, offender: int, each: int, reason: str, paid: Sequence[int]) -> SheetRow:
        amounts = tuple(-each * len(paid) if p == offender else each if p in paid else 0
                        for p in range(self.num_players))
        row = SheetRow(self._number, self._dealer, "penalty", f"{self.players[offender]}: {reason}", amounts)
        self._rows.append(row)
        return row

    def renonsz(self, offender: int, game_value: int, announced: Sequence[int] = ()) -> SheetRow:
        """Paskievics renonsz (PK-X6), recorded by hand for the deal it ended (the deal of
        :meth:`next_deal`'s dealer; as every penalty it is no deal, so that dealer deals
        again): the offender pays every other player the game's value and all announced
        figures' values, whatever happened. With five at the table the dealer who sits the
        deal out is paid only where he pays and receives with the players
        (``dealer_cries_laughs``, PK-D5), as in the deal's own settlement. He is the
        offender for his own errors (PK-D4: counting the skart's tarokks, saying "tiszta",
        "fekszik" or "hivatalból kontra" wrongly), and also for a wrong discard by any
        player, which is his alone to pay: he then pays each of the four who play."""
        if self.game != "paskievics":
            raise InvalidInputError(f"a renonsz (PK-X6) is a Paskievics penalty; a {self.game} sheet "
                                    "takes a penalty() with its own reason")
        if isinstance(announced, (str, bytes)) or not isinstance(announced, Sequence):
            raise InvalidInputError("announced is a list of the announced figures' values")
        values = [game_value, *announced]
        if any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in values):
            raise InvalidInputError("the game's and the figures' values are whole units, 0 or more")
        self._check_offender(offender)
        out = self._dealer if self.variant.active_players < self.num_players else None
        if sum(values) <= 0:
            raise InvalidInputError("a renonsz pays the game's value: a positive number of units")
        if offender == out:
            # PK-D4: the sitting-out dealer's error (or a wrong discard, his to pay).
            paid = [p for p in range(self.num_players) if p != out]
            return self._penalty(offender, sum(values), "the dealer's renonsz (PK-D4)", paid)
        with_dealer = out is None or getattr(self.variant, "dealer_cries_laughs", False)
        paid = [p for p in range(self.num_players) if p != offender and (with_dealer or p != out)]
        return self._penalty(offender, sum(values), "renonsz (PK-X6)", paid)

    def _check_deal(self, deal: Any) -> None:
        if not isinstance(deal, SheetDeal) or deal != self.next_deal():
            raise InvalidInputError("record the deal next_deal() gave, once")

    def _describe(self, result: Mapping[str, Any], lang: str = "en") -> str:
        from .clitexts import text as words
        from .registry import find_game
        info = find_game(self.game)
        name = info.contract_name(result.get("contract"), lang)
        d = result.get("declarer")
        who = self.players[d] if isinstance(d, int) else "?"
        won = (words(lang, "result.won" if result["won"] else "result.lost")
               if result.get("won") is not None else "")
        return f"{who} {name} {won}".strip()

    def _row_text(self, row: SheetRow, lang: str) -> str:
        """What a row says in ``lang``: a deal described anew from its result (a penalty's
        reason is as it was entered)."""
        from .clitexts import text as words
        if row.kind == "thrown in":
            return words(lang, "sheet.thrown_in")
        if row.kind == "deal" and row.result is not None:
            return self._describe(row.result, lang)
        return row.text

    # -- display ------------------------------------------------------------------------
    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str = "en") -> str:
        """The sheet as a table, in ``lang`` (one of the game's languages): a row per deal
        or penalty with each player's amount, then the totals. ``str()`` is its English."""
        from .clitexts import spoken, text as words
        from .registry import find_game
        spoken(find_game(self.game), lang)
        texts = [self._row_text(r, lang) for r in self._rows]
        total = words(lang, "sheet.total")
        # As narrow as what it holds (an 80-column terminal takes five players), never cut.
        width = max(len(str(x)) for x in [*self.players, *self.totals, *(a for r in self._rows for a in r.amounts)])
        dw = max(len(x) for x in [words(lang, "sheet.dealer"), *self.players])
        tw = max(len(x) for x in [total, *texts])

        def line(num: str, dealer: str, text: str, cells: Sequence[Any]) -> str:
            return (f"{num:>3}  {dealer:<{dw}}  {text:<{tw}}" + "".join(f"{c:>{width + 2}}" for c in cells)).rstrip()

        lines = [line("#", words(lang, "sheet.dealer"), "", self.players)]
        for r, text in zip(self._rows, texts):
            lines.append(line(str(r.number), self.players[r.dealer], text, r.amounts))
        lines.append(line("", "", total, self.totals))
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"ScoreSheet({self.game!r}, {list(self.players)!r}, deals={self._number - 1})"
