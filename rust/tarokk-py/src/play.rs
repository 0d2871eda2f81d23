//! `PlayState`: the play phase as a Python object over the core's `Copy` state, plus the
//! completed tricks (the core state keeps only the last one).

use pyo3::prelude::*;
use tarokk_core::play::{PlayState as Core, TrickRecord};
use tarokk_core::{CardSet, TrickRules};

use crate::convert::{self, card_set};
use crate::errors;

/// The play phase of any trick game on the shared trick rules (``docs/protocol.md``,
/// "Play-phase state"): ``hands`` of 2..4 seats in playing order, the ``leader`` of the first
/// trick, and the rule flags of :func:`legal_plays`. Tricks are played card by card with
/// :meth:`apply`; the winner takes the cards and leads next.
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
    // Arguments are converted here, not by PyO3's extraction, so that a bool is no card
    // or seat and a value of the wrong kind is an InvalidInputError, as the reference says.
    #[pyo3(
        signature = (hands, leader = None, *, negative = None, colour_valat = None, emperor = None, keep = None),
        text_signature = "(hands, leader=0, *, negative=False, colour_valat=False, emperor=False, keep=None)"
    )]
    fn new(
        hands: &Bound<'_, PyAny>,
        leader: Option<&Bound<'_, PyAny>>,
        negative: Option<&Bound<'_, PyAny>>,
        colour_valat: Option<&Bound<'_, PyAny>>,
        emperor: Option<&Bound<'_, PyAny>>,
        keep: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let sets = convert::id_lists(hands, "hands")?
            .iter()
            .enumerate()
            .map(|(i, h)| card_set(h, &format!("hand {i}")))
            .collect::<PyResult<Vec<CardSet>>>()?;
        let keep: Vec<CardSet> = match keep.filter(|k| !k.is_none()) {
            None => Vec::new(),
            Some(k) => {
                if k.is_instance_of::<pyo3::types::PyString>() {
                    return Err(errors::input("keep must be None or a card id or None per seat, not text"));
                }
                let items = k.try_iter().map_err(|_| errors::input("keep must be None or a card id or None per seat"))?;
                items
                    .map(|x| {
                        let x = x?;
                        if x.is_none() {
                            return Ok(CardSet::EMPTY);
                        }
                        Ok(CardSet::EMPTY.with(convert::card_arg(&x, "keep")?))
                    })
                    .collect::<PyResult<_>>()?
            }
        };
        let leader = leader.filter(|l| !l.is_none()).map(|l| convert::int_arg(l, "leader")).transpose()?.unwrap_or(0);
        let leader = usize::try_from(leader).map_err(|_| errors::input(format!("leader {leader} is not a seat")))?;
        let rules = TrickRules {
            negative: convert::flag_arg(negative, "negative")?,
            colour_valat: convert::flag_arg(colour_valat, "colour_valat")?,
            emperor: convert::flag_arg(emperor, "emperor")?,
        };
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

    /// The cards the seat to play may play now (:func:`legal_plays` with the state's flags
    /// and that seat's ``keep``); ``[]`` when the play is over.
    fn legal_actions(&self) -> Vec<u32> {
        convert::ids(self.inner.legal_actions())
    }

    /// Play ``card`` (an id) for the seat to play. One that is not legal raises
    /// ``IllegalActionError`` saying why, and changes nothing.
    fn apply(&mut self, card: &Bound<'_, PyAny>) -> PyResult<()> {
        let c = convert::card_arg(card, "a card id")?;
        let done = self.inner.apply(c).map_err(errors::from_illegal)?;
        self.tricks.extend(done);
        Ok(())
    }

    /// An independent copy of the state.
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
            "PlayState(current_player={}, trick=[{}], hands={:?})",
            convert::py_repr_option(self.inner.current_player()),
            tarokk_core::format_cards(self.inner.trick().iter(), tarokk_core::Style::Ascii),
            hands
        )
    }
}
