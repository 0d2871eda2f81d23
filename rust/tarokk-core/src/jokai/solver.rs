//! Jókai positions for the double-dummy solver (`docs/solver.md`): the declarer's count
//! (JK-C1, JK-C2: card points of his tricks and discards, less 2 per trick and the skart
//! deduction), or his tricks (volát).

use crate::count::count_jokai;
use crate::error::InputError;
use crate::solver::{Counting, Goal, Objective, Position, Target};

use super::game::Game;

impl Game {
    /// The position of the play for the solver, with `goal` (points by default).
    pub fn solver_position(&self, goal: Option<Goal>) -> Result<Position, InputError> {
        if !self.play_started() {
            return Err(InputError("the solver needs a deal in its play phase".into()));
        }
        let mut play = self.play;
        if self.is_over() {
            play.clear_hands(); // a finished deal: nothing left to play
        }
        let d = self.declarer_index();
        let me = 1u8 << d;
        let goal = goal.unwrap_or(Goal::Points);
        let (objective, base, unit) = match goal {
            Goal::Points => {
                let skart = if self.is_kettos() { 2 } else { 0 };
                let base = count_jokai(play.won(d).union(self.discards), play.tricks_won(d), skart)?;
                (Objective::new(Counting::Plain, -2, me, me), base, "points")
            }
            Goal::Tricks => (Objective::new(Counting::None, 1, me, me), play.tricks_won(d) as i32, "tricks"),
            Goal::Beggar | Goal::Klop(_) => {
                return Err(InputError(format!("Jókai has no {} objective (points or tricks)", goal.name())))
            }
        };
        let pos = Position::new(play, objective, base, goal, unit)?;
        Ok(match goal {
            Goal::Points => pos.with_target(Target::AtLeast(34)), // JK-C3
            _ => pos.with_target(Target::AtLeast(pos.all_tricks())),  // volát: every trick
        })
    }
}
