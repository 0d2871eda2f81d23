//! Counting card points: Jókai (JK-C1/C2), Slovenian thirds (SL-C1), Hungarian plain (PK-X1).

use crate::card::CardSet;
use crate::error::InputError;

/// Plain card points (PK-X1): the 42-card pack is worth 94.
pub fn points(cards: CardSet) -> u32 {
    cards.points()
}

/// Jókai count (JK-C1/C2): card points − 2 per trick − the skart deduction
/// (2 skart cards cost 1, 4 cost 3, 6 cost 4). A deal has 12 tricks (JK-P0): a party wins
/// at most that many.
pub fn count_jokai(cards: CardSet, tricks: u32, skart_cards: u32) -> Result<i32, InputError> {
    if tricks > 12 {
        // (Also keeps 2 · tricks inside an i32: 2^31 tricks counted as 0 points.)
        return Err(InputError(format!("tricks must be 0..12 (a Jókai deal has 12 tricks, JK-P0), not {tricks}")));
    }
    let skart = match skart_cards {
        0 => 0,
        2 => 1,
        4 => 3,
        6 => 4,
        n => return Err(InputError(format!("skart_cards must be 0, 2, 4 or 6, not {n}"))),
    };
    Ok(cards.points() as i32 - 2 * tricks as i32 - skart)
}

/// Slovenian count in thirds of a point (SL-C1): 3·sum − 2·n. Exact; two complementary
/// piles of the 54 cards add to 210 (= 70 points).
pub fn count_slovenian_thirds(cards: CardSet) -> i32 {
    3 * cards.points() as i32 - 2 * cards.len() as i32
}

/// Round a value in thirds to the nearest point (a remainder of 1/3 rounds down, 2/3 up).
pub fn round_thirds(thirds: i32) -> i32 {
    // floor((thirds + 1) / 3), without the + 1 that overflows at i32::MAX.
    thirds.div_euclid(3) + i32::from(thirds.rem_euclid(3) == 2)
}

/// Slovenian count rounded to whole points (SL-C1).
pub fn count_slovenian(cards: CardSet) -> i32 {
    round_thirds(count_slovenian_thirds(cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Card;

    #[test]
    fn sl_c1_pack_is_seventy_and_piles_complement() {
        assert_eq!(count_slovenian_thirds(CardSet::ALL54), 210);
        for split in [1u32, 2, 7, 20, 35] {
            let a: CardSet = CardSet::ALL54.iter().take(split as usize).collect();
            let b = CardSet::ALL54.minus(a);
            assert_eq!(count_slovenian(a) + count_slovenian(b), 70);
        }
    }

    #[test]
    fn jk_c1_c2_pack_is_sixty_six() {
        // 12 tricks in all plus a kettős skart: 2 discards and 4 untaken cards.
        let all = CardSet::ALL42;
        let mine: CardSet = all.iter().take(20).collect();
        let theirs = all.minus(mine);
        let a = count_jokai(mine, 6, 2).unwrap();
        let b = count_jokai(theirs, 6, 4).unwrap();
        assert_eq!(a + b, 66);
        assert!(count_jokai(mine, 1, 3).is_err());
        assert_eq!(count_jokai(CardSet::EMPTY, 12, 0), Ok(-24));
        assert!(count_jokai(CardSet::EMPTY, 13, 0).is_err() && count_jokai(CardSet::EMPTY, u32::MAX, 0).is_err()); // JK-P0
        assert_eq!(points(CardSet::EMPTY.with(Card::SKIZ)), 5);
    }

    #[test]
    fn round_thirds_is_floor_of_thirds_plus_one_over_three_up_to_the_ends_of_i32() {
        for t in (-20..20).chain([i32::MIN, i32::MIN + 1, i32::MAX - 1, i32::MAX]) {
            assert_eq!(round_thirds(t) as i64, (t as i64 + 1).div_euclid(3), "{t}");
        }
    }
}
