//! Paskievics simulation: full deals (ráütés if on, bidding to settlement) and the
//! play-phase mode (a fixed level and declarer, the call fixed or the declarer's policy's,
//! nobody announces), with a random and a rule-based policy per table seat (the
//! sitting-out dealer's is never asked).

use crate::action::{Action, ActionSet};
use crate::bots::paskievics::PaskievicsRuleBot;
use crate::card::{Card, CardSet};
use crate::error::InputError;
use crate::paskievics::actions::*;
use crate::paskievics::facts::amounts;
use crate::paskievics::{Dealt, Game, Options, Outcome, Phase};
use crate::settlement::MAX_TABLE_SEATS;

use super::{bonus_bits, DealRecord, PolicyKind, Simulated, Simulator};

/// The bonuses of a record's `bonuses` bits: the figures (PK-A2) in their order.
const BONUS_NAMES: [&str; FIGURES as usize] = {
    let mut names = [""; FIGURES as usize];
    let mut b = 0;
    while b < names.len() {
        names[b] = FIGURE_TABLE[b].en;
        b += 1;
    }
    names
};

/// The play-phase mode: every deal is played at `level` by `declarer`; nobody announces
/// or kontras, nobody says or reveals a tarokk count.
///
/// The contract is set, not bid, whatever the hands (`Game::force_contract`): a declarer
/// without an honour (who could have bid only as the fourth, PK-B2) or without the card a
/// jump would need (PK-B6) plays all the same, and no deal is thrown in (neither PK-S5's
/// no-honour throw-in nor PK-S4's by a hand without tarokks): the mode is about the play
/// of the contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySpec {
    /// The level: 0 three … 3 szóló (PK-B1).
    pub level: u8,
    /// The declarer's table seat.
    pub declarer: usize,
    /// The called tarokk (II–XX), forced whatever PK-H2…H4 would allow this hand; `None`:
    /// the declarer's policy calls among the legal calls.
    pub called: Option<Card>,
}

/// What each deal of a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Complete deals: ráütés (if on), bidding, talon, discards, the call, announcements,
    /// kontras, play, reveal, settlement.
    Full,
    /// The level and declarer fixed, the talon shared, discards by the policies, the call
    /// fixed or the declarer's policy's, then the play.
    Play(PlaySpec),
}

/// A validated Paskievics simulation setup.
#[derive(Clone, Copy, Debug)]
pub struct PaskievicsSetup {
    n: usize,
    dealer: usize,
    opts: Options,
    mode: Mode,
}

/// The Paskievics simulator: the generic driver over [`PaskievicsSetup`].
pub type PaskievicsSim = Simulator<Game>;

impl PaskievicsSetup {
    /// Check every parameter; all errors come from here, before any deal is played.
    pub fn new(n: usize, dealer: usize, opts: Options, mode: Mode) -> Result<PaskievicsSetup, InputError> {
        // A deal checks the table and the options; one deal from seed 0 checks them here.
        let g = Game::from_seed(n, 0, dealer, opts)?;
        if let Mode::Play(spec) = mode {
            if spec.level >= LEVELS {
                return Err(InputError(format!("no level {}: 0 three, 1 two, 2 one, 3 szóló (PK-B1)", spec.level)));
            }
            if spec.declarer >= n {
                return Err(InputError(format!("declarer {} is not a seat of {n}", spec.declarer)));
            }
            if g.pos(spec.declarer).is_none() {
                return Err(InputError(format!(
                    "declarer {} is the dealer, who sits out with five at the table (PK-D4)",
                    spec.declarer
                )));
            }
            if let Some(c) = spec.called {
                if !c.is_trump() || c.is_honour() {
                    return Err(InputError(format!("{c} cannot be called: only the tarokks II–XX (PK-H1)")));
                }
            }
        }
        Ok(PaskievicsSetup { n, dealer, opts, mode })
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
        let mut g = Game::dealt(setup.n, Dealt::from_seed(ds), setup.dealer, setup.opts);
        if let Mode::Play(spec) = setup.mode {
            // No bidding is played: the deal starts at the discards (its trace too).
            g.force_contract(spec.level, g.pos(spec.declarer).expect("an active declarer, checked in `new`"));
        }
        g
    }

    fn forced_action(&self, setup: &PaskievicsSetup, _seat: usize) -> Option<Action> {
        let Mode::Play(spec) = setup.mode else { return None };
        match self.phase() {
            // The declarer's first turn is his call (PK-H1); every other turn is a pass.
            Phase::Announce if self.called().is_none() => spec.called.map(call_action),
            Phase::Announce | Phase::Reveal => Some(PASS),
            _ => None,
        }
    }

    /// A fixed call is made whatever PK-H2…H4 allow the declarer's hand.
    const FORCES_ANY_HAND: bool = true;

    /// What the play-phase mode leaves out of the policies' choices: the throw-in of a hand
    /// without tarokks (PK-S4) from the discard turns, and the tarokk count (PK-A3) from the
    /// declarer's call turn.
    #[inline(always)]
    fn policy_actions(&self, setup: &PaskievicsSetup, legal: ActionSet) -> ActionSet {
        const LEFT_OUT: u128 = 1 << ANNUL | 1 << COUNT8 | 1 << COUNT9;
        match setup.mode {
            Mode::Play(_) => ActionSet(legal.0 & !LEFT_OUT),
            Mode::Full => legal,
        }
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

    fn record(&self, steps: u16) -> Option<DealRecord> {
        record(self, steps)
    }

    const BONUS_NAMES: &'static [&'static str] = &BONUS_NAMES;
}

/// Each table seat's hand as dealt in deal `g` (the sitting-out dealer's empty): the hand
/// without its talon share, since a play-phase deal starts with the talon shared. `g` is a
/// deal as dealt ([`crate::sim::Simulator::initial_game`]): of a deal played on, the hands
/// it shows are what is left of them.
pub fn hands_as_dealt(g: &Game) -> [CardSet; MAX_TABLE_SEATS] {
    let mut hands = [CardSet::EMPTY; MAX_TABLE_SEATS];
    for s in g.active() {
        hands[s] = g.hand(s).minus(g.received(g.pos(s).expect("active")));
    }
    hands
}

/// The record of a finished deal that took `steps` actions (`None` while it is not over). An annulled deal has contract −1 (its declarer and any
/// PK-S5 penalty are kept). Read off the deal's facts and scored by `facts::amounts`, the
/// amounts of `Game::settlement` without building its breakdown (no allocation).
pub fn record(g: &Game, steps: u16) -> Option<DealRecord> {
    let mut r = DealRecord { steps, ..DealRecord::EMPTY };
    let f = g.facts()?;
    r.amounts = amounts(&f);
    if f.outcome != Outcome::AllPassed {
        r.declarer = f.declarer as i8;
    }
    if f.outcome != Outcome::Played {
        return Some(r);
    }
    r.contract = f.level as i8;
    r.partner = f.partner.map_or(-1, |p| p as i8);
    r.called = f.called.map_or(-1, |k| k.id() as i8);
    r.won = i8::from(f.won());
    r.card_points = f.card_points.map(|p| p as i16);
    r.bonuses = bonus_bits(f.figures.iter().map(|fig| fig.made));
    if let Some(p) = g.play_state() {
        for seat in g.active() {
            r.tricks[seat] = p.tricks_won(g.pos(seat).expect("active") as usize) as u8;
        }
    }
    Some(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameState;
    /// The ids of the callable tarokks II–XX (PK-H1).
    const CALLABLE_IDS: std::ops::RangeInclusive<i8> = 1..=19;
    use crate::sim::{deal_seed, run, DealSimulator, PolicyKind as Policy};

    #[test]
    fn full_deals_are_reproducible_and_replayable() {
        for n in [4, 5] {
            for pol in [Policy::Random, Policy::Rule] {
                let opts = Options { rautes: n == 5, ..Options::default() };
                let s = PaskievicsSetup::new(n, 1, opts, Mode::Full).unwrap().simulator(42, &[pol]).unwrap();
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
                    assert_eq!(record(&g, trace.len() as u16), Some(*rec));
                    // The record counts the actions it took (both sides above come from `record`).
                    assert_eq!(rec.steps as usize, trace.len());
                    // The record is the settlement's.
                    let st = g.settlement().unwrap();
                    assert_eq!(&rec.amounts[..n], &st.amounts[..]);
                    assert!(rec.amounts[n..].iter().all(|&a| a == 0));
                    assert_eq!(rec.declarer, st.declarer.map_or(-1, |d| d as i8));
                    assert_eq!(rec.contract, if st.annulled { -1 } else { st.contract.unwrap() as i8 });
                    assert_eq!(rec.partner, st.partner.map_or(-1, |p| p as i8));
                    assert_eq!(rec.won, st.won.map_or(-1, i8::from));
                    let pts = st.card_points.as_ref().map_or([-1; 2], |p| [p[0] as i16, p[1] as i16]);
                    assert_eq!(rec.card_points, pts);
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

    /// The play-phase mode: the same records for any thread count; every deal is played at
    /// the forced level by the forced declarer with the fixed call, nobody announces, and
    /// its trace replays to its record.
    #[test]
    fn play_mode_fixes_level_declarer_and_call() {
        let xv = Card::trump(15).unwrap();
        let cases = [
            (4, 0, Options::default(), 1, None),
            (4, 3, Options::default(), 3, Some(xv)),
            (5, 2, Options { rautes: true, ..Options::default() }, 4, None),
            (5, 0, Options::default(), 2, Some(XX)),
        ];
        for (n, dealer, opts, declarer, called) in cases {
            for level in 0..LEVELS {
                for pol in [Policy::Random, Policy::Rule] {
                    let spec = PlaySpec { level, declarer, called };
                    let s = PaskievicsSetup::new(n, dealer, opts, Mode::Play(spec)).unwrap().simulator(42, &[pol]).unwrap();
                    let mut a = vec![DealRecord::EMPTY; 301];
                    let mut b = a.clone();
                    let mut c = a.clone();
                    run(&s, 5, &mut a, 1);
                    run(&s, 5, &mut b, 2);
                    run(&s, 5, &mut c, 3);
                    assert_eq!(a, b);
                    assert_eq!(a, c);
                    for (i, r) in a.iter().enumerate() {
                        let idx = 5 + i as u64;
                        assert_eq!((r.contract, r.declarer), (level as i8, declarer as i8), "deal {idx}");
                        assert_eq!(r.card_points[0] + r.card_points[1], 94);
                        assert_eq!(r.amounts.iter().sum::<i32>(), 0, "zero-sum");
                        assert_eq!(r.tricks.iter().map(|&t| t as u32).sum::<u32>(), 9);
                        if let Some(k) = called {
                            assert_eq!(r.called, k.id() as i8);
                        }
                        assert!(CALLABLE_IDS.contains(&r.called), "a tarokk II–XX is called");
                        // The deal starts at the discards with the dealt cards and the talon
                        // shared; its trace replays (a fixed call need not be legal for the
                        // hand, so unchecked).
                        let mut g = s.initial_game(idx);
                        let dealt = Dealt::from_seed(deal_seed(42, idx));
                        let pos = g.pos(declarer).unwrap();
                        assert_eq!(g.phase(), Phase::Discard);
                        assert_eq!(g.level(), Some(level));
                        assert_eq!(g.declarer(), Some(declarer));
                        assert_eq!(g.hand(declarer).minus(dealt.hands[pos as usize]), g.received(pos));
                        let trace = s.trace_deal(idx);
                        let calls = trace.iter().filter(|&&(_, act)| (CALL..ANNOUNCE).contains(&(act as u8))).count();
                        assert_eq!(calls, 1);
                        for &(seat, act) in &trace {
                            let act = act as u8;
                            assert_eq!(g.current_player(), Some(seat as usize));
                            assert!(
                                !matches!(act, ANNUL | COUNT8 | COUNT9) && act < ANNOUNCE,
                                "deal {idx}: nobody throws in, says a count, announces or kontras"
                            );
                            g.apply_unchecked(act);
                        }
                        assert!(g.is_over());
                        assert_eq!(record(&g, trace.len() as u16), Some(*r));
                        assert_eq!(&r.amounts[..n], &g.settlement().unwrap().amounts[..]);
                    }
                }
            }
        }
        // Bad specs are refused.
        let bad = |n, dealer, level, declarer, called| {
            PaskievicsSetup::new(n, dealer, Options::default(), Mode::Play(PlaySpec { level, declarer, called }))
        };
        assert!(bad(4, 0, 0, 1, None).is_ok());
        assert!(bad(4, 0, 4, 1, None).is_err()); // no level 4
        assert!(bad(4, 0, 0, 4, None).is_err()); // no seat 4
        assert!(bad(5, 2, 0, 2, None).is_err()); // the sitting-out dealer
        assert!(bad(5, 2, 0, 3, None).is_ok());
        for honour in [Card::PAGAT, Card::XXI, Card::SKIZ] {
            assert!(bad(4, 0, 1, 1, Some(honour)).is_err(), "{honour} is an honour (PK-H1)");
        }
        let king = Card::suited(crate::card::Suit::Spades, 7).unwrap();
        assert!(bad(4, 0, 1, 1, Some(king)).is_err(), "a suit card");
        assert!(bad(4, 0, 1, 1, Some(Card::trump(2).unwrap())).is_ok());
    }

    /// `hands_as_dealt` of a play-phase deal gives each table seat the nine cards dealt to
    /// it (PK-D2), without the talon cards the forced contract shared out, and the
    /// sitting-out dealer of five nothing (PK-D4). (Python's `initial_deal` shows these.)
    #[test]
    fn pk_d2_hands_as_dealt_are_the_dealt_hands_without_the_talon_share() {
        for (n, dealer, declarer, level) in [(4, 0, 1, 0), (4, 3, 3, 3), (5, 2, 0, 1)] {
            let spec = PlaySpec { level, declarer, called: None };
            let s = PaskievicsSetup::new(n, dealer, Options::default(), Mode::Play(spec)).unwrap().simulator(9, &[Policy::Rule]).unwrap();
            for i in 0..20 {
                let g = s.initial_game(i);
                let dealt = Dealt::from_seed(deal_seed(9, i));
                let hands = hands_as_dealt(&g);
                for (seat, &hand) in hands.iter().enumerate() {
                    let want = g.pos(seat).filter(|_| seat < n).map_or(CardSet::EMPTY, |p| dealt.hands[p as usize]);
                    assert_eq!(hand, want, "n {n} deal {i} seat {seat}");
                    assert_eq!(hand.len(), if want.is_empty() { 0 } else { 9 });
                }
            }
        }
    }

    /// A record's bonus bits are the figures (PK-A2) in their order. (The names were built
    /// by a loop whose bound could go wrong unseen: every name empty.)
    #[test]
    fn pk_a2_the_bonus_bits_name_the_figures() {
        assert_eq!(BONUS_NAMES, ["tulétroá", "négy király", "dupla", "pagát ultimó", "XXI fogás", "volát"]);
        let s = PaskievicsSetup::new(4, 0, Options::default(), Mode::Full).unwrap().simulator(7, &[Policy::Random]).unwrap();
        assert_eq!(s.bonus_names(), BONUS_NAMES);
    }

    #[test]
    fn rule_players_bid_and_mostly_make_it() {
        let s = PaskievicsSetup::new(4, 0, Options::default(), Mode::Full).unwrap().simulator(7, &[Policy::Rule]).unwrap();
        let mut a = vec![DealRecord::EMPTY; 4000];
        run(&s, 0, &mut a, 0);
        let played: Vec<_> = a.iter().filter(|r| r.contract >= 0).collect();
        let won = played.iter().filter(|r| r.won == 1).count();
        assert!(played.len() > 2000, "rule players bid: {}", played.len());
        assert!(won * 2 > played.len(), "rule declarers win most: {won}/{}", played.len());
    }

    #[test]
    fn bad_setups_are_refused() {
        assert!(PaskievicsSetup::new(3, 0, Options::default(), Mode::Full).is_err());
        assert!(PaskievicsSetup::new(5, 5, Options::default(), Mode::Full).is_err());
        let big = Options { volat_silent: 1 << 20, ..Options::default() };
        assert!(PaskievicsSetup::new(4, 0, big, Mode::Full).is_err());
    }
}
