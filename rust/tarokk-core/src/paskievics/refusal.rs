//! Why an action is refused in a Paskievics deal: the kind, the rule id and a sentence.
//! A reason only uses what the acting seat knows (its hand, what was said at the table).

use crate::action::{Action, Lang};
use crate::card::{Card, CardSet};
use crate::error::{IllegalAction, IllegalKind};

use super::actions::*;
use super::game::{Game, Phase, CALLABLE};
use super::names::action_name;

impl Game {
    /// Why `a` is not legal now (called for an action that is not).
    pub fn refusal(&self, a: Action) -> IllegalAction {
        use IllegalKind::*;
        if self.is_over() {
            return IllegalAction::game_over();
        }
        if a >= ACTION_SPACE {
            return IllegalAction::new(NoSuchAction, None, format!("no such action id: {a}"));
        }
        let p = self.current;
        let phase = self.phase();
        let (kind, rule, why): (IllegalKind, Option<&'static str>, String) = match phase {
            Phase::Play if a < 54 => {
                let c = Card::new(a).expect("card");
                let r = self.play.refusal(c).unwrap_or_else(|| {
                    IllegalAction::new(TrickRule, None, format!("{c} is not legal: not legal now"))
                });
                return IllegalAction::new(r.kind, Some("PK-P1"), r.message);
            }
            Phase::Packets if (PACKET..PACKET + 4).contains(&a) => {
                (Talon, Some("PK-D3"), "that packet has been taken".into())
            }
            Phase::Bidding if a == PASS => {
                (Bidding, Some("PK-B6"), self.pass_forbidden(p).unwrap_or("not legal now").into())
            }
            Phase::Bidding if a == HOLD => {
                let (rule, why) = if self.high.is_none() {
                    ("PK-B4", "there is no bid to hold (PK-B4)")
                } else if p > self.holder {
                    ("PK-B4", "only a player who spoke earlier in the first round may hold (PK-B4)")
                } else {
                    ("PK-B2", "only a player holding an honour may bid (PK-B2)")
                };
                (Bidding, Some(rule), why.into())
            }
            Phase::Bidding if (BID..BID + LEVELS).contains(&a) => {
                let level = a - BID;
                let honour = !self.hand_at(p).intersect(CardSet::HONOURS).is_empty();
                let (rule, why) = if self.high.is_some_and(|h| level <= h) {
                    ("PK-B4", "a bid must be higher than the current one (PK-B4)")
                } else if !honour {
                    ("PK-B2", "only a player holding an honour may bid, unless the three others passed (PK-B2)")
                } else {
                    ("PK-B6", "a jump needs an honour and the card it invites (PK-B6)")
                };
                (Bidding, Some(rule), why.into())
            }
            Phase::Discard if a < 54 => {
                let c = Card::new(a).expect("card");
                if self.discard_turn().0 == 0 {
                    (Talon, Some("PK-S2"), "no cards are left to discard".into())
                } else if !self.hand_at(p).contains(c) {
                    (NotInHand, Some("PK-S2"), "card not in hand".into())
                } else {
                    (Talon, Some("PK-S2"), "honours and kings may not be discarded (PK-S2)".into())
                }
            }
            Phase::Discard if a == ANNUL => (
                Talon,
                Some("PK-S4"),
                "only a player without tarokks, or with the XXI alone, may annul, before discarding (PK-S4)".into(),
            ),
            Phase::Announce if (CALL..ANNOUNCE).contains(&a) => {
                let c = called_card(a);
                let (rule, why) = if p != self.holder || self.called.is_some() {
                    ("PK-H1", "only the declarer calls, once, at his first turn (PK-H1)")
                } else if !CALLABLE.contains(c) {
                    ("PK-H1", "only the tarokks II–XX may be called, never an honour (PK-H1)")
                } else {
                    (
                        "PK-H2",
                        "call the XX, or holding it the highest tarokk below it you lack; an invited card (PK-H3); any tarokk once a discarded tarokk was announced (PK-H4)",
                    )
                };
                (Talon, Some(rule), why.into())
            }
            Phase::Announce if p == self.holder && self.called.is_none() => (
                Announcement,
                Some("PK-H1"),
                "the declarer first calls his partner (only his tarokk count may come before) (PK-H1)".into(),
            ),
            Phase::Announce if a == PASS => (
                Announcement,
                Some("PK-B6"),
                "having invited with the pagát as your only honour, you must announce pagát ultimó (PK-B6)".into(),
            ),
            Phase::Announce | Phase::Reveal if a == COUNT8 || a == COUNT9 => (
                Announcement,
                Some("PK-A3"),
                "a tarokk count is said once, only the true count of 8 or 9 tarokks in hand (PK-A3)".into(),
            ),
            Phase::Announce if (ANNOUNCE..KONTRA).contains(&a) => {
                (Announcement, Some("PK-A2"), "that figure has been announced already".into())
            }
            Phase::Announce if (KONTRA..ACTION_SPACE).contains(&a) => {
                let i = (a - KONTRA) as usize;
                let why = match self.item_owner(i) {
                    None => "that figure has not been announced",
                    Some(_) if self.kontra.is_full(i) => "mordkontra is the last step",
                    Some(_) => {
                        "a kontra step is given only by the party against the item's last step, by a player who knows it (PK-A4)"
                    }
                };
                (Announcement, Some("PK-A4"), why.into())
            }
            phase => (WrongPhase, None, format!("not legal in the {} phase", phase.name())),
        };
        let name = action_name(self, a, Lang::English);
        IllegalAction::new(kind, rule, format!("{name} is not legal: {why}"))
    }
}
