//! Point names (`b2`) shared by every game, and helpers that read them with
//! messages a player can act on.

use crate::geometry::Geometry;
use crate::rules::MoveError;

/// `x`, `y` counted from 0 → `"b2"`-style name.
pub fn point_name(x: u32, y: u32) -> String {
    let column = char::from(b'a' + (x as u8));
    format!("{column}{}", y + 1)
}

/// Reads one point name against a board, e.g. `"b2"`.
pub fn parse_point(geometry: &Geometry, text: &str) -> Result<usize, MoveError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(MoveError(
            "a point is missing (expected a name like b2)".into(),
        ));
    }
    let lower = trimmed.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let looks_like_point = bytes[0].is_ascii_lowercase()
        && bytes.len() >= 2
        && bytes[1..].iter().all(u8::is_ascii_digit);
    if !looks_like_point {
        return Err(MoveError(format!(
            "'{trimmed}' is not a point name (expected a letter and a number, like b2)"
        )));
    }
    geometry
        .index_of(&lower)
        .ok_or_else(|| MoveError(format!("{lower} is not a point of this board")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        let g = Geometry::square_grid(7);
        for (i, p) in g.points.iter().enumerate() {
            assert_eq!(parse_point(&g, &p.name), Ok(i));
        }
        assert_eq!(parse_point(&g, " G7 "), Ok(48));
    }

    #[test]
    fn bad_names_say_what_is_wrong() {
        let g = Geometry::square_grid(5);
        assert!(parse_point(&g, "f1")
            .unwrap_err()
            .0
            .contains("f1 is not a point"));
        assert!(parse_point(&g, "b")
            .unwrap_err()
            .0
            .contains("not a point name"));
        assert!(parse_point(&g, "").unwrap_err().0.contains("missing"));
        assert!(parse_point(&g, "1b")
            .unwrap_err()
            .0
            .contains("not a point name"));
    }
}
