"""A house rule set or taken back: one value of one of the system's GM tables, for this battle.

Logged as the GM's decision and undone like any command; the shipped table stays the default.
"""

from typing import Literal

from ..frozen import frozen
from ..house_rules import admits, gm_tables, gm_values, rules_problem
from ..model import Battle, msg
from ..model.battle import HouseRules, HouseValue
from .base import Command, CommandRefused, Context, Event, Outcome, handles


class HouseRulesSet(Event):
    type: Literal["house_rules.set"] = "house_rules.set"
    house_rules: HouseRules

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"house_rules": self.house_rules})


@frozen
class SetHouseRule(Command):
    """Give ``key`` of GM table ``table`` the battle's own ``value``; None: back to the shipped one."""

    table: str
    key: str
    value: HouseValue | None


def _shown(value: HouseValue | None) -> str:
    return "—" if value is None else str(value)


@handles(SetHouseRule)
def _set(battle: Battle, command: SetHouseRule, context: Context) -> Outcome:
    system = battle.system.value
    if command.table not in gm_tables(system):
        raise CommandRefused(msg("house_rules.unknown_table", table=command.table))
    shipped_values = gm_values(system, command.table)
    if command.key not in shipped_values:
        raise CommandRefused(msg("house_rules.unknown_value", table=command.table, value_key=command.key))
    shipped = shipped_values[command.key]
    if command.value is not None and not admits(shipped, command.value):
        raise CommandRefused(
            msg("house_rules.wrong_kind", table=command.table, value_key=command.key, shipped=str(shipped))
        )
    own = dict(battle.house_rules.get(command.table, {}))
    old = own.get(command.key, shipped)
    if command.value is None or command.value == shipped:
        own.pop(command.key, None)
    else:
        own[command.key] = command.value
    rules = {name: values for name, values in battle.house_rules.items() if name != command.table}
    if own:
        rules[command.table] = own
    problem = rules_problem(system, rules)
    if problem is not None:
        raise CommandRefused(msg("house_rules.refused", table=command.table, detail=problem))
    value = shipped if command.value is None else command.value
    message = msg(
        "gm.house_rule", table=command.table, value_key=command.key, old=_shown(old), value=_shown(value)
    )
    undo = msg("undo.house_rule", table=command.table, value_key=command.key)
    return Outcome((HouseRulesSet(house_rules=rules),), undo, message, gm_decision=True)
