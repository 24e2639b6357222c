"""How fast a GM sets up a big army: writing, reading and fielding an army file of 300 units, and
laying a block of units with one drag of the place tool in the real window (offscreen) on the
SIFRP sample, timed from the mouse release to the finished update of every dock and the map.
Prints a short report and, on its last line, one JSON object with the figures (milliseconds,
the median of the runs).

    python benchmarks/setup.py
"""

from __future__ import annotations

import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from scratch_home import use_scratch_home

from campal.core.armies import army_bytes, army_of_side, fielded, parse_army
from campal.core.engine import Engine, FieldArmy
from campal.core.io import load_battle
from campal.core.model import Battle, Edge, Side
from campal.ui.app import build_window, configure_application
from campal.ui.window.settings import AppSettings

SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "samples" / "sifrp-batalla.campal"
RUNS = 3
ARMY_UNITS = 300


def big_army() -> object:
    army = army_of_side(load_battle(SAMPLE).battle, "side-lannister")
    units = [
        unit.model_copy(
            update={
                "id": f"unit-{i}",
                "place": unit.place.model_copy(update={"right": unit.place.right + i * 45}),
            }
        )
        for i, unit in zip(range(ARMY_UNITS), itertools.cycle(army.units), strict=False)
    ]
    loose = tuple(c for c in army.characters if c.attached_to is None)
    return army.model_copy(update={"units": tuple(units), "characters": loose, "heroes": ()})


def army_figures() -> dict[str, float]:
    army = big_army()
    writes, reads, fields = [], [], []
    for _ in range(RUNS):
        start = time.perf_counter()
        data = army_bytes(army)  # type: ignore[arg-type]
        writes.append(time.perf_counter() - start)
        start = time.perf_counter()
        back = parse_army(data, Path("army.json"))
        reads.append(time.perf_counter() - start)
        engine = Engine(Battle())
        side, units, characters = fielded(back, engine.state, Side(id="side-x", name="X", edge=Edge.SOUTH))
        start = time.perf_counter()
        engine.execute(FieldArmy(side, units, characters))
        fields.append(time.perf_counter() - start)
    return {
        "army_write_ms_300": round(1000 * statistics.median(writes), 1),
        "army_read_ms_300": round(1000 * statistics.median(reads), 1),
        "army_field_ms_300": round(1000 * statistics.median(fields), 1),
    }


def block_figures(app: QApplication) -> dict[str, float]:
    releases, moves = [], []
    count = 0
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory() as folder:
            settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
            window = build_window(SAMPLE, settings)
            window.resize(1600, 1000)
            window.show()
            for _ in range(5):
                app.processEvents()
            window.view.fit_field()
            window.tokens.roster.templates.setCurrentRow(5)
            window.tokens.place_action.trigger()
            viewport = window.view.viewport()

            def at(x: float, y: float, view: object = window.view) -> object:
                return view.mapFromScene(QPointF(x, y))  # type: ignore[attr-defined]

            before = len(window.session.battle.units)
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(60, 380))
            for step in range(1, 21):
                start = time.perf_counter()
                QTest.mouseMove(viewport, at(60 + 26 * step, 380))
                viewport.repaint()
                moves.append(time.perf_counter() - start)
            start = time.perf_counter()
            QTest.mouseRelease(
                viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(580, 380)
            )
            viewport.repaint()
            releases.append(time.perf_counter() - start)
            count = len(window.session.battle.units) - before
            window.session.undo_stack.setClean()
            window.close()
            window.keeper.close()
    return {
        "block_units": count,
        "block_place_ms": round(1000 * statistics.median(releases), 1),
        "block_ghost_ms": round(1000 * statistics.median(moves), 1),
    }


def main() -> None:
    use_scratch_home()  # before the window exists
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    configure_application(app)
    figures = army_figures() | block_figures(app)
    print(
        f"army of {ARMY_UNITS} units: write {figures['army_write_ms_300']} ms,"
        f" read {figures['army_read_ms_300']} ms, field {figures['army_field_ms_300']} ms"
    )
    print(
        f"block of {figures['block_units']} units: ghost {figures['block_ghost_ms']} ms a move,"
        f" placing {figures['block_place_ms']} ms"
    )
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
