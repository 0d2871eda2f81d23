//! Solver node counts and times on positions of real deals (`positions::rule_played_position`),
//! for working on the search: `cargo run --release --example solver_probe -- GAME TRICKS COUNT [LIMIT [TABLE_BITS]]`
//! (`MAKES=1` in the environment: the contract question instead of the value; `THREADS=2`:
//! each position on two threads, `Solver::set_threads`; `SEED=5000`: the positions of the deals
//! from seed 5000 on, a second set to check a change on, instead of those from seed 0, which
//! the bench solves).
//! Prints the median and maximum nodes and time; `make bench` has the reported rows.

use tarokk_core::positions::rule_played_position;
use tarokk_core::solver::Solver;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let game = args.get(1).map(String::as_str).unwrap_or("slovenian");
    let tricks: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(8);
    let count: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(20);
    let limit: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(50_000_000);
    let bits: u32 = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(tarokk_core::solver::DEFAULT_TABLE_BITS);
    let mut solver = Solver::with_table_bits(bits);
    solver.set_threads(std::env::var("THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(1));
    // MAKES=1: time `Solver::makes` (is the contract made?) instead of the exact value.
    let makes = std::env::var_os("MAKES").is_some();
    let (mut nodes, mut times, mut gave_up) = (Vec::new(), Vec::new(), 0);
    let mut check = 0i64;
    let mut seed: u64 = std::env::var("SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    while nodes.len() + gave_up < count {
        let Some(pos) = rule_played_position(game, seed, tricks).expect("a game") else {
            seed += 1;
            continue;
        };
        seed += 1;
        let t = std::time::Instant::now();
        let r = if makes {
            solver.makes_within(&pos, limit).map(|(m, st)| (i32::from(m), st))
        } else {
            solver.value_within(&pos, limit)
        };
        match r {
            Some((v, st)) => {
                times.push(t.elapsed().as_secs_f64() * 1e3);
                nodes.push(st.nodes);
                check = check.wrapping_mul(31).wrapping_add(v as i64);
            }
            None => gave_up += 1,
        }
    }
    nodes.sort_unstable();
    times.sort_by(f64::total_cmp);
    let med = |v: &[f64]| if v.is_empty() { f64::NAN } else { v[v.len() / 2] };
    let tot: u64 = nodes.iter().sum();
    println!(
        "{game} {tricks}: solved {} gave up {gave_up}; median nodes {} max {}; total {}; median {:.2} ms max {:.1} ms; total {:.0} ms; values {check}",
        nodes.len(),
        nodes.get(nodes.len() / 2).copied().unwrap_or(0),
        nodes.last().copied().unwrap_or(0),
        tot,
        med(&times),
        times.last().copied().unwrap_or(f64::NAN),
        times.iter().sum::<f64>()
    );
}
