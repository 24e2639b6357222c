"""Writing a battle as a Universal VTT file: the board drawn without tokens, at whole pixels a
cell, with the walls, doors and lights the core lays out in cells."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ...core.io.limits import MAX_IMAGE_BYTES
from ...core.model import AssetStore, Battle
from ...core.uvtt.writing import ExportGrid, export_grid, uvtt_bytes
from ..scene.battle_scene import BattleScene
from ..scene.palette import OUTSIDE

JPEG_QUALITY = 88  # when a PNG of the board would be larger than a map image may be


def without_tokens(battle: Battle) -> Battle:
    """The field as another tabletop needs it: terrain and picture, nobody standing on it."""
    sides = {
        key: side.model_copy(update={"commander": None, "lieutenants": (), "heroes": ()})
        for key, side in battle.sides.items()
    }
    return battle.model_copy(
        update={"units": {}, "characters": {}, "notes": {}, "sides": sides, "turn": None}
    )


def board_picture(battle: Battle, assets: AssetStore, grid: ExportGrid, player_view: bool) -> QImage:
    width, height = grid.pixel_size
    scene = BattleScene(gm_view=not player_view)
    scene.show_battle(without_tokens(battle), assets)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.fillRect(image.rect(), OUTSIDE)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    field = scene.field_rect()
    source = QRectF(0, 0, grid.cells[0] * grid.cell_m, grid.cells[1] * grid.cell_m)
    scene.render(painter, QRectF(0, 0, width, height), source if source.isValid() else field,
                 Qt.AspectRatioMode.IgnoreAspectRatio)  # fmt: skip
    painter.end()
    return image


def encoded(image: QImage) -> bytes:
    """PNG bytes, or JPEG where a PNG would pass what a map image may weigh."""
    for kind, quality in (("PNG", -1), ("JPG", JPEG_QUALITY)):
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, kind, quality)
        buffer.close()
        if data.size() <= MAX_IMAGE_BYTES:
            return bytes(data.data())
    return bytes(data.data())


def export_uvtt(
    battle: Battle, assets: AssetStore, path: Path, cell_m: float, player_view: bool = False
) -> None:
    """Write ``path``; raises ``UvttRefused`` when the cells are too small to draw, ``OSError``
    when the file cannot be written (an old file of that name is left as it was)."""
    grid = export_grid(battle, cell_m)
    picture = encoded(board_picture(battle, assets, grid, player_view))
    data = uvtt_bytes(battle, grid, picture, player_view)
    temporary = path.with_name(path.name + ".tmp")
    try:
        with temporary.open("wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
