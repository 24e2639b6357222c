"""Interface text for the core keys the play docks show: undo labels, refusals and what the
engine waits for. Registered with the shared table at import."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...core.report.templates import language
from ..i18n import current_language
from ..messages import register

PLAY_TEMPLATES: dict[str, str] = {
    # typing a roll in
    "roll.pool": QT_TRANSLATE_NOOP("Message", "{dice}"),
    "roll.pool_against": QT_TRANSLATE_NOOP("Message", "{dice}, difficulty {difficulty}"),
    "roll.difficulty": QT_TRANSLATE_NOOP("Message", "Difficulty: {sums}"),
    "roll.test_dice": QT_TRANSLATE_NOOP("Message", "Dice: {sums}"),
    "roll.modifiers": QT_TRANSLATE_NOOP("Message", "Modifiers: {sums}"),
    "roll.keep_best_hint": QT_TRANSLATE_NOOP(
        "Message", "Type the total of the {kept} kept dice, or all {rolled} dice rolled (e.g. 6 5 3 2 1)."
    ),
    "roll.automatic": QT_TRANSLATE_NOOP("Message", "Automatic successes: {sums}"),
    "roll.d10_pool_hint": QT_TRANSLATE_NOOP(
        "Message",
        "Type the successes, or each of the {dice} dice (e.g. 10 7 3 1): 7+ succeeds, a 10 twice.",
    ),
    # undo labels
    "undo.start_battle": QT_TRANSLATE_NOOP("Message", "Start battle"),
    "undo.next_step": QT_TRANSLATE_NOOP("Message", "Next step"),
    "undo.pass_turn": QT_TRANSLATE_NOOP("Message", "Pass turn"),
    "undo.initiative": QT_TRANSLATE_NOOP("Message", "Roll initiative"),
    "undo.issue_order": QT_TRANSLATE_NOOP("Message", "Give order"),
    "undo.carry_out": QT_TRANSLATE_NOOP("Message", "Carry out order"),
    "undo.standing_order": QT_TRANSLATE_NOOP("Message", "Standing order"),
    "undo.attack_unit": QT_TRANSLATE_NOOP("Message", "Attack a unit"),
    "undo.attack_segment": QT_TRANSLATE_NOOP("Message", "Attack part of a unit"),
    "undo.join_unit": QT_TRANSLATE_NOOP("Message", "Join a unit"),
    "undo.rally": QT_TRANSLATE_NOOP("Message", "Rally"),
    "undo.renounce_command": QT_TRANSLATE_NOOP("Message", "Renounce command"),
    "undo.assume_command": QT_TRANSLATE_NOOP("Message", "Assume command"),
    "undo.character_action": QT_TRANSLATE_NOOP("Message", "Character action"),
    "undo.amend_roll": QT_TRANSLATE_NOOP("Message", "Correct a roll"),
    "undo.end_battle": QT_TRANSLATE_NOOP("Message", "End battle"),
    # refusals of the walk and of the orders
    "phase.not_started": QT_TRANSLATE_NOOP("Message", "The battle has not started."),
    "phase.not_an_actor": QT_TRANSLATE_NOOP("Message", "{actor} does not act in this step."),
    "phase.no_roll_awaited": QT_TRANSLATE_NOOP("Message", "No roll is awaited."),
    "phase.not_awaited": QT_TRANSLATE_NOOP("Message", "{actor} does not make the roll “{roll}”."),
    "phase.already_taken": QT_TRANSLATE_NOOP("Message", "{actor} has already done that in this step."),
    "offer.out_of_reach": QT_TRANSLATE_NOOP("Message", "out of reach: {distance} m > {reach} m"),
    "offer.not_in_contact": QT_TRANSLATE_NOOP("Message", "not in contact ({distance} m away)"),
    "offer.no_line_of_sight": QT_TRANSLATE_NOOP("Message", "no line of sight"),
    "offer.no_target": QT_TRANSLATE_NOOP("Message", "no possible target"),
    "offer.withdrawn": QT_TRANSLATE_NOOP("Message", "no longer on offer in this step"),
    "offer.awaiting": QT_TRANSLATE_NOOP("Message", "first finish the order under way"),
    "offer.no_issuer": QT_TRANSLATE_NOOP("Message", "nobody of this side can give orders"),
    "offer.issuer_of_other_side": QT_TRANSLATE_NOOP("Message", "the chosen commander is of another side"),
    "order.unit_destroyed": QT_TRANSLATE_NOOP("Message", "{unit} is destroyed"),
    "order.unit_routed": QT_TRANSLATE_NOOP("Message", "{unit} is routed: only Rally reaches it"),
    "order.requires_routed": QT_TRANSLATE_NOOP("Message", "{unit} is not routed"),
    "order.requires_disorganised": QT_TRANSLATE_NOOP("Message", "{unit} is not disorganised"),
    "order.requires_hidden": QT_TRANSLATE_NOOP("Message", "{unit} is not hidden"),
    "order.requires_ranged": QT_TRANSLATE_NOOP("Message", "{unit} has no missiles"),
    "order.requires_mounted": QT_TRANSLATE_NOOP("Message", "{unit} is not mounted"),
    "order.requires_engineers": QT_TRANSLATE_NOOP("Message", "{unit} are not engineers"),
    "order.requires_damaged_pair": QT_TRANSLATE_NOOP(
        "Message", "{unit} needs to be damaged and beside another damaged unit of its side"
    ),
    "order.requires_prepared_ally": QT_TRANSLATE_NOOP("Message", "no unit of this side is prepared"),
    "order.no_standing_order": QT_TRANSLATE_NOOP("Message", "{unit} has no standing order to follow now"),
    "order.too_far": QT_TRANSLATE_NOOP("Message", "{unit} cannot go that far: {need} m > {limit} m"),
    "order.needs_destination": QT_TRANSLATE_NOOP("Message", "{unit} needs a destination"),
    "order.needs_target": QT_TRANSLATE_NOOP("Message", "{unit} needs a target"),
    "attack.not_in_contact": QT_TRANSLATE_NOOP("Message", "{attacker} is not in contact with {target}"),
    "attack.out_of_range": QT_TRANSLATE_NOOP("Message", "{target} is out of {attacker}'s range"),
    "attack.no_line_of_sight": QT_TRANSLATE_NOOP("Message", "{attacker} cannot see {target}"),
    "attack.cannot_attack": QT_TRANSLATE_NOOP("Message", "{attacker} cannot attack now"),
    "character.in_a_unit": QT_TRANSLATE_NOOP("Message", "{character} fights within a unit"),
    "character.cannot_act": QT_TRANSLATE_NOOP("Message", "{character} cannot act"),
    "character.nothing_to_rally": QT_TRANSLATE_NOOP("Message", "{unit} is neither disorganised nor routed"),
    "character.join_only_ordered": QT_TRANSLATE_NOOP(
        "Message", "{character} gave orders this round and may join only a unit it ordered, not {unit}"
    ),
    "command.not_in_command": QT_TRANSLATE_NOOP("Message", "{character} holds no command"),
    "command.has_commander": QT_TRANSLATE_NOOP("Message", "{side} already has a commander"),
    "command.status_too_low": QT_TRANSLATE_NOOP("Message", "{character} needs Status {need} or more"),
    "dice.wrong_count": QT_TRANSLATE_NOOP("Message", "{expected} dice were rolled, not {given}"),
    "dice.bad_face": QT_TRANSLATE_NOOP("Message", "a die cannot show {face}"),
    "dice.bad_total": QT_TRANSLATE_NOOP("Message", "the dice add up to {low}–{high}, not {given}"),
    "roll.cannot_amend": QT_TRANSLATE_NOOP("Message", "This action's rolls cannot be corrected."),
    "roll.no_such_roll": QT_TRANSLATE_NOOP("Message", "The action has no roll number {index}."),
    # what the engine waits for
    "wait.not_started": QT_TRANSLATE_NOOP("Message", "The battle has not started: press N to begin"),
    "wait.finished": QT_TRANSLATE_NOOP("Message", "The battle is over"),
    "wait.roll": QT_TRANSLATE_NOOP("Message", "Waiting for the {roll} roll of {actors}"),
    "wait.carry_out": QT_TRANSLATE_NOOP("Message", "Waiting for {unit} to carry out {order}"),
    "wait.actor": QT_TRANSLATE_NOOP("Message", "{actor} acts ({left} left)"),
    "wait.actors": QT_TRANSLATE_NOOP("Message", "Still to act: {actors}"),
    "wait.gm": QT_TRANSLATE_NOOP("Message", "The GM's step: press N to go on"),
    "wait.done": QT_TRANSLATE_NOOP("Message", "Everyone has acted: press N for the next step"),
}
register(PLAY_TEMPLATES)


def rule_name(kind: str, value: str) -> str:
    """A rule system's name for ``kind.value`` (a step, an order, a formation) in the interface
    language, from the shared prose tables; the value, readably, when it has none."""
    return language(current_language()).names.get(f"{kind}.{value}", value.replace("_", " "))
