//! The deal (JK-D1…D3): the skart of six cards in three pairs, then packets of six to the
//! three active seats; and the checks of a deal given by hand.

use crate::card::{Card, CardSet, Pack};
use crate::error::InputError;

/// The dealt cards: a hand per table seat (empty for a sitting-out dealer) and the six
/// skart cards in order (pair `p` is `talon[2p..2p + 2]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dealt {
    /// The hand of each table seat (empty for a sitting-out dealer; the fourth is unused with
    /// three seats).
    pub hands: [CardSet; 4],
    /// The six skart cards in dealing order (pair `p` is `talon[2p..2p + 2]`).
    pub talon: [Card; 6],
}

/// The table seat of active seat `k` (0 the forehand, then in playing order): the seat
/// `k + 1` places after the dealer. With four seats this skips the dealer, who sits out
/// (JK-D1); with three it goes round the table.
pub(crate) const fn active_seat(n: usize, dealer: usize, k: usize) -> usize {
    (dealer + 1 + k) % n
}

impl Dealt {
    /// Shuffle the 42-card pack from a seed (the shared generator) and deal it (JK-D2,
    /// JK-D3): the skart is `deck[0..6]`, packet `k` is `deck[6 + 6k .. 12 + 6k]` and goes to
    /// active seat `k % 3`.
    ///
    /// # Panics
    /// Unless `n` is 3 or 4 and `dealer` a seat of that table (JK-D1); [`super::Game::from_seed`]
    /// checks them and returns an error instead.
    pub fn from_seed(seed: u64, n: usize, dealer: usize) -> Dealt {
        if let Err(e) = check_seats(n, dealer) {
            panic!("jokai::Dealt::from_seed: {e}");
        }
        let (deck, len) = crate::deal::shuffled(seed, Pack::Hungarian42);
        debug_assert_eq!(len, 42);
        let talon = std::array::from_fn(|i| Card::new(deck[i]).expect("card id"));
        let mut hands = [CardSet::EMPTY; 4];
        for (k, packet) in deck[6..42].chunks_exact(6).enumerate() {
            let seat = active_seat(n, dealer, k % 3);
            hands[seat].0 |= packet.iter().fold(0, |b, &id| b | 1u64 << id);
        }
        Dealt { hands, talon }
    }

    /// Check a hand-given deal for `n` table seats: 12 cards per active seat, none for the
    /// sitting-out dealer, 6 skart cards, every card of the 42-card pack exactly once.
    pub fn validate(&self, n: usize, dealer: usize) -> Result<(), InputError> {
        check_seats(n, dealer)?;
        let mut sizes = [12usize; 4];
        if n == 4 {
            sizes[dealer] = 0;
        }
        if !self.hands[n..].iter().all(|h| h.is_empty()) {
            return Err(InputError(format!("a table of {n} seats has {n} hands: the fourth must be empty")));
        }
        crate::deal::validate(&self.hands[..n], &sizes[..n], &self.talon, Pack::Hungarian42)
    }
}

/// Check the table: 3 seats, or 4 with the dealer sitting out (JK-D1).
pub(crate) fn check_seats(n: usize, dealer: usize) -> Result<(), InputError> {
    if n != 3 && n != 4 {
        return Err(InputError(format!(
            "Jókai-hármas is played at a table of 3 seats, or 4 with the dealer sitting out (JK-D1), not {n}"
        )));
    }
    if dealer >= n {
        return Err(InputError(format!("dealer {dealer} is not a seat of {n}")));
    }
    Ok(())
}
