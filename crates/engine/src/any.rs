//! `AnyMatch`: one object-safe face over `Match<R>` for every game, speaking
//! in notation strings and plain views, for the wasm layer and the CLI.

use std::sync::atomic::AtomicBool;

use crate::catalog::{Game, MatchOptions, Solution};
use crate::geometry::Geometry;
use crate::level::{choose, LevelSpec};
use crate::matchplay::{Match, Outcome};
use crate::rng::Rng;
use crate::rules::{perft, MoveError, PieceKind, Side};
use crate::search::{Limits, Report, Root, Searcher, MAX_DEPTH, WIN_SCORE};

#[cfg(feature = "serde")]
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct MoveView {
    pub text: String,
    pub from: Option<String>,
    pub to: String,
    pub remove: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Mark {
    pub at: String,
    pub kind: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct OutcomeView {
    /// `white`, `black`, `p1`, `p2` or `draw`.
    pub winner: &'static str,
    pub reason: &'static str,
}

/// A group of stones with its liberties, for teaching aids.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "camelCase"))]
pub struct GroupView {
    pub side: &'static str,
    pub stones: Vec<String>,
    pub liberties: Vec<String>,
    /// Exactly one liberty left.
    pub in_atari: bool,
}

/// What a legal move would capture, for teaching aids.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct CaptureView {
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub text: String,
    pub points: Vec<String>,
}

/// Teaching data for one moment; present only for games that have it
/// (Six Stones). Rules stay here: the page only draws these.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Hints {
    pub groups: Vec<GroupView>,
    /// The legal moves that capture, with the points they capture.
    pub captures: Vec<CaptureView>,
}

/// Everything the board needs to draw one moment of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "camelCase"))]
pub struct Snapshot {
    pub game: &'static str,
    /// Moves played up to this moment, and in the whole match.
    pub ply: usize,
    pub plies: usize,
    pub to_move: &'static str,
    /// Pieces on the board: `kind` is `white`, `black` or `marker`.
    pub pieces: Vec<Mark>,
    /// Other marks on points, such as Rastros' `blocked` trail.
    pub marks: Vec<Mark>,
    /// Pieces still to place: white's, then black's.
    pub hand: [u32; 2],
    pub last_move: Option<MoveView>,
    pub legal: Vec<MoveView>,
    pub outcome: Option<OutcomeView>,
    pub no_progress: u32,
    /// Plies without progress that draw the game, in games with that rule.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub no_progress_limit: Option<u32>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// Teaching aids (groups, liberties, captures), for games that have
    /// them; absent otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub hints: Option<Hints>,
    /// Each side's phase (white's, then black's) in games that have phases
    /// (Morris: placing, sliding, flying); absent otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub phases: Option<[&'static str; 2]>,
}

/// How hard to think: a level (1-based) or a raw depth and time.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ThinkSettings {
    pub level: Option<u32>,
    pub depth: Option<u32>,
    pub time_ms: Option<f64>,
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "camelCase"))]
pub struct ThinkReport {
    #[cfg_attr(feature = "serde", serde(rename = "move"))]
    pub best: String,
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<String>,
}

pub trait AnyMatch {
    fn game(&self) -> &'static str;
    fn options(&self) -> MatchOptions;
    fn geometry(&self) -> &Geometry;
    fn side_name(&self, side: Side) -> &'static str;
    fn ply(&self) -> usize;
    fn moves(&self) -> Vec<String>;
    /// The legal moves now, sorted as strings.
    fn legal(&self) -> Vec<String>;
    /// Plays a move; returns it in normal notation. On error nothing changes.
    fn play(&mut self, text: &str) -> Result<String, MoveError>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn truncate(&mut self, ply: usize);
    fn outcome(&self) -> Option<Outcome>;
    fn snapshot(&self, ply: usize) -> Snapshot;
    /// Perft from the current position (history rules ignored).
    fn perft(&self, depth: u32) -> u64;
    fn solve(&self) -> Option<Solution>;
    fn levels(&self) -> &'static [LevelSpec];
    /// The engine's move for the side to move.
    fn think(
        &self,
        settings: &ThinkSettings,
        now_ms: fn() -> f64,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Result<ThinkReport, String>;
}

fn kind_name(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::White => "white",
        PieceKind::Black => "black",
        PieceKind::Marker => "marker",
    }
}

impl<R: Game> Match<R> {
    fn view(&self, state: &R, m: R::Move) -> MoveView {
        let shape = state.shape(m);
        let g = self.geometry();
        MoveView {
            text: m.to_string(),
            from: shape.from.map(|p| g.name(p).to_string()),
            to: g.name(shape.to).to_string(),
            remove: shape.remove.map(|p| g.name(p).to_string()),
        }
    }

    fn hints(&self, state: &R, ply: usize) -> Option<Hints> {
        let groups = state.hint_groups();
        if groups.is_empty() {
            return None;
        }
        let g = self.geometry();
        let names = |v: &[usize]| v.iter().map(|&p| g.name(p).to_string()).collect();
        let captures = self
            .legal_moves_at(ply)
            .into_iter()
            .filter_map(|m| {
                let points = state.hint_captures(m);
                (!points.is_empty()).then(|| CaptureView {
                    text: m.to_string(),
                    points: names(&points),
                })
            })
            .collect();
        Some(Hints {
            groups: groups
                .iter()
                .map(|grp| GroupView {
                    side: R::side_name(grp.side),
                    stones: names(&grp.stones),
                    liberties: names(&grp.liberties),
                    in_atari: grp.liberties.len() == 1,
                })
                .collect(),
            captures,
        })
    }

    fn report(&self, r: &Report<R::Move>) -> ThinkReport {
        let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
        ThinkReport {
            best: pv.first().cloned().unwrap_or_default(),
            depth: r.depth,
            score: r.score,
            nodes: r.nodes,
            time_ms: r.time_ms,
            pv,
        }
    }

    fn exact_choice(&self, ratings: &[(R::Move, i64)], rng: &mut Rng) -> ThinkReport {
        let top = ratings.iter().map(|r| r.1).max().unwrap_or(0);
        let best: Vec<R::Move> = ratings.iter().filter(|r| r.1 == top).map(|r| r.0).collect();
        let pick = best[(rng.next_u64() % best.len() as u64) as usize];
        // Ranks are ±(1_000_000 − plies to the end), 0 for a draw.
        let (score, depth) = if top == 0 {
            (0, 0)
        } else {
            let distance = 1_000_000 - top.abs();
            (
                top.signum() as i32 * (WIN_SCORE - distance as i32),
                distance as u32,
            )
        };
        ThinkReport {
            best: pick.to_string(),
            depth,
            score,
            nodes: 0,
            time_ms: 0,
            pv: vec![pick.to_string()],
        }
    }
}

impl<R: Game> AnyMatch for Match<R> {
    fn game(&self) -> &'static str {
        R::ID
    }

    fn options(&self) -> MatchOptions {
        R::write_options(Match::options(self))
    }

    fn geometry(&self) -> &Geometry {
        Match::geometry(self)
    }

    fn side_name(&self, side: Side) -> &'static str {
        R::side_name(side)
    }

    fn ply(&self) -> usize {
        Match::ply(self)
    }

    fn moves(&self) -> Vec<String> {
        Match::moves(self).iter().map(ToString::to_string).collect()
    }

    fn legal(&self) -> Vec<String> {
        let mut v: Vec<String> = self.legal_moves().iter().map(ToString::to_string).collect();
        v.sort();
        v
    }

    fn play(&mut self, text: &str) -> Result<String, MoveError> {
        self.play_text(text).map(|m| m.to_string())
    }

    fn undo(&mut self) -> bool {
        Match::undo(self)
    }

    fn redo(&mut self) -> bool {
        Match::redo(self)
    }

    fn truncate(&mut self, ply: usize) {
        Match::truncate(self, ply)
    }

    fn outcome(&self) -> Option<Outcome> {
        Match::outcome(self)
    }

    fn snapshot(&self, ply: usize) -> Snapshot {
        let ply = ply.min(Match::ply(self));
        let state = self.state_at(ply);
        let g = self.geometry();
        let at = |p: usize| g.name(p).to_string();
        Snapshot {
            game: R::ID,
            ply,
            plies: Match::ply(self),
            to_move: R::side_name(state.side_to_move()),
            pieces: state
                .pieces()
                .into_iter()
                .map(|(p, k)| Mark {
                    at: at(p),
                    kind: kind_name(k),
                })
                .collect(),
            marks: state
                .marks()
                .into_iter()
                .map(|(p, kind)| Mark { at: at(p), kind })
                .collect(),
            hand: state.in_hand(),
            last_move: ply
                .checked_sub(1)
                .map(|before| self.view(self.state_at(before), Match::moves(self)[before])),
            legal: self
                .legal_moves_at(ply)
                .into_iter()
                .map(|m| self.view(state, m))
                .collect(),
            outcome: self.outcome_at(ply).map(|o| OutcomeView {
                winner: o.winner.map_or("draw", R::side_name),
                reason: o.reason.as_str(),
            }),
            no_progress: self.no_progress_at(ply),
            no_progress_limit: R::NO_PROGRESS_LIMIT,
            can_undo: Match::ply(self) > 0,
            can_redo: self.can_redo(),
            hints: self.hints(state, ply),
            phases: state.phases(),
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(self.state(), depth)
    }

    fn solve(&self) -> Option<Solution> {
        self.state().solve()
    }

    fn levels(&self) -> &'static [LevelSpec] {
        R::levels()
    }

    fn think(
        &self,
        settings: &ThinkSettings,
        now_ms: fn() -> f64,
        stop: Option<&AtomicBool>,
        progress: &mut dyn FnMut(&ThinkReport),
    ) -> Result<ThinkReport, String> {
        if self.outcome().is_some() {
            return Err("the game is over: there is no move to find".into());
        }
        let spec = match settings.level {
            Some(level) => {
                let levels = R::levels();
                let index = (level as usize)
                    .checked_sub(1)
                    .filter(|&i| i < levels.len());
                *levels.get(index.unwrap_or(usize::MAX)).ok_or_else(|| {
                    format!(
                        "level {level} does not exist for {} (1 to {})",
                        R::ID,
                        levels.len()
                    )
                })?
            }
            None => LevelSpec {
                name: "custom",
                depth: settings.depth.unwrap_or(MAX_DEPTH),
                time_ms: settings.time_ms,
                temperature: 0.0,
                exact: false,
            },
        };
        let mut rng = Rng::new(settings.seed);
        if spec.exact {
            if let Some(ratings) = self.state().exact_ratings() {
                let report = self.exact_choice(&ratings, &mut rng);
                progress(&report);
                return Ok(report);
            }
        }
        let history = self.history_keys();
        let root = Root {
            state: *self.state(),
            history: &history,
            no_progress: self.no_progress_at(Match::ply(self)),
        };
        let limits = Limits {
            max_depth: settings.depth.unwrap_or(spec.depth).max(1),
            max_nodes: None,
            time_ms: settings.time_ms.or(spec.time_ms),
            now_ms,
            stop,
        };
        let mut searcher = Searcher::<R>::new(R::TT_BITS);
        let mut forward = |r: &Report<R::Move>| progress(&self.report(r));
        let best = searcher.think(&root, &limits, &mut forward);
        let mut report = self.report(&best);
        if spec.temperature > 0.0 {
            let started = now_ms();
            let scored = searcher.score_moves(&root, best.depth.max(1), &limits);
            if let Some(pick) = choose(&scored, spec.temperature, &mut rng) {
                report.best = pick.to_string();
                report.score = scored
                    .iter()
                    .find(|s| s.0 == pick)
                    .map_or(report.score, |s| s.1);
                report.pv = vec![report.best.clone()];
            }
            report.nodes += searcher.nodes();
            report.time_ms += (now_ms() - started) as u64;
        }
        Ok(report)
    }
}
