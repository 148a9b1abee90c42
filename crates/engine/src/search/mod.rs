//! Generic game-tree search over any game that can be evaluated:
//! iterative deepening with principal-variation alpha-beta, a transposition
//! table, killer and history move ordering, repetition and no-progress
//! awareness, node and time limits, a stop flag, a progress report after
//! every depth, and work in slices (a caller that must stay responsive, like
//! a browser worker, runs the search a few milliseconds at a time).
//!
//! Natively (the `threads` feature) a search can also run on several
//! threads sharing one table (Lazy SMP); the browser's build has no threads
//! and none of that code.
//!
//! This module only names the parts; each lives in its own file.

mod alphabeta;
mod driver;
mod limits;
mod ordering;
#[cfg(feature = "threads")]
mod shared_tt;
#[cfg(feature = "threads")]
mod smp;
mod tt;

pub use alphabeta::{Root, Searcher};
pub use driver::{Deepening, Scoring};
pub use limits::{is_decisive, Limits, Report, INFINITY, MAX_DEPTH, WIN_SCORE};
#[cfg(feature = "threads")]
pub use shared_tt::{SharedTable, TableMove};
#[cfg(feature = "threads")]
pub use smp::Helpers;
pub use tt::{Store, Table};
