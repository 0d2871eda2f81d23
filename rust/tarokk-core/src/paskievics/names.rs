//! Action names in English and Hungarian, and reading them back (`docs/paskievics.md`,
//! "Actions": `action_name` and `parse_action`).

use crate::action::Lang;
use crate::card::Card;
use crate::error::{IllegalAction, NotationError};
use crate::notation::{format_card, normalise, parse_card, parse_card_object_hu, Style};

use super::actions::*;
use super::game::{Game, Phase};

/// The name of action `a` in the current state: Hungarian, or else English.
pub fn action_name(g: &Game, a: Action, lang: Lang) -> String {
    let hu = lang == Lang::Hungarian;
    let pick = |en: &str, h: &str| -> String { (if hu { h } else { en }).to_string() };
    match a {
        0..=53 => {
            let c = Card::new(a).expect("card");
            let name = format_card(c, if hu { Style::Hungarian } else { Style::Ascii });
            if g.phase() == Phase::Discard {
                format!("{} {name}", if hu { "skart" } else { "discard" })
            } else {
                name
            }
        }
        PASS => pick("pass", "passz"),
        x if (BID..BID + LEVELS).contains(&x) => {
            let l = level_info(x - BID);
            pick(l.en, l.hu)
        }
        HOLD => pick("hold", "tartom"),
        ANNUL => pick("annul", "nincs játék"),
        KNOCK => pick("knock", "ráütök"),
        CUT => pick("cut", "emelek"),
        x if (PACKET..PACKET + 4).contains(&x) => {
            format!("{} {}", if hu { "csomag" } else { "packet" }, x - PACKET + 1)
        }
        COUNT8 => pick("8 tarokks", "8 tarokk"),
        COUNT9 => pick("9 tarokks", "9 tarokk"),
        x if (CALL..ANNOUNCE).contains(&x) => {
            let c = called_card(x);
            if hu {
                // "az" before a vowel as read: V is "öt" ("segít az V", as "az ötös").
                let article = if c.id() == 4 { "az" } else { "a" };
                format!("segít {article} {}", format_card(c, Style::Hungarian))
            } else {
                format!("call {}", format_card(c, Style::Ascii))
            }
        }
        x if (ANNOUNCE..KONTRA).contains(&x) => {
            let f = &FIGURE_TABLE[(x - ANNOUNCE) as usize];
            if hu {
                f.hu.to_string()
            } else {
                format!("announce {}", f.en)
            }
        }
        x if (KONTRA..ACTION_SPACE).contains(&x) => {
            let i = (x - KONTRA) as usize;
            // Named by the step it would give now; mordkontra once the ladder is full.
            let word = KONTRA_WORDS[(g.kontra.level(i) as usize + 1).min(MAX_KONTRA as usize) - 1];
            let (en, hu_onto) = if i == GAME_ITEM {
                (GAME_NAMES.0, GAME_NAMES.2)
            } else {
                let f = &FIGURE_TABLE[i - 1];
                (f.en, f.hu_onto)
            };
            if hu {
                format!("{word} a {hu_onto}")
            } else {
                format!("{word} on {en}")
            }
        }
        _ => format!("action {a}"),
    }
}

/// Names of `a` depend only on `a` and this number (`GameState::name_variant`): a card is
/// named as a discard in phase discard, a kontra by the step it would give.
pub fn name_variant(g: &Game, a: Action) -> u8 {
    match a {
        0..=53 => u8::from(g.phase() == Phase::Discard),
        x if (KONTRA..ACTION_SPACE).contains(&x) => g.kontra.level((x - KONTRA) as usize),
        _ => 0,
    }
}

/// Names that are no card and no call, besides the table's own (step 1 of `parse_action`).
const ALIASES: [(&str, Action); 16] = [
    ("mehet", PASS),
    ("pasz", PASS),
    ("passzolok", PASS),
    ("harmas", BID + THREE),
    ("kettes", BID + TWO),
    ("egyes", BID + ONE),
    ("szolo", BID + SOLO),
    ("solo", BID + SOLO),
    ("nyolc tarokk", COUNT8),
    ("eight tarokks", COUNT8),
    ("kilenc tarokk", COUNT9),
    ("nine tarokks", COUNT9),
    ("8 tarokk", COUNT8),
    ("9 tarokk", COUNT9),
    ("rautes", KNOCK),
    ("emeles", CUT),
];

/// Step 1: the table's names (not cards, not calls), the aliases, figures alone or after
/// `announce`, and kontras at any level word.
fn fixed_name(g: &Game, t: &str) -> Option<Action> {
    let simple = (PASS..CALL).chain(ANNOUNCE..KONTRA);
    for a in simple {
        for lang in [Lang::English, Lang::Hungarian] {
            if normalise(&action_name(g, a, lang)) == t {
                return Some(a);
            }
        }
    }
    if let Some(&(_, a)) = ALIASES.iter().find(|(name, _)| *name == t) {
        return Some(a);
    }
    let plain = t.strip_prefix("announce ").unwrap_or(t);
    for (f, info) in FIGURE_TABLE.iter().enumerate() {
        if plain == normalise(info.en) || plain == normalise(info.hu) || (!info.gloss.is_empty() && plain == normalise(info.gloss)) {
            return Some(ANNOUNCE + f as u8);
        }
    }
    // A kontra text names the item whatever the level word (`text_refusal` refuses a step
    // not due).
    let rest = KONTRA_WORDS.iter().find_map(|w| t.strip_prefix(w).and_then(|r| r.strip_prefix(' ')))?;
    for i in 0..ITEMS {
        let (en, hu, hu_onto): (&[&str], &str, &str) = if i == GAME_ITEM {
            (&["the game", "game"], GAME_NAMES.1, GAME_NAMES.2)
        } else {
            let f = &FIGURE_TABLE[i - 1];
            (if f.gloss.is_empty() { std::slice::from_ref(&f.en) } else { &[f.en, f.gloss][..] }, f.hu, f.hu_onto)
        };
        let matches = en.iter().any(|e| {
            let e = normalise(e);
            rest == e || rest.strip_prefix("on ") == Some(e.as_str())
        }) || rest == normalise(hu)
            || rest.strip_prefix("a ") == Some(normalise(hu_onto).as_str());
        if matches {
            return Some(KONTRA + i as u8);
        }
    }
    None
}

/// A kontra text whose step word is not the step due on its item (PK-A4):
/// `"rekontra a jatekra is not legal: the next step is kontra (PK-A4)"`; on an item at
/// mordkontra, any step's word: `"... is not legal: mordkontra is the last step (PK-A4)"`.
/// Outside the announcements and for an item without an announcer yet (the game before the
/// call, a figure not announced), the refusal is the action's own.
pub fn text_refusal(g: &Game, text: &str, a: Action) -> Option<IllegalAction> {
    let i = a.checked_sub(KONTRA).filter(|&i| i < ITEMS as u8)? as usize;
    if g.phase() != Phase::Announce || g.item_owner(i).is_none() {
        return None;
    }
    g.kontra.step_word_refusal(i, text, &normalise(text), &KONTRA_WORDS, "mordkontra is the last step", "PK-A4")
}

/// Step 2: the trump named after `call`, `segít a` or `segít` (a roman numeral may carry a
/// Hungarian suffix of letters a–z once folded, `XX-as`, `V-ös`; a trailing `tarokk` is
/// allowed).
fn called_trump(t: &str) -> Option<Result<Card, ()>> {
    let x = ["call ", "segit az ", "segit a ", "segit "].iter().find_map(|p| t.strip_prefix(p))?;
    let x = x.strip_suffix(" tarokk").unwrap_or(x);
    let x = match x.split_once('-') {
        Some((roman, suffix))
            if !roman.is_empty()
                && roman.chars().all(|c| matches!(c, 'i' | 'v' | 'x'))
                && !suffix.is_empty()
                && suffix.bytes().all(|b| b.is_ascii_lowercase()) =>
        {
            roman
        }
        _ => x,
    };
    Some(parse_card(x).ok().filter(|c| c.is_trump()).ok_or(()))
}

/// The words read before a discarded card, folded (`docs/paskievics.md`, the actions).
const DISCARD_WORDS: [&str; 6] =
    ["discard ", "skart ", "leteszem ", "fektetem ", "skartba fektetem ", "a skartba fektetem "];

/// Read an action from text (`docs/paskievics.md`, `parse_action`).
pub fn parse_action(g: &Game, text: &str) -> Result<Action, NotationError> {
    let t = normalise(text);
    let unknown = || NotationError::UnknownAction(text.to_string());
    if let Some(a) = fixed_name(g, &t) {
        return Ok(a);
    }
    if let Some(called) = called_trump(&t) {
        return called.map(call_action).map_err(|_| unknown());
    }
    // Either Hungarian game's word for a discard ("leteszem" is Jókai's; the book lays the
    // cards into the skart, "a skartba fektetem").
    if let Some(x) = DISCARD_WORDS.iter().find_map(|p| t.strip_prefix(p)) {
        // Jókai's discard names the card as an object ("leteszem a kőr királyt").
        return match parse_card_object_hu(x) {
            Some(c) => Ok(c.id()),
            None => parse_card(x).map(|c| c.id()).map_err(|e| NotationError::of_action_text(text, e)),
        };
    }
    parse_card(&t).map(|c| c.id()).map_err(|e| NotationError::of_action_text(text, e))
}
