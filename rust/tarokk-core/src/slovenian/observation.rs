//! A seat's observation tensor (`docs/observations.md`, "Slovenian tarok"), written from its
//! view, and what the seat knows of the deal for sampling worlds.

use crate::card::{Card, CardSet};
use crate::game::{DealKnowledge, HandFact, LogEntry};
use crate::tensor::Encoder;

use super::actions::*;
use super::contract::{self, CONTRACTS};
use super::game::{Game, Phase};
use super::view::View;

/// Bidding and declare entries with `n` players: every bid beats the holder's (contract,
/// priority), so there are at most as many bids as such pairs; a pass per seat; the
/// declare.
///
/// # Panics
/// If `n` is so large that the count overflows (a Slovenian deal has 3 or 4 players).
pub fn max_bids(n: usize) -> usize {
    let contracts = (1..CONTRACTS).filter(|&c| contract::exists(c, n)).count();
    contracts * n + n + 1
}

/// Announce-phase entries with `n` players. At most `acts` announcements and kontras: each
/// bonus once (no king ultimo with three) and four kontra levels on the game and each
/// bonus. Every turn that acts ends with a pass; turns that do nothing come at most `n − 1`
/// before the first act, `n − 2` between two acting turns and `n − 1` after the last
/// (SL-A2: the round ends when `n − 1` turns in a row pass after an act).
///
/// # Panics
/// If `n` is below 2 (a Slovenian deal has 3 or 4 players), or so large that the count
/// overflows.
pub fn max_announcements(n: usize) -> usize {
    assert!(n >= 2, "max_announcements: {n} players");
    let bonuses = if n == 4 { BONUSES as usize } else { BONUSES as usize - 1 };
    let acts = bonuses + 4 * (1 + bonuses);
    2 * acts + 2 * (n - 1) + (acts - 1) * (n - 2)
}

/// Values of a bidding entry: pass, then bid or declare contract c.
const BID_VALUES: usize = 1 + CONTRACTS as usize;
/// Values of an announcement entry: pass, announce bonus b, kontra on item i.
const ANNOUNCEMENT_VALUES: usize = 1 + BONUSES as usize + ITEMS;

fn bid_value(a: Action) -> usize {
    if a == PASS {
        0
    } else {
        1 + (a - BID) as usize
    }
}

fn announcement_value(a: Action) -> usize {
    match a {
        PASS => 0,
        _ if a >= KONTRA => 1 + BONUSES as usize + (a - KONTRA) as usize,
        _ => 1 + (a - ANNOUNCE) as usize,
    }
}

/// The called card among the eight callable: the king of suit s at s, the queen at 4 + s.
fn called_index(c: Card) -> usize {
    let suit = c.suit().expect("a king or queen is called") as usize;
    if c.is_king() {
        suit
    } else {
        4 + suit
    }
}

impl View {
    /// The tensor, segment by segment (the order and names of `docs/observations.md`).
    pub fn encode(&self, enc: &mut Encoder) {
        let n = self.num_players as usize;
        let tricks = 48 / n;
        let seat = |s: Option<u8>| s.map(usize::from);
        enc.one_hot("seat", n, Some(self.seat as usize));
        enc.one_hot("dealer", n, Some(self.dealer as usize));
        enc.flag("compulsory_klop", self.compulsory_klop);
        enc.one_hot("phase", Phase::ALL.len(), Some(self.phase as usize));
        enc.one_hot("current_player", n, seat(self.current_player));
        enc.cards("hand", self.hand);
        let bids: Vec<(usize, usize)> = self.bids.iter().map(|&(s, a)| (s as usize, bid_value(a))).collect();
        enc.sequence("bids", max_bids(n), n, BID_VALUES, &bids);
        enc.one_hot("contract", CONTRACTS as usize, self.contract.map(usize::from));
        enc.one_hot("declarer", n, seat(self.declarer));
        enc.one_hot("called", 8, self.called.map(called_index));
        enc.one_hot("partner", n, seat(self.partner));
        let talon: Vec<_> = self.talon.iter().copied().map(Some).collect();
        enc.card_slots("talon", &[6, 54], &talon);
        enc.one_hot("talon_taken", 6, seat(self.talon_taken));
        enc.cards("discards", self.discards);
        let announcements: Vec<(usize, usize)> =
            self.announcements.iter().map(|&(s, a)| (s as usize, announcement_value(a))).collect();
        enc.sequence("announcements", max_announcements(n), n, ANNOUNCEMENT_VALUES, &announcements);
        let trick: Vec<_> = self.trick.iter().copied().map(Some).collect();
        enc.card_slots("trick", &[n, 54], &trick);
        enc.one_hot("trick_leader", n, seat(self.trick_leader));
        enc.tricks("tricks", tricks, n, n, &self.tricks);
        let mut revealed = vec![CardSet::EMPTY; n];
        for &(s, cards) in &self.revealed {
            revealed[s as usize] = cards;
        }
        enc.card_rows("revealed", n, &revealed);
        let won: Vec<f32> = self.won_counts.iter().map(|&w| w as f32 / tricks as f32).collect();
        enc.fractions("won_counts", &won);
    }
}

impl Game {
    /// From the seat's view: the talon slots it has seen (the view's talon is always the
    /// talon's first cards in order), the taken set joined the declarer's hand, hands laid
    /// open (SL-D3, SL-P7), and a called queen says the declarer was dealt all four kings
    /// (SL-K1).
    pub(crate) fn knowledge(&self, seat: usize, log: &[LogEntry]) -> DealKnowledge {
        let v = self.seat_view(seat, log);
        let mut k = DealKnowledge {
            talon_seen: (1u16 << v.talon.len()) - 1,
            talon_to: vec![None; 6],
            shown: vec![CardSet::EMPTY; self.n as usize],
            facts: Vec::new(),
            private: Vec::new(),
            regrouped: None,
        };
        if self.called.is_some_and(|c| !c.is_king()) {
            k.facts.push(HandFact { seat: self.declarer, cards: CardSet::KINGS, count: 4, dealt: true, at_least: false });
        }
        // The slots of the taken set (public: its index), also after a raise to colour
        // valat, whose contract no longer says the set's size.
        for (slot, card) in k.talon_to.iter_mut().zip(self.talon) {
            if self.taken.contains(card) {
                *slot = Some(self.declarer);
            }
        }
        for (s, cards) in v.revealed {
            k.shown[s as usize] = k.shown[s as usize].union(cards);
        }
        k
    }

    /// SL-K3: only the taroks among the declarer's discards are shown to the others.
    pub(crate) fn observed_by(&self, seat: usize, a: Action) -> bool {
        self.phase != Phase::Discard
            || seat == self.declarer as usize
            || Card::new(a).is_some_and(Card::is_trump)
    }
}
