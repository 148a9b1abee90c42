//! Rastros checked against a second, deliberately naive implementation
//! written straight from RULES.md §4 (`tabuleiro_naive::rastros`: a board of characters indexed by
//! square name, neighbours found by comparing the names' letters and
//! numbers), against the perft vectors in vectors/rastros-perft.txt, and
//! through the `AnyMatch` face the CLI and the browser use.

use tabuleiro_engine::games::rastros::Rastros;
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::rules::{perft, sorted_legal_moves};
use tabuleiro_engine::{ErrorKind, GameId, MatchOptions};
use tabuleiro_engine::{Rules, Side};

mod common;
use common::rastros_options;
use tabuleiro_naive::rastros::{name, Naive};
use tabuleiro_naive::Model;

/// `size start depth count` lines (start is a square or `free`), skipping
/// `#` comments.
fn vectors() -> Vec<(u8, String, u32, u64)> {
    include_str!("vectors/rastros-perft.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (
                f[0].parse().unwrap(),
                f[1].to_string(),
                f[2].parse().unwrap(),
                f[3].parse().unwrap(),
            )
        })
        .collect()
}

#[test]
fn perft_matches_the_vectors_and_the_naive_model() {
    let table = vectors();
    for (n, start) in [(5, "free"), (5, "d4"), (7, "free"), (7, "e5")] {
        assert!(
            table.iter().any(|v| v.0 == n && v.1 == start && v.2 >= 6),
            "vectors for {n} {start}"
        );
    }
    for (n, start, depth, expected) in table {
        let fixed = (start != "free").then_some(start.as_str());
        let engine = Rastros::start(&rastros_options(n, fixed));
        assert_eq!(
            perft(&engine, depth),
            expected,
            "engine perft {n} {start} {depth}"
        );
        if expected <= 200_000 {
            let naive = Naive::new(n as usize, fixed);
            assert_eq!(
                naive.perft(depth),
                expected,
                "naive perft {n} {start} {depth}"
            );
        }
    }
}

#[test]
fn random_games_have_identical_move_lists_and_results() {
    let mut rng = Rng::new(44);
    for game in 0..400 {
        let n = 5 + (game % 5) as u8;
        let fixed = game % 2 == 1;
        // A fixed start on any non-goal square, or a free start.
        let start_name = loop {
            let (c, r) = (
                (rng.next_u64() % u64::from(n)) as usize,
                (rng.next_u64() % u64::from(n)) as usize,
            );
            if (c, r) != (0, 0) && (c, r) != (n as usize - 1, n as usize - 1) {
                break name(c, r);
            }
        };
        let naive_start = fixed.then_some(start_name.as_str());
        let mut engine = Rastros::start(&rastros_options(n, naive_start));
        let mut naive = Naive::new(n as usize, naive_start);
        for ply in 0..100 {
            let expected = naive.moves();
            assert_eq!(
                sorted_legal_moves(&engine),
                expected,
                "game {game} ply {ply} ({n}×{n})"
            );
            let winner =
                naive
                    .winning_player()
                    .map(|w| if w == '1' { Side::White } else { Side::Black });
            assert_eq!(engine.end().map(|e| e.winner), winner, "game {game}");
            if expected.is_empty() {
                assert!(winner.is_some());
                break;
            }
            let pick = &expected[(rng.next_u64() % expected.len() as u64) as usize];
            engine = engine.play(engine.parse_move(pick).unwrap());
            naive = naive.play(pick);
        }
    }
}

#[test]
fn the_match_face_speaks_rastros() {
    let opts = MatchOptions::new().with("size", 5.to_string());
    let mut m = GameId::Rastros.open(&opts).unwrap();
    assert_eq!(m.legal().len(), 23);
    assert_eq!(m.snapshot(0).to_move, "p1");
    m.play("c3").unwrap();
    let snap = m.snapshot(1);
    assert_eq!(snap.to_move, "p2");
    assert_eq!(snap.pieces.len(), 1);
    assert_eq!(snap.pieces[0].kind, "marker");
    assert_eq!(snap.pieces[0].at, "c3");
    assert_eq!(snap.last_move.as_ref().unwrap().from, None);
    m.play("b2").unwrap();
    let snap = m.snapshot(2);
    assert_eq!(snap.last_move.as_ref().unwrap().from.as_deref(), Some("c3"));
    assert!(snap
        .marks
        .iter()
        .any(|k| k.at == "c3" && k.kind == "blocked"));
    assert!(snap.marks.iter().any(|k| k.at == "a1" && k.kind == "goal1"));
    assert!(snap.marks.iter().any(|k| k.at == "e5" && k.kind == "goal2"));
    let err = m.play("c3").unwrap_err();
    assert!(err.message.contains("blocked"), "{err}");
    let err = m.play("e5").unwrap_err();
    assert!(err.message.contains("not next to the piece on b2"), "{err}");
    // Player 1 steps into a1 and wins.
    m.play("a1").unwrap();
    let outcome = m.snapshot(3).outcome.unwrap();
    assert_eq!((outcome.winner, outcome.reason), ("p1", "goal"));
    assert_eq!(m.solve().unwrap().value.to_string(), "loss 0");
    assert!(m.legal().is_empty());

    let opts = MatchOptions::new()
        .with("size", 7.to_string())
        .with("start", "e5");
    let m = GameId::Rastros.open(&opts).unwrap();
    assert_eq!(m.legal(), ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"]);
    assert_eq!(m.options(), opts);
    for bad in [(4, None), (7, Some("a1")), (7, Some("h8")), (6, Some("x"))] {
        let mut given = MatchOptions::new().with("size", bad.0.to_string());
        if let Some(start) = bad.1 {
            given.set("start", start);
        }
        let err = GameId::Rastros.open(&given).err().unwrap();
        assert_eq!(err.kind, ErrorKind::OptionOutOfRange, "{err}");
        assert!(
            err.option == Some("size") || err.option == Some("start"),
            "{err}"
        );
    }
}

#[test]
fn a_goal_entered_by_the_wrong_player_still_counts_and_solve_says_so() {
    // 5×5 from b3: Player 1 goes to b2 (next to a1); Player 2 is forced?
    // Not forced, but if Player 2 steps into a1, Player 1 has won — and it
    // is Player 1's turn in the finished position.
    let mut m = GameId::Rastros
        .open(
            &MatchOptions::new()
                .with("size", 5.to_string())
                .with("start", "b3"),
        )
        .unwrap();
    m.play("b2").unwrap();
    m.play("a1").unwrap();
    let snap = m.snapshot(2);
    assert_eq!(snap.to_move, "p1");
    assert_eq!(snap.outcome.unwrap().winner, "p1");
    assert_eq!(m.solve().unwrap().value.to_string(), "win 0");
}
