"""What the Morris match scripts share: the shared referee loaded as a
module (its engine driver, game code and random openings), and engine
settings read from NAME=VALUE arguments."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFEREE = ROOT.parent / "shared/tools/morris-referee.py"


def load_referee(path=REFEREE):
    spec = importlib.util.spec_from_file_location("morris_referee", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def parse_options(items, what):
    """NAME=VALUE settings for an engine; `what` names the option in errors."""
    options = []
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise SystemExit(f"{what}: '{item}' is not NAME=VALUE")
        options.append((name.strip(), value.strip()))
    return options
