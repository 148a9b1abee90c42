//! A small static file server for the built site, on 127.0.0.1 and a port
//! the OS picks. Plain `std::net` and one thread per connection: enough for a
//! browser under test. It can be stopped and started again on the same port,
//! which is how a test takes the site "offline"; stopping also cuts the
//! connections the browser keeps alive, so nothing is served after `stop`.

use std::collections::HashMap;
use std::fs;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::{Error, Result};

/// One request as the server saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub method: String,
    /// The path without the query string, as the browser sent it.
    pub path: String,
    pub status: u16,
}

/// The media type the server sends for a file name.
pub fn mime_type(path: &Path) -> &'static str {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        _ => "application/octet-stream",
    }
}

struct Shared {
    root: PathBuf,
    log: Mutex<Vec<Request>>,
    /// Open connections, so `stop` can cut them.
    conns: Mutex<HashMap<u64, TcpStream>>,
    next_id: AtomicU64,
    quiet: bool,
}

struct Running {
    stop: Arc<AtomicBool>,
    accept: JoinHandle<()>,
}

pub struct StaticServer {
    shared: Arc<Shared>,
    port: u16,
    running: Option<Running>,
}

impl StaticServer {
    /// Serves `root` on 127.0.0.1 at a free port. Every request is logged
    /// on stderr unless `TABULEIRO_E2E_QUIET_HTTP=1`.
    pub fn start(root: impl Into<PathBuf>) -> Result<Self> {
        let root = root.into();
        if !root.is_dir() {
            return Err(Error(format!(
                "cannot serve {}: not a directory",
                root.display()
            )));
        }
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let port = listener.local_addr()?.port();
        let quiet = std::env::var("TABULEIRO_E2E_QUIET_HTTP").is_ok_and(|v| v == "1");
        let mut server = StaticServer {
            shared: Arc::new(Shared {
                root,
                log: Mutex::new(Vec::new()),
                conns: Mutex::new(HashMap::new()),
                next_id: AtomicU64::new(0),
                quiet,
            }),
            port,
            running: None,
        };
        server.run(listener)?;
        Ok(server)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn root(&self) -> &Path {
        &self.shared.root
    }

    /// `http://127.0.0.1:<port>`
    pub fn origin(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The absolute URL of `path_and_query` (which starts with `/`).
    pub fn url(&self, path_and_query: &str) -> String {
        format!("{}{}", self.origin(), path_and_query)
    }

    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Every request served since the start or the last `clear_log`.
    pub fn requests(&self) -> Vec<Request> {
        lock(&self.shared.log).clone()
    }

    pub fn clear_log(&self) {
        lock(&self.shared.log).clear();
    }

    /// Stops listening and closes every open connection. Idempotent.
    pub fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::SeqCst);
            let _ = running.accept.join();
            for (_, conn) in lock(&self.shared.conns).drain() {
                let _ = conn.shutdown(Shutdown::Both);
            }
        }
    }

    /// Listens again on the same port (retrying for a few seconds if the
    /// port is still held).
    pub fn restart(&mut self) -> Result<()> {
        if self.running.is_some() {
            return Ok(());
        }
        let addr = SocketAddr::from(([127, 0, 0, 1], self.port));
        let deadline = Instant::now() + Duration::from_secs(5);
        let listener = loop {
            match TcpListener::bind(addr) {
                Ok(l) => break l,
                Err(e) if Instant::now() < deadline => {
                    if e.kind() != io::ErrorKind::AddrInUse {
                        return Err(Error(format!("cannot listen on {addr} again: {e}")));
                    }
                    thread::sleep(Duration::from_millis(100));
                }
                Err(e) => return Err(Error(format!("cannot listen on {addr} again: {e}"))),
            }
        };
        self.run(listener)
    }

    fn run(&mut self, listener: TcpListener) -> Result<()> {
        // Non-blocking accept polled every few milliseconds, so `stop` needs
        // no trick to wake the thread up.
        listener.set_nonblocking(true)?;
        let stop = Arc::new(AtomicBool::new(false));
        let shared = Arc::clone(&self.shared);
        let flag = Arc::clone(&stop);
        let accept = thread::Builder::new()
            .name(format!("http-{}", self.port))
            .spawn(move || accept_loop(listener, shared, flag))?;
        self.running = Some(Running { stop, accept });
        Ok(())
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.stop();
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn accept_loop(listener: TcpListener, shared: Arc<Shared>, stop: Arc<AtomicBool>) {
    while !stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, _)) => {
                if stream.set_nonblocking(false).is_err() {
                    continue;
                }
                let id = shared.next_id.fetch_add(1, Ordering::Relaxed);
                if let Ok(clone) = stream.try_clone() {
                    lock(&shared.conns).insert(id, clone);
                }
                let conn_shared = Arc::clone(&shared);
                let spawned = thread::Builder::new()
                    .name(format!("http-conn-{id}"))
                    .spawn(move || {
                        let _ = serve_connection(&stream, &conn_shared);
                        lock(&conn_shared.conns).remove(&id);
                        let _ = stream.shutdown(Shutdown::Both);
                    });
                if spawned.is_err() {
                    lock(&shared.conns).remove(&id);
                }
            }
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                thread::sleep(Duration::from_millis(5));
            }
            Err(_) => thread::sleep(Duration::from_millis(20)),
        }
    }
}

/// Serves requests on one connection until it closes (HTTP/1.1 keep-alive).
fn serve_connection(stream: &TcpStream, shared: &Shared) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(60)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = stream;
    loop {
        let Some(head) = read_head(&mut reader)? else {
            return Ok(());
        };
        let mut lines = head.lines();
        let request_line = lines.next().unwrap_or("");
        let mut parts = request_line.split_whitespace();
        let method = parts.next().unwrap_or("").to_string();
        let target = parts.next().unwrap_or("/").to_string();
        let version = parts.next().unwrap_or("HTTP/1.0");
        let mut keep_alive = version == "HTTP/1.1";
        let mut body_len = 0usize;
        for line in lines {
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            let value = value.trim();
            match name.trim().to_ascii_lowercase().as_str() {
                "connection" => {
                    let v = value.to_ascii_lowercase();
                    if v.contains("close") {
                        keep_alive = false;
                    } else if v.contains("keep-alive") {
                        keep_alive = true;
                    }
                }
                "content-length" => body_len = value.parse().unwrap_or(0),
                _ => {}
            }
        }
        if body_len > 0 {
            io::copy(&mut (&mut reader).take(body_len as u64), &mut io::sink())?;
        }

        let path = target.split(['?', '#']).next().unwrap_or("/").to_string();
        let (status, content_type, body) = match method.as_str() {
            "GET" | "HEAD" => match resolve(&shared.root, &path).and_then(|f| {
                let body = fs::read(&f).ok()?;
                Some((f, body))
            }) {
                Some((file, body)) => (200, mime_type(&file), body),
                None => (404, "text/plain; charset=utf-8", b"not found\n".to_vec()),
            },
            _ => (
                405,
                "text/plain; charset=utf-8",
                b"method not allowed\n".to_vec(),
            ),
        };
        if !shared.quiet {
            eprintln!("[http] {method} {path} {status}");
        }
        lock(&shared.log).push(Request {
            method: method.clone(),
            path,
            status,
        });

        let reason = match status {
            200 => "OK",
            404 => "Not Found",
            _ => "Method Not Allowed",
        };
        let head = format!(
            "HTTP/1.1 {status} {reason}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: {}\r\n\r\n",
            body.len(),
            if keep_alive { "keep-alive" } else { "close" },
        );
        writer.write_all(head.as_bytes())?;
        if method != "HEAD" {
            writer.write_all(&body)?;
        }
        writer.flush()?;
        if !keep_alive {
            return Ok(());
        }
    }
}

/// Reads a request's head (up to the blank line); `None` at a clean EOF.
fn read_head(reader: &mut impl BufRead) -> io::Result<Option<String>> {
    let mut head = String::new();
    loop {
        let mut line = String::new();
        let n = reader.read_line(&mut line)?;
        if n == 0 {
            return if head.is_empty() {
                Ok(None)
            } else {
                Err(io::ErrorKind::UnexpectedEof.into())
            };
        }
        if line == "\r\n" || line == "\n" {
            if head.is_empty() {
                continue; // stray blank line between requests
            }
            return Ok(Some(head));
        }
        head.push_str(&line);
        if head.len() > 64 * 1024 {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "head too long"));
        }
    }
}

/// The file a URL path names under `root`: percent-decoded, no `..`, a
/// directory meaning its `index.html`.
pub fn resolve(root: &Path, url_path: &str) -> Option<PathBuf> {
    let decoded = percent_decode(url_path)?;
    if !decoded.starts_with('/') {
        return None;
    }
    let mut file = root.to_path_buf();
    for segment in decoded.split('/') {
        match segment {
            "" | "." => {}
            ".." => return None,
            s if s.contains('\\') || s.contains('\0') => return None,
            s => file.push(s),
        }
    }
    if file.is_dir() {
        file.push("index.html");
    }
    file.is_file().then_some(file)
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_site() -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "tabuleiro-server-test-{}-{}",
            std::process::id(),
            thread_id()
        ));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("sub")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html><p>hi</p>").unwrap();
        fs::write(dir.join("app.js"), "export {};").unwrap();
        fs::write(dir.join("engine_bg.wasm"), b"\0asm\x01\0\0\0").unwrap();
        fs::write(dir.join("sub").join("index.html"), "sub").unwrap();
        fs::write(dir.join("a b.txt"), "space").unwrap();
        dir
    }

    fn thread_id() -> String {
        format!("{:?}", thread::current().id())
            .chars()
            .filter(char::is_ascii_digit)
            .collect()
    }

    /// A minimal HTTP/1.0 client: status line, headers, body.
    fn get(port: u16, path: &str) -> io::Result<(u16, HashMap<String, String>, Vec<u8>)> {
        let mut s = TcpStream::connect(("127.0.0.1", port))?;
        s.set_read_timeout(Some(Duration::from_secs(5)))?;
        write!(s, "GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{port}\r\n\r\n")?;
        let mut raw = Vec::new();
        s.read_to_end(&mut raw)?;
        let split = raw
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .ok_or(io::ErrorKind::InvalidData)?;
        let head = String::from_utf8_lossy(&raw[..split]).to_string();
        let mut lines = head.lines();
        let status = lines
            .next()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|s| s.parse().ok())
            .ok_or(io::ErrorKind::InvalidData)?;
        let headers = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
            .collect();
        Ok((status, headers, raw[split + 4..].to_vec()))
    }

    #[test]
    fn serves_files_with_their_types() {
        let site = temp_site();
        let server = StaticServer::start(&site).unwrap();
        let (status, headers, body) = get(server.port(), "/").unwrap();
        assert_eq!(status, 200);
        assert_eq!(headers["content-type"], "text/html; charset=utf-8");
        assert_eq!(headers["cache-control"], "no-cache");
        assert!(String::from_utf8_lossy(&body).contains("hi"));
        let (_, headers, body) = get(server.port(), "/engine_bg.wasm?v=1").unwrap();
        assert_eq!(headers["content-type"], "application/wasm");
        assert_eq!(body, b"\0asm\x01\0\0\0");
        let (_, headers, _) = get(server.port(), "/app.js").unwrap();
        assert_eq!(headers["content-type"], "text/javascript; charset=utf-8");
        assert_eq!(get(server.port(), "/sub/").unwrap().2, b"sub");
        assert_eq!(get(server.port(), "/a%20b.txt").unwrap().2, b"space");
        assert_eq!(get(server.port(), "/missing.js").unwrap().0, 404);
        assert_eq!(get(server.port(), "/../Cargo.toml").unwrap().0, 404);
        let paths: Vec<String> = server.requests().into_iter().map(|r| r.path).collect();
        assert_eq!(paths[0], "/");
        assert_eq!(paths[1], "/engine_bg.wasm");
        let _ = fs::remove_dir_all(site);
    }

    #[test]
    fn mime_types() {
        for (name, mime) in [
            ("a.wasm", "application/wasm"),
            ("a.mjs", "text/javascript; charset=utf-8"),
            ("manifest.webmanifest", "application/manifest+json"),
            ("icon.svg", "image/svg+xml"),
            ("style.css", "text/css; charset=utf-8"),
            ("index.HTML", "text/html; charset=utf-8"),
        ] {
            assert_eq!(mime_type(Path::new(name)), mime, "{name}");
        }
    }

    #[test]
    fn stops_and_restarts_on_the_same_port() {
        let site = temp_site();
        let mut server = StaticServer::start(&site).unwrap();
        let port = server.port();
        // A kept-alive connection must be cut by stop().
        let mut idle = TcpStream::connect(("127.0.0.1", port)).unwrap();
        idle.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        write!(idle, "GET / HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        let mut first = [0u8; 12];
        idle.read_exact(&mut first).unwrap();
        assert_eq!(&first, b"HTTP/1.1 200");
        server.stop();
        assert!(!server.is_running());
        assert!(get(port, "/").is_err(), "still serving after stop");
        let mut rest = Vec::new();
        let _ = idle.read_to_end(&mut rest); // ends: the connection was shut down
        server.restart().unwrap();
        assert_eq!(server.port(), port);
        assert_eq!(get(port, "/").unwrap().0, 200);
        let _ = fs::remove_dir_all(site);
    }
}
