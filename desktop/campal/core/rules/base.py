"""What every rule system declares. Mechanics live in each system's own package."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..model import Battle, Message, RuleSystemId, msg

if TYPE_CHECKING:
    from ..movement.allowance import Allowance
    from ..movement.turning import TurnCost


@dataclass(frozen=True)
class DistanceUnit:
    """The unit a rule text measures in; the core keeps metres and converts only for display."""

    symbol: str
    metres: float

    def from_metres(self, metres: float) -> float:
        return metres / self.metres

    def to_metres(self, value: float) -> float:
        return value * self.metres


METRE = DistanceUnit("m", 1.0)
YARD = DistanceUnit("yd", 0.9144)
VARA = DistanceUnit("varas", 0.8359)  # the Castilian vara


class RuleSystem:
    id: ClassVar[RuleSystemId]
    name: ClassVar[str]
    distance_unit: ClassVar[DistanceUnit] = METRE
    registry: ClassVar[dict[RuleSystemId, type[RuleSystem]]] = {}

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        RuleSystem.registry[cls.id] = cls

    @classmethod
    def allowance(cls, battle: Battle, token_id: str) -> Allowance:
        """How far the token may go now, in bands of terrain-weighted metres."""
        raise NotImplementedError

    @classmethod
    def charge_reach(cls, battle: Battle, token_id: str) -> float:
        """How far (edge to edge) an enemy may be for the token to charge it."""
        return cls.allowance(battle, token_id).charge_reach_m

    @classmethod
    def charge_refusal(cls, battle: Battle, token_id: str) -> Message | None:
        """Why the token cannot charge anyone now, if it cannot."""
        token = battle.units.get(token_id) or battle.characters.get(token_id)
        if token is not None and token.stats is not None and token.stats.is_out_of_action:
            return msg("charge.out_of_action", attacker=token.name)
        return None

    @classmethod
    def turn_cost(cls, old: float, new: float) -> TurnCost:
        """What turning from facing ``old`` to ``new`` costs; free unless the system says so."""
        from ..movement.turning import TurnCost

        return TurnCost.free(old, new)


def rule_system(system_id: RuleSystemId | str) -> type[RuleSystem]:
    return RuleSystem.registry[RuleSystemId(system_id)]
