//! Six Stones scenarios (RULES.md §2) against the game page: the 21-point
//! board, drag moves for both colours between two players, a capture of a
//! group set up from a game record in the address, the liberty overlay of
//! the teaching aids, the computer's answer, and games played to each of
//! the result banners: a win by capture (counted in the results table), a
//! win by the computer, and a draw after 80 plies without a capture.

use std::time::Duration;

use tabuleiro_engine::any::AnyMatch;
use tabuleiro_engine::{GameId, MatchOptions};

use crate::achi::{drag_move, piece, point};
use crate::engine::{pieces_on, replay};
use crate::error::{ensure, Context};
use crate::page::Page;
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

/// Black (the human, against the computer) to move after 8 plies; White has
/// c4 b5 c5 d5 in one group whose last liberty is b4, plus a4 and e4 alone.
/// `b3-b4` takes the group of four and leaves White with two stones: Black
/// wins at once (the only winning move; checked with `tabuleiro legal`).
pub const WIN_LINE: &str = "d2-d3,d4-e4,d3-d4,c4-c3,b2-b3,c3-c4,c2-c3,b4-a4";
pub const WIN_MOVE: &str = "b3-b4";

/// White (the computer) to move after 9 plies; Black has b1 c1 d1 c2 in one
/// group whose last liberty is d2, plus a4 and e3 alone. `d3-d2` takes the
/// four and leaves Black with two: the only winning move, and the one
/// `tabuleiro best --level 4` plays (score 29999).
pub const LOSS_LINE: &str = "b2-a2,c4-c3,d2-e2,d4-d3,a2-a3,b4-b3,a3-a4,b3-b2,e2-e3";
pub const LOSS_MOVE: &str = "d3-d2";

/// 79 plies from the start with no capture and no position three times
/// (found by random quiet play, checked with `tabuleiro legal`, which still
/// lists moves after it); the 80th quiet ply, White's `c4-c5`, draws by the
/// 80-ply rule (`tabuleiro legal` lists no move after it).
pub const QUIET_LINE: &str = "d2-e2,d4-e4,b2-a2,c4-d4,c2-d2,d4-c4,a2-b2,b4-a4,b2-b3,c4-c3,d2-c2,c5-c4,e2-d2,e4-d4,b1-b2,b5-c5,d2-e2,a4-a3,e2-e3,c3-d3,d1-d2,c5-b5,d2-e2,c4-c5,b3-c3,c5-c4,c1-b1,b5-b4,c3-b3,b4-b5,b3-b4,d5-c5,b1-c1,d3-c3,b2-a2,c3-b3,a2-b2,d4-d3,e3-e4,b3-c3,b2-b3,d3-e3,b4-a4,a3-a2,c2-b2,a2-a3,c1-d1,c5-d5,b2-b1,c3-c2,b1-b2,e3-d3,d1-c1,c2-c3,c1-c2,d5-c5,e4-e3,d3-d4,e3-e4,c5-d5,c2-c1,c3-c2,e4-e3,c2-c3,b3-b4,d4-d3,b4-b3,b5-c5,b2-b1,d5-d4,c1-d1,c5-d5,b3-b4,c4-c5,e3-e4,c3-b3,e2-e3,c5-c4,b1-b2";
pub const QUIET_MOVE: &str = "c4-c5";

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
        Scenario {
            name: named("win_by_capture_banner"),
            run: |c| Box::pin(win_by_capture_banner(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("computer_wins_banner"),
            run: |c| Box::pin(computer_wins_banner(c)),
            limit: Duration::from_secs(90),
        },
        Scenario {
            name: named("draw_by_no_progress"),
            run: |c| Box::pin(draw_by_no_progress(c)),
            limit: Duration::from_secs(90),
        },
    ]
}

fn six_match(moves: &[&str]) -> Result<Box<dyn AnyMatch>> {
    replay(GameId::SixStones, &MatchOptions::new(), moves)
}

/// Waits until the page's stones stand where the engine's match has them.
async fn wait_board_matches(page: &Page, m: &dyn AnyMatch) -> Result<PageState> {
    let (white, black) = (pieces_on(m, "white"), pieces_on(m, "black"));
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
        drag_move(page, kind, &mv).await?;
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
    drag_move(page, "black", "c2-c3").await?;
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

/// The English text of `key` in web/i18n/en.js (a `'key': 'text',` line).
fn english(key: &str) -> Result<String> {
    let path = crate::repo_root().join("web").join("i18n").join("en.js");
    let src = std::fs::read_to_string(&path).ctx(format!("reading {}", path.display()))?;
    let start = format!("'{key}': '");
    let at = src
        .find(&start)
        .ok_or_else(|| Error(format!("no {key} in {}", path.display())))?;
    let mut text = String::new();
    let mut chars = src[at + start.len()..].chars();
    while let Some(ch) = chars.next() {
        match ch {
            '\\' => text.extend(chars.next()),
            '\'' => return Ok(text),
            _ => text.push(ch),
        }
    }
    Err(Error(format!("{key} is not closed in {}", path.display())))
}

/// The Six Stones results table: per row, the level's name and its
/// (won, drawn, lost) counts. The table sits in a closed `<details>`, so it
/// is read by script, not by what is visible.
async fn results_rows(page: &Page) -> Result<Vec<(String, [u32; 3])>> {
    let v = page
        .js(
            r#"return Array.from(document.querySelectorAll('[data-results="sixstones"] tbody tr'))
                 .map(tr => [tr.querySelector('th') ? tr.querySelector('th').textContent.trim() : '',
                             ...Array.from(tr.querySelectorAll('td')).map(td => td.textContent.trim())]);"#,
            vec![],
        )
        .await?;
    let rows: Vec<(String, [u32; 3])> = v
        .as_array()
        .map(|rows| {
            rows.iter()
                .filter_map(|r| {
                    let cell = |i: usize| r[i].as_str()?.parse::<u32>().ok();
                    Some((r[0].as_str()?.to_string(), [cell(1)?, cell(2)?, cell(3)?]))
                })
                .collect()
        })
        .unwrap_or_default();
    let mut levels = vec![];
    for key in ["level.easy", "level.medium", "level.hard", "level.expert"] {
        levels.push(english(key)?);
    }
    let names: Vec<&String> = rows.iter().map(|r| &r.0).collect();
    ensure(
        names
            .iter()
            .map(|n| n.as_str())
            .eq(levels.iter().map(String::as_str)),
        || format!("the results table's rows are {names:?}, not {levels:?} (table as read: {v})"),
    )?;
    Ok(rows)
}

/// Checks that `after` is `before` with one more in column `col` (0 won,
/// 1 drawn, 2 lost) of row `row` (0 Easy … 3 Expert), and nothing else changed.
fn check_one_more(
    before: &[(String, [u32; 3])],
    after: &[(String, [u32; 3])],
    row: usize,
    col: usize,
) -> Result<()> {
    let mut expected = before.to_vec();
    expected[row].1[col] += 1;
    ensure(after == expected.as_slice(), || {
        format!("the results table should read {expected:?} (before the game: {before:?}), but reads {after:?}")
    })
}

/// Waits for the result banner of `winner` and checks the status line reads
/// the headline and the reason, from web/i18n/en.js.
async fn check_banner(
    page: &Page,
    winner: &str,
    plies: usize,
    limit: Duration,
    headline: &str,
    why: &str,
) -> Result<PageState> {
    let s = page
        .wait_state(
            &format!("the game over after {plies} plies, won by {winner}"),
            limit,
            |s| s.winner.is_some() && s.plies() == plies && !s.thinking,
        )
        .await?;
    ensure(s.winner.as_deref() == Some(winner), || {
        format!("data-winner should be {winner}: {}", s.summary())
    })?;
    ensure(
        page.count(&format!("[data-result][data-winner=\"{winner}\"]"))
            .await?
            == 1,
        || format!("no [data-result][data-winner=\"{winner}\"]"),
    )?;
    // The no-progress limit in the text is the engine's.
    let limit = GameId::SixStones
        .describe()
        .no_progress_limit
        .map_or(String::new(), |n| n.to_string());
    let expected = format!(
        "{} {}",
        english(headline)?,
        english(why)?.replace("{limit}", &limit)
    );
    ensure(s.status.as_deref() == Some(expected.as_str()), || {
        format!(
            "the status line should read {expected:?}, not {:?}",
            s.status
        )
    })?;
    Ok(s)
}

/// Against the computer at Easy, Black (the human) captures a group of four
/// by drag and leaves White two stones: "You win!", and one more win in the
/// Easy row of the results table.
pub async fn win_by_capture_banner(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let line: Vec<&str> = WIN_LINE.split(',').collect();
    let url = format!("/?game=sixstones&mode=ai&level=1&side=black&lang=en&moves={WIN_LINE}");
    open_game(page, &url, line.len()).await?;
    let mut m = six_match(&line)?;
    wait_board_matches(page, m.as_ref()).await?;
    let s = page.state().await?;
    ensure(s.winner.is_none() && s.on_board("white").len() == 6, || {
        format!("before the capture: {}", s.summary())
    })?;
    let before = results_rows(page).await?;
    drag_move(page, "black", WIN_MOVE).await?;
    m.play(WIN_MOVE)?;
    ensure(
        m.outcome().map(|o| o.winner.is_some()) == Some(true),
        || "the engine does not end the game with the winning move".into(),
    )?;
    let s = check_banner(
        page,
        "black",
        m.ply(),
        SHOW,
        "result.youWin",
        "why.few-pieces.you",
    )
    .await?;
    ensure(s.on_board("white") == ["a4", "e4"], || {
        format!("White should keep only a4 and e4: {}", s.summary())
    })?;
    page.wait_for("[data-stones][data-white=\"2\"]", SHOW)
        .await?;
    let after = results_rows(page).await?;
    check_one_more(&before, &after, 0, 0)?;
    page.check_no_page_errors().await
}

/// The computer (White, Expert) to move has a capture that wins at once; it
/// plays it: "I win!", and one more loss in the Expert row.
pub async fn computer_wins_banner(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    // The table before: from a page where the human (Black) is to move, so
    // the computer's move cannot race the reading.
    open_game(
        page,
        "/?game=sixstones&mode=ai&level=4&side=black&lang=en",
        0,
    )
    .await?;
    let before = results_rows(page).await?;
    let line: Vec<&str> = LOSS_LINE.split(',').collect();
    let mut m = six_match(&line)?;
    m.play(LOSS_MOVE)?;
    // The record ends with White to move: the computer answers on load.
    page.goto(&format!(
        "/?game=sixstones&mode=ai&level=4&side=black&lang=en&moves={LOSS_LINE}"
    ))
    .await?;
    let s = check_banner(
        page,
        "white",
        m.ply(),
        LOAD + REPLY,
        "result.iWin",
        "why.few-pieces.me",
    )
    .await?;
    ensure(
        s.move_at(m.ply() as u32).as_deref() == Some(LOSS_MOVE),
        || {
            format!(
                "the computer should have played {LOSS_MOVE}: {}",
                s.summary()
            )
        },
    )?;
    wait_board_matches(page, m.as_ref()).await?;
    let after = results_rows(page).await?;
    check_one_more(&before, &after, 3, 2)?;
    page.check_no_page_errors().await
}

/// Two players: 79 plies without a capture, then the 80th quiet ply by drag
/// draws the game by the 80-ply rule.
pub async fn draw_by_no_progress(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let line: Vec<&str> = QUIET_LINE.split(',').collect();
    let url = format!("/?game=sixstones&mode=local&level=1&lang=en&moves={QUIET_LINE}");
    open_game(page, &url, line.len()).await?;
    let mut m = six_match(&line)?;
    ensure(m.outcome().is_none() && m.ply() == 79, || {
        format!("the record should be 79 plies, not over: {:?}", m.outcome())
    })?;
    wait_board_matches(page, m.as_ref()).await?;
    let s = page.state().await?;
    ensure(s.winner.is_none(), || {
        format!("over before the 80th ply: {}", s.summary())
    })?;
    page.wait_for("[data-no-progress=\"79\"]", SHOW).await?;
    drag_move(page, "white", QUIET_MOVE).await?;
    m.play(QUIET_MOVE)?;
    ensure(
        m.outcome().map(|o| o.winner.is_none()) == Some(true),
        || "the engine does not draw after the 80th quiet ply".into(),
    )?;
    check_banner(
        page,
        "draw",
        m.ply(),
        SHOW,
        "result.draw",
        "why.no-progress.sixstones",
    )
    .await?;
    wait_board_matches(page, m.as_ref()).await?;
    page.check_no_page_errors().await
}
