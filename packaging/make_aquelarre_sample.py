"""Build resources/samples/aquelarre-emboscada.campal: an ambush on a road at night — Lope,
Ignotus and a knight taken by surprise by bandits behind a wall — with two rounds played, ready
for the third.

Run from the repository: ``python packaging/make_aquelarre_sample.py``. Every change goes
through the engine with seeded dice, each action chosen from what the rules offer the docks,
so the file's log is a real fight that replays to the same document.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from campal.core.dice import RandomDice
from campal.core.engine import CommandRefused, Engine, MoveToken, NextStep, PassTurn, StartBattle
from campal.core.io import save_battle
from campal.core.model import (
    AquelarreCharacterStats,
    AssetStore,
    Battle,
    BattleField,
    Character,
    Conditions,
    Light,
    Point,
    RuleSystemId,
    Side,
    Size,
    TerrainFeature,
)
from campal.core.rules.aquelarre.commands import Declare
from campal.core.rules.distance import VARA
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

OUT = Path(__file__).resolve().parents[1] / "resources" / "samples" / "aquelarre-emboscada.campal"
SEED = 33  # wounds in both rounds, someone down, the shield and the sling at work
PJS, BANDITS = "side-pjs", "side-bandidos"
SYSTEM = system_of(RuleSystemId.AQUELARRE)


def _person(template: str, cid: str, name: str, side: str, x: float, y: float, **more: object) -> Character:
    token = SYSTEM.create(template, side, Point(x=x, y=y), 0.0, name)
    assert isinstance(token.stats, AquelarreCharacterStats)
    stats = token.stats.model_copy(update=more)
    return token.model_copy(update={"id": cid, "stats": stats})  # type: ignore[union-attr]


def _ring(*corners: tuple[float, float]) -> tuple[Point, ...]:
    return tuple(Point(x=x, y=y) for x, y in corners)


def ambush() -> Battle:
    sides = {
        PJS: Side(id=PJS, name="Viajeros", colour="#2e5c8a"),
        BANDITS: Side(id=BANDITS, name="Bandidos", colour="#7a3b00"),
    }
    people = [
        _person("cortesano", "char-lope", "Lope de Navarrete", PJS, 20, 22, surprised=True),
        _person("guerrero", "char-ignotus", "Ignotus", PJS, 23, 21, surprised=True),
        _person("caballero", "char-rodrigo", "Rodrigo (caballero)", PJS, 17, 23, surprised=True),
        _person("bandido", "char-bandido1", "Bandido tuerto", BANDITS, 21, 18),
        _person("bandido", "char-bandido2", "Bandido cojo", BANDITS, 25, 18.5),
        _person("bandido_lancero", "char-bandido3", "Bandido lancero", BANDITS, 15, 19),
        _person("hondero", "char-hondero", "Hondero", BANDITS, 28, 12),
    ]
    road = TerrainFeature(
        id="terrain-road",
        kind="road",
        name="Camino de Burgos",
        outline=_ring((0, 20), (50, 20), (50, 25), (0, 25)),
    )
    wall = TerrainFeature(
        id="terrain-wall",
        kind="wall",
        name="Cerca de piedra",
        outline=_ring((12, 15), (32, 15), (32, 15.8), (12, 15.8)),
    )
    return Battle(
        title="Emboscada en el camino de Burgos",
        system=RuleSystemId.AQUELARRE,
        field=BattleField(size=Size(width=50, height=35), conditions=Conditions(light=Light.DARK)),
        sides=sides,
        characters={c.id: c for c in people},
        terrain={road.id: road, wall.id: wall},
    )


def _try(engine: Engine, command: object) -> bool:
    try:
        engine.execute(command)  # type: ignore[arg-type]
    except CommandRefused:
        return False
    return True


def _foe(battle: Battle, who: str) -> str | None:
    me = battle.characters[who]
    foes = [
        c for c in battle.characters.values()
        if c.side != me.side and isinstance(c.stats, AquelarreCharacterStats) and not c.stats.is_out_of_action
    ]  # fmt: skip
    if not foes or me.position is None:
        return None
    return min(
        foes,
        key=lambda c: (
            math.dist((c.position.x, c.position.y), (me.position.x, me.position.y)) if c.position else 1e9
        ),
    ).id


def _declare(engine: Engine, who: str) -> None:
    battle = engine.state
    stats = battle.characters[who].stats
    assert isinstance(stats, AquelarreCharacterStats)
    foe = _foe(battle, who)
    if foe is None:
        engine.execute(PassTurn(who))
        return
    far = VARA.from_metres(engine.context.map.distance(battle, who, foe))
    plan: list[Declare]
    if stats.reload_left:
        plan = [Declare(who, "reload"), Declare(who, "dodge")]
    elif stats.drawn and stats.drawn[0] in ("honda", "ballesta", "arco_largo", "arco_corto"):
        plan = [Declare(who, "ranged", (foe,)), Declare(who, "dodge")]
    elif far > 1.5:
        plan = [Declare(who, "run", (foe,)), Declare(who, "melee", (foe,))]
    else:
        defence = "shield_parry" if stats.shield_ready else "parry"
        plan = [Declare(who, "melee", (foe,)), Declare(who, defence)]
    for command in plan:
        _try(engine, command)
    turn = engine.state.turn
    if turn is not None and who in turn.queue:
        engine.execute(PassTurn(who))


def _towards(engine: Engine, who: str, foe: str, varas: float) -> None:
    me, them = engine.state.characters[who], engine.state.characters[foe]
    assert me.position is not None and them.position is not None
    gap = math.dist((me.position.x, me.position.y), (them.position.x, them.position.y))
    step = max(min(VARA.to_metres(varas), gap - me.radius - them.radius - 0.3), 0.0)
    if step > 0:
        t = step / gap
        point = Point(
            x=me.position.x + (them.position.x - me.position.x) * t,
            y=me.position.y + (them.position.y - me.position.y) * t,
        )
        _try(engine, MoveToken(who, point))


def _answer(engine: Engine) -> None:
    play = SYSTEM.play
    while reactions := play.reactions(engine.state, engine.context.map):
        reaction = reactions[0]
        engine.execute(play.command(engine.state, Choice(reaction.actor, reaction.offers[0].id)))


def _act(engine: Engine, who: str) -> None:
    play = SYSTEM.play
    offers = [
        o
        for o in play.character_offers(engine.state, engine.context.map, who)
        if o.id.startswith("do:") and o.is_allowed
    ]
    if not offers:
        engine.execute(PassTurn(who))
        return
    index = int(offers[0].id.split(":")[1])
    stats = engine.state.characters[who].stats
    assert isinstance(stats, AquelarreCharacterStats)
    entry = stats.declared[index]
    if not _try(engine, play.command(engine.state, Choice(who, offers[0].id))):
        engine.execute(PassTurn(who))
        return
    if entry.action == "run" and entry.targets:
        _towards(engine, who, entry.targets[0], 12)
    _answer(engine)


def play_round(engine: Engine) -> None:
    for command in SYSTEM.play.awaited(engine.state):
        engine.execute(command)
    engine.execute(NextStep())  # declaration, slowest first
    while (turn := engine.state.turn) is not None and turn.queue:
        _declare(engine, turn.queue[0])
    engine.execute(NextStep())  # action, quickest first
    while (turn := engine.state.turn) is not None and turn.queue:
        _act(engine, turn.queue[0])
    engine.execute(NextStep())  # conclusion
    for command in SYSTEM.play.awaited(engine.state):
        engine.execute(command)
    engine.execute(NextStep())  # the next round's initiative


def play_rounds(rounds: int = 2, seed: int = SEED) -> Engine:
    engine = Engine(ambush(), dice=RandomDice(seed))
    engine.execute(StartBattle())
    for _ in range(rounds):
        play_round(engine)
    return engine


def main() -> int:
    engine = play_rounds()
    battle = engine.state
    assert battle.turn is not None and battle.turn.round == 3 and battle.turn.step == "initiative"
    save_battle(OUT, battle, AssetStore(), backup=False)
    print(f"wrote {OUT} ({len(battle.log)} log entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
