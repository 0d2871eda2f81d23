"""The [choice] rules of shared/rules/paskievics.md as named options with their defaults
(docs/paskievics.md "Options")."""

from __future__ import annotations

from typing import Any

from tarokk.errors import InvalidInputError

OPTION_DEFAULTS: dict[str, object] = {
    "rautes": False,  # PK-D3
    "dealer_cries_laughs": False,  # PK-D5
    "dealer_honour_fee": False,  # PK-D5
    "double_at_47": False,  # PK-D5
    "invit_card": "bid_level",  # PK-B5
    "obligatory_hold": True,  # PK-B6
    "opener_must_hold": True,  # PK-B6
    "invit_requires_card": True,  # PK-B6
    "pagat_invit_ultimo": True,  # PK-B6
    "big_honour_holds_one": False,  # PK-B6
    "announce_all_discards": True,  # PK-S2
    "no_honour_penalty": True,  # PK-S5
    "official_kontra_known": "first_trick",  # PK-H5
    "count_payers": "all",  # PK-A3
    "dupla_announced": 4,  # PK-X2
    "xxi_catch_announced": 42,  # PK-X2
    "volat_announced": 6,  # PK-X2
    "volat_silent": 3,  # PK-X2
    "replace_game": True,  # PK-X3
    "volat_voids_silent": True,  # PK-X3
    "failed_silent_ultimo": False,  # PK-X3
    "alone_from_each": True,  # PK-X4
}

CHOICES: dict[str, tuple[str, ...]] = {
    "invit_card": ("bid_level", "skips"),
    "official_kontra_known": ("first_trick", "call"),
    "count_payers": ("all", "opponents"),
}
INTEGER_OPTIONS = ("dupla_announced", "xxi_catch_announced", "volat_announced", "volat_silent")


def checked_options(given: dict[str, Any], num_players: int) -> dict[str, Any]:
    """The options with their defaults; ``InvalidInputError`` for an unknown name, a bad
    value, or an option set at a table it does not apply to."""
    options = dict(OPTION_DEFAULTS)
    for name, value in given.items():
        if name not in OPTION_DEFAULTS:
            raise InvalidInputError(f"unknown option {name!r}; expected one of "
                                    f"{', '.join(OPTION_DEFAULTS)}")
        if name in CHOICES:
            if value not in CHOICES[name]:
                expected = " or ".join(repr(c) for c in CHOICES[name])
                raise InvalidInputError(f"option {name} must be {expected}, got {value!r}")
        elif name in INTEGER_OPTIONS:
            # 16 bits, as the native engine keeps them (a value is paid times a kontra of 32).
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 65535:
                raise InvalidInputError(f"option {name} must be an integer 0..65535, got {value!r}")
        elif not isinstance(value, bool):
            raise InvalidInputError(f"option {name} must be True or False, got {value!r}")
        options[name] = value
    if not options["alone_from_each"]:
        raise InvalidInputError("alone_from_each=False is not supported (PK-X4: a lone "
                                "declarer is paid by each of the three)")
    if num_players == 4:
        # PK-D5: these customs are about the dealer who sits out, which needs five seats.
        for name in ("dealer_cries_laughs", "dealer_honour_fee"):
            if options[name]:
                raise InvalidInputError(f"{name} applies only with five at the table, where the "
                                        "dealer sits out (PK-D5)")
    elif options["official_kontra_known"] != "first_trick":
        # PK-H5: with five, the dealer always announces it right after the call.
        raise InvalidInputError("official_kontra_known applies only with four at the table: with "
                                "five the dealer always announces hivatalból kontra right after "
                                "the call (PK-H5)")
    return options
