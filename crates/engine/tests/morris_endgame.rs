//! The Morris endgame table checked against the rules: every sampled entry
//! agrees with its children as the rules (not the table's own move and
//! unmove generators) find them, and symmetric positions share a value.

use tabuleiro_engine::games::morris::solver::table;
use tabuleiro_engine::games::morris::symmetry::{symmetries, COUNT};
use tabuleiro_engine::games::morris::Morris;
use tabuleiro_engine::{Rules, Side, Value};

/// The value the children give a position, by negamax over distances.
fn from_children(s: &Morris) -> Value {
    let t = table();
    let mut moves = Vec::new();
    s.legal_moves(&mut moves);
    if moves.is_empty() {
        return Value::Loss(Some(0));
    }
    let (mut quickest_win, mut longest_loss, mut draw) = (None::<u32>, 0u32, false);
    for m in moves {
        let child = s.play(m);
        let value = if child.end().is_some() {
            Value::Loss(Some(0))
        } else {
            t.probe(&child)
                .expect("a child of an endgame is in the table")
        };
        match value {
            Value::Loss(Some(d)) => quickest_win = Some(quickest_win.map_or(d, |w| w.min(d))),
            Value::Win(Some(d)) => longest_loss = longest_loss.max(d),
            _ => draw = true,
        }
    }
    match quickest_win {
        Some(d) => Value::Win(Some(d + 1)),
        None if draw => Value::Draw,
        None => Value::Loss(Some(longest_loss + 1)),
    }
}

#[test]
fn every_sampled_entry_agrees_with_its_children() {
    let t = table();
    let mut counts = [0usize; 3];
    for s in t.sample(97) {
        let v = t.probe(&s).unwrap();
        assert_eq!(v, from_children(&s), "{s:?}");
        counts[match v {
            Value::Win(_) => 0,
            Value::Draw => 1,
            _ => 2,
        }] += 1;
    }
    assert!(counts.iter().all(|&c| c > 100), "{counts:?}");
}

#[test]
fn symmetric_positions_and_either_side_share_a_value() {
    let t = table();
    let sym = symmetries();
    for s in t.sample(1009) {
        let v = t.probe(&s);
        for g in 0..COUNT {
            let image = Morris::new(
                [sym.apply(g, s.men[0]), sym.apply(g, s.men[1])],
                [0, 0],
                Side::White,
            )
            .unwrap();
            assert_eq!(t.probe(&image), v);
            let swapped = Morris::new([image.men[1], image.men[0]], [0, 0], Side::Black).unwrap();
            assert_eq!(t.probe(&swapped), v);
        }
    }
}

#[test]
fn known_endgames() {
    let t = table();
    // White to move closes a mill by flying: the game is won at once.
    let s = Morris::from_names("a1 d1 g4", "b2 d6 f4", [0, 0], Side::White).unwrap();
    assert_eq!(t.probe(&s), Some(Value::Win(Some(1))));
    // Positions with pieces in hand or five pieces are not in the table.
    let s = Morris::from_names("a1 d1 g4", "b2 d6 f4", [1, 0], Side::White).unwrap();
    assert_eq!(t.probe(&s), None);
    let s = Morris::from_names("a1 d1 g4 a4 a7", "b2 d6 f4", [0, 0], Side::White).unwrap();
    assert_eq!(t.probe(&s), None);
}

#[test]
fn the_table_is_wanted_from_the_sliding_on() {
    use tabuleiro_engine::{replay, GameId, MatchOptions};
    let placing = "d2 d6 b4 f4 d3 d5 c4 e4 e3 c5 b2 f6 g4 a4 a1 g7 a7";
    let wanted = |moves: &str| {
        let moves: Vec<String> = moves.split(' ').map(String::from).collect();
        let m = replay(GameId::Morris, &MatchOptions::default(), &moves)
            .expect("a game")
            .unwrap_or_else(|_| panic!("a fault in {moves:?}"));
        m.table_wanted()
    };
    assert!(!wanted(placing), "a man still in hand");
    assert!(wanted(&format!("{placing} g1")), "every man placed");
}
