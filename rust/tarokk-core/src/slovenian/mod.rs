//! Slovenian tarok (`shared/rules/slovenian.md`, protocol in `docs/slovenian.md`).

pub mod actions;
pub mod contract;
pub mod facts;
mod game;
mod game_state;
pub mod names;
mod observation;
mod refusal;
mod scoring;
mod solver;
mod tally;
mod view;

pub use actions::{Action, Actions};
pub use facts::{score_deal, score_klop, tally_deal, tally_klop, BonusFacts, DealFacts, KlopFacts};
pub use game::{Dealt, Game, Options, Phase};
pub use game_state::MAX_GAME_LENGTH;
pub use observation::{max_announcements, max_bids};
pub use tally::{round5, Item, ItemKind, Tally, MAX_ITEMS};
pub use view::{LogEntry, View};

#[cfg(test)]
mod tests;
