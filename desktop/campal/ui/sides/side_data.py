"""What each rule system keeps about a side's people: which values of its characters the Sides
dock shows beside their roles, and the command that sets the chain of command (SIFRP checks
its limits of lieutenants and heroes; the others set the side's roles as the GM says)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...core.engine import Command, SetSide
from ...core.model import Battle, RuleSystemId
from ...core.rules.sifrp.commands import AssignCommand

Roles = tuple[str | None, tuple[str, ...], tuple[str, ...]]  # commander, lieutenants, heroes


def _set_side(battle: Battle, side_id: str, roles: Roles) -> Command:
    commander, lieutenants, heroes = roles
    side = battle.sides[side_id].model_copy(
        update={"commander": commander, "lieutenants": lieutenants, "heroes": heroes}
    )
    return SetSide(side)


def _assign(battle: Battle, side_id: str, roles: Roles) -> Command:
    commander, lieutenants, heroes = roles
    return AssignCommand(side_id, commander, lieutenants, heroes)


@dataclass(frozen=True)
class SideData:
    columns: tuple[str, ...]  # paths of a character's values, named by ``stat_name``
    assign: Callable[[Battle, str, Roles], Command]


SIDE_DATA: dict[RuleSystemId, SideData] = {
    # Guerra gives the orders, Estatus the heroes, Destino the orders that ignore the terrain.
    RuleSystemId.SIFRP: SideData(
        ("stats.abilities.warfare", "stats.command", "stats.status", "stats.destiny"), _assign
    ),
    RuleSystemId.EXALTED: SideData(("stats.essence",), _set_side),
    RuleSystemId.AQUELARRE: SideData((), _set_side),
    RuleSystemId.BASTIONLAND: SideData(("stats.clarity", "stats.spirit"), _set_side),
}


def side_data(system: RuleSystemId) -> SideData:
    return SIDE_DATA.get(system, SideData((), _set_side))
