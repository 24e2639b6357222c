"""The battle's rule options: the GM's choices among what its rule system leaves optional."""

from collections.abc import Mapping
from dataclasses import field
from typing import Any, Literal, Protocol, cast

from ..frozen import frozen
from ..model import Battle, Message, msg
from ..model.battle import OptionValue
from ..plugins import find_system
from .base import Command, CommandRefused, Context, Event, Outcome, handles


class OptionRules(Protocol):
    """What the engine asks a rule system of its options (``RuleSystem`` implements it)."""

    def option_refusal(self, options: Mapping[str, Any]) -> Message | None: ...


class RuleOptionsSet(Event):
    type: Literal["rule_options.set"] = "rule_options.set"
    options: dict[str, OptionValue]

    def apply(self, battle: Battle) -> Battle:
        return battle.model_copy(update={"rule_options": dict(self.options)})


@frozen
class SetRuleOptions(Command):
    """Replace the battle's rule options; the rule system refuses keys or values it lacks."""

    options: Mapping[str, bool | str] = field(default_factory=dict)


def options_refusal(battle: Battle, options: Mapping[str, Any]) -> Message | None:
    """Why ``options`` cannot be those of ``battle``'s rule system, if they cannot."""
    return cast(OptionRules, find_system(battle)).option_refusal(options)


def options_problem(battle: Battle) -> tuple[str, Message] | None:
    """The field and the problem of options a file holds that its rule system lacks: opened
    anyway, they would be read as the defaults while the file says otherwise."""
    refusal = options_refusal(battle, battle.rule_options)
    return None if refusal is None else ("rule_options", refusal)


@handles(SetRuleOptions)
def _set(battle: Battle, command: SetRuleOptions, context: Context) -> Outcome:
    refusal = options_refusal(battle, command.options)
    if refusal is not None:
        raise CommandRefused(refusal)
    return Outcome((RuleOptionsSet(options=dict(command.options)),), msg("undo.rule_options"))
