"""Batch simulation (`tarokk.simulate`, issue 4): determinism whatever the thread count,
arrays and summary, conservation of card points (SL-C1), agreement with the one-deal engines
when a deal is replayed, clear errors before any work, progress and interruption."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading

import numpy as np
import pytest

import tarokk
import tarokk._core as native
import tarokk.reference as reference
from tarokk import InvalidInputError, simulate
from tarokk.reference.rng import Rng
from tarokk.engines import engine_factory
from tarokk.simulation import COLUMNS

PLAY_TWO = dict(contract="two", declarer=2, called="KS")


def same(a, b) -> None:
    assert a.n_deals == b.n_deals
    for name in COLUMNS:
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name), err_msg=name)


@pytest.mark.parametrize("kw", [
    dict(policies="random"),
    dict(policies=["rule", "random", "rule", "random"]),
    dict(policies="rule", variant="slovenian-3"),
    dict(policies="random", **PLAY_TWO),
])
def test_results_do_not_depend_on_threads_or_chunks(kw):
    kw = dict(kw)
    variant = kw.pop("variant", "slovenian")
    runs = [simulate(variant, 3000, seed=11, threads=t, chunk_size=c, **kw)
            for t, c in [(1, None), (2, 700), (4, 1024)]]
    for r in runs[1:]:
        same(runs[0], r)


def test_seed_start_and_reproducibility():
    a = simulate("slovenian", 2000, seed=5)
    same(a, simulate("slovenian", 2000, seed=5))
    assert not np.array_equal(a.amounts, simulate("slovenian", 2000, seed=6).amounts)
    # A run continued with `start` is the tail of the longer run.
    tail = simulate("slovenian", 500, seed=5, start=1500)
    for name in COLUMNS:
        np.testing.assert_array_equal(getattr(a, name)[1500:], getattr(tail, name))
    assert tail.deal_seed(0) == a.deal_seed(1500) == tarokk.deal_seed(5, 1500)


@pytest.mark.parametrize("variant,n", [("slovenian", 4), ("slovenian-3", 3), ("slovenian-5", 4)])
def test_arrays_shapes_dtypes_and_summary(variant, n):
    r = simulate(variant, 1500, seed=2, policies="rule")
    assert r.num_players == n and len(r) == r.n_deals == r.requested == 1500
    assert not r.interrupted
    for name, (dtype, width) in COLUMNS.items():
        arr = getattr(r, name)
        assert arr.dtype == np.dtype(dtype), name
        shape = (1500,) if width == 1 else (1500, n if width == "n" else width)
        assert arr.shape == shape, name
        assert arr.flags.writeable
    s = r.summary
    c = r.contract
    assert s["deals"] == 1500
    assert s["annulled"] == int((c < 0).sum())
    assert sum(s["contracts"].values()) + s["annulled"] == 1500
    assert s["contracts"].get("klop", 0) == int((c == 0).sum())
    decl = r.won >= 0
    assert s["declarer_win_rate"] == pytest.approx(r.won[decl].mean())
    assert s["mean_amounts"] == pytest.approx(list(r.amounts.mean(axis=0)))
    assert s["mean_steps"] == pytest.approx(r.steps.mean())
    # Records are consistent with themselves.
    assert ((r.declarer >= 0) == (c > 0)).all()
    assert (r.tricks[c >= 0].sum(axis=1) <= 48 // n).all()
    assert (r.steps[c < 0] == 0).all()


def test_SL_S3_SL_B1_mean_declarer_points_are_of_the_deals_points_decide():
    """Beggar and above are made or not (SL-S3), and an early end (SL-B1) stops their card
    points short: the summary's mean leaves them out, so that end_early (which settles
    nothing differently) does not change it. Random bidding makes most deals valat."""
    runs = [simulate("slovenian", 20000, seed=777, policies="random", end_early=e) for e in (True, False)]
    for r in runs:
        points = (r.contract >= 1) & (r.contract <= 8) & (r.contract != 7)
        assert 30 < points.sum() < 20000 * 0.5
        assert r.summary["mean_declarer_points"] == pytest.approx(r.card_points[points, 0].mean())
    assert runs[0].summary["mean_declarer_points"] == runs[1].summary["mean_declarer_points"]
    early = np.isin(runs[0].contract, [7, 9, 10, 11])
    assert (runs[0].card_points[early].sum(axis=1) < 70).any()   # stopped short, as result() says


@pytest.mark.parametrize("variant,names", [
    ("slovenian", ("klop", "three")), ("jokai", ("no contract", "first double")),
    ("paskievics", ("three", "two"))])
def test_contract_names_are_the_games_own(variant, names):
    """``r.contract_names`` names the ``contract`` column's indices in the run's game (the
    module's ``CONTRACT_NAMES`` are Slovenian's); the summary counts by those names."""
    r = simulate(variant, 2000, seed=4, policies="rule")
    assert r.contract_names[:2] == names
    counted = {r.contract_names[c]: int((r.contract == c).sum()) for c in set(r.contract.tolist()) if c >= 0}
    assert r.summary["contracts"] == counted and counted


def test_card_points_are_conserved():
    # SL-C1: played to the end, the two sides' points add to 70; klop rounds each seat's
    # pile, so the seats' points add to 70 within the rounding (at most 1/3 per pile).
    r = simulate("slovenian", 3000, seed=3, policies="rule")
    full = (r.contract >= 1) & (r.contract <= 6)
    assert full.sum() > 1000
    assert (r.card_points[full].sum(axis=1) == 70).all()
    klop = r.contract == 0
    assert klop.any()
    assert (abs(r.seat_points[klop].sum(axis=1) - 70) <= 1).all()
    assert (r.card_points[klop] == -1).all()
    # Early ends (SL-B1) may leave cards uncounted, never more than 70.
    p = simulate("slovenian", 2000, seed=3, **PLAY_TWO)
    ok = p.contract >= 0
    assert (p.contract[ok] == 2).all() and (p.declarer[ok] == 2).all()
    assert (p.called[ok] == tarokk.parse_card("KS")).all()
    assert (p.card_points[ok].sum(axis=1) == 70).all()
    assert (p.tricks[ok].sum(axis=1) == 12).all()


@pytest.mark.parametrize("variant,n,policies", [("slovenian", 4, "random"), ("slovenian-3", 3, "rule")])
def test_deals_replay_on_the_one_deal_engines(variant, n, policies):
    r = simulate(variant, 40, seed=9, policies=policies, dealer=1)
    sim = native.Simulator("slovenian", n, seed=9, policies=policies, dealer=1)
    for i in range(40):
        for backend in ("native", "reference"):
            g = engine_factory("slovenian", backend)(n, seed=r.deal_seed(i), dealer=1)
            assert [g.hands, g.talon] == [*map(list, sim.deal(i))]
            for seat, action in sim.trace(i):
                assert g.current_player == seat
                g.apply(action)
            assert g.is_over
            res = g.result()
            assert list(r.amounts[i]) == res["amounts"]
            if res["annulled"]:
                assert r.contract[i] == -1
                continue
            assert r.contract[i] == res["contract"]
            assert r.declarer[i] == (-1 if res["declarer"] is None else res["declarer"])
            if res["contract"] == 0:
                assert list(r.seat_points[i]) == res["card_points"]
            else:
                assert list(r.card_points[i]) == res["card_points"]


def test_random_policy_is_the_documented_one():
    # Deal i: cards from deal_seed(seed, i), actions legal[Rng(deal_seed + 1).below(len)].
    r = simulate("slovenian", 30, seed=4)
    for i in range(30):
        ds = tarokk.deal_seed(4, i)
        g = reference.SlovenianGame(4, seed=ds)
        rng = Rng(ds + 1)
        steps = 0
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.below(len(legal))])
            steps += 1
        assert list(r.amounts[i]) == g.result()["amounts"]
        assert r.steps[i] == steps


def test_play_phase_with_fixed_hands():
    deal = native.Game("slovenian", 4, seed=77)
    hands, talon = deal.hands, deal.talon
    # A fixed deal: the cards never change, only the choices.
    r = simulate("slovenian", 300, seed=1, contract="solo three", declarer=1, hands=hands, talon=talon)
    assert (r.contract == 4).all() and (r.declarer == 1).all() and (r.partner == -1).all()
    # One fixed hand, the others sampled around it.
    sim = native.Simulator("slovenian", 4, seed=1, contract=4, declarer=1, hand=hands[1])
    for i in range(20):
        h, t = sim.deal(i)
        assert h[1] == sorted(hands[1])
        assert sorted(sum(h, []) + t) == list(range(54))
    r = simulate("slovenian", 500, seed=1, contract=4, declarer=1, hand=hands[1], policies="rule")
    assert (r.contract == 4).all() and (r.card_points.sum(axis=1) == 70).all()
    assert 0.0 <= r.summary["declarer_win_rate"] <= 1.0


@pytest.mark.parametrize("kw,match", [
    (dict(variant="no-such-game"), "unknown variant"),
    (dict(policies="greedy"), "unknown policy"),
    (dict(policies=["random"] * 3), "one per seat"),
    (dict(n_deals=-1), "n_deals"),
    (dict(seed=-5), "seed"),
    (dict(threads=-1), "threads"),
    (dict(chunk_size=0), "chunk_size"),
    (dict(no_such_option=True), "unknown option"),
    (dict(contract="grand"), r'unknown contract "grand": 0 klop, 1 three, 2 two, 3 one, 4 solo three, .*, 11 valat$'),
    (dict(contract=99), r'no contract 99: 0 klop, 1 three, .*, 11 valat$'),
    (dict(contract="solo two", variant="slovenian-3"), "not a contract"),
    (dict(contract="three", declarer=3), "forehand"),
    (dict(contract="solo two", called="KH"), "calls no king"),
    (dict(contract="two", called="QH"), "queen"),
    (dict(contract="two", called="XXI"), "cannot be called"),
    (dict(declarer=1), "give a contract"),
    (dict(contract="two", hand=[0, 1, 2]), "12"),
    (dict(contract="two", hand=list(range(22, 34))), "no tarok"),
    (dict(contract="two", hand=[0] * 12), "twice"),
    (dict(contract="two", hand=[99] + list(range(11))), "card id"),
    (dict(contract="two", hands=[[0]] * 4, talon=[1] * 6), "hand"),
    (dict(contract="two", hands=[list(range(12 * s, 12 * s + 12)) for s in range(4)],
          talon=[48, 49, 50, 51, 52, 53]), "no tarok"),
    (dict(contract="two", talon=[1, 2, 3, 4, 5, 6]), "together"),
    (dict(dealer=4), "dealer"),
    (dict(contract="klop", declarer=2), "klop has no declarer"),  # SL-L1 (it moved a fixed hand silently)
    # A card name the notation does not know is a bad argument too (it was a NotationError,
    # which `except InvalidInputError` let through).
    (dict(contract="two", called="zz"), "unknown card name: 'zz'"),
    (dict(contract="two", hand="Sk XXI zz"), "unknown card name: 'zz'"),
    (dict(start=2**63 - 50), r"start \(with 100 deals: start \+ n_deals at most 2\*\*63-1\)"),
])
def test_bad_input_is_refused_before_any_work(kw, match):
    kw = dict(kw)
    args = [kw.pop("variant", "slovenian"), kw.pop("n_deals", 100)]
    calls = []
    with pytest.raises(InvalidInputError, match=match):
        simulate(*args, progress=lambda d, t: calls.append(d), **kw)
    assert calls == []
    with pytest.raises(InvalidInputError):
        tarokk.iter_simulate(*args, **kw)  # checked when called, not when iterated


def test_progress_and_chunks():
    seen = []
    r = simulate("slovenian", 2500, seed=1, chunk_size=1000, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1000, 2500), (2000, 2500), (2500, 2500)]
    parts = list(tarokk.iter_simulate("slovenian", 2500, seed=1, chunk_size=1000))
    assert [p.n_deals for p in parts] == [1000, 1000, 500]
    assert [p.start for p in parts] == [0, 1000, 2000]
    np.testing.assert_array_equal(np.concatenate([p.amounts for p in parts]), r.amounts)
    empty = simulate("slovenian", 0)
    assert empty.n_deals == 0 and empty.amounts.shape == (0, 4) and not empty.interrupted


def test_interrupt_from_progress_keeps_completed_chunks():
    def stop(done, total):
        raise KeyboardInterrupt

    r = simulate("slovenian", 5000, seed=8, chunk_size=1000, progress=stop)
    assert r.interrupted and r.n_deals == 1000 and r.requested == 5000
    same(r, simulate("slovenian", 1000, seed=8))


def test_ctrl_c_during_a_native_run_returns_the_blocks_done():
    sim = native.Simulator("slovenian", 4, seed=1, policies="rule")
    # Ctrl-C as the default handler gives it, but our own for this test: it once failed in
    # a full run as if the signal had not interrupted (the handler then in force, or a
    # signal lost), so a Ctrl-C comes every 0.2 s until the run returns, and only the
    # first raises (a later one cannot end the test run).
    armed, stop = threading.Event(), threading.Event()
    armed.set()

    def handler(signum, frame):
        if armed.is_set():
            armed.clear()
            raise KeyboardInterrupt

    def ctrl_c():
        while not stop.wait(0.2):
            os.kill(os.getpid(), signal.SIGINT)

    old = signal.signal(signal.SIGINT, handler)
    sender = threading.Thread(target=ctrl_c, daemon=True)
    sender.start()
    try:
        cols, done, interrupted = sim.run(0, 1_000_000, 1, 2000)
    finally:
        stop.set()
        sender.join()
        armed.clear()
        signal.signal(signal.SIGINT, old)
    assert interrupted and 0 < done < 1_000_000 and done % 2000 == 0
    assert len(cols["amounts"]) == done * 4 * 4
    full, done2, _ = sim.run(0, done, 2)
    assert bytes(full["amounts"]) == bytes(cols["amounts"])


class _Seeded:
    """An rng whose draw is a given seed: how search_policy takes its decision's seed."""

    def __init__(self, seed: int):
        self.seed = seed

    def getrandbits(self, k: int) -> int:
        assert k == 63
        return self.seed


@pytest.mark.parametrize("variant,n,game", [("slovenian", 4, "slovenian"), ("jokai", 3, "jokai"),
                                            ("paskievics", 4, "paskievics")])
def test_a_search_seat_plays_as_the_search_policy_does(variant, n, game):
    """simulate with a "pimc" seat (the issue's bots usable everywhere): each deal as
    tarokk.Game plays it with search_policy at that seat, given the documented seed of each
    decision (deal_seed(deal_seed(seed, i), step + 1)), and rule_policy at the others; the
    same rows on one thread and two."""
    from tarokk.policies import rule_policy, search_policy
    policies = ["rule"] * n
    policies[1] = "pimc:worlds=3,rollouts=3"
    r = simulate(variant, 6, seed=5, policies=policies, threads=1)
    same(r, simulate(variant, 6, seed=5, policies=policies, threads=2))
    sim = native.Simulator(game, n, seed=5, policies=policies)
    assert sim.searching and not native.Simulator(game, n, policies="rule").searching
    pimc = search_policy(worlds=3, rollouts=3)
    for i in range(6):
        d = r.deal_seed(i)
        g = tarokk.Game(variant, seed=d, dealer=0)
        trace = sim.trace(i)
        for step, (seat, action) in enumerate(trace):
            assert g.current_player == seat
            chosen = pimc(g, _Seeded(native.deal_seed(d, step + 1))) if seat == 1 else rule_policy(g)
            assert int(chosen) == action, (variant, i, step)
            g.apply(chosen)
        assert g.is_over and r.steps[i] == len(trace)
        assert list(r.amounts[i]) == list(g.result().amounts)


def test_search_policy_names_are_checked_before_any_work():
    for bad, match in [("pimc:worlds=0", "worlds must be an int >= 1, not 0"),
                       ("pimc:rollouts=123456789", "rollouts must be at most 100000 per decision"), ("pimc:depth=3", "worlds=N"),
                       ("pimc:seconds=x", "seconds=T"), ("rule:x", "unknown policy")]:
        with pytest.raises(InvalidInputError, match=match):
            simulate("jokai", 10, policies=bad)


def test_a_search_seat_plays_the_paskievics_play_phase_mode():
    """PK-H1/PK-H2: its fixed call is made on any hand, also one the rules do not offer it;
    the search player's worlds take it as made (the Rust test counts the worlds drawn), so
    the seat searches (its deals differ from the rule player's) and the rows do not depend
    on the threads."""
    args = dict(policies=["rule", "pimc:worlds=2,rollouts=2", "rule", "rule"], contract=1,
                declarer=1, called="XX", seed=3)
    one = simulate("paskievics", 6, threads=1, **args)
    two = simulate("paskievics", 6, threads=2, **args)
    assert one.amounts.tolist() == two.amounts.tolist()
    assert all(sum(row) == 0 for row in one.amounts.tolist())
    play = {k: args[k] for k in ("contract", "declarer", "called")}
    search = native.Simulator("paskievics", 4, seed=3, policies=args["policies"], **play)
    rule = native.Simulator("paskievics", 4, seed=3, policies="rule", **play)
    assert search.searching
    assert [search.trace(i) for i in range(6)] != [rule.trace(i) for i in range(6)]


def test_threads_0_means_every_core_as_for_solve_and_arena():
    """A user test found threads=0 refused here and 'every core' in solve and arena."""
    a = simulate("jokai", 300, seed=2, threads=0)
    b = simulate("jokai", 300, seed=2, threads=1)
    assert a.threads >= 1 and (a.amounts == b.amounts).all()


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="needs Linux and two CPUs to bind a process to one")
def test_every_core_means_the_cores_the_process_may_use():
    """``threads=0`` (or None) counts the CPUs the process is bound to, as the core's solver
    does, not the machine's: bound to one CPU (``taskset -c 0``, or a container's quota),
    simulate and arena ran a thread per CPU of the machine on it."""
    script = ("import os; os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]}); import tarokk; "
              "print(tarokk._core.available_cores(), tarokk.simulate('jokai', 40, seed=2).threads, "
              "tarokk.arena('jokai', 'random', 4, seed=2).threads)")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.split() == ["1", "1", "1"], out


@pytest.mark.parametrize("variant,policies", [("slovenian", "random"), ("slovenian-3", "rule"), ("jokai", "rule"),
                                              ("jokai-4", "random"), ("paskievics", "rule"), ("paskievics-5", "random")])
def test_a_row_is_a_game_to_look_at(variant, policies):
    """``SimulationResult.game_of(i)``: deal ``i`` with its players' actions, as a finished
    ``tarokk.Game`` on either backend, scored as its row; a chunk of ``iter_simulate`` too."""
    r = simulate(variant, 25, seed=4, policies=policies, dealer=1, start=3)
    for i in range(0, 25, 4):
        for backend in ("native", "reference"):
            g = r.game_of(i, backend=backend)
            assert g.is_over and list(g.result().amounts) == list(r.amounts[i])
            assert list(map(int, r.steps[i:i + 1])) == [len(g.history)]
    chunk = next(tarokk.iter_simulate(variant, 8, seed=4, policies=policies, dealer=1, start=3, chunk_size=4))
    assert chunk.game_of(2).history == r.game_of(2).history
    assert r.game_of(np.int64(5)).seed == r.deal_seed(5)  # an index from NumPy; the deal keeps its seed
    for bad in (-1, 25, True, "1"):
        with pytest.raises(InvalidInputError, match="i is a deal of this result"):
            r.game_of(bad)


def test_a_row_of_a_paskievics_run_with_rautes_is_a_game():
    """PK-D3: with ráütés nobody holds cards before the cut, so the row is dealt from its
    seed, not from the hands (found by a review: every such row was refused)."""
    for variant in ("paskievics", "paskievics-5"):
        r = simulate(variant, 6, seed=3, policies="rule", rautes=True)
        for i in range(6):
            g = r.game_of(i, backend="reference" if i % 2 else "native")
            assert list(g.result().amounts) == list(r.amounts[i])


@pytest.mark.parametrize("variant,kw", [("slovenian", PLAY_TWO), ("slovenian", dict(contract="klop")),
                                        ("slovenian", dict(contract="solo one", hand="Sk XXI XX XIX XV X V III KH QH KD 7S")),
                                        ("slovenian-3", dict(contract="one", declarer=0)),
                                        ("jokai", dict(contract="first double")), ("jokai-4", dict(contract="solo"))])
def test_a_row_of_a_slovenian_or_jokai_fixed_contract_is_a_game(variant, kw):
    """The Slovenian and Jókai play-phase modes bid the contract by the declarer while the
    others pass (docs/simulation.md), which the rules allow (SL-B2..B4, JK-B1): each row is a
    finished tarokk.Game, scored as its row, on either backend (they were refused as
    "starting in the play")."""
    r = simulate(variant, 12, seed=1, policies="rule", **kw)
    for i in range(12):
        g = r.game_of(i, backend="reference" if i % 2 else "native")
        assert g.is_over and list(g.result().amounts) == list(r.amounts[i])
        assert len(g.history) == r.steps[i]


def test_a_row_of_a_paskievics_fixed_contract_is_no_game():
    r = simulate("paskievics", 3, seed=1, contract="two")
    with pytest.raises(InvalidInputError, match="starts in the play"):
        r.game_of(0)


def test_deal_seed_refuses_what_is_no_deal_index():
    """tarokk.deal_seed takes the indices a run has (0..2**63-1, as start): an index of
    2**63 or more was a bare OverflowError from the binding, a float a bare TypeError, and
    True was taken for 1."""
    assert tarokk.deal_seed(5, 1500) == native.deal_seed(5, 1500)
    assert tarokk.deal_seed(np.uint64(2**64 - 1), np.int64(3)) == native.deal_seed(2**64 - 1, 3)
    for seed, index, match in [(0, 2**63, "index must be at most"), (0, 2**64 - 1, "index must be at most"),
                               (0, 1.5, "index must be an integer"), (0, True, "index must be an integer"),
                               (0, -1, "index must be >= 0"), (2**64, 0, "seed must be in 0..2\\*\\*64-1")]:
        with pytest.raises(InvalidInputError, match=match):
            tarokk.deal_seed(seed, index)


def test_a_result_larger_than_memory_is_refused_before_any_deal(monkeypatch):
    """The arrays are allocated lazily, so a run whose result cannot fit in the machine's
    memory (10**9 deals: 40 GiB) started and would be killed by the kernel halfway; it is
    refused before the first deal, locally and on Ray, with the way to run it in parts."""
    import tarokk.simulation as simulation
    monkeypatch.setattr(simulation, "_memory_limit", lambda: 1_000_000)  # 1 MB: 23,255 deals of four seats
    calls = []
    with pytest.raises(InvalidInputError, match="more than this machine's .* run them in parts"):
        simulate("slovenian", 30_000, progress=lambda d, t: calls.append(d))
    with pytest.raises(InvalidInputError, match="more than this machine's"):
        simulate("slovenian", 30_000, cluster="local")  # before Ray is asked
    assert calls == []
    assert simulate("slovenian", 20_000).n_deals == 20_000
    assert len(list(tarokk.iter_simulate("slovenian", 30_000, chunk_size=10_000))) == 3  # kept chunk by chunk


def test_a_result_rebuilt_from_saved_arrays_names_its_own_game(tmp_path):
    """A result saved with numpy and rebuilt as SimulationResult(variant, ...) takes its game
    from the variant: a Jókai one was labelled with Slovenian contract and bonus names."""
    from tarokk.simulation import SimulationResult
    r = simulate("jokai", 300, seed=1, policies="rule")
    np.savez(tmp_path / "run.npz", **r.arrays)
    with np.load(tmp_path / "run.npz") as z:
        back = SimulationResult("jokai", 3, 1, 0, 300, dict(z))
    assert back.game == "jokai" and back == r
    assert back.summary.contracts == r.summary.contracts and set(back.summary.contracts) <= set(r.contract_names)
    assert back.bonus_names == r.bonus_names
    assert SimulationResult("paskievics-5", 5, 1, 0, 0, {}).game == "paskievics"


@pytest.mark.parametrize("variant", ["slovenian", "slovenian-3", "jokai-4", "paskievics-5"])
def test_flat_columns_for_a_data_frame(variant):
    """r.flat(): one-dimensional columns (pandas.DataFrame(r.arrays) refuses the 2-D ones),
    contract names with "" for -1 (r.contract_names[-1] would name an annulled deal by the
    game's last contract), a bool column per bonus and side."""
    r = simulate(variant, 2000, seed=2, policies="rule")
    f = r.flat()
    assert all(a.ndim == 1 and len(a) == r.n_deals for a in f.values())
    names = np.array(r.contract_names, dtype=object)
    played = r.contract >= 0
    assert list(f["contract_name"][played]) == list(names[r.contract[played]])
    assert set(f["contract_name"][~played]) <= {""}
    for seat in range(r.num_players):
        np.testing.assert_array_equal(f[f"amounts_{seat}"], r.amounts[:, seat])
    np.testing.assert_array_equal(f["card_points_defenders"], r.card_points[:, 1])
    for bonus in r.bonus_names:
        assert int(f[f"bonus_{bonus}_declarer"].sum()) == r.summary.bonuses[bonus].declarer
        assert int(f[f"bonus_{bonus}_defenders"].sum()) == r.summary.bonuses[bonus].defenders
    assert r.policies == ("rule",) * r.num_players


def test_to_pandas_and_the_policies_per_seat():
    import pandas as pd  # installed with the test environment (make test), as tarokk[pandas]
    r = simulate("slovenian", 500, seed=2, start=100, policies=["rule", "random", "rule-bid", "rule"])
    df = r.to_pandas()
    assert isinstance(df, pd.DataFrame) and len(df) == 500 and df.index[0] == 100
    assert df.attrs["policies"] == ("rule", "random", "rule-bid", "rule") == r.policies
    assert df.attrs["seed"] == 2 and df.attrs["variant"] == "slovenian"
    assert df["amounts_0"].sum() == r.amounts[:, 0].sum()


def test_policies_may_be_a_numpy_array_of_names():
    same(simulate("jokai", 200, seed=3, policies=np.array(["rule", "random", "rule"])),
         simulate("jokai", 200, seed=3, policies=["rule", "random", "rule"]))


def test_results_are_equal_by_their_deals():
    """``==`` compares what a run holds (its deals and parameters), not how it ran (time,
    threads): a pickled copy and a run on other threads are equal, another seed or fewer
    deals are not. (It raised ValueError: a dataclass comparing dicts of NumPy arrays.)"""
    import pickle

    r = simulate("paskievics", 60, seed=3, threads=2)
    assert r == pickle.loads(pickle.dumps(r)) == simulate("paskievics", 60, seed=3, threads=1)
    assert r != simulate("paskievics", 60, seed=4) and r != simulate("paskievics", 59, seed=3)
    assert r != "not a result" and not (r == None)  # noqa: E711


@pytest.mark.parametrize("name", ["progress", "cluster"])
def test_iter_simulate_says_which_arguments_are_simulates(name):
    """simulate's progress and cluster given to iter_simulate were "unknown option(s) for
    slovenian", as if a variant option were misspelt (from a data scientist's audit)."""
    with pytest.raises(InvalidInputError, match=f"iter_simulate takes no {name}"):
        tarokk.iter_simulate("slovenian", 10, **{name: True})


def test_the_summary_prints_as_the_command_line_does():
    """SimulationSummary.text(): the table of `tarokk simulate` from Python, its numbers the
    summary's (the declarer's mean points and the actions per deal too)."""
    s = simulate("jokai", 3000, seed=5, policies="rule").summary
    text = s.text()
    assert f"declarer success rate: {s.declarer_win_rate:.1%}" in text
    assert f"declarer side's mean card points: {s.mean_declarer_points:.2f}" in text
    assert f"actions per deal: {s.mean_steps:.1f}" in text
    for name, count in s.contracts.items():
        assert f"{name:<16}{count:>10,}" in text
    for name, made in s.bonuses.items():
        assert f"{name:<16}{made.declarer:>12,}" in text


@pytest.mark.parametrize("variant,kw", [("slovenian", {}), ("slovenian-3", dict(policies="rule")),
                                        ("jokai-4", dict(policies="rule")), ("paskievics-5", {}),
                                        ("slovenian", dict(contract="two", policies="rule"))])
def test_summarize_gives_the_summary_without_the_rows(variant, kw):
    """tarokk.summarize(iter_simulate(...)): the summary of simulate(...) exactly (rates and
    means from integer sums), holding one chunk at a time, with progress per chunk; the
    command line prints it this way, so a run larger than memory is summed, not refused."""
    whole = simulate(variant, 9000, seed=11, **kw).summary.as_dict()
    seen = []
    parts = tarokk.summarize(tarokk.iter_simulate(variant, 9000, seed=11, chunk_size=2000, **kw),
                             progress=lambda done, total: seen.append((done, total)))
    got = parts.as_dict()
    for timing in ("elapsed_s", "deals_per_s", "threads"):
        whole.pop(timing), got.pop(timing)
    assert got == whole
    assert seen == [(2000, 9000), (4000, 9000), (6000, 9000), (8000, 9000), (9000, 9000)]


def test_summarize_stops_where_the_run_stopped_and_refuses_other_things():
    def stop(done, total):
        if done >= 4000:
            raise KeyboardInterrupt
    s = tarokk.summarize(tarokk.iter_simulate("jokai", 10_000, seed=1, chunk_size=2000), progress=stop)
    assert s.interrupted and s.deals == 4000
    assert s.as_dict()["contracts"] == simulate("jokai", 4000, seed=1).summary.contracts
    with pytest.raises(InvalidInputError, match="at least one chunk"):
        tarokk.summarize([])
    with pytest.raises(InvalidInputError, match="the chunks of iter_simulate, not dict"):
        tarokk.summarize([{}])
    mixed = [next(tarokk.iter_simulate("jokai", 10)), next(tarokk.iter_simulate("slovenian", 10))]
    with pytest.raises(InvalidInputError, match="two games or tables"):
        tarokk.summarize(mixed)


def test_the_command_line_sums_a_run_larger_than_memory(monkeypatch, capsys):
    """`tarokk simulate` prints only the summary: it sums the run chunk by chunk, so a run
    whose rows would not fit in memory is not refused there (simulate() refuses it)."""
    import tarokk.simulation as simulation
    from tarokk import cli
    monkeypatch.setattr(simulation, "_memory_limit", lambda: 100_000)  # 2 325 deals of four seats
    with pytest.raises(InvalidInputError, match="more than this machine's"):
        simulate("slovenian", 5000)
    assert cli.main(["simulate", "slovenian", "--deals", "5000", "--json"]) == 0
    assert '"deals": 5000' in capsys.readouterr().out


def test_simulate_summary_is_simulates_summary_without_the_rows():
    kw = dict(seed=3, policies=["rule", "random", "rule", "rule-bid"], start=77)
    whole, alone = simulate("slovenian", 6000, **kw).summary.as_dict(), tarokk.simulate_summary(
        "slovenian", 6000, chunk_size=1000, **kw).as_dict()
    for timing in ("elapsed_s", "deals_per_s", "threads"):
        whole.pop(timing), alone.pop(timing)
    assert alone == whole
    assert tarokk.simulate_summary("jokai", 0).deals == 0
    with pytest.raises(InvalidInputError, match="unknown policy"):
        tarokk.simulate_summary("jokai", 10, policies="nonsense")


@pytest.mark.parametrize("variant", ["slovenian", "slovenian-5", "jokai-4", "paskievics"])
def test_a_saved_result_loads_back_equal(variant, tmp_path):
    """SimulationResult.save/load: the rows and the run's parameters in one .npz (the path as
    given, not with ".npz" added), read back equal, with its summary, game and players."""
    from tarokk.simulation import SimulationResult
    r = simulate(variant, 2500, seed=8, policies="rule", start=40)
    path = tmp_path / "run.data"
    r.save(path)
    back = SimulationResult.load(path)
    assert back == r and back.game == r.game and back.policies == r.policies
    assert back.summary.contracts == r.summary.contracts and back.summary.bonuses == r.summary.bonuses
    with np.load(path) as z:  # plain NumPy reads the columns by name
        np.testing.assert_array_equal(z["amounts"], r.amounts)


def test_a_file_that_is_no_saved_result_is_refused(tmp_path):
    from tarokk.simulation import SimulationResult
    r = simulate("jokai", 100, seed=1)
    good = tmp_path / "good.npz"
    r.save(good)
    cases = {"text.npz": None, "plain.npz": dict(r.arrays),
             "short.npz": {**{k: v for k, v in r.arrays.items() if k != "won"}},
             "dtype.npz": {**r.arrays, "amounts": r.amounts.astype(np.int64)}}
    for name, arrays in cases.items():
        path = tmp_path / name
        if arrays is None:
            path.write_text("not numpy")
        else:
            with np.load(good) as z:
                meta = z["__meta__"]
            np.savez(path, **({} if name == "plain.npz" else {"__meta__": meta}), **arrays)
        with pytest.raises(InvalidInputError, match="saved simulation|column|cannot read"):
            SimulationResult.load(path)
    with pytest.raises(InvalidInputError, match="cannot write"):
        r.save(tmp_path / "no" / "such" / "dir.npz")


def test_the_command_line_keeps_the_rows_with_out(tmp_path, capsys):
    """`tarokk simulate --out FILE` writes every row (SimulationResult.load reads them back,
    equal to simulate's); `--compulsory-klop` plays Slovenian compulsory klop rounds (SL-B6)."""
    from tarokk import cli
    from tarokk.simulation import SimulationResult
    path = tmp_path / "klop.npz"
    assert cli.main(["simulate", "slovenian", "--deals", "400", "--seed", "5", "--policy", "rule",
                     "--compulsory-klop", "--out", str(path)]) == 0
    back = SimulationResult.load(path)
    assert back == simulate("slovenian", 400, seed=5, policies="rule", compulsory_klop=True)
    assert set(back.summary.contracts) <= {"klop", "solo without", "open beggar", "colour valat", "valat"}
    normal = simulate("slovenian", 400, seed=5, policies="rule").summary.contracts
    assert back.summary.contracts["klop"] > normal.get("klop", 0) and "two" in normal and "three" in normal
    capsys.readouterr()
    assert cli.main(["simulate", "jokai", "--deals", "10", "--compulsory-klop"]) == 2
    assert "Slovenian flag" in capsys.readouterr().err


def test_the_default_chunks_are_the_documented_ones():
    """docs/simulation.md: the run goes in chunks of `chunk_size`, default 65 536 deals;
    with a search seat, eight deals a thread ("The search player")."""
    assert [c.n_deals for c in tarokk.iter_simulate("slovenian", 65_537, seed=1)] == [65_536, 1]
    search = ["random", "pimc:worlds=1,rollouts=1", "random", "random"]
    assert [c.n_deals for c in tarokk.iter_simulate("slovenian", 9, seed=1, policies=search, threads=1)] == [8, 1]
    assert [c.n_deals for c in tarokk.iter_simulate("slovenian", 17, seed=1, policies=search, threads=2)] == [16, 1]


def _ray_stand_in(monkeypatch, calls, stop_after=None):
    """A stand-in for Ray's ``distributed.run_shards``: each shard run in turn here, merged
    by the caller's ``merge``; ``stop_after`` shards, then interrupted (as Ctrl-C leaves a
    run)."""
    from types import SimpleNamespace
    from tarokk import distributed

    def run_shards(task, start, count, *, cluster, merge, shard_size, progress, num_cpus, size=len):
        calls.append((start, count, cluster, shard_size, num_cpus))
        plan = [(s, min(shard_size, start + count - s)) for s in range(start, start + count, shard_size)]
        done = plan[:stop_after]
        return SimpleNamespace(value=merge([task(s, c) for s, c in done]), count=sum(c for _, c in done),
                               interrupted=len(done) < len(plan), elapsed=1.5,
                               cluster=SimpleNamespace(address="stand-in:1", cpus=2), shards=len(done))

    monkeypatch.setattr(distributed, "run_shards", run_shards)


def test_on_a_cluster_the_deals_go_in_the_documented_shards(monkeypatch):
    """docs/simulation.md, "On a Ray cluster": shards of `chunk_size` deals (default 262 144;
    64 with a search seat), each a task of `threads` threads (default 1), merged in index
    order into the local run's arrays, the cluster in `params`. A stand-in for Ray runs each
    shard in turn."""
    calls = []
    _ray_stand_in(monkeypatch, calls)
    r = simulate("jokai", 50, seed=3, start=7, policies="rule", cluster="stand-in")
    assert calls == [(7, 50, "stand-in", 262_144, 1)]
    same(r, simulate("jokai", 50, seed=3, start=7, policies="rule"))
    assert (r.start, r.requested, r.threads, r.elapsed, r.interrupted) == (7, 50, 1, 1.5, False)
    assert r.params == {"cluster": "stand-in:1", "cluster_cpus": 2, "shards": 1}
    assert r.summary.cluster == r.params and "on Ray at stand-in:1 (2 CPUs, 1 shard(s) of 1 thread(s))" in r.summary.text()
    assert list(r.game_of(4).result().amounts) == list(r.amounts[4])  # the run's setup is kept
    r = simulate("jokai", 50, seed=3, start=7, policies="rule", cluster="stand-in", chunk_size=12, threads=2)
    assert calls[-1] == (7, 50, "stand-in", 12, 2) and r.params["shards"] == 5
    same(r, simulate("jokai", 50, seed=3, start=7, policies="rule"))
    simulate("jokai", 2, seed=3, policies=["rule", "pimc:worlds=1,rollouts=1", "rule"], cluster="stand-in")
    assert calls[-1] == (0, 2, "stand-in", 64, 1)


def test_a_summary_on_a_cluster_sums_the_shards_sums(monkeypatch):
    """simulate_summary(..., cluster=...): each shard sends back its sums (shards of the
    documented sizes, as simulate's), added into the summary of the local run; a run stopped
    after some shards is summed to there, interrupted."""
    calls = []
    _ray_stand_in(monkeypatch, calls)
    got = tarokk.simulate_summary("slovenian", 900, seed=2, policies="rule", cluster="stand-in", chunk_size=200)
    assert calls == [(0, 900, "stand-in", 200, 1)]
    assert got.cluster == {"cluster": "stand-in:1", "cluster_cpus": 2, "shards": 5}
    assert (got.threads, got.elapsed_s, got.interrupted) == (1, 1.5, False)
    whole = simulate("slovenian", 900, seed=2, policies="rule").summary.as_dict()
    got = got.as_dict()
    for timing in ("elapsed_s", "deals_per_s", "threads", "cluster"):
        whole.pop(timing), got.pop(timing)
    assert got == whole
    tarokk.simulate_summary("slovenian", 10, seed=2, cluster="stand-in", threads=3)
    assert calls[-1] == (0, 10, "stand-in", 262_144, 3)
    tarokk.simulate_summary("slovenian", 2, seed=2, policies=["pimc:worlds=1,rollouts=1"] + ["rule"] * 3,
                            cluster="stand-in")
    assert calls[-1] == (0, 2, "stand-in", 64, 1)
    calls.clear()
    _ray_stand_in(monkeypatch, calls, stop_after=2)
    part = tarokk.simulate_summary("slovenian", 900, seed=2, policies="rule", cluster="stand-in", chunk_size=200)
    first = simulate("slovenian", 400, seed=2, policies="rule").summary
    assert part.interrupted and part.deals == 400 and part.contracts == first.contracts
    assert part.mean_amounts == first.mean_amounts and part.bonuses == first.bonuses


def test_results_differ_by_any_value_of_their_rows():
    """``==`` compares every array: a result with one value changed is not equal, though
    its parameters and columns are the same."""
    r = simulate("jokai", 40, seed=2, policies="rule")
    other = tarokk.simulation.SimulationResult("jokai", 3, 2, 0, 40, {k: v.copy() for k, v in r.arrays.items()})
    assert other == r
    other.arrays["steps"][17] += 1
    assert other != r and r != other


def test_a_summary_is_read_only():
    """SimulationSummary is a frozen record of a run's aggregates: a field cannot be set."""
    import dataclasses
    s = simulate("slovenian", 10, seed=1).summary
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.deals = 11  # type: ignore[misc]


def test_the_summary_of_one_deal_gives_its_shares_of_one():
    """SimulationSummary.text(): each share is of the deals completed, 100.0% for a
    contract of a one-deal run (the 1 only guards a run of none)."""
    s = simulate("jokai", 1, seed=1, policies="rule").summary
    (name, count), = s.contracts.items()
    assert count == 1 and f"{name:<16}{1:>10,}{'100.0%':>8}" in s.text()


def test_a_row_of_the_last_deal_index_is_a_game():
    """game_of on the last deal a run may have (index 2**63-2: start + n_deals at most
    2**63-1) replays it, as it replays any other."""
    r = simulate("slovenian", 1, seed=9, start=2**63 - 2, policies="rule")
    g = r.game_of(0)
    assert g.seed == tarokk.deal_seed(9, 2**63 - 2) and list(g.result().amounts) == list(r.amounts[0])


def test_sl_b6_a_row_of_a_compulsory_klop_run_is_a_compulsory_klop_deal():
    """SL-B6: game_of keeps the deal flags of the run: a row of a compulsory klop run is a
    compulsory klop deal (its record says so), not a plain deal the same actions replay."""
    r = simulate("slovenian", 4, seed=5, policies="rule", compulsory_klop=True)
    for i in range(4):
        g = r.game_of(i)
        assert g.compulsory_klop and g.deal_flags == {"compulsory_klop": True}
    assert not simulate("slovenian", 1, seed=5, policies="rule").game_of(0).compulsory_klop


def test_a_file_of_another_format_or_with_columns_of_two_lengths_is_refused(tmp_path):
    """SimulationResult.load refuses a file whose __meta__ names another format, one that
    does not say its table (num_players), and one whose columns have different lengths."""
    import json
    from tarokk.simulation import SimulationResult
    r = simulate("jokai", 30, seed=1)
    good = tmp_path / "good.npz"
    r.save(good)
    with np.load(good) as z:
        meta = json.loads(str(z["__meta__"]))
    other = dict(meta, format="tarokk-simulation/0")
    no_table = {k: v for k, v in meta.items() if k != "num_players"}
    short = {**r.arrays, "won": r.won[:-1]}
    for name, m, arrays, match in [("format.npz", other, r.arrays, "is not a tarokk-simulation/1 file"),
                                   ("table.npz", no_table, r.arrays, "incomplete: no num_players"),
                                   ("bool.npz", dict(meta, num_players=True), r.arrays, "incomplete: no num_players"),
                                   ("rows.npz", meta, short, "column won has the shape")]:
        np.savez(tmp_path / name, __meta__=np.array(json.dumps(m)), **arrays)
        with pytest.raises(InvalidInputError, match=match):
            SimulationResult.load(tmp_path / name)


def test_flat_gives_the_declarer_sides_card_points():
    r = simulate("slovenian", 300, seed=2, policies="rule")
    np.testing.assert_array_equal(r.flat()["card_points_declarer"], r.card_points[:, 0])
    assert (r.card_points[:, 0] != r.card_points[:, 1]).any()


def test_bonus_made_is_the_declarers_side_by_default():
    r = simulate("slovenian", 3000, seed=2, policies="rule")
    np.testing.assert_array_equal(r.bonus_made("trula"), r.bonus_made("trula", 0))
    assert (r.bonus_made("trula", 0) != r.bonus_made("trula", 1)).any()


@pytest.mark.parametrize("variant", ["jokai", "paskievics"])
def test_mean_declarer_points_are_of_every_deal_with_a_declarer_and_card_points(variant):
    """The Hungarian games have no made-or-not contracts: the summary's mean card points are
    of every deal with a declarer whose sides have card points, a Paskievics three (contract
    index 0) and a Jókai declarer side that took no card points (0) among them."""
    r = simulate(variant, 20000, seed=3, policies="random")
    counted = (r.declarer >= 0) & (r.card_points[:, 0] >= 0)
    if variant == "paskievics":
        assert (r.contract[counted] == 0).any()
    else:
        assert (r.card_points[counted, 0] == 0).any()
    assert r.summary.mean_declarer_points == pytest.approx(r.card_points[counted, 0].mean())


def test_the_summary_of_an_interrupted_run_says_so():
    def stop(done, total):
        raise KeyboardInterrupt

    r = simulate("slovenian", 3000, seed=8, chunk_size=1000, progress=stop)
    assert r.interrupted and r.summary.interrupted and r.summary.deals == 1000
    assert not simulate("slovenian", 1000, seed=8).summary.interrupted


def test_the_summary_of_a_result_built_from_arrays_takes_its_time_and_threads():
    """A SimulationResult built from arrays (as from saved ones) is summed with the time
    and threads it is given (default: one thread, no time): deals_per_s is deals over
    seconds, for a time under a second too."""
    from tarokk.simulation import SimulationResult
    r = simulate("jokai", 50, seed=1)
    s = SimulationResult("jokai", 3, 1, 0, 50, dict(r.arrays), elapsed=0.25).summary
    assert (s.elapsed_s, s.deals_per_s, s.threads) == (0.25, 200.0, 1)
    assert SimulationResult("jokai", 3, 1, 0, 50, dict(r.arrays)).summary.deals_per_s is None


def test_summarize_tells_progress_of_the_deals_done_when_the_chunks_do_not_say_the_total():
    """summarize(chunks, progress): ``total`` is the deals asked for if the chunks come from
    iter_simulate, else the deals summed so far (0 after a chunk of none)."""
    seen = []
    chunks = [simulate("jokai", 0, seed=1), simulate("jokai", 5, seed=1)]
    tarokk.summarize(chunks, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(0, 0), (5, 5)]


def test_the_memory_limit_is_the_smaller_of_the_machines_and_the_containers(monkeypatch):
    """_memory_limit: the physical memory, or a container's (cgroup) limit below it; a
    cgroup limit above the machine's memory, or "max", leaves the machine's."""
    import io
    import tarokk.simulation as simulation
    pages = {"SC_PAGE_SIZE": 4096, "SC_PHYS_PAGES": 1000}  # 4 096 000 bytes
    monkeypatch.setattr(simulation.os, "sysconf", lambda name: pages[name])
    for cgroup, limit in [("2048000\n", 2_048_000), ("8192000\n", 4_096_000), ("max\n", 4_096_000)]:
        monkeypatch.setattr(simulation, "open", lambda path, *a, text=cgroup: io.StringIO(text), raising=False)
        assert simulation._memory_limit() == limit, cgroup


def test_the_defaults_of_a_run():
    """simulate's signature: 10 000 deals of seed 0 on every core the process may use (as
    threads=0), compulsory_klop None as False (a flag's None is its default,
    docs/protocol.md); chunk_size 1 is a chunk of one deal. iter_simulate and
    simulate_summary take the same defaults."""
    r = simulate("jokai")
    assert (r.n_deals, r.seed, r.threads) == (10_000, 0, native.available_cores())
    assert r == simulate("jokai", 10_000, seed=0, threads=0)
    assert sum(c.n_deals for c in tarokk.iter_simulate("jokai")) == 10_000
    assert next(tarokk.iter_simulate("jokai", 5)).seed == 0
    s = tarokk.simulate_summary("jokai")
    assert (s.deals, s.threads) == (10_000, native.available_cores())
    same(simulate("slovenian", 300, seed=4, policies="rule", compulsory_klop=None),
         simulate("slovenian", 300, seed=4, policies="rule"))
    seen = []
    simulate("jokai", 3, chunk_size=1, progress=lambda done, total: seen.append(done))
    assert seen == [1, 2, 3]


def test_a_run_fits_in_exactly_the_memory_it_needs(monkeypatch):
    """A result is refused only when it needs more than the memory (43 bytes a deal with
    four seats): 1 000 deals fit in 43 000 bytes, 1 001 do not."""
    import tarokk.simulation as simulation
    monkeypatch.setattr(simulation, "_memory_limit", lambda: 43_000)
    assert simulate("slovenian", 1000).n_deals == 1000
    with pytest.raises(InvalidInputError, match="more than this machine's"):
        simulate("slovenian", 1001)


def test_the_time_of_a_run_is_the_time_it_took():
    """``elapsed``: the seconds the core spent on the run's chunks, within the call's own."""
    import time
    t0 = time.perf_counter()
    r = simulate("slovenian", 3000, seed=1, chunk_size=1000)
    took = time.perf_counter() - t0
    assert 0 < r.elapsed <= took


class _StoppedCore:
    """A native simulator whose run stops at its ``stop_at_call``-th call after
    ``kept(count)`` deals, as Ctrl-C inside the core stops it (interrupted, the blocks done
    kept): ``Simulator.run``'s answer without a signal."""

    def __init__(self, sim, stop_at_call, kept):
        self._sim, self._calls, self._stop_at_call, self._kept = sim, 0, stop_at_call, kept

    def __getattr__(self, name):
        return getattr(self._sim, name)

    def run(self, start, count, threads):
        self._calls += 1
        if self._calls < self._stop_at_call:
            return self._sim.run(start, count, threads)
        cols, played, _ = self._sim.run(start, self._kept(count), threads)
        return cols, played, True


def _core_stops(monkeypatch, stop_at_call, kept):
    import tarokk.simulation as simulation
    real = simulation._prepare

    def prepare(*args, **kwargs):
        run = real(*args, **kwargs)
        run.sim = _StoppedCore(run.sim, stop_at_call, kept)
        return run

    monkeypatch.setattr(simulation, "_prepare", prepare)


def test_a_chunk_the_core_stopped_ends_the_run_interrupted(monkeypatch):
    """Ctrl-C inside the core's run of a chunk: simulate returns the deals done so far,
    ``interrupted`` (module docstring), no progress for the chunk cut short."""
    _core_stops(monkeypatch, stop_at_call=2, kept=lambda count: count // 2)
    seen = []
    r = simulate("jokai", 3000, seed=2, chunk_size=1000, progress=lambda done, total: seen.append(done))
    assert r.interrupted and r.n_deals == 1500 and seen == [1000]
    monkeypatch.undo()
    same(r, simulate("jokai", 1500, seed=2))


def test_a_shard_the_workers_core_stopped_is_an_error(monkeypatch):
    """A Ray shard is all its deals or an error: a worker whose core was stopped (a signal
    on the worker) raises ClusterError, also when it had played every deal of the shard
    (the signal came after the last block), and is not taken as the shard."""
    from tarokk.errors import ClusterError
    from tarokk.simulation import _Shard
    _core_stops(monkeypatch, stop_at_call=1, kept=lambda count: count)
    shard = _Shard("jokai", 1, dict(seed=1, policies="random", dealer=0, compulsory_klop=False, contract=None,
                                    declarer=None, called=None, hands=None, talon=None, hand=None, seat=None,
                                    options={}))
    with pytest.raises(ClusterError, match="interrupted on the worker"):
        shard(0, 5)


def test_every_seed_of_64_bits_is_a_seed_of_a_run():
    """A run's seed is 0 .. 2**64-1 (as tarokk.deal_seed's): the last one too."""
    last = 2**64 - 1
    r = simulate("jokai", 3, seed=last, policies="rule")
    assert r.seed == last and r.deal_seed(2) == tarokk.deal_seed(last, 2)
    assert r.game_of(2).seed == tarokk.deal_seed(last, 2)
