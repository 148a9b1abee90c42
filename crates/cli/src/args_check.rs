//! What any command line must get from the argument reader: an invocation
//! that names a real game where one is needed, or one message saying what
//! is wrong, never a panic. The `cli_args` fuzz target runs `check` on
//! arbitrary bytes; the tests here replay its corpus and regressions.

use crate::args::{parse, Command, PuzzleMode};

/// A command line from fuzz bytes: arguments separated by zero bytes.
pub fn argv_from_bytes(data: &[u8]) -> Vec<String> {
    data.split(|&b| b == 0)
        .map(|arg| String::from_utf8_lossy(arg).into_owned())
        .collect()
}

pub fn check(argv: &[String]) -> Result<(), String> {
    match parse(argv) {
        Ok(inv) => {
            let needs_game = !matches!(
                inv.command,
                Command::Bench
                    | Command::Describe
                    | Command::Soak
                    | Command::Puzzles(PuzzleMode::Module)
            );
            if needs_game && inv.game.is_none() {
                return Err(format!("{argv:?} was read without a game"));
            }
            Ok(())
        }
        Err(message) if message.trim().is_empty() => Err(format!("{argv:?}: an empty error")),
        // A line break in the message must come from the arguments; the
        // CLI writes it escaped (`args::one_line`).
        Err(message)
            if message.contains(['\n', '\r']) && !argv.iter().any(|a| a.contains(['\n', '\r'])) =>
        {
            Err(format!("{argv:?}: a message of several lines: {message}"))
        }
        Err(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every file of the committed corpus and regressions of `cli_args`.
    fn inputs() -> Vec<(String, Vec<u8>)> {
        let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
        let mut out = Vec::new();
        for dir in ["corpus/cli_args", "regressions/cli_args"] {
            let Ok(entries) = std::fs::read_dir(fuzz.join(dir)) else {
                continue;
            };
            for entry in entries.flatten() {
                let bytes = std::fs::read(entry.path()).unwrap_or_default();
                out.push((entry.path().display().to_string(), bytes));
            }
        }
        out
    }

    #[test]
    fn the_corpus_and_every_past_failure_pass() {
        let inputs = inputs();
        assert!(inputs.len() >= 5, "the cli_args corpus is there");
        for (name, bytes) in inputs {
            assert_eq!(check(&argv_from_bytes(&bytes)), Ok(()), "{name}");
        }
    }

    #[test]
    fn hostile_arguments_are_refused_in_one_line() {
        for argv in [
            vec!["legal", "ach\ni"],
            vec!["perft", "99999999999999999999", "achi"],
            vec!["soak", "all", "--games", "-1"],
            vec!["best", "rastros", "--size=\u{0}"],
            vec!["--moves"],
        ] {
            let argv: Vec<String> = argv.into_iter().map(String::from).collect();
            assert_eq!(check(&argv), Ok(()), "{argv:?}");
            let message = parse(&argv).err().unwrap_or_default();
            assert!(!crate::args::one_line(&message).contains('\n'));
        }
    }
}
