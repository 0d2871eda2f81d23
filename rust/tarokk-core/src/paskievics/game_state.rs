//! Paskievics tarokk on the common interface ([`GameState`]).

use crate::action::{Action, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{IllegalAction, IllegalKind, NotationError};
use crate::game::{forward_game_state, DealKnowledge, GameState, LogEntry, ViewFields};
use crate::tensor::Encoder;

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
    // The play state's seats are the positions (the active seats from the forehand):
    // position `p` is table seat `(dealer + 1 + p) % table_seats`.
    forward_game_state!();

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
    fn dealt_hands(&self) -> Vec<CardSet> {
        Game::dealt_hands(self)
    }
    fn parse_action(&self, text: &str) -> Result<Action, NotationError> {
        names::parse_action(self, text)
    }
    fn text_refusal(&self, text: &str, a: Action) -> Option<IllegalAction> {
        names::text_refusal(self, text, a)
    }
    /// The dealer of five sits out the whole deal (PK-D4): told so, rather than whose turn
    /// it is, as Jókai tells its sitting-out dealer (JK-D1).
    fn turn_refusal(&self, seat: usize) -> IllegalAction {
        match self.current_player() {
            None => self.over_refusal(),
            Some(_) if self.table_seats() == 5 && seat == self.dealer() => {
                IllegalAction::new(IllegalKind::NotYourTurn, Some("PK-D4"), format!("seat {seat} sits out this deal (PK-D4)"))
            }
            Some(cur) => IllegalAction::new(IllegalKind::NotYourTurn, None, format!("it is seat {cur}'s turn, not seat {seat}'s")),
        }
    }
    fn view(&self, seat: usize, history: &[LogEntry]) -> ViewFields {
        self.seat_view(seat, history)
    }
    /// From the settlement rules (`docs/paskievics.md`, "Result") and the options' figure
    /// values. A party item pays `A` units per player: each defender and (five seats, cries
    /// and laughs) the dealer pays or gets `A`, the declarer gets `A` with a partner and
    /// `3A` alone, `4A` alone with cries and laughs: at most 4 |A| per item for any seat.
    /// The game: value 4 × kontra 32 × 2 (lost at 47) = 256. Figure f, announced (kontra
    /// up to mordkontra, 32) and silent (at most once per party, two parties), with level
    /// value 4: tulétroá 2 · 32 + 2 · 1, négy király 2 · 32 + 2 · 1, dupla
    /// 4 · dupla_announced · 32 + 2 · 8, pagát ultimó 10 · 32 + 2 · 5 (a failed silent
    /// ultimó costs 5, no more than the silent one), XXI fogás xxi_catch_announced · 32 +
    /// 2 · 21, volát 4 · volat_announced · 32 + 2 · 4 · volat_silent. Seat items: a count
    /// (at most 2) is paid by at most 3 seats, and a seat pays at most 3 others' counts:
    /// 12; the honour fee at most 3 + 2 + 1 = 6 (the dealer receives it, paying no party
    /// item beyond `A`); the PK-S5 penalty 2 × 3 = 6 (then alone).
    fn amount_bound(&self) -> u32 {
        let o = self.options();
        let figures = (2 * 32 + 2)
            + (2 * 32 + 2)
            + (4 * o.dupla_announced * 32 + 2 * 8)
            + (10 * 32 + 2 * 5)
            + (o.xxi_catch_announced * 32 + 2 * 21)
            + (4 * o.volat_announced * 32 + 2 * 4 * o.volat_silent);
        let party = 256 + figures;
        4 * party + 12 + 6
    }
    fn encode_observation(&self, seat: usize, history: &[LogEntry], enc: &mut Encoder) {
        self.encode(seat, history, enc)
    }
    fn redeal(&self, hands: &[CardSet], talon: &[Card]) -> Option<Game> {
        Game::redeal(self, hands, talon)
    }
    fn observes(&self, seat: usize, a: Action) -> bool {
        self.observed_by(seat, a)
    }
    fn deal_knowledge(&self, seat: usize, history: &[LogEntry]) -> DealKnowledge {
        self.knowledge(seat, history)
    }
}
