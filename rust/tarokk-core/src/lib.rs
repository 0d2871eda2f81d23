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
//!
//! # Example
//!
//! A Jókai-hármas deal from a seed, played to the end by the rule player, then its
//! settlement; and the double-dummy value of a Slovenian deal's play with two tricks left
//! (`cargo run --example embed` plays a whole deal of each game).
//!
//! ```
//! use tarokk_core::bots::jokai::JokaiRuleBot;
//! use tarokk_core::rng::Rng;
//! use tarokk_core::sim::Policy;
//! use tarokk_core::solver::Solver;
//! use tarokk_core::{jokai, slovenian, GameState, Lang};
//!
//! // Three players, seed 7, dealer seat 0, the rules file's default options.
//! let mut game = jokai::Game::from_seed(3, 7, 0, Default::default()).unwrap();
//! let mut rng = Rng::new(1);
//! while let Some(seat) = game.current_player() {
//!     let legal = game.legal_actions();
//!     let action = JokaiRuleBot.action(&game, seat, legal, &mut rng);
//!     // `apply` checks legality and leaves the state as it was on an error.
//!     game.apply(action).unwrap();
//! }
//! let result = game.settlement().unwrap();
//! assert!(result.items_add_up());
//! println!("{:?} amounts {:?}", result.contract, result.amounts);
//!
//! // Text in the game's own words is accepted as well as action numbers.
//! let mut game = slovenian::Game::from_seed(4, 3, 0, false, Default::default()).unwrap();
//! let pass = game.parse_action("pass").unwrap();
//! println!("{}", game.action_name(pass, Lang::Slovenian));
//! // Random legal actions up to the last two tricks, then the play solved.
//! while let Some(seat) = game.current_player() {
//!     if game.play_state().is_some() && game.hand(seat).len() <= 2 {
//!         break;
//!     }
//!     let legal: Vec<_> = game.legal_actions().iter().collect();
//!     game.apply(legal[rng.below(legal.len() as u32) as usize]).unwrap();
//! }
//! if game.current_player().is_some() {
//!     let position = game.solver_position(None).unwrap();
//!     let solution = Solver::new().solve(&position);
//!     println!("value {} ({} cards to choose from)", solution.value, solution.moves.len());
//! }
//! ```
//!
//! # A deal with its history: views, observations, typed actions, undo
//!
//! A seat's view and observation tensor are built from the actions taken so far, so a
//! front end drives the game through a [`Deal`] from the deal on. (The Slovenian
//! constructor's fourth argument says whether the deal is a compulsory klop round, SL-B6,
//! which the match decides.)
//!
//! ```
//! use tarokk_core::{slovenian, Deal, GameState};
//!
//! let mut deal = Deal::new(slovenian::Game::from_seed(4, 11, 0, false, Default::default()).unwrap());
//! let seat = deal.current_player().unwrap();
//! // What a player typed: read, its words checked, then applied for that seat only.
//! let action = deal.parse_action_text("pass").unwrap();
//! deal.apply(action, Some(seat)).unwrap();
//! let view = deal.view(seat).unwrap(); // what `seat` may know: its own hand, no other
//! assert!(!view.is_empty());
//! let mut tensor = vec![0.0; deal.observation_len()];
//! deal.write_observation(seat, &mut tensor).unwrap(); // the seat and the length checked
//! assert!(deal.view(4).is_err()); // no seat 4 at a table of four
//! deal.undo(); // back to the deal as dealt
//! assert!(deal.history().is_empty());
//! ```
//!
//! # Worlds: the cards a seat does not see, drawn
//!
//! [`worlds::sample_world`] deals the cards a seat has not seen again, consistently with
//! everything it saw (its view is the same in the world), and replays the history on that
//! deal: a [`Deal`] each seat could be in, whose play the solver can then solve (the
//! search player, [`bots::pimc`], averages many).
//!
//! ```
//! use tarokk_core::rng::Rng;
//! use tarokk_core::solver::{table_bits_for, Solver};
//! use tarokk_core::worlds::{sample_world, ATTEMPTS};
//! use tarokk_core::{AnyGame, Deal, GameState};
//!
//! // A Jókai deal played by the rule players until the third trick.
//! let mut deal = Deal::new(AnyGame::from_seed("jokai", 3, 7, 0).unwrap());
//! while deal.play_state().map_or(true, |p| p.tricks_done() < 2) {
//!     let a = deal.state().rule_action().expect("the deal goes on");
//!     deal.apply(a, None).unwrap();
//! }
//! let seat = deal.current_player().unwrap();
//! let world = sample_world(&deal, seat, &mut Rng::new(3), ATTEMPTS).expect("a world");
//! assert_eq!(world.view(seat), deal.view(seat)); // what the seat knows is the same
//! assert_eq!(world.hand(seat), deal.hand(seat));
//! // The world's play, every hand known to the solver.
//! let position = world.solver_position(None).unwrap();
//! let solution = Solver::with_table_bits(table_bits_for([&position])).solve(&position);
//! assert_eq!(solution.moves.len() as u32, world.legal_actions().len());
//! ```
//!
//! # Scoring a deal played with real cards
//!
//! What a scorer at the table writes down is each game's facts: [`slovenian::DealFacts`]
//! and [`slovenian::KlopFacts`], [`jokai::DealFacts`] (whose `settlement` also takes the
//! tricks each seat won) and [`paskievics::DealFacts`]. `validate` checks facts entered by
//! hand and says in a sentence what no deal can have; `settlement` checks them and scores.
//! A finished deal gives its own facts (`deal_facts` and `klop_facts`, Paskievics `facts`),
//! which always pass and settle as the deal did.
//!
//! ```
//! use tarokk_core::slovenian::KlopFacts;
//!
//! // Klop, four players: each seat's rounded card points and tricks (SL-L2, SL-L3).
//! let klop = KlopFacts { num_players: 4, points: [35, 20, 10, 5], tricks: [4, 4, 2, 2] };
//! assert_eq!(klop.settlement().unwrap().amounts, vec![-35, -20, -10, -5]);
//! // Points that add up to 65 are no deal's: refused, saying why.
//! let wrong = KlopFacts { points: [35, 20, 5, 5], ..klop };
//! assert!(wrong.validate().unwrap_err().0.contains("add up to 70"));
//! ```

#![warn(missing_docs)]

/// The crate README's example, compiled and run as a doctest (`cargo test --doc`).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

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
pub mod options;
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
pub use error::{ActionTextError, IllegalAction, IllegalKind, InputError, NotationError, PipWritten};
pub use game::{Deal, DealKnowledge, GameState, HandFact, LogEntry, PrivateFact, Regrouped, ViewFields};
pub use tensor::{Encoder, Segment};
pub use settlement::{Item, Settlement, Side};
pub use value::Value;
pub use notation::{format_card, format_card_object_hu, format_cards, parse_card, parse_card_object_hu, parse_cards, Style};
pub use options::OptionValue;
pub use play::PlayState;
pub use trick::{legal_plays, winner, Trick, TrickRules};
