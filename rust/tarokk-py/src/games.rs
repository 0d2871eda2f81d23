//! The games the native module can deal, by name: each game's options parsed once, and its
//! deal made from a seed or from hand-given cards. Beside the simulator (`sim.rs`) and the
//! scoring of hand-entered facts (`scoring.rs`), the one place that names a game.

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tarokk_core::jokai;
use tarokk_core::paskievics::{self, CountPayers, InvitCard, OfficialKnown};
use tarokk_core::slovenian::{self, Dealt, Options};
use tarokk_core::{AnyGame, Card, CardSet};

use crate::errors;

/// The games, by name, with their default number of table seats.
pub const GAMES: [(&str, usize); 3] = [("slovenian", 4), ("jokai", 3), ("paskievics", 4)];

/// A hand-given deal: a hand per table seat and the talon in order, checked for card ids
/// and duplicates within a hand (the game checks the rest).
pub struct GivenDeal {
    pub hands: Vec<CardSet>,
    pub talon: Vec<Card>,
}

/// Read `hands` and `talon` (lists of card ids) for a table of `n` seats.
pub fn parse_deal(n: usize, hands: Vec<Vec<i64>>, talon: Vec<i64>) -> PyResult<GivenDeal> {
    if hands.len() != n {
        return Err(errors::input(format!("{n} players need {n} hands, got {}", hands.len())));
    }
    let hands = hands
        .iter()
        .enumerate()
        .map(|(i, h)| crate::convert::card_set(h, &format!("hand {i}")))
        .collect::<PyResult<Vec<_>>>()?;
    let talon = crate::convert::cards(&talon)?;
    Ok(GivenDeal { hands, talon })
}

fn flag(key: &str, v: &Bound<'_, PyAny>) -> PyResult<bool> {
    if !v.is_instance_of::<pyo3::types::PyBool>() {
        return Err(errors::input(format!("option {key} must be True or False")));
    }
    v.extract::<bool>()
}

/// A Slovenian deal's options and whether it is a compulsory klop round.
pub fn slovenian_options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<(Options, bool)> {
    let mut o = Options::default();
    let mut compulsory = false;
    let Some(kw) = kw else { return Ok((o, compulsory)) };
    for (k, v) in kw.iter() {
        let key: String = k.extract()?;
        match key.as_str() {
            "compulsory_klop" => compulsory = flag(&key, &v)?,
            "end_early" => o.end_early = flag(&key, &v)?,
            "king_ultimo" => o.king_ultimo = flag(&key, &v)?,
            "beggar_kontra" => o.beggar_kontra = flag(&key, &v)?,
            "silent_valat" => o.silent_valat = flag(&key, &v)?,
            "klop_talon_face_up" => o.klop_talon_face_up = flag(&key, &v)?,
            "talon_rest_counts_for_bonuses" => o.talon_rest_counts_for_bonuses = flag(&key, &v)?,
            "klop_kontra" => {
                if flag(&key, &v)? {
                    return Err(errors::input("klop_kontra=True is not supported: klop is never kontra'd (SL-A4)"));
                }
            }
            "counting" => {
                let s: String = v.extract().map_err(|_| errors::input("counting must be 'thirds' or 'leftover'"))?;
                o.counting_leftover = match s.as_str() {
                    "thirds" => false,
                    "leftover" => true,
                    _ => return Err(errors::input(format!("counting must be 'thirds' or 'leftover', not {s:?}"))),
                };
            }
            _ => return Err(errors::input(format!("unknown option for Slovenian tarok: {key}"))),
        }
    }
    Ok((o, compulsory))
}

/// A Jókai deal's options (`docs/jokai.md`, "Options").
pub fn jokai_options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<jokai::Options> {
    let mut o = jokai::Options::default();
    let Some(kw) = kw else { return Ok(o) };
    for (k, v) in kw.iter() {
        let key: String = k.extract()?;
        match key.as_str() {
            "announce_after_exchange" => o.announce_after_exchange = flag(&key, &v)?,
            "strict_announcements" => o.strict_announcements = flag(&key, &v)?,
            "figures_count_skart" => o.figures_count_skart = flag(&key, &v)?,
            "silent_tarokk_count" => o.silent_tarokk_count = flag(&key, &v)?,
            "throw_in" => {
                if !flag(&key, &v)? {
                    return Err(errors::input(
                        "throw_in=False is not supported: when all pass, the rules give no other outcome (JK-B3)",
                    ));
                }
            }
            _ => return Err(errors::input(format!("unknown option for Jókai-hármas: {key}"))),
        }
    }
    Ok(o)
}

/// One of the words a string option allows.
fn choice<'a>(key: &str, v: &Bound<'_, PyAny>, words: &[&'a str]) -> PyResult<&'a str> {
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let bad = || errors::input(format!("option {key} must be one of {}", quoted.join(", ")));
    let s: String = v.extract().map_err(|_| bad())?;
    words.iter().find(|w| **w == s).copied().ok_or_else(bad)
}

/// A figure value: an int (not a bool) in 0..=MAX_FIGURE_VALUE.
fn figure_value(key: &str, v: &Bound<'_, PyAny>) -> PyResult<u32> {
    let max = paskievics::options::MAX_FIGURE_VALUE;
    let bad = || errors::input(format!("option {key} must be an integer 0..{max}"));
    if crate::convert::is_bool(v) {
        return Err(bad());
    }
    let x: i128 = v.extract().map_err(|_| bad())?;
    u32::try_from(x).ok().filter(|&x| x <= max).ok_or_else(bad)
}

/// A Paskievics deal's options (`docs/paskievics.md`, "Options").
pub fn paskievics_options(kw: Option<&Bound<'_, PyDict>>) -> PyResult<paskievics::Options> {
    let mut o = paskievics::Options::default();
    let Some(kw) = kw else { return Ok(o) };
    for (k, v) in kw.iter() {
        let key: String = k.extract()?;
        let b = |v: &Bound<'_, PyAny>| flag(&key, v);
        match key.as_str() {
            "rautes" => o.rautes = b(&v)?,
            "dealer_cries_laughs" => o.dealer_cries_laughs = b(&v)?,
            "dealer_honour_fee" => o.dealer_honour_fee = b(&v)?,
            "double_at_47" => o.double_at_47 = b(&v)?,
            "obligatory_hold" => o.obligatory_hold = b(&v)?,
            "opener_must_hold" => o.opener_must_hold = b(&v)?,
            "invit_requires_card" => o.invit_requires_card = b(&v)?,
            "pagat_invit_ultimo" => o.pagat_invit_ultimo = b(&v)?,
            "big_honour_holds_one" => o.big_honour_holds_one = b(&v)?,
            "announce_all_discards" => o.announce_all_discards = b(&v)?,
            "no_honour_penalty" => o.no_honour_penalty = b(&v)?,
            "replace_game" => o.replace_game = b(&v)?,
            "volat_voids_silent" => o.volat_voids_silent = b(&v)?,
            "failed_silent_ultimo" => o.failed_silent_ultimo = b(&v)?,
            "alone_from_each" => {
                if !b(&v)? {
                    return Err(errors::input(
                        "alone_from_each=False is not supported: a declarer alone pays or receives from each of the three (PK-X4)",
                    ));
                }
            }
            "invit_card" => {
                o.invit_card = match choice(&key, &v, &["bid_level", "skips"])? {
                    "skips" => InvitCard::Skips,
                    _ => InvitCard::BidLevel,
                }
            }
            "official_kontra_known" => {
                o.official_kontra_known = match choice(&key, &v, &["first_trick", "call"])? {
                    "call" => OfficialKnown::Call,
                    _ => OfficialKnown::FirstTrick,
                }
            }
            "count_payers" => {
                o.count_payers = match choice(&key, &v, &["all", "opponents"])? {
                    "opponents" => CountPayers::Opponents,
                    _ => CountPayers::All,
                }
            }
            "dupla_announced" => o.dupla_announced = figure_value(&key, &v)?,
            "xxi_catch_announced" => o.xxi_catch_announced = figure_value(&key, &v)?,
            "volat_announced" => o.volat_announced = figure_value(&key, &v)?,
            "volat_silent" => o.volat_silent = figure_value(&key, &v)?,
            _ => return Err(errors::input(format!("unknown option for Paskievics tarokk: {key}"))),
        }
    }
    Ok(o)
}

/// A Jókai deal for `n` table seats (3, or 4 with the dealer sitting out).
fn new_jokai(
    n: usize,
    seed: Option<u64>,
    dealer: usize,
    deal: Option<(Vec<Vec<i64>>, Vec<i64>)>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<AnyGame> {
    let opts = jokai_options(options)?;
    if n != 3 && n != 4 {
        return Err(errors::input(format!(
            "Jókai-hármas is played at a table of 3 seats, or 4 with the dealer sitting out (JK-D1), not {n}"
        )));
    }
    let g = match deal {
        None => jokai::Game::from_seed(n, seed.unwrap_or(0), dealer, opts),
        Some((hands, talon)) => {
            let d = parse_deal(n, hands, talon)?;
            let mut hs = [CardSet::EMPTY; 4];
            hs[..n].copy_from_slice(&d.hands);
            let talon: [Card; 6] = d
                .talon
                .try_into()
                .map_err(|v: Vec<Card>| errors::input(format!("the talon (skart) has 6 cards, got {}", v.len())))?;
            jokai::Game::new(n, jokai::Dealt { hands: hs, talon }, dealer, opts)
        }
    };
    Ok(AnyGame::Jokai(g.map_err(errors::from_input)?))
}

/// A hand-given Slovenian deal in the core's fixed-size form (the seat count is checked).
pub fn slovenian_deal(d: GivenDeal) -> PyResult<Dealt> {
    let mut hands = [CardSet::EMPTY; 4];
    hands[..d.hands.len()].copy_from_slice(&d.hands);
    let talon: [Card; 6] = d
        .talon
        .try_into()
        .map_err(|v: Vec<Card>| errors::input(format!("the talon has 6 cards, got {}", v.len())))?;
    Ok(Dealt { hands, talon })
}

/// A deal of game `game` for `n` table seats, from a seed or hand-given cards.
pub fn new_game(
    game: &str,
    n: Option<i64>,
    seed: Option<u64>,
    dealer: i64,
    deal: Option<(Vec<Vec<i64>>, Vec<i64>)>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<AnyGame> {
    let Some(&(name, default_seats)) = GAMES.iter().find(|(g, _)| *g == game) else {
        let known: Vec<&str> = GAMES.iter().map(|g| g.0).collect();
        return Err(errors::input(format!("unknown game {game:?}; known: {}", known.join(", "))));
    };
    let n = match n {
        None => default_seats,
        Some(n) => usize::try_from(n).map_err(|_| errors::input(format!("bad number of players: {n}")))?,
    };
    let dealer = usize::try_from(dealer).map_err(|_| errors::input(format!("dealer {dealer} is not a seat")))?;
    match name {
        "slovenian" => {
            let (opts, compulsory) = slovenian_options(options)?;
            if n != 3 && n != 4 {
                return Err(errors::input(format!(
                    "Slovenian tarok is played by 3 or 4 active players, not {n} (with five at the table the dealer sits out and four play the deal)"
                )));
            }
            let g = match deal {
                None => slovenian::Game::from_seed(n, seed.unwrap_or(0), dealer, compulsory, opts),
                Some((hands, talon)) => {
                    slovenian::Game::new(n, slovenian_deal(parse_deal(n, hands, talon)?)?, dealer, compulsory, opts)
                }
            };
            Ok(AnyGame::Slovenian(g.map_err(errors::from_input)?))
        }
        "jokai" => new_jokai(n, seed, dealer, deal, options),
        "paskievics" => {
            let opts = paskievics_options(options)?;
            let g = match deal {
                None => paskievics::Game::from_seed(n, seed.unwrap_or(0), dealer, opts),
                Some((hands, talon)) => {
                    if n != 4 && n != 5 {
                        return Err(errors::input(format!(
                            "Paskievics tarokk has 4 table seats, or 5 with the dealer sitting out (PK-D4), not {n}"
                        )));
                    }
                    let d = parse_deal(n, hands, talon)?;
                    paskievics::Game::new(n, &d.hands, &d.talon, dealer, opts)
                }
            };
            Ok(AnyGame::Paskievics(g.map_err(errors::from_input)?))
        }
        _ => Err(errors::input(format!("no native engine for {name:?}"))),
    }
}
