//! Rastros' exact solver: a proof search (alpha-beta on win/loss, so an
//! AND/OR search) with a transposition table, move ordering by "few
//! exits" (the opponent's safe replies), and reductions that are exact,
//! not heuristic:
//!
//! 1. **Goal moves.** If the mover's goal is next to the piece, the mover
//!    wins. A step into the opponent's goal, or onto a square next to it,
//!    loses (the opponent steps in), so only the other moves ("safe
//!    moves") are searched; with none the mover loses. A safe move after
//!    which the opponent has no safe move wins at once.
//! 2. **Dead squares.** Only the free squares the piece can still reach
//!    matter: the table key is the piece's connected region of free
//!    squares (goals included when they border it, but never passed
//!    through), the piece and the side to move. Positions that differ only
//!    in squares cut off for good share one entry.
//! 3. **Symmetry.** The reflection in the a1 diagonal keeps both goals; the
//!    half turn and the other diagonal swap them, and with them the
//!    players' roles. The four images of a position share one entry.
//! 4. **Closed regions.** When neither goal borders the region, the rest of
//!    the game is undirected vertex geography on the region's king graph,
//!    decided by maximum matchings (see `mover_wins_closed`), in
//!    polynomial time, without searching.
//!
//! The search can be given a node limit and then answers `Unknown`.
//! Benchmark: `cargo run --release -p tabuleiro-engine --example
//! rastros_solve -- 7 e5`.

use std::cell::RefCell;

use super::bits::{self, bit, has, shr};
use super::rules::{Grid, Rastros};
use crate::rules::Rules;
use crate::sort::{sort, sort_by_key};

/// The value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Loss,
    /// The node limit ran out first.
    Unknown,
}

/// One table entry in 16 bytes: the region (free squares the piece can
/// reach, 81 bits), then in the high word above bit 17: the piece (7 bits),
/// the mover, the value, the board size, a used flag and the subtree's
/// size class (log2 of its nodes) for replacement.
#[derive(Clone, Copy, Default)]
struct Slot {
    lo: u64,
    hi: u64,
}

/// Four entries on one 64-byte cache line: one memory access a probe.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Slot; 4]);

const PIECE_SHIFT: u32 = 17;
const MOVER: u64 = 1 << 24;
const WIN: u64 = 1 << 25;
const SIZE_SHIFT: u32 = 26;
const USED: u64 = 1 << 30;
const WORK_SHIFT: u32 = 31;
/// Everything but the value and the work class: what must match.
const KEY_BITS: u64 = ((1 << 25) - 1) | (0xF << SIZE_SHIFT) | USED;

pub struct Solver {
    buckets: Vec<Bucket>,
    mask: usize,
    nodes: u64,
    limit: u64,
    grid: &'static Grid,
    size_bits: u64,
    symmetry: Symmetry,
}

fn hash(lo: u64, hi: u64) -> u64 {
    crate::rng::mix(lo ^ crate::rng::mix(hi))
}

impl Solver {
    /// A solver with a table of `2^bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Solver {
        let size = 1usize << bits.max(4) >> 2;
        Solver {
            buckets: vec![Bucket::default(); size],
            mask: size - 1,
            nodes: 0,
            limit: u64::MAX,
            grid: Grid::of(7),
            size_bits: 7 << SIZE_SHIFT,
            symmetry: Symmetry::new(7),
        }
    }

    /// Nodes searched since the last `reset_nodes`.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    pub fn reset_nodes(&mut self) {
        self.nodes = 0;
    }

    /// The value of `state` for its side to move, spending at most `limit`
    /// more nodes (none: no limit). The table is kept between calls.
    pub fn solve(&mut self, state: &Rastros, limit: Option<u64>) -> Verdict {
        self.grid = state.grid();
        if self.symmetry.n != self.grid.n {
            self.symmetry = Symmetry::new(self.grid.n);
        }
        self.size_bits = u64::from(state.size) << SIZE_SHIFT;
        self.limit = limit.map_or(u64::MAX, |l| self.nodes.saturating_add(l));
        if let Some(end) = state.end() {
            return if end.winner == state.to_move {
                Verdict::Win
            } else {
                Verdict::Loss
            };
        }
        let mover = state.to_move.index();
        let free = state.free();
        let result = if state.placed() {
            self.search(free, state.piece, mover)
        } else {
            // A free start: Player 1 places the piece, then Player 2 moves.
            // Placements leaving Player 2 few safe replies first.
            let g = self.grid;
            let (own, opp) = (g.goal[mover], g.goal[1 - mover]);
            let their_losing = g.neighbours[own as usize] | bit(own);
            let mut placements: Vec<(u32, u8)> = Vec::new();
            for to in bits::squares(free & !g.goals) {
                let replies = g.neighbours[to as usize] & free & !their_losing;
                let gives_goal = u32::from(has(g.neighbours[to as usize], opp));
                placements.push((gives_goal * 1000 + replies.count_ones(), to));
            }
            sort(&mut placements);
            let mut any_win = Some(false);
            for (_, to) in placements {
                match self.search(free & !bit(to), to, 1 - mover) {
                    Some(false) => {
                        any_win = Some(true);
                        break;
                    }
                    Some(true) => {}
                    None => {
                        any_win = None;
                        break;
                    }
                }
            }
            any_win
        };
        match result {
            Some(true) => Verdict::Win,
            Some(false) => Verdict::Loss,
            None => Verdict::Unknown,
        }
    }

    /// Whether the mover (0 = Player 1) wins with the piece on `piece` and
    /// `free` the squares it may still enter; `None` if the node limit ran
    /// out.
    fn search(&mut self, free: u128, piece: u8, mover: usize) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        let g = self.grid;
        let nb = &g.neighbours;
        let own = g.goal[mover];
        let opp = g.goal[1 - mover];
        let steps = nb[piece as usize] & free;
        if has(steps, own) {
            return Some(true);
        }
        // Squares that lose at once: the opponent's goal and its neighbours.
        let losing = nb[opp as usize] | bit(opp);
        let safe = steps & !losing;
        if safe == 0 {
            return Some(false);
        }
        // For the opponent after our step: our goal and its neighbours.
        let their_losing = nb[own as usize] | bit(own);
        let mut moves = [(0u32, 0u8); 8];
        let mut count = 0;
        for to in bits::squares(safe) {
            let replies = nb[to as usize] & free & !bit(to) & !their_losing;
            if replies == 0 {
                return Some(true);
            }
            // Few safe replies first (a proof search's "few exits"), then
            // squares with few free neighbours (tight corridors).
            let order = replies.count_ones() * 16 + (nb[to as usize] & free).count_ones();
            moves[count] = (order, to);
            count += 1;
        }

        let region = component(g, piece, free);
        if region & g.goals == 0 {
            return Some(mover_wins_closed(g, region, piece));
        }
        let (lo, hi) = self.canonical(region, piece, mover);
        let bucket = hash(lo, hi) as usize & self.mask;
        if let Some(win) = self.probe(bucket, lo, hi) {
            return Some(win);
        }

        let moves = &mut moves[..count];
        sort_by_key(moves, |m| m.0);
        let before = self.nodes;
        let mut win = false;
        for &(_, to) in moves.iter() {
            match self.search(region & !bit(to), to, 1 - mover) {
                None => return None,
                Some(false) => {
                    win = true;
                    break;
                }
                Some(true) => {}
            }
        }
        let work = u64::from(64 - (self.nodes - before).leading_zeros());
        let value = if win { WIN } else { 0 };
        self.store(bucket, lo, hi | value | work << WORK_SHIFT);
        Some(win)
    }

    /// The table words of a position, the same for all four positions
    /// that board symmetries make equivalent: the reflection in the a1
    /// diagonal (both goals stay), and the half turn and the reflection in
    /// the other diagonal, which swap the goals and so the players' roles.
    fn canonical(&self, region: u128, piece: u8, mover: usize) -> (u64, u64) {
        let t = &self.symmetry;
        let words = |r: u128, p: u8, m: usize| {
            (
                r as u64,
                (r >> 64) as u64
                    | u64::from(p) << PIECE_SHIFT
                    | if m == 1 { MOVER } else { 0 }
                    | self.size_bits
                    | USED,
            )
        };
        let region_t = t.transpose(region);
        let piece_t = t.transpose_square(piece);
        [
            words(region, piece, mover),
            words(region_t, piece_t, mover),
            words(t.turn(region), t.turn_square(piece), 1 - mover),
            words(t.turn(region_t), t.turn_square(piece_t), 1 - mover),
        ]
        .into_iter()
        .min_by_key(|&(lo, hi)| (hi, lo))
        .unwrap_or((0, 0))
    }

    fn probe(&self, bucket: usize, lo: u64, hi: u64) -> Option<bool> {
        self.buckets[bucket]
            .0
            .iter()
            .find(|s| s.lo == lo && s.hi & KEY_BITS == hi)
            .map(|s| s.hi & WIN != 0)
    }

    /// Replaces the entry with the smallest subtree (an empty one first).
    fn store(&mut self, bucket: usize, lo: u64, hi: u64) {
        let slots = &mut self.buckets[bucket].0;
        let victim = (0..4)
            .min_by_key(|&i| {
                let s = slots[i];
                if s.hi & USED == 0 {
                    0
                } else {
                    1 + (s.hi >> WORK_SHIFT)
                }
            })
            .unwrap_or(0);
        slots[victim] = Slot { lo, hi };
    }
}

/// The board's symmetries as bit permutations: the reflection in the a1
/// diagonal by byte tables, the half turn by reversing the bits.
struct Symmetry {
    n: u32,
    transpose: Vec<[u128; 256]>,
}

impl Symmetry {
    fn new(n: u32) -> Symmetry {
        let bytes = (n * n).div_ceil(8) as usize;
        let mut transpose = vec![[0u128; 256]; bytes];
        for (i, table) in transpose.iter_mut().enumerate() {
            for (value, image) in table.iter_mut().enumerate() {
                for b in 0..8 {
                    let sq = (i * 8 + b) as u32;
                    if value >> b & 1 == 1 && sq < n * n {
                        *image |= bit(((sq % n) * n + sq / n) as u8);
                    }
                }
            }
        }
        Symmetry { n, transpose }
    }

    fn transpose(&self, set: u128) -> u128 {
        self.transpose
            .iter()
            .zip(set.to_le_bytes())
            .fold(0, |acc, (table, byte)| acc | table[usize::from(byte)])
    }

    fn transpose_square(&self, sq: u8) -> u8 {
        let (sq, n) = (u32::from(sq), self.n);
        ((sq % n) * n + sq / n) as u8
    }

    fn turn(&self, set: u128) -> u128 {
        shr(set.reverse_bits(), 128 - self.n * self.n)
    }

    fn turn_square(&self, sq: u8) -> u8 {
        (self.n * self.n - 1) as u8 - sq
    }
}

/// The free squares the piece on `piece` can still reach through free
/// non-goal squares, plus the goals that border them (a goal ends the game,
/// so nothing lies beyond it).
pub fn component(g: &Grid, piece: u8, free: u128) -> u128 {
    let passable = free & !g.goals;
    let mut reached = bit(piece);
    loop {
        let next = reached | g.dilate(reached) & passable;
        if next == reached {
            break;
        }
        reached = next;
    }
    (reached & !bit(piece)) | (g.dilate(reached) & free & g.goals)
}

/// Whether the player to move wins when the piece on `piece` can reach
/// only the squares of `region`, none of them a goal: the game is then
/// undirected vertex geography on the king graph G of `region ∪ {piece}`
/// (step to an unvisited neighbour; who cannot, loses), and
///
/// **the mover wins iff every maximum matching of G covers `piece`**,
/// i.e. iff ν(G) > ν(G − piece) (Fraenkel, Scheinerman and Ullman, 1993).
///
/// Proof. (⇐) Let M be a maximum matching of G; it covers `piece`. The
/// mover always steps to the current square's mate in M. Say the visited
/// squares so far are v0 = piece, v1 = M(v0), …, v(2k−1) = M(v(2k−2)), and
/// the opponent has just stepped to v(2k). If v(2k) were unmatched in M,
/// swapping M along the path v0 … v(2k) would give a matching of the same
/// size that misses `piece`, contradicting the premise; so v(2k) has a mate,
/// and it is unvisited because the visited squares are matched in pairs
/// among themselves. The mover therefore always has a move, and the finite
/// game ends with the opponent stuck.
/// (⇒) Let M be a maximum matching that misses `piece`. Whatever square u
/// the mover steps to is matched in M (else M + piece·u is larger), and the
/// opponent steps to M(u); by the same exchange argument every square the
/// mover reaches later is matched (else the path from `piece` would be an
/// augmenting path of M) and its mate is unvisited. So the opponent always
/// has a move and the mover is the one who gets stuck.
///
/// ν(G) > ν(G − piece) is tested by building a maximum matching of
/// G − piece (Edmonds' blossom algorithm) and looking for an augmenting
/// path from `piece`.
pub fn mover_wins_closed(g: &Grid, region: u128, piece: u8) -> bool {
    let mut m = Matching::new(g, region, piece);
    m.maximise_without_piece();
    m.augment_from_piece()
}

const NONE: u8 = u8::MAX;
const MAX_V: usize = 81;

/// Edmonds' blossom algorithm on at most 81 vertices; vertex `k − 1` is the
/// piece.
struct Matching {
    k: usize,
    adj: [[u8; 8]; MAX_V],
    degree: [u8; MAX_V],
    mate: [u8; MAX_V],
    parent: [u8; MAX_V],
    base: [u8; MAX_V],
    used: [bool; MAX_V],
    blossom: [bool; MAX_V],
    queue: [u8; MAX_V],
    /// A vertex the search must ignore (the piece while matching G − piece).
    skip: u8,
}

impl Matching {
    fn new(g: &Grid, region: u128, piece: u8) -> Matching {
        let mut index = [NONE; 81];
        let mut squares = [0u8; MAX_V];
        let mut k = 0;
        for sq in bits::squares(region & !bit(piece)) {
            index[sq as usize] = k as u8;
            squares[k] = sq;
            k += 1;
        }
        index[piece as usize] = k as u8;
        squares[k] = piece;
        k += 1;
        let mut m = Matching {
            k,
            adj: [[0; 8]; MAX_V],
            degree: [0; MAX_V],
            mate: [NONE; MAX_V],
            parent: [NONE; MAX_V],
            base: [0; MAX_V],
            used: [false; MAX_V],
            blossom: [false; MAX_V],
            queue: [0; MAX_V],
            skip: (k - 1) as u8,
        };
        let all = region | bit(piece);
        for (v, &square) in squares[..k].iter().enumerate() {
            for sq in bits::squares(g.neighbours[square as usize] & all) {
                m.adj[v][m.degree[v] as usize] = index[sq as usize];
                m.degree[v] += 1;
            }
        }
        m
    }

    fn maximise_without_piece(&mut self) {
        let piece = self.k - 1;
        // Greedy start, then augment from every vertex left single.
        for v in 0..piece {
            if self.mate[v] != NONE {
                continue;
            }
            for i in 0..self.degree[v] as usize {
                let to = self.adj[v][i] as usize;
                if to != piece && self.mate[to] == NONE {
                    self.mate[v] = to as u8;
                    self.mate[to] = v as u8;
                    break;
                }
            }
        }
        for v in 0..piece {
            if self.mate[v] == NONE {
                if let Some(end) = self.find_path(v) {
                    self.augment(end);
                }
            }
        }
    }

    fn augment_from_piece(&mut self) -> bool {
        self.skip = NONE;
        self.find_path(self.k - 1).is_some()
    }

    fn augment(&mut self, end: usize) {
        let mut v = end as u8;
        while v != NONE {
            let pv = self.parent[v as usize];
            let next = self.mate[pv as usize];
            self.mate[v as usize] = pv;
            self.mate[pv as usize] = v;
            v = next;
        }
    }

    fn lca(&self, a: usize, b: usize) -> usize {
        let mut seen = [false; MAX_V];
        let mut a = a;
        loop {
            a = self.base[a] as usize;
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a] as usize] as usize;
        }
        let mut b = b;
        loop {
            b = self.base[b] as usize;
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b] as usize] as usize;
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] as usize != b {
            let mv = self.mate[v] as usize;
            self.blossom[self.base[v] as usize] = true;
            self.blossom[self.base[mv] as usize] = true;
            self.parent[v] = child as u8;
            child = mv;
            v = self.parent[mv] as usize;
        }
    }

    /// An augmenting path from the single vertex `root`: its far end, with
    /// `parent` links leading back.
    fn find_path(&mut self, root: usize) -> Option<usize> {
        let k = self.k;
        self.used[..k].fill(false);
        self.parent[..k].fill(NONE);
        for i in 0..k {
            self.base[i] = i as u8;
        }
        self.used[root] = true;
        let (mut head, mut tail) = (0, 0);
        self.queue[tail] = root as u8;
        tail += 1;
        while head < tail {
            let v = self.queue[head] as usize;
            head += 1;
            for i in 0..self.degree[v] as usize {
                let to = self.adj[v][i] as usize;
                if to as u8 == self.skip
                    || self.base[v] == self.base[to]
                    || self.mate[v] as usize == to
                {
                    continue;
                }
                let to_mate = self.mate[to];
                if to == root || (to_mate != NONE && self.parent[to_mate as usize] != NONE) {
                    let current = self.lca(v, to);
                    self.blossom[..k].fill(false);
                    self.mark_path(v, current, to);
                    self.mark_path(to, current, v);
                    for j in 0..k {
                        if self.blossom[self.base[j] as usize] {
                            self.base[j] = current as u8;
                            if !self.used[j] {
                                self.used[j] = true;
                                self.queue[tail] = j as u8;
                                tail += 1;
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v as u8;
                    if to_mate == NONE {
                        return Some(to);
                    }
                    self.used[to_mate as usize] = true;
                    self.queue[tail] = to_mate;
                    tail += 1;
                }
            }
        }
        None
    }
}

thread_local! {
    static PLAY_SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Runs `f` with this thread's solver for play, whose table is kept from
/// move to move of a game (the browser's worker asks position after
/// position of the same game).
pub fn with_play_solver<T>(bits: u32, f: impl FnOnce(&mut Solver) -> T) -> T {
    PLAY_SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let solver = slot.get_or_insert_with(|| Solver::new(bits));
        f(solver)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Geography by brute force: the mover wins iff some step leads to a
    /// position the opponent loses.
    fn geography(g: &Grid, free: u128, piece: u8) -> bool {
        let mut steps = g.neighbours[piece as usize] & free;
        while steps != 0 {
            let to = steps.trailing_zeros() as u8;
            steps &= steps - 1;
            if !geography(g, free & !(1u128 << to), to) {
                return true;
            }
        }
        false
    }

    #[test]
    fn matching_decides_geography() {
        let g = Grid::of(5);
        let mut rng = Rng::new(11);
        let mut wins = 0;
        for _ in 0..3000 {
            // Random free squares (goals excluded), about 12 of 23.
            let mut free = 0u128;
            for sq in 1..24 {
                if rng.next_u64().is_multiple_of(2) {
                    free |= 1u128 << sq;
                }
            }
            let piece = (1 + rng.next_u64() % 23) as u8;
            free &= !(1u128 << piece);
            let region = component(g, piece, free) & !g.goals;
            let expected = geography(g, region, piece);
            assert_eq!(
                mover_wins_closed(g, region, piece),
                expected,
                "region {region:#x} piece {piece}"
            );
            wins += usize::from(expected);
        }
        assert!(wins > 300 && wins < 2700, "{wins}");
    }

    #[test]
    fn larger_regions_match_brute_force() {
        // Odd shapes on 7×7 with up to ~16 squares: blossoms appear.
        let g = Grid::of(7);
        let mut rng = Rng::new(5);
        for _ in 0..400 {
            let mut free = 0u128;
            for sq in 1..48 {
                if rng.next_u64().is_multiple_of(3) {
                    free |= 1u128 << sq;
                }
            }
            let piece = (1 + rng.next_u64() % 47) as u8;
            free &= !(1u128 << piece);
            let region = component(g, piece, free) & !g.goals;
            if region.count_ones() > 16 {
                continue;
            }
            assert_eq!(
                mover_wins_closed(g, region, piece),
                geography(g, region, piece),
                "region {region:#x} piece {piece}"
            );
        }
    }

    #[test]
    fn component_stops_at_goals_and_trail() {
        let g = Grid::of(5);
        // Piece on b1 (1), free: a1 (goal), c1 (2), a2 (5); b2 blocked.
        let free = 1 | 1 << 2 | 1 << 5 | 1 << 3;
        assert_eq!(component(g, 1, free), 1 | 1 << 2 | 1 << 5 | 1 << 3);
        // Piece on d1 (3) with only e1 (4) free and c1 beyond a gap.
        assert_eq!(component(g, 3, 1 << 4 | 1 << 1), 1 << 4);
    }
}
