"""Turning drawn points into the command that adds a feature of the chosen kind."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError
from PySide6.QtCore import QPointF

from ...core.engine import Command
from ...core.engine.terrain import AddFortification, AddTerrain
from ...core.geometry.field_edge import area_clipped_to_field, clipped_to_field
from ...core.model import Fortification, Message, Point, Size, TerrainFeature, msg, new_id
from ...core.model.features import EffectValue
from ..terrain.kinds import DrawingKind

WIDTH_OVERRIDE = "style.line_width_m"


def add_command(
    kind: DrawingKind, points: Sequence[QPointF], width_m: float | None = None, field: Size | None = None
) -> Command | Message:
    """The command adding a feature through ``points``, or the reason it cannot be made at all.

    The core mends and refuses shapes; this only fills the document's minimum of three points,
    giving a two-point line its middle, and names a too-short outline in the GM's terms.
    """
    outline = [Point(x=p.x(), y=p.y()) for p in points]
    if field is not None:
        clip = clipped_to_field if kind.is_line else area_clipped_to_field
        kept = clip(outline, field.width, field.height)
        if not kept and len(outline) >= (2 if kind.is_line else 3):
            return msg("geometry.off_the_field")
        outline = kept
    if kind.is_line and len(outline) == 2:
        a, b = outline
        outline.insert(1, Point(x=(a.x + b.x) / 2, y=(a.y + b.y) / 2))
    minimum = 2 if kind.is_line else 3
    if len(outline) < 3:
        return msg("geometry.too_few_points", minimum=minimum)
    overrides: dict[str, EffectValue] = {}
    if kind.is_line and width_m is not None and width_m != kind.kind.style.line_width_m:
        overrides[WIDTH_OVERRIDE] = width_m
    try:
        if kind.is_fortification:
            fortification = Fortification(
                id=new_id("fort"), kind=kind.name, outline=tuple(outline), overrides=overrides
            )
            return AddFortification(fortification)
        feature = TerrainFeature(
            id=new_id("terrain"), kind=kind.name, outline=tuple(outline), overrides=overrides
        )
        return AddTerrain(feature)
    except ValidationError:
        return msg("geometry.too_far", limit=1_000_000)
