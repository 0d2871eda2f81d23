//! Double-dummy solver: the exact value of a play-phase position with every hand known, and
//! the value of each legal card (`docs/solver.md`).
//!
//! A [`Position`] is a play state with an [`Objective`] (a sum over the tricks still to
//! play) and a base (what the side already has). Each game makes its positions
//! ([`crate::GameState::solver_position`]: the game's own counting, the contract's
//! objective). [`Solver`] searches them with a fail-soft principal-variation alpha-beta
//! (or MTD(f)), a
//! transposition table keyed by the remaining hands and the leader, equivalent cards
//! merged, and bounds from the value still available; [`minimax`] is the plain search it is
//! tested against.

mod objective;
mod search;
mod tt;

pub use objective::{Counting, Goal, Objective};
pub use search::{minimax, minimax_within, table_bits_for, Solver, StopHook, DEFAULT_TABLE_BITS, MAX_THREADS};

use crate::card::CardSet;
use crate::play::MAX_TRICKS;
use crate::error::InputError;
use crate::play::PlayState;

/// What making the contract is, in a position's value (base included): the question
/// [`Solver::makes`] answers with one null-window search instead of the exact value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Made with this value or more (card points: SL-C2, JK-C3, PK-X1; all the tricks).
    AtLeast(i32),
    /// Made with this value or less (beggar: no trick, SL-P6).
    AtMost(i32),
}

impl Target {
    /// Is the contract made with `value`?
    pub fn met(self, value: i32) -> bool {
        match self {
            Target::AtLeast(v) => value >= v,
            Target::AtMost(v) => value <= v,
        }
    }
}

/// The most a position's `base` may be, either way ([`Position::new`]).
pub const MAX_BASE: u32 = 1 << 24;

/// A position to solve, made by [`Position::new`] (or a game's `solver_position`), which
/// checks the objective and the base: the fields are read by their methods and cannot be
/// set past those checks, so every search of a `Position` is one the solver can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The play-phase state to solve from.
    pub(crate) play: PlayState,
    /// What the search maximises (the counted seats and each trick's worth).
    pub(crate) objective: Objective,
    /// The value the counted side has already (cards won, discards that count for it,
    /// the game's constant deductions): the solver reports `base + future`.
    pub(crate) base: i32,
    /// The kind of objective, for reports.
    pub(crate) goal: Goal,
    /// What one unit of value is: `"thirds"` (Slovenian card points × 3), `"points"`,
    /// `"tricks"`.
    pub(crate) unit: &'static str,
    /// What making the contract is for this objective, where the game has such a line.
    pub(crate) target: Option<Target>,
}

impl Position {
    /// A position; the objective's seats must be seats of the play.
    pub fn new(play: PlayState, objective: Objective, base: i32, goal: Goal, unit: &'static str) -> Result<Position, InputError> {
        let all = (1u16 << play.num_players()) - 1;
        if objective.counted as u16 & !all != 0 || objective.maximizer as u16 & !all != 0 {
            return Err(InputError(format!("the objective names a seat outside the {} seats of the play", play.num_players())));
        }
        // The search bounds a position's future value below by 0: every trick must be worth
        // 0 or more (its least cards, the constant and any extra), as every game's is.
        let n = play.num_players() as i32;
        let least_card = CardSet::ALL54.iter().map(|c| objective.card_value(c) as i32).min().unwrap_or(0);
        let least_extra = objective.trick_extra.iter().map(|&e| e as i32).min().unwrap_or(0).min(0);
        let card_extra = objective.card_extra.map_or(0, |(_, e)| (e as i32).min(0));
        if n * least_card + objective.per_trick as i32 + least_extra + card_extra < 0 {
            return Err(InputError("the objective can make a trick worth less than 0, which the solver does not search".into()));
        }
        // The table keeps a position's future value in 16 bits: a deal's worth of tricks
        // (every card's value, each trick's constant and extras) must fit, as every game's
        // (at most a few hundred) does.
        let positive = |v: i16| (v as i32).max(0);
        let most = objective.cards_value(CardSet::ALL54)
            + positive(objective.per_trick) * MAX_TRICKS as i32
            + objective.trick_extra.iter().map(|&e| positive(e)).sum::<i32>()
            + objective.card_extra.map_or(0, |(_, e)| positive(e));
        if most > i16::MAX as i32 {
            return Err(InputError(format!("the objective can be worth up to {most}, beyond the {} the solver's table holds", i16::MAX)));
        }
        // Values are base plus at most a deal's worth of tricks, added in i32: a base far
        // beyond any game's (thousands) could overflow.
        if base.unsigned_abs() > MAX_BASE {
            return Err(InputError(format!("the base value {base} is beyond ±{MAX_BASE}")));
        }
        Ok(Position { play, objective, base, goal, unit, target: None })
    }

    /// The play-phase state to solve from.
    pub fn play(&self) -> &PlayState {
        &self.play
    }
    /// What the search maximises (the counted seats and each trick's worth).
    pub fn objective(&self) -> &Objective {
        &self.objective
    }
    /// The value the counted side has already: the solver reports `base + future`.
    pub fn base(&self) -> i32 {
        self.base
    }
    /// The kind of objective, for reports.
    pub fn goal(&self) -> Goal {
        self.goal
    }
    /// What one unit of value is: `"thirds"`, `"points"` or `"tricks"`.
    pub fn unit(&self) -> &'static str {
        self.unit
    }
    /// What making the contract is for this objective, where the game has such a line.
    pub fn target(&self) -> Option<Target> {
        self.target
    }

    /// The position with the value that makes the contract.
    pub fn with_target(mut self, target: Target) -> Position {
        self.target = Some(target);
        self
    }

    /// All the tricks of the deal (the valats' and volát's target).
    pub fn all_tricks(&self) -> i32 {
        let left = (0..self.play.num_players()).map(|s| self.play.hand(s).len()).max().unwrap_or(0);
        (self.play.tricks_done() as u32 + left) as i32
    }

    /// The future value under plain minimax (tests; exponential).
    pub fn minimax(&self) -> i32 {
        self.base + minimax(&self.play, &self.objective)
    }

    /// [`Position::minimax`], asking `stop(nodes)` every 2^16 nodes: `None` once it
    /// answers `true` ([`minimax_within`]).
    pub fn minimax_within(&self, stop: &mut dyn FnMut(u64) -> bool) -> Option<i32> {
        minimax_within(&self.play, &self.objective, stop).map(|v| self.base + v)
    }
}

/// What a search cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes searched (cards tried, over every null-window search).
    pub nodes: u64,
    /// Table probes and hits (at trick starts).
    pub probes: u64,
    /// Table probes that found an entry.
    pub hits: u64,
}

impl std::ops::AddAssign for Stats {
    /// Two searches' costs together (the threads of a parallel search).
    fn add_assign(&mut self, other: Stats) {
        self.nodes += other.nodes;
        self.probes += other.probes;
        self.hits += other.hits;
    }
}

impl Stats {
    /// The share of table probes that hit, 0.0..=1.0 (0.0 with no probe).
    pub fn hit_rate(&self) -> f64 {
        if self.probes == 0 {
            0.0
        } else {
            self.hits as f64 / self.probes as f64
        }
    }
}

/// A solved position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The value under perfect play by both sides.
    pub value: i32,
    /// Every legal card with the value of the position after it (under perfect play).
    pub moves: Vec<(crate::card::Card, i32)>,
    /// What the search cost.
    pub stats: Stats,
}

#[cfg(test)]
mod tests;
