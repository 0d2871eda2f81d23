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
    pub count: u8,
    pub announced: bool,
}

/// The facts of one deal, by table seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealFacts {
    pub table_seats: u8,
    pub dealer: u8,
    pub outcome: Outcome,
    /// The level (`AllPassed`: unused).
    pub level: u8,
    /// The declarer's table seat (`AllPassed`: unused).
    pub declarer: u8,
    pub partner: Option<u8>,
    pub called: Option<Card>,
    /// The called card lies in the discards: hivatalból kontra (PK-H5).
    pub official_kontra: bool,
    /// `[declarer's party, defenders]` (PK-X1, PK-S3).
    pub card_points: [i32; 2],
    /// The kontra level on the game.
    pub game_kontra: u8,
    pub figures: [FigureFacts; FIGURES as usize],
    /// Each seat's count, if it said or revealed one.
    pub counts: [Option<CountFacts>; MAX_TABLE_SEATS],
    /// The honours each seat received from the talon (PK-D5's honour fee).
    pub received_honours: [CardSet; MAX_TABLE_SEATS],
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
        (0..n).map(move |k| (self.declarer + k) % n).filter(move |&s| self.is_active(s))
    }
    pub fn is_active(&self, s: u8) -> bool {
        s < self.table_seats && !(self.table_seats == 5 && s == self.dealer)
    }
    /// Is seat `s` of the declarer's party?
    pub fn on_declarer_side(&self, s: u8) -> bool {
        s == self.declarer || self.partner == Some(s)
    }
    pub fn won(&self) -> bool {
        self.card_points[DECLARER_PARTY] >= 48
    }

    /// Check facts entered by hand; a played deal's facts always pass.
    pub fn validate(&self) -> Result<(), InputError> {
        let n = self.table_seats;
        check(n == 4 || n == 5, || format!("a Paskievics deal has 4 or 5 table seats, not {n}"))?;
        check(self.dealer < n, || format!("dealer {} is not a seat of {n}", self.dealer))?;
        self.opts.validate()?;
        if self.outcome == Outcome::AllPassed {
            return Ok(());
        }
        check(self.level < LEVELS, || format!("level {} is not 0 (three) … 3 (szóló)", self.level))?;
        check(self.is_active(self.declarer), || format!("declarer {} is not an active seat", self.declarer))?;
        if let Some(p) = self.partner {
            check(self.is_active(p) && p != self.declarer, || format!("partner {p} is not another active seat"))?;
        }
        if let Some(c) = self.called {
            check(c.is_trump() && !c.is_honour(), || format!("{c} cannot be called: only II–XX (PK-H1)"))?;
        }
        if self.outcome != Outcome::Played {
            return Ok(());
        }
        let [d, o] = self.card_points;
        check(d >= 0 && o >= 0 && d + o == 94, || format!("card points must be two parts of 94, got {d} and {o}"))?;
        check(self.game_kontra <= MAX_KONTRA, || "kontra levels go from 0 to 5 (mordkontra)".into())?;
        for (f, ff) in self.figures.iter().enumerate() {
            let name = FIGURE_TABLE[f].en;
            check(ff.kontra <= MAX_KONTRA, || format!("{name}: kontra levels go from 0 to 5"))?;
            check(ff.kontra == 0 || ff.announced.is_some(), || format!("{name}: only an announced figure can be kontra'd"))?;
            if let Some((s, decl)) = ff.announced {
                check(self.is_active(s) && self.on_declarer_side(s) == decl, || format!("{name}: announcer {s} is not of that party"))?;
            }
            check(!(ff.made[0] && ff.made[1]), || format!("{name} is made by one party at most"))?;
            check(f == PAGAT_ULTIMO as usize || ff.failed == [false; 2], || format!("{name} cannot fail silently"))?;
        }
        for s in 0..MAX_TABLE_SEATS as u8 {
            if let Some(c) = self.counts[s as usize] {
                check(self.is_active(s) && (c.count == 8 || c.count == 9), || format!("seat {s}: a count is 8 or 9 tarokks of an active seat"))?;
            }
            check(self.received_honours[s as usize].is_subset(CardSet::HONOURS), || format!("seat {s}: honours are skíz, XXI, pagát"))?;
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

/// The per-seat amounts of a party item worth `a` units per player from the declarer's
/// party's view (PK-X4; PK-D5's cries and laughs).
fn party_amounts(f: &DealFacts, a: i32) -> [i32; MAX_TABLE_SEATS] {
    let mut out = [0; MAX_TABLE_SEATS];
    let alone = f.partner.is_none();
    for s in f.from_declarer() {
        out[s as usize] = if s == f.declarer {
            if alone {
                3 * a
            } else {
                a
            }
        } else if f.partner == Some(s) {
            a
        } else {
            -a
        };
    }
    if f.table_seats == 5 && f.opts.dealer_cries_laughs {
        out[f.dealer as usize] -= a;
        out[f.declarer as usize] += a;
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

/// Score a deal (validate facts entered by hand first).
pub fn score(f: &DealFacts) -> Settlement {
    let n = f.table_seats as usize;
    let mut items: Vec<Item> = Vec::new();
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
    let played = f.outcome == Outcome::Played;
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
                items.push(item("no honour", Some(Side::Declarer), Some(f.declarer), false, 1, -2, amounts));
            }
        }
        Outcome::Played => {
            let value = level_info(f.level).value;
            let won = f.won();
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
            items.push(item("game", Some(Side::Declarer), Some(f.declarer), true, g, a, party_amounts(f, a)));
            let volat = f.figures[VOLAT as usize].made;
            for (fi, ff) in f.figures.iter().enumerate() {
                let name = FIGURE_TABLE[fi].en;
                let (announced_value, silent_value) = figure_values(fi as u8, value, &f.opts);
                let announcer_party = ff.announced.map(|(_, decl)| if decl { DECLARER_PARTY } else { DEFENDERS });
                if let (Some((seat, _)), Some(p)) = (ff.announced, announcer_party) {
                    let k = 1i32 << ff.kontra;
                    let own = if ff.made[p] { announced_value * k } else { -announced_value * k };
                    let a = to_declarer_view(p, own);
                    items.push(item(name, Some(side(p)), Some(seat), true, k, a, party_amounts(f, a)));
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
                    items.push(item(name, Some(side(q)), None, false, 1, a, party_amounts(f, a)));
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
                items.push(item(name, Some(Side::of(mine)), Some(s), c.announced, 1, v, amounts));
            }
            // PK-D5: the honours given from the talon pay the sitting-out dealer.
            if n == 5 && f.opts.dealer_honour_fee {
                for s in f.from_declarer() {
                    for (honour, fee) in [(Card::SKIZ, 3), (Card::XXI, 2), (Card::PAGAT, 1)] {
                        if f.received_honours[s as usize].contains(honour) {
                            let mut amounts = [0; MAX_TABLE_SEATS];
                            amounts[s as usize] = -fee;
                            amounts[f.dealer as usize] = fee;
                            items.push(item("honour fee", None, Some(s), false, 1, -fee, amounts));
                        }
                    }
                }
            }
        }
    }
    let mut amounts = vec![0; n];
    for it in &items {
        for (s, a) in amounts.iter_mut().enumerate() {
            *a += it.amounts[s];
        }
    }
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
