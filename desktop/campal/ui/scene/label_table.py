"""The tokens' label facts as columns, kept between layouts.

A layout after a zoom or a pan changes no token: the columns are reused as they are, and only
the rows of tokens that changed since (each badge tells its table when it forgets its facts)
are read again. The requests of a layout are then worked out for every token at once.
"""

from __future__ import annotations

from operator import is_

import numpy as np

from ...core.labels.box_grid import Flags, Floats
from ...core.labels.columns import Bodies, LabelBatch
from .token_badges import CHARACTER_DETAIL_SCALE, DETAIL_PX, MAX_CLEAR_PX, TokenBadges

FACTS = (
    "left", "top", "right", "bottom", "drawn_left", "drawn_top", "drawn_right", "drawn_bottom",
    "selected", "hovered", "engaged", "ghost", "character",
    "frontage", "width", "height", "short_width", "short_height", "drop", "least_clear",
)  # fmt: skip
_C = {name: n for n, name in enumerate(FACTS)}
FEW_REQUIRED = 8  # selected tokens up to this many show their labels whatever room it takes
QUIET_ASKED = 60  # small tokens' labels asked for at most in one layout (a subset, never all gone)
SELECTED, HOVERED, ENGAGED, PLAIN = 5, 4, 1, 0  # the tools' labels come at 3, the terrain's at -1


class LabelTable:
    def __init__(self) -> None:
        self.items: list[TokenBadges] = []
        self.ids: list[str] = []
        self._rows: list[tuple[float, ...]] = []
        self.columns = np.zeros((0, len(FACTS)))
        self.fresh = np.zeros(0, dtype=bool)  # rows read again since the last layout applied them
        self.version = 0  # counts changes of the columns
        self._row_of: dict[TokenBadges, int] = {}
        # The badges that forgot their facts since the last update: only their rows are read.
        self._forgetting: set[TokenBadges] = set()
        self._keys: tuple[list[str], np.ndarray, list[str]] = ([], np.zeros(0, dtype=np.int64), [])
        # The rows read again since the layer last took them (see ``take_changed``).
        self._changed: set[int] = set()

    def update(self, items: list[TokenBadges]) -> None:
        # The list of the last update again (never changed in place: a token coming or going
        # makes a new one), or one holding the very same badges.
        same = items is self.items or (len(items) == len(self.items) and all(map(is_, items, self.items)))
        if not same:
            rows = [item.facts() for item in items]
            self.items = items
            self.ids = [item.body.token_id for item in items]
            self._row_of = {item: n for n, item in enumerate(items)}
            for item in items:
                item.forgot = self._forgot
            self._forgetting.clear()
            self._rows = rows
            self.columns = np.array(rows, dtype=float).reshape(len(rows), len(FACTS))
            self.fresh = np.ones(len(rows), dtype=bool)
            self._changed.clear()
            self.version += 1
            return
        if not self._forgetting:
            return  # no badge forgot its facts since: every row is as read
        forgetting, self._forgetting = self._forgetting, set()
        changed = []
        for item in forgetting:
            n = self._row_of.get(item)
            if n is not None:
                row = item.facts()
                if row is not self._rows[n]:
                    self._rows[n] = row
                    changed.append(n)
        if changed:
            changed.sort()
            self.columns[changed] = np.array([self._rows[n] for n in changed], dtype=float)
            self.fresh[changed] = True
            self._changed.update(changed)
            self.version += 1

    def take_changed(self) -> set[int]:
        """The rows whose facts were read again since the last call (the rows themselves are
        kept; a new set of items starts the count over)."""
        changed, self._changed = self._changed, set()
        return changed

    def _forgot(self, item: TokenBadges) -> None:
        self._forgetting.add(item)

    def column(self, name: str, rows: np.ndarray | None = None) -> Floats:
        """The fact of every row, or of ``rows``."""
        return self.columns[:, _C[name]] if rows is None else self.columns[rows, _C[name]]

    def flag(self, name: str, rows: np.ndarray | None = None) -> Flags:
        """The flag of every row, or of ``rows``."""
        return self.column(name, rows) != 0

    def centres(self, rows: np.ndarray | None = None) -> tuple[Floats, Floats]:
        """Each body's centre, in metres (of every row, or of ``rows``)."""
        columns = self.columns if rows is None else self.columns[rows]
        left, top = columns[:, _C["left"]], columns[:, _C["top"]]
        right, bottom = columns[:, _C["right"]], columns[:, _C["bottom"]]
        return (left + right) / 2, (top + bottom) / 2

    def shown(self, scale: float, rows: np.ndarray | None = None) -> Flags:
        """The tokens that show their labels at ``scale``: large enough, or selected or hovered
        (of every row, or of ``rows``)."""
        columns = self.columns if rows is None else self.columns[rows]

        def flag(name: str) -> Flags:
            return columns[:, _C[name]] != 0

        large = np.where(
            flag("character"),
            scale >= CHARACTER_DETAIL_SCALE,
            columns[:, _C["frontage"]] * scale >= DETAIL_PX,
        )
        return (flag("selected") | flag("hovered") | large) & ~flag("ghost")

    def quiet(self, scale: float, rows: np.ndarray | None = None) -> Flags:
        """The tokens too small at ``scale`` to ask for their labels by right: they ask all the
        same, with no priority, and show where there is room (engaged ones first)."""
        return ~self.shown(scale, rows) & ~self.flag("ghost", rows)

    def batch(self, rows: np.ndarray, scale: float) -> LabelBatch:
        """The requests of ``rows`` at ``scale``, as the badges' own ``request`` makes them."""
        columns = self.columns[rows]

        def get(name: str) -> Floats:
            return columns[:, _C[name]]

        selected, hovered, engaged = get("selected") != 0, get("hovered") != 0, get("engaged") != 0
        left, top, right, bottom = get("left"), get("top"), get("right"), get("bottom")
        clear = np.ceil(np.minimum(np.maximum(right - left, bottom - top) * scale / 2, MAX_CLEAR_PX))
        priority = np.where(selected, SELECTED, np.where(hovered, HOVERED, np.where(engaged, ENGAGED, PLAIN)))
        # A zoom asks for the same rows again: their keys are kept.
        kept_ids, kept_rows, keys = self._keys
        if kept_ids is not self.ids or not np.array_equal(kept_rows, rows):
            keys = [self.ids[row] for row in rows.tolist()]
            self._keys = (self.ids, rows.copy(), keys)
        return LabelBatch(
            keys=keys,
            x=(left + right) / 2 * scale,
            y=(top + bottom) / 2 * scale,
            width=np.stack([get("width"), get("short_width")], axis=1),
            height=np.stack([get("height"), get("short_height")], axis=1),
            drop=get("drop"),
            clear=np.maximum(clear, get("least_clear")),
            priority=priority.astype(np.int64),
            # A handful selected must show, stepping as far aside as it takes; a crowd selected at
            # a distance asks by priority and gives way where there is no room near its token.
            required=selected & (np.count_nonzero(selected) <= FEW_REQUIRED),
            fixed=np.zeros(len(rows), dtype=bool),
            owner=rows.astype(np.int64),
            owners=self.ids,
        )

    def bodies(self, rows: np.ndarray, scale: float) -> Bodies:
        columns = self.columns[rows]
        return Bodies(
            columns[:, _C["left"]] * scale,
            columns[:, _C["top"]] * scale,
            columns[:, _C["right"]] * scale,
            columns[:, _C["bottom"]] * scale,
            rows.astype(np.int64),
        )
