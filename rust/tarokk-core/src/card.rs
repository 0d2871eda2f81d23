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
    /// Hearts (red), id 0.
    Hearts = 0,
    /// Diamonds (red), id 1.
    Diamonds = 1,
    /// Clubs (black), id 2.
    Clubs = 2,
    /// Spades (black), id 3.
    Spades = 3,
}

impl Suit {
    /// The four suits, in id order.
    pub const ALL: [Suit; 4] = [Suit::Hearts, Suit::Diamonds, Suit::Clubs, Suit::Spades];

    /// The suit with id `i` (0 hearts … 3 spades); only the low two bits of `i` count.
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
    /// The trumps (taroks, the skíz included) as a suit of their own.
    Trump,
    /// A colour suit.
    Suit(Suit),
}

impl Lead {
    /// The cards of this lead: all trumps, or the suit's eight cards.
    pub const fn cards(self) -> CardSet {
        match self {
            Lead::Trump => CardSet::TRUMPS,
            Lead::Suit(s) => s.cards(),
        }
    }
}

/// One card of the 54-card space. Stored as a 54-valued enum so that `Option<Card>` is
/// one byte (the play state keeps many of them).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(Id);

/// The 54 card ids; only `Card` uses it.
#[rustfmt::skip]
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
enum Id {
    C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15, C16, C17, C18, C19, C20, C21, C22, C23, C24, C25, C26, C27, C28, C29, C30, C31, C32, C33, C34, C35, C36, C37, C38, C39, C40, C41, C42, C43, C44, C45, C46, C47, C48, C49, C50, C51, C52, C53,
}

/// The card with id `id` (`< 54`, checked by the callers). The match compiles to nothing.
#[rustfmt::skip]
#[inline(always)]
const fn of(id: u8) -> Card {
    Card(match id {
        0 => Id::C0, 1 => Id::C1, 2 => Id::C2, 3 => Id::C3, 4 => Id::C4, 5 => Id::C5, 6 => Id::C6, 7 => Id::C7, 8 => Id::C8, 9 => Id::C9, 10 => Id::C10, 11 => Id::C11, 12 => Id::C12, 13 => Id::C13, 14 => Id::C14, 15 => Id::C15, 16 => Id::C16, 17 => Id::C17, 18 => Id::C18, 19 => Id::C19, 20 => Id::C20, 21 => Id::C21, 22 => Id::C22, 23 => Id::C23, 24 => Id::C24, 25 => Id::C25, 26 => Id::C26, 27 => Id::C27, 28 => Id::C28, 29 => Id::C29, 30 => Id::C30, 31 => Id::C31, 32 => Id::C32, 33 => Id::C33, 34 => Id::C34, 35 => Id::C35, 36 => Id::C36, 37 => Id::C37, 38 => Id::C38, 39 => Id::C39, 40 => Id::C40, 41 => Id::C41, 42 => Id::C42, 43 => Id::C43, 44 => Id::C44, 45 => Id::C45, 46 => Id::C46, 47 => Id::C47, 48 => Id::C48, 49 => Id::C49, 50 => Id::C50, 51 => Id::C51, 52 => Id::C52, 53 => Id::C53,
        _ => panic!("card id out of range"),
    })
}

impl Card {
    /// Trump I, the pagát (id 0).
    pub const PAGAT: Card = of(0);
    /// Trump XXI (id 20).
    pub const XXI: Card = of(20);
    /// The skíz, the highest trump (id 21).
    pub const SKIZ: Card = of(21);

    /// The card with this id, if it is one (`0..54`).
    pub const fn new(id: u8) -> Option<Card> {
        if id < CARDS {
            Some(of(id))
        } else {
            None
        }
    }

    /// Trump numbered `n` (1 = pagát … 21 = XXI, 22 = skíz).
    pub const fn trump(n: u8) -> Option<Card> {
        if n >= 1 && n <= 22 {
            Some(of(n - 1))
        } else {
            None
        }
    }

    /// Suit card of rank index `rank` (0..=7, low to high).
    pub const fn suited(suit: Suit, rank: u8) -> Option<Card> {
        if rank < 8 {
            Some(of(TRUMPS + 8 * suit as u8 + rank))
        } else {
            None
        }
    }

    /// The card's id, 0..54.
    pub const fn id(self) -> u8 {
        self.0 as u8
    }

    /// Whether the card is a trump (the skíz included).
    pub const fn is_trump(self) -> bool {
        self.id() < TRUMPS
    }

    /// The card's suit, or `None` for a trump.
    pub const fn suit(self) -> Option<Suit> {
        if self.is_trump() {
            None
        } else {
            Some(Suit::from_index((self.id() - TRUMPS) / 8))
        }
    }

    /// The cards of this card's suit (the taroks for a tarok): one load from a table (the
    /// solver asks it for most cards it looks at).
    #[inline]
    pub const fn suit_cards(self) -> CardSet {
        CardSet(SUIT_CARDS[self.id() as usize])
    }

    /// The suit a card must follow when this card is led.
    pub const fn lead(self) -> Lead {
        match self.suit() {
            None => Lead::Trump,
            Some(s) => Lead::Suit(s),
        }
    }

    /// Order within its own suit (trumps: 0 = pagát … 21 = skíz; suits: rank index). From a
    /// table: the solver's move ordering asks it for every card it scores.
    #[inline]
    pub const fn rank(self) -> u8 {
        RANKS[self.id() as usize]
    }

    /// Trump number (1..=22) for trumps.
    pub const fn trump_number(self) -> Option<u8> {
        if self.is_trump() {
            Some(self.id() + 1)
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
        self.id() == 0 || self.id() == 20 || self.id() == 21
    }

    /// Whether the card is a king (rank index 7 of a suit).
    pub const fn is_king(self) -> bool {
        !self.is_trump() && self.rank() == 7
    }

    /// Card points (rules README): king 5, queen 4, cavalier 3, jack 2, pip 1;
    /// honours 5, other trumps 1.
    pub const fn points(self) -> u8 {
        POINTS[self.id() as usize]
    }

    /// The card's bit in a [`CardSet`] (`1 << id`).
    pub const fn bit(self) -> u64 {
        1u64 << self.id()
    }
}

/// Each card's order within its own suit, by card id ([`Card::rank`]).
const RANKS: [u8; CARDS as usize] = {
    let mut t = [0u8; CARDS as usize];
    let mut id = 0;
    while id < CARDS as usize {
        t[id] = if id < TRUMPS as usize { id as u8 } else { ((id - TRUMPS as usize) % 8) as u8 };
        id += 1;
    }
    t
};

/// Each card's suit (the taroks for a tarok), by card id.
const SUIT_CARDS: [u64; CARDS as usize] = {
    let mut t = [0u64; CARDS as usize];
    let mut id = 0;
    while id < CARDS as usize {
        t[id] = if id < TRUMPS as usize { CardSet::TRUMPS.0 } else { 0xFFu64 << (TRUMPS as usize + (id - TRUMPS as usize) / 8 * 8) };
        id += 1;
    }
    t
};

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

/// The set bits of one word, counted so that counting them and selecting the `k`-th share
/// the work (a random choice needs both).
#[derive(Clone, Copy)]
pub(crate) struct BitCounts {
    word: u64,
    /// Running counts by bytes: byte `i` holds the number of set bits in bytes `0..=i`, so
    /// the top byte is the count of the whole word.
    sums: u64,
}

impl BitCounts {
    #[inline(always)]
    pub(crate) const fn new(word: u64) -> BitCounts {
        let mut s = word - ((word >> 1) & 0x5555_5555_5555_5555);
        s = (s & 0x3333_3333_3333_3333) + ((s >> 2) & 0x3333_3333_3333_3333);
        s = (s + (s >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        BitCounts { word, sums: s.wrapping_mul(0x0101_0101_0101_0101) }
    }

    /// The number of set bits.
    #[inline(always)]
    pub(crate) const fn len(self) -> u32 {
        (self.sums >> 56) as u32
    }

    /// The position of the `k`-th (0-based) set bit, for `k < len`: Vigna's broadword select
    /// (the byte from the running counts, then a table within the byte), without branches,
    /// so random choices among legal cards do not mispredict.
    #[inline(always)]
    pub(crate) const fn select(self, k: u32) -> u8 {
        const L8: u64 = 0x0101_0101_0101_0101;
        const H8: u64 = 0x8080_8080_8080_8080;
        let k8 = (k as u64).wrapping_mul(L8);
        // High bit of byte i set when sums[i] <= k; their count times 8 is the byte to look in.
        let le = ((k8 | H8) - self.sums) & H8;
        let place = (((le >> 7).wrapping_mul(L8) >> 53) & !7) as u32 & 63;
        let rank = k as u64 - (((self.sums << 8) >> place) & 0xFF);
        place as u8 + SELECT_IN_BYTE[(((self.word >> place) & 0xFF) | (rank << 8)) as usize & 2047]
    }
}

/// `SELECT_IN_BYTE[b | r << 8]`: position of the `r`-th set bit of byte `b` (8 if none).
const SELECT_IN_BYTE: [u8; 2048] = {
    let mut t = [8u8; 2048];
    let mut b = 0;
    while b < 256 {
        let mut r = 0;
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                t[b | (r << 8)] = i as u8;
                r += 1;
            }
            i += 1;
        }
        b += 1;
    }
    t
};

/// A set of cards as a 54-bit bitset: bit `i` is the card with id `i`.
///
/// The field is public so that sets can be built and combined in `const` code; bits 54..63
/// are no cards, and a set holding any is no card set. Bits from outside are checked with
/// [`CardSet::from_bits`]; the games' and the play state's constructors refuse such a set
/// (an `InputError`) and `Debug` shows it as it is, but the card methods (`iter`, `first`,
/// `last`, `nth`, `pick`) may panic on it.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);
    /// The 22 trumps, the skíz included.
    pub const TRUMPS: CardSet = CardSet((1u64 << TRUMPS) - 1);
    /// All 54 cards of the full pack.
    pub const ALL54: CardSet = CardSet((1u64 << CARDS) - 1);
    /// The 42-card Hungarian pack: all trumps and suit cards of rank index 3 and up.
    pub const ALL42: CardSet = CardSet(CardSet::TRUMPS.0 | (0xF8F8_F8F8u64 << TRUMPS));
    /// The four kings.
    pub const KINGS: CardSet = CardSet(0x8080_8080u64 << TRUMPS);
    /// The three honours: pagát, XXI, skíz (the Slovenian trula).
    pub const HONOURS: CardSet = CardSet(1 | (1 << 20) | (1 << 21));

    /// The raw bits, bit `id` for each card.
    pub const fn bits(self) -> u64 {
        self.0
    }
    /// The number of cards in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set has no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Whether card `c` is in the set.
    pub const fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }
    /// Adds card `c`.
    pub fn insert(&mut self, c: Card) {
        self.0 |= c.bit();
    }
    /// Removes card `c` (nothing if it is absent).
    pub fn remove(&mut self, c: Card) {
        self.0 &= !c.bit();
    }
    /// This set with card `c` added.
    pub const fn with(self, c: Card) -> CardSet {
        CardSet(self.0 | c.bit())
    }
    /// The cards in either set.
    pub const fn union(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
    /// The cards in both sets.
    pub const fn intersect(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
    /// The cards of this set not in `o`.
    pub const fn minus(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
    /// Whether every card of this set is in `o`.
    pub const fn is_subset(self, o: CardSet) -> bool {
        self.0 & !o.0 == 0
    }
    /// Lowest card, if any.
    ///
    /// # Panics
    /// If the set holds a bit past the pack (54..63), as `last`, `nth` and `iter` do:
    /// [`CardSet::from_bits`] checks bits from outside.
    pub fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(of(self.0.trailing_zeros() as u8))
        }
    }
    /// Highest card, if any.
    ///
    /// # Panics
    /// If the set holds a bit past the pack (54..63).
    pub fn last(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(of(63 - self.0.leading_zeros() as u8))
        }
    }
    /// The `n`-th card in id order (0-based).
    ///
    /// # Panics
    /// If the set holds a bit past the pack (54..63).
    #[inline]
    pub fn nth(self, n: u32) -> Option<Card> {
        if n < self.len() {
            Some(of(BitCounts::new(self.0).select(n)))
        } else {
            None
        }
    }
    /// `self.nth(choose(self.len()))` for a non-empty set, where `choose(len)` returns an
    /// index below `len` (a random draw): counting and selecting share their work.
    ///
    /// # Panics
    /// If `choose` returns `len` or more, which it must for an empty set ([`CardSet::nth`]
    /// answers `None` instead), or if the set holds a bit past the pack.
    #[inline(always)] // a few instructions on the per-card path of simulators
    pub fn pick(self, choose: impl FnOnce(u32) -> u32) -> Card {
        let bits = BitCounts::new(self.0);
        let k = choose(bits.len());
        assert!(k < bits.len(), "pick: index {k} out of {}", bits.len());
        of(bits.select(k))
    }
    /// Sum of card points: one per card, plus the bits of `points - 1` (0..=4) counted
    /// bit by bit: 1 for jacks and queens, 2 for cavaliers and queens, 4 for kings and
    /// honours (four counts instead of one per point value).
    #[inline]
    pub fn points(self) -> u32 {
        const QUEENS: u64 = 0x4040_4040u64 << TRUMPS;
        const CAVALIERS: u64 = 0x2020_2020u64 << TRUMPS;
        const JACKS: u64 = 0x1010_1010u64 << TRUMPS;
        const ONES: u64 = JACKS | QUEENS;
        const TWOS: u64 = CAVALIERS | QUEENS;
        const FOURS: u64 = CardSet::HONOURS.0 | CardSet::KINGS.0;
        let b = self.0;
        b.count_ones() + (b & ONES).count_ones() + 2 * (b & TWOS).count_ones() + 4 * (b & FOURS).count_ones()
    }
    /// Sum of card points, card by card (the definition; `points` must agree).
    #[cfg(test)]
    fn points_slow(self) -> u32 {
        self.iter().map(|c| c.points() as u32).sum()
    }
    /// The set of the cards whose ids are the bits of `bits`; `None` if a bit past the pack
    /// (54..63) is set.
    pub const fn from_bits(bits: u64) -> Option<CardSet> {
        if bits >> CARDS == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }
    /// The cards, lowest id first.
    ///
    /// # Panics
    /// The iterator panics on a bit past the pack (54..63), when it comes to it.
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
        // The field is public, so a set may hold bits that are no card (54..63): shown as
        // they are rather than a panic in a caller's logging.
        if self.0 >> 54 != 0 {
            return write!(f, "CardSet({:#x}: bits above card 53)", self.0);
        }
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
        let c = of(self.0.trailing_zeros() as u8);
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
    /// The cards of the pack.
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
    fn fast_points_nth_and_suit_cards_agree_with_the_definitions() {
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..2000 {
            let set = CardSet(rng.next_u64() & CardSet::ALL54.0 & rng.next_u64());
            assert_eq!(set.points(), set.points_slow());
            let cards: Vec<Card> = set.iter().collect();
            for (i, c) in cards.iter().enumerate() {
                assert_eq!(set.nth(i as u32), Some(*c));
            }
            assert_eq!(set.nth(cards.len() as u32), None);
            if !set.is_empty() {
                assert_eq!(set.pick(|n| n - 1), *cards.last().unwrap());
                assert_eq!(set.pick(|n| n / 2), cards[cards.len() / 2]);
            }
        }
        for c in CardSet::ALL54 {
            assert_eq!(c.suit_cards(), c.lead().cards());
            // A card's rank: how many cards of its suit lie below it.
            assert_eq!(c.rank() as u32, (c.suit_cards().bits() & (c.bit() - 1)).count_ones(), "{c}");
        }
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
