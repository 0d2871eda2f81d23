//! Why an action is refused in a Slovenian deal: the kind, the rule id, and a sentence.

use crate::action::{Action, Lang};
use crate::card::Card;
use crate::trick::illegal_reason;
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

    /// Why `a`, which is not legal now, is refused: `"<name> is not legal: <why> (<rule>)"`,
    /// as the reference says it too (`docs/protocol.md`, "Refusals").
    fn illegal(&self, a: Action) -> IllegalAction {
        if self.is_over() {
            return IllegalAction::game_over();
        }
        if !names_action(a) {
            return IllegalAction::no_such_action(a);
        }
        let name = action_name(self, a, Lang::English);
        let refuse = |kind: IllegalKind, rule: &'static str, why: &str| IllegalAction::refused(kind, &name, why, Some(rule));
        let n = self.n as usize;
        match self.phase() {
            Phase::Play if a < 54 => {
                let c = Card::new(a).expect("card");
                let s = self.play.current_seat();
                let hand = self.play.hand(s);
                let why = illegal_reason(hand, self.play.trick(), self.play.rules(), self.play.keep(s), c)
                    .unwrap_or_else(|| "not legal now".into());
                let rule = if why.contains("overtake") || why.contains("pagat") {
                    "SL-P6"
                } else if why.contains("keep") {
                    "SL-A3"
                } else if self.contract == Some(COLOUR_VALAT) && hand.contains(c) {
                    "SL-P3"
                } else {
                    "SL-P2"
                };
                let kind = if hand.contains(c) { IllegalKind::TrickRule } else { IllegalKind::NotInHand };
                refuse(kind, rule, &why)
            }
            Phase::Discard if a < 54 => {
                let c = Card::new(a).expect("card");
                if !self.hand(self.declarer as usize).contains(c) {
                    refuse(IllegalKind::NotInHand, "SL-K3", "card not in hand")
                } else {
                    refuse(IllegalKind::Talon, "SL-K3", "kings and trula may not be discarded")
                }
            }
            phase @ (Phase::Bidding | Phase::Declare) if (BID..BID + CONTRACTS).contains(&a) => {
                let c = a - BID;
                let (rule, why) = if !contract::exists(c, n) {
                    ("SL-T2", "no such contract in this variant")
                } else if c == KLOP {
                    ("SL-B4", "klop is chosen only by the forehand when all others pass")
                } else if c < self.min_bid() {
                    ("SL-B6", "in a compulsory klop round the lowest bid is solo without")
                } else if phase == Phase::Declare {
                    ("SL-B5", "the declarer may raise his contract, not lower it")
                } else if c == THREE && n == 4 && self.holder == Some(self.forehand() as u8) && self.holder_bid == THREE
                    && self.current_player() != Some(self.forehand())
                {
                    // Nobody has bid yet: the bid to beat is the forehand's unspoken three.
                    ("SL-B2", "the forehand holds three from the start: bid two or higher")
                } else {
                    ("SL-B3", "a bid must be higher than the current one, or equal to a bid of a player with lower priority")
                };
                refuse(IllegalKind::Bidding, rule, why)
            }
            Phase::Call if (CALL_QUEEN..CALL_QUEEN + 4).contains(&a) => {
                refuse(IllegalKind::Talon, "SL-K1", "a queen may be called only by a declarer who holds all four kings")
            }
            Phase::Call if a < 54 => refuse(IllegalKind::WrongPhase, "SL-K1", "the declarer calls a king now, by its call"),
            Phase::Talon if (TAKE_SET..TAKE_SET + 6).contains(&a) => {
                let sets = 6 / contract::info(self.contract.expect("contract")).talon_set;
                refuse(IllegalKind::Talon, "SL-K2", &format!("in this contract the talon is split into {sets} sets"))
            }
            Phase::Announce if (ANNOUNCE..KONTRA).contains(&a) => {
                let b = a - ANNOUNCE;
                let why = if !contract::has_bonuses(self.contract.expect("contract")) {
                    "no bonuses are announced in this contract"
                } else if self.announced_by[b as usize].is_some() {
                    "each bonus is announced once, and it has been"
                } else if !self.opts.king_ultimo || n != 4 {
                    "king ultimo is not played in this variant"
                } else {
                    "only the declarer side announces king ultimo, and only when a king was called"
                };
                refuse(IllegalKind::Announcement, "SL-A1", why)
            }
            Phase::Announce if (KONTRA..ACTION_SPACE).contains(&a) => {
                let i = (a - KONTRA) as usize;
                let why = match self.item_owner(i) {
                    None => "that bonus has not been announced",
                    Some(_) if self.kontra.is_full(i) => "mordkontra is the last level",
                    Some(_) => "kontra is given only against the other side, and only when that side is known",
                };
                // Beggar and above: the kontra round of SL-A4 (the ladder as in SL-A2).
                let rule = if contract::has_bonuses(self.contract.expect("contract")) { "SL-A2" } else { "SL-A4" };
                refuse(IllegalKind::Announcement, rule, why)
            }
            phase => refuse(IllegalKind::WrongPhase, phase.rule(), &format!("not possible in the {} phase", phase.name())),
        }
    }
}

/// Whether `a` names an action of the game: a card, pass, a bid, a call, a talon set, the
/// raise, an announcement or a kontra (`docs/slovenian.md`, "Actions"; the ids between the
/// groups name nothing).
pub fn names_action(a: Action) -> bool {
    a <= RAISE_COLOUR_VALAT || (ANNOUNCE..ANNOUNCE + BONUSES).contains(&a) || (KONTRA..ACTION_SPACE).contains(&a)
}
