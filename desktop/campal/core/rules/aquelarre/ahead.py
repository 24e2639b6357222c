"""The character as it will stand once the actions it has already declared this round are made:
what each further declaration is checked against. So a crossbow's last reload and the next shot
go in one round (the text's "un asalto y medio"), and a weapon drawn first can strike second."""

from __future__ import annotations

from ...model import AquelarreCharacterStats
from .ground_items import picking_up
from .handing import drawing, drawing_both, handed_over


def after_declared(stats: AquelarreCharacterStats) -> AquelarreCharacterStats:
    ahead = stats
    for entry in stats.declared:
        if entry.state not in ("pending", "delayed"):
            continue
        if entry.action == "draw":
            ahead = ahead.model_copy(update=drawing(ahead, entry.weapon)[1])
        elif entry.action == "pick_up":
            ahead = ahead.model_copy(update=picking_up(ahead, entry.weapon)[1])
        elif entry.action == "draw_both":
            ahead = ahead.model_copy(update=drawing_both(ahead)[1])
        elif entry.action == "reload":
            ahead = ahead.model_copy(update={"reload_left": max(ahead.reload_left - 1, 0)})
        elif entry.action == "give" and entry.weapon is not None:
            ahead = ahead.model_copy(update=handed_over(ahead, entry.weapon))
    return ahead
