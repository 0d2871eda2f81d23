//! A seat's observation tensor (`docs/observations.md`, "Jókai-hármas"), written from its
//! view: JK-P6 holds for it too (only the last completed trick), and the skart cards and
//! discards appear only for the declarer.

use crate::card::{Card, CardSet};
use crate::game::{DealKnowledge, HandFact, LogEntry};
use crate::tensor::Encoder;

use super::actions::*;
use super::game::{Game, Phase};
use super::view::View;

/// Bidding entries: at most four bids (each higher than the last) and three passes.
pub const MAX_BIDS: usize = LEVELS as usize + 3;
/// Entries of the announce, kontra and rekontra phases: seven figures and a pass, eight
/// kontras and two passes, eight rekontras and a pass (JK-A1, JK-A2).
pub const MAX_ANNOUNCEMENTS: usize = (FIGURES as usize + 1) + (ITEMS + 2) + (ITEMS + 1);
/// Values of an announcement entry: pass, announce f, kontra i, rekontra i.
const ANNOUNCEMENT_VALUES: usize = 1 + FIGURES as usize + 2 * ITEMS;
/// The declarer's trumps when he announces the count: at most the twelve cards he holds.
const MAX_COUNT: usize = 12;
const TRICKS: usize = 12;

/// The index of a bidding action in its entry: pass 0, level L at L.
fn bid_value(a: Action) -> usize {
    (a - PASS) as usize
}

/// The index of an announce, kontra or rekontra action in its entry.
fn announcement_value(a: Action) -> usize {
    match a {
        PASS => 0,
        _ if a >= REKONTRA => 1 + FIGURES as usize + ITEMS + (a - REKONTRA) as usize,
        _ if a >= KONTRA => 1 + FIGURES as usize + (a - KONTRA) as usize,
        _ => 1 + (a - ANNOUNCE) as usize,
    }
}

impl View {
    /// The tensor, segment by segment (the order and names of `docs/observations.md`).
    pub fn encode(&self, enc: &mut Encoder) {
        let n = self.num_players as usize;
        let seat = |s: Option<u8>| s.map(usize::from);
        enc.one_hot("seat", n, Some(self.seat as usize));
        enc.one_hot("dealer", n, Some(self.dealer as usize));
        enc.one_hot("phase", Phase::ALL.len(), Some(self.phase as usize));
        enc.one_hot("current_player", n, seat(self.current_player));
        enc.cards("hand", self.hand);
        let bids: Vec<(usize, usize)> = self.bids.iter().map(|&(s, a)| (s as usize, bid_value(a))).collect();
        enc.sequence("bids", MAX_BIDS, n, 1 + LEVELS as usize, &bids);
        enc.one_hot("contract", LEVELS as usize, self.contract.map(|l| l as usize - 1));
        enc.one_hot("declarer", n, seat(self.declarer));
        enc.one_hot("skart_view", 5, self.skart_view.map(|v| v as usize - 1));
        enc.one_hot("skart_pair", 3, seat(self.skart_pair));
        let seen: Vec<_> = self.skart_seen.iter().flat_map(|p| [p.map(|cs| cs[0]), p.map(|cs| cs[1])]).collect();
        enc.card_slots("skart_seen", &[3, 2, 54], &seen);
        enc.cards("discards", self.discards);
        let announcements: Vec<(usize, usize)> =
            self.announcements.iter().map(|&(s, a)| (s as usize, announcement_value(a))).collect();
        enc.sequence("announcements", MAX_ANNOUNCEMENTS, n, ANNOUNCEMENT_VALUES, &announcements);
        enc.bits("announced", &[FIGURES as usize], (0..FIGURES).map(|f| self.announced >> f & 1 == 1));
        enc.one_hot("tarokk_count", MAX_COUNT + 1, self.tarokk_count.map(usize::from));
        // Per item: kontra'd, rekontra'd.
        enc.bits("kontra", &[ITEMS, 2], self.kontra.iter().flat_map(|&k| [k >= 2, k >= 4]));
        let trick: Vec<_> = self.trick.iter().copied().map(Some).collect();
        enc.card_slots("trick", &[3, 54], &trick);
        enc.one_hot("trick_leader", n, seat(self.trick_leader));
        let last: Vec<_> = self.last_trick.iter().cloned().collect();
        enc.tricks("last_trick", 1, n, 3, &last);
        let won: Vec<f32> = self.tricks_won.iter().map(|&w| w as f32 / TRICKS as f32).collect();
        enc.fractions("tricks_won", &won);
    }
}

impl Game {
    /// JK-S3: the declarer has seen the pairs that came into his view, nobody else any;
    /// the taken pair joined the declarer's hand. The announcements tell of his hand when he
    /// made them (after the exchange, or as dealt with `announce_after_exchange` off): the
    /// count of his trumps (JK-A4), and with `strict_announcements` (JK-A5) the pagát he
    /// holds for pagát ultimó, the XXI or pagát he does not hold for their capture.
    pub(crate) fn knowledge(&self, seat: usize, _log: &[LogEntry]) -> DealKnowledge {
        let mut k = DealKnowledge {
            talon_seen: 0,
            talon_to: vec![None; 6],
            shown: vec![CardSet::EMPTY; self.n as usize],
            facts: Vec::new(),
            private: Vec::new(),
            regrouped: None,
        };
        if let Some(d) = self.declarer() {
            let dealt = !self.opts.announce_after_exchange;
            let fact = |cards: CardSet, count: u8| HandFact { seat: d as u8, cards, count, dealt, at_least: false };
            if let Some(count) = self.tarokk_count {
                k.facts.push(fact(CardSet::TRUMPS, count));
            }
            if self.opts.strict_announcements {
                let one = |c: Card| CardSet::EMPTY.with(c);
                for (f, card, count) in [(PAGAT_ULTIMO, Card::PAGAT, 1), (XXI_FOGAS, Card::XXI, 0), (PAGAT_FOGAS, Card::PAGAT, 0)] {
                    if self.is_announced(f) {
                        k.facts.push(fact(one(card), count));
                    }
                }
            }
            for p in 0..3u8 {
                if d == seat && self.pair_seen(p) {
                    k.talon_seen |= 0b11 << (2 * p);
                }
            }
            if let Some(p) = self.taken {
                k.talon_to[2 * p as usize] = Some(d as u8);
                k.talon_to[2 * p as usize + 1] = Some(d as u8);
            }
        }
        k
    }

    /// JK-S2 (clarification 5): the discards are the declarer's secret.
    pub(crate) fn observed_by(&self, seat: usize) -> bool {
        self.phase != Phase::Discard || self.declarer() == Some(seat)
    }
}
