//! Six Stones scenarios (RULES.md §2) against the game page: the 21-point
//! board, drag moves for both colours between two players, a capture of a
//! group set up from a game record in the address, the liberty overlay of
//! the teaching aids, and the computer's answer.

use std::time::Duration;

use tabuleiro_engine::any::AnyMatch;
use tabuleiro_engine::catalog::{new_match, GameId, MatchOptions};

use crate::achi::{piece, point};
use crate::error::{ensure, Context};
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::state::PageState;
use crate::{Error, Result};

/// Loading the page, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// The computer's reply (the first one also starts the worker).
const REPLY: Duration = Duration::from_secs(30);
/// How soon a move shows on the board and in the scorepad.
const SHOW: Duration = Duration::from_secs(10);

/// 30 plies without a capture; then `c4-d4` captures d3 and e4 (two
/// single-stone groups). From crates/engine/tests/vectors/sixstones-captures.txt.
pub const CAPTURE_LINE: &str = "b2-b3,b4-a4,b3-b4,d4-e4,d2-e2,e4-e3,b4-b3,e3-e4,c2-c3,b5-b4,c1-c2,c4-d4,e2-d2,d4-d3,d2-e2,e4-e3,b1-c1,b4-b5,d1-d2,e3-e4,d2-d1,d3-e3,d1-d2,a4-a3,b3-b4,e3-d3,e2-e3,a3-b3,b4-c4,b5-b4";
pub const CAPTURE_MOVE: &str = "c4-d4";

pub const POINTS: [&str; 21] = [
    "a2", "a3", "a4", "b1", "b2", "b3", "b4", "b5", "c1", "c2", "c3", "c4", "c5", "d1", "d2", "d3",
    "d4", "d5", "e2", "e3", "e4",
];

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("load_and_liberties"),
            run: |c| Box::pin(load_and_liberties(c)),
            limit: Duration::from_secs(60),
        },
        Scenario {
            name: named("drag_both_colours"),
            run: |c| Box::pin(drag_both_colours(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("capture_on_screen"),
            run: |c| Box::pin(capture_on_screen(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("computer_answers"),
            run: |c| Box::pin(computer_answers(c)),
            limit: Duration::from_secs(90),
        },
    ]
}

fn six_match(moves: &[&str]) -> Result<Box<dyn AnyMatch>> {
    let mut m = new_match(
        GameId::parse("sixstones").map_err(Error)?,
        &MatchOptions::default(),
    )
    .map_err(Error)?;
    for mv in moves {
        m.play(mv).ctx(format!("the engine playing {mv}"))?;
    }
    Ok(m)
}

fn stones(m: &dyn AnyMatch, kind: &str) -> Vec<String> {
    let mut v: Vec<String> = m
        .snapshot(m.ply())
        .pieces
        .iter()
        .filter(|p| p.kind == kind)
        .map(|p| p.at.clone())
        .collect();
    v.sort();
    v
}

/// Waits until the page's stones stand where the engine's match has them.
async fn wait_board_matches(page: &Page, m: &dyn AnyMatch) -> Result<PageState> {
    let (white, black) = (stones(m, "white"), stones(m, "black"));
    let what = format!(
        "the board after {} plies: white on {white:?}, black on {black:?}",
        m.ply()
    );
    page.wait_state(&what, SHOW, |s| {
        s.on_board("white") == white && s.on_board("black") == black && s.plies() == m.ply()
    })
    .await
}

/// Opens `url` and waits for a Six Stones board of 21 points with `plies`
/// scorepad rows and no thinking.
async fn open_game(page: &Page, url: &str, plies: usize) -> Result<PageState> {
    page.goto(url).await?;
    page.wait_state("a Six Stones board of 21 points", LOAD, |s| {
        s.game.as_deref() == Some("sixstones")
            && s.board
            && s.point_names().len() == 21
            && s.plies() == plies
            && !s.thinking
    })
    .await
}

async fn drag(page: &Page, kind: &str, mv: &str) -> Result<()> {
    let (from, to) = mv
        .split_once('-')
        .ok_or_else(|| Error(format!("not a slide: {mv}")))?;
    page.drag(&piece(kind, from), DropAt::Element(point(to)))
        .await
        .ctx(format!("playing {mv} by drag"))
}

pub async fn load_and_liberties(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // Easy: the teaching aids are on by default.
    let s = open_game(page, "/?game=sixstones&mode=local&level=1", 0).await?;
    ensure(s.point_names() == POINTS, || {
        format!("the board's points are {:?}", s.point_names())
    })?;
    let m = six_match(&[])?;
    wait_board_matches(page, m.as_ref()).await?;
    ensure(
        page.count("svg[data-board] [data-piece=\"black\"][data-at=\"hand\"], svg[data-board] [data-piece=\"white\"][data-at=\"hand\"]")
            .await?
            == 0,
        || "Six Stones has no pieces in hand".into(),
    )?;
    // Two groups at the start, five liberties each.
    page.wait_for("svg[data-board] [data-liberties=\"5\"]", SHOW)
        .await?;
    ensure(
        page.count("svg[data-board] [data-liberties]").await? == 2,
        || "expected one liberty count per group (two groups at the start)".into(),
    )?;
    // The checkbox turns the overlay off and on again.
    ensure(
        page.count("[data-option=\"hints\"]:checked").await? == 1,
        || "the teaching aids are not on by default at Easy".into(),
    )?;
    page.click("[data-option=\"hints\"]").await?;
    page.wait_js(
        "the liberty counts gone with the teaching aids off",
        SHOW,
        "return document.querySelectorAll('svg[data-board] [data-liberties]').length === 0;",
    )
    .await?;
    page.click("[data-option=\"hints\"]").await?;
    page.wait_for("svg[data-board] [data-liberties]", SHOW)
        .await?;
    page.check_no_page_errors().await
}

pub async fn drag_both_colours(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(page, "/?game=sixstones&mode=local&level=1", 0).await?;
    let mut m = six_match(&[])?;
    for (kind, mv) in [
        ("black", "c2-c3"),
        ("white", "b4-a4"),
        ("black", "d2-e2"),
        ("white", "d4-e4"),
    ] {
        let mv = mv.to_string();
        drag(page, kind, &mv).await?;
        m.play(&mv).ctx(format!("the engine playing {mv}"))?;
        let s = wait_board_matches(page, m.as_ref()).await?;
        ensure(
            s.move_at(m.ply() as u32).as_deref() == Some(mv.as_str()),
            || format!("scorepad row {} should read {mv}: {}", m.ply(), s.summary()),
        )?;
    }
    page.check_no_page_errors().await
}

pub async fn capture_on_screen(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let line: Vec<&str> = CAPTURE_LINE.split(',').collect();
    let url = format!("/?game=sixstones&mode=local&level=1&moves={CAPTURE_LINE}");
    open_game(page, &url, line.len()).await?;
    let mut m = six_match(&line)?;
    wait_board_matches(page, m.as_ref()).await?;
    // Before: the two stones to be taken are on the board, White has six.
    let s = page.state().await?;
    ensure(s.on_board("white").len() == 6, || {
        format!("before: {}", s.summary())
    })?;
    // The teaching aids show them in atari.
    page.wait_for("svg[data-board] [data-atari=\"d3\"]", SHOW)
        .await?;
    page.wait_for("svg[data-board] [data-atari=\"e4\"]", SHOW)
        .await?;
    // Mid-drag over d4, the teaching aids mark the two stones it would take.
    page.drag_hold(&piece("black", "c4"), &point("d4")).await?;
    let preview = page
        .wait_js(
            "a capture preview on d3 and e4 while c4 hovers over d4",
            SHOW,
            "const p = Array.from(document.querySelectorAll('svg[data-board] [data-capture-preview]')).map(e => e.getAttribute('data-capture-preview')).sort(); return p.length ? p.join(' ') : false;",
        )
        .await;
    if std::env::var_os("TABULEIRO_SHOTS").is_some() {
        // For looking at it: the board mid-drag, with the preview.
        let path =
            crate::artifacts_dir().join(format!("{}-sixstones-preview.png", page.browser.name()));
        let _ = std::fs::create_dir_all(crate::artifacts_dir());
        let _ = page.screenshot(&path).await;
    }
    page.release_mouse().await?;
    let preview = preview?;
    ensure(preview.as_str() == Some("d3 e4"), || {
        format!("the capture preview marks {preview}, not d3 and e4")
    })?;
    m.play(CAPTURE_MOVE)?;
    let s = wait_board_matches(page, m.as_ref()).await?;
    ensure(
        !s.on_board("white").contains(&"d3".to_string())
            && !s.on_board("white").contains(&"e4".to_string())
            && s.on_board("white").len() == 4,
        || format!("d3 and e4 should be captured: {}", s.summary()),
    )?;
    page.wait_for("[data-no-progress=\"0\"]", SHOW).await?;
    page.check_no_page_errors().await
}

pub async fn computer_answers(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(page, "/?game=sixstones&mode=ai&level=1&side=black", 0).await?;
    drag(page, "black", "c2-c3").await?;
    let s = page
        .wait_state(
            "the computer's answer (2 plies, not thinking)",
            REPLY,
            |s| s.plies() >= 2 && !s.thinking,
        )
        .await?;
    let reply = s
        .move_at(2)
        .ok_or_else(|| Error(format!("no reply in row 2: {}", s.summary())))?;
    let m = six_match(&["c2-c3", &reply])?;
    wait_board_matches(page, m.as_ref()).await?;
    page.check_no_page_errors().await
}
