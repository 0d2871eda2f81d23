//! `PlayState`: the play phase as a Python object over the core's `Copy` state, plus the
//! completed tricks (the core state keeps only the last one).

use pyo3::prelude::*;
use tarokk_core::play::{PlayState as Core, TrickRecord};
use tarokk_core::{CardSet, TrickRules};

use crate::convert::{self, card, card_set};
use crate::errors;

#[pyclass(module = "tarokk._core", name = "PlayState", eq, from_py_object)]
#[derive(Clone, PartialEq)]
pub struct PlayState {
    inner: Core,
    /// The completed tricks, as `apply` returns them.
    tricks: Vec<TrickRecord>,
}

#[pymethods]
impl PlayState {
    #[new]
    #[pyo3(signature = (hands, leader = 0, *, negative = false, colour_valat = false, emperor = false, keep = None))]
    fn new(
        hands: Vec<Vec<i64>>,
        leader: i64,
        negative: bool,
        colour_valat: bool,
        emperor: bool,
        keep: Option<Vec<Option<i64>>>,
    ) -> PyResult<Self> {
        let sets = hands
            .iter()
            .enumerate()
            .map(|(i, h)| card_set(h, &format!("hand {i}")))
            .collect::<PyResult<Vec<CardSet>>>()?;
        let keep: Vec<CardSet> = keep
            .unwrap_or_default()
            .into_iter()
            .map(|k| Ok(k.map(card).transpose()?.into_iter().collect()))
            .collect::<PyResult<_>>()?;
        let leader = usize::try_from(leader).map_err(|_| errors::input(format!("leader {leader} is not a seat")))?;
        let rules = TrickRules { negative, colour_valat, emperor };
        Core::new(&sets, leader, rules, &keep)
            .map(|inner| PlayState { inner, tricks: Vec::new() })
            .map_err(errors::from_input)
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.inner.num_players()
    }
    #[getter]
    fn current_player(&self) -> Option<usize> {
        self.inner.current_player()
    }
    #[getter]
    fn leader(&self) -> usize {
        self.inner.leader()
    }
    #[getter]
    fn is_over(&self) -> bool {
        self.inner.is_over()
    }
    #[getter]
    fn hands(&self) -> Vec<Vec<u32>> {
        self.inner.hands().iter().map(|h| convert::ids(*h)).collect()
    }
    #[getter]
    fn trick(&self) -> Vec<u32> {
        self.inner.trick().iter().map(|c| c.id() as u32).collect()
    }
    #[getter]
    fn won(&self) -> Vec<Vec<u32>> {
        (0..self.inner.num_players()).map(|s| convert::ids(self.inner.won(s))).collect()
    }
    #[getter]
    fn tricks_won(&self) -> Vec<u32> {
        (0..self.inner.num_players()).map(|s| self.inner.tricks_won(s)).collect()
    }
    #[getter]
    fn tricks(&self) -> Vec<(u8, Vec<u32>, u8)> {
        self.tricks
            .iter()
            .map(|t| (t.leader, t.cards().map(|c| c.id() as u32).collect(), t.winner))
            .collect()
    }

    fn legal_actions(&self) -> Vec<u32> {
        convert::ids(self.inner.legal_actions())
    }

    fn apply(&mut self, card: i64) -> PyResult<()> {
        let c = convert::card(card)?;
        let done = self.inner.apply(c).map_err(errors::from_illegal)?;
        self.tricks.extend(done);
        Ok(())
    }

    fn copy(&self) -> Self {
        self.clone()
    }
    fn __copy__(&self) -> Self {
        self.clone()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    fn __repr__(&self) -> String {
        let hands: Vec<String> = self
            .inner
            .hands()
            .iter()
            .map(|h| tarokk_core::format_cards(h.iter(), tarokk_core::Style::Ascii))
            .collect();
        format!(
            "PlayState(current_player={:?}, trick=[{}], hands={:?})",
            self.inner.current_player(),
            tarokk_core::format_cards(self.inner.trick().iter(), tarokk_core::Style::Ascii),
            hands
        )
    }
}
