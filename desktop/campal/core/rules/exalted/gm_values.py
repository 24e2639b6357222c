"""Values the rules derive that the GM may set by his own word from the dock: a unit's missiles
(counted in attacks) and its Morale (or back to the lowest Valor of troop and commander). Each
is an override, logged as the GM's decision."""

from __future__ import annotations

from ...engine.base import Command, CommandRefused
from ...engine.override import Override
from ...model import Message, msg
from .tables import combat

GM_VALUES = ("set_ammunition", "set_morale")


def gm_value_choices(offer: str) -> tuple[tuple[str, Message], ...]:
    if offer == "set_ammunition":
        per = combat().ammunition_per_attack
        most = max(combat().ammunition_fortified, combat().ammunition_mobile) // per
        supplies = tuple(
            (str(n * per), msg("exalted.extra.ammunition", attacks=n, ammunition=n * per))
            for n in range(most + 1)
        )
        return (("none", msg("exalted.extra.action", action="exalted.no_missiles")), *supplies)
    morales = tuple((str(n), msg("exalted.extra.morale", morale=n)) for n in range(11))
    return (("derived", msg("exalted.extra.action", action="exalted.morale_derived")), *morales)


def gm_value_command(unit: str, offer: str, extra: str | int | None) -> Command:
    field = "stats.ammunition" if offer == "set_ammunition" else "stats.morale"
    if extra in ("none", "derived"):
        return Override(unit, field, None)
    try:
        return Override(unit, field, int(extra if extra is not None else 0))
    except ValueError:
        raise CommandRefused(msg("play.not_a_number", value=str(extra))) from None
