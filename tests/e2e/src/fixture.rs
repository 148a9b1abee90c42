//! A stand-in site for testing the harness itself: a small Achi page that
//! follows the DOM contract (tests/e2e/fixtures/), plus one file of each
//! media type the real build serves, written into a temporary folder.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{json, Map, Value};
use tabuleiro_engine::{GameId, MatchOptions};

use crate::{Error, Result};

const INDEX: &str = include_str!("../fixtures/index.html");
const SCRIPT: &str = include_str!("../fixtures/fake-achi.js");
const STYLE: &str = include_str!("../fixtures/style.css");
/// The smallest valid WebAssembly module: magic and version.
const TINY_WASM: &[u8] = b"\0asm\x01\0\0\0";
const ICON: &str = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>"#;

/// The perfect line when Black (first) always plays the first of its
/// fastest wins and White the first of its longest resistances: for each
/// position where White is to move, the moves so far (comma-separated)
/// and White's reply. The fixture's computer plays these.
pub fn perfect_replies() -> Result<Map<String, Value>> {
    let options = MatchOptions::new().with("first", "black");
    let mut m = GameId::Achi.open(&options).map_err(|e| Error(e.message))?;
    let mut replies = Map::new();
    while m.outcome().is_none() && m.ply() < 60 {
        let best = m
            .solve()
            .and_then(|s| s.best.into_iter().next())
            .ok_or_else(|| Error::new("the solver found no move"))?;
        if m.snapshot(m.ply()).to_move == "white" {
            replies.insert(m.moves().join(","), Value::String(best.clone()));
        }
        m.play(&best).map_err(|e| Error(e.to_string()))?;
    }
    Ok(replies)
}

/// Writes the fixture site into a fresh folder under the system's
/// temporary folder and returns it.
pub fn write_site() -> Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!("tabuleiro-e2e-site-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir)?;
    let put = |name: &str, bytes: &[u8]| -> Result<()> {
        fs::write(dir.join(name), bytes).map_err(|e| Error(format!("writing {name}: {e}")))
    };
    put("index.html", INDEX.as_bytes())?;
    put("fake-achi.js", SCRIPT.as_bytes())?;
    put("style.css", STYLE.as_bytes())?;
    put("tiny.wasm", TINY_WASM)?;
    put("icon.svg", ICON.as_bytes())?;
    let manifest = json!({
        "name": "Achi (e2e fixture)",
        "start_url": "./",
        "display": "standalone",
        "icons": [{ "src": "icon.svg", "sizes": "any", "type": "image/svg+xml" }],
    });
    put("manifest.webmanifest", manifest.to_string().as_bytes())?;
    put(
        "replies.json",
        Value::Object(perfect_replies()?).to_string().as_bytes(),
    )?;
    Ok(dir)
}

/// Removes a site written by `write_site`.
pub fn remove_site(dir: &Path) {
    let _ = fs::remove_dir_all(dir);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_perfect_line_is_fifteen_plies() {
        let replies = perfect_replies().unwrap();
        // White moves at plies 2, 4, …, 14.
        assert_eq!(replies.len(), 7);
        assert!(replies.keys().all(|k| k.split(',').count() % 2 == 1));
    }
}
