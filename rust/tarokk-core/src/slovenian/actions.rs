//! Action ids of the Slovenian game (`docs/slovenian.md`, "Actions") and a bitset of them.

use crate::card::Card;

pub type Action = u8;

/// Cards 0..=53 are discards and plays.
pub const PASS: Action = 54;
pub const BID: Action = 55;
pub const CALL_KING: Action = 67;
pub const CALL_QUEEN: Action = 71;
pub const TAKE_SET: Action = 75;
pub const RAISE_COLOUR_VALAT: Action = 81;
pub const ANNOUNCE: Action = 90;
pub const KONTRA: Action = 100;
/// One past the largest id.
pub const ACTION_SPACE: u8 = 106;

/// Bonuses (SL-A1), in scoring order.
pub const TRULA: u8 = 0;
pub const KINGS: u8 = 1;
pub const KING_ULTIMO: u8 = 2;
pub const PAGAT_ULTIMO: u8 = 3;
pub const VALAT_BONUS: u8 = 4;
pub const BONUSES: u8 = 5;

/// Bonus names (en, sl) and values (announced, silent).
pub const BONUS_TABLE: [(&str, &str, i32, i32); BONUSES as usize] = [
    ("trula", "trula", 20, 10),
    ("kings", "kralji", 20, 10),
    ("king ultimo", "kralj ultimo", 20, 10),
    ("pagat ultimo", "pagat ultimo", 50, 25),
    ("valat", "valat", 500, 250),
];

/// Slovenian bonus names as the object of "napovem" (I announce …).
pub const BONUS_SL_OBJECT: [&str; BONUSES as usize] = ["trulo", "kralje", "kralj ultimo", "pagat ultimo", "valat"];

/// Items that can be kontra'd: 0 the game, 1 + b the bonus b.
pub const ITEMS: usize = 1 + BONUSES as usize;
pub const KONTRA_NAMES: [&str; 5] = ["", "kontra", "rekontra", "subkontra", "mordkontra"];

pub fn card_action(c: Card) -> Action {
    c.id()
}

/// A set of action ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Actions(pub u128);

impl Actions {
    pub const EMPTY: Actions = Actions(0);
    pub fn insert(&mut self, a: Action) {
        self.0 |= 1u128 << a;
    }
    pub fn contains(self, a: Action) -> bool {
        a < 128 && self.0 & (1u128 << a) != 0
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn from_cards(cards: crate::card::CardSet) -> Actions {
        Actions(cards.bits() as u128)
    }
    pub fn nth(self, mut n: u32) -> Option<Action> {
        let mut b = self.0;
        while b != 0 {
            if n == 0 {
                return Some(b.trailing_zeros() as u8);
            }
            b &= b - 1;
            n -= 1;
        }
        None
    }
    pub fn iter(self) -> impl Iterator<Item = Action> {
        let mut b = self.0;
        std::iter::from_fn(move || {
            if b == 0 {
                None
            } else {
                let a = b.trailing_zeros() as u8;
                b &= b - 1;
                Some(a)
            }
        })
    }
}
