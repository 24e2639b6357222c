"""The miscellaneous actions rolled with Charisma + War (or their own pools): Change Formation
(also in answer to a volley), Dash, Turn, Rally, Split, Merge, swapping special characters,
Disengage and hiding the unit."""

from __future__ import annotations

from collections.abc import Callable

from ...dice import Breakdown
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet, UnitRemoved, UnitSet
from ...engine.turn import TurnChanged
from ...model import (
    Battle,
    Character,
    ExaltedCharacterStats,
    ExaltedUnitState,
    ExaltedUnitStats,
    Message,
    Point,
    msg,
    new_id,
)
from .commands import CommandAction
from .field import resized
from .melee import walk_away
from .orders import (
    change_formation_difficulty,
    command_difficulty,
    dash_endurance,
    dash_refusal,
    disengage_difficulty,
    disengage_pool,
    enveloped_disengage,
    formation_refusal,
    hide_pool,
    rally_pool,
    reactive_refusal,
    split_difficulty,
    split_refusal,
    spot_pool,
    swap_difficulty,
    turn_needs_roll,
)
from .regroup import Split, merge, rally_numbers, rally_organization, rally_second_wind, split, swap
from .resolve import Resolve, check_turn, forget, take_turn
from .tables import action, combat
from .timeline_step import begin_action
from .traits import command_pool, strain

Step = Callable[[Resolve, CommandAction], Message]


def _roll(
    res: Resolve, unit_id: str, purpose: str, difficulty: Breakdown, dice: Breakdown | None = None
) -> bool:
    stats = res.stats(unit_id)
    pool = dice if dice is not None else command_pool(stats)
    pool = Breakdown(terms=pool.terms + strain(stats, purpose).terms)
    result = res.test(purpose, unit_id, pool, difficulty)
    return result.is_success


def _change_formation(res: Resolve, command: CommandAction) -> Message:
    target = command.formation
    if target is None:
        raise CommandRefused(msg("exalted.refusal.no_formation"))
    stats = res.stats(command.unit)
    if command.reactive:
        refusal = reactive_refusal(stats)
        if refusal is not None:
            raise CommandRefused(refusal)
        if _roll(res, command.unit, "change_formation", change_formation_difficulty(stats)):
            res.update(command.unit, pending_skirmish=True)
            res.owe(command.unit, "rout:reactive_formation")
            return msg("exalted.reactive_formation", unit=res.name(command.unit))
        return msg("exalted.formation_failed", unit=res.name(command.unit))
    refusal = formation_refusal(stats, target)
    if refusal is not None:
        raise CommandRefused(refusal)
    if _roll(res, command.unit, "change_formation", change_formation_difficulty(stats)):
        res.update(command.unit, formation=target)
        return msg(
            "exalted.formation_changed", unit=res.name(command.unit), formation=f"exalted.{target.value}"
        )
    return msg("exalted.formation_failed", unit=res.name(command.unit))


def _dash(res: Resolve, command: CommandAction) -> Message:
    stats = res.stats(command.unit)
    refusal = dash_refusal(stats)
    if refusal is None and stats.state is ExaltedUnitState.HESITATING:
        refusal = msg("exalted.refusal.hesitating", unit=res.name(command.unit))
    if refusal is not None:
        raise CommandRefused(refusal)
    walk_away(res, command.unit)
    if _roll(res, command.unit, "dash", command_difficulty(stats)):
        res.update(command.unit, endurance=dash_endurance(stats))
        res.owe(command.unit, "exhaustion:dash")
        return msg("exalted.dashed", unit=res.name(command.unit))
    return msg("exalted.dash_failed", unit=res.name(command.unit))


def _turn(res: Resolve, command: CommandAction) -> Message:
    unit = res.unit(command.unit)
    if turn_needs_roll(abs(command.degrees)) and not _roll(
        res, command.unit, "turn", command_difficulty(res.stats(command.unit))
    ):
        return msg("exalted.turn_failed", unit=unit.name)
    facing = (unit.facing + command.degrees + 180.0) % 360.0 - 180.0
    res.emit(UnitSet(unit=res.unit(command.unit).model_copy(update={"facing": facing})))
    return msg("exalted.turned", unit=unit.name, degrees=round(command.degrees))


def _stragglers(res: Resolve, unit_id: str) -> int:
    """Magnitude lost in the fighting and not yet won back: the unit's own, or the whole
    field's where the GM's table reads «otra unidad» so."""
    if combat().rally_numbers_stragglers == "own":
        units = [res.stats(unit_id)]
    else:
        units = [u.stats for u in res.battle.units.values() if isinstance(u.stats, ExaltedUnitStats)]
    return sum(s.magnitude_lost for s in units) - sum(s.rallied for s in units)


def _rally(res: Resolve, command: CommandAction) -> Message:
    stats = res.stats(command.unit)
    if command.effect not in ("organization", "numbers", "second_wind"):
        raise CommandRefused(msg("exalted.refusal.rally_effect"))
    if command.effect == "numbers" and _stragglers(res, command.unit) <= 0:
        raise CommandRefused(msg("exalted.refusal.no_stragglers"))
    if not _roll(res, command.unit, "rally", command_difficulty(stats), rally_pool(stats)):
        return msg("exalted.rally_failed", unit=res.name(command.unit))
    if command.effect == "organization":
        changed = rally_organization(stats)
    elif command.effect == "numbers":
        changed = rally_numbers(stats, _stragglers(res, command.unit))
        if not isinstance(changed, Message):
            changed = changed.model_copy(update={"rallied": stats.rallied + 1})
    else:
        changed = rally_second_wind(stats)
    if isinstance(changed, Message):
        raise CommandRefused(changed)
    res.put(command.unit, changed)
    return msg("exalted.rallied", unit=res.name(command.unit), action=f"exalted.{command.effect}")


def _split(res: Resolve, command: CommandAction) -> Message:
    stats = res.stats(command.unit)
    refusal = split_refusal(stats)
    if refusal is not None:
        raise CommandRefused(refusal)
    succeeded = _roll(res, command.unit, "split", split_difficulty(stats))
    parts = split(stats, command.soldiers, command.special or "", succeeded)
    if isinstance(parts, Message):
        raise CommandRefused(parts)
    _place_child(res, command.unit, parts)
    return msg("exalted.split", unit=res.name(command.unit), hero=parts.child.commander_name)


def _place_child(res: Resolve, parent_id: str, parts: Split) -> None:
    parent = res.unit(parent_id)
    res.put(parent_id, parts.parent)
    child_id = new_id("unit")
    behind = Point(x=parent.position.x, y=parent.position.y + parent.depth * 1.5)
    child = resized(
        parent.model_copy(
            update={
                "id": child_id,
                "name": parts.child.commander_name or parent.name,
                "position": behind,
                "trail": (),
            }
        ),
        parts.child,
    )
    res.emit(UnitSet(unit=child))
    turn = res.battle.turn
    if turn is not None and parent_id in turn.next_tick:
        # The new unit waits for the tick the split leaves its parent on.
        at = turn.next_tick[parent_id] + action("split").speed
        ticks = {**turn.next_tick, child_id: at}
        res.emit(
            TurnChanged(turn=turn.model_copy(update={"next_tick": ticks, "order": (*turn.order, child_id)}))
        )


def _merge(res: Resolve, command: CommandAction) -> Message:
    other = _neighbour(res, command)
    keeper, absorbed = res.stats(command.unit), res.stats(other)
    kept_ok = _roll(res, command.unit, "merge", command_difficulty(keeper))
    other_ok = _roll(res, other, "merge", command_difficulty(absorbed))
    if not (kept_ok and other_ok):
        for unit_id, ok in ((command.unit, kept_ok), (other, other_ok)):
            if not ok:
                res.update(unit_id, state=ExaltedUnitState.HESITATING)
        return msg("exalted.merge_failed", unit=res.name(command.unit), other=res.name(other))
    # Either commander may lead: the GM's word, else (a quarrel) the larger unit's.
    if command.effect not in ("", "larger", "keeper", "other"):
        raise CommandRefused(msg("play.unknown_action", action=command.effect))
    absorbed_leads = command.effect == "other" or (
        command.effect in ("", "larger") and absorbed.magnitude > keeper.magnitude
    )
    merged = merge(keeper, absorbed, absorbed_leads=absorbed_leads)
    res.put(command.unit, merged.stats)
    side = res.unit(command.unit).side
    for special in merged.leftovers:
        res.emit(
            CharacterSet(
                character=Character(
                    id=new_id("char"),
                    name=special.name,
                    side=side,
                    position=res.unit(other).position,
                    stats=ExaltedCharacterStats(
                        essence=special.traits.essence, traits=special.traits, kind=special.kind
                    ),
                )
            )
        )
    res.emit(UnitRemoved(unit_id=other))
    forget(res, other)
    turn = res.battle.turn
    if turn is not None:
        # The absorbed unit leaves the timeline and the Join War order with the document.
        update = {
            "next_tick": {k: v for k, v in turn.next_tick.items() if k != other},
            "initiative": {k: v for k, v in turn.initiative.items() if k != other},
            "tiebreaks": {k: v for k, v in turn.tiebreaks.items() if k != other},
            "queue": tuple(a for a in turn.queue if a != other),
            "order": tuple(a for a in turn.order if a != other),
        }
        res.emit(TurnChanged(turn=turn.model_copy(update=update)))
    return msg("exalted.merged", unit=res.name(command.unit), other=res.name(other))


def _neighbour(res: Resolve, command: CommandAction) -> str:
    other = command.other or ""
    res.stats(other)
    if res.unit(other).side != res.unit(command.unit).side:
        raise CommandRefused(msg("exalted.refusal.not_friendly", other=res.name(other)))
    if not res.context.map.in_contact(res.battle, command.unit, other):
        raise CommandRefused(msg("exalted.refusal.not_adjacent", other=res.name(other)))
    return other


def _swap(res: Resolve, command: CommandAction) -> Message:
    other = _neighbour(res, command)
    if not _roll(res, command.unit, "swap_specials", swap_difficulty()):
        return msg("exalted.swap_failed", unit=res.name(command.unit))
    giver_id, taker_id = (command.unit, other)
    if not any(s.id == command.special for s in res.stats(giver_id).specials):
        giver_id, taker_id = other, command.unit
    swapped = swap(res.stats(giver_id), res.stats(taker_id), command.special or "")
    if isinstance(swapped, Message):
        raise CommandRefused(swapped)
    res.put(giver_id, swapped[0])
    res.put(taker_id, swapped[1])
    return msg("exalted.swapped", unit=res.name(giver_id), other=res.name(taker_id))


def _disengage(res: Resolve, command: CommandAction) -> Message:
    enemy_id = command.other or ""
    stats, enemy = res.stats(command.unit), res.stats(enemy_id)
    if enemy_id not in stats.engaged and command.unit not in enemy.engaged:
        raise CommandRefused(msg("exalted.refusal.not_engaged", other=res.name(enemy_id)))
    difficulty = disengage_difficulty(stats, enemy_id, enemy)
    if command.unit in enemy.enveloping:
        difficulty = enveloped_disengage(difficulty)
    if not _roll(res, command.unit, "disengage", difficulty, disengage_pool(stats)):
        return msg("exalted.disengage_failed", unit=res.name(command.unit))
    for a, b in ((command.unit, enemy_id), (enemy_id, command.unit)):
        s = res.stats(a)
        res.update(
            a,
            engaged={k: v for k, v in s.engaged.items() if k != b},
            enveloping=tuple(e for e in s.enveloping if e != b),
        )
    return msg("exalted.disengaged", unit=res.name(command.unit), other=res.name(enemy_id))


def _hide(res: Resolve, command: CommandAction) -> Message:
    stats = res.stats(command.unit)
    hider = res.test("hide", command.unit, hide_pool(stats), None)
    enemy = res.context.map.nearest_enemy_unit(res.battle, command.unit)
    spotted = 0
    if enemy is not None and enemy in res.battle.units:
        spotted = res.test("spot", enemy, spot_pool(res.stats(enemy)), None).successes
    hidden = hider.successes > spotted
    res.emit(UnitSet(unit=res.unit(command.unit).model_copy(update={"hidden": hidden})))
    return msg("exalted.hidden" if hidden else "exalted.spotted", unit=res.name(command.unit))


STEPS: dict[str, Step] = {
    "change_formation": _change_formation,
    "dash": _dash,
    "turn": _turn,
    "rally": _rally,
    "split": _split,
    "merge": _merge,
    "swap_specials": _swap,
    "disengage": _disengage,
    "hide": _hide,
}


@handles(CommandAction)
def _command_action(battle: Battle, command: CommandAction, context: Context) -> Outcome:
    step = STEPS.get(command.action)
    if step is None:
        raise CommandRefused(msg("play.unknown_action", action=command.action))
    res = Resolve(battle, context, command.entries)
    res.stats(command.unit)
    action_id = "reactive_formation" if command.reactive else command.action
    free_turn = command.action == "turn" and not turn_needs_roll(abs(command.degrees))
    if not free_turn:
        check_turn(battle, command.unit, action_id)
        begin_action(res, command.unit)
    message = step(res, command)
    if not free_turn and command.unit in res.battle.units:
        take_turn(res, command.unit, action_id)
        if message.key == "exalted.dash_failed":
            # The dash is spent, and the move that follows it is held to the failed dash's pace.
            res.update(command.unit, last_order="dash_failed")
    return Outcome(tuple(res.events), msg("undo.exalted.action", action=f"exalted.{command.action}"), message)
