//! Scoring a Slovenian deal entered by hand (a real table's deal): the facts as a dict in,
//! the settlement dict out, through the same core function that scores played deals.

use pyo3::conversion::FromPyObjectOwned;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tarokk_core::slovenian::{score_deal, score_klop, BonusFacts, DealFacts, KlopFacts};
use tarokk_core::Side;

use crate::errors;
use crate::values::settlement_dict;

fn get<'py, T: FromPyObjectOwned<'py>>(d: &Bound<'py, PyDict>, key: &str) -> PyResult<T> {
    let v = d.get_item(key)?.ok_or_else(|| errors::input(format!("facts lack {key:?}")))?;
    v.extract::<T>().map_err(|_| errors::input(format!("facts: {key:?} has the wrong type")))
}

fn side(name: &str) -> PyResult<Side> {
    match name {
        "declarer" => Ok(Side::Declarer),
        "defenders" => Ok(Side::Defenders),
        _ => Err(errors::input(format!("a side is 'declarer' or 'defenders', not {name:?}"))),
    }
}

/// `score_slovenian(facts)`: see `tarokk.scoring.score_slovenian` for the friendly API.
#[pyfunction]
fn score_slovenian<'py>(py: Python<'py>, facts: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    let n: u8 = get(facts, "num_players")?;
    if n != 3 && n != 4 {
        return Err(errors::input(format!(
            "a Slovenian deal has 3 or 4 active players (with 5 the dealer sits out), not {n}"
        )));
    }
    let contract: u8 = get(facts, "contract")?;
    if contract == 0 {
        let points: Vec<i32> = get(facts, "points")?;
        let tricks: Vec<u32> = get(facts, "tricks")?;
        if points.len() != n as usize || tricks.len() != n as usize {
            return Err(errors::input(format!("klop needs points and tricks for each of the {n} seats")));
        }
        let mut f = KlopFacts { num_players: n, points: [0; 4], tricks: [0; 4] };
        f.points[..n as usize].copy_from_slice(&points);
        f.tricks[..n as usize].copy_from_slice(&tricks);
        f.validate().map_err(errors::from_input)?;
        return settlement_dict(py, &score_klop(&f));
    }
    let card_points: [i32; 2] = get(facts, "card_points")?;
    let mut bonuses = [BonusFacts::default(); 5];
    let list: Vec<Bound<'py, PyDict>> = get(facts, "bonuses")?;
    if list.len() != 5 {
        return Err(errors::input("facts: bonuses lists trula, kings, king ultimo, pagat ultimo, valat"));
    }
    for (b, d) in list.iter().enumerate() {
        let announced: Option<String> = get(d, "announced_by")?;
        let outcome: Option<(String, bool)> = get(d, "outcome")?;
        bonuses[b] = BonusFacts {
            announced_by: announced.as_deref().map(side).transpose()?,
            kontra: get(d, "kontra")?,
            outcome: outcome.map(|(s, made)| side(&s).map(|s| (s, made))).transpose()?,
        };
    }
    let f = DealFacts {
        num_players: n,
        contract,
        declarer: get(facts, "declarer")?,
        partner: get(facts, "partner")?,
        king_called: get(facts, "king_called")?,
        card_points,
        tricks_condition: get(facts, "tricks_condition")?,
        game_kontra: get(facts, "game_kontra")?,
        bonuses,
        mond_payer: get(facts, "mond_payer")?,
        silent_valat: get(facts, "silent_valat")?,
        king_ultimo: get(facts, "king_ultimo")?,
    };
    f.validate().map_err(errors::from_input)?;
    settlement_dict(py, &score_deal(&f))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(score_slovenian, m)?)
}
