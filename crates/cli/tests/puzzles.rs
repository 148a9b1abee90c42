//! `tabuleiro puzzles`: each game's built-in set exactly as shipped (the
//! sets themselves are re-proved by crates/engine/tests/puzzle_sets.rs),
//! the page's puzzle module regenerated whenever a set changes (this fails
//! while `web/generated/puzzles.js` differs from what `tabuleiro puzzles
//! --module` prints now), and bad input refused with one line.

use std::path::Path;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn repo_file(path: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path);
    std::fs::read_to_string(&path).unwrap_or_default()
}

#[test]
fn each_game_lists_its_shipped_set() {
    for game in ["achi", "sixstones", "morris", "rastros"] {
        let listed = stdout(&["puzzles", game]);
        assert_eq!(
            listed,
            repo_file(&format!("crates/engine/src/games/{game}/puzzles.txt"))
        );
        let first = listed.lines().next().unwrap();
        assert!(first.starts_with(&format!("{game}-001 1 ")), "{first}");
        assert!(first.contains(" moves="), "{first}");
    }
    assert!(stdout(&["puzzles", "achi"]).lines().count() >= 100);
}

#[test]
fn the_web_puzzle_module_is_current() {
    let fresh = stdout(&["puzzles", "--module"]);
    assert!(
        repo_file("web/generated/puzzles.js") == fresh,
        "web/generated/puzzles.js is out of date: run scripts/generate-puzzles.sh"
    );
    assert!(fresh.contains("export const PUZZLES = {"));
    assert!(fresh.contains(r#"{"id":"achi-001","n":1,"options":{"first":"#));
}

#[test]
fn bad_puzzle_commands_are_refused_in_one_line() {
    let cases: [(&[&str], &str); 5] = [
        (&["puzzles"], "puzzles needs a game"),
        (&["puzzles", "chess"], "unknown game 'chess'"),
        (&["puzzles", "achi", "--module"], "takes no game"),
        (
            &["puzzles", "achi", "--check", "--generate"],
            "one of --check",
        ),
        (&["legal", "achi", "--check"], "--check belongs to puzzles"),
    ];
    for (args, needle) in cases {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
