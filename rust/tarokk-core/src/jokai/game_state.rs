//! Jókai-hármas on the common interface ([`GameState`]).

use crate::action::{Action, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{IllegalAction, NotationError};
use crate::game::{forward_game_state, DealKnowledge, GameState, LogEntry, ViewFields};
use crate::tensor::Encoder;

use super::actions::ACTION_SPACE;
use super::deal::Dealt;
use super::game::Game;
use super::names;

/// The most actions of one deal: bidding (≤ 4 bids and 3 passes), skart (≤ 4 turns and the
/// take), 2 discards, announcements (7 figures and a pass), kontras (8 items and 2 passes),
/// rekontras (8 and a pass), 36 cards: 77, rounded up.
pub const MAX_GAME_LENGTH: usize = 80;

impl GameState for Game {
    forward_game_state!();

    fn game_name(&self) -> &'static str {
        "jokai"
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
        self.num_players()
    }
    fn active_seats(&self) -> usize {
        3
    }
    /// Ids 59 and 71 name nothing (`docs/jokai.md`, "Actions").
    fn is_action(&self, a: Action) -> bool {
        use super::actions::{KONTRA, TAKE_PAIR};
        a < ACTION_SPACE && a != TAKE_PAIR - 1 && a != KONTRA - 1
    }
    fn over_refusal(&self) -> IllegalAction {
        Game::over_refusal(self)
    }
    fn turn_refusal(&self, seat: usize) -> IllegalAction {
        Game::seat_refusal(self, seat)
    }
    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        names::parse_action(text)
    }
    fn view(&self, seat: usize, history: &[LogEntry]) -> ViewFields {
        self.seat_view(seat, history).fields()
    }
    /// Per paying opponent at most: the lost game 2^5·4 + 5 = 133 (a kettős at skart index
    /// 5, rekontra'd; szóló at most 7·4 + 60 = 88); the declarer's figures rekontra'd: the
    /// count 3·4, four of value 2·4, a failed pagát ultimó 2·4 + 30, volát 10·4 (12 + 32 +
    /// 38 + 40 = 122); the defenders' silent figures 1 + 1 + 2 + 1 + 1 + 5 = 11. That is
    /// 266, and the declarer's amount is three times that at most (N − 1 ≤ 3 payers).
    fn amount_bound(&self) -> u32 {
        3 * (133 + 122 + 11)
    }
    fn encode_observation(&self, seat: usize, history: &[LogEntry], enc: &mut Encoder) {
        self.seat_view(seat, history).encode(enc)
    }
    fn redeal(&self, hands: &[CardSet], talon: &[Card]) -> Option<Game> {
        let n = self.num_players();
        if hands.len() != n {
            return None; // one hand per table seat, the sitting-out dealer's empty
        }
        let mut hs = [CardSet::EMPTY; 4];
        hs[..n].copy_from_slice(hands);
        let deal = Dealt { hands: hs, talon: talon.try_into().ok()? };
        Game::new(n, deal, Game::dealer(self), self.options()).ok()
    }
    fn observes(&self, seat: usize, _a: Action) -> bool {
        self.observed_by(seat)
    }
    fn deal_knowledge(&self, seat: usize, history: &[LogEntry]) -> DealKnowledge {
        self.knowledge(seat, history)
    }
}
