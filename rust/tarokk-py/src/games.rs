//! The games the native module can deal, by name: each game's options parsed once, and its
//! deal made from a seed or from hand-given cards. Beside the simulator (`sim.rs`) and the
//! scoring of hand-entered facts (`scoring.rs`), the one place that names a game.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tarokk_core::jokai;
use tarokk_core::paskievics;
use tarokk_core::slovenian::{self, Dealt, Options};
use tarokk_core::{AnyGame, Card, CardSet, OptionValue};

use crate::errors;

/// The games, by name, with their default number of table seats.
pub const GAMES: [(&str, usize); 3] = [("slovenian", 4), ("jokai", 3), ("paskievics", 4)];

/// A hand-given deal: a hand per table seat and the talon in order, checked for card ids
/// and duplicates within a hand (the game checks the rest).
pub struct GivenDeal {
    pub hands: Vec<CardSet>,
    pub talon: Vec<Card>,
}

/// Read `hands` and `talon` (lists of card ids) for a table of `n` seats.
pub fn parse_deal(n: usize, hands: Vec<Vec<i64>>, talon: Vec<i64>) -> PyResult<GivenDeal> {
    if hands.len() != n {
        return Err(errors::input(format!("{n} players need {n} hands, got {}", hands.len())));
    }
    let hands = hands
        .iter()
        .enumerate()
        .map(|(i, h)| crate::convert::card_set(h, &format!("hand {i}")))
        .collect::<PyResult<Vec<_>>>()?;
    let talon = crate::convert::cards(&talon)?;
    Ok(GivenDeal { hands, talon })
}

fn flag(key: &str, v: &Bound<'_, PyAny>) -> PyResult<bool> {
    if !v.is_instance_of::<pyo3::types::PyBool>() {
        return Err(errors::input(format!("option {key} must be True or False")));
    }
    v.extract::<bool>()
}

/// A Python value given to a named option, owned so that the core's `OptionValue` can
/// borrow it: the core's `Options::set` of each game reads the names and says what each
/// option takes.
enum Given {
    Flag(bool),
    Word(String),
    Number(i64),
    Other(String),
}

impl Given {
    fn of(v: &Bound<'_, PyAny>) -> Given {
        if v.is_instance_of::<pyo3::types::PyBool>() {
            Given::Flag(v.extract().unwrap_or_default())
        } else if let Ok(w) = v.cast::<pyo3::types::PyString>() {
            Given::Word(w.to_string())
        } else if v.is_instance_of::<pyo3::types::PyInt>() {
            v.extract().map_or_else(|_| Given::Other("an integer out of range".into()), Given::Number)
        } else {
            Given::Other(format!("a {}", crate::convert::type_name(v)))
        }
    }

    fn value(&self) -> OptionValue<'_> {
        match self {
            Given::Flag(b) => OptionValue::Flag(*b),
            Given::Word(w) => OptionValue::Word(w),
            Given::Number(n) => OptionValue::Number(*n),
            Given::Other(kind) => OptionValue::Other(kind),
        }
    }
}

/// Each option of `kw` set by `set` (a game's `Options::set`), but the keys `own` takes.
fn set_each(
    kw: Option<&Bound<'_, PyDict>>,
    mut own: impl FnMut(&str, &Bound<'_, PyAny>) -> PyResult<bool>,
    mut set: impl FnMut(&str, OptionValue<'_>) -> Result<(), tarokk_core::InputError>,
) -> PyResult<()> {
    let Some(kw) = kw else { return Ok(()) };
    for (k, v) in kw.iter() {
        let key: String = k.extract()?;
        if !own(&key, &v)? {
            set(&key, Given::of(&v).value()).map_err(errors::from_input)?;
        }
    }
    Ok(())
}

/// A Slovenian deal's options and whether it is a compulsory klop round.
pub fn slovenian_options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<(Options, bool)> {
    let mut o = Options::default();
    let mut compulsory = false;
    let own = |key: &str, v: &Bound<'_, PyAny>| -> PyResult<bool> {
        if key != "compulsory_klop" {
            return Ok(false);
        }
        compulsory = flag(key, v)?;
        Ok(true)
    };
    set_each(kw, own, |k, v| o.set(k, v))?;
    Ok((o, compulsory))
}

/// A Jókai deal's options (`docs/jokai.md`, "Options").
pub fn jokai_options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<jokai::Options> {
    let mut o = jokai::Options::default();
    set_each(kw, |_, _| Ok(false), |k, v| o.set(k, v))?;
    Ok(o)
}

/// A Paskievics deal's options (`docs/paskievics.md`, "Options").
pub fn paskievics_options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<paskievics::Options> {
    let mut o = paskievics::Options::default();
    set_each(kw, |_, _| Ok(false), |k, v| o.set(k, v))?;
    Ok(o)
}

/// A Jókai deal for `n` table seats (3, or 4 with the dealer sitting out).
fn new_jokai(
    n: usize,
    seed: Option<u64>,
    dealer: usize,
    deal: Option<(Vec<Vec<i64>>, Vec<i64>)>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<AnyGame> {
    let opts = jokai_options(options)?;
    if n != 3 && n != 4 {
        return Err(errors::input(format!(
            "Jókai-hármas is played at a table of 3 seats, or 4 with the dealer sitting out (JK-D1), not {n}"
        )));
    }
    let g = match deal {
        None => jokai::Game::from_seed(n, seed.unwrap_or(0), dealer, opts),
        Some((hands, talon)) => {
            let d = parse_deal(n, hands, talon)?;
            let mut hs = [CardSet::EMPTY; 4];
            hs[..n].copy_from_slice(&d.hands);
            let talon: [Card; 6] = d
                .talon
                .try_into()
                .map_err(|v: Vec<Card>| errors::input(format!("the talon (skart) has 6 cards, got {}", v.len())))?;
            jokai::Game::new(n, jokai::Dealt { hands: hs, talon }, dealer, opts)
        }
    };
    Ok(AnyGame::Jokai(g.map_err(errors::from_input)?))
}

/// A hand-given Slovenian deal in the core's fixed-size form (the seat count is checked).
pub fn slovenian_deal(d: GivenDeal) -> PyResult<Dealt> {
    let mut hands = [CardSet::EMPTY; 4];
    hands[..d.hands.len()].copy_from_slice(&d.hands);
    let talon: [Card; 6] = d
        .talon
        .try_into()
        .map_err(|v: Vec<Card>| errors::input(format!("the talon has 6 cards, got {}", v.len())))?;
    Ok(Dealt { hands, talon })
}

/// A deal of game `game` for `n` table seats, from a seed or hand-given cards.
pub fn new_game(
    game: &str,
    n: Option<i64>,
    seed: Option<u64>,
    dealer: i64,
    deal: Option<(Vec<Vec<i64>>, Vec<i64>)>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<AnyGame> {
    let Some(&(name, default_seats)) = GAMES.iter().find(|(g, _)| *g == game) else {
        let known: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
        return Err(errors::input(format!("unknown game {game:?}; known: {}", known.join(", "))));
    };
    let n = match n {
        None => default_seats,
        Some(n) => usize::try_from(n).map_err(|_| errors::input(format!("bad number of players: {n}")))?,
    };
    let dealer = usize::try_from(dealer).map_err(|_| errors::input(format!("dealer {dealer} is not a seat")))?;
    match name {
        "slovenian" => {
            let (opts, compulsory) = slovenian_options(options)?;
            if n != 3 && n != 4 {
                return Err(errors::input(format!(
                    "Slovenian tarok is played by 3 or 4 active players, not {n} (with five at the table the dealer sits out and four play the deal)"
                )));
            }
            let g = match deal {
                None => slovenian::Game::from_seed(n, seed.unwrap_or(0), dealer, compulsory, opts),
                Some((hands, talon)) => {
                    slovenian::Game::new(n, slovenian_deal(parse_deal(n, hands, talon)?)?, dealer, compulsory, opts)
                }
            };
            Ok(AnyGame::Slovenian(g.map_err(errors::from_input)?))
        }
        "jokai" => new_jokai(n, seed, dealer, deal, options),
        "paskievics" => {
            let opts = paskievics_options(options)?;
            let g = match deal {
                None => paskievics::Game::from_seed(n, seed.unwrap_or(0), dealer, opts),
                Some((hands, talon)) => {
                    if n != 4 && n != 5 {
                        return Err(errors::input(format!(
                            "Paskievics tarokk has 4 table seats, or 5 with the dealer sitting out (PK-D4), not {n}"
                        )));
                    }
                    let d = parse_deal(n, hands, talon)?;
                    paskievics::Game::new(n, &d.hands, &d.talon, dealer, opts)
                }
            };
            Ok(AnyGame::Paskievics(g.map_err(errors::from_input)?))
        }
        _ => Err(errors::input(format!("no native engine for {name:?}"))),
    }
}
