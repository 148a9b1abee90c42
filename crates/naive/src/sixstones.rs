//! Six Stones (RULES.md §2) naively: a 5×5 grid of characters with the
//! corners blanked out, the 32 lines spelled out by point names, groups and
//! liberties by depth-first search.

#![allow(clippy::needless_range_loop)] // the naive model indexes on purpose

use std::sync::OnceLock;

use crate::{colour_id, other_colour, Model};

/// RULES.md: orthogonal unit steps between existing points, written out.
const LINES: [&str; 32] = [
    "b1 c1", "c1 d1", "a2 b2", "b2 c2", "c2 d2", "d2 e2", "a3 b3", "b3 c3", "c3 d3", "d3 e3",
    "a4 b4", "b4 c4", "c4 d4", "d4 e4", "b5 c5", "c5 d5", "a2 a3", "a3 a4", "b1 b2", "b2 b3",
    "b3 b4", "b4 b5", "c1 c2", "c2 c3", "c3 c4", "c4 c5", "d1 d2", "d2 d3", "d3 d4", "d4 d5",
    "e2 e3", "e3 e4",
];

/// A cell of the grid by name: `grid[row][column]`.
pub fn cell(name: &str) -> (usize, usize) {
    let b = name.as_bytes();
    ((b[1] - b'1') as usize, (b[0] - b'a') as usize)
}

pub fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

/// A cell of the grid: (row, column).
pub type Cell = (usize, usize);

/// The naive model: `grid[row][col]` is ' ' (no point), '.', 'B' or 'W'.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Naive {
    pub grid: [[char; 5]; 5],
    pub to_move: char,
}

/// The cells joined to (r, c) by a line, read from `LINES` once.
fn neighbours(r: usize, c: usize) -> &'static [Cell] {
    static TABLE: OnceLock<Vec<Vec<Vec<Cell>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![vec![vec![]; 5]; 5];
        for line in LINES {
            let (a, b) = line.split_once(' ').unwrap();
            let (ra, ca) = cell(a);
            let (rb, cb) = cell(b);
            t[ra][ca].push((rb, cb));
            t[rb][cb].push((ra, ca));
        }
        t
    });
    &table[r][c]
}

impl Naive {
    /// No stones, `to_move` ('B' or 'W') to move.
    pub fn empty(to_move: char) -> Naive {
        let mut grid = [['.'; 5]; 5];
        for (r, c) in [(0, 0), (0, 4), (4, 0), (4, 4)] {
            grid[r][c] = ' ';
        }
        Naive { grid, to_move }
    }

    /// RULES.md §2's start position, Black to move.
    pub fn start() -> Naive {
        Naive::setup("b1 c1 d1 b2 c2 d2", "b4 c4 d4 b5 c5 d5", 'B')
    }

    /// Black and White stones by point names, `to_move` to move.
    pub fn setup(black: &str, white: &str, to_move: char) -> Naive {
        let mut n = Naive::empty(to_move);
        for p in black.split_whitespace() {
            let (r, c) = cell(p);
            n.grid[r][c] = 'B';
        }
        for p in white.split_whitespace() {
            let (r, c) = cell(p);
            n.grid[r][c] = 'W';
        }
        n
    }

    /// Stones of colour `who` on the board.
    pub fn count(&self, who: char) -> usize {
        self.grid.iter().flatten().filter(|&&x| x == who).count()
    }

    /// The group at (r, c) and its liberties, by depth-first search.
    pub fn group(&self, r: usize, c: usize) -> (Vec<Cell>, Vec<Cell>) {
        let colour = self.grid[r][c];
        let mut stones = vec![(r, c)];
        let mut libs = vec![];
        let mut stack = vec![(r, c)];
        while let Some((y, x)) = stack.pop() {
            for &(ny, nx) in neighbours(y, x) {
                let v = self.grid[ny][nx];
                if v == '.' && !libs.contains(&(ny, nx)) {
                    libs.push((ny, nx));
                } else if v == colour && !stones.contains(&(ny, nx)) {
                    stones.push((ny, nx));
                    stack.push((ny, nx));
                }
            }
        }
        (stones, libs)
    }

    /// Plays from-to for the side to move: vacate, land, capture every
    /// opponent group without a liberty, then the suicide check. Returns
    /// the new position and the captured points, or None for suicide.
    pub fn apply(&self, from: &str, to: &str) -> Option<(Naive, Vec<String>)> {
        let mut next = self.clone();
        let (fr, fc) = cell(from);
        let (tr, tc) = cell(to);
        next.grid[fr][fc] = '.';
        next.grid[tr][tc] = self.to_move;
        let opp = other_colour(self.to_move);
        let mut dead = vec![];
        for r in 0..5 {
            for c in 0..5 {
                if next.grid[r][c] == opp && next.group(r, c).1.is_empty() {
                    dead.push((r, c));
                }
            }
        }
        for &(r, c) in &dead {
            next.grid[r][c] = '.';
        }
        if next.group(tr, tc).1.is_empty() {
            return None;
        }
        next.to_move = opp;
        let mut names: Vec<String> = dead.iter().map(|&(r, c)| cell_name(r, c)).collect();
        names.sort();
        Some((next, names))
    }

    /// The game's end: (winner, reason) if the side to move has lost.
    pub fn end(&self) -> Option<(char, &'static str)> {
        if self.count(self.to_move) <= 2 {
            return Some((other_colour(self.to_move), "few"));
        }
        if self.slides().is_empty() {
            return Some((other_colour(self.to_move), "nomove"));
        }
        None
    }

    /// Every legal slide ignoring the game's end.
    pub fn slides(&self) -> Vec<String> {
        let mut out = vec![];
        for r in 0..5 {
            for c in 0..5 {
                if self.grid[r][c] != self.to_move {
                    continue;
                }
                for &(nr, nc) in neighbours(r, c) {
                    let (from, to) = (cell_name(r, c), cell_name(nr, nc));
                    if self.grid[nr][nc] == '.' && self.apply(&from, &to).is_some() {
                        out.push(format!("{from}-{to}"));
                    }
                }
            }
        }
        out.sort();
        out
    }

    /// The position after `m`, and the points of the stones it captured.
    ///
    /// # Panics
    /// If `m` is not one of `slides`: the model checks the engine, not input.
    pub fn play_capturing(&self, m: &str) -> (Naive, Vec<String>) {
        let (a, b) = m.split_once('-').unwrap();
        self.apply(a, b).unwrap()
    }

    /// Groups as sorted "stones/liberties" strings, e.g. "B b1 c1/d1".
    pub fn groups(&self) -> Vec<String> {
        let mut seen = vec![];
        let mut out = vec![];
        for r in 0..5 {
            for c in 0..5 {
                let v = self.grid[r][c];
                if (v == 'B' || v == 'W') && !seen.contains(&(r, c)) {
                    let (stones, libs) = self.group(r, c);
                    seen.extend(stones.iter().copied());
                    out.push(describe(v, &stones, &libs));
                }
            }
        }
        out.sort();
        out
    }
}

impl Model for Naive {
    const NO_PROGRESS_LIMIT: Option<u32> = Some(80);

    fn moves(&self) -> Vec<String> {
        let slides = self.slides();
        if self.count(self.to_move) <= 2 {
            return vec![];
        }
        slides
    }

    fn play(&self, m: &str) -> Naive {
        self.play_capturing(m).0
    }

    fn to_move(&self) -> &'static str {
        colour_id(self.to_move)
    }

    /// Two stones or fewer, or no move: the side to move has lost.
    fn winner(&self) -> Option<&'static str> {
        self.moves()
            .is_empty()
            .then(|| colour_id(other_colour(self.to_move)))
    }

    fn pieces(&self) -> Vec<(String, &'static str)> {
        let mut out = vec![];
        for r in 0..5 {
            for c in 0..5 {
                let v = self.grid[r][c];
                if v == 'B' || v == 'W' {
                    out.push((cell_name(r, c), colour_id(v)));
                }
            }
        }
        out.sort();
        out
    }

    fn hand(&self) -> Vec<(&'static str, u32)> {
        vec![("black", 0), ("white", 0)]
    }

    /// A capture.
    fn is_progress(&self, m: &str) -> bool {
        !self.play_capturing(m).1.is_empty()
    }
}

/// A group as "B b1 c1/d1": colour, stones, liberties, names sorted.
pub fn describe(colour: char, stones: &[(usize, usize)], libs: &[(usize, usize)]) -> String {
    let names = |v: &[(usize, usize)]| {
        let mut n: Vec<String> = v.iter().map(|&(r, c)| cell_name(r, c)).collect();
        n.sort();
        n.join(" ")
    };
    format!("{colour} {}/{}", names(stones), names(libs))
}
