#!/usr/bin/env python3
"""Nine Men's Morris: positions of played games, scored by our own deeper search.

The teacher for `morris_fit`'s scored lines (docs/morris-engine.md, the
twentieth round): every position of the games in referee logs from ply
LO to ply HI (the end of the placement and the first slides, where the
matches' games are lost), each once, is searched to a fixed depth on one
thread, and printed as `SCORE<TAB>MOVES` (SCORE in hundredths of a piece
for the side to move, as `info ... score` gives it).

    python3 scripts/morris-search-scores.py --depth 15 MATCH.log... > scores.txt
    cargo run --release -p tabuleiro-engine --example morris_fit -- scores.txt

WORKERS engines share the positions (one a core). Each keeps its table
from one position to the next, so which engine gets which position can
move a score a little: the same logs give nearly, not exactly, the same
scores.
"""
import argparse
import subprocess
import sys
import threading

from morris_common import ROOT, logged_games


def plies(text):
    """LO-HI as a pair of ints."""
    lo, sep, hi = text.partition("-")
    try:
        lo, hi = int(lo), int(hi)
    except ValueError:
        raise SystemExit(f"--plies: '{text}' is not LO-HI")
    if not sep or lo < 0 or hi < lo:
        raise SystemExit(f"--plies: '{text}' is not LO-HI with 0 <= LO <= HI")
    return lo, hi


def positions(paths, lo, hi):
    """The move lists of the games' positions from ply lo to hi, each once,
    in the order the logs first reach them."""
    seen, out = set(), []
    for path in paths:
        for *_, moves in logged_games(path):
            # The last position is the game's end: nothing to search.
            for n in range(lo, min(hi, len(moves) - 1) + 1):
                key = " ".join(moves[:n])
                if key not in seen:
                    seen.add(key)
                    out.append(key)
    return out


class Scorer:
    """One engine on one thread, asked for a position's score at a depth."""

    def __init__(self, command, depth):
        self.depth = depth
        try:
            self.proc = subprocess.Popen(command.split() + ["uci", "morris"], text=True, bufsize=1,
                                         stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except OSError as e:
            raise SystemExit(f"--engine: cannot start '{command}': {e.strerror}")
        self.send("uci\nsetoption name Threads value 1")

    def send(self, text):
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def score(self, moves):
        self.send(f"position startpos moves {moves}\ngo depth {self.depth}")
        score = None
        for line in self.proc.stdout:
            words = line.split()
            if words[:2] == ["info", "depth"] and "score" in words:
                score = words[words.index("score") + 1]
            elif words[:1] == ["bestmove"]:
                return score
        raise SystemExit(f"the engine ended while searching: {moves}")

    def close(self):
        self.send("quit")
        self.proc.wait()


def score_all(todo, command, depth, workers):
    """Each position's score, printed as it comes (order not kept)."""
    lock = threading.Lock()
    failures = []

    def work(scorer):
        try:
            while True:
                with lock:
                    if not todo:
                        break
                    moves = todo.pop()
                score = scorer.score(moves)
                if score is not None:
                    with lock:
                        print(f"{score}\t{moves}", flush=True)
        except SystemExit as e:
            failures.append(str(e))
        finally:
            scorer.close()

    scorers = [Scorer(command, depth) for _ in range(workers)]
    threads = [threading.Thread(target=work, args=(s,)) for s in scorers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if failures:
        raise SystemExit(failures[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("logs", nargs="+", help="referee logs (their '# result' lines are read)")
    ap.add_argument("--engine", default=str(ROOT / "target/release/tabuleiro"),
                    help="our engine's command, without 'uci morris'")
    ap.add_argument("--depth", type=int, default=15)
    ap.add_argument("--plies", type=plies, default=(8, 36), help="LO-HI, the plies scored (8-36)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    if args.depth < 1 or args.workers < 1:
        raise SystemExit("--depth and --workers must be at least 1")
    todo = positions(args.logs, *args.plies)
    print(f"positions to score: {len(todo)}", file=sys.stderr)
    # Popped from the end: reversed, so the logs' first positions come first.
    score_all(todo[::-1], args.engine, args.depth, args.workers)


if __name__ == "__main__":
    main()
