"""What a Virtue at 0 does, and the other conditions that change how a combatant fights:
CLA 0 leaves it Exposed (Guard counts 0), SPI 0 Impairs its attacks (a d4 only), VIG 0 keeps it
from attacking after moving."""

from __future__ import annotations

from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats

Combatant = BastionlandCharacterStats | BastionlandWarbandStats


def is_exposed(stats: Combatant) -> bool:
    return stats.exposed or stats.clarity == 0


def is_impaired(stats: Combatant) -> bool:
    return stats.impaired or stats.spirit == 0


def cannot_attack_after_moving(stats: Combatant) -> bool:
    return stats.vigour == 0
