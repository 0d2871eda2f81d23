"""The ``bonuses`` column of ``tarokk.simulate`` (bonuses made, a bit each, by the declarer's
side and by the defenders) against the reference engine: every deal of a run is replayed
from its trace on ``tarokk.Game(backend="reference")``, whose own scoring functions say
which bonuses each side made (SL-A1, JK-F2…F7, PK-X2). The summary's counts are the
column's."""

from __future__ import annotations

import pytest

import tarokk
from tarokk import _core
from tarokk.simulation import BonusCount


def reference_bonuses(g: tarokk.Game) -> list[int]:
    """``[declarer side, defenders]`` bits of the bonuses made in the finished reference
    deal ``g``, from the reference's scoring of the same facts."""
    e = g.engine
    bits = [0, 0]
    if g.game == "slovenian":
        from tarokk.reference.slovenian.names import BONUS_CONTRACTS, KING_ULTIMO, NUM_BONUSES
        from tarokk.reference.slovenian.scoring import DECLARER, _bonus_made_by, _Sides
        if e._annulled or e._contract not in BONUS_CONTRACTS:  # SL-S3: no bonuses there
            return bits
        deal = e._deal_outcome()
        sides = _Sides(deal)
        for b in range(NUM_BONUSES):
            if b == KING_ULTIMO and not deal.king_ultimo:
                continue
            made = _bonus_made_by(deal, sides, b)
            if made is not None and made[1]:
                bits[made[0] != DECLARER] |= 1 << b
    elif g.game == "jokai":
        from tarokk.reference.jokai.scoring import figures_made
        if e._thrown_in:
            return bits
        count_skart = e._options["figures_count_skart"]
        for side, (party, skart) in enumerate([({e._declarer_seat()}, e._discards),
                                               (set(e._opponents()), e._defender_skart)]):
            for f in figures_made(party, e._tricks, list(skart), count_skart):
                bits[side] |= 1 << (f - 1)  # bit b: figure b + 1 (the count is not made)
    else:
        assert g.game == "paskievics", f"no reference bonuses for {g.game}: add the game here"
        from tarokk.reference.paskievics.sides import DECLARER_SIDE, DEFENDERS_SIDE
        if e._annulled:
            return bits
        made = e._outcome().made
        for side, name in enumerate((DECLARER_SIDE, DEFENDERS_SIDE)):
            for f, m in enumerate(made[name]):
                bits[side] |= int(m) << f
    return bits


@pytest.mark.parametrize("alias,policies", [
    ("slovenian", "rule"), ("slovenian", "rule-bid"), ("slovenian-3", "rule"),
    ("jokai", "rule"), ("jokai", "random"), ("jokai-4", "rule"),
    ("paskievics", "rule"), ("paskievics", "random"), ("paskievics-5", "rule"),
])
def test_bonuses_made_agree_with_the_reference(alias, policies):
    n = 150
    r = tarokk.simulate(alias, n, seed=17, policies=policies, threads=1)
    info, v = tarokk.find_variant(alias)
    sim = _core.Simulator(info.name, v.engine_players, seed=17, policies=[policies], options=v.engine_options())
    assert tuple(sim.bonus_names) == r.bonus_names == info.bonus_names
    seen = [0, 0]
    for i in range(n):
        g = tarokk.Game(alias, seed=r.deal_seed(i), backend="reference")
        for seat, action in sim.trace(i):
            g.apply(action, seat=seat)
        assert g.is_over and list(g.result().amounts) == list(r.amounts[i])
        want = reference_bonuses(g)
        assert [int(x) for x in r.bonuses[i]] == want, (alias, i)
        seen = [s | w for s, w in zip(seen, want)]
    assert seen[0], f"no bonus made by a declarer's side in {n} deals of {alias}"
    s = r.summary
    assert list(s.bonuses) == list(info.bonus_names)
    for b, name in enumerate(info.bonus_names):
        assert s.bonuses[name] == BonusCount(int(((r.bonuses[:, 0] >> b) & 1).sum()),
                                             int(((r.bonuses[:, 1] >> b) & 1).sum()))
        assert (r.bonus_made(name, 0) == ((r.bonuses[:, 0] >> b) & 1).astype(bool)).all()


def test_the_bonuses_of_a_deal_that_has_none():
    """Klop (SL-L) and the thrown-in Jókai deal (JK-B3) make no bonus."""
    r = tarokk.simulate("slovenian", 400, seed=3, policies="rule")
    assert (r.bonuses[r.contract <= 0] == 0).all() and (r.contract == 0).any()
    r = tarokk.simulate("jokai", 400, seed=3, policies="rule")
    assert (r.bonuses[r.contract < 0] == 0).all() and (r.contract < 0).any()


def test_summary_is_typed_and_keeps_access_by_name():
    r = tarokk.simulate("slovenian", 300, seed=1, policies="rule")
    s = r.summary
    assert isinstance(s, tarokk.SimulationSummary)
    assert s["deals"] == s.deals == 300 and s["mean_amounts"] == s.mean_amounts
    with pytest.raises(KeyError):
        s["nothing"]
    d = s.as_dict()
    assert d["mean_amounts"] == list(s.mean_amounts)
    assert d["bonuses"]["trula"] == {"declarer": s.bonuses["trula"].declarer,
                                     "defenders": s.bonuses["trula"].defenders}
    with pytest.raises(tarokk.InvalidInputError, match="no bonus 'volát'"):
        r.bonus_made("volát")
