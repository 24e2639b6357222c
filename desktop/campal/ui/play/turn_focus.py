"""Who acts now, and bringing them to the GM: the token whose turn it is, picked and in view."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ...core.engine.turn import plan_of
from ...core.model import Battle
from ..view.battle_view import BattleView

ORDERED = ("alternate", "sequence", "timeline")  # modes where one actor's turn comes at a time


def acting_token(battle: Battle) -> str | None:
    """The unit or free character whose turn it is; None when a side acts as a whole, when
    everyone acts in any order, or before and after the battle."""
    turn = battle.turn
    if turn is None or turn.finished or not turn.queue:
        return None
    if plan_of(battle).step(turn.stage, turn.step).mode.value not in ORDERED:
        return None
    who = turn.queue[0]
    if who in battle.units:
        return who
    character = battle.characters.get(who)
    return who if character is not None and character.attached_to is None else None


def bring_into_view(view: BattleView, battle: Battle, token: str) -> None:
    """Centre the map on ``token`` when it is off screen; leave the camera alone otherwise."""
    item = battle.units.get(token) or battle.characters.get(token)
    if item is None or item.position is None:
        return
    where = QPointF(item.position.x, item.position.y)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    if not shown.contains(where):
        view.centerOn(where)
