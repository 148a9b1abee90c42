//! Details the games' first descriptions asked for, held in the browser:
//! Rastros marks the player who must move on the board itself (their goal
//! square), readable without colour; Achi puts the computer ("me", White)
//! at the top and the player ("you", Black) at the bottom, writes the first
//! mover in the scorepad's left column, lets the loser of a game move first
//! in the next, and starts it when one of the player's pieces is dragged off
//! the board; Morris lets the player choose who moves first, and takes moves
//! back and plays them again by the Undo and Redo buttons.

use std::time::Duration;

use serde_json::json;
use tabuleiro_engine::{GameId, MatchOptions};

use crate::achi::{piece, point};
use crate::engine::replay;
use crate::error::{ensure, Context};
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::tools::{attr, open, REPLY, SHOW};
use crate::{Error, Result};

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("rastros_to_move_on_board"),
            run: |c| Box::pin(rastros_to_move_on_board(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("achi_sides_and_first_mover"),
            run: |c| Box::pin(achi_sides_and_first_mover(c)),
            limit: Duration::from_secs(150),
        },
        Scenario {
            name: named("morris_first_mover_undo_redo"),
            run: |c| Box::pin(morris_first_mover_undo_redo(c)),
            limit: Duration::from_secs(150),
        },
    ]
}

// ---- Rastros: the player to move, on the board ---------------------------

/// How each goal square is drawn: `[dasharray, width, label weight]` for goals 1 and 2.
const GOAL_STYLE_JS: &str = r#"
const look = (n) => {
  const ring = document.querySelector('svg[data-board] .mark-goal' + n);
  const label = document.querySelector('svg[data-board] [data-goal="' + n + '"]');
  if (!ring || !label) return null;
  const r = getComputedStyle(ring), l = getComputedStyle(label);
  return [r.strokeDasharray, parseFloat(r.strokeWidth), Number(l.fontWeight)];
};
return [document.querySelector('[data-game]').getAttribute('data-to-move'), look(1), look(2)];
"#;

/// Waits until the board marks `to_move`'s goal (solid, thicker, bolder)
/// and not the other's; `None`: no goal is marked (the game is over).
async fn wait_goal_marked(page: &Page, to_move: Option<&str>) -> Result<()> {
    let what = format!("the goal of {to_move:?} marked on the board");
    let deadline = std::time::Instant::now() + SHOW;
    loop {
        let v = page.js(GOAL_STYLE_JS, vec![]).await?;
        let marked = |n: usize| {
            let g = &v[n];
            g[0].as_str() == Some("none")
                && g[1].as_f64().unwrap_or(0.0) > 5.0
                && g[2].as_f64().unwrap_or(0.0) >= 800.0
        };
        let plain = |n: usize| {
            let g = &v[n];
            g[0].as_str().is_some_and(|d| d != "none") && g[2].as_f64().unwrap_or(0.0) < 800.0
        };
        let ok = match to_move {
            Some("p1") => v[0] == "p1" && marked(1) && plain(2),
            Some("p2") => v[0] == "p2" && marked(2) && plain(1),
            _ => v[0] == "" && plain(1) && plain(2),
        };
        if ok {
            return Ok(());
        }
        ensure(std::time::Instant::now() < deadline, || {
            format!("waited for {what}; the page shows {v}")
        })?;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub async fn rastros_to_move_on_board(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open(
        page,
        "/?game=rastros&mode=local&size=5&moves=c3",
        "rastros",
        1,
    )
    .await?;
    wait_goal_marked(page, Some("p2")).await?;
    let marker = "svg[data-board] [data-piece=\"marker\"][data-at=\"c3\"]";
    page.drag(marker, DropAt::Element(point("b2"))).await?;
    page.wait_state("the piece on b2", SHOW, |s| s.plies() == 2)
        .await?;
    wait_goal_marked(page, Some("p1")).await?;
    // An earlier position on view shows whose turn it was then.
    page.click("[data-scorepad] [data-ply=\"1\"]").await?;
    wait_goal_marked(page, Some("p2")).await?;
    page.click("[data-scorepad] [data-ply=\"2\"]").await?;
    wait_goal_marked(page, Some("p1")).await?;
    // Player 2 steps into goal 1: Player 1 wins, and no goal is marked.
    page.drag(
        "svg[data-board] [data-piece=\"marker\"][data-at=\"b2\"]",
        DropAt::Element(point("a1")),
    )
    .await?;
    page.wait_for("[data-result][data-winner=\"p1\"]", SHOW)
        .await?;
    wait_goal_marked(page, None).await?;
    page.check_no_page_errors().await
}

// ---- Achi: who sits where, who starts, a new game by sweeping ------------

/// The line where both sides play the solver's first best move from the
/// start: the first mover wins (Achi's start is `win 15`).
fn solved_line(first: &str) -> Result<Vec<String>> {
    let mut m = replay(GameId::Achi, &MatchOptions::new().with("first", first), &[])?;
    while m.outcome().is_none() {
        ensure(m.ply() < 40, || format!("no end after {:?}", m.moves()))?;
        let best = m
            .solve()
            .and_then(|s| s.best.into_iter().next())
            .ok_or_else(|| Error(format!("no best move after {:?}", m.moves())))?;
        m.play(&best)?;
    }
    Ok(m.moves())
}

/// The scorepad's column heads: the sides' ids, left first.
async fn columns(page: &Page) -> Result<serde_json::Value> {
    page.js(
        "return Array.from(document.querySelectorAll('[data-scorepad] th[data-side]')).map(e => e.getAttribute('data-side'));",
        vec![],
    )
    .await
}

/// The hands' places: `[white above every point, black below every point]`.
const HANDS_JS: &str = r#"
const ys = (css) => Array.from(document.querySelectorAll(css)).map(e => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; });
const points = ys('svg[data-board] [data-point]');
const white = ys('svg[data-board] [data-piece="white"][data-at="hand"]');
const black = ys('svg[data-board] [data-piece="black"][data-at="hand"]');
return [white.length > 0 && Math.max(...white) < Math.min(...points), black.length > 0 && Math.min(...black) > Math.max(...points)];
"#;

/// Drags one of the player's (Black's) pieces on the board off it.
async fn sweep_black(page: &Page, line: &[String], first: &str) -> Result<()> {
    let m = replay(
        GameId::Achi,
        &MatchOptions::new().with("first", first),
        &line.iter().map(String::as_str).collect::<Vec<_>>(),
    )?;
    let at = crate::engine::pieces_on(m.as_ref(), "black")
        .into_iter()
        .next()
        .ok_or_else(|| Error::new("Black has no piece on the board"))?;
    page.drag(
        &format!("svg[data-board] {}", piece("black", &at)),
        DropAt::OffBoard,
    )
    .await
    .ctx("dragging a black piece off the board")
}

pub async fn achi_sides_and_first_mover(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let base = "/?game=achi&mode=ai&level=4&side=black";
    open(page, base, "achi", 0).await?;
    let hands = page.js(HANDS_JS, vec![]).await?;
    ensure(hands == json!([true, true]), || {
        format!("White's hand (the computer's) must be above the board and Black's (yours) below: {hands}")
    })?;
    ensure(columns(page).await? == json!(["black", "white"]), || {
        "Black, first, is not the left column".into()
    })?;

    // You (Black) won: White, the loser, starts the next game — the computer
    // moves at once, and White is the left column.
    let won = solved_line("black")?;
    let url = format!("{base}&first=black&moves={}", won.join(","));
    open(page, &url, "achi", won.len()).await?;
    page.wait_for("[data-result][data-winner=\"black\"]", SHOW)
        .await?;
    sweep_black(page, &won, "black").await?;
    let s = page
        .wait_state("a new game opened by the computer (White)", REPLY, |s| {
            s.plies() == 1 && !s.thinking && s.winner.is_none()
        })
        .await?;
    ensure(
        s.on_board("white").len() == 1 && s.on_board("black").is_empty(),
        || format!("White did not move first: {}", s.summary()),
    )?;
    ensure(columns(page).await? == json!(["white", "black"]), || {
        "White, first now, is not the left column".into()
    })?;
    let hands = page.js(HANDS_JS, vec![]).await?;
    ensure(hands == json!([true, true]), || {
        format!("the hands moved: {hands}")
    })?;

    // The computer (White) won: you, the loser, start the next game.
    let lost = solved_line("white")?;
    let url = format!("{base}&first=white&moves={}", lost.join(","));
    open(page, &url, "achi", lost.len()).await?;
    page.wait_for("[data-result][data-winner=\"white\"]", SHOW)
        .await?;
    sweep_black(page, &lost, "white").await?;
    page.wait_state("a new game, Black to move", SHOW, |s| {
        s.plies() == 0 && s.winner.is_none()
    })
    .await?;
    ensure(
        attr(page, "[data-game]", "data-to-move").await?.as_deref() == Some("black"),
        || "Black, the loser, does not move first".into(),
    )?;
    ensure(columns(page).await? == json!(["black", "white"]), || {
        "Black is not the left column".into()
    })?;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    ensure(page.state().await?.plies() == 0, || {
        "the computer moved on the player's turn".into()
    })?;
    page.check_no_page_errors().await
}

// ---- Morris: who moves first; Undo and Redo ------------------------------

pub async fn morris_first_mover_undo_redo(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open(
        page,
        "/?game=morris&mode=ai&level=1&side=white",
        "morris",
        0,
    )
    .await?;
    ensure(columns(page).await? == json!(["white", "black"]), || {
        "White does not move first by default".into()
    })?;
    // The player chooses Black to move first: a new game, the computer opens.
    page.js(
        "const el = document.querySelector('[data-option=\"first\"]'); el.value = 'black';\
         el.dispatchEvent(new Event('change', { bubbles: true }));",
        vec![],
    )
    .await?;
    let s = page
        .wait_state("the computer (Black) opening the new game", REPLY, |s| {
            s.plies() == 1 && !s.thinking
        })
        .await?;
    ensure(
        s.on_board("black").len() == 1 && s.on_board("white").is_empty(),
        || format!("Black did not move first: {}", s.summary()),
    )?;
    ensure(columns(page).await? == json!(["black", "white"]), || {
        "Black is not the left column".into()
    })?;
    let opening = s.move_at(1).unwrap_or_default();
    let mut m = replay(
        GameId::Morris,
        &MatchOptions::new().with("first", "black"),
        &[opening.as_str()],
    )?;
    let mine = m
        .legal()
        .into_iter()
        .next()
        .ok_or_else(|| Error::new("no move for White"))?;
    m.play(&mine)?;
    page.drag(&piece("white", "hand"), DropAt::Element(point(&mine)))
        .await?;
    let s = page
        .wait_state("the player's move and the reply", REPLY, |s| {
            s.plies() == 3 && !s.thinking
        })
        .await?;
    ensure(s.move_at(2).as_deref() == Some(mine.as_str()), || {
        format!("row 2: {}", s.summary())
    })?;
    // Undo takes back the player's move and the reply; Redo plays both again.
    page.click("[data-action=\"undo\"]").await?;
    page.wait_state("both moves taken back", SHOW, |s| {
        s.plies() == 1 && s.on_board("white").is_empty()
    })
    .await?;
    page.click("[data-action=\"redo\"]").await?;
    page.wait_state("both moves played again", SHOW, |s| {
        s.plies() == 3 && s.on_board("white") == [mine.clone()]
    })
    .await?;
    ensure(
        page.count("[data-action=\"redo\"]:disabled").await? == 1,
        || "Redo is still enabled".into(),
    )?;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    ensure(page.state().await?.plies() == 3, || {
        "the computer moved after a redo on the player's turn".into()
    })?;
    page.check_no_page_errors().await
}
