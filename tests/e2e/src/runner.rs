//! Runs a suite's scenarios on each selected browser, one session at a
//! time: a fresh session per scenario (clean storage, first game), the
//! after-scenario checks, a screenshot and the page's errors on failure,
//! `test <browser>::<scenario> ... ok|FAILED` lines, and a closing
//! `N passed, M failed` line.
//!
//! Environment: `TABULEIRO_BROWSERS` (default `chromium,firefox,webkit`),
//! `TABULEIRO_ALLOW_MISSING_BROWSERS=1` (skip a browser whose programs are
//! not installed instead of failing). Arguments that do not start with `-`
//! select scenarios whose `browser::scenario` name contains one of them.

use std::future::Future;
use std::io::Write;
use std::path::PathBuf;
use std::pin::Pin;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use crate::drivers::{Browser, Driver, StartError};
use crate::page::{step, Page};
use crate::server::StaticServer;
use crate::{artifacts_dir, Error, Result};

/// What a scenario gets: the page in a fresh session and the site's server.
pub struct Ctx<'s> {
    pub page: Page,
    pub server: &'s mut StaticServer,
}

pub type ScenarioFuture<'a> = Pin<Box<dyn Future<Output = Result<()>> + 'a>>;
pub type ScenarioFn = for<'a, 's> fn(&'a mut Ctx<'s>) -> ScenarioFuture<'a>;

pub struct Scenario {
    pub name: String,
    pub run: ScenarioFn,
    /// The time limit of the whole scenario.
    pub limit: Duration,
}

pub struct Suite {
    /// What is tested, for the header line.
    pub title: &'static str,
    /// The site to serve, or why there is none.
    pub site: Result<PathBuf>,
    pub scenarios: Vec<Scenario>,
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    skipped: usize,
}

fn allow_missing() -> bool {
    std::env::var("TABULEIRO_ALLOW_MISSING_BROWSERS").is_ok_and(|v| v == "1" || v == "true")
}

fn filters() -> Vec<String> {
    std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect()
}

fn report(name: &str, outcome: &std::result::Result<(), String>) {
    match outcome {
        Ok(()) => println!("test {name} ... ok"),
        Err(why) => {
            println!("test {name} ... FAILED");
            for line in why.lines() {
                println!("    {line}");
            }
        }
    }
    let _ = std::io::stdout().flush();
}

/// Runs the suite and returns the process's exit code.
pub fn run_main(suite: Suite) -> ExitCode {
    let started = Instant::now();
    let rt = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            println!("cannot start the async runtime: {e}");
            println!("0 passed, 1 failed");
            return ExitCode::FAILURE;
        }
    };
    let tally = rt.block_on(run(&suite));
    drop(rt);
    if tally.skipped > 0 {
        println!(
            "({} skipped: browser not installed and TABULEIRO_ALLOW_MISSING_BROWSERS=1)",
            tally.skipped
        );
    }
    println!(
        "{}: finished in {:.1} s",
        suite.title,
        started.elapsed().as_secs_f64()
    );
    println!("{} passed, {} failed", tally.passed, tally.failed);
    if tally.failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

async fn run(suite: &Suite) -> Tally {
    let mut tally = Tally::default();
    let filters = filters();
    let browsers = match Browser::selected() {
        Ok(b) => b,
        Err(e) => {
            report("TABULEIRO_BROWSERS", &Err(e.to_string()));
            tally.failed += 1;
            return tally;
        }
    };
    let chosen = |b: Browser| -> Vec<&Scenario> {
        suite
            .scenarios
            .iter()
            .filter(|s| {
                let full = format!("{}::{}", b.name(), s.name);
                filters.is_empty() || filters.iter().any(|f| full.contains(f.as_str()))
            })
            .collect()
    };
    println!("# {}", suite.title);

    let site = match &suite.site {
        Ok(site) => site.clone(),
        Err(e) => {
            for b in &browsers {
                for s in chosen(*b) {
                    report(&format!("{}::{}", b.name(), s.name), &Err(e.to_string()));
                    tally.failed += 1;
                }
            }
            return tally;
        }
    };
    let mut server = match StaticServer::start(&site) {
        Ok(s) => s,
        Err(e) => {
            report("server", &Err(e.to_string()));
            tally.failed += 1;
            return tally;
        }
    };
    println!("# serving {} at {}", site.display(), server.origin());

    for browser in browsers {
        let scenarios = chosen(browser);
        if scenarios.is_empty() {
            continue;
        }
        let mut driver = match Driver::start(browser) {
            Ok(d) => d,
            Err(StartError::Missing(what)) if allow_missing() => {
                for s in &scenarios {
                    println!("test {}::{} ... skipped ({what})", browser.name(), s.name);
                }
                tally.skipped += scenarios.len();
                continue;
            }
            Err(e) => {
                let why = format!("cannot start {}: {e}", browser.name());
                for s in &scenarios {
                    report(
                        &format!("{}::{}", browser.name(), s.name),
                        &Err(why.clone()),
                    );
                }
                tally.failed += scenarios.len();
                continue;
            }
        };
        println!("# {}: {}", browser.name(), driver.describe());
        // A browser that cannot open a session twice running will not
        // open one for the remaining scenarios either: fail them at once.
        let mut session_failures = 0;
        for scenario in scenarios {
            let name = format!("{}::{}", browser.name(), scenario.name);
            let outcome = if session_failures >= 2 {
                Err("not run: the browser failed to open a session twice".to_string())
            } else {
                match run_one(&mut driver, &mut server, scenario).await {
                    Ran::Session(e) => {
                        session_failures += 1;
                        Err(e)
                    }
                    Ran::Done(outcome) => {
                        session_failures = 0;
                        outcome
                    }
                }
            };
            report(&name, &outcome);
            match outcome {
                Ok(()) => tally.passed += 1,
                Err(_) => tally.failed += 1,
            }
        }
    }
    tally
}

enum Ran {
    /// No session could be opened.
    Session(String),
    Done(std::result::Result<(), String>),
}

async fn run_one(driver: &mut Driver, server: &mut StaticServer, scenario: &Scenario) -> Ran {
    if !server.is_running() {
        if let Err(e) = server.restart() {
            return Ran::Done(Err(e.to_string()));
        }
    }
    server.clear_log();
    // A session that does not open (a wedged driver; once, WebKit's
    // browser could not reach its display on a loaded machine) gets a
    // restarted driver and one more try before the scenario fails.
    let mut failures = Vec::new();
    let mut client = None;
    for _ in 0..2 {
        match driver.new_session().await {
            Ok(c) => {
                client = Some(c);
                break;
            }
            Err(e) => {
                failures.push(e.to_string());
                if let Err(r) = driver.restart() {
                    failures.push(format!("restart: {r}"));
                    break;
                }
            }
        }
    }
    let Some(client) = client else {
        return Ran::Session(failures.join("\n"));
    };
    Ran::Done(run_in_session(driver, server, scenario, client).await)
}

async fn run_in_session(
    driver: &mut Driver,
    server: &mut StaticServer,
    scenario: &Scenario,
    client: fantoccini::Client,
) -> std::result::Result<(), String> {
    let browser = driver.browser;
    let _ = step("sizing the window", Duration::from_secs(10), async {
        Ok(client.set_window_size(1280, 1000).await?)
    })
    .await;
    let origin = server.origin();
    let mut ctx = Ctx {
        page: Page::new(client.clone(), browser, origin),
        server,
    };
    let started = Instant::now();
    let mut outcome = step(
        &format!("scenario {}", scenario.name),
        scenario.limit,
        (scenario.run)(&mut ctx),
    )
    .await;
    if outcome.is_ok() {
        outcome = after_checks(&ctx.page).await;
    }
    let mut text = None;
    if let Err(e) = &outcome {
        text = Some(failure_details(&ctx, scenario, e, started).await);
    }
    if !ctx.server.is_running() {
        let _ = ctx.server.restart();
    }
    let closed = step("closing the session", Duration::from_secs(20), async {
        Ok(client.close().await?)
    })
    .await;
    if let Err(e) = closed {
        let note = match driver.restart() {
            Ok(()) => format!("({e}; driver restarted)"),
            Err(r) => format!("({e}; driver restart failed: {r})"),
        };
        text = Some(match text {
            Some(t) => format!("{t}\n{note}"),
            None => format!("the scenario passed but {note}"),
        });
    }
    match text {
        None => Ok(()),
        Some(t) => Err(t),
    }
}

/// After every scenario: no page error and no request outside 127.0.0.1.
pub async fn after_checks(page: &Page) -> Result<()> {
    page.check_no_page_errors().await?;
    page.check_only_local_requests().await
}

async fn failure_details(
    ctx: &Ctx<'_>,
    scenario: &Scenario,
    error: &Error,
    started: Instant,
) -> String {
    let page = &ctx.page;
    let mut out = vec![format!(
        "{error}\n(after {:.1} s)",
        started.elapsed().as_secs_f64()
    )];
    let shot = artifacts_dir().join(format!("{}-{}.png", page.browser.name(), scenario.name));
    match page.screenshot(&shot).await {
        Ok(()) => out.push(format!("screenshot: {}", shot.display())),
        Err(e) => out.push(format!("no screenshot: {e}")),
    }
    match page.page_errors().await {
        Ok(Some(errors)) => out.push(format!("window.__tabuleiroErrors: {errors:?}")),
        Ok(None) => out.push("window.__tabuleiroErrors: (missing)".into()),
        Err(e) => out.push(format!("window.__tabuleiroErrors: (unreadable: {e})")),
    }
    if let Ok(state) = page.state().await {
        out.push(format!("page: {}", state.summary()));
    }
    if let Ok(url) = step("reading the URL", Duration::from_secs(5), async {
        Ok(page.client.current_url().await?)
    })
    .await
    {
        out.push(format!("url: {url}"));
    }
    let failed: Vec<String> = ctx
        .server
        .requests()
        .into_iter()
        .filter(|r| r.status != 200)
        .map(|r| format!("{} {} {}", r.method, r.path, r.status))
        .collect();
    if !failed.is_empty() {
        out.push(format!("requests not served: {failed:?}"));
    }
    out.join("\n")
}
