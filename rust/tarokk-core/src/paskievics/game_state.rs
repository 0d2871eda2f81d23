//! Paskievics tarokk on the common interface ([`GameState`]).

use crate::action::{Action, ActionSet, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{IllegalAction, NotationError};
use crate::game::{GameState, LogEntry, ViewFields};
use crate::play::PlayState;
use crate::settlement::Settlement;

use super::actions::ACTION_SPACE;
use super::game::Game;
use super::names;

/// The most actions of one deal. Ráütés: the knock and three packet choices (4). Bidding:
/// each bid raises the level (at most 4 bids), and after each bid at most three holds, each
/// by a seat of higher priority than the last holder (12), then 4 passes (20). Discards: 6
/// cards and the szóló declarer's pass (7). Announcements: at most 46 acts (the call, 4
/// counts, 6 figures, 7 items × 5 kontra steps), each acting turn ended by a pass (46),
/// and empty turns: at most 2 between acting turns and 3 after the last (2 × 45 + 3 = 93).
/// Play: 36 cards. Reveal: 4.
pub const MAX_GAME_LENGTH: usize = 4 + 20 + 7 + (46 + 46 + 93) + 36 + 4;

impl GameState for Game {
    fn game_name(&self) -> &'static str {
        "paskievics"
    }
    fn pack(&self) -> Pack {
        Pack::Hungarian42
    }
    fn action_space(&self) -> usize {
        ACTION_SPACE as usize
    }
    fn max_game_length(&self) -> usize {
        MAX_GAME_LENGTH
    }
    fn languages(&self) -> &'static [Lang] {
        &[Lang::English, Lang::Hungarian]
    }
    fn table_seats(&self) -> usize {
        Game::table_seats(self)
    }
    fn active_seats(&self) -> usize {
        super::game::ACTIVE
    }
    fn dealer(&self) -> usize {
        Game::dealer(self)
    }
    fn phase_index(&self) -> u8 {
        self.phase() as u8
    }
    fn phase_name(&self) -> &'static str {
        self.phase().name()
    }
    fn current_player(&self) -> Option<usize> {
        Game::current_player(self)
    }
    fn legal_actions(&self) -> ActionSet {
        Game::legal_actions(self)
    }
    fn refusal(&self, a: Action) -> IllegalAction {
        Game::refusal(self, a)
    }
    fn apply_unchecked(&mut self, a: Action) {
        Game::apply_unchecked(self, a)
    }
    fn action_name(&self, a: Action, lang: Lang) -> String {
        names::action_name(self, a, lang)
    }
    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        names::parse_action(self, text)
    }
    fn name_variant(&self, a: Action) -> u8 {
        names::name_variant(self, a)
    }
    fn hand(&self, seat: usize) -> CardSet {
        Game::hand(self, seat)
    }
    fn talon(&self) -> Vec<Card> {
        Game::talon(self).to_vec()
    }
    fn view(&self, seat: usize, history: &[LogEntry]) -> ViewFields {
        self.seat_view(seat, history)
    }
    /// The play state's seats are the positions (the active seats from the forehand):
    /// position `p` is table seat `(dealer + 1 + p) % table_seats`.
    fn play_state(&self) -> Option<&PlayState> {
        Game::play_state(self)
    }
    fn settlement(&self) -> Option<Settlement> {
        Game::settlement(self)
    }
}
