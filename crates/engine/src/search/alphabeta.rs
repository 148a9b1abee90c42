//! The searcher: a principal-variation alpha-beta negamax with its table
//! and move ordering. One `Searcher` keeps both between moves of a game.
//! Iterative deepening and root-move scoring drive it from `driver.rs`.
//! The table is a type parameter: a thread's own (`tt::Table`, the
//! default) or, natively, one shared with helper threads (`smp.rs`).

use std::sync::atomic::Ordering as AtomicOrdering;

use super::limits::{is_decisive, Limits, INFINITY, MAX_DEPTH, WIN_SCORE};
use super::ordering::{table_move_first, Ordering};
use super::tt::{Bound, Store, Table};
use crate::rules::{Evaluate, Rules, Side};

/// How often (in nodes) the clock and the stop flag are read.
const POLL_INTERVAL: u64 = 2048;

pub struct Searcher<R: Evaluate, T: Store<R::Move> = Table<<R as Rules>::Move>> {
    pub(super) tt: T,
    pub(super) ordering: Ordering<R::Move>,
    /// Keys of the game so far followed by the current search path; a key
    /// met again on it is a repetition: a draw if the game had it before
    /// the root, the game's `repetition_score` if only the search's path.
    pub(super) path: Vec<u64>,
    move_buffers: Vec<Vec<R::Move>>,
    pub(super) nodes: u64,
    /// A limit was reached (time, nodes, the stop flag): the search ends.
    pub(super) stopped: bool,
    /// The current slice of work is over: the search pauses, to be resumed.
    pub(super) paused: bool,
    /// When the current slice ends, on the limits' clock.
    pub(super) pause_at: Option<f64>,
    pub(super) started_ms: f64,
    /// The best root move of the iteration under way and its score, among
    /// the moves searched to the end so far (for a search cut short).
    pub(super) root_best: Option<(R::Move, i32)>,
    /// The root moves the search keeps to, if it is restricted (empty:
    /// all): the second look at moves the game prefers (`driver.rs`).
    pub(super) root_only: Vec<R::Move>,
    /// How many keys of `path` come from the game before the root.
    history_len: usize,
    /// The side to move at the root, for `Evaluate::repetition_contempt`.
    root_side: Side,
    /// The root side of the searches whose scores the table holds (none
    /// before the first search).
    table_side: Option<Side>,
}

/// Where the search starts: the position, the keys of the positions before
/// it in the game (for repetition) and its no-progress count.
pub struct Root<'a, R> {
    pub state: R,
    pub history: &'a [u64],
    pub no_progress: u32,
}

impl<R: Evaluate> Searcher<R> {
    /// A searcher with a table of its own of `2^tt_bits` entries.
    pub fn new(tt_bits: u32) -> Searcher<R> {
        Searcher::with_bits(tt_bits)
    }

    /// The bytes of one entry of the transposition table.
    pub fn entry_bytes() -> usize {
        Table::<R::Move>::entry_bytes()
    }
}

impl<R: Evaluate, T: Store<R::Move>> Searcher<R, T> {
    /// A searcher with a new table of `2^tt_bits` entries.
    pub fn with_bits(tt_bits: u32) -> Searcher<R, T> {
        Searcher::with_table(T::with_bits(tt_bits))
    }

    /// A searcher with the table `tt`.
    pub fn with_table(tt: T) -> Searcher<R, T> {
        Searcher {
            tt,
            ordering: Ordering::new(MAX_DEPTH as usize + 8),
            path: Vec::new(),
            move_buffers: Vec::new(),
            nodes: 0,
            stopped: false,
            paused: false,
            pause_at: None,
            started_ms: 0.0,
            root_best: None,
            root_only: Vec::new(),
            history_len: 0,
            root_side: Side::White,
            table_side: None,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Starts a new search from `root`: the clock, the node count and the
    /// path start afresh; the table and the ordering statistics stay.
    pub(super) fn begin(&mut self, root: &Root<'_, R>, limits: &Limits<'_>) {
        self.tt.new_search();
        self.nodes = 0;
        self.stopped = false;
        self.paused = false;
        self.started_ms = (limits.now_ms)();
        self.path.clear();
        if R::REPETITION_FROM_HISTORY_AT_THIRD && self.behind(&root.state) {
            self.path.extend(seen_twice(root.history));
        } else {
            self.path.extend_from_slice(root.history);
        }
        self.history_len = self.path.len();
        self.root_side = root.state.side_to_move();
        self.forget_other_sides_scores();
    }

    /// With a contempt, the table's scores lean towards the root side of
    /// the searches that wrote them (a repetition below an entry counted
    /// for that side): a search for the other side (a hint or an analysis
    /// of the player's side, in the page's worker) starts from an empty
    /// table rather than read them. A match's searches are all for one
    /// side and keep their table.
    fn forget_other_sides_scores(&mut self) {
        if R::repetition_contempt() == 0 {
            return;
        }
        if self.table_side.is_some_and(|side| side != self.root_side) {
            self.tt.clear();
        }
        self.table_side = Some(self.root_side);
    }

    /// A repetition on the search's own path at `state`, for its side to
    /// move: the game's score of it, and the contempt on the root side's
    /// behalf (the other side is taken to avoid repeating by that much).
    fn repetition(&self, state: &R) -> i32 {
        let contempt = R::repetition_contempt();
        state.repetition_score() + lean(contempt, state.side_to_move() == self.root_side)
    }

    /// Whether the side to move at `state` is behind: by the table's last
    /// score of it (the previous move's search), else by the evaluation.
    fn behind(&self, state: &R) -> bool {
        let score = match self.tt.probe(state.key()) {
            Some(e) => from_table(e.score, 0),
            None => state.evaluate(),
        };
        score < 0
    }

    pub(super) fn elapsed(&self, limits: &Limits<'_>) -> f64 {
        (limits.now_ms)() - self.started_ms
    }

    /// Whether the search must unwind now: stopped for good, or paused
    /// until the next slice.
    pub(super) fn halted(&self) -> bool {
        self.stopped || self.paused
    }

    fn poll(&mut self, limits: &Limits<'_>) {
        let now = (limits.now_ms)();
        let out_of_nodes = limits.max_nodes.is_some_and(|n| self.nodes >= n);
        let out_of_time = limits.time_ms.is_some_and(|t| now - self.started_ms >= t);
        let asked = limits.stop.is_some_and(|s| s.load(AtomicOrdering::Relaxed));
        self.stopped = out_of_nodes || out_of_time || asked;
        self.paused = self.pause_at.is_some_and(|p| now >= p);
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        state: &R,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        no_progress: u32,
        limits: &Limits<'_>,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            self.poll(limits);
        }
        if self.halted() {
            return 0;
        }
        if let Some(end) = state.end() {
            let score = WIN_SCORE - ply as i32;
            return if end.winner == state.side_to_move() {
                score
            } else {
                -score
            };
        }
        let key = state.key();
        if ply > 0 {
            let (game, own) = self.path.split_at(self.history_len);
            if game.contains(&key) {
                return 0;
            }
            if own.contains(&key) {
                return self.repetition(state);
            }
            if R::NO_PROGRESS_LIMIT.is_some_and(|limit| no_progress >= limit) {
                return 0;
            }
            if let Some(score) = state.exact_score() {
                return from_table(score, ply);
            }
        }
        if depth == 0 || ply >= MAX_DEPTH as usize {
            return state.evaluate();
        }

        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if ply > 0 && u32::from(e.depth) >= depth {
                let score = from_table(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }

        if self.move_buffers.len() <= ply {
            self.move_buffers.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.move_buffers[ply]);
        moves.clear();
        state.legal_moves(&mut moves);
        if ply == 0 && !self.root_only.is_empty() {
            moves.retain(|m| self.root_only.contains(m));
        }
        if moves.is_empty() {
            self.move_buffers[ply] = moves;
            return -(WIN_SCORE - ply as i32);
        }
        let tt_move = entry.and_then(|e| e.best);
        let mut sorted = false;
        let tt_first = if R::TABLE_MOVE_BEFORE_ORDERING {
            table_move_first(&mut moves, tt_move)
        } else {
            self.ordering.sort(state, &mut moves, tt_move, ply);
            sorted = true;
            false
        };

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        self.path.push(key);
        for i in 0..moves.len() {
            if !sorted && (i > 0 || !tt_first) {
                self.ordering.sort(state, &mut moves[i..], None, ply);
                sorted = true;
            }
            let m = moves[i];
            let child = state.play(m);
            let counter = next_counter(state, m, no_progress);
            let child_depth = depth - 1 + state.extension(m, &child);
            let score = if i == 0 {
                -self.negamax(&child, child_depth, -beta, -alpha, ply + 1, counter, limits)
            } else {
                let reduction = state
                    .reduction(m, i, depth)
                    .min(child_depth.saturating_sub(1));
                let mut probe = -self.negamax(
                    &child,
                    child_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    counter,
                    limits,
                );
                if reduction > 0 && probe > alpha && !self.halted() {
                    probe = -self.negamax(
                        &child,
                        child_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        counter,
                        limits,
                    );
                }
                if probe > alpha && probe < beta {
                    -self.negamax(&child, child_depth, -beta, -alpha, ply + 1, counter, limits)
                } else {
                    probe
                }
            };
            if self.halted() {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
                if R::PLAYS_CUT_SHORT_ITERATIONS && ply == 0 {
                    self.root_best = Some((m, score));
                }
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.ordering.cutoff(state, m, ply, depth);
                break;
            }
        }
        self.path.pop();
        self.move_buffers[ply] = moves;
        if self.halted() {
            return 0;
        }
        let bound = if best_score >= beta || (ply == 0 && !self.root_only.is_empty()) {
            // The best of some root moves is only a lower bound of the root's.
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth, to_table(best_score, ply), bound, best_move);
        best_score
    }

    pub(super) fn principal_variation(&self, root: &R, depth: u32) -> Vec<R::Move> {
        let mut pv = Vec::new();
        let mut state = *root;
        let mut seen = Vec::new();
        let mut legal = Vec::new();
        while pv.len() < depth as usize {
            let key = state.key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(m) = self.tt.probe(key).and_then(|e| e.best) else {
                break;
            };
            legal.clear();
            state.legal_moves(&mut legal);
            if !legal.contains(&m) {
                break;
            }
            pv.push(m);
            state = state.play(m);
        }
        pv
    }
}

/// The contempt for a repetition, for its side to move: in the root
/// side's favour, so the other side's is against it.
fn lean(contempt: i32, root_side_to_move: bool) -> i32 {
    if root_side_to_move {
        contempt
    } else {
        -contempt
    }
}

/// The keys of `history` from their second occurrence on.
fn seen_twice(history: &[u64]) -> impl Iterator<Item = u64> + '_ {
    history
        .iter()
        .enumerate()
        .filter(|&(i, k)| history[..i].contains(k))
        .map(|(_, &k)| k)
}

pub(super) fn next_counter<R: Evaluate>(state: &R, m: R::Move, counter: u32) -> u32 {
    if state.is_progress(m) {
        0
    } else {
        counter + 1
    }
}

/// Decisive scores are stored relative to the node, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if is_decisive(score) {
        score + score.signum() * ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if is_decisive(score) {
        score - score.signum() * ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::{lean, Bound, Root, Searcher};
    use crate::games::morris::Morris;
    use crate::rules::Rules;
    use crate::search::limits::Limits;
    use crate::search::tt::Store;

    fn no_clock() -> f64 {
        0.0
    }

    /// Searches `state` to `depth` with `searcher`.
    fn search(searcher: &mut Searcher<Morris>, state: Morris, depth: u32) {
        let root = Root {
            state,
            history: &[],
            no_progress: 0,
        };
        searcher.think(&root, &Limits::depth(depth, no_clock), &mut |_| {});
    }

    /// `state` after its first legal move.
    fn after_a_move(state: Morris) -> Morris {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        state.play(moves[0])
    }

    #[test]
    fn a_search_for_the_other_side_starts_from_an_empty_table() {
        let start = Morris::start(&Default::default());
        let mut searcher: Searcher<Morris> = Searcher::new(12);
        search(&mut searcher, start, 4);
        assert!(searcher.tt.probe(start.key()).is_some());
        // White again (two placements on, the start unreachable): the
        // table, written for White, stays.
        let white_again = after_a_move(after_a_move(start));
        search(&mut searcher, white_again, 4);
        assert!(searcher.tt.probe(start.key()).is_some());
        // Black to move: White's scores are forgotten.
        search(&mut searcher, after_a_move(white_again), 4);
        assert!(searcher.tt.probe(start.key()).is_none());
    }

    #[test]
    fn a_search_of_one_root_move_keeps_to_it_and_stores_a_lower_bound() {
        let start = Morris::start(&Default::default());
        let corner = start.parse_move("g7").unwrap();
        let mut searcher: Searcher<Morris> = Searcher::new(12);
        let root = Root {
            state: start,
            history: &[],
            no_progress: 0,
        };
        let limits = Limits::depth(4, no_clock);
        let mut job = searcher.deepen_among_start(&root, &[corner], &limits);
        let report = loop {
            if let Some(r) = searcher.deepen_step(&mut job, &root, &limits, None, &mut |_| {}) {
                break r;
            }
        };
        assert_eq!((report.depth, report.pv[0]), (4, corner));
        let entry = searcher.tt.probe(start.key()).unwrap();
        assert_eq!((entry.best, entry.bound), (Some(corner), Bound::Lower));
        // The next whole search looks at every move again.
        let whole = searcher.think(&root, &limits, &mut |_| {});
        assert_ne!(whole.pv[0], corner, "a corner is not the best first move");
    }

    #[test]
    fn contempt_favours_the_root_side_at_both_kinds_of_node() {
        // A repetition where the root side is to move is worth the
        // contempt to it; where the other side is to move, worth as much
        // less to that side: the same lean, seen from either side.
        assert_eq!(lean(20, true), 20);
        assert_eq!(lean(20, false), -20);
        assert_eq!(lean(0, false), 0);
    }
}
