//! The game page's tools in the browser: records (the text record and the
//! link copied, pasted back into a new game and opened to the same game; a
//! broken record named where it breaks while the game in progress stays),
//! the review (the evaluation bar, the exact verdict and the best line, the
//! moves that changed the result marked as the engine's solver says), two
//! computers playing a game to its end (and held, stepped, resumed), a
//! typed move played with the keyboard (and a refused one named), the board
//! read out, and undo and redo by their buttons in every game.

use std::time::Duration;

use fantoccini::Locator;
use serde_json::{json, Value};
use tabuleiro_engine::any::AnyMatch;
use tabuleiro_engine::{GameId, MatchOptions};

use crate::engine::{pieces_on, replay};
use crate::error::{ensure, Context};
use crate::page::Page;
use crate::runner::{Ctx, Scenario};
use crate::state::PageState;
use crate::{Error, Result};

/// Loading the page, its wasm and its worker.
pub const LOAD: Duration = Duration::from_secs(30);
/// A move, a dialog or a message to show.
pub const SHOW: Duration = Duration::from_secs(10);
/// The engine's answer (the first one also starts the worker).
pub const REPLY: Duration = Duration::from_secs(40);
/// How long something that must not happen is given to (wrongly) happen.
const SETTLE: Duration = Duration::from_millis(1500);

/// The scenarios, each name prefixed with `prefix`.
pub fn scenarios(prefix: &str) -> Vec<Scenario> {
    let named = |n: &str| format!("{prefix}{n}");
    vec![
        Scenario {
            name: named("records_copy_and_paste_back"),
            run: |c| Box::pin(records_copy_and_paste_back(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("records_broken_named"),
            run: |c| Box::pin(records_broken_named(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("records_of_another_game"),
            run: |c| Box::pin(records_of_another_game(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("review_bar_and_best_line"),
            run: |c| Box::pin(review_bar_and_best_line(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("watch_plays_to_the_end"),
            run: |c| Box::pin(watch_plays_to_the_end(c)),
            limit: Duration::from_secs(180),
        },
        Scenario {
            name: named("watch_pause_and_step"),
            run: |c| Box::pin(watch_pause_and_step(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("typed_move_plays"),
            run: |c| Box::pin(typed_move_plays(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: named("undo_redo_every_game"),
            run: |c| Box::pin(undo_redo_every_game(c)),
            limit: Duration::from_secs(150),
        },
    ]
}

// ---- small helpers -----------------------------------------------------

/// Opens `url` and waits for the game page of `game` with `plies` rows, the
/// engine up (the move box offers an example move) and nobody thinking.
pub async fn open(page: &Page, url: &str, game: &str, plies: usize) -> Result<PageState> {
    page.goto(url).await?;
    page.wait_js(
        "the engine up (the move box offers an example)",
        LOAD,
        "const i = document.querySelector('[data-move-input]'); return !!i && !i.disabled;",
    )
    .await?;
    page.wait_state(&format!("{game} with {plies} moves"), LOAD, |s| {
        s.game.as_deref() == Some(game) && s.board && s.plies() == plies && !s.thinking
    })
    .await
}

/// The scorepad's moves, in order.
pub fn moves_of(s: &PageState) -> Vec<String> {
    (1..=s.plies() as u32)
        .filter_map(|p| s.move_at(p))
        .collect()
}

/// An attribute of the first element matching `css` (None: no element or no attribute).
pub async fn attr(page: &Page, css: &str, name: &str) -> Result<Option<String>> {
    let v = page
        .js(
            "const el = document.querySelector(arguments[0]); return el ? el.getAttribute(arguments[1]) : null;",
            vec![json!(css), json!(name)],
        )
        .await?;
    Ok(v.as_str().map(str::to_string))
}

/// The `value` of a form field.
async fn value(page: &Page, css: &str) -> Result<String> {
    let v = page
        .js(
            "const el = document.querySelector(arguments[0]); return el ? el.value : null;",
            vec![json!(css)],
        )
        .await?;
    v.as_str()
        .map(str::to_string)
        .ok_or_else(|| Error(format!("no field {css}")))
}

/// Puts `text` into a field as a paste would (one input event).
async fn paste(page: &Page, css: &str, text: &str) -> Result<()> {
    page.js(
        "const el = document.querySelector(arguments[0]); el.focus(); el.value = arguments[1];\
         el.dispatchEvent(new Event('input', { bubbles: true }));",
        vec![json!(css), json!(text)],
    )
    .await
    .map(|_| ())
}

/// Types `text` into a field with the keyboard (WebDriver's element send keys).
pub async fn type_keys(page: &Page, css: &str, text: &str) -> Result<()> {
    let el = page.client.find(Locator::Css(css)).await.ctx(css)?;
    el.send_keys(text)
        .await
        .ctx(format!("typing {text:?} into {css}"))?;
    Ok(())
}

/// Where each kind of piece stands in the engine's match, as the page lists them.
fn expected_pieces(m: &dyn AnyMatch) -> Vec<(String, Vec<String>)> {
    ["white", "black", "marker"]
        .iter()
        .map(|k| (k.to_string(), pieces_on(m, k)))
        .collect()
}

/// Waits until the page shows `m`'s record and its pieces.
async fn wait_same_game(page: &Page, m: &dyn AnyMatch) -> Result<PageState> {
    let want = m.moves();
    let pieces = expected_pieces(m);
    page.wait_state(&format!("the game {want:?} on the board"), SHOW, |s| {
        moves_of(s) == want && pieces.iter().all(|(k, at)| s.on_board(k) == *at)
    })
    .await
}

async fn open_records(page: &Page) -> Result<()> {
    page.click("[data-action=\"records\"]").await?;
    page.wait_for("dialog[data-records][open]", SHOW)
        .await
        .ctx("the Save & share dialog opens")
}

async fn close_records(page: &Page) -> Result<()> {
    page.click("[data-action=\"close-records\"]").await?;
    page.wait_js(
        "the dialog closed",
        SHOW,
        "return !document.querySelector('dialog[data-records][open]');",
    )
    .await
    .map(|_| ())
}

fn options(pairs: &[(&str, &str)]) -> MatchOptions {
    pairs
        .iter()
        .fold(MatchOptions::new(), |o, &(k, v)| o.with(k, v))
}

// ---- records -------------------------------------------------------------

const MORRIS_MILL: [&str; 6] = ["d6", "a1", "d5", "g1", "d7xg1", "a4"];

pub async fn records_copy_and_paste_back(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let m = replay(
        GameId::Morris,
        &options(&[("first", "white")]),
        &MORRIS_MILL,
    )?;
    let url = format!(
        "/?game=morris&mode=local&first=white&moves={}",
        MORRIS_MILL.join(",")
    );
    open(page, &url, "morris", MORRIS_MILL.len()).await?;
    open_records(page).await?;
    let text = value(page, "[data-record-text]").await?;
    for line in [
        "Tabuleiro record",
        "Game: morris",
        "Options: first=white",
        "Result: *",
        "1. d6 a1",
        "3. d7xg1 a4",
    ] {
        ensure(text.lines().any(|l| l == line), || {
            format!("the record has no line {line:?}:\n{text}")
        })?;
    }
    page.click("[data-action=\"copy-record\"]").await?;
    page.wait_js(
        "a word on the copy (copied, or selected for the player to copy)",
        SHOW,
        "return document.querySelector('[data-record-status]').textContent.trim();",
    )
    .await?;
    let link = value(page, "[data-record-link]").await?;
    ensure(
        link.starts_with(&page.origin) && link.contains("moves=d6,a1,d5,g1,d7xg1,a4"),
        || format!("the link does not name this game: {link}"),
    )?;
    page.click("[data-action=\"copy-link\"]").await?;
    close_records(page).await?;

    // A new game, then the record pasted back: the same game again.
    page.click("[data-action=\"new-game\"]").await?;
    page.wait_state("a new game", SHOW, |s| s.plies() == 0)
        .await?;
    open_records(page).await?;
    paste(page, "[data-record-input]", &text).await?;
    page.click("[data-action=\"open-record\"]").await?;
    page.wait_js(
        "the dialog closed on a good record",
        SHOW,
        "return !document.querySelector('dialog[data-records][open]');",
    )
    .await?;
    wait_same_game(page, m.as_ref())
        .await
        .ctx("the pasted record")?;

    // The copied link opens the same game too.
    let path = link.trim_start_matches(&page.origin).to_string();
    open(page, &path, "morris", MORRIS_MILL.len()).await?;
    wait_same_game(page, m.as_ref()).await.ctx("the link")?;
    page.check_no_page_errors().await
}

/// A record of another game, pasted on Achi's page: its game's engine (a
/// build of its own, loaded for it) names a fault and the Achi game stays;
/// a good one opens its game's page, and back leads to Achi, which plays on.
pub async fn records_of_another_game(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open(
        page,
        "/?game=achi&mode=local&first=black&moves=b2,a1",
        "achi",
        2,
    )
    .await?;
    open_records(page).await?;
    fault_at(
        page,
        "Game: morris\nOptions: first=white\n\n1. d6 a1\n2. d6 g1\n",
        3,
    )
    .await?;
    let s = page.state().await?;
    ensure(
        s.game.as_deref() == Some("achi") && moves_of(&s) == ["b2", "a1"],
        || format!("a refused record changed the game: {}", s.summary()),
    )?;

    let m = replay(
        GameId::Morris,
        &options(&[("first", "white")]),
        &MORRIS_MILL,
    )?;
    paste(
        page,
        "[data-record-input]",
        "Game: morris\nOptions: first=white\n\n1. d6 a1\n2. d5 g1\n3. d7xg1 a4\n",
    )
    .await?;
    page.click("[data-action=\"open-record\"]").await?;
    page.wait_state("the Morris page", LOAD, |s| {
        s.game.as_deref() == Some("morris")
    })
    .await?;
    wait_same_game(page, m.as_ref())
        .await
        .ctx("the Morris record on its page")?;

    // Back to Achi: its engine is still there, its worker starts again.
    page.js("history.back(); return true;", vec![]).await?;
    page.wait_state("Achi again", LOAD, |s| {
        s.game.as_deref() == Some("achi") && s.plies() == 2 && s.board
    })
    .await?;
    // The analysis (two players) asks Achi's worker, which was ended while
    // Morris was on screen: a new one answers.
    page.wait_for("[data-eval-bar][data-state=\"done\"]", REPLY)
        .await
        .ctx("Achi's analysis after the other game's page")?;
    page.click("svg[data-board] [data-point=\"c3\"]").await?;
    page.wait_state("c3 played", SHOW, |s| s.plies() == 3)
        .await?;
    page.check_no_page_errors().await
}

/// Pastes a record whose move `n` the engine must refuse, and checks that
/// the refusal names that move.
async fn fault_at(page: &Page, text: &str, n: usize) -> Result<()> {
    let fault = refused(page, text, "records.fault").await?;
    ensure(fault == Some(n.to_string()), || {
        format!("the fault of {text:?} is named at move {fault:?}, not {n}")
    })
}

/// Pastes `text`, asks to open it, and waits for the error it must name.
async fn refused(page: &Page, text: &str, key: &str) -> Result<Option<String>> {
    paste(page, "[data-record-input]", text).await?;
    page.click("[data-action=\"open-record\"]").await?;
    let css = format!("[data-record-error][data-error=\"{key}\"]:not([hidden])");
    page.wait_for(&css, SHOW)
        .await
        .ctx(format!("the record {text:?} refused with {key}"))?;
    ensure(page.count("dialog[data-records][open]").await? == 1, || {
        "the dialog closed on a bad record".into()
    })?;
    attr(page, "[data-record-error]", "data-fault").await
}

pub async fn records_broken_named(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open(
        page,
        "/?game=achi&mode=local&first=black&moves=b2,a1",
        "achi",
        2,
    )
    .await?;
    // Two players: the analysis is on; its answer is in before the clicks.
    page.wait_for("[data-eval-bar][data-state=\"done\"]", REPLY)
        .await?;
    open_records(page).await?;
    // c3 twice: the engine refuses the fourth move.
    fault_at(
        page,
        "Game: achi\nOptions: first=black\n\n1. b2 a1\n2. c3 c3\n",
        4,
    )
    .await?;
    let message = page
        .js(
            "return document.querySelector('[data-record-error]').textContent;",
            vec![],
        )
        .await?;
    ensure(
        message
            .as_str()
            .is_some_and(|m| m.contains("c3") && m.contains('4')),
        || format!("the message does not name the move: {message}"),
    )?;
    refused(page, "Game: chess\n\n1. e4 e5", "record.error.unknownGame").await?;
    refused(
        page,
        "Game: rastros\nOptions: size=12\n",
        "record.error.badOption",
    )
    .await?;
    refused(
        page,
        "Game: achi\n\n1. b2 <script>alert(1)</script>",
        "record.error.unreadable",
    )
    .await?;
    refused(page, "   ", "record.error.empty").await?;
    close_records(page).await?;
    // Nothing was lost: the game in progress is as it was.
    tokio::time::sleep(SETTLE).await;
    let s = page.state().await?;
    ensure(moves_of(&s) == ["b2", "a1"], || {
        format!("the game changed: {}", s.summary())
    })?;
    page.check_no_page_errors().await
}

// ---- review --------------------------------------------------------------

/// The solver's value for the side to move after the first `ply` moves.
fn solved(game: GameId, opts: &MatchOptions, moves: &[&str], ply: usize) -> Result<String> {
    let m = replay(game, opts, &moves[..ply])?;
    Ok(m.solve()
        .ok_or_else(|| Error::new("the engine cannot solve this game"))?
        .value
        .to_string())
}

/// `win`, `loss` or `draw` for the side to move, from a solver's value.
fn result_word(value: &str) -> &str {
    value.split(' ').next().unwrap_or("")
}

/// The mark a move earns (docs/decisions.md "Review"): a win given away,
/// a draw lost; `before` is the mover's value, `after` the opponent's.
fn expected_turn(before: &str, after: &str) -> Option<&'static str> {
    let after_for_mover = match result_word(after) {
        "win" => "loss",
        "loss" => "win",
        w => w,
    };
    match (result_word(before), after_for_mover) {
        ("win", now) if now != "win" => Some("win-given"),
        ("draw", "loss") => Some("draw-lost"),
        _ => None,
    }
}

pub async fn review_bar_and_best_line(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let game = ["b2", "a1", "a2", "c1"];
    let opts = options(&[("first", "black")]);
    let values: Vec<String> = (0..=game.len())
        .map(|p| solved(GameId::Achi, &opts, &game, p))
        .collect::<Result<_>>()?;
    let url = format!(
        "/?game=achi&mode=local&first=black&moves={}",
        game.join(",")
    );
    open(page, &url, "achi", game.len()).await?;
    // Between two players the analysis is on by itself.
    page.wait_for("[data-review][data-on=\"true\"]", SHOW)
        .await?;
    page.wait_for("[data-eval-bar][data-state=\"done\"][data-exact]", REPLY)
        .await
        .ctx("the exact evaluation of the position on the board")?;
    let share = |value: &str, mover_is_first: bool| match (result_word(value), mover_is_first) {
        ("win", true) | ("loss", false) => "100",
        ("draw", _) => "50",
        _ => "0",
    };
    // Black moved first; after 4 moves Black is to move.
    let want = share(&values[4], true);
    let got = attr(page, "[data-eval-bar]", "data-share").await?;
    ensure(got.as_deref() == Some(want), || {
        format!(
            "the bar gives Black {got:?}%, the solver says {} for Black",
            values[4]
        )
    })?;
    let line = attr(page, "[data-best-line]", "data-moves")
        .await?
        .unwrap_or_default();
    let mut m = replay(GameId::Achi, &opts, &game)?;
    let first = line.split(' ').next().unwrap_or("").to_string();
    ensure(m.legal().contains(&first), || {
        format!("the best line {line:?} does not start with a legal move")
    })?;
    m.play(&first)?;
    let after = m.solve().map(|s| s.value.to_string()).unwrap_or_default();
    ensure(expected_turn(&values[4], &after).is_none(), || {
        format!(
            "the best move {first} changes the result: {} then {after}",
            values[4]
        )
    })?;

    // The moves that changed the result, as the solver says.
    let marks: Vec<(String, String)> = (1..=game.len())
        .filter_map(|p| {
            expected_turn(&values[p - 1], &values[p]).map(|t| (p.to_string(), t.to_string()))
        })
        .collect();
    let script =
        "return Array.from(document.querySelectorAll('[data-scorepad] [data-ply][data-turn]'))\
                  .map(e => [e.getAttribute('data-ply'), e.getAttribute('data-turn')]);";
    let want_marks = serde_json::to_value(&marks)?;
    let deadline = std::time::Instant::now() + REPLY;
    loop {
        let seen = page.js(script, vec![]).await?;
        if seen == want_marks {
            break;
        }
        ensure(std::time::Instant::now() < deadline, || {
            format!("scorepad marks {seen}, the solver says {want_marks} (values {values:?})")
        })?;
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // An earlier position on view: the bar follows it (the start: Black wins).
    page.click("[data-scorepad] [data-ply=\"1\"]").await?;
    page.wait_for("[data-action=\"history-prev\"]", SHOW)
        .await?;
    page.click("[data-action=\"history-prev\"]").await?;
    let start = share(&values[0], true);
    page.wait_for(
        &format!("[data-eval-bar][data-state=\"done\"][data-share=\"{start}\"]"),
        REPLY,
    )
    .await
    .ctx(format!("the bar for the start ({})", values[0]))?;

    // Against the computer the analysis waits until the player turns it on.
    open(page, "/?game=achi&mode=ai&level=1&side=black", "achi", 0).await?;
    ensure(
        page.count("[data-review][data-on=\"false\"]").await? == 1,
        || "the analysis is on during a game against the computer".into(),
    )?;
    page.click("[data-option=\"analysis\"]").await?;
    page.wait_for(
        "[data-eval-bar][data-state=\"done\"][data-exact][data-share=\"100\"]",
        REPLY,
    )
    .await
    .ctx("the analysis turned on: Black, to move, wins")?;
    page.check_no_page_errors().await
}

// ---- two computers -------------------------------------------------------

pub async fn watch_plays_to_the_end(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=rastros&mode=watch&level=1&level2=2&size=5")
        .await?;
    let s = page
        .wait_state(
            "two computers playing Rastros to the end",
            Duration::from_secs(150),
            |s| s.winner.is_some() && !s.thinking,
        )
        .await?;
    ensure(s.rows_are_consecutive() && s.plies() >= 2, || {
        format!("the scorepad: {}", s.summary())
    })?;
    let moves = moves_of(&s);
    let refs: Vec<&str> = moves.iter().map(String::as_str).collect();
    let m = replay(GameId::Rastros, &options(&[("size", "5")]), &refs)?;
    let end = m.snapshot(m.ply()).outcome.map(|o| o.winner.to_string());
    ensure(end.is_some() && end == s.winner, || {
        format!(
            "the page says {:?} won, the engine's replay of {moves:?} says {end:?}",
            s.winner
        )
    })?;
    let heads = page
        .js("return Array.from(document.querySelectorAll('[data-scorepad] th[data-side]')).map(e => e.getAttribute('data-side'));", vec![])
        .await?;
    ensure(heads == json!(["p1", "p2"]), || {
        format!("the scorepad's columns: {heads}")
    })?;
    ensure(
        page.count("[data-action=\"watch-pause\"]:not([hidden])")
            .await?
            == 1,
        || "no Pause button between two computers".into(),
    )?;
    page.check_no_page_errors().await
}

pub async fn watch_pause_and_step(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=rastros&mode=watch&level=1&level2=1&size=7")
        .await?;
    page.wait_state("the computers' first move", REPLY, |s| s.plies() >= 1)
        .await?;
    page.click("[data-action=\"watch-pause\"]").await?;
    page.wait_for("[data-action=\"watch-pause\"][data-held=\"true\"]", SHOW)
        .await?;
    let held = page
        .wait_state("no one thinking while held", SHOW, |s| !s.thinking)
        .await?;
    let n = held.plies();
    tokio::time::sleep(SETTLE).await;
    let s = page.state().await?;
    ensure(s.plies() == n && !s.thinking, || {
        format!("the computers moved while held: {}", s.summary())
    })?;
    page.click("[data-action=\"step\"]").await?;
    page.wait_state("one move for the step", REPLY, |s| {
        s.plies() == n + 1 && !s.thinking
    })
    .await?;
    tokio::time::sleep(SETTLE).await;
    let s = page.state().await?;
    ensure(s.plies() == n + 1, || {
        format!("a step played more than one move: {}", s.summary())
    })?;
    // Undo goes back one move and keeps them waiting.
    page.click("[data-action=\"undo\"]").await?;
    page.wait_state("the step taken back", SHOW, |s| s.plies() == n)
        .await?;
    page.click("[data-action=\"watch-pause\"]").await?;
    page.wait_for("[data-action=\"watch-pause\"][data-held=\"false\"]", SHOW)
        .await?;
    page.wait_state("the computers playing on", REPLY, |s| {
        s.plies() >= n + 2 || s.winner.is_some()
    })
    .await?;
    page.check_no_page_errors().await
}

// ---- typed moves and the board read out ----------------------------------

pub async fn typed_move_plays(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open(
        page,
        "/?game=morris&mode=ai&level=1&side=white&first=white&lang=en",
        "morris",
        0,
    )
    .await?;
    // Typed and entered with the keyboard; written loosely on purpose.
    type_keys(page, "[data-move-input]", " D6\u{E007}").await?;
    let s = page
        .wait_state("d6 played and the computer's reply", REPLY, |s| {
            s.plies() >= 2 && !s.thinking
        })
        .await?;
    ensure(
        s.move_at(1).as_deref() == Some("d6") && s.on_board("white") == ["d6"],
        || format!("the typed d6 is not on the board: {}", s.summary()),
    )?;
    let reply = s.move_at(2).unwrap_or_default();
    // A move the engine refuses is named, and nothing changes.
    type_keys(page, "[data-move-input]", "a9\u{E007}").await?;
    page.wait_for("[data-move-error]:not([hidden])", SHOW)
        .await?;
    let error = page
        .js(
            "return document.querySelector('[data-move-error]').textContent;",
            vec![],
        )
        .await?;
    ensure(error.as_str().is_some_and(|e| e.starts_with("a9")), || {
        format!("the refusal: {error}")
    })?;
    ensure(value(page, "[data-move-input]").await? == "a9", || {
        "the refused text was not kept to mend".into()
    })?;
    ensure(page.state().await?.plies() == 2, || {
        "a refused move changed the game".into()
    })?;
    // The board read out through the live region.
    page.focus("[data-action=\"read-board\"]").await?;
    page.press_key('\u{E007}').await?;
    let heard = page
        .wait_js(
            "the position read out",
            SHOW,
            "const t = document.querySelector('[data-announcer]').textContent; return t.includes('to move') ? t : '';",
        )
        .await?;
    let heard = heard.as_str().unwrap_or_default();
    ensure(
        heard.contains("d6") && heard.contains(&reply) && heard.contains("8 in hand"),
        || format!("the read-out misses the pieces (d6, {reply}, 8 in hand): {heard}"),
    )?;
    page.check_no_page_errors().await
}

// ---- undo and redo by their buttons, in every game -----------------------

/// A game, its name in the URL, its options and two moves from the start.
type GameCase = (
    GameId,
    &'static str,
    &'static [(&'static str, &'static str)],
    [&'static str; 2],
);

pub async fn undo_redo_every_game(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let games: [GameCase; 4] = [
        (GameId::Achi, "achi", &[("first", "black")], ["b2", "a1"]),
        (GameId::SixStones, "sixstones", &[], ["b2-b3", "b4-a4"]),
        (
            GameId::Morris,
            "morris",
            &[("first", "white")],
            ["d6", "a1"],
        ),
        (GameId::Rastros, "rastros", &[("size", "5")], ["c3", "b2"]),
    ];
    for (id, name, opts, moves) in games {
        let query: String = opts.iter().map(|(k, v)| format!("&{k}={v}")).collect();
        open(
            page,
            &format!("/?game={name}&mode=local{query}&moves={}", moves.join(",")),
            name,
            2,
        )
        .await?;
        let full = replay(id, &options(opts), &moves)?;
        let one = replay(id, &options(opts), &moves[..1])?;
        let none = replay(id, &options(opts), &[])?;
        let steps: [(&str, &dyn AnyMatch); 4] = [
            ("undo", one.as_ref()),
            ("undo", none.as_ref()),
            ("redo", one.as_ref()),
            ("redo", full.as_ref()),
        ];
        for (action, want) in steps {
            page.click(&format!("[data-action=\"{action}\"]")).await?;
            wait_same_game(page, want)
                .await
                .ctx(format!("{name}: {action}"))?;
        }
        let v: Value = page
            .js(
                "return document.querySelector('[data-action=\"redo\"]').disabled;",
                vec![],
            )
            .await?;
        ensure(v == json!(true), || {
            format!("{name}: redo still enabled at the end of the record")
        })?;
    }
    page.check_no_page_errors().await
}
