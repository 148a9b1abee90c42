//! Lines through a position the prover has judged: the winner's fastest
//! moves, the loser's longest resistance, the best counter to a move that
//! does not win in time, and the whole solution line. Every choice among
//! equals is made the same way each time: by the static evaluation (the
//! calmer move for the side choosing), then by notation, so a puzzle's
//! solution and its computer replies never vary.

use super::{Proof, Prover};
use crate::rules::Evaluate;
use crate::sort::sort_by;

/// A move's sort key among equals: the evaluation the opponent faces after
/// it (lower is better for the mover), then the notation.
type Calm = (i32, String);

fn calm<R: Evaluate>(child: &R, m: R::Move) -> Calm {
    (child.evaluate(), m.to_string())
}

impl<R: Evaluate> Prover<R> {
    /// The moves of the side to move that win within exactly `n` of its
    /// own moves (none if it does not win that fast), calmest first; with
    /// `first_only`, at most the first of them (so the others need not be
    /// proven not to win).
    pub fn fastest_moves(
        &mut self,
        s: &R,
        n: u32,
        quiet: u32,
        first_only: bool,
    ) -> Proof<Vec<R::Move>> {
        let me = s.side_to_move();
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        let mut ranked: Vec<(Calm, R::Move)> = moves
            .into_iter()
            .map(|m| (calm(&s.play(m), m), m))
            .collect();
        sort_by(&mut ranked, |a, b| a.0 < b.0);
        let mut found = Vec::new();
        for (_, m) in ranked {
            let child = s.play(m);
            let q = Self::quiet_after(s, m, quiet);
            let wins = match child.end() {
                Some(end) => end.winner == me,
                None => !self.is_draw(&child, q) && self.loses(&child, n - 1, q)?,
            };
            if wins {
                found.push(m);
                if first_only {
                    break;
                }
            }
        }
        Ok(found)
    }

    /// The moves after which the opponent cannot win at once: the
    /// alternatives a player would weigh.
    pub fn plausible_moves(s: &R) -> usize {
        let me = s.side_to_move();
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        moves
            .iter()
            .filter(|&&m| {
                let child = s.play(m);
                match child.end() {
                    Some(end) => end.winner == me,
                    None => {
                        let mut replies = Vec::new();
                        child.legal_moves(&mut replies);
                        !replies
                            .iter()
                            .any(|&r| child.play(r).end().is_some_and(|e| e.winner != me))
                    }
                }
            })
            .count()
    }

    /// The loser's longest resistance when the opponent wins within `k`:
    /// the reply and the opponent's moves still needed after it.
    pub fn longest_defence(&mut self, s: &R, k: u32, quiet: u32) -> Proof<Option<(R::Move, u32)>> {
        let mut rated: Vec<(u32, Calm, R::Move)> = Vec::new();
        for m in Self::ordered_moves(s) {
            let child = s.play(m);
            let q = Self::quiet_after(s, m, quiet);
            // A draw is an escape, which a lost position does not have.
            if child.end().is_none() && self.is_draw(&child, q) {
                continue;
            }
            let Some(d) = self.win_distance_at(&child, k, q)? else {
                continue;
            };
            rated.push((d, calm(&child, m), m));
        }
        // The longest first; among equals, the calmest.
        let best = rated
            .into_iter()
            .min_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        Ok(best.map(|(d, _, m)| (m, d)))
    }

    /// The best counter when the opponent does not win within `k`: a move
    /// that wins at once, else the calmest move after which the opponent
    /// does not win within `k` (a counter has to show that the opponent's
    /// last move failed, not to find the fastest win, which could cost far
    /// more search than a page can wait for).
    pub fn counter(&mut self, s: &R, k: u32, quiet: u32) -> Proof<Option<R::Move>> {
        let me = s.side_to_move();
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        let mut ranked: Vec<((bool, Calm), R::Move)> = moves
            .into_iter()
            .map(|m| {
                let child = s.play(m);
                let wins_now = child.end().is_some_and(|e| e.winner == me);
                ((!wins_now, calm(&child, m)), m)
            })
            .collect();
        sort_by(&mut ranked, |a, b| a.0 < b.0);
        for (_, m) in ranked {
            let child = s.play(m);
            let q = Self::quiet_after(s, m, quiet);
            let holds = match child.end() {
                Some(end) => end.winner == me,
                None => self.is_draw(&child, q) || !self.wins(&child, k, q)?,
            };
            if holds {
                return Ok(Some(m));
            }
        }
        Ok(None)
    }

    /// The side to move's answer to a puzzle question `k` moves deep: its
    /// longest resistance if the opponent wins within `k` (with the
    /// opponent's moves still needed), else its best counter.
    pub fn reply(&mut self, s: &R, k: u32, quiet: u32) -> Proof<Option<(R::Move, Option<u32>)>> {
        if s.end().is_some() {
            return Ok(None);
        }
        if self.loses(s, k, quiet)? {
            return Ok(self
                .longest_defence(s, k, quiet)?
                .map(|(m, d)| (m, Some(d))));
        }
        Ok(self.counter(s, k, quiet)?.map(|m| (m, None)))
    }

    /// The winner's fastest moves against the longest resistance, from `s`
    /// to the end, if the side to move wins within `k`.
    pub fn solution(&mut self, s: &R, k: u32, quiet: u32) -> Proof<Option<Vec<R::Move>>> {
        let Some(mut n) = self.win_distance_at(s, k, quiet)? else {
            return Ok(None);
        };
        let (mut s, mut quiet) = (*s, quiet);
        let mut line = Vec::new();
        while n > 0 {
            let Some(&m) = self.fastest_moves(&s, n, quiet, true)?.first() else {
                break;
            };
            line.push(m);
            quiet = Self::quiet_after(&s, m, quiet);
            s = s.play(m);
            if s.end().is_some() {
                break;
            }
            let Some((r, left)) = self.longest_defence(&s, n - 1, quiet)? else {
                break;
            };
            line.push(r);
            quiet = Self::quiet_after(&s, r, quiet);
            s = s.play(r);
            n = left;
        }
        Ok(Some(line))
    }
}
