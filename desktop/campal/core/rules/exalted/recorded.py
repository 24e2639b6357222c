"""Exalted's d10 pools read back from their records, for the dice tray and a correction: each
pool a command rolled (Join War, an attack's dice and damage, a rout or exhaustion test), in
the order the command rolled them, so a corrected one replays the command with the others kept."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...dice.pool import PoolResult
from ...engine.rolls import RecordedRoll, reads_rolls


def pool_roll(result: PoolResult, who: str) -> RecordedRoll:
    return RecordedRoll(
        spec=result.spec,
        faces=result.faces,
        total=result.rolled,  # what the dice showed: typed back as a total when no faces were
        manual=result.manual,
        who=who,
        target=result.difficulty,
        success=result.is_success if result.difficulty is not None else None,
    )


@reads_rolls("exalted.roll")
def _pool(data: Mapping[str, Any]) -> tuple[RecordedRoll, ...]:
    return (pool_roll(PoolResult.model_validate(data["roll"]), str(data.get("actor", ""))),)
