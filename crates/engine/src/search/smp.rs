//! Lazy SMP, native builds only: helper threads search the main thread's
//! root with their own move ordering, path and move buffers, and share
//! only its transposition table (`shared_tt.rs`). They play no move: what
//! they find reaches the main thread through the table (a deeper entry, a
//! better move to try first), and the main thread's result is the answer.
//! A helper keeps a ply ahead of the main thread's iteration (odd helpers)
//! or level with it (even ones), so it fills the table for what the main
//! thread searches next instead of repeating what it has just searched.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use super::alphabeta::{Root, Searcher};
use super::limits::{Limits, INFINITY, MAX_DEPTH};
use super::tt::Store;
use crate::rules::Evaluate;

/// Helper threads at work on one search; stopped and joined when
/// finished or dropped (a job given up ends its helpers too).
pub struct Helpers {
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<u64>>,
}

impl Helpers {
    /// Stops the helpers and waits for them; their nodes.
    pub fn finish(mut self) -> u64 {
        self.end()
    }

    fn end(&mut self) -> u64 {
        self.stop.store(true, Ordering::Relaxed);
        // A helper that failed has searched nothing worth counting.
        self.threads.drain(..).map(|t| t.join().unwrap_or(0)).sum()
    }
}

impl Drop for Helpers {
    fn drop(&mut self) {
        self.end();
    }
}

impl<R: Evaluate, T: Store<R::Move>> Searcher<R, T> {
    /// Starts `count` helpers on `root` to `max_depth`, sharing this
    /// searcher's table; `None` if the table cannot be shared or `count`
    /// is 0. Call after the main thread's search has begun (its table's
    /// new search), so that the helpers' entries count as this search's.
    pub fn start_helpers(
        &self,
        root: &Root<'_, R>,
        max_depth: u32,
        now_ms: fn() -> f64,
        count: usize,
    ) -> Option<Helpers> {
        if count == 0 {
            return None;
        }
        let stop = Arc::new(AtomicBool::new(false));
        let mut threads = Vec::with_capacity(count);
        for index in 1..=count {
            let table = self.tt.share()?;
            let (state, history, no_progress) =
                (root.state, root.history.to_vec(), root.no_progress);
            let stop = Arc::clone(&stop);
            let lead = (index % 2) as u32;
            threads.push(std::thread::spawn(move || {
                let root = Root {
                    state,
                    history: &history,
                    no_progress,
                };
                help(
                    Searcher::with_table(table),
                    &root,
                    max_depth,
                    now_ms,
                    &stop,
                    lead,
                )
            }));
        }
        Some(Helpers { stop, threads })
    }
}

/// One helper's iterative deepening, `lead` plies ahead of the main
/// thread's iteration, until told to stop; its nodes.
fn help<R: Evaluate, T: Store<R::Move>>(
    mut searcher: Searcher<R, T>,
    root: &Root<'_, R>,
    max_depth: u32,
    now_ms: fn() -> f64,
    stop: &AtomicBool,
    lead: u32,
) -> u64 {
    let limits = Limits {
        max_depth,
        max_nodes: None,
        time_ms: None,
        now_ms,
        stop: Some(stop),
        use_all_time: true,
    };
    searcher.restart(root, &limits);
    let deepest = max_depth.min(MAX_DEPTH);
    let mut depth = 1;
    while depth <= deepest {
        depth = depth.max(searcher.tt.main_depth() + lead).min(deepest);
        let _ = searcher.negamax(
            &root.state,
            depth,
            -INFINITY,
            INFINITY,
            0,
            root.no_progress,
            &limits,
        );
        if searcher.stopped {
            break;
        }
        depth += 1;
    }
    searcher.nodes
}
