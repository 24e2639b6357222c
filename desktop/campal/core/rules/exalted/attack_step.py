"""The Attack action and its kinds: plain attacks (one more per hero, or per sorcerer at range,
who directs it), flurries, envelopment, called shots at a commander or special character (or
one acting apart), the free strike at a unit walking away, and the start of a duel."""

from __future__ import annotations

from dataclasses import dataclass

from ...dice import Breakdown
from ...dice.pool import PoolSpec
from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import CharacterSet, UnitSet
from ...model import Battle, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialKind
from ...model.exalted_traits import Traits
from ..distance import YARD
from .apart import apart_attack_refusal, apart_penalty, apart_refusal, shooting_from, unit_apart_from
from .attacks import (
    AttackSituation,
    Facing,
    against_dv,
    ammunition_after,
    attack_dice,
    attacks_per_action,
    automatic_successes,
    defence,
)
from .commands import Attack
from .damage import apply_levels, damage_dice, damage_spec, raw_damage
from .duel import champion_of
from .events import AttackMade, UnitNoted
from .field import attack_side, cover_percent, reach_m
from .lone import lone_unit
from .melee import parting_refusal
from .resolve import Resolve, check_turn, forget, take_turn
from .special_attacks import (
    called_defence,
    called_person,
    called_shot_penalty,
    called_shot_refusal,
    can_duel,
    champion_dv,
    envelop_penalty,
    envelop_refusal,
    forced_duel_pool,
    person_as_target,
)
from .tables import combat
from .timeline import flurry
from .timeline_step import begin_action, fallen

KINDS = ("attack", "flurry", "envelop", "called_shot", "initiate_duel", "parting_attack")


def combatant(res: Resolve, token_id: str) -> ExaltedUnitStats:
    """A unit's stats, or a lone character's as a unit of Magnitude 0 with its own traits."""
    if token_id in res.battle.units:
        return res.stats(token_id)
    return lone_unit(res.character_stats(token_id))


def _side(res: Resolve, token_id: str) -> str:
    token = res.battle.units.get(token_id) or res.battle.characters.get(token_id)
    return token.side if token is not None else ""


@dataclass
class Plan:
    attacker: ExaltedUnitStats
    target: ExaltedUnitStats
    situation: AttackSituation


def _refusal(
    res: Resolve, command: Attack, attacker: ExaltedUnitStats, target: ExaltedUnitStats
) -> Message | None:
    if command.action not in KINDS:
        return msg("play.unknown_action", action=command.action)
    if _side(res, command.attacker) == _side(res, command.target):
        return msg("exalted.refusal.same_side")
    if attacker.is_routed or attacker.is_out_of_action:
        return msg("exalted.refusal.cannot_attack", unit=res.name(command.attacker))
    if target.is_out_of_action:
        return msg("exalted.refusal.target_out", target=res.name(command.target))
    if command.action == "parting_attack":
        # Struck as it walks away: no contact needed, once, in close combat.
        return (
            parting_refusal(target, command.attacker)
            if not command.ranged
            else msg("exalted.refusal.envelop_ranged")
        )
    refusal = apart_refusal(res.battle, command.action, command.target) or apart_attack_refusal(
        res.battle, command.attacker, command.target
    )
    if refusal is not None:
        return refusal
    if command.ranged:
        if attacker.range_yards <= 0 or (
            command.attacker in res.battle.units and ammunition_after(attacker) is None
        ):
            return msg("exalted.refusal.no_missiles", unit=res.name(command.attacker))
        origin = shooting_from(res.battle, command.attacker)
        distance = res.context.map.distance(res.battle, origin, command.target)
        if distance > reach_m(attacker) + 1e-6:
            return msg("exalted.refusal.out_of_range", metres=round(distance), reach=round(reach_m(attacker)))
    elif not res.context.map.in_contact(res.battle, command.attacker, command.target):
        return msg("exalted.refusal.not_in_contact", target=res.name(command.target))
    if command.action == "envelop":
        return envelop_refusal(attacker, target, command.ranged)
    if command.action == "called_shot":
        return _called_refusal(res, command, target)
    if command.action == "initiate_duel":
        return can_duel(command.attacker, attacker, command.target, target)
    return None


def _called_refusal(res: Resolve, command: Attack, target: ExaltedUnitStats) -> Message | None:
    """A called shot aims at the commander or a special character in the unit, or at a special
    character acting apart (the engagement rule is the unit's; the one apart stands alone)."""
    if command.target in res.battle.characters:
        if unit_apart_from(res.battle, command.target) is None:
            return msg("exalted.refusal.no_special")
        return None
    if command.called not in (None, "commander") and not any(
        s.id == command.called and s.character is None for s in target.specials
    ):
        return msg("exalted.refusal.no_special")
    return called_shot_refusal(target, command.attacker, res.tick, command.ranged)


def _facing(res: Resolve, command: Attack) -> Facing:
    if command.facing is not None:
        return Facing(command.facing)
    target = res.battle.units.get(command.target)
    source = res.battle.units.get(command.attacker) or res.battle.characters.get(command.attacker)
    if target is None or source is None or source.position is None:
        return Facing.FRONT
    return attack_side(target, source.position)


@handles(Attack)
def _attack(battle: Battle, command: Attack, context: Context) -> Outcome:
    res = Resolve(battle, context, command.entries)
    attacker, target = combatant(res, command.attacker), combatant(res, command.target)
    refusal = _refusal(res, command, attacker, target)
    if refusal is not None:
        raise CommandRefused(refusal)
    check_turn(battle, command.attacker, command.action)
    begin_action(res, command.attacker)
    attacker = combatant(res, command.attacker)
    if command.action == "initiate_duel":
        message = _duel(res, command, attacker, target)
    else:
        message = _strikes(res, command, attacker, target)
    take_turn(res, command.attacker, "flurry" if command.action == "flurry" else command.action)
    return Outcome(tuple(res.events), msg("undo.exalted.attack", action=f"exalted.{command.action}"), message)


def _strikes(res: Resolve, command: Attack, attacker: ExaltedUnitStats, target: ExaltedUnitStats) -> Message:
    facing = _facing(res, command)
    cover = command.cover
    if cover is None:
        # Cover counts in close combat too: Close order doubles it there, Skirmish everywhere.
        cover = cover_percent(res.battle, res.context.terrain, command.attacker, command.target)
    external = Breakdown()
    called_kind: SpecialKind | None = None
    if command.action == "envelop":
        external = envelop_penalty()
    if command.action == "called_shot":
        called_kind = next((s.kind for s in target.specials if s.id == command.called), None)
        external = apart_penalty(res.battle, command.target) or called_shot_penalty(target, called_kind)
    if command.action == "flurry":
        penalties = flurry(["attack"] * max(command.count, 1))[1]
    else:
        penalties = (0,) * (attacks_per_action(attacker, command.ranged) if command.action == "attack" else 1)
    directors = _directors(res, command, attacker, len(penalties))
    hits = levels = lost = made = 0
    hidden = _reveal(res, command.attacker)
    for penalty, director in zip(penalties, directors, strict=True):
        if director is not None and not _within(res, command, director):
            continue
        made += 1
        situation = AttackSituation(command.ranged, facing, cover, penalty, external, hidden, director)
        outcome = _one_attack(res, command, situation)
        hits += outcome[0]
        levels += outcome[1]
        lost += outcome[2]
        if combatant(res, command.target).is_out_of_action:
            break
    _after_attacks(res, command, facing, made)
    if command.target in res.battle.units and res.stats(command.target).is_out_of_action:
        res.emit(UnitNoted(message=msg("exalted.destroyed", unit=res.name(command.target))))
        forget(res, command.target)
    troop = attacker.troop
    weapon = "" if troop is None else troop.ranged_weapon if command.ranged else troop.close_weapon
    return msg(
        "exalted.attacked",
        attacker=res.name(command.attacker),
        weapon=weapon,
        target=res.name(command.target),
        hits=hits,
        attacks=made,
        levels=levels,
        magnitude=lost,
    )


def _directors(res: Resolve, command: Attack, attacker: ExaltedUnitStats, count: int) -> list[Traits | None]:
    """Who directs each attack: the unit's own first; a sorcerer his extra ranged one, where
    the GM's table says so."""
    found: list[Traits | None] = [None] * count
    if command.action == "attack" and command.ranged and combat().sorcerers_direct_their_attacks:
        sorcerers = [
            s.traits for s in attacker.specials if s.kind is SpecialKind.SORCERER and s.character is None
        ]
        for i, traits in enumerate(sorcerers[: count - 1], start=1):
            found[i] = traits
    return found


def _within(res: Resolve, command: Attack, director: Traits) -> bool:
    """A sorcerer's attack reaches as far as his own weapon (the unit's, when he has none)."""
    reach = director.gear.range_yards
    if reach <= 0:
        return True
    distance = res.context.map.distance(res.battle, command.attacker, command.target)
    return distance <= YARD.to_metres(reach) + 1e-6


def _reveal(res: Resolve, attacker: str) -> bool:
    """A hidden attacker strikes unexpected, and is seen from then on."""
    token = res.battle.units.get(attacker)
    if token is not None and token.hidden:
        res.emit(UnitSet(unit=token.model_copy(update={"hidden": False})))
        return True
    character = res.battle.characters.get(attacker)
    if character is not None and character.hidden:
        res.emit(CharacterSet(character=character.model_copy(update={"hidden": False})))
        return True
    return False


def _one_attack(res: Resolve, command: Attack, situation: AttackSituation) -> tuple[int, int, int]:
    attacker, target = combatant(res, command.attacker), combatant(res, command.target)
    if command.ranged and command.attacker in res.battle.units:
        left = ammunition_after(attacker)
        if left is None:
            return (0, 0, 0)
        res.update(command.attacker, ammunition=left)
    auto = automatic_successes(attacker, target, situation)
    spec = PoolSpec(dice=attack_dice(attacker, situation), automatic=auto)
    person = None
    if command.action == "called_shot":
        person = (
            called_person(target, command.called)
            if command.target in res.battle.units
            else res.character_stats(command.target).traits
        )
    dv = defence(target, situation) if person is None else called_defence(person, target, situation)
    roll_message = msg(
        "exalted.attack_roll", attacker=res.name(command.attacker), target=res.name(command.target)
    )
    result = res.roll("attack", command.attacker, spec, roll_message)
    hit = against_dv(result.successes, dv.total)
    if not hit.hits:
        res.emit(
            AttackMade(
                attacker=command.attacker,
                target=command.target,
                action=command.action,
                roll=result,
                defence=dv,
                hits=False,
                message=msg("exalted.missed", successes=result.successes, dv=dv.total),
            )
        )
        return (0, 0, 0)
    struck = target if person is None else person_as_target(person)
    dice = damage_dice(attacker, struck, raw_damage(attacker, command.ranged, hit.net))
    # The GM typing the damage sees first that the attack hit, and by how much.
    lead = msg("exalted.lead.hit", successes=result.successes, dv=dv.total, net=hit.net)
    damage = res.roll(
        "damage",
        command.attacker,
        damage_spec(dice).model_copy(update={"lead": lead}),
        msg("exalted.damage_roll", dice=dice.total),
    )
    levels = damage.successes
    lost = _wound(res, command, levels)
    res.emit(
        AttackMade(
            attacker=command.attacker,
            target=command.target,
            action=command.action,
            roll=result,
            defence=dv,
            hits=True,
            damage_dice=dice,
            damage=damage,
            levels=levels,
            magnitude_lost=lost,
            message=msg(
                "exalted.hit", successes=result.successes, dv=dv.total, levels=levels, magnitude=lost
            ),
        )
    )
    if command.action == "envelop":
        stats = res.stats(command.attacker)
        if command.target not in stats.enveloping:
            res.update(command.attacker, enveloping=(*stats.enveloping, command.target))
            res.owe(command.target, "rout:enveloped")
    return (1, levels, lost)


def _wound(res: Resolve, command: Attack, levels: int) -> int:
    """Health levels to the target: a called shot's to the commander or special character, a
    character's to itself, a unit's to its track (Magnitude lost at Incapacitated)."""
    if command.target in res.battle.characters:
        lone = res.character_stats(command.target)
        res.put_character(command.target, lone.model_copy(update={"traits": _hurt(lone.traits, levels)}))
        return 0
    stats = res.stats(command.target)
    if command.action == "called_shot":
        if command.called in (None, "commander"):
            hurt = _hurt(stats.commander, levels)
            res.update(command.target, commander=hurt)
            if hurt.health.is_incapacitated:
                fallen(res, command.target)
        else:
            specials = tuple(
                s.model_copy(update={"traits": _hurt(s.traits, levels)}) if s.id == command.called else s
                for s in stats.specials
            )
            specials = tuple(s for s in specials if not s.traits.health.is_incapacitated)
            res.update(command.target, specials=specials)
        return 0
    outcome = apply_levels(stats, levels)
    res.put(command.target, outcome.stats)
    if outcome.rout_test:
        res.owe(command.target, "rout:magnitude_lost")
    return outcome.magnitude_lost


def _hurt(traits: Traits, levels: int) -> Traits:
    health = traits.health
    damage = min(health.damage + levels, health.boxes)
    return traits.model_copy(update={"health": health.model_copy(update={"damage": damage})})


def _engages(command: Attack) -> bool:
    """A close attack begins contact; a blow at a unit walking away does not hold it."""
    return not command.ranged and command.action != "parting_attack"


def _after_attacks(res: Resolve, command: Attack, facing: Facing, made: int = 1) -> None:
    """Contact begun, the target marked as attacked, exhaustion owed by both for each of the
    ``made`` attacks (a flurry's, the heroes' and sorcerers' extra ones), a flank or rear
    attack's rout test, the aim spent."""
    tick = res.tick
    if command.attacker in res.battle.units:
        stats = res.stats(command.attacker)
        engaged = stats.engaged if not _engages(command) else {command.target: tick, **stats.engaged}
        res.update(command.attacker, aim_bonus=0, engaged=engaged)
        res.owe(command.attacker, "exhaustion:attack_made", times=made)
    elif command.attacker in res.battle.characters:
        stats_c = res.character_stats(command.attacker)
        res.put_character(command.attacker, stats_c.model_copy(update={"aim_bonus": 0}))
    if command.target in res.battle.units and not res.stats(command.target).is_out_of_action:
        target = res.stats(command.target)
        engaged = target.engaged if not _engages(command) else {command.attacker: tick, **target.engaged}
        shot_at = target.shot_at_since_action or command.ranged
        parted = tuple(e for e in target.left_without_disengage if e != command.attacker)
        res.update(
            command.target,
            attacked_since_action=True,
            shot_at_since_action=shot_at,
            engaged=engaged,
            left_without_disengage=parted,
        )
        res.owe(command.target, "exhaustion:attack_suffered", times=made)
        if facing is not Facing.FRONT:
            res.owe(command.target, f"rout:{facing.value}_attack")


def _duel(res: Resolve, command: Attack, attacker: ExaltedUnitStats, target: ExaltedUnitStats) -> Message:
    """Initiating a duel counts as an attack for Speed and DV. A refused challenge may be
    forced with an attack roll that does no damage."""
    if command.forced:
        champion = champion_of(attacker)[1]
        spec = PoolSpec(dice=forced_duel_pool(champion))
        result = res.roll("forced_duel", command.attacker, spec, msg("exalted.forced_duel_roll"))
        if not against_dv(result.successes, champion_dv(champion_of(target)[1])).hits:
            return msg(
                "exalted.duel_refused", attacker=res.name(command.attacker), target=res.name(command.target)
            )
    res.update(command.attacker, duel_with=command.target)
    res.update(command.target, duel_with=command.attacker)
    return msg("exalted.duel_begun", attacker=res.name(command.attacker), target=res.name(command.target))
