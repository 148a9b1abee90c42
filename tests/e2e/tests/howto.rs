//! How to play end to end in Chromium, Firefox and WebKitGTK against the
//! built site (`dist/`, or `$TABULEIRO_DIST`). See src/runner.rs for the knobs.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{built_site, howto};

fn main() -> ExitCode {
    let site = built_site();
    run_main(Suite {
        title: "How to play against the built site",
        site,
        scenarios: howto::scenarios(""),
    })
}
