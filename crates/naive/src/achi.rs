//! Achi (RULES.md §1) naively: a board of characters, adjacency spelled
//! out by point names.

#![allow(clippy::needless_range_loop)] // the naive model indexes on purpose

use crate::{colour_id, other_colour, Model};

/// The naive model: `board[i]` is '.', 'W' or 'B' for a1 b1 c1 a2 … c3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Naive {
    pub board: [char; 9],
    pub to_move: char,
}

const NAMES: [&str; 9] = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];
/// RULES.md: the 12 orthogonal unit steps and the 4 centre diagonals.
const LINES: [&str; 16] = [
    "a1 b1", "b1 c1", "a2 b2", "b2 c2", "a3 b3", "b3 c3", "a1 a2", "a2 a3", "b1 b2", "b2 b3",
    "c1 c2", "c2 c3", "a1 b2", "b2 c3", "c1 b2", "b2 a3",
];
/// Rows and columns only.
const MILLS: [&str; 6] = [
    "a1 b1 c1", "a2 b2 c2", "a3 b3 c3", "a1 a2 a3", "b1 b2 b3", "c1 c2 c3",
];

fn idx(name: &str) -> usize {
    NAMES.iter().position(|n| *n == name).unwrap_or(usize::MAX)
}

fn joined(a: usize, b: usize) -> bool {
    LINES.iter().any(|l| {
        let (x, y) = l.split_once(' ').unwrap_or_default();
        (idx(x) == a && idx(y) == b) || (idx(x) == b && idx(y) == a)
    })
}

impl Naive {
    /// The empty board with `first` ('W' or 'B') to move.
    pub fn new(first: char) -> Naive {
        Naive {
            board: ['.'; 9],
            to_move: first,
        }
    }

    fn mill(&self, c: char) -> bool {
        MILLS
            .iter()
            .any(|m| m.split(' ').all(|p| self.board[idx(p)] == c))
    }

    fn count(&self, c: char) -> usize {
        self.board.iter().filter(|&&x| x == c).count()
    }
}

impl Model for Naive {
    fn moves(&self) -> Vec<String> {
        if self.mill(other_colour(self.to_move)) {
            return vec![];
        }
        let mut out = vec![];
        if self.count(self.to_move) < 4 {
            for (name, cell) in NAMES.iter().zip(self.board) {
                if cell == '.' {
                    out.push(name.to_string());
                }
            }
        } else {
            for from in 0..9 {
                for to in 0..9 {
                    if self.board[from] == self.to_move && self.board[to] == '.' && joined(from, to)
                    {
                        out.push(format!("{}-{}", NAMES[from], NAMES[to]));
                    }
                }
            }
        }
        out.sort();
        out
    }

    fn play(&self, m: &str) -> Naive {
        let mut next = self.clone();
        match m.split_once('-') {
            Some((a, b)) => {
                next.board[idx(a)] = '.';
                next.board[idx(b)] = self.to_move;
            }
            None => next.board[idx(m)] = self.to_move,
        }
        next.to_move = other_colour(self.to_move);
        next
    }

    fn to_move(&self) -> &'static str {
        colour_id(self.to_move)
    }

    /// A mill wins for the side that made it; a side without a move loses.
    fn winner(&self) -> Option<&'static str> {
        self.moves()
            .is_empty()
            .then(|| colour_id(other_colour(self.to_move)))
    }

    fn pieces(&self) -> Vec<(String, &'static str)> {
        let mut out: Vec<(String, &'static str)> = NAMES
            .iter()
            .zip(self.board)
            .filter(|(_, c)| *c != '.')
            .map(|(n, c)| (n.to_string(), colour_id(c)))
            .collect();
        out.sort();
        out
    }

    fn hand(&self) -> Vec<(&'static str, u32)> {
        vec![
            ("black", 4 - self.count('B') as u32),
            ("white", 4 - self.count('W') as u32),
        ]
    }

    /// Placing until a side's four pieces are down, then sliding.
    fn phases(&self) -> Option<Vec<(&'static str, &'static str)>> {
        let phase = |c: char| {
            if self.count(c) < 4 {
                "placing"
            } else {
                "sliding"
            }
        };
        Some(vec![("black", phase('B')), ("white", phase('W'))])
    }
}
