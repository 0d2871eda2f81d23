//! What drawing worlds costs at the decisions of rule-played deals (the search player's
//! situation): `cargo run --release --example world_draws -- [DEALS]` prints, per table, the
//! decisions, the draws a world takes (each draw one `sample_world` attempt; a draw the
//! replay rejects counts) and the time of a decision's 12 worlds. `docs/observations.md`
//! quotes its numbers.

use std::time::Instant;

use tarokk_core::rng::Rng;
use tarokk_core::worlds::{sample_world, ATTEMPTS};
use tarokk_core::{jokai, paskievics, slovenian, AnyGame, Deal, GameState};

fn new_game(game: &str, n: usize, seed: u64) -> AnyGame {
    let dealer = (seed % n as u64) as usize;
    match game {
        "slovenian" => slovenian::Game::from_seed(n, seed, dealer, false, slovenian::Options::default()).unwrap().into(),
        "jokai" => jokai::Game::from_seed(n, seed, dealer, jokai::Options::default()).unwrap().into(),
        _ => paskievics::Game::from_seed(n, seed, dealer, paskievics::Options::default()).unwrap().into(),
    }
}

fn main() {
    let deals: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(60);
    for (game, n) in [("slovenian", 4), ("slovenian", 3), ("jokai", 3), ("paskievics", 4), ("paskievics", 5)] {
        let (mut decisions, mut worlds, mut draws, mut none) = (0u64, 0u64, 0u64, 0u64);
        let mut seconds = 0.0;
        let mut rng = Rng::new(5);
        for seed in 0..deals {
            let mut d = Deal::new(new_game(game, n, seed));
            while let Some(mover) = d.current_player() {
                if d.legal_actions().len() > 1 {
                    decisions += 1;
                    // Drawn one attempt at a time, to count the draws a world takes.
                    match (1..=ATTEMPTS).find(|_| sample_world(&d, mover, &mut rng, 1).is_some()) {
                        Some(t) => {
                            worlds += 1;
                            draws += t as u64;
                        }
                        None => none += 1,
                    }
                    let t = Instant::now();
                    for _ in 0..12 {
                        sample_world(&d, mover, &mut rng, ATTEMPTS);
                    }
                    seconds += t.elapsed().as_secs_f64();
                }
                let a = d.state().rule_action().unwrap();
                d.apply(a, None).unwrap();
            }
        }
        println!(
            "{game} {n}: {decisions} decisions, {:.3} draws a world, {none} without a world, 12 worlds {:.3} ms",
            draws as f64 / worlds as f64,
            seconds * 1e3 / decisions as f64
        );
    }
}
