"""Game records (docs/records.md) for every registered preset: written on one backend,
read back from JSON and replayed on either to the identical deal and result; what a seat's
public record keeps; tampering refused with the step."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from gamecases import CASES, DEAL_VARIANTS, PRESET_IDS, case_id
from tarokk import Game
from tarokk.errors import InvalidInputError
from tarokk.records import FORMAT, from_json, public_record, record, replay, to_json


def played(alias, seed, backend, rng_seed):
    """A deal played by the game's rule player (contracts with a talon and discards)."""
    g = Game(alias, seed=seed, backend=backend)
    rule = g.info.policy("rule")
    rng = random.Random(rng_seed)
    while not g.is_over:
        g.apply(rule(g, rng))
    return g


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32 - 1), rng_seed=st.integers(0, 999),
       writer=st.sampled_from(["native", "reference"]), reader=st.sampled_from(["native", "reference"]),
       stop=st.integers(0, 300))
def test_records_round_trip_on_both_backends(case, seed, rng_seed, writer, reader, stop):
    """A record, finished or not, written as JSON on one backend, read back and replayed on
    the other, is the same deal in the same state."""
    alias, options = case
    g = Game(alias, seed=seed, backend=writer, **options)
    rng = random.Random(rng_seed)
    while not g.is_over and len(g.history) < stop:
        g.apply(rng.choice(g.legal_actions()))
    rec = record(g)
    assert rec["format"] == FORMAT and rec["game"] == g.game
    back = from_json(to_json(rec))
    assert back == json.loads(json.dumps(rec))
    again = replay(back, backend=reader)
    assert [(s, int(a)) for s, a in again.history] == [(s, int(a)) for s, a in g.history]
    assert again.hands == g.hands and [again.view(s) for s in range(g.num_players)] == \
        [g.view(s) for s in range(g.num_players)]
    if g.is_over:
        assert again.result() == g.result()


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_a_seats_public_record_keeps_what_it_saw(alias):
    """``public_record(rec, seat)``: no hand but the seat's own, and of the private actions
    (discards not shown to the table) only those the seat took itself."""
    for seed in range(30):
        g = played(alias, seed, "native", seed)
        rec = record(g)
        private = [e for e in rec["actions"] if e.get("private")]
        for seat in range(g.num_players):
            pub = public_record(rec, seat)
            assert pub["deal"] == {"hand": g.initial_hands[seat], "seat": seat}
            for e, p in zip(rec["actions"], pub["actions"]):
                hidden = e.get("private") and e["seat"] != seat
                assert (p["action"] is None) == bool(hidden)
        if private:
            return
    pytest.fail(f"no deal of {alias} with a private action in 30 seeds")


def _rautes_deal(alias, options, seed, by_hand, backend="native"):
    """A ráütés deal (PK-D3) from a seed or, as OpenSpiel deals, from the hands of a seed:
    the knocker knocks or cuts at random, packets are taken at random, then the rule player."""
    v = Game(alias, **options).variant
    g = Game(v, seed=seed, backend=backend)
    if by_hand:
        g = Game(v, hands=g.initial_hands, talon=g.initial_talon, backend=backend)
    rng, rule = random.Random(seed), g.info.policy("rule")
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()) if g.phase in ("cut", "packets") else rule(g, rng))
    return g


@pytest.mark.parametrize("alias,options", DEAL_VARIANTS, ids=[case_id(*c) for c in DEAL_VARIANTS])
def test_rautes_records_replay_and_keep_what_each_seat_received(alias, options):
    """PK-D3: a ráütés deal's record holds the hands as dealt (the cut deal), also for a
    deal given by hand (no seed), and replays on both backends; a seat's public record
    keeps the cards it received (its packet after a knock, which is not the hand dealt at
    its seat), as its view shows them when the bidding starts."""
    knocks = 0
    for seed in range(8):
        for by_hand in (False, True):
            g = _rautes_deal(alias, options, seed, by_hand)
            rec = from_json(to_json(record(g)))
            assert ("seed" in rec["deal"]) != by_hand and all(len(h) in (0, 9) for h in rec["deal"]["hands"])
            for backend in ("native", "reference"):
                again = replay(rec, backend=backend)
                assert again.initial_hands == g.initial_hands and again.result() == g.result()
            first = Game(g.variant, seed=seed) if not by_hand else Game(g.variant, hands=g.initial_hands, talon=g.initial_talon)
            for _, a in g.history:
                if first.phase == "bidding":
                    break
                first.apply(a)
            knocked = g.history[0][1].name == "knock"
            knocks += knocked
            for seat in range(g.num_players):
                kept = public_record(rec, seat)["deal"]
                assert kept == {"hand": first.view(seat)["hand"], "seat": seat}
                if knocked and not by_hand and kept["hand"]:
                    assert kept["hand"] != g.initial_hands[seat]  # a seeded deal's packets are other cards
    assert knocks >= 3


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_tampered_records_are_refused_with_the_step(alias):
    g = played(alias, 11, "native", 3)
    rec = record(g)
    for tamper, message in [
        (lambda r: r["actions"][1].update(seat=(r["actions"][1]["seat"] + 1) % g.num_players), "step 1"),
        (lambda r: r["actions"][0].update(name="something else"), "step 0"),
        (lambda r: r["deal"].update(seed=r["deal"]["seed"] + 1), "differ"),
    ]:
        bad = json.loads(json.dumps(rec))
        tamper(bad)
        with pytest.raises(InvalidInputError, match=message):
            replay(bad)


# -- match records (tarokk-match/1) --------------------------------------------------------
from tarokk import find_variant  # noqa: E402
from tarokk.records import MATCH_FORMAT, match_record, new_sheet, record_deal, replay_match  # noqa: E402


def played_match(alias, n_deals, seed, backend, rng_seed):
    """A match of ``n_deals`` deals of ``alias`` on its score sheet (Slovenian: radli,
    SL-R1…R3; the Hungarian games: JK-D4 / PK-X running totals), random players."""
    info, opts = find_variant(alias)
    sheet = new_sheet(info.name, None if info.name == "slovenian" else opts,
                      [f"P{i}" for i in range(opts.players)])
    rng = random.Random(rng_seed)
    games = []
    for k in range(n_deals):
        setup = sheet.next_deal()
        g = setup.game(seed=seed + k, backend=backend)
        g.play_random(rng)
        record_deal(sheet, setup, g)
        games.append(g)
    return sheet, games


@settings(max_examples=25, deadline=None)
@given(alias=st.sampled_from(PRESET_IDS), seed=st.integers(0, 2**32 - 1), rng_seed=st.integers(0, 999),
       writer=st.sampled_from(["native", "reference"]), reader=st.sampled_from(["native", "reference"]),
       n_deals=st.integers(1, 4))
def test_match_records_round_trip_on_both_backends(alias, seed, rng_seed, writer, reader, n_deals):
    """A match record written as JSON on one backend, read back and replayed on the other,
    is the same deals in the same order and the same score sheet."""
    sheet, games = played_match(alias, n_deals, seed, writer, rng_seed)
    rec = match_record(sheet, games)
    assert rec["format"] == MATCH_FORMAT and len(rec["deals"]) == n_deals
    assert rec["totals"] == list(sheet.totals)
    back = from_json(to_json(rec))
    assert back == json.loads(json.dumps(rec))
    again = replay_match(back, backend=reader)
    assert again.sheet.totals == sheet.totals and str(again.sheet) == str(sheet)
    for g, h in zip(games, again.games):
        assert [(s, int(a)) for s, a in h.history] == [(s, int(a)) for s, a in g.history]
        assert h.hands == g.hands and h.result() == g.result()


@pytest.mark.parametrize("alias", PRESET_IDS)
def test_tampered_match_records_are_refused_with_the_deal_and_step(alias):
    sheet, games = played_match(alias, 3, 5, "native", 2)
    rec = match_record(sheet, games)
    for tamper, message in [
        (lambda r: r["totals"].__setitem__(0, r["totals"][0] + 1), "recorded totals"),
        (lambda r: r["deals"][1]["actions"][0].update(name="something else"), "deal 1: step 0"),
        (lambda r: r["deals"][2]["actions"][1].update(
            seat=(r["deals"][2]["actions"][1]["seat"] + 1) % len(r["deals"][2]["deal"]["hands"])), "deal 2: step 1"),
        (lambda r: r["deals"].reverse(), "deal 0"),
        (lambda r: r["deals"][0].update(dealer=(r["deals"][0]["dealer"] + 1) % 3), "deal 0"),
        (lambda r: r["deals"][1]["result"]["amounts"].__setitem__(0, 999), "deal 1: the recorded result"),
        (lambda r: r["seats"][0].reverse(), "deal 0: the players sit"),
        (lambda r: r.pop("totals"), "lacks 'totals'"),
        (lambda r: r.update(deals="x"), "'deals' is not a list"),
    ]:
        bad = json.loads(json.dumps(rec))
        tamper(bad)
        with pytest.raises(InvalidInputError, match=message):
            replay_match(bad)


@pytest.mark.parametrize("alias", ["slovenian-5", "jokai-4", "paskievics"])
def test_a_players_public_match_record(alias):
    """``public_record(match, player)``: in each deal, the hand and private actions of the
    seat the player had (none where he sat out: SL-D1, JK-D1, PK-D4)."""
    sheet, games = played_match(alias, 4, 9, "native", 1)
    rec = match_record(sheet, games)
    player = 1
    pub = public_record(rec, player)
    assert pub["totals"] == rec["totals"] and pub["format"] == MATCH_FORMAT
    for g, seats, deal in zip(games, rec["seats"], pub["deals"]):
        if player in seats:
            seat = seats.index(player)
            assert deal["deal"] == {"hand": g.initial_hands[seat], "seat": seat}
        else:
            assert deal["deal"] == {}
        for (s, a), e in zip(g.history, deal["actions"]):
            hidden = g.info.private_action(a.name, int(a)) and (player not in seats or s != seats.index(player))
            assert (e["action"] is None) == bool(hidden)
    with pytest.raises(InvalidInputError, match="cannot be replayed"):
        replay_match(pub)
