//! `Game`: one deal of any game, over the core's [`Deal`] of an [`AnyGame`] (state, history,
//! undo). Actions come out as cached `Action` objects, so that a Python loop over
//! `legal_actions()` and `apply()` costs little more than over ints.

use std::sync::{Arc, Mutex, OnceLock};

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyTuple};
use tarokk_core::rng::Rng;
use tarokk_core::worlds::{sample_world, ATTEMPTS};

// The default of `Game.sample_world`'s `attempts`, as its docstring and the stub say.
const _: () = assert!(ATTEMPTS == 500);
use tarokk_core::{Action as Id, ActionTextError, AnyGame, Deal, GameState, Lang};

use crate::action::Action;
use crate::convert;
use crate::errors;
use crate::games;
use crate::values;

/// Name variants cached per action (more are named on the fly).
const VARIANTS: usize = 8;

/// Named actions by `(variant, id)`, shared by every deal of a game (names depend only on
/// the action and its name variant, `GameState::name_variant`); filled on first use and
/// read without a lock.
type NameCache = Arc<[OnceLock<Py<Action>>]>;

/// The name cache of each game, by name.
static CACHES: Mutex<Vec<(&'static str, NameCache)>> = Mutex::new(Vec::new());

fn name_cache(g: &AnyGame) -> NameCache {
    let name = g.game_name();
    let mut caches = CACHES.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, c)) = caches.iter().find(|(n, _)| *n == name) {
        return Arc::clone(c);
    }
    let c: NameCache = (0..VARIANTS * g.action_space()).map(|_| OnceLock::new()).collect();
    caches.push((name, Arc::clone(&c)));
    c
}

#[pyclass(module = "tarokk._core", name = "Game")]
pub struct Game {
    pub(crate) deal: Deal<AnyGame>,
    /// The actions taken, as named when they were taken.
    named: Vec<(u8, Py<Action>)>,
    local: Lang,
    cache: NameCache,
}

impl Game {
    fn state(&self) -> &AnyGame {
        self.deal.state()
    }

    /// A `seat=` argument: `None` (or Python's None), else a seat of the table.
    fn seat_arg(&self, seat: Option<&Bound<'_, PyAny>>) -> PyResult<Option<usize>> {
        let Some(s) = seat.filter(|s| !s.is_none()) else { return Ok(None) };
        if crate::convert::is_bool(s) {
            return Err(errors::input("a seat is an int"));
        }
        let s: i64 = s.extract().map_err(|_| crate::convert::not_an_int(s, "seat"))?;
        let n = self.state().table_seats();
        match usize::try_from(s) {
            Ok(s) if s < n => Ok(Some(s)),
            _ => Err(errors::input(format!("seat {s} is not a seat of {n}"))),
        }
    }

    /// The named action `a` in the current state.
    #[inline]
    pub(crate) fn named(&self, py: Python<'_>, a: Id) -> PyResult<Py<Action>> {
        self.named_in(py, self.state(), a)
    }

    /// Action id `a` named in the current state, where `action` gave it. An `Action` means
    /// what it was named: from another game, or from a state where its id meant something
    /// else (a kontra step since raised, a discard), it is refused.
    fn named_as_given(&self, py: Python<'_>, action: &Bound<'_, PyAny>, a: Id) -> PyResult<Py<Action>> {
        let named = self.named(py, a)?;
        if let Ok(given) = action.cast::<Action>() {
            let (given, here) = (given.get(), named.get());
            if !std::ptr::eq(given, here) && given.name != here.name {
                return Err(errors::illegal(format!(
                    "{} is not this game's action {} here ({}): an Action from another game or an earlier state",
                    action.repr()?,
                    a,
                    crate::action::py_quoted(&here.name)
                )));
            }
        }
        Ok(named)
    }

    /// The named action `a` in state `g` of this deal.
    #[inline]
    fn named_in(&self, py: Python<'_>, g: &AnyGame, a: Id) -> PyResult<Py<Action>> {
        name_in(&self.cache, self.local, py, g, a)
    }

    /// What names actions in the current state after the game is no longer borrowed: a
    /// search runs with the GIL released and the game free (another thread may take the
    /// next action meanwhile), and names its answer in the state it was asked about.
    pub(crate) fn namer(&self) -> Namer {
        Namer { state: self.state().clone(), cache: Arc::clone(&self.cache), local: self.local }
    }
}

/// Action `a` in state `g`, named in English and `local`, from the game's `cache`.
#[inline]
fn name_in(cache: &NameCache, local: Lang, py: Python<'_>, g: &AnyGame, a: Id) -> PyResult<Py<Action>> {
    let v = g.name_variant(a) as usize;
    let slot = (v < VARIANTS).then(|| &cache[v * g.action_space() + a as usize]);
    if let Some(hit) = slot.and_then(|s| s.get()) {
        return Ok(hit.clone_ref(py));
    }
    let action = Py::new(py, Action { id: a, name: g.action_name(a, Lang::English), local: g.action_name(a, local) })?;
    if let Some(s) = slot {
        // Another thread may have named it first: either object is right.
        let _ = s.set(action.clone_ref(py));
    }
    Ok(action)
}

/// A state of a game and the game's names ([`Game::namer`]).
pub(crate) struct Namer {
    state: AnyGame,
    cache: NameCache,
    local: Lang,
}

impl Namer {
    /// Action `a` in that state, named as the game names it.
    pub(crate) fn named(&self, py: Python<'_>, a: Id) -> PyResult<Py<Action>> {
        name_in(&self.cache, self.local, py, &self.state, a)
    }
}

impl Game {
    /// An action given as an `Action`, an int id, or text.
    fn action_id(&self, action: &Bound<'_, PyAny>) -> PyResult<Id> {
        if let Ok(a) = action.cast::<Action>() {
            return Ok(a.get().id);
        }
        if crate::convert::is_bool(action) {
            return Err(errors::input("an action is an Action, an int id or its name as text, not a bool"));
        }
        if let Ok(a) = action.extract::<i64>() {
            return u8::try_from(a)
                .ok()
                .filter(|&a| (a as usize) < self.state().action_space())
                .ok_or_else(|| errors::illegal(format!("no such action id: {a}")));
        }
        if action.is_instance_of::<pyo3::types::PyInt>() {
            // An int beyond 64 bits is no action id either.
            return Err(errors::illegal(format!("no such action id: {}", action.str()?)));
        }
        if let Ok(text) = action.extract::<String>() {
            // A kontra step's word other than the step due names the item, not this step.
            return self.state().parse_action_text(&text).map_err(|e| match e {
                ActionTextError::Notation(e) => errors::notation(e),
                ActionTextError::Refused(r) => errors::from_illegal(r),
            });
        }
        Err(errors::input(format!(
            "an action is an Action, an int id or its name as text, not {}",
            action.get_type().name()?
        )))
    }

    fn lang(&self, lang: &str) -> PyResult<Lang> {
        let g = self.state();
        Lang::from_code(lang).filter(|l| g.languages().contains(l)).ok_or_else(|| {
            let codes: Vec<&str> = g.languages().iter().map(|l| l.code()).collect();
            errors::input(format!("lang must be one of {}, not {lang:?}", codes.join(", ")))
        })
    }

    fn seat(&self, seat: &Bound<'_, PyAny>) -> PyResult<usize> {
        let n = self.state().table_seats();
        if crate::convert::is_bool(seat) {
            return Err(errors::input("a seat is an int"));
        }
        let s: i64 = seat.extract().map_err(|_| crate::convert::not_an_int(seat, "seat"))?;
        usize::try_from(s).ok().filter(|&s| s < n).ok_or_else(|| errors::input(format!("seat {s} is not a seat of {n}")))
    }
}

#[pymethods]
impl Game {
    /// A deal of `game` for `num_players` table seats (default: the game's usual number),
    /// from `seed` or from `hands` and `talon` given by hand; the game's options as keywords.
    #[new]
    #[pyo3(signature = (game, num_players = None, *, seed = None, dealer = None, hands = None, talon = None, **options))]
    fn new(
        game: &str,
        num_players: Option<&Bound<'_, PyAny>>,
        seed: Option<&Bound<'_, PyAny>>,
        dealer: Option<&Bound<'_, PyAny>>,
        hands: Option<&Bound<'_, PyAny>>,
        talon: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        fn absent<'a, 'py>(v: Option<&'a Bound<'py, PyAny>>) -> Option<&'a Bound<'py, PyAny>> {
            v.filter(|v| !v.is_none())
        }
        // Every argument is read here, so that a value of the wrong kind is an
        // InvalidInputError (as in the reference), not pyo3's TypeError.
        let seed = absent(seed).map(crate::sim::seed_of).transpose()?;
        let num_players = absent(num_players).map(|v| convert::int_arg(v, "num_players")).transpose()?;
        let dealer = absent(dealer).map(|v| convert::int_arg(v, "dealer")).transpose()?.unwrap_or(0);
        let deal = match (absent(hands), absent(talon)) {
            (None, None) => None,
            (Some(h), Some(t)) => {
                if seed.is_some() {
                    return Err(errors::input("give either a seed or hands and talon, not both"));
                }
                Some((convert::id_lists(h, "hands")?, convert::id_list(t, "talon")?))
            }
            _ => return Err(errors::input("hands and talon are given together")),
        };
        let g = games::new_game(game, num_players, seed, dealer, deal, options)?;
        let local = g.languages().get(1).copied().unwrap_or(Lang::English);
        let cache = name_cache(&g);
        Ok(Game { deal: Deal::new(g), named: Vec::new(), local, cache })
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.state().game_name()
    }
    /// Seats at the table (a sitting-out dealer counts).
    #[getter]
    fn num_players(&self) -> usize {
        self.state().table_seats()
    }
    #[getter]
    fn active_players(&self) -> usize {
        self.state().active_seats()
    }
    #[getter]
    fn action_space(&self) -> usize {
        self.state().action_space()
    }
    #[getter]
    fn max_game_length(&self) -> usize {
        self.state().max_game_length()
    }
    #[getter]
    fn languages(&self) -> Vec<&'static str> {
        self.state().languages().iter().map(|l| l.code()).collect()
    }
    #[getter]
    fn phase(&self) -> &'static str {
        self.state().phase_name()
    }
    #[getter]
    fn current_player(&self) -> Option<usize> {
        self.state().current_player()
    }
    #[getter]
    fn is_over(&self) -> bool {
        self.state().is_over()
    }
    #[getter]
    fn dealer(&self) -> usize {
        self.state().dealer()
    }
    /// Every hand (omniscient: for simulators and tests, not for players).
    #[getter]
    fn hands(&self) -> Vec<Vec<u32>> {
        let g = self.state();
        (0..g.table_seats()).map(|s| convert::ids(g.hand(s))).collect()
    }
    #[getter]
    fn talon(&self) -> Vec<u32> {
        self.state().talon().iter().map(|c| c.id() as u32).collect()
    }
    /// The hands as dealt (omniscient), as a deal given by hand takes them: Paskievics
    /// with ráütés, the deal of a cut (PK-D3), also before the cut and after a knock.
    #[getter]
    fn initial_hands(&self) -> Vec<Vec<u32>> {
        self.deal.initial().dealt_hands().into_iter().map(convert::ids).collect()
    }
    /// The talon as dealt.
    #[getter]
    fn initial_talon(&self) -> Vec<u32> {
        self.deal.initial().talon().iter().map(|c| c.id() as u32).collect()
    }
    /// Every action so far as `[seat, action id]`.
    #[getter]
    fn history(&self) -> Vec<[u32; 2]> {
        self.deal.history().iter().map(|e| [e.seat as u32, e.action as u32]).collect()
    }
    /// Every action so far as `(seat, Action)`, named as it was when taken.
    #[getter]
    fn named_history(&self, py: Python<'_>) -> Vec<(u8, Py<Action>)> {
        self.named.iter().map(|(s, a)| (*s, a.clone_ref(py))).collect()
    }

    /// The legal actions of the current player, in id order (`[]` when over). With
    /// `seat`, that seat's: `[]` unless it is its turn (a server may send each seat its own).
    #[pyo3(signature = (seat = None))]
    fn legal_actions<'py>(&self, py: Python<'py>, seat: Option<&Bound<'_, PyAny>>) -> PyResult<Bound<'py, PyList>> {
        let seat = self.seat_arg(seat)?;
        if seat.is_some() && seat != self.state().current_player() {
            return Ok(PyList::empty(py));
        }
        let legal = self.state().legal_actions();
        let mut named = Vec::with_capacity(legal.len() as usize);
        for a in legal.iter() {
            named.push(self.named(py, a)?);
        }
        PyList::new(py, named)
    }

    /// The legal action ids (a bit per id) as one int: a mask for learning code.
    fn legal_mask(&self) -> u128 {
        self.state().legal_actions().0
    }

    /// Apply an action (an `Action`, an id or text). With `seat`, refuse it unless it is
    /// that seat's turn. Illegal: `IllegalActionError` saying why, nothing changed.
    #[pyo3(signature = (action, seat = None))]
    fn apply(&mut self, py: Python<'_>, action: &Bound<'_, PyAny>, seat: Option<&Bound<'_, PyAny>>) -> PyResult<Py<Action>> {
        let a = self.action_id(action)?;
        let seat = self.seat_arg(seat)?;
        let named = self.named_as_given(py, action, a)?;
        let entry = self.deal.apply(a, seat).map_err(errors::from_illegal)?;
        self.named.push((entry.seat, named.clone_ref(py)));
        Ok(named)
    }

    /// The action the game's rule-based player (the simulator's `"rule"` policy) would
    /// take now, named; None when the deal is over.
    fn rule_action(&self, py: Python<'_>) -> PyResult<Option<Py<Action>>> {
        self.state().rule_action().map(|a| self.named(py, a)).transpose()
    }

    /// Take back the last action; returns it.
    fn undo(&mut self, py: Python<'_>) -> PyResult<Py<Action>> {
        if self.deal.undo().is_none() {
            return Err(errors::input("nothing to undo"));
        }
        let (_, a) = self.named.pop().expect("a name per action");
        Ok(a.clone_ref(py))
    }

    /// Action `a` (an `Action`, id or text) with its names in the current state; an
    /// `Action` whose id means something else here is refused, as `apply` refuses it.
    fn action(&self, py: Python<'_>, action: &Bound<'_, PyAny>) -> PyResult<Py<Action>> {
        let a = self.action_id(action)?;
        if !self.state().is_action(a) {
            return Err(errors::input(format!("no such action id: {a}")));
        }
        self.named_as_given(py, action, a)
    }

    #[pyo3(signature = (action, lang = None))]
    fn action_name(&self, action: &Bound<'_, PyAny>, lang: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        let g = self.state();
        let action = convert::int_arg(action, "an action id")?;
        let a = u8::try_from(action)
            .ok()
            .filter(|&a| g.is_action(a))
            .ok_or_else(|| errors::input(format!("no such action id: {action}")))?;
        let lang = match lang {
            None => Lang::English,
            Some(l) => self.lang(&l.extract::<String>().map_err(|_| errors::input("lang is a language code such as 'en'"))?)?,
        };
        Ok(g.action_name(a, lang))
    }

    fn parse_action(&self, text: &Bound<'_, PyAny>) -> PyResult<u8> {
        let text: String = text.extract().map_err(|_| errors::input("an action's name is text"))?;
        self.state().parse_action(&text).map_err(errors::notation)
    }

    fn copy(&self, py: Python<'_>) -> Self {
        Game {
            deal: self.deal.clone(),
            named: self.named.iter().map(|(s, a)| (*s, a.clone_ref(py))).collect(),
            local: self.local,
            cache: Arc::clone(&self.cache),
        }
    }
    fn __copy__(&self, py: Python<'_>) -> Self {
        self.copy(py)
    }
    fn __deepcopy__(&self, py: Python<'_>, _memo: &Bound<'_, PyAny>) -> Self {
        self.copy(py)
    }

    /// What `seat` may know (the game's protocol, "Views").
    fn view<'py>(&self, py: Python<'py>, seat: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyDict>> {
        let s = self.seat(seat)?;
        values::record(py, &self.deal.view(s).map_err(errors::from_input)?)
    }

    /// The length of `observation_tensor` (`docs/observations.md`).
    #[getter]
    fn observation_len(&self) -> usize {
        self.deal.initial().observation_len()
    }

    /// The tensor's segments in order, as `(name, shape)`.
    #[getter]
    fn observation_layout<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let rows: PyResult<Vec<Bound<'py, PyTuple>>> = self
            .deal
            .observation_layout()
            .iter()
            .map(|seg| PyTuple::new(py, [seg.name.into_pyobject(py)?.into_any(), PyTuple::new(py, &seg.shape)?.into_any()]))
            .collect();
        PyList::new(py, rows?)
    }

    /// What `seat` may know as floats in 0..=1 (`docs/observations.md`).
    fn observation_tensor(&self, seat: &Bound<'_, PyAny>) -> PyResult<Vec<f32>> {
        let s = self.seat(seat)?;
        self.deal.observation_tensor(s).map_err(errors::from_input)
    }

    /// The same tensor as native-endian float32 bytes (for `numpy.frombuffer`, without a
    /// list of floats in between).
    fn observation_bytes<'py>(&self, py: Python<'py>, seat: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyBytes>> {
        let s = self.seat(seat)?;
        let t = self.deal.observation_tensor(s).map_err(errors::from_input)?;
        let bytes: Vec<u8> = t.iter().flat_map(|x| x.to_ne_bytes()).collect();
        Ok(PyBytes::new(py, &bytes))
    }

    /// No seat's amount exceeds this in absolute value (the game's bound).
    #[getter]
    fn amount_bound(&self) -> u32 {
        self.state().amount_bound()
    }

    /// A world consistent with everything `seat` knows: a deal of the same game whose
    /// history `seat` cannot tell from this one's (`tarokk_core::worlds`), drawn from
    /// `seed`; None if none was found in `attempts` draws (at least 1: `InvalidInputError`
    /// otherwise, as for a count or an int of the wrong kind; None: `worlds::ATTEMPTS`, 500).
    /// The draws run on a copy of the deal with the GIL released, the game not borrowed:
    /// another thread may take the next action meanwhile (the world is this deal's as it
    /// was when asked).
    #[pyo3(signature = (seat, seed, attempts = None))]
    fn sample_world(slf: &Bound<'_, Self>, seat: &Bound<'_, PyAny>, seed: &Bound<'_, PyAny>, attempts: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Self>> {
        let py = slf.py();
        let attempts = match attempts {
            None => ATTEMPTS,
            Some(v) => match convert::int_arg(v, "attempts")? {
                n @ 1..=1_000_000_000 => n as usize,
                n => return Err(errors::input(format!("attempts must be in 1..1000000000, not {n}"))),
            },
        };
        let (deal, s, local, cache) = {
            let me = slf.try_borrow()?;
            (me.deal.clone(), me.seat(seat)?, me.local, Arc::clone(&me.cache))
        };
        let mut rng = Rng::new(crate::sim::seed_of(seed)?);
        let Some(world) = py.detach(|| sample_world(&deal, s, &mut rng, attempts)) else { return Ok(None) };
        let named = world
            .history()
            .iter()
            .enumerate()
            .map(|(k, e)| Ok((e.seat, name_in(&cache, local, py, world.state_before(k), e.action)?)))
            .collect::<PyResult<Vec<_>>>()?;
        Ok(Some(Game { deal: world, named, local, cache }))
    }

    /// The settlement of the finished deal (the game's protocol, "Result").
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let r = self.state().settlement().ok_or_else(|| errors::illegal("the deal is not over yet: no result"))?;
        values::settlement_dict(py, &r)
    }

    fn __repr__(&self) -> String {
        let g = self.state();
        format!(
            "Game('{}', num_players={}, phase='{}', current_player={})",
            g.game_name(),
            g.table_seats(),
            g.phase_name(),
            convert::py_repr_option(g.current_player())
        )
    }
}

/// The games the native module can deal, with their default table sizes.
#[pyfunction]
pub fn native_games() -> Vec<(&'static str, usize)> {
    games::GAMES.to_vec()
}
