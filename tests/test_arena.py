"""The duplicate arena (`tarokk.arena`, `tarokk arena`, issue 11): reproducible whatever the
threads, every rotation dealt the same cards with the seats moved on, the duplicate
property (equal players come out exactly equal), the statistics against a hand computation,
every preset, Ctrl-C, bad input refused before any deal, and the command line."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys

import numpy as np
import pytest

import tarokk
from tarokk import InvalidInputError, cli
from tarokk.arena import ANNULLED, THROWN_IN, ArenaCluster, ArenaResult, Z95, _mean_ci, _z_test
from tarokk.policies import rule_policy

PRESETS = sorted(tarokk.VARIANTS)
CHEAP_PIMC = "pimc:worlds=2,rollouts=2,exact_tricks=3"
ARRAYS = ("amounts", "outcome", "declarer", "won")


def same(a: ArenaResult, b: ArenaResult) -> None:
    assert a.deals == b.deals
    for name in ARRAYS:
        assert np.array_equal(getattr(a, name), getattr(b, name)), name


def seats_of(variant: str) -> int:
    return tarokk.Game(variant, seed=0).num_players


# -- reproducible ----------------------------------------------------------------------------
def test_same_seed_same_arrays_other_seed_other_arrays():
    a = tarokk.arena("jokai", ["random", "rule"], 30, seed=11, threads=1)
    same(a, tarokk.arena("jokai", ["random", "rule"], 30, seed=11, threads=1))
    assert not np.array_equal(a.amounts, tarokk.arena("jokai", ["random", "rule"], 30, seed=12, threads=1).amounts)


@pytest.mark.parametrize("variant, policies", [
    ("slovenian", [CHEAP_PIMC, "random", "rule"]),
    ("slovenian", ["random", "sensible", "rule"]),
    ("jokai", [CHEAP_PIMC, "random", "rule"]),
    ("paskievics", [CHEAP_PIMC, "random", "rule"]),
])
def test_threads_do_not_change_the_result(variant, policies):
    one = tarokk.arena(variant, policies, 3, seed=5, threads=1)
    same(one, tarokk.arena(variant, policies, 3, seed=5, threads=2))
    assert one.names == tuple(policies) and one.threads == 1


@pytest.mark.parametrize("threads", [3, 5])
def test_more_threads_than_cores_play_every_deal_alike(threads):
    one = tarokk.arena("jokai", ["random", "rule"], 7, seed=5, threads=1)
    many = tarokk.arena("jokai", ["random", "rule"], 7, seed=5, threads=threads)
    assert many.deals == 7 and not many.interrupted and many.threads == threads
    same(one, many)


def test_on_a_cluster_the_deals_go_in_shards_of_16_by_default(monkeypatch):
    """The module docstring: on Ray, shards of ``shard_size`` consecutive deals (default 16),
    each a task of ``threads`` threads (0 is 1 there), merged in deal order into the arrays
    of the local run. A stand-in for Ray runs each shard in turn."""
    from types import SimpleNamespace
    from tarokk import distributed
    calls = []

    def run_shards(task, start, count, *, cluster, shard_size, progress, num_cpus):
        calls.append((start, count, cluster, shard_size, num_cpus))
        parts = [task(s, min(shard_size, count - s)) for s in range(start, start + count, shard_size)]
        value = {key: np.concatenate([p[key] for p in parts]) for key in parts[0]}
        return SimpleNamespace(value=value, count=count, interrupted=False, elapsed=1.5,
                               cluster=SimpleNamespace(address="stand-in:1", cpus=2), shards=len(parts))

    monkeypatch.setattr(distributed, "run_shards", run_shards)
    r = tarokk.arena("jokai", ["random", "rule"], 20, seed=7, cluster="stand-in", threads=0)
    assert calls == [(0, 20, "stand-in", 16, 1)]
    assert (r.cluster, r.threads, r.elapsed, r.requested) == (ArenaCluster("stand-in:1", 2, 2), 1, 1.5, 20)
    same(r, tarokk.arena("jokai", ["random", "rule"], 20, seed=7, threads=1))
    r = tarokk.arena("jokai", ["random", "rule"], 5, seed=7, cluster="stand-in", threads=3, shard_size=2)
    assert calls[-1] == (0, 5, "stand-in", 2, 3) and (r.cluster.shards, r.threads) == (3, 3)
    same(r, tarokk.arena("jokai", ["random", "rule"], 5, seed=7, threads=1))

    # Ctrl-C before the first shard came back: no deals, marked interrupted.
    def stopped(task, start, count, **kw):
        return SimpleNamespace(value=None, count=0, interrupted=True, elapsed=0.5,
                               cluster=SimpleNamespace(address="stand-in:1", cpus=2), shards=0)

    monkeypatch.setattr(distributed, "run_shards", stopped)
    r = tarokk.arena("jokai", ["random", "rule"], 20, seed=7, cluster="stand-in")
    assert r.interrupted and r.deals == 0 and r.amounts.shape == (0, 3, 3) and r.summary.deals == 0


def test_by_default_every_core_the_process_may_use_plays():
    assert tarokk.arena("jokai", "rule", 1, seed=1).threads == tarokk._core.available_cores()


def test_the_elapsed_time_is_the_runs_own():
    import time
    t0 = time.perf_counter()
    r = tarokk.arena("jokai", "rule", 2, seed=1, threads=1)
    assert 0 <= r.elapsed <= time.perf_counter() - t0


def test_two_callables_of_one_name_are_two_policies():
    def make():
        def player(game, rng):
            return rule_policy(game, rng)
        return player

    r = tarokk.arena("jokai", [make(), make()], 1, seed=1, threads=1)
    assert r.names == ("player", "player'") and r.assignment == (0, 1, 1)


def test_deal_i_is_the_same_in_a_longer_run():
    short = tarokk.arena("paskievics", ["random"], 6, seed=3, threads=2)
    long = tarokk.arena("paskievics", ["random"], 15, seed=3, threads=2)
    assert np.array_equal(short.amounts, long.amounts[:6])


# -- the duplicate deal ----------------------------------------------------------------------
@pytest.mark.parametrize("variant", PRESETS)
def test_every_rotation_is_dealt_the_same_cards_with_the_seats_moved_on(variant):
    seen: dict[tuple[int, int], set] = {}  # (deal seed, seat) -> the policies asked there

    def marker(label):
        def policy(game, rng):
            seen.setdefault((game.seed, game.current_player), set()).add(
                (label, tuple(map(tuple, game.initial_hands)), tuple(game.initial_talon)))
            return rule_policy(game, rng)
        policy.__name__ = label
        return policy

    n = seats_of(variant)
    r = tarokk.arena(variant, [marker("a"), marker("b")], 4, seed=9, threads=1)
    assert r.names == ("a", "b") and r.assignment == (0,) + (1,) * (n - 1)
    for rot in range(n):
        assert r.seating(rot) == tuple(0 if s == rot else 1 for s in range(n))
    deals = {}
    for (deal_seed, seat), asked in seen.items():
        cards = {tuple(c) for _, *c in asked}
        assert len(cards) == 1, "a rotation was dealt other cards"
        assert deals.setdefault(deal_seed, cards) == cards
    assert sorted(deals) == sorted(tarokk.deal_seed(9, i) for i in range(4))
    # Each seat that acts was held by both policies over the rotations (the dealer who sits
    # out never acts).
    assert any({label for label, *_ in asked} == {"a", "b"} for asked in seen.values())


@pytest.mark.parametrize("variant", [v for v in PRESETS if tarokk.find_game(v).zero_sum])
def test_one_policy_everywhere_is_worth_exactly_zero_in_a_zero_sum_game(variant):
    r = tarokk.arena(variant, "random", 25, seed=4, threads=2)
    assert r.names == ("random",) and r.values.shape == (25, 1)
    assert np.array_equal(r.values[:, 0], np.zeros(25))
    assert (r.amounts.sum(axis=2) == 0).all()
    s = r.summary
    assert s.difference is None and s.policies[0].mean == 0.0


@pytest.mark.parametrize("variant", ["slovenian", "slovenian-3", "jokai-4", "paskievics-5"])
def test_equal_players_under_two_names_come_out_exactly_equal(variant):
    # The rule player is deterministic: every rotation plays out alike, so whichever seats
    # each name held, both have the same value in every deal (zero-sum or not).
    def first(game, rng):
        return rule_policy(game, rng)

    def second(game, rng):
        return rule_policy(game, rng)

    r = tarokk.arena(variant, [first, second], 12, seed=2, threads=2)
    assert np.array_equal(r.values[:, 0], r.values[:, 1])
    d = r.summary.difference
    assert d.mean == 0.0 and d.p_value == 1.0 and not d.significant
    assert (r.amounts == r.amounts[:, :1, :]).all()


def test_the_random_player_loses_to_the_rule_player():
    d = tarokk.arena("jokai", ["random", "rule"], 60, seed=1, threads=2).summary.difference
    assert d.first == "random" and d.second == "rule"
    assert d.ci_high < 0 and d.significant and d.p_value < 1e-6


# -- the statistics --------------------------------------------------------------------------
def test_mean_ci_and_p_value_on_a_known_array():
    mean, std, low, high = _mean_ci(np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
    assert mean == 3.0 and std == pytest.approx(math.sqrt(2.5))
    half = 1.959963984540054 * math.sqrt(2.5) / math.sqrt(5)
    assert (low, high) == (pytest.approx(3 - half), pytest.approx(3 + half))
    z, p = _z_test(mean, std, 5)
    assert z == pytest.approx(3 / math.sqrt(0.5))
    assert p == pytest.approx(2.209e-5, rel=1e-3)  # 2 (1 - Phi(4.2426))
    assert _z_test(0.0, 0.0, 9) == (0.0, 1.0) and _z_test(2.0, 0.0, 9)[1] == 0.0
    assert _mean_ci(np.array([7.0])) == (7.0, None, None, None)
    assert _z_test(7.0, None, 1) == (None, None)


def test_mean_ci_of_two_values_has_a_spread():
    # Two values are the fewest with a standard deviation: 1 and 3 have mean 2, sample
    # variance ((1 - 2)² + (3 - 2)²) / 1 = 2, so a half-width of Z95 · √2 / √2 = Z95.
    mean, std, low, high = _mean_ci(np.array([1.0, 3.0]))
    assert (mean, std) == (2.0, pytest.approx(math.sqrt(2)))
    assert (low, high) == (pytest.approx(2 - 1.959963984540054), pytest.approx(2 + 1.959963984540054))
    assert _mean_ci(np.array([])) == (None, None, None, None)


def constructed(outcome, amounts=None, **kw):
    """An ArenaResult of one deal of jokai, rule at seat 0 and random at the two others,
    each rotation ending in ``outcome`` with ``amounts`` (zero by default)."""
    n = 3
    amounts = np.zeros((1, n, n), dtype="<i4") if amounts is None else np.asarray(amounts, dtype="<i4")
    return ArenaResult("jokai", "jokai", 0, 0, 1, ("rule", "random"), (0, 1, 1), amounts,
                       np.full((1, n), outcome, dtype="i1"), np.full((1, n), -1, dtype="i1"),
                       np.full((1, n), -1, dtype="i1"), **kw)


def test_an_annulled_play_is_code_minus_2_and_its_own_contract_row():
    """The outcome array's codes (ArenaResult.outcome): −1 thrown in, −2 annulled."""
    assert [c.contract for c in constructed(-2).summary.contracts] == [ANNULLED]
    assert [(c.contract, c.plays) for c in constructed(-1).summary.contracts] == [(THROWN_IN, 3)]


def test_sl_d3_a_deal_dealt_a_seat_no_tarok_is_annulled_not_thrown_in():
    """SL-D3: deal 0 of seed 409 gives seat 3 no tarok; it is annulled at once in every
    rotation, code −2 (a deal all passed is −1, "thrown in")."""
    assert tarokk.Game("slovenian", seed=tarokk.deal_seed(409, 0)).result().extra == {"no_tarok": [3]}
    r = tarokk.arena("slovenian", "rule", 1, seed=409, threads=1)
    assert r.outcome.tolist() == [[-2] * 4] and r.declarer.tolist() == [[-1] * 4] and r.won.tolist() == [[-1] * 4]
    assert (r.amounts == 0).all()
    assert [(c.contract, c.plays) for c in r.summary.contracts] == [(ANNULLED, 4)]


def test_a_result_made_by_hand_has_the_documented_defaults():
    s = constructed(-1).summary
    assert (s.interrupted, s.elapsed_s, s.threads, s.cluster) == (False, 0.0, 1, None)


def test_results_differ_by_any_array_or_any_field_of_the_run():
    import dataclasses
    r = constructed(-1)
    assert r == constructed(-1)
    changed = r.amounts.copy()
    changed[0, 1, 2] = 5
    assert r != constructed(-1, changed)  # the same run, other amounts
    for field, value in [("requested", 2), ("seed", 1), ("dealer", 1), ("interrupted", True), ("names", ("a", "b"))]:
        assert r != dataclasses.replace(r, **{field: value}), field  # the same arrays, another run
    assert r == dataclasses.replace(r, elapsed=3.0, threads=2)


def test_the_results_and_their_summary_are_read_only():
    import dataclasses
    r = constructed(-1)
    s = r.summary
    for obj, field in [(r, "seed"), (s, "deals"), (s.policies[0], "mean"), (s.difference, "p_value"),
                       (s.contracts[0], "plays"), (ArenaCluster("a", 2, 1), "cpus")]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(obj, field, 0)


def test_a_rotation_is_one_of_the_seats():
    r = constructed(-1)
    assert r.seating(2) == (1, 1, 0)
    for bad in (-1, 3):
        with pytest.raises(InvalidInputError, match=rf"rotation must be in 0\.\.2, got {bad}"):
            r.seating(bad)


def test_the_seed_is_any_of_0_to_2_to_the_64_minus_1():
    assert tarokk.arena("jokai", "rule", 1, threads=1).seed == 0  # the default
    assert tarokk.arena("jokai", "rule", 1, seed=2**64 - 1, threads=1).seed == 2**64 - 1
    with pytest.raises(InvalidInputError, match=r"seed must be in 0\.\.2\*\*64-1, got 18446744073709551616"):
        tarokk.arena("jokai", "rule", 1, seed=2**64, progress=never)


def test_summary_against_a_hand_computation():
    rng = np.random.default_rng(0)
    deals, n = 40, 3
    amounts = rng.integers(-50, 50, size=(deals, n, n)).astype("<i4")
    outcome = rng.choice([-1, 1, 4], size=(deals, n)).astype("i1")
    declarer = np.where(outcome >= 0, rng.integers(0, n, size=(deals, n)), -1).astype("i1")
    won = np.where(outcome >= 0, rng.integers(0, 2, size=(deals, n)), -1).astype("i1")
    r = ArenaResult("jokai", "jokai", 0, 0, deals, ("pimc", "rule"), (0, 1, 1),
                    amounts, outcome, declarer, won)
    # pimc sits at seat r in rotation r, rule at the two others.
    pimc = np.array([np.mean([amounts[k, rot, rot] for rot in range(n)]) for k in range(deals)])
    rule = np.array([np.mean([amounts[k, rot, s] for rot in range(n) for s in range(n) if s != rot])
                     for k in range(deals)])
    assert np.allclose(r.values, np.stack([pimc, rule], axis=1))
    s = r.summary
    diff = pimc - rule
    se = diff.std(ddof=1) / math.sqrt(deals)
    d = s.difference
    assert d.mean == pytest.approx(diff.mean())
    assert (d.ci_low, d.ci_high) == (pytest.approx(diff.mean() - Z95 * se), pytest.approx(diff.mean() + Z95 * se))
    assert d.z == pytest.approx(diff.mean() / se)
    assert d.p_value == pytest.approx(math.erfc(abs(diff.mean() / se) / math.sqrt(2)))
    assert d.significant == (d.p_value < 0.05)
    assert [p.seats for p in s.policies] == [1, 2]
    assert s.policies[1].mean == pytest.approx(rule.mean())
    # Per contract: plays, and the shares adding up to each policy's mean per deal.
    by_name = {c.contract: c for c in s.contracts}
    assert set(by_name) == {THROWN_IN, "first double", "solo"}
    assert sum(c.plays for c in s.contracts) == deals * n
    assert by_name["solo"].plays == int((outcome == 4).sum())
    for p, stats in enumerate(s.policies):
        assert sum(c.shares[p] for c in s.contracts) == pytest.approx(stats.mean)
    solo = outcome == 4
    pimc_solo = [amounts[k, rot, rot] for k in range(deals) for rot in range(n) if solo[k, rot]]
    assert by_name["solo"].means[0] == pytest.approx(np.mean(pimc_solo))
    decl_pimc = [(k, rot) for k in range(deals) for rot in range(n) if solo[k, rot] and declarer[k, rot] == rot]
    assert by_name["solo"].declared[0] == len(decl_pimc)
    assert by_name["solo"].made[0] == sum(int(won[k, rot]) for k, rot in decl_pimc)
    assert by_name["solo"].declared[0] + by_name["solo"].declared[1] == by_name["solo"].plays
    assert by_name[THROWN_IN].declared == (0, 0)


# -- every preset ----------------------------------------------------------------------------
@pytest.mark.parametrize("variant", PRESETS)
def test_every_preset(variant):
    n = seats_of(variant)
    r = tarokk.arena(variant, ["random", "rule"], 8, seed=6, threads=2)
    assert r.amounts.shape == (8, n, n) and r.outcome.shape == (8, n)
    info = tarokk.find_game(variant)
    if info.zero_sum:
        assert (r.amounts.sum(axis=2) == 0).all()
    s = r.summary
    names = {en for en, _ in info.contract_names} | {THROWN_IN, ANNULLED}
    assert {c.contract for c in s.contracts} <= names
    assert sum(c.plays for c in s.contracts) == 8 * n
    assert s.seating == ("random",) + ("rule",) * (n - 1) and s.seats == n
    json.dumps(s.as_dict())


def test_a_deal_thrown_in_is_counted_as_such():
    r = tarokk.arena("jokai-4", ["random", "rule"], 30, seed=3, threads=2)
    thrown = r.outcome == -1
    assert thrown.any()
    assert (r.amounts[thrown] == 0).all() and (r.declarer[thrown] == -1).all() and (r.won[thrown] == -1).all()
    assert set(r.won[~thrown].tolist()) == {0, 1}  # a played deal is made or lost
    assert {c.contract: c.plays for c in r.summary.contracts}[THROWN_IN] == int(thrown.sum())


def test_the_game_own_policy_and_options():
    r = tarokk.arena("slovenian", ["sensible", "rule"], 3, seed=1, threads=1, dealer=2,
                     compulsory_klop=True)
    assert r.names == ("sensible", "rule") and r.dealer == 2
    # Rotation 0 of deal 1, played here: the same deal, the flag and the dealer reached it.
    game = tarokk.Game("slovenian", seed=tarokk.deal_seed(1, 1), dealer=2, compulsory_klop=True)
    players = [game.info.policy("sensible")] + [rule_policy] * 3
    import random
    rngs = [random.Random(tarokk.deal_seed(tarokk.deal_seed(1, 1), s + 1)) for s in range(4)]
    while not game.is_over:
        seat = game.current_player
        game.apply(players[seat](game, rngs[seat]))
    assert tuple(r.amounts[1, 0]) == game.result().amounts
    assert r.outcome[1, 0] == game.result().contract == 0
    # A klop (SL-L1) has no declarer: neither made nor lost, −1 in both arrays.
    assert (r.declarer[1, 0], r.won[1, 0]) == (-1, -1)


def test_each_seat_draws_from_the_documented_seed():
    """Rotation r of deal i: the seat s's random.Random(deal_seed(deal_seed(seed, i), r·n + s + 1))
    (the module docstring), so any rotation is played again by hand with the same draws."""
    import random
    r = tarokk.arena("jokai", "random", 3, seed=17, threads=1)
    policy = tarokk.find_game("jokai").policy("random")
    for deal in range(3):
        deal_s = tarokk.deal_seed(17, deal)
        for rot in range(3):
            game = tarokk.Game("jokai", seed=deal_s, dealer=0)
            rngs = [random.Random(tarokk.deal_seed(deal_s, rot * 3 + s + 1)) for s in range(3)]
            while not game.is_over:
                seat = game.current_player
                game.apply(policy(game, rngs[seat]))
            res = game.result()
            assert tuple(r.amounts[deal, rot]) == res.amounts, (deal, rot)
            # ArenaResult's codes: the contract, −1 thrown in; the declarer, −1 none; won 1 or
            # 0, −1 without a declarer.
            thrown_in = res.annulled and res.contract is None
            assert r.outcome[deal, rot] == (-1 if thrown_in else res.contract)
            assert r.declarer[deal, rot] == (-1 if res.declarer is None else res.declarer)
            assert r.won[deal, rot] == (-1 if res.won is None or thrown_in else int(res.won))


# -- progress and Ctrl-C ---------------------------------------------------------------------
@pytest.mark.parametrize("threads", [1, 2])
def test_progress_and_an_interrupted_run(threads):
    seen = []

    def stop(done, total):
        seen.append((done, total))
        if done >= 4:
            raise KeyboardInterrupt

    r = tarokk.arena("paskievics", ["random", "rule"], 40, seed=8, threads=threads, progress=stop)
    assert r.interrupted and 4 <= r.deals < 40 and r.requested == 40
    assert seen[:4] == [(k, 40) for k in range(1, 5)]
    full = tarokk.arena("paskievics", ["random", "rule"], r.deals, seed=8, threads=1)
    same(r, full)
    assert r.summary.interrupted and r.summary.deals == r.deals


# -- bad input, before any deal --------------------------------------------------------------
def never(done, total):
    raise AssertionError("a deal was played")


@pytest.mark.parametrize("kw, message", [
    (dict(policies=["pimc", "nobody"]), r"unknown policy 'nobody' for jokai; known: random, rule, pimc"),
    (dict(policies="pimc:worlds=0"), r"worlds must be an int >= 1, not 0"),
    (dict(policies="pimc:rollouts=0"), r"rollouts must be an int >= 1"),
    (dict(policies="pimc:exact_tricks=17"), r"exact_tricks must be at most 16 \(a whole deal; 0: the default\), not 17"),
    (dict(policies="pimc:depth=3"), r"bad search-player parameter 'depth=3'"),
    (dict(policies="pimc:worlds=2,rollouts=5,worlds=7"),
     r"search-player parameter 'worlds' is given twice in 'worlds=2,rollouts=5,worlds=7'"),
    (dict(policies=["rule"] * 4), r"4 policies for the 3 seats of jokai"),
    (dict(policies=[]), r"non-empty list"),
    (dict(policies=[3]), r"a policy is a name or a callable"),
    (dict(deals=0), r"deals must be >= 1, got 0"),
    (dict(deals=2.5), r"deals must be an integer"),
    (dict(deals=True), r"deals must be an integer"),
    (dict(threads=-1), r"threads must be in 0\.\.1024, got -1"),
    (dict(threads="2"), r"threads must be an integer"),
    (dict(seed=-1), r"seed must be in 0\.\.2\*\*64-1, got -1"),
    (dict(dealer=3), r"dealer must be in 0\.\.2, got 3"),
    (dict(shard_size=0), r"shard_size must be >= 1"),
    (dict(progress="yes"), r"progress must be a callable"),
    (dict(variant="jokai-7"), r"unknown variant 'jokai-7'"),
    (dict(nonsense=1), r"unknown option\(s\) for jokai: nonsense"),
])
def test_bad_input_is_refused_before_any_deal(kw, message):
    args = dict(variant="jokai", policies=["pimc", "rule"], deals=10, progress=never)
    args.update(kw)
    with pytest.raises(InvalidInputError, match=message):
        tarokk.arena(args.pop("variant"), args.pop("policies"), args.pop("deals"), **args)


def test_the_game_own_policy_names_are_known_in_the_message():
    with pytest.raises(InvalidInputError, match=r"known: random, rule, pimc, sensible"):
        tarokk.arena("slovenian", "clever", 5, progress=never)


# -- the command line ------------------------------------------------------------------------
def run(argv, capsys):
    try:
        code = cli.main(argv)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_summary_table(capsys):
    code, out, err = run(["arena", "jokai-4", "--policy", "random", "--policy", "rule",
                          "--deals", "30", "--seed", "3", "--threads", "2"], capsys)
    assert code == 0, err
    assert out.startswith("30 duplicate deals of Jókai-hármas (jokai-4), seed 3, 4 rotations each\n")
    assert "seats in rotation 0: random, rule, rule, rule" in out
    assert "random − rule: -" in out and "(significant at 5%)" in out
    assert "contract" in out and "first double" in out
    assert err.strip().endswith("30/30 deals")  # the progress bar, on stderr


def test_cli_contract_table_names_long_policies_whole(capsys):
    # A policy spec longer than 12 characters used to be cut in the per-contract header.
    spec = "pimc:worlds=1,rollouts=1"
    code, out, err = run(["arena", "jokai", "--policy", spec, "--policy", "rule",
                          "--deals", "2", "--seed", "1"], capsys)
    assert code == 0, err
    lines = out.splitlines()
    head = next(line for line in lines if line.startswith("contract"))
    assert f"{spec} mean" in head and "rule mean" in head
    # The rows line up under the header: each row as long as it.
    rows = lines[lines.index(head) + 1:]
    assert rows and all(len(r) == len(head) for r in rows if r.strip())


def test_cli_json_is_the_api_summary(capsys):
    code, out, _ = run(["arena", "paskievics", "--policy", "random", "--policy", "rule",
                        "--deals", "12", "--seed", "4", "--json"], capsys)
    assert code == 0
    got = json.loads(out)
    want = tarokk.arena("paskievics", ["random", "rule"], 12, seed=4).summary.as_dict()
    for d in (got, want):
        del d["elapsed_s"], d["threads"]
    assert got == json.loads(json.dumps(want))
    assert got["difference"]["first"] == "random" and got["cluster"] is None


def test_cli_default_policies_are_pimc_against_rule(capsys):
    code, out, _ = run(["arena", "jokai", "--deals", "1", "--json"], capsys)
    assert code == 0 and json.loads(out)["seating"] == ["pimc", "rule", "rule"]


@pytest.mark.parametrize("argv, message", [
    (["--policy", "nobody"], "tarokk: unknown policy 'nobody' for slovenian; known: random, rule, pimc, sensible\n"),
    (["--policy", "pimc:worlds=0"], "tarokk: worlds must be an int >= 1, not 0\n"),
])
def test_cli_bad_policy_is_one_line_exit_2(capsys, argv, message):
    code, out, err = run(["arena", "slovenian", "--deals", "5", *argv], capsys)
    assert (code, out, err) == (2, "", message)


@pytest.mark.parametrize("argv", [["--deals", "0"], ["--threads", "-2"], ["--option", "x"]])
def test_cli_bad_usage_exit_2(capsys, argv):
    code, _, err = run(["arena", "jokai", *argv], capsys)
    assert code == 2 and err.startswith("tarokk: ") and err.count("\n") == 1 and "Traceback" not in err


def test_cli_help_and_no_traceback():
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "arena", "--help"], capture_output=True, text=True)
    assert p.returncode == 0 and "tarokk arena jokai --policy pimc --policy rule --deals 2000" in p.stdout
    p = subprocess.run([sys.executable, "-m", "tarokk.cli", "arena", "no-game", "--deals", "3"],
                       capture_output=True, text=True, stdin=subprocess.DEVNULL,
                       env={**os.environ, "PYTHONWARNINGS": "ignore"})
    assert p.returncode == 2 and "Traceback" not in p.stderr and "unknown variant 'no-game'" in p.stderr


def test_a_callable_policy_gets_a_copy_and_plays_for_its_seat_only():
    """A user test found a callable policy handed the arena's own game: it could play on it.
    Now what it does to its copy changes nothing, and the deal's result is the one its
    returned actions give (the same as a policy that does not meddle)."""
    import tarokk

    def meddles(game, rng):
        legal = game.legal_actions()
        choice = legal[0]
        if game.phase == "play" and len(legal) > 1:
            game.apply(legal[-1])  # on its copy
        return choice

    def first(game, rng):
        return game.legal_actions()[0]

    a = tarokk.arena("slovenian", [meddles, "rule"], 2, seed=3, threads=1)
    b = tarokk.arena("slovenian", [first, "rule"], 2, seed=3, threads=1)
    assert (a.amounts == b.amounts).all()


def test_arena_results_are_equal_by_their_deals():
    """``==`` compares the deals and the seating, not the time or the threads (it was
    identity: a pickled copy was unequal)."""
    import pickle

    a = tarokk.arena("jokai", ["rule", "random"], 6, seed=2, threads=2)
    assert a == pickle.loads(pickle.dumps(a)) == tarokk.arena("jokai", ["rule", "random"], 6, seed=2, threads=1)
    assert a != tarokk.arena("jokai", ["random", "rule"], 6, seed=2)
    assert a != tarokk.arena("jokai", ["rule", "random"], 6, seed=3)


@pytest.mark.parametrize("threads", [1, 2])
def test_a_failing_policy_is_told_where_it_failed(threads):
    """An exception from a caller's policy, or from the action it chose, reaches the caller
    as it was, with a note of where: the policy, seat, deal (its seed, which deals it again,
    and dealer), rotation, step and phase."""
    def careless(game, rng):
        return "XXII" if game.phase == "play" else rng.choice(game.legal_actions())

    def broken(game, rng):
        raise ZeroDivisionError("a bug in the caller's code")

    with pytest.raises(tarokk.NotationError, match="unknown action: 'XXII'") as exc:
        tarokk.arena("jokai", ["rule", careless], 3, threads=threads)
    m = re.fullmatch(r"in the arena: policy 'careless' at seat ([012]), deal (\d+) \(seed (\d+), dealer 0\), "
                     r"rotation ([012]), step (\d+) \(play\)", exc.value.__notes__[-1])
    assert m, exc.value.__notes__
    assert int(m[3]) == tarokk.deal_seed(0, int(m[2])) and int(m[5]) > 0
    with pytest.raises(ZeroDivisionError) as exc:
        tarokk.arena("slovenian", [broken], 2, threads=threads)
    # SL-B2: seat 2 speaks first (the forehand, seat 1, holds his three). Which deal and
    # rotation fails first is the threads' race.
    m = re.fullmatch(r"in the arena: policy 'broken' at seat 2, deal ([01]) \(seed (\d+), dealer 0\), "
                     r"rotation [0-3], step 0 \(bidding\)", exc.value.__notes__[-1])
    assert m and int(m[2]) == tarokk.deal_seed(0, int(m[1])), exc.value.__notes__
