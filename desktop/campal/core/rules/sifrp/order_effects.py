"""What a unit does when it carries out an order (just given, standing, or prepared)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...dice import Breakdown, passive_value
from ...engine.base import CommandRefused
from ...engine.terrain import FortificationSet
from ...model import Ability, Effect, OrderTarget, Point, UnitState, msg
from .attacks import AttackOptions, can_attack, unit_attacks
from .closing import close_to_contact, pushed_to
from .commands import OrderParams
from .gear import gear_dice, poured_damage
from .motion import distance, passes_through
from .play_picks import attack_rank, fortifications_beside
from .resolution import Resolution
from .tables import OrderRules, orders
from .values import current_round, movement, stats_of, unit_bonus_dice

Effect_ = Callable[[Resolution, str, OrderParams, OrderRules], None]
EFFECTS: dict[str, Effect_] = {}


def effect(*names: str) -> Callable[[Effect_], Effect_]:
    def register(function: Effect_) -> Effect_:
        for name in names:
            EFFECTS[name] = function
        return function

    return register


def carry_out(res: Resolution, unit_id: str, order: str, params: OrderParams) -> None:
    if order not in EFFECTS:
        raise CommandRefused(msg("order.nothing_to_carry_out", order=order))
    EFFECTS[order](res, unit_id, params, orders()[order])
    if unit_id in res.battle.units:
        res.update_unit(unit_id, acted_this_round=True)


def _target(res: Resolution, unit_id: str, params: OrderParams) -> str:
    targets = params.targets or _standing_targets(res, unit_id)
    if not targets:
        raise CommandRefused(msg("order.needs_target", unit=res.name(unit_id)))
    return targets[0]


def _standing_targets(res: Resolution, unit_id: str) -> tuple[str, ...]:
    standing = stats_of(res.unit(unit_id)).standing_order
    return standing.targets if standing else ()


def _effect(res: Resolution, unit_id: str, kind: str, value: int, rounds: int = 0, source: str = "") -> None:
    stats = stats_of(res.unit(unit_id))
    kept = tuple(e for e in stats.effects if not (e.kind == kind and e.source == source))
    added = Effect(kind=kind, value=value, until_round=current_round(res.battle) + rounds, source=source)
    res.update_unit(unit_id, effects=(*kept, added))


def _move(res: Resolution, unit_id: str, destination: Point, limit: float) -> None:
    unit = res.unit(unit_id)
    need = res.context.map.path_length(res.battle, unit_id, destination)
    if not math.isfinite(need):  # ground on the way its troops cannot enter (boats on dry land)
        raise CommandRefused(msg("order.way_blocked", unit=unit.name))
    if need > limit + 1e-6:
        raise CommandRefused(msg("order.too_far", unit=unit.name, need=round(need, 1), limit=round(limit, 1)))
    res.replace_unit(unit.model_copy(update={"position": destination}))


def _destination(res: Resolution, unit_id: str, params: OrderParams) -> Point:
    if params.destination is None:
        raise CommandRefused(msg("order.needs_destination", unit=res.name(unit_id)))
    return params.destination


def _options(order: str, params: OrderParams, **more: Any) -> AttackOptions:
    return replace(AttackOptions(order=order, flank=params.flank, sheltered_by=params.sheltered_by), **more)


@effect("attack")
def _attack(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    unit_attacks(res, unit_id, _target(res, unit_id, params), _options("attack", params))


@effect("envelop")
def _envelop(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    """It attacks as usual and surrounds the target: any withdrawal of the target (a move, a
    flight, a push) gives it a free attack while the envelopment holds."""
    target = _target(res, unit_id, params)
    unit_attacks(res, unit_id, target, _options("attack", params))
    if target in res.battle.units:
        _effect(res, target, "enveloped", 0, rounds=1, source=unit_id)


ORDER_OF_STATES = ("organised", "disorganised", "routed", "destroyed")


def brace(res: Resolution, unit_id: str) -> None:
    state = stats_of(res.unit(unit_id)).state.value
    _effect(res, unit_id, "braced", ORDER_OF_STATES.index(state), rounds=1, source="brace")


def _braced(res: Resolution, unit_id: str) -> bool:
    """Prepared for a charge, within its time, and in the state it braced in."""
    if unit_id not in res.battle.units:
        return False
    stats = stats_of(res.unit(unit_id))
    if stats.prepared is None or stats.prepared.order != "brace_for_charge":
        return False
    held = [e for e in stats.effects if e.kind == "braced" and e.until_round >= current_round(res.battle)]
    return any(e.value == ORDER_OF_STATES.index(stats.state.value) for e in held)


def _meets_the_charge(res: Resolution, braced: str, charger: str) -> None:
    """ "La unidad preparada podrá realizar una tirada de Combate c/c, si tiene éxito la unidad
    inflige el doble del daño normal del arma": against Carga, Pisotear and Acometida alike."""
    if not _braced(res, braced) or not can_attack(res, braced):
        return
    res.update_unit(braced, prepared=None)
    factor = orders()["brace_for_charge"].damage_factor
    unit_attacks(
        res,
        braced,
        charger,
        AttackOptions(order="brace_for_charge", ranged=False, reach_checked=True, damage_factor=factor),
    )


@effect("charge")
def _charge(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    target = _target(res, unit_id, params)
    _free_attacks_on_withdrawal(res, unit_id, (target,))
    if not _in_order(res, unit_id):
        return
    close_to_contact(res, unit_id, target, movement(res.unit(unit_id), True, res.battle))
    _meets_the_charge(res, target, unit_id)
    if not can_attack(res, unit_id):
        return
    dice = Breakdown().plus("term.charge", rules.dice)
    unit_attacks(
        res,
        unit_id,
        target,
        _options("charge", params, charge=True, ranged=False, reach_checked=True, extra_dice=dice),
    )


@effect("defend")
def _defend(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    unit = res.unit(unit_id)
    shields = Breakdown().plus("term.shields", rules.shield_dice if stats_of(unit).has_shields else 0)
    roll = res.roll(res.unit_spec(unit, Ability.AGILITY, None, shields), "defend", unit_id)
    # Through the next round too: the other side may attack before step 9 renews it; it ends
    # sooner when the unit takes another order (values.defence reads it only while it stands).
    _effect(res, unit_id, "defend", roll.total, rounds=1)


@effect("move")
def _movement(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    _free_attacks_on_withdrawal(res, unit_id)
    if stats_of(res.unit(unit_id)).state.value in ("organised", "disorganised"):
        # "a su velocidad normal o correr": a destination beyond its pace is reached running.
        destination = _destination(res, unit_id, params)
        need = res.context.map.path_length(res.battle, unit_id, destination)
        run = params.run or need > movement(res.unit(unit_id)) + 1e-6
        _move(res, unit_id, destination, movement(res.unit(unit_id), run))


def free_attacks_on_withdrawal(res: Resolution, unit_id: str, towards: tuple[str, ...] = ()) -> None:
    """ "Si la unidad enemiga trata de retirarse o separarse dispondrán además de un ataque
    gratuito": whenever an enveloped unit leaves (a move, a retreat, a flight, a push, a charge
    or an Acometida at someone else). Going at the unit that surrounds it is no leaving."""
    now = current_round(res.battle)
    for held in stats_of(res.unit(unit_id)).effects:
        source = held.source
        if held.kind != "enveloped" or held.until_round < now or source not in res.battle.units:
            continue
        if source in towards:
            continue
        if not can_attack(res, source) or stats_of(res.unit(unit_id)).is_out_of_action:
            continue
        unit_attacks(res, source, unit_id, AttackOptions(order="envelop", ranged=False, reach_checked=True))


_free_attacks_on_withdrawal = free_attacks_on_withdrawal


def _in_order(res: Resolution, unit_id: str) -> bool:
    """Still organised or disorganised: a free attack may have routed or destroyed it."""
    return unit_id in res.battle.units and stats_of(res.unit(unit_id)).state.value in (
        "organised",
        "disorganised",
    )


@effect("retreat")
def _retreat(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    _free_attacks_on_withdrawal(res, unit_id)
    if stats_of(res.unit(unit_id)).state.value in ("organised", "disorganised"):
        _move(res, unit_id, _destination(res, unit_id, params), movement(res.unit(unit_id)))


@effect("aggressive_retreat")
def _aggressive_retreat(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    target = _target(res, unit_id, params)
    unit_attacks(
        res,
        unit_id,
        target,
        _options("aggressive_retreat", params, extra_dice=Breakdown().plus("term.order_dice", rules.dice)),
    )
    _free_attacks_on_withdrawal(res, unit_id)
    if stats_of(res.unit(unit_id)).state.value in ("organised", "disorganised"):
        limit = movement(res.unit(unit_id)) * rules.movement_factor
        _move(res, unit_id, _destination(res, unit_id, params), limit)


def _swept(res: Resolution, unit_id: str, destination: Point) -> tuple[str, ...]:
    unit = res.unit(unit_id)
    return tuple(
        other.id
        for other in res.battle.units.values()
        if other.side != unit.side
        and stats_of(other).state.value != "destroyed"
        and passes_through(unit.position, destination, other.position, other.frontage / 2 + unit.frontage / 2)
    )


@effect("onslaught")
def _onslaught(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    destination = _destination(res, unit_id, params)
    targets = params.targets or _swept(res, unit_id, destination)
    _free_attacks_on_withdrawal(res, unit_id, tuple(targets))
    if not _in_order(res, unit_id):
        return
    _move(res, unit_id, destination, movement(res.unit(unit_id), run=True))
    for target in targets:
        _meets_the_charge(res, target, unit_id)
        if not can_attack(res, unit_id):
            return
        _effect(res, target, "dice_penalty", rules.target_dice, source=unit_id)
        unit_attacks(res, unit_id, target, _options("onslaught", params, ranged=False, reach_checked=True))


@effect("trample")
def _trample(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    target = _target(res, unit_id, params)
    _free_attacks_on_withdrawal(res, unit_id, (target,))
    if not _in_order(res, unit_id):
        return
    close_to_contact(res, unit_id, target, movement(res.unit(unit_id), True, res.battle))
    _meets_the_charge(res, target, unit_id)
    if not can_attack(res, unit_id):
        return
    extra = Breakdown().plus("term.trample", rules.extra_damage)
    unit_attacks(
        res,
        unit_id,
        target,
        _options("trample", params, ranged=False, reach_checked=True, added_damage=extra),
    )


@effect("split_attack")
def _split(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    targets = params.targets or _standing_targets(res, unit_id)
    standing = stats_of(res.unit(unit_id)).standing_order
    kept = standing if standing is not None and standing.order == "split_attack" else None
    split = params.dice_split or (kept.dice_split if kept else ())
    shares = params.bonus_split if params.dice_split else (kept.bonus_split if kept else ())
    # "dividir sus dados de Combate c/c o Puntería": the pool of the attack it makes, in contact
    # or at range, as the first target decides.
    ranged = bool(targets) and not res.context.map.in_contact(res.battle, unit_id, targets[0])
    rank = attack_rank(res.battle, unit_id, ranged)
    if len(targets) < 2 or len(split) != len(targets) or sum(split) > rank or min(split) < 1:
        raise CommandRefused(msg("order.bad_split", unit=res.name(unit_id), rank=rank))
    bonus = _shared_bonus(res, unit_id, ranged, shares, len(targets))
    for target, dice, extra in zip(targets, split, bonus, strict=True):
        options = _options("split_attack", params, rank=dice, ranged=ranged, bonus=extra)
        unit_attacks(res, unit_id, target, options)


def _shared_bonus(
    res: Resolution, unit_id: str, ranged: bool, shares: tuple[int, ...], parts: int
) -> tuple[int, ...]:
    """The unit's bonus dice (its specialty and its ground) belong to the pool it divides, so
    they are shared, never copied: each part gets what the GM gave it, and any the GM left
    unassigned go to the first part (all of them when the GM says nothing)."""
    ability = Ability.MARKSMANSHIP if ranged else Ability.FIGHTING
    total = unit_bonus_dice(stats_of(res.unit(unit_id)), ability)
    total += res.context.map.terrain_bonus_dice(res.battle, unit_id)
    given = shares or (0,) * parts
    if len(given) != parts or min(given) < 0 or sum(given) > total:
        raise CommandRefused(msg("order.bad_bonus_split", unit=res.name(unit_id), bonus=total))
    return (given[0] + total - sum(given), *given[1:])


@effect("ambush")
def _ambush(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    _effect(res, unit_id, "ambush", rules.damage)
    unit_attacks(res, unit_id, _target(res, unit_id, params), _options("ambush", params))


@effect("scale_wall")
def _scale_wall(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    wall = _wall_at(res, unit_id, params.fortification)
    height = res.battle.fortifications[wall].climb_difficulty
    need = Breakdown().base(
        "term.wall",
        params.wall_difficulty or height or rules.wall_difficulty,
        gm=not (params.wall_difficulty or height),
    )
    climbing = Breakdown().gm_plus("term.equipment", gear_dice(stats_of(res.unit(unit_id)), "scale_wall"))
    roll = res.roll(
        res.unit_spec(res.unit(unit_id), Ability.ATHLETICS, need, climbing), "scale_wall", unit_id
    )
    key = "order.wall_scaled" if roll.is_success else "order.wall_not_scaled"
    res.note(msg(key, unit=res.name(unit_id)))
    _poured_on(res, unit_id, (wall,))
    if roll.is_success and wall in res.battle.fortifications:
        # Up on the wall: the unit stands on the fortification's edge nearest to it.
        res.replace_unit(res.unit(unit_id).model_copy(update={"position": on_the_wall(res, unit_id, wall)}))


def _wall_at(res: Resolution, unit_id: str, named: str | None) -> str:
    """The wall the unit climbs: the one named, or the one it stands at; a unit climbs only the
    walls at its feet."""
    beside = fortifications_beside(res.battle, unit_id)
    if named is not None and named not in beside:
        raise CommandRefused(msg("order.not_beside_fortification", unit=res.name(unit_id)))
    if named is None and not beside:
        raise CommandRefused(msg("order.no_wall_here", unit=res.name(unit_id)))
    return named or beside[0]


@effect("suppressing_fire")
def _suppress(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    target = _target(res, unit_id, params)
    report = unit_attacks(
        res,
        unit_id,
        target,
        _options("suppressing_fire", params, ranged=True, degree_offset=rules.damage_from_degree - 1),
    )
    if report.is_hit and target in res.battle.units:
        _effect(
            res, target, "suppressed", rules.discipline + report.roll.degrees - 1, rounds=1, source=unit_id
        )


@effect("press")
def _press(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    target = _target(res, unit_id, params)
    rival = res.unit(target)
    need = Breakdown().base("term.passive_athletics", passive_value(stats_of(rival).abilities.athletics))
    roll = res.roll(res.unit_spec(res.unit(unit_id), Ability.FIGHTING, need), "press", unit_id)
    if roll.is_success:
        metres = rules.metres_per_degree * roll.degrees
        end = pushed_to(res, target, res.unit(unit_id).position, -metres)
        _free_attacks_on_withdrawal(res, target)
        if target not in res.battle.units:
            return
        res.replace_unit(res.unit(target).model_copy(update={"position": end}))
        moved = round(distance(rival.position, end), 1)
        res.note(msg("order.pushed_back", unit=rival.name, metres=moved))


@effect("undermine")
def _undermine(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    standing = stats_of(res.unit(unit_id)).standing_order
    fort_id = params.fortification or (standing.targets[0] if standing and standing.targets else None)
    if fort_id is None or fort_id not in res.battle.fortifications:
        raise CommandRefused(msg("order.needs_fortification", unit=res.name(unit_id)))
    if fort_id not in fortifications_beside(res.battle, unit_id):  # "debe estar adyacente"
        raise CommandRefused(msg("order.not_beside_fortification", unit=res.name(unit_id)))
    # A standing order: the work goes on each round, and so does its −5 Defence.
    res.update_unit(unit_id, standing_order=OrderTarget(order="undermine", targets=(fort_id,)))
    _effect(res, unit_id, "undermine", rules.defence, rounds=1)
    _poured_on(res, unit_id, (fort_id,), "undermine")
    if unit_id not in res.battle.units or stats_of(res.unit(unit_id)).is_out_of_action:
        return
    need = Breakdown().base("term.undermine", rules.difficulty)
    ram = Breakdown().gm_plus("term.equipment", gear_dice(stats_of(res.unit(unit_id)), "undermine"))
    roll = res.roll(res.unit_spec(res.unit(unit_id), Ability.WARFARE, need, ram), "undermine", unit_id)
    if roll.is_success:
        fort = res.battle.fortifications[fort_id]
        lowered = fort.model_copy(update={"defence_bonus": max(fort.defence_bonus - roll.degrees, 0)})
        res.emit(FortificationSet(fortification=lowered))
        res.note(
            msg(
                "order.fortification_lowered", fortification=fort.name or fort.id, bonus=lowered.defence_bonus
            )
        )


@effect("probe")
def _probe(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    _effect(res, unit_id, "probe", rules.defence)
    dice = Breakdown().plus("term.order_dice", rules.dice)
    unit_attacks(res, unit_id, _target(res, unit_id, params), _options("probe", params, extra_dice=dice))


@effect("hammer_and_anvil")
def _hammer(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    target, anvil = _target(res, unit_id, params), params.anvil
    if anvil is None or anvil not in res.battle.units or stats_of(res.unit(anvil)).prepared is None:
        raise CommandRefused(msg("order.needs_prepared_anvil", unit=res.name(unit_id)))
    rival = res.unit(target)
    resist = res.roll(res.unit_spec(rival, Ability.ATHLETICS, None), "resist_push", target)
    need = Breakdown().base("term.opposed_athletics", resist.total)
    roll = res.roll(res.unit_spec(res.unit(unit_id), Ability.ATHLETICS, need), "drive", unit_id)
    if not roll.is_success:
        return
    end = pushed_to(res, target, res.unit(anvil).position, movement(rival) / 2, stop_at=anvil)
    _free_attacks_on_withdrawal(res, target)
    if target not in res.battle.units:
        return
    res.replace_unit(res.unit(target).model_copy(update={"position": end}))
    if res.context.map.in_contact(res.battle, target, anvil):
        res.update_unit(anvil, prepared=None)
        dice = Breakdown().plus("term.hammer_and_anvil", rules.dice)
        unit_attacks(
            res,
            anvil,
            target,
            AttackOptions(order="hammer_and_anvil", ranged=False, reach_checked=True, extra_dice=dice),
        )


@effect("prepare", "brace_for_charge")
def _prepared(res: Resolution, unit_id: str, params: OrderParams, rules: OrderRules) -> None:
    """Standing: still waiting for its moment; nothing happens until it is fired."""


def on_the_wall(res: Resolution, unit_id: str, fort_id: str) -> Point:
    import shapely
    from shapely.ops import nearest_points

    ring = shapely.Polygon([(p.x, p.y) for p in res.battle.fortifications[fort_id].outline])
    here = res.unit(unit_id).position
    point = nearest_points(ring.exterior, shapely.Point(here.x, here.y))[0]
    return Point(x=float(point.x), y=float(point.y))


def _poured_on(res: Resolution, below: str, walls: tuple[str, ...], order: str = "scale_wall") -> None:
    """Boiling oil or water: the defenders on the wall pour it on those who work at its foot.
    The text names it without detail ("No los detallaré"), so who it falls on is the GM's data
    (equipment.json ``poured_on``): by default climbers and sappers, the ram's crew with them."""
    side = res.unit(below).side
    for unit in list(res.battle.units.values()):
        if unit.side == side or below not in res.battle.units:
            continue
        pourer = stats_of(unit)
        if pourer.is_out_of_action or pourer.state is UnitState.ROUTED:
            continue  # a destroyed or fleeing garrison pours nothing
        burn = poured_damage(stats_of(unit), order)
        if burn and set(walls) & set(fortifications_beside(res.battle, unit.id)):
            res.note(msg("order.oil_poured", unit=unit.name, target=res.name(below), damage=burn))
            res.hurt_unit(below, burn)
