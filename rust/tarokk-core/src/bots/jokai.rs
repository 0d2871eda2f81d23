//! The Jókai rule-based player: bids from honours, trump count, kings and voids; takes a
//! skart pair by its worth against the rising cost of a late take (JK-P1); discards to
//! make voids, counting points into its own pile; announces only the safe figures; plays
//! with plain trick heuristics (take valuable tricks cheaply, smear points on the
//! partner's trick, keep the pagát out of danger). Deterministic, and it uses only what
//! its seat knows (its hand, the public talk, the cards played so far).

use crate::action::Action;
use crate::card::{Card, CardSet, Suit};
use crate::jokai::actions::*;
use crate::jokai::{Game, Phase, FIVE_POINT};
use crate::rng::Rng;
use crate::sim::Policy;
use crate::trick::{winner, would_win};

/// The rule-based Jókai player.
#[derive(Clone, Copy, Debug, Default)]
pub struct JokaiRuleBot;

impl Policy<Game> for JokaiRuleBot {
    fn action(&self, g: &Game, seat: usize, legal: Actions, _rng: &mut Rng) -> Action {
        rule_action(g, seat, legal)
    }
    #[inline]
    fn card(&self, g: &Game, seat: usize, legal: CardSet, _rng: &mut Rng) -> Card {
        rule_play(g, seat, legal)
    }
}

/// XV..XX: trumps that win most tricks below the skíz and the XXI.
const HIGH_TRUMPS: CardSet = CardSet(0x3F << 14);

/// Hand strength: two per trump, the skíz and XXI, high trumps, kings, voids.
pub fn strength(h: CardSet) -> i32 {
    let trumps = h.intersect(CardSet::TRUMPS);
    let mut s = 2 * trumps.len() as i32;
    s += 4 * i32::from(h.contains(Card::SKIZ)) + 3 * i32::from(h.contains(Card::XXI));
    s += trumps.intersect(HIGH_TRUMPS).len() as i32;
    s += 3 * h.intersect(CardSet::KINGS).len() as i32;
    if trumps.len() >= 6 {
        s += Suit::ALL.iter().filter(|x| h.intersect(x.cards()).is_empty()).count() as i32;
    }
    s
}

/// Kettős strength: the skart's two cards and two discards (JK-S2) can turn a singleton
/// suit (not its king) into a void, worth as much as a void with a long trump suit.
pub fn kettos_strength(h: CardSet) -> i32 {
    let mut s = strength(h);
    if h.intersect(CardSet::TRUMPS).len() >= 6 {
        let singleton = |x: &&Suit| {
            let cards = h.intersect(x.cards());
            cards.len() == 1 && cards.intersect(CardSet::KINGS).is_empty()
        };
        s += Suit::ALL.iter().filter(singleton).count() as i32;
    }
    s
}

/// The strength needed for each level (JK-B2), kettős strength for the three kettős (they
/// pay alike, so a stronger hand only outbids), plain strength for szóló (no skart, and it
/// pays much more). Measured with these players (a forced declarer, 60 000 deals each): a
/// kettős breaks even at kettős strength about 26, a szóló at strength about 32.
const LEVEL_STRENGTH: [i32; LEVELS as usize] = [26, 28, 30, 32];

/// The highest level the player would play (0: none).
fn max_level(h: CardSet) -> Level {
    if strength(h) >= LEVEL_STRENGTH[3] {
        return SOLO;
    }
    let s = kettos_strength(h);
    LEVEL_STRENGTH[..3].iter().take_while(|&&t| s >= t).count() as Level
}

/// What a skart pair is worth to the declarer: its points, and two more per trump.
fn pair_value(g: &Game, p: u8) -> i32 {
    g.pair(p).iter().map(|c| c.points() as i32 + 2 * i32::from(c.is_trump())).sum()
}

/// JK-S1: take the pair in view, or turn to the next. A late take costs more when the game
/// is lost (2^i), so a pair seen early is taken when good enough, and once all three are
/// seen the best is chosen less a charge for each further view.
fn skart_choice(g: &Game, legal: Actions) -> Action {
    let take = TAKE_PAIR + g.skart_pair().expect("a pair in view");
    if !legal.contains(NEXT_PAIR) {
        return take;
    }
    let order = VIEW_ORDER[g.contract().expect("a contract") as usize - 1];
    let v = g.skart_view().expect("in the skart phase") as usize;
    let value = |view: usize| pair_value(g, order[view - 1]) - 2 * (view as i32 - 3).max(0);
    let best_later = match v {
        1 | 2 => return if value(v) >= 8 { take } else { NEXT_PAIR },
        3 => value(4).max(value(5)),
        _ => value(5),
    };
    if value(v) >= best_later {
        take
    } else {
        NEXT_PAIR
    }
}

fn rule_action(g: &Game, seat: usize, legal: Actions) -> Action {
    let hand = g.hand(seat);
    let trumps = hand.intersect(CardSet::TRUMPS).len();
    match g.phase() {
        Phase::Bidding => {
            let m = max_level(hand);
            legal.iter().find(|&a| a > PASS && a - BID <= m).unwrap_or(PASS)
        }
        Phase::Skart => skart_choice(g, legal),
        Phase::Discard => {
            let cards = CardSet(legal.0 as u64).minus(FIVE_POINT);
            let suits = cards.minus(CardSet::TRUMPS);
            if suits.is_empty() {
                return cards.first().expect("a discard").id();
            }
            // From the shortest suit (towards a void), the most points first: the discards
            // count for the declarer (JK-S2).
            let len = |c: Card| hand.intersect(c.lead().cards()).len();
            suits.iter().min_by_key(|&c| (len(c), u8::MAX - c.points(), c.id())).expect("a discard").id()
        }
        Phase::Announce => {
            // The count is always made (JK-F1); the honours and pagát ultimó need a long
            // trump suit to be safe.
            let wants = [
                (TAROKK_COUNT, true),
                (TULETROA, CardSet::HONOURS.is_subset(hand) && trumps >= 9),
                (PAGAT_ULTIMO, hand.contains(Card::PAGAT) && trumps >= 11),
            ];
            wants.iter().find(|&&(f, w)| w && legal.contains(ANNOUNCE + f)).map_or(PASS, |&(f, _)| ANNOUNCE + f)
        }
        Phase::Kontra => {
            // Kontra a volát always, the game with a strong defending hand; never the count.
            if legal.contains(KONTRA + 1 + VOLAT) {
                return KONTRA + 1 + VOLAT;
            }
            let strong = trumps >= 7 && (hand.contains(Card::SKIZ) || hand.contains(Card::XXI));
            if strong && legal.contains(KONTRA) {
                KONTRA
            } else {
                PASS
            }
        }
        Phase::Rekontra => {
            if legal.contains(REKONTRA) && strength(hand) >= LEVEL_STRENGTH[3] {
                REKONTRA
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
    let trick = p.trick();
    let rules = p.rules();
    let k = g.index_of(me).expect("an active seat");
    let d = g.index_of(g.declarer().expect("a declarer")).expect("the declarer is active");
    let hand = p.hand(k);
    // Pagát ultimó announced: the declarer keeps the pagát for the last trick.
    let keep_pagat = k == d && g.is_announced(PAGAT_ULTIMO) && legal.len() > 1;
    let legal = if keep_pagat { legal.minus(CardSet::EMPTY.with(Card::PAGAT)) } else { legal };
    let cheapest = |s: CardSet| s.iter().min_by_key(|c| (c.points(), c.id())).expect("a card");
    // Cards no longer out: those played (remembered) and one's own.
    let mut played = trick.set();
    for s in 0..3 {
        played = played.union(p.won(s));
    }
    let out = CardSet::ALL42.minus(hand).minus(played);
    if trick.is_empty() {
        // Cash a king while its suit is still out; else lead low from the shortest suit.
        let cash = legal.intersect(CardSet::KINGS).iter().find(|k| out.intersect(k.lead().cards()).len() >= 3);
        if let Some(c) = cash {
            return c;
        }
        // The declarer with the top trumps draws the opponents' trumps.
        let top = out.intersect(CardSet::TRUMPS).last();
        if k == d {
            if let Some(t) = legal.intersect(CardSet::TRUMPS).last().filter(|&t| top.map_or(true, |o| t > o)) {
                if !out.intersect(CardSet::TRUMPS).is_empty() {
                    return t;
                }
            }
        }
        let suits = legal.minus(CardSet::TRUMPS);
        if !suits.is_empty() {
            let len = |c: Card| hand.intersect(c.lead().cards()).len();
            return suits.iter().min_by_key(|&c| (len(c), c.points(), c.id())).expect("a card");
        }
        let low = legal.minus(CardSet::HONOURS);
        return if low.is_empty() { legal.last().expect("a card") } else { low.first().expect("a card") };
    }
    let w = (p.leader() + winner(trick, rules)) % 3;
    let last_to_play = trick.len() == 2;
    let mate = w != k && w != d && k != d;
    let win: CardSet = legal.iter().filter(|&c| would_win(trick, c, rules)).collect();
    if mate {
        // The partner's trick: smear points when it is safe (last to play, or his card
        // cannot be beaten by the declarer's).
        let best_out = out.intersect(CardSet::TRUMPS).last();
        let safe = last_to_play || trick.get(winner(trick, rules)).is_some_and(|c| c.is_trump() && best_out.map_or(true, |o| c > o));
        if safe {
            let give = legal.minus(CardSet::EMPTY.with(Card::PAGAT));
            let give = if give.is_empty() { legal } else { give };
            return give.iter().max_by_key(|c| (c.points(), u8::MAX - c.id())).expect("a card");
        }
        return cheapest(legal);
    }
    if win.is_empty() {
        // Losing the trick: never throw the pagát or the XXI to the other party.
        let spare = legal.minus(CardSet::EMPTY.with(Card::PAGAT).with(Card::XXI));
        return cheapest(if spare.is_empty() { legal } else { spare });
    }
    if last_to_play {
        return cheapest(win);
    }
    let suit_winners = win.minus(CardSet::TRUMPS);
    if !suit_winners.is_empty() {
        return suit_winners.last().expect("a card");
    }
    // Trumping in: the lowest winning trump but the pagát (it could be caught), and not
    // the XXI while the skíz is out.
    let mut pick = win.minus(CardSet::EMPTY.with(Card::PAGAT));
    if out.contains(Card::SKIZ) && pick.len() > 1 {
        pick.remove(Card::XXI);
    }
    if pick.is_empty() {
        pick = win;
    }
    pick.first().expect("a card")
}
