"""SIFRP movement allowance: move and run (×4), less bulk, at the formation's pace."""

from __future__ import annotations

from ...model import Battle, Character, Message, Unit, UnitState, msg
from ...movement.allowance import Allowance, Band
from ...movement.movers import mover_kind
from ...movement.tokens import token_of
from .options import shape
from .tables import warfare
from .values import movement, stats_of


def _notes(battle: Battle, unit: Unit) -> tuple[Message, ...]:
    stats = stats_of(unit)
    return (
        msg("allowance.base", metres=stats.movement_m),
        msg("allowance.bulk", metres=-warfare().bulk_movement_m * stats.bulk, bulk=stats.bulk),
        msg(
            "allowance.formation_pace",
            factor=shape(battle, stats).movement_factor,
            formation=stats.formation.value,
        ),
    )


def allowance(battle: Battle, token_id: str) -> Allowance:
    token = token_of(battle, token_id)
    rules = warfare()
    if isinstance(token, Character):
        walk = rules.character_movement_m
        bands = (Band("move", walk), Band("run", walk * rules.run_multiplier))
        return Allowance(token_id, mover_kind(token), bands, "run")
    bands = (Band("move", movement(token, battle=battle)), Band("run", movement(token, True, battle)))
    return Allowance(token_id, mover_kind(token), bands, "run", _notes(battle, token))


def charge_refusal(battle: Battle, token_id: str) -> Message | None:
    """A routed unit does not charge; nor does one whose formation cannot attack."""
    unit = battle.units.get(token_id)
    if unit is None:
        return None
    stats = stats_of(unit)
    if stats.state in (UnitState.ROUTED, UnitState.DESTROYED):
        return msg("charge.not_in_order", attacker=unit.name, state=stats.state.value)
    if not shape(battle, stats).can_attack:
        return msg("charge.formation_cannot_attack", attacker=unit.name, formation=stats.formation.value)
    return None
