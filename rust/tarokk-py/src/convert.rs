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
/// An optional number as Python writes it in a repr: `None` or the number.
pub fn py_repr_option(value: Option<usize>) -> String {
    value.map_or_else(|| "None".to_string(), |v| v.to_string())
}

pub fn ids(set: CardSet) -> Vec<u32> {
    set.iter().map(|c| c.id() as u32).collect()
}

pub fn style(name: &str) -> PyResult<Style> {
    Style::from_name(name).ok_or_else(|| {
        errors::input(format!("unknown style {name:?}: use ascii, unicode, hu, sl or en"))
    })
}

/// Is `v` a bool of Python or of NumPy? NumPys before 2.4 give their bool `__index__`
/// (deprecated), so that an integer argument would take a NumPy `True` as 1 without this
/// check.
pub fn is_bool(v: &Bound<'_, PyAny>) -> bool {
    if v.is_instance_of::<pyo3::types::PyBool>() {
        return true;
    }
    // The common arguments at once (`Game.apply(42)`, `apply("pass")` at every step).
    if v.is_exact_instance_of::<pyo3::types::PyInt>() || v.is_instance_of::<pyo3::types::PyString>() {
        return false;
    }
    numpy_bool(v.py()).is_some_and(|t| v.get_type().is(t))
}

/// NumPy's bool type (`numpy.bool_`, named `bool` since NumPy 2), found once NumPy is
/// imported: before, no value can be one. Kept, so that a NumPy integer costs a pointer
/// comparison (asking each value's type its names made stepping with NumPy ids 25% slower).
fn numpy_bool(py: Python<'_>) -> Option<&Bound<'_, pyo3::types::PyType>> {
    static NUMPY_BOOL: pyo3::sync::PyOnceLock<Py<pyo3::types::PyType>> = pyo3::sync::PyOnceLock::new();
    if let Some(t) = NUMPY_BOOL.get(py) {
        return Some(t.bind(py));
    }
    let modules = py.import("sys").ok()?.getattr("modules").ok()?;
    let numpy = modules.get_item("numpy").ok()?;
    let kind = numpy.getattr("bool_").ok()?.cast_into::<pyo3::types::PyType>().ok()?;
    Some(NUMPY_BOOL.get_or_init(py, || kind.unbind()).bind(py))
}

/// An integer argument: anything integer-like (`__index__`: an int, an `Action`, a
/// `Card`), not a bool of either kind; else `InvalidInputError` naming it.
pub fn int_arg(v: &Bound<'_, PyAny>, what: &str) -> PyResult<i64> {
    if is_bool(v) {
        return Err(errors::input(format!("{what} must be an integer, not a bool")));
    }
    if v.is_instance_of::<pyo3::types::PyFloat>() {
        // Refused before extracting: Python 3.9 converts a float by `__int__` with a
        // DeprecationWarning on the way to the refusal.
        return Err(not_an_int(v, what));
    }
    v.extract::<i64>().map_err(|_| not_an_int(v, what))
}

/// A card id argument (`what` names it in the error): an int or anything with `__index__`,
/// not a bool, in 0..53.
pub fn card_arg(v: &Bound<'_, PyAny>, what: &str) -> PyResult<Card> {
    card(int_arg(v, what)?)
}

/// A rule flag: `True` or `False` (`None`: the default, false); anything else is an
/// `InvalidInputError` (PyO3's own extraction raised TypeError, and the reference backend
/// says it so).
pub fn flag_arg(v: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<bool> {
    match v {
        None => Ok(false),
        Some(v) if v.is_none() => Ok(false),
        Some(v) => v
            .cast::<pyo3::types::PyBool>()
            .map(|b| b.is_true())
            .map_err(|_| errors::input(format!("{what} must be True or False, got {}", repr(v)))),
    }
}

fn repr(v: &Bound<'_, PyAny>) -> String {
    v.repr().map(|r| r.to_string()).unwrap_or_else(|_| "?".into())
}

/// The error for `v` that does not fit an `i64`: an int out of range, or not an int.
pub fn not_an_int(v: &Bound<'_, PyAny>, what: &str) -> PyErr {
    if v.is_instance_of::<pyo3::types::PyInt>() {
        let text = v.str().map(|s| s.to_string()).unwrap_or_default();
        errors::input(format!("{what} {text} is out of range"))
    } else {
        errors::input(format!("{what} must be an integer, not {}", type_name(v)))
    }
}

/// A list of card ids (any iterable of ints, not a string).
pub fn id_list(v: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<i64>> {
    if v.is_instance_of::<pyo3::types::PyString>() || v.is_instance_of::<pyo3::types::PyBytes>() {
        return Err(errors::input(format!("{what} must be a list of card ids, not text")));
    }
    let items = v.try_iter().map_err(|_| errors::input(format!("{what} must be a list of card ids, got {}", type_name(v))))?;
    items.map(|x| int_arg(&x?, &format!("a card of {what}"))).collect()
}

/// A list of lists of card ids (the hands).
pub fn id_lists(v: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<Vec<i64>>> {
    if v.is_instance_of::<pyo3::types::PyString>() {
        return Err(errors::input(format!("{what} must be a list of card lists, not text")));
    }
    let items = v.try_iter().map_err(|_| errors::input(format!("{what} must be a list of card lists, got {}", type_name(v))))?;
    items.enumerate().map(|(i, x)| id_list(&x?, &format!("hand {i}"))).collect()
}

pub fn type_name(v: &Bound<'_, PyAny>) -> String {
    v.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "?".into())
}
