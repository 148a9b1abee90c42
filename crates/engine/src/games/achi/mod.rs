//! Achi (RULES.md §1) as the registry and front ends see it: its
//! description, options, levels and the exact play of its solved table.
//! The rules are in `rules.rs`, the evaluation in `eval.rs`, the
//! retrograde solver in `solver.rs`.

pub mod eval;
pub mod rules;
pub mod solver;
#[cfg(feature = "puzzles")]
pub mod symmetry;

pub use self::rules::{Achi, AchiMove, AchiOptions};

use self::rules::PIECES_PER_SIDE;
use crate::describe::{exact_level, BoardInfo, Description, NextFirst, SideInfo};
use crate::game::Game;
use crate::geometry::BoardKind;
use crate::level::LevelSpec;
use crate::options::{MatchOptions, OptionSpec};
use crate::rules::{Rules, Side};
use crate::sort::sort;
use crate::value::{Rated, Solution};

/// Easy and Medium look a few plies ahead and choose by softmax; Hard looks
/// nine plies ahead and nearly always plays its best; Perfect plays from
/// the solved table (the quickest win, the longest resistance).
const ACHI_LEVELS: [LevelSpec; 4] = [
    LevelSpec {
        name: "easy",
        depth: 2,
        time_ms: None,
        temperature: 60.0,
        exact: false,
    },
    LevelSpec {
        name: "medium",
        depth: 4,
        time_ms: None,
        temperature: 20.0,
        exact: false,
    },
    LevelSpec {
        name: "hard",
        depth: 9,
        time_ms: None,
        temperature: 4.0,
        exact: false,
    },
    LevelSpec {
        name: "perfect",
        depth: 0,
        time_ms: None,
        temperature: 0.0,
        exact: true,
    },
];

impl Game for Achi {
    /// Achi is solved when the engine starts: the table every level reads.
    fn prepare() {
        solver::table();
    }

    #[cfg(feature = "puzzles")]
    const PUZZLES: &'static str = include_str!("puzzles.txt");

    /// The N this game's prover reaches quickly enough for the page (see
    /// docs/decisions.md, "Puzzles").
    #[cfg(feature = "puzzles")]
    fn puzzle_recipe() -> crate::puzzle::recipe::Recipe {
        use crate::puzzle::recipe::{variant, Recipe};
        Recipe {
            variants: vec![variant(&[("first", "black")], &[20, 20, 20, 20, 20, 8, 1])],
            node_limit: 5_000_000,
            max_games: 20_000,
            opening: (0, 3),
            max_plies: 60,
        }
    }

    const TT_BITS: u32 = 16;

    fn describe() -> Description {
        Description {
            id: Achi::ID,
            name: "Achi",
            // The classic setup: the player ("you") is Black and, in the
            // very first game, moves first; the computer ("me") is White.
            sides: vec![
                SideInfo {
                    id: "black",
                    name: "Black",
                },
                SideInfo {
                    id: "white",
                    name: "White",
                },
            ],
            first: "black",
            next_first: NextFirst::Loser,
            human: "black",
            options: vec![OptionSpec::menu("first", "black", &["black", "white"])],
            levels: ACHI_LEVELS.iter().map(|l| l.name).collect(),
            default_level: 2,
            exact_level: exact_level(&ACHI_LEVELS),
            no_progress_limit: Achi::NO_PROGRESS_LIMIT,
            board: BoardInfo {
                kind: BoardKind::Points,
                hand: PIECES_PER_SIDE,
                marks: Vec::new(),
            },
            teaching: false,
            results_by: None,
        }
    }

    fn read_options(checked: &MatchOptions) -> AchiOptions {
        AchiOptions {
            first: if checked.get("first") == Some("white") {
                Side::White
            } else {
                Side::Black
            },
        }
    }

    fn write_options(options: &AchiOptions) -> MatchOptions {
        MatchOptions::new().with("first", Achi::side_id(options.first))
    }

    fn levels() -> &'static [LevelSpec] {
        &ACHI_LEVELS
    }

    #[cfg(feature = "puzzles")]
    fn images(&self) -> Vec<Achi> {
        symmetry::images(self)
    }

    fn exact_ratings(&self) -> Option<Vec<Rated<Self::Move>>> {
        Some(
            solver::table()
                .rate_moves(self)
                .into_iter()
                .map(|(mv, value)| Rated {
                    mv,
                    value,
                    preference: 0,
                })
                .collect(),
        )
    }

    fn solve(&self) -> Option<Solution> {
        let table = solver::table();
        let value = table.value(self);
        let mut best: Vec<String> = table
            .rate_moves(self)
            .into_iter()
            .filter(|&(_, v)| v == value)
            .map(|(m, _)| m.to_string())
            .collect();
        sort(&mut best);
        Some(Solution { value, best })
    }
}
