"""Long solver searches can be bounded and stopped (``docs/solver.md``): ``node_limit=``
gives up with ``SearchLimitError``, a signal handler's exception (Ctrl-C's
``KeyboardInterrupt``) stops the search and is raised as itself, and the solver is as new
afterwards."""

from __future__ import annotations

import random
import signal
import threading
from typing import Callable

import pytest

import tarokk
from tarokk import InvalidInputError, SearchLimitError
from tarokk.policies import rule_policy

from test_solver import to_play

LIMIT = 5_000_000
MAKES_LIMIT = 3 << 16


class Stop(Exception):
    """Raised by the test's SIGINT handler."""


def full_deal(seed: int) -> tarokk.Game:
    """A Slovenian deal bid by the rule players, at its first card."""
    g = tarokk.Game("slovenian", seed=seed)
    while g.phase != "play":
        g.apply(rule_policy(g, None))
    return g


@pytest.fixture(scope="module")
def big() -> tarokk.Game:
    """A full deal whose value needs more than LIMIT nodes, on one thread and on two, and
    whose contract question more than MAKES_LIMIT (checked: the searches give up)."""

    def gives_up(search: Callable[[], object]) -> bool:
        try:
            search()
        except SearchLimitError:
            return True
        return False

    for seed in range(100, 160):
        g = full_deal(seed)
        if (
            gives_up(lambda: tarokk.solve(g, node_limit=LIMIT))
            and gives_up(lambda: tarokk.makes(g, node_limit=MAKES_LIMIT))
            and gives_up(lambda: tarokk.solve(g, node_limit=LIMIT, threads=2))
        ):
            return g
    raise AssertionError("no full deal over the limits")


def small_positions(count: int) -> list[tarokk.Game]:
    rng = random.Random(3)
    games = (to_play("slovenian", s, rng, 2) for s in range(200))
    return [g for g in games if g is not None][:count]


def test_node_limit_gives_up_and_leaves_the_solver_as_new(big):
    for _ in range(2):  # the same cost each time: nothing of the cut search is kept
        with pytest.raises(SearchLimitError, match=f"after {LIMIT + 1} nodes") as e:
            tarokk.solve(big, node_limit=LIMIT)
        assert (e.value.nodes, e.value.index) == (LIMIT + 1, None)
    with pytest.raises(SearchLimitError, match="after 1001 nodes"):
        tarokk.makes(big, node_limit=1_000)
    for g in small_positions(5):
        assert tarokk.solve(g, node_limit=LIMIT).value == tarokk.minimax(g)
        v = tarokk.solve(g).value
        assert tarokk.makes(g, target=v, node_limit=LIMIT).made
        assert not tarokk.makes(g, target=v + 1, node_limit=LIMIT).made


def test_solve_many_names_the_position_over_the_limit(big):
    games = small_positions(3)
    games.insert(2, big)
    with pytest.raises(SearchLimitError, match="on position 2 after") as e:
        tarokk.solve_many(games, threads=1, node_limit=LIMIT)
    assert (e.value.index, e.value.nodes) == (2, LIMIT + 1)
    del games[2]
    assert [s.value for s in tarokk.solve_many(games, threads=2, node_limit=LIMIT)] == \
        [tarokk.solve(g).value for g in games]


@pytest.mark.parametrize("threads", [1, 2])
def test_solve_many_tells_its_progress(threads, capsys):
    """progress(done, total) as positions are solved: counts that only grow, the last one
    the whole batch; True draws a bar of positions on standard error (piped: a line per
    tenth and the last)."""
    games = small_positions(12)
    told: list[tuple[int, int]] = []
    values = [s.value for s in tarokk.solve_many(games, threads=threads, progress=lambda d, t: told.append((d, t)))]
    assert values == [tarokk.solve(g).value for g in games]
    assert told and told[-1] == (12, 12) and all(t == 12 for _, t in told)
    assert [d for d, _ in told] == sorted(set(d for d, _ in told)), told
    capsys.readouterr()
    tarokk.solve_many(games, threads=threads, progress=True)
    err = capsys.readouterr().err.splitlines()
    assert err and err[-1].endswith("12/12 positions"), err


def test_a_progress_that_raises_stops_solve_many(big):
    """An exception from progress (a caller's cancel button) stops the batch and is raised
    as it was, before any result."""
    def cancel(done, total):
        raise Stop(f"{done}/{total}")
    for threads in (1, 2):
        with pytest.raises(Stop):
            tarokk.solve_many(small_positions(2) + [big], threads=threads, progress=cancel)
    with pytest.raises(InvalidInputError, match="progress must be a callable"):
        tarokk.solve_many(small_positions(1), progress=3)  # type: ignore[arg-type]


def test_bad_node_limits_are_refused_before_any_search(big):
    for bad in (0, -5, 2.5, True, "10"):
        for call in (lambda: tarokk.solve(big, node_limit=bad),  # type: ignore[arg-type]
                     lambda: tarokk.makes(big, node_limit=bad),  # type: ignore[arg-type]
                     lambda: tarokk.solve_many([big], node_limit=bad)):  # type: ignore[arg-type]
            with pytest.raises(InvalidInputError, match="node_limit must be a positive int"):
                call()


def interrupted(search) -> None:
    """Run `search` while a SIGINT arrives 50 ms in; its handler raises Stop (only while
    armed, so a late signal cannot end the test run)."""
    armed = threading.Event()
    armed.set()

    def handler(signum, frame):
        if armed.is_set():
            raise Stop

    old = signal.signal(signal.SIGINT, handler)
    timer = threading.Timer(0.05, lambda: signal.raise_signal(signal.SIGINT))
    try:
        timer.start()
        with pytest.raises(Stop):
            search()
    finally:
        timer.cancel()
        armed.clear()
        signal.signal(signal.SIGINT, old)


def test_a_signal_stops_a_long_solve_and_the_solver_is_as_new(big):
    # From an empty table the search needs over LIMIT nodes: far longer than 50 ms.
    interrupted(lambda: tarokk.solve(big))
    with pytest.raises(SearchLimitError, match=f"after {LIMIT + 1} nodes"):
        tarokk.solve(big, node_limit=LIMIT)
    interrupted(lambda: tarokk.solve_many([big, big], threads=2))
    # A search of one position on two threads: the helper stops with it.
    interrupted(lambda: tarokk.solve(big, threads=2))
    with pytest.raises(SearchLimitError, match=f"after {LIMIT + 1} nodes"):
        tarokk.solve(big, node_limit=LIMIT)
    with pytest.raises(SearchLimitError):
        tarokk.solve(big, node_limit=LIMIT, threads=2)
    for g in small_positions(3):
        assert tarokk.solve(g).value == tarokk.minimax(g)


def test_a_progress_callback_may_solve_too(big):
    """A progress callback that solves another position (a side question, a log line) on
    the same thread: both answers are right, and the outer search goes on as without it
    (it panicked: the thread's solver was borrowed by the outer search)."""
    small = small_positions(2)
    asked: list[tuple[int, int]] = []

    def side_questions(nodes: int) -> None:
        g = small[len(asked) % 2]
        asked.append((tarokk.solve(g).value, bool(tarokk.makes(g, target=tarokk.minimax(g)))))

    with pytest.raises(SearchLimitError, match=f"after {LIMIT + 1} nodes"):
        tarokk.solve(big, node_limit=LIMIT, progress=side_questions)
    assert len(asked) == LIMIT >> 16
    assert asked[:2] == [(tarokk.minimax(g), True) for g in small]


def test_progress_is_told_the_nodes_and_can_stop_the_search(big):
    seen: list[int] = []
    with pytest.raises(SearchLimitError):
        tarokk.solve(big, node_limit=LIMIT, progress=seen.append)
    step = 1 << 16
    assert seen == [step * k for k in range(1, LIMIT // step + 1)]
    seen.clear()
    with pytest.raises(SearchLimitError):
        tarokk.makes(big, node_limit=MAKES_LIMIT, progress=seen.append)
    assert seen == [step, 2 * step, 3 * step]

    def enough(nodes: int) -> None:
        if nodes >= 2 * step:
            raise Stop

    with pytest.raises(Stop):
        tarokk.solve(big, progress=enough)
    # Cut short by the callback, the solver is as new: the limit is reached as before.
    with pytest.raises(SearchLimitError, match=f"after {LIMIT + 1} nodes"):
        tarokk.solve(big, node_limit=LIMIT)
    g = small_positions(1)[0]
    assert tarokk.solve(g, progress=enough).value == tarokk.minimax(g)  # too small to be told
    with pytest.raises(InvalidInputError, match="progress must be a function"):
        tarokk.solve(big, progress=3)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError, match="progress must be a function"):
        tarokk.makes(big, progress="x")  # type: ignore[arg-type]


def test_a_signal_stops_a_search_players_long_decision():
    """Ctrl-C during a search player's decision (tarokk play --bots pimc): the signal's
    handler runs between worlds and within their solves, and its exception is raised; a
    decision with this many worlds takes minutes otherwise. Before the play (rollouts)
    and in it (solves)."""
    from tarokk.policies import rule_policy, search_values

    g = tarokk.Game("paskievics", seed=3)
    while len(g.legal_actions()) < 2:  # a choice to make
        g.apply(rule_policy(g, None))
    interrupted(lambda: search_values(g, seed=1, rollouts=10**5))
    while g.phase != "play":
        g.apply(rule_policy(g, None))
    interrupted(lambda: search_values(g, seed=1, worlds=10**5, exact_tricks=9))
    # And the next decision is a whole one.
    assert len(search_values(g, seed=1, worlds=2)) == len(g.legal_actions())


_THREADED_WORK = """
import random, sys
import numpy as np
import tarokk
games = []
seed = 0
while len(games) < 6:
    g = tarokk.Game("jokai", seed=seed)
    rng = random.Random(seed)
    seed += 1
    while not g.is_over and g.phase != "play":
        g.apply(rng.choice(g.legal_actions()))
    if g.is_over:
        continue
    for _ in range(12):
        g.apply(rng.choice(g.legal_actions()))
    games.append(g)
many = tarokk.solve_many(games, threads=2)
one = tarokk.solve(games[0], threads=2)
sim = tarokk.simulate("slovenian", 3000, seed=5, threads=2)
print([s.value for s in many], one.value, [(str(a), v) for a, v in one.moves], int(np.sum(sim.amounts)))
"""


def test_threads_the_system_refuses_leave_the_same_answers():
    """A container's limit on processes can refuse the threads a batch asks for: the
    positions of `solve_many`, the helpers of a two-thread `solve` and the deals of
    `simulate` are then solved and played by the threads that run, with the same answers.
    Here the system refuses every thread the extension asks for: ``RUST_MIN_STACK`` of a
    terabyte makes each spawn's stack allocation fail (strace shows no clone at all, against
    16 without it)."""
    import os
    import subprocess
    import sys

    def run(extra: dict) -> str:
        env = {**os.environ, **extra}
        done = subprocess.run([sys.executable, "-c", _THREADED_WORK], env=env, capture_output=True,
                              text=True, timeout=600)
        assert done.returncode == 0 and done.stderr == "", done.stderr
        return done.stdout

    assert run({"RUST_MIN_STACK": str(10**12)}) == run({})


def jokai_deal(seed: int) -> tarokk.Game:
    """A Jókai deal bid by the rule players, at its first card."""
    g = tarokk.Game("jokai", seed=seed)
    while g.phase != "play":
        g.apply(rule_policy(g, None))
    return g


def test_the_game_may_take_its_next_action_while_it_is_searched():
    """A search runs with the GIL released on the position as it was asked, the game not
    borrowed: a progress callback (or another thread) may take the game's next action
    meanwhile, and the answer is still the asked position's (the game was borrowed for
    the whole search: "RuntimeError: Already borrowed")."""
    g = next(g for g in map(jokai_deal, range(40)) if tarokk.solve(g.copy(), node_limit=10**8).nodes > 3 << 16)
    asked = g.copy()
    want = tarokk.solve(asked)
    taken: list = []

    def take_the_next_action(nodes: int) -> None:
        if not taken:
            taken.append(g.apply(g.legal_actions()[0]))

    tarokk.solver.clear_table()  # the search of the same position again: as many nodes
    got = tarokk.solve(g, progress=take_the_next_action)
    assert taken and g.history == asked.history + [(asked.current_player, taken[0])]
    assert (got.value, got.moves) == (want.value, want.moves)
    taken.clear()
    asked, k = g.copy(), len(g.history)
    # solve_many calls progress once a position is solved; its games are not borrowed then.
    got_many = tarokk.solve_many([g, asked], threads=1, progress=lambda done, total: take_the_next_action(done))
    assert taken and len(g.history) == k + 1
    want = tarokk.solve(asked)
    assert [(s.value, s.moves) for s in got_many] == [(want.value, want.moves)] * 2


def test_another_thread_may_apply_actions_while_a_game_is_searched_or_sampled():
    """The search player's decisions and a world's draw run on a copy of the deal with the
    GIL released: another thread stepping the same game meanwhile is never refused with
    "Already borrowed", and every decision is a legal action of the state it was asked in."""
    from tarokk.policies import search_values

    g = jokai_deal(3)
    stop = threading.Event()
    problems: list = []

    def searcher() -> None:
        k = 0
        while not stop.is_set() and not g.is_over:
            k += 1
            seat = g.current_player
            if seat is None:  # the last card was played meanwhile
                return
            try:
                world = g.engine.sample_world(seat, k)
                values = search_values(g, seed=k, worlds=2, rollouts=4)
            except Exception as exc:  # noqa: BLE001 - any error is the test's failure
                if not g.is_over:  # (a deal that ended meanwhile has nothing to ask)
                    problems.append(exc)
                return
            if world is None or (values and not all(hasattr(a, "id") for a, _ in values)):
                problems.append(("no world or no actions", world, values))
                return

    worker = threading.Thread(target=searcher)
    worker.start()
    rng = random.Random(5)
    try:
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
            stop.wait(0.002)  # the GIL passes to the searcher between actions
    finally:
        stop.set()
        worker.join()
    assert problems == []
