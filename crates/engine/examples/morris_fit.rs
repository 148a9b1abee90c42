//! Fits Nine Men's Morris's evaluation weights to games (Texel's method):
//! every position of the games, from the fifth ply on, is labelled with the
//! game's result for its side to move, and the weights are moved to make
//! `sigmoid(k · evaluation)` predict those results best (least squares).
//! The games are match logs of `../shared/tools/morris-referee.py`; only
//! their `# result` lines are read.
//!
//! ```sh
//! cargo run --release -p tabuleiro-engine --example morris_fit -- LOG... [TERM=VALUE...]
//! ```
//!
//! A `TERM=VALUE` argument holds that term at that value.
//!
//! A file of lines `SCORE<TAB>MOVES` (a deeper search's score of the
//! position after MOVES, in hundredths of a piece for its side to move,
//! as `uci`'s `info … score` gives it) fits the evaluation to those
//! scores instead of to results: each is taken as `sigmoid(SCORE / 100)`
//! and `k` is held at 1, so the evaluation keeps the search's scale.
//!
//! Prints the error before and after, and the fitted weights in the order
//! of `eval::TERMS`, for matches to confirm (docs/morris-engine.md).

use tabuleiro_engine::games::morris::eval::{terms, SCALE, TERMS, WEIGHTS};
use tabuleiro_engine::games::morris::{Morris, MorrisOptions};
use tabuleiro_engine::{Rules, Side};

/// Terms the fit leaves alone: the decisive ones. Material is fitted with
/// the rest and the weights are then scaled back to 100 for a piece.
const FIXED: [&str; 3] = ["closable_wins", "threat_fatal", "shut_in"];

/// How strongly each weight is pulled back toward its present value
/// (squared error per hundredth, as a share of the fit's error): games are
/// noisy labels, and terms that move together could otherwise drift apart.
const PULL: f64 = 2e-7;

struct Sample {
    terms: Vec<f64>,
    result: f64,
}

/// A position's terms, in the evaluation's units.
fn scaled_terms(s: &Morris) -> Vec<f64> {
    terms(s)
        .iter()
        .map(|&t| f64::from(t) / f64::from(SCALE))
        .collect()
}

/// The positions of one game line (`# result 1-0 (…) after N plies: m1 m2 …`).
fn samples(line: &str, out: &mut Vec<Sample>) {
    let Some(rest) = line.strip_prefix("# result ") else {
        return;
    };
    let white = match rest.split(' ').next() {
        Some("1-0") => 1.0,
        Some("0-1") => 0.0,
        Some("1/2") => 0.5,
        _ => return,
    };
    let Some((_, moves)) = rest.split_once(": ") else {
        return;
    };
    let mut s = Morris::start(&MorrisOptions::default());
    for (ply, text) in moves.split_whitespace().enumerate() {
        if ply >= 4 && s.end().is_none() {
            let result = if s.to_move == Side::White {
                white
            } else {
                1.0 - white
            };
            out.push(Sample {
                terms: scaled_terms(&s),
                result,
            });
        }
        let Ok(m) = s.parse_move(text) else {
            return;
        };
        s = s.play(m);
    }
}

/// The position of one scored line (`SCORE<TAB>MOVES`); false if the line
/// is not one.
fn scored(line: &str, out: &mut Vec<Sample>) -> bool {
    let Some((score, moves)) = line.split_once('\t') else {
        return false;
    };
    let Ok(score) = score.trim().parse::<f64>() else {
        return false;
    };
    let mut s = Morris::start(&MorrisOptions::default());
    for text in moves.split_whitespace() {
        let Ok(m) = s.parse_move(text) else {
            return false;
        };
        s = s.play(m);
    }
    if s.end().is_some() {
        return false;
    }
    out.push(Sample {
        terms: scaled_terms(&s),
        result: sigmoid(score / 100.0),
    });
    true
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn error(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let e: f64 = s.terms.iter().zip(w).map(|(t, w)| t * w).sum();
            (s.result - sigmoid(k * e / 100.0)).powi(2)
        })
        .sum();
    total / samples.len() as f64
}

/// The scale `k` that makes the present weights predict best.
fn fit_k(samples: &[Sample], w: &[f64]) -> f64 {
    let mut best = (f64::MAX, 1.0);
    for i in 1..=100 {
        let k = f64::from(i) * 0.05;
        let e = error(samples, w, k);
        if e < best.0 {
            best = (e, k);
        }
    }
    best.1
}

/// Gradient descent (Adam) on the free weights, pulled toward `start`.
fn fit(samples: &[Sample], w: &mut [f64], start: &[f64], k: f64, held: &[usize]) {
    let free: Vec<bool> = TERMS
        .iter()
        .enumerate()
        .map(|(i, t)| !FIXED.contains(t) && !held.contains(&i))
        .collect();
    let n = w.len();
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (rate, b1, b2) = (1.0, 0.9, 0.999);
    for step in 1..=2000 {
        let mut grad = vec![0.0; n];
        for s in samples {
            let e: f64 = s.terms.iter().zip(w.iter()).map(|(t, w)| t * w).sum();
            let p = sigmoid(k * e / 100.0);
            let d = -2.0 * (s.result - p) * p * (1.0 - p) * k / 100.0;
            for (g, t) in grad.iter_mut().zip(&s.terms) {
                *g += d * t;
            }
        }
        for i in (0..n).filter(|&i| free[i]) {
            let g = grad[i] / samples.len() as f64 + 2.0 * PULL * (w[i] - start[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(step));
            let vh = v[i] / (1.0 - b2.powi(step));
            w[i] -= rate * mh / (vh.sqrt() + 1e-9);
        }
    }
}

/// What the arguments give: terms held at a value, and the positions with
/// their labels (how many of them a deeper search's scores).
struct Inputs {
    held: Vec<(usize, f64)>,
    samples: Vec<Sample>,
    scored: usize,
}

/// `name=value` arguments hold a term at that value; the rest are files of
/// games or of scored positions.
fn read_inputs() -> Result<Inputs, String> {
    let mut inputs = Inputs {
        held: Vec::new(),
        samples: Vec::new(),
        scored: 0,
    };
    for arg in std::env::args().skip(1) {
        if let Some((name, value)) = arg.split_once('=') {
            let term = TERMS.iter().position(|t| *t == name);
            let (Some(i), Ok(v)) = (term, value.parse()) else {
                return Err(format!(
                    "'{arg}' is not TERM=VALUE with a term of eval::TERMS"
                ));
            };
            inputs.held.push((i, v));
            continue;
        }
        let text = std::fs::read_to_string(&arg).map_err(|e| format!("cannot read {arg}: {e}"))?;
        for line in text.lines() {
            if scored(line, &mut inputs.samples) {
                inputs.scored += 1;
            } else {
                samples(line, &mut inputs.samples);
            }
        }
    }
    if inputs.samples.is_empty() {
        return Err("no games and no scored positions".into());
    }
    Ok(inputs)
}

fn main() {
    let inputs = match read_inputs() {
        Ok(inputs) => inputs,
        Err(e) => {
            eprintln!("morris_fit: {e}");
            std::process::exit(2);
        }
    };
    let all = &inputs.samples;
    let mut w: Vec<f64> = WEIGHTS.iter().map(|&w| f64::from(w)).collect();
    for &(i, v) in &inputs.held {
        w[i] = v;
    }
    // Scores are on the evaluation's own scale: k stays 1 when there are
    // any (for game results read beside them too).
    let k = if inputs.scored > 0 {
        1.0
    } else {
        fit_k(all, &w)
    };
    println!(
        "{} positions; k {k:.2}; error {:.5}",
        all.len(),
        error(all, &w, k)
    );
    let start = w.clone();
    let held: Vec<usize> = inputs.held.iter().map(|f| f.0).collect();
    fit(all, &mut w, &start, k, &held);
    println!("fitted: error {:.5}", error(all, &w, k));
    let scale = 100.0 / w[0];
    for (i, (weight, name)) in w.iter_mut().zip(TERMS).enumerate() {
        if !FIXED.contains(&name) && !held.contains(&i) {
            *weight *= scale;
        }
    }
    let pairs: Vec<String> = TERMS
        .iter()
        .zip(&w)
        .map(|(t, w)| format!("{t}={}", w.round() as i32))
        .collect();
    println!("{}", pairs.join(","));
}
