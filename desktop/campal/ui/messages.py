"""Translations of the core's message keys. The core speaks in keys; the UI speaks Spanish or English.

Each template is marked for lupdate with QT_TRANSLATE_NOOP in the "Message" context and
translated at display time, so one table serves the window, the command line and the report.
"""

from __future__ import annotations

import string
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..core.model import Battle, Message
from ..core.report import TokenNames, render
from ..core.report.prose import in_unit, named, unit_of
from .i18n import current_language

TEMPLATES: dict[str, str] = {
    # undo labels
    "undo.retitle": QT_TRANSLATE_NOOP("Message", "Rename battle"),
    "undo.resize_field": QT_TRANSLATE_NOOP("Message", "Resize field"),
    "undo.set_grid": QT_TRANSLATE_NOOP("Message", "Change grid"),
    "undo.set_background": QT_TRANSLATE_NOOP("Message", "Set map image"),
    "undo.remove_background": QT_TRANSLATE_NOOP("Message", "Remove map image"),
    "undo.calibrate": QT_TRANSLATE_NOOP("Message", "Calibrate map image"),
    "undo.set_side": QT_TRANSLATE_NOOP("Message", "Edit side"),
    "undo.field_settings": QT_TRANSLATE_NOOP("Message", "Change field settings"),
    "undo.set_picture": QT_TRANSLATE_NOOP("Message", "Set picture"),
    "undo.clear_picture": QT_TRANSLATE_NOOP("Message", "Clear picture"),
    # refusals
    "engine.unknown_command": QT_TRANSLATE_NOOP("Message", "Campal cannot do “{name}”."),
    "engine.invalid_value": QT_TRANSLATE_NOOP(
        "Message", "Not done: it would leave a value the battle file cannot hold ({field}: {detail})."
    ),
    "reference.key_differs": QT_TRANSLATE_NOOP(
        "Message", "Not done: “{name}” would be filed under another identity, “{id}”."
    ),
    "reference.unknown_side": QT_TRANSLATE_NOOP(
        "Message", "Not done: {name} would belong to a side that is not in the battle (“{side}”)."
    ),
    "reference.attached_to_nothing": QT_TRANSLATE_NOOP(
        "Message", "Not done: {name} would be attached to a unit that is not in the battle (“{unit}”)."
    ),
    "reference.commander_not_of_side": QT_TRANSLATE_NOOP(
        "Message", "Not done: the commander of {side} must be a character of that side (not “{character}”)."
    ),
    "reference.lieutenants_not_of_side": QT_TRANSLATE_NOOP(
        "Message", "Not done: the lieutenants of {side} must be characters of that side (not “{character}”)."
    ),
    "reference.heroes_not_of_side": QT_TRANSLATE_NOOP(
        "Message", "Not done: the heroes of {side} must be characters of that side (not “{character}”)."
    ),
    "engine.broken_turn": QT_TRANSLATE_NOOP(
        "Message", "Not done: the turn would name someone or something not in the battle ({detail})."
    ),
    "engine.not_finite": QT_TRANSLATE_NOOP("Message", "Not done: {field} is not a number ({value})."),
    "field.bad_title": QT_TRANSLATE_NOOP("Message", "The title must have 1 to 200 characters."),
    "field.bad_size": QT_TRANSLATE_NOOP(
        "Message", "The field must measure between {low} and {high} m on each side (not {value})."
    ),
    "field.no_background": QT_TRANSLATE_NOOP("Message", "The battle has no map image to calibrate."),
    "field.calibration_too_short": QT_TRANSLATE_NOOP(
        "Message", "The calibration line is too short: draw it over a longer feature."
    ),
    "field.bad_length": QT_TRANSLATE_NOOP(
        "Message", "The length must be between {low} and {high} m (not {value})."
    ),
    "field.bad_scale": QT_TRANSLATE_NOOP(
        "Message", "That calibration gives an impossible scale ({value} m per pixel)."
    ),
    # save problems
    "save.read_only": QT_TRANSLATE_NOOP("Message", "the file is read-only"),
    "save.os_error": QT_TRANSLATE_NOOP("Message", "the system refused it ({detail})"),
    "save.not_written_back": QT_TRANSLATE_NOOP(
        "Message", "what reached the disk differs from what was written"
    ),
    "save.cannot_write_document": QT_TRANSLATE_NOOP(
        "Message", "the battle cannot be written as a file ({detail})"
    ),
    "save.would_not_open": QT_TRANSLATE_NOOP("Message", "the file would not open again ({detail} {field})"),
    # crash recovery
    "journal.unreadable": QT_TRANSLATE_NOOP("Message", "its record of steps cannot be read"),
    "journal.damaged": QT_TRANSLATE_NOOP("Message", "its record of steps is damaged"),
    "journal.breaks_rules": QT_TRANSLATE_NOOP(
        "Message", "a step of its record is not what the rules give for it; the record was changed"
    ),
    "journal.newer": QT_TRANSLATE_NOOP(
        "Message", "its record of steps was written by a newer Campal, with steps this version does not know"
    ),
    "journal.base_missing": QT_TRANSLATE_NOOP("Message", "the battle it continues is no longer there"),
    "journal.base_changed": QT_TRANSLATE_NOOP(
        "Message", "the battle it continues was changed by something else since"
    ),
    "store.not_a_folder": QT_TRANSLATE_NOOP(
        "Message", "the folder for unsaved work is a link or not a folder, so it is not used"
    ),
    "store.not_owned": QT_TRANSLATE_NOOP(
        "Message", "the folder or file for unsaved work belongs to another user, so it is not used"
    ),
    "store.not_a_file": QT_TRANSLATE_NOOP(
        "Message", "the record of unsaved work is a link or not a regular file, so it is not used"
    ),
    "store.damaged": QT_TRANSLATE_NOOP("Message", "the record of unsaved work is damaged"),
    # file problems
    "file.too_many_values": QT_TRANSLATE_NOOP(
        "Message", "it holds more than the {limit} values a battle may hold"
    ),
    "file.image_too_large": QT_TRANSLATE_NOOP(
        "Message", "its map image “{name}” claims {width} × {height} pixels, more than {limit} a side"
    ),
    "file.too_many_vertices": QT_TRANSLATE_NOOP(
        "Message", "its terrain has more than the {limit} points a battle may hold"
    ),
    "file.too_many_items": QT_TRANSLATE_NOOP(
        "Message", "a list in it is longer than the {limit} items allowed"
    ),
    "file.empty": QT_TRANSLATE_NOOP("Message", "the file is empty"),
    "file.not_found": QT_TRANSLATE_NOOP("Message", "the file does not exist"),
    "file.not_a_file": QT_TRANSLATE_NOOP("Message", "it is a folder, not a file"),
    "file.not_regular": QT_TRANSLATE_NOOP("Message", "it is a device or a pipe, not a file"),
    "file.no_permission": QT_TRANSLATE_NOOP("Message", "you do not have permission to read it"),
    "file.unreadable": QT_TRANSLATE_NOOP("Message", "it cannot be read ({detail})"),
    "file.too_big": QT_TRANSLATE_NOOP("Message", "it is larger than the {limit} bytes a battle may hold"),
    "file.not_a_container": QT_TRANSLATE_NOOP(
        "Message", "it is not a Campal battle (not a .campal container, or it is damaged)"
    ),
    "file.too_many_members": QT_TRANSLATE_NOOP("Message", "it holds more than {limit} files"),
    "file.unsafe_member": QT_TRANSLATE_NOOP(
        "Message", "it holds a file with an unsafe name, “{name}”; it was not opened"
    ),
    "file.encrypted": QT_TRANSLATE_NOOP("Message", "it is encrypted"),
    "file.member_too_big": QT_TRANSLATE_NOOP(
        "Message", "its part “{name}” is larger than the {limit} bytes allowed"
    ),
    "file.bad_image": QT_TRANSLATE_NOOP("Message", "its image “{name}” is not a PNG, JPEG or WebP image"),
    "file.image_hash": QT_TRANSLATE_NOOP("Message", "one of its images is damaged"),
    "file.missing_image": QT_TRANSLATE_NOOP("Message", "the map image it refers to is missing"),
    "file.missing_picture": QT_TRANSLATE_NOOP(
        "Message", "the picture of one of its sides or units is missing"
    ),
    "picture.unknown_target": QT_TRANSLATE_NOOP(
        "Message", "There is no unit or side “{target}” to carry a picture."
    ),
    "picture.bad_address": QT_TRANSLATE_NOOP("Message", "That picture is not one of the battle's images."),
    "picture.too_big": QT_TRANSLATE_NOOP(
        "Message", "the picture is {width} × {height} pixels; at most {limit} per side are allowed"
    ),
    "picture.too_heavy": QT_TRANSLATE_NOOP(
        "Message", "the picture takes {size} bytes; at most {limit} are allowed"
    ),
    "picture.no_size": QT_TRANSLATE_NOOP("Message", "the picture does not say its size in pixels"),
    "file.number_too_long": QT_TRANSLATE_NOOP("Message", "it holds a number too long to read (line {line})"),
    "file.no_document": QT_TRANSLATE_NOOP("Message", "it holds no battle document"),
    "file.not_text": QT_TRANSLATE_NOOP("Message", "its battle document is not UTF-8 text"),
    "file.bad_json": QT_TRANSLATE_NOOP(
        "Message", "its battle document is not valid JSON (line {line}, column {column})"
    ),
    "file.too_deep": QT_TRANSLATE_NOOP("Message", "its battle document is nested too deeply"),
    "file.not_a_battle": QT_TRANSLATE_NOOP("Message", "its document is not a Campal battle"),
    "file.newer_version": QT_TRANSLATE_NOOP(
        "Message",
        "it was made by a newer Campal (format {version}; this one reads up to {supported})",
    ),
    "file.bad_version": QT_TRANSLATE_NOOP("Message", "its format version is unknown"),
    "file.unknown_plan": QT_TRANSLATE_NOOP("Message", "its turn follows an unknown round plan, “{plan}”"),
    "file.plan_of_other_system": QT_TRANSLATE_NOOP(
        "Message", "its turn follows the round plan “{plan}”, not that of its rule system “{system}”"
    ),
    "file.unknown_step": QT_TRANSLATE_NOOP("Message", "its turn stands at an unknown step, “{step}”"),
    "file.unknown_actor": QT_TRANSLATE_NOOP("Message", "its turn names someone not in the battle, “{actor}”"),
    "image.unreadable": QT_TRANSLATE_NOOP("Message", "it is not a PNG, JPEG or WebP image"),
    "image.too_heavy": QT_TRANSLATE_NOOP(
        "Message", "the file takes {size} MB; an image may take at most {limit} MB"
    ),
    "image.too_big": QT_TRANSLATE_NOOP(
        "Message", "the image is {width} × {height} pixels; at most {limit} per side are allowed"
    ),
    "image.too_many_pixels": QT_TRANSLATE_NOOP(
        "Message",
        "the image is {width} × {height} pixels, more than a PNG or WebP map may have ({limit} million"
        " pixels); save it as a JPEG, or smaller",
    ),
    "file.unreadable_tag": QT_TRANSLATE_NOOP(
        "Message",
        "the tag «{tag}» of {token} modifies «{value}», which the rules do not know; opened with"
        " repairs, the tag is kept without effect until you choose what it modifies",
    ),
    # validation problems, by pydantic error type
    "validation.missing": QT_TRANSLATE_NOOP("Message", "a required value is missing"),
    "validation.extra_forbidden": QT_TRANSLATE_NOOP("Message", "this value is not part of a battle"),
    "validation.float_parsing": QT_TRANSLATE_NOOP("Message", "a number was expected"),
    "validation.float_type": QT_TRANSLATE_NOOP("Message", "a number was expected"),
    "validation.int_parsing": QT_TRANSLATE_NOOP("Message", "a whole number was expected"),
    "validation.int_type": QT_TRANSLATE_NOOP("Message", "a whole number was expected"),
    "validation.string_type": QT_TRANSLATE_NOOP("Message", "a text was expected"),
    "validation.bool_type": QT_TRANSLATE_NOOP("Message", "yes or no (true/false) was expected"),
    "validation.bool_parsing": QT_TRANSLATE_NOOP("Message", "yes or no (true/false) was expected"),
    "validation.dict_type": QT_TRANSLATE_NOOP("Message", "a group of values was expected"),
    "validation.model_type": QT_TRANSLATE_NOOP("Message", "a group of values was expected"),
    "validation.tuple_type": QT_TRANSLATE_NOOP("Message", "a list was expected"),
    "validation.list_type": QT_TRANSLATE_NOOP("Message", "a list was expected"),
    "validation.literal_error": QT_TRANSLATE_NOOP("Message", "the value is not one of those allowed"),
    "validation.enum": QT_TRANSLATE_NOOP("Message", "the value is not one of those allowed"),
    "validation.string_pattern_mismatch": QT_TRANSLATE_NOOP("Message", "the text has the wrong form"),
    "validation.string_too_short": QT_TRANSLATE_NOOP("Message", "the text is too short"),
    "validation.string_too_long": QT_TRANSLATE_NOOP("Message", "the text is too long"),
    "validation.too_short": QT_TRANSLATE_NOOP("Message", "the list is too short"),
    "validation.too_long": QT_TRANSLATE_NOOP("Message", "the list is too long"),
    "validation.greater_than": QT_TRANSLATE_NOOP("Message", "the number is too small"),
    "validation.greater_than_equal": QT_TRANSLATE_NOOP("Message", "the number is too small"),
    "validation.less_than": QT_TRANSLATE_NOOP("Message", "the number is too large"),
    "validation.less_than_equal": QT_TRANSLATE_NOOP("Message", "the number is too large"),
    "validation.finite_number": QT_TRANSLATE_NOOP("Message", "the number is not finite"),
    "validation.value_error": QT_TRANSLATE_NOOP("Message", "the value is not valid: {detail}"),
    "validation.override_out_of_range": QT_TRANSLATE_NOOP(
        "Message", "a terrain effect is given a value no rule takes (more than 100,000, or a long text)"
    ),
}


# Parameters that carry a rule word ("run", "forest") rather than prose: shown by name.
PARAM_NAMES: dict[str, Callable[[str], str]] = {}
# The open battle, whose names stand for the identities a message carries (set by the session).
_battle: list[Callable[[], Battle] | None] = [None]
# Names a terrain or fortification kind by the feature that has it (a palisade drawn as a
# fortification is not the palisade line of the terrain catalogue).
_feature_kinds: list[Callable[[Battle, str, str], str | None]] = []


def read_names_from(battle: Callable[[], Battle] | None) -> None:
    """Messages name tokens, sides and features by ``battle()``'s names from now on."""
    _battle[0] = battle


def name_feature_kinds(namer: Callable[[Battle, str, str], str | None]) -> None:
    _feature_kinds[:] = [namer]


def _shown_params(message: Message) -> dict[str, object]:
    source = _battle[0]
    battle = source() if source is not None else None
    names = TokenNames(battle) if battle is not None else None
    shown: dict[str, object] = {}
    for key, value in message.params.items():
        if isinstance(value, str):
            value = named(value, names)
            if key in PARAM_NAMES:
                value = PARAM_NAMES[key](value)
        shown[key] = value
    feature, kind = message.params.get("feature"), message.params.get("kind")
    if battle is not None and isinstance(feature, str) and isinstance(kind, str):
        for namer in _feature_kinds:
            shown["kind"] = namer(battle, feature, kind) or shown["kind"]
    return shown


class _Lenient(dict[str, object]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _format(template: str, params: dict[str, object]) -> str:
    try:
        return string.Formatter().vformat(template, (), _Lenient(params))
    except (ValueError, TypeError, IndexError, AttributeError):  # a parameter of the wrong kind
        return f"{template} ({', '.join(f'{k}={v}' for k, v in params.items())})"


def tr_message(message: Message) -> str:
    """The message in the interface language; keys of the rule systems come from their prose
    tables, and a key known nowhere prints as itself so nothing is ever hidden."""
    template = TEMPLATES.get(message.key)
    if template is None:
        if not message.key.startswith("validation."):
            # Rule systems keep their prose as data, shared with the headless report.
            source = _battle[0]
            battle = source() if source is not None else None
            names = TokenNames(battle) if battle is not None else None
            system = battle.system.value if battle is not None else None
            return render(message, current_language(), system, names)
        template = TEMPLATES["validation.value_error"]
    source = _battle[0]
    unit = unit_of(source().system.value) if source is not None else None
    shown, params = in_unit(QCoreApplication.translate("Message", template), _shown_params(message), unit)
    return _format(shown, params)


def register(templates: dict[str, str], params: dict[str, Callable[[str], str]] | None = None) -> None:
    """Rule system and geometry packages of the UI add their own keys here, and the names of
    parameters whose values are rule words."""
    TEMPLATES.update(templates)
    PARAM_NAMES.update(params or {})
