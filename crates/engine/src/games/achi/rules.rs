//! Achi: 3×3 points, four pieces a side, place then slide; a row or a
//! column wins (a diagonal does not). RULES.md §1.

use std::fmt;

use crate::error::Error;
use crate::geometry::{parse_point, BoardKind, Geometry};
use crate::rules::{EndReason, GameEnd, MoveShape, PieceKind, Rules, Side};

pub const PIECES_PER_SIDE: u32 = 4;
pub const NAMES: [&str; 9] = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];
/// The 12 orthogonal unit steps and the 4 diagonals through the centre.
const LINES: [(&str, &str); 16] = [
    ("a1", "b1"),
    ("b1", "c1"),
    ("a2", "b2"),
    ("b2", "c2"),
    ("a3", "b3"),
    ("b3", "c3"),
    ("a1", "a2"),
    ("a2", "a3"),
    ("b1", "b2"),
    ("b2", "b3"),
    ("c1", "c2"),
    ("c2", "c3"),
    ("a1", "b2"),
    ("b2", "c3"),
    ("c1", "b2"),
    ("b2", "a3"),
];
const MILLS: [[&str; 3]; 6] = [
    ["a1", "b1", "c1"],
    ["a2", "b2", "c2"],
    ["a3", "b3", "c3"],
    ["a1", "a2", "a3"],
    ["b1", "b2", "b3"],
    ["c1", "c2", "c3"],
];
const MILL_MASKS: [u16; 6] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444];

/// Neighbours of each point along the lines, as bitmasks (index = a1..c3
/// row by row).
const NEIGHBOURS: [u16; 9] = {
    let mut n = [0u16; 9];
    let pairs: [(usize, usize); 16] = [
        (0, 1),
        (1, 2),
        (3, 4),
        (4, 5),
        (6, 7),
        (7, 8),
        (0, 3),
        (3, 6),
        (1, 4),
        (4, 7),
        (2, 5),
        (5, 8),
        (0, 4),
        (4, 8),
        (2, 4),
        (4, 6),
    ];
    let mut i = 0;
    while i < pairs.len() {
        let (a, b) = pairs[i];
        n[a] |= 1 << b;
        n[b] |= 1 << a;
        i += 1;
    }
    n
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AchiMove {
    Place(u8),
    Slide(u8, u8),
}

impl fmt::Display for AchiMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            AchiMove::Place(p) => f.write_str(NAMES[p as usize]),
            AchiMove::Slide(a, b) => write!(f, "{}-{}", NAMES[a as usize], NAMES[b as usize]),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AchiOptions {
    pub first: Side,
}

impl Default for AchiOptions {
    /// RULES.md: in the very first game Black (you) moves first.
    fn default() -> Self {
        AchiOptions { first: Side::Black }
    }
}

/// An Achi position: each side's pieces as a 9-bit mask, and who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Achi {
    pub men: [u16; 2],
    pub to_move: Side,
}

impl Achi {
    pub fn empty(first: Side) -> Achi {
        Achi {
            men: [0, 0],
            to_move: first,
        }
    }

    fn occupied(&self) -> u16 {
        self.men[0] | self.men[1]
    }

    fn placing(&self) -> bool {
        self.men[self.to_move.index()].count_ones() < PIECES_PER_SIDE
    }

    pub(super) fn has_mill(mask: u16) -> bool {
        MILL_MASKS.iter().filter(|&&m| mask & m == m).count() > 0
    }

    /// Dense index of this position for the solver's tables: base-3 board
    /// digits times two sides.
    pub fn index(&self) -> usize {
        let mut idx = 0usize;
        for p in (0..9).rev() {
            let digit = if self.men[0] >> p & 1 == 1 {
                1
            } else if self.men[1] >> p & 1 == 1 {
                2
            } else {
                0
            };
            idx = idx * 3 + digit;
        }
        idx * 2 + self.to_move.index()
    }

    /// The inverse of `index`.
    pub fn from_index(index: usize) -> Achi {
        let to_move = if index.is_multiple_of(2) {
            Side::White
        } else {
            Side::Black
        };
        let mut rest = index / 2;
        let mut men = [0u16; 2];
        for p in 0..9 {
            match rest % 3 {
                1 => men[0] |= 1 << p,
                2 => men[1] |= 1 << p,
                _ => {}
            }
            rest /= 3;
        }
        Achi { men, to_move }
    }

    pub const STATE_COUNT: usize = 19683 * 2;

    /// Counts two-in-a-row lines (third point empty) for a side.
    pub(super) fn open_twos(&self, side: Side) -> i32 {
        let own = self.men[side.index()];
        let theirs = self.men[side.other().index()];
        MILL_MASKS
            .iter()
            .filter(|&&m| theirs & m == 0 && (own & m).count_ones() == 2)
            .count() as i32
    }

    pub(super) fn slide_count(&self, side: Side) -> i32 {
        let vacant = !self.occupied() & 0x1FF;
        let own = self.men[side.index()];
        (0..9)
            .filter(|&p| vacant >> p & 1 == 1)
            .map(|p| (NEIGHBOURS[p] & own).count_ones() as i32)
            .sum()
    }
}

impl Rules for Achi {
    type Move = AchiMove;
    type Options = AchiOptions;
    const ID: &'static str = "achi";

    fn start(options: &AchiOptions) -> Achi {
        Achi::empty(options.first)
    }

    fn geometry(_: &AchiOptions) -> Geometry {
        Geometry::from_names(BoardKind::Points, 3, 3, &NAMES, &LINES, &MILLS)
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<AchiMove>) {
        if self.end().is_some() {
            return;
        }
        let vacant = !self.occupied() & 0x1FF;
        if self.placing() {
            out.extend(
                (0..9u8)
                    .filter(|&p| vacant >> p & 1 == 1)
                    .map(AchiMove::Place),
            );
            return;
        }
        let own = self.men[self.to_move.index()];
        for to in (0..9u8).filter(|&p| vacant >> p & 1 == 1) {
            let movers = NEIGHBOURS[to as usize] & own;
            out.extend(
                (0..9u8)
                    .filter(|&f| movers >> f & 1 == 1)
                    .map(|from| AchiMove::Slide(from, to)),
            );
        }
    }

    fn play(&self, m: AchiMove) -> Achi {
        let mut next = *self;
        let own = &mut next.men[self.to_move.index()];
        match m {
            AchiMove::Place(p) => *own |= 1 << p,
            AchiMove::Slide(a, b) => *own = (*own & !(1 << a)) | 1 << b,
        }
        next.to_move = self.to_move.other();
        next
    }

    fn end(&self) -> Option<GameEnd> {
        let mover = self.to_move.other();
        if Achi::has_mill(self.men[mover.index()]) {
            return Some(GameEnd {
                winner: mover,
                reason: EndReason::Mill,
            });
        }
        if !self.placing() && self.slide_count(self.to_move) == 0 {
            return Some(GameEnd {
                winner: mover,
                reason: EndReason::NoMove,
            });
        }
        None
    }

    fn key(&self) -> u64 {
        crate::rng::mix(self.index() as u64 + 1)
    }

    fn parse_move(&self, text: &str) -> Result<AchiMove, Error> {
        let geometry = Achi::geometry(&AchiOptions::default());
        match text.split_once('-') {
            Some((a, b)) => Ok(AchiMove::Slide(
                parse_point(&geometry, a)? as u8,
                parse_point(&geometry, b)? as u8,
            )),
            None => Ok(AchiMove::Place(parse_point(&geometry, text)? as u8)),
        }
    }

    fn shape(&self, m: AchiMove) -> MoveShape {
        match m {
            AchiMove::Place(p) => MoveShape {
                from: None,
                to: p as usize,
                remove: None,
            },
            AchiMove::Slide(a, b) => MoveShape {
                from: Some(a as usize),
                to: b as usize,
                remove: None,
            },
        }
    }

    fn explain_illegal(&self, m: AchiMove) -> String {
        let side = Achi::side_id(self.to_move);
        let occupied = self.occupied();
        match m {
            _ if self.end().is_some() => "the game is over".to_string(),
            AchiMove::Place(_) if !self.placing() => format!(
                "{m}: all of {side}'s pieces are on the board; slide one with from-to, like a1-b2"
            ),
            AchiMove::Slide(..) if self.placing() => {
                format!("{m}: {side} still has pieces to place; name a vacant point, like b2")
            }
            AchiMove::Place(p) if occupied >> p & 1 == 1 => format!("{m} is not vacant"),
            AchiMove::Slide(_, p) if occupied >> p & 1 == 1 => {
                format!("{m}: {} is not vacant", NAMES[p as usize])
            }
            AchiMove::Slide(a, _) if self.men[self.to_move.index()] >> a & 1 == 0 => {
                format!("{m}: there is no {side} piece on {}", NAMES[a as usize])
            }
            AchiMove::Slide(a, b) => format!(
                "{m}: {} and {} are not joined by a line",
                NAMES[a as usize], NAMES[b as usize]
            ),
            AchiMove::Place(_) => format!("{m} is not a legal move in this position"),
        }
    }

    fn pieces(&self) -> Vec<(usize, PieceKind)> {
        (0..9)
            .filter_map(|p| {
                if self.men[0] >> p & 1 == 1 {
                    Some((p, PieceKind::White))
                } else if self.men[1] >> p & 1 == 1 {
                    Some((p, PieceKind::Black))
                } else {
                    None
                }
            })
            .collect()
    }

    fn in_hand(&self) -> [u32; 2] {
        [
            PIECES_PER_SIDE - self.men[0].count_ones(),
            PIECES_PER_SIDE - self.men[1].count_ones(),
        ]
    }

    /// Placing while a side has pieces in hand, sliding afterwards.
    fn phases(&self) -> Option<[&'static str; 2]> {
        let phase = |hand: u32| if hand > 0 { "placing" } else { "sliding" };
        let [white, black] = self.in_hand();
        Some([phase(white), phase(black)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_all(first: Side, moves: &str) -> Achi {
        let mut s = Achi::empty(first);
        for text in moves.split_whitespace() {
            let m = s.parse_move(text).unwrap();
            let mut legal = Vec::new();
            s.legal_moves(&mut legal);
            assert!(legal.contains(&m), "{text} should be legal");
            s = s.play(m);
        }
        s
    }

    #[test]
    fn geometry_has_16_lines_and_6_mills_without_diagonals() {
        let g = Achi::geometry(&AchiOptions::default());
        assert_eq!(g.points.len(), 9);
        assert_eq!(g.lines.len(), 16);
        assert_eq!(g.mills.len(), 6);
        let b1 = g.index_of("b1").unwrap();
        let a2 = g.index_of("a2").unwrap();
        assert!(!g.lines.contains(&(b1, a2)) && !g.lines.contains(&(a2, b1)));
    }

    #[test]
    fn row_wins_diagonal_does_not() {
        let diag = play_all(Side::Black, "a1 b1 b2 c1 c3");
        assert_eq!(diag.end(), None);
        let row = play_all(Side::Black, "a1 a2 b1 b2 c1");
        assert_eq!(
            row.end(),
            Some(GameEnd {
                winner: Side::Black,
                reason: EndReason::Mill
            })
        );
        let mut moves = Vec::new();
        row.legal_moves(&mut moves);
        assert!(moves.is_empty());
    }

    #[test]
    fn stage_two_slides_into_the_single_vacancy() {
        // Black a1 c1 b3 c2, White b1 a2 b2 a3 (no mill on either side); c3 vacant.
        let s = play_all(Side::Black, "a1 b1 c1 a2 b3 b2 c2 a3");
        assert_eq!(s.end(), None);
        let mut moves: Vec<String> = Vec::new();
        let mut buf = Vec::new();
        s.legal_moves(&mut buf);
        moves.extend(buf.iter().map(ToString::to_string));
        moves.sort();
        // c3's neighbours: b3, c2 (orthogonal) and b2 (diagonal, White's).
        assert_eq!(moves, vec!["b3-c3", "c2-c3"]);
    }

    #[test]
    fn stalemate_loses() {
        // Black a1 c1 a3 c3 is impossible without a mill? corners only: no mill.
        // White b1 a2 c2 b3; vacancy b2 next to every point: not stalemate.
        let s = play_all(Side::Black, "a1 b1 c1 a2 a3 c2 c3 b3");
        assert_eq!(s.end(), None);
        let custom = Achi {
            // White on b1, a2, b2, c3; Black on c1, c2, a3, b3; vacancy a1.
            men: [
                1 << 1 | 1 << 3 | 1 << 4 | 1 << 8,
                1 << 2 | 1 << 5 | 1 << 6 | 1 << 7,
            ],
            to_move: Side::Black,
        };
        assert_eq!(
            custom.end(),
            Some(GameEnd {
                winner: Side::White,
                reason: EndReason::NoMove
            })
        );
    }

    #[test]
    fn index_round_trips() {
        let s = play_all(Side::White, "b2 a1 c3");
        assert_eq!(Achi::from_index(s.index()), s);
    }

    #[test]
    fn illegal_moves_are_explained() {
        let s = play_all(Side::Black, "b2");
        assert!(s.explain_illegal(AchiMove::Place(4)).contains("not vacant"));
        assert!(s
            .explain_illegal(AchiMove::Slide(4, 0))
            .contains("still has pieces"));
        let full = play_all(Side::Black, "a1 b1 c1 a2 b3 b2 c2 a3");
        assert!(full
            .explain_illegal(AchiMove::Place(8))
            .contains("slide one"));
        assert!(full
            .explain_illegal(AchiMove::Slide(0, 8))
            .contains("not joined"));
        assert!(full
            .explain_illegal(AchiMove::Slide(1, 8))
            .contains("no black piece"));
    }
}
