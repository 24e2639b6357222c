"""A lone hero or sorcerer joins a friendly unit beside him: a roll at difficulty 1, as for
swapping special characters, and nothing happens on a failure. A hero who joins a leaderless
unit takes command of it (the text's «un héroe aliado puede asumir el mando»)."""

from __future__ import annotations

from ...dice import Breakdown
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterRemoved
from ...model import Battle, Message, msg, new_id
from ...model.exalted import SpecialCharacter, SpecialKind
from ...model.exalted_traits import Ability, Attribute
from .commands import JoinUnit
from .morale import take_command
from .orders import swap_difficulty
from .resolve import Resolve, check_turn, take_turn
from .traits import max_specials, special_count


def _refusal(res: Resolve, command: JoinUnit) -> Message | None:
    character = res.battle.characters[command.character]
    unit = res.unit(command.unit)
    stats = res.stats(command.unit)
    if unit.side != character.side:
        return msg("exalted.refusal.not_friendly", other=unit.name)
    if not res.context.map.in_contact(res.battle, command.character, command.unit):
        return msg("exalted.refusal.not_adjacent", other=unit.name)
    leads = res.character_stats(command.character).kind is SpecialKind.HERO and stats.mob_rule
    if not leads and special_count(stats) + 1 > max_specials(stats.magnitude):
        return msg("exalted.refusal.specials_full", limit=max_specials(stats.magnitude))
    return None


@handles(JoinUnit)
def _join(battle: Battle, command: JoinUnit, context: Context) -> Outcome:
    res = Resolve(battle, context, (command.entry,))
    lone = res.character_stats(command.character)
    refusal = _refusal(res, command)
    if refusal is not None:
        raise CommandRefused(refusal)
    check_turn(battle, command.character, "join_unit")
    traits = lone.traits
    name = res.name(command.character)
    dice = (
        Breakdown()
        .base("exalted.attribute.charisma", traits.attribute(Attribute.CHARISMA))
        .base("exalted.ability.war", traits.ability(Ability.WAR))
    )
    result = res.test("join_unit", command.character, dice, swap_difficulty())
    take_turn(res, command.character, "join_unit")
    if not result.is_success:
        message = msg("exalted.join_failed", character=name, unit=res.name(command.unit))
        return Outcome(tuple(res.events), msg("undo.exalted.join_unit"), message)
    special = SpecialCharacter(id=new_id(lone.kind.value), name=name, kind=lone.kind, traits=traits)
    stats = res.stats(command.unit)
    joined = stats.model_copy(update={"specials": (*stats.specials, special)})
    if special.kind is SpecialKind.HERO and stats.mob_rule:
        joined = take_command(joined, special.id)
    res.put(command.unit, joined)
    res.leave_queue(command.character, forget_tick=True)
    res.emit(CharacterRemoved(character_id=command.character))
    key = (
        "exalted.took_command" if joined.commander_name == name and stats.mob_rule else "exalted.joined_unit"
    )
    message = msg(key, hero=name, character=name, unit=res.name(command.unit))
    return Outcome(tuple(res.events), msg("undo.exalted.join_unit"), message)
