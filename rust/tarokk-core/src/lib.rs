//! `tarokk-core`: the rules engine of three Central European tarokk games
//! (Jókai-hármas, Slovenian tarok, Hungarian XX-calling tarokk), with no Python
//! dependency so that any Rust application can embed it.
//!
//! The foundation shared by all games: [`card`] (cards, card sets, packs), [`notation`]
//! (names in five styles), [`trick`] (legal plays, trick winner), [`count`] (counting),
//! [`play`] (the play-phase state) and [`rng`] (portable seeded randomness).

pub mod card;
pub mod count;
pub mod error;
pub mod notation;
pub mod play;
pub mod rng;
pub mod sim;
pub mod slovenian;
pub mod trick;

pub use card::{Card, CardSet, Lead, Pack, Suit};
pub use error::{IllegalAction, InputError, NotationError};
pub use notation::{format_card, format_cards, parse_card, parse_cards, Style};
pub use play::PlayState;
pub use trick::{legal_plays, winner, Trick, TrickRules};
