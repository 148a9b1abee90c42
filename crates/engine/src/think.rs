//! Thinking about a match: a level (or a raw depth and time) turned into a
//! move, through the game's exact knowledge where a level asks for it, else
//! iterative deepening and, below the top levels, the softmax choice among
//! the scored root moves; at full strength, a second look at the moves the
//! game prefers at the root (`second_look.rs`). A `Thinker` keeps its
//! searcher (and so its transposition table) for the whole session, and
//! runs a job either to its end or in slices, so that a browser worker can
//! stop it between two.

use std::sync::atomic::AtomicBool;

use crate::error::{Error, ErrorKind};
use crate::game::{Game, RootPreference};
use crate::level::{choose, LevelSpec};
use crate::matchplay::Match;
use crate::rng::Rng;
use crate::rules::Rules;
#[cfg(feature = "threads")]
use crate::search::Helpers;
use crate::search::{
    Deepening, Limits, Report, Root, Scoring, Searcher, Store, Table, MAX_DEPTH, WIN_SCORE,
};
use crate::second_look::{worth_a_look, SecondLook};
use crate::value::{Rated, Value};

#[cfg(feature = "serde")]
use serde::Serialize;

/// How hard to think: a level (1-based) or a raw depth and time.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThinkSettings {
    pub level: Option<u32>,
    pub depth: Option<u32>,
    pub time_ms: Option<f64>,
    pub seed: u64,
}

/// The engine's answer, and each line of progress before it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "camelCase"))]
pub struct ThinkReport {
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub best: String,
    pub depth: u32,
    /// From the mover's point of view, in hundredths of a piece; beyond
    /// ±(30000 − 256) a forced win or loss.
    pub score: i32,
    /// The exact value, when the game's solver gave the move.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub exact: Option<String>,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<String>,
}

/// The levels' error model in use for one job.
enum Phase<M> {
    Deepen(Deepening<M>),
    Score {
        best: Report<M>,
        scoring: Scoring<M>,
    },
    Look(SecondLook<M>),
    Done(ThinkReport),
}

/// One search under way, with what it needs to resume.
struct Job<R: Game> {
    spec: LevelSpec,
    max_depth: u32,
    time_ms: Option<f64>,
    use_all_time: bool,
    /// The moves the game prefers at the root, for the second look, and
    /// when the move's time (`time_ms` is the choice's share) runs out.
    preference: Option<RootPreference<R::Move>>,
    ends_ms: Option<f64>,
    rng: Rng,
    root: R,
    history: Vec<u64>,
    no_progress: u32,
    now_ms: fn() -> f64,
    started_ms: f64,
    phase: Phase<R::Move>,
    /// Threads helping the deepening (native builds, a shared table), and
    /// how many help each search.
    #[cfg(feature = "threads")]
    helpers: Option<Helpers>,
    #[cfg(feature = "threads")]
    helper_count: usize,
}

/// A session's thinking: one searcher kept for every move of the match.
/// Its table is the game's own (`T`, a thread's own by default; natively
/// one shared with helper threads).
pub struct Thinker<R: Game, T: Store<R::Move> = Table<<R as Rules>::Move>> {
    searcher: Option<Searcher<R, T>>,
    job: Option<Job<R>>,
    /// Threads that search, the main one included (native builds).
    #[cfg(feature = "threads")]
    threads: usize,
}

impl<R: Game, T: Store<R::Move>> Default for Thinker<R, T> {
    fn default() -> Self {
        Thinker {
            searcher: None,
            job: None,
            #[cfg(feature = "threads")]
            threads: 1,
        }
    }
}

fn report<R: Game>(r: &Report<R::Move>) -> ThinkReport {
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    ThinkReport {
        best: pv.first().cloned().unwrap_or_default(),
        depth: r.depth,
        score: r.score,
        exact: None,
        nodes: r.nodes,
        time_ms: r.time_ms,
        pv,
    }
}

/// The best of the exactly rated moves (random among equals); `None` if
/// there are none.
fn exact_choice<M: Copy + std::fmt::Display>(
    ratings: &[Rated<M>],
    rng: &mut Rng,
) -> Option<ThinkReport> {
    let key = |r: &Rated<M>| (r.value.preference(), r.preference);
    let top = ratings.iter().map(key).max()?;
    let best: Vec<&Rated<M>> = ratings.iter().filter(|r| key(r) == top).collect();
    let pick = best[(rng.next_u64() % best.len() as u64) as usize];
    let distance = pick.value.distance().unwrap_or(1) as i32;
    let score = match pick.value {
        Value::Win(_) => WIN_SCORE - distance,
        Value::Loss(_) => -(WIN_SCORE - distance),
        _ => 0,
    };
    Some(ThinkReport {
        best: pick.mv.to_string(),
        depth: pick.value.distance().unwrap_or(0),
        score,
        exact: Some(pick.value.to_string()),
        nodes: 0,
        time_ms: 0,
        pv: vec![pick.mv.to_string()],
    })
}

/// The opening book's move, as an answer.
fn book_choice<R: Game>(m: &Match<R>) -> Option<ThinkReport> {
    let mv = m.state().book_move()?.to_string();
    Some(ThinkReport {
        best: mv.clone(),
        depth: 0,
        score: 0,
        exact: None,
        nodes: 0,
        time_ms: 0,
        pv: vec![mv],
    })
}

/// A level's time cap is a promise to the player (the page's level 10
/// answers within 2 s): a level that spends all of it aims at 85 %, which
/// leaves the last slice, a worker's start and the answer's message room
/// (at 90 % the page measured up to 2.04 s on a busy machine). Raw times
/// are the caller's to shorten (the UCI leaves its own margin).
fn level_deadline(time_ms: f64, spends_all: bool) -> f64 {
    if spends_all {
        time_ms * 0.85
    } else {
        time_ms
    }
}

/// The level to play: the one named, or a raw depth and time.
fn level_spec<R: Game>(settings: &ThinkSettings) -> Result<LevelSpec, Error> {
    let Some(level) = settings.level else {
        return Ok(LevelSpec {
            name: "custom",
            depth: settings.depth.unwrap_or(MAX_DEPTH),
            time_ms: settings.time_ms,
            temperature: 0.0,
            exact: false,
        });
    };
    let levels = R::levels();
    (level as usize)
        .checked_sub(1)
        .and_then(|i| levels.get(i))
        .copied()
        .ok_or_else(|| {
            Error::new(
                ErrorKind::NoSuchLevel,
                format!(
                    "level {level} does not exist for {} (1 to {})",
                    R::ID,
                    levels.len()
                ),
            )
        })
}

impl<R: Game, T: Store<R::Move>> Thinker<R, T> {
    /// Starts thinking about the match's position; a job under way is
    /// dropped. The exact path (a solved game) answers at once.
    pub fn begin(
        &mut self,
        m: &Match<R>,
        settings: &ThinkSettings,
        now_ms: fn() -> f64,
    ) -> Result<(), Error> {
        self.job = None;
        if m.outcome().is_some() {
            return Err(Error::finished(
                "the game is over: there is no move to find",
            ));
        }
        let spec = level_spec::<R>(settings)?;
        let mut rng = Rng::new(settings.seed);
        let searcher = self
            .searcher
            .get_or_insert_with(|| Searcher::with_bits(R::TT_BITS));
        let use_all_time = R::spends_all_time(settings.level.map(|_| &spec));
        let mut job = Job {
            spec,
            max_depth: settings.depth.unwrap_or(spec.depth).max(1),
            time_ms: settings
                .time_ms
                .or(spec.time_ms)
                .map(|t| level_deadline(t, use_all_time && settings.level.is_some())),
            use_all_time,
            preference: None,
            ends_ms: None,
            rng: Rng::new(0),
            root: *m.state(),
            history: m.history_keys(),
            no_progress: m.no_progress_at(m.ply()),
            now_ms,
            started_ms: now_ms(),
            phase: Phase::Done(ThinkReport {
                best: String::new(),
                depth: 0,
                score: 0,
                exact: None,
                nodes: 0,
                time_ms: 0,
                pv: Vec::new(),
            }),
            #[cfg(feature = "threads")]
            helpers: None,
            #[cfg(feature = "threads")]
            helper_count: self.threads.saturating_sub(1),
        };
        let exact = spec
            .exact
            .then(|| m.state().exact_ratings())
            .flatten()
            .and_then(|ratings| exact_choice(&ratings, &mut rng))
            .or_else(|| job.use_all_time.then(|| book_choice(m)).flatten());
        job.phase = match exact {
            Some(answer) => Phase::Done(answer),
            None => {
                job.prepare_second_look(m.state());
                let limits = job.limits(None);
                let deepening = searcher.deepen_start(&job.root_view(), &limits);
                #[cfg(feature = "threads")]
                {
                    job.helpers = searcher.start_helpers(
                        &job.root_view(),
                        job.max_depth,
                        now_ms,
                        job.helper_count,
                    );
                }
                Phase::Deepen(deepening)
            }
        };
        job.rng = rng;
        self.job = Some(job);
        Ok(())
    }

    /// Works on the job until it is done (its report) or until `slice_ms`
    /// have passed (`None`: call again). `stop`, when set, ends it early.
    pub fn step(
        &mut self,
        slice_ms: Option<f64>,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Option<ThinkReport> {
        let (Some(job), Some(searcher)) = (self.job.as_mut(), self.searcher.as_mut()) else {
            return None;
        };
        let pause_at = slice_ms.map(|ms| (job.now_ms)() + ms);
        let done = job.advance(searcher, pause_at, stop, progress);
        if done.is_some() {
            self.job = None;
        }
        done
    }

    /// Ends the job now with the best move found so far.
    pub fn stop(&mut self) -> Option<ThinkReport> {
        let job = self.job.take()?;
        let nodes = self.searcher.as_ref().map_or(0, |s| s.nodes());
        let elapsed = ((job.now_ms)() - job.started_ms).max(0.0) as u64;
        let mut answer = match job.phase {
            Phase::Done(r) => return Some(r),
            Phase::Deepen(d) => report::<R>(d.best()),
            Phase::Score { best, .. } => report::<R>(&best),
            Phase::Look(look) => report::<R>(look.answer()),
        };
        answer.nodes = nodes;
        answer.time_ms = elapsed;
        Some(answer)
    }

    /// Gives the transposition table `2^bits` entries (from 10 to 26)
    /// now (the game's own size is `Game::TT_BITS`); what it knew is
    /// dropped. The table is allocated here rather than at the next search
    /// so that the browser's searches, which keep the game's size, need
    /// no code for a size known only at run time.
    pub fn resize_table(&mut self, bits: u32) {
        self.job = None;
        self.searcher = Some(Searcher::with_bits(bits.clamp(10, 26)));
    }

    /// Searches with `threads` threads from the next job on (at least 1;
    /// more help only with a table that can be shared).
    #[cfg(feature = "threads")]
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Whether a job is under way.
    pub fn busy(&self) -> bool {
        self.job.is_some()
    }
}

impl<R: Game> Job<R> {
    /// Asks the game for the moves it prefers at this root, where the
    /// search plays its best move with all its time; if it has some, the
    /// choice's search gets its share of the time and the second look the
    /// rest.
    fn prepare_second_look(&mut self, state: &R) {
        if !self.use_all_time || self.spec.temperature > 0.0 {
            return;
        }
        let Some(preference) = worth_a_look(state) else {
            return;
        };
        if let Some(t) = self.time_ms {
            self.ends_ms = Some(self.started_ms + t);
            self.time_ms = Some(t * f64::from(preference.choice_share.min(100)) / 100.0);
        }
        self.preference = Some(preference);
    }

    fn root_view(&self) -> Root<'_, R> {
        Root {
            state: self.root,
            history: &self.history,
            no_progress: self.no_progress,
        }
    }

    fn limits<'a>(&self, stop: Option<&'a AtomicBool>) -> Limits<'a> {
        Limits {
            max_depth: self.max_depth,
            max_nodes: None,
            time_ms: self.time_ms,
            now_ms: self.now_ms,
            stop,
            use_all_time: self.use_all_time,
        }
    }

    /// One slice of work: the deepening, then (for levels that err) the
    /// scoring of the root moves and the choice among them.
    fn advance<T: Store<R::Move>>(
        &mut self,
        searcher: &mut Searcher<R, T>,
        pause_at: Option<f64>,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Option<ThinkReport> {
        let limits = self.limits(stop);
        loop {
            let root = Root {
                state: self.root,
                history: &self.history,
                no_progress: self.no_progress,
            };
            let next = match &mut self.phase {
                Phase::Done(r) => return Some(r.clone()),
                Phase::Deepen(job) => {
                    let mut forward = |r: &Report<R::Move>| progress(&report::<R>(r));
                    #[allow(unused_mut)]
                    let mut best =
                        searcher.deepen_step(job, &root, &limits, pause_at, &mut forward)?;
                    // The helpers' work ends with the main thread's.
                    #[cfg(feature = "threads")]
                    {
                        best.nodes += self.helpers.take().map_or(0, Helpers::finish);
                    }
                    if self.spec.temperature > 0.0 {
                        let scoring = searcher.score_start(&root, best.depth.max(1), &limits);
                        Phase::Score { best, scoring }
                    } else {
                        let look = self.preference.take().and_then(|preference| {
                            SecondLook::start(&self.root, best.clone(), preference, self.ends_ms)
                        });
                        #[cfg(feature = "threads")]
                        let look = look.map(|l| l.with_helpers(self.helper_count));
                        match look {
                            Some(look) => Phase::Look(look),
                            None => Phase::Done(report::<R>(&best)),
                        }
                    }
                }
                Phase::Look(look) => {
                    let best = look.step(searcher, &root, &limits, pause_at)?;
                    let mut answer = report::<R>(&best);
                    answer.time_ms = ((self.now_ms)() - self.started_ms).max(0.0) as u64;
                    Phase::Done(answer)
                }
                Phase::Score { best, scoring } => {
                    let scored = searcher.score_step(scoring, &root, &limits, pause_at)?;
                    let mut answer = report::<R>(best);
                    if let Some(pick) = choose(&scored, self.spec.temperature, &mut self.rng) {
                        answer.best = pick.to_string();
                        answer.score = scored
                            .iter()
                            .find(|s| s.0 == pick)
                            .map_or(answer.score, |s| s.1);
                        answer.pv = vec![answer.best.clone()];
                    }
                    answer.nodes += searcher.nodes();
                    answer.time_ms = ((self.now_ms)() - self.started_ms).max(0.0) as u64;
                    Phase::Done(answer)
                }
            };
            self.phase = next;
        }
    }
}
