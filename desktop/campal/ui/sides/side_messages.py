"""Translations of the message keys that setting up sides and armies speak."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..messages import register

SIDE_TEMPLATES: dict[str, str] = {
    "undo.add_side": QT_TRANSLATE_NOOP("Message", "Add side {name}"),
    "undo.set_side": QT_TRANSLATE_NOOP("Message", "Edit side {name}"),
    "undo.remove_side": QT_TRANSLATE_NOOP("Message", "Remove side {name}"),
    "undo.reorder_sides": QT_TRANSLATE_NOOP("Message", "Reorder sides"),
    "undo.field_army": QT_TRANSLATE_NOOP("Message", "Bring the army {name} ({count} tokens)"),
    "undo.assign_command": QT_TRANSLATE_NOOP("Message", "Assign the chain of command"),
    "side.no_name": QT_TRANSLATE_NOOP("Message", "A side needs a name."),
    "side.exists": QT_TRANSLATE_NOOP("Message", "There is already a side “{side}”."),
    "side.battle_started": QT_TRANSLATE_NOOP(
        "Message", "The battle has started: sides can no longer be added or removed."
    ),
    "side.bad_order": QT_TRANSLATE_NOOP("Message", "The new order must name every side once."),
    "side.bad_army": QT_TRANSLATE_NOOP("Message", "“{token}” cannot join this side."),
    "side.army_of_other_system": QT_TRANSLATE_NOOP(
        "Message", "“{token}” belongs to another rule system than this battle's."
    ),
    "army.not_an_army": QT_TRANSLATE_NOOP("Message", "it is not a Campal army file"),
    "army.other_system": QT_TRANSLATE_NOOP(
        "Message", "the army is for {army}, and this battle plays {battle}"
    ),
    "command.not_a_character_of_side": QT_TRANSLATE_NOOP(
        "Message", "“{character}” is not a character of this side."
    ),
    "command.too_many_lieutenants": QT_TRANSLATE_NOOP(
        "Message", "This army may have at most {limit} lieutenants (one per two full units)."
    ),
    "command.too_many_heroes": QT_TRANSLATE_NOOP(
        "Message", "This commander may lead at most {limit} heroes (one per rank of Status)."
    ),
}

register(SIDE_TEMPLATES)
