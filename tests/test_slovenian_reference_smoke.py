"""Smoke test of the reference Slovenian engine (docs/slovenian.md): 300 seeded deals, three
and four players, each played to the end with a random legal action at every step, and the
invariants of the protocol checked along the way and on the result (SL-C1, SL-S4: the items
add up to the amounts).
Also the shared generator (``Rng``) against an independent transcription of the protocol.
"""

from __future__ import annotations

import random

import pytest

from tarokk.errors import IllegalActionError
from tarokk.reference import Rng, SlovenianGame
from protocol_rng import MASK, below_for, xoshiro

PHASES = {"bidding", "declare", "call", "talon", "discard", "raise", "announce", "play", "over"}
VIEW_KEYS = {"seat", "num_players", "dealer", "forehand", "compulsory_klop", "phase",
             "current_player", "hand", "bids", "contract", "declarer", "called", "partner",
             "talon", "talon_taken", "discards", "announcements", "trick", "trick_leader",
             "tricks", "revealed", "won_counts"}
RESULT_KEYS = {"contract", "declarer", "partner", "annulled", "won", "card_points",
               "declarer_points", "difference", "no_tarok", "amounts", "items"}
ITEM_KEYS = {"item", "side", "seat", "announced", "kontra", "amount", "amounts"}


def test_rng_matches_the_protocol():
    """Rng: SplitMix64 seeding (seed 0 gives the well-known first word 0xE220A8397B1DCDAF
    as state), xoshiro256++ outputs, Lemire's below(n) and the Fisher–Yates shuffle."""
    for seed in (0, 1, 42, MASK):
        rng, nxt = Rng(seed), xoshiro(seed)
        assert [rng.next_u64() for _ in range(20)] == [nxt() for _ in range(20)]
    ns = (1, 2, 3, 6, 54, 1000, 2**32)
    rng, below = Rng(7), below_for(7)
    assert [rng.below(n) for n in ns] == [below(n) for n in ns]
    deck = list(range(54))
    Rng(5).shuffle(deck)
    expected, below = list(range(54)), below_for(5)
    for i in range(53, 0, -1):  # Fisher–Yates from the top, as the protocol says
        j = below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert deck == expected
    again = list(range(54))
    Rng(5).shuffle(again)
    assert again == deck


def _choose(g, rng):
    legal = g.legal_actions()
    if g.phase in ("bidding", "announce") and 54 in legal and rng.random() < 0.7:
        return 54
    if g.phase == "declare" and rng.random() < 0.5:
        return legal[0]
    return rng.choice(legal)


def _check_step(g, rng):
    n = g.num_players
    legal = g.legal_actions()
    assert g.phase in PHASES and legal == sorted(set(legal)) and legal
    assert 0 <= g.current_player < n
    hands = g.hands
    for seat in range(n):
        v = g.view(seat)
        assert set(v) == VIEW_KEYS
        assert v["hand"] == hands[seat] and v["phase"] == g.phase
        others = {c for s, h in enumerate(hands) if s != seat for c in h}
        shown = set(v["trick"]) | {c for t in v["tricks"] for c in t[1]} | set(v["discards"])
        assert not shown & others
        for s, cards in v["revealed"].items():
            assert s == v["declarer"] and v["contract"] == 9
    # one illegal action: rejected, nothing changed
    illegal = rng.choice([a for a in range(106) if a not in legal])
    before = ([g.view(s) for s in range(n)], g.legal_actions(), g.history)
    with pytest.raises(IllegalActionError):
        g.apply(illegal)
    assert ([g.view(s) for s in range(n)], g.legal_actions(), g.history) == before
    # a legal action on a copy leaves the original alone
    twin = g.copy()
    twin.apply(rng.choice(legal))
    assert g.history == before[2]


def _check_result(g):
    r = g.result()
    n = g.num_players
    assert set(r) == RESULT_KEYS
    if r["annulled"]:
        assert r["amounts"] == [0] * n and r["items"] == []
        return r
    declarer_seats = [s for s in (r["declarer"], r["partner"]) if s is not None]
    amounts = [0] * n
    for it in r["items"]:
        assert set(it) == ITEM_KEYS
        for s in ([it["seat"]] if it["seat"] is not None else declarer_seats):
            amounts[s] += it["amount"]
    assert r["amounts"] == amounts
    tricks = g.view(0)["tricks"]
    complete = len(tricks) == (12 if n == 4 else 16)
    if r["contract"] == 0:
        assert len(r["card_points"]) == n and 69 <= sum(r["card_points"]) <= 71
        assert all(it["item"] == "klop" for it in r["items"])
    else:
        assert len(r["card_points"]) == 2 and r["declarer_points"] == r["card_points"][0]
        if complete:
            assert sum(r["card_points"]) == 70
        else:
            assert r["contract"] in (7, 9, 10, 11)  # SL-B1 early end
    return r


def test_300_random_deals():
    rng = random.Random(2024)
    contracts = set()
    for deal in range(300):
        n = 4 if deal % 3 else 3
        g = SlovenianGame(n, seed=rng.getrandbits(64), dealer=deal % n,
                          compulsory_klop=deal % 13 == 0)
        if not g.is_over:  # SL-D3 deals are over at once
            with pytest.raises(IllegalActionError):
                g.result()
        steps = 0
        while not g.is_over:
            _check_step(g, rng)
            g.apply(_choose(g, rng))
            steps += 1
            assert steps < 200
        assert g.legal_actions() == [] and g.current_player is None
        r = _check_result(g)
        contracts.add((n, r["contract"]))
    assert {(4, 0), (4, 1), (4, 7), (4, 11), (3, 0), (3, 1)} <= contracts
