"""What a unit leaves on the field as it shrinks: the special characters beyond 2 × Magnitude,
and at Magnitude 0 its commander and its heroes and sorcerers, each then a one-person unit."""

from __future__ import annotations

from ...frozen import frozen
from ...model import ExaltedUnitStats
from ...model.exalted import SpecialCharacter, SpecialKind
from ...model.exalted_traits import Traits
from .tables import magnitude_table
from .traits import max_specials


@frozen
class Person:
    """Someone who steps out of the unit to stand alone."""

    name: str
    kind: SpecialKind
    traits: Traits


@frozen
class Remnants:
    stats: ExaltedUnitStats
    people: tuple[Person, ...]


def _persons(specials: tuple[SpecialCharacter, ...]) -> tuple[Person, ...]:
    return tuple(Person(s.name, s.kind, s.traits) for s in specials)


def shed_excess(stats: ExaltedUnitStats) -> Remnants:
    """The unit without the special characters it has no room for, in the GM's order of who
    leaves first (relays are lost to it, heroes and sorcerers step out); those acting apart
    stay linked and count last."""
    excess = len(stats.specials) + stats.relays - max_specials(stats.magnitude)
    relays, specials = stats.relays, list(stats.specials)
    leaving: list[SpecialCharacter] = []
    for kind in magnitude_table().excess_leave_order:
        if excess <= 0:
            break
        if kind == "relay":
            gone = min(relays, excess)
            relays, excess = relays - gone, excess - gone
            continue
        for special in reversed([s for s in specials if s.kind.value == kind and s.character is None]):
            if excess <= 0:
                break
            specials.remove(special)
            leaving.append(special)
            excess -= 1
    kept = stats.model_copy(update={"relays": relays, "specials": tuple(specials)})
    return Remnants(kept, _persons(tuple(leaving)))


def survivors(stats: ExaltedUnitStats) -> tuple[Person, ...]:
    """At Magnitude 0: the commander (if the unit still has one: not under Mob Rule), with the
    health it began with plus what called shots took, and the heroes and sorcerers in its ranks."""
    commander = (
        () if stats.mob_rule else (Person(stats.commander_name or "—", SpecialKind.HERO, stats.commander),)
    )
    return commander + _persons(tuple(s for s in stats.specials if s.character is None))


def remnants(before: ExaltedUnitStats, after: ExaltedUnitStats) -> Remnants:
    """Who steps out of the unit between ``before`` and ``after``."""
    if after.magnitude >= before.magnitude:
        return Remnants(after, ())
    if after.magnitude == 0:
        people = survivors(after)
        return Remnants(
            after.model_copy(update={"specials": tuple(s for s in after.specials if s.character)}), people
        )
    return shed_excess(after)
