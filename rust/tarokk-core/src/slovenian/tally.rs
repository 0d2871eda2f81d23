//! The Slovenian settlement in fixed-size arrays ([`Tally`]), so that settling allocates
//! nothing, and its conversion to the shared [`Settlement`] with per-seat item amounts.

use crate::settlement::{self, Settlement, Side, MAX_TABLE_SEATS};
use crate::value::Value;

use super::actions::*;
use super::contract::Contract;

/// What an item of the breakdown is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    /// The game itself (SL-S1…S3).
    Game,
    /// Bonus `b` (see [`BONUS_TABLE`]).
    Bonus(u8),
    /// The mond penalty (SL-K5, SL-P5, SL-S5).
    MondPenalty,
    /// One seat's klop score (SL-L2, SL-L3).
    Klop,
}

impl ItemKind {
    /// The item's English name: `game`, the bonus's name, `mond penalty` or `klop`.
    pub fn name(self) -> &'static str {
        match self {
            ItemKind::Game => "game",
            ItemKind::Bonus(b) => BONUS_TABLE[b as usize].0,
            ItemKind::MondPenalty => "mond penalty",
            ItemKind::Klop => "klop",
        }
    }
}

/// One line of the breakdown. Items with `seat == None` go to each declarer-side seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// What the item is.
    pub kind: ItemKind,
    /// The side it belongs to, if any.
    pub side: Option<Side>,
    /// The one seat it goes to (klop, the mond penalty); `None`: each declarer-side seat.
    pub seat: Option<u8>,
    /// Whether it was announced.
    pub announced: bool,
    /// The kontra factor: 1, 2, 4, 8 or 16.
    pub kontra: i32,
    /// The amount each seat it goes to scores, kontra included.
    pub amount: i32,
}

impl Item {
    /// Fills the unused slots of a [`Tally`].
    const NONE: Item =
        Item { kind: ItemKind::Game, side: None, seat: None, announced: false, kontra: 0, amount: 0 };
}

/// Most items in one settlement: the game (or an announced valat), five bonuses and the
/// mond penalty; klop has one per seat.
pub const MAX_ITEMS: usize = 7;

/// The settlement in fixed-size arrays, so that settling allocates nothing (simulators
/// settle millions of deals). [`Settlement`] holds the same in vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The contract played; `None` for an annulled deal.
    pub contract: Option<Contract>,
    /// The declarer's seat, if there was one (not in klop).
    pub declarer: Option<u8>,
    /// The declarer's partner's seat, if he had one.
    pub partner: Option<u8>,
    /// Whether the deal was annulled (SL-D3).
    pub annulled: bool,
    /// Whether the declarer made the contract; `None` without a declarer.
    pub won: Option<bool>,
    /// The declarer side's card points (SL-C1), for a contract with a declarer.
    pub declarer_points: Option<i32>,
    /// The difference (SL-C3): declarer side's points − 35, rounded to 5 with four players;
    /// for contracts with bonuses only.
    pub difference: Option<i32>,
    pub(crate) n: u8,
    /// Klop: per seat; otherwise `[declarer side, defenders]`; the first `points_len`.
    pub(super) points: [i32; 4],
    pub(super) points_len: u8,
    pub(super) amounts: [i32; 4],
    pub(super) items: [Item; MAX_ITEMS],
    pub(super) items_len: u8,
    /// SL-D3: the seats dealt no tarok, a bit each (an annulled deal).
    pub(crate) no_tarok: u8,
}

impl Tally {
    /// Card points: klop a list per seat, otherwise `[declarer side, defenders]`;
    /// `None` for an annulled deal.
    pub fn card_points(&self) -> Option<&[i32]> {
        (!self.annulled).then_some(&self.points[..self.points_len as usize])
    }
    /// The deal's score per seat.
    pub fn amounts(&self) -> &[i32] {
        &self.amounts[..self.n as usize]
    }
    /// The breakdown.
    pub fn items(&self) -> &[Item] {
        &self.items[..self.items_len as usize]
    }
    pub(super) fn push(&mut self, item: Item) {
        self.items[self.items_len as usize] = item;
        self.items_len += 1;
    }
    /// An empty tally for `n` seats (an annulled deal scores exactly this).
    pub(crate) fn empty(n: u8) -> Tally {
        Tally {
            contract: None,
            declarer: None,
            partner: None,
            annulled: false,
            won: None,
            declarer_points: None,
            difference: None,
            n,
            points: [0; 4],
            points_len: 0,
            amounts: [0; 4],
            items: [Item::NONE; MAX_ITEMS],
            items_len: 0,
            no_tarok: 0,
        }
    }
}

impl From<&Tally> for Settlement {
    fn from(t: &Tally) -> Settlement {
        let n = t.n as usize;
        let items = t
            .items()
            .iter()
            .map(|it| {
                // An item without a seat goes to each seat of the declarer side.
                let mut amounts = [0; MAX_TABLE_SEATS];
                match it.seat {
                    Some(s) => amounts[s as usize] = it.amount,
                    None => {
                        for s in [t.declarer, t.partner].into_iter().flatten() {
                            amounts[s as usize] = it.amount;
                        }
                    }
                }
                settlement::Item {
                    name: it.kind.name(),
                    side: it.side,
                    seat: it.seat,
                    announced: it.announced,
                    kontra: it.kontra,
                    amount: it.amount,
                    amounts,
                }
            })
            .collect();
        Settlement {
            contract: t.contract,
            declarer: t.declarer,
            partner: t.partner,
            annulled: t.annulled,
            won: t.won,
            card_points: t.card_points().map(<[i32]>::to_vec),
            amounts: t.amounts()[..n].to_vec(),
            items,
            extra: vec![
                ("declarer_points", Value::from(t.declarer_points)),
                ("difference", Value::from(t.difference)),
                ("no_tarok", Value::Ints((0..n).filter(|s| t.no_tarok & (1 << s) != 0).map(|s| s as i64).collect())),
            ],
        }
    }
}

/// Round to the nearest multiple of 5 (halves cannot occur for integers); near the ends of
/// `i32` (far beyond any score) the multiple toward 0.
pub fn round5(x: i32) -> i32 {
    let r = x.unsigned_abs().saturating_add(2).min(i32::MAX as u32) as i32 / 5 * 5;
    if x < 0 {
        -r
    } else {
        r
    }
}

