//! Scoring a Slovenian deal entered by hand (a real table's deal): the facts as a dict in,
//! the settlement dict out, through the same core function that scores played deals.

use pyo3::conversion::FromPyObjectOwned;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tarokk_core::slovenian::{BonusFacts, DealFacts, KlopFacts};
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
        return settlement_dict(py, &f.settlement().map_err(errors::from_input)?);
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
    settlement_dict(py, &f.settlement().map_err(errors::from_input)?)
}

/// `score_jokai(facts)`: a Jókai deal entered by hand, scored by the core's `tally_deal`
/// (see `tarokk.jokai.scoring.score_jokai` for the friendly API).
#[pyfunction]
fn score_jokai<'py>(py: Python<'py>, facts: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    use tarokk_core::jokai::{self, actions::{FIGURES, ITEMS}};
    let n: u8 = get(facts, "num_players")?;
    if n != 3 && n != 4 {
        return Err(errors::input(format!("Jókai is played at 3 seats, or 4 with the dealer sitting out, not {n}")));
    }
    let kontra: Vec<i32> = get(facts, "kontra")?;
    let kontra: [i32; ITEMS] =
        kontra.try_into().map_err(|_| errors::input(format!("kontra lists the factor of each of the {ITEMS} items")))?;
    let announced: Vec<u8> = get(facts, "announced")?;
    let mut bits = 0u8;
    for f in announced {
        if f >= FIGURES {
            return Err(errors::input(format!("no figure {f}: figures are 0..{}", FIGURES - 1)));
        }
        bits |= 1 << f;
    }
    let made: Vec<Option<String>> = get(facts, "made")?;
    if made.len() != FIGURES as usize {
        return Err(errors::input(format!("made lists the party that made each of the {FIGURES} figures (or None)")));
    }
    let mut made_by = [None; FIGURES as usize];
    for (slot, m) in made_by.iter_mut().zip(&made) {
        *slot = m.as_deref().map(side).transpose()?;
    }
    let f = jokai::DealFacts {
        num_players: n,
        declarer: get(facts, "declarer")?,
        level: get(facts, "level")?,
        skart_index: get(facts, "skart_index")?,
        card_points: get(facts, "card_points")?,
        kontra,
        announced: bits,
        tarokk_count: get(facts, "tarokk_count")?,
        silent_count: get(facts, "silent_count")?,
        made: made_by,
        strict_announcements: get(facts, "strict_announcements")?,
        announce_after_exchange: get(facts, "announce_after_exchange")?,
    };
    let tricks: Option<Vec<u8>> = get(facts, "tricks_won")?;
    if tricks.as_ref().is_some_and(|t| t.is_empty()) {
        return Err(errors::input(format!("tricks_won lists the tricks of each of the {n} seats (12 in all)")));
    }
    settlement_dict(py, &f.settlement(&tricks.unwrap_or_default()).map_err(errors::from_input)?)
}

/// The party index of `facts::DealFacts` (0 the declarer's, 1 the defenders) by name.
fn party(name: &str) -> PyResult<usize> {
    Ok(match side(name)? {
        Side::Declarer => 0,
        Side::Defenders => 1,
    })
}

/// `score_paskievics(facts)`: a Paskievics deal entered by hand, checked by
/// `DealFacts::validate` and scored by the core's `facts::score`, the function that scores
/// the engine's own deals (see `tarokk.paskievics.scoring.score_paskievics` for the
/// friendly API).
#[pyfunction]
fn score_paskievics<'py>(py: Python<'py>, facts: &Bound<'py, PyDict>) -> PyResult<Bound<'py, PyDict>> {
    use tarokk_core::paskievics::actions::FIGURES;
    use tarokk_core::paskievics::{CountFacts, DealFacts, FigureFacts, Outcome};
    use tarokk_core::settlement::MAX_TABLE_SEATS;
    let n: u8 = get(facts, "num_players")?;
    if n != 4 && n != 5 {
        return Err(errors::input(format!("Paskievics is played at 4 table seats, or 5 with the dealer sitting out, not {n}")));
    }
    let outcome: String = get(facts, "outcome")?;
    let outcome = match outcome.as_str() {
        "played" => Outcome::Played,
        "all passed" => Outcome::AllPassed,
        "no tarokk" => Outcome::NoTarokk,
        "no honour" => Outcome::NoHonour,
        _ => {
            return Err(errors::input(format!(
                "an outcome is 'played', 'all passed', 'no tarokk' or 'no honour', not {outcome:?}"
            )))
        }
    };
    let declarer: u8 = get(facts, "declarer")?;
    let partner: Option<u8> = get(facts, "partner")?;
    let on_declarer_side = |s: u8| s == declarer || partner == Some(s);
    let list: Vec<Bound<'py, PyDict>> = get(facts, "figures")?;
    if list.len() != FIGURES as usize {
        return Err(errors::input(
            "facts: figures lists tulétroá, négy király, dupla, pagát ultimó, XXI fogás and volát, in this order",
        ));
    }
    let mut figures = [FigureFacts::default(); FIGURES as usize];
    for (slot, d) in figures.iter_mut().zip(&list) {
        let announced: Option<u8> = get(d, "announced")?;
        let made: Option<String> = get(d, "made")?;
        let failed: Option<String> = get(d, "failed")?;
        slot.announced = announced.map(|s| (s, on_declarer_side(s)));
        slot.kontra = get(d, "kontra")?;
        if let Some(m) = made {
            slot.made[party(&m)?] = true;
        }
        if let Some(f) = failed {
            slot.failed[party(&f)?] = true;
        }
    }
    let per_seat = |key: &str| -> PyResult<()> {
        let len = facts.get_item(key)?.map(|v| v.len()).transpose()?.unwrap_or(0);
        if len != n as usize {
            return Err(errors::input(format!("facts: {key} lists each of the {n} table seats")));
        }
        Ok(())
    };
    per_seat("counts")?;
    per_seat("received_honours")?;
    let counts: Vec<Option<(u8, bool)>> = get(facts, "counts")?;
    let mut count_facts = [None; MAX_TABLE_SEATS];
    for (slot, c) in count_facts.iter_mut().zip(counts) {
        *slot = c.map(|(count, announced)| CountFacts { count, announced });
    }
    let honours: Vec<Vec<i64>> = get(facts, "received_honours")?;
    let mut received_honours = [tarokk_core::CardSet::EMPTY; MAX_TABLE_SEATS];
    for (s, (slot, ids)) in received_honours.iter_mut().zip(&honours).enumerate() {
        *slot = crate::convert::card_set(ids, &format!("received_honours of seat {s}"))?;
    }
    let called: Option<i64> = get(facts, "called")?;
    let options: Option<Bound<'py, PyDict>> = get(facts, "options")?;
    let f = DealFacts {
        table_seats: n,
        dealer: get(facts, "dealer")?,
        outcome,
        level: get(facts, "level")?,
        declarer,
        partner,
        called: called.map(crate::convert::card).transpose()?,
        official_kontra: get(facts, "official_kontra")?,
        card_points: get(facts, "card_points")?,
        game_kontra: get(facts, "game_kontra")?,
        figures,
        counts: count_facts,
        received_honours,
        opts: crate::games::paskievics_options(options.as_ref())?,
    };
    settlement_dict(py, &f.settlement().map_err(errors::from_input)?)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(score_slovenian, m)?)?;
    m.add_function(wrap_pyfunction!(score_jokai, m)?)?;
    m.add_function(wrap_pyfunction!(score_paskievics, m)?)
}
