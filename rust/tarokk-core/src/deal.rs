//! Dealing, shared by every game: a pack shuffled from a seed (identical on every platform,
//! `docs/protocol.md`) and the checks of a deal given by hand.

use crate::card::{Card, CardSet, Pack};
use crate::error::InputError;
use crate::rng::Rng;

/// The ids of `pack`'s cards in increasing order, as a constant (dealing runs once per
/// simulated deal: no per-deal work to list them).
const fn ordered(pack: Pack) -> ([u8; 54], usize) {
    let cards = pack.cards().0;
    let mut deck = [0u8; 54];
    let (mut id, mut len) = (0, 0);
    while id < 54 {
        if cards & (1 << id) != 0 {
            deck[len] = id as u8;
            len += 1;
        }
        id += 1;
    }
    (deck, len)
}

const ORDERED_54: ([u8; 54], usize) = ordered(Pack::Full54);
const ORDERED_42: ([u8; 54], usize) = ordered(Pack::Hungarian42);

/// The pack's card ids in increasing order, shuffled by Fisher–Yates with [`Rng`] seeded
/// by `seed`. Returns the deck and its length (42 or 54).
#[inline]
pub fn shuffled(seed: u64, pack: Pack) -> ([u8; 54], usize) {
    let mut rng = Rng::new(seed);
    match pack {
        // The full pack's length as a constant: the shuffle loop is the hot part of a deal.
        Pack::Full54 => {
            let mut deck = ORDERED_54.0;
            rng.shuffle(&mut deck);
            (deck, 54)
        }
        Pack::Hungarian42 => {
            let (mut deck, len) = ORDERED_42;
            rng.shuffle(&mut deck[..len]);
            (deck, len)
        }
    }
}

/// Check a deal given by hand: a hand per entry of `sizes`, `hands[s]` with `sizes[s]` cards
/// (0 for a seat that sits out), no card twice, and with the talon every card of `pack`
/// exactly once.
pub fn validate(hands: &[CardSet], sizes: &[usize], talon: &[Card], pack: Pack) -> Result<(), InputError> {
    if hands.len() != sizes.len() {
        // (A hand past the sizes was not looked at: its cards, a duplicate too, passed.)
        return Err(InputError(format!("a deal to {} seats has {} hands, got {}", sizes.len(), sizes.len(), hands.len())));
    }
    let all = pack.cards();
    let mut seen = CardSet::EMPTY;
    for (s, (&h, &size)) in hands.iter().zip(sizes).enumerate() {
        if h.bits() & !CardSet::ALL54.bits() != 0 {
            return Err(InputError(format!("hand {s} holds bits that are no card (ids 54..63)")));
        }
        if let Some(c) = h.minus(all).first() {
            return Err(InputError(format!("hand {s}: {c} is not a card of the {}-card pack", all.len())));
        }
        if h.len() as usize != size {
            let sits_out = sizes.iter().position(|&z| z == 0);
            return Err(InputError(if size == 0 {
                format!("hand {s} belongs to the seat that sits out: it has no cards, got {}", h.len())
            } else if let (true, Some(z)) = (h.is_empty(), sits_out) {
                // The empty hand given at another seat than the dealer's, who sits out.
                format!("hand {s} has no cards, needs {size}: the empty hand is the dealer's, seat {z}")
            } else {
                format!("hand {s} has {} cards, needs {size}", h.len())
            }));
        }
        if let Some(c) = seen.intersect(h).first() {
            return Err(InputError(format!("card dealt twice: {c}")));
        }
        seen = seen.union(h);
    }
    for &c in talon {
        if !all.contains(c) {
            return Err(InputError(format!("talon: {c} is not a card of the {}-card pack", all.len())));
        }
        if seen.contains(c) {
            return Err(InputError(format!("card dealt twice: {c}")));
        }
        seen.insert(c);
    }
    if seen != all {
        return Err(InputError(format!("the deal lacks {} card(s): {:?}", all.len() - seen.len(), all.minus(seen))));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shuffled_pack_holds_each_card_once() {
        for pack in [Pack::Hungarian42, Pack::Full54] {
            let (deck, len) = shuffled(11, pack);
            let set: CardSet = deck[..len].iter().map(|&i| Card::new(i).unwrap()).collect();
            assert_eq!(set, pack.cards());
            assert_eq!(len, pack.cards().len() as usize);
        }
    }

    #[test]
    fn hand_given_deals_are_checked() {
        let (deck, _) = shuffled(3, Pack::Hungarian42);
        let cards: Vec<Card> = deck[..42].iter().map(|&i| Card::new(i).unwrap()).collect();
        let hand = |r: std::ops::Range<usize>| cards[r].iter().copied().collect::<CardSet>();
        let hands = [hand(6..18), hand(18..30), hand(30..42)];
        assert!(validate(&hands, &[12, 12, 12], &cards[..6], Pack::Hungarian42).is_ok());
        let short = validate(&hands, &[12, 12, 13], &cards[..6], Pack::Hungarian42);
        assert!(short.unwrap_err().0.contains("needs 13"));
        let mut bad = hands;
        bad[0].remove(cards[6]);
        bad[0].insert(Card::new(23).unwrap()); // a red 2: 54-card pack only
        assert!(validate(&bad, &[12, 12, 12], &cards[..6], Pack::Hungarian42).unwrap_err().0.contains("not a card of the 42"));
    }

    /// A deal short of cards names those it lacks by their ASCII names (the cards' `Debug`,
    /// which a mutation audit found no test read: a card that printed as nothing passed).
    #[test]
    fn a_short_deal_names_the_cards_it_lacks() {
        let (deck, _) = shuffled(3, Pack::Hungarian42);
        let cards: Vec<Card> = deck[..42].iter().map(|&i| Card::new(i).unwrap()).collect();
        let hand = |r: std::ops::Range<usize>| cards[r].iter().copied().collect::<CardSet>();
        let hands = [hand(6..18), hand(18..30), hand(30..42)];
        let err = validate(&hands, &[12, 12, 12], &cards[..4], Pack::Hungarian42).unwrap_err().0;
        let mut missing = [cards[4], cards[5]];
        missing.sort_by_key(|c| c.id());
        let names = missing.map(|c| crate::notation::format_card(c, crate::notation::Style::Ascii));
        assert_eq!(err, format!("the deal lacks 2 card(s): [{}, {}]", names[0], names[1]));
    }
}
