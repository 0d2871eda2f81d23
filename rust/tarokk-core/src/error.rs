//! Error types of the core, one per concern. (Card text that cannot be read is the
//! notation's own error, [`NotationError`], re-exported here.)

use std::fmt;

pub use crate::notation::{NotationError, PipWritten};

/// Malformed input: hands, tricks, options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError(pub String);

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

/// What kind of rule refused an action (for front ends that react differently to, say, a
/// wrong turn and a card that does not follow suit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalKind {
    /// The deal is over: no action is legal.
    GameOver,
    /// The id names no action of this game.
    NoSuchAction,
    /// The action exists but not in the current phase.
    WrongPhase,
    /// It is another seat's turn.
    NotYourTurn,
    /// The card is not in the acting seat's hand.
    NotInHand,
    /// A rule of trick play (follow suit, trump, overtake, keep a card).
    TrickRule,
    /// A rule of bidding (levels, priority, who may bid).
    Bidding,
    /// A rule of the talon, the discards or the call.
    Talon,
    /// A rule of announcements and kontras (who may say what, the ladder).
    Announcement,
}

impl IllegalKind {
    /// A short English name of the kind, e.g. `"not your turn"`.
    pub fn name(self) -> &'static str {
        match self {
            IllegalKind::GameOver => "game over",
            IllegalKind::NoSuchAction => "no such action",
            IllegalKind::WrongPhase => "wrong phase",
            IllegalKind::NotYourTurn => "not your turn",
            IllegalKind::NotInHand => "not in hand",
            IllegalKind::TrickRule => "trick rule",
            IllegalKind::Bidding => "bidding",
            IllegalKind::Talon => "talon",
            IllegalKind::Announcement => "announcement",
        }
    }
}

/// Why an action was refused: its kind, the rule id that refused it (`SL-B3`, …) when one
/// rule did, and a sentence for people. The state that refused it is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    /// What kind of rule refused the action.
    pub kind: IllegalKind,
    /// The id of the rule that refused it (`SL-B3`, …), when one rule did.
    pub rule: Option<&'static str>,
    /// A sentence for people saying why.
    pub message: String,
}

impl IllegalAction {
    /// An illegal action of the given kind, rule id and message.
    pub fn new(kind: IllegalKind, rule: Option<&'static str>, message: impl Into<String>) -> IllegalAction {
        IllegalAction { kind, rule, message: message.into() }
    }
    /// The refusal of action `name` for reason `why` under `rule`, in the words every game
    /// and both backends use: `"<name> is not legal: <why> (<rule>)"` (`docs/protocol.md`,
    /// "Refusals").
    pub fn refused(kind: IllegalKind, name: &str, why: &str, rule: Option<&'static str>) -> IllegalAction {
        let message = match rule {
            Some(r) => format!("{name} is not legal: {why} ({r})"),
            None => format!("{name} is not legal: {why}"),
        };
        IllegalAction { kind, rule, message }
    }
    /// The refusal of an id that names no action of the game (no rule refuses it: it is
    /// no action at all).
    pub fn no_such_action(a: impl fmt::Display) -> IllegalAction {
        IllegalAction::new(IllegalKind::NoSuchAction, None, format!("no such action id: {a}"))
    }
    /// The refusal of any action once the deal is over.
    pub fn game_over() -> IllegalAction {
        IllegalAction::new(IllegalKind::GameOver, None, "the deal is over")
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for IllegalAction {}

/// Why typed text is no action to apply ([`crate::GameState::parse_action_text`]): it reads
/// as no action, or its words name another action than the one it reads as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionTextError {
    /// The text names no action or card of the game.
    Notation(NotationError),
    /// The text reads as an action but its words are refused (a kontra step other than
    /// the one due, SL-A2 / PK-A4).
    Refused(IllegalAction),
}

impl fmt::Display for ActionTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionTextError::Notation(e) => e.fmt(f),
            ActionTextError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ActionTextError {}
