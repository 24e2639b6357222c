"""House rules: a battle's own values for its rule system's GM tables (the JSON files in
``resources/rules/<id>/`` marked ``gm_default``), applied over the shipped ones. A table the rule
text mostly fills lists under ``gm_default`` the keys that are the GM's (the rest is the text's).

A house rule names a table and a dotted key of one of its values (``movement`` →
``run_varas``, ``weapons`` → ``weapons.montante.damage``); the shipped file stays the default.
The rules read their tables through ``rules.tables.read_table``, which lays the battle in play's
house rules over the shipped JSON; the tables the rules keep cached are copies of that state, so
they are dropped whenever the house rules in play change (``use``).
"""

from __future__ import annotations

import inspect
import json
import sys
from collections.abc import Callable, Iterator, Mapping
from copy import deepcopy
from functools import cache
from importlib.resources import files
from typing import Any

from .model import Battle
from .model.battle import HouseRules, HouseValue

RULES_PACKAGE = "campal.core.rules."
WORDS = {"gm_default", "note", "es", "en"}  # a table's own bookkeeping and names: not rules

_in_play: list[Any] = [None, {}]  # the system and house rules the tables are read with now


def use(battle: Battle) -> None:
    """Read the tables with ``battle``'s house rules from now on (the battle being played)."""
    use_rules(battle.system.value, battle.house_rules)


def use_rules(system: str, rules: HouseRules) -> None:
    if _in_play[0] == system and (_in_play[1] is rules or _in_play[1] == rules):
        return
    changed = bool(_in_play[1]) or bool(rules)
    _in_play[0], _in_play[1] = system, rules
    if changed:
        _drop_cached_tables()


def rules_problem(system: str, rules: HouseRules) -> str | None:
    """Why ``system``'s rules cannot read their tables with ``rules`` (a factor above its
    bound, a word a table does not know), if they cannot: each table the rules load is loaded
    with them, and the house rules in play are put back after."""
    previous = (str(_in_play[0] or ""), _in_play[1])
    use_rules(system, rules)
    try:
        for loader in _table_loaders(system):
            try:
                loader()
            except (ValueError, KeyError, TypeError, IndexError) as error:
                return str(error).splitlines()[0] if str(error) else type(error).__name__
        return None
    finally:
        use_rules(*previous)


def _table_loaders(system: str) -> Iterator[Callable[[], object]]:
    """The system's cached functions that take nothing: the loaders of its tables."""
    for name, module in list(sys.modules.items()):
        if not name.startswith(f"{RULES_PACKAGE}{system}.") or module is None:
            continue
        for value in list(vars(module).values()):
            wrapped = getattr(value, "__wrapped__", None)
            if (
                callable(getattr(value, "cache_clear", None))
                and callable(wrapped)
                and _takes_nothing(wrapped)
            ):
                yield value


def _takes_nothing(function: Callable[..., object]) -> bool:
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return False
    return all(p.default is not p.empty or p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in parameters)


def _drop_cached_tables() -> None:
    for name, module in list(sys.modules.items()):
        if not name.startswith(RULES_PACKAGE) or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and hasattr(value, "__wrapped__"):
                clear()


@cache
def _shipped_text(system: str, name: str) -> str:
    return files("campal.resources").joinpath(f"rules/{system}/{name}.json").read_text(encoding="utf-8")


def shipped_table(system: str, name: str) -> Any:
    """The table as it ships, without any house rule."""
    return json.loads(_shipped_text(system, name))


def table_in_play(system: str, name: str) -> Any:
    """The table with the house rules in play laid over it."""
    table = shipped_table(system, name)
    own = _in_play[1].get(name, {}) if _in_play[0] == system else {}
    return with_rules(table, own) if own else table


def with_rules(table: Any, own: Mapping[str, HouseValue]) -> Any:
    changed = deepcopy(table)
    for dotted, value in own.items():
        parts = dotted.split(".")
        node = changed
        for part in parts[:-1]:
            node = node[int(part)] if isinstance(node, list) else node[part]
        last = parts[-1]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return changed


def gm_tables(system: str) -> tuple[str, ...]:
    """The system's tables marked as GM values, by name."""
    folder = files("campal.resources").joinpath(f"rules/{system}")
    names = sorted(
        entry.name.removesuffix(".json") for entry in folder.iterdir() if entry.name.endswith(".json")
    )
    return tuple(n for n in names if _marked(shipped_table(system, n)))


def _marked(table: Any) -> bool:
    if not isinstance(table, dict):
        return False
    marked = table.get("gm_default")
    return marked is True or (isinstance(marked, list) and bool(marked))


def gm_values(system: str, name: str) -> dict[str, HouseValue]:
    """Each value of a GM table a house rule may change, by its dotted key, as shipped (only
    the keys it lists, when it lists some)."""
    table = shipped_table(system, name)
    found = dict(_leaves(table, ""))
    listed = table.get("gm_default") if isinstance(table, dict) else None
    if isinstance(listed, list):
        return {k: v for k, v in found.items() if any(k == g or k.startswith(f"{g}.") for g in listed)}
    return found


def _leaves(node: Any, prefix: str) -> Iterator[tuple[str, HouseValue]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if key not in WORDS and not key.endswith("_note"):
                yield from _leaves(value, f"{prefix}{key}.")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _leaves(value, f"{prefix}{index}.")
    elif isinstance(node, bool | int | float | str):
        yield prefix.removesuffix("."), node


def admits(shipped: HouseValue, value: HouseValue) -> bool:
    """Whether ``value`` may stand for ``shipped``: the same kind of value (a whole number for
    a decimal one)."""
    if isinstance(shipped, bool) or isinstance(value, bool):
        return isinstance(shipped, bool) and isinstance(value, bool)
    if isinstance(shipped, float):
        return isinstance(value, int | float)
    return type(value) is type(shipped)
