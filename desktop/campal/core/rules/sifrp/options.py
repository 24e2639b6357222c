"""SIFRP's rule options: what «Guerra» leaves to the GM.

Section 6.4 (advanced orders and formations) "No son obligatorias"; the destruction by
disorganisation reads two ways ("cuando las penalizaciones superen el grado de Constitución" and
"acumula tantos dados de penalización como su Constitución"); and NOTES.md leaves open whether
−D removes bonus dice first. A battle keeps its choices in ``Battle.rule_options``.
"""

from __future__ import annotations

from ...dice import DicePolicy
from ...model import Battle, Formation, RuleSystemId, SifrpUnitStats
from ..system import RuleOption, system_of
from .tables import FormationRules, dice_policy, formation, warfare

ADVANCED_ORDERS = "advanced_orders"
ADVANCED_FORMATIONS = "advanced_formations"
DESTRUCTION = "destruction_threshold"
PENALTY_DICE = "penalty_dice"

REACH, EXCEED = "reach", "exceed"  # "tantos como" / "superen"
KEPT_FIRST, BONUS_FIRST = "kept_first", "bonus_first"


def declared() -> tuple[RuleOption, ...]:
    return (
        RuleOption(ADVANCED_ORDERS, True),
        RuleOption(ADVANCED_FORMATIONS, True),
        RuleOption(
            DESTRUCTION,
            REACH if warfare().destroy_when_penalties_reach_endurance else EXCEED,
            (REACH, EXCEED),
        ),
        RuleOption(
            PENALTY_DICE,
            BONUS_FIRST if dice_policy().penalty_removes_bonus_first else KEPT_FIRST,
            (KEPT_FIRST, BONUS_FIRST),
        ),
    )


def _value(battle: Battle | None, key: str) -> bool | str:
    return system_of(RuleSystemId.SIFRP).option(battle, key)


def advanced_orders(battle: Battle | None) -> bool:
    return bool(_value(battle, ADVANCED_ORDERS))


def advanced_formations(battle: Battle | None) -> bool:
    return bool(_value(battle, ADVANCED_FORMATIONS))


def destroy_at_endurance(battle: Battle | None) -> bool:
    return _value(battle, DESTRUCTION) == REACH


def policy(battle: Battle | None) -> DicePolicy:
    base = dice_policy()
    bonus_first = _value(battle, PENALTY_DICE) == BONUS_FIRST
    return base.model_copy(update={"penalty_removes_bonus_first": bonus_first})


NEUTRAL = FormationRules()


def shape(battle: Battle | None, stats: SifrpUnitStats) -> FormationRules:
    """The formation whose modifiers apply: none while advanced formations are off (a routed
    unit is still drawn loose and flees as one, but its looseness changes no number)."""
    if not advanced_formations(battle):
        return NEUTRAL
    return formation(stats.formation)


def shape_of(battle: Battle | None, kind: Formation) -> FormationRules:
    return formation(kind) if advanced_formations(battle) else NEUTRAL
