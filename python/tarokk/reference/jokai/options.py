"""Jókai-hármas: the engine options, one per [choice] rule of shared/rules/jokai.md that
concerns a single deal (docs/jokai.md "Options").  JK-D4 is a match rule (see
:func:`.deal.next_dealer`)."""

from __future__ import annotations

from typing import Any

from tarokk.errors import InvalidInputError

OPTION_DEFAULTS = {
    "announce_after_exchange": True,  # JK-A1
    "strict_announcements": True,  # JK-A5
    "figures_count_skart": False,  # JK-F
    "silent_tarokk_count": False,  # JK-F1
    "throw_in": True,  # JK-B3 (False is not supported)
}


def checked_options(given: dict[str, Any]) -> dict[str, Any]:
    """The options with their defaults; ``InvalidInputError`` for an unknown name, a value
    that is not a bool, or ``throw_in=False``."""
    options = dict(OPTION_DEFAULTS)
    for name, value in given.items():
        if name not in OPTION_DEFAULTS:
            raise InvalidInputError(f"unknown option {name!r}; expected one of "
                                    f"{', '.join(OPTION_DEFAULTS)}")
        if not isinstance(value, bool):
            raise InvalidInputError(f"option {name} must be True or False, got {value!r}")
        options[name] = value
    if not options["throw_in"]:
        raise InvalidInputError("throw_in=False is not supported: when all three pass the "
                                "deal is thrown in (JK-B3)")
    return options
