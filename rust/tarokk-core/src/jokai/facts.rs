//! What happened in a played deal, as a scorer at the table would write it down: the
//! level, the skart index, card points (JK-C1, JK-C2), the announcements and kontras, and
//! which party made each figure (JK-F). [`super::scoring`] turns these facts into amounts.

use crate::card::{Card, CardSet};
use crate::count::count_jokai;
use crate::error::InputError;
use crate::settlement::Side;

use super::actions::*;
use super::game::Game;

/// The facts of a deal that was played (not thrown in).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealFacts {
    /// Table seats (3 or 4).
    pub num_players: u8,
    /// The declarer's table seat.
    pub declarer: u8,
    /// The level played (JK-B2): 1..=3 a kettős, 4 szóló.
    pub level: Level,
    /// JK-S1: the view at which the declarer took a pair (kettős only).
    pub skart_index: Option<u8>,
    /// `[declarer, opponents]` (JK-C1, JK-C2).
    pub card_points: [i32; 2],
    /// Kontra factor (1, 2, 4) by item: 0 the game, `1 + f` figure `f`.
    pub kontra: [i32; ITEMS],
    /// Announced figures, a bit each (the implied tarokk count included).
    pub announced: u8,
    /// The announced tarokk count.
    pub tarokk_count: Option<u8>,
    /// JK-F1 with option `silent_tarokk_count`: the trumps in the declarer's hand when the
    /// play started (`None` without the option).
    pub silent_count: Option<u8>,
    /// Which party made figure `f` (entry 0, the tarokk count, is not a made figure).
    pub made: [Option<Side>; FIGURES as usize],
    /// The option `strict_announcements` (JK-A5): the declarer announced only figures his
    /// hand allows, so an announced pagát ultimó means he held the pagát.
    pub strict_announcements: bool,
    /// The option `announce_after_exchange` (JK-A1): the announcements came after the
    /// skart exchange, so with `strict_announcements` an announced capture means the
    /// declarer held that card at none of the play (off: he may have taken it from the skart
    /// after announcing).
    pub announce_after_exchange: bool,
}

impl DealFacts {
    /// Whether figure `f` was announced (false for a number that is no figure, [`FIGURES`]
    /// or more).
    pub fn is_announced(&self, f: Figure) -> bool {
        f < FIGURES && self.announced & (1 << f) != 0
    }

    /// The settlement of facts entered by hand, checked first ([`DealFacts::validate`]);
    /// `tricks_won`: each seat's tricks (12 in all), only shown in the settlement, or empty
    /// when not known (shown as 0).
    pub fn settlement(&self, tricks_won: &[u8]) -> Result<crate::settlement::Settlement, InputError> {
        self.validate()?;
        let n = self.num_players as usize;
        let mut tricks = [0u8; crate::settlement::MAX_TABLE_SEATS];
        if !tricks_won.is_empty() {
            self.check_tricks(tricks_won)?;
            tricks[..n].copy_from_slice(tricks_won);
        }
        Ok(crate::settlement::Settlement::from(&super::tally_deal(self, tricks)))
    }

    /// Each seat's tricks as a deal can have them: 12 in all (JK-P0), the dealer who sits
    /// out at four seats none (JK-D1), and a volát (JK-F7) exactly when one party won all.
    fn check_tricks(&self, tricks_won: &[u8]) -> Result<(), InputError> {
        let n = self.num_players as usize;
        if tricks_won.len() != n || tricks_won.iter().map(|&x| x as u32).sum::<u32>() != 12 {
            return Err(InputError(format!("tricks_won lists the tricks of each of the {n} seats (12 in all)")));
        }
        if n == 4 && tricks_won.iter().all(|&t| t > 0) {
            return Err(InputError("at four seats the dealer sits out (JK-D1): one seat won no trick".into()));
        }
        let by_declarer = tricks_won[self.declarer as usize];
        let volat = match by_declarer {
            12 => Some(Side::Declarer),
            0 => Some(Side::Defenders),
            _ => None,
        };
        if volat != self.made[VOLAT as usize] {
            let party = |s: Option<Side>| match s {
                Some(Side::Declarer) => "a volát by the declarer",
                Some(Side::Defenders) => "a volát by the defenders",
                None => "no volát",
            };
            return Err(InputError(format!(
                "the declarer won {by_declarer} of the 12 tricks: that is {}, not {} as made (JK-F7)",
                party(volat),
                party(self.made[VOLAT as usize])
            )));
        }
        Ok(())
    }

    /// Check facts entered by hand (a deal played with real cards): everything
    /// [`super::tally_deal`] relies on, with a sentence for what is wrong.
    pub fn validate(&self) -> Result<(), InputError> {
        let bad = |m: String| Err(InputError(m));
        if !(3..=4).contains(&self.num_players) {
            return bad(format!("Jókai is played at 3 seats, or 4 with the dealer sitting out, not {}", self.num_players));
        }
        if self.declarer >= self.num_players {
            return bad(format!("declarer {} is not a seat of {}", self.declarer, self.num_players));
        }
        if !(1..=LEVELS).contains(&self.level) {
            return bad(format!("the level is 1..4 (first, second, third double, solo), not {}", self.level));
        }
        match (is_kettos(self.level), self.skart_index) {
            (true, Some(1..=5)) | (false, None) => {}
            (true, _) => return bad("a kettős needs the skart index 1..5 (the view at which a pair was taken, JK-S1)".into()),
            (false, Some(_)) => return bad("in a szóló nobody looks at the skart: no skart index (JK-S4)".into()),
        }
        let [d, o] = self.card_points;
        // Each part in range before the sum, which could overflow for nonsense parts.
        if !(0..=66).contains(&d) || !(0..=66).contains(&o) || d + o != 66 {
            return bad(format!("the two parties' points add up to 66 (JK-C2), not {d} + {o}"));
        }
        // The skart counts as tricks (JK-C1), and every card is worth at least 1: in a kettős
        // the declarer's two discards leave him at least 2 − 1 and the opponents' four cards
        // them at least 4 − 3; in a szóló the six cards leave the opponents at least 6 − 4.
        let (least, most) = if is_kettos(self.level) { (1, 65) } else { (0, 64) };
        if !(least..=most).contains(&d) {
            return bad(if is_kettos(self.level) {
                format!("in a kettős the declarer has 1..65 points (his two discards count for him, the opponents' four skart cards for them, JK-C1), not {d}")
            } else {
                format!("in a szóló the declarer has at most 64 points (the six skart cards count for the opponents, JK-C1), not {d}")
            });
        }
        // A volát: the other party won no trick and holds only skart cards. The declarer's
        // two discards are worth 1..4 each (JK-S3) less 1, and none in a szóló; the
        // opponents' four (kettős) or six (szóló) skart cards at most 5 each, less 3 or 4.
        let kettos = is_kettos(self.level);
        match self.made[VOLAT as usize] {
            Some(Side::Declarer) => {
                let most = if kettos { 4 * 5 - 3 } else { 6 * 5 - 4 };
                if o > most {
                    // Said by the declarer's points, the number a scorer gave.
                    return bad(format!(
                        "after the declarer's volát the opponents have only skart cards, at most {most} points: the declarer has at least {}, not {d}",
                        66 - most
                    ));
                }
            }
            Some(Side::Defenders) => {
                let most = if kettos { 2 * 4 - 1 } else { 0 };
                if d > most {
                    return bad(format!("after the opponents' volát the declarer has only his discards, at most {most} points, not {d}"));
                }
            }
            None => {}
        }
        if let Some(i) = self.kontra.iter().position(|k| ![1, 2, 4].contains(k)) {
            return bad(format!("a kontra factor is 1, 2 or 4 (JK-A2), not {} (item {i})", self.kontra[i]));
        }
        for (i, &k) in self.kontra.iter().enumerate().skip(1) {
            if k > 1 && !self.is_announced(i as u8 - 1) {
                return bad(format!("only an announced figure can be kontra'd: {}", FIGURE_TABLE[i - 1].en));
            }
        }
        if self.announced >> FIGURES != 0 {
            return bad("an unknown figure is announced".into());
        }
        if self.is_announced(PAGAT_ULTIMO) && !self.is_announced(TAROKK_COUNT) {
            return bad("pagát ultimó obliges the tarokk count too (JK-A4)".into());
        }
        if self.is_announced(TAROKK_COUNT) != self.tarokk_count.is_some() {
            return bad("an announced tarokk count needs the number of tarokks, and only then".into());
        }
        if self.tarokk_count.is_some_and(|c| c > 12) || self.silent_count.is_some_and(|c| c > 12) {
            return bad("a hand holds at most 12 tarokks".into());
        }
        if !self.is_announced(PAGAT_ULTIMO) && self.tarokk_count.is_some_and(|c| c <= 9) {
            return bad("a count of 9 or fewer tarokks is said only when pagát ultimó obliges it, never on its own (JK-A4)".into());
        }
        if self.made[TAROKK_COUNT as usize].is_some() {
            return bad("the tarokk count is said, not made: leave it out of the figures made".into());
        }
        self.check_figures_fit()
    }

    /// Figures that exclude each other: one party wins the three honours (tulétroá), one
    /// pagát wins the last trick (pagát ultimó) or is caught (pagát fogás), and a declarer
    /// who announced pagát ultimó held the pagát (JK-A5). The party names are the
    /// Paskievics checks' (the command line tells both in its language).
    fn check_figures_fit(&self) -> Result<(), InputError> {
        let made = |f: Figure, s: Side| self.made[f as usize] == Some(s);
        let party = |s: Side| if s == Side::Declarer { "the declarer's party" } else { "the defenders" };
        for q in [Side::Declarer, Side::Defenders] {
            let other = q.other();
            // JK-F7: after a volát the other party won no trick, and every other figure is
            // won in tricks (JK-F2..JK-F6).
            if made(VOLAT, q) {
                if let Some(f) = [TULETROA, NEGY_KIRALY, PAGAT_ULTIMO, XXI_FOGAS, PAGAT_FOGAS].into_iter().find(|&f| made(f, other)) {
                    return Err(InputError(format!(
                        "after a volát by {} the other party won no trick, so it did not make {} (JK-F7)",
                        party(q),
                        FIGURE_TABLE[f as usize].en
                    )));
                }
            }
            if made(TULETROA, q) && made(XXI_FOGAS, other) {
                return Err(InputError(format!("{} made tulétroá, winning the XXI: the other party did not catch it (JK-F2, JK-F5)", party(q))));
            }
            if made(TULETROA, q) && (made(PAGAT_FOGAS, other) || made(PAGAT_ULTIMO, other)) {
                return Err(InputError(format!(
                    "{} made tulétroá, winning the pagát: the other party made no pagát ultimó and no pagát fogás (JK-F2)",
                    party(q)
                )));
            }
        }
        if self.made[PAGAT_ULTIMO as usize].is_some() && self.made[PAGAT_FOGAS as usize].is_some() {
            return Err(InputError("a pagát that won the last trick (pagát ultimó) was not caught (pagát fogás) (JK-F4, JK-F6)".into()));
        }
        if self.strict_announcements && self.is_announced(PAGAT_ULTIMO) {
            // He held the pagát, and a card worth 5 is never discarded (JK-S2): it was his
            // own to the end.
            if made(PAGAT_ULTIMO, Side::Defenders) {
                return Err(InputError("the declarer announced pagát ultimó, so he held the pagát: the defenders made no pagát ultimó (JK-A5)".into()));
            }
            if self.tarokk_count == Some(0) {
                return Err(InputError("the declarer announced pagát ultimó, so he held the pagát: his tarokk count is 1 at least (JK-A5)".into()));
            }
            if self.is_announced(PAGAT_FOGAS) {
                return Err(InputError("the declarer announced pagát ultimó, holding the pagát, so not pagát fogás, which he may announce only without it (JK-A5)".into()));
            }
            if made(PAGAT_FOGAS, Side::Declarer) {
                return Err(InputError("the declarer announced pagát ultimó, so he held the pagát: the defenders never played it, and his party made no pagát fogás (JK-A5, JK-F6)".into()));
            }
        }
        if self.strict_announcements && self.announce_after_exchange {
            // An announced capture: he held that card after the exchange no more than before
            // the play, so he never played it (JK-A5 with JK-A1).
            if self.is_announced(XXI_FOGAS) && made(XXI_FOGAS, Side::Defenders) {
                return Err(InputError("the declarer announced XXI fogás, so he did not hold the XXI: the defenders did not catch it (JK-A5, JK-F5)".into()));
            }
            if self.is_announced(PAGAT_FOGAS) && made(PAGAT_FOGAS, Side::Defenders) {
                return Err(InputError("the declarer announced pagát fogás, so he did not hold the pagát: the defenders did not catch it (JK-A5, JK-F6)".into()));
            }
            if self.is_announced(PAGAT_FOGAS) && made(PAGAT_ULTIMO, Side::Declarer) {
                return Err(InputError("the declarer announced pagát fogás, so he did not hold the pagát: his party made no pagát ultimó (JK-A5, JK-F4)".into()));
            }
        }
        Ok(())
    }
}

impl Game {
    /// The cards each party won in tricks: `[declarer, opponents]`.
    fn trick_cards(&self) -> [CardSet; 2] {
        let d = self.declarer_index();
        let mut sides = [CardSet::EMPTY; 2];
        for k in 0..3 {
            let i = usize::from(k != d);
            sides[i] = sides[i].union(self.play.won(k));
        }
        sides
    }

    /// Card points (JK-C1, JK-C2): the declarer's tricks and discards, the opponents' tricks
    /// and their skart pile, less 2 per trick and the skart deduction; so far while the deal
    /// is played. `None` without a declarer (before the bidding ends, or a throw-in).
    pub fn card_points(&self) -> Option<[i32; 2]> {
        self.declarer()?;
        let d = self.declarer_index();
        let [mine, theirs] = self.trick_cards();
        let my_tricks = self.play.tricks_won(d);
        let their_tricks = self.play.tricks_done() as u32 - my_tricks;
        let (my_skart, their_skart) = if self.is_kettos() { (2, 4) } else { (0, 6) };
        let points = |cards: CardSet, tricks: u32, skart: u32| count_jokai(cards, tricks, skart).expect("skart sizes 0, 2, 4, 6");
        Some([
            points(mine.union(self.discards), my_tricks, my_skart),
            points(theirs.union(self.opponents_skart()), their_tricks, their_skart),
        ])
    }

    /// Which party made each figure (JK-F; the tarokk count, entry 0, is never "made"); so
    /// far while the deal is played. `None` without a declarer (before the bidding ends, or
    /// a throw-in).
    pub fn figures_made(&self) -> Option<[Option<Side>; FIGURES as usize]> {
        self.declarer()?;
        let d = self.declarer_index();
        let [mut mine, mut theirs] = self.trick_cards();
        if self.opts.figures_count_skart {
            mine = mine.union(self.discards);
            theirs = theirs.union(self.opponents_skart());
        }
        let holding = |set: CardSet| {
            if set.is_subset(mine) {
                Some(Side::Declarer)
            } else if set.is_subset(theirs) {
                Some(Side::Defenders)
            } else {
                None
            }
        };
        let side_of = |k: usize| Side::of(k == d);
        let mut made = [None; FIGURES as usize];
        made[TULETROA as usize] = holding(CardSet::HONOURS);
        made[NEGY_KIRALY as usize] = holding(CardSet::KINGS);
        // JK-F4: the pagát is the winning card of the 12th trick.
        if let Some(t) = self.play.last_trick().filter(|_| self.play.tricks_done() == 12) {
            let i = (t.winner as usize + 3 - t.leader as usize) % 3;
            if t.cards[i] == Some(Card::PAGAT) {
                made[PAGAT_ULTIMO as usize] = Some(side_of(t.winner as usize));
            }
        }
        made[XXI_FOGAS as usize] = self.xxi_fogas;
        made[PAGAT_FOGAS as usize] = self.pagat_fogas;
        made[VOLAT as usize] = match self.play.tricks_won(d) {
            12 => Some(Side::Declarer),
            0 if self.play.tricks_done() == 12 => Some(Side::Defenders),
            _ => None,
        };
        Some(made)
    }

    /// The facts of a finished deal; `None` before the end and for a throw-in.
    pub fn deal_facts(&self) -> Option<DealFacts> {
        if !self.is_over() || self.thrown_in() {
            return None;
        }
        Some(DealFacts {
            num_players: self.n,
            declarer: self.holder.expect("a declarer"),
            level: self.level,
            skart_index: self.skart_index(),
            card_points: self.card_points()?,
            kontra: std::array::from_fn(|i| self.kontra.factor(i)),
            announced: self.announced,
            tarokk_count: self.tarokk_count,
            silent_count: self.opts.silent_tarokk_count.then_some(self.count_at_play),
            made: self.figures_made()?,
            strict_announcements: self.opts.strict_announcements,
            announce_after_exchange: self.opts.announce_after_exchange,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jokai::Options;
    use crate::sim::jokai::{JokaiSetup, Mode};
    use crate::sim::PolicyKind;

    /// The facts of deals played by the engine always pass the checks made of facts entered
    /// by hand: the checks of figures that exclude each other (JK-F2, JK-F4, JK-F5, JK-F6,
    /// JK-A5) refuse no deal that can happen.
    #[test]
    fn played_deals_facts_pass_the_checks() {
        let mut checked = 0;
        for n in [3, 4] {
            for pol in [PolicyKind::Random, PolicyKind::Rule] {
                let sim = JokaiSetup::new(n, 0, Options::default(), Mode::Full).unwrap().simulator(7, &[pol]).unwrap();
                for i in 0..3000 {
                    if let Some(f) = sim.final_game(i).deal_facts() {
                        f.validate().unwrap_or_else(|e| panic!("deal {i} of {n}: {e:?} {f:?}"));
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 5000, "{checked} deals played");
    }

    /// The checked settlement of a played deal's facts is the deal's own; facts no deal can
    /// have are an error, not a panic.
    #[test]
    fn the_checked_settlement_is_the_deals_and_refuses_nonsense() {
        let sim = JokaiSetup::new(3, 0, Options::default(), Mode::Full).unwrap().simulator(7, &[PolicyKind::Rule]).unwrap();
        let (mut f, g) = (0..).map(|i| sim.final_game(i)).find_map(|g| g.deal_facts().map(|f| (f, g))).unwrap();
        let tricks: Vec<u8> = (0..3).map(|s| g.tricks_won(s) as u8).collect();
        assert_eq!(f.settlement(&tricks).unwrap(), g.settlement().unwrap());
        assert!(f.settlement(&[12, 1, 0]).is_err() && f.settlement(&[4, 4]).is_err());
        f.num_players = 9;
        assert!(f.settlement(&[]).is_err());
    }

    /// Figures that exclude each other are refused with the sentence the command line
    /// translates (`tarokk.scoreprompts.OBJECTIONS`).
    #[test]
    fn figures_that_exclude_each_other_are_refused() {
        let base = DealFacts {
            num_players: 3,
            declarer: 0,
            level: 4,
            skart_index: None,
            card_points: [40, 26],
            kontra: [1; ITEMS],
            announced: 0,
            tarokk_count: None,
            silent_count: None,
            made: [None; FIGURES as usize],
            strict_announcements: true,
            announce_after_exchange: true,
        };
        assert!(base.validate().is_ok());
        let with = |made: &[(Figure, Side)]| {
            let mut f = base;
            for &(fig, side) in made {
                f.made[fig as usize] = Some(side);
            }
            f.validate().map_err(|e| e.0)
        };
        let err = with(&[(TULETROA, Side::Declarer), (XXI_FOGAS, Side::Defenders)]).unwrap_err();
        assert!(err.contains("winning the XXI"), "{err}");
        let err = with(&[(TULETROA, Side::Defenders), (PAGAT_ULTIMO, Side::Declarer)]).unwrap_err();
        assert!(err.contains("winning the pagát"), "{err}");
        let err = with(&[(PAGAT_ULTIMO, Side::Declarer), (PAGAT_FOGAS, Side::Defenders)]).unwrap_err();
        assert!(err.contains("was not caught"), "{err}");
        assert!(with(&[(TULETROA, Side::Declarer), (XXI_FOGAS, Side::Declarer)]).is_ok());
        let mut announced = base;
        announced.announced = 1 << PAGAT_ULTIMO | 1 << TAROKK_COUNT;
        announced.tarokk_count = Some(10);
        announced.made[PAGAT_ULTIMO as usize] = Some(Side::Defenders);
        assert!(announced.validate().unwrap_err().0.contains("JK-A5"));
        // Without strict announcements (JK-A5 [choice]) he may have announced it without the pagát.
        announced.strict_announcements = false;
        assert!(announced.validate().is_ok());
        // He held the pagát: a count of none is no count of his (a count of 1 is).
        let mut ultimo = base;
        ultimo.announced = 1 << PAGAT_ULTIMO | 1 << TAROKK_COUNT;
        ultimo.tarokk_count = Some(1);
        assert!(ultimo.validate().is_ok());
        ultimo.tarokk_count = Some(0);
        assert!(ultimo.validate().unwrap_err().0.contains("his tarokk count is 1 at least (JK-A5)"));
        ultimo.strict_announcements = false; // he may have announced it holding no tarokk
        assert!(ultimo.validate().is_ok());
        // JK-A5 with JK-A1: an announced capture, made impossible by the card he did not hold
        // after the exchange; with the talk before the exchange he may have taken it after.
        for (capture, made, side) in [
            (XXI_FOGAS, XXI_FOGAS, Side::Defenders),
            (PAGAT_FOGAS, PAGAT_FOGAS, Side::Defenders),
            (PAGAT_FOGAS, PAGAT_ULTIMO, Side::Declarer),
        ] {
            let mut f = base;
            f.announced = 1 << capture;
            f.made[made as usize] = Some(side);
            assert!(f.validate().unwrap_err().0.contains("JK-A5"), "{capture} {made}");
            f.announce_after_exchange = false;
            assert!(f.validate().is_ok(), "{capture} {made}: before the exchange");
            f.announce_after_exchange = true;
            f.strict_announcements = false;
            assert!(f.validate().is_ok(), "{capture} {made}: not strict");
        }
        // JK-F7: after a volát the other party won no trick, so it made no figure.
        let volat = |q: Side, other: Figure| {
            let mut f = base;
            f.card_points = if q == Side::Declarer { [60, 6] } else { [0, 66] };
            f.made[VOLAT as usize] = Some(q);
            f.made[other as usize] = Some(q.other());
            f.validate().map_err(|e| e.0)
        };
        for other in [TULETROA, NEGY_KIRALY, PAGAT_ULTIMO, XXI_FOGAS, PAGAT_FOGAS] {
            for q in [Side::Declarer, Side::Defenders] {
                let err = volat(q, other).unwrap_err();
                assert!(err.starts_with("after a volát by") && err.ends_with("(JK-F7)"), "{err}");
            }
        }
    }
}
