//! Paskievics simulation: full deals (ráütés if on, bidding to settlement), with a random
//! and a rule-based policy per table seat (the sitting-out dealer's is never asked).

use crate::bots::paskievics::PaskievicsRuleBot;
use crate::card::{Card, CardSet};
use crate::error::InputError;
use crate::paskievics::{Dealt, Game, Options, Phase};

use super::{DealRecord, PolicyKind, Simulated, Simulator};

/// A validated Paskievics simulation setup.
#[derive(Clone, Copy, Debug)]
pub struct PaskievicsSetup {
    n: usize,
    dealer: usize,
    opts: Options,
}

/// The Paskievics simulator: the generic driver over [`PaskievicsSetup`].
pub type PaskievicsSim = Simulator<Game>;

impl PaskievicsSetup {
    /// Check every parameter; all errors come from here, before any deal is played.
    pub fn new(n: usize, dealer: usize, opts: Options) -> Result<PaskievicsSetup, InputError> {
        // A deal checks the table and the options; one deal from seed 0 checks them here.
        Game::from_seed(n, 0, dealer, opts)?;
        Ok(PaskievicsSetup { n, dealer, opts })
    }

    /// The simulator of this setup with the run's seed and policies (one per table seat).
    pub fn simulator(self, seed: u64, policies: &[PolicyKind]) -> Result<PaskievicsSim, InputError> {
        Simulator::new(self, seed, policies)
    }
}

impl Simulated for Game {
    type Setup = PaskievicsSetup;
    type RuleBot = PaskievicsRuleBot;

    /// Table seats: every seat number of a record is a table seat.
    fn seats(setup: &PaskievicsSetup) -> usize {
        setup.n
    }

    fn deal(setup: &PaskievicsSetup, ds: u64) -> Game {
        // The setup was checked in `new`; a shuffled deal is valid by construction.
        Game::dealt(setup.n, Dealt::from_seed(ds), setup.dealer, setup.opts)
    }

    #[inline(always)]
    fn in_play(&self) -> bool {
        self.phase() == Phase::Play
    }

    /// The legal cards are the cards that follow suit (no other trick rule applies).
    #[inline(always)]
    fn legal_cards(&self, _hint: bool) -> CardSet {
        self.play.follow_suit()
    }

    #[inline(always)]
    fn play_card(&mut self, card: Card) {
        Game::play_card(self, card);
    }

    #[inline(always)]
    fn card_player(&self) -> usize {
        self.seat(self.play.current_seat() as u8)
    }

    fn record(&self, steps: u16) -> DealRecord {
        record(self, steps)
    }
}

/// The record of a finished deal. An annulled deal has contract −1 (its declarer and any
/// PK-S5 penalty are kept).
pub fn record(g: &Game, steps: u16) -> DealRecord {
    let mut r = DealRecord { steps, ..DealRecord::EMPTY };
    let s = g.settlement().expect("the deal is over");
    for (i, &a) in s.amounts.iter().enumerate() {
        r.amounts[i] = a;
    }
    r.declarer = s.declarer.map_or(-1, |d| d as i8);
    if s.annulled {
        return r;
    }
    r.contract = s.contract.map_or(-1, |c| c as i8);
    r.partner = s.partner.map_or(-1, |p| p as i8);
    r.called = g.called().map_or(-1, |k| k.id() as i8);
    r.won = s.won.map_or(-1, i8::from);
    if let Some(pts) = &s.card_points {
        r.card_points = [pts[0] as i16, pts[1] as i16];
    }
    if let Some(p) = g.play_state() {
        for seat in g.active() {
            r.tricks[seat] = p.tricks_won(g.pos(seat).expect("active") as usize) as u8;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameState;
    use crate::sim::{deal_seed, run, DealSimulator, PolicyKind as Policy};

    #[test]
    fn full_deals_are_reproducible_and_replayable() {
        for n in [4, 5] {
            for pol in [Policy::Random, Policy::Rule] {
                let opts = Options { rautes: n == 5, ..Options::default() };
                let s = PaskievicsSetup::new(n, 1, opts).unwrap().simulator(42, &[pol]).unwrap();
                let mut a = vec![DealRecord::EMPTY; 600];
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
                        g.apply(act as u8).unwrap();
                    }
                    assert!(g.is_over());
                    assert_eq!(record(&g, trace.len() as u16), *rec);
                    let fresh = Game::from_seed(n, deal_seed(42, idx), 1, opts).unwrap();
                    assert_eq!(fresh, s.initial_game(idx));
                }
                for r in &a {
                    assert_eq!(r.amounts.iter().sum::<i32>(), 0, "zero-sum");
                    if r.contract >= 0 {
                        assert_eq!(r.card_points[0] + r.card_points[1], 94);
                        assert_eq!(r.tricks.iter().map(|&t| t as u32).sum::<u32>(), 9);
                    }
                }
            }
        }
    }

    #[test]
    fn rule_players_bid_and_mostly_make_it() {
        let s = PaskievicsSetup::new(4, 0, Options::default()).unwrap().simulator(7, &[Policy::Rule]).unwrap();
        let mut a = vec![DealRecord::EMPTY; 4000];
        run(&s, 0, &mut a, 0);
        let played: Vec<_> = a.iter().filter(|r| r.contract >= 0).collect();
        let won = played.iter().filter(|r| r.won == 1).count();
        assert!(played.len() > 2000, "rule players bid: {}", played.len());
        assert!(won * 2 > played.len(), "rule declarers win most: {won}/{}", played.len());
    }

    #[test]
    fn bad_setups_are_refused() {
        assert!(PaskievicsSetup::new(3, 0, Options::default()).is_err());
        assert!(PaskievicsSetup::new(5, 5, Options::default()).is_err());
        let big = Options { volat_silent: 1 << 20, ..Options::default() };
        assert!(PaskievicsSetup::new(4, 0, big).is_err());
    }
}
