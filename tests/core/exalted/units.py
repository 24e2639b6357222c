"""Exalted units for the rule tests, built from a few numbers."""

from campal.core.model import ExaltedFormation, ExaltedUnitStats
from campal.core.model.exalted_traits import Ability, Attribute, Gear, Traits, Virtue


def commander(
    war: int = 3,
    melee: int = 3,
    dexterity: int = 3,
    charisma: int = 3,
    wits: int = 3,
    archery: int = 0,
    valor: int = 3,
    gear: Gear | None = None,
    **abilities: int,
) -> Traits:
    return Traits(
        attributes={
            Attribute.STRENGTH: 3,
            Attribute.DEXTERITY: dexterity,
            Attribute.STAMINA: 2,
            Attribute.CHARISMA: charisma,
            Attribute.WITS: wits,
            Attribute.PERCEPTION: 2,
        },
        abilities={Ability.WAR: war, Ability.MELEE: melee, Ability.ARCHERY: archery}
        | {Ability(k): v for k, v in abilities.items()},
        virtues={Virtue.VALOR: valor},
        gear=gear or Gear(weapon_damage=3, weapon_defence=1, shield_dv=0),
    )


def unit(
    magnitude: int = 3,
    drill: int = 2,
    formation: ExaltedFormation = ExaltedFormation.RELAXED,
    relays: int | None = None,
    **fields: object,
) -> ExaltedUnitStats:
    base: dict[str, object] = {
        "magnitude": magnitude,
        "drill": drill,
        "formation": formation,
        "relays": magnitude if relays is None else relays,
        "commander": commander(),
    }
    return ExaltedUnitStats.model_validate(base | fields)
