"""Setting up the field: title, extent, grid, map image and its calibration."""

import math
from typing import Literal

from ..frozen import frozen
from ..model import Battle, BattleField, Grid, MapImage, Point, Size, msg
from ..model.field import MAX_FIELD_M, MIN_FIELD_M
from .base import Command, CommandRefused, Context, Event, Outcome, handles


class FieldChanged(Event):
    type: Literal["field.changed"] = "field.changed"
    field: BattleField

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"field": self.field})


class BattleRetitled(Event):
    type: Literal["battle.retitled"] = "battle.retitled"
    title: str

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"title": self.title})


@frozen
class RetitleBattle(Command):
    title: str


@frozen
class ResizeField(Command):
    width: float
    height: float


@frozen
class SetGrid(Command):
    grid: Grid


@frozen
class SetBackground(Command):
    """Lay a map image (already in the asset store) on the field, or remove it with ``None``."""

    image: MapImage | None


@frozen
class CalibrateBackground(Command):
    """A line of ``pixels`` image pixels measures ``metres`` on the ground.

    With ``fit_field`` the field takes the calibrated image's extent.
    """

    pixels: float
    metres: float
    fit_field: bool = False


def _checked_length(value: float, low: float, high: float) -> bool:
    return math.isfinite(value) and low <= value <= high


@handles(RetitleBattle)
def _retitle(battle: Battle, command: RetitleBattle, context: Context) -> Outcome:
    title = command.title.strip()
    if not title or len(title) > 200:
        raise CommandRefused(msg("field.bad_title"))
    return Outcome((BattleRetitled(title=title),), msg("undo.retitle"))


@handles(ResizeField)
def _resize(battle: Battle, command: ResizeField, context: Context) -> Outcome:
    for value in (command.width, command.height):
        if not _checked_length(value, MIN_FIELD_M, MAX_FIELD_M):
            raise CommandRefused(msg("field.bad_size", low=MIN_FIELD_M, high=MAX_FIELD_M, value=str(value)))
    size = Size(width=command.width, height=command.height)
    return Outcome(
        (FieldChanged(field=battle.field.model_copy(update={"size": size})),),
        msg("undo.resize_field"),
    )


@handles(SetGrid)
def _grid(battle: Battle, command: SetGrid, context: Context) -> Outcome:
    return Outcome(
        (FieldChanged(field=battle.field.model_copy(update={"grid": command.grid})),),
        msg("undo.set_grid"),
    )


@handles(SetBackground)
def _background(battle: Battle, command: SetBackground, context: Context) -> Outcome:
    return Outcome(
        (FieldChanged(field=battle.field.model_copy(update={"background": command.image})),),
        msg("undo.set_background" if command.image else "undo.remove_background"),
    )


@handles(CalibrateBackground)
def _calibrate(battle: Battle, command: CalibrateBackground, context: Context) -> Outcome:
    image = battle.field.background
    if image is None:
        raise CommandRefused(msg("field.no_background"))
    if not _checked_length(command.pixels, 2.0, 1e6):
        raise CommandRefused(msg("field.calibration_too_short"))
    if not _checked_length(command.metres, 0.01, MAX_FIELD_M):
        raise CommandRefused(msg("field.bad_length", low=0.01, high=MAX_FIELD_M, value=str(command.metres)))
    scale = command.metres / command.pixels
    try:
        calibrated = MapImage.model_validate(
            {**image.model_dump(), "metres_per_pixel": scale, "origin": Point(x=0, y=0)}
            if command.fit_field
            else {**image.model_dump(), "metres_per_pixel": scale}
        )
    except ValueError as error:
        raise CommandRefused(msg("field.bad_scale", value=f"{scale:.4g}")) from error
    field = battle.field.model_copy(update={"background": calibrated})
    if command.fit_field:
        extent = calibrated.size
        if not (
            _checked_length(extent.width, MIN_FIELD_M, MAX_FIELD_M)
            and _checked_length(extent.height, MIN_FIELD_M, MAX_FIELD_M)
        ):
            raise CommandRefused(
                msg("field.bad_size", low=MIN_FIELD_M, high=MAX_FIELD_M, value=f"{extent.width:.0f}")
            )
        field = field.model_copy(update={"size": extent})
    return Outcome((FieldChanged(field=field),), msg("undo.calibrate"))
