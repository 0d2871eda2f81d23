//! `Action`: an action id with its names, as the engines hand them out. It compares equal
//! to its id (like `Card`), hashes like it, and pickles.

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// An action of a game (a bid, a call, a card played…): ``id`` (what the engines take),
/// ``name`` in English and ``local`` in the game's own language. It is equal to its id, and
/// hashes as it does, so ``game.apply(a)``, ``a == 57`` and ``a in ids`` all work.
#[pyclass(module = "tarokk._core", name = "Action", frozen, from_py_object)]
#[derive(Clone)]
pub struct Action {
    /// What the engines take.
    #[pyo3(get)]
    pub id: u8,
    /// The English name.
    #[pyo3(get)]
    pub name: String,
    /// The name in the game's own language (Slovenian or Hungarian).
    #[pyo3(get)]
    pub local: String,
}

#[pymethods]
impl Action {
    #[new]
    fn new(id: u8, name: String, local: String) -> Self {
        Action { id, name, local }
    }

    fn __int__(&self) -> u8 {
        self.id
    }
    fn __index__(&self) -> u8 {
        self.id
    }
    fn __hash__(&self) -> u64 {
        // As the int's own hash, so that an Action and its id are one dict key.
        self.id as u64
    }
    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let other_id: Option<i64> = if let Ok(a) = other.cast::<Action>() {
            Some(a.get().id as i64)
        } else if crate::convert::is_bool(other) {
            None
        } else {
            other.extract::<i64>().ok()
        };
        let Some(o) = other_id else { return Ok(py.NotImplemented()) };
        let id = self.id as i64;
        let r = match op {
            CompareOp::Eq => id == o,
            CompareOp::Ne => id != o,
            CompareOp::Lt => id < o,
            CompareOp::Le => id <= o,
            CompareOp::Gt => id > o,
            CompareOp::Ge => id >= o,
        };
        Ok(r.into_pyobject(py)?.to_owned().into_any().unbind())
    }
    fn __str__(&self) -> String {
        self.name.clone()
    }
    /// ``{"id": …, "name": …, "local": …}``: the action as JSON carries it (a client sends
    /// the id or a name back; ``Action(**d)`` makes it again).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyDict>> {
        let d = pyo3::types::PyDict::new(py);
        d.set_item("id", self.id)?;
        d.set_item("name", &self.name)?;
        d.set_item("local", &self.local)?;
        Ok(d)
    }
    fn __repr__(&self) -> String {
        format!("Action({}, {})", self.id, py_quoted(&self.name))
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let a = slf.get();
        let args = PyTuple::new(slf.py(), [a.id.into_pyobject(slf.py())?.into_any(), a.name.clone().into_pyobject(slf.py())?.into_any(), a.local.clone().into_pyobject(slf.py())?.into_any()])?;
        Ok((slf.get_type().into_any(), args))
    }
}

/// `text` as Python's `repr` writes a str: single quotes unless it holds one.
pub(crate) fn py_quoted(text: &str) -> String {
    if text.contains('\'') && !text.contains('"') {
        format!("\"{text}\"")
    } else {
        format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
    }
}
