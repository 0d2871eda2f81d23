//! Cards, notation, tricks and counting: module-level functions of `tarokk._core`.

use pyo3::prelude::*;
use tarokk_core::{count, notation, trick, Card, CardSet, Trick, TrickRules};

use crate::convert::{self, card_set};
use crate::errors;

/// Text (a card's name, a style): a `str`, else `InvalidInputError` naming what it is.
fn text_arg(v: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    v.extract::<String>().map_err(|_| errors::input(format!("{what} must be text, not {}", convert::type_name(v))))
}

/// The id (0..53) of the card named ``text`` in any style or language: ``"XXI"``, ``"Sk"``,
/// ``"KH"``, ``"K♥"``, ``"king of hearts"``, ``"kőr király"``, ``"srčev kralj"``
/// (``docs/protocol.md``, "Names (parse)"). ``NotationError`` for a name unknown or
/// ambiguous (``"2"``: a tarok or a suit's two?).
#[pyfunction]
fn parse_card(text: &Bound<'_, PyAny>) -> PyResult<u8> {
    notation::parse_card(&text_arg(text, "a card's name")?).map(Card::id).map_err(errors::notation)
}

/// The ids of the cards named in ``text``, in order: comma-separated (``"XXI, skíz,
/// pagát"``) or by spaces (``"KH 1D XXI"``, ``"kőr király treff ász"``). ``NotationError``
/// for a name not understood or a card named twice.
#[pyfunction]
fn parse_cards(text: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    notation::parse_cards(&text_arg(text, "the cards' names")?)
        .map(|v| v.into_iter().map(|c| c.id() as u32).collect())
        .map_err(errors::notation)
}

// Arguments are taken as Python objects and converted here (not by PyO3's own extraction),
// so that a bool is no card id and a value of the wrong kind is an InvalidInputError, as
// the reference backend says it (PyO3 took True for card 1 and raised TypeError otherwise).

/// The name of card ``card`` (an id 0..53) in ``style``: ``"ascii"`` (``KH``, ``XXI``),
/// ``"unicode"`` (``K♥``), or a language's words, ``"en"``, ``"hu"``, ``"sl"`` (``kőr király``).
#[pyfunction]
#[pyo3(signature = (card, style = None), text_signature = "(card, style='ascii')")]
fn format_card(card: &Bound<'_, PyAny>, style: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    Ok(notation::format_card(convert::card_arg(card, "a card id")?, style_arg(style)?))
}

fn style_arg(style: Option<&Bound<'_, PyAny>>) -> PyResult<tarokk_core::Style> {
    match style {
        None => convert::style("ascii"),
        Some(s) => convert::style(&text_arg(s, "a style")?),
    }
}

/// The names of ``cards`` (ids) in ``style`` (as :func:`format_card`), comma-separated, in
/// the order given.
#[pyfunction]
#[pyo3(signature = (cards, style = None), text_signature = "(cards, style='ascii')")]
fn format_cards(cards: &Bound<'_, PyAny>, style: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
    let ids = convert::id_list(cards, "cards")?;
    Ok(notation::format_cards(convert::cards(&ids)?, style_arg(style)?))
}

/// A card's points as the Hungarian games and Slovenian count them before any deduction:
/// 5 for a king, the three honours (pagát/I, XXI, skíz); 4 a queen, 3 a cavalier (lovas),
/// 2 a jack (bubi); 1 any other card.
#[pyfunction]
fn card_points(card: &Bound<'_, PyAny>) -> PyResult<u8> {
    Ok(convert::card_arg(card, "a card id")?.points())
}

/// A set of cards from a Python list of ids (no duplicates).
fn set_arg(v: &Bound<'_, PyAny>, what: &str) -> PyResult<CardSet> {
    card_set(&convert::id_list(v, what)?, what)
}

/// The plain sum of the cards' points (:func:`card_points`; Paskievics counts so, PK-X1:
/// the 42-card pack is worth 94).
#[pyfunction]
fn points(cards: &Bound<'_, PyAny>) -> PyResult<u32> {
    Ok(count::points(set_arg(cards, "cards")?))
}

/// A Jókai party's count (JK-C1, JK-C2): the points of ``cards`` less 2 for each of its
/// ``tricks``, less the skart deduction for ``skart_cards`` among them (2 cost 1, 4 cost 3,
/// 6 cost 4).
#[pyfunction]
#[pyo3(signature = (cards, tricks, skart_cards = None), text_signature = "(cards, tricks, skart_cards=0)")]
fn count_jokai(cards: &Bound<'_, PyAny>, tricks: &Bound<'_, PyAny>, skart_cards: Option<&Bound<'_, PyAny>>) -> PyResult<i32> {
    let tricks = convert::int_arg(tricks, "tricks")?;
    let skart_cards = skart_cards.map(|s| convert::int_arg(s, "skart_cards")).transpose()?.unwrap_or(0);
    let tricks = u32::try_from(tricks).map_err(|_| errors::input(format!("tricks must be >= 0, not {tricks}")))?;
    let skart = u32::try_from(skart_cards)
        .map_err(|_| errors::input(format!("skart_cards must be 0, 2, 4 or 6, not {skart_cards}")))?;
    count::count_jokai(set_arg(cards, "cards")?, tricks, skart).map_err(errors::from_input)
}

/// A Slovenian pile's count in thirds of a point, exact (SL-C1): 3 times its points less 2
/// for each card. Two piles that share out the 54 cards add up to 210 (70 points).
#[pyfunction]
fn count_slovenian_thirds(cards: &Bound<'_, PyAny>) -> PyResult<i32> {
    Ok(count::count_slovenian_thirds(set_arg(cards, "cards")?))
}

/// A Slovenian pile's count in whole points (SL-C1): :func:`count_slovenian_thirds`
/// rounded to the nearest point (a third left over rounds down, two thirds up).
#[pyfunction]
fn count_slovenian(cards: &Bound<'_, PyAny>) -> PyResult<i32> {
    Ok(count::count_slovenian(set_arg(cards, "cards")?))
}

pub fn trick_of(cards: &[i64]) -> PyResult<Trick> {
    let cs = convert::cards(cards)?;
    if cs.len() > Trick::MAX {
        return Err(errors::input(format!("a trick holds at most {} cards, got {}", Trick::MAX, cs.len())));
    }
    let set: CardSet = cs.iter().copied().collect();
    if set.len() as usize != cs.len() {
        return Err(errors::input("trick: card listed twice"));
    }
    Ok(Trick::from_cards(&cs).expect("size checked"))
}

/// The cards of ``hand`` (ids) that may be played to ``trick`` (the cards played so far, in
/// order) by the shared trick rules (``docs/protocol.md``, "Trick rules"): follow the led
/// suit, else trump, else anything; ``negative`` (klop, beggar: a higher card whenever one
/// can be played), ``colour_valat`` (taroks are no trumps), ``emperor`` (SL-P4's honours
/// special), ``keep`` (a card held back unless forced: an announced ultimo, SL-A3).
#[pyfunction]
#[pyo3(
    signature = (hand, trick, *, negative = None, colour_valat = None, emperor = None, keep = None),
    text_signature = "(hand, trick, *, negative=False, colour_valat=False, emperor=False, keep=None)"
)]
fn legal_plays(
    hand: &Bound<'_, PyAny>,
    trick: &Bound<'_, PyAny>,
    negative: Option<&Bound<'_, PyAny>>,
    colour_valat: Option<&Bound<'_, PyAny>>,
    emperor: Option<&Bound<'_, PyAny>>,
    keep: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<u32>> {
    let negative = convert::flag_arg(negative, "negative")?;
    let colour_valat = convert::flag_arg(colour_valat, "colour_valat")?;
    let emperor = convert::flag_arg(emperor, "emperor")?;
    let h = set_arg(hand, "hand")?;
    if h.is_empty() {
        return Err(errors::input("hand is empty"));
    }
    let t = trick_of(&convert::id_list(trick, "trick")?)?;
    if !t.set().intersect(h).is_empty() {
        return Err(errors::input("a card of the trick is also in the hand"));
    }
    let keep: CardSet = keep.map(|k| convert::card_arg(k, "keep")).transpose()?.into_iter().collect();
    let rules = TrickRules { negative, colour_valat, emperor };
    Ok(convert::ids(trick::legal_plays(h, &t, rules, keep)))
}

/// The index in play order of the card that wins ``trick`` (ids, at least one), by the
/// shared trick rules with ``colour_valat`` and ``emperor`` as for :func:`legal_plays`.
#[pyfunction]
#[pyo3(
    signature = (trick, *, colour_valat = None, emperor = None),
    text_signature = "(trick, *, colour_valat=False, emperor=False)"
)]
fn trick_winner(
    trick: &Bound<'_, PyAny>,
    colour_valat: Option<&Bound<'_, PyAny>>,
    emperor: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let colour_valat = convert::flag_arg(colour_valat, "colour_valat")?;
    let emperor = convert::flag_arg(emperor, "emperor")?;
    let t = trick_of(&convert::id_list(trick, "trick")?)?;
    if t.is_empty() {
        return Err(errors::input("trick is empty"));
    }
    Ok(trick::winner(&t, TrickRules { negative: false, colour_valat, emperor }))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(parse_card, m)?)?;
    m.add_function(wrap_pyfunction!(parse_cards, m)?)?;
    m.add_function(wrap_pyfunction!(format_card, m)?)?;
    m.add_function(wrap_pyfunction!(format_cards, m)?)?;
    m.add_function(wrap_pyfunction!(card_points, m)?)?;
    m.add_function(wrap_pyfunction!(points, m)?)?;
    m.add_function(wrap_pyfunction!(count_jokai, m)?)?;
    m.add_function(wrap_pyfunction!(count_slovenian_thirds, m)?)?;
    m.add_function(wrap_pyfunction!(count_slovenian, m)?)?;
    m.add_function(wrap_pyfunction!(legal_plays, m)?)?;
    m.add_function(wrap_pyfunction!(trick_winner, m)?)?;
    m.add("PACK_54", convert::ids(CardSet::ALL54))?;
    m.add("PACK_42", convert::ids(CardSet::ALL42))?;
    Ok(())
}
