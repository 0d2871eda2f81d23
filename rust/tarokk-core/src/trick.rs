//! Trick-taking rules shared by the three games: legal plays and the trick winner.
//!
//! Rules README "Following suit"; Slovenian SL-P3 (colour valat), SL-P4 (emperor's trick),
//! SL-P6 (negative contracts), SL-A3 (announced ultimo card kept back).

use crate::card::{Card, CardSet, Lead};

/// Rule flags that change legality or the winner.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TrickRules {
    /// SL-P6: klop, beggar, open beggar.
    pub negative: bool,
    /// SL-P3: taroks are a suit of their own and cannot win off-suit.
    pub colour_valat: bool,
    /// SL-P4: škis, mond and pagat in one trick: the pagat wins.
    pub emperor: bool,
}

/// A trick in progress: up to four cards in play order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trick {
    /// The cards in play order; the slots from `len` on are `None`.
    cards: [Option<Card>; 4],
    len: u8,
    /// The same cards as a set. This and `follow` are kept as cards are played, because
    /// the legal plays and the winner need them for every card.
    set: CardSet,
    /// The cards that follow the led suit (the taroks count as one suit); all cards while
    /// the trick is empty.
    follow: CardSet,
}

impl Default for Trick {
    fn default() -> Trick {
        Trick { cards: [None; 4], len: 0, set: CardSet::EMPTY, follow: CardSet::ALL54 }
    }
}

impl Trick {
    /// The most cards in a trick (four seats).
    pub const MAX: usize = 4;

    /// An empty trick.
    pub fn new() -> Trick {
        Trick::default()
    }

    /// A trick of these cards in play order, or `None` if there are more than four or a
    /// card is in it twice.
    pub fn from_cards(cards: &[Card]) -> Option<Trick> {
        if cards.len() > Trick::MAX {
            return None;
        }
        if cards.iter().copied().collect::<CardSet>().len() as usize != cards.len() {
            return None;
        }
        let mut t = Trick::new();
        for &c in cards {
            t.push(c);
        }
        Some(t)
    }

    /// The number of cards played to the trick.
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Whether no card has been played yet.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Plays card `c` to the trick.
    ///
    /// # Panics
    /// If it already holds four cards ([`Trick::from_cards`] checks a trick's cards).
    pub fn push(&mut self, c: Card) {
        if self.len == 0 {
            self.follow = c.suit_cards();
        }
        self.cards[self.len as usize] = Some(c);
        self.len += 1;
        self.set.insert(c);
    }
    /// The `i`-th card played (0 = led), or `None` if `i` is past the cards played.
    pub fn get(&self, i: usize) -> Option<Card> {
        if i < self.len() {
            self.cards[i]
        } else {
            None
        }
    }
    /// The cards in play order.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        self.cards[..self.len()].iter().map(|c| c.expect("filled slot"))
    }
    /// The four card slots in play order (`None` past `len`).
    pub(crate) fn slots(&self) -> [Option<Card>; 4] {
        self.cards
    }
    /// The suit led (trumps count as one suit), or `None` while the trick is empty.
    pub fn led(&self) -> Option<Lead> {
        self.cards[0].map(Card::lead) // `None` while empty: unused slots are `None`
    }
    /// The cards of the led suit (the taroks when a tarok was led); every card on lead.
    #[inline]
    pub(crate) fn follow(&self) -> CardSet {
        self.follow
    }
    /// The trick's cards as a set.
    #[inline]
    pub fn set(&self) -> CardSet {
        self.set
    }
}

/// Emperor's trick (SL-P4): all three of škis, mond and pagat in the trick.
#[inline]
fn emperor_applies(set: CardSet, led_suit: CardSet, rules: TrickRules) -> bool {
    rules.emperor
        && CardSet::HONOURS.is_subset(set)
        && (!rules.colour_valat || led_suit == CardSet::TRUMPS)
}

/// The card that wins a trick holding the cards `set`, where `led_suit` holds the cards of
/// the led suit (the taroks when a tarok was led).
///
/// A card beats the best so far when both are taroks and it is higher, when it is a tarok
/// and the best is not, or when both are of the led suit and it ranks higher; under SL-P3
/// only the led suit (taroks included) can win. Within a suit, and among the taroks, a
/// higher rank is a higher id, so the winner is the highest id among the taroks (if any)
/// or else among the led suit (SL-P3: always the led suit). SL-P4 overrides this.
#[inline]
fn winning_card(set: CardSet, led_suit: CardSet, rules: TrickRules) -> Card {
    if emperor_applies(set, led_suit, rules) {
        return Card::PAGAT;
    }
    let trumps = set.intersect(CardSet::TRUMPS);
    // Both sets are computed so that the choice is a select, not a branch: whether a tarok
    // was played is unpredictable.
    let followed = set.intersect(led_suit);
    let pool = if rules.colour_valat || trumps.is_empty() { followed } else { trumps };
    pool.last().expect("the led card is in the trick")
}

/// Index in play order of the card that wins this (non-empty) trick.
///
/// # Panics
/// If the trick is empty ([`Trick::is_empty`]).
#[inline]
pub fn winner(trick: &Trick, rules: TrickRules) -> usize {
    assert!(!trick.is_empty(), "winner of an empty trick");
    let w = Some(winning_card(trick.set(), trick.follow, rules));
    let mut at = 0;
    for (i, &c) in trick.cards.iter().enumerate() {
        if c == w {
            at = i;
        }
    }
    at
}

/// Would `card`, added to `trick`, be the winning card of the trick so far?
#[inline]
pub fn would_win(trick: &Trick, card: Card, rules: TrickRules) -> bool {
    trick.is_empty() || winning_card(trick.set().with(card), trick.follow, rules) == card
}

/// The cards of `cards` that would win `trick` if played to it (all of them on lead):
/// SL-P6's overtaking and the solver's move ordering ask it at every following card, so
/// by set operations. When two honours are in the trick, SL-P4 may decide, and each card
/// is asked as [`would_win`] does.
#[inline]
pub(crate) fn winners_among(trick: &Trick, cards: CardSet, rules: TrickRules) -> CardSet {
    if trick.is_empty() {
        return cards;
    }
    let set = trick.set();
    if rules.emperor && set.intersect(CardSet::HONOURS).len() >= 2 {
        return cards.iter().filter(|&c| winning_card(set.with(c), trick.follow, rules) == c).collect();
    }
    let best = winning_card(set, trick.follow, rules);
    let above = CardSet(!((best.bit() << 1) - 1));
    let higher_followers = cards.intersect(trick.follow).intersect(above);
    if rules.colour_valat {
        // SL-P3: only the led suit wins, the taroks included when they were led.
        return higher_followers;
    }
    let trumps = cards.intersect(CardSet::TRUMPS);
    if best.is_trump() {
        trumps.intersect(above)
    } else {
        trumps.union(higher_followers)
    }
}

/// Cards that follow suit or trump as the rules require (before negative and keep rules):
/// all the legal plays when the rules are not negative and nothing is kept.
#[inline]
pub(crate) fn follow_candidates(hand: CardSet, trick: &Trick) -> CardSet {
    // On lead `follow` is every card, so the whole hand. Written as selects, not branches:
    // random play makes these unpredictable.
    let same = hand.intersect(trick.follow);
    let trumps = hand.intersect(CardSet::TRUMPS);
    let other = if trumps.is_empty() { hand } else { trumps };
    if same.is_empty() {
        other
    } else {
        same
    }
}

/// The candidate sets after each step of the legality algorithm (`docs/protocol.md`):
/// follow/trump, SL-P6 overtake, SL-P6 pagat, SL-A3 keep.
#[inline]
fn stages(hand: CardSet, trick: &Trick, rules: TrickRules, keep: CardSet) -> [CardSet; 4] {
    let followed = follow_candidates(hand, trick);
    let mut overtaking = followed;
    let mut pagat_checked = followed;
    if rules.negative {
        // SL-P6: must win the trick so far if able to.
        let winners = winners_among(trick, followed, rules);
        if !winners.is_empty() {
            overtaking = winners;
        }
        pagat_checked = overtaking;
        // SL-P6: the pagat only as the last card, the only tarok, or the only winning card.
        if overtaking.contains(Card::PAGAT) {
            let only_card = hand.len() == 1;
            let only_tarok = hand.intersect(CardSet::TRUMPS).len() == 1;
            let only_winner = !trick.is_empty() && winners == CardSet::EMPTY.with(Card::PAGAT);
            if !(only_card || only_tarok || only_winner) {
                pagat_checked.remove(Card::PAGAT);
            }
        }
    }
    // SL-A3: announced ultimo cards stay in hand while anything else may be played.
    let rest = pagat_checked.minus(keep);
    let kept = if rest.is_empty() { pagat_checked } else { rest };
    [followed, overtaking, pagat_checked, kept]
}

/// The cards of `hand` that may legally be played to `trick`. `keep` holds the announced
/// ultimo cards this hand must hold back unless forced (SL-A3; usually empty).
#[inline]
pub fn legal_plays(hand: CardSet, trick: &Trick, rules: TrickRules, keep: CardSet) -> CardSet {
    stages(hand, trick, rules, keep)[3]
}

/// Why `card` may not be played (for error messages), or `None` if it may.
pub fn illegal_reason(
    hand: CardSet,
    trick: &Trick,
    rules: TrickRules,
    keep: CardSet,
    card: Card,
) -> Option<String> {
    if !hand.contains(card) {
        return Some("card not in hand".into());
    }
    let [followed, overtaking, pagat_checked, kept] = stages(hand, trick, rules, keep);
    if !followed.contains(card) {
        return Some(match trick.led() {
            Some(Lead::Trump) => "must follow trumps".into(),
            Some(Lead::Suit(s)) if !hand.intersect(s.cards()).is_empty() => {
                format!("must follow {}", ["hearts", "diamonds", "clubs", "spades"][s as usize])
            }
            _ => "must play a trump".into(),
        });
    }
    if !overtaking.contains(card) {
        return Some("must overtake".into());
    }
    if !pagat_checked.contains(card) {
        return Some("the pagat may not be played now".into());
    }
    if !kept.contains(card) {
        return Some("must keep the announced ultimo card".into());
    }
    None
}

#[cfg(test)]
mod winners_tests {
    use super::*;
    use crate::rng::Rng;

    /// `winners_among` equals asking `would_win` card by card, on random tricks of every rule flag.
    #[test]
    fn winners_among_equals_would_win_card_by_card() {
        let mut rng = Rng::new(11);
        for k in 0..40_000u32 {
            let rules = TrickRules { negative: false, colour_valat: k & 1 == 1, emperor: k & 2 == 2 };
            let mut ids: Vec<u8> = (0..54).collect();
            rng.shuffle(&mut ids);
            let len = 1 + (k as usize % 3);
            if k % 3 == 0 {
                // Two honours in the trick and the third in the cards asked about: SL-P4.
                let mut honours = [0u8, 20, 21];
                rng.shuffle(&mut honours);
                ids.retain(|i| !honours.contains(i));
                let at = len.saturating_sub(2);
                ids.splice(at..at, honours);
            }
            let cards: Vec<Card> = ids[..len].iter().map(|&i| Card::new(i).unwrap()).collect();
            let trick = Trick::from_cards(&cards).unwrap();
            let rest: CardSet = ids[len..len + 14].iter().map(|&i| Card::new(i).unwrap()).collect();
            let expected: CardSet = rest.iter().filter(|&c| would_win(&trick, c, rules)).collect();
            assert_eq!(winners_among(&trick, rest, rules), expected, "trick {cards:?} rules {rules:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_cards;

    fn set(t: &str) -> CardSet {
        parse_cards(t).unwrap().into_iter().collect()
    }
    fn trick(t: &str) -> Trick {
        Trick::from_cards(&parse_cards(t).unwrap()).unwrap()
    }
    const PLAIN: TrickRules = TrickRules { negative: false, colour_valat: false, emperor: false };
    const NEG: TrickRules = TrickRules { negative: true, colour_valat: false, emperor: true };

    #[test]
    fn follow_then_trump_then_free() {
        let hand = set("KH 1H XX III 10S");
        assert_eq!(legal_plays(hand, &trick("QH"), PLAIN, CardSet::EMPTY), set("KH 1H"));
        assert_eq!(legal_plays(hand, &trick("QD"), PLAIN, CardSet::EMPTY), set("XX III"));
        assert_eq!(legal_plays(set("KH 10S"), &trick("QD"), PLAIN, CardSet::EMPTY), set("KH 10S"));
        assert_eq!(legal_plays(hand, &trick("II"), PLAIN, CardSet::EMPTY), set("XX III"));
    }

    /// The refusal says which duty the card breaks (README "Following and trumping"): the
    /// led suit while the hand holds it, then trumps, then a trump when void in the led
    /// suit (a mutation test found the last message unchecked in Rust).
    #[test]
    fn illegal_reason_names_the_duty() {
        let hand = set("KH 1H XX III 10S");
        let reason = |h: &str, t: &str, c: &str| illegal_reason(set(h), &trick(t), PLAIN, CardSet::EMPTY, parse_cards(c).unwrap()[0]);
        assert_eq!(reason("KH 1H XX III 10S", "QH", "XX").as_deref(), Some("must follow hearts"));
        assert_eq!(reason("KH 1H XX III 10S", "QD", "KH").as_deref(), Some("must play a trump"));
        assert_eq!(reason("KH 1H XX III 10S", "II", "10S").as_deref(), Some("must follow trumps"));
        assert_eq!(reason("KH 1H XX III 10S", "QH", "QD").as_deref(), Some("card not in hand"));
        assert_eq!(reason("KH 1H XX III 10S", "QH", "KH"), None);
        assert_eq!(legal_plays(hand, &trick("QD"), PLAIN, CardSet::EMPTY), set("XX III"));
    }

    #[test]
    fn sl_p6_negative_overtake_and_pagat() {
        // Must overtake when able.
        assert_eq!(legal_plays(set("KH 1H 2H"), &trick("QH"), NEG, CardSet::EMPTY), set("KH"));
        // Pagat is not played while other taroks exist, unless it alone wins.
        assert_eq!(legal_plays(set("I V"), &trick("X"), NEG, CardSet::EMPTY), set("V"));
        assert_eq!(legal_plays(set("I V"), &trick("Sk XXI"), NEG, CardSet::EMPTY), set("I"));
        assert_eq!(legal_plays(set("I KH"), &trick("X"), NEG, CardSet::EMPTY), set("I"));
        // Void in hearts, both taroks beat the queen: the pagat is not the last card, the
        // only tarok, nor the only winning card, so only the V (a mutation test's gap).
        assert_eq!(legal_plays(set("I V"), &trick("QH"), NEG, CardSet::EMPTY), set("V"));
    }

    #[test]
    fn sl_p3_p4_winner() {
        let cv = TrickRules { negative: false, colour_valat: true, emperor: true };
        assert_eq!(winner(&trick("QH XXI 1H"), cv), 0);
        assert_eq!(winner(&trick("QH XXI 1H"), PLAIN), 1);
        let emp = TrickRules { emperor: true, ..PLAIN };
        assert_eq!(winner(&trick("Sk XXI I"), emp), 2);
        assert_eq!(winner(&trick("KH Sk XXI I"), cv), 0);
        assert_eq!(winner(&trick("II Sk XXI I"), cv), 3);
    }

    #[test]
    fn sl_a3_keep_unless_forced() {
        let hand = set("I V KH");
        assert_eq!(legal_plays(hand, &trick("X"), PLAIN, CardSet::EMPTY.with(Card::PAGAT)), set("V"));
        assert_eq!(legal_plays(set("I KH"), &trick("X"), PLAIN, CardSet::EMPTY.with(Card::PAGAT)), set("I"));
    }
}
