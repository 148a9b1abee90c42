//! Rastros (RULES.md §4) as the registry and front ends see it: its
//! description (board sizes and start squares), levels, and the exact play
//! of its proof-search solver. The rules are in `rules.rs`, the heuristic
//! evaluation in `eval.rs`, the solver in `solver.rs`.

mod bits;
pub mod eval;
pub mod rules;
pub mod solver;
#[cfg(feature = "puzzles")]
pub mod symmetry;

pub use self::rules::{Grid, Rastros, RastrosMove, RastrosOptions};

use self::rules::{fixed_start, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
use self::solver::{Solver, Verdict};
use crate::describe::{exact_level, BoardInfo, Description, NextFirst, SideInfo};
use crate::game::Game;
use crate::geometry::BoardKind;
use crate::level::LevelSpec;
use crate::options::{MatchOptions, MoreValues, OptionSpec};
use crate::rules::Rules;
use crate::small_map::SmallMap;
use crate::sort::sort;
use crate::value::{Rated, Solution, Value};

/// Nodes the exact solver may spend before the level-10 player falls back
/// to the search: about 0.3 s natively, 0.5–0.6 s in the browser's worker,
/// which leaves the search its 1 s within the 2 s budget.
pub const EXACT_NODE_BUDGET: u64 = 1_000_000;
/// Nodes `solve` (the CLI) may spend before it answers `unknown`.
pub const SOLVE_NODE_BUDGET: u64 = 500_000_000;
/// The solver's table: 2^20 entries (16 MB) for `solve`, 2^18 (4 MB) for
/// play in the browser (kept from move to move; see `with_play_solver`).
const SOLVE_TT_BITS: u32 = 20;
const PLAY_TT_BITS: u32 = 18;

const fn level(
    name: &'static str,
    depth: u32,
    time_ms: Option<f64>,
    temperature: f64,
    exact: bool,
) -> LevelSpec {
    LevelSpec {
        name,
        depth,
        time_ms,
        temperature,
        exact,
    }
}

/// Weakest first. Low levels look one or two plies ahead and err often
/// (temperature in evaluation units, see `rastros_eval`); level 10 plays
/// the solver's winning moves when it proves a win within
/// `EXACT_NODE_BUDGET`, else searches as deep as 1 s allows.
const RASTROS_LEVELS: [LevelSpec; 10] = [
    level("1", 1, None, 400.0, false),
    level("2", 2, None, 250.0, false),
    level("3", 3, None, 150.0, false),
    level("4", 3, None, 90.0, false),
    level("5", 4, None, 60.0, false),
    level("6", 5, None, 35.0, false),
    level("7", 6, Some(300.0), 20.0, false),
    level("8", 8, Some(500.0), 8.0, false),
    level("9", 12, Some(800.0), 0.0, false),
    level("10", 64, Some(1000.0), 0.0, true),
];

/// The sizes, and each size's start squares: every square but the goals.
fn start_option() -> OptionSpec {
    let mut values = SmallMap::new();
    for n in MIN_SIZE..=MAX_SIZE {
        let g = Grid::of(n);
        let squares = (0..n * n)
            .filter(|&sq| !bits::has(g.goals, sq))
            .map(|sq| g.name(sq))
            .collect();
        values.insert(n.to_string(), squares);
    }
    OptionSpec {
        more: Some(MoreValues { by: "size", values }),
        range: "free, fixed or a square of the board that is not a goal".into(),
        ..OptionSpec::menu("start", "free", &["free", "fixed"])
    }
}

fn size_option() -> OptionSpec {
    let sizes: Vec<String> = (MIN_SIZE..=MAX_SIZE).map(|n| n.to_string()).collect();
    let menu: Vec<&str> = sizes.iter().map(String::as_str).collect();
    OptionSpec {
        range: format!("{MIN_SIZE} to {MAX_SIZE}"),
        ..OptionSpec::menu("size", &DEFAULT_SIZE.to_string(), &menu)
    }
}

impl Game for Rastros {
    #[cfg(feature = "puzzles")]
    const PUZZLES: &'static str = include_str!("puzzles.txt");

    /// The N this game's prover reaches quickly enough for the page (see
    /// docs/decisions.md, "Puzzles").
    #[cfg(feature = "puzzles")]
    fn puzzle_recipe() -> crate::puzzle::recipe::Recipe {
        use crate::puzzle::recipe::{variant, Recipe};
        Recipe {
            variants: ["5", "6", "7"]
                .iter()
                .flat_map(|size| {
                    ["fixed", "free"].map(|start| {
                        variant(
                            &[("size", size), ("start", start)],
                            &[1, 1, 1, 1, 1, 1, 2, 2, 2, 1],
                        )
                    })
                })
                .collect(),
            node_limit: 5_000_000,
            max_games: 6_000,
            opening: (0, 2),
            max_plies: 100,
        }
    }

    const TT_BITS: u32 = 18;

    fn describe() -> Description {
        Description {
            id: Rastros::ID,
            name: "Rastros",
            sides: vec![
                SideInfo {
                    id: "p1",
                    name: "Player 1",
                },
                SideInfo {
                    id: "p2",
                    name: "Player 2",
                },
            ],
            first: "p1",
            next_first: NextFirst::Fixed,
            human: "p1",
            options: vec![size_option(), start_option()],
            levels: RASTROS_LEVELS.iter().map(|l| l.name).collect(),
            default_level: 2,
            exact_level: exact_level(&RASTROS_LEVELS),
            no_progress_limit: Rastros::NO_PROGRESS_LIMIT,
            board: BoardInfo {
                kind: BoardKind::Squares,
                hand: 0,
                marks: vec!["blocked", "goal1", "goal2"],
            },
            teaching: false,
            results_by: Some("size"),
        }
    }

    fn read_options(checked: &MatchOptions) -> RastrosOptions {
        let size = checked
            .get("size")
            .and_then(|s| s.parse::<u8>().ok())
            .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n))
            .unwrap_or(DEFAULT_SIZE);
        let g = Grid::of(size);
        let start = match checked.get("start").unwrap_or("free") {
            "free" => None,
            "fixed" => Some(fixed_start(size)),
            square => (0..size * size).find(|&sq| g.name(sq) == square),
        };
        RastrosOptions { size, start }
    }

    fn write_options(options: &RastrosOptions) -> MatchOptions {
        let start = options
            .start
            .map_or_else(|| "free".to_string(), |s| Grid::of(options.size).name(s));
        MatchOptions::new()
            .with("size", options.size.to_string())
            .with("start", start)
    }

    fn levels() -> &'static [LevelSpec] {
        &RASTROS_LEVELS
    }

    #[cfg(feature = "puzzles")]
    fn images(&self) -> Vec<Rastros> {
        symmetry::images(self)
    }

    /// When the solver proves a win within `EXACT_NODE_BUDGET`: every
    /// legal move, the proven winning ones on top. Otherwise (a loss, or out
    /// of budget) `None`, and the search picks the move that resists best or
    /// looks best.
    fn exact_ratings(&self) -> Option<Vec<Rated<RastrosMove>>> {
        solver::with_play_solver(PLAY_TT_BITS, |solver| rate_for_play(solver, self))
    }

    fn solve(&self) -> Option<Solution> {
        let mut solver = Solver::new(SOLVE_TT_BITS);
        Some(solution(&mut solver, self, SOLVE_NODE_BUDGET))
    }
}

/// Ratings for play: `None` unless the position is a proven win. Winning
/// moves are wins (distance unknown) preferred by how few squares they leave
/// reachable (an upper bound on the plies left), so the engine prefers wins
/// that leave less to play; every other move is a loss.
fn rate_for_play(solver: &mut Solver, state: &Rastros) -> Option<Vec<Rated<RastrosMove>>> {
    solver.reset_nodes();
    if solver.solve(state, Some(EXACT_NODE_BUDGET)) != Verdict::Win {
        return None;
    }
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut rated = Vec::with_capacity(moves.len());
    for m in moves {
        let child = state.play(m);
        let wins = match child.end() {
            Some(end) => end.winner == state.to_move,
            None => {
                // The rest of the budget rates the other moves (the
                // winning move the root found is in the table by now).
                let left = EXACT_NODE_BUDGET.saturating_sub(solver.nodes()).max(1000);
                solver.solve(&child, Some(left)) == Verdict::Loss
            }
        };
        rated.push(if wins {
            Rated {
                mv: m,
                value: Value::Win(None),
                preference: -(eval::region_size(&child) as i32),
            }
        } else {
            Rated {
                mv: m,
                value: Value::Loss(None),
                preference: 0,
            }
        });
    }
    // The root's winning move was proven, so at least one rates as a win
    // unless a child's re-solve ran out of budget; then let the search play.
    rated
        .iter()
        .any(|r| matches!(r.value, Value::Win(_)))
        .then_some(rated)
}

/// The CLI's `solve`: a win or loss without a distance (a finished game is
/// `win 0` or `loss 0`), then every winning move of a won position, or
/// every move of a lost one (all lose). `unknown` if the budget runs out.
pub fn solution(solver: &mut Solver, state: &Rastros, budget: u64) -> Solution {
    if let Some(end) = state.end() {
        let value = if end.winner == state.to_move {
            Value::Win(Some(0))
        } else {
            Value::Loss(Some(0))
        };
        return Solution {
            value,
            best: Vec::new(),
        };
    }
    solver.reset_nodes();
    let unknown = Solution {
        value: Value::Unknown,
        best: Vec::new(),
    };
    let value = solver.solve(state, Some(budget));
    if value == Verdict::Unknown {
        return unknown;
    }
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut best = Vec::new();
    for m in moves {
        if value == Verdict::Loss {
            best.push(m.to_string());
            continue;
        }
        let child = state.play(m);
        let wins = match child.end() {
            Some(end) => end.winner == state.to_move,
            None => match solver.solve(&child, Some(budget.saturating_sub(solver.nodes()))) {
                Verdict::Loss => true,
                Verdict::Win => false,
                Verdict::Unknown => return unknown,
            },
        };
        if wins {
            best.push(m.to_string());
        }
    }
    sort(&mut best);
    let value = if value == Verdict::Win {
        Value::Win(None)
    } else {
        Value::Loss(None)
    };
    Solution { value, best }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use crate::game::options_from;

    fn options(size: u32, start: Option<&str>) -> Result<RastrosOptions, crate::error::Error> {
        let mut given = MatchOptions::new().with("size", size.to_string());
        if let Some(s) = start {
            given.set("start", s);
        }
        options_from::<Rastros>(&given)
    }

    #[test]
    fn options_are_checked_against_the_description() {
        assert_eq!(
            options_from::<Rastros>(&MatchOptions::new()),
            Ok(RastrosOptions::default())
        );
        assert_eq!(
            options(5, Some("C3")),
            Ok(RastrosOptions {
                size: 5,
                start: Some(12)
            })
        );
        assert_eq!(options(9, Some("fixed")).unwrap().start, Some(50));
        assert_eq!(options(9, Some("free")).unwrap().start, None);
        let small = options(4, None).unwrap_err();
        assert_eq!(
            (small.kind, small.option),
            (ErrorKind::OptionOutOfRange, Some("size"))
        );
        assert!(small.message.contains("5 to 9"), "{small}");
        assert!(options(10, None).unwrap_err().message.contains("size '10'"));
        for (size, start) in [(5, "f6"), (7, "g7"), (7, "a1"), (7, "e"), (3, "a2")] {
            let e = options(size, Some(start)).unwrap_err();
            assert_eq!(e.kind, ErrorKind::OptionOutOfRange, "{size} {start}");
        }
        assert_eq!(options(7, Some("g7")).unwrap_err().option, Some("start"));
        let first = options_from::<Rastros>(&MatchOptions::new().with("first", "p2"));
        assert_eq!(first.unwrap_err().kind, ErrorKind::NoSuchOption);
        let opts = options(6, Some("b5")).unwrap();
        assert_eq!(
            Rastros::write_options(&opts),
            MatchOptions::new().with("size", "6").with("start", "b5")
        );
        assert_eq!(
            options_from::<Rastros>(&Rastros::write_options(&opts)),
            Ok(opts)
        );
    }
}
