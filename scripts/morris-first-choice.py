#!/usr/bin/env python3
"""Nine Men's Morris: what a timed search's first choice costs, judged deeply.

A diagnosis tool beside the issue's match: for random four-ply openings (the
match's kind) it asks each build for its move in the given time, at White's
first choice and (every other opening, after a quick fifth ply by the judge)
at Black's, and judges each move chosen by a deeper search of the position
after it. A choice's cost is how far its judged score falls below the best
judged score at that position (the judge's own deeper choice among those
judged), in pieces. Far less noisy than a match, it tells whether a change
that searches deeper also chooses better.

    python3 scripts/morris-first-choice.py --seed 1 --count 30 \
      --build main=target/release/tabuleiro \
      --build 'pruned=/tmp/tab-tune:futility=1,static_cutoff=100'

A build is NAME=BINARY or NAME=BINARY:WEIGHTS, WEIGHTS given to the binary
as TABULEIRO_MORRIS_WEIGHTS (a `tune` build's settings).
"""
import argparse
import os
import random
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POINTS = [f"{file}{rank}" for file, ranks in
          [("a", "147"), ("b", "246"), ("c", "345"), ("d", "123567"), ("e", "345"), ("f", "246"), ("g", "147")]
          for rank in ranks]


def parse_build(text):
    name, sep, rest = text.partition("=")
    binary, _, weights = rest.partition(":")
    if not sep or not name or not binary:
        raise SystemExit(f"--build: '{text}' is not NAME=BINARY or NAME=BINARY:WEIGHTS")
    return name, (binary, weights)


def best(binary, moves, threads, weights="", ms=None, depth=None):
    """The move a search of `binary` chooses after `moves`, its score and depth."""
    limit = ["--time", str(ms)] if ms else ["--depth", str(depth)]
    command = [binary, "best", "morris", "--moves", " ".join(moves), "--threads", str(threads)] + limit
    run = subprocess.run(command, capture_output=True, text=True,
                         env=dict(os.environ, TABULEIRO_MORRIS_WEIGHTS=weights))
    lines = run.stdout.strip().splitlines()
    if run.returncode != 0 or not lines:
        raise SystemExit(f"{' '.join(command)} failed: {run.stderr.strip()}")
    words = lines[-1].split()
    return words[0], int(words[words.index("score") + 1]), int(words[words.index("depth") + 1])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", action="append", required=True, type=parse_build, metavar="NAME=BINARY[:WEIGHTS]")
    ap.add_argument("--judge", default=str(ROOT / "target/release/tabuleiro"))
    ap.add_argument("--judge-depth", type=int, default=15, help="plies searched after each move judged")
    ap.add_argument("--ms", type=int, default=1000, help="each build's time for its choice")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=30)
    a = ap.parse_args()
    builds = dict(a.build)
    rng = random.Random(a.seed)
    costs = {name: [] for name in builds}

    def judge(moves):
        return -best(a.judge, moves, a.threads, depth=a.judge_depth)[1]

    for k in range(a.count):
        opening = rng.sample(POINTS, 4)
        if k % 2 == 1:
            opening.append(best(a.judge, opening, a.threads, ms=200)[0])
        deep = best(a.judge, opening, a.threads, depth=a.judge_depth + 1)[0]
        judged = {deep: judge(opening + [deep])}
        row = []
        for name, (binary, weights) in builds.items():
            move, _, depth = best(binary, opening, a.threads, weights, ms=a.ms)
            if move not in judged:
                judged[move] = judge(opening + [move])
            row.append((name, move, depth))
        top = max(judged.values())
        for name, move, _ in row:
            costs[name].append(top - judged[move])
        choices = " | ".join(f"{name} {move} (depth {depth}) {judged[move]}" for name, move, depth in row)
        print(f"{' '.join(opening):15s} deep {deep} {judged[deep]} | {choices}", flush=True)
    for name, cost in costs.items():
        print(f"{name}: mean cost {sum(cost) / len(cost) / 100:.3f} of a piece, "
              f"{sum(c >= 30 for c in cost)} of {len(cost)} choices 0.3 or more below the best judged", flush=True)


if __name__ == "__main__":
    main()
