//! How to play (web/howto/) against the built site: the "try it" diagrams
//! played by drag — an Achi mill, a Six Stones capture of two groups, a
//! Morris mill whose removal is dragged off the board — with their results
//! on the board; a wrong move answered and taken back and a refused drop
//! put back; the page opened from a game page (and its "back" link
//! returning to that very game) and from the home page, with every diagram
//! of every game set up; and the page offline, in a language the first
//! visit never loaded, from the service worker's cache. Diagrams are found by `data-howto-diagram`, their
//! state read from `data-howto-state` (loading, ready, wrong, removing,
//! done, broken).

use std::time::Duration;

use serde_json::json;

use crate::error::{ensure, Context};
use crate::offline::wait_installed;
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::{Error, Result};

/// Loading the page, its words and the wasm.
const LOAD: Duration = Duration::from_secs(30);
/// How soon a move shows in a diagram.
const SHOW: Duration = Duration::from_secs(10);

const GAMES: [&str; 4] = ["achi", "sixstones", "morris", "rastros"];

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("try_it_by_drag"),
            run: |c| Box::pin(try_it_by_drag(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("wrong_move_returned"),
            run: |c| Box::pin(wrong_move_returned(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("from_game_page_and_back"),
            run: |c| Box::pin(from_game_page_and_back(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("from_home_page_every_diagram_set_up"),
            run: |c| Box::pin(from_home_page(c)),
            limit: Duration::from_secs(150),
        },
        Scenario {
            name: named("offline_in_another_language"),
            run: |c| Box::pin(offline_in_another_language(c)),
            limit: Duration::from_secs(150),
        },
    ]
}

/// `css` inside the diagram `id`.
fn within(id: &str, css: &str) -> String {
    format!("[data-howto-diagram=\"{id}\"] {css}")
}

/// A piece of `kind` on `at` in the diagram `id`.
fn piece(id: &str, kind: &str, at: &str) -> String {
    within(id, &format!("[data-piece=\"{kind}\"][data-at=\"{at}\"]"))
}

/// The point `at` of the diagram `id`.
fn point(id: &str, at: &str) -> String {
    within(id, &format!("[data-point=\"{at}\"]"))
}

/// Opens the How-to-play page of `game` and waits until its words and
/// diagrams are in.
async fn open(page: &Page, game: &str) -> Result<()> {
    page.goto(&format!("/?page=rules&game={game}")).await?;
    wait_ready(page, game).await
}

async fn wait_ready(page: &Page, game: &str) -> Result<()> {
    page.wait_for(
        &format!("[data-howto=\"ready\"][data-howto-game=\"{game}\"]"),
        LOAD,
    )
    .await
    .ctx(format!("the How-to-play page of {game}"))
}

/// Waits until the diagram `id` is in `state`.
async fn wait_state(page: &Page, id: &str, state: &str) -> Result<()> {
    page.wait_for(
        &format!("[data-howto-diagram=\"{id}\"][data-howto-state=\"{state}\"]"),
        SHOW,
    )
    .await
    .ctx(format!("diagram {id} {state}"))
}

/// The words in the feedback line of the diagram `id`.
async fn feedback(page: &Page, id: &str) -> Result<String> {
    let v = page
        .js(
            "const el = document.querySelector(arguments[0]); return el ? el.textContent : null;",
            vec![json!(within(id, "[data-howto-feedback]"))],
        )
        .await?;
    Ok(v.as_str().unwrap_or_default().to_string())
}

/// Whether an element matches `css`.
async fn has(page: &Page, css: &str) -> Result<bool> {
    Ok(page.count(css).await? > 0)
}

/// Drags the piece of `kind` from `from` to `to` in the diagram `id`.
async fn drag(page: &Page, id: &str, kind: &str, from: &str, to: &str) -> Result<()> {
    page.drag(&piece(id, kind, from), DropAt::Element(point(id, to)))
        .await
        .ctx(format!("dragging {from} → {to} in diagram {id}"))
}

async fn try_it_by_drag(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // Achi: b1 slides into a1, a column of three wins.
    open(page, "achi").await?;
    wait_state(page, "slide", "ready").await?;
    drag(page, "slide", "black", "b1", "a1").await?;
    wait_state(page, "slide", "done").await?;
    ensure(
        has(page, &piece("slide", "black", "a1")).await?
            && !has(page, &within("slide", "[data-at=\"b1\"]")).await?,
        || "after b1-a1 the black piece should stand on a1, and b1 be empty".into(),
    )?;
    ensure(!feedback(page, "slide").await?.trim().is_empty(), || {
        "the result is not said under the diagram".into()
    })?;
    // "Start again" sets the position up anew.
    page.click(&within("slide", "[data-action=\"howto-reset\"]"))
        .await?;
    wait_state(page, "slide", "ready").await?;
    ensure(
        has(page, &piece("slide", "black", "b1")).await?
            && !has(page, &within("slide", "[data-at=\"a1\"]")).await?,
        || "Start again did not put b1 back".into(),
    )?;

    // Six Stones: c4-d4 captures the two white groups d3 and e4.
    open(page, "sixstones").await?;
    drag(page, "several", "black", "c4", "d4").await?;
    wait_state(page, "several", "done").await?;
    for gone in ["d3", "e4"] {
        ensure(!has(page, &piece("several", "white", gone)).await?, || {
            format!("the white stone on {gone} should have been captured")
        })?;
    }
    ensure(has(page, &piece("several", "black", "d4")).await?, || {
        "the black stone should stand on d4".into()
    })?;

    // Morris: a piece from the hand onto d2 closes a mill; the removal step
    // marks a4 and d6, and a4 dragged off the board is taken.
    open(page, "morris").await?;
    page.drag(
        &piece("placing", "white", "hand"),
        DropAt::Element(point("placing", "d2")),
    )
    .await
    .ctx("placing d2 by drag")?;
    wait_state(page, "placing", "removing").await?;
    let marked = page
        .js(
            "return [...document.querySelectorAll(arguments[0])].map((e) => e.dataset.at).sort().join(' ');",
            vec![json!(within("placing", "[data-removable]"))],
        )
        .await?;
    ensure(marked.as_str() == Some("a4 d6"), || {
        format!("the removable pieces should be a4 and d6, not {marked}")
    })?;
    page.drag(
        &piece("placing", "black", "a4"),
        DropAt::Element(within("placing", "figcaption")),
    )
    .await
    .ctx("taking a4 off the board")?;
    wait_state(page, "placing", "done").await?;
    ensure(
        !has(page, &piece("placing", "black", "a4")).await?
            && has(page, &piece("placing", "white", "d2")).await?,
        || "after d2xa4: a white piece on d2 and none black on a4".into(),
    )?;
    Ok(())
}

async fn wrong_move_returned(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open(page, "achi").await?;
    // a2-a1 is legal, but the text asks for b1-a1: answered, and put back.
    drag(page, "slide", "black", "a2", "a1").await?;
    wait_state(page, "slide", "wrong").await?;
    ensure(
        has(page, &piece("slide", "black", "a2")).await?
            && !has(page, &within("slide", "[data-at=\"a1\"]")).await?,
        || "the wrong move was not taken back: a2 should hold its piece and a1 be empty".into(),
    )?;
    let said = feedback(page, "slide").await?;
    ensure(said.contains("a2-a1"), || {
        format!("the answer to a wrong move should name it: {said:?}")
    })?;
    // The diagram still takes the move it asks for.
    drag(page, "slide", "black", "b1", "a1").await?;
    wait_state(page, "slide", "done").await?;

    // Six Stones: b2 dropped on a3 (no line between them) goes back, and the
    // board says why under the diagram.
    open(page, "sixstones").await?;
    drag(page, "move", "black", "b2", "a3").await?;
    page.wait_js(
        "the refusal of a3 under the diagram",
        SHOW,
        &format!(
            "const el = document.querySelector({}); return !!el && el.textContent.includes('a3');",
            serde_json::to_string(&within("move", "[data-howto-feedback]"))?
        ),
    )
    .await?;
    ensure(
        has(page, &piece("move", "black", "b2")).await?
            && !has(page, &within("move", "[data-at=\"a3\"]")).await?,
        || "the refused drop should leave the stone on b2".into(),
    )?;
    ensure(
        has(
            page,
            "[data-howto-diagram=\"move\"][data-howto-state=\"ready\"]",
        )
        .await?,
        || "a refused drop is no try: the diagram should still be ready".into(),
    )?;
    Ok(())
}

async fn from_game_page_and_back(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=achi&mode=local&first=black&moves=b2,a1")
        .await?;
    page.wait_for(
        "[data-game=\"achi\"] [data-scorepad] [data-ply=\"2\"]",
        LOAD,
    )
    .await?;
    page.click("[data-action=\"howto\"]").await?;
    wait_ready(page, "achi").await?;
    let url = page.client.current_url().await?;
    ensure(
        url.query()
            .is_some_and(|q| q.contains("page=rules") && q.contains("game=achi")),
        || format!("the address should name the rules page: {url}"),
    )?;
    // Back to the very game that was left, its two moves included.
    page.click("[data-action=\"howto-play\"]").await?;
    page.wait_for(
        "[data-game=\"achi\"] [data-scorepad] [data-ply=\"2\"]",
        LOAD,
    )
    .await
    .ctx("back on the game page with its two moves")?;
    ensure(
        has(
            page,
            "svg[data-board] [data-piece=\"black\"][data-at=\"b2\"]",
        )
        .await?
            && has(
                page,
                "svg[data-board] [data-piece=\"white\"][data-at=\"a1\"]",
            )
            .await?,
        || "the game left for the rules should come back as it was".into(),
    )?;
    Ok(())
}

async fn from_home_page(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/").await?;
    page.wait_for("[data-home-game=\"rastros\"] [data-action=\"howto\"]", LOAD)
        .await?;
    page.click("[data-home-game=\"rastros\"] [data-action=\"howto\"]")
        .await?;
    wait_ready(page, "rastros").await?;
    // Every diagram of every game replays its record and waits for the reader.
    for game in GAMES {
        if game != "rastros" {
            open(page, game).await?;
        }
        let states = page
            .js(
                "return [...document.querySelectorAll('[data-howto-diagram]')].map((e) => e.dataset.howtoDiagram + ':' + e.dataset.howtoState);",
                vec![],
            )
            .await?;
        let list: Vec<String> = states
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        ensure(list.len() >= 4, || {
            format!("{game}: expected at least 4 diagrams, found {list:?}")
        })?;
        ensure(list.iter().all(|s| s.ends_with(":ready")), || {
            format!("{game}: every diagram should be ready: {list:?}")
        })?;
        ensure(
            page.count("[data-howto-diagram] svg[data-board] [data-point]")
                .await?
                > 0,
            || format!("{game}: the diagrams have no boards"),
        )?;
    }
    Ok(())
}

async fn offline_in_another_language(c: &mut Ctx<'_>) -> Result<()> {
    if !c.server.is_running() {
        c.server.restart()?;
    }
    c.page.goto("/").await?;
    wait_installed(&c.page).await?;
    c.server.stop();
    let outcome = async {
        // Chinese words were never fetched online: they come from the cache.
        c.page.goto("/?page=rules&game=morris&lang=zh").await?;
        wait_ready(&c.page, "morris").await?;
        drag(&c.page, "sliding", "white", "b4", "b6").await?;
        wait_state(&c.page, "sliding", "removing").await?;
        c.page
            .click(&piece("sliding", "black", "d7"))
            .await
            .ctx("taking d7")?;
        wait_state(&c.page, "sliding", "done").await?;
        Ok::<(), Error>(())
    }
    .await;
    c.server.restart()?;
    outcome
}
