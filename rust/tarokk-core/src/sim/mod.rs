//! Batch simulation: many complete deals from one seed, on all cores.
//!
//! Every deal `i` of a run depends only on `(seed, i)` through [`deal_seed`], so a run gives
//! the same records whatever the number of threads or the chunking. A game plugs in by
//! implementing [`DealSimulator`] (one deal → one fixed-size [`DealRecord`]); [`run`] then
//! spreads a range of deals over worker threads. The play loops allocate nothing.
//!
//! Games: [`slovenian`] (4 and 3 players). Jókai and Paskievics add a module each.

pub mod slovenian;

use std::sync::Mutex;

use crate::error::InputError;

/// Most seats of any game.
pub const MAX_SEATS: usize = 4;

/// How a seat chooses its actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Policy {
    /// A uniformly random legal action (drawn from the deal's action generator).
    Random,
    /// The game's simple rule-based player: bids from honours and trump count, follows
    /// suit with cheap heuristics. Deterministic.
    Rule,
}

impl Policy {
    pub const NAMES: [&'static str; 2] = ["random", "rule"];

    pub fn from_name(name: &str) -> Result<Policy, InputError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Policy::Random),
            "rule" | "rules" | "rule-based" | "rule_based" => Ok(Policy::Rule),
            _ => Err(InputError(format!("unknown policy {name:?}: use 'random' or 'rule'"))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random",
            Policy::Rule => "rule",
        }
    }
}

/// The outcome of one deal, fixed size, no heap data. Values that do not apply are −1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DealRecord {
    /// The game's contract index (Slovenian: 0 klop … 11 valat); −1 annulled.
    pub contract: i8,
    /// The declarer's seat; −1 for klop or an annulled deal.
    pub declarer: i8,
    /// The partner's seat; −1 when the declarer plays alone.
    pub partner: i8,
    /// The called card's id; −1 when none was called.
    pub called: i8,
    /// 1 the declarer made the contract, 0 lost, −1 no declarer.
    pub won: i8,
    /// Number of actions taken in the deal (bids, calls, discards, announcements, cards).
    pub steps: u16,
    /// Card points `[declarer side, defenders]` as settled; −1 for klop and annulled.
    pub card_points: [i16; 2],
    /// Klop: each seat's card points; else −1.
    pub seat_points: [i16; MAX_SEATS],
    /// The settlement per seat (0 beyond the active seats).
    pub amounts: [i32; MAX_SEATS],
    /// Tricks won per seat.
    pub tricks: [u8; MAX_SEATS],
}

impl DealRecord {
    pub const EMPTY: DealRecord = DealRecord {
        contract: -1,
        declarer: -1,
        partner: -1,
        called: -1,
        won: -1,
        steps: 0,
        card_points: [-1; 2],
        seat_points: [-1; MAX_SEATS],
        amounts: [0; MAX_SEATS],
        tricks: [0; MAX_SEATS],
    };
}

/// One game's simulator: a validated configuration that plays deal `i` of a run.
pub trait DealSimulator: Sync {
    fn num_players(&self) -> usize;
    /// Play deal `index` and return its record.
    fn run_deal(&self, index: u64) -> DealRecord;
    /// Play deals `first, first + 1, …` into `out`, with the records of `run_deal`. A game
    /// may play several at once to use the CPU better.
    fn run_deals(&self, first: u64, out: &mut [DealRecord]) {
        for (i, rec) in out.iter_mut().enumerate() {
            *rec = self.run_deal(first + i as u64);
        }
    }
    /// Play deal `index` and return its actions as `(seat, action)` pairs, in order.
    fn trace_deal(&self, index: u64) -> Vec<(u8, u16)>;
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of deal `index` of a run seeded with `seed`: `splitmix64(seed ^ splitmix64(index))`
/// (one SplitMix64 step each). The deal is shuffled from it exactly as `Game::from_seed`
/// does, and the deal's actions draw from `Rng::new(deal_seed + 1)`.
pub fn deal_seed(seed: u64, index: u64) -> u64 {
    splitmix(seed ^ splitmix(index))
}

/// The seed of the random-action generator of a deal.
pub fn action_seed(deal_seed: u64) -> u64 {
    deal_seed.wrapping_add(1)
}

/// Deals handed to a worker at a time.
const BLOCK: usize = 512;

/// Play deals `start .. start + out.len()` into `out` on `threads` threads (0: all cores).
/// The records do not depend on `threads`.
pub fn run<S: DealSimulator + ?Sized>(sim: &S, start: u64, out: &mut [DealRecord], threads: usize) {
    let threads = effective_threads(threads).min(out.len().div_ceil(BLOCK)).max(1);
    if threads == 1 {
        sim.run_deals(start, out);
        return;
    }
    let blocks = Mutex::new(out.chunks_mut(BLOCK).enumerate());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let next = blocks.lock().map(|mut it| it.next()).unwrap_or(None);
                let Some((b, block)) = next else { break };
                sim.run_deals(start + (b * BLOCK) as u64, block);
            });
        }
    });
}

/// The number of worker threads `threads` means (0: one per core).
pub fn effective_threads(threads: usize) -> usize {
    if threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        threads
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Echo;
    impl DealSimulator for Echo {
        fn num_players(&self) -> usize {
            4
        }
        fn run_deal(&self, index: u64) -> DealRecord {
            DealRecord { amounts: [deal_seed(9, index) as i32, 0, 0, 0], ..DealRecord::EMPTY }
        }
        fn trace_deal(&self, _index: u64) -> Vec<(u8, u16)> {
            vec![]
        }
    }

    #[test]
    fn records_do_not_depend_on_threads() {
        let mut a = vec![DealRecord::EMPTY; 5000];
        let mut b = a.clone();
        run(&Echo, 7, &mut a, 1);
        run(&Echo, 7, &mut b, 3);
        assert_eq!(a, b);
        assert_eq!(a[0].amounts[0], deal_seed(9, 7) as i32);
        assert_ne!(deal_seed(0, 1), deal_seed(1, 0));
    }
}
