//! What the rule tests share: the `depth count` vector files and small
//! helpers. The naive second models they check the engine against live in
//! the `tabuleiro-naive` crate, which the soak and fuzz checks use too. Each test file
//! is its own crate and uses only some of these.
#![allow(dead_code)]

use tabuleiro_engine::game::options_from;
use tabuleiro_engine::games::rastros::{Rastros, RastrosOptions};
use tabuleiro_engine::MatchOptions;

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

/// Rastros' options for an `n`×`n` board, free start or from `start`.
pub fn rastros_options(n: u8, start: Option<&str>) -> RastrosOptions {
    let mut given = MatchOptions::new().with("size", n.to_string());
    if let Some(square) = start {
        given.set("start", square);
    }
    options_from::<Rastros>(&given).unwrap()
}
