"""A battle with a long log, made by playing: two sides, four companies moved in turn."""

from __future__ import annotations

from campal.core.dice import RandomDice
from campal.core.engine import Engine, MoveToken, PlainMap, StartBattle
from campal.core.model import Battle, Point, Side, Unit


def long_battle(steps: int) -> Battle:
    sides = {f"side-{n}": Side(id=f"side-{n}", name=n) for n in ("north", "south")}
    units = {
        f"unit-{i}": Unit(
            id=f"unit-{i}",
            name=f"Company {i}",
            side=f"side-{'north' if i % 2 else 'south'}",
            position=Point(x=20.0 * i, y=50.0),
        )
        for i in range(4)
    }
    engine = Engine(Battle(sides=sides, units=units), dice=RandomDice(1), map_queries=PlainMap())
    engine.execute(StartBattle())
    for step in range(steps):
        engine.execute(MoveToken(f"unit-{step % 4}", Point(x=float(step % 90), y=float(step % 70))))
    return engine.state
