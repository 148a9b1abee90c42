//! The page under bad input and faults, in Chromium, Firefox and WebKitGTK
//! against the built site (`dist/`, or `$TABULEIRO_DIST`).

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{built_site, robust};

fn main() -> ExitCode {
    let site = built_site();
    run_main(Suite {
        title: "Bad input and faults",
        site,
        scenarios: robust::scenarios(),
    })
}
