//! What Tabuleiro's engine must never do, written once as checks and used
//! by three runners: the `soak` command (long random and engine-vs-engine
//! games), the fuzz targets under `fuzz/` (coverage-guided bytes), and the
//! regression tests here that replay the committed corpus and every input
//! that ever failed.
//!
//! * `text`: the text entry points (moves, options, records, game names)
//!   under arbitrary input: no panic, errors carry a kind and a message,
//!   what is accepted is legal and reads back to itself.
//! * `walk`: a match played move by move with every invariant checked after
//!   each ply against the naive models of `tabuleiro-naive` (`position`):
//!   the legal moves both ways, undo and redo to the exact state and key,
//!   pieces, hands and phases, the end of the game, the snapshot.
//! * `soak` and `targets`: the runners' entry points.
//!
//! A failure is a value (`Err(String)`) saying what went wrong; the runners
//! add where (game, seed, ply, record) so that it can be replayed.

pub mod input;
pub mod oracle;
pub mod position;
pub mod soak;
pub mod targets;
pub mod text;
pub mod walk;

pub use soak::{play_game, GameReport};
