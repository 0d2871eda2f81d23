//! Why an action is refused in a Paskievics deal: the kind, the rule id and a sentence
//! that cites it. A reason uses only what the acting seat knows (its hand, what was said
//! at the table, the sides it knows): a kontra refused for want of knowledge says so
//! before anything that would tell a party.

use crate::action::{Action, Lang};
use crate::card::{Card, CardSet};
use crate::error::{IllegalAction, IllegalKind};
use crate::notation::{format_card, Style};

use super::actions::*;
use super::game::{Game, Phase, CALLABLE};
use super::names::action_name;

impl Game {
    /// Why `a` is not legal now; `None` if it is legal.
    pub fn refusal(&self, a: Action) -> Option<IllegalAction> {
        (self.is_over() || !self.legal_actions().contains(a)).then(|| self.illegal(a))
    }

    /// Why `a`, which is not legal now, is refused: `"<name> is not legal: <why> (<rule>)"`,
    /// as the reference says it too (`docs/protocol.md`, "Refusals").
    fn illegal(&self, a: Action) -> IllegalAction {
        use IllegalKind::*;
        if self.is_over() {
            return IllegalAction::game_over();
        }
        if a >= ACTION_SPACE {
            return IllegalAction::no_such_action(a);
        }
        if self.phase() == Phase::Play && a < 54 {
            let c = Card::new(a).expect("card");
            let r = self.play.refusal(c).unwrap_or_else(|| {
                IllegalAction::new(TrickRule, None, format!("{c} is not legal: not legal now"))
            });
            return IllegalAction::new(r.kind, Some("PK-P1"), format!("{} (PK-P1)", r.message));
        }
        let (kind, rule, why) = self.reason(a);
        IllegalAction::refused(kind, &action_name(self, a, Lang::English), &why, Some(rule))
    }

    /// The kind, rule and reason of a refusal outside the card play.
    fn reason(&self, a: Action) -> (IllegalKind, &'static str, String) {
        use IllegalKind::*;
        let p = self.current;
        let phase = self.phase();
        match phase {
            Phase::Cut => (WrongPhase, "PK-D3", "knock (ráütés) or cut".into()),
            Phase::Packets if (PACKET..PACKET + 4).contains(&a) => (Talon, "PK-D3", "that packet has been taken".into()),
            Phase::Packets => (WrongPhase, "PK-D3", "take a packet still on the table".into()),
            Phase::Bidding => self.bidding_reason(a),
            Phase::Discard => {
                let (left, _) = self.discard_turn();
                if a == ANNUL {
                    (Talon, "PK-S4", "only a player without tarokks, or with the XXI alone, may annul, before discarding".into())
                } else if a < 54 && left > 0 {
                    let c = Card::new(a).expect("card");
                    if !self.hand_at(p).contains(c) {
                        (NotInHand, "PK-S2", "card not in hand".into())
                    } else {
                        (Talon, "PK-S2", "honours and kings may not be discarded".into())
                    }
                } else if left > 0 {
                    (WrongPhase, "PK-S2", format!("discard {left} more {} (no honours, no kings)", if left == 1 { "card" } else { "cards" }))
                } else {
                    (WrongPhase, "PK-S4", "with no talon cards, annul or play on".into())
                }
            }
            Phase::Announce | Phase::Reveal if a == COUNT8 || a == COUNT9 => (
                Announcement,
                "PK-A3",
                "a tarokk count is said once, and only the true count of 8 or 9 tarokks in hand".into(),
            ),
            Phase::Announce if (CALL..ANNOUNCE).contains(&a) => {
                let c = called_card(a);
                if p != self.holder || self.called.is_some() {
                    (Talon, "PK-H1", "only the declarer calls, once, at his first turn".into())
                } else if !CALLABLE.contains(c) {
                    (Talon, "PK-H1", "only the tarokks II–XX may be called, never an honour".into())
                } else {
                    // The action's name already says which card: the why says which are callable.
                    let why = "the call is the XX, or, holding it, the highest tarokk below it that you lack; \
                               an invited card (PK-H3) and, once a discarded tarokk was announced, any tarokk \
                               (PK-H4) may be called too";
                    (Talon, "PK-H2", why.into())
                }
            }
            Phase::Announce if p == self.holder && self.called.is_none() => (
                Announcement,
                "PK-H1",
                "the declarer first calls his partner (only his tarokk count may come before)".into(),
            ),
            Phase::Announce if a == PASS => (
                Announcement,
                "PK-B6",
                "having invited with the pagát as your only honour, you must announce pagát ultimó".into(),
            ),
            Phase::Announce if (ANNOUNCE..KONTRA).contains(&a) => {
                (Announcement, "PK-A2", "each figure is announced once, and it has been".into())
            }
            Phase::Announce if (KONTRA..ACTION_SPACE).contains(&a) => {
                let i = (a - KONTRA) as usize;
                let why = match self.item_owner(i) {
                    None if i == GAME_ITEM => "the game is kontra'd after the call",
                    None => "that figure has not been announced",
                    Some(_) if self.kontra.is_full(i) => "mordkontra is the last step",
                    // Knowledge first: the party test would tell the announcer's party.
                    Some((_, announcer)) if !self.knows(p, announcer) => {
                        "you do not know the side of the item's announcer"
                    }
                    Some(_) => "the next step belongs to the other party",
                };
                (Announcement, "PK-A4", why.into())
            }
            Phase::Announce => (WrongPhase, "PK-A1", "not an announcement".into()),
            Phase::Play => (WrongPhase, "PK-P1", "play a card".into()),
            Phase::Reveal => (WrongPhase, "PK-A3", "show your tarokk count, or pass".into()),
            Phase::Over => (GameOver, "PK-X1", "the deal is over".into()),
        }
    }

    fn bidding_reason(&self, a: Action) -> (IllegalKind, &'static str, String) {
        use IllegalKind::Bidding;
        let p = self.current;
        let honour = !self.hand_at(p).intersect(CardSet::HONOURS).is_empty();
        match a {
            PASS => (Bidding, "PK-B6", self.pass_forbidden(p).unwrap_or("not legal now").into()),
            HOLD if self.high.is_none() => (Bidding, "PK-B4", "there is no bid to hold".into()),
            HOLD if p > self.holder => {
                (Bidding, "PK-B4", "only a player who spoke earlier in the first round may hold".into())
            }
            HOLD => (Bidding, "PK-B2", "only a player holding an honour may bid".into()),
            x if (BID..BID + LEVELS).contains(&x) => {
                let level = x - BID;
                if self.high.is_some_and(|h| level <= h) {
                    // Saying the standing bid again is what "tartom" does, where one may.
                    let why = if self.high == Some(level) && self.legal_actions().contains(HOLD) {
                        "a bid must be higher than the current one; to keep it, hold"
                    } else {
                        "a bid must be higher than the current one"
                    };
                    (Bidding, "PK-B4", why.into())
                } else if !honour && self.passed.count_ones() < 3 {
                    (Bidding, "PK-B2", "only a player holding an honour may bid, unless the three others passed".into())
                } else if let Some(c) = self.invitation(p, level) {
                    let card = format_card(c, Style::Ascii);
                    let why = format!("this jump invites the {card}: it needs an honour and the {card} in hand");
                    (Bidding, "PK-B6", why)
                } else {
                    // Only an invitation refuses a higher bid by a seat that may bid; were
                    // the legal actions ever to refuse another, this names no card.
                    (Bidding, "PK-B4", "not legal now".into())
                }
            }
            _ => (IllegalKind::WrongPhase, "PK-B3", "a player passes or bids".into()),
        }
    }
}
