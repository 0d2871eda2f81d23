//! The search: fail-soft alpha-beta with principal-variation windows over the whole value
//! range (or MTD(f)'s null windows, [`Solver::use_mtdf`]).
//!
//! Each node is a `PlayState` copied on the stack (120 bytes, no heap), so nothing is
//! allocated per node. At the start of a trick the node is bounded three ways before any
//! card is tried: by the transposition table, and by what the remaining cards can be worth
//! at most (and 0 at least). Moves are generated one per class of equivalent cards (same
//! suit, adjacent among the cards still out, same value) and ordered by a few trick-taking
//! rules of thumb, the table's best card first.

use super::objective::Objective;
use super::tt::{hash, Bounds, Cut, Key, Table};
use super::{Position, Solution, Stats};
use crate::card::{Card, CardSet};
use crate::play::{seat_plus, PlayState, MAX_SEATS, MAX_TRICKS};
use crate::trick::{legal_plays, winner, winners_among, Trick};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// Leads are ordered by [`Solver::greedy_trick`] from this many cards in hand (below it,
/// the look-ahead costs more than it saves).
const LOOK_AHEAD_CARDS: usize = 6;

/// At the trick's last card, the table is asked about every card's trick start before any
/// card is searched (an enhanced transposition cutoff) from this many cards in hand. In
/// smaller subtrees the questions cost more than the cutoffs save: callgrind on 30 Jókai
/// deals, 15.86 G instructions without, 15.27 G from 5 cards, 14.85 G from 7, 14.86 G from
/// 8 (`docs/solver-log.md`).
pub(super) const CUTOFF_LOOK_CARDS: usize = 7;

/// A search with a stop hook asks it every this many nodes (about every 4 ms).
pub(crate) const POLL_NODES: u64 = 1 << 16;

/// The threads of a parallel search look at each other this often (about every 0.1 ms):
/// a helper whether to stop, the caller's thread whether a helper finished first.
pub(super) const THREAD_POLL_NODES: u64 = 1 << 11;

/// Positions are searched with helpers from this many cards in hand (for smaller ones,
/// starting threads costs more than they save).
const PARALLEL_CARDS: usize = 6;

/// In a parallel search, threads leave to later a card another thread is searching at the
/// same node, from this many cards in hand (simplified ABDADA).
const DEFER_CARDS: usize = 6;

/// At most this many runs in a key (a run has two or more of the 54 cards).
const MAX_RUNS: usize = 27;

/// Entries of the table of cards being searched in a parallel search (a power of two).
const BUSY_ENTRIES: usize = 1 << 10;

/// Asked now and then while a `*_within` search runs, with the nodes searched so far;
/// `true` stops it (as its node limit would). For interrupting long solves (Ctrl-C, a
/// caller that gives up) and for showing their progress.
pub type StopHook = Box<dyn FnMut(u64) -> bool + Send>;

/// Buckets of the default table: 2^20 buckets of two 24-byte entries (64 MiB).
pub const DEFAULT_TABLE_BITS: u32 = 20;

/// The most threads one search starts ([`Solver::set_threads`]): far beyond any machine's
/// cores (as `tarokk`'s Python API allows); more would only fail to be spawned.
pub const MAX_THREADS: usize = 1024;

/// The buckets a search uses by the cards still in play: (at most this many cards, 2^bits
/// buckets). A smaller part of the table stays in the caches and in the processor's page
/// table cache (the TLB): with 32-byte buckets, up to 32 cards (Slovenian with 8 tricks
/// left) 2^16 buckets (2 MiB) searched the same nodes 5–10% sooner than 2^20; up to 40 (a
/// Jókai or Paskievics deal, Slovenian with 10 tricks left) 2^18 (8 MiB) searched 1–10%
/// more nodes 5–15% sooner (`docs/solver.md`). With the 64-byte buckets of quasi-symmetry
/// the searches need fewer entries: 2^15 and 2^17, 2^17 and 2^19, 2^16 and 2^20 were all
/// within the machine's noise of these. Bigger positions use the whole table.
const SEARCH_TABLE_BITS: [(u32, u32); 2] = [(32, 16), (40, 18)];

/// The buckets (2^bits) a search of this play uses ([`SEARCH_TABLE_BITS`]; `u32::MAX`:
/// the whole table).
fn search_table_bits(st: &PlayState) -> u32 {
    let live = live_cards(st).len();
    SEARCH_TABLE_BITS.iter().find(|&&(cards, _)| live <= cards).map_or(u32::MAX, |&(_, bits)| bits)
}

/// A table size (in bits, for [`Solver::with_table_bits`]) that holds all the buckets the
/// searches of these positions use: a solver made for small positions only needs a small
/// part of the default table, and allocating and clearing the rest costs time (64 MiB
/// take milliseconds).
pub fn table_bits_for<'a>(positions: impl IntoIterator<Item = &'a Position>) -> u32 {
    positions.into_iter().map(|p| search_table_bits(&p.play)).max().unwrap_or(0).clamp(4, DEFAULT_TABLE_BITS)
}

/// What a table's entries were searched under: the objective, each seat's SL-A3 cards, the
/// trick rules' flags, the cards SL-A3 binds once the called card (the last) is played,
/// and, under an objective with trick extras, the tricks of the deal (an entry is found by
/// the cards still in play, and the same cards left in a deal of another size are at
/// another trick, of another extra).
type SearchConfig = (Objective, [CardSet; 4], u8, CardSet, Option<Card>, usize);

/// A reusable solver: its table outlives a solve, so positions of the same deal (the cards
/// of a "solve every card", the worlds of a PIMC decision) share what was searched.
pub struct Solver {
    table: Table,
    /// The objective and rules the table's entries were searched under.
    config: Option<SearchConfig>,
    objective: Objective,
    /// Cards never merged with a neighbour (special to the rules or the objective), but
    /// for SL-P4's honours, which are special only while the emperor's trick can still
    /// happen ([`Solver::honours_special`]).
    special: CardSet,
    /// The position's rules have SL-P4's emperor's trick.
    emperor: bool,
    /// The runs of the table key: with the honours special (`[1]`) and without (`[0]`).
    key_runs: [KeyRuns; 2],
    /// The tricks of the deal being searched: the seat to play holds one card for each
    /// trick not done ([`Solver::in_hand`]).
    deal_tricks: usize,
    /// Give up once this many nodes were searched (0: never); see [`Solver::value_within`].
    node_limit: u64,
    /// Asked every [`POLL_NODES`] nodes by the `*_within` searches.
    stop: Option<StopHook>,
    /// The node count at which the limit and the stop hook are next looked at (one compare
    /// per node; `u64::MAX` outside the `*_within` searches).
    next_check: u64,
    /// The node count at which the stop hook is next asked (`u64::MAX` outside the
    /// `*_within` searches, which alone ask it).
    next_hook: u64,
    aborted: bool,
    /// While helpers search with this one: where the first to finish puts its value
    /// (0 until then; else `1 << 32 | value as u32`).
    rival: Option<Arc<AtomicU64>>,
    /// This search was stopped because a helper finished first (its value is the answer).
    overtaken: bool,
    /// In a parallel search: the (node, card) pairs some thread is searching now, shared
    /// by the threads, so that the others search other cards first.
    busy: Option<Arc<Busy>>,
    /// Cards this solver (and its helpers) left to a second pass in parallel searches.
    deferred: u64,
    /// Search with MTD(f)'s null windows instead of one principal-variation search.
    pub use_mtdf: bool,
    /// The least value of any card (for the bounds).
    least_value: u8,
    /// The least extra of any trick, and of the card with an extra, where they are below
    /// 0 (else 0): a trick the bounds are sure of may carry them (for the bounds).
    negative_extras: (i32, i32),
    nodes: u64,
    /// Threads for one search ([`Solver::set_threads`]); 1: this one alone.
    threads: usize,
    /// 0 for the solver a caller holds; k > 0 for the k-th helper of a parallel search.
    helper: usize,
    /// How often the stop hook is asked, in nodes.
    poll_nodes: u64,
    /// What the helpers of parallel searches searched (nodes, probes, hits).
    helped: Stats,
    /// The cutoff look at the trick's last card runs from this many cards in hand
    /// ([`CUTOFF_LOOK_CARDS`]; tests set others).
    cutoff_look_cards: usize,
    /// Nodes the cutoff look cut off without searching a card.
    look_cutoffs: u64,
    /// By tricks done and seat: the lead (a card id, [`NO_KILLER`] if none) that last cut
    /// off a trick start after the move order's first card had not (a killer move).
    killers: [[u8; MAX_SEATS]; MAX_TRICKS],
    /// Killers are recorded (tests turn them off: the values must not depend on them).
    use_killers: bool,
    /// Killer leads recorded so far.
    killers_recorded: u64,
}

/// The suits of the table key, the taroks first.
const GROUPS: [CardSet; 5] = [
    CardSet::TRUMPS,
    CardSet(0xFFu64 << 22),
    CardSet(0xFFu64 << 30),
    CardSet(0xFFu64 << 38),
    CardSet(0xFFu64 << 46),
];

/// A summary (the table is megabytes of entries): its size, the threads, the last search's
/// cost.
impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("table_buckets", &self.table.buckets())
            .field("threads", &self.threads)
            .field("node_limit", &self.node_limit)
            .field("stop_hook", &self.stop.is_some())
            .field("last", &self.stats())
            .finish()
    }
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with a table of `2^DEFAULT_TABLE_BITS` buckets (see [`DEFAULT_TABLE_BITS`]).
    pub fn new() -> Solver {
        Solver::with_table_bits(DEFAULT_TABLE_BITS)
    }

    /// A solver whose table has `2^bits` buckets of 64 bytes (`bits` from 4 to 26; others
    /// are taken as the nearest of those): 20 (the default) is 64 MiB, 26 is 4 GiB. The
    /// table is allocated and filled with empty entries here, which for 4 GiB takes
    /// seconds. Small positions search as fast with a smaller table ([`table_bits_for`]).
    pub fn with_table_bits(bits: u32) -> Solver {
        Solver::with_table(Table::new(bits.clamp(4, 26)))
    }

    /// A fresh solver searching with `table`.
    fn with_table(table: Table) -> Solver {
        Solver {
            table,
            config: None,
            objective: Objective::new(super::Counting::None, 1, 0, 0),
            special: CardSet::EMPTY,
            emperor: false,
            key_runs: [KeyRuns::EMPTY; 2],
            deal_tricks: 0,
            least_value: 0,
            negative_extras: (0, 0),
            use_mtdf: false,
            node_limit: 0,
            stop: None,
            next_check: u64::MAX,
            next_hook: u64::MAX,
            aborted: false,
            rival: None,
            overtaken: false,
            busy: None,
            deferred: 0,
            nodes: 0,
            threads: 1,
            helper: 0,
            poll_nodes: POLL_NODES,
            helped: Stats::default(),
            cutoff_look_cards: CUTOFF_LOOK_CARDS,
            look_cutoffs: 0,
            killers: [[NO_KILLER; MAX_SEATS]; MAX_TRICKS],
            use_killers: true,
            killers_recorded: 0,
        }
    }

    /// Use the position's objective and rules; the table is kept if they are unchanged.
    fn prepare(&mut self, pos: &Position) {
        let st = &pos.play;
        let mut keep = [CardSet::EMPTY; 4];
        for (s, k) in keep.iter_mut().enumerate().take(st.num_players()) {
            *k = st.keep(s);
        }
        let rules = st.rules();
        let flags = u8::from(rules.negative) | u8::from(rules.colour_valat) << 1 | u8::from(rules.emperor) << 2;
        // SL-A3's cards bound once the called card is played: the trigger and those cards
        // are singled out in the key, so that positions before and after it never share an
        // entry (their legal cards differ).
        let (trigger, later) = st.keep_later();
        // The trick extras go by the trick's index in the deal: without them, positions of
        // deals of any size share the table.
        let deal_tricks = st.tricks_done() + st.hand(st.current_seat()).len() as usize;
        let extras = pos.objective.trick_extra.iter().any(|&e| e != 0);
        let config = (pos.objective, keep, flags, later, trigger, if extras { deal_tricks } else { 0 });
        if self.config != Some(config) {
            self.table.reset();
            self.config = Some(config);
        }
        self.objective = pos.objective;
        let mut special = pos.objective.special_cards().union(later);
        for k in keep {
            special = special.union(k);
        }
        if let Some(t) = trigger {
            special.insert(t);
        }
        // SL-P4 (škis, mond and pagat together) singles out the honours while all three are
        // out: after one is played, the other two are cards like any other.
        self.emperor = rules.emperor;
        if rules.negative {
            special.insert(Card::PAGAT); // SL-P6: when the pagat may be played
        }
        self.special = special;
        self.least_value = CardSet::ALL54.iter().map(|c| self.objective.card_value(c)).min().unwrap_or(0);
        let obj = &self.objective;
        self.negative_extras = (
            obj.trick_extra.iter().map(|&e| e as i32).min().unwrap_or(0).min(0),
            obj.card_extra.map_or(0, |(_, e)| (e as i32).min(0)),
        );
        let values = self.objective.values();
        self.key_runs = [KeyRuns::new(special, values), KeyRuns::new(special.union(CardSet::HONOURS), values)];
        self.deal_tricks = deal_tricks;
        // A small position's entries fit in the caches (`SEARCH_TABLE_BITS`).
        self.table.use_buckets(search_table_bits(st));
        self.table.probes = 0;
        self.table.hits = 0;
        self.table.shifted = 0;
        self.nodes = 0;
        self.helped = Stats::default();
        // Each search's move order depends on its position and the table alone.
        self.killers = [[NO_KILLER; MAX_SEATS]; MAX_TRICKS];
    }

    fn stats(&self) -> Stats {
        let mut stats = Stats { nodes: self.nodes, probes: self.table.probes, hits: self.table.hits };
        stats += self.helped;
        stats
    }

    /// The value of the position under perfect play (the position's base included).
    pub fn value(&mut self, pos: &Position) -> (i32, Stats) {
        self.prepare(pos);
        let v = self.exact(&pos.play, None);
        (pos.base + v, self.stats())
    }

    /// Is the value (base included) at least `target` under perfect play? One null-window
    /// search: much cheaper than the exact value when the value is far from `target`.
    pub fn at_least(&mut self, pos: &Position, target: i32) -> (bool, Stats) {
        self.prepare(pos);
        // In i64: any target is a question (i32::MIN: always yes); a future value is at most
        // what the table holds (Position::new), so a target beyond it is always no.
        let t = target as i64 - pos.base as i64;
        let yes = t <= 0 || (t <= i16::MAX as i64 && self.search(&pos.play, t as i32) >= t as i32);
        (yes, self.stats())
    }

    /// Does the counted side make the contract ([`Position::target`]) under perfect play?
    /// `None` when the position has no target (klop).
    pub fn makes(&mut self, pos: &Position) -> Option<(bool, Stats)> {
        Some(match pos.target? {
            super::Target::AtLeast(v) => self.at_least(pos, v),
            super::Target::AtMost(v) => match v.checked_add(1) {
                Some(above) => {
                    let (more, stats) = self.at_least(pos, above);
                    (!more, stats)
                }
                None => (true, Stats::default()), // every value is at most i32::MAX
            },
        })
    }

    /// [`Solver::makes`], or `None` also if it takes more than `node_limit` nodes (0: no
    /// limit).
    pub fn makes_within(&mut self, pos: &Position, node_limit: u64) -> Option<(bool, Stats)> {
        self.within(node_limit, |s| s.makes(pos)).flatten()
    }

    /// The value, or `None` if it takes more than `node_limit` nodes (0: no limit) or the
    /// stop hook stops it (the table is then cleared: a search cut short leaves bounds that
    /// do not hold). For benchmarks and callers that must end. Panics as [`Solver::value`]
    /// on a position `Position::new` would refuse, as do `makes_within` and `solve_within`.
    pub fn value_within(&mut self, pos: &Position, node_limit: u64) -> Option<(i32, Stats)> {
        self.within(node_limit, |s| s.value(pos))
    }

    /// [`Solver::solve`], or `None` if it takes more than `node_limit` nodes (0: no limit)
    /// or the stop hook stops it.
    pub fn solve_within(&mut self, pos: &Position, node_limit: u64) -> Option<Solution> {
        self.within(node_limit, |s| s.solve(pos))
    }

    /// Set (or clear) the hook that the `*_within` searches ask every 65 536 nodes whether
    /// to stop. The plain searches (`value`, `solve`, `makes`) never stop early.
    pub fn set_stop(&mut self, stop: Option<StopHook>) {
        self.stop = stop;
    }

    /// Ask the stop hook every `nodes` nodes instead (tests: stops inside small searches).
    #[cfg(test)]
    pub(crate) fn set_poll_nodes(&mut self, nodes: u64) {
        self.poll_nodes = nodes;
    }

    /// How many cards the threads of this solver's parallel searches have left to a second
    /// pass because another thread was searching them (since the solver was made).
    pub fn deferred_cards(&self) -> u64 {
        self.deferred
    }

    /// The nodes the helpers of the last search searched (0 with one thread).
    pub fn helper_nodes(&self) -> u64 {
        self.helped.nodes
    }

    /// The future value of `pos` as the first helper of a parallel search finds it,
    /// searching the whole window alone (on this solver's table, as it shares it): a
    /// helper that finishes first gives the answer, and its entries are read by every
    /// thread, so it must search as this solver does.
    #[cfg(test)]
    pub(crate) fn helper_value(&mut self, pos: &Position) -> i32 {
        self.prepare(pos);
        let mut helper = self.helper_solver(1, Arc::new(AtomicBool::new(false)));
        let most = helper.most(&pos.play);
        helper.window(&pos.play, -1, most + 1)
    }

    /// A helper of a parallel search of `pos` told to stop from its start: the nodes it
    /// searched, and whether it gave up (it looks every [`THREAD_POLL_NODES`] nodes).
    #[cfg(test)]
    pub(crate) fn helper_told_to_stop(&mut self, pos: &Position) -> (u64, bool) {
        self.prepare(pos);
        let mut helper = self.helper_solver(1, Arc::new(AtomicBool::new(true)));
        let most = helper.most(&pos.play);
        helper.window(&pos.play, -1, most + 1);
        (helper.nodes, helper.aborted)
    }

    /// Look at the trick's last card for a cutoff from `cards` in hand (the searches'
    /// values must not depend on it).
    #[cfg(test)]
    pub(crate) fn set_cutoff_look_cards(&mut self, cards: usize) {
        self.cutoff_look_cards = cards;
    }

    /// Record killer leads or not (the searches' values must not depend on them).
    #[cfg(test)]
    pub(crate) fn set_killers(&mut self, on: bool) {
        self.use_killers = on;
    }

    /// Killer leads recorded so far.
    #[cfg(test)]
    pub(crate) fn killers_recorded(&self) -> u64 {
        self.killers_recorded
    }

    /// Nodes the cutoff look at the trick's last card has cut off so far.
    #[cfg(test)]
    pub(crate) fn look_cutoffs(&self) -> u64 {
        self.look_cutoffs
    }

    /// Table hits since the last `prepare` on an entry of another position of the same
    /// shape (its bounds shifted by the cards' value differences).
    #[cfg(test)]
    pub(crate) fn shifted_hits(&self) -> u64 {
        self.table.shifted
    }

    /// Forget what earlier searches stored: the next search starts from an empty table, as
    /// a new solver's first does (a solver keeps its table from one search to the next of
    /// the same objective, so a position searched again takes fewer nodes; counts meant to
    /// be compared need the same start).
    pub fn clear_table(&mut self) {
        self.table.reset();
        self.config = None;
    }

    /// The buckets of this solver's table (2^bits of [`Solver::with_table_bits`]).
    pub fn table_buckets(&self) -> usize {
        self.table.buckets()
    }

    /// The nodes searched by the last search, also one that was cut short.
    pub fn last_nodes(&self) -> u64 {
        self.nodes
    }

    /// Run `search` with a node limit and the stop hook; `None` (and the table cleared) if
    /// it was cut short.
    fn within<T>(&mut self, node_limit: u64, search: impl FnOnce(&mut Solver) -> T) -> Option<T> {
        self.node_limit = node_limit;
        self.aborted = false;
        // The search starts from 0 nodes (`prepare`).
        self.next_hook = if self.stop.is_some() { self.poll_nodes } else { u64::MAX };
        self.next_check = self.schedule(0);
        let r = search(self);
        self.node_limit = 0;
        self.next_hook = u64::MAX;
        self.next_check = u64::MAX;
        if std::mem::take(&mut self.aborted) {
            self.table.reset();
            self.config = None;
            return None;
        }
        Some(r)
    }

    /// The value of the position and of every legal card (as DDS's "solve board").
    pub fn solve(&mut self, pos: &Position) -> Solution {
        self.prepare(pos);
        let st = pos.play;
        let value = self.exact(&st, None);
        let mut moves = Vec::new();
        if st.current_player().is_some() {
            let legal = st.legal_actions();
            let mut reps = [Card::PAGAT; MAX_TRICKS];
            let n = self.moves(&st, None, &mut reps);
            let reps: CardSet = reps[..n].iter().copied().collect();
            let held = held_cards(&st);
            let mut found: Vec<(Card, i32)> = Vec::with_capacity(n);
            for c in legal.iter() {
                // The card of c's class that was searched: the top of its run of equivalents.
                let mut r = c;
                while !reps.contains(r) {
                    r = next_above(held, r).expect("a merged card has an equivalent above it");
                }
                let v = match found.iter().find(|(k, _)| *k == r) {
                    Some(&(_, v)) => v,
                    None if self.aborted => break, // cut short: the caller throws it away
                    None => {
                        let v = self.after(&st, r, value);
                        found.push((r, v));
                        v
                    }
                };
                moves.push((c, pos.base + v));
            }
        }
        Solution { value: pos.base + value, moves, stats: self.stats() }
    }

    /// The exact future value after `card` is played (the trick it completes included).
    fn after(&mut self, st: &PlayState, card: Card, guess: i32) -> i32 {
        let mut child = *st;
        let gained = self.objective.play(&mut child, card);
        gained + self.exact(&child, Some(guess - gained))
    }

    /// The exact future value: one principal-variation search on the whole window (it
    /// searched fewer nodes than MTD(f)'s null windows on every game's positions; see
    /// `docs/solver.md`). `guess` is for the null-window driver [`Solver::mtdf`].
    fn exact(&mut self, st: &PlayState, guess: Option<i32>) -> i32 {
        if self.use_mtdf {
            return self.mtdf(st, guess);
        }
        let most = self.most(st);
        self.root(st, -1, most + 1)
    }

    /// MTD(f): null-window searches closing in on the exact value from a guess (a
    /// play-out of the first card in move order, unless given), stepping next to the
    /// guess first and then bisecting the interval still open.
    fn mtdf(&mut self, st: &PlayState, guess: Option<i32>) -> i32 {
        let (mut lower, mut upper) = (0, self.most(st));
        let guess = guess.unwrap_or_else(|| self.playout(st));
        let mut g = guess.clamp(lower, upper);
        let mut beta = if g == lower { g + 1 } else { g };
        let mut steps = 0;
        while lower < upper {
            g = self.search(st, beta);
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
            steps += 1;
            beta = if steps <= 2 {
                if g < beta { upper } else { lower + 1 }
            } else {
                (lower + upper + 1) / 2
            };
            beta = beta.clamp(lower + 1, upper.max(lower + 1));
        }
        lower
    }

    /// The value of a play-out in which every seat plays its first card in move order: a
    /// cheap guess to start the search from.
    fn playout(&self, st: &PlayState) -> i32 {
        let mut st = *st;
        let mut total = 0;
        while st.current_player().is_some() {
            let mut moves = [Card::PAGAT; MAX_TRICKS];
            self.moves(&st, None, &mut moves);
            total += self.objective.play(&mut st, moves[0]);
        }
        total
    }

    /// The most the tricks still to play can be worth (the trick in progress included).
    #[inline(always)]
    fn most(&self, st: &PlayState) -> i32 {
        self.most_of(st, live_cards(st))
    }

    /// [`Solver::most`] with the live cards known.
    #[inline(always)]
    fn most_of(&self, st: &PlayState, live: CardSet) -> i32 {
        // The tricks left, the trick in progress included.
        self.objective.most(live, st.tricks_done(), self.deal_tricks)
    }

    /// The cards in the hand of the seat to play, without counting them (a count of a set
    /// is a dozen instructions without the POPCNT instruction, and every node asked it
    /// up to four times): every seat holds a card for each trick not done, and the seat to
    /// play has not played to the trick in progress.
    #[inline(always)]
    fn in_hand(&self, st: &PlayState) -> usize {
        let n = self.deal_tricks - st.tricks_done();
        debug_assert_eq!(n, st.hand(st.current_seat()).len() as usize);
        n
    }

    /// Bounds on the future value at a trick start: `[0, most]`, narrowed by tricks one
    /// side is sure of: the trumps above every trump of the other side (not under SL-P3's
    /// colour valat, nor SL-P4's emperor's trick while škis, mond and pagat are all out)
    /// each win the trick they are played to, and a seat plays one card a trick, so their
    /// side wins at least as many tricks as the most of them one seat holds, each worth at
    /// least its trumps and the least value of every other card. (Quick tricks in the suits
    /// for the leader were tried too: on real positions they cut nothing.)
    #[inline(always)]
    fn bounds(&self, st: &PlayState) -> (i32, i32) {
        let live = live_cards(st);
        let most = self.most_of(st, live);
        let obj = &self.objective;
        let rules = st.rules();
        let hands = st.hand_slots();
        let n = st.num_players();
        let per_trick = obj.per_trick as i32;
        let least_card = self.least_value as i32;
        // (sure value for the counted side, sure value for the others)
        let (mut counted, mut other) = (0i32, 0i32);
        let trumps = live.intersect(CardSet::TRUMPS);
        let trumps_rule = !(rules.colour_valat || rules.emperor && CardSet::HONOURS.is_subset(live));
        if let Some(top) = trumps.last().filter(|_| trumps_rule) {
            let seat_of = |c: Card| (0..n).find(|&s| hands[s].contains(c)).expect("a live card is in a hand");
            let side = obj.counts_unchecked(seat_of(top));
            let (mut count, mut value, mut per_seat) = (0i32, 0i32, [0i32; 4]);
            let mut run = trumps;
            while let Some(t) = run.last() {
                let s = seat_of(t);
                if obj.counts_unchecked(s) != side {
                    break;
                }
                count += 1;
                value += obj.card_value(t) as i32;
                per_seat[s] += 1;
                run.remove(t);
            }
            let tricks = per_seat.iter().copied().max().unwrap_or(0);
            // Each of those tricks is worth at least its trumps, the least value of its other
            // cards, the constant and the least extra (one of them may hold the card with an
            // extra). More tricks are worth more unless the constant outweighs the cards.
            let (trick_extra, card_extra) = self.negative_extras;
            if n as i32 * least_card + per_trick + trick_extra >= 0 {
                let sure = value + (tricks * n as i32 - count) * least_card + tricks * (per_trick + trick_extra) + card_extra;
                if side {
                    counted += sure;
                } else {
                    other += sure;
                }
            }
        }
        let upper = (most - other).clamp(0, most);
        (counted.clamp(0, upper), upper)
    }

    /// Fail-soft alpha-beta on the window (beta − 1, beta): a value ≥ beta is a lower
    /// bound of the future value, a value < beta an upper bound.
    fn search(&mut self, st: &PlayState, beta: i32) -> i32 {
        self.root(st, beta - 1, beta)
    }

    /// Search with several threads from now on: `threads - 1` helpers search each big
    /// position too, with the same table (Lazy SMP), and at nodes with 6 or more cards in
    /// hand each thread leaves to a second pass the cards another thread is searching
    /// there (simplified ABDADA), so that the threads split the work; the first thread to
    /// finish answers. The values are the same as with one thread (the
    /// table holds only proven bounds, and each thread searches the whole window); the
    /// nodes counted are every thread's. 0 or 1: one thread; more than [`MAX_THREADS`]:
    /// that many.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
    }

    /// The search of a position a caller asked about: [`Solver::window`], with helpers if
    /// there are threads for them and the position is big enough to be worth them.
    fn root(&mut self, st: &PlayState, alpha: i32, beta: i32) -> i32 {
        let big = self.in_hand(st) >= PARALLEL_CARDS;
        if self.threads <= 1 || self.helper != 0 || !big {
            return self.window(st, alpha, beta);
        }
        let stop = Arc::new(AtomicBool::new(false));
        let finished = Arc::new(AtomicU64::new(0));
        self.busy = Some(Arc::new(Busy::new()));
        let helpers: Vec<Solver> = (1..self.threads).map(|k| self.helper_solver(k, Arc::clone(&stop))).collect();
        let st = *st;
        std::thread::scope(|scope| {
            // A helper the system cannot start a thread for is left out (fewer helpers, the
            // same answer): asking for more threads than the system allows is no error.
            let running: Vec<_> = helpers
                .into_iter()
                .filter_map(|mut h| {
                    let finished = Arc::clone(&finished);
                    std::thread::Builder::new()
                        .spawn_scoped(scope, move || {
                            let v = h.window(&st, alpha, beta);
                            if !h.aborted {
                                // A whole search of the same window: as good an answer as ours.
                                finished.store(1 << 32 | u64::from(v as u32), Relaxed);
                            }
                            (h.stats(), h.deferred)
                        })
                        .ok()
                })
                .collect();
            // Look now and then whether a helper finished first; then its value is ours.
            self.rival = Some(Arc::clone(&finished));
            self.next_check = self.schedule(self.nodes);
            let mut v = self.window(&st, alpha, beta);
            self.rival = None;
            self.busy = None;
            if std::mem::take(&mut self.overtaken) {
                self.aborted = false;
                v = finished.load(Relaxed) as u32 as i32;
            }
            self.next_check = self.schedule(self.nodes);
            stop.store(true, Relaxed);
            for r in running {
                let (stats, deferred) = r.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
                self.helped += stats;
                self.deferred += deferred;
            }
            v
        })
    }

    /// The `k`-th helper of a parallel search: the same objective, rules and table,
    /// stopped by `stop` (asked often: it must not outlive the search for long).
    fn helper_solver(&self, k: usize, stop: Arc<AtomicBool>) -> Solver {
        Solver {
            config: self.config,
            objective: self.objective,
            special: self.special,
            emperor: self.emperor,
            key_runs: self.key_runs,
            deal_tricks: self.deal_tricks,
            least_value: self.least_value,
            negative_extras: self.negative_extras,
            stop: Some(Box::new(move |_| stop.load(Relaxed))),
            next_check: THREAD_POLL_NODES,
            next_hook: THREAD_POLL_NODES,
            poll_nodes: THREAD_POLL_NODES,
            helper: k,
            busy: self.busy.clone(),
            cutoff_look_cards: self.cutoff_look_cards,
            use_killers: self.use_killers,
            ..Solver::with_table(self.table.share())
        }
    }

    /// Fail-soft alpha-beta on the window (alpha, beta), principal-variation style: the
    /// first card on the whole window, the others on a null window first. A value ≤ alpha
    /// is an upper bound, ≥ beta a lower bound, between them exact.
    fn window(&mut self, st: &PlayState, alpha: i32, beta: i32) -> i32 {
        let run = RunningKey::new(st, &self.key_runs, self.emperor);
        self.window_at(st, &run, alpha, beta)
    }

    /// [`Solver::window`] with the table key's words kept up to date card by card
    /// ([`RunningKey`]).
    fn window_at(&mut self, st: &PlayState, run: &RunningKey, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.next_check && self.should_stop() {
            return 0; // meaningless: the caller throws the search away
        }
        let seat = st.current_seat();
        let in_hand = self.in_hand(st);
        if in_hand == 0 {
            return 0;
        }
        if in_hand == 1 {
            return self.last_trick(st);
        }
        let start = st.trick().is_empty();
        let mut hint = None;
        let mut key: Key = [0; 4];
        if start {
            // The table first: it decides three in four trick starts, the bounds one in
            // twelve, and the bounds cost over half what the key does (bounds first searched
            // 4-6% more nodes and took about 6% longer on Jókai deals: `docs/solver-log.md`).
            key = run.key(usize::from(self.honours_special(st)));
            debug_assert_eq!(key, self.key(st));
            let here = key[3];
            let cut = Cut { alpha, beta };
            if let Some(b) = self.table.probe(&key, seat, cut, |other| Solver::shift(self.objective.values(), other, here)) {
                if b.lower >= beta || b.lower == b.upper {
                    return b.lower;
                }
                if b.upper <= alpha {
                    return b.upper;
                }
                hint = b.best.and_then(|r| relative_card(st, r));
            }
            let (least, most) = self.bounds(st);
            if most <= alpha || least == most {
                return most;
            }
            if least >= beta {
                return least;
            }
        }
        let (a0, b0) = (alpha, beta);
        let held = held_cards(st).bits();
        let (mut moves, mut scores) = ([Card::PAGAT; MAX_TRICKS], [0i32; MAX_TRICKS]);
        let (n, mut look_later) = self.order(st, hint, &mut moves, &mut scores, true);
        let maximizing = self.objective.maximizes_unchecked(seat);
        if in_hand >= self.cutoff_look_cards && st.trick().len() + 1 == st.num_players() {
            // The trick's last card: each card's child is a trick start. If the table
            // already cuts off at one of them, so does this node, whatever its first card
            // would cost (enhanced transposition cutoff).
            for &c in &moves[..n] {
                let (gained, bounds) = self.closing_bounds(st, run, held, c, maximizing, alpha, beta);
                let Some(b) = bounds else { continue };
                if maximizing && gained + b.lower >= beta {
                    self.look_cutoffs += 1;
                    return gained + b.lower;
                }
                if !maximizing && gained + b.upper <= alpha {
                    self.look_cutoffs += 1;
                    return gained + b.upper;
                }
            }
        }
        let mut best = if maximizing { i32::MIN } else { i32::MAX };
        let mut best_card = moves[0];
        // In a parallel search, a card another thread is searching here waits for a
        // second pass (after the first card, which every thread searches).
        let defer = self.busy.is_some() && in_hand >= DEFER_CARDS;
        let mut node = None; // found when first needed: most nodes cut off with their first card
        let (mut deferred, mut n_deferred) = ([Card::PAGAT; MAX_TRICKS], 0);
        let mut searched = 0;
        for i in 0..2 * n {
            let c = if i < n {
                moves[i]
            } else if i - n < n_deferred {
                deferred[i - n]
            } else {
                break;
            };
            let mut claim = None;
            if let Some(busy) = self.busy.as_ref().filter(|_| defer && i < n && searched > 0) {
                let pair = *node.get_or_insert_with(|| node_hash(st)) ^ CARD_HASH.wrapping_mul(u64::from(c.id()) + 1);
                if busy.contains(pair) {
                    deferred[n_deferred] = c;
                    n_deferred += 1;
                    self.deferred += 1;
                    continue;
                }
                busy.insert(pair);
                claim = Some(pair);
            }
            let first = searched == 0;
            searched += 1;
            let mut child = *st;
            let gained = self.objective.play(&mut child, c);
            let child_run = run.without(held, c, &self.key_runs, self.emperor);
            let (a, b) = (alpha - gained, beta - gained);
            let v = if first || b - a <= 1 {
                gained + self.window_at(&child, &child_run, a, b)
            } else if maximizing {
                // Can this card beat alpha at all? Only then on the whole window.
                let v = gained + self.window_at(&child, &child_run, a, a + 1);
                if v > alpha && v < beta && !self.aborted {
                    gained + self.window_at(&child, &child_run, v - gained - 1, b)
                } else {
                    v
                }
            } else {
                let v = gained + self.window_at(&child, &child_run, b - 1, b);
                if v < beta && v > alpha && !self.aborted {
                    gained + self.window_at(&child, &child_run, a, v - gained + 1)
                } else {
                    v
                }
            };
            if let (Some(busy), Some(pair)) = (self.busy.as_ref(), claim) {
                busy.remove(pair);
            }
            if self.aborted {
                return 0; // unwind at once: the caller throws the search away
            }
            if maximizing {
                if v > best {
                    best = v;
                    best_card = c;
                }
                alpha = alpha.max(best);
            } else {
                if v < best {
                    best = v;
                    best_card = c;
                }
                beta = beta.min(best);
            }
            if alpha >= beta {
                if start && searched > 1 && self.use_killers {
                    // The move order missed this lead: try it early at the trick starts of
                    // the same depth and seat that follow (a cutoff by the first card is
                    // not recorded, so that the killer adds what the order does not know).
                    self.killers[st.tricks_done()][seat] = c.id();
                    self.killers_recorded += 1;
                }
                break;
            }
            if look_later {
                // The first card did not cut off: the others in the look-ahead's order.
                look_later = false;
                let first = moves[0];
                self.look_ahead(st, &mut moves, &mut scores, n);
                debug_assert_eq!(moves[0], first);
            }
        }
        if start {
            let left = in_hand;
            let best_rel = Some(relative_index(st, best_card));
            if best <= a0 {
                self.table.store(&key, seat, left, i32::MIN, best, None);
            } else if best >= b0 {
                self.table.store(&key, seat, left, best, i32::MAX, best_rel);
            } else {
                self.table.store(&key, seat, left, best, best, best_rel);
            }
        }
        best
    }

    /// Past the node limit, told to stop by the hook, or overtaken by a helper that
    /// finished first? Sets `aborted` (and keeps answering yes); otherwise schedules the
    /// next check.
    #[cold]
    fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        let nodes = self.nodes;
        let over = self.node_limit != 0 && nodes > self.node_limit;
        let overtaken = self.rival.as_ref().is_some_and(|r| r.load(Relaxed) != 0);
        let mut told = false;
        if nodes >= self.next_hook {
            told = self.stop.as_mut().is_some_and(|stop| stop(nodes));
            self.next_hook = nodes + self.poll_nodes;
        }
        if over || told || overtaken {
            self.aborted = true;
            self.overtaken = overtaken && !over && !told;
            return true;
        }
        self.next_check = self.schedule(nodes);
        false
    }

    /// The node count of the next check after `nodes`: the next poll of the stop hook, a
    /// look at the helpers, or just past the node limit.
    fn schedule(&self, nodes: u64) -> u64 {
        let limit = if self.node_limit == 0 { u64::MAX } else { self.node_limit + 1 };
        let rival = if self.rival.is_some() { nodes + THREAD_POLL_NODES } else { u64::MAX };
        self.next_hook.min(limit).min(rival)
    }

    /// The last trick: every card is forced (each seat holds one, and must play it).
    #[inline(always)]
    fn last_trick(&self, st: &PlayState) -> i32 {
        let mut st = *st;
        let mut gained = 0;
        while let Some(s) = st.current_player() {
            let c = st.hand(s).first().expect("a card left");
            gained += self.objective.play(&mut st, c);
        }
        gained
    }

    /// The table key of a trick start ([`Key`]): the holder of every card still out,
    /// compressed to the cards still out (so cards that were played leave no gap), and the
    /// cards still out with each run's moved down to the run's lowest places (a run: cards
    /// of a suit adjacent in rank with one value, none special). The card ids run suit by
    /// suit and, within a suit, up in rank, so the compressed planes list each suit's cards
    /// from low to high, and the second word tells each card's value or special kind in
    /// that order: the cards still out of one run are alike but for their order.
    #[inline(always)]
    fn key(&self, st: &PlayState) -> Key {
        let [h0, h1, h2, h3] = st.hand_slots().map(CardSet::bits);
        let live = h0 | h1 | h2 | h3;
        let r = &self.key_runs[usize::from(self.honours_special(st))];
        let (shape, kinds) = (r.shape.collapse(live), r.kinds.collapse(live));
        let squeeze = Compress::new(live);
        // The holder's index in two planes (0 for seat 0, 3 for seat 3).
        [squeeze.apply(h1 | h3), squeeze.apply(h2 | h3), shape, kinds]
    }

    /// Are SL-P4's honours special cards here? Only while they can still fall in one
    /// trick: all three out, each with another seat (a card played to the trick in
    /// progress counts as its player's). A seat holding two of them never plays both to
    /// one trick, and after one is played the other two are cards like any other. Which
    /// seat holds each honour is in the table key (the holders in order), so positions of
    /// one key agree on this.
    #[inline(always)]
    fn honours_special(&self, st: &PlayState) -> bool {
        if !self.emperor {
            return false;
        }
        let (n, trick, hands) = (st.num_players(), st.trick(), st.hand_slots());
        let honours = CardSet::HONOURS.bits();
        let in_trick = trick.set().bits() & honours;
        // Asked at every node of an SL-P4 deal: first the common answers, without a loop
        // over the trick (its seat index was a division per seat).
        if (hands[0].bits() | hands[1].bits() | hands[2].bits() | hands[3].bits() | in_trick) & honours != honours {
            return false; // one of them was played to an earlier trick
        }
        if in_trick == 0 {
            return honours_apart(hands.iter().take(n).map(|hand| hand.bits() & honours));
        }
        let mut per_seat = [0u64; MAX_SEATS];
        for (s, hand) in hands.iter().enumerate().take(n) {
            per_seat[s] = hand.bits() & honours;
        }
        for k in 0..trick.len() {
            let c = trick.get(k).expect("a card of the trick");
            per_seat[seat_plus(st.leader(), k, n)] |= c.bit() & honours;
        }
        honours_apart(per_seat.iter().take(n).copied())
    }

    /// What the trick's last card `c` gains, and the table's bounds on the trick start
    /// after it, found without playing it (no copy of the state): for the enhanced
    /// transposition cutoff at the trick's last card, which cuts off by a lower bound of at
    /// least `beta` for a maximiser and by an upper bound of at most `alpha` for a
    /// minimiser (only those bounds are worked out in full).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn closing_bounds(
        &mut self,
        st: &PlayState,
        run: &RunningKey,
        held: u64,
        c: Card,
        maximizing: bool,
        alpha: i32,
        beta: i32,
    ) -> (i32, Option<Bounds>) {
        let n = st.num_players();
        let mut trick = *st.trick();
        trick.push(c);
        let w = seat_plus(st.leader(), winner(&trick, st.rules()), n);
        let gained = if self.objective.counts_unchecked(w) { self.objective.trick_value(trick.set(), st.tricks_done()) } else { 0 };
        // [`Solver::honours_special`] at the trick start after it: the hands without `c`.
        let honours = self.emperor
            && honours_apart(st.hand_slots().iter().take(n).map(|hand| hand.bits() & !c.bit() & CardSet::HONOURS.bits()));
        let key = run.without(held, c, &self.key_runs, self.emperor).key(usize::from(honours));
        let here = key[3];
        let cut = if maximizing {
            Cut { alpha: i32::MIN, beta: beta - gained }
        } else {
            Cut { alpha: alpha - gained, beta: i32::MAX }
        };
        (gained, self.table.peek(&key, w, cut, |other| Solver::shift(self.objective.values(), other, here)))
    }

    /// How far the value of a trick start can be from that of another with the same
    /// shape (holders, suits and special cards alike) whose kinds word is `other`: the
    /// same play is legal in both and every trick goes the same way, so the values differ
    /// by what the counted side's tricks hold more or less, at most the sum of the cards'
    /// differences each way (Kupferschmid and Helmert's quasi-symmetry). As (how much
    /// lower here, how much higher).
    #[inline(always)]
    fn shift(values: &[u8; 54], other: u64, here: u64) -> (i32, i32) {
        let (mut down, mut up) = (0, 0);
        for g in GROUPS {
            let (mut a, mut b) = (other & g.bits(), here & g.bits());
            if a == b {
                continue;
            }
            // Below the lowest place where the words differ, and above the highest, the
            // cards pair with themselves (both words hold as many cards): only between.
            let x = a ^ b;
            let between = (u64::MAX << x.trailing_zeros()) & (u64::MAX >> x.leading_zeros());
            (a, b) = (a & between, b & between);
            while a != 0 {
                let d = values[a.trailing_zeros() as usize] as i32 - values[b.trailing_zeros() as usize] as i32;
                if d > 0 {
                    down += d;
                } else {
                    up -= d;
                }
                a &= a - 1;
                b &= b - 1;
            }
        }
        (down, up)
    }

    /// How good `c` looks for the seat to play when following (`taker`: where the trick
    /// then likely goes, [`Solver::likely_taker`]): where the trick goes, and what it costs.
    #[inline(always)]
    fn follow_class(&self, seat: usize, c: Card, taker: usize) -> i32 {
        let obj = &self.objective;
        let value = self.card_value(c) as i32;
        // Good for this seat if the trick goes where the seat wants tricks to go: to a
        // counted seat for a maximiser.
        if obj.counts_unchecked(taker) == obj.maximizes_unchecked(seat) {
            // Load the trick with value, winning as cheaply as possible, and of cards worth
            // the same, give the lowest (the higher may win a trick later).
            1000 + 16 * value - c.rank() as i32
        } else {
            // Give away as little as possible.
            500 - 16 * value - c.rank() as i32
        }
    }

    /// Where the trick likely goes after each legal card (`w`: the seat winning it so far;
    /// `beats`: the cards that take it over): found once for the cards that do not take it
    /// over, and for each card that does.
    #[inline(always)]
    fn takers<'a>(&'a self, at: Following<'a>, legal: CardSet, beats: CardSet, w: usize) -> impl Fn(Card) -> usize + 'a {
        let losing = if legal.minus(beats).is_empty() { w } else { self.likely_taker(at, None, w) };
        move |c| if beats.contains(c) { self.likely_taker(at, Some(c), w) } else { losing }
    }

    /// Who the trick looks likely to go to after the seat to play plays a card (`winning`:
    /// the card, if it takes the trick over from `w`, the seat winning it so far): the seat
    /// then winning it, unless a seat still to play on the other side (counted or not) can beat
    /// the winning card, by following higher or by trumping; then that seat, beating with
    /// its highest such card, and so on round the trick. A guess for ordering cards: it
    /// cut the nodes by 15-25% against the seat winning it so far (`docs/solver.md`).
    #[inline(always)]
    fn likely_taker(&self, at: Following<'_>, winning: Option<Card>, w: usize) -> usize {
        let obj = &self.objective;
        let (seat, n, trick) = (at.seat, at.n, at.trick);
        let (mut taker, mut top) = match winning {
            Some(c) => (seat, c),
            None => (w, trick.get(if w >= at.leader { w - at.leader } else { w + n - at.leader }).expect("the winner's card")),
        };
        // Asked for every card that takes a trick over: kept to set operations, and the
        // seat to play last returns at once.
        let led = trick.follow();
        let mut s = seat;
        for _ in 1..n - trick.len() {
            s = if s + 1 == n { 0 } else { s + 1 };
            if obj.counts_unchecked(s) == obj.counts_unchecked(taker) {
                continue;
            }
            let hand = at.hands[s];
            let top_suit = top.suit_cards();
            // The cards of `set` above `top` in its suit.
            let above = |set: CardSet| CardSet(set.bits() & top_suit.bits() & !((top.bit() << 1) - 1));
            let follows = hand.intersect(led);
            let beating = if !follows.is_empty() {
                if led == top_suit { above(follows) } else { CardSet::EMPTY }
            } else if top_suit == CardSet::TRUMPS {
                above(hand.intersect(CardSet::TRUMPS))
            } else {
                hand.intersect(CardSet::TRUMPS)
            };
            if let Some(b) = beating.last() {
                taker = s;
                top = b;
            }
        }
        taker
    }

    #[inline(always)]
    fn card_value(&self, c: Card) -> u8 {
        self.objective.card_value(c)
    }

    /// The trick led with `c` played out by each follower's best-looking card: its value
    /// to the counted side, positive if the counted side wins it and negative if the other
    /// side does (a cheap guess for ordering the leads). Counting a trick lost as its value
    /// lost, not as nothing, makes a seat prefer giving away a cheap trick to a dear one:
    /// total nodes +1% to −13% on three sets of probe positions of each game
    /// (`docs/solver.md`).
    ///
    /// Played on a trick of its own (no copy of the state, no moves of its bookkeeping):
    /// it is asked for every lead of the big subtrees, and through `PlayState` it was a
    /// fifth of the search's instructions (Jókai, `docs/solver-log.md`).
    fn greedy_trick(&self, st: &PlayState, c: Card) -> i32 {
        let (rules, n, leader) = (st.rules(), st.num_players(), st.current_seat());
        let hands = st.hand_slots();
        let mut trick = Trick::new();
        trick.push(c);
        let mut w = leader; // the seat winning the trick so far
        for k in 1..n {
            let seat = seat_plus(leader, k, n);
            let legal = legal_plays(hands[seat], &trick, rules, st.keep(seat));
            let beats = winners_among(&trick, legal, rules);
            let card = if legal.len() == 1 {
                legal.first().expect("a legal card")
            } else {
                let taker = self.takers(Following { hands, n, seat, leader, trick: &trick }, legal, beats, w);
                // The best-looking card; of equals the last, as `max_by_key` gave before.
                let (mut best, mut best_class) = (Card::PAGAT, i32::MIN);
                for x in legal.iter() {
                    let class = self.follow_class(seat, x, taker(x));
                    if class >= best_class {
                        (best, best_class) = (x, class);
                    }
                }
                best
            };
            trick.push(card);
            if rules.emperor {
                // SL-P4: the card completing the emperor's trick hands it to the pagat's seat.
                w = seat_plus(leader, winner(&trick, rules), n);
            } else if beats.contains(card) {
                w = seat;
            }
        }
        let value = self.objective.trick_value(trick.set(), st.tricks_done());
        if self.objective.counts_unchecked(w) { value } else { -value }
    }

    /// One card per class of equivalent legal cards, best first by rules of thumb, into
    /// `out` (the caller's array: returned by value, it was copied twice); their number.
    #[inline(always)] // once per node: out of line it cost a call and a 500-byte frame
    fn moves(&self, st: &PlayState, hint: Option<Card>, out: &mut [Card; MAX_TRICKS]) -> usize {
        self.order(st, hint, out, &mut [0; MAX_TRICKS], false).0
    }

    /// [`Solver::moves`] with the cards' scores in `scores`, and if `lazy`, without the lead
    /// look-ahead where it cannot change the first card: then `true`, and the caller adds
    /// it ([`Solver::look_ahead`]) if the first card did not cut off.
    #[inline(always)]
    fn order(
        &self,
        st: &PlayState,
        hint: Option<Card>,
        out: &mut [Card; MAX_TRICKS],
        scores: &mut [i32; MAX_TRICKS],
        lazy: bool,
    ) -> (usize, bool) {
        let legal = st.legal_actions();
        if legal.len() == 1 {
            // A forced card (common when following): nothing to order.
            out[0] = legal.first().expect("one card");
            return (1, false);
        }
        let live = live_cards(st);
        let obj = &self.objective;
        let seat = st.current_seat();
        let trick = st.trick();
        let rules = st.rules();
        let n_players = st.num_players();
        let maximizing = obj.maximizes_unchecked(seat);
        // Who wins the trick so far, if anyone.
        let current = (!trick.is_empty()).then(|| seat_plus(st.leader(), winner(trick, rules), n_players));
        // Leads of big subtrees without a table hint are ordered by a quick play of the trick.
        let look_ahead = trick.is_empty() && hint.is_none() && self.in_hand(st) >= LOOK_AHEAD_CARDS;
        let mut n = 0;
        // Two legal cards of a suit with the same value are equivalent when no card still in
        // a hand lies between them and, following, both win the trick so far or both lose
        // it: the trick goes the same way, and after it the positions differ only in a card
        // that was played (the cards between them are in this trick).
        let held = live.minus(trick.set());
        let special = if self.honours_special(st) { self.special.union(CardSet::HONOURS) } else { self.special };
        // Following: the legal cards that would take the trick over.
        let beats = if current.is_some() { winners_among(trick, legal, rules) } else { CardSet::EMPTY };
        // On lead: the suits some other seat could trump (void in them, holding a tarok).
        let at = Following { hands: st.hand_slots(), n: n_players, seat, leader: st.leader(), trick };
        let taker = current.map(|w| self.takers(at, legal, beats, w));
        let killer = if current.is_none() { self.killers[st.tricks_done()][seat] } else { NO_KILLER };
        let mut ruffable = 0u64;
        if current.is_none() {
            for s in 0..n_players {
                let h = st.hand(s).bits();
                if s != seat && h & CardSet::TRUMPS.bits() != 0 {
                    for g in &GROUPS[1..] {
                        if h & g.bits() == 0 {
                            ruffable |= g.bits();
                        }
                    }
                }
            }
        }
        for c in legal.iter() {
            if let Some(a) = next_above(held, c) {
                if legal.contains(a)
                    && self.card_value(a) == self.card_value(c)
                    && !special.contains(c)
                    && !special.contains(a)
                    && beats.contains(c) == beats.contains(a)
                {
                    continue; // `a` stands for both
                }
            }
            let score = if Some(c) == hint {
                i32::MAX
            } else if let Some(taker) = &taker {
                self.follow_class(seat, c, taker(c))
            } else {
                // On lead: a card no other card still out can beat in its suit (a trump,
                // or a suit card nobody trumps) first for a seat that wants the trick to
                // go its side's way; then the killer lead of this depth and seat; then,
                // in big subtrees, the leads whose trick looks best for the seat; then
                // high cards. (A history heuristic ordered leads worse than rank, and
                // following cards no better than their class; killers for following
                // cards searched up to twice the nodes: `docs/solver-log.md`.)
                let top = next_above(live, c).is_none() && ruffable & c.bit() == 0;
                let wants = obj.counts_unchecked(seat) == maximizing;
                // (32-bit scores: the class from bit 28, the killer 26, the look-ahead's
                // 10 bits from 16, the rank below; 64-bit ones cost a node 64 more bytes
                // to clear and to move in the sort.)
                let class = i32::from(top == wants);
                let killer = i32::from(c.id() == killer);
                (class << 28) + (killer << 26) + (512 << 16) + c.rank() as i32
            };
            insert_by_score(out, scores, n, c, score);
            n += 1;
        }
        if !look_ahead || n < 2 {
            return (n, false);
        }
        // The look-ahead can wait when it cannot change the first card (one card alone in
        // the best class and killer place): most such nodes cut off with that card.
        if lazy && scores[0] >> 26 != scores[1] >> 26 {
            return (n, true);
        }
        self.look_ahead(st, out, scores, n);
        (n, false)
    }

    /// The lead look-ahead's part of the `n` leads' scores added, and the leads sorted
    /// again by them. Out of line: a node whose look-ahead waited asks it after its first
    /// card, and inlined there too it made the search's code bigger (5% more instructions).
    #[inline(never)]
    fn look_ahead(&self, st: &PlayState, out: &mut [Card; MAX_TRICKS], scores: &mut [i32; MAX_TRICKS], n: usize) {
        let maximizing = self.objective.maximizes_unchecked(st.current_seat());
        for (c, score) in out[..n].iter().zip(&mut scores[..n]) {
            let g = self.greedy_trick(st, *c).clamp(-511, 511);
            *score += (if maximizing { g } else { -g }) << 16;
        }
        for k in 1..n {
            let (c, score) = (out[k], scores[k]);
            insert_by_score(out, scores, k, c, score);
        }
    }
}

/// Card `c` of `score` into the first `k` cards of `out`, kept highest score first (an
/// insertion sort: at most 16 cards).
#[inline(always)]
fn insert_by_score(out: &mut [Card; MAX_TRICKS], scores: &mut [i32; MAX_TRICKS], k: usize, c: Card, score: i32) {
    let mut i = k;
    while i > 0 && scores[i - 1] < score {
        out[i] = out[i - 1];
        scores[i] = scores[i - 1];
        i -= 1;
    }
    out[i] = c;
    scores[i] = score;
}

/// A trick being followed to, as the move ordering's guesses see it: the hands, the
/// seat to play, the leader and the cards played so far (of a `PlayState`, or of a trick
/// the look-ahead plays on its own).
#[derive(Clone, Copy)]
struct Following<'a> {
    hands: &'a [CardSet; MAX_SEATS],
    n: usize,
    seat: usize,
    leader: usize,
    trick: &'a Trick,
}

/// The runs of the table key's two card words ([`Solver::key`]) for one set of special
/// cards: for the kinds word, cards adjacent in rank in a suit with the same value and
/// none special; for the shape word, whose runs ignore the values, the cards of a suit
/// between special cards.
#[derive(Clone, Copy)]
struct KeyRuns {
    kinds: Runs,
    shape: Runs,
}

impl KeyRuns {
    const EMPTY: KeyRuns = KeyRuns { kinds: Runs::EMPTY, shape: Runs::EMPTY };

    fn new(special: CardSet, values: &[u8; 54]) -> KeyRuns {
        let plain = |a: Card, b: Card| !special.contains(a) && !special.contains(b);
        let alike = |a: Card, b: Card| plain(a, b) && values[a.id() as usize] == values[b.id() as usize];
        KeyRuns { kinds: Runs::new(alike), shape: Runs::new(plain) }
    }
}

/// The runs of one key word: per suit, up in rank, cards that a rule joins with their
/// neighbour, as (the run's cards, its lowest card's id); the first `n` are used, and every
/// other card is a run of its own, in `singles`.
#[derive(Clone, Copy)]
struct Runs {
    runs: [(u64, u32); MAX_RUNS],
    n: usize,
    singles: u64,
    /// Each card's run (a single card's own bit), by card id: for [`RunningKey`].
    of: [u64; 54],
}

impl Runs {
    const EMPTY: Runs = Runs { runs: [(0, 0); MAX_RUNS], n: 0, singles: 0, of: [0; 54] };

    /// The runs of cards that `alike` joins with the next card up in their suit.
    fn new(alike: impl Fn(Card, Card) -> bool) -> Runs {
        let mut r = Runs::EMPTY;
        for g in GROUPS {
            let cards: Vec<Card> = g.iter().collect();
            let mut start = 0;
            for end in 1..=cards.len() {
                if end < cards.len() && alike(cards[end - 1], cards[end]) {
                    continue; // the run goes on
                }
                let run = &cards[start..end];
                let mask = run.iter().fold(0u64, |m, c| m | c.bit());
                for c in run {
                    r.of[c.id() as usize] = mask;
                }
                if run.len() > 1 {
                    r.runs[r.n] = (mask, u32::from(run[0].id()));
                    r.n += 1;
                } else {
                    r.singles |= mask;
                }
                start = end;
            }
        }
        r
    }

    /// The cards of `live` with each run's moved down to the run's lowest places.
    #[inline(always)]
    fn collapse(&self, live: u64) -> u64 {
        let mut word = live & self.singles;
        for &(run, low) in &self.runs[..self.n] {
            word |= ((1u64 << (live & run).count_ones()) - 1) << low;
        }
        word
    }

    /// A word of [`Runs::collapse`] after the card with this id left the live cards: its
    /// run holds one card fewer, so the run's top place empties.
    #[inline(always)]
    fn without(&self, word: u64, id: usize) -> u64 {
        let places = word & self.of[id];
        debug_assert_ne!(places, 0, "the card was live");
        word ^ 1u64 << (63 - places.leading_zeros())
    }
}

/// The words of the table key ([`Solver::key`]) for the cards still in the hands, kept up
/// to date as each card is played instead of found anew at each trick start: a card that
/// leaves the hands takes one place out of the two holder planes and the top place of its
/// run out of each card word. Finding the key anew (the compression masks, a count of
/// cards per run) was about a sixth of a Jókai search's instructions; this costs a count
/// and a few shifts per card.
#[derive(Clone, Copy)]
struct RunningKey {
    planes: [u64; 2],
    /// (shape, kinds) with the honours plain (`[0]`) and special (`[1]`, kept only under
    /// SL-P4's emperor's trick).
    words: [[u64; 2]; 2],
}

impl RunningKey {
    fn new(st: &PlayState, runs: &[KeyRuns; 2], emperor: bool) -> RunningKey {
        let [h0, h1, h2, h3] = st.hand_slots().map(CardSet::bits);
        let held = h0 | h1 | h2 | h3;
        let squeeze = Compress::new(held);
        let words = |r: &KeyRuns| [r.shape.collapse(held), r.kinds.collapse(held)];
        RunningKey {
            planes: [squeeze.apply(h1 | h3), squeeze.apply(h2 | h3)],
            words: [words(&runs[0]), if emperor { words(&runs[1]) } else { [0; 2] }],
        }
    }

    /// The key at a trick start (`honours`: 1 when SL-P4's honours are special).
    #[inline(always)]
    fn key(&self, honours: usize) -> Key {
        let [shape, kinds] = self.words[honours];
        [self.planes[0], self.planes[1], shape, kinds]
    }

    /// The words after `c` left `held` (the cards in the hands).
    #[inline(always)]
    fn without(&self, held: u64, c: Card, runs: &[KeyRuns; 2], emperor: bool) -> RunningKey {
        let below = (1u64 << (held & (c.bit() - 1)).count_ones()) - 1;
        let drop = |x: u64| x & below | (x >> 1) & !below;
        let id = c.id() as usize;
        let words = |w: [u64; 2], r: &KeyRuns| [r.shape.without(w[0], id), r.kinds.without(w[1], id)];
        RunningKey {
            planes: self.planes.map(drop),
            words: [words(self.words[0], &runs[0]), if emperor { words(self.words[1], &runs[1]) } else { [0; 2] }],
        }
    }
}

/// Compressing words to the bits of a mask (each kept bit moves down over the mask's
/// zeros below it, as the BMI2 instruction PEXT does), in six shift steps whose move masks
/// depend on the mask alone: found once, then applied to every word of a key.
struct Compress {
    mask: u64,
    moves: [u64; 6],
}

impl Compress {
    #[inline(always)]
    fn new(mask: u64) -> Compress {
        let mut m = mask;
        // Bit i of `zeros` is set when the number of mask zeros below i is odd at this step.
        let mut zeros = !m << 1;
        let mut moves = [0u64; 6];
        for (i, mv) in moves.iter_mut().enumerate() {
            // Prefix parity of the zeros below each bit: which bits move by 2^i now.
            let mut p = zeros ^ (zeros << 1);
            p ^= p << 2;
            p ^= p << 4;
            p ^= p << 8;
            p ^= p << 16;
            p ^= p << 32;
            let v = p & m;
            *mv = v;
            m = (m ^ v) | (v >> (1 << i));
            zeros &= !p;
        }
        Compress { mask, moves }
    }

    #[inline(always)]
    fn apply(&self, x: u64) -> u64 {
        let mut x = x & self.mask;
        for (i, &mv) in self.moves.iter().enumerate() {
            let t = x & mv;
            x = (x ^ t) | (t >> (1 << i));
        }
        x
    }
}

/// No killer lead recorded ([`Solver`]'s `killers`): no card has this id.
const NO_KILLER: u8 = 0xFF;

/// Multiplier of a card id in a (node, card) pair's hash.
const CARD_HASH: u64 = 0x9E37_79B9_7F4A_7C15;

/// The (node, card) pairs that threads of a parallel search are searching: a small table of
/// their hashes (a hash that lands on a taken entry overwrites it; only an ordering hint).
pub(crate) struct Busy(Box<[AtomicU64]>);

impl Busy {
    fn new() -> Busy {
        Busy((0..BUSY_ENTRIES).map(|_| AtomicU64::new(0)).collect())
    }

    #[inline(always)]
    fn slot(&self, pair: u64) -> &AtomicU64 {
        &self.0[(pair >> 40) as usize & (BUSY_ENTRIES - 1)]
    }

    fn contains(&self, pair: u64) -> bool {
        self.slot(pair).load(Relaxed) == pair
    }

    fn insert(&self, pair: u64) {
        self.slot(pair).store(pair, Relaxed);
    }

    fn remove(&self, pair: u64) {
        let _ = self.slot(pair).compare_exchange(pair, 0, Relaxed, Relaxed);
    }
}

/// SL-P4's honours are apart, given each seat's honours (in its hand or played by it to
/// the trick in progress): all three there, no seat with two.
#[inline(always)]
fn honours_apart(per_seat: impl Iterator<Item = u64>) -> bool {
    let mut seen = 0u64;
    for mine in per_seat {
        if mine & mine.wrapping_sub(1) != 0 {
            return false; // two of them with one seat
        }
        seen |= mine;
    }
    seen == CardSet::HONOURS.bits()
}

/// A hash of a node (the hands, the trick in progress and who plays next), by the table's
/// hash of a key made of them.
fn node_hash(st: &PlayState) -> u64 {
    let [h0, h1, h2, h3] = st.hand_slots().map(CardSet::bits);
    hash(&[h0, h1, h2, h3, st.trick().set().bits()], st.current_seat()).0
}

/// A card as its suit and its place among the suit's cards still out (stable under the
/// renaming of the table key).
fn relative_index(st: &PlayState, c: Card) -> u8 {
    let g = c.suit_cards();
    let below = live_cards(st).bits() & g.bits() & (c.bit() - 1);
    let group = GROUPS.iter().position(|&x| x == g).expect("a suit") as u8;
    group << 5 | below.count_ones() as u8
}

/// The card at a relative index in this position, if there is one.
fn relative_card(st: &PlayState, r: u8) -> Option<Card> {
    let g = *GROUPS.get((r >> 5) as usize)?;
    live_cards(st).intersect(g).nth((r & 31) as u32)
}

/// The cards still in play: in the hands and in the trick in progress.
#[inline(always)]
fn live_cards(st: &PlayState) -> CardSet {
    st.hand_slots().iter().fold(st.trick().set(), |a, h| a.union(*h))
}

/// The cards still in the hands (not those of the trick in progress).
#[inline(always)]
fn held_cards(st: &PlayState) -> CardSet {
    st.hand_slots().iter().fold(CardSet::EMPTY, |a, h| a.union(*h))
}

/// The next card above `c` in its suit (the taroks are one suit) among `live`.
#[inline(always)]
fn next_above(live: CardSet, c: Card) -> Option<Card> {
    let above = !((c.bit() << 1) - 1);
    CardSet(live.bits() & c.suit_cards().bits() & above).first()
}

/// Plain minimax over every legal card, without pruning or a table: the slow, obviously
/// right answer the solver is tested against. The future value only (no base).
pub fn minimax(st: &PlayState, obj: &Objective) -> i32 {
    minimax_within(st, obj, &mut |_| false).expect("never stopped")
}

/// [`minimax`], asking `stop(nodes)` every 2^16 nodes (as [`Solver`] asks its
/// [`StopHook`]): `None` once it answers `true`. Plain minimax of a few tricks takes
/// seconds, so a caller can stop it (Ctrl-C from Python).
pub fn minimax_within(st: &PlayState, obj: &Objective, stop: &mut dyn FnMut(u64) -> bool) -> Option<i32> {
    fn go(st: &PlayState, obj: &Objective, nodes: &mut u64, stop: &mut dyn FnMut(u64) -> bool) -> Option<i32> {
        *nodes += 1;
        if *nodes % POLL_NODES == 0 && stop(*nodes) {
            return None;
        }
        let Some(seat) = st.current_player() else { return Some(0) };
        let maximizes = obj.maximizes_unchecked(seat);
        let mut best: Option<i32> = None;
        for c in st.legal_actions().iter() {
            let mut child = *st;
            let v = obj.play(&mut child, c) + go(&child, obj, nodes, stop)?;
            best = Some(best.map_or(v, |b| if maximizes { b.max(v) } else { b.min(v) }));
        }
        Some(best.expect("a legal card"))
    }
    go(st, obj, &mut 0, stop)
}

#[cfg(test)]
mod busy_tests {
    use super::Busy;

    #[test]
    fn a_pair_is_busy_from_its_insert_to_its_remove() {
        let busy = Busy::new();
        let (a, b) = (0x1234_5678_9ABC_DEF1u64, 0x0FED_CBA9_8765_4321u64);
        assert!(!busy.contains(a));
        busy.insert(a);
        assert!(busy.contains(a) && !busy.contains(b));
        busy.remove(a);
        assert!(!busy.contains(a));
        // A pair that lands on a taken entry overwrites it; removing the first then leaves
        // the second.
        let c = a ^ 0x1; // the same entry (chosen by the high bits)
        busy.insert(a);
        busy.insert(c);
        busy.remove(a);
        assert!(busy.contains(c) && !busy.contains(a));
    }
}

#[cfg(test)]
mod compress_tests {
    use super::Compress;
    use crate::rng::Rng;

    /// PEXT one bit at a time.
    fn pext(x: u64, mask: u64) -> u64 {
        let (mut out, mut at) = (0u64, 0);
        for i in 0..64 {
            if mask >> i & 1 == 1 {
                out |= (x >> i & 1) << at;
                at += 1;
            }
        }
        out
    }

    #[test]
    fn compress_equals_bit_by_bit_extraction() {
        let mut rng = Rng::new(7);
        for k in 0..20_000 {
            let mask = match k % 4 {
                0 => rng.next_u64(),
                1 => rng.next_u64() & rng.next_u64(),
                2 => rng.next_u64() | rng.next_u64(),
                _ => rng.next_u64() & ((1 << 54) - 1),
            };
            let c = Compress::new(mask);
            for _ in 0..4 {
                let x = rng.next_u64();
                assert_eq!(c.apply(x), pext(x, mask), "mask {mask:#x} x {x:#x}");
            }
        }
        assert_eq!(Compress::new(0).apply(u64::MAX), 0);
        assert_eq!(Compress::new(u64::MAX).apply(0x1234), 0x1234);
    }
}

#[cfg(test)]
mod shift_tests {
    use super::{Solver, GROUPS};
    use crate::card::CardSet;
    use crate::rng::Rng;

    /// The shift by its definition: in each suit, the cards of the two kinds words paired
    /// in order, low with low, and each pair's value difference added to how much lower
    /// (the other's card worth more) or how much higher (this one's worth more) this
    /// position can be.
    fn paired(values: &[u8; 54], other: u64, here: u64) -> (i32, i32) {
        let (mut down, mut up) = (0, 0);
        for g in GROUPS {
            let a: Vec<usize> = (0..54).filter(|&i| (other & g.bits()) >> i & 1 == 1).collect();
            let b: Vec<usize> = (0..54).filter(|&i| (here & g.bits()) >> i & 1 == 1).collect();
            for (&x, &y) in a.iter().zip(&b) {
                let d = values[x] as i32 - values[y] as i32;
                down += d.max(0);
                up += (-d).max(0);
            }
        }
        (down, up)
    }

    /// `Solver::shift` (quasi-symmetry's bound on how far two positions of one shape can
    /// differ) on random kinds words with as many cards in each suit, several of them
    /// differing: the solver's tests pair positions that differ in one card, and there a
    /// shift that paired every card with the lowest of the other word survived the
    /// solver's mutation audit.
    #[test]
    fn the_shift_pairs_the_cards_of_each_suit_in_order() {
        let mut rng = Rng::new(79);
        let mut values = [0u8; 54];
        for k in 0..2000 {
            for v in values.iter_mut() {
                *v = rng.below(16) as u8;
            }
            let (mut other, mut here) = (0u64, 0u64);
            for g in GROUPS {
                let cards: Vec<usize> = CardSet(g.bits()).iter().map(|c| c.id() as usize).collect();
                let count = rng.below(cards.len() as u32 + 1) as usize;
                for word in [&mut other, &mut here] {
                    let mut places = cards.clone();
                    rng.shuffle(&mut places);
                    for &i in &places[..count] {
                        *word |= 1 << i;
                    }
                }
            }
            assert_eq!(Solver::shift(&values, other, here), paired(&values, other, here), "words {k}: {other:#x} {here:#x}");
        }
        assert_eq!(Solver::shift(&values, 0b1011 << 22, 0b1011 << 22), (0, 0), "the same kinds");
    }
}

#[cfg(test)]
mod equivalence_tests {
    use super::super::{Counting, Goal, Objective, Position};
    use super::{minimax, Solver};
    use crate::card::{Card, CardSet};
    use crate::play::PlayState;
    use crate::trick::TrickRules;

    fn cards(ids: &[u8]) -> CardSet {
        ids.iter().map(|&i| Card::new(i).unwrap()).collect()
    }

    /// Seat 2 holds the second and fourth pip of a suit, seat 1 has played the third: when
    /// the led card beats them all, seat 2's pips both lose and are one class; when the
    /// lowest pip was led, seat 1's pip wins, which one of seat 2's beats.
    fn position(lead: u8) -> PlayState {
        let hands = [cards(&[lead, 5]), cards(&[24, 6]), cards(&[23, 25]), cards(&[7, 8])];
        let mut st = PlayState::new(&hands, 0, TrickRules::default(), &[CardSet::EMPTY; 4]).unwrap();
        st.apply(Card::new(lead).unwrap()).unwrap();
        st.apply(Card::new(24).unwrap()).unwrap();
        st
    }

    #[test]
    fn cards_with_only_trick_cards_between_them_merge_when_both_lose_the_trick() {
        let objective = Objective::new(Counting::Thirds, 0, 0b0101, 0b0101);
        let mut solver = Solver::new();
        assert!((22..26).all(|i| Card::new(i).unwrap().points() == 1), "four pips");
        for (lead, classes) in [(29u8, 1usize), (26, 1), (22, 2)] {
            let st = position(lead);
            let pos = Position::new(st, objective, 0, Goal::Points, "thirds").unwrap();
            solver.prepare(&pos);
            assert_eq!(solver.moves(&st, None, &mut [Card::PAGAT; crate::play::MAX_TRICKS]), classes, "lead {lead}");
            let sol = solver.solve(&pos);
            assert_eq!(sol.moves.len(), 2);
            for (c, v) in sol.moves {
                let mut child = st;
                let gained = objective.play(&mut child, c);
                assert_eq!(v, gained + minimax(&child, &objective), "lead {lead}, card {c}");
            }
        }
    }
}
