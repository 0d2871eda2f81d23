"""The Paskievics play-phase simulation (`tarokk.simulate(..., contract=...)`): every deal is
played at the forced level by the forced declarer (the contract is set, not bid, so no deal
is thrown in), the call fixed or the declarer's policy's, nobody announces; the records do
not depend on threads or chunks, the deals are the full mode's cards, and bad arguments are
refused before any work."""

from __future__ import annotations

import numpy as np
import pytest

import tarokk
import tarokk._core as native
from tarokk import InvalidInputError, simulate
from tarokk.engines import engine_factory
from tarokk.simulation import COLUMNS

#: The callable tarokks II–XX (PK-H1) by card id.
CALLABLE = set(range(1, 20))


def same(a, b) -> None:
    assert a.n_deals == b.n_deals
    for name in COLUMNS:
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name), err_msg=name)


def check_played(r, level: int, declarer: int, n: int) -> None:
    """Every deal of a play-phase run is the forced contract, played to the end."""
    assert r.n_deals > 0 and r.num_players == n
    assert (r.contract == level).all()
    assert (r.declarer == declarer).all()
    assert (r.won >= 0).all()
    assert (r.card_points.sum(axis=1) == 94).all()  # PK-X1
    assert (r.amounts.sum(axis=1) == 0).all()  # PK-X4: zero-sum
    assert (r.tricks.sum(axis=1) == 9).all()
    assert set(np.unique(r.called)) <= CALLABLE
    alone = r.partner < 0
    assert (r.partner[~alone] != declarer).all()
    s = r.summary
    assert s["annulled"] == 0 and s["contracts"] == {find_level_name(level): r.n_deals}


def find_level_name(level: int) -> str:
    return tarokk.find_game("paskievics").contract_names[level][0]


def test_three_by_seat_1():
    r = simulate("paskievics", 2000, seed=3, contract="three", declarer=1)
    check_played(r, 0, 1, 4)
    # The steps: the discards (three and one each, PK-S1), the call, four passes, 36 cards,
    # and a pass for each count that could be revealed.
    assert (r.steps >= 6 + 1 + 4 + 36).all()
    assert 0.0 < r.summary["declarer_win_rate"] < 1.0
    # Partner or alone, as the call falls: both happen.
    assert (r.partner >= 0).any() and (r.partner < 0).any()


@pytest.mark.parametrize("kw", [
    dict(policies="random"),
    dict(policies=["rule", "random", "rule", "random"]),
    dict(policies="rule", called="XV"),
])
def test_results_do_not_depend_on_threads_or_chunks(kw):
    runs = [simulate("paskievics", 1500, seed=11, threads=t, chunk_size=c, contract="one", declarer=2, **kw)
            for t, c in [(1, None), (2, 400), (3, 1024)]]
    for r in runs[1:]:
        same(runs[0], r)


@pytest.mark.parametrize("level,name", [(0, "három"), (1, "ketto"), (2, "egy"), (3, "szóló"), (3, "solo"),
                                        (3, 3), (1, "kettes")])
def test_levels_by_index_or_name(level, name):
    a = simulate("paskievics", 300, seed=5, contract=name, declarer=3)
    check_played(a, level, 3, 4)
    same(a, simulate("paskievics", 300, seed=5, contract=level, declarer=3))


def test_five_seat_preset():
    """Five at the table (PK-D4): the dealer sits out, takes no cards and, without the
    PK-D5 customs, neither pays nor receives."""
    r = simulate("paskievics-5", 2000, seed=4, dealer=2, contract="two", declarer=4, policies="rule")
    check_played(r, 1, 4, 5)
    assert r.amounts.shape == (2000, 5)
    assert (r.amounts[:, 2] == 0).all() and (r.tricks[:, 2] == 0).all()
    assert (r.partner != 2).all()
    # The forehand is the default declarer.
    d = simulate("paskievics-5", 200, seed=4, dealer=2, contract="two")
    check_played(d, 1, 3, 5)


def test_a_fixed_call():
    xv = tarokk.parse_card("XV")
    r = simulate("paskievics", 1000, seed=6, contract="solo", declarer=0, called="XV")
    check_played(r, 3, 0, 4)
    assert (r.called == xv).all()
    sim = native.Simulator("paskievics", 4, seed=6, contract="solo", declarer=0, called="XV")
    for i in range(200):
        # PK-H5: whoever plays the XV is the partner, unless it is the declarer; a XV in the
        # skart is played by nobody, and the declarer is alone.
        trace = sim.trace(i)
        after_call = [s for s, a in trace[next(k for k, (_, a) in enumerate(trace) if a >= 69) + 1:] if a == xv]
        holder = after_call[0] if after_call else 0
        assert r.partner[i] == (-1 if holder == 0 else holder)


def test_deals_are_the_full_modes_cards():
    """A play-phase deal is dealt exactly as a full deal with the same seed: the hands as
    dealt (before the talon is shared) and the talon, 42 cards once each."""
    sim = native.Simulator("paskievics", 4, seed=9, dealer=1, contract="two", declarer=3)
    full = native.Simulator("paskievics", 4, seed=9, dealer=1)
    make = engine_factory("paskievics", "native")
    for i in range(20):
        hands, talon = sim.deal(i)
        assert (hands, talon) == full.deal(i)
        g = make(4, seed=sim.deal_seed(i), dealer=1)
        assert [hands, talon] == [g.hands, g.talon]
        assert sorted(sum(hands, []) + talon) == sorted(int(c) for c in tarokk.PACK_42)
        assert [len(h) for h in hands] == [9] * 4


def test_nobody_announces_or_throws_in():
    """The traces hold no count, announcement or kontra, no ráütés and no throw-in, and
    exactly one call, the declarer's, even with the rule players (who would say their
    counts and annul a hand without tarokks) and with ráütés on."""
    count8, count9, annul, knock, call, announce = 67, 68, 60, 61, 69, 91
    for policies in ("rule", "random"):
        sim = native.Simulator("paskievics", 4, seed=2, policies=policies, contract=0, declarer=2,
                               options={"rautes": True})
        for i in range(300):
            trace = sim.trace(i)
            acts = [a for _, a in trace]
            assert not {count8, count9, annul, knock} & set(acts)
            assert all(a < announce for a in acts)
            calls = [(s, a) for s, a in trace if call <= a < announce]
            assert len(calls) == 1 and calls[0][0] == 2


@pytest.mark.parametrize("kw,match", [
    (dict(contract="grand"), "unknown Paskievics level"),
    (dict(contract=4), "no Paskievics level 4"),
    (dict(contract=-1), "no Paskievics level"),
    (dict(contract=True), "index 0..3 or a name"),
    (dict(contract="three", declarer=4), "not a seat of 4"),
    (dict(variant="paskievics-5", contract="three", declarer=0), "sits out"),
    (dict(contract="three", called="XXI"), "PK-H1"),
    (dict(contract="three", called="skíz"), "PK-H1"),
    (dict(contract="three", called="pagát"), "PK-H1"),
    (dict(contract="three", called="KS"), "PK-H1"),
    (dict(contract="three", called="no such card"), "called"),
    (dict(contract="three", called=99), "card"),
    (dict(declarer=1), "give a contract"),
    (dict(called="XX"), "give a contract"),
    (dict(contract="three", hand=list(range(9))), "not supported"),
    (dict(contract="three", hands=[[0]] * 4, talon=[1] * 6), "not supported"),
    (dict(compulsory_klop=True), "no klop"),
    (dict(contract="three", dealer=4), "dealer"),
    (dict(contract="three", policies=["rule"] * 3), "one per seat"),
])
def test_bad_arguments_are_refused_before_any_work(kw, match):
    kw = dict(kw)
    variant = kw.pop("variant", "paskievics")
    calls = []
    with pytest.raises(InvalidInputError, match=match):
        simulate(variant, 100, progress=lambda d, t: calls.append(d), **kw)
    assert calls == []
    with pytest.raises(InvalidInputError):
        tarokk.iter_simulate(variant, 100, **kw)  # checked when called, not when iterated
