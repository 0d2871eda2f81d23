//! The settlement of a deal with its itemised breakdown, shared by every game.
//!
//! Each item says what was scored (the game, a bonus, a penalty), for which side, whether
//! it was announced, its kontra factor, its amount as the game's rules state it, and what it
//! gives each seat at the table (`amounts`), so that a player can check the breakdown by
//! hand and a test can check that the items add up to the totals. Up to five seats sit at
//! the table: a sitting-out dealer may pay or receive (Jókai, Paskievics).

use crate::value::Value;

/// Most seats at any table.
pub const MAX_TABLE_SEATS: usize = 5;

/// The two parties of a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The declarer's side (the declarer and any partner).
    Declarer,
    /// The defenders' side.
    Defenders,
}

impl Side {
    /// The side's English name: `"declarer"` or `"defenders"`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Declarer => "declarer",
            Side::Defenders => "defenders",
        }
    }
    /// [`Side::Declarer`] if `declarer_side`, else [`Side::Defenders`].
    pub fn of(declarer_side: bool) -> Side {
        if declarer_side {
            Side::Declarer
        } else {
            Side::Defenders
        }
    }
    /// The opposing side.
    pub fn other(self) -> Side {
        match self {
            Side::Declarer => Side::Defenders,
            Side::Defenders => Side::Declarer,
        }
    }
}

/// One line of the breakdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// What was scored: `game`, a bonus's name, `mond penalty`, …
    pub name: &'static str,
    /// The side the item belongs to (announced it, made it or failed it), if any.
    pub side: Option<Side>,
    /// The one seat the item concerns (a klop seat, the payer of a penalty), if any.
    pub seat: Option<u8>,
    /// Whether the item was announced.
    pub announced: bool,
    /// The kontra factor: 1, 2, 4, 8 or 16.
    pub kontra: i32,
    /// The amount as the game's rules state it (its sign and unit: the game's protocol).
    pub amount: i32,
    /// What the item gives each table seat (beyond the table: 0).
    pub amounts: [i32; MAX_TABLE_SEATS],
}

/// The result of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// The game's contract index; `None` when no contract was played (annulled).
    pub contract: Option<u8>,
    /// The declarer's seat, if the deal had one.
    pub declarer: Option<u8>,
    /// The declarer's partner's seat, if the declarer had one.
    pub partner: Option<u8>,
    /// Whether the deal was annulled (no contract played).
    pub annulled: bool,
    /// Did the declarer make the contract (`None`: no declarer).
    pub won: Option<bool>,
    /// Card points as the game counts them (per side, or per seat in klop).
    pub card_points: Option<Vec<i32>>,
    /// Per table seat: the deal's score.
    pub amounts: Vec<i32>,
    /// The itemised breakdown; its per-seat amounts add up to `amounts`.
    pub items: Vec<Item>,
    /// Game-specific facts of the result (Slovenian `difference`, …), by name.
    pub extra: Vec<(&'static str, Value)>,
}

impl Settlement {
    /// The number of table seats.
    pub fn table_seats(&self) -> usize {
        self.amounts.len()
    }

    /// Do the items add up to the per-seat amounts? (An item gives a seat beyond
    /// [`MAX_TABLE_SEATS`] nothing.)
    pub fn items_add_up(&self) -> bool {
        let given = |it: &Item, s: usize| it.amounts.get(s).copied().unwrap_or(0);
        (0..self.table_seats()).all(|s| self.items.iter().map(|it| given(it, s)).sum::<i32>() == self.amounts[s])
    }

    /// Do the amounts sum to zero (the Hungarian games pay between players)?
    pub fn is_zero_sum(&self) -> bool {
        self.amounts.iter().sum::<i32>() == 0
    }
}
