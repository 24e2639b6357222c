"""What a choice made in the dock becomes: the values it asks for first (the item, the weapon,
the number of foes or rungs, the piece to mend) and the command that carries it out."""

from __future__ import annotations

from ...engine.base import Command
from ...engine.turn import PassTurn
from ...model import AquelarreCharacterStats, Message, msg
from ..play import Choice
from .ahead import after_declared
from .commands import CarryOut, Declare, Defend, Delay, LeaveGuard, RepairGear, SpotAmbush, StepIn
from .declaration import plan_refusal
from .dock_offers import (
    ARMED,
    FULL_DEFENCE_IN_TURN,
    REPAIR,
    SEVERAL,
    SPOT_AMBUSH,
    STEP_IN,
    foe_counts,
    heavy_rungs,
    picked_foes,
    pieces_to_mend,
    weapon_choices,
    weapon_label,
)
from .handing import items_in_hand, items_to_draw
from .kit import kit

GM_JUDGED = frozenset({"trick", "cast"})  # the GM says what they do: a note
ITEM_PICKED = frozenset({"give", "draw", "pick_up", "don_armour"})  # the GM picks the item from a list


def extras_for(stats: AquelarreCharacterStats, choice: Choice) -> tuple[tuple[str, Message], ...]:
    """The weapon or shield to hand over (what is in hand), to draw (what is not) or to pick up
    (what lies at its feet); the weapon an attack is made with; how many foes a parry takes on;
    the rungs of an Ataque recio; the piece to mend."""
    ahead = after_declared(stats)
    kind, _, action = choice.offer.partition(":")
    if kind == SEVERAL:
        return foe_counts()
    if kind == ARMED:
        done = tuple(e.action for e in stats.declared)
        return tuple(
            (key, weapon_label(ahead, key))
            for key in weapon_choices(ahead, action)
            if plan_refusal(ahead, done, action, key) is None
        )
    if choice.offer == "heavy":
        return heavy_rungs(ahead)
    if choice.offer == REPAIR:
        return tuple(
            (key, msg("offer.aquelarre.item", weapon=f"aquelarre.{key}")) for key in pieces_to_mend(stats)
        )
    if choice.offer not in ITEM_PICKED:
        return ()
    table = kit()
    keys = {
        "give": items_in_hand(stats),
        "draw": items_to_draw(stats),
        "pick_up": tuple(dict.fromkeys(ahead.dropped)),
        "don_armour": (*table.armour, *table.helmets),
    }[choice.offer]
    return tuple((key, msg("offer.aquelarre.item", weapon=f"aquelarre.{key}")) for key in keys)


def _ticks(choice: Choice) -> tuple[str, ...]:
    """The GM's ticked modifiers ("fog;fleeing_target")."""
    return tuple(choice.extra.split(";")) if isinstance(choice.extra, str) and choice.extra else ()


def command_for(choice: Choice) -> Command:
    kind, _, index = choice.offer.partition(":")
    if kind == "do" or kind == "insert":
        return CarryOut(choice.actor, int(index), extra=_ticks(choice))
    if kind == "delay":
        return Delay(choice.actor, int(index))
    if kind == "defend":
        index, _, how = index.partition(":")  # a Defensa completa made as the kind picked
        answer = None if index == "none" else int(index)
        return Defend(choice.actor, answer, how=how or None, extra=_ticks(choice))
    if kind == "pass":
        return PassTurn(choice.actor)
    if choice.offer == STEP_IN:
        return StepIn(choice.actor, choice.target or "")
    if kind == "free":
        return LeaveGuard(choice.actor)
    if choice.offer == SPOT_AMBUSH:
        return SpotAmbush(choice.actor, choice.target or "")
    if choice.offer == REPAIR:
        return RepairGear(choice.actor, str(choice.extra or ""))
    return _declaration(choice)


def _declaration(choice: Choice) -> Declare:
    kind, _, index = choice.offer.partition(":")
    # A Barrido names the foe picked; the declaration brings in the others around.
    targets: tuple[str, ...] = (choice.target,) if choice.target else ()
    if choice.offer == FULL_DEFENCE_IN_TURN:
        return Declare(choice.actor, kind, how=index)
    if kind == SEVERAL:
        return Declare(choice.actor, index, targets=picked_foes(choice.target, choice.second, choice.more))
    if kind == ARMED:
        return Declare(choice.actor, index, targets=targets, weapon=str(choice.extra or "") or None)
    if choice.offer in ITEM_PICKED:
        item = choice.extra if isinstance(choice.extra, str) else None
        return Declare(choice.actor, choice.offer, targets=targets, weapon=item)
    note = choice.extra if isinstance(choice.extra, str) and choice.offer in GM_JUDGED else ""
    # An Ataque recio climbs the rungs the GM picked (one unless said).
    rungs = str(choice.extra) if choice.offer == "heavy" and choice.extra is not None else ""
    steps = int(rungs) if rungs.isdigit() else (1 if choice.offer == "heavy" else 0)
    return Declare(choice.actor, choice.offer, targets=targets, steps=steps, note=note)
