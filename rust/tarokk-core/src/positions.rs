//! Play-phase positions of real deals, for the solver's benchmarks: dealt from a seed, bid
//! and played by the rule players until a number of tricks is left.

use crate::any::AnyGame;
use crate::error::InputError;
use crate::game::GameState;
use crate::solver::{Goal, Position};

/// The deal of `game` (`"slovenian"` with 4 players, `"jokai"`, `"paskievics"`) from
/// `seed`, played by the rule players until a trick starts with `tricks` tricks left;
/// `None` when the deal ends before, or its contract is not played for card points.
pub fn rule_played_position(game: &str, seed: u64, tricks: usize) -> Result<Option<Position>, InputError> {
    let mut g: AnyGame = match game {
        "slovenian" => crate::slovenian::Game::from_seed(4, seed, 0, false, Default::default())?.into(),
        "jokai" => crate::jokai::Game::from_seed(3, seed, 0, Default::default())?.into(),
        "paskievics" => crate::paskievics::Game::from_seed(4, seed, 0, Default::default())?.into(),
        other => return Err(InputError(format!("no positions for game {other:?}"))),
    };
    loop {
        if let Some(p) = g.play_state().filter(|p| p.current_player().is_some()) {
            let left = p.hand(p.current_seat()).len() as usize;
            if left <= tricks && p.trick().is_empty() {
                let pos = g.solver_position(None)?;
                return Ok((pos.goal == Goal::Points && left == tricks).then_some(pos));
            }
        }
        let Some(a) = g.rule_action() else { return Ok(None) };
        g.apply_unchecked(a);
    }
}
