//! A small dynamic value, for what games expose by name: the fields of a seat's view and
//! the game-specific facts of a result. Front ends (the Python bindings, a JSON writer)
//! convert these generically, so that a new game needs no new conversion code.

use crate::action::Action;
use crate::card::{Card, CardSet};

/// A value a game exposes by name: a field of a seat's view or a fact of a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// No value (an absent seat, card or number).
    None,
    /// A yes-or-no fact.
    Bool(bool),
    /// A number (a seat, a count, an amount).
    Int(i64),
    /// A name (a contract, a phase, …).
    Str(&'static str),
    /// One card.
    Card(Card),
    /// Cards in a meaningful order (a trick, the talon).
    Cards(Vec<Card>),
    /// A set of cards, listed in id order.
    CardSet(CardSet),
    /// A list of numbers (say, one per seat).
    Ints(Vec<i64>),
    /// `(seat, action)` pairs: an auction, the announcements.
    Actions(Vec<(u8, Action)>),
    /// Completed tricks: `(leader, cards in play order, winner)`.
    Tricks(Vec<(u8, Vec<Card>, u8)>),
    /// A card set per seat, by seat (revealed hands).
    SeatCards(Vec<(u8, CardSet)>),
    /// Named values (a nested record).
    Record(Vec<(&'static str, Value)>),
    /// A list of values.
    List(Vec<Value>),
}

impl From<Option<u8>> for Value {
    fn from(v: Option<u8>) -> Value {
        v.map_or(Value::None, |x| Value::Int(x.into()))
    }
}

impl From<Option<Card>> for Value {
    fn from(v: Option<Card>) -> Value {
        v.map_or(Value::None, Value::Card)
    }
}

impl From<Option<i32>> for Value {
    fn from(v: Option<i32>) -> Value {
        v.map_or(Value::None, |x| Value::Int(x.into()))
    }
}

impl From<u8> for Value {
    fn from(v: u8) -> Value {
        Value::Int(v.into())
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::Bool(v)
    }
}
