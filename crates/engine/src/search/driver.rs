//! Driving the searcher: iterative deepening, and scoring every root move
//! for the level model. Each is a job that can run to its end in one call
//! or in slices: a slice that ends mid-iteration pauses the search, and
//! the next slice starts that iteration again with the table still warm
//! (what it had finished is found there at once).

use super::alphabeta::{next_counter, Root, Searcher};
use super::limits::{is_decisive, Limits, Report, INFINITY, MAX_DEPTH, WIN_SCORE};
use super::tt::Store;
use crate::rules::Evaluate;

/// Iterative deepening under way.
pub struct Deepening<M> {
    next_depth: u32,
    best: Report<M>,
    finished: bool,
}

impl<M: Clone> Deepening<M> {
    /// The deepest completed iteration so far (depth 0 with the first
    /// ordered move before any has completed).
    pub fn best(&self) -> &Report<M> {
        &self.best
    }
}

/// Root moves being scored one by one at a fixed depth.
pub struct Scoring<M> {
    moves: Vec<M>,
    depth: u32,
    next: usize,
    scored: Vec<(M, i32)>,
}

impl<M: Copy> Scoring<M> {
    /// The moves scored so far.
    pub fn scored(&self) -> &[(M, i32)] {
        &self.scored
    }
}

impl<R: Evaluate, T: Store<R::Move>> Searcher<R, T> {
    /// Iterative deepening until a limit is hit, in one call. Returns the
    /// deepest completed iteration; `progress` sees each as it completes.
    /// The root must have a legal move; the report's `pv` is empty otherwise.
    pub fn think(
        &mut self,
        root: &Root<'_, R>,
        limits: &Limits<'_>,
        progress: &mut dyn FnMut(&Report<R::Move>),
    ) -> Report<R::Move> {
        let mut job = self.deepen_start(root, limits);
        loop {
            if let Some(report) = self.deepen_step(&mut job, root, limits, None, progress) {
                return report;
            }
        }
    }

    /// Starts iterative deepening from `root` (the clock starts now).
    pub fn deepen_start(&mut self, root: &Root<'_, R>, limits: &Limits<'_>) -> Deepening<R::Move> {
        self.root_only.clear();
        self.begin(root, limits);
        let mut moves = Vec::new();
        root.state.legal_moves(&mut moves);
        let mut best = Report {
            depth: 0,
            score: 0,
            nodes: 0,
            time_ms: 0,
            pv: Vec::new(),
        };
        if !moves.is_empty() {
            self.ordering.sort(&root.state, &mut moves, None, 0);
            best.pv.push(moves[0]);
        }
        Deepening {
            next_depth: 1,
            best,
            finished: moves.is_empty(),
        }
    }

    /// Starts iterative deepening from `root` restricted to `among`, some
    /// of its legal moves (all of them if empty): the best of those, with
    /// its score and line, searched as the whole root would be (its table
    /// and its side's contempt kept). The restriction holds until the next
    /// `deepen_start` or `score_start`.
    pub fn deepen_among_start(
        &mut self,
        root: &Root<'_, R>,
        among: &[R::Move],
        limits: &Limits<'_>,
    ) -> Deepening<R::Move> {
        let mut job = self.deepen_start(root, limits);
        self.root_only = among.to_vec();
        if let Some(&first) = among.first() {
            job.best.pv = vec![first];
        }
        job
    }

    /// Runs iterations until the search ends — then returns its final
    /// report — or until the clock reaches `pause_at`: then `None`, and the
    /// next call resumes with the interrupted depth.
    pub fn deepen_step(
        &mut self,
        job: &mut Deepening<R::Move>,
        root: &Root<'_, R>,
        limits: &Limits<'_>,
        pause_at: Option<f64>,
        progress: &mut dyn FnMut(&Report<R::Move>),
    ) -> Option<Report<R::Move>> {
        self.pause_at = pause_at;
        self.paused = false;
        while !job.finished && job.next_depth <= limits.max_depth.min(MAX_DEPTH) {
            let depth = job.next_depth;
            #[cfg(feature = "threads")]
            self.tt.announce_depth(depth);
            self.root_best = None;
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
                if R::PLAYS_CUT_SHORT_ITERATIONS && limits.use_all_time {
                    self.adopt_cut_short(job, depth, limits);
                }
                break;
            }
            if self.paused {
                return None;
            }
            let pv = self.principal_variation(&root.state, depth);
            job.best = Report {
                depth,
                score,
                nodes: self.nodes,
                time_ms: self.elapsed(limits) as u64,
                pv: if pv.is_empty() {
                    job.best.pv.clone()
                } else {
                    pv
                },
            };
            progress(&job.best);
            job.next_depth += 1;
            if is_decisive(score) && ((WIN_SCORE - score.abs()) as u32) <= depth {
                break;
            }
            if let Some(t) = limits.time_ms {
                // The next iteration costs several times this one.
                if !limits.use_all_time && self.elapsed(limits) * 3.0 > t {
                    break;
                }
            }
        }
        job.finished = true;
        let mut best = job.best.clone();
        best.nodes = self.nodes;
        best.time_ms = self.elapsed(limits) as u64;
        Some(best)
    }

    /// A search stopped inside iteration `depth`: a root move that beat
    /// the first one (the last iteration's best, searched first) there is
    /// the better choice, though the iteration did not finish.
    fn adopt_cut_short(&self, job: &mut Deepening<R::Move>, depth: u32, limits: &Limits<'_>) {
        let Some((m, score)) = self.root_best else {
            return;
        };
        if job.best.pv.first() == Some(&m) {
            return;
        }
        // The move alone: the line after it is unfinished, and reading it
        // from the table here would cost the browser's download a copy of
        // `principal_variation`.
        let pv = vec![m];
        job.best = Report {
            depth,
            score,
            nodes: self.nodes,
            time_ms: self.elapsed(limits) as u64,
            pv,
        };
    }

    /// The score of every legal root move at `depth` (full window each),
    /// for the level model's choice among them, in one call. Moves not
    /// finished before a limit are left out; the first move is always scored.
    pub fn score_moves(
        &mut self,
        root: &Root<'_, R>,
        depth: u32,
        limits: &Limits<'_>,
    ) -> Vec<(R::Move, i32)> {
        let mut job = self.score_start(root, depth, limits);
        loop {
            if let Some(scored) = self.score_step(&mut job, root, limits, None) {
                return scored;
            }
        }
    }

    /// Starts scoring the root moves (the clock starts now).
    pub fn score_start(
        &mut self,
        root: &Root<'_, R>,
        depth: u32,
        limits: &Limits<'_>,
    ) -> Scoring<R::Move> {
        self.root_only.clear();
        self.begin(root, limits);
        let mut moves = Vec::new();
        root.state.legal_moves(&mut moves);
        self.ordering.sort(&root.state, &mut moves, None, 0);
        Scoring {
            scored: Vec::with_capacity(moves.len()),
            moves,
            depth,
            next: 0,
        }
    }

    /// Scores moves until all are done (returns them) or until `pause_at`
    /// (`None`; the move under way is scored again by the next call).
    pub fn score_step(
        &mut self,
        job: &mut Scoring<R::Move>,
        root: &Root<'_, R>,
        limits: &Limits<'_>,
        pause_at: Option<f64>,
    ) -> Option<Vec<(R::Move, i32)>> {
        self.pause_at = pause_at;
        self.paused = false;
        while job.next < job.moves.len() {
            let i = job.next;
            let m = job.moves[i];
            let child = root.state.play(m);
            let counter = next_counter(&root.state, m, root.no_progress);
            self.path.push(root.state.key());
            let score = -self.negamax(
                &child,
                job.depth.saturating_sub(1),
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
            if self.paused && !self.stopped {
                return None;
            }
            job.scored.push((m, score));
            job.next += 1;
            if self.stopped {
                break;
            }
        }
        job.next = job.moves.len();
        Some(job.scored.clone())
    }
}
