#!/usr/bin/env bash
# Web figures for the notes (wasm size, first-visit transfer, time to an
# interactive board, the computer's answer times) in headless Chromium.
# Needs a built dist/ (trunk build --release) and Chromium + chromedriver.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"
TABULEIRO_E2E_QUIET_HTTP=1 exec cargo run -q -p tabuleiro-e2e --example measure
