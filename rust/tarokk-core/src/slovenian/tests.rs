//! Tests of the Slovenian state machine by rule (`SL-…`). Most Slovenian rule tests are
//! written once for both backends in Python; these check in the core itself what a
//! mutation audit found guarded by the Python tests alone: each deal's facts against the
//! tricks it was played with, the bonus items' signs, what a seat may do given what it
//! knows, and SL-A3's kept cards.

use super::actions::*;
use super::contract::{self, BEGGAR, KLOP, OPEN_BEGGAR, THREE};
use super::*;
use crate::card::{Card, CardSet};
use crate::game::GameState;
use crate::play::TrickRecord;
use crate::rng::Rng;
use crate::settlement::{Settlement, Side};

/// One deal played to its end by random legal actions, with its log and every state it
/// passed through (the state before action `i` is `states[i]`). Uniform choices would
/// bid beggar or higher in nearly every deal (most bids are those), so the bidding passes
/// more often and bids low, and the declarer takes the talon set with the called king
/// more often, so that the king-calling contracts and SL-K4 come up.
struct Played {
    deal: Dealt,
    dealer: usize,
    game: Game,
    log: Vec<LogEntry>,
    states: Vec<Game>,
}

fn play_random(n: usize, seed: u64, opts: Options) -> Played {
    let dealer = (seed % n as u64) as usize;
    let deal = Dealt::from_seed(seed, n, dealer);
    let mut g = Game::new(n, deal, dealer, seed % 5 == 0, opts).unwrap();
    let mut rng = Rng::new(seed ^ 0x5eed);
    let (mut log, mut states) = (Vec::new(), Vec::new());
    while !g.is_over() {
        let a = random_action(&g, &mut rng);
        states.push(g);
        log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
        g.apply(a).unwrap();
    }
    Played { deal, dealer, game: g, log, states }
}

fn random_action(g: &Game, rng: &mut Rng) -> Action {
    let legal = g.legal_actions();
    let uniform = legal.nth(rng.below(legal.len())).unwrap();
    let lowest_bid = legal.iter().filter(|a| (BID..BID + contract::CONTRACTS).contains(a)).min();
    match g.phase() {
        Phase::Bidding if legal.contains(PASS) && rng.below(10) < 6 => PASS,
        Phase::Bidding | Phase::Declare if rng.below(10) < 8 => lowest_bid.unwrap_or(uniform),
        Phase::Talon if rng.below(10) < 8 => {
            let k = contract::info(g.contract().unwrap()).talon_set as usize;
            let with_king = g.called().and_then(|c| g.talon().iter().position(|&x| x == c)).map(|i| TAKE_SET + (i / k) as u8);
            with_king.unwrap_or(uniform)
        }
        _ => uniform,
    }
}

/// Every option the other way from its default.
pub(crate) fn flipped() -> Options {
    Options {
        end_early: false,
        king_ultimo: false,
        beggar_kontra: false,
        silent_valat: false,
        klop_talon_face_up: false,
        counting_leftover: true,
        talon_rest_counts_for_bonuses: false,
    }
}

/// The facts of a deal as a scorer reads them off the table: from the tricks in the log,
/// the talon and the sides, by the rules' words (not by the state's own bookkeeping).
struct Expected {
    tricks_condition: bool,
    outcomes: [Option<(Side, bool)>; BONUSES as usize],
    mond_payer: Option<u8>,
}

fn expected_facts(p: &Played) -> Expected {
    let g = &p.game;
    let n = g.num_players();
    let c = g.contract().unwrap();
    let d = g.declarer().unwrap();
    let partner = g.partner();
    let declarer_side = |s: usize| s == d || partner == Some(s);
    let side = |s: usize| if declarer_side(s) { Side::Declarer } else { Side::Defenders };
    let tricks: Vec<TrickRecord> = g.tricks(&p.log);
    let all = 48 / n;
    let won_by = |pred: &dyn Fn(usize) -> bool| tricks.iter().filter(|t| pred(t.winner as usize)).count();
    // SL-B1: beggar is won without a trick, the valats with every trick.
    let tricks_condition = match c {
        BEGGAR | OPEN_BEGGAR => won_by(&|s| s == d) == 0,
        _ => won_by(&|s| s == d) == all,
    };
    let mut outcomes = [None; BONUSES as usize];
    let mut mond_payer = None;
    if contract::has_bonuses(c) {
        // SL-K2, SL-K4: the taken talon set, and the called king's trick when that king
        // was in it.
        let k = contract::info(c).talon_set as usize;
        let taken: CardSet = match g.talon_taken() {
            Some(i) if k > 0 => g.talon()[i * k..i * k + k].iter().copied().collect(),
            _ => CardSet::EMPTY,
        };
        let rest = g.talon().iter().copied().collect::<CardSet>().minus(taken);
        let k4_trick = g.called().filter(|&k| taken.contains(k)).and_then(|k| tricks.iter().find(|t| t.set().contains(k)));
        let mut won = [CardSet::EMPTY; 2];
        for t in &tricks {
            let i = usize::from(!declarer_side(t.winner as usize));
            won[i] = won[i].union(t.set());
        }
        if let Some(t) = k4_trick.filter(|_| g.options().talon_rest_counts_for_bonuses) {
            let i = usize::from(!declarer_side(t.winner as usize));
            won[i] = won[i].union(rest);
        }
        // SL-A1: trula and kings, won in tricks by one side.
        for (b, set) in [(TRULA, CardSet::HONOURS), (KINGS, CardSet::KINGS)] {
            outcomes[b as usize] = if set.is_subset(won[0]) {
                Some((Side::Declarer, true))
            } else if set.is_subset(won[1]) {
                Some((Side::Defenders, true))
            } else {
                None
            };
        }
        if tricks.len() == all {
            let last = tricks.last().unwrap();
            let player_of = |card: Card| last.cards().position(|x| x == card).map(|i| last.seat_of(i, n));
            // SL-A1, SL-S1: king ultimo is the declarer side's, made when it wins the last
            // trick with the called king in it (with the option only).
            if let Some(k) = g.called().filter(|k| k.is_king() && g.options().king_ultimo) {
                if player_of(k).is_some() {
                    outcomes[KING_ULTIMO as usize] = Some((Side::Declarer, declarer_side(last.winner as usize)));
                }
            }
            // Pagat ultimo: the side of the pagat's player, made when the pagat wins.
            if let Some(s) = player_of(Card::PAGAT) {
                outcomes[PAGAT_ULTIMO as usize] = Some((side(s), last.winner as usize == s));
            }
        }
        let decl_tricks = won_by(&|s| declarer_side(s));
        outcomes[VALAT_BONUS as usize] = if decl_tricks == all {
            Some((Side::Declarer, true))
        } else if tricks.len() == all && decl_tricks == 0 {
            Some((Side::Defenders, true))
        } else {
            None
        };
        // SL-P5: škis and mond in one trick: the mond's player pays. SL-K5: a mond in the
        // talon that does not end with the declarer side (not taken, not won back through
        // SL-K4's trick): the declarer pays.
        let captured = tricks.iter().find(|t| t.set().contains(Card::SKIZ) && t.set().contains(Card::XXI));
        mond_payer = if let Some(t) = captured {
            let i = t.cards().position(|x| x == Card::XXI).unwrap();
            Some(t.seat_of(i, n) as u8)
        } else if k > 0 && rest.contains(Card::XXI) && !k4_trick.is_some_and(|t| declarer_side(t.winner as usize)) {
            Some(d as u8)
        } else {
            None
        };
    }
    Expected { tricks_condition, outcomes, mond_payer }
}

/// SL-B1 [choice] `end_early`: a beggar deal ends with the first trick its declarer
/// wins, a valat or colour valat deal with the first he loses; otherwise every trick is
/// played. SL-P3: only colour valat plays taroks as a suit. SL-D3: no hand is shown as
/// without taroks in a deal that was not annulled.
fn early_end_and_play_rules_by_rule(p: &Played) {
    let g = &p.game;
    if !g.annulled() {
        assert!(p.states.iter().chain([g]).all(|s| s.no_tarok_seats().next().is_none()));
    }
    let (Some(c), Some(play)) = (g.contract(), g.play_state()) else { return };
    assert_eq!(play.rules().colour_valat, c == contract::COLOUR_VALAT);
    let n = g.num_players();
    let tricks = g.tricks(&p.log);
    let d = g.declarer().unwrap_or(n);
    let ends = |t: &TrickRecord| match c {
        BEGGAR | OPEN_BEGGAR => t.winner as usize == d,
        contract::VALAT | contract::COLOUR_VALAT => t.winner as usize != d,
        _ => false,
    };
    let expected = match tricks.iter().position(ends) {
        Some(i) if g.options().end_early => i + 1,
        _ => 48 / n,
    };
    assert_eq!(tricks.len(), expected, "contract {c}");
}

/// SL-B1, SL-A1, SL-S1, SL-K4, SL-K5, SL-P5: the facts the core reads off a played deal
/// are the ones the tricks, the talon and the sides give by the rules, over thousands of
/// randomly played deals of three and four players with the options both ways. Each
/// case that decides a fact is seen a number of times, so none is checked vacuously.
#[test]
fn sl_facts_follow_the_tricks_by_rule() {
    #[derive(Default, Debug)]
    struct Seen {
        beggar_won: u32,
        beggar_lost: u32,
        king_last: [u32; 2],
        pagat_last: [u32; 2],
        trula: [u32; 2],
        kings: [u32; 2],
        captured: u32,
        mond_in_rest: u32,
        mond_won_back: u32,
    }
    let mut seen = Seen::default();
    for (n, opts) in [(4, Options::default()), (4, flipped()), (3, Options::default()), (3, flipped())] {
        for seed in 0..3000u64 {
            let p = play_random(n, seed, opts);
            early_end_and_play_rules_by_rule(&p);
            let Some(f) = p.game.deal_facts() else { continue };
            let e = expected_facts(&p);
            let c = f.contract;
            assert_eq!(f.tricks_condition, e.tricks_condition, "{n} players, seed {seed}: contract {c}");
            assert_eq!(f.mond_payer, e.mond_payer, "{n} players, seed {seed}: contract {c}");
            for b in 0..BONUSES as usize {
                assert_eq!(f.bonuses[b].outcome, e.outcomes[b], "{n} players, seed {seed}: bonus {b}");
            }
            if matches!(c, BEGGAR | OPEN_BEGGAR) {
                *(if e.tricks_condition { &mut seen.beggar_won } else { &mut seen.beggar_lost }) += 1;
            }
            let o = |b: u8| e.outcomes[b as usize];
            if let Some((_, made)) = o(KING_ULTIMO) {
                seen.king_last[usize::from(made)] += 1;
            }
            if let Some((_, made)) = o(PAGAT_ULTIMO) {
                seen.pagat_last[usize::from(made)] += 1;
            }
            if let Some((s, _)) = o(TRULA) {
                seen.trula[usize::from(s == Side::Declarer)] += 1;
            }
            if let Some((s, _)) = o(KINGS) {
                seen.kings[usize::from(s == Side::Declarer)] += 1;
            }
            let captured = p.game.mond_captured.is_some();
            seen.captured += u32::from(captured);
            if contract::has_bonuses(c) && !captured && p.game.talon_rest().contains(Card::XXI) {
                if e.mond_payer.is_some() {
                    seen.mond_in_rest += 1;
                } else {
                    seen.mond_won_back += 1;
                }
            }
        }
    }
    let counts = [
        seen.beggar_won,
        seen.beggar_lost,
        seen.king_last[0],
        seen.king_last[1],
        seen.pagat_last[0],
        seen.pagat_last[1],
        seen.trula[0],
        seen.trula[1],
        seen.kings[0],
        seen.kings[1],
        seen.captured,
        seen.mond_in_rest,
        seen.mond_won_back,
    ];
    assert!(counts.iter().all(|&x| x >= 3), "{seen:?}");
}

/// SL-D1/SL-T: random legal play of many deals ends, and scores are consistent.
#[test]
fn random_deals_finish_and_settle() {
    let mut rng = Rng::new(3);
    for seed in 0..3000u64 {
        let n = if seed % 3 == 0 { 3 } else { 4 };
        let mut g = Game::from_seed(n, seed, (seed % n as u64) as usize, seed % 7 == 0, Options::default()).unwrap();
        let mut steps = 0;
        let mut log: Vec<LogEntry> = Vec::new();
        while !g.is_over() {
            let legal = g.legal_actions();
            assert!(!legal.is_empty());
            let a = legal.nth(rng.below(legal.len())).unwrap();
            log.push(LogEntry { phase: g.phase() as u8, seat: g.current_player().unwrap() as u8, action: a });
            g.apply(a).unwrap();
            steps += 1;
            assert!(steps <= MAX_GAME_LENGTH, "{steps} actions");
        }
        // The tricks rebuilt from the log end with the one the state kept.
        if let Some(p) = g.play_state() {
            let tricks = g.tricks(&log);
            assert_eq!(tricks.len(), p.tricks_done());
            assert_eq!(tricks.last().copied(), p.last_trick());
            for (t, next) in tricks.iter().zip(tricks.iter().skip(1)) {
                assert_eq!(t.winner, next.leader);
            }
        }
        let s = g.settlement().unwrap();
        assert_eq!(s, Settlement::from(&g.tally().unwrap()));
        assert!(s.items_add_up());
        for (seat, amount) in s.amounts.iter().enumerate() {
            let items: i32 = s
                .items
                .iter()
                .filter(|it| it.seat.map_or_else(|| g.on_declarer_side(seat) && s.contract != Some(contract::KLOP), |x| x as usize == seat))
                .map(|it| it.amount)
                .sum();
            assert_eq!(*amount, items);
        }
    }
}

/// Issue 4: a game state is a small `Copy` value.
#[test]
fn game_state_is_small() {
    assert!(std::mem::size_of::<Game>() <= 256, "Game is {} bytes", std::mem::size_of::<Game>());
    assert!(std::mem::size_of::<crate::PlayState>() <= 256);
}

/// SL-S1, SL-S2, SL-A1: each bonus item's sign and size from facts entered by hand,
/// worked out from the rule's words: an announced bonus made by its announcers counts
/// for them (times its kontra), one failed against them; a silent bonus counts its silent
/// value for the side that made it; king ultimo exists only with four players and a
/// called king; a silent valat only with SL-S2's option.
#[test]
fn sl_s1_bonus_items_by_rule() {
    let decl = |made| Some((Side::Declarer, made));
    let defs = |made| Some((Side::Defenders, made));
    let mut bonuses = [BonusFacts::default(); BONUSES as usize];
    // trula announced by the declarer side and made, kontra'd: +20 × 2
    bonuses[TRULA as usize] = BonusFacts { announced_by: Some(Side::Declarer), kontra: 1, outcome: decl(true) };
    // kings announced by the defenders and made by them: −20
    bonuses[KINGS as usize] = BonusFacts { announced_by: Some(Side::Defenders), kontra: 0, outcome: defs(true) };
    // king ultimo silent, made by the declarer side: +10
    bonuses[KING_ULTIMO as usize] = BonusFacts { announced_by: None, kontra: 0, outcome: decl(true) };
    // pagat ultimo announced by the declarer side, the pagat lost in the last trick: −50 × 4
    bonuses[PAGAT_ULTIMO as usize] = BonusFacts { announced_by: Some(Side::Declarer), kontra: 2, outcome: decl(false) };
    // valat silent, made by the declarer side: +250
    bonuses[VALAT_BONUS as usize] = BonusFacts { announced_by: None, kontra: 0, outcome: decl(true) };
    let facts = DealFacts {
        num_players: 4,
        contract: THREE,
        declarer: 1,
        partner: Some(3),
        king_called: true,
        card_points: [70, 0],
        tricks_condition: false,
        game_kontra: 0,
        bonuses,
        mond_payer: None,
        silent_valat: true,
        king_ultimo: true,
    };
    let items = |f: &DealFacts| -> Vec<(ItemKind, i32)> { tally_deal(f).items().iter().map(|it| (it.kind, it.amount)).collect() };
    // the game: 10 + |70 − 35| = 45 (35 is a multiple of 5)
    let game = (ItemKind::Game, 45);
    let b = ItemKind::Bonus;
    assert_eq!(
        items(&facts),
        vec![game, (b(TRULA), 40), (b(KINGS), -20), (b(KING_ULTIMO), 10), (b(PAGAT_ULTIMO), -200), (b(VALAT_BONUS), 250)]
    );
    let s = Settlement::from(&tally_deal(&facts));
    assert_eq!(s.amounts, vec![0, 125, 0, 125]);
    // The same bonuses the other way round: the trula announced by the defenders and made
    // by the declarer side counts for it; the kings announced by the defenders and made
    // by the declarer side too; a silent king ultimo failed by the declarer side counts
    // against it; a silent pagat ultimo failed by the defenders counts for the declarer side.
    let mut other = facts;
    other.bonuses[TRULA as usize] = BonusFacts { announced_by: Some(Side::Defenders), kontra: 0, outcome: decl(true) };
    other.bonuses[KINGS as usize] = BonusFacts { announced_by: Some(Side::Defenders), kontra: 1, outcome: None };
    other.bonuses[KING_ULTIMO as usize] = BonusFacts { announced_by: None, kontra: 0, outcome: decl(false) };
    other.bonuses[PAGAT_ULTIMO as usize] = BonusFacts { announced_by: None, kontra: 0, outcome: defs(false) };
    assert_eq!(
        items(&other),
        vec![game, (b(TRULA), 20), (b(KINGS), 40), (b(KING_ULTIMO), -10), (b(PAGAT_ULTIMO), 25), (b(VALAT_BONUS), 250)]
    );
    // SL-S2 [choice] off: no silent valat.
    let no_silent_valat = DealFacts { silent_valat: false, ..facts };
    assert_eq!(
        items(&no_silent_valat),
        vec![game, (b(TRULA), 40), (b(KINGS), -20), (b(KING_ULTIMO), 10), (b(PAGAT_ULTIMO), -200)]
    );
    // King ultimo: not without the option, nor without a called king (SL-A1); three
    // players call no king.
    for f in [DealFacts { king_ultimo: false, ..facts }, DealFacts { king_called: false, ..facts }] {
        assert!(!items(&f).iter().any(|(k, _)| *k == b(KING_ULTIMO)), "{f:?}");
    }
    let three = DealFacts { num_players: 3, partner: None, ..facts };
    assert_eq!(
        items(&three),
        vec![game, (b(TRULA), 40), (b(KINGS), -20), (b(PAGAT_ULTIMO), -200), (b(VALAT_BONUS), 250)]
    );
}

/// SL-A3: once pagat ultimo or king ultimo is announced, whoever holds that card on the
/// announcing side keeps it for the last trick unless forced: the announcer himself at
/// once; a holder on the other side never. At every card of thousands of random deals
/// where the seat to play is one of those, his legal cards are the trick rules' with
/// exactly those cards kept (a holder on the announcer's side who is not the announcer is
/// bound once he knows his side: `sl_a2_…` below checks that his cards show nothing).
#[test]
fn sl_a3_the_announcer_keeps_his_ultimo_card_and_the_other_side_does_not() {
    let (mut bound, mut free) = (0, 0);
    for seed in 0..4000u64 {
        let p = play_random(4, seed, Options::default());
        'state: for g in p.states.iter().filter(|g| g.phase() == Phase::Play) {
            let s = g.current_player().unwrap();
            let mut keep = CardSet::EMPTY;
            let mut other_side = false;
            for (b, card) in [(PAGAT_ULTIMO, Some(Card::PAGAT)), (KING_ULTIMO, g.called())] {
                let (Some(card), Some(a)) = (card, g.announced_by[b as usize]) else { continue };
                if !g.hand(s).contains(card) {
                    continue;
                }
                if g.on_declarer_side(a as usize) != g.on_declarer_side(s) {
                    other_side = true;
                } else if a as usize == s {
                    keep.insert(card);
                } else {
                    continue 'state; // bound once he knows his side
                }
            }
            if keep.is_empty() && !other_side {
                continue;
            }
            let play = g.play_state().unwrap();
            let plain = crate::trick::legal_plays(g.hand(s), play.trick(), play.rules(), keep);
            assert_eq!(g.legal_actions(), Actions::from_cards(plain), "seed {seed}: seat {s}, kept {keep:?}");
            if keep.is_empty() {
                free += 1;
            } else {
                bound += 1;
            }
        }
    }
    assert!(bound > 500 && free > 500, "{bound} states bound, {free} on the other side");
}

/// SL-A2, and hidden information: what a seat may do depends only on what it knows. Two
/// deals that differ by swapping the hands of two other seats (so a hidden partner may be
/// another) look the same to a seat as long as the same public actions replay on both;
/// its legal actions must then be the same. Checked at every state of the bidding, the
/// talon, the announcements and the first cards of random deals.
#[test]
fn sl_a2_legal_actions_depend_only_on_what_the_seat_knows() {
    // announcement states where the partner is another seat in the twin; all states
    let mut compared = [0u32; 2];
    let mut rng = Rng::new(77);
    for (n, seeds) in [(4, 0..1500u64), (3, 0..500u64)] {
        for seed in seeds {
            let p = play_random(n, seed, Options::default());
            for (i, g) in p.states.iter().enumerate() {
                if g.phase() == Phase::Play && g.play_state().unwrap().tricks_done() > 0 {
                    break;
                }
                let me = g.current_player().unwrap();
                let others: Vec<usize> = (0..n).filter(|&s| s != me).collect();
                let q = others[rng.below(others.len() as u32) as usize];
                let r = *others.iter().find(|&&s| s != q).unwrap();
                let mut deal = p.deal;
                deal.hands.swap(q, r);
                let mut twin = Game::new(n, deal, p.dealer, g.compulsory_klop(), Options::default()).unwrap();
                if p.log[..i].iter().any(|e| twin.apply(e.action).is_err()) {
                    continue; // the other seats' actions differ: the seat can tell the deals apart
                }
                assert_eq!(twin.current_player(), Some(me));
                assert_eq!(twin.hand(me), g.hand(me));
                assert_eq!(twin.legal_actions(), g.legal_actions(), "{n} players, seed {seed}, action {i}: seat {me}");
                assert_eq!(twin.seat_view(me, &p.log[..i]), g.seat_view(me, &p.log[..i]));
                compared[0] += u32::from(g.phase() == Phase::Announce && g.partner() != twin.partner());
                compared[1] += 1;
            }
        }
    }
    assert!(compared[0] > 500 && compared[1] > 10_000, "{compared:?}");
}

/// SL-B3's worked example: the player after the forehand bids two; the next may not match
/// it (the bidder has priority over him) and the dealer neither, but may bid one; once
/// the dealer has bid one, the forehand may match it (he has priority over everyone).
#[test]
fn sl_b3_priority_worked_example() {
    let mut g = Game::from_seed(4, 1, 0, false, Options::default()).unwrap();
    assert_eq!((g.forehand(), g.current_player()), (1, Some(2)));
    g.apply(BID + contract::TWO).unwrap();
    for seat in [3, 0] {
        assert_eq!(g.current_player(), Some(seat));
        let legal = g.legal_actions();
        assert!(!legal.contains(BID + contract::TWO) && legal.contains(BID + contract::ONE), "seat {seat}");
        if seat == 3 {
            g.apply(PASS).unwrap();
        }
    }
    g.apply(BID + contract::ONE).unwrap();
    assert_eq!(g.current_player(), Some(1));
    let legal = g.legal_actions();
    assert!(legal.contains(BID + contract::ONE) && !legal.contains(BID + contract::TWO));
    assert!(g.clone().apply(BID + contract::TWO).is_err());
}

/// SL-K6: after a solo three/two/one exchange the declarer may raise to colour valat; after
/// three (with a partner) there is no such choice.
#[test]
fn sl_k6_raise_only_after_a_solo_exchange() {
    for (c, raise) in [(contract::SOLO_THREE, true), (contract::SOLO_ONE, true), (THREE, false)] {
        let mut g = Game::from_seed(4, 3, 0, false, Options::default()).unwrap();
        if c != THREE {
            g.apply(BID + c).unwrap(); // seat 2 (the forehand holds three, SL-B2)
        }
        while g.phase() == Phase::Bidding {
            g.apply(PASS).unwrap();
        }
        while matches!(g.phase(), Phase::Declare | Phase::Call | Phase::Talon | Phase::Discard) {
            let legal = g.legal_actions();
            let lowest = legal.iter().find(|&a| a == BID + c).or_else(|| legal.iter().next());
            g.apply(lowest.unwrap()).unwrap();
        }
        assert_eq!(g.contract(), Some(c));
        assert_eq!(g.phase() == Phase::Raise, raise, "contract {c}");
        if raise {
            assert_eq!(g.legal_actions().iter().collect::<Vec<_>>(), vec![PASS, RAISE_COLOUR_VALAT]);
            g.apply(RAISE_COLOUR_VALAT).unwrap();
            assert_eq!(g.contract(), Some(contract::COLOUR_VALAT));
        }
    }
}

/// SL-A1 [choice] `king_ultimo`: without it nobody may announce king ultimo; with it the
/// declarer side may, once a king is called (seen in random deals).
#[test]
fn sl_a1_king_ultimo_only_with_its_option() {
    let mut offered = [0u32; 2];
    for king_ultimo in [false, true] {
        let opts = Options { king_ultimo, ..Options::default() };
        for seed in 0..1500u64 {
            let p = play_random(4, seed, opts);
            for g in p.states.iter().filter(|g| g.phase() == Phase::Announce) {
                let may = g.legal_actions().contains(ANNOUNCE + KING_ULTIMO);
                if may {
                    let s = g.current_player().unwrap();
                    assert!(king_ultimo && g.called().is_some_and(Card::is_king) && g.on_declarer_side(s), "seed {seed}");
                }
                offered[usize::from(king_ultimo)] += u32::from(may);
            }
        }
    }
    assert!(offered[0] == 0 && offered[1] > 100, "{offered:?}");
}

/// SL-A2: a defender's kontra on the game shows his side, so the declarer, who knows only
/// his own side, may answer with rekontra (and the partner too, who knows every side).
#[test]
fn sl_a2_a_kontra_shows_the_givers_side_for_the_rekontra() {
    let mut answered = 0;
    for seed in 0..200u64 {
        let mut g = Game::from_seed(4, seed, 0, false, Options::default()).unwrap();
        while g.phase() != Phase::Announce && !g.is_over() {
            // all pass: the forehand plays three; then the first call, set and discards
            let legal = g.legal_actions();
            let a = if legal.contains(BID + THREE) { BID + THREE } else if legal.contains(PASS) { PASS } else { legal.iter().next().unwrap() };
            g.apply(a).unwrap();
        }
        let (Some(d), Some(partner)) = (g.declarer(), g.partner()) else { continue };
        if partner == d {
            continue;
        }
        while g.phase() == Phase::Announce {
            let s = g.current_player().unwrap();
            let legal = g.legal_actions();
            let level = g.kontra.level(0);
            if level == 0 && s != d && s != partner && legal.contains(KONTRA) {
                g.apply(KONTRA).unwrap();
            } else if level == 1 && (s == d || s == partner) {
                assert!(legal.contains(KONTRA), "seed {seed}: seat {s} may not rekontra");
                answered += 1;
                break;
            } else {
                g.apply(PASS).unwrap();
            }
        }
    }
    assert!(answered > 50, "{answered} rekontras offered");
}

/// Views show what the rules show (`docs/slovenian.md`, "Views"), read off the public log
/// at every third state of random deals, for every seat: the partner to himself, and to
/// all once the called card is played or he shows his side (a kontra step, king ultimo;
/// SL-A2); the talon once turned for the exchange (SL-K2), or in klop the cards turned so
/// far with the option (SL-L1); the declarer's discards to him, their taroks to all
/// (SL-K3); the open beggar's hand after the first trick (SL-P7); a seat's own hand.
#[test]
fn sl_views_show_what_the_rules_show() {
    let mut seen = [0u32; 4]; // partner shown to another seat, talon shown, discards hidden, open hand
    for (n, opts) in [(4, Options::default()), (4, flipped()), (3, Options::default())] {
        for seed in 0..1500u64 {
            let p = play_random(n, seed, opts);
            for (i, g) in p.states.iter().enumerate().step_by(3) {
                let log = &p.log[..i];
                let played: CardSet = log.iter().filter(|e| e.phase == Phase::Play as u8).filter_map(|e| Card::new(e.action)).collect();
                let discards: CardSet = log.iter().filter(|e| e.phase == Phase::Discard as u8).filter_map(|e| Card::new(e.action)).collect();
                let talon_turned = g.phase() == Phase::Talon || log.iter().any(|e| e.phase == Phase::Talon as u8);
                let partner = g.partner();
                let shown_by = |s: usize| {
                    log.iter().any(|e| e.phase == Phase::Announce as u8 && e.seat as usize == s && (e.action >= KONTRA || e.action == ANNOUNCE + KING_ULTIMO))
                };
                let partner_public = partner.is_some_and(|q| g.called().is_some_and(|c| played.contains(c)) || shown_by(q));
                let tricks = log.iter().filter(|e| e.phase == Phase::Play as u8).count() / n;
                for seat in 0..n {
                    let v = g.seat_view(seat, log);
                    assert_eq!(v.hand, g.hand(seat));
                    let expected_partner = partner.filter(|&q| q == seat || partner_public);
                    assert_eq!(v.partner.map(usize::from), expected_partner, "seed {seed}, state {i}, seat {seat}");
                    seen[0] += u32::from(expected_partner.is_some_and(|q| q != seat));
                    let talon: Vec<Card> = match g.contract() {
                        Some(KLOP) if g.options().klop_talon_face_up && g.play_state().is_some() => g.talon()[..(tricks + 1).min(6)].to_vec(),
                        Some(c) if c != KLOP && talon_turned => g.talon().to_vec(),
                        _ => vec![],
                    };
                    seen[1] += u32::from(talon.len() == 6);
                    assert_eq!(v.talon, talon, "seed {seed}, state {i}, seat {seat}");
                    let mine = g.declarer() == Some(seat) && g.contract() != Some(KLOP);
                    let expected_discards = if mine { discards } else { discards.intersect(CardSet::TRUMPS) };
                    seen[2] += u32::from(expected_discards != discards);
                    assert_eq!(v.discards, expected_discards, "seed {seed}, state {i}, seat {seat}");
                    // The leader of the trick in progress, in the play only: the first
                    // card's player once one is down.
                    assert_eq!(v.trick_leader.is_some(), g.phase() == Phase::Play, "seed {seed}, state {i}");
                    let plays: Vec<&LogEntry> = log.iter().filter(|e| e.phase == Phase::Play as u8).collect();
                    if g.phase() == Phase::Play && plays.len() % n != 0 {
                        assert_eq!(v.trick_leader, Some(plays[plays.len() - plays.len() % n].seat));
                    }
                    let open = g.contract() == Some(OPEN_BEGGAR) && tricks > 0;
                    let d = g.declarer().map(|d| d as u8);
                    assert_eq!(v.revealed.iter().any(|&(s, _)| Some(s) == d), open, "seed {seed}, state {i}");
                    if open {
                        let d = g.declarer().unwrap();
                        assert!(v.revealed.contains(&(d as u8, g.hand(d))));
                        seen[3] += 1;
                    }
                }
            }
        }
    }
    assert!(seen.iter().all(|&k| k > 100), "{seen:?}");
}
