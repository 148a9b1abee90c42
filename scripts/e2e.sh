#!/usr/bin/env bash
# Runs the end-to-end tests (tests/e2e) in Chromium, Firefox and WebKitGTK.
# Builds only the test crate: build the site first (`trunk build --release`)
# and install the browsers and drivers (`scripts/install-tools.sh --test`).
#
#   scripts/e2e.sh                    harness self-test, Achi, Six Stones, Rastros, Morris, offline, embed, robust, puzzles, extras
#   scripts/e2e.sh harness            only the harness against its fixture page (no dist/ needed)
#   scripts/e2e.sh achi               only Achi against dist/
#   scripts/e2e.sh sixstones          only Six Stones against dist/
#   scripts/e2e.sh rastros            only Rastros against dist/
#   scripts/e2e.sh morris             only Nine Men's Morris against dist/
#   scripts/e2e.sh embed              only embedding: dist/ in an iframe of a page on a second origin
#   scripts/e2e.sh robust             only bad addresses and engine faults (worker killed, panics)
#   scripts/e2e.sh puzzles            only puzzles and hints
#   scripts/e2e.sh howto              only How to play: try-it diagrams, wrong moves, the links to the page
#   scripts/e2e.sh extras             only sound, colours, statistics and axe on every page
#   scripts/e2e.sh tools              only the tools (records, review, two computers, typed moves) and seed details
#   scripts/e2e.sh achi full_game     …only scenarios whose browser::scenario name contains a filter
#
# Environment:
#   TABULEIRO_BROWSERS=chromium,firefox,webkit   which browsers (default: all three)
#   TABULEIRO_ALLOW_MISSING_BROWSERS=1           skip a browser that is not installed instead of failing
#   TABULEIRO_DIST=path                          the built site (default: dist/)
#   TABULEIRO_E2E_QUIET_HTTP=1                   do not log every request the test server serves
#   E2E_CARGO_FLAGS="--release"                  extra cargo flags (default: the dev profile, which
#                                                builds much faster than the LTO release profile)
# Screenshots of failed scenarios go to tests/artifacts/<browser>-<scenario>.png.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
export PATH="$HOME/.cargo/bin:$PATH"

suite=${1:-all}
[ $# -gt 0 ] && shift
case "$suite" in
  all) targets=(harness achi sixstones rastros morris offline embed robust puzzles howto extras tools) ;;
  harness|achi|sixstones|rastros|morris|offline|embed|robust|puzzles|howto|extras|tools) targets=("$suite") ;;
  *) echo "usage: scripts/e2e.sh [all|harness|achi|sixstones|rastros|morris|offline|embed|robust|puzzles|howto|extras|tools] [scenario filter…]" >&2; exit 2 ;;
esac

# shellcheck disable=SC2206
flags=(${E2E_CARGO_FLAGS:-})
echo "[e2e] building the test crate"
if ! cargo test -p tabuleiro-e2e "${flags[@]}" --no-run; then
  echo "e2e: 0 passed, 1 failed"
  exit 1
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0

echo "[e2e] unit tests of the harness"
cargo test -p tabuleiro-e2e "${flags[@]}" --lib 2>&1 | tee -a "$log" || status=1

for target in "${targets[@]}"; do
  echo "[e2e] $target"
  cargo test -p tabuleiro-e2e "${flags[@]}" --test "$target" -- "$@" 2>&1 | tee -a "$log" || status=1
done

# One closing line for everything: the suites' `N passed, M failed` lines
# and libtest's `test result: … N passed; M failed` line, added up.
read -r passed failed < <(awk '
  /^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3 }
  /^test result: / { for (i = 1; i <= NF; i++) { if ($(i) ~ /^passed;?$/) p += $(i-1); if ($(i) ~ /^failed;?$/) f += $(i-1) } }
  END { print p + 0, f + 0 }' "$log")
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
  failed=1 # a suite died before it could count
fi
echo "e2e: $passed passed, $failed failed"
exit "$status"
