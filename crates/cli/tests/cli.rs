//! The `tabuleiro` command as a user meets it: output format, exit codes
//! and error lines (DESIGN.md's CLI contract).

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

/// Bad input: exit status 2, nothing on stdout, one line on stderr.
fn fails(args: &[&str], needle: &str) {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
}

#[test]
fn solve_the_empty_board() {
    assert_eq!(stdout(&["solve", "achi"]), "win 15\nbest: a1 a3 c1 c3\n");
    assert_eq!(
        stdout(&["solve", "achi", "--first", "white"]),
        "win 15\nbest: a1 a3 c1 c3\n"
    );
}

#[test]
fn a_finished_game_is_loss_0() {
    let out = stdout(&["solve", "achi", "--moves", "a1 a2 b1 b2 c1"]);
    assert_eq!(out, "loss 0\nbest:\n");
    assert_eq!(
        stdout(&["legal", "achi", "--moves", "a1 a2 b1 b2 c1"]),
        "\n"
    );
}

#[test]
fn legal_lists_sorted_moves() {
    assert_eq!(stdout(&["legal", "achi"]), "a1 a2 a3 b1 b2 b3 c1 c2 c3\n");
    assert_eq!(
        stdout(&["legal", "achi", "--moves", "a1 b1 c1 a2 b3 b2 c2 a3"]),
        "b3-c3 c2-c3\n"
    );
}

#[test]
fn perft_prints_one_number() {
    assert_eq!(stdout(&["perft", "5", "achi"]), "15120\n");
    assert_eq!(stdout(&["perft", "0", "achi"]), "1\n");
}

#[test]
fn best_prints_the_move_then_the_search_figures() {
    let out = stdout(&["best", "achi", "--level", "4", "--seed", "1"]);
    let words: Vec<&str> = out.split_whitespace().collect();
    assert!(["a1", "a3", "c1", "c3"].contains(&words[0]), "{out}");
    assert_eq!(words[1], "depth");
    assert_eq!(words[3], "score");
    assert_eq!(words[5], "nodes");
    assert_eq!(words[7], "time");
    assert_eq!(words.len(), 9);
    let out = stdout(&["best", "achi", "--depth", "3", "--moves", "a1 a2 b1 b2"]);
    assert!(out.starts_with("c1 "), "the mill is found: {out}");
    let out = stdout(&["best", "achi", "--time", "50"]);
    assert!(out.contains(" depth "), "{out}");
}

#[test]
fn bad_input_names_what_and_where() {
    fails(&["legal", "chess"], "unknown game 'chess'");
    fails(&["legal", "achi", "--moves", "a1 z9"], "move 2 ('z9')");
    fails(&["legal", "achi", "--moves", "a1 a1"], "a1 is not vacant");
    fails(&["legal", "achi", "--first", "red"], "--first");
    fails(&["perft", "deep", "achi"], "perft depth");
    fails(&["best", "achi", "--level", "9"], "level 9 does not exist");
    fails(
        &["best", "achi", "--moves", "a1 a2 b1 b2 c1"],
        "the game is over",
    );
    fails(&["solve", "achi", "--size", "7"], "no board size");
    fails(&["legal", "morris"], "not playable in this version yet");
    fails(&["frobnicate"], "unknown command");
    fails(&[], "usage");
}
