//! Rastros' exact solver checked against a second, simple solver written
//! here from RULES.md §4: plain recursive minimax over a `Vec<bool>` of
//! visited squares, neighbours from column/row arithmetic, no tables, no
//! pruning beyond stopping at the first winning move. Every fixed start of
//! 5×5, the 5×5 free start, and random later positions of bigger boards.

use std::sync::atomic::AtomicBool;

use tabuleiro_engine::games::rastros::solver::{Solver, Verdict};
use tabuleiro_engine::games::rastros::Rastros;
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::{Game, GameId, MatchOptions};
use tabuleiro_engine::{Rules, ThinkSettings};

mod common;
use common::rastros_options;

/// The simple solver's position: `visited[y * n + x]` for the trail and
/// the piece, the piece's column and row, and the player to move (1 or 2).
struct Simple {
    n: usize,
    visited: Vec<bool>,
}

impl Simple {
    fn goal(&self, player: u8) -> (usize, usize) {
        if player == 1 {
            (0, 0)
        } else {
            (self.n - 1, self.n - 1)
        }
    }

    /// Whether `player`, to move with the piece on (x, y), wins.
    fn wins(&mut self, x: usize, y: usize, player: u8) -> bool {
        let other = 3 - player;
        for dy in -1i32..=1 {
            for dx in -1i32..=1 {
                let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                if (dx, dy) == (0, 0) || nx < 0 || ny < 0 {
                    continue;
                }
                let (nx, ny) = (nx as usize, ny as usize);
                if nx >= self.n || ny >= self.n || self.visited[ny * self.n + nx] {
                    continue;
                }
                if (nx, ny) == self.goal(player) {
                    return true;
                }
                if (nx, ny) == self.goal(other) {
                    continue; // the opponent's goal: this move loses
                }
                self.visited[ny * self.n + nx] = true;
                let reply_wins = self.wins(nx, ny, other);
                self.visited[ny * self.n + nx] = false;
                if !reply_wins {
                    return true;
                }
            }
        }
        false
    }
}

fn coords(n: usize, square: u8) -> (usize, usize) {
    (square as usize % n, square as usize / n)
}

/// The simple solver's verdict on an engine position (not finished, piece
/// placed): whether the side to move wins.
fn simple_wins(s: &Rastros) -> bool {
    let n = s.size as usize;
    let mut visited = vec![false; n * n];
    for (sq, v) in visited.iter_mut().enumerate() {
        *v = s.trail >> sq & 1 == 1 || sq == s.piece as usize;
    }
    let (x, y) = coords(n, s.piece);
    let player = if s.to_move == tabuleiro_engine::Side::White {
        1
    } else {
        2
    };
    Simple { n, visited }.wins(x, y, player)
}

fn verdict(wins: bool) -> Verdict {
    if wins {
        Verdict::Win
    } else {
        Verdict::Loss
    }
}

fn square_name(n: u8, sq: u8) -> String {
    let (x, y) = coords(n as usize, sq);
    format!("{}{}", (b'a' + x as u8) as char, y + 1)
}

#[test]
fn every_fixed_start_of_5x5() {
    let mut solver = Solver::new(16);
    let mut summary = Vec::new();
    for sq in 1..24u8 {
        let name = square_name(5, sq);
        let s = Rastros::start(&rastros_options(5, Some(&name)));
        let expected = simple_wins(&s);
        assert_eq!(solver.solve(&s, None), verdict(expected), "5×5 from {name}");
        summary.push(format!("{name}:{}", if expected { "W" } else { "L" }));
    }
    // Player 1 (to move) wins from d4, the tournament start.
    assert!(summary.contains(&"d4:W".to_string()), "{summary:?}");
}

#[test]
fn the_5x5_free_start_and_its_best_moves() {
    // Free start: Player 1 wins iff some placement leaves Player 2 lost.
    let start = Rastros::start(&rastros_options(5, None));
    let mut winning = Vec::new();
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    for m in moves {
        if !simple_wins(&start.play(m)) {
            winning.push(m.to_string());
        }
    }
    winning.sort();
    let mut solver = Solver::new(16);
    assert_eq!(
        solver.solve(&start, None),
        verdict(!winning.is_empty()),
        "5×5 free start"
    );
    let m = GameId::Rastros
        .open(&MatchOptions::new().with("size", 5.to_string()))
        .unwrap();
    let solution = m.solve().unwrap();
    if winning.is_empty() {
        assert_eq!(solution.value.to_string(), "loss");
        assert_eq!(solution.best.len(), 23);
    } else {
        assert_eq!(solution.value.to_string(), "win");
        assert_eq!(solution.best, winning);
    }
}

/// Positions after a random opening on 6×6 and 7×7, where the simple
/// solver is still quick: verdicts and winning-move lists agree.
#[test]
fn random_positions_of_larger_boards() {
    let mut rng = Rng::new(9);
    let mut solver = Solver::new(18);
    let mut checked = 0;
    let mut wins = 0;
    while checked < 250 {
        let n = if rng.next_u64().is_multiple_of(2) {
            6
        } else {
            7
        };
        let mut s = Rastros::start(&rastros_options(n, None));
        let plies = if n == 6 { 9 } else { 18 } + rng.next_u64() % 6;
        let mut moves = Vec::new();
        for _ in 0..plies {
            moves.clear();
            s.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            s = s.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
        }
        if s.end().is_some() {
            continue;
        }
        let expected = simple_wins(&s);
        assert_eq!(solver.solve(&s, None), verdict(expected), "{s:?}");
        // The move list of `solve`: every winning move.
        let mut best = Vec::new();
        moves.clear();
        s.legal_moves(&mut moves);
        for &m in &moves {
            let child = s.play(m);
            let won = match child.end() {
                Some(end) => end.winner == s.to_move,
                None => !simple_wins(&child),
            };
            if won {
                best.push(m.to_string());
            }
        }
        best.sort();
        let solution = s.solve().unwrap();
        if expected {
            assert_eq!(solution.value.to_string(), "win");
            assert_eq!(solution.best, best, "{s:?}");
            wins += 1;
        } else {
            assert_eq!(solution.value.to_string(), "loss");
            assert_eq!(solution.best.len(), moves.len());
        }
        checked += 1;
    }
    assert!(wins > 50 && wins < 200, "{wins} wins of 250");
}

#[test]
fn a_node_limit_answers_unknown() {
    let s = Rastros::start(&rastros_options(7, Some("e5")));
    let mut solver = Solver::new(12);
    assert_eq!(solver.solve(&s, Some(1000)), Verdict::Unknown);
    assert!(solver.nodes() <= 1001);
    // The same solver still solves a small position afterwards.
    let small = Rastros::start(&rastros_options(5, Some("d4")));
    assert_eq!(solver.solve(&small, None), verdict(simple_wins(&small)));
}

fn clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Level 10 never misses a win the solver proves: from random 7×7
/// positions with a forced win, its move is a winning move.
#[test]
fn level_10_plays_a_winning_move_when_there_is_one() {
    let mut rng = Rng::new(77);
    let mut checked = 0;
    while checked < 40 {
        let mut m = GameId::Rastros
            .open(
                &MatchOptions::new()
                    .with("size", 7.to_string())
                    .with("start", "e5"),
            )
            .unwrap();
        for _ in 0..(12 + rng.next_u64() % 8) {
            let legal = m.legal();
            if legal.is_empty() {
                break;
            }
            m.play(&legal[(rng.next_u64() % legal.len() as u64) as usize])
                .unwrap();
        }
        if m.outcome().is_some() {
            continue;
        }
        let solution = m.solve().unwrap();
        if solution.value != tabuleiro_engine::Value::Win(None) {
            continue;
        }
        let stop = AtomicBool::new(false);
        let settings = ThinkSettings {
            level: Some(10),
            seed: checked,
            ..ThinkSettings::default()
        };
        let report = m.think(&settings, clock, Some(&stop), &mut |_| {}).unwrap();
        assert!(
            solution.best.contains(&report.best),
            "{:?}: {} not in {:?}",
            m.moves(),
            report.best,
            solution.best
        );
        checked += 1;
    }
}

/// Every fixed start of 6×6 (about a minute for the simple solver in a
/// release build): `cargo test --release --test rastros_solver -- --ignored`.
#[test]
#[ignore]
fn every_fixed_start_of_6x6() {
    let mut solver = Solver::new(18);
    for sq in 1..35u8 {
        let name = square_name(6, sq);
        let s = Rastros::start(&rastros_options(6, Some(&name)));
        assert_eq!(
            solver.solve(&s, None),
            verdict(simple_wins(&s)),
            "6×6 from {name}"
        );
    }
}
