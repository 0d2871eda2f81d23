//! The search player (PIMC, perfect-information Monte Carlo), for every game.
//!
//! A decision samples worlds consistent with what the seat knows ([`sample_world`]: its
//! hand, the cards it saw, the public talon and discards, the voids shown by play, the
//! announced and called cards) and scores each legal action in each world:
//! - **in the play**, with the double-dummy solver: every legal card's exact value in the
//!   world, from the seat's side of the objective; when more than `exact_tricks` tricks
//!   are left, a full solve costs too much for a decision, so the card is played, the rule
//!   players play on until `exact_tricks` tricks are left, and that position is solved;
//! - **before the play** (bids, calls, talon, discards, announcements, kontras), by
//!   simulation: the action is taken and the deal played out by the rule players, and the
//!   seat's settlement amount is its score.
//!
//! The action with the best mean over the worlds is taken (ties: the lowest id). Only the
//! seat's information reaches the worlds; the true deal is never read (the sampler's
//! contract).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::action::Action;
use crate::any::AnyGame;
use crate::card::Card;
use crate::error::InputError;
use crate::game::{Deal, GameState};
use crate::rng::Rng;
use crate::solver::{Solver, StopHook, DEFAULT_TABLE_BITS};
use crate::worlds::{sample_world, ATTEMPTS};

/// The search player's parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PimcConfig {
    /// Worlds sampled per decision in the play (≥ 1).
    pub worlds: usize,
    /// Worlds (each one play-out per action) per decision before the play (≥ 1).
    pub rollouts: usize,
    /// Solve exactly once this many tricks (or fewer) are left; before, play on by the
    /// rule players to that point (0: the game's default, see [`PimcConfig::horizon`]).
    pub exact_tricks: usize,
    /// Time per decision: draw no further world once this much has passed since the
    /// decision began (`worlds` and `rollouts` stay the most drawn). The first world that
    /// counts is always finished, so a decision can take longer when that one does. With
    /// a time limit the decision depends on the machine's speed; without, only on the seed.
    pub time_limit: Option<Duration>,
}

impl Default for PimcConfig {
    fn default() -> PimcConfig {
        PimcConfig { worlds: 12, rollouts: 48, exact_tricks: 0, time_limit: None }
    }
}

/// The most worlds or rollouts a decision may ask for.
pub const MAX_DRAWS: usize = 100_000;

impl PimcConfig {
    /// The parameters of a policy name's part after `pimc:` (`"worlds=8,rollouts=16"`:
    /// `worlds`, `rollouts` and `exact_tricks` take whole numbers of up to 9 digits,
    /// `seconds` a number of seconds), over the defaults; checked.
    pub fn parse(params: &str) -> Result<PimcConfig, InputError> {
        let mut c = PimcConfig::default();
        // A parameter said twice is a slip (a sweep's name built wrong), not "the last wins".
        let mut given: Vec<&str> = Vec::new();
        for part in params.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').map_or((part, ""), |(k, v)| (k.trim(), v.trim()));
            if given.contains(&k) {
                return Err(InputError(format!("search-player parameter '{k}' is given twice in '{params}'")));
            }
            given.push(k);
            if k == "seconds" {
                let t = v.parse::<f64>().ok().and_then(|t| Duration::try_from_secs_f64(t).ok()).ok_or_else(|| {
                    InputError(format!("bad search-player parameter '{part}': seconds=T is a number >= 0"))
                })?;
                c.time_limit = Some(t);
                continue;
            }
            let n = (v.len() <= 9 && !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()))
                .then(|| v.parse::<usize>().ok())
                .flatten();
            match (k, n) {
                ("worlds", Some(n)) => c.worlds = n,
                ("rollouts", Some(n)) => c.rollouts = n,
                ("exact_tricks", Some(n)) => c.exact_tricks = n,
                _ => {
                    return Err(InputError(format!(
                        "bad search-player parameter '{part}': use worlds=N, rollouts=N, exact_tricks=N (N up to 9 digits) or seconds=T"
                    )))
                }
            }
        }
        c.check()?;
        Ok(c)
    }

    /// At least 1 and at most [`MAX_DRAWS`] worlds and rollouts per decision, and
    /// `exact_tricks` at most a whole deal's 16 (more would mean the same as 16).
    pub fn check(&self) -> Result<(), InputError> {
        if self.exact_tricks > crate::play::MAX_TRICKS {
            return Err(InputError(format!(
                "exact_tricks must be at most {} (a whole deal; 0: the default), not {}",
                crate::play::MAX_TRICKS,
                self.exact_tricks
            )));
        }
        for (name, n) in [("worlds", self.worlds), ("rollouts", self.rollouts)] {
            if n == 0 {
                return Err(InputError(format!("{name} must be an int >= 1, not 0")));
            }
            if n > MAX_DRAWS {
                return Err(InputError(format!("{name} must be at most {MAX_DRAWS} per decision, not {n}")));
            }
        }
        Ok(())
    }

    /// The tricks left from which the play is solved exactly: the setting, or by default
    /// 6 with four players and 8 with three (a solve of that size takes milliseconds).
    pub fn horizon(&self, players: usize) -> usize {
        match self.exact_tricks {
            0 if players >= 4 => 6,
            0 => 8,
            k => k,
        }
    }
}

/// A search player: its parameters and its solver (whose table carries over between the
/// worlds of a decision, and between decisions: keep one player for many decisions rather
/// than making one per decision, which allocates and clears a 16 MiB table each time).
pub struct Pimc {
    /// The player's parameters (checked: set them by [`Pimc::set_config`]).
    config: PimcConfig,
    solver: Solver,
    /// Asked before each world and by the solver's searches ([`Pimc::set_stop`]).
    stop: Option<Arc<Mutex<StopHook>>>,
    /// The last decision was stopped by the hook.
    stopped: bool,
}

/// The parameters and the solver's summary (its table is megabytes of entries).
impl std::fmt::Debug for Pimc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pimc")
            .field("config", &self.config)
            .field("solver", &self.solver)
            .field("stop_hook", &self.stop.is_some())
            .finish()
    }
}

impl Pimc {
    /// A search player with these parameters (an error if they fail [`PimcConfig::check`]),
    /// whose solver table has `2^(DEFAULT_TABLE_BITS - 2)` buckets.
    pub fn new(config: PimcConfig) -> Result<Pimc, InputError> {
        config.check()?;
        Ok(Pimc { config, solver: Solver::with_table_bits(DEFAULT_TABLE_BITS - 2), stop: None, stopped: false })
    }

    /// The player's parameters.
    pub fn config(&self) -> PimcConfig {
        self.config
    }

    /// New parameters, checked; the solver and its table are kept (their entries are exact
    /// bounds, so they change no decision, only how soon it is found).
    pub fn set_config(&mut self, config: PimcConfig) -> Result<(), InputError> {
        config.check()?;
        self.config = config;
        Ok(())
    }

    /// Set (or clear) a hook asked before each world of a decision and every 65 536 nodes
    /// of its solves (told the nodes searched, 0 between worlds): `true` stops the
    /// decision (for Ctrl-C: a decision with many worlds can take seconds).
    /// [`Pimc::stopped`] then says so, and the action returned is the rule player's.
    pub fn set_stop(&mut self, stop: Option<StopHook>) {
        self.stop = stop.map(|h| Arc::new(Mutex::new(h)));
        let shared = self.stop.clone();
        self.solver.set_stop(shared.map(|h| {
            Box::new(move |nodes| (h.lock().unwrap_or_else(|p| p.into_inner()))(nodes)) as StopHook
        }));
    }

    /// The last decision was stopped by the hook of [`Pimc::set_stop`].
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Ask the stop hook (between worlds); remembers a stop.
    fn ask_stop(&mut self) -> bool {
        if let Some(h) = &self.stop {
            if (h.lock().unwrap_or_else(|p| p.into_inner()))(0) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// The action for the player to act, with the mean score of each legal action (in the
    /// solver's units in the play, in settlement amounts before it). The scores are empty
    /// when nothing was scored: a forced action (there is nothing to choose), or no world
    /// could be drawn (the rule player's action then). `None` when the deal is over.
    pub fn decide(&mut self, deal: &Deal<AnyGame>, rng: &mut Rng) -> Option<(Action, Vec<(Action, f64)>)> {
        self.stopped = false;
        let g = deal.state();
        let seat = g.current_player()?;
        let legal: Vec<Action> = g.legal_actions().iter().collect();
        if legal.len() == 1 {
            return Some((legal[0], Vec::new()));
        }
        let in_play = g.play_state().is_some_and(|p| p.current_player().is_some()) && Card::new(legal[0]).is_some();
        let mut sums = vec![0.0f64; legal.len()];
        let mut counted = 0usize;
        let draws = if in_play { self.config.worlds } else { self.config.rollouts };
        let started = Instant::now();
        for _ in 0..draws {
            if counted > 0 && self.config.time_limit.is_some_and(|t| started.elapsed() >= t) {
                break;
            }
            if self.ask_stop() {
                return Some((g.rule_action()?, Vec::new()));
            }
            let Some(world) = sample_world(deal, seat, rng, ATTEMPTS) else { continue };
            let ok = if in_play {
                self.score_cards(world.state(), &legal, &mut sums)
            } else {
                score_by_playout(world.state(), seat, &legal, &mut sums)
            };
            if self.stopped {
                return Some((g.rule_action()?, Vec::new()));
            }
            counted += usize::from(ok);
        }
        if counted == 0 {
            // No world could be drawn (never seen in tests): play as the rule player.
            return Some((g.rule_action()?, Vec::new()));
        }
        let means: Vec<(Action, f64)> = legal.iter().zip(&sums).map(|(&a, &s)| (a, s / counted as f64)).collect();
        let best = means.iter().fold(means[0], |b, &m| if m.1 > b.1 { m } else { b });
        Some((best.0, means))
    }

    /// Add each card's value in the world `g` (from the mover's side) to `sums`.
    fn score_cards(&mut self, g: &AnyGame, legal: &[Action], sums: &mut [f64]) -> bool {
        let Ok(pos) = g.solver_position(None) else { return false };
        let mover = pos.play.current_seat();
        let sign = if pos.objective.maximizes(mover) { 1.0 } else { -1.0 };
        let left = pos.play.hand(mover).len() as usize;
        let horizon = self.config.horizon(pos.play.num_players());
        if left <= horizon {
            let Some(sol) = self.solver.solve_within(&pos, 0) else {
                self.stopped = true; // the hook stopped it
                return false;
            };
            for (i, &a) in legal.iter().enumerate() {
                let v = sol.moves.iter().find(|(c, _)| c.id() == a).map_or(0, |m| m.1);
                sums[i] += sign * v as f64;
            }
            return true;
        }
        // Too far from the end to solve: the card, then the rule players down to the
        // horizon, then the exact value there.
        for (i, &a) in legal.iter().enumerate() {
            let mut w = g.clone();
            w.apply_unchecked(a);
            while w.play_state().is_some_and(|p| p.current_player().is_some() && p.hand(p.current_seat()).len() as usize > horizon) {
                let Some(r) = w.rule_action() else { break };
                w.apply_unchecked(r);
            }
            let v = match w.solver_position(None) {
                Ok(p) => match self.solver.value_within(&p, 0) {
                    Some((v, _)) => v,
                    None => {
                        self.stopped = true; // the hook stopped it
                        return false;
                    }
                },
                Err(_) => return false,
            };
            sums[i] += sign * v as f64;
        }
        true
    }
}

/// Add, for each action, the seat's settlement after the action and a play-out by the
/// rule players in the world `g`.
fn score_by_playout(g: &AnyGame, seat: usize, legal: &[Action], sums: &mut [f64]) -> bool {
    for (i, &a) in legal.iter().enumerate() {
        let mut w = g.clone();
        if w.apply(a).is_err() {
            return false; // the world does not allow the action (never seen in tests)
        }
        while let Some(r) = w.rule_action() {
            w.apply_unchecked(r);
        }
        let Some(s) = w.settlement() else { return false };
        sums[i] += seat_score(g, &s, seat);
    }
    true
}

/// What a settlement is worth to `seat` as a player of the match: in the Hungarian games,
/// which pay between players (zero-sum), its own amount; in Slovenian, which pays only the
/// declarer's side, its amount less the others' mean, so that a defender gains what the
/// declarer loses (a kontra on a game the declarer wins, a valat announced for him, cost
/// a defender, and a partner's equal gain is no gain over him).
fn seat_score(g: &AnyGame, s: &crate::settlement::Settlement, seat: usize) -> f64 {
    let own = s.amounts[seat] as f64;
    match g {
        AnyGame::Slovenian(_) => {
            let others = s.amounts.iter().map(|&a| a as f64).sum::<f64>() - own;
            own - others / (s.table_seats() - 1) as f64
        }
        AnyGame::Jokai(_) | AnyGame::Paskievics(_) => own,
    }
}

#[cfg(test)]
mod reuse_tests {
    use super::{Pimc, PimcConfig};
    use crate::any::AnyGame;
    use crate::game::{Deal, GameState};
    use crate::rng::Rng;

    /// One player kept for many decisions (its table carrying over, new settings each
    /// time) decides as a fresh player per decision does; bad settings are refused and
    /// leave it as it was.
    #[test]
    fn a_kept_player_decides_as_a_fresh_one() {
        let config = |worlds| PimcConfig { worlds, rollouts: 4, exact_tricks: 0, time_limit: None };
        let mut kept = Pimc::new(config(3)).unwrap();
        assert!(kept.set_config(config(0)).is_err());
        assert_eq!(kept.config.worlds, 3, "unchanged by refused settings");
        for seed in 0..4u64 {
            let state: AnyGame = crate::jokai::Game::from_seed(3, seed, 0, Default::default()).unwrap().into();
            let mut deal = Deal::new(state);
            let mut decisions = 0;
            while deal.state().current_player().is_some() && decisions < 40 {
                let worlds = 2 + (decisions % 3);
                kept.set_config(config(worlds)).unwrap();
                let mut fresh = Pimc::new(config(worlds)).unwrap();
                let (mut a, mut b) = (Rng::new(seed * 100 + decisions as u64), Rng::new(seed * 100 + decisions as u64));
                let got = kept.decide(&deal, &mut a).expect("a decision");
                assert_eq!(Some(&got), fresh.decide(&deal, &mut b).as_ref(), "deal {seed}, decision {decisions}");
                deal.apply(got.0, None).unwrap();
                decisions += 1;
            }
        }
    }

    /// A decision stopped by the hook (Ctrl-C in `tarokk play --bots pimc`), between
    /// worlds or inside a world's solve, says so and returns the rule player's action; the
    /// same player, its table kept, then decides as a fresh one.
    #[test]
    fn a_stopped_decision_is_the_rule_players_and_leaves_the_player_sound() {
        use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
        use std::sync::Arc;
        let config = PimcConfig { worlds: 4, rollouts: 3, exact_tricks: 0, time_limit: None };
        let mut kept = Pimc::new(config).unwrap();
        kept.solver.set_poll_nodes(64); // the hook asked inside these small solves too
        let (mut stopped_in_play, mut stopped_before, mut stopped_in_a_solve) = (0, 0, 0);
        for seed in 0..6u64 {
            let state: AnyGame = crate::slovenian::Game::from_seed(4, seed, 0, false, Default::default()).unwrap().into();
            let mut deal = Deal::new(state);
            let mut decisions = 0u64;
            while deal.state().current_player().is_some() && decisions < 30 {
                // Stop at the hook's k-th question: the first is before the first world,
                // later ones between worlds or inside their solves.
                let k = 1 + decisions % 4;
                let (asked, nodes_at_stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
                let (counter, at_stop) = (Arc::clone(&asked), Arc::clone(&nodes_at_stop));
                kept.set_stop(Some(Box::new(move |nodes| {
                    let stop = counter.fetch_add(1, Relaxed) + 1 >= k;
                    if stop {
                        at_stop.store(nodes, Relaxed); // 0 between worlds
                    }
                    stop
                })));
                let got = kept.decide(&deal, &mut Rng::new(decisions)).expect("a decision");
                if kept.stopped() {
                    assert_eq!(got, (deal.state().rule_action().unwrap(), Vec::new()), "deal {seed}, decision {decisions}");
                    if deal.state().play_state().is_some() { stopped_in_play += 1 } else { stopped_before += 1 }
                    stopped_in_a_solve += usize::from(nodes_at_stop.load(Relaxed) > 0);
                } else {
                    assert!(asked.load(Relaxed) < k, "asked {} times, told to stop, not stopped", asked.load(Relaxed));
                }
                kept.set_stop(None);
                let (mut a, mut b) = (Rng::new(seed * 100 + decisions), Rng::new(seed * 100 + decisions));
                let after = kept.decide(&deal, &mut a).expect("a decision");
                assert!(!kept.stopped());
                assert_eq!(Some(&after), Pimc::new(config).unwrap().decide(&deal, &mut b).as_ref(), "deal {seed}, decision {decisions}");
                deal.apply(after.0, None).unwrap();
                decisions += 1;
            }
        }
        assert!(stopped_in_play > 20 && stopped_before > 5 && stopped_in_a_solve > 10,
                "{stopped_in_play} in the play ({stopped_in_a_solve} inside a solve), {stopped_before} before");
    }
}

#[cfg(test)]
mod config_tests {
    use super::{Pimc, PimcConfig, MAX_DRAWS};

    /// `worlds`, `rollouts` and `exact_tricks` are whole numbers of up to 9 digits: a sign
    /// or a tenth digit is refused (even as a leading zero), whatever the value.
    #[test]
    fn counts_are_up_to_nine_digits_and_nothing_else() {
        let c = PimcConfig::parse("worlds=000000005, rollouts=7").unwrap();
        assert_eq!((c.worlds, c.rollouts, c.exact_tricks, c.time_limit), (5, 7, 0, None));
        for bad in ["worlds=+5", "rollouts=+7", "exact_tricks=+2", "worlds=0000000005", "exact_tricks=0000000002", "worlds=", "worlds"] {
            assert!(PimcConfig::parse(bad).is_err(), "{bad}");
        }
    }

    /// The bounds are inclusive: up to `MAX_DRAWS` worlds and rollouts, and `exact_tricks`
    /// up to a whole deal's 16 tricks.
    #[test]
    fn the_bounds_are_inclusive() {
        let c = PimcConfig::default();
        for (ok, k) in [(true, 16), (false, 17)] {
            assert_eq!(PimcConfig { exact_tricks: k, ..c }.check().is_ok(), ok, "exact_tricks={k}");
        }
        for (ok, n) in [(true, MAX_DRAWS), (false, MAX_DRAWS + 1)] {
            assert_eq!(PimcConfig { worlds: n, ..c }.check().is_ok(), ok, "worlds={n}");
            assert_eq!(PimcConfig { rollouts: n, ..c }.check().is_ok(), ok, "rollouts={n}");
        }
        let most = PimcConfig::parse("worlds=100000,rollouts=100000,exact_tricks=16").unwrap();
        assert_eq!((most.worlds, most.rollouts, most.exact_tricks), (100_000, 100_000, 16));
        assert!(PimcConfig::parse("exact_tricks=17").is_err() && PimcConfig::parse("rollouts=100001").is_err());
    }

    /// A player's parameters are the ones it was made or last set with, and its `Debug`
    /// shows them, its solver and whether a stop hook is set.
    #[test]
    fn a_player_keeps_and_shows_its_parameters() {
        let c = PimcConfig { worlds: 3, rollouts: 5, exact_tricks: 2, time_limit: None };
        let mut p = Pimc::new(c).unwrap();
        assert_eq!(p.config(), c);
        let shown = format!("{p:?}");
        let head = "Pimc { config: PimcConfig { worlds: 3, rollouts: 5, exact_tricks: 2, time_limit: None }, solver: Solver { ";
        assert!(shown.starts_with(head) && shown.ends_with(", stop_hook: false }"), "{shown}");
        let d = PimcConfig { worlds: 7, ..c };
        p.set_config(d).unwrap();
        assert_eq!(p.config(), d);
        p.set_stop(Some(Box::new(|_| false)));
        assert!(format!("{p:?}").ends_with(", stop_hook: true }"), "{p:?}");
    }
}

#[cfg(test)]
mod seat_score_tests {
    use super::seat_score;
    use crate::any::AnyGame;
    use crate::settlement::Settlement;

    fn paid(amounts: Vec<i32>) -> Settlement {
        Settlement {
            contract: Some(0),
            declarer: Some(0),
            partner: None,
            annulled: false,
            won: Some(true),
            card_points: None,
            amounts,
            items: Vec::new(),
            extra: Vec::new(),
        }
    }

    /// SL-S (only the declarer's side is paid): a defender scores what the declarer's side
    /// wins against him, and a partner's equal gain is none over the declarer; the
    /// Hungarian games (zero-sum) score a seat's own amount.
    #[test]
    fn a_slovenian_defender_loses_what_the_declarer_side_wins() {
        let slovenian: AnyGame = crate::slovenian::Game::from_seed(4, 1, 0, false, Default::default()).unwrap().into();
        let with_partner = paid(vec![30, 0, 30, 0]);
        assert_eq!(seat_score(&slovenian, &with_partner, 0), 20.0);
        assert_eq!(seat_score(&slovenian, &with_partner, 1), -20.0);
        let alone = paid(vec![30, 0, 0, 0]);
        assert_eq!((seat_score(&slovenian, &alone, 0), seat_score(&slovenian, &alone, 3)), (30.0, -10.0));
        let jokai: AnyGame = crate::jokai::Game::from_seed(3, 1, 0, Default::default()).unwrap().into();
        let zero_sum = paid(vec![58, -29, -29]);
        assert_eq!((seat_score(&jokai, &zero_sum, 0), seat_score(&jokai, &zero_sum, 1)), (58.0, -29.0));
    }
}

#[cfg(test)]
mod decide_tests {
    use super::{seat_score, Pimc, PimcConfig};
    use crate::any::AnyGame;
    use crate::card::Card;
    use crate::game::{Deal, GameState};
    use crate::rng::Rng;
    use crate::solver::Solver;
    use crate::worlds::{sample_world, ATTEMPTS};

    /// By default the play is solved exactly from 6 tricks left with four or five players
    /// and from 8 with three; a setting is taken as it is.
    #[test]
    fn the_exact_horizon_is_six_tricks_with_four_or_five_players_and_eight_with_three() {
        let c = PimcConfig::default();
        assert_eq!((c.horizon(3), c.horizon(4), c.horizon(5)), (8, 6, 6));
        let k = PimcConfig { exact_tricks: 3, ..c };
        assert_eq!((k.horizon(3), k.horizon(4), k.horizon(5)), (3, 3, 3));
    }

    /// The means of a decision recomputed from its worlds (the same draws, in the same
    /// order), counting at most `most` worlds: in the play, `worlds` draws, each legal card
    /// scored by the world's exact value after it, from the mover's side, the rule players
    /// playing on first down to the horizon (8 tricks: Jókai's three players); before the
    /// play, `rollouts` draws, each action scored by the seat's settlement after it and a
    /// rule play-out. `None`: one legal action.
    fn recomputed(deal: &Deal<AnyGame>, config: PimcConfig, seed: u64, most: usize) -> Option<(bool, Vec<(u8, f64)>)> {
        let g = deal.state();
        let seat = g.current_player()?;
        let legal: Vec<u8> = g.legal_actions().iter().collect();
        if legal.len() == 1 {
            return None;
        }
        let play = g.play_state().is_some_and(|p| p.current_player().is_some()) && Card::new(legal[0]).is_some();
        let mut rng = Rng::new(seed);
        let mut solver = Solver::with_table_bits(16);
        let (mut sums, mut counted) = (vec![0.0f64; legal.len()], 0usize);
        for _ in 0..if play { config.worlds } else { config.rollouts } {
            if counted == most {
                break;
            }
            let Some(world) = sample_world(deal, seat, &mut rng, ATTEMPTS) else { continue };
            let w0 = world.state();
            for (i, &a) in legal.iter().enumerate() {
                let mut w = w0.clone();
                w.apply(a).unwrap();
                sums[i] += if play {
                    let mover = w0.solver_position(None).unwrap();
                    let sign = if mover.objective.maximizes(mover.play.current_seat()) { 1.0 } else { -1.0 };
                    while w.play_state().is_some_and(|p| p.current_player().is_some() && p.hand(p.current_seat()).len() > 8) {
                        let r = w.rule_action().unwrap();
                        w.apply(r).unwrap();
                    }
                    sign * f64::from(solver.value_within(&w.solver_position(None).unwrap(), 0).unwrap().0)
                } else {
                    while let Some(r) = w.rule_action() {
                        w.apply(r).unwrap();
                    }
                    seat_score(w0, &w.settlement().unwrap(), seat)
                };
            }
            counted += 1;
        }
        assert!(counted > 0);
        Some((play, legal.iter().zip(&sums).map(|(&a, &s)| (a, s / counted as f64)).collect()))
    }

    /// A decision's means are the sums over the worlds counted, and its action the first
    /// of the best means, in the play and before it (the other tests compared the player
    /// only with itself). With a time limit already past, the first world that counts is
    /// still finished, and only that one is counted.
    #[test]
    fn a_decision_is_the_first_best_mean_over_the_worlds_drawn() {
        let config = PimcConfig { worlds: 3, rollouts: 2, exact_tricks: 0, time_limit: None };
        let hurried = PimcConfig { time_limit: Some(std::time::Duration::ZERO), ..config };
        let (mut in_play, mut before, mut ties) = (0, 0, 0);
        for seed in 0..3u64 {
            let state: AnyGame = crate::jokai::Game::from_seed(3, seed, 0, Default::default()).unwrap().into();
            let mut deal = Deal::new(state);
            let mut k = 0u64;
            while deal.state().current_player().is_some() {
                k += 1;
                let r = seed * 1000 + k;
                let (choice, means) = Pimc::new(config).unwrap().decide(&deal, &mut Rng::new(r)).unwrap();
                let Some((play, want)) = recomputed(&deal, config, r, usize::MAX) else {
                    assert!(means.is_empty());
                    deal.apply(choice, None).unwrap();
                    continue;
                };
                assert_eq!(means, want, "deal {seed}, decision {k}");
                let top = want.iter().map(|m| m.1).fold(f64::NEG_INFINITY, f64::max);
                assert_eq!(choice, want.iter().find(|m| m.1 == top).unwrap().0, "deal {seed}, decision {k}: the first best");
                ties += usize::from(want.iter().filter(|m| m.1 == top).count() > 1);
                if play { in_play += 1 } else { before += 1 }
                if k % 4 == 0 {
                    let (_, one) = Pimc::new(hurried).unwrap().decide(&deal, &mut Rng::new(r)).unwrap();
                    assert_eq!(Some(one), recomputed(&deal, config, r, 1).map(|x| x.1), "deal {seed}, decision {k}: one world");
                }
                deal.apply(choice, None).unwrap();
            }
        }
        assert!(in_play > 50 && before > 5 && ties > 10, "{in_play} decisions in the play, {before} before, {ties} ties");
    }
}
