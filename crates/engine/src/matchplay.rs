//! `Match`, the midend: a game's options, the moves played, undo/redo, and
//! the rules that need history — threefold repetition and the no-progress
//! counters. The wasm layer and the CLI hold nothing else.

use crate::error::Error;
use crate::geometry::Geometry;
use crate::rules::{EndReason, Rules, Side};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Mill,
    NoMove,
    FewPieces,
    Goal,
    Repetition,
    NoProgress,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Mill => "mill",
            Reason::NoMove => "no-move",
            Reason::FewPieces => "few-pieces",
            Reason::Goal => "goal",
            Reason::Repetition => "repetition",
            Reason::NoProgress => "no-progress",
        }
    }
}

impl From<EndReason> for Reason {
    fn from(r: EndReason) -> Reason {
        match r {
            EndReason::Mill => Reason::Mill,
            EndReason::NoMove => Reason::NoMove,
            EndReason::FewPieces => Reason::FewPieces,
            EndReason::Goal => Reason::Goal,
        }
    }
}

/// How a match ended: a winner, or `None` for a draw, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

pub struct Match<R: Rules> {
    options: R::Options,
    geometry: Geometry,
    /// `states[i]` is the position after `i` moves.
    states: Vec<R>,
    moves: Vec<R::Move>,
    /// Plies without progress at each position.
    counters: Vec<u32>,
    /// Moves taken back, most recent last, for redo.
    undone: Vec<R::Move>,
}

impl<R: Rules> Match<R> {
    pub fn new(options: R::Options) -> Match<R> {
        let start = R::start(&options);
        Match {
            geometry: R::geometry(&options),
            options,
            states: vec![start],
            moves: Vec::new(),
            counters: vec![0],
            undone: Vec::new(),
        }
    }

    pub fn options(&self) -> &R::Options {
        &self.options
    }

    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub fn moves(&self) -> &[R::Move] {
        &self.moves
    }

    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The side that moved first in this match.
    pub fn first(&self) -> Side {
        self.states[0].side_to_move()
    }

    pub fn state(&self) -> &R {
        self.state_at(self.ply())
    }

    /// The position after `ply` moves (clamped to the moves played).
    pub fn state_at(&self, ply: usize) -> &R {
        &self.states[ply.min(self.ply())]
    }

    pub fn no_progress_at(&self, ply: usize) -> u32 {
        self.counters[ply.min(self.ply())]
    }

    /// Keys of the positions before the current one, for the search's
    /// repetition check.
    pub fn history_keys(&self) -> Vec<u64> {
        self.states[..self.ply()].iter().map(R::key).collect()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome_at(self.ply())
    }

    /// The outcome as it stood after `ply` moves.
    pub fn outcome_at(&self, ply: usize) -> Option<Outcome> {
        let ply = ply.min(self.ply());
        let state = &self.states[ply];
        if let Some(end) = state.end() {
            return Some(Outcome {
                winner: Some(end.winner),
                reason: end.reason.into(),
            });
        }
        let key = state.key();
        let occurrences = self.states[..=ply]
            .iter()
            .filter(|s| s.key() == key)
            .count();
        if occurrences >= 3 {
            return Some(Outcome {
                winner: None,
                reason: Reason::Repetition,
            });
        }
        if R::NO_PROGRESS_LIMIT.is_some_and(|limit| self.counters[ply] >= limit) {
            return Some(Outcome {
                winner: None,
                reason: Reason::NoProgress,
            });
        }
        None
    }

    /// The legal moves now: none once the match is over.
    pub fn legal_moves(&self) -> Vec<R::Move> {
        self.legal_moves_at(self.ply())
    }

    pub fn legal_moves_at(&self, ply: usize) -> Vec<R::Move> {
        let mut moves = Vec::new();
        if self.outcome_at(ply).is_none() {
            self.state_at(ply).legal_moves(&mut moves);
        }
        moves
    }

    /// Reads and checks a move without playing it.
    pub fn parse_move(&self, text: &str) -> Result<R::Move, Error> {
        if let Some(outcome) = self.outcome() {
            let why = match outcome.reason {
                Reason::Repetition => "the game is over (drawn by repetition)",
                Reason::NoProgress => "the game is over (drawn by the move limit)",
                _ => "the game is over",
            };
            return Err(Error::finished(format!("{}: {why}", text.trim())));
        }
        let m = self.state().parse_move(text)?;
        if self.legal_moves().contains(&m) {
            Ok(m)
        } else {
            Err(Error::illegal(self.state().explain_illegal(m)))
        }
    }

    /// Plays a move given in notation; on error nothing changes.
    pub fn play_text(&mut self, text: &str) -> Result<R::Move, Error> {
        let m = self.parse_move(text)?;
        self.push(m);
        self.undone.clear();
        Ok(m)
    }

    /// Plays a move known to be legal now.
    fn push(&mut self, m: R::Move) {
        let state = *self.state();
        let counter = if state.is_progress(m) {
            0
        } else {
            self.counters[self.ply()] + 1
        };
        self.states.push(state.play(m));
        self.counters.push(counter);
        self.moves.push(m);
    }

    pub fn undo(&mut self) -> bool {
        match self.moves.pop() {
            Some(m) => {
                self.states.pop();
                self.counters.pop();
                self.undone.push(m);
                true
            }
            None => false,
        }
    }

    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(m) => {
                self.push(m);
                true
            }
            None => false,
        }
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Drops every move after `ply`, e.g. to continue from a viewed position.
    pub fn truncate(&mut self, ply: usize) {
        while self.ply() > ply {
            self.undo();
        }
        self.undone.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::achi::rules::{Achi, AchiOptions};

    fn achi() -> Match<Achi> {
        Match::new(AchiOptions { first: Side::Black })
    }

    #[test]
    fn plays_undoes_and_redoes() {
        let mut m = achi();
        m.play_text("b2").unwrap();
        m.play_text("a1").unwrap();
        assert_eq!(m.ply(), 2);
        assert!(m.undo());
        assert_eq!(m.ply(), 1);
        assert!(m.can_redo());
        assert!(m.redo());
        assert_eq!(m.moves()[1].to_string(), "a1");
        m.undo();
        m.play_text("c3").unwrap();
        assert!(!m.can_redo(), "a new move clears the redo list");
    }

    #[test]
    fn errors_leave_the_match_unchanged() {
        let mut m = achi();
        m.play_text("b2").unwrap();
        let err = m.play_text("b2").unwrap_err();
        assert!(err.message.contains("not vacant"), "{err}");
        assert!(m
            .play_text("z9")
            .unwrap_err()
            .message
            .contains("not a point"));
        assert!(m.play_text("").is_err());
        assert_eq!(m.ply(), 1);
    }

    #[test]
    fn third_occurrence_is_a_draw() {
        let mut m = achi();
        // Black a1 c1 b3 c2, White b1 a2 b2 a3, c3 vacant; then a six-ply
        // cycle of the vacancy round c3, c2, b2 that restores the position.
        for mv in "a1 b1 c1 a2 b3 b2 c2 a3".split(' ') {
            m.play_text(mv).unwrap();
        }
        let cycle = ["c2-c3", "b2-c2", "c3-b2", "c2-c3", "b2-c2", "c3-b2"];
        for mv in cycle {
            m.play_text(mv).unwrap();
        }
        assert_eq!(m.outcome(), None, "second occurrence: play goes on");
        for mv in &cycle[..5] {
            m.play_text(mv).unwrap();
        }
        assert_eq!(m.outcome(), None);
        m.play_text(cycle[5]).unwrap();
        assert_eq!(
            m.outcome(),
            Some(Outcome {
                winner: None,
                reason: Reason::Repetition
            })
        );
        assert!(m.legal_moves().is_empty());
        let err = m.play_text("c2-c3").unwrap_err();
        assert!(err.message.contains("repetition"), "{err}");
        // Undo reopens the game.
        m.undo();
        assert_eq!(m.outcome(), None);
    }
}
