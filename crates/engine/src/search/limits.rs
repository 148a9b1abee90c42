//! What every part of the search shares: the score scale, the limits a
//! search runs under and the report it gives after each depth.

use std::sync::atomic::AtomicBool;

/// Scores at or beyond this are forced wins (minus plies to the end).
pub const WIN_SCORE: i32 = 30_000;
pub const INFINITY: i32 = 32_000;
/// Deepest iteration the search will attempt.
pub const MAX_DEPTH: u32 = 64;

pub fn is_decisive(score: i32) -> bool {
    score.abs() >= WIN_SCORE - MAX_DEPTH as i32 * 4
}

/// What bounds a search. The clock is a function so that the same code runs
/// natively (`Instant`) and in a browser worker (`performance.now`).
pub struct Limits<'a> {
    pub max_depth: u32,
    pub max_nodes: Option<u64>,
    /// Milliseconds allowed from the start of the search.
    pub time_ms: Option<f64>,
    pub now_ms: fn() -> f64,
    pub stop: Option<&'a AtomicBool>,
    /// Spend all of `time_ms`: keep deepening until the deadline and play
    /// what a cut-short iteration found, instead of stopping when the next
    /// depth looks too costly to finish (what the levels with a time cap
    /// do, so that they answer quickly).
    pub use_all_time: bool,
}

impl Limits<'_> {
    pub fn depth(max_depth: u32, now_ms: fn() -> f64) -> Limits<'static> {
        Limits {
            max_depth,
            max_nodes: None,
            time_ms: None,
            now_ms,
            stop: None,
            use_all_time: false,
        }
    }
}

/// One line of progress: sent after each completed depth, and the final
/// answer is the last of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report<M> {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<M>,
}

impl<M> Report<M> {
    pub fn nps(&self) -> u64 {
        self.nodes * 1000 / self.time_ms.max(1)
    }
}
