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
    fails(
        &["legal", "achi", "--first", "red"],
        "--first: first 'red' is not allowed in achi",
    );
    fails(
        &["legal", "rastros", "--first", "p2"],
        "rastros has no option 'first'",
    );
    fails(
        &["legal", "rastros", "--size", "3"],
        "--size: size '3' is not allowed in rastros (expected 5 to 9)",
    );
    fails(&["perft", "deep", "achi"], "perft depth");
    fails(&["best", "achi", "--level", "9"], "level 9 does not exist");
    fails(
        &["best", "achi", "--moves", "a1 a2 b1 b2 c1"],
        "the game is over",
    );
    fails(
        &["solve", "achi", "--size", "7"],
        "achi has no option 'size'",
    );
    fails(
        &["legal", "morris", "--size", "7"],
        "morris has no option 'size'",
    );
    fails(
        &["legal", "morris", "--moves", "a1 b2 d1 d2 g1"],
        "closes a mill",
    );
    fails(&["frobnicate"], "unknown command");
    fails(&[], "usage");
}

#[test]
fn morris_perft_and_legal_moves_with_removals() {
    assert_eq!(stdout(&["perft", "3", "morris"]), "12144\n");
    assert_eq!(
        stdout(&["perft", "2", "morris", "--first", "black"]),
        "552\n"
    );
    let legal = stdout(&["legal", "morris", "--moves", "a1 b2 d1 d2"]);
    let moves: Vec<&str> = legal.split_whitespace().collect();
    assert!(
        moves.contains(&"g1xb2") && moves.contains(&"g1xd2"),
        "{legal}"
    );
    assert!(!moves.contains(&"g1"), "{legal}");
    let out = stdout(&["best", "morris", "--depth", "3", "--moves", "a1 b2 d1 d2"]);
    assert!(out.starts_with("g1x"), "the mill is closed: {out}");
}

/// `selfplay` prints one line: the two players, then wins, draws and
/// losses from A's point of view and A's score.
#[test]
fn selfplay_prints_one_result_line() {
    let out = stdout(&[
        "selfplay", "morris", "--a", "2", "--b", "1", "--games", "2", "--seed", "3",
    ]);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(
        out.starts_with("a=level 2 b=level 1 games 2: wins "),
        "{out}"
    );
    let words: Vec<&str> = out.split_whitespace().collect();
    let n = |w: &str| -> u32 {
        let i = words.iter().position(|x| *x == w).unwrap();
        words[i + 1].parse().unwrap()
    };
    assert_eq!(n("wins") + n("draws") + n("losses"), 2, "{out}");
    assert!(out.trim_end().ends_with('%'), "{out}");
    // The same seed gives the same games.
    let again = stdout(&[
        "selfplay", "morris", "--a", "2", "--b", "1", "--games", "2", "--seed", "3",
    ]);
    assert_eq!(out, again);
    let out = stdout(&[
        "selfplay",
        "achi",
        "--a",
        "4",
        "--b",
        "d1",
        "--games",
        "2",
        "--opening-plies",
        "0",
    ]);
    assert!(out.starts_with("a=level 4 b=depth 1 games 2: "), "{out}");
    assert!(
        out.contains("losses 0"),
        "the perfect level never loses: {out}"
    );
}

#[test]
fn bench_prints_one_line_per_game() {
    let out = stdout(&["bench", "morris", "--depth", "3"]);
    let words: Vec<&str> = out.split_whitespace().collect();
    assert_eq!(words.len(), 7, "{out}");
    assert_eq!(
        (words[0], words[1], words[3], words[5]),
        ("morris", "nodes", "time", "nps")
    );
    assert!(words[2].parse::<u64>().unwrap() > 0, "{out}");
    let out = stdout(&["bench", "--time", "20"]);
    assert!(out.lines().any(|l| l.starts_with("achi nodes ")), "{out}");
    assert!(out.lines().any(|l| l.starts_with("morris nodes ")), "{out}");
}

#[test]
fn selfplay_and_bench_errors() {
    fails(&["selfplay", "morris", "--a", "3"], "both players");
    fails(&["selfplay", "morris", "--a", "x", "--b", "1"], "--a: 'x'");
    fails(
        &[
            "selfplay", "morris", "--a", "11", "--b", "1", "--games", "1",
        ],
        "level 11 does not exist",
    );
    fails(&["legal", "morris", "--games", "3"], "belongs to selfplay");
    fails(&["bench", "chess"], "unknown game 'chess'");
    fails(&["bench", "achi", "--threads", "2"], "only morris");
    fails(
        &["bench", "morris", "--threads", "0"],
        "--threads: 0 is not from 1",
    );
    fails(&["bench", "morris", "--threads", "x"], "--threads: 'x'");
    fails(
        &["legal", "morris", "--threads", "2"],
        "belongs to bench and best",
    );
    fails(&["best", "achi", "--threads", "2"], "only morris");
}

#[test]
fn bench_on_threads_searches_as_one_thread_with_one() {
    // One thread on the shared table visits the nodes of its own table.
    let own = stdout(&["bench", "morris", "--depth", "6"]);
    let shared = stdout(&["bench", "morris", "--depth", "6", "--threads", "1"]);
    let nodes = |out: &str| out.split_whitespace().nth(2).unwrap().to_string();
    assert_eq!(nodes(&own), nodes(&shared), "{own} {shared}");
    let two = stdout(&["bench", "morris", "--depth", "6", "--threads", "2"]);
    assert!(two.starts_with("morris nodes "), "{two}");
    let best = stdout(&[
        "best",
        "morris",
        "--moves",
        "a1 b2 d1",
        "--depth",
        "5",
        "--threads",
        "2",
    ]);
    assert!(best.starts_with("d2 ") || best.starts_with("g1"), "{best}");
}
