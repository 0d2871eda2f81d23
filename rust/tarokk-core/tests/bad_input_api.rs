//! More bad input to the public Rust API (beside `bad_input.rs`), from an audit that called
//! every public function taking caller values with bad ones: each case is an error value,
//! an answer that is right for any input, or a panic that the function's `# Panics` says.
//! A refused action leaves the state as it was.

use tarokk_core::bots::pimc::{Pimc, PimcConfig};
use tarokk_core::kontra::KontraLadder;
use tarokk_core::play::PlayState;
use tarokk_core::rng::Rng;
use tarokk_core::solver::{Counting, Objective};
use tarokk_core::tensor::Encoder;
use tarokk_core::trick::{Trick, TrickRules};
use tarokk_core::{
    jokai, notation, paskievics, slovenian, AnyGame, Card, CardSet, Deal, GameState, Item, Pack, Settlement,
};

fn cards(text: &str) -> CardSet {
    notation::parse_cards(text).expect("cards").into_iter().collect()
}

fn card(id: u8) -> Card {
    Card::new(id).expect("a card id")
}

/// Deals of every game and table size, dealer 1.
fn every_table(seed: u64) -> Vec<AnyGame> {
    [("jokai", 3), ("jokai", 4), ("slovenian", 3), ("slovenian", 4), ("paskievics", 4), ("paskievics", 5)]
        .into_iter()
        .map(|(game, n)| AnyGame::from_seed(game, n, seed, 1).expect("a table"))
        .collect()
}

#[test]
fn jokai_card_points_and_figures_wait_for_a_declarer() {
    // Both panicked ("a declarer") on a deal still in its bidding, and on a throw-in.
    let g = jokai::Game::from_seed(3, 7, 0, Default::default()).unwrap();
    assert_eq!(g.card_points(), None);
    assert_eq!(g.figures_made(), None);
    let (mut played, mut thrown_in) = (0, 0);
    for seed in 0..40 {
        let mut g = jokai::Game::from_seed(3, seed, 0, Default::default()).unwrap();
        let mut rng = Rng::new(seed);
        while g.current_player().is_some() {
            assert_eq!(g.card_points().is_some(), g.declarer().is_some(), "seed {seed}");
            let legal: Vec<u8> = g.legal_actions().iter().collect();
            g.apply(legal[rng.below(legal.len() as u32) as usize]).unwrap();
        }
        match g.deal_facts() {
            Some(f) => {
                assert_eq!((g.card_points(), g.figures_made()), (Some(f.card_points), Some(f.made)));
                played += 1;
            }
            None => {
                assert!(g.thrown_in() && g.card_points().is_none() && g.figures_made().is_none());
                thrown_in += 1;
            }
        }
    }
    assert!(played > 0 && thrown_in > 0, "{played} played, {thrown_in} thrown in");
}

#[test]
fn a_number_that_is_no_figure_was_never_announced() {
    // A figure of 8 or more panicked in debug builds (a shift overflow) and read figure
    // f % 8 in release builds; 7 (no figure: there are 7) read the spare bit.
    let g = jokai::Game::from_seed(3, 7, 0, Default::default()).unwrap();
    assert!((0..=255).all(|f| !g.is_announced(f)));
    let sim = tarokk_core::sim::jokai::JokaiSetup::new(3, 0, Default::default(), tarokk_core::sim::jokai::Mode::Full)
        .unwrap()
        .simulator(3, &[tarokk_core::sim::PolicyKind::Rule])
        .unwrap();
    let mut f = (0..).find_map(|i| sim.final_game(i).deal_facts()).expect("a played deal");
    f.announced = 0xFF;
    assert!((0..jokai::actions::FIGURES).all(|x| f.is_announced(x)));
    assert!((jokai::actions::FIGURES..=255).all(|x| !f.is_announced(x)));
    assert!(f.validate().unwrap_err().0.contains("unknown figure"));
}

#[test]
fn every_jokai_kontra_item_has_its_names() {
    // Item 7 is volát; the docs said the names panicked above 6.
    let names: Vec<&str> = (0..jokai::actions::ITEMS).map(|i| jokai::actions::item_names(i).0).collect();
    assert_eq!(names.first(), Some(&"game"));
    assert_eq!(names.last(), Some(&"volát"));
}

#[test]
#[should_panic(expected = "jokai::Dealt::from_seed: Jókai-hármas is played at a table of 3 seats")]
fn a_jokai_deal_from_a_seed_for_two_seats_panics_as_documented() {
    // It dealt 12 and 24 cards to two seats without a word.
    jokai::Dealt::from_seed(1, 2, 0);
}

#[test]
#[should_panic(expected = "slovenian::Dealt::from_seed: dealer 7 is not a seat of 3")]
fn a_slovenian_deal_from_a_seed_for_a_dealer_past_the_table_panics_as_documented() {
    // It dealt as if dealer 1 dealt.
    slovenian::Dealt::from_seed(1, 3, 7);
}

#[test]
fn a_deal_given_by_hand_has_a_hand_per_seat() {
    // A hand past `sizes` was not looked at: a fourth hand holding a card of the first
    // passed.
    let g = jokai::Game::from_seed(3, 1, 0, Default::default()).unwrap();
    let mut hands: Vec<CardSet> = (0..3).map(|s| g.hand(s)).collect();
    let talon = g.talon();
    assert!(tarokk_core::deal::validate(&hands, &[12; 3], &talon, Pack::Hungarian42).is_ok());
    hands.push(CardSet::EMPTY.with(g.hand(0).first().unwrap()));
    let err = tarokk_core::deal::validate(&hands, &[12; 3], &talon, Pack::Hungarian42).unwrap_err();
    assert_eq!(err.0, "a deal to 3 seats has 3 hands, got 4");
    assert!(tarokk_core::deal::validate(&hands[..2], &[12; 3], &talon, Pack::Hungarian42).is_err());
}

#[test]
fn a_trick_holds_each_card_once() {
    // A card twice made a trick of two cards and one card set, whose winner was a guess.
    assert_eq!(Trick::from_cards(&[card(5), card(5)]), None);
    assert_eq!(Trick::from_cards(&[card(5), card(30), card(5)]), None);
    let t = Trick::from_cards(&[card(5), card(30), card(7), card(40)]).expect("four cards");
    assert_eq!((t.len(), t.set().len()), (4, 4));
    assert_eq!(Trick::from_cards(&[card(1), card(2), card(3), card(4), card(6)]), None);
}

#[test]
fn a_seat_past_the_play_holds_nothing() {
    // hand, won and tricks_won panicked from seat 4 on (keep without a word in its docs);
    // set_keep too.
    let st = PlayState::new(&[cards("I II"), cards("III IV"), cards("V VI")], 0, TrickRules::default(), &[]).unwrap();
    for seat in [3, 4, 64, usize::MAX] {
        assert_eq!((st.hand(seat), st.won(seat), st.tricks_won(seat), st.keep(seat)), (CardSet::EMPTY, CardSet::EMPTY, 0, CardSet::EMPTY));
        let mut kept = st;
        kept.set_keep(seat, CardSet::ALL54);
        assert_eq!(kept, st, "seat {seat}: nothing to keep");
    }
    let mut kept = st;
    kept.set_keep(1, CardSet::ALL54);
    assert_eq!(kept.keep(1), cards("III IV"));
}

#[test]
fn an_objective_seat_past_eight_is_no_seat() {
    // A seat of 8 or more panicked in debug builds (a shift overflow) and read seat % 8 in
    // release builds.
    let obj = Objective::new(Counting::Plain, 0, 0b1, 0xFF);
    assert!(obj.counts(0) && !obj.counts(1) && obj.maximizes(7));
    for seat in [8, 9, 64, usize::MAX] {
        assert!(!obj.counts(seat) && !obj.maximizes(seat), "seat {seat}");
    }
}

#[test]
fn a_settlement_of_more_seats_than_a_table_adds_up_without_a_panic() {
    // `Settlement`'s fields are public; a sixth amount panicked (index out of bounds).
    let item = Item { name: "game", side: None, seat: None, announced: true, kontra: 1, amount: 2, amounts: [2, -2, 0, 0, 0] };
    let mut s = Settlement {
        contract: None,
        declarer: None,
        partner: None,
        annulled: false,
        won: None,
        card_points: None,
        amounts: vec![2, -2, 0, 0, 0, 0],
        items: vec![item],
        extra: vec![],
    };
    assert!(s.items_add_up());
    s.amounts[5] = 1;
    assert!(!s.items_add_up());
}

#[test]
fn a_paskievics_call_is_read_only_from_a_call_action() {
    use tarokk_core::paskievics::actions::{called_card, call_action, ANNOUNCE, CALL};
    for t in 0..22 {
        assert_eq!(called_card(call_action(card(t))), card(t));
    }
    assert_eq!(ANNOUNCE - CALL, 22);
}

#[test]
#[should_panic(expected = "called_card: action 99 is no call (69..91)")]
fn a_paskievics_call_of_an_id_past_the_calls_panics_as_documented() {
    // Ids 91..=103 named the suit cards 22..=34 as called trumps.
    paskievics::actions::called_card(paskievics::actions::CALL + 30);
}

#[test]
fn paskievics_options_are_checked_for_a_table_of_four_or_five() {
    let opts = paskievics::Options::default();
    assert!(opts.validate(4).is_ok() && opts.validate(5).is_ok());
    for seats in [0, 3, 6, usize::MAX] {
        let err = opts.validate(seats).expect_err("no Paskievics table");
        assert!(err.0.contains("4 table seats, or 5"), "{}", err.0);
    }
}

#[test]
fn deal_write_observation_checks_the_seat_and_the_buffer() {
    // `Deal` reached `GameState::write_observation` only, unchecked: a seat past the table
    // panicked in the encoder, a short buffer in `copy_from_slice`.
    for g in every_table(4) {
        let mut d = Deal::new(g);
        let mut rng = Rng::new(2);
        for _ in 0..12 {
            let legal: Vec<u8> = d.legal_actions().iter().collect();
            d.apply(legal[rng.below(legal.len() as u32) as usize], None).unwrap();
        }
        let n = d.table_seats();
        let len = d.observation_len();
        let mut out = vec![0.5; len];
        for seat in [n, usize::MAX] {
            assert!(d.write_observation(seat, &mut out).unwrap_err().0.contains("not a seat"));
        }
        let mut short = vec![0.5; len - 1];
        let err = d.write_observation(0, &mut short).unwrap_err();
        assert_eq!(err.0, format!("the observation buffer holds {} floats, the tensor {len}", len - 1));
        assert!(out.iter().chain(&short).all(|&x| x == 0.5), "untouched on an error");
        for seat in 0..n {
            d.write_observation(seat, &mut out).unwrap();
            assert_eq!(out, d.observation_tensor(seat).unwrap(), "{} seat {seat}", d.game_name());
        }
    }
}

#[test]
fn an_ambiguous_card_name_is_quoted_short() {
    // The text was quoted whole: a pasted line of digits made a message thousands long.
    let err = notation::parse_card(&"7".repeat(5000)).unwrap_err();
    assert!(matches!(err, notation::NotationError::Ambiguous(_)));
    assert!(err.to_string().len() < 200, "{}", err.to_string().len());
    assert!(notation::parse_card("10").unwrap_err().to_string().starts_with("ambiguous card name: '10' (write X"));
}

#[test]
#[should_panic(expected = "s: entry (5, 0) is past 2 seats or 3 values")]
fn an_encoded_sequence_entry_past_its_columns_panics() {
    // Seat 5 of 2 was written into the value columns without a word.
    Encoder::new().sequence("s", 2, 2, 3, &[(5, 0)]);
}

#[test]
#[should_panic(expected = "t: a trick led by 9, won by 0, of 1 cards: past 2 seats or 1 cards")]
fn an_encoded_trick_leader_past_the_seats_panics() {
    // Leader 9 of 2 was written into a card column without a word.
    Encoder::new().tricks("t", 1, 2, 1, &[(9, vec![card(0)], 0)]);
}

#[test]
#[should_panic(expected = "kontra: item 0 is at its last level, 2")]
fn a_kontra_ladder_is_not_raised_past_its_last_level() {
    // A release build raised it past MAX unsaid.
    let mut k = KontraLadder::<1, 2>::new();
    for _ in 0..3 {
        k.raise(0, 1);
    }
}

/// At every step of random deals of every game, each action id that is not legal is
/// refused, and the state and the deal's history are as before.
#[test]
fn a_refused_action_changes_nothing() {
    for seed in 0..3 {
        for g in every_table(seed) {
            let mut d = Deal::new(g);
            let mut rng = Rng::new(seed);
            let mut refused = 0;
            while let Some(cur) = d.current_player() {
                let before = d.clone();
                let legal = d.legal_actions();
                for a in 0..=255u8 {
                    let mut state = d.state().clone();
                    if !legal.contains(a) {
                        assert!(state.apply(a).is_err(), "{} action {a}", d.game_name());
                        assert_eq!(&state, d.state(), "{} action {a}", d.game_name());
                        if a % 37 == 0 || a >= 127 && a % 8 == 0 {
                            // The deal (which clones its history) for a few of them.
                            let mut deal = d.clone();
                            assert!(deal.apply(a, None).is_err());
                            assert_eq!(deal, before);
                        }
                        refused += 1;
                    }
                }
                let a = legal.nth(rng.below(legal.len())).unwrap();
                for seat in [cur + 1, d.table_seats(), usize::MAX] {
                    let mut deal = d.clone();
                    assert!(deal.apply(a, Some(seat)).is_err(), "seat {seat} is not to act");
                    assert_eq!(deal, before);
                }
                d.apply(a, Some(cur)).unwrap();
            }
            assert!(refused > 1000, "{} {refused}", d.game_name());
            let over = d.clone();
            assert!((0..=255).all(|a| d.apply(a, None).is_err()) && d == over);
        }
    }
    // The play state alone, and the search player's parameters.
    let st = PlayState::new(&[cards("I 9S"), cards("II JD")], 0, TrickRules::default(), &[]).unwrap();
    let mut t = st;
    assert!(t.apply(card(1)).is_err() && t == st);
    let mut p = Pimc::new(PimcConfig::default()).unwrap();
    assert!(p.set_config(PimcConfig { worlds: 0, ..PimcConfig::default() }).is_err());
    assert_eq!(p.config(), PimcConfig::default());
}

#[test]
fn checked_twins_of_the_panicking_building_blocks() {
    // Each function whose `# Panics` names a bad argument has a twin for values from outside.
    let mut set = tarokk_core::ActionSet::EMPTY;
    assert!(set.try_insert(128).is_err() && set.try_insert(255).is_err() && set.is_empty());
    set.try_insert(127).unwrap();
    assert!(set.contains(127) && set.len() == 1);
    assert_eq!(notation::checked_roman(0), None);
    assert_eq!(notation::checked_roman(22), None);
    assert_eq!(notation::checked_roman(usize::MAX), None);
    assert_eq!((notation::checked_roman(1), notation::checked_roman(21)), (Some("I"), Some("XXI")));
    let mut rng = Rng::new(1);
    let copy = rng;
    assert_eq!(tarokk_core::sim::checked_random_action(tarokk_core::ActionSet::EMPTY, &mut rng), None);
    assert_eq!(rng, copy, "no number drawn for an empty set");
    assert_eq!(tarokk_core::sim::checked_random_action(set, &mut rng), Some(127));
    let g = jokai::Game::from_seed(3, 7, 0, Default::default()).unwrap();
    assert_eq!(g.checked_pair(3), None);
    assert_eq!(g.checked_pair(u8::MAX), None);
    let talon = g.talon();
    assert_eq!((0..3).map(|p| g.checked_pair(p).unwrap()).collect::<Vec<_>>(), (0..3).map(|p| g.pair(p)).collect::<Vec<_>>());
    assert_eq!(g.checked_pair(2), Some([talon[4], talon[5]]));
    assert_eq!(g.checked_kontra_factor(jokai::actions::ITEMS), None);
    assert_eq!(g.checked_kontra_factor(usize::MAX), None);
    assert_eq!(g.checked_kontra_factor(0), Some(1));
    assert_eq!(KontraLadder::<2, 4>::new().checked_factor(2), None);
}

#[test]
fn a_deal_from_outside_must_be_as_dealt() {
    // `Deal::new` of a state played on elsewhere told its views without the past (no bids,
    // no tricks); `Deal::try_new` refuses such a state, and takes every table's fresh deal.
    for (k, fresh) in every_table(5).into_iter().enumerate() {
        let deal = Deal::try_new(fresh.clone()).unwrap_or_else(|e| panic!("table {k}: {e}"));
        assert!(deal.history().is_empty());
        let mut played = fresh.clone();
        let mut rng = Rng::new(k as u64);
        let mut steps = 0;
        while played.current_player().is_some() {
            let legal = played.legal_actions();
            played.apply(legal.nth(rng.below(legal.len())).unwrap()).unwrap();
            steps += 1;
            let err = Deal::try_new(played.clone()).expect_err("played on");
            assert!(err.to_string().contains("not a deal as dealt"), "{err}");
            if steps > 6 {
                break;
            }
        }
    }
}

#[test]
fn options_by_name_set_each_games_rules_or_say_what_they_take() {
    use tarokk_core::OptionValue::{Flag, Number, Other, Word};
    // Every name each game lists is taken with its default's kind of value …
    let mut s = slovenian::Options::default();
    s.set("counting", Word("leftover")).unwrap();
    s.set("end_early", Flag(false)).unwrap();
    assert!(s.counting_leftover && !s.end_early);
    let mut j = jokai::Options::default();
    for name in jokai::Options::NAMES {
        j.set(name, Flag(true)).unwrap();
    }
    assert!(j.figures_count_skart && j.silent_tarokk_count);
    let mut p = paskievics::Options::default();
    p.set("dupla_announced", Number(7)).unwrap();
    p.set("count_payers", Word("opponents")).unwrap();
    assert_eq!((p.dupla_announced, p.count_payers), (7, paskievics::CountPayers::Opponents));
    // … and a deal by name takes them (ráütés begins with the cut, PK-D3).
    let g = AnyGame::from_seed_with("paskievics", 5, 3, 0, &[("rautes", Flag(true))]).unwrap();
    assert_eq!(g.phase_name(), "cut");
    assert_eq!(AnyGame::from_seed_with("jokai", 3, 3, 0, &[]).unwrap(), AnyGame::from_seed("jokai", 3, 3, 0).unwrap());
    // Refused, each saying why, the options unchanged.
    let before = p;
    for (key, value, says) in [
        ("dupla_announced", Number(-1), "must be an integer 0..65535, not -1"),
        ("dupla_announced", Number(65_536), "must be an integer 0..65535, not 65536"),
        ("dupla_announced", Other("a float"), "not a float"),
        ("invit_card", Word("jump"), "must be one of 'bid_level', 'skips', not \"jump\""),
        ("rautes", Word("yes"), "option rautes must be true or false"),
        ("alone_from_each", Flag(false), "PK-X4"),
        ("end_early", Flag(true), "unknown option for Paskievics tarokk: end_early"),
    ] {
        let err = p.set(key, value).expect_err(key);
        assert!(err.to_string().contains(says), "{key}: {err}");
        assert_eq!(p, before, "{key}");
    }
    assert!(s.set("klop_kontra", Flag(true)).unwrap_err().to_string().contains("SL-A4"));
    assert!(j.set("throw_in", Flag(false)).unwrap_err().to_string().contains("JK-B3"));
    // Which table an option fits is the deal's check: PK-D5's customs need five seats.
    let err = AnyGame::from_seed_with("paskievics", 4, 3, 0, &[("dealer_honour_fee", Flag(true))]).unwrap_err();
    assert!(err.to_string().contains("PK-D5"), "{err}");
}
