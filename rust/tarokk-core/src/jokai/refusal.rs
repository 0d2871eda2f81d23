//! Why an action is refused in a Jókai deal: the kind, the JK rule id, and a sentence
//! (`docs/jokai.md`, "Errors" and clarifications 4, 5, 8, 9, 10).

use crate::action::{Action, Lang};
use crate::card::Card;
use crate::error::{IllegalAction, IllegalKind};

use super::actions::*;
use super::game::{Game, Phase, FIVE_POINT};
use super::names::action_name;

const PAIR_NAMES: [&str; 3] = ["top", "middle", "bottom"];

/// An item as a refusal names it: "the game", or the figure's name.
fn the_item(i: usize) -> String {
    if i == 0 {
        "the game".into()
    } else {
        item_names(i).0.into()
    }
}

impl Game {
    /// The refusal of any action once the deal is over (JK-B3 after a throw-in).
    pub fn over_refusal(&self) -> IllegalAction {
        let rule = if self.thrown_in() { "JK-B3" } else { "JK-P0" };
        IllegalAction::new(IllegalKind::GameOver, Some(rule), format!("the deal is over ({rule})"))
    }

    /// The refusal of an action by `seat` when it is not his turn (JK-D1 for the
    /// sitting-out dealer).
    pub fn seat_refusal(&self, seat: usize) -> IllegalAction {
        let Some(cur) = self.current_player() else { return self.over_refusal() };
        if self.sits_out(seat) {
            return IllegalAction::new(IllegalKind::NotYourTurn, Some("JK-D1"), format!("seat {seat} sits out this deal (JK-D1)"));
        }
        let rule = self.phase.rule();
        IllegalAction::new(IllegalKind::NotYourTurn, Some(rule), format!("it is seat {cur}'s turn, not seat {seat}'s ({rule})"))
    }

    /// Why `a` is not legal now; `None` if it is legal.
    pub fn refusal(&self, a: Action) -> Option<IllegalAction> {
        (self.is_over() || !self.legal_actions().contains(a)).then(|| self.illegal(a))
    }

    /// Why `a`, which is not legal now, is refused.
    fn illegal(&self, a: Action) -> IllegalAction {
        if self.is_over() {
            return self.over_refusal();
        }
        let phase = self.phase;
        let wrong_phase = |name: String| {
            let rule = phase.rule();
            IllegalAction::refused(IllegalKind::WrongPhase, &name, &format!("not possible in the {} phase", phase.name()), Some(rule))
        };
        if !names_action(a) {
            return IllegalAction::no_such_action(a);
        }
        let name = action_name(self, a, Lang::English);
        // The reason without the name and the rule: `IllegalAction::refused` adds both.
        let refuse = |kind: IllegalKind, rule: &'static str, why: String| IllegalAction::refused(kind, &name, &why, Some(rule));
        let is_card = a < 54;
        let announcing = (ANNOUNCE..ANNOUNCE + FIGURES).contains(&a);
        let kontra = (KONTRA..REKONTRA).contains(&a);
        let rekontra = (REKONTRA..ACTION_SPACE).contains(&a);
        match phase {
            Phase::Play if is_card => {
                let c = Card::new(a).expect("a card id");
                let why = self.play.refusal(c).map_or_else(|| "not legal now".to_string(), |r| {
                    // The play state's message is "<card> is not legal: <reason>".
                    r.message.rsplit(": ").next().unwrap_or("not legal now").to_string()
                });
                let kind = if self.play.hand(self.play.current_player().unwrap_or(0)).contains(c) {
                    IllegalKind::TrickRule
                } else {
                    IllegalKind::NotInHand
                };
                refuse(kind, "JK-P0", why)
            }
            Phase::Bidding if (BID + 1..=BID + LEVELS).contains(&a) => {
                let current = LEVEL_NAMES[self.level as usize - 1].0;
                refuse(IllegalKind::Bidding, "JK-B1", format!("a bid must be higher than {current}"))
            }
            Phase::Skart if (TAKE_PAIR..TAKE_PAIR + 3).contains(&a) => {
                let p = self.skart_pair().expect("a pair in view") as usize;
                refuse(IllegalKind::Talon, "JK-S1", format!("the pair in view is the {} pair", PAIR_NAMES[p]))
            }
            Phase::Skart if a == NEXT_PAIR => {
                refuse(IllegalKind::Talon, "JK-S1", "at view 5 the declarer must take the pair in view".into())
            }
            Phase::Discard if is_card => {
                let c = Card::new(a).expect("a card id");
                let hand = self.hand(self.declarer().expect("a declarer"));
                if !hand.contains(c) {
                    refuse(IllegalKind::NotInHand, "JK-S2", "card not in the declarer's hand".into())
                } else {
                    debug_assert!(FIVE_POINT.contains(c));
                    refuse(
                        IllegalKind::Talon,
                        "JK-S2",
                        "a card worth 5 points (king, skíz, XXI, pagát) may not be discarded".into(),
                    )
                }
            }
            Phase::Announce if announcing => {
                let f = a - ANNOUNCE;
                let fig = FIGURE_TABLE[f as usize].en;
                let (rule, why) = if f == TAROKK_COUNT && self.is_announced(f) && self.is_announced(PAGAT_ULTIMO) {
                    ("JK-A4", format!("{fig} was announced with pagát ultimó, which obliges it"))
                } else if self.is_announced(f) {
                    ("JK-A1", format!("{fig} was already announced"))
                } else {
                    match f {
                        TAROKK_COUNT => ("JK-A4", "a count of 9 or fewer tarokks cannot be announced on its own".into()),
                        PAGAT_ULTIMO => ("JK-A5", "pagát ultimó needs the pagát in the declarer's hand".into()),
                        XXI_FOGAS => ("JK-A5", "the declarer holds the XXI and may not announce capturing it".into()),
                        _ => ("JK-A5", "the declarer holds the pagát and may not announce capturing it".into()),
                    }
                };
                refuse(IllegalKind::Announcement, rule, why)
            }
            Phase::Announce | Phase::Rekontra if kontra => {
                refuse(IllegalKind::Announcement, "JK-A2", "only the opponents say kontra".into())
            }
            Phase::Kontra | Phase::Rekontra if announcing => refuse(
                IllegalKind::Announcement,
                "JK-A1",
                "only the declarer announces, before the kontras".into(),
            ),
            Phase::Kontra if kontra => {
                let i = (a - KONTRA) as usize;
                let why = if !self.item_exists(i) {
                    format!("{} was not announced", item_names(i).0)
                } else {
                    format!("{} was already kontra'd", the_item(i))
                };
                refuse(IllegalKind::Announcement, "JK-A2", why)
            }
            Phase::Announce | Phase::Kontra if rekontra => refuse(
                IllegalKind::Announcement,
                "JK-A2",
                "only the declarer says rekontra, after the kontras".into(),
            ),
            Phase::Rekontra if rekontra => {
                let i = (a - REKONTRA) as usize;
                let item = the_item(i);
                let why = if self.kontra.level(i) == 0 {
                    format!("nobody said kontra to {item}")
                } else {
                    format!("{item} was already rekontra'd")
                };
                refuse(IllegalKind::Announcement, "JK-A2", why)
            }
            _ => wrong_phase(name),
        }
    }
}
