"""The GM's own library: units and characters kept in Campal's data folder, one army file each,
offered in the roster beside the rule system's templates in every battle of their system.

A unit travels with the characters attached to it; a character alone. The files are the army
format (``campal schema --army``), so a library entry is also a file the GM can send to another
table, and any army file of one unit or one character can be put in the library.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

from ...core.frozen import frozen
from ...core.io import BattleFileError
from ...core.model import AssetStore, Battle, RuleSystemId

if TYPE_CHECKING:
    from ...core.armies import Army

SUFFIX = ".army.json"


def library_folder(system: RuleSystemId) -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "library" / system.value


@frozen
class LibraryEntry:
    path: Path
    army: Army | None
    problem: BattleFileError | None = None

    @property
    def name(self) -> str:
        return self.army.name if self.army is not None else self.path.name.removesuffix(SUFFIX)

    @property
    def is_unit(self) -> bool:
        return self.army is not None and bool(self.army.units)


_read: dict[Path, tuple[float, LibraryEntry]] = {}


def entry_at(path: Path) -> LibraryEntry:
    """The file read and checked once for each time it was written."""
    try:
        stamp = path.stat().st_mtime
    except OSError:
        stamp = -1.0
    known = _read.get(path)
    if known is not None and known[0] == stamp:
        return known[1]
    from ...core.armies import read_army  # on first use: a start without a library never reads one

    try:
        entry = LibraryEntry(path, read_army(path))
    except BattleFileError as error:
        entry = LibraryEntry(path, None, error)
    _read[path] = (stamp, entry)
    return entry


def library_entries(system: RuleSystemId) -> list[LibraryEntry]:
    folder = library_folder(system)
    if not folder.is_dir():
        return []
    entries = [entry_at(path) for path in sorted(folder.glob(f"*{SUFFIX}")) if path.is_file()]
    return [e for e in entries if e.army is None or e.army.system is system]


def _file_name(name: str) -> str:
    stem = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip() or "token"
    return stem[:80]


def free_path(folder: Path, name: str) -> Path:
    stem = _file_name(name)
    path = folder / f"{stem}{SUFFIX}"
    number = 2
    while path.exists():
        path = folder / f"{stem} {number}{SUFFIX}"
        number += 1
    return path


def add_to_library(battle: Battle, token_id: str, assets: AssetStore) -> Path:
    """Keep the token (a unit with its attached characters, or a character) in the library."""
    from ...core.armies import army_of_tokens, write_army

    army = army_of_tokens(battle, token_id, assets)
    folder = library_folder(battle.system)
    folder.mkdir(parents=True, exist_ok=True)
    path = free_path(folder, army.name)
    write_army(path, army)
    return path


def export_token(battle: Battle, token_id: str, assets: AssetStore, path: Path) -> None:
    from ...core.armies import army_of_tokens, write_army

    write_army(path, army_of_tokens(battle, token_id, assets))
