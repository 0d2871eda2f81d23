"""Paskievics (XX-calling) tarokk on both backends (``engine_factory("paskievics", backend)``)
and through the Python API: the call (PK-H2), ráütés (PK-D3), the sitting-out dealer's view
(PK-D4), the options (the [choice] rules), the dialogue in English and Hungarian, and the
batch simulator. The book's auctions (PK-E) and the throw-ins (PK-B3, PK-S5) are tested in
``tests/test_paskievics_by_rule.py``. The
settlement's worked examples (PK-X5) are exact tests in the Rust core
(``rust/tarokk-core/src/paskievics/tests.rs``); the scoring of both backends is compared
deal by deal in ``tests/test_games.py``."""

from __future__ import annotations

import random

import numpy as np
import pytest

import tarokk._core as native
from tarokk import Dialogue, Game, IllegalActionError, InvalidInputError, PaskievicsRules, parse_cards, simulate, variant
from tarokk.engines import engine_factory

PACK_42 = sorted(set(range(22)) | {22 + 8 * s + r for s in range(4) for r in range(3, 8)})
HONOURS = {0, 20, 21}
PASS, BID, HOLD, CALL = 54, 55, 59, 69


def given(spec: list[str]) -> tuple[list[list[int]], list[int]]:
    """Four hands (dealer seat 3, forehand seat 0) holding the given cards, filled with suit
    cards, then low tarokks; the talon is the six cards left (the highest)."""
    fixed = [list(parse_cards(s)) for s in spec]
    used = {c for h in fixed for c in h}
    rest = [c for c in PACK_42 if c not in used]
    filler = [c for c in rest if c >= 22] + [c for c in rest if c < 22 and c not in HONOURS] + \
        [c for c in rest if c in HONOURS]
    hands = [list(h) for h in fixed]
    for h in hands:
        while len(h) < 9:
            h.append(filler.pop(0))
    return hands, filler


def engine(backend: str, spec: list[str], **options):
    hands, talon = given(spec)
    return engine_factory("paskievics", backend)(4, hands=hands, talon=talon, dealer=3, **options)


def bid(g, auction: str) -> None:
    for name in (x.strip() for x in auction.split(",")):
        g.apply(g.parse_action(name))


def test_pk_h2_calls(backend_name):
    g = engine(backend_name, ["Sk XX XIX XVII", "XVIII", "", "KS QS CS JS 10S"])
    bid(g, "three, pass, pass, pass")
    while g.phase == "discard":
        legal = g.legal_actions()
        g.apply(next((a for a in legal if 22 <= a < 54), legal[0]))
    calls = sorted(int(a) - CALL for a in g.legal_actions() if CALL <= a < CALL + 22)
    assert calls == sorted(parse_cards("XX XVIII"))
    with pytest.raises(IllegalActionError, match="PK-H1"):
        g.apply(CALL + 21)  # the skíz: an honour
    g.apply(g.parse_action("segít a XVIII-as tarokk"))
    assert g.view(0)["partner"] is None and g.view(1)["partner"] == 1


@pytest.mark.parametrize("players", [4, 5])
def test_pk_d3_knock_and_pk_d4_sitting_out_dealer(backend_name, players):
    g = engine_factory("paskievics", backend_name)(players, seed=8, dealer=0, rautes=True)
    knocker = players - 1
    assert (g.phase, g.current_player, g.legal_actions()) == ("cut", knocker, [61, 62])
    g.apply(61)
    assert g.phase == "packets" and g.view(0)["packets"] == [0, 1, 2, 3]
    for i in (3, 1, 0):
        g.apply(63 + i)
    assert g.phase == "bidding" and all(len(h) == 9 for s, h in enumerate(g.hands) if not (players == 5 and s == 0))
    assert [a for _, a in g.view(1)["rautes"]] == [61, 66, 64, 63]
    if players == 5:
        v = g.view(0)
        assert v["hand"] == [] and v["received"] == [] and v["sides"] == [None] * 5
        assert g.hands[0] == [] and 0 not in v["active"]


def test_pk_d4_the_sitting_out_dealer_is_told_so_when_he_tries_to_act(backend_name):
    """PK-D4: with five at the table the dealer never acts; an action in his name is refused
    saying he sits out (it said whose turn it was, as if his would come), citing the rule."""
    import tarokk
    g = tarokk.Game("paskievics-5", seed=1, dealer=3, backend=backend_name)
    with pytest.raises(tarokk.IllegalActionError, match=r"^seat 3 sits out this deal \(PK-D4\)$") as e:
        g.apply(g.legal_actions()[0], seat=3)
    assert e.value.rule == "PK-D4" and len(g.history) == 0
    other = (g.current_player + 1) % 5
    with pytest.raises(tarokk.IllegalActionError, match=f"^it is seat {g.current_player}'s turn, not seat {other}'s$"):
        g.apply(g.legal_actions()[0], seat=other)


def test_sitting_out_dealer_sees_the_others_discards(backend_name):
    checked = 0
    for seed in range(30):
        g = engine_factory("paskievics", backend_name)(5, seed=seed, dealer=2)
        rng = random.Random(seed)
        while g.phase in ("bidding", "discard"):
            legal = g.legal_actions()
            g.apply(legal[-1] if g.phase == "bidding" and rng.random() < 0.5 else legal[0])
        if g.phase != "announce":
            continue  # thrown in
        v = g.view(2)
        d = v["declarer"]
        for s in v["active"]:
            mine = g.view(s)["discards"][s]
            assert v["discards"][s] == ([] if s == d else mine)
        assert v["dealer_tarokks"] == sum(1 for s in v["active"] if s != d for c in v["discards"][s] if c < 22)
        checked += 1
    assert checked >= 5


def test_options_are_checked():
    assert variant("paskievics-5").engine_players == 5 and variant("paskievics").active_players == 4
    assert PaskievicsRules().deal_flags() == {}
    assert "players" not in PaskievicsRules().engine_options()
    for bad in (dict(players=3), dict(invit_card="jump"), dict(rautes=1), dict(volat_silent=-1),
                dict(dupla_announced=True), dict(alone_from_each=False), dict(count_payers="me")):
        with pytest.raises(InvalidInputError):
            PaskievicsRules(**bad)
    with pytest.raises(InvalidInputError):
        native.Game("paskievics", 4, seed=1, invit_card="jump")
    with pytest.raises(InvalidInputError):
        native.Game("paskievics", 4, seed=1, colour_valat=True)
    with pytest.raises(InvalidInputError):
        native.Game("paskievics", 4, seed=1, hands=[[0]] * 4, talon=[1, 2, 3, 4, 5, 6])
    g = Game(variant("paskievics", count_payers="opponents", dupla_announced=5), seed=3)
    assert g.variant.count_payers == "opponents"


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("alias", ["paskievics", "paskievics-5"])
def test_dialogue_asks_every_phase(backend_name, lang, alias):
    seen = set()
    for seed in range(12):
        g = Game(alias, seed=seed, backend=backend_name, rautes=seed % 2 == 0)
        d = Dialogue(g, lang)
        rng = random.Random(seed)
        while (q := d.question()) is not None:
            assert q.text and "{" not in q.text and q.choices
            seen.add(q.phase)
            legal = g.legal_actions()
            passes = [a for a in legal if int(a) == PASS]
            d.answer(passes[0] if passes and rng.random() < 0.4 else rng.choice(legal))
    assert {"cut", "packets", "bidding", "discard", "announce", "play"} <= seen


@pytest.mark.parametrize("alias,n", [("paskievics", 4), ("paskievics-5", 5)])
def test_simulation_is_zero_sum_and_replays(alias, n):
    r = simulate(alias, 3000, seed=2, policies="rule", dealer=1)
    assert r.amounts.shape == (3000, n) and (r.amounts.sum(axis=1) == 0).all()
    played = r.contract >= 0
    assert played.mean() > 0.5
    assert (r.card_points[played].sum(axis=1) == 94).all() and (r.tricks[played].sum(axis=1) == 9).all()
    assert r.summary["declarer_win_rate"] > 0.5
    sim = native.Simulator("paskievics", n, seed=2, policies="rule", dealer=1)
    for i in range(25):
        for backend in ("native", "reference"):
            g = engine_factory("paskievics", backend)(n, seed=r.deal_seed(i), dealer=1)
            assert [g.hands, g.talon] == [*map(list, sim.deal(i))]
            for seat, action in sim.trace(i):
                assert g.current_player == seat
                g.apply(action)
            assert g.is_over and list(r.amounts[i]) == g.result()["amounts"]
    with pytest.raises(InvalidInputError):  # PK-H1: an honour is never called
        native.Simulator("paskievics", 4, contract="two", called="XXI")
    with pytest.raises(InvalidInputError):
        native.Simulator("paskievics", 3)
    assert np.array_equal(simulate(alias, 500, seed=2, threads=1).amounts,
                          simulate(alias, 500, seed=2, threads=2, chunk_size=128).amounts)
