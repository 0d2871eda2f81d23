//! Slovenian tarok on the common interface ([`GameState`]).

use crate::action::{Action, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{IllegalAction, NotationError};
use crate::game::{forward_game_state, DealKnowledge, GameState, LogEntry, ViewFields};
use crate::tensor::Encoder;
use crate::value::Value;

use super::actions::ACTION_SPACE;
use super::game::{Dealt, Game};
use super::names;
use super::view::View;

/// The most actions of one deal (4 players; 3 have fewer). Bidding: each bid raises the
/// (contract, priority) of the holder, so at most 11 × 4 bids, 4 passes and the declare
/// (49). Call, talon, 3 discards, raise (6). Announcements: at most 5 bonuses and 6 items ×
/// 4 kontra levels (29 acts), each acting turn ended by a pass (29), and empty turns: up to
/// 3 before the first act, 2 between acts, 3 after the last (3 + 28 × 2 + 3 = 62). Play: 48
/// cards.
pub const MAX_GAME_LENGTH: usize = 49 + 6 + (29 + 29 + 62) + 48;

impl GameState for Game {
    forward_game_state!();

    fn game_name(&self) -> &'static str {
        "slovenian"
    }
    fn pack(&self) -> Pack {
        Pack::Full54
    }
    fn action_space(&self) -> usize {
        ACTION_SPACE as usize
    }
    fn max_game_length(&self) -> usize {
        MAX_GAME_LENGTH
    }
    fn languages(&self) -> &'static [Lang] {
        &[Lang::English, Lang::Slovenian]
    }
    fn table_seats(&self) -> usize {
        self.num_players()
    }
    fn active_seats(&self) -> usize {
        self.num_players()
    }
    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        names::parse_action(self, text)
    }
    fn text_refusal(&self, text: &str, a: Action) -> Option<IllegalAction> {
        names::text_refusal(self, text, a)
    }
    /// Ids 82..=89 and 95..=99 name nothing (`docs/slovenian.md`, "Actions").
    fn is_action(&self, a: Action) -> bool {
        use super::actions::{ANNOUNCE, BONUSES, KONTRA, RAISE_COLOUR_VALAT};
        a <= RAISE_COLOUR_VALAT || (ANNOUNCE..ANNOUNCE + BONUSES).contains(&a) || (KONTRA..ACTION_SPACE).contains(&a)
    }
    fn view(&self, seat: usize, history: &[LogEntry]) -> ViewFields {
        self.seat_view(seat, history).fields()
    }
    /// An announced valat is the only item: 500 × 16 (mordkontra); a valat contract is
    /// scored the same (SL-S2, SL-S3). Below that: the game (60 + 35) × 16, the bonuses
    /// (20 + 20 + 20 + 50) × 16, a silent valat 250 and the mond 21 (3551); klop ±70. Every
    /// amount of the declarer's side goes to each of its seats, so this bounds each seat.
    fn amount_bound(&self) -> u32 {
        500 * 16
    }
    fn encode_observation(&self, seat: usize, history: &[LogEntry], enc: &mut Encoder) {
        self.seat_view(seat, history).encode(enc)
    }
    fn redeal(&self, hands: &[CardSet], talon: &[Card]) -> Option<Game> {
        let n = self.num_players();
        if hands.len() != n {
            return None; // one hand per seat
        }
        let mut hs = [CardSet::EMPTY; 4];
        hs[..n].copy_from_slice(hands);
        let deal = Dealt { hands: hs, talon: talon.try_into().ok()? };
        Game::new(n, deal, Game::dealer(self), self.compulsory_klop(), self.options()).ok()
    }
    fn observes(&self, seat: usize, a: Action) -> bool {
        self.observed_by(seat, a)
    }
    fn deal_knowledge(&self, seat: usize, history: &[LogEntry]) -> DealKnowledge {
        self.knowledge(seat, history)
    }
}

impl View {
    /// The view as named values (`docs/slovenian.md`, "Views").
    pub fn fields(&self) -> ViewFields {
        vec![
            ("seat", self.seat.into()),
            ("num_players", self.num_players.into()),
            ("dealer", self.dealer.into()),
            ("forehand", self.forehand.into()),
            ("compulsory_klop", self.compulsory_klop.into()),
            ("phase", Value::Str(self.phase.name())),
            ("current_player", self.current_player.into()),
            ("hand", Value::CardSet(self.hand)),
            ("bids", Value::Actions(self.bids.clone())),
            ("contract", self.contract.into()),
            ("declarer", self.declarer.into()),
            ("called", self.called.into()),
            ("partner", self.partner.into()),
            ("talon", Value::Cards(self.talon.clone())),
            ("talon_taken", self.talon_taken.into()),
            ("discards", Value::CardSet(self.discards)),
            ("announcements", Value::Actions(self.announcements.clone())),
            ("trick", Value::Cards(self.trick.clone())),
            ("trick_leader", self.trick_leader.into()),
            ("tricks", Value::Tricks(self.tricks.clone())),
            ("revealed", Value::SeatCards(self.revealed.clone())),
            ("won_counts", Value::Ints(self.won_counts.iter().map(|&w| w.into()).collect())),
        ]
    }
}
