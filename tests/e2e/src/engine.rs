//! Our own copy of the engine, which tells what the page must show: a game
//! record replayed move by move, and where its pieces stand.

use tabuleiro_engine::{AnyMatch, GameId, MatchOptions};

use crate::{Error, Result};

/// A match of `game` with `moves` played from the start; a move the engine
/// refuses is named in the error.
pub fn replay(game: GameId, options: &MatchOptions, moves: &[&str]) -> Result<Box<dyn AnyMatch>> {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    match tabuleiro_engine::replay(game, options, &moves).map_err(|e| Error(e.message))? {
        Ok(m) => Ok(m),
        Err(fault) => Err(Error(format!(
            "the test's {game} record: the engine refuses {}",
            fault.message()
        ))),
    }
}

/// The points of the `kind` pieces on the board in the match's current
/// position, sorted as the page state sorts them.
pub fn pieces_on(m: &dyn AnyMatch, kind: &str) -> Vec<String> {
    let mut v: Vec<String> = m
        .snapshot(m.ply())
        .pieces
        .iter()
        .filter(|p| p.kind == kind)
        .map(|p| p.at.clone())
        .collect();
    v.sort();
    v
}
