"""The terrain index: every terrain feature and fortification of a battle as valid polygons in
one STRtree, with what each means under the battle's rule system worked out once.

Build one per terrain change (``TerrainIndex.from_battle``); every query reads it and none
changes it, so it can be shared freely.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

import numpy as np
import shapely
from numpy.typing import NDArray

from ..frozen import frozen
from ..model import Battle, Fortification, Message, RuleSystemId, TerrainFeature, msg
from ..model.features import EffectValue
from ..terrain import (
    Catalogue,
    CoverValue,
    Kind,
    MoverKind,
    OverrideRefused,
    SightMode,
    cover_value,
    load_catalogue,
    movement_multiplier,
    with_overrides,
)
from .crossings import EdgeTable, InnerDiscs
from .repair import Area, GeometryRefused, clean_coords, finish_area, repair_area, repair_line
from .tangle import GLANCE_POINTS, MAX_CROSSINGS, surely_tangled

if TYPE_CHECKING:
    from .contact import InRange
    from .footprint import Footprint
    from .paths import LegMeasure, PathMeasure
    from .positions import FortificationPosition
    from .repair import PointLike
    from .sight import SightLine

MOVERS: tuple[MoverKind, ...] = tuple(MoverKind)
SIGHT_CODES = {SightMode.CLEAR: 0, SightMode.OBSCURING: 1, SightMode.OBSTACLE: 2}


@frozen
class IndexedFeature:
    """One entry of the index: a terrain feature or a fortification as the rules read it."""

    id: str
    kind_name: str
    kind: Kind
    is_fortification: bool
    order: int  # drawing order across both collections: terrain first, then fortifications
    cover: CoverValue
    defence_bonus: int = 0

    @property
    def name(self) -> str:
        return self.kind.names.en


@frozen
class SkippedFeature:
    """A feature the index left out, and why (a file with unusable geometry or an unknown kind)."""

    id: str
    reason: Message


AnyFeature = TerrainFeature | Fortification


def feature_kind(feature: AnyFeature, catalogue: Catalogue) -> Kind:
    """The feature's kind from the catalogue with its own overrides laid over it."""
    fortification = isinstance(feature, Fortification)
    base = (catalogue.fortification_kind if fortification else catalogue.terrain_kind)(feature.kind)
    if base is None:
        key = "fortification.unknown_kind" if fortification else "terrain.unknown_kind"
        raise GeometryRefused(msg(key, kind=feature.kind))
    try:
        return with_overrides(base, feature.overrides)
    except OverrideRefused as refused:
        raise GeometryRefused(refused.message) from refused


def feature_area(feature: AnyFeature, kind: Kind) -> Area:
    """The repaired ground a feature covers: its polygon, or its polyline widened."""
    if kind.style.line:
        return repair_line(feature.outline, kind.style.line_width_m or 1.0)
    holes = feature.holes if isinstance(feature, TerrainFeature) else ()
    return repair_area(feature.outline, holes)


class TerrainIndex:
    def __init__(
        self,
        features: Sequence[IndexedFeature],
        geometries: NDArray[np.object_],
        system: RuleSystemId,
        catalogue: Catalogue,
        skipped: Sequence[SkippedFeature] = (),
    ) -> None:
        self.features = tuple(features)
        self.geometries = geometries
        self.system = system
        self.catalogue = catalogue
        self.skipped = tuple(skipped)
        self.ids = tuple(feature.id for feature in self.features)
        self.id_array = np.array(self.ids, dtype=object).reshape(len(self.ids))
        self.by_id = {feature_id: i for i, feature_id in enumerate(self.ids)}
        shapely.prepare(geometries)
        self.tree = shapely.STRtree(geometries)
        kinds = [feature.kind for feature in self.features]
        self.multipliers = np.array(
            [[movement_multiplier(k, m, system, catalogue.rules) for m in MOVERS] for k in kinds],
            dtype=np.float64,
        ).reshape(len(kinds), len(MOVERS))
        self.priority = np.array([k.movement_priority for k in kinds], dtype=np.int64)
        self.sight_mode = np.array([SIGHT_CODES[k.sight.mode] for k in kinds], dtype=np.int8)
        self.sight_depth = np.array([k.sight.depth_m for k in kinds], dtype=np.float64)
        # Plain lists too: a sight line looks up a handful of entries, faster from a list.
        self.sight_modes: list[int] = self.sight_mode.tolist()
        self.sight_depths: list[float] = self.sight_depth.tolist()
        self.gives_cover = np.array([f.cover.is_cover for f in self.features], dtype=bool)
        self.cover_ranks = [f.cover.rank() for f in self.features]
        self.is_fortification = np.array([f.is_fortification for f in self.features], dtype=bool)
        self.is_line = np.array([k.style.line for k in kinds], dtype=bool)
        open_field = catalogue.terrain_kind("open_field")
        self.open_multipliers = np.array(
            [1.0 if open_field is None else movement_multiplier(open_field, m, system, catalogue.rules)
             for m in MOVERS]
        )  # fmt: skip

    @staticmethod
    def from_battle(battle: Battle, catalogue: Catalogue | None = None) -> TerrainIndex:
        return TerrainIndex.build(
            battle.terrain.values(), battle.fortifications.values(), battle.system, catalogue
        )

    @staticmethod
    def build(
        terrain: Iterable[TerrainFeature],
        fortifications: Iterable[Fortification],
        system: RuleSystemId | str,
        catalogue: Catalogue | None = None,
    ) -> TerrainIndex:
        catalogue = catalogue if catalogue is not None else load_catalogue()
        system = RuleSystemId(system)
        items: list[AnyFeature] = [*terrain, *fortifications]
        return _Builder(catalogue, system).build(items)

    @cached_property
    def edges(self) -> EdgeTable:
        """The polygons' edges, for sight lines; made on the first one, not on every rebuild."""
        return EdgeTable(self.geometries)

    @cached_property
    def discs(self) -> InnerDiscs:
        """A disc inside each polygon, for sight lines: made on the first one, as the edges."""
        return InnerDiscs(self.geometries, self.rims)

    @cached_property
    def boxes(self) -> NDArray[np.float64]:
        """Each polygon's bounds, widened a hair so that rounding never drops a line that only
        grazes a box: batched sight lines test these before the exact polygons."""
        bounds = shapely.bounds(self.geometries).reshape(len(self.features), 4)
        pad = 1e-6 * max(1.0, float(np.abs(bounds).max(initial=0.0)))
        return np.asarray(bounds + np.array([-pad, -pad, pad, pad]), dtype=np.float64)

    @cached_property
    def rims(self) -> NDArray[np.object_]:
        """Each polygon's outline (holes' rings too): how far a footprint outside a polygon lies
        from it, asked without the polygon's inside."""
        rims: NDArray[np.object_] = shapely.boundary(self.geometries)
        shapely.prepare(rims)
        return rims

    def __len__(self) -> int:
        return len(self.features)

    def feature(self, feature_id: str) -> IndexedFeature | None:
        position = self.by_id.get(feature_id)
        return None if position is None else self.features[position]

    def mover_column(self, mover: MoverKind) -> int:
        return MOVERS.index(mover)

    # The questions, answered by their own modules.

    def measure_leg(
        self, start: PointLike, end: PointLike, mover: MoverKind, width: float = 0.0
    ) -> LegMeasure:
        from .paths import measure_leg

        return measure_leg(self, start, end, mover, width)

    def measure_path(
        self, waypoints: Sequence[PointLike], mover: MoverKind, width: float = 0.0
    ) -> PathMeasure:
        from .paths import measure_path

        return measure_path(self, waypoints, mover, width)

    def line_of_sight(self, observer: Footprint | PointLike, target: Footprint | PointLike) -> SightLine:
        from .sight import line_of_sight

        return line_of_sight(self, observer, target)

    def fortification_at(self, footprint: Footprint) -> FortificationPosition | None:
        from .positions import fortification_at

        return fortification_at(self, footprint)

    def terrain_at(self, footprint: Footprint) -> tuple[IndexedFeature, ...]:
        from .positions import terrain_under

        return terrain_under(self, footprint)

    def kinds_near(self, x: float, y: float, metres: float) -> tuple[str, ...]:
        from .positions import kinds_near

        return kinds_near(self, x, y, metres)

    def within_range(
        self, origin: Footprint, others: Mapping[str, Footprint], range_m: float
    ) -> tuple[InRange, ...]:
        from .contact import within_range

        return within_range(origin, others, range_m)


class _Builder:
    """Turns document features into index entries; areas without holes are mended in bulk."""

    def __init__(self, catalogue: Catalogue, system: RuleSystemId) -> None:
        self.catalogue = catalogue
        self.system = system
        self.kinds: dict[tuple[bool, str, tuple[tuple[str, EffectValue], ...]], Kind] = {}

    def kind_of(self, feature: AnyFeature) -> Kind:
        key = (isinstance(feature, Fortification), feature.kind, tuple(sorted(feature.overrides.items())))
        if key not in self.kinds:
            self.kinds[key] = feature_kind(feature, self.catalogue)
        return self.kinds[key]

    def build(self, items: list[AnyFeature]) -> TerrainIndex:
        skipped: list[SkippedFeature] = []
        accepted: list[tuple[AnyFeature, Kind]] = []
        geometries: list[object] = []
        bulk: list[int] = []
        bulk_rings: list[NDArray[np.float64]] = []
        for feature in items:
            try:
                kind = self.kind_of(feature)
                if kind.style.line or (isinstance(feature, TerrainFeature) and feature.holes):
                    geometry: object = feature_area(feature, kind)
                else:
                    ring = clean_coords(feature.outline, closed=True)
                    if len(ring) < 3:
                        raise GeometryRefused(msg("geometry.too_few_points", minimum=3))
                    geometry = None
                    bulk.append(len(accepted))
                    bulk_rings.append(ring)
            except GeometryRefused as refused:
                skipped.append(SkippedFeature(feature.id, refused.message))
                continue
            accepted.append((feature, kind))
            geometries.append(geometry)
        self._mend_in_bulk(bulk, bulk_rings, geometries, accepted, skipped)
        return self._index(accepted, geometries, skipped)

    def _mend_in_bulk(
        self,
        positions: list[int],
        rings: list[NDArray[np.float64]],
        geometries: list[object],
        accepted: list[tuple[AnyFeature, Kind]],
        skipped: list[SkippedFeature],
    ) -> None:
        if not positions:
            return
        sizes = np.array([len(ring) for ring in rings])
        linear = shapely.linearrings(np.concatenate(rings), indices=np.repeat(np.arange(len(rings)), sizes))
        polygons = shapely.polygons(linear)
        # A big star takes GEOS seconds to call invalid; a glance at its longest edges tells first.
        tangled = np.zeros(len(rings), dtype=bool)
        for big in np.flatnonzero(sizes > GLANCE_POINTS):
            tangled[big] = surely_tangled(polygons[big])
        valid = np.zeros(len(rings), dtype=bool)
        valid[~tangled] = shapely.is_valid(polygons[~tangled])
        polygons = shapely.orient_polygons(polygons)
        for position, polygon, is_valid, crossed in zip(positions, polygons, valid, tangled, strict=True):
            try:
                if crossed:
                    raise GeometryRefused(msg("geometry.too_tangled", limit=MAX_CROSSINGS))
                geometries[position] = finish_area(polygon) if not is_valid else polygon
                if is_valid and polygon.area < 0.01:
                    raise GeometryRefused(msg("geometry.no_area"))
            except GeometryRefused as refused:
                skipped.append(SkippedFeature(accepted[position][0].id, refused.message))
                geometries[position] = None

    def _index(
        self,
        accepted: list[tuple[AnyFeature, Kind]],
        geometries: list[object],
        skipped: list[SkippedFeature],
    ) -> TerrainIndex:
        entries: list[IndexedFeature] = []
        kept: list[object] = []
        for order, ((feature, kind), geometry) in enumerate(zip(accepted, geometries, strict=True)):
            if geometry is None:
                continue
            fortification = isinstance(feature, Fortification)
            entries.append(
                IndexedFeature(
                    id=feature.id,
                    kind_name=feature.kind,
                    kind=kind,
                    is_fortification=fortification,
                    order=order,
                    cover=cover_value(kind, self.system, self.catalogue.rules, fortification),
                    defence_bonus=feature.defence_bonus if isinstance(feature, Fortification) else 0,
                )
            )
            kept.append(geometry)
        array = np.empty(len(kept), dtype=object)
        array[:] = kept
        return TerrainIndex(entries, array, self.system, self.catalogue, skipped)
