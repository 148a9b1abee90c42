//! Web figures for the notes, measured in headless Chromium against the
//! built site: the wasm's size (raw and gzip), what a first visit transfers,
//! the time from navigation to a board the player can move on, and how long
//! the computer takes to answer at a level.
//!
//! `cargo run -p tabuleiro-e2e --example measure` (scripts/measure-web.sh).

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

use tabuleiro_e2e::drivers::{Browser, Driver};
use tabuleiro_e2e::page::Page;
use tabuleiro_e2e::server::StaticServer;
use tabuleiro_e2e::{dist_dir, Error, Result};

fn gzip_size(bytes: &[u8]) -> Result<usize> {
    let mut child = std::process::Command::new("gzip")
        .arg("-9c")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| Error(format!("gzip: {e}")))?;
    child
        .stdin
        .take()
        .ok_or_else(|| Error("gzip: no stdin".into()))?
        .write_all(bytes)
        .map_err(|e| Error(format!("gzip: {e}")))?;
    let out = child
        .wait_with_output()
        .map_err(|e| Error(format!("gzip: {e}")))?;
    Ok(out.stdout.len())
}

fn kb(n: usize) -> String {
    format!("{:.1} KB", n as f64 / 1024.0)
}

/// Milliseconds of the first performance entry with this name, as `field`.
async fn entry(page: &Page, name: &str, field: &str) -> Result<f64> {
    let script = format!(
        "const e = performance.getEntriesByName('{name}'); return e.length ? e[e.length - 1].{field} : null;"
    );
    let v = page
        .wait_js(
            &format!("performance entry {name}"),
            Duration::from_secs(30),
            &script,
        )
        .await?;
    v.as_f64()
        .ok_or_else(|| Error(format!("{name}: not a number: {v}")))
}

async fn measure() -> Result<()> {
    let dist = dist_dir();
    let wasm = std::fs::read_dir(&dist)
        .map_err(|e| Error(format!("{}: {e}", dist.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "wasm"))
        .ok_or_else(|| Error("no .wasm in dist/".into()))?;
    let bytes = std::fs::read(&wasm).map_err(|e| Error(e.to_string()))?;
    println!(
        "wasm: {} raw, {} gzip",
        kb(bytes.len()),
        kb(gzip_size(&bytes)?)
    );

    let server = StaticServer::start(&dist)?;
    let driver = Driver::start(Browser::Chromium).map_err(|e| Error(format!("{e:?}")))?;

    // A first visit with an empty cache: what it loads, and when the board
    // first takes a move.
    let client = driver.new_session().await?;
    let page = Page::new(client, Browser::Chromium, server.origin());
    page.goto("/?game=achi&mode=ai&level=4&side=black").await?;
    let interactive = entry(&page, "tabuleiro:interactive", "startTime").await?;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let (mut raw, mut gz) = (0, 0);
    // The service worker then fetches the same files again for its cache;
    // each file counts once.
    let mut paths: Vec<String> = server.requests().into_iter().map(|r| r.path).collect();
    paths.sort();
    paths.dedup();
    for path in &paths {
        let file = dist.join(path.trim_start_matches('/'));
        let file = if file.is_dir() {
            file.join("index.html")
        } else {
            file
        };
        if let Ok(b) = std::fs::read(&file) {
            raw += b.len();
            gz += gzip_size(&b)?;
        }
    }
    println!(
        "first visit: {} files, {} transferred ({} if the host gzips)",
        paths.len(),
        kb(raw),
        kb(gz)
    );
    println!("navigation to an interactive board: {interactive:.0} ms");
    page.client.clone().close().await.ok();

    // The computer's answers: each in a fresh session, so a fresh worker.
    for (label, query) in [
        (
            "Perfect, first move of the game",
            "/?game=achi&mode=ai&level=4&side=white",
        ),
        (
            "Perfect, mid-game",
            "/?game=achi&mode=ai&level=4&side=white&moves=a1,b2,c3,a3",
        ),
        (
            "Hard, first move of the game",
            "/?game=achi&mode=ai&level=3&side=white",
        ),
        (
            "Six Stones Expert, opening",
            "/?game=sixstones&mode=ai&level=4&side=white",
        ),
        (
            "Six Stones Expert, mid-game",
            "/?game=sixstones&mode=ai&level=4&side=white&moves=b2-a2,c4-c3",
        ),
        (
            "Morris level 10, first move of the game",
            "/?game=morris&mode=ai&level=10&side=black",
        ),
        (
            "Morris level 10, sliding phase",
            "/?game=morris&mode=ai&level=10&side=black&moves=f4,c5,d5,g7,f2,a1,e5,d1,d7,a4,b4,b6,d3,f6,c4,e3,e4,b2",
        ),
        (
            "Morris level 9, sliding phase",
            "/?game=morris&mode=ai&level=9&side=black&moves=f4,c5,d5,g7,f2,a1,e5,d1,d7,a4,b4,b6,d3,f6,c4,e3,e4,b2",
        ),
        (
            "Rastros level 10, 7×7 fixed start",
            "/?game=rastros&mode=ai&level=10&side=p2&size=7&start=fixed",
        ),
        (
            "Rastros level 10, 7×7 free start",
            "/?game=rastros&mode=ai&level=10&side=p2&size=7&start=free",
        ),
        (
            "Rastros level 10, 9×9 fixed start",
            "/?game=rastros&mode=ai&level=10&side=p2&size=9&start=fixed",
        ),
        (
            "Rastros level 10, 9×9 after four moves",
            "/?game=rastros&mode=ai&level=10&side=p2&size=9&start=fixed&moves=e5,d4,c4,c3",
        ),
    ] {
        let client = driver.new_session().await?;
        let page = Page::new(client, Browser::Chromium, server.origin());
        page.goto(query).await?;
        let think = entry(&page, "tabuleiro:think", "duration").await?;
        println!("computer's answer ({label}): {think:.0} ms");
        page.client.clone().close().await.ok();
    }
    Ok(())
}

fn main() -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("measure: {e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(measure()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("measure: {e}");
            ExitCode::FAILURE
        }
    }
}
