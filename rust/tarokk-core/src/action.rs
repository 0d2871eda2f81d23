//! Actions: small integers with names (OpenSpiel's convention), and a bitset of them.
//!
//! Every game numbers its actions from 0; ids 0..=53 are the cards (a play or a discard),
//! the game's other actions follow. No game has more than 128 actions, so a set of them is
//! one `u128`.

use crate::card::CardSet;
use crate::error::InputError;

/// An action id.
pub type Action = u8;

/// The largest action space any game may have.
pub const MAX_ACTIONS: usize = 128;

/// A set of action ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ActionSet(pub u128);

impl ActionSet {
    /// The empty set.
    pub const EMPTY: ActionSet = ActionSet(0);

    /// Adds action `a`.
    ///
    /// # Panics
    /// If `a` is 128 or more: no game has such an action, and a release build would
    /// otherwise add action `a % 128` without a word.
    pub fn insert(&mut self, a: Action) {
        assert!(a < 128, "action id {a} is outside every action set (0..128)");
        self.0 |= 1u128 << a;
    }
    /// [`ActionSet::insert`] for an id from outside (a client's message): an error for an
    /// id of 128 or more, the set unchanged.
    pub fn try_insert(&mut self, a: Action) -> Result<(), InputError> {
        if a >= 128 {
            return Err(InputError(format!("action id {a} is outside every action set (0..128)")));
        }
        self.0 |= 1u128 << a;
        Ok(())
    }
    /// Whether `a` is in the set (false for any id of 128 or more).
    pub fn contains(self, a: Action) -> bool {
        a < 128 && self.0 & (1u128 << a) != 0
    }
    /// The number of actions in the set.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set has no action.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The plays (or discards) of these cards.
    pub fn from_cards(cards: CardSet) -> ActionSet {
        ActionSet(cards.bits() as u128)
    }
    /// The `n`-th smallest action, if there are more than `n`.
    pub fn nth(self, mut n: u32) -> Option<Action> {
        let mut b = self.0;
        while b != 0 {
            if n == 0 {
                return Some(b.trailing_zeros() as u8);
            }
            b &= b - 1;
            n -= 1;
        }
        None
    }
    /// The actions in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Action> {
        let mut b = self.0;
        std::iter::from_fn(move || {
            if b == 0 {
                None
            } else {
                let a = b.trailing_zeros() as u8;
                b &= b - 1;
                Some(a)
            }
        })
    }
}

/// The languages action names come in. Every game names its actions in English and in its
/// own language (Slovenian or Hungarian).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English names.
    English,
    /// Slovenian names.
    Slovenian,
    /// Hungarian names.
    Hungarian,
}

impl Lang {
    /// The three languages, English first.
    pub const ALL: [Lang; 3] = [Lang::English, Lang::Slovenian, Lang::Hungarian];

    /// The ISO 639-1 code: `en`, `sl`, `hu`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::Slovenian => "sl",
            Lang::Hungarian => "hu",
        }
    }

    /// The language of an ISO 639-1 code (`en`, `sl`, `hu`), or `None` for any other code.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_sets_iterate_in_order() {
        let mut s = ActionSet::EMPTY;
        for a in [127, 3, 54, 0] {
            s.insert(a);
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 3, 54, 127]);
        assert_eq!(s.nth(2), Some(54));
        assert_eq!(s.nth(4), None);
        assert!(s.contains(127) && !s.contains(128) && !s.contains(1));
    }

    /// An id no action set holds is refused in release builds too, never folded onto id
    /// `a % 128`.
    #[test]
    #[should_panic(expected = "action id 130 is outside every action set")]
    fn an_id_of_128_or_more_is_never_inserted() {
        let mut s = ActionSet::EMPTY;
        s.insert(130);
    }

    #[test]
    fn languages_round_trip_their_codes() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
        assert_eq!(Lang::from_code("de"), None);
    }
}
