"""Step 11: the end of the battle — victor, Glory, captured characters and losses."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.turn import require_action
from ...model import Battle, CharacterState, UnitState, msg
from .commands import ResolveBattle
from .resolution import Resolution, character_stats
from .setup_steps import side_stats, update_side
from .tables import warfare
from .values import max_health, stats_of

DEFEATED = (UnitState.ROUTED, UnitState.DESTROYED)


def defeated_units(battle: Battle, side_id: str) -> int:
    """Enemy units of ``side_id`` left routed or destroyed."""
    return sum(1 for u in battle.units.values() if u.side != side_id and stats_of(u).state in DEFEATED)


def losses(battle: Battle, side_id: str) -> int:
    """Health lost by ``side_id``'s units (each point is about ten soldiers)."""
    return sum(
        max_health(stats_of(u)) - stats_of(u).health for u in battle.units.values() if u.side == side_id
    )


@handles(ResolveBattle)
def _resolve(battle: Battle, command: ResolveBattle, context: Context) -> Outcome:
    require_action(battle, None, "resolve")
    if command.victor is not None and command.victor not in battle.sides:
        raise CommandRefused(msg("token.unknown", token=command.victor))
    res = Resolution(battle, context)
    rules = warfare()
    for side_id in battle.sides:
        won = side_id == command.victor
        glory = (
            defeated_units(battle, side_id) * rules.glory_per_defeated_unit if won else rules.glory_for_loser
        )
        update_side(res, side_id, glory=side_stats(res, side_id).glory + glory)
        res.note(
            msg(
                "resolution.side",
                side=res.name(side_id),
                glory=glory,
                losses=losses(battle, side_id),
                defeated=defeated_units(battle, side_id),
            )
        )
    for character_id in command.captured:
        if character_stats(res.character(character_id)).state is CharacterState.ACTIVE:
            res.character_falls(character_id, CharacterState.CAPTURED)
        res.note(msg("character.captured", character=res.name(character_id)))
    for change in command.resources:
        if change.side not in battle.sides:
            raise CommandRefused(msg("token.unknown", token=change.side))
        held = side_stats(res, change.side)
        totals = {
            "lands": held.lands + change.lands,
            "wealth": held.wealth + change.wealth,
            "population": held.population + change.population,
            "defense": held.defense + change.defense,
        }
        if any(abs(value) > rules.resource_bound for value in totals.values()):
            raise CommandRefused(msg("resolution.bad_resources", side=res.name(change.side)))
        update_side(res, change.side, **totals)
        res.note(msg("resolution.resources", side=res.name(change.side), **totals))
    victor = res.name(command.victor) if command.victor else ""
    return Outcome(tuple(res.events), msg("undo.resolve_battle"), msg("resolution.victor", side=victor), True)
