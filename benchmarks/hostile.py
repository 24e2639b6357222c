"""How long the loader takes to refuse each file of the hostile corpus, and to open the tangled
polygons and leave them out of the terrain index.

The target is two seconds for the slowest: the time a GM waits before the message saying the
file cannot be opened. Prints one line per file, the slowest first, and on its last line one
JSON object with the figures (`hostile_slowest_s`, `tangled_slowest_s`).

    python benchmarks/hostile.py
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the corpus is written by the tests' own generator

from tests.hostile_corpus import TANGLED, corpus, tangled_battle  # noqa: E402

from campal.core.geometry import IndexCache  # noqa: E402
from campal.core.io import BattleFileError, load_battle  # noqa: E402

TARGET_S = 2.0


def _refusal_s(path: Path) -> float:
    started = time.perf_counter()
    try:
        load_battle(path)
    except BattleFileError:
        return time.perf_counter() - started
    raise SystemExit(f"{path.name} was opened: the corpus is out of step with the loader")


def _tangled_s(path: Path) -> float:
    started = time.perf_counter()
    IndexCache().index(load_battle(path).battle)
    return time.perf_counter() - started


def main() -> None:
    refused: dict[str, float] = {}
    tangled: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, data in sorted(corpus().items()):
            path = Path(folder) / name
            path.write_bytes(data)
            refused[name] = min(_refusal_s(path) for _ in range(3))
        for name, shape in sorted(TANGLED.items()):
            path = Path(folder) / name
            path.write_bytes(tangled_battle(*shape))
            tangled[name] = min(_tangled_s(path) for _ in range(3))
    for name, seconds in sorted({**refused, **tangled}.items(), key=lambda item: -item[1]):
        print(f"{seconds:7.3f} s  {name}")
    figures = {
        "hostile_slowest_s": round(max(refused.values()), 3),
        "tangled_slowest_s": round(max(tangled.values()), 3),
        "target_s": TARGET_S,
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
