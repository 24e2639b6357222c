"""Why a declared action can no longer be made when its moment comes: the target fell, the
weapon is gone, a melé has begun since, the reload was never made, no charge came to meet. The
text: it is lost, for nothing declared can be changed in the round."""

from __future__ import annotations

from ...engine.base import CommandRefused
from ...engine.map_queries import MapQueries
from ...model import AquelarreCharacterStats, AquelarreDeclared, Battle, Message, msg
from .declaration import mele_refusal
from .defences import REACTIVE, made_in_turn
from .handing import give_refusal, throw_reach_varas
from .kit import BARE_HANDS, kit
from .percentages import actions
from .round_steps import stats_of
from .situation import distance_varas

TENDS_THE_FALLEN = frozenset({"heal"})  # Sanar is for those already down


def needs_turn(entry: AquelarreDeclared) -> bool:
    """Defences wait to be attacked; everything else is carried out in turn or delayed."""
    return (entry.action not in REACTIVE or made_in_turn(entry)) and entry.state in ("pending", "delayed")


def impossible(battle: Battle, maps: MapQueries, who: str, entry: AquelarreDeclared) -> Message | None:
    """Why the action cannot be done any more (the target fell, the weapon is gone)."""
    stats = stats_of(battle, who)
    rule = actions()[entry.action]
    for target in entry.targets:
        other = battle.characters.get(target)
        if other is None or (
            isinstance(other.stats, AquelarreCharacterStats)
            and other.stats.is_out_of_action
            and entry.action not in TENDS_THE_FALLEN
        ):
            return msg("aquelarre.refuse.target_gone")
    if entry.action == "give" and entry.targets:
        far = distance_varas(battle, maps, who, entry.targets[0])
        reach = throw_reach_varas(stats)
        if far > reach:
            return msg("aquelarre.refuse.out_of_reach", varas=round(far, 1), reach=round(reach))
        return give_refusal(stats, stats_of(battle, entry.targets[0]), entry.weapon)
    if entry.action == "pick_up":
        return None if entry.weapon in stats.dropped else msg("aquelarre.refuse.not_on_the_ground")
    if entry.action != "draw" and entry.weapon not in (None, BARE_HANDS, *stats.drawn):
        return msg("aquelarre.refuse.weapon_gone")
    if rule.kind == "attack" and stats.prone and entry.action in ("charge", "mounted_charge"):
        return msg("aquelarre.refuse.on_ground")
    if entry.action == "alancear" and not _charging_at(battle, entry.targets, who):
        return msg("aquelarre.refuse.no_charge_to_meet")
    in_hand = kit().weapon(entry.weapon or _in_hand(stats))
    if rule.kind == "attack" and mele_refusal(stats, entry.action, in_hand):
        return msg("aquelarre.refuse.mele_light_only")  # a melé begun since the declaration
    if entry.action == "ranged" and in_hand.is_missile and stats.reload_left:
        return msg("aquelarre.refuse.not_loaded", left=stats.reload_left)  # the reload was not made
    return None


def _charging_at(battle: Battle, riders: tuple[str, ...], who: str) -> bool:
    """Alancear meets a mounted charge made at the spearman this round, and nothing else."""
    for rider in riders:
        stats = stats_of(battle, rider)
        if stats.mounted and any(
            e.action == "mounted_charge" and who in e.targets and e.state != "lost" for e in stats.declared
        ):
            return True
    return False


def _in_hand(stats: AquelarreCharacterStats) -> str | None:
    return stats.drawn[0] if stats.drawn else None


def foe_still_to_act(battle: Battle, entry: AquelarreDeclared) -> Message | None:
    """Movimiento de melé: made after the foe's own actions, whatever the Iniciativa (an action
    the foe holds back does not hold the mover)."""
    if entry.action != "mele_move" or not entry.targets or entry.targets[0] not in battle.characters:
        return None
    foe = stats_of(battle, entry.targets[0])
    if any(needs_turn(e) and e.state == "pending" for e in foe.declared):
        return msg("aquelarre.refuse.mele_after_foe", target=battle.characters[entry.targets[0]].name)
    return None


def wait_for_foe(battle: Battle, entry: AquelarreDeclared) -> None:
    waits = foe_still_to_act(battle, entry)
    if waits is not None:
        raise CommandRefused(waits)
