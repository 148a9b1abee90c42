//! Snapshots: everything a board needs to draw one moment of a match, in
//! point names and side ids (no indices), built from the match and its
//! game. The page asks for one per change.

use crate::game::Game;
use crate::matchplay::Match;
use crate::rules::{PieceKind, Side};
use crate::small_map::SmallMap;

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
    /// A side id, or `draw`.
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
    /// Who moved first in this match.
    pub first: &'static str,
    /// Pieces on the board: `kind` is a side id or `marker`.
    pub pieces: Vec<Mark>,
    /// Other marks on points, such as Rastros' `blocked` trail.
    pub marks: Vec<Mark>,
    /// Pieces each side still has to place, by side id.
    pub hand: SmallMap<&'static str, u32>,
    pub last_move: Option<MoveView>,
    pub legal: Vec<MoveView>,
    pub outcome: Option<OutcomeView>,
    /// Who moves first in the next game, once this one is over.
    pub next_first: Option<&'static str>,
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
    /// Each side's phase by side id in games that have phases (Achi:
    /// placing, sliding; Morris: placing, sliding, flying; Rastros: placing,
    /// moving); absent otherwise.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub phases: Option<SmallMap<&'static str, &'static str>>,
}

fn kind_id<R: Game>(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::White => R::side_id(Side::White),
        PieceKind::Black => R::side_id(Side::Black),
        PieceKind::Marker => "marker",
    }
}

fn by_side<R: Game, T>(values: [T; 2]) -> SmallMap<&'static str, T> {
    let [white, black] = values;
    [
        (R::side_id(Side::White), white),
        (R::side_id(Side::Black), black),
    ]
    .into()
}

fn view<R: Game>(m: &Match<R>, state: &R, mv: R::Move) -> MoveView {
    let shape = state.shape(mv);
    let g = m.geometry();
    MoveView {
        text: mv.to_string(),
        from: shape.from.map(|p| g.name(p).to_string()),
        to: g.name(shape.to).to_string(),
        remove: shape.remove.map(|p| g.name(p).to_string()),
    }
}

fn hints<R: Game>(m: &Match<R>, state: &R, ply: usize) -> Option<Hints> {
    let groups = state.hint_groups();
    if groups.is_empty() {
        return None;
    }
    let g = m.geometry();
    let names = |v: &[usize]| v.iter().map(|&p| g.name(p).to_string()).collect();
    let captures = m
        .legal_moves_at(ply)
        .into_iter()
        .filter_map(|mv| {
            let points = state.hint_captures(mv);
            (!points.is_empty()).then(|| CaptureView {
                text: mv.to_string(),
                points: names(&points),
            })
        })
        .collect();
    Some(Hints {
        groups: groups
            .iter()
            .map(|grp| GroupView {
                side: R::side_id(grp.side),
                stones: names(&grp.stones),
                liberties: names(&grp.liberties),
                in_atari: grp.liberties.len() == 1,
            })
            .collect(),
        captures,
    })
}

/// The moment after `ply` moves of `m` (clamped to the moves played).
pub fn snapshot<R: Game>(m: &Match<R>, ply: usize) -> Snapshot {
    let ply = ply.min(m.ply());
    let state = m.state_at(ply);
    let g = m.geometry();
    let at = |p: usize| g.name(p).to_string();
    let outcome = m.outcome_at(ply);
    Snapshot {
        game: R::ID,
        ply,
        plies: m.ply(),
        to_move: R::side_id(state.side_to_move()),
        first: R::side_id(m.first()),
        pieces: state
            .pieces()
            .into_iter()
            .map(|(p, k)| Mark {
                at: at(p),
                kind: kind_id::<R>(k),
            })
            .collect(),
        marks: state
            .marks()
            .into_iter()
            .map(|(p, kind)| Mark { at: at(p), kind })
            .collect(),
        hand: by_side::<R, u32>(state.in_hand()),
        last_move: ply
            .checked_sub(1)
            .map(|before| view(m, m.state_at(before), m.moves()[before])),
        legal: m
            .legal_moves_at(ply)
            .into_iter()
            .map(|mv| view(m, state, mv))
            .collect(),
        outcome: outcome.map(|o| OutcomeView {
            winner: o.winner.map_or("draw", R::side_id),
            reason: o.reason.as_str(),
        }),
        next_first: outcome
            .map(|o| R::side_id(R::describe().next_first.apply(m.first(), o.winner))),
        no_progress: m.no_progress_at(ply),
        no_progress_limit: R::NO_PROGRESS_LIMIT,
        can_undo: m.ply() > 0,
        can_redo: m.can_redo(),
        hints: hints(m, state, ply),
        phases: state.phases().map(by_side::<R, &'static str>),
    }
}
