//! `SlovenianGame`: one Slovenian deal, over the core's `Copy` state plus the action log
//! that views need.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tarokk_core::slovenian::{self as sl, names, Deal, Game, LogEntry, Options};
use tarokk_core::{Card, CardSet};

use crate::convert::{self, card_set};
use crate::errors;

#[pyclass(module = "tarokk._core", name = "SlovenianGame", from_py_object)]
#[derive(Clone)]
pub struct SlovenianGame {
    game: Game,
    log: Vec<LogEntry>,
}

pub(crate) fn options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<Options> {
    let mut o = Options::default();
    let Some(kw) = kw else { return Ok(o) };
    for (k, v) in kw.iter() {
        let key: String = k.extract()?;
        let flag = |v: &Bound<'_, PyAny>| -> PyResult<bool> {
            v.extract::<bool>().map_err(|_| errors::input(format!("option {key} must be True or False")))
        };
        match key.as_str() {
            "end_early" => o.end_early = flag(&v)?,
            "king_ultimo" => o.king_ultimo = flag(&v)?,
            "beggar_kontra" => o.beggar_kontra = flag(&v)?,
            "silent_valat" => o.silent_valat = flag(&v)?,
            "klop_talon_face_up" => o.klop_talon_face_up = flag(&v)?,
            "klop_kontra" => {
                if flag(&v)? {
                    return Err(errors::input("klop_kontra=True is not supported: klop is never kontra'd (SL-A4)"));
                }
            }
            "counting" => {
                let s: String = v.extract().map_err(|_| errors::input("counting must be 'thirds' or 'leftover'"))?;
                o.counting_leftover = match s.as_str() {
                    "thirds" => false,
                    "leftover" => true,
                    _ => return Err(errors::input(format!("counting must be 'thirds' or 'leftover', not {s:?}"))),
                };
            }
            _ => return Err(errors::input(format!("unknown Slovenian option: {key}"))),
        }
    }
    Ok(o)
}

fn card_or_none(c: Option<Card>) -> Option<u32> {
    c.map(|c| c.id() as u32)
}

impl SlovenianGame {
    fn action_of(&self, action: &Bound<'_, PyAny>) -> PyResult<u8> {
        // Ints first: the hot path of Python-driven loops.
        let a: i64 = match action.extract::<i64>() {
            Ok(a) => a,
            Err(_) => {
                if let Ok(text) = action.extract::<String>() {
                    return names::parse_action(&self.game, &text).map_err(errors::notation);
                }
                return Err(errors::input("an action is an int id or its name as text"));
            }
        };
        u8::try_from(a)
            .ok()
            .filter(|&a| a < sl::actions::ACTION_SPACE)
            .ok_or_else(|| errors::illegal(format!("no such action id: {a}")))
    }
}

#[pymethods]
impl SlovenianGame {
    #[new]
    #[pyo3(signature = (num_players = 4, *, seed = None, dealer = 0, hands = None, talon = None, compulsory_klop = false, **options_kw))]
    fn new(
        num_players: i64,
        seed: Option<u64>,
        dealer: i64,
        hands: Option<Vec<Vec<i64>>>,
        talon: Option<Vec<i64>>,
        compulsory_klop: bool,
        options_kw: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Self> {
        let opts = options(options_kw)?;
        let n = usize::try_from(num_players).map_err(|_| errors::input(format!("bad number of players: {num_players}")))?;
        let dealer = usize::try_from(dealer).map_err(|_| errors::input(format!("dealer {dealer} is not a seat")))?;
        let game = match (hands, talon) {
            (None, None) => Game::from_seed(n, seed.unwrap_or(0), dealer, compulsory_klop, opts),
            (Some(h), Some(t)) => {
                if seed.is_some() {
                    return Err(errors::input("give either a seed or hands and talon, not both"));
                }
                if h.len() != n {
                    return Err(errors::input(format!("{n} players need {n} hands, got {}", h.len())));
                }
                let mut hs = [CardSet::EMPTY; 4];
                for (i, hand) in h.iter().enumerate() {
                    hs[i] = card_set(hand, &format!("hand {i}"))?;
                }
                let tc = convert::cards(&t)?;
                let talon: [Card; 6] = tc
                    .try_into()
                    .map_err(|v: Vec<Card>| errors::input(format!("the talon has 6 cards, got {}", v.len())))?;
                Game::new(n, Deal { hands: hs, talon }, dealer, compulsory_klop, opts)
            }
            _ => return Err(errors::input("hands and talon are given together")),
        }
        .map_err(errors::from_input)?;
        Ok(SlovenianGame { game, log: Vec::new() })
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.game.num_players()
    }
    #[getter]
    fn phase(&self) -> &'static str {
        self.game.phase().name()
    }
    #[getter]
    fn current_player(&self) -> Option<usize> {
        self.game.current_player()
    }
    #[getter]
    fn is_over(&self) -> bool {
        self.game.is_over()
    }
    #[getter]
    fn dealer(&self) -> usize {
        self.game.dealer()
    }
    #[getter]
    fn hands(&self) -> Vec<Vec<u32>> {
        (0..self.game.num_players()).map(|s| convert::ids(self.game.hand(s))).collect()
    }
    #[getter]
    fn talon(&self) -> Vec<u32> {
        self.game.talon().iter().map(|c| c.id() as u32).collect()
    }
    #[getter]
    fn history(&self) -> Vec<[u32; 2]> {
        self.log.iter().map(|e| [e.1 as u32, e.2 as u32]).collect()
    }

    fn legal_actions(&self) -> Vec<u32> {
        self.game.legal_actions().iter().map(u32::from).collect()
    }

    /// Apply an action (id or text). With `seat`, refuse it unless it is that seat's turn.
    #[pyo3(signature = (action, seat = None))]
    fn apply(&mut self, action: &Bound<'_, PyAny>, seat: Option<i64>) -> PyResult<()> {
        let a = self.action_of(action)?;
        let cur = self.game.current_player();
        if let Some(s) = seat {
            if cur.map(|c| c as i64) != Some(s) {
                return Err(errors::illegal(match cur {
                    Some(c) => format!("it is seat {c}'s turn, not seat {s}'s"),
                    None => "the deal is over".into(),
                }));
            }
        }
        let phase = self.game.phase();
        self.game.apply(a).map_err(errors::from_illegal)?;
        self.log.push((phase, cur.unwrap_or(0) as u8, a));
        Ok(())
    }

    #[pyo3(signature = (action, lang = "en"))]
    fn action_name(&self, action: i64, lang: &str) -> PyResult<String> {
        let a = u8::try_from(action)
            .ok()
            .filter(|&a| a < sl::actions::ACTION_SPACE)
            .ok_or_else(|| errors::input(format!("no such action id: {action}")))?;
        match lang {
            "en" => Ok(names::action_name(&self.game, a, false)),
            "sl" => Ok(names::action_name(&self.game, a, true)),
            _ => Err(errors::input(format!("lang must be 'en' or 'sl', not {lang:?}"))),
        }
    }

    fn parse_action(&self, text: &str) -> PyResult<u8> {
        names::parse_action(&self.game, text).map_err(errors::notation)
    }

    fn copy(&self) -> Self {
        self.clone()
    }
    fn __copy__(&self) -> Self {
        self.clone()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    fn view<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Bound<'py, PyDict>> {
        let n = self.game.num_players();
        let s = usize::try_from(seat)
            .ok()
            .filter(|&s| s < n)
            .ok_or_else(|| errors::input(format!("seat {seat} is not a seat of {n}")))?;
        let v = self.game.view(s, &self.log);
        let d = PyDict::new(py);
        d.set_item("seat", v.seat)?;
        d.set_item("num_players", v.num_players)?;
        d.set_item("dealer", v.dealer)?;
        d.set_item("forehand", v.forehand)?;
        d.set_item("compulsory_klop", v.compulsory_klop)?;
        d.set_item("phase", v.phase.name())?;
        d.set_item("current_player", v.current_player)?;
        d.set_item("hand", convert::ids(v.hand))?;
        let pairs = |xs: &[(u8, u8)]| -> PyResult<Bound<'py, PyList>> {
            PyList::new(py, xs.iter().map(|&(a, b)| vec![a as u32, b as u32]))
        };
        d.set_item("bids", pairs(&v.bids)?)?;
        d.set_item("contract", v.contract)?;
        d.set_item("declarer", v.declarer)?;
        d.set_item("called", card_or_none(v.called))?;
        d.set_item("partner", v.partner)?;
        d.set_item("talon", v.talon.iter().map(|c| c.id() as u32).collect::<Vec<_>>())?;
        d.set_item("talon_taken", v.talon_taken)?;
        d.set_item("discards", convert::ids(v.discards))?;
        d.set_item("announcements", pairs(&v.announcements)?)?;
        d.set_item("trick", v.trick.iter().map(|c| c.id() as u32).collect::<Vec<_>>())?;
        d.set_item("trick_leader", v.trick_leader)?;
        // Lists, not tuples, as the protocol says: [leader, [cards], winner].
        let tricks = PyList::empty(py);
        for (l, cards, w) in &v.tricks {
            let cards = PyList::new(py, cards.iter().map(|c| c.id() as u32))?;
            let row = PyList::empty(py);
            row.append(*l as u32)?;
            row.append(cards)?;
            row.append(*w as u32)?;
            tricks.append(row)?;
        }
        d.set_item("tricks", tricks)?;
        let revealed = PyDict::new(py);
        for (seat, hand) in &v.revealed {
            revealed.set_item(*seat, convert::ids(*hand))?;
        }
        d.set_item("revealed", revealed)?;
        d.set_item("won_counts", v.won_counts)?;
        Ok(d)
    }

    fn result<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let r = self
            .game
            .settlement()
            .ok_or_else(|| errors::illegal("the deal is not over yet: no result"))?;
        crate::scoring::settlement_dict(py, &r)
    }

    fn __repr__(&self) -> String {
        format!(
            "SlovenianGame(num_players={}, phase={:?}, current_player={:?})",
            self.game.num_players(),
            self.game.phase().name(),
            self.game.current_player()
        )
    }
}
