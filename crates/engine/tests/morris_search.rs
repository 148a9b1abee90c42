//! The generic search playing Nine Men's Morris: it takes a won piece and a
//! won game, blocks a mill it cannot afford, and the levels are shaped as
//! the level model expects.

use tabuleiro_engine::games::morris::eval::{repetition_score, Tuning, TUNING};
use tabuleiro_engine::games::morris::{Morris, MorrisOptions};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::search::{Limits, Root, Searcher, WIN_SCORE};
use tabuleiro_engine::{Evaluate, Game, GameId, MatchOptions, Rules, Side, ThinkSettings};

fn clock() -> f64 {
    0.0
}

/// A search root at `state`, the game having seen `history` before it.
fn root_after(state: Morris, history: &[u64]) -> Root<'_, Morris> {
    Root {
        state,
        history,
        no_progress: 0,
    }
}

fn best(s: &Morris, depth: u32) -> (String, i32) {
    let mut searcher = Searcher::<Morris>::new(16);
    let root = root_after(*s, &[]);
    let r = searcher.think(&root, &Limits::depth(depth, clock), &mut |_| {});
    (r.pv[0].to_string(), r.score)
}

#[test]
fn a_mill_against_three_pieces_wins_at_once() {
    let s = Morris::from_names("a1 d1 b4", "b6 c5 e5", [0, 0], Side::White).unwrap();
    let (m, score) = best(&s, 3);
    assert!(m.starts_with("b4-g1x"), "{m}");
    assert_eq!(score, WIN_SCORE - 1);
}

#[test]
fn an_open_mill_is_closed_and_a_threat_is_blocked() {
    // Placing: White closes a1-d1-g1, or first places d3, which makes a
    // second threat (d2) beside it: Black can block only one, so the piece
    // is won a move later all the same (the fitted evaluation's choice).
    let s = Morris::from_names("a1 d1 f4", "b2 d6 g7", [6, 6], Side::White).unwrap();
    let (m, score) = best(&s, 2);
    assert!(m.starts_with("g1x") || m == "d3", "{m}");
    assert!(score > 50, "{score}");
    // Late in the placement (c4 a1 e4 e5 d3 g4 d5 b2 b6 c5 f2 d1) Black
    // threatens g1 and White has no mill of its own to make first: block.
    // (Early in the placement, with seven men in hand each, a man can be
    // given for play of one's own, and searches of different depths differ
    // on whether to block there: that is not what this asserts.)
    let s = Morris::from_names(
        "c4 e4 d3 d5 b6 f2",
        "a1 e5 g4 b2 c5 d1",
        [3, 3],
        Side::White,
    )
    .unwrap();
    for depth in [4, 6] {
        assert_eq!(best(&s, depth).0, "g1", "depth {depth}");
    }
}

#[test]
fn evaluation_stays_well_inside_the_win_score() {
    let mut rng = Rng::new(11);
    let mut moves = Vec::new();
    for _ in 0..200 {
        let mut s = Morris::start(&MorrisOptions::default());
        for _ in 0..150 {
            moves.clear();
            s.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let e = s.evaluate();
            assert!(e.abs() < WIN_SCORE / 4, "{s:?}: {e}");
            s = s.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
        }
    }
}

#[test]
fn levels_grow_in_strength_and_the_top_fits_the_browser_budget() {
    let levels = Morris::levels();
    assert_eq!(levels.len(), 10);
    for pair in levels.windows(2) {
        assert!(pair[0].depth <= pair[1].depth, "{pair:?}");
        assert!(pair[0].temperature >= pair[1].temperature, "{pair:?}");
    }
    let top = levels[9];
    assert_eq!(top.temperature, 0.0);
    assert!(top.time_ms.is_some_and(|t| t <= 2000.0));
    assert!(levels.iter().all(|l| !l.exact));
    assert!(levels[0].temperature > 0.0 && levels[0].depth <= 2);
}

#[test]
fn weak_levels_answer_with_legal_moves() {
    let mut m = GameId::Morris.open(&MatchOptions::new()).unwrap();
    for ply in 0..24 {
        let level = 1 + ply % 5;
        let settings = ThinkSettings {
            level: Some(level),
            seed: ply as u64,
            ..ThinkSettings::default()
        };
        let r = m.think(&settings, clock, None, &mut |_| {}).unwrap();
        m.play(&r.best).unwrap();
    }
    assert_eq!(m.ply(), 24);
}

#[test]
fn a_position_seen_once_before_is_not_yet_a_draw() {
    // White, four pieces against eight, has one slide (a4-a7); the position
    // it leads to is a draw only if the game has seen it twice before.
    let s = Morris::from_names(
        "a1 d1 g1 a4",
        "d2 g4 b4 f6 c5 e5 d6 d7",
        [0, 0],
        Side::White,
    )
    .unwrap();
    let child = s.play(s.parse_move("a4-a7").unwrap()).key();
    let score = |history: &[u64]| {
        let root = root_after(s, history);
        let limits = Limits::depth(3, clock);
        Searcher::<Morris>::new(16)
            .think(&root, &limits, &mut |_| {})
            .score
    };
    let fresh = score(&[]);
    assert!(fresh < -100, "{fresh}");
    assert_eq!(score(&[child]), fresh);
    assert_eq!(score(&[child, child]), 0);
}

#[test]
fn a_side_ahead_still_counts_one_earlier_sighting_as_a_draw() {
    // White, eight pieces against four, is steered away from repeating.
    let s = Morris::from_names(
        "d2 g4 b4 f6 c5 e5 d6 d7",
        "a1 d1 g1 a4",
        [0, 0],
        Side::White,
    )
    .unwrap();
    let m = s.parse_move("d6-b6").unwrap();
    let child = s.play(m).key();
    let score = |history: &[u64]| {
        let root = root_after(s, history);
        let limits = Limits::depth(3, clock);
        let scored = Searcher::<Morris>::new(16).score_moves(&root, 3, &limits);
        scored.into_iter().find(|&(x, _)| x == m).unwrap().1
    };
    assert!(score(&[]) > 100, "{}", score(&[]));
    assert_eq!(score(&[child]), 0);
}

#[test]
fn a_repetition_on_the_search_path_leans_the_evaluation_way() {
    // White, four pieces against eight, is behind: a shuffle back to this
    // position on the search's own path is worth half its evaluation (not
    // a draw, which the side ahead need not give), within a bound.
    let s = Morris::from_names(
        "a1 d1 g1 a4",
        "d2 g4 b4 f6 c5 e5 d6 d7",
        [0, 0],
        Side::White,
    )
    .unwrap();
    let lean = Tuning {
        repetition_lean: 4,
        ..TUNING
    };
    let behind = repetition_score(&s, &lean);
    assert!((-60..0).contains(&behind), "{behind}");
    assert_eq!(behind, (s.evaluate() / 2).max(-60));
    let level = Morris::start(&MorrisOptions::default());
    assert_eq!(repetition_score(&level, &lean), level.evaluate() / 2);
    // Off (the engine's setting), a repetition is a draw.
    assert_eq!(repetition_score(&s, &TUNING), 0);
}
