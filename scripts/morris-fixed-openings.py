#!/usr/bin/env python3
"""Nine Men's Morris: Tabuleiro against Sanmill's engine from fixed openings,
Tabuleiro on a chosen side, each engine with its own move time.

A diagnosis tool beside the issue's measure (the shared referee's random,
colour-swapped match): it replays openings a match lost, to ask whether more
time holds them. It drives the shared referee's own engine and game code.

    python3 scripts/morris-fixed-openings.py --ours-ms 4000 \
      --sanmill PATH/TO/tgf --games 'd2 d1 a1 g1:B;c5 g1 f6 f4:W' --log hard.log

Each game is `OPENING:SIDE`, SIDE the colour Tabuleiro plays (W or B).
`--games-file` reads them one a line (`#` starts a comment; the repo's
`scripts/morris-lost-openings.txt` holds every opening main lost in the
issue's match since the ninth round, with where each was lost), and
`--repeat N` plays the whole list N times, the summary counting each
opening's results together:

    python3 scripts/morris-fixed-openings.py --sanmill PATH/TO/tgf \
      --games-file scripts/morris-lost-openings.txt --repeat 2 --log lost.log

`--ours` may be any engine of the protocol, with `--ours-option NAME=VALUE`
for its settings: Sanmill's own engine there (`--ours "PATH/TO/tgf uci"
--ours-option DeveloperMode=false --ours-option SkillLevel=30`) asks whether
Sanmill holds the openings it beat us in. `--ours-first-ms` gives our
engine a longer search for its first move of each game only: what a deeper
first choice after the opening (a book's) would be worth.
"""
import argparse
import time
import types

from morris_common import REFEREE, ROOT, load_referee, parse_games, parse_options, read_games_file


def with_move_time(engine, ms, first_ms=None):
    """The referee passes one move time to both engines; this one keeps its
    own, and `first_ms` for its first move of each game (`engine.first`,
    set before each game), to ask what a longer first choice is worth."""
    think = engine.think
    engine.first = False

    def timed(pos, _ms, _removal_ms=None, hard_timeout=None):
        t = first_ms if engine.first and first_ms else ms
        engine.first = False
        return think(pos, t, max(50, t // 4), hard_timeout)

    engine.think = timed


def summarise(results):
    """Each opening's results from our side, in the order first played."""
    print("opening          side  results  score")
    for (opening, side), scores in results.items():
        marks = " ".join({1.0: "+", 0.0: "-"}.get(s, "=") for s in scores)
        print(f"{opening:16s} {side:4s}  {marks:7s}  {sum(scores)} of {len(scores)}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ours", default=str(ROOT / "target/release/tabuleiro") + " uci morris")
    ap.add_argument("--sanmill", required=True, help="Sanmill's engine binary (tgf)")
    ap.add_argument("--ours-option", action="append", default=[], metavar="NAME=VALUE",
                    help="a setting for the engine of --ours (repeatable)")
    ap.add_argument("--ours-ms", type=int, default=1000)
    ap.add_argument("--ours-first-ms", type=int, default=None,
                    help="our engine's time for its first move of each game (default: --ours-ms)")
    ap.add_argument("--theirs-ms", type=int, default=1000)
    source = ap.add_mutually_exclusive_group(required=True)
    source.add_argument("--games", help="'OPENING:SIDE;OPENING:SIDE;...'")
    source.add_argument("--games-file", help="a file of OPENING:SIDE, one a line")
    ap.add_argument("--repeat", type=int, default=1, help="play the whole list this many times")
    ap.add_argument("--log", required=True)
    ap.add_argument("--referee", default=str(REFEREE))
    a = ap.parse_args()
    if a.repeat < 1:
        raise SystemExit(f"--repeat: {a.repeat} is not a count of at least 1")
    if a.games is not None:
        games = parse_games(a.games)
    else:
        games = read_games_file(a.games_file, "--games-file")
    games *= a.repeat
    options = parse_options(a.ours_option, "--ours-option")
    ref = load_referee(a.referee)
    log = open(a.log, "w")
    profile = ("StrictRefereeProfile", "mif-stable-moving-v1")
    ours = ref.UciEngine(a.ours, "tabuleiro", [("MoveTimeMs", str(a.ours_ms)), profile] + options, log=log)
    theirs = ref.UciEngine(f"{a.sanmill} uci", "sanmill",
                           [("MoveTimeMs", str(a.theirs_ms)), profile,
                            ("DeveloperMode", "false"), ("SkillLevel", "30")], log=log)
    with_move_time(ours, a.ours_ms, a.ours_first_ms)
    with_move_time(theirs, a.theirs_ms)
    rules = types.SimpleNamespace(nmove=100, no_origin=False, max_plies=1000, grace=500,
                                  movetime=max(a.ours_ms, a.theirs_ms, a.ours_first_ms or 0),
                                  removal_ms=None)
    total = 0.0
    results = {}
    for n, (opening, side) in enumerate(games, 1):
        white, black = (ours, theirs) if side == "W" else (theirs, ours)
        ours.first = True
        log.write(f"# game {n}: {white.name} (W) vs {black.name} (B), opening {' '.join(opening)}\n")
        t0 = time.monotonic()
        pos, _ = ref.play_game([white, black], opening, rules, log)
        white_score, reason = pos.result
        ours_score = white_score if side == "W" else 1 - white_score
        total += ours_score
        results.setdefault((" ".join(opening), side), []).append(ours_score)
        res = {1: "1-0", 0: "0-1"}.get(white_score, "1/2")
        log.write(f"# result {res} ({reason}) after {len(pos.moves)} plies: {' '.join(pos.moves)}\n")
        log.flush()
        print(f"game {n:2d}  {' '.join(opening):12s} tabuleiro {side}  {res:4s} {len(pos.moves):4d} plies "
              f"{time.monotonic() - t0:6.1f}s  {reason}", flush=True)
    print(f"tabuleiro: {total} of {len(games)}")
    if a.repeat > 1:
        summarise(results)
    for e in (ours, theirs):
        e.close()


if __name__ == "__main__":
    main()
