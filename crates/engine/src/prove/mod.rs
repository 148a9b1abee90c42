//! Proof search for puzzles: does the side to move win within k of its own
//! moves, whatever the opponent does? An AND/OR search over any game's
//! rules, exhaustive where the opponent moves (every reply is tried; none
//! is pruned by a guess), cut off where the winner moves as soon as one
//! move is proven. Only the game's own ends count as wins.
//!
//! The draw rules that need history are handled exactly:
//! * **Repetition.** A position that has already occurred twice in the
//!   game's history is a draw when reached again (`draws`). Nothing else
//!   about repetition can change a result: if the winner always plays a
//!   move that keeps the fewest moves to its win, that number falls by one
//!   with each of its moves, so no position comes round twice on any line
//!   of its play; a position seen once before comes at most a second time.
//!   So "wins within k" here is exactly "wins within k" in the real game,
//!   and a position's result depends on the position alone (the table may
//!   keep it).
//! * **No progress.** When the counter cannot reach the game's limit within
//!   the 2k − 1 plies of the question, it cannot matter. Otherwise the
//!   search counts quiet plies along each line and leaves the table alone,
//!   since a result then depends on the line.
//!
//! The subparts: `lines` (the fastest win, the longest resistance, a
//! refutation) and `live` (questions about a match's live position).

pub mod lines;
pub mod live;

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::rules::{Evaluate, Rules, Side};
use crate::sort::{sort, sort_by_key};

/// The search spent its node budget before it could answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfNodes;

pub type Proof<T> = Result<T, OutOfNodes>;

/// What is proven about one position with its side to move attacking: it
/// wins within `wins_at` moves (`NONE`: not proven) and does not win within
/// `fails_at` (0: nothing proven).
#[derive(Clone, Copy)]
struct Bounds {
    wins_at: u8,
    fails_at: u8,
}

const NONE: u8 = u8::MAX;

/// Keys are Zobrist keys, already well mixed: hashing them again is waste.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, key: u64) {
        self.0 = key;
    }
}

/// The no-progress rule as the search sees it: the counter at the root and
/// the game's limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quiet {
    pub counter: u32,
    pub limit: u32,
}

pub struct Prover<R: Rules> {
    table: HashMap<u64, Bounds, BuildHasherDefault<KeyHasher>>,
    /// Keys of positions that are a draw when reached (sorted).
    draws: Vec<u64>,
    quiet: Option<Quiet>,
    /// Whether results may be kept: false while quiet plies could matter.
    use_table: bool,
    nodes: u64,
    limit: u64,
    _rules: std::marker::PhantomData<R>,
}

impl<R: Evaluate> Prover<R> {
    /// A prover that may visit `node_limit` positions in all.
    pub fn new(draws: Vec<u64>, quiet: Option<Quiet>, node_limit: u64) -> Prover<R> {
        let mut draws = draws;
        sort(&mut draws);
        Prover {
            table: HashMap::default(),
            draws,
            quiet,
            use_table: true,
            nodes: 0,
            limit: node_limit,
            _rules: std::marker::PhantomData,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the side to move of `s` wins within `k` of its own moves
    /// (at once if it has already won).
    pub fn wins_within(&mut self, s: &R, k: u32) -> Proof<bool> {
        self.wins(s, k, self.root_quiet())
    }

    /// Whether the side to move of `s` loses within `k` moves of its
    /// opponent, however it resists (at once if it has already lost).
    pub fn loses_within(&mut self, s: &R, k: u32) -> Proof<bool> {
        self.loses(s, k, self.root_quiet())
    }

    /// The fewest own moves the side to move needs to win, if at most `k`.
    pub fn win_distance(&mut self, s: &R, k: u32) -> Proof<Option<u32>> {
        self.win_distance_at(s, k, self.root_quiet())
    }

    /// The most opponent moves the side to move can hold out for, if the
    /// opponent wins within `k`.
    pub fn loss_distance(&mut self, s: &R, k: u32) -> Proof<Option<u32>> {
        self.loss_distance_at(s, k, self.root_quiet())
    }

    /// `wins_within` for a position `quiet` plies after the last progress.
    pub(crate) fn wins(&mut self, s: &R, k: u32, quiet: u32) -> Proof<bool> {
        if let Some(end) = s.end() {
            return Ok(end.winner == s.side_to_move());
        }
        self.horizon(k, quiet);
        self.attack(s, k, quiet)
    }

    /// `loses_within` for a position `quiet` plies after the last progress.
    pub(crate) fn loses(&mut self, s: &R, k: u32, quiet: u32) -> Proof<bool> {
        if let Some(end) = s.end() {
            return Ok(end.winner != s.side_to_move());
        }
        self.horizon(k, quiet);
        self.defend(s, k, quiet)
    }

    pub(crate) fn win_distance_at(&mut self, s: &R, k: u32, quiet: u32) -> Proof<Option<u32>> {
        for j in 0..=k {
            if self.wins(s, j, quiet)? {
                return Ok(Some(j));
            }
        }
        Ok(None)
    }

    pub(crate) fn loss_distance_at(&mut self, s: &R, k: u32, quiet: u32) -> Proof<Option<u32>> {
        for j in 0..=k {
            if self.loses(s, j, quiet)? {
                return Ok(Some(j));
            }
        }
        Ok(None)
    }

    pub(crate) fn root_quiet(&self) -> u32 {
        self.quiet.map_or(0, |q| q.counter)
    }

    /// Sets whether the table can be used for a question `k` moves deep
    /// asked `quiet` plies after the last progress: only if no line of
    /// 2k − 1 plies can reach the no-progress limit before its last
    /// (winning) ply.
    fn horizon(&mut self, k: u32, quiet: u32) {
        self.use_table = self
            .quiet
            .is_none_or(|q| quiet + (2 * k).saturating_sub(1) <= q.limit);
    }

    /// Whether a position reached by a move is drawn by the history rules.
    pub(crate) fn is_draw(&self, s: &R, quiet: u32) -> bool {
        self.quiet.is_some_and(|q| quiet >= q.limit)
            || (!self.draws.is_empty() && self.draws.binary_search(&s.key()).is_ok())
    }

    fn count_node(&mut self) -> Proof<()> {
        self.nodes += 1;
        if self.nodes > self.limit {
            Err(OutOfNodes)
        } else {
            Ok(())
        }
    }

    /// The legal moves, most promising first (mills and captures).
    pub(crate) fn ordered_moves(s: &R) -> Vec<R::Move> {
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        let mut keyed: Vec<(i32, R::Move)> = moves.iter().map(|&m| (s.order_hint(m), m)).collect();
        sort_by_key(&mut keyed, |&(hint, _)| std::cmp::Reverse(hint));
        keyed.into_iter().map(|(_, m)| m).collect()
    }

    pub(crate) fn quiet_after(s: &R, m: R::Move, quiet: u32) -> u32 {
        if s.is_progress(m) {
            0
        } else {
            quiet + 1
        }
    }

    /// `s` (not over, not a draw): does its side to move win within `k`?
    fn attack(&mut self, s: &R, k: u32, quiet: u32) -> Proof<bool> {
        if k == 0 {
            return Ok(false);
        }
        let key = s.key();
        if self.use_table {
            if let Some(b) = self.table.get(&key) {
                if u32::from(b.wins_at) <= k {
                    return Ok(true);
                }
                if u32::from(b.fails_at) >= k {
                    return Ok(false);
                }
            }
        }
        self.count_node()?;
        let me = s.side_to_move();
        let moves = Self::ordered_moves(s);
        let wins_at_once = moves
            .iter()
            .any(|&m| s.play(m).end().is_some_and(|e| e.winner == me));
        // A win in one move can also come from the opponent's forced reply
        // (every move it has loses at once), where the rules allow that.
        let deeper = k > 1 || R::SELF_DEFEAT;
        let won = wins_at_once || (deeper && self.attack_deeper(s, &moves, k, quiet)?);
        self.remember(key, k, won);
        Ok(won)
    }

    /// Whether one of `moves` wins within `k` moves by way of the
    /// opponent's replies.
    fn attack_deeper(&mut self, s: &R, moves: &[R::Move], k: u32, quiet: u32) -> Proof<bool> {
        for &m in moves {
            let child = s.play(m);
            let q = Self::quiet_after(s, m, quiet);
            // A move that ends the game here is the opponent's win.
            if child.end().is_some() || self.is_draw(&child, q) {
                continue;
            }
            if self.defend(&child, k - 1, q)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `s` (not over, not a draw): does its side to move lose within `k`
    /// of the opponent's moves, whatever it plays? (Within 0: every move it
    /// has loses at once.)
    fn defend(&mut self, s: &R, k: u32, quiet: u32) -> Proof<bool> {
        if k == 0 && !R::SELF_DEFEAT {
            return Ok(false);
        }
        self.count_node()?;
        let attacker: Side = s.side_to_move().other();
        for m in Self::ordered_moves(s) {
            let child = s.play(m);
            let q = Self::quiet_after(s, m, quiet);
            match child.end() {
                Some(end) if end.winner == attacker => continue,
                Some(_) => return Ok(false),
                None if self.is_draw(&child, q) => return Ok(false),
                None => {
                    if !self.attack(&child, k, q)? {
                        return Ok(false);
                    }
                }
            }
        }
        Ok(true)
    }

    fn remember(&mut self, key: u64, k: u32, won: bool) {
        if !self.use_table {
            return;
        }
        let k = k.min(u32::from(NONE) - 1) as u8;
        let b = self.table.entry(key).or_insert(Bounds {
            wins_at: NONE,
            fails_at: 0,
        });
        if won {
            b.wins_at = b.wins_at.min(k);
        } else {
            b.fails_at = b.fails_at.max(k);
        }
    }
}
