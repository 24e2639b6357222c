"""What a unit is made of, read from its document: the commander's capped traits, Drill after a
communications failure, formation, Morale, Endurance, ratings from the troop's averages, and the
room for special characters."""

from __future__ import annotations

import math

from ...dice import Breakdown
from ...model import ExaltedFormation, ExaltedUnitStats
from ...model.exalted import SpecialKind, Troop
from ...model.exalted_traits import Ability, Attribute, Traits, Virtue
from .tables import combat, magnitude_table


def capped(traits: Traits, ability: Ability) -> int:
    """Every ability a unit acts with is limited by its commander's War (War 3, Melee 5 → 3)."""
    value = traits.ability(ability)
    return value if ability is Ability.WAR else min(value, traits.ability(Ability.WAR))


def extra_traits() -> Traits:
    """An extra's traits: a leaderless unit is recomputed as if an extra led it (Mob Rule)."""
    table = combat().extra_traits
    attribute = table.get("attribute", 2)
    return Traits(
        attributes={a: attribute for a in Attribute},
        abilities={
            Ability.WAR: table.get("war", 1),
            Ability.MELEE: table.get("melee", 2),
            Ability.ARCHERY: table.get("archery", 1),
        },
        virtues={v: table.get("valor", 2) for v in Virtue},
        willpower=table.get("willpower", 3),
    )


def leader(stats: ExaltedUnitStats) -> Traits:
    """Whose traits the unit acts with: its commander's, each ability raised to the best of the
    heroes in its ranks (a hero's Melee may stand in for the commander's, and so may his War
    where the GM's table says so); an extra's under Mob Rule."""
    if stats.mob_rule:
        return extra_traits()
    rules = combat()
    lent = [s.traits for s in stats.specials if s.kind is SpecialKind.HERO and s.character is None]
    if not lent or not rules.heroes_lend_abilities:
        return stats.commander
    abilities = dict(stats.commander.abilities)
    for traits in lent:
        for ability, value in traits.abilities.items():
            if ability is Ability.WAR and not rules.heroes_lend_war:
                continue
            abilities[ability] = max(abilities.get(ability, 0), value)
    return stats.commander.model_copy(update={"abilities": abilities})


def pool(traits: Traits, attribute: Attribute, ability: Ability, capped_by_war: bool = True) -> Breakdown:
    value = capped(traits, ability) if capped_by_war else traits.ability(ability)
    return (
        Breakdown()
        .base(f"exalted.attribute.{attribute.value}", traits.attribute(attribute))
        .base(f"exalted.ability.{ability.value}", value)
    )


def relay_traits() -> Traits:
    return extra_traits()


def command_pool(stats: ExaltedUnitStats, ability: Ability = Ability.WAR) -> Breakdown:
    """Charisma + War of the commander, or of a relay when its pool is larger, or when the
    commander is away fighting the unit's duel."""
    own = pool(leader(stats), Attribute.CHARISMA, ability)
    if stats.relays and not stats.mob_rule:
        relay = pool(relay_traits(), Attribute.CHARISMA, ability)
        if relay.total > own.total or commander_away(stats):
            return Breakdown(terms=tuple(t.model_copy(update={"key": t.key + ".relay"}) for t in relay.terms))
    return own


def commander_away(stats: ExaltedUnitStats) -> bool:
    """The commander is away from the ranks: he fights the unit's duel himself."""
    return stats.duel_with is not None and stats.duel_champion is None


def communications_failed(stats: ExaltedUnitStats) -> bool:
    """Magnitude 3 or more needs a relay per point of Magnitude."""
    table = magnitude_table()
    return stats.magnitude >= table.relays_from_magnitude and stats.relays < stats.magnitude


def effective_drill(stats: ExaltedUnitStats) -> int:
    drill = stats.drill
    if communications_failed(stats):
        drill += magnitude_table().communication_failure_drill
    return max(drill, 0)


def drill_lost(stats: ExaltedUnitStats) -> int:
    """How much Drill the unit loses now (its relays too few for its Magnitude), as a negative
    number, so a breakdown can name the loss beside the Drill the sheet gives."""
    return effective_drill(stats) - stats.drill


def effective_formation(stats: ExaltedUnitStats) -> ExaltedFormation:
    if stats.mob_rule or communications_failed(stats):
        return ExaltedFormation.UNORDERED
    return stats.formation


def is_mounted(stats: ExaltedUnitStats) -> bool:
    """Cavalry: mounted, its members riding at least the Ride their mounts ask (when the GM
    wrote the troop's traits)."""
    if not stats.mounted:
        return False
    return stats.troop is None or stats.troop.ride >= combat().ride_minimum


def morale_of(stats: ExaltedUnitStats) -> int:
    """The lowest Valor of the members (their mounts' for cavalry) and the commander's."""
    if stats.morale is not None:
        return stats.morale
    commander = leader(stats).virtue(Virtue.VALOR)
    if stats.troop is None:
        return commander
    troop = (
        stats.troop.mount_valor
        if is_mounted(stats) and stats.troop.mount_valor is not None
        else stats.troop.valor
    )
    return min(troop, commander)


def endurance_of(drill: int, stamina: int, armour_fatigue: int = 0, rested: bool = True) -> int:
    """Drill + Stamina; armour fatigue counts against it when the unit did not rest first."""
    return max(drill + stamina - (0 if rested else armour_fatigue), 0)


def lone_endurance(traits: Traits) -> int:
    """A one-person unit's Endurance: Stamina + Resistance."""
    return traits.attribute(Attribute.STAMINA) + traits.ability(Ability.RESISTANCE)


def fatigue_penalty(stats: ExaltedUnitStats) -> int:
    return combat().fatigue_at_zero_endurance if stats.endurance <= 0 else 0


def wound_penalty(stats: ExaltedUnitStats) -> int:
    """The penalty of the level the unit's own health track has reached (the commander's
    levels, filled by the unit's damage); none at Incapacitated, where the track resets."""
    levels = stats.commander.health.levels
    if not 0 < stats.health_damage <= len(levels):
        return 0
    return levels[stats.health_damage - 1]


def strain(stats: ExaltedUnitStats, roll: str) -> Breakdown:
    """Wound and fatigue penalties on one kind of the unit's rolls (or its DV), where the GM's
    table applies them."""
    rules = combat()
    found = Breakdown()
    if roll in rules.wounds_apply_to:
        found = found.plus("exalted.term.wounds", wound_penalty(stats))
    if roll in rules.fatigue_applies_to:
        found = found.plus("exalted.term.fatigue", fatigue_penalty(stats))
    return found


def ratings_from(troop: Troop) -> dict[str, int]:
    """The text's formulas: attack rating (Dex + ability + accuracy) / 2 down, damage
    (Strength + weapon) / 3 up, Armor soak / 3 up; speed is Dexterity + mobility penalty."""
    ranged = troop.ranged_weapon_damage > 0
    return {
        "close_combat": max((troop.dexterity + troop.close_ability + troop.close_accuracy) // 2, 0),
        "ranged_combat": max((troop.dexterity + troop.ranged_ability + troop.ranged_accuracy) // 2, 0)
        if ranged
        else 0,
        "close_damage": math.ceil((troop.strength + troop.close_weapon_damage) / 3),
        "ranged_damage": math.ceil((troop.strength + troop.ranged_weapon_damage) / 3) if ranged else 0,
        "armour": math.ceil(troop.soak / 3),
        "hardness": troop.hardness,
        "armour_fatigue": troop.fatigue,
        "speed": max(troop.dexterity + troop.mobility_penalty, 0),
    }


def derive(stats: ExaltedUnitStats, rested: bool = True) -> ExaltedUnitStats:
    """The unit with every derived value recomputed from its troop and commander."""
    if stats.troop is None:
        return stats
    update: dict[str, object] = dict(ratings_from(stats.troop))
    update["endurance"] = endurance_of(stats.drill, stats.troop.stamina, stats.troop.fatigue, rested)
    # A full supply of missiles: four attacks on the move, seven from a fortification.
    rules = combat()
    supply = rules.ammunition_fortified if stats.fortified else rules.ammunition_mobile
    update["ammunition"] = supply if stats.troop.ranged_weapon_damage > 0 else None
    return stats.model_copy(update=update)


def max_specials(magnitude: int) -> int:
    return magnitude * magnitude_table().specials_per_magnitude


def special_count(stats: ExaltedUnitStats) -> int:
    return len(stats.specials) + stats.relays


def excess_specials(stats: ExaltedUnitStats) -> int:
    """Special characters beyond 2 × Magnitude, who must leave the unit."""
    return max(special_count(stats) - max_specials(stats.magnitude), 0)


def heroes(stats: ExaltedUnitStats) -> int:
    return sum(1 for s in stats.specials if s.kind is SpecialKind.HERO and s.character is None)


def sorcerers(stats: ExaltedUnitStats) -> int:
    return sum(1 for s in stats.specials if s.kind is SpecialKind.SORCERER and s.character is None)


def magnitude_for(soldiers: int) -> int:
    """The Magnitude of a body of ``soldiers``."""
    for magnitude, (low, high) in enumerate(magnitude_table().bands):
        if low <= soldiers <= high:
            return magnitude
    return 0 if soldiers < 1 else len(magnitude_table().bands) - 1


def soldiers_of(magnitude: int) -> tuple[int, int]:
    return magnitude_table().bands[magnitude]


def charm_resistance(stats: ExaltedUnitStats) -> int:
    """Might adds to the commander's Essence against hostile Charms."""
    return leader(stats).essence + stats.might + stats.might_bonus
