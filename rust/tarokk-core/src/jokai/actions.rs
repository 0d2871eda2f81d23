//! Action ids of Jókai-hármas (`docs/jokai.md`, "Actions"), the levels and the figures with
//! their names and values.

pub use crate::action::{Action, ActionSet as Actions};

/// Cards 0..=53 are discards and plays.
pub const PASS: Action = 54;
/// `BID + L` bids level `L` (1..=4).
pub const BID: Action = 54;
/// `TAKE_PAIR + p` takes skart pair `p` (0 top, 1 middle, 2 bottom).
pub const TAKE_PAIR: Action = 60;
/// Turn to the next pair of the skart (JK-S1).
pub const NEXT_PAIR: Action = 63;
/// `ANNOUNCE + f` announces figure `f`.
pub const ANNOUNCE: Action = 64;
/// `KONTRA + i` kontras item `i` (0 the game, `1 + f` figure `f`).
pub const KONTRA: Action = 72;
/// `REKONTRA + i` rekontras item `i`.
pub const REKONTRA: Action = 80;
/// One past the largest id.
pub const ACTION_SPACE: u8 = 88;

/// Levels (JK-B2): 1..=3 the kettős, 4 szóló.
pub type Level = u8;
/// The szóló level, the highest (JK-B2).
pub const SOLO: Level = 4;
/// The number of levels (JK-B2): 1..=3 the kettős, 4 szóló.
pub const LEVELS: u8 = 4;

/// Level names (en, hu), by level − 1.
pub const LEVEL_NAMES: [(&str, &str); LEVELS as usize] = [
    ("first double", "első kettős"),
    ("second double", "második kettős"),
    ("third double", "harmadik kettős"),
    ("solo", "szóló"),
];

/// JK-S1: the pairs in view at views 1..=5, by kettős level − 1.
pub const VIEW_ORDER: [[u8; 5]; 3] = [[0, 1, 2, 0, 1], [1, 2, 0, 1, 2], [2, 0, 1, 2, 0]];

/// Is `level` a kettős (with a skart exchange)?
pub const fn is_kettos(level: Level) -> bool {
    level < SOLO
}

/// Figures (JK-F), in scoring order.
pub type Figure = u8;
/// The tarokk count (JK-F1).
pub const TAROKK_COUNT: Figure = 0;
/// Tulétroá: skíz, XXI and pagát won by one party (JK-F2).
pub const TULETROA: Figure = 1;
/// Négy király: all four kings won by one party (JK-F3).
pub const NEGY_KIRALY: Figure = 2;
/// Pagát ultimó: the party's pagát wins the last trick (JK-F4).
pub const PAGAT_ULTIMO: Figure = 3;
/// XXI fogás: catching the other party's XXI (JK-F5).
pub const XXI_FOGAS: Figure = 4;
/// Pagát fogás: catching the other party's pagát (JK-F6).
pub const PAGAT_FOGAS: Figure = 5;
/// Volát: one party takes every trick (JK-F7).
pub const VOLAT: Figure = 6;
/// The number of figures.
pub const FIGURES: u8 = 7;

/// Items that can be kontra'd: 0 the game, `1 + f` figure `f`.
pub const ITEMS: usize = 1 + FIGURES as usize;

/// One figure's names and values.
pub struct FigureInfo {
    /// The result's `item` and the English name.
    pub en: &'static str,
    /// The Hungarian name.
    pub hu: &'static str,
    /// The Hungarian object form (`bemondom a …`).
    pub hu_object: &'static str,
    /// The Hungarian form a kontra is said onto (`kontra a …`, `… -ra/-re`), as Paskievics's.
    pub hu_onto: &'static str,
    /// Further names `parse_action` accepts.
    pub aliases: &'static [&'static str],
    /// Announced value per unit of kontra (JK-P2; the tarokk count and pagát ultimó are
    /// valued by their own rules, see `scoring`).
    pub announced: i32,
    /// Silent value (JK-P3, JK-P4).
    pub silent: i32,
}

/// Each figure's names and values, by [`Figure`].
pub const FIGURE_TABLE: [FigureInfo; FIGURES as usize] = [
    FigureInfo { en: "tarokk count", hu: "tarokkszám", hu_object: "tarokkszámot", hu_onto: "tarokkszámra", aliases: &["tarock count"], announced: 0, silent: 0 },
    FigureInfo { en: "tulétroá", hu: "tulétroá", hu_object: "tulétroát", hu_onto: "tulétroára", aliases: &[], announced: 2, silent: 1 },
    FigureInfo { en: "négy király", hu: "négy király", hu_object: "négy királyt", hu_onto: "négy királyra", aliases: &["four kings"], announced: 2, silent: 1 },
    FigureInfo {
        en: "pagát ultimó",
        hu: "pagát ultimó",
        hu_object: "pagát ultimót",
        hu_onto: "pagát ultimóra",
        aliases: &["pagátultimó", "pagátultimót", "pagátultimóra"],
        announced: 2,
        silent: 2,
    },
    FigureInfo { en: "XXI fogás", hu: "XXI fogás", hu_object: "XXI fogást", hu_onto: "XXI fogásra", aliases: &["XXI capture"], announced: 2, silent: 1 },
    FigureInfo { en: "pagát fogás", hu: "pagát fogás", hu_object: "pagát fogást", hu_onto: "pagát fogásra", aliases: &["pagát capture"], announced: 2, silent: 1 },
    FigureInfo { en: "volát", hu: "volát", hu_object: "volátot", hu_onto: "volátra", aliases: &[], announced: 10, silent: 5 },
];

/// The name of item `i` (en, hu): the game (0) or figure `i - 1` (1..=7).
///
/// # Panics
/// If `i` is not an item ([`ITEMS`] or more).
pub fn item_names(i: usize) -> (&'static str, &'static str) {
    if i == 0 {
        ("game", "játék")
    } else {
        (FIGURE_TABLE[i - 1].en, FIGURE_TABLE[i - 1].hu)
    }
}

/// Does id `a` name an action of this game (59, 71 and 88 up do not)?
pub const fn names_action(a: Action) -> bool {
    a < ACTION_SPACE && a != 59 && a != 71
}
