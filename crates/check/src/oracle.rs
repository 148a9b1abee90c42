//! Each game paired with its naive model, and the option sets a check may
//! start from: every combination the game's description allows (for
//! Rastros every size with free, fixed and every start square).

use tabuleiro_engine::game::Game;
use tabuleiro_engine::games::achi::Achi;
use tabuleiro_engine::games::morris::Morris;
use tabuleiro_engine::games::rastros::Rastros;
use tabuleiro_engine::games::sixstones::SixStones;
use tabuleiro_engine::options::OptionSpec;
use tabuleiro_engine::{GameId, MatchOptions};
use tabuleiro_naive::{achi, morris, rastros, sixstones, Model};

/// A game with the naive model that checks it.
pub trait Oracle: Game {
    type Naive: Model;
    /// Moves name only their destination (Rastros), not `from-to`.
    const DESTINATION_ONLY: bool = false;

    /// The naive start position for options already checked (complete).
    fn naive(options: &MatchOptions) -> Self::Naive;
}

impl Oracle for Achi {
    type Naive = achi::Naive;
    fn naive(options: &MatchOptions) -> achi::Naive {
        achi::Naive::new(if options.get("first") == Some("white") {
            'W'
        } else {
            'B'
        })
    }
}

impl Oracle for SixStones {
    type Naive = sixstones::Naive;
    fn naive(_: &MatchOptions) -> sixstones::Naive {
        sixstones::Naive::start()
    }
}

impl Oracle for Morris {
    type Naive = morris::Naive;
    fn naive(options: &MatchOptions) -> morris::Naive {
        morris::Naive::new(if options.get("first") == Some("black") {
            'B'
        } else {
            'W'
        })
    }
}

impl Oracle for Rastros {
    type Naive = rastros::Naive;
    const DESTINATION_ONLY: bool = true;
    fn naive(options: &MatchOptions) -> rastros::Naive {
        let n: usize = options
            .get("size")
            .and_then(|s| s.parse().ok())
            .unwrap_or(7);
        let start = match options.get("start").unwrap_or("free") {
            "free" => None,
            "fixed" => Some(rastros::fixed_start(n)),
            square => Some(square),
        };
        rastros::Naive::new(n, start)
    }
}

/// Runs `$body` with `$g` bound to the game type of a `GameId`.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $g:ident => $body:expr) => {
        match $id {
            tabuleiro_engine::GameId::Achi => {
                type $g = tabuleiro_engine::games::achi::Achi;
                $body
            }
            tabuleiro_engine::GameId::SixStones => {
                type $g = tabuleiro_engine::games::sixstones::SixStones;
                $body
            }
            tabuleiro_engine::GameId::Morris => {
                type $g = tabuleiro_engine::games::morris::Morris;
                $body
            }
            tabuleiro_engine::GameId::Rastros => {
                type $g = tabuleiro_engine::games::rastros::Rastros;
                $body
            }
        }
    };
}

/// Every complete set of options the game allows, in a fixed order.
pub fn option_sets(game: GameId) -> Vec<MatchOptions> {
    let specs = game.describe().options;
    let mut sets = vec![MatchOptions::new()];
    for spec in &specs {
        sets = sets
            .into_iter()
            .flat_map(|settled| {
                values(spec, &settled)
                    .into_iter()
                    .map(move |v| settled.clone().with(spec.name, v))
            })
            .collect();
    }
    sets
}

/// An option's values given the options settled before it.
fn values(spec: &OptionSpec, settled: &MatchOptions) -> Vec<String> {
    let mut out = spec.menu.clone();
    if let Some(more) = &spec.more {
        let key = settled.get(more.by).unwrap_or_default();
        out.extend(more.values.get(key).cloned().unwrap_or_default());
    }
    out
}

/// Options as command-line flags, for a failure's replay line.
pub fn as_flags(options: &MatchOptions) -> String {
    options
        .iter()
        .map(|(k, v)| format!("--{k} {v}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_sets_cover_every_size_and_start() {
        assert_eq!(option_sets(GameId::Achi).len(), 2);
        assert_eq!(option_sets(GameId::SixStones), vec![MatchOptions::new()]);
        let rastros = option_sets(GameId::Rastros);
        // Per size: free, fixed and every square but the two goals.
        let expected: usize = (5..=9).map(|n| 2 + n * n - 2).sum();
        assert_eq!(rastros.len(), expected);
        assert!(rastros
            .iter()
            .any(|o| o.get("size") == Some("9") && o.get("start") == Some("i8")));
        for o in &rastros {
            assert!(GameId::Rastros.open(o).is_ok(), "{}", as_flags(o));
        }
    }
}
