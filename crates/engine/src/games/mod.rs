//! One folder per game: `rules.rs` (the state, its moves and the rules),
//! `eval.rs` (what the search needs), `solver.rs` where the game can be
//! solved, and `mod.rs` (its description, options and levels). A game
//! imports only the shared modules, never another game or the registry.

pub mod achi;
pub mod morris;
pub mod rastros;
pub mod sixstones;
