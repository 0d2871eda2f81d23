//! What one seat may know (`docs/jokai.md`, "Views"). Other hands, the skart cards (but
//! the pairs the declarer saw, for him), the declarer's discards (but for him) and every
//! completed trick but the last (JK-P6) never appear.

use crate::action::Action;
use crate::card::{Card, CardSet};
use crate::game::{LogEntry, ViewFields};
use crate::value::Value;

use super::actions::*;
use super::game::{Game, Phase};

/// A seat's view of the deal; its fields are the protocol's view keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The seat whose view this is (a table seat).
    pub seat: u8,
    /// The number of table seats (3 or 4).
    pub num_players: u8,
    /// The dealer's table seat.
    pub dealer: u8,
    /// The forehand's table seat.
    pub forehand: u8,
    /// The table seats of the three active seats, in playing order from the forehand.
    pub active: [u8; 3],
    /// The current phase.
    pub phase: Phase,
    /// The table seat to act, or `None` once the deal is over.
    pub current_player: Option<u8>,
    /// The seat's own hand.
    pub hand: CardSet,
    /// The bids as `(seat, action)` pairs, in order.
    pub bids: Vec<(u8, Action)>,
    /// The level played, once the bidding has a declarer.
    pub contract: Option<u8>,
    /// The declarer's table seat, once there is one.
    pub declarer: Option<u8>,
    /// The view number in the skart phase, the skart index after the take (JK-S1).
    pub skart_view: Option<u8>,
    /// The pair in view in the skart phase, or the pair taken (JK-S1).
    pub skart_pair: Option<u8>,
    /// By pair (top, middle, bottom): its two cards in skart order, for the declarer once
    /// the pair has been in his view (JK-S3).
    pub skart_seen: [Option<[Card; 2]>; 3],
    /// The declarer's discards, for the declarer only (empty for other seats).
    pub discards: CardSet,
    /// The announcements, kontras and rekontras as `(seat, action)` pairs, in order.
    pub announcements: Vec<(u8, Action)>,
    /// The announced figures, a bit each (the implied tarokk count included).
    pub announced: u8,
    /// The announced tarokk count (JK-F1), if any.
    pub tarokk_count: Option<u8>,
    /// The kontra factor (1, 2, 4) by item.
    pub kontra: [i32; ITEMS],
    /// The cards of the trick in progress, in play order (empty outside the play).
    pub trick: Vec<Card>,
    /// The table seat that led the trick in progress (`None` outside the play).
    pub trick_leader: Option<u8>,
    /// JK-P6: only the last completed trick, also when the deal is over.
    pub last_trick: Option<(u8, Vec<Card>, u8)>,
    /// Tricks won so far, by table seat.
    pub tricks_won: Vec<u32>,
}

impl Game {
    /// The view of `seat` (any table seat), given this deal's action log.
    ///
    /// # Panics
    /// May panic on a log that is not this deal's; [`crate::Deal`] keeps the log for its
    /// state and cannot be given another.
    pub fn seat_view(&self, seat: usize, log: &[LogEntry]) -> View {
        let declarer = self.declarer();
        let is_declarer = declarer == Some(seat);
        let pick = |phases: &[Phase]| -> Vec<(u8, Action)> {
            log.iter().filter(|e| phases.iter().any(|&p| p as u8 == e.phase)).map(|e| (e.seat, e.action)).collect()
        };
        // JK-S3: the declarer sees the pairs that have been in his view.
        let skart_seen = std::array::from_fn(|p| (is_declarer && self.pair_seen(p as u8)).then(|| self.pair(p as u8)));
        let playing = self.phase == Phase::Play;
        let n = self.n as usize;
        View {
            seat: seat as u8,
            num_players: self.n,
            dealer: self.dealer,
            forehand: self.forehand() as u8,
            active: self.active(),
            phase: self.phase,
            current_player: self.current_player().map(|s| s as u8),
            hand: self.hand(seat),
            bids: pick(&[Phase::Bidding]),
            contract: self.contract(),
            declarer: declarer.map(|d| d as u8),
            skart_view: self.skart_view(),
            skart_pair: self.skart_pair(),
            skart_seen,
            discards: if is_declarer { self.discards } else { CardSet::EMPTY },
            announcements: pick(&[Phase::Announce, Phase::Kontra, Phase::Rekontra]),
            announced: self.announced,
            tarokk_count: self.tarokk_count,
            kontra: std::array::from_fn(|i| self.kontra_factor(i)),
            trick: if playing { self.play.trick().iter().collect() } else { vec![] },
            trick_leader: playing.then(|| self.seat_of(self.play.leader()) as u8),
            last_trick: self.last_trick().map(|t| (t.leader, t.cards().collect(), t.winner)),
            tricks_won: (0..n).map(|s| self.tricks_won(s)).collect(),
        }
    }
}

impl View {
    /// The view as named values (`docs/jokai.md`, "Views").
    pub fn fields(&self) -> ViewFields {
        let skart_seen = self.skart_seen.iter().map(|p| p.map_or(Value::None, |cs| Value::Cards(cs.to_vec()))).collect();
        let announced = (0..FIGURES).filter(|&f| self.announced & (1 << f) != 0).map(i64::from).collect();
        let last_trick = match &self.last_trick {
            Some((leader, cards, winner)) => {
                Value::List(vec![Value::from(*leader), Value::Cards(cards.clone()), Value::from(*winner)])
            }
            None => Value::None,
        };
        vec![
            ("seat", self.seat.into()),
            ("num_players", self.num_players.into()),
            ("dealer", self.dealer.into()),
            ("forehand", self.forehand.into()),
            ("active", Value::Ints(self.active.iter().map(|&s| s.into()).collect())),
            ("phase", Value::Str(self.phase.name())),
            ("current_player", self.current_player.into()),
            ("hand", Value::CardSet(self.hand)),
            ("bids", Value::Actions(self.bids.clone())),
            ("contract", self.contract.into()),
            ("declarer", self.declarer.into()),
            ("skart_view", self.skart_view.into()),
            ("skart_pair", self.skart_pair.into()),
            ("skart_seen", Value::List(skart_seen)),
            ("discards", Value::CardSet(self.discards)),
            ("announcements", Value::Actions(self.announcements.clone())),
            ("announced", Value::Ints(announced)),
            ("tarokk_count", self.tarokk_count.into()),
            ("kontra", Value::Ints(self.kontra.iter().map(|&k| i64::from(k)).collect())),
            ("trick", Value::Cards(self.trick.clone())),
            ("trick_leader", self.trick_leader.into()),
            ("last_trick", last_trick),
            ("tricks_won", Value::Ints(self.tricks_won.iter().map(|&w| w.into()).collect())),
        ]
    }
}
