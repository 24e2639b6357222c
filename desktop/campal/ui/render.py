"""Drawing a battle to an image with the same scene code the window uses (``campal render``)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from ..core.model import AssetStore, Battle
from ..core.rules import system_of
from .scene.battle_scene import BattleScene
from .scene.style import GM_STYLE, SceneStyle
from .view.scale_bar import paint_scale_bar, scale_bar

MIN_WIDTH = 64
MAX_WIDTH = 16_384


def board_scene(
    battle: Battle,
    assets: AssetStore,
    width: int,
    player_view: bool = False,
    slots: Mapping[str, int] | None = None,
    style: SceneStyle = GM_STYLE,
) -> BattleScene:
    """The scene an image ``width`` pixels wide is drawn from, its labels laid out for that zoom
    as a window at that zoom would show them; from a window's label slots when given, so the
    labels that stepped aside there take the same spots in the image where they are free, and
    with its label size and contrast (the players' window's larger labels)."""
    scene = BattleScene(gm_view=not player_view, style=style)
    scene.show_battle(battle, assets)
    if slots:
        scene.token_layer.labels.start_from(slots)
    scene.token_layer.set_view_scale(width / scene.field_rect().width())
    return scene


def render_battle(
    battle: Battle,
    assets: AssetStore,
    width: int,
    player_view: bool = False,
    slots: Mapping[str, int] | None = None,
    style: SceneStyle = GM_STYLE,
) -> QImage:
    """The field at ``width`` pixels, its height in proportion, with title and scale bar.

    ``player_view`` leaves out everything the GM hides from players; ``slots`` and ``style``
    are the label slots and style of the window the image is exported from.
    """
    width = min(max(int(width), MIN_WIDTH), MAX_WIDTH)
    scene = board_scene(battle, assets, width, player_view, slots, style)
    source = scene.field_rect()
    aspect = source.height() / source.width()
    if width * aspect > MAX_WIDTH:  # a tall field: its height is what must stay drawable
        width = max(1, int(MAX_WIDTH / aspect))
    height = min(MAX_WIDTH, max(1, round(width * aspect)))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.fillRect(image.rect(), QColor("white"))  # not QImage.fill: it leaks a reference in PySide6 6.12
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    unit = system_of(battle.system).distance_unit
    font_px = max(12.0, width / 110.0)
    paint_scale_bar(
        painter,
        QPointF(font_px, height - font_px),
        scale_bar(width / source.width(), unit, width / 6),
        font_px,
    )
    _paint_title(painter, battle.title, font_px * 1.4)
    painter.end()
    return image


def _paint_title(painter: QPainter, title: str, font_px: float) -> None:
    font = QFont(painter.font())
    font.setPixelSize(round(font_px))
    font.setBold(True)
    metrics = QFontMetricsF(font)
    pad = font_px * 0.4
    box = QRectF(pad, pad, metrics.horizontalAdvance(title) + 2 * pad, metrics.height() + pad)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 215))
    painter.drawRoundedRect(box, 4, 4)
    painter.setFont(font)
    painter.setPen(QColor(20, 20, 20))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, title)
    painter.restore()
