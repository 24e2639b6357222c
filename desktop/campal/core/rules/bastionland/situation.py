"""What the map and the turn say about an attack: whether an attacker has moved this turn,
started it in melee, stands on cramped ground; whether the target stands in a wall or in cover.
Lengths come from the map (edge to edge) against the GM's distances."""

from __future__ import annotations

from ...engine.base import Context
from ...model import Battle, Character, Unit
from ...movement.tokens import footprint_of, is_on_map
from .commands import Attacker
from .loadout import Situation
from .reach import in_melee, is_nearby
from .tables import combat_table
from .tokens import Combatant, stats_of, token
from .walls import is_shield_wall, is_spear_wall, wall_of, walls


def standing(battle: Battle) -> list[Unit | Character]:
    """Tokens on the map still in the fight."""
    found: list[Unit | Character] = [*battle.units.values(), *battle.characters.values()]
    return [t for t in found if is_on_map(t) and t.stats is not None and not t.stats.is_out_of_action]


def has_moved(battle: Battle, actor: str) -> bool:
    turn = battle.turn
    if turn is not None and "move" in turn.taken.get(actor, ()):
        return True
    return bool(token(battle, actor).trail)


def _enemies(battle: Battle, actor: str) -> list[str]:
    side = token(battle, actor).side
    return [t.id for t in standing(battle) if t.side != side]


def started_in_melee(battle: Battle, context: Context, actor: str) -> bool:
    """In melee with an enemy where it stood when its turn began (the start of its trail)."""
    found = token(battle, actor)
    if found.trail and isinstance(found, Unit | Character):
        moved = found.model_copy(update={"position": found.trail[0]})
        if isinstance(moved, Unit):
            battle = battle.model_copy(update={"units": {**battle.units, actor: moved}})
        else:
            battle = battle.model_copy(update={"characters": {**battle.characters, actor: moved}})
    return any(in_melee(context.map.distance(battle, actor, enemy)) for enemy in _enemies(battle, actor))


def is_confined(battle: Battle, context: Context, actor: str) -> bool:
    confined = set(combat_table().confined_terrain)
    if not confined or not battle.terrain:
        return False
    under = context.terrain.index(battle).terrain_at(footprint_of(battle, actor))
    return any(feature.kind_name in confined for feature in under)


def allies_nearby(battle: Battle, context: Context, target: str) -> tuple[str, ...]:
    """The target's side standing within "nearby" of it, the target first."""
    side = token(battle, target).side
    near = [
        t.id
        for t in standing(battle)
        if t.side == side and t.id != target and is_nearby(context.map.distance(battle, target, t.id))
    ]
    return (target, *near)


def _wall_members(battle: Battle, target: str) -> dict[str, Combatant]:
    side = token(battle, target).side
    return {t.id: stats_of(battle, t.id) for t in standing(battle) if t.side == side}


def target_wall(battle: Battle, context: Context, target: str) -> tuple[bool, bool]:
    """Whether the target stands in a shield wall, and in a spear wall."""
    if not is_on_map(token(battle, target)):
        return False, False
    members = _wall_members(battle, target)
    spacing = combat_table().wall_spacing_m
    groups = walls(members, lambda a, b: context.map.distance(battle, a, b) <= spacing)
    group = wall_of(target, groups)
    if group is None:
        return False, False
    return is_shield_wall(group, members), is_spear_wall(group, members)


def cover_armour(battle: Battle, context: Context, attacker: str, target: str) -> int:
    """The Armour cover gives against missiles (the map answers in this system's terms)."""
    return max(context.map.cover(battle, attacker, target), 0)


def situation(battle: Battle, context: Context, part: Attacker, target: str, ranged: bool) -> Situation:
    target_token = token(battle, target)
    target_stats = target_token.stats
    on_foot = not (target_stats is not None and getattr(target_stats, "mounted", False))
    mount = getattr(target_stats, "mount", None)
    _, spear_wall = target_wall(battle, context, target)
    return Situation(
        ranged=ranged,
        moved=has_moved(battle, part.actor),
        started_in_melee=started_in_melee(battle, context, part.actor),
        confined=is_confined(battle, context, part.actor),
        charging=part.charging,
        target_on_foot=on_foot,
        target_large=bool(getattr(target_stats, "large", False) or (mount is not None and mount.large)),
        target_spear_wall=spear_wall,
        target_is_individual=isinstance(target_token, Character),
        advantages=part.advantages,
        smite=part.smite,
        weapons=part.weapons,
    )
