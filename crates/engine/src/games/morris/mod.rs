//! Nine Men's Morris (RULES.md §3) as the registry and front ends see it:
//! its description, options and levels. The rules are in `rules.rs`, the
//! evaluation and move ordering in `eval.rs`.

#[cfg(feature = "tables")]
pub mod book;
#[cfg(feature = "tables")]
mod book_data;
pub mod eval;
mod preference;
pub mod rules;
#[cfg(feature = "tables")]
pub mod solver;
#[cfg(any(feature = "puzzles", feature = "tables"))]
pub mod symmetry;

pub use self::rules::{Morris, MorrisMove, MorrisOptions};

use self::rules::PIECES_PER_SIDE;
use crate::describe::{exact_level, BoardInfo, Description, NextFirst, SideInfo};
use crate::game::{Game, RootPreference};
use crate::geometry::BoardKind;
use crate::level::LevelSpec;
use crate::options::{MatchOptions, OptionSpec};
use crate::rules::{Rules, Side};

/// Levels 1–7 search a fixed depth and choose by softmax, so that they
/// err less as they go up (level 1 closes a mill about two times in three
/// and seldom sees a threat); 8–10 play their best move: 8 at depth 6, 9 at
/// depth 8 within a second, 10 as deep as two seconds allow. Each level
/// wins clearly against the one two below (see the report's selfplay runs).
const MORRIS_LEVELS: [LevelSpec; 10] = [
    LevelSpec {
        name: "1",
        depth: 1,
        time_ms: None,
        temperature: 50.0,
        exact: false,
    },
    LevelSpec {
        name: "2",
        depth: 1,
        time_ms: None,
        temperature: 35.0,
        exact: false,
    },
    LevelSpec {
        name: "3",
        depth: 2,
        time_ms: None,
        temperature: 25.0,
        exact: false,
    },
    LevelSpec {
        name: "4",
        depth: 2,
        time_ms: None,
        temperature: 12.0,
        exact: false,
    },
    LevelSpec {
        name: "5",
        depth: 3,
        time_ms: None,
        temperature: 12.0,
        exact: false,
    },
    LevelSpec {
        name: "6",
        depth: 4,
        time_ms: None,
        temperature: 8.0,
        exact: false,
    },
    LevelSpec {
        name: "7",
        depth: 5,
        time_ms: None,
        temperature: 4.0,
        exact: false,
    },
    LevelSpec {
        name: "8",
        depth: 6,
        time_ms: None,
        temperature: 0.0,
        exact: false,
    },
    LevelSpec {
        name: "9",
        depth: 8,
        time_ms: Some(1000.0),
        temperature: 0.0,
        exact: false,
    },
    LevelSpec {
        name: "10",
        depth: 64,
        time_ms: Some(2000.0),
        temperature: 0.0,
        exact: false,
    },
];
impl Game for Morris {
    #[cfg(feature = "puzzles")]
    const PUZZLES: &'static str = include_str!("puzzles.txt");

    /// The N this game's prover reaches quickly enough for the page (see
    /// docs/decisions.md, "Puzzles").
    #[cfg(feature = "puzzles")]
    fn puzzle_recipe() -> crate::puzzle::recipe::Recipe {
        use crate::puzzle::recipe::{variant, Recipe};
        Recipe {
            variants: vec![variant(&[("first", "white")], &[15, 15, 15, 15])],
            node_limit: 5_000_000,
            max_games: 3_000,
            opening: (0, 4),
            max_plies: 200,
        }
    }

    const TT_BITS: u32 = 19;

    fn describe() -> Description {
        Description {
            id: Morris::ID,
            name: "Nine Men's Morris",
            sides: vec![
                SideInfo {
                    id: "white",
                    name: "White",
                },
                SideInfo {
                    id: "black",
                    name: "Black",
                },
            ],
            // White moves first unless the players choose otherwise, and
            // their choice stands for the next game.
            first: "white",
            next_first: NextFirst::Same,
            human: "white",
            options: vec![OptionSpec::menu("first", "white", &["white", "black"])],
            levels: MORRIS_LEVELS.iter().map(|l| l.name).collect(),
            default_level: 2,
            exact_level: exact_level(&MORRIS_LEVELS),
            no_progress_limit: Morris::NO_PROGRESS_LIMIT,
            board: BoardInfo {
                kind: BoardKind::Points,
                hand: u32::from(PIECES_PER_SIDE),
                marks: Vec::new(),
            },
            teaching: false,
            results_by: None,
        }
    }

    fn read_options(checked: &MatchOptions) -> MorrisOptions {
        MorrisOptions {
            first: if checked.get("first") == Some("black") {
                Side::Black
            } else {
                Side::White
            },
        }
    }

    fn write_options(options: &MorrisOptions) -> MatchOptions {
        MatchOptions::new().with("first", Morris::side_id(options.first))
    }

    fn levels() -> &'static [LevelSpec] {
        &MORRIS_LEVELS
    }

    #[cfg(feature = "puzzles")]
    fn images(&self) -> Vec<Morris> {
        symmetry::images(self)
    }

    #[cfg(feature = "tables")]
    fn book_move(&self) -> Option<MorrisMove> {
        book::book_move(self)
    }

    /// Natively the table is built here, beside the first moves; in the
    /// browser it would hold the search worker for seconds, so a worker of
    /// its own builds it once the table can serve (`table_wanted`) and the
    /// search's worker installs it (`solver::install`).
    #[cfg(all(feature = "tables", not(target_family = "wasm")))]
    fn prepare() {
        solver::table();
    }

    /// Every position without men in hand may lead to the table's (three
    /// against three or four): from the sliding on, the table is worth
    /// having before the search meets one.
    #[cfg(feature = "tables")]
    fn table_wanted(&self) -> bool {
        self.hand == [0, 0]
    }

    /// Early in the placement: the vacant crossings (`preference.rs`).
    fn root_preference(&self) -> Option<RootPreference<MorrisMove>> {
        preference::root_preference(self)
    }

    /// A removal.
    fn is_blow(&self, m: MorrisMove) -> bool {
        m.removal().is_some()
    }

    /// A raw time (the UCI's `go movetime`) and the top level are the
    /// engine at full strength: they think to the deadline.
    fn spends_all_time(level: Option<&LevelSpec>) -> bool {
        level.is_none_or(|l| l.name == MORRIS_LEVELS[9].name)
    }
}
