//! Settlement of one Slovenian deal, read off the state: SL-S1…S5, SL-L1…L3, SL-C1…C3.

use crate::card::{Card, CardSet};
use crate::count::{count_slovenian_thirds, round_thirds};

use crate::settlement::{Settlement, Side};

use super::actions::*;
use super::contract::{self, *};
use super::facts::{tally_deal, tally_klop, BonusFacts, DealFacts, KlopFacts};
use super::game::{Game, Phase};
use super::tally::Tally;

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
    pub(crate) fn klop_pile(&self, s: usize) -> CardSet {
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
            for s in self.no_tarok_seats() {
                t.no_tarok |= 1 << s;
            }
            return Some(t);
        }
        match self.contract {
            Some(KLOP) => self.klop_facts().map(|f| tally_klop(&f)),
            _ => self.deal_facts().map(|f| tally_deal(&f)),
        }
    }

    /// What happened in a klop deal (SL-L): each seat's rounded card points and tricks;
    /// `None` before the end and for any other contract ([`Game::deal_facts`]).
    pub fn klop_facts(&self) -> Option<KlopFacts> {
        if self.phase != Phase::Over || self.contract != Some(KLOP) {
            return None;
        }
        let lo = self.opts.counting_leftover;
        let mut f = KlopFacts { num_players: self.n, points: [0; 4], tricks: [0; 4] };
        for s in 0..self.n as usize {
            f.points[s] = pile_points(self.klop_pile(s), lo);
            f.tricks[s] = self.play.tricks_won(s);
        }
        Some(f)
    }

    /// What happened in a deal that was not klop, as a scorer at the table would write it
    /// down: card points, contract outcome, kontras, bonuses, the mond penalty; `None`
    /// before the end, for an annulled deal (SL-D3) and for klop ([`Game::klop_facts`]).
    pub fn deal_facts(&self) -> Option<DealFacts> {
        let c = self.contract.filter(|&c| c != KLOP && self.phase == Phase::Over && !self.annulled)?;
        let n = self.n as usize;
        let lo = self.opts.counting_leftover;
        let tricks = self.tricks_by_side();
        let [decl_pile, def_pile] = self.piles_by_side(tricks);
        let d = self.declarer as usize;
        let total_tricks = self.play.tricks_done() as u32;
        let decl_tricks: u32 = (0..n).filter(|&s| self.on_declarer_side(s)).map(|s| self.play.tricks_won(s)).sum();
        let all_tricks = 48 / n as u32;
        let side = |s: usize| Side::of(self.on_declarer_side(s));
        let [mut decl_won, mut def_won] = tricks;
        // SL-K4: the talon rest was put into the called king's trick: with the option it
        // counts as won there for the trula and kings bonuses too.
        if let Some(w) = self.k4_winner.filter(|_| self.opts.talon_rest_counts_for_bonuses) {
            let rest = self.talon_rest();
            if self.on_declarer_side(w as usize) {
                decl_won = decl_won.union(rest);
            } else {
                def_won = def_won.union(rest);
            }
        }
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
        // Without the option king ultimo does not exist (SL-A1 [choice]): no outcome.
        let king_last = match (self.called, last) {
            (Some(k), Some(t)) if self.opts.king_ultimo && k.is_king() && t.cards().any(|x| x == k) => {
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
                    kontra: self.kontra.level(1 + b),
                    outcome: outcomes[b],
                };
            }
        }
        Some(DealFacts {
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
            game_kontra: self.kontra.level(0),
            bonuses,
            mond_payer: if contract::has_bonuses(c) { self.mond_payer() } else { None },
            silent_valat: self.opts.silent_valat,
            king_ultimo: self.opts.king_ultimo,
        })
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
