//! Benchmark of Rastros' exact solver: solves a position and prints its
//! value for the side to move, the nodes searched and the time taken, then
//! every winning move (each move's position solved in turn, the table kept).
//!
//! `cargo run --release -p tabuleiro-engine --example rastros_solve -- 7 e5`
//!
//! Arguments: the board size, then a start square, `fixed` (the tournament
//! square), `free`, or `all` (every fixed start of that size, one line
//! each); then optional moves played from the start.

use std::process::exit;
use std::time::Instant;

use tabuleiro_engine::game::options_from;
use tabuleiro_engine::games::rastros::solver::{Solver, Verdict};
use tabuleiro_engine::games::rastros::{Grid, Rastros};
use tabuleiro_engine::{MatchOptions, Rules};

/// 2^20 entries (16 MB): larger tables save few nodes and lose more to
/// cache misses.
const TT_BITS: u32 = 20;

fn fail(message: &str) -> ! {
    eprintln!("rastros_solve: {message}");
    exit(2)
}

fn start(size: u32, start: &str, moves: &[String]) -> Rastros {
    let given = MatchOptions::new()
        .with("size", size.to_string())
        .with("start", start);
    let options = options_from::<Rastros>(&given).unwrap_or_else(|e| fail(&e.message));
    let mut state = Rastros::start(&options);
    for text in moves {
        let m = state.parse_move(text).unwrap_or_else(|e| fail(&e.message));
        let mut legal = Vec::new();
        state.legal_moves(&mut legal);
        if !legal.contains(&m) {
            fail(&state.explain_illegal(m));
        }
        state = state.play(m);
    }
    state
}

fn word(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "win",
        Verdict::Loss => "loss",
        Verdict::Unknown => "unknown",
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let size: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(7);
    let start_arg = args.get(1).cloned().unwrap_or_else(|| "fixed".into());
    let moves = args.get(2..).unwrap_or(&[]);

    if start_arg == "all" {
        let grid = Grid::of(size.clamp(5, 9) as u8);
        let mut total = 0.0;
        for sq in 1..(size * size - 1) as u8 {
            let name = grid.name(sq);
            let state = start(size, &name, &[]);
            let mut solver = Solver::new(TT_BITS);
            let t = Instant::now();
            let v = solver.solve(&state, None);
            let secs = t.elapsed().as_secs_f64();
            total += secs;
            println!(
                "{size}×{size} {name}: {} for p1, {} nodes, {secs:.3} s",
                word(v),
                solver.nodes()
            );
        }
        println!("all {} starts: {total:.3} s", size * size - 2);
        return;
    }

    let state = start(size, &start_arg, moves);
    let mut solver = Solver::new(TT_BITS);
    let started = Instant::now();
    let verdict = solver.solve(&state, None);
    println!(
        "{size}×{size} start {start_arg}{}: {} for {} — {} nodes, {:.3} s",
        if moves.is_empty() {
            String::new()
        } else {
            format!(" after {}", moves.join(" "))
        },
        word(verdict),
        Rastros::side_id(state.side_to_move()),
        solver.nodes(),
        started.elapsed().as_secs_f64()
    );

    let mut legal = Vec::new();
    state.legal_moves(&mut legal);
    let mut winning = Vec::new();
    for m in legal {
        let child = state.play(m);
        let wins = match child.end() {
            Some(end) => end.winner == state.side_to_move(),
            None => solver.solve(&child, None) == Verdict::Loss,
        };
        if wins {
            winning.push(m.to_string());
        }
    }
    winning.sort();
    println!(
        "winning moves: {} — every move rated after {} nodes, {:.3} s in all",
        if winning.is_empty() {
            "none".to_string()
        } else {
            winning.join(" ")
        },
        solver.nodes(),
        started.elapsed().as_secs_f64()
    );
}
