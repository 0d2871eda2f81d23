//! The games' own accessors, for a Rust program that holds a game of its own kind rather
//! than an `AnyGame`: each agrees with what the deal shows (a coverage audit found no test
//! calling them; the bindings read the same facts through views and settlements).

use tarokk_core::solver::{Goal, Solver};
use tarokk_core::{jokai, paskievics, slovenian, AnyGame, Card, CardSet, Deal, GameState, Value, ViewFields};

fn field<'a>(view: &'a ViewFields, name: &str) -> &'a Value {
    &view.iter().find(|(k, _)| *k == name).unwrap_or_else(|| panic!("no field {name}")).1
}

fn cards(v: &Value) -> CardSet {
    match v {
        Value::CardSet(s) => *s,
        Value::Cards(cs) => cs.iter().fold(CardSet::EMPTY, |s, &c| s.with(c)),
        other => panic!("not cards: {other:?}"),
    }
}

/// The deal played to its end by the rule players.
fn played_out(game: impl Into<AnyGame>) -> Deal<AnyGame> {
    let mut d = Deal::new(game.into());
    while !d.is_over() {
        let a = d.state().rule_action().unwrap();
        d.apply(a, None).unwrap();
    }
    d
}

fn slovenian_of(g: &AnyGame) -> &slovenian::Game {
    let AnyGame::Slovenian(g) = g else { panic!("not Slovenian") };
    g
}

fn jokai_of(g: &AnyGame) -> &jokai::Game {
    let AnyGame::Jokai(g) = g else { panic!("not Jókai") };
    g
}

fn paskievics_of(g: &AnyGame) -> &paskievics::Game {
    let AnyGame::Paskievics(g) = g else { panic!("not Paskievics") };
    g
}

/// SL-K1, SL-K2, SL-K3: the partner is the other seat dealt the called card (none when the
/// declarer holds it or it lies in the talon), the talon set taken and the discards are
/// the ones the declarer's view shows.
#[test]
fn slovenian_partner_talon_taken_and_discards() {
    let (mut with_partner, mut alone) = (0, 0);
    for seed in 0..80u64 {
        let g = slovenian::Game::from_seed(4, seed, (seed % 4) as usize, false, Default::default()).unwrap();
        let d = played_out(g);
        let g = slovenian_of(d.state());
        let Some(declarer) = g.declarer() else { continue };
        let view = d.view(declarer).unwrap();
        match g.called() {
            Some(card) => {
                let dealt = d.state_before(0);
                let holder = (0..4).find(|&s| s != declarer && dealt.hand(s).contains(card));
                assert_eq!(g.partner(), holder, "seed {seed}");
                if holder.is_some() { with_partner += 1 } else { alone += 1 }
            }
            None => assert_eq!(g.partner(), None),
        }
        let taken = match field(&view, "talon_taken") {
            Value::Int(i) => Some(*i as usize),
            Value::None => None,
            other => panic!("talon_taken {other:?}"),
        };
        assert_eq!(g.talon_taken(), taken, "seed {seed}");
        assert_eq!(g.discards(), cards(field(&view, "discards")), "seed {seed}");
        assert!(taken.is_some() || g.discards().is_empty(), "seed {seed}: discards without a talon taken");
    }
    assert!(with_partner > 10 && alone > 0, "{with_partner} with a partner, {alone} alone");
}

/// JK-A1: the announced figures as bits, one by one, and as the view lists them.
#[test]
fn jokai_announced_figures() {
    let mut some = 0;
    for seed in 0..60u64 {
        let d = played_out(jokai::Game::from_seed(3, seed, (seed % 3) as usize, Default::default()).unwrap());
        let g = jokai_of(d.state());
        let bits = g.announced();
        let listed: Vec<i64> = match field(&d.view(0).unwrap(), "announced") {
            Value::Ints(v) => v.clone(),
            other => panic!("announced {other:?}"),
        };
        for f in 0..jokai::actions::FIGURES {
            assert_eq!(g.is_announced(f), bits & (1 << f) != 0);
            assert_eq!(listed.contains(&(f as i64)), bits & (1 << f) != 0, "seed {seed} figure {f}");
        }
        some += usize::from(bits != 0);
    }
    assert!(some > 5, "only {some} deals with figures");
}

/// PK-B3, PK-S4, PK-S5: a deal ends without play exactly when its annulment says why.
#[test]
fn paskievics_annulment() {
    let (mut played, mut annulled) = (0, 0);
    for seed in 0..200u64 {
        let d = played_out(paskievics::Game::from_seed(4, seed, (seed % 4) as usize, Default::default()).unwrap());
        let why = paskievics_of(d.state()).annulment();
        let settled = d.state().settlement().unwrap();
        assert_eq!(why != paskievics::Annulment::None, settled.annulled, "seed {seed}: {why:?}");
        if settled.annulled { annulled += 1 } else { played += 1 }
    }
    assert!(played > 100 && annulled > 0, "{played} played, {annulled} annulled");
}

/// Each game's phase of a log entry is the phase the deal was in when it was taken.
#[test]
fn phases_of_log_entries() {
    let d = played_out(slovenian::Game::from_seed(4, 7, 0, false, Default::default()).unwrap());
    for (k, e) in d.history().iter().enumerate() {
        assert_eq!(slovenian::Phase::from_index(e.phase).unwrap().name(), d.state_before(k).phase_name());
    }
    let d = played_out(jokai::Game::from_seed(3, 7, 0, Default::default()).unwrap());
    for (k, e) in d.history().iter().enumerate() {
        assert_eq!(jokai::Phase::from_index(e.phase).unwrap().name(), d.state_before(k).phase_name());
    }
    let d = played_out(paskievics::Game::from_seed(4, 7, 0, Default::default()).unwrap());
    for (k, e) in d.history().iter().enumerate() {
        assert_eq!(paskievics::Phase::from_index(e.phase).unwrap().name(), d.state_before(k).phase_name());
    }
    assert_eq!(slovenian::Phase::from_index(200), None);
    assert_eq!(jokai::Phase::from_index(200), None);
    assert_eq!(paskievics::Phase::from_index(200), None);
}

/// The taroks are numbered 1 (pagát, I) to 22 (skíz); suit cards have no number.
#[test]
fn trump_numbers() {
    assert_eq!(Card::PAGAT.trump_number(), Some(1));
    assert_eq!(Card::XXI.trump_number(), Some(21));
    assert_eq!(Card::SKIZ.trump_number(), Some(22));
    for c in CardSet::ALL54.iter() {
        assert_eq!(c.trump_number().is_some(), c.is_trump(), "{c:?}");
    }
}

/// SL-A3: the cards a seat must hold back are those of its hand among the ones set.
#[test]
fn play_state_keep() {
    let d = played_out(slovenian::Game::from_seed(4, 3, 0, false, Default::default()).unwrap());
    let first_card = (0..=d.history().len()).map(|k| d.state_before(k)).find(|g| g.play_state().is_some());
    let mut play = *first_card.and_then(|g| g.play_state()).expect("the play");
    let hand = play.hand(1);
    let skiz = CardSet::EMPTY.with(Card::SKIZ);
    let lowest = CardSet::EMPTY.with(hand.first().unwrap());
    play.set_keep(1, lowest.union(skiz));
    assert_eq!(play.keep(1), lowest.union(hand.intersect(skiz)));
    play.set_keep(1, CardSet::EMPTY);
    assert_eq!(play.keep(1), CardSet::EMPTY);
}

/// The solver's hit rate is its hits over its probes.
#[test]
fn solver_hit_rate() {
    let d = played_out(jokai::Game::from_seed(3, 5, 0, Default::default()).unwrap());
    let at = (0..=d.history().len()).map(|k| d.state_before(k)).find(|g| g.play_state().is_some()).unwrap();
    let pos = at.solver_position(Some(Goal::Points)).unwrap();
    let (_, stats) = Solver::new().value(&pos);
    assert!(stats.probes > 0 && stats.hits <= stats.probes);
    assert_eq!(stats.hit_rate(), stats.hits as f64 / stats.probes as f64);
    assert_eq!(tarokk_core::solver::Stats::default().hit_rate(), 0.0);
}

/// JK-S3: a skart pair has been seen only by a kettős declarer, and exactly the pairs his
/// view shows; before any bid none has.
#[test]
fn jokai_pairs_seen() {
    let mut kettos = 0;
    for seed in 0..80u64 {
        let fresh = jokai::Game::from_seed(3, seed, (seed % 3) as usize, Default::default()).unwrap();
        assert!((0..3).all(|p| !fresh.pair_seen(p)), "seed {seed}: before any bid");
        let d = played_out(fresh);
        let g = jokai_of(d.state());
        let Some(declarer) = g.declarer() else { continue };
        let shown = match field(&d.view(declarer).unwrap(), "skart_seen") {
            Value::List(pairs) => pairs.iter().map(|p| *p != Value::None).collect::<Vec<bool>>(),
            other => panic!("skart_seen {other:?}"),
        };
        assert_eq!(shown, (0..3).map(|p| g.pair_seen(p)).collect::<Vec<_>>(), "seed {seed}");
        kettos += usize::from(shown.iter().any(|&s| s));
    }
    assert!(kettos > 3, "only {kettos} kettős deals");
}
