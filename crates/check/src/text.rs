//! The engine's text entry points under any input: a game's name, start
//! options, a record, a move. Nothing panics; an error has a kind that
//! fits the entry point and a message; what is accepted reads back to
//! itself.

use tabuleiro_engine::options::check_options;
use tabuleiro_engine::{replay, Error, ErrorKind, GameId, MatchOptions};

use crate::oracle::Oracle;
use crate::walk::Walk;
use crate::with_game;

fn expect_kind(what: &str, e: &Error, kinds: &[ErrorKind]) -> Result<(), String> {
    if !kinds.contains(&e.kind) {
        return Err(format!("{what}: error of kind {:?}: {}", e.kind, e.message));
    }
    if e.message.trim().is_empty() {
        return Err(format!(
            "{what}: an error of kind {:?} without a message",
            e.kind
        ));
    }
    Ok(())
}

/// `GameId::parse`: a known name in any case and spacing, or `unknown-game`.
pub fn game_name(text: &str) -> Result<(), String> {
    match GameId::parse(text) {
        Ok(g) if text.trim().eq_ignore_ascii_case(g.as_str()) => Ok(()),
        Ok(g) => Err(format!("{text:?} was read as the game {g}")),
        Err(e) => expect_kind("game name", &e, &[ErrorKind::UnknownGame]),
    }
}

/// Options as given: either checked to a complete set that re-checks to
/// itself and opens a match with exactly those options, or refused with
/// the option named; `open` agrees with the checker either way.
pub fn options(game: GameId, given: &MatchOptions) -> Result<(), String> {
    let specs = game.describe().options;
    let checked = check_options(game.as_str(), &specs, given);
    let opened = game.open(given);
    match (&checked, opened) {
        (Ok(c), Ok(_)) => {
            if check_options(game.as_str(), &specs, c).as_ref() != Ok(c) {
                return Err(format!(
                    "checked options {c:?} do not re-check to themselves"
                ));
            }
            // The walk checks the match's start and the options it writes back.
            with_game!(game, G => Walk::<G>::new(given).map(drop))
        }
        (Err(e), Err(e2)) if *e == e2 => {
            let kinds = [ErrorKind::NoSuchOption, ErrorKind::OptionOutOfRange];
            expect_kind("options", e, &kinds)?;
            let named = e.option.is_some_and(|o| specs.iter().any(|s| s.name == o));
            if (e.kind == ErrorKind::OptionOutOfRange) != named {
                return Err(format!("option error names {:?}: {}", e.option, e.message));
            }
            Ok(())
        }
        (c, o) => Err(format!(
            "the checker says {c:?} but opening says {:?}",
            o.map(|m| m.options())
        )),
    }
}

/// `replay`: bad options are the options' error; a bad move is a fault
/// that keeps every move before it; a good record replays to itself.
pub fn record(game: GameId, given: &MatchOptions, moves: &[String]) -> Result<(), String> {
    let specs = game.describe().options;
    match replay(game, given, moves) {
        Err(e) => {
            if check_options(game.as_str(), &specs, given).err().as_ref() != Some(&e) {
                return Err(format!(
                    "replay refused options the checker took: {}",
                    e.message
                ));
            }
            Ok(())
        }
        Ok(Ok(m)) => {
            if m.ply() != moves.len() {
                return Err(format!("{} moves replayed to ply {}", moves.len(), m.ply()));
            }
            let again = replay(game, &m.options(), &m.moves());
            match again {
                Ok(Ok(n)) if n.snapshot(n.ply()) == m.snapshot(m.ply()) => Ok(()),
                _ => Err("the normal record does not replay to the same game".into()),
            }
        }
        Ok(Err(fault)) => {
            let kinds = [
                ErrorKind::Unreadable,
                ErrorKind::Illegal,
                ErrorKind::Finished,
            ];
            expect_kind("record", &fault.error, &kinds)?;
            let i = fault.index;
            if i == 0 || i > moves.len() || fault.partial.ply() != i - 1 {
                return Err(format!(
                    "fault at move {i} after {} plies",
                    fault.partial.ply()
                ));
            }
            if fault.text != moves[i - 1] || !fault.message().starts_with(&format!("move {i} (")) {
                return Err(format!("fault names the wrong move: {}", fault.message()));
            }
            Ok(())
        }
    }
}

/// A text as a move after some legal moves: the rules' reader does not
/// panic, and the match takes it only as a legal move (see `Walk::offer`).
pub fn move_text<R: Oracle>(
    options: &MatchOptions,
    prefix: &[usize],
    text: &str,
) -> Result<(), String> {
    let mut walk = Walk::<R>::new(options)?;
    for &choice in prefix {
        let legal = walk.legal();
        if legal.is_empty() {
            break;
        }
        walk.play(&legal[choice % legal.len()])?;
    }
    walk.offer(text)
}
