//! Rastros: one shared piece on an n×n board (5 ≤ n ≤ 9) steps like a chess
//! king to squares it has never occupied; goal 1 (`a1`) wins for Player 1,
//! goal 2 (the top-right corner) for Player 2, whoever moves the piece
//! there, and a player with no move loses. RULES.md §4.
//!
//! The trail and the free squares are `u128` bitboards (square index
//! `y·n + x`, row by row from `a1`, as `Geometry::square_grid`). The exact
//! solver lives in `solver.rs`, the heuristic evaluation in `eval.rs`.

use std::fmt;
use std::sync::LazyLock;

use super::bits::{bit, down, squares, up};
use crate::error::Error;
use crate::geometry::{parse_point, point_name, Geometry};
use crate::rules::{EndReason, GameEnd, MoveShape, PieceKind, Rules, Side};

pub const MIN_SIZE: u8 = 5;
pub const MAX_SIZE: u8 = 9;
pub const DEFAULT_SIZE: u8 = 7;
/// `piece` before the first move of a free start.
const NO_PIECE: u8 = u8::MAX;

/// Bit masks of one board size.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub n: u32,
    /// Every square of the board.
    pub all: u128,
    /// Every square except the first (a) and the last column.
    pub not_first_column: u128,
    pub not_last_column: u128,
    /// King-step neighbours of each square.
    pub neighbours: [u128; 81],
    /// Goal squares, indexed by `Side::index` (Player 1 = White = a1).
    pub goal: [u8; 2],
    /// Both goals as one mask.
    pub goals: u128,
}

const fn build_grid(n: u32) -> Grid {
    let mut all = 0u128;
    let mut not_first_column = 0u128;
    let mut not_last_column = 0u128;
    let mut neighbours = [0u128; 81];
    let mut y = 0;
    while y < n {
        let mut x = 0;
        while x < n {
            let bit = 1u128 << (y * n + x);
            all |= bit;
            if x != 0 {
                not_first_column |= bit;
            }
            if x != n - 1 {
                not_last_column |= bit;
            }
            let mut dy: i32 = -1;
            while dy <= 1 {
                let mut dx: i32 = -1;
                while dx <= 1 {
                    let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                    if (dx != 0 || dy != 0) && nx >= 0 && ny >= 0 && nx < n as i32 && ny < n as i32
                    {
                        neighbours[(y * n + x) as usize] |= 1u128 << (ny as u32 * n + nx as u32);
                    }
                    dx += 1;
                }
                dy += 1;
            }
            x += 1;
        }
        y += 1;
    }
    let top_right = (n * n - 1) as u8;
    Grid {
        n,
        all,
        not_first_column,
        not_last_column,
        neighbours,
        goal: [0, top_right],
        goals: 1 | 1u128 << top_right,
    }
}

/// The masks of every size and the Zobrist keys, built at first use (in
/// microseconds) rather than shipped in the wasm: the keys are random and
/// do not compress, and the masks, mostly zeros, became hundreds of small
/// data segments.
struct Tables {
    grids: [Grid; 5],
    /// Trail squares, piece square (slot 81 for "not placed"), board size.
    trail: [u64; 81],
    piece: [u64; 82],
    size: [u64; 10],
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| Tables {
    grids: [5, 6, 7, 8, 9].map(build_grid),
    trail: zobrist(0x7261_7374),
    piece: zobrist(0x726f_7321),
    size: zobrist(0x7369_7a65),
});

impl Grid {
    /// The masks of an `n`×`n` board; `n` must be 5 to 9.
    pub fn of(n: u8) -> &'static Grid {
        &TABLES.grids[(n.clamp(MIN_SIZE, MAX_SIZE) - MIN_SIZE) as usize]
    }

    /// `set` plus every square a king step away from it.
    #[inline]
    pub fn dilate(&self, set: u128) -> u128 {
        let row = set | (set & self.not_last_column) << 1 | (set & self.not_first_column) >> 1;
        (row | up(row, self.n) | down(row, self.n)) & self.all
    }

    pub fn name(&self, square: u8) -> String {
        point_name(u32::from(square) % self.n, u32::from(square) / self.n)
    }

    /// King distance between two squares.
    pub fn king_distance(&self, a: u8, b: u8) -> u32 {
        let (a, b) = (u32::from(a), u32::from(b));
        (a % self.n)
            .abs_diff(b % self.n)
            .max((a / self.n).abs_diff(b / self.n))
    }
}

/// The tournament start square of each size: `d4` on 5×5 and 6×6, `e5` on
/// 7×7 and 8×8, `f6` on 9×9.
pub fn fixed_start(n: u8) -> u8 {
    let (x, y) = match n {
        5 | 6 => (3, 3),
        7 | 8 => (4, 4),
        _ => (5, 5),
    };
    y * n + x
}

/// A move: the destination square (or the start square of a free start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RastrosMove {
    pub to: u8,
    /// The board size, so the move can name itself.
    pub size: u8,
}

impl fmt::Display for RastrosMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Grid::of(self.size).name(self.to))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RastrosOptions {
    /// Board size n (n×n squares), 5 to 9.
    pub size: u8,
    /// Fixed start square, or `None` for a free start.
    pub start: Option<u8>,
}

impl Default for RastrosOptions {
    /// RULES.md: 7×7, free start.
    fn default() -> Self {
        RastrosOptions {
            size: DEFAULT_SIZE,
            start: None,
        }
    }
}

/// A Rastros position: the squares the piece has left, where it stands
/// (`NO_PIECE` before a free start's first move), the board size and who
/// moves. Player 1 is `Side::White`, Player 2 `Side::Black`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rastros {
    pub trail: u128,
    pub piece: u8,
    pub size: u8,
    pub to_move: Side,
}

/// Zobrist keys from a salt (see `Tables`).
fn zobrist<const N: usize>(salt: u64) -> [u64; N] {
    std::array::from_fn(|i| crate::rng::mix(salt.wrapping_mul(0x1000) + i as u64 + 1))
}
/// The key of Player 2 to move.
const Z_SIDE_P2: u64 = crate::rng::mix(0x5032_5032);

impl Rastros {
    pub fn new(options: &RastrosOptions) -> Rastros {
        Rastros {
            trail: 0,
            piece: options.start.unwrap_or(NO_PIECE),
            size: options.size,
            to_move: Side::White,
        }
    }

    pub fn grid(&self) -> &'static Grid {
        Grid::of(self.size)
    }

    /// Whether the piece is on the board (false only before a free start's
    /// first move).
    pub fn placed(&self) -> bool {
        self.piece != NO_PIECE
    }

    fn piece_bit(&self) -> u128 {
        if self.placed() {
            bit(self.piece)
        } else {
            0
        }
    }

    /// Squares the piece may still enter: neither trail nor its own square.
    pub fn free(&self) -> u128 {
        self.grid().all & !self.trail & !self.piece_bit()
    }

    /// The squares the piece can step to now (ignoring whether the game has
    /// ended).
    pub(super) fn targets(&self) -> u128 {
        if self.placed() {
            self.grid().neighbours[self.piece as usize] & self.free()
        } else {
            self.grid().all & !self.grid().goals
        }
    }

    pub fn mv(&self, to: u8) -> RastrosMove {
        RastrosMove {
            to,
            size: self.size,
        }
    }

    fn goal_winner(&self) -> Option<Side> {
        let g = self.grid();
        if !self.placed() {
            None
        } else if self.piece == g.goal[0] {
            Some(Side::White)
        } else if self.piece == g.goal[1] {
            Some(Side::Black)
        } else {
            None
        }
    }
}

impl Rules for Rastros {
    type Move = RastrosMove;
    type Options = RastrosOptions;
    const ID: &'static str = "rastros";
    const SELF_DEFEAT: bool = true;

    fn start(options: &RastrosOptions) -> Rastros {
        Rastros::new(options)
    }

    fn geometry(options: &RastrosOptions) -> Geometry {
        Geometry::square_grid(u32::from(options.size))
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn legal_moves(&self, out: &mut Vec<RastrosMove>) {
        if self.goal_winner().is_some() {
            return;
        }
        out.extend(squares(self.targets()).map(|to| self.mv(to)));
    }

    fn play(&self, m: RastrosMove) -> Rastros {
        Rastros {
            trail: self.trail | self.piece_bit(),
            piece: m.to,
            size: self.size,
            to_move: self.to_move.other(),
        }
    }

    fn end(&self) -> Option<GameEnd> {
        if let Some(winner) = self.goal_winner() {
            return Some(GameEnd {
                winner,
                reason: EndReason::Goal,
            });
        }
        if self.targets() == 0 {
            return Some(GameEnd {
                winner: self.to_move.other(),
                reason: EndReason::NoMove,
            });
        }
        None
    }

    fn key(&self) -> u64 {
        let tables = &*TABLES;
        let mut key = tables.size[self.size as usize]
            ^ tables.piece[usize::from(self.piece).min(81)]
            ^ if self.to_move == Side::Black {
                Z_SIDE_P2
            } else {
                0
            };
        for square in squares(self.trail) {
            key ^= tables.trail[usize::from(square)];
        }
        key
    }

    fn parse_move(&self, text: &str) -> Result<RastrosMove, Error> {
        let trimmed = text.trim();
        if let Some((_, to)) = trimmed.split_once('-') {
            return Err(Error::unreadable(format!(
                "'{trimmed}': a Rastros move names the destination square alone, like {}",
                to.trim()
            )));
        }
        let geometry = Geometry::square_grid(u32::from(self.size));
        let square = parse_point(&geometry, trimmed)?;
        Ok(self.mv(square as u8))
    }

    fn shape(&self, m: RastrosMove) -> MoveShape {
        MoveShape {
            from: self.placed().then_some(self.piece as usize),
            to: m.to as usize,
            remove: None,
        }
    }

    fn explain_illegal(&self, m: RastrosMove) -> String {
        let g = self.grid();
        let mask = bit(m.to);
        if self.end().is_some() {
            return "the game is over".to_string();
        }
        if m.size != self.size || mask & g.all == 0 {
            return format!("{m} is not a square of this board");
        }
        if !self.placed() {
            return if mask & g.goals != 0 {
                format!("{m} is a goal: the piece must start on another square")
            } else {
                format!("{m} is not a legal start square")
            };
        }
        let at = g.name(self.piece);
        if m.to == self.piece {
            format!("{m}: the piece is already there; step to a neighbouring square")
        } else if self.trail & mask != 0 {
            format!("{m} is blocked: the piece has already been there")
        } else if g.neighbours[self.piece as usize] & mask == 0 {
            format!("{m} is not next to the piece on {at}")
        } else {
            format!("{m} is not a legal move in this position")
        }
    }

    fn pieces(&self) -> Vec<(usize, PieceKind)> {
        if self.placed() {
            vec![(self.piece as usize, PieceKind::Marker)]
        } else {
            Vec::new()
        }
    }

    /// Placing the piece (a free start's first move), then moving it; the
    /// piece is shared, so both players are in the same phase.
    fn phases(&self) -> Option<[&'static str; 2]> {
        Some([if self.placed() { "moving" } else { "placing" }; 2])
    }

    fn marks(&self) -> Vec<(usize, &'static str)> {
        let g = self.grid();
        let mut marks: Vec<(usize, &str)> = squares(self.trail)
            .map(|square| (usize::from(square), "blocked"))
            .collect();
        marks.push((g.goal[0] as usize, "goal1"));
        marks.push((g.goal[1] as usize, "goal2"));
        marks
    }

    fn side_id(side: Side) -> &'static str {
        match side {
            Side::White => "p1",
            Side::Black => "p2",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_all(opts: &RastrosOptions, moves: &str) -> Rastros {
        let mut s = Rastros::start(opts);
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
    fn grids_have_king_neighbours() {
        let g = Grid::of(7);
        assert_eq!(g.neighbours[0].count_ones(), 3);
        assert_eq!(g.neighbours[24].count_ones(), 8);
        assert_eq!(g.neighbours[6].count_ones(), 3);
        assert_eq!(g.goal, [0, 48]);
        assert_eq!(g.dilate(1), 1 | 2 | 1 << 7 | 1 << 8);
        assert_eq!(Grid::of(9).all.count_ones(), 81);
        assert_eq!(g.name(fixed_start(7)), "e5");
        assert_eq!(Grid::of(5).name(fixed_start(5)), "d4");
        assert_eq!(Grid::of(6).name(fixed_start(6)), "d4");
        assert_eq!(Grid::of(8).name(fixed_start(8)), "e5");
        assert_eq!(Grid::of(9).name(fixed_start(9)), "f6");
    }

    #[test]
    fn free_start_places_anywhere_but_the_goals() {
        let s = Rastros::start(&RastrosOptions::default());
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        assert_eq!(moves.len(), 47);
        assert!(s.pieces().is_empty());
        let placed = play_all(&RastrosOptions::default(), "d4");
        assert_eq!(placed.to_move, Side::Black);
        assert_eq!(placed.trail, 0);
        assert_eq!(placed.pieces(), vec![(24, PieceKind::Marker)]);
        assert_eq!(
            s.explain_illegal(s.mv(0)),
            "a1 is a goal: the piece must start on another square"
        );
    }

    #[test]
    fn steps_block_the_trail_and_goals_decide() {
        let opts = RastrosOptions {
            size: 5,
            start: Some(12),
        };
        let s = play_all(&opts, "b2");
        assert_eq!(s.end(), None);
        assert_eq!(s.trail, 1 << 12);
        assert_eq!(
            s.marks(),
            vec![(12, "blocked"), (0, "goal1"), (24, "goal2")]
        );
        // Player 2 moves into a1: Player 1 wins.
        let done = s.play(s.mv(0));
        assert_eq!(
            done.end(),
            Some(GameEnd {
                winner: Side::White,
                reason: EndReason::Goal
            })
        );
        let mut moves = Vec::new();
        done.legal_moves(&mut moves);
        assert!(moves.is_empty());
        assert_eq!(Rastros::side_id(Side::White), "p1");
        assert!(s.explain_illegal(s.mv(12)).contains("blocked"));
        assert!(s.explain_illegal(s.mv(6)).contains("already there"));
        assert!(s
            .explain_illegal(s.mv(14))
            .contains("not next to the piece on b2"));
        assert!(s
            .parse_move("b2-c3")
            .unwrap_err()
            .message
            .contains("destination"));
        assert!(s
            .parse_move("f1")
            .unwrap_err()
            .message
            .contains("not a point"));
    }

    #[test]
    fn a_player_without_a_move_loses() {
        // A cornered piece: on a5 with a4, b4 and b5 blocked.
        let s = Rastros {
            trail: 1 << 15 | 1 << 16 | 1 << 21,
            piece: 20,
            size: 5,
            to_move: Side::Black,
        };
        assert_eq!(
            s.end(),
            Some(GameEnd {
                winner: Side::White,
                reason: EndReason::NoMove
            })
        );
    }

    #[test]
    fn keys_differ_by_trail_piece_and_side() {
        let opts = RastrosOptions {
            size: 7,
            start: Some(32),
        };
        let a = play_all(&opts, "d4 c3");
        let b = play_all(&opts, "d5 c4");
        let c = play_all(&opts, "d4");
        assert_ne!(a.key(), b.key());
        assert_ne!(a.key(), c.key());
        let mut flipped = a;
        flipped.to_move = Side::Black;
        assert_ne!(a.key(), flipped.key());
    }
}
