//! A seat's observation tensor (`docs/observations.md`, "Paskievics"), written from its
//! view (so the partner appears only once the seat knows him, and no other hand, talon
//! share or hidden discard ever does), and what the seat knows of the deal for sampling
//! worlds.

use crate::card::{Card, CardSet};
use crate::game::{DealKnowledge, HandFact, LogEntry, PrivateFact, Regrouped, ViewFields};
use crate::tensor::Encoder;
use crate::value::Value;

use super::actions::*;
use super::game::{opening_invites, Game, Phase, ACTIVE, CALLABLE};

/// PK-S2: what a discard may be (one card, never an honour or a king).
const DISCARDABLE: CardSet = CardSet(CardSet::ALL42.0 & !CardSet::HONOURS.0 & !CardSet::KINGS.0);

/// Ráütés entries: the knock or the cut, then at most three packet choices (PK-D3).
const MAX_RAUTES: usize = 4;
/// Values of a ráütés entry: knock, cut, packet 0..3.
const RAUTES_VALUES: usize = 6;
/// Bidding entries: each bid raises the level (at most 4 bids); after each bid at most
/// three holds, each by a seat of higher priority than the last holder (PK-B4); a seat
/// passes once and is then skipped (4 passes): 4 + 12 + 4.
pub const MAX_AUCTION: usize = 4 + 3 * 4 + 4;
/// Values of a bidding entry: pass, bid level 0..3, hold.
const AUCTION_VALUES: usize = 6;
/// Deviations: the state records at most three jumps.
const MAX_DEVIATIONS: usize = 3;
/// Announce-phase entries (engine-said counts included). At most 46 acts: the call, 4
/// counts (said or added by the engine, once per seat), 6 figures (each once), 7 items ×
/// 5 kontra steps. Each acting turn (at most 46) ends with a pass; the declarer's first
/// turn is never empty, at most 2 empty turns come between acting turns and 3 after the
/// last: 46 + 46 + 2 × 45 + 3.
pub const MAX_ANNOUNCEMENTS: usize = 46 + 46 + 2 * 45 + 3;
/// Values of an announcement entry: pass, 8 tarokks, 9 tarokks, the call (its card is in
/// `called`), announce figure 0..5, kontra on item 0..6.
const ANNOUNCEMENT_VALUES: usize = 4 + FIGURES as usize + ITEMS;
/// A seat discards at most three cards (the three's declarer): its count is 0..3.
const MAX_DISCARDED: usize = 3;
/// The non-declarers' discards: at most six (szóló).
const MAX_DEALER_TARROKS: usize = 6;
/// The callable tarokks II..XX (card ids 1..19).
const CALLABLE_CARDS: usize = 19;
const TRICKS: usize = 9;

fn rautes_value(a: Action) -> usize {
    match a {
        KNOCK => 0,
        CUT => 1,
        _ => 2 + (a - PACKET) as usize,
    }
}

fn auction_value(a: Action) -> usize {
    match a {
        PASS => 0,
        HOLD => 5,
        _ => 1 + (a - BID) as usize,
    }
}

fn announcement_value(a: Action) -> usize {
    match a {
        PASS => 0,
        COUNT8 => 1,
        COUNT9 => 2,
        _ if a >= KONTRA => 4 + FIGURES as usize + (a - KONTRA) as usize,
        _ if a >= ANNOUNCE => 4 + (a - ANNOUNCE) as usize,
        _ => 3,
    }
}

/// A seat's view, read back by field name (`docs/paskievics.md`, "Views"). A missing field
/// or one of another kind is a bug of this module, hence the panics.
struct Fields(ViewFields);

impl Fields {
    fn get(&self, name: &str) -> &Value {
        &self.0.iter().find(|(k, _)| *k == name).unwrap_or_else(|| panic!("view field {name}")).1
    }
    fn int(&self, name: &str) -> Option<usize> {
        as_int(self.get(name))
    }
    fn list(&self, name: &str) -> &[Value] {
        match self.get(name) {
            Value::List(v) => v,
            v => panic!("view field {name}: {v:?}"),
        }
    }
    fn ints(&self, name: &str) -> Vec<i64> {
        match self.get(name) {
            Value::Ints(v) => v.clone(),
            v => panic!("view field {name}: {v:?}"),
        }
    }
    fn cards(&self, name: &str) -> CardSet {
        as_cards(self.get(name))
    }
    fn actions(&self, name: &str) -> &[(u8, Action)] {
        match self.get(name) {
            Value::Actions(v) => v,
            v => panic!("view field {name}: {v:?}"),
        }
    }
    fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Value::Bool(true))
    }
    fn card(&self, name: &str) -> Option<Card> {
        match self.get(name) {
            Value::Card(c) => Some(*c),
            _ => None,
        }
    }
}

fn as_int(v: &Value) -> Option<usize> {
    match v {
        Value::Int(i) => Some(*i as usize),
        _ => None,
    }
}

fn as_cards(v: &Value) -> CardSet {
    match v {
        Value::CardSet(c) => *c,
        Value::Cards(c) => c.iter().copied().collect(),
        v => panic!("a card set: {v:?}"),
    }
}

/// Per table seat: the seat's side as (declarer, defenders) bits.
fn side_bits(v: &Value) -> [bool; 2] {
    match v {
        Value::Str("declarer") => [true, false],
        Value::Str("defenders") => [false, true],
        _ => [false, false],
    }
}

impl Game {
    /// The tensor, segment by segment (the order and names of `docs/observations.md`),
    /// from the seat's view only.
    pub(crate) fn encode(&self, seat: usize, log: &[LogEntry], enc: &mut Encoder) {
        let v = Fields(self.seat_view(seat, log));
        let n = v.int("num_players").expect("num_players");
        let one_hot_rows = |name: &'static str, enc: &mut Encoder, width: usize, values: &[Option<usize>]| {
            enc.bits(name, &[values.len(), width], values.iter().flat_map(|&x| (0..width).map(move |i| x == Some(i))));
        };
        enc.one_hot("seat", n, v.int("seat"));
        enc.one_hot("dealer", n, v.int("dealer"));
        let phase = Phase::ALL.iter().position(|p| Value::Str(p.name()) == *v.get("phase"));
        enc.one_hot("phase", Phase::ALL.len(), phase);
        enc.one_hot("current_player", n, v.int("current_player"));
        enc.cards("hand", v.cards("hand"));
        let rautes: Vec<(usize, usize)> = v.actions("rautes").iter().map(|&(s, a)| (s as usize, rautes_value(a))).collect();
        enc.sequence("rautes", MAX_RAUTES, n, RAUTES_VALUES, &rautes);
        let free = v.ints("packets");
        enc.bits("packets", &[ACTIVE], (0..ACTIVE as i64).map(|i| free.contains(&i)));
        let auction: Vec<(usize, usize)> = v.actions("auction").iter().map(|&(s, a)| (s as usize, auction_value(a))).collect();
        enc.sequence("auction", MAX_AUCTION, n, AUCTION_VALUES, &auction);
        // The invited card: XIX or XVIII.
        let deviations: Vec<(usize, usize)> =
            v.actions("deviations").iter().map(|&(s, c)| (s as usize, usize::from(c != XIX.id()))).collect();
        enc.sequence("deviations", MAX_DEVIATIONS, n, 2, &deviations);
        enc.one_hot("yielded", n, v.int("yielded"));
        enc.one_hot("contract", LEVELS as usize, v.int("contract"));
        enc.one_hot("declarer", n, v.int("declarer"));
        enc.cards("received", v.cards("received"));
        let discards: Vec<CardSet> = v.list("discards").iter().map(as_cards).collect();
        enc.card_rows("discards", n, &discards);
        let counts: Vec<Option<usize>> = v.list("discarded_tarokks").iter().map(as_int).collect();
        one_hot_rows("discarded_tarokks", enc, MAX_DISCARDED + 1, &counts);
        enc.one_hot("dealer_tarokks", MAX_DEALER_TARROKS + 1, v.int("dealer_tarokks"));
        enc.one_hot("called", CALLABLE_CARDS, v.card("called").map(|c| c.id() as usize - 1));
        enc.flag("official_kontra", v.flag("official_kontra"));
        enc.bits("sides", &[n, 2], v.list("sides").iter().flat_map(side_bits));
        enc.one_hot("partner", n, v.int("partner"));
        let announcements: Vec<(usize, usize)> =
            v.actions("announcements").iter().map(|&(s, a)| (s as usize, announcement_value(a))).collect();
        enc.sequence("announcements", MAX_ANNOUNCEMENTS, n, ANNOUNCEMENT_VALUES, &announcements);
        let figures: Vec<Option<usize>> = v.list("figures").iter().map(as_int).collect();
        one_hot_rows("figures", enc, n, &figures);
        // Per item: the kontra steps 1..5 reached.
        let kontra = v.ints("kontra");
        enc.bits("kontra", &[ITEMS, MAX_KONTRA as usize], kontra.iter().flat_map(|&k| (1..=MAX_KONTRA as i64).map(move |s| k >= s)));
        let tarokk_counts: Vec<Option<usize>> = v.list("tarokk_counts").iter().map(|x| as_int(x).map(|c| c - 8)).collect();
        one_hot_rows("tarokk_counts", enc, 2, &tarokk_counts);
        let trick: Vec<Option<Card>> = as_cards_ordered(v.get("trick")).into_iter().map(Some).collect();
        enc.card_slots("trick", &[ACTIVE, 54], &trick);
        enc.one_hot("trick_leader", n, v.int("trick_leader"));
        let tricks = match v.get("tricks") {
            Value::Tricks(t) => t.clone(),
            x => panic!("tricks: {x:?}"),
        };
        enc.tricks("tricks", TRICKS, n, ACTIVE, &tricks);
        let won: Vec<f32> = v.ints("won_counts").iter().map(|&w| w as f32 / TRICKS as f32).collect();
        enc.fractions("won_counts", &won);
        enc.flag("skart_shown", v.flag("skart_shown"));
    }

    /// From the seat's view: its own talon share (seen), every share's slots joined the
    /// seat that received it (PK-S1: public with the contract); the tarokk counts said
    /// (PK-A3: trumps in hand at the end of the discards, which the play starts with); the
    /// partner, once known, held the called card (and a lone declarer, once the discarded
    /// tarokks are shown without it, PK-H5); what the bidding showed of the hands as dealt
    /// (PK-B2's honours, PK-B6's obligations: a jump's invited card, a yield's XX with skíz or
    /// XXI, an opener's invitation by passing) and the call (PK-H2); and of each seat whose
    /// discards the seat did not see, the tarokks among them: their announced count (PK-S2,
    /// PK-D4) and, after the first trick, which they were.
    pub(crate) fn knowledge(&self, seat: usize, log: &[LogEntry]) -> DealKnowledge {
        let v = Fields(self.seat_view(seat, log));
        let n = self.n as usize;
        let mut k = DealKnowledge {
            talon_seen: 0,
            talon_to: vec![None; 6],
            shown: vec![CardSet::EMPTY; n],
            facts: Vec::new(),
            private: Vec::new(),
            regrouped: self.regrouped(seat, log),
        };
        let Some(declarer) = v.int("declarer") else { return k };
        let level = v.int("contract").expect("a contract with the declarer") as u8;
        let shares = level_info(level).shares;
        let mut start = 0;
        let d = self.pos(declarer).expect("the declarer is active");
        for (r, &len) in shares.iter().enumerate() {
            let to = self.seat((d + r as u8) % ACTIVE as u8);
            for slot in start..start + len as usize {
                k.talon_to[slot] = Some(to as u8);
                if to == seat {
                    k.talon_seen |= 1 << slot;
                }
            }
            start += len as usize;
        }
        for (s, c) in v.list("tarokk_counts").iter().enumerate() {
            if let Some(c) = as_int(c) {
                k.facts.push(HandFact { seat: s as u8, cards: CardSet::TRUMPS, count: c as u8, dealt: false, at_least: false });
            }
        }
        let skart_shown = v.flag("skart_shown");
        let discards: Vec<CardSet> = v.list("discards").iter().map(as_cards).collect();
        if let Some(c) = v.card("called") {
            let one = CardSet::EMPTY.with(c);
            let sides: Vec<[bool; 2]> = v.list("sides").iter().map(side_bits).collect();
            let all_known = self.active().all(|s| sides[s] != [false, false]);
            let discarded = discards.iter().any(|d| d.contains(c));
            let holder = match v.int("partner") {
                Some(p) => Some(p),
                // Alone and known to be alone, the called card in no discards: he holds it.
                None if all_known && skart_shown && !discarded => Some(declarer),
                None => None,
            };
            if let Some(h) = holder {
                k.facts.push(HandFact { seat: h as u8, cards: one, count: 1, dealt: false, at_least: false });
            }
        }
        let counts: Vec<Option<usize>> = v.list("discarded_tarokks").iter().map(as_int).collect();
        // The play-phase simulation sets its contract without bidding (an empty auction) and
        // may fix the call whatever the hand: then neither tells anything of the hands.
        let auction = v.actions("auction");
        // PK-B2: a bid or a hold needs an honour in the hand as dealt, except the fourth's
        // bid after three passes.
        let (mut passes, mut bid, mut told) = (0, false, 0u8);
        for &(s, a) in auction {
            if a == PASS {
                passes += 1;
            } else if (BID..=HOLD).contains(&a) {
                if (bid || passes < 3) && told & 1 << s == 0 {
                    told |= 1 << s;
                    k.facts.push(HandFact { seat: s, cards: CardSet::HONOURS, count: 1, dealt: true, at_least: true });
                }
                bid = true;
            }
        }
        // PK-B6: what the bidding's obligations let a seat do only with certain cards.
        let opts = self.opts();
        let held = |seat: u8, cards: CardSet, at_least: bool| HandFact { seat, cards, count: 1, dealt: true, at_least };
        if opts.invit_requires_card && !auction.is_empty() {
            // A jump (PK-B5) needs an honour and the card it invites.
            for &(s, card) in v.actions("deviations") {
                let c = Card::new(card).expect("an invited card");
                k.facts.push(held(s, CardSet::EMPTY.with(c), false));
            }
        }
        let (mut high, mut opener, mut opening, mut opener_spoke) = (None, None, THREE, false);
        for &(s, a) in auction {
            let by_opener = opener == Some(s);
            if a == PASS && by_opener {
                if opts.obligatory_hold && opening == THREE && high == Some(TWO) {
                    // The opener of three may leave a two only yielding: skíz or XXI with the XX.
                    k.facts.push(held(s, CardSet::EMPTY.with(XX), false));
                    k.facts.push(held(s, CardSet::EMPTY.with(Card::SKIZ).with(Card::XXI), true));
                } else if opts.opener_must_hold && matches!(opening, TWO | ONE) && !opener_spoke {
                    // An opener of two or one passes (his first word after it) only inviting:
                    // an honour and the card his opening invited.
                    k.facts.push(held(s, CardSet::HONOURS, true));
                    k.facts.push(held(s, CardSet::EMPTY.with(opening_invites(opening)), false));
                }
            }
            if by_opener {
                opener_spoke = true;
            }
            if (BID..HOLD).contains(&a) {
                if high.is_none() {
                    (opener, opening) = (Some(s), a - BID);
                }
                high = Some(a - BID);
            }
        }
        // PK-H2: a call of another tarokk than the XX, unless PK-H3's invitation or PK-H4's
        // discarded tarokk allowed it, is of the highest below the XX that the declarer did
        // not hold, holding the XX: he held the XX and every tarokk above the called one.
        if let Some(c) = v.card("called").filter(|&c| c != XX && !auction.is_empty()) {
            let any_call = v.int("dealer_tarokks").is_some_and(|d| d > 0) || counts.iter().any(|n| n.is_some_and(|n| n > 0));
            let invited = v.actions("deviations").iter().any(|&(s, card)| s as usize != declarer && card == c.id());
            if !any_call && !invited {
                let above = CALLABLE.minus(CardSet((2u64 << c.id()) - 1)); // the tarokks above c up to the XX
                let fact = |cards: CardSet, count: usize| HandFact { seat: declarer as u8, cards, count: count as u8, dealt: false, at_least: false };
                k.facts.push(fact(above, above.len() as usize));
                k.facts.push(fact(CardSet::EMPTY.with(c), 0));
            }
        }
        let sitting_out = self.pos(seat).is_none();
        for s in self.active().filter(|&s| s != seat) {
            // The sitting-out dealer was given the non-declarers' discards (PK-D4).
            if sitting_out && s != declarer {
                continue;
            }
            let known = discards[s].intersect(CardSet::TRUMPS);
            let count = counts[s].or(skart_shown.then_some(known.len() as usize));
            if let Some(count) = count {
                k.private.push(PrivateFact { seat: s as u8, cards: CardSet::TRUMPS, count: count as u8, known, discardable: DISCARDABLE });
            }
        }
        k
    }

    /// PK-D3: with ráütés, nobody holds a hand before the cut; after a knock, the packets
    /// (packet `i` is the hand at position `i` of a deal given by hand) are held by their
    /// choosers, the last by the fourth chooser once three have chosen. All public; the
    /// seat's own cards are its packet. `None` after a cut, or without ráütés: each hand
    /// is its own seat's.
    fn regrouped(&self, seat: usize, log: &[LogEntry]) -> Option<Regrouped> {
        if !self.opts().rautes {
            return None;
        }
        let entries = Game::entries(log, &[Phase::Cut, Phase::Packets]);
        let n = self.n as usize;
        let mut r = Regrouped { holder: vec![None; n], own: CardSet::EMPTY };
        match entries.first() {
            None => return Some(r),
            Some(&(_, a)) if a == CUT => return None,
            Some(_) => {}
        }
        let mut chosen = Vec::new();
        for &(s, a) in &entries[1..] {
            chosen.push((s as usize, a - PACKET));
        }
        if chosen.len() == ACTIVE - 1 {
            let last = (0..ACTIVE as u8).find(|&i| chosen.iter().all(|&(_, j)| j != i)).expect("a packet left");
            chosen.push((self.seat(self.chooser(ACTIVE as u8 - 1)), last));
        }
        for (s, j) in chosen {
            r.holder[self.seat(j)] = Some(s as u8);
            if s == seat {
                r.own = self.packet(j);
            }
        }
        Some(r)
    }

    /// PK-S2, PK-D4: a discard is seen by the discarder and, with five at the table, by
    /// the sitting-out dealer unless the declarer makes it; every other action is public.
    pub(crate) fn observed_by(&self, seat: usize, a: Action) -> bool {
        if self.phase != Phase::Discard || Card::new(a).is_none() {
            return true;
        }
        let sitting_out = self.pos(seat).is_none();
        self.current_player() == Some(seat) || (sitting_out && self.current != self.holder)
    }
}

fn as_cards_ordered(v: &Value) -> Vec<Card> {
    match v {
        Value::Cards(c) => c.clone(),
        x => panic!("cards in order: {x:?}"),
    }
}
