//! The eight symmetries of the square as maps of board coordinates, and the
//! permutations of a board's points they induce. Each game builds its own
//! list of symmetries from these (with the colour swap where its rules
//! allow it) for `Game::images`. A leaf module.

/// Coordinates doubled and taken from the board's centre, so that boards of
/// odd and even width both have whole-number centres: on a board `width`
/// points wide, column `x` is `2x − (width − 1)`.
pub fn centred(x: u32, y: u32, width: u32) -> (i32, i32) {
    let w = width as i32 - 1;
    (2 * x as i32 - w, 2 * y as i32 - w)
}

/// The `i`-th symmetry of the square (0: identity; 1–3: the mirrors in the
/// axes and the half turn; 4–7: the diagonal mirrors and quarter turns).
pub fn square_map(i: usize, (x, y): (i32, i32)) -> (i32, i32) {
    match i % 8 {
        0 => (x, y),
        1 => (-x, y),
        2 => (x, -y),
        3 => (-x, -y),
        4 => (y, x),
        5 => (-y, x),
        6 => (y, -x),
        _ => (-y, -x),
    }
}

/// The permutation `map` induces on `points` (centred coordinates):
/// `perm[p]` is the image of point `p`. `None` if some point has no image
/// on the board.
pub fn permutation(
    points: &[(i32, i32)],
    map: impl Fn((i32, i32)) -> (i32, i32),
) -> Option<Vec<u8>> {
    points
        .iter()
        .map(|&p| {
            let image = map(p);
            points.iter().position(|&q| q == image).map(|i| i as u8)
        })
        .collect()
}

/// The image of a set of points (bit `p` for point `p`) under `perm`.
pub fn map_mask(mask: u128, perm: &[u8]) -> u128 {
    let mut out = 0;
    let mut rest = mask;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        out |= 1u128 << perm[p];
    }
    out
}

/// Centred coordinates of points named like `b2` on a board `width` wide.
pub fn named_points(names: &[&str], width: u32) -> Vec<(i32, i32)> {
    names
        .iter()
        .map(|name| {
            let bytes = name.as_bytes();
            let x = u32::from(bytes[0].wrapping_sub(b'a'));
            let y = name[1..].parse::<u32>().unwrap_or(1).saturating_sub(1);
            centred(x, y, width)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eight_maps_form_the_group_of_the_square() {
        let p = (1, 3);
        let images: std::collections::BTreeSet<(i32, i32)> =
            (0..8).map(|i| square_map(i, p)).collect();
        assert_eq!(images.len(), 8);
        for i in 0..8 {
            for j in 0..8 {
                let composed = square_map(i, square_map(j, p));
                assert!(images.contains(&composed));
            }
        }
    }

    #[test]
    fn permutations_of_a_small_board() {
        let points = named_points(&["a1", "b1", "a2", "b2"], 2);
        assert_eq!(points[0], (-1, -1));
        let turn = permutation(&points, |p| square_map(3, p)).unwrap();
        assert_eq!(turn, vec![3, 2, 1, 0]);
        assert_eq!(map_mask(0b0011, &turn), 0b1100);
        assert!(permutation(&points, |(x, y)| (x + 2, y)).is_none());
    }
}
