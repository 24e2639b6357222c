"""The GM sets a unit's ratings from its troop: one step of undo, one line of the log giving
every rating. A troop whose ratings would fall outside what a unit may hold is refused, the
unit left as it was."""

from __future__ import annotations

import annotated_types

from ...engine.base import CommandRefused, Context, Outcome, handles
from ...engine.tokens import UnitSet
from ...model import Battle, ExaltedUnitStats, msg
from .commands import DeriveRatings
from .resolve import Resolve
from .traits import derive, ratings_from


def _bounds(field: str) -> tuple[int, int]:
    low, high = 0, 1_000_000
    for item in ExaltedUnitStats.model_fields[field].metadata:
        if isinstance(item, annotated_types.Ge):
            low = int(item.ge)  # type: ignore[call-overload]
        if isinstance(item, annotated_types.Le):
            high = int(item.le)  # type: ignore[call-overload]
    return low, high


@handles(DeriveRatings)
def _derive(battle: Battle, command: DeriveRatings, context: Context) -> Outcome:
    res = Resolve(battle, context)
    stats = res.stats(command.unit)
    name = res.name(command.unit)
    if stats.troop is None:
        raise CommandRefused(msg("exalted.refusal.no_troop", unit=name))
    derived = derive(stats, command.rested)
    values = {field: int(getattr(derived, field)) for field in (*ratings_from(stats.troop), "endurance")}
    for field, value in values.items():
        low, high = _bounds(field)
        if not low <= value <= high:
            raise CommandRefused(
                msg(
                    "exalted.refusal.rating_out_of_range",
                    unit=name,
                    stat=f"exalted.{field}",
                    value=value,
                    low=low,
                    high=high,
                )
            )
    res.emit(UnitSet(unit=res.unit(command.unit).model_copy(update={"stats": derived})))
    message = msg("exalted.ratings_derived", unit=name, **values)
    return Outcome(tuple(res.events), msg("undo.exalted.derive_ratings"), message, gm_decision=True)
