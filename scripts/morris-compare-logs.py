#!/usr/bin/env python3
"""Nine Men's Morris: our match against Sanmill's engine read beside Sanmill's
engine against itself on the same openings.

Some random openings are lost for one colour at this strength: Sanmill's
engine loses them to itself. This reads two logs of the shared referee on
the same seed — the issue's match (`--log ours.log`) and the same command
with Sanmill's engine in both seats (`--log self.log`) — and tells each of
our losses apart: in an opening Sanmill lost to itself in that colour, or
in one it held.

    python3 scripts/morris-compare-logs.py --ours ours.log --self self.log

`--engine` names our engine as the match's log does (tabuleiro).
"""
import argparse
import re
from collections import defaultdict

GAME = re.compile(r"^# game (\d+): (\S+) \(W\) vs (\S+) \(B\), opening (.+)$")
RESULT = re.compile(r"^# result (1-0|0-1|1/2) ")


def games(path):
    """(opening, white, black, result) for each finished game of a referee log."""
    out, current = [], None
    with open(path, encoding="utf-8") as log:
        for line in log:
            line = line.rstrip("\n")
            if m := GAME.match(line):
                current = (m.group(4).strip(), m.group(2), m.group(3))
            elif (m := RESULT.match(line)) and current:
                out.append(current + (m.group(1),))
                current = None
    if not out:
        raise SystemExit(f"{path}: no finished game (is it a log of morris-referee.py?)")
    return out


def colour_result(white_result, colour):
    """A game's result for the side of `colour` (W or B): win, draw or loss."""
    if white_result == "1/2":
        return "draw"
    white_won = white_result == "1-0"
    return "win" if white_won == (colour == "W") else "loss"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ours", required=True, help="the referee's log of our match")
    ap.add_argument("--self", required=True, dest="self_log", help="the log of Sanmill against itself")
    ap.add_argument("--engine", default="tabuleiro")
    a = ap.parse_args()
    sanmill_self = defaultdict(list)
    for opening, _, _, result in games(a.self_log):
        sanmill_self[opening].append(result)
    lost_where_sanmill_lost, lost_where_sanmill_held, unmatched = [], [], []
    print(f"{'opening':14s} {'ours':5s} {'result':7s} Sanmill against itself (White's results)")
    for opening, white, black, result in games(a.ours):
        if a.engine not in (white, black):
            raise SystemExit(f"{a.ours}: no '{a.engine}' in the game of {opening} (see --engine)")
        colour = "W" if white == a.engine else "B"
        ours = colour_result(result, colour)
        theirs = sanmill_self.get(opening)
        seen = " ".join(theirs) if theirs else "not played"
        print(f"{opening:14s} {colour:5s} {ours:7s} {seen}")
        if ours != "loss":
            continue
        if not theirs:
            unmatched.append(opening)
        elif all(colour_result(r, colour) == "loss" for r in theirs):
            lost_where_sanmill_lost.append(f"{opening} ({colour})")
        else:
            lost_where_sanmill_held.append(f"{opening} ({colour})")
    print(f"our losses in openings Sanmill lost to itself in that colour: {len(lost_where_sanmill_lost)}"
          f" {lost_where_sanmill_lost}")
    print(f"our losses in openings Sanmill held at least once: {len(lost_where_sanmill_held)}"
          f" {lost_where_sanmill_held}")
    if unmatched:
        print(f"our losses in openings the other log did not play: {unmatched}")


if __name__ == "__main__":
    main()
