"""Join War and the plain actions of the timeline: aim, guard, inactive, move, signal, charms,
spells, falling back in line; a special character leaving (or acting apart, with its own Join
War), a hero taking command, the commander's fall."""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterRemoved, CharacterSet
from ...engine.turn import TurnChanged, plan_of, require_action
from ...model import (
    Battle,
    Character,
    ExaltedCharacterStats,
    ExaltedFormation,
    ExaltedUnitState,
    ExaltedUnitStats,
    Message,
    msg,
    new_id,
)
from ...model.exalted_traits import Ability, Attribute, Traits
from ...phases import record_roll
from .commands import CommanderFalls, EndDuel, JoinWar, LeaveUnit, SimpleAction, TakeCommand
from .melee import drop_lost_contact, walk_away
from .morale import enter_mob_rule, take_command
from .orders import signal_refusal
from .resolve import Resolve, check_turn, take_turn
from .tables import ActionSpec, actions, charms, morale, spell_spec
from .timeline import character_join_pool, join_war_pool, lone_join_pool
from .traits import leader

SIMPLE = (
    "aim",
    "guard",
    "inactive",
    "move",
    "signal",
    "charm",
    "spell",
    "fall_back_in_line",
    "reflexive_charm",
)


def begin_action(res: Resolve, actor: str) -> None:
    """Before a unit acts: a Skirmish change answered to a volley takes effect, and a unit
    under Mob Rule, waiting for orders, owes a rout test for the wait (from its first action
    without a commander, or once it has carried out its last order: the GM's table)."""
    unit = res.battle.units.get(actor)
    if unit is None or not isinstance(unit.stats, ExaltedUnitStats):
        return
    stats = unit.stats
    if stats.left_without_disengage:
        stats = res.update(actor, left_without_disengage=())
    drop_lost_contact(res, actor)
    stats = res.stats(actor)
    if stats.pending_skirmish:
        stats = res.update(actor, formation=ExaltedFormation.SKIRMISH, pending_skirmish=False)
    if stats.mob_rule and (stats.mob_finished or morale().mob_rule_wait_from == "first_action"):
        res.owe(actor, "rout:mob_rule_wait")


@handles(JoinWar)
def _join(battle: Battle, command: JoinWar, context: Context) -> Outcome:
    turn = battle.turn
    if turn is None or turn.awaiting is None:
        raise CommandRefused(msg("phase.no_roll_awaited"))
    require_action(battle, command.actor, turn.awaiting.kind)
    res = Resolve(battle, context, (command.entry,))
    if command.actor in battle.units and isinstance(battle.units[command.actor].stats, ExaltedUnitStats):
        stats = res.stats(command.actor)
        dice = join_war_pool(stats)
        traits = leader(stats)
    else:
        character = res.character_stats(command.actor)
        dice = character_join_pool(character)
        traits = character.traits
    result = res.test("join_war", command.actor, dice, None)
    tiebreak = traits.attribute(Attribute.WITS) + traits.ability(Ability.WAR)
    rolled = record_roll(plan_of(res.battle), turn, command.actor, result.successes, (tiebreak,))
    res.emit(TurnChanged(turn=rolled))
    message = msg("exalted.joined_war", actor=res.name(command.actor), successes=result.successes)
    return Outcome(tuple(res.events), msg("undo.exalted.join_war"), message)


@handles(SimpleAction)
def _simple(battle: Battle, command: SimpleAction, context: Context) -> Outcome:
    if command.action not in SIMPLE:
        raise CommandRefused(msg("play.unknown_action", action=command.action))
    check_turn(battle, command.actor, command.action)
    res = Resolve(battle, context)
    begin_action(res, command.actor)
    if command.actor in battle.units and isinstance(battle.units[command.actor].stats, ExaltedUnitStats):
        stats = res.stats(command.actor)
        if command.action == "move" and stats.state is ExaltedUnitState.HESITATING:
            raise CommandRefused(msg("exalted.refusal.hesitating", unit=res.name(command.actor)))
        if command.action == "signal":
            refusal = signal_refusal(stats, len(command.targets))
            if refusal is not None:
                raise CommandRefused(refusal)
        if command.action == "aim":
            res.update(command.actor, aim_bonus=actions().aim_bonus)
        if command.action == "move":
            walk_away(res, command.actor)
    elif command.action == "aim" and command.actor in battle.characters:
        lone = battle.characters[command.actor].stats
        if isinstance(lone, ExaltedCharacterStats):
            res.put_character(command.actor, lone.model_copy(update={"aim_bonus": actions().aim_bonus}))
    take_turn(res, command.actor, command.action, _own_spec(command))
    lone_stats = battle.characters[command.actor].stats if command.actor in battle.characters else None
    if isinstance(lone_stats, ExaltedCharacterStats) and command.action in ("guard", "fall_back_in_line"):
        back_in_line(res, command.actor)
    targets = ", ".join(res.name(t) for t in command.targets)
    message = msg(
        "exalted.acted",
        actor=res.name(command.actor),
        action=f"exalted.{command.action}",
        note=command.note or command.charm or (f"{command.minutes} min" if command.minutes else ""),
        targets=targets,
    )
    return Outcome(tuple(res.events), msg("undo.exalted.action", action=f"exalted.{command.action}"), message)


def _own_spec(command: SimpleAction) -> ActionSpec | None:
    """A Charm from the GM's table brings its own Speed and DV; a long spell its minutes."""
    if command.action == "charm" and command.charm:
        spec = charms().spec(command.charm)
        if spec is None:
            raise CommandRefused(msg("play.unknown_action", action=command.charm))
        return spec
    if command.action == "spell" and command.minutes:
        return spell_spec(command.minutes)
    return None


def back_in_line(res: Resolve, character_id: str) -> None:
    """A special character acting apart falls back in line: its token leaves the map."""
    unit_id = res.character_stats(character_id).unit
    if unit_id is None or unit_id not in res.battle.units:
        return
    stats = res.stats(unit_id)
    if not any(s.character == character_id for s in stats.specials):
        return
    specials = tuple(
        s.model_copy(update={"character": None}) if s.character == character_id else s for s in stats.specials
    )
    res.update(unit_id, specials=specials)
    res.emit(CharacterRemoved(character_id=character_id))
    res.leave_queue(character_id, forget_tick=True)


@handles(LeaveUnit)
def _leave(battle: Battle, command: LeaveUnit, context: Context) -> Outcome:
    """Reflexive (Speed 0, DV −0): the special character stands beside the unit, on its own."""
    res = Resolve(battle, context, (command.entry,))
    unit = res.unit(command.unit)
    stats = res.stats(command.unit)
    special = next((s for s in stats.specials if s.id == command.special), None)
    if special is None:
        raise CommandRefused(msg("exalted.refusal.no_special"))
    character_id = new_id("char")
    character = Character(
        id=character_id,
        name=special.name,
        side=unit.side,
        position=unit.position,
        stats=ExaltedCharacterStats(
            essence=special.traits.essence, traits=special.traits, kind=special.kind, unit=command.unit
        ),
    )
    res.emit(CharacterSet(character=character))
    if command.apart:
        linked = special.model_copy(update={"character": character_id})
        res.update(
            command.unit, specials=tuple(linked if s.id == command.special else s for s in stats.specials)
        )
        _own_join_war(res, character_id, special.traits)
    else:
        res.update(command.unit, specials=tuple(s for s in stats.specials if s.id != command.special))
    key = "exalted.acts_apart" if command.apart else "exalted.left_unit"
    message = msg(key, character=special.name, unit=unit.name)
    return Outcome(tuple(res.events), msg("undo.exalted.leave_unit"), message)


def _own_join_war(res: Resolve, character_id: str, traits: Traits) -> None:
    """Acting apart, the special character rolls its own Join War (Wits + Awareness) and joins
    the timeline as many ticks on as it falls short of the battle's best roll."""
    turn = res.battle.turn
    if turn is None or turn.step != "timeline":
        return  # before the battle, it rolls with everyone else
    result = res.test("join_war", character_id, lone_join_pool(traits), None)
    best = max(turn.initiative.values(), default=result.successes)
    turn = res.battle.turn
    assert turn is not None
    at = turn.tick + max(best - result.successes, 0)
    update = {
        "next_tick": {**turn.next_tick, character_id: at},
        "order": (*turn.order, character_id),
        "initiative": {**turn.initiative, character_id: result.successes},
    }
    res.emit(TurnChanged(turn=turn.model_copy(update=update)))


@handles(TakeCommand)
def _take_command(battle: Battle, command: TakeCommand, context: Context) -> Outcome:
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    if not any(s.id == command.hero and s.kind.value == "hero" for s in stats.specials):
        raise CommandRefused(msg("exalted.refusal.no_special"))
    hero = next(s for s in stats.specials if s.id == command.hero)
    res.put(command.unit, take_command(stats, command.hero))
    message = msg("exalted.took_command", hero=hero.name, unit=res.name(command.unit))
    return Outcome(tuple(res.events), msg("undo.exalted.take_command"), message)


@handles(CommanderFalls)
def _commander_falls(battle: Battle, command: CommanderFalls, context: Context) -> Outcome:
    res = Resolve(battle, context)
    fallen(res, command.unit, command.sorcerer_stays)
    return Outcome(tuple(res.events), msg("undo.exalted.commander_falls"), res_message(res, command.unit))


def fallen(res: Resolve, unit_id: str, sorcerer_stays: bool = True) -> None:
    """The commander is down: the first hero of the unit takes over, or Mob Rule begins; the
    unit tests for rout either way."""
    stats = res.stats(unit_id)
    hero = next((s for s in stats.specials if s.kind.value == "hero" and s.character is None), None)
    if hero is not None:
        res.put(unit_id, take_command(stats, hero.id))
    else:
        res.put(unit_id, enter_mob_rule(stats, sorcerer_stays))
    res.owe(unit_id, "rout:commander_slain")


def res_message(res: Resolve, unit_id: str) -> Message:
    stats = res.stats(unit_id)
    if stats.mob_rule:
        return msg("exalted.mob_rule", unit=res.name(unit_id))
    return msg("exalted.took_command", hero=stats.commander_name, unit=res.name(unit_id))


@handles(EndDuel)
def _end_duel(battle: Battle, command: EndDuel, context: Context) -> Outcome:
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    if stats.duel_with is None:
        raise CommandRefused(msg("exalted.refusal.no_duel"))
    other = stats.duel_with
    res.update(command.unit, duel_with=None)
    if other in res.battle.units:
        res.update(other, duel_with=None)
    message = msg("exalted.duel_ended", unit=res.name(command.unit), other=res.name(other))
    return Outcome(tuple(res.events), msg("undo.exalted.end_duel"), message)
