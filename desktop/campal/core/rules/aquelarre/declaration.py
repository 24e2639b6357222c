"""What one character may declare for a round: two normal actions or one extended, movement
before any attack, and each action's own requirements. A refusal is a translatable reason."""

from __future__ import annotations

from collections.abc import Sequence

from ...model import AquelarreCharacterStats, Message, msg
from .handing import drawing_both, items_in_hand, items_to_draw
from .kit import BARE_HANDS, DamageKind, Kit, Weapon, kit
from .manoeuvres import (
    charge_allowed,
    double_attack_allowed,
    mele_weapon_allowed,
    sweep_allowed,
    trip_allowed,
)
from .percentages import actions
from .sheet import weapon_in_hand

ACTIONS_PER_ROUND = 2
MELE_COMPANIONS = frozenset({"dodge", "parry", "shield_parry", "mele_move"})
# Huida: the round spent preparing the flight still allows up to two defensive actions.
FLEE_DEFENCES = frozenset({"dodge", "parry", "shield_parry"})
DEFENCES_WHILE_FLEEING = 2


def actions_left(declared: Sequence[str]) -> int:
    if "flee" in declared:
        after = declared[list(declared).index("flee") + 1 :]
        return DEFENCES_WHILE_FLEEING - sum(1 for a in after if a in FLEE_DEFENCES)
    rules = actions()
    return ACTIONS_PER_ROUND - sum(rules[a].actions_used for a in declared)


def plan_refusal(
    stats: AquelarreCharacterStats, declared: Sequence[str], action: str, weapon: str | None = None
) -> Message | None:
    """Why ``action`` cannot follow ``declared`` this round (None when it can); an attack that
    names its ``weapon`` (one in hand, or bare hands) is judged with that one."""
    rules = actions()
    if action not in rules:
        return msg("aquelarre.refuse.unknown_action", action=action)
    rule = rules[action]
    if stats.is_out_of_action:
        return msg("aquelarre.refuse.out_of_action")
    if "flee" in declared:
        if action not in FLEE_DEFENCES:
            return msg("aquelarre.refuse.fleeing_defends_only")
        if actions_left(declared) <= 0:
            return msg("aquelarre.refuse.no_actions_left", left=0)
        return requirement_refusal(stats, action, weapon=weapon)
    if rule.actions_used > actions_left(declared):
        return msg("aquelarre.refuse.no_actions_left", left=actions_left(declared))
    kinds = [rules[a].kind for a in declared]
    if rule.kind == "move" and "attack" in kinds:
        return msg("aquelarre.refuse.move_after_attack")
    if rule.kind == "attack" and "stand_up" in declared:
        return msg("aquelarre.refuse.standing_up")
    if action == "mele_move" and any(a not in MELE_COMPANIONS for a in declared):
        return msg("aquelarre.refuse.mele_move_alone")
    if "mele_move" in declared and action not in MELE_COMPANIONS:
        return msg("aquelarre.refuse.mele_move_alone")
    return requirement_refusal(stats, action, weapon=weapon)


def requirement_refusal(
    stats: AquelarreCharacterStats, action: str, table: Kit | None = None, weapon: str | None = None
) -> Message | None:
    table = table or kit()
    rule = actions()[action]
    named = weapon if rule.kind == "attack" else None
    if named is not None and named not in (BARE_HANDS, *stats.drawn):
        return msg("aquelarre.refuse.not_in_hand")
    held_weapon = table.weapon(named) if named is not None else weapon_in_hand(stats, table)[1]
    held = [table.weapon(k) for k in stats.drawn]
    shield = table.shields.get(stats.shield or "") if stats.shield_ready else None
    checks: dict[str, tuple[bool, str]] = {
        "walk": (not stats.prone and not stats.mounted, "on_ground_or_mounted"),
        "run": (not stats.prone, "on_ground"),
        "crawl": (stats.prone, "not_on_ground"),
        "stand_up": (stats.prone, "not_on_ground"),
        "mount": (not stats.prone, "on_ground"),
        "ranged": (held_weapon.is_missile or held_weapon.thrown, "no_missile"),
        "reload": (stats.reload_left > 0, "loaded"),
        "give": (bool(items_in_hand(stats)), "nothing_in_hand"),
        "draw": (bool(items_to_draw(stats)), "nothing_to_draw"),
        "draw_both": (bool(drawing_both(stats)[0]), "two_hands_to_draw"),
        "pick_up": (bool(stats.dropped), "nothing_on_ground"),
        "alancear": (held_weapon.skill == "lanzas", "needs_spear"),
        "shield_attack": (shield is not None and shield.attack_damage is not None, "needs_small_shield"),
        "shield_parry": (shield is not None, "needs_shield"),
        "full_guard": (shield is not None, "needs_shield"),
        "double": (double_attack_allowed(held), "needs_two_weapons"),
        "heavy": (not held_weapon.is_missile and not held_weapon.thrown, "not_with_missiles"),
        "sweep": (sweep_allowed(held_weapon), "needs_cutting_or_blunt"),
        "charge": (not stats.mounted and charge_allowed(held_weapon, False), "charge_weapon"),
        "mounted_charge": (stats.mounted and charge_allowed(held_weapon, True), "mounted_charge_weapon"),
        "shield_cleave": (held_weapon.skill == "hachas", "needs_axe"),
        "dismount": (held_weapon.hook, "needs_hooked_spear"),
        "immobilize": (bool(stats.mele_with), "not_in_mele"),
        "slip_away": (bool(stats.mele_with), "not_in_mele"),
        "break_free": (stats.held_by is not None, "not_held"),
        "trip": (trip_allowed(held_weapon), "trip_weapon"),
        "stun": (held_weapon.kind is DamageKind.BLUNT, "needs_blunt"),
        "melee": (not held_weapon.is_missile, "missile_in_hand"),
        "parry": (
            not held_weapon.is_missile or held_weapon.skill == "ballestas" or held_weapon.skill == "arcos",
            "cannot_parry_with",
        ),
    }
    allowed, reason = checks.get(action, (True, ""))
    if not allowed:
        return msg(f"aquelarre.refuse.{reason}")
    if rule.kind == "move" and stats.held_by is not None:
        return msg("aquelarre.refuse.held")
    if rule.kind == "attack" and stats.reload_left and held_weapon.is_missile and action == "ranged":
        return msg("aquelarre.refuse.not_loaded", left=stats.reload_left)
    if rule.kind == "attack" and mele_refusal(stats, action, held_weapon):
        return msg("aquelarre.refuse.mele_light_only")
    return None


def mele_refusal(stats: AquelarreCharacterStats, action: str, weapon: Weapon) -> bool:
    """In a melé only light weapons or Pelea strike (a grapple or a trip aside)."""
    return (
        bool(stats.mele_with)
        and not mele_weapon_allowed(weapon)
        and not actions()[action].skill
        and action not in ("immobilize", "trip")
    )
