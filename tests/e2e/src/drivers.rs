//! The three browsers and their WebDriver drivers: finding the programs,
//! starting a driver (and, for WebKitGTK, an Xvfb display) on a free port,
//! waiting until it is ready, opening sessions with capabilities that keep
//! every browser off the network, and killing it all on drop.

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{json, Map, Value};

use crate::{Error, Result};

/// How long a driver may take to answer `/status` with `ready`.
const DRIVER_READY: Duration = Duration::from_secs(30);
/// How long opening a session may take (WebKit without a display hangs).
const SESSION_START: Duration = Duration::from_secs(60);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Browser {
    Chromium,
    Firefox,
    Webkit,
}

impl Browser {
    pub const ALL: [Browser; 3] = [Browser::Chromium, Browser::Firefox, Browser::Webkit];

    pub fn name(self) -> &'static str {
        match self {
            Browser::Chromium => "chromium",
            Browser::Firefox => "firefox",
            Browser::Webkit => "webkit",
        }
    }

    pub fn parse(text: &str) -> Result<Browser> {
        match text.trim().to_ascii_lowercase().as_str() {
            "chromium" | "chrome" => Ok(Browser::Chromium),
            "firefox" | "gecko" => Ok(Browser::Firefox),
            "webkit" | "webkitgtk" | "safari" => Ok(Browser::Webkit),
            other => Err(Error(format!(
                "unknown browser '{other}' (expected chromium, firefox or webkit)"
            ))),
        }
    }

    /// The browsers named in `TABULEIRO_BROWSERS` (comma-separated), or all.
    pub fn selected() -> Result<Vec<Browser>> {
        match std::env::var("TABULEIRO_BROWSERS") {
            Ok(list) if !list.trim().is_empty() => {
                let mut out = Vec::new();
                for name in list.split(',').filter(|s| !s.trim().is_empty()) {
                    let b = Browser::parse(name)?;
                    if !out.contains(&b) {
                        out.push(b);
                    }
                }
                Ok(out)
            }
            _ => Ok(Browser::ALL.to_vec()),
        }
    }

    fn driver_program(self) -> &'static str {
        match self {
            Browser::Chromium => "chromedriver",
            Browser::Firefox => "geckodriver",
            Browser::Webkit => "WebKitWebDriver",
        }
    }
}

/// Why a browser cannot be driven here: its programs are not installed
/// (which `TABULEIRO_ALLOW_MISSING_BROWSERS=1` may excuse), or it broke.
#[derive(Debug)]
pub enum StartError {
    Missing(String),
    Failed(Error),
}

impl From<Error> for StartError {
    fn from(e: Error) -> Self {
        StartError::Failed(e)
    }
}

impl From<io::Error> for StartError {
    fn from(e: io::Error) -> Self {
        StartError::Failed(e.into())
    }
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::Missing(what) => write!(f, "not installed: {what}"),
            StartError::Failed(e) => write!(f, "{e}"),
        }
    }
}

/// Finds a program on PATH, in `~/.cargo/bin`, or at one of `candidates`.
pub fn find_program(name: &str, candidates: &[&str]) -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    if let Some(home) = std::env::var_os("HOME") {
        dirs.push(PathBuf::from(home).join(".cargo").join("bin"));
    }
    dirs.iter()
        .map(|d| d.join(name))
        .chain(candidates.iter().map(PathBuf::from))
        .find(|p| is_executable(p))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// WebKitGTK's MiniBrowser lives in a versioned library folder, not on PATH.
pub fn find_minibrowser() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TABULEIRO_MINIBROWSER") {
        return Some(PathBuf::from(p));
    }
    let mut found = Vec::new();
    for base in ["/usr/lib", "/usr/libexec", "/usr/local/lib"] {
        let Ok(entries) = fs::read_dir(base) else {
            continue;
        };
        for entry in entries.flatten() {
            let dir = entry.path();
            // Either /usr/lib/webkit2gtk-4.1/… or /usr/lib/<triplet>/webkit2gtk-4.1/…
            let mut dirs = vec![dir.clone()];
            if let Ok(inner) = fs::read_dir(&dir) {
                dirs.extend(inner.flatten().map(|e| e.path()));
            }
            for d in dirs {
                let name = d.file_name().and_then(|n| n.to_str()).unwrap_or("");
                if name.starts_with("webkit2gtk-") || name.starts_with("webkitgtk-") {
                    let mb = d.join("MiniBrowser");
                    if is_executable(&mb) {
                        found.push(mb);
                    }
                }
            }
        }
    }
    found.sort();
    // Prefer the newest API version (webkitgtk-6.0 over webkit2gtk-4.1 …).
    found.pop()
}

pub fn free_port() -> Result<u16> {
    let l = TcpListener::bind("127.0.0.1:0")?;
    Ok(l.local_addr()?.port())
}

/// A child process started in its own process group, killed with its whole
/// group (the browsers it started too) on drop.
pub struct Proc {
    child: Child,
    name: String,
}

impl Proc {
    pub fn spawn(mut cmd: Command, name: &str) -> Result<Proc> {
        cmd.process_group(0);
        let child = cmd
            .spawn()
            .map_err(|e| Error(format!("cannot start {name}: {e}")))?;
        Ok(Proc {
            child,
            name: name.to_string(),
        })
    }

    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// `Some(status)` once the process has ended.
    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().ok().flatten()
    }

    pub fn kill(&mut self) {
        if self.exited().is_none() {
            // The group id is the child's pid (process_group(0)).
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", self.child.id())])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status();
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        self.kill();
    }
}

impl std::fmt::Debug for Proc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (pid {})", self.name, self.child.id())
    }
}

/// An X server for WebKitGTK, which has no headless mode.
pub struct Xvfb {
    proc: Proc,
    display: u32,
}

impl Xvfb {
    pub fn start(log: &Path) -> std::result::Result<Xvfb, StartError> {
        let program =
            find_program("Xvfb", &[]).ok_or_else(|| StartError::Missing("Xvfb".into()))?;
        let mut cmd = Command::new(program);
        cmd.args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1280x1024x24",
            "-nolisten",
            "tcp",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(File::create(log)?);
        let mut proc = Proc::spawn(cmd, "Xvfb")?;
        let stdout = proc
            .child
            .stdout
            .take()
            .ok_or_else(|| Error::new("Xvfb: no stdout"))?;
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx.recv_timeout(Duration::from_secs(15)).map_err(|_| {
            Error(format!(
                "Xvfb did not report its display within 15 s; log: {}",
                tail(log)
            ))
        })?;
        let display = line.trim().parse().map_err(|_| {
            Error(format!(
                "Xvfb reported no display ('{}'); log: {}",
                line.trim(),
                tail(log)
            ))
        })?;
        Ok(Xvfb { proc, display })
    }

    pub fn display(&self) -> String {
        format!(":{}", self.display)
    }

    pub fn pid(&self) -> u32 {
        self.proc.id()
    }
}

static SESSION_COUNTER: AtomicU32 = AtomicU32::new(0);

/// A running WebDriver driver for one browser.
pub struct Driver {
    pub browser: Browser,
    port: u16,
    proc: Option<Proc>,
    xvfb: Option<Xvfb>,
    program: PathBuf,
    browser_binary: PathBuf,
    work: PathBuf,
}

impl Driver {
    /// Finds the programs and starts the driver (and Xvfb for WebKit).
    pub fn start(browser: Browser) -> std::result::Result<Driver, StartError> {
        let name = browser.driver_program();
        let program = find_program(name, &[]).ok_or_else(|| {
            StartError::Missing(format!("{name} (the {} driver)", browser.name()))
        })?;
        let browser_binary = match browser {
            Browser::Chromium => find_program(
                "chromium",
                &["/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"],
            )
            .ok_or_else(|| StartError::Missing("chromium".into()))?,
            Browser::Firefox => find_program("firefox-esr", &[])
                .or_else(|| find_program("firefox", &[]))
                .ok_or_else(|| StartError::Missing("firefox-esr".into()))?,
            Browser::Webkit => find_minibrowser().ok_or_else(|| {
                StartError::Missing(
                    "WebKitGTK's MiniBrowser (set TABULEIRO_MINIBROWSER to its path)".into(),
                )
            })?,
        };
        let work = std::env::temp_dir().join(format!(
            "tabuleiro-e2e-{}-{}",
            std::process::id(),
            browser.name()
        ));
        let _ = fs::remove_dir_all(&work);
        fs::create_dir_all(&work)?;
        let xvfb = match browser {
            Browser::Webkit => Some(Xvfb::start(&work.join("xvfb.log"))?),
            _ => None,
        };
        let mut driver = Driver {
            browser,
            port: 0,
            proc: None,
            xvfb,
            program,
            browser_binary,
            work,
        };
        driver.launch()?;
        Ok(driver)
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    pub fn log_path(&self) -> PathBuf {
        self.work.join("driver.log")
    }

    /// Kills the driver (and its browsers) and starts a new one.
    pub fn restart(&mut self) -> Result<()> {
        if let Some(mut p) = self.proc.take() {
            p.kill();
        }
        self.launch()
    }

    fn launch(&mut self) -> Result<()> {
        let port = free_port()?;
        let mut cmd = Command::new(&self.program);
        match self.browser {
            Browser::Chromium => {
                cmd.arg(format!("--port={port}"));
            }
            Browser::Firefox => {
                // The variable must be on the driver: geckodriver ignores
                // moz:firefoxOptions.env on desktop.
                cmd.args(["--port", &port.to_string()])
                    .env("MOZ_DISABLE_NONLOCAL_CONNECTIONS", "1");
            }
            Browser::Webkit => {
                cmd.arg(format!("--port={port}"));
                if let Some(x) = &self.xvfb {
                    cmd.env("DISPLAY", x.display());
                }
                cmd.env_remove("WAYLAND_DISPLAY");
            }
        }
        let log = File::options()
            .create(true)
            .append(true)
            .open(self.log_path())?;
        cmd.stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log);
        let mut proc = Proc::spawn(cmd, self.browser.driver_program())?;
        let deadline = Instant::now() + DRIVER_READY;
        loop {
            if let Some(status) = proc.exited() {
                return Err(Error(format!(
                    "{} exited at start ({status}); log: {}",
                    self.browser.driver_program(),
                    tail(&self.log_path())
                )));
            }
            if status_ready(port) {
                break;
            }
            if Instant::now() > deadline {
                return Err(Error(format!(
                    "{} not ready on port {port} after {} s; log: {}",
                    self.browser.driver_program(),
                    DRIVER_READY.as_secs(),
                    tail(&self.log_path())
                )));
            }
            thread::sleep(Duration::from_millis(100));
        }
        self.port = port;
        self.proc = Some(proc);
        Ok(())
    }

    /// The capabilities of a new session (TOOLCHAIN.md "Browsers and
    /// WebDriver"): every browser headless or on Xvfb, and off the network.
    pub fn capabilities(&self) -> Result<Map<String, Value>> {
        let binary = self.browser_binary.to_string_lossy().to_string();
        let caps = match self.browser {
            Browser::Chromium => {
                let n = SESSION_COUNTER.fetch_add(1, Ordering::Relaxed);
                let profile = self.work.join(format!("profile-{n}"));
                let _ = fs::remove_dir_all(&profile);
                fs::create_dir_all(&profile)?;
                json!({
                    "goog:chromeOptions": {
                        "binary": binary,
                        "args": [
                            "--headless",
                            "--no-sandbox",
                            "--disable-gpu",
                            "--disable-quic",
                            "--no-first-run",
                            "--no-default-browser-check",
                            "--disable-background-networking",
                            "--disable-component-update",
                            "--disable-sync",
                            "--disable-dev-shm-usage",
                            "--window-size=1280,1000",
                            format!("--user-data-dir={}", profile.display()),
                            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                        ],
                    }
                })
            }
            Browser::Firefox => {
                let prefs: Value = serde_json::from_str(FIREFOX_PREFS)?;
                json!({
                    "moz:firefoxOptions": {
                        "binary": binary,
                        "args": ["-headless", "-width", "1280", "-height", "1000"],
                        "prefs": prefs,
                        "log": { "level": "warn" },
                    }
                })
            }
            Browser::Webkit => json!({
                "webkitgtk:browserOptions": {
                    "binary": binary,
                    "args": ["--automation"],
                }
            }),
        };
        match caps {
            Value::Object(map) => Ok(map),
            _ => unreachable!("capabilities are an object"),
        }
    }

    /// Opens a new browser session, with a time limit.
    pub async fn new_session(&self) -> Result<Client> {
        let caps = self.capabilities()?;
        let url = self.url();
        let connect = async move {
            ClientBuilder::new(HttpConnector::new())
                .capabilities(caps)
                .connect(&url)
                .await
        };
        match tokio::time::timeout(SESSION_START, connect).await {
            Ok(Ok(client)) => Ok(client),
            Ok(Err(e)) => Err(Error(format!(
                "{} session: {e}; driver log: {}",
                self.browser.name(),
                tail(&self.log_path())
            ))),
            Err(_) => Err(Error(format!(
                "{} session not created within {} s; driver log: {}",
                self.browser.name(),
                SESSION_START.as_secs(),
                tail(&self.log_path())
            ))),
        }
    }

    /// What runs, for the report: driver, browser binary, display.
    pub fn describe(&self) -> String {
        let mut s = format!(
            "{} on port {} driving {}",
            self.program.display(),
            self.port,
            self.browser_binary.display()
        );
        if let Some(x) = &self.xvfb {
            s.push_str(&format!(" on Xvfb {} (pid {})", x.display(), x.pid()));
        }
        s
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if let Some(mut p) = self.proc.take() {
            p.kill();
        }
        self.xvfb = None;
        let _ = fs::remove_dir_all(&self.work);
    }
}

/// Firefox's prefs that switch off its background services (a copy of
/// shared/browser/firefox-offline-prefs.json, since CI may lack shared/).
pub const FIREFOX_PREFS: &str = include_str!("../firefox-prefs.json");

/// Whether the driver on `port` answers `GET /status` with `ready: true`.
pub fn status_ready(port: u16) -> bool {
    http_get(port, "/status", Duration::from_secs(2))
        .ok()
        .and_then(|body| serde_json::from_slice::<Value>(&body).ok())
        .is_some_and(|v| v["value"]["ready"] == Value::Bool(true))
}

/// A minimal HTTP/1.1 GET to 127.0.0.1 that reads exactly Content-Length
/// bytes (chromedriver keeps the socket open) and sends `Host` with the
/// port (geckodriver rejects it without).
pub fn http_get(port: u16, path: &str, timeout: Duration) -> io::Result<Vec<u8>> {
    let mut s = TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), timeout)?;
    s.set_read_timeout(Some(timeout))?;
    s.set_write_timeout(Some(timeout))?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: application/json\r\nConnection: close\r\n\r\n"
    )?;
    let mut reader = BufReader::new(s);
    let mut status = String::new();
    reader.read_line(&mut status)?;
    if !status.starts_with("HTTP/1.") || !status.contains(" 200") {
        return Err(io::Error::other(format!("status: {}", status.trim())));
    }
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" || line == "\n" {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            if k.trim().eq_ignore_ascii_case("content-length") {
                length = v.trim().parse::<usize>().ok();
            }
        }
    }
    let mut body = Vec::new();
    match length {
        Some(n) => {
            body.resize(n, 0);
            reader.read_exact(&mut body)?;
        }
        None => {
            reader.read_to_end(&mut body)?;
        }
    }
    Ok(body)
}

/// The last lines of a log file, for error messages.
pub fn tail(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let start = lines.len().saturating_sub(12);
    if lines.is_empty() {
        "(empty)".into()
    } else {
        format!("\n    {}", lines[start..].join("\n    "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_names_round_trip() {
        for b in Browser::ALL {
            assert_eq!(Browser::parse(b.name()).unwrap(), b);
        }
        assert!(Browser::parse("lynx").is_err());
    }

    #[test]
    fn firefox_prefs_are_an_object() {
        let v: Value = serde_json::from_str(FIREFOX_PREFS).unwrap();
        assert!(v.as_object().is_some_and(|m| m.len() > 10));
    }
}
