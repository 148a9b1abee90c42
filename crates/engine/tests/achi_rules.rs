//! Achi checked against a second, deliberately naive implementation written
//! straight from RULES.md §1 (`tabuleiro_naive::achi`: a board of characters,
//! adjacency spelled out by point names), and against the perft vectors in vectors/achi-perft.txt.

use tabuleiro_engine::games::achi::{Achi, AchiOptions};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::rules::{perft, sorted_legal_moves};
use tabuleiro_engine::{Rules, Side};

mod common;
use common::depth_counts;
use tabuleiro_naive::achi::Naive;
use tabuleiro_naive::Model;

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
