//! Writes Nine Men's Morris's opening book from our own searches:
//!
//! ```sh
//! cargo run --release -p tabuleiro-engine --example morris_book -- PLIES MS \
//!   > crates/engine/src/games/morris/book_data.rs
//! ```
//!
//! The book covers the first PLIES plies of every game in which the side it
//! plays for follows the book and the other side plays anything: White's
//! lines from the start, Black's after any first move. Each position (one
//! per symmetry class) is searched for MS milliseconds by the engine's own
//! search at full strength; progress goes to stderr.

use std::collections::BTreeMap;
use std::time::Instant;

use tabuleiro_engine::games::morris::book::{canonical, key, pack};
use tabuleiro_engine::games::morris::{Morris, MorrisOptions};
use tabuleiro_engine::search::{Limits, Root, Searcher, MAX_DEPTH};
use tabuleiro_engine::Rules;

fn clock() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn legal(s: &Morris) -> Vec<tabuleiro_engine::games::morris::MorrisMove> {
    let mut moves = Vec::new();
    s.legal_moves(&mut moves);
    moves
}

/// The canonical positions after every move of `s`.
fn replies(s: &Morris) -> Vec<Morris> {
    legal(s)
        .into_iter()
        .map(|m| canonical(&s.play(m)).0)
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let plies: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(4);
    let ms: f64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000.0);
    let start = Morris::start(&MorrisOptions::default());
    // Positions to search, by ply: White's lines and Black's.
    let mut layers: Vec<BTreeMap<u64, Morris>> = vec![BTreeMap::new(); plies + 1];
    layers[0].insert(start.key(), canonical(&start).0);
    for s in replies(&start) {
        layers[1].insert(s.key(), s);
    }
    let mut searcher = Searcher::<Morris>::new(22);
    let mut book = BTreeMap::new();
    for ply in 0..plies {
        let layer = std::mem::take(&mut layers[ply]);
        eprintln!("ply {ply}: {} positions", layer.len());
        for s in layer.values() {
            let limits = Limits {
                max_depth: MAX_DEPTH,
                max_nodes: None,
                time_ms: Some(ms),
                now_ms: clock,
                stop: None,
                use_all_time: true,
            };
            let root = Root {
                state: *s,
                history: &[],
                no_progress: 0,
            };
            let report = searcher.think(&root, &limits, &mut |_| {});
            let Some(&best) = report.pv.first() else {
                continue;
            };
            eprintln!("  {best} depth {} score {}", report.depth, report.score);
            book.insert(key(s), pack(best));
            if ply + 2 < plies {
                for next in replies(&s.play(best)) {
                    layers[ply + 2].insert(next.key(), next);
                }
            }
        }
    }
    println!(
        "//! The opening book's entries, written by the `morris_book` example from\n\
         //! our own searches ({plies} plies, {ms} ms a position): (key of the\n\
         //! canonical position, packed move), sorted by key. Do not edit by hand;\n\
         //! `book.rs` explains the format.\n"
    );
    println!("pub const ENTRIES: &[(u32, u16)] = &[");
    for (k, m) in &book {
        println!("    ({k:#010x}, {m:#06x}),");
    }
    println!("];");
}
