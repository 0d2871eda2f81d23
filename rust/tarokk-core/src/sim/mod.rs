//! Batch simulation: many complete deals from one seed, on all cores.
//!
//! Every deal `i` of a run depends only on `(seed, i)` through [`deal_seed`], so a run gives
//! the same records whatever the number of threads or the chunking. One play-out driver,
//! [`Simulator`], plays any game that implements [`Simulated`] (how a run's deal is set up,
//! the game's rule-based [`Policy`], the record of a finished deal); [`run`] then spreads a
//! range of deals over worker threads. The play loops allocate nothing.
//!
//! Games: [`jokai`] (3 seats, or 4 with the dealer sitting out), [`paskievics`] (4 table
//! seats, or 5), [`slovenian`] (4 and 3 players).

pub mod jokai;
pub mod paskievics;
mod search;
pub mod slovenian;

pub use search::release_searcher;

use std::sync::Mutex;

use crate::action::{Action, ActionSet};
use crate::any::AnyGame;
use crate::bots::pimc::PimcConfig;
use crate::card::{BitCounts, Card, CardSet};
use crate::error::InputError;
use crate::game::GameState;
use crate::rng::Rng;
use crate::settlement::MAX_TABLE_SEATS;

/// Most seats of any table (a sitting-out dealer may pay or receive).
pub const MAX_SEATS: usize = MAX_TABLE_SEATS;

/// How a seat chooses its actions: the policies every game offers by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PolicyKind {
    /// A uniformly random legal action (drawn from the deal's action generator).
    Random,
    /// The game's simple rule-based player ([`Simulated::RuleBot`]). Deterministic.
    Rule,
    /// The rule-based player until the play, then random cards: deals whose contracts are
    /// what players would bid, played out at random.
    RuleBid,
    /// The search player ([`crate::bots::pimc`]) with these parameters: each decision
    /// samples worlds from what the seat knows and solves them. Thousands of times slower
    /// than the others; a run with such a seat plays its deals one by one with their
    /// histories (the search player needs what each seat saw), see [`Simulator`].
    Search(PimcConfig),
}

impl PolicyKind {
    /// The base names of the policies, as [`PolicyKind::from_name`] reads them.
    pub const NAMES: [&'static str; 4] = ["random", "rule", "rule-bid", "pimc"];

    /// A policy by name: `random`, `rule`, `rule-bid`, or `pimc` (also `search`) with
    /// optional parameters, `pimc:worlds=8,rollouts=16,exact_tricks=4,seconds=0.5`.
    pub fn from_name(name: &str) -> Result<PolicyKind, InputError> {
        let (base, params) = name.trim().split_once(':').unwrap_or((name.trim(), ""));
        match base.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "random" if params.is_empty() => Ok(PolicyKind::Random),
            "rule" | "rules" | "rule-based" if params.is_empty() => Ok(PolicyKind::Rule),
            "rule-bid" | "rule-bidding" if params.is_empty() => Ok(PolicyKind::RuleBid),
            "pimc" | "search" => Ok(PolicyKind::Search(PimcConfig::parse(params)?)),
            _ => Err(InputError(format!("unknown policy {name:?}: use 'random', 'rule', 'rule-bid' or 'pimc'"))),
        }
    }

    /// The policy's base name: `random`, `rule`, `rule-bid` or `pimc` (without parameters).
    pub fn name(self) -> &'static str {
        match self {
            PolicyKind::Random => "random",
            PolicyKind::Rule => "rule",
            PolicyKind::RuleBid => "rule-bid",
            PolicyKind::Search(_) => "pimc",
        }
    }
}

impl AnyGame {
    /// The action the game's rule-based player ([`Simulated::RuleBot`]) takes now; `None`
    /// once the deal is over. Deterministic. (Here rather than in `any`, which names no
    /// module above it: the rule players are the simulation's.)
    pub fn rule_action(&self) -> Option<Action> {
        fn pick<G: Simulated>(g: &G) -> Option<Action> {
            let seat = g.current_player()?;
            let legal = g.legal_actions();
            let mut rng = Rng::new(0); // the rule players draw nothing; the trait asks for one
            Some(G::RuleBot::default().action(g, seat, legal, &mut rng))
        }
        match self {
            AnyGame::Jokai(g) => pick(g),
            AnyGame::Slovenian(g) => pick(g),
            AnyGame::Paskievics(g) => pick(g),
        }
    }
}

/// A player of game `G`: chooses an action among the legal ones, and a card in the play
/// (the play has its own method so that a policy can work on card sets directly).
pub trait Policy<G: GameState>: Sync {
    /// The action `seat` chooses in state `g` among `legal`, drawing any randomness from `rng`.
    ///
    /// # Panics
    /// `seat` is the seat to act (`g.current_player()`) and `legal` its legal actions
    /// (`g.legal_actions()`, or a non-empty part of them): the drivers pass them so, and a
    /// policy (the rule players, a random one) may panic on an empty set or another seat.
    fn action(&self, g: &G, seat: usize, legal: ActionSet, rng: &mut Rng) -> Action;
    /// The card `seat` plays among `legal`; by default [`Policy::action`] on those cards
    /// (panics if it returns an action that is no card).
    fn card(&self, g: &G, seat: usize, legal: CardSet, rng: &mut Rng) -> Card {
        Card::new(self.action(g, seat, ActionSet::from_cards(legal), rng)).expect("a card")
    }
}

/// The uniformly random player of any game.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomPolicy;

impl<G: GameState> Policy<G> for RandomPolicy {
    #[inline(always)]
    fn action(&self, _g: &G, _seat: usize, legal: ActionSet, rng: &mut Rng) -> Action {
        random_action(legal, rng)
    }
    #[inline(always)]
    fn card(&self, _g: &G, _seat: usize, legal: CardSet, rng: &mut Rng) -> Card {
        random_card(legal, rng)
    }
}

/// What a game supplies to be simulated. Everything else (seeds, policies per seat, the
/// loop, threads, records) is the driver's.
pub trait Simulated: GameState + Copy + Into<AnyGame> + 'static {
    /// Everything a run fixes besides the seed and the policies (options, dealer, a
    /// play-phase specification), validated when it is made.
    type Setup: Copy + Send + Sync;
    /// The game's rule-based player.
    type RuleBot: Policy<Self> + Default;

    /// Table seats of a run (a sitting-out dealer's too).
    fn seats(setup: &Self::Setup) -> usize;
    /// The deal of a run with seed `deal_seed`, before any action.
    fn deal(setup: &Self::Setup, deal_seed: u64) -> Self;
    /// An action the setup fixes (the play-phase mode's contract), if any.
    fn forced_action(&self, _setup: &Self::Setup, _seat: usize) -> Option<Action> {
        None
    }
    /// Whether a forced action may be one that the rules do not offer this hand: the
    /// Paskievics play-phase mode makes its fixed call on any hand (also a call that PK-H2
    /// does not allow), which the game applies all the same. Off, every forced action is
    /// checked against the legal ones in debug builds.
    const FORCES_ANY_HAND: bool = false;
    /// The actions the setup leaves to the seat's policy: the legal ones, or fewer when
    /// the setup rules some out (the Paskievics play-phase mode, in which nobody announces
    /// and no deal is thrown in, takes out the tarokk count and PK-S4's throw-in).
    #[inline(always)]
    fn policy_actions(&self, _setup: &Self::Setup, legal: ActionSet) -> ActionSet {
        legal
    }
    /// Is a card to be played now? (After the play a game may still ask for decisions:
    /// the driver then asks the policies again.)
    fn in_play(&self) -> bool;
    /// A hint about the play that stays true for the whole play (Slovenian: only following
    /// suit matters), asked once when the play starts.
    fn play_hint(&self) -> bool {
        false
    }
    /// The legal cards of the current player in the play.
    #[inline(always)]
    fn legal_cards(&self, _hint: bool) -> CardSet {
        CardSet(self.legal_actions().0 as u64)
    }
    /// The current player plays `card` (one of `legal_cards`).
    #[inline(always)]
    fn play_card(&mut self, card: Card) {
        self.apply_unchecked(card.id());
    }
    /// The current player in the play.
    #[inline(always)]
    fn card_player(&self) -> usize {
        self.current_player().expect("a player")
    }
    /// The record of a finished deal that took `steps` actions; `None` while the deal is
    /// not over.
    fn record(&self, steps: u16) -> Option<DealRecord>;
    /// The bonuses of [`DealRecord::bonuses`], in bit order (at most 16).
    const BONUS_NAMES: &'static [&'static str];
}

/// The outcome of one deal, fixed size, no heap data. Values that do not apply are −1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DealRecord {
    /// The game's contract index (Slovenian: 0 klop … 11 valat); −1 annulled.
    pub contract: i8,
    /// The declarer's seat; −1 for klop or an annulled deal.
    pub declarer: i8,
    /// The partner's seat; −1 when the declarer plays alone.
    pub partner: i8,
    /// The called card's id; −1 when none was called.
    pub called: i8,
    /// 1 the declarer made the contract, 0 lost, −1 no declarer.
    pub won: i8,
    /// Number of actions taken in the deal (bids, calls, discards, announcements, cards).
    pub steps: u16,
    /// Card points `[declarer side, defenders]` as settled; −1 for klop and annulled.
    pub card_points: [i16; 2],
    /// Klop: each seat's card points; else −1.
    pub seat_points: [i16; MAX_SEATS],
    /// The settlement per seat (0 beyond the active seats).
    pub amounts: [i32; MAX_SEATS],
    /// Tricks won per seat.
    pub tricks: [u8; MAX_SEATS],
    /// The bonuses made (Hungarian: figures), a bit each, by `[the declarer's side, the
    /// defenders]`: bit `b` is the game's bonus `b` (`Simulated::BONUS_NAMES`).
    pub bonuses: [u16; 2],
}

impl DealRecord {
    /// A record with nothing filled in: every seat, card and count −1, amounts 0.
    pub const EMPTY: DealRecord = DealRecord {
        contract: -1,
        declarer: -1,
        partner: -1,
        called: -1,
        won: -1,
        steps: 0,
        card_points: [-1; 2],
        seat_points: [-1; MAX_SEATS],
        amounts: [0; MAX_SEATS],
        tricks: [0; MAX_SEATS],
        bonuses: [0; 2],
    };
}

/// Whether a bonus made by `side` (if any) was made by `[the declarer's side, the defenders]`.
pub(crate) fn by_side(side: Option<crate::settlement::Side>) -> [bool; 2] {
    use crate::settlement::Side;
    [side == Some(Side::Declarer), side == Some(Side::Defenders)]
}

/// A record's `bonuses` from whether each bonus `b` (in order) was made by `[the
/// declarer's side, the defenders]`.
pub(crate) fn bonus_bits(made: impl IntoIterator<Item = [bool; 2]>) -> [u16; 2] {
    let mut bits = [0u16; 2];
    for (b, by) in made.into_iter().enumerate() {
        for (side, &m) in by.iter().enumerate() {
            bits[side] |= u16::from(m) << b;
        }
    }
    bits
}

/// One game's simulator: a validated configuration that plays deal `i` of a run.
pub trait DealSimulator: Sync {
    /// The number of table seats of the run (the records' per-seat columns; a sitting-out
    /// dealer's too).
    fn num_players(&self) -> usize;
    /// The bonuses of [`DealRecord::bonuses`], in bit order.
    fn bonus_names(&self) -> &'static [&'static str];
    /// Play deal `index` and return its record.
    fn run_deal(&self, index: u64) -> DealRecord;
    /// Play deals `first, first + 1, …` (wrapping round after `u64::MAX`) into `out`, with
    /// the records of `run_deal`. A game may play several at once to use the CPU better.
    fn run_deals(&self, first: u64, out: &mut [DealRecord]) {
        for (i, rec) in out.iter_mut().enumerate() {
            *rec = self.run_deal(first.wrapping_add(i as u64));
        }
    }
    /// Play deal `index` and return its actions as `(seat, action)` pairs, in order.
    fn trace_deal(&self, index: u64) -> Vec<(u8, u16)>;
    /// Deals handed to a worker thread at a time by [`run`]: a search player's deal takes
    /// about 0.1 s a search seat, so those go one at a time and the threads share a small
    /// run evenly.
    fn block(&self) -> usize {
        if self.searching() {
            1
        } else {
            BLOCK
        }
    }
    /// Some seat is a search player ([`PolicyKind::Search`]): a deal takes about a tenth of a
    /// second a search seat, thousands of times as long as the others'.
    fn searching(&self) -> bool {
        false
    }
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of deal `index` of a run seeded with `seed`: `splitmix64(seed ^ splitmix64(index))`
/// (one SplitMix64 step each). The deal is shuffled from it exactly as `Game::from_seed`
/// does, and the deal's actions draw from `Rng::new(deal_seed + 1)`.
pub fn deal_seed(seed: u64, index: u64) -> u64 {
    splitmix(seed ^ splitmix(index))
}

/// The seed of the random-action generator of a deal.
pub fn action_seed(deal_seed: u64) -> u64 {
    deal_seed.wrapping_add(1)
}

/// A validated simulation of game `G`: its setup, the run's seed and a policy per seat.
#[derive(Clone, Copy, Debug)]
pub struct Simulator<G: Simulated> {
    setup: G::Setup,
    seed: u64,
    policies: [PolicyKind; MAX_SEATS],
    /// Some seat is a search player: the deals are played by the driver of `search.rs`.
    searching: bool,
}

/// A deal being played: the state, its action generator, the actions taken so far, and the
/// game's play hint.
struct InPlay<G> {
    g: G,
    rng: Rng,
    steps: u16,
    hint: bool,
}

impl<G: Simulated> Simulator<G> {
    /// One policy for every seat, or one per table seat (`Simulated::seats`: with a
    /// sitting-out dealer, his too, never asked).
    pub fn new(setup: G::Setup, seed: u64, policies: &[PolicyKind]) -> Result<Simulator<G>, InputError> {
        let n = G::seats(&setup);
        let policies: [PolicyKind; MAX_SEATS] = match policies.len() {
            1 => [policies[0]; MAX_SEATS],
            k if k == n => std::array::from_fn(|s| policies.get(s).copied().unwrap_or(PolicyKind::Random)),
            k => return Err(InputError(format!("give one policy, or one per seat ({n}), not {k}"))),
        };
        let searching = policies[..n].iter().any(|p| matches!(p, PolicyKind::Search(_)));
        Ok(Simulator { setup, seed, policies, searching })
    }


    /// The run's seed (each deal's seed is derived from it and the deal's index).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game's setup of the run.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// Deal `index` before any action (also for replaying it elsewhere).
    pub fn initial_game(&self, index: u64) -> G {
        G::deal(&self.setup, deal_seed(self.seed, index))
    }

    /// Deal `index` played up to its first card, telling `observe` each `(seat, action)`.
    fn start_deal<F: FnMut(u8, Action)>(&self, index: u64, observe: &mut F) -> InPlay<G> {
        let g = self.initial_game(index);
        let rng = Rng::new(action_seed(deal_seed(self.seed, index)));
        let mut d = InPlay { g, rng, steps: 0, hint: false };
        self.decide_until_play(&mut d, observe);
        d
    }

    /// The decisions before the card play (or after it: Paskievics reveals counts after
    /// the last trick), each by the seat's policy, until a card is to be played or the
    /// deal is over. The play hint is asked when the play starts.
    fn decide_until_play<F: FnMut(u8, Action)>(&self, d: &mut InPlay<G>, observe: &mut F) {
        let g = &mut d.g;
        while !g.in_play() && !g.is_over() {
            let seat = g.current_player().expect("a player is to act");
            let a = match g.forced_action(&self.setup, seat) {
                Some(a) => {
                    debug_assert!(G::FORCES_ANY_HAND || g.legal_actions().contains(a), "forced action {a} is legal");
                    a
                }
                None => {
                    let legal = g.policy_actions(&self.setup, g.legal_actions());
                    debug_assert!(!legal.is_empty(), "the setup leaves the policy an action");
                    match self.policies[seat] {
                        PolicyKind::Random => random_action(legal, &mut d.rng),
                        // (A search player's deals are played by `search.rs`, not here.)
                        PolicyKind::Rule | PolicyKind::RuleBid | PolicyKind::Search(_) => {
                            G::RuleBot::default().action(g, seat, legal, &mut d.rng)
                        }
                    }
                }
            };
            observe(seat as u8, a);
            d.steps += 1;
            g.apply_unchecked(a);
        }
        if g.in_play() {
            d.hint = g.play_hint();
        }
    }

    /// Play a deal in play to its end: the cards, and any decision after them.
    fn finish<F: FnMut(u8, Action)>(&self, d: &mut InPlay<G>, observe: &mut F) {
        while !d.g.is_over() {
            if d.g.in_play() {
                self.next_card(d, observe);
            } else {
                self.decide_until_play(d, observe);
            }
        }
    }

    /// Play the next card of a deal in play.
    #[inline(always)]
    fn next_card<F: FnMut(u8, Action)>(&self, d: &mut InPlay<G>, observe: &mut F) {
        let g = &mut d.g;
        let seat = g.card_player();
        let legal = g.legal_cards(d.hint);
        let card = match self.policies[seat] {
            PolicyKind::Random | PolicyKind::RuleBid => random_card(legal, &mut d.rng),
            PolicyKind::Rule | PolicyKind::Search(_) => G::RuleBot::default().card(g, seat, legal, &mut d.rng),
        };
        debug_assert!(g.current_player() == Some(seat) && g.legal_actions().contains(card.id()));
        observe(seat as u8, card.id());
        d.steps += 1;
        g.play_card(card);
    }

    /// Play deal `index`, telling `observe` each `(seat, action)`.
    fn play<F: FnMut(u8, Action)>(&self, index: u64, mut observe: F) -> InPlay<G> {
        if self.searching {
            return self.play_searching(index, &mut observe);
        }
        let mut d = self.start_deal(index, &mut observe);
        self.finish(&mut d, &mut observe);
        d
    }

    /// Deal `index` played to the end.
    pub fn final_game(&self, index: u64) -> G {
        self.play(index, |_, _| {}).g
    }
}

impl<G: Simulated> DealSimulator for Simulator<G> {
    fn num_players(&self) -> usize {
        G::seats(&self.setup)
    }

    fn bonus_names(&self) -> &'static [&'static str] {
        G::BONUS_NAMES
    }

    fn run_deal(&self, index: u64) -> DealRecord {
        let d = self.play(index, |_, _| {});
        d.g.record(d.steps).expect("a play-out ends its deal")
    }

    /// Two deals at a time. The card loop of one deal is a chain of dependent steps (a
    /// card's legal set and draw wait for the trick's first card, the next trick for the
    /// winner), which leaves the CPU waiting much of the time; the cards of two independent
    /// deals overlap (the play runs about 1.3 times as fast). Each record is `run_deal`'s.
    fn run_deals(&self, first: u64, out: &mut [DealRecord]) {
        if self.searching {
            for (i, rec) in out.iter_mut().enumerate() {
                *rec = self.run_deal(first.wrapping_add(i as u64));
            }
            return;
        }
        let mut index = first;
        for pair in out.chunks_mut(2) {
            if let [rec_a, rec_b] = pair {
                let mut a = self.start_deal(index, &mut |_, _| {});
                let mut b = self.start_deal(index.wrapping_add(1), &mut |_, _| {});
                while a.g.in_play() && b.g.in_play() {
                    self.next_card(&mut a, &mut |_, _| {});
                    self.next_card(&mut b, &mut |_, _| {});
                }
                for d in [&mut a, &mut b] {
                    self.finish(d, &mut |_, _| {});
                }
                *rec_a = a.g.record(a.steps).expect("a play-out ends its deal");
                *rec_b = b.g.record(b.steps).expect("a play-out ends its deal");
            } else {
                pair[0] = self.run_deal(index);
            }
            index = index.wrapping_add(2);
        }
    }

    fn trace_deal(&self, index: u64) -> Vec<(u8, u16)> {
        let mut v = Vec::with_capacity(80);
        self.play(index, |s, a| v.push((s, a as u16)));
        v
    }

    fn searching(&self) -> bool {
        self.searching
    }
}

/// A uniformly random legal action: `legal.nth(rng.below(legal.len()))`, by 64-bit words.
///
/// # Panics
/// If `legal` is empty (a state with no legal action is over: ask `current_player` first).
#[inline(always)] // small once inlined; a call costs more than the choice
pub fn random_action(legal: ActionSet, rng: &mut Rng) -> Action {
    assert!(!legal.is_empty(), "random_action: no legal action to choose from");
    let low = legal.0 as u64;
    let high = (legal.0 >> 64) as u64;
    if high == 0 {
        // Only cards (the discards): chosen as in the play, counting and selecting at once.
        let cards = BitCounts::new(low);
        return cards.select(rng.below(cards.len()));
    }
    // Bids, calls, talon sets, announcements: few choices, so the loop in `select` is short.
    let nl = low.count_ones();
    let k = rng.below(nl + high.count_ones());
    if k < nl {
        select(low, k)
    } else {
        64 + select(high, k - nl)
    }
}

/// The id of the `k`-th set bit of `b` (there are more than `k`).
#[inline]
fn select(mut b: u64, k: u32) -> u8 {
    for _ in 0..k {
        b &= b - 1;
    }
    b.trailing_zeros() as u8
}

/// [`random_action`], or `None` (and no number drawn) when `legal` is empty.
#[inline]
pub fn checked_random_action(legal: ActionSet, rng: &mut Rng) -> Option<Action> {
    (!legal.is_empty()).then(|| random_action(legal, rng))
}

/// A uniformly random card of `legal`: the same draw as `random_action`.
///
/// # Panics
/// If `legal` is empty.
#[inline]
pub fn random_card(legal: CardSet, rng: &mut Rng) -> Card {
    legal.pick(|n| rng.below(n))
}

/// Deals handed to a worker at a time.
const BLOCK: usize = 512;

/// Play deals `start .. start + out.len()` into `out` on `threads` threads (0: all cores).
/// The records do not depend on `threads`. Deal indices wrap round: deal `u64::MAX` is
/// followed by deal 0.
pub fn run<S: DealSimulator + ?Sized>(sim: &S, start: u64, out: &mut [DealRecord], threads: usize) {
    let size = sim.block().max(1);
    let threads = effective_threads(threads).min(out.len().div_ceil(size)).max(1);
    if threads == 1 {
        sim.run_deals(start, out);
        return;
    }
    let blocks = Mutex::new(out.chunks_mut(size).enumerate());
    let work = || loop {
        let next = blocks.lock().map(|mut it| it.next()).unwrap_or(None);
        let Some((b, block)) = next else { break };
        sim.run_deals(start.wrapping_add((b * size) as u64), block);
    };
    std::thread::scope(|scope| {
        // This thread works too, beside `threads - 1` others; a thread the system refuses
        // (a container's limit on processes) leaves its blocks to those that run.
        for _ in 1..threads {
            if !spawn_worker(scope, work) {
                break;
            }
        }
        work();
    });
}

#[cfg(test)]
thread_local! {
    /// Tests: the system refuses every thread this thread asks for.
    static REFUSE_THREADS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Start `work` on a thread of `scope`; false if the system refuses one.
fn spawn_worker<'scope, F: FnOnce() + Send + 'scope>(scope: &'scope std::thread::Scope<'scope, '_>, work: F) -> bool {
    #[cfg(test)]
    if REFUSE_THREADS.with(|r| r.get()) {
        return false;
    }
    std::thread::Builder::new().spawn_scoped(scope, work).is_ok()
}

/// The number of worker threads `threads` means (0: one per core).
pub fn effective_threads(threads: usize) -> usize {
    if threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        threads
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Echo;
    impl DealSimulator for Echo {
        fn num_players(&self) -> usize {
            4
        }
        fn bonus_names(&self) -> &'static [&'static str] {
            &[]
        }
        fn run_deal(&self, index: u64) -> DealRecord {
            DealRecord { amounts: [deal_seed(9, index) as i32, 0, 0, 0, 0], ..DealRecord::EMPTY }
        }
        fn trace_deal(&self, _index: u64) -> Vec<(u8, u16)> {
            vec![]
        }
    }

    #[test]
    fn records_do_not_depend_on_threads() {
        let mut a = vec![DealRecord::EMPTY; 5000];
        let mut b = a.clone();
        run(&Echo, 7, &mut a, 1);
        run(&Echo, 7, &mut b, 3);
        assert_eq!(a, b);
        assert_eq!(a[0].amounts[0], deal_seed(9, 7) as i32);
        assert_ne!(deal_seed(0, 1), deal_seed(1, 0));
    }

    /// A thread the system refuses (a container's limit on processes) does not lose its
    /// deals, nor panic: the threads that run, this one at least, play them (it panicked
    /// with "failed to spawn thread").
    #[test]
    fn refused_threads_leave_their_deals_to_the_others() {
        let mut a = vec![DealRecord::EMPTY; 5000];
        let mut b = a.clone();
        run(&Echo, 7, &mut a, 1);
        REFUSE_THREADS.with(|r| r.set(true));
        run(&Echo, 7, &mut b, 4);
        REFUSE_THREADS.with(|r| r.set(false));
        assert_eq!(a, b);
    }

    /// Deal indices wrap round after `u64::MAX` (debug builds panicked on the overflow,
    /// release builds wrapped unsaid), in a game's two-at-a-time loop and across threads.
    #[test]
    fn deal_indices_wrap_round() {
        let sim = jokai::JokaiSetup::new(3, 0, Default::default(), jokai::Mode::Full)
            .unwrap()
            .simulator(1, &[PolicyKind::Random])
            .unwrap();
        let start = u64::MAX - 600;
        let mut out = vec![DealRecord::EMPTY; 1201];
        run(&sim, start, &mut out, 2);
        for (i, rec) in out.iter().enumerate() {
            assert_eq!(*rec, sim.run_deal(start.wrapping_add(i as u64)), "deal {i}");
        }
        assert_eq!(out[601], sim.run_deal(0));
    }

    /// `run` plays on `threads` threads, the calling one and the others it starts, and on
    /// the calling one alone for one thread: here each thread holds its first block until
    /// as many threads as asked have one (a minute at most, so that a missing thread fails
    /// the test rather than hanging it). (Every other test compared only the records,
    /// which do not depend on the threads: `run` on one thread whatever was asked passed.)
    #[test]
    fn run_plays_on_as_many_threads_as_asked() {
        use std::collections::HashSet;
        use std::sync::Condvar;
        use std::thread::ThreadId;
        struct Gate {
            threads: usize,
            seen: Mutex<HashSet<ThreadId>>,
            all_in: Condvar,
        }
        impl DealSimulator for Gate {
            fn num_players(&self) -> usize {
                4
            }
            fn bonus_names(&self) -> &'static [&'static str] {
                &[]
            }
            fn run_deal(&self, index: u64) -> DealRecord {
                DealRecord { amounts: [index as i32, 0, 0, 0, 0], ..DealRecord::EMPTY }
            }
            fn run_deals(&self, first: u64, out: &mut [DealRecord]) {
                let mut seen = self.seen.lock().unwrap();
                if seen.insert(std::thread::current().id()) {
                    self.all_in.notify_all();
                    let wait = std::time::Duration::from_secs(60);
                    drop(self.all_in.wait_timeout_while(seen, wait, |s| s.len() < self.threads).unwrap());
                }
                for (i, rec) in out.iter_mut().enumerate() {
                    *rec = self.run_deal(first + i as u64);
                }
            }
            fn trace_deal(&self, _index: u64) -> Vec<(u8, u16)> {
                vec![]
            }
            fn block(&self) -> usize {
                1
            }
        }
        for threads in [1, 3] {
            let gate = Gate { threads, seen: Mutex::new(HashSet::new()), all_in: Condvar::new() };
            let mut out = vec![DealRecord::EMPTY; 12];
            run(&gate, 5, &mut out, threads);
            let seen = gate.seen.into_inner().unwrap();
            assert_eq!(seen.len(), threads, "threads that played");
            assert!(seen.contains(&std::thread::current().id()), "the calling thread plays too");
            assert!(out.iter().enumerate().all(|(i, r)| r.amounts[0] == 5 + i as i32));
        }
    }

    /// `threads` 0 means one thread per core; any other number is taken as it is.
    #[test]
    fn zero_threads_means_one_per_core() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!((effective_threads(0), effective_threads(1), effective_threads(3)), (cores, 1, 3));
    }

    /// A random action is `legal.nth(rng.below(legal.len()))`, as documented: over cards
    /// only (the discards' sets) and over sets with actions past 63 (bids, announcements).
    #[test]
    fn a_random_action_is_the_nth_legal_action_of_one_draw() {
        let sets = [
            ActionSet((1 << 3) | (1 << 17) | (1 << 40) | (1 << 53)),
            ActionSet((1 << 54) | (1 << 60) | (1 << 63) | (1 << 64) | (1 << 70) | (1 << 99) | (1 << 127)),
            ActionSet((1 << 2) | (1 << 5) | (1 << 6) | (1 << 9) | (0b1011 << 80)),
        ];
        for legal in sets {
            let (mut rng, mut same) = (Rng::new(3), Rng::new(3));
            let mut drawn = ActionSet::EMPTY;
            for _ in 0..200 {
                let a = random_action(legal, &mut rng);
                assert_eq!(Some(a), legal.nth(same.below(legal.len())), "{legal:?}");
                drawn.insert(a);
            }
            assert_eq!(drawn, legal, "every action drawn");
        }
    }

    #[test]
    #[should_panic(expected = "no legal action")]
    fn random_action_of_no_action_panics_in_every_build() {
        random_action(ActionSet::EMPTY, &mut Rng::new(1));
    }

    /// `rule-bid` is the rule player until the play, then random cards: its deals have the
    /// rule players' contracts, declarers and calls, but not their play. (A game's
    /// `in_play` answering false let the rule player play the cards too: the records
    /// stayed valid, only no longer random in the play.)
    #[test]
    fn rule_bid_bids_as_the_rule_player_and_plays_at_random() {
        fn check<S: DealSimulator>(game: &str, rule: S, rule_bid: S) {
            let (mut played, mut other_play) = (0, 0);
            for i in 0..30 {
                let (a, b) = (rule.run_deal(i), rule_bid.run_deal(i));
                assert_eq!((a.contract, a.declarer, a.partner, a.called), (b.contract, b.declarer, b.partner, b.called), "{game} deal {i}");
                // A deal thrown in or passed out (contract -1) has no play to differ in.
                played += usize::from(a.contract >= 0);
                other_play += usize::from(rule.trace_deal(i) != rule_bid.trace_deal(i));
            }
            assert!(played >= 10 && other_play == played, "{game}: {other_play} of {played} deals played otherwise than the rule players");
        }
        let (rule, rule_bid) = (&[PolicyKind::Rule], &[PolicyKind::RuleBid]);
        let sl = slovenian::SlovenianSetup::new(4, 0, false, Default::default(), slovenian::Mode::Full).unwrap();
        check("slovenian", sl.simulator(3, rule).unwrap(), sl.simulator(3, rule_bid).unwrap());
        let jk = jokai::JokaiSetup::new(3, 0, Default::default(), jokai::Mode::Full).unwrap();
        check("jokai", jk.simulator(3, rule).unwrap(), jk.simulator(3, rule_bid).unwrap());
        let pk = paskievics::PaskievicsSetup::new(4, 0, Default::default(), paskievics::Mode::Full).unwrap();
        check("paskievics", pk.simulator(3, rule).unwrap(), pk.simulator(3, rule_bid).unwrap());
    }

    /// A deal's seed is `splitmix64(seed ^ splitmix64(index))` as documented, one SplitMix64
    /// step each (Vigna's reference outputs: state 0 gives 0xE220A8397B1DCDAF, state
    /// 1234567 gives 6457827717110365317; the others computed by that reference). Every
    /// other test compared a run with itself, so a changed mixing step went unseen, and
    /// with it every published run's deals.
    #[test]
    fn deal_seeds_are_splitmix64_of_the_seed_and_the_index() {
        assert_eq!(splitmix(0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(splitmix(1_234_567), 6_457_827_717_110_365_317);
        assert_eq!(deal_seed(0, 0), 0xA706_DD2F_4D19_7E6F);
        assert_eq!(deal_seed(7, 3), 0xE880_A903_BCFF_6547);
        assert_eq!(deal_seed(42, 10), 0x2725_2B63_2EDF_FF11);
        assert_eq!(action_seed(deal_seed(7, 3)), 0xE880_A903_BCFF_6548);
        assert_eq!(action_seed(u64::MAX), 0);
    }

    /// A random seat draws each action, cards too, as `random_action` from
    /// `Rng::new(deal_seed + 1)` (the documented draw that `tarokk.simulate` users repeat),
    /// on the deal shuffled from `deal_seed` exactly as `Game::from_seed` does.
    #[test]
    fn random_seats_draw_from_the_deal_seed_plus_one() {
        fn check<G: Simulated + PartialEq>(sim: &Simulator<G>, from_seed: impl Fn(u64) -> G) {
            for i in 0..20 {
                let ds = deal_seed(sim.seed(), i);
                let mut g = from_seed(ds);
                assert!(g == sim.initial_game(i), "deal {i}");
                let mut rng = Rng::new(ds.wrapping_add(1));
                let trace = sim.trace_deal(i);
                for &(seat, a) in &trace {
                    assert_eq!(g.current_player(), Some(seat as usize));
                    assert_eq!(a as u8, random_action(g.legal_actions(), &mut rng), "deal {i}");
                    g.apply(a as u8).unwrap();
                }
                assert!(g.is_over());
                assert_eq!(sim.run_deal(i).steps as usize, trace.len());
            }
        }
        let random = &[PolicyKind::Random];
        let sl = slovenian::SlovenianSetup::new(4, 1, false, Default::default(), slovenian::Mode::Full).unwrap();
        check(&sl.simulator(8, random).unwrap(), |ds| crate::slovenian::Game::from_seed(4, ds, 1, false, Default::default()).unwrap());
        let jk = jokai::JokaiSetup::new(3, 2, Default::default(), jokai::Mode::Full).unwrap();
        check(&jk.simulator(8, random).unwrap(), |ds| crate::jokai::Game::from_seed(3, ds, 2, Default::default()).unwrap());
        let pk = paskievics::PaskievicsSetup::new(4, 0, Default::default(), paskievics::Mode::Full).unwrap();
        check(&pk.simulator(8, random).unwrap(), |ds| crate::paskievics::Game::from_seed(4, ds, 0, Default::default()).unwrap());
    }

    /// The base policies by name, with their aliases (any case, `_` for `-`, spaces
    /// round): none takes parameters, so `random:x` is refused as `rule:x` is.
    #[test]
    fn base_policy_names_and_aliases_take_no_parameters() {
        use PolicyKind::{Random, Rule, RuleBid};
        let names = [("random", Random), (" Random ", Random), ("rule", Rule), ("rules", Rule), ("rule-based", Rule),
                     ("RULE_BASED", Rule), ("rule-bid", RuleBid), ("rule_bidding", RuleBid)];
        for (name, want) in names {
            assert_eq!(PolicyKind::from_name(name).unwrap(), want, "{name:?}");
            assert!(PolicyKind::from_name(&format!("{name}:x")).is_err(), "{name:?} with a parameter");
        }
    }

    /// `RandomPolicy` (the crate's uniformly random player) draws as `random_action` and
    /// `random_card` from the generator it is given, one draw each.
    #[test]
    fn the_random_policy_draws_as_random_action_and_random_card() {
        let (mut decisions, mut cards) = (0, 0);
        for seed in 0..5 {
            let mut g = crate::jokai::Game::from_seed(3, seed, 0, Default::default()).unwrap();
            let (mut rng, mut same) = (Rng::new(seed), Rng::new(seed));
            while let Some(seat) = g.current_player() {
                let legal = g.legal_actions();
                let a = if legal.0 >> 54 == 0 {
                    cards += 1;
                    let card = Policy::card(&RandomPolicy, &g, seat, CardSet(legal.0 as u64), &mut rng);
                    assert_eq!(card, random_card(CardSet(legal.0 as u64), &mut same));
                    card.id()
                } else {
                    decisions += 1;
                    let a = Policy::action(&RandomPolicy, &g, seat, legal, &mut rng);
                    assert_eq!(a, random_action(legal, &mut same));
                    a
                };
                g.apply(a).unwrap();
            }
        }
        assert!(decisions > 20 && cards > 100, "{decisions} decisions, {cards} cards");
    }

    /// Deals go to the worker threads 512 at a time, and one at a time when a seat is a
    /// search player (a simulator that says nothing of its seats has none).
    #[test]
    fn deals_go_to_the_workers_512_at_a_time_without_a_search_seat() {
        assert!(!Echo.searching());
        assert_eq!(Echo.block(), 512);
        let rule = jokai::JokaiSetup::new(3, 0, Default::default(), jokai::Mode::Full).unwrap().simulator(1, &[PolicyKind::Rule]).unwrap();
        assert!(!rule.searching());
        assert_eq!(rule.block(), 512);
    }

    /// A run has a record column per table seat: a sitting-out dealer's too (JK-D1: Jókai
    /// with four at the table; SL-D1: Slovenian with three players or four).
    #[test]
    fn jk_d1_sl_d1_a_run_has_a_column_per_table_seat() {
        let random = &[PolicyKind::Random];
        for n in [3, 4] {
            let jk = jokai::JokaiSetup::new(n, 0, Default::default(), jokai::Mode::Full).unwrap();
            assert_eq!(jk.simulator(1, random).unwrap().num_players(), n, "jokai");
            let sl = slovenian::SlovenianSetup::new(n, 0, false, Default::default(), slovenian::Mode::Full).unwrap();
            assert_eq!(sl.simulator(1, random).unwrap().num_players(), n, "slovenian");
        }
        let pk = paskievics::PaskievicsSetup::new(4, 0, Default::default(), paskievics::Mode::Full).unwrap();
        assert_eq!(pk.simulator(1, random).unwrap().num_players(), 4, "paskievics");
    }

    /// A record's values that do not apply are −1: no Jókai deal has a partner or a called
    /// card (JK-D1: the declarer plays alone) or klop's seat points.
    #[test]
    fn jk_d1_a_jokai_record_has_no_partner_call_or_seat_points() {
        for n in [3, 4] {
            let s = jokai::JokaiSetup::new(n, 0, Default::default(), jokai::Mode::Full).unwrap().simulator(4, &[PolicyKind::Rule]).unwrap();
            let mut played = 0;
            for i in 0..40 {
                let r = s.run_deal(i);
                played += usize::from(r.contract > 0);
                assert_eq!((r.partner, r.called, r.seat_points), (-1, -1, [-1; MAX_SEATS]), "{n} seats, deal {i}");
            }
            assert!(played > 5, "{played} deals played");
        }
    }

    #[test]
    fn bonus_bits_by_side() {
        assert_eq!(bonus_bits([[true, false], [false, false], [false, true], [true, true]]), [0b1001, 0b1100]);
        assert_eq!(bonus_bits([]), [0, 0]);
    }
}
