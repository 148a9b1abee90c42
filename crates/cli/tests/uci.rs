//! `tabuleiro uci morris` as a Mill tool drives it: a child process fed
//! protocol lines. Timing is only bounded generously here (the stop latency
//! itself is measured by scripts/morris-uci-stop.py).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
            .args(["uci", "morris"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            input,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The lines up to and including the first that `done` accepts.
    fn until(&self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no answer; so far {seen:?}"));
            let last = done(&line);
            seen.push(line);
            if last {
                return seen;
            }
        }
    }

    fn best(&self) -> String {
        let lines = self.until(|l| l.starts_with("bestmove "));
        lines.last().unwrap()["bestmove ".len()..].to_string()
    }

    fn ready(&mut self) -> Vec<String> {
        self.send("isready");
        self.until(|l| l == "readyok")
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}

fn legal(moves: &str) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(["legal", "morris", "--moves", moves])
        .output()
        .unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect()
}

#[test]
fn handshake_and_a_move_with_its_search_lines() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until(|l| l == "uciok");
    assert!(lines[0].starts_with("id name Tabuleiro"), "{lines:?}");
    e.ready();
    e.send("setoption name SkillLevel value 30");
    e.send("ucinewgame");
    e.send("position startpos moves a1 b2");
    e.send("go depth 4");
    let lines = e.until(|l| l.starts_with("bestmove "));
    let info: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect();
    assert!(info.len() >= 4, "{lines:?}");
    for word in ["score", "nodes", "time", "pv"] {
        assert!(info[0].split(' ').any(|w| w == word), "{}", info[0]);
    }
    let best = lines.last().unwrap()["bestmove ".len()..].to_string();
    assert!(legal("a1 b2").contains(&best), "{best}");
    e.quit();
}

#[test]
fn a_removal_comes_apart_or_joined_and_the_answer_is_joined() {
    let mut e = Engine::start();
    // White closes a1-d1-g1; Sanmill's engine writes the removal apart.
    e.send("position startpos moves a1 b2 d1 d2 g1 xb2");
    e.send("go depth 3");
    let apart = e.best();
    e.send("position startpos moves a1 b2 d1 d2 g1xb2");
    e.send("go depth 3");
    let joined = e.best();
    assert_eq!(apart, joined);
    assert!(legal("a1 b2 d1 d2 g1xb2").contains(&apart), "{apart}");
    // White to close a mill: the answer carries the removal.
    e.send("position startpos moves a1 b2 d1 d2");
    e.send("go depth 3");
    let best = e.best();
    assert!(best.starts_with("g1x"), "{best}");
    // A record that stops before the removal is answered with it alone.
    e.send("position startpos moves a1 b2 d1 d2 g1");
    e.send("go depth 3");
    let removal = e.best();
    assert!(["xb2", "xd2"].contains(&removal.as_str()), "{removal}");
    e.quit();
}

#[test]
fn garbage_is_answered_and_the_engine_plays_on() {
    let mut e = Engine::start();
    for line in [
        "",
        "   ",
        "dance",
        "position",
        "position fen whatever",
        "position startpos moves zz9",
        "position startpos moves xa1",
        "position startpos moves a1 a1",
        "position startpos moves a1 b2 d1 d2 g1 xa4",
        "go movetime banana depth",
        "setoption name",
        "setoption name MoveTimeMs value -5",
        "\u{fffd}\u{0}\u{7f}",
    ] {
        e.send(line);
    }
    let lines = e.ready();
    assert!(
        lines.iter().any(|l| l.contains("unknown command 'dance'")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("illegal move")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("invalid position")),
        "{lines:?}"
    );
    // `go` with unreadable limits thinks for the default time.
    e.send("stop");
    assert!(legal("a1 b2 d1 d2").contains(&e.best()));
    // The engine still plays from a good position, and after a bad one
    // from the legal moves before the fault.
    e.send("position startpos moves a1 b2");
    e.send("go depth 2");
    assert!(legal("a1 b2").contains(&e.best()));
    e.send("position startpos moves a1 b2 d1 zz");
    e.send("go depth 2");
    assert!(legal("a1 b2 d1").contains(&e.best()));
    e.quit();
}

/// Starts an endless search after `moves`, stops it once it has reported a
/// depth, and checks that the answer came at once and is a legal move.
fn stop_an_endless_search(e: &mut Engine, moves: &str) {
    e.send(&format!("position startpos moves {moves}"));
    e.send("go infinite");
    e.until(|l| l.starts_with("info depth"));
    let asked = Instant::now();
    e.send("stop");
    let best = e.best();
    // Generous: the stop itself takes a few milliseconds (the script
    // measures it); a loaded test machine must not make this flaky.
    assert!(asked.elapsed() < Duration::from_secs(5));
    assert!(legal(moves).contains(&best), "{best}");
}

#[test]
fn stop_ends_an_endless_search_with_a_move() {
    let mut e = Engine::start();
    stop_an_endless_search(&mut e, "a1 b2 d1");
    // isready is answered while a search runs, and the game follows on.
    e.send("position startpos moves a1 b2 d1 d2");
    e.send("go movetime 200");
    e.ready();
    let best = e.best();
    assert!(best.starts_with("g1x") || legal("a1 b2 d1 d2").contains(&best));
    e.quit();
}

#[test]
fn the_end_of_the_input_ends_the_run() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go infinite");
    e.until(|l| l.starts_with("info depth"));
    drop(e.input);
    let status = e.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn threads_are_announced_set_and_checked() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until(|l| l == "uciok");
    let option = lines
        .iter()
        .find(|l| l.starts_with("option name Threads type spin default "))
        .unwrap_or_else(|| panic!("no Threads option in {lines:?}"));
    assert!(option.ends_with(" min 1 max 64"), "{option}");
    for bad in ["0", "65", "-1", "two", "99999999999999999999999", ""] {
        e.send(&format!("setoption name Threads value {bad}"));
        let lines = e.ready();
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string Threads must be")),
            "{bad}: {lines:?}"
        );
    }
    // Two threads and one give legal moves, and `stop` ends both kinds
    // of search with a move.
    for threads in ["2", "1", "4"] {
        e.send(&format!("setoption name Threads value {threads}"));
        let lines = e.ready();
        assert!(
            !lines.iter().any(|l| l.contains("info string")),
            "{lines:?}"
        );
        e.send("position startpos moves a1 b2 d1");
        e.send("go depth 6");
        assert!(legal("a1 b2 d1").contains(&e.best()));
        stop_an_endless_search(&mut e, "a1 b2 d1 d2 g1xb2 b2");
    }
    e.quit();
}
