//! Six Stones (RULES.md §2) as the registry and front ends see it: its
//! description and levels (it has no start options: Black always moves
//! first from the fixed start). The rules and teaching helpers are in
//! `rules.rs`, the evaluation in `eval.rs`.

pub mod eval;
pub mod rules;
#[cfg(feature = "puzzles")]
pub mod symmetry;

pub use self::rules::{SixMove, SixStones, SixStonesOptions};

use crate::describe::{exact_level, BoardInfo, Description, NextFirst, SideInfo};
use crate::game::Game;
use crate::geometry::BoardKind;
use crate::level::LevelSpec;
use crate::options::MatchOptions;
use crate::rules::Rules;

/// Easy and Medium look a few plies ahead and pick among the moves by
/// softmax, so they take what they see but drift; Hard looks further and
/// rarely strays; Expert searches as deep as 1.5 s allows (depth 14–16
/// natively) and plays its best move. Each beat the level below it clearly
/// in `tabuleiro selfplay sixstones --a N --b N-1`.
const SIXSTONES_LEVELS: [LevelSpec; 4] = [
    LevelSpec {
        name: "easy",
        depth: 2,
        time_ms: None,
        temperature: 80.0,
        exact: false,
    },
    LevelSpec {
        name: "medium",
        depth: 4,
        time_ms: None,
        temperature: 30.0,
        exact: false,
    },
    LevelSpec {
        name: "hard",
        depth: 7,
        time_ms: Some(800.0),
        temperature: 8.0,
        exact: false,
    },
    LevelSpec {
        name: "expert",
        depth: 40,
        time_ms: Some(1500.0),
        temperature: 0.0,
        exact: false,
    },
];
impl Game for SixStones {
    #[cfg(feature = "puzzles")]
    const PUZZLES: &'static str = include_str!("puzzles.txt");

    /// The N this game's prover reaches quickly enough for the page (see
    /// docs/decisions.md, "Puzzles").
    #[cfg(feature = "puzzles")]
    fn puzzle_recipe() -> crate::puzzle::recipe::Recipe {
        use crate::puzzle::recipe::{variant, Recipe};
        Recipe {
            variants: vec![variant(&[], &[10, 10, 10, 10, 10, 10])],
            node_limit: 5_000_000,
            max_games: 3_000,
            opening: (0, 4),
            max_plies: 160,
        }
    }

    const TT_BITS: u32 = 20;

    fn describe() -> Description {
        Description {
            id: SixStones::ID,
            name: "Six Stones",
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
            next_first: NextFirst::Fixed,
            human: "black",
            options: Vec::new(),
            levels: SIXSTONES_LEVELS.iter().map(|l| l.name).collect(),
            default_level: 2,
            exact_level: exact_level(&SIXSTONES_LEVELS),
            no_progress_limit: SixStones::NO_PROGRESS_LIMIT,
            board: BoardInfo {
                kind: BoardKind::Points,
                hand: 0,
                marks: Vec::new(),
            },
            teaching: true,
            results_by: None,
        }
    }

    fn read_options(_: &MatchOptions) -> SixStonesOptions {
        SixStonesOptions
    }

    fn write_options(_: &SixStonesOptions) -> MatchOptions {
        MatchOptions::new()
    }

    fn levels() -> &'static [LevelSpec] {
        &SIXSTONES_LEVELS
    }

    #[cfg(feature = "puzzles")]
    fn images(&self) -> Vec<SixStones> {
        symmetry::images(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use crate::game::options_from;

    #[test]
    fn options_are_refused_clearly() {
        assert_eq!(
            options_from::<SixStones>(&MatchOptions::new()),
            Ok(SixStonesOptions)
        );
        for name in ["first", "size", "start"] {
            let e = options_from::<SixStones>(&MatchOptions::new().with(name, "7")).unwrap_err();
            assert_eq!(e.kind, ErrorKind::NoSuchOption);
            assert!(e.message.contains(&format!("no option '{name}'")), "{e}");
        }
    }
}
