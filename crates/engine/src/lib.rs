//! Tabuleiro's engine: the rules of Achi (and, in time, Six Stones, Nine
//! Men's Morris and Rastros) behind one trait, the `Match` midend that owns
//! history, undo and the draw rules, a generic alpha-beta search, exact
//! solvers where a game allows, and the level model.
//!
//! Nothing here touches the web or does I/O; errors are values with
//! messages a player can read, and nothing panics on input.

pub mod any;
pub mod catalog;
pub mod games;
pub mod geometry;
pub mod level;
pub mod matchplay;
pub mod notation;
pub mod rng;
pub mod rules;
pub mod search;

pub use any::{AnyMatch, Snapshot, ThinkReport, ThinkSettings};
pub use catalog::{new_match, Game, GameId, MatchOptions};
pub use geometry::Geometry;
pub use matchplay::{Match, Outcome, Reason};
pub use rules::{Rules, Side};
