//! The fuzz targets' bodies, as plain functions of the input bytes, so that
//! libFuzzer (under `fuzz/`), the corpus replay and the property tests run
//! the very same code. Each answers `Err` with what broke.

use tabuleiro_engine::{GameId, MatchOptions};

use crate::input::Input;
use crate::oracle::{option_sets, Oracle};
use crate::walk::Walk;
use crate::{text, with_game};

/// A target's body: what broke, if anything.
pub type Target = fn(&[u8]) -> Result<(), String>;

/// Every target, by the name of its corpus folder.
pub const TARGETS: [(&str, Target); 5] = [
    ("game_name", game_name),
    ("options", options),
    ("record", record),
    ("move_text", move_text),
    ("play", play),
];

fn game(input: &mut Input) -> GameId {
    GameId::ALL[usize::from(input.byte()) % GameId::ALL.len()]
}

/// `name=value` pairs separated by `&` (a URL's way), from any text.
fn given_options(text: &str) -> MatchOptions {
    let mut given = MatchOptions::new();
    for pair in text.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        given.set(name, value);
    }
    given
}

/// The whole input is a game's name.
pub fn game_name(data: &[u8]) -> Result<(), String> {
    text::game_name(&String::from_utf8_lossy(data))
}

/// A game, then options as `name=value&…`.
pub fn options(data: &[u8]) -> Result<(), String> {
    let mut input = Input::new(data);
    let game = game(&mut input);
    text::options(game, &given_options(&input.rest()))
}

/// A game, options up to a newline, then moves as the CLI splits them.
pub fn record(data: &[u8]) -> Result<(), String> {
    let mut input = Input::new(data);
    let game = game(&mut input);
    let given = given_options(&input.text_until(b'\n'));
    let rest = input.rest();
    let moves: Vec<String> = rest
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    text::record(game, &given, &moves)
}

/// A game, one of its option sets, a few legal moves chosen by the
/// input, then the rest as the text of a move.
pub fn move_text(data: &[u8]) -> Result<(), String> {
    let mut input = Input::new(data);
    let game = game(&mut input);
    let sets = option_sets(game);
    let options = &sets[input.below(sets.len())];
    let prefix: Vec<usize> = (0..input.byte() % 16)
        .map(|_| usize::from(input.byte()))
        .collect();
    let rest = input.rest();
    with_game!(game, G => text::move_text::<G>(options, &prefix, &rest))
}

/// A game and option set, then one byte per step: a legal move chosen by
/// it, an undo, a redo, or a text up to a zero byte offered as a move.
pub fn play(data: &[u8]) -> Result<(), String> {
    let mut input = Input::new(data);
    let game = game(&mut input);
    let sets = option_sets(game);
    let options = sets[input.below(sets.len())].clone();
    with_game!(game, G => play_steps::<G>(&options, &mut input))
}

fn play_steps<R: Oracle>(options: &MatchOptions, input: &mut Input) -> Result<(), String> {
    let mut walk = Walk::<R>::new(options)?;
    while !input.is_empty() {
        match input.byte() {
            240..=247 => walk.undo()?,
            248..=251 => walk.redo()?,
            252..=255 => walk.offer(&input.text_until(0))?,
            b => {
                let legal = walk.legal();
                if !legal.is_empty() {
                    walk.play(&legal[usize::from(b) % legal.len()])?;
                }
            }
        }
    }
    if walk.is_over() {
        walk.finish()?;
    }
    Ok(())
}
