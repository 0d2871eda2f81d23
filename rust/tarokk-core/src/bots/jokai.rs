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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameState;
    use crate::jokai::deal::Dealt;
    use crate::jokai::Options;

    fn set(s: &str) -> CardSet {
        crate::parse_cards(s).unwrap().into_iter().collect()
    }

    /// A three-seat deal, dealer 2 (seat 0 the forehand): the cards given to each seat and
    /// the skart's first cards in order; the rest of the pack fills the hands to twelve
    /// (seat 0 first) in card order, then the skart.
    fn game_with(hands: [&str; 3], talon: &str, opts: Options) -> Game {
        let mut given = [CardSet::EMPTY; 4];
        for (k, h) in hands.iter().enumerate() {
            given[k] = set(h);
        }
        let mut skart = crate::parse_cards(talon).unwrap();
        let used = given.iter().fold(skart.iter().copied().collect::<CardSet>(), |a, &h| a.union(h));
        let mut rest = CardSet::ALL42.minus(used).iter();
        for h in given.iter_mut().take(3) {
            while h.len() < 12 {
                h.insert(rest.next().unwrap());
            }
        }
        skart.extend(rest);
        Game::new(3, Dealt { hands: given, talon: skart.try_into().unwrap() }, 2, opts).unwrap()
    }

    fn game(hands: [&str; 3], talon: &str) -> Game {
        game_with(hands, talon, Options::default())
    }

    /// Seat `d` bids `level` and the others pass (seats speak 0, 1, 2).
    fn bid(g: &mut Game, d: usize, level: Level) {
        for s in 0..3 {
            g.apply(if s == d { BID + level } else { PASS }).unwrap();
        }
    }

    /// A szóló of seat `d` with these figures announced, no kontra, and these cards played.
    fn solo(g: &mut Game, d: usize, figures: &[Figure], cards: &str) {
        bid(g, d, SOLO);
        for &f in figures {
            g.apply(ANNOUNCE + f).unwrap();
        }
        for _ in 0..3 {
            g.apply(PASS).unwrap();
        }
        assert_eq!(g.phase(), Phase::Play);
        for c in crate::parse_cards(cards).unwrap() {
            g.apply(c.id()).unwrap();
        }
    }

    /// The rule player's action for the seat to play.
    fn act(g: &Game) -> Action {
        rule_action(g, g.current_player().unwrap(), g.legal_actions())
    }

    /// The rule player's card for the seat to play.
    fn card(g: &Game) -> Card {
        let a = act(g);
        assert_eq!(rule_play(g, g.current_player().unwrap(), CardSet(g.legal_actions().0 as u64)).id(), a);
        Card::new(a).unwrap()
    }

    fn one(s: &str) -> Card {
        crate::parse_card(s).unwrap()
    }

    /// The strength counts two a trump, 4 the skíz, 3 the XXI, one a trump of XV..XX, 3 a
    /// king and, with six trumps or more, one a void; the kettős strength one more a
    /// singleton suit but a king; the level is the highest whose measured strength the
    /// hand has (kettős 26, 28, 30; szóló 32 of plain strength).
    #[test]
    fn the_strength_and_the_level_at_the_thresholds() {
        let hands = [
            // Six trumps without honours or kings: two voids.
            ("X IX VIII VII VI V QH CH JH QD CD JD", 14, 14, 0),
            // Five trumps: the voids do not count.
            ("XIX V IV III II KH QH CH JH 1H KD QD", 17, 17, 0),
            ("skiz XXI XX XIV III II KH QH QD JD 1D JC", 24, 25, 0),
            ("skiz XXI XX XIX III II KH QH QD JD 1D JC", 25, 26, 1),
            ("skiz XXI XX XIX XVIII III KH QH QD JD 1D JC", 26, 27, 1),
            ("skiz XXI XX XIX XVIII XVII KH QH QD JD 1D JC", 27, 28, 2),
            ("skiz XXI XX XIX III II KH QH KD QD JD JC", 28, 29, 2),
            ("skiz XXI XX XIX XVIII II KH QH KD QD JD JC", 29, 30, 3),
            // A singleton king is no singleton to discard; the clubs are no singleton.
            ("skiz XX XIX IX VIII VII JH KD QC CC JC 10C", 22, 23, 0),
            ("skiz XXI XX XIX IV III II KH QH KD QD JD", 31, 31, 3),
            ("skiz XXI XX XIX XVIII III II KH QH KD QD JD", 32, 32, SOLO),
        ];
        for (h, s, ks, level) in hands {
            let h = set(h);
            assert_eq!(h.len(), 12);
            assert_eq!((strength(h), kettos_strength(h), max_level(h)), (s, ks, level), "{h:?}");
        }
    }

    /// It bids the lowest level it may that it would play, and passes when that is above
    /// the hand.
    #[test]
    fn it_bids_up_to_its_level() {
        let weak = "skiz XXI XX XIV III II KH QH QD JD 1D JC";
        let second = "skiz XXI XX XIX XVIII XVII KH QH QD JD 1D JC";
        assert_eq!(act(&game([weak, "", ""], "")), PASS);
        assert_eq!(act(&game([second, "", ""], "")), BID + 1);
        for (h, a) in [("skiz XXI XX XIX III II KH QH QD JD 1D JC", PASS), ("skiz XXI XX XIX XVIII II KH QH KD QD JD JC", BID + 3)] {
            let mut g = game(["", h, ""], "");
            g.apply(BID + 2).unwrap();
            assert_eq!(act(&g), a, "{h}");
        }
    }

    /// The skart choices of a second kettős (pairs in view 1, 2, 0, 1, 2): a pair worth 8
    /// (its points, two more a trump) is taken at view 1 or 2; at view 3 the pair is
    /// taken when worth the best later view less 2 a further view; the fifth is taken.
    #[test]
    fn the_skart_pair_by_its_worth_against_a_late_take() {
        let cases: [(&str, &[Action]); 5] = [
            // Pair 1 worth 8 (king 5, trump 1 + 2).
            ("JC 10C KH X JS 10S", &[TAKE_PAIR + 1]),
            // Pair 1 worth 7, pair 2 worth 8.
            ("JC 10C KH JH KD X", &[NEXT_PAIR, TAKE_PAIR + 2]),
            // 7, 7, then pair 0 worth 4 against 7 − 2 at view 4: pair 1 at view 4.
            ("JC JS KH JH KD JD", &[NEXT_PAIR, NEXT_PAIR, NEXT_PAIR, TAKE_PAIR + 1]),
            // Pair 0 worth 5 against 7 − 2: taken at view 3.
            ("QC 10C KH JH KD JD", &[NEXT_PAIR, NEXT_PAIR, TAKE_PAIR]),
            // 4, 7, 2: 2 − 2 at view 4 against 7 − 4 at view 5: the fifth view's pair 2.
            ("10C 10S JH JD KD JC", &[NEXT_PAIR, NEXT_PAIR, NEXT_PAIR, NEXT_PAIR, TAKE_PAIR + 2]),
        ];
        for (talon, want) in cases {
            let mut g = game(["", "", ""], talon);
            bid(&mut g, 0, 2);
            let mut got = vec![];
            while g.phase() == Phase::Skart {
                got.push(act(&g));
                g.apply(*got.last().unwrap()).unwrap();
            }
            assert_eq!(got, want, "{talon}");
        }
    }

    /// The discards: from the shortest suit, most points first, never a trump while a suit
    /// card may go.
    #[test]
    fn it_discards_towards_a_void_most_points_first() {
        let mut g = game(["I II III IV V VI VII KH QH JH 1H CD", "", ""], "JD QS 10C 10S JC JS");
        bid(&mut g, 0, 1);
        g.apply(TAKE_PAIR).unwrap();
        // Hearts 4 (and the king), diamonds CD JD, spades QS.
        assert_eq!(act(&g), one("QS").id());
        g.apply(one("QS").id()).unwrap();
        assert_eq!(act(&g), one("CD").id());
    }

    /// The figures announced, in turn, by a szóló declarer with this hand (seat 0).
    fn announced(hand: &str) -> Vec<Action> {
        let mut g = game([hand, "", ""], "");
        bid(&mut g, 0, SOLO);
        let mut got = vec![];
        while g.phase() == Phase::Announce {
            got.push(act(&g));
            g.apply(*got.last().unwrap()).unwrap();
        }
        got
    }

    /// Only the safe figures: the count when it may, tulétroá with the three honours and
    /// nine trumps, pagát ultimó with the pagát and eleven.
    #[test]
    fn it_announces_only_the_safe_figures() {
        let count = ANNOUNCE + TAROKK_COUNT;
        assert_eq!(announced("skiz XXI I II III IV V VI VII VIII KH QH"), [count, ANNOUNCE + TULETROA, PASS]);
        assert_eq!(announced("skiz XXI I II III IV V VI VII KH QH JH"), [ANNOUNCE + TULETROA, PASS]);
        assert_eq!(announced("skiz XXI I II III IV V VI KH QH JH 1H"), [PASS]);
        assert_eq!(announced("skiz I II III IV V VI VII VIII IX X KH"), [count, ANNOUNCE + PAGAT_ULTIMO, PASS]);
        assert_eq!(announced("XXI I II III IV V VI VII VIII IX KH QH"), [count, PASS]);
        assert_eq!(announced("skiz XXI II III IV V VI VII VIII IX X KH"), [count, PASS]);
    }

    /// The first opponent's kontra turn after a szóló of seat 0 with these figures.
    fn kontra(hand: &str, figures: &[Figure]) -> Action {
        let mut g = game(["", hand, ""], "");
        bid(&mut g, 0, SOLO);
        for &f in figures {
            g.apply(ANNOUNCE + f).unwrap();
        }
        g.apply(PASS).unwrap();
        assert_eq!((g.phase(), g.current_player()), (Phase::Kontra, Some(1)));
        act(&g)
    }

    /// Kontra on the volát always; on the game with seven trumps and the skíz or the XXI.
    #[test]
    fn it_kontras_the_volat_and_the_game_when_strong() {
        assert_eq!(kontra("XXI X IX VIII VII VI V KH QH JH 1H KD", &[]), KONTRA);
        assert_eq!(kontra("skiz X IX VIII VII VI V KH QH JH 1H KD", &[]), KONTRA);
        assert_eq!(kontra("skiz XXI X IX VIII VII KH QH JH 1H KD QD", &[]), PASS);
        assert_eq!(kontra("XX XIX XVIII X IX VIII VII VI KH QH JH 1H", &[]), PASS);
        assert_eq!(kontra("KH QH CH JH 1H KD QD CD JD 1D V IV", &[VOLAT]), KONTRA + 1 + VOLAT);
        assert_eq!(kontra("XXI X IX VIII VII VI V KH QH JH 1H KD", &[VOLAT]), KONTRA + 1 + VOLAT);
    }

    /// The declarer rekontras the game with a szóló's strength (32).
    #[test]
    fn it_rekontras_with_a_solo_hand() {
        for (h, a) in [("skiz XXI XX XIX XVIII III II KH QH KD QD JD", REKONTRA), ("skiz XXI XX XIX IV III II KH QH KD QD JD", PASS)] {
            let mut g = game([h, "", ""], "");
            bid(&mut g, 0, SOLO);
            for a in [PASS, KONTRA, PASS, PASS] {
                g.apply(a).unwrap();
            }
            assert_eq!(g.phase(), Phase::Rekontra);
            assert_eq!(act(&g), a, "{h}");
        }
    }

    /// On lead: a king whose suit has three cards out, else the declarer's top trump while
    /// trumps are out, else the lowest card of the shortest suit, else the lowest trump but
    /// the honours.
    #[test]
    fn its_lead() {
        let lead = |h: &str, d: usize| {
            let mut g = game([h, "", ""], "");
            solo(&mut g, d, &[], "");
            card(&g)
        };
        assert_eq!(lead("KH QH skiz XXI XX XIX XVIII XVII XVI XV XIV XIII", 0), one("KH"));
        assert_eq!(lead("KH QH CH skiz XXI XX XIX XVIII XVII XVI XV XIV", 0), one("skiz"));
        assert_eq!(lead("XX XIX XVIII XVII XVI XV XIV XIII KD QD 1D JC", 0), one("JC"));
        assert_eq!(lead("skiz XXI XX XIX XVIII XVII KD QD 1D JC 10C QS", 1), one("QS"));
        assert_eq!(lead("skiz XXI I II III IV V VI VII VIII IX X", 1), one("II"));
        // Through the policy too.
        let mut g = game(["KH QH CH skiz XXI XX XIX XVIII XVII XVI XV XIV", "", ""], "");
        solo(&mut g, 0, &[], "");
        let mut rng = Rng::new(1);
        assert_eq!(JokaiRuleBot.card(&g, 0, CardSet(g.legal_actions().0 as u64), &mut rng), one("skiz"));
        assert_eq!(JokaiRuleBot.action(&g, 0, g.legal_actions(), &mut rng), one("skiz").id());
    }

    /// On the partner's trick it smears the most points when safe (last to play, or a trump
    /// the declarer cannot beat), else the cheapest card.
    #[test]
    fn it_smears_on_the_partners_trick_when_safe() {
        // Declarer 0 leads JH, 1 takes with KH, 2 plays last.
        let mut g = game(["JH skiz XXI XX XIX XVIII XVII XVI XV XIV XIII XII", "KH CH", "QH 1H"], "");
        solo(&mut g, 0, &[], "JH KH");
        assert_eq!(card(&g), one("QH"));
        // Declarer 2; 0 leads XX; 1 holds the skíz and the XXI: nothing out beats XX, the
        // XXI goes (most points, the lower card).
        let mut g = game(["XX KH", "skiz XXI II III KD QD CD JD 1D KC QC CC", ""], "");
        solo(&mut g, 2, &[], "XX");
        assert_eq!(card(&g), one("XXI"));
        // The XXI is out: the cheapest.
        let mut g = game(["XX KH", "skiz IV II III KD QD CD JD 1D KC QC CC", ""], "");
        solo(&mut g, 2, &[], "XX");
        assert_eq!(card(&g), one("II"));
    }

    /// Against the other party: the highest suit card that wins when not last, the lowest
    /// winning trump (the XXI rather than the pagát, which could be caught), and the XXI
    /// kept back only while the skíz is out.
    #[test]
    fn it_takes_the_trick_cheaply() {
        // Declarer 0 leads JD; opponent 1 takes with the king, not last.
        let mut g = game(["JD", "KD QD 1D", ""], "");
        solo(&mut g, 0, &[], "JD");
        assert_eq!(card(&g), one("KD"));
        // Declarer 1, void in diamonds, trumps in over KD: the XXI, not the pagát.
        let mut g = game(["KD", "XXI I KH QH CH JH 1H KC QC CC JC 10C", ""], "");
        solo(&mut g, 1, &[], "KD");
        assert_eq!(card(&g), one("XXI"));
        // Declarer 1 with the skíz over XX: the XXI (the skíz is not out).
        let mut g = game(["XX", "skiz XXI KH QH CH JH 1H KC QC CC JC 10C", ""], "");
        solo(&mut g, 1, &[], "XX");
        assert_eq!(card(&g), one("XXI"));
    }

    /// Pagát ultimó announced, the declarer keeps the pagát while it has another card;
    /// without it, a lost trick takes the pagát before the XXI (the cheapest by card order).
    #[test]
    fn the_declarer_keeps_the_pagat_for_the_ultimo() {
        let hand = "I XXI KH QH CH JH 1H KD QD CD JD 1D";
        for (figures, want) in [(&[PAGAT_ULTIMO][..], "XXI"), (&[], "I")] {
            let mut g = game(["skiz", hand, ""], "");
            solo(&mut g, 1, figures, "skiz");
            assert_eq!(card(&g), one(want), "{figures:?}");
        }
        let mut g = game(["skiz", "I KH QH CH JH 1H KD QD CD JD 1D KC", ""], "");
        solo(&mut g, 1, &[PAGAT_ULTIMO], "skiz");
        assert_eq!(card(&g), Card::PAGAT);
    }
}
