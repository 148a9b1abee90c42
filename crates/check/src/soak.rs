//! One soak game from a seed: its options, whether random players or two
//! engine levels play it, and the game itself through a `Walk`, with
//! occasional hostile texts and excursions back and forth in the history.
//! The same seed always plays the same game, so a failure is replayed by
//! its seed alone.

use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::{GameId, MatchOptions};

use crate::oracle::{as_flags, option_sets, Oracle};
use crate::walk::Walk;
use crate::with_game;

/// Every game ends: Six Stones and Morris by their move limits, Rastros by
/// its board, Achi by repetition (it has fewer than 40 000 positions).
const MAX_PLIES: usize = 100_000;

/// Who plays a soak game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Players {
    /// Uniformly random legal moves, or (greedy) mostly moves that make
    /// progress, which reaches captures, flying and endgames more often.
    Random { greedy: bool },
    /// Two engine levels (1-based), the first for the first mover.
    Engine([u32; 2]),
}

/// What one soak game did.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub game: GameId,
    pub seed: u64,
    pub players: Players,
    pub options: MatchOptions,
    pub plies: usize,
    /// What broke, where and how to replay it.
    pub failure: Option<String>,
}

fn below(rng: &mut Rng, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

/// The levels quick enough to soak: no time budget, at most four plies
/// deep (an exact level such as Achi's perfect play is a table look-up).
fn quick_levels(game: GameId) -> Vec<u32> {
    (1..)
        .zip(game.levels())
        .filter(|(_, l)| l.time_ms.is_none() && l.depth <= 4)
        .map(|(n, _)| n)
        .collect()
}

/// Plays the game `seed` chooses, checking every ply.
pub fn play_game(game: GameId, seed: u64) -> GameReport {
    let mut rng = Rng::new(seed);
    let sets = option_sets(game);
    let options = sets[below(&mut rng, sets.len())].clone();
    let players = if below(&mut rng, 8) == 0 {
        let levels = quick_levels(game);
        let mut pick = || levels[below(&mut rng, levels.len())];
        Players::Engine([pick(), pick()])
    } else {
        Players::Random {
            greedy: below(&mut rng, 2) == 0,
        }
    };
    let mut report = GameReport {
        game,
        seed,
        players,
        options,
        plies: 0,
        failure: None,
    };
    with_game!(game, G => run::<G>(&mut report, &mut rng));
    report
}

fn run<R: Oracle>(report: &mut GameReport, rng: &mut Rng) {
    let mut walk = match Walk::<R>::new(&report.options) {
        Ok(w) => w,
        Err(what) => {
            report.failure = Some(format!("{}: {what}", as_flags(&report.options)));
            return;
        }
    };
    if let Err(what) = play_out(&mut walk, report, rng) {
        report.failure = Some(format!(
            "ply {}: {what}\n  record: tabuleiro legal {} {} --moves \"{}\"",
            walk.ply(),
            report.game,
            as_flags(walk.options()),
            walk.record().join(" ")
        ));
    }
    report.plies = walk.ply();
}

fn play_out<R: Oracle>(
    walk: &mut Walk<R>,
    report: &GameReport,
    rng: &mut Rng,
) -> Result<(), String> {
    while !walk.is_over() {
        if walk.ply() >= MAX_PLIES {
            return Err(format!("the game did not end in {MAX_PLIES} plies"));
        }
        let text = match report.players {
            Players::Random { greedy } => random_move(walk, greedy, rng),
            Players::Engine(levels) => {
                let seed = report.seed.wrapping_add(walk.ply() as u64);
                walk.think(levels[walk.ply() % 2], seed)?
            }
        };
        walk.play(&text)?;
        match below(rng, 32) {
            0..=7 => walk.offer(&noise(walk, rng))?,
            8 => excursion(walk, rng)?,
            _ => {}
        }
    }
    walk.finish()
}

/// A random legal move; greedy players look at up to four and take the
/// first that makes progress.
fn random_move<R: Oracle>(walk: &Walk<R>, greedy: bool, rng: &mut Rng) -> String {
    let legal = walk.legal();
    let tries = if greedy { 4 } else { 1 };
    let mut pick = String::new();
    for _ in 0..tries {
        pick = legal[below(rng, legal.len())].clone();
        if walk.is_progress(&pick) {
            break;
        }
    }
    pick
}

/// A few moves back, then forward again or (half the time) not: the game
/// goes on from there and the redo list is dropped by the next move.
fn excursion<R: Oracle>(walk: &mut Walk<R>, rng: &mut Rng) -> Result<(), String> {
    let back = 1 + below(rng, 3);
    for _ in 0..back {
        walk.undo()?;
    }
    if below(rng, 2) == 0 {
        for _ in 0..back {
            walk.redo()?;
        }
    }
    Ok(())
}

/// Text that looks like a move of this board, mostly not a legal one:
/// points, steps, removals, odd case and spacing, junk.
fn noise<R: Oracle>(walk: &Walk<R>, rng: &mut Rng) -> String {
    let points = walk.points();
    let (shape, junk_pick) = (below(rng, 6), below(rng, 10));
    let mut point = || points[below(rng, points.len())].clone();
    match shape {
        0 => point(),
        1 => format!("{}-{}", point(), point()),
        2 => format!("{}x{}", point(), point()),
        3 => format!("{}-{}x{}", point(), point(), point()),
        4 => format!(" {} ", point().to_uppercase()),
        _ => {
            let junk = [
                "",
                "-",
                "x",
                "a0",
                "z9",
                "a1-",
                "ü1",
                "a1--b2",
                "a1xx",
                "a99999999999",
            ];
            junk[junk_pick].to_string()
        }
    }
}
