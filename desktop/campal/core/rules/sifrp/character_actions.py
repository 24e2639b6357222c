"""Steps 6 and 8: what characters not in a unit do in their five combat rounds.

Budgets are counted in half rounds, so a major action costs two and a minor one.
"""

from __future__ import annotations

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet, SideReplaced
from ...engine.turn import acted, require_action
from ...model import Ability, Battle, CharacterState, SifrpCharacterStats, UnitState, msg
from .attacks import character_attacks_unit
from .chain import successor
from .commands import (
    AssumeCommand,
    AttackSegment,
    AttackUnit,
    CharacterAction,
    FellCharacter,
    JoinUnit,
    LessenDamage,
    RallyUnit,
    RenounceCommand,
)
from .morale import rally, reorganise
from .options import advanced_formations
from .resolution import Resolution, character_stats
from .tables import warfare
from .values import discipline, stats_of


def _major() -> int:
    return warfare().half_rounds_per_major


def _minor() -> int:
    return warfare().half_rounds_per_minor


def _start(battle: Battle, context: Context, character: str, action: str, cost: int) -> Resolution:
    res = Resolution(battle, context)
    who = res.character(character)
    if character_stats(who).state is not CharacterState.ACTIVE:
        raise CommandRefused(msg("character.cannot_act", character=who.name))
    if who.attached_to is not None:
        raise CommandRefused(msg("character.in_a_unit", character=who.name))
    require_action(battle, character, action, cost)
    return res


def _done(res: Resolution, character: str, action: str, cost: int) -> None:
    res.emit(acted(res.battle, character, action, cost))


@handles(AttackUnit)
def _attack_unit(battle: Battle, command: AttackUnit, context: Context) -> Outcome:
    _start(battle, context, command.character, "attack_unit", _major())
    res = Resolution(battle, context, (command.entry,) if command.entry else ())
    report = character_attacks_unit(res, command.character, command.unit)
    _done(res, command.character, "attack_unit", _major())
    message = msg(
        "character.attacked_unit",
        character=res.name(command.character),
        unit=res.name(command.unit),
        damage=report.damage,
    )
    return Outcome(tuple(res.events), msg("undo.attack_unit"), message)


@handles(AttackSegment)
def _attack_segment(battle: Battle, command: AttackSegment, context: Context) -> Outcome:
    res = _start(battle, context, command.character, "attack_segment", _minor())
    if command.men_downed < 0:
        raise CommandRefused(msg("character.bad_men_downed", value=command.men_downed))
    health = command.men_downed // warfare().men_per_health
    res.hurt_unit(command.unit, health)
    _done(res, command.character, "attack_segment", _minor())
    message = msg(
        "character.attacked_segment",
        character=res.name(command.character),
        unit=res.name(command.unit),
        men=command.men_downed,
        health=health,
    )
    return Outcome(tuple(res.events), msg("undo.attack_segment"), message)


@handles(JoinUnit)
def _join(battle: Battle, command: JoinUnit, context: Context) -> Outcome:
    res = _start(battle, context, command.character, "join_unit", _major())
    who, unit = res.character(command.character), res.unit(command.unit)
    ordered = character_stats(who).ordered_units
    if unit.side != who.side or stats_of(unit).state is UnitState.DESTROYED:
        raise CommandRefused(msg("character.cannot_join", character=who.name, unit=unit.name))
    if ordered and unit.id not in ordered:
        raise CommandRefused(msg("character.join_only_ordered", character=who.name, unit=unit.name))
    res.emit(CharacterSet(character=who.model_copy(update={"attached_to": unit.id, "position": None})))
    _done(res, command.character, "join_unit", _major())
    return Outcome(
        tuple(res.events), msg("undo.join_unit"), msg("character.joined", character=who.name, unit=unit.name)
    )


@handles(RallyUnit)
def _rally(battle: Battle, command: RallyUnit, context: Context) -> Outcome:
    _start(battle, context, command.character, "rally", _major())
    res = Resolution(battle, context, (command.entry,) if command.entry else ())
    who, unit = res.character(command.character), res.unit(command.unit)
    stats = stats_of(unit)
    if stats.state not in (UnitState.DISORGANISED, UnitState.ROUTED):
        raise CommandRefused(msg("character.nothing_to_rally", unit=unit.name))
    need = discipline(battle, unit)
    roll = res.roll(
        res.character_spec(who, Ability.WARFARE, need, bonus=character_stats(who).command), "rally", who.id
    )
    if roll.is_success:
        after = (
            reorganise(stats)
            if stats.state is UnitState.DISORGANISED
            else rally(stats, advanced_formations(battle))
        )
        res.replace_unit(unit.model_copy(update={"stats": after}))
        res.morale_changed(unit.id, stats.state, after)
    _done(res, command.character, "rally", _major())
    key = "character.rallied" if roll.is_success else "character.rally_failed"
    return Outcome(tuple(res.events), msg("undo.rally"), msg(key, character=who.name, unit=unit.name))


@handles(RenounceCommand)
def _renounce(battle: Battle, command: RenounceCommand, context: Context) -> Outcome:
    res = _start(battle, context, command.character, "renounce_command", _major())
    who = res.character(command.character)
    side = battle.sides[who.side]
    if side.commander == who.id:
        heir = successor(battle, side)
        lieutenants = tuple(c for c in side.lieutenants if c != heir)
        res.emit(SideReplaced(side=side.model_copy(update={"commander": heir, "lieutenants": lieutenants})))
        message = msg("command.renounced", character=who.name, successor=res.name(heir) if heir else "")
    elif who.id in side.lieutenants:
        lieutenants = tuple(c for c in side.lieutenants if c != who.id)
        res.emit(SideReplaced(side=side.model_copy(update={"lieutenants": lieutenants})))
        message = msg("command.renounced", character=who.name, successor="")
    else:
        raise CommandRefused(msg("command.not_in_command", character=who.name))
    _done(res, command.character, "renounce_command", _major())
    return Outcome(tuple(res.events), msg("undo.renounce_command"), message)


@handles(AssumeCommand)
def _assume(battle: Battle, command: AssumeCommand, context: Context) -> Outcome:
    res = _start(battle, context, command.character, "assume_command", _major())
    who = res.character(command.character)
    side = battle.sides[who.side]
    if side.commander is not None:
        raise CommandRefused(msg("command.has_commander", side=side.name))
    if character_stats(who).status < warfare().status_to_assume_command:
        raise CommandRefused(
            msg("command.status_too_low", character=who.name, need=warfare().status_to_assume_command)
        )
    lieutenants = tuple(c for c in side.lieutenants if c != who.id)
    res.emit(SideReplaced(side=side.model_copy(update={"commander": who.id, "lieutenants": lieutenants})))
    _done(res, command.character, "assume_command", _major())
    return Outcome(tuple(res.events), msg("undo.assume_command"), msg("command.assumed", character=who.name))


@handles(CharacterAction)
def _narrated(battle: Battle, command: CharacterAction, context: Context) -> Outcome:
    cost = _major() if command.major else _minor()
    res = _start(battle, context, command.character, "character_action", cost)
    _done(res, command.character, "character_action", cost)
    message = msg("character.acted", character=res.name(command.character), note=command.note)
    return Outcome(tuple(res.events), msg("undo.character_action"), message)


@handles(FellCharacter)
def _fell(battle: Battle, command: FellCharacter, context: Context) -> Outcome:
    res = Resolution(battle, context, command.entries)
    who = res.character(command.character)
    if character_stats(who).state is not CharacterState.ACTIVE:
        raise CommandRefused(msg("character.cannot_act", character=who.name))
    state = CharacterState.CAPTURED if command.captured else CharacterState.FALLEN
    res.update_character(who.id, felled_by=0)
    res.character_falls(who.id, state)
    key = "character.captured" if command.captured else "character.fallen"
    return Outcome(
        tuple(res.events), msg("undo.fell_character"), msg(key, character=who.name, damage=0, health=0), True
    )


def lessened_by(stats: SifrpCharacterStats, kind: str, damage: int) -> int:
    """How much of ``damage`` the fatigue, injury or wound takes away (the GM's table)."""
    value = warfare().damage_lessened.get(kind)
    if value is None:
        raise CommandRefused(msg("character.bad_lessening", kind=kind))
    if value == "all":
        return damage
    amount = stats.abilities.endurance if value == "endurance" else int(value)
    return min(max(amount, 0), damage)


@handles(LessenDamage)
def _lessen(battle: Battle, command: LessenDamage, context: Context) -> Outcome:
    res = Resolution(battle, context)
    who = res.character(command.character)
    stats = character_stats(who)
    if command.damage <= 0 or stats.state is not CharacterState.ACTIVE:
        raise CommandRefused(msg("character.nothing_to_lessen", character=who.name))
    back = lessened_by(stats, command.kind, command.damage)
    counter = {"fatigue": "fatigue", "injury": "injuries", "wound": "wounds"}.get(command.kind)
    if counter is None:
        raise CommandRefused(msg("character.bad_lessening", kind=command.kind))
    health = min(stats.health + back, 200)
    res.update_character(
        who.id,
        health=health,
        # Lessened above 0 Salud, a fall that waited on it does not come.
        felled_by=stats.felled_by if health == 0 else 0,
        **{counter: getattr(stats, counter) + 1},
    )
    message = msg(f"character.lessened_{command.kind}", character=who.name, damage=back)
    return Outcome(tuple(res.events), msg("undo.lessen_damage"), message)
