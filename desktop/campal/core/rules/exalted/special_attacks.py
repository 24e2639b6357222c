"""Attacks with rules of their own: enveloping a smaller unit, called shots at a commander or
special character, and duels between champions of engaged units."""

from __future__ import annotations

import math

from ...dice import Breakdown
from ...model import ExaltedFormation, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ...model.exalted_traits import Ability, Attribute, Traits
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
    return Breakdown().plus("exalted.term.envelop", combat().envelop_penalty)


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
    parry = math.ceil(
        (
            champion.attribute(Attribute.DEXTERITY)
            + champion.ability(Ability.MELEE)
            + champion.gear.weapon_defence
        )
        / 2
    )
    dodge = math.ceil(
        (champion.attribute(Attribute.DEXTERITY) + champion.ability(Ability.DODGE) + champion.essence) / 2
    )
    return max(parry, dodge)
