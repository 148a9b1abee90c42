#!/usr/bin/env bash
# Installs what is missing, then runs every check and test: formatting,
# lints, the engine's and CLI's tests, the JS type check, the web build and
# the end-to-end tests in Chromium, Firefox and WebKitGTK.
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
step "JS type check (tsc --noEmit)"
tsc -p tsconfig.json
step "i18n tables"
node scripts/check-i18n.mjs
step "web build (trunk)"
trunk build --release=true
step "end-to-end tests in real browsers"
scripts/e2e.sh
