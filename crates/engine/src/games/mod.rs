//! One folder per game: `rules.rs` (the state, its moves and the rules),
//! `eval.rs` (what the search needs), `solver.rs` where the game can be
//! solved, and `mod.rs` (its description, options and levels). A game
//! imports only the shared modules, never another game or the registry.

#[cfg(feature = "achi")]
pub mod achi;
#[cfg(feature = "morris")]
pub mod morris;
#[cfg(feature = "rastros")]
pub mod rastros;
#[cfg(feature = "sixstones")]
pub mod sixstones;
