//! What the solver maximises: a sum over the tricks still to play, each worth a value to
//! the seats it counts for (`docs/solver.md`).
//!
//! Every objective of the three games is of this shape: a trick won by a *counted* seat is
//! worth the values of its cards plus a constant per trick (Jókai: −2, JK-C1), plus extras
//! that some tricks carry (the klop talon card of each of the first six tricks, SL-L1;
//! the talon rest that goes with the called king's trick, SL-K4). Tricks won by the other
//! seats are worth nothing. The *maximising* seats play to make the sum large, the others
//! to make it small: for card points and valat they are the counted side; for beggar and
//! klop it is the other way round (the counted seat wants to take nothing).

use crate::card::{Card, CardSet};
use crate::play::{PlayState, MAX_TRICKS};

/// The kinds of objective (each game picks the default for its contract).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The declarer side's card points, counted as the game counts them.
    Points,
    /// The declarer side's tricks (valat / volát: made when it takes them all).
    Tricks,
    /// The declarer's tricks, which the declarer wants to keep at 0 (beggar, SL-P6).
    Beggar,
    /// Klop (SL-L1): this table seat's card points, which it wants low and every other seat
    /// high (the paranoid reading: the per-seat game as two sides).
    Klop(u8),
}

impl Goal {
    /// The goal's name: `points`, `tricks`, `beggar` or `klop`.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Points => "points",
            Goal::Tricks => "tricks",
            Goal::Beggar => "beggar",
            Goal::Klop(_) => "klop",
        }
    }
}

/// How a card counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counting {
    /// Card points as printed (PK-X1, JK-C1 before the trick deduction).
    Plain,
    /// Slovenian thirds (SL-C1): 3 × points − 2 per card.
    Thirds,
    /// Every card 0: only the trick constant counts (tricks objectives).
    None,
}

impl Counting {
    fn value(self, c: Card) -> u8 {
        match self {
            Counting::Plain => c.points(),
            Counting::Thirds => 3 * c.points() - 2,
            Counting::None => 0,
        }
    }
}

/// A trick-sum objective in play seats (`PlayState` seats).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Objective {
    /// Seats (bits) whose won tricks count.
    pub(crate) counted: u8,
    /// Seats (bits) that play to make the sum large.
    pub(crate) maximizer: u8,
    /// Card values (all under 16) as bit planes: plane `k` holds the cards whose value has
    /// bit `k`, so the value of a set is four popcounts.
    pub(crate) planes: [u64; 4],
    /// Each card's value, by card id (read at every move; a trick's few cards are summed
    /// from it).
    values: [u8; 54],
    pub(crate) counting: Counting,
    /// Added to every counted trick.
    pub(crate) per_trick: i16,
    /// Added to the counted trick of this index (0 = the first trick of the deal).
    pub(crate) trick_extra: [i16; MAX_TRICKS],
    /// The sums of `trick_extra` before each index, so that [`Objective::most`] adds no loop.
    extra_before: [i32; MAX_TRICKS + 1],
    /// Added to the counted trick that holds this card.
    pub(crate) card_extra: Option<(Card, i16)>,
}

impl Objective {
    /// Tricks of the `counted` seats are worth their cards' values (by `counting`) plus
    /// `per_trick`; the `maximizer` seats want the sum high.
    pub fn new(counting: Counting, per_trick: i16, counted: u8, maximizer: u8) -> Objective {
        let mut planes = [0u64; 4];
        let mut values = [0u8; 54];
        for c in CardSet::ALL54.iter() {
            let v = counting.value(c);
            debug_assert!(v < 16);
            values[c.id() as usize] = v;
            for (k, p) in planes.iter_mut().enumerate() {
                if v >> k & 1 == 1 {
                    *p |= c.bit();
                }
            }
        }
        Objective {
            counted,
            maximizer,
            planes,
            values,
            counting,
            per_trick,
            trick_extra: [0; MAX_TRICKS],
            extra_before: [0; MAX_TRICKS + 1],
            card_extra: None,
        }
    }

    /// The counted trick of index `trick` carries `value` more.
    /// (A trick index past the last trick a deal can have, 16, adds nothing.)
    pub fn with_trick_extra(mut self, trick: usize, value: i16) -> Objective {
        if trick >= MAX_TRICKS {
            return self;
        }
        self.trick_extra[trick] = self.trick_extra[trick].saturating_add(value);
        for t in trick..MAX_TRICKS {
            self.extra_before[t + 1] = self.extra_before[t] + self.trick_extra[t] as i32;
        }
        self
    }

    /// The counted trick that holds `card` carries `value` more.
    pub fn with_card_extra(mut self, card: Card, value: i16) -> Objective {
        self.card_extra = Some((card, value));
        self
    }

    /// The value of a set of cards (without the trick constants).
    #[inline(always)]
    pub fn cards_value(&self, cards: CardSet) -> i32 {
        let b = cards.bits();
        (0..4).map(|k| ((b & self.planes[k]).count_ones() << k) as i32).sum()
    }

    #[inline(always)]
    pub(crate) fn card_value(&self, c: Card) -> u8 {
        self.values[c.id() as usize]
    }

    /// Each card's value, by card id.
    #[inline(always)]
    pub(crate) fn values(&self) -> &[u8; 54] {
        &self.values
    }

    /// Do the tricks of this play seat count? (False for a seat past the play's seats.)
    #[inline(always)]
    pub fn counts(&self, seat: usize) -> bool {
        // A shift by 8 or more panicked in debug builds and read seat % 8 in release builds.
        seat < 8 && self.counts_unchecked(seat)
    }

    /// Does this play seat play to make the value large? (False for a seat past the play's
    /// seats.)
    #[inline(always)]
    pub fn maximizes(&self, seat: usize) -> bool {
        seat < 8 && self.maximizes_unchecked(seat)
    }

    /// [`Objective::counts`] for a seat of the play (below 4), as the search asks it at
    /// every node: the check of `counts` cost 1% of its instructions.
    #[inline(always)]
    pub(crate) fn counts_unchecked(&self, seat: usize) -> bool {
        self.counted >> seat & 1 == 1
    }

    /// [`Objective::maximizes`] for a seat of the play (below 4), for the search.
    #[inline(always)]
    pub(crate) fn maximizes_unchecked(&self, seat: usize) -> bool {
        self.maximizer >> seat & 1 == 1
    }

    /// The value of trick number `index` holding `cards` to a counted winner.
    #[inline(always)]
    pub(crate) fn trick_value(&self, cards: CardSet, index: usize) -> i32 {
        let extra = match self.card_extra {
            Some((c, v)) if cards.contains(c) => v as i32,
            _ => 0,
        };
        // By the planes' four counts: with the POPCNT instruction (`.cargo/config.toml`)
        // 1.6% fewer instructions than summing the trick's few cards one by one from
        // `values`, which was cheaper without it.
        self.cards_value(cards) + self.per_trick as i32 + self.trick_extra[index] as i32 + extra
    }

    /// Play `card` (a legal one) in `st`: what the counted side gains by it (the value of
    /// the trick it completes, if a counted seat wins it; else 0). The state is played as
    /// the search plays it ([`PlayState::play_searched`]: its won cards not kept).
    #[inline(always)]
    pub(crate) fn play(&self, st: &mut PlayState, card: Card) -> i32 {
        // The trick's cards, if this card completes it.
        let cards = st.trick().set().with(card);
        match st.play_searched(card) {
            Some(winner) if self.counts_unchecked(winner) => self.trick_value(cards, st.tricks_done() - 1),
            _ => 0,
        }
    }

    /// Most the tricks from `first` to `last` (exclusive) holding `cards` can be worth.
    #[inline(always)]
    pub(crate) fn most(&self, cards: CardSet, first: usize, last: usize) -> i32 {
        let extra = match self.card_extra {
            Some((c, v)) if cards.contains(c) => v as i32,
            _ => 0,
        };
        let tricks = self.extra_before[last] - self.extra_before[first];
        self.cards_value(cards) + self.per_trick as i32 * (last - first) as i32 + tricks + extra
    }

    /// Cards never merged with an adjacent card of the same value when generating moves.
    pub(crate) fn special_cards(&self) -> CardSet {
        self.card_extra.map_or(CardSet::EMPTY, |(c, _)| CardSet::EMPTY.with(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sl_c1_thirds_planes_sum_to_the_pack() {
        let o = Objective::new(Counting::Thirds, 0, 1, 1);
        assert_eq!(o.cards_value(CardSet::ALL54), 210);
        let p = Objective::new(Counting::Plain, -2, 1, 1);
        assert_eq!(p.cards_value(CardSet::ALL42), 94);
        assert_eq!(Objective::new(Counting::None, 1, 1, 1).cards_value(CardSet::ALL54), 0);
    }

    /// A trick's value, summed card by card, is its cards' value by the planes plus the
    /// trick's constants (JK-C1's points less 2 a trick, SL-C1's thirds).
    #[test]
    fn jk_c1_sl_c1_trick_value_is_the_cards_value_and_the_constants() {
        let mut rng = crate::rng::Rng::new(11);
        let cards: Vec<Card> = CardSet::ALL54.iter().collect();
        for (counting, per_trick) in [(Counting::Plain, -2), (Counting::Thirds, 0), (Counting::None, 1)] {
            let o = Objective::new(counting, per_trick, 1, 1).with_trick_extra(3, 7).with_card_extra(Card::PAGAT, 5);
            for _ in 0..500 {
                let mut trick = CardSet::EMPTY;
                for _ in 0..1 + rng.below(4) as usize {
                    trick.insert(cards[rng.below(cards.len() as u32) as usize]);
                }
                let index = rng.below(MAX_TRICKS as u32) as usize;
                let extra = if index == 3 { 7 } else { 0 } + if trick.contains(Card::PAGAT) { 5 } else { 0 };
                assert_eq!(o.trick_value(trick, index), o.cards_value(trick) + per_trick as i32 + extra);
            }
        }
    }
}
