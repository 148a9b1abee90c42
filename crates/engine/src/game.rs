//! What a game adds to its rules to be played in a `Match` and described
//! to front ends: its description, options, levels and exact knowledge.
//! Every game's folder implements this; the registry lists the games.

use crate::describe::Description;
use crate::error::Error;
use crate::level::LevelSpec;
use crate::options::{check_options, MatchOptions};
use crate::rules::Evaluate;
use crate::value::{Rated, Solution};

/// Moves a game prefers at the root, and by how much they may score worse
/// than the search's choice (hundredths of a piece) and still be played:
/// knowledge the evaluation does not hold at the depths a search reaches
/// (Morris: the crossings early in the placement; docs/morris-engine.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootPreference<M> {
    pub moves: Vec<M>,
    pub margin: i32,
    /// The share of the move's time (in percent) the search for the
    /// choice gets; the preferred moves' own searches share the rest.
    pub choice_share: u32,
}

pub trait Game: Evaluate {
    /// Transposition table size for this game's search, as a power of two.
    const TT_BITS: u32 = 18;

    fn describe() -> Description;
    /// The game's options from values already checked against its
    /// description (complete and normalised: see `options_from`).
    fn read_options(checked: &MatchOptions) -> Self::Options;
    fn write_options(options: &Self::Options) -> MatchOptions;
    fn levels() -> &'static [LevelSpec];

    /// Whether a search with a time budget spends all of it, deepening
    /// to the deadline (`search::Limits::use_all_time`): asked for a raw
    /// time (`level` is `None`) and for each level. The default keeps the
    /// quick answer: stop when the next depth would not fit.
    fn spends_all_time(_level: Option<&LevelSpec>) -> bool {
        false
    }

    /// Builds what the game's engine computes once and keeps (Morris's
    /// endgame table), so that no move waits for it; a front end calls it
    /// while the player is still looking at the board. The default has
    /// nothing to build.
    fn prepare() {}

    /// Whether a table that takes seconds to build and that `prepare`
    /// leaves to the front end (the browser's: Morris's endgames, built by
    /// a worker of their own and handed to the search's) can serve the
    /// search from this position on. The default has none.
    fn table_wanted(&self) -> bool {
        false
    }

    /// The opening book's move here, if the game has a book that covers
    /// the position; used where the search spends all its time (see
    /// `spends_all_time`). The default has no book.
    fn book_move(&self) -> Option<Self::Move> {
        None
    }

    /// Root moves the game would rather play than the search's choice
    /// when one of them, searched on its own, scores nearly as well
    /// (`RootPreference`); asked only where the search spends all its
    /// time and plays its best move. The default prefers none.
    fn root_preference(&self) -> Option<RootPreference<Self::Move>> {
        None
    }

    /// Whether `m`, played here, is a blow that a preference must not
    /// override or walk into (Morris: a removal). The search's choice that
    /// is one stands; a preferred move the other side could answer with
    /// one is passed over. The default has none.
    fn is_blow(&self, _m: Self::Move) -> bool {
        false
    }

    /// Every legal move rated exactly, if this position is solvable here;
    /// `None` leaves it to the search.
    fn exact_ratings(&self) -> Option<Vec<Rated<Self::Move>>> {
        None
    }

    fn solve(&self) -> Option<Solution> {
        None
    }

    /// This position first, then its images under the game's symmetries
    /// (the board's, and the colour swap where the rules allow it), so
    /// that positions can be told apart up to symmetry (puzzle sets).
    /// Games that declare none keep the default: the position alone.
    #[cfg(feature = "puzzles")]
    fn images(&self) -> Vec<Self> {
        vec![*self]
    }

    /// The game's built-in puzzle set, in the line format
    /// (`puzzle::parse_set`): its folder's `puzzles.txt`.
    #[cfg(feature = "puzzles")]
    const PUZZLES: &'static str;

    /// How new puzzles of this game are searched for (`puzzle::generate`).
    #[cfg(feature = "puzzles")]
    fn puzzle_recipe() -> crate::puzzle::recipe::Recipe;
}

/// A game's options from text values: checked against its description,
/// completed with defaults, then read.
pub fn options_from<G: Game>(given: &MatchOptions) -> Result<G::Options, Error> {
    let checked = check_options(G::ID, &G::describe().options, given)?;
    Ok(G::read_options(&checked))
}
