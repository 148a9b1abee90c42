//! `soak`: many random and engine-vs-engine games per game, every ply
//! checked against the naive models (see `tabuleiro-check`). Prints each
//! failure as it happens (game, seed, ply, record, how to replay it), one
//! line per game and a total; exits with status 1 if anything failed
//! (status 2 stays for bad input).

use std::io::Write;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use tabuleiro_check::soak::Players;
use tabuleiro_check::{play_game, GameReport};
use tabuleiro_engine::GameId;

use crate::args::Invocation;

/// The game being played, for the panic hook (a release build aborts on a
/// panic, so the hook is the one chance to say which game to replay).
static CURRENT_GAME: AtomicUsize = AtomicUsize::new(0);
static CURRENT_SEED: AtomicU64 = AtomicU64::new(0);

/// Seconds between progress lines on stderr in a long run.
const PROGRESS_EVERY_S: u64 = 60;

#[derive(Default)]
struct Tally {
    games: u64,
    engine_games: u64,
    plies: u64,
    engine_plies: u64,
    failures: u64,
}

impl Tally {
    fn add(&mut self, r: &GameReport) {
        let plies = r.plies as u64;
        self.games += 1;
        self.plies += plies;
        if matches!(r.players, Players::Engine(_)) {
            self.engine_games += 1;
            self.engine_plies += plies;
        }
        self.failures += u64::from(r.failure.is_some());
    }

    fn line(&self, name: &str, seconds: f64) -> String {
        format!(
            "{name:<10} games {} (engine {}) plies {} (engine {}) failures {} time {seconds:.1} s\n",
            self.games, self.engine_games, self.plies, self.engine_plies, self.failures
        )
    }
}

fn failure_text(r: &GameReport, what: &str) -> String {
    let players = match r.players {
        Players::Random { greedy: false } => "random".to_string(),
        Players::Random { greedy: true } => "random, greedy".to_string(),
        Players::Engine([a, b]) => format!("levels {a} and {b}"),
    };
    format!(
        "FAIL {} seed {} ({players}): {what}\n  replay: tabuleiro soak {} --games 1 --seed {}\n",
        r.game, r.seed, r.game, r.seed
    )
}

fn install_panic_hook() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let game = GameId::ALL[CURRENT_GAME.load(Ordering::Relaxed)];
        let seed = CURRENT_SEED.load(Ordering::Relaxed);
        eprintln!(
            "FAIL {game} seed {seed}: the engine panicked\n  replay: tabuleiro soak {game} \
             --games 1 --seed {seed}"
        );
        default(info);
    }));
}

/// Plays `games` games of one game from seeds `seed`, `seed + 1`, …
fn soak_one(game: GameId, games: u64, seed: u64, out: &mut impl Write) -> Tally {
    let mut tally = Tally::default();
    let started = Instant::now();
    let mut next_progress = PROGRESS_EVERY_S;
    let index = GameId::ALL.iter().position(|g| *g == game).unwrap_or(0);
    CURRENT_GAME.store(index, Ordering::Relaxed);
    for i in 0..games {
        let s = seed.wrapping_add(i);
        CURRENT_SEED.store(s, Ordering::Relaxed);
        let report = play_game(game, s);
        tally.add(&report);
        if let Some(what) = &report.failure {
            let _ = out.write_all(failure_text(&report, what).as_bytes());
            let _ = out.flush();
        }
        let elapsed = started.elapsed().as_secs();
        if elapsed >= next_progress {
            next_progress = elapsed + PROGRESS_EVERY_S;
            eprint!("{}", tally.line(&format!("({game})"), elapsed as f64));
        }
    }
    tally
}

pub fn run(inv: &Invocation) -> Result<String, String> {
    install_panic_hook();
    let games: Vec<GameId> = inv.game.map_or_else(|| GameId::ALL.to_vec(), |g| vec![g]);
    let seed = inv.seed.unwrap_or(1);
    let mut out = std::io::stdout();
    let mut total = Tally::default();
    let started = Instant::now();
    for game in games {
        let t = Instant::now();
        let tally = soak_one(game, inv.soak_games, seed, &mut out);
        let line = tally.line(game.as_str(), t.elapsed().as_secs_f64());
        let _ = out.write_all(line.as_bytes());
        let _ = out.flush();
        for (sum, part) in [
            (&mut total.games, tally.games),
            (&mut total.engine_games, tally.engine_games),
            (&mut total.plies, tally.plies),
            (&mut total.engine_plies, tally.engine_plies),
            (&mut total.failures, tally.failures),
        ] {
            *sum += part;
        }
    }
    print!("{}", total.line("total", started.elapsed().as_secs_f64()));
    if total.failures > 0 {
        let _ = out.flush();
        // Status 1: the soak found a failure; 2 is kept for bad input.
        std::process::exit(1);
    }
    Ok(String::new())
}
