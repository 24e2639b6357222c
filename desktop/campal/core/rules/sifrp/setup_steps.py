"""The steps before the orders: the field, deployment, parley, initiative and siege engines;
and the command structure the GM sets up."""

from __future__ import annotations

from ...dice import Breakdown, RollSpec, passive_value
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.field import FieldChanged
from ...engine.tokens import SideReplaced
from ...engine.turn import TurnChanged, acted, plan_of, require_action
from ...model import Ability, Battle, Conditions, SifrpSideStats, msg
from ...phases import record_roll
from .attacks import record_attack
from .chain import issuer_rank, max_heroes, max_lieutenants, orders_left
from .commands import (
    AssignCommand,
    AttackEnvoy,
    FireSiegeEngines,
    HideUnit,
    Parley,
    RollInitiative,
    SetConditions,
    SurrenderAtParley,
)
from .options import policy
from .resolution import Resolution, character_stats
from .tables import siege_engines, warfare
from .values import current_round, defence, stats_of


def side_stats(res: Resolution, side_id: str) -> SifrpSideStats:
    side = res.battle.sides[side_id]
    return side.stats if side.stats is not None else SifrpSideStats()


def update_side(res: Resolution, side_id: str, **changes: object) -> None:
    side = res.battle.sides[side_id]
    res.emit(
        SideReplaced(
            side=side.model_copy(update={"stats": side_stats(res, side_id).model_copy(update=changes)})
        )
    )


def surrender_side(res: Resolution, side_id: str) -> None:
    update_side(res, side_id, surrendered=True)


def _known_side(battle: Battle, side_id: str) -> None:
    if side_id not in battle.sides:
        raise CommandRefused(msg("token.unknown", token=side_id))


@handles(AssignCommand)
def _assign(battle: Battle, command: AssignCommand, context: Context) -> Outcome:
    _known_side(battle, command.side)
    for cid in (*((command.commander,) if command.commander else ()), *command.lieutenants, *command.heroes):
        if cid not in battle.characters or battle.characters[cid].side != command.side:
            raise CommandRefused(msg("command.not_a_character_of_side", character=cid))
    limit = max_lieutenants(battle, command.side)
    if len(command.lieutenants) > limit:
        raise CommandRefused(msg("command.too_many_lieutenants", limit=limit))
    commander = battle.characters.get(command.commander or "")
    heroes = max_heroes(battle, commander)
    if len(command.heroes) > heroes:
        raise CommandRefused(msg("command.too_many_heroes", limit=heroes))
    side = battle.sides[command.side].model_copy(
        update={"commander": command.commander, "lieutenants": command.lieutenants, "heroes": command.heroes}
    )
    message = msg("command.assigned", side=side.name, commander=commander.name if commander else "")
    logged = message if battle.turn is not None else None
    return Outcome((SideReplaced(side=side),), msg("undo.assign_command"), logged)


@handles(SetConditions)
def _conditions(battle: Battle, command: SetConditions, context: Context) -> Outcome:
    require_action(battle, None, "set_conditions")
    field = battle.field.model_copy(
        update={"conditions": Conditions(light=command.light, weather=command.weather)}
    )
    message = msg("field.conditions", light=command.light.value, weather=command.weather.value)
    return Outcome((FieldChanged(field=field),), msg("undo.set_conditions"), message)


@handles(HideUnit)
def _hide(battle: Battle, command: HideUnit, context: Context) -> Outcome:
    require_action(battle, None, "hide_unit")
    res = Resolution(battle, context, (command.entry,) if command.entry else ())
    unit = res.unit(command.unit)
    enemy = context.map.nearest_enemy_unit(battle, unit.id)
    awareness = stats_of(res.unit(enemy)).abilities.awareness if enemy else 0
    need = Breakdown().base("term.passive_awareness", passive_value(awareness), unit=res.name(enemy or ""))
    roll = res.unit_test(unit.id, Ability.STEALTH, need, "hide")
    if roll.is_success:
        res.replace_unit(res.unit(unit.id).model_copy(update={"hidden": True}))
        res.update_unit(unit.id, first_attack_bonus=True)
    key = "deploy.hidden" if roll.is_success else "deploy.spotted"
    return Outcome(
        tuple(res.events),
        msg("undo.hide_unit"),
        msg(key, unit=unit.name, total=roll.total, difficulty=need.total),
    )


@handles(Parley)
def _parley(battle: Battle, command: Parley, context: Context) -> Outcome:
    _known_side(battle, command.side)
    require_action(battle, None, "parley")
    message = msg("parley.terms", side=battle.sides[command.side].name, terms=command.terms)
    return Outcome((), msg("undo.parley"), message)


@handles(AttackEnvoy)
def _attack_envoy(battle: Battle, command: AttackEnvoy, context: Context) -> Outcome:
    _known_side(battle, command.side)
    require_action(battle, None, "attack_envoy")
    res = Resolution(battle, context)
    die = warfare().envoy_influence_die
    if command.entry is not None and command.entry.faces:
        loss = command.entry.faces[0]
        if not 1 <= loss <= die:
            raise CommandRefused(msg("dice.bad_face", face=loss))
    else:
        loss = context.dice.roll(1, die)[0]
    stats = side_stats(res, command.side)
    update_side(
        res, command.side, influence_lost=stats.influence_lost + loss, infamous_acts=stats.infamous_acts + 1
    )
    message = msg("parley.envoy_attacked", side=res.name(command.side), influence=loss)
    return Outcome(tuple(res.events), msg("undo.attack_envoy"), message)


@handles(SurrenderAtParley)
def _surrender(battle: Battle, command: SurrenderAtParley, context: Context) -> Outcome:
    _known_side(battle, command.side)
    require_action(battle, None, "surrender")
    res = Resolution(battle, context)
    surrender_side(res, command.side)
    return Outcome(
        tuple(res.events), msg("undo.surrender"), msg("parley.surrendered", side=res.name(command.side))
    )


@handles(RollInitiative)
def _initiative(battle: Battle, command: RollInitiative, context: Context) -> Outcome:
    _known_side(battle, command.side)
    require_action(battle, command.side, "initiative")
    res = Resolution(battle, context, (command.entry,) if command.entry else ())
    side = battle.sides[command.side]
    leader = battle.characters.get(side.commander or "")
    if leader is not None:
        stats = character_stats(leader)
        spec = res.character_spec(leader, Ability.WARFARE, None, bonus=stats.strategy)
        tiebreak = (stats.abilities.warfare, stats.strategy)
    else:
        # An army without its chain of command rolls as its single order does: the Warfare of
        # the best of its characters still on the field (a unit's 2 when none is).
        rank = issuer_rank(battle, command.side)
        spec = RollSpec(ability="warfare", rank=rank, policy=policy(battle))
        tiebreak = (rank, 0)
    roll = res.roll(spec, "initiative", command.side)
    if battle.turn is not None:
        res.emit(
            TurnChanged(turn=record_roll(plan_of(battle), battle.turn, command.side, roll.total, tiebreak))
        )
    message = msg("initiative.rolled", side=side.name, total=roll.total)
    return Outcome(tuple(res.events), msg("undo.initiative"), message)


@handles(FireSiegeEngines)
def _siege(battle: Battle, command: FireSiegeEngines, context: Context) -> Outcome:
    _known_side(battle, command.side)
    require_action(battle, command.side, "fire_siege")
    res = Resolution(battle, context, command.entries)
    side = battle.sides[command.side]
    leader = battle.characters.get(side.commander or "")
    limit = character_stats(leader).abilities.warfare if leader else 1
    if len(command.shots) > limit:
        raise CommandRefused(msg("siege.too_many_engines", limit=limit))
    # "Cada bando puede utilizar una orden para disparar": the order is the commander's (the
    # army's single one without a commander), and it is not there to give again in step 7.
    issuer = leader.id if leader is not None else side.id
    if battle.turn is not None and orders_left(battle, issuer) <= 0:
        raise CommandRefused(msg("order.no_orders_left", issuer=res.name(issuer)))
    now = current_round(battle)
    for shot in command.shots:
        _fire(res, shot.engineers, shot.engine, shot.target, now, command.side)
    res.emit(acted(res.battle, command.side, "fire_siege"))
    turn = res.battle.turn
    if turn is not None:
        spent = {**turn.spent, issuer: turn.spent.get(issuer, 0) + 1}
        res.emit(TurnChanged(turn=turn.model_copy(update={"spent": spent})))
    message = msg("siege.fired", side=side.name, count=len(command.shots))
    return Outcome(tuple(res.events), msg("undo.fire_siege"), message)


def _fire(res: Resolution, engineers: str, index: int, target: str, now: int, side: str) -> None:
    unit = res.unit(engineers)
    stats = stats_of(unit)
    if unit.side != side or not 0 <= index < len(stats.siege_engines):
        raise CommandRefused(msg("siege.no_engine", unit=unit.name, engine=index))
    engine = stats.siege_engines[index]
    if engine.fired_round is not None and now - engine.fired_round <= warfare().siege_idle_rounds:
        raise CommandRefused(msg("siege.reloading", unit=unit.name, engine=engine.kind))
    rules = siege_engines().get(engine.kind)
    if rules is None:
        raise CommandRefused(msg("siege.unknown_engine", engine=engine.kind))
    if res.context.map.denies_siege_engines(res.battle, engineers):  # "negar armas de asedio"
        raise CommandRefused(msg("siege.ground_denies", unit=unit.name, engine=engine.kind))
    if res.context.map.distance(res.battle, engineers, target) > rules.range_m:
        raise CommandRefused(msg("attack.out_of_range", attacker=unit.name, target=res.name(target)))
    fortified = res.context.map.fortification_bonus(res.battle, target)
    need = defence(res.battle, res.unit(target), "ranged", fortified)
    roll = res.roll(res.unit_spec(unit, Ability.WARFARE, need), "siege", engineers, record=False)
    base = Breakdown().base("term.siege_damage", rules.damage, engine=engine.kind)
    engines = tuple(
        e.model_copy(update={"fired_round": now}) if i == index else e
        for i, e in enumerate(stats.siege_engines)
    )
    res.update_unit(engineers, siege_engines=engines)
    damage = record_attack(res, engineers, target, f"siege:{engine.kind}", roll, base)
    res.hurt_unit(target, damage)
