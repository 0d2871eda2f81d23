//! The announcement round, shared by the games that announce in turns: a *turn* is any
//! number of announcements or kontras by the current seat, ended by his pass. The round
//! ends when, after a turn that did something, the other seats all pass in a row
//! (`seats − 1` empty turns), or when the first `seats` turns all did nothing.

/// The state of an announcement round: whose turns did something, and how many empty turns
/// in a row have passed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AnnounceRound {
    turn_did: bool,
    empty_turns: u8,
    any_done: bool,
}

impl AnnounceRound {
    /// A round before its first turn.
    pub const fn new() -> Self {
        AnnounceRound { turn_did: false, empty_turns: 0, any_done: false }
    }

    /// The current seat announced or gave a kontra (his turn goes on).
    pub fn act(&mut self) {
        self.turn_did = true;
    }

    /// The current seat passes, ending his turn. Returns whether the round is over.
    ///
    /// # Panics
    /// If `seats` is 0 after a turn that did something (a round has at least one seat).
    pub fn pass(&mut self, seats: u8) -> bool {
        if self.turn_did {
            self.any_done = true;
            self.empty_turns = 0;
        } else {
            self.empty_turns += 1;
        }
        self.turn_did = false;
        let need = if self.any_done { seats - 1 } else { seats };
        self.empty_turns >= need
    }

    /// Has anything been said in this round?
    pub fn anything_said(&self) -> bool {
        self.any_done || self.turn_did
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn silent_round_ends_after_every_seat_passed() {
        let mut r = AnnounceRound::new();
        assert!(!r.pass(3) && !r.pass(3));
        assert!(r.pass(3));
    }

    #[test]
    fn anything_said_once_a_turn_did_something() {
        let mut r = AnnounceRound::new();
        assert!(!r.anything_said());
        r.pass(3);
        assert!(!r.anything_said(), "a pass says nothing");
        r.act();
        assert!(r.anything_said(), "during the turn");
        r.pass(3);
        assert!(r.anything_said(), "after it");
    }

    #[test]
    fn after_an_announcement_the_others_must_pass_in_a_row() {
        let mut r = AnnounceRound::new();
        r.act();
        assert!(!r.pass(3)); // the announcer's turn ends
        assert!(!r.pass(3));
        r.act();
        assert!(!r.pass(3)); // a kontra: the count starts again
        assert!(!r.pass(3));
        assert!(r.pass(3));
    }
}
