//! What a player expects around the games (issue 15): sound, the colours,
//! the statistics page, and accessibility checked with axe on every page.
//!
//! Sound is read through the page's probe, `window.__tabuleiroSound`
//! (web/sound.js): how many AudioContexts were made (none before the
//! player's first gesture), and each cue asked for, played or why not. The
//! embed's `mute` command is checked in src/embed.rs
//! (`embed_mute_silences_the_sound`). Theme screenshots of every game, light
//! and dark, are saved as `tests/artifacts/<browser>-theme-<game>-<theme>.png`.

use std::time::Duration;

use serde_json::{json, Value};

use crate::achi::{drag_move, open_game, piece, point};
use crate::error::{ensure, Context};
use crate::page::{DropAt, Page};
use crate::runner::{Ctx, Scenario};
use crate::state::PageState;
use crate::{artifacts_dir, axe, Error, Result};

/// Loading a page, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// The computer's reply.
const REPLY: Duration = Duration::from_secs(30);
/// How soon a move, a sound or a page shows.
const SHOW: Duration = Duration::from_secs(10);

/// Achi between two players, Black to play b3 and win (b1 b2 b3).
const ACHI_LAST_MOVE: &str = "/?game=achi&mode=local&first=black&moves=b1,a1,b2,a3";

pub fn scenarios() -> Vec<Scenario> {
    let s = |name: &str, run: crate::runner::ScenarioFn, secs: u64| Scenario {
        name: name.into(),
        run,
        limit: Duration::from_secs(secs),
    };
    vec![
        s(
            "sound_after_the_first_gesture",
            |c| Box::pin(sound_after_the_first_gesture(c)),
            90,
        ),
        s(
            "sound_computer_and_refused_drop",
            |c| Box::pin(sound_computer_and_refused_drop(c)),
            120,
        ),
        s(
            "sound_mute_toggle_is_kept",
            |c| Box::pin(sound_mute_toggle_is_kept(c)),
            120,
        ),
        s(
            "theme_switch_and_screenshots",
            |c| Box::pin(theme_switch_and_screenshots(c)),
            240,
        ),
        s(
            "stats_show_a_finished_game_and_clear",
            |c| Box::pin(stats_show_a_finished_game_and_clear(c)),
            120,
        ),
        s(
            "board_turned_for_the_player",
            |c| Box::pin(board_turned_for_the_player(c)),
            120,
        ),
        s(
            "staged_page_keeps_the_board_in_place",
            |c| Box::pin(staged_page_keeps_the_board_in_place(c)),
            180,
        ),
        s(
            "language_menu_fits_every_name",
            |c| Box::pin(language_menu_fits_every_name(c)),
            90,
        ),
        s("axe_every_page", |c| Box::pin(axe_every_page(c)), 600),
    ]
}

// ---- sound --------------------------------------------------------------------

/// `window.__tabuleiroSound` as plain data, or null.
const PROBE_JS: &str =
    "const p = window.__tabuleiroSound; return p ? JSON.parse(JSON.stringify(p)) : null;";

/// The page's sound probe (see web/sound.js).
pub async fn sound_probe(page: &Page) -> Result<Value> {
    let v = page.js(PROBE_JS, vec![]).await?;
    if v.is_null() {
        return Err(Error::new("the page has no window.__tabuleiroSound"));
    }
    Ok(v)
}

/// The cues asked for from entry `from` of the log on, each with whether it
/// was played: `"place"` or `"place (silent: muted)"`.
fn cues_since(probe: &Value, from: usize) -> Vec<String> {
    probe["log"]
        .as_array()
        .map(|log| {
            log.iter()
                .skip(from)
                .map(|e| {
                    let cue = e["cue"].as_str().unwrap_or("?");
                    if e["played"] == true {
                        cue.to_string()
                    } else {
                        format!("{cue} (silent: {})", e["why"].as_str().unwrap_or("?"))
                    }
                })
                .collect()
        })
        .unwrap_or_default()
}

/// How many cues the log holds now (the next one's index).
pub async fn cue_count(page: &Page) -> Result<usize> {
    Ok(sound_probe(page).await?["log"]
        .as_array()
        .map_or(0, Vec::len))
}

/// Waits until the cues asked for since entry `from` are exactly `want`.
pub async fn wait_cues(page: &Page, from: usize, want: &[&str]) -> Result<Value> {
    let deadline = std::time::Instant::now() + SHOW;
    loop {
        let probe = sound_probe(page).await?;
        let got = cues_since(&probe, from);
        if got == want {
            return Ok(probe);
        }
        if std::time::Instant::now() >= deadline || got.len() > want.len() {
            return Err(Error(format!(
                "expected the cues {want:?}, the page asked for {got:?} (probe {probe})"
            )));
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Opens `url` and waits for Achi with `plies` moves in its record.
async fn open_achi_at(page: &Page, url: &str, plies: usize) -> Result<PageState> {
    page.goto(url).await?;
    page.wait_state(&format!("Achi with {plies} plies"), LOAD, |s| {
        s.game.as_deref() == Some("achi") && s.board && s.plies() == plies && !s.thinking
    })
    .await
}

/// No AudioContext before the player's first gesture; then the winning
/// move is heard as a piece put down, a mill and a win.
pub async fn sound_after_the_first_gesture(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_achi_at(page, ACHI_LAST_MOVE, 4).await?;
    let before = sound_probe(page).await?;
    ensure(before["contexts"] == 0 && before["state"] == "none", || {
        format!("an AudioContext exists before any gesture: {before}")
    })?;
    drag_move(page, "black", "b3").await?;
    page.wait_state("Black's win", SHOW, |s| {
        s.winner.as_deref() == Some("black")
    })
    .await?;
    let after = wait_cues(page, 0, &["place", "mill", "win"]).await?;
    ensure(after["contexts"] == 1 && after["voices"] == 3, || {
        format!("one context and three voices expected after the gesture: {after}")
    })
}

/// The computer's move is heard too, and a drop on an occupied point buzzes.
pub async fn sound_computer_and_refused_drop(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(page, "/?game=achi&mode=ai&level=1&side=black").await?;
    ensure(sound_probe(page).await?["contexts"] == 0, || {
        "an AudioContext exists before any gesture".into()
    })?;
    drag_move(page, "black", "b2").await?;
    wait_cues(page, 0, &["place"]).await?;
    let s = page
        .wait_state("the computer's reply", REPLY, |s| {
            s.plies() == 2 && !s.thinking
        })
        .await?;
    wait_cues(page, 0, &["place", "place"]).await?;
    let reply = s
        .move_at(2)
        .ok_or_else(|| Error(format!("no reply in the scorepad: {}", s.summary())))?;
    page.drag(&piece("black", "hand"), DropAt::Element(point(&reply)))
        .await
        .ctx(format!("dropping a piece on {reply}, taken"))?;
    wait_cues(page, 0, &["place", "place", "illegal"])
        .await
        .map(|_| ())
}

/// `aria-pressed` of the header's sound switch.
async fn mute_pressed(page: &Page) -> Result<Value> {
    page.js(
        "const b = document.querySelector('header [data-action=\"mute\"]'); return b ? b.getAttribute('aria-pressed') : null;",
        vec![],
    )
    .await
}

/// The header's switch silences the game, is remembered over a reload, and
/// turns the sound back on.
pub async fn sound_mute_toggle_is_kept(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let url = "/?game=achi&mode=local&first=black";
    open_game(page, url).await?;
    ensure(mute_pressed(page).await? == "false", || {
        "the sound switch should start on".into()
    })?;
    page.click("header [data-action=\"mute\"]").await?;
    page.wait_js(
        "the switch pressed and the sound muted",
        SHOW,
        "return document.querySelector('header [data-action=\"mute\"]').getAttribute('aria-pressed') === 'true' && window.__tabuleiroSound.muted;",
    )
    .await?;
    let from = cue_count(page).await?;
    drag_move(page, "black", "b2").await?;
    wait_cues(page, from, &["place (silent: muted)"]).await?;

    open_game(page, url).await?;
    ensure(mute_pressed(page).await? == "true", || {
        "the player's choice to mute was not kept over a reload".into()
    })?;
    ensure(sound_probe(page).await?["muted"] == true, || {
        "the page's sound is not muted after a reload".into()
    })?;
    page.click("header [data-action=\"mute\"]").await?;
    let from = cue_count(page).await?;
    drag_move(page, "black", "b2").await?;
    wait_cues(page, from, &["place"]).await?;
    ensure(mute_pressed(page).await? == "false", || {
        "the switch should read unmuted".into()
    })
}

// ---- colours --------------------------------------------------------------------

/// `[data-theme, data-theme-choice, body background, system dark?]`
const THEME_JS: &str = r#"
const root = document.documentElement;
return [root.getAttribute('data-theme'), root.getAttribute('data-theme-choice'),
  getComputedStyle(document.body).backgroundColor, matchMedia('(prefers-color-scheme: dark)').matches];
"#;

/// The colours follow the system, then the player's button (automatic →
/// light → dark), kept over a reload; every game is photographed in both.
pub async fn theme_switch_and_screenshots(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(page, "/?game=achi").await?;
    let first = page.js(THEME_JS, vec![]).await?;
    let system = if first[3] == true { "dark" } else { "light" };
    ensure(first[0] == system && first[1] == "auto", || {
        format!("the page should follow the system ({system}) until the player chooses: {first}")
    })?;
    for (choice, theme, background) in [
        ("light", "light", "rgb(246, 238, 223)"),
        ("dark", "dark", "rgb(26, 20, 16)"),
    ] {
        page.click("header [data-action=\"theme\"]").await?;
        let script = format!(
            "return document.documentElement.getAttribute('data-theme-choice') === '{choice}' \
             && document.documentElement.getAttribute('data-theme') === '{theme}' \
             && getComputedStyle(document.body).backgroundColor === '{background}';"
        );
        page.wait_js(&format!("the {choice} colours"), SHOW, &script)
            .await?;
    }
    open_game(page, "/?game=achi").await?;
    let kept = page.js(THEME_JS, vec![]).await?;
    ensure(kept[0] == "dark" && kept[1] == "dark", || {
        format!("the player's dark colours were not kept over a reload: {kept}")
    })?;

    for game in ["achi", "sixstones", "morris", "rastros"] {
        for theme in ["light", "dark"] {
            page.goto(&format!("/?game={game}&theme={theme}")).await?;
            page.wait_state(&format!("{game}'s board"), LOAD, |s| {
                s.game.as_deref() == Some(game) && s.board && !s.points.is_empty()
            })
            .await?;
            let now = page.js(THEME_JS, vec![]).await?;
            ensure(now[0] == theme, || {
                format!("theme={theme} in the address shows {now}")
            })?;
            let file =
                artifacts_dir().join(format!("{}-theme-{game}-{theme}.png", page.browser.name()));
            page.screenshot(&file).await?;
        }
    }
    Ok(())
}

// ---- the board turned for the player ---------------------------------------------

/// The board's orientation and where each side's pieces in hand stand on
/// screen (the vertical centre of the first piece in hand of each side).
const TURN_JS: &str = r#"
const svg = document.querySelector('svg[data-board]');
const y = (side) => {
  const el = document.querySelector(`[data-piece="${side}"][data-at="hand"]`);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return r.top + r.height / 2;
};
return { orientation: svg ? svg.getAttribute('data-orientation') : null, white: y('white'), black: y('black') };
"#;

async fn turned(page: &Page, want: &str) -> Result<Value> {
    let script = format!(
        "return document.querySelector('svg[data-board]')?.getAttribute('data-orientation') === '{want}';"
    );
    page.wait_js(&format!("the board {want}"), SHOW, &script)
        .await?;
    page.js(TURN_JS, vec![]).await
}

/// Taking White in Achi against the computer turns the board, so one's
/// own pieces in hand wait at the bottom; taking Black does not. Between
/// two players the corner button turns it by hand, and back.
pub async fn board_turned_for_the_player(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_game(page, "/?game=achi&mode=ai&side=white&first=white&level=1").await?;
    let white = turned(page, "turned").await?;
    ensure(white["white"].as_f64() > white["black"].as_f64(), || {
        format!("playing White, White's hand should be the lower one: {white}")
    })?;
    open_game(page, "/?game=achi&mode=ai&side=black&first=black").await?;
    let black = turned(page, "standard").await?;
    ensure(black["black"].as_f64() > black["white"].as_f64(), || {
        format!("playing Black, Black's hand should be the lower one: {black}")
    })?;
    page.goto("/?game=sixstones&mode=local").await?;
    page.wait_state("Six Stones' board", LOAD, |s| {
        s.game.as_deref() == Some("sixstones") && s.board && !s.points.is_empty()
    })
    .await?;
    turned(page, "standard").await?;
    page.click("[data-action=\"flip\"]").await?;
    turned(page, "turned").await?;
    ensure(
        page.count("[data-action=\"flip\"][aria-pressed=\"true\"]")
            .await?
            == 1,
        || "the button should say it is pressed".to_string(),
    )?;
    page.click("[data-action=\"flip\"]").await?;
    turned(page, "standard").await?;
    // A move still lands where it is dropped on a turned board.
    open_game(page, "/?game=achi&mode=ai&side=white&first=white&level=1").await?;
    turned(page, "turned").await?;
    drag_move(page, "white", "b2").await?;
    page.wait_state("White's b2 and the reply", REPLY, |s| {
        s.plies() >= 2 && !s.thinking && s.on_board("white") == ["b2"]
    })
    .await?;
    Ok(())
}

// ---- the page's stages ----------------------------------------------------------

/// The boxes of the board and of the panel (its place: left, top and
/// width; its height is its content's), and whether the panel is still
/// staged, in each of the page's stages (web/game/layout.js): the panel's
/// parts undisplayed, then shown one after another. The page is put back as it was.
const STAGES_JS: &str = "
    const page = document.querySelector('.game-page');
    const box = (css, n) => {
      const r = document.querySelector(css).getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].slice(0, n).map((x) => Math.round(x * 10) / 10).join(' ');
    };
    const boxes = () => `board ${box('svg[data-board]', 4)}, panel ${box('.game-page > .panel', 3)}`;
    const stagedWhenLive = page.dataset.staged ?? null;
    const seen = { full: boxes() };
    for (const stage of ['panel', 'record', 'tools']) {
      page.dataset.staged = stage;
      seen[stage] = boxes();
    }
    delete page.dataset.staged;
    return { stagedWhenLive, seen };";

/// A game page comes in frames of its own, the panel last, and nothing
/// moves when the next part comes: the board's box, and the panel's place,
/// are the same in each stage of the panel and with all of it, beside
/// the board (a wide window) and under it (a narrow one). Once the board
/// can be played the whole panel is there.
async fn staged_page_keeps_the_board_in_place(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    for (width, height) in [(1280, 1000), (420, 900)] {
        page.client.set_window_size(width, height).await?;
        for game in ["achi", "morris"] {
            page.goto(&format!("/?game={game}&mode=local")).await?;
            page.wait_state(&format!("{game}'s board, live"), LOAD, |s| {
                s.game.as_deref() == Some(game) && s.board && !s.points.is_empty()
            })
            .await?;
            let v = page.js(STAGES_JS, vec![]).await?;
            let where_ = format!("{game} in a {width}×{height} window");
            ensure(v["stagedWhenLive"].is_null(), || {
                format!("{where_}: the board is live but the panel is still staged: {v}")
            })?;
            let seen = &v["seen"];
            ensure(
                ["panel", "record", "tools"]
                    .iter()
                    .all(|stage| seen[*stage] == seen["full"]),
                || {
                    format!("{where_}: something moved as the panel came (left top width height): {seen}")
                },
            )?;
        }
    }
    page.client.set_window_size(1280, 1000).await?;
    Ok(())
}

// ---- the language menu ------------------------------------------------------------

/// The language menu's set width (style.css) and the width it would take
/// by itself, sized by its options, in a task of the test's own.
const LANGUAGE_MENU_JS: &str = r#"
const menu = document.querySelector('#opt-lang');
if (!menu || menu.options.length < 2) return null;
const set = menu.getBoundingClientRect().width;
menu.style.width = 'auto';
const natural = menu.getBoundingClientRect().width;
menu.style.width = '';
return { set, natural, names: [...menu.options].map((o) => o.textContent) };
"#;

/// The menu's width is set in style.css, so that the page's first layout
/// need not lay out every language's name (中文 loads a CJK font): it must
/// still be as wide as the menu would make itself, in every language's
/// page (each has its own fonts) and on a phone.
pub async fn language_menu_fits_every_name(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    for (width, height) in [(1280, 1000), (390, 844)] {
        page.client.set_window_size(width, height).await?;
        for lang in ["en", "pt", "zh"] {
            page.goto(&format!("/?lang={lang}")).await?;
            let v = page
                .wait_js("the language menu", LOAD, LANGUAGE_MENU_JS)
                .await?;
            let (set, natural) = (v["set"].as_f64(), v["natural"].as_f64());
            ensure(
                matches!((set, natural), (Some(s), Some(n)) if n <= s + 0.5),
                || {
                    format!(
                        "the {lang} page in a {width}×{height} window: the language menu is narrower \
                         than its names need (set and natural width, px): {v}"
                    )
                },
            )?;
        }
    }
    page.client.set_window_size(1280, 1000).await?;
    Ok(())
}

// ---- statistics -------------------------------------------------------------------

/// The statistics page's figures, from its data attributes.
const STATS_JS: &str = r#"
const total = document.querySelector('[data-stats-total]');
const streak = document.querySelector('[data-stats-streak]');
const row = document.querySelector('[data-stats-game="achi"] tr[data-level="easy"]');
const puzzles = document.querySelector('[data-stats-puzzles]');
const get = (el, name) => el ? Number(el.getAttribute(name)) : null;
return { played: get(total, 'data-played'), won: get(total, 'data-won'), longest: get(streak, 'data-longest'),
  current: get(streak, 'data-current'), achiEasyWon: get(row, 'data-won'), puzzles: get(puzzles, 'data-solved') };
"#;

/// A game won against the computer and a puzzle solved show on the
/// statistics page (reached from the header); clearing, asked twice,
/// empties it.
pub async fn stats_show_a_finished_game_and_clear(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    open_achi_at(
        page,
        "/?game=achi&mode=ai&level=1&side=black&first=black&moves=b1,a1,b2,a3",
        4,
    )
    .await?;
    drag_move(page, "black", "b3").await?;
    page.wait_state("the player's win", SHOW, |s| {
        s.winner.as_deref() == Some("black")
    })
    .await?;
    // A puzzle solved, as the puzzle page records it.
    page.js(
        "localStorage.setItem('tabuleiro.puzzles.v1', JSON.stringify({ solved: { 'morris-001': true } })); return true;",
        vec![],
    )
    .await?;
    page.click("header [data-action=\"stats\"]").await?;
    page.wait_for("[data-stats] [data-stats-total]", SHOW)
        .await?;
    let stats = page.js(STATS_JS, vec![]).await?;
    let want = json!({ "played": 1, "won": 1, "longest": 1, "current": 1, "achiEasyWon": 1, "puzzles": 1 });
    ensure(stats == want, || {
        format!("the statistics after one win at Easy: {stats}, expected {want}")
    })?;

    page.click("[data-action=\"clear-stats\"]").await?;
    page.click("[data-action=\"confirm-clear-stats\"]").await?;
    page.wait_for("[data-stats-total][data-played=\"0\"]", SHOW)
        .await?;
    let cleared = page.js(STATS_JS, vec![]).await?;
    let want = json!({ "played": 0, "won": 0, "longest": 0, "current": 0, "achiEasyWon": null, "puzzles": 0 });
    ensure(cleared == want, || {
        format!("the statistics after clearing: {cleared}, expected {want}")
    })
}

// ---- axe ------------------------------------------------------------------------------

/// Every page, and what says it is ready: home, each game (its engine up:
/// New game enabled), a finished game's banner, statistics, the puzzles and
/// a puzzle in play, How to play (Achi and Morris, diagrams set up), the embed.
const PAGES: [(&str, &str); 13] = [
    ("", ".home-page .cards"),
    ("game=achi", "[data-action=\"new-game\"]:not(:disabled)"),
    (
        "game=sixstones",
        "[data-action=\"new-game\"]:not(:disabled)",
    ),
    ("game=morris", "[data-action=\"new-game\"]:not(:disabled)"),
    ("game=rastros", "[data-action=\"new-game\"]:not(:disabled)"),
    (
        "game=achi&mode=local&first=black&moves=b1,a1,b2,a3,b3",
        "[data-result][data-winner=\"black\"]",
    ),
    ("page=stats", "[data-stats] [data-stats-total]"),
    ("page=puzzles", "[data-puzzle-list] [data-puzzle-id]"),
    ("page=rules&game=achi", "[data-howto=\"ready\"]"),
    ("page=rules&game=morris", "[data-howto=\"ready\"]"),
    (
        "game=morris&puzzle=morris-001",
        "[data-puzzle-state=\"playing\"] [data-action]:not(:disabled)",
    ),
    (
        "game=achi&embed=1",
        "[data-action=\"new-game\"]:not(:disabled)",
    ),
    (
        "game=rastros&embed=1",
        "[data-action=\"new-game\"]:not(:disabled)",
    ),
];

/// axe finds no violation on any page, in the light and the dark colours.
pub async fn axe_every_page(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    let mut failures = Vec::new();
    for theme in ["light", "dark"] {
        for (query, ready) in PAGES {
            let sep = if query.is_empty() { "" } else { "&" };
            let url = format!("/?{query}{sep}theme={theme}");
            page.goto(&url).await?;
            page.wait_for(ready, LOAD)
                .await
                .ctx(format!("opening {url}"))?;
            page.frames().await?;
            if let Err(e) = axe::check(page, &url).await {
                failures.push(e.to_string());
            }
        }
    }
    ensure(failures.is_empty(), || failures.join("\n"))
}
