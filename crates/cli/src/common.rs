//! What several commands share: the clock, opening a match from the
//! command line (options and `--moves`), a Morris session that searches on
//! several threads, and random openings.

use std::time::Instant;

use tabuleiro_engine::game::options_from;
use tabuleiro_engine::games::morris::{Morris, MorrisMove};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::search::SharedTable;
use tabuleiro_engine::{
    replay, AnyMatch, Error, ErrorKind, GameId, Match, MatchOptions, Session, Side,
};

use crate::args::Invocation;

/// A Morris session whose search may run on `threads` threads sharing one
/// table (`megabytes` of it, or the game's own size if `None`). Built here,
/// not in the engine's registry, so that the browser's wasm carries no copy.
pub fn open_threaded(
    options: &MatchOptions,
    megabytes: Option<u32>,
    threads: usize,
) -> Result<Box<dyn AnyMatch>, Error> {
    let options = options_from::<Morris>(options)?;
    let mut session =
        Session::<Morris, SharedTable<MorrisMove>>::with_table(Match::<Morris>::new(options));
    if let Some(mb) = megabytes {
        session.resize_table(mb);
    }
    session.set_threads(threads);
    Ok(Box::new(session))
}

/// Milliseconds since the first call: the search's clock.
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// An engine error as one line, naming the flag an option error came from.
pub fn cli_error(e: Error) -> String {
    match (e.kind, e.option) {
        (ErrorKind::OptionOutOfRange, Some(option)) => format!("--{option}: {}", e.message),
        _ => e.message,
    }
}

/// Sets up the match from the options and replays `--moves`, naming the
/// first move that fails and its position in the list.
pub fn open(inv: &Invocation, id: GameId) -> Result<Box<dyn AnyMatch>, String> {
    match replay(id, &inv.options, &inv.moves).map_err(cli_error)? {
        Ok(m) => Ok(m),
        Err(fault) => Err(format!("--moves: {}", fault.message())),
    }
}

/// `open`, or with `--threads` a Morris session searching on that many
/// threads (the game's usual table size), `--moves` replayed on it.
pub fn open_searching(inv: &Invocation, id: GameId) -> Result<Box<dyn AnyMatch>, String> {
    let Some(threads) = inv.threads else {
        return open(inv, id);
    };
    if id != GameId::Morris {
        return Err(format!(
            "--threads: only morris searches on threads, not {id}"
        ));
    }
    let mut game = open_threaded(&inv.options, None, threads).map_err(cli_error)?;
    for (i, text) in inv.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| format!("--moves: move {} ('{text}'): {}", i + 1, e.message))?;
    }
    Ok(game)
}

pub fn is_white_to_move(game: &dyn AnyMatch) -> bool {
    game.snapshot(game.ply()).to_move == game.side_id(Side::White)
}

/// Plays `plies` random legal moves; `None` if the game ends on the way.
pub fn random_opening(game: &mut dyn AnyMatch, plies: u32, rng: &mut Rng) -> Option<Vec<String>> {
    let mut played = Vec::new();
    for _ in 0..plies {
        let legal = game.legal();
        if legal.is_empty() {
            return None;
        }
        let pick = legal[(rng.next_u64() % legal.len() as u64) as usize].clone();
        game.play(&pick).ok()?;
        played.push(pick);
    }
    game.outcome().is_none().then_some(played)
}
