//! Nine Men's Morris' symmetries: the eight of the square, each with and
//! without swapping the inner and outer squares (16 in all, each mapping
//! lines to lines and mills to mills), each with and without the colour
//! swap, which the rules allow. The endgame table and the opening book,
//! which store one position of each class, carry masks through the 16
//! board symmetries a byte at a time (`symmetries`).

use std::sync::OnceLock;

#[cfg(feature = "puzzles")]
use super::rules::Morris;
use super::rules::NAMES;
use crate::symmetry::{map_mask, named_points, permutation, square_map};

/// Swaps the inner square (ring 1 of the doubled coordinates, ±2) and the
/// outer one (±6), keeping the middle one (±4).
fn swap_rings((x, y): (i32, i32)) -> (i32, i32) {
    let ring = x.abs().max(y.abs());
    let other = 8 - ring;
    (x / ring * other, y / ring * other)
}

fn permutations() -> &'static [Vec<u8>] {
    static PERMS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    PERMS.get_or_init(|| {
        let points = named_points(&NAMES, 7);
        let mut perms = Vec::with_capacity(16);
        for rings in [false, true] {
            for i in 0..8 {
                let map = |p| {
                    let q = square_map(i, p);
                    if rings {
                        swap_rings(q)
                    } else {
                        q
                    }
                };
                perms.extend(permutation(&points, map));
            }
        }
        perms
    })
}

/// The board symmetries (without the colour swap).
pub const COUNT: usize = 16;

/// The board symmetries as tables: `bytes[g][b][v]` is the image under
/// symmetry `g` of the points in byte `b` of a mask whose byte `b` is `v`.
pub struct Symmetries {
    bytes: Vec<[[u32; 256]; 3]>,
}

impl Symmetries {
    fn build() -> Symmetries {
        let bytes = permutations()
            .iter()
            .map(|perm| {
                let mut table = [[0u32; 256]; 3];
                for (b, row) in table.iter_mut().enumerate() {
                    for (v, image) in row.iter_mut().enumerate() {
                        *image = map_mask((v as u128) << (8 * b), perm) as u32;
                    }
                }
                table
            })
            .collect();
        Symmetries { bytes }
    }

    /// The image of `mask` under symmetry `g` (0 is the identity).
    #[inline]
    pub fn apply(&self, g: usize, mask: u32) -> u32 {
        let t = &self.bytes[g];
        t[0][(mask & 0xFF) as usize]
            | t[1][(mask >> 8 & 0xFF) as usize]
            | t[2][(mask >> 16 & 0xFF) as usize]
    }
}

/// The tables, built on first use (a few microseconds).
pub fn symmetries() -> &'static Symmetries {
    static TABLE: OnceLock<Symmetries> = OnceLock::new();
    TABLE.get_or_init(Symmetries::build)
}

/// The position, then its 31 other images.
#[cfg(feature = "puzzles")]
pub fn images(s: &Morris) -> Vec<Morris> {
    let mut out = Vec::with_capacity(32);
    for swap in [false, true] {
        for perm in permutations() {
            let men = s.men.map(|m| map_mask(u128::from(m), perm) as u32);
            out.push(if swap {
                Morris {
                    men: [men[1], men[0]],
                    hand: [s.hand[1], s.hand[0]],
                    to_move: s.to_move.other(),
                }
            } else {
                Morris {
                    men,
                    hand: s.hand,
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
    use crate::games::morris::rules::{ADJACENT, MILL_MASKS};
    #[cfg(feature = "puzzles")]
    use crate::rng::Rng;
    #[cfg(feature = "puzzles")]
    use crate::rules::{perft, Rules, Side};

    #[test]
    fn sixteen_maps_keep_lines_and_mills() {
        let perms = permutations();
        assert_eq!(perms.len(), 16);
        let distinct: std::collections::BTreeSet<&Vec<u8>> = perms.iter().collect();
        assert_eq!(distinct.len(), 16);
        for perm in perms {
            for p in 0..24 {
                let image = map_mask(u128::from(ADJACENT[p]), perm) as u32;
                assert_eq!(image, ADJACENT[perm[p] as usize], "{p}");
            }
            for mill in MILL_MASKS {
                let image = map_mask(u128::from(mill), perm) as u32;
                assert!(MILL_MASKS.contains(&image));
            }
        }
    }

    #[cfg(feature = "puzzles")]
    #[test]
    fn images_play_alike() {
        let mut rng = Rng::new(3);
        for _ in 0..40 {
            let mut s = Morris {
                men: [0, 0],
                hand: [9, 9],
                to_move: Side::White,
            };
            for _ in 0..(rng.next_u64() % 30) {
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

    #[cfg(feature = "tables")]
    #[test]
    fn byte_tables_agree_with_the_permutations() {
        let s = symmetries();
        for (g, perm) in permutations().iter().enumerate() {
            for (p, &image) in perm.iter().enumerate() {
                assert_eq!(s.apply(g, 1 << p), 1 << image);
            }
            assert_eq!(s.apply(g, 0x00FF_FFFF).count_ones(), 24);
        }
        assert_eq!(s.apply(0, 0b1011), 0b1011);
    }
}
