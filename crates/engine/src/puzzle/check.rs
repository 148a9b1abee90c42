//! Re-proving a puzzle from its record alone: the options are the game's,
//! every move is legal from the start, the game is not over, the history
//! rules cannot interfere (no position of the record repeated, the
//! no-progress counter far enough from its limit for the 2N − 1 plies of
//! the solution), the side to move wins in exactly N of its own moves
//! (within N and not within N − 1, by the exhaustive prover), and exactly
//! one first move wins that fast.

use std::fmt;

use super::Puzzle;
use crate::any::AnyMatch;
use crate::error::Error;
use crate::registry::{replay, GameId};

/// Positions one check may visit: far more than any shipped puzzle needs.
pub const CHECK_NODE_LIMIT: u64 = 200_000_000;

/// Why a puzzle is not sound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsound {
    /// The options are not the game's.
    Options(Error),
    /// A move of the record cannot be played (the replayer's message).
    Record(String),
    /// The record ends the game.
    Over,
    /// A position occurs twice in the record.
    Repeated,
    /// The no-progress counter could reach its limit during the solution.
    NoProgress { counter: u32, limit: u32 },
    /// The side to move does not win in exactly the claimed moves.
    Distance { claimed: u32, found: Option<u32> },
    /// Not exactly one first move wins that fast.
    FirstMoves(Vec<String>),
    /// The proof needed more than `CHECK_NODE_LIMIT` positions.
    Budget,
}

impl fmt::Display for Unsound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unsound::Options(e) => write!(f, "options: {e}"),
            Unsound::Record(why) => write!(f, "moves: {why}"),
            Unsound::Over => f.write_str("the record ends the game"),
            Unsound::Repeated => f.write_str("a position occurs twice in the record"),
            Unsound::NoProgress { counter, limit } => write!(
                f,
                "{counter} plies without progress: the limit of {limit} is too near"
            ),
            Unsound::Distance {
                claimed,
                found: None,
            } => {
                write!(f, "the side to move does not win within {claimed}")
            }
            Unsound::Distance {
                claimed,
                found: Some(n),
            } => write!(f, "the side to move wins in {n}, not {claimed}"),
            Unsound::FirstMoves(moves) if moves.is_empty() => {
                f.write_str("no first move wins that fast")
            }
            Unsound::FirstMoves(moves) => {
                write!(f, "several first moves win that fast: {}", moves.join(" "))
            }
            Unsound::Budget => write!(f, "the proof needs more than {CHECK_NODE_LIMIT} positions"),
        }
    }
}

/// What the check proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proven {
    pub n: u32,
    /// The only first move that wins in `n`.
    pub first: String,
    /// First moves after which the opponent cannot win at once.
    pub plausible: usize,
    /// The same for every image of the position under the game's
    /// symmetries: two puzzles with one key are the same puzzle.
    pub symmetry_key: u64,
}

/// Replays a puzzle's record: the match at the puzzle's position.
pub fn open(game: GameId, p: &Puzzle) -> Result<Box<dyn AnyMatch>, Unsound> {
    match replay(game, &p.options, &p.moves).map_err(Unsound::Options)? {
        Ok(m) => Ok(m),
        Err(fault) => Err(Unsound::Record(fault.message())),
    }
}

/// Re-proves one puzzle of `game`.
pub fn check(game: GameId, p: &Puzzle) -> Result<Proven, Unsound> {
    let m = open(game, p)?;
    if m.outcome().is_some() {
        return Err(Unsound::Over);
    }
    let facts = match m.puzzle_facts(p.n, CHECK_NODE_LIMIT) {
        Ok(facts) => facts,
        Err(_) => return Err(Unsound::Budget),
    };
    let Some(facts) = facts else {
        return Err(Unsound::Distance {
            claimed: p.n,
            found: None,
        });
    };
    if facts.n != p.n {
        return Err(Unsound::Distance {
            claimed: p.n,
            found: Some(facts.n),
        });
    }
    if facts.repeated {
        return Err(Unsound::Repeated);
    }
    if let Some(q) = facts.quiet {
        if q.counter + 2 * p.n > q.limit {
            return Err(Unsound::NoProgress {
                counter: q.counter,
                limit: q.limit,
            });
        }
    }
    match facts.fastest.as_slice() {
        [first] => Ok(Proven {
            n: facts.n,
            first: first.clone(),
            plausible: facts.plausible,
            symmetry_key: m.symmetry_key(),
        }),
        moves => Err(Unsound::FirstMoves(moves.to_vec())),
    }
}
