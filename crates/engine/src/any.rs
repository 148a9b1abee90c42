//! `AnyMatch`: one object-safe face over a game's match for every front end
//! (the wasm layer, the CLI, the UCI loop), speaking in notation strings,
//! side ids and snapshots. A `Session` is a match plus its thinker, so a
//! search keeps its table from one move of the game to the next.

use std::sync::atomic::AtomicBool;

use crate::describe::Description;
use crate::error::Error;
use crate::game::Game;
use crate::geometry::Geometry;
use crate::level::LevelSpec;
use crate::matchplay::{Match, Outcome};
use crate::options::MatchOptions;
#[cfg(feature = "puzzles")]
use crate::prove::live::{self, PuzzleFacts, PuzzleReply};
use crate::rules::{perft, Rules, Side};
use crate::search::{Store, Table};
use crate::snapshot::{snapshot, Snapshot};
use crate::sort::sort;
use crate::think::{ThinkReport, ThinkSettings, Thinker};
use crate::value::Solution;

/// `Send`, so that a front end may think on another thread than the one
/// that reads its input (the UCI loop answers `stop` while searching).
pub trait AnyMatch: Send {
    fn game(&self) -> &'static str;
    fn describe(&self) -> Description;
    /// The start options, complete (defaults filled in).
    fn options(&self) -> MatchOptions;
    fn geometry(&self) -> &Geometry;
    fn side_id(&self, side: Side) -> &'static str;
    fn ply(&self) -> usize;
    fn moves(&self) -> Vec<String>;
    /// The legal moves now, sorted as strings.
    fn legal(&self) -> Vec<String>;
    /// Plays a move; returns it in normal notation. On error nothing changes.
    fn play(&mut self, text: &str) -> Result<String, Error>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    /// Drops every move after `ply` (and the redo list).
    fn truncate(&mut self, ply: usize);
    fn outcome(&self) -> Option<Outcome>;
    /// The moment after `ply` moves (clamped to the moves played).
    fn snapshot(&self, ply: usize) -> Snapshot;
    /// Perft from the current position (history rules ignored).
    fn perft(&self, depth: u32) -> u64;
    fn solve(&self) -> Option<Solution>;
    fn levels(&self) -> &'static [LevelSpec];
    /// See `Game::table_wanted`: in the position now.
    fn table_wanted(&self) -> bool;

    /// The engine's move for the side to move, in one call; `stop` (when
    /// set by another thread) ends it early with the best so far.
    fn think(
        &mut self,
        settings: &ThinkSettings,
        now_ms: fn() -> f64,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Result<ThinkReport, Error> {
        self.think_begin(settings, now_ms)?;
        loop {
            if let Some(done) = self.think_step(None, stop, progress) {
                return Ok(done);
            }
        }
    }
    /// Starts thinking, to be run by `think_step` in slices.
    fn think_begin(&mut self, settings: &ThinkSettings, now_ms: fn() -> f64) -> Result<(), Error>;
    /// Thinks for up to `slice_ms` (`None`: to the end); the answer once done.
    fn think_step(
        &mut self,
        slice_ms: Option<f64>,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Option<ThinkReport>;
    /// Ends the thinking under way with the best move found so far.
    fn think_stop(&mut self) -> Option<ThinkReport>;
    /// Searches with `threads` threads from the next search on (native
    /// builds; more than one helps only a session with a shared table).
    #[cfg(feature = "threads")]
    fn set_threads(&mut self, threads: usize);

    // Puzzle questions about the live position, `k` moves deep (see
    // `prove::live`): too deep a question fails with `OutOfBudget`.

    #[cfg(feature = "puzzles")]
    /// The fewest own moves (≤ `k`) the side to move needs to win.
    fn puzzle_wins_in(&self, k: u32) -> Result<Option<u32>, Error>;
    #[cfg(feature = "puzzles")]
    /// The most opponent moves (≤ `k`) the side to move can hold out for.
    fn puzzle_loses_in(&self, k: u32) -> Result<Option<u32>, Error>;
    #[cfg(feature = "puzzles")]
    /// The side to move's reply when the opponent has `k` moves left.
    fn puzzle_reply(&self, k: u32) -> Result<Option<PuzzleReply>, Error>;
    #[cfg(feature = "puzzles")]
    /// The solution line, if the side to move wins within `k`.
    fn puzzle_solution(&self, k: u32) -> Result<Option<Vec<String>>, Error>;
    #[cfg(feature = "puzzles")]
    /// What makes the live position a puzzle of at most `max_n` moves.
    fn puzzle_facts(&self, max_n: u32, node_limit: u64) -> Result<Option<PuzzleFacts>, Error>;
    #[cfg(feature = "puzzles")]
    /// A key the same for all the images of the live position under the
    /// game's symmetries.
    fn symmetry_key(&self) -> u64;
}

/// A match and its thinker (whose table is `T`: a thread's own unless a
/// native front end asks for a shared one).
pub struct Session<R: Game, T: Store<R::Move> = Table<<R as Rules>::Move>> {
    m: Match<R>,
    thinker: Thinker<R, T>,
}

impl<R: Game> Session<R> {
    pub fn new(m: Match<R>) -> Session<R> {
        Session::with_table(m)
    }
}

impl<R: Game, T: Store<R::Move>> Session<R, T> {
    /// A session whose search uses a table of type `T`.
    pub fn with_table(m: Match<R>) -> Session<R, T> {
        Session {
            m,
            thinker: Thinker::default(),
        }
    }

    pub fn match_ref(&self) -> &Match<R> {
        &self.m
    }

    /// Gives the search's transposition table about `megabytes` (a native
    /// engine with memory to spare; the browser keeps the game's size).
    /// Not a method of `AnyMatch`, whose every method the wasm carries.
    pub fn resize_table(&mut self, megabytes: u32) {
        let bytes = u64::from(megabytes.max(1)) << 20;
        let entry = T::entry_bytes() as u64;
        self.thinker.resize_table((bytes / entry).max(1).ilog2());
    }
}

impl<R: Game, T: Store<R::Move>> AnyMatch for Session<R, T> {
    fn game(&self) -> &'static str {
        R::ID
    }

    fn describe(&self) -> Description {
        R::describe()
    }

    fn options(&self) -> MatchOptions {
        R::write_options(self.m.options())
    }

    fn geometry(&self) -> &Geometry {
        self.m.geometry()
    }

    fn side_id(&self, side: Side) -> &'static str {
        R::side_id(side)
    }

    fn ply(&self) -> usize {
        self.m.ply()
    }

    fn moves(&self) -> Vec<String> {
        self.m.moves().iter().map(ToString::to_string).collect()
    }

    fn legal(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .m
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        sort(&mut v);
        v
    }

    fn play(&mut self, text: &str) -> Result<String, Error> {
        self.m.play_text(text).map(|m| m.to_string())
    }

    fn undo(&mut self) -> bool {
        self.m.undo()
    }

    fn redo(&mut self) -> bool {
        self.m.redo()
    }

    fn truncate(&mut self, ply: usize) {
        self.m.truncate(ply)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.m.outcome()
    }

    fn snapshot(&self, ply: usize) -> Snapshot {
        snapshot(&self.m, ply)
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self.m.state(), depth)
    }

    fn solve(&self) -> Option<Solution> {
        self.m.state().solve()
    }

    fn levels(&self) -> &'static [LevelSpec] {
        R::levels()
    }

    fn table_wanted(&self) -> bool {
        self.m.state().table_wanted()
    }

    fn think_begin(&mut self, settings: &ThinkSettings, now_ms: fn() -> f64) -> Result<(), Error> {
        self.thinker.begin(&self.m, settings, now_ms)
    }

    fn think_step(
        &mut self,
        slice_ms: Option<f64>,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Option<ThinkReport> {
        self.thinker.step(slice_ms, stop, progress)
    }

    fn think_stop(&mut self) -> Option<ThinkReport> {
        self.thinker.stop()
    }

    #[cfg(feature = "threads")]
    fn set_threads(&mut self, threads: usize) {
        self.thinker.set_threads(threads);
    }

    #[cfg(feature = "puzzles")]
    fn puzzle_wins_in(&self, k: u32) -> Result<Option<u32>, Error> {
        live::wins_in(&self.m, k)
    }

    #[cfg(feature = "puzzles")]
    fn puzzle_loses_in(&self, k: u32) -> Result<Option<u32>, Error> {
        live::loses_in(&self.m, k)
    }

    #[cfg(feature = "puzzles")]
    fn puzzle_reply(&self, k: u32) -> Result<Option<PuzzleReply>, Error> {
        live::reply(&self.m, k)
    }

    #[cfg(feature = "puzzles")]
    fn puzzle_solution(&self, k: u32) -> Result<Option<Vec<String>>, Error> {
        live::solution(&self.m, k)
    }

    #[cfg(feature = "puzzles")]
    fn puzzle_facts(&self, max_n: u32, node_limit: u64) -> Result<Option<PuzzleFacts>, Error> {
        live::facts(&self.m, max_n, node_limit)
    }

    #[cfg(feature = "puzzles")]
    fn symmetry_key(&self) -> u64 {
        self.m
            .state()
            .images()
            .iter()
            .map(crate::rules::Rules::key)
            .min()
            .unwrap_or(0)
    }
}
