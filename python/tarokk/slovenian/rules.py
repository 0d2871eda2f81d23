"""The options of Slovenian tarok: every [choice] rule of ``shared/rules/slovenian.md``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .._options import check_option_types
from ..errors import InvalidInputError

__all__ = ["SlovenianRules", "PRESETS"]


@dataclass(frozen=True)
class SlovenianRules:
    """Slovenian tarok (``shared/rules/slovenian.md``). Defaults are the rules file's."""

    #: SL-D1 [choice]: 4 players, 3 (SL-T), or 5 with the dealer sitting out.
    players: Literal[3, 4, 5] = 4
    #: SL-B1 [choice]: a deal whose outcome is settled (beggar declarer took a trick,
    #: valat declarer lost one) ends early.
    end_early: bool = True
    #: SL-A1 [choice]: king ultimo exists (only with a called king, declarer side only).
    king_ultimo: bool = True
    #: SL-A4 [choice]: after beggar and above, the defenders may kontra the game.
    beggar_kontra: bool = True
    #: SL-A4 [choice]: klop is never kontra'd (True is not supported by the rules).
    klop_kontra: bool = False
    #: SL-S2 [choice]: a silent valat scores 250 on top of the rest.
    silent_valat: bool = True
    #: SL-L1 [choice]: in klop the talon cards go to the first six tricks, in talon
    #: order, turned face up.
    klop_talon_face_up: bool = True
    #: SL-C1 [choice]: exact thirds, or leftover cards at sum − 1 (the same totals).
    counting: Literal["thirds", "leftover"] = "thirds"
    #: SL-K4 [choice]: the talon rest put into the called king's trick counts as won in it
    #: for the trula and kings bonuses too (off: card points and the mond only).
    talon_rest_counts_for_bonuses: bool = True
    #: SL-R1 [choice] (five players only): the sitting-out fifth player receives radli too.
    radl_sitting_out: bool = True
    #: SL-R1 [choice]: a won or lost valat *bonus* also gives radli.
    radl_for_valat_bonus: bool = True
    #: SL-R6 [choice]: the match ends with a škis round.
    skis_round: bool = True
    #: SL-T2 [choice] (three players only): a compulsory klop round is simply klop.
    three_player_compulsory_klop: bool = True

    game = "slovenian"

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in (3, 4, 5):
            raise InvalidInputError(f"Slovenian tarok is for 3, 4 or 5 players, not {self.players!r}")
        if self.counting not in ("thirds", "leftover"):
            raise InvalidInputError(f"counting must be 'thirds' or 'leftover', not {self.counting!r}")
        check_option_types(self)
        if self.klop_kontra:
            raise InvalidInputError("klop_kontra=True is not supported: klop is never kontra'd (SL-A4)")
        # An option of one table size set at another would be accepted with no effect.
        if self.players != 5 and not self.radl_sitting_out:
            raise InvalidInputError("radl_sitting_out applies only with five players, where the "
                                    "dealer sits out (SL-R1)")
        if self.players != 3 and not self.three_player_compulsory_klop:
            raise InvalidInputError("three_player_compulsory_klop applies only with three players "
                                    "(SL-T2)")

    @property
    def active_players(self) -> int:
        """Players dealt cards in one deal (five players: the dealer sits out)."""
        return 4 if self.players == 5 else self.players

    @property
    def engine_players(self) -> int:
        """The seats of one deal's engine: five players play four-handed deals and the
        sitting-out player is the match's business (SL-D1)."""
        return self.active_players

    def engine_options(self) -> dict[str, Any]:
        """The options that a single deal's engine takes."""
        return {
            "end_early": self.end_early,
            "king_ultimo": self.king_ultimo,
            "beggar_kontra": self.beggar_kontra,
            "silent_valat": self.silent_valat,
            "klop_talon_face_up": self.klop_talon_face_up,
            "counting": self.counting,
            "talon_rest_counts_for_bonuses": self.talon_rest_counts_for_bonuses,
        }

    def deal_flags(self, compulsory_klop: bool = False) -> dict[str, Any]:
        """Per-deal engine flags: a compulsory klop round (SL-B6); with three players it
        is only possible when SL-T2's [choice] is on."""
        if not isinstance(compulsory_klop, bool):
            raise InvalidInputError(f"compulsory_klop must be True or False, not {compulsory_klop!r}")
        if self.active_players == 3 and not self.three_player_compulsory_klop:
            compulsory_klop = False
        return {"compulsory_klop": compulsory_klop}



#: Presets by alias.
PRESETS: dict[str, SlovenianRules] = {
    "slovenian": SlovenianRules(),
    "slovenian-4": SlovenianRules(),
    "slovenian-3": SlovenianRules(players=3),
    "slovenian-5": SlovenianRules(players=5),
}
