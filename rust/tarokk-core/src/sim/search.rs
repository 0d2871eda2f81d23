//! The play-out driver of a simulation with a search player ([`PolicyKind::Search`]).
//!
//! The search player samples worlds from what its seat knows, so it needs the deal's
//! history, which the fast driver of `mod.rs` does not keep: here each deal is played with
//! its [`Deal`] beside the game, one action at a time, by the same rules as there (the
//! setup's forced actions and the actions it leaves to the policies, the deal's action
//! generator for the random and rule players; the forced actions marked as such in the
//! history, so that the worlds replay them as made). A search player's decision draws its worlds
//! from `Rng::new(deal_seed(d, step + 1))`, where `d` is the deal's seed and `step` the
//! number of actions before it: the same decision as `tarokk.policies.search_policy`
//! given that seed (`tarokk_core::bots::pimc`), and the same records whatever the threads.
//! Each worker thread keeps one search player (its solver's table) for all its deals.

use std::cell::RefCell;

use super::{action_seed, deal_seed, random_action, random_card, InPlay, PolicyKind, Simulated, Simulator};
use crate::action::{Action, ActionSet};
use crate::any::AnyGame;
use crate::bots::pimc::{Pimc, PimcConfig};
use crate::game::Deal;
use crate::rng::Rng;
use crate::sim::Policy;

thread_local! {
    /// This thread's search player (its table is 16 MiB: made once per thread).
    static SEARCHER: RefCell<Option<Pimc>> = const { RefCell::new(None) };
}

/// Free the search player that simulation's `"pimc"` seats made on this thread (its 16 MiB
/// table); the next such decision on the thread makes a new one. The thread that starts a
/// run plays deals of it too, so a long-lived caller keeps one until it calls this.
pub fn release_searcher() {
    SEARCHER.with(|cell| cell.borrow_mut().take());
}

impl<G: Simulated> Simulator<G> {
    /// Deal `index` played to the end with its history, telling `observe` each `(seat,
    /// action)`.
    pub(super) fn play_searching<F: FnMut(u8, Action)>(&self, index: u64, observe: &mut F) -> InPlay<G> {
        let seed = deal_seed(self.seed, index);
        let mut d = InPlay { g: self.initial_game(index), rng: Rng::new(action_seed(seed)), steps: 0, hint: false };
        let mut deal: Deal<AnyGame> = Deal::new(d.g.into());
        let mut hint_asked = false;
        while !d.g.is_over() {
            let (g, rng, steps) = (&d.g, &mut d.rng, d.steps);
            let (seat, a, forced) = if g.in_play() {
                let seat = g.card_player();
                if !hint_asked {
                    (d.hint, hint_asked) = (g.play_hint(), true);
                }
                let legal = g.legal_cards(d.hint);
                let card = match self.policies[seat] {
                    PolicyKind::Random | PolicyKind::RuleBid => random_card(legal, rng),
                    PolicyKind::Rule => G::RuleBot::default().card(g, seat, legal, rng),
                    PolicyKind::Search(config) => {
                        let rule = || G::RuleBot::default().card(g, seat, legal, rng).id();
                        let a = search(config, &deal, ActionSet::from_cards(legal), seed, steps, rule);
                        crate::card::Card::new(a).expect("a legal card")
                    }
                };
                (seat, card.id(), false)
            } else {
                let seat = g.current_player().expect("a player is to act");
                let forced = g.forced_action(&self.setup, seat);
                let a = match forced {
                    Some(a) => a,
                    None => {
                        let legal = g.policy_actions(&self.setup, g.legal_actions());
                        match self.policies[seat] {
                            PolicyKind::Random => random_action(legal, rng),
                            PolicyKind::Rule | PolicyKind::RuleBid => G::RuleBot::default().action(g, seat, legal, rng),
                            PolicyKind::Search(config) => {
                                let rule = || G::RuleBot::default().action(g, seat, legal, rng);
                                search(config, &deal, legal, seed, steps, rule)
                            }
                        }
                    }
                };
                (seat, a, forced.is_some())
            };
            observe(seat as u8, a);
            d.steps += 1;
            d.g.apply_unchecked(a);
            if forced {
                // Marked, so that the worlds take it as made (maybe on a hand the rules
                // would not make it on).
                deal.apply_forced(a);
            } else {
                deal.apply_unchecked(a);
            }
        }
        d
    }
}

/// The search player's action among `allowed` (the legal actions, or the fewer that a
/// setup leaves to the policies): its choice, or else the best-scored allowed action
/// (ties: the first, as the player itself breaks them), or else `fallback` (no world
/// could be drawn and its choice is not allowed).
fn search(
    config: PimcConfig,
    deal: &Deal<AnyGame>,
    allowed: ActionSet,
    seed: u64,
    steps: u16,
    fallback: impl FnOnce() -> Action,
) -> Action {
    let decided = SEARCHER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let pimc = match slot.as_mut() {
            Some(p) => p.set_config(config).ok().map(|_| p),
            None => Pimc::new(config).ok().map(|p| slot.insert(p)),
        }?;
        let mut rng = Rng::new(deal_seed(seed, u64::from(steps) + 1));
        pimc.decide(deal, &mut rng)
    });
    match decided {
        Some((a, _)) if allowed.contains(a) => a,
        Some((_, means)) => {
            let mut best: Option<(Action, f64)> = None;
            for &(a, v) in means.iter().filter(|(a, _)| allowed.contains(*a)) {
                if best.map_or(true, |(_, b)| v > b) {
                    best = Some((a, v));
                }
            }
            best.map_or_else(fallback, |(a, _)| a)
        }
        None => fallback(),
    }
}

#[cfg(test)]
mod tests {
    use crate::game::GameState;
    use crate::jokai::Options;
    use crate::sim::jokai::{JokaiSetup, Mode};
    use crate::sim::{run, DealRecord, DealSimulator, PolicyKind};

    #[test]
    fn a_search_seat_plays_legal_deals_the_same_on_any_threads() {
        let search = PolicyKind::from_name("pimc:worlds=2,rollouts=2").unwrap();
        let s = JokaiSetup::new(3, 0, Options::default(), Mode::Full)
            .unwrap()
            .simulator(3, &[search, PolicyKind::Rule, PolicyKind::Rule])
            .unwrap();
        assert!(s.searching() && s.block() == 1);
        let mut a = vec![DealRecord::EMPTY; 5];
        let mut b = a.clone();
        run(&s, 0, &mut a, 1);
        run(&s, 0, &mut b, 2);
        assert_eq!(a, b);
        for (i, rec) in a.iter().enumerate() {
            let mut g = s.initial_game(i as u64);
            let trace = s.trace_deal(i as u64);
            for &(seat, act) in &trace {
                assert_eq!(g.current_player(), Some(seat as usize));
                GameState::apply(&mut g, act as u8).unwrap();
            }
            assert!(g.is_over());
            assert_eq!(rec.steps as usize, trace.len());
            assert_eq!(rec.amounts.iter().sum::<i32>(), 0);
        }
        // Not the rule player: some deal goes another way with the search seat.
        let rule = JokaiSetup::new(3, 0, Options::default(), Mode::Full).unwrap().simulator(3, &[PolicyKind::Rule]).unwrap();
        assert!((0..5).any(|i| rule.trace_deal(i) != s.trace_deal(i)));
    }

    /// The Paskievics play-phase mode makes its fixed call on any hand, also one PK-H2
    /// does not offer it: the worlds take that call as made, so that a search seat's
    /// decisions, before the call (discards) and after it (the play), draw worlds.
    #[test]
    fn paskievics_play_phase_worlds_follow_the_forced_call() {
        use crate::any::AnyGame;
        use crate::card::Card;
        use crate::game::Deal;
        use crate::paskievics::{Game, Options};
        use crate::rng::Rng;
        use crate::sim::paskievics::{Mode, PaskievicsSetup, PlaySpec};
        use crate::sim::Simulated;
        use crate::worlds::{sample_world, ATTEMPTS};
        let search = PolicyKind::from_name("pimc:worlds=2,rollouts=2").unwrap();
        let (xx, xix) = (Card::trump(20).unwrap(), Card::trump(19).unwrap());
        let mut refused_calls = 0;
        let (mut asked, mut found) = (0, 0);
        const DEALS: u64 = 20;
        for (n, declarer, called) in [(4, 1, Some(xx)), (5, 2, Some(xix)), (4, 3, None)] {
            let setup = PaskievicsSetup::new(n, 0, Options::default(), Mode::Play(PlaySpec { level: 1, declarer, called })).unwrap();
            for seat in (0..n).filter(|&s| !(n == 5 && s == 0)) {
                let mut policies = vec![PolicyKind::Rule; n];
                policies[seat] = search;
                let s = setup.simulator(5, &policies).unwrap();
                for i in 0..DEALS {
                    let mut g: Game = s.initial_game(i);
                    let mut deal: Deal<AnyGame> = Deal::new(g.into());
                    let mut rng = Rng::new(i);
                    for (who, a) in s.trace_deal(i) {
                        let (who, a) = (who as usize, a as u8);
                        if who == seat && g.legal_actions().len() > 1 {
                            asked += 1;
                            found += usize::from(sample_world(&deal, seat, &mut rng, ATTEMPTS).is_some());
                        }
                        if g.forced_action(&setup, who).is_some() {
                            refused_calls += usize::from(!g.legal_actions().contains(a));
                            deal.apply_forced(a);
                        } else {
                            deal.apply(a, Some(who)).unwrap();
                        }
                        GameState::apply_unchecked(&mut g, a);
                    }
                    assert!(g.is_over());
                }
            }
        }
        // Some forced call was one the rules would not have taken (the case that matters),
        // and worlds are drawn nearly always, as in full deals (`tests/observations.rs`).
        // Replayed by the rules alone, the deals of those calls draw none: 96% here.
        assert!(refused_calls > 10, "{refused_calls}");
        assert!(found * 1000 >= asked * 995, "worlds for {found} of {asked} decisions ({refused_calls} calls refused)");
    }

    /// Each decision of a search seat is `Pimc::decide` on the deal's history with worlds
    /// drawn from `Rng::new(deal_seed(d, step + 1))` (the module's contract, which
    /// `tarokk.policies.search_policy` given that seed repeats): replayed here with a fresh
    /// player per decision. A seed off by one step drew other worlds unseen by the tests
    /// above, which compare the simulation only with itself.
    #[test]
    fn a_search_seats_decisions_are_pimc_decide_with_the_documented_seed() {
        use crate::any::AnyGame;
        use crate::bots::pimc::Pimc;
        use crate::game::Deal;
        use crate::rng::Rng;
        use crate::sim::deal_seed;
        let search = PolicyKind::from_name("pimc:worlds=2,rollouts=2").unwrap();
        let PolicyKind::Search(config) = search else { panic!("a search player") };
        let s = JokaiSetup::new(3, 0, Options::default(), Mode::Full)
            .unwrap()
            .simulator(11, &[search, PolicyKind::Rule, search])
            .unwrap();
        let mut decided = 0;
        for i in 0..3 {
            let mut deal: Deal<AnyGame> = Deal::new(s.initial_game(i).into());
            for (step, (seat, a)) in s.trace_deal(i).into_iter().enumerate() {
                if seat != 1 && deal.state().legal_actions().len() > 1 {
                    let mut rng = Rng::new(deal_seed(deal_seed(11, i), step as u64 + 1));
                    let (want, _) = Pimc::new(config).unwrap().decide(&deal, &mut rng).unwrap();
                    assert_eq!(a as u8, want, "deal {i} step {step} seat {seat}");
                    decided += 1;
                }
                deal.apply(a as u8, Some(seat as usize)).unwrap();
            }
        }
        assert!(decided > 40, "{decided} decisions");
    }

    /// When the setup allows fewer actions than are legal (the Paskievics play-phase mode
    /// leaves out the count and the throw-in), the search seat takes its choice if allowed,
    /// else the allowed action of the best mean, the first of equal ones (as the player
    /// breaks ties), never one left out. Checked at every decision of a deal with each
    /// decision's choice left out.
    #[test]
    fn a_search_seat_takes_the_best_allowed_action_when_its_choice_is_left_out() {
        use super::search;
        use crate::action::ActionSet;
        use crate::any::AnyGame;
        use crate::bots::pimc::Pimc;
        use crate::game::Deal;
        use crate::rng::Rng;
        use crate::sim::deal_seed;
        let search_policy = PolicyKind::from_name("pimc:worlds=3,rollouts=3").unwrap();
        let PolicyKind::Search(config) = search_policy else { panic!("a search player") };
        let s = JokaiSetup::new(3, 0, Options::default(), Mode::Full).unwrap().simulator(5, &[search_policy]).unwrap();
        let (mut checked, mut ties) = (0, 0);
        for i in 0..2 {
            let seed = deal_seed(5, i);
            let mut deal: Deal<AnyGame> = Deal::new(s.initial_game(i).into());
            for (step, (seat, a)) in s.trace_deal(i).into_iter().enumerate() {
                let legal = deal.state().legal_actions();
                let mut rng = Rng::new(deal_seed(seed, step as u64 + 1));
                let (choice, means) = Pimc::new(config).unwrap().decide(&deal, &mut rng).unwrap();
                // Its choice allowed: taken.
                assert_eq!(search(config, &deal, legal, seed, step as u16, || unreachable!()), choice);
                if means.len() > 2 {
                    let allowed = ActionSet(legal.0 & !(1u128 << choice));
                    let rest: Vec<(u8, f64)> = means.iter().copied().filter(|&(x, _)| x != choice).collect();
                    let top = rest.iter().map(|m| m.1).fold(f64::NEG_INFINITY, f64::max);
                    let want = rest.iter().find(|m| m.1 == top).unwrap().0;
                    ties += usize::from(rest.iter().filter(|m| m.1 == top).count() > 1);
                    let got = search(config, &deal, allowed, seed, step as u16, || unreachable!());
                    assert_eq!(got, want, "deal {i} step {step}: {means:?} without {choice}");
                    checked += 1;
                }
                deal.apply(a as u8, Some(seat as usize)).unwrap();
            }
        }
        assert!(checked > 20 && ties > 3, "{checked} decisions, {ties} with a tie for the best allowed");
    }

    /// `release_searcher` frees the search player a simulation's search seat made on this
    /// thread (its 16 MiB table); a run on one thread plays on the calling thread.
    #[test]
    fn release_searcher_frees_this_threads_search_player() {
        use super::{release_searcher, SEARCHER};
        let search = PolicyKind::from_name("pimc:worlds=1,rollouts=1").unwrap();
        let s = JokaiSetup::new(3, 0, Options::default(), Mode::Full).unwrap().simulator(3, &[search]).unwrap();
        assert!(SEARCHER.with(|c| c.borrow().is_none()));
        let mut out = vec![DealRecord::EMPTY; 1];
        run(&s, 0, &mut out, 1);
        assert!(SEARCHER.with(|c| c.borrow().is_some()), "the run kept a search player on this thread");
        release_searcher();
        assert!(SEARCHER.with(|c| c.borrow().is_none()));
    }

    #[test]
    fn search_policy_names() {
        let PolicyKind::Search(c) = PolicyKind::from_name(" pimc:worlds=5, exact_tricks=3,seconds=0.25").unwrap() else {
            panic!("a search player")
        };
        assert_eq!((c.worlds, c.rollouts, c.exact_tricks), (5, 48, 3));
        assert_eq!(c.time_limit, Some(std::time::Duration::from_millis(250)));
        assert_eq!(PolicyKind::from_name("search").unwrap().name(), "pimc");
        for bad in ["pimc:worlds=0", "pimc:worlds=-1", "pimc:depth=2", "pimc:seconds=-1", "pimc:worlds=1234567890", "rule:x"] {
            assert!(PolicyKind::from_name(bad).is_err(), "{bad}");
        }
    }
}
