//! A played deal's facts, read off the state (PK-S3, PK-X1, PK-X2's conditions), for
//! [`facts::score`](super::facts::score).

use crate::card::{Card, CardSet};
use crate::settlement::{Settlement, MAX_TABLE_SEATS};

use super::actions::*;
use super::facts::{score, CountFacts, DealFacts, FigureFacts, Outcome, DECLARER_PARTY, DEFENDERS};
use super::game::{Annulment, Game, ACTIVE};

impl Game {
    /// The party of a position: 0 the declarer's, 1 the defenders.
    fn party(&self, p: u8) -> usize {
        if self.on_declarer_side(p) {
            DECLARER_PARTY
        } else {
            DEFENDERS
        }
    }

    /// The facts of the finished deal; `None` until it is over.
    pub fn facts(&self) -> Option<DealFacts> {
        if !self.is_over() {
            return None;
        }
        let outcome = match self.annulled {
            Annulment::AllPassed => Outcome::AllPassed,
            Annulment::NoTarokk => Outcome::NoTarokk,
            Annulment::NoHonour => Outcome::NoHonour,
            Annulment::None => Outcome::Played,
        };
        let mut f = DealFacts {
            table_seats: self.n,
            dealer: self.dealer,
            outcome,
            level: self.contract().unwrap_or(0),
            declarer: self.seat(self.holder) as u8,
            partner: self.partner.map(|p| self.seat(p) as u8),
            called: self.called,
            official_kontra: false,
            card_points: [0; 2],
            game_kontra: 0,
            figures: [FigureFacts::default(); FIGURES as usize],
            counts: [None; MAX_TABLE_SEATS],
            received_honours: [CardSet::EMPTY; MAX_TABLE_SEATS],
            opts: self.opts(),
        };
        if outcome != Outcome::Played {
            return Some(f);
        }
        let skart = self.all_discards();
        f.official_kontra = self.called.is_some_and(|c| skart.contains(c));
        // Cards in tricks and tricks by party.
        let mut won = [CardSet::EMPTY; 2];
        let mut tricks = [0u32; 2];
        for p in 0..ACTIVE as u8 {
            let q = self.party(p);
            won[q] = won[q].union(self.play.won(p as usize));
            tricks[q] += self.play.tricks_won(p as usize);
        }
        // PK-S3: the declarer's discards count for his party; the others' for the
        // defenders, unless he plays alone (then all of them are his).
        let decl_skart = if self.partner.is_some() { self.discards_of(self.holder) } else { skart };
        let declarer_points = (won[DECLARER_PARTY].points() + decl_skart.points()) as i32;
        f.card_points = [declarer_points, 94 - declarer_points];
        f.game_kontra = self.kontra.level(GAME_ITEM);
        let last = self.play.last_trick().expect("nine tricks were played");
        let pagat_at = last.cards().position(|c| c == Card::PAGAT);
        let pagat_player = pagat_at.map(|i| last.seat_of(i, ACTIVE) as u8);
        for (fi, ff) in f.figures.iter_mut().enumerate() {
            ff.announced = self.figure(fi as u8).map(|a| (self.seat(a) as u8, self.on_declarer_side(a)));
            ff.kontra = self.kontra.level(1 + fi);
            for q in [DECLARER_PARTY, DEFENDERS] {
                ff.made[q] = match fi as u8 {
                    TULETROA => CardSet::HONOURS.is_subset(won[q]),
                    FOUR_KINGS => CardSet::KINGS.is_subset(won[q]),
                    DUPLA => f.card_points[q] >= 71,
                    PAGAT_ULTIMO => pagat_player.is_some_and(|p| self.party(p) == q && last.winner == p),
                    XXI_CATCH => self.skiz_xxi.is_some_and(|(s, x)| self.party(s) == q && self.party(x) != q),
                    _ => tricks[q] == 9,
                };
            }
            if fi as u8 == PAGAT_ULTIMO {
                for q in [DECLARER_PARTY, DEFENDERS] {
                    ff.failed[q] = pagat_player.is_some_and(|p| self.party(p) == q && last.winner != p);
                }
            }
        }
        for p in 0..ACTIVE as u8 {
            let s = self.seat(p);
            let said = self.counts_said & (1 << p) != 0;
            let revealed = self.counts_revealed & (1 << p) != 0;
            if said || revealed {
                f.counts[s] = Some(CountFacts { count: self.trumps_held[p as usize], announced: said });
            }
            f.received_honours[s] = self.received(p).intersect(CardSet::HONOURS);
        }
        Some(f)
    }

    /// The settlement; `None` until the deal is over.
    pub fn settlement(&self) -> Option<Settlement> {
        self.facts().map(|f| score(&f))
    }
}
