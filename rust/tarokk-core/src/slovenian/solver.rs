//! Slovenian positions for the double-dummy solver (`docs/solver.md`): card points in
//! thirds (SL-C1) for the declarer side, tricks for the valats, the declarer's tricks for
//! beggar, a seat's points for klop (SL-L1).

use crate::card::CardSet;
use crate::count::count_slovenian_thirds;
use crate::error::InputError;
use crate::solver::{Counting, Goal, Objective, Position, Target};

use super::contract::*;
use super::game::Game;

impl Game {
    /// The objective the contract plays for.
    fn default_goal(&self, contract: Contract) -> Goal {
        match contract {
            KLOP => Goal::Klop(self.play.current_player().unwrap_or(0) as u8),
            BEGGAR | OPEN_BEGGAR => Goal::Beggar,
            COLOUR_VALAT | VALAT => Goal::Tricks,
            _ => Goal::Points,
        }
    }

    /// The position of the play for the solver, with `goal` or the contract's objective.
    pub fn solver_position(&self, goal: Option<Goal>) -> Result<Position, InputError> {
        let contract = match (self.contract, self.play_started()) {
            (Some(c), true) => c,
            _ => return Err(InputError("the solver needs a deal in its play phase".into())),
        };
        let goal = goal.unwrap_or_else(|| self.default_goal(contract));
        let n = self.n as usize;
        let all = (1u8 << n) - 1;
        let mut play = self.play;
        if self.is_over() {
            play.clear_hands(); // settled early (end_early): the rest is not played
        }
        let side = (0..n).filter(|&s| self.on_declarer_side(s)).fold(0u8, |m, s| m | 1 << s);
        let side_tricks: u32 = (0..n).filter(|&s| side >> s & 1 == 1).map(|s| play.tricks_won(s)).sum();
        let d = self.declarer as usize;
        let (objective, base, unit) = match goal {
            Goal::Klop(seat) => {
                let s = seat as usize;
                if contract != KLOP {
                    return Err(InputError("the klop objective needs a klop deal".into()));
                }
                if s >= n {
                    return Err(InputError(format!("seat {s} is not a seat of the {n} players")));
                }
                // SL-L1: talon card j goes to the winner of trick j (the first six tricks).
                let mut o = Objective::new(Counting::Thirds, 0, 1 << s, all & !(1 << s));
                for j in play.tricks_done()..6 {
                    o = o.with_trick_extra(j, count_slovenian_thirds(CardSet::EMPTY.with(self.talon[j])) as i16);
                }
                (o, count_slovenian_thirds(self.klop_pile(s)), "thirds")
            }
            _ if contract == KLOP => return Err(InputError("a klop deal has only the klop objective".into())),
            Goal::Points => {
                let mut o = Objective::new(Counting::Thirds, 0, side, side);
                let rest = self.talon_rest();
                let mut pile = (0..n).filter(|&s| side >> s & 1 == 1).fold(self.discards, |a, s| a.union(play.won(s)));
                match (self.k4_winner, self.called) {
                    // SL-K4: the rest goes with the called card's trick.
                    (Some(w), _) if side >> w & 1 == 1 => pile = pile.union(rest),
                    (None, Some(k)) if self.k4() && !rest.is_empty() => {
                        o = o.with_card_extra(k, count_slovenian_thirds(rest) as i16);
                    }
                    _ => {}
                }
                (o, count_slovenian_thirds(pile), "thirds")
            }
            Goal::Tricks => (Objective::new(Counting::None, 1, side, side), side_tricks as i32, "tricks"),
            Goal::Beggar => {
                let me = 1u8 << d;
                (Objective::new(Counting::None, 1, me, all & !me), play.tricks_won(d) as i32, "tricks")
            }
        };
        let pos = Position::new(play, objective, base, goal, unit)?;
        Ok(match goal {
            // SL-C2: 36 points after SL-C1's rounding; round_thirds(107) = 36, (106) = 35.
            Goal::Points => pos.with_target(Target::AtLeast(WIN_THIRDS)),
            Goal::Tricks => pos.with_target(Target::AtLeast(pos.all_tricks())),
            Goal::Beggar => pos.with_target(Target::AtMost(0)),
            Goal::Klop(_) => pos, // every seat for itself: no contract to make
        })
    }
}

/// The least count in thirds that rounds to 36 points, which wins a point contract.
const WIN_THIRDS: i32 = 3 * 36 - 1;

#[cfg(test)]
mod tests {
    use super::WIN_THIRDS;
    use crate::count::round_thirds;

    #[test]
    fn sl_c2_the_winning_count_in_thirds() {
        assert_eq!(round_thirds(WIN_THIRDS), 36);
        assert_eq!(round_thirds(WIN_THIRDS - 1), 35);
    }
}
