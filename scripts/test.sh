#!/usr/bin/env bash
# Installs what is missing, then runs every check and test: formatting,
# lints, the engine's and CLI's tests (the module graph, the page's catalog
# kept current among them), a short fuzz and soak run, the JS type check,
# the i18n tables, the length of the web layer's functions, the web build,
# what a cold game page downloads (its budget), the web layer's unit tests (node --test, on the
# built engine) and the end-to-end tests in Chromium, Firefox and WebKitGTK.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
scripts/install-tools.sh --test
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check
step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings
step "engine and CLI tests"
cargo test --workspace --exclude tabuleiro-e2e
step "fuzz targets and soak, briefly"
scripts/fuzz-short.sh
step "JS type check (tsc --noEmit)"
tsc -p tsconfig.json
step "i18n tables"
node scripts/check-i18n.mjs
step "colour contrast of both themes (WCAG AA)"
node scripts/check-contrast.mjs
step "no function in web/ longer than 150 lines"
node scripts/check-function-length.mjs
step "web build (trunk)"
flock "${TABULEIRO_DIST_LOCK:-${TMPDIR:-/tmp}/tabuleiro-dist.lock}" trunk build --release=true
step "download budget of a cold game page (gzip)"
node scripts/check-size.mjs dist
step "web layer unit tests (node --test)"
node --test tests/js/
step "end-to-end tests in real browsers"
scripts/e2e.sh
