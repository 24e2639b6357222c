"""Mending armour and shields: an Artesanía (Armería) roll gives back 2D4 Resistencia; a piece
that has lost more than two thirds of its Resistencia is beyond repair (yet serves until 0)."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...model import Battle, msg
from .bout import Bout
from .commands import RepairGear
from .events import Feed
from .kit import kit
from .percentages import skill_terms
from .round_steps import stats_of

REPAIR_DICE = (4, 4)
REPAIRABLE_SHARE = 2 / 3


def _resistance(piece: str) -> int | None:
    table = kit()
    armour = table.piece(piece)
    if armour is not None:
        return armour.resistance
    shield = table.shields.get(piece)
    return shield.resistance if shield is not None else None


@handles(RepairGear)
def _repair(battle: Battle, command: RepairGear, context: Context) -> Outcome:
    stats = stats_of(battle, command.actor)
    full = _resistance(command.piece)
    if full is None or command.piece not in (stats.armour, stats.helmet, stats.shield):
        raise CommandRefused(msg("aquelarre.refuse.nothing_to_repair"))
    lost = stats.wear.get(command.piece, 0)
    if lost > full * REPAIRABLE_SHARE:
        raise CommandRefused(msg("aquelarre.refuse.beyond_repair", lost=lost, resistance=full))
    bout = Bout(battle, context.map, Feed(context.dice, command.entries))
    terms = skill_terms(stats, "artesania")
    name = bout.name(command.actor)
    line = msg("aquelarre.log.repair_failed", actor=name, piece=command.piece.replace("_", " "))
    if bout.percentile(command.actor, "test", "artesania", terms, "aquelarre.log.skill_test").succeeded:
        mended = sum(bout.dice(command.actor, sides, "aquelarre.log.repair_die") for sides in REPAIR_DICE)
        left = max(lost - mended, 0)
        bout.update(command.actor, wear={**stats.wear, command.piece: left})
        line = msg(
            "aquelarre.log.repaired", actor=name, piece=command.piece.replace("_", " "), points=lost - left
        )
    bout.note(command.actor, line)
    return Outcome(bout.all_events(), msg("undo.aquelarre.repair"), line)
