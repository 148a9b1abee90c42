//! Errors as values. Every failure the engine reports on input carries a
//! kind (so a front end can word it in the player's language or react to
//! it) and a message a player can read, naming what and where. A leaf
//! module: it imports nothing of the engine.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The text is not a move of this game (not a point name, a bad shape).
    Unreadable,
    /// A well-formed move that the rules do not allow here (the message says why).
    Illegal,
    /// The game is over: no move can be played.
    Finished,
    /// An option's value is not one the game allows (the message gives the range).
    OptionOutOfRange,
    /// The game has no option of that name.
    NoSuchOption,
    /// No game of that name.
    UnknownGame,
    /// No level of that number for this game.
    NoSuchLevel,
    /// A question needs more search than it is allowed (a puzzle question
    /// asked too many moves deep).
    OutOfBudget,
}

impl ErrorKind {
    /// The kind's name as front ends see it.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Unreadable => "unreadable",
            ErrorKind::Illegal => "illegal",
            ErrorKind::Finished => "finished",
            ErrorKind::OptionOutOfRange => "option-out-of-range",
            ErrorKind::NoSuchOption => "no-such-option",
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::NoSuchLevel => "no-such-level",
            ErrorKind::OutOfBudget => "out-of-budget",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    pub kind: ErrorKind,
    /// The option concerned, for the two option kinds (`size`, `start`, `first`).
    pub option: Option<&'static str>,
    pub message: String,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            option: None,
            message: message.into(),
        }
    }

    pub fn unreadable(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Unreadable, message)
    }

    pub fn illegal(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Illegal, message)
    }

    pub fn finished(message: impl Into<String>) -> Error {
        Error::new(ErrorKind::Finished, message)
    }

    /// An option value out of range: `message` says what the range is.
    pub fn option(option: &'static str, message: impl Into<String>) -> Error {
        Error {
            kind: ErrorKind::OptionOutOfRange,
            option: Some(option),
            message: message.into(),
        }
    }

    /// The same error with its message prefixed, e.g. by where it happened.
    pub fn context(mut self, prefix: impl fmt::Display) -> Error {
        self.message = format!("{prefix}: {}", self.message);
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_errors_name_their_option() {
        let e = Error::option("size", "the board is 5 to 9 squares wide, not 4");
        assert_eq!(e.kind, ErrorKind::OptionOutOfRange);
        assert_eq!(e.option, Some("size"));
        assert_eq!(e.kind.as_str(), "option-out-of-range");
        assert_eq!(
            Error::unreadable("b9 is not a point")
                .context("move 3")
                .to_string(),
            "move 3: b9 is not a point"
        );
    }
}
