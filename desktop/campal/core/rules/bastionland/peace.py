"""A moment of peace after the danger has passed restores Guard fully and clears Fatigue; the
passing marks of the fight (Exposed, an Impaired weapon, a trapped shield, a Stop) go with it.
A Virtue at 0 needs longer: a Remedy, a day's phase, restores it for the whole company present
(the slain excepted)."""

from __future__ import annotations

from typing import TypeVar

from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats

Rested = TypeVar("Rested", BastionlandCharacterStats, BastionlandWarbandStats)


def remedied(stats: BastionlandCharacterStats, virtue: str, value: int) -> BastionlandCharacterStats | None:
    """The person after the Remedy for ``virtue``; None when it has nothing to restore."""
    if stats.slain or getattr(stats, virtue) != 0:
        return None
    return stats.model_copy(update={virtue: value})


def moment_of_peace(stats: Rested) -> Rested:
    update: dict[str, object] = {
        "guard": stats.guard_max,
        "exposed": False,
        "impaired": False,
        "shield_trapped": False,
        "stopped_round": 0,
    }
    if isinstance(stats, BastionlandCharacterStats):
        update["fatigued"] = False
        update["surprised"] = False
    return stats.model_copy(update=update)
