//! Jókai-hármas, three-handed Hungarian tarokk (`shared/rules/jokai.md`, protocol in
//! `docs/jokai.md`): the deal, bidding, the kettős skart, discards, announcements, kontra
//! and rekontra, the play, counting and the itemised settlement.

pub mod actions;
pub mod deal;
pub mod facts;
mod game;
mod game_state;
pub mod names;
mod observation;
mod refusal;
mod solver;
pub mod scoring;
mod view;

pub use actions::{Action, Actions, Figure, Level};
pub use deal::Dealt;
pub use facts::DealFacts;
pub use game::{Game, Options, Phase, FIVE_POINT};
pub use game_state::MAX_GAME_LENGTH;
pub use observation::{MAX_ANNOUNCEMENTS, MAX_BIDS};
pub use scoring::{tally_deal, Tally};
pub use view::View;

#[cfg(test)]
mod tests;
