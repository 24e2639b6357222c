"""A terrain feature on the map, drawn from its kind's catalogue style.

The outline path is built once per change of the feature, never per paint; the hatch brush comes
from a shared cache. Outlines are cosmetic (constant in pixels); a GM-only feature has a dashed
outline and is never created in a player view. An outline that crosses itself too often to
fill (only a broken or hostile file holds one: the terrain index leaves it out and says why) is
drawn as its hull with a dotted outline, since filling it would hold or crash the painter.
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

from ...core.geometry.simplify import simplified, zoom_bucket
from ...core.geometry.tangle import hull, outline_too_tangled
from ...core.model import Fortification, Point, TerrainFeature
from ...core.terrain import Kind
from .label_item import LabelItem
from .terrain_group import TerrainGroup
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


def thinned_paths(feature: Feature, kind: Kind, scale: float) -> tuple[QPainterPath, QPainterPath]:
    """The ground and centre line of ``feature`` from its outline thinned for ``scale``."""
    closed = not kind.style.line
    outline = simplified([(p.x, p.y) for p in feature.outline], scale, closed)
    points = tuple(Point(x=x, y=y) for x, y in outline)
    holes = tuple(
        tuple(Point(x=x, y=y) for x, y in simplified([(p.x, p.y) for p in hole], scale, True))
        for hole in (feature.holes if isinstance(feature, TerrainFeature) else ())
    )
    if isinstance(feature, TerrainFeature):
        thin: Feature = feature.model_construct(**{**dict(feature), "outline": points, "holes": holes})
    else:
        thin = feature.model_construct(**{**dict(feature), "outline": points})
    return feature_path(thin, kind), centre_line(points) if kind.style.line else QPainterPath()


def drawn_feature(feature: Feature, kind: Kind) -> tuple[Feature, bool]:
    """What is drawn for ``feature``: itself, or its hull when it is too tangled (and True)."""
    outline = [(p.x, p.y) for p in feature.outline]
    rings = feature.holes if isinstance(feature, TerrainFeature) else ()
    holes = [[(p.x, p.y) for p in hole] for hole in rings]
    if not outline_too_tangled(outline, holes, closed=not kind.style.line):
        return feature, False
    ring = tuple(Point(x=x, y=y) for x, y in hull(outline))
    if isinstance(feature, TerrainFeature):
        return feature.model_construct(**{**dict(feature), "outline": ring, "holes": ()}), True
    return feature.model_construct(**{**dict(feature), "outline": ring}), True


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
        self.drawn: Feature = feature  # the feature, or the hull standing in for a tangled one
        self.tangled = False
        self.path = QPainterPath()
        self._bounds = QRectF()
        self._line = QPainterPath()
        self._thinned: dict[float, tuple[QPainterPath, QPainterPath]] = {}
        # The scene's terrain raster draws the feature where the document has it; the item
        # draws itself only while a tool moves or turns it.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
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
        self.drawn, self.tangled = drawn_feature(feature, kind)
        self.path = feature_path(self.drawn, kind)
        self._line = centre_line(self.drawn.outline) if kind.style.line else QPainterPath()
        self._thinned = {}
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
        if self.tangled:
            self._pen.setStyle(Qt.PenStyle.DotLine)
        self._line_pen = QPen(outline, max(2.5, style.outline_width_px + 1.5))
        self._line_pen.setCosmetic(True)
        self._line_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        hatch_colour = QColor(outline)
        hatch_colour.setAlpha(190)
        self._hatch = hatch_brush(style.hatch, hatch_colour)
        self.label.set_text(label)
        self.label.setVisible(bool(label))
        # An unnamed feature keeps no child: a repaint then passes its item at once, where
        # thousands of features each holding a hidden label made every repaint walk them all.
        self.label.setParentItem(self if label else None)
        self.label.anchor = label_anchor(self.drawn, kind, self.path)
        self.label.setPos(self.label.anchor)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def ground_rect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.path

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        moved = (
            QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged,
            QGraphicsItem.GraphicsItemChange.ItemRotationHasChanged,
        )
        if change in moved:
            live = not self.pos().isNull() or self.rotation() != 0.0
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not live)
            group = self.parentItem()
            if isinstance(group, TerrainGroup):
                group.set_live(self, live)
        return super().itemChange(change, value)

    def thinned(self, scale: float) -> tuple[QPainterPath, QPainterPath]:
        """The ground and the centre line drawn from outlines thinned for ``scale``."""
        bucket = zoom_bucket(scale)
        paths = self._thinned.get(bucket)
        if paths is None:
            paths = thinned_paths(self.drawn, self.kind, scale)
            self._thinned[bucket] = paths
        return paths

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        self.paint_ground(
            painter, QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        )

    def paint_ground(self, painter: QPainter, scale: float) -> None:
        """Fill, hatch and outline at ``scale`` pixels per metre; the hatch fades out when small."""
        path, line = self.thinned(scale)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._fill)
        painter.drawPath(path)
        rect = self.path.boundingRect()
        size_px = min(rect.width(), rect.height()) * scale
        if self._hatch is not None and size_px >= MIN_HATCH_PX / 2 and not self.tangled:
            hatch = QBrush(self._hatch)
            hatch.setTransform(QTransform.fromScale(1.0 / scale, 1.0 / scale))
            painter.save()
            painter.setOpacity(min(1.0, (size_px - MIN_HATCH_PX / 2) / (MIN_HATCH_PX / 2)))
            painter.setBrush(hatch)
            painter.drawPath(path)
            painter.restore()
        if self.kind.style.line and (self.kind.style.line_width_m or 1.0) * scale < MIN_LINE_PX:
            pen = QPen(self._line_pen)
            pen.setWidthF(max(pen.widthF(), (self.kind.style.line_width_m or 1.0) * scale))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawPath(line)
            return
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self._pen)
        painter.drawPath(path)
