//! What one seat may know (`docs/paskievics.md`, "Views"). Other hands, other talon
//! shares, hidden discards and a side the seat does not know never appear: above all the
//! partner's identity stays hidden until it is public.

use crate::action::Action;
use crate::card::{Card, CardSet};
use crate::game::{LogEntry, ViewFields};
use crate::trick::{winner, Trick, TrickRules};
use crate::value::Value;

use super::actions::*;
use super::game::{Game, Phase, ACTIVE};

impl Game {
    /// Does the viewer at position `viewer` (`None`: the sitting-out dealer) know the side
    /// of position `t`? Before the call only the declarer's side is known.
    fn viewer_knows(&self, viewer: Option<u8>, t: u8) -> bool {
        if self.contract().is_some() && t == self.holder {
            return true;
        }
        self.called.is_some()
            && match viewer {
                Some(v) => self.knows(v, t),
                None => self.all_public || self.public & (1 << t) != 0,
            }
    }

    /// The `(seat, action)` entries of the log taken in these phases.
    pub(crate) fn entries(log: &[LogEntry], phases: &[Phase]) -> Vec<(u8, Action)> {
        log.iter().filter(|e| phases.iter().any(|&p| p as u8 == e.phase)).map(|e| (e.seat, e.action)).collect()
    }

    /// The announcements with the counts the engine said for a seat announcing or
    /// kontra'ing the ultimó (PK-A3), right after that action.
    pub fn announcements(&self, log: &[LogEntry]) -> Vec<(u8, Action)> {
        let mut out = Vec::new();
        let mut said = 0u8;
        let mut ultimo_kontra = false;
        for (seat, a) in Game::entries(log, &[Phase::Announce]) {
            out.push((seat, a));
            let Some(p) = self.pos(seat as usize) else { continue };
            let with_ultimo = match a {
                COUNT8 | COUNT9 => {
                    said |= 1 << p;
                    false
                }
                x if x == ANNOUNCE + PAGAT_ULTIMO => true,
                x if x == KONTRA + 1 + PAGAT_ULTIMO && !ultimo_kontra => {
                    ultimo_kontra = true;
                    true
                }
                _ => false,
            };
            if with_ultimo && said & (1 << p) == 0 {
                if let Some(c) = self.count_action(p) {
                    out.push((seat, c));
                    said |= 1 << p;
                }
            }
        }
        out
    }

    /// The completed tricks as `(leader, cards, winner)` in table seats, rebuilt from the
    /// log (the state keeps only the last trick).
    ///
    /// # Panics
    /// May panic on a log that is not this deal's; [`crate::Deal`] keeps the log for its
    /// state and cannot be given another.
    pub fn tricks(&self, log: &[LogEntry]) -> Vec<(u8, Vec<Card>, u8)> {
        let plays: Vec<(u8, Action)> = Game::entries(log, &[Phase::Play]);
        plays
            .chunks_exact(ACTIVE)
            .map(|t| {
                let cards: Vec<Card> = t.iter().map(|&(_, a)| Card::new(a).expect("a card is played")).collect();
                let trick = Trick::from_cards(&cards).expect("four cards of this deal's log");
                (t[0].0, cards, t[winner(&trick, TrickRules::default())].0)
            })
            .collect()
    }

    /// The view of table seat `seat`, given the action log kept beside the state.
    ///
    /// # Panics
    /// May panic on a log that is not this deal's; [`crate::Deal`] keeps the log for its
    /// state and cannot be given another.
    pub fn seat_view(&self, seat: usize, log: &[LogEntry]) -> ViewFields {
        let n = self.n as usize;
        let viewer = self.pos(seat);
        let sitting_out = viewer.is_none();
        let per_seat = |f: &dyn Fn(u8) -> Value| -> Value {
            Value::List((0..n).map(|s| self.pos(s).map_or(Value::None, f)).collect())
        };
        let seat_of = |p: Option<u8>| -> Value { p.map(|p| self.seat(p) as u8).into() };
        let contract = self.contract();
        let declarer = contract.map(|_| self.seat(self.holder) as u8);
        // The sitting-out dealer discards nothing: his entry is an empty list.
        let discards = Value::List(
            (0..n)
                .map(|s| {
                    let Some(q) = self.pos(s) else { return Value::CardSet(CardSet::EMPTY) };
                    // His own; the dealer gets every non-declarer's (PK-D4); the tarokks are
                    // turned up after the first trick (PK-S2).
                    let own = viewer == Some(q) || (sitting_out && q != self.holder);
                    let mut seen = if own { self.discards_of(q) } else { CardSet::EMPTY };
                    if self.skart_shown {
                        seen = seen.union(self.discards_of(q).intersect(CardSet::TRUMPS));
                    }
                    Value::CardSet(seen)
                })
                .collect(),
        );
        let sides = per_seat(&|q| {
            if !self.viewer_knows(viewer, q) {
                Value::None
            } else if self.on_declarer_side(q) {
                Value::Str("declarer")
            } else {
                Value::Str("defenders")
            }
        });
        let partner = self.partner.filter(|&q| self.viewer_knows(viewer, q));
        let official = self.called.is_some_and(|c| self.all_discards().contains(c))
            && (self.official_announced || self.skart_shown || viewer == Some(self.loc));
        let counts = per_seat(&|q| {
            let said = (self.counts_said | self.counts_revealed) & (1 << q) != 0;
            if said {
                Value::Int(self.trumps_held[q as usize].into())
            } else {
                Value::None
            }
        });
        let playing = self.play_started();
        let in_play = self.phase == Phase::Play;
        let won_counts = (0..n).map(|s| self.pos(s).map_or(0, |p| if playing { self.play.tricks_won(p as usize) } else { 0 }));
        vec![
            ("seat", Value::Int(seat as i64)),
            ("num_players", Value::Int(n as i64)),
            ("dealer", self.dealer.into()),
            ("forehand", Value::Int(self.forehand() as i64)),
            ("active", Value::Ints(self.active().map(|s| s as i64).collect())),
            ("phase", Value::Str(self.phase.name())),
            ("current_player", self.current_player().map(|s| s as u8).into()),
            ("hand", Value::CardSet(self.hand(seat))),
            ("rautes", Value::Actions(Game::entries(log, &[Phase::Cut, Phase::Packets]))),
            (
                "packets",
                Value::Ints(if self.phase == Phase::Packets {
                    (0..4).filter(|i| self.free_packets & (1 << i) != 0).collect()
                } else {
                    vec![]
                }),
            ),
            ("auction", Value::Actions(Game::entries(log, &[Phase::Bidding]))),
            (
                "deviations",
                Value::Actions(self.deviations.iter().flatten().map(|d| (self.seat(d.pos) as u8, d.card.id())).collect()),
            ),
            ("yielded", seat_of(self.yielded)),
            ("contract", contract.into()),
            ("declarer", declarer.into()),
            ("received", Value::CardSet(viewer.map_or(CardSet::EMPTY, |v| self.received(v)))),
            ("discards", discards),
            ("discarded_tarokks", per_seat(&|q| self.announced_discard_count(q).into())),
            ("dealer_tarokks", self.dealer_tarokks.into()),
            ("called", self.called.into()),
            ("official_kontra", Value::Bool(official)),
            ("sides", sides),
            ("partner", seat_of(partner)),
            ("announcements", Value::Actions(self.announcements(log))),
            ("figures", Value::List((0..FIGURES).map(|f| seat_of(self.figure(f))).collect())),
            ("kontra", Value::Ints((0..ITEMS).map(|i| self.kontra.level(i).into()).collect())),
            ("tarokk_counts", counts),
            ("trick", Value::Cards(if in_play { self.play.trick().iter().collect() } else { vec![] })),
            ("trick_leader", (if in_play { Some(self.seat(self.play.leader() as u8) as u8) } else { None }).into()),
            ("tricks", Value::Tricks(self.tricks(log))),
            ("won_counts", Value::Ints(won_counts.map(i64::from).collect())),
            ("skart_shown", Value::Bool(self.skart_shown)),
        ]
    }
}
