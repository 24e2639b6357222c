"""One scene's label layout: every shown token's block of labels and the tools' labels placed
together at the zoom of the view showing the scene, so none covers another.

The same code lays out the GM's window, the players' window and an exported image; each has a
scene of its own and so a layout of its own, at its own zoom and label size. Only tokens within
the view's region (with a margin) take part: labels out of sight need no room.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF

from ...core.labels import LabelRequest, Placement, place_labels
from .label_item import LabelItem
from .token_badges import TokenBadges

SELECTED, HOVERED, TOOL, ENGAGED, PLAIN, GROUND = 5, 4, 3, 1, 0, -1
REGION_MARGIN = 0.25


def _priority(badges: TokenBadges) -> int:
    body = badges.body
    if body.selected:
        return SELECTED
    if body.hovered:
        return HOVERED
    return ENGAGED if body.engaged else PLAIN


class LabelLayer:
    def __init__(self) -> None:
        self.tools: list[LabelItem] = []  # the tools' labels that take part (targets)
        # The terrain's labels, asked for at each layout: they give way to every token's.
        self.ground: Callable[[], Iterable[LabelItem]] = lambda: ()
        self.region: QRectF | None = None
        self.placements: dict[str, Placement] = {}
        self.covered: QRectF | None = None  # the region of the last layout, margin included
        self.scale: float | None = None  # the zoom of the last layout

    def track(self, label: LabelItem) -> None:
        self.tools.append(label)

    def untrack(self, label: LabelItem) -> None:
        if label in self.tools:
            self.tools.remove(label)

    def relayout(self, badges: Iterable[TokenBadges], scale: float | None) -> None:
        if scale is None or scale <= 0:
            return
        self.scale = scale
        region = self.covered = self._region()
        if region is not None:
            left, top, right, bottom = region.left(), region.top(), region.right(), region.bottom()
        requests: list[LabelRequest] = []
        shown: list[TokenBadges] = []
        near: list[TokenBadges] = []
        for item in badges:
            body = item.body
            if region is not None:
                x0, y0, x1, y1 = body.extent
                x, y = (x0 + x1) / 2, (y0 + y1) / 2
                if not (left <= x <= right and top <= y <= bottom):
                    continue
            near.append(item)
            if not body.ghost and item.isVisible() and item.shows_details(scale):
                requests.append(item.request(scale, _priority(item)))
                shown.append(item)
        tools = [label for label in self.tools if label.scene() is not None and label.isVisible()]
        ground = [
            label
            for label in self.ground()
            if label.isVisible() and label.text() and (region is None or region.contains(label.anchor))
        ]
        for number, label in enumerate([*tools, *ground]):
            rect = label.boundingRect()
            at = label.anchor
            lift = label.lift_m
            requests.append(
                LabelRequest(
                    f"label:{number}",
                    (at.x() * scale, at.y() * scale),
                    ((rect.width(), rect.height()),),
                    -rect.height() / 2 if lift is None else -lift * scale - rect.height(),
                    0.0,
                    TOOL if number < len(tools) else GROUND,
                    number < len(tools),
                )
            )
        obstacles: list[tuple[float, float, float, float, str]] = []
        if requests:
            for item in near:
                x0, y0, x1, y1 = item.body.extent
                obstacles.append((x0 * scale, y0 * scale, x1 * scale, y1 * scale, item.body.token.id))
        self.placements = {p.key: p for p in place_labels(requests, obstacles)}
        for item in shown:
            item.apply(self.placements.get(item.body.token_id), scale)
        for number, label in enumerate([*tools, *ground]):
            placement = self.placements.get(f"label:{number}")
            if placement is None:
                label.place_at(None)
                continue
            x, y = placement.box.centre
            label.place_at(QPointF(x / scale, y / scale))

    def _region(self) -> QRectF | None:
        region = self.region
        if region is None or region.isEmpty():
            return None
        dx, dy = region.width() * REGION_MARGIN, region.height() * REGION_MARGIN
        return region.adjusted(-dx, -dy, dx, dy)
