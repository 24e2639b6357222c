"""A label's slot: which of its forms it took and which spot of its search (its usual place, the
three other spots next to the token, or a spot of a ring), as one number per label.

A slot is kept from one layout to the next (a zoom, another token moving) so that a label that
had to step aside stays where the GM last saw it while that spot is still free: the slot, not
the box, is kept, since the box follows the token and the zoom.
"""

from __future__ import annotations

import numpy as np

from .box_grid import Edges, Flags, Floats, Ints
from .columns import LabelBatch, Placed
from .layout import FAN, GAP_PX, QUIET_RINGS, RING_STEP_PX, RINGS

SPOTS = 4 + 2 * RINGS * len(FAN)  # the most spots any search looks at (a required label's)
NONE = -1
FAN_X = np.array([dx for dx, _dy in FAN])  # the fan's directions, as arrays
FAN_Y = np.array([dy for _dx, dy in FAN])
_TOLERANCE = 1e-6
_FEW = 16  # as many rows as are read one by one, cheaper than in arrays


def rings_of(batch: LabelBatch) -> Ints:
    """How many rings each label's search looks at (as ``layout._spots``)."""
    return np.where(batch.required, 2 * RINGS, np.where(batch.priority > 0, RINGS, QUIET_RINGS))


def slot_boxes(batch: LabelBatch, rows: Ints, slot: Ints) -> Edges:
    """The boxes the rows' slots mean now (their token, zoom and size as the batch has them)."""
    form, spot = slot // SPOTS, slot % SPOTS
    width, height = batch.width[rows, form], batch.height[rows, form]
    x, y = batch.x[rows], batch.y[rows]
    drop, clear = batch.drop[rows], batch.clear[rows]
    below = drop + height / 2
    side = clear + GAP_PX + width / 2
    ring, fan = np.maximum(spot - 4, 0) // len(FAN) + 1, np.maximum(spot - 4, 0) % len(FAN)
    reach = clear + GAP_PX + ring * RING_STEP_PX
    cx = np.select(
        [spot < 2, spot == 2, spot == 3], [x, x + side, x - side], x + FAN_X[fan] * (reach + width / 2)
    )
    cy = np.select(
        [spot == 0, spot == 1, spot < 4], [y + below, y - below, y], y + FAN_Y[fan] * (reach + height / 2)
    )
    # To the last bit as the placer computes them: the usual box from its corner, the others
    # (and the smaller form's usual place) about their centre.
    usual = (spot == 0) & (form == 0)
    half_w, half_h = width / 2, height / 2
    left = np.where(usual, x - half_w, cx - half_w)
    top = np.where(usual, y + drop, cy - half_h)
    right = np.where(usual, left + width, cx + half_w)
    bottom = np.where(usual, top + height, cy + half_h)
    return left, top, right, bottom


def slots_of(batch: LabelBatch, placed: Placed, rows: Ints) -> Ints:
    """Each row's slot in ``placed`` (NONE where it gave way or lies off every spot)."""
    if len(rows) <= _FEW:
        return np.array([_slot_of(batch, placed, row) for row in rows.tolist()], dtype=np.int64)
    return _slots_of(batch, placed, rows)


def _slot_of(batch: LabelBatch, placed: Placed, row: int) -> int:
    """One row's slot, as ``_slots_of`` reads it, without arrays: for a few rows."""
    if not placed.shown[row]:
        return NONE
    form = int(placed.form[row])
    width, height = float(batch.width[row, form]), float(batch.height[row, form])
    drop, clear = float(batch.drop[row]), float(batch.clear[row])
    dx = (float(placed.left[row]) + float(placed.right[row])) / 2 - float(batch.x[row])
    dy = (float(placed.top[row]) + float(placed.bottom[row])) / 2 - float(batch.y[row])
    if not placed.leader[row]:
        below, side = drop + height / 2, clear + GAP_PX + width / 2
        for spot, (sx, sy) in enumerate(((0.0, below), (0.0, -below), (side, 0.0), (-side, 0.0))):
            if _near(dx, sx) and _near(dy, sy):
                return form * SPOTS + spot
        return NONE
    for fan, (fx, fy) in enumerate(FAN):
        from_x = dx / fx - width / 2 if abs(fx) > 1e-9 else None
        from_y = dy / fy - height / 2 if abs(fy) > 1e-9 else None
        if (from_x is None and not _near(dx, 0.0)) or (from_y is None and not _near(dy, 0.0)):
            continue
        reach = from_x if from_x is not None else from_y
        if reach is None or (from_x is not None and from_y is not None and not _near(from_x, from_y)):
            continue
        steps = (reach - clear - GAP_PX) / RING_STEP_PX
        ring = round(steps)
        if _near(steps, ring) and 1 <= ring <= 2 * RINGS:
            return form * SPOTS + 4 + (ring - 1) * len(FAN) + fan
    return NONE


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= _TOLERANCE * max(1.0, abs(a))


def _slots_of(batch: LabelBatch, placed: Placed, rows: Ints) -> Ints:
    slot = np.full(len(rows), NONE, dtype=np.int64)
    shown = placed.shown[rows]
    form = placed.form[rows]
    width, height = batch.width[rows, form], batch.height[rows, form]
    x, y = batch.x[rows], batch.y[rows]
    drop, clear = batch.drop[rows], batch.clear[rows]
    dx = (placed.left[rows] + placed.right[rows]) / 2 - x
    dy = (placed.top[rows] + placed.bottom[rows]) / 2 - y
    near = _close(dx, 0.0)
    below = drop + height / 2
    side = clear + GAP_PX + width / 2
    beside = np.select(
        [near & _close(dy, below), near & _close(dy, -below), _close(dy, 0.0) & _close(dx, side)],
        [0, 1, 2],
        np.where(_close(dy, 0.0) & _close(dx, -side), 3, NONE),
    )
    # A ring spot: the ring both offsets imply must agree and be whole.
    fx, fy = FAN_X[None, :], FAN_Y[None, :]
    with np.errstate(divide="ignore", invalid="ignore"):
        from_x = np.where(np.abs(fx) > 1e-9, dx[:, None] / fx - width[:, None] / 2, np.nan)
        from_y = np.where(np.abs(fy) > 1e-9, dy[:, None] / fy - height[:, None] / 2, np.nan)
    reach = np.where(np.isnan(from_x), from_y, from_x)
    agree = np.isnan(from_x) | np.isnan(from_y) | _close(from_x, from_y)
    steps = (reach - clear[:, None] - GAP_PX) / RING_STEP_PX
    ring = np.rint(steps)
    fits = agree & _close(steps, ring) & (ring >= 1) & (ring <= 2 * RINGS)
    # Off-axis offsets where the fan's direction is nought must be nought too.
    fits &= np.where(np.abs(fx) > 1e-9, True, _close(dx[:, None], 0.0))
    fits &= np.where(np.abs(fy) > 1e-9, True, _close(dy[:, None], 0.0))
    fan = np.argmax(fits, axis=1)
    chosen = np.take_along_axis(ring, fan[:, None], axis=1)[:, 0]
    ringed = np.where(
        fits[np.arange(len(rows)), fan], 4 + (chosen.astype(np.int64) - 1) * len(FAN) + fan, NONE
    )
    leader = placed.leader[rows]
    spot = np.where(leader, ringed, beside)
    slot = np.where(shown & (spot >= 0), form * SPOTS + spot, NONE)
    return slot.astype(np.int64)


def start_slots(last: Ints, before: Ints) -> Ints:
    """The slot each label starts from: its slot of the last layout, or, for a label at home
    there, the slot it took aside in ``before`` (its slot at the zoom before the last). A zoom
    back and forth then puts a label that steps aside at one zoom where the GM saw it there,
    without a search, while one whose home is free goes home at once all the same."""
    start: Ints = np.where((last == 0) & (before > 0), before, last)
    return start


def usable(batch: LabelBatch, rows: Ints, slot: Ints) -> Flags:
    """Slots a label may start from: not the selected's or a fixed label's (those always look
    afresh, nearest first), a form it still offers, a ring its search still reaches."""
    form, spot = slot // SPOTS, slot % SPOTS
    some = slot >= 0
    safe_form = np.where(some, form, 0)
    offered = ~np.isnan(batch.width[rows, np.clip(safe_form, 0, 1)])
    ring = np.where(spot >= 4, (spot - 4) // len(FAN) + 1, 0)
    ok: Flags = (
        some
        & (safe_form <= 1)
        & offered
        & (
            ring
            <= np.where(
                batch.required[rows], 2 * RINGS, np.where(batch.priority[rows] > 0, RINGS, QUIET_RINGS)
            )
        )
        & ~batch.required[rows]
        & ~batch.fixed[rows]
    )
    return ok


def _close(a: Floats, b: Floats | float) -> Flags:
    return np.abs(a - b) <= _TOLERANCE * np.maximum(1.0, np.abs(a))
