"""What the Morris match scripts share: the shared referee loaded as a
module (its engine driver, game code and random openings), the
referee's position after a list of moves, the games a match log
records, engine settings read from NAME=VALUE arguments, and lists of
games as `OPENING:SIDE` (SIDE the colour Tabuleiro plays)."""
import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFEREE = ROOT.parent / "shared/tools/morris-referee.py"


def load_referee(path=REFEREE):
    spec = importlib.util.spec_from_file_location("morris_referee", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def position_after(ref, moves):
    """The referee's own position after `moves` (legal, in its notation)."""
    pos = ref.Position()
    for move in moves:
        pos.play(move)
    return pos


GAME = re.compile(r"# game \d+: (\S+) \(W\) vs (\S+) \(B\)")
RESULT = re.compile(r"# result (\S+) .*plies: (.*)")


def logged_games(path):
    """(white, black, result, moves) for each game of a match log (the
    referee's, or morris-fixed-openings.py's)."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError as e:
        raise SystemExit(f"cannot read {path}: {e.strerror}")
    white = black = None
    for line in lines:
        if m := GAME.match(line):
            white, black = m.groups()
        elif m := RESULT.match(line):
            yield white, black, m.group(1), m.group(2).split()


def parse_options(items, what):
    """NAME=VALUE settings for an engine; `what` names the option in errors."""
    options = []
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise SystemExit(f"{what}: '{item}' is not NAME=VALUE")
        options.append((name.strip(), value.strip()))
    return options


def parse_games(text, what="--games"):
    """`OPENING:SIDE;OPENING:SIDE;...` as (moves, side) pairs."""
    games = []
    for item in filter(None, (s.strip() for s in text.split(";"))):
        opening, _, side = item.rpartition(":")
        if side not in ("W", "B") or not opening.split():
            raise SystemExit(f"{what}: '{item}' is not 'OPENING:W' or 'OPENING:B'")
        games.append((opening.split(), side))
    return games


def read_games_file(path, what):
    """A file of `OPENING:SIDE`, one a line; blank lines and `#` comments
    skipped (scripts/morris-lost-openings.txt)."""
    try:
        lines = Path(path).read_text().splitlines()
    except OSError as e:
        raise SystemExit(f"{what}: cannot read {path}: {e.strerror}")
    return parse_games(";".join(line.split("#", 1)[0].strip() for line in lines), f"{what} {path}")
