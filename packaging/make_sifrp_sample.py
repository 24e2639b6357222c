"""Build resources/samples/sifrp-batalla.campal: two armies on a 600 × 400 m field, an earthwork
held by the Stark spears, a hidden unit, and two rounds already played, ready to continue at the
start of the third.

Run from the repository: ``python packaging/make_sifrp_sample.py``. Every change goes through the
engine with seeded dice, choosing each order from what the rules offer the dock, so the file's
log is a real battle that replays to the same document.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from campal.core.dice import RandomDice
from campal.core.engine import CommandRefused, Engine, NextStep, PassTurn, StartBattle
from campal.core.io import save_battle
from campal.core.model import (
    Abilities,
    AssetStore,
    Battle,
    BattleField,
    Character,
    Fortification,
    Point,
    RuleSystemId,
    Side,
    SifrpCharacterStats,
    Size,
    TerrainFeature,
    Training,
    Unit,
    UnitType,
)
from campal.core.rules.play import Choice
from campal.core.rules.sifrp.commands import HideUnit, JoinUnit, RollInitiative
from campal.core.rules.sifrp.round_rules import awaits_standing_order
from campal.core.rules.sifrp.templates import unit_stats
from campal.core.rules.sifrp.values import movement
from campal.core.rules.system import system_of

OUT = Path(__file__).resolve().parents[1] / "resources" / "samples" / "sifrp-batalla.campal"
SEED = 24  # hides the archers and gives two rounds with blood and a broken unit
LANNISTER, STARK = "side-lannister", "side-stark"
PLAY = system_of(RuleSystemId.SIFRP).play
assert PLAY is not None


def _person(
    cid: str, name: str, side: str, status: int, warfare: int, x: float, y: float, **more: int
) -> Character:
    stats = SifrpCharacterStats(
        status=status, abilities=Abilities(warfare=warfare, fighting=more.pop("fighting", 3)), **more
    )
    return Character(id=cid, name=name, side=side, position=Point(x=x, y=y), radius=1.0, stats=stats)


def _unit(uid: str, name: str, side: str, kind: UnitType, training: Training, x: float, y: float) -> Unit:
    facing = 180.0 if side == LANNISTER else 0.0
    return Unit(
        id=uid, name=name, side=side, kind=kind.value, position=Point(x=x, y=y), facing=facing,
        frontage=40.0, depth=10.0, stats=unit_stats(kind, training),
    )  # fmt: skip


def _ring(*corners: tuple[float, float]) -> tuple[Point, ...]:
    return tuple(Point(x=x, y=y) for x, y in corners)


def armies() -> Battle:
    sides = {
        LANNISTER: Side(
            id=LANNISTER, name="Lannister", colour="#b0302a",
            commander="char-tywin", lieutenants=("char-kevan",), heroes=("char-jaime",),
        ),
        STARK: Side(
            id=STARK, name="Stark", colour="#5d6d7e",
            commander="char-robb", lieutenants=("char-greatjon",), heroes=("char-brynden",),
        ),
    }  # fmt: skip
    characters = [
        _person("char-tywin", "Tywin Lannister", LANNISTER, 5, 4, 300, 60, command=1, strategy=1),
        _person("char-kevan", "Kevan Lannister", LANNISTER, 4, 3, 200, 60),
        _person("char-jaime", "Jaime Lannister", LANNISTER, 4, 2, 330, 150, fighting=5, weapon_damage=5,
                combat_defence=9, health=12),
        _person("char-robb", "Robb Stark", STARK, 5, 4, 300, 350, strategy=1),
        _person("char-greatjon", "Jon Umber", STARK, 3, 3, 200, 350),
        _person("char-brynden", "Brynden Tully", STARK, 4, 3, 420, 260, fighting=5, weapon_damage=4,
                combat_defence=9, health=9),
    ]  # fmt: skip
    units = [
        _unit(
            "unit-lspear", "Lanzas de Lannisport", LANNISTER, UnitType.INFANTRY, Training.TRAINED, 250, 150
        ),
        _unit("unit-lbow", "Arqueros de Lannisport", LANNISTER, UnitType.ARCHERS, Training.TRAINED, 160, 120),
        _unit("unit-lhorse", "Caballería de Roca", LANNISTER, UnitType.CAVALRY, Training.VETERAN, 400, 140),
        _unit(
            "unit-llevy", "Leva de Lannisport", LANNISTER, UnitType.PEASANT_LEVIES, Training.GREEN, 320, 120
        ),
        _unit("unit-sfoot", "Infantería de Invernalia", STARK, UnitType.INFANTRY, Training.TRAINED, 250, 250),
        _unit("unit-sbow", "Arqueros del Norte", STARK, UnitType.ARCHERS, Training.GREEN, 120, 280),
        _unit("unit-shorse", "Jinetes del Norte", STARK, UnitType.CAVALRY, Training.TRAINED, 400, 260),
        _unit("unit-slevy", "Leva plebeya", STARK, UnitType.PEASANT_LEVIES, Training.GREEN, 330, 275),
    ]
    fort = Fortification(
        id="fort-earthwork", kind="earthwork", name="Terraplén del vado",
        outline=_ring((220, 238), (280, 238), (280, 268), (220, 268)), defence_bonus=4,
    )  # fmt: skip
    wood = TerrainFeature(
        id="terrain-wood", kind="forest", name="Bosque de los Susurros",
        outline=_ring((60, 300), (170, 290), (190, 360), (80, 380)),
    )  # fmt: skip
    return Battle(
        title="Batalla del Forca Verde",
        system=RuleSystemId.SIFRP,
        field=BattleField(size=Size(width=600, height=400)),
        sides=sides,
        characters={c.id: c for c in characters},
        units={u.id: u for u in units},
        fortifications={fort.id: fort},
        terrain={wood.id: wood},
    )


def _try(engine: Engine, command: object) -> bool:
    try:
        engine.execute(command)  # type: ignore[arg-type]
    except CommandRefused:
        return False
    return True


def _towards(engine: Engine, unit_id: str) -> Point:
    """A point one move nearer the closest enemy, stopping short of contact."""
    battle = engine.state
    unit = battle.units[unit_id]
    enemies = [u for u in battle.units.values() if u.side != unit.side]
    foe = min(
        enemies, key=lambda u: math.dist((u.position.x, u.position.y), (unit.position.x, unit.position.y))
    )
    dx, dy = foe.position.x - unit.position.x, foe.position.y - unit.position.y
    gap = math.hypot(dx, dy)
    step = min(movement(unit) * 0.9, max(gap - 15.0, 0.0))
    return Point(x=unit.position.x + dx / gap * step, y=unit.position.y + dy / gap * step)


def _give_one_order(engine: Engine, side: str) -> bool:
    battle = engine.state
    maps = engine.context.map
    issuer = next((i.id for i in PLAY.issuers(battle, side) if i.left > 0), None)
    for unit in [u for u in battle.units.values() if u.side == side]:
        if unit.stats is None or unit.stats.orders_this_round or unit.hidden:
            continue  # the hidden archers wait in the wood for an ambush
        offers = {o.id: o for o in PLAY.unit_offers(battle, maps, unit.id, issuer) if o.is_allowed}
        for order in ("rally", "reorganise", "attack", "charge", "move"):
            if order not in offers:
                continue
            target = None
            if order in ("attack", "charge"):
                valid = [t for t in PLAY.targets(battle, maps, Choice(unit.id, order)) if t.refusal is None]
                target = min(valid, key=lambda t: t.distance_m).token
            choice = Choice(unit.id, order, issuer=issuer, target=target)
            if not _try(engine, PLAY.command(battle, choice)):
                continue
            if order == "move":
                choice = Choice(unit.id, order, issuer=issuer, destination=_towards(engine, unit.id))
            follow = PLAY.follow_up(engine.state, choice)
            if follow is not None and not _try(engine, follow):
                engine.execute(NextStep(force=True))  # the effect could not be carried out: go on
                return False
            return True
    return False


def _round(engine: Engine, number: int) -> None:
    engine.execute(RollInitiative(LANNISTER))
    engine.execute(RollInitiative(STARK))
    engine.execute(NextStep())  # siege engines: none on this field
    engine.execute(NextStep())  # first player's character actions
    if number == 1:
        engine.execute(JoinUnit("char-jaime", "unit-lspear"))
    engine.execute(NextStep())  # orders
    while engine.state.turn is not None and engine.state.turn.step == "orders" and engine.state.turn.queue:
        side = engine.state.turn.queue[0]
        if not _give_one_order(engine, side) and engine.state.turn.step == "orders":
            engine.execute(PassTurn(side))
    if engine.state.turn is not None and engine.state.turn.step == "orders":
        engine.execute(NextStep())
    engine.execute(NextStep())  # second player's actions → standing orders
    while engine.state.turn is not None and engine.state.turn.queue:
        side = engine.state.turn.queue[0]
        ready = [u for u in engine.state.units.values() if u.side == side and awaits_standing_order(u)]
        choices = [Choice(u.id, "standing_order") for u in ready]
        if not any(_try(engine, PLAY.command(engine.state, c)) for c in choices):
            engine.execute(PassTurn(side))
    engine.execute(NextStep())  # repeat
    engine.execute(NextStep())  # the next round's initiative


def play_two_rounds(seed: int = SEED) -> Engine:
    engine = Engine(armies(), dice=RandomDice(seed))
    engine.execute(StartBattle())
    engine.execute(NextStep())  # field → deployment
    engine.execute(HideUnit("unit-sbow"))
    if not engine.state.units["unit-sbow"].hidden:
        raise SystemExit("the seed does not hide the archers; pick another")
    engine.execute(NextStep())  # parley
    engine.execute(NextStep())  # round 1: initiative
    for number in (1, 2):
        _round(engine, number)
    return engine


def main() -> int:
    engine = play_two_rounds()
    battle = engine.state
    assert battle.turn is not None and battle.turn.round == 3 and battle.turn.step == "initiative"
    assert battle.units["unit-sbow"].hidden
    save_battle(OUT, battle, AssetStore(), backup=False)
    print(f"wrote {OUT} ({len(battle.log)} log entries)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
