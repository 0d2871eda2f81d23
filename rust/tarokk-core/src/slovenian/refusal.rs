//! Why an action is refused in a Slovenian deal: the kind, the rule id, and a sentence.

use crate::action::{Action, Lang};
use crate::card::Card;
use crate::error::{IllegalAction, IllegalKind};

use super::actions::*;
use super::contract::{self, *};
use super::game::{Game, Phase};
use super::names::action_name;

impl Game {
    /// Why `a` is not legal now; `None` if it is legal.
    pub fn refusal(&self, a: Action) -> Option<IllegalAction> {
        (self.is_over() || !self.legal_actions().contains(a)).then(|| self.illegal(a))
    }

    /// Why `a`, which is not legal now, is refused.
    fn illegal(&self, a: Action) -> IllegalAction {
        if self.is_over() {
            return IllegalAction::game_over();
        }
        if a >= ACTION_SPACE {
            return IllegalAction::new(IllegalKind::NoSuchAction, None, format!("no such action id: {a}"));
        }
        let (kind, rule, why): (IllegalKind, Option<&'static str>, String) = match self.phase() {
            Phase::Play if a < 54 => {
                let c = Card::new(a).expect("card");
                let r = self.play.refusal(c).unwrap_or_else(|| {
                    IllegalAction::new(IllegalKind::TrickRule, None, format!("{c} is not legal: not legal now"))
                });
                // The trick rules' message names the card already.
                let rule = if r.message.contains("overtake") || r.message.contains("pagat") {
                    "SL-P6"
                } else if r.message.contains("keep") {
                    "SL-A3"
                } else if self.contract == Some(COLOUR_VALAT) {
                    "SL-P3"
                } else {
                    "SL-P2"
                };
                return IllegalAction::new(r.kind, Some(rule), r.message);
            }
            Phase::Discard if a < 54 => {
                let c = Card::new(a).expect("card");
                if !self.hand(self.declarer as usize).contains(c) {
                    (IllegalKind::NotInHand, Some("SL-K3"), "card not in hand".into())
                } else {
                    (IllegalKind::Talon, Some("SL-K3"), "kings and trula may not be discarded (SL-K3)".into())
                }
            }
            Phase::Bidding if (BID..BID + CONTRACTS).contains(&a) => {
                let c = a - BID;
                let (rule, why) = if !contract::exists(c, self.n as usize) {
                    ("SL-T2", "no such contract in this variant")
                } else if self.compulsory && c < SOLO_WITHOUT {
                    ("SL-B6", "in a compulsory klop round the lowest bid is solo without (SL-B6)")
                } else if c == KLOP {
                    ("SL-B4", "klop is chosen only by the forehand when all others pass (SL-B4)")
                } else {
                    ("SL-B3", "a bid must be higher than the current one, or equal to a bid of a player with lower priority (SL-B3)")
                };
                (IllegalKind::Bidding, Some(rule), why.into())
            }
            Phase::Call if (CALL_QUEEN..CALL_QUEEN + 4).contains(&a) => (
                IllegalKind::Talon,
                Some("SL-K1"),
                "a queen may be called only by a declarer who holds all four kings (SL-K1)".into(),
            ),
            Phase::Call if a < 54 => {
                (IllegalKind::WrongPhase, Some("SL-K1"), "the declarer calls a king now, by its call (SL-K1)".into())
            }
            Phase::Announce if (KONTRA..ACTION_SPACE).contains(&a) => {
                let i = (a - KONTRA) as usize;
                let why = match self.item_owner(i) {
                    None => "that bonus has not been announced",
                    Some(_) if self.kontra.is_full(i) => "mordkontra is the last level",
                    Some(_) => "kontra is given only against the other side, and only when that side is known (SL-A2)",
                };
                (IllegalKind::Announcement, Some("SL-A2"), why.into())
            }
            phase => (IllegalKind::WrongPhase, None, format!("not legal in the {} phase", phase.name())),
        };
        let name = action_name(self, a, Lang::English);
        IllegalAction::new(kind, rule, format!("{name} is not legal: {why}"))
    }
}
