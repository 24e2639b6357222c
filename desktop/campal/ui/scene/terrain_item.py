"""A terrain feature on the map, drawn from its kind's catalogue style.

The outline path is built once per change of the feature, never per paint; the hatch brush comes
from a shared cache. Outlines are cosmetic (constant in pixels); a GM-only feature has a dashed
outline and is never created in a player view.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...core.model import Fortification, Point, TerrainFeature
from ...core.terrain import Kind
from .label_item import LabelItem
from .terrain_hatches import TILE_PX, hatch_brush

# Cosmetic outlines reach a few pixels past the path; this margin (metres) keeps them repainted.
PAINT_MARGIN_M = 3.0
# A feature smaller than this on screen gets no hatch: it would only be noise.
MIN_HATCH_PX = 2.0 * TILE_PX
# A line narrower than this on screen is also drawn as a cosmetic stroke, so it never vanishes.
MIN_LINE_PX = 6.0

Feature = TerrainFeature | Fortification


def _colour(rgba: tuple[int, int, int, int]) -> QColor:
    return QColor(*rgba)


def _polygon(points: tuple[Point, ...]) -> QPolygonF:
    return QPolygonF([QPointF(p.x, p.y) for p in points])


def centre_line(points: tuple[Point, ...]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(_polygon(points))
    return path


def feature_path(feature: Feature, kind: Kind) -> QPainterPath:
    """The ground the feature covers: its polygon with holes, or its polyline widened."""
    if kind.style.line:
        stroker = QPainterPathStroker()
        stroker.setWidth(kind.style.line_width_m or 1.0)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return stroker.createStroke(centre_line(feature.outline)).simplified()
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    path.addPolygon(_polygon(feature.outline))
    path.closeSubpath()
    for hole in feature.holes if isinstance(feature, TerrainFeature) else ():
        path.addPolygon(_polygon(hole))
        path.closeSubpath()
    return path


def label_anchor(feature: Feature, kind: Kind, path: QPainterPath) -> QPointF:
    if kind.style.line:
        middle = centre_line(feature.outline)
        return middle.pointAtPercent(0.5)
    return path.boundingRect().center()


class TerrainItem(QGraphicsItem):
    """One feature; ``set_feature`` replaces what it shows."""

    def __init__(self, feature: Feature, kind: Kind, label: str) -> None:
        super().__init__()
        self.label = LabelItem("", self)
        self.feature = feature
        self.kind = kind
        self.path = QPainterPath()
        self._bounds = QRectF()
        self._line = QPainterPath()
        # Thousands of antialiased polygons cost hundreds of milliseconds to fill; a pixmap per
        # item per zoom makes a pan or a repaint around a drag a matter of blits.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_feature(feature, kind, label)

    @property
    def feature_id(self) -> str:
        return self.feature.id

    def set_feature(self, feature: Feature, kind: Kind, label: str) -> None:
        self.prepareGeometryChange()
        self.feature, self.kind = feature, kind
        # A drag preview may have moved or turned it; the document decides where it is.
        self.setPos(0.0, 0.0)
        self.setRotation(0.0)
        self.path = feature_path(feature, kind)
        self._line = centre_line(feature.outline) if kind.style.line else QPainterPath()
        self._bounds = self.path.boundingRect().adjusted(
            -PAINT_MARGIN_M, -PAINT_MARGIN_M, PAINT_MARGIN_M, PAINT_MARGIN_M
        )
        style = kind.style
        self._fill = QBrush(_colour(style.fill))
        outline = _colour(style.outline)
        self._pen = QPen(outline, max(1.0, style.outline_width_px))
        self._pen.setCosmetic(True)
        self._pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if feature.gm_only:
            self._pen.setStyle(Qt.PenStyle.DashLine)
        self._line_pen = QPen(outline, max(2.5, style.outline_width_px + 1.5))
        self._line_pen.setCosmetic(True)
        self._line_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        hatch_colour = QColor(outline)
        hatch_colour.setAlpha(190)
        self._hatch = hatch_brush(style.hatch, hatch_colour)
        self.label.set_text(label)
        self.label.setVisible(bool(label))
        self.label.setPos(label_anchor(feature, kind, self.path))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._fill)
        painter.drawPath(self.path)
        rect = self.path.boundingRect()
        if self._hatch is not None and min(rect.width(), rect.height()) * scale >= MIN_HATCH_PX / 2:
            hatch = QBrush(self._hatch)
            hatch.setTransform(QTransform.fromScale(1.0 / scale, 1.0 / scale))
            painter.setBrush(hatch)
            painter.drawPath(self.path)
        if self.kind.style.line and (self.kind.style.line_width_m or 1.0) * scale < MIN_LINE_PX:
            pen = QPen(self._line_pen)
            pen.setWidthF(max(pen.widthF(), (self.kind.style.line_width_m or 1.0) * scale))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawPath(self._line)
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._pen)
        painter.drawPath(self.path)
