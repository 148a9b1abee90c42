//! Achi's symmetries: the eight of the square (rows and columns go to rows
//! and columns, the diagonals to the diagonals), each with and without the
//! colour swap, which the rules allow (both sides play alike).

use std::sync::OnceLock;

use super::rules::{Achi, NAMES};
use crate::symmetry::{map_mask, named_points, permutation, square_map};

fn permutations() -> &'static [Vec<u8>] {
    static PERMS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    PERMS.get_or_init(|| {
        let points = named_points(&NAMES, 3);
        (0..8)
            .filter_map(|i| permutation(&points, |p| square_map(i, p)))
            .collect()
    })
}

/// The position, then its 15 other images.
pub fn images(s: &Achi) -> Vec<Achi> {
    let mut out = Vec::with_capacity(16);
    for swap in [false, true] {
        for perm in permutations() {
            let men = s.men.map(|m| map_mask(u128::from(m), perm) as u16);
            out.push(if swap {
                Achi {
                    men: [men[1], men[0]],
                    to_move: s.to_move.other(),
                }
            } else {
                Achi {
                    men,
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
    use crate::games::achi::solver::table;
    use crate::rules::Rules;

    #[test]
    fn every_image_keeps_the_solved_value() {
        assert_eq!(permutations().len(), 8);
        for index in (0..Achi::STATE_COUNT).step_by(7) {
            let s = Achi::from_index(index);
            if s.men[0] & s.men[1] != 0 {
                continue;
            }
            let images = images(&s);
            assert_eq!(images[0], s);
            for t in images {
                assert_eq!(table().value(&s), table().value(&t), "{s:?} {t:?}");
                assert_eq!(
                    crate::rules::perft(&s, 2),
                    crate::rules::perft(&t, 2),
                    "{s:?}"
                );
                assert_eq!(s.end().map(|e| e.reason), t.end().map(|e| e.reason));
            }
        }
    }
}
