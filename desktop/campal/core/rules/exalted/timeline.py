"""The long-tick timeline: Join War places each unit, every action's Speed sets its next tick,
zero-speed actions act again on the same tick and reflexive ones leave the clock alone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...dice import Breakdown
from ...frozen import frozen
from ...model import ExaltedCharacterStats, ExaltedUnitStats
from ...model.exalted_traits import Ability, Attribute, Traits
from .tables import ActionSpec, action, actions, combat
from .traits import leader


def join_war_pool(stats: ExaltedUnitStats) -> Breakdown:
    """(Wits + War) − Magnitude; a one-person unit (Magnitude 0) rolls Wits + Awareness."""
    traits = leader(stats)
    if stats.magnitude == 0:
        return lone_join_pool(traits)
    return (
        Breakdown()
        .base("exalted.attribute.wits", traits.attribute(Attribute.WITS))
        .base("exalted.ability.war", traits.ability(Ability.WAR))
        .plus("exalted.term.magnitude", -stats.magnitude)
        .plus("exalted.term.minimum_dice", _minimum_top_up(traits, stats.magnitude))
    )


def _minimum_top_up(traits: Traits, magnitude: int) -> int:
    dice = traits.attribute(Attribute.WITS) + traits.ability(Ability.WAR) - magnitude
    return max(combat().join_war_minimum_dice - dice, 0)


def lone_join_pool(traits: Traits) -> Breakdown:
    """Wits + Awareness: a lone character, or a hero or sorcerer acting apart from the unit."""
    return (
        Breakdown()
        .base("exalted.attribute.wits", traits.attribute(Attribute.WITS))
        .base("exalted.ability.awareness", traits.ability(Ability.AWARENESS))
    )


def character_join_pool(stats: ExaltedCharacterStats) -> Breakdown:
    return lone_join_pool(stats.traits)


def place(successes: Mapping[str, int]) -> dict[str, int]:
    """The best Join War acts on tick 0, each other actor as many ticks later as it fell short."""
    if not successes:
        return {}
    best = max(successes.values())
    return {actor: best - score for actor, score in successes.items()}


def join_order(successes: Mapping[str, int], tiebreaks: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """Who goes first among actors on one tick: more Join War successes, then the larger
    tie-break (Wits + War), then the order they were given."""
    ties = tiebreaks or {}
    listed = list(successes)
    return tuple(sorted(listed, key=lambda a: (-successes[a], -ties.get(a, 0), listed.index(a))))


@frozen
class Now:
    tick: int
    acting: tuple[str, ...]


def acting_now(next_ticks: Mapping[str, int], order: Sequence[str]) -> Now:
    """The earliest tick anyone waits for, and who acts on it, in Join War order."""
    if not next_ticks:
        return Now(0, ())
    tick = min(next_ticks.values())
    rank = {actor: i for i, actor in enumerate(order)}
    acting = sorted((a for a, t in next_ticks.items() if t == tick), key=lambda a: rank.get(a, len(rank)))
    return Now(tick, tuple(acting))


def next_tick(tick: int, spec: ActionSpec) -> int | None:
    """Where the action leaves the actor: Speed ticks later; None for a reflexive action, which
    never moves the clock (a zero-speed one acts again on the same tick)."""
    if spec.reflexive:
        return None
    return tick + spec.speed


def flurry(action_ids: Sequence[str]) -> tuple[ActionSpec, tuple[int, ...]]:
    """A flurry: the slowest Speed, the worst DV penalty, and each action after the first at a
    cumulative dice penalty (all its attacks against the same enemy unit)."""
    specs = [action(a) for a in action_ids]
    step = actions().flurry_step_penalty
    combined = ActionSpec(
        speed=max(s.speed for s in specs),
        dv=min(s.dv for s in specs),
        roll="attack" if any(s.roll == "attack" for s in specs) else None,
    )
    return combined, tuple(-step * i for i in range(len(specs)))


def dv_after(spec: ActionSpec) -> int:
    """The DV penalty an action leaves on the unit until its next action."""
    return spec.dv
