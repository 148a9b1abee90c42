//! Puzzles and hints in Chromium, Firefox and WebKitGTK against the built
//! site (`dist/`, or `$TABULEIRO_DIST`).

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{built_site, puzzles};

fn main() -> ExitCode {
    let site = built_site();
    run_main(Suite {
        title: "Puzzles and hints",
        site,
        scenarios: puzzles::scenarios(),
    })
}
