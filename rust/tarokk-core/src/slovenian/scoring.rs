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

fn side_points(cards: CardSet, leftover: bool) -> i32 {
    pile_points(cards, leftover)
}

impl Game {
    /// All cards that count for a seat: tricks, talon cards won with tricks, discards.
    fn pile(&self, s: usize) -> CardSet {
        let mut p = self.play.won(s).union(self.extra[s]);
        if s == self.declarer as usize && self.contract != Some(KLOP) {
            p = p.union(self.discards);
        }
        p
    }

    fn side_set(&self, declarer_side: bool, in_tricks_only: bool) -> CardSet {
        let mut set = CardSet::EMPTY;
        for s in 0..self.n as usize {
            if self.on_declarer_side(s) == declarer_side {
                set = set.union(if in_tricks_only { self.play.won(s) } else { self.pile(s) });
            }
        }
        if !declarer_side && !in_tricks_only {
            set = set.union(self.defenders_pile);
        }
        set
    }

    /// The settlement; `None` until the deal is over.
    pub fn settlement(&self) -> Option<Settlement> {
        if self.phase != Phase::Over {
            return None;
        }
        let n = self.n as usize;
        if self.annulled {
            return Some(Settlement {
                contract: None,
                declarer: None,
                partner: None,
                annulled: true,
                won: None,
                card_points: None,
                declarer_points: None,
                difference: None,
                amounts: vec![0; n],
                items: vec![],
            });
        }
        let c = self.contract.expect("contract");
        if c == KLOP {
            return Some(self.settle_klop());
        }
        let lo = self.opts.counting_leftover;
        let dp = side_points(self.side_set(true, false), lo);
        let fp = side_points(self.side_set(false, false), lo);
        let d = self.declarer as usize;
        let total_tricks = self.play.completed().len() as u32;
        let decl_tricks: u32 = (0..n).filter(|&s| self.on_declarer_side(s)).map(|s| self.play.tricks_won(s)).sum();
        let all_tricks = 48 / n as u32;
        let gk = 1 << self.level[0];
        let value = contract::info(c).value;
        let mut items = Vec::new();
        let mut difference = None;
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
                items.push(Item {
                    kind: ItemKind::Bonus(VALAT_BONUS),
                    side: Some(Side::of(side)),
                    seat: None,
                    announced: true,
                    kontra: k,
                    amount: sign * 500 * k,
                });
            } else {
                difference = Some(diff);
                let sign = if won { 1 } else { -1 };
                items.push(Item {
                    kind: ItemKind::Game,
                    side: Some(Side::Declarer),
                    seat: None,
                    announced: true,
                    kontra: gk,
                    amount: sign * (value + diff.abs()) * gk,
                });
                self.bonus_items(&mut items, decl_tricks, total_tricks, all_tricks);
                if let Some(payer) = self.mond_payer() {
                    items.push(Item {
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
            items.push(Item {
                kind: ItemKind::Game,
                side: Some(Side::Declarer),
                seat: None,
                announced: true,
                kontra: gk,
                amount: if won { value * gk } else { -value * gk },
            });
        }
        let amounts = self.amounts(&items);
        Some(Settlement {
            contract: Some(c),
            declarer: Some(d as u8),
            partner: self.partner,
            annulled: false,
            won: Some(won),
            card_points: Some(vec![dp, fp]),
            declarer_points: Some(dp),
            difference,
            amounts,
            items,
        })
    }

    fn amounts(&self, items: &[Item]) -> Vec<i32> {
        (0..self.n as usize)
            .map(|s| {
                items
                    .iter()
                    .filter(|it| match it.seat {
                        Some(x) => x as usize == s,
                        None => self.on_declarer_side(s),
                    })
                    .map(|it| it.amount)
                    .sum()
            })
            .collect()
    }

    /// SL-S1 bonuses, in order trula, kings, king ultimo, pagat ultimo, (silent) valat.
    fn bonus_items(&self, items: &mut Vec<Item>, decl_tricks: u32, total_tricks: u32, all_tricks: u32) {
        let decl_won = self.side_set(true, true);
        let def_won = self.side_set(false, true);
        let made_by = |set: CardSet| -> Option<bool> {
            if set.is_subset(decl_won) {
                Some(true)
            } else if set.is_subset(def_won) {
                Some(false)
            } else {
                None
            }
        };
        let last = self.play.completed().last().copied();
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
                items.push(Item {
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
                items.push(Item {
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

    fn settle_klop(&self) -> Settlement {
        let n = self.n as usize;
        let lo = self.opts.counting_leftover;
        let pts: Vec<i32> = (0..n).map(|s| pile_points(self.pile(s), lo)).collect();
        let mut items: Vec<Item> = Vec::new();
        let klop_item = |s: usize, amount: i32| Item {
            kind: ItemKind::Klop,
            side: None,
            seat: Some(s as u8),
            announced: false,
            kontra: 1,
            amount,
        };
        for (s, &p) in pts.iter().enumerate() {
            if p > 35 {
                items.push(klop_item(s, -70));
            } else if self.play.tricks_won(s) == 0 {
                items.push(klop_item(s, 70));
            }
        }
        if items.is_empty() {
            for (s, &p) in pts.iter().enumerate() {
                let amount = if n == 4 { -round5(p) } else { -p };
                items.push(klop_item(s, amount));
            }
        }
        let amounts = (0..n)
            .map(|s| items.iter().filter(|it| it.seat == Some(s as u8)).map(|it| it.amount).sum())
            .collect();
        Settlement {
            contract: Some(KLOP),
            declarer: None,
            partner: None,
            annulled: false,
            won: None,
            card_points: Some(pts),
            declarer_points: None,
            difference: None,
            amounts,
            items,
        }
    }
}
