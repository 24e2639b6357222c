"""The answers of the full searches of the last layouts, for the same searches asked again.

After a command, a window lays its labels out again, and in a crowd the same twenty labels find
no room at every layout: each was searched for in full, spot by spot against everything in its
reach, although only the moved token's neighbours saw anything change. A full search's answer is
a function of its request and of the boxes in its reach alone, so it is kept under both, exactly
(every coordinate to the last bit): asked again with the same, it is the same answer, and with
anything moved by a bit it is searched for afresh. Nothing here can be stale.

Entries live in two generations of ``GENERATION`` each: the older is dropped when the newer
fills, so a window keeps the searches of its last dozen layouts or so, whatever it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

import numpy as np

from .box_grid import Edges
from .layout import LabelRequest, Placement
from .spots_at_once import Spots

GENERATION = 1024  # searches kept per generation (a crowded window searches some twenty in full)

_Key = TypeVar("_Key")
_Value = TypeVar("_Value")
_MISSING = object()


class _Generations(Generic[_Key, _Value]):
    __slots__ = ("_last", "_now")

    def __init__(self) -> None:
        self._now: dict[_Key, _Value] = {}
        self._last: dict[_Key, _Value] = {}

    def get(self, key: _Key, make: Callable[[], _Value]) -> _Value:
        found = self._now.get(key, _MISSING)
        if found is _MISSING:
            found = self._last.get(key, _MISSING)
            if found is _MISSING:
                found = make()
            if len(self._now) >= GENERATION:
                self._last, self._now = self._now, {}
            self._now[key] = found  # type: ignore[assignment]
        return found  # type: ignore[return-value]

    def __len__(self) -> int:
        return len(self._now) + len(self._last)


class SearchMemo:
    """A window's full searches (see the module): kept by the window from layout to layout."""

    __slots__ = ("_answers", "_spots", "searched")

    def __init__(self) -> None:
        self._answers: _Generations[tuple[LabelRequest, bytes, bytes], Placement | None] = _Generations()
        self._spots: _Generations[LabelRequest, Spots] = _Generations()
        self.searched = 0  # how many searches were not found here (for tests)

    def answer(
        self,
        request: LabelRequest,
        labels: Edges,
        bodies: Edges,
        search: Callable[[LabelRequest, Edges, Edges, Spots], Placement | None],
    ) -> Placement | None:
        """``search``'s answer for the request among ``labels`` and ``bodies`` (columns)."""
        key = (request, np.concatenate(labels).tobytes(), np.concatenate(bodies).tobytes())

        def fresh() -> Placement | None:
            self.searched += 1
            return search(request, labels, bodies, self.spots(request))

        return self._answers.get(key, fresh)

    def spots(self, request: LabelRequest) -> Spots:
        return self._spots.get(request, lambda: Spots(request, range(len(request.sizes))))

    def __len__(self) -> int:
        return len(self._answers)
