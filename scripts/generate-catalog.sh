#!/usr/bin/env bash
# Writes web/generated/catalog.js: every game's description, boards and
# start positions from the engine (`tabuleiro describe`), which the page
# reads before the wasm has loaded. Run it after changing a game's
# description; crates/cli/tests/catalog.rs fails until then.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
cargo run --quiet --release -p tabuleiro-cli -- describe > web/generated/catalog.js.new
mv web/generated/catalog.js.new web/generated/catalog.js
echo "wrote web/generated/catalog.js ($(wc -c < web/generated/catalog.js) bytes)"
