"""Acción: carrying out a declared action in turn, delaying it, inserting it later, and the
defence an attacked character answers with before the dice are rolled."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Event, Outcome, handles
from ...engine.map_queries import MapQueries
from ...engine.turn import TurnChanged
from ...model import AquelarreCharacterStats, AquelarreDeclared, AwaitedRoll, Battle, TurnState, msg
from ...phases import budget_rule
from .blows import out_of_action
from .bout import Bout
from .commands import CarryOut, Defend, Delay, LeaveGuard
from .declaration import ACTIONS_PER_ROUND
from .defences import (
    FULL_DEFENCE_KINDS,
    REACTIVE,
    check_other_kind,
    dodged_already,
    second_defences,
    shot_is_near,
    usable,
)
from .events import Feed
from .lost import impossible, needs_turn, wait_for_foe
from .others import other_action
from .percentages import TAKES_ATTACK_MODIFIERS, actions, modifiers
from .ranges import range_band
from .reach import CHARGES, beyond_reach, charge_home
from .round_steps import stats_of
from .situation import distance_varas, first_round_surprise
from .strike import AIM, strike, weapon_of

DEFENCE = "aquelarre.defence"


def _in_action_step(battle: Battle) -> TurnState | None:
    turn = battle.turn
    if turn is not None and turn.step != "action":
        raise CommandRefused(msg("aquelarre.refuse.not_action_step"))
    if turn is not None and turn.awaiting is not None:
        raise CommandRefused(msg("aquelarre.refuse.defence_awaited"))
    return turn


def _entry(stats: AquelarreCharacterStats, index: int) -> AquelarreDeclared:
    if not 0 <= index < len(stats.declared):
        raise CommandRefused(msg("aquelarre.refuse.no_such_action"))
    return stats.declared[index]


@budget_rule("aquelarre.to_carry_out")
def _to_carry_out(battle: Battle, who: str) -> int:
    """Acción: only who has something to do in turn holds a place in the queue; defences wait
    to be attacked and are answered at any moment."""
    token = battle.characters.get(who)
    stats = token.stats if token is not None else None
    if not isinstance(stats, AquelarreCharacterStats):
        return ACTIONS_PER_ROUND
    waiting = any(needs_turn(e) for e in stats.declared)
    return ACTIONS_PER_ROUND if waiting else 0


def at_the_same_time(turn: TurnState | None, who: str) -> frozenset[str]:
    """Those whose Iniciativa ties with ``who``'s through every tie-break: the text has them act
    at the same time."""
    if turn is None or who not in turn.initiative:
        return frozenset()
    mark = (turn.initiative[who], tuple(turn.tiebreaks.get(who, ())))
    return frozenset(a for a, v in turn.initiative.items() if (v, tuple(turn.tiebreaks.get(a, ()))) == mark)


def _check_turn(turn: TurnState | None, actor: str, entry: AquelarreDeclared) -> None:
    if not needs_turn(entry):
        raise CommandRefused(msg("aquelarre.refuse.not_to_carry_out"))
    if turn is not None and entry.state == "pending" and turn.actor != actor:
        raise CommandRefused(msg("aquelarre.refuse.not_your_turn"))


def _mark(bout: Bout, who: str, index: int, state: str) -> None:
    stats = bout.stats(who)
    declared = list(stats.declared)
    declared[index] = declared[index].model_copy(
        update={"state": state, "answers": {}, "second": {}, "defence_ticks": {}}
    )
    bout.update(who, declared=tuple(declared))


def _turn_after(turn: TurnState | None, bout: Bout, who: str, cost: int) -> tuple[Event, ...]:
    if turn is None:
        return ()
    stats = bout.stats(who)
    budgets = {**turn.budgets, who: max(turn.budgets.get(who, 0) - cost, 0)}
    waiting = any(e.state == "pending" and needs_turn(e) for e in stats.declared)
    queue = turn.queue if waiting else tuple(a for a in turn.queue if a != who)
    # A fallen character's turn is gone too, unless it falls at the moment it acts.
    queue = tuple(a for a in queue if not bout.stats(a).is_out_of_action or a in bout.simultaneous)
    return (TurnChanged(turn=turn.model_copy(update={"budgets": budgets, "queue": queue, "awaiting": None})),)


@handles(CarryOut)
def _carry_out(battle: Battle, command: CarryOut, context: Context) -> Outcome:
    turn = _in_action_step(battle)
    stats = stats_of(battle, command.actor)
    entry = _entry(stats, command.index)
    _check_turn(turn, command.actor, entry)
    bout = Bout(battle, context.map, Feed(context.dice, command.entries))
    bout.simultaneous = at_the_same_time(turn, command.actor)
    cost = actions()[entry.action].actions_used
    name = bout.name(command.actor)
    lost = impossible(battle, context.map, command.actor, entry)
    if lost is not None:
        _mark(bout, command.actor, command.index, "lost")
        bout.note(command.actor, lost)
        line = msg("aquelarre.log.lost", actor=name, action=f"aquelarre.{entry.action}")
        return Outcome(
            bout.all_events(_turn_after(turn, bout, command.actor, cost)), msg("undo.aquelarre.act"), line
        )
    rule = actions()[entry.action]
    wait_for_foe(battle, entry)
    if command.extra:
        entry = _with_ticks(bout, command.actor, command.index, entry, command.extra, rule.kind)
    line = msg("aquelarre.log.carried_out", actor=name, action=f"aquelarre.{entry.action}")
    if rule.kind != "attack":
        made = other_action(bout, command.actor, entry)
        _mark(bout, command.actor, command.index, made)
        return Outcome(
            bout.all_events(_turn_after(turn, bout, command.actor, cost)), msg("undo.aquelarre.act"), line
        )
    if rule.ranged:
        weapon = weapon_of(bout, command.actor, entry)
        far = distance_varas(battle, context.map, command.actor, entry.targets[0])
        if range_band(far, weapon, stats.strength) is None:
            raise CommandRefused(msg("aquelarre.refuse.out_of_range", varas=round(far, 1)))
    moved: tuple[Event, ...] = ()
    if entry.action in CHARGES and entry.targets:
        battle, moved = charge_home(battle, command.actor, entry.targets[0])
        bout.battle = battle
    too_far = beyond_reach(battle, context.map, command.actor, entry)
    if too_far is not None:
        raise CommandRefused(too_far)
    waiting = _defenders(battle, context.map, command.actor, command.index, entry)
    if waiting and turn is not None:
        awaiting = AwaitedRoll(kind=DEFENCE, actors=waiting, subject=command.actor, detail=str(command.index))
        ask = msg(
            "aquelarre.log.defence_asked",
            actor=name,
            action=f"aquelarre.{entry.action}",
            target=", ".join(bout.name(t) for t in waiting),
        )
        bout.note(command.actor, ask)
        return Outcome(
            (*moved, *bout.all_events(), TurnChanged(turn=turn.model_copy(update={"awaiting": awaiting}))),
            msg("undo.aquelarre.act"),
            ask,
        )
    for target in _surprised(battle, command.actor, entry):
        # The defence it declared is not asked for: the log says why, where it happens.
        bout.note(target, msg("aquelarre.log.surprised_no_defence", actor=bout.name(target), attacker=name))
    strike(bout, command.actor, command.index, {})
    _finish(bout, command.actor, command.index)
    return Outcome(
        (*moved, *bout.all_events(_turn_after(turn, bout, command.actor, cost))),
        msg("undo.aquelarre.act"),
        line,
    )


def _with_ticks(
    bout: Bout, who: str, index: int, entry: AquelarreDeclared, ticks: tuple[str, ...], kind: str
) -> AquelarreDeclared:
    """The GM's situational modifiers, kept on the attack until its roll (after any defence); a
    Treta takes them too."""
    if kind != "attack" and entry.action not in TAKES_ATTACK_MODIFIERS:
        raise CommandRefused(msg("aquelarre.refuse.modifiers_need_attack"))
    table = modifiers().attack
    for key in ticks:
        if key not in table:
            raise CommandRefused(msg("aquelarre.refuse.unknown_modifier", modifier=key))
    if len({key for key in ticks if key.startswith(AIM)}) > 1:  # one blow, one place aimed at
        raise CommandRefused(msg("aquelarre.refuse.one_aim"))
    ticked = entry.model_copy(update={"situational": tuple(dict.fromkeys(ticks))})
    declared = list(bout.stats(who).declared)
    declared[index] = ticked
    bout.update(who, declared=tuple(declared))
    return ticked


def _surprised(battle: Battle, attacker: str, entry: AquelarreDeclared) -> tuple[str, ...]:
    """The targets holding a defence that surprise keeps from answering this quicker attacker."""
    turn = battle.turn
    initiative = turn.initiative if turn is not None else {}
    found = []
    for target in entry.targets:
        if target not in battle.characters:
            continue
        stats = stats_of(battle, target)
        held = any(e.action in REACTIVE and e.state in ("pending", "delayed") for e in stats.declared)
        quicker = initiative.get(attacker, 0) > initiative.get(target, 0)
        if held and quicker and first_round_surprise(battle, stats):
            found.append(target)
    return tuple(found)


def _defenders(
    battle: Battle, maps: MapQueries, attacker: str, index: int, entry: AquelarreDeclared
) -> tuple[str, ...]:
    """The targets who still hold a defence that can answer this attack."""
    turn = battle.turn
    ranged = actions()[entry.action].ranged
    near = ranged and shot_is_near(battle, maps, attacker, entry)
    initiative = turn.initiative if turn is not None else {}
    found = []
    for target in entry.targets:
        if target in entry.answers:
            continue
        stats = stats_of(battle, target)
        if dodged_already(stats, attacker) and not ranged:
            continue
        if any(
            usable(
                battle,
                maps,
                stats,
                e,
                attacker,
                entry.action,
                ranged,
                initiative.get(attacker, 0),
                initiative.get(target, 0),
                near,
                target,
            )
            for e in stats.declared
        ):
            found.append(target)
    return tuple(found)


def _finish(bout: Bout, attacker: str, index: int) -> None:
    _mark(bout, attacker, index, "done")
    for who in list(bout.changed):
        if bout.stats(who).is_out_of_action:
            out_of_action(bout, who)


def _made_as(entry: AquelarreDeclared, how: str) -> AquelarreDeclared:
    """Defensa completa: the defender says what it is made as, once for the round."""
    if entry.action != "full_defence" or how not in FULL_DEFENCE_KINDS or entry.manner not in (None, how):
        raise CommandRefused(msg("aquelarre.refuse.full_defence_kind"))
    return entry.model_copy(update={"manner": how})


@handles(Defend)
def _defend(battle: Battle, command: Defend, context: Context) -> Outcome:
    turn = battle.turn
    if (
        turn is None
        or turn.awaiting is None
        or turn.awaiting.kind != DEFENCE
        or command.defender not in turn.awaiting.actors
    ):
        raise CommandRefused(msg("aquelarre.refuse.no_defence_awaited"))
    attacker, index = turn.awaiting.subject, int(turn.awaiting.detail)
    attack = stats_of(battle, attacker).declared[index]
    defender = stats_of(battle, command.defender)
    ranged = actions()[attack.action].ranged
    if command.index is not None:
        entry = _entry(defender, command.index)
        if command.how is not None:
            entry = _made_as(entry, command.how)
            declared = list(defender.declared)
            declared[command.index] = entry
            defender = defender.model_copy(update={"declared": tuple(declared)})
        if not usable(
            battle,
            context.map,
            defender,
            entry,
            attacker,
            attack.action,
            ranged,
            turn.initiative.get(attacker, 0),
            turn.initiative.get(command.defender, 0),
            ranged and shot_is_near(battle, context.map, attacker, attack),
            command.defender,
        ):
            raise CommandRefused(
                msg("aquelarre.refuse.defence_not_usable", action=f"aquelarre.{entry.action}")
            )
    for key in command.extra:
        if key not in modifiers().defence:
            raise CommandRefused(msg("aquelarre.refuse.unknown_modifier", modifier=key))
    if command.extra:
        ticked = {**attack.defence_ticks, command.defender: tuple(dict.fromkeys(command.extra))}
        attack = attack.model_copy(update={"defence_ticks": ticked})
    bout = Bout(battle, context.map, Feed(context.dice, command.entries))
    bout.simultaneous = at_the_same_time(turn, attacker)
    bout.update(command.defender, declared=defender.declared)  # a Defensa completa's kind, if chosen
    chosen_index = -1 if command.index is None else command.index
    keep_waiting = False
    if attack.action == "double" and attack.answers.get(command.defender, -1) >= 0:
        check_other_kind(defender, attack.answers[command.defender], command.index, ranged)
        attack = attack.model_copy(update={"second": {**attack.second, command.defender: chosen_index}})
    else:
        attack = attack.model_copy(update={"answers": {**attack.answers, command.defender: chosen_index}})
        keep_waiting = (
            attack.action == "double"
            and command.index is not None
            and bool(
                second_defences(battle, context.map, defender, command.index, attacker, command.defender)
            )
        )
    answers = attack.answers
    declared = list(bout.stats(attacker).declared)
    declared[index] = attack
    bout.update(attacker, declared=tuple(declared))
    left = tuple(a for a in turn.awaiting.actors if a != command.defender or keep_waiting)
    chosen = msg(
        "aquelarre.log.defence_chosen" if command.index is not None else "aquelarre.log.no_defence",
        actor=bout.name(command.defender),
        action=f"aquelarre.{defender.declared[command.index].action}" if command.index is not None else "",
    )
    if left:
        awaiting = turn.awaiting.model_copy(update={"actors": left})
        return Outcome(
            (*bout.all_events(), TurnChanged(turn=turn.model_copy(update={"awaiting": awaiting}))),
            msg("undo.aquelarre.defend"),
            chosen,
        )
    strike(bout, attacker, index, {t: (None if a < 0 else a) for t, a in answers.items()})
    _finish(bout, attacker, index)
    cost = actions()[attack.action].actions_used
    return Outcome(
        bout.all_events(_turn_after(turn, bout, attacker, cost)), msg("undo.aquelarre.defend"), chosen
    )


@handles(Delay)
def _delay(battle: Battle, command: Delay, context: Context) -> Outcome:
    turn = _in_action_step(battle)
    stats = stats_of(battle, command.actor)
    entry = _entry(stats, command.index)
    if entry.state != "pending":
        raise CommandRefused(msg("aquelarre.refuse.not_to_carry_out"))
    _check_turn(turn, command.actor, entry)
    bout = Bout(battle, context.map, Feed(context.dice))
    _mark(bout, command.actor, command.index, "delayed")
    line = msg("aquelarre.log.delayed", actor=bout.name(command.actor), action=f"aquelarre.{entry.action}")
    return Outcome(
        bout.all_events(_turn_after(turn, bout, command.actor, 0)), msg("undo.aquelarre.delay"), line
    )


@handles(LeaveGuard)
def _leave_guard(battle: Battle, command: LeaveGuard, context: Context) -> Outcome:
    stats = stats_of(battle, command.actor)
    if not stats.full_guard:
        raise CommandRefused(msg("aquelarre.refuse.not_in_guard"))
    bout = Bout(battle, context.map, Feed(context.dice))
    bout.update(command.actor, full_guard=False)
    line = msg("aquelarre.log.left_guard", actor=bout.name(command.actor))
    return Outcome(bout.all_events(), msg("undo.aquelarre.leave_guard"), line)
