//! Scoring from the facts of a deal: the one place where SL-S1…S5 and SL-L2/L3 turn what
//! happened into amounts. A played [`Game`](super::Game) derives its facts; a deal played
//! with real cards at a real table is entered by hand as facts and scored the same way.

use crate::error::InputError;
use crate::settlement::{Settlement, Side};

use super::actions::*;
use super::contract::{self, *};
use super::tally::{round5, Item, ItemKind, Tally};

/// What happened to one bonus (SL-A1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BonusFacts {
    /// The side that announced it, if anybody did.
    pub announced_by: Option<Side>,
    /// Kontra level on it: 0 none, 1 kontra … 4 mordkontra (SL-A2).
    pub kontra: u8,
    /// The side that made it, or that played the ultimo card to the last trick, and
    /// whether it was made: `(side, true)` made; `(side, false)` a failed ultimo of `side`
    /// (the pagat or the called king played to the last trick and not winning it).
    pub outcome: Option<(Side, bool)>,
}

/// The facts of a deal that was not klop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealFacts {
    /// The number of active players (3 or 4).
    pub num_players: u8,
    /// The contract played (not [`KLOP`]).
    pub contract: Contract,
    /// The declarer's seat.
    pub declarer: u8,
    /// The declarer's partner's seat (the holder of the called king), if he has one.
    pub partner: Option<u8>,
    /// A king (not a queen) was called: king ultimo exists (with option `king_ultimo`).
    pub king_called: bool,
    /// Card points after rounding: declarer side, defenders (SL-C1).
    pub card_points: [i32; 2],
    /// Beggar, open beggar: the declarer took no trick; colour valat, valat: he took every
    /// trick. Ignored for the other contracts (their outcome is the card points).
    pub tricks_condition: bool,
    /// Kontra level on the game (0…4).
    pub game_kontra: u8,
    /// Trula, kings, king ultimo, pagat ultimo, valat, in that order.
    pub bonuses: [BonusFacts; BONUSES as usize],
    /// Who pays the mond penalty (SL-K5, SL-P5), if anybody.
    pub mond_payer: Option<u8>,
    /// Option `silent_valat` (SL-S2).
    pub silent_valat: bool,
    /// Option `king_ultimo` (SL-A1).
    pub king_ultimo: bool,
}

/// The facts of a klop deal (SL-L): each seat's rounded card points and tricks taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KlopFacts {
    /// The number of active players (3 or 4).
    pub num_players: u8,
    /// Each seat's rounded card points (SL-L3), by seat; the first `num_players` are used.
    pub points: [i32; 4],
    /// The tricks each seat took, by seat; the first `num_players` are used.
    pub tricks: [u32; 4],
}

fn check(ok: bool, msg: impl FnOnce() -> String) -> Result<(), InputError> {
    if ok {
        Ok(())
    } else {
        Err(InputError(msg()))
    }
}

impl DealFacts {
    /// Check facts entered by hand; a played deal's facts always pass.
    pub fn validate(&self) -> Result<(), InputError> {
        let n = self.num_players as usize;
        check(n == 3 || n == 4, || format!("Slovenian deals have 3 or 4 active players, not {n}"))?;
        let c = self.contract;
        check(c != KLOP && contract::exists(c, n), || format!("contract {c} is not a contract of {n}-player Slovenian tarok besides klop"))?;
        check((self.declarer as usize) < n, || format!("declarer {} is not a seat", self.declarer))?;
        if let Some(p) = self.partner {
            check(contract::calls_king(c, n), || "only three, two and one with four players have a partner".into())?;
            check((p as usize) < n && p != self.declarer, || format!("partner {p} is not another seat"))?;
        }
        check(!self.king_called || contract::calls_king(c, n), || "a king is called only in three, two and one with four players".into())?;
        for (i, &p) in self.card_points.iter().enumerate() {
            check((0..=70).contains(&p), || format!("card points must be 0..70, side {i} has {p}"))?;
        }
        let [d, o] = self.card_points;
        // Only beggar and valat contracts end early (SL-B1), with cards still in the hands.
        let played_out = !matches!(c, BEGGAR | OPEN_BEGGAR | COLOUR_VALAT | VALAT);
        check(!played_out || d + o == 70, || {
            format!("the two sides' card points add up to 70 in a deal played to the end (SL-C1), not {d} + {o}")
        })?;
        if played_out && !(contract::calls_king(c, n) && self.partner.is_none()) {
            // The talon cards the declarer did not take are the defenders' (SL-K2; solo
            // without: all six), each worth at least a third of a point there (SL-C1). Not
            // so for a declarer alone who called a king from the talon: SL-K4 gives its
            // rest to whoever wins that king's trick.
            let rest = 6 - i32::from(contract::info(c).talon_set);
            let most = (211 - rest) / 3;
            check(d <= most, || {
                format!("the {rest} talon cards the declarer did not take are the defenders', so his party has at most {most} points, not {d} (SL-K2, SL-C1)")
            })?;
        }
        if let Some((side, true)) = self.bonuses[VALAT_BONUS as usize].outcome {
            if side == Side::Declarer {
                // The side won every trick: the other has only talon cards (at most six,
                // worth at most 5 each, less 2 per three: 26).
                check(o <= 26, || format!("after a valat the other side has only talon cards, at most 26 points, not {o} (SL-C1)"))?;
            } else {
                // The declarer side has only his discards: as many as he took from the
                // talon, none a king or of the trula (SL-K3), so queens at best.
                let most = (10 * i32::from(contract::info(c).talon_set) + 1) / 3;
                check(d <= most, || {
                    format!("after a valat by the defenders the declarer side has only its discards, at most {most} points, not {d} (SL-C1, SL-K3)")
                })?;
            }
        }
        check(self.game_kontra <= 4, || "kontra levels go from 0 to 4 (mordkontra)".into())?;
        if let Some(s) = self.mond_payer {
            check((s as usize) < n && contract::has_bonuses(c), || "the mond penalty is paid by a seat, in three … solo one".into())?;
        }
        for (b, f) in self.bonuses.iter().enumerate() {
            let name = BONUS_TABLE[b].0;
            check(f.kontra <= 4, || format!("{name}: kontra levels go from 0 to 4"))?;
            check(f.kontra == 0 || f.announced_by.is_some(), || format!("{name}: only an announced bonus can be kontra'd"))?;
            check(contract::has_bonuses(c) || (f.announced_by.is_none() && f.outcome.is_none()), || {
                format!("{name}: bonuses are scored only in three … solo one (SL-S3)")
            })?;
            if b as u8 == KING_ULTIMO {
                let exists = self.king_called && self.king_ultimo && n == 4;
                check(exists || (f.announced_by.is_none() && f.outcome.is_none()), || {
                    if !self.king_ultimo {
                        "king ultimo does not exist with the option king_ultimo off (SL-A1)".into()
                    } else {
                        "king ultimo exists only when a king was called".into()
                    }
                })?;
                check(f.announced_by != Some(Side::Defenders) && f.outcome.map_or(true, |o| o.0 == Side::Declarer), || {
                    "king ultimo belongs to the declarer side".into()
                })?;
            }
            if matches!(b as u8, TRULA | KINGS | VALAT_BONUS) {
                check(f.outcome.map_or(true, |o| o.1), || format!("{name} is either made by a side or not at all"))?;
            }
        }
        // The pagat that won the last trick (pagat ultimo made) is in its side's tricks, so
        // the other side did not win all three of the trula.
        let made_by = |b: u8| match self.bonuses[b as usize].outcome {
            Some((side, true)) => Some(side),
            _ => None,
        };
        if let (Some(trula), Some(ultimo)) = (made_by(TRULA), made_by(PAGAT_ULTIMO)) {
            check(trula == ultimo, || {
                "the side whose pagat won the last trick (pagat ultimo) holds it: the other side did not make trula (SL-S1)".into()
            })?;
        }
        // The called king played to the last trick went to the side that won it: the
        // declarer's with king ultimo made, the defenders' with it failed (SL-S1). So the
        // other side did not win all four kings, and a failed one ends a declarer's valat.
        let king_ultimo = self.bonuses[KING_ULTIMO as usize].outcome.map(|(_, made)| made);
        if let (Some(kings), Some(made)) = (made_by(KINGS), king_ultimo) {
            let holder = if made { Side::Declarer } else { Side::Defenders };
            check(kings == holder, || {
                format!(
                    "the called king {} the last trick (king ultimo {}), so {} won it: the other side did not make kings (SL-S1)",
                    if made { "won" } else { "lost" },
                    if made { "made" } else { "failed" },
                    if made { "the declarer's party" } else { "the defenders" }
                )
            })?;
        }
        if king_ultimo == Some(false) {
            check(made_by(VALAT_BONUS) != Some(Side::Declarer), || {
                "the called king lost the last trick (king ultimo failed): the declarer's party did not win every trick, so no valat (SL-S1)".into()
            })?;
        }
        let party = |q: Side| if q == Side::Declarer { "the declarer's party" } else { "the defenders" };
        if let Some(q) = made_by(VALAT_BONUS) {
            // The side won every trick: the other side won no card in a trick. (An ultimo
            // of the side can still fail: the pagat or the called king played to the last
            // trick and a partner's higher tarok winning it.)
            for b in [TRULA, KINGS, KING_ULTIMO, PAGAT_ULTIMO] {
                let name = BONUS_TABLE[b as usize].0;
                check(made_by(b) != Some(q.other()), || {
                    format!("after a valat by {} the other side won no trick, so it did not make {name} (SL-S1)", party(q))
                })?;
            }
        }
        if played_out {
            // A bonus made in tricks puts its cards (5 points each) in the side's pile:
            // each worth at least 5 - 2/3 there, whatever the cards beside them (SL-C1).
            for (b, cards) in [(TRULA, 3), (KINGS, 4), (PAGAT_ULTIMO, 1), (KING_ULTIMO, 1)] {
                if let Some(q) = made_by(b) {
                    let least = (13 * cards + 1) / 3;
                    let points = if q == Side::Declarer { d } else { o };
                    let name = BONUS_TABLE[b as usize].0;
                    check(points >= least, || {
                        format!("{} made {name}, whose cards alone count at least {least} card points, not {points} (SL-C1)", party(q))
                    })?;
                }
            }
        }
        Ok(())
    }

    /// Did the declarer win his contract (SL-C2, SL-B1)?
    pub fn contract_won(&self) -> bool {
        match self.contract {
            BEGGAR | OPEN_BEGGAR | COLOUR_VALAT | VALAT => self.tricks_condition,
            _ => self.card_points[0] >= 36,
        }
    }
}

fn sign(good: bool) -> i32 {
    if good {
        1
    } else {
        -1
    }
}

/// Each seat's amount: its own items, and for the declarer side the side's items
/// (`seat == None`).
fn fill_amounts(t: &mut Tally, declarer: u8, partner: Option<u8>) {
    let side: i32 = t.items().iter().filter(|it| it.seat.is_none()).map(|it| it.amount).sum();
    for s in 0..t.n {
        t.amounts[s as usize] = if s == declarer || partner == Some(s) { side } else { 0 };
    }
    for i in 0..t.items_len as usize {
        if let Some(s) = t.items[i].seat {
            t.amounts[s as usize] += t.items[i].amount;
        }
    }
}

/// The item of bonus `b` (SL-S1 signs, from the declarer side's point of view): the
/// announced value times its kontra when announced, else the silent value when made or
/// failed silently, else nothing.
fn bonus_item(b: u8, bf: &BonusFacts) -> Option<Item> {
    let (_, _, announced_value, silent_value) = BONUS_TABLE[b as usize];
    let (side, made, announced, kontra, value) = match bf.announced_by {
        Some(side) => {
            let k = 1 << bf.kontra;
            (side, bf.outcome == Some((side, true)), true, k, announced_value * k)
        }
        None => {
            let (side, made) = bf.outcome?;
            (side, made, false, 1, silent_value)
        }
    };
    Some(Item {
        kind: ItemKind::Bonus(b),
        side: Some(side),
        seat: None,
        announced,
        kontra,
        amount: sign(made == (side == Side::Declarer)) * value,
    })
}

/// Score a deal that was not klop (SL-S1…S5, SL-C2, SL-C3), without allocating;
/// unchecked ([`DealFacts::settlement`] checks first).
///
/// # Panics
/// Facts that [`DealFacts::validate`] refuses may panic or score nonsense.
pub fn tally_deal(f: &DealFacts) -> Tally {
    let n = f.num_players as usize;
    let c = f.contract;
    let won = f.contract_won();
    let with_bonuses = contract::has_bonuses(c);
    let mut t = Tally::empty(f.num_players);
    t.contract = Some(c);
    let valat = &f.bonuses[VALAT_BONUS as usize];
    if with_bonuses && valat.announced_by.is_some() {
        // SL-S2: an announced valat replaces everything, the mond penalty included.
        t.push(bonus_item(VALAT_BONUS, valat).expect("announced"));
    } else {
        // SL-S1 / SL-S3: the game, ±(value + |difference|) or ±value, times its kontra.
        let mut base = contract::info(c).value;
        if with_bonuses {
            let raw = f.card_points[0] - 35;
            let diff = if n == 4 { round5(raw) } else { raw };
            t.difference = Some(diff);
            base += diff.abs();
        }
        let gk = 1 << f.game_kontra;
        t.push(Item {
            kind: ItemKind::Game,
            side: Some(Side::Declarer),
            seat: None,
            announced: true,
            kontra: gk,
            amount: sign(won) * base * gk,
        });
        if with_bonuses {
            let king_ultimo = f.king_called && f.king_ultimo && n == 4;
            for (b, bf) in f.bonuses.iter().enumerate() {
                let b = b as u8;
                let silent_valat_off = b == VALAT_BONUS && !f.silent_valat;
                if (b == KING_ULTIMO && !king_ultimo) || silent_valat_off {
                    continue;
                }
                if let Some(item) = bonus_item(b, bf) {
                    t.push(item);
                }
            }
            if let Some(payer) = f.mond_payer {
                t.push(Item {
                    kind: ItemKind::MondPenalty,
                    side: None,
                    seat: Some(payer),
                    announced: false,
                    kontra: 1,
                    amount: -21,
                });
            }
        }
    }
    fill_amounts(&mut t, f.declarer, f.partner);
    t.declarer = Some(f.declarer);
    t.partner = f.partner;
    t.won = Some(won);
    t.points[..2].copy_from_slice(&f.card_points);
    t.points_len = 2;
    t.declarer_points = Some(f.card_points[0]);
    t
}

/// Score klop (SL-L2, SL-L3), without allocating; unchecked ([`KlopFacts::settlement`]
/// checks first).
///
/// # Panics
/// Facts that [`KlopFacts::validate`] refuses (more than four players) may panic or score
/// nonsense.
pub fn tally_klop(f: &KlopFacts) -> Tally {
    let n = f.num_players as usize;
    let mut t = Tally::empty(f.num_players);
    t.contract = Some(KLOP);
    let klop_item = |s: usize, amount: i32| Item {
        kind: ItemKind::Klop,
        side: None,
        seat: Some(s as u8),
        announced: false,
        kontra: 1,
        amount,
    };
    for s in 0..n {
        if f.points[s] > 35 {
            t.push(klop_item(s, -70));
        } else if f.tricks[s] == 0 {
            t.push(klop_item(s, 70));
        }
    }
    if t.items_len == 0 {
        for s in 0..n {
            let p = f.points[s];
            t.push(klop_item(s, if n == 4 { -round5(p) } else { -p }));
        }
    }
    for i in 0..t.items_len as usize {
        let it = t.items[i];
        t.amounts[it.seat.expect("klop items have seats") as usize] += it.amount;
    }
    t.points[..n].copy_from_slice(&f.points[..n]);
    t.points_len = n as u8;
    t
}

/// Score a deal entered by hand, unchecked: [`DealFacts::settlement`] checks the facts
/// first.
///
/// # Panics
/// Facts that [`DealFacts::validate`] refuses may panic or score nonsense.
pub fn score_deal(f: &DealFacts) -> Settlement {
    Settlement::from(&tally_deal(f))
}

/// Score a klop deal entered by hand, unchecked ([`KlopFacts::settlement`] checks first).
///
/// # Panics
/// Facts that [`KlopFacts::validate`] refuses may panic or score nonsense.
pub fn score_klop(f: &KlopFacts) -> Settlement {
    Settlement::from(&tally_klop(f))
}

impl DealFacts {
    /// The settlement of facts entered by hand, checked first ([`DealFacts::validate`]).
    pub fn settlement(&self) -> Result<Settlement, InputError> {
        self.validate()?;
        Ok(score_deal(self))
    }
}

impl KlopFacts {
    /// The settlement of a klop deal entered by hand, checked first ([`KlopFacts::validate`]).
    pub fn settlement(&self) -> Result<Settlement, InputError> {
        self.validate()?;
        Ok(score_klop(self))
    }
}

impl KlopFacts {
    /// Check facts entered by hand: 3 or 4 players, card points 0..=70 per seat, tricks
    /// adding up to 48 / players; with a sentence for what is wrong. The points add up to
    /// 69..=71: the pack is worth 70 and each seat's total is rounded from thirds (SL-C1),
    /// a third at most each. A seat has card points if and only if it took a trick: all
    /// cards, the talon's too, go to trick winners (SL-L1), and a trick is worth at least
    /// one point (three or four cards of one point each, SL-C1).
    pub fn validate(&self) -> Result<(), InputError> {
        let n = self.num_players as usize;
        check(n == 3 || n == 4, || format!("Slovenian deals have 3 or 4 active players, not {n}"))?;
        for s in 0..n {
            check((0..=70).contains(&self.points[s]), || format!("seat {s}: card points must be 0..70"))?;
        }
        let all = 48 / n as u32;
        for s in 0..n {
            // in range first: a sum of nonsense counts could overflow
            check(self.tricks[s] <= all, || format!("seat {s}: tricks taken must be 0..{all}"))?;
        }
        let tricks: u32 = self.tricks[..n].iter().sum();
        check(tricks == all, || format!("the tricks taken must add up to {all}, not {tricks}"))?;
        let points: i32 = self.points[..n].iter().sum();
        check((69..=71).contains(&points), || {
            format!("the seats' card points add up to 70 (69..71, each rounded from thirds, SL-C1), not {points}")
        })?;
        for s in 0..n {
            let (p, t) = (self.points[s], self.tricks[s]);
            check(t > 0 || p == 0, || format!("seat {s} took no trick, so it has no card points, not {p} (SL-L1)"))?;
            check(t == 0 || p > 0, || format!("seat {s} took tricks ({t}), each worth a point at least, but has no card points (SL-C1)"))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::sim::slovenian::{Mode, SlovenianSetup};
    use crate::sim::PolicyKind;
    use crate::slovenian::contract::KLOP;
    use crate::slovenian::Options;

    /// A deal's facts, as in the other games: `None` before the end, and the facts of the
    /// contract played at the end (klop's for klop, SL-L; the others' for the rest).
    #[test]
    fn facts_only_of_a_finished_deal_and_of_its_kind() {
        let sim = SlovenianSetup::new(4, 0, false, Options::default(), Mode::Full).unwrap().simulator(3, &[PolicyKind::Rule]).unwrap();
        let (mut klop, mut other) = (0, 0);
        for i in 0..300 {
            let g = sim.final_game(i);
            match g.contract() {
                Some(KLOP) => {
                    klop += 1;
                    assert!(g.klop_facts().is_some() && g.deal_facts().is_none());
                }
                Some(_) => {
                    other += 1;
                    assert!(g.deal_facts().is_some() && g.klop_facts().is_none());
                }
                None => assert!(g.deal_facts().is_none() && g.klop_facts().is_none()), // annulled (SL-D3)
            }
        }
        assert!(klop > 0 && other > 0, "{klop} klop, {other} others");
        let fresh = crate::slovenian::Game::from_seed(4, 1, 0, false, Options::default()).unwrap();
        assert!(fresh.deal_facts().is_none() && fresh.klop_facts().is_none());
    }

    /// The checked settlements of a played deal's facts are the deal's own; facts no deal
    /// can have are an error, not a panic (an unchecked klop score of 9 players indexed past
    /// its arrays).
    #[test]
    fn the_checked_settlements_are_the_deals_and_refuse_nonsense() {
        let sim = SlovenianSetup::new(4, 0, false, Options::default(), Mode::Full).unwrap().simulator(3, &[PolicyKind::Rule]).unwrap();
        let games: Vec<_> = (0..300).map(|i| sim.final_game(i)).collect();
        let klop = games.iter().find_map(|g| g.klop_facts().map(|f| (f, g))).unwrap();
        let other = games.iter().find_map(|g| g.deal_facts().map(|f| (f, g))).unwrap();
        assert_eq!(klop.0.settlement().unwrap(), klop.1.settlement().unwrap());
        assert_eq!(other.0.settlement().unwrap(), other.1.settlement().unwrap());
        assert!(super::super::KlopFacts { num_players: 9, ..klop.0 }.settlement().is_err());
        assert!(super::super::DealFacts { num_players: 9, ..other.0 }.settlement().is_err());
        // No contract 12 (SL-B1 has 0..=11): refused, not a panic indexing the table.
        let err = super::super::DealFacts { contract: 12, ..other.0 }.settlement().unwrap_err();
        assert!(err.0.contains("contract 12 is not a contract"), "{err:?}");
        assert!(!crate::slovenian::contract::exists(12, 4) && !crate::slovenian::contract::exists(12, 3));
    }

    /// The facts of deals the engine played pass the checks made of facts entered by hand
    /// (the trula and pagat ultimo check of SL-S1 among them), with the default options and
    /// with every option the other way (king ultimo off once gave facts with a king ultimo
    /// outcome, which the checks refused): none refuses a deal that can happen, and the
    /// facts settle as the deal did.
    #[test]
    fn played_deals_facts_pass_the_checks() {
        let flipped = crate::slovenian::tests::flipped();
        let tables = [3, 4].into_iter().flat_map(|n| {
            [PolicyKind::Random, PolicyKind::Rule, PolicyKind::RuleBid]
                .into_iter()
                .flat_map(move |p| [Options::default(), flipped].map(move |o| (n, p, o)))
        });
        let checked: usize = tables
            .map(|(n, pol, opts)| {
                let sim = SlovenianSetup::new(n, 0, false, opts, Mode::Full).unwrap().simulator(11, &[pol]).unwrap();
                (0..1500)
                    .map(|i| sim.final_game(i))
                    .filter(|g| g.contract().is_some_and(|c| c != KLOP))
                    .inspect(|g| {
                        let f = g.deal_facts().expect("a finished deal that is not klop has facts");
                        let settled = f.settlement().unwrap_or_else(|e| panic!("{n} players, {opts:?}: {e:?} {f:?}"));
                        if g.settlement().is_some_and(|s| !s.annulled) {
                            assert_eq!(Some(settled), g.settlement(), "{n} players, {opts:?}");
                        }
                    })
                    .count()
            })
            .sum();
        assert!(checked > 7000, "{checked} deals checked");
    }

    /// A four-player deal of `contract` by seat 0 with seat 2 his partner (a king called),
    /// the declarer side with `points`, nothing else said.
    fn partner_deal(contract: u8, points: i32) -> super::super::DealFacts {
        use crate::slovenian::actions::BONUSES;
        super::super::DealFacts {
            num_players: 4,
            contract,
            declarer: 0,
            partner: Some(2),
            king_called: true,
            card_points: [points, 70 - points],
            tricks_condition: false,
            game_kontra: 0,
            bonuses: [super::super::BonusFacts::default(); BONUSES as usize],
            mond_payer: None,
            silent_valat: true,
            king_ultimo: true,
        }
    }

    /// Facts that cannot be (from an independent reading of the rules): after a valat the
    /// other side made no bonus in tricks (SL-S1); a
    /// bonus made in tricks puts at least its cards' worth in the side's pile (trula 13,
    /// kings 17, the pagat or the called king 4: SL-C1); after the defenders' valat the
    /// declarer side has only his discards (three: 10, two: 7, one: 3; SL-K3). The bounds
    /// themselves are accepted.
    #[test]
    fn facts_no_deal_can_have_are_refused() {
        use crate::settlement::Side;
        use crate::slovenian::actions::{KINGS, KING_ULTIMO, PAGAT_ULTIMO, TRULA, VALAT_BONUS};
        use crate::slovenian::contract::TWO;
        let two = |points: i32, outcomes: &[(u8, Side, bool)]| {
            let mut f = partner_deal(TWO, points);
            for &(b, side, made) in outcomes {
                f.bonuses[b as usize].outcome = Some((side, made));
            }
            f.validate().map_err(|e| e.0)
        };
        use Side::{Declarer as D, Defenders as O};
        for b in [TRULA, KINGS, PAGAT_ULTIMO] {
            let err = two(68, &[(VALAT_BONUS, D, true), (b, O, true)]).unwrap_err();
            assert!(err.contains("other side won no trick") && err.contains("SL-S1"), "{err}");
            let err = two(2, &[(VALAT_BONUS, O, true), (b, D, true)]).unwrap_err();
            assert!(err.contains("other side won no trick"), "{err}");
        }
        // The valat side's own bonuses, the other side's failed pagat ultimo, and the valat
        // side's failed ultimo (his partner took the last trick over his pagat) can be.
        assert!(two(68, &[(VALAT_BONUS, D, true), (TRULA, D, true), (PAGAT_ULTIMO, O, false)]).is_ok());
        assert!(two(68, &[(VALAT_BONUS, D, true), (PAGAT_ULTIMO, D, false)]).is_ok());
        assert!(two(2, &[(VALAT_BONUS, O, true), (PAGAT_ULTIMO, O, false)]).is_ok());
        for (b, least) in [(TRULA, 13), (KINGS, 17), (PAGAT_ULTIMO, 4), (KING_ULTIMO, 4)] {
            let err = two(least - 1, &[(b, D, true)]).unwrap_err();
            assert!(err.contains(&format!("at least {least} card points, not {}", least - 1)), "{err}");
            assert!(two(least, &[(b, D, true)]).is_ok());
            if b != KING_ULTIMO {
                assert!(two(71 - least, &[(b, O, true)]).unwrap_err().contains("the defenders made"));
                assert!(two(70 - least, &[(b, O, true)]).is_ok());
            }
        }
        assert!(two(8, &[(VALAT_BONUS, O, true)]).unwrap_err().contains("at most 7 points, not 8 (SL-C1, SL-K3)"));
        assert!(two(7, &[(VALAT_BONUS, O, true)]).is_ok());
        // The called king played to the last trick is its winner's (SL-S1): the other side
        // has no four kings, and a failed king ultimo ends the declarer's valat.
        let err = two(40, &[(KINGS, O, true), (KING_ULTIMO, D, true)]).unwrap_err();
        assert!(err.contains("the declarer's party won it: the other side did not make kings"), "{err}");
        let err = two(40, &[(KINGS, D, true), (KING_ULTIMO, D, false)]).unwrap_err();
        assert!(err.contains("the defenders won it: the other side did not make kings"), "{err}");
        assert!(two(40, &[(KINGS, D, true), (KING_ULTIMO, D, true)]).is_ok());
        assert!(two(40, &[(KINGS, O, true), (KING_ULTIMO, D, false)]).is_ok());
        let err = two(68, &[(VALAT_BONUS, D, true), (KING_ULTIMO, D, false)]).unwrap_err();
        assert!(err.contains("did not win every trick, so no valat"), "{err}");
    }

    /// SL-K2: the talon cards the declarer did not take count for the defenders, each at
    /// least a third of a point (three: 3 cards, 69 at most; two: 4, 69; one: 5, 68; solo
    /// without: 6, 68), except for a declarer alone who called a king from the talon
    /// (SL-K4: the rest goes with that king's trick).
    #[test]
    fn the_talon_rest_leaves_the_declarer_at_most_its_complement() {
        use crate::slovenian::contract::{ONE, SOLO_WITHOUT, THREE, TWO};
        for (c, most) in [(THREE, 69), (TWO, 69), (ONE, 68)] {
            let mut f = partner_deal(c, most + 1);
            let err = f.validate().unwrap_err().0;
            assert!(err.contains(&format!("at most {most} points, not {}", most + 1)) && err.contains("SL-K2"), "{err}");
            f.card_points = [most, 70 - most];
            assert!(f.validate().is_ok());
            f.card_points = [most + 1, 69 - most];
            f.partner = None; // the called king in the talon (SL-K4), or his own
            assert!(f.validate().is_ok());
        }
        let mut f = partner_deal(SOLO_WITHOUT, 69);
        f.partner = None;
        f.king_called = false;
        assert!(f.validate().unwrap_err().0.contains("the 6 talon cards"));
        f.card_points = [68, 2];
        assert!(f.validate().is_ok());
    }

    /// Scoring boundaries by rule, in the core itself (a mutation test found every
    /// Slovenian scoring rule guarded by the Python tests alone): SL-C2 36 wins and 35
    /// loses, SL-C3 and SL-S1 a lost game pays its value and the difference's size, SL-S4
    /// the partner alike; SL-L2 exactly 35 points in klop is not "more than 35"; SL-T4
    /// three-player klop is not rounded.
    #[test]
    fn scoring_boundaries_by_rule() {
        use super::super::KlopFacts;
        use crate::slovenian::contract::THREE;
        let three = |points: i32| partner_deal(THREE, points);
        let won = three(36).settlement().unwrap();
        assert_eq!((won.won, won.amounts.clone()), (Some(true), vec![10, 0, 10, 0]));
        let lost = three(35).settlement().unwrap();
        assert_eq!((lost.won, lost.amounts.clone()), (Some(false), vec![-10, 0, -10, 0]));
        // 22 points: the difference -13 rounds to -15, so -(10 + 15)
        assert_eq!(three(22).settlement().unwrap().amounts, vec![-25, 0, -25, 0]);
        let klop = KlopFacts { num_players: 4, points: [35, 20, 10, 5], tricks: [4, 4, 2, 2] };
        assert_eq!(klop.settlement().unwrap().amounts, vec![-35, -20, -10, -5]);
        let klop3 = KlopFacts { num_players: 3, points: [33, 24, 13, 0], tricks: [6, 6, 4, 0] };
        assert_eq!(klop3.settlement().unwrap().amounts, vec![-33, -24, -13]);
    }

    /// Klop facts of played deals pass the checks of facts entered by hand (the points'
    /// sum, points if and only if a trick), with both ways of counting (SL-C1 [choice]);
    /// facts no klop can have are refused.
    #[test]
    fn played_klops_facts_pass_the_checks_and_impossible_ones_are_refused() {
        let mut checked = 0;
        for n in [3, 4] {
            for counting_leftover in [false, true] {
                let opts = Options { counting_leftover, ..Options::default() };
                // compulsory klop rounds (SL-B6): every three-player deal and some of four
                let sim = SlovenianSetup::new(n, 0, true, opts, Mode::Full).unwrap().simulator(5, &[PolicyKind::Random]).unwrap();
                for g in (0..1000).map(|i| sim.final_game(i)).filter(|g| g.contract() == Some(KLOP)) {
                    let f = g.klop_facts().unwrap();
                    f.validate().unwrap_or_else(|e| panic!("{n} players: {e:?} {f:?}"));
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000, "{checked} klops checked");
        let klop = |points: [i32; 4], tricks: [u32; 4]| super::super::KlopFacts { num_players: 4, points, tricks };
        assert!(klop([30, 20, 10, 10], [3, 3, 3, 3]).validate().is_ok());
        for bad in [
            klop([10, 20, 20, 20], [u32::MAX, 11, 1, 1]), // a sum that wraps to 12
            klop([30, 20, 10, 8], [3, 3, 3, 3]),  // 68 points
            klop([30, 20, 10, 12], [3, 3, 3, 3]), // 72 points
            klop([40, 20, 10, 0], [3, 3, 3, 3]),  // tricks but no points
            klop([40, 20, 5, 5], [4, 4, 4, 0]),   // points but no trick
        ] {
            assert!(bad.validate().is_err() && bad.settlement().is_err(), "{bad:?}");
        }
    }
}
