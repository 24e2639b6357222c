"""Attacks with rules of their own: enveloping a smaller unit, called shots at a commander or
special character, and duels between champions of engaged units."""

from __future__ import annotations

import math

from ...dice import Breakdown
from ...model import ExaltedFormation, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ...model.exalted_traits import Ability, Attribute, Traits
from .attacks import AttackSituation, action_dv
from .tables import combat
from .traits import effective_formation


def envelop_refusal(attacker: ExaltedUnitStats, target: ExaltedUnitStats, ranged: bool) -> Message | None:
    if ranged:
        return msg("exalted.refusal.envelop_ranged")
    margin = combat().envelop_magnitude_margin
    if attacker.magnitude < target.magnitude + margin:
        return msg("exalted.refusal.envelop_size", attacker=attacker.magnitude, target=target.magnitude)
    return None


def envelop_penalty() -> Breakdown:
    return Breakdown().gm_plus("exalted.term.envelop", combat().envelop_penalty)


def called_shot_refusal(
    target: ExaltedUnitStats, attacker_id: str, tick: int, ranged: bool
) -> Message | None:
    """Only at range, or against a unit engaged in combat for at least one long tick."""
    if ranged:
        return None
    since = target.engaged.get(attacker_id)
    if since is None or tick - since < combat().called_shot_engaged_ticks:
        return msg("exalted.refusal.called_shot")
    return None


def called_shot_penalty(target: ExaltedUnitStats, kind: SpecialKind | None = None) -> Breakdown:
    """Half the target unit's Drill or Magnitude, rounded up: the lesser when it is Unordered,
    the greater otherwise. A sorcerer's unit counts double Magnitude for its defence."""
    magnitude = target.magnitude * (2 if kind is SpecialKind.SORCERER else 1)
    values = (target.drill, magnitude)
    chosen = min(values) if effective_formation(target) is ExaltedFormation.UNORDERED else max(values)
    return Breakdown().plus("exalted.term.called_shot", -math.ceil(chosen / 2))


def called_person(target: ExaltedUnitStats, called: str | None) -> Traits | None:
    """The traits of the one a called shot aims at: the commander, or a special character."""
    if called in (None, "commander"):
        return target.commander
    return next((s.traits for s in target.specials if s.id == called), None)


def own_parry(person: Traits) -> int:
    return math.ceil(
        (person.attribute(Attribute.DEXTERITY) + person.ability(Ability.MELEE) + person.gear.weapon_defence)
        / 2
    )


def own_dodge(person: Traits) -> int:
    return math.ceil(
        (person.attribute(Attribute.DEXTERITY) + person.ability(Ability.DODGE) + person.essence) / 2
    )


def called_defence(person: Traits, unit: ExaltedUnitStats, situation: AttackSituation) -> Breakdown:
    """A called shot meets the person's own DV, not the unit's: the better of its parry (not
    against missiles) and dodge, its shield, the cover it stands in, the DV penalty of the
    action it shares with its unit and its own wounds; nothing from ratings or formation."""
    rules = combat()
    if situation.is_unexpected():
        return Breakdown().base("exalted.term.unexpected", 0)
    parry, dodge = own_parry(person), own_dodge(person)
    use_parry = (not situation.ranged or rules.ranged_attacks_use_parry) and parry >= dodge
    return (
        Breakdown()
        .base(
            "exalted.term.parry_dv" if use_parry else "exalted.term.dodge_dv", parry if use_parry else dodge
        )
        .plus("exalted.term.shield", person.gear.shield_dv)
        .gm_plus("exalted.term.cover", rules.cover_bonus(situation.cover_percent))
        .plus("exalted.term.action_dv", action_dv(unit, situation.ranged))
        .plus("exalted.term.wounds", person.health.wound_penalty)
    )


def person_as_target(person: Traits) -> ExaltedUnitStats:
    """The person a called shot hits, for the damage roll: its own soak and Hardness, none of
    the unit's Armor."""
    return ExaltedUnitStats(magnitude=0, commander=person, armour=0, hardness=0, close_damage=0, relays=0)


def can_duel(a_id: str, a: ExaltedUnitStats, b_id: str, b: ExaltedUnitStats) -> Message | None:
    if b_id not in a.engaged and a_id not in b.engaged:
        return msg("exalted.refusal.duel_not_engaged")
    if a.duel_with is not None or b.duel_with is not None:
        return msg("exalted.refusal.duel_busy")
    return None


def forced_duel_pool(champion: Traits) -> Breakdown:
    """Forcing a duel on a commander who refuses: an attack with no bonus from the unit (the
    champion's own Dexterity + Melee and weapon accuracy); it does no damage."""
    return (
        Breakdown()
        .base("exalted.attribute.dexterity", champion.attribute(Attribute.DEXTERITY))
        .base("exalted.ability.melee", champion.ability(Ability.MELEE))
        .plus("exalted.term.accuracy", champion.gear.weapon_accuracy)
    )


def champion_dv(champion: Traits) -> int:
    """The champion's own DV in the duel: the better of parry and dodge, nothing from the unit."""
    return max(own_parry(champion), own_dodge(champion))
