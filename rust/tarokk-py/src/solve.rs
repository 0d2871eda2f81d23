//! The double-dummy solver and the search player (`tarokk_core::solver`,
//! `tarokk_core::bots::pimc`), with the GIL released while they search.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tarokk_core::bots::pimc::{Pimc, PimcConfig};
use tarokk_core::count::round_thirds;
use tarokk_core::rng::Rng;
use tarokk_core::solver::{table_bits_for, Goal, Position, Solution, Solver, Stats, StopHook, Target};
use tarokk_core::GameState;

use crate::errors;
use crate::game::{Game, Namer};

thread_local! {
    // One solver per thread: its table is reused by the next solve of the same objective.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
    // One search player per thread, for the same reason: a new one per decision allocated
    // and cleared its solver's 16 MiB table every time, bids and calls included.
    static PIMC: RefCell<Option<Pimc>> = const { RefCell::new(None) };
}

/// `f` with this thread's solver, taken out of its slot while `f` runs: a solve that a
/// search's `progress` callback starts on the same thread finds the slot empty and uses a
/// solver of its own (borrowed in place, the nested solve panicked: "already borrowed").
/// The solver's table holds at least `2^bits` buckets ([`table_bits_for`] the position):
/// a thread that only solves endings keeps a table of a few MiB, made in a millisecond,
/// and one made for a bigger position is made anew (a search uses the first buckets its
/// position needs, so the nodes are those of the default table).
fn with_solver<T>(bits: u32, f: impl FnOnce(&mut Solver) -> T) -> T {
    let mut solver = match SOLVER.with(|s| s.borrow_mut().take()) {
        Some(s) if s.table_buckets() >= 1 << bits => s,
        _ => Solver::with_table_bits(bits),
    };
    let value = f(&mut solver);
    SOLVER.with(|s| *s.borrow_mut() = Some(solver));
    value
}

/// A node limit from Python: None is no limit (0 to the core); it must be positive.
fn limit_of(node_limit: Option<i64>) -> PyResult<u64> {
    match node_limit {
        None => Ok(0),
        Some(n) if n > 0 => Ok(n as u64),
        Some(n) => Err(errors::input(format!("node_limit must be a positive int or None, got {n}"))),
    }
}

/// A signal's error (Ctrl-C's `KeyboardInterrupt`) caught by a search's stop hook.
type Caught = Arc<Mutex<Option<PyErr>>>;

/// A stop hook that runs Python's signal handlers (they run in the main thread only) and
/// then `progress(nodes)`, if given, and stops the search when either raises, keeping the
/// error to raise when the search is over.
fn signal_hook(caught: &Caught, progress: Option<Py<PyAny>>) -> StopHook {
    let caught = Arc::clone(caught);
    Box::new(move |nodes| {
        let r = Python::attach(|py| {
            py.check_signals()?;
            match &progress {
                Some(f) => f.call1(py, (nodes,)).map(drop),
                None => Ok(()),
            }
        });
        match r {
            Ok(()) => false,
            Err(e) => {
                *caught.lock().unwrap_or_else(|p| p.into_inner()) = Some(e);
                true
            }
        }
    })
}

/// Run a `*_within` search of `pos` by the thread's solver (given `node_limit`), stoppable by
/// Ctrl-C (the GIL released meanwhile). `Err` with the signal's error, or
/// `SearchLimitError` past `node_limit`.
fn interruptible<T: Send>(
    py: Python<'_>,
    pos: &Position,
    node_limit: u64,
    progress: Option<Py<PyAny>>,
    threads: usize,
    search: impl FnOnce(&mut Solver) -> Option<T> + Send,
) -> PyResult<(T, f64)> {
    let caught: Caught = Arc::default();
    let hook = signal_hook(&caught, progress);
    let (r, nodes, t) = py.detach(|| {
        let t = std::time::Instant::now();
        with_solver(table_bits_for([pos]), |s| {
            s.set_stop(Some(hook));
            // No more threads than cores: a helper without a core of its own only waits
            // (threads=1024 made a Jokai deal 46 times slower on two cores).
            s.set_threads(tarokk_core::sim::effective_threads(threads).min(tarokk_core::sim::effective_threads(0)));
            let r = search(s);
            s.set_threads(1);
            s.set_stop(None);
            (r, s.last_nodes(), t.elapsed().as_secs_f64())
        })
    });
    match r {
        Some(v) => Ok((v, t)),
        None => Err(stopped(py, &caught, nodes, node_limit, None)),
    }
}

/// The error of a search that was cut short: the signal's, or `SearchLimitError`.
fn stopped(py: Python<'_>, caught: &Caught, nodes: u64, node_limit: u64, index: Option<usize>) -> PyErr {
    if let Some(e) = caught.lock().unwrap_or_else(|p| p.into_inner()).take() {
        return e;
    }
    let at = index.map_or(String::new(), |i| format!(" on position {i}"));
    errors::search_limit(py, format!("the search gave up{at} after {nodes} nodes (node_limit={node_limit})"), nodes, index)
}

/// `goal` by name: `"points"`, `"tricks"` (also `"valat"`, `"volat"`), `"beggar"`,
/// `"klop"` (for `seat`, else the player to move); `None`: the contract's.
fn goal_of(goal: Option<&str>, seat: Option<usize>, g: &Game) -> PyResult<Option<Goal>> {
    let Some(name) = goal else {
        return match seat {
            None => Ok(None),
            // A klop deal's own goal is klop: its seat may be given without naming it.
            Some(_) if matches!(g.deal.state().solver_position(None).map(|p| p.goal()), Ok(Goal::Klop(_))) => {
                goal_of(Some("klop"), seat, g)
            }
            Some(_) => Err(errors::input("seat is given only with goal='klop' (or in a klop deal)")),
        };
    };
    let goal = match name.trim().to_ascii_lowercase().replace('á', "a").as_str() {
        "points" | "card points" => Goal::Points,
        "tricks" | "valat" | "volat" => Goal::Tricks,
        "beggar" | "berac" => Goal::Beggar,
        "klop" => {
            let s = seat.or_else(|| g.deal.state().current_player()).unwrap_or(0);
            Goal::Klop(u8::try_from(s).map_err(|_| errors::input(format!("seat {s} is not a seat")))?)
        }
        other => {
            return Err(errors::input(format!(
                "unknown goal {other:?}: use 'points', 'tricks', 'beggar' or 'klop'"
            )))
        }
    };
    if seat.is_some() && !matches!(goal, Goal::Klop(_)) {
        return Err(errors::input("seat is given only with goal='klop' (or in a klop deal)"));
    }
    Ok(Some(goal))
}

fn position(g: &Game, goal: Option<&str>, seat: Option<usize>) -> PyResult<Position> {
    let goal = goal_of(goal, seat, g)?;
    g.deal.state().solver_position(goal).map_err(errors::from_input)
}

fn solution_dict<'py>(py: Python<'py>, names: &Namer, pos: &Position, sol: &Solution, seconds: f64) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("value", sol.value)?;
    d.set_item("unit", pos.unit())?;
    d.set_item("goal", pos.goal().name())?;
    // Thirds are rounded to whole points as SL-C1 rounds a pile.
    d.set_item("points", if pos.unit() == "thirds" { round_thirds(sol.value) } else { sol.value })?;
    let moves = sol.moves.iter().map(|&(c, v)| Ok((names.named(py, c.id())?, v))).collect::<PyResult<Vec<_>>>()?;
    d.set_item("moves", moves)?;
    let mover = pos.play().current_player();
    d.set_item("maximizing", mover.map(|m| pos.objective().maximizes(m)))?;
    set_cost(&d, &sol.stats, seconds)?;
    Ok(d)
}

/// What a search cost, as a result dict's `nodes`, `probes`, `hits` and `seconds`.
fn set_cost(d: &Bound<'_, PyDict>, stats: &Stats, seconds: f64) -> PyResult<()> {
    d.set_item("nodes", stats.nodes)?;
    d.set_item("probes", stats.probes)?;
    d.set_item("hits", stats.hits)?;
    d.set_item("seconds", seconds)
}

/// The position of `game` to search, and what names its actions, from a borrow of the
/// game that ends here: a search runs with the GIL released and the game not borrowed, so
/// another thread (or `progress`) may take the game's next action meanwhile; the answer is
/// the position's as it was when asked.
fn position_now(game: &Bound<'_, Game>, goal: Option<&str>, seat: Option<usize>) -> PyResult<(Position, Namer)> {
    let g = game.try_borrow()?;
    Ok((position(&g, goal, seat)?, g.namer()))
}

/// Solve a play-phase position with every hand known: the value under perfect play and
/// every legal card's value (`docs/solver.md`).
#[pyfunction]
#[pyo3(signature = (game, goal = None, seat = None, node_limit = None, progress = None, threads = 1))]
pub fn solve<'py>(
    py: Python<'py>,
    game: &Bound<'py, Game>,
    goal: Option<&str>,
    seat: Option<usize>,
    node_limit: Option<i64>,
    progress: Option<Py<PyAny>>,
    threads: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let (pos, names) = position_now(game, goal, seat)?;
    let limit = limit_of(node_limit)?;
    let (sol, t) = interruptible(py, &pos, limit, progress, threads, |s| s.solve_within(&pos, limit))?;
    solution_dict(py, &names, &pos, &sol, t)
}

/// Does the counted side make the contract (or reach `target`, in the objective's units)
/// under perfect play? One null-window search (`docs/solver.md`).
#[pyfunction]
#[pyo3(signature = (game, goal = None, seat = None, target = None, node_limit = None, progress = None, threads = 1))]
#[allow(clippy::too_many_arguments)] // Python's keyword arguments
pub fn makes<'py>(
    py: Python<'py>,
    game: &Bound<'py, Game>,
    goal: Option<&str>,
    seat: Option<usize>,
    target: Option<i32>,
    node_limit: Option<i64>,
    progress: Option<Py<PyAny>>,
    threads: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let limit = limit_of(node_limit)?;
    let mut pos = position(&*game.try_borrow()?, goal, seat)?; // not borrowed while searched
    if let Some(t) = target {
        pos = pos.with_target(Target::AtLeast(t));
    }
    let Some(want) = pos.target() else {
        return Err(errors::input(format!(
            "the {} objective has no contract to make: give target= (the least value that counts)",
            pos.goal().name()
        )));
    };
    let ((made, stats), t) = interruptible(py, &pos, limit, progress, threads, |s| s.makes_within(&pos, limit))?;
    let d = PyDict::new(py);
    d.set_item("made", made)?;
    let (bound, at_most) = match want {
        Target::AtLeast(v) => (v, false),
        Target::AtMost(v) => (v, true),
    };
    d.set_item("target", bound)?;
    d.set_item("at_most", at_most)?;
    d.set_item("unit", pos.unit())?;
    d.set_item("goal", pos.goal().name())?;
    set_cost(&d, &stats, t)?;
    Ok(d)
}

/// Solve many positions on `threads` threads (0: all cores), each with its own solver:
/// each thread takes the next position not yet taken (so a batch sorted by cost keeps
/// every thread busy to the end). Ctrl-C stops them all (this thread watches the signals
/// while they search, and calls `progress(done, total)` when more are done); a position
/// past `node_limit` stops them with `SearchLimitError`.
#[pyfunction]
#[pyo3(signature = (games, goal = None, threads = 0, node_limit = None, progress = None))]
pub fn solve_many<'py>(
    py: Python<'py>,
    games: Vec<Bound<'py, Game>>,
    goal: Option<&str>,
    threads: usize,
    node_limit: Option<i64>,
    progress: Option<Py<PyAny>>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let limit = limit_of(node_limit)?;
    let asked = games.iter().map(|g| position_now(g, goal, None)).collect::<PyResult<Vec<_>>>()?;
    let (positions, names): (Vec<_>, Vec<_>) = asked.into_iter().unzip();
    let total = positions.len();
    let threads = tarokk_core::sim::effective_threads(threads).min(total.max(1));
    let batch = Batch {
        positions: &positions,
        limit,
        bits: table_bits_for(&positions),
        next: AtomicUsize::new(0),
        solved: AtomicUsize::new(0),
        stop: Arc::new(AtomicBool::new(false)),
        over: Mutex::new(None),
        out: (0..total).map(|_| Mutex::new(None)).collect(),
    };
    let caught: Caught = Arc::default();
    // Progress said so far, and a watch of the signals and of `progress`, from this thread
    // (Python runs signal handlers in the main thread only): true once the batch must stop.
    let mut told = 0;
    let mut watch = |caught: &Caught| -> bool {
        if signal_hook(caught, None)(0) {
            return true;
        }
        let done = batch.solved.load(Ordering::Relaxed);
        match &progress {
            Some(f) if done > told => {
                told = done;
                let r = Python::attach(|py| f.call1(py, (done, total)).map(drop));
                r.map_err(|e| *caught.lock().unwrap_or_else(|p| p.into_inner()) = Some(e)).is_err()
            }
            _ => false,
        }
    };
    py.detach(|| {
        // Each worker says when it ends (returning or not), so that the wait below ends then.
        let (done, finished) = std::sync::mpsc::channel::<()>();
        std::thread::scope(|scope| {
            let mut workers = 0;
            for _ in 0..threads {
                let (batch, done) = (&batch, Done(done.clone()));
                let spawned = std::thread::Builder::new().spawn_scoped(scope, move || {
                    let _done = done;
                    let flag = Arc::clone(&batch.stop);
                    batch.work(Box::new(move |_| flag.load(Ordering::Relaxed)));
                });
                // A thread the system refused (a container's limit on processes): the
                // others take its share.
                if spawned.is_ok() {
                    workers += 1;
                }
            }
            // Watch every 20 ms until the workers are done (not a sleep: a small batch must
            // not wait 20 ms for nothing).
            let timeout = std::time::Duration::from_millis(20);
            while workers > 0 {
                match finished.recv_timeout(timeout) {
                    Ok(()) => workers -= 1,
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
                }
                if !batch.stop.load(Ordering::Relaxed) && watch(&caught) {
                    batch.stop.store(true, Ordering::Relaxed);
                }
            }
        });
        // No thread at all: this one solves the batch, watching from the search's stop hook.
        if batch.next.load(Ordering::Relaxed) < total && !batch.stop.load(Ordering::Relaxed) {
            let flag = Arc::clone(&batch.stop);
            let caught_here = Arc::clone(&caught);
            let mut signals = signal_hook(&caught_here, None);
            batch.work(Box::new(move |n| {
                // A signal stops the batch as the watch above does (so not "over the limit").
                let signalled = flag.load(Ordering::Relaxed) || signals(n);
                if signalled {
                    flag.store(true, Ordering::Relaxed);
                }
                signalled
            }));
        }
        if !batch.stop.load(Ordering::Relaxed) && watch(&caught) {
            batch.stop.store(true, Ordering::Relaxed); // the last progress call raised
        }
    });
    if batch.stop.load(Ordering::Relaxed) {
        let (index, nodes) = batch.over.into_inner().unwrap_or_else(|e| e.into_inner()).unwrap_or((0, 0));
        return Err(stopped(py, &caught, nodes, limit, Some(index)));
    }
    let results = batch.out.into_iter().map(|o| o.into_inner().unwrap_or_else(|e| e.into_inner()).expect("every position solved"));
    names.iter().zip(&positions).zip(results).map(|((n, p), (s, t))| solution_dict(py, n, p, &s, t)).collect()
}

/// Sends once when dropped: a worker thread's "I am done", whichever way it ends.
struct Done(std::sync::mpsc::Sender<()>);

impl Drop for Done {
    fn drop(&mut self) {
        let _ = self.0.send(());
    }
}

/// A batch of `solve_many`, shared by its threads.
struct Batch<'a> {
    positions: &'a [Position],
    limit: u64,
    /// The table of each thread's solver: no bigger than these positions' searches use.
    bits: u32,
    /// The next position no thread has taken.
    next: AtomicUsize,
    /// Positions solved.
    solved: AtomicUsize,
    stop: Arc<AtomicBool>,
    /// The first position over the node limit, and the nodes it searched.
    over: Mutex<Option<(usize, u64)>>,
    out: Vec<Mutex<Option<(Solution, f64)>>>,
}

impl Batch<'_> {
    /// Solve the next position not taken, until none is left or the batch stops (`hook`
    /// stops a search). A position over the limit stops the batch and is named in `over`,
    /// if it is the first to be.
    fn work(&self, hook: StopHook) {
        let mut solver = Solver::with_table_bits(self.bits);
        solver.set_stop(Some(hook));
        while !self.stop.load(Ordering::Relaxed) {
            let i = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(p) = self.positions.get(i) else { return };
            let t = std::time::Instant::now();
            match solver.solve_within(p, self.limit) {
                Some(sol) => {
                    *self.out[i].lock().unwrap_or_else(|e| e.into_inner()) = Some((sol, t.elapsed().as_secs_f64()));
                    self.solved.fetch_add(1, Ordering::Relaxed);
                }
                None => {
                    if !self.stop.swap(true, Ordering::Relaxed) {
                        *self.over.lock().unwrap_or_else(|e| e.into_inner()) = Some((i, solver.last_nodes()));
                    }
                    return;
                }
            }
        }
    }
}

/// Forget what this thread's solver stored (`Solver::clear_table`): its next solve starts
/// from an empty table.
#[pyfunction]
pub fn solver_clear_table() {
    // A thread with no solver yet has nothing stored: none is made just to be cleared.
    SOLVER.with(|s| {
        if let Some(solver) = s.borrow_mut().as_mut() {
            solver.clear_table();
        }
    });
}

/// Free this thread's solver and search players (their tables: up to 64 MiB and 16 MiB
/// each; the one simulation's "pimc" seats made on this thread too): the next search on
/// this thread makes new ones.
#[pyfunction]
pub fn solver_release() {
    SOLVER.with(|s| s.borrow_mut().take());
    PIMC.with(|p| p.borrow_mut().take());
    tarokk_core::sim::release_searcher();
}

/// Check that `game` can be solved with `goal` (the errors of `solve`, without searching):
/// the objective's name and unit, as a solution would give them (`goal=None`: the
/// contract's own).
#[pyfunction]
#[pyo3(signature = (game, goal = None, seat = None))]
pub fn solver_check(game: &Game, goal: Option<&str>, seat: Option<usize>) -> PyResult<(&'static str, &'static str)> {
    position(game, goal, seat).map(|pos| (pos.goal().name(), pos.unit()))
}

/// The value by plain minimax (no pruning, no table): exponential, for tests. Stoppable by
/// Ctrl-C (endings of six tricks take seconds to minutes).
#[pyfunction]
#[pyo3(signature = (game, goal = None, seat = None))]
pub fn minimax(py: Python<'_>, game: &Bound<'_, Game>, goal: Option<&str>, seat: Option<usize>) -> PyResult<i32> {
    let pos = position(&*game.try_borrow()?, goal, seat)?; // not borrowed while searched
    if pos.play().hand(pos.play().current_player().unwrap_or(0)).len() > 6 {
        return Err(errors::input("minimax is for endings of at most 6 tricks"));
    }
    let caught: Caught = Arc::default();
    let mut hook = signal_hook(&caught, None);
    match py.detach(|| pos.minimax_within(&mut *hook)) {
        Some(v) => Ok(v),
        None => Err(stopped(py, &caught, 0, 0, None)),
    }
}

/// The parameters of a search-player name's part after `pimc:` (`"worlds=8,seconds=0.5"`)
/// over the defaults, checked (`PimcConfig::parse`, the one parser of these names, also
/// `simulate`'s): `(worlds, rollouts, exact_tricks, seconds or None)`.
#[pyfunction]
pub fn search_params(params: &str) -> PyResult<(usize, usize, usize, Option<f64>)> {
    let c = PimcConfig::parse(params).map_err(errors::from_input)?;
    Ok((c.worlds, c.rollouts, c.exact_tricks, c.time_limit.map(|t| t.as_secs_f64())))
}

/// The search player's decision for the player to act: `(action, [(action, mean score)])`
/// (`tarokk_core::bots::pimc`; no scores for a forced action), or None when the deal is over.
#[pyfunction]
#[pyo3(signature = (game, seed, worlds = 12, rollouts = 48, exact_tricks = 0, seconds = None))]
#[allow(clippy::type_complexity)]
pub fn pimc_decide(
    py: Python<'_>,
    game: &Bound<'_, Game>,
    seed: &Bound<'_, PyAny>,
    worlds: i64,
    rollouts: i64,
    exact_tricks: i64,
    seconds: Option<f64>,
) -> PyResult<Option<(Py<crate::action::Action>, Vec<(Py<crate::action::Action>, f64)>)>> {
    let count = |v: i64, what: &str| usize::try_from(v).map_err(|_| errors::input(format!("{what} must be >= 0, got {v}")));
    let time_limit = match seconds {
        None => None,
        Some(t) => Some(
            std::time::Duration::try_from_secs_f64(t)
                .map_err(|_| errors::input(format!("seconds must be a number >= 0 or None, got {t}")))?,
        ),
    };
    let config = PimcConfig {
        worlds: count(worlds, "worlds")?,
        rollouts: count(rollouts, "rollouts")?,
        exact_tricks: count(exact_tricks, "exact_tricks")?,
        time_limit,
    };
    let mut rng = Rng::new(crate::sim::seed_of(seed)?);
    // The decision is made on a copy of the deal, the game not borrowed while the GIL is
    // released (another thread may take its next action meanwhile): the decision is for
    // the deal as it was when asked.
    let (deal, names) = {
        let g = game.try_borrow()?;
        (g.deal.clone(), g.namer())
    };
    let mut pimc = match PIMC.with(|p| p.borrow_mut().take()) {
        Some(mut p) => p.set_config(config).map(|_| p),
        None => Pimc::new(config),
    }
    .map_err(errors::from_input)?;
    // Ctrl-C stops a decision (many worlds can take seconds): asked between worlds and
    // during their solves.
    let caught: Caught = Arc::default();
    pimc.set_stop(Some(signal_hook(&caught, None)));
    let decided = py.detach(|| pimc.decide(&deal, &mut rng));
    let stopped = pimc.stopped();
    pimc.set_stop(None);
    PIMC.with(|p| *p.borrow_mut() = Some(pimc));
    if stopped {
        return Err(caught.lock().unwrap_or_else(|p| p.into_inner()).take().unwrap_or_else(|| {
            pyo3::exceptions::PyKeyboardInterrupt::new_err("the search player's decision was stopped")
        }));
    }
    let Some((a, means)) = decided else { return Ok(None) };
    let means = means.into_iter().map(|(x, v)| Ok((names.named(py, x)?, v))).collect::<PyResult<Vec<_>>>()?;
    Ok(Some((names.named(py, a)?, means)))
}

/// Benchmark the solver on `count` positions of real deals of `game` (from seeds
/// `seed`, `seed + 1`, …; `tarokk_core::positions`) with `tricks` tricks left: per
/// position `(seconds, nodes, probes, hits)`, or None if it needed more than `node_limit`
/// nodes. One solver, its table kept between positions as a user's would be. `question`:
/// `"value"` (the exact value) or `"makes"` (is the contract made: one null-window search).
#[pyfunction]
#[pyo3(signature = (game, tricks, count, seed = 0, node_limit = 0, question = "value", threads = 1))]
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub fn solver_bench(
    py: Python<'_>,
    game: &str,
    tricks: usize,
    count: usize,
    seed: u64,
    node_limit: u64,
    question: &str,
    threads: usize,
) -> PyResult<Vec<Option<(f64, u64, u64, u64)>>> {
    let makes = match question {
        "value" => false,
        "makes" => true,
        other => return Err(errors::input(format!("question {other:?}: 'value' or 'makes'"))),
    };
    py.detach(|| {
        let mut solver = Solver::new();
        solver.set_threads(tarokk_core::sim::effective_threads(threads));
        let mut out = Vec::with_capacity(count);
        let mut s = seed;
        while out.len() < count {
            if s > seed + 100 * count as u64 + 1000 {
                return Err(errors::input(format!("too few {game} deals reach {tricks} tricks left with a points contract")));
            }
            let pos = tarokk_core::positions::rule_played_position(game, s, tricks).map_err(errors::from_input)?;
            s += 1;
            let Some(pos) = pos else { continue };
            let t = std::time::Instant::now();
            let limit = if node_limit == 0 { u64::MAX } else { node_limit };
            let r = if makes {
                solver.makes_within(&pos, limit).map(|(m, st)| (i32::from(m), st))
            } else {
                solver.value_within(&pos, limit)
            };
            let dt = t.elapsed().as_secs_f64();
            out.push(r.map(|(_, st)| (dt, st.nodes, st.probes, st.hits)));
        }
        Ok(out)
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solver_bench, m)?)?;
    m.add_function(wrap_pyfunction!(solver_check, m)?)?;
    m.add_function(wrap_pyfunction!(solver_clear_table, m)?)?;
    m.add_function(wrap_pyfunction!(solver_release, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_function(wrap_pyfunction!(makes, m)?)?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(minimax, m)?)?;
    m.add_function(wrap_pyfunction!(pimc_decide, m)?)?;
    m.add_function(wrap_pyfunction!(search_params, m)?)?;
    Ok(())
}
