//! Embedding (README.md "Embedding"): the game in an iframe of a "portal"
//! page on a second loopback origin — a second `StaticServer`, on another
//! port, serving `fixtures/embed-parent.*` from a temporary folder. The
//! portal records what the frame posts (`window.__events`) and sends it
//! commands (`window.__send`). The scenarios check the event sequence of a
//! short game played by drag inside the frame, that `newGame` and `pause`
//! from the parent work, that malformed commands and commands from an
//! origin other than `parentOrigin` change nothing and throw nothing, and
//! that the layout fits the frame sizes a portal uses without scrolling.
//!
//! Each scenario ends switched into the frame, so the runner's after-checks
//! (no page error, no request outside the site's origin) look at the game.

use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::achi::{drag_move, POINTS};
use crate::error::{ensure, Context};
use crate::page::{step, Page, STEP};
use crate::runner::{Ctx, Scenario};
use crate::server::StaticServer;
use crate::state::PageState;
use crate::{Error, Result};

const PARENT_HTML: &str = include_str!("../fixtures/embed-parent.html");
const PARENT_JS: &str = include_str!("../fixtures/embed-parent.js");
const PARENT_CSS: &str = include_str!("../fixtures/embed-parent.css");

/// Loading the frame, its wasm and its worker.
const LOAD: Duration = Duration::from_secs(30);
/// The computer's reply (the first one also starts the worker).
const REPLY: Duration = Duration::from_secs(30);
/// How soon a move or an event shows.
const SHOW: Duration = Duration::from_secs(10);
/// How long something that must not happen is given to happen anyway.
const QUIET: Duration = Duration::from_millis(2500);
/// How often the portal's records are polled.
const POLL: Duration = Duration::from_millis(100);

/// The frame sizes a portal uses: 16:9 landscape and portrait phones.
pub const SIZES: [(u32, u32); 5] = [(640, 360), (800, 450), (1031, 580), (360, 640), (390, 844)];

pub fn scenarios() -> Vec<Scenario> {
    vec![
        Scenario {
            name: "embed_event_sequence".into(),
            run: |c| Box::pin(event_sequence(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "embed_new_game_command".into(),
            run: |c| Box::pin(new_game_command(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "embed_malformed_commands_change_nothing".into(),
            run: |c| Box::pin(malformed_commands_change_nothing(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "embed_other_origin_ignored".into(),
            run: |c| Box::pin(other_origin_ignored(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "embed_pause_stops_the_computer".into(),
            run: |c| Box::pin(pause_stops_the_computer(c)),
            limit: Duration::from_secs(180),
        },
        Scenario {
            name: "embed_morris_removal_event".into(),
            run: |c| Box::pin(morris_removal_event(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "embed_layout_fits".into(),
            run: |c| Box::pin(layout_fits(c)),
            limit: Duration::from_secs(300),
        },
        Scenario {
            name: "embed_mute_silences_the_sound".into(),
            run: |c| Box::pin(mute_silences_the_sound(c)),
            limit: Duration::from_secs(120),
        },
        Scenario {
            name: "embed_csp_in_force".into(),
            run: |c| Box::pin(csp_in_force(c)),
            limit: Duration::from_secs(60),
        },
    ]
}

// ---- the portal ------------------------------------------------------------

/// The portal page's site: its own folder and server (another origin).
pub struct Portal {
    server: StaticServer,
    dir: PathBuf,
}

static PORTALS: AtomicUsize = AtomicUsize::new(0);

impl Portal {
    pub fn start() -> Result<Portal> {
        let n = PORTALS.fetch_add(1, Ordering::Relaxed);
        let dir =
            std::env::temp_dir().join(format!("tabuleiro-e2e-portal-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir)?;
        fs::write(dir.join("parent.html"), PARENT_HTML)?;
        fs::write(dir.join("parent.js"), PARENT_JS)?;
        fs::write(dir.join("parent.css"), PARENT_CSS)?;
        let server = StaticServer::start(&dir)?;
        Ok(Portal { server, dir })
    }

    /// `http://127.0.0.1:<its port>`
    pub fn origin(&self) -> String {
        self.server.origin()
    }
}

impl Drop for Portal {
    fn drop(&mut self) {
        self.server.stop();
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// What the portal opens.
struct Open<'a> {
    /// Query parameters of the game, after `embed=1&`; without `game=`, Achi.
    query: &'a str,
    /// The frame's `parentOrigin=`; `None`: the portal's own origin.
    parent_origin: Option<String>,
    size: (u32, u32),
    /// Commands the portal sends as soon as `ready` arrives.
    on_ready: Value,
}

impl<'a> Open<'a> {
    fn new(query: &'a str) -> Self {
        Open {
            query,
            parent_origin: None,
            size: (800, 450),
            on_ready: json!([]),
        }
    }
}

/// Percent-encodes everything but unreserved characters.
fn enc(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// A command with the schema's envelope.
fn command(body: Value) -> Value {
    let mut v = json!({ "target": "tabuleiro", "version": 1 });
    if let (Some(obj), Some(extra)) = (v.as_object_mut(), body.as_object()) {
        for (k, val) in extra {
            obj.insert(k.clone(), val.clone());
        }
    }
    v
}

/// Opens the portal page (top level) with the game in its frame.
async fn open(c: &Ctx<'_>, portal: &Portal, how: Open<'_>) -> Result<()> {
    let parent_origin = how.parent_origin.unwrap_or_else(|| portal.origin());
    let game = if how.query.contains("game=") {
        ""
    } else {
        "game=achi&"
    };
    let src = format!(
        "{}/?embed=1&{game}{}&parentOrigin={}",
        c.server.origin(),
        how.query,
        enc(&parent_origin)
    );
    let url = format!(
        "{}/parent.html?src={}&w={}&h={}&onready={}",
        portal.origin(),
        enc(&src),
        how.size.0,
        how.size.1,
        enc(&how.on_ready.to_string())
    );
    step(&format!("loading {url}"), Duration::from_secs(40), async {
        c.page.client.goto(&url).await.ctx(format!("loading {url}"))
    })
    .await
}

/// Switches WebDriver into the game's frame (from the top or the frame).
async fn to_frame(page: &Page) -> Result<()> {
    step("entering the game's frame", STEP, async {
        page.client.enter_parent_frame().await?;
        page.client.enter_frame(0).await.ctx("entering frame 0")
    })
    .await
}

/// Switches WebDriver back to the portal page.
async fn to_portal(page: &Page) -> Result<()> {
    step("leaving the frame", STEP, async {
        Ok(page.client.enter_parent_frame().await?)
    })
    .await
}

/// The events the portal received so far (call from the portal).
async fn events(page: &Page) -> Result<Vec<Value>> {
    let v = page
        .js(
            "return Array.isArray(window.__events) ? window.__events : null;",
            vec![],
        )
        .await?;
    v.as_array()
        .cloned()
        .ok_or_else(|| Error(format!("the portal has no window.__events: {v}")))
}

fn types(events: &[Value]) -> Vec<String> {
    events
        .iter()
        .map(|e| e["type"].as_str().unwrap_or("?").to_string())
        .collect()
}

/// Polls the portal's events until `ok` holds.
async fn wait_events(
    page: &Page,
    what: &str,
    limit: Duration,
    ok: impl Fn(&[Value]) -> bool,
) -> Result<Vec<Value>> {
    let deadline = Instant::now() + limit;
    loop {
        let evs = events(page).await?;
        if ok(&evs) {
            return Ok(evs);
        }
        if Instant::now() >= deadline {
            return Err(Error(format!(
                "waited {:.0} s for {what}; the portal received {:?}",
                limit.as_secs_f64(),
                types(&evs)
            )));
        }
        tokio::time::sleep(POLL).await;
    }
}

/// Sends a message from the portal to the frame.
async fn send(page: &Page, message: Value) -> Result<()> {
    page.js("window.__send(arguments[0]); return true;", vec![message])
        .await
        .map(|_| ())
}

/// Every event has the envelope and came from the site's origin, and the
/// portal recorded no error of its own (call from the portal).
async fn check_portal(page: &Page, site: &str) -> Result<()> {
    let evs = events(page).await?;
    for e in &evs {
        ensure(e["source"] == "tabuleiro" && e["version"] == 1, || {
            format!("an event without the envelope: {e}")
        })?;
    }
    let v = page
        .js("return [window.__origins, window.__parentErrors];", vec![])
        .await?;
    let origins: Vec<&str> = v[0]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    ensure(origins.iter().all(|o| *o == site), || {
        format!("events from origins other than {site}: {origins:?}")
    })?;
    ensure(v[1].as_array().is_some_and(Vec::is_empty), || {
        format!("the portal page recorded errors: {}", v[1])
    })
}

/// Makes the frame record its console warnings in `window.__warns`.
const RECORD_WARNINGS_JS: &str = r#"
if (!window.__warns) {
  window.__warns = [];
  const warn = console.warn.bind(console);
  console.warn = (...args) => { window.__warns.push(args.map(String).join(' ')); warn(...args); };
}
return true;
"#;

/// The frame's choices and flags, read from the DOM contract.
const OPTIONS_JS: &str = r#"
const value = (name) => { const el = document.querySelector('[data-option="' + name + '"]'); return el ? (el.type === 'checkbox' ? el.checked : el.value) : null; };
const root = document.querySelector('[data-game]');
return {
  mode: value('mode'), level: value('level'), side: value('side'), first: value('first'), coords: value('coords'),
  paused: root ? root.getAttribute('data-paused') : null,
  warns: window.__warns || [],
};
"#;

async fn frame_options(page: &Page) -> Result<Value> {
    page.js(OPTIONS_JS, vec![]).await
}

/// Waits (in the frame) for an Achi board with `plies` moves in the record.
async fn wait_frame(page: &Page, plies: usize) -> Result<PageState> {
    wait_game(page, "achi", plies).await
}

/// Waits (in the frame) for `game`'s board with `plies` moves in the record.
async fn wait_game(page: &Page, game: &str, plies: usize) -> Result<PageState> {
    page.wait_state(
        &format!("the embedded {game} board with {plies} plies"),
        LOAD,
        |s| s.game.as_deref() == Some(game) && s.board && s.plies() == plies && !s.thinking,
    )
    .await
}

/// The game a frame's query opens (Achi without `game=`) and the plies of its `moves=`.
fn game_and_plies(query: &str) -> (&str, usize) {
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|p| p.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
    };
    let plies = param("moves").map_or(0, |m| m.split(',').count());
    (param("game").unwrap_or("achi"), plies)
}

/// The kind of piece that moves at ply `i` (0-based) when Black is first.
fn mover(i: usize) -> &'static str {
    if i.is_multiple_of(2) {
        "black"
    } else {
        "white"
    }
}

// ---- scenarios ---------------------------------------------------------------

/// ready, gameStart, five moves by drag in the frame, gameEnd: all posted
/// to the portal, in order, with their fields.
pub async fn event_sequence(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let site = c.server.origin();
    open(c, &portal, Open::new("mode=local&first=black")).await?;
    let page = &c.page;
    wait_events(page, "ready, then gameStart", LOAD, |e| {
        types(e).starts_with(&["ready".into(), "gameStart".into()])
    })
    .await?;

    to_frame(page).await?;
    let s = wait_frame(page, 0).await?;
    ensure(s.hand("black") == 4 && s.hand("white") == 4, || {
        format!("not a new game in the frame: {}", s.summary())
    })?;
    // Black: a1 a2 a3 (a column, a mill); White: c1 c2.
    let line = ["a1", "c1", "a2", "c2", "a3"];
    for (i, mv) in line.iter().enumerate() {
        drag_move(page, mover(i), mv).await?;
        page.wait_state(&format!("scorepad row {} to read {mv}", i + 1), SHOW, |s| {
            s.plies() == i + 1 && s.move_at(i as u32 + 1).as_deref() == Some(*mv)
        })
        .await?;
    }
    page.wait_state("Black's win in the frame", SHOW, |s| {
        s.winner.as_deref() == Some("black")
    })
    .await?;

    to_portal(page).await?;
    wait_events(page, "gameEnd", SHOW, |e| {
        types(e).last().map(String::as_str) == Some("gameEnd")
    })
    .await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let evs = events(page).await?;
    let want = [
        "ready",
        "gameStart",
        "move",
        "move",
        "move",
        "move",
        "move",
        "gameEnd",
    ];
    ensure(types(&evs) == want, || {
        format!("events {:?}, expected {want:?}", types(&evs))
    })?;

    let ready = &evs[0];
    let achi = ready["games"]
        .as_array()
        .and_then(|g| g.iter().find(|g| g["id"] == "achi"))
        .cloned()
        .unwrap_or(Value::Null);
    ensure(
        achi["available"] == true
            && achi["levels"].as_array().map(Vec::len) == Some(4)
            && achi["name"].is_string(),
        || format!("ready does not list Achi with its 4 levels: {ready}"),
    )?;
    ensure(
        ready["game"] == "achi"
            && ready["lang"] == "en"
            && ready["muted"] == false
            && ready["paused"] == false,
        || format!("ready: {ready}"),
    )?;

    let start = &evs[1];
    let opts = &start["options"];
    ensure(
        start["game"] == "achi"
            && opts["mode"] == "local"
            && opts["first"] == "black"
            && opts["level"].is_u64()
            && opts["levelName"].is_string()
            && opts["lang"] == "en"
            && start["moves"] == json!([]),
        || format!("gameStart: {start}"),
    )?;

    for (i, mv) in line.iter().enumerate() {
        let e = &evs[2 + i];
        ensure(
            e["game"] == "achi" && e["ply"] == i + 1 && e["notation"] == *mv && e["by"] == mover(i),
            || format!("move {} should be {mv} by {}: {e}", i + 1, mover(i)),
        )?;
    }
    let end = &evs[7];
    ensure(
        end["game"] == "achi"
            && end["winner"] == "black"
            && end["reason"] == "mill"
            && end["plies"] == 5,
        || format!("gameEnd: {end}"),
    )?;
    check_portal(page, &site).await?;
    to_frame(page).await
}

/// `newGame` from the portal: a gameStart event and an empty scorepad; with
/// options, the new game has them.
pub async fn new_game_command(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let site = c.server.origin();
    open(c, &portal, Open::new("mode=local&first=black&moves=a1,c1")).await?;
    let page = &c.page;
    let evs = wait_events(page, "ready, then gameStart", LOAD, |e| types(e).len() >= 2).await?;
    ensure(
        types(&evs) == ["ready", "gameStart"] && evs[1]["moves"] == json!(["a1", "c1"]),
        || format!("a shared record should open as gameStart with its moves: {evs:?}"),
    )?;
    to_frame(page).await?;
    wait_frame(page, 2).await?;

    to_portal(page).await?;
    send(page, command(json!({ "type": "newGame" }))).await?;
    let evs = wait_events(page, "a second gameStart", SHOW, |e| types(e).len() >= 3).await?;
    let start = &evs[2];
    ensure(
        start["type"] == "gameStart"
            && start["moves"] == json!([])
            && start["options"]["first"] == "black"
            && start["options"]["mode"] == "local",
        || format!("after newGame: {start}"),
    )?;
    to_frame(page).await?;
    let s = wait_frame(page, 0).await?;
    ensure(
        s.hand("black") == 4
            && s.hand("white") == 4
            && s.on_board("black").is_empty()
            && s.on_board("white").is_empty()
            && s.winner.is_none(),
        || format!("not a new game after newGame: {}", s.summary()),
    )?;

    to_portal(page).await?;
    let options = json!({ "mode": "local", "first": "white", "level": 3, "coords": false });
    send(
        page,
        command(json!({ "type": "newGame", "options": options })),
    )
    .await?;
    let evs = wait_events(page, "a third gameStart", SHOW, |e| types(e).len() >= 4).await?;
    let start = &evs[3];
    let o = &start["options"];
    ensure(
        start["type"] == "gameStart"
            && o["first"] == "white"
            && o["level"] == 3
            && o["coords"] == false
            && start["moves"] == json!([]),
        || format!("newGame with options: {start}"),
    )?;
    to_frame(page).await?;
    wait_frame(page, 0).await?;
    let o = frame_options(page).await?;
    ensure(
        o["first"] == "white" && o["level"] == "3" && o["coords"] == false,
        || format!("the page's choices after newGame with options: {o}"),
    )?;
    // White moves first now, and the portal hears of it.
    drag_move(page, "white", "b2").await?;
    to_portal(page).await?;
    let evs = wait_events(page, "the move event", SHOW, |e| types(e).len() >= 5).await?;
    let mv = &evs[4];
    ensure(
        mv["type"] == "move" && mv["ply"] == 1 && mv["notation"] == "b2" && mv["by"] == "white",
        || format!("after White's b2: {mv}"),
    )?;
    check_portal(page, &site).await?;
    to_frame(page).await
}

/// Malformed or unknown commands, and well-formed ones that do not fit the
/// game, are ignored and warned about; nothing changes, nothing throws.
pub async fn malformed_commands_change_nothing(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let site = c.server.origin();
    open(
        c,
        &portal,
        Open::new("mode=local&first=black&level=2&moves=a1,c1"),
    )
    .await?;
    let page = &c.page;
    wait_events(page, "ready, then gameStart", LOAD, |e| types(e).len() >= 2).await?;
    to_frame(page).await?;
    let before = wait_frame(page, 2).await?;
    page.js(RECORD_WARNINGS_JS, vec![]).await?;
    let options_before = frame_options(page).await?;

    to_portal(page).await?;
    let seen = events(page).await?.len();
    let bad = [
        command(json!({ "type": "setOptions", "level": "banana" })),
        json!("newGame"),
        json!(["newGame"]),
        Value::Null,
        json!({ "type": "newGame" }),
        json!({ "target": "tabuleiro", "type": "newGame" }),
        command(json!({ "type": "newGame", "version": 2 })),
        command(json!({ "type": "selfDestruct" })),
        command(json!({ "type": "newGame", "options": "now" })),
        command(json!({ "type": "newGame", "options": { "colour": "red" } })),
        command(json!({ "type": "setOptions" })),
        command(json!({ "type": "setOptions", "mode": "online" })),
        command(json!({ "type": "setOptions", "level": 99 })),
        command(json!({ "type": "setOptions", "level": 1, "first": "p1" })),
        command(json!({ "type": "setOptions", "lang": "xx" })),
        command(json!({ "type": "newGame", "options": { "game": "chess" } })),
        command(json!({ "type": "mute", "muted": "yes" })),
        command(json!({ "type": "pause", "paused": true, "extra": 1 })),
        command(json!({ "type": "pause" })),
    ];
    for message in &bad {
        send(page, message.clone()).await?;
    }
    // A good command last: once its answer is in, every message before it
    // has been handled (messages from one window arrive in order).
    send(page, command(json!({ "type": "mute", "muted": true }))).await?;
    let evs = wait_events(
        page,
        "the options event of the last (good) command",
        SHOW,
        |e| e.len() > seen,
    )
    .await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let evs_now = events(page).await?;
    ensure(evs_now.len() == seen + 1, || {
        format!(
            "expected one event after the commands, got {:?}",
            types(&evs_now[seen..])
        )
    })?;
    let answer = &evs[seen];
    ensure(
        answer["type"] == "options" && answer["muted"] == true && answer["paused"] == false,
        || format!("the answer to mute: {answer}"),
    )?;
    ensure(
        answer["options"]["level"] == 2 && answer["options"]["mode"] == "local",
        || format!("the options changed: {answer}"),
    )?;
    check_portal(page, &site).await?;

    to_frame(page).await?;
    let after = page.state().await?;
    ensure(
        after.rows == before.rows && after.pieces == before.pieces && after.winner.is_none(),
        || {
            format!(
                "the game changed: before {}, after {}",
                before.summary(),
                after.summary()
            )
        },
    )?;
    let mut options_after = frame_options(page).await?;
    let warns = options_after["warns"].take();
    let mut options_before = options_before;
    options_before["warns"].take();
    ensure(options_after == options_before, || {
        format!("the page's choices changed: before {options_before}, after {options_after}")
    })?;
    let warns: Vec<&str> = warns
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    ensure(warns.len() >= bad.len(), || {
        format!(
            "{} bad messages but {} console warnings: {warns:?}",
            bad.len(),
            warns.len()
        )
    })?;
    Ok(())
}

/// With `parentOrigin` naming another origin than the portal's, the portal
/// hears nothing and its commands are ignored.
pub async fn other_origin_ignored(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let mut how = Open::new("mode=local&first=black&level=2&moves=a1,c1");
    // The site's own origin: a real origin, but not the portal's.
    how.parent_origin = Some(c.server.origin());
    open(c, &portal, how).await?;
    let page = &c.page;
    to_frame(page).await?;
    let before = wait_frame(page, 2).await?;
    page.js(RECORD_WARNINGS_JS, vec![]).await?;
    to_portal(page).await?;
    tokio::time::sleep(QUIET).await;
    let evs = events(page).await?;
    ensure(evs.is_empty(), || {
        format!(
            "the portal is not the parentOrigin but heard {:?}",
            types(&evs)
        )
    })?;
    send(page, command(json!({ "type": "newGame" }))).await?;
    send(page, command(json!({ "type": "setOptions", "level": 4 }))).await?;
    send(page, command(json!({ "type": "pause", "paused": true }))).await?;
    tokio::time::sleep(QUIET).await;
    to_frame(page).await?;
    let after = page.state().await?;
    ensure(
        after.rows == before.rows && after.pieces == before.pieces,
        || {
            format!(
                "a command from another origin changed the game: {}",
                after.summary()
            )
        },
    )?;
    let o = frame_options(page).await?;
    ensure(o["level"] == "2" && o["paused"] == "false", || {
        format!("a command from another origin changed the options: {o}")
    })?;
    let warned = o["warns"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter(|w| w.as_str().is_some_and(|w| w.contains("accepted only from")))
                .count()
        })
        .unwrap_or(0);
    ensure(warned == 3, || {
        format!("expected 3 warnings about the origin: {}", o["warns"])
    })?;
    Ok(())
}

/// `pause`: the computer does not move while paused, the board takes no
/// input under a visible overlay; after `pause: false` play goes on.
pub async fn pause_stops_the_computer(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let site = c.server.origin();
    let mut how = Open::new("mode=ai&side=white&first=black&level=1");
    // The computer (Black) starts at once; the pause goes out the moment
    // `ready` arrives, well within the computer's minimum reply time.
    how.on_ready = json!([command(json!({ "type": "pause", "paused": true }))]);
    open(c, &portal, how).await?;
    let page = &c.page;
    let evs = wait_events(page, "ready, gameStart and the paused options", LOAD, |e| {
        types(e).len() >= 3
    })
    .await?;
    ensure(
        types(&evs) == ["ready", "gameStart", "options"] && evs[2]["paused"] == true,
        || format!("events: {evs:?}"),
    )?;

    to_frame(page).await?;
    wait_frame(page, 0).await?;
    let shown = page
        .js(
            "const o = document.querySelector('[data-paused-overlay]'); \
             if (!o || o.hidden) return false; const r = o.getBoundingClientRect(); \
             return r.width > 100 && r.height > 100 && document.querySelector('[data-game]').getAttribute('data-paused') === 'true';",
            vec![],
        )
        .await?;
    ensure(shown == true, || "no paused overlay over the game".into())?;
    tokio::time::sleep(QUIET).await;
    let s = page.state().await?;
    ensure(s.plies() == 0 && !s.thinking, || {
        format!(
            "the computer played or thinks while paused: {}",
            s.summary()
        )
    })?;

    to_portal(page).await?;
    send(page, command(json!({ "type": "pause", "paused": false }))).await?;
    let evs = wait_events(
        page,
        "the computer's first move after the pause",
        REPLY,
        |e| types(e).iter().any(|t| t == "move"),
    )
    .await?;
    let first = evs
        .iter()
        .find(|e| e["type"] == "move")
        .cloned()
        .unwrap_or_default();
    ensure(first["ply"] == 1 && first["by"] == "black", || {
        format!("the first move: {first}")
    })?;

    // Now the human (White) is to move: paused, a drag does nothing.
    send(page, command(json!({ "type": "pause", "paused": true }))).await?;
    wait_events(page, "the paused options", SHOW, |e| {
        e.last()
            .is_some_and(|l| l["type"] == "options" && l["paused"] == true)
    })
    .await?;
    to_frame(page).await?;
    let s = wait_frame(page, 1).await?;
    let taken = s.on_board("black");
    let free = POINTS
        .iter()
        .find(|p| !taken.iter().any(|t| t == *p))
        .copied()
        .ok_or_else(|| Error::new("no free point"))?;
    drag_move(page, "white", free).await?;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let s = page.state().await?;
    ensure(s.plies() == 1, || {
        format!("a drag was taken while paused: {}", s.summary())
    })?;

    to_portal(page).await?;
    send(page, command(json!({ "type": "pause", "paused": false }))).await?;
    wait_events(page, "the options after resuming", SHOW, |e| {
        e.last()
            .is_some_and(|l| l["type"] == "options" && l["paused"] == false)
    })
    .await?;
    to_frame(page).await?;
    drag_move(page, "white", free).await?;
    page.wait_state(&format!("White's {free} and the reply"), REPLY, |s| {
        s.plies() >= 3 && !s.thinking
    })
    .await?;
    to_portal(page).await?;
    let evs = wait_events(page, "move events for plies 2 and 3", SHOW, |e| {
        e.iter().filter(|e| e["type"] == "move").count() >= 3
    })
    .await?;
    let moves: Vec<&Value> = evs.iter().filter(|e| e["type"] == "move").collect();
    ensure(
        moves[1]["ply"] == 2
            && moves[1]["notation"] == free
            && moves[1]["by"] == "white"
            && moves[2]["ply"] == 3
            && moves[2]["by"] == "black",
        || format!("moves after resuming: {moves:?}"),
    )?;
    check_portal(page, &site).await?;
    to_frame(page).await
}

/// In the frame: no page scrolling, no element cut off or scrolling, and
/// the board, the status and the controls inside the viewport and legible.
const FIT_JS: &str = r#"
const [W, H] = [arguments[0], arguments[1]];
const problems = [];
const w = window.innerWidth, h = window.innerHeight;
if (w !== W || h !== H) return { waiting: `viewport ${w}x${h}` };
const de = document.documentElement;
if (de.scrollWidth > de.clientWidth || de.scrollHeight > de.clientHeight)
  problems.push(`the page scrolls: ${de.scrollWidth}x${de.scrollHeight} in ${de.clientWidth}x${de.clientHeight}`);
for (const el of document.body.querySelectorAll('*')) {
  const cs = getComputedStyle(el);
  if (cs.display === 'none' || el.clientWidth <= 2 || el.clientHeight <= 2) continue;
  if ((cs.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) || (cs.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1))
    problems.push(`<${el.tagName.toLowerCase()} ${Array.from(el.attributes).map(a => a.name).join(' ')}> overflows: ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
}
const inside = (r) => r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= w + 0.5 && r.bottom <= h + 0.5;
const board = document.querySelector('svg[data-board]');
const br = board ? board.getBoundingClientRect() : null;
if (!br || !inside(br)) problems.push(`the board is not inside the frame: ${br && JSON.stringify(br)}`);
else if (Math.min(br.width, br.height) < 150) problems.push(`the board is small: ${br.width}x${br.height}`);
const game = document.querySelector('[data-game]')?.getAttribute('data-game') ?? '';
// Each game's own choices: who moves first where the rules leave it open.
const own = { achi: ['first'], morris: ['first'], sixstones: ['hints'], rastros: ['size', 'start'] }[game] ?? ['first'];
const must = ['[data-status]', '[data-action="new-game"]', '[data-action="undo"]', '[data-action="redo"]',
  '[data-action="ai-move"]', '[data-option="mode"]', '[data-option="level"]', '[data-option="side"]',
  ...own.map((o) => `[data-option="${o}"]`)];
for (const css of must) {
  const el = document.querySelector(css);
  if (!el) { problems.push(`no ${css}`); continue; }
  if (!inside(el.getBoundingClientRect())) problems.push(`${css} is not inside the frame`);
  const px = parseFloat(getComputedStyle(el).fontSize);
  if (px < 12) problems.push(`${css} is in ${px}px type`);
}
return { problems };
"#;

/// The layout at each portal size, at the start and at the end of a game.
pub async fn layout_fits(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let site = c.server.origin();
    let mut problems = Vec::new();
    for query in [
        "mode=ai&side=black",
        "mode=local&first=black&moves=a1,c1,a2,c2,a3",
        // Longer words than English.
        "mode=ai&side=black&lang=pt",
        // The other games, with their lines of facts under the board.
        "game=morris&mode=local&moves=a1,b2,d1,b4",
        "game=sixstones&mode=local&lang=pt",
        "game=rastros&mode=local&size=9&moves=e5",
    ] {
        let (game, plies) = game_and_plies(query);
        let mut how = Open::new(query);
        how.size = SIZES[0];
        open(c, &portal, how).await?;
        let page = &c.page;
        wait_events(page, "ready", LOAD, |e| !e.is_empty()).await?;
        for (w, h) in SIZES {
            to_portal(page).await?;
            page.js(
                "window.__resize(arguments[0], arguments[1]); return true;",
                vec![json!(w), json!(h)],
            )
            .await?;
            to_frame(page).await?;
            wait_game(page, game, plies).await?;
            let found = page
                .wait_js(
                    &format!("the frame at {w}x{h}"),
                    SHOW,
                    &format!(
                        "const r = (function () {{ {FIT_JS} }}).apply(null, [{w}, {h}]); return r.waiting ? null : r;"
                    ),
                )
                .await?;
            let _ = page.frames().await;
            let v = page
                .js(
                    &format!("return (function () {{ {FIT_JS} }}).apply(null, [{w}, {h}]);"),
                    vec![],
                )
                .await
                .unwrap_or(found);
            for p in v["problems"].as_array().into_iter().flatten() {
                problems.push(format!("{query} at {w}x{h}: {}", p.as_str().unwrap_or("?")));
            }
        }
        to_portal(page).await?;
        check_portal(page, &site).await?;
    }
    to_frame(&c.page).await?;
    ensure(problems.is_empty(), || problems.join("\n"))
}

/// A Morris move with its removal, made in the frame by a click on the
/// point and a click on the piece to take, reaches the portal as one `move`
/// event written the engine's way.
pub async fn morris_removal_event(c: &mut Ctx<'_>) -> Result<()> {
    let portal = Portal::start()?;
    let site = c.server.origin();
    // White has a1 and d1: g1 closes the bottom row's mill.
    open(
        c,
        &portal,
        Open::new("game=morris&mode=local&moves=a1,b2,d1,b4"),
    )
    .await?;
    let page = &c.page;
    wait_events(page, "ready, then gameStart", LOAD, |e| {
        types(e).starts_with(&["ready".into(), "gameStart".into()])
    })
    .await?;
    to_frame(page).await?;
    wait_game(page, "morris", 4).await?;
    page.click("svg[data-board] [data-point=\"g1\"]").await?;
    page.wait_for("svg[data-board][data-removing=\"true\"] [data-piece=\"black\"][data-at=\"b2\"][data-removable]", SHOW)
        .await
        .ctx("the removal step after g1")?;
    page.click("svg[data-board] [data-piece=\"black\"][data-at=\"b2\"]")
        .await?;
    page.wait_state("g1xb2 in the scorepad", SHOW, |s| {
        s.plies() == 5 && s.move_at(5).as_deref() == Some("g1xb2")
    })
    .await?;
    to_portal(page).await?;
    let evs = wait_events(page, "the move event", SHOW, |e| {
        types(e).iter().any(|t| t == "move")
    })
    .await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let evs = if evs.len() > 2 {
        events(page).await?
    } else {
        evs
    };
    let want = ["ready", "gameStart", "move"];
    ensure(types(&evs) == want, || {
        format!("events {:?}, expected {want:?}", types(&evs))
    })?;
    let start = &evs[1];
    ensure(
        start["game"] == "morris" && start["moves"] == json!(["a1", "b2", "d1", "b4"]),
        || format!("gameStart: {start}"),
    )?;
    let mv = &evs[2];
    ensure(
        mv["game"] == "morris"
            && mv["ply"] == 5
            && mv["notation"] == "g1xb2"
            && mv["by"] == "white",
        || format!("the move should be g1xb2 by White at ply 5: {mv}"),
    )?;
    check_portal(page, &site).await?;
    to_frame(page).await
}

/// The page's Content-Security-Policy is in force (an inline script, an
/// inline event handler and a style attribute are refused, and the refusals
/// are recorded as page errors; eval cannot be probed this way, as the
/// drivers' own scripts are exempt from the page's policy),
/// while the page itself — its boot script, modules, wasm, worker and
/// service worker — runs without a single violation.
const CSP_PROBE_JS: &str = r#"
const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
const first = document.head.firstElementChild === meta;
const before = window.__tabuleiroErrors.slice();
const script = document.createElement('script');
script.textContent = 'window.__inlineRan = true;';
document.body.append(script);
const probe = document.createElement('div');
probe.setAttribute('style', 'width: 123px');
probe.setAttribute('onclick', 'window.__handlerRan = true;');
document.body.append(probe);
probe.click();
const styled = probe.getBoundingClientRect().width === 123;
probe.remove();
script.remove();
return { policy: meta ? meta.getAttribute('content') : null, first, before, styled,
  inlineRan: !!window.__inlineRan, handlerRan: !!window.__handlerRan };
"#;

pub async fn csp_in_force(c: &mut Ctx<'_>) -> Result<()> {
    let page = &c.page;
    page.goto("/?game=achi&mode=ai&side=black").await?;
    wait_frame(page, 0).await?;
    // Let the worker and the service worker start too.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let v = page.js(CSP_PROBE_JS, vec![]).await?;
    let policy = v["policy"].as_str().unwrap_or("");
    for part in [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-",
        "style-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
    ] {
        ensure(policy.contains(part), || {
            format!("the Content-Security-Policy lacks {part}: {policy:?}")
        })?;
    }
    ensure(v["first"] == true, || {
        "the Content-Security-Policy meta is not the first child of <head>".into()
    })?;
    ensure(v["before"] == json!([]), || {
        format!("the page ran into its own policy: {}", v["before"])
    })?;
    ensure(v["inlineRan"] == false, || {
        "an inline script ran despite the policy".into()
    })?;
    ensure(v["handlerRan"] == false, || {
        "an inline event handler ran despite the policy".into()
    })?;
    ensure(v["styled"] == false, || {
        "a style attribute applied despite style-src 'self'".into()
    })?;
    // The refusals arrive as securitypolicyviolation events, a task later.
    let recorded = page
        .wait_js(
            "the refusals in window.__tabuleiroErrors",
            SHOW,
            "const e = window.__tabuleiroErrors; return e.filter(x => x.startsWith('CSP violation')).length >= 3 ? e : null;",
        )
        .await?;
    ensure(
        recorded.as_array().is_some_and(|a| {
            a.iter()
                .all(|e| e.as_str().is_some_and(|e| e.starts_with("CSP violation")))
        }),
        || format!("other errors besides the probes' violations: {recorded}"),
    )?;
    // Only the probes' violations: clear them for the after-checks.
    page.js("window.__tabuleiroErrors.length = 0; return true;", vec![])
        .await
        .map(|_| ())
}

/// The portal's `mute` is the page's sound switch: reported in `options`,
/// a move in the frame is then silent, and `mute: false` brings the sound
/// back (src/extras.rs reads the frame's sound probe).
pub async fn mute_silences_the_sound(c: &mut Ctx<'_>) -> Result<()> {
    use crate::extras::{cue_count, wait_cues};
    let portal = Portal::start()?;
    open(c, &portal, Open::new("mode=local&first=black")).await?;
    let page = &c.page;
    let evs = wait_events(page, "ready, then gameStart", LOAD, |e| {
        types(e).starts_with(&["ready".into(), "gameStart".into()])
    })
    .await?;
    ensure(evs[0]["muted"] == false, || {
        format!("ready should say the sound is on: {}", evs[0])
    })?;
    for (muted, mv, kind, want) in [
        (true, "a1", "black", "place (silent: muted)"),
        (false, "c1", "white", "place"),
    ] {
        to_portal(page).await?;
        send(page, command(json!({ "type": "mute", "muted": muted }))).await?;
        wait_events(page, &format!("options with muted: {muted}"), SHOW, |e| {
            e.last()
                .is_some_and(|l| l["type"] == "options" && l["muted"] == muted)
        })
        .await?;
        to_frame(page).await?;
        let plies = if muted { 0 } else { 1 };
        wait_frame(page, plies).await?;
        let from = cue_count(page).await?;
        drag_move(page, kind, mv).await?;
        wait_cues(page, from, &[want]).await?;
    }
    to_portal(page).await?;
    check_portal(page, &c.server.origin()).await?;
    to_frame(page).await
}
