//! Achi solved completely by retrograde analysis: every position (3^9
//! boards × side to move) gets its exact value and distance to the end with
//! best play. It takes a few milliseconds, so nothing is shipped: the table
//! is built the first time it is needed.

use std::sync::OnceLock;

use super::rules::{Achi, AchiMove};
use crate::rules::Rules;
use crate::sort::sort_by;
use crate::value::Value;

const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;

pub struct AchiTable {
    kind: Vec<u8>,
    distance: Vec<u8>,
}

impl AchiTable {
    fn build() -> AchiTable {
        let n = Achi::STATE_COUNT;
        let mut kind = vec![UNKNOWN; n];
        let mut distance = vec![0u8; n];
        let mut unsolved_children = vec![0u16; n];
        let mut parents: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut queue: Vec<u32> = Vec::with_capacity(n);
        let mut moves = Vec::with_capacity(16);

        for index in 0..n {
            let state = Achi::from_index(index);
            if state.men[0] & state.men[1] != 0 {
                continue;
            }
            if state.end().is_some() {
                kind[index] = LOSS;
                queue.push(index as u32);
                continue;
            }
            moves.clear();
            state.legal_moves(&mut moves);
            unsolved_children[index] = moves.len() as u16;
            for &m in &moves {
                parents[state.play(m).index()].push(index as u32);
            }
        }

        // Breadth-first from the ends: a child is processed in order of its
        // distance, so the first losing child gives the quickest win and the
        // last winning child the longest resistance.
        let mut head = 0;
        while head < queue.len() {
            let child = queue[head] as usize;
            head += 1;
            let d = distance[child] + 1;
            for &parent in &parents[child] {
                let parent = parent as usize;
                if kind[parent] != UNKNOWN {
                    continue;
                }
                if kind[child] == LOSS {
                    kind[parent] = WIN;
                    distance[parent] = d;
                    queue.push(parent as u32);
                } else {
                    unsolved_children[parent] -= 1;
                    if unsolved_children[parent] == 0 {
                        kind[parent] = LOSS;
                        distance[parent] = d;
                        queue.push(parent as u32);
                    }
                }
            }
        }
        AchiTable { kind, distance }
    }

    pub fn value(&self, state: &Achi) -> Value {
        let i = state.index();
        match self.kind[i] {
            WIN => Value::Win(Some(u32::from(self.distance[i]))),
            LOSS => Value::Loss(Some(u32::from(self.distance[i]))),
            _ => Value::Draw,
        }
    }

    /// Every legal move with the value it gives the mover, best first.
    pub fn rate_moves(&self, state: &Achi) -> Vec<(AchiMove, Value)> {
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        let mut rated: Vec<(AchiMove, Value)> = moves
            .into_iter()
            .map(|m| (m, self.value(&state.play(m)).flip().later()))
            .collect();
        sort_by(&mut rated, |a, b| {
            b.1.cmp_preference(a.1)
                .then_with(|| a.0.to_string().cmp(&b.0.to_string()))
                .is_lt()
        });
        rated
    }
}

/// The table, built on first use.
pub fn table() -> &'static AchiTable {
    static TABLE: OnceLock<AchiTable> = OnceLock::new();
    TABLE.get_or_init(AchiTable::build)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::achi::rules::AchiOptions;
    use crate::rules::Side;

    /// A plain depth-first solver with no tables, used to check the
    /// retrograde values of positions whose game tree is finite: every
    /// placement-stage position with few pieces left to place, with
    /// repetition impossible before stage 2 begins.
    fn minimax(state: &Achi, depth_left: u32) -> Option<Value> {
        if state.end().is_some() {
            return Some(Value::Loss(Some(0)));
        }
        if depth_left == 0 {
            return None;
        }
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        let mut best: Option<Value> = None;
        for m in moves {
            let v = minimax(&state.play(m), depth_left - 1)?.flip().later();
            if best.is_none_or(|b| v.cmp_preference(b).is_gt()) {
                best = Some(v);
            }
        }
        best
    }

    #[test]
    fn empty_board_is_a_first_player_win_in_15_by_the_corners() {
        for first in [Side::Black, Side::White] {
            let start = Achi::start(&AchiOptions { first });
            assert_eq!(table().value(&start), Value::Win(Some(15)));
            let rated = table().rate_moves(&start);
            let best: Vec<String> = rated
                .iter()
                .filter(|(_, v)| *v == Value::Win(Some(15)))
                .map(|(m, _)| m.to_string())
                .collect();
            assert_eq!(best, vec!["a1", "a3", "c1", "c3"]);
        }
    }

    #[test]
    fn values_agree_with_plain_minimax_where_the_tree_is_finite() {
        // Positions a few plies from a forced end: anything that minimax
        // settles within 7 plies must match the table exactly.
        let mut checked = 0;
        for index in 0..Achi::STATE_COUNT {
            let s = Achi::from_index(index);
            if s.men[0] & s.men[1] != 0 {
                continue;
            }
            if !plausible(&s) {
                continue;
            }
            // A tree that ends everywhere within the horizon is solved
            // exactly by minimax.
            if let Some(v) = minimax(&s, 5) {
                assert_eq!(table().value(&s), v, "{s:?}");
                checked += 1;
            }
        }
        assert!(checked > 2000, "only {checked} positions checked");
        eprintln!("{checked} positions agree");
    }

    /// Piece counts a game can reach: at most four a side, never more than
    /// one apart.
    fn plausible(s: &Achi) -> bool {
        let (w, b) = (s.men[0].count_ones(), s.men[1].count_ones());
        s.men[0] & s.men[1] == 0 && w <= 4 && b <= 4 && w.abs_diff(b) <= 1
    }

    #[test]
    fn values_are_consistent_with_their_children() {
        for index in 0..Achi::STATE_COUNT {
            let s = Achi::from_index(index);
            if !plausible(&s) || s.end().is_some() {
                continue;
            }
            let best = table().rate_moves(&s)[0].1;
            assert_eq!(table().value(&s), best, "{s:?}");
        }
    }

    /// The 8 symmetries of the square map rows and columns to rows and
    /// columns and the diagonals to diagonals, so they keep every value.
    fn transform(mask: u16, f: impl Fn(usize, usize) -> (usize, usize)) -> u16 {
        let mut out = 0;
        for p in 0..9 {
            if mask >> p & 1 == 1 {
                let (x, y) = f(p % 3, p / 3);
                out |= 1 << (y * 3 + x);
            }
        }
        out
    }

    type Symmetry = fn(usize, usize) -> (usize, usize);

    #[test]
    fn board_symmetries_keep_the_value() {
        let maps: [Symmetry; 7] = [
            |x, y| (2 - x, y),
            |x, y| (x, 2 - y),
            |x, y| (y, x),
            |x, y| (2 - y, 2 - x),
            |x, y| (2 - x, 2 - y),
            |x, y| (y, 2 - x),
            |x, y| (2 - y, x),
        ];
        for index in 0..Achi::STATE_COUNT {
            let s = Achi::from_index(index);
            if s.men[0] & s.men[1] != 0 {
                continue;
            }
            for f in maps {
                let t = Achi {
                    men: [transform(s.men[0], f), transform(s.men[1], f)],
                    to_move: s.to_move,
                };
                assert_eq!(table().value(&s), table().value(&t), "{s:?}");
            }
        }
    }

    #[test]
    fn colour_swap_keeps_the_value() {
        for index in (0..Achi::STATE_COUNT).step_by(3) {
            let s = Achi::from_index(index);
            if s.men[0] & s.men[1] != 0 {
                continue;
            }
            let swapped = Achi {
                men: [s.men[1], s.men[0]],
                to_move: s.to_move.other(),
            };
            assert_eq!(table().value(&s), table().value(&swapped));
        }
    }
}
