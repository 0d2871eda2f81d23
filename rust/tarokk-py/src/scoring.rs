//! Scoring a Slovenian deal entered by hand (a real table's deal): the facts as a dict in,
//! the settlement dict out, through the same core function that scores played deals.

use pyo3::conversion::FromPyObjectOwned;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tarokk_core::slovenian::{score_deal, score_klop, BonusFacts, DealFacts, KlopFacts, Settlement, Side};

use crate::errors;

/// The settlement as the protocol's result dict (`docs/slovenian.md`, "Result").
pub fn settlement_dict<'py>(py: Python<'py>, r: &Settlement) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("contract", r.contract)?;
    d.set_item("declarer", r.declarer)?;
    d.set_item("partner", r.partner)?;
    d.set_item("annulled", r.annulled)?;
    d.set_item("won", r.won)?;
    d.set_item("card_points", r.card_points.clone())?;
    d.set_item("declarer_points", r.declarer_points)?;
    d.set_item("difference", r.difference)?;
    d.set_item("amounts", r.amounts.clone())?;
    let items = PyList::empty(py);
    for it in &r.items {
        let e = PyDict::new(py);
        e.set_item("item", it.kind.name())?;
        e.set_item("side", it.side.map(|s| s.name()))?;
        e.set_item("seat", it.seat)?;
        e.set_item("announced", it.announced)?;
        e.set_item("kontra", it.kontra)?;
        e.set_item("amount", it.amount)?;
        items.append(e)?;
    }
    d.set_item("items", items)?;
    Ok(d)
}

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
