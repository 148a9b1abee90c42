//! Six Stones checked against a second, deliberately naive implementation
//! written straight from RULES.md §2 (`tabuleiro_naive::sixstones`) — a 5×5 grid of characters with the
//! corners blanked out, the 32 lines spelled out by point names, groups and
//! liberties by depth-first search — on perft, on the capture vectors in
//! vectors/sixstones-captures.txt, and on the legal moves, captures, groups
//! and game ends of hundreds of random games and random positions. The
//! `Match` draw rules (repetition, 80 plies without a capture) too.

#![allow(clippy::needless_range_loop)] // the naive model indexes on purpose

use proptest::prelude::*;
use tabuleiro_engine::games::sixstones::{SixMove, SixStones, SixStonesOptions};
use tabuleiro_engine::matchplay::{Match, Outcome, Reason};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::rules::{perft, sorted_legal_moves};
use tabuleiro_engine::rules::{EndReason, GameEnd};
use tabuleiro_engine::{Rules, Side};

mod common;
use common::depth_counts;
use tabuleiro_naive::sixstones::{cell, cell_name, describe, Naive};
use tabuleiro_naive::Model;

// ---- the engine seen through the same lenses ----

const NAMES: [&str; 21] = [
    "b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "a4", "b4", "c4",
    "d4", "e4", "b5", "c5", "d5",
];

fn engine_groups(s: &SixStones) -> Vec<String> {
    let mut out: Vec<String> = s
        .groups()
        .iter()
        .map(|g| {
            let colour = if g.side == Side::Black { 'B' } else { 'W' };
            let cells = |v: &[usize]| v.iter().map(|&p| cell(NAMES[p])).collect::<Vec<_>>();
            describe(colour, &cells(&g.stones), &cells(&g.liberties))
        })
        .collect();
    out.sort();
    out
}

fn engine_end(s: &SixStones) -> Option<(char, &'static str)> {
    s.end().map(|GameEnd { winner, reason }| {
        let w = if winner == Side::Black { 'B' } else { 'W' };
        let r = match reason {
            EndReason::FewPieces => "few",
            EndReason::NoMove => "nomove",
            other => panic!("unexpected end reason {other:?}"),
        };
        (w, r)
    })
}

/// The naive grid as the engine's state, to compare boards.
fn as_engine(n: &Naive) -> SixStones {
    let mut black = vec![];
    let mut white = vec![];
    for r in 0..5 {
        for c in 0..5 {
            match n.grid[r][c] {
                'B' => black.push(cell_name(r, c)),
                'W' => white.push(cell_name(r, c)),
                _ => {}
            }
        }
    }
    let side = if n.to_move == 'B' {
        Side::Black
    } else {
        Side::White
    };
    SixStones::setup(&black.join(" "), &white.join(" "), side).unwrap()
}

/// The stones a move captures, by name, sorted as strings.
fn captured_names(s: &SixStones, m: SixMove) -> Vec<String> {
    let mut v: Vec<String> = s
        .captures(m)
        .iter()
        .map(|&p| NAMES[p].to_string())
        .collect();
    v.sort();
    v
}

fn parse(s: &SixStones, text: &str) -> SixMove {
    s.parse_move(text).unwrap()
}

/// Compares everything observable about one position; returns the moves.
fn compare(engine: &SixStones, naive: &Naive, context: &str) -> Vec<String> {
    assert_eq!(*engine, as_engine(naive), "{context}: boards");
    let end = naive.end();
    let moves = if end.is_some() {
        vec![]
    } else {
        naive.slides()
    };
    assert_eq!(sorted_legal_moves(engine), moves, "{context}: moves");
    assert_eq!(engine_end(engine), end, "{context}: end");
    assert_eq!(engine_groups(engine), naive.groups(), "{context}: groups");
    for text in &moves {
        let m = parse(engine, text);
        let expected = naive.play_capturing(text).1;
        assert_eq!(
            captured_names(engine, m),
            expected,
            "{context}: captures of {text}"
        );
        assert_eq!(engine.is_progress(m), !expected.is_empty(), "{context}");
    }
    moves
}

// ---- perft ----

fn perft_vectors() -> Vec<(u32, u64)> {
    depth_counts(include_str!("vectors/sixstones-perft.txt"))
}

#[test]
fn perft_matches_the_vectors_and_the_naive_model() {
    let table = perft_vectors();
    assert!(table.iter().any(|&(d, _)| d >= 8), "vectors reach depth 8");
    let start = SixStones::start(&SixStonesOptions);
    let naive = Naive::start();
    for (depth, expected) in table {
        if depth <= 8 {
            assert_eq!(perft(&start, depth), expected, "engine perft({depth})");
        }
        if depth <= 7 {
            assert_eq!(naive.perft(depth), expected, "naive perft({depth})");
        }
    }
}

// ---- capture vectors ----

struct CaptureVector {
    line: String,
    naive: Naive,
    engine: SixStones,
    mv: String,
    captured: Vec<String>,
}

fn capture_vectors() -> Vec<CaptureVector> {
    let mut out = vec![];
    for line in include_str!("vectors/sixstones-captures.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (kind, rest) = line.split_once(' ').unwrap();
        let fields: Vec<&str> = rest.split('|').map(str::trim).collect();
        let (naive, engine, mv, captured) = match kind {
            "setup" => {
                let side = fields[2];
                let naive = Naive::setup(
                    fields[0],
                    fields[1],
                    if side == "black" { 'B' } else { 'W' },
                );
                let engine = SixStones::setup(
                    fields[0],
                    fields[1],
                    if side == "black" {
                        Side::Black
                    } else {
                        Side::White
                    },
                )
                .unwrap();
                (naive, engine, fields[3], fields[4])
            }
            "moves" => {
                let mut naive = Naive::start();
                let mut engine = SixStones::start(&SixStonesOptions);
                for m in fields[0].split_whitespace() {
                    assert!(naive.moves().contains(&m.to_string()), "{line}: {m}");
                    naive = naive.play_capturing(m).0;
                    engine = engine.play(parse(&engine, m));
                }
                (naive, engine, fields[1], fields[2])
            }
            other => panic!("unknown vector kind {other}"),
        };
        let captured = if captured == "-" {
            vec![]
        } else {
            captured.split_whitespace().map(str::to_string).collect()
        };
        out.push(CaptureVector {
            line: line.to_string(),
            naive,
            engine,
            mv: mv.to_string(),
            captured,
        });
    }
    out
}

#[test]
fn capture_vectors_hold_for_the_engine_and_the_naive_model() {
    let vectors = capture_vectors();
    assert!(vectors.len() >= 10);
    for v in vectors {
        let context = v.line.as_str();
        compare(&v.engine, &v.naive, context);
        let m = parse(&v.engine, &v.mv);
        assert!(v.engine.is_legal(m), "{context}");
        assert_eq!(
            captured_names(&v.engine, m),
            v.captured,
            "engine: {context}"
        );
        let (after, naive_captured) = v.naive.play_capturing(&v.mv);
        assert_eq!(naive_captured, v.captured, "naive: {context}");
        compare(&v.engine.play(m), &after, context);
    }
}

#[test]
fn a_capture_down_to_two_stones_wins() {
    let s = SixStones::setup("b3 a3 c1 e4 c4 d5", "a2 b1 d4", Side::Black).unwrap();
    let after = s.play(parse(&s, "b3-b2"));
    assert_eq!(
        after.end(),
        Some(GameEnd {
            winner: Side::Black,
            reason: EndReason::FewPieces
        })
    );
    assert!(sorted_legal_moves(&after).is_empty());
}

// ---- random games and random positions ----

#[test]
fn random_games_agree_with_the_naive_model() {
    let mut rng = Rng::new(2026);
    let mut captures = 0;
    let mut ends = 0;
    for game in 0..300 {
        let mut engine = SixStones::start(&SixStonesOptions);
        let mut naive = Naive::start();
        for ply in 0..150 {
            let moves = compare(&engine, &naive, &format!("game {game} ply {ply}"));
            if moves.is_empty() {
                ends += 1;
                break;
            }
            let pick = &moves[(rng.next_u64() % moves.len() as u64) as usize];
            let (next, taken) = naive.play_capturing(pick);
            captures += usize::from(!taken.is_empty());
            engine = engine.play(parse(&engine, pick));
            naive = next;
        }
    }
    assert!(captures > 100, "random games capture ({captures})");
    assert!(ends > 10, "random games end ({ends})");
}

/// Random stones on the board, 3–8 a side, any side to move: positions no
/// game reaches (several groups without liberty, more stones) included.
fn random_position() -> impl Strategy<Value = (String, String, bool)> {
    (proptest::collection::vec(0u8..3, 21), any::<bool>()).prop_map(|(cells, black_moves)| {
        let mut black = vec![];
        let mut white = vec![];
        for (i, c) in cells.iter().enumerate() {
            match c {
                1 => black.push(NAMES[i]),
                2 => white.push(NAMES[i]),
                _ => {}
            }
        }
        (black.join(" "), white.join(" "), black_moves)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]
    #[test]
    fn random_positions_agree_with_the_naive_model((black, white, black_moves) in random_position()) {
        let side = if black_moves { Side::Black } else { Side::White };
        let engine = SixStones::setup(&black, &white, side).unwrap();
        let naive = Naive::setup(&black, &white, if black_moves { 'B' } else { 'W' });
        for text in compare(&engine, &naive, &format!("{black} / {white}")) {
            let after = engine.play(parse(&engine, &text));
            compare(&after, &naive.play(&text), &format!("{black} / {white} {text}"));
        }
    }
}

// ---- the draw rules in Match ----

fn new_match() -> Match<SixStones> {
    Match::new(SixStonesOptions)
}

#[test]
fn third_occurrence_is_a_draw() {
    let mut m = new_match();
    let cycle = ["b2-a2", "b4-a4", "a2-b2", "a4-b4"];
    for mv in cycle.iter().chain(&cycle) {
        assert_eq!(m.outcome(), None);
        m.play_text(mv).unwrap();
    }
    assert_eq!(
        m.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::Repetition
        })
    );
    assert!(m.legal_moves().is_empty());
}

/// Random capture-free, repetition-free play for `plies` plies (retrying
/// with another seed until one gets that far).
fn quiet_game(plies: usize) -> Vec<String> {
    for seed in 0.. {
        let mut rng = Rng::new(seed);
        let mut m = new_match();
        while m.ply() < plies {
            let state = *m.state();
            let quiet: Vec<SixMove> = m
                .legal_moves()
                .into_iter()
                .filter(|&mv| !state.is_progress(mv))
                .filter(|&mv| {
                    let key = state.play(mv).key();
                    (0..=m.ply()).all(|p| m.state_at(p).key() != key)
                })
                .collect();
            if quiet.is_empty() {
                break;
            }
            let mv = quiet[(rng.next_u64() % quiet.len() as u64) as usize];
            m.play_text(&mv.to_string()).unwrap();
        }
        if m.ply() == plies {
            return m.moves().iter().map(ToString::to_string).collect();
        }
    }
    unreachable!()
}

#[test]
fn eighty_plies_without_a_capture_draw() {
    let moves = quiet_game(80);
    let mut m = new_match();
    for (i, mv) in moves.iter().enumerate() {
        assert_eq!(m.outcome(), None, "ply {i}");
        assert_eq!(m.no_progress_at(i), i as u32);
        m.play_text(mv).unwrap();
    }
    assert_eq!(
        m.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::NoProgress
        })
    );
}

#[test]
fn a_capture_resets_the_counter() {
    let line = capture_vectors()
        .into_iter()
        .find(|v| v.line.starts_with("moves"))
        .unwrap();
    let mut m = new_match();
    let (moves, _) = line.line["moves ".len()..].split_once('|').unwrap();
    for mv in moves.split_whitespace() {
        m.play_text(mv).unwrap();
    }
    assert_eq!(m.no_progress_at(m.ply()), 30);
    m.play_text(&line.mv).unwrap();
    assert_eq!(m.no_progress_at(m.ply()), 0);
    assert_eq!(m.state().count(Side::White), 4);
}
