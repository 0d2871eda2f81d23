//! The Slovenian contracts (SL-B1, SL-T2) as one table.

/// Contract index, low to high (see `docs/slovenian.md`).
pub type Contract = u8;

/// Klop: everyone plays alone (SL-L).
pub const KLOP: Contract = 0;
/// Three (10).
pub const THREE: Contract = 1;
/// Two (20).
pub const TWO: Contract = 2;
/// One (30).
pub const ONE: Contract = 3;
/// Solo three (40).
pub const SOLO_THREE: Contract = 4;
/// Solo two (50).
pub const SOLO_TWO: Contract = 5;
/// Solo one (60).
pub const SOLO_ONE: Contract = 6;
/// Beggar (berač, 70): the declarer must take no trick.
pub const BEGGAR: Contract = 7;
/// Solo without (80): the talon is not taken.
pub const SOLO_WITHOUT: Contract = 8;
/// Open beggar (90): beggar with the declarer's hand shown (SL-P7).
pub const OPEN_BEGGAR: Contract = 9;
/// Colour valat (125): take every trick, taroks a suit of their own (SL-P3).
pub const COLOUR_VALAT: Contract = 10;
/// Valat (500): take every trick.
pub const VALAT: Contract = 11;
/// The number of contracts.
pub const CONTRACTS: u8 = 12;

/// One row of SL-B1.
#[derive(Clone, Copy, Debug)]
pub struct ContractInfo {
    /// The English name.
    pub name_en: &'static str,
    /// The Slovenian name.
    pub name_sl: &'static str,
    /// The contract's value (four players; SL-B1).
    pub value: i32,
    /// Cards in each talon set taken (0: the talon is not taken).
    pub talon_set: u8,
}

/// Each contract's names, value and talon set size, by [`Contract`] (SL-B1).
pub const TABLE: [ContractInfo; CONTRACTS as usize] = [
    ContractInfo { name_en: "klop", name_sl: "klop", value: 0, talon_set: 0 },
    ContractInfo { name_en: "three", name_sl: "tri", value: 10, talon_set: 3 },
    ContractInfo { name_en: "two", name_sl: "dva", value: 20, talon_set: 2 },
    ContractInfo { name_en: "one", name_sl: "ena", value: 30, talon_set: 1 },
    ContractInfo { name_en: "solo three", name_sl: "solo tri", value: 40, talon_set: 3 },
    ContractInfo { name_en: "solo two", name_sl: "solo dva", value: 50, talon_set: 2 },
    ContractInfo { name_en: "solo one", name_sl: "solo ena", value: 60, talon_set: 1 },
    ContractInfo { name_en: "beggar", name_sl: "berač", value: 70, talon_set: 0 },
    ContractInfo { name_en: "solo without", name_sl: "solo brez", value: 80, talon_set: 0 },
    ContractInfo { name_en: "open beggar", name_sl: "odprti berač", value: 90, talon_set: 0 },
    ContractInfo { name_en: "colour valat", name_sl: "barvni valat", value: 125, talon_set: 0 },
    ContractInfo { name_en: "valat", name_sl: "valat", value: 500, talon_set: 0 },
];

/// The row of [`TABLE`] for contract `c`.
///
/// # Panics
/// If `c` is no contract ([`CONTRACTS`] or more); [`exists`] tells first.
pub fn info(c: Contract) -> &'static ContractInfo {
    &TABLE[c as usize]
}

/// Does the variant with `n` players have this contract? (SL-T2: three players know only
/// klop, three, two, one and beggar.)
pub fn exists(c: Contract, n: usize) -> bool {
    c < CONTRACTS && (n == 4 || matches!(c, KLOP | THREE | TWO | ONE | BEGGAR))
}

/// Contracts scored with difference and bonuses (SL-S1).
pub fn has_bonuses(c: Contract) -> bool {
    (THREE..=SOLO_ONE).contains(&c)
}

/// Klop, beggar and open beggar: the negative trick rules (SL-P6).
pub fn is_negative(c: Contract) -> bool {
    matches!(c, KLOP | BEGGAR | OPEN_BEGGAR)
}

/// Three, two and one with four players call a king (SL-K1).
pub fn calls_king(c: Contract, n: usize) -> bool {
    n == 4 && (THREE..=ONE).contains(&c)
}
