"""Units changing shape: Split, Merge, swapping special characters, Rally's three effects."""

from __future__ import annotations

from ...frozen import frozen
from ...model import ExaltedFormation, ExaltedUnitState, ExaltedUnitStats, Message, msg
from ...model.exalted import SpecialCharacter
from .traits import communications_failed, magnitude_for, max_specials, soldiers_of


def midpoint_soldiers(magnitude: int) -> int:
    low, high = soldiers_of(magnitude)
    return (low + high) // 2


@frozen
class Split:
    parent: ExaltedUnitStats
    child: ExaltedUnitStats


def split(stats: ExaltedUnitStats, soldiers_out: int, hero_id: str, succeeded: bool) -> Split | Message:
    """A hero leads ``soldiers_out`` away; both Magnitudes are recomputed from the soldiers, the
    parent losing at least one. On a failed roll both hesitate in Unordered formation."""
    total = midpoint_soldiers(stats.magnitude)
    if not 1 <= soldiers_out < total:
        return msg("exalted.refusal.split_soldiers", soldiers=total)
    hero = next((s for s in stats.specials if s.id == hero_id), None)
    if hero is None:
        return msg("exalted.refusal.split_needs_hero")
    parent_magnitude = min(magnitude_for(total - soldiers_out), stats.magnitude - 1)
    child_magnitude = magnitude_for(soldiers_out)
    # The missiles go with the soldiers who carry them.
    child_ammunition = None if stats.ammunition is None else stats.ammunition * soldiers_out // total
    parent_ammunition = None if stats.ammunition is None else stats.ammunition - (child_ammunition or 0)
    state = ExaltedUnitState.FIGHTING if succeeded else ExaltedUnitState.HESITATING
    shape = {} if succeeded else {"formation": ExaltedFormation.UNORDERED}
    parent = stats.model_copy(
        update={
            "magnitude": parent_magnitude,
            "specials": tuple(s for s in stats.specials if s.id != hero_id),
            "state": state,
            "health_damage": 0,
            "ammunition": parent_ammunition,
            **shape,
        }
    )
    child = stats.model_copy(
        update={
            "magnitude": child_magnitude,
            "commander": hero.traits,
            "commander_name": hero.name,
            "specials": (),
            "relays": 0,
            "state": state,
            "health_damage": 0,
            "engaged": {},
            "enveloping": (),
            "start_magnitude": child_magnitude,
            "magnitude_lost": 0,
            "worst_single_loss": 0,
            "ammunition": child_ammunition,
            **shape,
        }
    )
    return Split(parent, child)


@frozen
class Merged:
    stats: ExaltedUnitStats
    leftovers: tuple[SpecialCharacter, ...]  # must form one-person units or melt into the troop
    relays_lost: int


def merge(keeper: ExaltedUnitStats, absorbed: ExaltedUnitStats, absorbed_leads: bool = False) -> Merged:
    """The two bodies as one, Magnitude recomputed from their soldiers; the larger unit's
    commander leads unless the GM says otherwise; special characters over 2 × Magnitude leave."""
    soldiers = midpoint_soldiers(keeper.magnitude) + midpoint_soldiers(absorbed.magnitude)
    magnitude = magnitude_for(soldiers)
    lead = absorbed if absorbed_leads else keeper
    room = max_specials(magnitude)
    specials = keeper.specials + absorbed.specials
    relays = keeper.relays + absorbed.relays
    kept_specials = specials[:room]
    kept_relays = min(relays, max(room - len(kept_specials), 0))
    stats = keeper.model_copy(
        update={
            "magnitude": magnitude,
            "commander": lead.commander,
            "commander_name": lead.commander_name,
            "specials": kept_specials,
            "relays": kept_relays,
            "health_damage": 0,
            "engaged": {**keeper.engaged, **absorbed.engaged},
            "ammunition": _ammunition(keeper, absorbed),
        }
    )
    return Merged(stats, specials[room:], relays - kept_relays)


def _ammunition(a: ExaltedUnitStats, b: ExaltedUnitStats) -> int | None:
    if a.ammunition is None and b.ammunition is None:
        return None
    return (
        min(a.ammunition or 0, b.ammunition or 0)
        if a.ammunition is not None and b.ammunition is not None
        else (a.ammunition or b.ammunition)
    )


def swap(
    giver: ExaltedUnitStats, taker: ExaltedUnitStats, special_id: str
) -> tuple[ExaltedUnitStats, ExaltedUnitStats] | Message:
    moving = next((s for s in giver.specials if s.id == special_id), None)
    if moving is None:
        return msg("exalted.refusal.no_special")
    if len(taker.specials) + taker.relays + 1 > max_specials(taker.magnitude):
        return msg("exalted.refusal.specials_full", limit=max_specials(taker.magnitude))
    return (
        giver.model_copy(update={"specials": tuple(s for s in giver.specials if s.id != special_id)}),
        taker.model_copy(update={"specials": (*taker.specials, moving)}),
    )


def rally_organization(stats: ExaltedUnitStats) -> ExaltedUnitStats | Message:
    """Promote a soldier to relay."""
    if stats.relays + len(stats.specials) + 1 > max_specials(stats.magnitude):
        return msg("exalted.refusal.specials_full", limit=max_specials(stats.magnitude))
    return stats.model_copy(update={"relays": stats.relays + 1})


def rally_numbers(stats: ExaltedUnitStats, stragglers: int) -> ExaltedUnitStats | Message:
    """Win back a Magnitude of soldiers lost in the fighting: only while some unit has lost one
    (``stragglers``: Magnitude lost on the field not yet won back). Too few relays: Unordered."""
    if stragglers <= 0:
        return msg("exalted.refusal.no_stragglers")
    if stats.magnitude >= 9:
        return msg("exalted.refusal.too_large")
    grown = stats.model_copy(update={"magnitude": stats.magnitude + 1})
    if communications_failed(grown):
        grown = grown.model_copy(update={"formation": ExaltedFormation.UNORDERED})
    return grown


def rally_second_wind(stats: ExaltedUnitStats) -> ExaltedUnitStats:
    """Endurance back by the Drill (at least 1), never above the Magnitude."""
    gain = max(stats.drill, 1)
    ceiling = max(stats.magnitude, stats.endurance)
    return stats.model_copy(update={"endurance": min(stats.endurance + gain, ceiling)})
