//! A match walked move by move with its naive shadow: every move played,
//! taken back and played again, every refused text leaving the match as it
//! was, and the checks of `position` after each step. The soak and the
//! `play` fuzz target drive it; it never panics, it answers what broke.

use std::collections::HashMap;

use tabuleiro_engine::game::options_from;
use tabuleiro_engine::matchplay::Match;
use tabuleiro_engine::options::check_options;
use tabuleiro_engine::snapshot::Snapshot;
use tabuleiro_engine::{AnyMatch, ErrorKind, MatchOptions, Session, ThinkSettings};
use tabuleiro_naive::Model;

use crate::oracle::Oracle;
use crate::position::{check, Expected, Shadow};

pub struct Walk<R: Oracle> {
    session: Session<R>,
    options: MatchOptions,
    /// The naive side of each ply, and how often each position was seen.
    shadows: Vec<Shadow<R::Naive>>,
    seen: HashMap<String, usize>,
    /// Moves taken back, most recent last, as the match's redo list.
    undone: Vec<String>,
    /// Within one match a key names one position and a position one key.
    keys: HashMap<u64, String>,
    by_position: HashMap<String, u64>,
    first: &'static str,
    start: Snapshot,
    now: Snapshot,
}

/// The clock the search reads (levels checked here have no time limit).
fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn same<T: PartialEq + std::fmt::Debug>(what: &str, now: T, then: T) -> Result<(), String> {
    if now == then {
        Ok(())
    } else {
        Err(format!("{what}: {now:?}, expected {then:?}"))
    }
}

/// A new match from options as given (they must be valid), with the
/// options checked: they re-check to themselves, and so do the options the
/// match writes back, which open the very same game (they may name the
/// same start another way: a fixed start as its square).
fn open<R: Oracle>(given: &MatchOptions) -> Result<(Session<R>, MatchOptions), String> {
    let specs = R::describe().options;
    let checked = check_options(R::ID, &specs, given).map_err(|e| e.message)?;
    let options = options_from::<R>(given).map_err(|e| e.message)?;
    let session = Session::new(Match::<R>::new(options));
    same(
        "options re-checked",
        check_options(R::ID, &specs, &checked),
        Ok(checked.clone()),
    )?;
    let written = session.options();
    same(
        "options written back, re-checked",
        check_options(R::ID, &specs, &written),
        Ok(written.clone()),
    )?;
    let reopened = Session::new(Match::<R>::new(
        options_from::<R>(&written).map_err(|e| e.message)?,
    ));
    same(
        "start of the options written back",
        reopened.snapshot(0),
        session.snapshot(0),
    )?;
    Ok((session, checked))
}

impl<R: Oracle> Walk<R> {
    /// A new match from options as given; they must be valid.
    pub fn new(given: &MatchOptions) -> Result<Walk<R>, String> {
        let (session, checked) = open::<R>(given)?;
        let shadow = Shadow::new(R::naive(&checked), 0);
        let first = shadow.naive.to_move();
        let e = Expected {
            shadow: &shadow,
            seen: 1,
            first,
        };
        let start = check(session.match_ref(), &e)?;
        let mut walk = Walk {
            first,
            seen: HashMap::from([(shadow.position.clone(), 1)]),
            shadows: vec![shadow],
            session,
            options: checked,
            undone: Vec::new(),
            keys: HashMap::new(),
            by_position: HashMap::new(),
            now: start.clone(),
            start,
        };
        walk.check()?;
        Ok(walk)
    }

    pub fn options(&self) -> &MatchOptions {
        &self.options
    }

    pub fn ply(&self) -> usize {
        self.session.ply()
    }

    pub fn record(&self) -> Vec<String> {
        self.session.moves()
    }

    pub fn is_over(&self) -> bool {
        self.now.outcome.is_some()
    }

    /// The legal moves now, sorted (checked against the naive model).
    pub fn legal(&self) -> Vec<String> {
        let mut v: Vec<String> = self.now.legal.iter().map(|m| m.text.clone()).collect();
        v.sort();
        v
    }

    /// The names of the board's points.
    pub fn points(&self) -> Vec<String> {
        self.m()
            .geometry()
            .points
            .iter()
            .map(|p| p.name.clone())
            .collect()
    }

    /// Whether a legal move makes progress by RULES.md (a capture, a
    /// placement, a removal), to steer random games towards endgames.
    pub fn is_progress(&self, text: &str) -> bool {
        self.shadow().naive.is_progress(text)
    }

    fn shadow(&self) -> &Shadow<R::Naive> {
        &self.shadows[self.shadows.len() - 1]
    }

    fn m(&self) -> &Match<R> {
        self.session.match_ref()
    }

    /// Every check at the current position.
    pub fn check(&mut self) -> Result<(), String> {
        same("plies", self.ply() + 1, self.shadows.len())?;
        let shadow = self.shadow();
        let e = Expected {
            shadow,
            seen: self.seen.get(&shadow.position).copied().unwrap_or(0),
            first: self.first,
        };
        self.now = check(self.m(), &e)?;
        let key = self.m().state().key();
        let position = self.shadow().position.clone();
        if let Some(other) = self.keys.get(&key).filter(|p| **p != position) {
            return Err(format!(
                "key {key:x} names two positions: {other} and {position}"
            ));
        }
        if let Some(k) = self.by_position.get(&position).filter(|k| **k != key) {
            return Err(format!(
                "position {position} has two keys: {k:x} and {key:x}"
            ));
        }
        self.keys.insert(key, position.clone());
        self.by_position.insert(position, key);
        Ok(())
    }

    /// The naive side follows a move the engine played.
    fn shadow_move(&mut self, text: &str) {
        let next = self.shadow().after(text);
        *self.seen.entry(next.position.clone()).or_insert(0) += 1;
        self.shadows.push(next);
    }

    fn unshadow(&mut self) {
        if let Some(gone) = self.shadows.pop() {
            if let Some(n) = self.seen.get_mut(&gone.position) {
                *n -= 1;
            }
        }
    }

    /// Plays a legal move; takes it back and plays it again, checking the
    /// state, key and snapshot are exactly restored each way.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let before = *self.m().state();
        let moves = self.record();
        let plies = moves.len();
        let played = self
            .session
            .play(text)
            .map_err(|e| format!("legal move {text} refused: {}", e.message))?;
        same("move as played", played.as_str(), text)?;
        let mv = self.m().moves()[plies];
        same("state after the move", *self.m().state(), before.play(mv))?;
        let after = *self.m().state();
        same("undo", self.session.undo(), true)?;
        same("state after undo", *self.m().state(), before)?;
        same("key after undo", self.m().state().key(), before.key())?;
        same("moves after undo", self.record(), moves)?;
        let mut undone = self.now.clone();
        undone.can_redo = true;
        same(
            "snapshot after undo",
            self.session.snapshot(self.ply()),
            undone,
        )?;
        same("redo", self.session.redo(), true)?;
        same("state after redo", *self.m().state(), after)?;
        same("moves after redo", self.m().moves().len(), plies + 1)?;
        self.undone.clear();
        self.shadow_move(text);
        self.check()
    }

    /// Takes a move back (nothing to do at the start).
    pub fn undo(&mut self) -> Result<(), String> {
        let moves = self.record();
        same("undo", self.session.undo(), !moves.is_empty())?;
        if let Some(last) = moves.last() {
            self.undone.push(last.clone());
            self.unshadow();
        }
        self.check()?;
        same("can redo", self.now.can_redo, !self.undone.is_empty())
    }

    /// Plays again the move last taken back (nothing if none).
    pub fn redo(&mut self) -> Result<(), String> {
        same("redo", self.session.redo(), !self.undone.is_empty())?;
        if let Some(text) = self.undone.pop() {
            same("redone move", self.record().last(), Some(&text))?;
            self.shadow_move(&text);
        }
        self.check()?;
        same("can redo", self.now.can_redo, !self.undone.is_empty())
    }

    /// Any text as a move: accepted only if it is one of the legal moves
    /// (then it is played), else refused with a kind and a message, and
    /// the match left exactly as it was.
    pub fn offer(&mut self, text: &str) -> Result<(), String> {
        let legal = self.legal();
        let before = self.now.clone();
        match self.session.play(text) {
            Ok(played) if legal.contains(&played) => {
                self.undone.clear();
                self.shadow_move(&played);
                self.check()
            }
            Ok(played) => Err(format!("{text:?} was played as {played}, not a legal move")),
            Err(e) => {
                let kinds = [
                    ErrorKind::Unreadable,
                    ErrorKind::Illegal,
                    ErrorKind::Finished,
                ];
                if !kinds.contains(&e.kind) || e.message.trim().is_empty() {
                    return Err(format!("{text:?} refused as {:?}: {:?}", e.kind, e.message));
                }
                same(
                    "refusal of a finished game",
                    e.kind == ErrorKind::Finished,
                    self.is_over(),
                )?;
                same(
                    "snapshot after a refused move",
                    self.session.snapshot(self.ply()),
                    before,
                )
            }
        }
    }

    /// The engine's move at a level; it must be legal.
    pub fn think(&mut self, level: u32, seed: u64) -> Result<String, String> {
        let settings = ThinkSettings {
            level: Some(level),
            seed,
            ..ThinkSettings::default()
        };
        let report = self
            .session
            .think(&settings, now_ms, None, &mut |_| {})
            .map_err(|e| format!("level {level} could not think: {}", e.message))?;
        if !self.legal().contains(&report.best) {
            return Err(format!(
                "level {level} chose {:?}, not a legal move",
                report.best
            ));
        }
        Ok(report.best)
    }

    /// At the end: nothing can be played or thought, and the whole game
    /// undoes to its start and redoes to its end exactly.
    pub fn finish(&mut self) -> Result<(), String> {
        same("game over", self.is_over(), true)?;
        for text in self.shadow().moves.clone().iter().take(3) {
            self.offer(text)?;
        }
        let settings = ThinkSettings::default();
        let thought = self.session.think(&settings, now_ms, None, &mut |_| {});
        same(
            "thinking in a finished game",
            thought.map_err(|e| e.kind),
            Err(ErrorKind::Finished),
        )?;
        let end = self.now.clone();
        let plies = self.ply();
        while self.session.undo() {}
        let mut start = self.start.clone();
        start.can_redo = plies > 0;
        start.plies = 0;
        same(
            "snapshot undone to the start",
            self.session.snapshot(0),
            start,
        )?;
        while self.session.redo() {}
        same(
            "snapshot redone to the end",
            self.session.snapshot(plies),
            end,
        )
    }
}
