//! Board geometry as data: the points (or squares) with their names and
//! drawing positions, the lines between them and the mills; and point names
//! (`b2`), read with messages a player can act on. The web board is drawn
//! from this, so there is one source of truth for every point.

use crate::error::Error;

#[cfg(feature = "serde")]
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "lowercase"))]
pub enum BoardKind {
    /// Pieces stand on the intersections of lines (Achi, Morris, Six Stones).
    Points,
    /// Pieces stand inside squares (Rastros).
    Squares,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Point {
    pub name: String,
    /// Column and row counted from 0 at the bottom-left, in board units.
    pub x: u32,
    pub y: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct Geometry {
    pub kind: BoardKind,
    /// Board extent in units: columns and rows.
    pub columns: u32,
    pub rows: u32,
    pub points: Vec<Point>,
    /// Pairs of point indices joined by a line.
    pub lines: Vec<(usize, usize)>,
    /// Triples of point indices that form a mill.
    pub mills: Vec<[usize; 3]>,
}

impl Geometry {
    /// Builds a geometry from point names on a grid of `columns` × `rows`.
    /// Names are taken as `column letter` + `row number`, which fixes x/y.
    pub fn from_names(
        kind: BoardKind,
        columns: u32,
        rows: u32,
        names: &[&str],
        lines: &[(&str, &str)],
        mills: &[[&str; 3]],
    ) -> Geometry {
        let points: Vec<Point> = names
            .iter()
            .map(|name| {
                let bytes = name.as_bytes();
                let x = u32::from(bytes[0] - b'a');
                let y: u32 = name[1..].parse::<u32>().unwrap_or(1) - 1;
                Point {
                    name: (*name).to_string(),
                    x,
                    y,
                }
            })
            .collect();
        let index = |n: &str| names.iter().position(|p| *p == n).unwrap_or(usize::MAX);
        Geometry {
            kind,
            columns,
            rows,
            lines: lines.iter().map(|(a, b)| (index(a), index(b))).collect(),
            mills: mills
                .iter()
                .map(|m| [index(m[0]), index(m[1]), index(m[2])])
                .collect(),
            points,
        }
    }

    /// A full grid of `n` × `n` squares, numbered row by row from a1.
    pub fn square_grid(n: u32) -> Geometry {
        let mut points = Vec::with_capacity((n * n) as usize);
        for y in 0..n {
            for x in 0..n {
                points.push(Point {
                    name: point_name(x, y),
                    x,
                    y,
                });
            }
        }
        Geometry {
            kind: BoardKind::Squares,
            columns: n,
            rows: n,
            points,
            lines: Vec::new(),
            mills: Vec::new(),
        }
    }

    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.points.iter().position(|p| p.name == name)
    }

    pub fn name(&self, index: usize) -> &str {
        self.points.get(index).map_or("?", |p| p.name.as_str())
    }
}

/// `x`, `y` counted from 0 → `"b2"`-style name.
pub fn point_name(x: u32, y: u32) -> String {
    let column = char::from(b'a' + (x as u8));
    format!("{column}{}", y + 1)
}

/// Reads one point name against a board, e.g. `"b2"`.
pub fn parse_point(geometry: &Geometry, text: &str) -> Result<usize, Error> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(Error::unreadable(
            "a point is missing (expected a name like b2)",
        ));
    }
    let lower = trimmed.to_ascii_lowercase();
    let bytes = lower.as_bytes();
    let looks_like_point = bytes[0].is_ascii_lowercase()
        && bytes.len() >= 2
        && bytes[1..].iter().all(u8::is_ascii_digit);
    if !looks_like_point {
        return Err(Error::unreadable(format!(
            "'{trimmed}' is not a point name (expected a letter and a number, like b2)"
        )));
    }
    geometry
        .index_of(&lower)
        .ok_or_else(|| Error::unreadable(format!("{lower} is not a point of this board")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fix_coordinates() {
        let g = Geometry::from_names(BoardKind::Points, 3, 3, &["a1", "c3"], &[("a1", "c3")], &[]);
        assert_eq!((g.points[1].x, g.points[1].y), (2, 2));
        assert_eq!(g.lines, vec![(0, 1)]);
        assert_eq!(g.index_of("c3"), Some(1));
        assert_eq!(g.index_of("b2"), None);
    }

    #[test]
    fn square_grid_is_row_major_from_a1() {
        let g = Geometry::square_grid(5);
        assert_eq!(g.points.len(), 25);
        assert_eq!(g.name(0), "a1");
        assert_eq!(g.name(6), "b2");
        assert_eq!(g.name(24), "e5");
    }

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
            .message
            .contains("f1 is not a point"));
        assert!(parse_point(&g, "b")
            .unwrap_err()
            .message
            .contains("not a point name"));
        assert!(parse_point(&g, "").unwrap_err().message.contains("missing"));
        assert!(parse_point(&g, "1b")
            .unwrap_err()
            .message
            .contains("not a point name"));
    }
}
