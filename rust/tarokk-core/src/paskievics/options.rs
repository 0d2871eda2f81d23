//! The \[choice\] rules of `shared/rules/paskievics.md` as options, with the rules file's
//! defaults (`docs/paskievics.md`, "Options").

use crate::error::InputError;
use crate::options::OptionValue;

/// PK-B5: which card a deviating bid invites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InvitCard {
    /// The bid's level names the card: two → XIX; one → XIX, XVIII by the opener;
    /// szóló → XVIII (the reading that fits all of the book's examples, PK-E2).
    BidLevel,
    /// One level above the regular move → XIX, two → XVIII (the book's general sentence).
    Skips,
}

/// PK-H5 (four seats): when a called card lying in the skart becomes known to all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OfficialKnown {
    /// When the discarded tarokks are shown after the first trick.
    FirstTrick,
    /// Right after the call, as the sitting-out dealer does with five at the table.
    Call,
}

/// PK-A3: who pays an announced tarokk count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CountPayers {
    /// Every other active seat.
    All,
    /// Each member of the other party.
    Opponents,
}

/// The largest figure value an option may set (they are kept in 16 bits, so that the
/// state stays small; amounts stay far inside `i32`: value 4 × mordkontra 32 × three).
pub const MAX_FIGURE_VALUE: u32 = u16::MAX as u32;

/// The options of one deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// PK-D3: the knocker may knock and the players choose packets.
    pub rautes: bool,
    /// PK-D5 (five seats): the sitting-out dealer pays and receives with the defenders.
    pub dealer_cries_laughs: bool,
    /// PK-D5 (five seats): honours given from the talon pay the dealer 3, 2, 1.
    pub dealer_honour_fee: bool,
    /// PK-D5: a game lost at exactly 47 costs double.
    pub double_at_47: bool,
    /// PK-B5.
    pub invit_card: InvitCard,
    /// PK-B6: the opener of three facing a two must hold or raise (unless he yields).
    pub obligatory_hold: bool,
    /// PK-B6: an opener of two or one may pass only as an invitation.
    pub opener_must_hold: bool,
    /// PK-B6: a jump needs an honour and the invited card.
    pub invit_requires_card: bool,
    /// PK-B6: a non-declarer who invited with the pagát as his only honour must announce
    /// pagát ultimó.
    pub pagat_invit_ultimo: bool,
    /// PK-B6 (default off): a bidder with skíz or XXI but not the XX must hold a one.
    pub big_honour_holds_one: bool,
    /// PK-S2: every seat announces its discarded tarokks (off: the declarer only).
    pub announce_all_discards: bool,
    /// PK-S5: the fourth who bid without an honour and got none pays each other 2.
    pub no_honour_penalty: bool,
    /// PK-H5 (four seats).
    pub official_kontra_known: OfficialKnown,
    /// PK-A3.
    pub count_payers: CountPayers,
    /// PK-X2: dupla announced = this × the level value.
    pub dupla_announced: u32,
    /// PK-X2: XXI fogás announced.
    pub xxi_catch_announced: u32,
    /// PK-X2: volát announced = this × the level value.
    pub volat_announced: u32,
    /// PK-X2: volát silent = this × the level value.
    pub volat_silent: u32,
    /// PK-X3: an unkontra'd game is replaced by the winner's dupla or volát.
    pub replace_game: bool,
    /// PK-X3: a party making volát is not paid its other silent figures.
    pub volat_voids_silent: bool,
    /// PK-X3 (default off): a failed silent ultimó costs 5.
    pub failed_silent_ultimo: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rautes: false,
            dealer_cries_laughs: false,
            dealer_honour_fee: false,
            double_at_47: false,
            invit_card: InvitCard::BidLevel,
            obligatory_hold: true,
            opener_must_hold: true,
            invit_requires_card: true,
            pagat_invit_ultimo: true,
            big_honour_holds_one: false,
            announce_all_discards: true,
            no_honour_penalty: true,
            official_kontra_known: OfficialKnown::FirstTrick,
            count_payers: CountPayers::All,
            dupla_announced: 4,
            xxi_catch_announced: 42,
            volat_announced: 6,
            volat_silent: 3,
            replace_game: true,
            volat_voids_silent: true,
            failed_silent_ultimo: false,
        }
    }
}

impl Options {
    /// The options' names, as [`Options::set`] takes them (`docs/paskievics.md`, "Options").
    pub const NAMES: [&'static str; 22] = [
        "rautes",
        "dealer_cries_laughs",
        "dealer_honour_fee",
        "double_at_47",
        "invit_card",
        "obligatory_hold",
        "opener_must_hold",
        "invit_requires_card",
        "pagat_invit_ultimo",
        "big_honour_holds_one",
        "announce_all_discards",
        "no_honour_penalty",
        "official_kontra_known",
        "count_payers",
        "dupla_announced",
        "xxi_catch_announced",
        "volat_announced",
        "volat_silent",
        "replace_game",
        "volat_voids_silent",
        "failed_silent_ultimo",
        "alone_from_each",
    ];

    /// Set option `key` by name: a flag; for `invit_card` `"bid_level"` or `"skips"`, for
    /// `official_kontra_known` `"first_trick"` or `"call"`, for `count_payers` `"all"` or
    /// `"opponents"`; a figure value a whole number up to [`MAX_FIGURE_VALUE`].
    /// `alone_from_each` takes only `true` (PK-X4 gives no other way). Unchanged on error;
    /// which options a table of four or five takes is [`Options::validate`]'s check.
    pub fn set(&mut self, key: &str, value: OptionValue<'_>) -> Result<(), InputError> {
        match key {
            "rautes" => self.rautes = value.flag(key)?,
            "dealer_cries_laughs" => self.dealer_cries_laughs = value.flag(key)?,
            "dealer_honour_fee" => self.dealer_honour_fee = value.flag(key)?,
            "double_at_47" => self.double_at_47 = value.flag(key)?,
            "obligatory_hold" => self.obligatory_hold = value.flag(key)?,
            "opener_must_hold" => self.opener_must_hold = value.flag(key)?,
            "invit_requires_card" => self.invit_requires_card = value.flag(key)?,
            "pagat_invit_ultimo" => self.pagat_invit_ultimo = value.flag(key)?,
            "big_honour_holds_one" => self.big_honour_holds_one = value.flag(key)?,
            "announce_all_discards" => self.announce_all_discards = value.flag(key)?,
            "no_honour_penalty" => self.no_honour_penalty = value.flag(key)?,
            "replace_game" => self.replace_game = value.flag(key)?,
            "volat_voids_silent" => self.volat_voids_silent = value.flag(key)?,
            "failed_silent_ultimo" => self.failed_silent_ultimo = value.flag(key)?,
            "alone_from_each" => {
                if !value.flag(key)? {
                    return Err(InputError(
                        "alone_from_each=false is not supported: a declarer alone pays or receives from each of the three (PK-X4)".into(),
                    ));
                }
            }
            "invit_card" => {
                self.invit_card = [InvitCard::BidLevel, InvitCard::Skips][value.word(key, &["bid_level", "skips"])?]
            }
            "official_kontra_known" => {
                self.official_kontra_known =
                    [OfficialKnown::FirstTrick, OfficialKnown::Call][value.word(key, &["first_trick", "call"])?]
            }
            "count_payers" => {
                self.count_payers = [CountPayers::All, CountPayers::Opponents][value.word(key, &["all", "opponents"])?]
            }
            "dupla_announced" => self.dupla_announced = value.number(key, MAX_FIGURE_VALUE)?,
            "xxi_catch_announced" => self.xxi_catch_announced = value.number(key, MAX_FIGURE_VALUE)?,
            "volat_announced" => self.volat_announced = value.number(key, MAX_FIGURE_VALUE)?,
            "volat_silent" => self.volat_silent = value.number(key, MAX_FIGURE_VALUE)?,
            _ => return Err(crate::options::unknown("Paskievics tarokk", key, &Self::NAMES)),
        }
        Ok(())
    }

    /// Check the options for a table of `seats` (4, or 5 with the dealer sitting out):
    /// the figure values' range, and no option set away from its default at a table it
    /// does not apply to (PK-D5's dealer customs need five seats; PK-H5's choice is for
    /// four, since with five the dealer always announces hivatalból kontra at the call).
    pub fn validate(&self, seats: usize) -> Result<(), InputError> {
        if seats != 4 && seats != 5 {
            return Err(InputError(format!(
                "Paskievics tarokk has 4 table seats, or 5 with the dealer sitting out (PK-D4), not {seats}"
            )));
        }
        if seats == 4 {
            for (name, set) in [("dealer_cries_laughs", self.dealer_cries_laughs), ("dealer_honour_fee", self.dealer_honour_fee)] {
                if set {
                    return Err(InputError(format!(
                        "{name} applies only with five at the table, where the dealer sits out (PK-D5)"
                    )));
                }
            }
        }
        if seats == 5 && self.official_kontra_known != OfficialKnown::FirstTrick {
            return Err(InputError(
                "official_kontra_known applies only with four at the table: with five the dealer always \
                 announces hivatalból kontra right after the call (PK-H5)"
                    .into(),
            ));
        }
        for (name, v) in [
            ("dupla_announced", self.dupla_announced),
            ("xxi_catch_announced", self.xxi_catch_announced),
            ("volat_announced", self.volat_announced),
            ("volat_silent", self.volat_silent),
        ] {
            if v > MAX_FIGURE_VALUE {
                return Err(InputError(format!("{name} must be an integer 0..{MAX_FIGURE_VALUE}, got {v}")));
            }
        }
        Ok(())
    }
}

/// The options as the state keeps them: the flags in one word, the figure values in 16
/// bits each (the state is copied often and stays within 256 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Packed {
    flags: u32,
    values: [u16; 4],
}

impl Packed {
    /// Pack validated options (`Options::validate`).
    pub(crate) fn new(o: &Options) -> Packed {
        let bits = [
            o.rautes,
            o.dealer_cries_laughs,
            o.dealer_honour_fee,
            o.double_at_47,
            o.invit_card == InvitCard::Skips,
            o.obligatory_hold,
            o.opener_must_hold,
            o.invit_requires_card,
            o.pagat_invit_ultimo,
            o.big_honour_holds_one,
            o.announce_all_discards,
            o.no_honour_penalty,
            o.official_kontra_known == OfficialKnown::Call,
            o.count_payers == CountPayers::Opponents,
            o.replace_game,
            o.volat_voids_silent,
            o.failed_silent_ultimo,
        ];
        let flags = bits.iter().enumerate().fold(0, |f, (i, &b)| f | (u32::from(b) << i));
        let v = |x: u32| x.min(MAX_FIGURE_VALUE) as u16;
        Packed { flags, values: [v(o.dupla_announced), v(o.xxi_catch_announced), v(o.volat_announced), v(o.volat_silent)] }
    }

    pub(crate) fn get(&self) -> Options {
        let b = |i: u32| self.flags & (1 << i) != 0;
        Options {
            rautes: b(0),
            dealer_cries_laughs: b(1),
            dealer_honour_fee: b(2),
            double_at_47: b(3),
            invit_card: if b(4) { InvitCard::Skips } else { InvitCard::BidLevel },
            obligatory_hold: b(5),
            opener_must_hold: b(6),
            invit_requires_card: b(7),
            pagat_invit_ultimo: b(8),
            big_honour_holds_one: b(9),
            announce_all_discards: b(10),
            no_honour_penalty: b(11),
            official_kontra_known: if b(12) { OfficialKnown::Call } else { OfficialKnown::FirstTrick },
            count_payers: if b(13) { CountPayers::Opponents } else { CountPayers::All },
            replace_game: b(14),
            volat_voids_silent: b(15),
            failed_silent_ultimo: b(16),
            dupla_announced: self.values[0].into(),
            xxi_catch_announced: self.values[1].into(),
            volat_announced: self.values[2].into(),
            volat_silent: self.values[3].into(),
        }
    }
}
