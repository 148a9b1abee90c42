#!/usr/bin/env python3
"""Serves a built site on 127.0.0.1 the way a production host would: the
right media types (wasm, web manifest), gzip for text and wasm when the
browser accepts it, and revalidation on every load (the service worker does
the caching). Used by scripts/serve.sh and scripts/lighthouse.sh.

    python3 scripts/static_server.py DIR [PORT]
"""

import functools
import gzip
import http.server
import os
import sys

COMPRESSIBLE = {".html", ".js", ".mjs", ".css", ".wasm", ".json", ".svg", ".webmanifest", ".txt"}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        wants_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        if not wants_gzip or os.path.splitext(path)[1] not in COMPRESSIBLE or not os.path.isfile(path):
            return super().send_head()
        body = compressed(path, os.path.getmtime(path))
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        if self.command == "HEAD":
            return None
        self.wfile.write(body)
        return None

    def log_message(self, *args):
        if os.environ.get("TABULEIRO_HTTP_LOG"):
            super().log_message(*args)


@functools.lru_cache(maxsize=256)
def compressed(path, _mtime):
    with open(path, "rb") as f:
        return gzip.compress(f.read(), 9)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: static_server.py DIR [PORT]")
    root = sys.argv[1]
    port = int(sys.argv[2]) if len(sys.argv) > 2 else 8080
    handler = functools.partial(Handler, directory=root)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Tabuleiro: http://127.0.0.1:{port}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    main()
