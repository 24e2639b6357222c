"""Reading and writing .campal files."""

from .battle_file import LoadedBattle, battle_bytes, load_battle, parse_document, save_battle
from .errors import BattleFileError

__all__ = [
    "BattleFileError",
    "LoadedBattle",
    "battle_bytes",
    "load_battle",
    "parse_document",
    "save_battle",
]
