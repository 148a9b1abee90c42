//! Tabuleiro's engine: the rules of Achi, Six Stones, Nine Men's Morris and
//! Rastros behind shared traits, the `Match` midend that owns history, undo
//! and the draw rules, a generic alpha-beta search, exact solvers where a
//! game allows, the level model, and each game's description of itself for
//! front ends.
//!
//! Nothing here touches the web or does I/O; errors are values with a kind
//! and a message a player can read, and nothing panics on input.
//!
//! Layers, each importing only those above it (checked by
//! `tests/module_graph.rs`): the leaves (`error`, `value`, `rng`,
//! `geometry`, `options`, `symmetry`, `sort`), then `rules`, `describe`,
//! `search`, `level`, `game`, `matchplay`, `prove` (puzzle proofs); each
//! game's folder under `games/`; then `snapshot`, `think`, `any`, the
//! `registry` that lists the games, and last `puzzle` (puzzle sets: their
//! format, the checker and the generator).
//! Inside the crate, modules import each other by their own paths, never
//! through the re-exports below.

pub mod any;
pub mod describe;
pub mod error;
pub mod game;
pub mod games;
pub mod geometry;
pub mod level;
pub mod matchplay;
pub mod options;
#[cfg(feature = "puzzles")]
pub mod prove;
#[cfg(feature = "puzzles")]
pub mod puzzle;
pub mod registry;
pub mod rng;
pub mod rules;
pub mod search;
mod second_look;
pub mod small_map;
pub mod snapshot;
pub mod sort;
#[cfg(any(feature = "puzzles", feature = "tables"))]
pub mod symmetry;
pub mod think;
pub mod value;

pub use any::{AnyMatch, Session};
pub use describe::Description;
pub use error::{Error, ErrorKind};
pub use game::Game;
pub use geometry::Geometry;
pub use matchplay::{Match, Outcome, Reason};
pub use options::MatchOptions;
pub use registry::{replay, GameId, ReplayFault};
pub use rules::{Evaluate, Rules, Side};
pub use snapshot::Snapshot;
pub use think::{ThinkReport, ThinkSettings};
pub use value::{Solution, Value};
