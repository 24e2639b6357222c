"""How long the loader takes to refuse each file of the hostile corpus, to open the tangled
polygons and leave them out of the terrain index, and to draw them (as their hulls) on a
1,200 px picture.

The target is two seconds for the slowest: the time a GM waits before the message saying the
file cannot be opened, or before the map shows. Prints one line per file, the slowest first, and
on its last line one JSON object with the figures (`hostile_slowest_s`, `tangled_slowest_s`,
`tangled_render_slowest_s`).

    python benchmarks/hostile.py
"""

from __future__ import annotations

import json
import os
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


def _render_s(path: Path) -> float:
    from campal.ui.render import render_battle

    loaded = load_battle(path)
    started = time.perf_counter()
    render_battle(loaded.battle, loaded.assets, 1200)
    return time.perf_counter() - started


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 (the scene needs one)
    refused: dict[str, float] = {}
    tangled: dict[str, float] = {}
    drawn: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, data in sorted(corpus().items()):
            path = Path(folder) / name
            path.write_bytes(data)
            refused[name] = min(_refusal_s(path) for _ in range(3))
        for name, shape in sorted(TANGLED.items()):
            path = Path(folder) / name
            path.write_bytes(tangled_battle(*shape))
            tangled[name] = min(_tangled_s(path) for _ in range(3))
            drawn[name] = min(_render_s(path) for _ in range(3))
    for name, seconds in sorted({**refused, **tangled}.items(), key=lambda item: -item[1]):
        print(f"{seconds:7.3f} s  {name}")
    for name, seconds in sorted(drawn.items(), key=lambda item: -item[1]):
        print(f"{seconds:7.3f} s  {name}, drawn")
    figures = {
        "hostile_slowest_s": round(max(refused.values()), 3),
        "tangled_slowest_s": round(max(tangled.values()), 3),
        "tangled_render_slowest_s": round(max(drawn.values()), 3),
        "target_s": TARGET_S,
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
