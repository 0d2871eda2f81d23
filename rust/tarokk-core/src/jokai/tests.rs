//! Tests of the Jókai state machine, named by the rules they check (`JK-…`).

use super::actions::*;
use super::*;
use crate::card::{Card, CardSet};
use crate::error::IllegalKind;
use crate::game::{Deal, GameState, LogEntry};
use crate::rng::Rng;
use crate::settlement::Side;
use crate::value::Value;

fn ids(s: CardSet) -> Vec<u8> {
    s.iter().map(Card::id).collect()
}

fn field<'a>(v: &'a [(&'static str, Value)], key: &str) -> &'a Value {
    &v.iter().find(|(k, _)| *k == key).unwrap_or_else(|| panic!("no view key {key}")).1
}

/// JK-D2, JK-D3: the check vectors of `docs/jokai.md`.
#[test]
fn jk_d2_d3_check_vectors() {
    let (deck, _) = crate::deal::shuffled(0, crate::card::Pack::Hungarian42);
    assert_eq!(
        deck[..42].to_vec(),
        vec![
            49, 8, 29, 52, 53, 51, 33, 28, 17, 11, 4, 43, 19, 12, 25, 20, 21, 26, 5, 45, 27, 6, 9, 7, 34, 16, 37, 1, 44, 3, 41,
            42, 2, 10, 35, 36, 50, 18, 0, 14, 15, 13
        ]
    );
    let g = Game::from_seed(3, 0, 0, Options::default()).unwrap();
    assert_eq!(g.talon().map(Card::id), [49, 8, 29, 52, 53, 51]);
    assert_eq!(ids(g.hand(0)), vec![0, 5, 6, 7, 9, 13, 14, 15, 18, 27, 45, 50]);
    assert_eq!(ids(g.hand(1)), vec![1, 3, 4, 11, 16, 17, 28, 33, 34, 37, 43, 44]);
    assert_eq!(ids(g.hand(2)), vec![2, 10, 12, 19, 20, 21, 25, 26, 35, 36, 41, 42]);
    assert_eq!(g.current_player(), Some(1));

    let g = Game::from_seed(4, 1, 3, Options::default()).unwrap();
    assert_eq!(g.talon().map(Card::id), [1, 13, 6, 17, 19, 0]);
    assert_eq!(ids(g.hand(0)), vec![2, 11, 12, 14, 15, 20, 27, 34, 37, 41, 45, 53]);
    assert_eq!(ids(g.hand(1)), vec![3, 8, 9, 10, 18, 26, 29, 33, 44, 50, 51, 52]);
    assert_eq!(ids(g.hand(2)), vec![4, 5, 7, 16, 21, 25, 28, 35, 36, 42, 43, 49]);
    assert!(g.hand(3).is_empty());
    assert_eq!(g.active(), [0, 1, 2]);
}

/// JK-D1: with four seats the dealer sits out; hand-given deals are checked, and a card of
/// the 54-card pack only is refused.
#[test]
fn jk_d1_hand_given_deals_are_checked() {
    let g = Game::from_seed(4, 9, 1, Options::default()).unwrap();
    let mut hands = [CardSet::EMPTY; 4];
    for (s, h) in hands.iter_mut().enumerate() {
        *h = g.hand(s);
    }
    let ok = Dealt { hands, talon: g.talon() };
    assert!(Game::new(4, ok, 1, Options::default()).is_ok());
    assert_eq!(Game::new(4, ok, 1, Options::default()).unwrap(), g);
    // Wrong dealer: the empty hand belongs to another seat.
    assert!(Game::new(4, ok, 2, Options::default()).is_err());
    let mut bad = ok;
    let c = bad.hands[2].first().unwrap();
    bad.hands[2].remove(c);
    bad.hands[2].insert(Card::new(24).unwrap()); // the 2 of hearts
    let e = Game::new(4, bad, 1, Options::default()).unwrap_err();
    assert!(e.0.contains("not a card of the 42"), "{e}");
    assert!(Game::new(5, ok, 1, Options::default()).is_err());
    assert!(Game::from_seed(3, 0, 3, Options::default()).is_err());
}

/// JK-B3: three passes throw the deal in, with no payments and no items.
#[test]
fn jk_b3_throw_in() {
    let mut g = Game::from_seed(3, 5, 0, Options::default()).unwrap();
    for _ in 0..3 {
        g.apply(PASS).unwrap();
    }
    assert!(g.is_over() && g.thrown_in());
    let s = g.settlement().unwrap();
    assert!(s.annulled && s.items.is_empty() && s.amounts == vec![0, 0, 0]);
    let e = g.apply(PASS).unwrap_err();
    assert_eq!((e.kind, e.rule), (IllegalKind::GameOver, Some("JK-B3")));
}

/// JK-B1, JK-B2: bids must rise; a seat that passed never speaks again; after szóló the
/// others may only pass; the last bidder is the declarer.
#[test]
fn jk_b1_bidding_order() {
    let mut g = Game::from_seed(4, 2, 0, Options::default()).unwrap();
    assert_eq!(g.current_player(), Some(1));
    assert_eq!(g.seat_refusal(0).rule, Some("JK-D1")); // the dealer sits out
    assert_eq!(g.seat_refusal(2).rule, Some("JK-B1"));
    g.apply(BID + 2).unwrap();
    assert_eq!(g.current_player(), Some(2));
    let e = g.apply(BID + 2).unwrap_err();
    assert_eq!((e.kind, e.rule), (IllegalKind::Bidding, Some("JK-B1")));
    g.apply(PASS).unwrap();
    assert_eq!(g.current_player(), Some(3)); // the dealer, seat 0, sits out
    g.apply(BID + 4).unwrap();
    assert_eq!(g.current_player(), Some(1));
    assert_eq!(g.legal_actions().iter().collect::<Vec<_>>(), vec![PASS]);
    g.apply(PASS).unwrap();
    assert_eq!((g.declarer(), g.contract()), (Some(3), Some(SOLO)));
    // JK-S4: szóló goes straight to the announcements, all six skart cards are theirs.
    assert_eq!(g.phase(), Phase::Announce);
    assert_eq!(g.opponents_skart().len(), 6);
}

/// Drives a deal through bidding: `declarer` (an active seat) bids `level`, the others
/// pass.
fn declared(n: usize, seed: u64, dealer: usize, declarer: usize, level: Level, opts: Options) -> Deal<Game> {
    let mut d = Deal::new(Game::from_seed(n, seed, dealer, opts).unwrap());
    while d.phase() == Phase::Bidding {
        let s = d.current_player().unwrap();
        let a = if s == declarer && d.legal_actions().contains(BID + level) { BID + level } else { PASS };
        d.apply(a, Some(s)).unwrap();
    }
    d
}

/// JK-S1, JK-S3: the views follow the level's order, only the pair in view can be taken,
/// view 5 must take, and the declarer alone sees the pairs he has viewed.
#[test]
fn jk_s1_s3_skart_views() {
    let mut d = declared(3, 11, 0, 2, 2, Options::default());
    assert_eq!(d.phase(), Phase::Skart);
    assert_eq!(d.skart_pair(), Some(1)); // második kettős starts with the middle pair
    let e = d.clone().apply(TAKE_PAIR, None).unwrap_err();
    assert_eq!((e.kind, e.rule), (IllegalKind::Talon, Some("JK-S1")));
    for _ in 0..4 {
        d.apply(NEXT_PAIR, None).unwrap();
    }
    assert_eq!((d.skart_pair(), d.legal_actions().iter().collect::<Vec<_>>()), (Some(2), vec![TAKE_PAIR + 2]));
    let v = d.view(2).unwrap();
    assert_eq!(field(&v, "skart_view"), &Value::Int(5));
    let seen = field(&v, "skart_seen");
    let Value::List(pairs) = seen else { panic!() };
    assert!(pairs.iter().all(|p| matches!(p, Value::Cards(c) if c.len() == 2)));
    assert_eq!(field(&d.view(0).unwrap(), "skart_seen"), &Value::List(vec![Value::None, Value::None, Value::None]));
    d.apply(TAKE_PAIR + 2, None).unwrap();
    assert_eq!((d.phase(), d.skart_index(), d.hand(2).len()), (Phase::Discard, Some(5), 14));
}

/// JK-S2: no 5-point card may be discarded; the discards are the declarer's alone to see.
#[test]
fn jk_s2_discards() {
    let mut d = declared(3, 4, 1, 2, 1, Options::default());
    d.apply(TAKE_PAIR, None).unwrap();
    let hand = d.hand(d.declarer().unwrap());
    assert_eq!(CardSet(d.legal_actions().0 as u64), hand.minus(FIVE_POINT));
    if let Some(k) = hand.intersect(FIVE_POINT).first() {
        let e = d.clone().apply(k.id(), None).unwrap_err();
        assert_eq!((e.kind, e.rule), (IllegalKind::Talon, Some("JK-S2")));
    }
    let outside = CardSet::ALL54.minus(hand).first().unwrap();
    assert_eq!(d.clone().apply(outside.id(), None).unwrap_err().kind, IllegalKind::NotInHand);
    for _ in 0..2 {
        let c = d.legal_actions().iter().next().unwrap();
        d.apply(c, None).unwrap();
    }
    assert_eq!(d.phase(), Phase::Announce);
    assert_eq!(field(&d.view(2).unwrap(), "discards"), &Value::CardSet(d.discards()));
    assert_eq!(field(&d.view(0).unwrap(), "discards"), &Value::CardSet(CardSet::EMPTY));
}

/// A deal whose declarer holds what the test needs: the first seed found.
fn find(n: usize, want: impl Fn(&Game, usize) -> bool) -> (u64, usize) {
    for seed in 0..10_000 {
        let g = Game::from_seed(n, seed, 0, Options::default()).unwrap();
        for s in 0..n {
            if !g.sits_out(s) && want(&g, s) {
                return (seed, s);
            }
        }
    }
    panic!("no such deal");
}

/// JK-A4: pagát ultimó announces the tarokk count too, whatever it is; a count of 9 or
/// fewer cannot be announced alone. JK-A5: strict announcements.
#[test]
fn jk_a4_a5_announcements() {
    let trumps = |g: &Game, s: usize| g.hand(s).intersect(CardSet::TRUMPS).len();
    let (seed, s) = find(3, |g, s| g.hand(s).contains(Card::PAGAT) && trumps(g, s) <= 9 && !g.hand(s).contains(Card::XXI));
    let mut d = declared(3, seed, 0, s, SOLO, Options::default());
    assert_eq!(d.phase(), Phase::Announce);
    let legal = d.legal_actions();
    assert!(!legal.contains(ANNOUNCE + TAROKK_COUNT));
    assert!(!legal.contains(ANNOUNCE + PAGAT_FOGAS) && legal.contains(ANNOUNCE + XXI_FOGAS));
    let e = d.clone().apply(ANNOUNCE + TAROKK_COUNT, None).unwrap_err();
    assert_eq!(e.rule, Some("JK-A4"));
    assert_eq!(d.clone().apply(ANNOUNCE + PAGAT_FOGAS, None).unwrap_err().rule, Some("JK-A5"));
    d.apply(ANNOUNCE + PAGAT_ULTIMO, None).unwrap();
    assert!(d.is_announced(TAROKK_COUNT) && d.is_announced(PAGAT_ULTIMO));
    assert_eq!(d.tarokk_count(), Some(trumps(&d, s) as u8));
    assert_eq!(d.clone().apply(ANNOUNCE + PAGAT_ULTIMO, None).unwrap_err().rule, Some("JK-A1"));
    // Without strict announcements the capture of a held card may be announced.
    let mut d = declared(3, seed, 0, s, SOLO, Options { strict_announcements: false, ..Options::default() });
    d.apply(ANNOUNCE + PAGAT_FOGAS, None).unwrap();
}

/// JK-A2: each opponent once, in order from the declarer; each item once; the declarer
/// rekontras only what was kontra'd; no kontra, no rekontra phase.
#[test]
fn jk_a2_kontra_turns() {
    let mut d = declared(4, 7, 2, 0, SOLO, Options::default());
    assert_eq!(d.phase(), Phase::Announce);
    d.apply(ANNOUNCE + VOLAT, None).unwrap();
    assert_eq!(d.clone().apply(KONTRA, None).unwrap_err().rule, Some("JK-A2"));
    d.apply(PASS, None).unwrap();
    assert_eq!((d.phase(), d.current_player()), (Phase::Kontra, Some(1)));
    d.apply(KONTRA, None).unwrap();
    assert_eq!(d.clone().apply(KONTRA, None).unwrap_err().message, "kontra game is not legal: the game was already kontra'd (JK-A2)");
    assert!(d.clone().apply(KONTRA + 1 + TULETROA, None).is_err());
    d.apply(PASS, None).unwrap();
    assert_eq!(d.current_player(), Some(3)); // seat 2 deals and sits out
    d.apply(KONTRA + 1 + VOLAT, None).unwrap();
    d.apply(PASS, None).unwrap();
    assert_eq!((d.phase(), d.current_player()), (Phase::Rekontra, Some(0)));
    assert_eq!(d.legal_actions().iter().collect::<Vec<_>>(), vec![PASS, REKONTRA, REKONTRA + 1 + VOLAT]);
    d.apply(REKONTRA, None).unwrap();
    d.apply(PASS, None).unwrap();
    assert_eq!(d.phase(), Phase::Play);
    assert_eq!(field(&d.view(3).unwrap(), "kontra"), &Value::Ints(vec![4, 1, 1, 1, 1, 1, 1, 2]));
    let v = d.view(2).unwrap();
    let Value::Actions(talk) = field(&v, "announcements") else { panic!() };
    assert_eq!(talk.len(), 8);

    let mut d = declared(3, 7, 2, 0, SOLO, Options::default());
    for _ in 0..3 {
        d.apply(PASS, None).unwrap();
    }
    assert_eq!(d.phase(), Phase::Play);
    assert_eq!(d.current_player(), Some(0)); // JK-P0: the forehand leads
}

/// JK-A1 [choice]: with `announce_after_exchange` off the talk comes first, then the skart;
/// the count is taken from the hand before the exchange.
#[test]
fn jk_a1_announcements_before_the_exchange() {
    let opts = Options { announce_after_exchange: false, ..Options::default() };
    let mut d = declared(3, 3, 0, 1, 1, opts);
    assert_eq!(d.phase(), Phase::Announce);
    for _ in 0..3 {
        d.apply(PASS, None).unwrap();
    }
    assert_eq!(d.phase(), Phase::Skart);
    d.apply(TAKE_PAIR, None).unwrap();
    for _ in 0..2 {
        let c = d.legal_actions().iter().next().unwrap();
        d.apply(c, None).unwrap();
    }
    assert_eq!(d.phase(), Phase::Play);
}

/// JK-P6: a view holds the trick in progress and the last completed one only, also when
/// the deal is over.
#[test]
fn jk_p6_only_the_last_trick_is_seen() {
    let mut d = declared(3, 8, 0, 1, SOLO, Options::default());
    let mut rng = Rng::new(1);
    while !d.is_over() {
        let legal = d.legal_actions();
        d.apply(legal.nth(rng.below(legal.len())).unwrap(), None).unwrap();
    }
    let last = d.last_trick().unwrap();
    for s in 0..3 {
        let v = d.view(s).unwrap();
        let Value::List(t) = field(&v, "last_trick") else { panic!() };
        assert_eq!(t[1], Value::Cards(last.cards().collect()));
        let shown: usize = v.iter().map(|(_, x)| if let Value::Cards(c) = x { c.len() } else { 0 }).sum();
        assert_eq!(shown, 0, "no other card list in a view once over");
    }
}

/// JK-C1, JK-C2, JK-P5: random deals end, card points add up to 66, the items add up to
/// the amounts, which sum to zero; the sitting-out dealer pays like an opponent (JK-D1).
#[test]
fn random_deals_settle_consistently() {
    let mut rng = Rng::new(5);
    for seed in 0..4000u64 {
        let n = if seed % 2 == 0 { 3 } else { 4 };
        let opts = Options {
            announce_after_exchange: seed % 3 != 0,
            strict_announcements: seed % 5 != 0,
            figures_count_skart: seed % 7 == 0,
            silent_tarokk_count: seed % 4 == 0,
        };
        let mut g = Game::from_seed(n, seed, (seed % n as u64) as usize, opts).unwrap();
        let mut log: Vec<LogEntry> = Vec::new();
        while !g.is_over() {
            let legal = g.legal_actions();
            // Bid more often than pass, so that most deals are played.
            let a = if g.phase() == Phase::Bidding && legal.len() > 1 && rng.below(3) > 0 {
                legal.nth(1).unwrap()
            } else {
                legal.nth(rng.below(legal.len())).unwrap()
            };
            log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
            let bad = (0..ACTION_SPACE).find(|&b| !legal.contains(b)).unwrap();
            let before = g;
            assert!(g.apply(bad).is_err());
            assert_eq!(g, before);
            g.apply(a).unwrap();
            assert!(log.len() <= MAX_GAME_LENGTH);
        }
        let s = g.settlement().unwrap();
        assert!(s.items_add_up() && s.is_zero_sum());
        assert!(s.items.iter().all(|it| it.amounts[..n].iter().sum::<i32>() == 0));
        if let Some(d) = s.declarer {
            let cp = s.card_points.clone().unwrap();
            assert_eq!(cp[0] + cp[1], 66);
            if n == 4 {
                assert_eq!(s.amounts[g.dealer()], s.amounts[g.next(d as usize)]);
            }
            let all = (0..n).fold(g.discards().union(g.opponents_skart()), |a, s| a.union(g.play.won(g.index_of(s).unwrap_or(0))));
            assert_eq!(all, CardSet::ALL42);
        }
        for s in 0..n {
            g.seat_view(s, &log);
        }
    }
}

/// JK-F: figures are made by the party whose tricks hold them; the volát by the side
/// that took every trick (the defenders' only once all twelve are played).
#[test]
fn jk_f_figures_follow_the_tricks() {
    let mut rng = Rng::new(2);
    let mut seen = [[0u32; 2]; FIGURES as usize];
    for seed in 0..3000 {
        let mut d = declared(3, seed, 0, 1, 1 + (seed % 4) as u8, Options::default());
        while !d.is_over() {
            let legal = d.legal_actions();
            // In every third deal the declarer plays his lowest card and the defenders
            // their highest, so that the defenders' volát comes up too.
            let a = match (seed % 3, d.current_player()) {
                (0, Some(1)) => legal.iter().next(),
                (0, _) => legal.iter().last(),
                _ => legal.nth(rng.below(legal.len())),
            };
            d.apply(a.unwrap(), None).unwrap();
        }
        let declarer_tricks = d.play.tricks_won(d.index_of(1).unwrap());
        let volat = match declarer_tricks {
            12 => Some(Side::Declarer),
            0 => Some(Side::Defenders),
            _ => None,
        };
        let made = d.figures_made().expect("a declarer");
        assert_eq!(made[VOLAT as usize], volat, "seed {seed}: the declarer took {declarer_tricks} tricks");
        let mut won = [CardSet::EMPTY; 2];
        for s in 0..3 {
            won[usize::from(s != 1)] = won[usize::from(s != 1)].union(d.play.won(d.index_of(s).unwrap()));
        }
        for (f, m) in made.iter().enumerate() {
            if let Some(side) = m {
                seen[f][usize::from(*side == Side::Defenders)] += 1;
            }
        }
        if CardSet::HONOURS.is_subset(won[0]) {
            assert_eq!(made[TULETROA as usize], Some(Side::Declarer));
        }
        if CardSet::KINGS.is_subset(won[1]) {
            assert_eq!(made[NEGY_KIRALY as usize], Some(Side::Defenders));
        }
    }
    // Every figure but the count (and the declarer's volát, rare at random) occurred.
    assert!(seen[VOLAT as usize][1] > 0, "the defenders' volát: {:?}", seen[VOLAT as usize]);
    for f in [TULETROA, NEGY_KIRALY, PAGAT_ULTIMO, XXI_FOGAS, PAGAT_FOGAS] {
        assert!(seen[f as usize][0] > 0 && seen[f as usize][1] > 0, "figure {f}: {:?}", seen[f as usize]);
    }
}

/// A deal's state is a small `Copy` value.
#[test]
fn game_state_is_small() {
    assert!(std::mem::size_of::<Game>() <= 256, "Game is {} bytes", std::mem::size_of::<Game>());
}

/// JK-P1 worked figures on played deals: a kontra'd and rekontra'd szóló pays 58 from each
/// opponent when won and 88 to each when lost (the sitting-out dealer too, JK-D1).
#[test]
fn jk_p1_worked_58_and_88_on_played_deals() {
    let mut rng = Rng::new(9);
    let mut outcomes = [false; 2];
    for seed in 0..400 {
        let mut d = declared(4, seed, 0, 2, SOLO, Options::default());
        d.apply(PASS, None).unwrap(); // no announcements
        d.apply(KONTRA, None).unwrap(); // the first opponent, seat 3
        d.apply(PASS, None).unwrap();
        d.apply(PASS, None).unwrap(); // the second opponent, seat 1
        d.apply(REKONTRA, None).unwrap();
        d.apply(PASS, None).unwrap();
        while !d.is_over() {
            // The declarer plays his highest card, the others at random: both outcomes occur.
            let legal = d.legal_actions();
            let a = if d.current_player() == Some(2) { legal.iter().last() } else { legal.nth(rng.below(legal.len())) };
            d.apply(a.unwrap(), None).unwrap();
        }
        let s = d.settlement().unwrap();
        let game = s.items[0];
        assert_eq!((game.name, game.kontra), ("game", 4));
        let won = s.won.unwrap();
        outcomes[usize::from(won)] = true;
        assert_eq!(game.amount, if won { 58 } else { -88 });
        assert_eq!(game.amounts[..4], if won { [-58, -58, 174, -58] } else { [88, 88, -264, 88] });
    }
    assert_eq!(outcomes, [true, true]);
}
