"""What a SIFRP action shows over the units it touched: damage, a morale change, an order's fate."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...model import msg
from ..system import ShownResult, Tone

CALM = {"organised"}


def results(events: Sequence[Mapping[str, Any]]) -> tuple[ShownResult, ...]:
    found: list[ShownResult] = []
    for data in events:
        kind = data.get("type")
        if kind == "sifrp.attack":
            damage = int(data.get("damage", 0))
            roll = data.get("roll")
            hit = isinstance(roll, dict) and roll.get("outcome") == "success"
            target = str(data["target"])
            if damage:
                found.append(ShownResult(target, msg("sifrp.result.damage", damage=damage), Tone.HARM))
            else:
                key = "sifrp.result.no_damage" if hit else "sifrp.result.miss"
                found.append(ShownResult(target, msg(key), Tone.MISS))
        elif kind == "sifrp.morale":
            after = str(data["after"])
            key = "sifrp.result.state" if after in CALM else "sifrp.result.state_worse"
            found.append(ShownResult(str(data["unit"]), msg(key, state=f"sifrp.{after}"), Tone.STATE))
        elif kind == "sifrp.order_issued" and data.get("unit"):
            success = bool(data.get("success"))
            key = "sifrp.result.order_success" if success else "sifrp.result.order_failed"
            found.append(ShownResult(str(data["unit"]), msg(key), Tone.SUCCESS if success else Tone.FAILURE))
    return tuple(found)
