//! `bench`: nodes per second of each game's search, on the start position
//! and on positions a fixed sequence of random moves away. With `--threads
//! N` (Morris only) the search runs on N threads sharing one table of the
//! game's usual size: the time to a depth, and the nodes of all threads.

use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::{GameId, ThinkSettings};

use crate::args::Invocation;
use crate::common::{cli_error, now_ms, open_searching, random_opening};

pub fn run(inv: &Invocation) -> Result<String, String> {
    let games: Vec<GameId> = match inv.game {
        Some(id) => vec![id],
        None => GameId::ALL.to_vec(),
    };
    let mut out = String::new();
    for id in games {
        let (mut nodes, mut time_ms) = (0u64, 0u64);
        let mut rng = Rng::new(20_261_130);
        for plies in [0, 8, 16, 24] {
            let mut game = open_searching(inv, id)?;
            if random_opening(game.as_mut(), plies, &mut rng).is_none() {
                continue;
            }
            let settings = ThinkSettings {
                level: None,
                depth: inv.depth,
                time_ms: if inv.depth.is_some() {
                    inv.time_ms
                } else {
                    Some(inv.time_ms.unwrap_or(1000.0))
                },
                seed: 1,
            };
            let r = game
                .think(&settings, now_ms, None, &mut |_| {})
                .map_err(cli_error)?;
            nodes += r.nodes;
            time_ms += r.time_ms;
        }
        let nps = nodes * 1000 / time_ms.max(1);
        out.push_str(&format!("{id} nodes {nodes} time {time_ms} nps {nps}\n"));
    }
    Ok(out)
}
