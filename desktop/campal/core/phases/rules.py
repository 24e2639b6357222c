"""Hooks a rule system registers for its plan: budgets, round start, the end of the battle.

The walker stays rule-agnostic; a plan names a hook (``"sifrp.orders"``) and the rule system
registers the function under that name when its package is imported.
"""

from __future__ import annotations

from collections.abc import Callable

from ..model import Battle, Character, Unit

BudgetRule = Callable[[Battle, str], int]
RoundStart = Callable[[Battle], tuple[tuple[Unit, ...], tuple[Character, ...]]]
LoopCheck = Callable[[Battle], bool]

BUDGET_RULES: dict[str, BudgetRule] = {}
ROUND_STARTS: dict[str, RoundStart] = {}
LOOP_CHECKS: dict[str, LoopCheck] = {}
# Actions a rule system carries out through its own commands (with their rolls), by plan id; the
# generic TakeAction must not stand in for them.
RULED_ACTIONS: dict[str, set[str]] = {}


def budget_rule(name: str) -> Callable[[BudgetRule], BudgetRule]:
    def register(function: BudgetRule) -> BudgetRule:
        BUDGET_RULES[name] = function
        return function

    return register


def round_start(name: str) -> Callable[[RoundStart], RoundStart]:
    def register(function: RoundStart) -> RoundStart:
        ROUND_STARTS[name] = function
        return function

    return register


def loop_check(name: str) -> Callable[[LoopCheck], LoopCheck]:
    def register(function: LoopCheck) -> LoopCheck:
        LOOP_CHECKS[name] = function
        return function

    return register
