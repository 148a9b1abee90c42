#!/usr/bin/env python3
"""Nine Men's Morris: which engine's first placements give away the value of
the position, judged by perfect play.

Sanmill ships the perfect-play sectors of the placement's first plies with
its app (all positions after up to seven placements, but the one sector of
four men a side); `scripts/perfect-values/placement_values.rs`, built in its
workspace, reads them. This script feeds it the games of match logs (the
shared referee's, or `morris-fixed-openings.py`'s) and the first choices an
`morris-opening-scores.py --log` recorded, and counts, for each engine, the
moves after the random opening that turned a win into a draw or a draw into
a loss (a "drop"), and the value each game was dealt:

    python3 scripts/morris-placement-drops.py --tool PATH/TO/placement_values \\
      --db PATH/TO/databases --games main.log self.log --first-choices scores.log

A drop is a move perfect play would not make; it is not a lost game, only
one the other side can now win (or no longer lose) with perfect play.

For first choices it also splits the drawn positions by the point each
choice took (a corner, another midpoint, or one of the four crossings of the
middle square) and counts the choices that left the other side a mill to
close, neither blocking it nor closing one: where the draws go, by kind.
"""
import argparse
import re
import subprocess
from collections import Counter
from pathlib import Path

from morris_common import REFEREE, load_referee, logged_games, position_after

POSITION = re.compile(r">\S+ position startpos moves (.*)")
BESTMOVE = re.compile(r"<\S+ .*\bbestmove (\S+)")
OPENING_PLIES = 4


def removal_missing(ref, moves):
    """Whether the last placement closes a mill and no removal is written:
    Sanmill's engine answers the placement and the removal in two searches,
    and a log of first choices keeps only the first."""
    *before, last = moves
    if "x" in last:
        return False
    return position_after(ref, before).closes_mill(None, last)


def first_choices(path):
    """(the log's name, opening + its move) for each search of an
    opening-scores log: name the logs after the engines and settings."""
    opening = None
    for line in Path(path).read_text().splitlines():
        if m := POSITION.match(line):
            opening = m.group(1).split()
        elif (m := BESTMOVE.match(line)) and opening:
            yield Path(path).stem, opening + [m.group(1)]
            opening = None


def perfect_values(tool, db, move_lists):
    """For each move list, {plies: value for the side to move} as far as the
    shipped sectors reach."""
    sectors = ["std.secval"] + sorted(p.name for p in Path(db).glob("std_*.sec2"))
    if len(sectors) == 1:
        raise SystemExit(f"--db: no std_*.sec2 sectors in {db}")
    text = "".join(" ".join(moves) + "\n" for moves in move_lists)
    try:
        run = subprocess.run([tool, db, "8"] + sectors, input=text, capture_output=True, text=True)
    except OSError as e:
        raise SystemExit(f"--tool: cannot run {tool}: {e.strerror}")
    if run.returncode != 0:
        raise SystemExit(f"--tool: {tool} failed: {run.stderr.strip()[:300]}")
    values = []
    for line in run.stdout.splitlines():
        fields = line.split("\t")[1].split() if "\t" in line else []
        values.append({int(n): int(v.split("/")[0]) for n, v in (f.split(":") for f in fields)})
    return values


def drops_of(values, movers):
    """(ply, mover, value before, value after) for each move from the end of
    the opening on whose value both sides of it are known, the values for
    the mover."""
    for n in sorted(values):
        if n >= OPENING_PLIES and n + 1 in values:
            yield n, movers[n % 2], values[n], -values[n + 1]


def count_games(tool, db, paths):
    games = [g for path in paths for g in logged_games(path)]
    values = perfect_values(tool, db, [moves for *_, moves in games])
    kept, dropped = Counter(), Counter()
    print("game                  white      black      result  dealt (White)  drops")
    for (white, black, result, moves), v in zip(games, values):
        marks = []
        for n, mover, before, after in drops_of(v, (white, black)):
            if after < before:
                dropped[mover] += 1
                marks.append(f"ply {n} {mover} {before:+d}->{after:+d}")
            else:
                kept[mover] += 1
        dealt = f"{v[OPENING_PLIES]:+d}" if OPENING_PLIES in v else "?"
        print(f"{' '.join(moves[:OPENING_PLIES]):20s}  {white:10s} {black:10s} {result:6s}  {dealt:>13s}  "
              + "; ".join(marks))
    print_totals("the games' moves from ply 4 on", kept, dropped)


def count_first_choices(tool, db, paths, ref):
    every = [c for path in paths for c in first_choices(path)]
    choices = [c for c in every if not removal_missing(ref, c[1])]
    unjudged = len(every) - len(choices)
    values = perfect_values(tool, db, [moves for _, moves in choices])
    outcomes = Counter()
    drawn = Counter()
    for (engine, moves), v in zip(choices, values):
        n = len(moves) - 1
        if n not in v or n + 1 not in v:
            continue
        outcomes[(engine, v[n], -v[n + 1])] += 1
        if v[n] == 0:
            for kind in choice_kinds(ref, moves):
                drawn[(engine, kind)] += 1
                drawn[(engine, kind, "lost")] += v[n + 1] > 0
    if unjudged:
        print(f"\n{unjudged} first choices close a mill without their removal: not judged")
    print("\nfirst choices (log)       value before  after  count")
    for (engine, before, after), count in sorted(outcomes.items()):
        print(f"{engine:24s} {before:+12d}  {after:+5d}  {count:5d}")
    print("\nin drawn positions, by the point taken: choices, draws given away")
    for engine in sorted({e for e, *_ in drawn}):
        cells = [f"{kind} {drawn[(engine, kind)]:5d} {drawn[(engine, kind, 'lost')]:4d}" for kind in CHOICE_KINDS]
        print(f"{engine:24s} " + "   ".join(cells))


# Points by their lines' neighbours: the four crossings of the middle square
# have four, the other midpoints three, the corners two.
POINT_KINDS = ("corner", "midpoint", "crossing")
CHOICE_KINDS = POINT_KINDS + ("unblocked",)


def choice_kinds(ref, moves):
    """The kind of point the last move took, and "unblocked" if the other
    side could close a mill and the move neither blocks it nor closes one."""
    *before, last = moves
    _, to, taken = ref.parse_move(last)
    yield POINT_KINDS[len(ref.ADJ[to]) - 2]
    pos = position_after(ref, before)
    theirs = 1 - pos.stm
    threats = {third for mill in ref.MILLS
               for third in mill
               if pos.board[third] is None and sum(pos.board[q] == theirs for q in mill) == 2}
    if threats and to not in threats and not taken:
        yield "unblocked"


def print_totals(what, kept, dropped):
    print(f"\n{what}: engine, moves judged, drops")
    for engine in sorted(set(kept) | set(dropped)):
        print(f"{engine:12s} {kept[engine] + dropped[engine]:5d} {dropped[engine]:5d}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", required=True, help="placement_values, built in Sanmill's workspace")
    ap.add_argument("--db", required=True, help="the directory of std.secval and the std_*.sec2 sectors")
    ap.add_argument("--games", nargs="*", default=[], help="match logs (referee or fixed-openings)")
    ap.add_argument("--referee", default=str(REFEREE))
    ap.add_argument("--first-choices", nargs="*", default=[], help="morris-opening-scores.py --log files")
    a = ap.parse_args()
    if not a.games and not a.first_choices:
        raise SystemExit("nothing to judge: name --games logs or --first-choices logs")
    for path in a.games + a.first_choices:
        if not Path(path).is_file():
            raise SystemExit(f"no such log: {path}")
    if a.games:
        count_games(a.tool, a.db, a.games)
    if a.first_choices:
        count_first_choices(a.tool, a.db, a.first_choices, load_referee(a.referee))


if __name__ == "__main__":
    main()
