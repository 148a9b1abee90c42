//! Builds Nine Men's Morris's endgame table (3 against 3 and 3 against 4
//! pieces, flying) and prints what docs/morris-engine.md reports: the time
//! it took, its entries and bytes, and how its positions end.
//!
//! ```sh
//! cargo run --release -p tabuleiro-engine --example morris_endgame
//! ```

use std::time::Instant;

use tabuleiro_engine::games::morris::solver::table;
use tabuleiro_engine::Value;

fn main() {
    let started = Instant::now();
    let t = table();
    let ms = started.elapsed().as_millis();
    println!("built in {ms} ms: {} entries, {} bytes", t.size(), t.size());
    let (mut wins, mut draws, mut losses, mut longest) = (0, 0, 0, 0);
    for s in t.sample(1) {
        match t.probe(&s) {
            Some(Value::Win(n)) => {
                wins += 1;
                longest = longest.max(n.unwrap_or(0));
            }
            Some(Value::Loss(n)) => {
                losses += 1;
                longest = longest.max(n.unwrap_or(0));
            }
            _ => draws += 1,
        }
    }
    println!(
        "classes in use: {} (side to move wins {wins}, draws {draws}, loses {losses}); \
         longest win {longest} plies",
        wins + draws + losses
    );
}
