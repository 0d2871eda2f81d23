//! What one seat may know (`docs/slovenian.md`, "Views"). Hidden information is the rule:
//! other hands, unseen talon cards, private discards and the secret partner never leak.

use crate::card::{Card, CardSet};
use crate::play::TrickRecord;
use crate::trick::{winner, Trick};

use super::actions::Action;
use super::contract::{KLOP, OPEN_BEGGAR};
use super::game::{Game, Phase};

pub use crate::game::LogEntry;

/// A seat's view of the deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub seat: u8,
    pub num_players: u8,
    pub dealer: u8,
    pub forehand: u8,
    pub compulsory_klop: bool,
    pub phase: Phase,
    pub current_player: Option<u8>,
    pub hand: CardSet,
    pub bids: Vec<(u8, Action)>,
    pub contract: Option<u8>,
    pub declarer: Option<u8>,
    pub called: Option<Card>,
    pub partner: Option<u8>,
    pub talon: Vec<Card>,
    pub talon_taken: Option<u8>,
    pub discards: CardSet,
    pub announcements: Vec<(u8, Action)>,
    pub trick: Vec<Card>,
    pub trick_leader: Option<u8>,
    pub tricks: Vec<(u8, Vec<Card>, u8)>,
    pub revealed: Vec<(u8, CardSet)>,
    pub won_counts: Vec<u32>,
}

impl Game {
    /// The completed tricks, rebuilt from the action log kept beside the state (`log` must
    /// be this deal's log: its play entries, `n` to a trick). The state itself keeps only
    /// the last trick, so that it stays small.
    pub fn tricks(&self, log: &[LogEntry]) -> Vec<TrickRecord> {
        let n = self.n as usize;
        let rules = self.play.rules();
        let plays: Vec<(u8, Card)> = log
            .iter()
            .filter(|e| e.phase == Phase::Play as u8)
            .map(|e| (e.seat, Card::new(e.action).expect("a card is played")))
            .collect();
        let tricks: Vec<TrickRecord> = plays
            .chunks_exact(n)
            .map(|t| {
                let mut trick = Trick::new();
                for &(_, c) in t {
                    trick.push(c);
                }
                TrickRecord { leader: t[0].0, winner: t[winner(&trick, rules)].0, cards: trick.slots() }
            })
            .collect();
        debug_assert_eq!(tricks.len(), if self.play_started() { self.play.tricks_done() } else { 0 });
        tricks
    }

    /// The view of `seat`, given the action log kept beside the state.
    pub fn seat_view(&self, seat: usize, log: &[LogEntry]) -> View {
        let n = self.n as usize;
        let playing = self.play_started();
        let contract = self.contract;
        let declarer = self.declarer();
        let partner = self.partner.filter(|&p| p as usize == seat || self.public & (1 << p) != 0);
        let talon = match contract {
            Some(KLOP) if playing && self.opts.klop_talon_face_up => {
                let turned = (self.play.tricks_done() + 1).min(6);
                self.talon[..turned].to_vec()
            }
            Some(_) if self.talon_shown => self.talon.to_vec(),
            _ => vec![],
        };
        let discards = if declarer == Some(seat) {
            self.discards
        } else {
            self.discards.intersect(CardSet::TRUMPS)
        };
        let pick = |phases: &[Phase]| -> Vec<(u8, Action)> {
            log.iter().filter(|e| phases.iter().any(|&p| p as u8 == e.phase)).map(|e| (e.seat, e.action)).collect()
        };
        let (trick, trick_leader, tricks, won_counts) = if playing {
            let p = &self.play;
            (
                p.trick().iter().collect(),
                (self.phase == Phase::Play).then_some(p.leader() as u8),
                self.tricks(log).iter().map(|t| (t.leader, t.cards().collect(), t.winner)).collect(),
                (0..n).map(|s| p.tricks_won(s)).collect(),
            )
        } else {
            (vec![], None, vec![], vec![0; n])
        };
        // SL-D3: a hand without a tarok is shown at once.
        let mut revealed: Vec<(u8, CardSet)> = self.no_tarok_seats().map(|s| (s as u8, self.play.hand(s))).collect();
        if playing && contract == Some(OPEN_BEGGAR) && self.play.tricks_done() > 0 {
            let d = self.declarer as usize;
            revealed.push((d as u8, self.play.hand(d)));
        }
        View {
            seat: seat as u8,
            num_players: self.n,
            dealer: self.dealer,
            forehand: self.forehand() as u8,
            compulsory_klop: self.compulsory,
            phase: self.phase,
            current_player: self.current_player().map(|s| s as u8),
            hand: self.hand(seat),
            bids: pick(&[Phase::Bidding, Phase::Declare]),
            contract,
            declarer: declarer.map(|d| d as u8),
            called: self.called,
            partner,
            talon,
            talon_taken: self.talon_taken,
            discards,
            announcements: pick(&[Phase::Announce]),
            trick,
            trick_leader,
            tricks,
            revealed,
            won_counts,
        }
    }
}
