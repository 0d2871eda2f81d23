//! The transposition table: bounds on the value of the tricks still to play, for positions
//! at the start of a trick, keyed by the remaining cards in *relative* terms and the seat
//! to lead (see [`Key`]).
//!
//! The value from a trick start depends only on those (the objective and trick rules are
//! fixed per table: [`Table::reset`] on a change), so entries stay valid across the
//! null-window searches of one solve, across the moves of a "solve every card", and across
//! the worlds of a PIMC decision. Entries are found by the position's *shape* (the key
//! without the cards' values) and hold its kinds word: a position of the same shape and
//! other values gets the entry's bounds shifted by the value differences (quasi-symmetry,
//! [`Table::probe`]). Two-way buckets: the new entry replaces the one with fewer cards
//! left (smaller subtrees are cheaper to search again), also when the other holds the
//! same shape with other kinds (overwriting that one instead searched 7–12% more nodes).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// A position at a trick start, up to renaming cards: for each card still out, from low
/// to high, its holder (2 bits, in two planes); its *shape*, the cards still out with
/// those of each segment of a suit between special cards moved down to the segment's
/// lowest places (how many are out per suit, and where the special cards are among them);
/// and its *kinds*, the same with runs of alike cards (adjacent in rank in a suit, one
/// value, none special) instead of segments, which also tells each card's value. Two
/// positions with the same key differ only in cards that were played, so they have the
/// same value: only the order of the cards in a suit, their values and the special cards
/// matter to the rules and the objective. Two with the same first three words (holders
/// and shape) play alike, card for card, and differ in value by at most what the cards
/// differ in value.
pub(crate) type Key = [u64; 4];

/// An entry is a 64-bit digest of its holders and shape (a false match needs two of one
/// position count and leader to agree in 64 bits, about once in 10^19 probes), its kinds
/// word, and 64 bits of data ([`Data`]): 24 bytes. It is kept as three atomic words, the
/// data, the kinds and the digest XOR both, so that the threads of a parallel solve can
/// share the table without locks: a word torn by two threads writing at once no longer
/// matches its digest and reads as a miss (the classic lockless hashing of chess
/// programs). On x86-64 these relaxed atomics are plain loads and stores.
struct Slot {
    check_xor_data: AtomicU64,
    data: AtomicU64,
    kinds: AtomicU64,
}

/// An entry's data: the generation that wrote it (older entries are empty), the tricks
/// still to play (the replacement rule keeps bigger subtrees), the best card found (or
/// 0xFF), and the bounds.
#[derive(Clone, Copy)]
struct Data {
    generation: u16,
    size: u8,
    best: u8,
    lower: i16,
    upper: i16,
}

impl Data {
    #[inline(always)]
    fn pack(self) -> u64 {
        self.generation as u64
            | (self.size as u64) << 16
            | (self.best as u64) << 24
            | (self.lower as u16 as u64) << 32
            | (self.upper as u16 as u64) << 48
    }
    #[inline(always)]
    fn unpack(w: u64) -> Data {
        Data { generation: w as u16, size: (w >> 16) as u8, best: (w >> 24) as u8, lower: (w >> 32) as u16 as i16, upper: (w >> 48) as u16 as i16 }
    }
}

/// Bounds read from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub lower: i32,
    pub upper: i32,
    pub best: Option<u8>,
}

impl Bounds {
    /// No bound at all (far enough from `i32`'s ends that a trick's value added is no
    /// overflow).
    pub const NONE: Bounds = Bounds { lower: i32::MIN / 4, upper: i32::MAX / 4, best: None };
}

/// What a caller of [`Table::probe`] can use: a lower bound of at least `beta` or an upper
/// bound of at most `alpha` (a cutoff). An entry of the same shape and other kinds whose
/// bounds cannot reach either gives no bounds, only its best card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cut {
    pub alpha: i32,
    pub beta: i32,
}

impl Cut {
    /// Every bound, shifted as far as quasi-symmetry needs (for tests).
    #[cfg(test)]
    pub const ANY: Cut = Cut { alpha: i32::MAX, beta: i32::MIN };
}

/// Two-way buckets of one cache line each (48 bytes of entries, aligned to 64).
#[repr(C, align(64))]
struct Bucket([Slot; 2]);

/// The entries, shared by the threads of a parallel solve. Allocated on transparent huge
/// pages (2 MiB) where Linux has them: the default table's 64 MiB are 32 such pages, which
/// the processor's page-table cache holds, where its 16 384 pages of 4 KiB missed it at
/// nearly every probe of a big search (full Slovenian deals: 5–17% less time, about 8%;
/// `docs/solver.md`). Elsewhere, and for tables under 2 MiB, ordinary memory.
struct Entries {
    buckets: allocator_api2::boxed::Box<[Bucket], hugealloc::HugeAlloc>,
    mask: usize,
}

/// A handle on a table: the threads of one parallel solve hold handles on the same entries
/// with the same generation; each counts its own probes.
pub(crate) struct Table {
    entries: Arc<Entries>,
    /// The buckets in use: all of them, or the first `2^k` for a small search
    /// ([`Table::use_buckets`]).
    mask: usize,
    generation: u16,
    pub probes: u64,
    pub hits: u64,
    /// Entries of the same shape and other kinds read, their bounds shifted (by probes and
    /// by the peeks of the cutoff look at the trick's last card).
    pub shifted: u64,
}

/// Two independent 64-bit digests of a key: the bucket index and the check.
#[inline(always)]
pub(crate) fn hash(key: &[u64], leader: usize) -> (u64, u64) {
    const K: [u64; 7] = [
        0x9E37_79B9_7F4A_7C15,
        0xC2B2_AE3D_27D4_EB4F,
        0x1656_67B1_9E37_79F9,
        0xD6E8_FEB8_6659_FD93,
        0xFF51_AFD7_ED55_8CCD,
        0xA076_1D64_78BD_642F,
        0xE703_7ED1_A0B4_28DB,
    ];
    let mut h = (leader as u64 + 1).wrapping_mul(0x2545_F491_4F6C_DD1D);
    let mut c = (leader as u64 + 7).wrapping_mul(0x94D0_49BB_1331_11EB);
    for (k, w) in K.iter().zip(key) {
        h = (h ^ w.wrapping_mul(*k)).rotate_left(23);
        c = (c ^ w).wrapping_mul(0xBF58_476D_1CE4_E5B9).rotate_left(31);
    }
    (h ^ (h >> 29), c ^ (c >> 32))
}

impl Table {
    /// A table of `2^bits` buckets of two entries (64 bytes a bucket).
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        let mut buckets = allocator_api2::vec::Vec::with_capacity_in(size, hugealloc::HugeAlloc);
        buckets.extend((0..size).map(|_| Bucket([Slot::empty(), Slot::empty()])));
        let buckets = buckets.into_boxed_slice();
        Table { entries: Arc::new(Entries { buckets, mask: size - 1 }), mask: size - 1, generation: 1, probes: 0, hits: 0, shifted: 0 }
    }

    /// Buckets of the whole table (two entries each).
    pub fn buckets(&self) -> usize {
        self.entries.mask + 1
    }

    /// Another handle on the same entries and generation (for a helper thread).
    pub fn share(&self) -> Table {
        Table { entries: Arc::clone(&self.entries), mask: self.mask, generation: self.generation, probes: 0, hits: 0, shifted: 0 }
    }

    /// Use only the first `2^bits` buckets (at most all of them). A small search's entries
    /// then stay in the processor's caches instead of spreading over the whole table: on
    /// the bench's Slovenian positions with 8 tricks left, 2^16 buckets (2 MiB) searched
    /// the same nodes as 2^20, 10–15% sooner. The entries stay valid whatever the buckets
    /// in use (an entry is found by its digest; one in a bucket no longer in use is just
    /// not found).
    pub fn use_buckets(&mut self, bits: u32) {
        let wanted = 1usize.checked_shl(bits).map_or(usize::MAX, |n| n - 1);
        self.mask = self.entries.mask.min(wanted);
    }

    /// Forget every entry (in O(1), except once every 2^16 resets). Not while another
    /// thread searches with a handle on the same entries.
    pub fn reset(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            for b in self.entries.buckets.iter() {
                for e in &b.0 {
                    e.data.store(0, Relaxed);
                    e.check_xor_data.store(0, Relaxed);
                }
            }
            self.generation = 1;
        }
    }

    /// Bounds on the value of the position `key` with `leader` to lead: the entry of its
    /// own kinds as stored, and an entry of the same shape and other kinds with its lower
    /// bound moved down and its upper bound up by `shift(its kinds)`; both if both are
    /// there (the tighter of each bound; the best card of this position's own first).
    #[inline(always)]
    pub fn probe(&mut self, key: &Key, leader: usize, cut: Cut, shift: impl Fn(u64) -> (i32, i32)) -> Option<Bounds> {
        self.probes += 1;
        let out = self.peek(key, leader, cut, shift);
        if out.is_some() {
            self.hits += 1;
        }
        out
    }

    /// [`Table::probe`] without counting it in the statistics (a look ahead at a child).
    #[inline(always)]
    pub fn peek(&mut self, key: &Key, leader: usize, cut: Cut, shift: impl Fn(u64) -> (i32, i32)) -> Option<Bounds> {
        let (index, check) = hash(&key[..3], leader);
        let bucket = &self.entries.buckets[index as usize & self.mask];
        let mut out: Option<Bounds> = None;
        for e in &bucket.0 {
            let Some((d, kinds)) = e.read(check).filter(|(d, _)| d.generation == self.generation) else { continue };
            let (mut lower, mut upper) = (d.lower as i32, d.upper as i32);
            if kinds != key[3] {
                if lower >= cut.beta || upper <= cut.alpha {
                    let (down, up) = shift(kinds);
                    lower -= down;
                    upper += up;
                    self.shifted += 1;
                } else {
                    // The shift only widens the bounds: bounds that cannot cut the caller's
                    // window as stored cannot after it either, so it is not worked out (it
                    // was a twentieth of a Jókai search's instructions) and the entry is
                    // only a hint.
                    (lower, upper) = (Bounds::NONE.lower, Bounds::NONE.upper);
                }
            }
            let best = (d.best != 0xFF).then_some(d.best);
            out = Some(match out {
                None => Bounds { lower, upper, best },
                Some(b) => Bounds { lower: b.lower.max(lower), upper: b.upper.min(upper), best: if kinds == key[3] { best.or(b.best) } else { b.best.or(best) } },
            });
        }
        out
    }

    /// Record bounds (merged with the entry's, if there is one).
    #[inline(always)]
    pub fn store(&mut self, key: &Key, leader: usize, tricks_left: usize, lower: i32, upper: i32, best: Option<u8>) {
        let generation = self.generation;
        let (index, check) = hash(&key[..3], leader);
        let bucket = &self.entries.buckets[index as usize & self.mask].0;
        let exact = |e: &Slot| e.read(check).filter(|(_, k)| *k == key[3]).map(|(d, _)| d);
        let current = [exact(&bucket[0]), exact(&bucket[1])];
        let mine = |d: &Option<Data>| d.is_some_and(|d| d.generation == generation);
        let (slot, old) = if mine(&current[0]) {
            (0, current[0])
        } else if mine(&current[1]) {
            (1, current[1])
        } else {
            // A fresh entry: replace the smaller (or stale) one.
            let size = |e: &Slot| {
                let d = Data::unpack(e.data.load(Relaxed));
                if d.generation == generation { d.size } else { 0 }
            };
            (usize::from(size(&bucket[1]) < size(&bucket[0])), None)
        };
        let mut d = old.unwrap_or(Data { generation, size: tricks_left as u8, best: 0xFF, lower: i16::MIN, upper: i16::MAX });
        let clamp = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        d.lower = d.lower.max(clamp(lower));
        d.upper = d.upper.min(clamp(upper));
        if let Some(b) = best {
            d.best = b;
        }
        bucket[slot].write(check, d, key[3]);
    }
}

/// The kinds word as it enters an entry's check (a torn kinds word then fails the check).
#[inline(always)]
fn mix(kinds: u64) -> u64 {
    kinds.wrapping_mul(0x9FB2_1C65_1E98_DF25).rotate_left(17)
}

impl Slot {
    fn empty() -> Slot {
        Slot { check_xor_data: AtomicU64::new(0), data: AtomicU64::new(0), kinds: AtomicU64::new(0) }
    }

    /// The entry's data and kinds word if it holds `check` (and was not torn by two writers).
    #[inline(always)]
    fn read(&self, check: u64) -> Option<(Data, u64)> {
        let data = self.data.load(Relaxed);
        let kinds = self.kinds.load(Relaxed);
        (self.check_xor_data.load(Relaxed) ^ data ^ mix(kinds) == check).then(|| (Data::unpack(data), kinds))
    }

    #[inline(always)]
    fn write(&self, check: u64, d: Data, kinds: u64) {
        let data = d.pack();
        self.data.store(data, Relaxed);
        self.kinds.store(kinds, Relaxed);
        self.check_xor_data.store(check ^ data ^ mix(kinds), Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::{Cut, Table};

    #[test]
    fn the_buckets_in_use_are_at_most_the_table() {
        let mut t = Table::new(18);
        t.use_buckets(16);
        assert_eq!(t.mask, (1 << 16) - 1);
        for bits in [18, 30, 64, u32::MAX] {
            t.use_buckets(bits);
            assert_eq!(t.mask, (1 << 18) - 1, "{bits} bits");
        }
        let mut probe = t.share();
        probe.use_buckets(4);
        assert_eq!((probe.mask, t.mask), (15, (1 << 18) - 1), "a handle's own");
    }

    #[test]
    fn a_big_table_starts_on_a_huge_page_boundary() {
        // Transparent huge pages back only 2 MiB-aligned ranges: the table's allocator
        // aligns a table of 2 MiB or more to that (the kernel may still not back it, as
        // when they are switched off; its entries are the same either way).
        for bits in [15, 20] {
            let t = Table::new(bits);
            assert_eq!(t.entries.buckets.as_ptr() as usize % (2 << 20), 0, "2^{bits} buckets");
        }
    }

    /// No shift: for keys whose kinds always match.
    fn same(_: u64) -> (i32, i32) {
        panic!("no other kinds here")
    }

    #[test]
    fn an_entry_is_found_by_its_key_alone() {
        let mut t = Table::new(10);
        let key = [1, 2, 3, 4];
        t.store(&key, 2, 5, 10, 20, Some(3));
        let b = t.probe(&key, 2, Cut::ANY, same).expect("stored");
        assert_eq!((b.lower, b.upper, b.best), (10, 20, Some(3)));
        assert!(t.probe(&key, 1, Cut::ANY, same).is_none(), "another leader");
        assert!(t.probe(&[1, 2, 5, 4], 2, Cut::ANY, same).is_none(), "another shape");
        // Merged with what is there.
        t.store(&key, 2, 5, 12, 30, None);
        let b = t.probe(&key, 2, Cut::ANY, same).expect("stored");
        assert_eq!((b.lower, b.upper, b.best), (12, 20, Some(3)));
        t.reset();
        assert!(t.probe(&key, 2, Cut::ANY, same).is_none(), "forgotten");
    }

    #[test]
    fn an_entry_stays_forgotten_when_the_generation_comes_round_again() {
        // A long-lived solver (a search player, solve_many's threads) resets its table once
        // a position; after 2^16 - 1 resets the 16-bit generation is the first one again,
        // and an entry of that first solve would read as this one's without the clearing.
        let mut t = Table::new(6);
        let (key, late) = ([1, 2, 3, 4], [5, 6, 7, 8]);
        t.store(&key, 0, 5, 10, 20, None);
        for _ in 0..u16::MAX - 1 {
            t.reset();
        }
        t.store(&late, 0, 5, 1, 2, None); // the last generation before the wrap
        assert!(t.probe(&late, 0, Cut::ANY, same).is_some());
        t.reset();
        assert_eq!(t.generation, 1, "round again");
        assert!(t.probe(&key, 0, Cut::ANY, same).is_none(), "the first solve's entry");
        assert!(t.probe(&late, 0, Cut::ANY, same).is_none(), "the last solve's entry");
        t.store(&key, 0, 5, 3, 4, None);
        let b = t.probe(&key, 0, Cut::ANY, same).expect("stored after the wrap");
        assert_eq!((b.lower, b.upper), (3, 4));
    }

    #[test]
    fn an_entry_of_the_same_shape_and_other_kinds_gives_shifted_bounds() {
        let mut t = Table::new(10);
        t.store(&[1, 2, 3, 40], 0, 5, 10, 20, Some(3));
        // The entry's kinds are 40: this position can be 2 lower and 5 higher.
        let shift = |other: u64| {
            assert_eq!(other, 40);
            (2, 5)
        };
        let b = t.probe(&[1, 2, 3, 41], 0, Cut::ANY, shift).expect("the same shape");
        assert_eq!((b.lower, b.upper, b.best), (8, 25, Some(3)));
        // Stored beside it, not over it; a probe takes the tighter of each bound.
        t.store(&[1, 2, 3, 41], 0, 5, 7, 24, Some(1));
        let b = t.probe(&[1, 2, 3, 41], 0, Cut::ANY, shift).expect("both");
        assert_eq!((b.lower, b.upper, b.best), (8, 24, Some(1)), "this kinds' own card first");
        let b = t.probe(&[1, 2, 3, 40], 0, Cut::ANY, |_| (1, 1)).expect("both");
        assert_eq!((b.lower, b.upper, b.best), (10, 20, Some(3)));
    }

    #[test]
    fn a_new_entry_replaces_the_one_with_fewer_tricks_left() {
        // One bucket: every key lands in it. The module's replacement rule keeps the bigger
        // subtree, and the size that rule reads is packed in the entry's data word.
        let mut t = Table::new(0);
        let (big, small, new) = ([1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]);
        t.store(&big, 0, 7, 10, 20, None);
        t.store(&small, 0, 3, 10, 20, None);
        t.store(&new, 0, 5, 10, 20, None);
        assert!(t.probe(&big, 0, Cut::ANY, same).is_some(), "the bigger subtree kept");
        assert!(t.probe(&small, 0, Cut::ANY, same).is_none(), "the smaller replaced");
        assert!(t.probe(&new, 0, Cut::ANY, same).is_some());
        // An entry of an earlier generation counts as empty, whatever its size: the first
        // two stores after a reset fill both places, the smaller now first in the bucket.
        t.reset();
        t.store(&new, 0, 5, 10, 20, None);
        t.store(&big, 0, 7, 10, 20, None);
        assert!(t.probe(&new, 0, Cut::ANY, same).is_some() && t.probe(&big, 0, Cut::ANY, same).is_some());
        t.store(&small, 0, 3, 10, 20, None);
        assert!(t.probe(&big, 0, Cut::ANY, same).is_some(), "the bigger subtree kept");
        assert!(t.probe(&new, 0, Cut::ANY, same).is_none(), "the smaller replaced, even by a smaller one");
        assert!(t.probe(&small, 0, Cut::ANY, same).is_some());
    }

    #[test]
    fn the_check_is_a_digest_of_every_bit_of_the_key_and_the_leader() {
        // An entry is told from another of its bucket by its 64-bit check alone: keys one
        // bit apart (in the holders or the shape) or of another leader must not share it,
        // and each of its 64 bits must vary (a false match then needs a chance of 2^-64).
        use super::hash;
        let mut rng = crate::rng::Rng::new(5);
        let (mut any, mut all) = (0u64, !0u64);
        for _ in 0..200 {
            let key = [rng.next_u64(), rng.next_u64(), rng.next_u64()];
            let leader = rng.below(4) as usize;
            let (_, check) = hash(&key, leader);
            (any, all) = (any | check, all & check);
            for other in (0..4).filter(|&l| l != leader) {
                assert_ne!(hash(&key, other).1, check, "{key:?}, leaders {leader} and {other}");
            }
            for (w, bit) in (0..3).flat_map(|w| (0..64).map(move |b| (w, b))) {
                let mut near = key;
                near[w] ^= 1 << bit;
                assert_ne!(hash(&near, leader).1, check, "{key:?}, word {w} bit {bit}");
            }
        }
        assert_eq!((any, all), (!0, 0), "every bit of the check varies");
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        use std::sync::atomic::Ordering::Relaxed;
        let mut t = Table::new(6);
        let key = [9, 8, 7, 6];
        t.store(&key, 0, 5, 1, 2, None);
        assert!(t.probe(&key, 0, Cut::ANY, same).is_some());
        // Another thread's data word over this entry's digest word: no longer a match.
        for bucket in t.entries.buckets.iter() {
            for slot in &bucket.0 {
                let d = slot.data.load(Relaxed);
                if d != 0 {
                    slot.data.store(d ^ 1 << 40, Relaxed);
                }
            }
        }
        assert!(t.probe(&key, 0, Cut::ANY, same).is_none());
        // Nor does a torn kinds word.
        t.store(&key, 0, 5, 1, 2, None);
        for bucket in t.entries.buckets.iter() {
            for slot in &bucket.0 {
                if slot.data.load(Relaxed) >> 16 & 0xFF == 5 {
                    slot.kinds.store(77, Relaxed);
                }
            }
        }
        assert!(t.probe(&key, 0, Cut::ANY, same).is_none() && t.probe(&[9, 8, 7, 77], 0, Cut::ANY, same).is_none());
    }
}
