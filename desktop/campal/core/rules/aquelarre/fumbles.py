"""Pifias en combate: the text leaves the effect to the GM, worse the higher a 1D10 rolls. The
rows of ``fumbles.json`` (the GM's to edit) name the effect of each face; the mechanical ones
are applied here and logged: a lost action, a dropped or broken weapon, a fall, a blow on the
nearest ally or on oneself."""

from __future__ import annotations

from functools import cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...model import msg
from ...records import RECORD
from ..distance import VARA
from ..tables import read_table
from .blows import damage, hurt
from .bout import Bout
from .ground_items import let_fall, without_one
from .kit import kit

Effect = Literal["none", "lose_action", "drop_weapon", "fall", "hit_ally", "hurt_self", "weapon_breaks"]
Face = Annotated[int, Field(ge=1, le=10)]


class FumbleRow(BaseModel):
    model_config = ConfigDict(**RECORD, populate_by_name=True)

    low: Face = Field(alias="from")
    high: Face = Field(alias="to")
    effect: Effect


class FumbleTable(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore", defer_build=True)

    reach_varas: Annotated[float, Field(gt=0, le=10)] = 1.5
    rows: tuple[FumbleRow, ...]

    def effect(self, face: int) -> Effect:
        return next((row.effect for row in self.rows if row.low <= face <= row.high), "none")


@cache
def fumble_table() -> FumbleTable:
    return FumbleTable.model_validate(read_table("aquelarre", "fumbles"))


def fumble(bout: Bout, who: str, current: int) -> Effect:
    """Roll the pifia's 1D10, look it up and apply it; ``current`` is the declared action
    that fumbled (a later one is what a lost action takes)."""
    face = bout.dice(who, 10, "aquelarre.log.fumble")
    effect = fumble_table().effect(face)
    stats = bout.stats(who)
    name = bout.name(who)
    weapon = stats.drawn[0] if stats.drawn else None
    if effect == "lose_action":
        _lose_next_action(bout, who, current)
    elif effect == "drop_weapon" and weapon is not None:
        let_fall(bout, who, weapon)
    elif effect == "weapon_breaks" and weapon is not None:
        bout.update(who, drawn=stats.drawn[1:], weapons=without_one(stats.weapons, weapon))
    elif effect == "fall":
        bout.update(who, prone=True)
    elif effect in ("hit_ally", "hurt_self"):
        struck = _nearest_ally(bout, who) if effect == "hit_ally" else None
        pd = damage(bout, who, kit().weapon(weapon), critical=False, factor=1.0)
        location = bout.location(struck or who, "level").location
        hurt(bout, struck or who, pd, location)
        if struck is None:
            effect = "hurt_self"
    if effect in ("drop_weapon", "weapon_breaks") and weapon is None:
        effect = "none"  # bare hands: nothing to lose
    bout.note(who, msg(f"aquelarre.log.fumble.{effect}", actor=name, weapon=f"aquelarre.{weapon}"))
    return effect


def _lose_next_action(bout: Bout, who: str, current: int) -> None:
    declared = list(bout.stats(who).declared)
    for index, entry in enumerate(declared):
        if index != current and entry.state in ("pending", "delayed"):
            declared[index] = entry.model_copy(update={"state": "lost"})
            bout.update(who, declared=tuple(declared))
            return


def _nearest_ally(bout: Bout, who: str) -> str | None:
    """The ally in action nearest the fumbler, edge to edge, within the table's reach."""
    battle, me = bout.battle, bout.battle.characters[who]
    if me.position is None:
        return None
    reach = VARA.to_metres(fumble_table().reach_varas)
    found: list[tuple[float, str]] = []
    for other in battle.characters.values():
        if other.id == who or other.side != me.side or other.position is None:
            continue
        if bout.stats(other.id).is_out_of_action:
            continue
        gap = bout.maps.distance(battle, who, other.id)
        if gap <= reach:
            found.append((gap, other.id))
    return min(found)[1] if found else None
