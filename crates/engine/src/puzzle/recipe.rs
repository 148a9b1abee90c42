//! How a game's puzzles are searched for: the start options to play from,
//! how many of each N to find there, and the search's limits. Each game
//! states its own (`Game::puzzle_recipe`); `generate` follows it. A leaf
//! module, so the games can name it without importing the generator.

use crate::options::MatchOptions;

/// Start options to play from and how many puzzles of each N to find
/// there (`quota[0]` for N = 1).
#[derive(Clone, Debug)]
pub struct Variant {
    pub options: MatchOptions,
    pub quota: Vec<usize>,
}

/// How one game's set is found.
#[derive(Clone, Debug)]
pub struct Recipe {
    pub variants: Vec<Variant>,
    /// Positions one candidate's proof may visit before it is passed over.
    pub node_limit: u64,
    /// Games to play at most.
    pub max_games: u32,
    /// Random opening moves: at least the first, at most the second.
    pub opening: (u32, u32),
    /// Plies a game may last before it is abandoned.
    pub max_plies: usize,
}

/// A variant's options and its quota of puzzles for each N (from 1).
pub fn variant(options: &[(&str, &str)], quota: &[usize]) -> Variant {
    Variant {
        options: options
            .iter()
            .fold(MatchOptions::new(), |o, (k, v)| o.with(k, *v)),
        quota: quota.to_vec(),
    }
}
