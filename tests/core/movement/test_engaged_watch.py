"""The engaged tokens kept from one document to the next equal those found afresh, whatever a
sequence of moves, arrivals, departures and routs did to the field."""

from __future__ import annotations

import random

from campal.core.model import Point, UnitState, touched
from campal.core.movement import EngagedWatch, engaged_pairs
from campal.core.movement.engaged_watch import REBUILD_AFTER

from .fields import BLUE, RED, foot, sifrp_battle


def _pairs_afresh(battle) -> frozenset[tuple[str, str]]:  # type: ignore[no-untyped-def]
    return frozenset(tuple(sorted((p.first, p.second))) for p in engaged_pairs(battle))  # type: ignore[misc]


def _crowd(rng: random.Random, count: int):  # type: ignore[no-untyped-def]
    units = [
        foot(
            f"unit-{i}",
            rng.uniform(0, 400),
            rng.uniform(0, 400),
            side=rng.choice((RED, BLUE)),
            facing=rng.uniform(0, 360),
        )
        for i in range(count)
    ]
    return sifrp_battle(*units, terrain_features={})


def _step(rng: random.Random, battle):  # type: ignore[no-untyped-def]
    """One command's worth of change: a few units moved, one arriving, leaving or routed."""
    units = dict(battle.units)
    for unit_id in rng.sample(sorted(units), k=min(len(units), rng.randint(1, 3))):
        unit = units[unit_id]
        moved = Point(x=unit.position.x + rng.uniform(-30, 30), y=unit.position.y + rng.uniform(-30, 30))
        units[unit_id] = unit.model_copy(update={"position": moved})
    roll = rng.random()
    if roll < 0.1 and units:
        units.pop(rng.choice(sorted(units)))
    elif roll < 0.2:
        new_id = f"unit-n{rng.randrange(10**6)}"
        units[new_id] = foot(new_id, rng.uniform(0, 400), rng.uniform(0, 400), side=rng.choice((RED, BLUE)))
    elif roll < 0.3 and units:
        unit_id = rng.choice(sorted(units))
        units[unit_id] = units[unit_id].model_copy(
            update={"stats": units[unit_id].stats.model_copy(update={"state": UnitState.DESTROYED})}
        )
    return battle.model_copy(update={"units": units})


def test_the_watch_follows_every_change_as_a_fresh_search_would() -> None:
    rng = random.Random(11)
    battle = _crowd(rng, 60)
    watch = EngagedWatch()
    assert watch.pairs() == frozenset()
    assert watch.engaged(battle) == {i for pair in _pairs_afresh(battle) for i in pair}
    for _ in range(3 * REBUILD_AFTER):  # past a rebuild of its tree, more than once
        after = _step(rng, battle)
        change = touched(battle, after)
        engaged = watch.engaged(after, change.units | change.characters)
        assert watch.pairs() == _pairs_afresh(after)
        assert engaged == {i for pair in watch.pairs() for i in pair}
        battle = after


def test_an_update_names_the_tokens_it_engaged_or_freed_and_no_other() -> None:
    rng = random.Random(4)
    battle = _crowd(rng, 60)
    watch = EngagedWatch()
    assert watch.update(battle) is None  # looked at everything
    engaged, named = watch.engaged(battle), 0
    for _ in range(3 * REBUILD_AFTER):
        after = _step(rng, battle)
        change = touched(battle, after)
        flipped = watch.update(after, change.units | change.characters)
        now = frozenset(i for pair in _pairs_afresh(after) for i in pair)
        assert all(watch.is_engaged(i) == (i in now) for i in {*after.units, *battle.units})
        if flipped is not None:  # else it built its tree again, and any may have turned
            assert flipped == engaged ^ now
            named += len(flipped)
        engaged, battle = now, after
    assert named > 20


def test_a_unit_moved_into_contact_and_out_again_is_engaged_then_not() -> None:
    battle = sifrp_battle(foot("unit-a", 50, 200), foot("unit-b", 200, 200, side=BLUE), terrain_features={})
    watch = EngagedWatch()
    assert watch.engaged(battle) == frozenset()
    closer = battle.model_copy(
        update={
            "units": {
                **battle.units,
                "unit-b": battle.units["unit-b"].model_copy(update={"position": Point(x=60, y=200)}),
            }
        }
    )
    assert watch.engaged(closer, {"unit-b"}) == {"unit-a", "unit-b"}
    assert watch.engaged(battle, {"unit-b"}) == frozenset()
