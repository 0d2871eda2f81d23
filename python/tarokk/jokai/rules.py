"""The options of Jókai-hármas: every [choice] rule of ``shared/rules/jokai.md``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from .._options import check_option_types
from ..errors import InvalidInputError

__all__ = ["JokaiRules", "PRESETS"]


@dataclass(frozen=True)
class JokaiRules:
    """Jókai-hármas (``shared/rules/jokai.md``). Defaults are the rules file's."""

    #: JK-D1: three at the table, or four with the dealer sitting out (he pays and
    #: receives as an opponent of the declarer).
    players: Literal[3, 4] = 3
    #: JK-D4 [choice]: the deal passes to the forehand after every deal, a throw-in
    #: included (the match's business, not one deal's).
    deal_passes_on_throw_in: bool = True
    #: JK-B3 [choice]: all pass → the deal is thrown in with no payments (the rules give
    #: no other outcome, so False is refused).
    throw_in: bool = True
    #: JK-A1 [choice]: the announcements and kontras come after the exchange (False:
    #: right after the bidding, before the skart).
    announce_after_exchange: bool = True
    #: JK-A5 [choice]: no announcing the capture of a card one holds, no pagát ultimó
    #: without the pagát.
    strict_announcements: bool = True
    #: JK-F [choice]: a party's skart pile counts for tulétroá and négy király.
    figures_count_skart: bool = False
    #: JK-F1 [choice]: an unannounced count of 10+ trumps pays the declarer silently.
    silent_tarokk_count: bool = False

    game = "jokai"

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in (3, 4):
            raise InvalidInputError(
                f"Jókai-hármas is for 3 players, or 4 with the dealer sitting out, not {self.players!r}")
        check_option_types(self)
        if not self.throw_in:
            raise InvalidInputError(
                "throw_in=False is not supported: when all pass, the rules give no other outcome (JK-B3)")

    @property
    def active_players(self) -> int:
        """Players dealt cards in one deal (four at the table: the dealer sits out)."""
        return 3

    @property
    def engine_players(self) -> int:
        """The seats of one deal's engine: the table seats, the sitting-out dealer
        included (he pays and receives, JK-D1)."""
        return self.players

    def engine_options(self) -> dict[str, Any]:
        """The options that a single deal's engine takes."""
        return {
            "announce_after_exchange": self.announce_after_exchange,
            "strict_announcements": self.strict_announcements,
            "figures_count_skart": self.figures_count_skart,
            "silent_tarokk_count": self.silent_tarokk_count,
            "throw_in": self.throw_in,
        }

    def deal_flags(self, **flags: Any) -> dict[str, Any]:
        """Per-deal engine flags: Jókai has none."""
        if flags:
            raise InvalidInputError(f"Jókai has no per-deal flags: {', '.join(sorted(flags))}")
        return {}


#: Presets by alias.
PRESETS: dict[str, JokaiRules] = {
    "jokai": JokaiRules(),
    "jokai-3": JokaiRules(),
    "jokai-4": JokaiRules(players=4),
}
