//! Unit tests of the Paskievics engine, citing the rule ids of `shared/rules/paskievics.md`.
//! The book's auctions (PK-E) and worked examples (PK-X5) are exact tests.

use super::actions::*;
use super::*;
use crate::card::{Card, CardSet};
use crate::error::IllegalKind;
use crate::game::{GameState, LogEntry};
use crate::notation::parse_cards;
use crate::rng::Rng;
use crate::settlement::{Side, MAX_TABLE_SEATS};
use crate::value::Value;

fn set(text: &str) -> CardSet {
    parse_cards(text).unwrap().into_iter().collect()
}

fn card(text: &str) -> Card {
    parse_cards(text).unwrap()[0]
}

/// A four-seat deal (dealer D = seat 3, so A = seat 0 is the forehand) with the given
/// cards in each hand, filled up to nine with suit cards, then low tarokks; the talon gets
/// the six cards left over (the highest: the honours and high tarokks nobody was given).
fn given(spec: [&str; 4]) -> (Vec<CardSet>, Vec<Card>) {
    let fixed: Vec<CardSet> = spec.iter().map(|s| set(s)).collect();
    let used = fixed.iter().fold(CardSet::EMPTY, |a, &h| a.union(h));
    let rest = CardSet::ALL42.minus(used);
    let mut filler: Vec<Card> = rest.minus(CardSet::TRUMPS).iter().collect();
    filler.extend(rest.intersect(CardSet::TRUMPS).minus(CardSet::HONOURS).iter());
    filler.extend(rest.intersect(CardSet::HONOURS).iter());
    let mut hands = fixed.clone();
    let mut next = filler.into_iter();
    for h in hands.iter_mut() {
        while h.len() < 9 {
            h.insert(next.next().expect("enough cards"));
        }
    }
    (hands, next.collect())
}

fn game_with(spec: [&str; 4], opts: Options) -> Game {
    let (hands, talon) = given(spec);
    Game::new(4, &hands, &talon, 3, opts).unwrap()
}

/// Apply actions given by name, separated by commas; each must be legal.
fn act(g: &mut Game, actions: &str, log: &mut Vec<LogEntry>) {
    for name in actions.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let a = g.parse_action(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let seat = g.current_player().expect("a player to act");
        log.push(LogEntry { phase: g.phase() as u8, seat: seat as u8, action: a });
        g.apply(a).unwrap_or_else(|e| panic!("{name} by seat {seat}: {e}"));
    }
}

/// Honours for the bidders: A skíz, B XXI, C pagát; D has none.
const BIDDERS: [&str; 4] = ["Sk", "XXI", "I", ""];

/// Bidding `auction` on `spec`; the level and declarer it ends with.
fn auction(spec: [&str; 4], opts: Options, bids: &str) -> (Game, Option<u8>, Option<usize>) {
    let mut g = game_with(spec, opts);
    act(&mut g, bids, &mut Vec::new());
    assert_ne!(g.phase(), Phase::Bidding, "the auction {bids:?} ended");
    (g, g.level(), g.declarer())
}

/// PK-E1: the book's twenty regular auctions (A = seat 0 … D = seat 3).
#[test]
fn pk_e1_regular_bidding() {
    let cases: [(&str, u8, usize); 20] = [
        ("three, pass, pass, pass", THREE, 0),
        ("three, two, pass, pass, hold, pass", TWO, 0),
        ("three, two, one, pass, hold, pass, pass", ONE, 0),
        ("three, two, pass, pass, hold, one, hold, pass", ONE, 0),
        ("three, two, pass, pass, hold, one, pass", ONE, 1),
        ("three, two, pass, pass, hold, one, hold, solo, hold, pass", SOLO, 0),
        ("three, two, pass, pass, hold, one, hold, solo, pass", SOLO, 1),
        ("three, two, one, pass, pass, hold, pass", ONE, 1),
        ("three, two, one, pass, pass, pass", ONE, 2),
        ("three, two, one, pass, hold, solo, pass, pass", SOLO, 1),
        ("three, two, one, pass, hold, solo, pass, hold, pass", SOLO, 0),
        ("three, two, one, pass, hold, pass, solo, hold, pass", SOLO, 0),
        ("three, two, one, pass, hold, pass, solo, pass", SOLO, 2),
        ("three, two, one, pass, pass, hold, solo, hold, pass", SOLO, 1),
        ("three, two, one, pass, pass, hold, solo, pass", SOLO, 2),
        ("three, pass, pass, two, hold, one, hold, pass", ONE, 0),
        ("three, pass, pass, two, hold, one, pass", ONE, 3),
        ("three, pass, two, pass, hold, pass", TWO, 0),
        ("three, pass, two, pass, hold, one, hold, pass", ONE, 0),
        ("three, pass, two, pass, hold, one, pass", ONE, 2),
    ];
    for (k, (bids, level, declarer)) in cases.iter().enumerate() {
        // In 16 and 17 D bids: he gets C's pagát.
        let spec = if bids.starts_with("three, pass, pass") { ["Sk", "XXI", "", "I"] } else { BIDDERS };
        let (g, l, d) = auction(spec, Options::default(), bids);
        assert_eq!((l, d), (Some(*level), Some(*declarer)), "PK-E1 example {}", k + 1);
        assert!(g.deviations.iter().all(|d| d.is_none()), "PK-E1 example {}: no jumps", k + 1);
    }
}

/// PK-E2: the book's eight invitations, with the card each invites (PK-B5, `bid_level`),
/// and with `skips` the XIX in examples 6 and 7.
#[test]
fn pk_e2_invitations() {
    let xix = "XIX";
    let xviii = "XVIII";
    // (auction, spec, level, declarer, inviter, card)
    type Case<'a> = (&'a str, [&'a str; 4], u8, usize, usize, &'a str);
    let cases: [Case; 8] = [
        ("three, one, pass, pass, hold, pass", ["Sk", "XXI XIX", "", ""], ONE, 0, 1, xix),
        ("three, solo, pass, pass, hold, pass", ["Sk", "XXI XVIII", "", ""], SOLO, 0, 1, xviii),
        ("two, one, pass, pass, pass", ["Sk XIX", "XXI", "", ""], ONE, 1, 0, xix),
        ("two, solo, pass, pass, pass", ["Sk XIX", "XXI XVIII", "", ""], SOLO, 1, 0, xix),
        ("one, solo, pass, pass, pass", ["Sk XVIII", "XXI", "", ""], SOLO, 1, 0, xviii),
        ("three, two, solo, pass, hold, pass, pass", ["Sk", "XXI", "I XVIII XIX", ""], SOLO, 0, 2, xviii),
        ("three, two, pass, pass, one, solo, pass", ["Sk XVIII XIX", "XXI", "", ""], SOLO, 1, 0, xviii),
        ("two, one, solo, pass, pass, hold, pass", ["Sk XIX", "XXI", "I", ""], SOLO, 1, 0, xix),
    ];
    for (k, (bids, spec, level, declarer, inviter, c)) in cases.iter().enumerate() {
        let (g, l, d) = auction(*spec, Options::default(), bids);
        assert_eq!((l, d), (Some(*level), Some(*declarer)), "PK-E2 example {}", k + 1);
        let invitations: Vec<(usize, Card)> =
            g.deviations.iter().flatten().map(|dv| (g.seat(dv.pos), dv.card)).filter(|&(s, _)| s != *declarer).collect();
        assert_eq!(invitations, vec![(*inviter, card(c))], "PK-E2 example {}", k + 1);
        // PK-H3: the declarer may call the invited card.
        assert!(g.legal_calls_after_discards(&mut Rng::new(k as u64)).contains(card(c)), "PK-E2 example {}", k + 1);
    }
    let skips = Options { invit_card: InvitCard::Skips, ..Options::default() };
    for (k, (bids, spec, ..)) in cases.iter().enumerate().filter(|(k, _)| *k == 5 || *k == 6) {
        let (g, ..) = auction(*spec, skips, bids);
        let invited: Vec<Card> = g.deviations.iter().flatten().map(|d| d.card).collect();
        assert_eq!(invited, vec![card("XIX")], "PK-E2 example {} with skips", k + 1);
    }
}

impl Game {
    /// Play the discards (the lowest legal card each time) and return the declarer's
    /// legal calls.
    fn legal_calls_after_discards(mut self, _rng: &mut Rng) -> CardSet {
        while self.phase() == Phase::Discard {
            let legal = self.legal_actions();
            // A szóló declarer with no tarokk but the XXI plays on.
            let a = legal.iter().find(|&a| (22..54).contains(&a)).or_else(|| legal.iter().find(|&a| a < 54)).unwrap_or(PASS);
            self.apply(a).unwrap();
        }
        assert_eq!(self.phase(), Phase::Announce);
        self.legal_actions().iter().filter(|&a| (CALL..ANNOUNCE).contains(&a)).map(called_card).collect()
    }
}

/// PK-E3, PK-B6 `obligatory_hold`: the opener of three facing a two may pass only as a
/// yield (skíz or XXI with the XX).
#[test]
fn pk_e3_yielding() {
    let bids = "three, two, pass, pass, pass";
    let (g, l, d) = auction(["Sk XX", "XXI", "", ""], Options::default(), bids);
    assert_eq!((l, d, g.yielded), (Some(TWO), Some(1), Some(0)));
    let mut g = game_with(BIDDERS, Options::default());
    act(&mut g, "three, two, pass, pass", &mut Vec::new());
    assert!(!g.legal_actions().contains(PASS));
    let r = g.apply(PASS).unwrap_err();
    assert_eq!((r.kind, r.rule), (IllegalKind::Bidding, Some("PK-B6")));
    assert!(r.message.contains("PK-B6"));
    // Off: he may pass, and it is no yield.
    let off = Options { obligatory_hold: false, ..Options::default() };
    let (g, l, d) = auction(BIDDERS, off, bids);
    assert_eq!((l, d, g.yielded), (Some(TWO), Some(1), None));
}

/// PK-B2: only a holder of an honour bids, except the fourth after three passes; PK-B3:
/// all four passing throws the deal in; PK-B4: a hold needs priority.
#[test]
fn pk_b2_b3_b4_who_may_bid() {
    let mut g = game_with(["", "Sk", "", ""], Options::default());
    assert_eq!(g.legal_actions().iter().collect::<Vec<_>>(), vec![PASS]);
    let r = g.apply(BID + THREE).unwrap_err();
    assert_eq!(r.rule, Some("PK-B2"));
    act(&mut g, "pass, three, pass", &mut Vec::new());
    // D has no honour and may not bid over B; he passes and B plays three.
    assert_eq!(g.legal_actions().iter().collect::<Vec<_>>(), vec![PASS]);
    let r = g.apply(HOLD).unwrap_err();
    assert_eq!(r.rule, Some("PK-B4"));
    // The fourth after three passes bids without an honour (PK-B2's exception).
    let mut g = game_with(["Sk", "XXI", "I", ""], Options::default());
    act(&mut g, "pass, pass, pass", &mut Vec::new());
    let legal: Vec<_> = g.legal_actions().iter().collect();
    // Three and szóló are no jumps; two and one would invite a card he lacks (PK-B6).
    assert_eq!(legal, vec![PASS, BID + THREE, BID + SOLO]);
    act(&mut g, "pass", &mut Vec::new());
    assert!(g.is_over());
    let s = g.settlement().unwrap();
    assert!(s.annulled && s.contract.is_none() && s.declarer.is_none() && s.items.is_empty());
}

/// PK-B6 `opener_must_hold` (only with `invit_requires_card` off) and
/// `big_honour_holds_one`.
#[test]
fn pk_b6_other_obligations() {
    let free = Options { invit_requires_card: false, ..Options::default() };
    // A opens two without the XIX: facing a one at his next turn he must hold.
    let mut g = game_with(["Sk", "XXI", "", ""], free);
    act(&mut g, "two, one, pass, pass", &mut Vec::new());
    assert!(!g.legal_actions().contains(PASS) && g.legal_actions().contains(HOLD));
    // With the XIX his pass is an invitation.
    let mut g = game_with(["Sk XIX", "XXI", "", ""], free);
    act(&mut g, "two, one, pass, pass, pass", &mut Vec::new());
    assert_eq!(g.declarer(), Some(1));
    let big = Options { big_honour_holds_one: true, ..Options::default() };
    let mut g = game_with(["Sk", "XXI", "I", ""], big);
    act(&mut g, "three, two, one, pass", &mut Vec::new());
    // A bid, holds the skíz without the XX, and has priority over C's one.
    assert!(!g.legal_actions().contains(PASS));
    assert_eq!(g.apply(PASS).unwrap_err().rule, Some("PK-B6"));
}

/// PK-B6 `invit_requires_card`: a jump without the invited card is refused, naming it.
#[test]
fn pk_b6_jump_needs_the_invited_card() {
    let mut g = game_with(BIDDERS, Options::default());
    act(&mut g, "three", &mut Vec::new());
    assert!(!g.legal_actions().contains(BID + ONE));
    let r = g.apply(BID + ONE).unwrap_err();
    assert_eq!((r.kind, r.rule), (IllegalKind::Bidding, Some("PK-B6")));
    assert!(r.message.contains("XIX"), "{}", r.message);
    assert!(g.legal_actions().contains(BID + TWO));
}

/// PK-D2: the talon is the first six cards; five each from the forehand round, then four.
#[test]
fn pk_d2_the_deal_from_a_seed() {
    let (deck, _) = crate::deal::shuffled(99, crate::card::Pack::Hungarian42);
    for n in [4, 5] {
        let dealer = 2;
        let g = Game::from_seed(n, 99, dealer, Options::default()).unwrap();
        let talon: Vec<u8> = g.talon().iter().map(|c| c.id()).collect();
        assert_eq!(talon, deck[..6].to_vec());
        for k in 0..4 {
            let seat = (dealer + 1 + k) % n;
            let want: CardSet = deck[6 + 5 * k..11 + 5 * k]
                .iter()
                .chain(&deck[26 + 4 * k..30 + 4 * k])
                .map(|&i| Card::new(i).unwrap())
                .collect();
            assert_eq!(g.hand(seat), want);
        }
        if n == 5 {
            // PK-D4: the dealer sits out: no cards, never to act.
            assert!(g.hand(dealer).is_empty());
            assert_eq!(g.current_player(), Some((dealer + 1) % 5));
        }
    }
}

/// PK-D2, PK-D4: a deal given by hand is checked.
#[test]
fn pk_d4_hand_given_deals_are_checked() {
    let (hands, talon) = given(BIDDERS);
    assert!(Game::new(4, &hands, &talon, 3, Options::default()).is_ok());
    let mut five = hands.clone();
    five.insert(3, CardSet::EMPTY);
    assert!(Game::new(5, &five, &talon, 3, Options::default()).is_ok());
    // The sitting-out dealer's hand must be empty.
    assert!(Game::new(5, &five, &talon, 0, Options::default()).is_err());
    let mut bad = hands.clone();
    let first = bad[0].first().unwrap();
    bad[0].remove(first);
    bad[0].insert(Card::new(22).unwrap()); // a red 4: not in the 42-card pack
    assert!(Game::new(4, &bad, &talon, 3, Options::default()).unwrap_err().0.contains("42"));
    assert!(Game::new(4, &hands, &talon[..5], 3, Options::default()).is_err());
    assert!(Game::new(3, &hands[..3], &talon, 0, Options::default()).is_err());
    assert!(Game::from_seed(4, 1, 4, Options::default()).is_err());
    let big = Options { dupla_announced: 70_000, ..Options::default() };
    assert!(Game::from_seed(4, 1, 0, big).is_err());
}

/// PK-D3: ráütés: the knocker is the active seat before the dealer; the packets go to the
/// choosers in the other direction; the fourth gets the last one.
#[test]
fn pk_d3_rautes() {
    let opts = Options { rautes: true, ..Options::default() };
    for (n, dealer, knocker) in [(4, 0, 3), (5, 1, 0), (5, 0, 4)] {
        let g0 = Game::from_seed(n, 17, dealer, opts).unwrap();
        assert_eq!((g0.phase(), g0.current_player()), (Phase::Cut, Some(knocker)));
        assert!((0..n).all(|s| g0.hand(s).is_empty()));
        // Cut: the ordinary deal.
        let mut cut = g0;
        cut.apply(CUT).unwrap();
        let plain = Game::from_seed(n, 17, dealer, Options::default()).unwrap();
        assert!((0..n).all(|s| cut.hand(s) == plain.hand(s)));
        // Knock: packet i is the cut deal's hand at position i (docs/paskievics.md).
        let packet = |i: usize| plain.hand(plain.seat(i as u8));
        let mut g = g0;
        g.apply(KNOCK).unwrap();
        let choosers: Vec<usize> = (0..4).map(|k| g.seat((g.pos(knocker).unwrap() + 4 - k) % 4)).collect();
        for (k, i) in [2u8, 0, 3].iter().enumerate() {
            assert_eq!(g.current_player(), Some(choosers[k]));
            g.apply(PACKET + i).unwrap();
            assert_eq!(g.hand(choosers[k]), packet(*i as usize));
            if g.phase() == Phase::Packets {
                assert!(g.hand(choosers[3]).is_empty());
                assert_eq!(g.apply(PACKET + i).unwrap_err().rule, Some("PK-D3"));
            }
        }
        assert_eq!(g.hand(choosers[3]), packet(1));
        assert_eq!((g.phase(), g.current_player()), (Phase::Bidding, Some((dealer + 1) % n)));
    }
}

/// PK-S1, PK-S2, PK-S3: talon shares by level from the declarer; discards as many as
/// received, no honours or kings; the declarer's discards count for him.
#[test]
fn pk_s1_s2_shares_and_discards() {
    for (level, bids) in [(THREE, "three, pass, pass, pass"), (TWO, "two, pass, pass, pass"), (ONE, "one, pass, pass, pass"), (SOLO, "solo, pass, pass, pass")] {
        let (hands, talon) = given(["Sk XIX XVIII KH KD", "", "", ""]);
        let mut g = Game::new(4, &hands, &talon, 3, Options::default()).unwrap();
        act(&mut g, bids, &mut Vec::new());
        let shares = level_info(level).shares;
        let mut j = 0;
        for (r, &k) in shares.iter().enumerate() {
            let got: CardSet = talon[j..j + k as usize].iter().copied().collect();
            assert_eq!(g.received(r as u8), got, "level {level}");
            assert_eq!(g.hand(r), hands[r].union(got));
            j += k as usize;
        }
        if level == SOLO {
            // The szóló declarer takes nothing, and holds tarokks: his turn (every seat has
            // one, so that a turn tells nothing of his hand, PK-S4) is only to play on.
            assert_eq!(g.current_player(), Some(0));
            assert_eq!(g.legal_actions().iter().collect::<Vec<_>>(), vec![PASS]);
            g.apply(PASS).unwrap();
            assert_eq!(g.current_player(), Some(1));
            continue;
        }
        let legal = g.legal_actions();
        assert!(!legal.contains(Card::SKIZ.id()) && !legal.contains(card("KH").id()));
        let r = g.apply(card("KH").id()).unwrap_err();
        assert_eq!((r.kind, r.rule), (IllegalKind::Talon, Some("PK-S2")));
    }
}

/// PK-S2, PK-D4: discarded tarokks are announced (all seats with the option on); with five
/// seats the dealer counts the non-declarers' discards.
#[test]
fn pk_s2_discarded_tarokks_are_announced() {
    let (hands, talon) = given(["Sk", "", "", ""]);
    let mut five = hands.clone();
    five.insert(0, CardSet::EMPTY);
    let mut g = Game::new(5, &five, &talon, 0, Options::default()).unwrap();
    let mut log = Vec::new();
    act(&mut g, "three, pass, pass, pass", &mut log);
    // The declarer (seat 1) discards a tarokk and two suit cards; the others a tarokk each.
    let tarokk = |g: &Game| g.legal_actions().iter().find(|&a| a < 22).unwrap();
    let suit = |g: &Game| g.legal_actions().iter().find(|&a| (22..54).contains(&a)).unwrap();
    g.apply(tarokk(&g)).unwrap();
    g.apply(suit(&g)).unwrap();
    g.apply(suit(&g)).unwrap();
    for _ in 0..3 {
        g.apply(tarokk(&g)).unwrap();
    }
    assert_eq!(g.phase(), Phase::Announce);
    let view = g.view(0, &log);
    let get = |k: &str| view.iter().find(|(n, _)| *n == k).unwrap().1.clone();
    assert_eq!(get("dealer_tarokks"), Value::Int(3));
    let counts = Value::List(vec![Value::None, Value::Int(1), Value::Int(1), Value::Int(1), Value::Int(1)]);
    assert_eq!(get("discarded_tarokks"), counts);
    // PK-H4: a discarded tarokk is known: any tarokk II–XX may be called.
    let calls: CardSet = g.legal_actions().iter().filter(|&a| (CALL..ANNOUNCE).contains(&a)).map(called_card).collect();
    assert_eq!(calls, super::game::CALLABLE);
}

/// PK-S4: a player without tarokks (or with the XXI alone) after his share may annul,
/// before discarding; the deal is thrown in and nobody pays.
#[test]
fn pk_s4_annulment() {
    let cases = [
        ("Sk XXI I II III IV V VI VII", "KH QH CH JH 1H KD QD CD JD", true),
        ("Sk JD I II III IV V VI VII", "KH QH CH JH 1H KD QD CD XXI", true),
        ("Sk XXI I JD III IV V VI VII", "KH QH CH JH 1H KD QD CD II", false),
    ];
    for (a, b, annuls) in cases {
        let (a, b) = (set(a), set(b));
        let c = set("VIII IX X XI XII XIII XIV XV XVI");
        let d = set("XVII XVIII XIX XX 1D KC QC CC JC");
        let talon = parse_cards("10C JS QS CS KS 10S").unwrap();
        let hands = vec![a, b, c, d];
        let mut g = Game::new(4, &hands, &talon, 3, Options::default()).unwrap();
        act(&mut g, "three, pass, pass, pass", &mut Vec::new());
        act(&mut g, "discard 10C, discard JS, discard QS", &mut Vec::new());
        assert_eq!(g.current_player(), Some(1));
        assert_eq!(g.legal_actions().contains(ANNUL), annuls);
        if annuls {
            act(&mut g, "annul", &mut Vec::new());
            let s = g.settlement().unwrap();
            assert!(s.annulled && s.items.is_empty() && s.amounts.iter().all(|&x| x == 0));
            assert_eq!((s.contract, s.declarer), (Some(THREE), Some(0)));
        } else {
            let r = g.apply(ANNUL).unwrap_err();
            assert_eq!((r.kind, r.rule), (IllegalKind::Talon, Some("PK-S4")));
        }
    }
}

/// PK-S5: the fourth who bid without an honour and got none from the talon throws the
/// deal in and pays each other active seat 2.
#[test]
fn pk_s5_no_honour_throw_in() {
    // The honours lie with A, B and C: the talon can give D none.
    let mut g = game_with(BIDDERS, Options::default());
    act(&mut g, "pass, pass, pass, three", &mut Vec::new());
    assert!(g.is_over());
    let s = g.settlement().unwrap();
    assert!(s.annulled && s.won.is_none() && s.card_points.is_none());
    assert_eq!(s.amounts, vec![2, 2, 2, -6]);
    assert_eq!((s.items.len(), s.items[0].name, s.items[0].amount), (1, "no honour", -2));
    let off = Options { no_honour_penalty: false, ..Options::default() };
    let mut g = game_with(BIDDERS, off);
    act(&mut g, "pass, pass, pass, three", &mut Vec::new());
    assert!(g.settlement().unwrap().items.is_empty());
}

/// A deal bid by A at three with these hands, discarded with the lowest legal cards, to
/// the announcements.
fn to_announce(spec: [&str; 4], opts: Options, bids: &str) -> (Game, Vec<LogEntry>) {
    let mut g = game_with(spec, opts);
    let mut log = Vec::new();
    act(&mut g, bids, &mut log);
    while g.phase() == Phase::Discard {
        let a = g.legal_actions().iter().find(|&a| (22..54).contains(&a)).or_else(|| g.legal_actions().iter().next()).unwrap();
        log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
        g.apply(a).unwrap();
    }
    assert_eq!(g.phase(), Phase::Announce);
    (g, log)
}

fn field(view: &[(&'static str, Value)], k: &str) -> Value {
    view.iter().find(|(n, _)| *n == k).unwrap().1.clone()
}

/// PK-H1, PK-H2: the call comes first (after an optional count), only II–XX; the XX, or
/// holding it the highest tarokk below it not held. PK-H5: the holder is the partner and
/// nobody else learns it.
#[test]
fn pk_h1_h2_h5_the_call() {
    let (mut g, mut log) = to_announce(["Sk XX XIX XVII", "XVIII", "", "KS QS CS JS 10S"], Options::default(), "three, pass, pass, pass");
    let calls: CardSet = g.legal_actions().iter().filter(|&a| (CALL..ANNOUNCE).contains(&a)).map(called_card).collect();
    assert_eq!(calls, set("XX XVIII"));
    assert!(!g.legal_actions().contains(PASS));
    for (a, rule) in [(PASS, "PK-H1"), (CALL + 21, "PK-H1"), (CALL + 20, "PK-H1"), (CALL, "PK-H1"), (CALL + 16, "PK-H2")] {
        let r = g.apply(a).unwrap_err();
        assert_eq!(r.rule, Some(rule), "{}", r.message);
    }
    act(&mut g, "call XVIII", &mut log);
    assert_eq!((g.partner(), g.called()), (Some(1), Some(card("XVIII"))));
    // Nobody but the partner knows his side; the declarer's is public.
    for seat in 0..4 {
        let v = g.view(seat, &log);
        let sides = field(&v, "sides");
        let Value::List(sides) = sides else { panic!() };
        assert_eq!(sides[0], Value::Str("declarer"));
        let knows_partner = seat == 1;
        assert_eq!(sides[1] != Value::None, knows_partner, "seat {seat}");
        assert_eq!(field(&v, "partner") != Value::None, knows_partner, "seat {seat}");
    }
    // The partner's rekontra on the game shows him (PK-A4): the sides become public.
    act(&mut g, "pass, pass, kontra on the game, pass, pass, pass, rekontra on the game", &mut log);
    assert!(g.all_public);
    assert_eq!(field(&g.view(2, &log), "partner"), Value::Int(1));
}

/// PK-D5, PK-H5: an option set away from its default at a table it does not apply to is
/// refused, not silently ignored: the dealer's customs need five seats (he sits out), the
/// choice of when hivatalból kontra becomes known is for four.
#[test]
fn pk_d5_h5_options_for_the_other_table_are_refused() {
    let honour_fee = Options { dealer_honour_fee: true, ..Options::default() };
    let cries = Options { dealer_cries_laughs: true, ..Options::default() };
    let at_call = Options { official_kontra_known: OfficialKnown::Call, ..Options::default() };
    for (n, opts, word) in [(4, honour_fee, "dealer_honour_fee"), (4, cries, "dealer_cries_laughs"), (5, at_call, "official_kontra_known")] {
        let Err(e) = Game::from_seed(n, 1, 0, opts) else { panic!("{word} at {n} seats: not refused") };
        assert!(e.0.starts_with(word), "{e:?}");
        let facts = DealFacts { table_seats: n as u8, opts, ..played_facts(THREE, 0, 1, 50) };
        assert!(facts.validate().expect_err("refused").0.starts_with(word));
        DealFacts { opts: Options::default(), ..facts }.validate().unwrap();
    }
    for (n, opts) in [(5, honour_fee), (5, cries), (4, at_call)] {
        Game::from_seed(n, 1, 0, opts).unwrap();
    }
}

/// PK-H5, PK-A4: a called card in the skart: the declarer plays alone, the game is
/// kontra'd by rule (factor 2, no step), and the official check makes the sides public at
/// the call with `official_kontra_known = call` (as with five seats: the five-seat dealer's
/// announcement is tested in `tests/test_paskievics_by_rule.py`). A kontra said on the game
/// is that same step (still ×2); a rekontra then makes it ×4.
#[test]
fn pk_h5_hivatalbol_kontra() {
    for (n, opts, at_call) in [
        (4, Options::default(), false),
        (4, Options { official_kontra_known: OfficialKnown::Call, ..Options::default() }, true),
    ] {
        // B discards the XIX when the declarer A (holding the XX) must call it.
        let (hands, talon) = given(["Sk XX", "XIX", "", ""]);
        let mut g = Game::new(n, &hands, &talon, 3, opts).unwrap();
        let mut log = Vec::new();
        act(&mut g, "three, pass, pass, pass", &mut log);
        let discard = |g: &mut Game| {
            let legal = g.legal_actions();
            let a = legal.iter().find(|&a| (22..54).contains(&a)).or_else(|| legal.iter().next()).unwrap();
            g.apply(a).unwrap();
        };
        for _ in 0..3 {
            discard(&mut g);
        }
        act(&mut g, "discard XIX", &mut log);
        while g.phase() == Phase::Discard {
            discard(&mut g);
        }
        // B announced one discarded tarokk: any tarokk may be called (PK-H4).
        act(&mut g, "call XIX", &mut log);
        assert_eq!(g.partner(), None);
        assert_eq!(g.all_public, at_call);
        assert_eq!(g.kontra.level(GAME_ITEM), 0);
        // B discarded the card: he knows everything (clarification 1).
        assert!(g.knows(1, 2) && g.knows(1, 0));
        assert_eq!(field(&g.view(1, &log), "official_kontra"), Value::Bool(true));
        assert_eq!(field(&g.view(2, &log), "official_kontra"), Value::Bool(at_call));
        let f = g.facts_when_played();
        assert!(f.official_kontra);
        let s = score(&f);
        assert_eq!(s.items[0].kontra, 2);
        // The defenders' kontra is the official one's step: ×2, not ×4; the rekontra ×4.
        let mut factors = Vec::new();
        for _ in 0..2 {
            while !g.legal_actions().contains(KONTRA + GAME_ITEM as u8) {
                g.apply(PASS).unwrap();
            }
            g.apply(KONTRA + GAME_ITEM as u8).unwrap();
            factors.push(score(&g.facts_when_played()).items[0].kontra);
        }
        assert_eq!(factors, vec![2, 4]);
        // The skart turned up after the first trick shows the called card: every side is
        // public from then on (PK-S2, PK-H5), with either option.
        while g.phase() == Phase::Announce {
            g.apply(PASS).unwrap();
        }
        for _ in 0..4 {
            g.apply(g.legal_actions().iter().next().unwrap()).unwrap();
        }
        assert!(g.all_public && g.knows(2, 3) && g.knows(3, 2));
        assert_eq!(field(&g.view(2, &log), "official_kontra"), Value::Bool(true));
    }
}

/// PK-H5: the declarer calls the card a non-declarer invited: the inviter is known to hold
/// it, so every side is public at the call when his discards hold no tarokk (PK-S2's
/// count 0); otherwise he may have discarded it, and only the other seats' sides are
/// public until the skart is shown after the first trick.
#[test]
fn pk_h5_an_inviter_is_known_to_hold_the_invited_card() {
    for discards_tarokk in [false, true] {
        let (hands, talon) = given(["Sk", "XXI XIX II", "", ""]);
        let mut g = Game::new(4, &hands, &talon, 3, Options::default()).unwrap();
        let mut log = Vec::new();
        act(&mut g, "three, one, pass, pass, hold, pass", &mut log); // B invites the XIX
        while g.phase() == Phase::Discard {
            let legal = g.legal_actions();
            let tarokk = legal.contains(card("II").id()) && g.current_player() == Some(1) && discards_tarokk;
            let suit = legal.iter().find(|&a| (22..54).contains(&a));
            let a = if tarokk { card("II").id() } else { suit.or_else(|| legal.iter().next()).unwrap() };
            g.apply(a).unwrap();
        }
        assert_eq!(g.announced_discard_count(1), Some(u8::from(discards_tarokk)));
        act(&mut g, "call XIX", &mut log);
        assert_eq!(g.partner(), Some(1));
        assert_eq!(g.all_public, !discards_tarokk, "B discarded a tarokk: {discards_tarokk}");
        // C and D are known defenders either way; B's side only once he cannot have
        // discarded the XIX.
        assert!(g.knows(0, 2) && g.knows(0, 3) && g.knows(2, 3));
        assert_eq!(g.knows(2, 1), !discards_tarokk);
        while g.phase() == Phase::Announce {
            g.apply(PASS).unwrap();
        }
        for _ in 0..4 {
            g.apply(g.legal_actions().iter().next().unwrap()).unwrap();
        }
        assert!(g.all_public && g.knows(2, 1), "after the first trick");
    }
}

/// PK-B6 `pagat_invit_ultimo`: a non-declarer who invited with the pagát as the only
/// honour of his dealt hand must announce pagát ultimó: he may not pass before he has.
#[test]
fn pk_b6_the_pagat_inviter_must_announce_ultimo() {
    for obliged in [true, false] {
        let opts = Options { pagat_invit_ultimo: obliged, ..Options::default() };
        // PK-E2 example 6: C invites the XVIII with the pagát as his only honour.
        let (hands, talon) = given(["Sk", "XXI", "I XVIII XIX", ""]);
        let mut g = Game::new(4, &hands, &talon, 3, opts).unwrap();
        let mut log = Vec::new();
        act(&mut g, "three, two, solo, pass, hold, pass, pass", &mut log);
        assert_eq!(g.declarer(), Some(0));
        while g.phase() == Phase::Discard {
            g.apply(g.legal_actions().iter().next().unwrap()).unwrap();
        }
        act(&mut g, "call XVIII, pass, pass", &mut log); // A calls and passes, B passes
        assert_eq!(g.current_player(), Some(2));
        let legal = g.legal_actions();
        assert!(legal.contains(ANNOUNCE + PAGAT_ULTIMO));
        assert_eq!(legal.contains(PASS), !obliged, "obliged: {obliged}");
        if obliged {
            assert_eq!(g.apply(PASS).unwrap_err().rule, Some("PK-B6"));
            act(&mut g, "announce pagát ultimó", &mut log);
            assert!(g.legal_actions().contains(PASS));
        }
    }
}

/// PK-A3: a seat's count is said with his pagát ultimó, or with his kontra on it; a kontra
/// on the game or another figure says nothing of it.
#[test]
fn pk_a3_a_kontra_on_the_game_does_not_say_the_count() {
    let spec = ["Sk XX", "I II III IV V VI VII", "", ""];
    let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, pass", &mut log); // A holds the XX: B is a defender
    assert_eq!(g.current_player(), Some(1));
    act(&mut g, "kontra on the game", &mut log);
    assert!(g.legal_actions().contains(COUNT8), "B's count is still his to say");
    assert_eq!(g.facts_when_played().counts[1], None);
}

/// PK-A3: the view's announcements show the count the engine says, right after the pagát
/// ultimó or the first kontra on it of a seat holding 8 that had not said it, and nowhere
/// else: not after a kontra on the game, not again after the seat said it itself. (The
/// view rebuilds the counts from the log; a mutation audit found these cases untested.)
#[test]
fn pk_a3_the_view_shows_the_engines_count_only_with_the_ultimo() {
    let announcements = |g: &Game, log: &[LogEntry]| {
        let Value::Actions(ann) = field(&g.view(2, log), "announcements") else { panic!("announcements") };
        ann
    };
    let call_xx = (0, CALL + card("XX").id());
    // B holds eight tarokks (seven and a talon tarokk); A holds the XX and plays alone.
    let spec = ["Sk XX", "I II III IV V VI VII", "", ""];
    let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, pass, kontra on the game", &mut log);
    assert_eq!(announcements(&g, &log), vec![call_xx, (0, PASS), (1, KONTRA)], "a kontra on the game says no count");
    let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, pass, 8 tarokks, announce pagát ultimó", &mut log);
    let said = vec![call_xx, (0, PASS), (1, COUNT8), (1, ANNOUNCE + PAGAT_ULTIMO)];
    assert_eq!(announcements(&g, &log), said, "a count said before the ultimó is not said again");
    // A announces the ultimó; B's kontra on it says his count.
    let spec = ["Sk XX I", "II III IV V VI VII VIII", "", ""];
    let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, announce pagát ultimó, pass, kontra on pagát ultimó", &mut log);
    let kontra = vec![call_xx, (0, ANNOUNCE + PAGAT_ULTIMO), (0, PASS), (1, KONTRA + 1 + PAGAT_ULTIMO), (1, COUNT8)];
    assert_eq!(announcements(&g, &log), kontra);
    // A declarer holding nine (eight dealt less a discard, three from the talon) says no
    // count with the call, the first action of the phase.
    let spec = ["Sk XX I II III IV V VI", "", "", ""];
    let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
    assert_eq!(g.count_action(0), Some(COUNT9));
    act(&mut g, "call XX", &mut log);
    assert_eq!(announcements(&g, &log), vec![call_xx], "the call says no count");
}

/// PK-A4: a kontra shows the giver's side only against a public side. The partner, who
/// knows every side, kontras a figure of a defender whose side is not public: that shows
/// nothing to the others, and the partner stays hidden.
#[test]
fn pk_a4_the_partners_kontra_on_a_hidden_side_shows_nothing() {
    let (mut g, mut log) = to_announce(["Sk", "XX", "", ""], Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, pass, pass, announce XXI fogás, pass, pass, pass", &mut log);
    assert_eq!(g.current_player(), Some(1));
    act(&mut g, "kontra on XXI fogás", &mut log);
    assert!(!g.all_public);
    for p in [0, 2, 3] {
        assert!(!g.knows(p, 1), "seat {p} knows the partner");
    }
    assert_eq!(field(&g.view(3, &log), "partner"), Value::None);
}

impl Game {
    /// The facts as if the deal had been played out with the current state (for tests of
    /// the settlement of announcements).
    fn facts_when_played(&self) -> DealFacts {
        let mut g = *self;
        while !g.is_over() {
            let a = g.legal_actions().iter().find(|&a| a == PASS || a < 54).unwrap();
            g.apply(a).unwrap();
        }
        g.facts().unwrap()
    }
}

/// PK-A3: a tarokk count once, the true one; said by the engine with pagát ultimó, and
/// paid by every other seat. (Counts shown after the last trick, paid by the partner only:
/// `test_pk_a3_*` in `tests/test_paskievics_by_rule.py`, on both engines.)
#[test]
fn pk_a3_tarokk_counts() {
    // B holds eight tarokks and announces the ultimó without his count.
    let spec = ["Sk XX", "I II III IV V VI VII", "", ""];
    let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
    assert!(!g.legal_actions().contains(COUNT8));
    act(&mut g, "call XX, pass", &mut log);
    assert_eq!(g.current_player(), Some(1));
    let legal = g.legal_actions();
    assert!(legal.contains(COUNT8) && !legal.contains(COUNT9));
    act(&mut g, "announce pagát ultimó", &mut log);
    let ann = field(&g.view(2, &log), "announcements");
    let Value::Actions(ann) = ann else { panic!() };
    assert_eq!(ann[ann.len() - 2..].to_vec(), vec![(1, ANNOUNCE + PAGAT_ULTIMO), (1, COUNT8)]);
    assert!(!g.legal_actions().contains(COUNT8));
    assert_eq!(g.apply(COUNT8).unwrap_err().rule, Some("PK-A3"));
    let f = g.facts_when_played();
    assert_eq!(f.counts[1], Some(CountFacts { count: 8, announced: true }));
    let s = score(&f);
    let it = s.items.iter().find(|it| it.name == "8 tarokks").unwrap();
    assert_eq!((it.seat, it.amount, it.amounts), (Some(1), 1, [-1, 3, -1, -1, 0]));
    // The same count first shown after the last trick: paid by the revealer's partners
    // only. A called the XX he holds and plays alone, so B's partners are C and D; A pays
    // nothing (a mutation test asked this of the core too).
    let mut shown_late = f;
    shown_late.counts[1] = Some(CountFacts { count: 8, announced: false });
    let s = score(&shown_late);
    let it = s.items.iter().find(|it| it.name == "8 tarokks").unwrap();
    assert_eq!((it.seat, it.amounts), (Some(1), [0, 2, -1, -1, 0]));
}

/// PK-A3: a count not said in the announcements may be shown after the last trick by a
/// player in a party of two or more (the declarer's partner, any defender), never by a
/// declarer who plays alone.
#[test]
fn pk_a3_who_may_show_a_count_after_the_last_trick() {
    let mut rng = Rng::new(5);
    // (hands, the seat with a count, whether he may show it)
    let cases = [
        (["Sk XX", "I II III IV V VI VII", "", ""], 1, true), // A alone, B a defender
        (["Sk", "XX I II III IV V VI", "", ""], 1, true),     // B the partner
        (["Sk XX I II III IV V", "", "", ""], 0, false),      // A alone
    ];
    for (spec, seat, may) in cases {
        for round in 0..20 {
            let (mut g, mut log) = to_announce(spec, Options::default(), "three, pass, pass, pass");
            assert!(g.count_action(seat as u8).is_some(), "{spec:?}: seat {seat} holds 8 or 9 tarokks");
            act(&mut g, "call XX", &mut log);
            assert_eq!(g.partner(), if spec[0].contains("XX") { None } else { Some(1) });
            while g.phase() == Phase::Announce {
                g.apply(PASS).unwrap();
            }
            while g.phase() == Phase::Play {
                let legal = g.legal_actions();
                g.apply(legal.nth(rng.below(legal.len())).unwrap()).unwrap();
            }
            let mut offered = Vec::new();
            while g.phase() == Phase::Reveal {
                let p = g.current_player().unwrap();
                let count = g.count_action(p as u8).unwrap();
                assert!(g.legal_actions().contains(count));
                offered.push(p);
                g.apply(if round % 2 == 0 { count } else { PASS }).unwrap();
            }
            assert_eq!(g.phase(), Phase::Over);
            assert_eq!(offered.contains(&seat), may, "{spec:?}: offered to {offered:?}");
            let shown = g.facts_when_played().counts[seat];
            assert_eq!(shown.is_some(), may && round % 2 == 0, "{spec:?}");
        }
    }
}

/// PK-A4: the steps alternate parties; a seat that does not know the announcer's side
/// may not give one, and the refusal says so before any party test.
#[test]
fn pk_a4_kontra_by_knowledge() {
    let (mut g, mut log) = to_announce(["Sk", "XX", "", ""], Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, announce volát, pass", &mut log);
    // B (the partner) may not kontra his own side's game; C and D may.
    assert!(!g.may_kontra(1, GAME_ITEM) && g.may_kontra(2, GAME_ITEM) && g.may_kontra(3, GAME_ITEM));
    act(&mut g, "pass, announce XXI catch, pass", &mut log);
    // C (a defender, his side unknown) announced XXI fogás: the declarer does not know
    // C's side, so he may not kontra it; B (the partner) knows.
    assert!(!g.may_kontra(0, 1 + XXI_CATCH as usize));
    assert!(g.may_kontra(1, 1 + XXI_CATCH as usize));
    act(&mut g, "pass", &mut log);
    assert_eq!(g.current_player(), Some(0));
    let r = g.apply(KONTRA + 1 + XXI_CATCH).unwrap_err();
    assert_eq!((r.kind, r.rule), (IllegalKind::Announcement, Some("PK-A4")));
    assert!(r.message.contains("do not know"), "{}", r.message);
    // The levels go to mordkontra (×32) and no further.
    let item = 1 + XXI_CATCH as usize;
    act(&mut g, "pass, kontra on XXI catch, pass, rekontra on XXI catch", &mut log);
    assert_eq!(g.kontra.level(item), 2);
    let mut steps = vec![2];
    while g.phase() == Phase::Announce && g.kontra.level(item) < 5 {
        let step = KONTRA + item as u8;
        if g.legal_actions().contains(step) {
            g.apply(step).unwrap();
            steps.push(g.kontra.level(item));
        } else {
            g.apply(PASS).unwrap();
        }
    }
    assert_eq!(steps, vec![2, 3, 4, 5], "szubkontra, hirskontra, mordkontra");
    let f = g.facts_when_played();
    assert_eq!(f.figures[XXI_CATCH as usize].kontra, 5);
    // No sixth step: nobody is offered one, and one is refused.
    while g.phase() == Phase::Announce {
        assert!(!g.legal_actions().contains(KONTRA + item as u8));
        let r = g.apply(KONTRA + item as u8).unwrap_err();
        assert!(r.rule == Some("PK-A4") && r.message.contains("last step"), "{}", r.message);
        g.apply(PASS).unwrap();
    }
}

/// The facts of a played four-seat deal with dealer 3, the XX called, no figures.
fn played_facts(level: u8, declarer: u8, partner: u8, points: i32) -> DealFacts {
    DealFacts {
        table_seats: 4,
        dealer: 3,
        outcome: Outcome::Played,
        level,
        declarer,
        partner: Some(partner),
        called: Some(card("XX")),
        official_kontra: false,
        card_points: [points, 94 - points],
        game_kontra: 0,
        figures: [FigureFacts::default(); FIGURES as usize],
        counts: [None; MAX_TABLE_SEATS],
        received_honours: [CardSet::EMPTY; MAX_TABLE_SEATS],
        opts: Options::default(),
    }
}

/// PK-X5: the book's four worked examples, from facts (units per player).
#[test]
fn pk_x5_worked_examples() {
    let base = played_facts;
    let announced = |seat: u8, decl: bool, made: [bool; 2]| FigureFacts { announced: Some((seat, decl)), kontra: 0, made, failed: [false; 2] };
    let silent = |made: [bool; 2]| FigureFacts { made, ..FigureFacts::default() };
    // 1. A–B win a two-game, an announced tulétroá and an announced ultimó: 14.
    let mut f = base(TWO, 0, 1, 60);
    f.figures[TULETROA as usize] = announced(0, true, [true, false]);
    f.figures[PAGAT_ULTIMO as usize] = announced(1, true, [true, false]);
    f.validate().unwrap();
    assert_eq!(score(&f).amounts, vec![14, 14, -14, -14]);
    // 2. B–C make a silent dupla in a three-game and lose their announced tulétroá: 0.
    let mut f = base(THREE, 1, 2, 75);
    f.figures[TULETROA as usize] = announced(1, true, [false, false]);
    f.figures[DUPLA as usize] = silent([true, false]);
    let s = score(&f);
    assert_eq!(s.amounts, vec![0, 0, 0, 0]);
    assert_eq!(s.extra.iter().find(|(k, _)| *k == "game_replaced").unwrap().1, Value::Bool(true));
    // 3. C–D lose a kontra'd one-game and their announced ultimó; A–B caught the XXI
    // silently: A–B receive 37.
    let mut f = base(ONE, 2, 3, 40);
    f.game_kontra = 1;
    f.figures[PAGAT_ULTIMO as usize] = announced(2, true, [false, false]);
    f.figures[XXI_CATCH as usize] = silent([false, true]);
    assert_eq!(score(&f).amounts, vec![37, 37, -37, -37]);
    // 4. A–B make their announced tulétroá but lose a rekontra'd one-game; the opponents
    // made a silent dupla and silent négy király: A–B pay 17.
    let mut f = base(ONE, 0, 1, 20);
    f.game_kontra = 2;
    f.figures[TULETROA as usize] = announced(0, true, [true, false]);
    f.figures[DUPLA as usize] = silent([false, true]);
    f.figures[FOUR_KINGS as usize] = silent([false, true]);
    let s = score(&f);
    assert_eq!(s.amounts, vec![-17, -17, 17, 17]);
    assert!(s.items_add_up() && s.is_zero_sum());
}

/// PK-X3, PK-X4, PK-D5: the volát voids the winner's other silent figures; a lone
/// declarer receives from each of three; cries and laughs; a game lost at 47.
#[test]
fn pk_x3_x4_d5_settlement_rules() {
    let mut f = DealFacts {
        table_seats: 5,
        dealer: 4,
        outcome: Outcome::Played,
        level: TWO,
        declarer: 1,
        partner: None,
        called: Some(card("XX")),
        official_kontra: false,
        card_points: [94, 0],
        game_kontra: 0,
        figures: [FigureFacts::default(); FIGURES as usize],
        counts: [None; MAX_TABLE_SEATS],
        received_honours: [CardSet::EMPTY; MAX_TABLE_SEATS],
        opts: Options::default(),
    };
    for fi in [TULETROA, FOUR_KINGS, DUPLA, VOLAT] {
        f.figures[fi as usize].made = [true, false];
    }
    // Only the silent volát (3 × 2) is paid, replacing the game; alone: from each of three.
    let s = score(&f);
    assert_eq!(s.amounts, vec![-6, 18, -6, -6, 0]);
    f.opts.dealer_cries_laughs = true;
    assert_eq!(score(&f).amounts, vec![-6, 24, -6, -6, -6]);
    // 47: the declarer's party loses double with `double_at_47`.
    let mut f = DealFacts { card_points: [47, 47], figures: [FigureFacts::default(); FIGURES as usize], partner: Some(2), ..f };
    f.opts = Options { double_at_47: true, ..Options::default() };
    assert_eq!(score(&f).amounts, vec![4, -4, -4, 4, 0]);
    f.opts.double_at_47 = false;
    assert_eq!(score(&f).amounts, vec![2, -2, -2, 2, 0]);
    // PK-X3 [choice] `failed_silent_ultimo` (default off): the defenders' silent pagát
    // ultimó failed costs them 5 only with the option; nothing else is charged.
    let mut f = played_facts(THREE, 0, 1, 50);
    f.figures[PAGAT_ULTIMO as usize].failed = [false, true];
    let items = |f: &DealFacts| -> Vec<(&str, Option<Side>, i32)> { score(f).items.iter().map(|it| (it.name, it.side, it.amount)).collect() };
    assert_eq!(items(&f).len(), 1, "{:?}", items(&f));
    f.opts.failed_silent_ultimo = true;
    assert_eq!(items(&f)[1..], [("pagát ultimó", Some(Side::Defenders), 5)]);
    // the game's 1 and the failed ultimó's 5, each defender to one member of the party
    assert_eq!(score(&f).amounts, vec![1 + 5, 1 + 5, -1 - 5, -1 - 5]);
}

/// Random legal deals to their end, with their log.
fn random_deal(n: usize, seed: u64, dealer: usize, opts: Options, rng: &mut Rng) -> (Game, Vec<LogEntry>) {
    let mut g = Game::from_seed(n, seed, dealer, opts).unwrap();
    let mut log = Vec::new();
    while !g.is_over() {
        let legal = g.legal_actions();
        assert!(!legal.is_empty(), "a player to act has a legal action");
        let a = legal.nth(rng.below(legal.len())).unwrap();
        log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
        g.apply(a).unwrap();
        assert!(log.len() <= MAX_GAME_LENGTH);
    }
    (g, log)
}

/// PK-D1…X4: random legal deals end within the bound; refusals leave the state as it was;
/// the settlement adds up, is zero-sum and counts 94; the facts pass their own check.
#[test]
fn random_deals_finish_and_settle() {
    let mut rng = Rng::new(5);
    for seed in 0..3000u64 {
        let n = if seed % 3 == 0 { 5 } else { 4 };
        let opts = Options { rautes: seed % 4 == 1, ..Options::default() };
        let (g, log) = random_deal(n, seed, (seed % n as u64) as usize, opts, &mut rng);
        let s = g.settlement().unwrap();
        assert!(s.items_add_up() && s.is_zero_sum(), "seed {seed}: {s:?}");
        for it in &s.items {
            assert_eq!(it.amounts.iter().sum::<i32>(), 0);
        }
        g.facts().unwrap().validate().unwrap();
        if !s.annulled {
            let cp = s.card_points.clone().unwrap();
            assert_eq!(cp[0] + cp[1], 94);
        }
        for seat in 0..n {
            let _ = g.view(seat, &log);
        }
    }
    let mut g = Game::from_seed(4, 1, 0, Options::default()).unwrap();
    while !g.is_over() {
        let legal = g.legal_actions();
        let before = g;
        for a in 0..ACTION_SPACE {
            if !legal.contains(a) {
                let r = g.apply(a).unwrap_err();
                assert!(r.rule.is_some_and(|id| id.starts_with("PK-")) && r.message.contains(r.rule.unwrap()));
                assert_eq!(g, before);
            }
        }
        g.apply(legal.nth(rng.below(legal.len())).unwrap()).unwrap();
    }
}

/// PK-X2: the figures a played deal's facts say were made are the ones its tricks show:
/// tuletroá and négy király won in tricks by one party, the XXI caught by the skíz of the
/// other party, the pagát winning the last trick for its player's party, every trick
/// (checked over random deals of four and five seats, each figure seen made).
#[test]
fn pk_x2_figures_follow_the_tricks() {
    use super::facts::{DECLARER_PARTY, DEFENDERS};
    let mut rng = Rng::new(21);
    let mut seen = [0u32; FIGURES as usize];
    for seed in 0..3000u64 {
        let n = if seed % 3 == 0 { 5 } else { 4 };
        let (g, log) = random_deal(n, seed, (seed % n as u64) as usize, Options::default(), &mut rng);
        let f = g.facts().unwrap();
        if f.outcome != Outcome::Played {
            continue;
        }
        let (d, partner) = (g.declarer().unwrap() as u8, g.partner().map(|p| p as u8));
        let party = |s: u8| if s == d || partner == Some(s) { DECLARER_PARTY } else { DEFENDERS };
        let tricks = g.tricks(&log);
        assert_eq!(tricks.len(), 9);
        let (mut won, mut count) = ([CardSet::EMPTY; 2], [0; 2]);
        let mut catch = None;
        for (leader, cards, winner) in &tricks {
            won[party(*winner)] = won[party(*winner)].union(cards.iter().copied().collect());
            count[party(*winner)] += 1;
            // the table seat that played the i-th card of the trick
            let player = |c: Card| cards.iter().position(|&x| x == c).map(|i| tricks_seat(&g, *leader, i));
            if let (Some(s), Some(x)) = (player(Card::SKIZ), player(Card::XXI)) {
                catch = Some((party(s), party(x)));
            }
        }
        let (leader, cards, winner) = tricks.last().unwrap();
        let pagat = cards.iter().position(|&x| x == Card::PAGAT).map(|i| tricks_seat(&g, *leader, i));
        for q in [DECLARER_PARTY, DEFENDERS] {
            let made = |fi: u8| f.figures[fi as usize].made[q];
            assert_eq!(made(TULETROA), CardSet::HONOURS.is_subset(won[q]), "seed {seed}");
            assert_eq!(made(FOUR_KINGS), CardSet::KINGS.is_subset(won[q]), "seed {seed}");
            assert_eq!(made(XXI_CATCH), catch.is_some_and(|(s, x)| s == q && x != q), "seed {seed}");
            assert_eq!(made(PAGAT_ULTIMO), pagat.is_some_and(|p| party(p) == q && p == *winner), "seed {seed}");
            let failed = f.figures[PAGAT_ULTIMO as usize].failed[q];
            assert_eq!(failed, pagat.is_some_and(|p| party(p) == q && p != *winner), "seed {seed}");
            assert_eq!(made(VOLAT), count[q] == 9, "seed {seed}");
            for fi in 0..FIGURES {
                seen[fi as usize] += u32::from(made(fi));
            }
        }
    }
    for fi in [TULETROA, FOUR_KINGS, PAGAT_ULTIMO, XXI_CATCH, VOLAT] {
        assert!(seen[fi as usize] > 0, "figure {fi} never made: {seen:?}");
    }
}

/// The table seat that played the `i`-th card of a trick led by table seat `leader`.
fn tricks_seat(g: &Game, leader: u8, i: usize) -> u8 {
    let (n, dealer) = (g.table_seats(), g.dealer());
    // The sitting-out dealer of five plays no card: he is skipped.
    let mut s = leader as usize;
    for _ in 0..i {
        s = (s + 1) % n;
        if n == 5 && s == dealer {
            s = (s + 1) % n;
        }
    }
    s as u8
}

/// PK-D5 [choice] `dealer_honour_fee`: only at a five-seat table, and only with the
/// option, do the honours given from the talon pay the sitting-out dealer.
#[test]
fn pk_d5_honour_fee_only_with_the_option() {
    let mut rng = Rng::new(4);
    let mut checked = 0;
    for seed in 0..400u64 {
        let opts = Options { dealer_honour_fee: true, ..Options::default() };
        let (g, _) = random_deal(5, seed, 0, opts, &mut rng);
        let f = g.facts().unwrap();
        if f.outcome != Outcome::Played || f.received_honours.iter().all(|h| h.is_empty()) {
            continue;
        }
        let fees = |f: &DealFacts| super::facts::score(f).items.iter().filter(|it| it.name == "honour fee").count();
        let given = f.received_honours.iter().map(|h| h.len() as usize).sum::<usize>();
        assert_eq!(fees(&f), given, "seed {seed}");
        let without = DealFacts { opts: Options { dealer_honour_fee: false, ..f.opts }, ..f };
        assert_eq!(fees(&without), 0, "seed {seed}");
        checked += 1;
    }
    assert!(checked > 20, "{checked} deals with honours from the talon");
}

/// PK-H5, PK-A4: the partner's identity never shows before it is public. Two deals that
/// differ only in which defender-to-be holds the called card look the same to the
/// declarer and to the fourth seat, as long as the sides are not public.
#[test]
fn the_partner_stays_hidden() {
    let mut rng = Rng::new(11);
    let (mut compared, mut acting) = (0, 0);
    for seed in 0..400u64 {
        let g0 = Game::from_seed(4, seed, 0, Options::default()).unwrap();
        let (g, log) = random_deal(4, seed, 0, Options::default(), &mut rng);
        let Some(c) = g.called() else { continue };
        let (Some(partner), Some(d)) = (g.partner(), g.declarer()) else { continue };
        // Another non-declarer whose dealt hand holds a tarokk that is no honour, not
        // invited, and still in his hand at the call; swap it with the called card.
        let call_at = log.iter().position(|e| (CALL..ANNOUNCE).contains(&e.action)).unwrap();
        let mut at_call = g0;
        for e in &log[..=call_at] {
            at_call.apply(e.action).unwrap();
        }
        let other = (0..4).find(|&s| s != d && s != partner).unwrap();
        let special = set("XVIII XIX XX").with(c);
        let Some(y) = at_call.hand(other).intersect(CardSet::TRUMPS).minus(CardSet::HONOURS).minus(special).first() else { continue };
        let mut hands: Vec<CardSet> = (0..4).map(|s| g0.hand(s)).collect();
        if !hands[partner].contains(c) || !hands[other].contains(y) {
            continue; // from the talon: not a swap of dealt cards
        }
        hands[partner].remove(c);
        hands[partner].insert(y);
        hands[other].remove(y);
        hands[other].insert(c);
        let mut h = Game::new(4, &hands, &g0.talon(), 0, Options::default()).unwrap();
        let mut a = g0;
        let fourth = (0..4).find(|&s| s != d && s != partner && s != other).unwrap();
        for (k, e) in log.iter().enumerate() {
            if a.apply(e.action).is_err() || h.apply(e.action).is_err() || a.all_public || h.all_public {
                break;
            }
            if k >= call_at {
                assert_eq!(h.partner(), Some(other));
                for v in [d, fourth] {
                    // Their own cards are the same in both deals: the whole view must be,
                    // and what they may do (PK-A4: a kontra only on a side one knows).
                    let (va, vh) = (a.view(v, &log[..=k]), h.view(v, &log[..=k]));
                    for ((name, x), (_, y)) in va.iter().zip(&vh) {
                        assert_eq!(x, y, "seed {seed}: {name} of seat {v} shows the partner");
                    }
                    if a.current_player() == Some(v) {
                        assert_eq!(a.legal_actions(), h.legal_actions(), "seed {seed}: seat {v}'s actions show the partner");
                        acting += 1;
                    }
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 100 && acting > 50, "compared {compared} views, {acting} with the seat to act");
}

/// Issue 4: the state is a small `Copy` value.
#[test]
fn game_state_is_small() {
    assert!(std::mem::size_of::<Game>() <= 256, "Game is {} bytes", std::mem::size_of::<Game>());
}

/// Names: every action is named in both languages and read back (`docs/paskievics.md`).
#[test]
fn names_read_back() {
    let g = Game::from_seed(4, 3, 0, Options::default()).unwrap();
    for a in 54..ACTION_SPACE {
        for lang in [crate::action::Lang::English, crate::action::Lang::Hungarian] {
            let name = g.action_name(a, lang);
            assert_eq!(g.parse_action(&name), Ok(a), "{name}");
        }
    }
    for (text, a) in [
        ("segít a XX-as tarokk", CALL + 19),
        ("segít az V", CALL + 4),
        ("segít a V", CALL + 4),
        ("Segit XIX", CALL + 18),
        ("call pagát", CALL),
        ("mehet", PASS),
        ("Passzolok", PASS),
        ("kilenc tarokk", COUNT9),
        ("announce négy király", ANNOUNCE + FOUR_KINGS),
        // The English names written before 2026-12-07, still read.
        ("announce four kings", ANNOUNCE + FOUR_KINGS),
        ("kontra on XXI catch", KONTRA + 1 + XXI_CATCH),
        ("XXI catch", ANNOUNCE + XXI_CATCH),
        ("szubkontra a duplára", KONTRA + 1 + DUPLA),
        ("kontra game", KONTRA),
        ("rekontra jatek", KONTRA),
        ("skart kőr király", card("KH").id()),
        ("leteszem kőr király", card("KH").id()),
        // Jókai's discard with the card as the verb's object, the article optional.
        ("leteszem a kőr királyt", card("KH").id()),
        ("Leteszem kor kiralyt", card("KH").id()),
        ("leteszem az V-öst", card("V").id()),
        ("KH", card("KH").id()),
    ] {
        assert_eq!(g.parse_action(text), Ok(a), "{text}");
    }
    assert!(g.parse_action("call KH").is_err());
    assert!(g.parse_action("kontra").is_err());
    // Written in English text by the rules' Hungarian terms, as Jókai writes the same figures.
    assert_eq!(g.action_name(ANNOUNCE + FOUR_KINGS, crate::action::Lang::English), "announce négy király");
    assert_eq!(g.action_name(ANNOUNCE + XXI_CATCH, crate::action::Lang::English), "announce XXI fogás");
    // "az" before V (read "öt"), "a" before the others.
    assert_eq!(g.action_name(CALL + 4, crate::action::Lang::Hungarian), "segít az V");
    assert_eq!(g.action_name(CALL + 19, crate::action::Lang::Hungarian), "segít a XX");
}

/// An id past the table (104 and up) gets the placeholder `action N` in either language,
/// never a kontra's name (a mutant that named every id from the kontras on as one survived
/// the audit: the bindings refuse such ids before asking).
#[test]
fn an_id_past_the_actions_gets_a_placeholder() {
    let g = Game::from_seed(4, 3, 0, Options::default()).unwrap();
    for a in [ACTION_SPACE, 110, 127] {
        for lang in [crate::action::Lang::English, crate::action::Lang::Hungarian] {
            assert_eq!(g.action_name(a, lang), format!("action {a}"));
        }
    }
}

/// PK-B1, PK-B7: the levels, their values and talon shares; the last bidder declares.
#[test]
fn pk_b1_b7_levels() {
    let values: Vec<i32> = LEVEL_TABLE.iter().map(|l| l.value).collect();
    assert_eq!(values, vec![1, 2, 3, 4]);
    for l in &LEVEL_TABLE {
        // The name is the number of talon cards the declarer takes (szóló: none).
        assert_eq!(l.shares.iter().sum::<u8>(), 6);
        assert_eq!(l.shares[0] as i32, 4 - l.value);
    }
    let (_, level, declarer) = auction(BIDDERS, Options::default(), "three, two, one, pass, pass, pass");
    assert_eq!((level, declarer), (Some(ONE), Some(2)));
    // While the bidding goes on, a standing bid is no contract and its bidder no declarer.
    let mut g = game_with(BIDDERS, Options::default());
    for bid in ["three", "two", "one", "pass", "pass"] {
        act(&mut g, bid, &mut Vec::new());
        assert_eq!((g.phase(), g.level(), g.declarer()), (Phase::Bidding, None, None), "after {bid}");
        assert_eq!(field(&g.view(0, &[]), "contract"), Value::None);
    }
}

/// PK-S2: the discarded tarokks are announced when each seat's discarding is done, not
/// before: every seat's with `announce_all_discards` (the default), the declarer's only
/// without it; nothing before the discards (the sitting-out dealer's count: PK-D4, above).
#[test]
fn pk_s2_discard_counts_are_announced_as_each_turn_ends() {
    for all in [true, false] {
        let opts = Options { announce_all_discards: all, ..Options::default() };
        let mut g = game_with(["Sk", "", "", ""], opts);
        let mut log = Vec::new();
        let counts = |g: &Game| field(&g.view(2, &[]), "discarded_tarokks");
        assert_eq!(counts(&g), Value::List(vec![Value::None; 4]));
        act(&mut g, "three, pass, pass, pass", &mut log);
        // Each seat discards tarokks where it can, and the counts are followed turn by turn.
        let mut discarded = [0i64; 4];
        let mut done: Vec<usize> = Vec::new();
        while g.phase() == Phase::Discard {
            let s = g.current_player().unwrap();
            let expected: Vec<Value> = (0..4)
                .map(|q| if done.contains(&q) && (all || q == 0) { Value::Int(discarded[q]) } else { Value::None })
                .collect();
            assert_eq!(counts(&g), Value::List(expected), "all {all}, seat {s} to discard, done {done:?}");
            let legal = g.legal_actions();
            let a = legal.iter().find(|&a| a < 22).unwrap_or_else(|| legal.iter().next().unwrap());
            g.apply(a).unwrap();
            discarded[s] += i64::from(a < 22);
            if g.current_player() != Some(s) {
                done.push(s);
            }
        }
        assert_eq!(done, vec![0, 1, 2, 3]);
        let expected: Vec<Value> = (0..4).map(|q| if all || q == 0 { Value::Int(discarded[q]) } else { Value::None }).collect();
        assert_eq!(counts(&g), Value::List(expected));
        assert!(discarded.iter().all(|&k| k > 0), "{discarded:?}");
        // PK-H4: a discarded tarokk was announced (the declarer's at least): any tarokk
        // II–XX may be called.
        let calls: CardSet = g.legal_actions().iter().filter(|&a| (CALL..ANNOUNCE).contains(&a)).map(called_card).collect();
        assert_eq!(calls, super::game::CALLABLE, "all {all}");
    }
}

/// PK-A1, PK-A2: turns go round from the declarer; a player who passed speaks again
/// after a new announcement; three passes in a row after the last announcement end the
/// round; each figure is announced once.
#[test]
fn pk_a1_a2_announcement_round() {
    let (mut g, mut log) = to_announce(["Sk", "XX", "", ""], Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, pass, pass, announce négy király", &mut log);
    // C announced négy király: nobody may announce it again.
    let r = g.apply(ANNOUNCE + FOUR_KINGS).unwrap_err();
    assert_eq!((r.kind, r.rule), (IllegalKind::Announcement, Some("PK-A2")));
    act(&mut g, "pass, pass, pass", &mut log);
    // A and B passed before; after C's announcement B speaks again.
    assert_eq!((g.phase(), g.current_player()), (Phase::Announce, Some(1)));
    assert!(!g.legal_actions().contains(ANNOUNCE + FOUR_KINGS));
    act(&mut g, "pass", &mut log);
    assert_eq!(g.phase(), Phase::Play);
}

/// PK-P1 (PK-X6): the forehand leads; following and trumping as in the shared rules (a
/// card that breaks them is refused, so a renonsz cannot happen in the engine and is
/// recorded by hand); the winner leads the next trick, and the highest tarokk (the skíz
/// above all) or else the led suit's highest card wins it. The rules are restated here
/// from the card ids (tarokks 0..=21 up to the skíz, each suit's cards up in rank), not
/// taken from the engine's trick functions.
#[test]
fn pk_p1_play() {
    let (mut g, mut log) = to_announce(["Sk", "XX", "", ""], Options::default(), "three, pass, pass, pass");
    act(&mut g, "call XX, pass, pass, pass, pass", &mut log);
    assert_eq!((g.phase(), g.current_player()), (Phase::Play, Some(0)));
    let mut rng = Rng::new(3);
    while g.phase() == Phase::Play {
        let p = *g.play_state().unwrap();
        let seat = g.current_player().unwrap();
        let hand = g.hand(seat);
        let legal = CardSet(g.legal_actions().0 as u64);
        let suit = |c: Card| if c.id() < 22 { 4 } else { (c.id() - 22) / 8 };
        let expected = match p.trick().get(0) {
            None => hand,
            Some(led) => {
                let follow: CardSet = hand.iter().filter(|&c| suit(c) == suit(led)).collect();
                let trumps: CardSet = hand.iter().filter(|&c| c.id() < 22).collect();
                [follow, trumps, hand].into_iter().find(|s| !s.is_empty()).unwrap()
            }
        };
        assert_eq!(legal, expected);
        if let Some(bad) = hand.minus(legal).first() {
            let r = g.apply(bad.id()).unwrap_err();
            assert_eq!((r.kind, r.rule), (IllegalKind::TrickRule, Some("PK-P1")));
        }
        let done = p.tricks_done();
        let c = legal.nth(rng.below(legal.len())).unwrap();
        g.apply(c.id()).unwrap();
        let p = g.play_state().unwrap();
        if p.tricks_done() > done && g.phase() == Phase::Play {
            let last = p.last_trick().unwrap();
            let cards: Vec<Card> = last.cards().collect();
            let strength = |c: Card| match c.id() {
                t if t < 22 => 100 + u32::from(t),
                x if suit(c) == suit(cards[0]) => u32::from(x),
                _ => 0,
            };
            let top = (0..cards.len()).max_by_key(|&i| strength(cards[i])).unwrap();
            assert_eq!(last.winner as usize, last.seat_of(top, p.num_players()));
            assert_eq!(g.current_player(), Some(g.seat(last.winner)));
        }
    }
}

/// PK-X1, PK-X2: 48 card points win the game, 47–47 the defenders; the figures' values,
/// announced (× kontra) and silent (never multiplied).
#[test]
fn pk_x1_x2_points_and_values() {
    let facts = |points: i32| DealFacts {
        table_seats: 4,
        dealer: 3,
        outcome: Outcome::Played,
        level: ONE,
        declarer: 0,
        partner: Some(2),
        called: Some(card("XX")),
        official_kontra: false,
        card_points: [points, 94 - points],
        game_kontra: 0,
        figures: [FigureFacts::default(); FIGURES as usize],
        counts: [None; MAX_TABLE_SEATS],
        received_honours: [CardSet::EMPTY; MAX_TABLE_SEATS],
        opts: Options::default(),
    };
    assert_eq!(score(&facts(48)).amounts, vec![3, -3, 3, -3]);
    assert_eq!(score(&facts(47)).amounts, vec![-3, 3, -3, 3]);
    assert_eq!(score(&facts(47)).won, Some(false));
    // Each figure alone, announced by the declarer's party and made, with a kontra (×2),
    // and made silently: at level one (value 3).
    let expected = [(2, 1), (2, 1), (12, 6), (10, 5), (42, 21), (18, 9)];
    for (f, &(announced, silent)) in expected.iter().enumerate() {
        let mut with = facts(60);
        with.figures[f] = FigureFacts { announced: Some((0, true)), kontra: 1, made: [true, false], failed: [false; 2] };
        let s = score(&with);
        let it = s.items.iter().find(|it| it.name == FIGURE_TABLE[f].en).unwrap();
        assert_eq!((it.amount, it.kontra, it.announced), (2 * announced, 2, true), "{}", it.name);
        let mut silently = facts(60);
        silently.figures[f].made = [true, false];
        let s = score(&silently);
        let it = s.items.iter().find(|it| it.name == FIGURE_TABLE[f].en).unwrap();
        assert_eq!((it.amount, it.kontra, it.announced), (silent, 1, false), "{}", it.name);
    }
}

/// PK-D4: the dealer of five is told he sits out; another seat out of turn is told whose
/// turn it is; after the deal, that it is over.
#[test]
fn pk_d4_turn_refusal_names_the_sitting_out_dealer() {
    let g = Game::from_seed(5, 1, 3, Options::default()).unwrap();
    let r = GameState::turn_refusal(&g, 3);
    assert_eq!((r.kind, r.rule, r.message.as_str()), (IllegalKind::NotYourTurn, Some("PK-D4"), "seat 3 sits out this deal (PK-D4)"));
    let cur = g.current_player().unwrap();
    let other = (cur + 1) % 5;
    assert_eq!(GameState::turn_refusal(&g, other).message, format!("it is seat {cur}'s turn, not seat {other}'s"));
    let four = Game::from_seed(4, 1, 3, Options::default()).unwrap();
    assert_eq!(GameState::turn_refusal(&four, 3).rule, None);
}

/// PK-D4, PK-A4: the dealer who sits out a five-seat deal watches it. He is given the
/// non-declarers' discards (and sees the declarer's tarokks once the skart is turned up,
/// PK-S2), and knows a seat's side exactly when every player at the table knows it: he
/// holds no card that tells him more. Checked at every state of random deals.
#[test]
fn pk_d4_what_the_sitting_out_dealer_sees() {
    let mut rng = Rng::new(31);
    let (mut known, mut unknown) = (0, 0);
    for seed in 0..300u64 {
        let dealer = (seed % 5) as usize;
        let mut g = Game::from_seed(5, seed, dealer, Options::default()).unwrap();
        let mut log = Vec::new();
        while !g.is_over() {
            let v = g.view(dealer, &log);
            if let (Some(d), Some(_)) = (g.declarer(), g.called()) {
                let Value::List(sides) = field(&v, "sides") else { panic!("sides") };
                let Value::List(discards) = field(&v, "discards") else { panic!("discards") };
                for s in (0..5).filter(|&s| s != dealer) {
                    let t = g.pos(s).unwrap();
                    let everybody = (0..5).filter_map(|a| g.pos(a)).all(|a| g.knows(a, t));
                    assert_eq!(sides[s] != Value::None, everybody, "seed {seed}: seat {s}");
                    if everybody { known += 1 } else { unknown += 1 }
                    let all = g.discards_of(t);
                    let expected = if s != d { all } else if g.skart_shown { all.intersect(CardSet::TRUMPS) } else { CardSet::EMPTY };
                    assert_eq!(discards[s], Value::CardSet(expected), "seed {seed}: seat {s}'s discards");
                }
            }
            let legal = g.legal_actions();
            let a = legal.nth(rng.below(legal.len())).unwrap();
            log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
            g.apply(a).unwrap();
        }
    }
    assert!(known > 1000 && unknown > 1000, "{known} known, {unknown} unknown");
}
