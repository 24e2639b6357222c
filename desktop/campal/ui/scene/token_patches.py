"""Tokens too small on screen to show more than their side's colour, drawn together.

Seen from afar, a unit is a few pixels: its rims, wedge and picture cannot be read, and
a thousand items each caching a pixmap make every zoom change cost a thousand paints. Those
tokens hand their drawing to this one item, which fills one path per colour, built in metres and
so good at every zoom, with each unit's front edge drawn over it so its facing still reads. A
token that is selected, hovered, hidden or a drag's ghost always draws itself; engaged ones keep
a red edge here.

Each token is filled as a polygon of its own: the rasterizer takes a few hundred small polygons
several times faster than one path holding them all, and a token lying over another of its colour
stays whole instead of cutting a hole in it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .palette import Z_TOKENS
from .token_item import ENGAGED, SMALL_PX, TokenItem
from .unit_item import FRONT

EDGE_MARGIN_M = 25.0
# Curves (a character's round body) are flattened this many times finer than a metre.
_FINE = 20.0
_TO_FINE = QTransform.fromScale(_FINE, _FINE)
_FROM_FINE = QTransform.fromScale(1 / _FINE, 1 / _FINE)


class _Placed(NamedTuple):
    outline: QPainterPath  # the item's own path these were made from (the same object)
    at: tuple[float, float]  # the item's place then
    path: QPainterPath  # the outline where the token stands
    polygons: list[QPolygonF]
    bounds: QRectF
    front: tuple[QPointF, QPointF] | None  # a unit's front edge, where it stands


def is_patch(item: TokenItem, scale: float | None) -> bool:
    """Whether ``item`` is drawn as a patch at ``scale`` pixels per metre."""
    if scale is None or item.selected or item.hovered or item.ghost or item.token.hidden:
        return False
    return item.span * scale < SMALL_PX


class TokenPatches(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TOKENS - 0.5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._shapes: list[tuple[QColor, list[QPolygonF]]] = []
        self._engaged = QPainterPath()
        self._fronts = QPainterPath()
        self._edge = QPen(ENGAGED, 2.0)
        self._edge.setCosmetic(True)
        # Each unit's front edge, so the way it faces still reads from afar.
        self._front_pen = QPen(FRONT, 1.5)
        self._front_pen.setCosmetic(True)
        self._bounds = QRectF()
        self._looks: dict[TokenItem, tuple[_Placed, bool, int]] = {}  # each patch as last drawn
        self._scale: float | None = None  # the zoom the looks were taken at
        # Hundreds of antialiased shapes take longer to fill than a pixmap takes to copy: at a
        # given zoom the patches change only when the tokens do, and then set_items redraws them.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_items(
        self, items: Iterable[TokenItem], scale: float | None, changed: Iterable[TokenItem] | None = None
    ) -> None:
        """Take over the drawing of the tokens that are patches at ``scale``; give back the rest.

        ``changed`` names the items that may look different since the last call at this scale
        (None: any may). Only the ground of the patches that changed (moved, recoloured, engaged
        or no longer patches) is painted again: a command moving one unit repaints that unit,
        not the field.
        """
        among: Iterable[TokenItem] | None = None  # the items whose looks may differ (None: all)
        if changed is None or scale != self._scale:
            looks = {item: look for item in items if (look := self._look_of(item, scale)) is not None}
        else:
            looks = dict(self._looks)
            among = list(changed)
            for item in among:
                look = self._look_of(item, scale)
                if look is None:
                    looks.pop(item, None)
                else:
                    looks[item] = look
        self._scale = scale
        dirty = self._changed_ground(looks, among)
        if dirty is None:
            return
        self._looks = looks  # those no longer patches are forgotten
        by_colour: dict[int, tuple[QColor, list[QPolygonF]]] = {}
        engaged = QPainterPath()
        fronts = QPainterPath()
        bounds = QRectF()
        for shape, is_engaged, key in looks.values():
            if key not in by_colour:
                fill = QColor.fromRgba(key)
                fill.setAlpha(215)
                by_colour[key] = (fill, [])
            by_colour[key][1].extend(shape.polygons)
            bounds = bounds.united(shape.bounds)
            if is_engaged:
                engaged.addPath(shape.path)
            if shape.front is not None:
                fronts.moveTo(shape.front[0])
                fronts.lineTo(shape.front[1])
        bounds = bounds.adjusted(-EDGE_MARGIN_M, -EDGE_MARGIN_M, EDGE_MARGIN_M, EDGE_MARGIN_M)
        if bounds != self._bounds:
            self.prepareGeometryChange()  # the old bounds are painted again: the whole field
        self._shapes = list(by_colour.values())
        self._engaged = engaged
        self._fronts = fronts
        # The red edge is a cosmetic pen: a couple of pixels, which far out are metres.
        self._bounds = bounds
        if not dirty.isEmpty():
            self.update(dirty)

    def _look_of(self, item: TokenItem, scale: float | None) -> tuple[_Placed, bool, int] | None:
        """How ``item`` is drawn among the patches, or None when it draws itself."""
        patch = is_patch(item, scale)
        item.set_drawing(patch=patch)
        if not patch:
            return None
        return (self._placed_shape(item), item.engaged, item.colour.rgba())

    def _changed_ground(
        self, looks: dict[TokenItem, tuple[_Placed, bool, int]], among: Iterable[TokenItem] | None
    ) -> QRectF | None:
        """Where the patches differ from the last ones drawn (None: nowhere), looking only at
        the items ``among`` (None: all)."""
        dirty: QRectF | None = None
        old = self._looks
        for item in old.keys() | looks.keys() if among is None else among:
            was, now = old.get(item), looks.get(item)
            if was is not None and now is not None and was[0] is now[0] and was[1:] == now[1:]:
                continue
            for look in (was, now):
                if look is not None:
                    m = EDGE_MARGIN_M
                    box = look[0].bounds.adjusted(-m, -m, m, m)
                    dirty = box if dirty is None else dirty.united(box)
        return dirty

    def _placed_shape(self, item: TokenItem) -> _Placed:
        """The token's polygons where it stands, kept while its outline and place are the same:
        they are in metres, good at every zoom, and flattening a thousand again at each zoom
        step cost 10 ms a window."""
        position = item.pos()
        at = (position.x(), position.y())
        look = self._looks.get(item)
        known = look[0] if look is not None else None
        if known is not None and known.outline is item.path and known.at == at:
            return known
        path = item.path.translated(position)
        polygons = [_FROM_FINE.map(polygon) for polygon in path.toSubpathPolygons(_TO_FINE)]
        bounds = QRectF()
        for polygon in polygons:
            bounds = bounds.united(polygon.boundingRect())
        front = getattr(item, "_front", None)
        ends = (front[0] + position, front[1] + position) if front is not None else None
        return _Placed(item.path, at, path, polygons, bounds, ends)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for colour, shapes in self._shapes:
            painter.setBrush(colour)
            for shape in shapes:
                painter.drawPolygon(shape)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if not self._fronts.isEmpty():
            painter.setPen(self._front_pen)
            painter.drawPath(self._fronts)
        if not self._engaged.isEmpty():
            painter.setPen(self._edge)
            painter.drawPath(self._engaged)
