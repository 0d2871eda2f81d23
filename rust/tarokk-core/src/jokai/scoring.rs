//! Scoring from the facts of a deal: the one place where JK-P1…P5 turn what happened into
//! amounts, in fixed-size arrays ([`Tally`]) so that settling allocates nothing, and the
//! conversion to the shared [`Settlement`].
//!
//! Every amount is paid between the declarer and each other table seat (JK-D1: the
//! sitting-out dealer pays and receives as an opponent), so an item of `amount` gives the
//! declarer `amount × (N − 1)` and every other seat `−amount`.

use crate::settlement::{self, Settlement, Side, MAX_TABLE_SEATS};
use crate::value::Value;

use super::actions::*;
use super::facts::DealFacts;
use super::game::Game;

/// Most items of one deal: the game and two per figure but the tarokk count.
pub const MAX_ITEMS: usize = 1 + 1 + 2 * (FIGURES as usize - 1);

/// The settlement of a deal without heap data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Table seats (3 or 4).
    pub num_players: u8,
    /// The level played; `None` for a thrown-in deal.
    pub level: Option<Level>,
    /// The declarer's table seat; `None` for a thrown-in deal.
    pub declarer: Option<u8>,
    /// Whether the deal was thrown in (JK-B3).
    pub annulled: bool,
    /// Whether the declarer won the game; `None` without a declarer.
    pub won: Option<bool>,
    /// Card points `[declarer, opponents]` (JK-C1, JK-C2); `None` for a thrown-in deal.
    pub card_points: Option<[i32; 2]>,
    /// JK-S1: the view at which the declarer took a pair (kettős only).
    pub skart_index: Option<u8>,
    /// Tricks won per table seat (the seats past `num_players` are 0).
    pub tricks_won: [u8; MAX_TABLE_SEATS],
    /// What the deal pays each table seat (the seats past `num_players` are 0).
    pub amounts: [i32; MAX_TABLE_SEATS],
    items: [settlement::Item; MAX_ITEMS],
    items_len: u8,
}

const NO_ITEM: settlement::Item =
    settlement::Item { name: "", side: None, seat: None, announced: false, kontra: 1, amount: 0, amounts: [0; MAX_TABLE_SEATS] };

impl Tally {
    /// A thrown-in deal (JK-B3): no payments, no items.
    pub fn thrown_in(num_players: u8) -> Tally {
        Tally {
            num_players,
            level: None,
            declarer: None,
            annulled: true,
            won: None,
            card_points: None,
            skart_index: None,
            tricks_won: [0; MAX_TABLE_SEATS],
            amounts: [0; MAX_TABLE_SEATS],
            items: [NO_ITEM; MAX_ITEMS],
            items_len: 0,
        }
    }

    /// The breakdown, in the order of `docs/jokai.md` "Items".
    pub fn items(&self) -> &[settlement::Item] {
        &self.items[..self.items_len as usize]
    }

    /// Add an item of `amount` per paying seat for the declarer's party (negative: the
    /// declarer pays each other seat).
    fn push(&mut self, name: &'static str, side: Side, announced: bool, kontra: i32, amount: i32) {
        let n = self.num_players as usize;
        let d = self.declarer.expect("a declarer") as usize;
        let mut amounts = [0; MAX_TABLE_SEATS];
        for (s, a) in amounts.iter_mut().enumerate().take(n) {
            *a = if s == d { amount * (n as i32 - 1) } else { -amount };
            self.amounts[s] += *a;
        }
        let seat = (side == Side::Declarer).then_some(d as u8);
        self.items[self.items_len as usize] =
            settlement::Item { name, side: Some(side), seat, announced, kontra, amount, amounts };
        self.items_len += 1;
    }
}

/// JK-F1: the value of a tarokk count (10 → 1, 11 → 2, 12 → 3; 9 or fewer → 0).
pub fn count_value(count: u8) -> i32 {
    i32::from(count.saturating_sub(9).min(3))
}

/// JK-C3: the declarer wins with at least 34 points, unless an announced volát failed.
pub fn game_won(f: &DealFacts) -> bool {
    f.card_points[0] >= 34 && !(f.is_announced(VOLAT) && f.made[VOLAT as usize] != Some(Side::Declarer))
}

/// JK-P1: the game's amount per opponent (k its kontra factor, i the skart index).
/// Unchecked, for facts [`DealFacts::validate`] passed.
///
/// # Panics
/// May overflow and panic far outside those facts' ranges (a kontra factor of 1..16, a
/// skart index of 1..5).
pub fn game_amount(level: Level, won: bool, k: i32, skart_index: u8) -> i32 {
    match (is_kettos(level), won) {
        (true, true) => 2 * k + 5,
        (true, false) => -((1 << skart_index) * k + 5),
        (false, true) => 7 * k + 30,
        (false, false) => -(7 * k + 60),
    }
}

/// JK-P2: an announced figure's amount per opponent (the tarokk count by its count, the
/// pagát ultimó with its unmultiplied consolation, JK-A3).
///
/// # Panics
/// If `f` is no figure ([`FIGURES`] or more).
pub fn announced_amount(f: Figure, made: bool, k: i32, tarokk_count: u8) -> i32 {
    match (f, made) {
        (TAROKK_COUNT, _) => count_value(tarokk_count) * k,
        (PAGAT_ULTIMO, true) => 2 * k + 15,
        (PAGAT_ULTIMO, false) => -(2 * k + 30),
        (_, true) => FIGURE_TABLE[f as usize].announced * k,
        (_, false) => -FIGURE_TABLE[f as usize].announced * k,
    }
}

/// Score a played deal (JK-P1…P5), unchecked: [`DealFacts::settlement`] checks the facts
/// first.
///
/// # Panics
/// Facts entered by hand that [`DealFacts::validate`] refuses may panic or score nonsense.
pub fn tally_deal(f: &DealFacts, tricks_won: [u8; MAX_TABLE_SEATS]) -> Tally {
    let won = game_won(f);
    let mut t = Tally::thrown_in(f.num_players);
    t.annulled = false;
    t.level = Some(f.level);
    t.declarer = Some(f.declarer);
    t.won = Some(won);
    t.card_points = Some(f.card_points);
    t.skart_index = f.skart_index;
    t.tricks_won = tricks_won;
    let k = f.kontra[0];
    t.push("game", Side::Declarer, true, k, game_amount(f.level, won, k, f.skart_index.unwrap_or(0)));
    for fig in 0..FIGURES {
        let info = &FIGURE_TABLE[fig as usize];
        let made = f.made[fig as usize];
        if f.is_announced(fig) {
            // JK-P2 (the tarokk count is always made: the engine counts, JK-F1).
            let ok = fig == TAROKK_COUNT || made == Some(Side::Declarer);
            let k = f.kontra[1 + fig as usize];
            t.push(info.en, Side::Declarer, true, k, announced_amount(fig, ok, k, f.tarokk_count.unwrap_or(0)));
        } else if fig == TAROKK_COUNT {
            // JK-F1 [choice]: a silent count of 10 or more.
            if let Some(c) = f.silent_count.filter(|&c| c >= 10) {
                t.push(info.en, Side::Declarer, false, 1, count_value(c));
            }
        } else if made == Some(Side::Declarer) {
            t.push(info.en, Side::Declarer, false, 1, info.silent); // JK-P3
        }
        if fig != TAROKK_COUNT && made == Some(Side::Defenders) {
            t.push(info.en, Side::Defenders, false, 1, -info.silent); // JK-P4
        }
    }
    t
}

impl Game {
    /// The settlement without allocating; `None` until the deal is over.
    pub fn tally(&self) -> Option<Tally> {
        self.tally_and_facts().map(|(t, _)| t)
    }

    /// The tally and the facts it was scored from (`None` for a throw-in); `None` until
    /// the deal is over.
    pub fn tally_and_facts(&self) -> Option<(Tally, Option<DealFacts>)> {
        if !self.is_over() {
            return None;
        }
        let Some(facts) = self.deal_facts() else { return Some((Tally::thrown_in(self.n), None)) };
        let mut tricks = [0u8; MAX_TABLE_SEATS];
        for (s, t) in tricks.iter_mut().enumerate().take(self.n as usize) {
            *t = self.tricks_won(s) as u8;
        }
        Some((tally_deal(&facts, tricks), Some(facts)))
    }

    /// The settlement; `None` until the deal is over.
    pub fn settlement(&self) -> Option<Settlement> {
        self.tally().map(|t| Settlement::from(&t))
    }
}

impl From<&Tally> for Settlement {
    fn from(t: &Tally) -> Settlement {
        let n = t.num_players as usize;
        Settlement {
            contract: t.level,
            declarer: t.declarer,
            partner: None,
            annulled: t.annulled,
            won: t.won,
            card_points: t.card_points.map(|p| p.to_vec()),
            amounts: t.amounts[..n].to_vec(),
            items: t.items().to_vec(),
            extra: vec![
                ("skart_index", Value::from(t.skart_index)),
                ("tricks_won", Value::Ints(t.tricks_won[..n].iter().map(|&x| x.into()).collect())),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(level: Level, k: i32, points: i32) -> DealFacts {
        let mut kontra = [1; ITEMS];
        kontra[0] = k;
        DealFacts {
            num_players: 3,
            declarer: 1,
            level,
            skart_index: is_kettos(level).then_some(1),
            card_points: [points, 66 - points],
            kontra,
            announced: 0,
            tarokk_count: None,
            silent_count: None,
            made: [None; FIGURES as usize],
            strict_announcements: true,
            announce_after_exchange: true,
        }
    }

    /// JK-P1 worked figures: a kontra'd and rekontra'd szóló won gets 28 + 30 = 58 from each
    /// opponent; lost, it pays 28 + 60 = 88 to each.
    #[test]
    fn jk_p1_worked_solo_58_and_88() {
        let won = tally_deal(&facts(SOLO, 4, 40), [0; MAX_TABLE_SEATS]);
        assert_eq!(won.items()[0].amount, 58);
        assert_eq!(&won.amounts[..3], &[-58, 116, -58]);
        let lost = tally_deal(&facts(SOLO, 4, 20), [0; MAX_TABLE_SEATS]);
        assert_eq!(lost.items()[0].amount, -88);
        assert_eq!(&lost.amounts[..3], &[88, -176, 88]);
        // Four at the table: the sitting-out dealer pays like an opponent (JK-D1).
        let mut four = facts(SOLO, 4, 40);
        four.num_players = 4;
        let t = tally_deal(&four, [0; MAX_TABLE_SEATS]);
        assert_eq!(&t.amounts[..4], &[-58, 174, -58, -58]);
    }

    /// JK-P1: kettős won 2k + 5, lost 2^i·k + 5 (i the skart index); JK-C3: 33 loses.
    #[test]
    fn jk_p1_kettos_by_skart_index() {
        assert_eq!(game_amount(1, true, 1, 3), 7);
        assert_eq!(game_amount(2, false, 1, 3), -13);
        assert_eq!(game_amount(3, false, 2, 5), -69);
        let mut f = facts(1, 1, 33);
        assert!(!game_won(&f));
        f.card_points = [34, 32];
        assert!(game_won(&f));
    }

    /// JK-F7, JK-C3: an announced volát that fails loses the game, and the opponents' silent
    /// volát is paid besides (clarification 6).
    #[test]
    fn jk_f7_failed_volat_loses_and_pays_the_silent_volat() {
        let mut f = facts(1, 1, 40);
        f.announced = 1 << VOLAT;
        f.made[VOLAT as usize] = Some(Side::Defenders);
        let t = tally_deal(&f, [0; MAX_TABLE_SEATS]);
        let amounts: Vec<(&str, Option<Side>, i32)> = t.items().iter().map(|i| (i.name, i.side, i.amount)).collect();
        assert_eq!(
            amounts,
            vec![("game", Some(Side::Declarer), -7), ("volát", Some(Side::Declarer), -10), ("volát", Some(Side::Defenders), -5)]
        );
    }

    /// JK-F4, JK-A3, JK-A4: a failed pagát ultimó pays 2k + 30 (the consolation unmultiplied),
    /// the forced tarokk count of 9 is worth 0 even kontra'd, and a captured pagát pays the
    /// opponents' silent pagát fogás.
    /// JK-F4, JK-P2, JK-A3: the pagát ultimó's value is multiplied by its kontra, its
    /// consolation (15 made, 30 failed) never (a mutation test found one guard only).
    #[test]
    fn jk_a3_pagat_ultimo_consolation_unmultiplied() {
        assert_eq!(announced_amount(PAGAT_ULTIMO, true, 1, 10), 17);
        assert_eq!(announced_amount(PAGAT_ULTIMO, true, 2, 10), 19);
        assert_eq!(announced_amount(PAGAT_ULTIMO, true, 4, 10), 23);
        assert_eq!(announced_amount(PAGAT_ULTIMO, false, 4, 10), -38);
    }

    #[test]
    fn jk_f4_failed_ultimo_with_captured_pagat() {
        let mut f = facts(2, 1, 40);
        f.announced = 1 << PAGAT_ULTIMO | 1 << TAROKK_COUNT;
        f.tarokk_count = Some(9);
        f.kontra[1 + PAGAT_ULTIMO as usize] = 2;
        f.kontra[1 + TAROKK_COUNT as usize] = 2;
        f.made[PAGAT_FOGAS as usize] = Some(Side::Defenders);
        let t = tally_deal(&f, [0; MAX_TABLE_SEATS]);
        let amounts: Vec<(&str, i32)> = t.items().iter().map(|i| (i.name, i.amount)).collect();
        assert_eq!(amounts, vec![("game", 7), ("tarokk count", 0), ("pagát ultimó", -34), ("pagát fogás", -1)]);
        assert_eq!(t.amounts[..3].iter().sum::<i32>(), 0);
    }

    /// JK-F1: the count's value, announced or (with the option) silent.
    #[test]
    fn jk_f1_count_values() {
        assert_eq!([9, 10, 11, 12].map(count_value), [0, 1, 2, 3]);
        let mut f = facts(1, 1, 40);
        f.silent_count = Some(11);
        let t = tally_deal(&f, [0; MAX_TABLE_SEATS]);
        assert_eq!((t.items()[1].name, t.items()[1].announced, t.items()[1].amount), ("tarokk count", false, 2));
        f.silent_count = Some(9);
        assert_eq!(tally_deal(&f, [0; MAX_TABLE_SEATS]).items().len(), 1);
    }
}
