//! Rastros' symmetries: the goals lie on one diagonal, so the board keeps
//! the mirror in that diagonal; the half turn and the mirror in the other
//! diagonal swap the goals, and with them the players' roles (the side to
//! move changes with them). Four images in all; the same four the solver
//! shares table entries among.

use super::rules::Rastros;
use crate::symmetry::{centred, map_mask, permutation, square_map};

/// The square permutations of an n×n board for the mirror in the a1
/// diagonal (4), the half turn (3) and the other diagonal (7), with whether
/// each swaps the goals.
fn permutations(n: u32) -> Vec<(Vec<u8>, bool)> {
    let points: Vec<(i32, i32)> = (0..n * n).map(|sq| centred(sq % n, sq / n, n)).collect();
    [(0, false), (4, false), (3, true), (7, true)]
        .into_iter()
        .filter_map(|(i, swaps)| Some((permutation(&points, |p| square_map(i, p))?, swaps)))
        .collect()
}

/// The position, then its 3 other images.
pub fn images(s: &Rastros) -> Vec<Rastros> {
    permutations(u32::from(s.size))
        .into_iter()
        .map(|(perm, swaps)| Rastros {
            trail: map_mask(s.trail, &perm),
            piece: if s.placed() {
                perm[s.piece as usize]
            } else {
                s.piece
            },
            size: s.size,
            to_move: if swaps { s.to_move.other() } else { s.to_move },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rastros::rules::RastrosOptions;
    use crate::rng::Rng;
    use crate::rules::{perft, Rules};

    #[test]
    fn images_play_alike_and_keep_the_winner_to_move() {
        let mut rng = Rng::new(4);
        for size in 5..=9u8 {
            for _ in 0..20 {
                let mut s = Rastros::start(&RastrosOptions { size, start: None });
                for _ in 0..(rng.next_u64() % 12) {
                    let mut moves = Vec::new();
                    s.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    s = s.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
                }
                let all = images(&s);
                assert_eq!(all.len(), 4);
                assert_eq!(all[0], s);
                for t in all {
                    assert_eq!(perft(&s, 3), perft(&t, 3), "{s:?} {t:?}");
                    let won = |x: &Rastros| x.end().map(|e| e.winner == x.to_move);
                    assert_eq!(won(&s), won(&t), "{s:?} {t:?}");
                }
            }
        }
    }
}
