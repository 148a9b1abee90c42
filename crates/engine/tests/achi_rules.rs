//! Achi checked against a second, deliberately naive implementation written
//! straight from RULES.md §1 (a board of characters, adjacency spelled out by
//! point names), and against the perft vectors in vectors/achi-perft.txt.

#![allow(clippy::needless_range_loop)] // the naive model indexes on purpose

use tabuleiro_engine::games::achi::{Achi, AchiOptions};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::rules::{perft, sorted_legal_moves};
use tabuleiro_engine::{Rules, Side};

mod common;
use common::{depth_counts, other_colour, NaiveModel};

/// The naive model: `board[i]` is '.', 'W' or 'B' for a1 b1 c1 a2 … c3.
#[derive(Clone)]
struct Naive {
    board: [char; 9],
    to_move: char,
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
    NAMES.iter().position(|n| *n == name).unwrap()
}

fn joined(a: usize, b: usize) -> bool {
    LINES.iter().any(|l| {
        let (x, y) = l.split_once(' ').unwrap();
        (idx(x) == a && idx(y) == b) || (idx(x) == b && idx(y) == a)
    })
}

impl Naive {
    fn new(first: char) -> Naive {
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

impl NaiveModel for Naive {
    /// Moves as text, or none when the game is over.
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
}

fn vectors() -> Vec<(u32, u64)> {
    depth_counts(include_str!("vectors/achi-perft.txt"))
}

#[test]
fn perft_matches_the_vectors_and_the_naive_model() {
    let table = vectors();
    assert!(table.iter().any(|&(d, _)| d >= 9), "vectors reach depth 9");
    let start = Achi::start(&AchiOptions { first: Side::Black });
    let naive = Naive::new('B');
    for (depth, expected) in table {
        assert_eq!(perft(&start, depth), expected, "engine perft({depth})");
        if depth <= 8 {
            assert_eq!(naive.perft(depth), expected, "naive perft({depth})");
        }
    }
}

#[test]
fn random_games_have_identical_move_lists() {
    let mut rng = Rng::new(2026);
    for game in 0..400 {
        let first = if game % 2 == 0 {
            Side::Black
        } else {
            Side::White
        };
        let mut engine = Achi::start(&AchiOptions { first });
        let mut naive = Naive::new(if first == Side::Black { 'B' } else { 'W' });
        for _ply in 0..60 {
            let expected = naive.moves();
            assert_eq!(sorted_legal_moves(&engine), expected, "game {game}");
            if expected.is_empty() {
                break;
            }
            let pick = &expected[(rng.next_u64() % expected.len() as u64) as usize];
            engine = engine.play(engine.parse_move(pick).unwrap());
            naive = naive.play(pick);
        }
    }
}
