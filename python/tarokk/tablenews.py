"""What a seat at the table is told besides the actions: the public facts its view gains
when an action is taken, as lines a front end can show.

A front end that narrates a deal for one seat (``tarokk play``) must tell that seat what
the table says aloud and shows, and nothing more. The actions of other seats are mostly
public, but a discard is not always (JK-S2, SL-K3, PK-S2); and some public facts are no
action of anyone's: the number of tarokks a Paskievics player discarded ("tarokk
fekszik", PK-S2), the sitting-out dealer's word on the discards he received (PK-D4), the
official kontra, discarded tarokks turned face up after the first trick, a hand shown
(SL-P7's open beggar, SL-D3). Everything here is read off the seat's own view before and
after the action, so it cannot tell more than the view holds.
"""

from __future__ import annotations

from typing import Any, Optional

from . import _core
from .clitexts import text as words


def _cards_by_seat(view: dict[str, Any]) -> dict[Optional[int], set[int]]:
    """The discards a view shows, by the seat that made them (None: the declarer's, for a
    game whose view lists only his)."""
    shown = view.get("discards")
    if not shown:
        return {}
    if all(isinstance(x, list) for x in shown):
        return {s: set(cards) for s, cards in enumerate(shown) if cards}
    return {None: {int(c) for c in shown}}


def discard_is_seen(view: dict[str, Any], card: int) -> bool:
    """Does this view (a seat's view as a dict, just after a discard of ``card``) show that
    card among the discards? If not, the seat saw a card go face down, not which."""
    return any(card in cards for cards in _cards_by_seat(view).values())


def _tarokks(k: int, lang: str) -> str:
    return words(lang, "news.tarokks." + (str(k) if k < 2 else "n"), k=k)


#: Hungarian numbers said before "tarokk" (a player discards at most three tarokks, PK-S2).
_HU_HOW_MANY = {2: "két", 3: "három", 4: "négy"}


def _lies(k: int) -> str:
    """What the player who discarded ``k`` tarokks says, in the book's words (PK-S2):
    "Tarokk fekszik, vagy Két tarokk fekszik"."""
    return "tarokk fekszik" if k == 1 else f"{_HU_HOW_MANY.get(k, str(k))} tarokk fekszik"


def news(before: dict[str, Any], after: dict[str, Any], seat: int, style: Any,
         named: Optional[int] = None, lang: str = "en") -> list[str]:
    """The public facts ``seat``'s view gained from ``before`` to ``after`` (two views of
    that seat, as dicts), as lines to tell it in ``lang`` (``tarokk.clitexts``). ``named``: a
    discarded card already told by name (not told again as shown)."""
    lines: list[str] = []
    if after.get("discarded_tarokks"):  # PK-S2: whoever discards a tarokk says how many
        old = before["discarded_tarokks"]
        for s, k in enumerate(after["discarded_tarokks"]):
            if k is not None and k != old[s] and s != seat:
                lines.append(words(lang, "news.in_skart", seat=s, tarokks=_tarokks(k, lang),
                                   said=words(lang, "news.tarokk_lies", said=_lies(k)) if k else ""))
    if after.get("dealer_tarokks") is not None and before.get("dealer_tarokks") is None:
        k = after["dealer_tarokks"]  # PK-D4: the sitting-out dealer counts the discards he got
        # what he says is said in Hungarian, the words of the book (PK-D4)
        said = "tiszta, mehet!" if k == 0 else ("fekszik egy tarokk, mehet!" if k == 1 else f"fekszik {k} tarokk, mehet!")
        lines.append(words(lang, "news.dealer", tarokks=_tarokks(k, lang), said=said))
    if after.get("tarokk_count") is not None and before.get("tarokk_count") is None:
        # JK-A4, JK-F1: the declarer's count is said with its announcement, the number too
        if after.get("declarer") != seat:
            lines.append(words(lang, "news.tarokk_count", seat=after.get("declarer"), n=after["tarokk_count"]))
    if after.get("official_kontra") and not before.get("official_kontra"):
        lines.append(words(lang, "news.official_kontra"))
    old_shown = _cards_by_seat(before)
    for who, cards in _cards_by_seat(after).items():
        new = sorted(cards - old_shown.get(who, set()) - ({named} if named is not None else set()))
        owner = after.get("declarer") if who is None else who
        if new and owner != seat:
            whose = words(lang, "news.whose.declarer") if owner is None else words(lang, "news.whose.seat", seat=owner)
            lines.append(words(lang, "news.discards_shown", whose=whose, cards=_core.format_cards(new, style)))
    revealed_before = before.get("revealed") or {}
    for s, hand in sorted((after.get("revealed") or {}).items()):
        if s not in revealed_before and int(s) != seat:
            lines.append(words(lang, "news.shows_hand", seat=s, cards=_core.format_cards(sorted(hand), style)))
    return lines
