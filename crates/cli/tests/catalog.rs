//! The page's catalog module is the engine's own description, regenerated
//! whenever a game changes: this fails while `web/generated/catalog.js`
//! differs from what `tabuleiro describe` prints now.

use std::path::Path;
use std::process::Command;

#[test]
fn the_web_catalog_is_current() {
    let out = Command::new(env!("CARGO_BIN_EXE_tabuleiro"))
        .arg("describe")
        .output()
        .expect("the binary runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fresh = String::from_utf8(out.stdout).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web/generated/catalog.js");
    let shipped = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        shipped == fresh,
        "web/generated/catalog.js is out of date: run scripts/generate-catalog.sh"
    );
    for id in ["achi", "sixstones", "morris", "rastros"] {
        assert!(fresh.contains(&format!("\"id\":\"{id}\"")), "{id} missing");
    }
}
