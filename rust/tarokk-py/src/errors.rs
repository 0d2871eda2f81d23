//! Map core errors onto the Python hierarchy in `tarokk.errors` (shared with the reference,
//! so both backends raise the very same classes).

use pyo3::prelude::*;
use pyo3::types::PyType;
use tarokk_core::{IllegalAction, InputError, NotationError};

fn raise(py: Python<'_>, class: &str, msg: String) -> PyErr {
    let cls = py
        .import("tarokk.errors")
        .and_then(|m| m.getattr(class))
        .and_then(|c| c.cast_into::<PyType>().map_err(PyErr::from));
    match cls {
        Ok(cls) => PyErr::from_type(cls, msg),
        Err(e) => e,
    }
}

pub fn input(msg: impl Into<String>) -> PyErr {
    Python::attach(|py| raise(py, "InvalidInputError", msg.into()))
}

pub fn illegal(msg: impl Into<String>) -> PyErr {
    Python::attach(|py| raise(py, "IllegalActionError", msg.into()))
}

pub fn notation(e: NotationError) -> PyErr {
    Python::attach(|py| raise(py, "NotationError", e.to_string()))
}

pub fn from_input(e: InputError) -> PyErr {
    input(e.0)
}

/// An `IllegalActionError` with the refusal's `kind` and `rule` as attributes.
pub fn from_illegal(e: IllegalAction) -> PyErr {
    Python::attach(|py| {
        let err = raise(py, "IllegalActionError", e.message.clone());
        let v = err.value(py);
        let _ = v.setattr("kind", e.kind.name());
        let _ = v.setattr("rule", e.rule);
        err
    })
}

/// A `SearchLimitError`: a search that gave up at its node limit, with the `nodes` it
/// searched and, for a batch, the `index` of the position.
pub fn search_limit(py: Python<'_>, msg: String, nodes: u64, index: Option<usize>) -> PyErr {
    let err = raise(py, "SearchLimitError", msg);
    let v = err.value(py);
    let _ = v.setattr("nodes", nodes);
    let _ = v.setattr("index", index);
    err
}
