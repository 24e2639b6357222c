"""How a turn reads in the status bar: free, or the action it takes (Exalted's turn rule)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.movement import TurnCost


def turn_text(name: str, cost: TurnCost) -> str:
    if cost.is_free:
        return QCoreApplication.translate("TurnText", "{0} turns {1}°: free").format(name, round(cost.angle))
    return QCoreApplication.translate(
        "TurnText", "{0} turns {1}°: more than a quarter turn takes an action ({2}, Speed {3}, DV {4})"
    ).format(name, round(cost.angle), cost.action or "", cost.speed or 0, cost.dv_penalty)
