//! Jókai-hármas simulation: full deals (bidding to settlement) and the play-phase mode (a
//! fixed level and declarer, nobody announces; the declarer's policy takes and discards in
//! a kettős), with a random and a rule-based policy per seat.

use crate::action::Action;
use crate::bots::jokai::JokaiRuleBot;
use crate::card::{Card, CardSet};
use crate::error::InputError;
use crate::jokai::actions::{BID, FIGURES, FIGURE_TABLE, LEVELS, PASS, TAROKK_COUNT};
use crate::jokai::deal::check_seats;
use crate::jokai::{Dealt, Game, Level, Options, Phase};

use super::{bonus_bits, by_side, DealRecord, PolicyKind, Simulated, Simulator};

/// The bonuses of a record's `bonuses` bits: the figures that are made (JK-F), every one
/// but the tarokk count (which is said, not made): bit `b` is figure `b + 1`.
const BONUS_NAMES: [&str; FIGURES as usize - 1] = {
    let mut names = [""; FIGURES as usize - 1];
    let mut b = 0;
    while b < names.len() {
        names[b] = FIGURE_TABLE[b + 1].en;
        b += 1;
    }
    names
};

/// The play-phase mode: the bidding is forced to `level` by `declarer`, nobody announces
/// or kontras.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySpec {
    /// The level the bidding is forced to: 1..=3 a kettős, 4 szóló (JK-B2).
    pub level: Level,
    /// The declarer's table seat (not the sitting-out dealer of four).
    pub declarer: usize,
}

/// What each deal of a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Complete deals: bidding, skart, discards, announcements, kontras, play, settlement.
    Full,
    /// A fixed level and declarer, then the play.
    Play(PlaySpec),
}

/// A validated Jókai simulation setup: `n` table seats (3, or 4 with the dealer sitting
/// out), the dealer, the options and the mode.
#[derive(Clone, Copy, Debug)]
pub struct JokaiSetup {
    n: usize,
    dealer: usize,
    opts: Options,
    mode: Mode,
}

/// The Jókai simulator: the generic driver over [`JokaiSetup`].
pub type JokaiSim = Simulator<Game>;

impl JokaiSetup {
    /// Check every parameter; all errors come from here, before any deal is played.
    pub fn new(n: usize, dealer: usize, opts: Options, mode: Mode) -> Result<JokaiSetup, InputError> {
        check_seats(n, dealer)?;
        if let Mode::Play(spec) = mode {
            if !(1..=LEVELS).contains(&spec.level) {
                return Err(InputError(format!("no level {}: 1..3 are the kettős, 4 the szóló (JK-B2)", spec.level)));
            }
            if spec.declarer >= n {
                return Err(InputError(format!("declarer {} is not a seat of {n}", spec.declarer)));
            }
            if n == 4 && spec.declarer == dealer {
                return Err(InputError(format!("declarer {dealer} is the dealer, who sits out (JK-D1)")));
            }
        }
        Ok(JokaiSetup { n, dealer, opts, mode })
    }

    /// The simulator of this setup with the run's seed and policies (one, or one per table
    /// seat).
    pub fn simulator(self, seed: u64, policies: &[PolicyKind]) -> Result<JokaiSim, InputError> {
        Simulator::new(self, seed, policies)
    }
}

impl Simulated for Game {
    type Setup = JokaiSetup;
    type RuleBot = JokaiRuleBot;

    /// Table seats: policies and the per-seat columns go by table seat (the sitting-out
    /// dealer pays and receives, JK-D1).
    fn seats(setup: &JokaiSetup) -> usize {
        setup.n
    }

    fn deal(setup: &JokaiSetup, ds: u64) -> Game {
        // A shuffled deal is valid by construction.
        Game::dealt(setup.n, Dealt::from_seed(ds, setup.n, setup.dealer), setup.dealer, setup.opts)
    }

    fn forced_action(&self, setup: &JokaiSetup, seat: usize) -> Option<Action> {
        let Mode::Play(spec) = setup.mode else { return None };
        match self.phase() {
            Phase::Bidding => Some(if seat == spec.declarer { BID + spec.level } else { PASS }),
            Phase::Announce | Phase::Kontra | Phase::Rekontra => Some(PASS),
            _ => None,
        }
    }

    #[inline(always)]
    fn in_play(&self) -> bool {
        self.phase() == Phase::Play
    }

    /// `Game::legal_actions` in the play, straight on the play state.
    #[inline(always)]
    fn legal_cards(&self, _hint: bool) -> CardSet {
        self.play.legal_actions()
    }

    #[inline(always)]
    fn play_card(&mut self, card: Card) {
        Game::play_card(self, card);
    }

    fn record(&self, steps: u16) -> Option<DealRecord> {
        record(self, steps)
    }

    const BONUS_NAMES: &'static [&'static str] = &BONUS_NAMES;
}

/// The record of a finished deal that took `steps` actions; `None` while it is not over.
pub fn record(g: &Game, steps: u16) -> Option<DealRecord> {
    let mut r = DealRecord { steps, ..DealRecord::EMPTY };
    let (t, facts) = g.tally_and_facts()?;
    if let Some(f) = facts {
        debug_assert!(TAROKK_COUNT == 0 && f.made[0].is_none());
        r.bonuses = bonus_bits(f.made[1..].iter().map(|&m| by_side(m)));
    }
    for (s, &a) in t.amounts.iter().enumerate() {
        r.amounts[s] = a;
    }
    r.tricks = t.tricks_won;
    let (Some(level), Some(d)) = (t.level, t.declarer) else { return Some(r) };
    r.contract = level as i8;
    r.declarer = d as i8;
    r.won = t.won.map_or(-1, i8::from);
    if let Some([a, b]) = t.card_points {
        r.card_points = [a as i16, b as i16];
    }
    Some(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameState;
    use crate::sim::{deal_seed, run, DealSimulator, PolicyKind as Policy};

    fn sim(n: usize, dealer: usize, policies: &[Policy], mode: Mode) -> JokaiSim {
        JokaiSetup::new(n, dealer, Options::default(), mode).unwrap().simulator(42, policies).unwrap()
    }

    #[test]
    fn full_deals_are_reproducible_and_replayable() {
        for n in [3, 4] {
            for pol in [Policy::Random, Policy::Rule] {
                let s = sim(n, 1, &[pol], Mode::Full);
                let mut a = vec![DealRecord::EMPTY; 700];
                let mut b = a.clone();
                run(&s, 10, &mut a, 1);
                run(&s, 10, &mut b, 2);
                assert_eq!(a, b);
                for (i, rec) in a.iter().enumerate().take(60) {
                    let idx = 10 + i as u64;
                    let mut g = s.initial_game(idx);
                    let trace = s.trace_deal(idx);
                    for &(seat, act) in &trace {
                        assert_eq!(g.current_player(), Some(seat as usize));
                        GameState::apply(&mut g, act as u8).unwrap();
                    }
                    assert_eq!(record(&g, trace.len() as u16), Some(*rec));
                    // The record counts the actions it took (both sides above come from `record`).
                    assert_eq!(rec.steps as usize, trace.len());
                    assert_eq!(Game::from_seed(n, deal_seed(42, idx), 1, Options::default()).unwrap(), s.initial_game(idx));
                }
                for r in &a {
                    assert_eq!(r.amounts.iter().sum::<i32>(), 0);
                    if r.contract > 0 {
                        assert_eq!(r.card_points[0] + r.card_points[1], 66);
                    }
                }
            }
        }
    }

    #[test]
    fn play_mode_fixes_level_and_declarer() {
        let s = sim(4, 0, &[Policy::Rule, Policy::Random, Policy::Rule, Policy::Random], Mode::Play(PlaySpec { level: 2, declarer: 3 }));
        for i in 0..200 {
            let r = s.run_deal(i);
            assert_eq!((r.contract, r.declarer), (2, 3));
            assert_eq!(r.card_points[0] + r.card_points[1], 66);
        }
        let bad = |n, dealer, level, declarer| JokaiSetup::new(n, dealer, Options::default(), Mode::Play(PlaySpec { level, declarer }));
        assert!(bad(4, 0, 2, 0).is_err()); // the sitting-out dealer
        assert!(bad(3, 0, 5, 1).is_err());
        assert!(bad(3, 0, 1, 3).is_err());
        assert!(bad(5, 0, 1, 1).is_err());
    }

    /// The play-phase mode forces a pass at every announcement and kontra turn (JK-A1,
    /// JK-A2): neither the rule player, who announces the tarokk count whenever it may
    /// (JK-F1), nor a random one announces or kontras there.
    #[test]
    fn jk_a1_play_mode_nobody_announces_or_kontras() {
        let mut turns = 0;
        for pol in [Policy::Rule, Policy::Random] {
            for (n, dealer, declarer) in [(3, 0, 1), (4, 2, 0)] {
                for level in [1, 4] {
                    let s = sim(n, dealer, &[pol], Mode::Play(PlaySpec { level, declarer }));
                    for i in 0..40 {
                        let mut g = s.initial_game(i);
                        for (seat, a) in s.trace_deal(i) {
                            if matches!(g.phase(), Phase::Announce | Phase::Kontra | Phase::Rekontra) {
                                assert_eq!(a as u8, PASS, "{pol:?} deal {i}: seat {seat} said {a}");
                                turns += 1;
                            }
                            GameState::apply(&mut g, a as u8).unwrap();
                        }
                    }
                }
            }
        }
        assert!(turns > 500, "{turns} announcement and kontra turns");
    }

    /// A record's bonus bits are the figures made (JK-F2…F7) in their order: the tarokk
    /// count (JK-F1) is said, not made, and has none. (The names were built by a loop
    /// whose bound or index could go wrong unseen: every name empty, or shifted by one.)
    #[test]
    fn jk_f_the_bonus_bits_name_the_figures_made() {
        assert_eq!(BONUS_NAMES, ["tulétroá", "négy király", "pagát ultimó", "XXI fogás", "pagát fogás", "volát"]);
        let s = sim(3, 0, &[Policy::Random], Mode::Full);
        assert_eq!(s.bonus_names(), BONUS_NAMES);
    }

    /// The rule players bid a fair share of the deals and win more of them than they lose.
    #[test]
    fn rule_players_bid_and_mostly_win() {
        let s = sim(3, 0, &[Policy::Rule], Mode::Full);
        let mut a = vec![DealRecord::EMPTY; 6000];
        run(&s, 0, &mut a, 0);
        let played: Vec<_> = a.iter().filter(|r| r.contract > 0).collect();
        let won = played.iter().filter(|r| r.won == 1).count();
        assert!(played.len() > 1500, "rule players bid: {}", played.len());
        assert!(won * 2 > played.len(), "rule declarers win most: {won}/{}", played.len());
    }
}
