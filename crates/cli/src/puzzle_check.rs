//! `puzzles <game> --check`: re-proves every puzzle of the built-in set
//! and times what the puzzle page asks of the engine on the way through
//! each one: at every turn of the solution, whether the player still wins
//! and the solution from there, and for every move the player could make,
//! the computer's reply and whether it still loses in time. Prints the
//! counts by N and the slowest answer of each kind (native; the browser
//! is about 1–1.5 times slower). Each answer is timed as the fastest of
//! three runs, so that other work on the machine does not inflate it.

use std::collections::BTreeMap;
use std::time::Instant;

use tabuleiro_engine::puzzle::check::{check, open};
use tabuleiro_engine::puzzle::Puzzle;
use tabuleiro_engine::{AnyMatch, Error, GameId};

/// Runs of each timed answer; the fastest counts.
const RUNS: usize = 3;

/// The slowest answer of one kind: milliseconds and the puzzle.
#[derive(Default)]
struct Worst {
    ms: f64,
    id: String,
}

/// The slowest answer of each kind, by the puzzle's N.
#[derive(Default)]
struct Times {
    by_call: BTreeMap<&'static str, BTreeMap<u32, Worst>>,
}

impl Times {
    fn time<T>(
        &mut self,
        call: &'static str,
        p: &Puzzle,
        f: impl Fn() -> Result<T, Error>,
    ) -> Result<T, String> {
        let id = p.id.as_str();
        let mut ms = f64::INFINITY;
        let mut out = None;
        for _ in 0..RUNS {
            let start = Instant::now();
            out = Some(f().map_err(|e| format!("{id}: {call}: {e}"))?);
            ms = ms.min(start.elapsed().as_secs_f64() * 1000.0);
        }
        let out = out.ok_or("no run")?;
        let worst = self
            .by_call
            .entry(call)
            .or_default()
            .entry(p.n)
            .or_default();
        if ms > worst.ms {
            *worst = Worst { ms, id: id.into() };
        }
        Ok(out)
    }
}

/// Walks the solution of one puzzle, asking what the page asks.
fn walk(p: &Puzzle, m: &mut dyn AnyMatch, times: &mut Times) -> Result<(), String> {
    let id = p.id.as_str();
    for left in (1..=p.n).rev() {
        times.time("winsIn", p, || m.puzzle_wins_in(left))?;
        let line = times
            .time("solution", p, || m.puzzle_solution(left))?
            .ok_or_else(|| format!("{id}: no solution with {left} moves left"))?;
        for mv in m.legal() {
            m.play(&mv).map_err(|e| e.message)?;
            times.time("losesIn", p, || m.puzzle_loses_in(left - 1))?;
            times.time("reply", p, || m.puzzle_reply(left - 1))?;
            m.undo();
        }
        for mv in line.iter().take(2) {
            m.play(mv)
                .map_err(|e| format!("{id}: solution move {mv}: {}", e.message))?;
        }
        if m.outcome().is_some() {
            break;
        }
    }
    Ok(())
}

pub fn run(game: GameId, puzzles: &[Puzzle]) -> Result<String, String> {
    let start = Instant::now();
    let mut by_n: BTreeMap<u32, usize> = BTreeMap::new();
    for p in puzzles {
        check(game, p).map_err(|e| format!("{}: {e}", p.id))?;
        *by_n.entry(p.n).or_default() += 1;
    }
    let proving = start.elapsed().as_secs_f64();
    let mut times = Times::default();
    for p in puzzles {
        let mut m = open(game, p).map_err(|e| format!("{}: {e}", p.id))?;
        walk(p, m.as_mut(), &mut times)?;
    }
    let counts: Vec<String> = by_n.iter().map(|(n, c)| format!("N={n}: {c}")).collect();
    let mut out = format!(
        "{game}: {} puzzles sound ({}), re-proved in {proving:.2} s\n",
        puzzles.len(),
        counts.join(", ")
    );
    for (call, by_n) in &times.by_call {
        let worst: Vec<String> = by_n
            .iter()
            .map(|(n, w)| format!("N={n} {:.1} ({})", w.ms, w.id))
            .collect();
        out.push_str(&format!("slowest {call} (ms): {}\n", worst.join(", ")));
    }
    Ok(out)
}
