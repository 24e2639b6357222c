"""Armies as files: a side's roster kept apart from any battle, to field it again elsewhere."""

from .army import ARMY_FORMAT, Army, ArmyCharacter, ArmyUnit, army_of_side, army_of_tokens, fielded, placed
from .army_file import MAX_ARMY_BYTES, army_bytes, parse_army, read_army, write_army

__all__ = [
    "ARMY_FORMAT",
    "MAX_ARMY_BYTES",
    "Army",
    "ArmyCharacter",
    "ArmyUnit",
    "army_bytes",
    "army_of_side",
    "army_of_tokens",
    "fielded",
    "parse_army",
    "placed",
    "read_army",
    "write_army",
]
