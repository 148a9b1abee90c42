//! Puzzle sets: "the side to move wins in exactly N of its own moves
//! against the longest resistance, and only one first move does it that
//! fast", each puzzle a record from a game's start. This file owns the
//! puzzle itself and its one-line text form, the CLI's and the shipped
//! files' format:
//!
//! `<id> <N> [<option>=<value> …] moves=<m1>,<m2>,…`
//!
//! (the options complete, as in the URL; the record in the URL's `moves=`
//! form). `check` re-proves a puzzle; `generate` finds new ones in games
//! the engine plays against itself.

pub mod check;
pub mod generate;
pub mod recipe;

use std::fmt;

use crate::error::Error;
use crate::options::MatchOptions;

/// One puzzle of a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable id, like `achi-031`.
    pub id: String,
    /// The side to move wins in exactly `n` of its own moves.
    pub n: u32,
    /// The start options, complete.
    pub options: MatchOptions,
    /// The record from the start that reaches the puzzle.
    pub moves: Vec<String>,
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.id, self.n)?;
        for (name, value) in self.options.iter() {
            write!(f, " {name}={value}")?;
        }
        write!(f, " moves={}", self.moves.join(","))
    }
}

fn unreadable(line: usize, what: impl fmt::Display) -> Error {
    Error::unreadable(format!("puzzle line {line}: {what}"))
}

/// Reads one line of a set (`line` is its number, for messages).
pub fn parse_line(text: &str, line: usize) -> Result<Puzzle, Error> {
    let mut fields = text.split_whitespace();
    let id = fields
        .next()
        .ok_or_else(|| unreadable(line, "the line is empty"))?;
    let n_text = fields
        .next()
        .ok_or_else(|| unreadable(line, format!("{id}: N is missing")))?;
    let n = n_text
        .parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| {
            unreadable(
                line,
                format!("{id}: N '{n_text}' is not a whole number above 0"),
            )
        })?;
    let mut options = MatchOptions::new();
    let mut moves = None;
    for field in fields {
        let Some((name, value)) = field.split_once('=') else {
            return Err(unreadable(
                line,
                format!("{id}: '{field}' is not name=value"),
            ));
        };
        if moves.is_some() {
            return Err(unreadable(
                line,
                format!("{id}: '{field}' comes after moves="),
            ));
        }
        match name {
            "moves" => {
                moves = Some(
                    value
                        .split(',')
                        .filter(|m| !m.is_empty())
                        .map(str::to_string)
                        .collect(),
                )
            }
            _ if name.is_empty() || value.is_empty() => {
                return Err(unreadable(
                    line,
                    format!("{id}: '{field}' is not name=value"),
                ))
            }
            _ => options.set(name, value),
        }
    }
    let moves = moves.ok_or_else(|| unreadable(line, format!("{id}: moves= is missing")))?;
    Ok(Puzzle {
        id: id.to_string(),
        n,
        options,
        moves,
    })
}

/// Reads a whole set, one puzzle a line (blank lines are skipped).
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, Error> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| parse_line(l, i + 1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_back_as_written() {
        let text = "rastros-007 3 size=5 start=d4 moves=c3,b2";
        let p = parse_line(text, 1).unwrap();
        assert_eq!(p.n, 3);
        assert_eq!(p.options.get("start"), Some("d4"));
        assert_eq!(p.moves, ["c3", "b2"]);
        assert_eq!(p.to_string(), text);
        let empty = parse_line("sixstones-001 1 moves=", 1).unwrap();
        assert!(empty.moves.is_empty() && empty.options.is_empty());
        assert_eq!(empty.to_string(), "sixstones-001 1 moves=");
    }

    #[test]
    fn bad_lines_say_what_and_where() {
        let cases = [
            ("achi-001", "N is missing"),
            ("achi-001 0 moves=a1", "not a whole number above 0"),
            ("achi-001 2 first moves=a1", "'first' is not name=value"),
            ("achi-001 2 first=white", "moves= is missing"),
            ("achi-001 2 moves=a1 first=white", "comes after moves="),
        ];
        for (text, message) in cases {
            let e = parse_line(text, 4).unwrap_err();
            assert!(e.message.starts_with("puzzle line 4: "), "{e}");
            assert!(e.message.contains(message), "{text}: {e}");
        }
        assert_eq!(parse_set("\n\nachi-001 1 moves=a1\n").unwrap().len(), 1);
    }
}
