"""A character on the map as the text makes of it: a unit of one person (Magnitude 0) that
fights with its own traits and gear and nothing of a troop's (no ratings, no Armor)."""

from __future__ import annotations

from ...model import ExaltedCharacterStats, ExaltedUnitStats


def lone_unit(character: ExaltedCharacterStats) -> ExaltedUnitStats:
    traits = character.traits
    return ExaltedUnitStats(
        magnitude=0,
        drill=0,
        commander=traits,
        health_damage=traits.health.damage,
        aim_bonus=character.aim_bonus,
        dv_penalty=character.dv_penalty,
        last_order=character.last_order,
        ammunition=character.ammunition,
        range_yards=traits.gear.range_yards,
        close_damage=0,
        ranged_damage=0,
        relays=0,
    )
