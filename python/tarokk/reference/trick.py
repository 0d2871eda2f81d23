"""Trick rules: which cards may be played, and who wins a trick.

Sources: README "Following suit" (all three games), SL-P3 (colour valat), SL-P4 (emperor's
trick), SL-P6 (negative contracts: overtake, pagat), SL-A3 (keeping an announced ultimo
card); the algorithm and its order are fixed by docs/protocol.md "Trick rules".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tarokk.errors import InvalidInputError

from .cards import MOND, PAGAT, SKIZ, SUIT_NAMES_EN, TRUMP, card_id, card_list, flag, suit_of

#: The most cards a trick can hold before the player to act adds his (protocol: a trick
#: of 5+ cards is an error for ``legal_plays``).
MAX_TRICK_BEFORE_PLAY = 4
#: The most cards ``trick_winner`` accepts: one per active seat, at most four (a fifth
#: Slovenian or Paskievics player sits out).  Clarification in docs/protocol.md.
MAX_TRICK = 4


# --- the winner ------------------------------------------------------------------------


def _winner(trick: list[int], colour_valat: bool, emperor: bool) -> int:
    """Index of the winning card of a non-empty, valid trick (see ``trick_winner``)."""
    led = suit_of(trick[0])
    if emperor and SKIZ in trick and MOND in trick and PAGAT in trick:
        # SL-P4: skíz, XXI and I in one trick: the pagat wins; in colour valat only when
        # a trump was led.
        if not colour_valat or led == TRUMP:
            return trick.index(PAGAT)
    if colour_valat:
        # SL-P3: trumps are a suit like the others; the led suit's highest card wins.
        contenders = [c for c in trick if suit_of(c) == led]
    else:
        # README: the highest trump wins; with no trump, the highest card of the led suit.
        trumps = [c for c in trick if suit_of(c) == TRUMP]
        contenders = trumps or [c for c in trick if suit_of(c) == led]
    # Within one suit (and among trumps) a higher id is a higher card.
    return trick.index(max(contenders))


def trick_winner(trick: Iterable[int], *, colour_valat: bool = False,
                 emperor: bool = False) -> int:
    """Index (0-based, in play order) of the card that wins ``trick``.

    * ``emperor`` (SL-P4) and the trick holds skíz, XXI and I: the pagat wins; with
      ``colour_valat`` only when a trump was led.
    * ``colour_valat`` (SL-P3): the highest card of the led suit (trumps are a suit; an
      off-suit trump cannot win).
    * otherwise (README "Following suit"): the highest trump, else the highest card of the
      led suit.

    Raises ``InvalidInputError`` for an empty trick, a trick of more than 4 cards, a bad
    id or a card played twice.
    """
    cards = card_list(trick, "trick")
    if not cards:
        raise InvalidInputError("trick_winner: the trick is empty")
    if len(cards) > MAX_TRICK:
        raise InvalidInputError(f"trick_winner: a trick holds at most {MAX_TRICK} cards, "
                                f"got {len(cards)}")
    return _winner(cards, flag(colour_valat, "colour_valat"), flag(emperor, "emperor"))


# --- legal plays -------------------------------------------------------------------


@dataclass(frozen=True)
class Rules:
    """The ``TrickRules`` flags of the protocol (all off by default)."""

    negative: bool = False  # SL-P6
    colour_valat: bool = False  # SL-P3
    emperor: bool = False  # SL-P4
    keep: int | None = None  # SL-A3: the announced ultimo card this hand holds back


def _checked(hand: Iterable[int], trick: Iterable[int],
             keep: object) -> tuple[list[int], list[int], int | None]:
    """Validate the arguments of ``legal_plays`` (protocol "Errors")."""
    hand_cards = card_list(hand, "hand")
    trick_cards = card_list(trick, "trick")
    if not hand_cards:
        raise InvalidInputError("the hand is empty")
    if len(trick_cards) > MAX_TRICK_BEFORE_PLAY:
        raise InvalidInputError(f"a trick of {len(trick_cards)} cards already is full")
    both = set(hand_cards) & set(trick_cards)
    if both:
        raise InvalidInputError(f"card {min(both)} is both in the hand and in the trick")
    keep_card = None if keep is None else card_id(keep, "keep")
    return hand_cards, trick_cards, keep_card


def _stages(hand: list[int], trick: list[int], rules: Rules) -> tuple[list[int], ...]:
    """The protocol's legal-play algorithm, returning the candidates after each step:
    ``(followed, overtaking, pagat_checked, kept)``; the last one is the answer.

    Lists keep the order of ``hand``; callers sort."""
    # Step 1 (README "Following suit"): follow the led suit (trumps are one suit), else
    # play a trump, else anything.
    if not trick:
        followed = list(hand)
    else:
        led = suit_of(trick[0])
        followed = ([c for c in hand if suit_of(c) == led]
                    or [c for c in hand if suit_of(c) == TRUMP]
                    or list(hand))

    # Step 2 (SL-P6): in negative contracts, play a card that would win the trick so far
    # if there is one (on lead every card wins), then the pagat restriction.
    overtaking = followed
    pagat_checked = followed
    if rules.negative:
        position = len(trick)
        winners = [c for c in followed
                   if _winner(trick + [c], rules.colour_valat, rules.emperor) == position]
        overtaking = winners or followed
        pagat_checked = overtaking
        if PAGAT in overtaking:
            trumps_in_hand = [c for c in hand if suit_of(c) == TRUMP]
            pagat_allowed = (len(hand) == 1  # the last card in hand
                             or trumps_in_hand == [PAGAT]  # the only tarok in hand
                             or winners == [PAGAT])  # the only card that wins
            if not pagat_allowed:
                pagat_checked = [c for c in overtaking if c != PAGAT]

    # Step 3 (SL-A3): hold back the announced ultimo card unless forced to play it.
    kept = pagat_checked
    if rules.keep is not None and rules.keep in kept and len(kept) > 1:
        kept = [c for c in kept if c != rules.keep]
    return followed, overtaking, pagat_checked, kept


def legal_plays(hand: Iterable[int], trick: Iterable[int], *, negative: bool = False,
                colour_valat: bool = False, emperor: bool = False,
                keep: int | None = None) -> list[int]:
    """The cards of ``hand`` that may be played to ``trick`` (cards so far, in play order),
    sorted by id.  Flags: ``negative`` (SL-P6), ``colour_valat`` (SL-P3), ``emperor``
    (SL-P4), ``keep`` (SL-A3).

    Raises ``InvalidInputError`` for an empty hand, duplicate cards, a card both in the
    hand and in the trick, or a trick of 5+ cards."""
    hand_cards, trick_cards, keep_card = _checked(hand, trick, keep)
    rules = Rules(flag(negative, "negative"), flag(colour_valat, "colour_valat"), flag(emperor, "emperor"), keep_card)
    return sorted(_stages(hand_cards, trick_cards, rules)[-1])


def illegal_reason(hand: Iterable[int], trick: Iterable[int], card: int, *,
                   negative: bool = False, colour_valat: bool = False,
                   emperor: bool = False, keep: int | None = None) -> str | None:
    """Why ``card`` may not be played from ``hand`` to ``trick``, or ``None`` if it may.

    The reasons are the protocol's ``IllegalActionError`` messages: ``"card not in hand"``,
    ``"must follow <suit>"`` (``"must follow trumps"`` when a trump was led: trumps count
    as one suit), ``"must play a trump"`` (void in the led suit), ``"must overtake"`` (SL-P6),
    ``"the pagat may not be played now"`` (SL-P6), ``"must keep the announced ultimo
    card"`` (SL-A3)."""
    hand_cards, trick_cards, keep_card = _checked(hand, trick, keep)
    card = card_id(card)
    if card not in hand_cards:
        return "card not in hand"
    rules = Rules(bool(negative), bool(colour_valat), bool(emperor), keep_card)
    followed, overtaking, pagat_checked, kept = _stages(hand_cards, trick_cards, rules)
    if card not in followed:
        led = suit_of(trick_cards[0])
        if led == TRUMP:
            return "must follow trumps"
        if any(suit_of(c) == led for c in hand_cards):
            return f"must follow {SUIT_NAMES_EN[led]}"
        return "must play a trump"
    if card not in overtaking:
        return "must overtake"
    if card not in pagat_checked:
        return "the pagat may not be played now"
    if card not in kept:
        return "must keep the announced ultimo card"
    return None
