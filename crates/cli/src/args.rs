//! Reads the command line by hand: the grammar is small, and every error
//! message says which argument is wrong and why.

use tabuleiro_engine::catalog::parse_side;
use tabuleiro_engine::{GameId, MatchOptions};

pub const USAGE: &str = "usage: tabuleiro legal|perft D|solve|best <game> [--moves \"m1 m2 ...\"] \
[--first white|black] [--size N] [--start SQ] [--level L] [--depth D] [--time MS] [--seed S]";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Legal,
    Perft(u32),
    Solve,
    Best,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Invocation {
    pub command: Command,
    pub game: GameId,
    pub options: MatchOptions,
    pub moves: Vec<String>,
    pub level: Option<u32>,
    pub depth: Option<u32>,
    pub time_ms: Option<f64>,
    pub seed: Option<u64>,
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
        other => {
            return Err(format!(
                "unknown command '{other}' (expected legal, perft, solve or best)"
            ))
        }
    };
    let mut positional: Vec<&String> = Vec::new();
    let mut inv = Invocation {
        command,
        game: GameId::Achi,
        options: MatchOptions::default(),
        moves: Vec::new(),
        level: None,
        depth: None,
        time_ms: None,
        seed: None,
    };
    while let Some(arg) = rest.next() {
        if !arg.starts_with("--") {
            positional.push(arg);
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
            "--first" => {
                inv.options.first = Some(parse_side(&value).map_err(|e| format!("--first: {e}"))?)
            }
            "--size" => inv.options.size = Some(number(flag, &value)?),
            "--start" => inv.options.start = Some(value),
            "--level" => inv.level = Some(number(flag, &value)?),
            "--depth" => inv.depth = Some(number(flag, &value)?),
            "--time" => inv.time_ms = Some(number::<u64>(flag, &value)? as f64),
            "--seed" => inv.seed = Some(number(flag, &value)?),
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
    let game = positional.next().ok_or_else(|| {
        format!("{command_word} needs a game (achi, sixstones, morris or rastros)")
    })?;
    inv.game = GameId::parse(game)?;
    if let Some(extra) = positional.next() {
        return Err(format!("unexpected argument '{extra}'"));
    }
    if inv.command == Command::Best && inv.level.is_some() && (inv.depth.is_some()) {
        return Err("--level and --depth cannot be combined".into());
    }
    inv.command = command;
    Ok(inv)
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
        assert_eq!(inv.options.first, Some(tabuleiro_engine::Side::White));
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
        assert!(parse(&args("legal achi --first red"))
            .unwrap_err()
            .contains("--first"));
        assert!(parse(&args("dance achi"))
            .unwrap_err()
            .contains("unknown command"));
        assert!(parse(&[]).unwrap_err().contains("usage"));
    }
}
