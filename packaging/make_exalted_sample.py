"""Build resources/samples/exalted-batalla.campal: the Realm's spears and archers (with a hero, a
sorcerer and their relays) on a hill against the Bull of the North's riders, foot and slingers
beside a forest, with Join War rolled and at least two long ticks of actions played per unit.

Run from the repository: ``python packaging/make_exalted_sample.py``. Every change goes through
the engine with seeded dice, choosing each action from what the rules offer the dock, so the
file's log is a real battle that replays to the same document.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from campal.core.dice import RandomDice
from campal.core.engine import CommandRefused, Engine, MoveUnit, NextStep, StartBattle
from campal.core.io import save_battle
from campal.core.model import (
    AssetStore,
    Battle,
    BattleField,
    ExaltedFormation,
    ExaltedUnitStats,
    Point,
    RuleSystemId,
    Side,
    Size,
    TerrainFeature,
    Unit,
)
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.model.exalted_traits import Ability, Attribute, Gear, Traits, Virtue
from campal.core.rules.exalted.commands import MoraleTest
from campal.core.rules.exalted.field import resized
from campal.core.rules.play import Choice
from campal.core.rules.system import system_of

OUT = Path(__file__).resolve().parents[1] / "resources" / "samples" / "exalted-batalla.campal"
SEED = 7
REALM, BULL = "side-realm", "side-bull"
PLAY = system_of(RuleSystemId.EXALTED).play
TICKS = 3  # actions each unit plays at least: more than two long ticks' worth


def traits(
    war: int,
    melee: int,
    archery: int = 1,
    valor: int = 3,
    weapon: int = 3,
    shield: int = 0,
    range_yards: float = 0.0,
) -> Traits:
    return Traits(
        attributes={
            a: 3 if a in (Attribute.DEXTERITY, Attribute.WITS, Attribute.CHARISMA) else 2 for a in Attribute
        },
        abilities={
            Ability.WAR: war,
            Ability.MELEE: melee,
            Ability.ARCHERY: archery,
            Ability.DODGE: 2,
            Ability.AWARENESS: 2,
            Ability.PERFORMANCE: 1,
        },
        virtues={v: valor if v is Virtue.VALOR else 2 for v in Virtue},
        gear=Gear(weapon_damage=weapon, armour_soak=3, shield_dv=shield, range_yards=range_yards),
    )


# The shipped battle was played when a skirmish line stood two ranks deep (the GM's value is six
# now, see resources/rules/exalted/units.json); the file keeps the lines it was played with, so
# its start does too: y of the centre, frontage and depth in metres.
PLAYED_FOOTPRINTS = {"unit-bows": (112.0, 171.0, 6.0), "unit-slings": (278.0, 66.0, 6.0)}


def unit(uid: str, name: str, side: str, x: float, y: float, **fields: object) -> Unit:
    facing = 180.0 if side == REALM else 0.0
    stats = ExaltedUnitStats.model_validate(fields)
    made = resized(Unit(id=uid, name=name, side=side, position=Point(x=x, y=y), facing=facing), stats)
    if uid in PLAYED_FOOTPRINTS:
        centre_y, frontage, depth = PLAYED_FOOTPRINTS[uid]
        made = made.model_copy(
            update={"position": Point(x=x, y=centre_y), "frontage": frontage, "depth": depth}
        )
    return made


def _ring(*corners: tuple[float, float]) -> tuple[Point, ...]:
    return tuple(Point(x=x, y=y) for x, y in corners)


def hosts() -> Battle:
    hero = SpecialCharacter(
        id="hero-ejava", name="Tepet Ejava", kind=SpecialKind.HERO, traits=traits(4, 5, valor=4, weapon=5)
    )
    sorcerer = SpecialCharacter(
        id="sorcerer-mnemon",
        name="Mnemon",
        kind=SpecialKind.SORCERER,
        traits=traits(2, 1, archery=4, range_yards=150),
    )
    champion = SpecialCharacter(
        id="hero-ox", name="Buey Rojo", kind=SpecialKind.HERO, traits=traits(4, 4, weapon=5)
    )
    units = [
        unit(
            "unit-spear",
            "Lanzas de Tepet",
            REALM,
            300,
            150,
            magnitude=4,
            drill=3,
            relays=4,
            close_combat=3,
            close_damage=2,
            armour=2,
            formation=ExaltedFormation.CLOSE,
            specials=(hero,),
            commander=traits(4, 4, shield=1),
            commander_name="Tepet Arada",
            speed=3,
        ),
        unit(
            "unit-bows",
            "Arqueros del Reino",
            REALM,
            150,
            110,
            magnitude=3,
            drill=2,
            relays=3,
            ranged_combat=2,
            ranged_damage=2,
            range_yards=200,
            ammunition=12,
            formation=ExaltedFormation.SKIRMISH,
            specials=(sorcerer,),
            commander=traits(3, 2, archery=3, range_yards=200),
            commander_name="Cathak Loro",
        ),
        unit(
            "unit-riders",
            "Jinetes del Toro",
            BULL,
            300,
            215,
            magnitude=3,
            drill=2,
            relays=3,
            close_combat=2,
            close_damage=3,
            mounted=True,
            specials=(champion,),
            commander=traits(4, 4, weapon=4),
            commander_name="Samea",
        ),
        unit(
            "unit-foot",
            "Infantería del Toro",
            BULL,
            450,
            260,
            magnitude=4,
            drill=1,
            relays=4,
            close_combat=1,
            close_damage=2,
            commander=traits(3, 3),
            commander_name="Yurgen",
        ),
        unit(
            "unit-slings",
            "Honderos del Toro",
            BULL,
            150,
            280,
            magnitude=2,
            drill=2,
            relays=0,
            ranged_combat=1,
            ranged_damage=2,
            range_yards=150,
            ammunition=12,
            formation=ExaltedFormation.SKIRMISH,
            commander=traits(3, 2, archery=3, range_yards=150),
            commander_name="Ardent",
        ),
    ]
    hill = TerrainFeature(
        id="terrain-hill",
        kind="hill",
        name="Colina del Reino",
        outline=_ring((80, 60), (230, 50), (250, 160), (90, 170)),
    )
    forest = TerrainFeature(
        id="terrain-forest",
        kind="forest",
        name="Bosque del Toro",
        outline=_ring((460, 120), (570, 110), (580, 220), (470, 230)),
    )
    return Battle(
        title="Batalla de la Colina del Reino",
        system=RuleSystemId.EXALTED,
        field=BattleField(size=Size(width=600, height=400)),
        sides={
            REALM: Side(id=REALM, name="Reino", colour="#b08a1e"),
            BULL: Side(id=BULL, name="Toro del Norte", colour="#3d5a80"),
        },
        units={u.id: u for u in units},
        terrain={hill.id: hill, forest.id: forest},
    )


def _try(engine: Engine, command: object) -> bool:
    try:
        engine.execute(command)  # type: ignore[arg-type]
    except CommandRefused:
        return False
    return True


def _answer_tests(engine: Engine) -> None:
    for reaction in PLAY.reactions(engine.state, engine.context.map):
        for offer in reaction.offers:
            if offer.id.startswith("test:"):
                _try(engine, MoraleTest(reaction.actor, offer.id[5:], perceived="slightly_superior"))


def _towards(engine: Engine, unit_id: str, metres: float) -> Point:
    battle = engine.state
    me = battle.units[unit_id]
    foes = [u for u in battle.units.values() if u.side != me.side]
    foe = min(foes, key=lambda u: math.dist((u.position.x, u.position.y), (me.position.x, me.position.y)))
    dx, dy = foe.position.x - me.position.x, foe.position.y - me.position.y
    gap = math.hypot(dx, dy)
    step = min(metres, max(gap - (me.depth + foe.depth) / 2 + 1.0, 0.0))
    return Point(x=me.position.x + dx / gap * step, y=me.position.y + dy / gap * step)


def _act(engine: Engine, actor: str) -> None:
    """The first of: a rout or Second Wind when spent, close attack, volley, advance, guard."""
    battle, maps = engine.state, engine.context.map
    offers = {o.id: o for o in PLAY.unit_offers(battle, maps, actor, None) if o.is_allowed}
    for offer_id in ("attack", "ranged_attack"):
        if offer_id in offers:
            valid = [t for t in PLAY.targets(battle, maps, Choice(actor, offer_id)) if t.refusal is None]
            if valid and _try(engine, PLAY.command(battle, Choice(actor, offer_id, target=valid[0].token))):
                return
    if "move" in offers:
        reach = system_of(battle).allowance(battle, actor).bands[0].limit_m
        destination = _towards(engine, actor, reach * 0.95)
        here = battle.units[actor].position
        if (
            math.dist((here.x, here.y), (destination.x, destination.y)) > 1.0
            and _try(engine, MoveUnit(actor, (destination,)))
            and _try(engine, PLAY.command(engine.state, Choice(actor, "move")))
        ):
            return
    engine.execute(PLAY.command(engine.state, Choice(actor, "guard")))


def play(seed: int = SEED) -> Engine:
    engine = Engine(hosts(), dice=RandomDice(seed))
    engine.execute(StartBattle())
    for command in PLAY.awaited(engine.state):
        engine.execute(command)
    engine.execute(NextStep())
    acted: dict[str, int] = {}
    while any(acted.get(u, 0) < TICKS for u, x in engine.state.units.items() if not x.stats.is_out_of_action):  # type: ignore[union-attr]
        turn = engine.state.turn
        assert turn is not None and turn.queue
        actor = turn.queue[0]
        _act(engine, actor)
        acted[actor] = acted.get(actor, 0) + 1
        _answer_tests(engine)
    return engine


def main() -> int:
    engine = play()
    battle = engine.state
    save_battle(OUT, battle, AssetStore(), backup=False)
    print(f"wrote {OUT} ({len(battle.log)} log entries, tick {battle.turn.tick if battle.turn else 0})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
