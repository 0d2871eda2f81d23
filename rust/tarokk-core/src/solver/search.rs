//! The search: fail-soft alpha-beta with principal-variation windows over the whole value
//! range (or MTD(f)'s null windows, [`Solver::use_mtdf`]).
//!
//! Each node is a `PlayState` copied on the stack (144 bytes, no heap), so nothing is
//! allocated per node. At the start of a trick the node is bounded three ways before any
//! card is tried: by what the remaining cards can be worth at most (and 0 at least), and by
//! the transposition table. Moves are generated one per class of equivalent cards (same
//! suit, adjacent among the cards still out, same value) and ordered by a few trick-taking
//! rules of thumb, the table's best card first.

use super::objective::Objective;
use super::tt::{Key, Table};
use super::{Position, Solution, Stats};
use crate::card::{Card, CardSet};
use crate::play::{PlayState, MAX_TRICKS};
use crate::trick::{winner, would_win};

/// Buckets of the default table: 2^20 buckets of two 16-byte entries (32 MiB).
pub const DEFAULT_TABLE_BITS: u32 = 20;

/// A reusable solver: its table outlives a solve, so positions of the same deal (the cards
/// of a "solve every card", the worlds of a PIMC decision) share what was searched.
pub struct Solver {
    table: Table,
    /// The objective and rules the table's entries were searched under.
    config: Option<(Objective, [CardSet; 4], u8)>,
    objective: Objective,
    /// Cards never merged with a neighbour (special to the rules or the objective).
    special: CardSet,
    /// Each card's kind in the table key: its value, or a kind of its own if special.
    kind: [u8; 54],
    /// Give up once this many nodes were searched (0: never); see [`Solver::value_within`].
    node_limit: u64,
    aborted: bool,
    /// Search with MTD(f)'s null windows instead of one principal-variation search.
    pub use_mtdf: bool,
    /// The least value of any card (for the bounds).
    least_value: u8,
    /// History heuristic: per seat and card, how much cutting off with it has saved.
    history: [[u32; 54]; 4],
    nodes: u64,
}

/// The suits of the table key, the taroks first.
const GROUPS: [CardSet; 5] = [
    CardSet::TRUMPS,
    CardSet(0xFFu64 << 22),
    CardSet(0xFFu64 << 30),
    CardSet(0xFFu64 << 38),
    CardSet(0xFFu64 << 46),
];

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

type Moves = ([Card; MAX_TRICKS], usize);

impl Solver {
    pub fn new() -> Solver {
        Solver::with_table_bits(DEFAULT_TABLE_BITS)
    }

    /// A solver whose table has `2^bits` buckets (`bits` from 4 to 26).
    pub fn with_table_bits(bits: u32) -> Solver {
        Solver {
            table: Table::new(bits.clamp(4, 26)),
            config: None,
            objective: Objective::new(super::Counting::None, 1, 0, 0),
            special: CardSet::EMPTY,
            kind: [0; 54],
            least_value: 0,
            use_mtdf: false,
            node_limit: 0,
            aborted: false,
            history: [[0; 54]; 4],
            nodes: 0,
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
        let config = (pos.objective, keep, flags);
        if self.config != Some(config) {
            self.table.reset();
            self.config = Some(config);
        }
        self.objective = pos.objective;
        let mut special = pos.objective.special_cards();
        for k in keep {
            special = special.union(k);
        }
        if rules.emperor {
            special = special.union(CardSet::HONOURS); // SL-P4: škis, mond and pagat together
        }
        if rules.negative {
            special.insert(Card::PAGAT); // SL-P6: when the pagat may be played
        }
        self.special = special;
        self.least_value = CardSet::ALL54.iter().map(|c| self.objective.card_value(c)).min().unwrap_or(0);
        // Kinds: one per card value (under 16), then one per special card.
        let mut values: Vec<u8> = Vec::new();
        for c in CardSet::ALL54.iter() {
            let v = self.objective.card_value(c);
            if !special.contains(c) && !values.contains(&v) {
                values.push(v);
            }
        }
        for c in CardSet::ALL54.iter() {
            let v = self.objective.card_value(c);
            self.kind[c.id() as usize] = match special.iter().position(|x| x == c) {
                Some(i) => (values.len() + i) as u8,
                None => values.iter().position(|&x| x == v).expect("listed") as u8,
            };
        }
        debug_assert!(values.len() + special.len() as usize <= 16, "kinds fit in 4 bits");
        self.table.probes = 0;
        self.table.hits = 0;
        self.nodes = 0;
        // Older searches' history still orders well, but should not outweigh this one's.
        for h in self.history.iter_mut().flatten() {
            *h >>= 4;
        }
    }

    fn stats(&self) -> Stats {
        Stats { nodes: self.nodes, probes: self.table.probes, hits: self.table.hits }
    }

    /// The value of the position under perfect play (the position's base included).
    pub fn value(&mut self, pos: &Position) -> (i32, Stats) {
        self.prepare(pos);
        let v = self.exact(&pos.play, None);
        (pos.base + v, self.stats())
    }

    /// The value, or `None` if it takes more than `node_limit` nodes (the table is then
    /// cleared: a search cut short leaves bounds that do not hold). For benchmarks that
    /// must end.
    pub fn value_within(&mut self, pos: &Position, node_limit: u64) -> Option<(i32, Stats)> {
        self.node_limit = node_limit;
        self.aborted = false;
        let r = self.value(pos);
        self.node_limit = 0;
        if self.aborted {
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
            let (reps, n) = self.moves(&st, None);
            let reps: CardSet = reps[..n].iter().copied().collect();
            let live = live_cards(&st);
            let mut found: Vec<(Card, i32)> = Vec::with_capacity(n);
            for c in legal.iter() {
                // The card of c's class that was searched: the top of its run of equivalents.
                let mut r = c;
                while !reps.contains(r) {
                    r = next_above(live, r).expect("a merged card has an equivalent above it");
                }
                let v = match found.iter().find(|(k, _)| *k == r) {
                    Some(&(_, v)) => v,
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
        self.window(st, -1, most + 1)
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
            let (moves, _) = self.moves(&st, None);
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
        let done = st.tricks_done();
        let left = st.hand(st.current_seat()).len() as usize; // the trick in progress included
        self.objective.most(live, done, done + left)
    }

    /// Bounds on the future value at a trick start: `[0, most]`, narrowed by the top
    /// trumps. The highest trump still out wins whatever trick it is played to (not under
    /// SL-P3's colour valat, nor SL-P4's emperor's trick while škis, mond and pagat are all
    /// out), and so do the next ones below it in the same hand: that many tricks go to
    /// its holder, each worth at least the trump and the least values of the other cards.
    #[inline(always)]
    fn bounds(&self, st: &PlayState) -> (i32, i32) {
        let live = live_cards(st);
        let most = self.most_of(st, live);
        let rules = st.rules();
        let trumps = live.intersect(CardSet::TRUMPS);
        if rules.colour_valat || (rules.emperor && CardSet::HONOURS.is_subset(live)) {
            return (0, most);
        }
        let Some(top) = trumps.last() else { return (0, most) };
        let hands = st.hand_slots();
        let holder = (0..st.num_players()).find(|&s| hands[s].contains(top)).expect("a live card is in a hand");
        let n = st.num_players() as i32;
        let least_card = self.least_value as i32;
        let mut sure = 0;
        let mut run = trumps;
        while let Some(t) = run.last() {
            if !hands[holder].contains(t) {
                break;
            }
            sure += self.objective.card_value(t) as i32 + (n - 1) * least_card + self.objective.per_trick as i32;
            run.remove(t);
        }
        if self.objective.counts(holder) {
            (sure.min(most), most)
        } else {
            (0, (most - sure).max(0))
        }
    }

    /// Fail-soft alpha-beta on the window (beta − 1, beta): a value ≥ beta is a lower
    /// bound of the future value, a value < beta an upper bound.
    fn search(&mut self, st: &PlayState, beta: i32) -> i32 {
        self.window(st, beta - 1, beta)
    }

    /// Fail-soft alpha-beta on the window (alpha, beta), principal-variation style: the
    /// first card on the whole window, the others on a null window first. A value ≤ alpha
    /// is an upper bound, ≥ beta a lower bound, between them exact.
    fn window(&mut self, st: &PlayState, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.node_limit != 0 && self.nodes > self.node_limit {
            self.aborted = true;
            return 0; // meaningless: the caller throws the search away
        }
        let seat = st.current_seat();
        if st.hand(seat).is_empty() {
            return 0;
        }
        if st.hand(seat).len() == 1 {
            return self.last_trick(st);
        }
        let start = st.trick().is_empty();
        let mut hint = None;
        let mut key = [0u64; 5];
        if start {
            let (least, most) = self.bounds(st);
            if most <= alpha || least == most {
                return most;
            }
            if least >= beta {
                return least;
            }
            key = self.key(st);
            if let Some(b) = self.table.probe(&key, seat) {
                if b.lower >= beta || b.lower == b.upper {
                    return b.lower;
                }
                if b.upper <= alpha {
                    return b.upper;
                }
                hint = b.best.and_then(|r| relative_card(st, r));
            }
        }
        let (a0, b0) = (alpha, beta);
        let (moves, n) = self.moves(st, hint);
        let maximizing = self.objective.maximizes(seat);
        let mut best = if maximizing { i32::MIN } else { i32::MAX };
        let mut best_card = moves[0];
        for (i, &c) in moves[..n].iter().enumerate() {
            let mut child = *st;
            let gained = self.objective.play(&mut child, c);
            let (a, b) = (alpha - gained, beta - gained);
            let v = if i == 0 || b - a <= 1 {
                gained + self.window(&child, a, b)
            } else if maximizing {
                // Can this card beat alpha at all? Only then on the whole window.
                let v = gained + self.window(&child, a, a + 1);
                if v > alpha && v < beta { gained + self.window(&child, v - gained - 1, b) } else { v }
            } else {
                let v = gained + self.window(&child, b - 1, b);
                if v < beta && v > alpha { gained + self.window(&child, a, v - gained + 1) } else { v }
            };
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
                let left = st.hand(seat).len();
                let h = &mut self.history[seat][c.id() as usize];
                *h = h.saturating_add(left * left);
                break;
            }
        }
        if start {
            let left = st.hand(seat).len() as usize;
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

    /// Could another seat trump a lead of `card` (void in its suit, holding a tarok)?
    #[inline(always)]
    fn anyone_trumps(&self, st: &PlayState, card: Card) -> bool {
        let suit = card.suit_cards();
        (0..st.num_players()).any(|s| {
            let h = st.hand(s);
            s != st.current_seat() && !h.is_empty() && h.intersect(suit).is_empty() && !h.intersect(CardSet::TRUMPS).is_empty()
        })
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

    /// The table key of a trick start ([`Key`]).
    #[inline(always)]
    fn key(&self, st: &PlayState) -> Key {
        let [h0, h1, h2, h3] = st.hand_slots().map(CardSet::bits);
        let live = h0 | h1 | h2 | h3;
        let mut words = [0u64; 5];
        let mut at = 0usize;
        let mut put = |v: u64, bits: usize| {
            let (i, o) = (at / 64, at % 64);
            words[i] |= v << o;
            if o + bits > 64 {
                words[i + 1] |= v >> (64 - o);
            }
            at += bits;
        };
        for g in GROUPS {
            let mut cards = live & g.bits();
            put(cards.count_ones() as u64, 5);
            while cards != 0 {
                let c = cards.trailing_zeros();
                cards &= cards - 1;
                // Exactly one hand holds the card: its index, 0 to 3.
                let holder = (h1 >> c & 1) + ((h2 >> c & 1) * 2) + ((h3 >> c & 1) * 3);
                put(holder | (self.kind[c as usize] as u64) << 2, 6);
            }
        }
        words
    }

    /// One card per class of equivalent legal cards, best first by rules of thumb.
    fn moves(&self, st: &PlayState, hint: Option<Card>) -> Moves {
        let legal = st.legal_actions();
        let live = live_cards(st);
        let obj = &self.objective;
        let seat = st.current_seat();
        let trick = st.trick();
        let rules = st.rules();
        let n_players = st.num_players();
        let maximizing = obj.maximizes(seat);
        // Who wins the trick so far, if anyone.
        let current = (!trick.is_empty()).then(|| (st.leader() + winner(trick, rules)) % n_players);
        let mut out = [Card::PAGAT; MAX_TRICKS];
        let mut scores = [0i64; MAX_TRICKS];
        let mut n = 0;
        for c in legal.iter() {
            if let Some(a) = next_above(live, c) {
                if legal.contains(a)
                    && obj.card_value(a) == obj.card_value(c)
                    && !self.special.contains(c)
                    && !self.special.contains(a)
                {
                    continue; // `a` stands for both
                }
            }
            let value = obj.card_value(c) as i32;
            let history = self.history[seat][c.id() as usize] as i64;
            let score = if Some(c) == hint {
                i64::MAX
            } else if let Some(w) = current {
                let wins = would_win(trick, c, rules);
                let taker = if wins { seat } else { w };
                // Good for this seat if the trick, as it stands after this card, goes
                // where the seat wants tricks to go: to a counted seat for a maximiser.
                let class = if obj.counts(taker) == maximizing {
                    // Load the trick with value, winning as cheaply as possible.
                    1000 + 16 * value - if wins { c.rank() as i32 } else { 0 }
                } else {
                    // Give away as little as possible.
                    500 - 16 * value - c.rank() as i32
                };
                ((class as i64) << 32) + history
            } else {
                // On lead: a card no other card still out can beat in its suit (a trump,
                // or a suit card nobody trumps) first for a seat that wants the trick to
                // go its side's way, then the cards that cut off before, then high cards.
                let top = next_above(live, c).is_none() && (c.is_trump() || !self.anyone_trumps(st, c));
                let wants = obj.counts(seat) == maximizing;
                let class = i64::from(top == wants);
                (class << 50) + (history << 5) + c.rank() as i64
            };
            // Insertion by score, highest first (at most 16 cards).
            let mut i = n;
            while i > 0 && scores[i - 1] < score {
                out[i] = out[i - 1];
                scores[i] = scores[i - 1];
                i -= 1;
            }
            out[i] = c;
            scores[i] = score;
            n += 1;
        }
        (out, n)
    }
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

/// The next card above `c` in its suit (the taroks are one suit) among `live`.
#[inline(always)]
fn next_above(live: CardSet, c: Card) -> Option<Card> {
    let above = !((c.bit() << 1) - 1);
    CardSet(live.bits() & c.suit_cards().bits() & above).first()
}

/// Plain minimax over every legal card, without pruning or a table: the slow, obviously
/// right answer the solver is tested against. The future value only (no base).
pub fn minimax(st: &PlayState, obj: &Objective) -> i32 {
    let Some(seat) = st.current_player() else { return 0 };
    let values = st.legal_actions().iter().map(|c| {
        let mut child = *st;
        obj.play(&mut child, c) + minimax(&child, obj)
    });
    if obj.maximizes(seat) {
        values.max().expect("a legal card")
    } else {
        values.min().expect("a legal card")
    }
}
