"""What the terrain tools share: the session, the selection, the terrain index, and the palette's
current choices (the kind to draw, the line width, the mover the ruler measures for)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core.terrain import MoverKind
from ..document.session import BattleSession
from ..terrain.index_cache import TerrainIndexCache
from ..terrain.kinds import DrawingKind, drawing_kinds
from ..terrain.selection import TerrainSelection


def _first(line: bool) -> DrawingKind:
    return next(k for k in drawing_kinds() if k.is_line == line and k.name != "open_field")


@dataclass
class TerrainContext:
    session: BattleSession
    selection: TerrainSelection
    index_cache: TerrainIndexCache = field(init=False)
    # Area tools and the line tool each keep their own kind, so switching tools never turns a
    # forest into a polyline or a road into a closed ring.
    area_kind: DrawingKind = field(default_factory=lambda: _first(False))
    line_kind: DrawingKind = field(default_factory=lambda: _first(True))
    line_width_m: float | None = None  # None: the kind's own width
    mover: MoverKind = MoverKind.INFANTRY

    def __post_init__(self) -> None:
        self.index_cache = TerrainIndexCache(self.session)

    def choose(self, kind: DrawingKind) -> None:
        if kind.is_line:
            self.line_kind = kind
            self.line_width_m = None
        else:
            self.area_kind = kind
