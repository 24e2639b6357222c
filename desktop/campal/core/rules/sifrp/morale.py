"""Damage and morale: how Health and the state of a unit move, as pure functions.

Organised → disorganised (Health 0) → routed (hurt while disorganised) → destroyed (hurt while
routed, more than twice its maximum Health in one attack, or as many disorganisations as its
Endurance). Rallying and reorganising walk back one step; nothing else does, bar a GM override.
"""

from __future__ import annotations

from ...frozen import frozen
from ...model import Formation, SifrpUnitStats, UnitState
from .tables import warfare
from .values import max_health

ORDER = (UnitState.ORGANISED, UnitState.DISORGANISED, UnitState.ROUTED, UnitState.DESTROYED)
# Moves the rules make without an override: one step worse (or straight to destroyed), or one
# step back through an order or a character's action.
ALLOWED_MOVES: frozenset[tuple[UnitState, UnitState]] = frozenset(
    {
        (UnitState.ORGANISED, UnitState.DISORGANISED),
        (UnitState.ORGANISED, UnitState.DESTROYED),
        (UnitState.DISORGANISED, UnitState.ROUTED),
        (UnitState.DISORGANISED, UnitState.DESTROYED),
        (UnitState.ROUTED, UnitState.DESTROYED),
        (UnitState.DISORGANISED, UnitState.ORGANISED),
        (UnitState.ROUTED, UnitState.DISORGANISED),
    }
)


@frozen
class DamageResult:
    stats: SifrpUnitStats
    damage: int
    before: UnitState
    destroyed_in_one_blow: bool = False

    @property
    def after(self) -> UnitState:
        return self.stats.state

    @property
    def state_changed(self) -> bool:
        return self.before is not self.after

    @property
    def attached_damage(self) -> int:
        """What each attached character suffers (ignoring armour): 1 for any damage, 2 if the
        unit became disorganised, 5 routed, 10 destroyed."""
        if self.damage <= 0:
            return 0
        table = warfare().attached_damage
        key = self.after.value if self.state_changed else "damaged"
        return table.get(key, table.get("damaged", 1))


def is_allowed_move(before: UnitState, after: UnitState) -> bool:
    return before is after or (before, after) in ALLOWED_MOVES


def destroy(stats: SifrpUnitStats) -> SifrpUnitStats:
    return stats.model_copy(update={"state": UnitState.DESTROYED, "health": 0})


def disorganise(stats: SifrpUnitStats, at_endurance: bool | None = None) -> SifrpUnitStats:
    """One more disorganisation; destroyed when the penalties reach the unit's Endurance
    ("tantos dados de penalización como su Constitución") or, with ``at_endurance`` off, only
    when they exceed it ("cuando las penalizaciones superen el grado de Constitución")."""
    if at_endurance is None:
        at_endurance = warfare().destroy_when_penalties_reach_endurance
    count = stats.disorganisations + 1
    limit = stats.abilities.endurance
    over = count >= limit if at_endurance else count > limit
    changed = stats.model_copy(update={"state": UnitState.DISORGANISED, "disorganisations": count})
    return destroy(changed) if over else changed


def rout(stats: SifrpUnitStats) -> SifrpUnitStats:
    return stats.model_copy(update={"state": UnitState.ROUTED, "formation": Formation.LOOSE})


def worsen(stats: SifrpUnitStats, at_endurance: bool | None = None) -> SifrpUnitStats:
    """One step worse: a failed morale test when a commander or hero falls ("se desorganizan si
    estaban organizadas..."); no damage is taken, so Salud stays as it was."""
    if stats.state is UnitState.ORGANISED:
        return disorganise(stats, at_endurance)
    if stats.state is UnitState.DISORGANISED:
        return rout(stats)
    return destroy(stats)


def reorganise(stats: SifrpUnitStats) -> SifrpUnitStats:
    if stats.state is not UnitState.DISORGANISED:
        return stats
    return stats.model_copy(update={"state": UnitState.ORGANISED})


def rally(stats: SifrpUnitStats, keep_formation: bool = True) -> SifrpUnitStats:
    """Routed → disorganised. Without advanced formations (``keep_formation`` off) the unit
    leaves the loose order its flight put it in and takes the ordinary one again."""
    if stats.state is not UnitState.ROUTED:
        return stats
    shape = stats.formation if keep_formation else Formation.BATTLE
    return stats.model_copy(update={"state": UnitState.DISORGANISED, "formation": shape})


def take_damage(stats: SifrpUnitStats, damage: int, at_endurance: bool | None = None) -> DamageResult:
    """``stats`` after ``damage`` points (already past Protección) in one attack."""
    before = stats.state
    if damage <= 0 or before is UnitState.DESTROYED:
        return DamageResult(stats, 0, before)
    hurt = stats.model_copy(update={"health": max(stats.health - damage, 0)})
    if damage > warfare().destroy_multiplier * max_health(stats):
        return DamageResult(destroy(hurt), damage, before, destroyed_in_one_blow=True)
    if before is UnitState.ROUTED:
        return DamageResult(destroy(hurt), damage, before)
    if before is UnitState.DISORGANISED:
        return DamageResult(rout(hurt), damage, before)
    if hurt.health == 0:
        return DamageResult(disorganise(hurt, at_endurance), damage, before)
    return DamageResult(hurt, damage, before)


def heal(stats: SifrpUnitStats, points: int) -> SifrpUnitStats:
    return stats.model_copy(update={"health": min(stats.health + max(points, 0), max_health(stats))})
