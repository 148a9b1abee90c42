//! The commands about one position: `legal`, `perft`, `solve` and `best`
//! (Morris's on several threads with `--threads`).

use tabuleiro_engine::ThinkSettings;

use crate::args::{Command, Invocation};
use crate::common::{cli_error, now_ms, open, open_searching};

pub fn run(inv: &Invocation) -> Result<String, String> {
    let id = inv.game.ok_or("a game is needed")?;
    let mut game = if inv.command == Command::Best {
        open_searching(inv, id)?
    } else {
        open(inv, id)?
    };
    match inv.command {
        Command::Legal => Ok(format!("{}\n", game.legal().join(" "))),
        Command::Perft(depth) => Ok(format!("{}\n", game.perft(depth))),
        Command::Solve => {
            let s = game
                .solve()
                .ok_or_else(|| format!("solve is not available for {id}"))?;
            let moves: String = s.best.iter().map(|m| format!(" {m}")).collect();
            Ok(format!("{}\nbest:{moves}\n", s.value))
        }
        _ => {
            let settings = ThinkSettings {
                level: inv.level,
                depth: inv.depth,
                time_ms: inv.time_ms,
                seed: inv
                    .seed
                    .unwrap_or_else(|| now_ms().to_bits() ^ u64::from(std::process::id())),
            };
            let r = game
                .think(&settings, now_ms, None, &mut |_| {})
                .map_err(cli_error)?;
            Ok(format!(
                "{} depth {} score {} nodes {} time {}\n",
                r.best, r.depth, r.score, r.nodes, r.time_ms
            ))
        }
    }
}
