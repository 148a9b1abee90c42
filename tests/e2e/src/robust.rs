//! The page under bad input and faults: hostile and mistaken addresses open
//! a playable board with a note; the search worker killed or panicking in
//! the middle of a search is replaced and the computer still answers; deaths
//! in a row end in a clear note and a board for two players; a panic in the
//! page's own wasm is reported in a note while the board stays.

use std::time::Duration;

use crate::error::ensure;
use crate::page::Page;
use crate::runner::{Ctx, Scenario};
use crate::state::PageState;
use crate::{Error, Result};

/// Loading the page, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// A level-10 Morris answer (up to 2 s) after a restart, on a busy machine.
const REPLY: Duration = Duration::from_secs(45);

/// Addresses a careless link or a hostile one may carry, each with the
/// game it must still open.
fn hostile_addresses() -> Vec<(&'static str, String)> {
    let many = vec!["a1"; 2100].join(",");
    vec![
        ("achi", "/?game=achi&mode=local&first=p1".into()),
        ("rastros", "/?game=rastros&mode=local&size=3".into()),
        ("rastros", "/?game=rastros&mode=local&start=a1".into()),
        ("morris", "/?game=morris&mode=local&first=p2&side=p1".into()),
        (
            "rastros",
            "/?game=rastros&mode=local&size=5&start=g7".into(),
        ),
        ("achi", "/?game=achi&mode=local&level=99".into()),
        (
            "sixstones",
            "/?game=sixstones&mode=local&size=7&first=white".into(),
        ),
        ("achi", "/?game=achi&mode=local&moves=b2,zz,a1".into()),
        (
            "morris",
            "/?game=morris&mode=evil&side=__proto__&level=1e309".into(),
        ),
        (
            "rastros",
            "/?game=rastros&mode=local&size=%00&start=%F0%9F%92%A3".into(),
        ),
        (
            "achi",
            "/?game=achi&mode=local&lang=xx&first=black&first=white&constructor=1".into(),
        ),
        ("morris", format!("/?game=morris&mode=local&moves={many}")),
        (
            "sixstones",
            "/?game=sixstones&mode=local&moves=b2-b3,b4-b3,zz".into(),
        ),
    ]
}

pub fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "hostile_addresses_open_a_board".into(),
            run: |c| Box::pin(hostile_addresses_open_a_board(c)),
            limit: Duration::from_secs(300),
        },
        Scenario {
            name: "worker_killed_mid_search_recovers".into(),
            run: |c| Box::pin(worker_killed_mid_search_recovers(c)),
            limit: Duration::from_secs(180),
        },
        Scenario {
            name: "repeated_deaths_leave_two_players".into(),
            run: |c| Box::pin(repeated_deaths_leave_two_players(c)),
            limit: Duration::from_secs(180),
        },
        Scenario {
            name: "panic_in_the_page_is_reported".into(),
            run: |c| Box::pin(panic_in_the_page_is_reported(c)),
            limit: Duration::from_secs(120),
        },
    ]
}

/// Waits for a board the player can move on (or that the computer is
/// answering on) and a note saying what was wrong with the address.
async fn hostile_addresses_open_a_board(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    for (game, url) in hostile_addresses() {
        page.goto(&url).await?;
        page.wait_state(&format!("{url}: the {game} board"), LOAD, |s| {
            s.game.as_deref() == Some(game) && s.board && !s.points.is_empty()
        })
        .await?;
        page.wait_for(
            "svg[data-board][data-interactive=\"true\"], [data-game][data-thinking=\"true\"]",
            LOAD,
        )
        .await
        .map_err(|e| Error(format!("{url}: the board never took input: {e}")))?;
        let notes = page.count(".notes .note li").await?;
        ensure(notes >= 1, || format!("{url}: no note says what was wrong"))?;
        page.check_no_page_errors()
            .await
            .map_err(|e| Error(format!("{url}: {e}")))?;
    }
    Ok(())
}

/// `window.__tabuleiroDebug.<name>()`, once the engine has installed it.
async fn debug(page: &Page, name: &str) -> Result<()> {
    page.wait_js(
        "the debug hooks",
        LOAD,
        "return !!(window.__tabuleiroDebug && window.__tabuleiroDebug.killWorker);",
    )
    .await?;
    page.js(
        &format!("window.__tabuleiroDebug.{name}(); return true;"),
        vec![],
    )
    .await
    .map(|_| ())
}

async fn wait_thinking(page: &Page, what: &str) -> Result<PageState> {
    page.wait_state(what, LOAD, |s| s.thinking).await
}

/// Errors the page may have recorded in these scenarios: the worker's
/// restarts, said on purpose. Anything else fails.
fn only_restarts(errors: &[String]) -> bool {
    errors.iter().all(|e| e.starts_with("engine restarted:"))
}

/// Clears the errors a scenario caused on purpose, once it has checked
/// them, so that the runner's closing check looks for any others.
async fn forget_checked_errors(page: &Page) -> Result<()> {
    page.js("window.__tabuleiroErrors.length = 0; return true;", vec![])
        .await
        .map(|_| ())
}

async fn worker_killed_mid_search_recovers(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // The computer (White, level 10) moves first and thinks up to 2 s.
    page.goto("/?game=morris&mode=ai&level=10&side=black&lang=en")
        .await?;
    wait_thinking(page, "the computer's first search").await?;
    debug(page, "killWorker").await?;
    let s = page
        .wait_state("the first move from a fresh worker", REPLY, |s| {
            s.plies() == 1 && !s.thinking
        })
        .await?;
    // The player places a piece; the second search dies of a panic.
    let free = s
        .points
        .iter()
        .find(|p| !s.pieces.iter().any(|(_, at)| at == *p))
        .cloned()
        .ok_or_else(|| Error::new("no free point"))?;
    page.click(&format!("svg[data-board] [data-point=\"{free}\"]"))
        .await?;
    wait_thinking(page, "the computer's second search").await?;
    debug(page, "panicInWorker").await?;
    let s = page
        .wait_state("the reply from a fresh worker after a panic", REPLY, |s| {
            s.plies() == 3 && !s.thinking
        })
        .await?;
    let errors = s.errors.clone().unwrap_or_default();
    ensure(errors.len() == 2 && only_restarts(&errors), || {
        format!("expected two restarts on record: {errors:?}")
    })?;
    forget_checked_errors(page).await
}

async fn repeated_deaths_leave_two_players(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=morris&mode=ai&level=10&side=black&lang=en")
        .await?;
    for attempt in 1..=3 {
        wait_thinking(page, &format!("search {attempt}")).await?;
        debug(page, "killWorker").await?;
    }
    page.wait_for("[data-option=\"mode\"]", LOAD).await?;
    let mode = page
        .wait_js(
            "the page to go on between two players",
            REPLY,
            "const m = document.querySelector('[data-option=\"mode\"]'); return m && m.value === 'local' ? m.value : null;",
        )
        .await?;
    ensure(mode.as_str() == Some("local"), || format!("mode is {mode}"))?;
    let note = page
        .js(
            "const n = document.querySelector('.notes .note li'); return n ? n.textContent : '';",
            vec![],
        )
        .await?;
    ensure(
        note.as_str().is_some_and(|t| t.contains("two players")),
        || format!("the note should say the game goes on between two players: {note}"),
    )?;
    page.wait_for("svg[data-board][data-interactive=\"true\"]", LOAD)
        .await?;
    let errors = page.page_errors().await?.unwrap_or_default();
    ensure(only_restarts(&errors), || {
        format!("unexpected errors: {errors:?}")
    })?;
    forget_checked_errors(page).await
}

async fn panic_in_the_page_is_reported(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=achi&mode=local&lang=en").await?;
    page.wait_for("svg[data-board][data-interactive=\"true\"]", LOAD)
        .await?;
    // Thrown from a task of its own, as a bug would be: uncaught.
    page.wait_js("the debug hooks", LOAD, "return !!window.__tabuleiroDebug;")
        .await?;
    page.js(
        "setTimeout(() => window.__tabuleiroDebug.panicInPage(), 0); return true;",
        vec![],
    )
    .await?;
    page.wait_for(
        ".notes [data-note=\"note.unexpected\"] [data-action=\"retry\"]",
        LOAD,
    )
    .await?;
    let s = page.state().await?;
    ensure(s.board && s.points.len() == 9, || {
        format!("the board is gone: {}", s.summary())
    })?;
    let errors = s.errors.unwrap_or_default();
    ensure(
        errors
            .iter()
            .any(|e| e.contains("unreachable") || e.contains("panic")),
        || format!("the panic is not on record: {errors:?}"),
    )?;
    forget_checked_errors(page).await
}
