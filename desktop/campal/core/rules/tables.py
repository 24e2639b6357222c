"""Reading a rule system's editable tables from ``resources/rules/<system>/``, with the house
rules of the battle in play laid over the GM tables (``core.house_rules``)."""

from __future__ import annotations

from typing import Any

from ..house_rules import table_in_play


def read_table(system: str, name: str) -> Any:
    return table_in_play(system, name)
