//! Cards shared out among places uniformly: every assignment that honours each card's
//! places, each place's room and some counts (how many of some cards some places get, at
//! least or at most) is drawn with the same chance.
//!
//! Cards with the same places that take part in the same counts are alike to every
//! constraint: they form a *kind*, and an assignment is, kind by kind, how many of its
//! cards each place gets (a *share*) and which ones (the multinomial number of ways). The
//! number of ways to finish from each kind on, given the room and counts so far, is a
//! memoised sum over shares; the draw then picks each kind's share with a chance
//! proportional to its ways times the ways it leaves, so each assignment has the same
//! chance. Placing the cards one by one with a chance proportional to the room left (the
//! way before) is uniform only when nothing but the room binds: with voids shown it was
//! measurably biased (χ² 879 against a critical 478 at a Slovenian position of
//! `tests/world_distribution.rs`).
//!
//! A count that cannot bind is left out, and one that only keeps cards out of places (at
//! most 0) or in them (all it can get) goes into the cards' places. The counts left are
//! met first by drawing without them and keeping a draw that honours them (uniform among
//! the assignments that do); only if a few tries find none are they summed over, each in
//! the state (dearer: cards of the same places fall into as many kinds as the sets of
//! counts they take part in). Where even that is too much, the caller places the cards
//! the old way.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::Mask;
use crate::card::{Card, CardSet};
use crate::rng::Rng;

/// How many of `members` the places `parts` get: at least `low`, at most `high`
/// (`usize::MAX`: no most).
#[derive(Clone, Copy, Debug)]
pub(super) struct Count {
    pub parts: Mask,
    pub members: CardSet,
    pub low: usize,
    pub high: usize,
}

/// What a draw found.
pub(super) enum Placement {
    /// The place of each card, in the order given.
    Drawn(Vec<usize>),
    /// No assignment honours the constraints.
    Impossible,
    /// Too much to sum over (the caller then places the cards the old way).
    TooBig,
}

/// Each place's room, and each count so far: 5 bits in a 64-bit word.
const BITS: usize = 5;
const MAX_FIELD: usize = (1 << BITS) - 1;
const MAX_FIELDS: usize = 64 / BITS;
/// Shares looked at in the sum before giving up on it (about a millisecond).
const MAX_WORK: usize = 1 << 16;
/// Draws without the counts before summing with them.
const TRIES: usize = 256;

/// How many cards of a kind each of its places gets.
type Share = [u8; MAX_FIELDS];

struct Kind {
    /// The places its cards can go to, as a list.
    places: Vec<usize>,
    /// The counts its cards take part in (bits).
    counts: u16,
    /// Its cards (indices into the caller's list).
    cards: Vec<usize>,
}

/// The memo's hash: the keys are packed words, mixed well enough by one multiplication
/// each (the default hasher is built against hostile keys, which these are not, and
/// costs more). Only lookups use it, never the map's order, so draws stay reproducible.
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type Memo = HashMap<(u64, u64), f64, BuildHasherDefault<WordHasher>>;

struct Sums<'a> {
    kinds: Vec<Kind>,
    counts: &'a [Count],
    /// Per count, the value its field holds at most: one over `high` is never stored (the
    /// state is dead), and a count with no `high` stops at `low`, all it needs.
    clamp: Vec<usize>,
    /// Per count, the last kind with cards it counts (`usize::MAX`: none): after that
    /// kind the count is checked and its field cleared, so that states that differ only in
    /// a count already settled are one state of the memo.
    last_kind: Vec<usize>,
    factorial: Vec<f64>,
    /// Per kind, the ways from it on by (room, counts).
    memo: Vec<Memo>,
    /// Shares looked at so far.
    work: usize,
}

fn field(word: u64, i: usize) -> usize {
    (word >> (BITS * i)) as usize & MAX_FIELD
}

fn with_field(word: u64, i: usize, v: usize) -> u64 {
    (word & !((MAX_FIELD as u64) << (BITS * i))) | ((v as u64) << (BITS * i))
}

impl<'a> Sums<'a> {
    fn new(room: &[usize], cards: &[(Card, Mask)], counts: &'a [Count]) -> Option<Sums<'a>> {
        if counts.len() > MAX_FIELDS {
            return None;
        }
        let clamp: Vec<usize> = counts.iter().map(|c| if c.high < usize::MAX { c.high } else { c.low }).collect();
        if clamp.iter().any(|&v| v > MAX_FIELD) {
            return None;
        }
        let mut kinds: Vec<Kind> = Vec::new();
        for (i, &(card, mask)) in cards.iter().enumerate() {
            let member = counts.iter().enumerate().filter(|(_, c)| c.members.contains(card)).fold(0u16, |m, (c, _)| m | 1 << c);
            let places: Vec<usize> = (0..room.len()).filter(|&j| mask & (1 << j) != 0).collect();
            match kinds.iter_mut().find(|k| k.counts == member && k.places == places) {
                Some(k) => k.cards.push(i),
                None => kinds.push(Kind { places, counts: member, cards: vec![i] }),
            }
        }
        // Kinds in counts first, by the last count they take part in, so that counts are
        // settled (their fields cleared) early; then the most constrained kinds (the fewest
        // states to remember before the wide ones); the order among equals fixed by the
        // cards, so that a seed draws the same world. (With the count facts among the
        // counts, this order and settling left 53 of some 34 800 Paskievics draws too big to
        // sum, against 183 without either.)
        kinds.sort_by_key(|k| (k.counts == 0, u16::BITS - k.counts.leading_zeros(), k.places.len(), k.cards.len(), k.cards[0]));
        let mut factorial = vec![1.0f64; cards.len() + 1];
        for i in 1..factorial.len() {
            factorial[i] = factorial[i - 1] * i as f64;
        }
        let last_kind = (0..counts.len()).map(|c| kinds.iter().rposition(|k| k.counts & (1 << c) != 0).unwrap_or(usize::MAX)).collect();
        let memo = (0..kinds.len()).map(|_| Memo::default()).collect();
        Some(Sums { kinds, counts, clamp, last_kind, factorial, memo, work: 0 })
    }

    /// Every share of kind `g` with room `room`, and the room it leaves.
    fn shares(&self, g: usize, room: u64) -> Vec<(Share, u64)> {
        let kind = &self.kinds[g];
        let mut out = Vec::new();
        if g + 1 == self.kinds.len() {
            // The last kind fills the room left, if that is all in its places.
            let mut share = [0; MAX_FIELDS];
            let mut left = room;
            for (i, &j) in kind.places.iter().enumerate() {
                share[i] = field(room, j) as u8;
                left = with_field(left, j, 0);
            }
            if left == 0 {
                out.push((share, 0));
            }
            return out;
        }
        let mut share = [0; MAX_FIELDS];
        Self::share_from(kind, 0, kind.cards.len(), room, &mut share, &mut out);
        out
    }

    fn share_from(kind: &Kind, i: usize, left: usize, room: u64, share: &mut Share, out: &mut Vec<(Share, u64)>) {
        let place = kind.places[i];
        let space = field(room, place);
        if i + 1 == kind.places.len() {
            if left <= space {
                share[i] = left as u8;
                out.push((*share, with_field(room, place, space - left)));
            }
            return;
        }
        for x in 0..=left.min(space) {
            share[i] = x as u8;
            Self::share_from(kind, i + 1, left - x, with_field(room, place, space - x), share, out);
        }
    }

    /// The counts after kind `g`'s cards took `share`, or `None` if one went over its high.
    fn counted(&self, g: usize, share: &Share, counted: u64) -> Option<u64> {
        let kind = &self.kinds[g];
        let mut out = counted;
        for (c, count) in self.counts.iter().enumerate() {
            if kind.counts & (1 << c) == 0 {
                continue;
            }
            let got: usize = kind.places.iter().zip(share).filter(|&(&j, _)| count.parts & (1 << j) != 0).map(|(_, &x)| x as usize).sum();
            let v = field(out, c) + got;
            if v > count.high {
                return None;
            }
            if self.last_kind[c] == g {
                // Settled: every card it counts is placed.
                if v < count.low {
                    return None;
                }
                out = with_field(out, c, 0);
                continue;
            }
            out = with_field(out, c, v.min(self.clamp[c]));
        }
        Some(out)
    }

    fn multinomial(&self, g: usize, share: &Share) -> f64 {
        let kind = &self.kinds[g];
        share[..kind.places.len()].iter().fold(self.factorial[kind.cards.len()], |w, &x| w / self.factorial[x as usize])
    }

    /// The ways to place the kinds from `g` on, with `room` and the counts `counted` so far
    /// (`None`: too much work).
    fn ways(&mut self, g: usize, room: u64, counted: u64) -> Option<f64> {
        if g == self.kinds.len() {
            // Counts settled on the way were checked then; one with no cards to place is
            // met only if it needs none.
            let met = self.counts.iter().enumerate().all(|(c, count)| self.last_kind[c] != usize::MAX || field(counted, c) >= count.low);
            return Some(if room == 0 && met { 1.0 } else { 0.0 });
        }
        if let Some(&w) = self.memo[g].get(&(room, counted)) {
            return Some(w);
        }
        let options = self.shares(g, room);
        self.work += options.len();
        if self.work > MAX_WORK {
            return None;
        }
        let mut total = 0.0;
        for (share, left) in options {
            if let Some(next) = self.counted(g, &share, counted) {
                let rest = self.ways(g + 1, left, next)?;
                if rest > 0.0 {
                    total += self.multinomial(g, &share) * rest;
                }
            }
        }
        self.memo[g].insert((room, counted), total);
        Some(total)
    }

    /// One assignment, each equally likely (after `ways` from the start was > 0).
    fn draw(&mut self, room: u64, rng: &mut Rng) -> Option<Vec<usize>> {
        let n: usize = self.kinds.iter().map(|k| k.cards.len()).sum();
        let mut at = vec![usize::MAX; n];
        let (mut room, mut counted) = (room, 0u64);
        for g in 0..self.kinds.len() {
            // Each share with a chance proportional to the assignments it leaves.
            let mut weighted = Vec::new();
            for (share, left) in self.shares(g, room) {
                if let Some(next) = self.counted(g, &share, counted) {
                    let w = self.multinomial(g, &share) * self.ways(g + 1, left, next)?;
                    weighted.push((w, share, left, next));
                }
            }
            let weights: Vec<f64> = weighted.iter().map(|o| o.0).collect();
            let (_, share, left, next) = weighted[super::pick_weighted(&weights, rng)?];
            let kind = &mut self.kinds[g];
            rng.shuffle(&mut kind.cards);
            let mut next_card = kind.cards.iter();
            for (&j, &x) in kind.places.iter().zip(&share) {
                for &i in next_card.by_ref().take(x as usize) {
                    at[i] = j;
                }
            }
            (room, counted) = (left, next);
        }
        Some(at)
    }
}

/// Share out `cards` (each with its places) among places with `room`, honouring `counts`:
/// each such assignment equally likely.
pub(super) fn place(room: &[usize], cards: &[(Card, Mask)], counts: &[Count], rng: &mut Rng) -> Placement {
    if room.iter().sum::<usize>() != cards.len() || cards.iter().any(|&(_, m)| m == 0) {
        return Placement::Impossible;
    }
    if room.len() > MAX_FIELDS || room.iter().any(|&r| r > MAX_FIELD) {
        return Placement::TooBig;
    }
    let mut cards = cards.to_vec();
    let Some(counts) = binding(&mut cards, counts) else { return Placement::Impossible };
    let room0 = room.iter().enumerate().fold(0u64, |w, (j, &r)| with_field(w, j, r));
    let drawn = |sums: &mut Sums, rng: &mut Rng| sums.draw(room0, rng).map_or(Placement::TooBig, Placement::Drawn);
    // First uniform without the counts (cheap: the cards of the same places are one
    // kind), kept if it honours them: a uniform draw among the assignments that do.
    let Some(mut sums) = Sums::new(room, &cards, &[]) else { return Placement::TooBig };
    match sums.ways(0, room0, 0) {
        Some(w) if w > 0.0 => {}
        Some(_) => return Placement::Impossible,
        None => return Placement::TooBig,
    }
    let holds = |at: &[usize]| {
        counts.iter().all(|c| {
            let got = cards.iter().zip(at).filter(|&(&(card, _), &j)| c.members.contains(card) && c.parts & (1 << j) != 0).count();
            (c.low..=c.high).contains(&got)
        })
    };
    for _ in 0..TRIES {
        match drawn(&mut sums, rng) {
            Placement::Drawn(at) if !holds(&at) => {}
            other => return other,
        }
    }
    // Few draws honour the counts: the sum with them (a kind for each set of counts its
    // cards take part in, the counts so far in the state).
    let Some(mut sums) = Sums::new(room, &cards, &counts) else { return Placement::TooBig };
    match sums.ways(0, room0, 0) {
        Some(w) if w > 0.0 => drawn(&mut sums, rng),
        Some(_) => Placement::Impossible,
        None => Placement::TooBig,
    }
}

/// The counts that can bind, the others dropped or (at most 0 of some cards in some
/// places, or all that can go there) written into the cards' places. `None` if a count
/// cannot be met.
fn binding(cards: &mut [(Card, Mask)], counts: &[Count]) -> Option<Vec<Count>> {
    let mut kept = Vec::new();
    for &c in counts {
        let reach = cards.iter().filter(|&&(card, m)| c.members.contains(card) && m & c.parts != 0).count();
        let bound = cards.iter().filter(|&&(card, m)| c.members.contains(card) && m & !c.parts == 0).count();
        if c.low > reach || c.high < bound {
            return None;
        }
        if c.high == 0 {
            for (card, m) in cards.iter_mut() {
                if c.members.contains(*card) {
                    *m &= !c.parts;
                }
            }
        } else if c.low == reach {
            for (card, m) in cards.iter_mut() {
                if c.members.contains(*card) && *m & c.parts != 0 {
                    *m &= c.parts;
                }
            }
        } else if c.high < reach || c.low > bound {
            kept.push(c);
        }
    }
    if cards.iter().any(|&(_, m)| m == 0) {
        return None;
    }
    Some(kept)
}

#[cfg(test)]
mod tests {
    use super::{place, with_field, Count, Placement, Sums};
    use crate::card::{Card, CardSet};
    use crate::rng::Rng;

    fn cards(n: u8) -> Vec<Card> {
        (0..n).map(|i| Card::new(i).unwrap()).collect()
    }

    /// Draws of `place`, counted by assignment.
    fn tally(room: &[usize], masks: &[u16], counts: &[Count], draws: usize) -> std::collections::HashMap<Vec<usize>, usize> {
        let cs: Vec<(Card, u16)> = cards(masks.len() as u8).into_iter().zip(masks.iter().copied()).collect();
        let mut rng = Rng::new(7);
        let mut seen = std::collections::HashMap::new();
        for _ in 0..draws {
            match place(room, &cs, counts, &mut rng) {
                Placement::Drawn(at) => *seen.entry(at).or_insert(0) += 1,
                _ => panic!("a placement exists"),
            }
        }
        seen
    }

    /// Four cards, room 2 and 2, the first only in place 0: it and one of the other three
    /// there, three assignments, each a third of the draws.
    #[test]
    fn a_card_bound_to_a_place_leaves_the_rest_uniform() {
        let seen = tally(&[2, 2], &[0b01, 0b11, 0b11, 0b11], &[], 30_000);
        assert_eq!(seen.len(), 3);
        for (at, n) in &seen {
            assert_eq!(at[0], 0);
            assert!((9_400..=10_600).contains(n), "{at:?} drawn {n} times of 30 000");
        }
    }

    /// The case that placing card by card in proportion to room gets wrong: places A (room
    /// 1), B (room 1), C (room 2); card 0 can go to A or C, card 1 to B or C, cards 2 and 3
    /// anywhere. The assignments number 7 when counted out; each is drawn a seventh of the
    /// time.
    #[test]
    fn voids_do_not_tilt_the_draw() {
        let seen = tally(&[1, 1, 2], &[0b101, 0b110, 0b111, 0b111], &[], 70_000);
        let mut all = 0;
        for a in 0..3 {
            for b in 0..3 {
                for c in 0..3 {
                    for d in 0..3 {
                        let at = [a, b, c, d];
                        let room_ok = [1, 1, 2].iter().enumerate().all(|(j, &r)| at.iter().filter(|&&x| x == j).count() == r);
                        if room_ok && a != 1 && b != 0 {
                            all += 1;
                            let n = seen.get(at.as_slice()).copied().unwrap_or(0);
                            assert!((9_400..=10_600).contains(&n), "{at:?} drawn {n} times of 70 000");
                        }
                    }
                }
            }
        }
        assert_eq!((all, seen.len()), (7, 7));
    }

    /// Counts bind: of cards 0..4 (anywhere, room 2 and 2), place 0 gets at least one of
    /// {0, 1} and none of {3}: {0, 1}, {0, 2} or {1, 2} there, each a third of the draws.
    #[test]
    fn counts_at_least_and_at_most_are_kept() {
        let low = Count { parts: 0b01, members: CardSet::EMPTY.with(Card::new(0).unwrap()).with(Card::new(1).unwrap()), low: 1, high: usize::MAX };
        let high = Count { parts: 0b01, members: CardSet::EMPTY.with(Card::new(3).unwrap()), low: 0, high: 0 };
        let seen = tally(&[2, 2], &[0b11; 4], &[low, high], 30_000);
        assert_eq!(seen.len(), 3);
        for (at, n) in &seen {
            let in0 = |i: usize| usize::from(at[i] == 0);
            assert!(in0(0) + in0(1) >= 1 && in0(3) == 0, "{at:?}");
            assert!((9_400..=10_600).contains(n), "{at:?} drawn {n} times of 30 000");
        }
    }

    /// A count that needs every card that can reach its places (at least 2 of cards 0 and
    /// 1 in place 0, room 2 and 2) puts them there: the one assignment, every time.
    #[test]
    fn a_count_needing_all_its_cards_places_them() {
        let both = Count { parts: 0b01, members: CardSet::EMPTY.with(Card::new(0).unwrap()).with(Card::new(1).unwrap()), low: 2, high: usize::MAX };
        let seen = tally(&[2, 2], &[0b11; 4], &[both], 1_000);
        assert_eq!(seen.into_iter().collect::<Vec<_>>(), vec![(vec![0, 0, 1, 1], 1_000)]);
    }

    /// Counts few uniform draws meet are summed over in the state. Of 22 cards for two
    /// places of room 10 and 12, place 1 gets at least 10 of cards 0..11 (about one
    /// uniform draw in a thousand does, so 256 tries mostly fail) and at most 1 of cards
    /// 11 and 12: 10 of the 11 and 2 of cards 11..22 but not both 11 and 12 (11 · 54), or
    /// all 11 and one more (11), 605 assignments, each drawn about as often.
    #[test]
    fn counts_few_draws_meet_are_summed_over() {
        let set = |r: std::ops::Range<u8>| r.map(|i| Card::new(i).unwrap()).collect::<CardSet>();
        let counts = [
            Count { parts: 0b10, members: set(0..11), low: 10, high: usize::MAX },
            Count { parts: 0b10, members: set(11..13), low: 0, high: 1 },
        ];
        let draws = 40_000;
        let seen = tally(&[10, 12], &[0b11; 22], &counts, draws);
        assert_eq!(seen.len(), 11 * 54 + 11);
        let expected = draws / seen.len();
        for (at, &n) in &seen {
            let in1 = |r: std::ops::Range<usize>| r.filter(|&i| at[i] == 1).count();
            assert!(in1(0..11) >= 10 && in1(11..13) <= 1, "{at:?}");
            assert!(n * 2 > expected && n < expected * 2, "{at:?} drawn {n} times, about {expected} expected");
        }
    }

    /// A sum over too many shares gives up (the caller then deals card by card): twelve
    /// places of room 4 and twelve kinds of four cards, each kind barred from one place,
    /// over a thousand shares a kind.
    #[test]
    fn a_sum_too_big_gives_up() {
        let cs: Vec<(Card, u16)> = cards(48).into_iter().enumerate().map(|(i, c)| (c, 0xfff & !(1 << (i % 12)))).collect();
        assert!(matches!(place(&[4; 12], &cs, &[], &mut Rng::new(1)), Placement::TooBig));
        // Three places of room 16, the same way: a small sum, drawn.
        let cs: Vec<(Card, u16)> = cards(48).into_iter().enumerate().map(|(i, c)| (c, 0b111 & !(1 << (i % 3)))).collect();
        assert!(matches!(place(&[16; 3], &cs, &[], &mut Rng::new(1)), Placement::Drawn(_)));
    }

    /// Room and counts are 5-bit fields of a word, twelve to a word: more places or more
    /// room than that is left to the caller, up to it is drawn.
    #[test]
    fn what_the_fields_hold_is_drawn_and_no_more() {
        let anywhere = |n: u8, places: u32| cards(n).into_iter().map(|c| (c, ((1u32 << places) - 1) as u16)).collect::<Vec<_>>();
        assert!(matches!(place(&[1; 12], &anywhere(12, 12), &[], &mut Rng::new(1)), Placement::Drawn(_)));
        assert!(matches!(place(&[1; 13], &anywhere(13, 13), &[], &mut Rng::new(1)), Placement::TooBig));
        assert!(matches!(place(&[31, 1], &anywhere(32, 2), &[], &mut Rng::new(1)), Placement::Drawn(_)));
        assert!(matches!(place(&[32, 1], &anywhere(33, 2), &[], &mut Rng::new(1)), Placement::TooBig));
    }

    #[test]
    fn no_assignment_is_impossible() {
        let cs: Vec<(Card, u16)> = cards(3).into_iter().zip([0b01, 0b01, 0b11]).collect();
        assert!(matches!(place(&[1, 2], &cs, &[], &mut Rng::new(1)), Placement::Impossible));
        assert!(matches!(place(&[1, 1], &cs, &[], &mut Rng::new(1)), Placement::Impossible));
    }

    /// Cards that do not fill the room exactly have no assignment, even where every card
    /// could go anywhere: two cards for room 1, one for room 2. (From a mutation audit: the
    /// room's sum checked only along with a card of no place, and a draw that left a card
    /// out, or a place short, came back as drawn.)
    #[test]
    fn cards_not_filling_the_room_exactly_are_impossible() {
        let anywhere = |n: u8| cards(n).into_iter().map(|c| (c, 0b1)).collect::<Vec<(Card, u16)>>();
        assert!(matches!(place(&[1], &anywhere(2), &[], &mut Rng::new(1)), Placement::Impossible));
        assert!(matches!(place(&[2], &anywhere(1), &[], &mut Rng::new(1)), Placement::Impossible));
    }

    /// Counts each of which some assignment meets, but none both, are found impossible by
    /// the sum over them (not left to the caller as too big): place 0 (room 2 of 2 and 3)
    /// gets at least two of cards 0..3 and at least one of cards 3 and 4. (From a
    /// mutation audit: the sum's 0 taken for a draw to make.)
    #[test]
    fn counts_met_by_no_assignment_together_are_impossible() {
        let of = |r: std::ops::Range<u8>| r.map(|i| Card::new(i).unwrap()).collect::<CardSet>();
        let counts = [
            Count { parts: 0b01, members: of(0..3), low: 2, high: usize::MAX },
            Count { parts: 0b01, members: of(3..5), low: 1, high: usize::MAX },
        ];
        let cs: Vec<(Card, u16)> = cards(5).into_iter().map(|c| (c, 0b11)).collect();
        assert!(matches!(place(&[2, 3], &cs, &counts, &mut Rng::new(1)), Placement::Impossible));
    }

    /// The assignments of `cards[i..]` (each to one of its places) into the room left that
    /// keep every count, found by trying every place for every card.
    fn assignments_keeping(i: usize, cards: &[(Card, u16)], room: &mut [usize], at: &mut Vec<usize>, counts: &[Count]) -> usize {
        let Some(&(_, mask)) = cards.get(i) else {
            let kept = counts.iter().all(|c| {
                let got = cards.iter().zip(at.iter()).filter(|&(&(card, _), &j)| c.members.contains(card) && c.parts & (1 << j) != 0).count();
                (c.low..=c.high).contains(&got)
            });
            return usize::from(kept);
        };
        let mut n = 0;
        for j in 0..room.len() {
            if mask & (1 << j) != 0 && room[j] > 0 {
                room[j] -= 1;
                at.push(j);
                n += assignments_keeping(i + 1, cards, room, at, counts);
                at.pop();
                room[j] += 1;
            }
        }
        n
    }

    /// The sum over shares counts every assignment that honours the cards' places, the
    /// rooms and the counts (at least, at most, or both), as trying every place for every
    /// card does, on 2 000 random small cases: two to four places of room 1 to 3, each card
    /// barred from a random set of places half the time, one to four counts on random
    /// places and cards, so that a count's cards often fall into several kinds (by places,
    /// or by the other counts they take part in), and now and then a count none of whose
    /// cards is placed. (From a mutation audit of `Sums::new`: a count with a high kept in
    /// its field only up to its low, a count with no high only up to one less than its low,
    /// or a count settled at the first kind of its cards rather than the last, each of
    /// which counts wrong only where a count's cards fall into more than one kind, which no
    /// other test had with the counts summed over; and a count with no cards taken as met.)
    #[test]
    fn the_sum_counts_every_assignment_that_keeps_the_counts() {
        let mut rng = Rng::new(83);
        let (mut binding, mut none) = (0, 0);
        for case in 0..2000 {
            let k = 2 + rng.below(3) as usize;
            let room: Vec<usize> = (0..k).map(|_| 1 + rng.below(3) as usize).collect();
            let n = room.iter().sum::<usize>();
            let all = (1u16 << k) - 1;
            let cs: Vec<(Card, u16)> = cards(n as u8).into_iter().map(|c| (c, if rng.below(2) == 0 { 1 + rng.below(u32::from(all)) as u16 } else { all })).collect();
            let counts: Vec<Count> = (0..1 + rng.below(4))
                .map(|_| {
                    let members: CardSet = cs.iter().filter(|_| rng.below(2) == 0).map(|&(c, _)| c).collect();
                    let low = rng.below(3) as usize;
                    let high = if rng.below(3) == 0 { usize::MAX } else { low + rng.below(4) as usize };
                    Count { parts: 1 + rng.below(u32::from(all)) as u16, members, low, high }
                })
                .collect();
            let expected = assignments_keeping(0, &cs, &mut room.clone(), &mut Vec::new(), &counts);
            let free = assignments_keeping(0, &cs, &mut room.clone(), &mut Vec::new(), &[]);
            binding += usize::from(0 < expected && expected < free);
            none += usize::from(expected == 0 && free > 0);
            let room0 = room.iter().enumerate().fold(0u64, |w, (j, &r)| with_field(w, j, r));
            let mut sums = Sums::new(&room, &cs, &counts).expect("a few small counts fit the fields");
            let ways = sums.ways(0, room0, 0).expect("a small sum");
            assert_eq!(ways, expected as f64, "case {case}: room {room:?}, cards {cs:?}, counts {counts:?}");
        }
        assert!(binding > 400 && none > 400, "{binding} cases where the counts bind, {none} where no assignment keeps them");
    }

    /// `place` of as many cards as the three places' `room`, every card anywhere, with
    /// `n` counts: `count` and `n - 1` copies of `other`.
    fn with_counts(room: &[usize], count: Count, other: Count, n: usize) -> Placement {
        let cs: Vec<(Card, u16)> = cards(room.iter().sum::<usize>() as u8).into_iter().map(|c| (c, 0b111)).collect();
        let mut counts = vec![other; n];
        counts[0] = count;
        place(room, &cs, &counts, &mut Rng::new(1))
    }

    /// A count's field holds up to 31 and a word up to twelve counts: a count that needs 31
    /// of some cards is summed over (the draw keeps it), and so are twelve counts; a count
    /// that needs 32, or thirteen counts, are left to the caller. Places of room 30, 1 and 8
    /// (then 31, 1 and 8), every card anywhere: the first two get at least 31 of cards
    /// 0..32 (then 32 of 0..33), which about one uniform draw in two million does, so the
    /// draw has to sum over the counts; the other counts (at most 31 of cards 0..33 there)
    /// always hold. (From a mutation audit of `Sums::new`: its limits' `>` as `>=` or left
    /// out, and a count with no high kept in its field up to 31 rather than its low.)
    #[test]
    fn what_the_count_fields_hold_is_summed_over_and_no_more() {
        let of = |r: std::ops::Range<u8>| r.map(|i| Card::new(i).unwrap()).collect::<CardSet>();
        let at_least = |low: usize| Count { parts: 0b011, members: of(0..low as u8 + 1), low, high: usize::MAX };
        let at_most = Count { parts: 0b011, members: of(0..33), low: 0, high: 31 };
        for n in [1, 12] {
            match with_counts(&[30, 1, 8], at_least(31), at_most, n) {
                Placement::Drawn(at) => {
                    let there = (0..32).filter(|&i| at[i] < 2).count();
                    assert!(there >= 31, "{n} counts: {there} of cards 0..32 in places 0 and 1: {at:?}");
                }
                Placement::Impossible => panic!("{n} counts: a placement exists"),
                Placement::TooBig => panic!("{n} counts: left to the caller"),
            }
        }
        assert!(matches!(with_counts(&[30, 1, 8], at_least(31), at_most, 13), Placement::TooBig), "13 counts");
        assert!(matches!(with_counts(&[31, 1, 8], at_least(32), at_most, 1), Placement::TooBig), "at least 32");
    }
}
