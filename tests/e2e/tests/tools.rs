//! The game page's tools (records, review, two computers, typed moves,
//! undo and redo) and the games' seed details (Rastros' player to move on
//! the board, Achi's seats and first mover, Morris's first mover), end to
//! end in Chromium, Firefox and WebKitGTK against the built site.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{built_site, seeds, tools};

fn main() -> ExitCode {
    let site = built_site();
    let mut scenarios = tools::scenarios("");
    scenarios.extend(seeds::scenarios(""));
    run_main(Suite {
        title: "The game page's tools and the games' seed details against the built site",
        site,
        scenarios,
    })
}
