"""Damage and what follows it: off Guard first (a blow Guard absorbs was evaded), Guard left at
exactly 0 gives a Scar, the excess comes off VIG and Wounds; losing half the remaining VIG in one
blow is a Mortal Wound, VIG 0 from damage is Slain. Warbands read the same marks as routed and
wiped out; structures only lose Guard, and are breached at 0."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from ...model.bastionland import BastionlandCharacterStats, BastionlandWarbandStats, Mount, WarbandState
from ...records import RECORD
from .virtues import is_exposed

NonNegative = Annotated[int, Field(ge=0)]


class Blow(BaseModel):
    """What one blow did, in numbers: kept in the event that records the attack."""

    model_config = RECORD

    damage: NonNegative
    guard_before: NonNegative
    guard_after: NonNegative
    vigour_before: NonNegative
    vigour_after: NonNegative
    exposed: bool = False

    @property
    def vigour_lost(self) -> int:
        return self.vigour_before - self.vigour_after

    @property
    def evaded(self) -> bool:
        """Guard absorbed it and some Guard is left: no harm beyond weariness."""
        return self.damage > 0 and not self.wounded and self.guard_after > 0

    @property
    def scar(self) -> bool:
        """Guard brought to exactly 0 with nothing left over."""
        return self.damage > 0 and not self.wounded and self.guard_after == 0 and not self.exposed

    @property
    def reached_vigour(self) -> int:
        """The damage Guard did not take: what came off VIG, or would have at VIG 0."""
        return self.damage if self.exposed else max(self.damage - self.guard_before, 0)

    @property
    def wounded(self) -> bool:
        return self.vigour_lost > 0 or (self.vigour_before == 0 and self.reached_vigour > 0)

    @property
    def slain(self) -> bool:
        return self.wounded and self.vigour_after == 0

    @property
    def mortal_wound(self) -> bool:
        return self.wounded and not self.slain and 2 * self.vigour_lost >= self.vigour_before


def blow(guard: int, vigour: int, damage: int, *, exposed: bool = False) -> Blow:
    """``damage`` against ``guard`` then ``vigour``; an Exposed target fights as if at Guard 0,
    so the whole blow reaches its VIG and its Guard is left as it was."""
    damage = max(damage, 0)
    if exposed:
        guard_after, excess = guard, damage
    else:
        guard_after, excess = max(guard - damage, 0), max(damage - guard, 0)
    return Blow(
        damage=damage,
        guard_before=guard,
        guard_after=guard_after,
        vigour_before=vigour,
        vigour_after=max(vigour - excess, 0),
        exposed=exposed,
    )


def hurt_character(stats: BastionlandCharacterStats, damage: int) -> tuple[BastionlandCharacterStats, Blow]:
    done = blow(stats.guard, stats.vigour, damage, exposed=is_exposed(stats))
    after = stats.model_copy(
        update={
            "guard": done.guard_after,
            "vigour": done.vigour_after,
            "wounded": stats.wounded or done.wounded,
            "mortal_wound": (stats.mortal_wound or done.mortal_wound) and not done.slain,
            "slain": stats.slain or done.slain,
        }
    )
    return after, done


def hurt_warband(stats: BastionlandWarbandStats, damage: int) -> tuple[BastionlandWarbandStats, Blow]:
    done = blow(stats.guard, stats.vigour, damage, exposed=is_exposed(stats))
    state = stats.state
    if done.slain:
        state = WarbandState.WIPED_OUT
    elif done.mortal_wound and state is WarbandState.STEADY:
        state = WarbandState.ROUTED
    after = stats.model_copy(
        update={
            "guard": done.guard_after,
            "vigour": done.vigour_after,
            "wounded": stats.wounded or done.wounded,
            "state": state,
        }
    )
    return after, done


def hurt_mount(mount: Mount, damage: int) -> tuple[Mount, Blow]:
    done = blow(mount.guard, mount.vigour, damage)
    after = mount.model_copy(
        update={
            "guard": done.guard_after,
            "vigour": done.vigour_after,
            "wounded": mount.wounded or done.wounded,
            "slain": mount.slain or done.slain,
        }
    )
    return after, done


def batter_structure(guard: int, damage: int) -> Blow:
    """A structure has Guard and Armour only: it loses Guard and is breached at 0."""
    return blow(guard, 0, damage)
