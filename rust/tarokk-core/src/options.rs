//! The games' options by name: a program that picks the game by name (a setting, a
//! command line, a binding to another language) sets its \[choice\] rules by name too, with
//! the rules file's words ([`AnyGame::from_seed_with`]). Each game's `Options` struct is
//! the typed form; `Options::set` of each game is its one parser of names.
//!
//! [`AnyGame::from_seed_with`]: crate::AnyGame::from_seed_with

use crate::error::InputError;

/// A value given to a named option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValue<'a> {
    /// A yes/no option's value.
    Flag(bool),
    /// One of the words a choice allows (`"leftover"`, `"skips"`).
    Word(&'a str),
    /// A whole number (a Paskievics figure value).
    Number(i64),
    /// A value of a kind no option takes, described for the message (`"a float"`, `"an
    /// integer out of range"`): each option then says what it takes.
    Other(&'a str),
}

impl OptionValue<'_> {
    /// The value of a yes/no option `key`.
    pub(crate) fn flag(self, key: &str) -> Result<bool, InputError> {
        match self {
            OptionValue::Flag(b) => Ok(b),
            _ => Err(InputError(format!("option {key} must be true or false, not {self}"))),
        }
    }

    /// The value of option `key`, one of `words`: its index in `words`.
    pub(crate) fn word(self, key: &str, words: &[&str]) -> Result<usize, InputError> {
        if let OptionValue::Word(w) = self {
            if let Some(i) = words.iter().position(|x| *x == w) {
                return Ok(i);
            }
        }
        let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
        Err(InputError(format!("option {key} must be one of {}, not {self}", quoted.join(", "))))
    }

    /// The value of option `key`, a whole number in `0..=max`.
    pub(crate) fn number(self, key: &str, max: u32) -> Result<u32, InputError> {
        match self {
            OptionValue::Number(n) if (0..=max as i64).contains(&n) => Ok(n as u32),
            _ => Err(InputError(format!("option {key} must be an integer 0..{max}, not {self}"))),
        }
    }
}

/// The value as a message quotes it.
impl std::fmt::Display for OptionValue<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionValue::Flag(b) => write!(f, "{b}"),
            OptionValue::Word(w) => write!(f, "{w:?}"),
            OptionValue::Number(n) => write!(f, "{n}"),
            OptionValue::Other(what) => write!(f, "{what}"),
        }
    }
}

/// The refusal of an option name the game does not have.
pub(crate) fn unknown(game: &str, key: &str, names: &[&str]) -> InputError {
    InputError(format!("unknown option for {game}: {key} (its options: {})", names.join(", ")))
}
