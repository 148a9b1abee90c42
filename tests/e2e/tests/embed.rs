//! Embedding end to end in Chromium, Firefox and WebKitGTK: the built
//! site (`dist/`, or `$TABULEIRO_DIST`) in an iframe of a portal page on a
//! second loopback origin (src/embed.rs). See src/runner.rs for the knobs.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{built_site, embed};

fn main() -> ExitCode {
    let site = built_site();
    run_main(Suite {
        title: "Embedding the built site in a portal's iframe",
        site,
        scenarios: embed::scenarios(),
    })
}
