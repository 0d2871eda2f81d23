//! Paskievics positions for the double-dummy solver (`docs/solver.md`): the declarer
//! party's card points (PK-X1, PK-S3: its tricks and the discards that count for it), or
//! its tricks (volát).

use crate::error::InputError;
use crate::solver::{Counting, Goal, Objective, Position, Target};

use super::game::{Game, ACTIVE};

impl Game {
    /// The position of the play for the solver, with `goal` (points by default).
    pub fn solver_position(&self, goal: Option<Goal>) -> Result<Position, InputError> {
        if !self.play_started() || self.contract().is_none() {
            return Err(InputError("the solver needs a deal in its play phase".into()));
        }
        let mut play = self.play;
        if self.is_over() {
            play.clear_hands(); // a finished deal: nothing left to play
        }
        let side = (0..ACTIVE as u8).filter(|&p| self.on_declarer_side(p)).fold(0u8, |m, p| m | 1 << p);
        let ours = |f: &dyn Fn(usize) -> u32| (0..ACTIVE).filter(|&p| side >> p & 1 == 1).map(f).sum::<u32>() as i32;
        let goal = goal.unwrap_or(Goal::Points);
        let (objective, base, unit) = match goal {
            Goal::Points => {
                // PK-S3: the declarer's discards count for his party; the others' too when
                // he plays alone.
                let skart = if self.partner.is_some() { self.discards_of(self.holder) } else { self.all_discards() };
                let base = ours(&|p| play.won(p).points()) + skart.points() as i32;
                (Objective::new(Counting::Plain, 0, side, side), base, "points")
            }
            Goal::Tricks => (Objective::new(Counting::None, 1, side, side), ours(&|p| play.tricks_won(p)), "tricks"),
            Goal::Beggar | Goal::Klop(_) => {
                return Err(InputError(format!("Paskievics has no {} objective (points or tricks)", goal.name())))
            }
        };
        let pos = Position::new(play, objective, base, goal, unit)?;
        Ok(match goal {
            Goal::Points => pos.with_target(Target::AtLeast(48)), // PK-X1
            _ => pos.with_target(Target::AtLeast(pos.all_tricks())),  // volát: every trick
        })
    }
}
