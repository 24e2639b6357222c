"""Two small Exalted hosts for the engine tests: the Realm's legion against the Bull's riders."""

from __future__ import annotations

import campal.core.rules.exalted  # noqa: F401  (registers the commands)
from campal.core.model import Battle, ExaltedFormation, Point, RuleSystemId, Side, Unit
from campal.core.model.exalted import SpecialCharacter, SpecialKind
from campal.core.model.exalted_traits import Gear
from campal.core.rules.exalted.field import resized

from .units import commander, unit

REALM, BULL = "side-realm", "side-bull"
HERO = SpecialCharacter(
    id="hero-tepet", name="Tepet Ejava", kind=SpecialKind.HERO, traits=commander(war=4, melee=4)
)
SORCERER = SpecialCharacter(
    id="sorcerer-mnemon", name="Mnemon", kind=SpecialKind.SORCERER, traits=commander(war=2)
)


def token(uid: str, name: str, side: str, x: float, y: float, facing: float = 0.0, **fields: object) -> Unit:
    stats = unit(**fields)  # type: ignore[arg-type]
    return resized(Unit(id=uid, name=name, side=side, position=Point(x=x, y=y), facing=facing), stats)


def hosts(reserve: bool = False) -> Battle:
    spear = token(
        "unit-spear",
        "Lanzas de Tepet",
        REALM,
        100,
        100,
        180.0,
        magnitude=4,
        drill=3,
        close_combat=3,
        formation=ExaltedFormation.CLOSE,
        specials=(HERO,),
        commander_name="Tepet Arada",
    )
    bows = token(
        "unit-bows",
        "Arcos del Reino",
        REALM,
        300,
        60,
        180.0,
        magnitude=3,
        drill=2,
        ranged_combat=2,
        ranged_damage=3,
        range_yards=250,
        ammunition=12,
        specials=(SORCERER,),
        formation=ExaltedFormation.SKIRMISH,
    )
    riders = token(
        "unit-riders",
        "Jinetes del Toro",
        BULL,
        100,
        110,
        0.0,
        magnitude=3,
        drill=2,
        close_combat=2,
        mounted=True,
        commander=commander(war=4, melee=4, gear=Gear(weapon_damage=4, shield_dv=1)),
    )
    foot = token(
        "unit-foot",
        "Infantería del Toro",
        BULL,
        300,
        260,
        0.0,
        magnitude=5,
        drill=1,
        relays=3,
        formation=ExaltedFormation.RELAXED,
    )
    extra = ()
    if reserve:
        extra = (
            token("unit-reserve", "Reserva del Reino", REALM, 300, 64, 180.0, magnitude=2, drill=2, relays=0),
        )
    return Battle(
        title="Prueba",
        system=RuleSystemId.EXALTED,
        sides={REALM: Side(id=REALM, name="Reino"), BULL: Side(id=BULL, name="Toro")},
        units={u.id: u for u in (spear, bows, riders, foot, *extra)},
    )


def with_unit(battle: Battle, uid: str, **fields: object) -> Battle:
    """``battle`` with one unit's stats changed."""
    unit_ = battle.units[uid]
    stats = unit_.stats.model_copy(update=fields)  # type: ignore[union-attr]
    return battle.model_copy(update={"units": {**battle.units, uid: resized(unit_, stats)}})
