//! The state machine of one Jókai deal (`docs/jokai.md`): deal, bidding, skart, discards,
//! announcements, kontra and rekontra, play.

use crate::card::{Card, CardSet};
use crate::error::InputError;
use crate::options::{self, OptionValue};
use crate::kontra::KontraLadder;
use crate::play::{PlayState, TrickRecord, MAX_SEATS};
use crate::settlement::Side;
use crate::trick::TrickRules;

use super::actions::*;
use super::deal::{active_seat, check_seats, Dealt};

/// The \[choice\] rules of the rules file that change one deal, with their defaults (JK-B3's
/// throw-in has no alternative in the rules and is always on; JK-D4 concerns the match).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// JK-A1: the announcements and kontras come after the exchange (off: right after the
    /// bidding, before the skart).
    pub announce_after_exchange: bool,
    /// JK-A5: no announcing the capture of a card one holds, no pagát ultimó without the
    /// pagát.
    pub strict_announcements: bool,
    /// JK-F: a party's skart pile counts for tulétroá and négy király.
    pub figures_count_skart: bool,
    /// JK-F1: an unannounced count of 10+ trumps pays the declarer silently.
    pub silent_tarokk_count: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            announce_after_exchange: true,
            strict_announcements: true,
            figures_count_skart: false,
            silent_tarokk_count: false,
        }
    }
}

impl Options {
    /// The options' names, as [`Options::set`] takes them (`docs/jokai.md`, "Options").
    pub const NAMES: [&'static str; 5] =
        ["announce_after_exchange", "strict_announcements", "figures_count_skart", "silent_tarokk_count", "throw_in"];

    /// Set option `key` (a flag) by name. `throw_in` takes only `true`: when all pass, the
    /// rules give no other outcome (JK-B3). Unchanged on error.
    pub fn set(&mut self, key: &str, value: OptionValue<'_>) -> Result<(), InputError> {
        match key {
            "announce_after_exchange" => self.announce_after_exchange = value.flag(key)?,
            "strict_announcements" => self.strict_announcements = value.flag(key)?,
            "figures_count_skart" => self.figures_count_skart = value.flag(key)?,
            "silent_tarokk_count" => self.silent_tarokk_count = value.flag(key)?,
            "throw_in" => {
                if !value.flag(key)? {
                    return Err(InputError(
                        "throw_in=false is not supported: when all pass, the rules give no other outcome (JK-B3)".into(),
                    ));
                }
            }
            _ => return Err(options::unknown("Jókai-hármas", key, &Self::NAMES)),
        }
        Ok(())
    }
}

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Phase {
    /// The auction (JK-B1…B3).
    Bidding,
    /// A kettős declarer looks at the skart pairs one at a time (JK-S1).
    Skart,
    /// The declarer discards two cards after taking a pair (JK-S2).
    Discard,
    /// The declarer announces figures (JK-A1).
    Announce,
    /// The opponents may say kontra (JK-A2).
    Kontra,
    /// The declarer may say rekontra to a kontra'd item (JK-A2).
    Rekontra,
    /// The play of the tricks.
    Play,
    /// The deal is over (played out or thrown in).
    Over,
}

impl Phase {
    /// Every phase, in phase-index order.
    pub const ALL: [Phase; 8] = [
        Phase::Bidding,
        Phase::Skart,
        Phase::Discard,
        Phase::Announce,
        Phase::Kontra,
        Phase::Rekontra,
        Phase::Play,
        Phase::Over,
    ];
    /// The phase of a history entry's index.
    pub fn from_index(i: u8) -> Option<Phase> {
        Phase::ALL.get(i as usize).copied()
    }
    /// The phase's name: `bidding`, `skart`, `discard`, `announce`, `kontra`, `rekontra`,
    /// `play` or `over`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Bidding => "bidding",
            Phase::Skart => "skart",
            Phase::Discard => "discard",
            Phase::Announce => "announce",
            Phase::Kontra => "kontra",
            Phase::Rekontra => "rekontra",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }
    /// The rule that governs the phase (cited by refusals).
    pub fn rule(self) -> &'static str {
        match self {
            Phase::Bidding => "JK-B1",
            Phase::Skart => "JK-S1",
            Phase::Discard => "JK-S2",
            Phase::Announce => "JK-A1",
            Phase::Kontra | Phase::Rekontra => "JK-A2",
            Phase::Play | Phase::Over => "JK-P0",
        }
    }
}

/// The cards worth 5 points, which may not be discarded (JK-S2): kings, skíz, XXI, pagát.
pub const FIVE_POINT: CardSet = CardSet(CardSet::KINGS.0 | CardSet::HONOURS.0);

/// The two trumps whose capture is a figure (JK-F5, JK-F6).
const XXI_AND_PAGAT: CardSet = CardSet(Card::XXI.bit() | Card::PAGAT.bit());

/// One Jókai deal. A small `Copy` value; the action history (for the views' bids and
/// announcements) is kept by the caller.
///
/// Seats are table seats everywhere except inside `play`, which holds the three active
/// hands by *active index* (0 the forehand, 1 and 2 after him in playing order), so that
/// the shared play state runs the three-handed tricks also when a fourth seat sits out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) n: u8,
    pub(crate) dealer: u8,
    pub(crate) opts: Options,
    pub(crate) phase: Phase,
    /// The table seat to act outside the play.
    pub(crate) current: u8,
    pub(crate) talon: [Card; 6],
    // Bidding (JK-B1…B3).
    /// Table seats that passed, a bit each.
    pub(crate) passed: u8,
    /// The last bidder; with the bidding over, the declarer.
    pub(crate) holder: Option<u8>,
    /// The highest level bid (0 before any bid); with the bidding over, the contract.
    pub(crate) level: Level,
    /// The bidding ended with a declarer.
    pub(crate) declared: bool,
    // Skart (JK-S1, JK-S2).
    /// The view number (1..=5) once the skart phase started, else 0; after the take it
    /// stays at the skart index.
    pub(crate) view: u8,
    /// The pair the declarer took.
    pub(crate) taken: Option<u8>,
    /// The declarer's discards (his skart pile).
    pub(crate) discards: CardSet,
    // Announcements and kontras (JK-A1…A5).
    /// Announced figures (the tarokk count implied by pagát ultimó included), a bit each.
    pub(crate) announced: u8,
    /// The announced tarokk count.
    pub(crate) tarokk_count: Option<u8>,
    /// Kontra levels by item: 1 kontra, 2 rekontra.
    pub(crate) kontra: KontraLadder<ITEMS, 2>,
    /// The kontra turn: 0 the first opponent, 1 the second.
    pub(crate) kontra_turn: u8,
    // Play.
    /// The trumps in the declarer's hand when the play started (JK-F1, silent count).
    pub(crate) count_at_play: u8,
    /// The party that made XXI fogás / pagát fogás (JK-F5, JK-F6), once it happened.
    pub(crate) xxi_fogas: Option<Side>,
    pub(crate) pagat_fogas: Option<Side>,
    /// The active hands (by active index) from the deal on, then the play.
    pub(crate) play: PlayState,
}

impl Game {
    /// A deal shuffled from a seed.
    pub fn from_seed(n: usize, seed: u64, dealer: usize, opts: Options) -> Result<Game, InputError> {
        check_seats(n, dealer)?;
        Ok(Game::dealt(n, Dealt::from_seed(seed, n, dealer), dealer, opts))
    }

    /// A deal given by hand (validated).
    pub fn new(n: usize, deal: Dealt, dealer: usize, opts: Options) -> Result<Game, InputError> {
        check_seats(n, dealer)?;
        deal.validate(n, dealer)?;
        Ok(Game::dealt(n, deal, dealer, opts))
    }

    /// A deal already checked (`check_seats`, `Dealt::validate`), or shuffled from a seed.
    pub(crate) fn dealt(n: usize, deal: Dealt, dealer: usize, opts: Options) -> Game {
        let mut hands = [CardSet::EMPTY; MAX_SEATS];
        for (k, h) in hands.iter_mut().enumerate().take(3) {
            *h = deal.hands[active_seat(n, dealer, k)];
        }
        Game {
            n: n as u8,
            dealer: dealer as u8,
            opts,
            phase: Phase::Bidding,
            current: active_seat(n, dealer, 0) as u8,
            talon: deal.talon,
            passed: 0,
            holder: None,
            level: 0,
            declared: false,
            view: 0,
            taken: None,
            discards: CardSet::EMPTY,
            announced: 0,
            tarokk_count: None,
            kontra: KontraLadder::new(),
            kontra_turn: 0,
            count_at_play: 0,
            xxi_fogas: None,
            pagat_fogas: None,
            play: PlayState::dealt(3, hands),
        }
    }

    // ----- the table ---------------------------------------------------------------------

    /// The number of table seats (3 or 4).
    pub fn num_players(&self) -> usize {
        self.n as usize
    }
    /// The dealer's table seat.
    pub fn dealer(&self) -> usize {
        self.dealer as usize
    }
    /// The forehand's table seat (the first active seat after the dealer).
    pub fn forehand(&self) -> usize {
        active_seat(self.n as usize, self.dealer as usize, 0)
    }
    /// The rule options of this deal.
    pub fn options(&self) -> Options {
        self.opts
    }
    /// The table seat of active index `k` (0 the forehand); `k` is below 3.
    ///
    /// # Panics
    /// May panic for a `k` near `usize::MAX`; any other `k` of 3 or more names some seat
    /// without meaning. [`Game::active`] lists the three.
    #[inline]
    pub fn seat_of(&self, k: usize) -> usize {
        active_seat(self.n as usize, self.dealer as usize, k)
    }
    /// The active index of a table seat (`None` for the sitting-out dealer).
    #[inline]
    pub fn index_of(&self, seat: usize) -> Option<usize> {
        let n = self.n as usize;
        if seat >= n {
            return None; // no seat of the table (it wrapped round to a real seat: its hand)
        }
        let k = (seat + 2 * n - self.dealer as usize - 1) % n;
        (k < 3).then_some(k)
    }
    /// Does `seat` sit out this deal (JK-D1)?
    pub fn sits_out(&self, seat: usize) -> bool {
        self.n == 4 && seat == self.dealer as usize
    }
    /// The active seats in playing order from the forehand.
    pub fn active(&self) -> [u8; 3] {
        std::array::from_fn(|k| self.seat_of(k) as u8)
    }
    /// The next active seat in playing order (skipping the sitting-out dealer); `s` is a
    /// seat of the table.
    ///
    /// # Panics
    /// May panic for `s` of `usize::MAX`; another `s` past the table gives a seat without
    /// meaning (check it with [`crate::GameState::check_seat`]).
    pub fn next(&self, s: usize) -> usize {
        let n = self.n as usize;
        let t = (s + 1) % n;
        if self.sits_out(t) {
            (t + 1) % n
        } else {
            t
        }
    }

    // ----- where the deal stands ---------------------------------------------------------

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether the deal is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The deal was thrown in (JK-B3).
    pub fn thrown_in(&self) -> bool {
        self.phase == Phase::Over && !self.declared
    }
    /// The table seat to act, or `None` once the deal is over.
    pub fn current_player(&self) -> Option<usize> {
        match self.phase {
            Phase::Over => None,
            Phase::Play => self.play.current_player().map(|k| self.seat_of(k)),
            _ => Some(self.current as usize),
        }
    }
    /// The level played, once the bidding ended with a declarer.
    pub fn contract(&self) -> Option<Level> {
        self.declared.then_some(self.level)
    }
    /// The declarer's table seat, once the bidding has made one.
    pub fn declarer(&self) -> Option<usize> {
        self.holder.filter(|_| self.declared).map(usize::from)
    }
    fn declarer_seat(&self) -> usize {
        self.holder.expect("a declarer") as usize
    }
    /// The declarer's active index.
    pub(crate) fn declarer_index(&self) -> usize {
        self.index_of(self.declarer_seat()).expect("the declarer is active")
    }
    /// Is the level a kettős (with the skart exchange)?
    pub fn is_kettos(&self) -> bool {
        is_kettos(self.level)
    }
    /// The pair in view in the skart phase (JK-S1), or the pair taken after the take.
    pub fn skart_pair(&self) -> Option<u8> {
        match (self.phase, self.taken) {
            (_, Some(p)) => Some(p),
            (Phase::Skart, None) => Some(VIEW_ORDER[self.level as usize - 1][self.view as usize - 1]),
            _ => None,
        }
    }
    /// The view number in the skart phase (JK-S1), the skart index after the take.
    pub fn skart_view(&self) -> Option<u8> {
        (self.phase == Phase::Skart || self.taken.is_some()).then_some(self.view)
    }
    /// The skart index (JK-S1): the view at which the declarer took a pair.
    pub fn skart_index(&self) -> Option<u8> {
        self.taken.map(|_| self.view)
    }
    /// Has pair `p` been in the declarer's view (JK-S3)?
    pub fn pair_seen(&self, p: u8) -> bool {
        if self.view == 0 || !self.is_kettos() {
            return false;
        }
        VIEW_ORDER[self.level as usize - 1][..self.view as usize].contains(&p)
    }
    /// The two cards of skart pair `p`, in skart order.
    ///
    /// # Panics
    /// If `p` is not a pair's index (0, 1, 2).
    pub fn pair(&self, p: u8) -> [Card; 2] {
        self.checked_pair(p).unwrap_or_else(|| panic!("skart pair {p} is not 0, 1 or 2"))
    }
    /// [`Game::pair`], or `None` for a `p` that is no pair's index.
    pub fn checked_pair(&self, p: u8) -> Option<[Card; 2]> {
        (p < 3).then(|| [self.talon[2 * p as usize], self.talon[2 * p as usize + 1]])
    }
    /// The six skart cards in dealing order (pair `p` is `talon[2p..2p + 2]`).
    pub fn talon(&self) -> [Card; 6] {
        self.talon
    }
    /// The declarer's discards (his skart pile, JK-S2).
    pub fn discards(&self) -> CardSet {
        self.discards
    }
    /// The figures announced, a bit each (JK-A1; the implied tarokk count included).
    pub fn announced(&self) -> u8 {
        self.announced
    }
    /// Whether figure `f` was announced (false for a number that is no figure, [`FIGURES`]
    /// or more).
    pub fn is_announced(&self, f: Figure) -> bool {
        f < FIGURES && self.announced & (1 << f) != 0
    }
    /// The announced tarokk count (JK-F1), if one was announced.
    pub fn tarokk_count(&self) -> Option<u8> {
        self.tarokk_count
    }
    /// The kontra factor of item `i` (1, 2, 4).
    ///
    /// # Panics
    /// If `i` is not an item's index (the game, then the figures: below [`ITEMS`]).
    pub fn kontra_factor(&self, i: usize) -> i32 {
        self.kontra.factor(i)
    }
    /// [`Game::kontra_factor`], or `None` for an `i` that is no item's index.
    pub fn checked_kontra_factor(&self, i: usize) -> Option<i32> {
        self.kontra.checked_factor(i)
    }
    /// A seat's current hand (omniscient).
    pub fn hand(&self, seat: usize) -> CardSet {
        self.index_of(seat).map_or(CardSet::EMPTY, |k| self.play.hand(k))
    }
    /// The opponents' skart pile: the four untaken cards of a kettős, all six in szóló
    /// (JK-S2, JK-S4); empty before the take.
    pub fn opponents_skart(&self) -> CardSet {
        let all: CardSet = self.talon.iter().copied().collect();
        match self.taken {
            Some(p) => all.minus(self.pair(p).into_iter().collect()),
            None if self.declared && !self.is_kettos() => all,
            None => CardSet::EMPTY,
        }
    }
    /// Has the card play started?
    pub fn play_started(&self) -> bool {
        self.phase == Phase::Play || (self.phase == Phase::Over && self.declared)
    }
    /// The play state once the play has started (hands by active index).
    pub fn play_state(&self) -> Option<&PlayState> {
        self.play_started().then_some(&self.play)
    }
    /// The last completed trick with table seats.
    pub fn last_trick(&self) -> Option<TrickRecord> {
        let mut t = self.play_state()?.last_trick()?;
        t.leader = self.seat_of(t.leader as usize) as u8;
        t.winner = self.seat_of(t.winner as usize) as u8;
        Some(t)
    }
    /// Tricks won by a table seat.
    pub fn tricks_won(&self, seat: usize) -> u32 {
        match (self.play_started(), self.index_of(seat)) {
            (true, Some(k)) => self.play.tricks_won(k),
            _ => 0,
        }
    }

    // ----- legal actions -------------------------------------------------------------------

    /// The legal actions of the current player (empty when over).
    pub fn legal_actions(&self) -> Actions {
        let mut a = Actions::EMPTY;
        match self.phase {
            Phase::Over => {}
            Phase::Bidding => {
                a.insert(PASS);
                for l in self.level + 1..=LEVELS {
                    a.insert(BID + l);
                }
            }
            Phase::Skart => {
                a.insert(TAKE_PAIR + self.skart_pair().expect("a pair in view"));
                if self.view < 5 {
                    a.insert(NEXT_PAIR);
                }
            }
            Phase::Discard => a = Actions::from_cards(self.hand(self.declarer_seat()).minus(FIVE_POINT)),
            Phase::Announce => {
                a.insert(PASS);
                for f in 0..FIGURES {
                    if self.may_announce(f) {
                        a.insert(ANNOUNCE + f);
                    }
                }
            }
            Phase::Kontra => {
                a.insert(PASS);
                for i in 0..ITEMS {
                    if self.may_kontra(i) {
                        a.insert(KONTRA + i as u8);
                    }
                }
            }
            Phase::Rekontra => {
                a.insert(PASS);
                for i in 0..ITEMS {
                    if self.may_rekontra(i) {
                        a.insert(REKONTRA + i as u8);
                    }
                }
            }
            Phase::Play => a = Actions::from_cards(self.play.legal_actions()),
        }
        a
    }

    /// May the declarer announce figure `f` now (JK-A1, JK-A4, JK-A5)?
    pub(crate) fn may_announce(&self, f: Figure) -> bool {
        if self.is_announced(f) {
            return false;
        }
        let hand = self.hand(self.declarer_seat());
        let strict = self.opts.strict_announcements;
        match f {
            TAROKK_COUNT => hand.intersect(CardSet::TRUMPS).len() >= 10,
            PAGAT_ULTIMO => !strict || hand.contains(Card::PAGAT),
            XXI_FOGAS => !strict || !hand.contains(Card::XXI),
            PAGAT_FOGAS => !strict || !hand.contains(Card::PAGAT),
            _ => true,
        }
    }

    /// Does item `i` exist (the game, or an announced figure)?
    pub(crate) fn item_exists(&self, i: usize) -> bool {
        i == 0 || self.is_announced(i as u8 - 1)
    }

    /// JK-A2: each item can be kontra'd once, by either opponent.
    pub(crate) fn may_kontra(&self, i: usize) -> bool {
        self.item_exists(i) && self.kontra.level(i) == 0
    }

    /// JK-A2: the declarer rekontras a kontra'd item.
    pub(crate) fn may_rekontra(&self, i: usize) -> bool {
        self.kontra.level(i) == 1
    }

    // ----- applying actions ------------------------------------------------------------------

    /// Apply an action taken from `legal_actions` without checking it.
    ///
    /// # Panics
    /// May panic, or leave the state inconsistent, if `a` is not legal now: callers that
    /// cannot vouch for the action use [`crate::GameState::apply`].
    pub fn apply_unchecked(&mut self, a: Action) {
        match self.phase {
            Phase::Bidding => self.apply_bid(a),
            Phase::Skart => {
                if a == NEXT_PAIR {
                    self.view += 1;
                } else {
                    self.take_pair(a - TAKE_PAIR);
                }
            }
            Phase::Discard => self.discard(Card::new(a).expect("a card")),
            Phase::Announce => {
                if a == PASS {
                    self.phase = Phase::Kontra;
                    self.kontra_turn = 0;
                    self.current = self.next(self.declarer_seat()) as u8;
                } else {
                    self.announce(a - ANNOUNCE);
                }
            }
            Phase::Kontra => {
                if a != PASS {
                    self.kontra.raise((a - KONTRA) as usize, self.current);
                } else if self.kontra_turn == 0 {
                    self.kontra_turn = 1;
                    self.current = self.next(self.current as usize) as u8;
                } else if (0..ITEMS).any(|i| self.kontra.level(i) > 0) {
                    self.phase = Phase::Rekontra;
                    self.current = self.declarer_seat() as u8;
                } else {
                    self.after_talk();
                }
            }
            Phase::Rekontra => {
                if a == PASS {
                    self.after_talk();
                } else {
                    self.kontra.raise((a - REKONTRA) as usize, self.current);
                }
            }
            Phase::Play => self.play_card(Card::new(a).expect("a card")),
            Phase::Over => {}
        }
    }

    /// JK-B1…B3: a bid or a pass, then the next speaker, the declarer, or a throw-in.
    fn apply_bid(&mut self, a: Action) {
        let p = self.current;
        if a == PASS {
            self.passed |= 1 << p;
        } else {
            self.holder = Some(p);
            self.level = a - BID;
        }
        let passes = self.passed.count_ones();
        match self.holder {
            None if passes == 3 => {
                self.phase = Phase::Over; // JK-B3: thrown in
                return;
            }
            Some(h) if passes == 2 => {
                self.declared = true;
                self.current = h;
                if self.is_kettos() && self.opts.announce_after_exchange {
                    self.start_skart();
                } else {
                    self.phase = Phase::Announce;
                }
                return;
            }
            _ => {}
        }
        let mut s = self.next(p as usize);
        while self.passed & (1 << s) != 0 {
            s = self.next(s);
        }
        self.current = s as u8;
    }

    fn start_skart(&mut self) {
        self.phase = Phase::Skart;
        self.view = 1;
        self.current = self.declarer_seat() as u8;
    }

    /// JK-S2: the pair goes into the declarer's hand; he discards two.
    fn take_pair(&mut self, p: u8) {
        self.taken = Some(p);
        let k = self.declarer_index();
        let pair: CardSet = self.pair(p).into_iter().collect();
        self.play.set_hand(k, self.play.hand(k).union(pair));
        self.phase = Phase::Discard;
    }

    fn discard(&mut self, c: Card) {
        let k = self.declarer_index();
        let mut hand = self.play.hand(k);
        hand.remove(c);
        self.play.set_hand(k, hand);
        self.discards.insert(c);
        if self.discards.len() == 2 {
            if self.opts.announce_after_exchange {
                self.phase = Phase::Announce;
            } else {
                self.start_play();
            }
        }
    }

    /// JK-A1, JK-A4: announce a figure; the tarokk count records the trumps in hand, and
    /// pagát ultimó announces the count too.
    fn announce(&mut self, f: Figure) {
        self.announced |= 1 << f;
        if f == TAROKK_COUNT || (f == PAGAT_ULTIMO && self.tarokk_count.is_none()) {
            self.announced |= 1 << TAROKK_COUNT;
            self.tarokk_count = Some(self.hand(self.declarer_seat()).intersect(CardSet::TRUMPS).len() as u8);
        }
    }

    /// The phase after the announcements and kontras (JK-A1).
    fn after_talk(&mut self) {
        if self.is_kettos() && self.taken.is_none() {
            self.start_skart();
        } else {
            self.start_play();
        }
    }

    /// JK-P0: the forehand leads the first trick.
    fn start_play(&mut self) {
        self.count_at_play = self.hand(self.declarer_seat()).intersect(CardSet::TRUMPS).len() as u8;
        self.play.start(0, TrickRules::default(), [CardSet::EMPTY; MAX_SEATS]);
        self.phase = Phase::Play;
    }

    /// Play a card of the current player (taken from the legal ones).
    #[inline(always)]
    pub(crate) fn play_card(&mut self, card: Card) {
        if let Some(rec) = self.play.apply_unchecked(card) {
            self.trick_done(&rec);
        }
    }

    /// After each trick: the captures of the XXI and the pagát (JK-F5, JK-F6), and the end.
    #[inline(always)]
    fn trick_done(&mut self, rec: &TrickRecord) {
        let d = self.declarer_index();
        let cards = rec.set();
        if !cards.intersect(XXI_AND_PAGAT).is_empty() {
            let winner_declarer = rec.winner as usize == d;
            for (card, slot) in [(Card::XXI, &mut self.xxi_fogas), (Card::PAGAT, &mut self.pagat_fogas)] {
                if let Some(i) = rec.cards().position(|x| x == card) {
                    let player_declarer = rec.seat_of(i, 3) == d;
                    if player_declarer != winner_declarer {
                        *slot = Some(Side::of(winner_declarer));
                    }
                }
            }
        }
        if self.play.is_over() {
            self.phase = Phase::Over;
        }
    }
}
