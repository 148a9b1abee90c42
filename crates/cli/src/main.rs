//! `tabuleiro <command> <game> [options]`: the engine's text interface
//! (DESIGN.md). Output goes to stdout; bad input prints one line naming
//! what and where on stderr and exits with status 2.

mod args;

use std::process::ExitCode;
use std::time::Instant;

use args::{Command, Invocation};
use tabuleiro_engine::{catalog, AnyMatch, ThinkSettings};

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match args::parse(&argv).and_then(|inv| run(&inv)) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("tabuleiro: {message}");
            ExitCode::from(2)
        }
    }
}

fn now_ms() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Sets up the match from the options and replays `--moves`, naming the
/// first move that fails and its position in the list.
fn replay(inv: &Invocation) -> Result<Box<dyn AnyMatch>, String> {
    let mut game = catalog::new_match(inv.game, &inv.options)?;
    for (i, text) in inv.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| format!("--moves: move {} ('{text}'): {e}", i + 1))?;
    }
    Ok(game)
}

fn run(inv: &Invocation) -> Result<String, String> {
    let game = replay(inv)?;
    match inv.command {
        Command::Legal => Ok(format!("{}\n", game.legal().join(" "))),
        Command::Perft(depth) => Ok(format!("{}\n", game.perft(depth))),
        Command::Solve => {
            let s = game
                .solve()
                .ok_or_else(|| format!("solve is not available for {}", inv.game))?;
            let moves: String = s.best.iter().map(|m| format!(" {m}")).collect();
            Ok(format!("{}\nbest:{moves}\n", s.verdict))
        }
        Command::Best => {
            let settings = ThinkSettings {
                level: inv.level,
                depth: inv.depth,
                time_ms: inv.time_ms,
                seed: inv
                    .seed
                    .unwrap_or_else(|| now_ms().to_bits() ^ u64::from(std::process::id())),
            };
            let r = game.think(&settings, now_ms, None, &mut |_| {})?;
            Ok(format!(
                "{} depth {} score {} nodes {} time {}\n",
                r.best, r.depth, r.score, r.nodes, r.time_ms
            ))
        }
    }
}
