//! Bad input to the public Rust API is an error value, not a panic or a wrong answer: card
//! sets with bits past the pack, objectives the solver cannot search, deals for tables
//! that are not tables, and seats past the table (which must not show a real seat's hand).

use tarokk_core::play::PlayState;
use tarokk_core::trick::TrickRules;
use tarokk_core::solver::{Counting, Goal, Objective, Position, Solver};
use tarokk_core::rng::Rng;
use tarokk_core::worlds::sample_world;
use tarokk_core::{jokai, paskievics, sim, slovenian, AnyGame, Card, CardSet, Deal, GameState};

fn cards(text: &str) -> CardSet {
    tarokk_core::notation::parse_cards(text).expect("cards").into_iter().collect()
}

#[test]
fn bits_past_the_pack_are_no_cards() {
    let mut dealt = jokai::Dealt::from_seed(1, 3, 0);
    dealt.hands[0].0 |= 1 << 60;
    let err = jokai::Game::new(3, dealt, 0, Default::default()).expect_err("bit 60 is no card");
    assert!(err.0.contains("no card"), "{}", err.0);
    let mut dealt = slovenian::Dealt::from_seed(1, 4, 0);
    dealt.hands[2].0 |= 1 << 55;
    assert!(dealt.validate(4).is_err());
    let hands = [CardSet(cards("III").0 | 1 << 60), cards("I II")];
    assert!(PlayState::new(&hands, 1, TrickRules::default(), &[]).is_err());
}

#[test]
fn deals_for_tables_that_are_not_tables_are_refused() {
    let dealt = jokai::Dealt::from_seed(1, 3, 0);
    assert!(dealt.validate(5, 0).is_err() && dealt.validate(4, 7).is_err());
    let dealt = slovenian::Dealt::from_seed(1, 4, 0);
    assert!(dealt.validate(0).is_err() && dealt.validate(5).is_err());
}

#[test]
fn the_solver_refuses_an_objective_with_tricks_worth_less_than_0() {
    // A trick worth less than 0 breaks the search's floor of 0: it answered 0 here where
    // minimax says 1 (and panicked on others), so such a position is refused.
    let st = PlayState::new(&[cards("VIII 9S"), cards("VI CH")], 0, TrickRules::default(), &[]).unwrap();
    assert!(Position::new(st, Objective::new(Counting::Plain, -3, 1, 1), 0, Goal::Tricks, "tricks").is_err());
    let st = PlayState::new(&[cards("I II III"), cards("IV V VI")], 0, TrickRules::default(), &[]).unwrap();
    assert!(Position::new(st, Objective::new(Counting::None, -1, 1, 1), 0, Goal::Tricks, "tricks").is_err());
    let extra = Objective::new(Counting::None, 1, 1, 1).with_trick_extra(0, -20);
    assert!(Position::new(st, extra, 0, Goal::Tricks, "tricks").is_err());
    // Past the last trick a deal can have, an extra is nothing (it panicked).
    let far = Objective::new(Counting::None, 1, 1, 1).with_trick_extra(16, 5).with_trick_extra(99, 5);
    let pos = Position::new(st, far, 0, Goal::Tricks, "tricks").unwrap();
    assert_eq!(Solver::new().value(&pos).0, pos.minimax());
    // Jókai's −2 a trick is fine: three cards are worth at least 3.
    let jk = Objective::new(Counting::Plain, -2, 1, 1);
    let st3 = PlayState::new(&[cards("I 9S"), cards("II CH"), cards("III JD")], 0, TrickRules::default(), &[]).unwrap();
    let pos = Position::new(st3, jk, 0, Goal::Points, "points").unwrap();
    assert_eq!(Solver::new().value(&pos).0, pos.minimax());
}

#[test]
fn a_seat_past_the_table_holds_nothing() {
    // Seat 3 of three (or 5 of four) wrapped round to a real seat and showed its hand;
    // a Slovenian seat past the table panicked.
    let g = jokai::Game::from_seed(3, 7, 0, Default::default()).unwrap();
    for seat in [3, 5, 9] {
        assert_eq!(GameState::hand(&g, seat), CardSet::EMPTY, "seat {seat}");
        assert_eq!(g.hand(seat), CardSet::EMPTY, "seat {seat}");
    }
    for n in [3, 4] {
        let g = slovenian::Game::from_seed(n, 7, 0, false, Default::default()).unwrap();
        for seat in [n, 5, 99] {
            assert_eq!(g.hand(seat), CardSet::EMPTY, "seat {seat} of {n}");
        }
    }
    for n in [4, 5] {
        let g = paskievics::Game::from_seed(n, 7, 0, Default::default()).unwrap();
        for seat in [n, 7, 99] {
            assert_eq!(g.hand(seat), CardSet::EMPTY, "seat {seat} of {n}");
        }
    }
    assert!(g.index_of(3).is_none());
    assert!(Card::new(60).is_none());
}

#[test]
fn a_game_by_name_is_its_own_game_and_bad_names_or_tables_are_refused() {
    for (name, tables) in [("jokai", [3, 4]), ("slovenian", [3, 4]), ("paskievics", [4, 5])] {
        for n in tables {
            let deal = AnyGame::from_seed(name, n, 9, n - 1).unwrap();
            assert_eq!((deal.game_name(), deal.table_seats(), deal.dealer()), (name, n, n - 1));
            assert!(AnyGame::from_seed(name, n, 9, n).is_err(), "dealer {n} of {n}");
        }
        assert!(AnyGame::from_seed(name, 6, 9, 0).is_err());
    }
    let same = slovenian::Game::from_seed(4, 9, 1, false, Default::default()).unwrap();
    assert_eq!(AnyGame::from_seed("slovenian", 4, 9, 1).unwrap(), AnyGame::from(same));
    for bad in ["", "Jokai", "slovenian-3", "tarock"] {
        let e = AnyGame::from_seed(bad, 4, 9, 0).expect_err(bad);
        assert!(e.0.contains("jokai, slovenian, paskievics"), "{}", e.0);
    }
}

/// Deals of every game and table size (`make(k)`: the k-th), and a generator.
fn random_states(mut visit: impl FnMut(&dyn Fn(usize) -> Deal<AnyGame>, &mut Rng)) {
    let mut rng = Rng::new(11);
    let make = |k: usize| -> Deal<AnyGame> {
        let seed = k as u64;
        let g = match k % 5 {
            0 => AnyGame::from(jokai::Game::from_seed(3, seed, 0, Default::default()).unwrap()),
            1 => AnyGame::from(jokai::Game::from_seed(4, seed, 1, Default::default()).unwrap()),
            2 => AnyGame::from(slovenian::Game::from_seed(4, seed, 2, false, Default::default()).unwrap()),
            3 => AnyGame::from(slovenian::Game::from_seed(3, seed, 0, false, Default::default()).unwrap()),
            _ => AnyGame::from(paskievics::Game::from_seed(4, seed, 3, Default::default()).unwrap()),
        };
        Deal::new(g)
    };
    visit(&make, &mut rng);
}

#[test]
fn refusal_is_none_exactly_for_the_legal_actions() {
    // Jókai's refusal panicked when asked about a legal action; now every game answers
    // `None` for those and a refusal for every other id (the ids of `apply`).
    random_states(|make, rng| {
        for k in 0..60 {
            let mut d = make(k);
            while !d.is_over() {
                let legal = d.legal_actions();
                for a in 0..=255u8 {
                    let r = d.refusal(a);
                    assert_eq!(r.is_none(), legal.contains(a), "deal {k}, action {a}: {r:?}");
                }
                let ids: Vec<u8> = legal.iter().collect();
                let a = ids[rng.below(ids.len() as u32) as usize];
                d.apply(a, None).unwrap();
            }
            assert!((0..=255u8).all(|a| d.refusal(a).is_some()), "over: every action refused");
        }
    });
}

#[test]
fn a_seat_past_the_table_is_an_error_in_views_and_worlds() {
    random_states(|make, _| {
        for k in 0..5 {
            let d = make(k);
            let n = d.table_seats();
            for seat in [n, n + 1, 64, usize::MAX] {
                assert!(d.check_seat(seat).is_err());
                let e = d.view(seat).expect_err("no such seat");
                assert!(e.0.contains("not a seat"), "{}", e.0);
                assert!(d.observation_tensor(seat).is_err());
                assert!(sample_world(&d, seat, &mut Rng::new(1), 10).is_none());
            }
            assert!((0..n).all(|s| d.check_seat(s).is_ok() && d.view(s).is_ok()));
        }
    });
}

#[test]
fn the_record_of_a_deal_not_over_is_none() {
    // `sim::*::record` panicked on a deal still being played.
    let g = jokai::Game::from_seed(3, 5, 0, Default::default()).unwrap();
    assert_eq!(sim::jokai::record(&g, 0), None);
    let g = slovenian::Game::from_seed(4, 5, 0, false, Default::default()).unwrap();
    assert_eq!(sim::slovenian::record(&g, 0), None);
    let g = paskievics::Game::from_seed(4, 5, 0, Default::default()).unwrap();
    assert_eq!(sim::paskievics::record(&g, 0), None);
}

/// A position that is not legal is refused with one message before any search: wrong card
/// counts, a card in two hands, too few or too many hands, a leader past the table.
#[test]
fn a_position_that_is_not_legal_is_refused() {
    let rules = TrickRules::default();
    let err = |hands: &[CardSet], leader: usize| PlayState::new(hands, leader, rules, &[]).expect_err("not legal").0;
    assert_eq!(err(&[cards("I II"), cards("III")], 0), "hands must be of equal size: seat 0 has 2 cards, seat 1 has 1");
    assert_eq!(err(&[cards("I II"), cards("II III")], 0), "card dealt twice: II");
    assert_eq!(err(&[cards("I")], 0), "need 2 to 4 hands, got 1");
    assert_eq!(err(&[cards("I"), cards("II"), cards("III"), cards("IV"), cards("V")], 0), "need 2 to 4 hands, got 5");
    assert_eq!(err(&[CardSet::EMPTY, CardSet::EMPTY], 0), "hands must hold 1 to 16 cards, got 0");
    assert_eq!(err(&[cards("I"), cards("II")], 2), "leader 2 is not a seat of 2");
    // Seventeen cards each: more tricks than any deal has.
    let all: Vec<Card> = CardSet::ALL54.iter().collect();
    let (a, b): (CardSet, CardSet) = (all[..17].iter().copied().collect(), all[17..34].iter().copied().collect());
    assert_eq!(err(&[a, b], 0), "hands must hold 1 to 16 cards, got 17");
}

#[test]
fn a_fixed_hand_with_bits_past_the_pack_is_refused() {
    // It was taken (only its count was checked), and the first deal panicked.
    let hand = CardSet(0x7FF | 1 << 63);
    let spec = sim::slovenian::PlaySpec { contract: 4, declarer: 1, called: None,
                                          hands: sim::slovenian::Hands::FixedHand { seat: 1, hand } };
    let err = sim::slovenian::SlovenianSetup::new(4, 0, false, Default::default(), sim::slovenian::Mode::Play(spec))
        .expect_err("bit 63 is no card");
    assert!(err.0.contains("no card"), "{}", err.0);
}

#[test]
fn a_card_set_with_bits_past_the_pack_prints_without_a_panic() {
    // `CardSet`'s field is public; its Debug panicked ("card id out of range") in logging.
    let shown = format!("{:?}", CardSet(1 << 60 | 1));
    assert!(shown.contains("bits above card 53"), "{shown}");
    let cards_shown = format!("{:?}", cards("I II"));
    assert!(cards_shown.starts_with('[') && !cards_shown.contains("bits"), "{cards_shown}");
}

#[test]
fn any_thread_count_searches_and_a_base_beyond_any_game_is_refused() {
    // set_threads(usize::MAX) made the next search panic ("capacity overflow").
    let pos = tarokk_core::positions::rule_played_position("paskievics", 3, 6).expect("a game").expect("a position");
    let mut solver = Solver::new();
    let one = solver.value(&pos);
    solver.set_threads(usize::MAX);
    let mut again = Solver::new();
    again.set_threads(usize::MAX);
    assert_eq!(again.value(&pos).0, one.0);
    // A base far beyond any game's could overflow the i32 values of the search.
    let err = Position::new(*pos.play(), *pos.objective(), i32::MAX, Goal::Points, "points").expect_err("too big");
    assert!(err.0.contains("beyond"), "{}", err.0);
    assert!(Position::new(*pos.play(), *pos.objective(), 1 << 20, Goal::Points, "points").is_ok());
}

#[test]
fn bits_from_outside_are_checked_by_from_bits() {
    assert_eq!(CardSet::from_bits(0b101), Some(cards("I III")));
    assert_eq!(CardSet::from_bits((1 << 54) - 1), Some(CardSet::ALL54));
    assert_eq!(CardSet::from_bits(1 << 54), None);
    assert_eq!(CardSet::from_bits(u64::MAX), None);
}

/// `parse_action_text`: the action a typed text means, its words checked. An embedder audit
/// found that `parse_action` alone reads `rekontra …` as the kontra due, which `apply` then
/// played: the words are refused here (SL-A2), as the Python binding always did.
#[test]
fn typed_words_naming_another_kontra_step_are_refused() {
    use tarokk_core::{ActionTextError, Lang};
    let mut checked = 0;
    for seed in 0..400 {
        let mut rng = Rng::new(seed);
        let mut g: AnyGame = slovenian::Game::from_seed(4, seed, 0, false, Default::default()).unwrap().into();
        while !g.is_over() {
            let legal = g.legal_actions();
            for a in legal.iter() {
                let name = g.action_name(a, Lang::English);
                if let Some(item) = name.strip_prefix("kontra ") {
                    assert_eq!(g.parse_action_text(&name), Ok(a));
                    let wrong = format!("rekontra {item}");
                    match g.parse_action_text(&wrong) {
                        Err(ActionTextError::Refused(r)) => {
                            assert!(r.message.contains("the next step is kontra"), "{}", r.message);
                            checked += 1;
                        }
                        other => panic!("{wrong:?} when a kontra is due: {other:?}"),
                    }
                }
            }
            assert!(matches!(g.parse_action_text("no such action"), Err(ActionTextError::Notation(_))));
            let a = legal.nth(rng.below(legal.len())).unwrap();
            g.apply(a).unwrap();
        }
        if checked >= 20 {
            break;
        }
    }
    assert!(checked >= 20, "only {checked} kontras met");
}
