//! What one seat may know (`docs/jokai.md`, "Views"). Other hands, the skart cards (but
//! the pairs the declarer saw, for him), the declarer's discards (but for him) and every
//! completed trick but the last (JK-P6) never appear.

use crate::card::CardSet;
use crate::game::{LogEntry, ViewFields};
use crate::value::Value;

use super::actions::*;
use super::game::{Game, Phase};

impl Game {
    /// The view of `seat` (any table seat), given this deal's action log.
    pub fn seat_view(&self, seat: usize, log: &[LogEntry]) -> ViewFields {
        let declarer = self.declarer();
        let is_declarer = declarer == Some(seat);
        let pick = |phases: &[Phase]| -> Value {
            Value::Actions(
                log.iter().filter(|e| phases.iter().any(|&p| p as u8 == e.phase)).map(|e| (e.seat, e.action)).collect(),
            )
        };
        // JK-S3: the declarer sees the pairs that have been in his view.
        let skart_seen = (0..3u8)
            .map(|p| if is_declarer && self.pair_seen(p) { Value::Cards(self.pair(p).to_vec()) } else { Value::None })
            .collect();
        let announced = (0..FIGURES).filter(|&f| self.is_announced(f)).map(i64::from).collect();
        let playing = self.phase == Phase::Play;
        let trick = if playing { self.play.trick().iter().collect() } else { vec![] };
        // JK-P6: only the last completed trick, also when the deal is over.
        let last_trick = match self.last_trick() {
            Some(t) => Value::List(vec![
                Value::from(t.leader),
                Value::Cards(t.cards().collect()),
                Value::from(t.winner),
            ]),
            None => Value::None,
        };
        let n = self.n as usize;
        vec![
            ("seat", Value::Int(seat as i64)),
            ("num_players", Value::Int(n as i64)),
            ("dealer", Value::from(self.dealer)),
            ("forehand", Value::Int(self.forehand() as i64)),
            ("active", Value::Ints(self.active().iter().map(|&s| s.into()).collect())),
            ("phase", Value::Str(self.phase.name())),
            ("current_player", Value::from(self.current_player().map(|s| s as u8))),
            ("hand", Value::CardSet(self.hand(seat))),
            ("bids", pick(&[Phase::Bidding])),
            ("contract", Value::from(self.contract())),
            ("declarer", Value::from(declarer.map(|d| d as u8))),
            ("skart_view", Value::from(self.skart_view())),
            ("skart_pair", Value::from(self.skart_pair())),
            ("skart_seen", Value::List(skart_seen)),
            ("discards", Value::CardSet(if is_declarer { self.discards } else { CardSet::EMPTY })),
            ("announcements", pick(&[Phase::Announce, Phase::Kontra, Phase::Rekontra])),
            ("announced", Value::Ints(announced)),
            ("tarokk_count", Value::from(self.tarokk_count)),
            ("kontra", Value::Ints((0..ITEMS).map(|i| i64::from(self.kontra_factor(i))).collect())),
            ("trick", Value::Cards(trick)),
            ("trick_leader", Value::from(playing.then(|| self.seat_of(self.play.leader()) as u8))),
            ("last_trick", last_trick),
            ("tricks_won", Value::Ints((0..n).map(|s| i64::from(self.tricks_won(s))).collect())),
        ]
    }
}
