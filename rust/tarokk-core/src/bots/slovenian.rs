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
            if m.is_none() && legal.contains(BID + KLOP) {
                return BID + KLOP;
            }
            let ok = |a: Action| plays(a - BID) && m.is_some_and(|m| a - BID <= m);
            let best = legal.iter().filter(|&a| ok(a)).last();
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

