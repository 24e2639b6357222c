"""Aquelarre's rolls read back from its records, for the Dice tray and a correction: every roll
that read one typed entry of its command (a d100, damage, a location, a 1D10, an initiative
die), in the order the command made them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.rolls import RecordedRoll, reads_rolls
from .events import MadeRoll


@reads_rolls("aquelarre.rolled")
def _rolled(data: Mapping[str, Any]) -> tuple[RecordedRoll, ...]:
    raw = data.get("made")
    if not isinstance(raw, Mapping):
        return ()  # a critical's damage reads no dice; files from before the records have none
    made = MadeRoll.model_validate(raw)
    who = str(data.get("actor", ""))
    name = str(data.get("message", {}).get("params", {}).get("actor", ""))
    # The tray names who rolled and the dice in their own columns: the purpose without them.
    purpose = made.ask.ability.removeprefix(f"{name}: ")
    plain = " + ".join(f"1D{sides}" for sides in made.ask.sizes)
    ask = made.ask.model_copy(update={"ability": "" if purpose == plain else purpose})
    target = made.ask.terms.total if made.ask.terms is not None and made.ask.sizes == (100,) else None
    return (
        RecordedRoll(
            spec=ask,
            faces=made.faces,
            total=made.total,
            manual=made.manual,
            who=who,
            target=target,
            success=None if target is None else made.total <= target,
        ),
    )
