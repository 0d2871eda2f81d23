"""Differential test: the Rust core and the pure-Python reference play the same Slovenian
deals (SL-D1…SL-T4, docs/slovenian.md) and must agree at every step: phase, current
player, legal actions, every seat's view, refusals of illegal actions, and the result.

`make test` plays DEALS_PER_PRESET deals for each preset; `make soak` (marker `soak`) plays
TAROKK_SOAK_DEALS deals (default 100 000) per preset.
"""

from __future__ import annotations

import os
import random

import pytest

import tarokk._core as native
import tarokk.reference as reference
from tarokk.errors import IllegalActionError

DEALS_PER_PRESET = int(os.environ.get("TAROKK_DIFF_DEALS", "2000"))
SOAK_DEALS = int(os.environ.get("TAROKK_SOAK_DEALS", "100000"))

# (preset name, active players): five players play four-handed deals with the dealer out.
PRESETS = [("slovenian", 4), ("slovenian-3", 3), ("slovenian-5", 4)]

PASS = 54


def random_options(rng: random.Random) -> dict:
    return {
        "end_early": rng.random() < 0.7,
        "king_ultimo": rng.random() < 0.8,
        "beggar_kontra": rng.random() < 0.8,
        "silent_valat": rng.random() < 0.8,
        "klop_talon_face_up": rng.random() < 0.8,
        "counting": rng.choice(["thirds", "leftover"]),
    }


def choose(rng: random.Random, phase: str, legal: list[int]) -> int:
    """A random legal action, biased so that every contract and announcement occurs."""
    if phase == "bidding" and PASS in legal and rng.random() < 0.55:
        return PASS
    if phase == "bidding" and len(legal) > 1 and rng.random() < 0.5:
        return min(a for a in legal if a != PASS)
    if phase == "announce" and rng.random() < 0.5:
        return PASS
    return rng.choice(legal)


def snapshot(game) -> tuple:
    n = game.num_players
    return (game.phase, game.current_player, game.legal_actions(),
            [game.view(s) for s in range(n)], game.hands, game.history)


def play_both(seed: int, n: int, check_views: bool = True) -> None:
    rng = random.Random(seed)
    opts = random_options(rng)
    dealer = rng.randrange(n)
    compulsory = rng.random() < 0.15
    games = [mod.SlovenianGame(n, seed=seed, dealer=dealer, compulsory_klop=compulsory, **opts)
             for mod in (native, reference)]
    nat, ref = games
    assert nat.hands == ref.hands and nat.talon == ref.talon, f"seed {seed}: deals differ"
    step = 0
    while True:
        a, b = snapshot(nat), snapshot(ref)
        if check_views:
            assert a == b, f"seed {seed} step {step}: states differ"
        else:
            assert a[:3] == b[:3], f"seed {seed} step {step}: states differ"
        if nat.is_over:
            break
        legal = nat.legal_actions()
        if rng.random() < 0.05:
            bad = rng.choice([x for x in range(106) if x not in legal])
            for g in games:
                with pytest.raises(IllegalActionError):
                    g.apply(bad)
        action = choose(rng, nat.phase, legal)
        for g in games:
            g.apply(action)
        step += 1
    assert nat.result() == ref.result(), f"seed {seed}: results differ"


@pytest.mark.parametrize("preset,n", PRESETS)
def test_sl_native_and_reference_agree_on_random_deals(preset: str, n: int) -> None:
    """SL-D1, SL-D2: seeded deals are identical; every decision and result matches."""
    base = {"slovenian": 0, "slovenian-3": 10**6, "slovenian-5": 2 * 10**6}[preset]
    for i in range(DEALS_PER_PRESET):
        play_both(base + i, n)


@pytest.mark.soak
@pytest.mark.parametrize("preset,n", PRESETS)
def test_soak_native_and_reference_agree(preset: str, n: int) -> None:
    base = {"slovenian": 10**7, "slovenian-3": 2 * 10**7, "slovenian-5": 3 * 10**7}[preset]
    for i in range(SOAK_DEALS):
        play_both(base + i, n, check_views=(i % 16 == 0))
