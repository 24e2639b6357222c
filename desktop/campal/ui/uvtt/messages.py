"""Translations of the message keys of a Universal VTT import or export.

The reasons a file is refused read after "Cannot use FILE:", as the other file refusals do; the
engine's refusals of an import are whole sentences, as every refused command's.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..messages import register

UVTT_TEMPLATES: dict[str, str] = {
    "undo.import_map": QT_TRANSLATE_NOOP("Message", "Import map"),
    # why a file is refused
    "uvtt.too_big": QT_TRANSLATE_NOOP("Message", "it is larger than the {limit} bytes a map file may hold"),
    "uvtt.not_json": QT_TRANSLATE_NOOP(
        "Message", "it is not a JSON file (it is damaged, or of another kind)"
    ),
    "uvtt.not_uvtt": QT_TRANSLATE_NOOP(
        "Message", "it is not a Universal VTT map (it has no “resolution” telling its grid)"
    ),
    "uvtt.too_deep": QT_TRANSLATE_NOOP("Message", "it is nested deeper than any map file is"),
    "uvtt.too_many": QT_TRANSLATE_NOOP("Message", "it has more than {limit} entries in “{what}”"),
    "uvtt.too_many_points": QT_TRANSLATE_NOOP("Message", "its walls have more than {limit} points in all"),
    "uvtt.bad_value": QT_TRANSLATE_NOOP(
        "Message", "the value at “{field}” is missing or not what a map holds"
    ),
    "uvtt.bad_grid": QT_TRANSLATE_NOOP(
        "Message", "its grid has {value} pixels per cell; a map needs more than 0"
    ),
    "uvtt.no_extent": QT_TRANSLATE_NOOP("Message", "its map measures no cells across"),
    "uvtt.too_far": QT_TRANSLATE_NOOP("Message", "the point at “{field}” lies more than {limit} cells away"),
    "uvtt.too_far_m": QT_TRANSLATE_NOOP(
        "Message", "with that cell length, some of it would lie more than {limit} m from the origin"
    ),
    "uvtt.field_size": QT_TRANSLATE_NOOP(
        "Message",
        "with that cell length the field would measure {value} m; it must be between {low} and {high} m",
    ),
    "uvtt.bad_scale": QT_TRANSLATE_NOOP("Message", "with that cell length a pixel would measure {value} m"),
    "uvtt.image_unreadable": QT_TRANSLATE_NOOP("Message", "its picture is not a PNG, JPEG or WebP image"),
    "uvtt.image_too_big_bytes": QT_TRANSLATE_NOOP("Message", "its picture is larger than {limit} bytes"),
    "uvtt.cells_too_small": QT_TRANSLATE_NOOP(
        "Message", "the field is {cells} cells across; a picture of at most {limit} pixels cannot show them"
    ),
    # the engine's refusals
    "import.bad_cell": QT_TRANSLATE_NOOP("Message", "Not done: a cell cannot measure {value} m."),
    "import.too_many_features": QT_TRANSLATE_NOOP(
        "Message", "Not done: the battle would hold more than {limit} features of one kind."
    ),
    "import.too_many_points": QT_TRANSLATE_NOOP(
        "Message", "Not done: the battle's shapes would have more than {limit} points in all."
    ),
    "import.too_many_lights": QT_TRANSLATE_NOOP(
        "Message", "Not done: the battle would hold too many lights."
    ),
}

register(UVTT_TEMPLATES)
