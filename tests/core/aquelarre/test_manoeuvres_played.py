"""The manoeuvres carried out through the engine with typed dice: Tropiezo, Desarmar, Empujón,
Clava de escudo, Aturdir, the Barrido over three bandits, a mounted charge nobody can parry."""

from __future__ import annotations

import pytest

from campal.core.dice import ManualEntry, ScriptedDice
from campal.core.engine import CommandRefused, Engine, GeometryMap, NextStep, PlainMap, StartBattle
from campal.core.engine.map_queries import MapQueries
from campal.core.geometry import IndexCache
from campal.core.model import (
    AquelarreCharacterStats,
    Battle,
    Character,
    Point,
    RuleSystemId,
    Side,
    TerrainFeature,
)
from campal.core.rules.aquelarre.commands import (
    CarryOut,
    ConcludeRound,
    Declare,
    Defend,
    FaceCharacter,
    RollInitiative,
)

BASE = {"max_health": 12, "health": 12, "strength": 10, "agility": 10, "resistance": 10}


def fight(
    attacker: dict[str, object],
    *targets: dict[str, object],
    terrain: dict[str, TerrainFeature] | None = None,
    maps: MapQueries | None = None,
    at: dict[str, tuple[float, float, float]] | None = None,
    initiative: dict[str, int] | None = None,
) -> Engine:
    """One attacker (quicker) and its targets a step away, at the start of the action step;
    ``at`` places some elsewhere: x, y and body radius; ``initiative`` types other 1D10 faces."""
    sides = {"side-a": Side(id="side-a", name="A"), "side-b": Side(id="side-b", name="B")}
    people = {
        "char-a": Character(
            id="char-a",
            name="A",
            side="side-a",
            position=Point(x=0, y=0),
            radius=0.4,
            stats=AquelarreCharacterStats.model_validate({**BASE, **attacker}),
        )
    }
    for n, values in enumerate(targets, start=1):
        people[f"char-t{n}"] = Character(
            id=f"char-t{n}", name=f"T{n}", side="side-b", position=Point(x=1.0, y=n - 1.0), radius=0.4,
            stats=AquelarreCharacterStats.model_validate({**BASE, **values}),
        )  # fmt: skip
    for who, (x, y, radius) in (at or {}).items():
        people[who] = people[who].model_copy(update={"position": Point(x=x, y=y), "radius": radius})
    engine = Engine(
        Battle(system=RuleSystemId.AQUELARRE, sides=sides, characters=people, terrain=terrain or {}),
        dice=ScriptedDice([]),
    )
    engine.context.map = maps if maps is not None else PlainMap()
    engine.execute(StartBattle())
    for who in engine.state.turn.awaiting.actors:  # type: ignore[union-attr]  # those able to fight
        face = (initiative or {}).get(who, 10 if who == "char-a" else 1)
        engine.execute(RollInitiative(who, ManualEntry(faces=(face,))))
    engine.execute(NextStep())
    return engine


def declare_all(engine: Engine, plans: dict[str, tuple[tuple[str, tuple[str, ...]], ...]]) -> None:
    """Each declares its plan when its turn comes, the slowest first."""
    while engine.state.turn.queue:  # type: ignore[union-attr]
        who = engine.state.turn.queue[0]  # type: ignore[union-attr]
        for action, targets in plans[who]:
            engine.execute(Declare(who, action, targets))


def act(engine: Engine, *faces: int) -> None:
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=tuple(ManualEntry(faces=(f,)) for f in faces)))


def stats(engine: Engine, who: str) -> AquelarreCharacterStats:
    value = engine.state.characters[who].stats
    assert isinstance(value, AquelarreCharacterStats)
    return value


def test_tropiezo_halves_and_a_failed_agi_x3_throws_down_and_loses_the_actions() -> None:
    engine = fight({"drawn": ("palo",), "weapons": ("palo",), "skills": {"pelea": 80}}, {"skills": {}})
    declare_all(
        engine,
        {
            "char-t1": (("walk", ()), ("walk", ())),
            "char-a": (("trip", ("char-t1",)), ("dodge", ())),
        },
    )
    act(engine, 10, 50)  # 10 of 40; AGI×3 = 30 fails with 50
    target = stats(engine, "char-t1")
    assert target.prone and {e.state for e in target.declared} == {"lost"}


def test_desarmar_with_a_sword_against_a_dagger() -> None:
    engine = fight(
        {"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60}},
        {"drawn": ("daga",), "weapons": ("daga",)},
    )
    declare_all(
        engine,
        {
            "char-t1": (("walk", ()), ("walk", ())),
            "char-a": (("disarm", ("char-t1",)), ("dodge", ())),
        },
    )
    act(engine, 10, 20, 25)  # 10 of 30; FUE×4 48 → 20 against FUE×3 30 → 25: both succeed, 25 wins
    assert stats(engine, "char-t1").drawn == ("daga",)
    engine2 = fight(
        {"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60}},
        {"drawn": ("daga",), "weapons": ("daga",)},
    )
    declare_all(
        engine2,
        {
            "char-t1": (("walk", ()), ("walk", ())),
            "char-a": (("disarm", ("char-t1",)), ("dodge", ())),
        },
    )
    act(engine2, 10, 20, 60)  # the defender fails its FUE×3: the dagger falls
    assert stats(engine2, "char-t1").drawn == ()


def test_empujon_then_agi_x2_or_the_ground() -> None:
    engine = fight({"strength": 15, "skills": {"pelea": 60}}, {})
    declare_all(
        engine,
        {
            "char-t1": (("walk", ()), ("walk", ())),
            "char-a": (("shove", ("char-t1",)), ("dodge", ())),
        },
    )
    act(engine, 10, 30, 60, 50)  # Pelea 10 of 60; FUE×5 75 → 30 beats 50 → 60; AGI×2 20 → 50 fails
    assert stats(engine, "char-t1").prone


def test_clava_de_escudo_wears_twice_the_damage_off_the_shield() -> None:
    engine = fight(
        {"strength": 12, "drawn": ("hacha_de_armas",), "skills": {"hachas": 60}},
        {"shield": "rodela", "shield_ready": True},
    )
    declare_all(
        engine,
        {
            "char-t1": (("walk", ()), ("walk", ())),
            "char-a": (("shield_cleave", ("char-t1",)), ("dodge", ())),
        },
    )
    act(engine, 10, 6)  # 10 of 35; 1D8+2 = 8 PD, the rodela loses 16
    assert stats(engine, "char-t1").wear == {"rodela": 16}


def test_aturdir_doubles_the_blow_against_resistencia() -> None:
    engine = fight({"strength": 12, "drawn": ("maza",), "skills": {"mazas": 60}}, {"resistance": 10})
    engine.execute(FaceCharacter("char-t1", 90.0))  # its back to the attacker: taken by surprise
    declare_all(
        engine,
        {
            "char-t1": (("walk", ()), ("walk", ())),
            "char-a": (("stun", ("char-t1",)), ("dodge", ())),
        },
    )
    act(engine, 10, 7)  # 10 of 85 (60 - 25 + 50 from behind); 1D8 = 7, ×2 = 14 against RES 10: 40 minutes
    target = stats(engine, "char-t1")
    assert target.fainted and target.knocked_out_minutes == 40 and target.health == 12


def test_barrido_over_three_bandits_stops_at_the_third_parry() -> None:
    bandit = {
        "drawn": ("clava",),
        "weapons": ("clava",),
        "skills": {"mazas": 60},
        "max_health": 30,
        "health": 30,
    }
    ignotus = {"strength": 14, "drawn": ("espada_de_mano",), "skills": {"espadas": 90}}
    engine = fight(ignotus, bandit, bandit, bandit)
    plans = {f"char-t{n}": (("walk", ()), ("parry", ())) for n in (1, 2, 3)}
    declare_all(engine, {**plans, "char-a": (("sweep", ("char-t1", "char-t2", "char-t3")),)})
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    assert engine.state.turn.awaiting.actors == ("char-t1", "char-t2", "char-t3")  # type: ignore[union-attr]
    engine.execute(Defend("char-t1", 1))
    engine.execute(Defend("char-t2", 1))
    # 24 of 50; the first two parries fail (90), the third holds (5); 1D8+1 on each, one location.
    faces = (24, 90, 90, 5, 5, 5, 6)
    engine.execute(Defend("char-t3", 1, tuple(ManualEntry(faces=(f,)) for f in faces)))
    hurt = [stats(engine, f"char-t{n}").health for n in (1, 2, 3)]
    assert hurt == [30 - 6, 30 - 7, 30]  # chest (5): 1D8+1 less the ropas' nothing, bandits unarmoured


def test_a_mounted_charge_cannot_be_parried_only_dodged() -> None:
    rider = {
        "strength": 16,
        "mounted": True,
        "mount": {"kind": "caballo_de_guerra"},
        "drawn": ("lanza_larga",),
        "skills": {"lanzas": 60, "cabalgar": 60},
    }
    engine = fight(rider, {"skills": {"espadas": 50}, "drawn": ("espada_de_mano",)})
    declare_all(
        engine, {"char-t1": (("walk", ()), ("parry", ())), "char-a": (("mounted_charge", ("char-t1",)),)}
    )
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0, entries=(ManualEntry(faces=(90,)),)))
    assert engine.state.turn.awaiting is None  # type: ignore[union-attr]


def test_carga_multiplies_the_damage_by_one_and_a_half() -> None:
    engine = fight(
        {"strength": 12, "drawn": ("espada_bastarda",), "skills": {"espadas": 60}},
        {"max_health": 30, "health": 30},
    )
    declare_all(engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("charge", ("char-t1",)),)})
    act(engine, 10, 10, 5, 3)  # hit; 1D10 = 10, ×1.5 = 15 on the chest: half the PV, a secuela (3)
    assert stats(engine, "char-t1").health == 30 - 15


def test_the_crossbow_owes_three_reload_actions_after_a_shot() -> None:
    engine = fight(
        {"strength": 12, "drawn": ("ballesta",), "skills": {"ballestas": 60}},
        {"max_health": 30, "health": 30},
    )
    declare_all(
        engine, {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("ranged", ("char-t1",)), ("dodge", ()))}
    )
    act(engine, 10, 5, 5)
    assert stats(engine, "char-a").reload_left == 3
    engine.execute(NextStep())  # conclusion
    engine.execute(ConcludeRound())
    engine.execute(NextStep())  # round 2
    for who in ("char-a", "char-t1"):
        engine.execute(RollInitiative(who, ManualEntry(faces=(10 if who == "char-a" else 1,))))
    engine.execute(NextStep())
    engine.execute(Declare("char-t1", "walk"))
    engine.execute(Declare("char-t1", "walk"))
    with pytest.raises(CommandRefused):
        engine.execute(Declare("char-a", "ranged", ("char-t1",)))
    engine.execute(Declare("char-a", "reload"))
    engine.execute(Declare("char-a", "reload"))
    engine.execute(NextStep())
    engine.execute(CarryOut("char-a", 0))
    engine.execute(CarryOut("char-a", 1))
    assert stats(engine, "char-a").reload_left == 1  # a round and a half in all


def test_from_the_top_of_a_wall_the_location_rolls_1d5_and_the_attack_gains() -> None:
    from campal.core.rules.aquelarre.ground import cover_near, elevated
    from campal.core.rules.aquelarre.situation import height_between

    engine = fight({"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60}}, {})
    # A wall is drawn as a line a vara or so wide; A stands on it, T1 a step beyond its end.
    line = (Point(x=-3.0, y=-0.2), Point(x=-1.5, y=0.0), Point(x=0.2, y=0.0))
    wall = TerrainFeature(id="terrain-wall", kind="wall", outline=line)
    battle = engine.state.model_copy(update={"terrain": {wall.id: wall}})
    cache = IndexCache()
    maps = GeometryMap(cache)
    assert elevated(battle, maps, "char-a") and not elevated(battle, maps, "char-t1")
    assert height_between(battle, maps, "char-a", "char-t1") == "above"
    assert height_between(battle, maps, "char-t1", "char-a") == "below"
    assert cover_near(battle, maps, "char-t1")  # the wall is a step away
    assert not cover_near(engine.state, maps, "char-t1")
    assert cache.builds == 2  # once for each ground, however often it is asked


def test_an_attack_from_a_hill_gains_and_the_map_builds_its_ground_once() -> None:
    hill = TerrainFeature(
        id="terrain-hill", kind="hill",
        outline=tuple(Point(x=x, y=y) for x, y in ((-2, -2), (0.5, -2), (0.5, 2), (-2, 2))),
    )  # fmt: skip
    cache = IndexCache()
    engine = fight(
        {"strength": 12, "drawn": ("espada_de_mano",), "skills": {"espadas": 60}},
        {},
        terrain={hill.id: hill},
        maps=GeometryMap(cache),
    )
    plans = {"char-t1": (("walk", ()), ("walk", ())), "char-a": (("melee", ("char-t1",)), ("dodge", ()))}
    declare_all(engine, plans)
    act(engine, 10, 1, 5)
    attack = next(e for e in engine.state.log[-1].events if e.get("kind") == "attack")
    values = {t["key"]: t["value"] for t in attack["breakdown"]["terms"]}
    assert values["aquelarre.mod.higher_ground"] == 10
    location = next(e for e in engine.state.log[-1].events if e.get("kind") == "location")
    assert location["faces"][0] <= 5  # from above: 1D5
    assert cache.builds == 1
