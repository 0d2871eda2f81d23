"""Findings of a bot/search researcher's audit (solver, search player, arena, ``play --hint``),
each pinned by a test:

- a NumPy array of several numbers, given where a number goes, is one InvalidInputError
  (it has ``__index__`` and refused it with a bare TypeError); the search player's counts
  take NumPy integers as every other count of the API does;
- ``solve_many`` names the position it refuses (one bad game among thousands) and checks
  ``shard_size`` on this machine too; a policy "name" that is no text is refused as such;
- ``play --hint`` does not change the bots' play (the hints draw from their own copy of
  the session's random numbers, so ``--seed`` plays the same deal again, hinted or not);
- in a Slovenian beggar or valat the hints are tricks (the solver's objective there), not
  thirds of a card point divided by 3, and the line above them says so; in klop, the
  seat's own card points.
"""

from __future__ import annotations

import random
import re

import numpy as np
import pytest

import tarokk
from tarokk import InvalidInputError, cli
from tarokk.policies import rule_policy, search_policy, search_values


def _in_play(variant: str, seed: int = 7, cards_left: int = 3) -> tarokk.Game:
    g = tarokk.Game(variant, seed=seed)
    while g.phase != "play":
        g.apply(rule_policy(g, None))
    while len(g.hands[g.current_player]) > cards_left:
        g.apply(rule_policy(g, None))
    return g


def test_a_numpy_array_of_several_numbers_is_no_number():
    g = _in_play("jokai")
    two = np.array([1, 2])
    calls = [lambda: tarokk.solve(g, seat=two), lambda: tarokk.solve(g, "klop", two),
             lambda: tarokk.solve(g, threads=two), lambda: tarokk.solve(g, node_limit=two),
             lambda: tarokk.makes(g, target=two), lambda: tarokk.minimax(g, seat=two),
             lambda: tarokk.solve_many([g], threads=two), lambda: tarokk.solve_many([g], node_limit=two),
             lambda: tarokk.Game("jokai", seed=two), lambda: tarokk.Game("jokai", seed=1, dealer=two),
             lambda: tarokk.Card(two)]
    for call in calls:
        with pytest.raises(InvalidInputError):
            call()
    # A NumPy array of no dimension is a number, as before.
    assert tarokk.solve(g, threads=np.array(1)).value == tarokk.solve(g).value


def test_the_search_player_takes_numpy_integers():
    g = _in_play("paskievics", cards_left=5)
    assert (int(search_policy(worlds=np.int64(3), rollouts=np.int32(4), exact_tricks=np.uint8(0))(g, random.Random(1)))
            == int(search_policy(worlds=3, rollouts=4)(g, random.Random(1))))
    assert search_values(g, seed=2, worlds=np.int64(3)) == search_values(g, seed=2, worlds=3)
    for bad in (True, np.bool_(True), 1.0, np.array([3, 4]), 0, np.int64(0)):
        with pytest.raises(InvalidInputError, match="^worlds must be an int >= 1"):
            search_policy(worlds=bad)


def test_solve_many_names_the_position_it_refuses():
    g = _in_play("jokai")
    before = tarokk.Game("jokai", seed=1)
    with pytest.raises(InvalidInputError, match=r"^position 2: the solver needs a deal in its play phase$"):
        tarokk.solve_many([g, g, before, g])
    with pytest.raises(InvalidInputError, match=r"^position 1: a position to solve is a tarokk.Game, not str$"):
        tarokk.solve_many([g, "x"])
    with pytest.raises(InvalidInputError, match=r"^position 0: Jókai has no beggar objective"):
        tarokk.solve_many([g], "beggar")
    with pytest.raises(InvalidInputError, match="^solve_many takes a list of games"):
        tarokk.solve_many(np.array(2))
    for bad in (0, -1, "x", 1.5, None):
        with pytest.raises(InvalidInputError, match="^shard_size must be"):
            tarokk.solve_many([g], shard_size=bad)
    # A generator of games is a list of games.
    assert [s.value for s in tarokk.solve_many(x for x in [g, g])] == [tarokk.solve(g).value] * 2


def test_a_policy_name_is_text():
    info = tarokk.find_game("jokai")
    for bad in (5, None, b"rule"):
        with pytest.raises(InvalidInputError, match="^a policy name is text"):
            info.policy(bad)  # type: ignore[arg-type]


def _played(argv, capsys, monkeypatch):
    answers = iter(["1"] * 400)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    assert cli.main(argv) == 0
    out = capsys.readouterr().out
    # Without the hints' own lines, and the score marks after each choice.
    return [re.sub(r"  \[(hint |namig |tipp |forced|prisiljeno|kényszer)[^]]*\]$", "", line) for line in out.splitlines()
            if "hints:" not in line and "namigi:" not in line and "tippek:" not in line]


@pytest.mark.parametrize("variant,seed", [("jokai", 3), ("slovenian", 1), ("paskievics", 2)])
def test_hints_do_not_change_how_the_bots_play(capsys, monkeypatch, variant, seed):
    """Each of these deals was played otherwise by the search bots with --hint (the hints
    drew the bots' random numbers)."""
    argv = ["play", variant, "--seed", str(seed), "--bots", "pimc:worlds=2,rollouts=2"]
    assert _played(argv + ["--hint"], capsys, monkeypatch) == _played(argv, capsys, monkeypatch)


def _contract_play(want: str) -> tarokk.Game:
    """A Slovenian deal in the play of contract ``want``: the first seat that may bids it,
    the others pass."""
    for seed in range(200):
        g = tarokk.Game("slovenian", seed=seed)
        while g.phase != "play" and not g.is_over:
            names = [a.name for a in g.legal_actions()]
            if g.phase == "bidding" and want in names:
                g.apply(want)
            elif g.phase == "bidding" and "pass" in names:
                g.apply("pass")
            else:
                g.apply(rule_policy(g, None))
        if g.phase == "play" and g.info.contract_name(g.view(0).get("contract")) == want:
            return g
    raise AssertionError(f"no deal of {want}")


@pytest.mark.parametrize("contract,unit,scale", [("valat", "tricks", 1), ("colour valat", "tricks", 1),
                                                 ("open beggar", "tricks", 1), ("three", "thirds", 3)])
def test_slovenian_hints_in_the_objectives_unit(contract, unit, scale):
    g = _contract_play(contract)
    while len(g.legal_actions()) < 2:
        g.apply(rule_policy(g, None))
    assert cli.play_objective(g) == unit == tarokk.solve(g).unit
    choices = g.legal_actions()
    marks = cli.hint_marks(g, choices, random.Random(5))
    values = dict((int(a), v) for a, v in search_values(g, seed=random.Random(5).getrandbits(63)))
    assert marks == [cli.words("en", "hint", value=cli.decimal("en", values[int(c)] / scale),
                               best=" *" if values[int(c)] == max(values.values()) else "") for c in choices]


def test_klop_hints_are_the_seats_own_points():
    g = tarokk.Game("slovenian", seed=3)
    while g.phase != "play":  # everyone passes, and the forehand declares klop
        names = [a.name for a in g.legal_actions()]
        g.apply("pass" if g.phase == "bidding" else "klop" if "klop" in names else rule_policy(g, None))
    assert g.info.contract_name(g.view(0).get("contract")) == "klop" and cli.play_objective(g) == "klop"
    assert "the card points you take" in cli.words("en", "hints", why=cli.words("en", "hints.play_klop"))


@pytest.mark.parametrize("variant", ["slovenian", "slovenian-3", "jokai", "jokai-4", "paskievics", "paskievics-5"])
def test_the_objective_is_the_one_solve_searches(variant):
    """tarokk.solver.objective names, without searching, the goal and unit a solution has."""
    positions = []
    for seed in range(20):
        g = tarokk.Game(variant, seed=seed)
        while g.phase != "play" and not g.is_over:  # rule bidding (a thrown-in deal is left out)
            g.apply(rule_policy(g, None))
        while not g.is_over and len(g.hands[g.current_player]) > 2:
            g.apply(rule_policy(g, None))
        if not g.is_over:
            positions.append(g)
    assert len(positions) >= 6
    for g in positions:
        s = tarokk.solve(g)
        assert tarokk.solver.objective(g) == (s.goal, s.unit)
    with pytest.raises(InvalidInputError, match="play phase"):
        tarokk.solver.objective(tarokk.Game(variant, seed=1))


def test_solve_at_the_command_line_counts_one_trick_in_the_singular(tmp_path, capsys):
    """`tarokk solve` says "1 trick", "1 point" (it said "1 tricks")."""
    from tarokk.records import record, to_json
    assert cli._counted(1, "tricks") == "1 trick" and cli._counted(-1, "points") == "-1 point"
    assert cli._counted(0, "tricks") == "0 tricks" and cli._counted(12, "points") == "12 points"
    g = _in_play("jokai", cards_left=3)
    path = tmp_path / "ending.json"
    path.write_text(to_json(record(g)))
    assert cli.main(["solve", str(path), "--step", str(len(g.history))]) == 0
    out = capsys.readouterr().out
    assert f"value: {cli._counted(tarokk.solve(g).value, 'points')}, the declarer side's card points" in out, out


@pytest.mark.parametrize("command", [["simulate", "jokai", "--deals", "2"], ["arena", "jokai", "--deals", "2"]])
def test_a_bad_seed_at_the_command_line_is_named_as_the_flag(command, capsys):
    assert cli.main([*command, "--seed", "-1"]) == 2
    assert capsys.readouterr().err == "tarokk: --seed is a whole number 0..2**64-1, not -1\n"


def test_clear_table_gives_a_solve_the_nodes_of_a_first_one():
    """A thread's solver keeps its table between solves (a position solved again takes a
    few nodes); clear_table() makes the next solve count as a first one."""
    g = _in_play("jokai", seed=3, cards_left=12)
    tarokk.solver.clear_table()
    first = tarokk.solve(g)
    again = tarokk.solve(g)
    assert again.nodes < first.nodes and (again.value, again.moves) == (first.value, first.moves)
    tarokk.solver.clear_table()
    fresh = tarokk.solve(g)
    assert (fresh.nodes, fresh.value, fresh.moves) == (first.nodes, first.value, first.moves)


def test_the_search_player_pickles_names_itself_and_gives_the_values_of_its_decision():
    """A process pool can take the search player; its repr says its parameters; values(g,
    rng) are the scores behind the decision made with an rng in the same state (the best
    score is the chosen action's)."""
    import pickle
    from tarokk.policies import SearchPolicy
    p = search_policy(worlds=3, rollouts=4)
    assert isinstance(p, SearchPolicy) and pickle.loads(pickle.dumps(p)) == p
    assert repr(p) == p.__name__ == "search_policy(worlds=3, rollouts=4, exact_tricks=0)"
    assert repr(search_policy(seconds=0.5)).endswith(", seconds=0.5)")
    checked = 0
    for variant in ("slovenian", "jokai", "paskievics"):
        g = tarokk.Game(variant, seed=11)
        while not g.is_over and checked < 60:
            if len(g.legal_actions()) > 1:
                chosen = p(g, random.Random(checked))
                values = dict((int(a), v) for a, v in p.values(g, random.Random(checked)))
                assert values[int(chosen)] == max(values.values()), (variant, g.phase)
                checked += 1
            g.apply(rule_policy(g, None))
    assert checked >= 40
    with pytest.raises(InvalidInputError, match="^worlds must be an int >= 1"):
        SearchPolicy(worlds=0)


def test_a_threads_first_solve_of_an_ending_makes_a_table_its_size():
    """From a long-run audit: each thread's first solve made the whole 64 MiB table (about
    0.1 s), even for a two-trick ending. The thread's table is now made for the position
    (a few MiB for an ending) and made anew for a bigger one; a search uses the buckets its
    position needs either way, so the nodes are the same as with the whole table (measured
    in a process of its own: the first allocation is the only one)."""
    import subprocess
    import sys
    code = """
import tarokk
from tarokk.policies import rule_policy
def resident_mib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20
g = tarokk.Game("jokai", seed=5)
while not (g.phase == "play" and len(g.view(g.current_player).hand) <= 3):
    g.apply(rule_policy(g, None))
start = tarokk.Game("jokai", seed=5)
while start.phase != "play":
    start.apply(rule_policy(start, None))
before = resident_mib()
small = tarokk.solve(g)
grown = resident_mib() - before
whole = tarokk.solve(start)  # a whole Jokai deal: the table is made anew, 16 MiB
tarokk.solver.clear_table()
again = tarokk.solve(g)
print(grown, small.nodes == again.nodes, small.moves == again.moves, resident_mib() - before > 12)
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    grown, same_nodes, same_moves, whole_table = run.stdout.split()
    assert float(grown) < 16 and same_nodes == same_moves == whole_table == "True", run.stdout


def test_release_frees_the_search_player_a_simulations_pimc_seat_made_on_this_thread():
    """From a long-run audit: ``simulate`` with a ``"pimc"`` seat plays deals on the calling
    thread too, whose search player (16 MiB) ``release()`` left in place; a pool of threads
    kept one each. Now it is freed (measured in a process of its own, where the first
    allocation of the table is the only one: resident memory falls by the table's size)."""
    import subprocess
    import sys
    code = """
import tarokk
def resident_mib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20
tarokk.simulate("jokai", 1, policies=["pimc", "rule", "rule"], threads=1, seed=3)
before = resident_mib()
tarokk.solver.release()
print(before - resident_mib())
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert float(run.stdout) >= 12, run.stdout  # the 16 MiB table, give or take the allocator's


def test_release_frees_the_threads_search_memory_and_the_next_search_is_a_first_one():
    """tarokk.solver.release(): the solver's and the search player's tables are freed (the
    process's resident memory falls by most of what the searches took); a solve after it
    starts from an empty table, as the first one did. In a process of its own: the tables
    are made for their positions (a few MiB for an ending), which a test worker's heap,
    freed by earlier tests, could hold without growing."""
    import subprocess
    import sys
    code = """
import random
import tarokk
from tarokk.policies import rule_policy, search_policy
def resident_mib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20
g = tarokk.Game("jokai", seed=5)
while g.phase != "play":
    g.apply(rule_policy(g, None))
before = resident_mib()
first = tarokk.solve(g)  # a whole Jokai deal: a 16 MiB table
search_policy(worlds=2, rollouts=2)(g, random.Random(1))  # and the search player's
grown = resident_mib() - before
tarokk.solver.release()
freed = grown - (resident_mib() - before)
again = tarokk.solve(g)
print(grown, freed, (again.nodes, again.value, again.moves) == (first.nodes, first.value, first.moves))
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    grown, freed, same = run.stdout.split()
    assert float(grown) >= 24 and float(freed) > float(grown) / 2 and same == "True", run.stdout
