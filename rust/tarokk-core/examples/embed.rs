//! `tarokk-core` embedded in a Rust program, with no Python: one deal of each game from a
//! seed, played to the end by the game's rule player, every action named as the players
//! say it, and the settlement's breakdown. Then the double-dummy solver on the Jókai deal's
//! play, from its first card. `cargo run --release -p tarokk-core --example embed [SEED]`.

use tarokk_core::bots::{jokai::JokaiRuleBot, paskievics::PaskievicsRuleBot, slovenian::SlovenianRuleBot};
use tarokk_core::rng::Rng;
use tarokk_core::sim::Policy;
use tarokk_core::solver::Solver;
use tarokk_core::{jokai, paskievics, slovenian, GameState, InputError, Lang};

/// Plays `game` to its end with `bot` in every seat (seeded by `seed`); prints each action
/// in `lang` and the result, and returns the game as it was when the play began.
fn play<G: GameState + Clone>(mut game: G, bot: &impl Policy<G>, lang: Lang, seed: u64) -> Option<G> {
    println!("== {} ({} seats), dealer {}", game.game_name(), game.table_seats(), game.dealer());
    let mut rng = Rng::new(seed);
    let mut play_start = None;
    let mut phase = "";
    while let Some(seat) = game.current_player() {
        if game.phase_name() != phase {
            phase = game.phase_name();
            print!("\n  {phase}:");
        }
        if play_start.is_none() && game.play_state().is_some() {
            play_start = Some(game.clone());
        }
        let action = bot.action(&game, seat, game.legal_actions(), &mut rng);
        print!(" {seat}:{}", game.action_name(action, lang));
        // The bot only chooses legal actions; `apply` would refuse any other and leave the
        // state unchanged.
        game.apply(action).expect("a legal action");
    }
    println!();
    let result = game.settlement().expect("a finished deal is settled");
    println!("  contract {:?}, declarer {:?}, partner {:?}, won {:?}", result.contract, result.declarer, result.partner, result.won);
    println!("  card points {:?}", result.card_points);
    for item in &result.items {
        let side = item.side.map_or("-", |s| s.name());
        let announced = if item.announced { "announced" } else { "silent" };
        println!("  {:<16} {:<9} {:<9} x{:<2} {:>5}  {:?}", item.name, side, announced, item.kontra, item.amount, &item.amounts[..result.table_seats()]);
    }
    println!("  amounts {:?}", result.amounts);
    assert!(result.items_add_up());
    play_start
}

fn main() {
    if let Err(e) = run(std::env::args().nth(1)) {
        eprintln!("embed: {e}");
        std::process::exit(2);
    }
}

fn run(seed: Option<String>) -> Result<(), InputError> {
    let seed: u64 = match seed {
        Some(s) => s.parse().map_err(|_| InputError(format!("the seed must be a whole number, not {s:?}")))?,
        None => 7,
    };
    let start = play(jokai::Game::from_seed(3, seed, 0, Default::default())?, &JokaiRuleBot, Lang::Hungarian, seed);
    play(slovenian::Game::from_seed(4, seed, 0, false, Default::default())?, &SlovenianRuleBot, Lang::Slovenian, seed);
    play(paskievics::Game::from_seed(4, seed, 0, Default::default())?, &PaskievicsRuleBot, Lang::Hungarian, seed);

    if let Some(game) = start {
        // Every hand known: the value of each card the first player could lead.
        let position = game.solver_position(None)?;
        let solution = Solver::new().solve(&position);
        println!("== Jókai play, solved: value {} (declarer's card points)", solution.value);
        for (card, value) in &solution.moves {
            println!("  {} {value}", tarokk_core::format_card(*card, tarokk_core::Style::Hungarian));
        }
        println!("  {} nodes, table hit rate {:.0}%", solution.stats.nodes, 100.0 * solution.stats.hit_rate());
    }
    Ok(())
}
