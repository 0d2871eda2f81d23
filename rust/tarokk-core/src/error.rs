//! Error types of the core, one per concern.

use std::fmt;

/// Card text that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    Empty,
    Unknown(String),
    Ambiguous(String),
    Duplicate(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("empty card name"),
            NotationError::Unknown(t) => write!(f, "unknown card name: '{t}'"),
            NotationError::Ambiguous(t) => {
                // Suggest the trump and a suit card the number could mean.
                let n: Option<usize> = t.trim().parse().ok();
                let trump = match n {
                    Some(k @ 1..=21) => crate::notation::roman(k).to_string(),
                    _ => "a roman numeral I..XXI".to_string(),
                };
                let example = match n {
                    Some(k @ 1..=4) => format!("{k}H"),
                    Some(k @ 7..=10) => format!("{k}S"),
                    _ => "7S".to_string(),
                };
                write!(f, "ambiguous card name: '{t}' (write {trump} for a trump or add a suit, e.g. {example})")
            }
            NotationError::Duplicate(t) => write!(f, "card listed twice: {t}"),
        }
    }
}

impl std::error::Error for NotationError {}

/// Malformed input: hands, tricks, options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError(pub String);

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

/// Why an action was refused. The state that refused it is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction(pub String);

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for IllegalAction {}
