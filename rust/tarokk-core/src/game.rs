//! The interface every game implements: [`GameState`], in the spirit of shakmaty's
//! `Position` and OpenSpiel's `State`. A game supplies a few required methods (its phase,
//! whose turn, the legal actions, applying one, naming and parsing actions, a seat's view,
//! the settlement); checked application and the rest are provided. [`Deal`] wraps any game
//! state with its action history and undo; `AnyGame` (module `any`, above this one)
//! dispatches over the games, so that simulation, bindings and tools are written once.

use crate::action::{Action, ActionSet, Lang};
use crate::card::{Card, CardSet, Pack};
use crate::error::{ActionTextError, IllegalAction, IllegalKind, InputError, NotationError};
use crate::play::PlayState;
use crate::settlement::Settlement;
use crate::solver::{Goal, Position};
use crate::tensor::{Encoder, Segment};
use crate::value::Value;

/// One entry of a deal's action history: the phase it was taken in (the game's phase
/// index), the seat that took it, and the action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LogEntry {
    /// The game's phase index when the action was taken.
    pub phase: u8,
    /// The seat that took the action.
    pub seat: u8,
    /// The action taken.
    pub action: Action,
}

/// A seat's view: named values (`docs/<game>.md`, "Views"), exactly what that seat may know.
pub type ViewFields = Vec<(&'static str, Value)>;

/// What a seat knows of where the cards were dealt, beyond its own hand and the cards it
/// saw taken by a card action (a card action takes the card from the actor's hand): the
/// game's part of sampling worlds consistent with the seat's view (`crate::worlds`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DealKnowledge {
    /// The talon slots (a bit per index in dealing order) whose card the seat has seen
    /// there: the talon shown, the pairs a declarer looked at, klop's turned cards.
    pub talon_seen: u16,
    /// Per talon slot, the seat whose hand its card joined, if any. Public in every game of
    /// this crate: the slots taken (a talon set, a skart pair) are named by public actions,
    /// only their cards may be hidden.
    pub talon_to: Vec<Option<u8>>,
    /// Per table seat, cards the seat was shown in that seat's hand other than by card
    /// actions (a hand laid open).
    pub shown: Vec<CardSet>,
    /// What public actions told of other hands: how many of some cards a seat held (a
    /// count announced, a card an announcement needs or forbids).
    pub facts: Vec<HandFact>,
    /// What public actions told of other seats' private actions (the discards a seat did
    /// not see): how many of some cards they took, and which of those were shown.
    pub private: Vec<PrivateFact>,
    /// Where the hands of a deal went when not each to its own seat: `None` in every game
    /// but Paskievics with ráütés (PK-D3), where a knock gives each seat the packet it
    /// chose. See [`Regrouped`].
    pub regrouped: Option<Regrouped>,
}

/// The hands of a deal given by hand (`GameState::redeal`'s `hands`, by table seat) when
/// they are not each its own seat's: who holds each (public: the knock and the packet
/// choices are public actions), and the seat's own cards as it received them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Regrouped {
    /// Per table seat `t`, the seat holding the cards of `redeal`'s hand `t`; `None`: nobody
    /// yet (before the cut, or a packet not chosen yet).
    pub holder: Vec<Option<u8>>,
    /// The cards the seat received (empty if it has none yet).
    pub own: CardSet,
}

/// A seat's private actions (those [`GameState::observes`] denies the observing seat) took
/// exactly `count` of `cards` from his hand, `known` (a subset) among them: a count of
/// discarded tarokks announced, the discarded tarokks turned up. `discardable`: each of
/// those actions took one card, of these (the rules let him discard no other: Paskievics'
/// PK-S2 keeps honours and kings); empty if that is not so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrivateFact {
    /// The seat whose private actions these are.
    pub seat: u8,
    /// The cards the actions took `count` of.
    pub cards: CardSet,
    /// How many of `cards` the actions took.
    pub count: u8,
    /// Those of the taken cards that were shown (a subset of `cards`).
    pub known: CardSet,
    /// The cards each of the actions could take (empty: no such limit is known).
    pub discardable: CardSet,
}

/// A seat held exactly `count` of `cards` (or, `at_least`, `count` or more): in his hand
/// as dealt (`dealt`), or when the play began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandFact {
    /// The seat the fact is about.
    pub seat: u8,
    /// The cards counted.
    pub cards: CardSet,
    /// How many of `cards` the seat held (exactly, or at least with `at_least`).
    pub count: u8,
    /// Whether the fact is about the hand as dealt (else: as it was when the play began).
    pub dealt: bool,
    /// Whether `count` is a lower bound rather than exact.
    pub at_least: bool,
}

/// The state of one deal of a game. A small `Copy` value in every game of this crate: the
/// history that views need is kept beside it (by [`Deal`] or by the caller).
///
/// A `history` argument must be this state's own: the entries of the actions that reached
/// it from the deal, in order, as [`Deal`] keeps them. Views are read from the state and
/// that history together, and another history is a caller's bug that may panic; an app
/// that does not keep the history itself should use [`Deal`], whose methods cannot be
/// given a wrong one.
pub trait GameState: Clone + Send + Sync {
    // ----- constants of the game (methods, so that `AnyGame` answers them too) -----------

    /// The game's name: `slovenian`, `jokai`, `paskievics`.
    fn game_name(&self) -> &'static str;
    /// The pack the game is played with.
    fn pack(&self) -> Pack;
    /// Action ids are below this.
    fn action_space(&self) -> usize;
    /// No deal takes more actions than this.
    fn max_game_length(&self) -> usize;
    /// The languages the game names its actions in (English first).
    fn languages(&self) -> &'static [Lang];

    // ----- the table -------------------------------------------------------------------

    /// Seats at the table (a seat that sits out the deal counts).
    fn table_seats(&self) -> usize;
    /// Seats dealt cards in this deal.
    fn active_seats(&self) -> usize;
    /// The dealer's table seat.
    fn dealer(&self) -> usize;

    // ----- where the deal stands --------------------------------------------------------

    /// The phase as a small index (stored in the history).
    fn phase_index(&self) -> u8;
    /// The phase's name: `bidding`, `talon`, `play`, `over`, …
    fn phase_name(&self) -> &'static str;
    /// Whose turn it is; `None` once the deal is over.
    fn current_player(&self) -> Option<usize>;
    /// The legal actions of the current player (empty when over).
    fn legal_actions(&self) -> ActionSet;
    /// Why `a` is not legal now (the kind, the rule, a sentence); `None` if it is legal.
    fn refusal(&self, a: Action) -> Option<IllegalAction>;

    /// Apply an action of `legal_actions` without checking it.
    ///
    /// # Panics
    /// May panic, or leave the state inconsistent, if `a` is not legal now: callers that
    /// cannot vouch for the action use [`GameState::apply`].
    fn apply_unchecked(&mut self, a: Action);

    // ----- names -------------------------------------------------------------------------

    /// The name of action `a` in the current state, in `lang` (a language of the game; in
    /// English for a language the game does not speak, see [`GameState::languages`]).
    fn action_name(&self, a: Action, lang: Lang) -> String;
    /// Read an action from text in any of the game's languages (or a card name). A front
    /// end that applies what a player typed uses [`GameState::parse_action_text`], which
    /// also refuses words that name another action ([`GameState::text_refusal`]).
    fn parse_action(&self, text: &str) -> Result<Action, NotationError>;
    /// Why action `a`, read from `text` by [`GameState::parse_action`], is refused for the
    /// words `text` names it by: a kontra step other than the one due (Slovenian SL-A2,
    /// Paskievics PK-A4, where one action is "the next step on an item" and any step's word
    /// names the item). `None` if the words are the action's own.
    fn text_refusal(&self, _text: &str, _a: Action) -> Option<IllegalAction> {
        None
    }
    /// Names of `a` depend only on `a` and this small number, so that front ends can cache
    /// them (Slovenian: whether cards are discards, and an item's kontra level).
    fn name_variant(&self, _a: Action) -> u8 {
        0
    }

    // ----- information ------------------------------------------------------------------

    /// A seat's current hand (omniscient: for simulators, solvers and tests).
    ///
    /// The per-seat methods (`hand`, `view`, `encode_observation`, `observation_tensor`,
    /// `write_observation`, `observes`, `deal_knowledge`) take a seat of the table, as a
    /// slice takes an index in bounds: past the table they may panic or answer
    /// something meaningless (`hand` an empty set, `view` a made-up seat's). Seats from outside
    /// are checked with [`GameState::check_seat`] first, or asked through [`Deal::view`],
    /// [`Deal::observation_tensor`] and [`Deal::write_observation`], which check.
    fn hand(&self, seat: usize) -> CardSet;
    /// The hands as dealt, by table seat: the `hands` of [`GameState::redeal`], so that a
    /// deal given by these hands and the talon is this one. Asked of a state as dealt
    /// ([`Deal::initial`]); omniscient. Paskievics with ráütés: the deal of a cut (PK-D3),
    /// which [`GameState::hand`] shows only after the cut.
    fn dealt_hands(&self) -> Vec<CardSet> {
        (0..self.table_seats()).map(|s| self.hand(s)).collect()
    }
    /// The talon as dealt, in order (omniscient).
    fn talon(&self) -> Vec<Card>;
    /// What `seat` may know, given this deal's history.
    ///
    /// # Panics
    /// May panic, or answer for a made-up seat, if `seat` is not a seat of the table or
    /// `history` is not this state's own; [`Deal::view`] and [`Deal::observation_tensor`]
    /// check the seat and keep the history (see [`GameState::hand`]).
    fn view(&self, seat: usize, history: &[LogEntry]) -> ViewFields;
    /// The play-phase state once play has started (for solvers). Its seats are the play's,
    /// which are not always table seats: with four at the Jókai table and in Paskievics they
    /// are the active seats from the forehand on. [`GameState::hand`] takes a table seat.
    fn play_state(&self) -> Option<&PlayState>;
    /// The play for the double-dummy solver (every hand known), with the objective `goal`
    /// or the contract's own (`docs/solver.md`); an error before the play phase or for an
    /// objective the game does not have. Once the deal is over (played out, or ended
    /// early) it is the position with nothing left to play, whose value is its base.
    fn solver_position(&self, goal: Option<Goal>) -> Result<Position, InputError>;
    /// The settlement; `None` until the deal is over.
    fn settlement(&self) -> Option<Settlement>;
    /// No seat's amount in a settlement exceeds this in absolute value (a bound derived in a
    /// comment): the utility range learning frameworks ask for.
    fn amount_bound(&self) -> u32;

    // ----- observations (`docs/observations.md`) ----------------------------------------

    /// Write `seat`'s observation tensor: what the seat may know, as floats in `0..=1`,
    /// built from its view so that it holds nothing the view does not. Its layout (the
    /// segments, their names and shapes) depends only on the game and the table size, never
    /// on the state. By convention it starts with the segments `seat` (a one-hot per table
    /// seat) and holds `hand` (54 bits), which front ends fill themselves while cards are
    /// still being dealt.
    ///
    /// # Panics
    /// May panic, or answer for a made-up seat, if `seat` is not a seat of the table or
    /// `history` is not this state's own; [`Deal::view`] and [`Deal::observation_tensor`]
    /// check the seat and keep the history (see [`GameState::hand`]).
    fn encode_observation(&self, seat: usize, history: &[LogEntry], enc: &mut Encoder);

    // ----- sampling worlds (`crate::worlds`) ---------------------------------------------

    /// The same deal's table, dealer, options and flags, with other cards: `hands` by table
    /// seat and `talon` in dealing order; `None` if these are not a deal of the game.
    fn redeal(&self, hands: &[CardSet], talon: &[Card]) -> Option<Self>;
    /// Does `seat` see which action the current player takes when he takes `a` (legal now)?
    /// False for private actions: a discard only the declarer sees. For a seat of the table
    /// (an answer without meaning for another).
    fn observes(&self, seat: usize, a: Action) -> bool;
    /// What `seat` knows of the deal, given this deal's history (see [`DealKnowledge`]).
    ///
    /// # Panics
    /// May panic, or answer for a made-up seat, if `seat` is not a seat of the table or
    /// `history` is not this state's own; [`crate::worlds::sample_world`] asks it of a
    /// [`Deal`], for a seat it checked.
    fn deal_knowledge(&self, seat: usize, history: &[LogEntry]) -> DealKnowledge;

    // ----- provided ---------------------------------------------------------------------

    /// `seat`'s observation tensor (`encode_observation`).
    ///
    /// # Panics
    /// May panic, or answer for a made-up seat, if `seat` is not a seat of the table or
    /// `history` is not this state's own; [`Deal::view`] and [`Deal::observation_tensor`]
    /// check the seat and keep the history (see [`GameState::hand`]).
    fn observation_tensor(&self, seat: usize, history: &[LogEntry]) -> Vec<f32> {
        let mut enc = Encoder::new();
        self.encode_observation(seat, history, &mut enc);
        enc.finish().0
    }

    /// Write `seat`'s observation tensor into `out`, a buffer of `observation_len` floats
    /// (for callers that keep one buffer).
    ///
    /// # Panics
    /// If `out` is not `observation_len` long, and as [`GameState::observation_tensor`] for
    /// a seat past the table or another history; [`Deal::write_observation`] checks all three.
    fn write_observation(&self, seat: usize, history: &[LogEntry], out: &mut [f32]) {
        out.copy_from_slice(&self.observation_tensor(seat, history));
    }

    /// The segments of the observation tensor, in order: the same for every state of the
    /// game at this table (it is encoded with no history, and only its shapes are read; a
    /// [`Deal`] asks its state as dealt, [`Deal::observation_layout`]).
    fn observation_layout(&self) -> Vec<Segment> {
        let mut enc = Encoder::with_layout();
        self.encode_observation(0, &[], &mut enc);
        enc.finish().1
    }

    /// The length of the observation tensor: the buffer [`GameState::write_observation`]
    /// writes (the same for every state of the game at this table).
    fn observation_len(&self) -> usize {
        self.observation_layout().iter().map(Segment::len).sum()
    }

    /// The action a player means by `text`, as a front end that takes typed actions needs
    /// it: read by [`GameState::parse_action`], and refused where the words name another
    /// action than the one they read as ([`GameState::text_refusal`]: `rekontra game` when a
    /// kontra is due reads as the item's next step, which is the kontra). Whether the action
    /// is legal now is [`GameState::apply`]'s to say.
    fn parse_action_text(&self, text: &str) -> Result<Action, ActionTextError> {
        let a = self.parse_action(text).map_err(ActionTextError::Notation)?;
        match self.text_refusal(text, a) {
            Some(refusal) => Err(ActionTextError::Refused(refusal)),
            None => Ok(a),
        }
    }

    /// `Ok` for a seat of the table (`0..table_seats()`), else an error that says so.
    fn check_seat(&self, seat: usize) -> Result<(), InputError> {
        let n = self.table_seats();
        if seat < n {
            Ok(())
        } else {
            Err(InputError(format!("seat {seat} is not a seat of this table (0 to {})", n - 1)))
        }
    }

    /// Does `a` name an action of this game? Ids below `action_space` may have gaps.
    fn is_action(&self, a: Action) -> bool {
        usize::from(a) < self.action_space()
    }

    /// The refusal of any action once the deal is over (a game may name its rule).
    fn over_refusal(&self) -> IllegalAction {
        IllegalAction::game_over()
    }

    /// The refusal of an action by `seat` out of turn (a game may name its rule).
    fn turn_refusal(&self, seat: usize) -> IllegalAction {
        match self.current_player() {
            None => self.over_refusal(),
            Some(cur) => {
                IllegalAction::new(IllegalKind::NotYourTurn, None, format!("it is seat {cur}'s turn, not seat {seat}'s"))
            }
        }
    }

    /// Whether the deal is over (no seat is to act).
    fn is_over(&self) -> bool {
        self.current_player().is_none()
    }

    /// Whether action `a` is legal now.
    fn is_legal(&self, a: Action) -> bool {
        self.legal_actions().contains(a)
    }

    /// Apply a legal action; an illegal one is refused with the reason and the state is
    /// unchanged.
    fn apply(&mut self, a: Action) -> Result<(), IllegalAction> {
        if self.is_over() {
            return Err(self.over_refusal());
        }
        if usize::from(a) >= self.action_space() {
            return Err(IllegalAction::new(IllegalKind::NoSuchAction, None, format!("no such action id: {a}")));
        }
        if let Some(refusal) = self.refusal(a) {
            return Err(refusal);
        }
        self.apply_unchecked(a);
        Ok(())
    }
}

/// The [`GameState`] methods that every game answers with its own inherent method of the
/// same name (and its `names` module), written once: a game's impl says
/// `forward_game_state!();` and adds the rest.
macro_rules! forward_game_state {
    () => {
        fn dealer(&self) -> usize {
            Self::dealer(self)
        }
        fn phase_index(&self) -> u8 {
            self.phase() as u8
        }
        fn phase_name(&self) -> &'static str {
            self.phase().name()
        }
        fn current_player(&self) -> Option<usize> {
            Self::current_player(self)
        }
        fn legal_actions(&self) -> $crate::action::ActionSet {
            Self::legal_actions(self)
        }
        fn refusal(&self, a: $crate::action::Action) -> Option<$crate::error::IllegalAction> {
            Self::refusal(self, a)
        }
        fn apply_unchecked(&mut self, a: $crate::action::Action) {
            Self::apply_unchecked(self, a)
        }
        fn action_name(&self, a: $crate::action::Action, lang: $crate::action::Lang) -> String {
            names::action_name(self, a, lang)
        }
        fn name_variant(&self, a: $crate::action::Action) -> u8 {
            names::name_variant(self, a)
        }
        fn hand(&self, seat: usize) -> $crate::card::CardSet {
            Self::hand(self, seat)
        }
        fn talon(&self) -> Vec<$crate::card::Card> {
            Self::talon(self).to_vec()
        }
        fn play_state(&self) -> Option<&$crate::play::PlayState> {
            Self::play_state(self)
        }
        fn solver_position(
            &self,
            goal: Option<$crate::solver::Goal>,
        ) -> Result<$crate::solver::Position, $crate::error::InputError> {
            Self::solver_position(self, goal)
        }
        fn settlement(&self) -> Option<$crate::settlement::Settlement> {
            Self::settlement(self)
        }
    };
}
pub(crate) use forward_game_state;

/// A deal with its history: a game state, every action taken (the views need them), and
/// the states before each action, for undo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal<G: GameState> {
    state: G,
    history: Vec<LogEntry>,
    before: Vec<G>,
    /// Per history entry: was it forced by a simulation's setup ([`Deal::apply_forced`])?
    forced: Vec<bool>,
}

impl<G: GameState> Deal<G> {
    /// A deal starting from `state`, with an empty history.
    ///
    /// `state` is a deal as dealt, before any action: the views and observation tensors are
    /// built from the history a `Deal` keeps, so a state already played on elsewhere would
    /// be told without its past (no bids, no tricks). Apply every action through the `Deal`
    /// from the start; [`Deal::try_new`] checks a state from outside.
    pub fn new(state: G) -> Deal<G> {
        Deal { state, history: Vec::new(), before: Vec::new(), forced: Vec::new() }
    }

    /// [`Deal::new`] for a state from outside: an error unless `state` is a deal as dealt
    /// (the deal its own dealt hands and talon give again), since a state played on
    /// elsewhere would be told without its past.
    pub fn try_new(state: G) -> Result<Deal<G>, InputError>
    where
        G: PartialEq,
    {
        if state.redeal(&state.dealt_hands(), &state.talon()).as_ref() != Some(&state) {
            return Err(InputError(
                "the state is not a deal as dealt: actions were taken on it outside a Deal, whose history the views need".into(),
            ));
        }
        Ok(Deal::new(state))
    }

    /// The current state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The actions taken so far, in order.
    pub fn history(&self) -> &[LogEntry] {
        &self.history
    }

    /// The state before the first action (as dealt).
    pub fn initial(&self) -> &G {
        self.before.first().unwrap_or(&self.state)
    }

    /// Apply `a` for the current player; with `seat`, refuse it unless it is that seat's
    /// turn. The state and history are unchanged on error.
    pub fn apply(&mut self, a: Action, seat: Option<usize>) -> Result<LogEntry, IllegalAction> {
        let Some(cur) = self.state.current_player() else { return Err(self.state.over_refusal()) };
        if let Some(s) = seat.filter(|&s| s != cur) {
            return Err(self.state.turn_refusal(s));
        }
        let entry = LogEntry { phase: self.state.phase_index(), seat: cur as u8, action: a };
        let before = self.state.clone();
        self.state.apply(a)?;
        self.before.push(before);
        self.history.push(entry);
        self.forced.push(false);
        Ok(entry)
    }

    /// Apply `a`, a legal action, for the current player without the legality check
    /// (nothing if the deal is over), for a driver that knows its actions are legal.
    pub(crate) fn apply_unchecked(&mut self, a: Action) {
        self.push_unchecked(a, false);
    }

    /// Apply `a` for the current player as an action the setup of a simulation forces
    /// (the Paskievics play-phase mode's call, made on any hand, also one the rules do not
    /// offer it), marked so: a world drawn for a search player replays it as forced
    /// (`crate::worlds`), where the rules alone would refuse it.
    pub(crate) fn apply_forced(&mut self, a: Action) {
        self.push_unchecked(a, true);
    }

    fn push_unchecked(&mut self, a: Action, forced: bool) {
        let Some(cur) = self.state.current_player() else { return };
        let entry = LogEntry { phase: self.state.phase_index(), seat: cur as u8, action: a };
        let before = self.state.clone();
        self.state.apply_unchecked(a);
        self.before.push(before);
        self.history.push(entry);
        self.forced.push(forced);
    }

    /// Was history entry `k` forced by a simulation's setup ([`Deal::apply_forced`])?
    pub(crate) fn is_forced(&self, k: usize) -> bool {
        self.forced.get(k).copied().unwrap_or(false)
    }

    /// Take back the last action; `None` if there is none.
    pub fn undo(&mut self) -> Option<LogEntry> {
        let state = self.before.pop()?;
        self.state = state;
        self.forced.pop();
        self.history.pop()
    }

    /// What `seat` may know; an error for a seat that is not at the table.
    pub fn view(&self, seat: usize) -> Result<ViewFields, InputError> {
        self.state.check_seat(seat)?;
        Ok(self.state.view(seat, &self.history))
    }

    /// `seat`'s observation tensor; an error for a seat that is not at the table.
    pub fn observation_tensor(&self, seat: usize) -> Result<Vec<f32>, InputError> {
        self.state.check_seat(seat)?;
        Ok(self.state.observation_tensor(seat, &self.history))
    }

    /// Write `seat`'s observation tensor into `out`, a buffer of [`Deal::observation_len`]
    /// floats kept by the caller; an error (and `out` untouched) for a seat that is not at
    /// the table or a buffer of another length. The checked [`GameState::write_observation`].
    pub fn write_observation(&self, seat: usize, out: &mut [f32]) -> Result<(), InputError> {
        self.state.check_seat(seat)?;
        let len = self.observation_len();
        if out.len() != len {
            return Err(InputError(format!("the observation buffer holds {} floats, the tensor {len}", out.len())));
        }
        self.state.write_observation(seat, &self.history, out);
        Ok(())
    }

    /// The segments of the observation tensor (the same at every step).
    pub fn observation_layout(&self) -> Vec<Segment> {
        self.initial().observation_layout()
    }

    /// The length of the observation tensor (the same at every step): the buffer
    /// [`GameState::write_observation`] writes.
    pub fn observation_len(&self) -> usize {
        self.initial().observation_len()
    }

    /// The state in which history entry `k` was taken; for `k` at or past the history's
    /// length, the current state (the one the next action will be taken in).
    pub fn state_before(&self, k: usize) -> &G {
        self.before.get(k).unwrap_or(&self.state)
    }
}

impl<G: GameState> std::ops::Deref for Deal<G> {
    type Target = G;
    fn deref(&self) -> &G {
        &self.state
    }
}
