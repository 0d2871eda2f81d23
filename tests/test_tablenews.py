"""`tarokk.tablenews`: what a seat is told besides the actions, read off its own view."""

from __future__ import annotations

import random

import tarokk
from tarokk.policies import rule_policy
from tarokk.tablenews import discard_is_seen, news


def test_PK_D4_the_dealers_word_and_the_official_kontra():
    before = {"dealer_tarokks": None, "official_kontra": False, "discards": [[], [], [], [], []]}
    for k, said in [(0, "tiszta, mehet!"), (1, "fekszik egy tarokk, mehet!"), (2, "fekszik 2 tarokk, mehet!")]:
        after = dict(before, dealer_tarokks=k)
        assert news(before, after, 1, "ascii") == [f"dealer: {['no tarokk', '1 tarokk', '2 tarokks'][k]} among the discards ({said})"]
    after = dict(before, official_kontra=True)
    assert news(before, after, 1, "ascii") == ["official kontra (hivatalból kontra): the called tarokk lies among the discards"]


def test_PK_S2_the_player_says_how_many_tarokks_lie_in_the_books_words():
    """PK-S2: "Tarokk fekszik, vagy Két tarokk fekszik" (Tarokk-őr): the number said too."""
    before = {"discarded_tarokks": [None, None, None, None]}
    for k, said in [(1, "tarokk fekszik"), (2, "két tarokk fekszik"), (3, "három tarokk fekszik")]:
        after = {"discarded_tarokks": [None, None, k, None]}
        tarokks = "1 tarokk" if k == 1 else f"{k} tarokks"
        assert news(before, after, 0, "ascii") == [f"seat 2: {tarokks} in the skart ({said})"]
        assert news(before, after, 0, "ascii", lang="hu")[0].endswith(f"({said})")
    assert news(before, {"discarded_tarokks": [None, None, 0, None]}, 0, "ascii") == ["seat 2: no tarokk in the skart"]


def test_SL_P7_a_hand_shown_is_told_once_and_not_to_its_owner():
    before = {"revealed": {}}
    after = {"revealed": {2: [45, 1, 30]}}
    assert news(before, after, 0, "ascii") == ["seat 2 shows the hand: " + tarokk.format_cards([1, 30, 45], "ascii")]
    assert news(before, after, 2, "ascii") == []
    assert news(after, after, 0, "ascii") == []


def test_PK_S2_counts_and_discards_turned_up_come_from_the_view_of_a_real_deal():
    """Seat 1 is told each other seat's count of discarded tarokks when it is said, and
    those tarokks, exactly, once the first trick is done, never the other discards."""
    checked = 0
    for seed in range(30):
        g = tarokk.Game("paskievics", seed=seed)
        rng = random.Random(seed)
        told: list[tuple[int, str]] = []  # (tricks done, line)
        while not g.is_over:
            before = g.view(1).as_dict()
            g.apply(rule_policy(g, rng))
            after = g.view(1).as_dict()
            told += [(len(after["tricks"]), line) for line in news(before, after, 1, "ascii")]
        if g.view(1)["contract"] is None:
            continue  # thrown in
        final = [g.view(s) for s in range(4)]
        for s in (0, 2, 3):
            own = final[s]["discards"][s]  # each seat sees its own discards
            tarokks = sorted(c for c in own if c < 22)
            counts = [line for _, line in told if line.startswith(f"seat {s}: ") and "in the skart" in line]
            word = "no tarokk" if not tarokks else ("1 tarokk" if len(tarokks) == 1 else f"{len(tarokks)} tarokks")
            said = {0: "", 1: " (tarokk fekszik)", 2: " (két tarokk fekszik)", 3: " (három tarokk fekszik)"}
            assert counts == ([f"seat {s}: {word} in the skart" + said[len(tarokks)]]
                              if own else []), (seed, s, counts)
            shown = [(done, line) for done, line in told if line.startswith(f"seat {s}'s discards shown")]
            if tarokks:
                assert shown == [(1, f"seat {s}'s discards shown: {tarokk.format_cards(tarokks, 'ascii')}")], (seed, s)
                checked += 1
            else:
                assert shown == []
    assert checked > 0


def test_a_discard_seen_is_one_the_view_lists():
    assert discard_is_seen({"discards": [[], [25], [], []]}, 25)
    assert not discard_is_seen({"discards": [[], [25], [], []]}, 26)
    assert discard_is_seen({"discards": [3, 7]}, 7)        # Slovenian: the declarer's, as a list
    assert not discard_is_seen({"discards": []}, 7)
    assert not discard_is_seen({"hand": [7]}, 7)            # a view without discards shows none


def test_JK_A4_the_declarers_tarokk_count_is_said_with_its_number():
    """JK-A4, JK-F1: "bemondom a tarokkszámot" says the count; the others are told the number,
    the declarer (who said it) is not told again."""
    before = {"tarokk_count": None, "declarer": 2}
    after = {"tarokk_count": 11, "declarer": 2}
    assert news(before, after, 0, "ascii") == ["seat 2 counts 11 tarokks"]
    assert news(before, after, 1, "ascii", lang="hu") == ["2. játékos tarokkszáma: 11 tarokk"]
    assert news(before, after, 2, "ascii") == []
    assert news(after, after, 0, "ascii") == []


def test_JK_A4_a_real_deal_tells_the_count_the_view_holds():
    told = 0
    for seed in range(200):
        g = tarokk.Game("jokai", seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            before = g.view(0).as_dict()
            g.apply(rule_policy(g, rng))
            after = g.view(0).as_dict()
            lines = [line for line in news(before, after, 0, "ascii") if "counts" in line]
            if lines:
                assert lines == [f"seat {after['declarer']} counts {after['tarokk_count']} tarokks"]
                told += 1
    assert told > 0
