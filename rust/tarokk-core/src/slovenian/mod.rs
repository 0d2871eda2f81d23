//! Slovenian tarok (`shared/rules/slovenian.md`, protocol in `docs/slovenian.md`).

pub mod actions;
pub mod contract;
pub mod facts;
mod game;
mod game_state;
pub mod names;
mod observation;
mod refusal;
mod scoring;
mod solver;
mod tally;
mod view;

pub use actions::{Action, Actions};
pub use facts::{score_deal, score_klop, tally_deal, tally_klop, BonusFacts, DealFacts, KlopFacts};
pub use game::{Dealt, Game, Options, Phase};
pub use game_state::MAX_GAME_LENGTH;
pub use observation::{max_announcements, max_bids};
pub use tally::{round5, Item, ItemKind, Tally, MAX_ITEMS};
pub use view::{LogEntry, View};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use crate::settlement::Settlement;
    use crate::game::GameState;

    /// SL-D1/SL-T: random legal play of many deals ends, and scores are consistent.
    #[test]
    fn random_deals_finish_and_settle() {
        let mut rng = Rng::new(3);
        for seed in 0..3000u64 {
            let n = if seed % 3 == 0 { 3 } else { 4 };
            let mut g = Game::from_seed(n, seed, (seed % n as u64) as usize, seed % 7 == 0, Options::default()).unwrap();
            let mut steps = 0;
            let mut log: Vec<LogEntry> = Vec::new();
            while !g.is_over() {
                let legal = g.legal_actions();
                assert!(!legal.is_empty());
                let a = legal.nth(rng.below(legal.len())).unwrap();
                log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
                g.apply(a).unwrap();
                steps += 1;
                assert!(steps <= MAX_GAME_LENGTH, "{steps} actions");
            }
            // The tricks rebuilt from the log end with the one the state kept.
            if let Some(p) = g.play_state() {
                let tricks = g.tricks(&log);
                assert_eq!(tricks.len(), p.tricks_done());
                assert_eq!(tricks.last().copied(), p.last_trick());
                for (t, next) in tricks.iter().zip(tricks.iter().skip(1)) {
                    assert_eq!(t.winner, next.leader);
                }
            }
            let s = g.settlement().unwrap();
            assert_eq!(s, Settlement::from(&g.tally().unwrap()));
            assert!(s.items_add_up());
            for (seat, amount) in s.amounts.iter().enumerate() {
                let items: i32 = s
                    .items
                    .iter()
                    .filter(|it| it.seat.map_or_else(|| g.on_declarer_side(seat) && s.contract != Some(contract::KLOP), |x| x as usize == seat))
                    .map(|it| it.amount)
                    .sum();
                assert_eq!(*amount, items);
            }
        }
    }

    /// Issue 4: a game state is a small `Copy` value.
    #[test]
    fn game_state_is_small() {
        assert!(std::mem::size_of::<Game>() <= 256, "Game is {} bytes", std::mem::size_of::<Game>());
        assert!(std::mem::size_of::<crate::PlayState>() <= 256);
    }
}
