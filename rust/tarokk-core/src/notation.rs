//! Card names: format and parse in ASCII, with suit symbols, and by Hungarian, Slovenian
//! and English names (`docs/protocol.md`, "Names").

use std::fmt;

use crate::card::{Card, Suit};

/// How to write a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Style {
    /// `KH`, `10S`, `XXI`, `Sk`.
    #[default]
    Ascii,
    /// `K♥`, `10♠`, `XXI`, `Sk`.
    Unicode,
    /// Hungarian: `kőr király`, `pagát`, `skíz`.
    Hungarian,
    /// Slovenian: `srce kralj`, `pagat`, `mond`, `škis`.
    Slovenian,
    /// English: `king of hearts`, `Pagat`, `Fool`.
    English,
}

impl Style {
    /// Parse a style name as used by the Python API.
    pub fn from_name(name: &str) -> Option<Style> {
        Some(match name {
            "ascii" => Style::Ascii,
            "unicode" => Style::Unicode,
            "hu" => Style::Hungarian,
            "sl" => Style::Slovenian,
            "en" => Style::English,
            _ => return None,
        })
    }

    /// Separator used by [`format_cards`].
    pub const fn separator(self) -> &'static str {
        match self {
            Style::Ascii | Style::Unicode => " ",
            _ => ", ",
        }
    }
}

const ROMAN: [&str; 21] = [
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV",
    "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
];
const SUIT_LETTER: [&str; 4] = ["H", "D", "C", "S"];
const SUIT_SYMBOL: [&str; 4] = ["♥", "♦", "♣", "♠"];
const SUIT_HU: [&str; 4] = ["kőr", "káró", "treff", "pikk"];
const SUIT_SL: [&str; 4] = ["srce", "kara", "križ", "pik"];
const SUIT_EN: [&str; 4] = ["hearts", "diamonds", "clubs", "spades"];
/// Court ranks 4..=7: jack, cavalier, queen, king.
const COURT_LETTER: [&str; 4] = ["J", "C", "Q", "K"];
const COURT_HU: [&str; 4] = ["bubi", "lovas", "dáma", "király"];
const COURT_SL: [&str; 4] = ["fant", "kaval", "dama", "kralj"];
const COURT_EN: [&str; 4] = ["jack", "cavalier", "queen", "king"];

/// A pip as a card name wrote it, in a [`NotationError::NoSuchPip`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PipWritten {
    /// A number (`5H`, `hearts 7`).
    Number(u8),
    /// `ace` or `ász`: the red 1.
    Ace,
    /// `tízes`: the black 10.
    Tizes,
}

/// Card text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The text is empty.
    Empty,
    /// The text names no card (the unreadable text).
    Unknown(String),
    /// The text names a pip its suit does not have (`5H`, `hearts 7`, `pikk ász`): the
    /// text, the suit and the pip as written. Its message says which pips the suit has.
    NoSuchPip(String, Suit, PipWritten),
    /// The text could name more than one card, e.g. a bare number (the text).
    Ambiguous(String),
    /// The same card is listed twice (its ASCII name).
    Duplicate(String),
    /// The text names no action of the game, nor a card (the text).
    UnknownAction(String),
}

impl NotationError {
    /// The error of an action's text that named no action and no card: a bare number is
    /// still the card name it is ambiguous as (`7`: VII or a pip), anything else an
    /// unknown action (the same words on both backends, `docs/protocol.md`).
    pub fn of_action_text(text: &str, card: NotationError) -> NotationError {
        match card {
            NotationError::Ambiguous(_) => card,
            _ => NotationError::UnknownAction(text.to_string()),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("empty card name"),
            NotationError::Unknown(t) => write!(f, "unknown card name: '{}'", cut(t)),
            NotationError::NoSuchPip(t, suit, written) => {
                let name = SUIT_EN[*suit as usize];
                let pips = pips_of(*suit).map(|p| p.to_string()).join(", ");
                write!(f, "unknown card name: '{}' (", cut(t))?;
                match written {
                    PipWritten::Ace => write!(f, "the ace (ász) is the red 1; {name} pips are {pips})"),
                    PipWritten::Tizes => write!(f, "the tízes is the black 10; {name} pips are {pips})"),
                    PipWritten::Number(n) => write!(f, "{name} has no pip {n}; its pips are {pips})"),
                }
            }
            NotationError::Ambiguous(t) => {
                // Suggest the trump and a suit card the number could mean: the number as
                // folded, as it was read (`７`, `7️`, `²` are 7, 7 and 2).
                let n: Option<usize> = normalise(t).parse().ok();
                let trump = match n {
                    Some(k @ 1..=21) => roman(k).to_string(),
                    _ => "a roman numeral I..XXI".to_string(),
                };
                let example = match n {
                    Some(k @ 1..=4) => format!("{k}H"),
                    Some(k @ 7..=10) => format!("{k}S"),
                    _ => "7S".to_string(),
                };
                write!(f, "ambiguous card name: '{}' (write {trump} for a trump or add a suit, e.g. {example})", cut(t))
            }
            NotationError::Duplicate(t) => write!(f, "card listed twice: {t}"),
            NotationError::UnknownAction(t) => write!(f, "unknown action: '{}'", cut(t)),
        }
    }
}

/// Text quoted in a message, cut to its first 40 characters (a line typed or pasted can be
/// thousands long; the message stays one short line).
fn cut(t: &str) -> String {
    match t.char_indices().nth(40) {
        Some((at, _)) => format!("{}…", &t[..at]),
        None => t.to_string(),
    }
}

impl std::error::Error for NotationError {}

/// Roman numeral of trump number `k` (1..=21).
///
/// # Panics
/// If `k` is not in 1..=21.
pub fn roman(k: usize) -> &'static str {
    checked_roman(k).unwrap_or_else(|| panic!("roman: trump number {k} is not in 1..=21"))
}

/// [`roman`], or `None` for a `k` that is not in 1..=21.
pub fn checked_roman(k: usize) -> Option<&'static str> {
    k.checked_sub(1).and_then(|i| ROMAN.get(i)).copied()
}

/// Format one card.
pub fn format_card(card: Card, style: Style) -> String {
    if card.is_trump() {
        let n = card.id();
        return match (n, style) {
            (21, Style::Hungarian) => "skíz".into(),
            (21, Style::Slovenian) => "škis".into(),
            (21, Style::English) => "Fool".into(),
            (21, _) => "Sk".into(),
            (0, Style::Hungarian) => "pagát".into(),
            (0, Style::Slovenian) => "pagat".into(),
            (0, Style::English) => "Pagat".into(),
            (20, Style::Slovenian) => "mond".into(),
            _ => ROMAN[n as usize].into(),
        };
    }
    let suit = card.suit().expect("suit card") as usize;
    let rank = card.rank();
    let rank_text: String = match (card.pip_value(), style) {
        (Some(1), Style::Hungarian) => "ász".into(),
        (Some(10), Style::Hungarian) => "tízes".into(),
        (Some(p), _) => p.to_string(),
        (None, Style::Ascii | Style::Unicode) => COURT_LETTER[rank as usize - 4].into(),
        (None, Style::Hungarian) => COURT_HU[rank as usize - 4].into(),
        (None, Style::Slovenian) => COURT_SL[rank as usize - 4].into(),
        (None, Style::English) => COURT_EN[rank as usize - 4].into(),
    };
    match style {
        Style::Ascii => format!("{rank_text}{}", SUIT_LETTER[suit]),
        Style::Unicode => format!("{rank_text}{}", SUIT_SYMBOL[suit]),
        Style::Hungarian => format!("{} {rank_text}", SUIT_HU[suit]),
        Style::Slovenian => format!("{} {rank_text}", SUIT_SL[suit]),
        Style::English => format!("{rank_text} of {}", SUIT_EN[suit]),
    }
}

/// Format a list of cards, joined by the style's separator.
pub fn format_cards(cards: impl IntoIterator<Item = Card>, style: Style) -> String {
    cards
        .into_iter()
        .map(|c| format_card(c, style))
        .collect::<Vec<_>>()
        .join(style.separator())
}

/// A card as the object of a Hungarian sentence, with its article: "a kőr királyt", "a
/// treff 7-est", "az V-öst", "a skízt" (as "leteszem a kőr királyt" says it). Numbers take
/// the ending of their spoken name (hetes, nyolcas, ötös: "7-est", "8-ast", "V-öst").
pub fn format_card_object_hu(card: Card) -> String {
    // The accusative ending of the number n's "-s" noun (kettes, hármas, ötös, hatos, tízes,
    // huszas), by its spoken last word.
    fn ending(n: u8) -> &'static str {
        match (n % 10, n) {
            (_, 10) => "est",
            (0, _) | (3, _) | (8, _) => "ast",
            (5, _) => "öst",
            (6, _) => "ost",
            _ => "est",
        }
    }
    if card.is_trump() {
        return match card.id() {
            0 => "a pagátot".into(),
            21 => "a skízt".into(),
            i => {
                let n = i + 1;
                // "öt" (5) is the one numeral here said with a vowel first.
                format!("{} {}-{}", if n == 5 { "az" } else { "a" }, ROMAN[i as usize], ending(n))
            }
        };
    }
    let suit = SUIT_HU[card.suit().expect("suit card") as usize];
    let rank = match card.pip_value() {
        Some(1) => "ászt".to_string(),
        Some(10) => "tízest".to_string(),
        Some(p) => format!("{p}-{}", ending(p)),
        None => ["bubit", "lovast", "dámát", "királyt"][card.rank() as usize - 4].to_string(),
    };
    format!("a {suit} {rank}")
}

/// The card `text` names as [`format_card_object_hu`] writes it (folded as every name is
/// compared; the article optional, "a" and "az" alike), if any.
pub fn parse_card_object_hu(text: &str) -> Option<Card> {
    // Every card's object form without its article, folded: made once, as the reference's table.
    static BARE: std::sync::OnceLock<Vec<(String, Card)>> = std::sync::OnceLock::new();
    let table = BARE.get_or_init(|| {
        (0..54)
            .filter_map(Card::new)
            .map(|c| (normalise(format_card_object_hu(c).split_once(' ').map_or("", |(_, bare)| bare)), c))
            .collect()
    });
    let t = normalise(text);
    let bare = t.strip_prefix("az ").or_else(|| t.strip_prefix("a ")).unwrap_or(&t);
    table.iter().find(|(form, _)| form == bare).map(|&(_, c)| c)
}

/// Whitespace as Python's `str.split` takes it (the reference splits so): Unicode's, and the
/// four information separators U+001C..U+001F.
fn is_space(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{1c}'..='\u{1f}')
}

/// The words of `text`, split at runs of [`is_space`].
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(is_space).filter(|w| !w.is_empty())
}

/// Lower-case, fold by Unicode's compatibility decomposition (NFKD) and drop the combining
/// marks (the diacritics of the three languages, typed composed or not, and emoji variation
/// selectors: the heart `♥️` phones send), collapse whitespace: how every name is compared
/// (`docs/protocol.md`, as the reference's `normalize`). Full-width letters fold to ASCII.
pub fn normalise(text: &str) -> String {
    use unicode_normalization::char::is_combining_mark;
    use unicode_normalization::UnicodeNormalization;
    let mut folded = String::with_capacity(text.len());
    for c in text.nfkd().filter(|&c| !is_combining_mark(c)).flat_map(char::to_lowercase) {
        // Python's casefold, which the reference folds with, goes one step further here.
        match c {
            'ß' => folded.push_str("ss"),
            c => folded.push(c),
        }
    }
    // Split after folding: a compatibility form may hold a space (the cedilla `¸` is a
    // space and a mark).
    let mut out = String::with_capacity(folded.len());
    for word in words(&folded) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn trump_by_name(t: &str) -> Option<Card> {
    match t {
        "pagat" | "palcka" => return Card::trump(1),
        "mond" => return Card::trump(21),
        "skiz" | "skis" | "sk" | "fool" | "excuse" => return Some(Card::SKIZ),
        _ => {}
    }
    if let Some(i) = ROMAN.iter().position(|r| r.eq_ignore_ascii_case(t)) {
        return Card::trump(i as u8 + 1);
    }
    // A numeral with the Hungarian suffix players say it with ("XX-as", "XIX-es", "V-ös").
    if let Some((numeral, "as" | "es" | "os")) = t.split_once('-') {
        if let Some(i) = ROMAN.iter().position(|r| r.eq_ignore_ascii_case(numeral)) {
            return Card::trump(i as u8 + 1);
        }
    }
    if let Some(num) = t.strip_prefix('t') {
        if let Ok(n) = num.parse::<u8>() {
            if num.len() <= 2 && !num.starts_with('0') {
                return Card::trump(n);
            }
        }
    }
    None
}

fn suit_by_word(w: &str) -> Option<Suit> {
    Some(match w {
        // Slovenian also as the adjective a card is named with ("srčni kralj", "pikova dama").
        "kor" | "hearts" | "heart" | "srce" | "srca" | "srcni" | "srcna" => Suit::Hearts,
        "karo" | "diamonds" | "diamond" | "kara" => Suit::Diamonds,
        "treff" | "clubs" | "club" | "kriz" | "krizev" | "krizeva" => Suit::Clubs,
        "pikk" | "pik" | "spades" | "spade" | "pikov" | "pikova" => Suit::Spades,
        _ => return None,
    })
}

fn suit_by_mark(w: &str) -> Option<Suit> {
    Some(match w {
        "h" | "♥" | "♡" => Suit::Hearts,
        "d" | "♦" | "♢" => Suit::Diamonds,
        "c" | "♣" | "♧" => Suit::Clubs,
        "s" | "♠" | "♤" => Suit::Spades,
        _ => return None,
    })
}

/// A rank as written: a court rank index (4..=7) or a printed pip value, or "ace"/"tízes".
#[derive(Clone, Copy)]
enum RankWord {
    Court(u8),
    Pip(u8),
}

fn rank_by_word(w: &str, letters: bool) -> Option<RankWord> {
    use RankWord::*;
    Some(match w {
        "kiraly" | "kralj" | "king" => Court(7),
        "dama" | "queen" => Court(6),
        "lovas" | "lovag" | "kaval" | "cavalier" | "knight" => Court(5),
        "bubi" | "fant" | "jack" => Court(4),
        "asz" | "ace" => Pip(1),
        "tizes" => Pip(10),
        "k" if letters => Court(7),
        "q" if letters => Court(6),
        "c" | "n" if letters => Court(5),
        "j" if letters => Court(4),
        _ => {
            let n: u8 = w.parse().ok()?;
            if w.starts_with('0') {
                return None;
            }
            Pip(n)
        }
    })
}

fn suit_card(suit: Suit, rank: RankWord) -> Option<Card> {
    match rank {
        RankWord::Court(r) => Card::suited(suit, r),
        RankWord::Pip(p) => Card::suited(suit, pips_of(suit).iter().position(|&x| x == p)? as u8),
    }
}

/// A suit's pips by rank, lowest rank first (hearts 4, 3, 2, 1; spades 7, 8, 9, 10), as
/// [`Card::pip_value`] prints them.
fn pips_of(suit: Suit) -> [u8; 4] {
    std::array::from_fn(|r| Card::suited(suit, r as u8).and_then(Card::pip_value).unwrap_or(0))
}

/// A pip's number as the missing-pip hint reads it: one or two ASCII digits, no leading
/// zero (as the reference reads it, `docs/protocol.md`).
fn pip_number_word(w: &str) -> Option<u8> {
    let b = w.as_bytes();
    let digits = (1..=2).contains(&b.len()) && b[0] != b'0' && b.iter().all(u8::is_ascii_digit);
    digits.then(|| w.parse().ok()).flatten()
}

/// If the normalised text `t` names a pip its suit does not have (`5h`, `hearts 7`,
/// `pikk asz`), the suit and the pip as written.
fn missing_pip(t: &str) -> Option<(Suit, PipWritten)> {
    let mut found = None;
    if let Some(last) = t.chars().last() {
        let cut = t.len() - last.len_utf8();
        if let (Some(suit), Some(n)) = (suit_by_mark(&t[cut..]), pip_number_word(&t[..cut])) {
            found = Some((suit, PipWritten::Number(n)));
        }
    }
    if found.is_none() {
        let words: Vec<&str> = t.split(' ').filter(|w| *w != "of").collect();
        if let [a, b] = words.as_slice() {
            for (rank, suit) in [(a, b), (b, a)] {
                let written = match *rank {
                    "asz" | "ace" => Some(PipWritten::Ace),
                    "tizes" => Some(PipWritten::Tizes),
                    w => pip_number_word(w).map(PipWritten::Number),
                };
                if let (Some(s), Some(w)) = (suit_by_word(suit), written) {
                    found = Some((s, w));
                    break;
                }
            }
        }
    }
    let (suit, written) = found?;
    let number = match written {
        PipWritten::Ace => 1,
        PipWritten::Tizes => 10,
        PipWritten::Number(n) => n,
    };
    // A pip the suit has: the text failed for another reason ("spades of 7").
    (!pips_of(suit).contains(&number)).then_some((suit, written))
}

/// Parse one card name in any style (see `docs/protocol.md`).
pub fn parse_card(text: &str) -> Result<Card, NotationError> {
    let t = normalise(text);
    let unknown = || match missing_pip(&t) {
        Some((suit, written)) => NotationError::NoSuchPip(text.to_string(), suit, written),
        None => NotationError::Unknown(text.to_string()),
    };
    if t.is_empty() {
        return Err(NotationError::Empty);
    }
    if let Some(c) = trump_by_name(&t) {
        return Ok(c);
    }
    if t.chars().all(|c| c.is_ascii_digit()) {
        return Err(NotationError::Ambiguous(text.to_string()));
    }
    let words: Vec<&str> = t.split(' ').collect();
    match words.as_slice() {
        [one] => {
            // Compact form: rank then one suit letter or symbol.
            let last = one.chars().last().ok_or_else(unknown)?;
            let cut = one.len() - last.len_utf8();
            let suit = suit_by_mark(&one[cut..]).ok_or_else(unknown)?;
            // Only a letter or a number before the mark: `KH`, `10S` (`kingh` is no name).
            let written = &one[..cut];
            if !(written.len() == 1 || written.bytes().all(|b| b.is_ascii_digit())) {
                return Err(unknown());
            }
            let rank = rank_by_word(written, true).ok_or_else(unknown)?;
            suit_card(suit, rank).ok_or_else(unknown)
        }
        [a, b] => {
            if let (Some(s), Some(r)) = (suit_by_word(a), rank_by_word(b, false)) {
                return suit_card(s, r).ok_or_else(unknown);
            }
            if let (Some(r), Some(s)) = (rank_by_word(a, false), suit_by_word(b)) {
                return suit_card(s, r).ok_or_else(unknown);
            }
            Err(unknown())
        }
        [a, "of", b] => {
            let r = rank_by_word(a, false).ok_or_else(unknown)?;
            let s = suit_by_word(b).ok_or_else(unknown)?;
            suit_card(s, r).ok_or_else(unknown)
        }
        _ => Err(unknown()),
    }
}

/// Parse a list of cards: comma-separated, or whitespace-separated where a token that is
/// not a card on its own is joined with the following ones (`kőr király treff ász`), up to
/// three words and never with a token that is a card on its own. When no group reads, the
/// error is the longest group's (`'kőr hetes'`, `'treff ász'` with its missing-pip hint),
/// as the reference's. Duplicates are an error, once every name has been read.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, NotationError> {
    let mut out: Vec<Card> = Vec::new();
    if text.trim_matches(is_space).is_empty() {
        return Ok(out);
    }
    if text.contains(',') {
        for item in text.split(',') {
            // Trimmed, so that a refusal quotes the name as written ('foo', not ' foo').
            out.push(parse_card(item.trim_matches(is_space))?);
        }
    } else {
        let tokens: Vec<&str> = words(text).collect();
        let mut i = 0;
        while i < tokens.len() {
            // The group grows while it is no card: to three words, to the end, or up to a
            // token that is a card on its own (no name of several words holds one).
            let mut len = 1;
            let card = loop {
                match parse_card(&tokens[i..i + len].join(" ")) {
                    Ok(c) => break c,
                    Err(e) => {
                        let next = i + len;
                        if len == 3 || next == tokens.len() || parse_card(tokens[next]).is_ok() {
                            return Err(e);
                        }
                        len += 1;
                    }
                }
            };
            out.push(card);
            i += len;
        }
    }
    // Every name is read before a card listed twice is named (`KH KH foo` refuses 'foo').
    for (k, c) in out.iter().enumerate() {
        if out[..k].contains(c) {
            return Err(NotationError::Duplicate(format_card(*c, Style::Ascii)));
        }
    }
    Ok(out)
}

// Cards print by name; the impls live here, not in `card`, so that `card` needs nothing
// above it (notation builds on card, never the reverse).
impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_card(*self, Style::Ascii))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_card(*self, Style::Ascii))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::CardSet;

    const STYLES: [Style; 5] =
        [Style::Ascii, Style::Unicode, Style::Hungarian, Style::Slovenian, Style::English];

    /// A pip its suit lacks is refused with the suit's pips named (`docs/protocol.md`,
    /// "Names (parse)"); a glued word before a mark is no name; outline symbols read.
    #[test]
    fn missing_pip_is_named_and_glued_words_refused() {
        assert_eq!(parse_card("7H"), Err(NotationError::NoSuchPip("7H".into(), Suit::Hearts, PipWritten::Number(7))));
        assert_eq!(
            parse_card("pikk ász").unwrap_err().to_string(),
            "unknown card name: 'pikk ász' (the ace (ász) is the red 1; spades pips are 7, 8, 9, 10)"
        );
        assert_eq!(
            parse_card("10 of hearts").unwrap_err().to_string(),
            "unknown card name: '10 of hearts' (hearts has no pip 10; its pips are 4, 3, 2, 1)"
        );
        for text in ["spades of 7", "07H", "kingh", "damas"] {
            assert_eq!(parse_card(text), Err(NotationError::Unknown(text.into())), "{text}");
        }
        assert_eq!(parse_card("K♡").unwrap(), parse_card("KH").unwrap());
    }

    /// Text as phones and other systems send it reads as its plain form (`docs/protocol.md`,
    /// "Names (parse)"): the emoji heart with its variation selector, accents typed apart
    /// (NFD), full-width letters, other spaces, a cedilla's space.
    #[test]
    fn unicode_forms_of_a_name_fold_to_it() {
        let kh = parse_card("KH").unwrap();
        for text in ["K\u{2665}\u{fe0f}", "ko\u{30b}r kira\u{301}ly", "\u{ff2b}\u{ff28}", "king\u{a0}of\u{3000}hearts",
                     "king\u{1f}of hearts"] {
            assert_eq!(parse_card(text), Ok(kh), "{text:?}");
        }
        assert_eq!(normalise("  S\u{30c}KIS\u{b8}\u{12f} "), "skis i");
        assert_eq!(normalise("Stra\u{df}e"), "strasse");
        assert_eq!(parse_card("\u{216b}"), Ok(Card::trump(12).unwrap()));
    }

    #[test]
    fn every_card_round_trips_in_every_style() {
        for c in CardSet::ALL54 {
            for s in STYLES {
                assert_eq!(parse_card(&format_card(c, s)).unwrap(), c, "{s:?} {c:?}");
            }
        }
    }

    #[test]
    fn names_from_the_issue() {
        assert_eq!(parse_card("XXI").unwrap(), Card::XXI);
        assert_eq!(parse_card("mond").unwrap(), Card::XXI);
        assert_eq!(parse_card("skíz").unwrap(), Card::SKIZ);
        assert_eq!(parse_card("škis").unwrap(), Card::SKIZ);
        assert_eq!(parse_card("pagát").unwrap(), Card::PAGAT);
        let kh = Card::suited(Suit::Hearts, 7).unwrap();
        for t in ["kőr király", "K♥", "KH", "king of hearts", "srce kralj", "kor kiraly"] {
            assert_eq!(parse_card(t).unwrap(), kh, "{t}");
        }
    }

    /// The Hungarian object forms, as a discard says them (JK-S2: "leteszem a kőr királyt").
    #[test]
    fn hungarian_object_forms() {
        let of = |t: &str| format_card_object_hu(parse_card(t).unwrap());
        for (card, object) in [
            ("kőr király", "a kőr királyt"), ("káró dáma", "a káró dámát"), ("pikk lovas", "a pikk lovast"),
            ("treff bubi", "a treff bubit"), ("kőr ász", "a kőr ászt"), ("kőr 2", "a kőr 2-est"),
            ("káró 3", "a káró 3-ast"), ("kőr 4", "a kőr 4-est"), ("treff 7", "a treff 7-est"),
            ("pikk 8", "a pikk 8-ast"), ("treff 9", "a treff 9-est"), ("pikk tízes", "a pikk tízest"),
            ("pagát", "a pagátot"), ("II", "a II-est"), ("III", "a III-ast"), ("V", "az V-öst"),
            ("VI", "a VI-ost"), ("X", "a X-est"), ("XI", "a XI-est"), ("XIII", "a XIII-ast"),
            ("XV", "a XV-öst"), ("XVIII", "a XVIII-ast"), ("XX", "a XX-ast"), ("XXI", "a XXI-est"),
            ("skíz", "a skízt"),
        ] {
            assert_eq!(of(card), object, "{card}");
        }
        for c in CardSet::ALL54 {
            let object = format_card_object_hu(c);
            assert_eq!(parse_card_object_hu(&object), Some(c), "{object}");
            let bare = object.split_once(' ').unwrap().1;
            assert_eq!(parse_card_object_hu(&bare.to_uppercase()), Some(c), "{bare}");
        }
        assert_eq!(parse_card_object_hu("kőr király"), None);
        assert_eq!(parse_card_object_hu("az kőr királyt"), Some(Card::suited(Suit::Hearts, 7).unwrap()));
        assert_eq!(parse_card_object_hu("a V-öst"), Card::trump(5));
        assert_eq!(parse_card_object_hu("a a kőr királyt"), None);
    }

    /// The trump aliases of `docs/protocol.md`, "Names (parse)": `T1`..`T21` and `T22` (skíz)
    /// without a leading zero, a roman numeral with the suffix `-as`, `-es`, `-os`/`-ös`
    /// and no other; the rank letters `k`/`q`/`c`/`n`/`j` only glued to a suit's mark.
    #[test]
    fn trump_aliases_and_rank_letters() {
        for (text, trump) in [("T1", 1), ("t5", 5), ("T21", 21), ("T22", 22), ("I-es", 1), ("V-ös", 5),
                              ("XIX-es", 19), ("XX-as", 20), ("xxi-es", 21)] {
            assert_eq!(parse_card(text).ok(), Card::trump(trump), "{text}");
        }
        for text in ["T0", "T05", "T23", "T100", "XX-", "XX-ast", "-as", "hearts k", "k of hearts",
                     "kőr q", "c hearts", "kor n", "j spades"] {
            assert_eq!(parse_card(text), Err(NotationError::Unknown(text.into())), "{text}");
        }
    }

    /// A bare number's hint names the trump and a suit card of that number, as folded and
    /// read (`docs/protocol.md`, "Names (parse)": `７` is 7).
    #[test]
    fn an_ambiguous_number_is_hinted_as_read() {
        for (text, hint) in [("1", "I for a trump or add a suit, e.g. 1H"), ("4", "IV for a trump or add a suit, e.g. 4H"),
                             ("8", "VIII for a trump or add a suit, e.g. 8S"), ("10", "X for a trump or add a suit, e.g. 10S"),
                             ("5", "V for a trump or add a suit, e.g. 7S"), ("\u{ff17}", "VII for a trump or add a suit, e.g. 7S"),
                             ("22", "a roman numeral I..XXI for a trump or add a suit, e.g. 7S")] {
            assert_eq!(parse_card(text).unwrap_err().to_string(), format!("ambiguous card name: '{text}' (write {hint})"));
        }
    }

    #[test]
    fn bad_text_is_named() {
        let e = parse_card("kőr hetes").unwrap_err();
        assert!(e.to_string().contains("kőr hetes"));
        assert!(matches!(parse_card("7"), Err(NotationError::Ambiguous(_))));
        assert!(parse_card("5H").is_err());
        assert!(parse_card("1S").is_err());
        assert!(parse_card("").is_err());
    }

    #[test]
    fn lists() {
        // The error is the longest group tried's, up to a card on its own: the hint names
        // the pip clubs lack (as the reference says it; the native engine quoted 'treff').
        let v = parse_cards("kőr király treff ász XXI").unwrap_err();
        assert_eq!(v, NotationError::NoSuchPip("treff ász".into(), Suit::Clubs, PipWritten::Ace));
        assert_eq!(parse_cards("KH kőr hetes"), Err(NotationError::Unknown("kőr hetes".into())));
        assert_eq!(parse_cards("KH kőr"), Err(NotationError::Unknown("kőr".into())));
        assert_eq!(parse_cards("foo bar baz qux"), Err(NotationError::Unknown("foo bar baz".into())));
        let v = parse_cards("kőr király pikk tízes XXI").unwrap();
        assert_eq!(v.len(), 3);
        assert_eq!(parse_cards("KH, 10S").unwrap().len(), 2);
        assert!(parse_cards("KH KH").is_err());
        assert_eq!(parse_cards("KH KH foo"), Err(NotationError::Unknown("foo".into())));
        assert_eq!(parse_cards("KH, KH, foo"), Err(NotationError::Unknown("foo".into())));
        assert_eq!(parse_cards("QD KH QD KH"), Err(NotationError::Duplicate("QD".into())));
        assert!(parse_cards("").unwrap().is_empty());
    }
}
