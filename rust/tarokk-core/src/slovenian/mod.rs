//! Slovenian tarok (`shared/rules/slovenian.md`, protocol in `docs/slovenian.md`).

pub mod actions;
pub mod contract;
mod game;
pub mod names;
mod scoring;
mod view;

pub use actions::{Action, Actions};
pub use game::{Deal, Game, Options, Phase};
pub use scoring::{round5, Item, ItemKind, Settlement, Side};
pub use view::{LogEntry, View};
