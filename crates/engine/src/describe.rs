//! How a game describes itself to every front end: its sides, its start
//! options, its levels, who moves first in the next game, its no-progress
//! limit and how its board, hands and marks are drawn. The CLI, the wasm
//! face, the page's URL and embed checks and its settings menus all read
//! this; none keeps a copy of a rule or a range.

use crate::geometry::BoardKind;
use crate::options::OptionSpec;
use crate::rules::Side;

#[cfg(feature = "serde")]
use serde::Serialize;

/// One side: its id (URLs, snapshots, events) and its English name (the CLI).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct SideInfo {
    pub id: &'static str,
    pub name: &'static str,
}

/// Who moves first in the game after a finished one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "lowercase"))]
pub enum NextFirst {
    /// The loser; after a draw, the side that moved second (Achi).
    Loser,
    /// The same side as in the last game: the players' choice stands (Morris).
    Same,
    /// The rules fix the first mover (Six Stones, Rastros).
    Fixed,
}

impl NextFirst {
    /// The first mover of the next game, from this one's and its winner
    /// (`None` for a draw).
    pub fn apply(self, first: Side, winner: Option<Side>) -> Side {
        match (self, winner) {
            (NextFirst::Loser, Some(w)) => w.other(),
            (NextFirst::Loser, None) => first.other(),
            (NextFirst::Same | NextFirst::Fixed, _) => first,
        }
    }
}

/// How the board is drawn: points or squares, the pieces each side holds
/// in hand at the start (0: no reserves), and the kinds of marks on points.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize))]
pub struct BoardInfo {
    pub kind: BoardKind,
    pub hand: u32,
    pub marks: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(Serialize), serde(rename_all = "camelCase"))]
pub struct Description {
    pub id: &'static str,
    /// The English name (the CLI; the page words it in the player's language).
    pub name: &'static str,
    /// The sides, the default first mover first.
    pub sides: Vec<SideInfo>,
    /// Who moves first when nothing else says so.
    pub first: &'static str,
    pub next_first: NextFirst,
    /// The side a player takes against the computer unless they choose.
    pub human: &'static str,
    /// The start options, in the order they are checked (`first`, `size`,
    /// `start`); changing one starts a new game.
    pub options: Vec<OptionSpec>,
    /// Level names, weakest first; levels are numbered from 1.
    pub levels: Vec<&'static str>,
    pub default_level: u32,
    /// The level that plays from the game's exact solution where it can
    /// (a hint asks it), if the game has one.
    pub exact_level: Option<u32>,
    /// Plies without progress that draw the game, in games with that rule.
    pub no_progress_limit: Option<u32>,
    pub board: BoardInfo,
    /// The game has teaching aids (groups and liberties, captures).
    pub teaching: bool,
    /// Results against the computer are kept per value of this option.
    pub results_by: Option<&'static str>,
}

/// The first level (1-based) that plays from an exact solution, if any.
pub fn exact_level(levels: &[crate::level::LevelSpec]) -> Option<u32> {
    levels.iter().position(|l| l.exact).map(|i| i as u32 + 1)
}

impl Description {
    /// The side with this id.
    pub fn side(&self, id: &str) -> Option<&SideInfo> {
        self.sides.iter().find(|s| s.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loser_starts_and_after_a_draw_the_second_mover() {
        let loser = NextFirst::Loser;
        assert_eq!(loser.apply(Side::Black, Some(Side::Black)), Side::White);
        assert_eq!(loser.apply(Side::Black, Some(Side::White)), Side::Black);
        assert_eq!(loser.apply(Side::Black, None), Side::White);
        assert_eq!(
            NextFirst::Same.apply(Side::Black, Some(Side::Black)),
            Side::Black
        );
    }
}
