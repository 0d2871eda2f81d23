//! Slovenian tarok simulation: full deals (bidding to settlement) and the play-phase mode
//! (a fixed contract and declarer, hands random, fixed, or one hand fixed and the rest
//! sampled), with a random and a rule-based policy per seat.

use crate::bots::slovenian::SlovenianRuleBot;
use crate::card::{Card, CardSet};
use crate::error::InputError;
use crate::rng::Rng;
use crate::slovenian::actions::*;
use crate::slovenian::contract::{self, Contract, KLOP, THREE};
use crate::slovenian::{tally_deal, tally_klop, Dealt, Game, Options, Phase, Tally};

use super::{bonus_bits, by_side, DealRecord, PolicyKind, Simulated, Simulator};

/// The bonuses of a record's `bonuses` bits (SL-A1): trula, kings, king ultimo, pagat
/// ultimo, valat.
const BONUS_NAMES: [&str; BONUSES as usize] = {
    let mut names = [""; BONUSES as usize];
    let mut b = 0;
    while b < names.len() {
        names[b] = BONUS_TABLE[b].0;
        b += 1;
    }
    names
};

/// Where the hands of a play-phase run come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hands {
    /// Shuffled from each deal's seed, as a full deal.
    Random,
    /// The same deal every time (only the players' choices vary).
    Fixed(Dealt),
    /// `seat` holds `hand`; the other hands and the talon are sampled from the rest.
    FixedHand {
        /// The seat whose hand is fixed.
        seat: usize,
        /// The cards it holds.
        hand: CardSet,
    },
}

/// The play-phase mode: the contract is fixed, no bidding or announcements are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlaySpec {
    /// The contract played (one that exists for the number of players).
    pub contract: Contract,
    /// The declarer (ignored for klop).
    pub declarer: usize,
    /// The called king (or queen); `None`: the declarer's policy calls.
    pub called: Option<Card>,
    /// Where the hands come from.
    pub hands: Hands,
}

/// What each deal of a run is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Complete deals: bidding, call, talon, discards, announcements, play, settlement.
    Full,
    /// Bidding is forced to `contract` by `declarer`, the call (if not given), talon and
    /// discards are the declarer's policy's, nobody announces; then the play.
    Play(PlaySpec),
}

/// A validated Slovenian simulation setup.
#[derive(Clone, Copy, Debug)]
pub struct SlovenianSetup {
    n: usize,
    dealer: usize,
    compulsory: bool,
    opts: Options,
    mode: Mode,
}

/// The Slovenian simulator: the generic driver over [`SlovenianSetup`].
pub type SlovenianSim = Simulator<Game>;

impl SlovenianSetup {
    /// Check every parameter; all errors come from here, before any deal is played.
    pub fn new(n: usize, dealer: usize, compulsory: bool, opts: Options, mode: Mode) -> Result<SlovenianSetup, InputError> {
        if n != 3 && n != 4 {
            return Err(InputError(format!("Slovenian tarok is simulated with 3 or 4 active players, not {n}")));
        }
        if dealer >= n {
            return Err(InputError(format!("dealer {dealer} is not a seat of {n}")));
        }
        if let Mode::Play(spec) = mode {
            if compulsory {
                return Err(InputError("the play-phase mode fixes the contract: compulsory_klop does not apply".into()));
            }
            check_play_spec(n, dealer, &spec)?;
        }
        Ok(SlovenianSetup { n, dealer, compulsory, opts, mode })
    }

    /// The simulator of this setup with the run's seed and policies.
    pub fn simulator(self, seed: u64, policies: &[PolicyKind]) -> Result<SlovenianSim, InputError> {
        Simulator::new(self, seed, policies)
    }
}

impl Simulated for Game {
    type Setup = SlovenianSetup;
    type RuleBot = SlovenianRuleBot;

    fn seats(setup: &SlovenianSetup) -> usize {
        setup.n
    }

    fn deal(setup: &SlovenianSetup, ds: u64) -> Game {
        let (n, d, c, o) = (setup.n, setup.dealer, setup.compulsory, setup.opts);
        let deal = match setup.mode {
            Mode::Full | Mode::Play(PlaySpec { hands: Hands::Random, .. }) => Dealt::from_seed(ds, n, d),
            Mode::Play(PlaySpec { hands: Hands::Fixed(deal), .. }) => deal,
            Mode::Play(PlaySpec { hands: Hands::FixedHand { seat, hand }, .. }) => sample_around(ds, n, seat, hand),
        };
        // Shuffled and sampled deals are valid by construction, a fixed one was checked in `new`.
        Game::dealt(n, deal, d, c, o)
    }

    fn forced_action(&self, setup: &SlovenianSetup, seat: usize) -> Option<Action> {
        match setup.mode {
            Mode::Play(spec) => forced_action(self, &spec, seat),
            Mode::Full => None,
        }
    }

    #[inline(always)]
    fn in_play(&self) -> bool {
        self.phase() == Phase::Play
    }

    /// Only following suit matters (no SL-P6 overtaking, no SL-A3 keep cards): the legal
    /// cards are found the short way.
    fn play_hint(&self) -> bool {
        self.play.follow_suit_only()
    }

    /// `Game::legal_actions` in the play, straight on the play state.
    #[inline(always)]
    fn legal_cards(&self, follow_suit_only: bool) -> CardSet {
        if follow_suit_only {
            self.play.follow_suit()
        } else {
            self.play.legal_actions()
        }
    }

    /// What `apply_unchecked` does with a card, without the dispatch on the phase.
    #[inline(always)]
    fn play_card(&mut self, card: Card) {
        Game::play_card(self, card);
    }

    #[inline(always)]
    fn card_player(&self) -> usize {
        self.play.current_seat()
    }

    fn record(&self, steps: u16) -> Option<DealRecord> {
        record(self, steps)
    }

    const BONUS_NAMES: &'static [&'static str] = &BONUS_NAMES;
}

/// The record of a finished deal that took `steps` actions; `None` while it is not over.
pub fn record(g: &Game, steps: u16) -> Option<DealRecord> {
    let mut r = DealRecord { steps, ..DealRecord::EMPTY };
    if g.annulled() {
        return Some(r);
    }
    if g.phase() != Phase::Over {
        return None;
    }
    // `Game::tally`, with the bonuses made read off the same facts.
    let s: Tally = if let Some(f) = g.klop_facts() {
        tally_klop(&f)
    } else {
        let f = g.deal_facts()?;
        // King ultimo is a bonus only when a king was called and the option is on (SL-A1).
        let exists = |b: usize| b != KING_ULTIMO as usize || (f.king_ultimo && f.king_called);
        r.bonuses = bonus_bits(
            f.bonuses.iter().enumerate().map(|(b, x)| by_side(x.outcome.filter(|o| o.1 && exists(b)).map(|o| o.0))),
        );
        tally_deal(&f)
    };
    let c = s.contract.expect("a contract");
    r.contract = c as i8;
    r.declarer = s.declarer.map_or(-1, |d| d as i8);
    r.partner = s.partner.map_or(-1, |p| p as i8);
    r.called = g.called().map_or(-1, |k| k.id() as i8);
    r.won = s.won.map_or(-1, i8::from);
    if let Some(pts) = s.card_points() {
        if c == KLOP {
            for (i, &p) in pts.iter().enumerate() {
                r.seat_points[i] = p as i16;
            }
        } else {
            r.card_points = [pts[0] as i16, pts[1] as i16];
        }
    }
    for (i, &a) in s.amounts().iter().enumerate() {
        r.amounts[i] = a;
    }
    if let Some(p) = g.play_state() {
        for (i, t) in r.tricks.iter_mut().enumerate().take(g.num_players()) {
            *t = p.tricks_won(i) as u8;
        }
    }
    Some(r)
}

fn check_play_spec(n: usize, dealer: usize, spec: &PlaySpec) -> Result<(), InputError> {
    let c = spec.contract;
    if !contract::exists(c, n) {
        return Err(InputError(format!("contract {c} does not exist with {n} players")));
    }
    let forehand = (dealer + 1) % n;
    let d = if c == KLOP { forehand } else { spec.declarer };
    if d >= n {
        return Err(InputError(format!("declarer {d} is not a seat of {n}")));
    }
    if n == 4 && c == THREE && d != forehand {
        return Err(InputError(format!(
            "only the forehand (seat {forehand} with dealer {dealer}) can play three (SL-B2): \
             choose dealer {} for declarer {d}",
            (d + n - 1) % n
        )));
    }
    let fixed_declarer_hand = match spec.hands {
        Hands::Fixed(deal) => {
            deal.validate(n)?;
            check_taroks(&deal.hands[..n])?;
            Some(deal.hands[d])
        }
        Hands::FixedHand { seat, hand } => {
            if seat >= n {
                return Err(InputError(format!("seat {seat} is not a seat of {n}")));
            }
            let size = 48 / n;
            if hand.0 >> 54 != 0 {
                return Err(InputError(format!("the fixed hand holds bits that are no card: {:#x}", hand.0 >> 54 << 54)));
            }
            if hand.len() as usize != size {
                return Err(InputError(format!("the fixed hand has {} cards, a hand of {n} players has {size}", hand.len())));
            }
            check_taroks(&[hand])?;
            (seat == d).then_some(hand)
        }
        Hands::Random => None,
    };
    if let Some(k) = spec.called {
        if !contract::calls_king(c, n) {
            return Err(InputError(format!("contract {} calls no king", contract::info(c).name_en)));
        }
        let court = k.suit().is_some() && (k.is_king() || k.rank() == 6);
        if !court {
            return Err(InputError(format!("{k} cannot be called: call a king (or a queen holding all kings)")));
        }
        if !k.is_king() && !fixed_declarer_hand.is_some_and(|h| CardSet::KINGS.is_subset(h)) {
            return Err(InputError(format!(
                "{k}: a queen may be called only by a declarer holding all four kings (SL-K1)"
            )));
        }
    }
    Ok(())
}

fn check_taroks(hands: &[CardSet]) -> Result<(), InputError> {
    for h in hands {
        if h.intersect(CardSet::TRUMPS).is_empty() {
            return Err(InputError(format!(
                "not a playable hand: {h:?} holds no tarok, the deal would be annulled (SL-D3)"
            )));
        }
    }
    Ok(())
}

/// The other hands and the talon around a fixed hand: the remaining cards in id order are
/// shuffled with `Rng::new(deal_seed)`, the talon is the first six, then each other seat in
/// seat order takes the next hand.
pub(crate) fn sample_around(ds: u64, n: usize, seat: usize, hand: CardSet) -> Dealt {
    let mut rest = [0u8; 54];
    let mut k = 0;
    for c in CardSet::ALL54.minus(hand) {
        rest[k] = c.id();
        k += 1;
    }
    let rest = &mut rest[..k];
    Rng::new(ds).shuffle(rest);
    let card = |i: usize| Card::new(rest[i]).expect("card");
    let talon = std::array::from_fn(card);
    let mut hands = [CardSet::EMPTY; 4];
    hands[seat] = hand;
    let size = 48 / n;
    let mut i = 6;
    for (s, h) in hands.iter_mut().enumerate().take(n) {
        if s != seat {
            for j in i..i + size {
                h.insert(card(j));
            }
            i += size;
        }
    }
    Dealt { hands, talon }
}

/// The play-phase mode's fixed choices before the play; `None`: the policy chooses.
/// Only the declarer bids (the contract itself: higher than the forehand's three, which
/// `check_play_spec` ensures), everybody else passes; nobody raises or announces.
fn forced_action(g: &Game, spec: &PlaySpec, seat: usize) -> Option<Action> {
    let c = spec.contract;
    match g.phase() {
        Phase::Bidding => Some(if c != KLOP && seat == spec.declarer { BID + c } else { PASS }),
        Phase::Declare => Some(BID + c),
        Phase::Call => spec.called.map(|k| {
            let s = k.suit().expect("a suit card") as u8;
            if k.is_king() {
                CALL_KING + s
            } else {
                CALL_QUEEN + s
            }
        }),
        Phase::Raise | Phase::Announce => Some(PASS),
        _ => None,
    }
}

// ----- the rule-based player ------------------------------------------------------------


#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Suit;
    use crate::game::GameState;
    use crate::sim::{deal_seed, run, DealSimulator, PolicyKind as Policy};

    fn setup(n: usize, mode: Mode) -> Result<SlovenianSetup, InputError> {
        SlovenianSetup::new(n, 0, false, Options::default(), mode)
    }

    fn sim(n: usize, policies: &[Policy], mode: Mode) -> SlovenianSim {
        setup(n, mode).unwrap().simulator(42, policies).unwrap()
    }

    #[test]
    fn full_deals_are_reproducible_and_replayable() {
        for n in [3, 4] {
            for pol in [Policy::Random, Policy::Rule] {
                let s = sim(n, &[pol], Mode::Full);
                let mut a = vec![DealRecord::EMPTY; 600];
                let mut b = a.clone();
                run(&s, 10, &mut a, 1);
                run(&s, 10, &mut b, 2);
                assert_eq!(a, b);
                for (i, rec) in a.iter().enumerate().take(50) {
                    let idx = 10 + i as u64;
                    // Replaying the trace on a fresh game gives the same record.
                    let mut g = s.initial_game(idx);
                    let trace = s.trace_deal(idx);
                    for &(seat, act) in &trace {
                        assert_eq!(g.current_player(), Some(seat as usize));
                        g.apply(act as u8).unwrap();
                    }
                    assert_eq!(record(&g, trace.len() as u16), Some(*rec));
                    // The record counts the actions it took (both sides above come from `record`).
                    assert_eq!(rec.steps as usize, trace.len());
                    let fresh = Game::from_seed(n, deal_seed(42, idx), 0, false, Options::default()).unwrap();
                    assert_eq!(fresh, s.initial_game(idx));
                }
                for r in &a {
                    if r.contract > 0 && r.card_points[0] >= 0 {
                        let total = r.card_points[0] + r.card_points[1];
                        assert!(total <= 70);
                    }
                }
            }
        }
    }

    #[test]
    fn play_mode_fixes_the_contract() {
        let spec = PlaySpec { contract: 2, declarer: 2, called: Some(Card::suited(Suit::Spades, 7).unwrap()), hands: Hands::Random };
        let s = sim(4, &[Policy::Random], Mode::Play(spec));
        let mut a = vec![DealRecord::EMPTY; 300];
        run(&s, 0, &mut a, 2);
        for r in a.iter().filter(|r| r.contract >= 0) {
            assert_eq!((r.contract, r.declarer, r.called), (2, 2, Card::suited(Suit::Spades, 7).unwrap().id() as i8));
            assert_eq!(r.card_points[0] + r.card_points[1], 70);
        }
        // A fixed hand is kept, the rest sampled.
        let hand: CardSet = (0..12).map(|i| Card::new(i * 4).unwrap()).collect();
        let spec = PlaySpec { contract: 4, declarer: 1, called: None, hands: Hands::FixedHand { seat: 1, hand } };
        let s = sim(4, &[Policy::Rule, Policy::Random, Policy::Rule, Policy::Random], Mode::Play(spec));
        for i in 0..20 {
            let g = s.initial_game(i);
            assert_eq!(g.hand(1), hand);
            let r = s.run_deal(i);
            assert_eq!((r.contract, r.declarer, r.partner), (4, 1, -1));
        }
        // Bad specs are refused.
        let bad = PlaySpec { contract: 1, declarer: 2, called: None, hands: Hands::Random };
        assert!(setup(4, Mode::Play(bad)).is_err());
        let bad = PlaySpec { contract: 4, declarer: 0, called: None, hands: Hands::Random };
        assert!(setup(3, Mode::Play(bad)).is_err());
        let no_taroks: CardSet = CardSet::ALL54.minus(CardSet::TRUMPS).iter().take(12).collect();
        let bad = PlaySpec { contract: 4, declarer: 0, called: None, hands: Hands::FixedHand { seat: 0, hand: no_taroks } };
        assert!(setup(4, Mode::Play(bad)).is_err());
    }

    /// Deals `0..count` of full runs with three and four players, random and rule players:
    /// `(players, index, record, final state)`.
    fn played_deals(count: u64) -> impl Iterator<Item = (usize, u64, DealRecord, Game)> {
        [3, 4].into_iter().flat_map(move |n| {
            [Policy::Random, Policy::Rule].into_iter().flat_map(move |pol| {
                let s = sim(n, &[pol], Mode::Full);
                (0..count).map(move |i| (n, i, s.run_deal(i), s.final_game(i)))
            })
        })
    }

    /// A record is its deal's settlement (contract, declarer, partner, won, points,
    /// amounts) and call: klop and the solos have no declarer's partner or call, klop no
    /// declarer and no `won` (each −1, not 1). Both sides of the replay test above come from
    /// `record`, so only this says what its fields hold.
    #[test]
    fn a_record_is_its_deals_settlement_and_call() {
        let (mut klop, mut solo, mut called) = (0, 0, 0);
        for (n, i, r, g) in played_deals(150) {
            let st = g.settlement().unwrap();
            let opt = |x: Option<u8>| x.map_or(-1, |v| v as i8);
            assert_eq!(r.contract, if st.annulled { -1 } else { opt(st.contract) }, "deal {i}");
            assert_eq!((r.declarer, r.partner), (opt(st.declarer), opt(st.partner)), "deal {i}");
            assert_eq!(r.won, st.won.map_or(-1, i8::from), "deal {i}");
            assert_eq!(r.called, g.called().map_or(-1, |k| k.id() as i8), "deal {i}");
            assert_eq!(&r.amounts[..n], &st.amounts[..]);
            let pts: Vec<i16> = st.card_points.iter().flatten().map(|&p| p as i16).collect();
            if r.contract == KLOP as i8 {
                assert_eq!(&r.seat_points[..n], &pts[..]);
                assert_eq!((r.declarer, r.won, r.card_points), (-1, -1, [-1, -1]));
                klop += 1;
            } else if r.contract >= 0 {
                assert_eq!(&r.card_points[..], &pts[..]);
                solo += usize::from(r.partner == -1);
                called += usize::from(r.called >= 0);
            }
        }
        assert!(klop > 10 && solo > 50 && called > 50, "{klop} klop, {solo} alone, {called} calls");
    }

    /// SL-A1: a record's bonus bits are the bonuses made, read off the tricks: trula and
    /// kings by a side whose tricks hold them (or, with the talon's rest, may); king ultimo
    /// by the declarer's side winning the last trick with the called king in it; pagat
    /// ultimo by the side whose pagat wins the last trick (a pagat beaten there is none);
    /// valat by a side that won every trick; none where SL-S3 scores no bonus. In the
    /// solos no king is called, and the bonuses made there are recorded all the same.
    #[test]
    fn sl_a1_the_bonus_bits_are_the_bonuses_made_in_the_tricks() {
        let (mut in_solos, mut pagat_beaten, mut king_last) = (0, 0, 0);
        for (n, i, r, g) in played_deals(400) {
            if r.contract < 0 || !contract::has_bonuses(r.contract as Contract) {
                assert_eq!(r.bonuses, [0, 0], "deal {i}: no bonuses in contract {}", r.contract);
                continue;
            }
            let p = g.play_state().unwrap();
            let side = |seat: usize| usize::from(!g.on_declarer_side(seat));
            let (mut won, mut tricks) = ([CardSet::EMPTY; 2], [0; 2]);
            for seat in 0..n {
                won[side(seat)] = won[side(seat)].union(p.won(seat));
                tricks[side(seat)] += p.tricks_won(seat);
            }
            let bit = |b: u8, sd: usize| r.bonuses[sd] >> b & 1 == 1;
            let last = p.last_trick().unwrap();
            let mut any = false;
            for sd in 0..2 {
                for (b, set) in [(TRULA, CardSet::HONOURS), (KINGS, CardSet::KINGS)] {
                    if set.is_subset(won[sd]) {
                        assert!(bit(b, sd), "deal {i}: side {sd}'s tricks hold bonus {b}'s cards");
                    }
                    if bit(b, sd) {
                        assert!(set.is_subset(won[sd].union(CardSet::ALL54.minus(won[1 - sd]))), "deal {i}");
                    }
                }
                let pagat = last.cards().position(|c| c == Card::PAGAT).map(|k| last.seat_of(k, n));
                pagat_beaten += usize::from(pagat.is_some_and(|s| s != last.winner as usize && side(s) == sd));
                let made = pagat.is_some_and(|s| s == last.winner as usize && side(s) == sd);
                assert_eq!(bit(PAGAT_ULTIMO, sd), made, "deal {i}: pagat ultimo of side {sd}");
                let king = g.called().is_some_and(|k| k.is_king() && last.cards().any(|c| c == k));
                king_last += usize::from(king && sd == 0);
                assert_eq!(bit(KING_ULTIMO, sd), sd == 0 && king && side(last.winner as usize) == 0, "deal {i}");
                assert_eq!(bit(VALAT_BONUS, sd), tricks[1 - sd] == 0, "deal {i}: valat of side {sd}");
                any |= r.bonuses[sd] & (1 << TRULA | 1 << KINGS) != 0;
            }
            in_solos += usize::from(any && r.partner == -1 && g.called().is_none());
        }
        assert!(in_solos > 5 && pagat_beaten > 5 && king_last > 3, "{in_solos} trulas or kings in solos, {pagat_beaten} pagats beaten, {king_last} called kings last");
    }

    /// The play-phase spec's checks: only the forehand (the dealer's next seat) plays three
    /// with four (SL-B2), whatever the dealer; klop needs no declarer; a called card is a
    /// king, or a queen when the declarer's fixed hand holds all four kings (SL-K1), never
    /// another suit card or a tarok, and a hand fixed at another seat is not the declarer's.
    #[test]
    fn sl_b2_sl_k1_the_play_spec_checks_the_forehand_and_the_call() {
        let play = |n, dealer, contract, declarer, called, hands| {
            SlovenianSetup::new(n, dealer, false, Options::default(), Mode::Play(PlaySpec { contract, declarer, called, hands }))
        };
        for n in [3, 4] {
            for dealer in 0..n {
                let forehand = (dealer + 1) % n;
                assert!(play(n, dealer, KLOP, 0, None, Hands::Random).is_ok(), "klop, dealer {dealer} of {n}");
                for declarer in 0..n {
                    let three = play(n, dealer, THREE, declarer, None, Hands::Random);
                    assert_eq!(three.is_ok(), n == 3 || declarer == forehand, "three by {declarer}, dealer {dealer} of {n}");
                }
            }
        }
        let king = |s| Card::suited(s, 7).unwrap();
        let kings_hand: CardSet = Suit::ALL.iter().map(|&s| king(s)).chain((1..=8).map(|t| Card::trump(t).unwrap())).collect();
        let queen = Card::suited(Suit::Hearts, 6).unwrap();
        let jack = Card::suited(Suit::Hearts, 5).unwrap();
        let vii = Card::trump(7).unwrap();
        let at = |seat| Hands::FixedHand { seat, hand: kings_hand };
        // Contract 2 (two) calls a king; declarer 1.
        assert!(play(4, 0, 2, 1, Some(king(Suit::Spades)), Hands::Random).is_ok());
        assert!(play(4, 0, 2, 1, Some(queen), at(1)).is_ok(), "a queen with all four kings (SL-K1)");
        assert!(play(4, 0, 2, 1, Some(queen), at(2)).is_err(), "the kings are another seat's");
        assert!(play(4, 0, 2, 1, Some(queen), Hands::Random).is_err());
        assert!(play(4, 0, 2, 1, Some(jack), at(1)).is_err(), "a jack is no court card to call");
        assert!(play(4, 0, 2, 1, Some(vii), at(1)).is_err(), "a tarok is no court card to call");
        // The fixed call of a queen is made, in every suit.
        for suit in Suit::ALL {
            let q = Card::suited(suit, 6).unwrap();
            let s = play(4, 0, 2, 1, Some(q), at(1)).unwrap().simulator(3, &[Policy::Rule]).unwrap();
            for i in 0..5 {
                let r = s.run_deal(i);
                assert_eq!((r.contract, r.declarer, r.called), (2, 1, q.id() as i8), "{q} deal {i}");
            }
        }
    }

    /// A record's bonus bits are the bonuses of SL-A1 in their order. (The names were
    /// built by a loop whose bound could go wrong unseen: every name empty.)
    #[test]
    fn sl_a1_the_bonus_bits_name_the_bonuses() {
        assert_eq!(BONUS_NAMES, ["trula", "kings", "king ultimo", "pagat ultimo", "valat"]);
        assert_eq!(sim(4, &[Policy::Random], Mode::Full).bonus_names(), BONUS_NAMES);
    }

    #[test]
    fn rule_players_bid_and_mostly_make_it() {
        let s = sim(4, &[Policy::Rule], Mode::Full);
        let mut a = vec![DealRecord::EMPTY; 4000];
        run(&s, 0, &mut a, 0);
        let played: Vec<_> = a.iter().filter(|r| r.contract > 0).collect();
        let won = played.iter().filter(|r| r.won == 1).count();
        assert!(played.len() > 1000, "rule players bid: {}", played.len());
        assert!(won * 2 > played.len(), "rule declarers win most: {won}/{}", played.len());
    }
}
