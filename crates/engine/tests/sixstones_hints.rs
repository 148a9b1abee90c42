//! The teaching data the page draws (groups, liberties, atari, captures per
//! move) comes through the generic snapshot: present for Six Stones, absent
//! for games without groups.

use tabuleiro_engine::{GameId, MatchOptions};

const LINE: &str = "b2-b3 b4-a4 b3-b4 d4-e4 d2-e2 e4-e3 b4-b3 e3-e4 c2-c3 b5-b4 c1-c2 c4-d4 e2-d2 d4-d3 d2-e2 e4-e3 b1-c1 b4-b5 d1-d2 e3-e4 d2-d1 d3-e3 d1-d2 a4-a3 b3-b4 e3-d3 e2-e3 a3-b3 b4-c4 b5-b4";

#[test]
fn start_position_groups_and_no_captures() {
    let m = GameId::parse("sixstones")
        .unwrap()
        .open(&MatchOptions::new())
        .unwrap();
    let hints = m.snapshot(0).hints.expect("six stones has hints");
    assert_eq!(hints.groups.len(), 2);
    let black = hints.groups.iter().find(|g| g.side == "black").unwrap();
    assert_eq!(black.stones, ["b1", "c1", "d1", "b2", "c2", "d2"]);
    assert_eq!(black.liberties.len(), 5);
    assert!(!black.in_atari);
    assert!(hints.captures.is_empty());
}

#[test]
fn captures_listed_per_move() {
    let mut m = GameId::parse("sixstones")
        .unwrap()
        .open(&MatchOptions::new())
        .unwrap();
    for mv in LINE.split_whitespace() {
        m.play(mv).unwrap();
    }
    let snap = m.snapshot(usize::MAX);
    let hints = snap.hints.unwrap();
    let c = hints.captures.iter().find(|c| c.text == "c4-d4").unwrap();
    let mut points = c.points.clone();
    points.sort();
    assert_eq!(points, ["d3", "e4"]);
    for g in hints.groups.iter().filter(|g| g.in_atari) {
        assert_eq!(g.liberties.len(), 1);
    }
    // Every move listed is legal, and every legal move that captures is listed.
    for c in &hints.captures {
        assert!(snap.legal.iter().any(|l| l.text == c.text));
    }
}

#[test]
fn games_without_groups_have_no_hints() {
    let m = GameId::parse("achi")
        .unwrap()
        .open(&MatchOptions::new())
        .unwrap();
    assert!(m.snapshot(0).hints.is_none());
}
