//! Players: each game's rule-based [`Policy`](crate::sim::Policy), and the search player
//! for every game ([`pimc`]).

pub mod jokai;
pub mod paskievics;
pub mod slovenian;
pub mod pimc;
