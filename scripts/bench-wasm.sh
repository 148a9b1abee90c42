#!/usr/bin/env bash
# wasm search speed against native (issue 14): the fixed searches of
# scripts/bench/searches.mjs, native and wasm interleaved, best of 5 each;
# prints native ms, wasm ms and native ÷ wasm per game. The wasm is each
# game's engine as the site ships it: dist/ as `trunk build --release=true`
# left it (or --dist DIR). Other arguments go to scripts/bench/wasm-vs-native.mjs:
# --runs N, --engine node (default: chromium, /usr/bin/chromium).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"

dist=dist
if [[ "${1:-}" == "--dist" ]]; then
  dist=$2
  shift 2
fi
if [[ ! -f "$dist/engines.json" ]]; then
  echo "bench-wasm.sh: no engines in $dist/; build the site first: trunk build --release=true" >&2
  exit 2
fi

cargo build --release -q -p tabuleiro-cli
# A copy, so that another build in a shared target dir cannot swap the
# binary between two runs.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
target=$(cargo metadata --format-version 1 --no-deps | node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(0, "utf8")).target_directory)')
cp "$target/release/tabuleiro" "$work/tabuleiro"

echo "native: $(rustc --version); wasm: each game's engine in $dist/ (engines.json)"
node scripts/bench/wasm-vs-native.mjs --native "$work/tabuleiro" --dist "$dist" "$@"
