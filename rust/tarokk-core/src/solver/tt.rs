//! The transposition table: bounds on the value of the tricks still to play, for positions
//! at the start of a trick, keyed by the remaining cards in *relative* terms and the seat
//! to lead (see [`Key`]).
//!
//! The value from a trick start depends only on those (the objective and trick rules are
//! fixed per table: [`Table::reset`] on a change), so entries stay valid across the
//! null-window searches of one solve, across the moves of a "solve every card", and across
//! the worlds of a PIMC decision. Two-way buckets: the new entry replaces the one with
//! fewer cards left (smaller subtrees are cheaper to search again).

/// A position at a trick start, up to renaming cards: per suit (the taroks one suit), the
/// number of cards still out, and for each card still out, from low to high, its holder
/// (2 bits, in two planes) and its kind (4 bits, in four planes: its value, or its own
/// kind for a card the rules single out). Two positions with the same key differ only in
/// cards that were played, so they have the same value: only the order of the cards in a
/// suit, their values and the special cards matter to the rules and the objective.
pub(crate) type Key = [u64; 7];

/// An entry holds a 64-bit digest of its key, not the key: 16 bytes instead of 56, so four
/// times the entries fit (a false match needs two keys of one position count and leader
/// to agree in 64 bits: about once in 10^19 probes).
#[derive(Clone, Copy)]
struct Entry {
    check: u64,
    /// The generation that wrote it: older entries are empty.
    generation: u16,
    /// Tricks still to play (the replacement rule keeps bigger subtrees).
    size: u8,
    /// The best card found, or 0xFF.
    best: u8,
    lower: i16,
    upper: i16,
}

const EMPTY: Entry = Entry { check: 0, generation: 0, size: 0, best: 0xFF, lower: 0, upper: 0 };

/// Bounds read from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounds {
    pub lower: i32,
    pub upper: i32,
    pub best: Option<u8>,
}

pub(crate) struct Table {
    entries: Vec<[Entry; 2]>,
    mask: usize,
    generation: u16,
    pub probes: u64,
    pub hits: u64,
}

/// Two independent 64-bit digests of a key: the bucket index and the check.
#[inline(always)]
fn hash(key: &Key, leader: usize) -> (u64, u64) {
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
        Table { entries: vec![[EMPTY; 2]; size], mask: size - 1, generation: 1, probes: 0, hits: 0 }
    }

    /// Forget every entry (in O(1), except once every 2^16 resets).
    pub fn reset(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.entries.iter_mut().for_each(|b| *b = [EMPTY; 2]);
            self.generation = 1;
        }
    }

    #[inline(always)]
    pub fn probe(&mut self, key: &Key, leader: usize) -> Option<Bounds> {
        self.probes += 1;
        let (index, check) = hash(key, leader);
        let bucket = &self.entries[index as usize & self.mask];
        let found = bucket.iter().find(|e| e.generation == self.generation && e.check == check)?;
        self.hits += 1;
        Some(Bounds {
            lower: found.lower as i32,
            upper: found.upper as i32,
            best: (found.best != 0xFF).then_some(found.best),
        })
    }

    /// Record bounds (merged with the entry's, if there is one).
    #[inline(always)]
    pub fn store(&mut self, key: &Key, leader: usize, tricks_left: usize, lower: i32, upper: i32, best: Option<u8>) {
        let generation = self.generation;
        let (index, check) = hash(key, leader);
        let bucket = &mut self.entries[index as usize & self.mask];
        let same = |e: &Entry| e.generation == generation && e.check == check;
        let size = |e: &Entry| if e.generation == generation { e.size } else { 0 };
        let slot = if same(&bucket[0]) {
            0
        } else if same(&bucket[1]) {
            1
        } else {
            // A fresh entry: replace the smaller (or stale) one.
            let i = usize::from(size(&bucket[1]) < size(&bucket[0]));
            bucket[i] = Entry { check, generation, size: tricks_left as u8, best: 0xFF, lower: i16::MIN, upper: i16::MAX };
            i
        };
        let clamp = |v: i32| v.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        let e = &mut bucket[slot];
        e.lower = e.lower.max(clamp(lower));
        e.upper = e.upper.min(clamp(upper));
        if let Some(b) = best {
            e.best = b;
        }
    }
}
