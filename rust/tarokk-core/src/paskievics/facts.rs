//! Scoring from the facts of a deal: the one place where PK-X1…X4 (with PK-A3's counts,
//! PK-D5's customs and PK-S5's penalty) turn what happened into amounts. A played
//! [`Game`](super::Game) derives its facts (`Game::facts`); a deal played with real cards
//! is entered by hand as facts and scored by the same [`score`].

use crate::card::{Card, CardSet};
use crate::error::InputError;
use crate::settlement::{Item, Settlement, Side, MAX_TABLE_SEATS};
use crate::value::Value;

use super::actions::*;
use super::options::{CountPayers, Options};

/// The parties by index: 0 the declarer's, 1 the defenders.
pub const DECLARER_PARTY: usize = 0;
/// The defenders' party index.
pub const DEFENDERS: usize = 1;

/// What happened to one figure (PK-A2, PK-X2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FigureFacts {
    /// The table seat that announced it and whether it is of the declarer's party.
    pub announced: Option<(u8, bool)>,
    /// Its kontra level, 0 … 5 (PK-A4).
    pub kontra: u8,
    /// Made by `[the declarer's party, the defenders]` (PK-X2's conditions, cards in tricks).
    pub made: [bool; 2],
    /// Pagát ultimó only: the party whose member played the pagát to the ninth trick and
    /// did not win it (PK-X3's failed silent ultimó).
    pub failed: [bool; 2],
}

/// How the deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// PK-B3: all four passed; no contract.
    AllPassed,
    /// PK-S4: annulled by a seat without tarokks (or with the XXI alone).
    NoTarokk,
    /// PK-S5: the fourth bid without an honour and received none.
    NoHonour,
    /// Played to the end.
    Played,
}

/// A tarokk count (PK-A3): 8 or 9, said in the announcements (`announced`) or revealed
/// after the last trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountFacts {
    /// The count: 8 or 9.
    pub count: u8,
    /// Whether it was said in the announcements (else revealed after the last trick).
    pub announced: bool,
}

/// The facts of one deal, by table seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealFacts {
    /// The number of table seats (4 or 5).
    pub table_seats: u8,
    /// The dealer's table seat.
    pub dealer: u8,
    /// How the deal ended.
    pub outcome: Outcome,
    /// The level (`AllPassed`: unused).
    pub level: u8,
    /// The declarer's table seat (`AllPassed`: unused).
    pub declarer: u8,
    /// The partner's table seat, if the declarer had one.
    pub partner: Option<u8>,
    /// The card the declarer called (PK-H1), if any.
    pub called: Option<Card>,
    /// The called card lies in the discards: hivatalból kontra (PK-H5).
    pub official_kontra: bool,
    /// `[declarer's party, defenders]` (PK-X1, PK-S3).
    pub card_points: [i32; 2],
    /// The kontra level on the game.
    pub game_kontra: u8,
    /// What happened to each figure, by figure.
    pub figures: [FigureFacts; FIGURES as usize],
    /// Each seat's count, if it said or revealed one.
    pub counts: [Option<CountFacts>; MAX_TABLE_SEATS],
    /// The honours each seat received from the talon (PK-D5's honour fee).
    pub received_honours: [CardSet; MAX_TABLE_SEATS],
    /// The rule options of the deal.
    pub opts: Options,
}

fn check(ok: bool, msg: impl FnOnce() -> String) -> Result<(), InputError> {
    if ok {
        Ok(())
    } else {
        Err(InputError(msg()))
    }
}

impl DealFacts {
    /// The active seats in turn order from the declarer.
    pub fn from_declarer(&self) -> impl Iterator<Item = u8> + '_ {
        let n = self.table_seats;
        // No `% n`: the simulator settles every deal, and a division per seat showed in its
        // profile.
        (self.declarer..n).chain(0..self.declarer.min(n)).filter(move |&s| self.is_active(s))
    }
    /// Whether table seat `s` played (a seat of the table, not the sitting-out dealer of five).
    pub fn is_active(&self, s: u8) -> bool {
        s < self.table_seats && !(self.table_seats == 5 && s == self.dealer)
    }
    /// Is seat `s` of the declarer's party?
    pub fn on_declarer_side(&self, s: u8) -> bool {
        s == self.declarer || self.partner == Some(s)
    }
    /// Whether the declarer's party won the game: 48 card points or more (PK-X1).
    pub fn won(&self) -> bool {
        self.card_points[DECLARER_PARTY] >= 48
    }

    /// The other party.
    fn other(q: usize) -> usize {
        1 - q
    }

    /// Check facts entered by hand: an `InputError` with a sentence for the first fact
    /// that no deal can have, alone or with the others. A played deal's facts always pass.
    pub fn validate(&self) -> Result<(), InputError> {
        let n = self.table_seats;
        check(n == 4 || n == 5, || format!("a Paskievics deal has 4 or 5 table seats, not {n}"))?;
        check(self.dealer < n, || format!("dealer {} is not a seat of {n}", self.dealer))?;
        self.opts.validate(n.into())?;
        if self.outcome != Outcome::AllPassed {
            check(self.level < LEVELS, || format!("level {} is not 0 (three) … 3 (szóló)", self.level))?;
            check(self.is_active(self.declarer), || {
                if n == 5 && self.declarer == self.dealer {
                    format!("declarer {} is the dealer, who sits out with five at the table (PK-D4)", self.declarer)
                } else {
                    format!("declarer {} is not a seat of {n}", self.declarer)
                }
            })?;
        }
        match self.outcome {
            Outcome::Played => self.validate_played(),
            Outcome::AllPassed => self.validate_unplayed("all four passed (PK-B3)"),
            Outcome::NoTarokk => self.validate_unplayed("thrown in by a hand without tarokks (PK-S4)"),
            Outcome::NoHonour => {
                // PK-B2: only the fourth to speak may bid without an honour.
                let fourth = (self.dealer + 4) % n;
                check(self.declarer == fourth, || {
                    format!(
                        "only the fourth to speak (seat {fourth} with dealer {}) may bid without an honour, so only he is \
                         thrown in by PK-S5, not seat {}",
                        self.dealer, self.declarer
                    )
                })?;
                self.validate_unplayed("thrown in by PK-S5 (the fourth bid without an honour and received none)")
            }
        }
    }

    /// A deal that ended before the announcements has none of the facts of a play.
    fn validate_unplayed(&self, why: &str) -> Result<(), InputError> {
        let no = |what: &str| format!("a deal {why} was not played: it has no {what}");
        check(self.called.is_none(), || no("called card (the call comes after the discards)"))?;
        check(self.partner.is_none(), || no("partner"))?;
        check(!self.official_kontra, || no("hivatalból kontra"))?;
        check(self.card_points == [0, 0], || no("card points"))?;
        check(self.game_kontra == 0, || no("kontra on the game"))?;
        check(self.figures.iter().all(|f| *f == FigureFacts::default()), || no("figures announced, made or failed"))?;
        check(self.counts.iter().all(Option::is_none), || no("tarokk counts"))?;
        check(self.received_honours.iter().all(|h| h.is_empty()), || no("honours from the talon to pay for (PK-D5)"))?;
        Ok(())
    }

    fn validate_played(&self) -> Result<(), InputError> {
        let n = self.table_seats;
        if let Some(p) = self.partner {
            check(self.is_active(p) && p != self.declarer, || format!("partner {p} is not another active seat"))?;
        }
        let Some(c) = self.called else {
            return Err(InputError("a played deal has a called card: the declarer calls a tarokk II–XX (PK-H1)".into()));
        };
        check(c.is_trump() && !c.is_honour(), || format!("{c} cannot be called: only the tarokks II–XX (PK-H1)"))?;
        check(!(self.official_kontra && self.partner.is_some()), || {
            "with hivatalból kontra the called card lies in the skart, so the declarer has no partner (PK-H5)".into()
        })?;
        let [d, o] = self.card_points;
        check((0..=94).contains(&d) && (0..=94).contains(&o) && d + o == 94, || format!("card points must be two parts of 94, got {d} and {o}"))?;
        // PK-S3: the declarer's discards are his party's, the other players' the
        // defenders' (all his when he plays alone); every card counts at least 1 (PK-X1).
        let own = i32::from(level_info(self.level).shares[0]);
        let (least_d, least_o) = if self.partner.is_some() { (own, 6 - own) } else { (6, 0) };
        check(d >= least_d && o >= least_o, || {
            let (party, least, points) = if d < least_d { ("the declarer's party", least_d, d) } else { ("the defenders", least_o, o) };
            format!("the {least} discarded cards that count for {party} (PK-S3) are worth a point each at least: it has at least {least} card points, not {points}")
        })?;
        check(self.game_kontra <= MAX_KONTRA, || "kontra levels go from 0 to 5 (mordkontra)".into())?;
        for (f, ff) in self.figures.iter().enumerate() {
            let name = FIGURE_TABLE[f].en;
            check(ff.kontra <= MAX_KONTRA, || format!("{name}: kontra levels go from 0 to 5"))?;
            check(ff.kontra == 0 || ff.announced.is_some(), || format!("{name}: only an announced figure can be kontra'd"))?;
            if let Some((s, decl)) = ff.announced {
                check(self.is_active(s), || format!("{name}: announcer {s} is not an active seat"))?;
                check(self.on_declarer_side(s) == decl, || format!("{name}: announcer {s} is not of that party"))?;
            }
            check(!(ff.made[0] && ff.made[1]), || format!("{name} is made by one party at most"))?;
            check(f == PAGAT_ULTIMO as usize || ff.failed == [false; 2], || format!("{name} cannot fail silently"))?;
        }
        let made = |f: u8, q: usize| self.figures[f as usize].made[q];
        let ultimo = &self.figures[PAGAT_ULTIMO as usize];
        let pagat_flags = ultimo.made.iter().chain(&ultimo.failed).filter(|&&x| x).count();
        check(pagat_flags <= 1, || {
            "one pagát can be played to the ninth trick: it wins there (pagát ultimó made) or loses (failed), for one party"
                .into()
        })?;
        let party = |q: usize| if q == DECLARER_PARTY { "the declarer's party" } else { "the defenders" };
        // A party of one: the pagát its member played and lost went to the other party (a
        // party of two may lose it to its own member, PK-X3's failed ultimó).
        let alone = |q: usize| q == DECLARER_PARTY && self.partner.is_none();
        for q in [DECLARER_PARTY, DEFENDERS] {
            let other = Self::other(q);
            check(made(DUPLA, q) == (self.card_points[q] >= 71), || {
                format!(
                    "dupla is made exactly by a party with 71 card points or more (PK-X2): {} for {}",
                    self.card_points[q],
                    party(q)
                )
            })?;
            if made(VOLAT, q) {
                // Honours and kings are never discarded (PK-S2): every one of them is in a
                // trick, and the party without a trick has only discarded cards.
                check(made(TULETROA, q) && made(FOUR_KINGS, q), || {
                    format!("a volát wins every honour and every king: {} also made tulétroá and négy király", party(q))
                })?;
                check(self.card_points[other] <= 22, || {
                    format!(
                        "after a volát the other party has only discarded cards, at most 22 points (four queens and two \
                         cavaliers), not {}",
                        self.card_points[other]
                    )
                })?;
                check(!made(PAGAT_ULTIMO, other) && !made(XXI_CATCH, other), || {
                    format!("after a volát by {} the other party won no trick: it made no pagát ultimó and no XXI fogás", party(q))
                })?;
                check(!(alone(q) && ultimo.failed[q]), || {
                    "the declarer alone made a volát: his pagát cannot have lost the ninth trick".into()
                })?;
            }
            if made(TULETROA, q) {
                // The party won skíz, XXI and pagát: the other party won none of them.
                check(!made(XXI_CATCH, other), || {
                    format!("{} made tulétroá, so the other party's skíz did not catch their XXI", party(q))
                })?;
                check(!made(PAGAT_ULTIMO, other), || {
                    format!("{} made tulétroá, winning the pagát: the other party's pagát ultimó is impossible", party(q))
                })?;
                check(!(alone(q) && ultimo.failed[q]), || {
                    "the declarer alone made tulétroá, winning the pagát: his pagát cannot have lost the ninth trick".into()
                })?;
            }
        }
        let mut counted = 0u32;
        for s in 0..MAX_TABLE_SEATS as u8 {
            if let Some(c) = self.counts[s as usize] {
                check(self.is_active(s), || format!("seat {s} is not an active seat: it has no tarokk count"))?;
                check(c.count == 8 || c.count == 9, || format!("seat {s}: a tarokk count is 8 or 9 (PK-A3), not {}", c.count))?;
                check(c.announced || s != self.declarer || self.partner.is_some(), || {
                    format!("seat {s}, the declarer alone, cannot reveal a count after the last trick: only his partner would pay it (PK-A3)")
                })?;
                counted += u32::from(c.count);
            }
        }
        check(counted <= 22, || format!("the counts add up to {counted} tarokks: the pack has 22"))?;
        let shares = level_info(self.level).shares;
        let mut given = CardSet::EMPTY;
        for s in 0..MAX_TABLE_SEATS as u8 {
            let h = self.received_honours[s as usize];
            check(h.is_subset(CardSet::HONOURS), || format!("seat {s}: the honours are skíz, XXI and pagát, not {h:?}"))?;
            check(h.is_empty() || self.is_active(s), || format!("seat {s} took nothing from the talon: it is not an active seat of {n}"))?;
            check(given.intersect(h).is_empty(), || format!("seat {s}: each honour comes from the talon to one seat at most"))?;
            given = given.union(h);
        }
        for (k, s) in self.from_declarer().enumerate() {
            let h = self.received_honours[s as usize];
            check(h.len() <= u32::from(shares[k]), || {
                format!(
                    "seat {s} received {} honours from the talon, but its share of the {} is {} card(s) (PK-S1)",
                    h.len(),
                    level_info(self.level).en,
                    shares[k]
                )
            })?;
        }
        Ok(())
    }
}

/// The values of figure `f` at `value` (the level's): announced, silent (PK-X2).
fn figure_values(f: u8, value: i32, o: &Options) -> (i32, i32) {
    let v = |x: u32| x as i32;
    match f {
        TULETROA | FOUR_KINGS => (2, 1),
        DUPLA => (v(o.dupla_announced) * value, 2 * value),
        PAGAT_ULTIMO => (10, 5),
        XXI_CATCH => (v(o.xxi_catch_announced), 21),
        _ => (v(o.volat_announced) * value, v(o.volat_silent) * value),
    }
}

/// The per-seat amounts of a party item worth one unit per player from the declarer's
/// party's view (PK-X4; PK-D5's cries and laughs). Every party item is a multiple of it:
/// a deal finds it once.
fn party_unit(f: &DealFacts) -> [i32; MAX_TABLE_SEATS] {
    let mut out = [0; MAX_TABLE_SEATS];
    let alone = f.partner.is_none();
    for s in f.from_declarer() {
        out[s as usize] = if s == f.declarer {
            if alone {
                3
            } else {
                1
            }
        } else if f.partner == Some(s) {
            1
        } else {
            -1
        };
    }
    if f.table_seats == 5 && f.opts.dealer_cries_laughs {
        out[f.dealer as usize] -= 1;
        out[f.declarer as usize] += 1;
    }
    out
}

fn side(party: usize) -> Side {
    Side::of(party == DECLARER_PARTY)
}

/// An amount of party `party`'s own view, in the declarer's party's view.
fn to_declarer_view(party: usize, own: i32) -> i32 {
    if party == DECLARER_PARTY {
        own
    } else {
        -own
    }
}

impl DealFacts {
    /// The settlement of facts entered by hand, checked first ([`DealFacts::validate`]).
    pub fn settlement(&self) -> Result<Settlement, InputError> {
        self.validate()?;
        Ok(score(self))
    }
}

/// Score a deal, unchecked: [`DealFacts::settlement`] checks the facts first.
///
/// # Panics
/// Facts entered by hand that [`DealFacts::validate`] refuses may panic or score nonsense.
pub fn score(f: &DealFacts) -> Settlement {
    let n = f.table_seats as usize;
    let mut items: Vec<Item> = Vec::new();
    let game_replaced = each_item(f, |it| items.push(it));
    let mut amounts = vec![0; n];
    for it in &items {
        for (s, a) in amounts.iter_mut().enumerate() {
            *a += it.amounts[s];
        }
    }
    let played = f.outcome == Outcome::Played;
    let contracted = f.outcome != Outcome::AllPassed;
    Settlement {
        contract: contracted.then_some(f.level),
        declarer: contracted.then_some(f.declarer),
        partner: if played { f.partner } else { None },
        annulled: !played,
        won: played.then(|| f.won()),
        card_points: played.then(|| f.card_points.to_vec()),
        amounts,
        items,
        extra: vec![
            ("called", if played { f.called.into() } else { Value::None }),
            ("official_kontra", Value::Bool(played && f.official_kontra)),
            ("game_replaced", Value::Bool(game_replaced)),
        ],
    }
}

/// The per-seat amounts of [`score`] (0 beyond the table), without the breakdown: the
/// simulator's path, which allocates nothing. Unchecked, as [`score`].
///
/// # Panics
/// Facts entered by hand that [`DealFacts::validate`] refuses may panic or score nonsense.
pub fn amounts(f: &DealFacts) -> [i32; MAX_TABLE_SEATS] {
    let mut amounts = [0; MAX_TABLE_SEATS];
    each_item(f, |it| {
        for (a, x) in amounts.iter_mut().zip(it.amounts) {
            *a += x;
        }
    });
    amounts
}

/// Each item of the deal's breakdown, in order, to `emit`; whether PK-X3 replaced the game.
fn each_item(f: &DealFacts, mut emit: impl FnMut(Item)) -> bool {
    let n = f.table_seats as usize;
    let mut game_replaced = false;
    let item = |name: &'static str, side: Option<Side>, seat: Option<u8>, announced: bool, kontra: i32, amount: i32, amounts| Item {
        name,
        side,
        seat,
        announced,
        kontra,
        amount,
        amounts,
    };
    match f.outcome {
        Outcome::AllPassed | Outcome::NoTarokk => {}
        Outcome::NoHonour => {
            if f.opts.no_honour_penalty {
                // PK-S5: the three-game doubled, to each other active seat (clarification 16).
                let mut amounts = [0; MAX_TABLE_SEATS];
                for s in f.from_declarer().filter(|&s| s != f.declarer) {
                    amounts[s as usize] = 2;
                    amounts[f.declarer as usize] -= 2;
                }
                emit(item("no honour", Some(Side::Declarer), Some(f.declarer), false, 1, -2, amounts));
            }
        }
        Outcome::Played => {
            let value = level_info(f.level).value;
            let won = f.won();
            let unit = party_unit(f);
            // PK-H5: hivatalból kontra makes the factor at least 2; it is no step.
            let g = (1i32 << f.game_kontra).max(if f.official_kontra { 2 } else { 1 });
            let mut a = if won {
                value * g
            } else if f.opts.double_at_47 && f.card_points[DECLARER_PARTY] == 47 {
                -2 * value * g
            } else {
                -value * g
            };
            // PK-X3: the winner's dupla or volát replaces an unkontra'd game.
            let winner = if won { DECLARER_PARTY } else { DEFENDERS };
            let big = f.figures[DUPLA as usize].made[winner] || f.figures[VOLAT as usize].made[winner];
            if f.opts.replace_game && g == 1 && big {
                a = 0;
                game_replaced = true;
            }
            emit(item("game", Some(Side::Declarer), Some(f.declarer), true, g, a, unit.map(|u| u * a)));
            let volat = f.figures[VOLAT as usize].made;
            for (fi, ff) in f.figures.iter().enumerate() {
                let name = FIGURE_TABLE[fi].en;
                let (announced_value, silent_value) = figure_values(fi as u8, value, &f.opts);
                let announcer_party = ff.announced.map(|(_, decl)| if decl { DECLARER_PARTY } else { DEFENDERS });
                if let (Some((seat, _)), Some(p)) = (ff.announced, announcer_party) {
                    let k = 1i32 << ff.kontra;
                    let own = if ff.made[p] { announced_value * k } else { -announced_value * k };
                    let a = to_declarer_view(p, own);
                    emit(item(name, Some(side(p)), Some(seat), true, k, a, unit.map(|u| u * a)));
                }
                for q in [DECLARER_PARTY, DEFENDERS] {
                    if announcer_party == Some(q) {
                        continue;
                    }
                    let own = if ff.made[q] {
                        // PK-X3: a party making volát is not paid its other silent figures.
                        if f.opts.volat_voids_silent && volat[q] && fi as u8 != VOLAT {
                            continue;
                        }
                        silent_value
                    } else if f.opts.failed_silent_ultimo && ff.failed[q] {
                        -5
                    } else {
                        continue;
                    };
                    let a = to_declarer_view(q, own);
                    emit(item(name, Some(side(q)), None, false, 1, a, unit.map(|u| u * a)));
                }
            }
            // PK-A3: the counts, seat by seat from the declarer.
            for s in f.from_declarer() {
                let Some(c) = f.counts[s as usize] else { continue };
                let v = if c.count == 8 { 1 } else { 2 };
                let mine = f.on_declarer_side(s);
                let pays = |t: u8| {
                    t != s
                        && if !c.announced {
                            f.on_declarer_side(t) == mine
                        } else {
                            f.opts.count_payers == CountPayers::All || f.on_declarer_side(t) != mine
                        }
                };
                let mut amounts = [0; MAX_TABLE_SEATS];
                for t in f.from_declarer().filter(|&t| pays(t)) {
                    amounts[t as usize] -= v;
                    amounts[s as usize] += v;
                }
                let name = if c.count == 8 { "8 tarokks" } else { "9 tarokks" };
                emit(item(name, Some(Side::of(mine)), Some(s), c.announced, 1, v, amounts));
            }
            // PK-D5: the honours given from the talon pay the sitting-out dealer.
            if n == 5 && f.opts.dealer_honour_fee {
                for s in f.from_declarer() {
                    for (honour, fee) in [(Card::SKIZ, 3), (Card::XXI, 2), (Card::PAGAT, 1)] {
                        if f.received_honours[s as usize].contains(honour) {
                            let mut amounts = [0; MAX_TABLE_SEATS];
                            amounts[s as usize] = -fee;
                            amounts[f.dealer as usize] = fee;
                            emit(item("honour fee", None, Some(s), false, 1, -fee, amounts));
                        }
                    }
                }
            }
        }
    }
    game_replaced
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::paskievics::{Mode, PaskievicsSetup};
    use crate::sim::PolicyKind;

    /// Played deals' facts pass the check, and `amounts` is the settlement's.
    #[test]
    fn played_deals_pass_and_amounts_are_the_settlements() {
        let options = [
            Options::default(),
            Options { failed_silent_ultimo: true, dealer_honour_fee: true, dealer_cries_laughs: true, ..Options::default() },
            Options { rautes: true, count_payers: CountPayers::Opponents, replace_game: false, volat_voids_silent: false, ..Options::default() },
        ];
        for n in [4, 5] {
            // PK-D5's dealer customs only with five at the table (`Options::validate`).
            let five_only = |o: &Options| o.dealer_honour_fee || o.dealer_cries_laughs;
            for opts in options.into_iter().filter(|o| n == 5 || !five_only(o)) {
                for pol in [PolicyKind::Random, PolicyKind::Rule] {
                    let sim = PaskievicsSetup::new(n, 1, opts, Mode::Full).unwrap().simulator(3, &[pol]).unwrap();
                    for i in 0..400 {
                        let f = sim.final_game(i).facts().unwrap();
                        f.validate().unwrap_or_else(|e| panic!("deal {i}: {e:?} {f:?}"));
                        assert_eq!(&amounts(&f)[..n], &score(&f).amounts[..]);
                    }
                }
            }
        }
    }

    /// The checked settlement of a played deal's facts is the deal's own; facts no deal can
    /// have are an error, not a panic.
    #[test]
    fn the_checked_settlement_is_the_deals_and_refuses_nonsense() {
        let sim = PaskievicsSetup::new(4, 1, Options::default(), Mode::Full).unwrap().simulator(3, &[PolicyKind::Rule]).unwrap();
        let g = sim.final_game(0);
        let mut f = g.facts().unwrap();
        assert_eq!(f.settlement().unwrap(), g.settlement().unwrap());
        f.table_seats = 9;
        assert!(f.settlement().is_err());
    }

    fn played() -> DealFacts {
        DealFacts {
            table_seats: 4,
            dealer: 3,
            outcome: Outcome::Played,
            level: ONE,
            declarer: 0,
            partner: Some(2),
            called: Card::trump(20),
            official_kontra: false,
            card_points: [60, 34],
            game_kontra: 0,
            figures: [FigureFacts::default(); FIGURES as usize],
            counts: [None; MAX_TABLE_SEATS],
            received_honours: [CardSet::EMPTY; MAX_TABLE_SEATS],
            opts: Options::default(),
        }
    }

    /// Each impossible combination is refused with its own sentence.
    #[test]
    fn impossible_facts_are_refused() {
        played().validate().unwrap();
        let refused = |f: DealFacts, words: &str| {
            let e = f.validate().expect_err(words);
            assert!(e.0.contains(words), "{:?} should say {words:?}", e.0);
        };
        let fig = |made: [bool; 2]| FigureFacts { made, ..FigureFacts::default() };
        let with = |changes: &dyn Fn(&mut DealFacts)| {
            let mut f = played();
            changes(&mut f);
            f
        };
        refused(with(&|f| f.table_seats = 3), "4 or 5 table seats");
        refused(with(&|f| f.dealer = 4), "dealer 4");
        refused(with(&|f| f.level = 4), "level 4");
        refused(with(&|f| f.declarer = 4), "declarer 4");
        refused(with(&|f| (f.table_seats, f.dealer, f.partner) = (5, 0, Some(2))), "sits out");
        refused(with(&|f| f.partner = Some(0)), "partner 0");
        refused(with(&|f| f.called = None), "called card");
        refused(with(&|f| f.called = Some(Card::XXI)), "cannot be called");
        refused(with(&|f| f.official_kontra = true), "no partner");
        refused(with(&|f| f.card_points = [60, 30]), "two parts of 94");
        refused(with(&|f| f.game_kontra = 6), "0 to 5");
        refused(with(&|f| f.figures[1].kontra = 1), "only an announced figure");
        refused(with(&|f| f.figures[0].announced = Some((1, true))), "not of that party");
        refused(with(&|f| f.figures[0] = fig([true, true])), "one party at most");
        refused(with(&|f| f.figures[0].failed = [true, false]), "cannot fail silently");
        refused(with(&|f| f.figures[PAGAT_ULTIMO as usize] = FigureFacts { made: [true, false], failed: [false, true], ..FigureFacts::default() }), "one pagát");
        refused(with(&|f| f.figures[DUPLA as usize] = fig([true, false])), "71 card points");
        refused(with(&|f| f.card_points = [75, 19]), "71 card points");
        // PK-S3: the discards count for their parties (one: the declarer's 1, the others' 5).
        refused(with(&|f| f.card_points = [90, 4]), "the 5 discarded cards that count for the defenders (PK-S3)");
        refused(with(&|f| f.card_points = [0, 94]), "the 1 discarded cards that count for the declarer's party");
        refused(with(&|f| { f.partner = None; f.card_points = [5, 89] }), "at least 6 card points, not 5");
        with(&|f| { f.partner = None; f.card_points = [94, 0]; f.figures[DUPLA as usize] = fig([true, false]) }).validate().unwrap();
        let volat = |f: &mut DealFacts| {
            f.card_points = [89, 5];
            for x in [TULETROA, FOUR_KINGS, DUPLA, VOLAT] {
                f.figures[x as usize] = fig([true, false]);
            }
        };
        with(&volat).validate().unwrap();
        refused(with(&|f| { volat(f); f.figures[FOUR_KINGS as usize] = fig([false, false]) }), "every king");
        refused(with(&|f| { volat(f); f.card_points = [70, 24]; f.figures[DUPLA as usize] = fig([false, false]) }), "at most 22 points");
        refused(with(&|f| { volat(f); f.card_points = [71, 23] }), "at most 22 points");
        refused(with(&|f| { volat(f); f.figures[XXI_CATCH as usize] = fig([false, true]) }), "won no trick");
        refused(with(&|f| { volat(f); f.partner = None; f.figures[PAGAT_ULTIMO as usize].failed = [true, false] }), "declarer alone made a volát");
        // A party of two may lose its pagát to its own member.
        with(&|f| { volat(f); f.figures[PAGAT_ULTIMO as usize].failed = [true, false] }).validate().unwrap();
        let tuletroa = |f: &mut DealFacts| f.figures[TULETROA as usize] = fig([true, false]);
        refused(with(&|f| { tuletroa(f); f.figures[XXI_CATCH as usize] = fig([false, true]) }), "did not catch");
        refused(with(&|f| { tuletroa(f); f.figures[PAGAT_ULTIMO as usize] = fig([false, true]) }), "other party's pagát ultimó");
        refused(with(&|f| { tuletroa(f); f.partner = None; f.figures[PAGAT_ULTIMO as usize].failed = [true, false] }), "declarer alone made tulétroá");
        let count = |count, announced| Some(CountFacts { count, announced });
        refused(with(&|f| f.counts[1] = count(7, true)), "8 or 9");
        refused(with(&|f| (f.table_seats, f.dealer, f.counts[4]) = (5, 4, count(8, true))), "not an active seat");
        refused(with(&|f| { f.partner = None; f.counts[0] = count(9, false) }), "cannot reveal");
        with(&|f| f.counts[0] = count(9, false)).validate().unwrap();
        refused(with(&|f| f.counts[..3].copy_from_slice(&[count(8, true); 3])), "22");
        refused(with(&|f| f.received_honours[1] = CardSet::KINGS), "honours are");
        refused(with(&|f| (f.table_seats, f.dealer, f.received_honours[4]) = (5, 4, CardSet::EMPTY.with(Card::SKIZ))), "not an active seat");
        refused(with(&|f| { f.received_honours[1] = CardSet::EMPTY.with(Card::SKIZ); f.received_honours[2] = CardSet::EMPTY.with(Card::SKIZ) }), "one seat at most");
        // One: shares 1, 2, 2, 1 from the declarer.
        refused(with(&|f| f.received_honours[0] = CardSet::EMPTY.with(Card::SKIZ).with(Card::XXI)), "share of the one is 1");
        with(&|f| f.received_honours[1] = CardSet::EMPTY.with(Card::SKIZ).with(Card::XXI)).validate().unwrap();
        // Deals not played.
        let thrown = |outcome| with(&|f| { f.outcome = outcome; f.partner = None; f.called = None; f.card_points = [0, 0] });
        thrown(Outcome::NoTarokk).validate().unwrap();
        thrown(Outcome::AllPassed).validate().unwrap();
        refused(thrown(Outcome::NoHonour), "fourth to speak (seat 3 with dealer 3)");
        let mut f = thrown(Outcome::NoHonour);
        f.declarer = 3;
        f.validate().unwrap();
        refused(DealFacts { called: Card::trump(20), ..f }, "no called card");
        refused(DealFacts { partner: Some(1), ..f }, "no partner");
        refused(DealFacts { card_points: [60, 34], ..f }, "no card points");
        refused(DealFacts { game_kontra: 1, ..f }, "no kontra");
        refused(DealFacts { counts: [count(8, true), None, None, None, None], ..f }, "no tarokk counts");
        let mut all_passed = thrown(Outcome::AllPassed);
        all_passed.figures[0] = fig([true, false]);
        refused(all_passed, "no figures");
    }
}
