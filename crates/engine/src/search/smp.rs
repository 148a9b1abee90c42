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
    /// searcher's table and keeping to its root moves; `None` if the table
    /// cannot be shared or `count` is 0. Call after the main thread's
    /// search has begun (its table's new search and its restriction), so
    /// that the helpers' entries count as this search's.
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
            let among = self.root_only.clone();
            let stop = Arc::clone(&stop);
            let lead = (index % 2) as u32;
            threads.push(std::thread::spawn(move || {
                let root = Root {
                    state,
                    history: &history,
                    no_progress,
                };
                let mut searcher = Searcher::with_table(table);
                searcher.root_only = among;
                help(searcher, &root, max_depth, now_ms, &stop, lead)
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
    // A helper's handle on the table leaves its age to the main thread.
    searcher.begin(root, &limits);
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

#[cfg(test)]
mod tests {
    use crate::games::morris::{Morris, MorrisMove};
    use crate::search::{Limits, Root, Searcher, SharedTable, Store};
    use crate::Rules;

    fn now_ms() -> f64 {
        use std::sync::OnceLock;
        static START: OnceLock<std::time::Instant> = OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1000.0
    }

    #[test]
    fn helpers_fill_the_table_and_the_main_thread_still_answers() {
        let state = Morris::start(&Default::default());
        let root = Root {
            state,
            history: &[],
            no_progress: 0,
        };
        let limits = Limits::depth(9, now_ms);
        let table: SharedTable<MorrisMove> = SharedTable::with_bits(16);
        let mut main: Searcher<Morris, _> = Searcher::with_table(table);
        let mut job = main.deepen_start(&root, &limits);
        let helpers = main
            .start_helpers(&root, 9, now_ms, 2)
            .expect("a shared table");
        let report = loop {
            if let Some(r) = main.deepen_step(&mut job, &root, &limits, None, &mut |_| {}) {
                break r;
            }
        };
        let helper_nodes = helpers.finish();
        assert_eq!(report.depth, 9);
        let mut legal = Vec::new();
        state.legal_moves(&mut legal);
        assert!(legal.contains(&report.pv[0]));
        assert!(helper_nodes > 0);
        // A table of one thread's own cannot be shared: no helpers.
        let own: Searcher<Morris> = Searcher::new(10);
        assert!(own.start_helpers(&root, 7, now_ms, 1).is_none());
    }
}
