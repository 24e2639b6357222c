"""The battle as players know it, kept from command to command, equals the battle cut afresh;
and a command that changed no character leaves the cut's characters the very same mapping."""

from __future__ import annotations

import random

from campal.core.engine import CommandRefused, Engine, MoveToken, Override
from campal.core.engine.tokens import PlaceUnit, RemoveUnit
from campal.core.model import Point
from campal.core.model.players_cut import PlayersCut, without_hidden
from tests.core.movement.fields import BLUE, RED, foot, person, sifrp_battle


def _battle():  # type: ignore[no-untyped-def]
    units = [foot(f"unit-{n}", 40.0 * n, 50.0 * (n % 3), side=(RED, BLUE)[n % 2]) for n in range(12)]
    battle = sifrp_battle(*units, terrain_features={})
    riders = {
        f"char-{n}": person(f"char-{n}", 40.0 * n, 60.0).model_copy(
            update={"attached_to": f"unit-{n}" if n % 2 else None}
        )
        for n in range(6)
    }
    return battle.model_copy(update={"characters": riders})


def _command(rng: random.Random, battle, made: list[int]):  # type: ignore[no-untyped-def]
    kind = rng.randrange(7)
    unit_id = rng.choice(sorted(battle.units))
    if kind <= 2:
        token = rng.choice(sorted([*battle.units, *battle.characters]))
        return MoveToken(token, Point(x=rng.uniform(0, 500), y=rng.uniform(0, 200)))
    if kind == 3:
        return Override(unit_id, "hidden", not battle.units[unit_id].hidden)
    if kind == 4:
        character_id = rng.choice(sorted(battle.characters))
        return Override(character_id, "hidden", not battle.characters[character_id].hidden)
    if kind == 5 and len(battle.units) > 6:
        return RemoveUnit(unit_id)
    made[0] += 1
    return PlaceUnit(foot(f"unit-n{made[0]}", rng.uniform(0, 500), 10.0, side=RED))


def test_the_cut_kept_from_command_to_command_equals_the_cut_made_afresh() -> None:
    rng = random.Random(8)
    engine = Engine(_battle())
    cut = PlayersCut()
    seen = cut.of(engine.state)
    made, kept = [0], 0
    for step in range(200):
        roll = rng.random()
        if roll < 0.15 and engine.can_undo():
            engine.undo()
        else:
            try:
                engine.execute(_command(rng, engine.state, made))
            except CommandRefused:  # a command the state refuses
                continue
        before, seen = seen, cut.of(engine.state)
        afresh = without_hidden(engine.state)
        assert seen.units == afresh.units and list(seen.units) == list(afresh.units), step
        assert seen.characters == afresh.characters and list(seen.characters) == list(afresh.characters), step
        assert {**dict(seen), "units": None, "characters": None} == {
            **dict(afresh),
            "units": None,
            "characters": None,
        }
        if before.characters == seen.characters and seen.characters is before.characters:
            kept += 1
    assert kept > 50  # most commands leave the players' characters as they were, by identity


def test_nothing_hidden_reaches_the_cut() -> None:
    battle = _battle()
    hidden = battle.units["unit-1"].model_copy(update={"hidden": True})
    battle = battle.model_copy(update={"units": {**battle.units, "unit-1": hidden}})
    cut = PlayersCut().of(battle)
    assert "unit-1" not in cut.units
    assert "char-1" not in cut.characters  # rides with the hidden unit
    assert "char-0" in cut.characters
