"""A tool's few labels (a drag's readout and tags, the ruler's lengths, the sight line's verdict)
placed clear of the map's labels, of the tokens' bodies and of each other, at every mouse move.

The map's labels stay where the scene's layout put them: a tool's label is what moves, so the
map does not shuffle under a measure. Where no spot is free it covers a token's body rather
than a label. Each label keeps its last spot while its usual place is taken, so it does not jump
from side to side as the pointer goes on; one sent out to a ring is tied to its point by a thin
leader line, as the map's fanned-out labels are. Beyond the edges of the view lies no free
spot: a label near an edge turns inward rather than be cut off, above all in the players'
window, whose labels are the larger.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene, QGraphicsView

from ...core.labels import LabelRequest
from ...core.labels.few import Crowd, Spot, place_among
from ...core.labels.layout import GAP_PX, RING_STEP_PX, RINGS
from ..scene.label_item import LabelItem
from ..scene.palette import Z_OVERLAY

NEAR_PX = 64.0  # how much wider than asked the map's boxes are read, for the next moves
BEYOND_PX = 1e7  # how far the boxes standing for what lies past the view's edges reach


class ToolLabels:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self._spots: dict[str, Spot] = {}  # where each label stood at the last move
        self._near: tuple[tuple[int, float, int], tuple[float, float, float, float], Crowd] | None = None
        self._edges: tuple[tuple[QTransform, int, int], np.ndarray] | None = None  # the view's, as last seen
        self.leaders = QGraphicsPathItem()
        self.leaders.setZValue(Z_OVERLAY + 0.5)  # over the tool's lines, under its labels
        pen = QPen(QColor(30, 30, 30), 1.2)
        pen.setCosmetic(True)
        self.leaders.setPen(pen)
        self.leaders.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        scene.addItem(self.leaders)

    def place(
        self,
        labels: Sequence[LabelItem],
        anchors: Sequence[tuple[float, float]],
        scale: float,
        priorities: Sequence[int],
        points: Sequence[tuple[float, float]] | None = None,
    ) -> None:
        """Put each label centred on its anchor (scene), or at the nearest free spot around it;
        higher priorities choose first. Every label is shown: none gives way. A label sent out
        to a ring gets a leader line to its point (its anchor unless ``points`` are given)."""
        requests = []
        for number, (label, (x, y), priority) in enumerate(zip(labels, anchors, priorities, strict=True)):
            rect = label.boundingRect()
            requests.append(
                LabelRequest(
                    str(number),
                    (x * scale, y * scale),
                    ((rect.width(), rect.height()),),
                    drop=-rect.height() / 2,
                    required=True,
                    priority=priority,
                )
            )
        crowd = self.crowd(scale, requests)
        edges = self.edges(scale)
        if len(edges):
            crowd = crowd._replace(labels=np.concatenate((crowd.labels, edges)))
        leaders = QPainterPath()
        for placement in place_among(requests, crowd, self._spots):
            box = placement.box
            x, y = box.centre
            labels[int(placement.key)].setPos(QPointF(x / scale, y / scale))
            if placement.leader:
                px, py = (points or anchors)[int(placement.key)]
                ax, ay = px * scale, py * scale
                leaders.moveTo(px, py)
                near = (min(max(ax, box.left), box.right), min(max(ay, box.top), box.bottom))
                leaders.lineTo(near[0] / scale, near[1] / scale)
        if not (leaders.isEmpty() and self.leaders.path().isEmpty()):  # most moves draw none
            self.leaders.setPath(leaders)

    def remove(self) -> None:
        if self.leaders.scene() is self.scene:
            self.scene.removeItem(self.leaders)

    def edges(self, scale: float) -> np.ndarray:
        """Four boxes (pixels) around the view showing the scene at ``scale``, covering all
        that lies past its edges; none when no such view shows the scene."""
        for view in self.scene.views():
            if _shows_at(view, scale):
                viewport = view.viewport()
                key = (view.viewportTransform(), viewport.width(), viewport.height())
                if self._edges is not None and self._edges[0] == key:
                    return self._edges[1]
                area = view.mapToScene(viewport.rect()).boundingRect()
                left, top = area.left() * scale, area.top() * scale
                right, bottom = area.right() * scale, area.bottom() * scale
                far = BEYOND_PX
                edges = np.array(
                    (
                        (left - far, top - far, left, bottom + far),
                        (right, top - far, right + far, bottom + far),
                        (left, top - far, right, top),
                        (left, bottom, right, bottom + far),
                    ),
                    dtype=np.float64,
                )
                self._edges = (key, edges)
                return edges
        return np.empty((0, 4))

    def crowd(self, scale: float, requests: list[LabelRequest]) -> Crowd:
        """The token bodies, and the labels the scene's layout placed at this zoom, that lie
        within reach of the requests: the others cannot be in their way."""
        layer = getattr(self.scene, "token_layer", None)
        if layer is None or layer.labels.scale != scale or not requests:
            return Crowd(np.empty((0, 4)), [], np.empty((0, 4)))
        # As far as any spot of a label's search reaches (a label that must be shown looks
        # twice as far as others): boxes beyond cannot be in its way.
        left = top = math.inf
        right = bottom = -math.inf
        for request in requests:
            x, y = request.anchor
            width, height = request.sizes[0]
            reach = request.clear + GAP_PX + 2 * RINGS * RING_STEP_PX
            across, down = reach + width, max(reach, abs(request.drop)) + height
            left, right = min(left, x - across), max(right, x + across)
            top, bottom = min(top, y - down), max(bottom, y + down)
        labels = layer.labels
        key = (labels.generation, scale, labels.table.version)
        kept = self._near
        if kept is not None and kept[0] == key:
            x0, y0, x1, y1 = kept[1]
            if x0 <= left and y0 <= top and right <= x1 and bottom <= y1:
                return kept[2]
        # Read off the map for a wider region than asked, kept while the map's layout stands:
        # the next moves ask for a region close by. More boxes than within reach change no
        # placement, as those beyond reach cannot cover any spot.
        region = (left - NEAR_PX, top - NEAR_PX, right + NEAR_PX, bottom + NEAR_PX)
        bodies, owners = labels.bodies_within(*region)
        crowd = Crowd(bodies, owners, labels.boxes_within(*region))
        self._near = (key, region, crowd)
        return crowd


def _shows_at(view: QGraphicsView, scale: float) -> bool:
    transform = view.transform()
    return transform.m12() == 0.0 and math.isclose(transform.m11(), scale, rel_tol=1e-6)
