"""Devastar la región: "reducirá la Población y la Fortuna de la casa a la que pertenezcan las
tierras afectadas". How much is the GM's (``orders.json``: ``population`` and ``wealth`` lost per
order carried out); the lands belong to the side the GM names, the other side by default."""

from __future__ import annotations

from ...model import SifrpSideStats, msg
from .resolution import Resolution
from .tables import orders


def _owner(res: Resolution, unit_id: str, named: str | None) -> str | None:
    if named is not None and named in res.battle.sides:
        return named
    side = res.unit(unit_id).side
    return next((s for s in res.battle.sides if s != side), None)


def ravage(res: Resolution, unit_id: str, lands_of: str | None) -> None:
    from .setup_steps import side_stats, update_side

    owner = _owner(res, unit_id, lands_of)
    if owner is None:
        res.note(msg("order.region_ravaged", unit=res.name(unit_id)))
        return
    rules = orders()["ravage"]
    stats: SifrpSideStats = side_stats(res, owner)
    update_side(
        res,
        owner,
        population=stats.population - rules.population,
        wealth=stats.wealth - rules.wealth,
    )
    res.note(
        msg(
            "order.region_ravaged_of",
            unit=res.name(unit_id),
            side=res.name(owner),
            population=rules.population,
            wealth=rules.wealth,
        )
    )
