//! Cards in one 54-card space, card sets as bitsets, and the two packs.
//!
//! Ids (see `docs/protocol.md`): `0..=21` are the trumps I…XXI and the skíz (the fool,
//! the highest trump); `22 + 8*suit + r` are suit cards with rank index `r` from low to
//! high (`0..=3` pips, 4 jack, 5 cavalier, 6 queen, 7 king).

use std::fmt;

/// Number of cards in the full tarot pack.
pub const CARDS: u8 = 54;
/// Number of trumps, the skíz included.
pub const TRUMPS: u8 = 22;

/// The four suits, in id order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Hearts = 0,
    Diamonds = 1,
    Clubs = 2,
    Spades = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];

    pub const fn from_index(i: u8) -> Suit {
        match i & 3 {
            0 => Suit::Hearts,
            1 => Suit::Diamonds,
            2 => Suit::Clubs,
            _ => Suit::Spades,
        }
    }

    /// Red suits rank their pips 4, 3, 2, 1 (1 highest); black ones 7, 8, 9, 10.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    /// All 8 cards of this suit.
    pub const fn cards(self) -> CardSet {
        CardSet(0xFFu64 << (TRUMPS as u32 + 8 * self as u32))
    }
}

/// The suit a card must follow: a colour suit, or the trumps as a suit of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lead {
    Trump,
    Suit(Suit),
}

impl Lead {
    pub const fn cards(self) -> CardSet {
        match self {
            Lead::Trump => CardSet::TRUMPS,
            Lead::Suit(s) => s.cards(),
        }
    }
}

/// One card of the 54-card space.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const PAGAT: Card = Card(0);
    pub const XXI: Card = Card(20);
    pub const SKIZ: Card = Card(21);

    /// The card with this id, if it is one (`0..54`).
    pub const fn new(id: u8) -> Option<Card> {
        if id < CARDS {
            Some(Card(id))
        } else {
            None
        }
    }

    /// Trump numbered `n` (1 = pagát … 21 = XXI, 22 = skíz).
    pub const fn trump(n: u8) -> Option<Card> {
        if n >= 1 && n <= 22 {
            Some(Card(n - 1))
        } else {
            None
        }
    }

    /// Suit card of rank index `rank` (0..=7, low to high).
    pub const fn suited(suit: Suit, rank: u8) -> Option<Card> {
        if rank < 8 {
            Some(Card(TRUMPS + 8 * suit as u8 + rank))
        } else {
            None
        }
    }

    pub const fn id(self) -> u8 {
        self.0
    }

    pub const fn is_trump(self) -> bool {
        self.0 < TRUMPS
    }

    pub const fn suit(self) -> Option<Suit> {
        if self.is_trump() {
            None
        } else {
            Some(Suit::from_index((self.0 - TRUMPS) / 8))
        }
    }

    pub const fn lead(self) -> Lead {
        match self.suit() {
            None => Lead::Trump,
            Some(s) => Lead::Suit(s),
        }
    }

    /// Order within its own suit (trumps: 0 = pagát … 21 = skíz; suits: rank index).
    pub const fn rank(self) -> u8 {
        if self.is_trump() {
            self.0
        } else {
            (self.0 - TRUMPS) % 8
        }
    }

    /// Trump number (1..=22) for trumps.
    pub const fn trump_number(self) -> Option<u8> {
        if self.is_trump() {
            Some(self.0 + 1)
        } else {
            None
        }
    }

    /// The printed pip value of a suit card's pip (red 4,3,2,1; black 7,8,9,10).
    pub const fn pip_value(self) -> Option<u8> {
        match self.suit() {
            Some(s) if self.rank() < 4 => {
                let r = self.rank();
                Some(if s.is_red() { 4 - r } else { 7 + r })
            }
            _ => None,
        }
    }

    /// Honours: skíz, XXI, pagát (the Slovenian trula).
    pub const fn is_honour(self) -> bool {
        self.0 == 0 || self.0 == 20 || self.0 == 21
    }

    pub const fn is_king(self) -> bool {
        !self.is_trump() && self.rank() == 7
    }

    /// Card points (rules README): king 5, queen 4, cavalier 3, jack 2, pip 1;
    /// honours 5, other trumps 1.
    pub const fn points(self) -> u8 {
        POINTS[self.0 as usize]
    }

    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }
}

const POINTS: [u8; CARDS as usize] = {
    let mut t = [1u8; CARDS as usize];
    t[0] = 5;
    t[20] = 5;
    t[21] = 5;
    let mut s = 0;
    while s < 4 {
        let base = TRUMPS as usize + 8 * s;
        t[base + 4] = 2;
        t[base + 5] = 3;
        t[base + 6] = 4;
        t[base + 7] = 5;
        s += 1;
    }
    t
};

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", crate::notation::format_card(*self, crate::notation::Style::Ascii))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::format_card(*self, crate::notation::Style::Ascii))
    }
}

/// A set of cards as a 54-bit bitset.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    pub const TRUMPS: CardSet = CardSet((1u64 << TRUMPS) - 1);
    pub const ALL54: CardSet = CardSet((1u64 << CARDS) - 1);
    /// The 42-card Hungarian pack: all trumps and suit cards of rank index 3 and up.
    pub const ALL42: CardSet = CardSet(CardSet::TRUMPS.0 | (0xF8F8_F8F8u64 << TRUMPS));
    pub const KINGS: CardSet = CardSet(0x8080_8080u64 << TRUMPS);
    pub const HONOURS: CardSet = CardSet(1 | (1 << 20) | (1 << 21));

    pub const fn bits(self) -> u64 {
        self.0
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn insert(&mut self, c: Card) {
        self.0 |= c.bit();
    }
    pub fn remove(&mut self, c: Card) {
        self.0 &= !c.bit();
    }
    pub const fn with(self, c: Card) -> CardSet {
        CardSet(self.0 | c.bit())
    }
    pub const fn union(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
    pub const fn intersect(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
    pub const fn minus(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
    pub const fn is_subset(self, o: CardSet) -> bool {
        self.0 & !o.0 == 0
    }
    /// Lowest card, if any.
    pub fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(self.0.trailing_zeros() as u8))
        }
    }
    /// Highest card, if any.
    pub fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card(63 - self.0.leading_zeros() as u8))
        }
    }
    /// The `n`-th card in id order (0-based).
    pub fn nth(self, mut n: u32) -> Option<Card> {
        let mut b = self.0;
        while b != 0 {
            if n == 0 {
                return Some(Card(b.trailing_zeros() as u8));
            }
            b &= b - 1;
            n -= 1;
        }
        None
    }
    /// Sum of card points.
    pub fn points(self) -> u32 {
        self.iter().map(|c| c.points() as u32).sum()
    }
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut s = CardSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Iterates a card set in id order.
#[derive(Clone, Copy)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let c = Card(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(c)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

/// Which pack a game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pack {
    /// The 42-card Hungarian pack (Jókai, Paskievics).
    Hungarian42,
    /// The full 54-card pack (Slovenian).
    Full54,
}

impl Pack {
    pub const fn cards(self) -> CardSet {
        match self {
            Pack::Hungarian42 => CardSet::ALL42,
            Pack::Full54 => CardSet::ALL54,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_have_their_sizes_and_points() {
        assert_eq!(CardSet::ALL54.len(), 54);
        assert_eq!(CardSet::ALL42.len(), 42);
        assert_eq!(CardSet::ALL42.points(), 94);
        assert_eq!(CardSet::ALL54.points(), 106);
        assert_eq!(CardSet::KINGS.len(), 4);
        assert!(CardSet::KINGS.iter().all(|k| k.is_king() && k.points() == 5));
    }

    #[test]
    fn pips_rank_red_reversed() {
        let one_h = Card::suited(Suit::Hearts, 3).unwrap();
        assert_eq!(one_h.pip_value(), Some(1));
        let ten_s = Card::suited(Suit::Spades, 3).unwrap();
        assert_eq!(ten_s.pip_value(), Some(10));
        assert_eq!(Card::suited(Suit::Spades, 0).unwrap().pip_value(), Some(7));
        assert!(CardSet::ALL42.contains(one_h) && CardSet::ALL42.contains(ten_s));
    }
}
