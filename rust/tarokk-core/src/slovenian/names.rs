//! Readable action names in English and Slovenian, and parsing them back.

use crate::action::Lang;
use crate::card::Card;
use crate::error::{IllegalAction, NotationError};
use crate::notation::{format_card, parse_card, Style};

use super::actions::*;
use super::contract;
use super::game::{Game, Phase};

const SUITS_EN: [&str; 4] = ["hearts", "diamonds", "clubs", "spades"];
const SUITS_SL: [&str; 4] = ["srce", "kara", "križ", "pik"];
/// The suits as a called king's and queen's adjectives ("kličem pikovega kralja", "kličem
/// srčno damo"; kara does not decline), as the table says a call.
const KING_OF_SL: [&str; 4] = ["srčnega", "kara", "križevega", "pikovega"];
const QUEEN_OF_SL: [&str; 4] = ["srčno", "kara", "križevo", "pikovo"];

/// The name of action `a` in the current state, in Slovenian or else English.
pub fn action_name(g: &Game, a: Action, lang: Lang) -> String {
    let sl = lang == Lang::Slovenian;
    let style = if sl { Style::Slovenian } else { Style::Ascii };
    match a {
        0..=53 => {
            let c = format_card(Card::new(a).expect("card"), style);
            if g.phase() == Phase::Discard {
                if sl { format!("založi {c}") } else { format!("discard {c}") }
            } else {
                c
            }
        }
        PASS => (if sl { "naprej" } else { "pass" }).into(),
        x if (BID..BID + 12).contains(&x) => {
            let i = contract::info(x - BID);
            (if sl { i.name_sl } else { i.name_en }).into()
        }
        x if (CALL_KING..CALL_KING + 4).contains(&x) => {
            let s = (x - CALL_KING) as usize;
            if sl { format!("kličem {} kralja", KING_OF_SL[s]) } else { format!("call king of {}", SUITS_EN[s]) }
        }
        x if (CALL_QUEEN..CALL_QUEEN + 4).contains(&x) => {
            let s = (x - CALL_QUEEN) as usize;
            if sl { format!("kličem {} damo", QUEEN_OF_SL[s]) } else { format!("call queen of {}", SUITS_EN[s]) }
        }
        x if (TAKE_SET..TAKE_SET + 6).contains(&x) => {
            let i = x - TAKE_SET + 1;
            if sl { format!("vzamem kup {i}") } else { format!("take set {i}") }
        }
        RAISE_COLOUR_VALAT => (if sl { "barvni valat" } else { "colour valat" }).into(),
        x if (ANNOUNCE..ANNOUNCE + BONUSES).contains(&x) => {
            let b = (x - ANNOUNCE) as usize;
            let en = BONUS_TABLE[b].0;
            if sl {
                format!("napovem {}", BONUS_SL_OBJECT[b])
            } else {
                format!("announce {en}")
            }
        }
        x if (KONTRA..ACTION_SPACE).contains(&x) => {
            let i = (x - KONTRA) as usize;
            let level = (g.kontra.level(i) + 1).min(4) as usize;
            if sl {
                // Said onto the item: "kontra na igro", "rekontra na trulo".
                let object = if i == 0 { "igro" } else { BONUS_SL_OBJECT[i - 1] };
                return format!("{} na {object}", KONTRA_NAMES[level]);
            }
            let item = if i == 0 { "game" } else { BONUS_TABLE[i - 1].0 };
            format!("{} {item}", KONTRA_NAMES[level])
        }
        _ => format!("action {a}"),
    }
}

/// The notation's folding (`docs/protocol.md`), so that card and action names compare
/// alike, as the reference folds them.
fn fold(text: &str) -> String {
    crate::notation::normalise(text)
}

/// Read an action from text: a name of a legal action first, then any action's name, then
/// a card name (a play, or a discard as `discard X`).
pub fn parse_action(g: &Game, text: &str) -> Result<Action, NotationError> {
    let t = fold(text);
    let matches = |a: Action| fold(&action_name(g, a, Lang::English)) == t || fold(&action_name(g, a, Lang::Slovenian)) == t;
    if let Some(a) = g.legal_actions().iter().find(|&a| matches(a)) {
        return Ok(a);
    }
    if let Some(a) = (54..ACTION_SPACE).find(|&a| matches(a)) {
        return Ok(a);
    }
    if t == "dalje" {  // as "naprej" is said too
        return Ok(PASS);
    }
    // "napovem trula" (the plain form) names the announcement too.
    if let Some(rest) = t.strip_prefix("napovem ") {
        if let Some(b) = BONUS_TABLE.iter().position(|e| fold(e.1) == rest) {
            return Ok(ANNOUNCE + b as u8);
        }
    }
    // A bonus named alone ("kralji", "trulo", "kings") announces it, as players say it;
    // "valat" alone is the contract (matched above by its name).
    if let Some(b) = (0..BONUSES as usize).find(|&b| {
        let (en, sl, _, _) = BONUS_TABLE[b];
        en != "valat" && [en, sl, BONUS_SL_OBJECT[b]].iter().any(|n| fold(n) == t)
    }) {
        return Ok(ANNOUNCE + b as u8);
    }
    // "kontra trula" at any level names the item (`text_refusal` refuses a step not due),
    // also as said with the item's object: "kontra na igro", "rekontra on the game".
    for word in KONTRA_NAMES.iter().skip(1) {
        if let Some(rest) = t.strip_prefix(&format!("{word} ")) {
            for i in 0..ITEMS {
                let (en, sl, object) = match i {
                    0 => ("game", "igra", "igro"),
                    _ => (BONUS_TABLE[i - 1].0, BONUS_TABLE[i - 1].1, BONUS_SL_OBJECT[i - 1]),
                };
                // "on" before the item's English name; "the" only before "game" ("kontra on
                // the game"), as the other games read it.
                let on = rest.strip_prefix("on ");
                if rest == en
                    || rest == sl
                    || on == Some(en)
                    || (i == 0 && on == Some("the game"))
                    || rest.strip_prefix("na ") == Some(&fold(object))
                {
                    return Ok(KONTRA + i as u8);
                }
            }
        }
    }
    // "call KH", "kličem DS": the king or queen called by its card name (SL-K1).
    // The suit's noun before the card, as the names were written before 2026-12-07
    // ("kličem srce kralja"): after the Slovenian verb only ("call kara kralja" is no name).
    if let Some(rest) = t.strip_prefix("klicem ") {
        for (s, suit) in SUITS_SL.iter().enumerate() {
            if rest == format!("{} kralja", fold(suit)) {
                return Ok(CALL_KING + s as u8);
            }
            if rest == format!("{} damo", fold(suit)) {
                return Ok(CALL_QUEEN + s as u8);
            }
        }
    }
    if let Some(rest) = t.strip_prefix("call ").or_else(|| t.strip_prefix("klicem ")) {
        if let Ok(c) = parse_card(rest) {
            if let Some(suit) = c.suit() {
                if c.is_king() {
                    return Ok(CALL_KING + suit as u8);
                }
                if Card::suited(suit, 6) == Some(c) {
                    return Ok(CALL_QUEEN + suit as u8);
                }
            }
        }
    }
    // "discard X", "založi X" or the card alone (not "play X": no game names a play so).
    let card_text = t.strip_prefix("discard ").or_else(|| t.strip_prefix("zalozi ")).unwrap_or(&t);
    parse_card(card_text).map(|c| c.id()).map_err(|e| NotationError::of_action_text(text, e))
}

/// A kontra text whose step word is not the step due on its item (SL-A2; SL-A4 in beggar
/// and above): `"rekontra igra is not legal: the next step is kontra (SL-A2)"`; on an item
/// at mordkontra, any step's word: `"kontra igra is not legal: mordkontra is the last level
/// (SL-A2)"`. Outside the announcements and for an item not announced, the refusal is the
/// action's own.
pub fn text_refusal(g: &Game, text: &str, a: Action) -> Option<IllegalAction> {
    let i = a.checked_sub(KONTRA).filter(|&i| i < ITEMS as u8)? as usize;
    if g.phase() != Phase::Announce || g.item_owner(i).is_none() {
        return None;
    }
    let rule = if g.contract.is_some_and(|c| !contract::has_bonuses(c)) { "SL-A4" } else { "SL-A2" };
    g.kontra.step_word_refusal(i, text, &fold(text), &KONTRA_NAMES[1..], "mordkontra is the last level", rule)
}

/// The names of `a` depend only on `a` and this number (`GameState::name_variant`): a card
/// is named as a discard in phase discard, a kontra by the level it would give.
pub fn name_variant(g: &Game, a: Action) -> u8 {
    match a {
        0..=53 => u8::from(g.phase() == Phase::Discard),
        x if (KONTRA..ACTION_SPACE).contains(&x) => g.kontra.level((x - KONTRA) as usize),
        _ => 0,
    }
}
