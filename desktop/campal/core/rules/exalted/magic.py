"""Magic against a unit, as the text rules it: an effect aimed at one person reaches only the
commander or a special character; one aimed at a group must reach at least Magnitude
characters, an area most of the unit, a sight-bound one only the part in sight; a commander's
reflexive or supplemental Charm supports his whole unit whatever its size; penalties,
knockdowns and the like count only when they fall on the whole unit, and a unit knocked down
tests for rout. The GM says what the effect reaches; the engine says what it does to the unit,
with the unit's resistance to hostile Charms (Essence + Might)."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from .commands import MagicAtUnit
from .events import UnitNoted
from .resolve import Resolve
from .traits import charm_resistance

# scope → whether the unit is affected, and whether it is hostile (its resistance shown)
SCOPES: dict[str, tuple[bool, bool]] = {
    "individual": (False, True),
    "group_enough": (True, True),
    "group_short": (False, True),
    "area_most": (True, True),
    "area_part": (False, True),
    "sight": (True, True),
    "support": (True, False),
    "whole_unit_penalty": (True, True),
    "part_unit_penalty": (False, True),
    "knockdown": (True, True),
}


@handles(MagicAtUnit)
def _magic(battle: Battle, command: MagicAtUnit, context: Context) -> Outcome:
    if command.scope not in SCOPES:
        raise CommandRefused(msg("play.unknown_action", action=command.scope))
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    _, hostile = SCOPES[command.scope]
    message = msg(
        f"exalted.magic.{command.scope}",
        unit=res.name(command.unit),
        magnitude=stats.magnitude,
        resistance=charm_resistance(stats) if hostile else "",
    )
    res.emit(UnitNoted(message=message))
    if command.scope == "knockdown":
        res.owe(command.unit, "rout:knocked_down")
    return Outcome(tuple(res.events), msg("undo.exalted.magic"), message, gm_decision=True)
