"""Attacks: a unit on a unit or a lone character, a character on a unit.

The test is Fighting (in contact) or Marksmanship (within range) against the target's Defence;
damage is the base damage (plus what the order adds) × degrees − Protección, then morale.
"""

from __future__ import annotations

from dataclasses import field, replace

from ...dice import Breakdown, RollResult
from ...engine.base import CommandRefused
from ...engine.map_queries import MapQueries
from ...frozen import frozen
from ...model import Ability, Battle, Formation, Message, UnitState, msg
from .aspect import attack_side, shield_wall_between
from .events import AttackResolved
from .gear import gear_damage, gear_dice
from .options import shape, shape_of
from .resolution import Resolution, character_stats
from .tables import equipment, orders, warfare
from .values import active_effects, defence, stats_of

FLANKS = ("front", "flank", "rear")


@frozen
class AttackOptions:
    order: str = "attack"
    ranged: bool | None = None  # None: in melee when in contact, else at range
    charge: bool = False
    reach_checked: bool = False  # the order already put the attacker in reach (charges, drives)
    extra_dice: Breakdown = field(default_factory=Breakdown)
    extra_damage: Breakdown = field(default_factory=Breakdown)  # added to the base damage
    added_damage: Breakdown = field(default_factory=Breakdown)  # added after × degrees
    damage_factor: int = 1
    rank: int | None = None  # a split attack uses part of the dice
    bonus: int | None = None  # ... and its share of the bonus dice (specialty and ground)
    degree_offset: int = 0  # suppressing fire hurts only from its second degree
    flank: str = ""  # "front", "flank" or "rear" as the GM rules it; "": as the map shows it
    sheltered_by: str | None = None  # a friendly shield wall in front of the target (None: the map's)


PLAIN_ATTACK = AttackOptions()  # an attack ordered with no option of its own


@frozen
class AttackReport:
    roll: RollResult
    damage: int

    @property
    def is_hit(self) -> bool:
        return self.roll.is_success


def _is_ranged(res: Resolution, attacker: str, target: str, options: AttackOptions) -> bool:
    if options.reach_checked:
        return bool(options.ranged)
    maps = res.context.map
    refusal = attack_reach_refusal(res.battle, maps, attacker, target, options.ranged)
    if refusal is not None:
        raise CommandRefused(refusal)
    ranged = (
        options.ranged if options.ranged is not None else not maps.in_contact(res.battle, attacker, target)
    )
    return bool(ranged)


def attack_reach_refusal(
    battle: Battle, maps: MapQueries, attacker: str, target: str, ranged: bool | None = None
) -> Message | None:
    """Why ``attacker`` cannot attack ``target`` from where it stands (None when it can): in
    contact hand to hand, else with missiles within range and sight. The order asks it before
    its roll and the attack when it is made, so an order given is one that can be carried out."""
    in_contact = maps.in_contact(battle, attacker, target)
    names = {"attacker": _name(battle, attacker), "target": _name(battle, target)}
    if not (ranged if ranged is not None else not in_contact):
        return None if in_contact else msg("attack.not_in_contact", **names)
    if stats_of(battle.units[attacker]).ranged_damage is None:
        return msg("attack.no_missiles", attacker=names["attacker"])
    if maps.distance(battle, attacker, target) > stats_of(battle.units[attacker]).range_m:
        return msg("attack.out_of_range", **names)
    if not maps.has_line_of_sight(battle, attacker, target):
        return msg("attack.no_line_of_sight", **names)
    return None


def _name(battle: Battle, token: str) -> str:
    found = battle.units.get(token) or battle.characters.get(token)
    return found.name if found is not None else token


def can_attack(res: Resolution, attacker: str) -> bool:
    stats = stats_of(res.unit(attacker))
    return (
        stats.state in (UnitState.ORGANISED, UnitState.DISORGANISED) and shape(res.battle, stats).can_attack
    )


def _charge_negated(res: Resolution, target: str, options: AttackOptions) -> bool:
    if target not in res.battle.units:
        return False
    if shape(res.battle, stats_of(res.unit(target))).negates_charge:
        return True
    screen = options.sheltered_by
    return screen is not None and bool(_shelter(res, screen))


def _shelter(res: Resolution, screen: str | None) -> int:
    """The Defence a friendly shield wall in front gives ("toda unidad que se resguarde tras una
    unidad formada en muro de escudos recibe una bonificación de +5 a la Defensa")."""
    if screen is None or stats_of(res.unit(screen)).formation is not Formation.SHIELD_WALL:
        return 0
    return shape_of(res.battle, Formation.SHIELD_WALL).shelter_defence


def _dice(res: Resolution, attacker: str, target: str, ranged: bool, options: AttackOptions) -> Breakdown:
    rules, stats = warfare(), stats_of(res.unit(attacker))
    dice = options.extra_dice
    if stats.first_attack_bonus:
        dice = dice.plus("term.hidden_deployment", rules.hidden_first_attack_dice)
    if target in res.battle.characters:
        return dice.plus("term.lone_character", rules.lone_character_dice)
    target_stats = stats_of(res.unit(target))
    if not shape(res.battle, target_stats).negates_flank and options.flank in ("flank", "rear"):
        dice = dice.gm_plus(
            f"term.{options.flank}_attack", rules.flank_dice if options.flank == "flank" else rules.rear_dice
        )
    own = shape(res.battle, stats)
    if not ranged and target_stats.formation is Formation.LOOSE:
        dice = dice.plus("term.formation", own.dice_vs_loose, formation=stats.formation.value)
    if options.charge and not _charge_negated(res, target, options):
        dice = dice.plus("term.formation_charge", own.charge_dice, formation=stats.formation.value)
    return dice


def _difficulty(
    res: Resolution, attacker: str, target: str, ranged: bool, options: AttackOptions
) -> Breakdown:
    if target in res.battle.characters:
        stats = character_stats(res.character(target))
        return Breakdown().base("term.combat_defence", stats.combat_defence)
    maps = res.context.map
    shelter = _shelter(res, options.sheltered_by)
    result = defence(
        res.battle,
        res.unit(target),
        "ranged" if ranged else "melee",
        fortification_bonus=maps.fortification_bonus(res.battle, target),
        shelter=shelter,
    )
    if ranged:
        result = result.gm_plus("term.cover", maps.cover(res.battle, attacker, target))
    return result


def _base_damage(
    res: Resolution, attacker: str, target: str, ranged: bool, options: AttackOptions
) -> Breakdown:
    stats = stats_of(res.unit(attacker))
    weapon = (stats.ranged_damage or 0) if ranged else stats.melee_damage
    base = Breakdown().base("term.ranged_damage" if ranged else "term.melee_damage", weapon)
    for tag in stats.tags:
        if tag.applies_to == "damage":
            base = base.plus("term.tag", tag.modifier, tag=tag.name)
    if options.charge and not _charge_negated(res, target, options):
        base = base.plus("term.charge", _order_damage("charge"))
    return Breakdown(terms=base.terms + options.extra_damage.terms)


def _added_damage(res: Resolution, attacker: str, options: AttackOptions) -> Breakdown:
    """Damage the text adds to what the degrees inflict, not to the base damage: Pisotear's
    "infligirá 5 puntos de daño adicionales" and Emboscada's "el daño infligido ... se incrementa
    en un +2" (unlike Carga, which raises "el daño básico")."""
    attacking = stats_of(res.unit(attacker))
    serving = [
        k for k in attacking.equipment if k in equipment() and equipment()[k].damage.get(options.order)
    ]
    named = {"equipment": f"sifrp.{serving[0]}"} if serving else {}
    added = options.added_damage.gm_plus("term.equipment", gear_damage(attacking, options.order), **named)
    for effect in active_effects(res.battle, stats_of(res.unit(attacker)), "ambush"):
        added = added.plus("term.ambush", effect.value)
    return added


def _order_damage(order: str) -> int:
    return orders()[order].damage


def _protection(res: Resolution, target: str) -> int:
    if target in res.battle.characters:
        return character_stats(res.character(target)).armour_rating
    stats = stats_of(res.unit(target))
    return max(stats.armour_rating + sum(t.modifier for t in stats.tags if t.applies_to == "protection"), 0)


def record_attack(
    res: Resolution,
    attacker: str,
    target: str,
    order: str,
    roll: RollResult,
    base: Breakdown,
    factor: int = 1,
    degree_offset: int = 0,
    added: Breakdown | None = None,
) -> int:
    """Damage = base × degrees + what the order adds to it − Protección (never below 0),
    recorded with the roll that made it. Nothing is added to a miss.

    Every attack of the rules (units, characters, siege engines) comes through here, so the
    formula and the log line are written once.
    """
    protection = _protection(res, target)
    degrees = max(roll.degrees - degree_offset, 0)
    added = added or Breakdown()
    hit = roll.is_success and degrees > 0
    damage = max(base.total * factor * degrees + added.total - protection, 0) if hit else 0
    res.emit(
        AttackResolved(
            attacker=attacker,
            target=target,
            order=order,
            roll=roll,
            base_damage=base,
            added_damage=added,
            protection=protection,
            damage=damage,
            message=msg(
                "attack.hit" if roll.is_success else "attack.miss",
                attacker=res.name(attacker),
                target=res.name(target),
                order=order.split(":")[-1],
                total=roll.total,
                difficulty=roll.difficulty or 0,
                degrees=roll.degrees,
                damage=damage,
            ),
        )
    )
    return damage


def unit_attacks(
    res: Resolution, attacker: str, target: str, options: AttackOptions = PLAIN_ATTACK
) -> AttackReport:
    if not can_attack(res, attacker):
        raise CommandRefused(msg("attack.cannot_attack", attacker=res.name(attacker)))
    if options.flank and options.flank not in FLANKS:
        raise CommandRefused(msg("attack.bad_flank", flank=options.flank))
    options = replace(
        options,
        flank=options.flank or attack_side(res.battle, attacker, target),
        sheltered_by=options.sheltered_by or shield_wall_between(res.battle, attacker, target),
    )
    if target in res.battle.units and stats_of(res.unit(target)).state is UnitState.DESTROYED:
        raise CommandRefused(msg("attack.target_gone", target=res.name(target)))
    unit = res.unit(attacker)
    ranged = _is_ranged(res, attacker, target, options)
    ability = Ability.MARKSMANSHIP if ranged else Ability.FIGHTING
    dice = _dice(res, attacker, target, ranged, options)
    order_name = options.order.split(":")[-1]
    dice = dice.gm_plus("term.equipment", gear_dice(stats_of(unit), order_name))
    spec = res.unit_spec(unit, ability, _difficulty(res, attacker, target, ranged, options), dice)
    if options.rank is not None:
        spec = spec.model_copy(update={"rank": options.rank})
    ground = res.context.map.terrain_bonus_dice(res.battle, attacker)  # "dados de bonificación"
    if options.bonus is not None:
        spec = spec.model_copy(update={"bonus": options.bonus})
    elif ground:
        spec = spec.model_copy(update={"bonus": spec.bonus + ground})
    roll = res.roll(spec, "attack", attacker, record=False)
    base = _base_damage(res, attacker, target, ranged, options)
    added = _added_damage(res, attacker, options)
    damage = record_attack(
        res, attacker, target, options.order, roll, base, options.damage_factor, options.degree_offset, added
    )
    if stats_of(unit).first_attack_bonus or unit.hidden:
        revealed = res.unit(attacker).model_copy(update={"hidden": False})
        res.replace_unit(revealed)
        res.update_unit(attacker, first_attack_bonus=False)
    if target in res.battle.characters:
        res.hurt_character(target, damage, ignore_armour=True)
    else:
        res.hurt_unit(target, damage)
    return AttackReport(roll, damage)


def character_attacks_unit(res: Resolution, character_id: str, unit_id: str) -> AttackReport:
    """A lone character against a whole unit: the unit's Defence is raised by 20."""
    character = res.character(character_id)
    stats = character_stats(character)
    maps = res.context.map
    difficulty = defence(
        res.battle, res.unit(unit_id), "melee", maps.fortification_bonus(res.battle, unit_id)
    )
    difficulty = difficulty.plus("term.whole_unit", warfare().character_vs_unit_defence)
    spec = res.character_spec(character, Ability.FIGHTING, difficulty)
    roll = res.roll(spec, "attack", character_id, record=False)
    base = Breakdown().base("term.weapon_damage", stats.weapon_damage)
    damage = record_attack(res, character_id, unit_id, "attack_unit", roll, base)
    res.hurt_unit(unit_id, damage)
    return AttackReport(roll, damage)
