//! Nine Men's Morris checked against a second, deliberately naive
//! implementation written straight from RULES.md §3 (`tabuleiro_naive::morris`: a map from point name
//! to a character, the neighbours of every point spelled out by name, moves
//! as strings), against the perft vectors in vectors/morris-perft.txt, and
//! on hand-made positions for the rules that are easy to get wrong: two
//! mills closed at once, every opponent piece in a mill, flying, and an
//! opponent without a piece on the board.

use std::collections::BTreeMap;

use tabuleiro_engine::games::morris::{Morris, MorrisMove, MorrisOptions};
use tabuleiro_engine::matchplay::{Match, Reason};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::rules::{perft, sorted_legal_moves};
use tabuleiro_engine::rules::{EndReason, GameEnd};
use tabuleiro_engine::{Rules, Side};

use tabuleiro_naive::morris::{neighbours, Naive, NEIGHBOURS};
use tabuleiro_naive::{other_colour, Model};

fn start(first: Side) -> Morris {
    Morris::start(&MorrisOptions { first })
}

fn replay(first: Side, moves: &[&str]) -> (Morris, Naive) {
    let mut engine = start(first);
    let mut naive = Naive::new(if first == Side::White { 'W' } else { 'B' });
    for (i, text) in moves.iter().enumerate() {
        let legal = naive.moves();
        assert!(legal.iter().any(|m| m == text), "move {} ({text})", i + 1);
        engine = engine.play(engine.parse_move(text).unwrap());
        naive = naive.play(text);
    }
    (engine, naive)
}

/// One position of the vector file: its name, moves and (depth, count)s.
struct Vector {
    name: String,
    first: Side,
    moves: Vec<String>,
    counts: Vec<(u32, u64)>,
}

fn vectors() -> Vec<Vector> {
    let mut out: Vec<Vector> = Vec::new();
    for line in include_str!("vectors/morris-perft.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (word, rest) = line.split_once(char::is_whitespace).unwrap();
        let rest = rest.trim();
        match word {
            "position" => out.push(Vector {
                name: rest.to_string(),
                first: Side::White,
                moves: Vec::new(),
                counts: Vec::new(),
            }),
            "first" => {
                out.last_mut().unwrap().first = if rest == "black" {
                    Side::Black
                } else {
                    Side::White
                }
            }
            "moves" => {
                out.last_mut().unwrap().moves = rest.split_whitespace().map(String::from).collect()
            }
            depth => out
                .last_mut()
                .unwrap()
                .counts
                .push((depth.parse().unwrap(), rest.parse().unwrap())),
        }
    }
    out
}

#[test]
fn the_neighbour_table_is_symmetric_and_has_32_lines() {
    let mut links = 0;
    for (p, _) in NEIGHBOURS {
        for n in neighbours(p) {
            assert!(neighbours(n).contains(&p), "{p} {n}");
            links += 1;
        }
    }
    assert_eq!(links, 64);
    let g = Morris::geometry(&MorrisOptions::default());
    assert_eq!(g.points.len(), 24);
    assert_eq!(g.lines.len(), 32);
    assert_eq!(g.mills.len(), 16);
    for &(a, b) in &g.lines {
        assert!(neighbours(g.name(a)).contains(&g.name(b)));
    }
    // Coordinates come from the names on a 7×7 grid.
    let d6 = &g.points[g.index_of("d6").unwrap()];
    assert_eq!((d6.x, d6.y), (3, 5));
}

#[test]
fn perft_matches_the_vectors_and_the_naive_model() {
    let table = vectors();
    let from_start = table.iter().find(|v| v.name == "start").unwrap();
    assert!(from_start.counts.iter().any(|&(d, _)| d >= 6));
    assert!(table.len() >= 6, "special positions are there");
    for v in &table {
        let moves: Vec<&str> = v.moves.iter().map(String::as_str).collect();
        let (engine, naive) = replay(v.first, &moves);
        for &(depth, expected) in &v.counts {
            if expected > 200_000_000 {
                continue; // see deep_perft_from_the_start
            }
            assert_eq!(
                perft(&engine, depth),
                expected,
                "{}: engine perft({depth})",
                v.name
            );
            // The naive model is slow: it checks the smaller counts.
            if expected <= 300_000 {
                assert_eq!(
                    naive.perft(depth),
                    expected,
                    "{}: naive perft({depth})",
                    v.name
                );
            }
        }
    }
}

/// The deepest vectors (depth 7 from the start: about 20 s in a release
/// build): `cargo test --release -p tabuleiro-engine --test morris_rules -- --ignored`.
#[test]
#[ignore]
fn deep_perft_from_the_start() {
    for v in vectors() {
        let moves: Vec<&str> = v.moves.iter().map(String::as_str).collect();
        let (engine, _) = replay(v.first, &moves);
        for &(depth, expected) in v.counts.iter().filter(|c| c.1 > 200_000_000) {
            assert_eq!(
                perft(&engine, depth),
                expected,
                "{}: perft({depth})",
                v.name
            );
        }
    }
}

/// Plays random games in both models, comparing the move lists at every
/// ply. Removals are preferred when there are any, so that games reach the
/// flying endgame and positions where every piece stands in a mill.
#[test]
fn random_games_have_identical_move_lists() {
    let mut rng = Rng::new(33);
    let (mut flying, mut all_in_mills, mut double_mills, mut finished) = (0, 0, 0, 0);
    let g = Morris::geometry(&MorrisOptions::default());
    for game in 0..300 {
        let first = if game % 2 == 0 {
            Side::White
        } else {
            Side::Black
        };
        let mut engine = start(first);
        let mut naive = Naive::new(if first == Side::White { 'W' } else { 'B' });
        let greed = game % 3; // 0: uniform, 1 and 2: prefer removals
        for ply in 0..400 {
            let expected = naive.moves();
            assert_eq!(
                sorted_legal_moves(&engine),
                expected,
                "game {game} ply {ply}"
            );
            assert_eq!(engine.end().is_some(), expected.is_empty());
            if expected.is_empty() {
                finished += 1;
                break;
            }
            if engine.flying(engine.to_move) && expected.iter().any(|m| m.contains('x')) {
                flying += 1;
            }
            let theirs = naive.pieces_of(other_colour(naive.to_move));
            if !theirs.is_empty()
                && theirs.iter().all(|p| Naive::in_a_mill(&naive.board, p))
                && expected.iter().any(|m| m.contains('x'))
            {
                all_in_mills += 1;
            }
            let mut buf = Vec::new();
            engine.legal_moves(&mut buf);
            for m in &expected {
                let mv = engine.parse_move(m).unwrap();
                assert!(buf.contains(&mv));
                let to = mv.to();
                let after = engine.play(mv);
                let mine = after.men[engine.to_move.index()];
                let through = g
                    .mills
                    .iter()
                    .filter(|mill| mill.contains(&to) && mill.iter().all(|&p| mine >> p & 1 == 1))
                    .count();
                if through == 2 && mv.removal().is_some() {
                    double_mills += 1;
                }
            }
            let removals: Vec<&String> = expected.iter().filter(|m| m.contains('x')).collect();
            let pick = if greed > 0 && !removals.is_empty() {
                removals[(rng.next_u64() % removals.len() as u64) as usize]
            } else {
                &expected[(rng.next_u64() % expected.len() as u64) as usize]
            };
            engine = engine.play(engine.parse_move(pick).unwrap());
            naive = naive.play(pick);
        }
    }
    assert!(flying > 50, "flying with a mill to close: {flying}");
    assert!(
        all_in_mills > 20,
        "every opponent piece in a mill: {all_in_mills}"
    );
    assert!(double_mills > 20, "two mills at once: {double_mills}");
    assert!(finished > 100, "games played to the end: {finished}");
}

#[test]
fn two_mills_at_once_remove_one_piece() {
    // White closes a1-d1-g1 and g1-g4-g7 with one placement on g1.
    let s = Morris::from_names("a1 d1 g4 g7", "b2 d2 f6", [5, 6], Side::White).unwrap();
    let moves = sorted_legal_moves(&s);
    let g1: Vec<&String> = moves.iter().filter(|m| m.starts_with("g1")).collect();
    assert_eq!(g1, ["g1xb2", "g1xd2", "g1xf6"]);
    let after = s.play(s.parse_move("g1xd2").unwrap());
    assert_eq!(after.men[1].count_ones(), 2, "one piece removed, not two");
}

#[test]
fn pieces_in_mills_are_safe_unless_all_are() {
    // Black's b2 d2 f2 is a mill; a7 is not: only a7 may go.
    let s = Morris::from_names("a1 d1", "b2 d2 f2 a7", [4, 3], Side::White).unwrap();
    let g1: Vec<String> = sorted_legal_moves(&s)
        .into_iter()
        .filter(|m| m.starts_with("g1"))
        .collect();
    assert_eq!(g1, ["g1xa7"]);
    // Every black piece in a mill: any may go.
    let s = Morris::from_names("a1 d1", "b2 d2 f2", [4, 4], Side::White).unwrap();
    let g1: Vec<String> = sorted_legal_moves(&s)
        .into_iter()
        .filter(|m| m.starts_with("g1"))
        .collect();
    assert_eq!(g1, ["g1xb2", "g1xd2", "g1xf2"]);
}

#[test]
fn only_mills_through_the_moved_piece_count() {
    // White's a1-d1-g1 stands already; sliding b4-b2 closes nothing new.
    let s = Morris::from_names(
        "a1 d1 g1 b4 c3 e3 f4",
        "a7 d7 c5 e5 b6 f6 d5",
        [0, 0],
        Side::White,
    )
    .unwrap();
    let moves = sorted_legal_moves(&s);
    assert!(moves.contains(&"b4-b2".to_string()));
    assert!(!moves.iter().any(|m| m.contains('x')), "{moves:?}");
    // Stepping d1-d2 opens the mill; stepping back closes it again.
    let opened = s.play(s.parse_move("d1-d2").unwrap());
    let back = opened.play(opened.parse_move("d7-g7").unwrap());
    assert!(sorted_legal_moves(&back)
        .iter()
        .any(|m| m.starts_with("d2-d1x")));
}

#[test]
fn no_opponent_piece_on_the_board_means_no_removal() {
    // Not reachable from the start position, but the rule says so.
    let s = Morris::from_names("a1 d1", "", [7, 9], Side::White).unwrap();
    let moves = sorted_legal_moves(&s);
    assert!(moves.contains(&"g1".to_string()));
    assert!(!moves.iter().any(|m| m.contains('x')));
    let m = s.parse_move("g1xa7").unwrap();
    assert!(s.explain_illegal(m).contains("no piece on the board"));
}

#[test]
fn three_pieces_fly_and_close_mills_anywhere() {
    let s = Morris::from_names("a1 d1 b4", "b6 d6 f6 c5 e5", [0, 0], Side::White).unwrap();
    assert!(s.flying(Side::White) && !s.flying(Side::Black));
    let moves = sorted_legal_moves(&s);
    // 3 pieces × 16 vacant points, and b4-g1 closes a1-d1-g1 with a
    // removal of c5 or e5 (b6 d6 f6 is a mill).
    assert!(moves.contains(&"b4-g7".to_string()));
    assert!(moves.contains(&"b4-g1xc5".to_string()));
    assert!(moves.contains(&"b4-g1xe5".to_string()));
    assert!(!moves.contains(&"b4-g1xd6".to_string()));
    assert_eq!(moves.len(), 3 * 16 - 1 + 2);
    // With pieces in hand nobody flies.
    let s = Morris::from_names("a1 d1 b4", "b6 d6 f6", [1, 1], Side::White).unwrap();
    assert!(!s.flying(Side::White));
}

#[test]
fn each_side_has_its_own_phase() {
    let phases = |white: &str, black: &str, hands: [u8; 2]| {
        Morris::from_names(white, black, hands, Side::White)
            .unwrap()
            .phases()
    };
    assert_eq!(phases("", "", [9, 9]), Some(["placing", "placing"]));
    assert_eq!(
        phases("a1 d1 b4", "b6 d6 f6 c5", [0, 0]),
        Some(["flying", "sliding"])
    );
    assert_eq!(
        phases("a1 d1 b4", "b6 d6 f6", [0, 1]),
        Some(["flying", "placing"])
    );
    assert_eq!(
        phases("a1 d1 b4 g7", "b6 d6 f6", [0, 0]),
        Some(["sliding", "flying"])
    );
}

#[test]
fn too_few_pieces_or_no_move_lose() {
    // Black is left with 2 after a removal.
    let s = Morris::from_names("a1 d1 b4", "b6 c5 e5", [0, 0], Side::White).unwrap();
    let after = s.play(s.parse_move("b4-g1xc5").unwrap());
    assert_eq!(
        after.end(),
        Some(GameEnd {
            winner: Side::White,
            reason: EndReason::FewPieces
        })
    );
    assert!(sorted_legal_moves(&after).is_empty());
    // 2 on the board and 1 in hand is still 3: the game goes on.
    let s = Morris::from_names("a1 d1", "b6 c5", [1, 1], Side::White).unwrap();
    assert_eq!(s.end(), None);
    // Black to move with four pieces (so no flying), every one shut in:
    // a1 (d1 a4), b2 (d2 b4), g1 (d1 g4), c3 (d3 c4).
    let s = Morris::from_names(
        "d1 a4 d2 b4 g4 f2 d3 c4",
        "a1 b2 g1 c3",
        [0, 0],
        Side::Black,
    )
    .unwrap();
    assert_eq!(
        s.end(),
        Some(GameEnd {
            winner: Side::White,
            reason: EndReason::NoMove
        })
    );
}

#[test]
fn notation_round_trips_and_errors_name_the_point() {
    let s = start(Side::White);
    for text in ["d6", "d6-d5", "d6xg7", "d6-d5xg7", "a1-g7xb2"] {
        assert_eq!(s.parse_move(text).unwrap().to_string(), text);
    }
    assert_eq!(s.parse_move(" D6-D5XG7 ").unwrap().to_string(), "d6-d5xg7");
    assert_eq!(
        s.parse_move("d6-d5xg7").unwrap(),
        MorrisMove::step(19, 16).removing(23)
    );
    let err = |t: &str| s.parse_move(t).unwrap_err().message;
    assert!(err("d4").contains("d4 is not a point"), "{}", err("d4"));
    assert!(err("h9").contains("h9 is not a point"));
    assert!(err("d6x").contains("missing after x"));
    assert!(err("d6xg7xa1").contains("at most one"));
    assert!(err("d6-").contains("not a move"));
    assert!(err("").contains("missing"));
    assert!(err("zz").contains("not a point name"));
}

#[test]
fn illegal_moves_are_explained() {
    let (s, _) = replay(Side::White, &["a1", "b2", "d1", "d2"]);
    let why = |t: &str| s.explain_illegal(s.parse_move(t).unwrap());
    assert!(why("g1").contains("closes a mill"), "{}", why("g1"));
    assert!(why("g1").contains("g1xb2") || why("g1").contains("g1xd2"));
    assert!(why("g7xb2").contains("does not close a mill"));
    assert!(why("b2").contains("not vacant"));
    assert!(why("a1-a4").contains("still has 7 pieces"));
    assert!(why("g1xa1").contains("no black piece on a1"));
    let s = Morris::from_names("a1 d1 a4 a7", "b2 d2 f2 c5", [0, 0], Side::White).unwrap();
    let why = |t: &str| s.explain_illegal(s.parse_move(t).unwrap());
    assert!(why("g7").contains("all of white's pieces"));
    assert!(why("a4-g1").contains("not joined by a line"));
    assert!(why("b4-b6").contains("no white piece on b4"));
    let s = Morris::from_names("a1 d1 a4 b4", "b2 d2 f2 c5", [0, 0], Side::White).unwrap();
    let why = |t: &str| s.explain_illegal(s.parse_move(t).unwrap());
    assert!(why("a4-a7xb2").contains("does not close"));
    let s = Morris::from_names("a1 d1 g4 b4", "b2 d2 f2 c5", [0, 0], Side::White).unwrap();
    let why = |t: &str| s.explain_illegal(s.parse_move(t).unwrap());
    assert!(
        why("g4-g1xd2").contains("stands in a mill"),
        "{}",
        why("g4-g1xd2")
    );
    assert!(why("g4-g1xd2").contains("c5"));
}

#[test]
fn keys_cover_board_side_and_hands() {
    let a = Morris::from_names("a1", "g7", [8, 8], Side::White).unwrap();
    let b = Morris::from_names("a1", "g7", [8, 7], Side::White).unwrap();
    let c = Morris::from_names("a1", "g7", [8, 8], Side::Black).unwrap();
    let d = Morris::from_names("g7", "a1", [8, 8], Side::White).unwrap();
    let keys = [a.key(), b.key(), c.key(), d.key()];
    for i in 0..4 {
        for j in i + 1..4 {
            assert_ne!(keys[i], keys[j]);
        }
    }
    assert_eq!(a.in_hand(), [8, 8]);
}

#[test]
fn progress_is_a_placement_or_a_removal() {
    assert_eq!(Morris::NO_PROGRESS_LIMIT, Some(100));
    let s = Morris::from_names("a1 d1 a4 b4", "b2 d2 f2 c5", [0, 0], Side::White).unwrap();
    assert!(!s.is_progress(s.parse_move("a4-a7").unwrap()));
    let s = Morris::from_names("a1 d1 g4", "b2 d2 f2 c5", [0, 1], Side::White).unwrap();
    assert!(s.is_progress(s.parse_move("g4-g1xc5").unwrap()));
    let s = Morris::from_names("a1", "b2", [1, 1], Side::White).unwrap();
    assert!(s.is_progress(s.parse_move("g7").unwrap()));
}

/// Random matches played to their end in `Match`: a no-progress draw comes
/// exactly after 100 slides or flies without a removal, repetition after
/// the third occurrence, and the engine's own ends otherwise.
#[test]
fn matches_end_by_the_rules() {
    let mut rng = Rng::new(7);
    let mut reasons = BTreeMap::new();
    for game in 0..60 {
        let mut m: Match<Morris> = Match::new(MorrisOptions::default());
        while m.outcome().is_none() {
            let mut legal = m.legal_moves();
            // Half the games shun removals, so that they last.
            if game % 2 == 1 && legal.iter().any(|mv| mv.removal().is_none()) {
                legal.retain(|mv| mv.removal().is_none());
            }
            let pick = legal[(rng.next_u64() % legal.len() as u64) as usize];
            m.play_text(&pick.to_string()).unwrap();
        }
        let outcome = m.outcome().unwrap();
        *reasons.entry(outcome.reason.as_str()).or_insert(0) += 1;
        let moves = m.moves();
        let n = moves.len();
        match outcome.reason {
            Reason::NoProgress => {
                let quiet = |i: usize| !m.state_at(i).is_progress(moves[i]);
                assert!((n - 100..n).all(quiet));
                assert!(!quiet(n - 101));
                assert!(m.outcome_at(n - 1).is_none());
            }
            Reason::Repetition => {
                let key = m.state().key();
                let seen = (0..=n).filter(|&i| m.state_at(i).key() == key).count();
                assert_eq!(seen, 3);
            }
            _ => assert!(m.state().end().is_some()),
        }
    }
    assert!(reasons.len() >= 3, "{reasons:?}");
    assert!(reasons.contains_key("no-progress"), "{reasons:?}");
}
