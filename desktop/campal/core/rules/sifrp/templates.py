"""New units from the templates: type × training, every value editable afterwards."""

from __future__ import annotations

from ...model import Abilities, Ability, SifrpUnitStats, Training, UnitType
from .tables import unit_templates


def unit_stats(unit_type: UnitType, training: Training) -> SifrpUnitStats:
    """A fresh, organised, unhurt unit of ``unit_type`` with ``training``."""
    templates = unit_templates()
    kind, drill = templates.types[unit_type], templates.training[training]
    ranks = {ability: templates.base_ability_rank for ability in Ability}
    ranks.update(kind.abilities)
    for ability in kind.key_abilities:
        ranks[ability] += drill.ability_bonus
    abilities = Abilities.model_validate({a.value: min(r, 10) for a, r in ranks.items()})
    return SifrpUnitStats(
        unit_type=unit_type,
        training=training,
        abilities=abilities,
        discipline=drill.discipline + kind.discipline,
        armour_rating=kind.armour_rating,
        armour_penalty=kind.armour_penalty,
        melee_damage=kind.melee_damage,
        ranged_damage=kind.ranged_damage,
        range_m=kind.range_m,
        movement_m=kind.movement_m,
        mounted=kind.mounted,
        has_shields=kind.has_shields,
        health=abilities.endurance * 3,
    )
