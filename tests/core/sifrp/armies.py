"""Two small armies for the SIFRP tests: four units a side, commanders, lieutenants, heroes."""

from __future__ import annotations

from collections.abc import Iterable

from campal.core.dice import DiceSource, ScriptedDice
from campal.core.engine import Command, Engine, NextStep, PlainMap, StartBattle
from campal.core.model import (
    Abilities,
    Battle,
    Character,
    Point,
    Side,
    SifrpCharacterStats,
    Training,
    Unit,
    UnitType,
)
from campal.core.rules.sifrp.commands import RollInitiative
from campal.core.rules.sifrp.templates import unit_stats

LANNISTER, STARK = "side-lannister", "side-stark"


def person(
    cid: str, name: str, side: str, status: int, warfare: int, fighting: int = 3, **more: object
) -> Character:
    stats = SifrpCharacterStats(
        status=status,
        abilities=Abilities(warfare=warfare, fighting=fighting),
        **more,  # type: ignore[arg-type]
    )
    return Character(
        id=cid, name=name, side=side, position=Point(x=50, y=20 if side == LANNISTER else 380), stats=stats
    )


def unit(uid: str, name: str, side: str, kind: UnitType, training: Training, x: float, y: float) -> Unit:
    # The two armies face each other: Lannister down the map, Stark up it.
    facing = 180.0 if side == LANNISTER else 0.0
    return Unit(
        id=uid,
        name=name,
        side=side,
        position=Point(x=x, y=y),
        facing=facing,
        stats=unit_stats(kind, training),
    )


def two_armies() -> Battle:
    sides = {
        LANNISTER: Side(
            id=LANNISTER,
            name="Lannister",
            commander="char-tywin",
            lieutenants=("char-kevan",),
            heroes=("char-jaime",),
        ),
        STARK: Side(
            id=STARK,
            name="Stark",
            commander="char-robb",
            lieutenants=("char-greatjon",),
            heroes=("char-brynden",),
        ),
    }
    characters = [
        person("char-tywin", "Tywin", LANNISTER, 5, 4, command=1, strategy=1),
        person("char-kevan", "Kevan", LANNISTER, 4, 3),
        person(
            "char-jaime", "Jaime", LANNISTER, 4, 2, fighting=5, weapon_damage=5, combat_defence=9, health=12
        ),
        person("char-robb", "Robb", STARK, 5, 4, strategy=0),
        person("char-greatjon", "Greatjon", STARK, 3, 3),
        person(
            "char-brynden", "Brynden", STARK, 4, 3, fighting=5, weapon_damage=4, combat_defence=9, health=9
        ),
    ]
    units = [
        unit("unit-lspear", "Lanzas de Lannisport", LANNISTER, UnitType.INFANTRY, Training.TRAINED, 100, 100),
        unit("unit-lbow", "Arqueros de Lannisport", LANNISTER, UnitType.ARCHERS, Training.TRAINED, 200, 100),
        unit("unit-lhorse", "Caballería de Roca", LANNISTER, UnitType.CAVALRY, Training.VETERAN, 300, 100),
        unit(
            "unit-llevy", "Leva de Lannisport", LANNISTER, UnitType.PEASANT_LEVIES, Training.GREEN, 400, 100
        ),
        unit("unit-sfoot", "Infantería de Invernalia", STARK, UnitType.INFANTRY, Training.TRAINED, 100, 142),
        unit("unit-sbow", "Arqueros del Norte", STARK, UnitType.ARCHERS, Training.GREEN, 200, 250),
        unit("unit-shorse", "Jinetes del Norte", STARK, UnitType.CAVALRY, Training.TRAINED, 300, 250),
        unit("unit-slevy", "Leva plebeya", STARK, UnitType.PEASANT_LEVIES, Training.GREEN, 400, 142),
    ]
    return Battle(
        title="Batalla del Forca Verde",
        sides=sides,
        characters={c.id: c for c in characters},
        units={u.id: u for u in units},
    )


def engine_for(
    faces: Iterable[int] = (), battle: Battle | None = None, dice: DiceSource | None = None
) -> Engine:
    # The armies are laid out for plain circle distances, apart from the terrain.
    return Engine(battle or two_armies(), dice=dice or ScriptedDice(faces), map_queries=PlainMap())


def feed(engine: Engine, faces: Iterable[int]) -> None:
    """Add faces to a scripted engine's dice (tests roll in stages)."""
    engine.context.dice = ScriptedDice(faces)


def run(engine: Engine, *commands: Command) -> None:
    for command in commands:
        engine.execute(command)


def to_orders(engine: Engine, lannister_first: bool = True) -> None:
    """Start the battle and walk to the orders step of round 1 (Lannister winning initiative)."""
    high, low = [6, 6, 6, 6, 6], [1, 1, 1, 1]
    feed(engine, (high + low) if lannister_first else ([1] * 5 + [6] * 4))
    run(engine, StartBattle(), NextStep(), NextStep(), NextStep())  # field → deployment → parley → initiative
    run(engine, RollInitiative(LANNISTER), RollInitiative(STARK))
    run(engine, NextStep(), NextStep(), NextStep())  # siege → first actions → orders


def step(engine: Engine) -> str:
    assert engine.state.turn is not None
    return engine.state.turn.step
