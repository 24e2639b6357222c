"""Translations of the message keys the terrain commands, catalogue and geometry service speak.

Registered with the shared table at import, so a refusal from any of them reads as a sentence in
the status bar, the undo menu and the report alike.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..messages import register

TERRAIN_TEMPLATES: dict[str, str] = {
    # undo labels
    "undo.add_terrain": QT_TRANSLATE_NOOP("Message", "Draw terrain"),
    "undo.add_fortification": QT_TRANSLATE_NOOP("Message", "Draw fortification"),
    "undo.edit_terrain": QT_TRANSLATE_NOOP("Message", "Edit terrain"),
    "undo.edit_fortification": QT_TRANSLATE_NOOP("Message", "Edit fortification"),
    "undo.move_terrain": QT_TRANSLATE_NOOP("Message", "Move terrain"),
    "undo.rotate_terrain": QT_TRANSLATE_NOOP("Message", "Rotate terrain"),
    "undo.remove_terrain": QT_TRANSLATE_NOOP("Message", "Delete terrain"),
    "undo.duplicate_terrain": QT_TRANSLATE_NOOP("Message", "Duplicate terrain"),
    "undo.raise_terrain": QT_TRANSLATE_NOOP("Message", "Raise terrain"),
    "undo.lower_terrain": QT_TRANSLATE_NOOP("Message", "Lower terrain"),
    # refusals of the terrain commands and the catalogue
    "terrain.not_found": QT_TRANSLATE_NOOP("Message", "There is no terrain feature “{id}”."),
    "terrain.id_taken": QT_TRANSLATE_NOOP("Message", "The name “{id}” is already used by another feature."),
    "terrain.invalid": QT_TRANSLATE_NOOP("Message", "That value is not allowed here ({field})."),
    "terrain.not_terrain": QT_TRANSLATE_NOOP("Message", "“{id}” is a fortification, not terrain."),
    "terrain.not_fortification": QT_TRANSLATE_NOOP("Message", "“{id}” is terrain, not a fortification."),
    "terrain.unknown_kind": QT_TRANSLATE_NOOP("Message", "The terrain catalogue has no kind “{kind}”."),
    "fortification.unknown_kind": QT_TRANSLATE_NOOP(
        "Message", "The terrain catalogue has no fortification “{kind}”."
    ),
    "terrain.unknown_override": QT_TRANSLATE_NOOP(
        "Message", "“{name}” is not an effect that can be changed."
    ),
    "terrain.bad_override": QT_TRANSLATE_NOOP("Message", "That value does not suit the effect “{name}”."),
    # geometry refusals
    "geometry.too_few_points": QT_TRANSLATE_NOOP("Message", "A shape needs at least {minimum} points."),
    "geometry.off_the_field": QT_TRANSLATE_NOOP("Message", "None of the shape lies on the field."),
    "geometry.too_tangled": QT_TRANSLATE_NOOP(
        "Message", "The shape crosses itself more than {limit} times: draw it again without tangles."
    ),
    "geometry.no_area": QT_TRANSLATE_NOOP(
        "Message", "The shape encloses no ground: its points lie on one line or on top of each other."
    ),
    "geometry.no_length": QT_TRANSLATE_NOOP("Message", "The line is too short to be drawn."),
    "geometry.not_finite": QT_TRANSLATE_NOOP("Message", "A coordinate is not a number."),
    "geometry.too_far": QT_TRANSLATE_NOOP("Message", "A point lies more than {limit} m from the origin."),
    "geometry.bad_width": QT_TRANSLATE_NOOP("Message", "A line cannot be {value} m wide."),
}

register(TERRAIN_TEMPLATES)
