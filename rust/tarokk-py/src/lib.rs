//! `tarokk._core`: the thin PyO3 layer over `tarokk-core`. It converts values and maps
//! errors onto `tarokk.errors`; no rules live here.

use pyo3::prelude::*;

mod action;
mod convert;
mod errors;
mod foundation;
mod game;
mod games;
mod play;
mod scoring;
mod sim;
mod solve;
mod values;

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    foundation::register(m)?;
    scoring::register(m)?;
    m.add_class::<play::PlayState>()?;
    m.add_class::<action::Action>()?;
    m.add_class::<game::Game>()?;
    m.add_function(wrap_pyfunction!(game::native_games, m)?)?;
    sim::register(m)?;
    solve::register(m)?;
    Ok(())
}
