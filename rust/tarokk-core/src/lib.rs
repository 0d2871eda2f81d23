//! `tarokk-core`: the rules engine of three Central European tarokk games
//! (Jókai-hármas, Slovenian tarok, Hungarian XX-calling tarokk), with no Python
//! dependency so that any Rust application can embed it.
//!
//! Layers, each using only those before it:
//! 1. the foundation shared by all games: [`card`] (cards, card sets, packs), [`notation`]
//!    (names in five styles), [`trick`] (legal plays, trick winner), [`count`] (counting),
//!    [`play`] (the play-phase state), [`rng`] (portable seeded randomness), and the shared
//!    mechanisms of a deal: [`action`] (action sets, languages), [`deal`] (shuffle, check a
//!    hand-given deal), [`kontra`] (the kontra ladder), [`announce`] (the announcement
//!    round), [`settlement`] (the itemised result), [`tensor`] (observation tensors),
//!    [`game`] (the [`GameState`] interface and [`Deal`], a state with its history) and
//!    [`worlds`] (deals consistent with what a seat knows), [`solver`] (the double-dummy
//!    solver of a play-phase position);
//! 2. the games: [`jokai`], [`paskievics`], [`slovenian`];
//! 3. what works on any game: [`any`] ([`AnyGame`]), [`sim`] (batch simulation, the generic
//!    play-out driver), [`bots`] (each game's rule-based player and the search player)
//!    and [`positions`] (positions of real deals, for benchmarks).

pub mod action;
pub mod announce;
pub mod any;
pub mod bots;
pub mod card;
pub mod count;
pub mod deal;
pub mod error;
pub mod game;
pub mod jokai;
pub mod kontra;
pub mod notation;
pub mod paskievics;
pub mod play;
pub mod positions;
pub mod rng;
pub mod settlement;
pub mod sim;
pub mod slovenian;
pub mod solver;
pub mod tensor;
pub mod trick;
pub mod value;
pub mod worlds;

pub use action::{Action, ActionSet, Lang};
pub use any::AnyGame;
pub use card::{Card, CardSet, Lead, Pack, Suit};
pub use error::{IllegalAction, IllegalKind, InputError, NotationError};
pub use game::{Deal, DealKnowledge, GameState, HandFact, LogEntry, PrivateFact, Regrouped, ViewFields};
pub use tensor::{Encoder, Segment};
pub use settlement::{Item, Settlement, Side};
pub use value::Value;
pub use notation::{format_card, format_cards, parse_card, parse_cards, Style};
pub use play::PlayState;
pub use trick::{legal_plays, winner, Trick, TrickRules};
