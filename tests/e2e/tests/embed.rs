//! Embedding end to end in Chromium, Firefox and WebKitGTK: the built
//! site (`dist/`, or `$TABULEIRO_DIST`) in an iframe of a portal page on a
//! second loopback origin (src/embed.rs). See src/runner.rs for the knobs.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{dist_dir, embed, Error};

fn main() -> ExitCode {
    let dist = dist_dir();
    let site = if dist.join("index.html").is_file() {
        Ok(dist)
    } else {
        Err(Error(format!(
            "no built site at {} (run `trunk build --release` first, or set TABULEIRO_DIST)",
            dist.display()
        )))
    };
    run_main(Suite {
        title: "Embedding the built site in a portal's iframe",
        site,
        scenarios: embed::scenarios(),
    })
}
