//! Settlement of one Slovenian deal: SL-S1…S5, SL-L1…L3, SL-C1…C3.

use crate::card::{Card, CardSet};
use crate::count::{count_slovenian_thirds, round_thirds};

use super::actions::*;
use super::contract::{self, *};
use super::game::{Game, Phase};

/// What an item of the breakdown is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKind {
    Game,
    Bonus(u8),
    MondPenalty,
    Klop,
}

impl ItemKind {
    pub fn name(self) -> &'static str {
        match self {
            ItemKind::Game => "game",
            ItemKind::Bonus(b) => BONUS_TABLE[b as usize].0,
            ItemKind::MondPenalty => "mond penalty",
            ItemKind::Klop => "klop",
        }
    }
}

/// The side an item belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Declarer,
    Defenders,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Declarer => "declarer",
            Side::Defenders => "defenders",
        }
    }
    fn of(declarer_side: bool) -> Side {
        if declarer_side {
            Side::Declarer
        } else {
            Side::Defenders
        }
    }
}

/// One line of the breakdown. Items with `seat == None` go to each declarer-side seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    pub kind: ItemKind,
    pub side: Option<Side>,
    pub seat: Option<u8>,
    pub announced: bool,
    pub kontra: i32,
    pub amount: i32,
}

impl Item {
    /// Fills the unused slots of a [`Tally`].
    const NONE: Item =
        Item { kind: ItemKind::Game, side: None, seat: None, announced: false, kontra: 0, amount: 0 };
}

/// The settlement of a finished deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    pub contract: Option<Contract>,
    pub declarer: Option<u8>,
    pub partner: Option<u8>,
    pub annulled: bool,
    pub won: Option<bool>,
    pub card_points: Option<Vec<i32>>,
    pub declarer_points: Option<i32>,
    pub difference: Option<i32>,
    pub amounts: Vec<i32>,
    pub items: Vec<Item>,
}

/// Most items in one settlement: the game (or an announced valat), five bonuses and the
/// mond penalty; klop has one per seat.
pub const MAX_ITEMS: usize = 7;

/// The settlement in fixed-size arrays, so that settling allocates nothing (simulators
/// settle millions of deals). [`Settlement`] holds the same in vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    pub contract: Option<Contract>,
    pub declarer: Option<u8>,
    pub partner: Option<u8>,
    pub annulled: bool,
    pub won: Option<bool>,
    pub declarer_points: Option<i32>,
    pub difference: Option<i32>,
    n: u8,
    /// Klop: per seat; otherwise `[declarer side, defenders]`; the first `points_len`.
    points: [i32; 4],
    points_len: u8,
    amounts: [i32; 4],
    items: [Item; MAX_ITEMS],
    items_len: u8,
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
    fn push(&mut self, item: Item) {
        self.items[self.items_len as usize] = item;
        self.items_len += 1;
    }
}

impl From<&Tally> for Settlement {
    fn from(t: &Tally) -> Settlement {
        Settlement {
            contract: t.contract,
            declarer: t.declarer,
            partner: t.partner,
            annulled: t.annulled,
            won: t.won,
            card_points: t.card_points().map(<[i32]>::to_vec),
            declarer_points: t.declarer_points,
            difference: t.difference,
            amounts: t.amounts().to_vec(),
            items: t.items().to_vec(),
        }
    }
}

/// Round to the nearest multiple of 5 (halves cannot occur for integers).
pub fn round5(x: i32) -> i32 {
    let r = (x.abs() + 2) / 5 * 5;
    if x < 0 {
        -r
    } else {
        r
    }
}

/// A pile's value in thirds (SL-C1), exact or by the leftover method (same totals).
fn pile_points(cards: CardSet, leftover: bool) -> i32 {
    if leftover {
        let n = cards.len() as i32;
        cards.points() as i32 - 2 * (n / 3) - i32::from(n % 3 != 0)
    } else {
        round_thirds(count_slovenian_thirds(cards))
    }
}

/// Cards of the two sides: `[declarer side, defenders]`.
type BySide = [CardSet; 2];

impl Game {
    /// Klop: all cards that count for a seat, its tricks and the talon cards won with them
    /// (SL-L1).
    fn klop_pile(&self, s: usize) -> CardSet {
        let turned = self.play.tricks_done().min(6);
        let talon = (0..turned).filter(|&j| self.klop_talon[j] as usize == s).map(|j| self.talon[j]);
        self.play.won(s).union(talon.collect())
    }

    /// The cards each side won in tricks (the bonuses count only these).
    fn tricks_by_side(&self) -> BySide {
        let mut sides = [CardSet::EMPTY; 2];
        for s in 0..self.n as usize {
            let i = usize::from(!self.on_declarer_side(s));
            sides[i] = sides[i].union(self.play.won(s));
        }
        sides
    }

    /// All cards that count for each side (not klop): its tricks, the declarer's
    /// discards, and the talon cards outside the tricks (SL-K2, SL-K4): the SL-K4 rest goes
    /// to the side that won the called card's trick, the rest of the talon to the
    /// defenders (also the whole talon of a contract without talon, and an SL-K4 rest whose
    /// called card was never played).
    fn piles_by_side(&self, tricks: BySide) -> BySide {
        let rest = self.talon_rest();
        let rest_to_declarer = self.k4_winner.is_some_and(|w| self.on_declarer_side(w as usize));
        let (to_declarer, to_defenders) =
            if rest_to_declarer { (rest, CardSet::EMPTY) } else { (CardSet::EMPTY, rest) };
        [tricks[0].union(self.discards).union(to_declarer), tricks[1].union(to_defenders)]
    }

    /// Each seat's amount: its own items, and for the declarer side the side's items
    /// (`seat == None`).
    fn fill_amounts(&self, t: &mut Tally) {
        let side: i32 = t.items().iter().filter(|it| it.seat.is_none()).map(|it| it.amount).sum();
        for s in 0..self.n as usize {
            t.amounts[s] = if self.on_declarer_side(s) { side } else { 0 };
        }
        for i in 0..t.items_len as usize {
            if let Some(s) = t.items[i].seat {
                t.amounts[s as usize] += t.items[i].amount;
            }
        }
    }

    /// The settlement; `None` until the deal is over.
    pub fn settlement(&self) -> Option<Settlement> {
        self.tally().map(|t| Settlement::from(&t))
    }

    /// The settlement without allocating; `None` until the deal is over.
    pub fn tally(&self) -> Option<Tally> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.n as usize;
        let mut t = Tally {
            contract: None,
            declarer: None,
            partner: None,
            annulled: self.annulled,
            won: None,
            declarer_points: None,
            difference: None,
            n: self.n,
            points: [0; 4],
            points_len: 0,
            amounts: [0; 4],
            items: [Item::NONE; MAX_ITEMS],
            items_len: 0,
        };
        if self.annulled {
            return Some(t);
        }
        let c = self.contract.expect("contract");
        t.contract = Some(c);
        if c == KLOP {
            self.settle_klop(&mut t);
            return Some(t);
        }
        let lo = self.opts.counting_leftover;
        let tricks = self.tricks_by_side();
        let [decl_pile, def_pile] = self.piles_by_side(tricks);
        let dp = pile_points(decl_pile, lo);
        let fp = pile_points(def_pile, lo);
        let d = self.declarer as usize;
        let total_tricks = self.play.tricks_done() as u32;
        let decl_tricks: u32 = (0..n).filter(|&s| self.on_declarer_side(s)).map(|s| self.play.tricks_won(s)).sum();
        let all_tricks = 48 / n as u32;
        let gk = 1 << self.level[0];
        let value = contract::info(c).value;
        let won;
        if contract::has_bonuses(c) {
            won = dp >= 36;
            let raw = dp - 35;
            let diff = if n == 4 { round5(raw) } else { raw };
            if let Some(by) = self.announced_by[VALAT_BONUS as usize] {
                // SL-S2: an announced valat replaces everything.
                let side = self.on_declarer_side(by as usize);
                let side_tricks = if side { decl_tricks } else { total_tricks - decl_tricks };
                let made = side_tricks == all_tricks;
                let k = 1 << self.level[1 + VALAT_BONUS as usize];
                let sign = if made == side { 1 } else { -1 };
                t.push(Item {
                    kind: ItemKind::Bonus(VALAT_BONUS),
                    side: Some(Side::of(side)),
                    seat: None,
                    announced: true,
                    kontra: k,
                    amount: sign * 500 * k,
                });
            } else {
                t.difference = Some(diff);
                let sign = if won { 1 } else { -1 };
                t.push(Item {
                    kind: ItemKind::Game,
                    side: Some(Side::Declarer),
                    seat: None,
                    announced: true,
                    kontra: gk,
                    amount: sign * (value + diff.abs()) * gk,
                });
                self.bonus_items(&mut t, tricks, decl_tricks, total_tricks, all_tricks);
                if let Some(payer) = self.mond_payer() {
                    t.push(Item {
                        kind: ItemKind::MondPenalty,
                        side: None,
                        seat: Some(payer),
                        announced: false,
                        kontra: 1,
                        amount: -21,
                    });
                }
            }
        } else {
            won = match c {
                BEGGAR | OPEN_BEGGAR => self.play.tricks_won(d) == 0,
                SOLO_WITHOUT => dp >= 36,
                _ => self.play.tricks_won(d) == all_tricks,
            };
            t.push(Item {
                kind: ItemKind::Game,
                side: Some(Side::Declarer),
                seat: None,
                announced: true,
                kontra: gk,
                amount: if won { value * gk } else { -value * gk },
            });
        }
        self.fill_amounts(&mut t);
        t.declarer = Some(d as u8);
        t.partner = self.partner;
        t.won = Some(won);
        t.points[..2].copy_from_slice(&[dp, fp]);
        t.points_len = 2;
        t.declarer_points = Some(dp);
        Some(t)
    }

    /// SL-S1 bonuses, in order trula, kings, king ultimo, pagat ultimo, (silent) valat.
    fn bonus_items(&self, t: &mut Tally, tricks: BySide, decl_tricks: u32, total_tricks: u32, all_tricks: u32) {
        let [decl_won, def_won] = tricks;
        let made_by = |set: CardSet| -> Option<bool> {
            if set.is_subset(decl_won) {
                Some(true)
            } else if set.is_subset(def_won) {
                Some(false)
            } else {
                None
            }
        };
        let last = self.play.last_trick();
        let n = self.n as usize;
        // King ultimo facts: Some(declarer side won it) when the called king is in the last trick.
        let king_last: Option<bool> = match (self.called, last) {
            (Some(k), Some(t)) if k.is_king() && t.cards().any(|x| x == k) => {
                Some(self.on_declarer_side(t.winner as usize))
            }
            _ => None,
        };
        // Pagat ultimo facts: (side of the pagat's player, whether the pagat won).
        let pagat_last: Option<(bool, bool)> = last.and_then(|t| {
            let i = t.cards().position(|x| x == Card::PAGAT)?;
            let seat = t.seat_of(i, n);
            Some((self.on_declarer_side(seat), t.winner as usize == seat))
        });
        for b in 0..BONUSES {
            let (_, _, ann_value, silent_value) = BONUS_TABLE[b as usize];
            let k = 1 << self.level[1 + b as usize];
            if b == KING_ULTIMO && !(self.opts.king_ultimo && self.called.is_some_and(Card::is_king) && n == 4) {
                continue;
            }
            if let Some(by) = self.announced_by[b as usize] {
                let side = self.on_declarer_side(by as usize);
                let made = match b {
                    TRULA => made_by(CardSet::HONOURS) == Some(side),
                    KINGS => made_by(CardSet::KINGS) == Some(side),
                    KING_ULTIMO => king_last == Some(true) && side,
                    PAGAT_ULTIMO => pagat_last == Some((side, true)),
                    _ => unreachable!("announced valat is scored alone"),
                };
                let sign = if made == side { 1 } else { -1 };
                t.push(Item {
                    kind: ItemKind::Bonus(b),
                    side: Some(Side::of(side)),
                    seat: None,
                    announced: true,
                    kontra: k,
                    amount: sign * ann_value * k,
                });
                continue;
            }
            // Silent: made (+/-silent value), or a failed silent ultimo.
            let outcome: Option<(bool, bool)> = match b {
                TRULA => made_by(CardSet::HONOURS).map(|s| (s, true)),
                KINGS => made_by(CardSet::KINGS).map(|s| (s, true)),
                KING_ULTIMO => king_last.map(|w| (true, w)),
                PAGAT_ULTIMO => pagat_last,
                _ => {
                    if !self.opts.silent_valat {
                        None
                    } else if decl_tricks == all_tricks {
                        Some((true, true))
                    } else if total_tricks == all_tricks && decl_tricks == 0 {
                        Some((false, true))
                    } else {
                        None
                    }
                }
            };
            if let Some((side, made)) = outcome {
                let sign = if made == side { 1 } else { -1 };
                t.push(Item {
                    kind: ItemKind::Bonus(b),
                    side: Some(Side::of(side)),
                    seat: None,
                    announced: false,
                    kontra: 1,
                    amount: sign * silent_value,
                });
            }
        }
    }

    /// SL-K5 and SL-P5: who pays the mond penalty, if anyone.
    fn mond_payer(&self) -> Option<u8> {
        if let Some(s) = self.mond_captured {
            return Some(s);
        }
        let c = self.contract?;
        let k = contract::info(c).talon_set as usize;
        let pos = self.talon.iter().position(|&x| x == Card::XXI)?;
        if k == 0 {
            return None;
        }
        let taken = self.talon_taken? as usize;
        if pos / k == taken {
            return None;
        }
        match self.k4_winner {
            Some(w) if self.on_declarer_side(w as usize) => None,
            _ => Some(self.declarer),
        }
    }

    fn settle_klop(&self, t: &mut Tally) {
        let n = self.n as usize;
        let lo = self.opts.counting_leftover;
        let mut pts = [0; 4];
        for (s, p) in pts.iter_mut().enumerate().take(n) {
            *p = pile_points(self.klop_pile(s), lo);
        }
        let klop_item = |s: usize, amount: i32| Item {
            kind: ItemKind::Klop,
            side: None,
            seat: Some(s as u8),
            announced: false,
            kontra: 1,
            amount,
        };
        for (s, &p) in pts.iter().enumerate().take(n) {
            if p > 35 {
                t.push(klop_item(s, -70));
            } else if self.play.tricks_won(s) == 0 {
                t.push(klop_item(s, 70));
            }
        }
        if t.items_len == 0 {
            for (s, &p) in pts.iter().enumerate().take(n) {
                let amount = if n == 4 { -round5(p) } else { -p };
                t.push(klop_item(s, amount));
            }
        }
        self.fill_amounts(t); // klop items each name their seat
        t.points = pts;
        t.points_len = n as u8;
    }
}
