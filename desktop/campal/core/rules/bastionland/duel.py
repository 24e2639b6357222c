"""Duels and jousts: two combatants who agree to it throw and resolve their attacks at once,
Gambits included; both may use Feats first. Each attack is reckoned against the other as they
stood before either blow landed, so neither blow can forestall the other."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.bastionland import BastionlandCharacterStats
from .damage import Blow, hurt_character


@dataclass(frozen=True)
class Exchange:
    first: BastionlandCharacterStats
    second: BastionlandCharacterStats
    on_first: Blow
    on_second: Blow


def exchange(
    first: BastionlandCharacterStats,
    second: BastionlandCharacterStats,
    damage_to_first: int,
    damage_to_second: int,
) -> Exchange:
    """Both blows land together: each was worked out against the other's state before either."""
    first_after, on_first = hurt_character(first, damage_to_first)
    second_after, on_second = hurt_character(second, damage_to_second)
    return Exchange(first_after, second_after, on_first, on_second)
