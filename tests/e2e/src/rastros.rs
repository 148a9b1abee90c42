//! Rastros scenarios (RULES.md §4) against the game page: the free start
//! (a click places the shared piece), moves by drag with the trail left
//! behind, the move history viewed read-only and played on from, the
//! "AI move" button between two players, and a game won on a goal square.

use std::time::Duration;

use crate::achi::point;
use crate::error::{ensure, Context};
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::state::PageState;
use crate::{Error, Result};

/// Loading the page, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// The engine's move for the "AI move" button (the first also starts the worker).
const REPLY: Duration = Duration::from_secs(30);
/// How soon a move shows on the board and in the scorepad.
const SHOW: Duration = Duration::from_secs(10);

/// The shared piece on `at`.
fn marker(at: &str) -> String {
    format!("svg[data-board] [data-piece=\"marker\"][data-at=\"{at}\"]")
}

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("free_start_and_drag"),
            run: |c| Box::pin(free_start_and_drag(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("history_view_and_play_from_here"),
            run: |c| Box::pin(history_view_and_play_from_here(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("ai_move_two_players"),
            run: |c| Box::pin(ai_move_two_players(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("win_on_goal"),
            run: |c| Box::pin(win_on_goal(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("results_by_size"),
            run: |c| Box::pin(results_by_size(c)),
            limit: Duration::from_secs(90),
        },
    ]
}

/// Opens `url` and waits for a Rastros board of `n`×`n` squares with
/// `plies` scorepad rows and no thinking.
async fn open_game(page: &Page, url: &str, n: usize, plies: usize) -> Result<PageState> {
    page.goto(url).await?;
    page.wait_state(&format!("a Rastros board of {n}×{n} squares"), LOAD, |s| {
        s.game.as_deref() == Some("rastros")
            && s.board
            && s.point_names().len() == n * n
            && s.plies() == plies
            && !s.thinking
    })
    .await
}

/// Waits until the piece stands on `at` after `plies` plies.
async fn wait_marker(page: &Page, at: &str, plies: usize) -> Result<PageState> {
    page.wait_state(
        &format!("the piece on {at} after {plies} plies"),
        SHOW,
        |s| s.on_board("marker") == [at.to_string()] && s.plies() == plies,
    )
    .await
}

/// Drags the piece from `from` to `to`.
async fn drag(page: &Page, from: &str, to: &str) -> Result<()> {
    page.drag(&marker(from), DropAt::Element(point(to)))
        .await
        .ctx(format!("dragging the piece {from} → {to}"))
}

/// Plays `c3` (a click: the free start), then `c4`, `d4`, `d3` by drag.
async fn place_and_drag(page: &Page) -> Result<()> {
    open_game(page, "/?game=rastros&mode=local&size=5&start=free", 5, 0).await?;
    ensure(
        page.count("svg[data-board] [data-piece=\"marker\"]")
            .await?
            == 0,
        || "no piece on the board before the free start".into(),
    )?;
    ensure(
        page.count("svg[data-board] [data-blocked]").await? == 0,
        || "a square is on the trail before the first move".into(),
    )?;
    page.click(&point("c3"))
        .await
        .ctx("placing the piece on c3")?;
    wait_marker(page, "c3", 1).await?;
    let mut at = "c3";
    for (ply, to) in [(2, "c4"), (3, "d4"), (4, "d3")] {
        drag(page, at, to).await?;
        let s = wait_marker(page, to, ply).await?;
        ensure(s.move_at(ply as u32).as_deref() == Some(to), || {
            format!("scorepad row {ply} should read {to}: {}", s.summary())
        })?;
        at = to;
    }
    // The trail: every square left behind is blocked.
    for sq in ["c3", "c4", "d4"] {
        page.wait_for(&format!("{}[data-blocked]", point(sq)), SHOW)
            .await
            .ctx(format!("{sq} on the trail"))?;
    }
    Ok(())
}

pub async fn free_start_and_drag(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    place_and_drag(page).await?;
    page.check_no_page_errors().await
}

pub async fn history_view_and_play_from_here(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    place_and_drag(page).await?;
    // Ply 2 on view: read-only, the piece on c4, d4 not yet on the trail.
    page.click("[data-scorepad] [data-ply=\"2\"]").await?;
    page.wait_for("svg[data-board][data-readonly]", SHOW)
        .await?;
    page.wait_for(&marker("c4"), SHOW).await?;
    ensure(
        page.count(&format!("{}[data-blocked]", point("d4")))
            .await?
            == 0,
        || "d4 is on the trail in the view of ply 2".into(),
    )?;
    page.wait_for("[data-action=\"back-to-game\"]", SHOW)
        .await?;
    // Back to the game: the live board again.
    page.click("[data-action=\"back-to-game\"]").await?;
    page.wait_js(
        "the live board again",
        SHOW,
        "return !document.querySelector('svg[data-board][data-readonly]');",
    )
    .await?;
    wait_marker(page, "d3", 4).await?;
    // View ply 2 again and play on from there: the record is cut.
    page.click("[data-scorepad] [data-ply=\"2\"]").await?;
    page.wait_for("[data-action=\"play-from-here\"]", SHOW)
        .await?;
    page.click("[data-action=\"play-from-here\"]").await?;
    wait_marker(page, "c4", 2).await?;
    drag(page, "c4", "b4").await?;
    wait_marker(page, "b4", 3).await?;
    page.check_no_page_errors().await
}

pub async fn ai_move_two_players(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(
        page,
        "/?game=rastros&mode=local&level=3&size=5&moves=c3",
        5,
        1,
    )
    .await?;
    page.click("[data-action=\"ai-move\"]").await?;
    let s = page
        .wait_state("a move by the engine for Player 2", REPLY, |s| {
            s.plies() == 2 && !s.thinking
        })
        .await?;
    let to = s
        .move_at(2)
        .ok_or_else(|| Error(format!("no move in row 2: {}", s.summary())))?;
    wait_marker(page, &to, 2).await?;
    // Two players: nobody answers it.
    tokio_sleep(Duration::from_millis(1200)).await;
    ensure(page.state().await?.plies() == 2, || {
        "the computer moved on its own between two players".into()
    })?;
    page.check_no_page_errors().await
}

pub async fn win_on_goal(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // Player 1 placed the piece on c3, Player 2 stepped to b2: a1 is next to it.
    open_game(page, "/?game=rastros&mode=local&size=5&moves=c3,b2", 5, 2).await?;
    page.wait_for("svg[data-board] [data-goal=\"1\"]", SHOW)
        .await
        .ctx("goal 1 labelled")?;
    drag(page, "b2", "a1").await?;
    page.wait_for("[data-result][data-winner=\"p1\"]", SHOW)
        .await
        .ctx("Player 1 wins on goal 1")?;
    page.check_no_page_errors().await
}

/// The results table's cells for Rastros, `"<size>/<level>" -> "won–lost"`.
async fn result_cells(page: &Page) -> Result<std::collections::BTreeMap<String, String>> {
    let v = page
        .js(
            r#"return Array.from(document.querySelectorAll('[data-results="rastros"] td[data-size]'))
                 .map(td => [td.getAttribute('data-size') + '/' + td.getAttribute('data-level'), td.textContent.trim()]);"#,
            vec![],
        )
        .await?;
    let cells: std::collections::BTreeMap<String, String> = v
        .as_array()
        .map(|rows| {
            rows.iter()
                .filter_map(|r| Some((r[0].as_str()?.to_string(), r[1].as_str()?.to_string())))
                .collect()
        })
        .unwrap_or_default();
    ensure(cells.len() == 5 * 10, || {
        format!(
            "the results table has {} size × level cells, not 50",
            cells.len()
        )
    })?;
    Ok(cells)
}

/// A win against the computer counts in its board size's column and its
/// level's row, and nowhere else; it is still there after a reload.
pub async fn results_by_size(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // Against the computer at level 3 as Player 1, who is to move next to goal 1.
    let url = "/?game=rastros&mode=ai&level=3&side=p1&size=5&moves=c3,b2";
    open_game(page, url, 5, 2).await?;
    let before = result_cells(page).await?;
    drag(page, "b2", "a1").await?;
    page.wait_for("[data-result][data-winner=\"p1\"]", SHOW)
        .await
        .ctx("Player 1 wins on goal 1")?;
    let after = result_cells(page).await?;
    let bump = |cell: &str| {
        let (won, lost) = cell.split_once('–').unwrap_or(("?", "?"));
        format!("{}–{lost}", won.parse::<u32>().map_or(0, |w| w + 1))
    };
    for (key, was) in &before {
        let expected = if key == "5/3" { bump(was) } else { was.clone() };
        ensure(after.get(key) == Some(&expected), || {
            format!(
                "results cell {key}: expected {expected}, saw {:?}",
                after.get(key)
            )
        })?;
    }
    // Kept in storage: a fresh page shows the same table.
    open_game(page, "/?game=rastros&mode=ai&level=3&side=p1&size=7", 7, 0).await?;
    let reloaded = result_cells(page).await?;
    ensure(reloaded == after, || {
        format!("after a reload the results changed: {reloaded:?} instead of {after:?}")
    })?;
    page.check_no_page_errors().await
}

async fn tokio_sleep(d: Duration) {
    tokio::time::sleep(d).await;
}
