//! `Simulator`: a validated batch simulation (`tarokk_core::sim`). `run` plays a range of
//! deals with the GIL released, on many threads, in blocks; between blocks it checks for
//! Ctrl-C and, when interrupted, returns the blocks already played. Results are columns of
//! little-endian bytes that `tarokk.simulation` views as NumPy arrays (no object per deal).

use pyo3::exceptions::PyKeyboardInterrupt;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyDict};
use tarokk_core::jokai::actions::LEVEL_NAMES;
use tarokk_core::sim::jokai::{self as jokai_sim, JokaiSetup, JokaiSim};
use tarokk_core::sim::paskievics::{self as pask_sim, PaskievicsSetup, PaskievicsSim};
use tarokk_core::sim::slovenian::{Hands, Mode, PlaySpec, SlovenianSetup, SlovenianSim};
use tarokk_core::sim::{self, deal_seed, DealRecord, DealSimulator, PolicyKind};
use tarokk_core::slovenian::contract::{self, Contract};
use tarokk_core::{notation, Card};

use crate::convert::{self, card_set};
use crate::errors;

/// The games that can be simulated.
enum AnySim {
    Slovenian(SlovenianSim),
    Jokai(JokaiSim),
    Paskievics(PaskievicsSim),
}

impl AnySim {
    fn get(&self) -> &dyn DealSimulator {
        match self {
            AnySim::Slovenian(s) => s,
            AnySim::Jokai(s) => s,
            AnySim::Paskievics(s) => s,
        }
    }

    /// Deal `index` before any action: every table seat's hand and the talon.
    fn initial_deal(&self, index: u64) -> (Vec<Vec<u32>>, Vec<u32>) {
        fn of<G: tarokk_core::GameState>(g: &G) -> (Vec<Vec<u32>>, Vec<u32>) {
            let hands = (0..g.table_seats()).map(|p| convert::ids(g.hand(p))).collect();
            (hands, g.talon().iter().map(|c| c.id() as u32).collect())
        }
        match self {
            AnySim::Slovenian(s) => of(&s.initial_game(index)),
            AnySim::Jokai(s) => of(&s.initial_game(index)),
            AnySim::Paskievics(s) => {
                // A play-phase deal starts with the talon shared: the hands as dealt.
                let g = s.initial_game(index);
                let hands = pask_sim::hands_as_dealt(&g);
                let hands = (0..g.table_seats()).map(|p| convert::ids(hands[p])).collect();
                (hands, g.talon().iter().map(|c| c.id() as u32).collect())
            }
        }
    }
}

/// A Jókai level from an index 1..4 or its name (en or hu, diacritics optional).
fn jokai_level_of(v: &Bound<'_, PyAny>) -> PyResult<u8> {
    if let Ok(name) = v.extract::<String>() {
        let fold = |t: &str| tarokk_core::jokai::names::parse_action(t).ok();
        let level = fold(name.trim()).filter(|a| (55..=58).contains(a)).map(|a| a - 54);
        return level.ok_or_else(|| {
            let names: Vec<&str> = LEVEL_NAMES.iter().map(|l| l.0).collect();
            errors::input(format!("unknown Jókai level {name:?}: {}", names.join(", ")))
        });
    }
    if crate::convert::is_bool(v) {
        return Err(errors::input("a Jókai level is an index 1..4 or a name"));
    }
    let i: i64 = v.extract().map_err(|_| errors::input("a Jókai level is an index 1..4 or a name"))?;
    u8::try_from(i).ok().filter(|l| (1..=4).contains(l)).ok_or_else(|| errors::input(format!("no Jókai level {i}: 1..3 the kettős, 4 szóló")))
}

/// A Jókai simulation: full deals, or with `contract` the play-phase mode (a fixed level
/// and declarer, random hands). The Slovenian-only arguments are refused by name.
#[allow(clippy::too_many_arguments)]
fn jokai_simulator(
    players: i64,
    seed: u64,
    policies: &[PolicyKind],
    dealer: i64,
    compulsory_klop: bool,
    contract: Option<&Bound<'_, PyAny>>,
    declarer: Option<i64>,
    called: Option<&Bound<'_, PyAny>>,
    fixed_hands: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Simulator> {
    let n = match players {
        3 | 4 => players as usize,
        _ => return Err(errors::input(format!("Jókai deals have 3 table seats, or 4 with the dealer sitting out, not {players}"))),
    };
    if compulsory_klop {
        return Err(errors::input("compulsory_klop is a Slovenian flag: Jókai has no compulsory klop"));
    }
    if called.is_some() {
        return Err(errors::input("called names the partner's card of Slovenian and Paskievics deals: in Jókai nobody calls a partner"));
    }
    if fixed_hands {
        return Err(errors::input("hands, talon, hand and seat are not supported for Jókai: its play-phase mode deals random hands"));
    }
    let dealer = seat_of(dealer, n, "dealer")?;
    let opts = crate::games::jokai_options(options)?;
    let mode = match contract {
        None => {
            if declarer.is_some() {
                return Err(errors::input("declarer belongs to the play-phase mode: give a contract (a level)"));
            }
            jokai_sim::Mode::Full
        }
        Some(c) => {
            let level = jokai_level_of(c)?;
            let declarer = match declarer {
                Some(d) => seat_of(d, n, "declarer")?,
                None => (dealer + 1) % n,
            };
            jokai_sim::Mode::Play(jokai_sim::PlaySpec { level, declarer })
        }
    };
    let s = JokaiSetup::new(n, dealer, opts, mode)
        .and_then(|setup| setup.simulator(seed, policies))
        .map_err(errors::from_input)?;
    Ok(Simulator { sim: AnySim::Jokai(s), seed })
}

/// A Paskievics level from an index 0..3 (the records' contract column) or its name (en or
/// hu, diacritics optional).
fn paskievics_level_of(v: &Bound<'_, PyAny>) -> PyResult<u8> {
    use tarokk_core::paskievics::actions::{LEVELS, LEVEL_TABLE, SOLO, THREE, TWO, ONE};
    let names = || LEVEL_TABLE.iter().map(|l| format!("{} ({})", l.en, l.hu)).collect::<Vec<_>>().join(", ");
    if let Ok(name) = v.extract::<String>() {
        let key = notation::normalise(&name);
        // The table's names, and the level words of the game's action names (`hármas` …).
        let aliases = [("harmas", THREE), ("kettes", TWO), ("egyes", ONE), ("szolo", SOLO)];
        let level = LEVEL_TABLE
            .iter()
            .position(|l| notation::normalise(l.en) == key || notation::normalise(l.hu) == key)
            .map(|i| i as u8)
            .or_else(|| aliases.iter().find(|(a, _)| *a == key).map(|&(_, l)| l));
        return level.ok_or_else(|| errors::input(format!("unknown Paskievics level {name:?}: {}", names())));
    }
    if crate::convert::is_bool(v) {
        return Err(errors::input("a Paskievics level is an index 0..3 or a name"));
    }
    let i: i64 = v.extract().map_err(|_| errors::input("a Paskievics level is an index 0..3 or a name"))?;
    u8::try_from(i).ok().filter(|&l| l < LEVELS).ok_or_else(|| errors::input(format!("no Paskievics level {i}: 0..3 are {}", names())))
}

/// A Paskievics simulation: full deals, or with `contract` the play-phase mode (a fixed
/// level and declarer, the call fixed by `called` or the declarer's policy's, random hands).
/// The Slovenian-only arguments are refused by name.
#[allow(clippy::too_many_arguments)]
fn paskievics_simulator(
    players: i64,
    seed: u64,
    policies: &[PolicyKind],
    dealer: i64,
    compulsory_klop: bool,
    contract: Option<&Bound<'_, PyAny>>,
    declarer: Option<i64>,
    called: Option<&Bound<'_, PyAny>>,
    fixed_hands: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Simulator> {
    let n = match players {
        4 | 5 => players as usize,
        _ => {
            return Err(errors::input(format!(
                "Paskievics deals have 4 table seats, or 5 with the dealer sitting out, not {players}"
            )))
        }
    };
    if compulsory_klop {
        return Err(errors::input("compulsory_klop is a Slovenian flag: Paskievics has no klop"));
    }
    if fixed_hands {
        return Err(errors::input(
            "hands, talon, hand and seat are not supported for Paskievics: its play-phase mode deals random hands",
        ));
    }
    let dealer = seat_of(dealer, n, "dealer")?;
    let opts = crate::games::paskievics_options(options)?;
    let mode = match contract {
        None => {
            if declarer.is_some() || called.is_some() {
                return Err(errors::input("declarer and called belong to the play-phase mode: give a contract (a level)"));
            }
            pask_sim::Mode::Full
        }
        Some(c) => {
            let level = paskievics_level_of(c)?;
            let declarer = match declarer {
                Some(d) => seat_of(d, n, "declarer")?,
                None => (dealer + 1) % n,
            };
            // Unreadable text is bad input here, like every other argument.
            let called = called
                .map(|v| match v.extract::<String>() {
                    Ok(text) => notation::parse_card(&text).map_err(|e| errors::input(format!("called: {e}"))),
                    Err(_) => card_of(v),
                })
                .transpose()?;
            pask_sim::Mode::Play(pask_sim::PlaySpec { level, declarer, called })
        }
    };
    let s = PaskievicsSetup::new(n, dealer, opts, mode)
        .and_then(|setup| setup.simulator(seed, policies))
        .map_err(errors::from_input)?;
    Ok(Simulator { sim: AnySim::Paskievics(s), seed })
}

#[pyclass(module = "tarokk._core", name = "Simulator", frozen)]
pub struct Simulator {
    sim: AnySim,
    seed: u64,
}

pub(crate) fn seed_of(v: &Bound<'_, PyAny>) -> PyResult<u64> {
    if crate::convert::is_bool(v) {
        return Err(errors::input("seed must be an integer"));
    }
    if v.is_instance_of::<pyo3::types::PyFloat>() {
        return Err(crate::convert::not_an_int(v, "seed")); // as `int_arg`: no 3.9 warning on the way
    }
    let x: i128 = v.extract().map_err(|_| crate::convert::not_an_int(v, "seed"))?;
    u64::try_from(x).map_err(|_| errors::input(format!("seed must be in 0..2**64-1, got {x}")))
}

fn count_of(x: i64, what: &str) -> PyResult<u64> {
    u64::try_from(x).map_err(|_| errors::input(format!("{what} must be >= 0, got {x}")))
}

fn policies_of(v: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<PolicyKind>> {
    let Some(v) = v else { return Ok(vec![PolicyKind::Random]) };
    let names: Vec<String> = if let Ok(s) = v.extract::<String>() {
        vec![s]
    } else {
        v.extract().map_err(|_| errors::input("policies is a name or a list of names, one per seat"))?
    };
    names.iter().map(|n| PolicyKind::from_name(n).map_err(errors::from_input)).collect()
}

fn contract_of(v: &Bound<'_, PyAny>, n: usize) -> PyResult<Contract> {
    // The contracts of this table by index, as the Hungarian games name their levels.
    let known = || {
        (0..contract::CONTRACTS)
            .filter(|&c| contract::exists(c, n))
            .map(|c| format!("{c} {}", contract::info(c).name_en))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let c = if let Ok(name) = v.extract::<String>() {
        let key = name.trim().to_lowercase().replace('č', "c").replace(['_', '-'], " ");
        contract::TABLE
            .iter()
            .position(|i| i.name_en == key || i.name_sl.replace('č', "c") == key)
            .ok_or_else(|| errors::input(format!("unknown contract {name:?}: {}", known())))? as Contract
    } else {
        if crate::convert::is_bool(v) {
            return Err(errors::input("contract is an index 0..11 or a name"));
        }
        let i: i64 = v.extract().map_err(|_| errors::input("contract is an index 0..11 or a name"))?;
        u8::try_from(i).ok().filter(|&c| c < contract::CONTRACTS).ok_or_else(|| errors::input(format!("no contract {i}: {}", known())))?
    };
    if !contract::exists(c, n) {
        return Err(errors::input(format!(
            "{} is not a contract of {n}-player Slovenian tarok",
            contract::info(c).name_en
        )));
    }
    Ok(c)
}

fn card_of(v: &Bound<'_, PyAny>) -> PyResult<Card> {
    if let Ok(text) = v.extract::<String>() {
        return notation::parse_card(&text).map_err(errors::notation);
    }
    convert::card(v.extract().map_err(|_| errors::input("a card is an id or a name"))?)
}

fn seat_of(x: i64, n: usize, what: &str) -> PyResult<usize> {
    usize::try_from(x).ok().filter(|&s| s < n).ok_or_else(|| errors::input(format!("{what} {x} is not a seat of {n}")))
}

/// The columns of the records as little-endian bytes, filled block by block: the records
/// of a block are copied out while they are still in cache, and a large run never holds
/// all its records at once.
struct Columns {
    /// Active seats: the per-seat columns have this many values per deal.
    n: usize,
    /// In the order of `Columns::NAMES`.
    bytes: [Vec<u8>; 11],
}

impl Columns {
    const NAMES: [&'static str; 11] = [
        "contract",
        "declarer",
        "partner",
        "called",
        "won",
        "steps",
        "card_points",
        "seat_points",
        "amounts",
        "tricks",
        "bonuses",
    ];

    /// Room for `deals` deals of `n` seats, or `None` if that does not fit in memory.
    fn try_with_capacity(deals: usize, n: usize) -> Option<Columns> {
        // Bytes per deal of each column, in the order of `NAMES`.
        let widths = [1, 1, 1, 1, 1, 2, 4, 2 * n, 4 * n, n, 4];
        let mut bytes: [Vec<u8>; 11] = Default::default();
        for (v, w) in bytes.iter_mut().zip(widths) {
            v.try_reserve_exact(deals.checked_mul(w)?).ok()?;
        }
        Some(Columns { n, bytes })
    }

    fn push(&mut self, r: &DealRecord) {
        let n = self.n;
        let [contract, declarer, partner, called, won, steps, card_points, seat_points, amounts, tricks, bonuses] =
            &mut self.bytes;
        contract.push(r.contract as u8);
        declarer.push(r.declarer as u8);
        partner.push(r.partner as u8);
        called.push(r.called as u8);
        won.push(r.won as u8);
        steps.extend_from_slice(&r.steps.to_le_bytes());
        for x in r.card_points {
            card_points.extend_from_slice(&x.to_le_bytes());
        }
        for x in &r.seat_points[..n] {
            seat_points.extend_from_slice(&x.to_le_bytes());
        }
        for x in &r.amounts[..n] {
            amounts.extend_from_slice(&x.to_le_bytes());
        }
        tricks.extend_from_slice(&r.tricks[..n]);
        for x in r.bonuses {
            bonuses.extend_from_slice(&x.to_le_bytes());
        }
    }

    /// Each column as a `bytearray`, so that NumPy views of it are writable.
    fn into_dict(self, py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let d = PyDict::new(py);
        for (name, bytes) in Columns::NAMES.iter().zip(&self.bytes) {
            d.set_item(name, PyByteArray::new(py, bytes))?;
        }
        Ok(d)
    }
}

#[pymethods]
impl Simulator {
    /// A validated simulation; every bad argument raises `InvalidInputError` here.
    #[new]
    #[pyo3(signature = (game = "slovenian", players = 4, *, seed = None, policies = None, dealer = 0,
                        compulsory_klop = false, contract = None, declarer = None, called = None,
                        hands = None, talon = None, hand = None, seat = None, options = None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        game: &str,
        players: i64,
        seed: Option<&Bound<'_, PyAny>>,
        policies: Option<&Bound<'_, PyAny>>,
        dealer: i64,
        compulsory_klop: bool,
        contract: Option<&Bound<'_, PyAny>>,
        declarer: Option<i64>,
        called: Option<&Bound<'_, PyAny>>,
        hands: Option<Vec<Vec<i64>>>,
        talon: Option<Vec<i64>>,
        hand: Option<Vec<i64>>,
        seat: Option<i64>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        if game == "jokai" {
            let seed = seed.map(seed_of).transpose()?.unwrap_or(0);
            let fixed = hands.is_some() || talon.is_some() || hand.is_some() || seat.is_some();
            let policies = policies_of(policies)?;
            return jokai_simulator(players, seed, &policies, dealer, compulsory_klop, contract, declarer, called, fixed, options);
        }
        if game == "paskievics" {
            let seed = seed.map(seed_of).transpose()?.unwrap_or(0);
            let fixed = hands.is_some() || talon.is_some() || hand.is_some() || seat.is_some();
            let policies = policies_of(policies)?;
            return paskievics_simulator(players, seed, &policies, dealer, compulsory_klop, contract, declarer, called, fixed, options);
        }
        if game != "slovenian" {
            return Err(errors::input(format!("unknown game {game:?}: 'slovenian', 'jokai' and 'paskievics' can be simulated")));
        }
        let n = match players {
            3 | 4 => players as usize,
            _ => return Err(errors::input(format!("Slovenian deals have 3 or 4 active players, not {players}"))),
        };
        let seed = seed.map(seed_of).transpose()?.unwrap_or(0);
        let policies = policies_of(policies)?;
        let dealer = seat_of(dealer, n, "dealer")?;
        let (opts, _) = crate::games::slovenian_options(options)?;
        let mode = match contract {
            None => {
                if declarer.is_some() || called.is_some() || hands.is_some() || talon.is_some() || hand.is_some() || seat.is_some() {
                    return Err(errors::input(
                        "declarer, called, hands, talon, hand and seat belong to the play-phase mode: give a contract",
                    ));
                }
                Mode::Full
            }
            Some(c) => {
                let c = contract_of(c, n)?;
                if c == 0 && declarer.is_some() {
                    // Klop has no declarer (SL-B4, its rows say -1); a seat given here would
                    // only move a fixed hand, which `seat` says.
                    return Err(errors::input("klop has no declarer: everyone plays alone (SL-L1); a fixed hand's seat is `seat`"));
                }
                let forehand = (dealer + 1) % n;
                let declarer = match declarer {
                    Some(d) => seat_of(d, n, "declarer")?,
                    None => forehand,
                };
                let called = called.map(card_of).transpose()?;
                let hands = match (hands, talon, hand) {
                    (None, None, None) => Hands::Random,
                    (Some(h), Some(t), None) => {
                        Hands::Fixed(crate::games::slovenian_deal(crate::games::parse_deal(n, h, t)?)?)
                    }
                    (None, None, Some(h)) => {
                        let s = match seat {
                            Some(s) => seat_of(s, n, "seat")?,
                            None => declarer,
                        };
                        Hands::FixedHand { seat: s, hand: card_set(&h, "hand")? }
                    }
                    (None, Some(_), _) | (Some(_), None, _) => {
                        return Err(errors::input("hands and talon are given together"))
                    }
                    _ => return Err(errors::input("give either hands and talon (a fixed deal) or one hand, not both")),
                };
                if seat.is_some() && !matches!(hands, Hands::FixedHand { .. }) {
                    return Err(errors::input("seat is the seat of the fixed hand: give hand too"));
                }
                Mode::Play(PlaySpec { contract: c, declarer, called, hands })
            }
        };
        let s: SlovenianSim = SlovenianSetup::new(n, dealer, compulsory_klop, opts, mode)
            .and_then(|setup| setup.simulator(seed, &policies))
            .map_err(errors::from_input)?;
        Ok(Simulator { sim: AnySim::Slovenian(s), seed })
    }

    /// Some seat is the search player (`pimc`): each deal takes about a tenth of a second a search seat, so runs
    /// are best given in small chunks.
    #[getter]
    fn searching(&self) -> bool {
        self.sim.get().searching()
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.sim.get().num_players()
    }

    /// The bonuses of the `bonuses` column, in bit order.
    #[getter]
    fn bonus_names(&self) -> Vec<&'static str> {
        self.sim.get().bonus_names().to_vec()
    }

    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The seed of deal `index`: `SlovenianGame(seed=...)` deals the same cards.
    fn deal_seed(&self, index: i64) -> PyResult<u64> {
        Ok(deal_seed(self.seed, count_of(index, "index")?))
    }

    /// The actions of deal `index` as `[seat, action]` pairs.
    fn trace(&self, py: Python<'_>, index: i64) -> PyResult<Vec<[u32; 2]>> {
        let i = count_of(index, "index")?;
        let t = py.detach(|| self.sim.get().trace_deal(i));
        Ok(t.into_iter().map(|(s, a)| [s as u32, a as u32]).collect())
    }

    /// The hands and talon of deal `index` before any action.
    fn deal(&self, index: i64) -> PyResult<(Vec<Vec<u32>>, Vec<u32>)> {
        let i = count_of(index, "index")?;
        Ok(self.sim.initial_deal(i))
    }

    /// Play deals `start .. start + count` on `threads` threads (None or 0: all cores), with
    /// the GIL released, `block` deals at a time (Ctrl-C is checked between blocks).
    /// Returns `(columns, played, interrupted)`: `columns` maps a name to the bytes of an
    /// array (see `tarokk.simulation.COLUMNS`) over the `played` deals.
    #[pyo3(signature = (start, count, threads = None, block = None))]
    fn run<'py>(
        &self,
        py: Python<'py>,
        start: i64,
        count: i64,
        threads: Option<i64>,
        block: Option<i64>,
    ) -> PyResult<(Bound<'py, PyDict>, u64, bool)> {
        let start = count_of(start, "start")?;
        let count = count_of(count, "count")?;
        let threads = count_of(threads.unwrap_or(0), "threads")? as usize;
        let threads = sim::effective_threads(threads);
        let block = match block {
            Some(b) if b > 0 => b as usize,
            Some(b) => return Err(errors::input(format!("block must be > 0, got {b}"))),
            None => 16_384 * threads,
        };
        let total = usize::try_from(count).map_err(|_| errors::input("count too large"))?;
        let sim = self.sim.get();
        let n = sim.num_players();
        let mut columns = Columns::try_with_capacity(total, n)
            .ok_or_else(|| errors::input(format!("cannot hold {count} records in memory")))?;
        let mut recs = vec![DealRecord::EMPTY; block.min(total)];
        let mut done = 0usize;
        let mut interrupted = false;
        while done < total {
            let end = (done + block).min(total);
            let part = &mut recs[..end - done];
            py.detach(|| sim::run(sim, start + done as u64, part, threads));
            for r in part.iter() {
                columns.push(r);
            }
            done = end;
            if let Err(e) = py.check_signals() {
                if e.is_instance_of::<PyKeyboardInterrupt>(py) {
                    interrupted = true;
                    break;
                }
                return Err(e);
            }
        }
        Ok((columns.into_dict(py)?, done as u64, interrupted))
    }

    fn __repr__(&self) -> String {
        format!("Simulator(players={}, seed={})", self.num_players(), self.seed)
    }
}

/// The seed of deal `index` of a run seeded with `seed`.
#[pyfunction(name = "deal_seed")]
fn deal_seed_py(seed: &Bound<'_, PyAny>, index: i64) -> PyResult<u64> {
    Ok(deal_seed(seed_of(seed)?, count_of(index, "index")?))
}

/// Sizes in bytes of the core's state values (a deal's whole state is one `Copy` value).
#[pyfunction]
fn state_sizes() -> Vec<(&'static str, usize)> {
    use std::mem::size_of;
    vec![
        ("slovenian.Game", size_of::<tarokk_core::slovenian::Game>()),
        ("jokai.Game", size_of::<tarokk_core::jokai::Game>()),
        ("paskievics.Game", size_of::<tarokk_core::paskievics::Game>()),
        ("PlayState", size_of::<tarokk_core::PlayState>()),
        ("DealRecord", size_of::<DealRecord>()),
    ]
}

/// The cores this process may use: what `threads=0` means everywhere ("every core"). The
/// standard library's count, which heeds the CPUs the process is bound to (`taskset`) and a
/// container's CPU quota, where Python's `os.cpu_count()` counts the machine's.
#[pyfunction]
fn available_cores() -> usize {
    tarokk_core::sim::effective_threads(0)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Simulator>()?;
    m.add_function(wrap_pyfunction!(deal_seed_py, m)?)?;
    m.add_function(wrap_pyfunction!(state_sizes, m)?)?;
    m.add_function(wrap_pyfunction!(available_cores, m)?)?;
    Ok(())
}
