"""Translations of the message keys that moving, turning, charging and editing tokens speak.

Registered with the shared table at import, so a refused move reads as a sentence in the status
bar, and a move as a line in the undo menu. Band and terrain words in the parameters are shown
by their names in the interface language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.model import Battle
from ..messages import name_feature_kinds, register
from ..rule_names import band_name, field_name
from ..terrain.kinds import kind_label, kind_of
from ..tools.drag_frame import terrain_name

TOKEN_TEMPLATES: dict[str, str] = {
    # undo labels
    "undo.move": QT_TRANSLATE_NOOP("Message", "Move {name}"),
    "undo.group_move": QT_TRANSLATE_NOOP("Message", "Move {count} tokens"),
    "undo.turn": QT_TRANSLATE_NOOP("Message", "Turn {name}"),
    "undo.place_unit": QT_TRANSLATE_NOOP("Message", "Place {name}"),
    "undo.place_character": QT_TRANSLATE_NOOP("Message", "Place {name}"),
    "undo.place_block": QT_TRANSLATE_NOOP("Message", "Place {count} tokens"),
    "token.empty_block": QT_TRANSLATE_NOOP("Message", "There is nothing to place."),
    "undo.remove_unit": QT_TRANSLATE_NOOP("Message", "Remove {name}"),
    "undo.remove_character": QT_TRANSLATE_NOOP("Message", "Remove {name}"),
    "undo.remove_tokens": QT_TRANSLATE_NOOP("Message", "Remove {count} tokens"),
    "undo.override": QT_TRANSLATE_NOOP("Message", "Change {field}"),
    "undo.add_tag": QT_TRANSLATE_NOOP("Message", "Tag “{tag}”"),
    "undo.remove_tag": QT_TRANSLATE_NOOP("Message", "Remove tag “{tag}”"),
    # moves in the log
    "move.moved": QT_TRANSLATE_NOOP("Message", "{name} moves {distance} {unit} (cost {cost} {unit}, {band})"),
    "move.moved_by_gm": QT_TRANSLATE_NOOP(
        "Message", "{name} moves {distance} {unit} by the GM's decision {reason}"
    ),
    "move.group_moved": QT_TRANSLATE_NOOP("Message", "{moved} move; staying: {stayed}"),
    # refused moves
    "move.beyond_allowance": QT_TRANSLATE_NOOP(
        "Message",
        "{name} cannot go that far: the way costs {cost} {unit} and {band} allows {allowance} {unit}. "
        "Hold Shift to move it anyway.",
    ),
    "move.blocked": QT_TRANSLATE_NOOP(
        "Message", "{name} cannot pass the {kind} ({at_m} m along the way). Hold Shift to move it anyway."
    ),
    "move.off_field": QT_TRANSLATE_NOOP("Message", "{name} would leave the field."),
    "move.unknown_band": QT_TRANSLATE_NOOP(
        "Message", "{name} has no “{band}” movement; it may use: {bands}."
    ),
    "move.no_waypoints": QT_TRANSLATE_NOOP("Message", "A move needs somewhere to go."),
    "move.not_on_map": QT_TRANSLATE_NOOP("Message", "That token is not on the map."),
    "move.group_refused": QT_TRANSLATE_NOOP(
        "Message", "The group stays: {name} cannot make its move. Hold Shift to move the others anyway."
    ),
    "move.group_repeats_token": QT_TRANSLATE_NOOP("Message", "A token appears twice in the group."),
    "move.group_empty": QT_TRANSLATE_NOOP("Message", "No token of the group can move."),
    # tokens
    "token.unknown": QT_TRANSLATE_NOOP("Message", "There is no token “{token}”."),
    "token.invalid": QT_TRANSLATE_NOOP("Message", "That token is not valid: {detail}"),
    "token.no_facing": QT_TRANSLATE_NOOP("Message", "{name} is a character: it has no facing to turn."),
    "token.moved": QT_TRANSLATE_NOOP("Message", "{name} moves"),
    "token.placed": QT_TRANSLATE_NOOP("Message", "{name} enters the field"),
    "token.removed": QT_TRANSLATE_NOOP("Message", "{name} leaves the field"),
    "token.turned": QT_TRANSLATE_NOOP("Message", "{name} turns {angle}°"),
    "token.turned_with_action": QT_TRANSLATE_NOOP(
        "Message", "{name} turns {angle}° (takes the {action} action, Speed {speed})"
    ),
    # charges
    "charge.same_side": QT_TRANSLATE_NOOP("Message", "{attacker} and {target} fight on the same side."),
    "charge.blocked": QT_TRANSLATE_NOOP("Message", "The {kind} stands between {attacker} and {target}."),
    "charge.out_of_reach": QT_TRANSLATE_NOOP(
        "Message", "{target} is out of {attacker}'s charge: {cost_m} m of ground, {reach_m} m of reach."
    ),
    "charge.out_of_action": QT_TRANSLATE_NOOP("Message", "{attacker} is out of the fight."),
    "charge.not_in_order": QT_TRANSLATE_NOOP("Message", "{attacker} is not in order to charge."),
    "charge.formation_cannot_attack": QT_TRANSLATE_NOOP(
        "Message", "{attacker} cannot attack in its formation."
    ),
    # how an allowance was reached
    "allowance.base": QT_TRANSLATE_NOOP("Message", "base {metres} m"),
    "allowance.bulk": QT_TRANSLATE_NOOP("Message", "bulk {bulk}: {metres} m"),
    "allowance.formation_pace": QT_TRANSLATE_NOOP("Message", "formation pace × {factor}"),
    "allowance.speed": QT_TRANSLATE_NOOP("Message", "speed {speed} × {yards} yd"),
    "allowance.wounds": QT_TRANSLATE_NOOP("Message", "wounds × {factor}"),
    # GM decisions
    "gm.override": QT_TRANSLATE_NOOP("Message", "The GM sets {target}'s {field}: {old} → {value} {reason}"),
}

register(TOKEN_TEMPLATES, {"band": band_name, "kind": terrain_name, "field": field_name})


def feature_kind(battle: Battle, feature: str, kind: str) -> str | None:
    """What stopped a move, named from its own catalogue: a fortification's palisade is the
    fortification's, not the terrain line of the same name."""
    collection = "fortifications" if feature in battle.fortifications else "terrain"
    if collection == "terrain" and feature not in battle.terrain:
        return None
    found = kind_of(collection, kind)
    return kind_label(found) if found is not None else None


name_feature_kinds(feature_kind)
