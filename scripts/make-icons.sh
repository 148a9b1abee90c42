#!/usr/bin/env bash
# Renders the app icons from their one source, web/icons/icon.svg, with
# headless Chromium: the page's 48 px favicon, 192 and 512 px, and a 512 px
# maskable icon whose art is shrunk into the safe zone on a full-bleed
# background. The PNGs are committed; run this after changing the SVG.
# The favicon is a PNG, not the SVG: a browser decodes the page's favicon
# on the page's own main thread, and an SVG one is a document of its own
# to build (25-70 ms at 4x CPU throttling, a long task while the page
# starts), where a small PNG is a cheap decode.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
ICONS="$ROOT/web/icons"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

render() { # html file, size, output
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --no-first-run --user-data-dir="$TMP/profile" --hide-scrollbars \
    --force-device-scale-factor=1 --window-size="$2,$2" --screenshot="$3" "file://$1" 2>/dev/null
}

cat > "$TMP/plain.html" <<HTML
<!doctype html><body style="margin:0"><img src="file://$ICONS/icon.svg" style="display:block;width:100vw;height:100vh"></body>
HTML
cat > "$TMP/maskable.html" <<HTML
<!doctype html><body style="margin:0;background:#7a4a23;display:grid;place-items:center;height:100vh">
<img src="file://$ICONS/icon.svg" style="display:block;width:74vw;height:74vh"></body>
HTML
render "$TMP/plain.html" 48 "$ICONS/icon-48.png"
render "$TMP/plain.html" 192 "$ICONS/icon-192.png"
render "$TMP/plain.html" 512 "$ICONS/icon-512.png"
render "$TMP/maskable.html" 512 "$ICONS/icon-maskable-512.png"
echo "icons written to $ICONS"
