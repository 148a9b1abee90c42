//! Move ordering: the table's move first, then the game's own hint (mills,
//! captures, wins), then killer moves and the history heuristic.

use crate::rules::{Evaluate, MoveShape};

const HISTORY_SIZE: usize = 128 * 128;

pub struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
    /// Moves with their sort keys, kept to spare an allocation per node.
    keyed: Vec<(i64, M)>,
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
        let killers = self.killers.get(ply).copied().unwrap_or([None, None]);
        let history = &self.history;
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        keyed.extend(moves.iter().map(|&m| {
            let score = if Some(m) == tt_move {
                i64::MAX
            } else {
                let hint = i64::from(state.order_hint(m)) << 32;
                let killer = if Some(m) == killers[0] {
                    2 << 30
                } else if Some(m) == killers[1] {
                    1 << 30
                } else {
                    0
                };
                hint + killer + i64::from(history[history_index(&state.shape(m))])
            };
            (score, m)
        }));
        keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
        for (slot, &(_, m)) in moves.iter_mut().zip(&keyed) {
            *slot = m;
        }
        self.keyed = keyed;
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
