//! The installed app (issue: installable and offline): after a first visit
//! the service worker serves the whole game, so with the web server stopped
//! a reload still loads and the computer still answers; and a second build
//! with a changed asset is picked up through the "new version" prompt
//! without losing the game in progress.
//!
//! The suite serves a copy of dist/ (see tests/offline.rs) so that the
//! update scenario can turn it into a "second build" and back.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use serde_json::Value;

use crate::achi::{drag_move, open_game};
use crate::page::Page;
use crate::runner::{Ctx, Scenario};
use crate::{repo_root, Error, Result};

const GAME: &str = "/?game=achi&mode=ai&level=2&side=black";
/// The other games, each opened with the computer to move first.
const OTHER_GAMES: [(&str, &str); 3] = [
    ("sixstones", "/?game=sixstones&mode=ai&level=1&side=white"),
    ("morris", "/?game=morris&mode=ai&level=1&side=black"),
    ("rastros", "/?game=rastros&mode=ai&level=1&side=p2&size=5"),
];
/// Installing the worker fetches every file of the build once more.
const INSTALL: Duration = Duration::from_secs(60);
const REPLY: Duration = Duration::from_secs(30);
/// The file the "second build" changes (any file the service worker
/// precaches; the embed demo's script takes a comment harmlessly), and the
/// mark it gets.
const CHANGED: &str = "web/embed-demo.js";
const MARK: &str = "// second build (e2e)";

pub fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "offline_reload_plays".into(),
            run: |c| Box::pin(offline_reload_plays(c)),
            limit: Duration::from_secs(180),
        },
        Scenario {
            name: "update_prompt_keeps_the_game".into(),
            run: |c| Box::pin(update_prompt_keeps_the_game(c)),
            limit: Duration::from_secs(180),
        },
    ]
}

/// Copies the built site into `to` (a fresh folder), file by file.
pub fn copy_site(from: &Path, to: &Path) -> Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_site(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Makes the served copy a "second build": one asset changed, and sw.js
/// rewritten by the same post-build hook the real build runs.
fn make_second_build(site: &Path) -> Result<()> {
    let file = site.join(CHANGED);
    let mut text = std::fs::read_to_string(&file)?;
    text.push_str(&format!("\n{MARK}\n"));
    std::fs::write(&file, text)?;
    rehash(site)
}

fn restore_first_build(site: &Path, original: &Path) -> Result<()> {
    std::fs::copy(original.join(CHANGED), site.join(CHANGED))?;
    std::fs::copy(original.join("sw.js"), site.join("sw.js"))?;
    Ok(())
}

fn rehash(site: &Path) -> Result<()> {
    let status = Command::new("node")
        .arg(repo_root().join("scripts/precache.mjs"))
        .env("TRUNK_STAGING_DIR", site)
        .status()
        .map_err(|e| Error(format!("running scripts/precache.mjs: {e}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Error(format!("scripts/precache.mjs failed: {status}")))
    }
}

/// The original build, which the suite's served copy came from.
fn original_site() -> PathBuf {
    crate::dist_dir()
}

/// Waits until the page is controlled by a worker whose cache is full.
pub async fn wait_installed(page: &Page) -> Result<String> {
    let v = page
        .wait_js(
            "the service worker to control the page",
            INSTALL,
            "return navigator.serviceWorker && navigator.serviceWorker.controller ? 'yes' : null;",
        )
        .await?;
    drop(v);
    let script = "const done = arguments[arguments.length - 1];
        caches.keys().then((keys) => done(keys.filter((k) => k.startsWith('tabuleiro-')).join(' ')))
          .catch((e) => done('error: ' + e));";
    let mut keys = String::new();
    for _ in 0..100 {
        keys = page
            .js_async(script, vec![])
            .await?
            .as_str()
            .unwrap_or("")
            .to_string();
        if !keys.is_empty() {
            return Ok(keys);
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    Err(Error(format!("no tabuleiro cache after install: '{keys}'")))
}

/// Plays b2 and waits for the computer's answer; returns it.
async fn play_b2(page: &Page) -> Result<String> {
    drag_move(page, "black", "b2").await?;
    let s = page
        .wait_state("the computer's answer to b2", REPLY, |s| {
            s.plies() >= 2 && !s.thinking
        })
        .await?;
    s.move_at(2)
        .ok_or_else(|| Error(format!("no reply in the scorepad: {}", s.summary())))
}

async fn offline_reload_plays(c: &mut Ctx<'_>) -> Result<()> {
    if !c.server.is_running() {
        c.server.restart()?;
    }
    open_game(&c.page, GAME).await?;
    wait_installed(&c.page).await?;
    c.server.stop();
    let outcome = async {
        // A new navigation, not a cached tab: everything comes from the worker.
        open_game(&c.page, GAME).await?;
        play_b2(&c.page).await?;
        // Every other game is in the cache too: its page loads and the
        // computer, moving first, answers.
        for (game, url) in OTHER_GAMES {
            c.page.goto(url).await?;
            c.page
                .wait_state(
                    &format!("{game} offline: the computer's first move"),
                    REPLY,
                    |s| s.game.as_deref() == Some(game) && s.board && s.plies() >= 1 && !s.thinking,
                )
                .await?;
        }
        Ok::<(), Error>(())
    }
    .await;
    c.server.restart()?;
    outcome
}

async fn update_prompt_keeps_the_game(c: &mut Ctx<'_>) -> Result<()> {
    let site = c.server.root().to_path_buf();
    let original = original_site();
    restore_first_build(&site, &original)?;
    open_game(&c.page, GAME).await?;
    let first_cache = wait_installed(&c.page).await?;
    let reply = play_b2(&c.page).await?;

    make_second_build(&site)?;
    const BOARD_TOP: &str =
        "return document.querySelector('svg[data-board]').getBoundingClientRect().top;";
    let board_top = c.page.js(BOARD_TOP, vec![]).await?;
    let result = async {
        c.page
            .js_async(
                "const done = arguments[arguments.length - 1];
                 navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => done('ok'), (e) => done(String(e)));",
                vec![],
            )
            .await?;
        c.page
            .wait_for("[data-action=\"apply-update\"]", INSTALL)
            .await
            .map_err(|e| Error(format!("no update prompt after a second build: {e}")))?;
        // The offer floats: the board stays where the player's finger is.
        let top_with_offer = c.page.js(BOARD_TOP, vec![]).await?;
        if top_with_offer != board_top {
            return Err(Error(format!(
                "the update offer moved the board (its top {board_top} became {top_with_offer})"
            )));
        }
        c.page.click("[data-action=\"apply-update\"]").await?;
        // The page reloads under the new version with the same game.
        let s = c
            .page
            .wait_state("the game restored after the update", INSTALL, |s| {
                s.plies() == 2 && s.move_at(1).as_deref() == Some("b2")
            })
            .await?;
        if s.move_at(2).as_deref() != Some(reply.as_str()) {
            return Err(Error(format!("the reply {reply} was lost: {}", s.summary())));
        }
        let check = "const done = arguments[arguments.length - 1];
            Promise.all([caches.keys(), fetch('web/embed-demo.js').then((r) => r.text())])
              .then(([keys, text]) => done({ keys: keys.filter((k) => k.startsWith('tabuleiro-')), changed: text.includes(arguments[0]) }))
              .catch((e) => done({ error: String(e) }));";
        // The old cache goes once the new worker's activation finishes,
        // which may be a moment after the page has reloaded.
        // The new cache holds every game's engine: on a busy machine its
        // activation can take longer than the reload.
        let mut last = Value::Null;
        let deadline = std::time::Instant::now() + INSTALL;
        while std::time::Instant::now() < deadline {
            let v: Value = c.page.js_async(check, vec![Value::from(MARK)]).await?;
            let keys: Vec<String> = v["keys"]
                .as_array()
                .map(|a| a.iter().filter_map(|k| k.as_str().map(String::from)).collect())
                .unwrap_or_default();
            if v["changed"] == Value::Bool(true) && keys.len() == 1 && keys[0] != first_cache {
                return Ok(());
            }
            last = v;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        Err(Error(format!(
            "after the update: expected the changed asset and only the new cache (old: {first_cache}): {last}"
        )))
    }
    .await;
    restore_first_build(&site, &original)?;
    result
}
