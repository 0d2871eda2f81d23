"""The bots decide on what their seat knows (hidden information is part of the rules, and
a bot is a player at the table): in two deals that the seat to act cannot tell apart, the
rule player chooses the same action, and the search player (PIMC), given the same seed,
draws the same worlds and chooses the same action too. Two such deals: two cards of the
same lead swapped between the hands of two other seats, the same actions replayed, and
the seat's view the same in both (a swapped card that was played, or that the seat has
seen, makes the view differ: those pairs are left out)."""

from __future__ import annotations

import random
from typing import Any, Iterator, Optional

import pytest

from gamecases import PRESET_IDS, PRESETS
from tarokk import Game
from tarokk.policies import rule_policy, search_policy


def _lead(card: int) -> int:
    """Cards 0..21 are the trumps; the suits follow in blocks (docs/protocol.md)."""
    return -1 if card < 22 else (card - 22) // 8


def _twin(g: Game, rng: random.Random) -> Optional[tuple[Game, int]]:
    """A deal that the seat to act in ``g`` cannot tell from it, and that seat; None when
    the swap drawn shows (the replay fails, or the seat's view differs)."""
    seat = g.current_player
    hands = [list(h) for h in g.initial_hands]
    others = [s for s in range(len(hands)) if s != seat and hands[s]]
    if len(others) < 2:
        return None
    s1, s2 = rng.sample(others, 2)
    pairs = [(a, b) for a in hands[s1] for b in hands[s2] if _lead(a) == _lead(b)]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    hands[s1][hands[s1].index(a)] = b
    hands[s2][hands[s2].index(b)] = a
    twin = Game(g.variant, hands=hands, talon=list(g.initial_talon), dealer=g.dealer, **g.deal_flags)
    try:
        for _, action in g.history:
            twin.apply(int(action))
    except Exception:
        return None
    if twin.current_player != seat or twin.view(seat) != g.view(seat):
        return None
    return twin, seat


def _pairs(alias: str, deals: int, seed: int) -> Iterator[tuple[Game, Game, int]]:
    """Random states of deals played by the rule player with random choices mixed in, each
    with a twin its seat to act cannot tell from it, and that seat."""
    rng = random.Random(seed)
    for deal in range(deals):
        g = Game(alias, seed=deal)
        play = random.Random(deal)
        while not g.is_over:
            found = _twin(g, rng) if play.random() < 0.3 else None
            if found is not None:
                yield g.copy(), *found
            g.apply(play.choice(g.legal_actions()) if play.random() < 0.3 else rule_policy(g))


@pytest.mark.parametrize("alias", [alias for alias, _, _ in PRESETS], ids=PRESET_IDS)
def test_the_rule_player_decides_on_what_its_seat_knows(alias):
    compared = 0
    for g, twin, seat in _pairs(alias, 40, 1):
        assert rule_policy(twin) == rule_policy(g), (alias, seat, g.phase, len(g.history))
        compared += 1
    assert compared > 100, compared


@pytest.mark.parametrize("alias", ["slovenian", "jokai", "paskievics"])
def test_the_search_player_decides_on_what_its_seat_knows(alias):
    """With a few worlds and play-outs, in every phase, the same seed for both deals."""
    player = search_policy(worlds=4, rollouts=4)
    compared = 0
    for g, twin, seat in _pairs(alias, 12, 2):
        chosen: list[Any] = [player(game, random.Random(7)) for game in (g, twin)]
        assert chosen[0] == chosen[1], (alias, seat, g.phase, len(g.history))
        compared += 1
        if compared == 25:
            break
    assert compared >= 10, compared
