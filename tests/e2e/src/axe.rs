//! Accessibility checks with axe-core (npm `axe-core`, pinned in the
//! repository's package.json): its script is read from `node_modules` and
//! run in the page through WebDriver — never served with the site — and
//! every violation it finds fails the check, listed with the elements it
//! names.

use std::path::PathBuf;
use std::sync::OnceLock;

use serde_json::Value;

use crate::page::Page;
use crate::{repo_root, Error, Result};

/// `node_modules/axe-core/axe.min.js` of the repository.
pub fn script_path() -> PathBuf {
    repo_root()
        .join("node_modules")
        .join("axe-core")
        .join("axe.min.js")
}

/// axe-core's script, read once.
fn source() -> Result<&'static str> {
    static SOURCE: OnceLock<std::result::Result<String, String>> = OnceLock::new();
    SOURCE
        .get_or_init(|| {
            std::fs::read_to_string(script_path()).map_err(|e| {
                format!(
                    "cannot read {} ({e}): run `npm ci` in the repository first",
                    script_path().display()
                )
            })
        })
        .as_deref()
        .map_err(|e| Error(e.clone()))
}

/// Runs axe on the whole document; each violation comes back as its rule,
/// its impact, what it asks for and up to five of the elements it names.
const RUN_JS: &str = r#"
const done = arguments[arguments.length - 1];
window.axe.run(document, { resultTypes: ['violations'] }).then(
  (r) => done(r.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ') + ' :: ' + (n.failureSummary || '').replace(/\s+/g, ' ')),
    count: v.nodes.length,
  }))),
  (e) => done({ error: String(e) }));
"#;

/// The violations axe finds on the page as it is now (none is `Ok(vec![])`).
pub async fn violations(page: &Page) -> Result<Vec<Value>> {
    let loaded = page
        .js("return !!(window.axe && window.axe.run);", vec![])
        .await?;
    if loaded != Value::Bool(true) {
        page.js(&format!("{}\nreturn true;", source()?), vec![])
            .await?;
    }
    let v = page.js_async(RUN_JS, vec![]).await?;
    if let Some(e) = v.get("error") {
        return Err(Error(format!("axe could not run: {e}")));
    }
    Ok(v.as_array().cloned().unwrap_or_default())
}

/// Fails when axe finds any violation on the page; `what` names the page.
pub async fn check(page: &Page, what: &str) -> Result<()> {
    let found = violations(page).await?;
    if found.is_empty() {
        return Ok(());
    }
    let lines: Vec<String> = found
        .iter()
        .map(|v| {
            format!(
                "{} ({}): {} — {} element(s): {}",
                v["id"].as_str().unwrap_or("?"),
                v["impact"].as_str().unwrap_or("?"),
                v["help"].as_str().unwrap_or("?"),
                v["count"],
                v["nodes"]
            )
        })
        .collect();
    Err(Error(format!(
        "axe found {} violation(s) on {what}:\n  {}",
        found.len(),
        lines.join("\n  ")
    )))
}
