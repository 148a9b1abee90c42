#!/usr/bin/env bash
# CI's short fuzz and soak run. Installs cargo-fuzz if it is missing (the
# pinned version, built from crates.io), runs every fuzz target for a few
# seconds from the committed corpus (new inputs go to a temporary folder,
# never into the repository), then a short soak of every game.
#   scripts/fuzz-short.sh [seconds per target, default 10]   (SOAK_GAMES=50 per game)
# A failing input is printed in hex: keep it under fuzz/regressions/<target>/
# (plain `cargo test` replays it) and fix what it found.
set -euo pipefail
CARGO_FUZZ_VERSION=0.13.2
SECONDS_PER_TARGET=${1:-10}
SOAK_GAMES=${SOAK_GAMES:-50}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"

if ! cargo fuzz --version 2>/dev/null | grep -q "$CARGO_FUZZ_VERSION"; then
  echo "[fuzz] building cargo-fuzz $CARGO_FUZZ_VERSION (about a minute)"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked --force
fi

# The fuzz crate builds with its own flags: keep it out of the workspace's
# target folder, whatever CARGO_TARGET_DIR says.
workspace_target=${CARGO_TARGET_DIR:-}
export CARGO_TARGET_DIR="${FUZZ_TARGET_DIR:-$ROOT/fuzz/target}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# No sanitizer: the engine has no unsafe code, and without one cargo-fuzz
# needs no nightly flags (docs/decisions.md, "Fuzzing and soak").
cargo fuzz build -s none
targets=$(cargo fuzz list)
for t in $targets; do
  mkdir -p "$work/$t" "$work/crash-$t"
  echo "[fuzz] $t for ${SECONDS_PER_TARGET}s"
  if ! cargo fuzz run -s none "$t" "$work/$t" "fuzz/corpus/$t" -- \
      -max_total_time="$SECONDS_PER_TARGET" -artifact_prefix="$work/crash-$t/" \
      -print_final_stats=1 >"$work/$t.log" 2>&1; then
    grep -E "panicked|$t:" "$work/$t.log" | head -5 || true
    for f in "$work/crash-$t"/*; do
      [ -f "$f" ] && echo "[fuzz] failing input of $t (hex): $(od -An -tx1 -v "$f" | tr -d ' \n')"
    done
    exit 1
  fi
  grep -E "stat::number_of_executed_units" "$work/$t.log" | sed "s/^/[fuzz] $t /" || true
done

if [ -n "$workspace_target" ]; then export CARGO_TARGET_DIR="$workspace_target"; else unset CARGO_TARGET_DIR; fi
seed=$(date +%Y%m%d)
echo "[soak] $SOAK_GAMES games of each game from seed $seed"
cargo run -q -p tabuleiro-cli -- soak all --games "$SOAK_GAMES" --seed "$seed"
