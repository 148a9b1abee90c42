//! One module per game: geometry, rules, notation, evaluation and, where a
//! game allows, its exact solver.

pub mod achi;
pub mod achi_solver;
pub mod morris;
pub mod morris_eval;
pub mod rastros;
pub mod rastros_eval;
pub mod rastros_solver;
pub mod sixstones;
pub mod sixstones_eval;
