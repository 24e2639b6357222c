"""One scene's label layout: every shown token's block of labels and the tools' labels placed
together at the zoom of the view showing the scene, so none covers another.

The same code lays out the GM's window, the players' window and an exported image; each has a
scene of its own and so a layout of its own, at its own zoom and label size. Only tokens within
the view's region (with a margin) take part: labels out of sight need no room.

Each token's block starts from its slot of the last layout (which spot of its search it took),
so a zoom or another token's move leaves the labels that had stepped aside where they were
while that spot is free; the placer still lets priority win (see ``core.labels.batch``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

import numpy as np
from PySide6.QtCore import QPointF, QRectF

from ...core.frozen import frozen
from ...core.labels import LabelRequest, Placement
from ...core.labels.batch import Bodies, LabelBatch, Placed, place_batch
from ...core.labels.box_grid import Floats
from ...core.labels.memo import SearchMemo
from ...core.labels.near_pairs import NearPairs
from ...core.labels.slots import NONE, start_slots
from .label_item import LabelItem
from .label_table import QUIET_ASKED, LabelTable
from .token_badges import TokenBadges

TOOL, GROUND = 3, -1  # between a hovered token's and an engaged one's; below every token's
REGION_MARGIN = 0.25
FAR_PAD_PX = 12.0  # past a badge's icon or marker: its outline and a character's facing notch
_NO_BODIES = Bodies(*(np.zeros(0) for _ in range(4)), np.zeros(0, dtype=np.int64))


class LabelLayer:
    def __init__(self) -> None:
        self.tools: list[LabelItem] = []  # the tools' labels that take part (targets)
        # The terrain's labels, asked for at each layout: they give way to every token's.
        self.ground: Callable[[], Iterable[LabelItem]] = lambda: ()
        self.region: QRectF | None = None
        self.table = LabelTable()
        self._last: tuple[LabelBatch, Placed] | None = None
        self._placements: dict[str, Placement] | None = None
        self._applied = np.zeros((0, 7))  # each token's block as last applied, relative to it
        self._slots = np.zeros(0, dtype=np.int64)  # each token's block's slot in the last layout
        # The slots at the end of the last zoom, and at the end of the zoom before that: a
        # label back home at the last zoom starts from where it stood at the one before.
        self._zoom_slots = np.zeros(0, dtype=np.int64)
        self._before = np.zeros(0, dtype=np.int64)
        # The slots at the end of the last layout, and of the one before that.
        self._previous = np.zeros(0, dtype=np.int64)
        self._earlier = np.zeros(0, dtype=np.int64)
        self._slots_of: object = None
        self._seed: dict[str, int] = {}  # another layout's slots to start from (see start_from)
        self._near = NearPairs()  # which boxes lay near which, for the next layout
        self._searches = SearchMemo()  # the full searches of the last layouts, for the same again
        self._bodies_px: tuple[tuple[float, int], np.ndarray] | None = None
        self.warm = True  # labels start from their last slot (False: every layout from scratch)
        self.covered: QRectF | None = None  # the region of the last layout, margin included
        self.scale: float | None = None  # the zoom of the last layout
        self.leading: list[TokenBadges] = []  # the tokens whose blocks stand off with a leader
        self._far = np.zeros(0, dtype=bool)  # each token's badge, hidden as far from the view
        self._far_of: object = None
        self.generation = 0  # counts the layouts, so what was read off one is known to be stale
        self._zone: _Zone | None = None  # where the last layout looked (see _looked_at)

    def track(self, label: LabelItem) -> None:
        self.tools.append(label)

    def untrack(self, label: LabelItem) -> None:
        if label in self.tools:
            self.tools.remove(label)

    def relayout(self, badges: Iterable[TokenBadges], scale: float | None) -> None:
        if scale is None or scale <= 0:
            return
        zoomed = scale != self.scale
        self.scale = scale
        region = self.covered = self._region()
        table = self.table
        table.update(badges if isinstance(badges, list) else list(badges))
        look = self._looked_at(region, scale)
        near = look
        if region is not None:
            x, y = table.centres(look)
            near = look[
                (region.left() <= x) & (x <= region.right()) & (region.top() <= y) & (y <= region.bottom())
            ]
        asked = near[table.shown(scale, near)]
        quiet = near[table.quiet(scale, near)]
        if len(quiet):
            # Engaged ones first, then as they come: a steady subset from layout to layout.
            quiet = quiet[np.argsort(~table.flag("engaged", quiet), kind="stable")][:QUIET_ASKED]
            asked = np.sort(np.concatenate((asked, quiet)))
        batch = table.batch(asked, scale)
        tools = [label for label in self.tools if label.scene() is not None and label.isVisible()]
        ground = [
            label
            for label in self.ground()
            if label.isVisible() and label.text() and (region is None or region.contains(label.anchor))
        ]
        others = [*tools, *ground]
        if others:
            batch = batch.joined(LabelBatch.of(self._requests(others, len(tools), scale)))
        if self._slots_of is not table.items:  # other tokens: slots are kept by row
            self._slots_of = table.items
            seed, self._seed = self._seed, {}
            self._slots = np.array([seed.get(token_id, NONE) for token_id in table.ids], dtype=np.int64)
            self._before = self._zoom_slots = np.full(len(table.ids), NONE, dtype=np.int64)
            self._earlier = self._previous = self._before
        elif zoomed:  # the slots each label ended with at the last zoom, and at the one before
            self._before, self._zoom_slots = self._zoom_slots, self._slots.copy()
        self._earlier, self._previous = self._previous, self._slots.copy()
        warm = np.full(len(batch), NONE, dtype=np.int64)
        if self.warm:
            # Where it stood aside at the zoom before, else two layouts ago (before a pan
            # that left out the token whose body covers its home, say).
            before, earlier = self._before[asked], self._earlier[asked]
            warm[: len(asked)] = start_slots(self._slots[asked], np.where(before > 0, before, earlier))
        placed = place_batch(
            batch,
            table.bodies(near, scale) if len(batch) else _NO_BODIES,
            warm,
            self._near,
            scale,
            self._searches,
        )
        self._slots[asked] = placed.slot[: len(asked)]
        self._last = (batch, placed)
        self.generation += 1
        self._placements = None
        self._apply(asked, batch, placed, scale, look)
        self._hide_far(region, scale, look)
        self._zone = _Zone(_rect(region), scale, table.items, near)
        count = len(asked)
        fanned = asked[placed.shown[:count] & placed.leader[:count]]
        self.leading = [table.items[row] for row in fanned.tolist()]
        for number, label in enumerate(others, start=len(asked)):
            if not placed.shown[number]:
                label.place_at(None)
                continue
            x_px = (placed.left[number] + placed.right[number]) / 2
            y_px = (placed.top[number] + placed.bottom[number]) / 2
            label.place_at(QPointF(float(x_px) / scale, float(y_px) / scale))

    def slots(self) -> dict[str, int]:
        """Each token's slot in the last layout, by token id (those that took a spot)."""
        if self._slots_of is not self.table.items:
            return {}
        return {
            token_id: slot
            for token_id, slot in zip(self.table.ids, self._slots.tolist(), strict=True)
            if slot != NONE
        }

    def start_from(self, slots: Mapping[str, int]) -> None:
        """Start the next layout from another layout's slots: an image exported from a window
        puts the labels that stepped aside where the window shows them, while those spots
        are free at the image's zoom."""
        self._seed = dict(slots)
        self._slots_of = None

    @property
    def placements(self) -> dict[str, Placement]:
        """Where the last layout put each label, by key (token id, or ``label:N``)."""
        if self._placements is None:
            self._placements = {}
            if self._last is not None:
                batch, placed = self._last
                self._placements = {p.key: p for p in placed.placements(batch.keys)}
        return self._placements

    def boxes_within(self, left: float, top: float, right: float, bottom: float) -> np.ndarray:
        """The boxes of the last layout that overlap a region (pixels at its zoom), as obstacles:
        an n × 4 array of left, top, right, bottom."""
        if self._last is None:
            return np.empty((0, 4))
        placed = self._last[1]
        rows = np.flatnonzero(
            placed.shown
            & (placed.left < right)
            & (placed.right > left)
            & (placed.top < bottom)
            & (placed.bottom > top)
        )
        return np.column_stack((placed.left[rows], placed.top[rows], placed.right[rows], placed.bottom[rows]))

    def bodies_within(
        self, left: float, top: float, right: float, bottom: float
    ) -> tuple[np.ndarray, list[str]]:
        """The token bodies of the last layout's tokens that overlap a region (pixels at its
        zoom): an n × 4 array of left, top, right, bottom, and the token of each."""
        scale, table = self.scale, self.table
        if scale is None or self._slots_of is not table.items or not len(table.ids):
            return np.empty((0, 4)), []
        # Asked at every move of a drag, over a map that does not change under it: the bodies
        # in pixels are kept until the zoom or the tokens' facts change.
        if self._bodies_px is None or self._bodies_px[0] != (scale, table.version):
            x0, y0 = table.column("left") * scale, table.column("top") * scale
            x1, y1 = table.column("right") * scale, table.column("bottom") * scale
            self._bodies_px = ((scale, table.version), np.column_stack((x0, y0, x1, y1)))
        bodies = self._bodies_px[1]
        rows = np.flatnonzero(
            (bodies[:, 0] < right) & (bodies[:, 2] > left) & (bodies[:, 1] < bottom) & (bodies[:, 3] > top)
        )
        return bodies[rows], [table.ids[r] for r in rows.tolist()]

    @staticmethod
    def _requests(labels: list[LabelItem], tools: int, scale: float) -> list[LabelRequest]:
        requests = []
        for number, label in enumerate(labels):
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
                    TOOL if number < tools else GROUND,
                    number < tools,
                )
            )
        return requests

    def _apply(
        self, asked: np.ndarray, batch: LabelBatch, placed: Placed, scale: float, look: np.ndarray
    ) -> None:
        """Move the blocks the layout moved (relative to their token), and the fresh ones.
        Rows outside ``look`` show no block and are not fresh: they are passed over."""
        table = self.table
        count = len(asked)
        answer = np.full((count, 7), np.nan)
        shown = placed.shown[:count]
        answer[:, 0] = shown
        answer[:, 1] = placed.left[:count] - batch.x[:count]
        answer[:, 2] = placed.top[:count] - batch.y[:count]
        answer[:, 3] = placed.right[:count] - placed.left[:count]
        answer[:, 4] = placed.bottom[:count] - placed.top[:count]
        answer[:, 5] = placed.form[:count]
        answer[:, 6] = placed.leader[:count]
        answer[~shown, 1:] = 0.0
        if len(self._applied) != len(table.items):
            self._applied = np.full((len(table.items), 7), np.nan)
        # A block shown before and not asked for now (its token grew small or left the view)
        # is taken down, as is the block a token changed since puts at its usual place: only
        # what this layout placed is drawn.
        left_out = np.ones(len(look), dtype=bool)
        left_out[np.searchsorted(look, asked)] = False
        left_out = look[left_out]
        down = left_out[(self._applied[left_out, 0] == 1) | table.fresh[left_out]]
        for row in down.tolist():
            table.items[row].place(None)
        self._applied[down] = np.nan
        table.fresh[left_out] = False
        before = self._applied[asked]
        # A few ulps of a zoom's arithmetic are no move.
        moved = table.fresh[asked] | ~np.all(np.abs(answer - before) <= 1e-6, axis=1)
        rows = np.flatnonzero(moved)
        items = table.items
        for row, (flag, left, top, width, height, form, leader) in zip(
            asked[rows].tolist(), answer[rows].tolist(), strict=True
        ):
            if not flag:
                items[row].place(None)
                continue
            items[row].place(QRectF(left, top, width, height), int(form), bool(leader))
        self._applied[asked] = answer
        table.fresh[asked] = False

    def _hide_far(self, region: QRectF | None, scale: float, look: np.ndarray) -> None:
        """Pass over the tokens whose body, rims and icon or marker lie wholly outside
        ``region``: their blocks were taken down as they were left out of the layout, and the
        view, which stays within the region until the next layout, cannot show them. Drawn or
        not, each token otherwise cost every repaint a look at its body and its badge, and with
        thousands of tokens those looks were most of a command's frame. Only the rows of
        ``look`` are weighed: the others are as the last layout left them."""
        table = self.table
        if self._far_of is not table.items:  # other tokens, or in another order: ask each
            self._far_of = table.items
            self._far = np.array([badges.far for badges in table.items], dtype=bool)
        far = np.zeros(len(look), dtype=bool)
        if region is not None and len(look):

            def get(name: str) -> Floats:
                return table.column(name, look)

            reach = (get("least_clear") + FAR_PAD_PX) / scale
            left = np.minimum(get("left") - reach, get("drawn_left"))
            top = np.minimum(get("top") - reach, get("drawn_top"))
            right = np.maximum(get("right") + reach, get("drawn_right"))
            bottom = np.maximum(get("bottom") + reach, get("drawn_bottom"))
            far = (
                (right < region.left())
                | (left > region.right())
                | (bottom < region.top())
                | (top > region.bottom())
            )
        items = table.items
        flips = look[far != self._far[look]]
        for row in flips.tolist():
            items[row].set_far(not self._far[row])
        self._far[look] = far

    def _looked_at(self, region: QRectF | None, scale: float) -> np.ndarray:
        """The rows a layout weighs, in order: every row after a pan, a zoom or other tokens;
        else the rows the last layout found near its region, and those changed since. Any
        other row stands as that layout left it, far or not and with no block, since neither
        it nor the region changed. A command on a field of thousands of tokens then costs what
        the view holds, not what the field holds."""
        table = self.table
        changed = table.take_changed()
        zone = self._zone
        if (
            zone is None
            or zone.items is not table.items
            or zone.scale != scale
            or zone.covered != _rect(region)
        ):
            return np.arange(len(table.items), dtype=np.int64)
        if not changed:
            return zone.near
        return np.union1d(zone.near, np.fromiter(changed, dtype=np.int64, count=len(changed)))

    def _region(self) -> QRectF | None:
        region = self.region
        if region is None or region.isEmpty():
            return None
        dx, dy = region.width() * REGION_MARGIN, region.height() * REGION_MARGIN
        return region.adjusted(-dx, -dy, dx, dy)


@frozen
class _Zone:
    """The rows a layout found near its region (margin included), at that region and zoom."""

    covered: tuple[float, float, float, float] | None
    scale: float
    items: list[TokenBadges]
    near: np.ndarray


def _rect(rect: QRectF | None) -> tuple[float, float, float, float] | None:
    """A region as exact numbers (Qt compares rectangles with a tolerance)."""
    return None if rect is None else rect.getRect()
