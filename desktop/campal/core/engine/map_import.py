"""A map made elsewhere laid on the battle in one step: its picture, its extent, its walls, doors
and windows, and its lights. One command, so Edit ▸ Undo takes the whole import back at once.

The command carries what to lay down, already in metres; where it came from (a Universal VTT
file today) is the importer's business, not the engine's.
"""

from __future__ import annotations

import math

from ..frozen import frozen
from ..model import Battle, Fortification, MapImage, MapLight, Size, TerrainFeature, msg, new_id
from ..model.field import MAX_FIELD_M, MIN_FIELD_M
from .base import Command, CommandRefused, Context, Event, Outcome, handles
from .field import FieldChanged
from .terrain import FeatureRemoved, _catalogue_bonus, _rebuilt, _set_events, _settled

Feature = TerrainFeature | Fortification


@frozen
class Replace:
    """What of the current battle the imported map takes the place of."""

    image: bool = True
    features: bool = True  # every terrain feature and fortification
    lights: bool = True


@frozen
class ImportMap(Command):
    """Lay ``image`` (None for a map without one), ``features`` and ``lights`` on the field,
    which takes ``extent`` when its image is replaced and grows to it otherwise; ``cell_m`` becomes the grid's
    cell length, so that an export measures in the cells the map was drawn in."""

    extent: Size
    cell_m: float
    features: tuple[Feature, ...]
    lights: tuple[MapLight, ...]
    image: MapImage | None
    replace: Replace = Replace()


def _extent(battle: Battle, command: ImportMap) -> Size:
    width, height = command.extent.width, command.extent.height
    if not command.replace.image:
        width, height = max(width, battle.field.size.width), max(height, battle.field.size.height)
    for value in (width, height):
        if not (math.isfinite(value) and MIN_FIELD_M <= value <= MAX_FIELD_M):
            raise CommandRefused(
                msg("field.bad_size", low=MIN_FIELD_M, high=MAX_FIELD_M, value=f"{value:.0f}")
            )
    return Size(width=width, height=height)


def _removals(battle: Battle, replace: Replace) -> list[Event]:
    if not replace.features:
        return []
    return [
        *(FeatureRemoved(collection="terrain", id=key) for key in battle.terrain),
        *(FeatureRemoved(collection="fortifications", id=key) for key in battle.fortifications),
    ]


def _laid(battle: Battle, features: tuple[Feature, ...]) -> list[Feature]:
    """Each feature mended as drawing it would be, under an identity free in ``battle``."""
    laid: list[Feature] = []
    taken = set(battle.terrain) | set(battle.fortifications)
    for feature in features:
        prefix = "fort" if isinstance(feature, Fortification) else "terrain"
        identity = feature.id
        while identity in taken:
            identity = new_id(prefix)
        fresh = feature if identity == feature.id else _rebuilt(feature, id=identity)
        if isinstance(fresh, Fortification):
            fresh = _rebuilt(fresh, defence_bonus=_catalogue_bonus(fresh))
        for part in _settled(fresh, battle):
            taken.add(part.id)
            laid.append(part)
    return laid


def _check_room(battle: Battle, replace: Replace, laid: list[Feature]) -> None:
    """The battle must still open after the import: the file's limits are the loader's."""
    # Imported here: the io package reads recorded events, so it imports the engine first.
    from ..io.shape import COLLECTION_LIMITS, MAX_VERTICES

    kept: list[Feature] = (
        [] if replace.features else [*battle.terrain.values(), *battle.fortifications.values()]
    )
    every = kept + laid
    for name, kind in (("terrain", TerrainFeature), ("fortifications", Fortification)):
        count = sum(isinstance(feature, kind) for feature in every)
        if count > COLLECTION_LIMITS[name]:
            raise CommandRefused(msg("import.too_many_features", limit=COLLECTION_LIMITS[name]))
    vertices = sum(len(feature.outline) for feature in every)
    if vertices > MAX_VERTICES:
        raise CommandRefused(msg("import.too_many_points", limit=MAX_VERTICES))


@handles(ImportMap)
def _import_map(battle: Battle, command: ImportMap, context: Context) -> Outcome:
    if not (math.isfinite(command.cell_m) and 0.1 < command.cell_m <= 10_000):
        raise CommandRefused(msg("import.bad_cell", value=f"{command.cell_m:g}"))
    replace = command.replace
    field = battle.field
    background = command.image if replace.image else field.background
    lights = command.lights if replace.lights else (*field.lights, *command.lights)
    grid = field.grid.model_copy(update={"size": command.cell_m})
    try:
        field = field.model_validate(
            {
                **dict(field),
                "size": _extent(battle, command),
                "background": background,
                "grid": grid,
                "lights": lights,
            }
        )
    except ValueError as error:
        raise CommandRefused(msg("import.too_many_lights")) from error
    cleared = battle.model_copy(update={"terrain": {}, "fortifications": {}}) if replace.features else battle
    laid = _laid(cleared, command.features)
    _check_room(battle, replace, laid)
    events: list[Event] = [FieldChanged(field=field), *_removals(battle, replace), *_set_events(laid)]
    return Outcome(tuple(events), msg("undo.import_map"))
