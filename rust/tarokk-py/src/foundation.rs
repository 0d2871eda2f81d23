//! Cards, notation, tricks and counting: module-level functions of `tarokk._core`.

use pyo3::prelude::*;
use tarokk_core::{count, notation, trick, Card, CardSet, Trick, TrickRules};

use crate::convert::{self, card, card_set};
use crate::errors;

#[pyfunction]
fn parse_card(text: &str) -> PyResult<u8> {
    notation::parse_card(text).map(Card::id).map_err(errors::notation)
}

#[pyfunction]
fn parse_cards(text: &str) -> PyResult<Vec<u32>> {
    notation::parse_cards(text)
        .map(|v| v.into_iter().map(|c| c.id() as u32).collect())
        .map_err(errors::notation)
}

#[pyfunction]
#[pyo3(signature = (card, style = "ascii"))]
fn format_card(card: i64, style: &str) -> PyResult<String> {
    Ok(notation::format_card(convert::card(card)?, convert::style(style)?))
}

#[pyfunction]
#[pyo3(signature = (cards, style = "ascii"))]
fn format_cards(cards: Vec<i64>, style: &str) -> PyResult<String> {
    Ok(notation::format_cards(convert::cards(&cards)?, convert::style(style)?))
}

#[pyfunction]
fn card_points(card: i64) -> PyResult<u8> {
    Ok(convert::card(card)?.points())
}

#[pyfunction]
fn points(cards: Vec<i64>) -> PyResult<u32> {
    Ok(count::points(card_set(&cards, "cards")?))
}

#[pyfunction]
#[pyo3(signature = (cards, tricks, skart_cards = 0))]
fn count_jokai(cards: Vec<i64>, tricks: i64, skart_cards: i64) -> PyResult<i32> {
    let tricks = u32::try_from(tricks).map_err(|_| errors::input(format!("tricks must be >= 0, not {tricks}")))?;
    let skart = u32::try_from(skart_cards)
        .map_err(|_| errors::input(format!("skart_cards must be 0, 2, 4 or 6, not {skart_cards}")))?;
    count::count_jokai(card_set(&cards, "cards")?, tricks, skart).map_err(errors::from_input)
}

#[pyfunction]
fn count_slovenian_thirds(cards: Vec<i64>) -> PyResult<i32> {
    Ok(count::count_slovenian_thirds(card_set(&cards, "cards")?))
}

#[pyfunction]
fn count_slovenian(cards: Vec<i64>) -> PyResult<i32> {
    Ok(count::count_slovenian(card_set(&cards, "cards")?))
}

pub fn trick_of(cards: &[i64]) -> PyResult<Trick> {
    let cs = convert::cards(cards)?;
    if cs.len() > Trick::MAX {
        return Err(errors::input(format!("a trick holds at most {} cards, got {}", Trick::MAX, cs.len())));
    }
    let set: CardSet = cs.iter().copied().collect();
    if set.len() as usize != cs.len() {
        return Err(errors::input("trick: card listed twice"));
    }
    Ok(Trick::from_cards(&cs).expect("size checked"))
}

#[pyfunction]
#[pyo3(signature = (hand, trick, *, negative = false, colour_valat = false, emperor = false, keep = None))]
fn legal_plays(
    hand: Vec<i64>,
    trick: Vec<i64>,
    negative: bool,
    colour_valat: bool,
    emperor: bool,
    keep: Option<i64>,
) -> PyResult<Vec<u32>> {
    let h = card_set(&hand, "hand")?;
    if h.is_empty() {
        return Err(errors::input("hand is empty"));
    }
    let t = trick_of(&trick)?;
    if !t.set().intersect(h).is_empty() {
        return Err(errors::input("a card of the trick is also in the hand"));
    }
    let keep: CardSet = keep.map(card).transpose()?.into_iter().collect();
    let rules = TrickRules { negative, colour_valat, emperor };
    Ok(convert::ids(trick::legal_plays(h, &t, rules, keep)))
}

#[pyfunction]
#[pyo3(signature = (trick, *, colour_valat = false, emperor = false))]
fn trick_winner(trick: Vec<i64>, colour_valat: bool, emperor: bool) -> PyResult<usize> {
    let t = trick_of(&trick)?;
    if t.is_empty() {
        return Err(errors::input("trick is empty"));
    }
    Ok(trick::winner(&t, TrickRules { negative: false, colour_valat, emperor }))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(parse_card, m)?)?;
    m.add_function(wrap_pyfunction!(parse_cards, m)?)?;
    m.add_function(wrap_pyfunction!(format_card, m)?)?;
    m.add_function(wrap_pyfunction!(format_cards, m)?)?;
    m.add_function(wrap_pyfunction!(card_points, m)?)?;
    m.add_function(wrap_pyfunction!(points, m)?)?;
    m.add_function(wrap_pyfunction!(count_jokai, m)?)?;
    m.add_function(wrap_pyfunction!(count_slovenian_thirds, m)?)?;
    m.add_function(wrap_pyfunction!(count_slovenian, m)?)?;
    m.add_function(wrap_pyfunction!(legal_plays, m)?)?;
    m.add_function(wrap_pyfunction!(trick_winner, m)?)?;
    m.add("PACK_54", convert::ids(CardSet::ALL54))?;
    m.add("PACK_42", convert::ids(CardSet::ALL42))?;
    Ok(())
}
