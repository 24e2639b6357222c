"""Step 7 and step 9: giving orders (a Warfare test against the order's difficulty), carrying
them out, standing orders, and prepared actions fired when their moment comes."""

from __future__ import annotations

from dataclasses import replace

from ...dice import Breakdown, RollResult, RollSpec
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet, UnitRemoved
from ...engine.turn import TurnChanged, acted, plan_of, require_action
from ...model import (
    Ability,
    AwaitedRoll,
    Battle,
    OrderTarget,
    TurnState,
    Unit,
    UnitState,
    UnitType,
    msg,
)
from ...phases import record_action
from .attacks import AttackOptions, attack_reach_refusal, unit_attacks
from .chain import issuer_rank, orders_left, side_of_issuer, why_no_orders
from .closing import RUNNING, run_in_refusal
from .commands import CarryOutOrder, FirePrepared, IssueOrder, ResolveStandingOrder
from .difficulty import order_difficulty
from .events import OrderIssued
from .morale import heal, rally, reorganise, rout
from .options import advanced_formations, advanced_orders, policy
from .order_effects import brace, carry_out
from .play_picks import fortifications_beside
from .ravage import ravage
from .resolution import Resolution, character_stats
from .round_rules import awaits_standing_order
from .setup_steps import surrender_side
from .tables import OrderRules, orders
from .values import attached_characters, is_damaged, max_health, stats_of


def _issuer_spec_rank(res: Resolution, issuer: str) -> tuple[int, int]:
    """Warfare rank and Command bonus dice of whoever gives the order."""
    if issuer in res.battle.characters:
        stats = character_stats(res.battle.characters[issuer])
        return stats.abilities.warfare, stats.command
    return issuer_rank(res.battle, issuer), 0


def _order_roll(res: Resolution, issuer: str, difficulty: Breakdown, rank: int | None = None) -> RollResult:
    base_rank, bonus = _issuer_spec_rank(res, issuer)
    if issuer in res.battle.characters:
        spec = res.character_spec(res.battle.characters[issuer], Ability.WARFARE, difficulty, bonus=bonus)
    else:
        spec = RollSpec(ability="warfare", rank=base_rank, difficulty=difficulty, policy=policy(res.battle))
    if rank is not None:  # a pincer's share of the Warfare dice; the Command bonus dice stay
        spec = spec.model_copy(update={"rank": rank})
    return res.roll(spec, "order", issuer, record=False)


def _check_unit(res: Resolution, unit: Unit, side: str, rules: OrderRules, command: IssueOrder) -> None:
    stats = stats_of(unit)
    if unit.side != side:
        raise CommandRefused(msg("order.not_our_unit", unit=unit.name))
    if stats.state is UnitState.DESTROYED:
        raise CommandRefused(msg("order.unit_destroyed", unit=unit.name))
    if stats.state is UnitState.ROUTED and command.order != "rally":
        raise CommandRefused(msg("order.unit_routed", unit=unit.name))
    if stats.idle_this_round:
        raise CommandRefused(msg("order.unit_idle", unit=unit.name))
    if rules.advanced and not advanced_orders(res.battle):
        raise CommandRefused(msg("order.advanced_off", order=command.order))
    if command.order == "change_formation" and not advanced_formations(res.battle):
        raise CommandRefused(msg("order.formations_off", unit=unit.name))
    for need in rules.requires:
        if not _meets(res, unit, need, command):
            raise CommandRefused(msg(f"order.requires_{need}", unit=unit.name, order=command.order))
    if command.order == "change_formation" and command.formation is None:
        raise CommandRefused(msg("order.needs_formation", unit=unit.name))


FROM_WHERE_IT_STANDS = frozenset({"attack", "envelop"})  # orders that attack without moving first


def _check_reach(res: Resolution, unit: Unit, command: IssueOrder) -> None:
    """A charge or a trample the unit could not run home, or an attack it could not make from
    where it stands, is refused before its order is rolled, as the dock greys it: otherwise the
    order is spent and the round waits on a carrying out that cannot happen."""
    if not command.targets:
        return
    target, maps = command.targets[0], res.context.map
    refusal = None
    if command.order in RUNNING and target in res.battle.units:
        refusal = run_in_refusal(res.battle, maps, unit.id, target)
    elif command.order in FROM_WHERE_IT_STANDS and (
        target in res.battle.units or target in res.battle.characters
    ):
        refusal = attack_reach_refusal(res.battle, maps, unit.id, target)
    if refusal is not None:
        raise CommandRefused(refusal)


def _meets(res: Resolution, unit: Unit, need: str, command: IssueOrder) -> bool:
    stats = stats_of(unit)
    if need == "routed":
        return stats.state is UnitState.ROUTED
    if need == "disorganised":
        return stats.state is UnitState.DISORGANISED
    if need == "hidden":
        return unit.hidden
    if need == "ranged":
        return stats.ranged_damage is not None
    if need == "mounted":
        return stats.mounted
    if need == "engineers":
        return stats.unit_type is UnitType.ENGINEERS
    if need == "at_wall":  # Escalar muro: the wall at the unit's feet
        return bool(fortifications_beside(res.battle, unit.id))
    if need == "damaged_pair":
        partner = res.battle.units.get(command.partner or "")
        return (
            partner is not None
            and partner.id != unit.id
            and partner.side == unit.side
            and is_damaged(stats)
            and is_damaged(stats_of(partner))
            and res.context.map.in_contact(res.battle, unit.id, partner.id)
        )
    if need == "prepared_ally":
        return any(u.side == unit.side and stats_of(u).prepared for u in res.battle.units.values())
    return True


def _new_standing(
    stats_standing: OrderTarget | None, rules: OrderRules, command: IssueOrder
) -> OrderTarget | None:
    if rules.standing is not None:
        split = command.params
        return OrderTarget(
            order=rules.standing,
            targets=command.targets,
            dice_split=split.dice_split,
            bonus_split=split.bonus_split,
        )
    if rules.resolution == "carry_out":
        return None
    return stats_standing


def _immediate(res: Resolution, unit_id: str, command: IssueOrder, roll: RollResult) -> None:
    stats = stats_of(res.unit(unit_id))
    order = command.order
    if order == "form_ranks":
        healed = heal(stats, roll.degrees).health
        res.update_unit(unit_id, health=healed)
        res.note(msg("order.ranks_formed", unit=res.name(unit_id), health=healed))
    elif order in ("rally", "reorganise"):
        after = rally(stats, advanced_formations(res.battle)) if order == "rally" else reorganise(stats)
        res.replace_unit(res.unit(unit_id).model_copy(update={"stats": after}))
        res.morale_changed(unit_id, stats.state, after)
    elif order == "change_formation" and command.formation is not None:
        res.update_unit(unit_id, formation=command.formation)
    elif order == "prepare":
        prepared = OrderTarget(
            order=command.prepared_action, targets=command.targets, condition=command.condition
        )
        res.update_unit(unit_id, prepared=prepared)
    elif order == "brace_for_charge":
        # "en el asalto posterior al uso de la orden": ready until the end of the next round,
        # and only as the unit stood when it braced.
        res.update_unit(unit_id, prepared=OrderTarget(order="brace_for_charge"))
        brace(res, unit_id)
    elif order == "ravage":
        ravage(res, unit_id, command.targets[0] if command.targets else None)
    elif order == "combine_units" and command.partner is not None:
        _combine(res, unit_id, command.partner)


def _combine(res: Resolution, unit_id: str, partner: str) -> None:
    for character in attached_characters(res.battle, partner):
        res.emit(CharacterSet(character=character.model_copy(update={"attached_to": unit_id})))
    # "una nueva unidad intacta": full Salud, organised, no disorganisation left.
    stats = stats_of(res.unit(unit_id))
    res.update_unit(unit_id, health=max_health(stats), state=UnitState.ORGANISED, disorganisations=0)
    name = res.name(partner)
    res.emit(UnitRemoved(unit_id=partner))
    res.note(msg("order.units_combined", unit=res.name(unit_id), partner=name))


def _asleep(res: Resolution, unit_id: str) -> bool:
    """A tag that blocks orders takes this one: one fewer is needed to wake the unit."""
    stats = stats_of(res.unit(unit_id))
    sleeper = next((t for t in stats.tags if t.blocks_orders > 0), None)
    if sleeper is None:
        return False
    left = sleeper.blocks_orders - 1
    tags = tuple(t.model_copy(update={"blocks_orders": left}) if t is sleeper else t for t in stats.tags)
    res.update_unit(unit_id, tags=tags)
    res.note(msg("order.wakes", unit=res.name(unit_id), tag=sleeper.name, left=left))
    return True


def _turn_after(
    battle: Battle, res: Resolution, issuer: str, side: str, awaiting: AwaitedRoll | None
) -> TurnChanged | None:
    turn = battle.turn
    if turn is None:
        return None
    spent = {**turn.spent, issuer: turn.spent.get(issuer, 0) + 1}
    moved = record_action(plan_of(battle), res.battle, turn, side, "order")
    return TurnChanged(turn=moved.model_copy(update={"spent": spent, "awaiting": awaiting}))


def _note_ordered(res: Resolution, issuer: str, unit_ids: tuple[str, ...]) -> None:
    if issuer in res.battle.characters:
        known = character_stats(res.battle.characters[issuer]).ordered_units
        res.update_character(issuer, ordered_units=tuple(dict.fromkeys((*known, *unit_ids))))


def _outcome_word(roll: RollResult) -> str:
    return roll.outcome.value


def terrain_blind(context: Context) -> Context:
    """The context of an order that ignores the terrain: "un comandante puede gastar un punto de
    Destino para ignorar los efectos del terreno para una orden"."""
    return replace(context, map=context.map.without_terrain())


def _order_context(context: Context, battle: Battle, unit_id: str) -> Context:
    unit = battle.units.get(unit_id)
    return terrain_blind(context) if unit is not None and stats_of(unit).destiny_order else context


def _spend_destiny(res: Resolution, command: IssueOrder) -> None:
    issuer = res.battle.characters.get(command.issuer)
    left = character_stats(issuer).destiny if issuer is not None else 0
    if issuer is None or left <= 0:
        raise CommandRefused(msg("order.no_destiny", issuer=res.name(command.issuer)))
    res.update_character(issuer.id, destiny=left - 1)
    res.note(msg("order.destiny_spent", issuer=issuer.name, left=left - 1))


@handles(IssueOrder)
def _issue(battle: Battle, command: IssueOrder, context: Context) -> Outcome:
    if command.destiny:
        context = terrain_blind(context)
    res = Resolution(battle, context, command.entries)
    side = side_of_issuer(battle, command.issuer)
    if side is None:
        raise CommandRefused(msg("token.unknown", token=command.issuer))
    require_action(battle, side.id, "order")
    if orders_left(battle, command.issuer) <= 0:
        raise CommandRefused(why_no_orders(battle, command.issuer))
    rules = orders().get(command.order)
    if rules is None:
        raise CommandRefused(msg("order.unknown", order=command.order))
    if rules.no_unit:
        return _surrender(battle, res, command, side.id)
    if command.order == "pincer":
        return _pincer(battle, res, command, side.id)
    unit = res.unit(command.unit or "")
    _check_unit(res, unit, side.id, rules, command)
    _check_reach(res, unit, command)
    if command.destiny:
        _spend_destiny(res, command)
    difficulty = order_difficulty(battle, unit, command.order, command.formation, command.equipped)
    roll = _order_roll(res, command.issuer, difficulty)
    stats = stats_of(unit)
    wasted = not roll.is_success and (roll.is_critical_failure or stats.standing_order is None)
    message = msg(
        "order.issued",
        issuer=res.name(command.issuer),
        order=command.order,
        unit=unit.name,
        total=roll.total,
        difficulty=difficulty.total,
        outcome=_outcome_word(roll),
    )
    res.emit(
        OrderIssued(
            issuer=command.issuer,
            side=side.id,
            unit=unit.id,
            order=command.order,
            difficulty=difficulty,
            roll=roll,
            success=roll.is_success,
            wasted=wasted,
            message=message,
        )
    )
    res.update_unit(unit.id, orders_this_round=stats.orders_this_round + 1)
    _note_ordered(res, command.issuer, (unit.id,))
    awaiting = None
    if roll.is_success and _asleep(res, unit.id):
        pass  # the order only wakes it (a tag's house rule)
    elif roll.is_success:
        res.update_unit(
            unit.id,
            received_order_this_round=True,
            standing_order=_new_standing(stats.standing_order, rules, command),
            destiny_order=command.destiny,
        )
        if rules.resolution == "immediate":
            _immediate(res, unit.id, command, roll)
            res.update_unit(unit.id, destiny_order=False)
        else:
            awaiting = AwaitedRoll(kind="carry_out", actors=(side.id,), subject=unit.id, detail=command.order)
    elif rules.rout_on_failure:
        before = stats_of(res.unit(unit.id))
        after = rout(before)
        res.replace_unit(res.unit(unit.id).model_copy(update={"stats": after}))
        res.morale_changed(unit.id, before.state, after)
    else:
        res.note(msg("order.wasted" if wasted else "order.keeps_standing", unit=unit.name))
    if roll.is_critical_failure and unit.id in res.battle.units:
        # "la unidad no hará nada y la orden se pierde": not even its standing order in step 9.
        res.update_unit(unit.id, idle_this_round=True)
    res.emit(_turn_after(battle, res, command.issuer, side.id, awaiting))
    return Outcome(tuple(res.events), msg("undo.issue_order", order=command.order), message)


def _surrender(battle: Battle, res: Resolution, command: IssueOrder, side: str) -> Outcome:
    for unit in [u for u in battle.units.values() if u.side == side]:
        stats = stats_of(unit)
        if stats.state not in (UnitState.ORGANISED, UnitState.DISORGANISED):
            continue
        roll = _order_roll(res, command.issuer, order_difficulty(res.battle, unit, "surrender"))
        if not roll.is_success:
            after = rout(stats)
            res.replace_unit(unit.model_copy(update={"stats": after}))
            res.morale_changed(unit.id, stats.state, after)
    surrender_side(res, side)
    message = msg("order.surrender", issuer=res.name(command.issuer), side=res.name(side))
    res.emit(_turn_after(battle, res, command.issuer, side, None))
    return Outcome(tuple(res.events), msg("undo.issue_order", order="surrender"), message)


def _pincer(battle: Battle, res: Resolution, command: IssueOrder, side: str) -> Outcome:
    units = (command.unit or "", command.second_unit or "")
    rank, _ = _issuer_spec_rank(res, command.issuer)
    split = command.dice_split
    if len(split) != 2 or min(split) < 1 or sum(split) > rank or not command.targets:
        raise CommandRefused(msg("order.bad_pincer", rank=rank))
    rules = orders()["pincer"]
    first, second = (res.battle.units.get(u) for u in units)
    if first is None or second is None or first.id == second.id:
        raise CommandRefused(msg("order.bad_pincer", rank=rank))
    if res.context.map.distance(res.battle, first.id, second.id) > rules.near_m:
        raise CommandRefused(
            msg("order.pincer_apart", first=first.name, second=second.name, metres=rules.near_m)
        )
    rolls = []
    for unit_id, dice in zip(units, split, strict=True):
        unit = res.unit(unit_id)
        _check_unit(res, unit, side, rules, command)
        difficulty = order_difficulty(res.battle, unit, "pincer")
        roll = _order_roll(res, command.issuer, difficulty, rank=dice)
        rolls.append(roll)
        res.emit(
            OrderIssued(
                issuer=command.issuer,
                side=side,
                unit=unit_id,
                order="pincer",
                difficulty=difficulty,
                roll=roll,
                success=roll.is_success,
                wasted=not roll.is_success,
                message=msg(
                    "order.issued",
                    issuer=res.name(command.issuer),
                    order="pincer",
                    unit=unit.name,
                    total=roll.total,
                    difficulty=difficulty.total,
                    outcome=_outcome_word(roll),
                ),
            )
        )
        res.update_unit(unit_id, orders_this_round=stats_of(unit).orders_this_round + 1)
        if roll.is_critical_failure:
            # The unit whose share failed critically does nothing this round, as for any order.
            res.update_unit(unit_id, idle_this_round=True)
    _note_ordered(res, command.issuer, units)
    if all(r.is_success for r in rolls):
        dice_bonus = Breakdown().plus("term.pincer", rules.dice)
        for unit_id in units:
            # "un único ataque": the pincer leaves no standing order of its own behind.
            res.update_unit(unit_id, received_order_this_round=True, acted_this_round=True)
            unit_attacks(
                res,
                unit_id,
                command.targets[0],
                AttackOptions(order="pincer", extra_dice=dice_bonus, flank=command.params.flank),
            )
    message = msg(
        "order.pincer",
        issuer=res.name(command.issuer),
        first=res.name(units[0]),
        second=res.name(units[1]),
        success=int(all(r.is_success for r in rolls)),
    )
    res.emit(_turn_after(battle, res, command.issuer, side, None))
    return Outcome(tuple(res.events), msg("undo.issue_order", order="pincer"), message)


def _awaited_order(turn: TurnState | None, unit: str) -> tuple[str, str] | None:
    if turn is None or turn.awaiting is None or turn.awaiting.kind != "carry_out":
        return None
    if turn.awaiting.subject != unit:
        return None
    return turn.awaiting.actors[0], turn.awaiting.detail


@handles(CarryOutOrder)
def _carry_out(battle: Battle, command: CarryOutOrder, context: Context) -> Outcome:
    res = Resolution(battle, _order_context(context, battle, command.unit), command.entries)
    unit = res.unit(command.unit)
    awaited = _awaited_order(battle.turn, command.unit)
    if awaited is None:
        require_action(battle, unit.side, "carry_out")  # refuses with the step's reason
        standing = stats_of(unit).standing_order
        order = command.order or (standing.order if standing else "")
    else:
        order = awaited[1]
    carry_out(res, unit.id, order, command.params)
    if stats_of(unit).destiny_order and unit.id in res.battle.units:
        res.update_unit(unit.id, destiny_order=False)  # the point covered this one order
    if battle.turn is not None:
        res.emit(
            TurnChanged(
                turn=res.battle.turn.model_copy(update={"awaiting": None}) if res.battle.turn else None
            )
        )
    message = msg("order.carried_out", unit=unit.name, order=order)
    return Outcome(tuple(res.events), msg("undo.carry_out", order=order), message)


@handles(ResolveStandingOrder)
def _standing(battle: Battle, command: ResolveStandingOrder, context: Context) -> Outcome:
    res = Resolution(battle, context, command.entries)
    unit = res.unit(command.unit)
    require_action(battle, unit.side, "standing_order")
    if stats_of(unit).state is UnitState.ROUTED and awaits_standing_order(unit):
        res.flee(unit.id)
        res.emit(acted(res.battle, unit.side, "standing_order"))
        message = msg("morale.keeps_fleeing", unit=unit.name)
        return Outcome(tuple(res.events), msg("undo.standing_order", order="flee"), message)
    standing = stats_of(unit).standing_order
    if standing is None or not awaits_standing_order(unit, battle):
        raise CommandRefused(msg("order.no_standing_order", unit=unit.name))
    params = command.params
    if not params.targets and standing.targets:
        params = replace(params, targets=standing.targets)
    if not params.dice_split and standing.dice_split:
        params = replace(params, dice_split=standing.dice_split, bonus_split=standing.bonus_split)
    carry_out(res, unit.id, standing.order, params)
    res.emit(acted(res.battle, unit.side, "standing_order"))
    message = msg("order.standing_resolved", unit=unit.name, order=standing.order)
    return Outcome(tuple(res.events), msg("undo.standing_order", order=standing.order), message)


@handles(FirePrepared)
def _fire_prepared(battle: Battle, command: FirePrepared, context: Context) -> Outcome:
    res = Resolution(battle, context, command.entries)
    unit = res.unit(command.unit)
    prepared = stats_of(unit).prepared
    if prepared is None or prepared.order == "brace_for_charge":
        raise CommandRefused(msg("order.nothing_prepared", unit=unit.name))
    params = command.params
    if not params.targets and prepared.targets:
        params = replace(params, targets=prepared.targets)
    res.update_unit(unit.id, prepared=None)
    carry_out(res, unit.id, prepared.order, params)
    message = msg("order.prepared_fired", unit=unit.name, order=prepared.order, condition=prepared.condition)
    return Outcome(tuple(res.events), msg("undo.fire_prepared"), message)
