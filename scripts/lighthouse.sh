#!/usr/bin/env bash
# Lighthouse (performance, accessibility, best practices; its mobile
# profile) on the home page and every game page of the built site, in
# Debian's Chromium, offline. Installs its pinned Lighthouse when missing.
#   scripts/lighthouse.sh            uses dist/ (run `trunk build --release` first)
# Prints one line per page with the three scores; full reports go to
# tests/artifacts/lighthouse-*.json.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
[ -f dist/index.html ] || { echo "lighthouse.sh: no dist/ — build first (trunk build --release)" >&2; exit 2; }
LH="$ROOT/tools/lighthouse"
[ -x "$LH/node_modules/.bin/lighthouse" ] || (cd "$LH" && npm ci --no-audit --no-fund --loglevel=error)
mkdir -p tests/artifacts

PORT=${PORT:-8765}
python3 scripts/static_server.py dist "$PORT" >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break
  sleep 0.1
done

FLAGS="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
--disable-component-update --disable-sync --host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"

# The home page and every game the engine's catalog lists.
GAMES=$(node --input-type=module -e "const { CATALOG } = await import('./web/generated/catalog.js'); console.log(CATALOG.map((g) => g.id).join(' '));")
status=0
for page in "home|/" $(for g in $GAMES; do printf '%s|/?game=%s ' "$g" "$g"; done); do
  name=${page%%|*}
  url="http://127.0.0.1:$PORT${page#*|}"
  out="tests/artifacts/lighthouse-$name.json"
  CHROME_PATH=/usr/bin/chromium "$LH/node_modules/.bin/lighthouse" "$url" --quiet \
    --chrome-flags="$FLAGS" --only-categories=performance,accessibility,best-practices \
    --output=json --output-path="$out" >/dev/null 2>&1 || { echo "$name: lighthouse failed"; status=1; continue; }
  node -e '
    const r = require(process.argv[1]);
    const s = (k) => Math.round(r.categories[k].score * 100);
    const failed = Object.values(r.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
    console.log(`${process.argv[2]}: performance ${s("performance")} accessibility ${s("accessibility")} best-practices ${s("best-practices")}` + (failed.length ? `  (failing: ${failed.join(", ")})` : ""));
  ' "$ROOT/$out" "$name"
done
exit $status
