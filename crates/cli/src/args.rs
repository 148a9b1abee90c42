//! Reads the command line by hand: the grammar is small, and every error
//! message says which argument is wrong and why.

use tabuleiro_engine::{GameId, MatchOptions};

/// The most search threads a command or `setoption name Threads` takes:
/// more than the machines it runs on have cores gains nothing. Here, not
/// in common.rs, because the fuzz target compiles this file alone.
pub const MAX_THREADS: usize = 64;

pub const USAGE: &str = "usage: tabuleiro legal|perft D|solve|best <game> [--moves \"m1 m2 ...\"] \
[--first white|black] [--size N] [--start SQ] [--level L] [--depth D] [--time MS] [--seed S] \
[--threads N (best morris)] | \
tabuleiro selfplay <game> --a P --b P [--games N] [--opening-plies K] [--seed S] \
(P: a level like 3, a depth like d6 or a time like t500) | \
tabuleiro bench [game] [--time MS | --depth D] [--threads N (morris)] | \
tabuleiro uci morris (the UCI-like protocol of Sanmill's engine on stdin/stdout) | \
tabuleiro soak <game|all> [--games N] [--seed S] (random and engine games, every ply checked) | \
tabuleiro describe (every game's description, as the web page's catalog module) | \
tabuleiro puzzles <game> [--check | --generate [--seed S]] | tabuleiro puzzles --module";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Legal,
    Perft(u32),
    Solve,
    Best,
    Selfplay,
    Bench,
    Describe,
    Puzzles(PuzzleMode),
    Uci,
    Soak,
}

/// What `puzzles` does: list the built-in set, re-prove and time it, find a
/// new set, or write the page's puzzle module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleMode {
    List,
    Check,
    Generate,
    Module,
}

/// How one side of a self-play match thinks: a level, a depth or a time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    Level(u32),
    Depth(u32),
    TimeMs(u64),
}

impl Player {
    fn parse(flag: &str, text: &str) -> Result<Player, String> {
        let t = text.trim().to_ascii_lowercase();
        let bad = || {
            format!(
                "{flag}: '{text}' is not a player (expected a level like 3, a depth like d6 \
                 or a time in milliseconds like t500)"
            )
        };
        let value = |digits: &str| digits.parse::<u64>().map_err(|_| bad());
        let player = if let Some(d) = t.strip_prefix('d') {
            Player::Depth(u32::try_from(value(d)?).map_err(|_| bad())?)
        } else if let Some(ms) = t.strip_prefix('t') {
            Player::TimeMs(value(ms)?)
        } else {
            Player::Level(u32::try_from(value(&t)?).map_err(|_| bad())?)
        };
        match player {
            Player::Level(0) | Player::Depth(0) | Player::TimeMs(0) => Err(bad()),
            p => Ok(p),
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Level(l) => write!(f, "level {l}"),
            Player::Depth(d) => write!(f, "depth {d}"),
            Player::TimeMs(t) => write!(f, "time {t}ms"),
        }
    }
}

/// What `selfplay` plays.
#[derive(Clone, Debug, PartialEq)]
pub struct Selfplay {
    pub a: Option<Player>,
    pub b: Option<Player>,
    pub games: u32,
    pub opening_plies: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Invocation {
    pub command: Command,
    /// The game; `bench` without one runs every game, `describe` takes none.
    pub game: Option<GameId>,
    /// Start options as given (`--first`, `--size`, `--start`), checked by
    /// the engine against the game's description.
    pub options: MatchOptions,
    pub moves: Vec<String>,
    pub level: Option<u32>,
    pub depth: Option<u32>,
    pub time_ms: Option<f64>,
    pub seed: Option<u64>,
    pub selfplay: Selfplay,
    /// Games per game for `soak`.
    pub soak_games: u64,
    /// Search threads for `bench morris` (a table shared between them).
    pub threads: Option<usize>,
}

/// `--check`, `--generate` and `--module`: switches of `puzzles`, with no value.
fn puzzle_switch(arg: &str) -> Option<PuzzleMode> {
    match arg {
        "--check" => Some(PuzzleMode::Check),
        "--generate" => Some(PuzzleMode::Generate),
        "--module" => Some(PuzzleMode::Module),
        _ => None,
    }
}

fn switch_puzzles(command: Command, arg: &str, mode: PuzzleMode) -> Result<Command, String> {
    match command {
        Command::Puzzles(PuzzleMode::List) => Ok(Command::Puzzles(mode)),
        Command::Puzzles(_) => Err(format!(
            "{arg}: puzzles takes one of --check, --generate and --module"
        )),
        _ => Err(format!("{arg} belongs to puzzles")),
    }
}

/// A message as one line: control characters from the arguments it quotes
/// (a line break inside a quoted argument) are written escaped.
pub fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

fn number<T: std::str::FromStr>(flag: &str, text: &str) -> Result<T, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("{flag}: '{text}' is not a whole number"))
}

pub fn parse(argv: &[String]) -> Result<Invocation, String> {
    let mut rest = argv.iter();
    let command_word = rest.next().ok_or_else(|| USAGE.to_string())?;
    let mut command = match command_word.as_str() {
        "legal" => Command::Legal,
        "perft" => Command::Perft(0),
        "solve" => Command::Solve,
        "best" => Command::Best,
        "selfplay" => Command::Selfplay,
        "bench" => Command::Bench,
        "describe" => Command::Describe,
        "puzzles" => Command::Puzzles(PuzzleMode::List),
        "uci" => Command::Uci,
        "soak" => Command::Soak,
        other => {
            return Err(format!(
                "unknown command '{other}' (expected legal, perft, solve, best, selfplay, bench, \
                 describe, puzzles, uci or soak)"
            ))
        }
    };
    let mut positional: Vec<&String> = Vec::new();
    let mut inv = Invocation {
        command,
        game: None,
        options: MatchOptions::default(),
        moves: Vec::new(),
        level: None,
        depth: None,
        time_ms: None,
        seed: None,
        selfplay: Selfplay {
            a: None,
            b: None,
            games: 40,
            opening_plies: 4,
        },
        soak_games: 100,
        threads: None,
    };
    while let Some(arg) = rest.next() {
        if !arg.starts_with("--") {
            positional.push(arg);
            continue;
        }
        if let Some(mode) = puzzle_switch(arg) {
            command = switch_puzzles(command, arg, mode)?;
            continue;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) => (f, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let value = match inline {
            Some(v) => v,
            None => rest
                .next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value"))?,
        };
        match flag {
            "--moves" => {
                inv.moves = value
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect()
            }
            "--first" | "--size" | "--start" => inv.options.set(&flag[2..], value),
            "--level" => inv.level = Some(number(flag, &value)?),
            "--depth" => inv.depth = Some(number(flag, &value)?),
            "--time" => inv.time_ms = Some(number::<u64>(flag, &value)? as f64),
            "--seed" => inv.seed = Some(number(flag, &value)?),
            "--threads" if !matches!(command, Command::Bench | Command::Best) => {
                return Err(format!("{flag} belongs to bench and best"))
            }
            "--threads" => match number(flag, &value)? {
                n @ 1..=MAX_THREADS => inv.threads = Some(n),
                n => return Err(format!("{flag}: {n} is not from 1 to {MAX_THREADS}")),
            },
            "--games" if command == Command::Soak => inv.soak_games = number(flag, &value)?,
            "--a" | "--b" | "--games" | "--opening-plies" if command != Command::Selfplay => {
                return Err(format!("{flag} belongs to selfplay"))
            }
            "--a" => inv.selfplay.a = Some(Player::parse(flag, &value)?),
            "--b" => inv.selfplay.b = Some(Player::parse(flag, &value)?),
            "--games" => inv.selfplay.games = number(flag, &value)?,
            "--opening-plies" => inv.selfplay.opening_plies = number(flag, &value)?,
            other => return Err(format!("unknown option '{other}'")),
        }
    }
    let mut positional = positional.into_iter();
    if let Command::Perft(_) = command {
        let depth = positional
            .next()
            .ok_or("perft needs a depth: tabuleiro perft D <game>")?;
        command = Command::Perft(number("perft depth", depth)?);
    }
    let takes_no_game = matches!(
        command,
        Command::Describe | Command::Puzzles(PuzzleMode::Module)
    );
    match positional.next() {
        Some(all) if command == Command::Soak && all.trim().eq_ignore_ascii_case("all") => {}
        Some(_) if takes_no_game => {
            return Err(format!(
                "{command_word}{} takes no game: it covers them all",
                if command == Command::Describe {
                    ""
                } else {
                    " --module"
                }
            ))
        }
        Some(game) => inv.game = Some(GameId::parse(game).map_err(|e| e.message)?),
        None if takes_no_game || command == Command::Bench => {}
        None if command == Command::Soak => {
            return Err(format!("soak needs a game ({}, or all)", game_names()))
        }
        None => return Err(format!("{command_word} needs a game ({})", game_names())),
    }
    if let Some(extra) = positional.next() {
        return Err(format!("unexpected argument '{extra}'"));
    }
    if inv.command == Command::Best && inv.level.is_some() && (inv.depth.is_some()) {
        return Err("--level and --depth cannot be combined".into());
    }
    if command == Command::Selfplay {
        if inv.selfplay.a.is_none() || inv.selfplay.b.is_none() {
            return Err(
                "selfplay needs both players: --a P --b P (a level like 3, d6 or t500)".into(),
            );
        }
        if inv.selfplay.games == 0 {
            return Err("--games: at least one game".into());
        }
    }
    if command == Command::Soak && inv.soak_games == 0 {
        return Err("--games: at least one game".into());
    }
    inv.command = command;
    Ok(inv)
}

/// The games the registry knows, for messages: "achi, sixstones, …".
fn game_names() -> String {
    let names: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn reads_commands_and_options() {
        let inv = parse(&args("perft 8 achi --first white")).unwrap();
        assert_eq!(inv.command, Command::Perft(8));
        assert_eq!(inv.options.get("first"), Some("white"));
        let mut v = args("best achi --level 4 --moves");
        v.push("a1 b2,c3".into());
        let inv = parse(&v).unwrap();
        assert_eq!(inv.moves, vec!["a1", "b2", "c3"]);
        assert_eq!(inv.level, Some(4));
    }

    #[test]
    fn errors_name_the_argument() {
        assert!(parse(&args("perft x achi"))
            .unwrap_err()
            .contains("perft depth: 'x'"));
        assert!(parse(&args("legal chess"))
            .unwrap_err()
            .contains("unknown game 'chess'"));
        assert!(parse(&args("legal achi --colour red"))
            .unwrap_err()
            .contains("--colour"));
        assert!(parse(&args("legal achi --first"))
            .unwrap_err()
            .contains("--first needs a value"));
        assert!(parse(&args("dance achi"))
            .unwrap_err()
            .contains("unknown command"));
        assert!(parse(&[]).unwrap_err().contains("usage"));
        assert!(parse(&args("selfplay morris --a 3"))
            .unwrap_err()
            .contains("both players"));
        assert!(parse(&args("selfplay morris --a x --b 1"))
            .unwrap_err()
            .contains("--a: 'x' is not a player"));
        assert!(parse(&args("legal morris --games 3"))
            .unwrap_err()
            .contains("--games belongs to selfplay"));
    }

    #[test]
    fn reads_puzzle_switches() {
        let inv = parse(&args("puzzles morris --generate --seed 3")).unwrap();
        assert_eq!(inv.command, Command::Puzzles(PuzzleMode::Generate));
        assert_eq!((inv.game, inv.seed), (Some(GameId::Morris), Some(3)));
        let inv = parse(&args("puzzles --module")).unwrap();
        assert_eq!(
            (inv.command, inv.game),
            (Command::Puzzles(PuzzleMode::Module), None)
        );
        assert_eq!(
            parse(&args("puzzles achi")).unwrap().command,
            Command::Puzzles(PuzzleMode::List)
        );
        assert!(parse(&args("puzzles --check --module"))
            .unwrap_err()
            .contains("one of --check"));
    }

    #[test]
    fn reads_selfplay_and_bench() {
        let inv = parse(&args(
            "selfplay morris --a 3 --b d5 --games 6 --opening-plies 2 --seed 9",
        ))
        .unwrap();
        assert_eq!(inv.command, Command::Selfplay);
        assert_eq!(inv.selfplay.a, Some(Player::Level(3)));
        assert_eq!(inv.selfplay.b, Some(Player::Depth(5)));
        assert_eq!((inv.selfplay.games, inv.selfplay.opening_plies), (6, 2));
        assert_eq!(Player::parse("--a", "t250"), Ok(Player::TimeMs(250)));
        assert_eq!(Player::Level(3).to_string(), "level 3");
        let inv = parse(&args("bench")).unwrap();
        assert_eq!((inv.command, inv.game), (Command::Bench, None));
        let inv = parse(&args("bench morris --time 100")).unwrap();
        assert_eq!(inv.game, Some(GameId::Morris));
    }

    #[test]
    fn reads_soak() {
        let inv = parse(&args("soak ALL --games 5 --seed 3")).unwrap();
        assert_eq!((inv.command, inv.game), (Command::Soak, None));
        assert_eq!((inv.soak_games, inv.seed), (5, Some(3)));
        assert_eq!(parse(&args("soak rastros")).unwrap().soak_games, 100);
        assert!(parse(&args("soak")).unwrap_err().contains("or all"));
        assert!(parse(&args("soak achi --games 0"))
            .unwrap_err()
            .contains("at least one"));
        assert!(parse(&args("legal all"))
            .unwrap_err()
            .contains("unknown game"));
    }
}
