//! Players: each game's rule-based [`Policy`](crate::sim::Policy).

pub mod jokai;
pub mod paskievics;
pub mod slovenian;
