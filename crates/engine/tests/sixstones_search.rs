//! Six Stones' evaluation and search: the evaluation respects the board's
//! symmetries, the search takes a win it can see, parries a capture threat
//! and orders captures first, and the levels keep within the browser budget.

use proptest::prelude::*;
use tabuleiro_engine::games::sixstones::rules::NAMES;
use tabuleiro_engine::games::sixstones::{SixMove, SixStones};
use tabuleiro_engine::search::{Limits, Root, Searcher, WIN_SCORE};
use tabuleiro_engine::{Evaluate, Game, Rules, Side};

fn clock() -> f64 {
    0.0
}

fn search(s: &SixStones, depth: u32) -> (SixMove, i32) {
    let mut searcher = Searcher::<SixStones>::new(16);
    let root = Root {
        state: *s,
        history: &[],
        no_progress: 0,
    };
    let r = searcher.think(&root, &Limits::depth(depth, clock), &mut |_| {});
    (r.pv[0], r.score)
}

/// A point's name under a map of (column, row).
fn mapped(name: &str, f: fn(u8, u8) -> (u8, u8)) -> String {
    let b = name.as_bytes();
    let (c, r) = f(b[0] - b'a', b[1] - b'1');
    format!("{}{}", (b'a' + c) as char, r + 1)
}

fn names(mask: u32, f: fn(u8, u8) -> (u8, u8)) -> String {
    (0..21)
        .filter(|p| mask >> p & 1 == 1)
        .map(|p| mapped(NAMES[p], f))
        .collect::<Vec<_>>()
        .join(" ")
}

fn mirror(s: &SixStones) -> SixStones {
    let f = |c: u8, r: u8| (4 - c, r);
    SixStones::setup(
        &names(s.own(Side::Black), f),
        &names(s.own(Side::White), f),
        s.to_move,
    )
    .unwrap()
}

/// Colours swapped and the board turned upside down: the same position
/// seen by the other side.
fn swapped(s: &SixStones) -> SixStones {
    let f = |c: u8, r: u8| (c, 4 - r);
    SixStones::setup(
        &names(s.own(Side::White), f),
        &names(s.own(Side::Black), f),
        s.to_move.other(),
    )
    .unwrap()
}

fn random_position() -> impl Strategy<Value = SixStones> {
    (proptest::collection::vec(0u8..4, 21), any::<bool>()).prop_map(|(cells, black)| {
        let pick = |v: u8| {
            (0..21)
                .filter(|&p| cells[p] == v)
                .map(|p| NAMES[p])
                .collect::<Vec<_>>()
                .join(" ")
        };
        let side = if black { Side::Black } else { Side::White };
        SixStones::setup(&pick(1), &pick(2), side).unwrap()
    })
}

proptest! {
    #[test]
    fn evaluation_respects_the_symmetries(s in random_position()) {
        let e = s.evaluate();
        prop_assert_eq!(mirror(&s).evaluate(), e);
        prop_assert_eq!(swapped(&s).evaluate(), e);
        prop_assert!(e.abs() < WIN_SCORE / 4);
    }
}

#[test]
fn takes_a_win_it_can_see() {
    // b3-b2 takes a2 and b1, leaving White one stone.
    let s = SixStones::setup("b3 a3 c1 e4 c4 d5", "a2 b1 d4", Side::Black).unwrap();
    for depth in [1, 2, 5] {
        let (m, score) = search(&s, depth);
        assert_eq!(m.to_string(), "b3-b2", "depth {depth}");
        assert_eq!(score, WIN_SCORE - 1);
    }
}

#[test]
fn captures_are_ordered_first() {
    let s = SixStones::setup("b3 d3 c2 b4 c5 e4", "c3 c4 a2 e2 b1 a4", Side::Black).unwrap();
    let mut moves = Vec::new();
    s.legal_moves(&mut moves);
    let best = moves.iter().max_by_key(|&&m| s.order_hint(m)).unwrap();
    assert_eq!(best.to_string(), "e4-d4");
    let no_capture = s.parse_move("d3-d4").unwrap();
    assert!(s.order_hint(*best) > s.order_hint(no_capture));
}

#[test]
fn parries_a_capture_threat() {
    // Black's a2 stone is in atari (b2 is White, a3 vacant) and White a4
    // can step to a3 to take it. Black must move it, guard it or strike
    // first: whatever it plays, White has no capture in reply.
    let s = SixStones::setup("a2 c1 d1 d2 e2 c2", "b2 a4 b4 c4 d4 c5", Side::Black).unwrap();
    let threatened = s.groups().into_iter().any(|g| {
        g.side == Side::Black
            && g.in_atari()
            && g.stones == vec![NAMES.iter().position(|n| *n == "a2").unwrap()]
    });
    assert!(threatened);
    let (m, _) = search(&s, 4);
    let after = s.play(m);
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    assert!(
        replies.iter().all(|&r| after.captures(r).is_empty()),
        "{m} leaves a capture"
    );
}

#[test]
fn four_levels_within_the_browser_budget() {
    let levels = SixStones::levels();
    let names: Vec<&str> = levels.iter().map(|l| l.name).collect();
    assert_eq!(names, ["easy", "medium", "hard", "expert"]);
    for pair in levels.windows(2) {
        assert!(pair[0].depth < pair[1].depth);
        assert!(pair[0].temperature >= pair[1].temperature);
    }
    let top = levels.last().unwrap();
    assert!(top.time_ms.is_some_and(|t| t <= 2000.0));
    assert_eq!(top.temperature, 0.0);
}
