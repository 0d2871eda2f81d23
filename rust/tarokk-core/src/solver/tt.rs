//! The transposition table: bounds on the value of the tricks still to play, for positions
//! at the start of a trick, keyed by the remaining cards in *relative* terms and the seat
//! to lead (see [`Key`]).
//!
//! The value from a trick start depends only on those (the objective and trick rules are
//! fixed per table: [`Table::reset`] on a change), so entries stay valid across the
//! null-window searches of one solve, across the moves of a "solve every card", and across
//! the worlds of a PIMC decision. Two-way buckets: the new entry replaces the one with
//! fewer cards left (smaller subtrees are cheaper to search again).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// A position at a trick start, up to renaming cards: for each card still out, from low
/// to high, its holder (2 bits, in two planes), and the cards still out with those of each
/// run of alike cards (adjacent in rank in a suit, one value, none special) moved down to
/// the run's lowest places, which tells how many are out per suit and each one's value or
/// special kind. Two positions with the same key differ only in cards that were played,
/// so they have the same value: only the order of the cards in a suit, their values and
/// the special cards matter to the rules and the objective.
pub(crate) type Key = [u64; 3];

/// An entry is a 64-bit digest of its key (not the key: 16 bytes instead of 56, so four
/// times the entries fit; a false match needs two keys of one position count and leader to
/// agree in 64 bits, about once in 10^19 probes) and 64 bits of data ([`Data`]). It is kept
/// as two atomic words, the data and the digest XOR the data, so that the threads of a
/// parallel solve can share the table without locks: a word torn by two threads writing at
/// once no longer matches its digest and reads as a miss (the classic lockless hashing of
/// chess programs). On x86-64 these relaxed atomics are plain loads and stores.
struct Slot {
    check_xor_data: AtomicU64,
    data: AtomicU64,
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

/// Two-way buckets, aligned so that a bucket never straddles two cache lines.
#[repr(C, align(32))]
struct Bucket([Slot; 2]);

/// The entries, shared by the threads of a parallel solve.
struct Entries {
    buckets: Box<[Bucket]>,
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
    /// A table of `2^bits` buckets of two entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        let buckets = (0..size).map(|_| Bucket([Slot::empty(), Slot::empty()])).collect();
        Table { entries: Arc::new(Entries { buckets, mask: size - 1 }), mask: size - 1, generation: 1, probes: 0, hits: 0 }
    }

    /// Another handle on the same entries and generation (for a helper thread).
    pub fn share(&self) -> Table {
        Table { entries: Arc::clone(&self.entries), mask: self.mask, generation: self.generation, probes: 0, hits: 0 }
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

    #[inline(always)]
    pub fn probe(&mut self, key: &Key, leader: usize) -> Option<Bounds> {
        self.probes += 1;
        let (index, check) = hash(key, leader);
        let bucket = &self.entries.buckets[index as usize & self.mask];
        let found = bucket.0.iter().find_map(|e| e.read(check).filter(|d| d.generation == self.generation))?;
        self.hits += 1;
        Some(Bounds { lower: found.lower as i32, upper: found.upper as i32, best: (found.best != 0xFF).then_some(found.best) })
    }

    /// Record bounds (merged with the entry's, if there is one).
    #[inline(always)]
    pub fn store(&mut self, key: &Key, leader: usize, tricks_left: usize, lower: i32, upper: i32, best: Option<u8>) {
        let generation = self.generation;
        let (index, check) = hash(key, leader);
        let bucket = &self.entries.buckets[index as usize & self.mask].0;
        let current = [bucket[0].read(check), bucket[1].read(check)];
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
        bucket[slot].write(check, d);
    }
}

impl Slot {
    fn empty() -> Slot {
        Slot { check_xor_data: AtomicU64::new(0), data: AtomicU64::new(0) }
    }

    /// The entry's data if it holds `check` (and was not torn by two writers).
    #[inline(always)]
    fn read(&self, check: u64) -> Option<Data> {
        let data = self.data.load(Relaxed);
        (self.check_xor_data.load(Relaxed) ^ data == check).then(|| Data::unpack(data))
    }

    #[inline(always)]
    fn write(&self, check: u64, d: Data) {
        let data = d.pack();
        self.data.store(data, Relaxed);
        self.check_xor_data.store(check ^ data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::Table;

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
    fn an_entry_is_found_by_its_key_alone() {
        let mut t = Table::new(10);
        let key = [1, 2, 3];
        t.store(&key, 2, 5, 10, 20, Some(3));
        let b = t.probe(&key, 2).expect("stored");
        assert_eq!((b.lower, b.upper, b.best), (10, 20, Some(3)));
        assert!(t.probe(&key, 1).is_none(), "another leader");
        assert!(t.probe(&[1, 2, 4], 2).is_none(), "another key");
        // Merged with what is there.
        t.store(&key, 2, 5, 12, 30, None);
        let b = t.probe(&key, 2).expect("stored");
        assert_eq!((b.lower, b.upper, b.best), (12, 20, Some(3)));
        t.reset();
        assert!(t.probe(&key, 2).is_none(), "forgotten");
    }

    #[test]
    fn a_torn_entry_reads_as_a_miss() {
        use std::sync::atomic::Ordering::Relaxed;
        let mut t = Table::new(6);
        let key = [9, 8, 7];
        t.store(&key, 0, 5, 1, 2, None);
        assert!(t.probe(&key, 0).is_some());
        // Another thread's data word over this entry's digest word: no longer a match.
        for bucket in t.entries.buckets.iter() {
            for slot in &bucket.0 {
                let d = slot.data.load(Relaxed);
                if d != 0 {
                    slot.data.store(d ^ 1 << 40, Relaxed);
                }
            }
        }
        assert!(t.probe(&key, 0).is_none());
    }
}
