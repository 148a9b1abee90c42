#!/usr/bin/env bash
# Installs what building and testing Tabuleiro needs, skipping whatever is
# already present at the right version. Safe to run again and again.
#   scripts/install-tools.sh          build tools (wasm target, trunk, wasm-bindgen, wasm-opt)
#   scripts/install-tools.sh --test   the above plus browsers and WebDriver drivers
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
ROOT=$(cd "$(dirname "$0")/.." && pwd)
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

want_tests=0
[ "${1:-}" = "--test" ] && want_tests=1

say() { printf '[install] %s\n' "$*"; }

has_version() { # command, expected version substring
  command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -q -- "$2"
}

if ! rustup target list --installed | grep -q '^wasm32-unknown-unknown$'; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

apt_updated=0
apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ $apt_updated -eq 0 ]; then
    say "apt-get update"
    apt-get update -qq
    apt_updated=1
  fi
  say "apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# npm packages pinned in package-lock.json: wasm-opt (binaryen), tsc, lighthouse.
if [ ! -x "$ROOT/node_modules/.bin/wasm-opt" ] || [ ! -x "$ROOT/node_modules/.bin/tsc" ]; then
  say "npm ci"
  (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
fi

if ! has_version wasm-bindgen "$WASM_BINDGEN_VERSION"; then
  say "building wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 6 minutes)"
  # Not --locked: its lockfile wants a crate version the registry lacks.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! has_version trunk "$TRUNK_VERSION"; then
  say "building trunk $TRUNK_VERSION (about 15 minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

if [ $want_tests -eq 1 ]; then
  apt_install chromium chromium-driver firefox-esr webkit2gtk-driver xvfb fonts-noto-cjk
  if ! command -v geckodriver >/dev/null 2>&1; then
    say "building geckodriver (about 4 minutes)"
    cargo install geckodriver --locked
  fi
fi
say "tools ready"
