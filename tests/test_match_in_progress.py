"""A match record of a match left mid-deal (docs/records.md, ``unfinished`` and
``planned_deals``): the deal in progress is the sheet's next deal, replays on either
backend as far as it went, is made public as its seat saw it, and any fault in it is
refused naming it; `tarokk play --resume` goes on with such a record (tests/test_cli.py)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from gamecases import PRESET_IDS
from tarokk import Game
from tarokk.errors import InvalidInputError
from tarokk.records import from_json, match_record, public_record, record, replay_match, to_json
from test_records import BACKEND_PAIRS, played_match


def left_in(sheet, seed, backend, rng_seed, steps, rule=False):
    """The sheet's next deal, dealt from ``seed`` (or the next seed that deals no
    annulled deal, SL-D3), with up to ``steps`` actions played (never to its end): random,
    or the game's rule player's (``rule``: contracts with a talon and discards)."""
    g = sheet.next_deal().game(seed=seed, backend=backend)
    while g.is_over:
        seed += 1
        g = sheet.next_deal().game(seed=seed, backend=backend)
    rng = random.Random(rng_seed)
    while len(g.history) < steps:
        legal = g.legal_actions()
        for action in [g.info.policy("rule")(g, rng)] if rule else rng.sample(legal, len(legal)):
            g.apply(action)
            if not g.is_over:
                break
            g.undo()  # an action that ends the deal (a throw-in, its last card) is left
        else:
            break
    return g


@pytest.mark.parametrize("writer, reader", BACKEND_PAIRS)
@pytest.mark.parametrize("alias", PRESET_IDS)
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), rng_seed=st.integers(0, 999), n_deals=st.integers(0, 2),
       steps=st.integers(0, 60))
def test_a_match_left_mid_deal_round_trips_with_its_deal_in_progress(alias, writer, reader, seed, rng_seed,
                                                                     n_deals, steps):
    """The deal in progress written on one backend replays on the other to the same steps
    and hands, with the sheet of the finished deals; its seats are the sheet's next deal's."""
    sheet, games = played_match(alias, n_deals, seed, writer, rng_seed)
    g = left_in(sheet, seed + n_deals, writer, rng_seed, steps)
    rec = match_record(sheet, games, unfinished=g, planned_deals=n_deals + 2)
    assert rec["planned_deals"] == n_deals + 2 and rec["unfinished"]["record"] == record(g)
    setup = sheet.next_deal()
    seating = setup.active_players if hasattr(setup, "active_players") else range(setup.num_players)
    assert rec["unfinished"]["seats"] == list(seating)
    again = replay_match(from_json(to_json(rec)), backend=reader)
    assert again.sheet.totals == sheet.totals and len(again.games) == n_deals
    assert [(s, int(a)) for s, a in again.unfinished.history] == [(s, int(a)) for s, a in g.history]
    assert again.unfinished.hands == g.hands and not again.unfinished.is_over
    # Without them, the record is as before: no key of either.
    assert {"unfinished", "planned_deals"}.isdisjoint(match_record(sheet, games))
    assert replay_match(match_record(sheet, games)).unfinished is None


@pytest.mark.parametrize("alias", ["slovenian-5", "jokai-4", "paskievics", "paskievics-5"])
def test_a_players_public_match_record_shows_the_deal_in_progress_as_his_seat_saw_it(alias):
    """Hidden information (SL-D1, JK-D1, PK-D4, PK-S2): the unfinished deal of a player's
    public match record is that deal's public record for the seat he has in it (none where
    he sits out), and the public record for no player hides every seat's private actions."""
    sheet, games = played_match(alias, 2, 4, "native", 3)
    # The first deal whose first 40 steps have a private discard (SL-K3, JK-S2, PK-S2).
    g = next(g for g in (left_in(sheet, 40 + k, "native", k, 40, rule=True) for k in range(50))
             if any(g.info.private_action(a.name, int(a)) for _, a in g.history))
    rec = match_record(sheet, games, unfinished=g)
    seats = rec["unfinished"]["seats"]
    for player in [None, *range(len(rec["players"]))]:
        pub = public_record(rec, player)
        seat = seats.index(player) if player in seats else None
        assert pub["unfinished"]["record"] == public_record(record(g), seat)
        assert pub["unfinished"]["seats"] == seats and "hands" not in pub["unfinished"]["record"]["deal"]
    # No private action shows (the discards before the first trick are in no order, so
    # compared as counts: every private one is among the hidden ones).
    public = public_record(rec)["unfinished"]["record"]["actions"]
    private = sum(g.info.private_action(a.name, int(a)) for _, a in g.history)
    assert sum(e["action"] is None for e in public) >= private
    assert not {int(a) for _, a in g.history if g.info.private_action(a.name, int(a))} & {
        e["action"] for e in public if str(e["name"]).startswith("discard")}


def test_match_record_refuses_an_unfinished_deal_that_is_not_the_sheets_next_in_progress():
    sheet, games = played_match("jokai", 2, 7, "native", 1)
    with pytest.raises(InvalidInputError, match="not the sheet's next deal in progress: its dealer is seat 0, "
                                                "the sheet deals from seat 2"):
        match_record(sheet, games, unfinished=Game("jokai", seed=1))
    over = sheet.next_deal().game(seed=9)
    over.play_random(random.Random(1))
    with pytest.raises(InvalidInputError, match="it is over"):
        match_record(sheet, games, unfinished=over)
    with pytest.raises(InvalidInputError, match="a tarokk.Game, not dict"):
        match_record(sheet, games, unfinished=record(over))
    for planned in (0, -1, True, 2.0, "3"):
        with pytest.raises(InvalidInputError, match="planned_deals is a number of deals"):
            match_record(sheet, games, planned_deals=planned)


def test_a_finished_slovenian_match_has_no_deal_in_progress():
    """SL-R6: after the škis round's last deal the match deals no more."""
    sheet, games = played_match("slovenian", 1, 3, "native", 1, skis_round=False)
    g = left_in(sheet, 30, "native", 1, 5)
    rec = match_record(sheet, games, unfinished=g)
    sheet.finish()
    with pytest.raises(InvalidInputError, match="the match is finished, it deals no more"):
        match_record(sheet, games, unfinished=g)
    bad = json.loads(json.dumps(rec))
    bad["finished"] = True
    with pytest.raises(InvalidInputError, match=r"deal 2 \(unfinished\): the match is finished"):
        replay_match(bad)


@pytest.mark.parametrize("alias", ["slovenian", "jokai", "paskievics"])
def test_a_tampered_deal_in_progress_is_refused_naming_it(alias):
    sheet, games = played_match(alias, 2, 5, "native", 2)
    g = left_in(sheet, 11, "native", 2, 12)
    assert len(g.history) >= 4
    rec = match_record(sheet, games, unfinished=g, planned_deals=3)
    over = sheet.next_deal().game(seed=11)
    over.play_random(random.Random(3))
    for tamper, message in [
        (lambda r: r["unfinished"]["record"]["actions"][2].update(name="something else"),
         r"deal 3 \(unfinished\): step 2"),
        (lambda r: r["unfinished"]["seats"].reverse(), r"deal 3 \(unfinished\): the players sit"),
        (lambda r: r["unfinished"]["record"].update(dealer=(r["unfinished"]["record"]["dealer"] + 1) % 3),
         r"deal 3 \(unfinished\): not the sheet's deal: its dealer"),
        (lambda r: r["unfinished"].update(record=record(over)), r"deal 3 \(unfinished\): the deal is over"),
        (lambda r: r["unfinished"].update(record=r["deals"][0]), r"deal 3 \(unfinished\)"),
        (lambda r: r["unfinished"]["record"].update(format="tarokk-match/1"), r"deal 3 \(unfinished\): not a"),
        (lambda r: r.update(unfinished=[]), "'unfinished' is not an object of 'seats'"),
        (lambda r: r["unfinished"].pop("seats"), "'unfinished' is not an object of 'seats'"),
        (lambda r: r.update(planned_deals=0), "'planned_deals' is not a number of deals 1, 2, …: 0"),
        (lambda r: r.update(planned_deals=True), "'planned_deals' is not a number of deals 1, 2, …: true"),
    ]:
        bad = json.loads(json.dumps(rec))
        tamper(bad)
        with pytest.raises(InvalidInputError, match=message):
            replay_match(bad)
