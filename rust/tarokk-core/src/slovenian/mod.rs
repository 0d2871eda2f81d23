//! Slovenian tarok (`shared/rules/slovenian.md`, protocol in `docs/slovenian.md`).

pub mod actions;
pub mod contract;
mod game;
pub mod names;
mod scoring;
mod view;

pub use actions::{Action, Actions};
pub use game::{Deal, Game, Options, Phase};
pub use scoring::{round5, Item, ItemKind, Settlement, Side};
pub use view::{LogEntry, View};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// SL-D1/SL-T: random legal play of many deals ends, and scores are consistent.
    #[test]
    fn random_deals_finish_and_settle() {
        let mut rng = Rng::new(3);
        for seed in 0..3000u64 {
            let n = if seed % 3 == 0 { 3 } else { 4 };
            let mut g = Game::from_seed(n, seed, (seed % n as u64) as usize, seed % 7 == 0, Options::default()).unwrap();
            let mut steps = 0;
            while !g.is_over() {
                let legal = g.legal_actions();
                assert!(!legal.is_empty());
                let a = legal.nth(rng.below(legal.len())).unwrap();
                g.apply(a).unwrap();
                steps += 1;
                assert!(steps < 400);
            }
            let s = g.settlement().unwrap();
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
        println!("Game is {} bytes", std::mem::size_of::<Game>());
    }
}
