#!/usr/bin/env bash
# Installs what is missing, builds the web app and serves it on
# http://127.0.0.1:${PORT:-8080}/ (Ctrl-C stops it).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"
trunk build --release=true
exec python3 scripts/static_server.py dist "${PORT:-8080}"
