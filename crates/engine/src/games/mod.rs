//! One module per game: geometry, rules, notation, evaluation and, where a
//! game allows, its exact solver.

pub mod achi;
pub mod achi_solver;
