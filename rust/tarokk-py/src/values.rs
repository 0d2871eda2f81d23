//! Core [`Value`]s as Python objects: views and result facts are converted here once for
//! every game (lists of ints for cards, `[seat, action]` lists, dicts by seat).

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tarokk_core::{Settlement, Value};

pub fn to_py<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    let ids = |cards: &mut dyn Iterator<Item = tarokk_core::Card>| -> PyResult<Bound<'py, PyAny>> {
        Ok(PyList::new(py, cards.map(|c| c.id() as u32))?.into_any())
    };
    Ok(match v {
        Value::None => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Int(i) => i.into_pyobject(py)?.into_any(),
        Value::Str(s) => s.into_pyobject(py)?.into_any(),
        Value::Card(c) => (c.id() as u32).into_pyobject(py)?.into_any(),
        Value::Cards(cs) => ids(&mut cs.iter().copied())?,
        Value::CardSet(s) => ids(&mut s.iter())?,
        Value::Ints(xs) => PyList::new(py, xs)?.into_any(),
        Value::Actions(xs) => PyList::new(py, xs.iter().map(|&(s, a)| vec![s as u32, a as u32]))?.into_any(),
        Value::Tricks(ts) => {
            // Lists, not tuples, as the protocols say: [leader, [cards], winner].
            let out = PyList::empty(py);
            for (l, cards, w) in ts {
                let row = PyList::empty(py);
                row.append(*l as u32)?;
                row.append(PyList::new(py, cards.iter().map(|c| c.id() as u32))?)?;
                row.append(*w as u32)?;
                out.append(row)?;
            }
            out.into_any()
        }
        Value::SeatCards(xs) => {
            let d = PyDict::new(py);
            for (seat, cards) in xs {
                d.set_item(*seat, ids(&mut cards.iter())?)?;
            }
            d.into_any()
        }
        Value::Record(fields) => record(py, fields)?.into_any(),
        Value::List(xs) => {
            let out = PyList::empty(py);
            for x in xs {
                out.append(to_py(py, x)?)?;
            }
            out.into_any()
        }
    })
}

/// Named values as a dict.
pub fn record<'py>(py: Python<'py>, fields: &[(&'static str, Value)]) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for (k, v) in fields {
        d.set_item(*k, to_py(py, v)?)?;
    }
    Ok(d)
}

/// A settlement as the protocols' result dict.
pub fn settlement_dict<'py>(py: Python<'py>, r: &Settlement) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("contract", r.contract)?;
    d.set_item("declarer", r.declarer)?;
    d.set_item("partner", r.partner)?;
    d.set_item("annulled", r.annulled)?;
    d.set_item("won", r.won)?;
    d.set_item("card_points", r.card_points.clone())?;
    for (k, v) in &r.extra {
        d.set_item(*k, to_py(py, v)?)?;
    }
    d.set_item("amounts", r.amounts.clone())?;
    let n = r.table_seats();
    let items = PyList::empty(py);
    for it in &r.items {
        let e = PyDict::new(py);
        e.set_item("item", it.name)?;
        e.set_item("side", it.side.map(|s| s.name()))?;
        e.set_item("seat", it.seat)?;
        e.set_item("announced", it.announced)?;
        e.set_item("kontra", it.kontra)?;
        e.set_item("amount", it.amount)?;
        e.set_item("amounts", it.amounts[..n].to_vec())?;
        items.append(e)?;
    }
    d.set_item("items", items)?;
    Ok(d)
}
