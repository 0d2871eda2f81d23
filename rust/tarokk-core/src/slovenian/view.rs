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
    /// The seat whose view this is.
    pub seat: u8,
    /// The number of players (3 or 4).
    pub num_players: u8,
    /// The dealer's seat.
    pub dealer: u8,
    /// The forehand's seat.
    pub forehand: u8,
    /// Whether this deal is in a compulsory klop round (SL-B6).
    pub compulsory_klop: bool,
    /// The current phase.
    pub phase: Phase,
    /// The seat to act, or `None` once the deal is over.
    pub current_player: Option<u8>,
    /// The seat's own hand.
    pub hand: CardSet,
    /// The bids and the declarer's choice of contract as `(seat, action)` pairs, in order.
    pub bids: Vec<(u8, Action)>,
    /// The contract, once settled.
    pub contract: Option<u8>,
    /// The declarer's seat (not in klop).
    pub declarer: Option<u8>,
    /// The called card (SL-K1), once called.
    pub called: Option<Card>,
    /// The partner's seat, if this seat is the partner or the partner is publicly known.
    pub partner: Option<u8>,
    /// The talon cards this seat has seen: all six once shown, in klop the cards turned so far.
    pub talon: Vec<Card>,
    /// The index of the talon set the declarer took, once taken.
    pub talon_taken: Option<u8>,
    /// The declarer's discards: all of them for the declarer, only the taroks for others.
    pub discards: CardSet,
    /// The announcements and kontras as `(seat, action)` pairs, in order.
    pub announcements: Vec<(u8, Action)>,
    /// The cards of the trick in progress, in play order (empty outside the play).
    pub trick: Vec<Card>,
    /// The seat that led the trick in progress (`None` outside the play phase).
    pub trick_leader: Option<u8>,
    /// The completed tricks as `(leader, cards in play order, winner)`.
    pub tricks: Vec<(u8, Vec<Card>, u8)>,
    /// Hands shown to everyone, by seat: no-tarok hands (SL-D3), the open beggar's hand
    /// (SL-P7).
    pub revealed: Vec<(u8, CardSet)>,
    /// Tricks won so far, by seat.
    pub won_counts: Vec<u32>,
}

impl Game {
    /// The completed tricks, rebuilt from the action log kept beside the state (`log` must
    /// be this deal's log: its play entries, `n` to a trick). The state itself keeps only
    /// the last trick, so that it stays small.
    ///
    /// # Panics
    /// May panic on a log that is not this deal's; [`crate::Deal`] keeps the log for its
    /// state and cannot be given another.
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
        // The log is this deal's, or empty: the observation's layout is asked of any state
        // with no log (`GameState::observation_layout`), and only its shapes are read.
        debug_assert!(
            log.is_empty() || tricks.len() == if self.play_started() { self.play.tricks_done() } else { 0 }
        );
        tricks
    }

    /// The view of `seat`, given the action log kept beside the state (a seat past the table
    /// is told as one that holds nothing).
    ///
    /// # Panics
    /// May panic on a log that is not this deal's; [`crate::Deal`] keeps the log for its
    /// state and cannot be given another.
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
