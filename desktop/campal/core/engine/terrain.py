"""Drawing the field: terrain features and fortifications added, edited, moved, turned, copied,
removed and restacked. Geometry goes through the repair service, so the document only ever
holds shapes the terrain index can use.

Move, rotate, remove, duplicate, raise and lower take the id of either a terrain feature or a
fortification. Stacking order is the order of each collection: first is drawn lowest.
"""

import math
from collections.abc import Sequence
from typing import Any, Literal, TypeVar, cast

from pydantic import ValidationError

from ..frozen import frozen
from ..geometry import GeometryRefused, clean_line_points, feature_kind, polygon_rings, repair_area
from ..model import (
    Battle,
    Fortification,
    Message,
    Point,
    TerrainFeature,
    msg,
    new_id,
    with_item,
    without_item,
)
from ..model.features import EffectValue
from ..terrain import Catalogue, load_catalogue
from .base import Command, CommandRefused, Context, Event, Outcome, handles

Collection = Literal["terrain", "fortifications"]
Feature = TerrainFeature | Fortification
F = TypeVar("F", bound=TerrainFeature | Fortification)
PREFIX: dict[Collection, str] = {"terrain": "terrain", "fortifications": "fort"}


class TerrainSet(Event):
    """A terrain feature added, or replaced where it stands in the drawing order."""

    type: Literal["terrain.set"] = "terrain.set"
    feature: TerrainFeature

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"terrain": with_item(battle.terrain, self.feature.id, self.feature)})


class FortificationSet(Event):
    type: Literal["fortification.set"] = "fortification.set"
    fortification: Fortification

    def apply(self, battle: Battle) -> Battle:
        items = with_item(battle.fortifications, self.fortification.id, self.fortification)
        return battle.model_copy(update={"fortifications": items})


class FeatureRemoved(Event):
    type: Literal["feature.removed"] = "feature.removed"
    collection: Collection
    id: str

    def apply(self, battle: Battle) -> Battle:
        items: dict[str, Any] = getattr(battle, self.collection)
        return battle.model_copy(update={self.collection: without_item(items, self.id)})


class FeaturesRestacked(Event):
    type: Literal["features.restacked"] = "features.restacked"
    collection: Collection
    order: tuple[str, ...]

    def apply(self, battle: Battle) -> Battle:
        items: dict[str, Any] = getattr(battle, self.collection)
        return battle.model_copy(update={self.collection: {key: items[key] for key in self.order}})


@frozen
class AddTerrain(Command):
    feature: TerrainFeature


@frozen
class AddFortification(Command):
    """Add a fortification; with ``bonus_from_catalogue`` its Defence bonus is its kind's."""

    fortification: Fortification
    bonus_from_catalogue: bool = True


@frozen
class EditTerrain(Command):
    """Change what is given; ``None`` leaves a field as it is."""

    feature_id: str
    kind: str | None = None
    name: str | None = None
    gm_only: bool | None = None
    show_label: bool | None = None
    overrides: dict[str, EffectValue] | None = None
    outline: tuple[Point, ...] | None = None
    holes: tuple[tuple[Point, ...], ...] | None = None


@frozen
class EditFortification(Command):
    """Change what is given; a new kind without a new bonus takes the kind's bonus."""

    feature_id: str
    kind: str | None = None
    name: str | None = None
    gm_only: bool | None = None
    defence_bonus: int | None = None
    overrides: dict[str, EffectValue] | None = None
    outline: tuple[Point, ...] | None = None
    climb_difficulty: int | None = None  # CLIMB_BY_RULES: back to the rule system's own value


CLIMB_BY_RULES = -1


@frozen
class MoveTerrain(Command):
    feature_id: str
    dx: float
    dy: float


@frozen
class RotateTerrain(Command):
    """Turn clockwise on screen by ``degrees`` about ``centre`` (the shape's centroid if None)."""

    feature_id: str
    degrees: float
    centre: Point | None = None


@frozen
class RemoveTerrain(Command):
    feature_id: str


@frozen
class DuplicateTerrain(Command):
    """A copy laid on top, offset so that it can be seen; ``new_id`` lets the caller name it."""

    feature_id: str
    new_id: str | None = None
    dx: float = 10.0
    dy: float = 10.0


@frozen
class RaiseTerrain(Command):
    feature_id: str
    to_top: bool = False


@frozen
class LowerTerrain(Command):
    feature_id: str
    to_bottom: bool = False


def _catalogue() -> Catalogue:
    return load_catalogue()


def _locate(battle: Battle, feature_id: str) -> tuple[Collection, Feature]:
    if feature_id in battle.terrain:
        return "terrain", battle.terrain[feature_id]
    if feature_id in battle.fortifications:
        return "fortifications", battle.fortifications[feature_id]
    raise CommandRefused(msg("terrain.not_found", id=feature_id))


def _is_taken(battle: Battle, feature_id: str) -> bool:
    return feature_id in battle.terrain or feature_id in battle.fortifications


def _rebuilt(feature: F, **changes: Any) -> F:
    """The feature with ``changes``, validated as the document would be."""
    try:
        return cast(F, feature.model_validate({**dict(feature), **changes}))
    except ValidationError as error:
        raise CommandRefused(_validation_message(error)) from error


def _validation_message(error: ValidationError) -> Message:
    first = error.errors()[0]
    loc = first.get("loc", ())
    if loc and loc[-1] in ("x", "y") and first["type"] in ("less_than_equal", "greater_than_equal"):
        return msg("geometry.too_far", limit=1_000_000)
    return msg("terrain.invalid", field=".".join(str(part) for part in first["loc"]))


def _settled(feature: F, battle: Battle) -> list[F]:
    """The feature with its geometry mended, split in several if mending splits it; or refused."""
    try:
        kind = feature_kind(feature, _catalogue())
        if kind.style.line:
            return [_rebuilt(feature, outline=clean_line_points(feature.outline), **_no_holes(feature))]
        holes = feature.holes if isinstance(feature, TerrainFeature) else ()
        parts = polygon_rings(repair_area(feature.outline, holes))
    except GeometryRefused as refused:
        raise CommandRefused(refused.message) from refused
    settled: list[F] = []
    taken = {feature.id}
    for number, (outline, part_holes) in enumerate(parts):
        part_id = feature.id if number == 0 else _fresh_id(battle, feature, taken)
        taken.add(part_id)
        extra: dict[str, Any] = {"holes": part_holes} if isinstance(feature, TerrainFeature) else {}
        settled.append(_rebuilt(feature, id=part_id, outline=outline, **extra))
    return settled


def _no_holes(feature: Feature) -> dict[str, Any]:
    return {"holes": ()} if isinstance(feature, TerrainFeature) else {}


def _fresh_id(battle: Battle, feature: Feature, taken: set[str]) -> str:
    prefix = feature.id.split("-", 1)[0]
    while True:
        candidate = new_id(prefix)
        if candidate not in taken and not _is_taken(battle, candidate):
            return candidate


def _set_events(features: Sequence[Feature]) -> tuple[Event, ...]:
    return tuple(
        TerrainSet(feature=f) if isinstance(f, TerrainFeature) else FortificationSet(fortification=f)
        for f in features
    )


def _catalogue_bonus(fortification: Fortification) -> int:
    try:
        return feature_kind(fortification, _catalogue()).effects.sifrp.defence_bonus
    except GeometryRefused as refused:
        raise CommandRefused(refused.message) from refused


@handles(AddTerrain)
def _add_terrain(battle: Battle, command: AddTerrain, context: Context) -> Outcome:
    if _is_taken(battle, command.feature.id):
        raise CommandRefused(msg("terrain.id_taken", id=command.feature.id))
    return Outcome(_set_events(_settled(command.feature, battle)), msg("undo.add_terrain"))


@handles(AddFortification)
def _add_fortification(battle: Battle, command: AddFortification, context: Context) -> Outcome:
    fortification = command.fortification
    if _is_taken(battle, fortification.id):
        raise CommandRefused(msg("terrain.id_taken", id=fortification.id))
    if command.bonus_from_catalogue:
        fortification = _rebuilt(fortification, defence_bonus=_catalogue_bonus(fortification))
    return Outcome(_set_events(_settled(fortification, battle)), msg("undo.add_fortification"))


def _given(**fields: Any) -> dict[str, Any]:
    return {name: value for name, value in fields.items() if value is not None}


@handles(EditTerrain)
def _edit_terrain(battle: Battle, command: EditTerrain, context: Context) -> Outcome:
    _, feature = _locate(battle, command.feature_id)
    if not isinstance(feature, TerrainFeature):
        raise CommandRefused(msg("terrain.not_terrain", id=command.feature_id))
    changes = _given(
        kind=command.kind,
        name=command.name,
        gm_only=command.gm_only,
        show_label=command.show_label,
        overrides=command.overrides,
        outline=command.outline,
        holes=command.holes,
    )
    return Outcome(_set_events(_settled(_rebuilt(feature, **changes), battle)), msg("undo.edit_terrain"))


@handles(EditFortification)
def _edit_fortification(battle: Battle, command: EditFortification, context: Context) -> Outcome:
    _, feature = _locate(battle, command.feature_id)
    if not isinstance(feature, Fortification):
        raise CommandRefused(msg("terrain.not_fortification", id=command.feature_id))
    changes = _given(
        kind=command.kind,
        name=command.name,
        gm_only=command.gm_only,
        defence_bonus=command.defence_bonus,
        overrides=command.overrides,
        outline=command.outline,
    )
    if command.climb_difficulty is not None:
        climb = command.climb_difficulty
        changes["climb_difficulty"] = None if climb == CLIMB_BY_RULES else climb
    edited = _rebuilt(feature, **changes)
    if command.kind is not None and command.kind != feature.kind and command.defence_bonus is None:
        edited = _rebuilt(edited, defence_bonus=_catalogue_bonus(edited))
    return Outcome(_set_events(_settled(edited, battle)), msg("undo.edit_fortification"))


def _mapped(feature: F, transform: Any) -> F:
    """The feature with every point moved by ``transform``; refused if a point leaves the map."""
    try:
        changes: dict[str, Any] = {"outline": tuple(transform(p) for p in feature.outline)}
        if isinstance(feature, TerrainFeature):
            changes["holes"] = tuple(tuple(transform(p) for p in ring) for ring in feature.holes)
    except ValidationError as error:
        raise CommandRefused(_validation_message(error)) from error
    return _rebuilt(feature, **changes)


@handles(MoveTerrain)
def _move(battle: Battle, command: MoveTerrain, context: Context) -> Outcome:
    if not (math.isfinite(command.dx) and math.isfinite(command.dy)):
        raise CommandRefused(msg("geometry.not_finite"))
    _, feature = _locate(battle, command.feature_id)
    moved = _mapped(feature, lambda p: Point(x=p.x + command.dx, y=p.y + command.dy))
    return Outcome(_set_events([moved]), msg("undo.move_terrain"))


@handles(RotateTerrain)
def _rotate(battle: Battle, command: RotateTerrain, context: Context) -> Outcome:
    if not math.isfinite(command.degrees):
        raise CommandRefused(msg("geometry.not_finite"))
    _, feature = _locate(battle, command.feature_id)
    centre = command.centre or _centroid(feature)
    angle = math.radians(command.degrees)
    cos, sin = math.cos(angle), math.sin(angle)

    def turn(p: Point) -> Point:
        # With y growing downward this standard rotation turns clockwise on screen.
        dx, dy = p.x - centre.x, p.y - centre.y
        return Point(x=centre.x + dx * cos - dy * sin, y=centre.y + dx * sin + dy * cos)

    return Outcome(_set_events([_mapped(feature, turn)]), msg("undo.rotate_terrain"))


def _centroid(feature: Feature) -> Point:
    xs = [p.x for p in feature.outline]
    ys = [p.y for p in feature.outline]
    try:
        kind = feature_kind(feature, _catalogue())
        if not kind.style.line:
            centre = repair_area(feature.outline).centroid
            return Point(x=float(centre.x), y=float(centre.y))
    except GeometryRefused:
        pass
    return Point(x=(min(xs) + max(xs)) / 2, y=(min(ys) + max(ys)) / 2)


@handles(RemoveTerrain)
def _remove(battle: Battle, command: RemoveTerrain, context: Context) -> Outcome:
    collection, feature = _locate(battle, command.feature_id)
    return Outcome((FeatureRemoved(collection=collection, id=feature.id),), msg("undo.remove_terrain"))


@handles(DuplicateTerrain)
def _duplicate(battle: Battle, command: DuplicateTerrain, context: Context) -> Outcome:
    _, feature = _locate(battle, command.feature_id)
    if command.new_id is not None and _is_taken(battle, command.new_id):
        raise CommandRefused(msg("terrain.id_taken", id=command.new_id))
    copy_id = command.new_id or _fresh_id(battle, feature, {feature.id})
    copy = _rebuilt(feature, id=copy_id)
    moved = _mapped(copy, lambda p: Point(x=p.x + command.dx, y=p.y + command.dy))
    return Outcome(_set_events([moved]), msg("undo.duplicate_terrain"))


def _restack(battle: Battle, feature_id: str, upward: bool, to_end: bool) -> Outcome:
    collection, _ = _locate(battle, feature_id)
    order = list(getattr(battle, collection))
    here = order.index(feature_id)
    order.pop(here)
    if to_end:
        there = len(order) if upward else 0
    else:
        there = min(here + 1, len(order)) if upward else max(here - 1, 0)
    order.insert(there, feature_id)
    label = msg("undo.raise_terrain" if upward else "undo.lower_terrain")
    return Outcome((FeaturesRestacked(collection=collection, order=tuple(order)),), label)


@handles(RaiseTerrain)
def _raise(battle: Battle, command: RaiseTerrain, context: Context) -> Outcome:
    return _restack(battle, command.feature_id, upward=True, to_end=command.to_top)


@handles(LowerTerrain)
def _lower(battle: Battle, command: LowerTerrain, context: Context) -> Outcome:
    return _restack(battle, command.feature_id, upward=False, to_end=command.to_bottom)
