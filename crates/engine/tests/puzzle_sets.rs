//! The shipped puzzle sets (each game's folder's puzzles.txt) are sound and are what
//! they say: every entry re-proved from its record (exact N, one fastest
//! first move, a record legal from the start and clear of the history
//! rules), in the line format, with stable ids in order of difficulty, no
//! two the same up to symmetry, enough of them and every N covered; Achi's
//! also agree with its solved table. The answers the puzzle page gets
//! (the solution, the computer's replies) are checked along each solution.

use std::collections::{BTreeMap, BTreeSet};

use tabuleiro_engine::puzzle::check::{check, open, Proven};
use tabuleiro_engine::puzzle::{parse_set, Puzzle};
use tabuleiro_engine::{GameId, Value};

/// The least each set must hold, and the N it must cover.
fn expected(game: GameId) -> (usize, std::ops::RangeInclusive<u32>) {
    match game {
        GameId::Achi => (100, 1..=7),
        GameId::SixStones => (50, 1..=6),
        GameId::Morris => (50, 1..=4),
        GameId::Rastros => (50, 1..=10),
    }
}

fn proven_set(game: GameId, text: &str) -> Vec<(Puzzle, Proven)> {
    let puzzles = parse_set(text).unwrap();
    let printed: String = puzzles.iter().map(|p| format!("{p}\n")).collect();
    assert_eq!(printed, text, "{game}: the file is not in the line format");
    puzzles
        .into_iter()
        .map(|p| {
            let proven = check(game, &p).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            (p, proven)
        })
        .collect()
}

#[test]
fn every_shipped_puzzle_is_re_proved() {
    for (game, text) in GameId::ALL.iter().map(|&g| (g, g.puzzle_set())) {
        let set = proven_set(game, text);
        let (least, ns) = expected(game);
        assert!(set.len() >= least, "{game}: only {}", set.len());
        let mut by_n: BTreeMap<u32, usize> = BTreeMap::new();
        let mut keys = BTreeSet::new();
        for (i, (p, proven)) in set.iter().enumerate() {
            assert_eq!(p.id, format!("{game}-{:03}", i + 1));
            assert_eq!(proven.n, p.n);
            assert!(keys.insert(proven.symmetry_key), "{}: a repeat", p.id);
            *by_n.entry(p.n).or_default() += 1;
            let m = open(game, p).unwrap();
            assert_eq!(p.options, m.options(), "{}: options not complete", p.id);
            if p.options.get("first").is_some() {
                // Achi's Black, Morris' White: the human's usual side.
                assert_eq!(m.snapshot(m.ply()).to_move, game.describe().human);
            }
        }
        let covered: Vec<u32> = by_n.keys().copied().collect();
        assert_eq!(covered, ns.collect::<Vec<_>>(), "{game}");
        assert!(
            set.windows(2).all(|w| w[0].0.n <= w[1].0.n),
            "{game}: not in order of N"
        );
    }
}

#[test]
fn achi_puzzles_agree_with_the_solved_table() {
    for (p, proven) in proven_set(GameId::Achi, GameId::Achi.puzzle_set()) {
        let solution = open(GameId::Achi, &p).unwrap().solve().unwrap();
        assert_eq!(solution.value, Value::Win(Some(2 * p.n - 1)), "{}", p.id);
        assert_eq!(solution.best, vec![proven.first], "{}", p.id);
    }
}

#[test]
fn rastros_puzzles_cover_three_boards_and_both_starts() {
    let set = parse_set(GameId::Rastros.puzzle_set()).unwrap();
    for size in ["5", "6", "7"] {
        for free in [true, false] {
            assert!(
                set.iter().any(|p| p.options.get("size") == Some(size)
                    && (p.options.get("start") == Some("free")) == free),
                "no puzzle on {size}×{size} with free start {free}"
            );
        }
    }
}

/// Plays one puzzle as the page does: a wrong first move is answered by a
/// move after which the player no longer wins in time; the solution's
/// moves are answered by the longest resistance, which is the solution's
/// next move, until the player has won.
fn play_through(game: GameId, p: &Puzzle, proven: &Proven) {
    let mut m = open(game, p).unwrap();
    let winner = m.snapshot(m.ply()).to_move;
    assert_eq!(m.puzzle_wins_in(p.n).unwrap(), Some(p.n), "{}", p.id);
    let line = m.puzzle_solution(p.n).unwrap().unwrap();
    // The last move is the player's, or the loser's forced step into the
    // player's goal (Rastros).
    let plies = line.len() as u32;
    assert!(plies == 2 * p.n - 1 || plies == 2 * p.n, "{}", p.id);
    assert_eq!(line[0], proven.first, "{}", p.id);
    for wrong in m.legal().iter().filter(|&mv| *mv != proven.first).take(3) {
        m.play(wrong).unwrap();
        if m.outcome().is_none() {
            let reply = m.puzzle_reply(p.n - 1).unwrap().unwrap();
            assert_eq!(reply.loses_in, None, "{} after {wrong}", p.id);
            m.play(&reply.mv).unwrap();
            assert_eq!(m.puzzle_wins_in(p.n - 1).unwrap(), None, "{}", p.id);
            m.undo();
        }
        m.undo();
    }
    for (i, mv) in line.iter().enumerate() {
        if i % 2 == 1 {
            let left = p.n - 1 - i as u32 / 2;
            let reply = m.puzzle_reply(left).unwrap().unwrap();
            assert_eq!(reply.mv, *mv, "{}: move {i}", p.id);
            assert_eq!(reply.loses_in, Some(left), "{}: move {i}", p.id);
        }
        m.play(mv).unwrap();
    }
    let outcome = m.outcome().unwrap();
    let won = outcome.winner.map(|w| m.side_id(w));
    assert_eq!(won, Some(winner), "{}", p.id);
}

#[test]
fn the_page_answers_follow_the_proof() {
    for (game, text) in GameId::ALL.iter().map(|&g| (g, g.puzzle_set())) {
        for (p, proven) in proven_set(game, text) {
            play_through(game, &p, &proven);
        }
    }
}
