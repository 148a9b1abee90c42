#!/usr/bin/env bash
# Writes web/generated/puzzles.js: each game's built-in puzzle set
# (crates/engine/src/games/<game>/puzzles.txt) as the ES module the puzzle page
# loads. With --sets it first finds every set again from its seed
# (`tabuleiro puzzles <game> --generate --seed 1`, at low priority; about
# two minutes on two cores), which the CLI embeds. crates/engine/tests/
# puzzle_sets.rs re-proves the sets; crates/cli/tests/puzzles.rs fails while
# the module is out of date.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
SEED=1
cli() { cargo run --quiet --release -p tabuleiro-cli -- "$@"; }
if [ "${1:-}" = "--sets" ]; then
  for set in crates/engine/src/games/*/puzzles.txt; do
    game=$(basename "$(dirname "$set")")
    start=$(date +%s)
    nice -n 10 cargo run --quiet --release -p tabuleiro-cli -- \
      puzzles "$game" --generate --seed "$SEED" > "crates/engine/src/games/$game/puzzles.txt.new"
    mv "crates/engine/src/games/$game/puzzles.txt.new" "crates/engine/src/games/$game/puzzles.txt"
    echo "wrote crates/engine/src/games/$game/puzzles.txt ($(wc -l < "crates/engine/src/games/$game/puzzles.txt") puzzles, $(( $(date +%s) - start )) s)"
  done
fi
cli puzzles --module > web/generated/puzzles.js.new
mv web/generated/puzzles.js.new web/generated/puzzles.js
echo "wrote web/generated/puzzles.js ($(wc -c < web/generated/puzzles.js) bytes)"
