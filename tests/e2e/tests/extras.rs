//! Sound, the colours, the statistics page and axe on every page, in
//! Chromium, Firefox and WebKitGTK against the built site (`dist/`, or
//! `$TABULEIRO_DIST`) (src/extras.rs). See src/runner.rs for the knobs.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{built_site, extras};

fn main() -> ExitCode {
    let site = built_site();
    run_main(Suite {
        title: "Sound, colours, statistics and accessibility on the built site",
        site,
        scenarios: extras::scenarios(),
    })
}
