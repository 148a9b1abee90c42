//! The searcher: iterative deepening over a principal-variation alpha-beta
//! negamax. One `Searcher` keeps its table and ordering statistics between
//! moves of a game.

use std::sync::atomic::Ordering as AtomicOrdering;

use super::ordering::Ordering;
use super::tt::{Bound, Table};
use super::{is_decisive, Limits, Report, INFINITY, MAX_DEPTH, WIN_SCORE};
use crate::rules::Rules;

/// How often (in nodes) the clock and the stop flag are read.
const POLL_INTERVAL: u64 = 2048;

pub struct Searcher<R: Rules> {
    tt: Table<R::Move>,
    ordering: Ordering<R::Move>,
    /// Keys of the game so far followed by the current search path; a key
    /// met again on it is a repetition, scored as a draw.
    path: Vec<u64>,
    move_buffers: Vec<Vec<R::Move>>,
    nodes: u64,
    stopped: bool,
    started_ms: f64,
}

/// Where the search starts: the position, the keys of the positions before
/// it in the game (for repetition) and its no-progress count.
pub struct Root<'a, R> {
    pub state: R,
    pub history: &'a [u64],
    pub no_progress: u32,
}

impl<R: Rules> Searcher<R> {
    /// A searcher with a table of `2^tt_bits` entries.
    pub fn new(tt_bits: u32) -> Searcher<R> {
        Searcher {
            tt: Table::new(tt_bits),
            ordering: Ordering::new(MAX_DEPTH as usize + 8),
            path: Vec::new(),
            move_buffers: Vec::new(),
            nodes: 0,
            stopped: false,
            started_ms: 0.0,
        }
    }

    /// Iterative deepening until a limit is hit. Returns the deepest
    /// completed iteration; `progress` sees each one as it completes.
    /// The root must have a legal move; the report's `pv` is empty otherwise.
    pub fn think(
        &mut self,
        root: &Root<'_, R>,
        limits: &Limits<'_>,
        progress: &mut dyn FnMut(&Report<R::Move>),
    ) -> Report<R::Move> {
        self.begin(root, limits);
        let mut best = Report {
            depth: 0,
            score: 0,
            nodes: 0,
            time_ms: 0,
            pv: Vec::new(),
        };
        let mut moves = Vec::new();
        root.state.legal_moves(&mut moves);
        if moves.is_empty() {
            return best;
        }
        self.ordering.sort(&root.state, &mut moves, None, 0);
        best.pv.push(moves[0]);

        for depth in 1..=limits.max_depth.min(MAX_DEPTH) {
            let score = self.negamax(
                &root.state,
                depth,
                -INFINITY,
                INFINITY,
                0,
                root.no_progress,
                limits,
            );
            if self.stopped {
                break;
            }
            let pv = self.principal_variation(&root.state, depth);
            best = Report {
                depth,
                score,
                nodes: self.nodes,
                time_ms: self.elapsed(limits) as u64,
                pv: if pv.is_empty() { best.pv } else { pv },
            };
            progress(&best);
            if is_decisive(score) && ((WIN_SCORE - score.abs()) as u32) <= depth {
                break;
            }
            if let Some(t) = limits.time_ms {
                // The next iteration costs several times this one.
                if self.elapsed(limits) * 3.0 > t {
                    break;
                }
            }
        }
        best.nodes = self.nodes;
        best.time_ms = self.elapsed(limits) as u64;
        best
    }

    /// The score of every legal root move at `depth` (full window each),
    /// for the level model's choice among them. Moves not finished before a
    /// limit are left out; the first move is always scored.
    pub fn score_moves(
        &mut self,
        root: &Root<'_, R>,
        depth: u32,
        limits: &Limits<'_>,
    ) -> Vec<(R::Move, i32)> {
        self.begin(root, limits);
        let mut moves = Vec::new();
        root.state.legal_moves(&mut moves);
        self.ordering.sort(&root.state, &mut moves, None, 0);
        let mut scored = Vec::with_capacity(moves.len());
        for (i, &m) in moves.iter().enumerate() {
            let child = root.state.play(m);
            let counter = next_counter(&root.state, m, root.no_progress);
            self.path.push(root.state.key());
            let score = -self.negamax(
                &child,
                depth.saturating_sub(1),
                -INFINITY,
                INFINITY,
                1,
                counter,
                limits,
            );
            self.path.pop();
            if self.stopped && i > 0 {
                break;
            }
            scored.push((m, score));
        }
        scored
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn begin(&mut self, root: &Root<'_, R>, limits: &Limits<'_>) {
        self.tt.new_search();
        self.nodes = 0;
        self.stopped = false;
        self.started_ms = (limits.now_ms)();
        self.path.clear();
        self.path.extend_from_slice(root.history);
    }

    fn elapsed(&self, limits: &Limits<'_>) -> f64 {
        (limits.now_ms)() - self.started_ms
    }

    fn poll(&mut self, limits: &Limits<'_>) {
        let out_of_nodes = limits.max_nodes.is_some_and(|n| self.nodes >= n);
        let out_of_time = limits.time_ms.is_some_and(|t| self.elapsed(limits) >= t);
        let asked = limits.stop.is_some_and(|s| s.load(AtomicOrdering::Relaxed));
        self.stopped = out_of_nodes || out_of_time || asked;
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
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
        if self.stopped {
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
            if self.path.contains(&key) {
                return 0;
            }
            if R::NO_PROGRESS_LIMIT.is_some_and(|limit| no_progress >= limit) {
                return 0;
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
        if moves.is_empty() {
            self.move_buffers[ply] = moves;
            return -(WIN_SCORE - ply as i32);
        }
        self.ordering
            .sort(state, &mut moves, entry.and_then(|e| e.best), ply);

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        self.path.push(key);
        for (i, &m) in moves.iter().enumerate() {
            let child = state.play(m);
            let counter = next_counter(state, m, no_progress);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, counter, limits)
            } else {
                let probe = -self.negamax(
                    &child,
                    depth - 1,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    counter,
                    limits,
                );
                if probe > alpha && probe < beta {
                    -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, counter, limits)
                } else {
                    probe
                }
            };
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
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
        if self.stopped {
            return 0;
        }
        let bound = if best_score >= beta {
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

    fn principal_variation(&self, root: &R, depth: u32) -> Vec<R::Move> {
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

fn next_counter<R: Rules>(state: &R, m: R::Move, counter: u32) -> u32 {
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
