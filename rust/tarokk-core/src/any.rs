//! [`AnyGame`]: one value for a deal of any game, dispatching the [`GameState`] interface
//! (as shakmaty's `VariantPosition` does for chess variants). Bindings, records and tools
//! hold an `AnyGame` and never name a game.

use crate::action::{Action, ActionSet, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{IllegalAction, InputError, NotationError};
use crate::solver::{Goal, Position};
use crate::game::{DealKnowledge, GameState, LogEntry, ViewFields};
use crate::play::PlayState;
use crate::paskievics;
use crate::settlement::Settlement;
use crate::tensor::{Encoder, Segment};
use crate::jokai;
use crate::slovenian;

/// A deal of one of the games.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyGame {
    /// A Jókai-hármas deal.
    Jokai(jokai::Game),
    /// A Slovenian tarok deal.
    Slovenian(slovenian::Game),
    /// A Paskievics (Hungarian XX-calling tarokk) deal.
    Paskievics(paskievics::Game),
}

/// Calls `$body` with `$g` bound to the game inside.
macro_rules! dispatch {
    ($self:expr, $g:ident => $body:expr) => {
        match $self {
            AnyGame::Jokai($g) => $body,
            AnyGame::Slovenian($g) => $body,
            AnyGame::Paskievics($g) => $body,
        }
    };
}

impl AnyGame {
    /// The games' names, as [`GameState::game_name`] gives them (the Python registry's too).
    pub const NAMES: [&'static str; 3] = ["jokai", "slovenian", "paskievics"];

    /// A deal of the game named `game` (one of [`AnyGame::NAMES`]) for `table_seats`, dealt
    /// from `seed` with `dealer` dealing, under the rules file's default options: for a
    /// program that picks the game by name (a setting, a command line). For other options,
    /// build the game's own `Game` and convert it (`AnyGame::from`).
    ///
    /// ```
    /// use tarokk_core::{AnyGame, GameState};
    /// let deal = AnyGame::from_seed("paskievics", 5, 42, 4).unwrap();
    /// assert_eq!((deal.game_name(), deal.table_seats(), deal.active_seats()), ("paskievics", 5, 4));
    /// assert!(AnyGame::from_seed("bridge", 4, 42, 0).is_err());
    /// ```
    pub fn from_seed(game: &str, table_seats: usize, seed: u64, dealer: usize) -> Result<AnyGame, InputError> {
        Ok(match game {
            "jokai" => jokai::Game::from_seed(table_seats, seed, dealer, Default::default())?.into(),
            "slovenian" => slovenian::Game::from_seed(table_seats, seed, dealer, false, Default::default())?.into(),
            "paskievics" => paskievics::Game::from_seed(table_seats, seed, dealer, Default::default())?.into(),
            _ => {
                return Err(InputError(format!("no game named {game:?}: the games are {}", AnyGame::NAMES.join(", "))))
            }
        })
    }
}

impl From<jokai::Game> for AnyGame {
    fn from(g: jokai::Game) -> AnyGame {
        AnyGame::Jokai(g)
    }
}

impl From<slovenian::Game> for AnyGame {
    fn from(g: slovenian::Game) -> AnyGame {
        AnyGame::Slovenian(g)
    }
}

impl From<paskievics::Game> for AnyGame {
    fn from(g: paskievics::Game) -> AnyGame {
        AnyGame::Paskievics(g)
    }
}

impl GameState for AnyGame {
    fn game_name(&self) -> &'static str {
        dispatch!(self, g => g.game_name())
    }
    fn pack(&self) -> Pack {
        dispatch!(self, g => GameState::pack(g))
    }
    fn action_space(&self) -> usize {
        dispatch!(self, g => g.action_space())
    }
    fn max_game_length(&self) -> usize {
        dispatch!(self, g => g.max_game_length())
    }
    fn languages(&self) -> &'static [Lang] {
        dispatch!(self, g => g.languages())
    }
    fn table_seats(&self) -> usize {
        dispatch!(self, g => g.table_seats())
    }
    fn active_seats(&self) -> usize {
        dispatch!(self, g => g.active_seats())
    }
    fn dealer(&self) -> usize {
        dispatch!(self, g => GameState::dealer(g))
    }
    fn phase_index(&self) -> u8 {
        dispatch!(self, g => g.phase_index())
    }
    fn phase_name(&self) -> &'static str {
        dispatch!(self, g => g.phase_name())
    }
    fn current_player(&self) -> Option<usize> {
        dispatch!(self, g => GameState::current_player(g))
    }
    fn legal_actions(&self) -> ActionSet {
        dispatch!(self, g => GameState::legal_actions(g))
    }
    fn refusal(&self, a: Action) -> Option<IllegalAction> {
        dispatch!(self, g => GameState::refusal(g, a))
    }
    fn apply_unchecked(&mut self, a: Action) {
        dispatch!(self, g => GameState::apply_unchecked(g, a))
    }
    /// Dispatched, so that a game's own refusals (with its rule ids) reach the caller.
    fn apply(&mut self, a: Action) -> Result<(), IllegalAction> {
        dispatch!(self, g => GameState::apply(g, a))
    }
    fn is_action(&self, a: Action) -> bool {
        dispatch!(self, g => g.is_action(a))
    }
    fn over_refusal(&self) -> IllegalAction {
        dispatch!(self, g => g.over_refusal())
    }
    fn turn_refusal(&self, seat: usize) -> IllegalAction {
        dispatch!(self, g => g.turn_refusal(seat))
    }
    fn action_name(&self, a: Action, lang: Lang) -> String {
        dispatch!(self, g => g.action_name(a, lang))
    }
    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        dispatch!(self, g => g.parse_action(text))
    }
    fn name_variant(&self, a: Action) -> u8 {
        dispatch!(self, g => g.name_variant(a))
    }
    fn text_refusal(&self, text: &str, a: Action) -> Option<IllegalAction> {
        dispatch!(self, g => g.text_refusal(text, a))
    }
    fn hand(&self, seat: usize) -> CardSet {
        dispatch!(self, g => GameState::hand(g, seat))
    }
    fn dealt_hands(&self) -> Vec<CardSet> {
        dispatch!(self, g => GameState::dealt_hands(g))
    }
    fn talon(&self) -> Vec<Card> {
        dispatch!(self, g => GameState::talon(g))
    }
    fn view(&self, seat: usize, history: &[LogEntry]) -> ViewFields {
        dispatch!(self, g => GameState::view(g, seat, history))
    }
    fn play_state(&self) -> Option<&PlayState> {
        dispatch!(self, g => GameState::play_state(g))
    }
    fn solver_position(&self, goal: Option<Goal>) -> Result<Position, InputError> {
        dispatch!(self, g => GameState::solver_position(g, goal))
    }
    fn settlement(&self) -> Option<Settlement> {
        dispatch!(self, g => GameState::settlement(g))
    }
    fn amount_bound(&self) -> u32 {
        dispatch!(self, g => g.amount_bound())
    }
    fn encode_observation(&self, seat: usize, history: &[LogEntry], enc: &mut Encoder) {
        dispatch!(self, g => g.encode_observation(seat, history, enc))
    }
    fn observation_tensor(&self, seat: usize, history: &[LogEntry]) -> Vec<f32> {
        dispatch!(self, g => g.observation_tensor(seat, history))
    }
    fn observation_layout(&self) -> Vec<Segment> {
        dispatch!(self, g => g.observation_layout())
    }
    fn redeal(&self, hands: &[CardSet], talon: &[Card]) -> Option<AnyGame> {
        dispatch!(self, g => g.redeal(hands, talon).map(AnyGame::from))
    }
    fn observes(&self, seat: usize, a: Action) -> bool {
        dispatch!(self, g => g.observes(seat, a))
    }
    fn deal_knowledge(&self, seat: usize, history: &[LogEntry]) -> DealKnowledge {
        dispatch!(self, g => g.deal_knowledge(seat, history))
    }
}
