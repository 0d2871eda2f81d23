//! The state machine of one Paskievics deal (`docs/paskievics.md`): deal (and ráütés),
//! bidding, talon shares, discards, the call, announcements and kontras, play, reveal.
//!
//! Inside the state every active seat is known by its *position*: its index among the
//! active seats from the forehand, which is also its priority (PK-B4) and its index in the
//! play state. Position `p` sits at table seat `(dealer + 1 + p) % n` with four or five
//! table seats alike (with five the dealer is the fifth seat from the forehand and never
//! gets a position). The API speaks of table seats only; the conversion is at its edge.

use crate::announce::AnnounceRound;
use crate::card::{Card, CardSet, Pack};
use crate::error::InputError;
use crate::kontra::KontraLadder;
use crate::play::{PlayState, TrickRecord, MAX_SEATS};
use crate::trick::TrickRules;

use super::actions::*;
use super::options::{InvitCard, OfficialKnown, Options, Packed};

/// Active seats: always four (PK-D1, PK-D4).
pub const ACTIVE: usize = 4;

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Phase {
    /// The cut or the knock (ráütés, PK-D3).
    Cut,
    /// The players choose packets after a knock (PK-D3).
    Packets,
    /// The auction (PK-B).
    Bidding,
    /// The talon shares are taken and the discards made (PK-S).
    Discard,
    /// The call, the announcements and the kontras (PK-H1, PK-A).
    Announce,
    /// The play of the tricks.
    Play,
    /// After the last trick, seats holding 8 or 9 tarokks may reveal their count (PK-A3).
    Reveal,
    /// The deal is over (played out, thrown in or annulled).
    Over,
}

impl Phase {
    /// Every phase, in phase-index order.
    pub const ALL: [Phase; 8] = [
        Phase::Cut,
        Phase::Packets,
        Phase::Bidding,
        Phase::Discard,
        Phase::Announce,
        Phase::Play,
        Phase::Reveal,
        Phase::Over,
    ];
    /// The phase of a history entry's index.
    pub fn from_index(i: u8) -> Option<Phase> {
        Phase::ALL.get(i as usize).copied()
    }
    /// The phase's name: `cut`, `packets`, `bidding`, `discard`, `announce`, `play`, `reveal`
    /// or `over`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Cut => "cut",
            Phase::Packets => "packets",
            Phase::Bidding => "bidding",
            Phase::Discard => "discard",
            Phase::Announce => "announce",
            Phase::Play => "play",
            Phase::Reveal => "reveal",
            Phase::Over => "over",
        }
    }
}

/// Why a deal ended without play, if it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Annulment {
    /// Played (or still going).
    None,
    /// PK-B3: all four passed.
    AllPassed,
    /// PK-S4: a seat without tarokks (or with the XXI alone) annulled.
    NoTarokk,
    /// PK-S5: the fourth bid without an honour and the talon gave him none.
    NoHonour,
}

/// One invitation of the auction (PK-B5): who deviated, and the card his jump invites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deviation {
    /// The deviating seat's position (its index among the active seats from the forehand).
    pub pos: u8,
    /// The card his jump invites.
    pub card: Card,
}

/// The cards of a deal by position: the deal after a cut (PK-D2) and the four packets of
/// a knock (PK-D3), and the talon in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// The hands of a cut deal, by position (PK-D2).
    pub hands: [CardSet; ACTIVE],
    /// The four packets of a knock, by packet index (PK-D3).
    pub packets: [CardSet; ACTIVE],
    /// The six talon cards in dealing order.
    pub talon: [Card; 6],
}

impl Dealt {
    /// Shuffle the 42 cards from a seed and deal them (PK-D2; PK-D3's packets).
    pub fn from_seed(seed: u64) -> Dealt {
        let (deck, _) = crate::deal::shuffled(seed, Pack::Hungarian42);
        let set = |ids: &[u8]| CardSet(ids.iter().fold(0, |b, &id| b | 1u64 << id));
        let talon = std::array::from_fn(|i| Card::new(deck[i]).expect("card id"));
        // Five each from the forehand round, then four each.
        let hands = std::array::from_fn(|k| set(&deck[6 + 5 * k..11 + 5 * k]).union(set(&deck[26 + 4 * k..30 + 4 * k])));
        // Packet i is the cut deal's hand at position i, as in a deal given by hand: from a
        // shuffled deck any fixed nine cards are as random as the nine counted off, and so
        // the hands as dealt (`initial_hands`) with the talon are this deal, knocked or cut.
        Dealt { hands, packets: hands, talon }
    }
}

/// One Paskievics deal. A small `Copy` value; the action history is kept by the caller
/// (views take it). Only what cannot be derived is stored: the talon shares follow from the
/// level and the declarer, each seat's discards from the discard order (the `j`-th discard
/// is made by the seat that received `talon[j]`), the discarded-tarokk counts from those.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) n: u8,
    pub(crate) dealer: u8,
    pub(crate) packed: Packed,
    pub(crate) phase: Phase,
    /// The position to act outside the play.
    pub(crate) current: u8,
    pub(crate) annulled: Annulment,
    pub(crate) talon: [Card; 6],
    // Ráütés (PK-D3).
    /// The packets, as two bits of the packet index per card id (the talon's cards are in
    /// none): `packet_bits[0]` the low bit, `[1]` the high bit.
    pub(crate) packet_bits: [u64; 2],
    /// Packets not chosen yet (bit per packet).
    pub(crate) free_packets: u8,
    // Bidding (PK-B).
    /// Positions that passed (bit per position).
    pub(crate) passed: u8,
    /// Positions that made a bid or a hold.
    pub(crate) bidders: u8,
    /// The high bid and its holder; when the bidding ends with a bid, the level and the
    /// declarer.
    pub(crate) high: Option<u8>,
    pub(crate) holder: u8,
    pub(crate) opener: Option<u8>,
    pub(crate) opening: u8,
    /// The opener has spoken since his opening (PK-B6 `opener_must_hold`).
    pub(crate) opener_spoke: bool,
    pub(crate) deviations: [Option<Deviation>; 3],
    pub(crate) yielded: Option<u8>,
    // The contract.
    /// PK-B2's exception: the declarer was dealt no honour.
    pub(crate) no_honour_bid: bool,
    // Discards (PK-S2).
    pub(crate) skart: [Card; 6],
    pub(crate) skart_len: u8,
    /// The discard turn: index from the declarer of the seat discarding (4: all done).
    pub(crate) disc_turn: u8,
    /// Five seats: the dealer's count of the non-declarers' discarded tarokks (PK-D4).
    pub(crate) dealer_tarokks: Option<u8>,
    // The call and the sides (PK-H, PK-A4).
    pub(crate) called: Option<Card>,
    /// The position holding the called card, or whose discards hold it.
    pub(crate) loc: u8,
    pub(crate) partner: Option<u8>,
    /// Positions whose side is public.
    pub(crate) public: u8,
    pub(crate) all_public: bool,
    /// PK-H5 inference waiting for the discarded tarokks to be shown.
    pub(crate) inference_pending: bool,
    /// The official check announced hivatalból kontra at the call.
    pub(crate) official_announced: bool,
    // Announcements (PK-A).
    /// The announcer's position per figure ([`NOBODY`]: not announced).
    pub(crate) figures: [u8; FIGURES as usize],
    pub(crate) kontra: KontraLadder<ITEMS, MAX_KONTRA>,
    pub(crate) round: AnnounceRound,
    /// Trumps in each hand at the end of the discards (PK-A3).
    pub(crate) trumps_held: [u8; ACTIVE],
    /// Counts said in the announcements, and revealed after the last trick.
    pub(crate) counts_said: u8,
    pub(crate) counts_revealed: u8,
    // Play.
    /// The hands from the deal on (changed by the talon and the discards), then the play.
    pub(crate) play: PlayState,
    pub(crate) skart_shown: bool,
    /// The trick holding skíz and XXI: the positions that played them.
    pub(crate) skiz_xxi: Option<(u8, u8)>,
}

fn bit(p: u8) -> u8 {
    1 << p
}

/// No position: a figure nobody announced.
pub(crate) const NOBODY: u8 = u8::MAX;

/// Trumps II..=XIX, the cards the XX's holder calls below it (PK-H2), as a set.
const BELOW_XX: CardSet = CardSet(((1u64 << 19) - 1) & !1);
/// II..=XX: the callable tarokks (PK-H1).
pub const CALLABLE: CardSet = CardSet(((1u64 << 20) - 1) & !1);

impl Game {
    /// A deal from a seed.
    pub fn from_seed(n: usize, seed: u64, dealer: usize, opts: Options) -> Result<Game, InputError> {
        check_table(n, dealer)?;
        opts.validate(n)?;
        Ok(Game::dealt(n, Dealt::from_seed(seed), dealer, opts))
    }

    /// A deal given by hand: a hand per table seat (the sitting-out dealer's empty) and
    /// the talon in order. Checked: every card of the 42-card pack exactly once.
    pub fn new(n: usize, hands: &[CardSet], talon: &[Card], dealer: usize, opts: Options) -> Result<Game, InputError> {
        check_table(n, dealer)?;
        opts.validate(n)?;
        if hands.len() != n {
            return Err(InputError(format!("{n} table seats need {n} hands, got {}", hands.len())));
        }
        if talon.len() != 6 {
            return Err(InputError(format!("the talon has 6 cards, got {}", talon.len())));
        }
        let sizes: Vec<usize> = (0..n).map(|s| if n == 5 && s == dealer { 0 } else { 9 }).collect();
        crate::deal::validate(hands, &sizes, talon, Pack::Hungarian42)?;
        // With hands given by hand, the packets of a knock are the given hands (PK-D3).
        let by_pos: [CardSet; ACTIVE] = std::array::from_fn(|p| hands[(dealer + 1 + p) % n]);
        let deal = Dealt { hands: by_pos, packets: by_pos, talon: std::array::from_fn(|i| talon[i]) };
        Ok(Game::dealt(n, deal, dealer, opts))
    }

    /// A deal already checked (or shuffled from a seed).
    pub(crate) fn dealt(n: usize, deal: Dealt, dealer: usize, opts: Options) -> Game {
        let mut hands = [CardSet::EMPTY; MAX_SEATS];
        hands[..ACTIVE].copy_from_slice(&deal.hands);
        let (phase, current) = if opts.rautes { (Phase::Cut, knocker(n)) } else { (Phase::Bidding, 0) };
        let packet_bits = [0, 1].map(|b| {
            (0..ACTIVE).filter(|i| i >> b & 1 == 1).fold(0, |m, i| m | deal.packets[i].bits())
        });
        Game {
            n: n as u8,
            dealer: dealer as u8,
            packed: Packed::new(&opts),
            phase,
            current,
            annulled: Annulment::None,
            talon: deal.talon,
            packet_bits,
            free_packets: 0b1111,
            passed: 0,
            bidders: 0,
            high: None,
            holder: 0,
            opener: None,
            opening: 0,
            opener_spoke: false,
            deviations: [None; 3],
            yielded: None,
            no_honour_bid: false,
            skart: [Card::PAGAT; 6],
            skart_len: 0,
            disc_turn: 0,
            dealer_tarokks: None,
            called: None,
            loc: 0,
            partner: None,
            public: 0,
            all_public: false,
            inference_pending: false,
            official_announced: false,
            figures: [NOBODY; FIGURES as usize],
            kontra: KontraLadder::new(),
            round: AnnounceRound::new(),
            trumps_held: [0; ACTIVE],
            counts_said: 0,
            counts_revealed: 0,
            play: PlayState::dealt(ACTIVE, hands),
            skart_shown: false,
            skiz_xxi: None,
        }
    }

    // ----- seats ---------------------------------------------------------------------

    /// The number of table seats (4 or 5).
    pub fn table_seats(&self) -> usize {
        self.n as usize
    }
    /// The dealer's table seat.
    pub fn dealer(&self) -> usize {
        self.dealer as usize
    }
    /// The forehand's table seat (the seat after the dealer).
    pub fn forehand(&self) -> usize {
        (self.dealer as usize + 1) % self.n as usize
    }
    /// The table seat of position `p` (0 the forehand, below 4).
    ///
    /// # Panics
    /// A larger `p` is a caller's error: debug builds panic, release builds return an
    /// unspecified number. [`Game::active`] lists the seats, [`Game::pos`] is the converse.
    #[inline]
    pub fn seat(&self, p: u8) -> usize {
        debug_assert!((p as usize) < ACTIVE, "position {p} is past the {ACTIVE} active seats");
        // Below 2n (dealer < n, p < 4 <= n): one subtraction instead of a division, which
        // the simulator would pay at every card.
        let (s, n) = (self.dealer as usize + 1 + p as usize, self.n as usize);
        debug_assert!(s < 2 * n);
        if s >= n {
            s - n
        } else {
            s
        }
    }
    /// The position of table seat `s` (`None`: the sitting-out dealer, or no seat).
    #[inline]
    pub fn pos(&self, s: usize) -> Option<u8> {
        let n = self.n as usize;
        if s >= n {
            return None;
        }
        // (s - dealer - 1) mod n without a division: the sum is below 2n.
        let p = s + n - self.dealer as usize - 1;
        let p = if p >= n { p - n } else { p };
        (p < ACTIVE).then_some(p as u8)
    }
    /// The active seats, ascending.
    pub fn active(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n as usize).filter(move |&s| self.pos(s).is_some())
    }

    // ----- where the deal stands -------------------------------------------------------

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The rule options of this deal.
    pub fn options(&self) -> Options {
        self.packed.get()
    }
    /// The options (unpacked from the state).
    #[inline]
    pub(crate) fn opts(&self) -> Options {
        self.packed.get()
    }
    /// The level once the bidding has ended with a bid.
    #[inline]
    pub(crate) fn contract(&self) -> Option<u8> {
        let after = !matches!(self.phase, Phase::Cut | Phase::Packets | Phase::Bidding);
        self.high.filter(|_| after && self.annulled != Annulment::AllPassed)
    }
    /// The announcer of figure `f`.
    #[inline]
    pub(crate) fn figure(&self, f: u8) -> Option<u8> {
        let a = self.figures[f as usize];
        (a != NOBODY).then_some(a)
    }
    /// Whether the deal is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// Why the deal ended without play, if it did ([`Annulment::None`] otherwise).
    pub fn annulment(&self) -> Annulment {
        self.annulled
    }
    /// The position to act (`None` when over).
    #[inline]
    pub(crate) fn current_pos(&self) -> Option<u8> {
        match self.phase {
            Phase::Over => None,
            Phase::Play => Some(self.play.current_seat() as u8),
            _ => Some(self.current),
        }
    }
    /// The table seat to act, or `None` once the deal is over.
    pub fn current_player(&self) -> Option<usize> {
        self.current_pos().map(|p| self.seat(p))
    }
    /// The level once the bidding has ended with a bid.
    pub fn level(&self) -> Option<u8> {
        self.contract()
    }
    /// The declarer's table seat, once the bidding has ended with a bid.
    pub fn declarer(&self) -> Option<usize> {
        self.contract().map(|_| self.seat(self.holder))
    }
    /// The partner's table seat (omniscient: the holder of the called card), if there is one.
    pub fn partner(&self) -> Option<usize> {
        self.partner.map(|p| self.seat(p))
    }
    /// The card the declarer called (PK-H1), once called.
    pub fn called(&self) -> Option<Card> {
        self.called
    }
    /// The six talon cards in dealing order.
    pub fn talon(&self) -> [Card; 6] {
        self.talon
    }
    /// The current hand of a table seat (omniscient). Empty for the sitting-out dealer and
    /// for a seat that has no cards yet (PK-D3).
    pub fn hand(&self, seat: usize) -> CardSet {
        match self.pos(seat) {
            Some(p) if self.phase != Phase::Cut => self.play.hand(p as usize),
            _ => CardSet::EMPTY,
        }
    }
    /// The hands as dealt, by table seat: the deal of a cut (PK-D2), as [`Game::new`] takes
    /// it; with ráütés, what the hands hold in phase `cut`, before anybody sees them
    /// (PK-D3); in a deal of the play-phase simulation (`Game::force_contract`), which
    /// starts with the talon shared, the hands without their talon shares. Meaningful for a
    /// state as dealt.
    pub fn dealt_hands(&self) -> Vec<CardSet> {
        (0..self.n as usize)
            .map(|s| match self.pos(s) {
                Some(p) if self.phase == Phase::Cut => self.play.hand(p as usize),
                Some(p) if self.phase == Phase::Discard => self.hand(s).minus(self.received(p)),
                _ => self.hand(s),
            })
            .collect()
    }
    /// The same table, dealer and options with other cards, `None` if they are not a deal
    /// (sampling worlds, `crate::worlds`): as dealt, or, for a state as dealt by the
    /// play-phase simulation, with its contract forced the same way.
    pub(crate) fn redeal(&self, hands: &[CardSet], talon: &[Card]) -> Option<Game> {
        let mut g = Game::new(self.n as usize, hands, talon, self.dealer as usize, self.opts()).ok()?;
        if self.phase == Phase::Discard {
            g.force_contract(self.high?, self.holder);
        }
        Some(g)
    }
    /// The cards of packet `i` of a knock (PK-D3).
    pub(crate) fn packet(&self, i: u8) -> CardSet {
        let b = |k: usize| if i >> k & 1 == 1 { self.packet_bits[k] } else { !self.packet_bits[k] };
        let not_talon = CardSet::ALL42.minus(self.talon.iter().copied().collect());
        CardSet(not_talon.bits() & b(0) & b(1))
    }
    /// The position of the `k`-th chooser of a packet (PK-D3): the knocker, then the
    /// active seats the other way round.
    pub(crate) fn chooser(&self, k: u8) -> u8 {
        (knocker(self.n as usize) + ACTIVE as u8 - k) % ACTIVE as u8
    }
    #[inline]
    pub(crate) fn hand_at(&self, p: u8) -> CardSet {
        self.play.hand(p as usize)
    }
    /// The play-phase state, once the play has begun.
    pub fn play_state(&self) -> Option<&PlayState> {
        self.play_started().then_some(&self.play)
    }
    pub(crate) fn play_started(&self) -> bool {
        matches!(self.phase, Phase::Play | Phase::Reveal) || (self.phase == Phase::Over && self.skart_len == 6 && self.annulled == Annulment::None)
    }

    // ----- the rules' small facts ------------------------------------------------------

    pub(crate) fn on_declarer_side(&self, p: u8) -> bool {
        p == self.holder || self.partner == Some(p)
    }

    /// Does position `p` know the side of position `t` (`docs/paskievics.md`, "Knowledge of
    /// the sides")? Only meaningful after the call.
    #[inline]
    pub(crate) fn knows(&self, p: u8, t: u8) -> bool {
        self.all_public || self.public & bit(t) != 0 || t == p || p == self.loc
    }

    fn has_honour(&self, p: u8) -> bool {
        !self.hand_at(p).intersect(CardSet::HONOURS).is_empty()
    }

    /// The talon share of the seat `r` places after the declarer: `(first talon index, size)`.
    #[inline] // called at every discard, twice; a call costs more than the sum
    pub(crate) fn share(&self, r: u8) -> (usize, usize) {
        let shares = level_info(self.high.expect("a level")).shares;
        let start: u8 = shares[..r as usize].iter().sum();
        (start as usize, shares[r as usize] as usize)
    }
    /// The position `r` places after the declarer.
    #[inline]
    pub(crate) fn pos_after_declarer(&self, r: u8) -> u8 {
        (self.holder + r) % ACTIVE as u8
    }
    /// How many places after the declarer position `p` sits.
    #[inline]
    pub(crate) fn after_declarer(&self, p: u8) -> u8 {
        (p + ACTIVE as u8 - self.holder) % ACTIVE as u8
    }
    /// The talon cards position `p` received.
    pub(crate) fn received(&self, p: u8) -> CardSet {
        if self.contract().is_none() {
            return CardSet::EMPTY;
        }
        let (start, len) = self.share(self.after_declarer(p));
        self.talon[start..start + len].iter().copied().collect()
    }
    /// The cards position `p` discarded so far.
    pub(crate) fn discards_of(&self, p: u8) -> CardSet {
        if self.contract().is_none() {
            return CardSet::EMPTY;
        }
        let (start, len) = self.share(self.after_declarer(p));
        let end = (start + len).min(self.skart_len as usize);
        self.skart[start.min(end)..end].iter().copied().collect()
    }
    pub(crate) fn all_discards(&self) -> CardSet {
        self.skart[..self.skart_len as usize].iter().copied().collect()
    }
    /// The discarded-tarokk count of position `p` if it has been announced (PK-S2).
    pub(crate) fn announced_discard_count(&self, p: u8) -> Option<u8> {
        let r = self.after_declarer(p);
        let turn_over = r < self.disc_turn;
        let announces = r == 0 || self.opts().announce_all_discards;
        (self.contract().is_some() && turn_over && announces)
            .then(|| self.discards_of(p).intersect(CardSet::TRUMPS).len() as u8)
    }
    /// PK-S4: no tarokk, or the XXI as the only one.
    fn annul_eligible(&self, p: u8) -> bool {
        let trumps = self.hand_at(p).intersect(CardSet::TRUMPS);
        trumps.is_empty() || trumps == CardSet::EMPTY.with(Card::XXI)
    }
    /// Has a discarded tarokk been announced (PK-H4)?
    fn tarokk_discard_known(&self) -> bool {
        self.dealer_tarokks.is_some_and(|d| d > 0)
            || (0..ACTIVE as u8).any(|p| self.announced_discard_count(p).is_some_and(|c| c > 0))
    }
    /// PK-B6: position `p` invited with the pagát as the only honour of his dealt hand, so
    /// he must announce pagát ultimó.
    pub(crate) fn obliged_to_ultimo(&self, p: u8) -> bool {
        let dealt_honours = self.hand_at(p).minus(self.received(p)).intersect(CardSet::HONOURS);
        self.opts().pagat_invit_ultimo
            && p != self.holder
            && self.deviations.iter().flatten().any(|d| d.pos == p)
            && dealt_honours == CardSet::EMPTY.with(Card::PAGAT)
            && self.figure(PAGAT_ULTIMO).is_none()
    }
    /// PK-A3: the count action a position may say (it holds 8 or 9 tarokks).
    pub(crate) fn count_action(&self, p: u8) -> Option<Action> {
        match self.trumps_held[p as usize] {
            8 => Some(COUNT8),
            9 => Some(COUNT9),
            _ => None,
        }
    }
    fn count_said(&self, p: u8) -> bool {
        (self.counts_said | self.counts_revealed) & bit(p) != 0
    }

    // ----- bidding (PK-B) --------------------------------------------------------------

    /// The regular move of position `p` (PK-B5): three with no bid; a hold (the high
    /// level) with priority over the holder; else one level up.
    fn regular(&self, p: u8) -> u8 {
        match self.high {
            None => THREE,
            Some(h) if p < self.holder => h,
            Some(h) => h + 1,
        }
    }

    /// The card a bid of `level` by `p` invites, if the bid is a deviation (PK-B5).
    pub(crate) fn invitation(&self, p: u8, level: u8) -> Option<Card> {
        let regular = self.regular(p);
        let opening_solo = self.high.is_none() && level == SOLO;
        if level <= regular || opening_solo {
            return None;
        }
        Some(match self.opts().invit_card {
            InvitCard::BidLevel => match level {
                TWO => XIX,
                // The opener's one (or an opening one) invites the XVIII.
                ONE if self.opener.unwrap_or(p) == p => XVIII,
                ONE => XIX,
                _ => XVIII,
            },
            InvitCard::Skips => {
                if level - regular == 1 {
                    XIX
                } else {
                    XVIII
                }
            }
        })
    }

    /// May `p` bid `level` now?
    pub(crate) fn may_bid(&self, p: u8, level: u8) -> bool {
        if self.high.is_some_and(|h| level <= h) {
            return false;
        }
        let honour = self.has_honour(p);
        // PK-B2: the fourth may bid without an honour when the three others passed.
        let exception = self.high.is_none() && self.passed.count_ones() == 3;
        if !honour && !exception {
            return false;
        }
        match self.invitation(p, level) {
            Some(card) if self.opts().invit_requires_card => honour && self.hand_at(p).contains(card),
            _ => true,
        }
    }

    pub(crate) fn may_hold(&self, p: u8) -> bool {
        self.high.is_some() && p < self.holder && self.has_honour(p)
    }

    /// PK-B6 `obligatory_hold`: the opener of three facing a two. `Some(true)`: he may pass
    /// as a yield (skíz or XXI with the XX).
    fn yield_case(&self, p: u8) -> Option<bool> {
        let facing_two = self.opener == Some(p) && self.opening == THREE && self.high == Some(TWO);
        (self.opts().obligatory_hold && facing_two).then(|| {
            let h = self.hand_at(p);
            (h.contains(Card::SKIZ) || h.contains(Card::XXI)) && h.contains(XX)
        })
    }

    /// Why `p` may not pass in the bidding (the PK-B6 obligation), if he may not.
    pub(crate) fn pass_forbidden(&self, p: u8) -> Option<&'static str> {
        if self.yield_case(p) == Some(false) {
            return Some("the opener of three must hold a two or raise, unless he holds skíz or XXI with the XX");
        }
        let h = self.hand_at(p);
        if self.opts().opener_must_hold
            && self.opener == Some(p)
            && matches!(self.opening, TWO | ONE)
            && !self.opener_spoke
            && !(self.has_honour(p) && h.contains(opening_invites(self.opening)))
        {
            return Some("an opener of two or one may pass only as an invitation: an honour and the invited card");
        }
        let big = h.contains(Card::SKIZ) || h.contains(Card::XXI);
        if self.opts().big_honour_holds_one
            && self.bidders & bit(p) != 0
            && big
            && !h.contains(XX)
            && self.high == Some(ONE)
            && p < self.holder
        {
            return Some("a bidder holding skíz or XXI without the XX must hold a one");
        }
        None
    }

    fn apply_bidding(&mut self, a: Action) {
        let p = self.current;
        if self.opener == Some(p) && self.high.is_some() {
            self.opener_spoke = true;
        }
        match a {
            PASS => {
                if self.yield_case(p) == Some(true) {
                    self.yielded = Some(p);
                }
                self.passed |= bit(p);
            }
            HOLD => {
                self.holder = p;
                self.bidders |= bit(p);
            }
            _ => {
                let level = a - BID;
                if let Some(card) = self.invitation(p, level) {
                    let slot = self.deviations.iter_mut().find(|d| d.is_none()).expect("at most three jumps");
                    *slot = Some(Deviation { pos: p, card });
                }
                if self.high.is_none() {
                    self.opener = Some(p);
                    self.opening = level;
                }
                self.high = Some(level);
                self.holder = p;
                self.bidders |= bit(p);
            }
        }
        // Next in turn: a seat that has not passed and is not the holder.
        for k in 1..=ACTIVE as u8 {
            let q = (p + k) % ACTIVE as u8;
            if self.passed & bit(q) == 0 && !(self.high.is_some() && q == self.holder) {
                self.current = q;
                return;
            }
        }
        match self.high {
            None => {
                // PK-B3: all four passed.
                self.annulled = Annulment::AllPassed;
                self.phase = Phase::Over;
            }
            Some(_) => self.end_bidding(),
        }
    }

    /// PK-B7, PK-S1, PK-S5: the contract, the talon shared out, the no-honour throw-in.
    fn end_bidding(&mut self) {
        // The high bid and its holder are now the level and the declarer.
        self.phase = Phase::Discard;
        let declarer = self.holder;
        self.no_honour_bid = !self.has_honour(declarer);
        self.share_talon();
        let share_honours = self.received(declarer).intersect(CardSet::HONOURS);
        if self.no_honour_bid && share_honours.is_empty() {
            self.annulled = Annulment::NoHonour;
            self.phase = Phase::Over;
            return;
        }
        self.disc_turn = 0;
        self.begin_discard_turn();
    }

    /// PK-S1: each seat takes its share of the talon.
    fn share_talon(&mut self) {
        for r in 0..ACTIVE as u8 {
            let p = self.pos_after_declarer(r);
            let got = self.received(p);
            self.play.set_hand(p as usize, self.hand_at(p).union(got));
        }
    }

    /// The play-phase simulation (`sim::paskievics`): the deal as if position `p` had bid
    /// `level` and the others had passed, whatever the hands (PK-B2 and PK-B5 are not
    /// asked), without a knock, and with no PK-S5 throw-in, since the mode plays every
    /// deal; the talon is shared and the discards begin.
    pub(crate) fn force_contract(&mut self, level: u8, p: u8) {
        self.passed = 0b1111 & !bit(p);
        self.bidders = bit(p);
        self.high = Some(level);
        self.holder = p;
        self.opener = Some(p);
        self.opening = level;
        self.phase = Phase::Discard;
        self.share_talon();
        self.disc_turn = 0;
        self.begin_discard_turn();
    }

    // ----- discards (PK-S2, PK-S4) -------------------------------------------------------

    /// The turn at `disc_turn`; after the last, the announcements.
    fn begin_discard_turn(&mut self) {
        if self.disc_turn < ACTIVE as u8 {
            // Every seat has a turn, also the szóló declarer, who takes no talon card: his
            // turn is to annul or to play on (PK-S4). Giving it only to a declarer who may
            // annul told the table that his hand holds no tarokk but perhaps the XXI.
            self.current = self.pos_after_declarer(self.disc_turn);
            return;
        }
        if self.n == 5 {
            // PK-D4: the sitting-out dealer counts the tarokks among the others' discards.
            let (decl_start, decl_len) = self.share(0);
            let others: CardSet =
                self.skart.iter().enumerate().filter(|&(j, _)| j < decl_start || j >= decl_start + decl_len).map(|(_, &c)| c).collect();
            self.dealer_tarokks = Some(others.intersect(CardSet::TRUMPS).len() as u8);
        }
        for p in 0..ACTIVE as u8 {
            self.trumps_held[p as usize] = self.hand_at(p).intersect(CardSet::TRUMPS).len() as u8;
        }
        self.phase = Phase::Announce;
        self.current = self.holder;
        self.round = AnnounceRound::new();
    }

    /// The discards left in the current turn, and whether the seat may still annul.
    pub(crate) fn discard_turn(&self) -> (usize, bool) {
        let (start, k) = self.share(self.disc_turn);
        let done = (self.skart_len as usize).saturating_sub(start);
        (k - done, done == 0 && self.annul_eligible(self.current))
    }

    /// The cards a seat may discard: not the honours, not the kings (PK-S2).
    pub(crate) fn discardable(&self, p: u8) -> CardSet {
        self.hand_at(p).minus(CardSet::HONOURS).minus(CardSet::KINGS)
    }

    fn apply_discard(&mut self, a: Action) {
        match a {
            ANNUL => {
                self.annulled = Annulment::NoTarokk;
                self.phase = Phase::Over;
            }
            PASS => {
                self.disc_turn += 1;
                self.begin_discard_turn();
            }
            _ => {
                let c = Card::new(a).expect("a card");
                let p = self.current;
                let mut hand = self.hand_at(p);
                hand.remove(c);
                self.play.set_hand(p as usize, hand);
                self.skart[self.skart_len as usize] = c;
                self.skart_len += 1;
                if self.discard_turn().0 == 0 {
                    self.disc_turn += 1;
                    self.begin_discard_turn();
                }
            }
        }
    }

    // ----- the call and the announcements (PK-H, PK-A) -----------------------------------

    /// The calls the declarer may make (PK-H1…H4).
    pub(crate) fn legal_calls(&self) -> CardSet {
        let hand = self.hand_at(self.holder);
        if self.tarokk_discard_known() {
            return CALLABLE; // PK-H4
        }
        let mut calls = CardSet::EMPTY.with(XX); // PK-H2
        if hand.contains(XX) {
            if let Some(c) = BELOW_XX.minus(hand).last() {
                calls.insert(c);
            }
        }
        for d in self.deviations.iter().flatten().filter(|d| d.pos != self.holder) {
            calls.insert(d.card); // PK-H3
        }
        calls
    }

    /// The item's party (`true`: the declarer's) and announcer, if the item exists.
    pub(crate) fn item_owner(&self, i: usize) -> Option<(bool, u8)> {
        if i == GAME_ITEM {
            return self.called.map(|_| (true, self.holder));
        }
        self.figure(i as u8 - 1).map(|a| (self.on_declarer_side(a), a))
    }

    /// PK-A4: may position `p` give the next step on item `i`? The steps alternate
    /// parties, so whoever knows the announcer's side knows every giver's side: the test is
    /// always made against the announcer (`docs/paskievics.md`), not against the last giver
    /// that the ladder would name.
    pub(crate) fn may_kontra(&self, p: u8, i: usize) -> bool {
        let Some((item_declarer_side, announcer)) = self.item_owner(i) else { return false };
        let own = self.on_declarer_side(p) == item_declarer_side;
        self.kontra.may_raise(i, own, announcer, |_| self.knows(p, announcer))
    }

    fn apply_call(&mut self, c: Card) {
        let d = self.holder;
        self.called = Some(c);
        let holder = (0..ACTIVE as u8).find(|&p| self.hand_at(p).contains(c));
        let discarder = (0..ACTIVE as u8).find(|&p| self.discards_of(p).contains(c));
        self.loc = holder.or(discarder).expect("every card is in a hand or the skart");
        self.partner = holder.filter(|&p| p != d);
        self.public = bit(d);
        // The official check (PK-D4; PK-H5 with `official_kontra_known = call`) looks at
        // the non-declarers' discards only.
        let checked = self.n == 5 || self.opts().official_kontra_known == OfficialKnown::Call;
        if checked && discarder.is_some_and(|p| p != d) {
            self.official_announced = true;
            self.all_public = true;
        }
        // PK-H5: the inviter (or the yielder, for the XX) is known to hold the card.
        let inviter = self
            .deviations
            .iter()
            .flatten()
            .find(|dv| self.opts().invit_requires_card && dv.pos != d && dv.card == c)
            .map(|dv| dv.pos)
            .or(self.yielded.filter(|_| c == XX));
        if let Some(s) = inviter {
            if checked || self.announced_discard_count(s) == Some(0) {
                self.all_public = true;
            } else {
                // He may have discarded it, so his own side waits for the shown skart; but
                // the card is in his hand or his skart, so every other seat is known now to
                // be a defender (PK-A4: "every seat knows the sides").
                self.inference_pending = true;
                self.public |= ((1u8 << ACTIVE) - 1) & !bit(s);
            }
        }
    }

    /// PK-A3: the engine says the count of a seat announcing or kontra'ing the ultimó.
    fn say_count_with_ultimo(&mut self, p: u8) {
        if self.count_action(p).is_some() && !self.count_said(p) {
            self.counts_said |= bit(p);
        }
    }

    fn apply_announce(&mut self, a: Action) {
        let p = self.current;
        match a {
            PASS => {
                if self.round.pass(ACTIVE as u8) {
                    self.start_play();
                } else {
                    self.current = (p + 1) % ACTIVE as u8;
                }
                return;
            }
            COUNT8 | COUNT9 => self.counts_said |= bit(p),
            x if (CALL..ANNOUNCE).contains(&x) => self.apply_call(called_card(x)),
            x if (ANNOUNCE..KONTRA).contains(&x) => {
                let f = x - ANNOUNCE;
                self.figures[f as usize] = p;
                if f == PAGAT_ULTIMO {
                    self.say_count_with_ultimo(p);
                }
            }
            _ => {
                let i = (a - KONTRA) as usize;
                let (_, announcer) = self.item_owner(i).expect("a kontra'd item exists");
                self.kontra.raise(i, p);
                if i == 1 + PAGAT_ULTIMO as usize && self.kontra.level(i) == 1 {
                    self.say_count_with_ultimo(p);
                }
                // A kontra shows the giver's side against the announcer's (event 3).
                let public = |g: &Game, t: u8| g.all_public || g.public & bit(t) != 0;
                if public(self, announcer) && !public(self, p) {
                    self.public |= bit(p);
                } else if public(self, p) && !public(self, announcer) {
                    self.public |= bit(announcer);
                }
                if self.partner.is_some_and(|q| self.public & bit(q) != 0) {
                    self.all_public = true;
                }
            }
        }
        self.round.act();
    }

    fn start_play(&mut self) {
        // PK-P1: the forehand (position 0) leads; the shared trick rules, no flags.
        self.play.start(0, TrickRules::default(), [CardSet::EMPTY; MAX_SEATS]);
        self.phase = Phase::Play;
    }

    /// Play a card of the current player (taken from the legal ones): the per-card path.
    #[inline(always)]
    pub(crate) fn play_card(&mut self, card: Card) {
        if Some(card) == self.called {
            self.all_public = true; // the called card shows its holder (event 5)
        }
        if let Some(rec) = self.play.apply_unchecked(card) {
            self.trick_done(&rec);
        }
    }

    /// After each trick: XXI fogás, the discarded tarokks shown, the end of the play.
    #[inline(always)]
    fn trick_done(&mut self, rec: &TrickRecord) {
        let cards = rec.set();
        if cards.contains(Card::SKIZ) && cards.contains(Card::XXI) {
            let at = |c: Card| rec.cards().position(|x| x == c).expect("in the trick");
            self.skiz_xxi = Some((rec.seat_of(at(Card::SKIZ), ACTIVE) as u8, rec.seat_of(at(Card::XXI), ACTIVE) as u8));
        }
        if self.play.tricks_done() == 1 {
            // PK-S2: the discarded tarokks are turned up (event 4).
            self.skart_shown = true;
            if self.inference_pending || self.called.is_some_and(|c| self.all_discards().contains(c)) {
                self.all_public = true;
            }
        }
        if self.play.is_over() {
            self.current = 0;
            self.next_reveal(0);
        }
    }

    // ----- reveal (PK-A3) ----------------------------------------------------------------

    /// May position `p` reveal its count after the last trick?
    pub(crate) fn reveal_eligible(&self, p: u8) -> bool {
        let party_of_two = !self.on_declarer_side(p) || self.partner.is_some();
        self.count_action(p).is_some() && !self.count_said(p) && party_of_two
    }

    /// The first reveal-eligible seat `r` or more places after the declarer; or the end.
    fn next_reveal(&mut self, r: u8) {
        for r in r..ACTIVE as u8 {
            let p = self.pos_after_declarer(r);
            if self.reveal_eligible(p) {
                self.phase = Phase::Reveal;
                self.current = p;
                return;
            }
        }
        self.phase = Phase::Over;
    }

    // ----- legal actions -------------------------------------------------------------

    /// The legal actions of the current player (empty when over).
    pub fn legal_actions(&self) -> ActionSet {
        let mut a = ActionSet::EMPTY;
        let p = self.current;
        match self.phase {
            Phase::Over => {}
            Phase::Cut => {
                a.insert(KNOCK);
                a.insert(CUT);
            }
            Phase::Packets => {
                for i in 0..ACTIVE as u8 {
                    if self.free_packets & bit(i) != 0 {
                        a.insert(PACKET + i);
                    }
                }
            }
            Phase::Bidding => {
                if self.pass_forbidden(p).is_none() {
                    a.insert(PASS);
                }
                for level in 0..LEVELS {
                    if self.may_bid(p, level) {
                        a.insert(BID + level);
                    }
                }
                if self.may_hold(p) {
                    a.insert(HOLD);
                }
            }
            Phase::Discard => {
                let (left, may_annul) = self.discard_turn();
                if left > 0 {
                    a = ActionSet::from_cards(self.discardable(p));
                } else {
                    a.insert(PASS);
                }
                if may_annul {
                    a.insert(ANNUL);
                }
            }
            Phase::Announce => {
                if !self.count_said(p) {
                    if let Some(c) = self.count_action(p) {
                        a.insert(c);
                    }
                }
                if p == self.holder && self.called.is_none() {
                    for c in self.legal_calls() {
                        a.insert(call_action(c));
                    }
                    return a;
                }
                if !self.obliged_to_ultimo(p) {
                    a.insert(PASS);
                }
                for f in 0..FIGURES {
                    if self.figure(f).is_none() {
                        a.insert(ANNOUNCE + f);
                    }
                }
                for i in 0..ITEMS {
                    if self.may_kontra(p, i) {
                        a.insert(KONTRA + i as u8);
                    }
                }
            }
            Phase::Play => a = ActionSet::from_cards(self.play.legal_actions()),
            Phase::Reveal => {
                a.insert(PASS);
                a.insert(self.count_action(p).expect("an eligible seat holds 8 or 9"));
            }
        }
        a
    }

    // ----- applying actions ----------------------------------------------------------

    /// Apply an action taken from `legal_actions` without checking it.
    ///
    /// # Panics
    /// May panic, or leave the state inconsistent, if `a` is not legal now.
    pub fn apply_unchecked(&mut self, a: Action) {
        match self.phase {
            Phase::Cut => {
                if a == KNOCK {
                    // Nobody has cards until he chooses his packet.
                    for p in 0..ACTIVE {
                        self.play.set_hand(p, CardSet::EMPTY);
                    }
                    self.phase = Phase::Packets;
                } else {
                    self.phase = Phase::Bidding;
                    self.current = 0;
                }
            }
            Phase::Packets => {
                let i = a - PACKET;
                self.take_packet(i);
                if self.free_packets.count_ones() == 1 {
                    // The fourth chooser gets the last packet without an action.
                    let last = self.free_packets.trailing_zeros() as u8;
                    self.take_packet(last);
                    self.phase = Phase::Bidding;
                    self.current = 0;
                }
            }
            Phase::Bidding => self.apply_bidding(a),
            Phase::Discard => self.apply_discard(a),
            Phase::Announce => self.apply_announce(a),
            Phase::Play => self.play_card(Card::new(a).expect("a card")),
            Phase::Reveal => {
                let p = self.current;
                if a != PASS {
                    self.counts_revealed |= bit(p);
                }
                self.next_reveal(self.after_declarer(p) + 1);
            }
            Phase::Over => {}
        }
    }

    /// The current chooser takes packet `i`; the next chooser is the active seat before him.
    fn take_packet(&mut self, i: u8) {
        let p = self.current;
        self.play.set_hand(p as usize, self.packet(i));
        self.free_packets &= !bit(i);
        self.current = (p + ACTIVE as u8 - 1) % ACTIVE as u8;
    }
}

/// PK-D3: the knocker is the active seat before the dealer: position 2 with four seats
/// (the dealer is position 3), position 3 with five.
fn knocker(n: usize) -> u8 {
    (n - 2) as u8
}

fn check_table(n: usize, dealer: usize) -> Result<(), InputError> {
    if n != 4 && n != 5 {
        return Err(InputError(format!(
            "Paskievics tarokk has 4 table seats, or 5 with the dealer sitting out (PK-D4), not {n}"
        )));
    }
    if dealer >= n {
        return Err(InputError(format!("dealer {dealer} is not a seat of {n}")));
    }
    Ok(())
}

/// The card an opening of two or one invites (PK-B6 `opener_must_hold`): two → XIX, one →
/// XVIII, in both PK-B5 readings.
pub(crate) fn opening_invites(opening: u8) -> Card {
    if opening == TWO { XIX } else { XVIII }
}
