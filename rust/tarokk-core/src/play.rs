//! The play phase: hands, the trick in progress, won cards and the last completed trick.
//!
//! A small `Copy` value with no heap data, so search and simulation copy it freely. It does
//! not keep the history of the tricks (that would be most of its size): `apply` returns each
//! completed trick, and a caller that wants the history keeps those records (a
//! `Vec<TrickRecord>` beside the state), or rebuilds them from the cards played (the
//! Slovenian `Game::tricks` does that from its action log).

use crate::card::{Card, CardSet, CARDS};
use crate::error::{IllegalAction, IllegalKind, InputError};
use crate::trick::{follow_candidates, illegal_reason, legal_plays, winner, Trick, TrickRules};

/// Most active seats in any of the games (dealers and fifth players sit out).
pub const MAX_SEATS: usize = 4;
/// Most tricks in a deal (three-player Slovenian: 16).
pub const MAX_TRICKS: usize = 16;

/// A completed trick.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TrickRecord {
    /// Seat that led.
    pub leader: u8,
    /// Seat that won.
    pub winner: u8,
    /// The cards in play order (the first `n` slots are used).
    pub cards: [Option<Card>; MAX_SEATS],
}

impl TrickRecord {
    /// The cards of the trick in play order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards.iter().flatten().copied()
    }
    /// The cards as a set.
    #[inline]
    pub fn set(&self) -> CardSet {
        // An empty slot counts as id 54, one past the pack, and is masked off at the end:
        // no branch per slot.
        let bits = self.cards.iter().fold(0u64, |b, c| b | 1u64 << c.map_or(CARDS, Card::id));
        CardSet(bits & CardSet::ALL54.0)
    }
    /// Seat that played the `i`-th card, with `n` seats playing.
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn seat_of(&self, i: usize, n: usize) -> usize {
        (self.leader as usize + i) % n
    }
}

/// `(seat + k) % n` for `seat, k < n`, without a division (the play and the solver ask it
/// at every card).
#[inline(always)]
pub(crate) fn seat_plus(seat: usize, k: usize, n: usize) -> usize {
    debug_assert!(seat < n && k < n);
    let s = seat + k;
    if s >= n {
        s - n
    } else {
        s
    }
}

/// The cards each seat must hold back (SL-A3), as one set: a seat can only hold back its
/// own cards, so each seat's are those of its hand.
fn kept_in_hands(keep: &[CardSet], hands: &[CardSet]) -> CardSet {
    keep.iter().zip(hands).fold(CardSet::EMPTY, |a, (k, h)| a.union(k.intersect(*h)))
}

/// State of the play phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayState {
    n: u8,
    leader: u8,
    /// The seat to play: the leader's seat plus the cards in the trick (kept, not
    /// computed, as every card needs it twice).
    current: u8,
    /// Tricks completed so far.
    done: u8,
    rules: TrickRules,
    trick: Trick,
    /// The last completed trick (the default record while `done == 0`).
    last: TrickRecord,
    tricks_won: [u8; MAX_SEATS],
    hands: [CardSet; MAX_SEATS],
    /// The cards every seat must hold back (SL-A3), in one set: a seat's are those of its
    /// hand (a card is in one hand only). One set instead of one per seat keeps the state
    /// at 128 bytes, the size up to which a copy is inlined rather than a `memcpy` call
    /// (the solver copies it at every node).
    keep: CardSet,
    /// Cards that join `keep` once `keep_trigger` is played (SL-A3: playing the called card
    /// shows every side, and binds the holders it did not bind yet).
    keep_later: CardSet,
    keep_trigger: Option<Card>,
    won: [CardSet; MAX_SEATS],
}

impl PlayState {
    /// Start a play phase. Hands must be 2..=4, of equal size 1..=16, and disjoint.
    pub fn new(
        hands: &[CardSet],
        leader: usize,
        rules: TrickRules,
        keep: &[CardSet],
    ) -> Result<PlayState, InputError> {
        let n = hands.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(InputError(format!("need 2 to 4 hands, got {n}")));
        }
        let size = hands[0].len() as usize;
        if size == 0 || size > MAX_TRICKS {
            return Err(InputError(format!("hands must hold 1 to {MAX_TRICKS} cards, got {size}")));
        }
        let mut seen = CardSet::EMPTY;
        for (i, h) in hands.iter().enumerate() {
            if h.bits() & !CardSet::ALL54.bits() != 0 {
                return Err(InputError(format!("hand {i} holds bits that are no card (ids 54..63)")));
            }
            if h.len() as usize != size {
                return Err(InputError(format!(
                    "hands must be of equal size: seat 0 has {size} cards, seat {i} has {}",
                    h.len()
                )));
            }
            if !seen.intersect(*h).is_empty() {
                return Err(InputError(format!(
                    "card dealt twice: {}",
                    seen.intersect(*h).first().expect("non-empty")
                )));
            }
            seen = seen.union(*h);
        }
        if leader >= n {
            return Err(InputError(format!("leader {leader} is not a seat of {n}")));
        }
        if !keep.is_empty() && keep.len() != n {
            return Err(InputError(format!("keep needs one entry per seat ({n}), got {}", keep.len())));
        }
        let mut all = [CardSet::EMPTY; MAX_SEATS];
        all[..n].copy_from_slice(hands);
        let mut st = PlayState::dealt(n, all);
        st.leader = leader as u8;
        st.current = leader as u8;
        st.rules = rules;
        st.keep = kept_in_hands(keep, hands);
        Ok(st)
    }

    /// The hands of a deal before the play, unchecked (the caller dealt them): a game keeps
    /// its hands here from the deal on, so that they live in one place, and starts the play
    /// with [`PlayState::start`].
    pub(crate) fn dealt(n: usize, hands: [CardSet; MAX_SEATS]) -> PlayState {
        PlayState {
            n: n as u8,
            leader: 0,
            current: 0,
            done: 0,
            rules: TrickRules::default(),
            trick: Trick::new(),
            last: TrickRecord::default(),
            tricks_won: [0; MAX_SEATS],
            hands,
            keep: CardSet::EMPTY,
            keep_later: CardSet::EMPTY,
            keep_trigger: None,
            won: [CardSet::EMPTY; MAX_SEATS],
        }
    }

    /// End the play where it stands (a deal settled before its last trick): no seat
    /// holds cards any more, so nothing is left to play or to solve.
    pub(crate) fn clear_hands(&mut self) {
        self.hands = [CardSet::EMPTY; MAX_SEATS];
        self.trick = Trick::new();
    }

    /// Change a hand before the play starts (talon taken, discards).
    pub(crate) fn set_hand(&mut self, seat: usize, cards: CardSet) {
        self.hands[seat] = cards;
    }

    /// Begin the play of a state made by [`PlayState::dealt`].
    pub(crate) fn start(&mut self, leader: usize, rules: TrickRules, keep: [CardSet; MAX_SEATS]) {
        self.leader = leader as u8;
        self.current = leader as u8;
        self.rules = rules;
        self.keep = kept_in_hands(&keep, &self.hands);
    }

    /// The number of seats playing (2..=4).
    pub fn num_players(&self) -> usize {
        self.n as usize
    }
    /// The trick rules of this deal (negative contract, colour valat, emperor's trick).
    pub fn rules(&self) -> TrickRules {
        self.rules
    }
    /// The seat that leads the current trick.
    pub fn leader(&self) -> usize {
        self.leader as usize
    }
    /// The hand of `seat` (0..num_players); empty for a seat past the play, as the games'
    /// `hand` is.
    pub fn hand(&self, seat: usize) -> CardSet {
        self.hands.get(seat).copied().unwrap_or(CardSet::EMPTY)
    }
    /// The hands of the playing seats, by seat.
    pub fn hands(&self) -> &[CardSet] {
        &self.hands[..self.n as usize]
    }
    /// Every hand slot (those past `num_players` are empty): the solver's table key.
    #[inline(always)]
    pub(crate) fn hand_slots(&self) -> &[CardSet; MAX_SEATS] {
        &self.hands
    }
    /// The cards `seat` has won in tricks so far (none for a seat past the play).
    pub fn won(&self, seat: usize) -> CardSet {
        self.won.get(seat).copied().unwrap_or(CardSet::EMPTY)
    }
    /// The number of tricks `seat` has won so far (0 for a seat past the play).
    pub fn tricks_won(&self, seat: usize) -> u32 {
        self.tricks_won.get(seat).map_or(0, |&t| t as u32)
    }
    /// The announced ultimo cards still in a seat's hand that it must hold back (SL-A3;
    /// none for a seat past the play).
    pub fn keep(&self, seat: usize) -> CardSet {
        self.keep.intersect(self.hand(seat))
    }
    /// Set the cards a seat must hold back (SL-A3; those in its hand count, so nothing for
    /// a seat past the play, which holds no card).
    pub fn set_keep(&mut self, seat: usize, cards: CardSet) {
        let hand = self.hand(seat);
        self.keep = self.keep.minus(hand).union(cards.intersect(hand));
    }
    /// Cards of the hands that must be held back from the moment `trigger` is played on
    /// (SL-A3: an announced ultimo card binds its holder once he knows he is on the
    /// announcing side, and playing the called card shows every side). `None` (or a card
    /// no hand holds) clears it. The play, the solver and minimax all follow it.
    pub fn set_keep_later(&mut self, trigger: Option<Card>, cards: CardSet) {
        let held = self.hands().iter().fold(CardSet::EMPTY, |a, h| a.union(*h));
        match trigger.filter(|&t| held.contains(t)) {
            Some(t) => {
                self.keep_trigger = Some(t);
                self.keep_later = cards.intersect(held).minus(self.keep);
            }
            None => {
                self.keep_trigger = None;
                self.keep_later = CardSet::EMPTY;
            }
        }
    }
    /// The card whose play binds more cards to be held back, and those cards
    /// ([`PlayState::set_keep_later`]); `(None, EMPTY)` when there is none.
    pub fn keep_later(&self) -> (Option<Card>, CardSet) {
        (self.keep_trigger, self.keep_later)
    }
    /// The trick in progress.
    pub fn trick(&self) -> &Trick {
        &self.trick
    }
    /// The number of completed tricks.
    pub fn tricks_done(&self) -> usize {
        self.done as usize
    }
    /// The last completed trick, if any (earlier ones are returned by `apply` as they
    /// complete; the state does not keep them).
    pub fn last_trick(&self) -> Option<TrickRecord> {
        (self.done > 0).then_some(self.last)
    }
    /// Whether the play is over (the seat to play has no card left).
    #[inline]
    pub fn is_over(&self) -> bool {
        self.hands[self.current_seat()].is_empty()
    }
    /// The seat to play (meaningless once the deal is over).
    #[inline]
    pub(crate) fn current_seat(&self) -> usize {
        self.current as usize
    }
    /// `(seat + k) % n` for `seat, k < n`, without a division.
    #[inline]
    fn seat_after(&self, seat: usize, k: usize) -> usize {
        seat_plus(seat, k, self.n as usize)
    }
    /// The seat to play, or `None` once the play is over.
    #[inline]
    pub fn current_player(&self) -> Option<usize> {
        if self.is_over() {
            None
        } else {
            Some(self.current_seat())
        }
    }

    /// Cards the current player may play (empty when over).
    #[inline(always)] // on the per-card path of simulators
    pub fn legal_actions(&self) -> CardSet {
        let s = self.current_seat();
        if self.hands[s].is_empty() {
            return CardSet::EMPTY;
        }
        legal_plays(self.hands[s], &self.trick, self.rules, self.keep)
    }

    /// Whether the legal cards are simply the cards that follow suit (no SL-P6 overtaking,
    /// no SL-A3 cards to hold back, now or later), as in most contracts. Only `set_keep`
    /// and `set_keep_later` change it, so a play-out can ask once and then use
    /// [`PlayState::follow_suit`].
    pub fn follow_suit_only(&self) -> bool {
        !self.rules.negative && self.keep.is_empty() && self.keep_later.is_empty()
    }

    /// The current player's cards that follow suit (or trump) as required: the legal cards
    /// when `follow_suit_only`, found without the general rules' steps.
    #[inline(always)] // on the per-card path of simulators
    pub fn follow_suit(&self) -> CardSet {
        follow_candidates(self.hands[self.current_seat()], &self.trick)
    }

    /// Play `card`, checking legality; the state is unchanged on error. Returns the trick
    /// record when this card completed a trick.
    pub fn apply(&mut self, card: Card) -> Result<Option<TrickRecord>, IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::game_over());
        }
        if let Some(refusal) = self.refusal(card) {
            return Err(refusal);
        }
        Ok(self.apply_unchecked(card))
    }

    /// Why the current player may not play `card` now, or `None` if he may.
    pub fn refusal(&self, card: Card) -> Option<IllegalAction> {
        let s = self.current_player()?;
        let hand = self.hands[s];
        let why = illegal_reason(hand, &self.trick, self.rules, self.keep, card)?;
        let kind = if hand.contains(card) { IllegalKind::TrickRule } else { IllegalKind::NotInHand };
        Some(IllegalAction::new(kind, None, format!("{card} is not legal: {why}")))
    }

    /// Play `card` without checking it (the caller took it from `legal_actions`). Returns
    /// the trick record when this card completed a trick.
    ///
    /// # Panics
    /// Does not check `card`: one that is not legal now (not in the hand, say) leaves the
    /// state inconsistent, a card played that nobody held, and a later call may panic.
    /// [`PlayState::apply`] checks it.
    #[inline(always)] // on the per-card path of simulators
    pub fn apply_unchecked(&mut self, card: Card) -> Option<TrickRecord> {
        if !self.put(card) {
            return None;
        }
        Some(self.complete_trick())
    }

    /// The seat to play puts `card` on the trick: `true` if that completes it, else the
    /// next seat is to play.
    #[inline(always)]
    fn put(&mut self, card: Card) -> bool {
        let s = self.current_seat();
        self.hands[s].remove(card);
        self.trick.push(card);
        if self.keep_trigger == Some(card) {
            self.keep = self.keep.union(self.keep_later);
            self.keep_trigger = None;
            self.keep_later = CardSet::EMPTY;
        }
        if self.trick.len() < self.n as usize {
            self.current = self.seat_after(s, 1) as u8;
            return false;
        }
        true
    }

    /// Play `card` (a legal one) for the solver, which makes a state for every card it
    /// tries: as [`PlayState::apply_unchecked`], but a completed trick only counts as done
    /// and hands the lead to its winner (returned). The won cards, the trick counts and
    /// the last trick are left as they were: the search reads none of them, and keeping
    /// them was a fiftieth of its instructions.
    #[inline(always)]
    pub(crate) fn play_searched(&mut self, card: Card) -> Option<usize> {
        if !self.put(card) {
            return None;
        }
        let w = self.seat_after(self.leader as usize, winner(&self.trick, self.rules));
        self.next_trick(w);
        Some(w)
    }

    /// The trick is done and seat `w`, its winner, leads the next one.
    #[inline(always)]
    fn next_trick(&mut self, w: usize) {
        self.done += 1;
        self.trick = Trick::new();
        self.leader = w as u8;
        self.current = w as u8;
    }

    /// The trick is full: its winner takes it and leads the next one.
    #[inline(always)] // once per trick, on the path of simulators
    fn complete_trick(&mut self) -> TrickRecord {
        let w = self.seat_after(self.leader as usize, winner(&self.trick, self.rules));
        let rec = TrickRecord { leader: self.leader, winner: w as u8, cards: self.trick.slots() };
        self.won[w] = self.won[w].union(self.trick.set());
        self.tricks_won[w] += 1;
        self.last = rec;
        self.next_trick(w);
        rec
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn random_playouts_conserve_cards() {
        let mut rng = Rng::new(7);
        for _ in 0..200 {
            let cards: Vec<Card> = CardSet::ALL54.iter().collect();
            let mut deck = cards.clone();
            rng.shuffle(&mut deck);
            let hands: Vec<CardSet> =
                (0..3).map(|i| deck[i * 16..(i + 1) * 16].iter().copied().collect()).collect();
            let mut st = PlayState::new(&hands, 0, TrickRules::default(), &[]).unwrap();
            // No trick is done yet, so there is no last trick to show (JK-P6's view).
            assert_eq!(st.last_trick(), None);
            while let Some(_p) = st.current_player() {
                let legal = st.legal_actions();
                let c = legal.nth(rng.below(legal.len())).unwrap();
                let before = st;
                let bad = CardSet::ALL54.minus(legal).first().unwrap();
                assert!(st.apply(bad).is_err());
                assert_eq!(st, before);
                let done = st.apply(c).unwrap();
                if let Some(t) = done {
                    assert_eq!(st.last_trick(), Some(t));
                }
                assert_eq!(st.last_trick().is_some(), st.tricks_done() > 0);
            }
            let total: CardSet = (0..3).fold(CardSet::EMPTY, |a, s| a.union(st.won(s)));
            assert_eq!(total, hands.iter().fold(CardSet::EMPTY, |a, h| a.union(*h)));
            assert_eq!((0..3).map(|s| st.tricks_won(s)).sum::<u32>(), 16);
        }
    }
}

#[cfg(test)]
mod keep_later_tests {
    use super::*;

    /// SL-A3 with SL-A2: a card bound "later" is free until the trigger is played, and held
    /// back from then on, whoever plays the trigger.
    #[test]
    fn cards_bound_later_are_held_back_once_the_trigger_is_played() {
        let c = |id: u8| Card::new(id).unwrap();
        // Seat 0: the pagat and a tarok; seat 1: the king of hearts (the trigger) and a tarok.
        let hands = [CardSet::EMPTY.with(c(0)).with(c(5)), CardSet::EMPTY.with(c(29)).with(c(7))];
        let mut st = PlayState::new(&hands, 1, TrickRules::default(), &[]).unwrap();
        st.set_keep_later(Some(c(29)), CardSet::EMPTY.with(c(0)));
        assert_eq!(st.keep_later(), (Some(c(29)), CardSet::EMPTY.with(c(0))));
        assert!(!st.follow_suit_only());
        let mut free = st;
        free.apply(c(7)).unwrap(); // a tarok led: the pagat is still free
        assert!(free.legal_actions().contains(c(0)) && free.keep(0).is_empty());
        st.apply(c(29)).unwrap(); // the trigger: the pagat is bound now
        assert_eq!(st.keep(0), CardSet::EMPTY.with(c(0)));
        assert_eq!(st.keep_later(), (None, CardSet::EMPTY));
        assert_eq!(st.legal_actions(), CardSet::EMPTY.with(c(5)));
        // A trigger no hand holds binds nothing.
        let mut none = PlayState::new(&hands, 0, TrickRules::default(), &[]).unwrap();
        none.set_keep_later(Some(c(30)), CardSet::EMPTY.with(c(0)));
        assert_eq!(none.keep_later(), (None, CardSet::EMPTY));
    }
}

#[cfg(test)]
mod size_tests {
    #[test]
    fn play_state_fits_an_inlined_copy() {
        // The solver copies the state at every node: over 128 bytes, the copy is a call.
        assert!(std::mem::size_of::<super::PlayState>() <= 128, "{}", std::mem::size_of::<super::PlayState>());
    }
}
