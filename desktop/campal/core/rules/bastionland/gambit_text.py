"""Gambits written as a short text, the form a dock hands over in a choice's ``extra``:
``"3:bolster;0:stop:no_save;1:disarm:greater;focus:sir:impair"`` — a die's index and the Gambit
on it (Strong ones with ``no_save`` or a greater effect), or a Focus paying for one."""

from __future__ import annotations

from ...engine.base import CommandRefused
from ...model import msg
from .attack import Gambit, GambitKind, Greater, StrongChoice

GREATER = {item.value for item in Greater}


def parse_gambits(text: str, owners: dict[int, str]) -> tuple[tuple[Gambit, ...], tuple[str, ...]]:
    """The Gambits and the Focusing attackers written in ``text``; ``owners`` maps each die to
    the attacker who threw it (who makes a Gambit is whose die pays for it)."""
    gambits: list[Gambit] = []
    focus: list[str] = []
    for part in (piece.strip() for piece in text.split(";")):
        if not part:
            continue
        fields = part.split(":")
        try:
            if fields[0] == "focus":
                focus.append(fields[1])
                gambits.append(Gambit(by=fields[1], kind=GambitKind(fields[2])))
                continue
            die = int(fields[0])
            gambits.append(_on_die(die, fields[1:], owners[die]))
        except (IndexError, KeyError, ValueError):
            raise CommandRefused(msg("bastionland.bad_gambit", text=part)) from None
    return tuple(gambits), tuple(focus)


def _on_die(die: int, fields: list[str], owner: str) -> Gambit:
    name = fields[0]
    if name in GREATER:
        return Gambit(by=owner, die=die, strong=StrongChoice.GREATER, greater=Greater(name))
    strong = StrongChoice.NO_SAVE if fields[1:] == ["no_save"] else None
    return Gambit(by=owner, kind=GambitKind(name), die=die, strong=strong)
