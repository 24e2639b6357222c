"""The miscellaneous actions the commander (or a relay) rolls Charisma + War for, against
Magnitude − Drill (at least 1) plus each action's own addition, and why an action may be refused."""

from __future__ import annotations

from ...dice import Breakdown
from ...model import ExaltedFormation, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ...model.exalted_traits import Ability, Attribute, Traits
from .tables import combat, formation
from .traits import (
    capped,
    communications_failed,
    drill_lost,
    effective_drill,
    effective_formation,
    is_mounted,
    leader,
    relay_traits,
)


def command_difficulty(stats: ExaltedUnitStats, magnitude: int | None = None) -> Breakdown:
    """Magnitude − Drill, at least 1."""
    size = stats.magnitude if magnitude is None else magnitude
    base = size - effective_drill(stats)
    return (
        Breakdown()
        .base("exalted.term.magnitude", size)
        .plus("exalted.term.drill", -stats.drill)
        .plus("exalted.term.drill_lost", -drill_lost(stats))
        .plus("exalted.term.minimum", max(1 - base, 0))
    )


def change_formation_difficulty(stats: ExaltedUnitStats) -> Breakdown:
    """+1 when it was attacked since its last action, +2 while it is being attacked (engaged)."""
    difficulty = command_difficulty(stats)
    if stats.engaged:
        return difficulty.plus("exalted.term.under_attack", 2)
    return difficulty.plus("exalted.term.attacked_last_action", 1 if stats.attacked_since_action else 0)


def formation_refusal(stats: ExaltedUnitStats, target: ExaltedFormation) -> Message | None:
    if stats.mob_rule:
        return msg("exalted.refusal.mob_rule")
    if communications_failed(stats) and target is not ExaltedFormation.UNORDERED:
        return msg("exalted.refusal.no_relays", needed=stats.magnitude, relays=stats.relays)
    need = formation(target).min_drill
    if effective_drill(stats) < need:
        return msg("exalted.refusal.drill", drill=effective_drill(stats), needed=need)
    if target is stats.formation:
        return msg("exalted.refusal.same_formation")
    return None


def reactive_refusal(stats: ExaltedUnitStats) -> Message | None:
    """The switch to Skirmish answers a ranged attack suffered since the unit's last action,
    and Skirmish must be a formation the unit could take (its Drill, its relays)."""
    if not stats.shot_at_since_action:
        return msg("exalted.refusal.not_attacked")
    if stats.pending_skirmish:
        return msg("exalted.refusal.same_formation")
    return formation_refusal(stats, ExaltedFormation.SKIRMISH)


def dash_refusal(stats: ExaltedUnitStats) -> Message | None:
    if not formation(effective_formation(stats)).can_dash:
        return msg("exalted.refusal.dash_unordered")
    return None


def dash_endurance(stats: ExaltedUnitStats) -> int:
    """Endurance left after a dash: the armour's fatigue penalty is spent."""
    return max(stats.endurance - stats.armour_fatigue, 0)


def dash_factor(stats: ExaltedUnitStats) -> float:
    """A dash moves with the same multiplier as a move; cavalry double their speed."""
    return 2.0 if is_mounted(stats) else 1.0


def turn_needs_roll(degrees: float) -> bool:
    """Up to 90° is reflexive; more takes a miscellaneous action and a roll."""
    return degrees > 90.0 + 1e-9


def disengage_pool(stats: ExaltedUnitStats) -> Breakdown:
    """(Wits + War + Drill) − Magnitude."""
    traits = leader(stats)
    return (
        Breakdown()
        .base("exalted.attribute.wits", traits.attribute(Attribute.WITS))
        .base("exalted.ability.war", traits.ability(Ability.WAR))
        .plus("exalted.term.drill", stats.drill)
        .plus("exalted.term.drill_lost", drill_lost(stats))
        .plus("exalted.term.magnitude", -stats.magnitude)
    )


def disengage_difficulty(stats: ExaltedUnitStats, enemy_id: str, enemy: ExaltedUnitStats) -> Breakdown:
    """The enemy's Drill + 3; +3 when the enemy envelops the unit, +1 when the unit envelops it."""
    difficulty = (
        Breakdown().base("exalted.term.enemy_drill", effective_drill(enemy)).base("exalted.term.disengage", 3)
    )
    if enemy_id in stats.enveloping:
        difficulty = difficulty.plus("exalted.term.enveloping", 1)
    return difficulty


def enveloped_disengage(difficulty: Breakdown) -> Breakdown:
    return difficulty.plus("exalted.term.enveloped", 3)


def split_refusal(stats: ExaltedUnitStats) -> Message | None:
    if not any(s.kind is SpecialKind.HERO and s.character is None for s in stats.specials):
        return msg("exalted.refusal.split_needs_hero")
    if stats.magnitude < 1:
        return msg("exalted.refusal.too_small")
    return None


def split_difficulty(stats: ExaltedUnitStats) -> Breakdown:
    return command_difficulty(stats).plus("exalted.term.fighting", 2 if stats.engaged else 0)


def swap_difficulty() -> Breakdown:
    """Swapping special characters between adjoining units, or a lone hero joining one: 1."""
    return Breakdown().base("exalted.term.swap", 1)


def rally_pool(stats: ExaltedUnitStats) -> Breakdown:
    """Charisma + War or Performance, whichever is larger, of the commander or of a relay
    when the relay's pool is the larger."""
    own = _rally_pool(leader(stats), "")
    if stats.relays and not stats.mob_rule:
        relay = _rally_pool(relay_traits(), ".relay")
        if relay.total > own.total:
            return relay
    return own


def _rally_pool(traits: Traits, suffix: str) -> Breakdown:
    ability = (
        Ability.PERFORMANCE
        if capped(traits, Ability.PERFORMANCE) > traits.ability(Ability.WAR)
        else Ability.WAR
    )
    return (
        Breakdown()
        .base("exalted.attribute.charisma" + suffix, traits.attribute(Attribute.CHARISMA))
        .base(f"exalted.ability.{ability.value}" + suffix, capped(traits, ability))
    )


def signal_refusal(stats: ExaltedUnitStats, targets: int) -> Message | None:
    if targets > stats.relays:
        return msg("exalted.refusal.signal", relays=stats.relays, targets=targets)
    return None


def hide_pool(stats: ExaltedUnitStats) -> Breakdown:
    """(Dexterity + Stealth) − Magnitude, opposed by Perception + Awareness."""
    traits = leader(stats)
    return (
        Breakdown()
        .base("exalted.attribute.dexterity", traits.attribute(Attribute.DEXTERITY))
        .base("exalted.ability.stealth", capped(traits, Ability.STEALTH))
        .plus("exalted.term.magnitude", -stats.magnitude)
    )


def spot_pool(stats: ExaltedUnitStats) -> Breakdown:
    traits = leader(stats)
    return (
        Breakdown()
        .base("exalted.attribute.perception", traits.attribute(Attribute.PERCEPTION))
        .base("exalted.ability.awareness", capped(traits, Ability.AWARENESS))
    )


def recovery_days(magnitude: int) -> int:
    """Days to win back one Magnitude after the battle: the current Magnitude + 1."""
    return (magnitude + 1) * combat().recovery_days_per_magnitude
