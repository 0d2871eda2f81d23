//! [`AnyGame`]: one value for a deal of any game, dispatching the [`GameState`] interface
//! (as shakmaty's `VariantPosition` does for chess variants). Bindings, records and tools
//! hold an `AnyGame` and never name a game.

use crate::action::{Action, ActionSet, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{IllegalAction, InputError, NotationError};
use crate::options::OptionValue;
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
    /// program that picks the game by name (a setting, a command line). Other options by
    /// name: [`AnyGame::from_seed_with`]; or build the game's own `Game` and convert it
    /// (`AnyGame::from`).
    ///
    /// ```
    /// use tarokk_core::{AnyGame, GameState};
    /// let deal = AnyGame::from_seed("paskievics", 5, 42, 4).unwrap();
    /// assert_eq!((deal.game_name(), deal.table_seats(), deal.active_seats()), ("paskievics", 5, 4));
    /// assert!(AnyGame::from_seed("bridge", 4, 42, 0).is_err());
    /// ```
    pub fn from_seed(game: &str, table_seats: usize, seed: u64, dealer: usize) -> Result<AnyGame, InputError> {
        AnyGame::from_seed_with(game, table_seats, seed, dealer, &[])
    }

    /// [`AnyGame::from_seed`] with options set by name, as each game's `Options::set`
    /// takes them (the names of `docs/<game>.md`, "Options"; a Slovenian deal is not a
    /// compulsory klop round: that is `slovenian::Game::from_seed`'s flag, which the match
    /// decides).
    ///
    /// ```
    /// use tarokk_core::{AnyGame, GameState, OptionValue};
    /// let rules = [("rautes", OptionValue::Flag(true)), ("count_payers", OptionValue::Word("opponents"))];
    /// let deal = AnyGame::from_seed_with("paskievics", 4, 42, 0, &rules).unwrap();
    /// assert_eq!(deal.phase_name(), "cut"); // ráütés: the deal begins with the cut (PK-D3)
    /// let err = AnyGame::from_seed_with("jokai", 3, 42, 0, &[("end_early", OptionValue::Flag(false))]).unwrap_err();
    /// assert!(err.to_string().starts_with("unknown option for Jókai-hármas: end_early"));
    /// ```
    pub fn from_seed_with(
        game: &str,
        table_seats: usize,
        seed: u64,
        dealer: usize,
        options: &[(&str, OptionValue<'_>)],
    ) -> Result<AnyGame, InputError> {
        Ok(match game {
            "jokai" => {
                let mut o = jokai::Options::default();
                options.iter().try_for_each(|(k, v)| o.set(k, *v))?;
                jokai::Game::from_seed(table_seats, seed, dealer, o)?.into()
            }
            "slovenian" => {
                let mut o = slovenian::Options::default();
                options.iter().try_for_each(|(k, v)| o.set(k, *v))?;
                slovenian::Game::from_seed(table_seats, seed, dealer, false, o)?.into()
            }
            "paskievics" => {
                let mut o = paskievics::Options::default();
                options.iter().try_for_each(|(k, v)| o.set(k, *v))?;
                paskievics::Game::from_seed(table_seats, seed, dealer, o)?.into()
            }
            _ => {
                return Err(InputError(format!("no game named {game:?}: the games are {}", AnyGame::NAMES.join(", "))))
            }
        })
    }
}

impl AnyGame {
    /// A deal of the game named `game` given by its cards, as a table dealt them: a hand per
    /// table seat (`hands.len()` is the table's size; a sitting-out dealer's hand empty) and
    /// the talon (skart) in dealing order, under the rules file's default options. The
    /// same checks as the games' own constructors: every card of the game's pack once, the
    /// right sizes, an `InputError` saying what is wrong.
    ///
    /// ```
    /// use tarokk_core::{AnyGame, GameState};
    /// let dealt = AnyGame::from_seed("jokai", 3, 7, 0).unwrap();
    /// let hands: Vec<_> = (0..3).map(|s| dealt.hand(s)).collect();
    /// let again = AnyGame::from_cards("jokai", &hands, &dealt.talon(), 0).unwrap();
    /// assert_eq!(again.hand(1), dealt.hand(1));
    /// assert!(AnyGame::from_cards("jokai", &hands[..2], &dealt.talon(), 0).is_err());
    /// ```
    pub fn from_cards(game: &str, hands: &[CardSet], talon: &[Card], dealer: usize) -> Result<AnyGame, InputError> {
        let n = hands.len();
        let six = |what: &str| -> Result<[Card; 6], InputError> {
            talon.try_into().map_err(|_| InputError(format!("the {what} has 6 cards, not {}", talon.len())))
        };
        let four = |seats: &str| -> Result<[CardSet; 4], InputError> {
            if !(3..=4).contains(&n) {
                return Err(InputError(format!("{game} is dealt to {seats}, not {n}")));
            }
            let mut hs = [CardSet::EMPTY; 4];
            hs[..n].copy_from_slice(hands);
            Ok(hs)
        };
        Ok(match game {
            "jokai" => {
                let deal = jokai::Dealt { hands: four("3 table seats, or 4 with the dealer sitting out (JK-D1)")?, talon: six("skart")? };
                jokai::Game::new(n, deal, dealer, Default::default())?.into()
            }
            "slovenian" => {
                let deal = slovenian::Dealt { hands: four("3 or 4 players")?, talon: six("talon")? };
                slovenian::Game::new(n, deal, dealer, false, Default::default())?.into()
            }
            "paskievics" => paskievics::Game::new(n, hands, talon, dealer, Default::default())?.into(),
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

#[cfg(test)]
mod tests {
    use super::AnyGame;
    use crate::card::CardSet;
    use crate::game::GameState;
    use crate::rng::Rng;

    /// Every game and table size: the deal of a seed, given again by its cards, is the same
    /// deal (the same play by the same random actions, the same settlement); a card given
    /// twice or a short talon is refused.
    #[test]
    fn a_deal_given_by_its_cards_is_the_deal() {
        for (game, seats) in [("jokai", 3), ("jokai", 4), ("slovenian", 3), ("slovenian", 4), ("paskievics", 4), ("paskievics", 5)] {
            for seed in 0..20u64 {
                let dealer = seed as usize % seats;
                let mut a = AnyGame::from_seed(game, seats, seed, dealer).unwrap();
                let hands: Vec<CardSet> = (0..seats).map(|s| a.hand(s)).collect();
                let talon = a.talon();
                let mut b = AnyGame::from_cards(game, &hands, &talon, dealer).unwrap();
                let mut rng = Rng::new(seed);
                while a.current_player().is_some() {
                    let legal: Vec<_> = a.legal_actions().iter().collect();
                    assert_eq!(legal, b.legal_actions().iter().collect::<Vec<_>>(), "{game} {seats} seed {seed}");
                    let x = legal[rng.below(legal.len() as u32) as usize];
                    a.apply(x).unwrap();
                    b.apply(x).unwrap();
                }
                assert_eq!(a.settlement(), b.settlement());
                let mut twice = hands.clone();
                let active = (0..seats).find(|&s| !hands[s].is_empty()).unwrap();
                let other = (0..seats).rev().find(|&s| !hands[s].is_empty()).unwrap();
                let (mine, theirs) = (hands[active].first().unwrap(), hands[other].first().unwrap());
                twice[other].remove(theirs);
                twice[other].insert(mine);
                assert!(AnyGame::from_cards(game, &twice, &talon, dealer).is_err());
                assert!(AnyGame::from_cards(game, &hands, &talon[..5], dealer).is_err());
            }
        }
        assert!(AnyGame::from_cards("bridge", &[], &[], 0).is_err());
    }

    /// `redeal` takes one hand per table seat, no more and no fewer (an extra empty hand,
    /// or a sitting-out dealer's left out, were taken); the games' own constructors refuse
    /// cards in the fourth hand of a three-seat deal (they were dropped unsaid).
    #[test]
    fn a_deal_has_a_hand_per_table_seat() {
        for (game, seats) in [("jokai", 3), ("jokai", 4), ("slovenian", 3), ("slovenian", 4), ("paskievics", 4), ("paskievics", 5)] {
            let dealer = 1;
            let g = AnyGame::from_seed(game, seats, 3, dealer).unwrap();
            let mut hands: Vec<CardSet> = (0..seats).map(|s| g.hand(s)).collect();
            let talon = g.talon();
            assert!(g.redeal(&hands, &talon).is_some(), "{game} {seats}");
            hands.push(CardSet::EMPTY);
            assert!(g.redeal(&hands, &talon).is_none(), "{game} {seats}: an extra hand");
            hands.pop();
            let fewer: Vec<CardSet> = (0..seats).filter(|&s| s != dealer).map(|s| hands[s]).collect();
            assert!(g.redeal(&fewer, &talon).is_none(), "{game} {seats}: a hand left out");
        }
        let three = crate::slovenian::Game::from_seed(3, 5, 0, false, Default::default()).unwrap();
        let mut dealt = crate::slovenian::Dealt { hands: [three.hand(0), three.hand(1), three.hand(2), CardSet::EMPTY], talon: three.talon() };
        assert!(dealt.validate(3).is_ok());
        dealt.hands[3] = CardSet::EMPTY.with(three.hand(0).first().unwrap());
        assert!(dealt.validate(3).is_err());
        let three = crate::jokai::Game::from_seed(3, 5, 0, Default::default()).unwrap();
        let mut dealt = crate::jokai::Dealt { hands: [three.hand(0), three.hand(1), three.hand(2), CardSet::EMPTY], talon: three.talon() };
        assert!(dealt.validate(3, 0).is_ok());
        dealt.hands[3] = CardSet::EMPTY.with(three.hand(0).first().unwrap());
        assert!(dealt.validate(3, 0).is_err());
    }
}
