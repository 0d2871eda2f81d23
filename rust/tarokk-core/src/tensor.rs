//! Observation tensors: a seat's information as a fixed-size vector of floats, for learning
//! code (OpenSpiel's information-state tensor, PettingZoo's observation).
//!
//! A game writes its tensor once, segment by segment, through an [`Encoder`], which can
//! record the layout (each segment's name and shape) as it goes. So the layout and the
//! values can never disagree: the length and the documented layout
//! (`docs/observations.md`) come from the code that writes the values.
//!
//! Every value is 0 or 1 (one-hot and bit segments) or a fraction in `0..=1` (counts
//! divided by their maximum), so learning code can declare the box `[0, 1]`.

use crate::card::{Card, CardSet, CARDS};

/// One named segment of a tensor: its name and its shape (row-major; the length is the
/// product).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    /// The segment's name.
    pub name: &'static str,
    /// The segment's shape, row-major.
    pub shape: Vec<usize>,
}

impl Segment {
    /// The number of values in the segment (the product of its shape).
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }
    /// Whether the segment has no value (some dimension is 0).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Writes a tensor segment by segment, recording its layout if asked.
#[derive(Clone, Debug, Default)]
pub struct Encoder {
    values: Vec<f32>,
    /// The segments written so far, when the layout is asked for.
    layout: Option<Vec<Segment>>,
}

impl Encoder {
    /// An encoder of values only.
    pub fn new() -> Encoder {
        Encoder::default()
    }

    /// An encoder that records the layout too.
    pub fn with_layout() -> Encoder {
        Encoder { values: Vec::new(), layout: Some(Vec::new()) }
    }

    /// The values written and the layout (empty unless asked for).
    pub fn finish(self) -> (Vec<f32>, Vec<Segment>) {
        (self.values, self.layout.unwrap_or_default())
    }

    /// The next segment, zeroed (one-hot segments then write only their ones).
    fn segment(&mut self, name: &'static str, shape: &[usize]) -> &mut [f32] {
        let len: usize = shape.iter().product();
        if let Some(layout) = &mut self.layout {
            layout.push(Segment { name, shape: shape.to_vec() });
        }
        let start = self.values.len();
        self.values.resize(start + len, 0.0);
        &mut self.values[start..]
    }

    /// `size` values, a 1 at `index` (all 0 for `None`).
    ///
    /// # Panics
    /// If `index` is `size` or more: the game's encoder passes a seat past the table, say
    /// ([`crate::Deal::observation_tensor`] checks the seats from outside).
    pub fn one_hot(&mut self, name: &'static str, size: usize, index: Option<usize>) {
        assert!(index.map_or(true, |i| i < size), "{name}: index {index:?} of {size} values");
        let s = self.segment(name, &[size]);
        if let Some(i) = index {
            s[i] = 1.0;
        }
    }

    /// One value: 1 or 0.
    pub fn flag(&mut self, name: &'static str, on: bool) {
        let s = self.segment(name, &[1]);
        s[0] = f32::from(u8::from(on));
    }

    /// A set of cards: 54 bits by card id.
    pub fn cards(&mut self, name: &'static str, cards: CardSet) {
        let s = self.segment(name, &[CARDS as usize]);
        for c in cards.iter() {
            s[c.id() as usize] = 1.0;
        }
    }

    /// A card set per row (`rows` × 54): row `r` holds `sets[r]` (missing rows are 0).
    ///
    /// # Panics
    /// If there are more than `rows` sets, or a set holds a bit past the pack.
    pub fn card_rows(&mut self, name: &'static str, rows: usize, sets: &[CardSet]) {
        assert!(sets.len() <= rows, "{name}: {} rows, at most {rows}", sets.len());
        let s = self.segment(name, &[rows, CARDS as usize]);
        for (r, set) in sets.iter().enumerate() {
            for c in set.iter() {
                s[r * CARDS as usize + c.id() as usize] = 1.0;
            }
        }
    }

    /// Cards in order (a trick, the talon): `slots` × 54, slot `i` one-hot on card `i`
    /// (`None` and missing slots are 0).
    ///
    /// # Panics
    /// If there are more cards than slots.
    pub fn card_slots(&mut self, name: &'static str, shape: &[usize], cards: &[Option<Card>]) {
        let slots: usize = shape.iter().product::<usize>() / CARDS as usize;
        assert!(cards.len() <= slots, "{name}: {} cards, at most {slots}", cards.len());
        let s = self.segment(name, shape);
        for (i, c) in cards.iter().enumerate() {
            if let Some(c) = c {
                s[i * CARDS as usize + c.id() as usize] = 1.0;
            }
        }
    }

    /// Bits (1 or 0) of the given shape, in row-major order.
    ///
    /// # Panics
    /// Unless `on` gives a bit for every value.
    pub fn bits(&mut self, name: &'static str, shape: &[usize], on: impl IntoIterator<Item = bool>) {
        let s = self.segment(name, shape);
        let mut n = 0;
        for (x, b) in s.iter_mut().zip(on) {
            *x = f32::from(u8::from(b));
            n += 1;
        }
        assert_eq!(n, s.len(), "{name}: a bit for every value");
    }

    /// Fractions in `0..=1`, one per value.
    pub fn fractions(&mut self, name: &'static str, values: &[f32]) {
        let s = self.segment(name, &[values.len()]);
        for (x, &v) in s.iter_mut().zip(values) {
            debug_assert!((0.0..=1.0).contains(&v), "{name}: {v} is not in 0..=1");
            *x = v;
        }
    }

    /// A bounded sequence of `(seat, value)` entries (an auction, the announcements): shape
    /// `max_len × (seats + values)`, row `k` one-hot on entry `k`'s seat in its first
    /// `seats` columns and on its value index in the rest; rows past the end are 0.
    ///
    /// # Panics
    /// If there are more than `max_len` entries (the bound is the game's to prove), or an
    /// entry's seat is `seats` or more or its value `values` or more (each was written into
    /// the wrong column).
    pub fn sequence(&mut self, name: &'static str, max_len: usize, seats: usize, values: usize, entries: &[(usize, usize)]) {
        assert!(entries.len() <= max_len, "{name}: {} entries, the bound is {max_len}", entries.len());
        if let Some(&(seat, value)) = entries.iter().find(|&&(s, v)| s >= seats || v >= values) {
            panic!("{name}: entry ({seat}, {value}) is past {seats} seats or {values} values");
        }
        let width = seats + values;
        let s = self.segment(name, &[max_len, width]);
        for (k, &(seat, value)) in entries.iter().enumerate() {
            s[k * width + seat] = 1.0;
            s[k * width + seats + value] = 1.0;
        }
    }

    /// Completed tricks: shape `max × (seats + cards·54 + seats)`, row `k` one-hot on trick
    /// `k`'s leader, then its cards in play order (54 each), then its winner.
    ///
    /// # Panics
    /// If there are more than `max` tricks, or a trick's leader or winner is `seats` or more
    /// or it has more than `cards` cards (each was written into the wrong column).
    pub fn tricks(&mut self, name: &'static str, max: usize, seats: usize, cards: usize, tricks: &[(u8, Vec<Card>, u8)]) {
        assert!(tricks.len() <= max, "{name}: {} tricks, at most {max}", tricks.len());
        for (leader, played, winner) in tricks {
            assert!(
                usize::from(*leader) < seats && usize::from(*winner) < seats && played.len() <= cards,
                "{name}: a trick led by {leader}, won by {winner}, of {} cards: past {seats} seats or {cards} cards",
                played.len()
            );
        }
        let width = 2 * seats + cards * CARDS as usize;
        let s = self.segment(name, &[max, width]);
        for (k, (leader, played, winner)) in tricks.iter().enumerate() {
            let row = &mut s[k * width..(k + 1) * width];
            row[*leader as usize] = 1.0;
            for (i, c) in played.iter().enumerate() {
                row[seats + i * CARDS as usize + c.id() as usize] = 1.0;
            }
            row[seats + cards * CARDS as usize + *winner as usize] = 1.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encode(e: &mut Encoder) {
        e.one_hot("seat", 4, Some(2));
        e.cards("hand", CardSet::EMPTY.with(Card::SKIZ));
        e.sequence("bids", 3, 4, 2, &[(1, 0), (2, 1)]);
    }

    #[test]
    fn the_layout_is_what_was_written() {
        let mut e = Encoder::with_layout();
        encode(&mut e);
        let (out, layout) = e.finish();
        assert_eq!(layout.iter().map(|s| s.name).collect::<Vec<_>>(), ["seat", "hand", "bids"]);
        assert_eq!(layout[2].shape, [3, 6]);
        assert_eq!(out.len(), layout.iter().map(Segment::len).sum::<usize>());
        assert_eq!(out.len(), 4 + 54 + 18);
        assert_eq!(out[2], 1.0);
        assert_eq!(out[4 + 21], 1.0);
        // bids row 0: seat 1, value 0; row 1: seat 2, value 1.
        assert_eq!(&out[58..64], &[0.0, 1.0, 0.0, 0.0, 1.0, 0.0]);
        assert_eq!(&out[64..70], &[0.0, 0.0, 1.0, 0.0, 0.0, 1.0]);
        assert_eq!(out.iter().filter(|&&x| x != 0.0).count(), 6);
        assert!(layout.iter().all(|s| !s.is_empty()));
        // A sequence of no rows writes a segment with nothing in it.
        let mut none = Encoder::with_layout();
        none.sequence("bids", 0, 4, 2, &[]);
        let (values, layout_none) = none.finish();
        assert!(values.is_empty() && layout_none[0].is_empty() && layout_none[0].shape == [0, 6]);
        let mut plain = Encoder::new();
        encode(&mut plain);
        assert_eq!(plain.finish(), (out, vec![]));
    }

    #[test]
    #[should_panic(expected = "the bound is")]
    fn a_sequence_over_its_bound_is_a_bug() {
        Encoder::new().sequence("bids", 1, 2, 2, &[(0, 0), (1, 1)]);
    }

    // An entry's seat past the seats, its value in range, would land in the value columns
    // unnoticed without the check (a mutation audit's survivor: the check as `&&`).
    #[test]
    #[should_panic(expected = "is past 2 seats or 3 values")]
    fn a_sequence_entry_past_the_seats_is_a_bug() {
        Encoder::new().sequence("bids", 2, 2, 3, &[(2, 0)]);
    }

    // More cards than slots: the check's own panic, not an index out of bounds further on
    // (a mutation audit's survivor: the slots counted as the shape's product times 54).
    #[test]
    #[should_panic(expected = "2 cards, at most 1")]
    fn more_cards_than_slots_is_a_bug() {
        Encoder::new().card_slots("trick", &[1, 54], &[Some(Card::SKIZ), Some(Card::PAGAT)]);
    }
}
