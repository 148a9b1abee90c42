//! `tabuleiro uci morris`: the UCI-like protocol of Sanmill's engine on
//! stdin and stdout (`../shared/tools/README.md`), so that any Mill tool can
//! drive the engine. One engine session lives for the whole run, so the
//! search keeps its table from one move to the next, and the game follows
//! each `position` by the moves it adds (or takes back).
//!
//! The search runs on a thread of its own that owns the session while it
//! thinks; this loop keeps reading, so `stop` (a flag the search polls) and
//! `isready` are answered at once. A removal comes as its own token (`d6-d5`
//! then `xg7`, as Sanmill's engine writes it) or joined to its move
//! (`d6-d5xg7`); the engine answers with the joined form. A record that ends
//! on a mill whose removal is still to come is answered with the removal
//! alone (`bestmove xg7`). No input line makes it panic: what it cannot use
//! is answered with an `info string` line naming the fault.
//!
//! The search runs on `Threads` threads (Lazy SMP: helpers sharing the
//! main thread's table), by default one a core: the other engine of a match
//! waits while this one thinks, so its cores are free.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use tabuleiro_engine::search::WIN_SCORE;
use tabuleiro_engine::{AnyMatch, GameId, MatchOptions, ThinkReport, ThinkSettings};

use crate::args::{Invocation, MAX_THREADS};
use crate::common::{cli_error, now_ms, open_threaded};

/// What a bare `go` thinks for, unless `setoption name MoveTimeMs` says
/// otherwise.
const DEFAULT_MOVETIME_MS: u64 = 1000;

/// The transposition table's size unless `setoption name Hash` says
/// otherwise: a native engine has room for a larger one than the page's.
const DEFAULT_HASH_MB: u32 = 64;

/// Search threads unless `setoption name Threads` says otherwise: one a
/// core the machine reports (1 if it reports none), at most `MAX_THREADS`.
fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_THREADS)
}

/// Prints one line of the protocol. A closed stdout is not an error here:
/// the loop ends when its input does.
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// How long to search for `go movetime ms`: close to all of it, less what
/// the answer needs to reach the other side in time.
fn deadline_ms(movetime: u64) -> f64 {
    let margin = (movetime / 50).clamp(5, 40);
    movetime.saturating_sub(margin).max(1) as f64
}

/// What `go` asks for.
#[derive(Clone, Debug, Default, PartialEq)]
struct Go {
    time_ms: Option<f64>,
    depth: Option<u32>,
    /// Answer only after `stop`, even if the search ends before.
    infinite: bool,
}

/// Reads `go`'s words: `movetime MS`, `depth D`, `infinite`, or clock
/// times (`wtime`, `btime`, `winc`, `binc`, `movestogo`). Unknown or
/// unreadable words are skipped.
fn parse_go(words: &[&str], white_to_move: bool, default_ms: u64) -> Go {
    let mut values = std::collections::HashMap::new();
    let mut infinite = false;
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "infinite" => infinite = true,
            key @ ("movetime" | "depth" | "wtime" | "btime" | "winc" | "binc" | "movestogo") => {
                if let Some(v) = words.get(i + 1).and_then(|w| w.parse::<u64>().ok()) {
                    values.insert(key, v);
                    i += 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    let depth = values.get("depth").map(|&d| d.clamp(1, 64) as u32);
    let clock = |side: &str, inc: &str| {
        values.get(side).map(|&left| {
            let inc = values.get(inc).copied().unwrap_or(0);
            let moves = values.get("movestogo").copied().unwrap_or(30).max(1);
            (left / moves + inc * 3 / 4).min(left.saturating_sub(50))
        })
    };
    let budget = if white_to_move {
        clock("wtime", "winc")
    } else {
        clock("btime", "binc")
    };
    let time_ms = match (values.get("movetime"), budget) {
        (Some(&ms), _) => Some(deadline_ms(ms)),
        (None, Some(ms)) => Some(deadline_ms(ms.max(1))),
        (None, None) if infinite || depth.is_some() => None,
        (None, None) => Some(deadline_ms(default_ms)),
    };
    Go {
        time_ms,
        depth,
        infinite: infinite && time_ms.is_none() && depth.is_none(),
    }
}

/// A `position startpos moves …` record: the moves in joined notation,
/// and a last move whose removal has not come yet.
#[derive(Debug, Default, PartialEq)]
struct Record {
    moves: Vec<String>,
}

/// Joins removal tokens (`xg7`) to the move before them.
fn join_removals(tokens: &[&str]) -> Result<Record, String> {
    let mut moves: Vec<String> = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let token = token.to_ascii_lowercase();
        if token.starts_with('x') {
            match moves.last_mut() {
                Some(last) if !last.contains('x') => last.push_str(&token),
                _ => {
                    return Err(format!(
                        "token {} ('{token}'): a removal follows no move that closed a mill",
                        i + 1
                    ))
                }
            }
        } else {
            moves.push(token);
        }
    }
    Ok(Record { moves })
}

/// The protocol's state between lines.
struct Uci {
    options: MatchOptions,
    /// The session; `None` while a search thread holds it.
    game: Option<Box<dyn AnyMatch>>,
    search: Option<JoinHandle<Box<dyn AnyMatch>>>,
    stop: Arc<AtomicBool>,
    /// A move of the record that closed a mill whose removal is to come.
    pending: Option<String>,
    default_ms: u64,
    fixed_depth: Option<u32>,
    /// The transposition table's megabytes.
    hash_mb: u32,
    /// Search threads, the main one included.
    threads: usize,
    /// Set once the endgame table's build (a thread of its own at start)
    /// is over: until then the search leaves it a core.
    table_built: Arc<AtomicBool>,
}

#[derive(PartialEq)]
enum Flow {
    Go,
    Quit,
}

impl Uci {
    fn new(inv: &Invocation, table_built: Arc<AtomicBool>) -> Result<Uci, String> {
        let game = open_with_table(&inv.options, DEFAULT_HASH_MB).map_err(cli_error)?;
        Ok(Uci {
            options: inv.options.clone(),
            game: Some(game),
            search: None,
            stop: Arc::new(AtomicBool::new(false)),
            pending: None,
            default_ms: DEFAULT_MOVETIME_MS,
            fixed_depth: None,
            hash_mb: DEFAULT_HASH_MB,
            threads: default_threads(),
            table_built,
        })
    }

    fn handle(&mut self, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, rest)) = words.split_first() else {
            return Flow::Go;
        };
        match command {
            "uci" => {
                say(&format!("id name Tabuleiro {}", env!("CARGO_PKG_VERSION")));
                say("id author the Tabuleiro authors");
                say(&format!(
                    "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                    default_threads()
                ));
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                self.game().truncate(0);
                self.pending = None;
            }
            "setoption" => self.set_option(rest),
            "position" => self.set_position(rest),
            "go" => self.go(rest),
            "stop" => self.stop.store(true, Ordering::Relaxed),
            "quit" => return Flow::Quit,
            other => say(&format!("info string unknown command '{}'", clip(other))),
        }
        Flow::Go
    }

    /// The session, once any search under way has been stopped and has
    /// given it back (with its answer printed).
    fn game(&mut self) -> &mut Box<dyn AnyMatch> {
        if let Some(handle) = self.search.take() {
            self.stop.store(true, Ordering::Relaxed);
            match handle.join() {
                Ok(game) => self.game = Some(game),
                Err(_) => say("info string the search failed; the game starts again"),
            }
        }
        let (options, mb) = (&self.options, self.hash_mb);
        self.game.get_or_insert_with(|| {
            open_with_table(options, mb).unwrap_or_else(|_| {
                open_with_table(&MatchOptions::new(), mb).expect("default options open")
            })
        })
    }

    fn set_option(&mut self, words: &[&str]) {
        let name_at = words.iter().position(|w| w.eq_ignore_ascii_case("name"));
        let value_at = words.iter().position(|w| w.eq_ignore_ascii_case("value"));
        let (Some(n), Some(v)) = (name_at, value_at) else {
            return;
        };
        let name: String = words[n + 1..v.max(n + 1)].concat().to_ascii_lowercase();
        if name == "threads" {
            return self.set_threads(words.get(v + 1).copied().unwrap_or(""));
        }
        let value = words.get(v + 1).and_then(|w| w.parse::<u64>().ok());
        match (name.as_str(), value) {
            ("movetimems", Some(ms)) if ms > 0 => self.default_ms = ms,
            ("movetime", Some(s)) if s > 0 => self.default_ms = s.saturating_mul(1000),
            // A new table: the game opens again with it, and the next
            // `position` plays its moves again.
            ("hash", Some(mb)) if mb > 0 => {
                self.game();
                self.hash_mb = mb.min(4096) as u32;
                self.game = None;
            }
            // Every `go` searches to this depth whatever its limits say:
            // matches between settings that no machine load can tilt.
            ("depth", Some(d)) => self.fixed_depth = (d > 0).then(|| d.min(64) as u32),
            // Every other option (Sanmill's many) is accepted and ignored.
            _ => {}
        }
    }

    /// `setoption name Threads value N`: from the next `go` on; a value
    /// out of range or not a number is named and the old one kept.
    fn set_threads(&mut self, value: &str) {
        match value.parse::<usize>() {
            Ok(n @ 1..=MAX_THREADS) => self.threads = n,
            _ => say(&format!(
                "info string Threads must be from 1 to {MAX_THREADS}, not '{}'; it stays {}",
                clip(value),
                self.threads
            )),
        }
    }

    /// The threads for a search now: all of them, or one less while the
    /// endgame table is being built beside the search.
    fn search_threads(&self) -> usize {
        if self.table_built.load(Ordering::Relaxed) {
            self.threads
        } else {
            self.threads.saturating_sub(1).max(1)
        }
    }

    fn set_position(&mut self, words: &[&str]) {
        let tokens: &[&str] = match words {
            ["startpos"] => &[],
            ["startpos", "moves", tokens @ ..] => tokens,
            _ => {
                say("info string invalid position: only 'position startpos [moves ...]' is known");
                return;
            }
        };
        let record = match join_removals(tokens) {
            Ok(r) => r,
            Err(e) => {
                say(&format!("info string invalid position: {e}"));
                return;
            }
        };
        let (pending, fault) = follow(self.game().as_mut(), &record);
        self.pending = pending;
        if let Some(fault) = fault {
            say(&format!("info string illegal move in position: {fault}"));
        }
    }

    fn go(&mut self, words: &[&str]) {
        let (default_ms, fixed_depth) = (self.default_ms, self.fixed_depth);
        let threads = self.search_threads();
        let game = self.game();
        game.set_threads(threads);
        if game.outcome().is_some() {
            say("info string the game is over");
            say("bestmove none");
            return;
        }
        let white = game.snapshot(game.ply()).to_move == "white";
        let mut go = parse_go(words, white, default_ms);
        if let Some(depth) = fixed_depth {
            go = Go {
                time_ms: None,
                depth: Some(depth),
                infinite: false,
            };
        }
        let settings = ThinkSettings {
            level: None,
            depth: go.depth,
            time_ms: go.time_ms,
            seed: now_ms().to_bits() ^ u64::from(std::process::id()),
        };
        let Some(mut game) = self.game.take() else {
            return;
        };
        let pending = self.pending.clone();
        self.stop.store(false, Ordering::Relaxed);
        let stop = Arc::clone(&self.stop);
        self.search = Some(std::thread::spawn(move || {
            let answer = match pending {
                Some(base) => choose_removal(game.as_mut(), &base, &settings, &stop),
                None => think(game.as_mut(), &settings, &stop),
            };
            // `go infinite` answers when told to, as UCI has it.
            while go.infinite && !stop.load(Ordering::Relaxed) {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            say(&format!("bestmove {answer}"));
            game
        }));
    }

    /// Ends the run: a search under way is stopped and answers first.
    fn finish(&mut self) {
        self.game();
    }
}

/// A Morris session with a transposition table of about `megabytes`,
/// shared by the search's threads (how many is set at each `go`).
fn open_with_table(
    options: &MatchOptions,
    megabytes: u32,
) -> Result<Box<dyn AnyMatch>, tabuleiro_engine::Error> {
    open_threaded(options, Some(megabytes), 1)
}

/// A word from the input, cut short for an error line.
fn clip(word: &str) -> String {
    word.chars().take(40).collect()
}

/// Brings the game to `record`: keeps the moves it shares with the game,
/// takes back the rest and plays the new ones. Returns a last move whose
/// removal is to come, and the first fault (the game stays at the legal
/// part before it).
fn follow(game: &mut dyn AnyMatch, record: &Record) -> (Option<String>, Option<String>) {
    let played = game.moves();
    let shared = played
        .iter()
        .zip(&record.moves)
        .take_while(|(a, b)| a == b)
        .count();
    if shared < played.len() {
        game.truncate(shared);
    }
    for (i, text) in record.moves.iter().enumerate().skip(shared) {
        if let Err(e) = game.play(text) {
            let last = i + 1 == record.moves.len();
            if last && needs_removal(game, text) {
                return (Some(text.clone()), None);
            }
            return (
                None,
                Some(format!("move {} ('{}'): {}", i + 1, clip(text), e.message)),
            );
        }
    }
    (None, None)
}

/// The legal moves that complete `base` (a move that closes a mill) with
/// a removal.
fn completions(game: &dyn AnyMatch, base: &str) -> Vec<String> {
    game.legal()
        .into_iter()
        .filter(|m| m.strip_prefix(base).is_some_and(|r| r.starts_with('x')))
        .collect()
}

fn needs_removal(game: &dyn AnyMatch, base: &str) -> bool {
    !completions(game, base).is_empty()
}

/// Prints one progress line.
fn info(r: &ThinkReport) {
    say(&format!(
        "info depth {} score {} nodes {} time {} pv {}",
        r.depth,
        r.score,
        r.nodes,
        r.time_ms,
        r.pv.join(" ")
    ));
}

/// The engine's move in joined notation (`none` if it has none).
fn think(game: &mut dyn AnyMatch, settings: &ThinkSettings, stop: &AtomicBool) -> String {
    match game.think(settings, now_ms, Some(stop), &mut info) {
        Ok(r) if !r.best.is_empty() => {
            info(&r);
            r.best
        }
        Ok(_) => "none".into(),
        Err(e) => {
            say(&format!("info string {}", e.message));
            "none".into()
        }
    }
}

/// The removal that completes `base` best (`xg7`): each completion is
/// played and the other side's best answer searched, in an equal share of
/// the time; the first is kept if `stop` comes early.
fn choose_removal(
    game: &mut dyn AnyMatch,
    base: &str,
    settings: &ThinkSettings,
    stop: &AtomicBool,
) -> String {
    let candidates = completions(game, base);
    let removal = |m: &str| m[base.len()..].to_string();
    let Some(first) = candidates.first() else {
        return "none".into();
    };
    let mut best = (removal(first), -WIN_SCORE - 1);
    if candidates.len() == 1 {
        return best.0;
    }
    let share = ThinkSettings {
        depth: settings.depth.map(|d| d.saturating_sub(1).max(1)),
        time_ms: settings.time_ms.map(|t| t / candidates.len() as f64),
        ..settings.clone()
    };
    let ply = game.ply();
    for candidate in &candidates {
        if stop.load(Ordering::Relaxed) && best.1 > -WIN_SCORE - 1 {
            break;
        }
        if game.play(candidate).is_err() {
            continue;
        }
        let score = match game.outcome() {
            Some(o) if o.winner.is_some() => WIN_SCORE,
            Some(_) => 0,
            None => game
                .think(&share, now_ms, Some(stop), &mut |_| {})
                .map_or(-WIN_SCORE, |r| -r.score),
        };
        game.truncate(ply);
        if score > best.1 {
            best = (removal(candidate), score);
        }
    }
    say(&format!("info string removal score {}", best.1));
    best.0
}

/// Reads protocol lines until `quit` or the end of the input. Lines that
/// are not UTF-8 are read with replacement characters, so they are merely
/// unknown commands.
pub fn run(inv: &Invocation) -> Result<String, String> {
    let id = inv.game.ok_or("a game is needed")?;
    if id != GameId::Morris {
        return Err(format!(
            "uci speaks Nine Men's Morris only (tabuleiro uci morris), not {id}"
        ));
    }
    // The endgame table is built beside the first moves (it is needed only
    // once the pieces are few), so the engine answers at once.
    let table_built = Arc::new(AtomicBool::new(false));
    let built = Arc::clone(&table_built);
    std::thread::spawn(move || {
        id.prepare();
        built.store(true, Ordering::Relaxed);
    });
    let mut uci = Uci::new(inv, table_built)?;
    let mut input = std::io::stdin().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                if uci.handle(&String::from_utf8_lossy(&line)) == Flow::Quit {
                    break;
                }
            }
        }
    }
    uci.finish();
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removal_tokens_join_the_move_before_them() {
        let r = join_removals(&["a1", "b2", "d1", "d2", "g1", "xb2", "d6-d5xg7"]).unwrap();
        assert_eq!(r.moves, ["a1", "b2", "d1", "d2", "g1xb2", "d6-d5xg7"]);
        assert!(join_removals(&["xa1"]).unwrap_err().contains("token 1"));
        assert!(join_removals(&["a1xb2", "xd2"]).is_err());
    }

    #[test]
    fn go_reads_its_limits() {
        let go = |s: &str| parse_go(&s.split(' ').collect::<Vec<_>>(), true, 1000);
        assert_eq!(go("movetime 1000").time_ms, Some(980.0));
        assert_eq!(go("movetime 100").time_ms, Some(95.0));
        assert_eq!(
            go("depth 7"),
            Go {
                time_ms: None,
                depth: Some(7),
                infinite: false
            }
        );
        assert_eq!(go("infinite").time_ms, None);
        assert!(go("infinite").infinite && !go("infinite depth 3").infinite);
        assert_eq!(go("").time_ms, Some(980.0));
        assert_eq!(go("movetime x depth").time_ms, Some(980.0));
        assert_eq!(go("wtime 30000 btime 1000").time_ms, Some(980.0));
        let black = parse_go(&["wtime", "30000", "btime", "3000"], false, 1000);
        assert_eq!(black.time_ms, Some(95.0));
    }
}
