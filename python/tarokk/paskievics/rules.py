"""The options of Paskievics tarokk: every [choice] rule of ``shared/rules/paskievics.md``
(``docs/paskievics.md``, "Options")."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal

from .._options import check_option_types
from ..errors import InvalidInputError

__all__ = ["PaskievicsRules", "PRESETS", "MAX_FIGURE_VALUE"]

#: The largest figure value (the native engine keeps them in 16 bits).
MAX_FIGURE_VALUE = 65535


@dataclass(frozen=True)
class PaskievicsRules:
    """Paskievics (XX-calling) tarokk (``shared/rules/paskievics.md``). Defaults are the
    rules file's."""

    #: PK-D4: four at the table, or five with the dealer sitting out.
    players: Literal[4, 5] = 4
    #: PK-D3 [choice]: the knocker may knock and the players choose packets of nine.
    rautes: bool = False
    #: PK-D5 [choice] (five seats only): the sitting-out dealer pays and receives with the
    #: defenders ("cries and laughs").
    dealer_cries_laughs: bool = False
    #: PK-D5 [choice] (five seats only): honours given from the talon pay the dealer 3, 2, 1.
    dealer_honour_fee: bool = False
    #: PK-D5 [choice]: a game lost at exactly 47 costs double.
    double_at_47: bool = False
    #: PK-B5 [choice]: the card a jump invites: by the bid's level, or by the levels skipped.
    invit_card: Literal["bid_level", "skips"] = "bid_level"
    #: PK-B6 [choice]: the opener of three facing a two must hold or raise (or yield).
    obligatory_hold: bool = True
    #: PK-B6 [choice]: an opener of two or one may pass only as an invitation.
    opener_must_hold: bool = True
    #: PK-B6 [choice]: a jump needs an honour and the invited card.
    invit_requires_card: bool = True
    #: PK-B6 [choice]: an invitation with the pagát as the only honour obliges to pagát
    #: ultimó.
    pagat_invit_ultimo: bool = True
    #: PK-B6 [choice] (off): a bidder with skíz or XXI but not the XX must hold a one.
    big_honour_holds_one: bool = False
    #: PK-S2 [choice]: every player announces his discarded tarokks (off: the declarer).
    announce_all_discards: bool = True
    #: PK-S5 [choice]: the fourth who bid without an honour and got none pays each 2.
    no_honour_penalty: bool = True
    #: PK-H5 [choice] (four seats; five always "call"): a called card in the skart is known
    #: to all after the first trick, or at the call.
    official_kontra_known: Literal["first_trick", "call"] = "first_trick"
    #: PK-A3 [choice]: an announced count is paid by every other player, or by the
    #: opponents.
    count_payers: Literal["all", "opponents"] = "all"
    #: PK-X2 [choice]: dupla announced, × the level value.
    dupla_announced: int = 4
    #: PK-X2 [choice]: XXI fogás announced.
    xxi_catch_announced: int = 42
    #: PK-X2 [choice]: volát announced, × the level value.
    volat_announced: int = 6
    #: PK-X2 [choice]: volát silent, × the level value.
    volat_silent: int = 3
    #: PK-X3 [choice]: an unkontra'd game is replaced by the winner's dupla or volát.
    replace_game: bool = True
    #: PK-X3 [choice]: a party making volát is not paid its other silent figures.
    volat_voids_silent: bool = True
    #: PK-X3 [choice] (off): a failed silent ultimó costs 5.
    failed_silent_ultimo: bool = False
    #: PK-X4 [choice]: a lone declarer pays or receives from each of the three (False is
    #: not supported).
    alone_from_each: bool = True

    game = "paskievics"

    def __post_init__(self) -> None:
        check_option_types(self, (0, MAX_FIGURE_VALUE))
        if not self.alone_from_each:
            raise InvalidInputError("alone_from_each=False is not supported: a declarer alone pays or "
                                    "receives from each of the three (PK-X4)")
        if self.players == 4:
            # PK-D5: these customs are about the dealer who sits out, which needs five seats.
            for name in ("dealer_cries_laughs", "dealer_honour_fee"):
                if getattr(self, name):
                    raise InvalidInputError(f"{name} applies only with five at the table, where "
                                            "the dealer sits out (PK-D5)")
        elif self.official_kontra_known != "first_trick":
            # PK-H5: with five, the dealer always announces it right after the call.
            raise InvalidInputError("official_kontra_known applies only with four at the table: "
                                    "with five the dealer always announces hivatalból kontra "
                                    "right after the call (PK-H5)")

    @property
    def active_players(self) -> int:
        """Players dealt cards in one deal (five at the table: the dealer sits out)."""
        return 4

    @property
    def engine_players(self) -> int:
        """The engine takes the table seats (the sitting-out dealer is a seat, PK-D4)."""
        return self.players

    def engine_options(self) -> dict[str, Any]:
        """The options that a single deal's engine takes (all but ``players``)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "players"}

    def deal_flags(self, **flags: Any) -> dict[str, Any]:
        """Per-deal engine flags: Paskievics has none."""
        if flags:
            raise InvalidInputError(f"Paskievics deals take no per-deal flags: {', '.join(sorted(flags))}")
        return {}


#: Presets by alias.
PRESETS: dict[str, PaskievicsRules] = {
    "paskievics": PaskievicsRules(),
    "paskievics-4": PaskievicsRules(),
    "paskievics-5": PaskievicsRules(players=5),
}
