//! The Slovenian rule-based player: bids from honours, tarok count, kings and voids; calls,
//! takes the talon and discards with simple preferences; plays with cheap heuristics
//! (take valuable tricks with the cheapest winning card, else throw the cheapest card).
//! Deterministic.

use crate::action::Action;
use crate::card::{Card, CardSet, Suit};
use crate::sim::Policy;
use crate::slovenian::actions::*;
use crate::slovenian::contract::{self, Contract, KLOP};
use crate::slovenian::{Game, Phase};
use crate::trick::{winner, would_win};
use crate::rng::Rng;

/// The rule-based Slovenian player.
#[derive(Clone, Copy, Debug, Default)]
pub struct SlovenianRuleBot;

impl Policy<Game> for SlovenianRuleBot {
    fn action(&self, g: &Game, seat: usize, legal: Actions, _rng: &mut Rng) -> Action {
        rule_action(g, seat, legal)
    }
    #[inline]
    fn card(&self, g: &Game, seat: usize, legal: CardSet, _rng: &mut Rng) -> Card {
        rule_play(g, seat, legal)
    }
}

/// Hand strength for bidding: taroks, the škis and mond, high taroks, kings, voids.
fn strength(h: CardSet) -> i32 {
    let taroks = h.intersect(CardSet::TRUMPS);
    let mut s = taroks.len() as i32;
    s += 3 * i32::from(h.contains(Card::SKIZ)) + 3 * i32::from(h.contains(Card::XXI));
    // XVI..XX.
    s += taroks.intersect(CardSet(0x1F << 15)).len() as i32;
    s += 2 * h.intersect(CardSet::KINGS).len() as i32;
    if taroks.len() >= 5 {
        s += Suit::ALL.iter().filter(|x| h.intersect(x.cards()).is_empty()).count() as i32;
    }
    s
}

/// The highest contract the rule player would play with this hand (`None`: none).
fn max_contract(h: CardSet, n: usize) -> Option<Contract> {
    let s = strength(h);
    let table: &[(i32, Contract)] = if n == 4 {
        &[(24, 8), (21, 6), (19, 5), (17, 4), (14, 3), (12, 2), (10, 1)]
    } else {
        &[(19, 3), (16, 2), (13, 1)]
    };
    table.iter().find(|&&(t, _)| s >= t).map(|&(_, c)| c)
}

/// Contracts the rule player bids or declares (no beggars, no valats).
fn plays(c: Contract) -> bool {
    matches!(c, 1..=6 | 8)
}

fn rule_action(g: &Game, seat: usize, legal: Actions) -> Action {
    let n = g.num_players();
    let hand = g.hand(seat);
    match g.phase() {
        Phase::Bidding => {
            let m = max_contract(hand, n);
            legal
                .iter()
                .filter(|&a| a > PASS && a < BID + 12)
                .find(|&a| plays(a - BID) && m.is_some_and(|m| a - BID <= m))
                .unwrap_or(PASS)
        }
        Phase::Declare => {
            let m = max_contract(hand, n);
            let ok = |a: Action| plays(a - BID) && m.is_some_and(|m| a - BID <= m);
            let best = legal.iter().filter(|&a| ok(a)).last();
            // Klop when no contract it would play may be declared (a compulsory round
            // offers none under solo without), not the lowest it may.
            if best.is_none() && legal.contains(BID + KLOP) {
                return BID + KLOP;
            }
            best.or_else(|| legal.iter().find(|&a| plays(a - BID)))
                .or_else(|| legal.iter().next())
                .expect("a contract to declare")
        }
        Phase::Call => {
            // A king we lack, in the suit where we hold most cards.
            let kings = hand.intersect(CardSet::KINGS);
            let (base, held) = if kings != CardSet::KINGS { (CALL_KING, 7) } else { (CALL_QUEEN, 6) };
            (0..4u8)
                .filter(|&s| {
                    let card = Card::suited(Suit::from_index(s), held).expect("court card");
                    !hand.contains(card) && legal.contains(base + s)
                })
                .max_by_key(|&s| (hand.intersect(Suit::from_index(s).cards()).len(), 4 - s))
                .map_or(CALL_KING, |s| base + s)
        }
        Phase::Talon => {
            let k = contract::info(g.contract().expect("contract")).talon_set as usize;
            let talon = g.talon();
            let value = |i: usize| -> i32 {
                let set: CardSet = talon[i * k..(i + 1) * k].iter().copied().collect();
                set.points() as i32 + 2 * set.intersect(CardSet::TRUMPS).len() as i32
            };
            let sets = 6 / k;
            let best = (0..sets).max_by_key(|&i| (value(i), sets - i)).unwrap_or(0);
            TAKE_SET + best as u8
        }
        Phase::Discard => {
            let cards = CardSet(legal.0 as u64 & CardSet::ALL54.0);
            let suits = cards.minus(CardSet::TRUMPS);
            if suits.is_empty() {
                return cards.first().expect("a discard").id();
            }
            // From the shortest suit, the most points first (they count for us).
            let len = |c: Card| hand.intersect(c.lead().cards()).len();
            suits
                .iter()
                .min_by_key(|&c| (len(c), u8::MAX - c.points(), c.id()))
                .expect("a discard")
                .id()
        }
        Phase::Raise => PASS,
        Phase::Announce => {
            if legal.contains(ANNOUNCE + TRULA) && CardSet::HONOURS.is_subset(hand) {
                ANNOUNCE + TRULA
            } else if legal.contains(ANNOUNCE + KINGS) && CardSet::KINGS.is_subset(hand) {
                ANNOUNCE + KINGS
            } else {
                PASS
            }
        }
        Phase::Play => rule_play(g, seat, CardSet(legal.0 as u64)).id(),
        Phase::Over => PASS,
    }
}

fn rule_play(g: &Game, me: usize, legal: CardSet) -> Card {
    let p = g.play_state().expect("in play");
    let n = g.num_players();
    let trick = p.trick();
    let rules = p.rules();
    let hand = p.hand(me);
    let cheapest = |s: CardSet| s.iter().min_by_key(|c| (c.points(), c.id())).expect("a card");
    let last_of = |s: CardSet| s.last().expect("a card");
    if rules.negative {
        if trick.is_empty() {
            let suits = legal.minus(CardSet::TRUMPS);
            return suits.iter().min_by_key(|c| (c.rank(), c.id())).unwrap_or_else(|| legal.first().expect("a card"));
        }
        let win: CardSet = legal.iter().filter(|&c| would_win(trick, c, rules)).collect();
        let safe = legal.minus(win);
        return if safe.is_empty() {
            last_of(legal)
        } else {
            safe.iter().max_by_key(|c| (c.points(), c.rank(), c.id())).expect("a card")
        };
    }
    if trick.is_empty() {
        // Cash a king while its suit is still out; else lead from the shortest suit.
        let mut played = CardSet::EMPTY;
        for s in 0..n {
            played = played.union(p.won(s));
        }
        let out = CardSet::ALL54.minus(hand).minus(played);
        let cash = legal
            .intersect(CardSet::KINGS)
            .iter()
            .find(|k| out.intersect(k.lead().cards()).len() >= 4);
        if let Some(k) = cash {
            return k;
        }
        let suits = legal.minus(CardSet::TRUMPS);
        if !suits.is_empty() {
            let len = |c: Card| hand.intersect(c.lead().cards()).len();
            return suits.iter().min_by_key(|&c| (len(c), c.rank(), c.id())).expect("a card");
        }
        let low = legal.minus(CardSet::HONOURS);
        return if low.is_empty() { legal.first().expect("a card") } else { low.first().expect("a card") };
    }
    let leader = p.leader();
    let w = (leader + winner(trick, rules)) % n;
    let mate = w != me && g.on_declarer_side(w) == g.on_declarer_side(me) && g.knows_side(me, w);
    if mate {
        // Smear points onto the partner's trick.
        return legal.iter().max_by_key(|c| (c.points(), u8::MAX - c.id())).expect("a card");
    }
    let win: CardSet = legal.iter().filter(|&c| would_win(trick, c, rules)).collect();
    if win.is_empty() {
        return cheapest(legal);
    }
    if trick.len() == n - 1 {
        return cheapest(win);
    }
    let suit_winners = win.minus(CardSet::TRUMPS);
    if !suit_winners.is_empty() {
        return last_of(suit_winners);
    }
    // Trumping in: the lowest winning tarok, keeping the mond back while the škis is out.
    let skiz_out = !hand.contains(Card::SKIZ) && !(0..n).any(|s| p.won(s).contains(Card::SKIZ));
    let pick = if skiz_out && win.len() > 1 { win.minus(CardSet::EMPTY.with(Card::XXI)) } else { win };
    pick.first().expect("a card")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameState;
    use crate::slovenian::{Dealt, Options};

    fn set(s: &str) -> CardSet {
        crate::parse_cards(s).unwrap().into_iter().collect()
    }

    fn one(s: &str) -> Card {
        crate::parse_card(s).unwrap()
    }

    /// A deal of `n` seats, the dealer last (seat 0 the forehand): the cards given to each
    /// seat and the talon's first cards in order; the rest of the pack, in card order, goes
    /// round the hands with room, then to the talon.
    fn game_of(n: usize, hands: &[&str], talon: &str, compulsory: bool) -> Game {
        let mut given = [CardSet::EMPTY; 4];
        for (k, h) in hands.iter().enumerate() {
            given[k] = set(h);
        }
        let mut rest_talon = crate::parse_cards(talon).unwrap();
        let used = given.iter().fold(rest_talon.iter().copied().collect::<CardSet>(), |a, &h| a.union(h));
        // Round the seats with room, so that every hand gets some of the taroks left.
        let mut rest = CardSet::ALL54.minus(used).iter();
        let mut k = 0;
        while given[..n].iter().any(|h| h.len() < 48 / n as u32) {
            if given[k].len() < 48 / n as u32 {
                given[k].insert(rest.next().unwrap());
            }
            k = (k + 1) % n;
        }
        rest_talon.extend(rest);
        Game::new(n, Dealt { hands: given, talon: rest_talon.try_into().unwrap() }, n - 1, compulsory, Options::default()).unwrap()
    }

    fn act(g: &Game) -> Action {
        rule_action(g, g.current_player().unwrap(), g.legal_actions())
    }

    /// The rule player's card for the seat to play.
    fn card(g: &Game) -> Card {
        let a = act(g);
        assert_eq!(rule_play(g, g.current_player().unwrap(), CardSet(g.legal_actions().0 as u64)).id(), a);
        Card::new(a).unwrap()
    }

    /// Three players: seat `d` bids and declares contract `c` (the others pass).
    fn declare3(g: &mut Game, d: usize, c: Contract) {
        for s in 0..3 {
            g.apply(if s == d { BID + c } else { PASS }).unwrap();
        }
        assert_eq!((g.phase(), g.current_player()), (Phase::Declare, Some(d)));
        g.apply(BID + c).unwrap();
    }

    /// Three players, a one (contract 3) of seat `d` who takes the talon's first card and
    /// discards it, nothing announced, and these cards played.
    fn one_of(hands: [&str; 3], d: usize, cards: &str) -> Game {
        let mut g = game_of(3, &hands, "4D", false);
        declare3(&mut g, d, contract::ONE);
        g.apply(TAKE_SET).unwrap();
        g.apply(one("4D").id()).unwrap();
        while g.phase() == Phase::Announce {
            g.apply(PASS).unwrap();
        }
        for c in crate::parse_cards(cards).unwrap() {
            g.apply(c.id()).unwrap();
        }
        g
    }

    /// The strength counts one a tarok, 3 the škis and the mond, one a tarok of XVI..XX, 2
    /// a king and, with five taroks or more, one a void; the contract is the highest whose
    /// threshold the hand reaches, by the number of players.
    #[test]
    fn the_strength_and_the_contract() {
        let hands = [
            ("X IX VIII VII QH JH 8C 7C 9S 10S 7S 8S", 4, None, None),
            ("X IX VIII VII VI QH JH 8C 7C 9S 10S 7S", 6, None, None),
            ("XX XIX III II I KH QH JH 8C 7C 9S 10S", 10, None, Some(1)),
            ("skiz XXI XX XVI II KH QH JH 8C 7C 9S 2D", 15, Some(1), Some(3)),
            ("skiz XXI XX XVI II KH QH JH 8C 7C 9S 10S", 16, Some(2), Some(3)),
            ("skiz XXI XX XIX XVIII XVII II KH QH JH 8C 7C", 21, Some(3), Some(6)),
            ("skiz XXI XX XIX XVIII XVII XVI II KH KD KC KS", 27, Some(3), Some(8)),
        ];
        for (h, s, three, four) in hands {
            let h = set(h);
            assert_eq!((strength(h), max_contract(h, 3), max_contract(h, 4)), (s, three, four), "{h:?}");
        }
    }

    /// It bids the lowest contract it may and would play, never a beggar.
    #[test]
    fn it_bids_up_to_its_contract() {
        let strong = "skiz XXI XX XVI II KH QH JH 8C 7C 9S 10S 1H 2H 3H 4H";
        assert_eq!(act(&game_of(3, &[strong], "", false)), BID + 1);
        assert_eq!(act(&game_of(3, &["X IX VIII VII VI QH JH 8C 7C 9S 10S 7S 1H 2H 3H 4H"], "", false)), PASS);
        // After a three of seat 0: a two with strength 16, not with 15.
        for (h, a) in [(strong, BID + 2), ("skiz XXI XX XVI II KH QH JH 8C 7C 9S 2D 1H 3H 4H 2H", PASS)] {
            let mut g = game_of(3, &["", h], "", false);
            g.apply(BID + 1).unwrap();
            assert_eq!(act(&g), a, "{h}");
        }
        // Four players: over a solo one, solo without (not the beggar between).
        let mut g = game_of(4, &["", "", "skiz XXI XX XIX XVIII XVII XVI II KH KD KC KS"], "", false);
        g.apply(BID + contract::SOLO_ONE).unwrap();
        assert_eq!(g.current_player(), Some(2));
        assert_eq!(act(&g), BID + contract::SOLO_WITHOUT);
    }

    /// The forehand of four, everybody else passing, declares klop without a contract it
    /// would play, else the highest it would.
    #[test]
    fn the_forehand_declares_klop_or_its_highest_contract() {
        for (h, a) in [("X IX VIII VII VI QH JH 8C 7C 9S 10S 7S", BID + KLOP), ("skiz XXI XX XVI II KH QH JH 8C 7C 9S 10S", BID + contract::ONE)] {
            let mut g = game_of(4, &[h], "", false);
            for _ in 0..3 {
                g.apply(PASS).unwrap();
            }
            assert_eq!((g.phase(), g.current_player()), (Phase::Declare, Some(0)));
            assert_eq!(act(&g), a, "{h}");
        }
    }

    /// In a compulsory klop round nobody bids under solo without: the forehand declares klop
    /// when it would play no contract it may declare, solo without when it would.
    #[test]
    fn in_a_compulsory_round_the_forehand_declares_klop_below_solo_without() {
        for (h, a) in [
            ("skiz XXI XX XVI II KH QH JH 8C 7C 9S 10S", BID + KLOP),
            ("skiz XXI XX XIX XVIII XVII XVI II KH KD KC KS", BID + contract::SOLO_WITHOUT),
        ] {
            let mut g = game_of(4, &[h], "", true);
            for _ in 0..3 {
                assert_eq!(act(&g), PASS);
                g.apply(PASS).unwrap();
            }
            assert_eq!((g.phase(), g.current_player()), (Phase::Declare, Some(0)));
            assert!(g.legal_actions().contains(BID + KLOP));
            assert_eq!(act(&g), a, "{h}");
        }
    }

    /// A declarer held to a bid above its hand declares the lowest contract it plays: over
    /// a beggar of four, solo without (it plays no beggars).
    #[test]
    fn held_above_its_hand_it_declares_the_lowest_contract_it_plays() {
        let mut g = game_of(4, &["", "X IX VIII VII VI QH JH 8C 7C 9S 10S 7S"], "", false);
        g.apply(BID + contract::BEGGAR).unwrap();
        for _ in 0..3 {
            g.apply(PASS).unwrap();
        }
        assert_eq!((g.phase(), g.current_player()), (Phase::Declare, Some(1)));
        assert_eq!(act(&g), BID + contract::SOLO_WITHOUT);
    }

    /// The king it lacks in its longest suit (ties to the first suit); with all four kings,
    /// a queen it lacks.
    #[test]
    fn it_calls_a_king_it_lacks_in_its_longest_suit() {
        let cases = [
            ("KH 1H 2H 3H 4H JD QD CD 7C 8C 9C XX", CALL_KING + 1),
            ("KS 1H 2H 3H JD QD CD 4D 7C 8C XX XIX", CALL_KING + 1),
            ("KH KD KC KS QH QD 7C 8C 9C 10C XX XIX", CALL_QUEEN + 2),
        ];
        for (h, a) in cases {
            let mut g = game_of(4, &[h], "", false);
            for _ in 0..3 {
                g.apply(PASS).unwrap();
            }
            g.apply(BID + contract::THREE).unwrap();
            assert_eq!(g.phase(), Phase::Call);
            assert_eq!(act(&g), a, "{h}");
        }
    }

    /// The talon set worth most (points, two more a tarok), ties to the first.
    #[test]
    fn it_takes_the_talon_set_worth_most() {
        let cases = [
            (contract::ONE, "8C KH XX KD 7C 9S", TAKE_SET + 1),
            (contract::TWO, "QH 7C II III 8C 9C", TAKE_SET + 1),
            (contract::TWO, "KH QH 7C 8C 9C 10C", TAKE_SET),
            (contract::THREE, "KH 7C 8C II III IV", TAKE_SET + 1),
        ];
        for (c, talon, a) in cases {
            let mut g = game_of(3, &[], talon, false);
            declare3(&mut g, 0, c);
            assert_eq!(g.phase(), Phase::Talon);
            assert_eq!(act(&g), a, "{talon}");
        }
    }

    /// The discards: from the shortest suit, most points first.
    #[test]
    fn it_discards_towards_a_void_most_points_first() {
        let mut g = game_of(3, &["I II III IV V VI VII VIII KH QH JH 1H CD JD 7S 8S"], "QS IX 7C 8C 9C 10C", false);
        declare3(&mut g, 0, contract::TWO);
        g.apply(TAKE_SET).unwrap();
        // Hearts 4, diamonds 2, spades 3 with the queen.
        assert_eq!(act(&g), one("CD").id());
        g.apply(one("CD").id()).unwrap();
        assert_eq!(act(&g), one("JD").id());
    }

    /// The declarer announces trula with the three honours, else the kings with all four.
    #[test]
    fn it_announces_trula_and_the_kings_it_holds() {
        let cases = [
            ("skiz XXI I II KH KD KC QH JH 8C 7C 9S 10S 7S 8S 3D", ANNOUNCE + TRULA),
            ("skiz XXI II III KH KD KC KS JH 8C 7C 9S 10S 7S 8S 3D", ANNOUNCE + KINGS),
            ("skiz XXI II III KH KD KC QS JH 8C 7C 9S 10S 7S 8S 3D", PASS),
        ];
        for (h, a) in cases {
            let mut g = game_of(3, &[h], "4D", false);
            declare3(&mut g, 0, contract::ONE);
            g.apply(TAKE_SET).unwrap();
            g.apply(one("4D").id()).unwrap();
            assert_eq!((g.phase(), g.current_player()), (Phase::Announce, Some(0)));
            assert_eq!(act(&g), a, "{h}");
        }
    }

    /// On lead: a king with four cards of its suit out, else the lowest card of the shortest
    /// suit, else the lowest tarok but the honours.
    #[test]
    fn its_lead() {
        let lead = |h: &str| card(&one_of([h, "", ""], 0, ""));
        assert_eq!(lead("KH QH CH JH skiz XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI"), one("KH"));
        assert_eq!(lead("KH QH CH JH 1H skiz XXI XX XIX XVIII XVII XVI XV XIV XIII XII"), one("1H"));
        assert_eq!(lead("skiz XXI I II III IV V VI VII VIII IX X XI XII XIII XIV"), one("II"));
        let g = one_of(["KH QH CH JH 1H skiz XXI XX XIX XVIII XVII XVI XV XIV XIII XII", "", ""], 0, "");
        let mut rng = Rng::new(1);
        assert_eq!(SlovenianRuleBot.card(&g, 0, CardSet(g.legal_actions().0 as u64), &mut rng), one("1H"));
        assert_eq!(SlovenianRuleBot.action(&g, 0, g.legal_actions(), &mut rng), one("1H").id());
    }

    /// On the partner's trick it smears the most points (the mond before the škis).
    #[test]
    fn it_smears_on_the_partners_trick() {
        // Declarer 0 leads JH, defender 1 takes with KH, defender 2 is last.
        let g = one_of(["JH skiz XXI XX XIX XVIII XVII XVI XV XIV XIII XII XI X IX VIII", "KH CH", "QH 1H"], 0, "JH KH");
        assert_eq!(card(&g), one("QH"));
        // Declarer 2; defender 0 leads XX, defender 1 follows with the škis or the mond.
        let g = one_of(["XX KH", "skiz XXI II III KD QD CD JD 1D 2D 3D KC QC CC JC 10C", ""], 2, "XX");
        assert_eq!(card(&g), one("XXI"));
    }

    /// Against the other side: the cheapest winning card when last, else the highest
    /// winning suit card, else the lowest winning tarok, the mond kept back only while the
    /// škis is out; the cheapest card when it cannot win.
    #[test]
    fn it_takes_the_trick_cheaply() {
        // Defender 0 leads JD, defender 1 plays 1D, declarer 2 takes with the queen.
        let g = one_of(["JD CD 2D 3D", "1D", "KD QD"], 2, "JD 1D");
        assert_eq!(card(&g), one("QD"));
        // Declarer 0 leads JD, 1 plays 1D, defender 2 takes with the queen.
        let g = one_of(["JD CD 2D 3D", "1D", "KD QD"], 0, "JD 1D");
        assert_eq!(card(&g), one("QD"));
        // Not last: the king.
        let g = one_of(["JD CD 2D 3D", "KD QD 1D", ""], 0, "JD");
        assert_eq!(card(&g), one("KD"));
        // Defender 1 over XX with the škis and the mond: the mond (the škis is not out).
        let g = one_of(["XX", "skiz XXI KH QH CH JH 1H 2H 3H 4H KC QC CC JC 10C 9C", ""], 0, "XX");
        assert_eq!(card(&g), one("XXI"));
        // Defender 1 void in diamonds with the mond as its only tarok: the mond.
        let g = one_of(["KD", "XXI KH QH CH JH 1H 2H 3H 4H KC QC CC JC 10C 9C 8C", ""], 0, "KD");
        assert_eq!(card(&g), one("XXI"));
    }
}
