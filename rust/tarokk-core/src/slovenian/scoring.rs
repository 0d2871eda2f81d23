//! Settlement of one Slovenian deal: SL-S1…S5, SL-L1…L3, SL-C1…C3.

use crate::card::{Card, CardSet};
use crate::count::{count_slovenian_thirds, round_thirds};

use super::actions::*;
use super::contract::{self, *};
use super::facts::{tally_deal, tally_klop, BonusFacts, DealFacts, KlopFacts};
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
    pub(super) fn of(declarer_side: bool) -> Side {
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
    pub(super) n: u8,
    /// Klop: per seat; otherwise `[declarer side, defenders]`; the first `points_len`.
    pub(super) points: [i32; 4],
    pub(super) points_len: u8,
    pub(super) amounts: [i32; 4],
    pub(super) items: [Item; MAX_ITEMS],
    pub(super) items_len: u8,
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
    pub(super) fn empty(n: u8) -> Tally {
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
        }
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

    /// The settlement; `None` until the deal is over.
    pub fn settlement(&self) -> Option<Settlement> {
        self.tally().map(|t| Settlement::from(&t))
    }

    /// The settlement without allocating; `None` until the deal is over. The deal's facts
    /// are read off the state and scored by the same functions that score a deal entered
    /// by hand ([`tally_deal`], [`tally_klop`]).
    pub fn tally(&self) -> Option<Tally> {
        if self.phase != Phase::Over {
            return None;
        }
        if self.annulled {
            let mut t = Tally::empty(self.n);
            t.annulled = true;
            return Some(t);
        }
        Some(match self.contract.expect("contract") {
            KLOP => tally_klop(&self.klop_facts()),
            _ => tally_deal(&self.deal_facts()),
        })
    }

    /// What happened in a klop deal (SL-L): each seat's rounded card points and tricks.
    pub fn klop_facts(&self) -> KlopFacts {
        let lo = self.opts.counting_leftover;
        let mut f = KlopFacts { num_players: self.n, points: [0; 4], tricks: [0; 4] };
        for s in 0..self.n as usize {
            f.points[s] = pile_points(self.klop_pile(s), lo);
            f.tricks[s] = self.play.tricks_won(s);
        }
        f
    }

    /// What happened in a deal that was not klop, as a scorer at the table would write it
    /// down: card points, contract outcome, kontras, bonuses, the mond penalty.
    pub fn deal_facts(&self) -> DealFacts {
        let n = self.n as usize;
        let c = self.contract.expect("contract");
        let lo = self.opts.counting_leftover;
        let tricks = self.tricks_by_side();
        let [decl_pile, def_pile] = self.piles_by_side(tricks);
        let d = self.declarer as usize;
        let total_tricks = self.play.tricks_done() as u32;
        let decl_tricks: u32 = (0..n).filter(|&s| self.on_declarer_side(s)).map(|s| self.play.tricks_won(s)).sum();
        let all_tricks = 48 / n as u32;
        let side = |s: usize| Side::of(self.on_declarer_side(s));
        let [decl_won, def_won] = tricks;
        let made_by = |set: CardSet| -> Option<(Side, bool)> {
            if set.is_subset(decl_won) {
                Some((Side::Declarer, true))
            } else if set.is_subset(def_won) {
                Some((Side::Defenders, true))
            } else {
                None
            }
        };
        let last = self.play.last_trick().filter(|_| total_tricks == all_tricks);
        // The called king played to the last trick: did the declarer side win it?
        let king_last = match (self.called, last) {
            (Some(k), Some(t)) if k.is_king() && t.cards().any(|x| x == k) => {
                Some((Side::Declarer, self.on_declarer_side(t.winner as usize)))
            }
            _ => None,
        };
        // The pagat played to the last trick: its player's side, and whether it won.
        let pagat_last = last.and_then(|t| {
            let i = t.cards().position(|x| x == Card::PAGAT)?;
            let seat = t.seat_of(i, n);
            Some((side(seat), t.winner as usize == seat))
        });
        let valat = if decl_tricks == all_tricks {
            Some((Side::Declarer, true))
        } else if total_tricks == all_tricks && decl_tricks == 0 {
            Some((Side::Defenders, true))
        } else {
            None
        };
        let outcomes = [made_by(CardSet::HONOURS), made_by(CardSet::KINGS), king_last, pagat_last, valat];
        let mut bonuses = [BonusFacts::default(); BONUSES as usize];
        if contract::has_bonuses(c) {
            for (b, f) in bonuses.iter_mut().enumerate() {
                *f = BonusFacts {
                    announced_by: self.announced_by[b].map(|s| side(s as usize)),
                    kontra: self.level[1 + b],
                    outcome: outcomes[b],
                };
            }
        }
        DealFacts {
            num_players: self.n,
            contract: c,
            declarer: d as u8,
            partner: self.partner,
            king_called: self.called.is_some_and(Card::is_king),
            card_points: [pile_points(decl_pile, lo), pile_points(def_pile, lo)],
            tricks_condition: match c {
                BEGGAR | OPEN_BEGGAR => self.play.tricks_won(d) == 0,
                _ => self.play.tricks_won(d) == all_tricks,
            },
            game_kontra: self.level[0],
            bonuses,
            mond_payer: if contract::has_bonuses(c) { self.mond_payer() } else { None },
            silent_valat: self.opts.silent_valat,
            king_ultimo: self.opts.king_ultimo,
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
}
