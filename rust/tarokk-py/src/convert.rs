//! Conversions between Python values and core types; every bad value becomes a clear
//! `InvalidInputError`, never a panic.

use pyo3::prelude::*;
use tarokk_core::{Card, CardSet, Style};

use crate::errors;

pub fn card(id: i64) -> PyResult<Card> {
    u8::try_from(id)
        .ok()
        .and_then(Card::new)
        .ok_or_else(|| errors::input(format!("not a card id (0..53): {id}")))
}

pub fn cards(ids: &[i64]) -> PyResult<Vec<Card>> {
    ids.iter().map(|&i| card(i)).collect()
}

/// A set from a list, rejecting duplicates.
pub fn card_set(ids: &[i64], what: &str) -> PyResult<CardSet> {
    let mut s = CardSet::EMPTY;
    for c in cards(ids)? {
        if s.contains(c) {
            return Err(errors::input(format!("{what}: card listed twice: {c}")));
        }
        s.insert(c);
    }
    Ok(s)
}

/// Card ids as a Python list (a `Vec<u8>` would become `bytes`).
pub fn ids(set: CardSet) -> Vec<u32> {
    set.iter().map(|c| c.id() as u32).collect()
}

pub fn style(name: &str) -> PyResult<Style> {
    Style::from_name(name).ok_or_else(|| {
        errors::input(format!("unknown style {name:?}: use ascii, unicode, hu, sl or en"))
    })
}
