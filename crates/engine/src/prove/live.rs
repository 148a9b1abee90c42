//! Puzzle questions about a match's live position, in notation: what the
//! puzzle page asks after each move (through `AnyMatch`), and what the
//! puzzle generator and checker ask of a candidate. Each question gets a
//! fresh prover that knows the match's history: the positions already seen
//! twice (a third time is a draw) and the no-progress counter.

use std::collections::HashMap;

use super::{OutOfNodes, Prover, Quiet};
use crate::error::{Error, ErrorKind};
use crate::matchplay::Match;
use crate::rules::{Evaluate, Rules};
use crate::sort::sort;

/// Positions a live question may visit: about two thirds of a second
/// natively (some 3 million positions a second), far beyond what the
/// shipped puzzles need (`tabuleiro puzzles <game> --check` times them), so
/// that a question too deep fails instead of freezing a page.
pub const LIVE_NODE_LIMIT: u64 = 2_000_000;

/// What the generator and the checker need to know of a candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleFacts {
    /// The side to move wins in exactly `n` of its own moves.
    pub n: u32,
    /// Every first move that wins that fast, best first.
    pub fastest: Vec<String>,
    /// First moves after which the opponent cannot win at once.
    pub plausible: usize,
    /// Whether some position occurred twice in the record.
    pub repeated: bool,
    /// Plies since the last progress (capture, placement), if the game
    /// has a no-progress rule, with its limit.
    pub quiet: Option<Quiet>,
}

/// The side to move's reply to a puzzle question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleReply {
    pub mv: String,
    /// The opponent's moves still needed to win after the reply, if it
    /// wins within the question's moves (the reply is then the longest
    /// resistance; otherwise it is the best counter).
    pub loses_in: Option<u32>,
}

fn out_of_nodes(_: OutOfNodes) -> Error {
    Error::new(
        ErrorKind::OutOfBudget,
        format!("the question needs more than {LIVE_NODE_LIMIT} positions of search"),
    )
}

fn quiet<R: Rules>(m: &Match<R>) -> Option<Quiet> {
    R::NO_PROGRESS_LIMIT.map(|limit| Quiet {
        counter: m.no_progress_at(m.ply()),
        limit,
    })
}

/// Keys of the positions seen twice so far, the live one included.
fn seen_twice<R: Rules>(m: &Match<R>) -> Vec<u64> {
    let mut counts: HashMap<u64, u32> = HashMap::new();
    for key in m.history_keys().into_iter().chain([m.state().key()]) {
        *counts.entry(key).or_default() += 1;
    }
    counts
        .into_iter()
        .filter(|&(_, n)| n >= 2)
        .map(|(key, _)| key)
        .collect()
}

fn prover<R: Evaluate>(m: &Match<R>, node_limit: u64) -> Prover<R> {
    Prover::new(seen_twice(m), quiet(m), node_limit)
}

/// The side to move wins in `n` ≤ `k` of its own moves at the fastest
/// (0: it has already won).
pub fn wins_in<R: Evaluate>(m: &Match<R>, k: u32) -> Result<Option<u32>, Error> {
    if let Some(outcome) = m.outcome() {
        return Ok((outcome.winner == Some(m.state().side_to_move())).then_some(0));
    }
    prover(m, LIVE_NODE_LIMIT)
        .win_distance(m.state(), k)
        .map_err(out_of_nodes)
}

/// The side to move loses in `n` ≤ `k` of the opponent's moves against
/// its longest resistance (0: it has already lost).
pub fn loses_in<R: Evaluate>(m: &Match<R>, k: u32) -> Result<Option<u32>, Error> {
    if let Some(outcome) = m.outcome() {
        let lost = outcome
            .winner
            .is_some_and(|w| w != m.state().side_to_move());
        return Ok(lost.then_some(0));
    }
    prover(m, LIVE_NODE_LIMIT)
        .loss_distance(m.state(), k)
        .map_err(out_of_nodes)
}

/// The side to move's reply when its opponent has `k` moves left to win:
/// the longest resistance if the opponent wins in time, else the move that
/// shows it does not. `None` once the game is over.
pub fn reply<R: Evaluate>(m: &Match<R>, k: u32) -> Result<Option<PuzzleReply>, Error> {
    if m.outcome().is_some() {
        return Ok(None);
    }
    let mut p = prover(m, LIVE_NODE_LIMIT);
    let quiet = p.root_quiet();
    let answer = p.reply(m.state(), k, quiet).map_err(out_of_nodes)?;
    Ok(answer.map(|(mv, loses_in)| PuzzleReply {
        mv: mv.to_string(),
        loses_in,
    }))
}

/// The solution: the winner's fastest moves and the loser's longest
/// resistance, alternately, to the end, if the side to move wins within
/// `k`; an empty line if it has already won.
pub fn solution<R: Evaluate>(m: &Match<R>, k: u32) -> Result<Option<Vec<String>>, Error> {
    if let Some(outcome) = m.outcome() {
        let won = outcome.winner == Some(m.state().side_to_move());
        return Ok(won.then(Vec::new));
    }
    let mut p = prover(m, LIVE_NODE_LIMIT);
    let quiet = p.root_quiet();
    let line = p.solution(m.state(), k, quiet).map_err(out_of_nodes)?;
    Ok(line.map(|moves| moves.iter().map(ToString::to_string).collect()))
}

/// What makes the live position a puzzle: the side to move wins in exactly
/// `n` ≤ `max_n` moves, and which first moves do it. `None` if it does not
/// win that fast or the game is over.
pub fn facts<R: Evaluate>(
    m: &Match<R>,
    max_n: u32,
    node_limit: u64,
) -> Result<Option<PuzzleFacts>, Error> {
    if m.outcome().is_some() {
        return Ok(None);
    }
    let mut p = prover(m, node_limit);
    let s = m.state();
    let Some(n) = p.win_distance(s, max_n).map_err(out_of_nodes)? else {
        return Ok(None);
    };
    let quiet_now = p.root_quiet();
    let fastest = p
        .fastest_moves(s, n, quiet_now, false)
        .map_err(out_of_nodes)?;
    Ok(Some(PuzzleFacts {
        n,
        fastest: fastest.iter().map(ToString::to_string).collect(),
        plausible: Prover::<R>::plausible_moves(s),
        repeated: m.history_keys().len() + 1 > distinct_keys(m),
        quiet: quiet(m),
    }))
}

fn distinct_keys<R: Rules>(m: &Match<R>) -> usize {
    let mut keys = m.history_keys();
    keys.push(m.state().key());
    sort(&mut keys);
    keys.dedup();
    keys.len()
}
