//! The games Tabuleiro knows, how their options are read, and the one place
//! that turns a game name into a `Match` behind the `AnyMatch` face.

use std::fmt;

use crate::any::AnyMatch;
use crate::games::achi::Achi;
use crate::games::morris::Morris;
use crate::games::rastros::Rastros;
use crate::games::sixstones::SixStones;
use crate::level::LevelSpec;
use crate::matchplay::Match;
use crate::rules::{Rules, Side};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameId {
    Achi,
    SixStones,
    Morris,
    Rastros,
}

impl GameId {
    pub const ALL: [GameId; 4] = [
        GameId::Achi,
        GameId::SixStones,
        GameId::Morris,
        GameId::Rastros,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Achi => "achi",
            GameId::SixStones => "sixstones",
            GameId::Morris => "morris",
            GameId::Rastros => "rastros",
        }
    }

    pub fn parse(text: &str) -> Result<GameId, String> {
        GameId::ALL
            .into_iter()
            .find(|g| g.as_str() == text.trim().to_ascii_lowercase())
            .ok_or_else(|| {
                format!("unknown game '{text}' (expected achi, sixstones, morris or rastros)")
            })
    }

    /// Whether this build can play the game yet.
    pub fn available(self) -> bool {
        !levels(self).is_empty()
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The options that define a start position, as text-level values shared by
/// every game (the CLI's flags, the URL's parameters, a saved game).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchOptions {
    pub first: Option<Side>,
    pub size: Option<u32>,
    pub start: Option<String>,
}

pub fn parse_side(text: &str) -> Result<Side, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "white" => Ok(Side::White),
        "black" => Ok(Side::Black),
        other => Err(format!("'{other}' is not a side (expected white or black)")),
    }
}

/// A value of a solved position for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// `win N`, `loss N` or `draw` (N may be absent).
    pub verdict: String,
    /// Every optimal move, sorted as strings.
    pub best: Vec<String>,
}

/// What a game adds to its rules to be played in a `Match`: option reading,
/// levels, and its exact knowledge.
pub trait Game: Rules {
    /// Transposition table size for this game's search, as a power of two.
    const TT_BITS: u32 = 18;

    fn read_options(options: &MatchOptions) -> Result<Self::Options, String>;
    fn write_options(options: &Self::Options) -> MatchOptions;
    fn levels() -> &'static [LevelSpec];

    /// Every legal move rated exactly (higher rank is better for the mover),
    /// if this position is solvable; `None` leaves it to the search.
    fn exact_ratings(&self) -> Option<Vec<(Self::Move, i64)>> {
        None
    }

    fn solve(&self) -> Option<Solution> {
        None
    }
}

fn open<G: Game>(options: &MatchOptions) -> Result<Box<dyn AnyMatch>, String> {
    Ok(Box::new(Match::<G>::new(G::read_options(options)?)))
}

/// A new match of `game` from its start position.
pub fn new_match(game: GameId, options: &MatchOptions) -> Result<Box<dyn AnyMatch>, String> {
    match game {
        GameId::Achi => open::<Achi>(options),
        GameId::SixStones => open::<SixStones>(options),
        GameId::Morris => open::<Morris>(options),
        GameId::Rastros => open::<Rastros>(options),
    }
}

/// The levels of a game, weakest first (none for a game not built yet).
pub fn levels(game: GameId) -> &'static [LevelSpec] {
    match game {
        GameId::Achi => Achi::levels(),
        GameId::SixStones => SixStones::levels(),
        GameId::Morris => Morris::levels(),
        GameId::Rastros => Rastros::levels(),
    }
}
