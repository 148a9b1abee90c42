//! Rastros end to end in Chromium, Firefox and WebKitGTK against the built
//! site (`dist/`, or `$TABULEIRO_DIST`). See src/runner.rs for the knobs.

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{dist_dir, rastros, Error};

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
        title: "Rastros against the built site",
        site,
        scenarios: rastros::scenarios(""),
    })
}
