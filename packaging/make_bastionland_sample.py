"""Build resources/samples/bastionland-vado.campal: Sir Bors's company (two Knights, a squire and
the levy of Harrow) against raiders with their warband and the Seer's tower, with two rounds of
side turns already played (surprise, grouped attacks, Gambits, damage, morale).

Run from the repository: ``python packaging/make_bastionland_sample.py``. Every change goes
through the engine with seeded dice, so the file's log is a real battle that replays to the same
document.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from campal.core.dice import RandomDice
from campal.core.engine import CommandRefused, Engine, MoveUnit, NextStep, PassTurn, StartBattle
from campal.core.io import save_battle
from campal.core.model import (
    AssetStore,
    Battle,
    BattleField,
    Character,
    Fortification,
    Point,
    RuleSystemId,
    Side,
    Size,
    TerrainFeature,
    Unit,
)
from campal.core.rules.bastionland import handlers  # noqa: F401  (registers the commands)
from campal.core.rules.bastionland.attack import Gambit, GambitKind, StrongChoice
from campal.core.rules.bastionland.commands import Attack, Attacker, CheckMorale, CheckSurprise, ResolveAttack
from campal.core.rules.bastionland.pending import current_attack
from campal.core.rules.bastionland.reach import in_melee
from campal.core.rules.bastionland.tables import combat_table
from campal.core.templates import create_from_template

OUT = Path(__file__).resolve().parents[1] / "resources" / "samples" / "bastionland-vado.campal"
SEED = 7
COMPANY, RAIDERS = "side-company", "side-raiders"
STEP_M = 11.0  # within one move of the movement table (12 m on foot)


def _token(template: str, token_id: str, side: str, x: float, y: float, name: str) -> Unit | Character:
    made = create_from_template(RuleSystemId.BASTIONLAND, template, side, Point(x=x, y=y), name=name)
    return made.model_copy(update={"id": token_id})


def _ring(*corners: tuple[float, float]) -> tuple[Point, ...]:
    return tuple(Point(x=x, y=y) for x, y in corners)


def field() -> Battle:
    tokens = [
        _token("knight", "char-bors", COMPANY, 60, 60, "Sir Bors"),
        _token("mounted_knight", "char-ysolde", COMPANY, 45, 52, "Dame Ysolde"),
        _token("squire", "char-edmund", COMPANY, 63, 62, "Edmund"),
        _token("militia", "unit-harrow", COMPANY, 72, 48, "Leva de Harrow"),
        _token("raider", "char-grim", RAIDERS, 78, 80, "Grim"),
        _token("raider", "char-ulfa", RAIDERS, 70, 84, "Ulfa"),
        _token("seer", "char-seer", RAIDERS, 140, 120, "La Vidente"),
        _token("mercenaries", "unit-redband", RAIDERS, 95, 76, "Banda Roja"),
    ]
    tower = Fortification(
        id="fort-tower", kind="tower", name="Torre de la Vidente",
        outline=_ring((132, 112), (148, 112), (148, 128), (132, 128)),
    )  # fmt: skip
    wood = TerrainFeature(
        id="terrain-wood", kind="forest", name="Soto del vado",
        outline=_ring((10, 90), (50, 85), (60, 130), (15, 140)),
    )  # fmt: skip
    ford = TerrainFeature(
        id="terrain-ford", kind="river_fordable", name="Vado de Harrow",
        outline=_ring((0, 66), (200, 66), (200, 71), (0, 71)),
    )  # fmt: skip
    return Battle(
        title="El vado de Harrow",
        system=RuleSystemId.BASTIONLAND,
        field=BattleField(size=Size(width=200, height=150)),
        sides={
            COMPANY: Side(id=COMPANY, name="La Compañía", colour="#2a5db0"),
            RAIDERS: Side(id=RAIDERS, name="Saqueadores", colour="#b0302a"),
        },
        units={t.id: t for t in tokens if isinstance(t, Unit)},
        characters={t.id: t for t in tokens if isinstance(t, Character)},
        fortifications={tower.id: tower},
        terrain={wood.id: wood, ford.id: ford},
    )


def _try(engine: Engine, command: object) -> bool:
    try:
        engine.execute(command)  # type: ignore[arg-type]
    except CommandRefused:
        return False
    return True


def _position(battle: Battle, token: str) -> Point:
    found = battle.units.get(token) or battle.characters[token]
    assert found.position is not None
    return found.position


def _foes(battle: Battle, actor: str) -> list[str]:
    side = (battle.units.get(actor) or battle.characters[actor]).side
    standing = [*battle.units.values(), *battle.characters.values()]
    return [t.id for t in standing if t.side != side and t.stats is not None and not t.stats.is_out_of_action]


def _nearest(engine: Engine, actor: str) -> str | None:
    battle = engine.state
    foes = _foes(battle, actor)
    return min(foes, key=lambda f: engine.context.map.distance(battle, actor, f), default=None)


def _close_in(engine: Engine, actor: str, foe: str) -> None:
    battle = engine.state
    if in_melee(engine.context.map.distance(battle, actor, foe)):
        return
    start, goal = _position(battle, actor), _position(battle, foe)
    gap = math.dist((start.x, start.y), (goal.x, goal.y))
    step = min(STEP_M, gap - engine.context.map.distance(battle, actor, foe) * 0 - 1.0)
    for fraction in (1.0, 0.8, 0.6, 0.4):
        reach = step * fraction
        end = Point(
            x=start.x + (goal.x - start.x) / gap * reach, y=start.y + (goal.y - start.y) / gap * reach
        )
        if _try(engine, MoveUnit(actor, (end,))):
            return


def _gambits(engine: Engine, attacker: str) -> tuple[Gambit, ...]:
    """Every die of 4+ but the highest Bolsters; a melee 8+ below the highest makes a Strong Stop."""
    attack = current_attack(engine.state)
    assert attack is not None
    faces = attack.pool.faces
    best = max(range(len(faces)), key=lambda i: faces[i])
    chosen: list[Gambit] = []
    for index, face in enumerate(faces):
        if index == best or face < combat_table().gambit_min_face:
            continue
        owner = attack.pool.spec.dice[index].owner
        if face >= combat_table().strong_gambit_min_face and attack.target in engine.state.characters:
            chosen.append(Gambit(by=owner, kind=GambitKind.STOP, die=index, strong=StrongChoice.NO_SAVE))
        else:
            chosen.append(Gambit(by=owner, kind=GambitKind.BOLSTER, die=index))
    del attacker
    return tuple(chosen)


def _resolve_all(engine: Engine) -> None:
    while (attack := current_attack(engine.state)) is not None:
        if not _try(engine, ResolveAttack(gambits=_gambits(engine, attack.attackers[0]))):
            engine.execute(ResolveAttack())
        turn = engine.state.turn
        if turn is not None and turn.awaiting is not None and turn.awaiting.kind == "morale":
            engine.execute(CheckMorale(actor=turn.awaiting.subject))


def _allies_in_reach(engine: Engine, actor: str, foe: str) -> tuple[Attacker, ...]:
    battle = engine.state
    turn = battle.turn
    assert turn is not None
    side = (battle.units.get(actor) or battle.characters[actor]).side
    allies = [a for a in turn.queue[1:] if (battle.units.get(a) or battle.characters[a]).side == side]
    near = [a for a in allies if in_melee(engine.context.map.distance(battle, a, foe))]
    return tuple(Attacker(a) for a in near)


def _turn(engine: Engine, actor: str) -> None:
    foe = _nearest(engine, actor)
    if foe is not None:
        _close_in(engine, actor, foe)
        attackers = (Attacker(actor), *_allies_in_reach(engine, actor, foe))
        if _try(engine, Attack(target=foe, attackers=attackers)) or _try(
            engine, Attack(target=foe, attackers=(Attacker(actor),))
        ):
            _resolve_all(engine)
            return
    engine.execute(PassTurn(actor))


def play(seed: int = SEED, rounds: int = 2) -> Engine:
    engine = Engine(field(), dice=RandomDice(seed))
    engine.execute(StartBattle())
    for raider in ("char-grim", "char-ulfa"):
        engine.execute(CheckSurprise(actor=raider))
    engine.execute(NextStep())  # round 1: the company's turn first, then the raiders'
    for _ in range(rounds):
        start = engine.state.turn
        assert start is not None
        number = start.round
        while (turn := engine.state.turn) is not None and turn.round == number and turn.queue:
            _turn(engine, turn.queue[0])
        engine.execute(NextStep())
    return engine


def main() -> int:
    engine = play()
    battle = engine.state
    assert battle.turn is not None and battle.turn.round == 3
    save_battle(OUT, battle, AssetStore(), backup=False)
    print(f"wrote {OUT} ({len(battle.log)} log entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
