"""Reading and writing .campal files."""

from .battle_file import LoadedBattle, battle_bytes, load_battle, load_battle_bytes, parse_document
from .errors import BattleFileError
from .saving import SaveError, save_battle

__all__ = [
    "BattleFileError",
    "LoadedBattle",
    "SaveError",
    "battle_bytes",
    "load_battle",
    "load_battle_bytes",
    "parse_document",
    "save_battle",
]
