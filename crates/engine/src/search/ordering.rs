//! Move ordering: the table's move first, then the game's own hint (mills,
//! captures, wins), then killer moves and the history heuristic.

use crate::rules::{Evaluate, MoveShape};

const HISTORY_SIZE: usize = 128 * 128;

pub struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
    /// `sort`'s working lists, kept between calls: two allocations a node
    /// were a twentieth of Rastros' search in wasm, whose allocator is far
    /// slower than a native one.
    keyed: Vec<(i64, u32)>,
    unsorted: Vec<M>,
}

/// Moves the table's move to the front, keeping the others in their order;
/// whether it was among `moves`. The search tries it before sorting the
/// rest, which a cutoff often makes needless.
pub fn table_move_first<M: Copy + Eq>(moves: &mut [M], tt_move: Option<M>) -> bool {
    match tt_move.and_then(|t| moves.iter().position(|&m| m == t)) {
        Some(at) => {
            moves[..=at].rotate_right(1);
            true
        }
        None => false,
    }
}

fn history_index(shape: &MoveShape) -> usize {
    let from = shape.from.unwrap_or(127) & 127;
    (from * 128 + (shape.to & 127)) % HISTORY_SIZE
}

impl<M: Copy + Eq> Ordering<M> {
    pub fn new(max_ply: usize) -> Ordering<M> {
        Ordering {
            killers: vec![[None, None]; max_ply + 1],
            history: vec![0; HISTORY_SIZE],
            keyed: Vec::new(),
            unsorted: Vec::new(),
        }
    }

    /// Sorts `moves` in place, best candidates first (stable: moves of
    /// equal promise keep their order).
    pub fn sort<R: Evaluate<Move = M>>(
        &mut self,
        state: &R,
        moves: &mut [M],
        tt_move: Option<M>,
        ply: usize,
    ) {
        // Scores paired with positions, not with moves: one sort for every
        // game's move type keeps the wasm one sort smaller per game, and a
        // stable sort by score alone keeps ties in generation order.
        let killers = self.killers.get(ply).copied().unwrap_or([None, None]);
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        keyed.extend(
            moves
                .iter()
                .zip(0u32..)
                .map(|(&m, i)| (self.score(state, m, tt_move, killers), i)),
        );
        sort_scores(&mut keyed);
        self.unsorted.clear();
        self.unsorted.extend_from_slice(moves);
        for (slot, &(_, i)) in moves.iter_mut().zip(&keyed) {
            *slot = self.unsorted[i as usize];
        }
        self.keyed = keyed;
    }

    /// How promising `m` looks before it is searched: the table's move
    /// above all, then the game's hint, the killers and the history.
    fn score<R: Evaluate<Move = M>>(
        &self,
        state: &R,
        m: M,
        tt_move: Option<M>,
        killers: [Option<M>; 2],
    ) -> i64 {
        if Some(m) == tt_move {
            return i64::MAX;
        }
        let hint = i64::from(state.order_hint(m)) << 32;
        let killer = if Some(m) == killers[0] {
            2 << 30
        } else if Some(m) == killers[1] {
            1 << 30
        } else {
            0
        };
        hint + killer + i64::from(self.history[history_index(&state.shape(m))])
    }

    /// Remembers a move that caused a cutoff at `ply`.
    pub fn cutoff<R: Evaluate<Move = M>>(&mut self, state: &R, m: M, ply: usize, depth: u32) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(m) {
                k[1] = k[0];
                k[0] = Some(m);
            }
        }
        let h = &mut self.history[history_index(&state.shape(m))];
        *h = (*h + (depth * depth) as i32).min(1 << 28);
    }
}

/// Highest score first, ties in their given order: the one sort every
/// game's search shares (not generic, so compiled once).
#[inline(never)]
fn sort_scores(keyed: &mut [(i64, u32)]) {
    keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
}
