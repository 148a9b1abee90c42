//! `tabuleiro <command> <game> [options]`: the engine's text interface
//! (DESIGN.md). Output goes to stdout; bad input prints one line naming
//! what and where on stderr and exits with status 2.

mod args;

use std::process::ExitCode;
use std::time::Instant;

use args::{Command, Invocation, Player};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::{catalog, AnyMatch, GameId, Side, ThinkSettings};

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    match args::parse(&argv).and_then(|inv| run(&inv)) {
        Ok(output) => {
            print!("{output}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("tabuleiro: {message}");
            ExitCode::from(2)
        }
    }
}

fn now_ms() -> f64 {
    use std::sync::OnceLock;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Sets up the match from the options and replays `--moves`, naming the
/// first move that fails and its position in the list.
fn replay(inv: &Invocation, id: GameId) -> Result<Box<dyn AnyMatch>, String> {
    let mut game = catalog::new_match(id, &inv.options)?;
    for (i, text) in inv.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| format!("--moves: move {} ('{text}'): {e}", i + 1))?;
    }
    Ok(game)
}

fn run(inv: &Invocation) -> Result<String, String> {
    if inv.command == Command::Bench {
        return bench(inv);
    }
    let id = inv.game.ok_or("a game is needed")?;
    let game = replay(inv, id)?;
    match inv.command {
        Command::Legal => Ok(format!("{}\n", game.legal().join(" "))),
        Command::Perft(depth) => Ok(format!("{}\n", game.perft(depth))),
        Command::Solve => {
            let s = game
                .solve()
                .ok_or_else(|| format!("solve is not available for {id}"))?;
            let moves: String = s.best.iter().map(|m| format!(" {m}")).collect();
            Ok(format!("{}\nbest:{moves}\n", s.verdict))
        }
        Command::Best => {
            let settings = ThinkSettings {
                level: inv.level,
                depth: inv.depth,
                time_ms: inv.time_ms,
                seed: inv
                    .seed
                    .unwrap_or_else(|| now_ms().to_bits() ^ u64::from(std::process::id())),
            };
            let r = game.think(&settings, now_ms, None, &mut |_| {})?;
            Ok(format!(
                "{} depth {} score {} nodes {} time {}\n",
                r.best, r.depth, r.score, r.nodes, r.time_ms
            ))
        }
        Command::Selfplay => selfplay(inv, id),
        Command::Bench => unreachable!("handled above"),
    }
}

fn is_white_to_move(game: &dyn AnyMatch) -> bool {
    game.snapshot(game.ply()).to_move == game.side_name(Side::White)
}

/// Plays `plies` random legal moves; `None` if the game ends on the way.
fn random_opening(game: &mut dyn AnyMatch, plies: u32, rng: &mut Rng) -> Option<Vec<String>> {
    let mut played = Vec::new();
    for _ in 0..plies {
        let legal = game.legal();
        if legal.is_empty() {
            return None;
        }
        let pick = legal[(rng.next_u64() % legal.len() as u64) as usize].clone();
        game.play(&pick).ok()?;
        played.push(pick);
    }
    game.outcome().is_none().then_some(played)
}

fn settings(player: Player, seed: u64) -> ThinkSettings {
    let mut s = ThinkSettings {
        seed,
        ..ThinkSettings::default()
    };
    match player {
        Player::Level(l) => s.level = Some(l),
        Player::Depth(d) => s.depth = Some(d),
        Player::TimeMs(t) => s.time_ms = Some(t as f64),
    }
    s
}

/// `selfplay`: games in pairs from the same random opening, A taking White
/// in the first game of a pair and Black in the second; the result from
/// A's point of view.
fn selfplay(inv: &Invocation, id: GameId) -> Result<String, String> {
    let sp = &inv.selfplay;
    let (a, b) = (sp.a.ok_or("--a is missing")?, sp.b.ok_or("--b is missing")?);
    let seed = inv.seed.unwrap_or(1);
    let mut rng = Rng::new(seed);
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut opening = Vec::new();
    for index in 0..sp.games {
        if index % 2 == 0 {
            opening = (0..1000)
                .find_map(|_| {
                    let mut game = replay(inv, id).ok()?;
                    random_opening(game.as_mut(), sp.opening_plies, &mut rng)
                })
                .ok_or("no opening of that length keeps the game going")?;
        }
        let mut game = replay(inv, id)?;
        for m in &opening {
            game.play(m).map_err(|e| e.to_string())?;
        }
        let a_is_white = index % 2 == 0;
        while game.outcome().is_none() {
            let a_moves = is_white_to_move(game.as_ref()) == a_is_white;
            let player = if a_moves { a } else { b };
            let move_seed = seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(u64::from(index) << 20 | game.ply() as u64);
            let r = game.think(&settings(player, move_seed), now_ms, None, &mut |_| {})?;
            game.play(&r.best)
                .map_err(|e| format!("the engine chose an illegal move {}: {e}", r.best))?;
        }
        let winner = game.outcome().and_then(|o| o.winner);
        match winner {
            None => draws += 1,
            Some(side) if (side == Side::White) == a_is_white => wins += 1,
            Some(_) => losses += 1,
        }
    }
    let score = (f64::from(wins) + f64::from(draws) / 2.0) * 100.0 / f64::from(sp.games);
    Ok(format!(
        "a={a} b={b} games {}: wins {wins} draws {draws} losses {losses} score {score:.1}%\n",
        sp.games
    ))
}

/// `bench`: nodes per second of each available game's search, on the start
/// position and on positions a fixed sequence of random moves away.
fn bench(inv: &Invocation) -> Result<String, String> {
    let games: Vec<GameId> = match inv.game {
        Some(id) => vec![id],
        None => GameId::ALL.into_iter().filter(|g| g.available()).collect(),
    };
    let mut out = String::new();
    for id in games {
        let (mut nodes, mut time_ms) = (0u64, 0u64);
        let mut rng = Rng::new(20_261_130);
        for plies in [0, 8, 16, 24] {
            let mut game = replay(inv, id)?;
            if random_opening(game.as_mut(), plies, &mut rng).is_none() {
                continue;
            }
            let settings = ThinkSettings {
                level: None,
                depth: inv.depth,
                time_ms: if inv.depth.is_some() {
                    inv.time_ms
                } else {
                    Some(inv.time_ms.unwrap_or(1000.0))
                },
                seed: 1,
            };
            let r = game.think(&settings, now_ms, None, &mut |_| {})?;
            nodes += r.nodes;
            time_ms += r.time_ms;
        }
        let nps = nodes * 1000 / time_ms.max(1);
        out.push_str(&format!("{id} nodes {nodes} time {time_ms} nps {nps}\n"));
    }
    Ok(out)
}
