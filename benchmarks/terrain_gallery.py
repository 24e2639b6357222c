"""A battle with one feature of every terrain and fortification kind, labelled, rendered to PNG.

Used to check by eye that every kind can be told apart on the board and in the player view.

    python benchmarks/terrain_gallery.py OUT.png [--width 1800] [--player-view] [--save B.campal]
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

from campal.core.engine import Engine
from campal.core.engine.terrain import AddFortification, AddTerrain
from campal.core.model import AssetStore, Battle, BattleField, Fortification, Point, Size, TerrainFeature

COLUMNS = 6
CELL = 100.0


def _cell_shape(column: int, row: int, line: bool) -> tuple[Point, ...]:
    x0, y0 = column * CELL + 15, row * CELL + 20
    if line:
        # A bent line, so joins and the widened ground show.
        return (Point(x=x0, y=y0 + 55), Point(x=x0 + 35, y=y0 + 15), Point(x=x0 + 70, y=y0 + 60))
    points = []
    for i in range(9):
        angle = 2 * math.pi * i / 9
        reach = 34 if i % 2 else 28
        points.append(Point(x=x0 + 35 + reach * math.cos(angle), y=y0 + 38 + reach * math.sin(angle)))
    return tuple(points)


TITLES = {"en": "Terrain kinds", "es": "Tipos de terreno"}


def gallery_battle(language: str = "en") -> Battle:
    from campal.core.terrain import load_catalogue

    catalogue = load_catalogue()
    entries = [("terrain", k, v) for k, v in catalogue.terrain.items()]
    entries += [("fortifications", k, v) for k, v in catalogue.fortifications.items()]
    rows = math.ceil(len(entries) / COLUMNS)
    engine = Engine(
        Battle(
            title=TITLES.get(language, TITLES["en"]),
            field=BattleField(size=Size(width=COLUMNS * CELL, height=rows * CELL)),
        )
    )
    for number, (collection, name, kind) in enumerate(entries):
        outline = _cell_shape(number % COLUMNS, number // COLUMNS, kind.style.line)
        if collection == "terrain":
            feature = TerrainFeature(id=f"terrain-{number}", kind=name, outline=outline, show_label=True)
            engine.execute(AddTerrain(feature))
        else:
            fort = Fortification(id=f"fort-{number}", kind=name, outline=outline)
            engine.execute(AddFortification(fort))
    return engine.state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=1800)
    parser.add_argument("--player-view", action="store_true")
    parser.add_argument("--save", type=Path)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from campal.ui.render import render_battle
    from campal.ui.terrain.kinds import set_interface_language

    app = QApplication.instance() or QApplication([])
    set_interface_language(args.language)
    battle = gallery_battle(args.language)
    if args.save:
        from campal.core.io import save_battle

        save_battle(args.save, battle, AssetStore())
    image = render_battle(battle, AssetStore(), args.width, args.player_view)
    image.save(str(args.out), "PNG")
    del app


if __name__ == "__main__":
    main()
