//! Six Stones' symmetries: the eight of the square (the board without its
//! corners keeps all of them), each with and without the colour swap. The
//! fixed start keeps only the mirror in the middle column (and, with the
//! colour swap, the mirror in the middle row), but positions are compared
//! under all sixteen, so that no two puzzles are the same even turned.

use std::sync::OnceLock;

use super::rules::{SixStones, NAMES};
use crate::symmetry::{map_mask, named_points, permutation, square_map};

fn permutations() -> &'static [Vec<u8>] {
    static PERMS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    PERMS.get_or_init(|| {
        let points = named_points(&NAMES, 5);
        (0..8)
            .filter_map(|i| permutation(&points, |p| square_map(i, p)))
            .collect()
    })
}

/// The position, then its 15 other images.
pub fn images(s: &SixStones) -> Vec<SixStones> {
    let mut out = Vec::with_capacity(16);
    for swap in [false, true] {
        for perm in permutations() {
            let stones = s.stones.map(|m| map_mask(u128::from(m), perm) as u32);
            out.push(if swap {
                SixStones {
                    stones: [stones[1], stones[0]],
                    to_move: s.to_move.other(),
                }
            } else {
                SixStones {
                    stones,
                    to_move: s.to_move,
                }
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sixstones::rules::{SixStonesOptions, NEIGHBOURS};
    use crate::rng::Rng;
    use crate::rules::{perft, Rules};

    #[test]
    fn eight_maps_keep_the_lines() {
        assert_eq!(permutations().len(), 8);
        for perm in permutations() {
            for p in 0..NAMES.len() {
                let image = map_mask(u128::from(NEIGHBOURS[p]), perm) as u32;
                assert_eq!(image, NEIGHBOURS[perm[p] as usize]);
            }
        }
    }

    #[test]
    fn images_play_alike() {
        let mut rng = Rng::new(8);
        for _ in 0..40 {
            let mut s = SixStones::start(&SixStonesOptions);
            for _ in 0..(rng.next_u64() % 40) {
                let mut moves = Vec::new();
                s.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                s = s.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
            }
            let all = images(&s);
            assert_eq!(all[0], s);
            for t in all {
                assert_eq!(perft(&s, 2), perft(&t, 2), "{s:?} {t:?}");
                assert_eq!(s.end().map(|e| e.reason), t.end().map(|e| e.reason));
            }
        }
    }
}
