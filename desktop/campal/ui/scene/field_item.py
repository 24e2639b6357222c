"""The field: its plain ground, the map image laid on it, and its border."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.model import AssetStore, BattleField
from ...core.model.field import Light
from ..document.map_image import decode_map_image
from .palette import FIELD_BORDER, FIELD_FILL, Z_BACKGROUND

# The battle's light over the ground: a night blue, deeper in darkness, under terrain and tokens
# so every label stays readable. The GM's map and the players' window draw the same.
NIGHT_TINTS = {Light.DIM: QColor(16, 24, 64, 80), Light.DARK: QColor(8, 12, 40, 150)}


class FieldItem(QGraphicsItem):
    """Draws in scene units (metres). The pixmap is decoded once per image, not per paint."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_BACKGROUND)
        self._field = BattleField()
        self._pixmap: QPixmap | None = None
        self._pixmap_ref: str | None = None

    def set_field(self, field: BattleField, assets: AssetStore) -> None:
        self.prepareGeometryChange()
        self._field = field
        background = field.background
        if background is None or background.asset not in assets:  # an image a replay lacks
            self._pixmap, self._pixmap_ref = None, None
        elif background.asset != self._pixmap_ref:
            image = decode_map_image(assets[background.asset])
            self._pixmap = None if image.isNull() else QPixmap.fromImage(image)
            self._pixmap_ref = background.asset
        self.update()

    def field_rect(self) -> QRectF:
        return QRectF(0.0, 0.0, self._field.size.width, self._field.size.height)

    def image_rect(self) -> QRectF | None:
        background = self._field.background
        if background is None:
            return None
        size = background.size
        return QRectF(background.origin.x, background.origin.y, size.width, size.height)

    def boundingRect(self) -> QRectF:
        rect = self.field_rect()
        image = self.image_rect()
        if image is not None:
            rect = rect.united(image)
        return rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        field = self.field_rect()
        painter.fillRect(field, FIELD_FILL)
        image = self.image_rect()
        background = self._field.background
        if self._pixmap is not None and image is not None and background is not None:
            painter.save()
            painter.setClipRect(field)
            painter.setOpacity(background.opacity)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(image, self._pixmap, QRectF(self._pixmap.rect()))
            painter.restore()
        tint = NIGHT_TINTS.get(self._field.conditions.light)
        if tint is not None:
            painter.fillRect(field, tint)
        pen = QPen(FIELD_BORDER, 2.0)
        pen.setCosmetic(True)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(field)
