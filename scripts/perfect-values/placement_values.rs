//! The perfect-play values of a game's first placements, read from the
//! sectors of the placement phase that Sanmill ships with its app, by its
//! own `perfect-db` crate. A measurement aid beside the sparring engine,
//! built inside Sanmill's workspace and never part of Tabuleiro (see
//! scripts/morris-placement-drops.py, which drives it):
//!
//!     cp scripts/perfect-values/placement_values.rs SANMILL/crates/perfect-db/examples/
//!     cargo build --release -p perfect-db --example placement_values
//!     placement_values DB_DIR MAX_PLIES std.secval std_*.sec2 < games
//!
//! Each input line is a move list in the referee's notation (`d2`, `f6xb2`);
//! each output line is its first four moves, a tab, then `n:wdl/steps` for
//! every prefix of 4..=MAX_PLIES plies: the value for the side to move after
//! n plies (1 win, 0 draw, -1 loss), until a move the sectors cannot place
//! (a slide) or a sector that is missing.
use perfect_db::database::{Database, MemoryDatabaseProvider, PerfectQuery};
use std::io::BufRead;
use std::process::exit;

/// The sectors' point order.
const LABELS: [&str; 24] = [
    "a4", "a7", "d7", "g7", "g4", "g1", "d1", "a1", "b4", "b6", "d6", "f6", "f4", "f2", "d2", "b2",
    "c4", "c5", "d5", "e5", "e4", "e3", "d3", "c3",
];

/// Plies of the random opening, before which nothing is judged.
const OPENING_PLIES: usize = 4;

fn bit(label: &str) -> Option<u32> {
    LABELS.iter().position(|l| *l == label).map(|i| 1 << i)
}

fn fail(message: String) -> ! {
    eprintln!("placement_values: {message}");
    exit(2)
}

/// The position after `moves`, all placements (a removal written as
/// `f6xb2`), as the database asks for it; `None` at a slide.
fn query_after(moves: &[&str]) -> Option<PerfectQuery> {
    let mut men = [0u32; 2];
    let mut hand = [9u8, 9u8];
    for (i, m) in moves.iter().enumerate() {
        let side = i % 2;
        let (to, taken) = match m.split_once('x') {
            Some((to, taken)) => (to, Some(bit(taken)?)),
            None => (*m, None),
        };
        men[side] |= bit(to)?;
        if let Some(t) = taken {
            men[1 - side] &= !t;
        }
        hand[side] = hand[side].checked_sub(1)?;
    }
    Some(PerfectQuery {
        white_bits: men[0],
        black_bits: men[1],
        white_in_hand: hand[0],
        black_in_hand: hand[1],
        side_to_move: (moves.len() % 2) as u8,
        only_stone_taking: false,
    })
}

/// `n:wdl/steps` for each prefix the sectors answer.
fn values<P>(db: &mut Database<P>, moves: &[&str], max: usize) -> Vec<String>
where
    P: perfect_db::database::DatabaseProvider,
{
    let mut out = Vec::new();
    for n in OPENING_PLIES..=max.min(moves.len()) {
        let Some(query) = query_after(&moves[..n]) else {
            break;
        };
        // A sector not shipped (std_4_4_5_5, from the eighth ply) ends the line.
        match db.evaluate_outcome(query) {
            Ok(Some(o)) => out.push(format!("{n}:{}/{}", o.wdl(), o.steps())),
            _ => break,
        }
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        fail("usage: placement_values DB_DIR MAX_PLIES std.secval std_*.sec2 < games".into());
    }
    let max: usize = args[1]
        .parse()
        .unwrap_or_else(|_| fail(format!("MAX_PLIES '{}' is not a count", args[1])));
    let files = args[2..].iter().map(|name| {
        let path = format!("{}/{name}", args[0]);
        let bytes = std::fs::read(&path).unwrap_or_else(|e| fail(format!("{path}: {e}")));
        (name.clone(), bytes)
    });
    let mut db = Database::open(MemoryDatabaseProvider::from_files(files))
        .unwrap_or_else(|e| fail(format!("the database: {e}")));
    for line in std::io::stdin().lock().lines() {
        let line = line.unwrap_or_else(|e| fail(format!("reading the games: {e}")));
        let moves: Vec<&str> = line.split_whitespace().collect();
        let opening = moves[..OPENING_PLIES.min(moves.len())].join(" ");
        println!("{opening}\t{}", values(&mut db, &moves, max).join(" "));
    }
}
