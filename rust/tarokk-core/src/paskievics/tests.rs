//! Unit tests of the Paskievics engine, citing the rule ids of `shared/rules/paskievics.md`.

use super::*;
use crate::card::CardSet;
use crate::game::{GameState, LogEntry};
use crate::rng::Rng;

/// Random legal play of a deal to its end, with its log.
fn random_deal(n: usize, seed: u64, dealer: usize, opts: Options, rng: &mut Rng) -> (Game, Vec<LogEntry>) {
    let mut g = Game::from_seed(n, seed, dealer, opts).unwrap();
    let mut log = Vec::new();
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "a player to act has a legal action");
        let a = legal.nth(rng.below(legal.len())).unwrap();
        log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
        g.apply(a).unwrap();
        assert!(log.len() <= MAX_GAME_LENGTH);
    }
    (g, log)
}

/// PK-D1…X4: random legal deals end; the settlement adds up and is zero-sum; card points
/// are 94; views of every seat can be built.
#[test]
fn random_deals_finish_and_settle() {
    let mut rng = Rng::new(5);
    for seed in 0..3000u64 {
        let n = if seed % 3 == 0 { 5 } else { 4 };
        let opts = Options { rautes: seed % 4 == 1, ..Options::default() };
        let (g, log) = random_deal(n, seed, (seed % n as u64) as usize, opts, &mut rng);
        let s = g.settlement().unwrap();
        assert!(s.items_add_up() && s.is_zero_sum(), "seed {seed}: {s:?}");
        for it in &s.items {
            assert_eq!(it.amounts.iter().sum::<i32>(), 0);
        }
        if !s.annulled {
            let cp = s.card_points.clone().unwrap();
            assert_eq!(cp[0] + cp[1], 94);
        }
        for seat in 0..n {
            let _ = g.view(seat, &log);
        }
    }
}

/// Issue 4: the state is a small `Copy` value.
#[test]
fn game_state_is_small() {
    assert!(std::mem::size_of::<Game>() <= 256, "Game is {} bytes", std::mem::size_of::<Game>());
}

#[test]
fn hand_given_deals_are_checked() {
    let _ = CardSet::EMPTY;
}
