//! Hungarian four-handed XX-calling (Paskievics) tarokk (`shared/rules/paskievics.md`,
//! protocol in `docs/paskievics.md`).

pub mod actions;
pub mod facts;
mod game;
mod game_state;
pub mod names;
mod observation;
pub mod options;
mod refusal;
mod solver;
mod scoring;
mod view;

pub use facts::{score, CountFacts, DealFacts, FigureFacts, Outcome};
pub use game::{Annulment, Dealt, Deviation, Game, Phase, ACTIVE};
pub use game_state::MAX_GAME_LENGTH;
pub use options::{CountPayers, InvitCard, OfficialKnown, Options};

#[cfg(test)]
mod tests;
