//! The state machine of one Slovenian deal (`docs/slovenian.md`): deal, bidding, king
//! call, talon, discard, colour-valat raise, announcements and kontra, play.

use crate::announce::AnnounceRound;
use crate::card::{Card, CardSet, Pack, Suit};
use crate::error::InputError;
use crate::options::{self, OptionValue};
use crate::kontra::KontraLadder;
use crate::play::{PlayState, TrickRecord};
use crate::trick::TrickRules;

use super::actions::*;
use super::contract::{self, *};

/// The \[choice\] rules of the rules file, with their defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// SL-B1: a deal whose outcome is settled ends early.
    pub end_early: bool,
    /// SL-A1: king ultimo may be announced (declarer side, king called).
    pub king_ultimo: bool,
    /// SL-A4: after beggar and above, the defenders may kontra the game.
    pub beggar_kontra: bool,
    /// SL-S2: a silent valat scores 250 on top of the rest.
    pub silent_valat: bool,
    /// SL-L1: the klop talon cards are turned face up with their tricks.
    pub klop_talon_face_up: bool,
    /// SL-C1: count leftover cards at sum − 1 instead of exact thirds (same totals).
    pub counting_leftover: bool,
    /// SL-K4: the talon rest put into the called king's trick counts as won in it for the
    /// trula and kings bonuses too (off: for card points and the mond only).
    pub talon_rest_counts_for_bonuses: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            end_early: true,
            king_ultimo: true,
            beggar_kontra: true,
            silent_valat: true,
            klop_talon_face_up: true,
            counting_leftover: false,
            talon_rest_counts_for_bonuses: true,
        }
    }
}

impl Options {
    /// The options' names, as [`Options::set`] takes them (`docs/slovenian.md`, "Options").
    pub const NAMES: [&'static str; 8] = [
        "end_early",
        "king_ultimo",
        "beggar_kontra",
        "silent_valat",
        "klop_talon_face_up",
        "counting",
        "talon_rest_counts_for_bonuses",
        "klop_kontra",
    ];

    /// Set option `key` by name: a flag, or for `counting` the word `"thirds"` or
    /// `"leftover"` (SL-C1). `klop_kontra` takes only `false`: klop is never kontra'd
    /// (SL-A4), and the rules give no other way. Unchanged on error.
    pub fn set(&mut self, key: &str, value: OptionValue<'_>) -> Result<(), InputError> {
        match key {
            "end_early" => self.end_early = value.flag(key)?,
            "king_ultimo" => self.king_ultimo = value.flag(key)?,
            "beggar_kontra" => self.beggar_kontra = value.flag(key)?,
            "silent_valat" => self.silent_valat = value.flag(key)?,
            "klop_talon_face_up" => self.klop_talon_face_up = value.flag(key)?,
            "talon_rest_counts_for_bonuses" => self.talon_rest_counts_for_bonuses = value.flag(key)?,
            "counting" => self.counting_leftover = value.word(key, &["thirds", "leftover"])? == 1,
            "klop_kontra" => {
                if value.flag(key)? {
                    return Err(InputError("klop_kontra=true is not supported: klop is never kontra'd (SL-A4)".into()));
                }
            }
            _ => return Err(options::unknown("Slovenian tarok", key, &Self::NAMES)),
        }
        Ok(())
    }
}

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Phase {
    /// The auction (SL-B2, SL-B3).
    Bidding,
    /// The highest bidder (or the forehand when all others passed) names the contract he
    /// plays, possibly higher or klop (SL-B4, SL-B5).
    Declare,
    /// The declarer calls a king, or a queen holding all four kings (SL-K1).
    Call,
    /// The declarer takes a talon set (SL-K2).
    Talon,
    /// The declarer discards as many cards as he took (SL-K3).
    Discard,
    /// After a solo exchange the declarer may raise to colour valat (SL-K6).
    Raise,
    /// Announcements and kontras (SL-A1, SL-A2, SL-A4).
    Announce,
    /// The play of the tricks.
    Play,
    /// The deal is over (played out or annulled).
    Over,
}

impl Phase {
    /// Every phase, in phase-index order.
    pub const ALL: [Phase; 9] = [
        Phase::Bidding,
        Phase::Declare,
        Phase::Call,
        Phase::Talon,
        Phase::Discard,
        Phase::Raise,
        Phase::Announce,
        Phase::Play,
        Phase::Over,
    ];
    /// The phase of a history entry's index.
    pub fn from_index(i: u8) -> Option<Phase> {
        Phase::ALL.get(i as usize).copied()
    }
    /// The phase's name: `bidding`, `declare`, `call`, `talon`, `discard`, `raise`, `announce`,
    /// `play` or `over`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Bidding => "bidding",
            Phase::Declare => "declare",
            Phase::Call => "call",
            Phase::Talon => "talon",
            Phase::Discard => "discard",
            Phase::Raise => "raise",
            Phase::Announce => "announce",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }
    /// The rule that says what is done in the phase, cited by a refusal of an action that
    /// belongs to another phase.
    pub fn rule(self) -> &'static str {
        match self {
            Phase::Bidding => "SL-B2",
            Phase::Declare => "SL-B5",
            Phase::Call => "SL-K1",
            Phase::Talon => "SL-K2",
            Phase::Discard => "SL-K3",
            Phase::Raise => "SL-K6",
            Phase::Announce => "SL-A1",
            Phase::Play => "SL-P2",
            Phase::Over => "SL-P1",
        }
    }
}

/// The dealt cards: hands in seat order and the six talon cards in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// The hand of each seat (the fourth is empty with three players).
    pub hands: [CardSet; 4],
    /// The six talon cards in dealing order.
    pub talon: [Card; 6],
}

impl Dealt {
    /// Shuffle and deal from a seed (SL-D2), identically on every platform.
    ///
    /// # Panics
    /// Unless `n` is 3 or 4 and `dealer` a seat of them; [`Game::from_seed`] checks them and
    /// returns an error instead.
    pub fn from_seed(seed: u64, n: usize, dealer: usize) -> Dealt {
        if let Err(e) = check_seats(n, dealer) {
            panic!("slovenian::Dealt::from_seed: {e}");
        }
        let (deck, _) = crate::deal::shuffled(seed, Pack::Full54);
        // The packet size as a constant, so that each packet's loop is unrolled.
        if n == 4 {
            Dealt::from_deck::<6>(&deck, n, dealer)
        } else {
            Dealt::from_deck::<8>(&deck, n, dealer)
        }
    }

    /// Deal `deck` in packets of `PACKET` cards after the talon (SL-D2).
    fn from_deck<const PACKET: usize>(deck: &[u8; 54], n: usize, dealer: usize) -> Dealt {
        let talon = std::array::from_fn(|i| Card::new(deck[i]).expect("card id"));
        let mut hands = [CardSet::EMPTY; 4];
        let mut seat = (dealer + 1) % n; // the forehand gets the first packet
        for cards in deck[6..].chunks_exact(PACKET) {
            // The deck holds the ids 0..54, so each is a card of its own bit.
            hands[seat].0 |= cards.iter().fold(0, |b, &id| b | 1u64 << id);
            seat = if seat + 1 == n { 0 } else { seat + 1 };
        }
        Dealt { hands, talon }
    }

    /// Check a hand-given deal: n hands of the right size, a talon of 6, all 54 cards once.
    pub fn validate(&self, n: usize) -> Result<(), InputError> {
        if n != 3 && n != 4 {
            return Err(InputError(format!("Slovenian deals are dealt to 3 or 4 seats, not {n}")));
        }
        if !self.hands[n..].iter().all(|h| h.is_empty()) {
            return Err(InputError(format!("a deal to {n} seats has {n} hands: the fourth must be empty")));
        }
        let sizes = [48 / n; 4];
        crate::deal::validate(&self.hands[..n], &sizes[..n], &self.talon, Pack::Full54)
    }
}

/// One Slovenian deal. A small `Copy` value; the action history is kept by the caller
/// (views and [`Game::tricks`] take it).
///
/// Only what cannot be derived is stored: the hands live in the play state from the deal
/// on, and the piles of talon cards (the defenders', the SL-K4 rest, the klop talon cards
/// won with tricks) follow from the talon, the taken set and who won which trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) n: u8,
    pub(crate) dealer: u8,
    pub(crate) compulsory: bool,
    pub(crate) opts: Options,
    pub(crate) phase: Phase,
    pub(crate) current: u8,
    pub(crate) annulled: bool,
    pub(crate) talon: [Card; 6],
    // Bidding.
    pub(crate) passed: u8,
    pub(crate) holder: Option<u8>,
    pub(crate) holder_bid: Contract,
    pub(crate) any_bid: bool,
    // Contract and sides.
    pub(crate) contract: Option<Contract>,
    pub(crate) declarer: u8,
    pub(crate) called: Option<Card>,
    pub(crate) partner: Option<u8>,
    /// Seats whose side is public knowledge (bit per seat).
    pub(crate) public: u8,
    // Talon and discards.
    pub(crate) talon_taken: Option<u8>,
    /// The cards of the taken talon set (SL-K2); empty when none was taken.
    pub(crate) taken: CardSet,
    pub(crate) talon_shown: bool,
    pub(crate) discards: CardSet,
    pub(crate) discards_left: u8,
    /// Klop (SL-L1): the seat that won talon card `j` with trick `j + 1` (for `j` below
    /// the number of tricks played).
    pub(crate) klop_talon: [u8; 6],
    // Announcements.
    pub(crate) announced_by: [Option<u8>; BONUSES as usize],
    /// Kontra levels on the game (item 0) and the bonuses (1 + b), up to mordkontra.
    pub(crate) kontra: KontraLadder<ITEMS, 4>,
    pub(crate) round: AnnounceRound,
    // Play.
    /// The hands from the deal on (changed by the talon and the discards), then the play.
    pub(crate) play: PlayState,
    /// SL-K4: the seat that won the called card's trick and with it the talon rest.
    pub(crate) k4_winner: Option<u8>,
    /// SL-P5: the seat whose mond was captured by the škis.
    pub(crate) mond_captured: Option<u8>,
}

fn bit(s: usize) -> u8 {
    1 << s
}

impl Game {
    /// A deal from a seed.
    pub fn from_seed(n: usize, seed: u64, dealer: usize, compulsory: bool, opts: Options) -> Result<Game, InputError> {
        check_seats(n, dealer)?;
        // A shuffled deal is valid by construction.
        Ok(Game::dealt(n, Dealt::from_seed(seed, n, dealer), dealer, compulsory, opts))
    }

    /// A deal given by hand (validated).
    pub fn new(n: usize, deal: Dealt, dealer: usize, compulsory: bool, opts: Options) -> Result<Game, InputError> {
        check_seats(n, dealer)?;
        deal.validate(n)?;
        Ok(Game::dealt(n, deal, dealer, compulsory, opts))
    }

    /// A deal already checked (`check_seats`, `Deal::validate`), or shuffled from a seed.
    pub(crate) fn dealt(n: usize, deal: Dealt, dealer: usize, compulsory: bool, opts: Options) -> Game {
        let forehand = ((dealer + 1) % n) as u8;
        let mut g = Game {
            n: n as u8,
            dealer: dealer as u8,
            compulsory,
            opts,
            phase: Phase::Bidding,
            current: (forehand + 1) % n as u8,
            annulled: false,
            talon: deal.talon,
            passed: 0,
            holder: Some(forehand),
            holder_bid: if compulsory { KLOP } else { THREE },
            any_bid: false,
            contract: None,
            declarer: forehand,
            called: None,
            partner: None,
            public: 0,
            talon_taken: None,
            taken: CardSet::EMPTY,
            talon_shown: false,
            discards: CardSet::EMPTY,
            discards_left: 0,
            klop_talon: [0; 6],
            announced_by: [None; BONUSES as usize],
            kontra: KontraLadder::new(),
            round: AnnounceRound::new(),
            play: PlayState::dealt(n, deal.hands),
            k4_winner: None,
            mond_captured: None,
        };
        // SL-D3: a hand without a tarok annuls the deal.
        if deal.hands[..n].iter().any(|h| h.intersect(CardSet::TRUMPS).is_empty()) {
            g.annulled = true;
            g.phase = Phase::Over;
            return g;
        }
        if n == 3 {
            g.holder = None;
            g.holder_bid = KLOP;
            g.current = forehand;
            if compulsory {
                // SL-T2: a compulsory klop round with three players is simply klop.
                g.set_contract(KLOP, forehand);
            }
        }
        g
    }

    /// The number of players (3 or 4).
    pub fn num_players(&self) -> usize {
        self.n as usize
    }
    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether the deal is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// The seat to act, or `None` once the deal is over.
    pub fn current_player(&self) -> Option<usize> {
        if self.is_over() {
            None
        } else if self.phase == Phase::Play {
            self.play.current_player()
        } else {
            Some(self.current as usize)
        }
    }
    /// The dealer's seat.
    pub fn dealer(&self) -> usize {
        self.dealer as usize
    }
    /// The forehand's seat (the seat after the dealer).
    pub fn forehand(&self) -> usize {
        (self.dealer as usize + 1) % self.n as usize
    }
    /// Whether this deal is in a compulsory klop round (SL-B6).
    pub fn compulsory_klop(&self) -> bool {
        self.compulsory
    }
    /// The rule options of this deal.
    pub fn options(&self) -> Options {
        self.opts
    }
    /// Whether the deal was annulled: a seat was dealt no tarok (SL-D3).
    pub fn annulled(&self) -> bool {
        self.annulled
    }
    /// SL-D3: the seats dealt no tarok (their hands are shown; the deal is annulled).
    pub fn no_tarok_seats(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n as usize).filter(move |&s| self.annulled && self.play.hand(s).intersect(CardSet::TRUMPS).is_empty())
    }
    /// The contract, once the bidding has settled it.
    pub fn contract(&self) -> Option<Contract> {
        self.contract
    }
    /// The declarer's seat, once there is a contract other than klop.
    pub fn declarer(&self) -> Option<usize> {
        self.contract.filter(|&c| c != KLOP).map(|_| self.declarer as usize)
    }
    /// The partner's seat (omniscient: the holder of the called card), if there is one.
    pub fn partner(&self) -> Option<usize> {
        self.partner.map(usize::from)
    }
    /// The card the declarer called (SL-K1), once called.
    pub fn called(&self) -> Option<Card> {
        self.called
    }
    /// The six talon cards in dealing order.
    pub fn talon(&self) -> [Card; 6] {
        self.talon
    }
    /// The index of the talon set the declarer took (SL-K2), once taken.
    pub fn talon_taken(&self) -> Option<usize> {
        self.talon_taken.map(usize::from)
    }
    /// The declarer's discards (SL-K3).
    pub fn discards(&self) -> CardSet {
        self.discards
    }
    /// The play-phase state, once the play of a contract has begun.
    pub fn play_state(&self) -> Option<&PlayState> {
        matches!(self.phase, Phase::Play | Phase::Over).then_some(&self.play).filter(|_| self.contract.is_some())
    }
    /// The current hand of a seat (omniscient: for simulators and tests); empty for a
    /// number that is no seat of the table, as in the other games.
    pub fn hand(&self, seat: usize) -> CardSet {
        if seat < self.num_players() {
            self.play.hand(seat)
        } else {
            CardSet::EMPTY
        }
    }
    pub(crate) fn play_started(&self) -> bool {
        self.phase == Phase::Play || (self.phase == Phase::Over && !self.annulled)
    }
    pub(crate) fn on_declarer_side(&self, s: usize) -> bool {
        s == self.declarer as usize || self.partner == Some(s as u8)
    }
    fn prio(&self, s: u8) -> u8 {
        (s + self.n - self.forehand() as u8) % self.n
    }
    pub(crate) fn min_bid(&self) -> Contract {
        if self.compulsory {
            SOLO_WITHOUT
        } else {
            THREE
        }
    }
    fn next_seat(&self, s: u8) -> u8 {
        // Not `% n`: a division is slow, and this runs on every bid and announcement.
        if s + 1 == self.n {
            0
        } else {
            s + 1
        }
    }

    // ----- legal actions -------------------------------------------------------------

    /// The legal actions of the current player (empty when over).
    pub fn legal_actions(&self) -> Actions {
        let mut a = Actions::EMPTY;
        let n = self.n as usize;
        match self.phase {
            Phase::Over => {}
            Phase::Bidding => {
                a.insert(PASS);
                let p = self.current;
                for c in self.min_bid()..CONTRACTS {
                    if contract::exists(c, n) && self.beats_holder(p, c) {
                        a.insert(BID + c);
                    }
                }
            }
            Phase::Declare => {
                let low = self.holder_bid.max(self.min_bid());
                for c in low..CONTRACTS {
                    if contract::exists(c, n) {
                        a.insert(BID + c);
                    }
                }
                if n == 4 && !self.any_bid {
                    a.insert(BID + KLOP);
                }
            }
            Phase::Call => {
                for s in 0..4 {
                    a.insert(CALL_KING + s);
                }
                if CardSet::KINGS.is_subset(self.hand(self.declarer as usize)) {
                    for s in 0..4 {
                        a.insert(CALL_QUEEN + s);
                    }
                }
            }
            Phase::Talon => {
                let k = contract::info(self.contract.expect("contract")).talon_set;
                for i in 0..6 / k {
                    a.insert(TAKE_SET + i);
                }
            }
            Phase::Discard => {
                let hand = self.hand(self.declarer as usize);
                a = Actions::from_cards(hand.minus(CardSet::KINGS).minus(CardSet::HONOURS));
            }
            Phase::Raise => {
                a.insert(PASS);
                a.insert(RAISE_COLOUR_VALAT);
            }
            Phase::Announce => {
                a.insert(PASS);
                let p = self.current as usize;
                if contract::has_bonuses(self.contract.expect("contract")) {
                    for b in 0..BONUSES {
                        if self.may_announce(p, b) {
                            a.insert(ANNOUNCE + b);
                        }
                    }
                    for i in 0..ITEMS {
                        if self.may_kontra(p, i) {
                            a.insert(KONTRA + i as u8);
                        }
                    }
                } else if self.may_kontra(p, 0) {
                    a.insert(KONTRA);
                }
            }
            Phase::Play => a = Actions::from_cards(self.play.legal_actions()),
        }
        a
    }

    pub(crate) fn beats_holder(&self, p: u8, c: Contract) -> bool {
        match self.holder {
            None => true,
            Some(h) => c > self.holder_bid || (c == self.holder_bid && self.prio(p) < self.prio(h)),
        }
    }

    fn may_announce(&self, p: usize, b: u8) -> bool {
        if self.announced_by[b as usize].is_some() {
            return false;
        }
        if b == KING_ULTIMO {
            return self.opts.king_ultimo
                && self.n == 4
                && self.called.is_some_and(Card::is_king)
                && self.on_declarer_side(p);
        }
        true
    }

    /// Who owns an item: true = the declarer side. The game is the declarer's.
    pub(crate) fn item_owner(&self, i: usize) -> Option<(bool, usize)> {
        if i == 0 {
            return Some((true, self.declarer as usize));
        }
        self.announced_by[i - 1].map(|s| (self.on_declarer_side(s as usize), s as usize))
    }

    /// SL-A2: may seat p give the next kontra level on item i?
    pub(crate) fn may_kontra(&self, p: usize, i: usize) -> bool {
        let Some((owner_decl, announcer)) = self.item_owner(i) else { return false };
        let own_side = self.on_declarer_side(p) == owner_decl;
        self.kontra.may_raise(i, own_side, announcer as u8, |t| self.knows_side(p, t as usize))
    }

    /// Does seat p know the side of seat t (SL-A2)? The declarer is known to all; the
    /// partner knows every side; anybody knows a public side. A declarer who called his
    /// own king knows he is alone, but the rule lets him act on it only when he plays alone
    /// *openly* (then every side is public): his kontra would give it away.
    pub(crate) fn knows_side(&self, p: usize, t: usize) -> bool {
        t == self.declarer as usize
            || p == t
            || self.partner == Some(p as u8)
            || self.public & bit(t) != 0
    }

    // ----- applying actions ----------------------------------------------------------

    /// Apply an action taken from `legal_actions` without checking it.
    ///
    /// # Panics
    /// May panic, or leave the state inconsistent, if `a` is not legal now: callers that
    /// cannot vouch for the action use [`crate::GameState::apply`].
    pub fn apply_unchecked(&mut self, a: Action) {
        match self.phase {
            Phase::Bidding => self.apply_bid(a),
            Phase::Declare => {
                let c = a - BID;
                let d = self.holder.unwrap_or(self.forehand() as u8);
                self.set_contract(c, d);
            }
            Phase::Call => self.apply_call(a),
            Phase::Talon => self.apply_talon(a - TAKE_SET),
            Phase::Discard => {
                let c = Card::new(a).expect("card");
                let d = self.declarer as usize;
                let mut hand = self.hand(d);
                hand.remove(c);
                self.play.set_hand(d, hand);
                self.discards.insert(c);
                self.discards_left -= 1;
                if self.discards_left == 0 {
                    let c = self.contract.expect("contract");
                    if self.n == 4 && (SOLO_THREE..=SOLO_ONE).contains(&c) {
                        self.phase = Phase::Raise;
                    } else {
                        self.start_announce();
                    }
                }
            }
            Phase::Raise => {
                if a == RAISE_COLOUR_VALAT {
                    self.contract = Some(COLOUR_VALAT);
                }
                self.start_announce();
            }
            Phase::Announce => self.apply_announce(a),
            Phase::Play => self.apply_play(a),
            Phase::Over => {}
        }
    }

    fn apply_bid(&mut self, a: Action) {
        let p = self.current;
        if a == PASS {
            self.passed |= bit(p as usize);
        } else {
            self.holder = Some(p);
            self.holder_bid = a - BID;
            self.any_bid = true;
        }
        // Next seat that has not passed and is not the holder.
        let mut s = p;
        for _ in 0..self.n {
            s = self.next_seat(s);
            if self.passed & bit(s as usize) == 0 && Some(s) != self.holder {
                self.current = s;
                return;
            }
        }
        // Everyone but the holder has passed.
        match self.holder {
            Some(h) => {
                self.current = h;
                self.phase = Phase::Declare;
            }
            None => self.set_contract(KLOP, self.forehand() as u8),
        }
    }

    fn set_contract(&mut self, c: Contract, declarer: u8) {
        self.contract = Some(c);
        self.declarer = declarer;
        self.current = declarer;
        let n = self.n as usize;
        self.public = bit(declarer as usize);
        if c == KLOP {
            self.start_play();
        } else if contract::calls_king(c, n) {
            self.phase = Phase::Call;
        } else {
            // Playing alone openly: every side is public.
            self.public = self.every_seat();
            if contract::info(c).talon_set > 0 {
                self.show_talon();
            } else {
                // Nobody takes the talon: it counts for the defenders (`piles_by_side`).
                self.start_announce();
            }
        }
    }

    fn apply_call(&mut self, a: Action) {
        let suit = Suit::from_index((a - CALL_KING) % 4);
        let rank = if a >= CALL_QUEEN { 6 } else { 7 };
        let card = Card::suited(suit, rank).expect("court card");
        self.called = Some(card);
        self.partner = (0..self.n)
            .find(|&s| s != self.declarer && self.hand(s as usize).contains(card));
        if self.talon.contains(&card) {
            self.public = self.every_seat();
        }
        self.show_talon();
    }

    fn show_talon(&mut self) {
        self.talon_shown = true;
        self.phase = Phase::Talon;
        self.current = self.declarer;
    }

    fn apply_talon(&mut self, i: u8) {
        let k = contract::info(self.contract.expect("contract")).talon_set as usize;
        let taken: CardSet = self.talon[i as usize * k..(i as usize + 1) * k].iter().copied().collect();
        let d = self.declarer as usize;
        self.play.set_hand(d, self.hand(d).union(taken));
        // The rest goes to the defenders, or with the called card's trick (SL-K4): see
        // `piles_by_side`.
        self.taken = taken;
        self.talon_taken = Some(i);
        self.discards_left = k as u8;
        self.phase = Phase::Discard;
    }

    fn start_announce(&mut self) {
        let c = self.contract.expect("contract");
        if contract::has_bonuses(c) {
            self.current = self.declarer;
        } else if self.opts.beggar_kontra {
            self.current = self.next_seat(self.declarer);
        } else {
            self.start_play();
            return;
        }
        self.phase = Phase::Announce;
    }

    fn apply_announce(&mut self, a: Action) {
        let p = self.current as usize;
        if a == PASS {
            if self.round.pass(self.n) {
                self.start_play();
            } else {
                self.current = self.next_seat(self.current);
            }
            return;
        }
        self.round.act();
        if a >= KONTRA {
            self.kontra.raise((a - KONTRA) as usize, p as u8);
            self.show_side(p); // only one side can give each level
        } else {
            let b = a - ANNOUNCE;
            self.announced_by[b as usize] = Some(p as u8);
            if b == KING_ULTIMO {
                self.show_side(p); // only the declarer side announces it
            }
        }
    }

    /// Seat p's side becomes public (SL-A2). The partner's shows every side: there is one
    /// partner, so everybody then knows the others for defenders.
    fn show_side(&mut self, p: usize) {
        self.public |= if self.partner == Some(p as u8) { self.every_seat() } else { bit(p) };
    }

    /// Every seat of the deal, as bits: the sides all public.
    fn every_seat(&self) -> u8 {
        (1 << self.n) - 1
    }

    /// SL-A3: which seat must keep which card: its holder on the announcing side, once he
    /// knows that he is on it (SL-A2's knowledge: the announcer is he, the declarer or a
    /// public side, or he is the partner). A holder who cannot know it is not bound, so his
    /// legal cards never show him a hidden partner; the sides all become public when the
    /// called card is played, and then he is: `all_public` gives the cards held back from
    /// then on (the play binds them itself, `PlayState::set_keep_later`).
    fn keep_cards(&self, all_public: bool) -> [CardSet; 4] {
        let mut keep = [CardSet::EMPTY; 4];
        let mut mark = |card: Card, announcer: u8| {
            let side = self.on_declarer_side(announcer as usize);
            for (s, k) in keep.iter_mut().enumerate().take(self.n as usize) {
                if self.hand(s).contains(card)
                    && self.on_declarer_side(s) == side
                    && (all_public || self.knows_side(s, announcer as usize))
                {
                    k.insert(card);
                }
            }
        };
        if let Some(by) = self.announced_by[PAGAT_ULTIMO as usize] {
            mark(Card::PAGAT, by);
        }
        if let (Some(by), Some(k)) = (self.announced_by[KING_ULTIMO as usize], self.called) {
            mark(k, by);
        }
        keep
    }

    fn start_play(&mut self) {
        let c = self.contract.expect("contract");
        let leader = if c >= BEGGAR { self.declarer as usize } else { self.forehand() };
        let rules = TrickRules {
            negative: contract::is_negative(c),
            colour_valat: c == COLOUR_VALAT,
            emperor: true,
        };
        let keep = self.keep_cards(false);
        self.play.start(leader, rules, keep);
        let later = self.keep_cards(true).iter().fold(CardSet::EMPTY, |a, k| a.union(*k));
        self.play.set_keep_later(self.called, later);
        self.phase = Phase::Play;
    }

    fn apply_play(&mut self, a: Action) {
        self.play_card(Card::new(a).expect("card"));
    }

    /// Play a card of the current player (taken from the legal ones): the per-card path.
    #[inline(always)]
    pub(crate) fn play_card(&mut self, card: Card) {
        let shows_sides = Some(card) == self.called;
        if shows_sides {
            // Playing the called card shows every side (SL-A2): its holder is the partner,
            // or the declarer, who is then alone.
            self.public = self.every_seat();
        }
        // Now every holder knows his side: SL-A3 binds those it did not bind yet (the play
        // does, `PlayState::set_keep_later`).
        let done = self.play.apply_unchecked(card);
        if let Some(rec) = done {
            self.trick_done(&rec);
        }
    }

    /// After each trick: the klop talon card (SL-L1), the SL-K4 rest, the mond (SL-P5), and
    /// the end of the deal (SL-B1 early).
    #[inline(always)] // once per trick, on the path of simulators
    fn trick_done(&mut self, rec: &TrickRecord) {
        let c = self.contract.expect("contract");
        let w = rec.winner as usize;
        let done = self.play.tricks_done();
        let cards = rec.set();
        if c == KLOP && done <= 6 {
            self.klop_talon[done - 1] = w as u8; // SL-L1
        }
        if self.k4() && self.k4_winner.is_none() && self.called.is_some_and(|k| cards.contains(k)) {
            self.k4_winner = Some(w as u8); // SL-K4
        }
        if contract::has_bonuses(c) && cards.contains(Card::SKIZ) && cards.contains(Card::XXI) {
            // SL-P5: the player of the mond pays.
            let i = rec.cards().position(|x| x == Card::XXI).expect("mond in trick");
            self.mond_captured = Some(rec.seat_of(i, self.n as usize) as u8);
        }
        let d = self.declarer as usize;
        let settled = self.opts.end_early
            && match c {
                BEGGAR | OPEN_BEGGAR => w == d,
                COLOUR_VALAT | VALAT => w != d,
                _ => false,
            };
        if settled || self.play.is_over() {
            self.phase = Phase::Over;
        }
    }

    // ----- the talon's piles, derived -----------------------------------------------

    /// The six talon cards.
    fn talon_cards(&self) -> CardSet {
        self.talon.iter().copied().collect()
    }

    /// SL-K4: the called card lies in the taken talon set, so the rest of the talon goes to
    /// the winner of the trick in which the called card is played.
    pub(crate) fn k4(&self) -> bool {
        self.called.is_some_and(|c| self.taken.contains(c))
    }

    /// The talon cards that are not the declarer's: all six when he took none (SL-K2).
    pub(crate) fn talon_rest(&self) -> CardSet {
        self.talon_cards().minus(self.taken)
    }
}

fn check_seats(n: usize, dealer: usize) -> Result<(), InputError> {
    if n != 3 && n != 4 {
        return Err(InputError(format!(
            "Slovenian tarok is played by 3 or 4 active players, not {n} (with five at the table the dealer sits out and four play the deal)"
        )));
    }
    if dealer >= n {
        return Err(InputError(format!("dealer {dealer} is not a seat of {n}")));
    }
    Ok(())
}
