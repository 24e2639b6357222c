"""Drawing a battle to an image with the same scene code the window uses (``campal render``)."""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QTransform

from ..core.model import AssetStore, Battle
from ..core.rules import system_of
from .scene.battle_scene import BattleScene
from .scene.palette import OUTSIDE
from .scene.style import GM_STYLE, SceneStyle
from .view.label_room import FITS, labels_reach, room_for, with_room
from .view.scale_bar import ScaleBar, paint_scale_bar, scale_bar, scale_bar_size

MIN_WIDTH = 64
MAX_WIDTH = 16_384
TITLE_SCALE = 1.4  # the title's letters against the scale bar's


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
    """The field at ``width`` pixels, its height in proportion, under a band with the title and
    the scale bar, so that neither covers a token or its labels.

    ``player_view`` leaves out everything the GM hides from players; ``slots`` and ``style``
    are the label slots and style of the window the image is exported from.
    """
    width = min(max(int(width), MIN_WIDTH), MAX_WIDTH)
    scene = board_scene(battle, assets, width, player_view, slots, style)
    # The band of the width asked for is the tallest: a tall field may be drawn narrower.
    source, width, height = board_frame(scene, width, MAX_WIDTH - band_height(width))
    band = band_height(width)
    image = QImage(width, band + height, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_board(painter, scene, battle, source, width, height)
    painter.end()
    return image


def paint_board(
    painter: QPainter, scene: BattleScene, battle: Battle, source: QRectF, width: int, height: int
) -> None:
    """The band with the battle's title and the scale bar, and under it ``source`` of ``scene`` drawn
    ``width`` × ``height`` pixels: the picture ``render_battle`` makes, on any painter."""
    band = band_height(width)
    painter.fillRect(QRectF(0, 0, width, band + height), OUTSIDE)  # not QImage.fill: it leaks in 6.12
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, band, width, height), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    unit = system_of(battle.system).distance_unit
    bar = scale_bar(width / source.width(), unit, width / 6)
    font_px = letter_px(width)
    size = scale_bar_size(bar, painter.font(), font_px)
    pad = (band - size.height()) / 2
    paint_scale_bar(painter, QPointF(width - pad - size.width(), band - pad), bar, font_px)
    _paint_title(painter, battle.title, font_px * TITLE_SCALE, band, width - size.width() - 3 * pad)


def letter_px(width: int) -> float:
    """The size of the letters of an image ``width`` pixels wide."""
    return max(12.0, width / 110.0)


def band_height(width: int) -> int:
    """The height of the band above the map of an image ``width`` pixels wide: the scale bar's,
    with room above and below (the title's is smaller)."""
    font_px = letter_px(width)
    bar_height = scale_bar_size(ScaleBar(0.0, 0.0, ""), QFont(), font_px).height()
    return math.ceil(bar_height + font_px)


def board_frame(scene: BattleScene, width: int, max_height: int = MAX_WIDTH) -> tuple[QRectF, int, int]:
    """What an image about ``width`` pixels wide shows of ``scene``, and its width and height.

    The field, with room at its edges for the labels of the tokens standing there, as a fitted
    window leaves them; the height in proportion, and the width less where a tall field would
    otherwise pass ``max_height``. The labels are laid out for the zoom it is drawn at.
    """
    field = scene.field_rect()
    aspect = field.height() / field.width()
    if width * aspect > max_height:  # a tall field: its height is what must stay drawable
        width = max(1, int(max_height / aspect))
    source, scale = _with_label_room(scene, field, width)
    if source.height() * scale > max_height:  # the room made it taller than drawable
        width = max(1, int(width * max_height / (source.height() * scale)))
        source, scale = _with_label_room(scene, field, width)
    return source, width, min(max_height, max(1, round(source.height() * scale)))


def _with_label_room(scene: BattleScene, field: QRectF, width: int) -> tuple[QRectF, float]:
    """The field grown by the room its edge tokens' labels need in an image ``width`` pixels
    wide, and that image's pixels a metre. As in a window's fit, the labels keep their size in
    pixels while the field shrinks to make room, so the room is measured again after each try."""
    room = QMarginsF()
    source, scale = field, width / field.width()
    for _ in range(FITS):
        scene.token_layer.set_view_scale(scale)
        to_pixels = QTransform(scale, 0, 0, scale, -source.left() * scale, -source.top() * scale)
        frame = QRectF(0, 0, width, source.height() * scale)
        more = room_for(labels_reach(scene, to_pixels, frame, field), room)
        if more is None:
            break
        inner = width - more.left() - more.right()
        if inner < width / 2:  # labels as wide as the image: the field keeps its size
            break
        room, scale = more, inner / field.width()
        source = with_room(field, room, scale)
    scene.token_layer.set_view_scale(scale)
    return source, scale


def _paint_title(painter: QPainter, title: str, font_px: float, band: int, room: float) -> None:
    """The title on the band's left, centred in its height, cut short with an ellipsis where it
    would run into the scale bar (``room`` pixels from the left edge)."""
    font = QFont(painter.font())
    font.setPixelSize(round(font_px))
    font.setBold(True)
    metrics = QFontMetricsF(font)
    pad = font_px * 0.4
    text = metrics.elidedText(title, Qt.TextElideMode.ElideRight, max(0.0, room - 3 * pad))
    if not text:
        return
    height = metrics.height() + pad
    box = QRectF(pad, (band - height) / 2, metrics.horizontalAdvance(text) + 2 * pad, height)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 215))
    painter.drawRoundedRect(box, 4, 4)
    painter.setFont(font)
    painter.setPen(QColor(20, 20, 20))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def png_bytes(image: QImage) -> bytes | None:
    """The image as a PNG file's bytes, or None when Qt could not encode it."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        return None
    return bytes(buffer.data().data())
