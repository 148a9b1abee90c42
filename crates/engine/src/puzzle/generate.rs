//! Finding puzzles where real games go: the engine plays itself at mixed
//! levels (each side a level drawn at random, after a few random opening
//! moves), and every position on the way that is a puzzle (the side to
//! move wins in exactly N, by one first move only), new up to the board's
//! symmetries and free of history-rule traps, is kept until each N has its
//! quota. Everything is drawn from one seed, and only levels without a
//! time limit play, so a seed always gives the same set.
//!
//! The set comes out ordered by difficulty (N, then the first moves a
//! player would weigh, then the record), with ids in that order, and
//! re-proved by `check`.

use std::collections::HashSet;

use super::check::{check, Unsound};
use super::Puzzle;
use crate::any::AnyMatch;
use crate::error::Error;
use crate::options::MatchOptions;
use crate::registry::GameId;
use crate::rng::Rng;
use crate::think::ThinkSettings;

pub use super::recipe::{variant, Recipe, Variant};

/// A puzzle found, before it has its id.
struct Candidate {
    n: u32,
    plausible: usize,
    options: MatchOptions,
    moves: Vec<String>,
}

/// What the generation has found so far.
struct Finds {
    recipe: Recipe,
    /// By variant, by N − 1.
    found: Vec<Vec<Vec<Candidate>>>,
    seen: HashSet<u64>,
}

impl Finds {
    fn wanted(&self, v: usize) -> Option<u32> {
        let quota = &self.recipe.variants[v].quota;
        (0..quota.len())
            .rev()
            .find(|&i| self.found[v][i].len() < quota[i])
            .map(|i| i as u32 + 1)
    }

    fn done(&self) -> bool {
        (0..self.recipe.variants.len()).all(|v| self.wanted(v).is_none())
    }

    fn summary(&self) -> String {
        let counts: Vec<String> = self
            .found
            .iter()
            .map(|by_n| {
                let c: Vec<String> = by_n.iter().map(|c| c.len().to_string()).collect();
                c.join("/")
            })
            .collect();
        counts.join(" ")
    }

    /// Keeps the live position if it is a new puzzle this variant needs.
    fn consider(&mut self, game: GameId, v: usize, m: &dyn AnyMatch) -> Result<(), Error> {
        let Some(max_n) = self.wanted(v) else {
            return Ok(());
        };
        let key = m.symmetry_key();
        if self.seen.contains(&key) {
            return Ok(());
        }
        let facts = match m.puzzle_facts(max_n, self.recipe.node_limit) {
            Ok(Some(f)) => f,
            Ok(None) | Err(_) => return Ok(()),
        };
        let slot = facts.n as usize - 1;
        let clean = !facts.repeated
            && facts
                .quiet
                .is_none_or(|q| q.counter + 2 * facts.n <= q.limit);
        if facts.fastest.len() != 1
            || !clean
            || self.found[v][slot].len() >= self.recipe.variants[v].quota[slot]
        {
            return Ok(());
        }
        self.seen.insert(key);
        self.found[v][slot].push(Candidate {
            n: facts.n,
            plausible: facts.plausible,
            options: human_to_move(game, m),
            moves: m.moves(),
        });
        Ok(())
    }
}

/// The match's options, with the first mover swapped if that makes the
/// side to move the human's usual side (Achi's Black, Morris' White): the
/// same record with the colours swapped reaches the mirror-coloured
/// position, which the colour-blind rules make the same puzzle.
fn human_to_move(game: GameId, m: &dyn AnyMatch) -> MatchOptions {
    let d = game.describe();
    let mut options = m.options();
    let to_move = m.snapshot(m.ply()).to_move;
    let first = d.options.iter().find(|o| o.name == "first");
    if let (Some(spec), Some(now)) = (first, options.get("first").map(str::to_string)) {
        if to_move != d.human {
            if let Some(other) = spec.menu.iter().find(|v| **v != now) {
                options.set("first", other.clone());
            }
        }
    }
    options
}

/// The levels that play the same move for the same seed: those without a
/// time limit, by number.
fn steady_levels(game: GameId) -> Vec<u32> {
    game.levels()
        .iter()
        .enumerate()
        .filter(|(_, l)| l.time_ms.is_none())
        .map(|(i, _)| i as u32 + 1)
        .collect()
}

fn pick<T: Clone>(items: &[T], rng: &mut Rng) -> Option<T> {
    (!items.is_empty()).then(|| items[(rng.next_u64() % items.len() as u64) as usize].clone())
}

/// A clock that never moves: no level used here looks at it.
fn still() -> f64 {
    0.0
}

/// Plays one game of variant `v`, looking at every position on the way.
fn play_one(game: GameId, v: usize, finds: &mut Finds, rng: &mut Rng) -> Result<(), Error> {
    let levels = steady_levels(game);
    let sides = [pick(&levels, rng), pick(&levels, rng)];
    let (lo, hi) = finds.recipe.opening;
    let opening = lo + (rng.next_u64() % u64::from(hi - lo + 1)) as u32;
    let mut m = game.open(&finds.recipe.variants[v].options)?;
    while m.outcome().is_none() && m.ply() < finds.recipe.max_plies {
        if m.ply() > 0 {
            finds.consider(game, v, m.as_ref())?;
            if finds.wanted(v).is_none() {
                return Ok(());
            }
        }
        let mv = if (m.ply() as u32) < opening {
            pick(&m.legal(), rng)
        } else {
            let settings = ThinkSettings {
                level: sides[m.ply() % 2],
                seed: rng.next_u64(),
                ..ThinkSettings::default()
            };
            Some(m.think(&settings, still, None, &mut |_| {})?.best)
        };
        let Some(mv) = mv else { break };
        m.play(&mv)?;
    }
    Ok(())
}

/// Finds `game`'s puzzle set from `seed`; `progress` hears a line now and
/// then. Every puzzle is re-proved before it is returned.
pub fn generate(
    game: GameId,
    seed: u64,
    progress: &mut dyn FnMut(&str),
) -> Result<Vec<Puzzle>, Error> {
    let recipe = game.puzzle_recipe();
    let found = recipe
        .variants
        .iter()
        .map(|v| v.quota.iter().map(|_| Vec::new()).collect())
        .collect();
    let mut finds = Finds {
        recipe,
        found,
        seen: HashSet::new(),
    };
    let mut rng = Rng::new(seed);
    let variants = finds.recipe.variants.len();
    let mut told = String::new();
    for g in 0..finds.recipe.max_games {
        if finds.done() {
            break;
        }
        let v = g as usize % variants;
        if finds.wanted(v).is_some() {
            play_one(game, v, &mut finds, &mut rng)?;
        }
        let now = finds.summary();
        if (g + 1) % 100 == 0 && now != told {
            progress(&format!("{game}: {} games, found {now}", g + 1));
            told = now;
        }
    }
    progress(&format!("{game}: found {}", finds.summary()));
    finish(game, finds)
}

/// Orders the finds by difficulty, names them, and re-proves each.
fn finish(game: GameId, finds: Finds) -> Result<Vec<Puzzle>, Error> {
    let mut all: Vec<Candidate> = finds.found.into_iter().flatten().flatten().collect();
    all.sort_by(|a, b| {
        (a.n, a.plausible, a.moves.len(), a.moves.join(",")).cmp(&(
            b.n,
            b.plausible,
            b.moves.len(),
            b.moves.join(","),
        ))
    });
    let mut puzzles = Vec::with_capacity(all.len());
    for (i, c) in all.into_iter().enumerate() {
        let p = Puzzle {
            id: format!("{game}-{:03}", i + 1),
            n: c.n,
            options: c.options,
            moves: c.moves,
        };
        check(game, &p).map_err(|e: Unsound| {
            Error::illegal(format!("{}: generated but not sound: {e}", p.id))
        })?;
        puzzles.push(p);
    }
    Ok(puzzles)
}
