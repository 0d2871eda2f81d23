"""Game records (docs/records.md) for every registered preset: written on one backend,
read back from JSON and replayed on either to the identical deal and result; what a seat's
public record keeps; tampering refused with the step."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from gamecases import PRESET_IDS
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
@given(alias=st.sampled_from(PRESET_IDS), seed=st.integers(0, 2**32 - 1), rng_seed=st.integers(0, 999),
       writer=st.sampled_from(["native", "reference"]), reader=st.sampled_from(["native", "reference"]),
       stop=st.integers(0, 300))
def test_records_round_trip_on_both_backends(alias, seed, rng_seed, writer, reader, stop):
    """A record, finished or not, written as JSON on one backend, read back and replayed on
    the other, is the same deal in the same state."""
    g = Game(alias, seed=seed, backend=writer)
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
