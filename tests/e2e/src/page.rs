//! Driving one page in one browser session: navigation, scripts, waiting
//! for a condition, pointer drags and clicks through the W3C Actions API,
//! screenshots, and the after-scenario checks (no page error, no request
//! outside 127.0.0.1). Every step has a time limit, so nothing hangs.

use std::future::Future;
use std::path::Path;
use std::time::{Duration, Instant};

use fantoccini::actions::{
    Actions, InputSource, KeyAction, KeyActions, MouseActions, PointerAction, MOUSE_BUTTON_LEFT,
};
use fantoccini::Client;
use serde_json::{json, Value};

use crate::drivers::Browser;
use crate::error::Context;
use crate::state::{PageState, READ_STATE_JS};
use crate::{Error, Result};

/// The time limit of one WebDriver command.
pub const STEP: Duration = Duration::from_secs(20);
/// How often `wait_*` polls the page.
const POLL: Duration = Duration::from_millis(100);

/// Runs `fut` with a time limit, naming the step when it runs out.
pub async fn step<T, F>(what: &str, limit: Duration, fut: F) -> Result<T>
where
    F: Future<Output = Result<T>>,
{
    match tokio::time::timeout(limit, fut).await {
        Ok(r) => r,
        Err(_) => Err(Error(format!(
            "{what}: no answer within {:.1} s",
            limit.as_secs_f64()
        ))),
    }
}

/// Reads some state of the page with `read` until `ok` holds; the error
/// says `what` was awaited and what the page showed last (`describe`).
pub async fn poll<T, Fut>(
    what: &str,
    limit: Duration,
    read: impl Fn() -> Fut,
    ok: impl Fn(&T) -> bool,
    describe: impl Fn(&T) -> String,
) -> Result<T>
where
    Fut: Future<Output = Result<T>>,
{
    let deadline = Instant::now() + limit;
    let mut last: Option<T> = None;
    let mut last_error: Option<Error> = None;
    loop {
        match read().await {
            Ok(s) if ok(&s) => return Ok(s),
            Ok(s) => last = Some(s),
            Err(e) => last_error = Some(e),
        }
        if Instant::now() >= deadline {
            let shown = match (last, last_error) {
                (Some(s), _) => describe(&s),
                (None, Some(e)) => format!("no state could be read: {e}"),
                (None, None) => "nothing".into(),
            };
            return Err(Error(format!(
                "waited {:.0} s for {what}; the page shows: {shown}",
                limit.as_secs_f64()
            )));
        }
        tokio::time::sleep(POLL).await;
    }
}

/// Where a drag ends.
#[derive(Clone, Debug)]
pub enum DropAt {
    /// The centre of the first element matching a CSS selector.
    Element(String),
    /// A point in the viewport (CSS pixels).
    Viewport(f64, f64),
    /// A corner of the viewport that is outside `svg[data-board]`.
    OffBoard,
}

pub struct Page {
    pub client: Client,
    pub browser: Browser,
    /// `http://127.0.0.1:<port>` of the site under test.
    pub origin: String,
}

impl Page {
    pub fn new(client: Client, browser: Browser, origin: String) -> Page {
        Page {
            client,
            browser,
            origin,
        }
    }

    /// Opens `path_and_query` on the site (waits for the load event).
    pub async fn goto(&self, path_and_query: &str) -> Result<()> {
        let url = format!("{}{}", self.origin, path_and_query);
        step(&format!("loading {url}"), Duration::from_secs(40), async {
            self.client.goto(&url).await.ctx(format!("loading {url}"))
        })
        .await
    }

    /// Runs a script (a function body; `arguments[i]` are `args`).
    pub async fn js(&self, script: &str, args: Vec<Value>) -> Result<Value> {
        step("running a script", STEP, async {
            Ok(self.client.execute(script, args).await?)
        })
        .await
    }

    /// Runs an async script: the last argument is the callback to call.
    pub async fn js_async(&self, script: &str, args: Vec<Value>) -> Result<Value> {
        step("running an async script", STEP, async {
            Ok(self.client.execute_async(script, args).await?)
        })
        .await
    }

    /// The game page's state through the DOM contract.
    pub async fn state(&self) -> Result<PageState> {
        PageState::from_json(&self.js(READ_STATE_JS, vec![]).await?)
    }

    /// Polls the page state until `ok` holds; the error says `what` was
    /// awaited and what the page showed last.
    pub async fn wait_state(
        &self,
        what: &str,
        limit: Duration,
        ok: impl Fn(&PageState) -> bool,
    ) -> Result<PageState> {
        poll(what, limit, || self.state(), ok, PageState::summary).await
    }

    /// Polls a script (a function body) until it returns something truthy,
    /// and returns that.
    pub async fn wait_js(&self, what: &str, limit: Duration, script: &str) -> Result<Value> {
        let deadline = Instant::now() + limit;
        loop {
            let last = match self.js(script, vec![]).await {
                Ok(v) if truthy(&v) => return Ok(v),
                Ok(v) => v,
                Err(e) => Value::String(e.to_string()),
            };
            if Instant::now() >= deadline {
                return Err(Error(format!(
                    "waited {:.0} s for {what}; last answer: {last}",
                    limit.as_secs_f64()
                )));
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// Waits until an element matches `css`.
    pub async fn wait_for(&self, css: &str, limit: Duration) -> Result<()> {
        let script = format!(
            "return !!document.querySelector({});",
            serde_json::to_string(css)?
        );
        self.wait_js(&format!("an element {css}"), limit, &script)
            .await
            .map(|_| ())
    }

    pub async fn count(&self, css: &str) -> Result<usize> {
        let v = self
            .js(
                "return document.querySelectorAll(arguments[0]).length;",
                vec![json!(css)],
            )
            .await?;
        Ok(v.as_u64().unwrap_or(0) as usize)
    }

    /// The viewport centre of the first element matching `css`, scrolled
    /// into view if it is not; the error says what covers it otherwise.
    pub async fn center(&self, css: &str) -> Result<(f64, f64)> {
        let v = self.js(CENTER_JS, vec![json!(css)]).await?;
        if let Some(err) = v["error"].as_str() {
            return Err(Error(err.to_string()));
        }
        match (v["x"].as_f64(), v["y"].as_f64()) {
            (Some(x), Some(y)) => Ok((x, y)),
            _ => Err(Error(format!("no centre for {css}: {v}"))),
        }
    }

    async fn off_board_point(&self) -> Result<(f64, f64)> {
        let v = self.js(OFF_BOARD_JS, vec![]).await?;
        match (v["x"].as_f64(), v["y"].as_f64()) {
            (Some(x), Some(y)) => Ok((x, y)),
            _ => Err(Error(format!(
                "no point of the viewport lies outside the board: {v}"
            ))),
        }
    }

    async fn perform(&self, what: &str, actions: impl Into<Actions>) -> Result<()> {
        step(what, STEP, async {
            self.client.perform_actions(actions).await.ctx(what)?;
            Ok(())
        })
        .await?;
        // Release state so the next action sequence starts clean; some
        // drivers do not implement it, which is harmless.
        let _ = step("releasing actions", STEP, async {
            Ok(self.client.release_actions().await?)
        })
        .await;
        Ok(())
    }

    /// Drags with a mouse pointer from the centre of `from_css` to `to`:
    /// move there, press, move in steps of at least 10 px, move over the
    /// target, release.
    pub async fn drag(&self, from_css: &str, to: DropAt) -> Result<()> {
        let _ = self.center(from_css).await?;
        let end = match &to {
            DropAt::Element(css) => self.center(css).await?,
            DropAt::Viewport(x, y) => (*x, *y),
            DropAt::OffBoard => self.off_board_point().await?,
        };
        // Again: finding the target may have scrolled the page.
        let start = self.center(from_css).await?;
        let what = format!("dragging {from_css} to {to:?}");
        self.perform(&what, drag_actions(start, end)).await
    }

    /// Presses on the centre of `from_css` and moves over `to_css` without
    /// letting go, so the page shows what it shows mid-drag; `release_mouse`
    /// ends the drag there.
    pub async fn drag_hold(&self, from_css: &str, to_css: &str) -> Result<()> {
        let _ = self.center(from_css).await?;
        let b = self.center(to_css).await?;
        let a = self.center(from_css).await?;
        let mut mouse = MouseActions::new("mouse".into())
            .then(move_to(a.0, a.1, 0))
            .pause(Duration::from_millis(50))
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .pause(Duration::from_millis(50));
        for i in 1..=6 {
            let t = f64::from(i) / 6.0;
            mouse = mouse.then(move_to(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, 30));
        }
        let what = format!("holding {from_css} over {to_css}");
        step(&what, STEP, async {
            self.client.perform_actions(mouse).await.ctx(&what)?;
            Ok(())
        })
        .await
    }

    /// Lets go of the mouse button where the pointer is.
    pub async fn release_mouse(&self) -> Result<()> {
        let mouse = MouseActions::new("mouse".into()).then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
        self.perform("releasing the mouse", mouse).await
    }

    /// A click (press and release of the mouse) at the centre of `css`.
    pub async fn click(&self, css: &str) -> Result<()> {
        let (x, y) = self.center(css).await?;
        let mouse = MouseActions::new("mouse".into())
            .then(move_to(x, y, 0))
            .pause(Duration::from_millis(30))
            .then(PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            })
            .pause(Duration::from_millis(30))
            .then(PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            });
        self.perform(&format!("clicking {css}"), mouse).await
    }

    /// Gives the keyboard focus to the first element matching `css` (it
    /// must be focusable); fails when it does not take it.
    pub async fn focus(&self, css: &str) -> Result<()> {
        let v = self
            .js(
                "const el = document.querySelector(arguments[0]);\
                 if (!el) return 'no element matches ' + arguments[0];\
                 el.focus();\
                 return document.activeElement === el ? '' : arguments[0] + ' did not take the focus';",
                vec![json!(css)],
            )
            .await?;
        match v.as_str() {
            Some("") => Ok(()),
            Some(why) => Err(Error(why.to_string())),
            None => Err(Error(format!("focusing {css}: {v}"))),
        }
    }

    /// Presses and releases one key (a character, or a WebDriver special
    /// key such as `fantoccini::key::Key::Escape.into()`) on the element
    /// that has the focus.
    pub async fn press_key(&self, key: char) -> Result<()> {
        let keys = KeyActions::new("keyboard".into())
            .then(KeyAction::Down { value: key })
            .then(KeyAction::Up { value: key });
        self.perform(&format!("pressing the key {key:?}"), keys)
            .await
    }

    /// Waits until two animation frames have been painted.
    pub async fn frames(&self) -> Result<()> {
        self.js_async(
            "const done = arguments[arguments.length - 1];\
             requestAnimationFrame(() => requestAnimationFrame(() => done(true)));",
            vec![],
        )
        .await
        .map(|_| ())
    }

    /// Saves a PNG of the viewport (after two frames: WebKit needs them).
    pub async fn screenshot(&self, path: &Path) -> Result<()> {
        let _ = self.frames().await;
        let png = step("taking a screenshot", STEP, async {
            Ok(self.client.screenshot().await?)
        })
        .await?;
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, png)?;
        Ok(())
    }

    /// `window.__tabuleiroErrors`, or `None` when the page has none.
    pub async fn page_errors(&self) -> Result<Option<Vec<String>>> {
        let v = self
            .js(
                "return Array.isArray(window.__tabuleiroErrors) ? window.__tabuleiroErrors.map(String) : null;",
                vec![],
            )
            .await?;
        Ok(v.as_array().map(|a| {
            a.iter()
                .map(|e| e.as_str().unwrap_or("?").to_string())
                .collect()
        }))
    }

    /// Fails when the page recorded an uncaught error or unhandled
    /// rejection, or has no `window.__tabuleiroErrors` at all.
    pub async fn check_no_page_errors(&self) -> Result<()> {
        match self.page_errors().await? {
            None => Err(Error::new(
                "the page has no window.__tabuleiroErrors array (the app must record uncaught errors there)",
            )),
            Some(e) if e.is_empty() => Ok(()),
            Some(e) => Err(Error(format!("the page recorded errors: {e:?}"))),
        }
    }

    /// Every URL the page loaded (navigation and resource timing entries).
    pub async fn loaded_urls(&self) -> Result<Vec<String>> {
        let v = self
            .js(
                "return performance.getEntriesByType('navigation')\
                   .concat(performance.getEntriesByType('resource'))\
                   .map(e => e.name);",
                vec![],
            )
            .await?;
        Ok(v.as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|e| e.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default())
    }

    /// Fails when the page loaded anything from outside its own origin on
    /// 127.0.0.1 (`data:` and `blob:` URLs make no request and pass).
    pub async fn check_only_local_requests(&self) -> Result<()> {
        let urls = self.loaded_urls().await?;
        let prefix = format!("{}/", self.origin);
        let outside: Vec<&String> = urls
            .iter()
            .filter(|u| {
                !(u.starts_with(&prefix)
                    || **u == self.origin
                    || u.starts_with("data:")
                    || u.starts_with("blob:"))
            })
            .collect();
        if outside.is_empty() {
            Ok(())
        } else {
            Err(Error(format!("requests left {}: {outside:?}", self.origin)))
        }
    }
}

fn truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => !s.is_empty(),
        _ => true,
    }
}

/// A pointer move to a viewport point. Coordinates are whole pixels: some
/// drivers refuse fractions.
fn move_to(x: f64, y: f64, ms: u64) -> PointerAction {
    PointerAction::MoveTo {
        duration: Some(Duration::from_millis(ms)),
        x: x.round(),
        y: y.round(),
    }
}

/// The actions of a drag from `a` to `b` in viewport pixels.
pub fn drag_actions(a: (f64, f64), b: (f64, f64)) -> MouseActions {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let dist = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / dist, dy / dist);
    let mut mouse = MouseActions::new("mouse".into())
        .then(move_to(a.0, a.1, 0))
        .pause(Duration::from_millis(50))
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .pause(Duration::from_millis(50));
    // First a few short steps of 12 px each: past any drag threshold.
    let first = 3.0_f64.min((dist / 12.0).floor());
    for i in 1..=(first as i32) {
        let t = 12.0 * f64::from(i);
        mouse = mouse.then(move_to(a.0 + ux * t, a.1 + uy * t, 20));
    }
    // Then on to the target in a few more steps, and a rest over it.
    let steps = 5;
    for i in 1..=steps {
        let t = f64::from(i) / f64::from(steps);
        let done = 12.0 * first;
        let along = done + (dist - done) * t;
        mouse = mouse.then(move_to(a.0 + ux * along, a.1 + uy * along, 30));
    }
    mouse
        .then(move_to(b.0, b.1, 0))
        .pause(Duration::from_millis(80))
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        })
        .pause(Duration::from_millis(30))
}

const CENTER_JS: &str = r#"
const css = arguments[0];
const el = document.querySelector(css);
if (!el) return { error: 'no element matches ' + css };
const inView = (r) => r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0
  && r.right <= window.innerWidth && r.bottom <= window.innerHeight;
let r = el.getBoundingClientRect();
if (!inView(r)) { el.scrollIntoView({ block: 'center', inline: 'center' }); r = el.getBoundingClientRect(); }
if (r.width <= 0 || r.height <= 0) return { error: css + ' has no size (hidden?)' };
const x = r.left + r.width / 2, y = r.top + r.height / 2;
if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight)
  return { error: css + ' is outside the viewport at ' + x + ',' + y };
return { x, y };
"#;

const OFF_BOARD_JS: &str = r#"
const board = document.querySelector('svg[data-board]');
const w = window.innerWidth, h = window.innerHeight;
const r = board ? board.getBoundingClientRect() : { left: 0, top: 0, right: 0, bottom: 0 };
const spots = [[8, 8], [w - 8, 8], [8, h - 8], [w - 8, h - 8], [w / 2, h - 8], [w - 8, h / 2]];
for (const [x, y] of spots) {
  const inside = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  const hit = document.elementFromPoint(x, y);
  if (!inside && !(board && hit && board.contains(hit))) return { x, y };
}
return { board: [r.left, r.top, r.right, r.bottom], w, h };
"#;
