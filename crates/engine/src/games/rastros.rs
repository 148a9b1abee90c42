//! Rastros: one shared piece on an n×n board (5 ≤ n ≤ 9) steps like a chess
//! king to squares it has never occupied; goal 1 (`a1`) wins for Player 1,
//! goal 2 (the top-right corner) for Player 2, whoever moves the piece
//! there, and a player with no move loses. RULES.md §4.
//!
//! The trail and the free squares are `u128` bitboards (square index
//! `y·n + x`, row by row from `a1`, as `Geometry::square_grid`). The exact
//! solver lives in `rastros_solver.rs`, the heuristic evaluation in
//! `rastros_eval.rs`.

use std::fmt;

use crate::catalog::{Game, MatchOptions, Solution};
use crate::geometry::Geometry;
use crate::level::LevelSpec;
use crate::notation::parse_point;
use crate::rules::{EndReason, GameEnd, MoveError, MoveShape, PieceKind, Rules, Side};

use super::rastros_solver::{Solver, Verdict};

pub const MIN_SIZE: u8 = 5;
pub const MAX_SIZE: u8 = 9;
pub const DEFAULT_SIZE: u8 = 7;
/// `piece` before the first move of a free start.
const NO_PIECE: u8 = u8::MAX;

/// Bit masks of one board size, built at compile time.
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

const GRIDS: [Grid; 5] = [
    build_grid(5),
    build_grid(6),
    build_grid(7),
    build_grid(8),
    build_grid(9),
];

impl Grid {
    /// The masks of an `n`×`n` board; `n` must be 5 to 9.
    pub fn of(n: u8) -> &'static Grid {
        &GRIDS[(n.clamp(MIN_SIZE, MAX_SIZE) - MIN_SIZE) as usize]
    }

    /// `set` plus every square a king step away from it.
    #[inline]
    pub fn dilate(&self, set: u128) -> u128 {
        let row = set | (set & self.not_last_column) << 1 | (set & self.not_first_column) >> 1;
        (row | row << self.n | row >> self.n) & self.all
    }

    pub fn name(&self, square: u8) -> String {
        crate::notation::point_name(u32::from(square) % self.n, u32::from(square) / self.n)
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

/// Zobrist keys: trail squares, piece square (slot 81 for "not placed"),
/// side to move and board size.
const fn zobrist<const N: usize>(salt: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        keys[i] = crate::rng::mix(salt.wrapping_mul(0x1000) + i as u64 + 1);
        i += 1;
    }
    keys
}
const Z_TRAIL: [u64; 81] = zobrist::<81>(0x7261_7374);
const Z_PIECE: [u64; 82] = zobrist::<82>(0x726f_7321);
const Z_SIDE_P2: u64 = crate::rng::mix(0x5032_5032);
const Z_SIZE: [u64; 10] = zobrist::<10>(0x7369_7a65);

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
            1u128 << self.piece
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
    fn targets(&self) -> u128 {
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
        let mut targets = self.targets();
        while targets != 0 {
            let to = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            out.push(self.mv(to));
        }
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
        let mut key = Z_SIZE[self.size as usize]
            ^ Z_PIECE[usize::from(self.piece).min(81)]
            ^ if self.to_move == Side::Black {
                Z_SIDE_P2
            } else {
                0
            };
        let mut trail = self.trail;
        while trail != 0 {
            key ^= Z_TRAIL[trail.trailing_zeros() as usize];
            trail &= trail - 1;
        }
        key
    }

    fn evaluate(&self) -> i32 {
        super::rastros_eval::evaluate(self)
    }

    fn parse_move(&self, text: &str) -> Result<RastrosMove, MoveError> {
        let trimmed = text.trim();
        if let Some((_, to)) = trimmed.split_once('-') {
            return Err(MoveError(format!(
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
        let bit = 1u128 << m.to;
        if self.end().is_some() {
            return "the game is over".to_string();
        }
        if m.size != self.size || bit & g.all == 0 {
            return format!("{m} is not a square of this board");
        }
        if !self.placed() {
            return if bit & g.goals != 0 {
                format!("{m} is a goal: the piece must start on another square")
            } else {
                format!("{m} is not a legal start square")
            };
        }
        let at = g.name(self.piece);
        if m.to == self.piece {
            format!("{m}: the piece is already there; step to a neighbouring square")
        } else if self.trail & bit != 0 {
            format!("{m} is blocked: the piece has already been there")
        } else if g.neighbours[self.piece as usize] & bit == 0 {
            format!("{m} is not next to the piece on {at}")
        } else {
            format!("{m} is not a legal move in this position")
        }
    }

    fn order_hint(&self, m: RastrosMove) -> i32 {
        if !self.placed() {
            return 0;
        }
        let g = self.grid();
        let me = self.to_move.index();
        let (own, opp) = (g.goal[me], g.goal[1 - me]);
        if m.to == own {
            return 10_000;
        }
        if m.to == opp {
            return -10_000;
        }
        if g.neighbours[opp as usize] >> m.to & 1 == 1 {
            // The opponent steps into its goal next.
            return -5_000;
        }
        // Few safe replies for the opponent first; none wins at once.
        let free = self.free() & !(1u128 << m.to);
        let danger = g.neighbours[own as usize] | 1u128 << own;
        let replies = (g.neighbours[m.to as usize] & free & !danger).count_ones() as i32;
        let bonus = if replies == 0 { 5_000 } else { 0 };
        bonus - 40 * replies - 10 * g.king_distance(m.to, own) as i32
    }

    fn pieces(&self) -> Vec<(usize, PieceKind)> {
        if self.placed() {
            vec![(self.piece as usize, PieceKind::Marker)]
        } else {
            Vec::new()
        }
    }

    fn marks(&self) -> Vec<(usize, &'static str)> {
        let g = self.grid();
        let mut marks = Vec::new();
        let mut trail = self.trail;
        while trail != 0 {
            marks.push((trail.trailing_zeros() as usize, "blocked"));
            trail &= trail - 1;
        }
        marks.push((g.goal[0] as usize, "goal1"));
        marks.push((g.goal[1] as usize, "goal2"));
        marks
    }

    fn side_name(side: Side) -> &'static str {
        match side {
            Side::White => "p1",
            Side::Black => "p2",
        }
    }
}

/// Nodes the exact solver may spend before the level-10 player falls back
/// to the search: about 0.3 s natively, 0.5–0.6 s in the browser's worker,
/// which leaves the search its 1 s within the 2 s budget.
pub const EXACT_NODE_BUDGET: u64 = 1_000_000;
/// Nodes `solve` (the CLI) may spend before it answers `unknown`.
pub const SOLVE_NODE_BUDGET: u64 = 500_000_000;
/// The solver's table: 2^20 entries (16 MB) for `solve`, 2^18 (4 MB) for
/// play in the browser (kept from move to move; see `with_play_solver`).
const SOLVE_TT_BITS: u32 = 20;
const PLAY_TT_BITS: u32 = 18;

const fn level(
    name: &'static str,
    depth: u32,
    time_ms: Option<f64>,
    temperature: f64,
    exact: bool,
) -> LevelSpec {
    LevelSpec {
        name,
        depth,
        time_ms,
        temperature,
        exact,
    }
}

/// Weakest first. Low levels look one or two plies ahead and err often
/// (temperature in evaluation units, see `rastros_eval`); level 10 plays
/// the solver's winning moves when it proves a win within
/// `EXACT_NODE_BUDGET`, else searches as deep as 1 s allows.
const RASTROS_LEVELS: [LevelSpec; 10] = [
    level("1", 1, None, 400.0, false),
    level("2", 2, None, 250.0, false),
    level("3", 3, None, 150.0, false),
    level("4", 3, None, 90.0, false),
    level("5", 4, None, 60.0, false),
    level("6", 5, None, 35.0, false),
    level("7", 6, Some(300.0), 20.0, false),
    level("8", 8, Some(500.0), 8.0, false),
    level("9", 12, Some(800.0), 0.0, false),
    level("10", 64, Some(1000.0), 0.0, true),
];

fn read_square(n: u8, text: &str) -> Result<u8, String> {
    let geometry = Geometry::square_grid(u32::from(n));
    let square = parse_point(&geometry, text).map_err(|e| {
        if e.0.contains("is not a point") {
            format!(
                "--start: {} is not a square of the {n}×{n} board",
                text.trim().to_ascii_lowercase()
            )
        } else {
            format!("--start: {e}")
        }
    })? as u8;
    if Grid::of(n).goals >> square & 1 == 1 {
        return Err(format!(
            "--start: {} is a goal square; the piece must start elsewhere",
            Grid::of(n).name(square)
        ));
    }
    Ok(square)
}

impl Game for Rastros {
    const TT_BITS: u32 = 18;

    fn read_options(options: &MatchOptions) -> Result<RastrosOptions, String> {
        if options.first.is_some() {
            return Err("rastros has no --first option: Player 1 always moves first".into());
        }
        let size = match options.size {
            None => DEFAULT_SIZE,
            Some(n) if (u32::from(MIN_SIZE)..=u32::from(MAX_SIZE)).contains(&n) => n as u8,
            Some(n) => {
                return Err(format!(
                    "--size {n}: the rastros board is {MIN_SIZE} to {MAX_SIZE} squares wide"
                ))
            }
        };
        let start = match options.start.as_deref().map(str::trim) {
            None => None,
            Some(text) if text.eq_ignore_ascii_case("free") => None,
            Some(text) if text.eq_ignore_ascii_case("fixed") => Some(fixed_start(size)),
            Some(text) => Some(read_square(size, text)?),
        };
        Ok(RastrosOptions { size, start })
    }

    fn write_options(options: &RastrosOptions) -> MatchOptions {
        MatchOptions {
            first: None,
            size: Some(u32::from(options.size)),
            start: options.start.map(|s| Grid::of(options.size).name(s)),
        }
    }

    fn levels() -> &'static [LevelSpec] {
        &RASTROS_LEVELS
    }

    /// When the solver proves a win within `EXACT_NODE_BUDGET`: every
    /// legal move, the proven winning ones ranked on top. Otherwise (a
    /// loss, or out of budget) `None`, and the search picks the move that
    /// resists best or looks best.
    fn exact_ratings(&self) -> Option<Vec<(RastrosMove, i64)>> {
        super::rastros_solver::with_play_solver(PLAY_TT_BITS, |solver| rate_for_play(solver, self))
    }

    fn solve(&self) -> Option<Solution> {
        let mut solver = Solver::new(SOLVE_TT_BITS);
        Some(solution(&mut solver, self, SOLVE_NODE_BUDGET))
    }
}

/// Ratings for play: `None` unless the position is a proven win. Winning
/// moves rank `1_000_000 − k`, where k is the number of squares still
/// reachable after the move (an upper bound on the plies left), so the
/// engine prefers wins that leave less to play; every other move ranks as a
/// loss.
fn rate_for_play(solver: &mut Solver, state: &Rastros) -> Option<Vec<(RastrosMove, i64)>> {
    solver.reset_nodes();
    if solver.solve(state, Some(EXACT_NODE_BUDGET)) != Verdict::Win {
        return None;
    }
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut rated = Vec::with_capacity(moves.len());
    for m in moves {
        let child = state.play(m);
        let wins = match child.end() {
            Some(end) => end.winner == state.to_move,
            None => {
                // The rest of the budget rates the other moves (the
                // winning move the root found is in the table by now).
                let left = EXACT_NODE_BUDGET.saturating_sub(solver.nodes()).max(1000);
                solver.solve(&child, Some(left)) == Verdict::Loss
            }
        };
        let rank = if wins {
            1_000_000 - i64::from(super::rastros_eval::region_size(&child)) - 1
        } else {
            -1_000_000 + 1
        };
        rated.push((m, rank));
    }
    // The root's winning move was proven, so at least one rates as a win
    // unless a child's re-solve ran out of budget; then let the search play.
    rated.iter().any(|r| r.1 > 0).then_some(rated)
}

/// The CLI's `solve`: `win`/`loss` without a distance (a finished game is
/// `win 0` or `loss 0`), then every winning move of a won position, or
/// every move of a lost one (all lose). `unknown` if the budget runs out.
pub fn solution(solver: &mut Solver, state: &Rastros, budget: u64) -> Solution {
    if let Some(end) = state.end() {
        let verdict = if end.winner == state.to_move {
            "win 0"
        } else {
            "loss 0"
        };
        return Solution {
            verdict: verdict.into(),
            best: Vec::new(),
        };
    }
    solver.reset_nodes();
    let unknown = Solution {
        verdict: "unknown".into(),
        best: Vec::new(),
    };
    let value = solver.solve(state, Some(budget));
    if value == Verdict::Unknown {
        return unknown;
    }
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut best = Vec::new();
    for m in moves {
        if value == Verdict::Loss {
            best.push(m.to_string());
            continue;
        }
        let child = state.play(m);
        let wins = match child.end() {
            Some(end) => end.winner == state.to_move,
            None => match solver.solve(&child, Some(budget.saturating_sub(solver.nodes()))) {
                Verdict::Loss => true,
                Verdict::Win => false,
                Verdict::Unknown => return unknown,
            },
        };
        if wins {
            best.push(m.to_string());
        }
    }
    best.sort();
    let verdict = if value == Verdict::Win { "win" } else { "loss" };
    Solution {
        verdict: verdict.into(),
        best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(size: u32, start: Option<&str>) -> Result<RastrosOptions, String> {
        Rastros::read_options(&MatchOptions {
            first: None,
            size: Some(size),
            start: start.map(str::to_string),
        })
    }

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
    fn options_are_checked() {
        assert_eq!(
            Rastros::read_options(&MatchOptions::default()),
            Ok(RastrosOptions::default())
        );
        assert_eq!(
            options(5, Some("c3")),
            Ok(RastrosOptions {
                size: 5,
                start: Some(12)
            })
        );
        assert_eq!(options(9, Some("fixed")).unwrap().start, Some(50));
        assert_eq!(options(9, Some("free")).unwrap().start, None);
        assert!(options(4, None).unwrap_err().contains("5 to 9"));
        assert!(options(10, None).unwrap_err().contains("--size 10"));
        assert!(options(5, Some("f6"))
            .unwrap_err()
            .contains("f6 is not a square of the 5×5 board"));
        assert!(options(7, Some("g7")).unwrap_err().contains("goal"));
        assert!(options(7, Some("a1")).unwrap_err().contains("goal"));
        assert!(options(7, Some("e")).unwrap_err().contains("--start"));
        let first = Rastros::read_options(&MatchOptions {
            first: Some(Side::Black),
            ..MatchOptions::default()
        });
        assert!(first.unwrap_err().contains("--first"));
        let opts = options(6, Some("b5")).unwrap();
        assert_eq!(
            Rastros::write_options(&opts),
            MatchOptions {
                first: None,
                size: Some(6),
                start: Some("b5".into())
            }
        );
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
        let opts = options(5, Some("c3")).unwrap();
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
        assert_eq!(Rastros::side_name(Side::White), "p1");
        assert!(s.explain_illegal(s.mv(12)).contains("blocked"));
        assert!(s.explain_illegal(s.mv(6)).contains("already there"));
        assert!(s
            .explain_illegal(s.mv(14))
            .contains("not next to the piece on b2"));
        assert!(s.parse_move("b2-c3").unwrap_err().0.contains("destination"));
        assert!(s.parse_move("f1").unwrap_err().0.contains("not a point"));
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
        let opts = options(7, Some("e5")).unwrap();
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
