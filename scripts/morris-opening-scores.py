#!/usr/bin/env python3
"""Nine Men's Morris: how the issue's random openings leave each side, by our
engine's own first search of them.

The shared referee opens each colour-swapped pair of games with random
placements drawn from `random.Random(seed)`. This script draws the same
openings for the seeds named (the referee's own game code and draw, loaded
from its file), asks the engine for White's next move after each one (`go
movetime`), and prints the score of its last completed depth: hundredths of
a piece for White, who is to move after the four plies. It answers what
share of the match's openings one side begins a piece or more behind, and,
with `--lost`, where main's lost games sat among them. With `--played`,
the seeds of the matches the lost games come from (a seed played twice named
twice), it splits those matches' games by our side's score and counts the
losses in each part: how a game's chances hang on the opening it was dealt.
With `--reply CMD` (and `--reply-option`), that engine plays White's move
after each opening first, as Sanmill's does in a match, and the engine is
asked for Black's: our first choice as Black (its score still printed for
White).

    python3 scripts/morris-opening-scores.py --seeds 1-41,1206-1208 \\
      --lost scripts/morris-lost-openings.txt \\
      --played 19,23,31,37,41,41,11,1206,1206,1207 --log scores.txt

`--engine` may be any engine of the protocol whose `info` lines give `score`
from the side to move (ours does; Sanmill's gives White's, a fifth of a
piece, so its figures read differently), with `--engine-option NAME=VALUE`
for its settings; the `--log` of its dialogue keeps its choices, which
`scripts/morris-placement-drops.py --first-choices` judges by perfect play.
"""
import argparse
import random
from pathlib import Path

from morris_common import REFEREE, ROOT, load_referee, parse_options, position_after, read_games_file

OPENING_PLIES = 4
# How the summary splits the scores (hundredths of a piece for White).
BUCKETS = (
    ("White <= -1.50", lambda s: s <= -150),
    ("-1.50 < White <= -1.00", lambda s: -150 < s <= -100),
    ("-1.00 < White <= -0.50", lambda s: -100 < s <= -50),
    ("-0.50 < White < 0.50", lambda s: -50 < s < 50),
    ("0.50 <= White < 1.00", lambda s: 50 <= s < 100),
    ("1.00 <= White < 1.50", lambda s: 100 <= s < 150),
    ("White >= 1.50", lambda s: s >= 150),
)


def parse_seeds(text, what="--seeds"):
    """`1-40`, `11,19,23` or a mix (`1-5,11`)."""
    seeds = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        low, sep, high = part.partition("-")
        try:
            seeds += range(int(low), int(high) + 1) if sep else [int(low)]
        except ValueError:
            raise SystemExit(f"{what}: '{part}' is not a seed or a range like 1-40")
    if not seeds:
        raise SystemExit(f"{what}: no seed named")
    return seeds


def referee_openings(ref, seed, pairs, plies):
    """The openings the referee plays with `--seed seed`, one per pair of
    games, drawn exactly as its match loop draws them."""
    rng = random.Random(seed)
    openings = []
    while len(openings) < pairs:
        p = ref.Position()
        moves = []
        for _ in range(plies):
            mv = rng.choice(p.legal_moves())
            moves.append(mv)
            p.play(mv)
            if p.result:
                break
        if p.result is None:
            openings.append(moves)
    return openings


def lost_openings(path):
    """The lost games' file (`OPENING:SIDE`) as {opening: sides}."""
    lost = {}
    for moves, side in read_games_file(path, "--lost"):
        lost.setdefault(" ".join(moves), set()).add(side)
    return lost


def first_score(engine, opening, movetime):
    """The engine's score (side to move) and depth at its last completed
    depth for the position after `opening`."""
    engine.new_game()
    engine.send("position startpos moves " + " ".join(opening))
    engine.sync()
    engine.send(f"go movetime {movetime}")
    # Sanmill's engine ends its `info` line with the bestmove, and may
    # answer `go movetime` only once told to stop.
    answered = lambda l: "bestmove" in l.split()
    try:
        lines = engine.wait(answered, movetime / 1000)
    except TimeoutError:
        engine.send("stop")
        lines = engine.wait(answered, movetime / 1000 * 3 + 10)
        engine.sync()  # past a stray answer to the `stop`
    score = depth = None
    for line in lines:
        toks = line.split()
        if toks[:1] == ["info"] and "score" in toks and "depth" in toks:
            value = toks[toks.index("score") + 1:][:2]
            if value[:1] == ["cp"]:  # Sanmill's form: `score cp N`, for White
                value = value[1:]
            if value and value[0].lstrip("-").isdigit():
                score = int(value[0])
                depth = int(toks[toks.index("depth") + 1])
    if score is None:
        raise SystemExit(f"the engine gave no score after {' '.join(opening)}")
    return score, depth


# How `--played` splits the games (hundredths of a piece for our side).
OUR_BUCKETS = (
    ("ours <= -1.00", lambda s: s <= -100),
    ("-1.00 < ours <= -0.50", lambda s: -100 < s <= -50),
    ("-0.50 < ours <= 0.50", lambda s: -50 < s <= 50),
    ("0.50 < ours <= 1.00", lambda s: 50 < s <= 100),
    ("ours > 1.00", lambda s: s > 100),
)


def read_output(path, seeds):
    """The rows an earlier run printed (`seed N  OPENING [REPLY]  SCORE  depth D`),
    for the seeds asked: its summaries again without searching again."""
    rows = []
    try:
        lines = Path(path).read_text().splitlines()
    except OSError as e:
        raise SystemExit(f"--from-output: cannot read {path}: {e.strerror}")
    for n, line in enumerate(lines, 1):
        toks = line.split()
        if toks[:1] != ["seed"]:
            continue
        try:
            at = toks.index("depth")
            seed, opening = int(toks[1]), toks[2:2 + OPENING_PLIES]
            score, depth = int(toks[at - 1]), int(toks[at + 1])
        except (IndexError, ValueError):
            raise SystemExit(f"--from-output: {path} line {n} is not a score line: {line}")
        if seed in seeds:
            rows.append((seed, opening, score, depth))
    return rows


def bucket_of(score, buckets=BUCKETS):
    """Which of `buckets` a score falls in."""
    for i, (_, holds) in enumerate(buckets):
        if holds(score):
            return i
    raise AssertionError(score)


def summarise_played(rows, lost, played):
    """The played matches' games by our side's score, with the lost ones."""
    by_seed = {}
    for seed, opening, score, _ in rows:
        by_seed.setdefault(seed, []).append((" ".join(opening), score))
    games = [0] * len(OUR_BUCKETS)
    losses = [0] * len(OUR_BUCKETS)
    for seed in played:
        for _, score in by_seed[seed]:
            games[bucket_of(score, OUR_BUCKETS)] += 1
            games[bucket_of(-score, OUR_BUCKETS)] += 1
    scores = {opening: score for seed in played for opening, score in by_seed[seed]}
    for opening, sides in lost.items():
        if opening not in scores:
            print(f"lost opening {opening} is not among the played seeds' openings")
            continue
        for side in sides:
            ours = scores[opening] if side == "W" else -scores[opening]
            losses[bucket_of(ours, OUR_BUCKETS)] += 1
    print(f"\nthe {len(played)} matches' games by our side's score   games  lost  share lost")
    for (label, _), n, lost_n in zip(OUR_BUCKETS, games, losses):
        share = f"{100 * lost_n / n:5.1f} %" if n else "    -"
        print(f"{label:38s} {n:5d}  {lost_n:4d}  {share}")


def summarise(rows, lost):
    counts = [0] * len(BUCKETS)
    lost_in = [0] * len(BUCKETS)
    for _, opening, score, _ in rows:
        b = bucket_of(score)
        counts[b] += 1
        lost_in[b] += len(lost.get(" ".join(opening), ()))
    print(f"\nscore for White (hundredths)  openings  share   {'lost games there' if lost else ''}")
    for i, n in enumerate(counts):
        extra = f"  {lost_in[i]}" if lost else ""
        print(f"{BUCKETS[i][0]:28s} {n:8d}  {100 * n / len(rows):5.1f} %{extra}")
    behind = sum(1 for r in rows if abs(r[2]) >= 100)
    print(f"one side a piece or more behind: {behind} of {len(rows)} ({100 * behind / len(rows):.1f} %)")


def replied(ref, reply, opening, movetime):
    """The opening and the reply engine's White move after it (a removal
    joined to it, as the referee plays it)."""
    pos = position_after(ref, opening)
    reply.new_game()
    move, _ = reply.think(pos, movetime, max(50, movetime // 4))
    return opening + [move.replace("?", "")]


def score_openings(a, seeds, lost):
    """Searches each seed's openings, printing a line for each."""
    ref = load_referee(a.referee)
    log = open(a.log, "w") if a.log else None
    reply = ref.UciEngine(a.reply, "reply", parse_options(a.reply_option, "--reply-option")) if a.reply else None
    engine = ref.UciEngine(a.engine, "engine", parse_options(a.engine_option, "--engine-option"), log=log)
    rows = []
    for seed in seeds:
        for opening in referee_openings(ref, seed, a.pairs, a.random_plies):
            moves = replied(ref, reply, opening, a.movetime) if reply else opening
            score, depth = first_score(engine, moves, a.movetime)
            score = score if len(moves) % 2 == 0 else -score  # for White
            rows.append((seed, opening, score, depth))
            mark = "".join(sorted(lost.get(" ".join(opening), "")))
            shown = " ".join(opening) + (f" +{moves[-1]}" if reply else "")
            print(f"seed {seed:5d}  {shown:12s}  {score:6d}  depth {depth:2d}  {mark}", flush=True)
    engine.close()
    if reply:
        reply.close()
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=str(ROOT / "target/release/tabuleiro") + " uci morris")
    ap.add_argument("--engine-option", action="append", default=[], metavar="NAME=VALUE",
                    help="a setting for --engine (repeatable)")
    ap.add_argument("--reply", help="an engine that plays White's move after each opening first: "
                    "the engine is then asked for Black's (its score still printed for White)")
    ap.add_argument("--reply-option", action="append", default=[], metavar="NAME=VALUE",
                    help="a setting for --reply (repeatable)")
    ap.add_argument("--seeds", required=True, help="the referee's seeds: '1-40', '11,19,23'")
    ap.add_argument("--pairs", type=int, default=10, help="openings a seed (the issue's 20 games: 10)")
    ap.add_argument("--random-plies", type=int, default=4)
    ap.add_argument("--movetime", type=int, default=1000)
    ap.add_argument("--lost", help="a file of OPENING:SIDE lost games to place among the scores")
    ap.add_argument("--played", help="the seeds of the matches the --lost games come from ('41,41,11')")
    ap.add_argument("--from-output", help="an earlier run's printed scores, summarised again without searching")
    ap.add_argument("--log", help="the engine's dialogue, for reading the searches")
    ap.add_argument("--referee", default=str(REFEREE))
    a = ap.parse_args()
    if a.random_plies != 4:
        # White is to move after four plies; other counts would mix sides.
        raise SystemExit("--random-plies: only 4 (the issue's) is read as White's score")
    seeds = parse_seeds(a.seeds)
    played = parse_seeds(a.played, "--played") if a.played else []
    if played and a.reply:
        raise SystemExit("--played: reads the openings' own scores, not those after a --reply")
    if played and not a.lost:
        raise SystemExit("--played: needs --lost, the games lost in those matches")
    if set(played) - set(seeds):
        missing = ",".join(map(str, sorted(set(played) - set(seeds))))
        raise SystemExit(f"--played: seeds {missing} are not among --seeds")
    lost = lost_openings(a.lost) if a.lost else {}
    if a.from_output:
        rows = read_output(a.from_output, set(seeds))
    else:
        rows = score_openings(a, seeds, lost)
    summarise(rows, lost)
    if played:
        summarise_played(rows, lost, played)


if __name__ == "__main__":
    main()
