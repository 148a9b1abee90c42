//! The games Tabuleiro knows, listed once. The `games!` line generates
//! `GameId`, the way from a game's name to a new match, its description and
//! its levels; everything else about a game comes from its own folder.

use std::fmt;

use crate::any::{AnyMatch, Session};
use crate::describe::Description;
use crate::error::{Error, ErrorKind};
use crate::game::{options_from, Game};
#[cfg(feature = "achi")]
use crate::games::achi::rules::Achi;
#[cfg(feature = "morris")]
use crate::games::morris::rules::Morris;
#[cfg(feature = "rastros")]
use crate::games::rastros::rules::Rastros;
#[cfg(feature = "sixstones")]
use crate::games::sixstones::rules::SixStones;
use crate::level::LevelSpec;
use crate::matchplay::Match;
use crate::options::MatchOptions;
use crate::rules::Rules;

fn open<G: Game>(options: &MatchOptions) -> Result<Box<dyn AnyMatch>, Error> {
    let options = options_from::<G>(options)?;
    Ok(Box::new(Session::new(Match::<G>::new(options))))
}

macro_rules! games {
    ($($(#[$on:meta])* $variant:ident => $game:ty),+ $(,)?) => {
        /// A game of the registry.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameId {
            $($(#[$on])* $variant),+
        }

        impl GameId {
            /// Every game, in the order the home page lists them.
            pub const ALL: &'static [GameId] = &[$($(#[$on])* GameId::$variant),+];

            /// The game's id in URLs, the CLI and saved games.
            pub fn as_str(self) -> &'static str {
                match self {
                    $($(#[$on])* GameId::$variant => <$game as Rules>::ID),+
                }
            }

            pub fn describe(self) -> Description {
                match self {
                    $($(#[$on])* GameId::$variant => <$game as Game>::describe()),+
                }
            }

            /// The levels, weakest first.
            pub fn levels(self) -> &'static [LevelSpec] {
                match self {
                    $($(#[$on])* GameId::$variant => <$game as Game>::levels()),+
                }
            }

            /// Builds what the game's engine keeps once computed (see
            /// `Game::prepare`); the first call may take a second.
            pub fn prepare(self) {
                match self {
                    $($(#[$on])* GameId::$variant => <$game as Game>::prepare()),+
                }
            }

            /// A new match from the start position the options define
            /// (checked against the game's description).
            pub fn open(self, options: &MatchOptions) -> Result<Box<dyn AnyMatch>, Error> {
                match self {
                    $($(#[$on])* GameId::$variant => open::<$game>(options)),+
                }
            }

            /// The built-in puzzle set, in the line format.
            #[cfg(feature = "puzzles")]
            pub fn puzzle_set(self) -> &'static str {
                match self {
                    $($(#[$on])* GameId::$variant => <$game as Game>::PUZZLES),+
                }
            }

            /// How new puzzles are searched for.
            #[cfg(feature = "puzzles")]
            pub fn puzzle_recipe(self) -> crate::puzzle::recipe::Recipe {
                match self {
                    $($(#[$on])* GameId::$variant => <$game as Game>::puzzle_recipe()),+
                }
            }
        }
    };
}

// Each game is its own feature of the crate (see Cargo.toml): a game
// page's engine is built with its game alone.
games! {
    #[cfg(feature = "achi")]
    Achi => Achi,
    #[cfg(feature = "sixstones")]
    SixStones => SixStones,
    #[cfg(feature = "morris")]
    Morris => Morris,
    #[cfg(feature = "rastros")]
    Rastros => Rastros,
}

impl GameId {
    pub fn parse(text: &str) -> Result<GameId, Error> {
        let wanted = text.trim().to_ascii_lowercase();
        GameId::ALL
            .iter()
            .copied()
            .find(|g| g.as_str() == wanted)
            .ok_or_else(|| {
                let names: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
                Error::new(
                    ErrorKind::UnknownGame,
                    format!(
                        "unknown game '{}' (expected {})",
                        text.trim(),
                        names.join(", ")
                    ),
                )
            })
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a record replay produced when a move failed: the match as it stood
/// before that move (nothing before it is lost), which move failed (from 1)
/// and why.
pub struct ReplayFault {
    pub partial: Box<dyn AnyMatch>,
    pub index: usize,
    pub text: String,
    pub error: Error,
}

impl ReplayFault {
    /// `move 3 ('b9'): b9 is not a point of this board`.
    pub fn message(&self) -> String {
        format!("move {} ('{}'): {}", self.index, self.text, self.error)
    }
}

/// The one record replayer: a new match of `game` with `options`, then each
/// move in turn. Bad options are an error; a bad move is a `ReplayFault`
/// that keeps the moves before it.
pub fn replay(
    game: GameId,
    options: &MatchOptions,
    moves: &[String],
) -> Result<Result<Box<dyn AnyMatch>, ReplayFault>, Error> {
    let mut m = game.open(options)?;
    for (i, text) in moves.iter().enumerate() {
        if let Err(error) = m.play(text) {
            return Ok(Err(ReplayFault {
                partial: m,
                index: i + 1,
                text: text.clone(),
                error,
            }));
        }
    }
    Ok(Ok(m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_listed_once_and_describes_itself() {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        assert_eq!(ids, ["achi", "sixstones", "morris", "rastros"]);
        for &g in GameId::ALL {
            let d = g.describe();
            assert_eq!(d.id, g.as_str());
            assert_eq!(d.levels.len(), g.levels().len());
            assert!(d.side(d.first).is_some() && d.side(d.human).is_some());
            assert_eq!(
                GameId::parse(&format!(" {} ", g.as_str().to_uppercase())).ok(),
                Some(g)
            );
            assert!(g.open(&MatchOptions::new()).is_ok());
        }
        assert_eq!(
            GameId::parse("chess").unwrap_err().kind,
            ErrorKind::UnknownGame
        );
    }

    #[test]
    fn replay_keeps_the_moves_before_a_fault() {
        let moves: Vec<String> = ["b2", "a1", "b2", "c3"].map(String::from).to_vec();
        let fault = match replay(GameId::Achi, &MatchOptions::new(), &moves).unwrap() {
            Err(fault) => fault,
            Ok(_) => panic!("b2 twice must fail"),
        };
        assert_eq!((fault.index, fault.partial.ply()), (3, 2));
        assert_eq!(fault.error.kind, ErrorKind::Illegal);
        assert!(
            fault.message().starts_with("move 3 ('b2'): "),
            "{}",
            fault.message()
        );
        let bad = replay(GameId::Achi, &MatchOptions::new().with("first", "p1"), &[]);
        assert_eq!(bad.err().map(|e| e.option), Some(Some("first")));
    }
}
