//! Action ids of the Paskievics game (`docs/paskievics.md`, "Actions"), the levels
//! (PK-B1, PK-S1) and the figures (PK-A2, PK-X2) as tables.

use crate::card::Card;

pub use crate::action::{Action, ActionSet};

/// Cards 0..=53 are discards (phase discard) and plays (phase play).
pub const PASS: Action = 54;
/// 55 + level: bid three, two, one, szóló.
pub const BID: Action = 55;
/// Hold (tartom): take over the current bid at its level (PK-B4).
pub const HOLD: Action = 59;
/// Annul the deal in the discards, for a seat without tarokks (PK-S4).
pub const ANNUL: Action = 60;
/// Knock (ráütés) instead of cutting: the players choose packets (PK-D3).
pub const KNOCK: Action = 61;
/// Cut the pack: an ordinary deal (PK-D3's alternative to the knock).
pub const CUT: Action = 62;
/// 63 + i: take packet i (PK-D3).
pub const PACKET: Action = 63;
/// 67: 8 tarokks, 68: 9 tarokks (PK-A3).
pub const COUNT8: Action = 67;
/// Announce 9 tarokks (PK-A3).
pub const COUNT9: Action = 68;
/// 69 + t: call trump t (card id 0..=21) as partner (PK-H1).
pub const CALL: Action = 69;
/// 91 + f: announce figure f.
pub const ANNOUNCE: Action = 91;
/// 97 + i: the next kontra step on item i (0 the game, 1 + f figure f).
pub const KONTRA: Action = 97;
/// One past the largest id.
pub const ACTION_SPACE: u8 = 104;

/// Levels (PK-B1), low to high.
pub const THREE: u8 = 0;
/// Level two (kettő), game value 2 (PK-B1).
pub const TWO: u8 = 1;
/// Level one (egy), game value 3 (PK-B1).
pub const ONE: u8 = 2;
/// Szóló, the highest level, game value 4 (PK-B1).
pub const SOLO: u8 = 3;
/// The number of levels.
pub const LEVELS: u8 = 4;

/// One level: its names, its game value (PK-B1) and the talon shares of the active seats
/// from the declarer (PK-S1).
#[derive(Clone, Copy, Debug)]
pub struct LevelInfo {
    /// The English name.
    pub en: &'static str,
    /// The Hungarian name.
    pub hu: &'static str,
    /// The game value (PK-B1): 1 to 4.
    pub value: i32,
    /// The talon cards each active seat takes, from the declarer on in playing order (PK-S1).
    pub shares: [u8; 4],
}

/// Each level's names, value and talon shares, by level.
pub const LEVEL_TABLE: [LevelInfo; LEVELS as usize] = [
    LevelInfo { en: "three", hu: "három", value: 1, shares: [3, 1, 1, 1] },
    LevelInfo { en: "two", hu: "kettő", value: 2, shares: [2, 2, 1, 1] },
    LevelInfo { en: "one", hu: "egy", value: 3, shares: [1, 2, 2, 1] },
    LevelInfo { en: "solo", hu: "szóló", value: 4, shares: [0, 2, 2, 2] },
];

/// The entry of [`LEVEL_TABLE`] for `level`.
///
/// # Panics
/// If `level` is no level ([`LEVELS`] or more).
pub fn level_info(level: u8) -> &'static LevelInfo {
    &LEVEL_TABLE[level as usize]
}

/// Figures (PK-A2), in the protocol's fixed order.
pub const TULETROA: u8 = 0;
/// Négy király: all four kings won in tricks.
pub const FOUR_KINGS: u8 = 1;
/// Dupla: 71 card points or more.
pub const DUPLA: u8 = 2;
/// Pagát ultimó: the party's pagát wins the ninth trick.
pub const PAGAT_ULTIMO: u8 = 3;
/// XXI fogás: the party's skíz captures the other party's XXI.
pub const XXI_CATCH: u8 = 4;
/// Volát: all nine tricks.
pub const VOLAT: u8 = 5;
/// The number of figures.
pub const FIGURES: u8 = 6;

/// Items that can be kontra'd: 0 the game, 1 + f figure f.
pub const ITEMS: usize = 1 + FIGURES as usize;
/// The kontra item of the game itself.
pub const GAME_ITEM: usize = 0;

/// A figure's names: in English text, Hungarian, the Hungarian kontra form (`… -ra/-re`),
/// and an English gloss read as the same figure.
#[derive(Clone, Copy, Debug)]
pub struct FigureInfo {
    /// The name in English text (`announce …`, `kontra on …`, the settlement's item): the
    /// rules' Hungarian term, as Jókai names the same figures.
    pub en: &'static str,
    /// The Hungarian name.
    pub hu: &'static str,
    /// The Hungarian kontra form (`… -ra/-re`).
    pub hu_onto: &'static str,
    /// The English name read as the figure but never written ("four kings", "XXI catch":
    /// the names in English text before 2026-12-07, still read), or "".
    pub gloss: &'static str,
}

/// Each figure's names, by figure.
pub const FIGURE_TABLE: [FigureInfo; FIGURES as usize] = [
    FigureInfo { en: "tulétroá", hu: "tulétroá", hu_onto: "tulétroára", gloss: "" },
    FigureInfo { en: "négy király", hu: "négy király", hu_onto: "négy királyra", gloss: "four kings" },
    FigureInfo { en: "dupla", hu: "dupla", hu_onto: "duplára", gloss: "" },
    FigureInfo { en: "pagát ultimó", hu: "pagát ultimó", hu_onto: "pagát ultimóra", gloss: "" },
    FigureInfo { en: "XXI fogás", hu: "XXI fogás", hu_onto: "XXI fogásra", gloss: "XXI catch" },
    FigureInfo { en: "volát", hu: "volát", hu_onto: "volátra", gloss: "" },
];

/// The game item's names (en, hu, hu kontra form).
pub const GAME_NAMES: (&str, &str, &str) = ("the game", "játék", "játékra");

/// Kontra steps 1..=5 (PK-A4), the same in English and Hungarian; factor `2**level`.
pub const KONTRA_WORDS: [&str; 5] = ["kontra", "rekontra", "szubkontra", "hirskontra", "mordkontra"];
/// The top of the ladder: mordkontra.
pub const MAX_KONTRA: u8 = 5;

/// The action calling trump `c` as partner.
pub fn call_action(c: Card) -> Action {
    CALL + c.id()
}

/// The card a call action names (a trump).
///
/// # Panics
/// If `a` is not a call action (`CALL..ANNOUNCE`, a call for each of the 22 trumps).
pub fn called_card(a: Action) -> Card {
    assert!((CALL..ANNOUNCE).contains(&a), "called_card: action {a} is no call ({CALL}..{ANNOUNCE})");
    Card::new(a - CALL).expect("a call names a trump")
}

/// The XX, the XIX and the XVIII (PK-H2, PK-B5).
pub const XX: Card = match Card::trump(20) {
    Some(c) => c,
    None => panic!("XX"),
};
/// Trump XIX (PK-H2, PK-B5).
pub const XIX: Card = match Card::trump(19) {
    Some(c) => c,
    None => panic!("XIX"),
};
/// Trump XVIII (PK-H2, PK-B5).
pub const XVIII: Card = match Card::trump(18) {
    Some(c) => c,
    None => panic!("XVIII"),
};
