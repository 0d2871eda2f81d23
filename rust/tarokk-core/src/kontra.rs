//! The kontra ladder, shared by every game: per item (the game, each announced bonus) a
//! level from 0 (none) up to `MAX` (Slovenian 4: kontra … mordkontra; Jókai 2: kontra,
//! rekontra; Paskievics 5). Odd levels are given by the side opposing the item, even levels
//! by the item's own side, and only against a seat whose side the giver *knows*: the target
//! is the item's announcer for the first level, then the seat that gave the last one.

use crate::error::{IllegalAction, IllegalKind};

/// The ladders of `N` items, each up to `MAX` levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KontraLadder<const N: usize, const MAX: u8> {
    level: [u8; N],
    last_by: [u8; N],
}

impl<const N: usize, const MAX: u8> Default for KontraLadder<N, MAX> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const N: usize, const MAX: u8> KontraLadder<N, MAX> {
    /// Ladders with every item at level 0 (no kontra).
    pub const fn new() -> Self {
        KontraLadder { level: [0; N], last_by: [0; N] }
    }

    /// The level of item `i`: 0 none, 1 kontra, 2 rekontra, …
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders).
    pub fn level(&self, i: usize) -> u8 {
        self.level[i]
    }

    /// The factor the item's value is multiplied by: 2 to the level.
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders), or (a ladder with `MAX` over 30)
    /// the level is 31 or more.
    pub fn factor(&self, i: usize) -> i32 {
        1 << self.level[i]
    }

    /// [`KontraLadder::factor`], or `None` for an `i` that is no item of these ladders.
    pub fn checked_factor(&self, i: usize) -> Option<i32> {
        self.level.get(i).and_then(|&l| 1i32.checked_shl(l.into()))
    }

    /// Is item `i` at its last level?
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders).
    pub fn is_full(&self, i: usize) -> bool {
        self.level[i] >= MAX
    }

    /// Is the next level on item `i` given by the item's own side (else by its opponents)?
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders).
    pub fn next_from_own_side(&self, i: usize) -> bool {
        self.level[i] % 2 == 1
    }

    /// The seat the next level answers: the announcer, then whoever gave the last level.
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders).
    pub fn target(&self, i: usize, announcer: u8) -> u8 {
        if self.level[i] == 0 {
            announcer
        } else {
            self.last_by[i]
        }
    }

    /// May a seat give the next level on item `i`? `on_own_side`: the seat is on the
    /// item's side; `knows`: whether the seat knows the side of a target seat.
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders).
    pub fn may_raise(&self, i: usize, on_own_side: bool, announcer: u8, knows: impl FnOnce(u8) -> bool) -> bool {
        !self.is_full(i) && on_own_side == self.next_from_own_side(i) && knows(self.target(i, announcer))
    }

    /// The refusal of a text that names item `i`'s next step by another step's word
    /// (`words[k]`: step `k + 1`; `folded`: the text as the game's names compare it): `"<text>
    /// is not legal: the next step is kontra (<rule>)"`, or on a full item `"<text> is not
    /// legal: <full>"` (the words typed, not the name of a step that does not exist). `None`
    /// if its word is the step due or it begins with no step's word.
    ///
    /// # Panics
    /// If `i` is `N` or more (no item of these ladders), or `words` has no word for the
    /// step due (fewer than `MAX` words).
    pub fn step_word_refusal(
        &self,
        i: usize,
        text: &str,
        folded: &str,
        words: &[&str],
        full: &str,
        rule: &'static str,
    ) -> Option<IllegalAction> {
        let typed = words.iter().position(|w| folded.strip_prefix(w).is_some_and(|r| r.starts_with(' ')))?;
        let refuse = |why: &str| IllegalAction::refused(IllegalKind::Announcement, text.trim(), why, Some(rule));
        if self.is_full(i) {
            return Some(refuse(full));
        }
        let due = usize::from(self.level[i]);
        (typed != due).then(|| refuse(&format!("the next step is {}", words[due])))
    }

    /// Seat `by` gives the next level on item `i` (checked by the caller: [`KontraLadder::may_raise`]).
    ///
    /// # Panics
    /// If `i` is `N` or more, or the item is at its last level already (a release build
    /// raised it past `MAX` unsaid, and a factor past 2^31 overflowed).
    pub fn raise(&mut self, i: usize, by: u8) {
        assert!(!self.is_full(i), "kontra: item {i} is at its last level, {MAX}");
        self.level[i] += 1;
        self.last_by[i] = by;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_alternate_sides_and_stop_at_the_top() {
        let mut k: KontraLadder<2, 2> = KontraLadder::default();
        assert_eq!(k, KontraLadder::new());
        let knows = |_| true;
        // Level 1 comes from the opponents, level 2 from the item's side, then no more.
        assert!(k.may_raise(0, false, 3, knows) && !k.may_raise(0, true, 3, knows));
        k.raise(0, 1);
        assert_eq!((k.level(0), k.factor(0), k.target(0, 3)), (1, 2, 1));
        assert!(k.may_raise(0, true, 3, knows) && !k.may_raise(0, false, 3, knows));
        k.raise(0, 3);
        assert!(k.is_full(0) && !k.may_raise(0, false, 3, knows) && !k.may_raise(0, true, 3, knows));
        assert_eq!(k.factor(0), 4);
        assert_eq!(k.level(1), 0);
    }

    /// SL-A2, PK-A4: a typed step word other than the step due is refused naming the step
    /// due; on a full item every step word is refused in the words typed; the step's own
    /// word and text that begins with no step word are left to the action.
    #[test]
    fn step_words_refused_as_typed() {
        let words = ["kontra", "rekontra"];
        let mut k: KontraLadder<1, 2> = KontraLadder::new();
        let said = |k: &KontraLadder<1, 2>, text: &str| k.step_word_refusal(0, text, text, &words, "rekontra is the last", "XX-A1").map(|e| e.to_string());
        assert_eq!(said(&k, "kontra game"), None);
        assert_eq!(said(&k, "pass"), None);
        assert_eq!(said(&k, "rekontra game").as_deref(), Some("rekontra game is not legal: the next step is kontra (XX-A1)"));
        k.raise(0, 1);
        assert_eq!(said(&k, "rekontra game"), None);
        assert_eq!(said(&k, "kontra game").as_deref(), Some("kontra game is not legal: the next step is rekontra (XX-A1)"));
        k.raise(0, 2);
        for text in ["kontra game", "rekontra game"] {
            assert_eq!(said(&k, text), Some(format!("{text} is not legal: rekontra is the last (XX-A1)")));
        }
        assert_eq!(said(&k, "kontragame"), None);
    }

    #[test]
    fn a_level_needs_knowledge_of_the_target() {
        let k: KontraLadder<1, 4> = KontraLadder::new();
        assert!(!k.may_raise(0, false, 2, |t| t != 2));
        assert!(k.may_raise(0, false, 2, |t| t == 2));
    }
}
