//! What the rule tests share: perft over a naive second model of a game's
//! rules, the `depth count` vector files, and small helpers. Each test file
//! is its own crate and uses only some of these.
#![allow(dead_code)]

use tabuleiro_engine::game::options_from;
use tabuleiro_engine::games::rastros::{Rastros, RastrosOptions};
use tabuleiro_engine::MatchOptions;

/// A naive model of a game's rules, written apart from the engine (moves
/// as strings, positions in plain maps or grids), to check it against.
pub trait NaiveModel: Sized {
    /// The legal moves in notation; none when the game is over.
    fn moves(&self) -> Vec<String>;
    /// The position after one of `moves`.
    fn play(&self, m: &str) -> Self;

    /// Perft as RULES.md defines it, over the model's own move lists.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }
}

/// Reads `depth count` lines, skipping blank lines and `#` comments.
pub fn depth_counts(text: &str) -> Vec<(u32, u64)> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (d, n) = l.split_once(char::is_whitespace).unwrap();
            (d.parse().unwrap(), n.trim().parse().unwrap())
        })
        .collect()
}

/// The other colour of a naive model, `'W'` or `'B'`.
pub fn other_colour(c: char) -> char {
    if c == 'W' {
        'B'
    } else {
        'W'
    }
}

/// Rastros' options for an `n`×`n` board, free start or from `start`.
pub fn rastros_options(n: u8, start: Option<&str>) -> RastrosOptions {
    let mut given = MatchOptions::new().with("size", n.to_string());
    if let Some(square) = start {
        given.set("start", square);
    }
    options_from::<Rastros>(&given).unwrap()
}
