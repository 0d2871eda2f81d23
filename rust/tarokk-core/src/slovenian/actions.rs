//! Action ids of the Slovenian game (`docs/slovenian.md`, "Actions") and a bitset of them.

use crate::card::Card;

pub use crate::action::{Action, ActionSet as Actions};

/// Cards 0..=53 are discards and plays.
pub const PASS: Action = 54;
/// 55 + c: bid contract `c` (0..12, see [`super::contract`]).
pub const BID: Action = 55;
/// 67 + s: call the king of suit `s` (SL-K1).
pub const CALL_KING: Action = 67;
/// 71 + s: call the queen of suit `s`, for a declarer holding all four kings (SL-K1).
pub const CALL_QUEEN: Action = 71;
/// 75 + i: take talon set `i` (SL-K2).
pub const TAKE_SET: Action = 75;
/// Raise to colour valat after a solo exchange (SL-K6).
pub const RAISE_COLOUR_VALAT: Action = 81;
/// 90 + b: announce bonus `b` (SL-A1).
pub const ANNOUNCE: Action = 90;
/// 100 and up: the kontra actions (SL-A2).
pub const KONTRA: Action = 100;
/// One past the largest id.
pub const ACTION_SPACE: u8 = 106;

/// Bonuses (SL-A1), in scoring order.
pub const TRULA: u8 = 0;
/// Kings: all four kings won by one side (SL-A1).
pub const KINGS: u8 = 1;
/// King ultimo: the called king wins the last trick (SL-A1).
pub const KING_ULTIMO: u8 = 2;
/// Pagat ultimo: the pagat wins the last trick (SL-A1).
pub const PAGAT_ULTIMO: u8 = 3;
/// Valat: one side takes every trick (SL-A1, SL-S2).
pub const VALAT_BONUS: u8 = 4;
/// The number of bonuses.
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
/// The names of the kontra levels, by level (0: none, 1 kontra … 4 mordkontra; SL-A2).
pub const KONTRA_NAMES: [&str; 5] = ["", "kontra", "rekontra", "subkontra", "mordkontra"];

/// The action that plays or discards card `c` (its id).
pub fn card_action(c: Card) -> Action {
    c.id()
}
