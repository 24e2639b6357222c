"""Label requests, token bodies and placements as columns (one row each), for the placer that
works on a thousand labels at once."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..frozen import frozen
from .box_grid import Flags, Floats, Ints
from .layout import Box, LabelRequest, Placement


@frozen
class LabelBatch:
    """Requests as columns: one row a request, in the order they were made.

    ``width``/``height`` hold up to two forms (the second NaN when there is one);
    ``owner`` is an index into ``owners`` (-1: no owner).
    """

    keys: Sequence[str]
    x: Floats
    y: Floats
    width: Floats  # (n, 2)
    height: Floats  # (n, 2)
    drop: Floats
    clear: Floats
    priority: Ints
    required: Flags
    fixed: Flags
    owner: Ints
    owners: Sequence[str]

    def __len__(self) -> int:
        return len(self.keys)

    @staticmethod
    def of(requests: Sequence[LabelRequest], owners: Sequence[str] = ()) -> LabelBatch:
        """Columns from requests; ``owners`` names the owners of obstacles already numbered."""
        codes = {name: n for n, name in enumerate(owners)}
        names = list(owners)
        for request in requests:
            if request.owner and request.owner not in codes:
                codes[request.owner] = len(names)
                names.append(request.owner)
        count = len(requests)
        width = np.full((count, 2), np.nan)
        height = np.full((count, 2), np.nan)
        for row, request in enumerate(requests):
            if len(request.sizes) > 2:
                raise ValueError("a label offers at most two forms")
            for form, (w, h) in enumerate(request.sizes):
                width[row, form], height[row, form] = w, h
        return LabelBatch(
            keys=[r.key for r in requests],
            x=np.array([r.anchor[0] for r in requests], dtype=float),
            y=np.array([r.anchor[1] for r in requests], dtype=float),
            width=width,
            height=height,
            drop=np.array([r.drop for r in requests], dtype=float),
            clear=np.array([r.clear for r in requests], dtype=float),
            priority=np.array([r.priority for r in requests], dtype=np.int64),
            required=np.array([r.required for r in requests], dtype=bool),
            fixed=np.array([r.fixed for r in requests], dtype=bool),
            owner=np.array([codes[r.owner] if r.owner else -1 for r in requests], dtype=np.int64),
            owners=names,
        )

    def joined(self, other: LabelBatch) -> LabelBatch:
        """This batch's rows, then ``other``'s, whose owners must be numbered as this one's."""
        columns = {name: np.concatenate([getattr(self, name), getattr(other, name)]) for name in _COLUMNS}
        return LabelBatch(keys=[*self.keys, *other.keys], owners=self.owners, **columns)

    def request(self, row: int) -> LabelRequest:
        forms = 1 if np.isnan(self.width[row, 1]) else 2
        owner = int(self.owner[row])
        return LabelRequest(
            self.keys[row],
            (float(self.x[row]), float(self.y[row])),
            tuple((float(self.width[row, f]), float(self.height[row, f])) for f in range(forms)),
            float(self.drop[row]),
            float(self.clear[row]),
            int(self.priority[row]),
            bool(self.required[row]),
            bool(self.fixed[row]),
            self.owners[owner] if owner >= 0 else "",
        )


_COLUMNS = ("x", "y", "width", "height", "drop", "clear", "priority", "required", "fixed", "owner")


@frozen
class Bodies:
    """Boxes no label may cover but its owner's: columns, ``owner`` numbered as a batch's."""

    left: Floats
    top: Floats
    right: Floats
    bottom: Floats
    owner: Ints

    @staticmethod
    def of(obstacles: Sequence[tuple[float, float, float, float, str]], owners: Sequence[str]) -> Bodies:
        codes = {name: n for n, name in enumerate(owners)}
        edges = np.array([o[:4] for o in obstacles], dtype=float).reshape(-1, 4)
        return Bodies(
            edges[:, 0],
            edges[:, 1],
            edges[:, 2],
            edges[:, 3],
            np.array([codes.get(o[4], -1) if o[4] else -1 for o in obstacles], dtype=np.int64),
        )


@frozen
class Placed:
    """Where each row of a batch went: ``shown`` false where it gave way; ``slot`` the spot
    of its search it took (see ``slots``), kept for the next layout to start from."""

    shown: Flags
    left: Floats
    top: Floats
    right: Floats
    bottom: Floats
    form: Ints
    leader: Flags
    slot: Ints

    def placements(self, keys: Sequence[str]) -> list[Placement]:
        return [
            Placement(
                keys[row],
                Box(
                    float(self.left[row]),
                    float(self.top[row]),
                    float(self.right[row]),
                    float(self.bottom[row]),
                ),
                int(self.form[row]),
                bool(self.leader[row]),
            )
            for row in np.flatnonzero(self.shown).tolist()
        ]
