//! Scenarios that test the harness itself against the fixture site: media
//! types and caching headers as browsers see them, pointer drags and
//! clicks, and that the after-scenario checks do catch page errors and
//! requests to another origin, and that the server can go offline and back.

use std::time::Duration;

use serde_json::Value;

use crate::achi::{open_game, piece, point};
use crate::error::{ensure, Context};
use crate::page::DropAt;
use crate::runner::{after_checks, Ctx, Scenario};
use crate::server::StaticServer;
use crate::{Error, Result};

const WAIT: Duration = Duration::from_secs(15);

pub fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "harness_media_types".into(),
            run: |c| Box::pin(media_types(c)),
            limit: Duration::from_secs(60),
        },
        Scenario {
            name: "harness_drag_and_click".into(),
            run: |c| Box::pin(drag_and_click(c)),
            limit: Duration::from_secs(60),
        },
        Scenario {
            name: "harness_catches_page_errors".into(),
            run: |c| Box::pin(catches_page_errors(c)),
            limit: Duration::from_secs(60),
        },
        Scenario {
            name: "harness_catches_outside_requests".into(),
            run: |c| Box::pin(catches_outside_requests(c)),
            limit: Duration::from_secs(60),
        },
        Scenario {
            name: "harness_server_offline_and_back".into(),
            run: |c| Box::pin(server_offline_and_back(c)),
            limit: Duration::from_secs(60),
        },
    ]
}

async fn media_types(c: &mut Ctx<'_>) -> Result<()> {
    c.page.goto("/").await?;
    let checks = c
        .page
        .wait_js(
            "the page's asset checks",
            WAIT,
            "return window.__assetChecks || null;",
        )
        .await?;
    for (file, want) in [
        ("index.html", "text/html; charset=utf-8"),
        ("fake-achi.js", "text/javascript; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("tiny.wasm", "application/wasm"),
        ("manifest.webmanifest", "application/manifest+json"),
        ("icon.svg", "image/svg+xml"),
        ("replies.json", "application/json"),
    ] {
        let seen = &checks[file];
        ensure(
            seen["status"] == 200 && seen["type"] == want && seen["cache"] == "no-cache",
            || format!("{file}: expected 200 {want} no-cache, the browser saw {seen}"),
        )?;
    }
    ensure(checks["wasmCompiled"] == Value::Bool(true), || {
        format!("WebAssembly.compileStreaming: {}", checks["wasmCompiled"])
    })?;
    let paths: Vec<String> = c.server.requests().into_iter().map(|r| r.path).collect();
    ensure(paths.iter().any(|p| p == "/fake-achi.js"), || {
        format!("the server log lacks /fake-achi.js: {paths:?}")
    })
}

async fn drag_and_click(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(page, "/?game=achi&mode=local").await?;
    page.js("window.__trace = [];", vec![]).await?;
    page.drag(&piece("black", "hand"), DropAt::Element(point("c3")))
        .await?;
    page.wait_state("black on c3", WAIT, |s| s.on_board("black") == ["c3"])
        .await?;
    let trace = page.js("return window.__trace;", vec![]).await?;
    let events: Vec<&str> = trace
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let moves = events.iter().filter(|e| **e == "move").count();
    ensure(
        events.first() == Some(&"down") && events.last() == Some(&"up") && moves >= 4,
        || format!("pointer events of the drag: {events:?}"),
    )?;
    // Click-click: White's hand piece, then a1.
    page.click(&piece("white", "hand")).await?;
    page.click(&point("a1")).await?;
    page.wait_state("white on a1 by click-click", WAIT, |s| {
        s.on_board("white") == ["a1"] && s.plies() == 2
    })
    .await?;
    // A drop off the board changes nothing.
    page.drag(&piece("black", "hand"), DropAt::OffBoard).await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let s = page.state().await?;
    ensure(s.plies() == 2 && s.hand("black") == 3, || {
        format!("after a drop off the board: {}", s.summary())
    })
}

async fn catches_page_errors(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=achi&throw=1").await?;
    page.wait_js(
        "two recorded errors",
        WAIT,
        "return (window.__tabuleiroErrors || []).length >= 2;",
    )
    .await?;
    match page.check_no_page_errors().await {
        Ok(()) => return Err(Error::new("check_no_page_errors passed a page that threw")),
        Err(e) => ensure(
            e.0.contains("thrown on purpose") && e.0.contains("rejected on purpose"),
            || format!("the error check said: {e}"),
        )?,
    }
    // A page without the array fails too.
    page.goto("/icon.svg").await?;
    ensure(page.check_no_page_errors().await.is_err(), || {
        "a page without window.__tabuleiroErrors passed".into()
    })?;
    open_game(page, "/?game=achi").await.map(|_| ())
}

async fn catches_outside_requests(c: &mut Ctx<'_>) -> Result<()> {
    let other = StaticServer::start(c.server.root().to_path_buf())?;
    let page = &c.page;
    let url = other.url("/icon.svg");
    page.goto(&format!("/?game=achi&extimg={url}")).await?;
    page.wait_js(
        "the image from the other origin",
        WAIT,
        "return window.__extLoaded === true;",
    )
    .await?;
    match after_checks(page).await {
        Ok(()) => Err(Error(format!("the checks passed a page that loaded {url}"))),
        Err(e) if e.0.contains(&url) => {
            // Leave a clean page behind for the runner's own checks.
            open_game(page, "/?game=achi").await.map(|_| ())
        }
        Err(e) => Err(e.context("the checks failed, but not for the outside request")),
    }
}

async fn server_offline_and_back(c: &mut Ctx<'_>) -> Result<()> {
    const FETCH: &str = "const done = arguments[arguments.length - 1];\
        fetch('/icon.svg?' + Math.random(), { cache: 'no-store' })\
          .then(r => done('status ' + r.status), e => done('failed: ' + e));";
    open_game(&c.page, "/?game=achi").await?;
    // The page's own asset checks must be done before the server goes.
    c.page
        .wait_js(
            "the page's asset checks",
            WAIT,
            "return !!window.__assetChecks;",
        )
        .await?;
    let online = c.page.js_async(FETCH, vec![]).await?;
    ensure(online == "status 200", || format!("online fetch: {online}"))?;
    c.server.stop();
    let offline = c.page.js_async(FETCH, vec![]).await;
    c.server.restart().ctx("restarting the server")?;
    let offline = offline?;
    ensure(
        offline.as_str().is_some_and(|s| s.starts_with("failed")),
        || format!("a fetch while the server was stopped gave {offline}"),
    )?;
    let back = c.page.js_async(FETCH, vec![]).await?;
    ensure(back == "status 200", || {
        format!("fetch after restart: {back}")
    })
}
