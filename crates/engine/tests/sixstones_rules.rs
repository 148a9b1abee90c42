//! Six Stones checked against a second, deliberately naive implementation
//! written straight from RULES.md §2 — a 5×5 grid of characters with the
//! corners blanked out, the 32 lines spelled out by point names, groups and
//! liberties by depth-first search — on perft, on the capture vectors in
//! vectors/sixstones-captures.txt, and on the legal moves, captures, groups
//! and game ends of hundreds of random games and random positions. The
//! `Match` draw rules (repetition, 80 plies without a capture) too.

#![allow(clippy::needless_range_loop)] // the naive model indexes on purpose

use std::sync::OnceLock;

use proptest::prelude::*;
use tabuleiro_engine::games::sixstones::{SixMove, SixStones, SixStonesOptions};
use tabuleiro_engine::matchplay::{Match, Outcome, Reason};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::rules::{perft, sorted_legal_moves};
use tabuleiro_engine::rules::{EndReason, GameEnd};
use tabuleiro_engine::{Rules, Side};

mod common;
use common::{depth_counts, other_colour, NaiveModel};

/// RULES.md: orthogonal unit steps between existing points, written out.
const LINES: [&str; 32] = [
    "b1 c1", "c1 d1", "a2 b2", "b2 c2", "c2 d2", "d2 e2", "a3 b3", "b3 c3", "c3 d3", "d3 e3",
    "a4 b4", "b4 c4", "c4 d4", "d4 e4", "b5 c5", "c5 d5", "a2 a3", "a3 a4", "b1 b2", "b2 b3",
    "b3 b4", "b4 b5", "c1 c2", "c2 c3", "c3 c4", "c4 c5", "d1 d2", "d2 d3", "d3 d4", "d4 d5",
    "e2 e3", "e3 e4",
];

/// A cell of the grid by name: `grid[row][column]`.
fn cell(name: &str) -> (usize, usize) {
    let b = name.as_bytes();
    ((b[1] - b'1') as usize, (b[0] - b'a') as usize)
}

fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

/// A cell of the grid: (row, column).
type Cell = (usize, usize);

/// The naive model: `grid[row][col]` is ' ' (no point), '.', 'B' or 'W'.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Naive {
    grid: [[char; 5]; 5],
    to_move: char,
}

/// The cells joined to (r, c) by a line, read from `LINES` once.
fn neighbours(r: usize, c: usize) -> &'static [Cell] {
    static TABLE: OnceLock<Vec<Vec<Vec<Cell>>>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![vec![vec![]; 5]; 5];
        for line in LINES {
            let (a, b) = line.split_once(' ').unwrap();
            let (ra, ca) = cell(a);
            let (rb, cb) = cell(b);
            t[ra][ca].push((rb, cb));
            t[rb][cb].push((ra, ca));
        }
        t
    });
    &table[r][c]
}

impl Naive {
    fn empty(to_move: char) -> Naive {
        let mut grid = [['.'; 5]; 5];
        for (r, c) in [(0, 0), (0, 4), (4, 0), (4, 4)] {
            grid[r][c] = ' ';
        }
        Naive { grid, to_move }
    }

    fn start() -> Naive {
        Naive::setup("b1 c1 d1 b2 c2 d2", "b4 c4 d4 b5 c5 d5", 'B')
    }

    fn setup(black: &str, white: &str, to_move: char) -> Naive {
        let mut n = Naive::empty(to_move);
        for p in black.split_whitespace() {
            let (r, c) = cell(p);
            n.grid[r][c] = 'B';
        }
        for p in white.split_whitespace() {
            let (r, c) = cell(p);
            n.grid[r][c] = 'W';
        }
        n
    }

    fn count(&self, who: char) -> usize {
        self.grid.iter().flatten().filter(|&&x| x == who).count()
    }

    /// The group at (r, c) and its liberties, by depth-first search.
    fn group(&self, r: usize, c: usize) -> (Vec<Cell>, Vec<Cell>) {
        let colour = self.grid[r][c];
        let mut stones = vec![(r, c)];
        let mut libs = vec![];
        let mut stack = vec![(r, c)];
        while let Some((y, x)) = stack.pop() {
            for &(ny, nx) in neighbours(y, x) {
                let v = self.grid[ny][nx];
                if v == '.' && !libs.contains(&(ny, nx)) {
                    libs.push((ny, nx));
                } else if v == colour && !stones.contains(&(ny, nx)) {
                    stones.push((ny, nx));
                    stack.push((ny, nx));
                }
            }
        }
        (stones, libs)
    }

    /// Plays from-to for the side to move: vacate, land, capture every
    /// opponent group without a liberty, then the suicide check. Returns
    /// the new position and the captured points, or None for suicide.
    fn apply(&self, from: &str, to: &str) -> Option<(Naive, Vec<String>)> {
        let mut next = self.clone();
        let (fr, fc) = cell(from);
        let (tr, tc) = cell(to);
        next.grid[fr][fc] = '.';
        next.grid[tr][tc] = self.to_move;
        let opp = other_colour(self.to_move);
        let mut dead = vec![];
        for r in 0..5 {
            for c in 0..5 {
                if next.grid[r][c] == opp && next.group(r, c).1.is_empty() {
                    dead.push((r, c));
                }
            }
        }
        for &(r, c) in &dead {
            next.grid[r][c] = '.';
        }
        if next.group(tr, tc).1.is_empty() {
            return None;
        }
        next.to_move = opp;
        let mut names: Vec<String> = dead.iter().map(|&(r, c)| cell_name(r, c)).collect();
        names.sort();
        Some((next, names))
    }

    /// The game's end: (winner, reason) if the side to move has lost.
    fn end(&self) -> Option<(char, &'static str)> {
        if self.count(self.to_move) <= 2 {
            return Some((other_colour(self.to_move), "few"));
        }
        if self.slides().is_empty() {
            return Some((other_colour(self.to_move), "nomove"));
        }
        None
    }

    /// Every legal slide ignoring the game's end.
    fn slides(&self) -> Vec<String> {
        let mut out = vec![];
        for r in 0..5 {
            for c in 0..5 {
                if self.grid[r][c] != self.to_move {
                    continue;
                }
                for &(nr, nc) in neighbours(r, c) {
                    let (from, to) = (cell_name(r, c), cell_name(nr, nc));
                    if self.grid[nr][nc] == '.' && self.apply(&from, &to).is_some() {
                        out.push(format!("{from}-{to}"));
                    }
                }
            }
        }
        out.sort();
        out
    }

    /// The position after `m`, and the points of the stones it captured.
    fn play_capturing(&self, m: &str) -> (Naive, Vec<String>) {
        let (a, b) = m.split_once('-').unwrap();
        self.apply(a, b).unwrap()
    }

    /// Groups as sorted "stones/liberties" strings, e.g. "B b1 c1/d1".
    fn groups(&self) -> Vec<String> {
        let mut seen = vec![];
        let mut out = vec![];
        for r in 0..5 {
            for c in 0..5 {
                let v = self.grid[r][c];
                if (v == 'B' || v == 'W') && !seen.contains(&(r, c)) {
                    let (stones, libs) = self.group(r, c);
                    seen.extend(stones.iter().copied());
                    out.push(describe(v, &stones, &libs));
                }
            }
        }
        out.sort();
        out
    }
}

impl NaiveModel for Naive {
    fn moves(&self) -> Vec<String> {
        if self.end().is_some() {
            return vec![];
        }
        self.slides()
    }

    fn play(&self, m: &str) -> Naive {
        self.play_capturing(m).0
    }
}

fn describe(colour: char, stones: &[(usize, usize)], libs: &[(usize, usize)]) -> String {
    let names = |v: &[(usize, usize)]| {
        let mut n: Vec<String> = v.iter().map(|&(r, c)| cell_name(r, c)).collect();
        n.sort();
        n.join(" ")
    };
    format!("{colour} {}/{}", names(stones), names(libs))
}

// ---- the engine seen through the same lenses ----

const NAMES: [&str; 21] = [
    "b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "a4", "b4", "c4",
    "d4", "e4", "b5", "c5", "d5",
];

fn engine_groups(s: &SixStones) -> Vec<String> {
    let mut out: Vec<String> = s
        .groups()
        .iter()
        .map(|g| {
            let colour = if g.side == Side::Black { 'B' } else { 'W' };
            let cells = |v: &[usize]| v.iter().map(|&p| cell(NAMES[p])).collect::<Vec<_>>();
            describe(colour, &cells(&g.stones), &cells(&g.liberties))
        })
        .collect();
    out.sort();
    out
}

fn engine_end(s: &SixStones) -> Option<(char, &'static str)> {
    s.end().map(|GameEnd { winner, reason }| {
        let w = if winner == Side::Black { 'B' } else { 'W' };
        let r = match reason {
            EndReason::FewPieces => "few",
            EndReason::NoMove => "nomove",
            other => panic!("unexpected end reason {other:?}"),
        };
        (w, r)
    })
}

/// The naive grid as the engine's state, to compare boards.
fn as_engine(n: &Naive) -> SixStones {
    let mut black = vec![];
    let mut white = vec![];
    for r in 0..5 {
        for c in 0..5 {
            match n.grid[r][c] {
                'B' => black.push(cell_name(r, c)),
                'W' => white.push(cell_name(r, c)),
                _ => {}
            }
        }
    }
    let side = if n.to_move == 'B' {
        Side::Black
    } else {
        Side::White
    };
    SixStones::setup(&black.join(" "), &white.join(" "), side).unwrap()
}

/// The stones a move captures, by name, sorted as strings.
fn captured_names(s: &SixStones, m: SixMove) -> Vec<String> {
    let mut v: Vec<String> = s
        .captures(m)
        .iter()
        .map(|&p| NAMES[p].to_string())
        .collect();
    v.sort();
    v
}

fn parse(s: &SixStones, text: &str) -> SixMove {
    s.parse_move(text).unwrap()
}

/// Compares everything observable about one position; returns the moves.
fn compare(engine: &SixStones, naive: &Naive, context: &str) -> Vec<String> {
    assert_eq!(*engine, as_engine(naive), "{context}: boards");
    let end = naive.end();
    let moves = if end.is_some() {
        vec![]
    } else {
        naive.slides()
    };
    assert_eq!(sorted_legal_moves(engine), moves, "{context}: moves");
    assert_eq!(engine_end(engine), end, "{context}: end");
    assert_eq!(engine_groups(engine), naive.groups(), "{context}: groups");
    for text in &moves {
        let m = parse(engine, text);
        let expected = naive.play_capturing(text).1;
        assert_eq!(
            captured_names(engine, m),
            expected,
            "{context}: captures of {text}"
        );
        assert_eq!(engine.is_progress(m), !expected.is_empty(), "{context}");
    }
    moves
}

// ---- perft ----

fn perft_vectors() -> Vec<(u32, u64)> {
    depth_counts(include_str!("vectors/sixstones-perft.txt"))
}

#[test]
fn perft_matches_the_vectors_and_the_naive_model() {
    let table = perft_vectors();
    assert!(table.iter().any(|&(d, _)| d >= 8), "vectors reach depth 8");
    let start = SixStones::start(&SixStonesOptions);
    let naive = Naive::start();
    for (depth, expected) in table {
        if depth <= 8 {
            assert_eq!(perft(&start, depth), expected, "engine perft({depth})");
        }
        if depth <= 7 {
            assert_eq!(naive.perft(depth), expected, "naive perft({depth})");
        }
    }
}

// ---- capture vectors ----

struct CaptureVector {
    line: String,
    naive: Naive,
    engine: SixStones,
    mv: String,
    captured: Vec<String>,
}

fn capture_vectors() -> Vec<CaptureVector> {
    let mut out = vec![];
    for line in include_str!("vectors/sixstones-captures.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (kind, rest) = line.split_once(' ').unwrap();
        let fields: Vec<&str> = rest.split('|').map(str::trim).collect();
        let (naive, engine, mv, captured) = match kind {
            "setup" => {
                let side = fields[2];
                let naive = Naive::setup(
                    fields[0],
                    fields[1],
                    if side == "black" { 'B' } else { 'W' },
                );
                let engine = SixStones::setup(
                    fields[0],
                    fields[1],
                    if side == "black" {
                        Side::Black
                    } else {
                        Side::White
                    },
                )
                .unwrap();
                (naive, engine, fields[3], fields[4])
            }
            "moves" => {
                let mut naive = Naive::start();
                let mut engine = SixStones::start(&SixStonesOptions);
                for m in fields[0].split_whitespace() {
                    assert!(naive.moves().contains(&m.to_string()), "{line}: {m}");
                    naive = naive.play_capturing(m).0;
                    engine = engine.play(parse(&engine, m));
                }
                (naive, engine, fields[1], fields[2])
            }
            other => panic!("unknown vector kind {other}"),
        };
        let captured = if captured == "-" {
            vec![]
        } else {
            captured.split_whitespace().map(str::to_string).collect()
        };
        out.push(CaptureVector {
            line: line.to_string(),
            naive,
            engine,
            mv: mv.to_string(),
            captured,
        });
    }
    out
}

#[test]
fn capture_vectors_hold_for_the_engine_and_the_naive_model() {
    let vectors = capture_vectors();
    assert!(vectors.len() >= 10);
    for v in vectors {
        let context = v.line.as_str();
        compare(&v.engine, &v.naive, context);
        let m = parse(&v.engine, &v.mv);
        assert!(v.engine.is_legal(m), "{context}");
        assert_eq!(
            captured_names(&v.engine, m),
            v.captured,
            "engine: {context}"
        );
        let (after, naive_captured) = v.naive.play_capturing(&v.mv);
        assert_eq!(naive_captured, v.captured, "naive: {context}");
        compare(&v.engine.play(m), &after, context);
    }
}

#[test]
fn a_capture_down_to_two_stones_wins() {
    let s = SixStones::setup("b3 a3 c1 e4 c4 d5", "a2 b1 d4", Side::Black).unwrap();
    let after = s.play(parse(&s, "b3-b2"));
    assert_eq!(
        after.end(),
        Some(GameEnd {
            winner: Side::Black,
            reason: EndReason::FewPieces
        })
    );
    assert!(sorted_legal_moves(&after).is_empty());
}

// ---- random games and random positions ----

#[test]
fn random_games_agree_with_the_naive_model() {
    let mut rng = Rng::new(2026);
    let mut captures = 0;
    let mut ends = 0;
    for game in 0..300 {
        let mut engine = SixStones::start(&SixStonesOptions);
        let mut naive = Naive::start();
        for ply in 0..150 {
            let moves = compare(&engine, &naive, &format!("game {game} ply {ply}"));
            if moves.is_empty() {
                ends += 1;
                break;
            }
            let pick = &moves[(rng.next_u64() % moves.len() as u64) as usize];
            let (next, taken) = naive.play_capturing(pick);
            captures += usize::from(!taken.is_empty());
            engine = engine.play(parse(&engine, pick));
            naive = next;
        }
    }
    assert!(captures > 100, "random games capture ({captures})");
    assert!(ends > 10, "random games end ({ends})");
}

/// Random stones on the board, 3–8 a side, any side to move: positions no
/// game reaches (several groups without liberty, more stones) included.
fn random_position() -> impl Strategy<Value = (String, String, bool)> {
    (proptest::collection::vec(0u8..3, 21), any::<bool>()).prop_map(|(cells, black_moves)| {
        let mut black = vec![];
        let mut white = vec![];
        for (i, c) in cells.iter().enumerate() {
            match c {
                1 => black.push(NAMES[i]),
                2 => white.push(NAMES[i]),
                _ => {}
            }
        }
        (black.join(" "), white.join(" "), black_moves)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]
    #[test]
    fn random_positions_agree_with_the_naive_model((black, white, black_moves) in random_position()) {
        let side = if black_moves { Side::Black } else { Side::White };
        let engine = SixStones::setup(&black, &white, side).unwrap();
        let naive = Naive::setup(&black, &white, if black_moves { 'B' } else { 'W' });
        for text in compare(&engine, &naive, &format!("{black} / {white}")) {
            let after = engine.play(parse(&engine, &text));
            compare(&after, &naive.play(&text), &format!("{black} / {white} {text}"));
        }
    }
}

// ---- the draw rules in Match ----

fn new_match() -> Match<SixStones> {
    Match::new(SixStonesOptions)
}

#[test]
fn third_occurrence_is_a_draw() {
    let mut m = new_match();
    let cycle = ["b2-a2", "b4-a4", "a2-b2", "a4-b4"];
    for mv in cycle.iter().chain(&cycle) {
        assert_eq!(m.outcome(), None);
        m.play_text(mv).unwrap();
    }
    assert_eq!(
        m.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::Repetition
        })
    );
    assert!(m.legal_moves().is_empty());
}

/// Random capture-free, repetition-free play for `plies` plies (retrying
/// with another seed until one gets that far).
fn quiet_game(plies: usize) -> Vec<String> {
    for seed in 0.. {
        let mut rng = Rng::new(seed);
        let mut m = new_match();
        while m.ply() < plies {
            let state = *m.state();
            let quiet: Vec<SixMove> = m
                .legal_moves()
                .into_iter()
                .filter(|&mv| !state.is_progress(mv))
                .filter(|&mv| {
                    let key = state.play(mv).key();
                    (0..=m.ply()).all(|p| m.state_at(p).key() != key)
                })
                .collect();
            if quiet.is_empty() {
                break;
            }
            let mv = quiet[(rng.next_u64() % quiet.len() as u64) as usize];
            m.play_text(&mv.to_string()).unwrap();
        }
        if m.ply() == plies {
            return m.moves().iter().map(ToString::to_string).collect();
        }
    }
    unreachable!()
}

#[test]
fn eighty_plies_without_a_capture_draw() {
    let moves = quiet_game(80);
    let mut m = new_match();
    for (i, mv) in moves.iter().enumerate() {
        assert_eq!(m.outcome(), None, "ply {i}");
        assert_eq!(m.no_progress_at(i), i as u32);
        m.play_text(mv).unwrap();
    }
    assert_eq!(
        m.outcome(),
        Some(Outcome {
            winner: None,
            reason: Reason::NoProgress
        })
    );
}

#[test]
fn a_capture_resets_the_counter() {
    let line = capture_vectors()
        .into_iter()
        .find(|v| v.line.starts_with("moves"))
        .unwrap();
    let mut m = new_match();
    let (moves, _) = line.line["moves ".len()..].split_once('|').unwrap();
    for mv in moves.split_whitespace() {
        m.play_text(mv).unwrap();
    }
    assert_eq!(m.no_progress_at(m.ply()), 30);
    m.play_text(&line.mv).unwrap();
    assert_eq!(m.no_progress_at(m.ply()), 0);
    assert_eq!(m.state().count(Side::White), 4);
}
