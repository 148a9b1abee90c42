//! `tabuleiro soak` as a user meets it: one line per game and a total,
//! status 0 without failures, status 2 and one line on bad input (a line
//! break inside an argument included).

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn soak_prints_a_line_per_game_and_a_total() {
    let out = run(&["soak", "all", "--games", "3", "--seed", "7"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let firsts: Vec<&str> = text
        .lines()
        .map(|l| l.split_whitespace().next().unwrap_or_default())
        .collect();
    assert_eq!(firsts, ["achi", "sixstones", "morris", "rastros", "total"]);
    for line in text.lines() {
        assert!(
            line.contains(" games 3 ") || line.starts_with("total"),
            "{line}"
        );
        assert!(line.contains(" failures 0 "), "{line}");
    }
    assert!(text.contains("total      games 12 "), "{text}");
}

#[test]
fn bad_soak_input_is_one_line_and_status_2() {
    for (args, needle) in [
        (vec!["soak"], "or all"),
        (vec!["soak", "chess"], "unknown game 'chess'"),
        (vec!["soak", "achi", "--games", "0"], "at least one game"),
        (vec!["legal", "ach\ni"], "unknown game 'ach\\ni'"),
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
