//! The installed app in Chromium, Firefox and WebKitGTK: offline reload and
//! the update prompt, against a copy of the built site (the update scenario
//! turns the copy into a second build and back).

use std::process::ExitCode;

use tabuleiro_e2e::runner::{run_main, Suite};
use tabuleiro_e2e::{dist_dir, offline, Error};

fn main() -> ExitCode {
    let dist = dist_dir();
    let copy = std::env::temp_dir().join(format!("tabuleiro-offline-{}", std::process::id()));
    let site = if dist.join("sw.js").is_file() {
        let _ = std::fs::remove_dir_all(&copy);
        offline::copy_site(&dist, &copy).map(|()| copy.clone())
    } else {
        Err(Error(format!(
            "no built site with a service worker at {} (run `trunk build --release` first)",
            dist.display()
        )))
    };
    let code = run_main(Suite {
        title: "The installed app: offline and updates",
        site,
        scenarios: offline::scenarios(),
    });
    let _ = std::fs::remove_dir_all(&copy);
    code
}
