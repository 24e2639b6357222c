"""What a Bastionland action shows over the tokens it touched: the damage, or that Guard took
it; a Scar; a new state (Slain, routed); a failed save."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...model import msg
from ..system import ShownResult, Tone

WORSE = {"slain", "mortal_wound", "routed", "wiped_out", "broken", "fled", "surrendered", "breached"}


def _blow(data: Mapping[str, Any]) -> ShownResult:
    target = str(data["target"])
    damage = data.get("damage", {})
    amount = int(damage.get("damage", 0)) if isinstance(damage, Mapping) else 0
    if amount <= 0:
        return ShownResult(target, msg("bastionland.result.no_damage"), Tone.MISS)
    return ShownResult(target, msg("bastionland.result.damage", damage=amount), Tone.HARM)


def results(events: Sequence[Mapping[str, Any]]) -> tuple[ShownResult, ...]:
    found: list[ShownResult] = []
    for data in events:
        kind = data.get("type")
        if kind == "bastionland.attack_resolved":
            found.append(_blow(data))
            message = data.get("message", {})
            outcome = (
                str(message.get("params", {}).get("outcome", "")) if isinstance(message, Mapping) else ""
            )
            state = outcome.removeprefix("bastionland.")
            if state in WORSE:
                found.append(
                    ShownResult(
                        str(data["target"]), msg("bastionland.result.state", outcome=outcome), Tone.STATE
                    )
                )
            scar = data.get("scar")
            if isinstance(scar, Mapping):
                found.append(
                    ShownResult(
                        str(data["target"]),
                        msg("bastionland.result.scar", scar=str(scar["scar"])),
                        Tone.STATE,
                    )
                )
        elif kind == "bastionland.save":
            save = data.get("save", {})
            spec = save.get("spec", {}) if isinstance(save, Mapping) else {}
            held = (
                int(save.get("face", 21)) <= int(spec.get("value", 0)) if isinstance(spec, Mapping) else False
            )
            actor = str(spec.get("actor", "")) if isinstance(spec, Mapping) else ""
            if actor:
                key = "bastionland.result.saved" if held else "bastionland.result.failed"
                found.append(ShownResult(actor, msg(key), Tone.SUCCESS if held else Tone.FAILURE))
    return tuple(found)
