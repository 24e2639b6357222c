"""Derived values of a unit, each as a breakdown the UI can print: Discipline, Defence, test
dice, Health, movement. Everything a formation, a state, the field, an effect or a tag adds
is a labelled term here, so the dock shows why a number is what it is."""

from __future__ import annotations

from ...dice import Breakdown
from ...model import (
    Ability,
    Battle,
    Character,
    Effect,
    Formation,
    SifrpUnitStats,
    Tag,
    Unit,
    UnitState,
)
from ...model.attachments import attached_to
from .gear import gear_defence_vs_ranged, gear_pace
from .options import shape
from .tables import field_rules, warfare

DISORDERED = (UnitState.DISORGANISED, UnitState.ROUTED)


def stats_of(unit: Unit) -> SifrpUnitStats:
    return unit.stats if isinstance(unit.stats, SifrpUnitStats) else SifrpUnitStats()


def current_round(battle: Battle) -> int:
    return battle.turn.round if battle.turn else 0


def max_health(stats: SifrpUnitStats) -> int:
    return stats.abilities.endurance * 3


def is_routed(stats: SifrpUnitStats) -> bool:
    return stats.state is UnitState.ROUTED


def is_destroyed(stats: SifrpUnitStats) -> bool:
    return stats.state is UnitState.DESTROYED


def is_damaged(stats: SifrpUnitStats) -> bool:
    return stats.health < max_health(stats)


def active_effects(battle: Battle, stats: SifrpUnitStats, kind: str) -> tuple[Effect, ...]:
    now = current_round(battle)
    return tuple(e for e in stats.effects if e.kind == kind and e.until_round >= now)


def attached_characters(battle: Battle, unit_id: str) -> tuple[Character, ...]:
    return attached_to(battle.characters, unit_id)


def _tagged(breakdown: Breakdown, tags: tuple[Tag, ...], applies_to: str) -> Breakdown:
    for tag in tags:
        if tag.applies_to == applies_to:
            breakdown = breakdown.plus("term.tag", tag.modifier, tag=tag.name)
    return breakdown


def discipline(battle: Battle, unit: Unit) -> Breakdown:
    stats, rules = stats_of(unit), warfare()
    result = Breakdown().base("term.discipline", stats.discipline)
    if stats.state in DISORDERED:
        result = result.plus(
            "term.disorganised",
            rules.disorganised_discipline * stats.disorganisations,
            times=stats.disorganisations,
        )
    result = result.plus("term.formation", shape(battle, stats).discipline, formation=stats.formation.value)
    if attached_characters(battle, unit.id):
        result = result.plus("term.attached_character", rules.attached_discipline)
    if stats.unit_type.value == "garrison" and stats.home_ground is not None:
        # NOTES.md: a garrison is steadier on its own ground, less so away from it.
        home = rules.garrison_home_discipline if stats.home_ground else rules.garrison_away_discipline
        result = result.gm_plus("term.home_ground" if stats.home_ground else "term.away_ground", home)
    for effect in active_effects(battle, stats, "suppressed"):
        result = result.plus("term.suppressed", effect.value)
    return _tagged(result, stats.tags, "discipline")


def defence(
    battle: Battle,
    unit: Unit,
    against: str | None = None,
    fortification_bonus: int = 0,
    shelter: int = 0,
) -> Breakdown:
    """Defence against ``against`` ("melee", "ranged" or None for the plain value)."""
    stats = stats_of(unit)
    rules = shape(battle, stats)
    standing = stats.standing_order
    holds = standing is not None and standing.order == "defend"
    now = current_round(battle)
    # Rolled this round, or kept while Defender is still its standing order ("durante 1 asalto",
    # and again each round it carries the order out).
    defend = tuple(e for e in active_effects(battle, stats, "defend") if holds or e.until_round - 1 == now)
    if defend:
        result = Breakdown().base("term.defend_roll", defend[-1].value)
    else:
        a = stats.abilities
        result = Breakdown().base("term.defence_abilities", a.agility + a.athletics + a.awareness)
        result = result.plus("term.armour_penalty", stats.armour_penalty)
    result = result.plus("term.formation", rules.defence, formation=stats.formation.value)
    if against == "melee":
        result = result.plus(
            "term.formation_vs_melee", rules.defence_vs_melee, formation=stats.formation.value
        )
    if against == "ranged":
        result = result.plus(
            "term.formation_vs_ranged", rules.defence_vs_ranged, formation=stats.formation.value
        )
        result = result.gm_plus("term.equipment", gear_defence_vs_ranged(stats))
    result = result.plus("term.fortification", fortification_bonus)
    result = result.plus("term.shield_wall_shelter", shelter)
    for effect in active_effects(battle, stats, "probe"):
        result = result.plus("term.probe", effect.value)
    # "Mientras esté ejecutando esta orden": while Socavar stands (or was carried out this round).
    digging = standing is not None and standing.order == "undermine"
    for effect in active_effects(battle, stats, "undermine"):
        if digging or effect.until_round - 1 == now:
            result = result.plus("term.undermine", effect.value)
    return _tagged(result, stats.tags, "defence")


def light_of(battle: Battle) -> str:
    conditions = battle.field.conditions
    weather = field_rules().weather.get(conditions.weather.value)
    if weather is not None and weather.as_light is not None:
        return weather.as_light
    return conditions.light.value


def field_dice(battle: Battle, ability: Ability) -> Breakdown:
    light = field_rules().light.get(light_of(battle))
    value = light.dice.get(ability, 0) if light else 0
    return Breakdown().plus("term.visibility", value, light=light_of(battle))


def field_modifiers(battle: Battle, ability: Ability) -> Breakdown:
    weather = field_rules().weather.get(battle.field.conditions.weather.value)
    value = weather.flat.get(ability, 0) if weather else 0
    return Breakdown().plus("term.weather", value, weather=battle.field.conditions.weather.value)


def unit_test_dice(battle: Battle, unit: Unit, ability: Ability) -> Breakdown:
    """±D on a unit's test: disorder, the field, an attached character, formation, effects, tags."""
    stats, rules = stats_of(unit), warfare()
    result = Breakdown()
    if stats.state in DISORDERED:
        result = result.plus("term.disorganised", rules.disorganised_dice * stats.disorganisations)
    result = Breakdown(terms=result.terms + field_dice(battle, ability).terms)
    combat = ability in (Ability.FIGHTING, Ability.MARKSMANSHIP)
    if combat and attached_characters(battle, unit.id):
        result = result.plus("term.attached_character", rules.attached_dice)
    if ability is Ability.FIGHTING:
        fighting = shape(battle, stats).fighting_dice
        result = result.plus("term.formation", fighting, formation=stats.formation.value)
    for effect in active_effects(battle, stats, "dice_penalty"):
        result = result.plus("term.onslaught", effect.value)
    result = _tagged(result, stats.tags, f"dice:{ability.value}")
    return result


def unit_bonus_dice(stats: SifrpUnitStats, ability: Ability) -> int:
    return max(sum(t.modifier for t in stats.tags if t.applies_to == f"bonus:{ability.value}"), 0)


def movement(unit: Unit, run: bool = False, battle: Battle | None = None) -> float:
    """Metres the unit may move: base less bulk, times its formation's pace (and 4 when running)."""
    stats, rules = stats_of(unit), warfare()
    tagged = sum(t.modifier for t in stats.tags if t.applies_to == "movement")
    metres = max(stats.movement_m - rules.bulk_movement_m * stats.bulk + tagged, 0.0)
    metres *= shape(battle, stats).movement_factor * gear_pace(stats)
    return metres * (rules.run_multiplier if run else 1.0)


def is_in_formation(unit: Unit, kind: Formation) -> bool:
    return stats_of(unit).formation is kind
