//! End-to-end tests of Tabuleiro in real browsers.
//!
//! The test binaries (`tests/*.rs`, each `harness = false`) start a static
//! file server for the built site, one WebDriver driver per browser, and
//! run every scenario on every selected browser in turn — never two browser
//! sessions at once, since the machines have two cores. The page is driven
//! only through the data attributes of DESIGN.md's "DOM contract".

pub mod achi;
pub mod axe;
pub mod drivers;
pub mod embed;
pub mod engine;
pub mod error;
pub mod extras;
pub mod fixture;
pub mod howto;
pub mod morris;
pub mod offline;
pub mod page;
pub mod puzzles;
pub mod rastros;
pub mod robust;
pub mod runner;
pub mod seeds;
pub mod selftest;
pub mod server;
pub mod sixstones;
pub mod state;
pub mod tools;

pub use error::{Error, Result};

use std::path::PathBuf;

/// The repository's root (this crate lives in `tests/e2e`).
pub fn repo_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent()
        .and_then(|tests| tests.parent())
        .map(PathBuf::from)
        .unwrap_or(here)
}

/// The built site to serve: `$TABULEIRO_DIST`, else `<repo>/dist`.
pub fn dist_dir() -> PathBuf {
    match std::env::var_os("TABULEIRO_DIST") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => repo_root().join("dist"),
    }
}

/// The built site to test, or why there is none.
pub fn built_site() -> Result<PathBuf> {
    let dist = dist_dir();
    if dist.join("index.html").is_file() {
        Ok(dist)
    } else {
        Err(Error(format!(
            "no built site at {} (run `trunk build --release` first, or set TABULEIRO_DIST)",
            dist.display()
        )))
    }
}

/// Where screenshots of failed scenarios go (git-ignored).
pub fn artifacts_dir() -> PathBuf {
    repo_root().join("tests").join("artifacts")
}
