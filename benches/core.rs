//! Criterion benches of the hot paths, per game (`cargo bench -p tarokk-core`).
//!
//! Foundation: legal plays, trick winner, counting, a random play-out of one deal
//! (`PlayState`). Slovenian: a random play-out of the play phase, a full random deal with
//! bidding and announcements, and the batch simulator (play-phase and full, one thread).
//! Jókai and Paskievics add their groups here when their games exist.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use tarokk_core::count::{count_jokai, count_slovenian};
use tarokk_core::rng::Rng;
use tarokk_core::sim::slovenian::{Hands, Mode, PlaySpec, SlovenianSetup};
use tarokk_core::sim::{self, random_action, DealRecord, DealSimulator, PolicyKind as Policy};
use tarokk_core::slovenian::{Dealt as Deal, Game, Options, Phase};
use tarokk_core::{legal_plays, winner, Card, CardSet, PlayState, Trick, TrickRules};

const EMPEROR: TrickRules = TrickRules { negative: false, colour_valat: false, emperor: true };
const NEGATIVE: TrickRules = TrickRules { negative: true, colour_valat: false, emperor: true };

/// A few hundred (hand, trick) positions from random deals.
fn positions() -> Vec<(CardSet, Trick)> {
    let mut rng = Rng::new(1);
    let mut out = Vec::new();
    for seed in 0..64u64 {
        let d = Deal::from_seed(seed, 4, 0);
        let mut st = PlayState::new(&d.hands, 0, EMPEROR, &[]).unwrap();
        while let Some(p) = st.current_player() {
            out.push((st.hand(p), *st.trick()));
            let legal = st.legal_actions();
            st.apply_unchecked(legal.nth(rng.below(legal.len())).unwrap());
        }
    }
    out
}

fn foundation(c: &mut Criterion) {
    let pos = positions();
    let full: Vec<Trick> = pos.iter().map(|p| p.1).filter(|t| t.len() == 3).collect();
    let mut g = c.benchmark_group("foundation");
    g.throughput(Throughput::Elements(pos.len() as u64));
    g.bench_function("legal_plays", |b| {
        b.iter(|| pos.iter().map(|(h, t)| legal_plays(*h, t, EMPEROR, CardSet::EMPTY).bits()).fold(0, |a, x| a ^ x))
    });
    g.bench_function("legal_plays_negative", |b| {
        b.iter(|| pos.iter().map(|(h, t)| legal_plays(*h, t, NEGATIVE, CardSet::EMPTY).bits()).fold(0, |a, x| a ^ x))
    });
    g.throughput(Throughput::Elements(full.len() as u64));
    g.bench_function("trick_winner", |b| b.iter(|| full.iter().map(|t| winner(t, EMPEROR)).sum::<usize>()));
    let piles: Vec<CardSet> = pos.iter().map(|(h, _)| *h).collect();
    g.throughput(Throughput::Elements(piles.len() as u64));
    g.bench_function("count_slovenian", |b| b.iter(|| piles.iter().map(|p| count_slovenian(*p)).sum::<i32>()));
    g.bench_function("count_jokai", |b| {
        b.iter(|| piles.iter().map(|p| count_jokai(p.intersect(CardSet::ALL42), 3, 2).unwrap()).sum::<i32>())
    });
    g.throughput(Throughput::Elements(1));
    let deal = Deal::from_seed(7, 4, 0);
    let start = PlayState::new(&deal.hands, 0, EMPEROR, &[]).unwrap();
    let mut rng = Rng::new(3);
    g.bench_function("random_playout_4p", |b| {
        b.iter(|| {
            let mut st = start;
            while let Some(_p) = st.current_player() {
                let legal = st.legal_actions();
                let k = rng.below(legal.len());
                st.apply_unchecked(legal.nth(k).unwrap_or(Card::PAGAT));
            }
            black_box(st.tricks_won(0))
        })
    });
    g.finish();
}

fn slovenian(c: &mut Criterion) {
    let mut g = c.benchmark_group("slovenian");
    g.throughput(Throughput::Elements(1));
    let opts = Options::default();
    // The play phase only: a game already in play (three, forehand, random talon/discards).
    let spec = PlaySpec { contract: 1, declarer: 1, called: None, hands: Hands::Random };
    let play_sim = SlovenianSetup::new(4, 0, false, opts, Mode::Play(spec)).unwrap().simulator(5, &[Policy::Random]).unwrap();
    let mut in_play: Vec<Game> = Vec::new();
    for i in 0..256 {
        // Drive deal i to its first card with the simulator's own choices.
        let mut g = play_sim.initial_game(i);
        for (_, a) in play_sim.trace_deal(i) {
            if g.phase() == Phase::Play {
                break;
            }
            g.apply_unchecked(a as u8);
        }
        if g.phase() == Phase::Play {
            in_play.push(g);
        }
    }
    let mut k = 0usize;
    let mut rng = Rng::new(9);
    g.bench_function("random_playout_4p", |b| {
        b.iter_batched(
            || {
                k = (k + 1) % in_play.len();
                in_play[k]
            },
            |mut g| {
                while !g.is_over() {
                    g.apply_unchecked(random_action(g.legal_actions(), &mut rng));
                }
                black_box(g.tally().map(|s| s.amounts()[0]))
            },
            BatchSize::SmallInput,
        )
    });
    let mut seed = 0u64;
    g.bench_function("random_full_deal_4p", |b| {
        b.iter(|| {
            seed += 1;
            let mut g = Game::from_seed(4, seed, 0, false, opts).unwrap();
            while !g.is_over() {
                g.apply_unchecked(random_action(g.legal_actions(), &mut rng));
            }
            black_box(g.tally().map(|s| s.amounts()[0]))
        })
    });
    let full_sim = SlovenianSetup::new(4, 0, false, opts, Mode::Full).unwrap().simulator(5, &[Policy::Random]).unwrap();
    let rule_sim = SlovenianSetup::new(4, 0, false, opts, Mode::Full).unwrap().simulator(5, &[Policy::Rule]).unwrap();
    for (name, s) in [("sim_play_phase_4p", &play_sim), ("sim_full_random_4p", &full_sim), ("sim_full_rule_4p", &rule_sim)] {
        let mut i = 0u64;
        g.bench_function(name, |b| {
            b.iter(|| {
                i += 1;
                black_box(s.run_deal(i))
            })
        });
    }
    let mut out = vec![DealRecord::EMPTY; 4096];
    g.throughput(Throughput::Elements(out.len() as u64));
    g.bench_function("sim_play_phase_4p_batch_4096", |b| b.iter(|| sim::run(&play_sim, 0, &mut out, 1)));
    g.finish();
}

criterion_group!(benches, foundation, slovenian);
criterion_main!(benches);
